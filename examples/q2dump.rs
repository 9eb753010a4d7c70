//! Prints the codec's Info line (and experts) for every Quake II datagram of a capture, and
//! what the frame history costs: `cargo run --no-default-features --example q2dump -- file.pcap [-q]`.
#[path = "../tests/support/pcap.rs"]
mod pcap;
use quakeshark::codec::q2::Session;
use quakeshark::codec::{Conversation, Datagram};

fn main() {
    let mut args = std::env::args().skip(1);
    let path = args.next().expect("capture path");
    let quiet = args.any(|a| a == "-q");
    let mut s = Session::new(0);
    let (mut experts, mut errors) = (0, 0);
    for u in pcap::udp(&path) {
        let d = Datagram {
            frame: u.frame,
            src: u.src,
            dst: u.dst,
            bytes: &u.payload,
            time: 0.0,
        };
        let (_, out) = s.first_pass(&d, true);
        errors += out.frame.errors;
        if !quiet {
            println!("{:5} {}", u.frame, out.info);
        }
        let trees = std::iter::once(&out.frame)
            .chain(out.message.as_ref())
            .chain(out.sources.iter().map(|s| &s.tree));
        for t in trees {
            for (e, m) in t.experts() {
                experts += 1;
                if !quiet {
                    println!("      expert {e:?}: {m}");
                }
            }
        }
    }
    // frame history: every distinct frame the state of some record holds
    let mut seen: Vec<quakeshark::codec::q2::state::Frame> = Vec::new();
    let (mut frames, mut bytes, mut ents) = (0usize, 0usize, 0usize);
    for i in 0..s.len() {
        let Some(st) = s.state_of(i) else { continue };
        for f in st.frames.iter().flatten() {
            if !seen
                .iter()
                .any(|g| quakeshark::codec::q2::state::Frame::ptr_eq(f, g))
            {
                seen.push(f.clone());
                frames += 1;
                bytes += f.heap_size();
                ents += f.ents().len();
            }
        }
    }
    println!(
        "records {}, experts {experts}, errors {errors}; frames kept {frames}, {bytes} bytes ({} per frame, {:.1} entities per frame, {} bytes per entity)",
        s.len(),
        bytes.checked_div(frames).unwrap_or(0),
        ents as f64 / frames.max(1) as f64,
        std::mem::size_of::<quakeshark::codec::q2::state::EntState>(),
    );
}
