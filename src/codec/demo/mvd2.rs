//! Q2PRO's multi-view stream (`.mvd2` files and GTV): a message is a sequence of `mvd_*`
//! operations (low 5 bits of a byte; the high 3 carry bits 8–10 of a length or, in old
//! serverdata, the stream flags). Layouts from Q2PRO's `src/server/mvd/parse.c` and
//! `src/common/msg.c` (`MSG_ParseDeltaPlayerstate_Packet`):
//! - serverdata: protocol 37, version, [flags word from 2012], servercount, gamedir, clientnum,
//!   configstrings up to the layout's end marker, then a frame (the baselines);
//! - frame: portal bits, player deltas (slot, PPS_* bits; 255 ends), entity deltas (Q2PRO's
//!   entity header and delta; number 0 ends);
//! - unicast / multicast: a length, a client slot or a leaf, then classic svc messages, which
//!   go through `q2::svc` with the stream's configstrings;
//! - sound, print, configstring, nop.
//!
//! Each frame deltas from the stream's running state. Values that are not differences (all
//! but the coordinates of version 2013 streams with MVF_EXTLIMITS_2) are shown as read; those
//! delta coordinates are shown as their difference, the running state not being kept.

use crate::codec::nq::{end_message, Summary};
use crate::codec::q2::state::{
    EntState, PlayerState, Proto, Q2State, ES_EXTENSIONS, ES_EXTENSIONS_2, ES_LONGSOLID,
    ES_SHORTANGLES, PSF_EXTENSIONS, PSF_EXTENSIONS_2, PSF_MOREBITS,
};
use crate::codec::q2::wire::{angle16, quarter, Wire, SND_BITS};
use crate::codec::q2::{entity, player, svc as q2svc, Dialect};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::demo::*;
use crate::fields::q2::*;
use crate::fields::{val_name, Field};

const MVF_EXTLIMITS: u16 = 4;
const MVF_EXTLIMITS_2: u16 = 8;
const VERSION_EXTENDED_LIMITS: u16 = 2011;
const VERSION_EXTENDED_LIMITS_2: u16 = 2012;
const VERSION_PLAYERFOG: u16 = 2013;
/// The protocol number an MVD serverdata carries.
pub const PROTOCOL_MVD: i32 = 37;
/// Player slot that ends a frame's player list (`CLIENTNUM_NONE`).
const CLIENTNUM_NONE: u8 = 255;

const FLAG_BITS: [Field; 4] = [
    DemoMvd2FNoMsgs,
    DemoMvd2FSinglePov,
    DemoMvd2FExtLimits,
    DemoMvd2FExtLimits2,
];
const PPS_BITS: [Field; 18] = [
    DemoMvd2PpsMType,
    DemoMvd2PpsMOrigin,
    DemoMvd2PpsMOrigin2,
    DemoMvd2PpsViewOffset,
    DemoMvd2PpsViewAngles,
    DemoMvd2PpsViewAngle2,
    DemoMvd2PpsKickAngles,
    DemoMvd2PpsBlend,
    DemoMvd2PpsFov,
    DemoMvd2PpsWeaponIndex,
    DemoMvd2PpsWeaponFrame,
    DemoMvd2PpsGunOffset,
    DemoMvd2PpsGunAngles,
    DemoMvd2PpsRdFlags,
    DemoMvd2PpsStats,
    DemoMvd2PpsMoreBits,
    DemoMvd2PpsRemove,
    DemoMvd2PpsFog,
];

/// Decodes the MVD operations in `buf[start..]`.
pub fn messages(
    buf: &[u8],
    start: usize,
    st: &mut Q2State,
    ctx: &mut q2svc::Ctx,
    t: &mut Tree,
    sum: &mut Summary,
) {
    let mut c = Cursor::new(buf, start, t);
    while !c.r.is_empty() {
        let ms = c.pos();
        let raw = c.r.peek_u8().unwrap_or(0);
        let (op, extra) = (raw & 0x1f, raw >> 5);
        c.t.open(DemoMvd2Msg, ms, Value::None);
        let name = val_name(MVD2_OPS, op as u32).unwrap_or("unknown");
        c.t.label_parts(&[" mvd_", name]);
        sum.push(name);
        c.t.add(DemoMvd2Cmd, ms, 1, Value::U(raw as u64));
        c.t.add(DemoMvd2Extra, ms, 1, Value::U(raw as u64));
        c.r.pos += 1;
        let res = op_body(&mut c, op, extra, st, ctx, sum);
        if matches!(res, Ok(false)) {
            ctx.clean = false;
        }
        if !end_message(&mut c, res, ms, sum) {
            ctx.clean = false;
            break;
        }
    }
}

/// One operation's body; `Ok(false)` when the rest cannot be framed.
fn op_body(
    c: &mut Cursor,
    op: u8,
    extra: u8,
    st: &mut Q2State,
    ctx: &mut q2svc::Ctx,
    sum: &mut Summary,
) -> R<bool> {
    match op {
        1 => {}
        4 => serverdata(c, extra, st)?,
        5 => {
            let i = c.u16(Q2CsIndex)?;
            q2svc::configstring(c, st, i)?;
        }
        6 => frame(c, st)?,
        8..=15 => {
            let s = c.pos();
            let len = c.r.u8()? as usize | (extra as usize) << 8;
            c.t.add(DemoMvd2Length, s, 1, Value::U(len as u64));
            if op <= 9 {
                c.u8(DemoMvd2Client)?;
            } else if (op - 10) % 3 != 0 {
                // PHS / PVS: the leaf the message was sent from
                c.u16(DemoMvd2Leaf)?;
            }
            let from = c.pos();
            let end = from + len;
            if end > c.r.buf().len() {
                c.t.expert(
                    Expert::Truncated,
                    s,
                    1,
                    format!("{len} bytes of messages announced, the block ends first"),
                );
                return Ok(false);
            }
            // the messages as a client would have received them
            q2svc::server_messages(&c.r.buf()[..end], from, st, ctx, c.t, sum);
            c.r.pos = end;
        }
        16 => sound(c, st)?,
        17 => {
            c.u8(Q2PrintLevel)?;
            c.string(Q2Print)?;
        }
        _ => {
            let s = c.pos() - 1;
            c.t.expert(
                Expert::UnknownCommand,
                s,
                1,
                format!("MVD operation {op} is not one Q2PRO writes"),
            );
            return Ok(false);
        }
    }
    Ok(true)
}

fn serverdata(c: &mut Cursor, extra: u8, st: &mut Q2State) -> R<()> {
    let ms = c.pos() - 1;
    let protocol = c.i32(Q2SdProtocol)?;
    let version = c.u16(DemoMvd2Version)?;
    let flags = if version >= VERSION_EXTENDED_LIMITS_2 {
        let s = c.pos();
        let f = c.r.u16()?;
        c.flags(DemoMvd2Flags, s, f as u64, &FLAG_BITS);
        f
    } else {
        c.t.flags(DemoMvd2Flags, ms, 1, extra as u64, &FLAG_BITS);
        extra as u16
    };
    if protocol != PROTOCOL_MVD {
        let s = c.pos();
        c.t.expert(
            Expert::Inconsistent,
            s,
            0,
            format!("protocol {protocol}: Q2PRO's MVD serverdata says {PROTOCOL_MVD}"),
        );
    }
    c.i32(Q2SdServercount)?;
    c.string(Q2SdGamedir)?;
    c.i16(Q2SdPlayernum)?;
    // MVD_ParseServerData: the stream's entity and player-state encodings
    let mut p = Proto::of(Dialect::V34);
    p.number = protocol as u32;
    p.minor = version;
    if version >= VERSION_EXTENDED_LIMITS && flags & MVF_EXTLIMITS != 0 {
        p.es |= ES_LONGSOLID | ES_SHORTANGLES | ES_EXTENSIONS;
        p.ps |= PSF_EXTENSIONS;
        p.extended = true;
    }
    if version >= VERSION_EXTENDED_LIMITS_2 && flags & MVF_EXTLIMITS_2 != 0 {
        p.es |= ES_EXTENSIONS_2;
        p.ps |= PSF_EXTENSIONS_2;
        if version >= VERSION_PLAYERFOG {
            p.ps |= PSF_MOREBITS;
        }
    }
    // a new level: nothing of the old one stays
    *st = Q2State {
        proto: p,
        known: true,
        ..Q2State::default()
    };
    let end = st.cs_layout().end;
    loop {
        let s = c.pos();
        let i = c.r.u16()?;
        if i == end {
            c.add_since(Q2CsEnd, s, Value::U(i as u64));
            break;
        }
        c.add_since(Q2CsIndex, s, Value::U(i as u64));
        q2svc::configstring(c, st, i)?;
    }
    // the baseline frame
    frame(c, st)
}

fn frame(c: &mut Cursor, st: &Q2State) -> R<()> {
    let n = c.u8(DemoMvd2PortalLen)? as usize;
    let s = c.pos();
    c.r.take(n)?;
    if n > 0 {
        c.t.add(DemoMvd2Portal, s, n, Value::None);
    }
    players(c, &st.proto)?;
    let w = Wire::of(&st.proto).ent;
    loop {
        let s = c.pos();
        c.t.open(Q2Ent, s, Value::None);
        let (bits, number) = entity::header(c, &w)?;
        if number == 0 {
            c.t.label(|| " end of entities".into());
            c.t.close(c.pos());
            return Ok(());
        }
        entity::delta(c, bits, &w, &mut EntState::default(), false)?;
        let removed = bits & entity::U_REMOVE != 0;
        c.t.label(|| format!(" {number}{}", if removed { " removed" } else { "" }));
        c.t.close(c.pos());
    }
}

/// The players of a frame (`MVD_ParsePacketPlayers`).
fn players(c: &mut Cursor, p: &Proto) -> R<()> {
    loop {
        let s = c.pos();
        if c.r.peek_u8() == Some(CLIENTNUM_NONE) {
            c.u8(DemoMvd2Player)?;
            return Ok(());
        }
        c.t.open(DemoMvd2Ps, s, Value::None);
        let n = c.u8(DemoMvd2Player)?;
        let bs = c.pos();
        let mut bits = c.r.u16()? as u32;
        if bits & (1 << 15) != 0 {
            if p.ps & PSF_MOREBITS != 0 {
                bits |= (c.r.u8()? as u32) << 16;
            } else {
                // MOREBITS meant REMOVE before 2013
                bits |= 1 << 16;
            }
        }
        c.flags(DemoMvd2Pps, bs, bits as u64, &PPS_BITS);
        c.t.label(|| {
            format!(
                " {n}{}",
                if bits & (1 << 16) != 0 {
                    " removed"
                } else {
                    ""
                }
            )
        });
        packet_playerstate(c, p, bits)?;
        c.t.close(c.pos());
    }
}

/// `MSG_ParseDeltaPlayerstate_Packet`: what a spectator needs of a player, fewer fields than
/// svc_frame's player state.
fn packet_playerstate(c: &mut Cursor, p: &Proto, bits: u32) -> R<()> {
    let on = |b: u32| bits & (1 << b) != 0;
    let mut ps = PlayerState::default();
    let w = Wire::of(p).ps;
    if on(0) {
        c.u8(Q2PsPmType)?;
    }
    if on(1) {
        player::pm_coord(c, Q2PsOriginX, 0, w.pmove)?;
        player::pm_coord(c, Q2PsOriginY, 0, w.pmove)?;
    }
    if on(2) {
        player::pm_coord(c, Q2PsOriginZ, 0, w.pmove)?;
    }
    if on(3) {
        for f in [Q2PsViewOffX, Q2PsViewOffY, Q2PsViewOffZ] {
            quarter(c, f)?;
        }
    }
    if on(4) {
        angle16(c, Q2PsViewPitch)?;
        angle16(c, Q2PsViewYaw)?;
    }
    if on(5) {
        angle16(c, Q2PsViewRoll)?;
    }
    if on(6) {
        for f in [Q2PsKickPitch, Q2PsKickYaw, Q2PsKickRoll] {
            quarter(c, f)?;
        }
    }
    if on(9) {
        if p.ps & PSF_EXTENSIONS != 0 {
            c.u16(Q2PsGunIndex)?;
        } else {
            c.u8(Q2PsGunIndex)?;
        }
    }
    if on(10) {
        c.u8(Q2PsGunFrame)?;
    }
    if on(11) {
        for f in [Q2PsGunOffX, Q2PsGunOffY, Q2PsGunOffZ] {
            quarter(c, f)?;
        }
    }
    if on(12) {
        for f in [Q2PsGunAngPitch, Q2PsGunAngYaw, Q2PsGunAngRoll] {
            quarter(c, f)?;
        }
    }
    if on(7) {
        player::blend(c, &w, &mut ps)?;
    }
    if on(17) {
        player::fog(c)?;
    }
    if on(8) {
        c.u8(Q2PsFov)?;
    }
    if on(13) {
        c.u8(Q2PsRdFlags)?;
    }
    if on(14) {
        player::stats(c, &w, &mut ps)?;
    }
    Ok(())
}

/// mvd_sound: svc_sound's fields with the entity word always there and no position.
fn sound(c: &mut Cursor, st: &Q2State) -> R<()> {
    let s = c.pos();
    let flags = c.r.u8()?;
    // the classic svc_sound flag byte (MVD2 lays out what follows its own way)
    c.flags(Q2SndFlags, s, flags as u64, &SND_BITS);
    let i = if st.proto.extended && flags & 0x20 != 0 {
        c.u16(Q2SndIndex)?
    } else {
        c.u8(Q2SndIndex)? as u16
    };
    if let Some(n) = st.sound_name(i) {
        if c.t.is_enabled() {
            c.t.add_generated(Q2SndName, Value::Str(n.to_string()));
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
    let s = c.pos();
    let w = c.r.u16()?;
    c.t.open(Q2SndEntChan, s, Value::U(w as u64));
    c.t.add(Q2SndEntity, s, 2, Value::U(w as u64));
    c.t.add(Q2SndChannel, s, 2, Value::U(w as u64));
    c.t.close(c.pos());
    Ok(())
}
