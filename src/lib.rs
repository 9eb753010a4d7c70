//! quakeshark: Wireshark dissectors for the Quake engine family.
//!
//! `codec` and `fields` are safe, sans-IO Rust; `shell` is the thin layer that talks to
//! libwireshark (built only with the default `plugin` feature).

pub mod codec;
pub mod fields;

#[cfg(feature = "plugin")]
mod shell;
