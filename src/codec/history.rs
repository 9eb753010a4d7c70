//! The state each datagram was decoded with, kept as what changed rather than as a snapshot per
//! datagram.
//!
//! A replay (`tshark -2`, random access) decodes a datagram from the protocol state it was
//! first decoded with. Keeping that state whole for every datagram that changed it costs the
//! state's struct (about 200 bytes, plus the copied parts) per server datagram, although a
//! datagram usually changes one thing: it stores one new entity frame. A [`History`] keeps the
//! whole state only at checkpoints (every [`CHECKPOINT_EVERY`] changes) and, for every record
//! whose state differs from the one before, the change: the small one its protocol describes
//! ([`Snapshot::small`], e.g. "frame 5 is now this frame", a handle and a tag: 16 bytes,
//! and 2 for the distance from the change before unless the change keeps it in its padding);
//! a change that is not small keeps the shared snapshot itself, as a checkpoint. The state
//! before a record is rebuilt by applying the changes after
//! the nearest checkpoint, each a few pointer copies (the parts are shared: `Arc`s and
//! [`super::framelist::FrameList`]s); the last one rebuilt is cached, so a replay in capture
//! order applies one change per datagram.
//!
//! A rebuilt state holds the very parts the first pass's state held (the same `Arc`s, the same
//! scalars), so both passes decode alike.

use super::chunks::Chunks;
use std::sync::{Arc, Mutex};

/// Changes between two checkpoints: bounds the work of rebuilding a state. A change is a few
/// pointer copies, a checkpoint a whole state (a QuakeWorld state pins the 64 frames of its
/// ring, about 1 KB): 256 changes cost a random access microseconds and keep a checkpoint's
/// share under 5 bytes per change.
pub const CHECKPOINT_EVERY: u32 = 256;

/// A protocol state that a [`History`] keeps.
pub trait Snapshot: Clone {
    /// What one datagram typically changes, stored instead of a whole snapshot.
    type Small;
    /// `new` as `old` plus one small change, when it is only that.
    fn small(old: &Self, new: &Self) -> Option<Self::Small>;
    /// Applies a change [`Snapshot::small`] described.
    fn apply(&mut self, change: &Self::Small);
    /// Unchanged: same scalars, same shared parts.
    fn same(a: &Self, b: &Self) -> bool;
    /// Whether a change keeps its distance from the change before itself ([`Snapshot::dist`],
    /// in bytes its layout would leave as padding), so the history keeps no list of them.
    const KEEPS_DIST: bool = false;
    /// Stores the distance in the change (only when [`Snapshot::KEEPS_DIST`]).
    fn set_dist(_change: &mut Self::Small, _dist: u16) {}
    /// The distance [`Snapshot::set_dist`] stored.
    fn dist(_change: &Self::Small) -> u16 {
        0
    }
}

/// A checkpoint: the state before record `idx`, and where its changes start.
struct Checkpoint<S> {
    idx: u32,
    first: u32,
    state: Arc<S>,
}

/// The states records were decoded with (see the module doc). A change costs its
/// [`Snapshot::Small`] and its distance in records from the change before (2 bytes, or none
/// when the change keeps it: [`Snapshot::KEEPS_DIST`]). The lists grow for the session's
/// lifetime: they are [`Chunks`], never moved.
pub struct History<S: Snapshot> {
    /// At the first record, every [`CHECKPOINT_EVERY`] changes, where a change is not small,
    /// and after a silence of more than 65535 records; sorted.
    checkpoints: Chunks<Checkpoint<S>>,
    /// For each change (the state before a record differs from the state before the previous
    /// record), its record's distance from the previous change's or checkpoint's record
    /// (unless the change keeps it)...
    dist: Chunks<u16>,
    /// ...and the change.
    small: Chunks<S::Small>,
    /// Checkpoints made for a change that is not small (what they share is charged by the
    /// budget, as it was when they were kept among the changes).
    whole: u32,
    /// Changes since the last checkpoint.
    since: u32,
    /// The record of the last change or checkpoint.
    last_at: u32,
    /// The state before the last record.
    last: Option<Arc<S>>,
    records: u32,
    /// The state rebuilt last, and the record it is the state before.
    cache: Mutex<Option<(u32, S)>>,
}

impl<S: Snapshot> Default for History<S> {
    fn default() -> Self {
        History {
            checkpoints: Chunks::new(),
            dist: Chunks::new(),
            small: Chunks::new(),
            whole: 0,
            since: 0,
            last_at: 0,
            last: None,
            records: 0,
            cache: Mutex::new(None),
        }
    }
}

impl<S: Snapshot> History<S> {
    /// Records that the next record (index [`History::len`]) is decoded with `state`.
    pub fn push(&mut self, state: &Arc<S>) {
        let idx = self.records;
        self.records += 1;
        let Some(last) = self.last.take() else {
            self.checkpoint(idx, state.clone());
            self.last = Some(state.clone());
            return;
        };
        if Arc::ptr_eq(&last, state) || S::same(&last, state) {
            self.last = Some(last);
            return;
        }
        self.change(idx, &last, state, || state.clone());
        self.last = Some(state.clone());
    }

    /// [`History::push`] for a session that keeps its state by value and knows whether it
    /// changed: `before` is the state the record before was decoded with when `state` may differ
    /// from it (none: the very same state). No state is kept but at checkpoints (each a copy).
    ///
    /// Returns whether `state` is `before` plus one small change ([`Snapshot::small`]: the
    /// parts such a change leaves alone are the very same in both).
    pub fn push_value(&mut self, state: &S, before: Option<&S>) -> bool {
        let idx = self.records;
        self.records += 1;
        if self.checkpoints.is_empty() {
            self.checkpoint(idx, Arc::new(state.clone()));
            return false;
        }
        let Some(old) = before else {
            return false;
        };
        // a state changed back is no change; a small change is never between states that are
        // the same (`S::small` of such is none: QwState's is), so they are compared only when
        // there is none
        let small = self.small(old, state);
        if small.is_none() && S::same(old, state) {
            return false;
        }
        debug_assert!(small.is_none() || !S::same(old, state));
        let is_small = small.is_some();
        self.keep(idx, small, || Arc::new(state.clone()));
        is_small
    }

    /// [`History::push_value`] of a record decoded with the very state of the record before
    /// (no change to compare): in line, a count (but for the first record).
    #[inline]
    pub fn push_unchanged(&mut self, state: &S) {
        if self.checkpoints.is_empty() {
            self.push_value(state, None);
        } else {
            self.records += 1;
        }
    }

    /// `state` as `old` plus one small change, while the changes since the last checkpoint
    /// are fewer than [`CHECKPOINT_EVERY`].
    fn small(&self, old: &S, state: &S) -> Option<S::Small> {
        (self.since < CHECKPOINT_EVERY)
            .then(|| S::small(old, state))
            .flatten()
    }

    /// Record `idx` is decoded with `state`, which differs from `old`, the state of the record
    /// before: keeps the change, or a checkpoint of `whole()`.
    fn change(&mut self, idx: u32, old: &S, state: &S, whole: impl FnOnce() -> Arc<S>) {
        let small = self.small(old, state);
        self.keep(idx, small, whole);
    }

    /// Keeps record `idx`'s change (`small`, if it is one), or a checkpoint of `whole()`.
    fn keep(&mut self, idx: u32, small: Option<S::Small>, whole: impl FnOnce() -> Arc<S>) {
        let dist = u16::try_from(idx - self.last_at).ok();
        match (small, dist) {
            (Some(mut c), Some(d)) => {
                if S::KEEPS_DIST {
                    S::set_dist(&mut c, d);
                } else {
                    self.dist.push(d);
                }
                self.small.push(c);
                self.since += 1;
                self.last_at = idx;
            }
            (None, _) if self.since < CHECKPOINT_EVERY => {
                self.whole += 1;
                self.checkpoint(idx, whole());
            }
            _ => self.checkpoint(idx, whole()),
        }
    }

    fn checkpoint(&mut self, idx: u32, state: Arc<S>) {
        self.checkpoints.push(Checkpoint {
            idx,
            first: self.small.len() as u32,
            state,
        });
        self.since = 0;
        self.last_at = idx;
    }

    /// The state the first record was decoded with.
    pub fn first(&self) -> Option<&S> {
        self.checkpoints.first().map(|c| &*c.state)
    }

    /// Records pushed.
    pub fn len(&self) -> usize {
        self.records as usize
    }
    pub fn is_empty(&self) -> bool {
        self.records == 0
    }

    /// The state record `idx` was decoded with.
    pub fn get(&self, idx: usize) -> Option<S> {
        if idx >= self.records as usize {
            return None;
        }
        let idx = idx as u32;
        let k = self.checkpoints.partition_point(|c| c.idx <= idx);
        let cp = self.checkpoints.get(k.checked_sub(1)?)?;
        let end = self
            .checkpoints
            .get(k)
            .map_or(self.small.len(), |c| c.first as usize);
        let mut guard = self.cache.lock().ok();
        let cached = guard
            .as_mut()
            .and_then(|g| g.take())
            .filter(|(at, _)| *at >= cp.idx && *at <= idx);
        let (from, mut s) = cached.unwrap_or_else(|| (cp.idx, (*cp.state).clone()));
        let mut at = cp.idx;
        let changes = cp.first as usize..end;
        let mut dists = self.dist.range(changes.clone());
        for c in self.small.range(changes) {
            at += if S::KEEPS_DIST {
                S::dist(c)
            } else {
                dists.next().copied().unwrap_or(0)
            } as u32;
            if at > idx {
                break;
            }
            if at > from {
                s.apply(c);
            }
        }
        if let Some(g) = guard.as_mut() {
            **g = Some((idx, s.clone()));
        }
        Some(s)
    }

    /// Heap bytes kept (the lists; what the changes share is charged by the budget).
    pub fn heap_size(&self) -> usize {
        self.checkpoints.heap_size()
            + (self.checkpoints.len() - self.whole as usize) * std::mem::size_of::<S>()
            + self.dist.heap_size()
            + self.small.heap_size()
    }
}

/// A state that can be brought in step with another by taking only the parts that differ
/// (what [`Working`] keeps its copy in step with).
pub trait SyncFrom {
    fn sync_from(&mut self, o: &Self);
    /// [`SyncFrom::sync_from`] of an `o` that is this state plus one small change
    /// ([`Snapshot::small`] said so): a state may then look only at the parts such a change
    /// touches (the rest is the very same already).
    fn sync_small(&mut self, o: &Self) {
        self.sync_from(o);
    }
}

/// The working copy of a session that keeps its state by value (QuakeWorld, Quake II): the state
/// the last record was decoded with (kept in step with the session's state while `changed` is
/// false), which the next datagram decodes into once it is in step. A datagram that changes the
/// state swaps the two ([`Working::settle`]), so neither is cloned whole nor dropped; the record
/// after it is pushed against the copy ([`Working::push`]), which is then brought in step. None
/// before the first datagram, and after a first one that changed the state (a conversation of
/// one datagram keeps no copy).
pub struct Working<S> {
    pub work: Option<Box<S>>,
    /// The session's state may differ from the state the last record was decoded with.
    pub changed: bool,
}

impl<S> Default for Working<S> {
    fn default() -> Self {
        Working {
            work: None,
            changed: false,
        }
    }
}

impl<S: Snapshot + SyncFrom> Working<S> {
    /// Records in `history` that record `idx` is decoded with `state`, and brings the working
    /// copy in step with it.
    pub fn push(&mut self, history: &mut History<S>, state: &S, idx: usize) {
        if idx == 0 || !self.changed {
            history.push_unchanged(state);
        } else {
            // the state the record before was decoded with: the working copy, or (only the
            // first record keeps none: see `settle`) the first record's state
            match self.work.as_deref_mut() {
                Some(w) => {
                    if history.push_value(state, Some(w)) {
                        w.sync_small(state);
                    } else {
                        w.sync_from(state);
                    }
                }
                None => {
                    let first = history.first().cloned();
                    history.push_value(state, first.as_ref());
                }
            }
        }
        self.changed = false;
    }

    /// After a datagram decoded into the working copy: `changed` it (the copy becomes `state`
    /// when the budget `keep`s it, the state before staying as the copy until the next record
    /// is pushed) or not. `again`: the conversation had a datagram before this one (so it will
    /// likely have more; a copy is kept for the next one only then).
    pub fn settle(&mut self, state: &mut Box<S>, changed: bool, keep: bool, again: bool) {
        match (changed && keep, again) {
            (true, true) => {
                if let Some(w) = &mut self.work {
                    std::mem::swap(state, w);
                    self.changed = true;
                }
            }
            (true, false) => {
                if let Some(w) = self.work.take() {
                    *state = w;
                    self.changed = true;
                }
            }
            // kept for no next datagram
            (_, false) => self.work = None,
            // not kept: the copy is brought back in step (it stays the state before the next
            // record)
            (false, true) if changed => {
                if let Some(w) = &mut self.work {
                    w.sync_from(state);
                }
            }
            (false, true) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq)]
    struct St {
        a: u32,
        b: Arc<Vec<u32>>,
    }
    impl Snapshot for St {
        type Small = u32;
        fn small(old: &Self, new: &Self) -> Option<u32> {
            Arc::ptr_eq(&old.b, &new.b).then_some(new.a)
        }
        fn apply(&mut self, a: &u32) {
            self.a = *a;
        }
        fn same(x: &Self, y: &Self) -> bool {
            x.a == y.a && Arc::ptr_eq(&x.b, &y.b)
        }
    }

    #[test]
    fn every_state_is_rebuilt_in_any_order() {
        let mut h = History::default();
        let mut cur = Arc::new(St {
            a: 0,
            b: Arc::new(vec![]),
        });
        let mut all = Vec::new();
        for i in 0..4000u32 {
            let mut n = (*cur).clone();
            if i % 3 == 0 {
                n.a = i;
            }
            if i % 1700 == 0 {
                n.b = Arc::new(vec![i]);
            }
            if !St::same(&n, &cur) {
                cur = Arc::new(n);
            }
            h.push(&cur);
            all.push((*cur).clone());
        }
        // every 256 small changes, and at each change that is not small (`b` replaced)
        let regular = h.checkpoints.len() - h.whole as usize;
        assert!(regular > 3 && regular < 20, "{regular}");
        assert_eq!(h.whole, 2);
        let mut order: Vec<usize> = (0..4000).collect();
        // a scrambled order, then capture order
        order.sort_by_key(|&i| (i * 7919) % 4000);
        order.extend(0..4000);
        for i in order {
            assert_eq!(h.get(i).as_ref(), Some(&all[i]), "record {i}");
        }
        assert!(h.get(4000).is_none());
    }

    /// `St` whose changes keep their distance themselves.
    #[derive(Clone, Debug, PartialEq)]
    struct Own(St);
    impl Snapshot for Own {
        type Small = (u32, u16);
        fn small(old: &Self, new: &Self) -> Option<(u32, u16)> {
            St::small(&old.0, &new.0).map(|a| (a, 0))
        }
        fn apply(&mut self, c: &(u32, u16)) {
            self.0.apply(&c.0);
        }
        fn same(x: &Self, y: &Self) -> bool {
            St::same(&x.0, &y.0)
        }
        const KEEPS_DIST: bool = true;
        fn set_dist(c: &mut (u32, u16), d: u16) {
            c.1 = d;
        }
        fn dist(c: &(u32, u16)) -> u16 {
            c.1
        }
    }

    #[test]
    fn a_change_that_keeps_its_distance_rebuilds_alike() {
        let mut h = History::default();
        let b = Arc::new(vec![]);
        let mut cur = Arc::new(Own(St { a: 0, b: b.clone() }));
        let mut all = Vec::new();
        for i in 0..3000u32 {
            if i % 7 == 0 || i % 11 == 0 {
                cur = Arc::new(Own(St { a: i, b: b.clone() }));
            }
            h.push(&cur);
            all.push(cur.0.a);
        }
        assert!(h.dist.is_empty());
        for i in (0..3000).rev().chain(0..3000) {
            assert_eq!(h.get(i).map(|s| s.0.a), Some(all[i]), "record {i}");
        }
    }

    #[test]
    fn a_long_silence_between_changes_is_a_checkpoint() {
        let mut h = History::default();
        let b = Arc::new(vec![]);
        let mut all = Vec::new();
        let mut cur = Arc::new(St { a: 0, b: b.clone() });
        for i in 0..200_000u32 {
            if i % 70_000 == 3 || i % 70_000 == 5 {
                cur = Arc::new(St { a: i, b: b.clone() });
            }
            h.push(&cur);
            all.push(cur.a);
        }
        assert_eq!(h.whole, 0);
        for i in (0..200_000)
            .rev()
            .step_by(997)
            .chain([70_002, 70_003, 70_004, 70_005])
        {
            assert_eq!(h.get(i).map(|s| s.a), Some(all[i]), "record {i}");
        }
    }
}
