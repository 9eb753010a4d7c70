//! Netchan analysis, as Wireshark's TCP analysis does for TCP: per direction, what a datagram's
//! sequence number says about the datagrams around it (lost before it, out of order, a
//! duplicate), when the peer acknowledged it (round-trip time), and whether reliable data it
//! carries was sent before (retransmission). The sessions feed it the facts of their netchan
//! header in capture order on the first pass and keep each verdict in their record, so replay
//! shows the same; the acknowledgement of a datagram is a forward reference, known once the
//! peer's datagram has been read (like "reassembled in").
//!
//! The same reasoning serves every dialect: QuakeWorld and Quake II number every datagram in one
//! space per direction and acknowledge the highest sequence received; NetQuake numbers reliable
//! and unreliable datagrams in two spaces and acknowledges each reliable datagram.

use super::chunks::Chunks;
use super::records::Sparse;
use super::tree::{Expert, Tree, Value};
pub use super::verdict::{Delivery, Verdict};
use super::Dir;
use crate::fields::AnalysisFields;

/// Recent sequence numbers remembered per space, to name the first copy of a duplicate and to
/// tell a late datagram from a repeated one (the engines keep 64 frames of history).
pub const WINDOW: usize = 64;

/// What the sequence number of one datagram says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeqVerdict {
    /// Datagrams missing in this direction just before this one (a gap in the sequence).
    pub lost: u32,
    /// The first sequence of that gap.
    pub lost_from: u32,
    /// Sent before a datagram already seen, and not seen itself before.
    pub out_of_order: bool,
    /// The frame of the first copy, if this sequence was seen before.
    pub duplicate_of: Option<u32>,
    /// Far behind the highest sequence and not seen recently: the sender started its sequence
    /// afresh (a reconnect on the same ports, a map change that renews the netchan).
    pub restart: bool,
}

/// The last [`WINDOW`] values pushed, overwritten in place once full: a push is one store (no
/// front to pop), and the list grows as needed until then (a conversation of one datagram
/// keeps one entry).
#[derive(Clone, Debug)]
struct Ring<T> {
    buf: Vec<T>,
    /// Once full: where the oldest value is (the next push overwrites it).
    head: usize,
}

impl<T> Default for Ring<T> {
    fn default() -> Self {
        Ring {
            buf: Vec::new(),
            head: 0,
        }
    }
}

impl<T: Copy> Ring<T> {
    #[inline]
    fn push(&mut self, v: T) {
        if self.buf.len() < WINDOW {
            self.buf.push(v);
        } else {
            self.buf[self.head] = v;
            self.head = (self.head + 1) % WINDOW;
        }
    }
    /// The values, newest first.
    fn newest_first(&self) -> impl Iterator<Item = &T> + '_ {
        // before `head`: the values pushed since the ring last wrapped, the newest last
        let (newer, older) = self.buf.split_at(self.head);
        newer.iter().rev().chain(older.iter().rev())
    }
    /// The value pushed last.
    #[inline]
    fn last(&self) -> Option<&T> {
        let i = if self.head == 0 {
            self.buf.len()
        } else {
            self.head
        };
        self.buf.get(i.wrapping_sub(1))
    }
    /// The values, in no particular order.
    fn all(&self) -> &[T] {
        &self.buf
    }
    fn clear(&mut self) {
        self.buf.clear();
        self.head = 0;
    }
}

/// One sequence space of one direction.
#[derive(Clone, Debug, Default)]
pub struct SeqSpace {
    highest: Option<u32>,
    /// (sequence, frame of its first copy) of the last WINDOW sequences seen.
    recent: Ring<(u32, u32)>,
}

impl SeqSpace {
    /// The highest sequence seen so far.
    pub fn highest(&self) -> Option<u32> {
        self.highest
    }

    /// Whether `seq` is the one after the highest seen ([`SeqSpace::observe`] would find
    /// nothing to say of it).
    #[inline]
    fn next_is(&self, seq: u32) -> bool {
        self.highest.is_some_and(|h| seq == h.wrapping_add(1))
    }

    /// [`SeqSpace::observe`] of the sequence after the highest ([`SeqSpace::next_is`]).
    #[inline]
    fn advance(&mut self, seq: u32, frame: u32) {
        debug_assert!(self.next_is(seq));
        self.highest = Some(seq);
        self.recent.push((seq, frame));
    }

    /// The frame of the latest copy of `seq` among the recent sequences.
    fn first_copy(&self, seq: u32) -> Option<u32> {
        self.recent.newest_first().find(|r| r.0 == seq).map(|r| r.1)
    }

    /// Takes datagram `seq` of frame `frame` (sequences compared with wrap-around, as 32-bit
    /// serial numbers).
    #[inline]
    pub fn observe(&mut self, seq: u32, frame: u32) -> SeqVerdict {
        let mut v = SeqVerdict::default();
        match self.highest {
            None => self.highest = Some(seq),
            Some(h) => {
                let ahead = seq.wrapping_sub(h) as i32;
                if ahead > 0 {
                    if ahead > 1 {
                        v.lost = (ahead - 1) as u32;
                        v.lost_from = h.wrapping_add(1);
                    }
                    self.highest = Some(seq);
                } else if let Some(first) = self.first_copy(seq) {
                    v.duplicate_of = Some(first);
                    return v;
                } else if ahead < -(WINDOW as i32) {
                    v.restart = true;
                    self.highest = Some(seq);
                    self.recent.clear();
                } else {
                    v.out_of_order = true;
                }
            }
        }
        self.recent.push((seq, frame));
        v
    }
}

/// A range of sequences `lo..lo + len` in serial arithmetic that holds every value put in it
/// since it was last emptied (`len` 0: none; `u32::MAX`: every sequence): only ever widened,
/// so a value outside it was certainly not put in.
#[derive(Clone, Copy, Debug, Default)]
struct Span {
    lo: u32,
    len: u32,
}

impl Span {
    #[inline]
    fn may_hold(&self, n: u32) -> bool {
        self.len == u32::MAX || n.wrapping_sub(self.lo) < self.len
    }
    /// Widens the range to hold `s`, on the side that widens it least.
    #[inline]
    fn widen(&mut self, s: u32) {
        if self.len == 0 {
            (self.lo, self.len) = (s, 1);
            return;
        }
        let ahead = s.wrapping_sub(self.lo);
        if self.len == u32::MAX || ahead < self.len {
            return;
        }
        let forward = ahead.saturating_add(1);
        let backward = self.lo.wrapping_sub(s).saturating_add(self.len);
        if forward <= backward {
            self.len = forward;
        } else {
            (self.lo, self.len) = (s, backward);
        }
    }
}

/// Datagrams of one direction waiting for the peer's acknowledgement.
#[derive(Clone, Debug, Default)]
pub struct AckWait {
    /// (sequence, frame, record index, time) of unacknowledged datagrams, oldest first;
    /// bounded by WINDOW. A sequence sent again (NetQuake's resent DATA) keeps its first entry.
    pending: std::collections::VecDeque<(u32, u32, u32, f64)>,
    /// Holds every pending sequence (emptied with `pending`): a new sequence outside it is not
    /// looked for in `pending`. A direction the peer never acknowledges (a capture of one side,
    /// a demo) keeps WINDOW entries pending, whose walk would be two dozen cache lines a datagram.
    span: Span,
    /// Copies sent of each pending sequence beyond the first: (sequence, copies).
    copies: Vec<(u32, u32)>,
}

/// A datagram acknowledged by the peer: its frame (and record index), the acknowledging frame,
/// the time between, and how many copies were sent with its sequence.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Acked {
    pub frame: u32,
    pub idx: u32,
    pub by: u32,
    pub rtt: f64,
    pub sends: u32,
}

impl AckWait {
    pub fn sent(&mut self, seq: u32, frame: u32, time: f64) {
        self.sent_at(seq, frame, frame, time);
    }

    /// [`AckWait::sent`] of record `idx`. (Always inlined: a few tests on every datagram that
    /// waits for an ack, and whether the compiler inlines it otherwise moves with how the crate
    /// is split into units.)
    #[inline(always)]
    pub fn sent_at(&mut self, seq: u32, frame: u32, idx: u32, time: f64) {
        if self.span.may_hold(seq) && self.pending.iter().any(|p| p.0 == seq) {
            self.resent(seq);
            return;
        }
        if self.pending.len() == WINDOW {
            self.forget_oldest();
        }
        self.pending.push_back((seq, frame, idx, time));
        self.span.widen(seq);
    }

    /// Pending sequence `seq` sent again: one copy more.
    #[cold]
    fn resent(&mut self, seq: u32) {
        let room = self.copies.len() < WINDOW;
        match self.copies.iter_mut().find(|c| c.0 == seq) {
            Some(c) => c.1 += 1,
            None if room => self.copies.push((seq, 1)),
            None => {}
        }
    }

    /// The window is full: the oldest pending sequence is no longer waited for.
    #[cold]
    fn forget_oldest(&mut self) {
        if let Some((old, ..)) = self.pending.pop_front() {
            self.copies.retain(|c| c.0 != old);
        }
    }

    /// Sends of pending sequence `seq` (forgotten once returned).
    fn sends(&mut self, seq: u32) -> u32 {
        match self.copies.iter().position(|c| c.0 == seq) {
            Some(i) => 1 + self.copies.swap_remove(i).1,
            None => 1,
        }
    }

    /// The peer's datagram `by` (at `time`) acknowledges every sequence up to `ack`
    /// (cumulatively, as QuakeWorld and Quake II do); appends to `out` the datagrams it
    /// acknowledges first (into the caller's list: no list of its own per datagram).
    pub fn ack_upto(&mut self, ack: u32, by: u32, time: f64, out: &mut Vec<Acked>) {
        self.ack_upto_each(ack, by, time, |a| out.push(a));
    }

    /// [`AckWait::ack_upto`] handing each datagram acknowledged to `each`, oldest first.
    #[inline(always)]
    pub fn ack_upto_each(&mut self, ack: u32, by: u32, time: f64, mut each: impl FnMut(Acked)) {
        while let Some(&(seq, frame, idx, t)) = self.pending.front() {
            if (ack.wrapping_sub(seq) as i32) < 0 {
                break;
            }
            self.pending.pop_front();
            let sends = if self.copies.is_empty() {
                1
            } else {
                self.sends(seq)
            };
            each(Acked {
                frame,
                idx,
                by,
                rtt: (time - t).max(0.0),
                sends,
            });
        }
        if self.pending.is_empty() {
            self.span = Span::default();
        }
    }

    /// The peer acknowledges exactly `seq` (NetQuake's ACK of one reliable datagram); every copy
    /// sent with that sequence is acknowledged, the first one gives the time.
    pub fn ack_one(&mut self, seq: u32, by: u32, time: f64) -> Option<Acked> {
        if !self.span.may_hold(seq) {
            return None;
        }
        let first = self.pending.iter().position(|&(s, _, _, _)| s == seq)?;
        let (_, frame, idx, t) = self.pending[first];
        self.pending.remove(first);
        if self.pending.is_empty() {
            self.span = Span::default();
        }
        Some(Acked {
            frame,
            idx,
            by,
            rtt: (time - t).max(0.0),
            sends: self.sends(seq),
        })
    }

    /// Whether `seq` was acknowledged (or never sent): a sender repeats reliable data until then.
    pub fn waiting(&self, seq: u32) -> Option<u32> {
        self.pending
            .iter()
            .find(|&&(s, _, _, _)| s == seq)
            .map(|&(_, f, _, _)| f)
    }
}

/// Reliable data of one direction in QuakeWorld and Quake II: the sender repeats its reliable
/// message until the peer's acknowledgement shows it arrived (the reliable bit of the ack word
/// flips); a reliable datagram sent while the previous one is unacknowledged is a retransmission.
#[derive(Clone, Debug, Default)]
pub struct Reliable {
    /// Frame and record index that first sent the unacknowledged reliable message, its sends,
    /// the peer's reliable-ack bit when it was sent, and the time.
    open: Option<(u32, u32, u32, bool, f64)>,
    /// The peer's reliable-ack bit as last seen.
    peer_bit: Option<bool>,
}

impl Reliable {
    /// A datagram of this direction with the reliable bit set; returns the frame of the first
    /// send if it repeats a message not yet acknowledged.
    pub fn send(&mut self, frame: u32, time: f64) -> Option<u32> {
        self.send_at(frame, frame, time)
    }

    /// [`Reliable::send`] of record `idx`. While the peer's bit has not been seen (a capture
    /// that starts mid-session) a message is not followed: its delivery could not be told.
    pub fn send_at(&mut self, frame: u32, idx: u32, time: f64) -> Option<u32> {
        match &mut self.open {
            Some((first, _, sends, _, _)) => {
                *sends += 1;
                Some(*first)
            }
            None => {
                if let Some(bit) = self.peer_bit {
                    self.open = Some((frame, idx, 1, bit, time));
                }
                None
            }
        }
    }

    /// A datagram of the peer with reliable-ack bit `bit`: when it differs from the bit seen
    /// when the message was first sent, the message has arrived.
    pub fn peer_ack(&mut self, bit: bool, frame: u32, time: f64) -> Option<Delivery> {
        let known = self.peer_bit.replace(bit);
        match self.open {
            Some((first, first_idx, sends, at_send, t)) if known.is_some() && bit != at_send => {
                self.open = None;
                Some(Delivery {
                    first,
                    first_idx,
                    acked_by: frame,
                    latency: (time - t).max(0.0),
                    sends,
                })
            }
            _ => None,
        }
    }
}

/// A 16-bit sequence (KEX LAN) extended to 32 bits next to the last one seen.
pub fn extend16(last: Option<u32>, s: u16) -> u32 {
    match last {
        None => s as u32,
        Some(l) => l.wrapping_add(s.wrapping_sub(l as u16) as i16 as i32 as u32),
    }
}

/// An acknowledgement a datagram carries, of the peer's sequence space `space`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ack {
    /// Every sequence up to this one (QuakeWorld, Quake II: the highest received).
    Upto(u8, u32),
    /// Exactly this sequence (NetQuake's ACK, KEX LAN's ack segment).
    One(u8, u32),
}

/// What a session knows of one datagram's netchan header (first pass, capture order).
#[derive(Clone, Copy, Debug, Default)]
pub struct Facts<'a> {
    pub frame: u32,
    /// Capture time, seconds.
    pub time: f64,
    /// Sequences this datagram carries: (space, sequence). NetQuake: 0 unreliable, 1 reliable.
    pub seqs: &'a [(u8, u32)],
    /// The keys (space, sequence) under which the peer will acknowledge it.
    pub waits: &'a [(u8, u32)],
    pub acks: &'a [Ack],
    /// QuakeWorld and Quake II: (carries reliable data, the reliable-ack bit).
    pub reliable: Option<(bool, bool)>,
    /// The session recognised a resent reliable payload first sent in this frame (NetQuake
    /// DATA, KEX LAN reliable segments); it raises its own expert.
    pub retransmission_of: u32,
    /// Server frames the server did not send before this one (QuakeWorld's svc_chokecount,
    /// Quake II's svc_frame suppress count).
    pub choked: u32,
}

/// Whether a datagram with these findings raises a Sequence expert (the items a tree-less pass
/// still emits).
#[inline]
fn raises_expert(lost: u32, out_of_order: bool, duplicate_of: u32, retransmission_of: u32) -> bool {
    lost != 0 || out_of_order || duplicate_of != 0 || retransmission_of != 0
}

/// `*v == Verdict::default()`, asked first of what nearly every QuakeWorld and Quake II
/// datagram has (it acknowledges the peer's).
fn is_empty(v: &Verdict) -> bool {
    let Verdict {
        lost,
        lost_from,
        lost_captured,
        out_of_order,
        duplicate_of,
        retransmission_of,
        choked,
        acked_in,
        rtt,
        ack_rtt,
        delivery,
        delivered,
    } = v;
    ack_rtt.is_none()
        && *acked_in == 0
        && rtt.is_none()
        && *lost == 0
        && *lost_from == 0
        && *lost_captured == 0
        && !*out_of_order
        && *duplicate_of == 0
        && *retransmission_of == 0
        && *choked == 0
        && delivery.is_none()
        && delivered.is_none()
}

/// No value: u32::MAX (times are kept in microseconds, 71 minutes at most).
const NONE_US: u32 = u32::MAX;

fn us(t: f64) -> u32 {
    // `(t * 1e6).round().clamp(0.0, (NONE_US - 1) as f64) as u32` without `f64::round`, a
    // library call on baseline x86-64 (clamping first to integral bounds gives the same; the
    // fraction of a value below 2^32 is exact; NaN is 0 both ways)
    let x = (t * 1e6).clamp(0.0, (NONE_US - 1) as f64);
    let i = x as u32;
    i + (x - i as f64 >= 0.5) as u32
}

fn secs(us: u32) -> Option<f64> {
    (us != NONE_US).then(|| us as f64 / 1e6)
}

/// What nearly every datagram has, in one word (4 bytes): who acknowledged it and after how
/// long, and whether it acknowledges the peer's datagrams itself. The acknowledging datagram is
/// a record of the same conversation a few records later, so it is kept as the distance in
/// records (its frame is the record's); the round-trip time in microseconds takes 24 bits
/// (16.7 s). What does not fit goes to [`Analysis::far`]. A datagram's own acknowledgement
/// round-trip time ([`Verdict::ack_rtt`]: the time of the newest datagram it acknowledged) is
/// not kept: it is the round-trip time of the nearest earlier record whose acknowledging
/// record it is, checked on the first pass; where that reading differs it is kept in
/// [`Analysis::ack_rtt`].
#[derive(Clone, Copy, Debug, Default)]
struct Dense(u32);

impl Dense {
    /// Bits 0..7: records to the acknowledging record (0: none; [`Dense::FAR`]: in `far`).
    const DIST: u32 = 0x7f;
    const FAR: u32 = 0x7f;
    /// This datagram acknowledged some of the peer's ([`Verdict::ack_rtt`] is known).
    const ACKS: u32 = 0x80;
    /// Bits 8..32: the round-trip time, microseconds.
    const RTT_SHIFT: u32 = 8;
    const RTT_MAX: u32 = (1 << 24) - 1;

    fn dist(self) -> u32 {
        self.0 & Dense::DIST
    }
    fn rtt_us(self) -> u32 {
        self.0 >> Dense::RTT_SHIFT
    }
}

/// Each record's [`Dense`] word. While most are zero (NetQuake acknowledges only its reliable
/// messages) only the others are kept, as (record, word) sorted by record; once they are more
/// than two in five records (QuakeWorld and Quake II acknowledge every datagram), every word.
/// Both lists grow for the conversation's lifetime: [`Chunks`], never moved.
#[derive(Clone, Debug, Default)]
struct Words {
    len: u32,
    some: Chunks<(u32, Dense)>,
    all: Option<Chunks<Dense>>,
}

impl Words {
    fn len(&self) -> usize {
        self.len as usize
    }
    #[inline(always)]
    fn push_zero(&mut self) {
        self.len += 1;
        if let Some(a) = &mut self.all {
            a.push(Dense::default());
        }
    }
    #[inline(always)]
    fn get(&self, i: usize) -> Option<Dense> {
        if i >= self.len() {
            return None;
        }
        Some(match &self.all {
            Some(a) => a[i],
            // most reads are of records past the last one with a word
            None if !matches!(self.some.last(), Some(l) if l.0 as usize >= i) => Dense::default(),
            None => self
                .some
                .binary_search_by_key(&(i as u32), |e| e.0)
                .map_or(Dense::default(), |k| self.some[k].1),
        })
    }
    #[inline(always)]
    fn set(&mut self, i: usize, d: Dense) {
        let len = self.len();
        match &mut self.all {
            // `all` holds every record's word
            Some(a) => {
                if let Some(w) = a.get_mut(i) {
                    *w = d;
                }
            }
            None if i < len => self.set_sparse(i, d),
            None => {}
        }
    }
    fn set_sparse(&mut self, i: usize, d: Dense) {
        match self.some.binary_search_by_key(&(i as u32), |e| e.0) {
            Ok(k) => self.some[k].1 = d,
            Err(k) if d.0 != 0 => {
                if k == self.some.len() {
                    self.some.push((i as u32, d));
                } else {
                    self.some.insert(k, (i as u32, d));
                }
            }
            Err(_) => {}
        }
        if self.len >= 64 && self.some.len() * 5 > self.len() * 2 {
            let mut a = Chunks::new();
            (0..self.len()).for_each(|_| a.push(Dense::default()));
            for &(k, w) in self.some.iter() {
                a[k as usize] = w;
            }
            self.all = Some(a);
            self.some = Chunks::new();
        }
    }
    /// Sets `bits` in record `i`'s word.
    #[inline(always)]
    fn or(&mut self, i: usize, bits: u32) {
        match &mut self.all {
            Some(a) => {
                if let Some(w) = a.get_mut(i) {
                    w.0 |= bits;
                }
            }
            None => {
                let d = self.get(i).unwrap_or_default();
                self.set(i, Dense(d.0 | bits));
            }
        }
    }
    /// The non-zero words of records `lo..hi`, the last first.
    fn back(&self, lo: usize, hi: usize) -> impl Iterator<Item = (usize, Dense)> + '_ {
        let some = match &self.all {
            Some(_) => 0..0,
            None => {
                let a = self.some.partition_point(|e| (e.0 as usize) < lo);
                let b = self.some.partition_point(|e| (e.0 as usize) < hi);
                a..b
            }
        };
        let dense = self.all.iter().flat_map(move |a| {
            let end = hi.min(a.len());
            (lo..end).rev().zip(a.range(lo..end).rev().copied())
        });
        let sparse = self.some.range(some).rev().map(|&(k, d)| (k as usize, d));
        dense.chain(sparse).filter(|(_, d)| d.0 != 0)
    }
    fn heap_size(&self) -> usize {
        self.some.heap_size() + self.all.as_ref().map_or(0, |a| a.heap_size())
    }
}

/// The rest, kept only for the datagrams that have any of it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Rare {
    lost: u32,
    lost_from: u32,
    lost_captured: u32,
    out_of_order: bool,
    /// The retransmission was found here (QW/Q2 reliable bit), not by the session.
    own_retransmission: bool,
    duplicate_of: u32,
    retransmission_of: u32,
    choked: u32,
}

/// A reliable message's delivery: (first frame, acked by, latency µs, sends), kept on the
/// datagram that carried it and on the one whose acknowledgement delivered it.
type Dl = (u32, u32, u32, u32);

/// What [`Analysis`] keeps of one record, read once for its verdict.
struct Kept<'a> {
    word: Option<Dense>,
    rare: Option<&'a Rare>,
    delivery: Option<&'a Dl>,
    delivered: Option<&'a Dl>,
}

impl Kept<'_> {
    /// Nothing is kept: the verdict is the default one.
    #[inline]
    fn nothing(&self) -> bool {
        self.word.map_or(true, |d| d.0 == 0)
            && self.rare.is_none()
            && self.delivery.is_none()
            && self.delivered.is_none()
    }
}

/// A gap waiting for the peer's acknowledgements to tell capture loss from network loss.
#[derive(Clone, Copy, Debug)]
struct Gap {
    idx: u32,
    space: u8,
    from: u32,
    lost: u32,
    /// Sequences of the gap (its first 64) the peer acknowledged.
    acked: u64,
}

/// Gaps per direction still waiting for acknowledgements.
const GAPS: usize = 16;

/// The gaps of one direction waiting for acknowledgements, and a range of sequences that holds
/// the first 64 of every one: an acknowledgement outside it proves nothing, so the usual one
/// (the peer acknowledging the newest datagrams) does not walk the list.
#[derive(Clone, Debug, Default)]
struct Gaps {
    list: std::collections::VecDeque<Gap>,
    /// The range is `lo..lo + len` in serial arithmetic (`len` 0: no gap; `u32::MAX`: every
    /// sequence). Only ever widened until the list is cleared: a gap dropped from the list
    /// leaves it wider than needed, never too narrow.
    lo: u32,
    len: u32,
}

impl Gaps {
    fn clear(&mut self) {
        self.list.clear();
        self.len = 0;
    }
    fn push(&mut self, g: Gap) {
        if self.list.len() == GAPS {
            self.list.pop_front();
        }
        let span = g.lost.min(64);
        if self.len == 0 {
            (self.lo, self.len) = (g.from, span);
        } else {
            let ahead = g.from.wrapping_sub(self.lo);
            if (ahead as i32) >= 0 {
                self.len = self.len.max(ahead.saturating_add(span));
            } else {
                let back = self.lo.wrapping_sub(g.from);
                self.lo = g.from;
                self.len = back.saturating_add(self.len).max(span);
            }
        }
        self.list.push_back(g);
    }
    /// Whether a gap may hold sequence `n`.
    fn may_hold(&self, n: u32) -> bool {
        self.len == u32::MAX || n.wrapping_sub(self.lo) < self.len
    }
}

/// The first pass's working state (allocated on the first sequenced datagram).
#[derive(Clone, Debug, Default)]
struct Live {
    spaces: [[SeqSpace; 2]; 2],
    waits: [[AckWait; 2]; 2],
    reliable: [Reliable; 2],
    gaps: [Gaps; 2],
    /// The last WINDOW acknowledgement numbers each direction sent, per space of the peer: a
    /// gap found later may already have been acknowledged (the peer acks a datagram before the
    /// sender's next one shows the gap).
    acked: [[Ring<u32>; 2]; 2],
}

impl Live {
    /// The sequences and waits of a datagram that is not simply the next one ([`Facts`] of
    /// record `idx`, direction `dir`): restarts, gaps, late datagrams and duplicates, noted in
    /// `r`; returns whether it repeats a sequence seen.
    #[cold]
    #[inline(never)]
    fn sequences(&mut self, dir: Dir, idx: u32, f: &Facts, r: &mut Rare) -> bool {
        let (di, ri) = (dir.index(), dir.reverse().index());
        for &(space, seq) in f.seqs {
            let v = self.spaces[di][space as usize & 1].observe(seq, f.frame);
            if v.restart {
                // what this direction sent before is no longer waited for
                self.waits[di][space as usize & 1] = AckWait::default();
                self.reliable[di] = Reliable::default();
                self.gaps[di].clear();
                self.acked[ri][space as usize & 1].clear();
            }
            if v.lost > 0 {
                if r.lost == 0 {
                    r.lost_from = v.lost_from;
                }
                r.lost = r.lost.saturating_add(v.lost);
                // the peer may have acknowledged some of them already
                let mut acked = 0u64;
                for &n in self.acked[ri][space as usize & 1].all() {
                    let k = n.wrapping_sub(v.lost_from);
                    if k < v.lost && k < 64 {
                        acked |= 1 << k;
                    }
                }
                r.lost_captured += acked.count_ones();
                self.gaps[di].push(Gap {
                    idx,
                    space,
                    from: v.lost_from,
                    lost: v.lost,
                    acked,
                });
            }
            r.out_of_order |= v.out_of_order;
            if let (0, Some(d)) = (r.duplicate_of, v.duplicate_of) {
                r.duplicate_of = d;
            }
        }
        let repeat = r.duplicate_of != 0;
        for &(space, key) in f.waits {
            // a resent reliable datagram waits too: its acknowledgement counts the sends
            if !repeat || f.retransmission_of != 0 {
                self.waits[di][space as usize & 1].sent_at(key, f.frame, idx, f.time);
            }
        }
        repeat
    }
}

/// What the datagrams one datagram acknowledges give it: the round-trip time of the last one
/// (µs, [`NONE_US`]: none) and the nearest earlier record whose acknowledging record it is
/// (record, round-trip time).
struct Took {
    idx: u32,
    sample: u32,
    nearest: Option<(u32, u32)>,
}

impl Took {
    /// Datagram `x` is acknowledged by record `self.idx`.
    #[inline(always)]
    fn took(&mut self, a: &mut Analysis, x: &Acked) {
        self.sample = us(x.rtt);
        if let Some(d) = a.set_acked(x.idx, self.idx, self.sample) {
            // `nearest_acked(idx)` without its search: the records whose word names this one
            // as their acknowledging record are the ones set here (no earlier record names a
            // later one); of a record set twice, the later word stands
            if d.dist() != Dense::FAR
                && x.idx + d.dist() == self.idx
                && self.nearest.map_or(true, |(k, _)| x.idx >= k)
            {
                self.nearest = Some((x.idx, d.rtt_us()));
            }
        }
    }
}

/// One conversation's analysis: fed each datagram in capture order on the first pass
/// ([`Analysis::first_pass`]), it keeps each datagram's verdict for every later pass. Frames
/// are the session's: a verdict names them through the record index ([`Analysis::verdict`]
/// takes the session's record → frame lookup).
#[derive(Clone, Debug, Default)]
pub struct Analysis {
    live: Option<Box<Live>>,
    dense: Words,
    /// Acknowledgements [`Dense`] cannot hold: (acknowledging record, round-trip µs).
    far: Sparse<(u32, u32)>,
    /// [`Verdict::ack_rtt`] (µs, or none) where the nearest record acknowledged does not give it.
    ack_rtt: Sparse<u32>,
    /// The verdict of the datagrams with anything rare, by record index.
    rare: Sparse<Rare>,
    /// Deliveries, by the record that carried the message and by the one that delivered it.
    delivery: Sparse<Dl>,
    delivered: Sparse<Dl>,
    /// The last record the first pass read and its [`Verdict::ack_rtt`] (µs): the first pass's
    /// verdict of that record then needs no search for it.
    latest: Option<(u32, u32)>,
}

impl Analysis {
    /// The sequences start afresh (KEX LAN's new connection, a QuakeWorld or Quake II
    /// handshake on the same ports): what was followed is forgotten, the verdicts kept.
    pub fn restart(&mut self) {
        self.live = None;
    }

    /// Bytes kept (for the session's footprint).
    pub fn footprint(&self) -> usize {
        self.dense.heap_size()
            + self.far.heap_size()
            + self.ack_rtt.heap_size()
            + self.rare.heap_size()
            + self.delivery.heap_size()
            + self.delivered.heap_size()
            + self
                .live
                .as_ref()
                .map_or(0, |_| std::mem::size_of::<Live>() + 1024)
    }

    /// The acknowledging record and round-trip time (µs) of record `idx`, if acknowledged.
    fn acked(&self, idx: usize) -> Option<(u32, u32)> {
        self.acked_by_word(idx, self.dense.get(idx)?)
    }

    /// [`Analysis::acked`] of record `idx` whose word is `d`.
    #[inline]
    fn acked_by_word(&self, idx: usize, d: Dense) -> Option<(u32, u32)> {
        match d.dist() {
            0 => None,
            Dense::FAR => self.far.get(idx).copied(),
            n => Some((idx as u32 + n, d.rtt_us())),
        }
    }

    /// Record `by` acknowledged record `idx` after `rtt_us`; returns the word written.
    #[inline(always)]
    fn set_acked(&mut self, idx: u32, by: u32, rtt_us: u32) -> Option<Dense> {
        let dist = by.wrapping_sub(idx);
        let fits = dist > 0 && dist < Dense::FAR && rtt_us <= Dense::RTT_MAX;
        // what nearly every QuakeWorld and Quake II datagram has: acknowledged once, close by
        // (one look at its word)
        if let (Some(a), true) = (&mut self.dense.all, fits) {
            let w = a.get_mut(idx as usize)?;
            if w.dist() == 0 {
                w.0 |= dist | rtt_us << Dense::RTT_SHIFT;
                return Some(*w);
            }
        }
        self.set_acked_word(idx, by, rtt_us, fits)
    }

    /// [`Analysis::set_acked`] of a record acknowledged before, far or while the words are
    /// sparse; `fits`: the distance and round-trip time fit its word.
    #[inline(never)]
    fn set_acked_word(&mut self, idx: u32, by: u32, rtt_us: u32, fits: bool) -> Option<Dense> {
        let dist = by.wrapping_sub(idx);
        let old = self.dense.get(idx as usize)?;
        if old.dist() != 0 {
            // acknowledged again (a datagram waiting under several keys): the earlier
            // acknowledging record keeps the round-trip time it showed
            if let Some((prev, _)) = self.acked(idx as usize).filter(|a| a.0 != by) {
                let shown = self.ack_rtt_us(prev as usize);
                *self.ack_rtt.get_or_default(prev as usize) = shown;
            }
        }
        let acks = old.0 & Dense::ACKS;
        let d = if fits {
            Dense(dist | acks | rtt_us << Dense::RTT_SHIFT)
        } else {
            *self.far.get_or_default(idx as usize) = (by, rtt_us);
            Dense(Dense::FAR | acks)
        };
        self.dense.set(idx as usize, d);
        Some(d)
    }

    /// [`Verdict::ack_rtt`] of record `idx`, µs ([`NONE_US`]: none): kept, or the round-trip
    /// time of the nearest earlier record it acknowledged.
    fn ack_rtt_us(&self, idx: usize) -> u32 {
        match self.dense.get(idx) {
            Some(d) => self.ack_rtt_by_word(idx, d),
            None => NONE_US,
        }
    }

    /// [`Analysis::ack_rtt_us`] of record `idx` whose word is `d`.
    #[inline]
    fn ack_rtt_by_word(&self, idx: usize, d: Dense) -> u32 {
        if d.0 & Dense::ACKS == 0 {
            return NONE_US;
        }
        match self.latest {
            Some((i, us)) if i as usize == idx && idx + 1 == self.dense.len() => return us,
            _ => {}
        }
        if let Some(&x) = self.ack_rtt.get(idx) {
            return x;
        }
        self.nearest_acked(idx).unwrap_or(NONE_US)
    }

    /// The round-trip time of the nearest record before `idx` that `idx` acknowledged (within
    /// [`Dense`]'s reach).
    fn nearest_acked(&self, idx: usize) -> Option<u32> {
        let lo = idx.saturating_sub(Dense::FAR as usize - 1);
        self.dense
            .back(lo, idx)
            .find(|(k, d)| d.dist() != Dense::FAR && k + d.dist() as usize == idx)
            .map(|(_, d)| d.rtt_us())
    }

    /// [`Analysis::first_pass`] of record `idx` (direction `dir`, frame `frame`) whose only fact
    /// is sequence `seq` of `space` (nothing waits for it, it acknowledges nothing and carries no
    /// reliable bit, retransmission or choke: nearly every NetQuake datagram), if it is next in
    /// that sequence: only the sequence is noted then (the general path finds nothing else to
    /// keep for it). Returns false, having done nothing, otherwise: the caller then hands its
    /// facts to [`Analysis::first_pass`]. (Apart, so that the general path is built as before.)
    #[inline]
    pub fn first_pass_next(
        &mut self,
        idx: usize,
        dir: Dir,
        space: u8,
        seq: u32,
        frame: u32,
    ) -> bool {
        let Some(live) = self.live.as_deref_mut() else {
            return false;
        };
        let s = &mut live.spaces[dir.index()][space as usize & 1];
        if !s.next_is(seq) {
            return false;
        }
        s.advance(seq, frame);
        self.push_dense_for(idx);
        true
    }

    /// The dense word of record `idx`, after those of the records before it that the session
    /// kept without facts (connectionless datagrams).
    #[inline]
    fn push_dense_for(&mut self, idx: usize) {
        while self.dense.len() < idx {
            self.push_dense();
        }
        self.push_dense();
    }

    /// Record `idx` (records are numbered in capture order, from 0, every datagram of the
    /// conversation included) of direction `dir`, whose frame is `f.frame` (the session's
    /// record `idx` must be that frame: a verdict names the acknowledging datagram by its
    /// record).
    pub fn first_pass(&mut self, idx: usize, dir: Dir, f: &Facts) {
        self.push_dense_for(idx);
        let idx = idx as u32;
        let (di, ri) = (dir.index(), dir.reverse().index());
        if f.seqs.is_empty()
            && f.acks.is_empty()
            && f.reliable.is_none()
            && f.retransmission_of == 0
            && f.choked == 0
        {
            return;
        }
        let mut r = Rare {
            retransmission_of: f.retransmission_of,
            choked: f.choked,
            ..Rare::default()
        };
        // out of `self` while this datagram is read, so that what it acknowledges is kept as
        // each acknowledged datagram is found (no list of them in between)
        let mut live = self.live.take().unwrap_or_default();
        // nearly every datagram carries at most one sequence, the one after the highest seen
        // (waited for under that sequence, if at all), and at most one acknowledgement: read
        // without a loop; the rest as lists
        let in_order = match (f.seqs, f.waits) {
            ([], []) => true,
            ([(space, seq)], []) | ([(space, seq)], [(_, _)]) => {
                f.waits.is_empty() || f.waits[0] == (*space, *seq)
            }
            _ => false,
        } && f.retransmission_of == 0
            && f.seqs.first().map_or(true, |&(space, seq)| {
                live.spaces[di][space as usize & 1].next_is(seq)
            });
        let repeat = if in_order {
            if let Some(&(space, seq)) = f.seqs.first() {
                let k = space as usize & 1;
                live.spaces[di][k].advance(seq, f.frame);
                if !f.waits.is_empty() {
                    live.waits[di][k].sent_at(seq, f.frame, idx, f.time);
                }
            }
            false
        } else {
            live.sequences(dir, idx, f, &mut r)
        };
        // acknowledgements: the peer's datagrams they name (each acknowledged by this record),
        // and gaps they prove captured
        let mut took = Took {
            idx,
            sample: NONE_US,
            nearest: None,
        };
        match f.acks {
            [] => {}
            &[a] => self.ack(&mut live, dir, a, f, &mut took),
            acks => acks
                .iter()
                .for_each(|&a| self.ack(&mut live, dir, a, f, &mut took)),
        }
        if let Some((rel, rack)) = f.reliable.filter(|_| !repeat && !r.out_of_order) {
            if let Some(d) = live.reliable[ri].peer_ack(rack, f.frame, f.time) {
                self.deliver(idx, d);
            }
            if rel {
                if let Some(first) = live.reliable[di].send_at(f.frame, idx, f.time) {
                    r.retransmission_of = first;
                    r.own_retransmission = true;
                }
            }
        }
        let _none = self.live.replace(live);
        let (sample, nearest) = (took.sample, took.nearest.map(|(_, rtt)| rtt));
        debug_assert_eq!(nearest, self.nearest_acked(idx as usize));
        if sample != NONE_US {
            self.dense.or(idx as usize, Dense::ACKS);
            if nearest != Some(sample) {
                *self.ack_rtt.get_or_default(idx as usize) = sample;
            }
            // what `ack_rtt_us` finds for this record until the next one is read
            self.latest = Some((idx, sample));
        }
        // a datagram next in its sequence has only these of a rare part
        let rare = if in_order {
            r.own_retransmission || r.choked != 0
        } else {
            r != Rare::default()
        };
        if rare {
            *self.rare.get_or_default(idx as usize) = r;
        }
    }

    /// Acknowledgement `a` carried by the datagram of `f` (direction `dir`, record `took.idx`):
    /// the peer's datagrams it names, each acknowledged by this record, and the gaps it proves
    /// captured.
    #[inline(always)]
    fn ack(&mut self, live: &mut Live, dir: Dir, a: Ack, f: &Facts, took: &mut Took) {
        let (di, ri) = (dir.index(), dir.reverse().index());
        let (space, n) = match a {
            Ack::Upto(s, n) | Ack::One(s, n) => (s, n),
        };
        let seen = &mut live.acked[di][space as usize & 1];
        if seen.last() != Some(&n) {
            seen.push(n);
        }
        let w = &mut live.waits[ri][space as usize & 1];
        match a {
            Ack::Upto(..) => w.ack_upto_each(n, f.frame, f.time, |x| took.took(self, &x)),
            Ack::One(..) => {
                if let Some(x) = w.ack_one(n, f.frame, f.time) {
                    // space 1 is reliable data acknowledged one by one (NetQuake DATA, KEX LAN
                    // reliable segments): its acknowledgement is the delivery
                    if space == 1 {
                        self.deliver(
                            took.idx,
                            Delivery {
                                first: x.frame,
                                first_idx: x.idx,
                                acked_by: x.by,
                                latency: x.rtt,
                                sends: x.sends,
                            },
                        );
                    }
                    took.took(self, &x);
                }
            }
        }
        let gaps = &mut live.gaps[ri];
        if gaps.may_hold(n) {
            self.captured(gaps, space, n);
        }
    }

    /// The peer acknowledged sequence `n` of `space`: the gaps of this direction that hold it
    /// were the capture's loss (their records say how many of theirs were captured).
    #[cold]
    #[inline(never)]
    fn captured(&mut self, gaps: &mut Gaps, space: u8, n: u32) {
        for g in gaps.list.iter_mut().filter(|g| g.space == space) {
            let k = n.wrapping_sub(g.from);
            if k < g.lost && k < 64 && g.acked & (1 << k) == 0 {
                g.acked |= 1 << k;
                // an earlier record's gap (this record's own is kept by the caller)
                self.rare.get_or_default(g.idx as usize).lost_captured = g.acked.count_ones();
            }
        }
    }

    fn push_dense(&mut self) {
        self.dense.push_zero();
    }

    /// A reliable message's delivery, found by record `idx`: kept on the record that carried
    /// the message and on this one.
    fn deliver(&mut self, idx: u32, d: Delivery) {
        let v = (d.first, d.acked_by, us(d.latency), d.sends);
        *self.delivered.get_or_default(idx as usize) = v;
        *self.delivery.get_or_default(d.first_idx as usize) = v;
    }

    /// The verdict of record `idx` as known now; `frame_of` gives a record's frame (the
    /// session's records).
    #[inline]
    pub fn verdict(&self, idx: usize, frame_of: impl Fn(usize) -> Option<u32>) -> Verdict {
        let mut v = Verdict::default();
        self.fill(idx, &self.kept(idx), frame_of, &mut v);
        v
    }

    /// What is kept of record `idx`: its word, and its rare part and deliveries if any (each
    /// store is read once for a verdict).
    #[inline(always)]
    fn kept(&self, idx: usize) -> Kept<'_> {
        Kept {
            word: self.dense.get(idx),
            rare: self.rare.get(idx),
            delivery: self.delivery.get(idx),
            delivered: self.delivered.get(idx),
        }
    }

    /// [`Analysis::verdict`] into `v` (a default verdict) from what [`Analysis::kept`] read,
    /// built where it is kept.
    #[inline]
    fn fill(&self, idx: usize, k: &Kept, frame_of: impl Fn(usize) -> Option<u32>, v: &mut Verdict) {
        if let Some(d) = k.word {
            if let Some((by, rtt)) = self.acked_by_word(idx, d) {
                v.acked_in = frame_of(by as usize).unwrap_or(0);
                v.rtt = secs(rtt).filter(|_| v.acked_in != 0);
            }
            v.ack_rtt = secs(self.ack_rtt_by_word(idx, d));
        }
        if let Some(r) = k.rare {
            v.lost = r.lost;
            v.lost_from = r.lost_from;
            v.lost_captured = r.lost_captured;
            v.out_of_order = r.out_of_order;
            v.duplicate_of = r.duplicate_of;
            v.retransmission_of = r.retransmission_of;
            v.choked = r.choked;
        }
        let dl = |&(first, by, lat, sends): &Dl| Delivery {
            first,
            first_idx: 0,
            acked_by: by,
            latency: lat as f64 / 1e6,
            sends,
        };
        v.delivery = k.delivery.map(dl);
        v.delivered = k.delivered.map(dl);
    }

    /// Whether the retransmission of record `idx` was found by the analysis (QW/Q2), so it
    /// raises the expert (the sessions raise their own otherwise).
    fn own_retransmission(&self, idx: usize) -> bool {
        self.rare.get(idx).is_some_and(|r| r.own_retransmission)
    }

    /// Puts record `idx`'s verdict on `out` and its items in `out.frame` (`frame_of`: as for
    /// [`Analysis::verdict`]).
    #[inline]
    pub fn finish(
        &self,
        idx: usize,
        frame_of: impl Fn(usize) -> Option<u32>,
        out: &mut crate::codec::Output,
        f: &AnalysisFields,
    ) {
        let tree = out.frame.is_enabled();
        if !tree {
            // nobody reads the verdict without a tree (the taps ask for one, at least without
            // labels): only the Sequence experts are raised, and the record's rare part holds
            // all they say (in line: what nearly every datagram of a no-tree pass has)
            out.analysis = None;
            if !self.rare.get(idx).is_some_and(|r| {
                raises_expert(r.lost, r.out_of_order, r.duplicate_of, r.retransmission_of)
            }) {
                return;
            }
        }
        self.finish_verdict(idx, frame_of, out, f, tree);
    }

    /// [`Analysis::finish`] of a record whose verdict may be shown (`tree`) or raises an expert.
    #[inline(never)]
    fn finish_verdict(
        &self,
        idx: usize,
        frame_of: impl Fn(usize) -> Option<u32>,
        out: &mut crate::codec::Output,
        f: &AnalysisFields,
        tree: bool,
    ) {
        let k = self.kept(idx);
        if k.nothing() {
            // what most NetQuake datagrams have: the verdict is the default one
            debug_assert!(is_empty(&self.verdict(idx, &frame_of)));
            out.analysis = None;
            return;
        }
        // built where it is returned, and read there (a verdict is over a hundred bytes: every
        // datagram of QuakeWorld and Quake II has one)
        let v = out.analysis.insert(Verdict::default());
        self.fill(idx, &k, frame_of, v);
        if is_empty(v) {
            out.analysis = None;
            return;
        }
        self.emit_verdict(idx, v, &mut out.frame, f);
        if !tree {
            out.analysis = None;
        }
    }

    /// Adds record `idx`'s items: the `<proto>.analysis` subtree (only when it has anything)
    /// and the Sequence experts (raised without a tree too). `seq` is the datagram's sequence
    /// in its first space (for the expert texts).
    pub fn emit(
        &self,
        idx: usize,
        frame_of: impl Fn(usize) -> Option<u32>,
        t: &mut Tree,
        f: &AnalysisFields,
    ) {
        let v = self.verdict(idx, frame_of);
        self.emit_verdict(idx, &v, t, f);
    }

    #[inline]
    fn emit_verdict(&self, idx: usize, v: &Verdict, t: &mut Tree, f: &AnalysisFields) {
        if !t.is_enabled()
            && !raises_expert(v.lost, v.out_of_order, v.duplicate_of, v.retransmission_of)
        {
            // no expert to raise and no tree: what nearly every datagram of a no-tree pass is
            return;
        }
        self.emit_items(idx, v, t, f);
    }

    fn emit_items(&self, idx: usize, v: &Verdict, t: &mut Tree, f: &AnalysisFields) {
        if is_empty(v) {
            return;
        }
        if v.lost > 0 {
            let upto = v.lost_from.wrapping_add(v.lost - 1);
            let range = if v.lost == 1 {
                format!("sequence {}", v.lost_from)
            } else {
                format!("sequences {}\u{2013}{upto}", v.lost_from)
            };
            let s = if v.lost == 1 { "" } else { "s" };
            let why = match v.lost_captured {
                0 => String::new(),
                n if n == v.lost => format!(
                    ": the peer acknowledged {}, so the capture dropped {}",
                    if n == 1 { "it" } else { "them" },
                    if n == 1 { "it" } else { "them" }
                ),
                n => format!(
                    ": the peer acknowledged {n} of them (dropped by the capture), the rest may be network loss"
                ),
            };
            t.expert(
                Expert::Lost,
                0,
                0,
                format!(
                    "{} datagram{s} missing before sequence {} ({range}){why}",
                    v.lost,
                    upto.wrapping_add(1)
                ),
            );
        }
        if v.out_of_order {
            t.expert(
                Expert::OutOfOrder,
                0,
                0,
                "out of order: sent before a datagram already seen",
            );
        }
        if v.duplicate_of != 0 {
            t.expert(
                Expert::Duplicate,
                0,
                0,
                format!("duplicate of frame {}", v.duplicate_of),
            );
        }
        if v.retransmission_of != 0 && self.own_retransmission(idx) {
            t.expert(
                Expert::Retransmission,
                0,
                0,
                format!(
                    "reliable message resent (first sent in frame {})",
                    v.retransmission_of
                ),
            );
        }
        if !t.is_enabled() {
            return;
        }
        let shown = v.lost > 0
            || v.out_of_order
            || v.duplicate_of != 0
            || v.retransmission_of != 0
            || v.choked != 0
            || v.acked_in != 0
            || v.delivery.is_some();
        if !shown {
            return;
        }
        t.open_generated(f.tree);
        if v.lost > 0 {
            t.add_generated(f.lost, Value::U(v.lost as u64));
            if v.lost_captured > 0 {
                t.add_generated(f.lost_captured, Value::U(v.lost_captured as u64));
            }
        }
        if v.out_of_order {
            t.add_generated(f.out_of_order, Value::None);
        }
        if v.duplicate_of != 0 {
            t.add_generated(f.duplicate, Value::U(v.duplicate_of as u64));
        }
        if v.retransmission_of != 0 {
            t.add_generated(f.retransmission, Value::U(v.retransmission_of as u64));
        }
        if let (true, Some(choked)) = (v.choked != 0, f.choked) {
            t.add_generated(choked, Value::U(v.choked as u64));
        }
        if v.acked_in != 0 {
            t.add_generated(f.acked_in, Value::U(v.acked_in as u64));
            if let Some(rtt) = v.rtt {
                t.add_generated(f.rtt, Value::F(rtt));
            }
        }
        if let Some(d) = v.delivery {
            t.add_generated(f.delivery, Value::F(d.latency));
            t.add_generated(f.sends, Value::U(d.sends as u64));
        }
        t.close(0);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The frames of the records in these tests: record i is frame i + 1.
    fn fr(i: usize) -> Option<u32> {
        Some(i as u32 + 1)
    }

    #[test]
    fn microseconds_round_as_f64_round_does() {
        let slow = |t: f64| (t * 1e6).round().clamp(0.0, (NONE_US - 1) as f64) as u32;
        let mut t = [
            0.0,
            -0.0,
            -1.0,
            0.4e-6,
            0.5e-6,
            2.5e-6,
            0.5e-6_f64.next_down(),
            0.5f64.next_down() / 1e6,
            4_294.967_294_5,
            4_294.967_295,
            1e300,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ]
        .to_vec();
        let mut x = 0x1234_5678_9abc_def0u64;
        for _ in 0..100_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            t.push((x >> 11) as f64 / (1u64 << 53) as f64 * 20.0);
            t.push((x % 20_000_000) as f64 / 2e6 + 0.5e-6);
        }
        for t in t {
            assert_eq!(us(t), slow(t), "{t}");
        }
    }

    #[test]
    fn an_empty_verdict_is_the_default_one() {
        assert!(is_empty(&Verdict::default()));
        let d = Delivery {
            first: 1,
            first_idx: 0,
            acked_by: 2,
            latency: 0.0,
            sends: 1,
        };
        let one: [fn(&mut Verdict); 10] = [
            |v| v.lost = 1,
            |v| v.lost_from = 1,
            |v| v.lost_captured = 1,
            |v| v.out_of_order = true,
            |v| v.duplicate_of = 1,
            |v| v.retransmission_of = 1,
            |v| v.choked = 1,
            |v| v.acked_in = 1,
            |v| v.rtt = Some(0.0),
            |v| v.ack_rtt = Some(0.0),
        ];
        for (k, set) in one.iter().enumerate() {
            let mut v = Verdict::default();
            set(&mut v);
            assert!(!is_empty(&v), "field {k}");
        }
        for v in [
            Verdict {
                delivery: Some(d),
                ..Verdict::default()
            },
            Verdict {
                delivered: Some(d),
                ..Verdict::default()
            },
        ] {
            assert!(!is_empty(&v));
        }
    }

    #[test]
    fn words_kept_sparse_then_whole_read_alike() {
        let mut w = Words::default();
        let mut all: Vec<u32> = Vec::new();
        for i in 0..2000usize {
            w.push_zero();
            all.push(0);
            // sparse at first (one in ten), then most records (as QuakeWorld)
            let every = if i < 1000 { 10 } else { 1 };
            if i % every == 0 && i >= 3 {
                let v = (i as u32) << 8 | 3;
                w.set(i - 3, Dense(v));
                all[i - 3] = v;
            }
            if i == 999 {
                assert!(w.all.is_none(), "still sparse");
            }
        }
        assert!(w.all.is_some(), "whole once dense");
        for (i, &v) in all.iter().enumerate() {
            assert_eq!(w.get(i).map(|d| d.0), Some(v), "record {i}");
        }
        let back: Vec<usize> = w.back(1900, 1950).map(|(k, _)| k).collect();
        let want: Vec<usize> = (1900..1950).rev().filter(|&k| all[k] != 0).collect();
        assert_eq!(back, want);
    }

    #[test]
    fn a_ring_keeps_the_last_values_as_a_bounded_deque_does() {
        let mut r = Ring::default();
        let mut d = std::collections::VecDeque::new();
        for i in 0..300u32 {
            let v = i.wrapping_mul(2654435761) % 97;
            r.push(v);
            if d.len() == WINDOW {
                d.pop_front();
            }
            d.push_back(v);
            assert_eq!(r.last(), d.back());
            let a: Vec<u32> = r.newest_first().copied().collect();
            let b: Vec<u32> = d.iter().rev().copied().collect();
            assert_eq!(a, b, "after {i}");
            let mut x = r.all().to_vec();
            let mut y: Vec<u32> = d.iter().copied().collect();
            x.sort();
            y.sort();
            assert_eq!(x, y);
            if i == 150 {
                r.clear();
                d.clear();
                assert_eq!(r.last(), None);
            }
        }
    }

    #[test]
    fn a_span_holds_every_value_put_in_it() {
        let mut x = 0x9e37_79b9u32;
        for round in 0..200u32 {
            let mut sp = Span::default();
            let mut put = Vec::new();
            for _ in 0..100 {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                // near sequences mostly, far ones (and wrap-around) sometimes
                let s = match x % 7 {
                    0 => x,
                    1 => u32::MAX - (x % 50),
                    _ => round.wrapping_mul(1000).wrapping_add(x % 300),
                };
                sp.widen(s);
                put.push(s);
                assert!(put.iter().all(|&p| sp.may_hold(p)), "{put:?} {sp:?}");
            }
        }
        let mut sp = Span::default();
        assert!(!sp.may_hold(0));
        sp.widen(10);
        sp.widen(12);
        assert!(sp.may_hold(11) && !sp.may_hold(13) && !sp.may_hold(9));
    }

    #[test]
    fn gaps_late_datagrams_and_duplicates() {
        let mut s = SeqSpace::default();
        assert_eq!(s.observe(10, 1), SeqVerdict::default());
        assert_eq!(s.observe(11, 2), SeqVerdict::default());
        // 12 and 13 missing
        let v = s.observe(14, 3);
        assert_eq!((v.lost, v.lost_from), (2, 12));
        // 13 arrives late: out of order, not a duplicate
        let v = s.observe(13, 4);
        assert!(v.out_of_order && v.duplicate_of.is_none() && v.lost == 0);
        // 14 again: a duplicate of frame 3
        assert_eq!(s.observe(14, 5).duplicate_of, Some(3));
        // 13 again: a duplicate of its late copy
        assert_eq!(s.observe(13, 6).duplicate_of, Some(4));
        assert_eq!(s.highest(), Some(14));
    }

    #[test]
    fn sequences_wrap() {
        let mut s = SeqSpace::default();
        s.observe(u32::MAX - 1, 1);
        let v = s.observe(1, 2);
        assert_eq!((v.lost, v.lost_from), (2, u32::MAX));
        assert!(s.observe(u32::MAX, 3).out_of_order);
    }

    #[test]
    fn a_sequence_started_afresh_is_a_restart_not_a_late_datagram() {
        let mut s = SeqSpace::default();
        for (i, q) in (1000..1100).enumerate() {
            s.observe(q, i as u32 + 1);
        }
        let v = s.observe(1, 200);
        assert!(v.restart && !v.out_of_order && v.lost == 0);
        assert_eq!(s.observe(2, 201), SeqVerdict::default());
    }

    #[test]
    fn cumulative_and_single_acks() {
        let mut w = AckWait::default();
        w.sent(5, 1, 0.0);
        w.sent(6, 2, 0.1);
        w.sent(7, 3, 0.2);
        let mut a = Vec::new();
        w.ack_upto(6, 9, 0.35, &mut a);
        assert_eq!(a.len(), 2);
        assert_eq!((a[0].frame, a[0].by), (1, 9));
        assert!((a[1].rtt - 0.25).abs() < 1e-9);
        let mut b = Vec::new();
        w.ack_upto(6, 10, 0.4, &mut b);
        assert!(b.is_empty());
        assert_eq!(w.waiting(7), Some(3));
        let mut n = AckWait::default();
        n.sent(3, 1, 1.0);
        n.sent(3, 4, 2.0); // resent
        let a = n.ack_one(3, 5, 2.5).unwrap();
        assert_eq!((a.frame, a.by), (1, 5));
        assert!((a.rtt - 1.5).abs() < 1e-9);
        assert!(n.waiting(3).is_none());
    }

    #[test]
    fn reliable_resent_until_the_ack_bit_flips() {
        let mut r = Reliable::default();
        r.peer_ack(false, 1, 0.0);
        assert_eq!(r.send(2, 0.1), None);
        assert_eq!(r.peer_ack(false, 3, 0.2), None); // not yet
        assert_eq!(r.send(4, 0.3), Some(2)); // resent
        let d = r.peer_ack(true, 5, 0.45).unwrap();
        assert_eq!((d.first, d.acked_by, d.sends), (2, 5, 2));
        assert!((d.latency - 0.35).abs() < 1e-9);
        // the next message waits for the bit to flip back
        assert_eq!(r.send(6, 0.5), None);
        assert!(r.peer_ack(true, 7, 0.6).is_none());
        assert!(r.peer_ack(false, 8, 0.7).is_some());
    }

    /// A QuakeWorld-like exchange: the server's sequences 1..5 with 3 missing from the capture,
    /// the client acknowledging 3 (so the capture dropped it), a duplicate, round-trip times and
    /// a reliable message resent once.
    #[test]
    fn the_engine_tells_capture_loss_and_keeps_forward_references() {
        let mut a = Analysis::default();
        let mut idx = 0;
        let mut feed = |a: &mut Analysis,
                        dir: Dir,
                        frame: u32,
                        t: f64,
                        seq: u32,
                        ack: u32,
                        rel: (bool, bool)| {
            let seqs = [(0u8, seq)];
            let acks = [Ack::Upto(0, ack)];
            let f = Facts {
                frame,
                time: t,
                seqs: &seqs,
                waits: &seqs,
                acks: &acks,
                reliable: Some(rel),
                ..Facts::default()
            };
            a.first_pass(idx, dir, &f);
            idx += 1;
            a.verdict(idx - 1, fr)
        };
        let (sc, cs) = (Dir::ToClient, Dir::ToServer);
        feed(&mut a, cs, 1, 0.00, 10, 0, (false, false)); // idx 0
        feed(&mut a, sc, 2, 0.01, 1, 10, (true, false)); // idx 1: reliable, first send
        feed(&mut a, cs, 3, 0.03, 11, 1, (false, false)); // idx 2: acks 1, bit unchanged
        feed(&mut a, sc, 4, 0.04, 2, 11, (true, false)); // idx 3: resent
        let v = feed(&mut a, sc, 5, 0.06, 4, 11, (false, false)); // idx 4: 3 missing
        assert_eq!((v.lost, v.lost_from, v.lost_captured), (1, 3, 0));
        let v = feed(&mut a, sc, 6, 0.061, 4, 11, (false, false)); // idx 5: duplicate
        assert_eq!(v.duplicate_of, 5);
        let v = feed(&mut a, cs, 7, 0.08, 12, 3, (false, true)); // idx 6: acks 3, bit flips
        assert_eq!(v.delivered.map(|d| (d.first, d.sends)), Some((2, 2)));
        assert!((v.ack_rtt.unwrap() - 0.04).abs() < 1e-6, "{v:?}");
        // forward references, on the earlier records
        let gap = a.verdict(4, fr);
        assert_eq!(gap.lost_captured, 1, "the peer acked the missing 3");
        let first = a.verdict(1, fr);
        assert_eq!(first.acked_in, 3);
        assert!((first.rtt.unwrap() - 0.02).abs() < 1e-6);
        let d = first.delivery.unwrap();
        assert_eq!((d.acked_by, d.sends), (7, 2));
        assert!((d.latency - 0.07).abs() < 1e-6);
        assert_eq!(a.verdict(3, fr).retransmission_of, 2);
        // the expert says so, and a disabled tree still carries it
        let mut t = Tree::disabled();
        a.emit(4, fr, &mut t, &crate::fields::qw::ANALYSIS);
        let e: Vec<_> = t.experts().collect();
        assert_eq!(e.len(), 1);
        assert_eq!(e[0].0, Expert::Lost);
        assert!(e[0].1.contains("capture dropped it"), "{}", e[0].1);
    }

    #[test]
    fn a_resent_reliable_datagram_is_one_delivery_with_its_sends() {
        let mut a = Analysis::default();
        let rel = [(1u8, 7u32)];
        for (i, (frame, t, resent)) in [(1, 0.0, 0), (2, 0.5, 1), (3, 1.0, 1)]
            .into_iter()
            .enumerate()
        {
            let f = Facts {
                frame,
                time: t,
                seqs: if resent == 0 { &rel } else { &[] },
                waits: &rel,
                retransmission_of: resent,
                ..Facts::default()
            };
            a.first_pass(i, Dir::ToClient, &f);
        }
        let acks = [Ack::One(1, 7)];
        let f = Facts {
            frame: 4,
            time: 1.25,
            acks: &acks,
            ..Facts::default()
        };
        a.first_pass(3, Dir::ToServer, &f);
        let d = a.verdict(0, fr).delivery.unwrap();
        assert_eq!((d.acked_by, d.sends), (4, 3));
        assert!((d.latency - 1.25).abs() < 1e-6);
        assert_eq!(a.verdict(2, fr).retransmission_of, 1);
    }
}
