//! The state each datagram was decoded with, kept as what changed rather than as a snapshot per
//! datagram.
//!
//! A replay (`tshark -2`, random access) decodes a datagram from the protocol state it was
//! first decoded with. Keeping that state whole for every datagram that changed it costs the
//! state's struct (about 200 bytes, plus the copied parts) per server datagram, although a
//! datagram usually changes one thing: it stores one new entity frame. A [`History`] keeps the
//! whole state only at checkpoints (every [`CHECKPOINT_EVERY`] changes) and, for every record
//! whose state differs from the one before, the change: the small one its protocol describes
//! ([`Snapshot::small`], e.g. "frame slot 5 is now this frame") or, for anything else, the
//! shared snapshot itself. The state before a record is rebuilt by applying the changes after
//! the nearest checkpoint, each a few pointer copies (the parts are shared: `Arc`s and
//! [`super::framelist::FrameList`]s); the last one rebuilt is cached, so a replay in capture
//! order applies one change per datagram.
//!
//! A rebuilt state holds the very parts the first pass's state held (the same `Arc`s, the same
//! scalars), so both passes decode alike.

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
}

enum Change<S: Snapshot> {
    Small(S::Small),
    Whole(Arc<S>),
}

/// The states records were decoded with (see the module doc).
pub struct History<S: Snapshot> {
    /// Record index and the state before it, at the first record and every
    /// [`CHECKPOINT_EVERY`] changes.
    checkpoints: Vec<(u32, Arc<S>)>,
    /// Record index and how the state before it differs from the state before the previous
    /// record, for the records where it does; sorted.
    changes: Vec<(u32, Change<S>)>,
    /// Changes since the last checkpoint.
    since: u32,
    /// The state before the last record.
    last: Option<Arc<S>>,
    records: u32,
    /// The state rebuilt last, and the record it is the state before.
    cache: Mutex<Option<(u32, S)>>,
}

impl<S: Snapshot> Default for History<S> {
    fn default() -> Self {
        History {
            checkpoints: Vec::new(),
            changes: Vec::new(),
            since: 0,
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
        let Some(last) = &self.last else {
            self.checkpoints.push((idx, state.clone()));
            self.last = Some(state.clone());
            return;
        };
        if Arc::ptr_eq(last, state) || S::same(last, state) {
            return;
        }
        if self.since >= CHECKPOINT_EVERY {
            self.checkpoints.push((idx, state.clone()));
            self.since = 0;
        } else {
            let c = match S::small(last, state) {
                Some(s) => Change::Small(s),
                None => Change::Whole(state.clone()),
            };
            super::records::push_record(&mut self.changes, (idx, c));
            self.since += 1;
        }
        self.last = Some(state.clone());
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
        let k = self.checkpoints.partition_point(|c| c.0 <= idx);
        let (ci, cs) = self.checkpoints.get(k.checked_sub(1)?)?;
        let mut guard = self.cache.lock().ok();
        let cached = guard
            .as_mut()
            .and_then(|g| g.take())
            .filter(|(at, _)| *at >= *ci && *at <= idx);
        let (from, mut s) = cached.unwrap_or_else(|| (*ci, (**cs).clone()));
        let lo = self.changes.partition_point(|c| c.0 <= from);
        let hi = self.changes.partition_point(|c| c.0 <= idx);
        for (_, c) in &self.changes[lo..hi] {
            match c {
                Change::Small(x) => s.apply(x),
                Change::Whole(w) => s = (**w).clone(),
            }
        }
        if let Some(g) = guard.as_mut() {
            **g = Some((idx, s.clone()));
        }
        Some(s)
    }

    /// Heap bytes kept (the lists; what the changes share is charged by the budget).
    pub fn heap_size(&self) -> usize {
        self.checkpoints.capacity() * std::mem::size_of::<(u32, Arc<S>)>()
            + self.checkpoints.len() * std::mem::size_of::<S>()
            + self.changes.capacity() * std::mem::size_of::<(u32, Change<S>)>()
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
            if i % 17 == 0 {
                n.b = Arc::new(vec![i]);
            }
            if !St::same(&n, &cur) {
                cur = Arc::new(n);
            }
            h.push(&cur);
            all.push((*cur).clone());
        }
        assert!(h.checkpoints.len() > 3 && h.checkpoints.len() < 20);
        let mut order: Vec<usize> = (0..4000).collect();
        // a scrambled order, then capture order
        order.sort_by_key(|&i| (i * 7919) % 4000);
        order.extend(0..4000);
        for i in order {
            assert_eq!(h.get(i).as_ref(), Some(&all[i]), "record {i}");
        }
        assert!(h.get(4000).is_none());
    }
}
