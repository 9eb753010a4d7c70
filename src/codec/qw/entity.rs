//! Entities and players: baselines, svc_playerinfo, and packetentities deltas resolved against
//! the frame they delta from.

use super::state::{EntFrame, QwEnt, QwState, MAX_FRAME_ENTITIES};
use super::{angle, coord};
use crate::codec::framelist::FrameList;
use crate::codec::fte::{self, Ext, EZPEXT1_FLOATENTCOORDS};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{changes, Expert, ResolvedLine, Value};
use crate::fields::qw::*;
use crate::fields::Field;
use std::sync::Arc;

const U_ORIGIN1: u32 = 1 << 9;
const U_ORIGIN2: u32 = 1 << 10;
const U_ORIGIN3: u32 = 1 << 11;
const U_ANGLE2: u32 = 1 << 12;
const U_FRAME: u32 = 1 << 13;
const U_REMOVE: u32 = 1 << 14;
const U_MOREBITS: u32 = 1 << 15;
const U_ANGLE1: u32 = 1 << 0;
const U_ANGLE3: u32 = 1 << 1;
const U_MODEL: u32 = 1 << 2;
const U_COLORMAP: u32 = 1 << 3;
const U_SKIN: u32 = 1 << 4;
const U_EFFECTS: u32 = 1 << 5;
const U_EVENMORE: u32 = 1 << 7;

/// What an entry changes, for its heading: U_* bits, then FTE's extension bits shifted by 16.
const CHANGES: &[(u64, &str)] = &[
    ((U_ORIGIN1 | U_ORIGIN2 | U_ORIGIN3) as u64, "origin"),
    ((U_ANGLE1 | U_ANGLE2 | U_ANGLE3) as u64, "angles"),
    (U_MODEL as u64 | 0x08 << 16, "model"),
    (U_FRAME as u64, "frame"),
    (U_SKIN as u64, "skin"),
    (U_COLORMAP as u64, "colormap"),
    (U_EFFECTS as u64 | 0x4000 << 16, "effects"),
    (0x01 << 16, "scale"),
    (0x02 << 16, "alpha"),
    (0x04 << 16, "fatness"),
    (0x100 << 16, "drawflags"),
    (0x200 << 16, "abslight"),
    (0x400 << 16, "colourmod"),
    (0x800 << 16, "dpflags"),
    (0x1000 << 16, "tag"),
    (0x2000 << 16, "light"),
];
const WORD_BITS: &[Field] = &[
    QwUOrigin1,
    QwUOrigin2,
    QwUOrigin3,
    QwUAngle2,
    QwUFrame,
    QwURemove,
    QwUMorebits,
];
const MORE_BITS: &[Field] = &[
    QwUAngle1,
    QwUAngle3,
    QwUModel,
    QwUColormap,
    QwUSkin,
    QwUEffects,
    QwUSolid,
    QwUEvenmore,
];
const EVENMORE_BITS: &[Field] = &[
    QwUScale,
    QwUTrans,
    QwUFatness,
    QwUModeldbl,
    QwUUnused1,
    QwUEntitydbl,
    QwUEntitydbl2,
    QwUYetmore,
    QwUDrawflags,
    QwUAbslight,
    QwUColourmod,
    QwUDpflags,
    QwUTaginfo,
    QwULight,
    QwUEffects16,
    QwUFarmore,
];
const PF_BITS: &[Field] = &[
    QwPfMsec,
    QwPfCommand,
    QwPfVelocity1,
    QwPfVelocity2,
    QwPfVelocity3,
    QwPfModel,
    QwPfSkinnum,
    QwPfEffects,
    QwPfWeaponframe,
    QwPfDead,
    QwPfGib,
    QwPfBit11,
    QwPfBit12,
    QwPfBit13,
    QwPfBit14,
    QwPfBit15,
    QwPfScale,
    QwPfTrans,
    QwPfFatness,
    QwPfColourmod,
];

/// Origin coordinates of entities and players: f32 with EZPEXT1_FLOATENTCOORDS.
fn ent_coord(c: &mut Cursor, ext: &Ext, f: Field) -> R<f32> {
    if ext.ez & EZPEXT1_FLOATENTCOORDS != 0 {
        c.f32(f)
    } else {
        coord(c, ext, f)
    }
}

/// svc_spawnstatic (no entity) / svc_spawnbaseline: the fixed 13-byte body.
pub fn baseline(c: &mut Cursor, st: &mut QwState, with_entity: bool) -> R<()> {
    let num = if with_entity {
        Some(c.u16(QwEntity)?)
    } else {
        None
    };
    let ext = st.ext;
    let mut e = QwEnt {
        number: num.unwrap_or(0),
        ..Default::default()
    };
    e.model = c.u8(QwModel)? as u16;
    model_name(c, st, e.model);
    e.frame = c.u8(QwFrame)?;
    e.colormap = c.u8(QwColormap)?;
    e.skin = c.u8(QwSkin)?;
    let (o, a) = (
        [QwOriginX, QwOriginY, QwOriginZ],
        [QwAnglePitch, QwAngleYaw, QwAngleRoll],
    );
    for i in 0..3 {
        e.origin[i] = coord(c, &ext, o[i])?;
        e.angles[i] = angle(c, &ext, a[i])?;
    }
    if let Some(n) = num {
        keep_baseline(c, st, n, e);
    }
    Ok(())
}

/// Stores a baseline; entity numbers past the frame limit are reported, not tracked.
fn keep_baseline(c: &mut Cursor, st: &mut QwState, n: u16, e: QwEnt) {
    if (n as usize) < MAX_FRAME_ENTITIES {
        Arc::make_mut(&mut st.baselines).insert(n, e);
    } else {
        let s = c.pos();
        c.t.expert(
            Expert::LimitExceeded,
            s,
            0,
            format!("entity {n} is past the {MAX_FRAME_ENTITIES} entities tracked: its baseline is not kept"),
        );
    }
}

fn model_name(c: &mut Cursor, st: &QwState, m: u16) {
    if c.t.is_enabled() {
        if let Some(n) = st.model_name(m) {
            c.t.add_generated(QwModelName, Value::Str(n.to_string()));
            c.t.label(|| format!(" {n}"));
        }
    }
}

/// svcfte_spawnstatic2 without replacement deltas: one packetentities entry from the null state.
pub fn spawnstatic2(c: &mut Cursor, st: &QwState) -> R<()> {
    let mut e = QwEnt::default();
    let b = read_bits(c, &st.ext)?;
    apply(c, &st.ext, &b, &mut e)?;
    resolved(c, st, &e);
    Ok(())
}

/// svcfte_spawnbaseline2 without replacement deltas (PEXT_SPAWNSTATIC2): a packetentities
/// entry from the null state, whose number names the baseline.
pub fn spawnbaseline2(c: &mut Cursor, st: &mut QwState) -> R<()> {
    let mut e = QwEnt::default();
    let b = read_bits(c, &st.ext)?;
    let n = b.num;
    apply(c, &st.ext, &b, &mut e)?;
    resolved(c, st, &e);
    keep_baseline(c, st, n, e);
    Ok(())
}

/// One entry's U_* bits (word, MOREBITS byte, FTE's extension bytes) and the entity number
/// they give (FTE's U_ENTITYDBL/2 add 512/1024 to the word's 9 bits).
struct Bits {
    bits: u32,
    more: u32,
    num: u16,
}

/// The leading word: entity number bits 0-8 and U_* bits 9-15, each a field.
fn word_node(c: &mut Cursor, s: usize, word: u32) {
    c.t.open(QwPeWord, s, Value::U(word as u64));
    c.t.label(|| crate::codec::tree::set_bits(word as u64, WORD_BITS).unwrap_or_default());
    c.t.add(QwEntity, s, 2, Value::U((word & 511) as u64));
    for &b in WORD_BITS {
        c.t.add(b, s, 2, Value::U(word as u64));
    }
    c.t.close(s + 2);
}

fn read_bits(c: &mut Cursor, ext: &Ext) -> R<Bits> {
    let s = c.pos();
    let word = c.r.u16()? as u32;
    word_node(c, s, word);
    let mut bits = word & !511;
    let mut num = (word & 511) as u16;
    if bits & U_MOREBITS != 0 {
        let ms = c.pos();
        let m = c.r.u8()? as u32;
        c.flags(QwPeMore, ms, m as u64, MORE_BITS);
        bits |= m;
    }
    let mut more = 0u32;
    let fte_bits = fte::PEXT_SCALE
        | fte::PEXT_TRANS
        | fte::PEXT_FATNESS
        | fte::PEXT_HEXEN2
        | fte::PEXT_COLOURMOD
        | fte::PEXT_DPFLAGS
        | fte::PEXT_MODELDBL
        | fte::PEXT_ENTITYDBL
        | fte::PEXT_ENTITYDBL2;
    if bits & U_EVENMORE != 0 && ext.pext & fte_bits != 0 {
        let ms = c.pos();
        more = c.r.u8()? as u32;
        if more & 0x80 != 0 {
            more |= (c.r.u8()? as u32) << 8;
        }
        c.flags(QwPeEvenmore, ms, more as u64, EVENMORE_BITS);
    }
    if more & 0x20 != 0 && ext.pext & fte::PEXT_ENTITYDBL != 0 {
        num += 512;
    }
    if more & 0x40 != 0 && ext.pext & fte::PEXT_ENTITYDBL2 != 0 {
        num += 1024;
    }
    Ok(Bits { bits, more, num })
}

/// Reads the fields `b` announces onto `e` (the caller chose what `e` starts from).
fn apply(c: &mut Cursor, ext: &Ext, b: &Bits, e: &mut QwEnt) -> R<()> {
    let (bits, more, num) = (b.bits, b.more, b.num);
    let ext = *ext;
    e.number = num;
    let modeldbl = more & 0x08 != 0 && ext.pext & fte::PEXT_MODELDBL != 0;
    if bits & U_MODEL != 0 {
        let ms = c.pos();
        let m = c.r.u8()? as u16 + if modeldbl { 256 } else { 0 };
        c.add_since(QwModel, ms, Value::U(m as u64));
        e.model = m;
    } else if modeldbl {
        e.model = c.u16(QwModel)?;
    }
    if bits & U_FRAME != 0 {
        e.frame = c.u8(QwFrame)?;
    }
    if bits & U_COLORMAP != 0 {
        e.colormap = c.u8(QwColormap)?;
    }
    if bits & U_SKIN != 0 {
        e.skin = c.u8(QwSkin)?;
    }
    if bits & U_EFFECTS != 0 {
        e.effects = (e.effects & 0xff00) | c.u8(QwEffects)? as u16;
    }
    let fields = [
        (U_ORIGIN1, QwOriginX, U_ANGLE1, QwAnglePitch),
        (U_ORIGIN2, QwOriginY, U_ANGLE2, QwAngleYaw),
        (U_ORIGIN3, QwOriginZ, U_ANGLE3, QwAngleRoll),
    ];
    for (i, (ob, of, ab, af)) in fields.into_iter().enumerate() {
        if bits & ob != 0 {
            e.origin[i] = ent_coord(c, &ext, of)?;
        }
        if bits & ab != 0 {
            e.angles[i] = angle(c, &ext, af)?;
        }
    }
    let has = |b: u32, p: u32| more & b != 0 && ext.pext & p != 0;
    if has(0x01, fte::PEXT_SCALE) {
        c.u8(QwPeExtra)?;
    }
    if has(0x02, fte::PEXT_TRANS) {
        c.u8(QwPeExtra)?;
    }
    if has(0x04, fte::PEXT_FATNESS) {
        c.u8(QwPeExtra)?;
    }
    if has(0x100, fte::PEXT_HEXEN2) {
        c.u8(QwPeExtra)?;
    }
    if has(0x200, fte::PEXT_HEXEN2) {
        c.u8(QwPeExtra)?;
    }
    if has(0x400, fte::PEXT_COLOURMOD) {
        for _ in 0..3 {
            c.u8(QwPeExtra)?;
        }
    }
    if more & 0x800 != 0 {
        c.u8(QwPeExtra)?;
    }
    if more & 0x1000 != 0 {
        c.i16(QwPeExtra16)?;
        c.i16(QwPeExtra16)?;
    }
    if more & 0x2000 != 0 {
        for _ in 0..4 {
            c.i16(QwPeExtra16)?;
        }
        c.u8(QwPeExtra)?;
        c.u8(QwPeExtra)?;
    }
    if more & 0x4000 != 0 {
        let hi = c.u8(QwPeExtra)? as u16;
        e.effects = (e.effects & 0x00ff) | (hi << 8);
    }
    Ok(())
}

fn resolved(c: &mut Cursor, st: &QwState, e: &QwEnt) {
    if !c.t.is_enabled() {
        return;
    }
    let end = c.pos();
    let t = &mut *c.t;
    let children = t.open_resolved(QwRes);
    let name = st.model_name(e.model);
    t.label(|| {
        let mut l = ResolvedLine::new();
        l.model(name, e.model as u64);
        l.at(e.origin);
        l.uint("frame", e.frame as u64);
        l.uint("colormap", e.colormap as u64);
        l.uint("skin", e.skin as u64);
        l.hex("effects", e.effects as u64);
        l.angles(e.angles);
        l.finish()
    });
    if children {
        t.add_generated(QwResModel, Value::U(e.model as u64));
        if let Some(n) = name {
            t.add_generated(QwResModelName, Value::Str(n.to_string()));
        }
        t.add_generated(QwResFrame, Value::U(e.frame as u64));
        t.add_generated(QwResColormap, Value::U(e.colormap as u64));
        t.add_generated(QwResSkin, Value::U(e.skin as u64));
        t.add_generated(QwResEffects, Value::U(e.effects as u64));
        t.add_generated3([QwResOriginX, QwResOriginY, QwResOriginZ], e.origin);
        t.add_generated3([QwResPitch, QwResYaw, QwResRoll], e.angles);
    }
    t.close(end);
}

/// svc_packetentities (full) / svc_deltapacketentities (from an earlier frame).
pub fn packetentities(
    c: &mut Cursor,
    st: &mut QwState,
    is_delta: bool,
    seq: u32,
    frame_no: u32,
) -> R<()> {
    let mut from: Option<Arc<[QwEnt]>> = Some(Arc::default());
    let mut from_list = None;
    let mut seq = seq;
    // an MVD stream deltas each frame from the one before it, whatever its byte says (as the
    // engines play it back); frames are numbered in the order they came
    let mvd_last = st.mvd.then(|| st.frames.latest()).flatten();
    if st.mvd {
        seq = mvd_last.map_or(0, |f| f.seq + 1);
    }
    if is_delta {
        let s = c.pos();
        let f = c.u8(QwPeFrom)?;
        let found = if st.mvd { mvd_last } else { st.frame_for(f) };
        match found {
            Some(fr) => {
                if c.t.is_enabled() {
                    c.t.add_generated(QwPeFromFrame, Value::U(fr.frame_no as u64));
                }
                // its whole list is fetched at the first entity entry: a frame without any
                // is its source's list (most frames of a quiet stream)
                from_list = Some(fr.ents.clone());
            }
            None if st.mvd && st.frames.is_empty() && !st.baselines_missed => {
                // an MVD stream's first frame deltas from the empty frame (as the engines
                // play it back): every entity from its baseline
            }
            None if st.baselines_missed => {
                // the capture started mid-session: the chain of deltas reaches back before it
                c.t.expert(
                    Expert::DeltaMissing,
                    s,
                    1,
                    format!("delta from sequence …{f:02x} (low byte), a frame from before the capture started: entity state unknown"),
                );
                from = None;
            }
            None => {
                c.t.expert(
                    Expert::DeltaMissing,
                    s,
                    1,
                    format!("delta from sequence …{f:02x} (low byte), a frame not in the capture: entity state not resolved"),
                );
                from = None;
            }
        }
    }
    // made at the first entity entry: a frame without any is its source's list (most frames
    // of a quiet stream), which is not copied
    let mut out: Vec<QwEnt> = Vec::new();
    let mut dropped = false;
    // an entity whose baseline is not in the capture: the frame is not stored
    let mut unknown = false;
    let mut oi = 0;
    // entity entries read (none: the frame is its source's list)
    let mut entries = 0u32;
    loop {
        let s = c.pos();
        let word = c.r.peek_u16()? as u32;
        if word == 0 {
            c.r.u16()?;
            c.add_since(QwPeWord, s, Value::U(0));
            break;
        }
        let num0 = (word & 511) as u16;
        if entries == 0 {
            if let (Some(l), Some(f)) = (&from_list, from.as_mut()) {
                *f = l.get();
            }
            out.reserve(from.as_deref().map_or(0, <[QwEnt]>::len) + 16);
        }
        let old: &[QwEnt] = from.as_deref().unwrap_or(&[]);
        entries += 1;
        c.t.open(QwPeEntry, s, Value::None);
        if word & U_REMOVE != 0 {
            // a removal is the word alone: no MOREBITS byte follows it
            c.r.u16()?;
            word_node(c, s, word);
            c.t.label(|| format!(" {num0}: removed"));
            c.t.close(c.pos());
            // entities before it are copied; it is dropped
            while oi < old.len() && old[oi].number < num0 {
                dropped |= !push(&mut out, old[oi]);
                oi += 1;
            }
            if oi < old.len() && old[oi].number == num0 {
                oi += 1;
            }
            continue;
        }
        // the bits give the true number (FTE may add 512/1024), which picks what to apply to
        let b = read_bits(c, &st.ext)?;
        let num = b.num;
        while oi < old.len() && old[oi].number < num {
            dropped |= !push(&mut out, old[oi]);
            oi += 1;
        }
        let mut known = true;
        let mut base = if oi < old.len() && old[oi].number == num {
            oi += 1;
            old[oi - 1]
        } else {
            st.baselines.get(&num).copied().unwrap_or_else(|| {
                // its baseline came before the capture started: not guessed
                known = !st.baselines_missed;
                QwEnt {
                    number: num,
                    ..Default::default()
                }
            })
        };
        apply(c, &st.ext, &b, &mut base)?;
        c.t.label(|| {
            format!(
                " {num}: {}",
                changes(b.bits as u64 | (b.more as u64) << 16, CHANGES, "no change")
            )
        });
        if from.is_some() && known {
            resolved(c, st, &base);
        }
        unknown |= !known;
        dropped |= !push(&mut out, base);
        c.t.close(c.pos());
    }
    // no entry: the very list it deltas from (what `derive` finds after comparing every entity;
    // a stored list never holds more than MAX_FRAME_ENTITIES)
    let unchanged = from_list.as_ref().filter(|_| entries == 0);
    let old: &[QwEnt] = from.as_deref().unwrap_or(&[]);
    if unchanged.is_none() {
        while oi < old.len() {
            dropped |= !push(&mut out, old[oi]);
            oi += 1;
        }
    }
    if dropped {
        let s = c.pos();
        c.t.expert(
            Expert::LimitExceeded,
            s,
            0,
            format!(
                "more than {MAX_FRAME_ENTITIES} entities in one frame: the rest are not tracked"
            ),
        );
    }
    if unknown && from.is_some() {
        let e = c.pos();
        c.t.expert(
            Expert::DeltaMissing,
            e,
            0,
            "entities whose baselines came before the capture started: entity state unknown",
        );
    }
    if from.is_some() && !unknown {
        if c.t.is_enabled() {
            let n = match unchanged {
                Some(l) => l.len(),
                None => out.len(),
            };
            c.t.add_generated(QwResCount, Value::U(n as u64));
        }
        st.store_frame(EntFrame {
            seq,
            frame_no,
            // every frame stays alive in the snapshots that can delta from it: only what
            // changed against its source is stored
            ents: match unchanged {
                Some(l) => l.clone(),
                None => FrameList::derive(from_list.as_ref(), old, out),
            },
        });
    }
    Ok(())
}

/// Adds `e` unless the frame is full (returns whether it fit).
fn push(out: &mut Vec<QwEnt>, e: QwEnt) -> bool {
    let fits = out.len() < MAX_FRAME_ENTITIES;
    if fits {
        out.push(e);
    }
    fits
}

/// svc_playerinfo.
const DF_BITS: &[Field] = &[
    QwDfOrigin1,
    QwDfOrigin2,
    QwDfOrigin3,
    QwDfAngles1,
    QwDfAngles2,
    QwDfAngles3,
    QwDfEffects,
    QwDfSkinnum,
    QwDfDead,
    QwDfGib,
    QwDfWeaponframe,
    QwDfModel,
];

/// svc_playerinfo of an MVD stream (mvdsv's demo/QTV encoding): DF_* bits say what follows.
fn mvd_playerinfo(c: &mut Cursor, st: &QwState) -> R<()> {
    let ext = st.ext;
    let ps = c.pos();
    c.t.open(QwPi, ps, Value::None);
    let p = c.u8(QwPlayer)?;
    c.t.label(|| format!(" player {p}"));
    let s = c.pos();
    let flags = c.r.u16()?;
    c.flags(QwDfFlags, s, flags as u64, DF_BITS);
    c.u8(QwFrame)?;
    for (i, f) in [QwOriginX, QwOriginY, QwOriginZ].into_iter().enumerate() {
        if flags & (1 << i) != 0 {
            ent_coord(c, &ext, f)?;
        }
    }
    for (i, f) in [QwAnglePitch, QwAngleYaw, QwAngleRoll]
        .into_iter()
        .enumerate()
    {
        if flags & (8 << i) != 0 {
            let s = c.pos();
            let v = c.r.i16()? as f64 * 360.0 / 65536.0;
            c.add_since(f, s, Value::F(v));
        }
    }
    if flags & 0x800 != 0 {
        c.u8(QwModel)?;
    }
    if flags & 0x80 != 0 {
        c.u8(QwSkin)?;
    }
    if flags & 0x40 != 0 {
        c.u8(QwEffects)?;
    }
    if flags & 0x400 != 0 {
        c.u8(QwPiWeaponframe)?;
    }
    c.t.close(c.pos());
    Ok(())
}

/// Whether a svc_playerinfo carries FTE's third flags byte (with bit 15).
fn pi_extra(ext: &Ext) -> bool {
    ext.pext & (fte::PEXT_HULLSIZE | fte::PEXT_TRANS | fte::PEXT_SCALE | fte::PEXT_FATNESS) != 0
}

/// The bytes of svc_playerinfo's body `b` (from its player byte) as [`playerinfo`] reads it,
/// or none when it is cut.
fn playerinfo_len(b: &[u8], ext: &Ext) -> Option<usize> {
    let mut flags = u16::from_le_bytes([*b.get(1)?, *b.get(2)?]) as u32;
    let mut n = 3;
    let extra = pi_extra(ext);
    if extra && flags & 0x8000 != 0 {
        flags |= (*b.get(3)? as u32) << 16;
        n += 1;
    }
    let coord = if ext.ez & EZPEXT1_FLOATENTCOORDS != 0 || ext.float_coords() {
        4
    } else {
        2
    };
    // origin, frame, msec
    n += 3 * coord + 1 + (flags & 0x1) as usize;
    if flags & 0x2 != 0 {
        n += super::clc::usercmd_len(*b.get(n)?);
    }
    // velocity shorts; model, skin, effects, weaponframe bytes
    n += 2 * (flags & 0x1c).count_ones() as usize + (flags & 0x1e0).count_ones() as usize;
    if extra {
        let has = |bit: u32, p: u32| (flags & bit != 0 && ext.pext & p != 0) as usize;
        n += has(0x10000, fte::PEXT_SCALE)
            + has(0x20000, fte::PEXT_TRANS)
            + has(0x40000, fte::PEXT_FATNESS)
            + has(0x4000, fte::PEXT_HULLSIZE)
            + 3 * has(0x80000, fte::PEXT_COLOURMOD);
    }
    (b.len() >= n).then_some(n)
}

pub fn playerinfo(c: &mut Cursor, st: &QwState) -> R<()> {
    if st.mvd {
        return mvd_playerinfo(c, st);
    }
    let ext = st.ext;
    if !c.t.is_enabled() {
        // no tree: nothing of it is kept, so it is stepped over whole when it is all there (a
        // cut one is read field by field, for the same truncation)
        if let Some(n) = playerinfo_len(&c.r.buf()[c.pos()..], &ext) {
            c.r.take(n)?;
            return Ok(());
        }
    }
    let ps = c.pos();
    c.t.open(QwPi, ps, Value::None);
    let p = c.u8(QwPlayer)?;
    c.t.label(|| format!(" player {p}"));
    let s = c.pos();
    let mut flags = c.r.u16()? as u32;
    let extra = pi_extra(&ext);
    if extra && flags & 0x8000 != 0 {
        flags |= (c.r.u8()? as u32) << 16;
    }
    c.flags(QwPiFlags, s, flags as u64, PF_BITS);
    ent_coord(c, &ext, QwOriginX)?;
    ent_coord(c, &ext, QwOriginY)?;
    ent_coord(c, &ext, QwOriginZ)?;
    c.u8(QwFrame)?;
    if flags & 0x1 != 0 {
        c.u8(QwPiMsec)?;
    }
    if flags & 0x2 != 0 {
        super::clc::usercmd(c)?;
    }
    for (i, f) in [QwPiVelocityX, QwPiVelocityY, QwPiVelocityZ]
        .into_iter()
        .enumerate()
    {
        if flags & (0x4 << i) != 0 {
            c.i16(f)?;
        }
    }
    if flags & 0x20 != 0 {
        c.u8(QwModel)?;
    }
    if flags & 0x40 != 0 {
        c.u8(QwSkin)?;
    }
    if flags & 0x80 != 0 {
        c.u8(QwEffects)?;
    }
    if flags & 0x100 != 0 {
        c.u8(QwPiWeaponframe)?;
    }
    if extra {
        if flags & 0x10000 != 0 && ext.pext & fte::PEXT_SCALE != 0 {
            c.u8(QwPiExtra)?;
        }
        if flags & 0x20000 != 0 && ext.pext & fte::PEXT_TRANS != 0 {
            c.u8(QwPiExtra)?;
        }
        if flags & 0x40000 != 0 && ext.pext & fte::PEXT_FATNESS != 0 {
            c.u8(QwPiExtra)?;
        }
        if flags & 0x4000 != 0 && ext.pext & fte::PEXT_HULLSIZE != 0 {
            c.u8(QwPiExtra)?;
        }
        if flags & 0x80000 != 0 && ext.pext & fte::PEXT_COLOURMOD != 0 {
            for _ in 0..3 {
                c.u8(QwPiExtra)?;
            }
        }
    }
    c.t.close(c.pos());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::tree::Tree;

    /// Without a tree svc_playerinfo is stepped over by its length: the same bytes as reading
    /// it field by field, for every flags word under each extension that sizes it, whole or cut.
    #[test]
    fn a_playerinfo_is_stepped_over_as_it_is_read() {
        let all = fte::PEXT_HULLSIZE
            | fte::PEXT_TRANS
            | fte::PEXT_SCALE
            | fte::PEXT_FATNESS
            | fte::PEXT_COLOURMOD;
        let exts = [
            Ext::default(),
            Ext {
                pext: all,
                ..Default::default()
            },
            Ext {
                pext: fte::PEXT_FLOATCOORDS | fte::PEXT_TRANS,
                ..Default::default()
            },
            Ext {
                ez: EZPEXT1_FLOATENTCOORDS,
                ..Default::default()
            },
        ];
        for ext in exts {
            let st = QwState {
                ext,
                ..Default::default()
            };
            for flags in 0..=0xffffu32 {
                // the third flags byte and the usercmd's bits vary with the flags
                let third = (flags >> 3) as u8 | 0x0f;
                let mut buf = vec![3u8, flags as u8, (flags >> 8) as u8, third];
                buf.extend((0..60u8).map(|i| i.wrapping_mul(37) ^ (flags >> 5) as u8));
                let read = |buf: &[u8], mut t: Tree| {
                    let mut c = Cursor::new(buf, 0, &mut t);
                    let r = playerinfo(&mut c, &st);
                    (r, c.pos())
                };
                let whole = read(&buf, Tree::new());
                assert!(whole.0.is_ok());
                assert_eq!(read(&buf, Tree::disabled()), whole, "flags {flags:#06x}");
                if flags % 61 == 0 {
                    let cut = &buf[..whole.1 - 1];
                    assert_eq!(read(cut, Tree::disabled()), read(cut, Tree::new()));
                }
            }
        }
    }
}
