//! The state-only pass (no tree, no Info text: tshark's `-q` path) steps over what it keeps
//! nothing of (NetQuake's fast updates and clientdata, QuakeWorld's usercmds and playerinfo) by
//! its length. Over every NetQuake and QuakeWorld conversation in pcaps/, it must raise the very
//! experts, count the same errors and record what a pass with a tree records (its replays
//! equal the first pass's tree: `tests/determinism.rs`).
mod support;
use quakeshark::codec::tree::{Expert, NodeKind, Tree};
use quakeshark::codec::{nq, qw, Conversation, Datagram, Output, Want};
use support::pcap;

/// The experts of a tree, in order, with their spans (but the dialect's notes: NetQuake and
/// QuakeWorld say where the dialect was decided only with the dialect's items, in a tree).
fn experts(t: &Tree) -> Vec<(String, u32, u32)> {
    t.nodes
        .iter()
        .filter_map(|n| match &n.kind {
            NodeKind::Expert(Expert::Note | Expert::DialectDecided, m)
                if m.starts_with("Dialect") =>
            {
                None
            }
            NodeKind::Expert(e, m) => Some((format!("{e:?} {m}"), n.start, n.len)),
            _ => None,
        })
        .collect()
}

/// What a pass without a tree must show as one with a tree does.
fn raised(o: &Output) -> impl PartialEq + std::fmt::Debug {
    (
        experts(&o.frame),
        o.frame.errors,
        o.message.as_ref().map(|m| (experts(m), m.errors)),
        o.message_len,
        o.reasm,
        o.follow_port,
        o.malformed,
    )
}

fn compare<S: Conversation>(dgs: &[Datagram], what: &str) -> usize {
    let state_only = Want::state_only();
    let mut with_tree = S::new(0);
    let mut without = S::new(0);
    for d in dgs {
        let (ri, out) = with_tree.first_pass(d, true);
        let (rj, bare) = without.first_pass_with(d, state_only);
        assert_eq!(ri, rj, "{what} frame {}: record index", d.frame);
        assert_eq!(
            raised(&out),
            raised(&bare),
            "{what} frame {}: the state-only pass differs",
            d.frame
        );
    }
    // the records and states kept: a replay of the state-only session shows the full tree
    for (i, d) in dgs.iter().enumerate() {
        let a = with_tree.replay(i, d.bytes, true).map(|o| raised(&o));
        let b = without.replay(i, d.bytes, true).map(|o| raised(&o));
        assert_eq!(a, b, "{what} frame {}: replay", d.frame);
    }
    dgs.len()
}

#[test]
fn the_state_only_pass_raises_what_a_tree_pass_does() {
    let mut checked = 0;
    let caps = support::captures();
    for cap in &caps {
        let path = cap.to_string_lossy();
        for c in pcap::conversations(&path) {
            let dgs = c.datagrams();
            let name = cap.file_name().unwrap().to_string_lossy();
            if dgs.iter().any(|d| nq::looks_like(d.bytes)) {
                checked += compare::<nq::Session>(&dgs, &name);
            }
            if dgs.iter().any(|d| qw::looks_like(d.bytes)) {
                checked += compare::<qw::Session>(&dgs, &name);
            }
        }
    }
    assert!(checked > 20_000, "only {checked} datagrams compared");
}
