#![no_main]
// The demo-file reader: recognition, block framing and every block decoded (src/lib.rs).
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    quakeshark_fuzz::drive_demo(data);
});
