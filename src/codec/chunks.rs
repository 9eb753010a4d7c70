//! A list that grows for a whole file without moving what it holds.
//!
//! A session's per-datagram lists (records, history changes, verdict words) grow from the first
//! datagram to the last. A `Vec` that grows moves the whole list each time (realloc), and when
//! many conversations are live at once the list it moves is cold: a long session copied its
//! records four or five times over the file, and that copying was most of what interleaving
//! cost in cache misses. [`Chunks`] keeps the items in chunks of a fixed size ([`Chunks::CAP`]
//! items, a power of two near [`CHUNK_BYTES`]): a full chunk is never moved again, and only the
//! last one has room to spare. The first chunk starts small and doubles up to the fixed size, so
//! a list of a few items (a conversation of one datagram) costs what a `Vec` of them costs and
//! nothing that moves is larger than one chunk.

use std::ops::Range;

/// About the bytes of a full chunk: large enough that a chunk's own cost (its allocation and
/// its entry in the list of chunks, about 40 bytes) is small against it, small enough that the
/// room left in the last one is too.
pub const CHUNK_BYTES: usize = 1024;

/// The chunks; only the last one is not full. While the list fits one chunk it is a plain
/// `Vec` (no list of chunks allocated).
#[derive(Clone)]
enum Repr<T> {
    One(Vec<T>),
    Many(Vec<Vec<T>>),
}

/// An append-only list in fixed-size chunks (see the module doc). Index `i` is item
/// `i % CAP` of chunk `i / CAP`.
#[derive(Clone)]
pub struct Chunks<T>(Repr<T>);

impl<T> Default for Chunks<T> {
    fn default() -> Self {
        Chunks(Repr::One(Vec::new()))
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Chunks<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl<T> Chunks<T> {
    /// Items in a full chunk: the power of two at or below [`CHUNK_BYTES`] / item size.
    pub const CAP: usize = {
        let size = if std::mem::size_of::<T>() == 0 {
            1
        } else {
            std::mem::size_of::<T>()
        };
        let n = CHUNK_BYTES / size;
        if n <= 1 {
            1
        } else {
            1 << (usize::BITS - 1 - n.leading_zeros())
        }
    };
    const SHIFT: u32 = Self::CAP.trailing_zeros();
    const MASK: usize = Self::CAP - 1;
    /// The first chunk's first allocation.
    const FIRST: usize = if Self::CAP < 4 { Self::CAP } else { 4 };

    pub fn new() -> Self {
        Self::default()
    }

    #[inline]
    pub fn len(&self) -> usize {
        match &self.0 {
            Repr::One(v) => v.len(),
            Repr::Many(c) => ((c.len() - 1) << Self::SHIFT) + c[c.len() - 1].len(),
        }
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        match &self.0 {
            Repr::One(v) => v.is_empty(),
            Repr::Many(_) => false,
        }
    }

    /// The chunks, in order (none empty but an empty list's one).
    #[inline]
    fn chunks(&self) -> &[Vec<T>] {
        match &self.0 {
            Repr::One(v) => std::slice::from_ref(v),
            Repr::Many(c) => c,
        }
    }

    #[inline]
    fn chunks_mut(&mut self) -> &mut [Vec<T>] {
        match &mut self.0 {
            Repr::One(v) => std::slice::from_mut(v),
            Repr::Many(c) => c,
        }
    }

    #[inline]
    pub fn push(&mut self, x: T) {
        match &mut self.0 {
            Repr::One(v) if v.len() < v.capacity() => v.push(x),
            Repr::One(v) if v.len() < Self::CAP => {
                // doubles up to a full chunk (reserved exactly, so a full chunk holds CAP)
                let n = v.len();
                v.reserve_exact(if n == 0 {
                    Self::FIRST
                } else {
                    n.min(Self::CAP - n)
                });
                v.push(x);
            }
            Repr::One(v) => {
                let first = std::mem::take(v);
                let mut next = Vec::with_capacity(Self::CAP);
                next.push(x);
                self.0 = Repr::Many(vec![first, next]);
            }
            Repr::Many(c) => {
                let last = c.len() - 1;
                let n = c[last].len();
                if n < Self::CAP {
                    // a cloned chunk has no room to spare: it is given its full size
                    if n == c[last].capacity() {
                        c[last].reserve_exact(Self::CAP - n);
                    }
                    c[last].push(x);
                } else {
                    let mut next = Vec::with_capacity(Self::CAP);
                    next.push(x);
                    c.push(next);
                }
            }
        }
    }

    #[inline]
    pub fn get(&self, i: usize) -> Option<&T> {
        match &self.0 {
            Repr::One(v) => v.get(i),
            Repr::Many(c) => c.get(i >> Self::SHIFT)?.get(i & Self::MASK),
        }
    }

    #[inline]
    pub fn get_mut(&mut self, i: usize) -> Option<&mut T> {
        match &mut self.0 {
            Repr::One(v) => v.get_mut(i),
            Repr::Many(c) => c.get_mut(i >> Self::SHIFT)?.get_mut(i & Self::MASK),
        }
    }

    pub fn first(&self) -> Option<&T> {
        self.chunks()[0].first()
    }

    #[inline]
    pub fn last(&self) -> Option<&T> {
        match &self.0 {
            Repr::One(v) => v.last(),
            Repr::Many(c) => c[c.len() - 1].last(),
        }
    }

    pub fn last_mut(&mut self) -> Option<&mut T> {
        let c = self.chunks_mut();
        let n = c.len() - 1;
        c[n].last_mut()
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + '_ {
        self.chunks().iter().flatten()
    }

    /// The items of `r` (clamped to the list).
    pub fn range(&self, r: Range<usize>) -> impl DoubleEndedIterator<Item = &T> + '_ {
        let end = r.end.min(self.len());
        let start = r.start.min(end);
        let (a, b) = (start >> Self::SHIFT, end.saturating_sub(1) >> Self::SHIFT);
        let chunks = if start == end {
            &[][..]
        } else {
            &self.chunks()[a..=b]
        };
        chunks.iter().enumerate().flat_map(move |(k, c)| {
            let base = (a + k) << Self::SHIFT;
            let lo = start.saturating_sub(base).min(c.len());
            let hi = (end - base).min(c.len());
            c[lo..hi].iter()
        })
    }

    /// The index of the first item for which `pred` is false, all those before it being true
    /// (as `slice::partition_point`).
    pub fn partition_point(&self, mut pred: impl FnMut(&T) -> bool) -> usize {
        let chunks = self.chunks();
        // the first chunk whose last item is false holds the point
        let k = chunks.partition_point(|c| c.last().is_some_and(&mut pred));
        match chunks.get(k) {
            Some(c) => (k << Self::SHIFT) + c.partition_point(pred),
            None => self.len(),
        }
    }

    /// As `slice::binary_search_by_key`, the list sorted by `key`.
    pub fn binary_search_by_key<K: Ord>(
        &self,
        b: &K,
        mut key: impl FnMut(&T) -> K,
    ) -> Result<usize, usize> {
        let k = self.partition_point(|x| key(x) < *b);
        match self.get(k) {
            Some(x) if key(x) == *b => Ok(k),
            _ => Err(k),
        }
    }

    /// Inserts `x` at `i`, moving the items after it (meant for near the end: the items
    /// from `i` on are moved one by one across chunks).
    pub fn insert(&mut self, i: usize, x: T) {
        let n = self.len();
        assert!(i <= n, "insert at {i} past the end ({n})");
        self.push(x);
        let (ci, off) = (i >> Self::SHIFT, i & Self::MASK);
        let chunks = self.chunks_mut();
        // the new item travels back from the end: to the front of each chunk after `i`'s,
        // then to the end of the chunk before
        for c in (ci + 1..chunks.len()).rev() {
            let (before, this) = chunks.split_at_mut(c);
            this[0].rotate_right(1);
            let prev = &mut before[c - 1];
            let p = prev.len() - 1;
            std::mem::swap(&mut prev[p], &mut this[0][0]);
        }
        chunks[ci][off..].rotate_right(1);
    }

    /// Heap bytes held: the chunks (full ones hold exactly [`Chunks::CAP`] items) and the
    /// list of them.
    pub fn heap_size(&self) -> usize {
        let size = std::mem::size_of::<T>();
        match &self.0 {
            Repr::One(v) => v.capacity() * size,
            Repr::Many(c) => {
                c.capacity() * std::mem::size_of::<Vec<T>>()
                    + (c.len() - 1) * Self::CAP * size
                    + c[c.len() - 1].capacity() * size
            }
        }
    }
}

impl<T> std::ops::Index<usize> for Chunks<T> {
    type Output = T;
    #[inline]
    fn index(&self, i: usize) -> &T {
        match self.get(i) {
            Some(x) => x,
            None => panic!("index {i} past the end ({})", self.len()),
        }
    }
}

impl<T> std::ops::IndexMut<usize> for Chunks<T> {
    #[inline]
    fn index_mut(&mut self, i: usize) -> &mut T {
        let n = self.len();
        match self.get_mut(i) {
            Some(x) => x,
            None => panic!("index {i} past the end ({n})"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_list_is_full_chunks_and_keeps_its_items_in_place() {
        let mut c = Chunks::<u32>::new();
        let mut v = Vec::new();
        assert!(c.is_empty() && c.get(0).is_none() && c.last().is_none());
        assert_eq!(Chunks::<u32>::CAP, 256);
        for i in 0..3000u32 {
            c.push(i * 3);
            v.push(i * 3);
            if i == 700 {
                // where a full chunk's item lives stays where it is
                let at: *const u32 = &c[10];
                for j in 0..2000 {
                    c.push(j);
                    c.push(j);
                }
                assert_eq!(at, &c[10] as *const u32);
                c = {
                    let mut d = Chunks::new();
                    v.iter().for_each(|&x| d.push(x));
                    d
                };
            }
        }
        assert_eq!(c.len(), v.len());
        assert!(c.iter().eq(v.iter()));
        assert!(c.iter().rev().eq(v.iter().rev()));
        for (i, x) in v.iter().enumerate() {
            assert_eq!(c.get(i), Some(x));
        }
        assert_eq!(c.get(3000), None);
        assert_eq!(c.first(), Some(&0));
        assert_eq!(c.last(), Some(&(2999 * 3)));
        for r in [
            0..0,
            0..1,
            5..300,
            255..257,
            256..512,
            1000..3000,
            2990..4000,
            4000..5000,
        ] {
            let want: Vec<_> = v[r.start.min(3000)..r.end.min(3000)].to_vec();
            assert!(c.range(r.clone()).eq(want.iter()), "{r:?}");
            assert!(c.range(r.clone()).rev().eq(want.iter().rev()), "{r:?}");
        }
        for k in [0, 1, 2, 3, 767, 768, 769, 8997, 8998, 9000, 10_000] {
            assert_eq!(c.partition_point(|&x| x < k), v.partition_point(|&x| x < k));
            assert_eq!(
                c.binary_search_by_key(&k, |&x| x),
                v.binary_search_by_key(&k, |&x| x)
            );
        }
        // 12 chunks of 1 KiB, the last one full too, and the list of them
        let list = c.heap_size() - 3072 * 4;
        assert_eq!(list, 16 * 24, "{}", c.heap_size());
    }

    #[test]
    fn a_short_list_costs_what_a_vec_costs() {
        let mut c = Chunks::<u16>::new();
        assert_eq!(c.heap_size(), 0);
        c.push(1);
        assert_eq!(c.heap_size(), 8);
        for i in 0..100 {
            c.push(i);
        }
        assert_eq!(c.heap_size(), 128 * 2);
        assert_eq!(std::mem::size_of::<Chunks<u16>>(), 32);
        // a large item: chunks of one
        let mut big = Chunks::<[u8; 3000]>::new();
        for i in 0..5u8 {
            big.push([i; 3000]);
        }
        assert_eq!(Chunks::<[u8; 3000]>::CAP, 1);
        assert_eq!(big.len(), 5);
        assert_eq!(big[4][0], 4);
        assert_eq!(big.heap_size() - 5 * 3000, 8 * 24);
    }

    #[test]
    fn inserts_move_the_items_after_them_across_chunks() {
        let mut c = Chunks::<(u32, u64)>::new();
        let mut v = Vec::new();
        for i in 0..600u32 {
            let x = (i * 2, i as u64);
            c.push(x);
            v.push(x);
        }
        for (at, k) in [
            (600, 1),
            (599, 3),
            (300, 5),
            (128, 7),
            (127, 9),
            (0, 11),
            (64, 13),
        ] {
            c.insert(at, (k, k as u64));
            v.insert(at, (k, k as u64));
            assert!(c.iter().eq(v.iter()), "insert at {at}");
        }
        assert_eq!(c.len(), 607);
    }
}
