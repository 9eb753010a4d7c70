//! How much protocol state one conversation may retain.
//!
//! Every record keeps the state its datagram was decoded with (as the change it made, in
//! `codec::history`), so what a datagram changes stays in memory for the whole file: a copied
//! baseline table, a new frame's entity list. Copy-on-write keeps this proportional to what changes, but a hostile capture can
//! make each tiny datagram change a lot (a delta frame that copies 8192 entities, one new
//! baseline per datagram copying the whole table). So each conversation is charged the bytes
//! its snapshots add, against an allowance of [`state_limit`] plus [`PER_INPUT_BYTE`] bytes per
//! byte of datagrams it has received (real sessions retain 25–50 bytes per byte, a hostile one
//! thousands); past it the state is frozen: later datagrams are still decoded, with the state
//! as it was, and each carries a `limit` expert saying so.

use super::tree::Expert;
use super::Output;
use std::collections::BTreeMap;
use std::mem::size_of;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
use std::sync::Arc;

/// Default for [`state_limit`]: bytes of snapshots any conversation may retain, whatever its
/// size (see DEVELOPERS.md "Limits").
pub const DEFAULT_STATE_LIMIT: usize = 64 << 20;
/// Further snapshot bytes allowed per byte of datagrams received (the real sessions in pcaps/
/// retain at most 50).
pub const PER_INPUT_BYTE: usize = 256;

/// What a datagram that changes the state costs besides the new parts it shares: its entry in
/// the conversation's `codec::history` (a whole snapshot only every `CHECKPOINT_EVERY` changes).
pub const CHANGE_BYTES: usize = 32;

/// The protocol families, each with its own limit (the shell's preference per protocol).
pub const NQ: usize = 0;
pub const QW: usize = 1;
pub const Q2: usize = 2;

static STATE_LIMIT: [AtomicUsize; 3] = [const { AtomicUsize::new(DEFAULT_STATE_LIMIT) }; 3];

/// The limit new conversations of `family` get.
pub fn state_limit(family: usize) -> usize {
    STATE_LIMIT
        .get(family)
        .map_or(DEFAULT_STATE_LIMIT, |l| l.load(Relaxed))
}
/// Set by the shell from the protocol's preference, before a file is dissected (changing a
/// preference makes Wireshark dissect the file again from the start).
pub fn set_state_limit(family: usize, bytes: usize) {
    if let Some(l) = STATE_LIMIT.get(family) {
        l.store(bytes, Relaxed);
    }
}

/// Default for [`total_limit`]: bytes all conversations of all protocols may keep together
/// (sessions, records and state snapshots) before the longest idle are evicted.
pub const DEFAULT_TOTAL_LIMIT: usize = 2 << 30;
/// Default for [`max_conversations`]: live conversations of all protocols together.
pub const DEFAULT_MAX_CONVERSATIONS: usize = 100_000;

static TOTAL_LIMIT: AtomicUsize = AtomicUsize::new(DEFAULT_TOTAL_LIMIT);
static MAX_CONVERSATIONS: AtomicUsize = AtomicUsize::new(DEFAULT_MAX_CONVERSATIONS);
/// Bytes and live conversations charged now, all families together.
static TOTAL: AtomicUsize = AtomicUsize::new(0);
static LIVE: AtomicUsize = AtomicUsize::new(0);

/// Bytes all conversations may keep together (see `Conversations`).
pub fn total_limit() -> usize {
    TOTAL_LIMIT.load(Relaxed)
}
/// Live conversations allowed together.
pub fn max_conversations() -> usize {
    MAX_CONVERSATIONS.load(Relaxed)
}
/// Sets both shared limits (the shell's preference; tests).
pub fn set_total_limits(bytes: usize, conversations: usize) {
    TOTAL_LIMIT.store(bytes, Relaxed);
    MAX_CONVERSATIONS.store(conversations.max(1), Relaxed);
}
/// What all live conversations keep now: (bytes, conversations).
pub fn total() -> (usize, usize) {
    (TOTAL.load(Relaxed), LIVE.load(Relaxed))
}
pub(super) fn charge_conversation(bytes: usize) {
    TOTAL.fetch_add(bytes, Relaxed);
    LIVE.fetch_add(1, Relaxed);
}
pub(super) fn recharge(old: usize, new: usize) {
    if new >= old {
        TOTAL.fetch_add(new - old, Relaxed);
    } else {
        TOTAL.fetch_sub((old - new).min(TOTAL.load(Relaxed)), Relaxed);
    }
}
pub(super) fn release(bytes: usize) {
    TOTAL.fetch_sub(bytes.min(TOTAL.load(Relaxed)), Relaxed);
    let _ = LIVE.fetch_update(Relaxed, Relaxed, |n| Some(n.saturating_sub(1)));
}
/// Whether the conversations together are over either shared limit.
pub(super) fn over_total() -> bool {
    TOTAL.load(Relaxed) > total_limit() || LIVE.load(Relaxed) > max_conversations()
}

/// One conversation's account.
#[derive(Debug)]
pub struct Budget {
    pub spent: usize,
    /// Datagram bytes received.
    pub input: usize,
    pub limit: usize,
    /// Index of the first record whose changes were not kept.
    pub frozen_from: Option<usize>,
}

impl Default for Budget {
    fn default() -> Self {
        Budget::new(NQ)
    }
}

impl Budget {
    pub fn new(family: usize) -> Budget {
        Budget {
            spent: 0,
            input: 0,
            limit: state_limit(family),
            frozen_from: None,
        }
    }
    /// What the conversation may retain now.
    pub fn allowance(&self) -> usize {
        self.limit
            .saturating_add(self.input.saturating_mul(PER_INPUT_BYTE))
    }
    /// Charges record `idx` (a datagram of `len` bytes) for `new` over `old`; false when its
    /// state must not be kept (the conversation is over its allowance, from this record on).
    pub fn charge<S: Retained>(&mut self, idx: usize, len: usize, new: &S, old: &S) -> bool {
        if self.frozen_from.is_some() {
            return false;
        }
        self.charge_bytes(idx, len, CHANGE_BYTES + new.fresh_bytes(old))
    }
    /// [`Budget::charge`] of a datagram that changed nothing (`new` is `old`, the same parts:
    /// nothing fresh to count).
    pub fn charge_unchanged(&mut self, idx: usize, len: usize) -> bool {
        self.frozen_from.is_none() && self.charge_bytes(idx, len, CHANGE_BYTES)
    }
    fn charge_bytes(&mut self, idx: usize, len: usize, bytes: usize) -> bool {
        self.input = self.input.saturating_add(len);
        self.spent = self.spent.saturating_add(bytes);
        if self.spent > self.allowance() {
            self.frozen_from = Some(idx);
            return false;
        }
        true
    }
    /// Adds the expert to record `idx`'s output when its state was not kept (both passes).
    /// Inlined, so that the output is not moved through it (it is a few hundred bytes).
    #[inline]
    pub fn mark(&self, idx: usize, mut out: Output) -> Output {
        if self.frozen_from.is_some_and(|f| idx >= f) {
            self.mark_frozen(&mut out);
        }
        out
    }
    /// [`Budget::mark`] of an output in place.
    #[inline]
    pub fn mark_in(&self, idx: usize, out: &mut Output) {
        if self.frozen_from.is_some_and(|f| idx >= f) {
            self.mark_frozen(out);
        }
    }
    #[cold]
    fn mark_frozen(&self, out: &mut Output) {
        out.frame.expert(
            Expert::LimitExceeded,
            0,
            0,
            format!(
                "this conversation's state outgrew {} MiB + {PER_INPUT_BYTE} bytes per byte received: it is no longer updated, later datagrams are decoded with the state as it was (preference: state_limit_mib)",
                self.limit >> 20
            ),
        );
    }
}

/// Heap bytes a value owns.
pub trait HeapSize {
    fn heap_size(&self) -> usize {
        0
    }
}

impl HeapSize for String {
    fn heap_size(&self) -> usize {
        self.capacity()
    }
}
impl<T: HeapSize> HeapSize for Vec<T> {
    fn heap_size(&self) -> usize {
        self.capacity() * size_of::<T>() + self.iter().map(HeapSize::heap_size).sum::<usize>()
    }
}
impl<T: HeapSize> HeapSize for Option<T> {
    fn heap_size(&self) -> usize {
        self.as_ref().map_or(0, HeapSize::heap_size)
    }
}
impl<T: HeapSize> HeapSize for Arc<T> {
    fn heap_size(&self) -> usize {
        size_of::<T>() + (**self).heap_size()
    }
}
impl<K, V: HeapSize> HeapSize for BTreeMap<K, V> {
    /// B-tree leaves are at least half full: at most twice the entries' size.
    fn heap_size(&self) -> usize {
        2 * self.len() * (size_of::<K>() + size_of::<V>())
            + self.values().map(HeapSize::heap_size).sum::<usize>()
    }
}

impl HeapSize for super::nq::state::EntityState {}
impl HeapSize for super::qw::state::QwEnt {}
impl HeapSize for u8 {}
impl HeapSize for super::fte::delta::UfEnt {}
impl HeapSize for super::q2::state::EntState {}
impl HeapSize for super::q2::state::Frame {
    fn heap_size(&self) -> usize {
        self.heap_size()
    }
}

/// `new`'s heap size unless it is `old` (shared, nothing new retained).
fn fresh<T: HeapSize>(new: &Arc<T>, old: &Arc<T>) -> usize {
    if Arc::ptr_eq(new, old) {
        0
    } else {
        new.heap_size()
    }
}

/// `new`'s slots unless it is `old` (DarkPlaces' entity list is copied whole on change).
fn fresh_slice<T>(new: &Arc<[T]>, old: &Arc<[T]>) -> usize {
    if Arc::ptr_eq(new, old) {
        0
    } else {
        new.len() * size_of::<T>()
    }
}

/// What a state snapshot retains beyond the previous one.
pub trait Retained {
    fn fresh_bytes(&self, old: &Self) -> usize;
}

impl Retained for super::fte::EntityTable {
    fn fresh_bytes(&self, old: &Self) -> usize {
        fresh(&self.baselines, &old.baselines)
            + if super::framelist::FrameList::ptr_eq(self.current.shared(), old.current.shared()) {
                0
            } else {
                self.current.shared().retained()
            }
    }
}

impl Retained for super::nq::state::NqState {
    fn fresh_bytes(&self, old: &Self) -> usize {
        fresh(&self.models, &old.models)
            + fresh(&self.sounds, &old.sounds)
            + fresh(&self.baselines, &old.baselines)
            + self.fte.fresh_bytes(&old.fte)
            + fresh_slice(&self.dp.ents, &old.dp.ents)
    }
}

impl Retained for super::qw::state::QwState {
    fn fresh_bytes(&self, old: &Self) -> usize {
        // a copied ring chunk costs its slots; each new frame its entities
        let chunks = self.frames.fresh_bytes(&old.frames);
        chunks
            + fresh(&self.models, &old.models)
            + fresh(&self.sounds, &old.sounds)
            + fresh(&self.baselines, &old.baselines)
            + fresh(&self.ctent_styles, &old.ctent_styles)
            + self.fte.fresh_bytes(&old.fte)
    }
}

impl Retained for super::q2::state::Q2State {
    fn fresh_bytes(&self, old: &Self) -> usize {
        let frames = self.frames.fresh_bytes(&old.frames);
        let cs = self.configstrings.fresh_bytes(&old.configstrings);
        frames + cs + fresh(&self.baselines, &old.baselines)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::nq::state::{EntityState, NqState};

    #[test]
    fn shared_state_costs_only_the_snapshot() {
        let a = NqState::default();
        let b = a.clone();
        let mut budget = Budget {
            limit: 1000,
            ..Budget::default()
        };
        assert!(budget.charge(0, 0, &b, &a));
        assert_eq!(budget.spent, CHANGE_BYTES);
    }

    #[test]
    fn a_copied_table_is_charged_and_the_limit_freezes_the_state() {
        let a = NqState::default();
        let mut b = a.clone();
        let t = Arc::make_mut(&mut b.baselines);
        for n in 0..100u16 {
            t.insert(n, EntityState::default());
        }
        let table = size_of::<BTreeMap<u16, EntityState>>()
            + 2 * 100 * (size_of::<u16>() + size_of::<EntityState>());
        let mut budget = Budget {
            limit: CHANGE_BYTES + table,
            ..Budget::default()
        };
        assert!(budget.charge(0, 0, &b, &a), "exactly at the limit is kept");
        assert_eq!(budget.spent, budget.limit);
        // each byte received allows PER_INPUT_BYTE more
        let snap = CHANGE_BYTES;
        assert!(budget.charge(1, snap.div_ceil(PER_INPUT_BYTE), &b, &b));
        // later snapshots share the table but still cost their own bytes: soon over the limit
        let k = (2..100).find(|&k| !budget.charge(k, 0, &b, &b));
        assert!(k.is_some() && budget.frozen_from == k);
        assert!(!budget.charge(10, 1 << 20, &a, &a), "frozen for good");
        let out = budget.mark(10, Output::default());
        assert_eq!(
            out.frame.experts().next().map(|e| e.0),
            Some(Expert::LimitExceeded)
        );
        assert_eq!(budget.mark(1, Output::default()).frame.experts().count(), 0);
    }
}
