//! Fast entity updates, baselines and the state they resolve to.

use super::state::{EntityState, NqState};
use super::wire::{read_angle, read_coord, Angle, Coord, Extend1, Protocol};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{push_changes, ResolvedLine, Value};
use crate::fields::nq::*;
use crate::fields::Field;
use std::sync::Arc;

pub const U_MOREBITS: u32 = 1 << 0;
pub const U_ORIGIN1: u32 = 1 << 1;
pub const U_ORIGIN2: u32 = 1 << 2;
pub const U_ORIGIN3: u32 = 1 << 3;
pub const U_ANGLE2: u32 = 1 << 4;
pub const U_FRAME: u32 = 1 << 6;
pub const U_ANGLE1: u32 = 1 << 8;
pub const U_ANGLE3: u32 = 1 << 9;
pub const U_MODEL: u32 = 1 << 10;
pub const U_COLORMAP: u32 = 1 << 11;
pub const U_SKIN: u32 = 1 << 12;
pub const U_EFFECTS: u32 = 1 << 13;
pub const U_LONGENTITY: u32 = 1 << 14;
pub const U_EXTEND1: u32 = 1 << 15;
pub const U_ALPHA: u32 = 1 << 16;
pub const U_FRAME2: u32 = 1 << 17;
pub const U_MODEL2: u32 = 1 << 18;
pub const U_LERPFINISH: u32 = 1 << 19;
pub const U_SCALE: u32 = 1 << 20;
pub const U_EXTEND2: u32 = 1 << 23;

/// Bits 0–23 in order; protocol 15 has only the first 16.
const U_BITS: &[Field] = &[
    NqUMoreBits,
    NqUOrigin1,
    NqUOrigin2,
    NqUOrigin3,
    NqUAngle2,
    NqUNoLerp,
    NqUFrame,
    NqUSignal,
    NqUAngle1,
    NqUAngle3,
    NqUModel,
    NqUColormap,
    NqUSkin,
    NqUEffects,
    NqULongEntity,
    NqUExtend1,
    NqUAlpha,
    NqUFrame2,
    NqUModel2,
    NqULerpFinish,
    NqUScale,
    NqUUnused21,
    NqUUnused22,
    NqUExtend2,
];
/// DarkPlaces' bits 16–31 (QUAKEDP and the BJP dialects: U_EXTEND1 adds a byte of these).
const U_DELTA: u32 = 1 << 16;
const DP_U_ALPHA: u32 = 1 << 17;
const DP_U_SCALE: u32 = 1 << 18;
const DP_U_EFFECTS2: u32 = 1 << 19;
const DP_U_GLOWSIZE: u32 = 1 << 20;
const DP_U_GLOWCOLOR: u32 = 1 << 21;
const DP_U_COLORMOD: u32 = 1 << 22;
const DP_U_FRAME2: u32 = 1 << 26;
const DP_U_MODEL2: u32 = 1 << 27;
/// Bits 0–31 when U_EXTEND1 announces DarkPlaces' byte: id's 0–15, then DarkPlaces' 16–31.
const U_BITS_DP: [Field; 32] = crate::codec::concat(
    U_BITS.split_at(16).0,
    &[
        NqDpUDelta,
        NqDpUAlpha,
        NqDpUScale,
        NqDpUEffects2,
        NqDpUGlowSize,
        NqDpUGlowColor,
        NqDpUColormod,
        NqDpUExtend2,
        NqDpUGlowTrail,
        NqDpUViewModel,
        NqDpUFrame2,
        NqDpUModel2,
        NqDpUExteriorModel,
        NqDpUUnused29,
        NqDpUUnused30,
        NqDpUExtend3,
    ],
);

const CHANGES_DP: &[(u64, &str)] = &[
    (0x0e, "origin"),
    (0x310, "angles"),
    ((U_MODEL | DP_U_MODEL2) as u64, "model"),
    ((U_FRAME | DP_U_FRAME2) as u64, "frame"),
    (U_SKIN as u64, "skin"),
    (U_COLORMAP as u64, "colormap"),
    ((U_EFFECTS | DP_U_EFFECTS2) as u64, "effects"),
    (DP_U_ALPHA as u64, "alpha"),
    (DP_U_SCALE as u64, "scale"),
    ((DP_U_GLOWSIZE | DP_U_GLOWCOLOR) as u64, "glow"),
    (DP_U_COLORMOD as u64, "colormod"),
];
/// What an update changes, by its bits, for its heading: protocol 15 (its U_EXTEND1 is
/// Nehahra's transparency, last: other 16-bit dialects drop it) and FitzQuake 666/999.
const CHANGES_15: &[(u64, &str)] = &[
    (0x0e, "origin"),
    (0x310, "angles"),
    (U_MODEL as u64, "model"),
    (U_FRAME as u64, "frame"),
    (U_SKIN as u64, "skin"),
    (U_COLORMAP as u64, "colormap"),
    (U_EFFECTS as u64, "effects"),
    (U_EXTEND1 as u64, "transparency"),
];
const CHANGES_FITZ: &[(u64, &str)] = &[
    (0x0e, "origin"),
    (0x310, "angles"),
    ((U_MODEL | U_MODEL2) as u64, "model"),
    ((U_FRAME | U_FRAME2) as u64, "frame"),
    (U_SKIN as u64, "skin"),
    (U_COLORMAP as u64, "colormap"),
    (U_EFFECTS as u64, "effects"),
    (U_ALPHA as u64, "alpha"),
    (U_SCALE as u64, "scale"),
    (U_LERPFINISH as u64, "lerpfinish"),
];
const EF_BITS: &[Field] = &[
    NqEfBrightField,
    NqEfMuzzleFlash,
    NqEfBrightLight,
    NqEfDimLight,
];
const B_BITS: &[Field] = &[
    NqBaselineLargeModel,
    NqBaselineLargeFrame,
    NqBaselineAlpha,
    NqBaselineScale,
];
pub const B_LARGEMODEL: u8 = 1;
pub const B_LARGEFRAME: u8 = 2;
pub const B_ALPHA: u8 = 4;
pub const B_SCALE: u8 = 8;

const ORIGIN: [Field; 3] = [NqOriginX, NqOriginY, NqOriginZ];
const ANGLES: [Field; 3] = [NqAnglePitch, NqAngleYaw, NqAngleRoll];

pub fn coord(c: &mut Cursor, p: &Protocol, f: Field) -> R<f32> {
    let s = c.pos();
    let v = read_coord(&mut c.r, p.coord())?;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}
pub fn angle(c: &mut Cursor, p: &Protocol, f: Field) -> R<f32> {
    let s = c.pos();
    let v = read_angle(&mut c.r, p.angle())?;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}
pub fn origin3(c: &mut Cursor, p: &Protocol, fs: [Field; 3]) -> R<[f32; 3]> {
    Ok([
        coord(c, p, fs[0])?,
        coord(c, p, fs[1])?,
        coord(c, p, fs[2])?,
    ])
}
pub fn origin(c: &mut Cursor, p: &Protocol) -> R<[f32; 3]> {
    origin3(c, p, ORIGIN)
}
pub fn angles(c: &mut Cursor, p: &Protocol) -> R<[f32; 3]> {
    Ok([
        angle(c, p, ANGLES[0])?,
        angle(c, p, ANGLES[1])?,
        angle(c, p, ANGLES[2])?,
    ])
}

fn effects(c: &mut Cursor) -> R<u8> {
    let s = c.pos();
    let v = c.r.u8()?;
    c.flags(NqEffects, s, v as u64, EF_BITS);
    Ok(v)
}

/// A fast update (command byte ≥ 0x80). Returns the entity number.
pub fn fast_update(c: &mut Cursor, st: &NqState) -> R<u16> {
    let p = &st.protocol;
    let s = c.pos();
    let mut bits = c.r.u8()? as u32;
    if bits & U_MOREBITS != 0 {
        bits |= (c.r.u8()? as u32) << 8;
    }
    let ext = p.extend1();
    let more_bytes = matches!(ext, Some(Extend1::FitzBits | Extend1::DpBits));
    if more_bytes {
        // both put U_EXTEND2 at bit 23
        if bits & U_EXTEND1 != 0 {
            bits |= (c.r.u8()? as u32) << 16;
        }
        if bits & U_EXTEND2 != 0 {
            bits |= (c.r.u8()? as u32) << 24;
        }
    }
    let named = match ext {
        Some(Extend1::FitzBits) => U_BITS,
        Some(Extend1::DpBits) => &U_BITS_DP,
        _ => &U_BITS[..16],
    };
    c.flags(NqU, s, bits as u64, named);
    let es = c.pos();
    let ent = if bits & U_LONGENTITY != 0 {
        c.r.i16()? as u16
    } else {
        c.r.u8()? as u16
    };
    c.add_since(NqEntity, es, Value::U(ent as u64));
    c.t.label(|| {
        let table = match ext {
            Some(Extend1::FitzBits) => CHANGES_FITZ,
            Some(Extend1::DpBits) => CHANGES_DP,
            Some(Extend1::NehahraTrans) => CHANGES_15,
            None => &CHANGES_15[..CHANGES_15.len() - 1],
        };
        // a fast update deltas from the baseline, not from the previous update (DarkPlaces'
        // U_DELTA: from the previous one)
        let none = if bits & U_DELTA != 0 && ext == Some(Extend1::DpBits) {
            "as before"
        } else {
            "as its baseline"
        };
        // (no formatting machinery: one label per entity of every update)
        let mut s = String::with_capacity(48);
        s.push(' ');
        crate::codec::push_num(&mut s, ent as u64);
        s.push_str(": ");
        push_changes(&mut s, bits as u64, table, none);
        s
    });

    // the baseline only resolves the entity for the tree: the wire does not depend on it
    let base = if c.t.is_enabled() {
        st.baselines.get(&ent).copied()
    } else {
        None
    };
    let mut e = base.unwrap_or_default();
    let mut model = e.model;
    if bits & U_MODEL != 0 {
        model = if p.model16() {
            c.u16(NqModel)?
        } else {
            c.u8(NqModel)? as u16
        };
    }
    if bits & U_FRAME != 0 {
        e.frame = c.u8(NqFrame)? as u16;
    }
    if bits & U_COLORMAP != 0 {
        e.colormap = c.u8(NqColormap)?;
    }
    if bits & U_SKIN != 0 {
        e.skin = c.u8(NqSkin)?;
    }
    if bits & U_EFFECTS != 0 {
        e.effects = effects(c)?;
    }
    // origins and angles are interleaved per axis
    let obits = [U_ORIGIN1, U_ORIGIN2, U_ORIGIN3];
    let abits = [U_ANGLE1, U_ANGLE2, U_ANGLE3];
    for i in 0..3 {
        if bits & obits[i] != 0 {
            e.origin[i] = coord(c, p, ORIGIN[i])?;
        }
        if bits & abits[i] != 0 {
            e.angles[i] = angle(c, p, ANGLES[i])?;
        }
    }
    if ext == Some(Extend1::DpBits) {
        // DarkPlaces' order (cl_ents_nq.c): alpha, scale, effects2, glow size and colour,
        // colormod, frame2, model2; the other bits carry no data
        if bits & DP_U_ALPHA != 0 {
            c.u8(NqDpUAlphaValue)?;
        }
        if bits & DP_U_SCALE != 0 {
            c.u8(NqDpUScaleValue)?;
        }
        if bits & DP_U_EFFECTS2 != 0 {
            c.u8(NqDpUEffectsHigh)?;
        }
        if bits & DP_U_GLOWSIZE != 0 {
            c.u8(NqDpUGlowSizeValue)?;
        }
        if bits & DP_U_GLOWCOLOR != 0 {
            c.u8(NqDpUGlowColorValue)?;
        }
        if bits & DP_U_COLORMOD != 0 {
            c.u8(NqDpUColormodValue)?;
        }
        if bits & DP_U_FRAME2 != 0 {
            let hi = c.u8(NqFrame2)? as u16;
            e.frame = (e.frame & 0xff) | (hi << 8);
        }
        if bits & DP_U_MODEL2 != 0 {
            let hi = c.u8(NqModel2)? as u16;
            model = (model & 0xff) | (hi << 8);
        }
    } else if p.fitz() {
        if bits & U_ALPHA != 0 {
            e.alpha = c.u8(NqAlpha)?;
        }
        if bits & U_SCALE != 0 {
            e.scale = c.u8(NqScale)?;
        }
        if bits & U_FRAME2 != 0 {
            let hi = c.u8(NqFrame2)? as u16;
            e.frame = (e.frame & 0xff) | (hi << 8);
        }
        if bits & U_MODEL2 != 0 {
            let hi = c.u8(NqModel2)? as u16;
            model = (model & 0xff) | (hi << 8);
        }
        if bits & U_LERPFINISH != 0 {
            c.u8(NqLerpFinish)?;
        }
    } else if ext == Some(Extend1::NehahraTrans) && bits & U_EXTEND1 != 0 {
        // Nehahra's U_TRANS, as QuakeSpasm reads it in protocol 15 and DarkPlaces in 250
        let a = c.f32(NqNehahraA)?;
        c.f32(NqNehahraAlpha)?;
        if a == 2.0 {
            c.f32(NqNehahraFullbright)?;
        }
    }
    e.model = model;
    if c.t.is_enabled() {
        if bits & U_DELTA != 0 && ext == Some(Extend1::DpBits) {
            // U_DELTA: from the entity's previous update, which is not kept (DarkPlaces' server
            // never sets it)
            c.t.open_generated(NqResolved);
            c.t.label(|| ": not resolved (U_DELTA: deltas from the previous update)".into());
            c.t.close(0);
        } else if base.is_none() && !st.known {
            // the capture started after the signon: the baseline exists but was not captured
            c.t.open_generated(NqResolved);
            c.t.label(|| ": unknown (the entity's baseline is not in the capture)".into());
            c.t.close(0);
        } else {
            // entities spawned after signon have no svc_spawnbaseline: engines use a zeroed one
            resolved(c, st, &e, base.is_none());
        }
    }
    Ok(ent)
}

/// What sizes a fast update in a dialect, for [`fast_update_len`] (worked out once per
/// datagram, not per update: a datagram carries dozens).
#[derive(Clone, Copy, Debug)]
pub(crate) struct UpdateLayout {
    ext: Option<Extend1>,
    model: usize,
    coord: usize,
    angle: usize,
}

impl UpdateLayout {
    pub(crate) fn of(p: &Protocol) -> Self {
        UpdateLayout {
            ext: p.extend1(),
            model: if p.model16() { 2 } else { 1 },
            coord: coord_size(p.coord()),
            angle: angle_size(p.angle()),
        }
    }
}

/// The bytes the fast update at `s` of `b` takes, command byte included, read from its bits
/// as [`fast_update`] reads it; `None` when it runs past `b`. Nothing of an update is kept
/// (the baseline only resolves it for a tree): without a tree it is stepped over by this
/// length, and a cut one is read field by field, so that its truncation is told alike.
pub(crate) fn fast_update_len(b: &[u8], s: usize, l: &UpdateLayout) -> Option<usize> {
    let byte = |i: usize| b.get(i).map(|&v| v as u32);
    let mut n = s;
    let mut bits = byte(n)?;
    n += 1;
    if bits & U_MOREBITS != 0 {
        bits |= byte(n)? << 8;
        n += 1;
    }
    let ext = l.ext;
    if matches!(ext, Some(Extend1::FitzBits | Extend1::DpBits)) {
        if bits & U_EXTEND1 != 0 {
            bits |= byte(n)? << 16;
            n += 1;
        }
        if bits & U_EXTEND2 != 0 {
            bits |= byte(n)? << 24;
            n += 1;
        }
    }
    // the entity number
    n += if bits & U_LONGENTITY != 0 { 2 } else { 1 };
    let count = |mask: u32| (bits & mask).count_ones() as usize;
    if bits & U_MODEL != 0 {
        n += l.model;
    }
    n += count(U_FRAME | U_COLORMAP | U_SKIN | U_EFFECTS);
    n += count(U_ORIGIN1 | U_ORIGIN2 | U_ORIGIN3) * l.coord;
    n += count(U_ANGLE1 | U_ANGLE2 | U_ANGLE3) * l.angle;
    match ext {
        Some(Extend1::DpBits) => {
            n += count(
                DP_U_ALPHA
                    | DP_U_SCALE
                    | DP_U_EFFECTS2
                    | DP_U_GLOWSIZE
                    | DP_U_GLOWCOLOR
                    | DP_U_COLORMOD
                    | DP_U_FRAME2
                    | DP_U_MODEL2,
            )
        }
        Some(Extend1::FitzBits) => {
            n += count(U_ALPHA | U_SCALE | U_FRAME2 | U_MODEL2 | U_LERPFINISH)
        }
        Some(Extend1::NehahraTrans) if bits & U_EXTEND1 != 0 => {
            // a, alpha, and fullbright when a is 2
            let a = f32::from_le_bytes(b.get(n..n + 4)?.try_into().ok()?);
            n += if a == 2.0 { 12 } else { 8 };
        }
        _ => {}
    }
    (n <= b.len()).then_some(n - s)
}

/// The bytes a coordinate takes on the wire ([`read_coord`]).
pub(crate) fn coord_size(c: Coord) -> usize {
    match c {
        Coord::Fixed13_3 => 2,
        Coord::Bits24 => 3,
        Coord::Int32 | Coord::Float => 4,
    }
}

/// The bytes an angle takes on the wire ([`read_angle`]).
pub(crate) fn angle_size(a: Angle) -> usize {
    match a {
        Angle::Byte => 1,
        Angle::Short => 2,
        Angle::Float => 4,
    }
}

fn resolved(c: &mut Cursor, st: &NqState, e: &EntityState, default_base: bool) {
    let t = &mut *c.t;
    let children = t.open_resolved(NqResolved);
    let name = st.model_name(e.model);
    // alpha and scale exist from FitzQuake 666 on: protocol 15 has neither (its "alpha 0"
    // would read as invisible)
    let fitz = st.protocol.fitz();
    t.label(|| {
        let mut l = ResolvedLine::new();
        l.model(name, e.model as u64);
        l.at(e.origin);
        l.uint("frame", e.frame as u64);
        l.uint("colormap", e.colormap as u64);
        l.uint("skin", e.skin as u64);
        l.hex("effects", e.effects as u64);
        l.angles(e.angles);
        if fitz {
            // FitzQuake's defaults: ENTALPHA_DEFAULT 0 (opaque), ENTSCALE_DEFAULT 16 (1×)
            l.uint("alpha", e.alpha as u64);
            l.uint_unless("scale", e.scale as u64, 16);
        }
        if default_base {
            l.text("(default baseline)");
        }
        l.finish()
    });
    if children {
        if let Some(name) = name {
            t.add_generated(NqResModelName, Value::Str(name.to_string()));
        }
        t.add_generated(NqResModel, Value::U(e.model as u64));
        t.add_generated(NqResFrame, Value::U(e.frame as u64));
        t.add_generated(NqResColormap, Value::U(e.colormap as u64));
        t.add_generated(NqResSkin, Value::U(e.skin as u64));
        t.add_generated(NqResEffects, Value::U(e.effects as u64));
        t.add_generated3([NqResOriginX, NqResOriginY, NqResOriginZ], e.origin);
        t.add_generated3([NqResPitch, NqResYaw, NqResRoll], e.angles);
        if fitz {
            t.add_generated(NqResAlpha, Value::U(e.alpha as u64));
            t.add_generated(NqResScale, Value::U(e.scale as u64));
        }
    }
    t.close(0);
}

/// svc_spawnbaseline/spawnstatic (22/20) and their FitzQuake "2" forms (42/43).
/// Stores the baseline when it belongs to an entity number.
#[allow(clippy::field_reassign_with_default)] // fields are read in wire order
pub fn baseline(c: &mut Cursor, st: &mut NqState, with_entity: bool, with_flags: bool) -> R<()> {
    let p = st.protocol;
    let ent = if with_entity {
        Some(c.i16(NqEntity)? as u16)
    } else {
        None
    };
    let mut flags = 0u8;
    if with_flags {
        let s = c.pos();
        flags = c.r.u8()?;
        c.flags(NqBaselineFlags, s, flags as u64, B_BITS);
    }
    let mut e = EntityState::default();
    // BJP: u16 model in the classic baselines too (the "2" forms flag it)
    e.model = if flags & B_LARGEMODEL != 0 || !with_flags && p.model16() {
        c.u16(NqModel)?
    } else {
        c.u8(NqModel)? as u16
    };
    e.frame = if flags & B_LARGEFRAME != 0 {
        c.u16(NqFrame)?
    } else {
        c.u8(NqFrame)? as u16
    };
    e.colormap = c.u8(NqColormap)?;
    e.skin = c.u8(NqSkin)?;
    for i in 0..3 {
        e.origin[i] = coord(c, &p, ORIGIN[i])?;
        e.angles[i] = angle(c, &p, ANGLES[i])?;
    }
    if flags & B_ALPHA != 0 {
        e.alpha = c.u8(NqAlpha)?;
    }
    if flags & B_SCALE != 0 {
        e.scale = c.u8(NqScale)?;
    }
    match ent {
        Some(n) => {
            c.t.label(|| format!(" entity {n} {}", st.model_name(e.model).unwrap_or("")));
            Arc::make_mut(&mut st.baselines).insert(n, e);
        }
        None => {
            c.t.label(|| format!(" {}", st.model_name(e.model).unwrap_or("")));
        }
    }
    Ok(())
}

/// An angle in an explicitly chosen encoding (clc_move's differs from the server's).
pub fn angle_as(c: &mut Cursor, a: super::wire::Angle, f: Field) -> R<f32> {
    let s = c.pos();
    let v = read_angle(&mut c.r, a)?;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}
