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
//! A rebuilt list equals the one the first pass built, entity for entity, so both passes show
//! the same tree.

use std::sync::{Arc, Mutex};

/// Deltas between two whole lists: bounds the work of rebuilding one (at most this many merges).
pub const MAX_DEPTH: u16 = 32;

/// An entity kept in a frame: lists are sorted by this number.
pub trait Keyed: Copy + PartialEq + Send + Sync + 'static {
    fn key(&self) -> u32;
}

impl Keyed for super::q2::state::EntState {
    fn key(&self) -> u32 {
        self.number as u32
    }
}
impl Keyed for super::qw::state::QwEnt {
    fn key(&self) -> u32 {
        self.number as u32
    }
}
impl Keyed for (u32, super::fte::delta::UfEnt) {
    fn key(&self) -> u32 {
        self.0
    }
}

enum Body<E> {
    Whole(Arc<[E]>),
    Delta {
        base: Arc<Node<E>>,
        /// New or changed entities, sorted by number.
        put: Box<[E]>,
        /// Entities of the base that are gone, sorted.
        removed: Box<[u32]>,
    },
}

struct Node<E> {
    len: u32,
    /// Deltas between this list and its checkpoint (0 for a whole list).
    depth: u16,
    body: Body<E>,
    /// The whole list while it is recent (see [`FrameList::forget`]).
    live: Mutex<Option<Arc<[E]>>>,
}

/// A frame's entity list (cheap to clone: shared).
pub struct FrameList<E>(Arc<Node<E>>);

impl<E> Clone for FrameList<E> {
    fn clone(&self) -> Self {
        FrameList(self.0.clone())
    }
}

impl<E: std::fmt::Debug> std::fmt::Debug for FrameList<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "FrameList(len {}, depth {})", self.0.len, self.0.depth)
    }
}

impl<E: Keyed> Default for FrameList<E> {
    fn default() -> Self {
        FrameList::whole(Vec::new())
    }
}

impl<E: Keyed> FrameList<E> {
    /// A list stored whole.
    pub fn whole(ents: Vec<E>) -> Self {
        FrameList(Arc::new(Node {
            len: ents.len() as u32,
            depth: 0,
            body: Body::Whole(Arc::from(ents)),
            live: Mutex::new(None),
        }))
    }

    /// The list `ents` (sorted by number) decoded from `base`, whose whole list is `old`: stored
    /// as what changed against it, or whole when that is no cheaper or the chain is long.
    pub fn derive(base: Option<&FrameList<E>>, old: &[E], ents: Vec<E>) -> Self {
        let Some(base) =
            base.filter(|b| b.0.depth + 1 < MAX_DEPTH && b.0.len as usize == old.len())
        else {
            return Self::whole(ents);
        };
        let (mut put, mut removed) = (Vec::new(), Vec::new());
        let (mut i, mut j) = (0, 0);
        while i < old.len() || j < ents.len() {
            match (old.get(i), ents.get(j)) {
                (Some(o), Some(n)) if o.key() == n.key() => {
                    if o != n {
                        put.push(*n);
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
                    put.push(*n);
                    j += 1;
                }
                (None, None) => break,
            }
        }
        if put.len() >= ents.len() {
            return Self::whole(ents);
        }
        let len = ents.len() as u32;
        let live: Arc<[E]> = Arc::from(ents);
        FrameList(Arc::new(Node {
            len,
            depth: base.0.depth + 1,
            body: Body::Delta {
                base: base.0.clone(),
                put: put.into_boxed_slice(),
                removed: removed.into_boxed_slice(),
            },
            live: Mutex::new(Some(live)),
        }))
    }

    pub fn len(&self) -> usize {
        self.0.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.0.len == 0
    }

    /// The whole list (rebuilt from the checkpoint when it is not at hand).
    pub fn get(&self) -> Arc<[E]> {
        let mut chain = Vec::new();
        let mut n = &self.0;
        let mut acc: Arc<[E]> = loop {
            if let Some(l) = n.live.lock().ok().and_then(|g| g.clone()) {
                break l;
            }
            match &n.body {
                Body::Whole(w) => break w.clone(),
                Body::Delta { base, .. } => {
                    chain.push(n);
                    n = base;
                }
            }
        };
        for n in chain.into_iter().rev() {
            if let Body::Delta { put, removed, .. } = &n.body {
                acc = Arc::from(apply(&acc, put, removed, n.len as usize));
            }
        }
        acc
    }

    /// Drops the whole list kept at hand (the list is no longer among its conversation's
    /// newest); [`FrameList::get`] rebuilds it when asked.
    pub fn forget(&self) {
        if let Ok(mut g) = self.0.live.lock() {
            *g = None;
        }
    }

    /// Whether both are the same stored list.
    pub fn ptr_eq(a: &Self, b: &Self) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }

    /// Bytes this list keeps for the file's lifetime (its node and what it stores itself; the
    /// whole list kept at hand is transient and not counted).
    pub fn retained(&self) -> usize {
        use std::mem::size_of;
        size_of::<Node<E>>()
            + match &self.0.body {
                Body::Whole(w) => w.len() * size_of::<E>(),
                Body::Delta { put, removed, .. } => {
                    put.len() * size_of::<E>() + removed.len() * size_of::<u32>()
                }
            }
    }
}

fn apply<E: Keyed>(old: &[E], put: &[E], removed: &[u32], len: usize) -> Vec<E> {
    let mut out = Vec::with_capacity(len);
    let (mut i, mut p, mut r) = (0, 0, 0);
    while i < old.len() || p < put.len() {
        let ok = old.get(i).map(|e| e.key());
        let pk = put.get(p).map(|e| e.key());
        match (ok, pk) {
            (Some(o), Some(k)) if k <= o => {
                out.push(put[p]);
                p += 1;
                if k == o {
                    i += 1;
                }
            }
            (Some(o), _) => {
                while r < removed.len() && removed[r] < o {
                    r += 1;
                }
                if removed.get(r) != Some(&o) {
                    out.push(old[i]);
                }
                i += 1;
            }
            (None, Some(_)) => {
                out.push(put[p]);
                p += 1;
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
            let l = FrameList::derive(Some(&base), &base.get(), new.clone());
            assert_eq!(&*l.get(), &new[..]);
            lists.push((l, new));
            if lists.len() > 8 {
                lists[lists.len() - 8].0.forget();
            }
        }
        for (l, v) in &lists {
            l.forget();
            assert_eq!(&*l.get(), &v[..]);
            assert!(l.0.depth < MAX_DEPTH);
        }
    }
}
