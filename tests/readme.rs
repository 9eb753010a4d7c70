//! The display filters the README shows (its tutorial and the filter tables of "Using it") are
//! valid filters for this tshark with the plugin, and two of them match what the README says.
//! Build first: `cargo build --release`.

mod support;
use support::{pcap, root, tshark};

/// Every filter in a table row `| \`filter\` | … |` between the tutorial and "## Robustness".
fn readme_filters() -> Vec<String> {
    let text = std::fs::read_to_string(root().join("README.md")).unwrap();
    let start = text.find("## Five minutes").expect("tutorial section");
    let end = text.find("## Robustness").expect("Robustness section");
    text[start..end]
        .lines()
        .filter_map(|l| l.trim_start().strip_prefix("| `"))
        .map(|l| {
            // the first code span; `\|` is a table-escaped `|`
            let l = l.replace("\\|", "\u{1}");
            let code = l.split('`').next().unwrap();
            code.replace('\u{1}', "|")
        })
        .collect()
}

#[test]
fn readme_filters_are_valid() {
    let filters = readme_filters();
    assert!(filters.len() >= 30, "{filters:?}");
    // one tshark run: io,stat compiles every filter and fails on the first invalid one
    let spec: Vec<&str> = filters
        .iter()
        .map(|f| {
            assert!(!f.contains(','), "{f}: io,stat cannot take a comma");
            f.as_str()
        })
        .collect();
    let z = format!("io,stat,0,{}", spec.join(","));
    tshark(&[
        "-r",
        &pcap("quakespasm_nq666_qsclient_session.pcapng"),
        "-q",
        "-z",
        &z,
    ]);
}

fn frames(capture: &str, filter: &str) -> usize {
    tshark(&[
        "-r",
        &pcap(capture),
        "-Y",
        filter,
        "-T",
        "fields",
        "-e",
        "frame.number",
    ])
    .lines()
    .count()
}

#[test]
fn readme_boolean_examples_count_what_it_says() {
    let kex = "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng";
    // a clear bit is absent: the bare field and `== 1` select the same frames
    for f in [
        "kexlan.flags.reliable && kexlan.type == 0",
        "kexlan.flags.reliable == 1 && kexlan.type == 0",
    ] {
        assert_eq!(frames(kex, f), 264, "{f}");
    }
    assert_eq!(
        frames(
            "quakespasm_nq999_qsclient_session.pcapng",
            "nq.serverinfo.protocolflags.int32coord == 1"
        ),
        2
    );
}
