//! The engine oracle: what the engines' own parsers held after each message of the captures in
//! pcaps/ (QuakeSpasm for NetQuake, q2proto with yquake2's delta rules for Quake II, ezQuake for
//! QuakeWorld; dumps in tests/oracle/refdumps, provenance in tests/oracle/README.md) must equal
//! what quakeshark shows. The comparison lives in tests/oracle/*.py; these tests run it with the
//! freshly built plugin and fail on any mismatch outside the listed engine exceptions.
mod support;

use std::process::Command;

fn oracle(args: &[&str]) -> (bool, String) {
    let so = support::root().join("target/release/libquakeshark.so");
    assert!(so.exists(), "run `cargo build --release` first");
    let out = Command::new("python3")
        .arg(support::root().join("tests/oracle/oracle.py"))
        .args(args)
        .output()
        .expect("run python3 tests/oracle/oracle.py");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    (out.status.success(), text)
}

#[test]
fn every_value_equals_the_engines() {
    let (ok, text) = oracle(&[]);
    println!("{text}");
    assert!(ok, "the plugin disagrees with the engine oracle:\n{text}");
    // all three dialects were compared, each on hundreds of thousands of fields or more
    let line = text
        .lines()
        .find(|l| l.starts_with("fields compared per dialect:"))
        .expect("summary line");
    for d in ["nq ", "q2 ", "qw "] {
        assert!(line.contains(d), "{d}missing from {line}");
    }
}

#[test]
fn a_changed_engine_value_is_reported_with_its_frame() {
    let (ok, text) = oracle(&["--selftest"]);
    println!("{text}");
    assert!(ok, "the oracle did not report a changed value:\n{text}");
    assert_eq!(text.matches("selftest ").count(), 3, "{text}");
}
