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

/// The same with a filter that names a few of the resolved-state blocks' fields: every block then
/// gets those children and not the others (`Want::resolved`), on the first pass and on replay
/// alike. `q2.ps.stat.index` without `q2.ps.resolved.stat` leaves the stat items out and keeps
/// their index.
#[test]
fn some_resolved_fields_one_pass_equals_two_pass() {
    let filter = [
        "frame",
        "nq.ent.resolved.origin.x",
        "nq.dp.ent.resolved.frame",
        "nq.ue.ent.resolved.model_name",
        "qw.ent.resolved.origin.y",
        "qw.ue.ent.resolved.origin.z",
        "q2.ent.model_name",
        "q2.ps.stat.index",
    ]
    .join(" || ");
    support::assert_passes_agree_with(
        &[
            "quakespasm_nq666_qsclient_session.pcapng",
            "darkplaces-server_dp7_dpclient_session.pcapng",
            "fteqw-server-nqonly_nq+fte-pext_fteclient-nq_session.pcapng",
            "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
            "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
            "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
        ],
        support::PASS_DEPENDENT,
        &["-Y", &filter],
    );
}
