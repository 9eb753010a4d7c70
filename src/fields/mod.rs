//! The field catalogue: every filterable field is declared here, once.
//!
//! The shell registers one hf (and one ett) per entry; `docs/fields.md` is generated from it
//! (`cargo run --example fieldref`). Codec code refers to fields only through [`Field`].
#![forbid(unsafe_code)]

pub mod demo;
pub mod fte;
pub mod fte_input;
pub mod kexlan;
pub mod nq;
pub mod nq_dp;
pub mod nq_fte;
pub mod nq_fte_input;
pub mod q2;
pub mod q2_rr;
pub mod qw;
pub mod qw_fte;
pub mod qw_fte_input;

/// Wire/display type of a field; the shell maps it to Wireshark's `FT_*`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// A labelled container or marker with no value.
    None,
    /// One flag bit of a flags word: `mask` selects it, `bits` is the word's width.
    Flag {
        bits: u8,
    },
    U8,
    U16,
    U32,
    U64,
    I8,
    I16,
    I32,
    I64,
    F32,
    Str,
    Bytes,
    /// A reference to another frame (clickable in Wireshark).
    Frame,
}

/// How an integer is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Base {
    Dec,
    Hex,
    DecHex,
    None,
}

/// One catalogue entry.
#[derive(Debug)]
pub struct FieldDef {
    pub abbrev: &'static str,
    pub name: &'static str,
    pub kind: Kind,
    pub base: Base,
    /// Bitmask within the parent word (0 = whole value).
    pub mask: u64,
    /// Names for values (rendered as "name (value)").
    pub vals: &'static [(u32, &'static str)],
    pub blurb: &'static str,
}

/// Identifies a field across every protocol's catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Field(pub u16);

/// Declares one protocol's part of the catalogue:
/// `catalogue!(BASE, TABLE; Ident: "abbrev", "Name", Kind, Base, mask, vals, "description"; ...)`.
/// Each `Ident` becomes a `Field` constant numbered from `BASE`.
macro_rules! catalogue {
    ($base:expr, $table:ident; $( $id:ident : $abbrev:expr, $name:literal, $kind:expr, $disp:ident, $mask:expr, $vals:expr, $blurb:literal; )*) => {
        #[allow(non_camel_case_types, clippy::enum_variant_names)]
        #[repr(u16)]
        enum Index { $( $id, )* }
        $(
            #[allow(non_upper_case_globals)]
            pub const $id: $crate::fields::Field = $crate::fields::Field($base + Index::$id as u16);
        )*
        pub static $table: &[$crate::fields::FieldDef] = &[ $( $crate::fields::FieldDef {
            abbrev: $abbrev, name: $name, kind: $kind, base: $crate::fields::Base::$disp, mask: $mask,
            vals: $vals, blurb: $blurb,
        }, )* ];
    };
}
pub(crate) use catalogue;

/// The netchan analysis fields of one protocol's catalogue (`codec::analysis`).
pub struct AnalysisFields {
    pub tree: Field,
    pub lost: Field,
    pub lost_captured: Field,
    pub out_of_order: Field,
    pub duplicate: Field,
    pub retransmission: Field,
    /// Where the dialect shows choke.
    pub choked: Option<Field>,
    pub rtt: Field,
    pub acked_in: Field,
    pub delivery: Field,
    pub sends: Field,
}

/// Each protocol's table with the id of its first field; ids within a table are consecutive.
/// Sorted by base; a protocol may have several tables (its FTE extension fields are separate).
pub static CATALOGUES: &[(&str, u16, &[FieldDef])] = &[
    ("nq", nq::BASE, nq::TABLE),
    ("nq", nq_fte_input::BASE, nq_fte_input::TABLE),
    ("nq", nq_fte::BASE, nq_fte::TABLE),
    ("nq", nq_dp::BASE, nq_dp::TABLE),
    ("qw", qw::BASE, qw::TABLE),
    ("qw", qw_fte::BASE, qw_fte::TABLE),
    ("qw", qw_fte_input::BASE, qw_fte_input::TABLE),
    ("q2", q2::BASE, q2::TABLE),
    ("q2", q2_rr::BASE, q2_rr::TABLE),
    ("kexlan", kexlan::BASE, kexlan::TABLE),
    ("qdemo", demo::BASE, demo::TABLE),
];

/// Every field of every protocol, in id order.
pub fn all() -> impl Iterator<Item = (Field, &'static FieldDef)> {
    CATALOGUES.iter().flat_map(|(_, base, t)| {
        t.iter()
            .enumerate()
            .map(move |(i, d)| (Field(base + i as u16), d))
    })
}

/// The fields of one protocol's catalogue.
pub fn all_of(name: &str) -> impl Iterator<Item = (Field, &'static FieldDef)> + '_ {
    CATALOGUES
        .iter()
        .filter(move |(n, _, _)| *n == name)
        .flat_map(|(_, base, t)| {
            t.iter()
                .enumerate()
                .map(move |(i, d)| (Field(base + i as u16), d))
        })
}

impl Field {
    pub fn def(self) -> &'static FieldDef {
        CATALOGUES
            .iter()
            .rev()
            .find(|(_, base, _)| self.0 >= *base)
            .and_then(|(_, base, t)| t.get((self.0 - base) as usize))
            .expect("field id outside every catalogue")
    }
}

/// The resolved-state blocks: generated items holding an entity's or a player's state after an
/// update (`codec::tree::Tree::open_resolved`). Each of their children is added only when asked
/// for.
pub const RESOLVED_BLOCKS: &[Field] = &[
    nq::NqResolved,
    nq_dp::NqDpResolved,
    nq_fte::Res,
    qw::QwRes,
    qw_fte::Res,
    q2::Q2EntRes,
    q2::Q2PsRes,
];

/// Fields added inside a resolved-state block whose filter names are not under the block's:
/// the Quake II model name, and the stat index (which a player-state delta's stats use too); each
/// with the block it is added in.
const RESOLVED_ALSO: &[(Field, Field)] = &[
    (q2::Q2EntModelName, q2::Q2EntRes),
    (q2::Q2PsStatIndex, q2::Q2PsRes),
];

/// Whether `f` is added inside a resolved-state block: a field under a block's filter name
/// (`nq.ent.resolved.frame`), or one of the few named otherwise. A filter, column or output
/// field that refers to one makes the shell add that child to the blocks ([`ResolvedSet`]).
pub fn is_resolved_child(f: Field) -> bool {
    block_of(f).is_some()
}

/// Every field [`is_resolved_child`] accepts.
pub fn resolved_children() -> impl Iterator<Item = Field> {
    all().map(|(f, _)| f).filter(|&f| is_resolved_child(f))
}

/// The block of [`RESOLVED_BLOCKS`] that a resolved child is added in.
fn block_of(f: Field) -> Option<Field> {
    if let Some(&(_, b)) = RESOLVED_ALSO.iter().find(|(c, _)| *c == f) {
        return Some(b);
    }
    let a = f.def().abbrev;
    RESOLVED_BLOCKS.iter().copied().find(|b| {
        let p = b.def().abbrev;
        a.len() > p.len() && a.starts_with(p) && a.as_bytes()[p.len()] == b'.'
    })
}

/// A set of resolved children ([`resolved_children`]), one bit per child by its position in
/// that list: which of a resolved-state block's children a tree adds when not all of them are
/// wanted. Copy and small, so that checking a child is an index and a bit test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ResolvedSet([u64; 4]);

/// Where each field sits in [`resolved_children`] (by field id; `u8::MAX`: not a child), and
/// each block's children.
struct ResolvedIndex {
    position: Vec<u8>,
    blocks: Vec<(Field, ResolvedSet)>,
}

fn resolved_index() -> &'static ResolvedIndex {
    static INDEX: std::sync::OnceLock<ResolvedIndex> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        let n = all().map(|(f, _)| f.0 as usize + 1).max().unwrap_or(0);
        let mut position = vec![u8::MAX; n];
        let mut blocks: Vec<(Field, ResolvedSet)> = RESOLVED_BLOCKS
            .iter()
            .map(|&b| (b, ResolvedSet::EMPTY))
            .collect();
        for (i, f) in resolved_children().enumerate() {
            assert!(
                i < ResolvedSet::CAPACITY,
                "more resolved children than ResolvedSet holds"
            );
            position[f.0 as usize] = i as u8;
            let b = block_of(f).expect("a resolved child outside every block");
            if let Some((_, s)) = blocks.iter_mut().find(|(x, _)| *x == b) {
                s.0[i / 64] |= 1 << (i % 64);
            }
        }
        ResolvedIndex { position, blocks }
    })
}

impl ResolvedSet {
    pub const EMPTY: ResolvedSet = ResolvedSet([0; 4]);
    /// The most resolved children a set can name.
    pub const CAPACITY: usize = 256;
    /// Adds `f` (ignored unless it is a resolved child).
    pub fn insert(&mut self, f: Field) {
        if let Some(&i) = resolved_index().position.get(f.0 as usize) {
            if i != u8::MAX {
                self.0[i as usize / 64] |= 1 << (i % 64);
            }
        }
    }
    /// Adds the child at position `i` of [`resolved_children`].
    pub fn insert_position(&mut self, i: usize) {
        if i < Self::CAPACITY {
            self.0[i / 64] |= 1 << (i % 64);
        }
    }
    #[inline]
    pub fn contains(&self, f: Field) -> bool {
        match resolved_index().position.get(f.0 as usize) {
            Some(&i) if i != u8::MAX => self.0[i as usize / 64] & (1 << (i % 64)) != 0,
            _ => false,
        }
    }
    pub fn is_empty(&self) -> bool {
        self.0 == [0; 4]
    }
    /// The bits, for keeping the set in atomics.
    pub fn words(self) -> [u64; 4] {
        self.0
    }
    pub fn from_words(w: [u64; 4]) -> ResolvedSet {
        ResolvedSet(w)
    }
    pub fn union(self, other: ResolvedSet) -> ResolvedSet {
        let mut s = self;
        for (a, b) in s.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        s
    }
    /// Whether the set holds a child of `block` (one of [`RESOLVED_BLOCKS`]).
    pub fn touches(&self, block: Field) -> bool {
        resolved_index()
            .blocks
            .iter()
            .find(|(b, _)| *b == block)
            .is_some_and(|(_, s)| s.0.iter().zip(self.0).any(|(a, b)| a & b != 0))
    }
}

/// Looks a value's name up in a value table.
pub fn val_name(vals: &[(u32, &'static str)], v: u32) -> Option<&'static str> {
    vals.iter().find(|(k, _)| *k == v).map(|(_, n)| *n)
}

/// The field reference (docs/fields.md), generated from the catalogue.
pub fn reference_markdown() -> String {
    let mut s = String::from(
        "# Field reference\n\nGenerated from the field catalogue (`src/fields/`) by \
         `cargo run --no-default-features --example fieldref > docs/fields.md`; do not edit by hand.\n\n\
         A `flag` of a flags word is added only where its bit is set (the word's label names the set \
         bits): the field alone in a filter selects where the bit is set, and a clear bit is tested \
         on the word (`nq.u && !(nq.u & 0x0002)`), or with the preference \
         `<protocol>.show_unset_bits` on, which adds every bit, set or clear.\n",
    );
    let quoted = |fs: &[Field]| -> Vec<String> {
        fs.iter().map(|f| format!("`{}`", f.def().abbrev)).collect()
    };
    s += &format!(
        "\nA resolved-state block ({}) is one item whose label holds the whole state; each of its \
         fields (those under its name, and {}) is added only where a filter, a column or a printed \
         field (`-e`) refers to that field, or every one with the preference \
         `<protocol>.resolved_fields` on.\n",
        quoted(RESOLVED_BLOCKS).join(", "),
        quoted(&RESOLVED_ALSO.iter().map(|(c, _)| *c).collect::<Vec<_>>()).join(", ")
    );
    let mut last = "";
    for (proto, _, table) in CATALOGUES {
        if *proto != last {
            s += &format!(
                "\n## `{proto}`\n\n| filter | name | type | description |\n|---|---|---|---|\n"
            );
            last = proto;
        }
        for d in table.iter() {
            let ty = match d.kind {
                Kind::Flag { .. } => "flag".to_string(),
                k => format!("{k:?}").to_lowercase(),
            };
            let mut desc = d.blurb.replace('|', "\\|");
            if d.mask != 0 {
                desc += &format!(" (mask 0x{:x})", d.mask);
            }
            if !d.vals.is_empty() {
                let v: Vec<String> = d.vals.iter().map(|(k, n)| format!("{k} {n}")).collect();
                desc += &format!(". Values: {}", v.join(", "));
            }
            s += &format!("| `{}` | {} | {} | {} |\n", d.abbrev, d.name, ty, desc);
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolved_children_are_the_fields_inside_resolved_blocks() {
        let kids: Vec<Field> = resolved_children().collect();
        for f in [
            nq::NqResFrame,
            nq::NqResScale,
            nq_dp::NqDpResUnknown,
            nq_fte::ResOriginX,
            qw::QwResYaw,
            qw_fte::ResModelName,
            q2::Q2EntResSolid,
            q2::Q2EntModelName,
            q2::Q2PsResStat,
            q2::Q2PsStatIndex,
        ] {
            assert!(kids.contains(&f), "{}", f.def().abbrev);
        }
        // the blocks themselves, and fields that only share a prefix, are not
        for f in RESOLVED_BLOCKS.iter().copied().chain([
            q2::Q2FrameResolved,
            qw::QwResCount,
            nq::NqEntity,
        ]) {
            assert!(!kids.contains(&f), "{}", f.def().abbrev);
        }
        assert!(kids.len() > 90, "{}", kids.len());
    }
    use std::collections::HashSet;

    #[test]
    fn a_resolved_set_names_children_one_by_one_and_knows_their_block() {
        let kids: Vec<Field> = resolved_children().collect();
        assert!(kids.len() <= ResolvedSet::CAPACITY, "{}", kids.len());
        for (i, &f) in kids.iter().enumerate() {
            let mut s = ResolvedSet::EMPTY;
            s.insert(f);
            let mut p = ResolvedSet::EMPTY;
            p.insert_position(i);
            assert_eq!(s, p, "{}", f.def().abbrev);
            for &g in &kids {
                assert_eq!(
                    s.contains(g),
                    g == f,
                    "{} {}",
                    f.def().abbrev,
                    g.def().abbrev
                );
            }
            // exactly one block holds it
            let blocks: Vec<Field> = RESOLVED_BLOCKS
                .iter()
                .copied()
                .filter(|&b| s.touches(b))
                .collect();
            assert_eq!(blocks, [block_of(f).unwrap()], "{}", f.def().abbrev);
        }
        assert!(kids.iter().all(|&f| block_of(f) != Some(nq::NqResolved)
            || f.def().abbrev.starts_with("nq.ent.resolved.")));
        assert!(!ResolvedSet::EMPTY.touches(q2::Q2PsRes));
        // the stat index is the player block's, the model name the entity block's
        let mut s = ResolvedSet::EMPTY;
        s.insert(q2::Q2PsStatIndex);
        assert!(s.touches(q2::Q2PsRes) && !s.touches(q2::Q2EntRes));
        s.insert(q2::Q2EntModelName);
        assert!(s.touches(q2::Q2EntRes));
        // a field that is not a child is not held
        let mut s = ResolvedSet::EMPTY;
        s.insert(nq::NqEntity);
        s.insert(q2::Q2PsRes);
        assert!(s.is_empty());
        assert!(!s.contains(nq::NqEntity));
    }

    #[test]
    fn catalogue_id_ranges_are_sorted_and_disjoint() {
        for w in CATALOGUES.windows(2) {
            let ((a, base, t), (b, next, _)) = (w[0], w[1]);
            assert!(base as usize + t.len() <= next as usize, "{a} overlaps {b}");
        }
        for (f, d) in all() {
            assert_eq!(f.def().abbrev, d.abbrev);
        }
    }

    #[test]
    fn abbrevs_are_unique_and_well_formed() {
        let mut seen = HashSet::new();
        for (_, f) in all() {
            assert!(seen.insert(f.abbrev), "duplicate abbrev {}", f.abbrev);
            assert!(
                CATALOGUES
                    .iter()
                    .any(|(p, _, _)| f.abbrev == *p || f.abbrev.starts_with(&format!("{p}."))),
                "{} outside every protocol namespace",
                f.abbrev
            );
            assert!(
                f.abbrev
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '_'),
                "bad character in {}",
                f.abbrev
            );
            if let Kind::Flag { bits } = f.kind {
                assert!(
                    bits == 0 || f.mask.count_ones() == 1,
                    "{} needs a one-bit mask",
                    f.abbrev
                );
                assert!(
                    bits == 64 || f.mask < (1u64 << bits),
                    "{} mask outside its word",
                    f.abbrev
                );
            }
            assert!(
                !f.name.is_empty() && !f.blurb.is_empty(),
                "{} needs a name and a description",
                f.abbrev
            );
        }
    }

    #[test]
    fn ids_round_trip() {
        for (f, d) in all() {
            assert!(std::ptr::eq(f.def(), d));
        }
    }
}
