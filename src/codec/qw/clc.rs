//! Client → server messages, the delta usercmd and the clc_move checksum.

use super::chktbl::CHKTBL_HEAD;
use super::state::QwState;
use crate::codec::fte;
use crate::codec::nq::Summary;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::qw::*;
use crate::fields::qw_fte::FIELDS as FTE;
use crate::fields::qw_fte_input::FIELDS as INPUT;
use crate::fields::Field;

const CM_BITS: &[Field] = &[
    QwCmAngle1,
    QwCmAngle3,
    QwCmForward,
    QwCmSide,
    QwCmUp,
    QwCmButtons,
    QwCmImpulse,
    QwCmAngle2,
];

pub fn client_messages(
    buf: &[u8],
    start: usize,
    st: &mut QwState,
    t: &mut Tree,
    sum: &mut Summary,
    seq: u32,
) {
    let mut moves = 0;
    super::messages(
        buf,
        start,
        t,
        sum,
        QwClc,
        ("clc_unknown", CLC_NAMES),
        |c, cmd, sum| body(c, cmd, st, seq, sum, &mut moves),
    );
}

/// `moves`: the clc_moves read so far in this datagram (with FTE's split screen, each further
/// one is the next seat's and carries only its three usercmds: sv_user.c reads the checksum and
/// loss of the first seat only).
pub(crate) fn body(
    c: &mut Cursor,
    cmd: u8,
    st: &mut QwState,
    seq: u32,
    sum: &mut Summary,
    moves: &mut u32,
) -> R<bool> {
    let ext = st.ext;
    // without a captured handshake or svc_serverdata the extension words are inferred, and the
    // bits that only add client messages are invisible to that inference: FTE's client messages
    // (numbers no other QuakeWorld dialect uses) are then read as fteqw's server reads them
    let unsure = !matches!(st.origin, super::state::Origin::Negotiated { .. });
    let has = |on: bool| on || unsure;
    match cmd {
        1 => {}
        // split screen (fteqw's sv_user.c): each seat's clc_move follows the first one, without
        // the checksum and loss bytes (only the first seat's move is checksummed)
        3 if *moves > 0 && has(ext.pext & fte::PEXT_SPLITSCREEN != 0) => {
            let seat = *moves;
            *moves += 1;
            c.t.add_generated(QwMoveSeat, Value::U(seat as u64));
            c.t.label(|| format!(" clc_move (seat {seat})"));
            for _ in 0..3 {
                usercmd(c)?;
            }
        }
        3 => {
            *moves += 1;
            let cs = c.pos();
            let sum = c.u8(QwMoveChecksum)?;
            let body_start = c.pos();
            c.u8(QwMoveLoss)?;
            for _ in 0..3 {
                usercmd(c)?;
            }
            let covered = &c.r.buf()[body_start..c.pos()];
            let want = checksum(covered, seq);
            let good = want == sum;
            if c.t.is_enabled() {
                c.t.add_generated(QwMoveChecksumGood, Value::U(good as u64));
            }
            if !good {
                c.t.expert(
                    Expert::BadChecksum,
                    cs,
                    1,
                    format!(
                        "clc_move checksum 0x{sum:02x}, expected 0x{want:02x} for sequence {seq}"
                    ),
                );
            }
        }
        4 => {
            let s = c.pos();
            let text = c.string(QwStringcmd)?;
            c.t.label(|| format!(" \"{}\"", text.trim_end()));
            sum.command(&text);
            if let Some(rest) = text.strip_prefix("pext") {
                pext_reply(c, st, rest, s);
            }
        }
        5 => {
            c.u8(QwDeltaSeq)?;
        }
        6 => {
            super::origin(c, &st.ext)?;
        }
        7 => {
            let n = c.i16(QwUploadSize)?;
            c.u8(QwUploadPercent)?;
            if n > 0 {
                let s = c.pos();
                c.r.take(n as usize)?;
                c.add_since(QwUploadData, s, Value::None);
            }
        }
        50 => {
            c.i32(QwAckframe)?;
        }
        // the prydon cursor after a clc_move (PEXT2_PRYDONCURSOR)
        82 if has(ext.pext2 & fte::PEXT2_PRYDONCURSOR != 0) => fte::input::cursor(c, &INPUT)?,
        // voice from the microphone (cl_voip_send): codec << 4 | generation, sequence, sized data
        83 if has(ext.pext2 & fte::PEXT2_VOICECHAT != 0) => {
            c.u8(QwVoiceGen)?;
            c.u8(QwVoiceSeq)?;
            let n = c.u16(QwSized)? as usize;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(QwVoiceData, s, Value::None);
        }
        85 if has(ext.pext2 & fte::PEXT2_VRINPUTS != 0) => {
            return fte::input::vr_move(c, &INPUT, false);
        }
        // a console command for another split-screen seat
        86 if has(ext.pext & fte::PEXT_SPLITSCREEN != 0) => {
            let seat = c.u8(QwStringcmdSeat)?;
            let text = c.string(QwStringcmd)?;
            c.t.label(|| format!(" clc_fte_stringcmd_seat {seat} \"{}\"", text.trim_end()));
            sum.command(&text);
        }
        _ => {
            let what = format!("unknown clc {cmd} for protocol 28");
            c.t.expert(Expert::UnknownCommand, c.pos() - 1, 1, what);
            return Ok(false);
        }
    }
    Ok(true)
}

/// `pext <key> <value> …`: the client's answer to the server's `cmd pext`.
fn pext_reply(c: &mut Cursor, st: &mut QwState, rest: &str, _s: usize) {
    let words: Vec<u32> = rest
        .split_whitespace()
        .filter_map(|w| u32::from_str_radix(w.trim_start_matches("0x"), 16).ok())
        .collect();
    let mut ext = fte::Ext::default();
    for p in words.chunks(2) {
        if let [k, v] = p {
            ext.set(*k, *v);
        }
    }
    if !ext.is_empty() && c.t.is_enabled() {
        // the offer as generated bit fields (the text itself is the stringcmd)
        for (key, v) in [
            (fte::FTEX, ext.pext),
            (fte::FTE2, ext.pext2),
            (fte::MVD1, ext.ez),
        ] {
            if v != 0 {
                let p = c.pos();
                c.t.open_generated(FTE.ext);
                c.t.add_generated(FTE.ext_key, Value::U(key as u64));
                fte::add_value(c, &FTE, key, v, p, 0);
                c.t.close(p);
            }
        }
    }
    st.offered = ext;
}

/// A delta-compressed usercmd (from the zero command: QW deltas each from the previous one, but
/// the wire fields only say what changed).
#[inline]
pub fn usercmd(c: &mut Cursor) -> R<()> {
    if !c.t.is_enabled() {
        // no tree: nothing of it is kept, so it is stepped over whole when it is all there (a
        // cut one is read field by field, for the same truncation)
        if let Some(bits) = c.r.peek_u8() {
            let n = usercmd_len(bits);
            if c.r.remaining() >= n {
                c.r.take(n)?;
                return Ok(());
            }
        }
    }
    read_usercmd(c)
}

fn read_usercmd(c: &mut Cursor) -> R<()> {
    let s = c.pos();
    c.t.open(QwCmd, s, Value::None);
    let bs = c.pos();
    let bits = c.r.u8()?;
    c.flags(QwCmdBits, bs, bits as u64, CM_BITS);
    let ang = |c: &mut Cursor, f: Field| -> R<()> {
        let s = c.pos();
        let v = c.r.i16()? as f64 * 360.0 / 65536.0;
        c.add_since(f, s, Value::F(v));
        Ok(())
    };
    if bits & 0x01 != 0 {
        ang(c, QwCmdPitch)?;
    }
    if bits & 0x80 != 0 {
        ang(c, QwCmdYaw)?;
    }
    if bits & 0x02 != 0 {
        ang(c, QwCmdRoll)?;
    }
    if bits & 0x04 != 0 {
        c.i16(QwCmdForward)?;
    }
    if bits & 0x08 != 0 {
        c.i16(QwCmdSide)?;
    }
    if bits & 0x10 != 0 {
        c.i16(QwCmdUp)?;
    }
    if bits & 0x20 != 0 {
        c.u8(QwCmdButtons)?;
    }
    if bits & 0x40 != 0 {
        c.u8(QwCmdImpulse)?;
    }
    c.u8(QwCmdMsec)?;
    c.t.close(c.pos());
    Ok(())
}

/// Bytes of a usercmd whose bits byte is `bits`: the byte, a short for each angle and move,
/// a byte for the buttons and the impulse, and the msec byte.
pub(crate) fn usercmd_len(bits: u8) -> usize {
    USERCMD_LEN[bits as usize] as usize
}

const USERCMD_LEN: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = 2 + 2 * (b as u8 & 0x9f).count_ones() as u8 + (b as u8 & 0x60).count_ones() as u8;
        b += 1;
    }
    t
};

fn chk(i: usize) -> u8 {
    CHKTBL_HEAD.get(i).copied().unwrap_or(0)
}

/// COM_BlockSequenceCRCByte: CRC-16/CCITT (init 0xFFFF) over up to 60 bytes and 4 table-mixed
/// sequence bytes; the low byte is the checksum.
pub fn checksum(data: &[u8], seq: u32) -> u8 {
    let k = (seq % 1020) as usize;
    let n = data.len().min(60);
    let mut buf = [0u8; 64];
    buf[..n].copy_from_slice(&data[..n]);
    buf[n] = (seq & 0xff) as u8 ^ chk(k);
    buf[n + 1] = chk(k + 1);
    buf[n + 2] = ((seq >> 8) & 0xff) as u8 ^ chk(k + 2);
    buf[n + 3] = chk(k + 3);
    (crate::codec::crc::crc16(&buf[..n + 4]) & 0xff) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::tree::Tree;

    /// Without a tree a usercmd is stepped over by its length: the same bytes as reading it
    /// field by field, for every bits byte, whole or cut.
    #[test]
    fn a_usercmd_is_stepped_over_as_it_is_read() {
        for bits in 0..=255u8 {
            let mut buf = vec![bits];
            buf.extend(1..=20u8);
            let read = |buf: &[u8], mut t: Tree| {
                let mut c = Cursor::new(buf, 0, &mut t);
                let r = usercmd(&mut c);
                (r, c.pos())
            };
            let whole = read(&buf, Tree::new());
            assert!(whole.0.is_ok());
            assert_eq!(whole.1, usercmd_len(bits), "bits {bits:#04x}");
            assert_eq!(read(&buf, Tree::disabled()), whole);
            let cut = &buf[..whole.1 - 1];
            assert_eq!(read(cut, Tree::disabled()), read(cut, Tree::new()));
        }
    }
}
