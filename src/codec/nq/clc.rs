//! Client → server messages.

use super::entity::angle_as;
use super::state::NqState;
use super::Summary;
use crate::codec::fte;
use crate::codec::reader::Cursor;
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::nq::*;
use crate::fields::nq_dp::{NqDpClc, DP_CLC_NAMES};
use crate::fields::nq_fte_input::FIELDS as INPUT;
use crate::fields::{val_name, Field};

/// The table that names the command and the field that shows its byte (DarkPlaces numbers 50
/// and up in its own table, `nq.dp.clc`).
fn command_table(cmd: u8, st: &NqState) -> (&'static [(u32, &'static str)], Field) {
    if cmd >= 50 && st.protocol.dp() {
        (DP_CLC_NAMES, NqDpClc)
    } else {
        (CLC_NAMES, NqClc)
    }
}

pub fn client_messages(buf: &[u8], start: usize, st: &NqState, t: &mut Tree, sum: &mut Summary) {
    let mut c = Cursor::new(buf, start, t);
    let mut moves = 0;
    // an inferred dialect cannot see the FTE bits that only add client messages: FTE's clc 83
    // and 85 (numbers no other NetQuake dialect uses) are then read as fteqw's server reads them
    let unsure = !matches!(st.how, super::state::How::Negotiated { .. });
    let has = |bit: u32| st.protocol.pext2 & bit != 0 || unsure && !st.protocol.dp();
    while !c.r.is_empty() {
        let ms = c.pos();
        let cmd = c.r.peek_u8().unwrap_or(0);
        c.t.open(NqMsg, ms, Value::None);
        let (names, field) = command_table(cmd, st);
        // the name serves only a label and the Info text (a table scan per message)
        if c.t.has_labels() || !sum.is_quiet() {
            let name = val_name(names, cmd as u32).unwrap_or("clc_unknown");
            c.t.label_parts(&[" ", name]);
            sum.push(name);
        }
        c.u8(field).ok();
        // DarkPlaces' own clc_move and its clc 50–51 first; the rest is every dialect's
        let dp = if st.protocol.dp() {
            crate::codec::dp::clc::message(&mut c, cmd, st.protocol.version, moves)
        } else {
            None
        };
        // nothing of a move is kept: without a tree it is stepped over by its length (a cut
        // one is read field by field below, so that its truncation is told alike)
        let skip = (cmd == 3 && dp.is_none() && !c.t.is_enabled())
            .then(|| move_len(c.r.buf(), c.pos(), st))
            .flatten();
        let res = match (dp, cmd) {
            (Some(res), _) => res,
            (None, 1 | 2) => Ok(true),
            (None, 3) if skip.is_some() => {
                c.r.pos += skip.unwrap_or(0);
                Ok(true)
            }
            (None, 3) => (|| {
                let p = st.protocol;
                if p.pext2 & crate::codec::fte::PEXT2_PREDINFO != 0 {
                    c.u16(NqMoveSequence)?;
                }
                c.f32(NqMoveTime)?;
                let a = st.client_angle();
                for f in [NqAnglePitch, NqAngleYaw, NqAngleRoll] {
                    angle_as(&mut c, a, f)?;
                }
                c.i16(NqMoveForward)?;
                c.i16(NqMoveSide)?;
                c.i16(NqMoveUp)?;
                let s = c.pos();
                if p.pext2 & 0x1 != 0 {
                    // PEXT2_PRYDONCURSOR: buttons are a long; bit 31 adds the cursor
                    let b = c.r.u32()?;
                    c.flags(NqMoveButtonsLong, s, b as u64, &[NqMoveAttack, NqMoveJump]);
                    c.u8(NqMoveImpulse)?;
                    if b & 0x8000_0000 != 0 {
                        let cs = c.pos();
                        c.r.take(2 + 2 + 12 + 12)?;
                        let w = c.r.u16()?;
                        if p.replacement() && w & 0x8000 != 0 {
                            c.r.u8()?;
                        }
                        c.add_since(NqMoveCursor, cs, Value::None);
                    }
                    return Ok(true);
                }
                let b = c.r.u8()?;
                c.flags(NqMoveButtons, s, b as u64, &[NqMoveAttack, NqMoveJump]);
                c.u8(NqMoveImpulse)?;
                Ok(true)
            })(),
            (None, 50) if st.protocol.fte() => c.i32(NqAckframe).map(|_| true),
            // FTE's voice and VR-style move (fteqw's SVNQ_ExecuteClientMessage), each under
            // the extension its client sends it with
            (None, 83) if has(fte::PEXT2_VOICECHAT) => (|| {
                c.u8(NqVoiceGen)?;
                c.u8(NqVoiceSeq)?;
                let n = c.u16(NqSized)? as usize;
                let s = c.pos();
                c.r.take(n)?;
                c.add_since(NqVoiceData, s, Value::None);
                Ok(true)
            })(),
            (None, 85) if has(fte::PEXT2_VRINPUTS) => fte::input::vr_move(&mut c, &INPUT, true),
            (None, 4) => c.string(NqStringCmd).map(|cmd| {
                sum.command(&cmd);
                true
            }),
            _ => {
                c.t.expert(
                    Expert::UnknownCommand,
                    ms,
                    1,
                    format!("unknown clc {cmd} for protocol {}", st.protocol.version),
                );
                Ok(false)
            }
        };
        moves += (cmd == 3) as u32;
        if !super::end_message(&mut c, res, ms, sum) {
            break;
        }
    }
}

/// The bytes of the clc_move body at `s` of `b` (after its command byte), read as
/// `client_messages` reads it; `None` when it runs past `b`.
fn move_len(b: &[u8], s: usize, st: &NqState) -> Option<usize> {
    let p = st.protocol;
    let mut n = s;
    if p.pext2 & crate::codec::fte::PEXT2_PREDINFO != 0 {
        n += 2;
    }
    // the time, the view angles, and forward, side and up moves
    n += 4 + 3 * super::entity::angle_size(st.client_angle()) + 6;
    if p.pext2 & 0x1 != 0 {
        // PEXT2_PRYDONCURSOR: buttons are a long; bit 31 adds the cursor
        let buttons = u32::from_le_bytes(b.get(n..n + 4)?.try_into().ok()?);
        n += 4 + 1;
        if buttons & 0x8000_0000 != 0 {
            n += 2 + 2 + 12 + 12;
            let w = u16::from_le_bytes(b.get(n..n + 2)?.try_into().ok()?);
            n += 2;
            if p.replacement() && w & 0x8000 != 0 {
                n += 1;
            }
        }
    } else {
        // buttons and impulse
        n += 2;
    }
    (n <= b.len()).then_some(n - s)
}
