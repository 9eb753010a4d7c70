//! One QuakeWorld conversation: netchan header (with FTE's STUN-aware and fragmenting
//! variants), direction, fragment reassembly, and the state each datagram was decoded with.
//! `first_pass` runs once per datagram in capture order; `replay` re-decodes from the record.

use super::infer::{self, Infer, Step};
use super::netchan::{header_with, Header};
use super::state::{Origin, QwState};
use super::{clc, oob, svc};
use crate::codec::fte::PEXT2_STUNAWARE;
use crate::codec::history::Working;
use crate::codec::nq::Summary;
use crate::codec::reader::quake_text;
use crate::codec::records::FlagByte;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::{Conversation, Datagram, Dir, Endpoint, Output, Reasm, Want};
use crate::fields::qw::*;
use std::sync::Arc;

pub const QW_PORT: u16 = 27500;
/// A fragmented message larger than this is not reassembled (FTE's MAX_OVERALL_MSGLEN is 65536).
pub const MAX_MESSAGE: usize = 1 << 17;

/// Strict recognition on any port: connectionless packets only (a netchan header carries no
/// signature; those are claimed on the QuakeWorld port or in a conversation already seen).
pub fn looks_like(b: &[u8]) -> bool {
    let Some(text) = b.strip_prefix(&[0xff; 4]) else {
        return false;
    };
    let starts = |p: &[u8]| text.starts_with(p);
    // a bare `getchallenge` (no newline) is DarkPlaces' (`dp::oob::is_handshake`)
    (starts(b"getchallenge")
        && text != b"getchallenge"
        && !crate::codec::q2::oob::quake2_getchallenge(text))
        || starts(b"connect 28 ")
        // DarkPlaces' (and Quake III's) answer to getstatus is not QuakeWorld's `status`
        || (starts(b"status") && !starts(b"statusResponse"))
        || starts(b"rcon ")
        || (oob::is_reply(text)
            && (text[0] == b'c'
                || text == b"j"
                || text.starts_with(b"j\n")
                || text.starts_with(b"n\\")))
}

#[derive(Clone, Copy, Debug)]
pub struct Frag {
    pub msg_id: u32,
    pub index: u32,
    pub last: bool,
    pub offset: usize,
}

#[derive(Clone, Debug)]
pub struct Record {
    pub frame: u32,
    pub dir: Dir,
    pub frag: Option<Frag>,
    pub message: Option<Arc<[u8]>>,
    pub fragments_lost: bool,
    /// The fragmented message outgrew MAX_MESSAGE and is not reassembled.
    pub oversize: bool,
    /// The inferred dialect was decided (or changed) with this datagram.
    pub decided: bool,
    /// The conversation's first datagram is a line Quake II clients send word for word
    /// (`getchallenge`, `status`) off the QuakeWorld port: which family it is, only the
    /// server's reply says.
    pub ambiguous: bool,
}

/// What is stored of a [`Record`] for every datagram (see `records::Records`).
#[derive(Clone, Copy, Debug)]
struct Core {
    /// [`Dir`] and the flags of [`Record`], one bit each (`Core::TO_CLIENT`…): 1 byte (the
    /// frame is kept by `records::Records`).
    bits: u8,
}

impl Core {
    const TO_CLIENT: u8 = 1;
    const FRAGMENTS_LOST: u8 = 2;
    const OVERSIZE: u8 = 4;
    const DECIDED: u8 = 8;
    const AMBIGUOUS: u8 = 16;
}

impl FlagByte for Core {
    const TO_CLIENT: u8 = Core::TO_CLIENT;
    fn bits(&self) -> u8 {
        self.bits
    }
}

/// A fragment's place and the reassembled message.
#[derive(Clone, Debug)]
struct Rare {
    frag: Option<Frag>,
    message: Option<Arc<[u8]>>,
}

impl Record {
    fn split(self) -> (Core, Option<Rare>) {
        let Record {
            frame: _,
            dir,
            frag,
            message,
            fragments_lost,
            oversize,
            decided,
            ambiguous,
        } = self;
        let rare = (frag.is_some() || message.is_some()).then_some(Rare { frag, message });
        let bit = |on: bool, b: u8| if on { b } else { 0 };
        let core = Core {
            bits: bit(dir == Dir::ToClient, Core::TO_CLIENT)
                | bit(fragments_lost, Core::FRAGMENTS_LOST)
                | bit(oversize, Core::OVERSIZE)
                | bit(decided, Core::DECIDED)
                | bit(ambiguous, Core::AMBIGUOUS),
        };
        (core, rare)
    }
    fn join(frame: u32, c: &Core, r: Option<&Rare>) -> Record {
        Record {
            frame,
            dir: c.dir(),
            frag: r.and_then(|r| r.frag),
            message: r.and_then(|r| r.message.clone()),
            fragments_lost: c.has(Core::FRAGMENTS_LOST),
            oversize: c.has(Core::OVERSIZE),
            decided: c.has(Core::DECIDED),
            ambiguous: c.has(Core::AMBIGUOUS),
        }
    }
}

struct Partial {
    seq: u32,
    next: u32,
    bytes: Vec<u8>,
}

#[derive(Default)]
pub struct Session {
    pub id: u32,
    server: Option<Endpoint>,
    state: Box<QwState>,
    /// The state the last record was decoded with, which the next datagram decodes into
    /// (see [`Working`]).
    copy: Working<QwState>,
    partial: [Option<Partial>; 2],
    records: crate::codec::records::Records<Core, Rare>,
    /// The state each record was decoded with.
    history: crate::codec::history::History<QwState>,
    /// Bytes of state snapshots retained, against the limit.
    budget: crate::codec::budget::Budget,
    /// Dialect inference while no handshake has been seen (first pass only).
    infer: Option<Box<Infer>>,
    /// Sequence analysis: loss, order, acknowledgements, reliable delivery.
    analysis: crate::codec::analysis::Analysis,
}

fn header(b: &[u8], st: &QwState, dir: Dir) -> Option<Header> {
    let stun = st.offered.pext2 & st.advertised.pext2 & PEXT2_STUNAWARE != 0
        || st.ext.pext2 & PEXT2_STUNAWARE != 0
        || st.inferred_stun;
    let frag = (st.offered.mtu != 0 && st.connected) || st.inferred_frag;
    header_with(b, stun, frag, dir)
}

impl Session {
    /// Bytes of state snapshots this conversation retains (see `codec::budget`).
    pub fn retained(&self) -> usize {
        self.budget.spent
    }

    pub fn record(&self, i: usize) -> Option<Record> {
        let c = self.records.get(i)?;
        let frame = self.records.frame(i)?;
        Some(Record::join(frame, c, self.records.rare(i)))
    }

    pub fn state(&self) -> &QwState {
        &self.state
    }

    /// The state record `i` was decoded with (rebuilt: see `codec::history`).
    pub fn state_of(&self, i: usize) -> Option<QwState> {
        self.history.get(i)
    }

    fn direction(&mut self, d: &Datagram) -> Dir {
        if self.server.is_none() && !d.bytes.starts_with(&[0xff; 4]) {
            // no handshake: a client's datagram carries a qport and a checksummed clc_move
            if let Some(g) = infer::recognise(d.bytes) {
                self.server = Some(if g.dir == Dir::ToServer { d.dst } else { d.src });
            }
        }
        if let Some(s) = self.server {
            if s == d.src {
                return Dir::ToClient;
            }
            if s == d.dst {
                return Dir::ToServer;
            }
        }
        let to_server = if let Some(text) = d.bytes.strip_prefix(&[0xff; 4]) {
            !oob::is_reply(text)
        } else if d.dst.port == QW_PORT {
            true
        } else if d.src.port == QW_PORT {
            false
        } else {
            // a server's first netchan datagram carries svc_serverdata; clients send moves
            true
        };
        self.server = Some(if to_server { d.dst } else { d.src });
        if to_server {
            Dir::ToServer
        } else {
            Dir::ToClient
        }
    }

    /// Dialect inference for a netchan datagram of a conversation whose handshake was not seen;
    /// returns whether the dialect was decided or changed with it.
    fn infer_step(&mut self, d: &Datagram, dir: Dir) -> bool {
        // no handshake seen: infer; after a svc_serverdata without one, its extension words
        // stand and only the stream and the netchan layout are still inferred
        let fixed = match self.state.origin {
            _ if self.state.connected => {
                self.infer = None;
                return false;
            }
            Origin::Negotiated { .. } => Some(self.state.ext),
            Origin::Unknown | Origin::Inferred { .. } => None,
        };
        let first = self.infer.is_none();
        let inf = self
            .infer
            .get_or_insert_with(|| Box::new(Infer::new(false)));
        inf.fixed = fixed;
        let step = inf.step(d.bytes, &self.state, dir);
        let Some(c) = inf.cand() else {
            return false;
        };
        let stun = inf.stun;
        let mut st = (*self.state).clone();
        let decided = step == Step::Decided;
        if decided {
            st.inferred_frag = c.frag();
            st.mvd = c.mvd();
            if fixed.is_none() {
                st.ext = c.ext(stun);
                st.origin = Origin::Inferred {
                    from: d.frame,
                    to: d.frame,
                };
            }
            if first {
                st.baselines_missed = true;
                st.fte.partial = true;
            }
        } else if let (Step::Confirmed, Origin::Inferred { from, .. }) = (step, st.origin) {
            st.origin = Origin::Inferred { from, to: d.frame };
        }
        if st.inferred_stun != stun {
            // the header reads with `inferred_stun`; inferred words name it too (negotiated
            // ones say what the serverdata said)
            st.inferred_stun = stun;
            if fixed.is_none() {
                st.ext.pext2 &= !PEXT2_STUNAWARE;
                if stun {
                    st.ext.pext2 |= PEXT2_STUNAWARE;
                }
            }
        }
        if !QwState::same(&st, &self.state) {
            *self.state = st;
            self.copy.changed = true;
        }
        decided
    }

    fn track(&mut self, d: &Datagram, h: &Header, rec: &mut Record) {
        let Some(fw) = h.frag.filter(|&f| f != 0) else {
            return;
        };
        let di = rec.dir.index();
        let seq = h.seq_word & 0x3fff_ffff;
        let offset = ((fw & !1) as usize) << 2;
        let more = fw & 1 != 0;
        let payload = &d.bytes[h.size.min(d.bytes.len())..];
        let mut p = match self.partial[di].take() {
            Some(p) if p.seq == seq && p.bytes.len() == offset => p,
            other => {
                if other.is_some() || offset != 0 {
                    rec.fragments_lost = true;
                }
                if offset != 0 {
                    return;
                }
                Partial {
                    seq,
                    next: 0,
                    bytes: Vec::new(),
                }
            }
        };
        if p.bytes.len() + payload.len() > MAX_MESSAGE {
            rec.oversize = true;
            return;
        }
        p.bytes.extend_from_slice(payload);
        rec.frag = Some(Frag {
            msg_id: seq,
            index: p.next,
            last: !more,
            offset: h.size,
        });
        p.next += 1;
        if more {
            self.partial[di] = Some(p);
        } else {
            rec.message = Some(Arc::from(p.bytes));
        }
    }
}

impl Conversation for Session {
    fn record_of(&self, frame: u32) -> Option<usize> {
        self.records.record_of(frame)
    }
    fn direction(&self, idx: usize) -> Option<crate::codec::Dir> {
        self.records.get(idx).map(|r| r.dir())
    }
    /// The whole datagram, as the QuakeWorld client records every server packet it receives
    /// (netchan header included); connectionless packets are not recorded.
    fn demo_message(&self, _idx: usize, bytes: &[u8]) -> Option<crate::codec::summary::DemoPart> {
        let seq = u32::from_le_bytes(bytes.get(0..4)?.try_into().ok()?);
        (seq != u32::MAX && bytes.len() >= 8).then(|| crate::codec::summary::DemoPart {
            seq: Some(seq & 0x7fff_ffff),
            bytes: bytes.to_vec(),
        })
    }
    fn new(id: u32) -> Self {
        Session {
            id,
            budget: crate::codec::budget::Budget::new(crate::codec::budget::QW),
            ..Default::default()
        }
    }

    fn footprint(&self) -> usize {
        crate::codec::records::footprint_of(
            self,
            &self.records,
            self.budget.spent + self.history.heap_size(),
        ) + self.analysis.footprint()
            + self
                .copy
                .work
                .as_ref()
                .map_or(0, |_| std::mem::size_of::<QwState>())
    }

    fn first_pass_into(&mut self, d: &Datagram, want: Want, out: &mut Output) -> usize {
        let dir = self.direction(d);
        let oob = d.bytes.starts_with(&[0xff; 4]);
        let decided = !oob && self.infer_step(d, dir);
        let mut rec = Record {
            frame: d.frame,
            dir,
            frag: None,
            message: None,
            fragments_lost: false,
            oversize: false,
            decided,
            ambiguous: oob
                && self.records.is_empty()
                && dir == Dir::ToServer
                && d.dst.port != QW_PORT
                && crate::codec::q2::oob::shared_with_qw(&d.bytes[4..]),
        };
        let h = (!oob).then(|| header(d.bytes, &self.state, dir)).flatten();
        if let Some(h) = &h {
            self.track(d, h, &mut rec);
        }
        let idx = self.records.len();
        self.copy.push(&mut self.history, &self.state, idx);
        let st = self
            .copy
            .work
            .get_or_insert_with(|| Box::new((*self.state).clone()));
        let choked = decode_into(&rec, d.bytes, st, want, self.id, out);
        self.analyse(idx, d, h, &rec, choked, out);
        let Some(st) = self.copy.work.as_deref_mut() else {
            unreachable!("made above")
        };
        if oob && (st.ext != self.state.ext || st.connected != self.state.connected) {
            // the handshake: what it says replaces what was inferred; the netchan starts afresh
            self.analysis.restart();
            st.origin = Origin::Negotiated { frame: d.frame };
            st.inferred_frag = false;
            st.inferred_stun = false;
            st.baselines_missed = false;
        }
        let changed = !QwState::same(st, &self.state);
        let keep = if changed {
            self.budget.charge(idx, d.bytes.len(), st, &self.state)
        } else {
            self.budget.charge_unchanged(idx, d.bytes.len())
        };
        self.copy.settle(&mut self.state, changed, keep, idx > 0);
        let frame = rec.frame;
        let (core, rare) = rec.split();
        self.records.push(frame, core, rare);
        self.budget.mark_in(idx, out);
        idx
    }

    fn replay_into(&self, idx: usize, bytes: &[u8], want: Want, out: &mut Output) -> bool {
        let Some(rec) = self.record(idx) else {
            return false;
        };
        let Some(mut st) = self.history.get(idx) else {
            return false;
        };
        // the entity lists it decodes are dropped with `st`: not appended to the arenas
        crate::codec::framelist::transient(|| {
            decode_into(&rec, bytes, &mut st, want, self.id, out);
        });
        let frames = &self.records;
        self.analysis
            .finish(idx, |i| frames.frame(i), out, &ANALYSIS);
        self.budget.mark_in(idx, out);
        true
    }
}

impl Session {
    /// Feeds the netchan header of a datagram to the analysis (first pass) and adds its items.
    /// `h`: the datagram's netchan header as its first pass read it (none for connectionless);
    /// `choked`: the server frames it says were choked before it (its decoding's count).
    fn analyse(
        &mut self,
        idx: usize,
        d: &Datagram,
        h: Option<Header>,
        rec: &Record,
        choked: u32,
        out: &mut Output,
    ) {
        use crate::codec::analysis::{Ack, Facts};
        if let Some(h) = h {
            let seq = h.seq_word & if h.stun { 0x3fff_ffff } else { 0x7fff_ffff };
            let ack = h.ack_word & 0x7fff_ffff;
            // FRAG's fragments share their message's sequence: its first one stands for it
            let first = !h.frag.is_some_and(|f| f & !1 != 0);
            let seqs = [(0u8, seq)];
            let seqs: &[(u8, u32)] = if first { &seqs } else { &[] };
            let acks = [Ack::Upto(0, ack)];
            let facts = Facts {
                frame: d.frame,
                time: d.time,
                seqs,
                waits: seqs,
                acks: &acks,
                reliable: first.then_some((h.seq_word >> 31 != 0, h.ack_word >> 31 != 0)),
                choked,
                ..Facts::default()
            };
            self.analysis.first_pass(idx, rec.dir, &facts);
        }
        let frames = &self.records;
        self.analysis
            .finish(idx, |i| frames.frame(i), out, &ANALYSIS);
    }
}

/// The decoding shared by both passes, into `out` (empty: the caller's, where the output is
/// read, so that its few hundred bytes are not moved once per datagram). Returns the server
/// frames the datagram says were choked before it (for the analysis, `Session::analyse`).
fn decode_into(
    rec: &Record,
    b: &[u8],
    st: &mut QwState,
    want: Want,
    session: u32,
    out: &mut Output,
) -> u32 {
    let (tree, want_info) = (want.tree, want.info);
    // built where it is read (a tree is a few words: not moved once per datagram)
    want.set_tree(&mut out.frame, b.len());
    let t = &mut out.frame;
    let mut sum = Summary::for_info(want_info);
    let arrow = rec.dir.arrow();
    t.add_generated(QwDirection, Value::U((rec.dir == Dir::ToClient) as u64));
    t.add_generated(QwSession, Value::U(session as u64));
    if b.starts_with(&[0xff; 4]) {
        let o = oob::decode(b, st, rec.dir == Dir::ToServer, t);
        if rec.ambiguous {
            let who = if o.name == "getchallenge" {
                "QuakeWorld, Quake II and DarkPlaces-style NetQuake clients"
            } else {
                "QuakeWorld and Quake II clients"
            };
            t.expert(
                Expert::Note,
                0,
                0,
                format!(
                    "{who} send this same `{}` line: read as QuakeWorld (ambiguous until the server's reply)",
                    o.name
                ),
            );
        }
        set_info!(out, want_info, "{arrow} {}", o.name);
        if let Some(d) = o.detail {
            push_info!(out, want_info, " ({d})");
        }
        return 0;
    }
    // (`st` is still the state before the datagram here)
    let Some(h) = header(b, st, rec.dir) else {
        // replies without the marker: a ping's 'l', a log's text
        if !b.is_empty() {
            t.add(QwOobText, 0, b.len(), Value::Str(quake_text(b)));
        }
        set_info!(out, want_info, "{arrow} connectionless (no marker)");
        return 0;
    };
    if tree {
        dialect(t, st);
    }
    if rec.decided {
        let text = format!("Dialect: {}", dialect_line(st).unwrap_or_default());
        t.expert(Expert::DialectDecided, 0, 0, text);
    }
    // inferred extension words name only the bits that change the wire: the others are unknown,
    // not clear
    let inferred = matches!(st.origin, Origin::Inferred { .. });
    if tree && !inferred {
        extensions(t, b, st);
    }
    let seq = h.seq_word & if h.stun { 0x3fff_ffff } else { 0x7fff_ffff };
    let ack = h.ack_word & 0x7fff_ffff;
    t.open(QwSeqWord, 0, Value::U(h.seq_word as u64));
    t.add(QwSeq, 0, 4, Value::U(seq as u64));
    t.add(QwReliable, 0, 4, Value::U(h.seq_word as u64));
    if h.stun {
        t.add(QwStunBias, 0, 4, Value::U(h.seq_word as u64));
    }
    t.close(4);
    t.open(QwAckWord, 4, Value::U(h.ack_word as u64));
    t.add(QwAck, 4, 4, Value::U(ack as u64));
    t.add(QwAckReliable, 4, 4, Value::U(h.ack_word as u64));
    t.close(8);
    let mut pos = 8;
    if let Some(q) = h.qport {
        t.add(QwQport, 8, 2, Value::U(q as u64));
        pos = 10;
    }
    if let Some(f) = h.frag {
        t.open(QwFragWord, pos, Value::U(f as u64));
        t.add(QwFragOffset, pos, 2, Value::U(((f & !1) as u64) << 2));
        t.add(QwFragMore, pos, 2, Value::U(f as u64));
        t.close(pos + 2);
    }
    // the id netchan's Info head, as Quake II's: "seq 12 [R] ack 11"
    let rel = if h.seq_word & 0x8000_0000 != 0 {
        " [R]"
    } else {
        ""
    };
    let frame_no = rec.frame;
    let payload =
        |buf: &[u8], start: usize, st: &mut QwState, t: &mut Tree, sum: &mut Summary| match rec.dir
        {
            Dir::ToClient => svc::server_messages(buf, start, st, t, sum, seq, frame_no),
            Dir::ToServer => clc::client_messages(buf, start, st, t, sum, seq),
        };
    if let Some(f) = rec.frag {
        out.reasm = Some(Reasm {
            msg_id: f.msg_id,
            index: f.index,
            last: f.last,
            offset: f.offset,
        });
        t.add(
            QwFragData,
            h.size,
            b.len().saturating_sub(h.size),
            Value::None,
        );
        if rec.fragments_lost {
            t.expert(
                Expert::Inconsistent,
                h.size.saturating_sub(2),
                2,
                "earlier fragments of this message are not in the capture",
            );
        }
        match &rec.message {
            Some(m) => {
                let mut mt = want.new_tree(m.len());
                payload(m, 0, st, &mut mt, &mut sum);
                t.errors += mt.errors;
                out.message = Some(mt);
                out.message_len = m.len();
                set_info!(
                    out,
                    want_info,
                    "{arrow} seq {seq}{rel} ack {ack} [{} fragments] {}",
                    f.index + 1,
                    sum.text()
                );
            }
            None => set_info!(
                out,
                want_info,
                "{arrow} seq {seq}{rel} ack {ack} fragment {}",
                f.index + 1
            ),
        }
    } else {
        if rec.oversize {
            t.expert(
                Expert::LimitExceeded,
                0,
                4,
                format!("fragmented message larger than {MAX_MESSAGE} bytes: not reassembled"),
            );
        } else if rec.fragments_lost {
            t.expert(
                Expert::Inconsistent,
                0,
                4,
                "fragments of the previous message are missing",
            );
        }
        if h.size < b.len() {
            payload(b, h.size, st, t, &mut sum);
        }
        if want_info {
            // the Info line of nearly every datagram: built without `format!`
            let s = &mut out.info;
            s.reserve(48);
            s.push_str(arrow);
            s.push_str(" seq ");
            crate::codec::push_num(s, seq as u64);
            s.push_str(rel);
            s.push_str(" ack ");
            crate::codec::push_num(s, ack as u64);
            s.push(' ');
            sum.write_to(s);
        }
    }
    if want_info {
        crate::codec::end_info(&mut out.info);
    }
    out.malformed = sum.malformed;
    sum.choked
}

/// The extension words in force, as generated items (none when there are none).
pub(crate) fn extensions(t: &mut Tree, b: &[u8], st: &QwState) {
    if st.ext.is_empty() {
        return;
    }
    t.open_generated(QwExtensions);
    let e = st.ext;
    for (key, v) in [
        (crate::codec::fte::FTEX, e.pext),
        (crate::codec::fte::FTE2, e.pext2),
        (crate::codec::fte::MVD1, e.ez),
    ] {
        if v != 0 {
            let mut c = crate::codec::reader::Cursor::new(b, 0, t);
            crate::codec::fte::add_value(&mut c, &crate::fields::qw_fte::FIELDS, key, v, 0, 0);
        }
    }
    t.close(0);
}

/// "QW 28 + FTE … (negotiated in frame N)" / "(inferred from frames A–B)".
fn dialect_line(st: &QwState) -> Option<String> {
    let frag = (st.offered.mtu != 0 && st.connected) || st.inferred_frag;
    let how = match st.origin {
        Origin::Unknown => return None,
        Origin::Negotiated { frame } if st.connected || !(st.mvd || frag) => {
            format!("negotiated in frame {frame}")
        }
        Origin::Negotiated { frame } => {
            let what = if st.mvd { "MVD stream" } else { "FRAG" };
            format!("negotiated in frame {frame}, {what} inferred")
        }
        Origin::Inferred { from, to } if from == to => format!("inferred from frame {from}"),
        Origin::Inferred { from, to } => format!("inferred from frames {from}\u{2013}{to}"),
    };
    // an inferred reading admits FTE's message-only extensions (split screen among them) without
    // the traffic having shown them: the line names only what it inferred
    let ext = match st.origin {
        Origin::Inferred { .. } => infer::without_admitted(&st.ext),
        _ => st.ext,
    };
    Some(format!(
        "{} ({how})",
        infer::dialect_text(&ext, frag, st.mvd)
    ))
}

/// The dialect items: the line, whether it was inferred, and the frame that decided it.
fn dialect(t: &mut Tree, st: &QwState) {
    let Some(line) = dialect_line(st) else {
        return;
    };
    let (inferred, frame) = match st.origin {
        Origin::Inferred { from, .. } => (true, from),
        Origin::Negotiated { frame } => (!st.connected && (st.mvd || st.inferred_frag), frame),
        Origin::Unknown => return,
    };
    t.add_generated(QwDialect, Value::Str(line));
    t.add_generated(QwDialectInferred, Value::U(inferred as u64));
    t.add_generated(QwDialectFrame, Value::U(frame as u64));
}
