//! Strings many conversations hold alike, kept once: a Quake II server gives every client the
//! same configstrings (model, sound and image names, the map's name, player skins), and each
//! conversation keeps them for the file's lifetime. The table holds a string while any state
//! does: strings nobody else holds are dropped when the table has doubled since it was last
//! swept, so it stays within twice the strings alive.

use std::borrow::Borrow;
use std::cell::RefCell;
use std::collections::HashSet;
use std::hash::{BuildHasher, Hash, Hasher};
use std::sync::Arc;

/// An interned string: one pointer (a table of them costs 8 bytes a slot, not the 16 of an
/// `Arc<str>`), compared and hashed as its text.
#[derive(Clone, Debug)]
pub struct Str(Arc<Box<str>>);

impl std::ops::Deref for Str {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl Borrow<str> for Str {
    fn borrow(&self) -> &str {
        &self.0
    }
}
impl PartialEq for Str {
    fn eq(&self, o: &Self) -> bool {
        **self.0 == **o.0
    }
}
impl Eq for Str {}
impl Hash for Str {
    fn hash<H: Hasher>(&self, h: &mut H) {
        (**self.0).hash(h)
    }
}
impl Str {
    /// The same shared copy.
    pub fn ptr_eq(a: &Str, b: &Str) -> bool {
        Arc::ptr_eq(&a.0, &b.0)
    }
    /// Heap bytes of the shared copy (its two allocations).
    pub fn heap_size(&self) -> usize {
        2 * std::mem::size_of::<usize>() + std::mem::size_of::<Box<str>>() + self.len()
    }
}

/// Strings the table holds before its first sweep.
const FIRST_SWEEP: usize = 4096;

/// The table's hash: a few multiplications a string, not SipHash's rounds over each byte
/// (a configstring is looked up on every change). Seeded per table from the standard
/// library's random keys, so that a capture cannot choose strings that all collide.
#[derive(Clone, Copy)]
struct Fold(u64);

impl BuildHasher for Fold {
    type Hasher = FoldHasher;
    fn build_hasher(&self) -> FoldHasher {
        FoldHasher(self.0)
    }
}

impl Default for Fold {
    fn default() -> Self {
        Fold(std::collections::hash_map::RandomState::new().hash_one(0u64) | 1)
    }
}

struct FoldHasher(u64);

/// The high and low halves of the full product, folded: every input bit reaches every
/// output bit.
#[inline]
fn fold(a: u64, b: u64) -> u64 {
    let p = a as u128 * b as u128;
    (p as u64) ^ (p >> 64) as u64
}

const K0: u64 = 0x243f_6a88_85a3_08d3;
const K1: u64 = 0x1319_8a2e_0370_7344;

impl Hasher for FoldHasher {
    #[inline]
    fn write(&mut self, b: &[u8]) {
        let mut h = self.0 ^ (b.len() as u64).wrapping_mul(K0);
        let mut words = b.chunks_exact(8);
        for w in &mut words {
            let w = u64::from_le_bytes([w[0], w[1], w[2], w[3], w[4], w[5], w[6], w[7]]);
            h = fold(h ^ w, K1);
        }
        let mut tail = [0u8; 8];
        tail[..words.remainder().len()].copy_from_slice(words.remainder());
        self.0 = fold(h ^ u64::from_le_bytes(tail), K0);
    }
    #[inline]
    fn write_u8(&mut self, b: u8) {
        self.0 = fold(self.0 ^ b as u64, K1);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
}

#[derive(Default)]
struct Table {
    set: HashSet<Str, Fold>,
    /// Size at which the table is swept next.
    sweep_at: usize,
}

thread_local! {
    static TABLE: RefCell<Table> = RefCell::new(Table::default());
}

/// The shared copy of `s`.
pub fn intern(s: &str) -> Str {
    TABLE.with(|t| {
        let mut t = t.borrow_mut();
        if let Some(a) = t.set.get(s) {
            return a.clone();
        }
        if t.set.len() >= t.sweep_at.max(FIRST_SWEEP) {
            t.set.retain(|a| Arc::strong_count(&a.0) > 1);
            t.sweep_at = 2 * t.set.len();
        }
        let a = Str(Arc::new(Box::from(s)));
        t.set.insert(a.clone());
        a
    })
}

/// Forgets every string (a new capture file; what conversations hold stays theirs).
pub fn clear() {
    TABLE.with(|t| *t.borrow_mut() = Table::default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_strings_are_one_and_dead_ones_are_swept() {
        let a = intern("models/weapons/v_rail/tris.md2");
        let b = intern(&String::from("models/weapons/v_rail/tris.md2"));
        assert!(Str::ptr_eq(&a, &b));
        for i in 0..3 * FIRST_SWEEP {
            drop(intern(&format!("clock {i}")));
        }
        TABLE.with(|t| assert!(t.borrow().set.len() <= 2 * FIRST_SWEEP));
        assert!(Str::ptr_eq(&a, &intern("models/weapons/v_rail/tris.md2")));
    }
}
