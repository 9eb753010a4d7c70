//! svc_clientdata (15): the player's own status, gated by SU_* bits.

use super::state::NqState;
use crate::codec::reader::{Cursor, R};
use crate::fields::nq::*;
use crate::fields::Field;

/// SU_* bits in order; protocol 15 has only the first 16.
/// IT_* item bits, as id1's quakedef.h names them.
pub(crate) const IT_BITS: &[Field] = &[
    NqItShotgun,
    NqItSuperShotgun,
    NqItNailgun,
    NqItSuperNailgun,
    NqItGrenadeLauncher,
    NqItRocketLauncher,
    NqItLightning,
    NqItSuperLightning,
    NqItShells,
    NqItNails,
    NqItRockets,
    NqItCells,
    NqItAxe,
    NqItArmor1,
    NqItArmor2,
    NqItArmor3,
    NqItSuperhealth,
    NqItKey1,
    NqItKey2,
    NqItInvisibility,
    NqItInvulnerability,
    NqItSuit,
    NqItQuad,
    NqItSigil1,
    NqItSigil2,
    NqItSigil3,
    NqItSigil4,
];
const SU_BITS: &[Field] = &[
    NqSuViewHeight,
    NqSuIdealPitch,
    NqSuPunch1,
    NqSuPunch2,
    NqSuPunch3,
    NqSuVelocity1,
    NqSuVelocity2,
    NqSuVelocity3,
    NqSuUnused8,
    NqSuItems,
    NqSuOnGround,
    NqSuInWater,
    NqSuWeaponFrame,
    NqSuArmor,
    NqSuWeapon,
    NqSuExtend1,
    NqSuWeapon2,
    NqSuArmor2,
    NqSuAmmo2,
    NqSuShells2,
    NqSuNails2,
    NqSuRockets2,
    NqSuCells2,
    NqSuExtend2,
    NqSuWeaponFrame2,
    NqSuWeaponAlpha,
    NqSuExtend3,
];

const SU_VIEWHEIGHT: u32 = 1 << 0;
const SU_IDEALPITCH: u32 = 1 << 1;
const SU_PUNCH1: u32 = 1 << 2;
const SU_VELOCITY1: u32 = 1 << 5;
const SU_WEAPONFRAME: u32 = 1 << 12;
const SU_ARMOR: u32 = 1 << 13;
const SU_WEAPON: u32 = 1 << 14;
const SU_EXTEND1: u32 = 1 << 15;
const SU_EXTEND2: u32 = 1 << 23;
const SU_WEAPONALPHA: u32 = 1 << 25;

pub fn clientdata(c: &mut Cursor, st: &NqState) -> R<()> {
    let fitz = st.protocol.fitz();
    let s = c.pos();
    if !c.t.is_enabled() {
        // nothing of it is kept: without a tree it is stepped over by its length (a cut one is
        // read field by field below, so that its truncation is told alike)
        if let Some(len) = clientdata_len(c.r.buf(), s, st) {
            c.r.pos = s + len;
            return Ok(());
        }
    }
    let mut bits = c.r.u16()? as u32;
    if fitz {
        if bits & SU_EXTEND1 != 0 {
            bits |= (c.r.u8()? as u32) << 16;
        }
        if bits & SU_EXTEND2 != 0 {
            bits |= (c.r.u8()? as u32) << 24;
        }
    }
    c.flags(
        NqSu,
        s,
        bits as u64,
        if fitz { SU_BITS } else { &SU_BITS[..16] },
    );
    if bits & SU_VIEWHEIGHT != 0 {
        c.i8(NqCdViewHeight)?;
    }
    if bits & SU_IDEALPITCH != 0 {
        c.i8(NqCdIdealPitch)?;
    }
    // punch and velocity interleave per axis
    let punch = [NqCdPunchPitch, NqCdPunchYaw, NqCdPunchRoll];
    let velocity = [NqCdVelocityX, NqCdVelocityY, NqCdVelocityZ];
    for i in 0..3 {
        if bits & (SU_PUNCH1 << i) != 0 {
            c.i8(punch[i])?;
        }
        if bits & (SU_VELOCITY1 << i) != 0 {
            c.i8(velocity[i])?;
        }
    }
    // always present, whatever SU_ITEMS says
    let s = c.pos();
    let items = c.r.u32()?;
    c.flags(NqCdItems, s, items as u64, IT_BITS);
    if bits & SU_WEAPONFRAME != 0 {
        c.u8(NqCdWeaponFrame)?;
    }
    if bits & SU_ARMOR != 0 {
        c.u8(NqCdArmor)?;
    }
    if bits & SU_WEAPON != 0 {
        // BJP: the weapon's model index is u16
        if st.protocol.model16() {
            c.u16(NqCdWeapon)?;
        } else {
            c.u8(NqCdWeapon)?;
        }
    }
    c.i16(NqCdHealth)?;
    for f in [
        NqCdAmmo,
        NqCdShells,
        NqCdNails,
        NqCdRockets,
        NqCdCells,
        NqCdActiveWeapon,
    ] {
        c.u8(f)?;
    }
    if fitz {
        // high bytes of weapon, armor, ammo, shells, nails, rockets, cells, weaponframe (bits 16–22, 24)
        for bit in (16..=22).chain(24..=24) {
            if bits & (1 << bit) != 0 {
                c.u8(NqCdHigh)?;
            }
        }
        if bits & SU_WEAPONALPHA != 0 {
            c.u8(NqCdWeaponAlpha)?;
        }
    }
    Ok(())
}

/// The bytes the svc_clientdata body at `s` of `b` takes, read from its bits as [`clientdata`]
/// reads it; `None` when it runs past `b`.
fn clientdata_len(b: &[u8], s: usize, st: &NqState) -> Option<usize> {
    let fitz = st.protocol.fitz();
    let byte = |i: usize| b.get(i).map(|&v| v as u32);
    let mut n = s + 2;
    let mut bits = byte(s)? | byte(s + 1)? << 8;
    if fitz {
        if bits & SU_EXTEND1 != 0 {
            bits |= byte(n)? << 16;
            n += 1;
        }
        if bits & SU_EXTEND2 != 0 {
            bits |= byte(n)? << 24;
            n += 1;
        }
    }
    let count = |mask: u32| (bits & mask).count_ones() as usize;
    // view height, ideal pitch, punch and velocity: a byte each
    n += count(SU_VIEWHEIGHT | SU_IDEALPITCH | (0x7 * SU_PUNCH1) | (0x7 * SU_VELOCITY1));
    // items (always), health, ammo, the four ammo counts and the active weapon
    n += 4 + 2 + 6;
    n += count(SU_WEAPONFRAME | SU_ARMOR);
    if bits & SU_WEAPON != 0 {
        n += if st.protocol.model16() { 2 } else { 1 };
    }
    if fitz {
        // the high bytes (bits 16–22, 24) and the weapon's alpha
        n += count(0x7f << 16 | 1 << 24 | SU_WEAPONALPHA);
    }
    (n <= b.len()).then_some(n - s)
}
