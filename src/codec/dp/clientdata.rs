//! svc_clientdata (15) in DP5–DP8: no stat block in DP6–DP8 (stats travel in svc_updatestat),
//! 16-bit punch angles, float punch vectors and velocities, items only when SU_ITEMS (DP6/DP7),
//! and a 16-bit view zoom.

use super::PROTOCOL_DP5;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::nq_dp::*;
use crate::fields::Field;

const SU_BITS: &[Field] = &[
    NqDpSuViewHeight,
    NqDpSuIdealPitch,
    NqDpSuPunch1,
    NqDpSuPunch2,
    NqDpSuPunch3,
    NqDpSuVelocity1,
    NqDpSuVelocity2,
    NqDpSuVelocity3,
    NqDpSuUnused8,
    NqDpSuItems,
    NqDpSuOnGround,
    NqDpSuInWater,
    NqDpSuWeaponFrame,
    NqDpSuArmor,
    NqDpSuWeapon,
    NqDpSuExtend1,
    NqDpSuPunchVec1,
    NqDpSuPunchVec2,
    NqDpSuPunchVec3,
    NqDpSuViewZoom,
    NqDpSuUnused20,
    NqDpSuUnused21,
    NqDpSuUnused22,
    NqDpSuExtend2,
    NqDpSuUnused24,
    NqDpSuUnused25,
    NqDpSuUnused26,
    NqDpSuUnused27,
    NqDpSuUnused28,
    NqDpSuUnused29,
    NqDpSuUnused30,
    NqDpSuExtend3,
];

const SU_VIEWHEIGHT: u32 = 1 << 0;
const SU_IDEALPITCH: u32 = 1 << 1;
const SU_PUNCH1: u32 = 1 << 2;
const SU_VELOCITY1: u32 = 1 << 5;
const SU_ITEMS: u32 = 1 << 9;
const SU_WEAPONFRAME: u32 = 1 << 12;
const SU_ARMOR: u32 = 1 << 13;
const SU_WEAPON: u32 = 1 << 14;
const SU_EXTEND1: u32 = 1 << 15;
const SU_PUNCHVEC1: u32 = 1 << 16;
const SU_VIEWZOOM: u32 = 1 << 19;
const SU_EXTEND2: u32 = 1 << 23;

pub fn clientdata(c: &mut Cursor, version: u32) -> R<()> {
    let dp5 = version == PROTOCOL_DP5;
    let s = c.pos();
    let mut bits = c.r.u16()? as u32;
    if bits & SU_EXTEND1 != 0 {
        bits |= (c.r.u8()? as u32) << 16;
    }
    if bits & SU_EXTEND2 != 0 {
        bits |= (c.r.u8()? as u32) << 24;
    }
    c.flags(NqDpSu, s, bits as u64, SU_BITS);
    if bits & SU_VIEWHEIGHT != 0 {
        c.i8(NqDpCdViewHeight)?;
    }
    if bits & SU_IDEALPITCH != 0 {
        c.i8(NqDpCdIdealPitch)?;
    }
    // punch angle, punch vector and velocity interleave per axis
    for i in 0..3 {
        if bits & (SU_PUNCH1 << i) != 0 {
            let s = c.pos();
            let v = c.r.i16()? as f32 * (360.0 / 65536.0);
            c.add_since(NqDpCdPunchAngle, s, Value::F(v as f64));
        }
        if bits & (SU_PUNCHVEC1 << i) != 0 {
            c.f32(NqDpCdPunchVector)?;
        }
        if bits & (SU_VELOCITY1 << i) != 0 {
            c.f32([NqDpCdVelocityX, NqDpCdVelocityY, NqDpCdVelocityZ][i])?;
        }
    }
    // DP5 always sends the items word; DP6/DP7 only with SU_ITEMS
    if dp5 || bits & SU_ITEMS != 0 {
        // id1's IT_* word, as in NetQuake (the same fields)
        let s = c.pos();
        let items = c.r.u32()?;
        c.flags(
            crate::fields::nq::NqCdItems,
            s,
            items as u64,
            crate::codec::nq::clientdata::IT_BITS,
        );
    }
    if dp5 {
        for (bit, f) in [
            (SU_WEAPONFRAME, NqDpCdWeaponFrame),
            (SU_ARMOR, NqDpCdArmor),
            (SU_WEAPON, NqDpCdWeapon),
        ] {
            if bits & bit != 0 {
                c.i16(f)?;
            }
        }
        for f in [
            NqDpCdHealth,
            NqDpCdAmmo,
            NqDpCdShells,
            NqDpCdNails,
            NqDpCdRockets,
            NqDpCdCells,
        ] {
            c.i16(f)?;
        }
        c.u16(NqDpCdActiveWeapon)?;
    }
    if bits & SU_VIEWZOOM != 0 {
        c.u16(NqDpCdViewZoom)?;
    }
    Ok(())
}
