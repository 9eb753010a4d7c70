//! Runs fuzz inputs through a target's driver outside libFuzzer, with a readable panic:
//! `cargo run --manifest-path fuzz/Cargo.toml --bin replay -- nq|qw|q2|kexlan <file>...`
fn main() {
    let mut args = std::env::args().skip(1);
    let target = args.next().expect("target: nq, qw, q2, kexlan or demo");
    for path in args {
        let data = std::fs::read(&path).expect("input file");
        eprintln!("{target}: {path} ({} bytes)", data.len());
        match target.as_str() {
            "nq" => quakeshark_fuzz::drive::<quakeshark::codec::nq::Session>(&data, 26000),
            "qw" => quakeshark_fuzz::drive::<quakeshark::codec::qw::Session>(&data, 27500),
            "q2" => quakeshark_fuzz::drive::<quakeshark::codec::q2::Session>(&data, 27910),
            "demo" => quakeshark_fuzz::drive_demo(&data),
            "kexlan" => quakeshark_fuzz::drive::<quakeshark::codec::kexlan::Session>(&data, 5069),
            t => panic!("unknown target {t}"),
        }
    }
}
