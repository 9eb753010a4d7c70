//! Quake II family: protocol 34, its R1Q2 (35) and Q2PRO (36) dialects, and the rerelease's
//! 2023 protocol (2022 in its demos).
//!
//! The dialect is tracked per conversation ([`state::Proto`]): from the `challenge` offer, the
//! `connect` line the client sends, `client_connect` and `svc_serverdata`. Every table that
//! differs between dialects (svc/clc numbers, entity and player-state layouts) is selected
//! through it; the rerelease's own layouts live in the `rr_*` modules.

pub mod chktbl;
pub mod clc;
pub mod entity;
pub mod heading;
pub mod kex;
pub mod netchan;
pub mod oob;
pub mod player;
pub mod rr_entity;
pub mod rr_player;
pub mod rr_svc;
pub mod session;
pub mod state;
pub mod svc;
pub mod tent;

pub use crate::codec::nq::Summary;
pub use netchan::looks_like;
pub use session::{Record, Session};
pub use state::{Dialect, Proto, Q2State};

use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::Field;

pub const Q2_PORT: u16 = 27910;

/// Reads a coordinate (s16, 1/8 unit) as a leaf.
pub(crate) fn coord(c: &mut Cursor, f: Field) -> R<f32> {
    let s = c.pos();
    let v = c.r.i16()? as f32 / 8.0;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

/// Three coordinates.
pub(crate) fn pos(c: &mut Cursor, fs: [Field; 3]) -> R<[f32; 3]> {
    Ok([coord(c, fs[0])?, coord(c, fs[1])?, coord(c, fs[2])?])
}

/// A byte angle (s8 × 360/256).
pub(crate) fn angle8(c: &mut Cursor, f: Field) -> R<f32> {
    let s = c.pos();
    let v = c.r.i8()? as f32 * (360.0 / 256.0);
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

/// A short angle (s16 × 360/65536).
pub(crate) fn angle16(c: &mut Cursor, f: Field) -> R<f32> {
    let s = c.pos();
    let v = c.r.i16()? as f32 * (360.0 / 65536.0);
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

/// An s8 scaled by 1/4 (view offset, kick angles, gun offset/angles).
pub(crate) fn quarter(c: &mut Cursor, f: Field) -> R<f32> {
    let s = c.pos();
    let v = c.r.i8()? as f32 * 0.25;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod tests_rr;
