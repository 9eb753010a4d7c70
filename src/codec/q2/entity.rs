//! Entity headers and deltas (svc_spawnbaseline, packet entities) and the state they produce:
//! one reader for every dialect, laid out by the dialect's [`EntWire`] (34's bytes and 16-bit
//! coordinates, Q2PRO's extensions and difference-coded origins, the rerelease's 64-bit bits,
//! floats and reordered fields).

use super::state::{EntState, Q2State};
use super::wire::{angle16, angle8, coord, Angle, Coord, EntWire, Solid, SoundWord, Tail};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{ResolvedLine, Value};
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::Field;

pub const U_ORIGIN1: u64 = 1 << 0;
pub const U_ORIGIN2: u64 = 1 << 1;
pub const U_ANGLE2: u64 = 1 << 2;
pub const U_ANGLE3: u64 = 1 << 3;
pub const U_FRAME8: u64 = 1 << 4;
pub const U_EVENT: u64 = 1 << 5;
pub const U_REMOVE: u64 = 1 << 6;
pub const U_MOREBITS1: u64 = 1 << 7;
pub const U_NUMBER16: u64 = 1 << 8;
pub const U_ORIGIN3: u64 = 1 << 9;
pub const U_ANGLE1: u64 = 1 << 10;
pub const U_MODEL: u64 = 1 << 11;
pub const U_RENDERFX8: u64 = 1 << 12;
pub const U_ANGLE16: u64 = 1 << 13;
pub const U_EFFECTS8: u64 = 1 << 14;
pub const U_MOREBITS2: u64 = 1 << 15;
pub const U_SKIN8: u64 = 1 << 16;
pub const U_FRAME16: u64 = 1 << 17;
pub const U_RENDERFX16: u64 = 1 << 18;
pub const U_EFFECTS16: u64 = 1 << 19;
pub const U_MODEL2: u64 = 1 << 20;
pub const U_MODEL3: u64 = 1 << 21;
pub const U_MODEL4: u64 = 1 << 22;
pub const U_MOREBITS3: u64 = 1 << 23;
pub const U_OLDORIGIN: u64 = 1 << 24;
pub const U_SKIN16: u64 = 1 << 25;
pub const U_SOUND: u64 = 1 << 26;
pub const U_SOLID: u64 = 1 << 27;
pub const U_MODEL16: u64 = 1 << 28;
pub const U_MOREFX8: u64 = 1 << 29;
pub const U_ALPHA: u64 = 1 << 30;
pub const U_MOREBITS4: u64 = 1 << 31;
pub const U_SCALE: u64 = 1 << 32;
pub const U_MOREFX16: u64 = 1 << 33;
// the rerelease's meanings of bits 29 and 33–35
pub const U_EFFECTS64: u64 = 1 << 29;
pub const U_INSTANCE: u64 = 1 << 33;
pub const U_OWNER: u64 = 1 << 34;
pub const U_OLDFRAME: u64 = 1 << 35;

pub const RF_BEAM: u32 = 1 << 7;

pub const U_BITS: [Field; 32] = [
    Q2EntUOrigin1,
    Q2EntUOrigin2,
    Q2EntUAngle2,
    Q2EntUAngle3,
    Q2EntUFrame8,
    Q2EntUEvent,
    Q2EntURemove,
    Q2EntUMoreBits1,
    Q2EntUNumber16,
    Q2EntUOrigin3,
    Q2EntUAngle1,
    Q2EntUModel,
    Q2EntURenderFx8,
    Q2EntUAngle16,
    Q2EntUEffects8,
    Q2EntUMoreBits2,
    Q2EntUSkin8,
    Q2EntUFrame16,
    Q2EntURenderFx16,
    Q2EntUEffects16,
    Q2EntUModel2,
    Q2EntUModel3,
    Q2EntUModel4,
    Q2EntUMoreBits3,
    Q2EntUOldOrigin,
    Q2EntUSkin16,
    Q2EntUSound,
    Q2EntUSolid,
    Q2EntUModel16,
    Q2EntUMoreFx8,
    Q2EntUAlpha,
    Q2EntUMoreBits4,
];
pub(crate) const EF_BITS: [Field; 32] = [
    Q2EfRotate,
    Q2EfGib,
    Q2EfBit2,
    Q2EfBlaster,
    Q2EfRocket,
    Q2EfGrenade,
    Q2EfHyperblaster,
    Q2EfBfg,
    Q2EfColorShell,
    Q2EfPowerscreen,
    Q2EfAnim01,
    Q2EfAnim23,
    Q2EfAnimAll,
    Q2EfAnimAllFast,
    Q2EfFlies,
    Q2EfQuad,
    Q2EfPent,
    Q2EfTeleporter,
    Q2EfFlag1,
    Q2EfFlag2,
    Q2EfIonripper,
    Q2EfGreenGibs,
    Q2EfBlueHyper,
    Q2EfSpinningLights,
    Q2EfPlasma,
    Q2EfTrap,
    Q2EfTracker,
    Q2EfDouble,
    Q2EfSphereTrans,
    Q2EfTagTrail,
    Q2EfHalfDamage,
    Q2EfTrackerTrail,
];
/// Effects bits 32-37 as the rerelease's game.h names them (effects_t), on the high word.
const EF_HI_BITS: [Field; 6] = [
    Q2RrEfDualfire,
    Q2RrEfHologram,
    Q2RrEfFlashlight,
    Q2RrEfBarrelExploding,
    Q2RrEfTeleporter2,
    Q2RrEfGrenadeLight,
];
/// renderfx_t of the rerelease: 34's bits, bit 6 renamed, and its own bits 13-14 and 19-26.
const RR_RF_BITS: [Field; 27] = [
    Q2RfMinLight,
    Q2RfViewerModel,
    Q2RfWeaponModel,
    Q2RfFullbright,
    Q2RfDepthHack,
    Q2RfTranslucent,
    Q2RrRfNoOriginLerp,
    Q2RfBeam,
    Q2RfCustomSkin,
    Q2RfGlow,
    Q2RfShellRed,
    Q2RfShellGreen,
    Q2RfShellBlue,
    Q2RrRfNoshadow,
    Q2RrRfCastshadow,
    Q2RfIrVisible,
    Q2RfShellDouble,
    Q2RfShellHalfDam,
    Q2RfUseDisguise,
    Q2RrRfShellLiteGreen,
    Q2RrRfCustomLight,
    Q2RrRfFlare,
    Q2RrRfOldFrameLerp,
    Q2RrRfDotShadow,
    Q2RrRfLowPriority,
    Q2RrRfNoLod,
    Q2RrRfStairStep,
];
pub(crate) const RF_BITS: [Field; 17] = [
    Q2RfMinLight,
    Q2RfViewerModel,
    Q2RfWeaponModel,
    Q2RfFullbright,
    Q2RfDepthHack,
    Q2RfTranslucent,
    Q2RfFrameLerp,
    Q2RfBeam,
    Q2RfCustomSkin,
    Q2RfGlow,
    Q2RfShellRed,
    Q2RfShellGreen,
    Q2RfShellBlue,
    Q2RfIrVisible,
    Q2RfShellDouble,
    Q2RfShellHalfDam,
    Q2RfUseDisguise,
];
pub(crate) const ORIGIN: [Field; 3] = [Q2EntOriginX, Q2EntOriginY, Q2EntOriginZ];
pub(crate) const ANGLES: [Field; 3] = [Q2EntPitch, Q2EntYaw, Q2EntRoll];
pub(crate) const OLD_ORIGIN: [Field; 3] = [Q2EntOldOriginX, Q2EntOldOriginY, Q2EntOldOriginZ];

/// Reads the entity header: the U_ bits (1–5 bytes) and the entity number.
pub fn header(c: &mut Cursor, w: &EntWire) -> R<(u64, u16)> {
    let s = c.pos();
    let mut bits = c.r.u8()? as u64;
    if bits & U_MOREBITS1 != 0 {
        bits |= (c.r.u8()? as u64) << 8;
    }
    if bits & U_MOREBITS2 != 0 {
        bits |= (c.r.u8()? as u64) << 16;
    }
    if bits & U_MOREBITS3 != 0 {
        bits |= (c.r.u8()? as u64) << 24;
    }
    let lo_end = c.pos();
    // (one subtree per entity of every frame: nothing to do without a tree)
    if c.t.is_enabled() {
        c.t.open(Q2EntBits, s, Value::U(bits & 0xffff_ffff));
        // bits 28-31 exist only with Q2PRO's extensions or in the rerelease: protocol 34 has no
        // U_MODEL16, U_MOREFX8, U_ALPHA or U_MOREBITS4 to label
        let n = if w.effects64 || !w.hi.is_empty() {
            (lo_end - s) * 8
        } else {
            ((lo_end - s) * 8).min(28)
        };
        let bit = |i: usize| if i == 29 { w.bit29 } else { U_BITS[i] };
        c.t.label(|| {
            // (no formatting machinery: one label per entity of every frame)
            let mut s = String::with_capacity(64);
            s.push_str(" (");
            for i in (0..n).filter(|&i| bits & (1 << i) != 0) {
                if s.len() > 2 {
                    s.push_str(", ");
                }
                s.push_str(bit(i).def().name);
            }
            if s.len() == 2 {
                s.push_str("none");
            }
            s.push(')');
            s
        });
        for i in 0..n {
            c.t.add(bit(i), s, lo_end - s, Value::U(bits & 0xffff_ffff));
        }
        c.t.close(lo_end);
    }
    if !w.hi.is_empty() && bits & U_MOREBITS4 != 0 {
        let hs = c.pos();
        let hi = c.r.u8()? as u64;
        c.flags(Q2EntBitsHi, hs, hi, w.hi);
        bits |= hi << 32;
    }
    let number = if bits & U_NUMBER16 != 0 {
        c.u16(Q2EntNumber)?
    } else {
        c.u8(Q2EntNumber)? as u16
    };
    Ok((bits, number))
}

#[inline]
pub(crate) fn sized(
    c: &mut Cursor,
    bits: u64,
    b8: u64,
    b16: u64,
    f: Field,
    sub: &'static [Field],
) -> R<Option<u32>> {
    // (most deltas send few of these fields: the test is made where it is asked, no call)
    if bits & (b8 | b16) == 0 {
        return Ok(None);
    }
    sized_read(c, bits, b8, b16, f, sub).map(Some)
}

/// [`sized`] of a field the bits say was sent.
fn sized_read(
    c: &mut Cursor,
    bits: u64,
    b8: u64,
    b16: u64,
    f: Field,
    sub: &'static [Field],
) -> R<u32> {
    let s = c.pos();
    let v = if bits & (b8 | b16) == (b8 | b16) {
        c.r.u32()?
    } else if bits & b8 != 0 {
        c.r.u8()? as u32
    } else {
        c.r.u16()? as u32
    };
    if sub.is_empty() {
        c.add_since(f, s, Value::U(v as u64));
    } else {
        c.flags(f, s, v as u64, sub);
    }
    Ok(v)
}

/// The leading fields every layout shares: models (16-bit when `wide`), frame, skin.
fn models_frame_skin(c: &mut Cursor, bits: u64, wide: bool, e: &mut EntState) -> R<()> {
    for (i, (b, f)) in [
        (U_MODEL, Q2EntModel),
        (U_MODEL2, Q2EntModel2),
        (U_MODEL3, Q2EntModel3),
        (U_MODEL4, Q2EntModel4),
    ]
    .into_iter()
    .enumerate()
    {
        if bits & b != 0 {
            e.model[i] = if wide { c.u16(f)? } else { c.u8(f)? as u16 };
        }
    }
    if bits & U_FRAME8 != 0 {
        e.frame = c.u8(Q2EntFrame)? as u16;
    }
    if bits & U_FRAME16 != 0 {
        e.frame = c.u16(Q2EntFrame)?;
    }
    if let Some(v) = sized(c, bits, U_SKIN8, U_SKIN16, Q2EntSkin, &[])? {
        e.skin = v;
    }
    Ok(())
}

/// Applies the delta described by `bits` to `e` (its base: changed where it is, not copied in
/// and out), adding a leaf per field read, in the layout `w` describes. `solid_sent`: 2022
/// only, whether the entity counts as solid when this delta carries no U_SOLID (see
/// [`super::state::DemoSolid`]).
pub fn delta(c: &mut Cursor, bits: u64, w: &EntWire, e: &mut EntState, solid_sent: bool) -> R<()> {
    e.event = 0;
    models_frame_skin(c, bits, w.model16 && bits & U_MODEL16 != 0, e)?;
    if w.effects64 && bits & U_EFFECTS64 != 0 {
        // the low 32 bits first, then the high part sized by EFFECTS8/16. With neither of those
        // set, the seed document and FTE still read one byte for the high part (q2proto reads
        // nothing): we follow the seed and FTE, the reference that interoperates.
        let s = c.pos();
        let lo = c.r.u32()?;
        c.flags(Q2EntEffects, s, lo as u64, &EF_BITS);
        e.effects = lo;
        let s = c.pos();
        let hi = if bits & (U_EFFECTS8 | U_EFFECTS16) == (U_EFFECTS8 | U_EFFECTS16) {
            c.r.u32()?
        } else if bits & U_EFFECTS16 != 0 {
            c.r.u16()? as u32
        } else {
            c.r.u8()? as u32
        };
        c.flags(Q2EntEffectsHi, s, hi as u64, &EF_HI_BITS);
        e.effects_hi = hi;
    } else if let Some(v) = sized(c, bits, U_EFFECTS8, U_EFFECTS16, Q2EntEffects, &EF_BITS)? {
        e.effects = v;
        e.effects_hi = 0;
    }
    // the rerelease (the only dialect with 64-bit effects) names its own renderfx bits
    let rf: &'static [Field] = if w.effects64 { &RR_RF_BITS } else { &RF_BITS };
    if let Some(v) = sized(c, bits, U_RENDERFX8, U_RENDERFX16, Q2EntRenderFx, rf)? {
        e.renderfx = v;
    }
    if w.solid_first {
        solid(c, bits, w.solid, e)?;
    }
    // 2022 (demos): a non-solid entity has 16-bit origins (seed, FTE and q2proto agree); which
    // solid counts follows q2proto, whose bytes these are (see DemoSolid)
    let is_solid = if bits & U_SOLID != 0 {
        e.solid != 0
    } else {
        solid_sent
    };
    for (i, b) in [U_ORIGIN1, U_ORIGIN2, U_ORIGIN3].into_iter().enumerate() {
        if bits & b != 0 {
            e.origin[i] = coord(c, ORIGIN[i], w.origin, e.origin[i], is_solid)?;
        }
    }
    if w.solid_first {
        old_origin(c, bits, w.origin, is_solid, e)?;
        angles(c, bits, w.angle, e)?;
    } else {
        angles(c, bits, w.angle, e)?;
        old_origin(c, bits, w.origin, is_solid, e)?;
    }
    if bits & U_SOUND != 0 {
        sound(c, w.sound, e)?;
    }
    if bits & U_EVENT != 0 {
        e.event = c.u8(Q2EntEvent)?;
    }
    if !w.solid_first {
        solid(c, bits, w.solid, e)?;
    }
    match w.tail {
        Tail::None => {}
        Tail::Q2pro => {
            if let Some(v) = sized(c, bits, U_MOREFX8, U_MOREFX16, Q2EntMoreFx, &[])? {
                e.morefx = v;
            }
            alpha_scale(c, bits, e)?;
        }
        Tail::Rerelease => {
            alpha_scale(c, bits, e)?;
            if bits & U_INSTANCE != 0 {
                e.instance = c.u8(Q2EntInstance)?;
            }
            if bits & U_OWNER != 0 {
                e.owner = c.i16(Q2EntOwner)?;
            }
            if bits & U_OLDFRAME != 0 {
                e.old_frame = c.u16(Q2EntOldFrame)?;
            }
        }
    }
    Ok(())
}

fn angles(c: &mut Cursor, bits: u64, how: Angle, e: &mut EntState) -> R<()> {
    for (i, b) in [U_ANGLE1, U_ANGLE2, U_ANGLE3].into_iter().enumerate() {
        if bits & b != 0 {
            e.angles[i] = match how {
                Angle::Float => c.f32(ANGLES[i])?,
                Angle::ShortIfFlagged if bits & U_ANGLE16 != 0 => angle16(c, ANGLES[i])?,
                Angle::Byte | Angle::ShortIfFlagged => angle8(c, ANGLES[i])?,
            };
        }
    }
    Ok(())
}

/// The old origin: written as the origin is, but never as a difference.
fn old_origin(c: &mut Cursor, bits: u64, how: Coord, solid: bool, e: &mut EntState) -> R<()> {
    if bits & U_OLDORIGIN != 0 {
        for (o, f) in e.old_origin.iter_mut().zip(OLD_ORIGIN) {
            *o = coord(c, f, how, 0.0, solid)?;
        }
    }
    Ok(())
}

fn sound(c: &mut Cursor, how: SoundWord, e: &mut EntState) -> R<()> {
    if how == SoundWord::Byte {
        e.sound = c.u8(Q2EntSound)? as u16;
        return Ok(());
    }
    let s = c.pos();
    let w = c.r.u16()?;
    c.add_since(Q2EntSound, s, Value::U((w & 0x3fff) as u64));
    let defaults = how == SoundWord::WordWithDefaults;
    if defaults {
        c.add_since(Q2EntSoundVolume, s, Value::U(w as u64));
        c.add_since(Q2EntSoundAttenuation, s, Value::U(w as u64));
    }
    e.sound = w & 0x3fff;
    if w & 0x4000 != 0 {
        e.loop_volume = c.u8(Q2EntLoopVolume)?;
    } else if defaults {
        e.loop_volume = 255;
    }
    if w & 0x8000 != 0 {
        e.loop_attenuation = c.u8(Q2EntLoopAttenuation)?;
    } else if defaults {
        e.loop_attenuation = 0;
    }
    Ok(())
}

fn solid(c: &mut Cursor, bits: u64, how: Solid, e: &mut EntState) -> R<()> {
    if bits & U_SOLID == 0 {
        return Ok(());
    }
    if how == Solid::Long32 {
        e.solid = c.u32(Q2EntSolid)?;
        return Ok(());
    }
    e.solid = c.u16(Q2EntSolid)? as u32;
    if e.solid != 0 && e.solid != 31 {
        // the unpacked box as generated siblings (the solid word stays a leaf)
        let v = e.solid;
        c.t.add_generated(Q2EntSolidWidth, Value::U(8 * (v & 31) as u64));
        c.t.add_generated(Q2EntSolidDown, Value::U(8 * ((v >> 5) & 31) as u64));
        c.t.add_generated(Q2EntSolidUp, Value::I(8 * ((v >> 10) & 63) as i64 - 32));
    }
    Ok(())
}

fn alpha_scale(c: &mut Cursor, bits: u64, e: &mut EntState) -> R<()> {
    if bits & U_ALPHA != 0 {
        e.alpha = c.u8(Q2EntAlpha)?;
    }
    if bits & U_SCALE != 0 {
        e.scale = c.u8(Q2EntScale)?;
    }
    Ok(())
}

/// The generated subtree showing an entity's state after its delta.
pub fn resolved(c: &mut Cursor, st: &Q2State, e: &EntState) {
    if !c.t.is_enabled() {
        return;
    }
    let t = &mut *c.t;
    let children = t.open_resolved(Q2EntRes);
    let name = st.model_name(e.model[0]);
    t.label(|| {
        let mut l = ResolvedLine::new();
        l.model(name, e.model[0] as u64);
        l.at(e.origin);
        l.uint("modelindex2", e.model[1] as u64);
        l.uint("frame", e.frame as u64);
        l.uint("skin", e.skin as u64);
        l.hex("effects", e.effects as u64);
        l.hex("renderfx", e.renderfx as u64);
        l.angles(e.angles);
        // the origin it moves from, when it moves
        if e.old_origin != e.origin {
            l.vec("from", e.old_origin);
        }
        l.uint("sound", e.sound as u64);
        l.named("event", e.event as u32, crate::fields::q2::EVENTS);
        l.hex("solid", e.solid as u64);
        l.finish()
    });
    if children {
        t.add_generated(Q2EntResModel, Value::U(e.model[0] as u64));
        if let Some(n) = name {
            t.add_generated(Q2EntModelName, Value::Str(n.to_string()));
        }
        if e.model[1] != 0 {
            t.add_generated(Q2EntResModel2, Value::U(e.model[1] as u64));
        }
        t.add_generated(Q2EntResFrame, Value::U(e.frame as u64));
        t.add_generated(Q2EntResSkin, Value::U(e.skin as u64));
        t.add_generated(Q2EntResEffects, Value::U(e.effects as u64));
        t.add_generated(Q2EntResRenderFx, Value::U(e.renderfx as u64));
        t.add_generated3(
            [Q2EntResOriginX, Q2EntResOriginY, Q2EntResOriginZ],
            e.origin,
        );
        t.add_generated3([Q2EntResPitch, Q2EntResYaw, Q2EntResRoll], e.angles);
        t.add_generated3([Q2EntResOldX, Q2EntResOldY, Q2EntResOldZ], e.old_origin);
        t.add_generated(Q2EntResSound, Value::U(e.sound as u64));
        t.add_generated(Q2EntResEvent, Value::U(e.event as u64));
        t.add_generated(Q2EntResSolid, Value::U(e.solid as u64));
    }
    t.close(0);
}
