//! QuakeWorld protocol 28, with FTE's and ezQuake's extensions.

mod chktbl;
pub mod clc;
pub mod entity;
pub mod infer;
pub(crate) mod netchan;
pub mod oob;
pub mod session;
pub mod state;
pub mod svc;
#[cfg(test)]
mod tests;

pub use session::{looks_like, Session};

use crate::codec::fte::Ext;
use crate::codec::nq::wire::{Angle, Coord};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::qw::*;
use crate::fields::Field;

/// The message loop both directions share: a command byte, then its body. `body` returns
/// `Ok(false)` when the rest of the buffer cannot be framed (it reports why).
pub(crate) fn messages(
    buf: &[u8],
    start: usize,
    t: &mut crate::codec::tree::Tree,
    sum: &mut crate::codec::nq::Summary,
    cmd_field: Field,
    (unknown, names): (&'static str, &[(u32, &'static str)]),
    mut body: impl FnMut(&mut Cursor, u8, &mut crate::codec::nq::Summary) -> R<bool>,
) {
    let mut c = Cursor::new(buf, start, t);
    while !c.r.is_empty() {
        let ms = c.pos();
        let cmd = c.r.peek_u8().unwrap_or(0);
        c.t.open(QwMsg, ms, Value::None);
        // the name serves only a label and the Info text (a table scan per message)
        if c.t.has_labels() || !sum.is_quiet() {
            let name = crate::fields::val_name(names, cmd as u32).unwrap_or(unknown);
            c.t.label_parts(&[" ", name]);
            sum.push(name);
        }
        c.u8(cmd_field).ok();
        let res = body(&mut c, cmd, sum);
        if !crate::codec::nq::end_message(&mut c, res, ms, sum) {
            break;
        }
    }
}

/// Coordinate and angle sizes in force.
pub fn coord_kind(ext: &Ext) -> Coord {
    if ext.float_coords() {
        Coord::Float
    } else {
        Coord::Fixed13_3
    }
}
pub fn angle_kind(ext: &Ext) -> Angle {
    if ext.float_coords() {
        Angle::Short
    } else {
        Angle::Byte
    }
}

pub fn coord(c: &mut Cursor, ext: &Ext, f: Field) -> R<f32> {
    let s = c.pos();
    let v = crate::codec::nq::wire::read_coord(&mut c.r, coord_kind(ext))?;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}
pub fn angle(c: &mut Cursor, ext: &Ext, f: Field) -> R<f32> {
    let s = c.pos();
    let v = crate::codec::nq::wire::read_angle(&mut c.r, angle_kind(ext))?;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}
pub fn origin(c: &mut Cursor, ext: &Ext) -> R<[f32; 3]> {
    Ok([
        coord(c, ext, QwOriginX)?,
        coord(c, ext, QwOriginY)?,
        coord(c, ext, QwOriginZ)?,
    ])
}
pub fn angles(c: &mut Cursor, ext: &Ext) -> R<[f32; 3]> {
    Ok([
        angle(c, ext, QwAnglePitch)?,
        angle(c, ext, QwAngleYaw)?,
        angle(c, ext, QwAngleRoll)?,
    ])
}

/// An info string (`\key\value…`) as key/value children under `parent`, spanning `start..`.
pub fn info_pairs(t: &mut crate::codec::tree::Tree, text: &[u8], start: usize) {
    info_pairs_until(t, text, start, start + text.len());
}

/// The same, the last item spanning up to `end` (the string's terminator).
pub fn info_pairs_until(t: &mut crate::codec::tree::Tree, text: &[u8], start: usize, end: usize) {
    if !t.is_enabled() {
        // items only: nothing of them is kept
        return;
    }
    let mut i = 0;
    let mut key = true;
    while i < text.len() {
        let s = i;
        if text[i] == b'\\' {
            i += 1;
        }
        while i < text.len() && text[i] != b'\\' {
            i += 1;
        }
        let body = &text[s..i];
        let body = body.strip_prefix(b"\\").unwrap_or(body);
        let v = Value::Str(crate::codec::reader::quake_text(body));
        let len = if i == text.len() {
            end - (start + s)
        } else {
            i - s
        };
        t.add(if key { QwInfoKey } else { QwInfoValue }, start + s, len, v);
        key = !key;
    }
}
