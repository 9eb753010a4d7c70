//! A session's per-datagram records, kept compactly, and the bytes a session keeps (charged
//! against the budget all conversations share). The lists that grow for the session's lifetime
//! are [`Chunks`]: a record, once stored, is never moved.

use super::chunks::Chunks;

/// Appends to a list that stays short but may grow for the file's lifetime, growing a long
/// list by a quarter when it is full (not doubling, which would leave up to half of it unused).
/// A list that grows with every datagram is a [`Chunks`] instead (it never moves).
pub fn push_record<R>(records: &mut Vec<R>, r: R) {
    let n = records.len();
    if n == records.capacity() && n >= 64 {
        records.reserve_exact(n / 4);
    }
    records.push(r);
}

/// A session's per-record flag byte (the direction and what the session notes of a datagram):
/// each session names its own bits; which one says "to the client" is the session's too.
pub trait FlagByte {
    const TO_CLIENT: u8;
    fn bits(&self) -> u8;
    fn has(&self, bit: u8) -> bool {
        self.bits() & bit != 0
    }
    fn dir(&self) -> super::Dir {
        if self.has(Self::TO_CLIENT) {
            super::Dir::ToClient
        } else {
            super::Dir::ToServer
        }
    }
}

/// The capture frame of each record, in about 2 bytes a record: records come in capture order,
/// so a record's frame is kept as its distance from the frame of its chunk's first record
/// (chunks of [`Frames::CHUNK`] records), 16 bits; a distance that does not fit (a
/// conversation silent for 65535 frames in the middle of a chunk, a record out of order) is
/// kept whole in a short list.
#[derive(Clone, Debug, Default)]
pub struct Frames {
    /// The frame of each chunk's first record.
    base: Chunks<u32>,
    /// Each record's frame minus its chunk's base ([`Frames::FAR`]: in `far`).
    off: Chunks<u16>,
    /// (record, frame) of the records whose distance does not fit, sorted.
    far: Chunks<(u32, u32)>,
}

impl Frames {
    const CHUNK: usize = 64;
    const FAR: u16 = u16::MAX;

    pub fn push(&mut self, frame: u32) {
        let i = self.off.len();
        if i % Frames::CHUNK == 0 {
            self.base.push(frame);
        }
        // the last base is this record's chunk's
        let d = frame.wrapping_sub(self.base.last().copied().unwrap_or(frame));
        let off = if d < Frames::FAR as u32 {
            d as u16
        } else {
            self.far.push((i as u32, frame));
            Frames::FAR
        };
        self.off.push(off);
    }
    pub fn len(&self) -> usize {
        self.off.len()
    }
    pub fn is_empty(&self) -> bool {
        self.off.is_empty()
    }
    /// Record `i`'s frame.
    pub fn get(&self, i: usize) -> Option<u32> {
        match *self.off.get(i)? {
            Frames::FAR => {
                let k = self.far.binary_search_by_key(&(i as u32), |r| r.0).ok()?;
                Some(self.far[k].1)
            }
            d => Some(self.base[i / Frames::CHUNK] + d as u32),
        }
    }
    /// The index of the last record of capture frame `frame` (see [`record_of`]).
    pub fn record_of(&self, frame: u32) -> Option<usize> {
        let at = |i: usize| self.get(i).unwrap_or(0);
        // the first record past `frame`, assuming capture order
        let (mut lo, mut hi) = (0, self.len());
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if at(mid) <= frame {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo.checked_sub(1)
            .filter(|&i| at(i) == frame)
            .or_else(|| (0..self.len()).rev().find(|&i| at(i) == frame))
    }
    pub fn heap_size(&self) -> usize {
        self.base.heap_size() + self.off.heap_size() + self.far.heap_size()
    }
}

/// A session's records, kept compactly: each record's frame ([`Frames`]), the part every
/// datagram has (`C`, a few bytes) in one list, and the rare part (`X`: where a fragment sits,
/// a reassembled message, a note) only for the datagrams that have one, in a second list sorted
/// by record index.
pub struct Records<C, X> {
    frames: Frames,
    all: Chunks<C>,
    rare: Chunks<(u32, X)>,
}

impl<C, X> Default for Records<C, X> {
    fn default() -> Self {
        Records {
            frames: Frames::default(),
            all: Chunks::new(),
            rare: Chunks::new(),
        }
    }
}

impl<C, X> Records<C, X> {
    /// Appends the record of capture frame `frame`; returns its index.
    pub fn push(&mut self, frame: u32, c: C, x: Option<X>) -> usize {
        let i = self.all.len();
        if let Some(x) = x {
            self.rare.push((i as u32, x));
        }
        self.frames.push(frame);
        self.all.push(c);
        i
    }
    pub fn len(&self) -> usize {
        self.all.len()
    }
    pub fn is_empty(&self) -> bool {
        self.all.is_empty()
    }
    pub fn get(&self, i: usize) -> Option<&C> {
        self.all.get(i)
    }
    pub fn get_mut(&mut self, i: usize) -> Option<&mut C> {
        self.all.get_mut(i)
    }
    /// Record `i`'s capture frame.
    pub fn frame(&self, i: usize) -> Option<u32> {
        self.frames.get(i)
    }
    /// The index of the last record of capture frame `frame`.
    pub fn record_of(&self, frame: u32) -> Option<usize> {
        self.frames.record_of(frame)
    }
    /// Record `i`'s rare part, if it has one.
    pub fn rare(&self, i: usize) -> Option<&X> {
        let k = self.rare.binary_search_by_key(&(i as u32), |r| r.0).ok()?;
        Some(&self.rare[k].1)
    }
    /// Bytes the lists hold (what the rare parts own besides is not counted).
    pub fn heap_size(&self) -> usize {
        self.frames.heap_size() + self.all.heap_size() + self.rare.heap_size()
    }
}

/// The index of the last record of capture frame `frame` (`frame_of` reads a record's):
/// records are pushed in capture order, so a binary search finds it (a linear one if a
/// record is out of order).
pub fn record_of<R>(
    records: &Chunks<R>,
    frame: u32,
    frame_of: impl Fn(&R) -> u32,
) -> Option<usize> {
    let k = records.partition_point(|r| frame_of(r) <= frame);
    k.checked_sub(1)
        .filter(|&i| frame_of(&records[i]) == frame)
        .or_else(|| {
            let n = records.len();
            records
                .iter()
                .rev()
                .position(|r| frame_of(r) == frame)
                .map(|k| n - 1 - k)
        })
}

/// Values kept for a few records only, by record index (sorted): a later datagram may give an
/// earlier record one (a forward reference such as "acknowledged in").
#[derive(Clone, Debug)]
pub struct Sparse<T>(Chunks<(u32, T)>);

impl<T> Default for Sparse<T> {
    fn default() -> Self {
        Sparse(Chunks::new())
    }
}

impl<T: Default> Sparse<T> {
    #[inline]
    pub fn get(&self, i: usize) -> Option<&T> {
        // most lookups are of records past the last one that has a value
        if !matches!(self.0.last(), Some(l) if l.0 as usize >= i) {
            return None;
        }
        let k = self.0.binary_search_by_key(&(i as u32), |r| r.0).ok()?;
        Some(&self.0[k].1)
    }
    /// Record `i`'s value, made (default) if it has none: records are given one in capture
    /// order or a little later, so the insertion is at or near the end.
    pub fn get_or_default(&mut self, i: usize) -> &mut T {
        // most are given to the newest record (a search otherwise)
        let k = match self.0.last().map(|l| l.0 as usize) {
            Some(l) if l == i => self.0.len() - 1,
            None => self.push_new(i),
            Some(l) if l < i => self.push_new(i),
            Some(_) => self.find_or_insert(i),
        };
        &mut self.0[k].1
    }
    /// Appends record `i`'s default value (past every record that has one); returns where.
    #[inline]
    fn push_new(&mut self, i: usize) -> usize {
        self.0.push((i as u32, T::default()));
        self.0.len() - 1
    }
    /// Where record `i`'s value is, made (default) if it has none.
    fn find_or_insert(&mut self, i: usize) -> usize {
        match self.0.binary_search_by_key(&(i as u32), |r| r.0) {
            Ok(k) => k,
            Err(k) if k == self.0.len() => {
                self.0.push((i as u32, T::default()));
                k
            }
            Err(k) => {
                self.0.insert(k, (i as u32, T::default()));
                k
            }
        }
    }
    pub fn heap_size(&self) -> usize {
        self.0.heap_size()
    }
}

/// What one session keeps besides its own struct: records and retained state snapshots.
pub fn footprint<S, R>(s: &S, records: &Chunks<R>, state: usize) -> usize {
    std::mem::size_of_val(s) + records.heap_size() + state
}

/// [`footprint`] of a session whose records are [`Records`].
pub fn footprint_of<S, C, X>(s: &S, records: &Records<C, X>, state: usize) -> usize {
    std::mem::size_of_val(s) + records.heap_size() + state
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sparse_values_are_found_whatever_the_order_they_were_given() {
        let mut sp = Sparse::<u32>::default();
        let mut all = std::collections::BTreeMap::new();
        let mut x = 7u32;
        for n in 0..5000u32 {
            // mostly the newest record, sometimes an earlier one, again or for the first time
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let i = match x >> 28 {
                0..=9 => n,
                10..=12 => n.saturating_sub(x % 40),
                _ => n.saturating_sub(x % 3000),
            } as usize;
            *sp.get_or_default(i) += n;
            *all.entry(i).or_insert(0) += n;
        }
        for i in 0..5001 {
            assert_eq!(sp.get(i), all.get(&i), "record {i}");
        }
        assert!(sp.0.iter().zip(sp.0.iter().skip(1)).all(|(a, b)| a.0 < b.0));
    }

    #[test]
    fn frames_are_kept_in_two_bytes_and_found_again() {
        let mut f = Frames::default();
        let mut all = Chunks::new();
        let mut frame = 1u32;
        for i in 0..1000u32 {
            // gaps of every size, a few that do not fit 16 bits, a record out of order
            frame += match i % 97 {
                0 => 70_000,
                5 => 0,
                _ => i % 13,
            };
            let fr = if i == 500 { frame - 3 } else { frame };
            f.push(fr);
            all.push(fr);
        }
        for (i, fr) in all.iter().enumerate() {
            assert_eq!(f.get(i), Some(*fr), "record {i}");
            assert_eq!(f.record_of(*fr), record_of(&all, *fr, |&x| x), "frame {fr}");
        }
        assert_eq!(f.get(1000), None);
        assert_eq!(f.record_of(frame + 1), None);
        // without long silences: two bytes and a bit a record
        let mut f = Frames::default();
        for i in 0..10_000u32 {
            f.push(1 + i * 40);
        }
        assert_eq!(f.get(9999), Some(1 + 9999 * 40));
        assert!(f.heap_size() < 10_000 * 5 / 2, "{}", f.heap_size());
    }
}
