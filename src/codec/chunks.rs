//! A list that grows for a whole file without moving what it holds.
//!
//! A session's per-datagram lists (records, history changes, verdict words) grow from the first
//! datagram to the last. A `Vec` that grows moves the whole list each time (realloc), and when
//! many conversations are live at once the list it moves is cold: a long session copied its
//! records four or five times over the file, and that copying was most of what interleaving
//! cost in cache misses. [`Chunks`] keeps the items in chunks of a fixed size ([`Chunks::CAP`]
//! items, a power of two near [`CHUNK_BYTES`]): a full chunk is never moved again, and only the
//! last one has room to spare. The first chunk starts at 4 items and doubles up to the fixed
//! size, so a list of a few items (a conversation of one datagram) costs what a `Vec` of them
//! costs; a later one starts at a quarter and doubles twice, so the last chunk leaves little
//! unused. Nothing that moves is larger than half a chunk, and it is what was just written.

use std::ops::Range;

/// About the bytes of a full chunk: large enough that a chunk's own cost (its allocation and
/// its entry in the list of chunks, about 40 bytes) is small against it, small enough that the
/// room left in the last one is too.
pub const CHUNK_BYTES: usize = 1024;

/// An append-only list in fixed-size chunks (see the module doc). Index `i` is item
/// `i % CAP` of chunk `i / CAP`.
#[derive(Clone)]
pub struct Chunks<T> {
    /// The chunk being filled (the whole list while it fits one chunk): not empty unless the
    /// list is.
    last: Vec<T>,
    /// The full chunks before it, [`Chunks::CAP`] items each.
    full: Box<[Box<[T]>]>,
}

impl<T> Default for Chunks<T> {
    fn default() -> Self {
        Chunks {
            last: Vec::new(),
            full: Box::default(),
        }
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
    /// The first chunk's first allocation (it doubles from there).
    const FIRST: usize = if Self::CAP < 4 { Self::CAP } else { 4 };
    /// A later chunk's first allocation: it doubles twice to a full chunk, so the last chunk
    /// leaves little room unused while what it moves is at most half a chunk, just written.
    const NEXT: usize = if Self::CAP < 4 {
        Self::CAP
    } else {
        Self::CAP / 4
    };

    pub fn new() -> Self {
        Self::default()
    }

    #[inline(always)]
    pub fn len(&self) -> usize {
        (self.full.len() << Self::SHIFT) + self.last.len()
    }

    #[inline(always)]
    pub fn is_empty(&self) -> bool {
        self.last.is_empty()
    }

    #[inline(always)]
    pub fn push(&mut self, x: T) {
        if self.last.len() == self.last.capacity() {
            self.grow();
        }
        self.last.push(x);
    }

    /// Makes room in the last chunk for one more item: doubles it (exactly, so a full chunk
    /// holds [`Chunks::CAP`]) or, when it is full, starts a new one.
    #[cold]
    fn grow(&mut self) {
        let n = self.last.len();
        if n >= Self::CAP {
            let next = Vec::with_capacity(Self::NEXT);
            let done = std::mem::replace(&mut self.last, next).into_boxed_slice();
            // the list of chunks is remade one longer (a few pointers, once per chunk)
            let mut full = Vec::with_capacity(self.full.len() + 1);
            full.extend(std::mem::take(&mut self.full).into_vec());
            full.push(done);
            self.full = full.into_boxed_slice();
        } else if n == 0 {
            self.last.reserve_exact(Self::FIRST);
        } else {
            self.last.reserve_exact(n.min(Self::CAP - n));
        }
    }

    /// Chunk `k` (the last one at `k` = number of full chunks).
    #[inline(always)]
    fn chunk(&self, k: usize) -> &[T] {
        match self.full.get(k) {
            Some(c) => c,
            None => &self.last,
        }
    }

    #[inline(always)]
    pub fn get(&self, i: usize) -> Option<&T> {
        // most reads are of recent items: the last chunk first
        match i.checked_sub(self.full.len() << Self::SHIFT) {
            Some(j) => self.last.get(j),
            None => self.full[i >> Self::SHIFT].get(i & Self::MASK),
        }
    }

    #[inline(always)]
    pub fn get_mut(&mut self, i: usize) -> Option<&mut T> {
        match i.checked_sub(self.full.len() << Self::SHIFT) {
            Some(j) => self.last.get_mut(j),
            None => self.full[i >> Self::SHIFT].get_mut(i & Self::MASK),
        }
    }

    pub fn first(&self) -> Option<&T> {
        self.chunk(0).first()
    }

    #[inline(always)]
    pub fn last(&self) -> Option<&T> {
        self.last.last()
    }

    pub fn last_mut(&mut self) -> Option<&mut T> {
        self.last.last_mut()
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + '_ {
        let full = self.full.iter().map(|c| &c[..]);
        full.chain(std::iter::once(&self.last[..])).flatten()
    }

    /// The items of `r` (clamped to the list).
    pub fn range(&self, r: Range<usize>) -> impl DoubleEndedIterator<Item = &T> + '_ {
        let end = r.end.min(self.len());
        let start = r.start.min(end);
        let chunks = if start == end {
            0..0
        } else {
            start >> Self::SHIFT..((end - 1) >> Self::SHIFT) + 1
        };
        chunks.flat_map(move |k| {
            let c = self.chunk(k);
            let base = k << Self::SHIFT;
            c[start.saturating_sub(base)..(end - base).min(c.len())].iter()
        })
    }

    /// The index of the first item for which `pred` is false, all those before it being true
    /// (as `slice::partition_point`).
    pub fn partition_point(&self, mut pred: impl FnMut(&T) -> bool) -> usize {
        // the first full chunk whose last item is false holds the point, else the last chunk
        let k = self.full.partition_point(|c| pred(&c[c.len() - 1]));
        (k << Self::SHIFT) + self.chunk(k).partition_point(pred)
    }

    /// As `slice::binary_search_by_key`, the list sorted by `key`.
    pub fn binary_search_by_key<K: Ord>(
        &self,
        b: &K,
        mut key: impl FnMut(&T) -> K,
    ) -> Result<usize, usize> {
        // the first full chunk whose last key is not below `b` holds it, else the last chunk
        let k = self.full.partition_point(|c| key(&c[c.len() - 1]) < *b);
        let base = k << Self::SHIFT;
        match self.chunk(k).binary_search_by_key(b, key) {
            Ok(j) => Ok(base + j),
            Err(j) => Err(base + j),
        }
    }

    /// Inserts `x` at `i`, moving the items after it (meant for near the end: the items
    /// from `i` on are moved one by one across chunks).
    pub fn insert(&mut self, i: usize, x: T) {
        let n = self.len();
        assert!(i <= n, "insert at {i} past the end ({n})");
        self.push(x);
        let (ci, off) = (i >> Self::SHIFT, i & Self::MASK);
        let from = ci.min(self.full.len());
        let mut chunks: Vec<&mut [T]> = self.full[from..]
            .iter_mut()
            .map(|c| &mut c[..])
            .chain(std::iter::once(&mut self.last[..]))
            .collect();
        // the new item travels back from the end: to the front of each chunk after `i`'s,
        // then to the end of the chunk before
        for c in (1..chunks.len()).rev() {
            let (before, this) = chunks.split_at_mut(c);
            this[0].rotate_right(1);
            let prev = &mut before[c - 1];
            let p = prev.len() - 1;
            std::mem::swap(&mut prev[p], &mut this[0][0]);
        }
        chunks[0][off..].rotate_right(1);
    }

    /// Heap bytes held: the full chunks ([`Chunks::CAP`] items each), the list of them and
    /// the last chunk.
    pub fn heap_size(&self) -> usize {
        let size = std::mem::size_of::<T>();
        self.full.len() * (std::mem::size_of::<Box<[T]>>() + Self::CAP * size)
            + self.last.capacity() * size
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
        // 11 full chunks of 1 KiB and the list of them, the last one of 184 items in 256
        assert_eq!(c.heap_size(), 11 * (1024 + 16) + 1024, "{}", c.heap_size());
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
        assert_eq!(std::mem::size_of::<Chunks<u16>>(), 40);
        // a large item: chunks of one
        let mut big = Chunks::<[u8; 3000]>::new();
        for i in 0..5u8 {
            big.push([i; 3000]);
        }
        assert_eq!(Chunks::<[u8; 3000]>::CAP, 1);
        assert_eq!(big.len(), 5);
        assert_eq!(big[4][0], 4);
        assert_eq!(big.heap_size() - 5 * 3000, 4 * 16);
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
