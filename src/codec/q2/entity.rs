//! Entity headers and deltas (svc_spawnbaseline, packet entities) and the state they produce.

use super::state::{
    EntState, Q2State, ES_EXTENSIONS, ES_EXTENSIONS_2, ES_LONGSOLID, ES_REREL, ES_SHORTANGLES,
};
use super::{angle16, angle8, coord};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
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
pub fn header(c: &mut Cursor, es: u32) -> R<(u64, u16)> {
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
    c.t.open(Q2EntBits, s, Value::U(bits & 0xffff_ffff));
    let rr = es & ES_REREL != 0;
    // bits 28-31 exist only with Q2PRO's extensions or in the rerelease: protocol 34 has no
    // U_MODEL16, U_MOREFX8, U_ALPHA or U_MOREBITS4 to label
    let n = if rr || es & ES_EXTENSIONS != 0 {
        (lo_end - s) * 8
    } else {
        ((lo_end - s) * 8).min(28)
    };
    // the rerelease reuses bit 29 (Q2PRO's U_MOREFX8) for its 64-bit effects
    let bit = |i: usize| {
        if rr && i == 29 {
            Q2EntUEffects64
        } else {
            U_BITS[i]
        }
    };
    c.t.label(|| {
        let set: Vec<&str> = (0..n)
            .filter(|&i| bits & (1 << i) != 0)
            .map(|i| bit(i).def().name)
            .collect();
        format!(
            " ({})",
            if set.is_empty() {
                "none".into()
            } else {
                set.join(", ")
            }
        )
    });
    for i in 0..n {
        c.t.add(bit(i), s, lo_end - s, Value::U(bits & 0xffff_ffff));
    }
    c.t.close(lo_end);
    if rr && bits & U_MOREBITS4 != 0 {
        let hs = c.pos();
        let hi = c.r.u8()? as u64;
        c.flags(
            Q2EntBitsHi,
            hs,
            hi,
            &[
                Q2EntUScale,
                Q2EntUInstance,
                Q2EntUOwner,
                Q2EntUOldFrame,
                Q2EntUHiUnused,
            ],
        );
        bits |= hi << 32;
    } else if es & ES_EXTENSIONS != 0 && bits & U_MOREBITS4 != 0 {
        let hs = c.pos();
        let hi = c.r.u8()? as u64;
        c.flags(Q2EntBitsHi, hs, hi, &[Q2EntUScale, Q2EntUMoreFx16]);
        bits |= hi << 32;
    }
    let number = if bits & U_NUMBER16 != 0 {
        c.u16(Q2EntNumber)?
    } else {
        c.u8(Q2EntNumber)? as u16
    };
    Ok((bits, number))
}

pub(crate) fn sized(
    c: &mut Cursor,
    bits: u64,
    b8: u64,
    b16: u64,
    f: Field,
    sub: &'static [Field],
) -> R<Option<u32>> {
    let s = c.pos();
    let v = if bits & (b8 | b16) == (b8 | b16) {
        c.r.u32()?
    } else if bits & b8 != 0 {
        c.r.u8()? as u32
    } else if bits & b16 != 0 {
        c.r.u16()? as u32
    } else {
        return Ok(None);
    };
    if sub.is_empty() {
        c.add_since(f, s, Value::U(v as u64));
    } else {
        c.flags(f, s, v as u64, sub);
    }
    Ok(Some(v))
}

/// q2pro's MSG_ReadDeltaCoord: bit 0 set = absolute 23-bit value, else a 15-bit difference.
fn delta_coord(c: &mut Cursor, f: Field, old: f32) -> R<f32> {
    let s = c.pos();
    let mut v = c.r.u16()? as u32;
    let out = if v & 1 != 0 {
        v |= (c.r.u8()? as u32) << 16;
        (((v >> 1) << 9) as i32 >> 9) as f32 / 8.0
    } else {
        old + ((((v >> 1) << 17) as i32) >> 17) as f32 / 8.0
    };
    c.add_since(f, s, Value::F(out as f64));
    Ok(out)
}

/// q2pro's MSG_ReadExtCoord (absolute, 15 or 23 bits).
fn ext_coord(c: &mut Cursor, f: Field) -> R<f32> {
    delta_coord(c, f, 0.0)
}

/// The leading fields both layouts share: models (16-bit when `wide`), frame, skin.
pub(crate) fn models_frame_skin(c: &mut Cursor, bits: u64, wide: bool, e: &mut EntState) -> R<()> {
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

/// Applies the delta described by `bits` to `base`, adding a leaf per field read.
pub fn delta(c: &mut Cursor, bits: u64, es: u32, base: &EntState) -> R<EntState> {
    if es & ES_REREL != 0 {
        return super::rr_entity::delta(c, bits, es, base, false);
    }
    let mut e = *base;
    e.event = 0;
    let wide = es & ES_EXTENSIONS != 0 && bits & U_MODEL16 != 0;
    models_frame_skin(c, bits, wide, &mut e)?;
    if let Some(v) = sized(c, bits, U_EFFECTS8, U_EFFECTS16, Q2EntEffects, &EF_BITS)? {
        e.effects = v;
    }
    if let Some(v) = sized(c, bits, U_RENDERFX8, U_RENDERFX16, Q2EntRenderFx, &RF_BITS)? {
        e.renderfx = v;
    }
    let obits = [U_ORIGIN1, U_ORIGIN2, U_ORIGIN3];
    for i in 0..3 {
        if bits & obits[i] != 0 {
            e.origin[i] = if es & ES_EXTENSIONS_2 != 0 {
                delta_coord(c, ORIGIN[i], base.origin[i])?
            } else {
                coord(c, ORIGIN[i])?
            };
        }
    }
    let abits = [U_ANGLE1, U_ANGLE2, U_ANGLE3];
    let short = es & ES_SHORTANGLES != 0 && bits & U_ANGLE16 != 0;
    for i in 0..3 {
        if bits & abits[i] != 0 {
            e.angles[i] = if short {
                angle16(c, ANGLES[i])?
            } else {
                angle8(c, ANGLES[i])?
            };
        }
    }
    if bits & U_OLDORIGIN != 0 {
        for (o, f) in e.old_origin.iter_mut().zip(OLD_ORIGIN) {
            *o = if es & ES_EXTENSIONS_2 != 0 {
                ext_coord(c, f)?
            } else {
                coord(c, f)?
            };
        }
    }
    if bits & U_SOUND != 0 {
        if es & ES_EXTENSIONS != 0 {
            let s = c.pos();
            let w = c.r.u16()?;
            c.add_since(Q2EntSound, s, Value::U((w & 0x3fff) as u64));
            e.sound = w & 0x3fff;
            if w & 0x4000 != 0 {
                e.loop_volume = c.u8(Q2EntLoopVolume)?;
            }
            if w & 0x8000 != 0 {
                e.loop_attenuation = c.u8(Q2EntLoopAttenuation)?;
            }
        } else {
            e.sound = c.u8(Q2EntSound)? as u16;
        }
    }
    if bits & U_EVENT != 0 {
        e.event = c.u8(Q2EntEvent)?;
    }
    if bits & U_SOLID != 0 {
        let s = c.pos();
        let long = es & ES_LONGSOLID != 0;
        e.solid = if long { c.r.u32()? } else { c.r.u16()? as u32 };
        c.add_since(Q2EntSolid, s, Value::U(e.solid as u64));
        if !long && e.solid != 0 && e.solid != 31 {
            // the unpacked box as generated siblings (the solid word stays a leaf)
            let v = e.solid;
            c.t.add_generated(Q2EntSolidWidth, Value::U(8 * (v & 31) as u64));
            c.t.add_generated(Q2EntSolidDown, Value::U(8 * ((v >> 5) & 31) as u64));
            c.t.add_generated(Q2EntSolidUp, Value::I(8 * ((v >> 10) & 63) as i64 - 32));
        }
    }
    if es & ES_EXTENSIONS != 0 {
        if let Some(v) = sized(c, bits, U_MOREFX8, U_MOREFX16, Q2EntMoreFx, &[])? {
            e.morefx = v;
        }
        if bits & U_ALPHA != 0 {
            e.alpha = c.u8(Q2EntAlpha)?;
        }
        if bits & U_SCALE != 0 {
            e.scale = c.u8(Q2EntScale)?;
        }
    }
    Ok(e)
}

/// The generated subtree showing an entity's state after its delta.
pub fn resolved(c: &mut Cursor, st: &Q2State, e: &EntState) {
    if !c.t.is_enabled() {
        return;
    }
    let t = &mut *c.t;
    t.open_generated(Q2EntRes);
    let name = st.model_name(e.model[0]);
    t.label(|| {
        format!(
            ": {} at ({:.1} {:.1} {:.1})",
            name.map_or_else(|| format!("model {}", e.model[0]), |n| n.to_string()),
            e.origin[0],
            e.origin[1],
            e.origin[2]
        )
    });
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
    for (f, v) in [Q2EntResOriginX, Q2EntResOriginY, Q2EntResOriginZ]
        .into_iter()
        .zip(e.origin)
    {
        t.add_generated(f, Value::F(v as f64));
    }
    for (f, v) in [Q2EntResPitch, Q2EntResYaw, Q2EntResRoll]
        .into_iter()
        .zip(e.angles)
    {
        t.add_generated(f, Value::F(v as f64));
    }
    for (f, v) in [Q2EntResOldX, Q2EntResOldY, Q2EntResOldZ]
        .into_iter()
        .zip(e.old_origin)
    {
        t.add_generated(f, Value::F(v as f64));
    }
    t.add_generated(Q2EntResSound, Value::U(e.sound as u64));
    t.add_generated(Q2EntResEvent, Value::U(e.event as u64));
    t.add_generated(Q2EntResSolid, Value::U(e.solid as u64));
    t.close(0);
}
