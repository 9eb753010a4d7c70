//! Prints the codec's Info line (and experts) for every KEX LAN datagram of a capture, game
//! packets included: `cargo run --no-default-features --example kexdump -- file.pcapng [-q]`.
//! One session for the whole capture (the FTE captures hold one conversation).
#[path = "../tests/support/pcap.rs"]
mod pcap;
use quakeshark::codec::kexlan::{self, Session};
use quakeshark::codec::{Conversation, Datagram};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("capture path");
    let quiet = args.any(|a| a == "-q");
    let mut s = Session::new(0);
    let (mut n, mut experts, mut errors) = (0, 0, 0);
    for u in pcap::udp(&path) {
        let ours = u.src.port == kexlan::KEX_PORT
            || u.dst.port == kexlan::KEX_PORT
            || kexlan::looks_like(&u.payload);
        if !ours {
            continue;
        }
        let d = Datagram {
            frame: u.frame,
            src: u.src,
            dst: u.dst,
            bytes: &u.payload,
            time: 0.0,
        };
        let (_, out) = s.first_pass(&d, true);
        n += 1;
        errors += out.frame.errors;
        if !quiet {
            println!("{:5} {}", u.frame, out.info);
        }
        for t in std::iter::once(&out.frame).chain(out.sources.iter().map(|s| &s.tree)) {
            for (e, m) in t.experts() {
                experts += 1;
                if !quiet {
                    println!("      expert {e:?}: {m}");
                }
            }
        }
    }
    println!(
        "datagrams {n}, records {}, q2 records {}, experts {experts}, errors {errors}",
        s.records().len(),
        s.q2().len()
    );
}
