//! Random access and two passes at codec level: every conversation of every capture in pcaps/
//! is decoded in capture order (with and without a tree, as tshark's one- and two-pass runs do),
//! then each datagram is replayed in a scrambled order and must show the first pass's tree.
//! (`tests/tshark.rs` checks the same through tshark: `-V` and `-V -2` print the same.)
mod support;
use quakeshark::codec::budget::{DEFAULT_STATE_LIMIT, PER_INPUT_BYTE};
use quakeshark::codec::{kexlan, nq, q2, qw, Conversation, Datagram};
use support::{pcap, replay};

#[test]
fn replay_in_any_order_shows_the_first_pass() {
    let mut checked = 0;
    let caps = support::captures();
    assert!(caps.len() >= 17, "pcaps/ holds {} captures", caps.len());
    for cap in &caps {
        let path = cap.to_string_lossy();
        for c in pcap::conversations(&path) {
            let dgs = c.datagrams();
            let any = |f: fn(&[u8]) -> bool| dgs.iter().any(|d| f(d.bytes));
            // every codec that recognises part of the conversation decodes all of it: what it
            // does not recognise must replay identically too
            if any(nq::looks_like) {
                replay::first_pass_then_replay::<nq::Session>(&dgs);
                checked += dgs.len();
            }
            if any(qw::looks_like) {
                replay::first_pass_then_replay::<qw::Session>(&dgs);
                checked += dgs.len();
            }
            if any(q2::looks_like) {
                replay::first_pass_then_replay::<q2::Session>(&dgs);
                checked += dgs.len();
            }
            if any(kexlan::looks_like) {
                replay::first_pass_then_replay::<kexlan::Session>(&dgs);
                checked += dgs.len();
            }
        }
    }
    assert!(checked > 50_000, "only {checked} datagrams replayed");
}

fn retained<S: Conversation>(dgs: &[Datagram], bytes: impl Fn(&S) -> usize) -> usize {
    let mut s = S::new(0);
    for d in dgs {
        s.first_pass(d, false);
    }
    bytes(&s)
}

/// The state memory limit (codec::budget) must never touch a real session: each conversation in
/// pcaps/ retains under a quarter of its default allowance.
#[test]
fn real_sessions_stay_far_below_the_state_limit() {
    // (retained, allowance, capture)
    let mut worst = (0, 1, String::new());
    for cap in support::captures() {
        let path = cap.to_string_lossy();
        for c in pcap::conversations(&path) {
            let dgs = c.datagrams();
            let any = |f: fn(&[u8]) -> bool| dgs.iter().any(|d| f(d.bytes));
            let mut sizes = Vec::new();
            if any(nq::looks_like) {
                sizes.push(retained::<nq::Session>(&dgs, nq::Session::retained));
            }
            if any(qw::looks_like) {
                sizes.push(retained::<qw::Session>(&dgs, qw::Session::retained));
            }
            if any(q2::looks_like) {
                sizes.push(retained::<q2::Session>(&dgs, q2::Session::retained));
            }
            for n in sizes {
                let bytes: usize = dgs.iter().map(|d| d.bytes.len()).sum();
                eprintln!(
                    "{path}: {} datagrams, {bytes} bytes: state retains {n} bytes",
                    dgs.len()
                );
                let allowance = DEFAULT_STATE_LIMIT + PER_INPUT_BYTE * bytes;
                if n * worst.1 > worst.0 * allowance {
                    worst = (n, allowance, path.to_string());
                }
            }
        }
    }
    assert!(
        worst.0 < worst.1 / 4,
        "{} retains {} bytes of its {} allowed",
        worst.2,
        worst.0,
        worst.1
    );
}
