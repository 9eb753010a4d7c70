#![no_main]
// One QuakeWorld conversation (see src/lib.rs for the input format).
libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    quakeshark_fuzz::drive::<quakeshark::codec::qw::Session>(data, 27500);
});
