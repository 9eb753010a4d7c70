//! clcfte_move (PEXT2_VRINPUTS), FTE's replacement for clc_move on QuakeWorld and NetQuake, as
//! cl_input.c CLFTE_SendVRCmd and common.c MSGFTE_WriteDeltaUsercmd write it and sv_user.c reads
//! it: a flags word saying which header fields follow, then for each seat `frames` usercmds,
//! each a delta from the one before (the first from a zeroed command).

use super::read_u64;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::fte::VrMoveFields;

const VRM_LOSS: u64 = 1 << 0;
const VRM_DELAY: u64 = 1 << 1;
const VRM_SEATS: u64 = 1 << 2;
const VRM_FRAMES: u64 = 1 << 3;
const VRM_ACKS: u64 = 1 << 4;

const UC_ANGLE1: u64 = 1 << 0;
const UC_FORWARD: u64 = 1 << 3;
const UC_RIGHT: u64 = 1 << 4;
const UC_BUTTONS: u64 = 1 << 5;
const UC_IMPULSE: u64 = 1 << 6;
const UC_UP: u64 = 1 << 7;
const UC_ABSANG: u64 = 1 << 8;
const UC_BIGMOVES: u64 = 1 << 9;
const UC_WEAPON: u64 = 1 << 10;
const UC_CURSORFLDS: u64 = 1 << 11;
const UC_LIGHTLEV: u64 = 1 << 12;
const UC_VR_HEAD: u64 = 1 << 13;
const UC_VR_RIGHT: u64 = 1 << 14;
const UC_VR_LEFT: u64 = 1 << 15;
const UC_MSEC_DEBUG: u64 = 1 << 18;

/// A client never sends more seats or frames than this (MAX_SPLITS 4, its outframes ring); the
/// bytes bound the loops anyway.
const MAX_SEATS: u64 = 16;
const MAX_FRAMES: u64 = 64;

fn u64f(c: &mut Cursor, f: crate::fields::Field) -> R<u64> {
    let s = c.pos();
    let v = read_u64(c)?;
    c.add_since(f, s, Value::U(v));
    Ok(v)
}

/// The message after its command byte; `nq`: NetQuake's move sequence comes first.
pub fn message(c: &mut Cursor, f: &VrMoveFields, nq: bool, wide_entity: bool) -> R<()> {
    if nq {
        c.u16(f.sequence)?;
    }
    let flags = u64f(c, f.flags)?;
    let seats = if flags & VRM_SEATS != 0 {
        u64f(c, f.seats)?
    } else {
        1
    };
    let frames = if flags & VRM_FRAMES != 0 {
        u64f(c, f.frames)?
    } else {
        3
    };
    if flags & VRM_LOSS != 0 {
        c.u8(f.loss)?;
    }
    if flags & VRM_DELAY != 0 {
        c.u8(f.delay)?;
    }
    if flags & VRM_ACKS != 0 {
        let n = u64f(c, f.acks)?;
        for _ in 0..n.min(MAX_FRAMES * 4) {
            c.i32(f.ack)?;
        }
    }
    for _ in 0..seats.min(MAX_SEATS) {
        for _ in 0..frames.min(MAX_FRAMES) {
            usercmd(c, f, wide_entity)?;
        }
    }
    Ok(())
}

fn usercmd(c: &mut Cursor, f: &VrMoveFields, wide_entity: bool) -> R<()> {
    let s = c.pos();
    c.t.open(f.cmd, s, Value::None);
    let bits = u64f(c, f.bits)?;
    u64f(c, f.time)?;
    if bits & UC_MSEC_DEBUG != 0 {
        u64f(c, f.msec)?;
    }
    for i in 0..3 {
        if bits & (UC_ANGLE1 << i) != 0 {
            if bits & UC_ABSANG != 0 {
                c.i16(f.angle)?;
            } else {
                c.i8(f.angle)?;
            }
        }
    }
    for b in [UC_FORWARD, UC_RIGHT, UC_UP] {
        if bits & b != 0 {
            let s = c.pos();
            let v = if bits & UC_BIGMOVES != 0 {
                // MSG_WriteInt64: the sign in the low bit
                let z = read_u64(c)?;
                if z & 1 != 0 {
                    -1 - (z >> 1) as i64
                } else {
                    (z >> 1) as i64
                }
            } else {
                c.r.i8()? as i64 * 5
            };
            c.add_since(f.movement, s, Value::I(v));
        }
    }
    if bits & UC_BUTTONS != 0 {
        u64f(c, f.buttons)?;
    }
    if bits & UC_IMPULSE != 0 {
        u64f(c, f.impulse)?;
    }
    if bits & UC_WEAPON != 0 {
        u64f(c, f.weapon)?;
    }
    if bits & UC_CURSORFLDS != 0 {
        // screen x/y shorts, start and impact as floats, the entity (MSG_WriteEntity)
        let s = c.pos();
        c.r.take(2 + 2 + 12 + 12)?;
        let w = c.r.u16()?;
        if wide_entity && w & 0x8000 != 0 {
            c.r.u8()?;
        }
        c.add_since(f.cursor, s, Value::None);
    }
    if bits & UC_LIGHTLEV != 0 {
        u64f(c, f.light)?;
    }
    for b in [UC_VR_HEAD, UC_VR_RIGHT, UC_VR_LEFT] {
        if bits & b != 0 {
            vr_device(c, f)?;
        }
    }
    c.t.close(c.pos());
    Ok(())
}

/// MSG_WriteVR: its own bits, then status, angles, angular velocity, origin, velocity, weapon.
fn vr_device(c: &mut Cursor, f: &VrMoveFields) -> R<()> {
    let s = c.pos();
    let bits = read_u64(c)?;
    if bits & 1 != 0 {
        read_u64(c)?;
    }
    let fixed = [(2, 6), (4, 6), (8, 12), (16, 12)];
    for (b, n) in fixed {
        if bits & b != 0 {
            c.r.take(n)?;
        }
    }
    if bits & 32 != 0 {
        read_u64(c)?;
    }
    c.add_since(f.vr, s, Value::U(bits));
    Ok(())
}
