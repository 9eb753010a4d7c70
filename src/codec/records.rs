//! A session's per-datagram records, kept compactly, and the bytes a session keeps (charged
//! against the budget all conversations share).

/// Appends a datagram's record, growing a long list by a quarter when it is full (not
/// doubling): records live for the file's lifetime, so doubling would leave up to half of the
/// list unused and need three times its size while it moves. Short lists (most conversations
/// of a hostile capture have one datagram) grow as usual, from 4.
pub fn push_record<R>(records: &mut Vec<R>, r: R) {
    let n = records.len();
    if n == records.capacity() && n >= 64 {
        records.reserve_exact(n / 4);
    }
    records.push(r);
}

/// A session's records, kept compactly: the part every datagram has (`C`, a few words) in one
/// list, and the rare part (`X`: where a fragment sits, a reassembled message, a note) only for
/// the datagrams that have one, in a second list sorted by record index.
pub struct Records<C, X> {
    all: Vec<C>,
    rare: Vec<(u32, X)>,
}

impl<C, X> Default for Records<C, X> {
    fn default() -> Self {
        Records {
            all: Vec::new(),
            rare: Vec::new(),
        }
    }
}

impl<C, X> Records<C, X> {
    /// Appends a record; returns its index.
    pub fn push(&mut self, c: C, x: Option<X>) -> usize {
        let i = self.all.len();
        if let Some(x) = x {
            push_record(&mut self.rare, (i as u32, x));
        }
        push_record(&mut self.all, c);
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
    /// Every record's common part, in order.
    pub fn all(&self) -> &[C] {
        &self.all
    }
    /// Record `i`'s rare part, if it has one.
    pub fn rare(&self, i: usize) -> Option<&X> {
        let k = self.rare.binary_search_by_key(&(i as u32), |r| r.0).ok()?;
        Some(&self.rare[k].1)
    }
    /// Bytes the two lists hold (what the rare parts own besides is not counted).
    pub fn heap_size(&self) -> usize {
        self.all.capacity() * std::mem::size_of::<C>()
            + self.rare.capacity() * std::mem::size_of::<(u32, X)>()
    }
}

/// The index of the last record of capture frame `frame` (`frame_of` reads a record's):
/// records are pushed in capture order, so a binary search finds it (a linear one if a
/// record is out of order).
pub fn record_of<R>(records: &[R], frame: u32, frame_of: impl Fn(&R) -> u32) -> Option<usize> {
    let k = records.partition_point(|r| frame_of(r) <= frame);
    k.checked_sub(1)
        .filter(|&i| frame_of(&records[i]) == frame)
        .or_else(|| records.iter().rposition(|r| frame_of(r) == frame))
}

/// Values kept for a few records only, by record index (sorted): a later datagram may give an
/// earlier record one (a forward reference such as "acknowledged in").
#[derive(Clone, Debug)]
pub struct Sparse<T>(Vec<(u32, T)>);

impl<T> Default for Sparse<T> {
    fn default() -> Self {
        Sparse(Vec::new())
    }
}

impl<T: Default> Sparse<T> {
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
        let k = match self.0.binary_search_by_key(&(i as u32), |r| r.0) {
            Ok(k) => k,
            Err(k) if k == self.0.len() => {
                push_record(&mut self.0, (i as u32, T::default()));
                k
            }
            Err(k) => {
                self.0.insert(k, (i as u32, T::default()));
                k
            }
        };
        &mut self.0[k].1
    }
    pub fn heap_size(&self) -> usize {
        self.0.capacity() * std::mem::size_of::<(u32, T)>()
    }
}

/// What one session keeps besides its own struct: records and retained state snapshots.
pub fn footprint<S, R>(s: &S, records: &Vec<R>, state: usize) -> usize {
    std::mem::size_of_val(s) + records.capacity() * std::mem::size_of::<R>() + state
}

/// [`footprint`] of a session whose records are [`Records`].
pub fn footprint_of<S, C, X>(s: &S, records: &Records<C, X>, state: usize) -> usize {
    std::mem::size_of_val(s) + records.heap_size() + state
}
