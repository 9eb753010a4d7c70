//! Server → client messages of DP5–DP7: the messages DarkPlaces changed or added are read
//! here, the classic NetQuake ones by `nq::svc::body` (with DarkPlaces' float coordinates and
//! 16-bit angles, which `Protocol` gives for these versions).

use super::clientdata::clientdata;
use super::entity5;
use crate::codec::nq::entity::{self as nqent, origin, origin3};
use crate::codec::nq::state::{EntityState, NqState, MAX_PRECACHE};
use crate::codec::nq::svc::{body, Next};
use crate::codec::nq::Summary;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::nq::*;
use crate::fields::nq_dp::*;
use crate::fields::val_name;
use std::sync::Arc;

/// svc numbers DarkPlaces defines for DP5–DP7.
fn legal(cmd: u8) -> bool {
    matches!(cmd, 1..=20 | 22..=37 | 50..=62)
}

fn name(cmd: u8) -> &'static str {
    if cmd >= 35 {
        val_name(DP_SVC_NAMES, cmd as u32)
    } else {
        val_name(SVC_NAMES, cmd as u32)
    }
    .unwrap_or("svc_unknown")
}

pub fn server_messages(
    buf: &[u8],
    start: usize,
    st: &mut NqState,
    t: &mut Tree,
    sum: &mut Summary,
) {
    let mut c = Cursor::new(buf, start, t);
    while !c.r.is_empty() {
        if !st.protocol.dp() {
            // a svc_serverinfo switched to another protocol: the rest is NetQuake's
            let pos = c.pos();
            return crate::codec::nq::svc::server_messages(buf, pos, st, t, sum);
        }
        let ms = c.pos();
        let cmd = c.r.peek_u8().unwrap_or(0);
        let res = if cmd & 0x80 != 0 {
            // DarkPlaces still reads NetQuake fast updates in every protocol
            c.t.open(NqUpdate, ms, Value::None);
            sum.push("update");
            nqent::fast_update(&mut c, st).map(|_| Next::Continue)
        } else {
            c.t.open(NqMsg, ms, Value::None);
            let n = name(cmd);
            c.t.label_parts(&[" ", n]);
            sum.push(n);
            if cmd >= 35 {
                c.u8(NqDpSvc).ok();
            } else {
                c.u8(NqSvc).ok();
            }
            if legal(cmd) {
                message(&mut c, cmd, st, sum)
            } else {
                let p = st.protocol.version;
                c.t.expert(
                    Expert::UnknownCommand,
                    ms,
                    1,
                    format!("svc {cmd} is not defined by DarkPlaces protocol {p}"),
                );
                Ok(Next::Stop)
            }
        };
        if !crate::codec::nq::end_message(&mut c, res.map(|n| matches!(n, Next::Continue)), ms, sum)
        {
            break;
        }
    }
}

fn message(c: &mut Cursor, cmd: u8, st: &mut NqState, sum: &mut Summary) -> R<Next> {
    let p = st.protocol;
    match cmd {
        6 => crate::codec::nq::svc::sound(c, st)?,
        15 => clientdata(c, p.version)?,
        23 => return temp_entity(c, st),
        35 => {
            c.string(NqDpLmpSlot)?;
            c.string(NqDpLmpName)?;
            c.i16(NqDpLmpX)?;
            c.i16(NqDpLmpY)?;
        }
        36 => {
            c.string(NqDpLmpSlot)?;
        }
        50 => {
            c.i32(NqDpDownloadStart)?;
            let n = c.u16(NqDpDownloadSize)? as usize;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(NqDpDownloadData, s, Value::None);
        }
        51 => {
            c.u8(NqStatIndex)?;
            c.u8(NqStatValue)?;
        }
        52 | 53 => {
            origin(c, &p)?;
            for f in [NqDpEffectModel, NqDpEffectStartFrame] {
                let s = c.pos();
                let v = if cmd == 53 {
                    c.r.u16()?
                } else {
                    c.r.u8()? as u16
                };
                c.add_since(f, s, Value::U(v as u64));
            }
            c.u8(NqDpEffectFrameCount)?;
            c.u8(NqDpEffectFrameRate)?;
        }
        54 => precache(c, st)?,
        55 | 56 => baseline_large(c, st, cmd == 55)?,
        57 => {
            let f = entity5::entities(c, st)?;
            sum.detail
                .get_or_insert_with(|| format!("{} entities", f.updated));
            if !f.framed {
                return Ok(Next::Stop);
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
        59 => {
            origin(c, &p)?;
            let i = c.u16(NqSoundIndex)?;
            sound_name(c, st, i);
            c.u8(NqSoundVolume)?;
            c.u8(NqSoundAttenuation)?;
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
        _ => return body(c, cmd, st, sum),
    }
    Ok(Next::Continue)
}

fn sound_name(c: &mut Cursor, st: &NqState, i: u16) {
    if c.t.is_enabled() {
        if let Some(n) = st.sound_name(i).filter(|n| !n.is_empty()) {
            c.t.add_generated(NqSoundName, Value::Str(n.to_string()));
        }
    }
}

/// svc_precache (54): `[u16 index] [string]`, models below 32768, sounds at 32768 + index.
/// The name joins the precache list, so later entities resolve to it.
fn precache(c: &mut Cursor, st: &mut NqState) -> R<()> {
    let w = c.u16(NqPrecacheIndex)?;
    let name = c.string(NqPrecacheName)?;
    let (kind, i) = if w < 32768 {
        ("model", w)
    } else {
        ("sound", w - 32768)
    };
    if c.t.is_enabled() {
        c.t.add_generated(NqDpPrecacheKind, Value::Str(kind.to_string()));
    }
    c.t.label(|| format!(" {kind} {i} {name}"));
    let i = i as usize;
    if (1..=MAX_PRECACHE).contains(&i) {
        let list = if w < 32768 {
            &mut st.models
        } else {
            &mut st.sounds
        };
        let l = Arc::make_mut(list);
        if l.len() < i {
            l.resize(i, String::new());
        }
        l[i - 1] = name;
    }
    Ok(())
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
                c.string(NqDpTeModel)?;
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
