//! Client → server messages of DP5–DP7 that DarkPlaces lays out its own way, for the NetQuake
//! reader (`nq::clc`) to call: the DarkPlaces clc_move (DP7: with a move sequence; DP6/DP7:
//! 32-bit buttons and the cursor trace), clc_ackframe (50) and clc_ackdownloaddata (51).

use super::{PROTOCOL_DP5, PROTOCOL_DP7, PROTOCOL_DP8};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Value};
use crate::fields::nq::*;
use crate::fields::nq_dp::*;

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

/// Reads the message after its command byte if DarkPlaces gives it its own layout (clc_move,
/// clc_ackframe, clc_ackdownloaddata); `None`: the NetQuake reader reads it. `Ok(true)`: go on.
/// `moves`: clc_moves already read in this datagram.
pub(crate) fn message(c: &mut Cursor, cmd: u8, version: u32, moves: u32) -> Option<R<bool>> {
    Some(match cmd {
        3 if version == PROTOCOL_DP5 && moves > 0 => {
            // DarkPlaces' client writes its DP5 move and then falls through into the DP6/DP7
            // case of its switch (cl_input.c, a missing `break`), appending moves in DP7's
            // layout; DarkPlaces' server reads them as DP5 moves and drops the client
            let s = c.pos() - 1;
            c.t.expert(
                Expert::Note,
                s,
                1,
                "a DP7-layout move after the DP5 one (DarkPlaces' client falls through; \
                 its server rejects the datagram)",
            );
            client_move(c, PROTOCOL_DP7).map(|_| true)
        }
        3 => client_move(c, version).map(|_| true),
        // DP8: the client's parting message
        2 if version == PROTOCOL_DP8 => c.text(NqDpDisconnectReason).map(|_| true),
        50 => c.i32(NqDpAckFrame).map(|_| true),
        51 => (|| {
            c.i32(NqDpDownloadStart)?;
            c.u16(NqDpDownloadSize)?;
            Ok(true)
        })(),
        _ => return None,
    })
}

fn client_move(c: &mut Cursor, version: u32) -> R<()> {
    // DP7 and DP8 (not DP5, DP6)
    if version >= PROTOCOL_DP7 {
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
