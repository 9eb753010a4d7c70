//! What the statistics taps (`-z quake.msg,tree`, `-z quake,netchan`, `-z quake,entities`,
//! `-z quake,console`) learn of one datagram: a small summary read off the datagram's trees.
//!
//! Reading the trees keeps one description of every dialect (the catalogue and the readers that
//! fill the trees): the summary needs the message boundaries, their svc/clc numbers, the flag
//! bits set in each update, entity numbers and console text, all of which the trees hold for
//! every dialect. A session builds its trees only when asked, so a caller that wants a summary
//! without a tree (`tshark -q -z ...`) asks for a label-less tree ([`super::Want::taps`]); the
//! summary is built from it and the tree is then reduced to its expert items, so the shell
//! emits what it would have emitted without one. The summary is not kept: the shell hands it
//! to the tap listeners of the frame being dissected and drops it.
//!
//! Byte accounting (what `-z quake.msg,tree` sums): every payload byte of a datagram is counted
//! once, in exactly one of: a message decoded from the datagram's own bytes (its span, command
//! byte included), the fragment of a message that spans several datagrams (decoded and counted
//! by name when complete, but its bytes are the fragments'), a connectionless packet, bytes left
//! undecoded, or the netchan header (everything else: sequence and ack words, qport, the
//! fragment headers). Messages decoded from other bytes (a reassembled message, an inflated
//! svc_zpacket) are listed with `derived` set: counted, sized, not added to the payload.

use super::summary::{Bit, EntityEvent, Line, LineKind, Msg, Summary};
use super::tree::{Node, NodeKind, Tree, Value};
use super::verdict::Verdict;
use super::{Dir, Output};
use crate::fields::{nq, nq_dp, q2, qw, qw_fte, Field};

/// A protocol's message fields.
struct Proto {
    name: &'static str,
    /// Fields that open one message.
    msg: &'static [Field],
    svc: Field,
    clc: Field,
    dialect: Field,
}

const PROTOS: [Proto; 3] = [
    Proto {
        name: "nq",
        msg: &[nq::NqMsg, nq::NqUpdate],
        svc: nq::NqSvc,
        clc: nq::NqClc,
        dialect: nq::NqDialect,
    },
    Proto {
        name: "qw",
        msg: &[qw::QwMsg],
        svc: qw::QwSvc,
        clc: qw::QwClc,
        dialect: qw::QwDialect,
    },
    Proto {
        name: "q2",
        msg: &[q2::Q2Msg],
        svc: q2::Q2Svc,
        clc: q2::Q2Clc,
        dialect: q2::Q2Dialect,
    },
];

/// Console text fields.
const CONSOLE: [(Field, LineKind); 12] = [
    (nq::NqPrint, LineKind::Print),
    (nq::NqCenterprint, LineKind::Centerprint),
    (nq::NqStufftext, LineKind::Stufftext),
    (nq::NqStringCmd, LineKind::Stringcmd),
    (qw::QwPrint, LineKind::Print),
    (qw::QwCenterprint, LineKind::Centerprint),
    (qw::QwStufftext, LineKind::Stufftext),
    (qw::QwStringcmd, LineKind::Stringcmd),
    (q2::Q2Print, LineKind::Print),
    (q2::Q2Centerprint, LineKind::Centerprint),
    (q2::Q2Stufftext, LineKind::Stufftext),
    (q2::Q2StringCmd, LineKind::Stringcmd),
];

/// One entity of an entity update, as each reader shows it: (entry, number, remove flag).
const ENTITIES: [(Field, Field, Option<Field>); 6] = [
    (nq::NqUpdate, nq::NqEntity, None),
    (nq_dp::NqDpEnt, nq::NqEntity, Some(nq_dp::NqDpEntRemove)),
    (qw::QwPeEntry, qw::QwEntity, Some(qw::QwURemove)),
    (qw_fte::UeEntry, qw_fte::UeEntity, Some(qw_fte::UeRemove)),
    (q2::Q2Ent, q2::Q2EntNumber, Some(q2::Q2EntURemove)),
    (
        crate::fields::nq_fte::UeEntry,
        crate::fields::nq_fte::UeEntity,
        Some(crate::fields::nq_fte::UeRemove),
    ),
];

fn proto_of_msg(f: Field) -> Option<&'static Proto> {
    PROTOS.iter().find(|p| p.msg.contains(&f))
}

/// Connectionless/control packets: the first field of their tree.
fn is_connectionless(f: Field) -> bool {
    let a = f.def().abbrev;
    a.contains(".oob") || a.starts_with("nq.ctl") || a.starts_with("q2.oob")
}

/// Builds the summary of a decoded datagram of `payload` bytes.
pub fn summarize(out: &Output, payload: usize) -> Summary {
    let mut s = Summary {
        payload: payload as u32,
        // only what is known when the datagram is read: the forward references (its own
        // acknowledgement and round trip, its delivery, losses the peer's acks explain) would
        // make a one-pass run count otherwise than a two-pass one
        analysis: out
            .analysis
            .map(|mut v| {
                v.acked_in = 0;
                v.rtt = None;
                v.delivery = None;
                v.lost_captured = 0;
                v
            })
            .filter(|v| *v != Verdict::default()),
        ..Summary::default()
    };
    let mut own = 0u32;
    let mut oob = false;
    walk(&out.frame, false, &mut s, &mut own, &mut oob);
    if let Some(m) = &out.message {
        walk(m, true, &mut s, &mut 0, &mut false);
    }
    for src in &out.sources {
        walk(&src.tree, true, &mut s, &mut 0, &mut false);
    }
    if let Some(r) = out.reasm {
        s.fragment = payload.saturating_sub(r.offset) as u32;
    }
    let rest = s
        .payload
        .saturating_sub(own)
        .saturating_sub(s.fragment)
        .saturating_sub(s.undecoded);
    if oob && s.messages.iter().all(|m| m.derived) && out.reasm.is_none() {
        s.connectionless = rest;
    } else {
        s.header = rest;
    }
    s.dir = s.messages.first().map(|m| {
        if m.client {
            Dir::ToServer
        } else {
            Dir::ToClient
        }
    });
    s
}

/// Reads the messages, console lines and entities of one tree. `own`: bytes of messages on
/// the datagram's own bytes; `oob`: the tree is a connectionless packet.
fn walk(t: &Tree, derived: bool, s: &mut Summary, own: &mut u32, oob: &mut bool) {
    let nodes = &t.nodes;
    let mut first_field = true;
    let mut i = 0;
    while i < nodes.len() {
        let n = &nodes[i];
        match &n.kind {
            NodeKind::Field(f, v) => {
                if first_field && !n.generated {
                    *oob = is_connectionless(*f);
                    first_field = false;
                }
                if let Some(p) = proto_of_msg(*f) {
                    let m = message(t, i, p, derived, s);
                    if !derived {
                        *own += m.bytes;
                    }
                    s.messages.push(m);
                    i = (n.end as usize).max(i + 1);
                    continue;
                }
                if s.dialect.is_none() && PROTOS.iter().any(|p| p.dialect == *f) {
                    if let Value::Str(d) = v {
                        s.dialect = Some(strip_provenance(d).to_string());
                    }
                }
            }
            NodeKind::Undecoded if !derived => s.undecoded += n.len,
            _ => {}
        }
        i += 1;
    }
}

/// "QW 28 (negotiated in frame 20)" → "QW 28".
fn strip_provenance(d: &str) -> &str {
    d.find(" (").map_or(d, |k| &d[..k])
}

/// Reads the message opened at node `at`.
fn message(t: &Tree, at: usize, p: &'static Proto, derived: bool, s: &mut Summary) -> Msg {
    let nodes = &t.nodes;
    let m = &nodes[at];
    let end = (m.end as usize).min(nodes.len());
    let mut msg = Msg {
        proto: p.name,
        client: false,
        id: 128,
        name: "fast_update",
        bytes: m.len,
        derived,
        bits: Vec::new(),
    };
    let mut named = false;
    // a message that is itself one entity's update (NetQuake's fast update)
    if let NodeKind::Field(f, _) = &m.kind {
        if let Some(e) = ENTITIES.iter().find(|e| e.0 == *f) {
            s.entities.extend(entity(t, at, e));
        }
    }
    // the subtrees open around the node being read (for the bytes of the update a flags word
    // belongs to)
    let mut open: Vec<usize> = vec![at];
    for j in at + 1..end {
        while open.len() > 1 && nodes[*open.last().unwrap()].end as usize <= j {
            open.pop();
        }
        let n = &nodes[j];
        match &n.kind {
            NodeKind::Field(f, v) => {
                if !named && (*f == p.svc || *f == p.clc) {
                    named = true;
                    msg.client = *f == p.clc;
                    let id = v.as_u64().unwrap_or(0) as u32;
                    msg.id = id;
                    msg.name = crate::fields::val_name(f.def().vals, id)
                        .map(|x| x.trim_start_matches("svc_").trim_start_matches("clc_"))
                        .unwrap_or("unknown");
                } else if let Some((_, kind)) = CONSOLE.iter().find(|(c, _)| c == f) {
                    if let Value::Str(text) = v {
                        s.console.push(Line {
                            kind: *kind,
                            text: text.clone(),
                        });
                    }
                } else if let Some(e) = ENTITIES.iter().find(|e| e.0 == *f) {
                    s.entities.extend(entity(t, j, e).map(|mut ev| {
                        ev.baseline = msg.name.contains("baseline");
                        ev
                    }));
                }
            }
            NodeKind::Flags(_, v, bits) => {
                let word = v.as_u64().unwrap_or(0);
                let update = open.last().map_or(n.len, |&o| nodes[o].len);
                for &b in bits.iter() {
                    let d = b.def();
                    if d.mask != 0 && word & d.mask == d.mask {
                        match msg.bits.iter_mut().find(|x| x.name == d.name) {
                            Some(x) => {
                                x.updates += 1;
                                x.bytes += update;
                            }
                            None => msg.bits.push(Bit {
                                name: d.name,
                                updates: 1,
                                bytes: update,
                            }),
                        }
                    }
                }
            }
            _ => {}
        }
        if n.end as usize > j + 1 {
            open.push(j);
        }
    }
    msg
}

/// A field's value within its word: masked and shifted down (a number that shares its word with
/// flag bits), or the whole value when it has no mask.
fn masked(f: Field, v: &Value) -> u64 {
    let w = v.as_u64().unwrap_or(0);
    match f.def().mask {
        0 => w,
        m => (w & m) >> m.trailing_zeros(),
    }
}

fn is_flag(f: Field) -> bool {
    matches!(f.def().kind, crate::fields::Kind::Flag { .. })
}

/// Reads the entity entry opened at node `at`; None for a list's end marker (entity 0 with
/// nothing in it).
fn entity(t: &Tree, at: usize, e: &(Field, Field, Option<Field>)) -> Option<EntityEvent> {
    let nodes = &t.nodes;
    let end = (nodes[at].end as usize).min(nodes.len());
    let inner = &nodes[at + 1..end];
    let mut ev = EntityEvent {
        number: 0,
        remove: false,
        baseline: false,
        fields: Vec::new(),
    };
    // the words the flag bits are read from (a bits word, an index word with a remove bit):
    // not fields of the entity
    let words: Vec<(u32, u32)> = inner
        .iter()
        .filter(|n| match &n.kind {
            NodeKind::Field(f, _) => is_flag(*f),
            NodeKind::Flags(..) => true,
            _ => false,
        })
        .map(|n| (n.start, n.len))
        .collect();
    for n in inner {
        match &n.kind {
            NodeKind::Field(f, v) if *f == e.1 => ev.number = masked(*f, v) as u32,
            NodeKind::Field(f, v) if Some(*f) == e.2 => {
                let m = f.def().mask;
                let w = v.as_u64().unwrap_or(0);
                ev.remove |= if m == 0 { w != 0 } else { w & m == m };
            }
            NodeKind::Flags(f, v, bits) => {
                if *f == e.1 || bits.contains(&e.1) {
                    ev.number = masked(e.1, v) as u32;
                }
                if let Some(r) = e.2.filter(|r| *f == *r || bits.contains(r)) {
                    let m = r.def().mask;
                    let w = v.as_u64().unwrap_or(0);
                    ev.remove |= if m == 0 { w != 0 } else { w & m == m };
                }
            }
            NodeKind::Field(f, v)
                if !n.generated
                    && !is_flag(*f)
                    && !matches!(v, Value::None)
                    && !words.contains(&(n.start, n.len)) =>
            {
                ev.fields.push((f.def().abbrev, text(f, v)));
            }
            _ => {}
        }
    }
    (ev.number != 0 || ev.remove || !ev.fields.is_empty()).then_some(ev)
}

fn text(f: &Field, v: &Value) -> String {
    match v {
        Value::U(u) => match crate::fields::val_name(f.def().vals, *u as u32) {
            Some(name) => name.to_string(),
            None => u.to_string(),
        },
        Value::I(i) => i.to_string(),
        Value::F(x) => format!("{x}"),
        Value::Str(s) => s.clone(),
        Value::None => String::new(),
    }
}

/// The tree reduced to its expert items (what a tree-less decode records), for a caller that
/// asked for a summary but no tree.
pub fn experts_only(t: &mut Tree) {
    if t.nodes.is_empty() {
        return;
    }
    let kept: Vec<Node> = std::mem::take(&mut t.nodes)
        .into_iter()
        .filter(|n| matches!(n.kind, NodeKind::Expert(..)))
        .enumerate()
        .map(|(i, mut n)| {
            n.end = i as u32 + 1;
            n
        })
        .collect();
    t.nodes = kept;
}
