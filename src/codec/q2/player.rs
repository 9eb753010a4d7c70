//! Player state deltas (inside svc_frame) and the state they produce.

use super::state::{PlayerState, Proto, Q2State, PSF_EXTENSIONS, PSF_EXTENSIONS_2, PSF_MOREBITS};
use super::{angle16, quarter};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::q2::*;
use crate::fields::{val_name, Field};

pub const PS_M_TYPE: u32 = 1 << 0;
pub const PS_M_ORIGIN: u32 = 1 << 1;
pub const PS_M_VELOCITY: u32 = 1 << 2;
pub const PS_M_TIME: u32 = 1 << 3;
pub const PS_M_FLAGS: u32 = 1 << 4;
pub const PS_M_GRAVITY: u32 = 1 << 5;
pub const PS_M_DELTA_ANGLES: u32 = 1 << 6;
pub const PS_VIEWOFFSET: u32 = 1 << 7;
pub const PS_VIEWANGLES: u32 = 1 << 8;
pub const PS_KICKANGLES: u32 = 1 << 9;
pub const PS_BLEND: u32 = 1 << 10;
pub const PS_FOV: u32 = 1 << 11;
pub const PS_WEAPONINDEX: u32 = 1 << 12;
pub const PS_WEAPONFRAME: u32 = 1 << 13;
pub const PS_RDFLAGS: u32 = 1 << 14;
pub const PS_MOREBITS: u32 = 1 << 15;
pub const PS_FOG: u32 = 1 << 16;

pub const EPS_GUNOFFSET: u8 = 1 << 0;
pub const EPS_GUNANGLES: u8 = 1 << 1;
pub const EPS_M_VELOCITY2: u8 = 1 << 2;
pub const EPS_M_ORIGIN2: u8 = 1 << 3;
pub const EPS_VIEWANGLE2: u8 = 1 << 4;
pub const EPS_STATS: u8 = 1 << 5;
pub const EPS_CLIENTNUM: u8 = 1 << 6;

const PS_BITS: [Field; 17] = [
    Q2PsFMType,
    Q2PsFMOrigin,
    Q2PsFMVelocity,
    Q2PsFMTime,
    Q2PsFMFlags,
    Q2PsFMGravity,
    Q2PsFMDeltaAngles,
    Q2PsFViewOffset,
    Q2PsFViewAngles,
    Q2PsFKickAngles,
    Q2PsFBlend,
    Q2PsFFov,
    Q2PsFWeaponIndex,
    Q2PsFWeaponFrame,
    Q2PsFRdFlags,
    Q2PsFMoreBits,
    Q2PsFFog,
];
pub const EPS_BITS: [Field; 7] = [
    Q2PsEGunOffset,
    Q2PsEGunAngles,
    Q2PsEVelocity2,
    Q2PsEOrigin2,
    Q2PsEViewAngle2,
    Q2PsEStats,
    Q2PsEClientNum,
];
const PMF_BITS: [Field; 7] = [
    Q2PsPmfDucked,
    Q2PsPmfJumpHeld,
    Q2PsPmfOnGround,
    Q2PsPmfWaterjump,
    Q2PsPmfLand,
    Q2PsPmfTeleport,
    Q2PsPmfNoPrediction,
];
const RDF_BITS: [Field; 4] = [Q2PsRdfUnderwater, Q2PsRdfNoWorld, Q2PsRdfIr, Q2PsRdfUv];
const ORIGIN: [Field; 3] = [Q2PsOriginX, Q2PsOriginY, Q2PsOriginZ];
const VELOCITY: [Field; 3] = [Q2PsVelocityX, Q2PsVelocityY, Q2PsVelocityZ];

/// A pmove component: s16 (1/8 unit), or q2pro's 23-bit delta int with extensions v2.
fn pm_int(c: &mut Cursor, f: Field, old: i32, ext2: bool) -> R<i32> {
    let s = c.pos();
    let v = if ext2 {
        let mut w = c.r.u16()? as u32;
        if w & 1 != 0 {
            w |= (c.r.u8()? as u32) << 16;
            (((w >> 1) << 9) as i32) >> 9
        } else {
            old.wrapping_add((((w >> 1) << 17) as i32) >> 17)
        }
    } else {
        c.r.i16()? as i32
    };
    c.add_since(f, s, Value::F(v as f64 / 8.0));
    Ok(v)
}

fn short_angle(c: &mut Cursor, f: Field) -> R<i16> {
    let s = c.pos();
    let v = c.r.i16()?;
    c.add_since(f, s, Value::F(v as f64 * 360.0 / 65536.0));
    Ok(v)
}

fn stats(c: &mut Cursor, p: &Proto, ps: &mut PlayerState) -> R<()> {
    let s = c.pos();
    let bits: u64 = if p.ps & PSF_EXTENSIONS_2 != 0 {
        // varint
        let mut v = 0u64;
        let mut shift = 0;
        loop {
            let b = c.r.u8()?;
            v |= ((b & 0x7f) as u64) << shift;
            shift += 7;
            if b & 0x80 == 0 || shift >= 64 {
                break;
            }
        }
        v
    } else {
        c.r.u32()? as u64
    };
    c.add_since(Q2PsStatBits, s, Value::U(bits));
    for i in 0..p.max_stats() {
        if bits & (1u64 << i) != 0 {
            stat(c, i, ps)?;
        }
    }
    Ok(())
}

/// "Stat: 100 (STAT_HEALTH, index 1)": the value first, then which stat it is.
fn stat_label(i: usize) -> String {
    match val_name(STAT_NAMES, i as u32) {
        Some(name) => format!(" ({name}, index {i})"),
        None => format!(" (index {i})"),
    }
}

/// Stat `i` (a 16-bit leaf labelled with its STAT_ name) into `ps`.
pub(crate) fn stat(c: &mut Cursor, i: usize, ps: &mut PlayerState) -> R<()> {
    // the index is a generated sibling so that the stat stays a leaf
    c.t.add_generated(Q2PsStatIndex, Value::U(i as u64));
    let v = c.i16(Q2PsStat)?;
    if c.t.is_enabled() {
        if let Some(n) = c.t.nodes.last_mut() {
            n.label = Some(stat_label(i));
        }
    }
    ps.stats[i] = v;
    Ok(())
}

fn blend(c: &mut Cursor, p: &Proto, ps: &mut PlayerState) -> R<()> {
    let comps = [Q2PsBlendR, Q2PsBlendG, Q2PsBlendB, Q2PsBlendA];
    if p.ps & PSF_EXTENSIONS_2 != 0 {
        let b = c.u8(Q2PsBlendBits)?;
        for (i, &f) in comps.iter().enumerate() {
            if b & (1 << i) != 0 {
                ps.blend[i] = c.u8(f)?;
            }
        }
        for i in 0..4 {
            if b & (1 << (4 + i)) != 0 {
                c.u8(Q2PsDamageBlend)?;
            }
        }
    } else {
        for (i, &f) in comps.iter().enumerate() {
            ps.blend[i] = c.u8(f)?;
        }
    }
    Ok(())
}

fn fog(c: &mut Cursor) -> R<()> {
    let bits = c.u8(Q2PsFogBits)?;
    let val = |c: &mut Cursor, name: &'static str, size: usize| -> R<()> {
        let s = c.pos();
        let v = match size {
            1 => c.r.u8()? as u32,
            2 => c.r.u16()? as u32,
            _ => {
                // ext coord: u16, bit 0 set → one more byte
                let mut w = c.r.u16()? as u32;
                if w & 1 != 0 {
                    w |= (c.r.u8()? as u32) << 16;
                }
                w
            }
        };
        c.add_since(Q2PsFogValue, s, Value::U(v as u64));
        if let Some(n) = c.t.nodes.last_mut() {
            n.label = Some(format!(" ({name})"));
        }
        Ok(())
    };
    if bits & 1 != 0 {
        for n in ["color r", "color g", "color b"] {
            val(c, n, 1)?;
        }
    }
    if bits & 2 != 0 {
        val(c, "density", 2)?;
        val(c, "sky factor", 2)?;
    }
    if bits & 4 != 0 {
        val(c, "height density", 2)?;
    }
    if bits & 8 != 0 {
        val(c, "height falloff", 2)?;
    }
    if bits & 16 != 0 {
        for n in ["start r", "start g", "start b"] {
            val(c, n, 1)?;
        }
    }
    if bits & 32 != 0 {
        for n in ["end r", "end g", "end b"] {
            val(c, n, 1)?;
        }
    }
    if bits & 64 != 0 {
        val(c, "start dist", 3)?;
    }
    if bits & 128 != 0 {
        val(c, "end dist", 3)?;
    }
    Ok(())
}

/// Reads the PS_* flags word (u16, + a byte with PS_MOREBITS where negotiated).
pub fn flags(c: &mut Cursor, p: &Proto) -> R<u32> {
    let s = c.pos();
    let mut bits = c.r.u16()? as u32;
    if p.ps & PSF_MOREBITS != 0 && bits & PS_MOREBITS != 0 {
        bits |= (c.r.u8()? as u32) << 16;
    }
    let n = if c.pos() - s == 3 { 17 } else { 16 };
    c.flags(Q2PsFlags, s, bits as u64, &PS_BITS[..n]);
    Ok(bits)
}

/// Applies a player-state delta to `from`. `extra` holds the EPS_* bits (enhanced layout
/// when `Some`).
pub fn delta(
    c: &mut Cursor,
    p: &Proto,
    bits: u32,
    extra: Option<u8>,
    from: &PlayerState,
) -> R<PlayerState> {
    let mut ps = *from;
    let enh = extra.is_some();
    let ex = extra.unwrap_or(0);
    let ext2 = p.ps & PSF_EXTENSIONS_2 != 0;
    if bits & PS_M_TYPE != 0 {
        ps.pm_type = c.u8(Q2PsPmType)?;
    }
    let axes = |flag: bool, z: bool| -> [bool; 3] {
        if enh {
            [flag, flag, z]
        } else {
            [flag; 3]
        }
    };
    let o = axes(bits & PS_M_ORIGIN != 0, ex & EPS_M_ORIGIN2 != 0);
    for i in 0..3 {
        if o[i] {
            ps.origin[i] = pm_int(c, ORIGIN[i], from.origin[i], ext2)?;
        }
    }
    let v = axes(bits & PS_M_VELOCITY != 0, ex & EPS_M_VELOCITY2 != 0);
    for i in 0..3 {
        if v[i] {
            ps.velocity[i] = pm_int(c, VELOCITY[i], from.velocity[i], ext2)?;
        }
    }
    if bits & PS_M_TIME != 0 {
        ps.pm_time = if ext2 {
            c.u16(Q2PsPmTime)?
        } else {
            c.u8(Q2PsPmTime)? as u16
        };
    }
    if bits & PS_M_FLAGS != 0 {
        let s = c.pos();
        ps.pm_flags = if ext2 { c.r.u16()? } else { c.r.u8()? as u16 };
        c.flags(Q2PsPmFlags, s, ps.pm_flags as u64, &PMF_BITS);
    }
    if bits & PS_M_GRAVITY != 0 {
        ps.gravity = c.i16(Q2PsGravity)?;
    }
    if bits & PS_M_DELTA_ANGLES != 0 {
        for (i, f) in [Q2PsDeltaPitch, Q2PsDeltaYaw, Q2PsDeltaRoll]
            .into_iter()
            .enumerate()
        {
            ps.delta_angles[i] = short_angle(c, f)?;
        }
    }
    if bits & PS_VIEWOFFSET != 0 {
        for (i, f) in [Q2PsViewOffX, Q2PsViewOffY, Q2PsViewOffZ]
            .into_iter()
            .enumerate()
        {
            ps.viewoffset[i] = quarter(c, f)?;
        }
    }
    let va = axes(bits & PS_VIEWANGLES != 0, ex & EPS_VIEWANGLE2 != 0);
    for (i, f) in [Q2PsViewPitch, Q2PsViewYaw, Q2PsViewRoll]
        .into_iter()
        .enumerate()
    {
        if va[i] {
            ps.viewangles[i] = angle16(c, f)?;
        }
    }
    if bits & PS_KICKANGLES != 0 {
        for (i, f) in [Q2PsKickPitch, Q2PsKickYaw, Q2PsKickRoll]
            .into_iter()
            .enumerate()
        {
            ps.kick_angles[i] = quarter(c, f)?;
        }
    }
    if bits & PS_WEAPONINDEX != 0 {
        ps.gunindex = if p.ps & PSF_EXTENSIONS != 0 {
            c.u16(Q2PsGunIndex)?
        } else {
            c.u8(Q2PsGunIndex)? as u16
        };
    }
    let gun_off = [Q2PsGunOffX, Q2PsGunOffY, Q2PsGunOffZ];
    let gun_ang = [Q2PsGunAngPitch, Q2PsGunAngYaw, Q2PsGunAngRoll];
    if bits & PS_WEAPONFRAME != 0 {
        ps.gunframe = c.u8(Q2PsGunFrame)? as u16;
        if !enh {
            for (v, f) in ps.gunoffset.iter_mut().zip(gun_off) {
                *v = quarter(c, f)?;
            }
            for (v, f) in ps.gunangles.iter_mut().zip(gun_ang) {
                *v = quarter(c, f)?;
            }
        }
    }
    if enh && ex & EPS_GUNOFFSET != 0 {
        for (v, f) in ps.gunoffset.iter_mut().zip(gun_off) {
            *v = quarter(c, f)?;
        }
    }
    if enh && ex & EPS_GUNANGLES != 0 {
        for (v, f) in ps.gunangles.iter_mut().zip(gun_ang) {
            *v = quarter(c, f)?;
        }
    }
    if bits & PS_BLEND != 0 {
        blend(c, p, &mut ps)?;
    }
    if bits & PS_FOG != 0 {
        fog(c)?;
    }
    if bits & PS_FOV != 0 {
        ps.fov = c.u8(Q2PsFov)?;
    }
    if bits & PS_RDFLAGS != 0 {
        let s = c.pos();
        ps.rdflags = c.r.u8()?;
        c.flags(Q2PsRdFlags, s, ps.rdflags as u64, &RDF_BITS);
    }
    if !enh || ex & EPS_STATS != 0 {
        stats(c, p, &mut ps)?;
    }
    Ok(ps)
}

/// The generated subtree with the player state after the delta.
pub fn resolved(c: &mut Cursor, st: &Q2State, ps: &PlayerState) {
    if !c.t.is_enabled() {
        return;
    }
    let t = &mut *c.t;
    t.open_generated(Q2PsRes);
    let o = ps.origin.map(|v| v as f32 / 8.0);
    t.label(|| format!(": origin ({:.1} {:.1} {:.1})", o[0], o[1], o[2]));
    for (f, v) in [Q2PsResOriginX, Q2PsResOriginY, Q2PsResOriginZ]
        .into_iter()
        .zip(o)
    {
        t.add_generated(f, Value::F(v as f64));
    }
    for (f, v) in [Q2PsResVelX, Q2PsResVelY, Q2PsResVelZ]
        .into_iter()
        .zip(ps.velocity)
    {
        t.add_generated(f, Value::F(v as f64 / 8.0));
    }
    t.add_generated(Q2PsResPmType, Value::U(ps.pm_type as u64));
    t.add_generated(Q2PsResPmFlags, Value::U(ps.pm_flags as u64));
    t.add_generated(Q2PsResPmTime, Value::U(ps.pm_time as u64));
    t.add_generated(Q2PsResGravity, Value::I(ps.gravity as i64));
    for (f, v) in [Q2PsResViewPitch, Q2PsResViewYaw, Q2PsResViewRoll]
        .into_iter()
        .zip(ps.viewangles)
    {
        t.add_generated(f, Value::F(v as f64));
    }
    t.add_generated(Q2PsResViewOffZ, Value::F(ps.viewoffset[2] as f64));
    t.add_generated(Q2PsResGunIndex, Value::U(ps.gunindex as u64));
    if let Some(n) = st.model_name(ps.gunindex) {
        t.add_generated(Q2PsResGunName, Value::Str(n.to_string()));
    }
    t.add_generated(Q2PsResGunFrame, Value::U(ps.gunframe as u64));
    t.add_generated(Q2PsResFov, Value::U(ps.fov as u64));
    t.add_generated(Q2PsResRdFlags, Value::U(ps.rdflags as u64));
    for (i, &v) in ps.stats.iter().enumerate() {
        if v != 0 {
            let i2 = i;
            t.open_generated(Q2PsResStat);
            // the value sits on the container item
            if let Some(n) = t.nodes.last_mut() {
                n.kind = crate::codec::tree::NodeKind::Field(Q2PsResStat, Value::I(v as i64));
            }
            t.label(|| stat_label(i2));
            t.add_generated(Q2PsStatIndex, Value::U(i2 as u64));
            t.close(0);
        }
    }
    t.close(0);
}
