//! One NetQuake conversation: who is the server, the reliable streams being reassembled, which
//! ACK answers which DATA, and the protocol state each packet was decoded with.
//!
//! `first_pass` is called once per datagram in capture order and mutates the session;
//! `replay` re-decodes a recorded datagram from its stored snapshot without touching anything,
//! so a second pass or random access shows exactly the first pass's tree.

use super::header::{self, Kind};
use super::state::NqState;
use super::{clc, control, svc, Summary};
use crate::codec::reader::quake_text;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::{Conversation, Datagram, Dir, Endpoint, Output, Reasm, Want};
use crate::fields::nq::*;
use std::collections::VecDeque;
use std::sync::Arc;

pub const NQ_PORT: u16 = 26000;
/// A reliable message larger than this is not reassembled (QuakeSpasm's MAX_MSGLEN is 64000).
pub const MAX_MESSAGE: usize = 1 << 20;
/// How many recent DATA sequences per direction are remembered to link ACKs and spot resends.
const RECENT: usize = 64;

/// Where a DATA fragment sits in its reliable message.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frag {
    /// Sequence of the message's first fragment (the reassembly id).
    pub msg_id: u32,
    pub index: u32,
    pub last: bool,
    pub start_frame: u32,
}

/// What is kept per datagram (see the module comment).
#[derive(Clone, Debug)]
pub struct Record {
    pub frame: u32,
    pub dir: Dir,
    /// State before this datagram was decoded.
    pub state: Arc<NqState>,
    pub frag: Option<Frag>,
    /// The whole reliable message, on the datagram that completed a multi-fragment message.
    pub message: Option<Arc<[u8]>>,
    pub ack_of: u32,
    pub acked_in: u32,
    pub retransmission_of: u32,
    pub fragments_lost: bool,
    /// The message outgrew MAX_MESSAGE and is not reassembled.
    pub oversize: bool,
}

struct Partial {
    first_seq: u32,
    next_seq: u32,
    start_frame: u32,
    bytes: Vec<u8>,
}

#[derive(Default)]
pub struct Session {
    pub id: u32,
    server: Option<Endpoint>,
    /// Extra server ports (CCREP_ACCEPT moves the game to one).
    server_ports: Vec<u16>,
    state: Arc<NqState>,
    partial: [Option<Partial>; 2],
    recent: [VecDeque<(u32, usize)>; 2],
    records: Vec<Record>,
    /// Bytes of state snapshots retained, against the limit.
    budget: crate::codec::budget::Budget,
}

impl Session {
    /// Bytes of state snapshots this conversation retains (see `codec::budget`).
    pub fn retained(&self) -> usize {
        self.budget.spent
    }

    pub fn record(&self, i: usize) -> Option<&Record> {
        self.records.get(i)
    }

    pub fn state(&self) -> &NqState {
        &self.state
    }

    fn is_server(&self, e: &Endpoint) -> bool {
        self.server.is_some_and(|s| {
            s.addr == e.addr && (s.port == e.port || self.server_ports.contains(&e.port))
        })
    }

    fn direction(&mut self, d: &Datagram, h: &header::Header) -> Dir {
        if self.is_server(&d.src) {
            return Dir::ToClient;
        }
        if self.is_server(&d.dst) {
            return Dir::ToServer;
        }
        let payload = d.bytes.get(h.size..).unwrap_or(&[]);
        let to_server = match h.kind {
            Kind::Control => d.bytes.get(4).is_some_and(|c| c & 0x80 == 0),
            _ if d.dst.port == NQ_PORT => true,
            _ if d.src.port == NQ_PORT => false,
            // svc_time opens every server datagram; clients send clc_move and stringcmds
            Kind::Unreliable => payload.first() != Some(&7),
            Kind::Data { .. } => payload.first() == Some(&4),
            _ => false,
        };
        self.server = Some(if to_server { d.dst } else { d.src });
        if to_server {
            Dir::ToServer
        } else {
            Dir::ToClient
        }
    }

    /// Transport bookkeeping: ack links, retransmissions, fragment reassembly.
    fn track(&mut self, d: &Datagram, h: &header::Header, rec: &mut Record) {
        let dir = rec.dir.index();
        let seq = h.sequence.unwrap_or(0);
        match h.kind {
            Kind::Ack => {
                let other = rec.dir.reverse().index();
                if let Some(&(_, ri)) = self.recent[other].iter().rev().find(|(s, _)| *s == seq) {
                    rec.ack_of = self.records[ri].frame;
                    if self.records[ri].acked_in == 0 {
                        self.records[ri].acked_in = d.frame;
                    }
                }
            }
            Kind::Data { eom } => {
                if let Some(&(_, ri)) = self.recent[dir].iter().rev().find(|(s, _)| *s == seq) {
                    rec.retransmission_of = self.records[ri].frame;
                    return;
                }
                if self.recent[dir].len() == RECENT {
                    self.recent[dir].pop_front();
                }
                self.recent[dir].push_back((seq, self.records.len()));
                let payload = &d.bytes[h.size.min(d.bytes.len())..];
                let part = self.partial[dir].take();
                let part = match part {
                    Some(p) if p.next_seq == seq => Some(p),
                    Some(_) => {
                        rec.fragments_lost = true; // a gap: start over with this fragment
                        None
                    }
                    None => None,
                };
                if part.is_none() && eom {
                    return; // a whole message in one datagram: decoded in place
                }
                let mut p = part.unwrap_or(Partial {
                    first_seq: seq,
                    next_seq: seq,
                    start_frame: d.frame,
                    bytes: Vec::new(),
                });
                if p.bytes.len() + payload.len() > MAX_MESSAGE {
                    rec.oversize = true;
                    return;
                }
                p.bytes.extend_from_slice(payload);
                rec.frag = Some(Frag {
                    msg_id: p.first_seq,
                    index: seq.wrapping_sub(p.first_seq),
                    last: eom,
                    start_frame: p.start_frame,
                });
                p.next_seq = seq.wrapping_add(1);
                if eom {
                    rec.message = Some(Arc::from(p.bytes));
                } else {
                    self.partial[dir] = Some(p);
                }
            }
            _ => {}
        }
    }
}

const FLAG_BITS: &[crate::fields::Field] = &[
    NqFlagData,
    NqFlagAck,
    NqFlagNak,
    NqFlagEom,
    NqFlagUnreliable,
    NqFlagCtl,
];

/// The decoding shared by both passes: a pure function of the record, the bytes and `st`.
fn decode(rec: &Record, b: &[u8], st: &mut NqState, want: Want, session: u32) -> Output {
    let want_info = want.info;
    let mut t = want.new_tree(b.len());
    let mut out = Output::default();
    let mut sum = Summary::default();
    let Some(h) = header::parse(b) else {
        t.expert(
            Expert::Truncated,
            0,
            b.len(),
            "datagram shorter than a NetQuake header",
        );
        t.undecoded(0, b.len());
        out.frame = t;
        out.info = "NQ malformed".into();
        out.malformed = true;
        return out;
    };
    t.add_generated(NqDirection, Value::U(rec.dir as u64));
    t.add_generated(NqSession, Value::U(session as u64));
    if rec.state.known {
        t.add_generated(NqProtocol, Value::U(rec.state.protocol.version as u64));
    }
    if h.kind == Kind::Oob {
        t.add(NqOobMarker, 0, 4, Value::U(0xffff_ffff));
        let text = quake_text(b[4..].split(|&c| c == 0).next().unwrap_or(&[]));
        t.add(NqOob, 4, b.len() - 4, Value::Str(text.clone()));
        let first = text.split_whitespace().next().unwrap_or("");
        if want_info {
            proto_tag(&mut out.info, &rec.state);
            push_info!(out, true, " {} connectionless {first}", rec.dir.arrow());
        }
        out.frame = t;
        return out;
    }
    t.flags(NqFlags, 0, 4, h.word as u64, FLAG_BITS);
    t.add(NqLength, 0, 4, Value::U(h.word as u64));
    if h.length as usize != b.len() {
        t.expert(
            Expert::LengthMismatch,
            0,
            4,
            format!(
                "length field says {} bytes, the datagram has {}",
                h.length,
                b.len()
            ),
        );
    }
    if let Some(seq) = h.sequence {
        t.add(NqSequence, 4, 4, Value::U(seq as u64));
    }
    let arrow = rec.dir.arrow();
    let seq = h.sequence.unwrap_or(0);
    match h.kind {
        Kind::Control => {
            let info = control::control(b, &mut t);
            if let Some(port) = info.accept_port {
                // CCREP_ACCEPT comes from the listening socket; the game moves to `port` there
                out.follow_port = Some(port);
                t.expert(
                    Expert::Note,
                    4,
                    b.len() - 4,
                    format!("the game session moves to server port {port}"),
                );
            }
            set_info!(out, want_info, "{arrow} {}", control::name(info.cmd));
            if let Some(d) = info.detail {
                push_info!(out, want_info, " {d}");
            }
        }
        Kind::Ack => {
            if rec.ack_of != 0 {
                t.add_generated(NqAckOf, Value::U(rec.ack_of as u64));
            }
            set_info!(out, want_info, "{arrow} ack #{seq}");
        }
        Kind::Unreliable => {
            payload(rec.dir, b, 8, st, &mut t, &mut sum);
            if want_info {
                info_line(&mut out.info, arrow, "unrel", seq, &sum);
            }
        }
        Kind::Data { eom } => {
            if rec.acked_in != 0 {
                t.add_generated(NqAckedIn, Value::U(rec.acked_in as u64));
            }
            let what = if eom { "rel" } else { "rel frag" };
            if rec.retransmission_of != 0 {
                t.add_generated(NqRetransmission, Value::U(rec.retransmission_of as u64));
                t.expert(
                    Expert::Retransmission,
                    4,
                    4,
                    format!("retransmission of frame {}", rec.retransmission_of),
                );
                t.add(NqFragmentData, 8, b.len() - 8, Value::None);
                set_info!(out, want_info, "{arrow} {what} #{seq} [retransmission]");
            } else if let Some(f) = rec.frag {
                out.reasm = Some(Reasm {
                    msg_id: f.msg_id,
                    index: f.index,
                    last: f.last,
                    offset: 8,
                });
                t.add(NqFragmentData, 8, b.len().saturating_sub(8), Value::None);
                t.add_generated(NqMessageStart, Value::U(f.start_frame as u64));
                if rec.fragments_lost {
                    t.expert(
                        Expert::Inconsistent,
                        4,
                        4,
                        "earlier fragments of this message are not in the capture",
                    );
                }
                match &rec.message {
                    Some(m) => {
                        let mut mt = want.new_tree(m.len());
                        payload(rec.dir, m, 0, st, &mut mt, &mut sum);
                        t.errors += mt.errors;
                        out.message = Some(mt);
                        out.message_len = m.len();
                        set_info!(
                            out,
                            want_info,
                            "{arrow} rel #{seq} [{} fragments] {}",
                            f.index + 1,
                            sum.text()
                        );
                    }
                    None => {
                        set_info!(
                            out,
                            want_info,
                            "{arrow} rel frag #{seq} (fragment {})",
                            f.index + 1
                        )
                    }
                }
            } else {
                if rec.oversize {
                    t.expert(
                        Expert::LimitExceeded,
                        4,
                        4,
                        format!(
                            "reliable message larger than {MAX_MESSAGE} bytes: not reassembled"
                        ),
                    );
                } else if rec.fragments_lost {
                    t.expert(Expert::Inconsistent, 4, 4, "fragments of the previous message are missing; this fragment is decoded alone");
                }
                payload(rec.dir, b, 8, st, &mut t, &mut sum);
                if want_info {
                    info_line(&mut out.info, arrow, what, seq, &sum);
                }
            }
        }
        Kind::Other | Kind::Oob => {
            t.expert(
                Expert::UnknownCommand,
                0,
                4,
                format!("unknown NETFLAG combination 0x{:08x}", h.word & 0xffff_0000),
            );
            t.undecoded(h.size.min(b.len()), b.len() - h.size.min(b.len()));
            set_info!(out, want_info, "{arrow} unknown flags");
        }
    }
    // the label names the protocol in force after the packet (a serverinfo sets it)
    if want_info {
        let mut s = String::with_capacity(out.info.len() + 8);
        proto_tag(&mut s, st);
        s.push(' ');
        s.push_str(&out.info);
        out.info = s;
    }
    out.malformed = sum.malformed;
    out.frame = t;
    out
}

/// `NQ/<version>`, or `NQ` while the protocol is a guess: what every Info line starts with.
fn proto_tag(s: &mut String, st: &NqState) {
    s.push_str("NQ");
    if st.known {
        s.push('/');
        crate::codec::push_num(s, st.protocol.version as u64);
    }
}

/// `{arrow} {what} #{seq} {summary}` (the common Info line).
fn info_line(s: &mut String, arrow: &str, what: &str, seq: u32, sum: &Summary) {
    s.reserve(48);
    s.push_str(arrow);
    s.push(' ');
    s.push_str(what);
    s.push_str(" #");
    crate::codec::push_num(s, seq as u64);
    s.push(' ');
    sum.write_to(s);
}

fn payload(dir: Dir, b: &[u8], start: usize, st: &mut NqState, t: &mut Tree, sum: &mut Summary) {
    match dir {
        Dir::ToClient => svc::server_messages(b, start, st, t, sum),
        Dir::ToServer => clc::client_messages(b, start, st, t, sum),
    }
}

impl Conversation for Session {
    fn new(id: u32) -> Self {
        Session {
            id,
            budget: crate::codec::budget::Budget::new(crate::codec::budget::NQ),
            ..Default::default()
        }
    }

    fn first_pass(&mut self, d: &Datagram, tree: bool) -> (usize, Output) {
        self.first_pass_with(d, Want::all(tree))
    }

    fn footprint(&self) -> usize {
        crate::codec::conversation::footprint(self, &self.records, self.budget.spent)
    }

    fn replay(&self, idx: usize, bytes: &[u8], tree: bool) -> Option<Output> {
        self.replay_with(idx, bytes, Want::all(tree))
    }

    /// Decodes a datagram for the first time, in capture order. Returns the record's index.
    fn first_pass_with(&mut self, d: &Datagram, want: Want) -> (usize, Output) {
        let h = header::parse(d.bytes);
        let dir = h.map(|h| self.direction(d, &h)).unwrap_or(Dir::ToClient);
        let mut rec = Record {
            frame: d.frame,
            dir,
            state: self.state.clone(),
            frag: None,
            message: None,
            ack_of: 0,
            acked_in: 0,
            retransmission_of: 0,
            fragments_lost: false,
            oversize: false,
        };
        if let Some(h) = h {
            self.track(d, &h, &mut rec);
        }
        let idx = self.records.len();
        let mut st = (*self.state).clone();
        let out = decode(&rec, d.bytes, &mut st, want, self.id);
        if self.budget.charge(idx, d.bytes.len(), &st, &self.state) {
            self.state = crate::codec::keep_snapshot(&self.state, st, NqState::same);
        }
        if let Some(port) = out.follow_port {
            if !self.server_ports.contains(&port) && self.server_ports.len() < 16 {
                self.server_ports.push(port);
            }
        }
        crate::codec::conversation::push_record(&mut self.records, rec);
        (idx, self.budget.mark(idx, out))
    }

    /// Re-decodes a recorded datagram without changing the session.
    fn replay_with(&self, idx: usize, bytes: &[u8], want: Want) -> Option<Output> {
        let rec = self.records.get(idx)?;
        let mut st = (*rec.state).clone();
        Some(
            self.budget
                .mark(idx, decode(rec, bytes, &mut st, want, self.id)),
        )
    }
}
