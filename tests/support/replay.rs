//! What a decoded conversation must satisfy, whatever its bytes: trees the shell can emit, and
//! replays (later passes, random access) identical to the first pass. Shared by the codec's
//! determinism test over pcaps/ and the fuzz targets (`fuzz/src/lib.rs` includes this file).
#![allow(dead_code)]

use quakeshark::codec::tree::{Node, NodeKind, Tree, Value};
use quakeshark::codec::{Conversation, Datagram, Output};
use quakeshark::fields::Field;

/// Fields that exist only once a later datagram has been read (a forward reference), so the
/// first pass cannot show them yet; the shell's own `PASS_DEPENDENT` list is the tshark twin.
pub const FORWARD: &[Field] = &[
    quakeshark::fields::nq::NqAckedIn,
    quakeshark::fields::kexlan::KexAckedIn,
    quakeshark::fields::kexlan::KexReassembledIn,
];

/// The netchan analysis's forward references: its subtree (which may exist only for them),
/// acknowledgements, round-trip times, reliable deliveries and capture loss proven by acks.
fn analysis_forward(f: &Field) -> bool {
    use quakeshark::fields::AnalysisFields;
    let sets: [&AnalysisFields; 4] = [
        &quakeshark::fields::nq::ANALYSIS,
        &quakeshark::fields::qw::ANALYSIS,
        &quakeshark::fields::q2::ANALYSIS,
        &quakeshark::fields::kexlan::ANALYSIS,
    ];
    sets.iter().any(|a| {
        [
            a.tree,
            a.acked_in,
            a.rtt,
            a.delivery,
            a.sends,
            a.lost_captured,
        ]
        .contains(f)
    })
}

/// A tree in a form that ignores forward references: (depth, node) for every other node.
fn comparable(t: &Tree) -> Vec<(usize, Node)> {
    let mut out = Vec::new();
    let mut ends: Vec<u32> = Vec::new();
    for (i, n) in t.nodes.iter().enumerate() {
        while ends.last().is_some_and(|&e| e as usize <= i) {
            ends.pop();
        }
        let skip = matches!(&n.kind, NodeKind::Field(f, _)
            if FORWARD.contains(f) || analysis_forward(f));
        if !skip {
            let mut n = n.clone();
            n.end = 0;
            // a gap's expert says later whether the peer's acks prove capture loss
            if let NodeKind::Expert(quakeshark::codec::tree::Expert::Lost, m) = &mut n.kind {
                if let Some(at) = m.find(": the peer") {
                    m.truncate(at);
                }
            }
            // compared by bits: a NaN coordinate is not equal to itself
            if let NodeKind::Field(f, Value::F(x)) = n.kind {
                n.kind = NodeKind::Field(f, Value::U(x.to_bits()));
            }
            out.push((ends.len(), n));
        }
        ends.push(n.end);
    }
    out
}

/// What the shell relies on: subtrees nest (a node's subtree ends after it and within its
/// parent's) and spans lie within the bytes they were decoded from.
pub fn check_tree(t: &Tree, len: usize, what: &str) {
    let mut ends: Vec<usize> = vec![t.nodes.len()];
    for (i, n) in t.nodes.iter().enumerate() {
        while ends.last().is_some_and(|&e| e <= i) {
            ends.pop();
        }
        let end = n.end as usize;
        let parent = *ends.last().unwrap_or(&t.nodes.len());
        assert!(
            end > i && end <= parent,
            "{what}: node {i} ends at {end}, outside its parent (ends at {parent}): {n:?}"
        );
        if !n.generated {
            assert!(
                n.start as usize + n.len as usize <= len,
                "{what}: node {i} spans {}+{} beyond {len} bytes: {n:?}",
                n.start,
                n.len
            );
        }
        ends.push(end);
    }
}

pub fn check_output(o: &Output, len: usize) {
    check_tree(&o.frame, len, "frame");
    if let Some(m) = &o.message {
        check_tree(m, o.message_len, "message");
    }
    for s in &o.sources {
        check_tree(&s.tree, s.bytes.len(), "source");
    }
    if let Some(r) = o.reasm {
        assert!(r.offset <= len, "fragment offset {} beyond {len}", r.offset);
    }
}

/// Everything of an output that a pass shows, forward references aside.
fn shown(o: &Output) -> impl PartialEq + std::fmt::Debug {
    (
        comparable(&o.frame),
        o.message.as_ref().map(comparable),
        o.message_len,
        o.reasm,
        o.info.clone(),
        o.follow_port,
        o.malformed,
        o.sources
            .iter()
            .map(|s| (s.name.clone(), s.bytes.clone(), comparable(&s.tree)))
            .collect::<Vec<_>>(),
    )
}

/// Decodes a conversation's datagrams in capture order twice, as Wireshark does: once with a
/// tree (tshark `-V`, one pass) and once without (the first of `tshark -2`'s passes); then
/// replays every record of both sessions with a tree, in a scrambled order (random access), and
/// checks each replay shows exactly the first pass's tree. Panics on any difference.
pub fn first_pass_then_replay<S: Conversation>(dgs: &[Datagram]) {
    let mut with_tree = S::new(0);
    let mut without = S::new(0);
    let mut first = Vec::with_capacity(dgs.len());
    for d in dgs {
        let (ri, out) = with_tree.first_pass(d, true);
        check_output(&out, d.bytes.len());
        let (rj, bare) = without.first_pass(d, false);
        assert_eq!(
            ri, rj,
            "frame {}: record index depends on the tree",
            d.frame
        );
        assert_eq!(
            out.info, bare.info,
            "frame {}: Info depends on the tree",
            d.frame
        );
        first.push((ri, shown(&out)));
    }
    // a scrambled but reproducible order: random access, not capture order
    let n = first.len();
    let step = [7usize, 5, 3, 1]
        .into_iter()
        .find(|s| n % s != 0)
        .unwrap_or(1);
    for k in 0..n {
        let i = (k * step) % n;
        let (ri, want) = &first[i];
        for s in [&with_tree, &without] {
            let again = s
                .replay(*ri, dgs[i].bytes, true)
                .expect("a record for every datagram");
            check_output(&again, dgs[i].bytes.len());
            let got = shown(&again);
            if &got != want {
                let (a, b) = (format!("{want:?}"), format!("{got:?}"));
                let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
                let from = at.saturating_sub(400);
                panic!(
                    "frame {}: replay differs from the first pass after {at} chars:\n first: {}\nreplay: {}",
                    dgs[i].frame,
                    a.get(from..(at + 300).min(a.len())).unwrap_or(&a),
                    b.get(from..(at + 300).min(b.len())).unwrap_or(&b),
                );
            }
        }
    }
}
