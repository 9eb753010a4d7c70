//! The Wireshark shell: loader symbols, registration from the field catalogue, and the
//! dissector entry points. Everything unsafe in the crate lives here, and each unsafe block says
//! why it is sound (enforced by the lint below).
#![deny(clippy::undocumented_unsafe_blocks, clippy::missing_safety_doc)]

mod abi;
mod demo;
mod dissector;
mod emit;
mod ffi;
mod guard;
mod ids;
mod kexlan;
mod nq;
mod q2;
mod qw;
mod register;
mod servers;
mod taps;

use std::ffi::{c_char, c_int};

/// Builds the NUL-terminated `plugin_version` array at compile time.
const fn version_array<const N: usize>(s: &str) -> [c_char; N] {
    let b = s.as_bytes();
    let mut out = [0 as c_char; N];
    let mut i = 0;
    while i < b.len() && i < N - 1 {
        out[i] = b[i] as c_char;
        i += 1;
    }
    out
}

// The loader reads these by name. `plugin_version` must be a char array, not a pointer.
#[no_mangle]
#[used]
pub static plugin_version: [c_char; 16] = version_array(env!("CARGO_PKG_VERSION"));
#[no_mangle]
#[used]
pub static plugin_want_major: c_int = abi::WS_MAJOR;
#[no_mangle]
#[used]
pub static plugin_want_minor: c_int = abi::WS_MINOR;

/// 4.2+: what kind of plugin this is (`WS_PLUGIN_DESC_DISSECTOR`, and
/// `WS_PLUGIN_DESC_TAP_LISTENER` for the statistics); `tshark -G plugins` shows it as the type.
/// 4.0 never looks this symbol up.
#[no_mangle]
pub extern "C" fn plugin_describe() -> u32 {
    abi::PLUGIN_DESC_DISSECTOR | abi::PLUGIN_DESC_TAP_LISTENER
}

static PLUGIN: ffi::proto_plugin = ffi::proto_plugin {
    register_protoinfo: Some(register::register_protoinfo),
    register_handoff: Some(register::register_handoff),
};

/// Called by the loader.
///
/// # Safety
/// Called once by Wireshark's plugin loader; `PLUGIN` is a static that outlives the process.
#[no_mangle]
pub unsafe extern "C" fn plugin_register() {
    // SAFETY: PLUGIN is 'static and Wireshark only reads it; the statistics' hook likewise.
    unsafe {
        ffi::proto_register_plugin(&PLUGIN);
        taps::register_plugin();
    }
}
