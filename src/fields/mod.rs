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
/// update (`codec::tree::Tree::open_resolved`). Their children are added only when asked for.
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
/// the Quake II model name, and the stat index (which a player-state delta's stats use too).
const RESOLVED_ALSO: &[Field] = &[q2::Q2EntModelName, q2::Q2PsStatIndex];

/// Whether `f` is added inside a resolved-state block: a field under a block's filter name
/// (`nq.ent.resolved.frame`), or one of the few named otherwise. A filter, column or output
/// field that refers to one makes the shell build the blocks' children.
pub fn is_resolved_child(f: Field) -> bool {
    if RESOLVED_ALSO.contains(&f) {
        return true;
    }
    let a = f.def().abbrev;
    RESOLVED_BLOCKS.iter().any(|b| {
        let p = b.def().abbrev;
        a.len() > p.len() && a.starts_with(p) && a.as_bytes()[p.len()] == b'.'
    })
}

/// Every field [`is_resolved_child`] accepts.
pub fn resolved_children() -> impl Iterator<Item = Field> {
    all().map(|(f, _)| f).filter(|&f| is_resolved_child(f))
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
        "\nA resolved-state block ({}) is one item whose label holds the whole state; its fields \
         (those under its name, and {}) are added only when a filter, a column or a printed field \
         (`-e`) refers to one of them, or with the preference `<protocol>.resolved_fields` on.\n",
        quoted(RESOLVED_BLOCKS).join(", "),
        quoted(RESOLVED_ALSO).join(", ")
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
