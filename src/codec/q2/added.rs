//! Server messages only the rerelease defines (21, 25–33): no other dialect has them, so there is
//! nothing to share; the svc table maps its numbers to them.

use super::wire::{pos, Coord};
use super::Summary;
use crate::codec::reader::{Cursor, R};
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::Field;

const FOG_BITS: [Field; 16] = [
    Q2FogBDensity,
    Q2FogBR,
    Q2FogBG,
    Q2FogBB,
    Q2FogBTime,
    Q2FogBHfFalloff,
    Q2FogBHfDensity,
    Q2FogBMore,
    Q2FogBStartR,
    Q2FogBStartG,
    Q2FogBStartB,
    Q2FogBStartDist,
    Q2FogBEndR,
    Q2FogBEndG,
    Q2FogBEndB,
    Q2FogBEndDist,
];

pub fn splitclient(c: &mut Cursor) -> R<()> {
    let seat = c.u8(Q2Seat)?;
    c.t.label(|| format!(" svc_splitclient seat {seat}"));
    Ok(())
}

pub fn damage(c: &mut Cursor) -> R<()> {
    let n = c.u8(Q2DamageCount)?;
    for _ in 0..n {
        let s = c.pos();
        let b = c.r.u8()?;
        c.flags(
            Q2Damage,
            s,
            b as u64,
            &[
                Q2DamageAmount,
                Q2DamageHealth,
                Q2DamageArmor,
                Q2DamageShield,
            ],
        );
        c.u8(Q2DamageDir)?;
    }
    Ok(())
}

pub fn locprint(c: &mut Cursor, sum: &mut Summary) -> R<()> {
    let s = c.pos();
    let f = c.r.u8()?;
    c.flags(
        Q2LocFlags,
        s,
        f as u64,
        &[Q2LocLevel, Q2LocBroadcast, Q2LocNoNotify],
    );
    let base = c.string(Q2LocBase)?;
    let n = c.u8(Q2LocNumArgs)?;
    for _ in 0..n {
        c.string(Q2LocArg)?;
    }
    if sum.detail.is_none() {
        sum.detail = Some(base.trim().chars().take(60).collect());
    }
    Ok(())
}

pub fn waiting(c: &mut Cursor) -> R<()> {
    c.u8(Q2WaitingCount)?;
    Ok(())
}

pub fn bot_chat(c: &mut Cursor) -> R<()> {
    c.string(Q2BotName)?;
    c.u16(Q2BotClient)?;
    c.string(Q2BotText)?;
    Ok(())
}

pub fn poi(c: &mut Cursor) -> R<()> {
    c.u16(Q2PoiKey)?;
    c.u16(Q2PoiTime)?;
    // float in 2022 too: q2proto writes and reads floats there; FTE would read 16-bit
    // (its 2022 coordinates); the 2022 bytes follow q2proto
    pos(c, [Q2PoiPosX, Q2PoiPosY, Q2PoiPosZ], Coord::Float)?;
    c.u16(Q2PoiImage)?;
    c.u8(Q2PoiColor)?;
    let s = c.pos();
    let f = c.r.u8()?;
    c.flags(Q2PoiFlags, s, f as u64, &[Q2PoiHideOnAim]);
    Ok(())
}

pub fn help_path(c: &mut Cursor) -> R<()> {
    c.u8(Q2HelpStart)?;
    pos(c, [Q2HelpPosX, Q2HelpPosY, Q2HelpPosZ], Coord::Float)?;
    c.u8(Q2HelpDir)?;
    Ok(())
}

pub fn muzzleflash3(c: &mut Cursor) -> R<()> {
    c.u16(Q2MzEntity)?;
    c.u16(Q2Mz3Flash)?;
    Ok(())
}

/// The seed document numbers this 32, like svc_muzzleflash3; FTE and q2proto send and read 33.
pub fn achievement(c: &mut Cursor, sum: &mut Summary) -> R<()> {
    let a = c.string(Q2Achievement)?;
    sum.detail = Some(a);
    Ok(())
}

pub fn fog(c: &mut Cursor) -> R<()> {
    let s = c.pos();
    let mut bits = c.r.u8()? as u16;
    if bits & 0x80 != 0 {
        bits |= (c.r.u8()? as u16) << 8;
    }
    c.flags(Q2FogBits, s, bits as u64, &FOG_BITS);
    let on = |b: u16| bits & (1 << b) != 0;
    if on(0) {
        c.f32(Q2FogDensity)?;
        c.u8(Q2FogSkyFactor)?;
    }
    for (b, f) in [(1, Q2FogR), (2, Q2FogG), (3, Q2FogB)] {
        if on(b) {
            c.u8(f)?;
        }
    }
    if on(4) {
        c.u16(Q2FogTime)?;
    }
    if on(5) {
        c.f32(Q2FogHfFalloff)?;
    }
    if on(6) {
        c.f32(Q2FogHfDensity)?;
    }
    for (b, f) in [(8, Q2FogStartR), (9, Q2FogStartG), (10, Q2FogStartB)] {
        if on(b) {
            c.u8(f)?;
        }
    }
    if on(11) {
        c.i32(Q2FogStartDist)?;
    }
    for (b, f) in [(12, Q2FogEndR), (13, Q2FogEndG), (14, Q2FogEndB)] {
        if on(b) {
            c.u8(f)?;
        }
    }
    if on(15) {
        c.i32(Q2FogEndDist)?;
    }
    Ok(())
}
