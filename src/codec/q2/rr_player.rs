//! Rerelease (2022/2023) player-state deltas: a second 16-bit flags word, floats for the pmove
//! and view angles, packed gun index/frame words with their own bits, 64 stats in two masks,
//! damage blend and team id.

use super::player::{
    PS_BLEND, PS_FOV, PS_KICKANGLES, PS_MOREBITS, PS_M_DELTA_ANGLES, PS_M_FLAGS, PS_M_GRAVITY,
    PS_M_ORIGIN, PS_M_TIME, PS_M_TYPE, PS_M_VELOCITY, PS_RDFLAGS, PS_VIEWANGLES, PS_VIEWOFFSET,
    PS_WEAPONFRAME, PS_WEAPONINDEX,
};
use super::state::PlayerState;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::Field;

pub const PS_DAMAGE_BLEND: u32 = 1 << 16;
pub const PS_TEAM_ID: u32 = 1 << 17;

const PS_BITS: [Field; 19] = [
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
    Q2PsFDamageBlend,
    Q2PsFTeamId,
    Q2PsFUnused,
];
const PMF_BITS: [Field; 11] = [
    Q2PsPmfDucked,
    Q2PsPmfJumpHeld,
    Q2PsPmfOnGround,
    Q2PsPmfWaterjump,
    Q2PsPmfLand,
    Q2PsPmfTeleport,
    Q2PsPmfNoPrediction,
    Q2PsPmfOnLadder,
    Q2PsPmfNoAngular,
    Q2PsPmfIgnorePlayers,
    Q2PsPmfTimeTrick,
];
const GUN_BITS: [Field; 7] = [
    Q2PsGbOffX, Q2PsGbOffY, Q2PsGbOffZ, Q2PsGbAngX, Q2PsGbAngY, Q2PsGbAngZ, Q2PsGbRate,
];
const RDF_BITS: [Field; 4] = [Q2PsRdfUnderwater, Q2PsRdfNoWorld, Q2PsRdfIr, Q2PsRdfUv];

/// The PS_* flags: u16, and a second u16 when PS_MOREBITS is set.
pub fn flags(c: &mut Cursor) -> R<u32> {
    let s = c.pos();
    let mut bits = c.r.u16()? as u32;
    if bits & PS_MOREBITS != 0 {
        bits |= (c.r.u16()? as u32) << 16;
    }
    let n = if c.pos() - s == 4 { 19 } else { 16 };
    c.flags(Q2PsFlags, s, bits as u64, &PS_BITS[..n]);
    Ok(bits)
}

fn floats(c: &mut Cursor, fs: [Field; 3]) -> R<[f32; 3]> {
    Ok([c.f32(fs[0])?, c.f32(fs[1])?, c.f32(fs[2])?])
}

/// A short scaled by `k` (view offset 1/16, kick angles 1/1024).
fn scaled(c: &mut Cursor, f: Field, k: f32) -> R<f32> {
    let s = c.pos();
    let v = c.r.i16()? as f32 * k;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

fn stat_mask(c: &mut Cursor, f: Field, first: usize, ps: &mut PlayerState) -> R<()> {
    let bits = c.u32(f)?;
    for i in 0..32 {
        if bits & (1 << i) != 0 {
            super::player::stat(c, first + i, ps)?;
        }
    }
    Ok(())
}

/// Applies a rerelease player-state delta (flags already read) to `from`.
pub fn delta(c: &mut Cursor, bits: u32, from: &PlayerState) -> R<PlayerState> {
    let mut ps = *from;
    if bits & PS_M_TYPE != 0 {
        ps.pm_type = c.u8(Q2PsPmTypeRr)?;
    }
    // pmove origin/velocity: floats in both 2023 and 2022 (FTE and q2proto); kept in 1/8 units
    if bits & PS_M_ORIGIN != 0 {
        let v = floats(c, [Q2PsOriginX, Q2PsOriginY, Q2PsOriginZ])?;
        ps.origin = v.map(|x| (x * 8.0) as i32);
    }
    if bits & PS_M_VELOCITY != 0 {
        let v = floats(c, [Q2PsVelocityX, Q2PsVelocityY, Q2PsVelocityZ])?;
        ps.velocity = v.map(|x| (x * 8.0) as i32);
    }
    if bits & PS_M_TIME != 0 {
        ps.pm_time = c.u16(Q2PsPmTime)?;
    }
    if bits & PS_M_FLAGS != 0 {
        let s = c.pos();
        ps.pm_flags = c.r.u16()?;
        c.flags(Q2PsPmFlags, s, ps.pm_flags as u64, &PMF_BITS);
    }
    if bits & PS_M_GRAVITY != 0 {
        ps.gravity = c.i16(Q2PsGravity)?;
    }
    if bits & PS_M_DELTA_ANGLES != 0 {
        let v = floats(c, [Q2PsDeltaPitch, Q2PsDeltaYaw, Q2PsDeltaRoll])?;
        ps.delta_angles = v.map(|a| (a * 65536.0 / 360.0) as i32 as i16);
    }
    if bits & PS_VIEWOFFSET != 0 {
        for (i, f) in [Q2PsViewOffX, Q2PsViewOffY, Q2PsViewOffZ]
            .into_iter()
            .enumerate()
        {
            ps.viewoffset[i] = scaled(c, f, 1.0 / 16.0)?;
        }
        // the seed document says 2022 has no view height byte; the 2022 bytes (q2proto's
        // encoder) and FTE's reader have it, so it is read in both
        let vh = c.i8(Q2PsViewHeight)?;
        ps.viewoffset[2] += vh as f32;
    }
    if bits & PS_VIEWANGLES != 0 {
        ps.viewangles = floats(c, [Q2PsViewPitch, Q2PsViewYaw, Q2PsViewRoll])?;
    }
    if bits & PS_KICKANGLES != 0 {
        for (i, f) in [Q2PsKickPitch, Q2PsKickYaw, Q2PsKickRoll]
            .into_iter()
            .enumerate()
        {
            ps.kick_angles[i] = scaled(c, f, 1.0 / 1024.0)?;
        }
    }
    if bits & PS_WEAPONINDEX != 0 {
        let s = c.pos();
        let w = c.r.u16()?;
        c.add_since(Q2PsGunIndex, s, Value::U((w & 0x1fff) as u64));
        c.add_since(Q2PsGunSkin, s, Value::U(w as u64));
        ps.gunindex = w & 0x1fff;
    }
    if bits & PS_WEAPONFRAME != 0 {
        let s = c.pos();
        let w = c.r.u16()?;
        c.add_since(Q2PsGunFrame, s, Value::U((w & 0x1ff) as u64));
        c.flags(Q2PsGunBits, s, w as u64, &GUN_BITS);
        ps.gunframe = w & 0x1ff;
        let gb = w >> 9;
        let off = [Q2PsGunOffX, Q2PsGunOffY, Q2PsGunOffZ];
        let ang = [Q2PsGunAngPitch, Q2PsGunAngYaw, Q2PsGunAngRoll];
        for (i, (v, f)) in ps.gunoffset.iter_mut().zip(off).enumerate() {
            if gb & (1 << i) != 0 {
                *v = c.f32(f)?;
            }
        }
        for (i, (v, f)) in ps.gunangles.iter_mut().zip(ang).enumerate() {
            if gb & (8 << i) != 0 {
                *v = c.f32(f)?;
            }
        }
        if gb & 0x40 != 0 {
            c.u8(Q2PsGunRate)?;
        }
    }
    if bits & PS_BLEND != 0 {
        for (i, f) in [Q2PsBlendR, Q2PsBlendG, Q2PsBlendB, Q2PsBlendA]
            .into_iter()
            .enumerate()
        {
            ps.blend[i] = c.u8(f)?;
        }
    }
    if bits & PS_FOV != 0 {
        ps.fov = c.u8(Q2PsFov)?;
    }
    if bits & PS_RDFLAGS != 0 {
        let s = c.pos();
        ps.rdflags = c.r.u8()?;
        c.flags(Q2PsRdFlags, s, ps.rdflags as u64, &RDF_BITS);
    }
    stat_mask(c, Q2PsStatBits, 0, &mut ps)?;
    stat_mask(c, Q2PsStatBitsHi, 32, &mut ps)?;
    if bits & PS_DAMAGE_BLEND != 0 {
        for f in [Q2PsDmgBlendR, Q2PsDmgBlendG, Q2PsDmgBlendB, Q2PsDmgBlendA] {
            c.u8(f)?;
        }
    }
    if bits & PS_TEAM_ID != 0 {
        c.u8(Q2PsTeamId)?;
    }
    Ok(ps)
}
