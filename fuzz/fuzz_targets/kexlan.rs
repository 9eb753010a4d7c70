#![no_main]
// One KEX LAN conversation (its game packets go to a Quake II session; see src/lib.rs for the
// input format).
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    quakeshark_fuzz::drive::<quakeshark::codec::kexlan::Session>(data, 5069);
});
