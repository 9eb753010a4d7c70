//! The one rule of every entry point Wireshark calls: no Rust panic unwinds into C. A panic in
//! our code (a bug, never the packet's fault) leaves the packet undissected by us instead of
//! aborting Wireshark.

/// Runs `f`, turning a panic into `fallback` so that no unwind crosses into C.
pub(crate) fn guard<T>(fallback: T, f: impl FnOnce() -> T) -> T {
    match std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)) {
        Ok(v) => v,
        Err(_) => fallback,
    }
}
