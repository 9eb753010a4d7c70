//! Client → server messages.

use super::entity::angle_as;
use super::state::NqState;
use super::Summary;
use crate::codec::reader::Cursor;
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::nq::*;
use crate::fields::val_name;

pub fn client_messages(buf: &[u8], start: usize, st: &NqState, t: &mut Tree, sum: &mut Summary) {
    let mut c = Cursor::new(buf, start, t);
    while !c.r.is_empty() {
        let ms = c.pos();
        let cmd = c.r.peek_u8().unwrap_or(0);
        c.t.open(NqMsg, ms, Value::None);
        let name = val_name(CLC_NAMES, cmd as u32).unwrap_or("unknown");
        c.t.label(|| format!(" clc_{name}"));
        sum.push(name);
        c.u8(NqClc).ok();
        let res = match cmd {
            1 | 2 => Ok(true),
            3 => (|| {
                c.f32(NqMoveTime)?;
                let a = st.protocol.client_angle();
                for f in [NqAnglePitch, NqAngleYaw, NqAngleRoll] {
                    angle_as(&mut c, a, f)?;
                }
                c.i16(NqMoveForward)?;
                c.i16(NqMoveSide)?;
                c.i16(NqMoveUp)?;
                let s = c.pos();
                let b = c.r.u8()?;
                c.flags(NqMoveButtons, s, b as u64, &[NqMoveAttack, NqMoveJump]);
                c.u8(NqMoveImpulse)?;
                Ok(true)
            })(),
            4 => c.string(NqStringCmd).map(|cmd| {
                let first = cmd.split_whitespace().next().unwrap_or("").to_string();
                if !first.is_empty() {
                    sum.detail.get_or_insert(first);
                }
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
        if !super::end_message(&mut c, res, ms, sum) {
            break;
        }
    }
}
