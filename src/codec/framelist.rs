//! Entity lists of received frames, stored as deltas against the frame they were decoded from.
//!
//! Every record keeps the state its datagram was decoded with, and a server datagram's state
//! holds its new frame: stored whole, a frame costs its entire entity list (a Quake II frame
//! about 2.5 KB) for the file's lifetime, although its message changed only a few entities. A
//! [`FrameList`] keeps only what changed against its source frame's list, plus the whole list
//! every [`MAX_DEPTH`] frames (a checkpoint), and rebuilds the whole list on demand by applying
//! the deltas from the nearest checkpoint. The newest lists of a conversation keep their
//! whole list at hand ([`FrameList::forget`] drops it once a list leaves that window), so the
//! first pass, which deltas from recent frames, rarely rebuilds; a replay (`tshark -2`, random
//! access) rebuilds at most `MAX_DEPTH` deltas.
//!
//! Lists are appended to a conversation's arenas (a few chunked buffers of about 64 KB), not allocated
//! one by one: a list costs its bytes, and a handle is an arena and an offset.
//!
//! A rebuilt list equals the one the first pass built, entity for entity, so both passes show
//! the same tree.

use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::{Arc, Mutex, MutexGuard, Weak};

/// Deltas between two whole lists: bounds the work of rebuilding one (at most this many merges).
pub const MAX_DEPTH: u16 = 64;

/// An entity kept in a frame: lists are sorted by [`Keyed::key`]. A delta stores each changed
/// entity as the 32-bit words ([`Keyed::words`]) that differ from the entity it replaces (or
/// from all zeros for a new one): a moving entity costs its position, not its whole struct.
pub trait Keyed: Copy + PartialEq + Send + Sync + 'static {
    /// How many words [`Keyed::words`] writes (at most 32).
    const WORDS: usize;
    fn key(&self) -> u32;
    /// The entity as `WORDS` words, losslessly (floats by their bits).
    fn words(&self, w: &mut [u32]);
    fn from_words(w: &[u32]) -> Self;
    /// Turns the words of an entity into the words its next state most likely has (Quake II's
    /// old origin is the previous origin); what differs from them is stored. Default: the
    /// same words.
    fn predict(_w: &mut [u32]) {}
    /// The step of word `k` on the wire when it holds a float sent as a multiple of it (a
    /// coordinate in eighths, an angle in 65536ths of a turn), else 0 ([`put_word`]).
    fn quantum(_k: usize) -> f32 {
        0.0
    }
}

/// Packing helpers for [`Keyed`] implementations (each entity type implements it beside its
/// definition, so this file knows no dialect).
pub mod word {
    pub fn lo16(w: u32) -> u16 {
        w as u16
    }
    pub fn hi16(w: u32) -> u16 {
        (w >> 16) as u16
    }
    pub fn pair(a: u16, b: u16) -> u32 {
        a as u32 | (b as u32) << 16
    }
    pub fn bytes4(w: u32) -> [u8; 4] {
        w.to_le_bytes()
    }
    pub fn f3(w: &[u32]) -> [f32; 3] {
        [
            f32::from_bits(w[0]),
            f32::from_bits(w[1]),
            f32::from_bits(w[2]),
        ]
    }
    pub fn put_f3(w: &mut [u32], v: [f32; 3]) {
        for (o, x) in w.iter_mut().zip(v) {
            *o = x.to_bits();
        }
    }
}

/// `x` as a multiple of `q`, when the float it holds is exactly that multiple (as the decoder
/// computed it from the wire: `n as f32 * q`).
#[inline]
fn steps(x: u32, q: f32) -> Option<i32> {
    let t = f32::from_bits(x) * (1.0 / q);
    if t.abs() < (1 << 22) as f32 {
        // (every coordinate and angle on the wire) rounded by adding 1.5 * 2^23: the sum's
        // unit in the last place is 1, and its low bits are the integer (no float-to-integer
        // conversion); a value halfway between two steps is no multiple either way
        let m = (t + 12_582_912.0).to_bits() as i32 - 0x4b40_0000;
        return ((m as f32 * q).to_bits() == x).then_some(m);
    }
    // rounded to the nearest step without a libm call (casts saturate; NaN gives 0, which the
    // check below rejects)
    let m = if t >= 0.0 {
        (t + 0.5) as i32
    } else {
        (t - 0.5) as i32
    };
    (m.unsigned_abs() <= 1 << 24 && (m as f32 * q).to_bits() == x).then_some(m)
}

/// `a` moved on by as much as it moved from `b` (`2a - b`), counted in steps of `q` when both
/// are exact multiples of it; else `a`. A prediction ([`Keyed::predict`]): any value
/// round-trips, a good guess only costs fewer bytes.
#[inline]
pub fn extrapolate(a: u32, b: u32, q: f32) -> u32 {
    if a == b {
        // (what the steps give too: `a` did not move, or is not a multiple of `q`)
        return a;
    }
    match (steps(a, q), steps(b, q)) {
        (Some(x), Some(y)) => ((2 * x - y) as f32 * q).to_bits(),
        _ => a,
    }
}

fn zigzag(d: i32) -> u32 {
    ((d << 1) ^ (d >> 31)) as u32
}

fn unzigzag(z: u32) -> i32 {
    (z >> 1) as i32 ^ -((z & 1) as i32)
}

/// Appends word `b` as its difference from `a`: the zigzag varint of the wrapping difference,
/// or, for a word with a quantum `q` (`Keyed::quantum`), of the difference in steps when both
/// hold exact multiples of it (a float's bits move by hundreds of thousands when it moves a
/// step; its steps by a few), the low bit saying which.
#[inline]
pub(crate) fn put_word(out: &mut Vec<u8>, a: u32, b: u32, q: f32) {
    varint64(out, word_value(a, b, q))
}

/// What [`put_word`] writes as a varint.
#[inline(always)]
fn word_value(a: u32, b: u32, q: f32) -> u64 {
    if q == 0.0 {
        return zigzag(b.wrapping_sub(a) as i32) as u64;
    }
    match (steps(a, q), steps(b, q)) {
        (Some(x), Some(y)) => (zigzag(y.wrapping_sub(x)) as u64) << 1 | 1,
        _ => (zigzag(b.wrapping_sub(a) as i32) as u64) << 1,
    }
}

/// Bytes a varint of a `u64` takes at most.
const VARINT_MAX: usize = 10;

/// Appends the words of `b` that `mask` selects (at most 32), each as [`put_word`] writes it
/// against the same word of `a` with its quantum `q(k)`, after `head` varints: the same bytes
/// as [`varint`] and [`put_word`] one after another, with room made once (a frame's changed
/// entities are a few hundred words).
#[inline(always)]
fn put_words(
    out: &mut Vec<u8>,
    head: &[u64],
    mut mask: u32,
    a: &[u32],
    b: &[u32],
    q: impl Fn(usize) -> f32,
) {
    let head = &head[..head.len().min(2)];
    out.reserve((head.len() + mask.count_ones() as usize) * VARINT_MAX);
    for &h in head {
        varint64(out, h);
    }
    while mask != 0 {
        let k = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        let (Some(&x), Some(&y)) = (a.get(k), b.get(k)) else {
            continue;
        };
        varint64(out, word_value(x, y, q(k)));
    }
}

/// Reads a word [`put_word`] wrote against the same `a` and `q`.
#[inline]
pub(crate) fn get_word(input: &mut &[u8], a: u32, q: f32) -> u32 {
    if q == 0.0 {
        return a.wrapping_add(unzigzag(read_varint(input)) as u32);
    }
    let v = read_varint64(input);
    let d = unzigzag((v >> 1) as u32);
    match steps(a, q).filter(|_| v & 1 == 1) {
        Some(x) => (x.wrapping_add(d) as f32 * q).to_bits(),
        None => a.wrapping_add(d as u32),
    }
}

/// Appends `e` as the words that differ from what `base` predicts (a mask, then each such
/// word as [`put_word`] writes it: a coordinate that moved a little or a frame number that
/// advanced costs one to three bytes, not four), after the varint `gap` when there is one (the
/// distance of its key from the one before).
fn encode<E: Keyed>(base: Option<&E>, e: &E, gap: Option<u32>, out: &mut Vec<u8>) {
    let (mut a, mut b) = ([0u32; 32], [0u32; 32]);
    if let Some(base) = base {
        base.words(&mut a);
        E::predict(&mut a);
    }
    e.words(&mut b);
    let mut mask = 0u32;
    for k in 0..E::WORDS.min(32) {
        mask |= ((a[k] != b[k]) as u32) << k;
    }
    let head = [gap.unwrap_or(0) as u64, mask as u64];
    let head = if gap.is_some() { &head[..] } else { &head[1..] };
    put_words(out, head, mask, &a[..E::WORDS], &b[..E::WORDS], E::quantum);
}

/// Reads one entity written by [`encode`] against the same `base`.
fn decode<E: Keyed>(base: Option<&E>, input: &mut &[u8]) -> E {
    let mut w = [0u32; 32];
    if let Some(base) = base {
        base.words(&mut w);
        E::predict(&mut w);
    }
    let mut mask = read_varint(input);
    while mask != 0 {
        let k = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        if let Some(slot) = w.get_mut(k).filter(|_| k < E::WORDS) {
            *slot = get_word(input, *slot, E::quantum(k));
        } else {
            read_varint(input);
        }
    }
    E::from_words(&w)
}

pub(crate) fn varint(out: &mut Vec<u8>, mut v: u32) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

/// Bytes [`varint`] writes for `v`.
fn varint_len(v: u32) -> usize {
    (32 - (v | 1).leading_zeros() as usize).div_ceil(7)
}

#[inline(always)]
fn varint64(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn read_varint64(input: &mut &[u8]) -> u64 {
    let mut v = 0u64;
    let mut shift = 0;
    while let Some((&b, rest)) = input.split_first() {
        *input = rest;
        v |= ((b & 0x7f) as u64).checked_shl(shift).unwrap_or(0);
        shift += 7;
        if b & 0x80 == 0 {
            break;
        }
    }
    v
}

#[inline]
pub(crate) fn read_varint(input: &mut &[u8]) -> u32 {
    // (most numbers stored take one byte)
    if let Some((&b, rest)) = input.split_first().filter(|(&b, _)| b < 0x80) {
        *input = rest;
        return b as u32;
    }
    let mut v = 0u32;
    let mut shift = 0;
    while let Some((&b, rest)) = input.split_first() {
        *input = rest;
        v |= ((b & 0x7f) as u32).checked_shl(shift).unwrap_or(0);
        shift += 7;
        if b & 0x80 == 0 {
            break;
        }
    }
    v
}

/// Lists stored one after another in one buffer (an arena): a list stored against another is
/// appended to its base's buffer, so that a list costs its bytes and no allocation of its own
/// (every frame of a capture has one; an allocation per list cost its 16-byte header, a
/// node and the malloc rounding of both, more than the delta itself). A buffer lives as long
/// as a handle to one of its lists does: lists are kept for the file's lifetime anyway.
///
/// A list at offset `o` is, as varints: how many bytes are the holder's, the holder's bytes
/// (first: a holder reads its numbers there often); its distance from its base's offset (0:
/// stored against nothing), its length, its depth (deltas between this list and the nearest
/// list stored against nothing); the length of the delta, the delta: how many entities of the base are gone, their keys (sorted, each as the
/// varint of its distance from the one before), then the new or changed entities in key order,
/// each as the distance of its key from the one before and [`encode`]'s diff against the
/// entity of the base with that key.
///
/// (Locks, not cells: a state may sit in a `static`; nothing contends for them, a conversation is
/// decoded on one thread.)
struct Arena<E> {
    bytes: Mutex<Bytes>,
    /// Whole lists at hand, by offset: the newest lists of a conversation (until
    /// [`FrameList::forget`]) and the one rebuilt last. Bounded ([`LIVE_MAX`]).
    live: Mutex<Vec<(u32, Arc<[E]>)>>,
    /// A transient arena's one list, whole (see [`transient`]): it has no delta to be rebuilt
    /// from, so it is never dropped.
    pinned: Option<Arc<[E]>>,
    /// The [`TICKS`] when a list was last stored into it or read from it whole.
    used: AtomicU64,
    /// Whether it is in [`KEEPING`].
    listed: AtomicBool,
    /// Its number, in the order arenas were made ([`FrameList::arena_id`]).
    id: u32,
}

/// An arena's bytes: chunks one after another, a list in one of them. A list is appended to
/// the last chunk, or starts a new one when it does not fit: nothing is moved as the arena
/// grows (a buffer grown by `realloc` copied the whole arena, cold, every time it grew: a
/// quarter of the frames' bytes again and again). Offsets run on across chunks (a chunk starts
/// where the one before it ends), so a list's base is still its offset minus its distance.
#[derive(Default)]
struct Bytes {
    /// The chunk lists are appended to (in place: an arena of one chunk costs what a buffer
    /// did), and its first offset.
    last: Vec<u8>,
    start: u32,
    /// The chunks before it, each with its first offset, in offset order.
    older: Vec<(u32, Box<[u8]>)>,
}

/// The largest chunk made to hold small lists (a list larger than that gets a chunk its size).
const CHUNK_MAX: usize = 4 << 10;

impl Bytes {
    fn one(data: Vec<u8>) -> Bytes {
        Bytes {
            last: data,
            ..Bytes::default()
        }
    }
    /// The offset the next list takes (the bytes the arena holds).
    fn len(&self) -> usize {
        self.start as usize + self.last.len()
    }
    /// The chunk holding offset `at`, and `at` in it.
    #[inline]
    fn chunk(&self, at: u32) -> (&[u8], u32) {
        if at >= self.start {
            return (&self.last, at - self.start);
        }
        // (the newest lists are read most: searched from the last chunk)
        for (start, c) in self.older.iter().rev() {
            if *start <= at {
                return (c, at - start);
            }
        }
        (&[], 0)
    }
    /// Where a list of `size` bytes is appended: the last chunk, or a new one (an eighth of
    /// the arena, between 256 bytes and [`CHUNK_MAX`], or the list's size: the last chunk's
    /// room is what a conversation keeps unused, as a buffer grown by a quarter kept a quarter).
    fn room(&mut self, size: usize) -> &mut Vec<u8> {
        if self.last.capacity() - self.last.len() < size {
            let len = self.len();
            let cap = size.max((len / 8).clamp(256, CHUNK_MAX));
            let full = std::mem::replace(&mut self.last, Vec::with_capacity(cap));
            if !full.is_empty() {
                // (it takes no more: the room a list did not fit in is given back)
                self.older.push((self.start, full.into_boxed_slice()));
            }
            self.start = len as u32;
        }
        &mut self.last
    }
    /// The last chunk's room given back (no more lists come).
    fn shrink_to_fit(&mut self) {
        self.last.shrink_to_fit();
        self.older.shrink_to_fit();
    }
}

/// The next arena's number. Arenas are numbered in the order they are made, so that the
/// conversations alive together have nearby numbers and a cache indexed by the number modulo
/// its size (Quake II's player-state cache) keeps one way each; a hash of the address put
/// them in ways at random, and one conversation in four shared its way once a few hundred were
/// interleaved.
static NEXT_ARENA: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

fn next_arena_id() -> u32 {
    NEXT_ARENA.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// Ticks (lists stored or rebuilt, in every conversation this thread decodes) after which an
/// arena that was not used drops the whole lists it keeps at hand: a conversation that ended
/// (or paused) would otherwise keep its newest few whole lists, a few KB each, for the file's
/// lifetime. Should it resume, its next delta rebuilds its source once (a cache: the lists
/// are the same either way).
const IDLE_TICKS: u64 = 1 << 15;
/// Ticks between two sweeps of the arenas that keep whole lists.
const SWEEP_EVERY: u64 = 1 << 12;

/// An arena that may keep whole lists at hand.
trait Keeping: Send + Sync {
    /// Drops the whole lists if the arena has not been used since `now - IDLE_TICKS`;
    /// whether it still keeps some.
    fn sweep(&self, now: u64) -> bool;
}

impl<E: Keyed> Keeping for Arena<E> {
    fn sweep(&self, now: u64) -> bool {
        let mut l = lock(&self.live);
        if now.saturating_sub(self.used.load(Relaxed)) >= IDLE_TICKS {
            *l = Vec::new();
        }
        let keeps = !l.is_empty();
        self.listed.store(keeps, Relaxed);
        keeps
    }
}

/// Counts a use of `arena` (see [`IDLE_TICKS`]), sweeping now and then.
fn tick<E: Keyed>(arena: &Arena<E>) {
    let now = TICKS.with(|t| {
        t.set(t.get() + 1);
        t.get()
    });
    arena.used.store(now, Relaxed);
    if now % SWEEP_EVERY == 0 {
        // taken out while swept, so that nothing it calls finds the list borrowed
        let mut v = KEEPING.with(|k| std::mem::take(&mut *k.borrow_mut()));
        v.retain(|w| w.upgrade().is_some_and(|a| a.sweep(now)));
        KEEPING.with(|k| {
            let mut k = k.borrow_mut();
            v.append(&mut k);
            *k = v;
        });
    }
}

/// The guarded value, even if a panic (caught at the entry point) left the lock poisoned: the
/// arena is only appended to, and a list is written whole before its offset is handed out.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// Whole lists an arena keeps at hand at most (its conversation's newest few, the one rebuilt
/// last; a list its holder dropped without forgetting it goes first).
const LIVE_MAX: usize = 20;

/// A list stored against nothing starts a new arena once its holder's arena is this big (an
/// arena grows by chunks, without moving: the bound is what a conversation that went quiet
/// keeps of its last arena's bookkeeping, and how long an arena's whole lists stay at hand).
const ARENA_BYTES: usize = 64 << 10;

/// What a list's bytes say after the holder's.
struct Header<'a> {
    len: u32,
    depth: u16,
    /// The delta.
    delta: &'a [u8],
}

/// A varint at `b[*i]` (as [`read_varint`] reads it, by index: a list's header is read
/// whenever its holder asks for a number kept in it).
#[inline]
fn varint_at(b: &[u8], i: &mut usize) -> u32 {
    // (most of a header's numbers take one byte)
    if let Some(&x) = b.get(*i).filter(|&&x| x < 0x80) {
        *i += 1;
        return x as u32;
    }
    let mut v = 0u32;
    let mut shift = 0u32;
    while let Some(&x) = b.get(*i) {
        *i += 1;
        if shift < 32 {
            v |= ((x & 0x7f) as u32) << shift;
        }
        shift += 7;
        if x & 0x80 == 0 {
            break;
        }
    }
    v
}

/// The holder's bytes of the list at `at`, and the index after them.
#[inline]
fn extra_at(bytes: &[u8], at: u32) -> (&[u8], usize) {
    let mut i = at as usize;
    let n = varint_at(bytes, &mut i) as usize;
    let extra = bytes.get(i..).unwrap_or(&[]);
    let extra = &extra[..n.min(extra.len())];
    (extra, i + extra.len())
}

/// The holder's bytes of the list at `at` (an offset in the arena) and its base's offset
/// (what a walk along the chain needs, without the rest of the header).
#[inline]
fn extra_and_base(bytes: &Bytes, at: u32) -> (&[u8], Option<u32>) {
    let (c, local) = bytes.chunk(at);
    let (extra, mut i) = extra_at(c, local);
    let back = varint_at(c, &mut i);
    (extra, (back != 0).then(|| at.wrapping_sub(back)))
}

#[inline]
fn header(bytes: &[u8], at: u32) -> Header<'_> {
    let (_, mut i) = extra_at(bytes, at);
    varint_at(bytes, &mut i);
    let len = varint_at(bytes, &mut i);
    let depth = varint_at(bytes, &mut i) as u16;
    let d = varint_at(bytes, &mut i) as usize;
    let delta = bytes.get(i..).unwrap_or(&[]);
    Header {
        len,
        depth,
        delta: &delta[..d.min(delta.len())],
    }
}

impl<E> Arena<E> {
    fn live(&self, at: u32) -> Option<Arc<[E]>> {
        if let Some(p) = self.pinned.as_ref().filter(|_| at == 0) {
            return Some(p.clone());
        }
        let l = lock(&self.live);
        l.iter()
            .rev()
            .find(|(o, _)| *o == at)
            .map(|(_, v)| v.clone())
    }
    fn forget(&self, at: u32) {
        // (an offset is there at most once: see `set_live`)
        let mut l = lock(&self.live);
        if let Some(i) = l.iter().position(|(o, _)| *o == at) {
            l.remove(i);
        }
    }
}

impl<E: Keyed> Arena<E> {
    fn set_live(self: &Arc<Self>, at: u32, list: Arc<[E]>) {
        {
            let mut l = lock(&self.live);
            if let Some(i) = l.iter().position(|(o, _)| *o == at) {
                l.remove(i);
            }
            if l.len() >= LIVE_MAX {
                l.remove(0);
            }
            l.push((at, list));
        }
        if !self.listed.swap(true, Relaxed) {
            let w: Weak<dyn Keeping> = Arc::downgrade(self) as Weak<dyn Keeping>;
            KEEPING.with(|k| k.borrow_mut().push(w));
        }
    }
}

/// A list [`FrameList::get`] rebuilt, whose whole list it keeps at hand until the next one.
trait Rebuilt {
    /// Drops the whole list, unless it is `keep`'s.
    fn forget_unless(&self, keep: &dyn std::any::Any);
}

impl<E: Keyed> Rebuilt for FrameList<E> {
    fn forget_unless(&self, keep: &dyn std::any::Any) {
        if keep
            .downcast_ref::<Self>()
            .is_some_and(|k| FrameList::ptr_eq(k, self))
        {
            return;
        }
        self.forget();
    }
}

/// Whether a list's keys ascend strictly: a list stored against a base must (the merge of a
/// delta needs it), any other is stored against nothing (see [`FrameList::derive_with`]). A
/// holder that keeps bytes of its own against its base's (a Quake II frame's player state)
/// asks the same, so that both are kept against the same base or both against nothing.
pub fn ascending<E: Keyed>(l: &[E]) -> bool {
    l.windows(2).all(|w| w[0].key() < w[1].key())
}

/// Buffers [`FrameList::derive_with`] reuses from one list to the next (a frame's delta is
/// built in them: no allocation per frame).
#[derive(Default)]
struct Scratch {
    removed: Vec<u32>,
    put: Vec<u8>,
    /// Per touched key: its index in the old list and in the new one (`NONE`: not there).
    edits: Vec<(u32, u32)>,
}

impl Scratch {
    const fn new() -> Self {
        Scratch {
            removed: Vec::new(),
            put: Vec::new(),
            edits: Vec::new(),
        }
    }
}

/// No index (see [`Scratch::edits`]).
const NONE: u32 = u32::MAX;

/// No index: an entity an edit of [`FrameList::derive_checked`] removed (not in the new list)
/// or added (not in the old one).
pub const NO_INDEX: u32 = NONE;

/// What the decoder says its message touched (see [`FrameList::derive_with`] and
/// [`FrameList::derive_checked`]).
#[derive(Clone, Copy)]
pub enum Touched<'a> {
    /// The keys it removed or changed, ascending.
    Keys(&'a [u32]),
    /// Per key it removed or changed, in ascending key order: the entity's index in the old
    /// list and in the new one.
    Edits(&'a [(u32, u32)]),
}

/// The list a new one is decoded from (see [`FrameList::derive_checked`]): borrowed, or given
/// up by its holder, whose whole list it was (its allocation then keeps the new whole list:
/// the lines it holds were just read, where another allocation's are cold once many
/// conversations interleave).
pub enum Old<'a, E> {
    Slice(&'a [E]),
    Given(Arc<[E]>),
    /// Given up and already made the new list by replacing some of its entities in place
    /// (a message that changed entities and neither added nor removed one): the indices
    /// replaced (as edits: the same index in the old list and the new one), ascending, and
    /// the entities they held (only their lines were touched; the new list is the one given,
    /// with no copy).
    Patched(Arc<[E]>, &'a [(u32, u32)], &'a [E]),
}

impl<'a, E> From<&'a [E]> for Old<'a, E> {
    fn from(s: &'a [E]) -> Self {
        Old::Slice(s)
    }
}

impl<E> Old<'_, E> {
    /// The list (for [`Old::Patched`], the new one: it has the old one's length and keys).
    pub fn as_slice(&self) -> &[E] {
        match self {
            Old::Slice(s) => s,
            Old::Given(a) | Old::Patched(a, ..) => a,
        }
    }
}

/// Whether the edits and entities replaced of [`Old::Patched`] name entities of `ents` by
/// ascending index and key, each the same index in both lists, with the key it replaced and
/// a change.
fn patch_agrees<E: Keyed>(ents: &[E], at: &[(u32, u32)], prev: &[E]) -> bool {
    let mut last: Option<(u32, u32)> = None;
    at.len() == prev.len()
        && at.iter().zip(prev).all(|(&(i, n), p)| {
            let ok = i == n
                && ents
                    .get(i as usize)
                    .is_some_and(|e| e.key() == p.key() && e != p)
                && last.map_or(true, |(li, lk)| li < i && lk < p.key());
            last = Some((i, p.key()));
            ok
        })
}

/// The touched `keys` (ascending) as edits (their indices in `old` and `ents`, those that
/// changed nothing left out) into `edits`; whether the lengths agree with them.
fn keys_to_edits<E: Keyed>(
    old: &[E],
    ents: &[E],
    keys: &[u32],
    edits: &mut Vec<(u32, u32)>,
) -> bool {
    if !keys.windows(2).all(|w| w[0] < w[1]) {
        return false;
    }
    let (mut gone, mut new) = (0, 0);
    // both lists ascend, as the touched keys do: each is searched from where the one before
    // was found
    let (mut from_o, mut from_n) = (0, 0);
    for &k in keys {
        let o = old[from_o..]
            .binary_search_by_key(&k, |e| e.key())
            .map(|x| from_o + x);
        let n = ents[from_n..]
            .binary_search_by_key(&k, |e| e.key())
            .map(|x| from_n + x);
        from_o = o.unwrap_or_else(|x| from_o + x);
        from_n = n.unwrap_or_else(|x| from_n + x);
        match (o, n) {
            (Ok(o), Ok(n)) if old[o] != ents[n] => edits.push((o as u32, n as u32)),
            (Ok(o), Err(_)) => {
                edits.push((o as u32, NONE));
                gone += 1;
            }
            (Err(_), Ok(n)) => {
                edits.push((NONE, n as u32));
                new += 1;
            }
            _ => {}
        }
    }
    old.len() - gone + new == ents.len()
}

/// Whether the decoder's `edits` are edits of `old` into `ents`, as far as it is cheap to
/// tell (each names entities there, with the same key when it names both, keys ascending,
/// the lengths agree: as much as touched keys are checked); those that changed nothing are
/// left out.
fn edits_agree<E: Keyed>(old: &[E], ents: &[E], edits: &mut Vec<(u32, u32)>) -> bool {
    let (mut gone, mut new) = (0usize, 0usize);
    let mut last: Option<u32> = None;
    let mut ok = true;
    edits.retain(|&(o, n)| {
        let key = match (old.get(o as usize), ents.get(n as usize)) {
            (Some(a), Some(b)) if a.key() == b.key() => {
                if a == b {
                    // (unchanged: nothing to store, but its key still orders the edits)
                    ok &= last.map_or(true, |l| l < a.key());
                    last = Some(a.key());
                    return false;
                }
                a.key()
            }
            (Some(a), None) if n == NONE => {
                gone += 1;
                a.key()
            }
            (None, Some(b)) if o == NONE => {
                new += 1;
                b.key()
            }
            _ => {
                ok = false;
                return false;
            }
        };
        ok &= last.map_or(true, |l| l < key);
        last = Some(key);
        true
    });
    ok && old.len() + new == ents.len() + gone
}

thread_local! {
    /// Scratch lists of [`FrameList::derive_with`] (removed keys, encoded changes, the
    /// touched keys' entities in the old and new list).
    static SCRATCH: std::cell::Cell<Scratch> = const { std::cell::Cell::new(Scratch::new()) };
    /// The list rebuilt last (see [`FrameList::get`]).
    static REBUILT: RefCell<Option<Box<dyn Rebuilt>>> = const { RefCell::new(None) };
    /// Lists stored or rebuilt so far (see [`IDLE_TICKS`]).
    static TICKS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
    /// The arenas that keep whole lists at hand.
    static KEEPING: RefCell<Vec<Weak<dyn Keeping>>> = const { RefCell::new(Vec::new()) };
    /// The list stored last ([`FrameList::key`]) and its bytes: a holder's memory accounting
    /// asks [`FrameList::retained`] of the list it has just stored, told here without the
    /// arena's lock or a walk of its header.
    /// (No list has offset `u32::MAX`: see [`FrameList::extends`].)
    static STORED: std::cell::Cell<((u32, u32), u32)> =
        const { std::cell::Cell::new(((u32::MAX, u32::MAX), 0)) };
}

/// Appends one stored list to the arena's bytes, as [`header`] and the delta readers read it:
/// the holder's bytes (`extra`), the distance back to its base, its length and depth, then its
/// delta (the keys removed, ascending, each as its gap from the one before, and `put`, the
/// entities encoded). Returns the bytes it took.
#[inline]
fn append_list(
    bytes: &mut Bytes,
    extra: &[u8],
    back: u32,
    len: u32,
    depth: u32,
    removed: &[u32],
    put: &[u8],
) -> u32 {
    let mut prev = 0u32;
    let gaps: usize = removed
        .iter()
        .map(|&k| varint_len(k.wrapping_sub(std::mem::replace(&mut prev, k))))
        .sum();
    let delta = varint_len(removed.len() as u32) + gaps + put.len();
    let size = varint_len(extra.len() as u32)
        + extra.len()
        + varint_len(back)
        + varint_len(len)
        + varint_len(depth)
        + varint_len(delta as u32)
        + delta;
    let data = bytes.room(size);
    varint(data, extra.len() as u32);
    data.extend_from_slice(extra);
    varint(data, back);
    varint(data, len);
    varint(data, depth);
    varint(data, delta as u32);
    varint(data, removed.len() as u32);
    let mut prev = 0u32;
    for &k in removed {
        varint(data, k.wrapping_sub(prev));
        prev = k;
    }
    data.extend_from_slice(put);
    size as u32
}

thread_local! {
    /// The entities [`FrameList::store_patched`] encodes, before they are appended.
    static PATCH_PUT: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

thread_local! {
    /// Set while [`transient`] runs.
    static TRANSIENT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with every list stored on its own instead of in its base's arena: a replay
/// (`tshark -2`, random access) decodes frames that are shown and dropped, and appended to an
/// arena they would stay there for the file's lifetime, once per replay. Such a list keeps its
/// whole list and no delta, so what is decoded from it is stored whole too (a holder that
/// keeps its own numbers as deltas checks [`is_transient`]).
pub fn transient<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            TRANSIENT.with(|t| t.set(self.0));
        }
    }
    let _restore = Restore(TRANSIENT.with(|t| t.replace(true)));
    f()
}

/// Whether lists are stored on their own now (see [`transient`]).
pub fn is_transient() -> bool {
    TRANSIENT.with(|t| t.get())
}

/// Drops the list rebuilt last (a new file).
pub fn clear_rebuilt() {
    REBUILT.with(|r| r.borrow_mut().take());
}

/// A frame's entity list (cheap to clone: shared): its arena and its offset there. Its holder
/// may keep bytes of its own with it (see [`FrameList::derive_with`]), and a word in the
/// handle ([`FrameList::mark`]), which fills what its layout would leave as padding.
pub struct FrameList<E>(Arc<Arena<E>>, u32, u32);

impl<E> Clone for FrameList<E> {
    fn clone(&self) -> Self {
        FrameList(self.0.clone(), self.1, self.2)
    }
}

impl<E> std::fmt::Debug for FrameList<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let (len, depth) = self.with_header(|h| (h.len, h.depth));
        write!(f, "FrameList(len {len}, depth {depth})")
    }
}

impl<E: Keyed> Default for FrameList<E> {
    fn default() -> Self {
        FrameList::whole(Vec::new())
    }
}

impl<E: Keyed> FrameList<E> {
    /// A list stored against nothing.
    pub fn whole(ents: Vec<E>) -> Self {
        Self::derive_with(None, &[], ents, &[], None, None)
    }

    /// The list `ents` (sorted by number) decoded from `base`, whose whole list is `old`: stored
    /// as what changed against it (the very same list when nothing did), or against nothing
    /// when the chain is long.
    pub fn derive(base: Option<&FrameList<E>>, old: &[E], ents: Vec<E>) -> Self {
        let from = base.filter(|b| b.extends(old));
        if let Some(b) = from.filter(|_| old == &ents[..]) {
            // the same list: shared, nothing stored
            return b.clone();
        }
        Self::store(from, old, &ents, &[], None, base)
    }
}

impl<E> FrameList<E> {
    fn with_header<R>(&self, f: impl FnOnce(Header<'_>) -> R) -> R {
        let bytes = lock(&self.0.bytes);
        let (c, at) = bytes.chunk(self.1);
        f(header(c, at))
    }
}

impl<E: Keyed> FrameList<E> {
    /// Whether a list derived from this one (whose whole list is `old`) is stored against it,
    /// not against nothing: the chain is short enough.
    pub fn extends(&self, old: &[E]) -> bool {
        self.extra_extends(old, |_| ()).1
    }

    /// A new list (never shared with `base`, even unchanged: `extra` is its own) that keeps
    /// the bytes `extra` beside its delta. `touched`, when the decoder knows it: the keys
    /// (ascending) its message removed or changed, every other entity of `ents` being `old`'s
    /// with the same key, so that only those are compared (a Quake II frame changes a few of
    /// its entities), not the whole lists. `home`: a list of the same conversation, whose arena
    /// a list stored against nothing joins while it is small.
    pub fn derive_with(
        base: Option<&FrameList<E>>,
        old: &[E],
        ents: Vec<E>,
        extra: &[u8],
        touched: Option<&[u32]>,
        home: Option<&FrameList<E>>,
    ) -> Self {
        let base = base.filter(|b| b.extends(old));
        Self::store(base, old, &ents, extra, touched, home)
    }

    /// [`FrameList::derive_with`] for a `base` already known to be usable (or none): not in a
    /// replay ([`is_transient`]), [`FrameList::extends`] `old`, both lists [`ascending`]. A
    /// holder that keeps bytes of its own against its base's checks that first (it must know
    /// which base they are kept against). The list is given as a slice (the caller keeps its
    /// buffer for the next one).
    ///
    /// `touched`: what the decoder changed, as it merged: best its edits ([`Touched::Edits`]:
    /// per entity it removed or changed, its index in `old` and in `ents`, [`NO_INDEX`]: not
    /// there), so that no key is searched for (checked against the keys); a decoder that does
    /// not count indices as it merges (FTE's updateentities) gives the keys ([`Touched::Keys`]).
    ///
    /// `reuse`: a whole list no longer needed (see [`FrameList::take_whole`]), whose
    /// allocation keeps this list's whole copy when it has its length (a conversation's frames
    /// mostly do: no allocation and free of a few KB per frame); `old` given up
    /// ([`Old::Given`]) is taken first, and kept as it is when nothing changed. `old` patched
    /// in place ([`Old::Patched`]) is the new list, and `ents` must be it: it is kept as it
    /// is, and only the entities it replaced are encoded.
    #[allow(clippy::too_many_arguments)]
    pub fn derive_checked<'a>(
        base: Option<&FrameList<E>>,
        old: impl Into<Old<'a, E>>,
        ents: &[E],
        extra: &[u8],
        touched: Option<Touched<'_>>,
        home: Option<&FrameList<E>>,
        reuse: Option<Arc<[E]>>,
    ) -> Self {
        Self::store_unchecked(base, old.into(), ents, extra, touched, home, reuse)
    }

    /// [`FrameList::derive_with`] from a `base` that [`FrameList::extends`] `old` (or none).
    fn store(
        base: Option<&FrameList<E>>,
        old: &[E],
        ents: &[E],
        extra: &[u8],
        touched: Option<&[u32]>,
        home: Option<&FrameList<E>>,
    ) -> Self {
        // the merge below (and `apply`'s) needs keys in strictly ascending order; a client
        // builds a list out of order from a server that sends numbers out of order (its merge
        // appends a number lower than the last from the baseline), and such a list is stored
        // against nothing, in its own order
        let base = base.filter(|_| !is_transient() && ascending(old) && ascending(ents));
        Self::store_unchecked(
            base,
            Old::Slice(old),
            ents,
            extra,
            touched.map(Touched::Keys),
            home,
            None,
        )
    }

    /// [`FrameList::store`] once `base` is known to be usable (see
    /// [`FrameList::derive_checked`]).
    fn store_unchecked(
        base: Option<&FrameList<E>>,
        given: Old<'_, E>,
        ents: &[E],
        extra: &[u8],
        touched: Option<Touched<'_>>,
        home: Option<&FrameList<E>>,
        reuse: Option<Arc<[E]>>,
    ) -> Self {
        if is_transient() {
            return Self::detached(ents, extra);
        }
        debug_assert!(match &given {
            Old::Patched(g, ..) => std::ptr::eq(g.as_ptr(), ents.as_ptr()),
            _ => true,
        });
        // a list patched in place (`ents` is it) holds the old entities it replaced only
        // (should they not agree with it, the old list is rebuilt from them and merged whole)
        let patched = match &given {
            Old::Patched(_, at, prev) if base.is_some() => Some((*at, *prev)),
            _ => None,
        };
        let restored: Vec<E>;
        let (old, patched, touched) = match patched {
            Some((at, prev)) if patch_agrees(ents, at, prev) => (&[][..], Some((at, prev)), None),
            Some((at, prev)) => {
                let mut o = ents.to_vec();
                for (&(i, _), &p) in at.iter().zip(prev) {
                    if let Some(x) = o.get_mut(i as usize) {
                        *x = p;
                    }
                }
                restored = o;
                (&restored[..], None, None)
            }
            None if base.is_some() => (given.as_slice(), None, touched),
            None => (&[][..], None, touched),
        };
        let Scratch {
            mut removed,
            mut put,
            mut edits,
        } = SCRATCH.with(|s| s.take());
        removed.clear();
        put.clear();
        edits.clear();
        let (mut i, mut j) = (0, 0);
        let mut last = 0u32;
        let mut add = |base: Option<&E>, n: &E, put: &mut Vec<u8>| {
            let gap = n.key().wrapping_sub(last);
            last = n.key();
            encode(base, n, Some(gap), put);
        };
        // the decoder's word, checked where it is cheap: its edits name entities of the lists
        // in ascending key order, and the lengths agree (else the whole lists are merged)
        let told = match touched.filter(|_| base.is_some()) {
            Some(Touched::Keys(keys)) => keys_to_edits(old, ents, keys, &mut edits),
            Some(Touched::Edits(given)) => {
                edits.extend_from_slice(given);
                edits_agree(old, ents, &mut edits)
            }
            None => false,
        };
        if let Some((at, prev)) = patched {
            for (&(i, _), p) in at.iter().zip(prev) {
                add(Some(p), &ents[i as usize], &mut put);
            }
            // (`old` is empty: nothing is merged below)
            j = ents.len();
        } else if told {
            for &(o, n) in &edits {
                let o = old.get(o as usize);
                match ents.get(n as usize) {
                    Some(n) => add(o, n, &mut put),
                    None => removed.extend(o.map(|o| o.key())),
                }
            }
            i = old.len();
            j = ents.len();
        }
        while i < old.len() || j < ents.len() {
            match (old.get(i), ents.get(j)) {
                (Some(o), Some(n)) if o.key() == n.key() => {
                    if o != n {
                        add(Some(o), n, &mut put);
                    }
                    i += 1;
                    j += 1;
                }
                (Some(o), Some(n)) if o.key() < n.key() => {
                    removed.push(o.key());
                    i += 1;
                }
                (Some(o), None) => {
                    removed.push(o.key());
                    i += 1;
                }
                (_, Some(n)) => {
                    add(None, n, &mut put);
                    j += 1;
                }
                (None, None) => break,
            }
        }
        let unchanged = base.is_some() && put.is_empty() && removed.is_empty();
        // the arena: the base's; else the home's while it is small; else a new one
        let arena = match (base, home) {
            (Some(b), _) => b.0.clone(),
            (None, Some(h)) if lock(&h.0.bytes).len() < ARENA_BYTES => h.0.clone(),
            _ => {
                if let Some(h) = home {
                    // it takes no more lists stored against nothing: its last chunk's slack
                    // is given back
                    lock(&h.0.bytes).shrink_to_fit();
                }
                Arc::new(Arena {
                    bytes: Mutex::new(Bytes::default()),
                    live: Mutex::new(Vec::new()),
                    pinned: None,
                    used: AtomicU64::new(0),
                    listed: AtomicBool::new(false),
                    id: next_arena_id(),
                })
            }
        };
        tick(&arena);
        let at;
        {
            let mut bytes = lock(&arena.bytes);
            at = bytes.len() as u32;
            let (back, depth) = base.map_or((0, 0), |b| {
                let (c, local) = bytes.chunk(b.1);
                (at - b.1, header(c, local).depth as u32 + 1)
            });
            let len = ents.len() as u32;
            let size = append_list(&mut bytes, extra, back, len, depth, &removed, &put);
            STORED.with(|s| s.set(((arena.id, at), size)));
        }
        SCRATCH.with(|s| {
            s.set(Scratch {
                removed,
                put,
                edits,
            })
        });
        // an unchanged list shares the whole list its base has at hand (or gave up)
        let (kept, given) = match given {
            // (the new list itself)
            Old::Patched(g, ..) => (Some(g), None),
            Old::Given(g) if unchanged => (Some(g), None),
            Old::Given(g) => (None, Some(g)),
            Old::Slice(_) if unchanged => (base.and_then(|b| b.0.live(b.1)), None),
            Old::Slice(_) => (None, None),
        };
        let live = match kept {
            Some(l) => Some(l),
            None if ents.is_empty() => None,
            None => Some(
                // (the given list first: its lines were just read)
                match [given, reuse].into_iter().flatten().find_map(|mut r| {
                    let m = Arc::get_mut(&mut r).filter(|m| m.len() == ents.len())?;
                    m.copy_from_slice(ents);
                    Some(r)
                }) {
                    Some(r) => r,
                    None => Arc::from(ents),
                },
            ),
        };
        if let Some(l) = live {
            arena.set_live(at, l);
        }
        FrameList(arena, at, 0)
    }

    /// A list of its own (see [`transient`]): an arena holding only the holder's bytes and
    /// the whole list, at a depth nothing extends (a list decoded from it is detached too).
    fn detached(ents: &[E], extra: &[u8]) -> Self {
        let mut data = Vec::with_capacity(extra.len() + 8);
        varint(&mut data, extra.len() as u32);
        data.extend_from_slice(extra);
        varint(&mut data, 0);
        varint(&mut data, ents.len() as u32);
        varint(&mut data, MAX_DEPTH as u32 - 1);
        varint(&mut data, 0);
        FrameList(
            Arc::new(Arena {
                bytes: Mutex::new(Bytes::one(data)),
                live: Mutex::new(Vec::new()),
                pinned: Some(Arc::from(ents)),
                used: AtomicU64::new(0),
                listed: AtomicBool::new(false),
                id: next_arena_id(),
            }),
            0,
            0,
        )
    }

    pub fn len(&self) -> usize {
        self.with_header(|h| h.len as usize)
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `f` of the holder's bytes of this list.
    pub fn extra<R>(&self, f: impl FnOnce(&[u8]) -> R) -> R {
        let bytes = lock(&self.0.bytes);
        let (c, at) = bytes.chunk(self.1);
        f(extra_at(c, at).0)
    }

    /// [`FrameList::extra`] and [`FrameList::extends`] `old` at once (one lock, one walk
    /// of the header: a holder asks both of the list each frame is decoded from).
    pub fn extra_extends<R>(&self, old: &[E], f: impl FnOnce(&[u8]) -> R) -> (R, bool) {
        let bytes = lock(&self.0.bytes);
        let (c, at) = bytes.chunk(self.1);
        let (extra, mut i) = extra_at(c, at);
        varint_at(c, &mut i);
        let len = varint_at(c, &mut i);
        let depth = varint_at(c, &mut i);
        let extends = depth + 1 < MAX_DEPTH as u32
            && len as usize == old.len()
            && bytes.len() < u32::MAX as usize / 2;
        (f(extra), extends)
    }

    /// `f` of the holder's bytes of this list and then of each older one along the chain it
    /// is stored against, until `f` says stop (false).
    pub fn chain(&self, mut f: impl FnMut(&[u8]) -> bool) {
        let bytes = lock(&self.0.bytes);
        let mut at = Some(self.1);
        while let Some(o) = at {
            let (extra, base) = extra_and_base(&bytes, o);
            if !f(extra) {
                break;
            }
            at = base;
        }
    }

    /// The whole list (rebuilt from the list stored against nothing when it is not at hand).
    pub fn get(&self) -> Arc<[E]> {
        self.get_noting().0
    }

    /// [`FrameList::get`], and whether the list was at hand (not rebuilt).
    pub fn get_noting(&self) -> (Arc<[E]>, bool) {
        let arena = &self.0;
        let mut path = Vec::new();
        let mut at = self.1;
        let mut acc: Arc<[E]> = loop {
            if let Some(l) = arena.live(at) {
                break l;
            }
            path.push(at);
            match extra_and_base(&lock(&arena.bytes), at).1 {
                Some(b) => at = b,
                None => break Arc::from(Vec::new()),
            }
        };
        if path.is_empty() {
            arena.used.store(TICKS.with(|t| t.get()), Relaxed);
            return (acc, true);
        }
        tick(arena);
        {
            let bytes = lock(&arena.bytes);
            for o in path.into_iter().rev() {
                let (c, local) = bytes.chunk(o);
                let h = header(c, local);
                acc = Arc::from(apply(&acc, h.delta, h.len as usize));
            }
        }
        // kept at hand until the next rebuild: a replay in capture order then rebuilds each
        // frame from the one before it (one delta), not along the chain from a whole list
        arena.set_live(self.1, acc.clone());
        let before = REBUILT.with(|r| r.borrow_mut().replace(Box::new(self.clone())));
        if let Some(b) = before {
            b.forget_unless(self);
        }
        (acc, false)
    }

    /// Drops the whole list kept at hand (the list is no longer among its conversation's
    /// newest); [`FrameList::get`] rebuilds it when asked.
    pub fn forget(&self) {
        self.0.forget(self.1);
    }

    /// [`FrameList::forget`], handing the whole list to the caller when nothing else holds it
    /// (for [`FrameList::derive_checked`] to keep a new list in).
    pub fn take_whole(&self) -> Option<Arc<[E]>> {
        let mut l = lock(&self.0.live);
        let i = l.iter().position(|(o, _)| *o == self.1)?;
        let (_, mut v) = l.remove(i);
        drop(l);
        Arc::get_mut(&mut v).is_some().then_some(v)
    }

    /// A list patched in place from this one: `whole`, this list's whole list given up (see
    /// [`FrameList::take_whole`]) and made the new one by replacing the entities at the
    /// indices `at` (as [`Old::Patched`]: ascending, the same index in both lists), which
    /// held `prev`; stored against this list, the entities replaced only, and kept at hand
    /// as it is. What [`FrameList::derive_checked`] stores from this base with
    /// [`Old::Patched`], in one look at the arena: the base's header is read once for both
    /// the check and the depth, and nothing is merged (FTE's list in force: most messages
    /// replace an entity or two of a few dozen, and the fixed costs of the general store
    /// were most of theirs). `Err(whole)` when it cannot be stored against this list (a
    /// replay, or the chain is long: [`FrameList::extends`]); the caller stores it the
    /// general way.
    pub fn store_patched(
        &self,
        whole: Arc<[E]>,
        at: &[(u32, u32)],
        prev: &[E],
    ) -> Result<Self, Arc<[E]>> {
        if is_transient() || !patch_agrees(&whole, at, prev) {
            return Err(whole);
        }
        let arena = &self.0;
        let new_at = PATCH_PUT.with(|p| {
            let put = &mut *p.borrow_mut();
            put.clear();
            let mut bytes = lock(&arena.bytes);
            let (c, local) = bytes.chunk(self.1);
            let h = header(c, local);
            let depth = h.depth as u32 + 1;
            if depth >= MAX_DEPTH as u32
                || h.len as usize != whole.len()
                || bytes.len() >= u32::MAX as usize / 2
            {
                return None;
            }
            let mut last = 0u32;
            for (&(i, _), p) in at.iter().zip(prev) {
                let n = &whole[i as usize];
                encode(Some(p), n, Some(n.key().wrapping_sub(last)), put);
                last = n.key();
            }
            // (no holder's bytes, no entity removed)
            let at = bytes.len() as u32;
            let size = append_list(
                &mut bytes,
                &[],
                at - self.1,
                whole.len() as u32,
                depth,
                &[],
                put,
            );
            STORED.with(|s| s.set(((arena.id, at), size)));
            Some(at)
        });
        let Some(new_at) = new_at else {
            return Err(whole);
        };
        tick(arena);
        arena.set_live(new_at, whole);
        Ok(FrameList(arena.clone(), new_at, 0))
    }

    /// The holder's word kept in this handle (0 for a new list; a clone copies it).
    pub fn mark(&self) -> u32 {
        self.2
    }
    pub fn set_mark(&mut self, m: u32) {
        self.2 = m;
    }

    /// Which arena the list is in: its number, in the order arenas were made (equal for lists
    /// of one arena; another arena has the same only after 2³² more were made).
    pub fn arena_id(&self) -> u32 {
        self.0.id
    }

    /// Which stored list this is, as numbers: equal for handles of the same list (whatever
    /// their marks), and for no other list made in this process (arena numbers come round
    /// again only after 2³² arenas).
    pub fn key(&self) -> (u32, u32) {
        (self.0.id, self.1)
    }

    /// Whether both are the same stored list (whatever their marks).
    pub fn ptr_eq(a: &Self, b: &Self) -> bool {
        Arc::ptr_eq(&a.0, &b.0) && a.1 == b.1
    }

    /// Bytes this list keeps for the file's lifetime (its bytes in the arena, the holder's
    /// included, and a handle's worth for the arena's own; the whole list kept at hand is
    /// transient and not counted).
    pub fn retained(&self) -> usize {
        let (key, size) = STORED.with(|s| s.get());
        if key == self.key() {
            debug_assert_eq!(
                size as usize,
                self.retained_read() - std::mem::size_of::<Self>()
            );
            return size as usize + std::mem::size_of::<Self>();
        }
        self.retained_read()
    }

    /// [`FrameList::retained`], read from the arena.
    fn retained_read(&self) -> usize {
        let bytes = lock(&self.0.bytes);
        let (c, at) = bytes.chunk(self.1);
        let h = header(c, at);
        let end = h.delta.as_ptr() as usize + h.delta.len();
        let start = c.as_ptr() as usize + at as usize;
        end.saturating_sub(start) + std::mem::size_of::<Self>()
    }
}

fn apply<E: Keyed>(old: &[E], data: &[u8], len: usize) -> Vec<E> {
    let mut out = Vec::with_capacity(len);
    let mut input = data;
    let gone = read_varint(&mut input) as usize;
    // the removed keys, read as the merge reaches them
    let mut removed = input;
    for _ in 0..gone {
        read_varint(&mut input);
    }
    let (mut left, mut rk) = (gone, 0u32);
    let mut next_removed = |removed: &mut &[u8], left: &mut usize| {
        (*left > 0).then(|| {
            *left -= 1;
            rk = rk.wrapping_add(read_varint(removed));
            rk
        })
    };
    let mut r = next_removed(&mut removed, &mut left);
    let mut key = 0u32;
    let mut next = |input: &mut &[u8]| {
        (!input.is_empty()).then(|| {
            key = key.wrapping_add(read_varint(input));
            key
        })
    };
    let mut pk = next(&mut input);
    let mut i = 0;
    while i < old.len() || pk.is_some() {
        let ok = old.get(i).map(|e| e.key());
        match (ok, pk) {
            (Some(o), Some(k)) if k <= o => {
                let base = (k == o).then(|| &old[i]);
                out.push(decode(base, &mut input));
                pk = next(&mut input);
                if k == o {
                    i += 1;
                }
            }
            (Some(o), _) => {
                while r.is_some_and(|x| x < o) {
                    r = next_removed(&mut removed, &mut left);
                }
                if r != Some(o) {
                    out.push(old[i]);
                }
                i += 1;
            }
            (None, Some(_)) => {
                out.push(decode(None, &mut input));
                pk = next(&mut input);
            }
            (None, None) => break,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::qw::state::QwEnt;

    fn e(number: u16, frame: u8) -> QwEnt {
        QwEnt {
            number,
            frame,
            ..Default::default()
        }
    }

    #[test]
    fn a_rebuilt_list_equals_the_one_stored() {
        let mut x = 12345u64;
        let mut rnd = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut lists: Vec<(FrameList<QwEnt>, Vec<QwEnt>)> =
            vec![(FrameList::whole(vec![]), vec![])];
        for _ in 0..300 {
            let k = rnd() as usize % lists.len().min(5);
            let (base, old) = lists[lists.len() - 1 - k].clone();
            let mut new: Vec<QwEnt> = Vec::new();
            for o in &old {
                match rnd() % 8 {
                    0 => {}
                    1..=3 => new.push(e(o.number, rnd() as u8)),
                    _ => new.push(*o),
                }
            }
            for _ in 0..rnd() % 6 {
                new.push(e(rnd() as u16 % 200, rnd() as u8));
            }
            new.sort_by_key(|q| q.number);
            new.dedup_by_key(|q| q.number);
            if rnd() % 5 == 0 {
                // out of order, a number twice: what a client builds when the server sends
                // numbers out of order (found by fuzzing: such lists must round-trip too)
                let first = new.first().map_or(0, |q| q.number);
                new.push(e(first, rnd() as u8));
            }
            let l = FrameList::derive(Some(&base), &base.get(), new.clone());
            assert_eq!(&*l.get(), &new[..]);
            lists.push((l, new));
            if lists.len() > 8 {
                lists[lists.len() - 8].0.forget();
            }
        }
        // (lists in the chunks an arena filled before its last are read too)
        assert!(lists
            .iter()
            .any(|(l, _)| !lock(&l.0.bytes).older.is_empty()));
        for (l, v) in &lists {
            l.forget();
            assert_eq!(&*l.get(), &v[..]);
            assert!(l.with_header(|h| h.depth) < MAX_DEPTH);
        }
    }

    #[test]
    fn moving_entities_round_trip_through_their_prediction() {
        use crate::codec::q2::state::EntState;
        // origins that move in eighths, by other floats, to and from NaN and huge values:
        // the prediction (old origin, extrapolated origin) only changes what is stored
        let xs = [
            0.0f32,
            8.0,
            16.125,
            24.5,
            0.1,
            f32::NAN,
            1e9,
            -3e6,
            -4096.0,
            4095.875,
        ];
        let mut lists: Vec<(FrameList<EntState>, Vec<EntState>)> =
            vec![(FrameList::whole(vec![]), vec![])];
        let mut prev = vec![];
        for (t, &x) in xs.iter().cycle().take(200).enumerate() {
            let ents: Vec<EntState> = (1..6u16)
                .map(|n| {
                    let old = prev.iter().find(|e: &&EntState| e.number == n).copied();
                    let y = x * n as f32 + t as f32 * 0.125;
                    EntState {
                        number: n,
                        frame: t as u16,
                        origin: [y, -y, x],
                        old_origin: old.map_or([0.0; 3], |o| o.origin),
                        ..EntState::default()
                    }
                })
                .collect();
            let (base, old) = lists.last().unwrap().clone();
            let l = FrameList::derive(Some(&base), &old, ents.clone());
            lists.push((l, ents.clone()));
            prev = ents;
        }
        for (l, v) in &lists {
            l.forget();
            let got = l.get();
            // NaN != NaN: compare the bits
            let bits = |e: &[EntState]| {
                e.iter()
                    .map(|e| e.origin.map(f32::to_bits))
                    .collect::<Vec<_>>()
            };
            assert_eq!(bits(&got), bits(v));
            assert_eq!(got.len(), v.len());
        }
    }

    #[test]
    fn a_delta_from_the_touched_keys_is_the_merged_one() {
        let mut x = 99u64;
        let mut rnd = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut old: Vec<QwEnt> = (0..40).map(|n| e(n * 3, n as u8)).collect();
        let mut base = FrameList::whole(old.clone());
        for _ in 0..300 {
            let mut new = Vec::new();
            let mut touched = Vec::new();
            for o in &old {
                match rnd() % 10 {
                    0 => touched.push(o.number as u32),
                    1 | 2 => {
                        touched.push(o.number as u32);
                        // sometimes touched but the same
                        let f = if rnd() % 3 == 0 { o.frame } else { rnd() as u8 };
                        new.push(e(o.number, f));
                    }
                    _ => new.push(*o),
                }
            }
            for _ in 0..rnd() % 3 {
                let n = (rnd() % 200) as u16;
                if !touched.contains(&(n as u32)) && !old.iter().any(|o| o.number == n) {
                    touched.push(n as u32);
                    new.push(e(n, 1));
                }
            }
            new.sort_by_key(|q| q.number);
            touched.sort();
            let merged = FrameList::derive_with(Some(&base), &old, new.clone(), &[], None, None);
            let fast =
                FrameList::derive_with(Some(&base), &old, new.clone(), &[], Some(&touched), None);
            let delta = |l: &FrameList<QwEnt>| l.with_header(|h| h.delta.to_vec());
            assert_eq!(delta(&merged), delta(&fast));
            // the same touched keys as indices (as a decoder that merged knows them), and
            // edits that lie (a wrong index; keys out of order): the same delta
            let at = |l: &[QwEnt], k: u32| {
                l.iter()
                    .position(|q| q.number as u32 == k)
                    .map_or(NO_INDEX, |i| i as u32)
            };
            let edits: Vec<(u32, u32)> = touched
                .iter()
                .map(|&k| (at(&old, k), at(&new, k)))
                .filter(|&(o, n)| o != NO_INDEX || n != NO_INDEX)
                .collect();
            let mut lies = vec![edits.clone(), edits.iter().rev().copied().collect()];
            if let Some(i) = edits
                .iter()
                .position(|&(o, n)| o != NO_INDEX && n != NO_INDEX)
            {
                let mut l = edits.clone();
                l[i].1 += 1;
                lies.push(l);
            }
            for (k, given) in std::iter::once(edits)
                .chain(lies.into_iter().skip(1))
                .enumerate()
            {
                let l = FrameList::derive_checked(
                    Some(&base).filter(|b| b.extends(&old)),
                    &old[..],
                    &new,
                    &[],
                    Some(Touched::Edits(&given)),
                    None,
                    None,
                );
                assert_eq!(delta(&merged), delta(&l), "edits {k}");
            }
            fast.forget();
            assert_eq!(&*fast.get(), &new[..]);
            base = fast;
            old = new;
        }
    }

    #[test]
    fn an_idle_arena_drops_its_whole_lists_and_rebuilds_them() {
        let old: Vec<QwEnt> = (0..30).map(|n| e(n, 1)).collect();
        let new: Vec<QwEnt> = (0..30).map(|n| e(n, (n % 3) as u8)).collect();
        let a = FrameList::whole(old.clone());
        let b = FrameList::derive(Some(&a), &old, new.clone());
        assert!(a.0.live(a.1).is_some() && b.0.live(b.1).is_some());
        // other conversations go on storing lists
        let mut other = FrameList::whole(vec![e(1, 0)]);
        for k in 0..IDLE_TICKS + 2 * SWEEP_EVERY {
            let o = other.get();
            other = FrameList::derive(Some(&other), &o, vec![e(1, k as u8)]);
        }
        assert!(lock(&a.0.live).is_empty(), "dropped");
        assert!(
            other.0.live(other.1).is_some(),
            "a busy arena keeps its own"
        );
        assert_eq!(&*b.get(), &new[..]);
        assert_eq!(&*a.get(), &old[..]);
    }

    #[test]
    fn a_transient_list_leaves_its_base_arena_alone() {
        let old: Vec<QwEnt> = (0..30).map(|n| e(n, 1)).collect();
        let new: Vec<QwEnt> = (0..30).map(|n| e(n, (n % 3) as u8)).collect();
        let a = FrameList::whole(old.clone());
        let size = lock(&a.0.bytes).len();
        let (b, c) = transient(|| {
            let b = FrameList::derive(Some(&a), &old, new.clone());
            let c = FrameList::derive(Some(&b), &new, old.clone());
            (b, c)
        });
        assert!(!is_transient());
        assert_eq!(lock(&a.0.bytes).len(), size);
        b.forget();
        c.forget();
        assert_eq!(&*b.get(), &new[..]);
        assert_eq!(&*c.get(), &old[..]);
        assert!(!b.extends(&new), "nothing is stored against it");
        // a panic inside does not leave the mode on
        let _ = std::panic::catch_unwind(|| transient(|| panic!("x")));
        assert!(!is_transient());
    }

    #[test]
    fn steps_are_those_of_rounding_by_conversion() {
        // the rounding `steps` did with a float-to-integer conversion everywhere
        fn reference(x: u32, q: f32) -> Option<i32> {
            let t = f32::from_bits(x) * (1.0 / q);
            let m = if t >= 0.0 {
                (t + 0.5) as i32
            } else {
                (t - 0.5) as i32
            };
            (m.unsigned_abs() <= 1 << 24 && (m as f32 * q).to_bits() == x).then_some(m)
        }
        let mut r = 7u64;
        for q in [0.125f32, 0.25, 360.0 / 65536.0, 1.0 / 16.0] {
            for k in -70_000i32..70_000 {
                for x in [k as f32 * q, (k as f32 + 0.5) * q, k as f32 * q * 61.0] {
                    assert_eq!(
                        steps(x.to_bits(), q),
                        reference(x.to_bits(), q),
                        "{x} by {q}"
                    );
                }
            }
            for _ in 0..200_000 {
                r ^= r << 13;
                r ^= r >> 7;
                r ^= r << 17;
                let x = r as u32;
                assert_eq!(steps(x, q), reference(x, q), "{x:#x} by {q}");
            }
        }
    }

    #[test]
    fn varint_len_is_what_varint_writes() {
        for v in [
            0u32,
            1,
            127,
            128,
            16383,
            16384,
            1 << 21,
            (1 << 28) - 1,
            1 << 28,
            u32::MAX,
        ] {
            let mut out = Vec::new();
            varint(&mut out, v);
            assert_eq!(varint_len(v), out.len(), "{v}");
        }
    }

    #[test]
    fn a_word_survives_its_difference_whatever_float_it_holds() {
        let q8 = 0.125f32;
        let qa = 360.0f32 / 65536.0;
        let floats = [
            0.0f32,
            -0.0,
            1.0,
            -3.375,
            123.125,
            4095.875,
            -4096.0,
            0.1,
            1e30,
            -1e-30,
            f32::INFINITY,
            f32::NAN,
            f32::MIN_POSITIVE,
            180.0,
            359.9945,
            -90.0 + qa,
        ];
        let mut words: Vec<u32> = floats.iter().map(|f| f.to_bits()).collect();
        words.extend([0, 1, u32::MAX, 0x8000_0000, 0x7fff_ffff, 0xdead_beef]);
        for &a in &words {
            for &b in &words {
                for q in [0.0, q8, qa, 0.25] {
                    let mut out = Vec::new();
                    put_word(&mut out, a, b, q);
                    let mut input = &out[..];
                    assert_eq!(get_word(&mut input, a, q), b, "{a:#x} -> {b:#x} by {q}");
                    assert!(input.is_empty());
                }
            }
        }
        // a step costs a byte, not the three or four of a float's bits
        let mut out = Vec::new();
        put_word(&mut out, 100.0f32.to_bits(), 100.125f32.to_bits(), q8);
        assert_eq!(out.len(), 1);
    }

    fn roundtrip<E: Keyed + std::fmt::Debug>(e: E) {
        let mut w = [0u32; 32];
        e.words(&mut w);
        assert_eq!(E::from_words(&w), e);
        let mut out = Vec::new();
        encode(None, &e, None, &mut out);
        assert_eq!(decode::<E>(None, &mut &out[..]), e);
    }

    #[test]
    fn words_written_at_once_are_the_bytes_written_one_by_one() {
        // a base and an entity whose words differ by steps, by bits and by large jumps
        let q = |k: usize| if k % 3 == 0 { 0.125 } else { 0.0 };
        let a: Vec<u32> = (0..32u32).map(|k| (k as f32 * 0.125).to_bits()).collect();
        let b: Vec<u32> = (0..32u32)
            .map(|k| match k % 4 {
                0 => (k as f32 * 0.125 + 3.0).to_bits(),
                1 => a[k as usize] ^ 0x8000_0001,
                2 => a[k as usize],
                _ => u32::MAX - k,
            })
            .collect();
        let mask = (0..32)
            .filter(|&k| a[k] != b[k])
            .fold(0u32, |m, k| m | 1 << k);
        let mut one = Vec::new();
        varint(&mut one, 300);
        varint(&mut one, mask);
        for k in (0..32).filter(|k| mask & 1 << k != 0) {
            put_word(&mut one, a[k], b[k], q(k));
        }
        let mut all = Vec::new();
        put_words(&mut all, &[300, mask as u64], mask, &a, &b, q);
        assert_eq!(all, one);
    }

    #[test]
    fn entities_survive_their_words() {
        use crate::codec::fte::delta::UfEnt;
        use crate::codec::q2::state::EntState;
        roundtrip(EntState {
            number: 8191,
            model: [1, 2, 65535, 4],
            frame: 7,
            skin: 0xdead_beef,
            effects: 5,
            renderfx: 6,
            origin: [1.5, -2.25, 1e9],
            angles: [0.0, -0.0, 359.0],
            old_origin: [3.0, 4.0, 5.0],
            sound: 300,
            event: 9,
            solid: 0x1234_5678,
            morefx: 11,
            alpha: 12,
            scale: 13,
            loop_volume: 14,
            loop_attenuation: 15,
            effects_hi: 16,
            instance: 17,
            owner: -2,
            old_frame: 65000,
        });
        roundtrip(QwEnt {
            number: 511,
            model: 300,
            frame: 1,
            colormap: 2,
            skin: 3,
            effects: 0xffff,
            origin: [1.0, 2.0, 3.0],
            angles: [4.0, 5.0, 6.0],
        });
        roundtrip((
            (1 << 22) - 1,
            UfEnt {
                model: 70000,
                frame: 2,
                skin: -1,
                colormap: 4,
                effects: 5,
                origin: [1.0, 2.0, 3.0],
                angles: [4.0, 5.0, 6.0],
                alpha: 7,
                scale: 8,
            },
        ));
    }
}
