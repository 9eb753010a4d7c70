//! Writes fuzz seeds from captures: every UDP conversation, cut into pieces in the fuzz input
//! format (`fuzz/src/lib.rs`: per datagram `flags: u8, len: u16 LE, bytes`), into
//! `<out>/<target>/` for each codec that recognises some of its datagrams.
//! `cargo run --no-default-features --example fuzzseeds -- fuzz/seeds pcaps/*.pcap*`
#[path = "../tests/support/pcap.rs"]
mod pcap;
use quakeshark::codec::{kexlan, nq, q2, qw};
use std::path::Path;

/// libFuzzer's -max_len in scripts/fuzz.sh.
const MAX_SEED: usize = 16384;
/// Seeds per conversation: its start (the handshake sets the state everything else needs) and a
/// few later stretches.
const PIECES: usize = 6;

fn main() {
    let mut args = std::env::args().skip(1);
    let out = args.next().expect("output folder");
    let mut written = 0;
    for path in args {
        let name = Path::new(&path)
            .file_stem()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let convs = pcap::conversations(&path);
        for (ci, c) in convs.iter().enumerate() {
            let dgs: Vec<_> = c
                .dgs
                .iter()
                .map(|d| (d.from_server, d.moved, d.udp.payload.clone()))
                .collect();
            let any = |f: fn(&[u8]) -> bool| dgs.iter().any(|d| f(&d.2));
            let targets = [
                (
                    "nq",
                    any(nq::looks_like) || c.server.port == nq::session::NQ_PORT,
                ),
                ("qw", any(qw::looks_like) || c.server.port == 27500),
                ("q2", any(q2::looks_like) || c.server.port == q2::Q2_PORT),
                (
                    "kexlan",
                    any(kexlan::looks_like) || c.server.port == kexlan::KEX_PORT,
                ),
            ];
            let mut pieces = pieces(&dgs);
            // a short one too: small inputs mutate and run faster
            pieces.extend(pieces_of(&dgs[..dgs.len().min(HEAD)]).into_iter().take(1));
            for (t, _) in targets.iter().filter(|t| t.1) {
                let dir = Path::new(&out).join(t);
                std::fs::create_dir_all(&dir).unwrap();
                for (pi, p) in pieces.iter().enumerate() {
                    std::fs::write(dir.join(format!("{name}-{ci}-{pi}")), p).unwrap();
                    written += 1;
                }
            }
        }
    }
    eprintln!("fuzzseeds: {written} seeds in {out}");
}

/// Datagrams in the short seed of each conversation.
const HEAD: usize = 12;

/// The conversation in consecutive pieces of at most MAX_SEED bytes: the first and then
/// PIECES - 1 spread over the rest.
fn pieces(dgs: &[(bool, bool, Vec<u8>)]) -> Vec<Vec<u8>> {
    let mut all = pieces_of(dgs);
    let n = all.len();
    if n <= PIECES {
        return all;
    }
    (0..PIECES)
        .map(|k| std::mem::take(&mut all[k * (n - 1) / (PIECES - 1)]))
        .collect()
}

/// All consecutive pieces of at most MAX_SEED bytes.
fn pieces_of(dgs: &[(bool, bool, Vec<u8>)]) -> Vec<Vec<u8>> {
    let mut all = Vec::new();
    let mut cur = Vec::new();
    for (from_server, moved, bytes) in dgs {
        if cur.len() + 3 + bytes.len() > MAX_SEED && !cur.is_empty() {
            all.push(std::mem::take(&mut cur));
        }
        let len = bytes.len().min(MAX_SEED - 3);
        cur.push(*from_server as u8 | (*moved as u8) << 1);
        cur.extend_from_slice(&(len as u16).to_le_bytes());
        cur.extend_from_slice(&bytes[..len]);
    }
    if !cur.is_empty() {
        all.push(cur);
    }
    all
}
