//! Player state deltas (inside svc_frame) and the state they produce: one reader for every
//! dialect, laid out by the dialect's [`PsWire`] (34's bytes and 1/8-unit shorts, R1Q2/Q2PRO's
//! EPS_* bits, Q2PRO's extensions, the rerelease's floats, packed gun words and 64 stats).

use super::state::{PlayerState, Q2State};
use super::wire::{angle16, quarter, PmCoord, PsWire, Stats, ViewHeight};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{ResolvedLine, Value};
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
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
/// Q2rePRO: the gun rate follows (its extra flags are a byte of their own).
pub const EPS_GUNRATE: u8 = 1 << 7;
/// Q2rePRO's meaning of bit 15 (it has no PS_MOREBITS).
pub const PS_RR_VIEWHEIGHT: u32 = 1 << 15;

// the rerelease's meanings of bits 16 and 17
pub const PS_DAMAGE_BLEND: u32 = 1 << 16;
pub const PS_TEAM_ID: u32 = 1 << 17;

pub const EPS_BITS: [Field; 8] = [
    Q2PsEGunOffset,
    Q2PsEGunAngles,
    Q2PsEVelocity2,
    Q2PsEOrigin2,
    Q2PsEViewAngle2,
    Q2PsEStats,
    Q2PsEClientNum,
    Q2PsEGunRate,
];
const GUN_BITS: [Field; 7] = [
    Q2PsGbOffX, Q2PsGbOffY, Q2PsGbOffZ, Q2PsGbAngX, Q2PsGbAngY, Q2PsGbAngZ, Q2PsGbRate,
];
const RDF_BITS: [Field; 4] = [Q2PsRdfUnderwater, Q2PsRdfNoWorld, Q2PsRdfIr, Q2PsRdfUv];
const ORIGIN: [Field; 3] = [Q2PsOriginX, Q2PsOriginY, Q2PsOriginZ];
const VELOCITY: [Field; 3] = [Q2PsVelocityX, Q2PsVelocityY, Q2PsVelocityZ];

/// A pmove component (kept in 1/8 units): s16, Q2PRO's 23-bit difference-coded int with
/// extensions v2, or a float (the rerelease).
pub(crate) fn pm_coord(c: &mut Cursor, f: Field, old: i32, how: PmCoord) -> R<i32> {
    let s = c.pos();
    let v = match how {
        PmCoord::Float => return Ok((c.f32(f)? * 8.0) as i32),
        PmCoord::Q2proDelta => {
            let mut w = c.r.u16()? as u32;
            if w & 1 != 0 {
                w |= (c.r.u8()? as u32) << 16;
                (((w >> 1) << 9) as i32) >> 9
            } else {
                old.wrapping_add((((w >> 1) << 17) as i32) >> 17)
            }
        }
        PmCoord::Short => c.r.i16()? as i32,
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

/// A short scaled by `k` (the rerelease's view offset 1/16, kick angles 1/1024).
fn scaled(c: &mut Cursor, f: Field, k: f32) -> R<f32> {
    let s = c.pos();
    let v = c.r.i16()? as f32 * k;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

pub(crate) fn stats(c: &mut Cursor, w: &PsWire, ps: &mut PlayerState) -> R<()> {
    if w.stats == Stats::TwoMasks {
        // 0–31, then 32–63
        for (f, first) in [(Q2PsStatBits, 0), (Q2PsStatBitsHi, 32)] {
            let mut bits = c.u32(f)?;
            // the set bits only, lowest first
            while bits != 0 {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                stat(c, first + i, ps)?;
            }
        }
        return Ok(());
    }
    let s = c.pos();
    let bits: u64 = if w.stats == Stats::Varint {
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
    } else if w.stats == Stats::Mask64 {
        c.r.u32()? as u64 | (c.r.u32()? as u64) << 32
    } else {
        c.r.u32()? as u64
    };
    c.add_since(Q2PsStatBits, s, Value::U(bits));
    // the set bits below `max_stats` only, lowest first
    let mut left = bits
        & u64::MAX
            .checked_shr(64u32.saturating_sub(w.max_stats as u32))
            .unwrap_or(0);
    while left != 0 {
        let i = left.trailing_zeros() as usize;
        left &= left - 1;
        stat(c, i, ps)?;
    }
    Ok(())
}

/// " (STAT_HEALTH, index 1)", after the value ("Stat: 100 (STAT_HEALTH, index 1)"); built
/// without the formatting machinery: a label per stat of every frame.
fn stat_label(i: usize) -> String {
    let mut s = String::with_capacity(32);
    s.push_str(" (");
    if let Some(name) = val_name(STAT_NAMES, i as u32) {
        s.push_str(name);
        s.push_str(", ");
    }
    s.push_str("index ");
    crate::codec::push_num(&mut s, i as u64);
    s.push(')');
    s
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

pub(crate) fn blend(c: &mut Cursor, w: &PsWire, ps: &mut PlayerState) -> R<()> {
    let comps = [Q2PsBlendR, Q2PsBlendG, Q2PsBlendB, Q2PsBlendA];
    if w.blend_bits {
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

pub(crate) fn fog(c: &mut Cursor) -> R<()> {
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

/// Reads the PS_* flags word: u16, and with PS_MOREBITS (where negotiated) a byte (Q2PRO) or a
/// second u16 (the rerelease).
pub fn flags(c: &mut Cursor, w: &PsWire) -> R<u32> {
    let s = c.pos();
    let mut bits = c.r.u16()? as u32;
    if bits & PS_MOREBITS != 0 {
        match w.more {
            1 => bits |= (c.r.u8()? as u32) << 16,
            2 => bits |= (c.r.u16()? as u32) << 16,
            _ => {}
        }
    }
    let n = if c.pos() - s > 2 { w.bits.len() } else { 16 };
    c.flags(Q2PsFlags, s, bits as u64, &w.bits[..n]);
    Ok(bits)
}

/// Applies a player-state delta to `ps` (the state it deltas from: changed where it is, not
/// copied on its way out), in the layout `w` describes. `extra` holds the EPS_* bits
/// (R1Q2/Q2PRO's layout when `Some`).
pub fn delta(
    c: &mut Cursor,
    w: &PsWire,
    bits: u32,
    extra: Option<u8>,
    ps: &mut PlayerState,
) -> R<()> {
    let enh = extra.is_some();
    let ex = extra.unwrap_or(0);
    if bits & PS_M_TYPE != 0 {
        ps.pm_type = c.u8(w.pm_type)?;
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
            ps.origin[i] = pm_coord(c, ORIGIN[i], ps.origin[i], w.pmove)?;
        }
    }
    let v = axes(bits & PS_M_VELOCITY != 0, ex & EPS_M_VELOCITY2 != 0);
    for i in 0..3 {
        if v[i] {
            ps.velocity[i] = pm_coord(c, VELOCITY[i], ps.velocity[i], w.pmove)?;
        }
    }
    if bits & PS_M_TIME != 0 {
        ps.pm_time = if w.pm_words {
            c.u16(Q2PsPmTime)?
        } else {
            c.u8(Q2PsPmTime)? as u16
        };
    }
    if bits & PS_M_FLAGS != 0 {
        let s = c.pos();
        ps.pm_flags = if w.pm_words {
            c.r.u16()?
        } else {
            c.r.u8()? as u16
        };
        c.flags(Q2PsPmFlags, s, ps.pm_flags as u64, w.pmf_bits);
    }
    if bits & PS_M_GRAVITY != 0 {
        ps.gravity = c.i16(Q2PsGravity)?;
    }
    let delta_angles = [Q2PsDeltaPitch, Q2PsDeltaYaw, Q2PsDeltaRoll];
    let viewoffset = [Q2PsViewOffX, Q2PsViewOffY, Q2PsViewOffZ];
    let viewangles = [Q2PsViewPitch, Q2PsViewYaw, Q2PsViewRoll];
    let kick = [Q2PsKickPitch, Q2PsKickYaw, Q2PsKickRoll];
    if bits & PS_M_DELTA_ANGLES != 0 {
        for (i, f) in delta_angles.into_iter().enumerate() {
            ps.delta_angles[i] = if w.float_angles {
                (c.f32(f)? * 65536.0 / 360.0) as i32 as i16
            } else {
                short_angle(c, f)?
            };
        }
    }
    if bits & PS_VIEWOFFSET != 0 {
        for (i, f) in viewoffset.into_iter().enumerate() {
            ps.viewoffset[i] = if w.scaled_offsets {
                scaled(c, f, 1.0 / 16.0)?
            } else {
                quarter(c, f)?
            };
        }
        if w.viewheight == ViewHeight::AfterViewOffset {
            // the seed document says 2022 has no view height byte; the 2022 bytes (q2proto's
            // encoder) and FTE's reader have it, so it is read in both
            let vh = c.i8(Q2PsViewHeight)?;
            ps.viewoffset[2] += vh as f32;
        }
    }
    let va = axes(bits & PS_VIEWANGLES != 0, ex & EPS_VIEWANGLE2 != 0);
    for (i, f) in viewangles.into_iter().enumerate() {
        if va[i] {
            ps.viewangles[i] = if w.float_angles {
                c.f32(f)?
            } else {
                angle16(c, f)?
            };
        }
    }
    if bits & PS_KICKANGLES != 0 {
        for (i, f) in kick.into_iter().enumerate() {
            ps.kick_angles[i] = if w.scaled_offsets {
                scaled(c, f, 1.0 / 1024.0)?
            } else {
                quarter(c, f)?
            };
        }
    }
    if bits & PS_WEAPONINDEX != 0 {
        ps.gunindex = if w.gun_words || w.gun_shorts {
            // the rerelease and Q2rePRO: 13-bit index, 3-bit skin
            let s = c.pos();
            let v = c.r.u16()?;
            c.add_since(Q2PsGunIndex, s, Value::U((v & 0x1fff) as u64));
            c.add_since(Q2PsGunSkin, s, Value::U(v as u64));
            v & 0x1fff
        } else if w.gunindex16 {
            c.u16(Q2PsGunIndex)?
        } else {
            c.u8(Q2PsGunIndex)? as u16
        };
    }
    let gun_off = [Q2PsGunOffX, Q2PsGunOffY, Q2PsGunOffZ];
    let gun_ang = [Q2PsGunAngPitch, Q2PsGunAngYaw, Q2PsGunAngRoll];
    if bits & PS_WEAPONFRAME != 0 {
        if w.gun_words {
            // the rerelease: 9-bit frame and seven bits saying which gun floats follow
            let s = c.pos();
            let v = c.r.u16()?;
            c.add_since(Q2PsGunFrame, s, Value::U((v & 0x1ff) as u64));
            c.flags(Q2PsGunBits, s, v as u64, &GUN_BITS);
            ps.gunframe = v & 0x1ff;
            let gb = v >> 9;
            for (i, (o, f)) in ps.gunoffset.iter_mut().zip(gun_off).enumerate() {
                if gb & (1 << i) != 0 {
                    *o = c.f32(f)?;
                }
            }
            for (i, (a, f)) in ps.gunangles.iter_mut().zip(gun_ang).enumerate() {
                if gb & (8 << i) != 0 {
                    *a = c.f32(f)?;
                }
            }
            if gb & 0x40 != 0 {
                c.u8(Q2PsGunRate)?;
            }
        } else if w.gun_shorts {
            ps.gunframe = c.u16(Q2PsGunFrame)?;
        } else {
            ps.gunframe = c.u8(Q2PsGunFrame)? as u16;
            if !enh {
                for (o, f) in ps.gunoffset.iter_mut().zip(gun_off) {
                    *o = quarter(c, f)?;
                }
                for (a, f) in ps.gunangles.iter_mut().zip(gun_ang) {
                    *a = quarter(c, f)?;
                }
            }
        }
    }
    if enh && ex & EPS_GUNOFFSET != 0 {
        for (o, f) in ps.gunoffset.iter_mut().zip(gun_off) {
            *o = if w.gun_shorts {
                scaled(c, f, 1.0 / 512.0)?
            } else {
                quarter(c, f)?
            };
        }
    }
    if enh && ex & EPS_GUNANGLES != 0 {
        for (a, f) in ps.gunangles.iter_mut().zip(gun_ang) {
            *a = if w.gun_shorts {
                scaled(c, f, 1.0 / 4096.0)?
            } else {
                quarter(c, f)?
            };
        }
    }
    if bits & PS_BLEND != 0 {
        blend(c, w, ps)?;
    }
    if w.fog && bits & PS_FOG != 0 {
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
        stats(c, w, ps)?;
    }
    if w.gun_shorts && ex & EPS_GUNRATE != 0 {
        c.u8(Q2PsGunRate)?;
    }
    if w.viewheight == ViewHeight::Flagged && bits & PS_RR_VIEWHEIGHT != 0 {
        // the pmove view height, apart from the view offset (not kept)
        c.i8(Q2PsViewHeight)?;
    }
    if w.damage_team {
        if bits & PS_DAMAGE_BLEND != 0 {
            for f in [Q2PsDmgBlendR, Q2PsDmgBlendG, Q2PsDmgBlendB, Q2PsDmgBlendA] {
                c.u8(f)?;
            }
        }
        if bits & PS_TEAM_ID != 0 {
            c.u8(Q2PsTeamId)?;
        }
    }
    Ok(())
}

/// The generated subtree with the player state after the delta.
pub fn resolved(c: &mut Cursor, st: &Q2State, ps: &PlayerState) {
    if !c.t.is_enabled() {
        return;
    }
    let t = &mut *c.t;
    let children = t.open_resolved(Q2PsRes);
    let o = ps.origin.map(|v| v as f32 / 8.0);
    let vel = ps.velocity.map(|v| v as f32 / 8.0);
    let gun = st.model_name(ps.gunindex);
    t.label(|| {
        let mut l = ResolvedLine::new();
        l.text("origin");
        l.vec3(o);
        l.vec("velocity", vel);
        l.named("pm_type", ps.pm_type as u32, PM_TYPES);
        l.hex("pm_flags", ps.pm_flags as u64);
        l.uint("pm_time", ps.pm_time as u64);
        // the games' defaults (sv_gravity 800, fov 90) are left out too: the line must fit
        // Wireshark's 240-character labels
        if ps.gravity != 800 {
            l.int("gravity", ps.gravity as i64);
        }
        l.vec("view", ps.viewangles);
        l.float("viewheight", ps.viewoffset[2]);
        match gun {
            Some(n) => {
                l.text("gun");
                l.text(n);
            }
            None => l.uint("gunindex", ps.gunindex as u64),
        }
        l.uint("gunframe", ps.gunframe as u64);
        l.uint_unless("fov", ps.fov as u64, 90);
        l.hex("rdflags", ps.rdflags as u64);
        // non-zero stats as index=value
        let mut first = true;
        for (i, &v) in ps.stats.iter().enumerate() {
            if v != 0 {
                l.stat(first, i, v as i64);
                first = false;
            }
        }
        l.finish()
    });
    if !children {
        t.close(0);
        return;
    }
    t.add_generated3([Q2PsResOriginX, Q2PsResOriginY, Q2PsResOriginZ], o);
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
    t.add_generated3(
        [Q2PsResViewPitch, Q2PsResViewYaw, Q2PsResViewRoll],
        ps.viewangles,
    );
    t.add_generated(Q2PsResViewOffZ, Value::F(ps.viewoffset[2] as f64));
    t.add_generated(Q2PsResGunIndex, Value::U(ps.gunindex as u64));
    if let Some(n) = gun {
        t.add_generated(Q2PsResGunName, Value::Str(n.to_string()));
    }
    t.add_generated(Q2PsResGunFrame, Value::U(ps.gunframe as u64));
    t.add_generated(Q2PsResFov, Value::U(ps.fov as u64));
    t.add_generated(Q2PsResRdFlags, Value::U(ps.rdflags as u64));
    for (i, &v) in ps.stats.iter().enumerate() {
        if v != 0 {
            let i2 = i;
            // the value sits on the container item
            t.open_generated_with(Q2PsResStat, Value::I(v as i64));
            t.label(|| stat_label(i2));
            t.add_generated(Q2PsStatIndex, Value::U(i2 as u64));
            t.close(0);
        }
    }
    t.close(0);
}
