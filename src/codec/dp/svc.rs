//! Server → client messages only DarkPlaces DP5–DP8 have, or lay out its own way. The NetQuake
//! reader (`nq::svc`) frames every message and asks [`message`] first when the dialect is a
//! DarkPlaces one; what this module does not claim (the classic messages, and those FTE shares:
//! sound, updatestatubyte, effect, precache, spawnstaticsound2) it reads itself, with DarkPlaces' float
//! coordinates and 16-bit angles, which `Protocol` gives for these versions.

use super::clientdata::clientdata;
use super::entity5;
use crate::codec::nq::entity::{self as nqent, origin, origin3};
use crate::codec::nq::state::{EntityState, NqState};
use crate::codec::nq::{Next, Summary};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Value};
use crate::fields::nq::*;
use crate::fields::nq_dp::*;
use crate::fields::val_name;
use std::sync::Arc;

/// Reads the message after its command byte if DarkPlaces gives it its own layout; `None`: the
/// NetQuake reader reads it.
pub(crate) fn message(
    c: &mut Cursor,
    cmd: u8,
    st: &mut NqState,
    sum: &mut Summary,
) -> Option<R<Next>> {
    dp_only(c, cmd, st, sum).transpose()
}

fn dp_only(c: &mut Cursor, cmd: u8, st: &mut NqState, sum: &mut Summary) -> R<Option<Next>> {
    let p = st.protocol;
    match cmd {
        // the relatives of 15 DarkPlaces serves keep 15's clientdata
        15 if p.dp() => clientdata(c, p.version)?,
        // DP8: a parting message, when the server gives a reason (its client always reads one;
        // at the end of the datagram that is an empty string)
        2 if p.version == super::PROTOCOL_DP8 => {
            if !c.r.is_empty() {
                c.text(NqDpDisconnectReason)?;
            }
        }
        23 => return temp_entity(c, st).map(Some),
        35 => {
            c.text(NqDpLmpSlot)?;
            c.text(NqDpLmpName)?;
            c.i16(NqDpLmpX)?;
            c.i16(NqDpLmpY)?;
        }
        36 => {
            c.text(NqDpLmpSlot)?;
        }
        50 => {
            c.i32(NqDpDownloadStart)?;
            let n = c.u16(NqDpDownloadSize)? as usize;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(NqDpDownloadData, s, Value::None);
        }
        // 52, 53 (svc_effect/effect2): read by the NetQuake reader, which FTE shares
        55 | 56 => baseline_large(c, st, cmd == 55)?,
        57 => {
            let f = entity5::entities(c, st)?;
            sum.detail
                .get_or_insert_with(|| format!("{} entities", f.updated));
            if !f.framed {
                return Ok(Some(Next::Stop));
            }
        }
        58 => {
            // the entity data is read by the server's CSQC program: its length is not on the wire
            let s = c.pos();
            let n = c.r.remaining();
            c.r.take(n)?;
            c.add_since(NqDpCsqc, s, Value::None);
            c.t.expert(
                Expert::Note,
                s,
                n,
                "svc_csqcentities: entity data is framed by the CSQC program, not decoded",
            );
        }
        60 => {
            c.u16(NqEntity)?;
            c.u16(NqDpParticleEffect)?;
            origin(c, &p)?;
            origin3(c, &p, [NqTeEndX, NqTeEndY, NqTeEndZ])?;
        }
        61 => {
            c.u16(NqDpParticleEffect)?;
            origin(c, &p)?;
            for f in [
                NqDpParticleVelocityX,
                NqDpParticleVelocityY,
                NqDpParticleVelocityZ,
            ] {
                nqent::coord(c, &p, f)?;
            }
            c.u16(NqDpParticleCount)?;
        }
        62 => {
            c.u16(NqDpParticleEffect)?;
            origin(c, &p)?;
        }
        _ => return Ok(None),
    }
    Ok(Some(Next::Continue))
}

/// svc_spawnbaseline2 (55, with an entity number) and svc_spawnstatic2 (56): u16 model and
/// frame, then the classic colormap, skin, origin and angles.
fn baseline_large(c: &mut Cursor, st: &mut NqState, with_entity: bool) -> R<()> {
    let p = st.protocol;
    let ent = if with_entity {
        Some(c.u16(NqEntity)?)
    } else {
        None
    };
    let mut e = EntityState {
        model: c.u16(NqModel)?,
        frame: c.u16(NqFrame)?,
        ..Default::default()
    };
    e.colormap = c.u8(NqColormap)?;
    e.skin = c.u8(NqSkin)?;
    let o = [NqOriginX, NqOriginY, NqOriginZ];
    let a = [NqAnglePitch, NqAngleYaw, NqAngleRoll];
    for i in 0..3 {
        e.origin[i] = nqent::coord(c, &p, o[i])?;
        e.angles[i] = nqent::angle(c, &p, a[i])?;
    }
    let name = st.model_name(e.model).unwrap_or("").to_string();
    match ent {
        Some(n) => {
            c.t.label(|| format!(" entity {n} {name}"));
            Arc::make_mut(&mut st.baselines).insert(n, e);
        }
        None => c.t.label(|| format!(" {name}")),
    }
    Ok(())
}

/// Layout steps of a DarkPlaces temp entity after its type byte.
#[derive(Clone, Copy)]
enum Op {
    /// origin (3 coords)
    Pos,
    /// 3 coords into `nq.dp.te.vector` (maxs, direction or colour)
    Vec,
    /// s16 entity, start and end (a beam)
    Beam,
    /// the beam model's name
    Model,
    Byte,
    Char,
    /// u16 count
    Count,
    /// one coord (speed)
    Speed,
}
use Op::*;

fn te_layout(ty: u8) -> Option<&'static [Op]> {
    Some(match ty {
        0..=4 | 7 | 8 | 10 | 11 | 57..=59 | 70 | 72 | 75 | 78 => &[Pos],
        5 | 6 | 9 | 13 => &[Beam],
        17 => &[Model, Beam],
        12 => &[Pos, Byte, Byte],
        16 => &[Pos, Vec],
        50 | 51 => &[Pos, Char, Char, Char, Byte],
        52 => &[Pos, Vec, Speed, Count],
        53 => &[Pos, Byte, Byte, Byte],
        54 => &[Pos, Vec, Vec, Count, Byte, Byte, Speed],
        55 | 56 => &[Pos, Vec, Vec, Count, Byte],
        73 => &[Pos, Byte, Byte, Byte, Byte, Byte],
        74 | 77 | 79 => &[Pos, Vec, Byte],
        76 => &[Pos, Vec, Vec],
        _ => return None,
    })
}

fn temp_entity(c: &mut Cursor, st: &NqState) -> R<Next> {
    let p = st.protocol;
    let ty = c.u8(NqDpTeType)?;
    if let Some(n) = val_name(DP_TE_NAMES, ty as u32) {
        c.t.label(|| format!(" svc_temp_entity TE_{n}"));
    }
    let Some(ops) = te_layout(ty) else {
        let s = c.pos() - 1;
        c.t.expert(
            Expert::UnknownCommand,
            s,
            1,
            format!("unknown DarkPlaces temp entity type {ty}"),
        );
        return Ok(Next::Stop);
    };
    for op in ops {
        match op {
            Pos => {
                origin(c, &p)?;
            }
            Vec => {
                for _ in 0..3 {
                    nqent::coord(c, &p, NqDpTeVector)?;
                }
            }
            Beam => {
                c.i16(NqEntity)?;
                origin(c, &p)?;
                origin3(c, &p, [NqTeEndX, NqTeEndY, NqTeEndZ])?;
            }
            Model => {
                c.text(NqDpTeModel)?;
            }
            Byte => {
                c.u8(NqDpTeByte)?;
            }
            Char => {
                c.i8(NqDpTeChar)?;
            }
            Count => {
                c.u16(NqDpTeCount)?;
            }
            Speed => {
                nqent::coord(c, &p, NqDpTeSpeed)?;
            }
        }
    }
    Ok(Next::Continue)
}
