//! One Quake II conversation: which side is the server, the header layout negotiated by
//! `connect` (qport size, Q2PRO's fragmenting netchan), Q2PRO fragments being reassembled, and
//! the game state each packet was decoded with.
//!
//! `first_pass` runs once per datagram in capture order and mutates the session; `replay`
//! re-decodes a recorded datagram from its stored snapshot, so a second pass shows exactly the
//! first pass's tree.

use super::netchan::{self, Layout};
use super::oob::{self, OobInfo};
use super::state::{Dialect, Proto, Q2State};
use super::{clc, svc, Summary, Q2_PORT};
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::{Conversation, Datagram, Dir, Endpoint, Output, Reasm};
use crate::fields::q2::*;
use std::sync::Arc;

/// A fragmented message larger than this is not reassembled (q2pro's MAX_MSGLEN is 32 KiB).
pub const MAX_MESSAGE: usize = 0x1_0000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frag {
    pub msg_id: u32,
    pub index: u32,
    pub last: bool,
    pub start_frame: u32,
}

/// What is kept per datagram.
#[derive(Clone, Debug)]
pub struct Record {
    pub frame: u32,
    pub dir: Dir,
    /// Game state before this datagram.
    pub state: Arc<Q2State>,
    /// Header layout this datagram was read with.
    pub layout: Layout,
    pub frag: Option<Frag>,
    /// The whole message, on the fragment that completed it.
    pub message: Option<Arc<[u8]>>,
    /// Earlier fragments of this message are missing.
    pub frag_gap: bool,
}

struct Partial {
    seq: u32,
    index: u32,
    start_frame: u32,
    bytes: Vec<u8>,
}

#[derive(Default)]
pub struct Session {
    pub id: u32,
    pub(super) server: Option<Endpoint>,
    state: Arc<Q2State>,
    layout: Layout,
    /// A `connect` line has been seen (later challenge hints no longer change the dialect).
    connected: bool,
    /// The header layout is fixed by the transport (KEX LAN: no qport), not by `connect`.
    pinned: bool,
    /// A datagram has already told which dialect a handshake-less capture speaks.
    sniffed: bool,
    partial: [Option<Partial>; 2],
    records: Vec<Record>,
    /// Bytes of state snapshots retained, against the limit.
    budget: crate::codec::budget::Budget,
}

impl Session {
    /// Bytes of state snapshots this conversation retains (see `codec::budget`).
    pub fn retained(&self) -> usize {
        self.budget.spent
    }

    /// A session for game packets carried by another transport that drops the qport (the KEX
    /// LAN layer hands over "a Q2 netchan without qport"): `connect` no longer changes the header
    /// layout; the dialect is still learnt from the handshake and svc_serverdata.
    pub fn without_qport(mut self) -> Self {
        self.layout = Layout {
            qport_len: 0,
            new_nc: false,
        };
        self.pinned = true;
        self
    }

    pub fn state(&self) -> &Q2State {
        &self.state
    }

    pub fn records(&self) -> &[Record] {
        &self.records
    }

    fn is(&self, e: &Endpoint) -> bool {
        self.server
            .is_some_and(|s| s.addr == e.addr && s.port == e.port)
    }

    fn direction(&mut self, d: &Datagram) -> Dir {
        if self.is(&d.src) {
            return Dir::ToClient;
        }
        if self.is(&d.dst) {
            return Dir::ToServer;
        }
        let b = d.bytes;
        let to_server = if netchan::is_oob(b) {
            let text = &b[4..];
            let word = |w: &[u8]| text.starts_with(w);
            if word(b"getchallenge")
                || word(b"connect ")
                || word(b"status")
                || word(b"rcon ")
                || word(b"info ")
            {
                Some(true)
            } else if word(b"challenge")
                || word(b"client_connect")
                || word(b"print\n")
                || word(b"info\n")
            {
                Some(false)
            } else {
                None
            }
        } else {
            None
        };
        let to_server = to_server.unwrap_or_else(|| {
            if d.dst.port == Q2_PORT {
                true
            } else if d.src.port == Q2_PORT {
                false
            } else {
                // a client packet carries a qport; a server stream starts with a known svc
                !netchan::looks_like(b)
                    || netchan::parse(b, 2, false).is_some_and(|h| b.get(h.size) == Some(&2))
            }
        });
        self.server = Some(if to_server { d.dst } else { d.src });
        if to_server {
            Dir::ToServer
        } else {
            Dir::ToClient
        }
    }

    /// The connect line and client_connect's options fix the dialect and the header layout.
    fn learn(&mut self, info: &OobInfo, st: &mut Q2State) {
        let layout = self.layout;
        if let Some(c) = info.connect {
            if let Some(dl) = Dialect::from_protocol(c.protocol as i64) {
                self.layout.qport_len = match dl {
                    // the rerelease over the plain netchan keeps 34's 16-bit qport
                    Dialect::V34 | Dialect::Rerelease => 2,
                    _ if c.qport & 0xff != 0 => 1,
                    _ => 0,
                };
                self.layout.new_nc = dl == Dialect::Q2pro && c.netchan == Some(1);
                if !st.known || st.proto.dialect != dl || st.proto.number != c.protocol {
                    st.proto = Proto::with_number(dl, c.protocol);
                }
            }
            self.connected = true;
        }
        // `challenge … p=2023` (a hint the client may ignore, so only before connect) and
        // `client_connect 2023`
        if let Some(p) = info.protocol {
            let dl = Dialect::from_protocol(p as i64);
            let from_server = info.cmd == "client_connect" || !self.connected;
            if dl == Some(Dialect::Rerelease) && from_server && !st.known {
                st.proto = Proto::with_number(Dialect::Rerelease, p);
                self.layout.qport_len = 2;
            }
        }
        if let Some(nc) = info.nc {
            self.layout.new_nc = nc == 1 && st.proto.dialect == Dialect::Q2pro;
        }
        if self.pinned {
            self.layout = layout;
        }
    }

    /// Q2PRO new-netchan fragments: collected per direction, keyed by sequence and offset.
    fn track(&mut self, d: &Datagram, rec: &mut Record) {
        if netchan::is_oob(d.bytes) || !rec.layout.new_nc {
            return;
        }
        let ql = if rec.dir == Dir::ToServer {
            rec.layout.qport_len as usize
        } else {
            0
        };
        let Some(h) = netchan::parse(d.bytes, ql, true) else {
            return;
        };
        let Some(fw) = h.frag else { return };
        let seq = h.seq(true);
        let offset = (fw & 0x7fff) as usize;
        let more = fw & 0x8000 != 0;
        let payload = &d.bytes[h.size.min(d.bytes.len())..];
        let di = rec.dir.index();
        let mut p = match self.partial[di].take() {
            Some(p) if p.seq == seq && p.bytes.len() == offset => p,
            _ => {
                if offset != 0 {
                    rec.frag_gap = true;
                    return;
                }
                Partial {
                    seq,
                    index: 0,
                    start_frame: d.frame,
                    bytes: Vec::new(),
                }
            }
        };
        if p.bytes.len() + payload.len() > MAX_MESSAGE {
            rec.frag_gap = true;
            return;
        }
        p.bytes.extend_from_slice(payload);
        rec.frag = Some(Frag {
            msg_id: seq,
            index: p.index,
            last: !more,
            start_frame: p.start_frame,
        });
        p.index += 1;
        if more {
            self.partial[di] = Some(p);
        } else {
            rec.message = Some(Arc::from(p.bytes));
        }
    }
}

fn label(st: &Q2State) -> String {
    if st.known || st.proto.dialect != Dialect::V34 {
        format!("Q2/{}", st.proto.number)
    } else {
        "Q2".into()
    }
}

/// The decoding shared by both passes: a pure function of the record, the bytes and `st`.
fn decode(
    rec: &Record,
    b: &[u8],
    st: &mut Q2State,
    tree: bool,
    session: u32,
) -> (Output, Option<OobInfo>) {
    let mut t = if tree { Tree::new() } else { Tree::disabled() };
    let mut out = Output::default();
    let mut sum = Summary::default();
    let arrow = rec.dir.arrow();
    t.add_generated(Q2Direction, Value::U((rec.dir == Dir::ToClient) as u64));
    t.add_generated(Q2Session, Value::U(session as u64));
    if rec.state.known || rec.state.proto.dialect != Dialect::V34 {
        t.add_generated(Q2Protocol, Value::U(rec.state.proto.number as u64));
        if rec.state.proto.minor != 0 {
            t.add_generated(Q2Minor, Value::U(rec.state.proto.minor as u64));
        }
    }
    if netchan::is_oob(b) {
        let info = oob::decode(b, &mut t, &mut sum);
        out.info = format!("{} {arrow} {}", label(st), sum.text());
        out.frame = t;
        return (out, Some(info));
    }
    let ql = if rec.dir == Dir::ToServer {
        rec.layout.qport_len as usize
    } else {
        0
    };
    let Some(h) = netchan::parse(b, ql, rec.layout.new_nc) else {
        t.expert(
            Expert::Truncated,
            0,
            b.len(),
            "datagram shorter than a Quake II netchan header",
        );
        t.undecoded(0, b.len());
        out.frame = t;
        out.info = format!("{} {arrow} malformed", label(st));
        out.malformed = true;
        return (out, None);
    };
    let nc = rec.layout.new_nc;
    let (seq, ack) = (h.seq(nc), h.ack(nc));
    t.add(Q2Seq, 0, 4, Value::U(seq as u64));
    t.add(Q2SeqReliable, 0, 4, Value::U(h.seq_word as u64));
    if nc {
        t.add(Q2SeqFragment, 0, 4, Value::U(h.seq_word as u64));
    }
    t.add(Q2Ack, 4, 4, Value::U(ack as u64));
    t.add(Q2AckReliable, 4, 4, Value::U(h.ack_word as u64));
    if let Some((q, len)) = h.qport {
        t.add(Q2Qport, 8, len, Value::U(q as u64));
    }
    if let Some(fw) = h.frag {
        let s = h.size - 2;
        t.add(Q2FragOffset, s, 2, Value::U(fw as u64));
        t.add(Q2FragMore, s, 2, Value::U(fw as u64));
    }
    let rel = if h.reliable() { " [R]" } else { "" };
    let head = format!("{arrow} seq {seq}{rel} ack {ack}");
    let mut ctx = svc::Ctx::new(rec.frame, tree);
    let payload = |b: &[u8],
                   start: usize,
                   st: &mut Q2State,
                   ctx: &mut svc::Ctx,
                   t: &mut Tree,
                   sum: &mut Summary| {
        if let Some(p) = st.unsupported {
            t.expert(
                Expert::Note,
                start,
                b.len() - start,
                format!("protocol {p}: payload not decoded"),
            );
            t.undecoded(start, b.len() - start);
            return;
        }
        match rec.dir {
            Dir::ToClient => svc::server_messages(b, start, st, ctx, t, sum),
            Dir::ToServer => {
                let mut probe = clc::Probe::default();
                clc::client_messages(b, start, st, seq, &mut probe, t, sum)
            }
        }
    };
    if h.frag.is_some() || rec.frag_gap {
        match rec.frag {
            Some(f) => {
                out.reasm = Some(Reasm {
                    msg_id: f.msg_id,
                    index: f.index,
                    last: f.last,
                    offset: h.size,
                });
                t.add(
                    Q2FragmentData,
                    h.size,
                    b.len().saturating_sub(h.size),
                    Value::None,
                );
                if let Some(m) = &rec.message {
                    let mut mt = if tree { Tree::new() } else { Tree::disabled() };
                    payload(m, 0, st, &mut ctx, &mut mt, &mut sum);
                    t.errors += mt.errors;
                    out.message = Some(mt);
                    out.message_len = m.len();
                    out.info = format!(
                        "{} {head} [{} fragments] {}",
                        label(st),
                        f.index + 1,
                        sum.text()
                    );
                } else {
                    out.info = format!("{} {head} fragment {}", label(st), f.index + 1);
                }
            }
            None => {
                t.expert(
                    Expert::Inconsistent,
                    h.size.saturating_sub(2),
                    2,
                    "earlier fragments of this message are not in the capture (or it is too large)",
                );
                t.add(
                    Q2FragmentData,
                    h.size,
                    b.len().saturating_sub(h.size),
                    Value::None,
                );
                out.info = format!("{} {head} fragment (not reassembled)", label(st));
            }
        }
    } else {
        if b.len() == h.size {
            t.add_generated(Q2Empty, Value::None);
        }
        payload(b, h.size, st, &mut ctx, &mut t, &mut sum);
        out.info = format!("{} {head} {}", label(st), sum.text());
    }
    for s in &ctx.sources {
        t.errors += s.tree.errors;
    }
    out.sources = ctx.sources;
    out.malformed = sum.malformed;
    out.frame = t;
    (out, None)
}

impl Conversation for Session {
    fn new(id: u32) -> Self {
        Session {
            id,
            budget: crate::codec::budget::Budget::new(crate::codec::budget::Q2),
            layout: Layout {
                qport_len: 2,
                new_nc: false,
            },
            ..Default::default()
        }
    }

    fn first_pass(&mut self, d: &Datagram, tree: bool) -> (usize, Output) {
        let dir = self.direction(d);
        if !self.sniffed && !self.state.known && !self.connected {
            // no handshake or serverdata in the capture (yet): the first datagram that starts
            // like a Q2 stream decides; one that only decodes as the rerelease's switches the
            // conversation to 2023
            let ql = self.layout.qport_len as usize;
            if let Some(p) = netchan::stream_dialect(d.bytes, dir == Dir::ToServer, ql) {
                self.sniffed = true;
                if p.rerelease() && self.state.proto == Proto::default() {
                    Arc::make_mut(&mut self.state).proto = p;
                    if !self.pinned {
                        self.layout.qport_len = 2;
                    }
                }
            }
        }
        let mut rec = Record {
            frame: d.frame,
            dir,
            state: self.state.clone(),
            layout: self.layout,
            frag: None,
            message: None,
            frag_gap: false,
        };
        self.track(d, &mut rec);
        let mut st = (*self.state).clone();
        let (out, oob) = decode(&rec, d.bytes, &mut st, tree, self.id);
        if let Some(info) = oob {
            self.learn(&info, &mut st);
        }
        let idx = self.records.len();
        if self.budget.charge(idx, d.bytes.len(), &st, &self.state) {
            self.state = crate::codec::keep_snapshot(&self.state, st, Q2State::same);
        }
        self.records.push(rec);
        (idx, self.budget.mark(idx, out))
    }

    fn footprint(&self) -> usize {
        crate::codec::conversation::footprint(self, &self.records, self.budget.spent)
    }

    fn replay(&self, idx: usize, bytes: &[u8], tree: bool) -> Option<Output> {
        let rec = self.records.get(idx)?;
        let mut st = (*rec.state).clone();
        Some(
            self.budget
                .mark(idx, decode(rec, bytes, &mut st, tree, self.id).0),
        )
    }
}
