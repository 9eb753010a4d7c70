//! DarkPlaces DP5, DP6, DP7 and DP8 (protocol numbers 3502–3505) on the NetQuake transport.
//!
//! The NetQuake session negotiates the protocol as usual (svc_serverinfo); once it is a
//! DarkPlaces one, `nq::svc` and `nq::clc` still frame every message and ask this module for
//! those whose layout only DarkPlaces has (clientdata, temp entities, svc 35–62 but those FTE
//! shares, clc_move, clc 50–51): `svc::message` and `clc::message` answer `None` for the rest.
//! Coordinates are floats and angles 16-bit in all three (`nq::wire::Protocol::coord`/`angle`).
//!
//! Written from DarkPlaces' protocol.h, cl_parse.c, cl_ents5.c and cl_input.c (what they read and
//! write), not from their code.

pub mod clc;
pub mod clientdata;
pub mod crypto;
pub mod entity5;
pub mod oob;
pub mod svc;

#[cfg(test)]
mod tests;

pub use entity5::{DpState, E5Ent};

pub const PROTOCOL_DP5: u32 = 3502;
pub const PROTOCOL_DP6: u32 = 3503;
pub const PROTOCOL_DP7: u32 = 3504;
/// DP7 whose svc_disconnect and clc_disconnect carry a parting message (DarkPlaces since 2023).
pub const PROTOCOL_DP8: u32 = 3505;

/// A protocol number this module decodes.
pub fn is_dp(version: u32) -> bool {
    (PROTOCOL_DP5..=PROTOCOL_DP8).contains(&version)
}
