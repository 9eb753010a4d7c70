//! FTE's client input under PEXT2_VRINPUTS: clcfte_move (85), which replaces clc_move, the
//! prydon cursor and clc_ackframe on QuakeWorld and NetQuake alike. Laid out as fteqw's client
//! writes it (cl_input.c `CLFTE_SendVRCmd`, common.c `MSGFTE_WriteDeltaUsercmd`) and its server
//! reads it (sv_user.c `SVFTE_ExecuteClientMove`): a header whose optional fields a flags word
//! announces, then per seat a run of input frames, each delta-coded from the one before.
//! Integers are FTE's variable-length ones (`MSG_WriteUInt64`: the count of leading one bits of
//! the first byte is the count of bytes that follow, most significant first).

use crate::codec::reader::{Cursor, Reader, R};
use crate::codec::tree::{Expert, Value};
use crate::fields::fte_input::FteInputFields;

const VRM_KNOWN: u64 = 0x1f;
const VRM_LOSS: u64 = 0x1;
const VRM_DELAY: u64 = 0x2;
const VRM_SEATS: u64 = 0x4;
const VRM_FRAMES: u64 = 0x8;
const VRM_ACKS: u64 = 0x10;

const UC_ABSANG: u64 = 0x100;
const UC_BIGMOVES: u64 = 0x200;
const UC_FORWARD: u64 = 0x8;
const UC_RIGHT: u64 = 0x10;
const UC_BUTTONS: u64 = 0x20;
const UC_IMPULSE: u64 = 0x40;
const UC_UP: u64 = 0x80;
const UC_WEAPON: u64 = 0x400;
const UC_CURSORFLDS: u64 = 0x800;
const UC_LIGHTLEV: u64 = 0x1000;
const UC_MSEC_DEBUG: u64 = 0x40000;
/// The bits fteqw's server reads (`UC_UNSUPPORTED` is the complement).
const UC_KNOWN: u64 = 0x4_ffff;
/// UC_VR_HEAD, UC_VR_RIGHT, UC_VR_LEFT in the order they are written, with each device's number.
const UC_VR: [(u64, u64); 3] = [(0x2000, 2), (0x4000, 1), (0x8000, 0)];

/// `MSG_ReadUInt64`: FTE's variable-length unsigned integer.
pub fn read_uint(r: &mut Reader) -> R<u64> {
    let first = r.u8()?;
    let extra = first.leading_ones();
    let mut v = (first & 0xffu8.checked_shr(extra).unwrap_or(0)) as u64;
    for _ in 0..extra {
        v = v << 8 | r.u8()? as u64;
    }
    Ok(v)
}

/// `MSG_ReadInt64`: the sign moved into the low bit.
pub fn read_int(r: &mut Reader) -> R<i64> {
    let u = read_uint(r)?;
    Ok(if u & 1 != 0 {
        -1 - (u >> 1) as i64
    } else {
        (u >> 1) as i64
    })
}

fn uint(c: &mut Cursor, f: crate::fields::Field) -> R<u64> {
    let s = c.pos();
    let v = read_uint(&mut c.r)?;
    c.add_since(f, s, Value::U(v));
    Ok(v)
}

/// clcfte_move after its command byte; `nq`: NetQuake's form, which leads with the input
/// sequence. `Ok(false)`: flags fteqw's server rejects (it drops the client), nothing framed after.
pub fn vr_move(c: &mut Cursor, fs: &FteInputFields, nq: bool) -> R<bool> {
    if nq {
        c.u16(fs.seq)?;
    }
    let s = c.pos();
    let flags = read_uint(&mut c.r)?;
    c.flags(fs.flags, s, flags, fs.flag_bits);
    if flags & !VRM_KNOWN != 0 {
        c.t.expert(
            Expert::Inconsistent,
            s,
            c.pos() - s,
            format!("unknown clcfte_move flags 0x{:x}", flags & !VRM_KNOWN),
        );
        return Ok(false);
    }
    let seats = if flags & VRM_SEATS != 0 {
        uint(c, fs.seats)?
    } else {
        1
    };
    let frames = if flags & VRM_FRAMES != 0 {
        uint(c, fs.frames)?
    } else {
        3
    };
    if flags & VRM_LOSS != 0 {
        c.u8(fs.loss)?;
    }
    if flags & VRM_DELAY != 0 {
        let s = c.pos();
        let d = c.r.u8()?;
        c.add_since(fs.delay, s, Value::F(d as f64 / 10.0));
    }
    if flags & VRM_ACKS != 0 {
        // each ack is 4 bytes: a count larger than the datagram ends at its end
        for _ in 0..uint(c, fs.acks)? {
            c.i32(fs.ack)?;
        }
    }
    let mut summary = Vec::new();
    // every frame takes at least two bytes, so counts beyond the datagram end there
    for seat in 0..seats {
        let s = c.pos();
        c.t.open(fs.seat, s, Value::U(seat));
        let mut time = 0u64;
        for _ in 0..frames {
            if !usercmd(c, fs, &mut time)? {
                c.t.close(c.pos());
                return Ok(false);
            }
        }
        c.t.close(c.pos());
        if seat == 0 && frames > 0 {
            summary.push(format!("t={time}"));
        }
    }
    c.t.label(|| {
        format!(
            " clc_fte_move ({seats} seat{}, {frames} frame{}{}{})",
            if seats == 1 { "" } else { "s" },
            if frames == 1 { "" } else { "s" },
            if summary.is_empty() { "" } else { ", " },
            summary.join("")
        )
    });
    Ok(true)
}

/// One `MSGFTE_WriteDeltaUsercmd` frame; `time`: the seat's server time so far (ms).
fn usercmd(c: &mut Cursor, fs: &FteInputFields, time: &mut u64) -> R<bool> {
    let start = c.pos();
    c.t.open(fs.cmd, start, Value::None);
    let s = c.pos();
    let bits = read_uint(&mut c.r)?;
    c.flags(fs.bits, s, bits, fs.cmd_bits);
    if bits & !UC_KNOWN != 0 {
        c.t.expert(
            Expert::Inconsistent,
            s,
            c.pos() - s,
            format!("unsupported usercmd bits 0x{:x}", bits & !UC_KNOWN),
        );
        c.t.close(c.pos());
        return Ok(false);
    }
    let delta = uint(c, fs.time_delta)?;
    *time = time.wrapping_add(delta);
    if c.t.is_enabled() {
        c.t.add_generated(fs.time, Value::U(*time & 0xffff_ffff));
    }
    if bits & UC_MSEC_DEBUG != 0 {
        uint(c, fs.msec)?;
    }
    for (i, f) in fs.angle.iter().enumerate() {
        if bits & (1 << i) != 0 {
            if bits & UC_ABSANG != 0 {
                c.i16(*f)?;
            } else {
                c.i8(*f)?;
            }
        }
    }
    for (bit, f) in [
        (UC_FORWARD, fs.mv[0]),
        (UC_RIGHT, fs.mv[1]),
        (UC_UP, fs.mv[2]),
    ] {
        if bits & bit != 0 {
            let s = c.pos();
            let v = if bits & UC_BIGMOVES != 0 {
                read_int(&mut c.r)?
            } else {
                c.r.i8()? as i64 * 5
            };
            c.add_since(f, s, Value::I(v));
        }
    }
    for (bit, f) in [
        (UC_BUTTONS, fs.buttons),
        (UC_IMPULSE, fs.impulse),
        (UC_WEAPON, fs.weapon),
    ] {
        if bits & bit != 0 {
            uint(c, f)?;
        }
    }
    if bits & UC_CURSORFLDS != 0 {
        cursor(c, fs)?;
    }
    if bits & UC_LIGHTLEV != 0 {
        uint(c, fs.lightlevel)?;
    }
    for (bit, dev) in UC_VR {
        if bits & bit != 0 {
            vr_device(c, fs, dev)?;
        }
    }
    c.t.close(c.pos());
    Ok(true)
}

/// The prydon cursor: screen position, trace start and impact, the entity under it (as
/// clcfte_prydoncursor and UC_CURSORFLDS carry it).
pub fn cursor(c: &mut Cursor, fs: &FteInputFields) -> R<()> {
    for f in fs.cursor_screen {
        let s = c.pos();
        let v = c.r.i16()? as f64 / 32767.0;
        c.add_since(f, s, Value::F(v));
    }
    for f in fs.cursor_start.into_iter().chain(fs.cursor_impact) {
        c.f32(f)?;
    }
    // MSG_WriteEntity: a short; bit 15 set adds a low byte
    let s = c.pos();
    let w = c.r.u16()? as u32;
    let e = if w & 0x8000 != 0 {
        (w & 0x7fff) << 8 | c.r.u8()? as u32
    } else {
        w
    };
    c.add_since(fs.cursor_entity, s, Value::U(e as u64));
    Ok(())
}

fn vr_device(c: &mut Cursor, fs: &FteInputFields, dev: u64) -> R<()> {
    let s = c.pos();
    c.t.open(fs.vr, s, Value::U(dev));
    let bits = read_uint(&mut c.r)?;
    c.flags(fs.vr_bits, s, bits, fs.vr_bit_fields);
    if bits & 0x1 != 0 {
        uint(c, fs.vr_status)?;
    }
    for (bit, group) in [(0x2, fs.vr_angle), (0x4, fs.vr_avelocity)] {
        if bits & bit != 0 {
            for f in group {
                c.i16(f)?;
            }
        }
    }
    for (bit, group) in [(0x8, fs.vr_origin), (0x10, fs.vr_velocity)] {
        if bits & bit != 0 {
            for f in group {
                c.f32(f)?;
            }
        }
    }
    if bits & 0x20 != 0 {
        uint(c, fs.vr_weapon)?;
    }
    c.t.close(c.pos());
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variable_length_integers_as_fteqw_writes_them() {
        // MSG_WriteUInt64: 0x7f fits one byte; 0x80 takes 10xxxxxx + 1 byte; 300 = 0x12c
        for (bytes, v) in [
            (&[0x05][..], 5u64),
            (&[0x7f], 127),
            (&[0x80, 0x80], 128),
            (&[0x81, 0x2c], 300),
            (&[0xc1, 0x00, 0x00], 0x1_0000),
            (&[0xff, 0, 0, 0, 0, 0, 0, 0, 0x2a], 42),
        ] {
            assert_eq!(read_uint(&mut Reader::new(bytes)).unwrap(), v, "{bytes:x?}");
        }
        // MSG_WriteInt64: -1 → 1, 1 → 2, -320 → 639
        assert_eq!(read_int(&mut Reader::new(&[0x01])).unwrap(), -1);
        assert_eq!(read_int(&mut Reader::new(&[0x02])).unwrap(), 1);
        assert_eq!(read_int(&mut Reader::new(&[0x82, 0x7f])).unwrap(), -320);
    }
}
