#![no_main]
// One NetQuake conversation (see src/lib.rs for the input format).
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    quakeshark_fuzz::drive::<quakeshark::codec::nq::Session>(data, 26000);
});
