//! Shared by the integration tests: captures written at test time, pcap reading, and running
//! the real tshark with the freshly built plugin.
#![allow(dead_code)]
pub mod gen;
pub mod pcap;
pub mod replay;
pub mod shownet;
pub mod variants;

use std::path::PathBuf;
use std::process::Command;

/// Quake II fields whose values need no state from before a cut (mid-session tests compare them
/// with the whole capture's).
pub const Q2_WIRE: [&str; 10] = [
    "q2.seq",
    "q2.ack",
    "q2.frame.server",
    "q2.frame.delta",
    "q2.entity",
    "q2.ent.origin.x",
    "q2.ps.origin.x",
    "q2.stringcmd",
    "q2.print",
    "q2.cs.index",
];

/// Preferences (`-o` values) that add the resolved-state blocks' children (one generated field
/// per value) whether or not a filter refers to them: for tests that read them from `-V` or PDML.
pub const RESOLVED_FIELDS: [&str; 3] = [
    "nq.resolved_fields:TRUE",
    "qw.resolved_fields:TRUE",
    "q2.resolved_fields:TRUE",
];

/// Every capture in pcaps/, sorted by name.
pub fn captures() -> Vec<PathBuf> {
    let mut caps: Vec<_> = std::fs::read_dir(root().join("pcaps"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pcap" || x == "pcapng"))
        .collect();
    caps.sort();
    caps
}

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn tshark(args: &[&str]) -> String {
    let so = root().join("target/release/libquakeshark.so");
    assert!(
        so.exists(),
        "{} missing: run `cargo build --release` first",
        so.display()
    );
    let out = Command::new(root().join("scripts/tshark-dev"))
        .args(args)
        .output()
        .expect("run tshark");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "tshark {args:?} failed: {stderr}");
    for bad in ["panicked", "Dissector bug", "assertion", "Segmentation"] {
        assert!(!stderr.contains(bad), "tshark {args:?} stderr: {stderr}");
    }
    String::from_utf8(out.stdout).unwrap()
}

pub fn pcap(name: &str) -> String {
    root()
        .join("pcaps")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

/// One line per frame, tab-separated fields.
pub fn fields(file: &str, filter: &str, fs: &[&str]) -> Vec<Vec<String>> {
    fields_with(file, &[], filter, fs)
}

/// [`fields`] with more tshark arguments (`-o pref:value`).
pub fn fields_with(file: &str, more: &[&str], filter: &str, fs: &[&str]) -> Vec<Vec<String>> {
    let mut args = more.to_vec();
    args.extend([
        "-r",
        file,
        "-Y",
        filter,
        "-T",
        "fields",
        "-E",
        "occurrence=a",
        "-E",
        "aggregator=,",
    ]);
    for f in fs {
        args.push("-e");
        args.push(f);
    }
    tshark(&args)
        .lines()
        .map(|l| l.split('\t').map(bool_as_digit).collect())
        .collect()
}

/// tshark 4.0 prints a boolean field as `1`/`0`, 4.2 and later as `True`/`False`: tests expect
/// 4.0's form on every version. Only whole aggregated values are mapped, so a string field
/// would be affected only if it were exactly "True" or "False".
fn bool_as_digit(cell: &str) -> String {
    cell.split(',')
        .map(|v| match v {
            "True" => "1",
            "False" => "0",
            other => other,
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Lines that may differ between passes: forward references exist only once the whole file has
/// been read (as in Wireshark's own reassembly), and Wireshark lists the handles a datagram
/// passed through (the port table on the first pass, later its conversation; nq may hand a
/// datagram to qw). The trees themselves must not differ.
pub const PASS_DEPENDENT: &[&str] = &[
    "Acknowledged in frame",
    "Reassembled in",
    "[Protocols in frame:",
    "Netchan analysis",
    "Round-trip time",
    "Reliable delivery time",
    "Reliable sends",
    "Of which the peer acknowledged",
    "missing before sequence",
];

/// The netchan analysis's forward references (acknowledgements, and the capture loss they
/// prove), for tests that otherwise compare the passes line for line.
pub const ANALYSIS_FORWARD: &[&str] = &[
    "Acknowledged in frame",
    "Netchan analysis",
    "Round-trip time",
    "Reliable delivery time",
    "Reliable sends",
    "Of which the peer acknowledged",
    "missing before sequence",
];

/// `f` of every item, in the items' order, computed by as many threads as the machine has cores.
/// A test that runs tshark (a process of its own) on one capture after another keeps one core
/// busy; cargo runs the test binaries one at a time, so a long test would leave the other idle.
pub fn par_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let threads = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, items.len().max(1));
    let next = AtomicUsize::new(0);
    let mut done: Vec<(usize, R)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                s.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        mine.push((i, f(item)));
                    }
                    mine
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    done.sort_unstable_by_key(|(i, _)| *i);
    done.into_iter().map(|(_, r)| r).collect()
}

/// `tshark -V` and `tshark -V -2` print the same tree for each capture, apart from lines
/// containing one of `ignore`.
pub fn assert_passes_agree(captures: &[&str], ignore: &[&str]) {
    assert_passes_agree_with(captures, ignore, &[]);
}

/// [`assert_passes_agree`] with more tshark arguments on both runs (a display filter). The
/// captures are run in parallel ([`par_map`]); the first difference of each is reported.
pub fn assert_passes_agree_with(captures: &[&str], ignore: &[&str], more: &[&str]) {
    let differs = par_map(captures, |c| {
        let p = pcap(c);
        let keep = |s: String| -> Vec<String> {
            s.lines()
                .filter(|l| !ignore.iter().any(|i| l.contains(i)))
                .map(str::to_string)
                .collect()
        };
        let run = |two: bool| {
            // (details of our protocols only: the layers below do not depend on the passes,
            // and printing them was a third of tshark's time; they still show as summary lines)
            let mut args = vec!["-r", &p, "-V", "-O", "nq,qw,q2,kexlan"];
            if two {
                args.push("-2");
            }
            args.extend(more);
            keep(tshark(&args))
        };
        let (one, two) = (run(false), run(true));
        if let Some((i, (a, b))) = one.iter().zip(&two).enumerate().find(|(_, (a, b))| a != b) {
            return Some(format!(
                "{c}: line {i} differs:\n  -V:    {a}\n  -V -2: {b}"
            ));
        }
        (one.len() != two.len())
            .then(|| format!("{c}: -V prints {} lines, -V -2 {}", one.len(), two.len()))
    });
    let differs: Vec<String> = differs.into_iter().flatten().collect();
    assert!(differs.is_empty(), "{}", differs.join("\n"));
}
