//! Client → server messages: clc_move (checksum verified), userinfo, stringcmd, and the R1Q2 /
//! Q2PRO additions (settings, bit-packed batched moves, userinfo deltas).

use super::chktbl::CHKTBL;
use super::oob::info_string;
use super::state::{Dialect, Q2State};
use super::Summary;
use crate::codec::nq::end_message;
use crate::codec::reader::{Cursor, Truncated, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::{val_name, Field};

/// What the heuristic wants to know about a client stream.
#[derive(Debug, Default)]
pub struct Probe {
    pub checksum_ok: Option<bool>,
    pub clean: bool,
}

const CM_BITS: [Field; 8] = [
    Q2CmdBAngle1,
    Q2CmdBAngle2,
    Q2CmdBAngle3,
    Q2CmdBForward,
    Q2CmdBSide,
    Q2CmdBUp,
    Q2CmdBButtons,
    Q2CmdBImpulse,
];
const BUTTON_BITS: [Field; 8] = [
    Q2CmdBtnAttack,
    Q2CmdBtnUse,
    Q2CmdBtnForward,
    Q2CmdBtnSide,
    Q2CmdBtnUp,
    Q2CmdBtnAngle1,
    Q2CmdBtnAngle2,
    Q2CmdBtnAny,
];
const ANGLES: [Field; 3] = [Q2CmdPitch, Q2CmdYaw, Q2CmdRoll];

/// COM_BlockSequenceCRCByte: the clc_move checksum over (at most 60 of) `data`.
pub fn block_sequence_crc_byte(data: &[u8], sequence: u32) -> u8 {
    let n = data.len().min(60);
    let mut buf = [0u8; 64];
    buf[..n].copy_from_slice(&data[..n]);
    let k = (sequence % (CHKTBL.len() as u32 - 4)) as usize;
    buf[n..n + 4].copy_from_slice(&CHKTBL[k..k + 4]);
    let chk = &buf[..n + 4];
    let crc = crate::codec::crc::crc16(chk);
    let sum: u32 = chk.iter().map(|&b| b as u32).sum();
    ((crc as u32 ^ sum) & 0xff) as u8
}

fn legal(cmd: u8, d: Dialect) -> Result<(), Expert> {
    match cmd {
        1..=4 => Ok(()),
        _ if d == Dialect::Rerelease => Err(Expert::UnknownCommand),
        5 if d.enhanced() => Ok(()),
        10..=12 if d.q2pro_family() => Ok(()),
        5 | 10..=12 => Err(Expert::IllegalCommand),
        _ => Err(Expert::UnknownCommand),
    }
}

pub fn client_messages(
    buf: &[u8],
    start: usize,
    st: &Q2State,
    seq: u32,
    probe: &mut Probe,
    t: &mut Tree,
    sum: &mut Summary,
) {
    probe.clean = true;
    let mut c = Cursor::new(buf, start, t);
    let d = st.proto.dialect;
    while !c.r.is_empty() {
        let ms = c.pos();
        let raw = c.r.peek_u8().unwrap_or(0);
        let cmd = if d == Dialect::Q2pro && matches!(raw & 0x1f, 10 | 11) {
            raw & 0x1f
        } else {
            raw
        };
        c.t.open(Q2Msg, ms, Value::None);
        let name = val_name(CLC_NAMES, cmd as u32).unwrap_or("clc_unknown");
        c.t.label(|| format!(" {name}"));
        sum.push(name);
        if raw != cmd {
            c.t.add(Q2Clc, ms, 1, Value::U(cmd as u64));
            c.t.add(Q2ClcDups, ms, 1, Value::U(raw as u64));
            c.r.pos += 1;
        } else {
            c.u8(Q2Clc).ok();
        }
        let res = match legal(cmd, d) {
            Ok(()) => body(&mut c, cmd, raw >> 5, st, seq, probe, sum),
            Err(e) => {
                let what = if e == Expert::IllegalCommand {
                    format!("{name} ({cmd}) is not valid in protocol {}", d.number())
                } else {
                    format!("unknown clc {raw}")
                };
                c.t.expert(e, ms, 1, what);
                Ok(false)
            }
        };
        if matches!(res, Ok(false)) {
            probe.clean = false;
        }
        if !end_message(&mut c, res, ms, sum) {
            probe.clean = false;
            break;
        }
    }
}

fn body(
    c: &mut Cursor,
    cmd: u8,
    dups: u8,
    st: &Q2State,
    seq: u32,
    probe: &mut Probe,
    sum: &mut Summary,
) -> R<bool> {
    match cmd {
        1 => {}
        2 if st.proto.rerelease() => move_rr(c, st, seq, probe, sum)?,
        2 => move_classic(c, st, seq, probe, sum)?,
        3 => {
            let s = c.pos();
            // (read again from the buffer for a tree: not converted here)
            c.r.raw_string()?;
            info_string(c.t, c.r.buf(), s, c.pos(), Q2Userinfo);
        }
        4 => {
            if st.proto.rerelease() {
                // the split-screen seat, 1-based, before the command
                c.u8(Q2Seat)?;
            }
            if c.t.is_enabled() || !sum.is_quiet() {
                let s = c.string(Q2StringCmd)?;
                c.t.label(|| format!(" clc_stringcmd \"{}\"", s.trim()));
                sum.command(&s);
            } else {
                // (nobody reads the text: stepped over, not converted)
                c.text(Q2StringCmd)?;
            }
        }
        5 => {
            let s = c.pos();
            let v = c.r.i16()?;
            c.add_since(Q2SettingIndex, s, Value::I(v as i64));
            let s = c.pos();
            let v = c.r.i16()?;
            c.add_since(Q2SettingValue, s, Value::I(v as i64));
        }
        10 | 11 => move_batched(c, cmd, dups, st.proto.dialect, sum)?,
        12 => {
            c.text(Q2InfoKey)?;
            c.text(Q2InfoValue)?;
        }
        _ => return Ok(false),
    }
    Ok(true)
}

fn move_classic(
    c: &mut Cursor,
    st: &Q2State,
    seq: u32,
    probe: &mut Probe,
    sum: &mut Summary,
) -> R<()> {
    let d = st.proto.dialect;
    let checksum = if d == Dialect::V34 {
        Some((c.pos(), c.u8(Q2MoveChecksum)?))
    } else {
        None
    };
    let body_start = c.pos();
    let lastframe = c.i32(Q2MoveLastFrame)?;
    let hacked = d == Dialect::R1q2 && st.proto.minor >= 1904;
    for slot in 0..3u8 {
        usercmd(c, slot, hacked)?;
    }
    sum.note(|| format!("lastframe {lastframe}"));
    if let Some((at, sent)) = checksum {
        verify(c, at, sent, body_start, seq, probe);
    }
    Ok(())
}

/// Checks a clc_move checksum byte `sent` (at `at`) against the bytes from `body_start` to here.
fn verify(c: &mut Cursor, at: usize, sent: u8, body_start: usize, seq: u32, probe: &mut Probe) {
    let calc = block_sequence_crc_byte(&c.r.buf()[body_start..c.pos()], seq);
    let ok = calc == sent;
    probe.checksum_ok = Some(ok);
    if c.t.is_enabled() {
        c.t.add_generated(Q2MoveChecksumCalc, Value::U(calc as u64));
        c.t.add_generated(Q2MoveChecksumOk, Value::U(ok as u64));
    }
    if !ok {
        c.t.expert(
            Expert::BadChecksum,
            at,
            1,
            format!("clc_move checksum 0x{sent:02x}, computed 0x{calc:02x} for sequence {seq}"),
        );
    }
}

/// 2023 clc_move (FTE's writer and reader; the seed document does not describe it): the last
/// frame once, then per split-screen seat a checksum byte and three usercmds. The checksum
/// covers that seat's usercmds only.
fn move_rr(c: &mut Cursor, st: &Q2State, seq: u32, probe: &mut Probe, sum: &mut Summary) -> R<()> {
    let lastframe = c.i32(Q2MoveLastFrame)?;
    sum.note(|| format!("lastframe {lastframe}"));
    for seat in 0..st.seats.max(1) {
        if st.seats > 1 && c.t.is_enabled() {
            c.t.add_generated(Q2Seat, Value::U(seat as u64 + 1));
        }
        let at = c.pos();
        let sent = c.u8(Q2MoveChecksum)?;
        let body_start = c.pos();
        for slot in 0..3u8 {
            usercmd_rr(c, slot)?;
        }
        verify(c, at, sent, body_start, seq, probe);
    }
    Ok(())
}

const BUTTON_BITS_RR: [Field; 7] = [
    Q2CmdBtnAttack,
    Q2CmdBtnUse,
    Q2CmdBtnHolster,
    Q2CmdBtnJump,
    Q2CmdBtnCrouch,
    Q2CmdBtnUnused,
    Q2CmdBtnAny,
];

/// A 2023 usercmd: float angles and moves, no upmove (jump/crouch are buttons), msec, no light
/// level. FTE's reader takes CM_IMPULSE as a 32-bit sequence; its writer never sets it.
fn usercmd_rr(c: &mut Cursor, slot: u8) -> R<()> {
    let s = c.pos();
    c.t.open(Q2Cmd, s, Value::None);
    c.t.label(|| format!(" ({})", CMD_SLOTS[slot as usize].1));
    if c.t.is_enabled() {
        c.t.add_generated(Q2CmdSlot, Value::U(slot as u64));
    }
    let bs = c.pos();
    let bits = c.r.u8()?;
    c.flags(Q2CmdBits, bs, bits as u64, &CM_BITS);
    for (i, f) in ANGLES.into_iter().enumerate() {
        if bits & (1 << i) != 0 {
            c.f32(f)?;
        }
    }
    if bits & 0x08 != 0 {
        c.f32(Q2CmdForwardF)?;
    }
    if bits & 0x10 != 0 {
        c.f32(Q2CmdSideF)?;
    }
    if bits & 0x20 != 0 {
        // FTE's reader only logs "unexpected" and reads nothing
        let at = c.pos();
        c.t.expert(
            Expert::Inconsistent,
            at,
            0,
            "CM_UP set: 2023 usercmds carry no upmove (read nothing, as FTE does)",
        );
    }
    if bits & 0x40 != 0 {
        let s = c.pos();
        let b = c.r.u8()?;
        c.flags(Q2CmdButtons, s, b as u64, &BUTTON_BITS_RR);
    }
    if bits & 0x80 != 0 {
        c.i32(Q2CmdSequence)?;
    }
    c.u8(Q2CmdMsec)?;
    c.t.close(c.pos());
    Ok(())
}

fn usercmd(c: &mut Cursor, slot: u8, hacked: bool) -> R<()> {
    let s = c.pos();
    c.t.open(Q2Cmd, s, Value::None);
    c.t.label(|| format!(" ({})", CMD_SLOTS[slot as usize].1));
    if c.t.is_enabled() {
        c.t.add_generated(Q2CmdSlot, Value::U(slot as u64));
    }
    let bs = c.pos();
    let bits = c.r.u8()?;
    c.flags(Q2CmdBits, bs, bits as u64, &CM_BITS);
    let short_angle = |c: &mut Cursor, f: Field, scale: Option<i32>| -> R<()> {
        let s = c.pos();
        let v = match scale {
            Some(k) => c.r.i8()? as i32 * k,
            None => c.r.i16()? as i32,
        };
        c.add_since(f, s, Value::F(v as f64 * 360.0 / 65536.0));
        Ok(())
    };
    let mv = |c: &mut Cursor, f: Field, byte: bool| -> R<()> {
        let s = c.pos();
        let v = if byte {
            c.r.i8()? as i64 * 5
        } else {
            c.r.i16()? as i64
        };
        c.add_since(f, s, Value::I(v));
        Ok(())
    };
    let mut buttons = 0u8;
    if hacked && bits & 0x40 != 0 {
        let s = c.pos();
        buttons = c.r.u8()?;
        c.flags(Q2CmdButtons, s, buttons as u64, &BUTTON_BITS);
    }
    let hb = |b: u8| hacked && buttons & b != 0;
    if bits & 0x01 != 0 {
        short_angle(c, ANGLES[0], hb(0x20).then_some(64))?;
    }
    if bits & 0x02 != 0 {
        short_angle(c, ANGLES[1], hb(0x40).then_some(256))?;
    }
    if bits & 0x04 != 0 {
        short_angle(c, ANGLES[2], None)?;
    }
    if bits & 0x08 != 0 {
        mv(c, Q2CmdForward, hb(0x04))?;
    }
    if bits & 0x10 != 0 {
        mv(c, Q2CmdSide, hb(0x08))?;
    }
    if bits & 0x20 != 0 {
        mv(c, Q2CmdUp, hb(0x10))?;
    }
    if !hacked && bits & 0x40 != 0 {
        let s = c.pos();
        let b = c.r.u8()?;
        c.flags(Q2CmdButtons, s, b as u64, &BUTTON_BITS);
    }
    if bits & 0x80 != 0 {
        c.u8(Q2CmdImpulse)?;
    }
    c.u8(Q2CmdMsec)?;
    c.u8(Q2CmdLight)?;
    c.t.close(c.pos());
    Ok(())
}

/// LSB-first bit reader over the message (q2pro's MSG_ReadBits).
struct Bits {
    acc: u32,
    left: u32,
}

impl Bits {
    /// Reads `n` bits (signed when `signed`); returns the value and the first byte it touched.
    fn read(&mut self, c: &mut Cursor, n: u32, signed: bool) -> R<(i32, usize)> {
        let first = if self.left > 0 { c.pos() - 1 } else { c.pos() };
        while n > self.left {
            let b = c.r.u8().map_err(|_| Truncated { at: c.pos() })?;
            self.acc |= (b as u32) << self.left;
            self.left += 8;
        }
        let v = self.acc & ((1u32 << n) - 1);
        self.acc = if n >= 32 { 0 } else { self.acc >> n };
        self.left -= n;
        let v = if signed {
            ((v << (32 - n)) as i32) >> (32 - n)
        } else {
            v as i32
        };
        Ok((v, first))
    }
    fn leaf(
        &mut self,
        c: &mut Cursor,
        f: Field,
        n: u32,
        signed: bool,
        show: impl Fn(i32) -> Value,
    ) -> R<i32> {
        let (v, first) = self.read(c, n, signed)?;
        c.t.add(f, first, c.pos() - first, show(v));
        Ok(v)
    }
}

/// Q2PRO's bit-packed moves. Q2rePRO: the frame count is a byte after the last frame, no
/// CM_UP (its server rejects one), and the buttons are a whole byte (the rerelease's).
fn move_batched(c: &mut Cursor, cmd: u8, dups: u8, d: Dialect, sum: &mut Summary) -> R<()> {
    let repro = d == Dialect::Q2repro;
    if cmd == 11 {
        let lf = c.i32(Q2MoveLastFrame)?;
        sum.note(|| format!("lastframe {lf}"));
    } else if c.t.is_enabled() {
        c.t.add_generated(Q2MoveLastFrame, Value::I(-1));
    }
    let dups = if repro { c.u8(Q2MoveDups)? } else { dups };
    c.u8(Q2MoveLightLevel)?;
    let mut b = Bits { acc: 0, left: 0 };
    let int = |v: i32| Value::I(v as i64);
    let deg = |v: i32| Value::F(v as f64 * 360.0 / 65536.0);
    for _frame in 0..=dups.min(3) {
        let n = b.leaf(c, Q2MoveNumCmds, 5, false, |v| Value::U(v as u64))?;
        for _ in 0..n {
            let (changed, first) = b.read(c, 1, false)?;
            c.t.open(Q2Cmd, first, Value::None);
            c.t.add(
                Q2CmdChanged,
                first,
                c.pos() - first,
                Value::U(changed as u64),
            );
            if changed != 0 {
                let (bits, first) = b.read(c, 8, false)?;
                let len = c.pos() - first;
                c.t.open(Q2CmdBits, first, Value::U(bits as u64));
                for f in CM_BITS {
                    c.t.add(f, first, len, Value::U(bits as u64));
                }
                c.t.close(first + len);
                for (i, bit) in [0x01, 0x02].into_iter().enumerate() {
                    if bits & bit != 0 {
                        let (rel, _) = b.read(c, 1, false)?;
                        if rel != 0 {
                            b.leaf(c, ANGLES[i], 8, true, deg)?;
                        } else {
                            b.leaf(c, ANGLES[i], 16, true, deg)?;
                        }
                    }
                }
                if bits & 0x04 != 0 {
                    b.leaf(c, ANGLES[2], 16, true, deg)?;
                }
                for (bit, f) in [(0x08, Q2CmdForward), (0x10, Q2CmdSide), (0x20, Q2CmdUp)] {
                    if bits & bit != 0 {
                        if repro && bit == 0x20 {
                            // q2proto's server fails the move here; so does the reading
                            let at = c.pos();
                            c.t.expert(
                                Expert::Inconsistent,
                                at,
                                0,
                                "CM_UP set: Q2rePRO moves carry no upmove",
                            );
                            return Err(Truncated { at });
                        }
                        b.leaf(c, f, 10, true, int)?;
                    }
                }
                if bits & 0x40 != 0 && repro {
                    let (v, first) = b.read(c, 8, false)?;
                    let len = c.pos() - first;
                    c.t.open(Q2CmdButtons, first, Value::U(v as u64));
                    for f in BUTTON_BITS_RR {
                        c.t.add(f, first, len, Value::U(v as u64));
                    }
                    c.t.close(first + len);
                } else if bits & 0x40 != 0 {
                    b.leaf(c, Q2CmdButtons, 3, false, |v| {
                        Value::U(((v & 3) | ((v & 4) << 5)) as u64)
                    })?;
                }
                if bits & 0x80 != 0 {
                    b.leaf(c, Q2CmdMsec, 8, false, |v| Value::U(v as u64))?;
                }
            }
            c.t.close(c.pos());
        }
    }
    Ok(())
}
