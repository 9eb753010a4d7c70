//! Quake II family: protocol 34, its R1Q2 (35) and Q2PRO (36) dialects, and the rerelease's
//! 2023 protocol (2022 in its demos).
//!
//! The dialect is tracked per conversation ([`state::Proto`]): from the `challenge` offer, the
//! `connect` line the client sends, `client_connect` and `svc_serverdata`. Every table that
//! differs between dialects is data: the svc table in [`svc`] and the encodings in [`wire`], read
//! by one reader per message.

pub mod added;
pub mod chktbl;
pub mod clc;
pub mod ctx;
pub mod entity;
pub mod frame;
pub mod heading;
pub mod inflate;
pub mod kex;
pub mod netchan;
pub mod oob;
pub mod player;
pub mod session;
pub mod state;
pub mod svc;
pub mod tent;
pub mod wire;

pub use crate::codec::nq::Summary;
pub use netchan::looks_like;
pub use session::{Record, Session};
pub use state::{Dialect, Proto, Q2State};

pub const Q2_PORT: u16 = 27910;

#[cfg(test)]
mod tests;

#[cfg(test)]
mod tests_rr;
