//! Limits answer with an expert item, not silent truncation (hostile captures through tshark:
//! tests/hostile.rs).

use super::nq::state::{NqState, MAX_PRECACHE};
use super::nq::{svc, Summary};
use super::tree::{Expert, Tree};

#[test]
fn nq_precache_list_past_the_limit_is_reported_and_capped() {
    let mut m = vec![11]; // svc_serverinfo
    m.extend_from_slice(&15i32.to_le_bytes());
    m.extend_from_slice(&[8, 0]);
    m.extend_from_slice(b"level\0");
    for i in 0..MAX_PRECACHE + 5 {
        m.extend_from_slice(format!("m{i}\0").as_bytes());
    }
    m.extend_from_slice(b"\0s\0\0");
    let mut st = NqState::default();
    let (mut t, mut sum) = (Tree::new(), Summary::default());
    svc::server_messages(&m, 0, &mut st, &mut t, &mut sum);
    let limits: Vec<_> = t
        .experts()
        .filter(|e| e.0 == Expert::LimitExceeded)
        .collect();
    assert_eq!(limits.len(), 1, "{limits:?}");
    assert_eq!(st.models.len(), MAX_PRECACHE);
    assert_eq!(st.models.last().map(String::as_str), Some("m8191"));
    assert_eq!(st.sounds.as_slice(), ["s"]);
}
