//! One KEX LAN conversation: which side is the server, the reliable sequences seen (to spot
//! resent segments), fragmented messages being reassembled, and the Quake II session its game
//! packets feed.
//!
//! `first_pass` runs once per datagram in capture order; `replay` re-decodes a recorded
//! datagram from its record (and the Quake II session's records), so a second pass shows the
//! first pass's tree. The one forward reference, "reassembled in" on earlier fragments, exists
//! only once the last fragment has been read.

use super::payload::{self, Ctx};
use super::{split, Bad, Seg, KEX_PORT, MAX_MESSAGE, T_ACK, T_NEWCONN, T_PLAYER, T_RULE};
use super::{FRAG_FIRST, FRAG_LAST, FRAG_MIDDLE, MAGIC};
use crate::codec::q2;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::{Conversation, Datagram, Dir, Endpoint, Output, Source, Want};
use crate::fields::kexlan::*;
use crate::fields::val_name;
use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

/// Reliable sequences remembered per direction to recognise resent segments.
const SEEN_WINDOW: usize = 1024;

/// A reassembled message and the frames its fragments came in.
#[derive(Clone, Debug)]
pub struct Whole {
    pub bytes: Arc<[u8]>,
    pub frames: Arc<[u32]>,
}

/// What the first pass learnt about one segment.
#[derive(Clone, Debug, Default)]
pub struct SegRec {
    /// The Quake II record of the game packet this segment carried (or completed).
    pub q2: Option<usize>,
    /// A reliable segment whose reliable sequence was seen before.
    pub resent: bool,
    /// The frame that first sent it.
    pub resent_of: u32,
    /// A reliable segment: the frame of the ack segment that acknowledged it (set later).
    pub acked_in: Option<u32>,
    /// An ack segment: the frame of the reliable segment it acknowledges.
    pub acks: Option<u32>,
    /// Position in a fragmented message.
    pub frag_index: Option<u32>,
    /// The frame that completed the message (set later, on earlier fragments).
    pub reassembled_in: Option<u32>,
    /// On the last fragment: the whole message and the frames of its fragments.
    pub message: Option<Whole>,
    /// A middle or last fragment whose first fragment is not in the capture.
    pub gap: bool,
    /// The message grew past [`MAX_MESSAGE`] and was dropped.
    pub overflow: bool,
    /// A first fragment arrived while another message was incomplete.
    pub abandoned: bool,
}

#[derive(Clone, Debug)]
pub struct Record {
    pub frame: u32,
    pub dir: Dir,
    pub segs: Vec<SegRec>,
}

struct Partial {
    bytes: Vec<u8>,
    frames: Vec<u32>,
    /// (record, segment) of each fragment, to point them at the frame that completes it.
    at: Vec<(usize, usize)>,
}

/// Where a reliable segment was first sent: record, segment, frame.
#[derive(Clone, Copy)]
struct Sent {
    rec: usize,
    seg: usize,
    frame: u32,
}

/// The recent reliable sequences of one direction.
#[derive(Default)]
struct Seen {
    map: HashMap<u16, Sent>,
    order: VecDeque<u16>,
}

impl Seen {
    /// Records `r`; false if it was already there.
    fn insert(&mut self, r: u16, at: Sent) -> bool {
        if self.map.contains_key(&r) {
            return false;
        }
        self.map.insert(r, at);
        self.order.push_back(r);
        if self.order.len() > SEEN_WINDOW {
            if let Some(old) = self.order.pop_front() {
                self.map.remove(&old);
            }
        }
        true
    }
}

pub struct Session {
    pub id: u32,
    server: Option<Endpoint>,
    q2: q2::Session,
    partial: [Option<Partial>; 2],
    seen: [Seen; 2],
    records: crate::codec::chunks::Chunks<Record>,
    /// Sequence analysis of the segment sequences and reliable acknowledgements.
    analysis: crate::codec::analysis::Analysis,
    /// The last segment sequence per direction, extended to 32 bits.
    last_seq: [Option<u32>; 2],
}

/// Which way a lone game segment's Quake II packet goes, when it is a stream Quake II's strict
/// test recognises (a client's verified move, a server's frame): `Some(true)` to the server.
fn game_direction(b: &[u8], segs: &[Seg]) -> Option<bool> {
    let [s] = segs else { return None };
    if s.type_byte(b) != Some(super::T_GAME) {
        return None;
    }
    let game = &b[s.payload().min(s.end())..s.end()];
    if q2::netchan::stream_dialect(game, true, 0).is_some() {
        Some(true)
    } else if q2::netchan::stream_dialect(game, false, 0).is_some() {
        Some(false)
    } else {
        None
    }
}

impl Session {
    pub fn records(&self) -> &crate::codec::chunks::Chunks<Record> {
        &self.records
    }
    /// The Quake II session fed by this conversation's game packets.
    pub fn q2(&self) -> &q2::Session {
        &self.q2
    }

    fn direction(&mut self, d: &Datagram, segs: &[Seg]) -> Dir {
        if let Some(s) = self.server {
            if s == d.src {
                return Dir::ToClient;
            }
            if s == d.dst {
                return Dir::ToServer;
            }
        }
        let b = d.bytes;
        let mut from_server = None;
        for s in segs {
            let p = &b[s.payload().min(s.end())..s.end()];
            match s.type_byte(b) {
                // the client names the game; the server answers with a slot byte
                Some(T_NEWCONN) if p.starts_with(MAGIC) => {
                    from_server = Some(p.len() == MAGIC.len() + 1);
                }
                Some(T_RULE) => from_server = Some(true),
                Some(T_PLAYER) if p.len() >= 3 && p[2] as usize == p.len() - 3 => {
                    from_server = from_server.or(Some(true))
                }
                _ => continue,
            }
            break;
        }
        let server_port = |p: u16| p == KEX_PORT || p == q2::Q2_PORT;
        let from_server = from_server.unwrap_or_else(|| {
            if server_port(d.dst.port) {
                false
            } else if server_port(d.src.port) {
                true
            } else if let Some(to_server) = game_direction(b, segs) {
                !to_server
            } else {
                // a capture started mid-session, on another port: servers listen on fixed low
                // ports, clients on ephemeral high ones
                d.src.port < d.dst.port
            }
        });
        self.server = Some(if from_server { d.src } else { d.dst });
        if from_server {
            Dir::ToClient
        } else {
            Dir::ToServer
        }
    }

    /// Resent reliable segments and fragment reassembly (first pass only).
    fn track(&mut self, d: &Datagram, segs: &[Seg], rec: &mut Record) {
        let di = rec.dir.index();
        let ri = self.records.len();
        // a client's connection request starts both sides' sequences afresh (a reconnect
        // from the same port reuses the conversation)
        let hello = segs.iter().any(|s| {
            s.type_byte(d.bytes) == Some(T_NEWCONN)
                && d.bytes[s.payload()..s.end()].len() > MAGIC.len() + 1
        });
        if hello && rec.dir == Dir::ToServer {
            self.seen = Default::default();
            self.partial = [None, None];
            self.analysis.restart();
            self.last_seq = [None, None];
        }
        for (si, s) in segs.iter().enumerate() {
            let sr = &mut rec.segs[si];
            if let (true, Some((_, r))) = (s.reliable(), s.seq) {
                let at = Sent {
                    rec: ri,
                    seg: si,
                    frame: d.frame,
                };
                sr.resent = !self.seen[di].insert(r, at);
                if sr.resent {
                    sr.resent_of = self.seen[di].map.get(&r).map_or(0, |s| s.frame);
                }
            }
            if s.type_byte(d.bytes) == Some(T_ACK) {
                // an exact ack names a reliable segment the other side sent
                let p = &d.bytes[s.payload()..s.end()];
                if let [0, hi, lo] = *p {
                    let r = u16::from_be_bytes([hi, lo]);
                    if let Some(at) = self.seen[1 - di].map.get(&r).copied() {
                        sr.acks = Some(at.frame);
                        if let Some(x) = self
                            .records
                            .get_mut(at.rec)
                            .and_then(|x| x.segs.get_mut(at.seg))
                        {
                            x.acked_in.get_or_insert(d.frame);
                        }
                    }
                }
            }
            if s.frag() == 0 || sr.resent {
                continue;
            }
            // a fragment's bytes: the type byte (first fragment) and data
            let bytes = &d.bytes[s.body.min(s.end())..s.end()];
            let partial = &mut self.partial[di];
            if s.frag() == FRAG_FIRST {
                sr.abandoned = partial.is_some();
                *partial = Some(Partial {
                    bytes: Vec::new(),
                    frames: Vec::new(),
                    at: Vec::new(),
                });
            }
            let Some(p) = partial.as_mut() else {
                sr.gap = true;
                continue;
            };
            if p.bytes.len() + bytes.len() > MAX_MESSAGE {
                sr.overflow = true;
                *partial = None;
                continue;
            }
            p.bytes.extend_from_slice(bytes);
            sr.frag_index = Some(p.frames.len() as u32);
            p.frames.push(d.frame);
            p.at.push((ri, si));
            if s.frag() == FRAG_LAST {
                let Some(p) = partial.take() else { continue };
                sr.message = Some(Whole {
                    bytes: Arc::from(p.bytes),
                    frames: Arc::from(p.frames),
                });
                for &(r, k) in &p.at {
                    if r < ri {
                        if let Some(x) = self.records[r].segs.get_mut(k) {
                            x.reassembled_in = Some(d.frame);
                        }
                    }
                }
            }
        }
    }
}

impl Session {
    /// Feeds a datagram's segments to the analysis (first pass): segment sequences in space
    /// 0, reliable sequences (what ack segments name) in space 1.
    fn analyse(&mut self, idx: usize, d: &Datagram, segs: &[Seg], rec: &Record, out: &mut Output) {
        use crate::codec::analysis::{extend16, Ack, Facts};
        let di = rec.dir.index();
        let (mut seqs, mut waits, mut acks) = (Vec::new(), Vec::new(), Vec::new());
        let mut retransmission_of = 0;
        for (s, sr) in segs.iter().zip(&rec.segs) {
            if let Some((seq, rseq)) = s.seq {
                let x = extend16(self.last_seq[di], seq);
                if !self.last_seq[di].is_some_and(|l| (x.wrapping_sub(l) as i32) <= 0) {
                    self.last_seq[di] = Some(x);
                }
                // a resent reliable segment keeps its sequences: a retransmission, not a
                // duplicate
                if !sr.resent {
                    seqs.push((0u8, x));
                }
                if s.reliable() {
                    waits.push((1u8, rseq as u32));
                }
            }
            if sr.resent && retransmission_of == 0 {
                retransmission_of = sr.resent_of;
            }
            if s.type_byte(d.bytes) == Some(T_ACK) {
                if let [all, hi, lo] = d.bytes[s.payload()..s.end()] {
                    let r = u16::from_be_bytes([hi, lo]) as u32;
                    acks.push(if all != 0 {
                        Ack::Upto(1, r)
                    } else {
                        Ack::One(1, r)
                    });
                }
            }
        }
        let f = Facts {
            frame: d.frame,
            time: d.time,
            seqs: &seqs,
            waits: &waits,
            acks: &acks,
            retransmission_of,
            ..Facts::default()
        };
        self.analysis.first_pass(idx, rec.dir, &f);
        let frames = &self.records;
        self.analysis
            .finish(idx, |i| frames.get(i).map(|r| r.frame), out, &ANALYSIS);
    }
}

/// Decodes a datagram from its record; `game` hands game packets to the Quake II session.
/// `segs` and `bad` are [`split`]'s answer for `b`.
fn decode(
    rec: &Record,
    b: &[u8],
    (segs, bad): (&[Seg], Option<Bad>),
    id: u32,
    tree: bool,
    game: &mut payload::GameFn<'_>,
) -> Output {
    let mut t = if tree { Tree::new() } else { Tree::disabled() };
    let mut out = Output::default();
    t.add_generated(KexDirection, Value::U((rec.dir == Dir::ToClient) as u64));
    t.add_generated(KexSession, Value::U(id as u64));
    t.add_generated(KexSegments, Value::U(segs.len() as u64));
    let mut ctx = Ctx {
        dir: rec.dir,
        tree,
        seg: 0,
        sources: Vec::new(),
        info: Vec::new(),
        game,
    };
    let unrecorded = SegRec::default();
    for (si, s) in segs.iter().enumerate() {
        let sr = rec.segs.get(si).unwrap_or(&unrecorded);
        ctx.seg = si;
        segment(b, s, sr, &mut ctx, &mut t);
    }
    if let Some(bad) = bad {
        let (at, why) = match bad {
            Bad::ShortHeader { at } => (at, "one byte left: no room for a segment header".into()),
            Bad::SizeBelowHeader { at, size } => (
                at,
                format!("segment size {size} is smaller than its own header"),
            ),
            Bad::PastEnd { at, size } => (
                at,
                format!(
                    "segment size {size} runs past the datagram ({} bytes left)",
                    b.len() - at
                ),
            ),
        };
        t.expert(Expert::Truncated, at, b.len() - at, why);
        t.undecoded(at, b.len() - at);
        ctx.info.push("malformed segment".into());
        out.malformed = true;
    }
    let info = join_info(ctx.info);
    out.info = format!("{} {info}", rec.dir.arrow());
    crate::codec::end_info(&mut out.info);
    out.sources = ctx.sources;
    for s in &out.sources {
        t.errors += s.tree.errors;
    }
    out.frame = t;
    out
}

/// The Info parts, with runs of acks folded into one ("ack 1, 2, 3").
fn join_info(parts: Vec<String>) -> String {
    let mut out: Vec<String> = Vec::with_capacity(parts.len());
    for p in parts {
        match (out.last_mut(), p.strip_prefix("ack ")) {
            (Some(last), Some(n)) if last.starts_with("ack ") => {
                last.push_str(", ");
                last.push_str(n);
            }
            _ => out.push(p),
        }
    }
    out.join("; ")
}

fn segment(b: &[u8], s: &Seg, sr: &SegRec, c: &mut Ctx, t: &mut Tree) {
    let word = u16::from_be_bytes([b[s.start], b[s.start + 1]]) as u64;
    t.open(KexSegment, s.start, Value::None);
    let ty = s.type_byte(b);
    t.label(|| {
        let what = match (s.frag(), ty) {
            (0, Some(ty)) => val_name(TYPE_NAMES, ty as u32).unwrap_or("unknown type"),
            (FRAG_FIRST, _) => "first fragment",
            (FRAG_MIDDLE, _) => "middle fragment",
            _ => "last fragment",
        };
        let rel = if s.reliable() { ", reliable" } else { "" };
        format!(" {}: {what}, {} bytes{rel}", c.seg, s.size)
    });
    t.open(KexHeader, s.start, Value::U(word));
    for f in [KexSize, KexFlags] {
        t.add(f, s.start, 2, Value::U(word));
    }
    for f in [
        KexFlagReliable,
        KexFlagSequenced,
        KexFlagFirst,
        KexFlagMiddle,
        KexFragmentKind,
    ] {
        t.add(f, s.start, 2, Value::U(word));
    }
    t.close(s.start + 2);
    if let Some((seq, rseq)) = s.seq {
        t.add(KexSeq, s.start + 2, 2, Value::U(seq as u64));
        t.add(KexRseq, s.start + 4, 2, Value::U(rseq as u64));
    }
    if let Some(f) = sr.acked_in {
        t.add_generated(KexAckedIn, Value::U(f as u64));
    }
    if s.reliable() && s.seq.is_none() {
        t.expert(
            Expert::Inconsistent,
            s.start,
            2,
            "reliable segment without sequences (FTE ignores its reliability)",
        );
    }
    if sr.resent {
        t.expert(
            Expert::Retransmission,
            s.start,
            s.size,
            "reliable segment resent (its reliable sequence was seen before)",
        );
    }
    if s.frag() == 0 {
        payload::message(b, s.body, s.end(), c, t);
        if let Some(f) = sr.acks {
            t.add_generated(KexAckFrame, Value::U(f as u64));
        }
    } else {
        fragment(b, s, sr, c, t);
    }
    t.close(s.end());
}

fn fragment(b: &[u8], s: &Seg, sr: &SegRec, c: &mut Ctx, t: &mut Tree) {
    let mut data = s.body;
    if let Some(ty) = s.type_byte(b) {
        t.add(KexType, s.body, 1, Value::U(ty as u64));
        data += 1;
    }
    t.add(KexFragmentData, data, s.end() - data, Value::None);
    if let Some(i) = sr.frag_index {
        t.add_generated(KexFragmentIndex, Value::U(i as u64));
    }
    if let Some(f) = sr.reassembled_in {
        t.add_generated(KexReassembledIn, Value::U(f as u64));
    }
    if sr.abandoned {
        t.expert(
            Expert::Inconsistent,
            s.start,
            2,
            "a new message starts before the previous one's last fragment",
        );
    }
    if sr.gap {
        t.expert(
            Expert::Inconsistent,
            s.start,
            2,
            "the message's first fragment is not in the capture: not reassembled",
        );
        c.info.push("fragment (not reassembled)".into());
        return;
    }
    if sr.overflow {
        t.expert(
            Expert::LimitExceeded,
            s.start,
            s.size,
            format!("fragmented message longer than {MAX_MESSAGE} bytes: not reassembled"),
        );
        c.info.push("fragment (message too long)".into());
        return;
    }
    if sr.resent {
        c.info.push("fragment (resent)".into());
        return;
    }
    let Some(Whole { bytes: msg, frames }) = &sr.message else {
        c.info
            .push(format!("fragment {}", sr.frag_index.map_or(0, |i| i + 1)));
        return;
    };
    t.add_generated(KexFragmentCount, Value::U(frames.len() as u64));
    for &f in frames.iter() {
        t.add_generated(KexFragment, Value::U(f as u64));
    }
    t.add_generated(KexReassembledLength, Value::U(msg.len() as u64));
    let mut mt = c.new_tree();
    let before = c.sources.len();
    let n = c.info.len();
    mt.open(KexMessage, 0, Value::None);
    mt.label(|| format!(" ({} bytes, {} fragments)", msg.len(), frames.len()));
    payload::message(msg, 0, msg.len(), c, &mut mt);
    mt.close(msg.len());
    if let Some(last) = c.info.get_mut(n) {
        *last = format!("[{} fragments] {last}", frames.len());
    }
    c.sources.insert(
        before,
        Source {
            name: "Reassembled KEX message".into(),
            bytes: msg.to_vec(),
            tree: mt,
        },
    );
}

impl Conversation for Session {
    fn record_of(&self, frame: u32) -> Option<usize> {
        crate::codec::records::record_of(&self.records, frame, |r| r.frame)
    }
    fn direction(&self, idx: usize) -> Option<crate::codec::Dir> {
        self.records.get(idx).map(|r| r.dir)
    }
    fn new(id: u32) -> Self {
        Session {
            id,
            server: None,
            q2: q2::Session::kex(id),
            partial: [None, None],
            seen: Default::default(),
            records: Default::default(),
            analysis: Default::default(),
            last_seq: [None, None],
        }
    }

    fn first_pass_into(&mut self, d: &Datagram, want: Want, out: &mut Output) -> usize {
        let tree = want.tree;
        let (segs, bad) = split(d.bytes);
        let dir = self.direction(d, &segs);
        let mut rec = Record {
            frame: d.frame,
            dir,
            segs: vec![SegRec::default(); segs.len()],
        };
        self.track(d, &segs, &mut rec);
        let mut q2_idx: Vec<Option<usize>> = vec![None; segs.len()];
        let q2s = &mut self.q2;
        *out = {
            let mut game = |si: usize, bytes: &[u8], tree: bool| -> Option<Output> {
                let g = Datagram {
                    frame: d.frame,
                    src: d.src,
                    dst: d.dst,
                    bytes,
                    time: d.time,
                };
                let (qi, out) = q2s.kex_first_pass(&g, dir, inner(want, tree));
                if let Some(slot) = q2_idx.get_mut(si) {
                    *slot = Some(qi);
                }
                Some(out)
            };
            decode(&rec, d.bytes, (&segs, bad), self.id, tree, &mut game)
        };
        for (sr, qi) in rec.segs.iter_mut().zip(q2_idx) {
            sr.q2 = qi;
        }
        let idx = self.records.len();
        self.analyse(idx, d, &segs, &rec, out);
        self.records.push(rec);
        idx
    }

    fn footprint(&self) -> usize {
        crate::codec::records::footprint(self, &self.records, 0) + self.q2.footprint()
            - std::mem::size_of_val(&self.q2)
            + self.analysis.footprint()
    }

    fn replay_into(&self, idx: usize, bytes: &[u8], want: Want, out: &mut Output) -> bool {
        let tree = want.tree;
        let Some(rec) = self.records.get(idx) else {
            return false;
        };
        let q2s = &self.q2;
        let mut game = |si: usize, b: &[u8], tree: bool| -> Option<Output> {
            q2s.kex_replay(rec.segs.get(si)?.q2?, b, inner(want, tree))
        };
        let (segs, bad) = split(bytes);
        *out = decode(rec, bytes, (&segs, bad), self.id, tree, &mut game);
        self.analysis.finish(
            idx,
            |i| self.records.get(i).map(|r| r.frame),
            out,
            &ANALYSIS,
        );
        true
    }
}

/// What the Quake II session is asked for a game packet: everything, as for a datagram of its
/// own, but the resolved-state blocks' children only if the caller wants them.
fn inner(want: Want, tree: bool) -> Want {
    Want {
        resolved: want.resolved,
        ..Want::all(tree)
    }
}
