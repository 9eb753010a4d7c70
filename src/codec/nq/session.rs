//! One NetQuake conversation: who is the server, the reliable streams being reassembled, which
//! ACK answers which DATA, and the protocol state each packet was decoded with.
//!
//! `first_pass` is called once per datagram in capture order and mutates the session;
//! `replay` re-decodes a recorded datagram from its stored snapshot without touching anything,
//! so a second pass or random access shows exactly the first pass's tree.

use super::header::{self, Kind};
use super::payload::payload;
use super::state::{How, NqState};
use super::{control, infer, Summary};
use crate::codec::dp::crypto::{self, Wrap};
use crate::codec::reader::quake_text;
use crate::codec::records::FlagByte;
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

/// Where a datagram's game payload is: after its header, or a reassembled message.
enum Game {
    Datagram,
    Message(Arc<[u8]>),
}

impl Game {
    fn bytes<'a>(&'a self, d: &'a [u8]) -> &'a [u8] {
        match self {
            Game::Datagram => d.get(8..).unwrap_or(&[]),
            Game::Message(m) => m,
        }
    }
}

/// What is kept per datagram (see the module comment).
#[derive(Clone, Debug)]
pub struct Record {
    pub frame: u32,
    pub dir: Dir,
    pub frag: Option<Frag>,
    /// The whole reliable message, on the datagram that completed a multi-fragment message.
    pub message: Option<Arc<[u8]>>,
    pub ack_of: u32,
    pub acked_in: u32,
    pub retransmission_of: u32,
    pub fragments_lost: bool,
    /// The message outgrew MAX_MESSAGE and is not reassembled.
    pub oversize: bool,
    /// The inference chose a different dialect (or provenance) for this datagram.
    pub dialect_changed: bool,
    /// The first game datagram after a CCREP_ACCEPT with no svc_serverinfo before it.
    pub missing_serverinfo: bool,
    /// This reliable message may lack its start (the capture began, or fragments were lost,
    /// in the middle of it): decoded only if it reads cleanly, and not used for inference.
    pub headless: bool,
    /// DarkPlaces' crypto around the datagram (an HMAC prefix, or encryption).
    pub wrap: Wrap,
}

/// What is stored of a [`Record`] for every datagram (its rare part, [`Rare`], only for the
/// datagrams that have one, and its links to other frames, [`Links`], only for the reliable
/// ones: see `records::Records`): 1 byte (the frame is kept by `records::Records`).
#[derive(Clone, Copy, Debug)]
struct Core {
    /// [`Dir`] and the flags of [`Record`], one bit each (`Core::DIR`…).
    bits: u8,
}

impl Core {
    const TO_CLIENT: u8 = 1;
    const FRAGMENTS_LOST: u8 = 2;
    const OVERSIZE: u8 = 4;
    const DIALECT_CHANGED: u8 = 8;
    const MISSING_SERVERINFO: u8 = 16;
    const HEADLESS: u8 = 32;
    /// The two top bits: how DarkPlaces' crypto wrapped the datagram ([`Wrap`]).
    const WRAP_SHIFT: u8 = 6;
    fn wrap_bits(w: Wrap) -> u8 {
        (match w {
            Wrap::Plain => 0,
            Wrap::Hmac => 1,
            Wrap::Aes => 2,
        }) << Core::WRAP_SHIFT
    }
    fn wrap(&self) -> Wrap {
        match self.bits >> Core::WRAP_SHIFT {
            1 => Wrap::Hmac,
            2 => Wrap::Aes,
            _ => Wrap::Plain,
        }
    }
}

impl FlagByte for Core {
    const TO_CLIENT: u8 = Core::TO_CLIENT;
    fn bits(&self) -> u8 {
        self.bits
    }
}

/// The frames a reliable datagram (DATA, ACK) is linked to; 0: none.
#[derive(Clone, Copy, Debug, Default)]
struct Links {
    ack_of: u32,
    acked_in: u32,
    retransmission_of: u32,
}

/// A fragment's place and the reassembled message.
#[derive(Clone, Debug)]
struct Rare {
    frag: Option<Frag>,
    message: Option<Arc<[u8]>>,
}

impl Record {
    fn split(self) -> (Core, Option<Rare>, Option<Links>) {
        let Record {
            frame: _,
            dir,
            frag,
            message,
            ack_of,
            acked_in,
            retransmission_of,
            fragments_lost,
            oversize,
            dialect_changed,
            missing_serverinfo,
            headless,
            wrap,
        } = self;
        let rare = (frag.is_some() || message.is_some()).then_some(Rare { frag, message });
        let links = (ack_of != 0 || acked_in != 0 || retransmission_of != 0).then_some(Links {
            ack_of,
            acked_in,
            retransmission_of,
        });
        let bit = |on: bool, b: u8| if on { b } else { 0 };
        let core = Core {
            bits: bit(dir == Dir::ToClient, Core::TO_CLIENT)
                | bit(fragments_lost, Core::FRAGMENTS_LOST)
                | bit(oversize, Core::OVERSIZE)
                | bit(dialect_changed, Core::DIALECT_CHANGED)
                | bit(missing_serverinfo, Core::MISSING_SERVERINFO)
                | bit(headless, Core::HEADLESS)
                | Core::wrap_bits(wrap),
        };
        (core, rare, links)
    }
    fn join(frame: u32, c: &Core, r: Option<&Rare>, l: Option<&Links>) -> Record {
        let l = l.copied().unwrap_or_default();
        Record {
            frame,
            dir: c.dir(),
            frag: r.and_then(|r| r.frag),
            message: r.and_then(|r| r.message.clone()),
            ack_of: l.ack_of,
            acked_in: l.acked_in,
            retransmission_of: l.retransmission_of,
            fragments_lost: c.has(Core::FRAGMENTS_LOST),
            oversize: c.has(Core::OVERSIZE),
            dialect_changed: c.has(Core::DIALECT_CHANGED),
            missing_serverinfo: c.has(Core::MISSING_SERVERINFO),
            headless: c.has(Core::HEADLESS),
            wrap: c.wrap(),
        }
    }
}

struct Partial {
    first_seq: u32,
    next_seq: u32,
    start_frame: u32,
    bytes: Vec<u8>,
    /// The fragment it starts with may not be the message's first.
    headless: bool,
}

#[derive(Default)]
pub struct Session {
    pub id: u32,
    server: Option<Endpoint>,
    /// Extra server ports (CCREP_ACCEPT moves the game to one).
    server_ports: Vec<u16>,
    state: Box<NqState>,
    /// The working copy the next datagram decodes into: in step with `state` unless `stale`,
    /// and while `changed`, the state the last record was decoded with. A datagram that changes
    /// the state swaps the two, so no state is put in a new allocation nor dropped from one
    /// (see [`Session::settle`]). None before the first datagram, and after a first one that
    /// changed it (a conversation of one datagram keeps no copy).
    work: Option<Box<NqState>>,
    /// `work` may differ from `state` (not `changed`): brought in step (only the parts that
    /// differ) before the next datagram decodes into it.
    stale: bool,
    /// `state` may differ from the state the last record was decoded with (which is `work`,
    /// or with none, the first record's, kept by the history).
    changed: bool,
    partial: [Option<Partial>; 2],
    recent: [VecDeque<(u32, usize)>; 2],
    records: crate::codec::records::Records<Core, Rare>,
    /// Each reliable record's links to other frames.
    links: crate::codec::records::Sparse<Links>,
    /// The state each record was decoded with.
    history: crate::codec::history::History<NqState>,
    /// Bytes of state snapshots retained, against the limit.
    budget: crate::codec::budget::Budget,
    /// Dialect inference while no svc_serverinfo has been seen (first pass only).
    infer: super::infer::Infer,
    /// `Record::missing_serverinfo` was given.
    missing_told: bool,
    /// A reliable message was seen to end, per direction (so the next fragment starts one).
    ended: [bool; 2],
    /// Sequence analysis of both spaces: loss, order, acknowledgements.
    analysis: crate::codec::analysis::Analysis,
}

impl Session {
    /// Bytes of state snapshots this conversation retains (see `codec::budget`).
    pub fn retained(&self) -> usize {
        self.budget.spent
    }

    pub fn record(&self, i: usize) -> Option<Record> {
        let c = self.records.get(i)?;
        let frame = self.records.frame(i)?;
        Some(Record::join(
            frame,
            c,
            self.records.rare(i),
            self.links.get(i),
        ))
    }

    pub fn state(&self) -> &NqState {
        &self.state
    }

    /// The state record `i` was decoded with (rebuilt: see `codec::history`).
    pub fn state_of(&self, i: usize) -> Option<NqState> {
        self.history.get(i)
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
            // DarkPlaces-style lines say who sends them (a query, a challenge request, a connect)
            Kind::Oob if crate::codec::dp::oob::from_client(payload).is_some() => {
                crate::codec::dp::oob::from_client(payload) == Some(true)
            }
            _ if d.dst.port == NQ_PORT => true,
            _ if d.src.port == NQ_PORT => false,
            // clients send clc_move (after clcdp_ackframe with FTE's replacement deltas, or
            // FTE's clcfte_move with VR inputs) unreliably; svc_time (svcfte_updateentities with
            // replacement deltas) opens every server datagram (fteqw's may open with a stat);
            // reliable clients send stringcmds
            Kind::Unreliable if matches!(payload.first(), Some(&3) | Some(&50) | Some(&85)) => true,
            Kind::Unreliable if matches!(payload.first(), Some(&7) | Some(&86)) => false,
            Kind::Data { .. } => payload.first() == Some(&4),
            // an ACK or a connectionless line says nothing about who serves (a capture may
            // start with either side's): guess, and decide on the next datagram that tells
            _ => return Dir::ToClient,
        };
        self.server = Some(if to_server { d.dst } else { d.src });
        if to_server {
            Dir::ToServer
        } else {
            Dir::ToClient
        }
    }

    /// The direction of a datagram whose header cannot be read (encrypted): from the server
    /// already known, else from NetQuake's port.
    fn direction_opaque(&mut self, d: &Datagram) -> Dir {
        if self.is_server(&d.src) {
            Dir::ToClient
        } else if self.is_server(&d.dst) {
            Dir::ToServer
        } else if d.dst.port == NQ_PORT {
            self.server = Some(d.dst);
            Dir::ToServer
        } else if d.src.port == NQ_PORT {
            self.server = Some(d.src);
            Dir::ToClient
        } else {
            Dir::ToClient
        }
    }

    /// The game payload `decode` will read for this datagram (a whole reliable message, an
    /// unreliable datagram), if any.
    fn game_payload(h: &header::Header, rec: &Record) -> Option<Game> {
        match h.kind {
            _ if rec.headless => None,
            Kind::Unreliable => Some(Game::Datagram),
            Kind::Data { .. } if rec.retransmission_of != 0 || rec.oversize => None,
            Kind::Data { .. } => match (&rec.message, rec.frag) {
                (Some(m), _) => Some(Game::Message(m.clone())),
                (None, Some(_)) => None,
                (None, None) => Some(Game::Datagram),
            },
            _ => None,
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
                    if let Some(frame) = self.records.frame(ri) {
                        rec.ack_of = frame;
                        let l = self.links.get_or_default(ri);
                        if l.acked_in == 0 {
                            l.acked_in = d.frame;
                        }
                    }
                }
            }
            Kind::Data { eom } => {
                if let Some(&(_, ri)) = self.recent[dir].iter().rev().find(|(s, _)| *s == seq) {
                    rec.retransmission_of = self.records.frame(ri).unwrap_or(0);
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
                // reliable sequences start at 0, and a session seen from its CCREP_ACCEPT on
                // shows every fragment structure: otherwise the first message may lack its start
                let unseen_start = !self.ended[dir] && seq != 0 && self.state.accepted == 0;
                let headless = unseen_start || rec.fragments_lost;
                if eom {
                    self.ended[dir] = true;
                }
                if part.is_none() && eom {
                    rec.headless = headless;
                    return; // a whole message in one datagram: decoded in place
                }
                let mut p = part.unwrap_or(Partial {
                    first_seq: seq,
                    next_seq: seq,
                    start_frame: d.frame,
                    bytes: Vec::new(),
                    headless,
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
                    rec.headless = p.headless;
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
/// The header's flags on a datagram DarkPlaces' crypto wraps.
const FLAG_BITS_CRYPTO: &[crate::fields::Field] = &[
    NqFlagData,
    NqFlagAck,
    NqFlagNak,
    NqFlagEom,
    NqFlagUnreliable,
    NqFlagCrypto0,
    NqFlagCrypto1,
    NqFlagCrypto2,
    NqFlagCtl,
];

/// The decoding shared by both passes: the datagram's crypto wrapping (if any) around
/// [`decode_netchan`]. `st` is the state before the datagram. Into `out`, an output with only a
/// fresh frame tree for `b` (see [`Output::with_frame`]): the caller's, where it is read (an
/// output is a few hundred bytes: not moved once per datagram).
fn decode_into(
    rec: &Record,
    b: &[u8],
    st: &mut NqState,
    want: Want,
    session: u32,
    out: &mut Output,
) {
    // the datagram a wrapping was inferred from says so
    let note = st
        .crypto
        .layer
        .is_some_and(|(_, frame, inferred)| inferred && frame == rec.frame);
    match rec.wrap {
        Wrap::Plain => decode_netchan(rec, b, st, want, session, out),
        Wrap::Hmac => {
            let cs = st.crypto;
            let inner = &b[crypto::HMAC_LEN..];
            let mut t = std::mem::replace(&mut out.frame, want.new_tree(inner.len()));
            decode_netchan(rec, inner, st, want, session, out);
            crypto::hmac_items(&mut t, &cs, note);
            t.graft(std::mem::take(&mut out.frame), crypto::HMAC_LEN);
            out.frame = t;
            if let Some(r) = out.reasm.as_mut() {
                r.offset += crypto::HMAC_LEN;
            }
        }
        Wrap::Aes => {
            let t = &mut out.frame;
            t.add_generated(NqDirection, Value::U(rec.dir as u64));
            t.add_generated(NqSession, Value::U(session as u64));
            if st.known {
                t.add_generated(NqProtocol, Value::U(st.protocol.version as u64));
            }
            crypto::aes_items(t, b, &st.crypto, note);
            if want.info {
                proto_tag(&mut out.proto, st);
                push_info!(
                    out,
                    true,
                    "{} encrypted ({} bytes of netchan datagram)",
                    rec.dir.arrow(),
                    b.len() - b[0] as usize
                );
            }
        }
    }
}

/// Decodes a netchan datagram or connectionless line (after any crypto prefix) into `out` (its
/// frame tree fresh, for `b`): a pure function of the record, the bytes and `st`.
fn decode_netchan(
    rec: &Record,
    b: &[u8],
    st: &mut NqState,
    want: Want,
    session: u32,
    out: &mut Output,
) {
    let want_info = want.info;
    let t = &mut out.frame;
    let mut sum = Summary::for_info(want_info);
    let wrapped = rec.wrap == Wrap::Hmac;
    let parsed = if wrapped {
        header::parse_crypto(b)
    } else {
        header::parse(b)
    };
    let Some(h) = parsed else {
        t.expert(
            Expert::Truncated,
            0,
            b.len(),
            "datagram shorter than a NetQuake header",
        );
        t.undecoded(0, b.len());
        out.info = "malformed".into();
        out.malformed = true;
        return;
    };
    t.add_generated(NqDirection, Value::U(rec.dir as u64));
    t.add_generated(NqSession, Value::U(session as u64));
    // (`st` is still the state before the datagram here)
    if st.known {
        t.add_generated(NqProtocol, Value::U(st.protocol.version as u64));
    }
    if h.kind == Kind::Oob {
        t.add(NqOobMarker, 0, 4, Value::U(0xffff_ffff));
        let text = quake_text(b[4..].split(|&c| c == 0).next().unwrap_or(&[]));
        t.add(NqOob, 4, b.len() - 4, Value::Str(text.clone()));
        crate::codec::dp::oob::decode(t, b);
        let before = st.crypto.layer;
        crypto::on_line(&b[4..], &mut st.crypto, rec.frame);
        if let Some((layer, ..)) = st.crypto.layer.filter(|_| st.crypto.layer != before) {
            let what = match layer {
                crypto::Layer::Hmac => "authenticated: every netchan datagram from here on starts with a 16-byte HMAC",
                crypto::Layer::Aes => "encrypted: every netchan datagram from here on is AES-encrypted and cannot be read",
            };
            t.expert(
                Expert::Note,
                4,
                b.len() - 4,
                format!("d0_blind_id crypto in force ({what})"),
            );
        }
        let first = text.split_whitespace().next().unwrap_or("");
        if want_info {
            proto_tag(&mut out.proto, st);
            push_info!(out, true, "{} connectionless {first}", rec.dir.arrow());
        }
        return;
    }
    let bits = if wrapped { FLAG_BITS_CRYPTO } else { FLAG_BITS };
    t.flags(NqFlags, 0, 4, h.word as u64, bits);
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
            let info = control::control(b, t);
            if info.cmd == control::CCREP_ACCEPT && info.accept_port.is_some() {
                st.accepted = rec.frame.max(1);
                st.pq_aim = info.pq_mod == Some(control::MOD_PROQUAKE);
            }
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
            payload(rec.dir, b, 8, st, t, &mut sum);
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
                    Some(m) if rec.headless && !infer::clean(rec.dir, m, st) => {
                        headless_note(t, b.len());
                        set_info!(
                            out,
                            want_info,
                            "{arrow} rel #{seq} [{} fragments, start not captured]",
                            f.index + 1
                        );
                    }
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
                if rec.headless && !infer::clean(rec.dir, &b[8.min(b.len())..], st) {
                    t.add(NqFragmentData, 8, b.len().saturating_sub(8), Value::None);
                    headless_note(t, b.len());
                    set_info!(out, want_info, "{arrow} {what} #{seq} [start not captured]");
                } else {
                    payload(rec.dir, b, 8, st, t, &mut sum);
                    if want_info {
                        info_line(&mut out.info, arrow, what, seq, &sum);
                    }
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
    if sum.serverinfo {
        st.how = How::Negotiated { frame: rec.frame };
    }
    if matches!(h.kind, Kind::Unreliable | Kind::Data { .. }) && rec.retransmission_of == 0 {
        dialect_items(t, rec, st, sum.serverinfo);
    }
    // the Protocol column names the protocol in force after the packet (a serverinfo sets it)
    if want_info {
        proto_tag(&mut out.proto, st);
        crate::codec::end_info(&mut out.info);
    }
    out.malformed = sum.malformed;
}

/// A reliable message whose start is not in the capture, and which does not read as a whole.
fn headless_note(t: &mut Tree, len: usize) {
    t.expert(
        Expert::Note,
        8,
        len.saturating_sub(8),
        "the start of this reliable message is not in the capture (it began before the capture \
         or its first fragments were lost): not decoded",
    );
}

/// `nq.dialect` and its provenance (from the state after the datagram, so that a svc_serverinfo
/// shows what it negotiated), and a note where the dialect was decided.
fn dialect_items(t: &mut Tree, rec: &Record, st: &NqState, negotiated_here: bool) {
    let note = rec.dialect_changed || negotiated_here;
    if rec.missing_serverinfo {
        t.expert(
            Expert::Inconsistent,
            0,
            0,
            "the game started without a svc_serverinfo in the capture (the datagram carrying it \
             is missing): the dialect is inferred from the traffic",
        );
    }
    if !t.is_enabled() {
        return;
    }
    let text = format!("{} {}", infer::name(st), infer::provenance(st.how));
    if note {
        t.expert(Expert::Note, 0, 0, format!("Dialect: {text}"));
    }
    t.add_generated(NqDialect, Value::Str(text));
    match st.how {
        How::Assumed => t.add_generated(NqDialectHow, Value::U(0)),
        How::Negotiated { frame } => {
            t.add_generated(NqDialectHow, Value::U(1));
            t.add_generated(NqDialectFrom, Value::U(frame as u64));
        }
        How::Inferred { from, to, others } => {
            t.add_generated(NqDialectHow, Value::U(2));
            t.add_generated(NqDialectInferred, Value::U(1));
            t.add_generated(NqDialectFrom, Value::U(from as u64));
            t.add_generated(NqDialectTo, Value::U(to as u64));
            t.add_generated(NqDialectAlternatives, Value::U(others as u64));
        }
    }
}

/// `NQ/<version>`, or `NQ` while the protocol is a guess: the Protocol column.
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

impl Conversation for Session {
    fn record_of(&self, frame: u32) -> Option<usize> {
        self.records.record_of(frame)
    }
    fn direction(&self, idx: usize) -> Option<crate::codec::Dir> {
        self.records.get(idx).map(|r| r.dir())
    }
    /// The message `NET_GetMessage` returns for the datagram (a whole reliable message once,
    /// not its resends; an unreliable payload), as QuakeSpasm's `CL_GetMessage` records it:
    /// a lone svc_nop keepalive is not recorded.
    fn demo_message(&self, idx: usize, bytes: &[u8]) -> Option<crate::codec::summary::DemoPart> {
        let rec = self.record(idx)?;
        let (h, bytes) = match rec.wrap {
            Wrap::Plain => (header::parse(bytes)?, bytes),
            Wrap::Hmac => {
                let inner = bytes.get(crypto::HMAC_LEN..)?;
                (header::parse_crypto(inner)?, inner)
            }
            Wrap::Aes => return None,
        };
        let game = Self::game_payload(&h, &rec)?;
        let m = game.bytes(bytes);
        // svc_nop is 1 in every NetQuake dialect
        (m != [1]).then(|| crate::codec::summary::DemoPart {
            seq: h.sequence,
            bytes: m.to_vec(),
        })
    }
    fn new(id: u32) -> Self {
        Session {
            id,
            budget: crate::codec::budget::Budget::new(crate::codec::budget::NQ),
            ..Default::default()
        }
    }

    fn footprint(&self) -> usize {
        crate::codec::records::footprint_of(
            self,
            &self.records,
            self.budget.spent + self.history.heap_size() + self.links.heap_size(),
        ) + self.analysis.footprint()
            + self
                .work
                .as_ref()
                .map_or(0, |_| std::mem::size_of::<NqState>())
    }

    /// Decodes a datagram for the first time, in capture order. Returns the record's index.
    fn first_pass_into(&mut self, d: &Datagram, want: Want, out: &mut Output) -> usize {
        want.set_tree(&mut out.frame, d.bytes.len());
        self.decode_first(d, want, out)
    }

    /// Re-decodes a recorded datagram without changing the session.
    fn replay_into(&self, idx: usize, bytes: &[u8], want: Want, out: &mut Output) -> bool {
        let Some(rec) = self.record(idx) else {
            return false;
        };
        let Some(mut st) = self.history.get(idx) else {
            return false;
        };
        want.set_tree(&mut out.frame, bytes.len());
        // the entity lists it decodes are dropped with `st`: not appended to the arenas
        crate::codec::framelist::transient(|| {
            decode_into(&rec, bytes, &mut st, want, self.id, out)
        });
        let frames = &self.records;
        self.analysis
            .finish(idx, |i| frames.frame(i), out, &ANALYSIS);
        self.budget.mark_in(idx, out);
        true
    }
}

impl Session {
    /// [`Conversation::first_pass_into`] into `out`, an output with only a fresh frame tree for
    /// the datagram (see [`Output::with_frame`]); returns the record's index.
    fn decode_first(&mut self, d: &Datagram, want: Want, out: &mut Output) -> usize {
        let plain = header::parse(d.bytes);
        let wrap = if self.state.crypto.layer.is_none()
            && plain.is_some_and(|h| header::netchan_shape(&h, d.bytes))
        {
            // what `classify` finds for a plain netchan datagram while no crypto is in force,
            // without reading its header again
            Wrap::Plain
        } else {
            let mut cs = self.state.crypto;
            let wrap = crypto::classify(d.bytes, &mut cs, d.frame);
            if cs != self.state.crypto {
                // inferred here: the state this datagram is decoded with says so
                self.edit_state().crypto = cs;
            }
            wrap
        };
        // the netchan datagram inside the wrapping (none can be read in an encrypted one)
        let outer = d;
        let inner;
        let d = if wrap == Wrap::Hmac {
            inner = Datagram {
                bytes: &d.bytes[crypto::HMAC_LEN..],
                ..*d
            };
            &inner
        } else {
            // (not copied: most datagrams are not wrapped)
            d
        };
        let h = match wrap {
            Wrap::Plain => plain,
            Wrap::Hmac => header::parse_crypto(d.bytes),
            Wrap::Aes => None,
        };
        let dir = match h {
            Some(h) => self.direction(d, &h),
            None if wrap == Wrap::Aes => self.direction_opaque(d),
            None => Dir::ToClient,
        };
        let mut rec = Record {
            frame: d.frame,
            dir,
            frag: None,
            message: None,
            ack_of: 0,
            acked_in: 0,
            retransmission_of: 0,
            fragments_lost: false,
            oversize: false,
            dialect_changed: false,
            missing_serverinfo: false,
            headless: false,
            wrap,
        };
        if let Some(h) = h {
            self.track(d, &h, &mut rec);
        }
        let game = h.and_then(|h| Self::game_payload(&h, &rec));
        let unknown = !self.state.known;
        if let Some(b) = game.as_ref().filter(|_| unknown).map(|g| g.bytes(d.bytes)) {
            if let Some(new) = self.infer.weigh(dir, b, d.frame, &self.state) {
                *self.edit_state() = new;
                rec.dialect_changed = true;
            }
            // signon is over (unreliable updates flow: svc_time, or FTE's entity frames; a
            // DarkPlaces server sends svc_nop ones before) and the serverinfo never came
            let unrel = h.is_some_and(|h| h.kind == Kind::Unreliable)
                && matches!(b.first(), Some(&7) | Some(&86));
            if unrel && dir == Dir::ToClient && self.state.accepted != 0 && !self.missing_told {
                self.missing_told = true;
                rec.missing_serverinfo = true;
            }
        }
        let idx = self.records.len();
        let id = self.id;
        let mut before = self.take_before();
        let st = self.work();
        decode_into(&rec, outer.bytes, st, want, id, out);
        if let Some(b) = game
            .as_ref()
            .filter(|_| out.frame.errors > 0)
            .map(|g| g.bytes(d.bytes))
        {
            // the settled choice cannot read this datagram: weigh it afresh (once negotiated,
            // only ProQuake's aim can still be unknown)
            let new = if unknown {
                self.infer.reopen(dir, b, d.frame, &self.state)
            } else {
                infer::flip_aim(dir, b, &self.state)
            };
            if let Some(new) = new {
                if !self.changed && idx > 0 {
                    // the state the last record was decoded with is `state` (seldom: a copy)
                    before = Some((*self.state).clone());
                    self.changed = true;
                }
                *self.state = new;
                self.stale = true;
                rec.dialect_changed = true;
                let st = self.work();
                *out = Output::with_frame(want.new_tree(outer.bytes.len()));
                decode_into(&rec, outer.bytes, st, want, id, out);
            }
        }
        self.push_state(idx, before.as_ref());
        drop(before);
        let Some(st) = self.work.as_deref() else {
            unreachable!("made above")
        };
        let changed = !NqState::same(st, &self.state);
        let keep = if changed {
            self.budget.charge(idx, outer.bytes.len(), st, &self.state)
        } else {
            self.budget.charge_unchanged(idx, outer.bytes.len())
        };
        self.settle(changed, keep, idx > 0);
        if let Some(h) = h {
            self.analyse(idx, d, &h, &rec);
        }
        let frames = &self.records;
        self.analysis
            .finish(idx, |i| frames.frame(i), out, &ANALYSIS);
        if let Some(port) = out.follow_port {
            if !self.server_ports.contains(&port) && self.server_ports.len() < 16 {
                self.server_ports.push(port);
            }
        }
        let frame = rec.frame;
        let (core, rare, links) = rec.split();
        let i = self.records.push(frame, core, rare);
        if let Some(l) = links {
            // an ACK may already have named this record (it is then acked_in only)
            let e = self.links.get_or_default(i);
            e.ack_of = l.ack_of;
            e.retransmission_of = l.retransmission_of;
            if e.acked_in == 0 {
                e.acked_in = l.acked_in;
            }
        }
        self.budget.mark_in(idx, out);
        idx
    }

    /// The state, to be changed before the datagram at hand is decoded with it: the state the
    /// last record was decoded with is kept first (in `work`) if it is not already.
    fn edit_state(&mut self) -> &mut NqState {
        if !self.changed && !self.records.is_empty() {
            if let Some(w) = self.work.as_deref_mut().filter(|_| self.stale) {
                w.sync_from(&self.state);
            }
            self.stale = false;
            self.changed = true;
        }
        &mut self.state
    }

    /// When `changed`: the state the last record was decoded with, taken out of the working
    /// copy, which becomes a copy of `state` (none: the state is unchanged, or the last record
    /// is the first, whose state the history keeps).
    fn take_before(&mut self) -> Option<NqState> {
        let w = self.work.as_deref_mut().filter(|_| self.changed)?;
        self.stale = false;
        Some(std::mem::replace(w, (*self.state).clone()))
    }

    /// The working copy, in step with `state`, for the datagram at hand to decode into (after
    /// [`Session::take_before`]).
    fn work(&mut self) -> &mut NqState {
        let state = &self.state;
        let w = self.work.get_or_insert_with(|| Box::new((**state).clone()));
        if self.stale {
            w.sync_from(state);
            self.stale = false;
        }
        w
    }

    /// Records in the history the state record `idx` is decoded with (`state`); `before`: what
    /// [`Session::take_before`] gave.
    fn push_state(&mut self, idx: usize, before: Option<&NqState>) {
        if idx == 0 || !self.changed {
            self.history.push_value(&self.state, None);
        } else if before.is_some() {
            self.history.push_value(&self.state, before);
        } else {
            // only the second record can find none: the first record's state is the history's
            let first = self.history.first().cloned();
            self.history.push_value(&self.state, first.as_ref());
        }
        self.changed = false;
    }

    /// After a datagram decoded into the working copy: `changed` it (the copy becomes the state
    /// when the budget `keep`s it, the state before staying as the copy until the next record
    /// is pushed) or not. `again`: the conversation had a datagram before this one (so it will
    /// likely have more; a copy is kept for the next one only then).
    fn settle(&mut self, changed: bool, keep: bool, again: bool) {
        match (changed && keep, again) {
            (true, true) => {
                if let Some(w) = &mut self.work {
                    std::mem::swap(&mut self.state, w);
                    self.changed = true;
                    self.stale = false;
                }
            }
            (true, false) => {
                if let Some(w) = self.work.take() {
                    self.state = w;
                    self.changed = true;
                }
            }
            // kept for no next datagram
            (_, false) => self.work = None,
            // not kept: the copy is brought in step before the next datagram
            (false, true) if changed => self.stale = true,
            (false, true) => {}
        }
    }

    /// Feeds a datagram's header to the analysis (first pass): unreliable datagrams in space 0,
    /// reliable DATA in space 1 (acknowledged one by one by ACKs).
    fn analyse(&mut self, idx: usize, d: &Datagram, h: &header::Header, rec: &Record) {
        use crate::codec::analysis::{Ack, Facts};
        let Some(seq) = h.sequence else { return };
        if h.kind == Kind::Unreliable
            && self.analysis.first_pass_next(idx, rec.dir, 0, seq, d.frame)
        {
            return;
        }
        let one = |s: u8| [(s, seq)];
        let (unrel, rel) = (one(0), one(1));
        let acks = [Ack::One(1, seq)];
        let mut f = Facts {
            frame: d.frame,
            time: d.time,
            ..Facts::default()
        };
        match h.kind {
            Kind::Unreliable => f.seqs = &unrel,
            Kind::Data { .. } => {
                // a resent DATA repeats its sequence: the session names the first send
                if rec.retransmission_of == 0 {
                    f.seqs = &rel;
                }
                f.waits = &rel;
                f.retransmission_of = rec.retransmission_of;
            }
            Kind::Ack => f.acks = &acks,
            _ => return,
        }
        self.analysis.first_pass(idx, rec.dir, &f);
    }
}
