//! Rerelease (2022/2023) server messages: svc 21–33, the zlib blasts, and the rerelease layout
//! of svc_sound.

use super::state::Q2State;
use super::svc::{baseline, configstring, Ctx, MAX_INFLATED_PER_PACKET};
use super::Summary;
use crate::codec::nq::end_message;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::Source;
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::{val_name, Field};

/// A blast's announced size is 16-bit; nothing larger is ever inflated.
pub const MAX_BLAST: usize = 0xffff;

const SND_BITS: [Field; 8] = [
    Q2SndFVolume,
    Q2SndFAttenuation,
    Q2SndFPos,
    Q2SndFEnt,
    Q2SndFOffset,
    Q2SndFExplicitPos,
    Q2SndFLargeEnt,
    Q2SndFReserved,
];
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

/// A position: floats in 2023, 16-bit 1/8 units where 2022 shrinks it.
pub(crate) fn pos(c: &mut Cursor, fs: [Field; 3], short: bool) -> R<[f32; 3]> {
    if short {
        super::pos(c, fs)
    } else {
        Ok([c.f32(fs[0])?, c.f32(fs[1])?, c.f32(fs[2])?])
    }
}

pub fn name(cmd: u8) -> Option<&'static str> {
    val_name(RR_SVC_NAMES, cmd as u32)
}

/// svc_sound: u16 index always, 32-bit entity/channel with SND_LARGE_ENT, float position
/// (16-bit in 2022). The seed document says MAX_SOUNDS is 1024 here and 2048 for the
/// configstrings; the index is 16-bit either way.
pub fn sound(c: &mut Cursor, st: &Q2State) -> R<()> {
    let s = c.pos();
    let flags = c.r.u8()?;
    c.flags(Q2SndFlags, s, flags as u64, &SND_BITS);
    let i = c.u16(Q2SndIndex)?;
    if let Some(n) = st.sound_name(i) {
        if c.t.is_enabled() {
            c.t.add_generated(Q2SndName, Value::Str(n.to_string()));
            c.t.label(|| format!(" svc_sound {n}"));
        }
    }
    if flags & 0x01 != 0 {
        c.u8(Q2SndVolume)?;
    }
    if flags & 0x02 != 0 {
        c.u8(Q2SndAttenuation)?;
    }
    if flags & 0x10 != 0 {
        c.u8(Q2SndOffset)?;
    }
    if flags & 0x08 != 0 {
        let s = c.pos();
        let w = if flags & 0x40 != 0 {
            c.r.u32()?
        } else {
            c.r.u16()? as u32
        };
        c.t.open(Q2SndEntChan, s, Value::U(w as u64));
        let len = c.pos() - s;
        c.t.add(Q2SndEntity, s, len, Value::U(w as u64));
        c.t.add(Q2SndChannel, s, len, Value::U(w as u64));
        c.t.close(c.pos());
    }
    if flags & 0x04 != 0 {
        pos(c, [Q2SndPosX, Q2SndPosY, Q2SndPosZ], st.proto.demo22())?;
    }
    Ok(())
}

/// The messages the rerelease added (21–33). `Ok(false)`: not framed.
pub fn body(
    c: &mut Cursor,
    cmd: u8,
    st: &mut Q2State,
    ctx: &mut Ctx,
    sum: &mut Summary,
) -> R<bool> {
    match cmd {
        21 => {
            let seat = c.u8(Q2Seat)?;
            c.t.label(|| format!(" svc_splitclient seat {seat}"));
        }
        22 | 23 => return blast(c, cmd, st, ctx, sum),
        24 => {
            // configstrings changed by the restart, until index -1 (q2proto does not read this
            // message; FTE's reading matches the seed document)
            loop {
                let s = c.pos();
                let i = c.r.i16()?;
                if i == -1 {
                    c.add_since(Q2CsEnd, s, Value::U(0xffff));
                    break;
                }
                c.add_since(Q2CsIndex, s, Value::U(i as u16 as u64));
                configstring(c, st, i as u16)?;
            }
        }
        25 => {
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
        }
        26 => {
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
        }
        27 => fog(c)?,
        28 => {
            c.u8(Q2WaitingCount)?;
        }
        29 => {
            c.string(Q2BotName)?;
            c.u16(Q2BotClient)?;
            c.string(Q2BotText)?;
        }
        30 => {
            c.u16(Q2PoiKey)?;
            c.u16(Q2PoiTime)?;
            // float in 2022 too: q2proto writes and reads floats there; FTE would read 16-bit
            // (its 2022 coordinates); the 2022 bytes follow q2proto
            pos(c, [Q2PoiPosX, Q2PoiPosY, Q2PoiPosZ], false)?;
            c.u16(Q2PoiImage)?;
            c.u8(Q2PoiColor)?;
            let s = c.pos();
            let f = c.r.u8()?;
            c.flags(Q2PoiFlags, s, f as u64, &[Q2PoiHideOnAim]);
        }
        31 => {
            c.u8(Q2HelpStart)?;
            pos(c, [Q2HelpPosX, Q2HelpPosY, Q2HelpPosZ], false)?;
            c.u8(Q2HelpDir)?;
        }
        32 => {
            c.u16(Q2MzEntity)?;
            c.u16(Q2Mz3Flash)?;
        }
        33 => {
            // the seed document numbers this 32, like svc_muzzleflash3; FTE and q2proto send
            // and read 33
            let a = c.string(Q2Achievement)?;
            sum.detail = Some(a);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

fn fog(c: &mut Cursor) -> R<()> {
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

/// Inflates a zlib stream to at most `limit` bytes; `Err` says why it failed.
pub fn inflate(data: &[u8], announced: usize) -> Result<Vec<u8>, String> {
    // one byte of room past the announced size tells "too large" from "exactly right"
    let room = announced.min(MAX_BLAST) + 1;
    let mut out = Vec::with_capacity(room);
    let mut z = flate2::Decompress::new(true);
    let res = z.decompress_vec(data, &mut out, flate2::FlushDecompress::Finish);
    match res {
        Ok(flate2::Status::StreamEnd) if out.len() == announced => Ok(out),
        Ok(flate2::Status::StreamEnd) => Err(format!(
            "zlib stream inflates to {} bytes, not the announced {announced}",
            out.len()
        )),
        Ok(_) if out.len() >= room => Err(format!(
            "zlib stream inflates past the announced {announced} bytes"
        )),
        Ok(_) => Err(format!(
            "zlib stream ends early ({} of {announced} bytes)",
            out.len()
        )),
        Err(e) => Err(format!("not a zlib stream: {e}")),
    }
}

/// svc_configblast (22) / svc_spawnbaselineblast (23): the inflated bytes become a data
/// source of their own holding configstrings (u16 index + string) or baselines.
fn blast(c: &mut Cursor, cmd: u8, st: &mut Q2State, ctx: &mut Ctx, sum: &mut Summary) -> R<bool> {
    let clen = c.u16(Q2BlastCompressed)? as usize;
    let ulen = c.u16(Q2BlastLen)? as usize;
    let s = c.pos();
    let data = c.r.take(clen)?;
    c.add_since(Q2BlastData, s, Value::None);
    // blasts share svc_zpacket's per-datagram budget: a hostile datagram could otherwise pack
    // hundreds, each inflating to 64 KiB
    if ctx.inflated + ulen > MAX_INFLATED_PER_PACKET {
        c.t.expert(
            Expert::LimitExceeded,
            s,
            clen,
            format!("more than {MAX_INFLATED_PER_PACKET} inflated bytes in one datagram: this blast is not inflated"),
        );
        return Ok(true);
    }
    let out = match inflate(data, ulen) {
        Ok(o) => o,
        Err(why) => {
            let e = if why.contains("past") {
                Expert::LimitExceeded
            } else {
                Expert::BadCompression
            };
            c.t.expert(e, s, clen, why);
            return Ok(true);
        }
    };
    ctx.inflated += out.len();
    let what = if cmd == 22 {
        "svc_configblast"
    } else {
        "svc_spawnbaselineblast"
    };
    let mut t = if ctx.tree {
        Tree::new()
    } else {
        Tree::disabled()
    };
    t.open_generated(Q2BlastInflated);
    t.label(|| format!(" {what}: {ulen} bytes from frame {}", ctx.packet));
    t.close(0);
    let mut n = 0u32;
    {
        let mut bc = Cursor::new(&out, 0, &mut t);
        while !bc.r.is_empty() {
            let ms = bc.pos();
            bc.t.open(if cmd == 22 { Q2Msg } else { Q2Ent }, ms, Value::None);
            let res = if cmd == 22 {
                bc.u16(Q2CsIndex)
                    .and_then(|i| configstring(&mut bc, st, i))
                    .map(|_| true)
            } else {
                baseline(&mut bc, st).map(|_| true)
            };
            n += 1;
            if !end_message(&mut bc, res, ms, sum) {
                break;
            }
        }
    }
    c.t.label(|| format!(" {what} ({n} entries, {ulen} bytes)"));
    ctx.sources.push(Source {
        name: format!("Inflated {what}"),
        bytes: out,
        tree: t,
    });
    Ok(true)
}
