//! Prints the codec's Info line (and experts) for every NetQuake datagram of a capture:
//! `cargo run --no-default-features --example nqdump -- file.pcap`.
#[path = "../tests/support/pcap.rs"]
mod pcap;
use quakeshark::codec::nq::{looks_like, Datagram, Session};
use quakeshark::codec::Conversation;

fn main() {
    let path = std::env::args().nth(1).expect("capture path");
    let mut s = Session::new(0);
    for u in pcap::udp(&path) {
        if !looks_like(&u.payload) && u.payload.get(0..4) != Some(&[0xff; 4]) {
            println!("{:5} not NQ ({} bytes)", u.frame, u.payload.len());
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
        println!("{:5} {}", u.frame, out.info);
        for t in std::iter::once(&out.frame).chain(out.message.as_ref()) {
            for (e, m) in t.experts() {
                println!("      expert {e:?}: {m}");
            }
        }
    }
}
