//! Codec micro-benchmarks: each dialect's hot path decoded from real captures, without Wireshark.
//!
//!     cargo bench --no-default-features --bench codec [-- FILTER] [--secs S] [--state-only]
//!
//! For each stream: MB/s (UDP payload bytes) and packets/s of `first_pass` state only (no tree,
//! no Info text: tshark's `-q` path), without a tree (Info text built) and with a tree (a fresh
//! session per iteration, so state building is included), and the heap the
//! session keeps per datagram afterwards (records and state snapshots, no tree): what tshark
//! pays per packet for random access. `--state-only` measures only the first column (for a
//! profiler or callgrind: `--secs 0` then runs exactly three state-only passes per stream after
//! the one that measures the heap).

#[path = "../tests/support/pcap.rs"]
mod pcap;

use quakeshark::codec::{nq, q2, qw, Conversation, Datagram, Want};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicIsize, Ordering::Relaxed};
use std::time::{Duration, Instant};

/// Counts live heap bytes, to measure what a session retains.
struct Counting;
static LIVE: AtomicIsize = AtomicIsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        LIVE.fetch_add(l.size() as isize, Relaxed);
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size() as isize, Relaxed);
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, n: usize) -> *mut u8 {
        LIVE.fetch_add(n as isize - l.size() as isize, Relaxed);
        unsafe { System.realloc(p, l, n) }
    }
}

#[global_allocator]
static A: Counting = Counting;

#[derive(Clone, Copy)]
enum Fam {
    Nq,
    Qw,
    Q2,
}

/// The hot paths: (name, family, captures, only server→client datagrams).
const STREAMS: &[(&str, Fam, &[&str])] = &[
    (
        "nq entity updates (demos 15/666/999)",
        Fam::Nq,
        &[
            "nq-15__LibreQuake_demo3.pcap",
            "nq-666__LibreQuake_swampy.pcap",
            "nq-999__LibreQuake_demo3.pcap",
        ],
    ),
    (
        "nq sessions (quakespasm 15/666/999)",
        Fam::Nq,
        &[
            "quakespasm_nq15_qsclient_session.pcapng",
            "quakespasm_nq666_qsclient_session.pcapng",
            "quakespasm_nq999_qsclient_session.pcapng",
        ],
    ),
    (
        "nq+FTE updateentities (qss, fteqw)",
        Fam::Nq,
        &[
            "qss-server_nq666+fte-pext2_qssclient_session.pcapng",
            "fteqw-server-nqonly_nq+fte-pext_fteclient-nq_session.pcapng",
        ],
    ),
    (
        "qw packetentities (mvdsv)",
        Fam::Qw,
        &[
            "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
            "mvdsv-ktx_qw28_ezquake_pext-fte-floatcoords-chunkeddl_session.pcapng",
        ],
    ),
    (
        "qw+FTE updateentities (fteqw)",
        Fam::Qw,
        &["fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng"],
    ),
    (
        "q2 frames (demo, yquake2 session)",
        Fam::Q2,
        &[
            "q2-34__libq2_testduel.dm2.pcap",
            "yquake2_q2-34_yq2client_session.pcapng",
        ],
    ),
];

/// One first pass over every capture of a stream (one session per capture); returns the
/// sessions so the caller decides when they are dropped.
fn pass<S: Conversation>(caps: &[Vec<pcap::Udp>], want: Want) -> Vec<S> {
    caps.iter()
        .map(|c| {
            let mut s = S::new(0);
            for u in c {
                let d = Datagram {
                    frame: u.frame,
                    src: u.src,
                    dst: u.dst,
                    bytes: &u.payload,
                    time: 0.0,
                };
                let mut out = quakeshark::codec::Output::default();
                std::hint::black_box(s.first_pass_into(&d, want, &mut out));
                std::hint::black_box(&out);
            }
            s
        })
        .collect()
}

fn run<S: Conversation>(name: &str, caps: &[Vec<pcap::Udp>], secs: f64, state_only_column: bool) {
    let packets: usize = caps.iter().map(Vec::len).sum();
    let bytes: usize = caps.iter().flatten().map(|u| u.payload.len()).sum();
    let before = LIVE.load(Relaxed);
    let state_only = Want::state_only();
    let kept = pass::<S>(caps, state_only);
    let retained = LIVE.load(Relaxed) - before;
    drop(kept);
    let mut cols = Vec::new();
    let wants = [state_only, Want::all(false), Want::all(true)];
    let wants = if state_only_column {
        &wants[..1]
    } else {
        &wants[..]
    };
    for &want in wants {
        let start = Instant::now();
        let mut n = 0u32;
        while n < 3 || start.elapsed() < Duration::from_secs_f64(secs) {
            drop(pass::<S>(caps, want));
            n += 1;
        }
        let per = start.elapsed().as_secs_f64() / n as f64;
        cols.push(format!(
            "{:8.1} MB/s {:6.2} Mpk/s",
            bytes as f64 / per / 1e6,
            packets as f64 / per / 1e6
        ));
    }
    cols.resize(3, "-".into());
    println!(
        "| {name} | {packets} | {:.0} | {} | {} | {} | {:.0} |",
        bytes as f64 / 1e3,
        cols[0],
        cols[1],
        cols[2],
        retained as f64 / packets as f64
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let secs = args
        .iter()
        .position(|a| a == "--secs")
        .and_then(|i| args.get(i + 1)?.parse().ok())
        .unwrap_or(1.0);
    let state_only = args.iter().any(|a| a == "--state-only");
    let filter = args
        .iter()
        .find(|a| !a.starts_with("--") && a.parse::<f64>().is_err())
        .cloned();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/pcaps");
    use std::mem::size_of;
    println!(
        "per-datagram record / state snapshot (bytes): nq {} / {}, qw {} / {}, q2 {} / {}\n",
        size_of::<nq::session::Record>(),
        size_of::<nq::state::NqState>(),
        size_of::<qw::session::Record>(),
        size_of::<qw::state::QwState>(),
        size_of::<q2::Record>(),
        size_of::<q2::Q2State>(),
    );
    println!("| stream | packets | kB | state only | no tree | tree | heap kept B/packet |");
    println!("|---|---|---|---|---|---|---|");
    for &(name, fam, files) in STREAMS {
        if filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
            continue;
        }
        let caps: Vec<Vec<pcap::Udp>> = files
            .iter()
            .map(|f| pcap::udp(&format!("{dir}/{f}")))
            .collect();
        match fam {
            Fam::Nq => run::<nq::Session>(name, &caps, secs, state_only),
            Fam::Qw => run::<qw::Session>(name, &caps, secs, state_only),
            Fam::Q2 => run::<q2::Session>(name, &caps, secs, state_only),
        }
    }
}
