//! svc_temp_entity: every TE_* layout (3.20, plus the rerelease numbers Q2PRO reads with
//! protocol extensions).

use super::wire::{self, Wire};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Expert;
use crate::fields::q2::*;
use crate::fields::val_name;

const P1: [crate::fields::Field; 3] = [Q2TePosX, Q2TePosY, Q2TePosZ];
const P2: [crate::fields::Field; 3] = [Q2TePos2X, Q2TePos2Y, Q2TePos2Z];
const OFF: [crate::fields::Field; 3] = [Q2TeOffX, Q2TeOffY, Q2TeOffZ];

/// Decodes one temp entity: which types exist and how positions are written come from the
/// dialect's table. Returns `false` when its type has no known layout (the rest of the packet
/// cannot be framed).
pub fn temp_entity(c: &mut Cursor, w: &Wire) -> R<bool> {
    let mode = w.te;
    let extended = mode.extended;
    let how = w.pos;
    let pos = |c: &mut Cursor, fs: [crate::fields::Field; 3]| wire::pos(c, fs, how);
    let ty = c.u8(Q2TeType)?;
    if let Some(n) = val_name(TE_NAMES, ty as u32) {
        c.t.label(|| format!(" svc_temp_entity TE_{n}"));
    }
    match ty {
        // pos, dir
        0 | 1 | 2 | 4 | 9 | 12 | 13 | 14 | 26 | 30 | 42 | 43 | 44 | 46 | 55 => {
            pos(c, P1)?;
            c.u8(Q2TeDir)?;
        }
        56 | 58 if extended => {
            pos(c, P1)?;
            c.u8(Q2TeDir)?;
        }
        // count, pos, dir, color
        10 | 15 | 25 | 29 => {
            c.u8(Q2TeCount)?;
            pos(c, P1)?;
            c.u8(Q2TeDir)?;
            c.u8(Q2TeColor)?;
        }
        // pos, pos (TE_BLUEHYPERBLASTER's second vector is a full position)
        3 | 11 | 23 | 27 | 31 | 34 | 41 => {
            pos(c, P1)?;
            pos(c, P2)?;
        }
        57 if extended => {
            pos(c, P1)?;
            pos(c, P2)?;
        }
        // pos
        5..=8 | 17 | 18 | 20 | 21 | 22 | 28 | 35 | 45 | 47 | 48 | 49 | 51 | 52 | 53 | 54 => {
            pos(c, P1)?;
        }
        62 | 63 if extended => {
            pos(c, P1)?;
        }
        // entity, pos, pos
        16 | 19 | 38 | 39 => {
            c.i16(Q2TeEntity)?;
            pos(c, P1)?;
            pos(c, P2)?;
        }
        59 | 61 if extended => {
            c.i16(Q2TeEntity)?;
            pos(c, P1)?;
            pos(c, P2)?;
        }
        24 => {
            c.i16(Q2TeEntity)?;
            pos(c, P1)?;
            pos(c, P2)?;
            pos(c, OFF)?;
        }
        33 => {
            c.i16(Q2TeEntity)?;
            c.i16(Q2TeEntity2)?;
            pos(c, P1)?;
            pos(c, P2)?;
        }
        36 => {
            pos(c, P1)?;
            c.i16(Q2TeEntity)?;
        }
        37 => {
            pos(c, P1)?;
            pos(c, P2)?;
            c.u8(Q2TeColor)?;
        }
        40 => {
            let id = c.i16(Q2TeId)?;
            c.u8(Q2TeCount)?;
            pos(c, P1)?;
            c.u8(Q2TeDir)?;
            c.u8(Q2TeColor)?;
            c.i16(Q2TeMagnitude)?;
            if id != -1 {
                c.i32(Q2TeDuration)?;
            }
        }
        50 => {
            c.i16(Q2TeId)?;
            pos(c, P1)?;
        }
        60 if extended => {
            c.i16(Q2TeEntity)?;
            c.u8(Q2TeCount)?;
        }
        128 if mode.damage_dealt => {
            c.i16(Q2TeDamage)?;
        }
        _ => {
            let s = c.pos() - 1;
            let what = match val_name(TE_NAMES, ty as u32) {
                Some(n) => format!("TE_{n} ({ty}) has no layout in this protocol"),
                None => format!("unknown temp entity type {ty}"),
            };
            c.t.expert(Expert::UnknownCommand, s, 1, what);
            return Ok(false);
        }
    }
    Ok(true)
}
