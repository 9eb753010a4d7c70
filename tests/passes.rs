//! Determinism through tshark: `-V` (one pass) and `-V -2` (two passes, the tree built from the
//! first pass's records) print the same tree for every capture in pcaps/, apart from forward
//! references (`support::PASS_DEPENDENT`). The one place for this check: per-protocol tests only add
//! stricter ones (`tests/q2.rs`, `tests/q2ex.rs`: nothing ignored).
mod support;

#[test]
fn every_capture_one_pass_equals_two_pass() {
    let mut caps: Vec<String> = std::fs::read_dir(support::root().join("pcaps"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pcap") || n.ends_with(".pcapng"))
        .collect();
    caps.sort();
    assert!(caps.len() >= 17, "pcaps/ holds {} captures", caps.len());
    let caps: Vec<&str> = caps.iter().map(String::as_str).collect();
    support::assert_passes_agree(&caps, support::PASS_DEPENDENT);
}
