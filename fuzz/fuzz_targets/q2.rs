#![no_main]
// One Quake II conversation (see src/lib.rs for the input format).
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    quakeshark_fuzz::drive::<quakeshark::codec::q2::Session>(data, 27910);
});
