//! Crafted replacement-delta streams: every UF bit, wide entity numbers, remove, remove-all and
//! UF_RESET against a baseline.

use super::delta::{self, EntityTable, UfEnt, Wire};
use super::Ext;
use crate::codec::nq::wire::{Angle, Coord};
use crate::codec::reader::Cursor;
use crate::codec::tree::{Tree, Value};
use crate::fields::qw_fte::{self as f, FIELDS};

fn wire(pext2: u32) -> Wire {
    Wire {
        nq: false,
        coord: Coord::Fixed13_3,
        angle: Angle::Byte,
        ext: Ext {
            pext2,
            ..Default::default()
        },
    }
}

fn run(bytes: &[u8], w: &Wire, table: &mut EntityTable) -> (Tree, bool) {
    let mut t = Tree::new();
    let mut c = Cursor::new(bytes, 0, &mut t);
    let (_, ok) = delta::update_entities(&mut c, &FIELDS, w, table, &[]).expect("decodes");
    assert_eq!(c.pos(), bytes.len(), "consumed everything");
    (t, ok)
}

fn u(t: &Tree, fld: crate::fields::Field) -> Vec<u64> {
    t.values(fld).filter_map(Value::as_u64).collect()
}

#[test]
fn every_uf_bit_is_read_in_fteqws_order() {
    // time, then entity 5 with all four flag bytes: every field except bone data and the error bits
    let bits: u32 = 0x3fff_ffff & !(1 << 18) & !(1 << 29) & !(1 << 30) | 0x80 | 0x8000 | 0x80_0000;
    let bits = bits & !(1 << 8) & !(1 << 9); // no reset, 8-bit model/skin/frame
    let mut b = vec![0, 0, 0x80, 0x3f]; // f32 1.0
    b.extend_from_slice(&5u16.to_le_bytes());
    b.extend_from_slice(&bits.to_le_bytes());
    b.push(7); // frame
    b.extend_from_slice(&[8, 0, 16, 0, 24, 0]); // origin 1,2,3 (×1/8)
                                                // UF_PREDINFO without PEXT2_PREDINFO: precise 16-bit angles (pitch, roll, yaw)
    b.extend_from_slice(&[0, 0x10, 0, 0x20, 0, 0x40]);
    b.push(0x11); // effects (u8)
    b.extend_from_slice(&[0xff, 1, 0, 2, 0, 3, 0, 4, 8, 0, 16, 0, 24, 0, 9, 0x83, 1]); // predinfo, all bits, weaponframe 0x83|1<<7
    b.push(12); // model
    b.push(3); // skin
    b.push(4); // colormap
    b.extend_from_slice(&[0x12, 0x34]); // solid (u16)
    b.push(0x20); // flags
    b.push(128); // alpha
    b.push(32); // scale
    b.extend_from_slice(&[6, 9]); // drawflags (abslight follows), abslight
    b.extend_from_slice(&[0x05, 0x00, 2]); // tag entity 5, index 2
    b.extend_from_slice(&[1, 0, 2, 0, 3, 0, 4, 0, 5, 6]); // light
    b.extend_from_slice(&[0x01, 0x80, 0x02, 0x00]); // trail 1 with emit 2
    b.extend_from_slice(&[32, 33, 34]); // colormod
    b.extend_from_slice(&[1, 2, 3, 4, 5]); // glow
    b.push(0xfe); // fatness
    b.push(13); // modelindex2
    b.extend_from_slice(&[1, 2]); // gravitydir
    b.extend_from_slice(&[0, 0]);
    let mut table = EntityTable::default();
    let (t, ok) = run(&b, &wire(0), &mut table);
    assert!(ok);
    assert_eq!(u(&t, f::Uf), vec![bits as u64]);
    for (i, bf) in FIELDS.uf_bits.iter().enumerate() {
        let set = t.first(*bf).and_then(Value::as_u64).unwrap() & (1 << i) != 0;
        assert_eq!(set, bits & (1 << i) != 0, "bit {i}");
    }
    assert_eq!(u(&t, f::UPredWeaponframe), vec![0x03 | (1 << 7)]);
    assert_eq!(u(&t, f::UEmit), vec![2]);
    let e = table.current.get(&5).unwrap();
    assert_eq!(
        (e.frame, e.model, e.skin, e.alpha, e.scale),
        (7, 12, 3, 128, 32)
    );
    assert_eq!(e.origin, [1.0, 2.0, 3.0]);
}

#[test]
fn wide_index_remove_remove_all_and_reset() {
    let mut table = EntityTable::default();
    // baseline for entity 0x12345 (22-bit: low 14 bits in the word, bits 14-21 in the byte)
    let n: u32 = 0x12345;
    std::sync::Arc::make_mut(&mut table.baselines).insert(
        n,
        UfEnt {
            model: 9,
            frame: 3,
            ..Default::default()
        },
    );
    let word = (n & 0x3fff) as u16 | 0x4000;
    let mut b = vec![0, 0, 0, 0];
    b.extend_from_slice(&word.to_le_bytes());
    b.push((n >> 14) as u8);
    b.extend_from_slice(&[0x81, 0x01]); // UF_FRAME | UF_EXTEND1, UF_RESET
    b.push(4); // frame
    b.extend_from_slice(&[0x07, 0x80]); // entity 7 removed
    b.extend_from_slice(&[0, 0]);
    let (t, _) = run(&b, &wire(0), &mut table);
    assert_eq!(u(&t, f::UeEntity), vec![n as u64, 7]);
    let e = table.current.get(&n).unwrap();
    assert_eq!((e.model, e.frame), (9, 4), "reset starts from the baseline");
    // "remove all" (index 0 with the remove bit) clears the table
    let (t, _) = run(&[0, 0, 0, 0, 0x00, 0x80, 0, 0], &wire(0), &mut table);
    assert_eq!(u(&t, f::UeRemoveAll), vec![0x8000]);
    assert!(table.current.is_empty());
}

#[test]
fn truncation_never_panics() {
    let b = [0u8, 0, 0, 0, 5, 0, 0xff, 0xff, 0xff, 0x7f, 1, 2, 3];
    for n in 0..b.len() {
        let mut t = Tree::new();
        let mut c = Cursor::new(&b[..n], 0, &mut t);
        let _ = delta::update_entities(
            &mut c,
            &FIELDS,
            &wire(0x400),
            &mut EntityTable::default(),
            &[],
        );
    }
}
