//! Client → server messages of DP5–DP7: the DarkPlaces clc_move (DP7: with a move sequence;
//! DP6/DP7: 32-bit buttons and the cursor trace), clc_ackframe (50) and clc_ackdownloaddata (51).

use super::{PROTOCOL_DP5, PROTOCOL_DP7};
use crate::codec::nq::state::NqState;
use crate::codec::nq::Summary;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::nq::*;
use crate::fields::nq_dp::*;
use crate::fields::val_name;

const BUTTONS: &[crate::fields::Field] = &[
    NqDpMoveButton1,
    NqDpMoveButton2,
    NqDpMoveButton3,
    NqDpMoveButton4,
    NqDpMoveButton5,
    NqDpMoveButton6,
    NqDpMoveButton7,
    NqDpMoveButton8,
];

pub fn client_messages(buf: &[u8], start: usize, st: &NqState, t: &mut Tree, sum: &mut Summary) {
    let mut c = Cursor::new(buf, start, t);
    let v = st.protocol.version;
    while !c.r.is_empty() {
        let ms = c.pos();
        let cmd = c.r.peek_u8().unwrap_or(0);
        c.t.open(NqMsg, ms, Value::None);
        let name = if cmd >= 50 {
            val_name(DP_CLC_NAMES, cmd as u32)
        } else {
            val_name(CLC_NAMES, cmd as u32)
        }
        .unwrap_or("clc_unknown");
        c.t.label_parts(&[" ", name]);
        sum.push(name);
        if cmd >= 50 {
            c.u8(NqDpClc).ok();
        } else {
            c.u8(NqClc).ok();
        }
        let res = match cmd {
            1 | 2 => Ok(true),
            3 => client_move(&mut c, v).map(|_| true),
            4 => c.string(NqStringCmd).map(|cmd| {
                sum.command(&cmd);
                true
            }),
            50 => c.i32(NqDpAckFrame).map(|_| true),
            51 => (|| {
                c.i32(NqDpDownloadStart)?;
                c.u16(NqDpDownloadSize)?;
                Ok(true)
            })(),
            _ => {
                c.t.expert(
                    Expert::UnknownCommand,
                    ms,
                    1,
                    format!("clc {cmd} is not defined by DarkPlaces protocol {v}"),
                );
                Ok(false)
            }
        };
        if !crate::codec::nq::end_message(&mut c, res, ms, sum) {
            break;
        }
    }
}

fn client_move(c: &mut Cursor, version: u32) -> R<()> {
    if version == PROTOCOL_DP7 {
        c.u32(NqDpMoveSeq)?;
    }
    c.f32(NqMoveTime)?;
    let mut ang = [0.0f32; 3];
    for (i, f) in [NqAnglePitch, NqAngleYaw, NqAngleRoll]
        .into_iter()
        .enumerate()
    {
        let s = c.pos();
        ang[i] = c.r.i16()? as f32 * (360.0 / 65536.0);
        c.add_since(f, s, Value::F(ang[i] as f64));
    }
    c.i16(NqMoveForward)?;
    c.i16(NqMoveSide)?;
    c.i16(NqMoveUp)?;
    let s = c.pos();
    if version == PROTOCOL_DP5 {
        let b = c.r.u8()?;
        c.flags(
            NqDpMoveButtonsByte,
            s,
            b as u64,
            &[NqMoveAttack, NqMoveJump],
        );
        c.u8(NqMoveImpulse)?;
        return Ok(());
    }
    let b = c.r.u32()?;
    c.flags(NqDpMoveButtons, s, b as u64, BUTTONS);
    c.u8(NqMoveImpulse)?;
    c.i16(NqDpMoveCursorScreenX)?;
    c.i16(NqDpMoveCursorScreenY)?;
    for _ in 0..3 {
        c.f32(NqDpMoveCursorStart)?;
    }
    for _ in 0..3 {
        c.f32(NqDpMoveCursorImpact)?;
    }
    c.i16(NqDpMoveCursorEntity)?;
    c.t.label(|| format!(" angles ({:.1} {:.1} {:.1})", ang[0], ang[1], ang[2]));
    Ok(())
}
