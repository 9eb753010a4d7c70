use super::*;
use crate::codec::Want;

fn demo(name: &str) -> Vec<u8> {
    std::fs::read(format!("{}/tests/demos/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}
const NQ15: &str = "nq-15__eukara+vektar__demo1.dem";
const NQ666: &str = "nq-666__LibreQuake__MEDSR@8fa66202.dem";
const DM2: &str = "q2-34__libq2__test.dm2";
const MVD: &str = "qw-mvd-28__mvdparser__2on2_sf_vs_red_frobodm2.mvd";
const MVD2: &str = "q2pro-mvd2__libq2__test.mvd2";

/// Blocks tile the file: contiguous, no gap, no overlap.
fn tiles(file: &[u8], blocks: &[Block]) {
    let mut at = 0;
    for b in blocks {
        assert_eq!(b.offset, at);
        assert!(b.len > 0);
        at += b.len;
    }
    assert_eq!(at, file.len());
}

/// Every block through a session, then every block replayed in reverse: same trees, no panic.
fn run(fmt: Format, file: &[u8]) -> (Vec<Block>, Vec<String>, usize) {
    let blocks = index(fmt, file);
    tiles(file, &blocks);
    let mut s = Session::new(fmt);
    let mut infos = Vec::new();
    let mut malformed = 0;
    let mut first = Vec::new();
    for (i, b) in blocks.iter().enumerate() {
        let bytes = &file[b.offset..b.offset + b.len];
        let (idx, out) = s.first_pass(i as u32 + 1, bytes, Want::all(true));
        assert_eq!(idx, i);
        malformed += out.malformed as usize;
        for n in &out.frame.nodes {
            if !n.generated {
                assert!((n.start + n.len) as usize <= bytes.len());
            }
        }
        first.push(out.frame.nodes.len());
        // the Protocol column's dialect, then the Info line
        infos.push(
            format!("{} {}", out.proto, out.info)
                .trim_start()
                .to_string(),
        );
    }
    for (i, b) in blocks.iter().enumerate().rev() {
        let bytes = &file[b.offset..b.offset + b.len];
        let out = s.replay(i, i as u32 + 1, bytes, Want::all(true)).unwrap();
        assert_eq!(out.frame.nodes.len(), first[i], "replay of block {i}");
    }
    (blocks, infos, malformed)
}

#[test]
fn demo_probe_recognises_each_format() {
    assert_eq!(probe(&demo(NQ15)), Some(Format::Nq));
    assert_eq!(probe(&demo(NQ666)), Some(Format::Nq));
    assert_eq!(probe(&demo(DM2)), Some(Format::Dm2));
    assert_eq!(probe(&demo(MVD)), Some(Format::Mvd));
    assert_eq!(probe(&demo(MVD2)), Some(Format::Mvd2));
}

#[test]
fn demo_probe_rejects_other_files() {
    let pcap = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/pcaps/nq-666__LibreQuake_swampy.pcap"
    ))
    .unwrap();
    assert_eq!(probe(&pcap), None);
    assert_eq!(probe(b""), None);
    assert_eq!(probe(b"-1\n"), None);
    assert_eq!(probe(b"hello world\n"), None);
    // pseudo-random bytes
    let mut x: u32 = 12345;
    for _ in 0..2000 {
        let v: Vec<u8> = (0..256)
            .map(|_| {
                x = x.wrapping_mul(1103515245).wrapping_add(12345);
                (x >> 16) as u8
            })
            .collect();
        assert_eq!(probe(&v), None, "{v:?}");
    }
}

#[test]
fn demo_nq15_blocks_and_messages() {
    let f = demo(NQ15);
    let (blocks, infos, malformed) = run(Format::Nq, &f);
    assert_eq!(blocks[0].kind, Kind::Header);
    assert_eq!(blocks[0].len, 3);
    assert!(blocks[1..].iter().all(|b| b.kind == Kind::Message));
    assert_eq!(malformed, 0);
    assert!(infos[1].starts_with("NQ"), "{}", infos[1]);
    assert!(infos.iter().any(|i| i.starts_with("NQ/15 ")));
}

#[test]
fn demo_nq666_blocks_and_messages() {
    let f = demo(NQ666);
    let (blocks, infos, malformed) = run(Format::Nq, &f);
    assert!(blocks[1..].iter().all(|b| b.kind == Kind::Message));
    assert_eq!(malformed, 0);
    assert!(infos.iter().any(|i| i.starts_with("NQ/666 ")));
    // svc_time drives the timestamps
    assert!(blocks.iter().any(|b| b.time > 1.0));
}

#[test]
fn demo_dm2_blocks_and_end() {
    let f = demo(DM2);
    let (blocks, infos, malformed) = run(Format::Dm2, &f);
    assert_eq!(blocks.last().unwrap().kind, Kind::End);
    assert_eq!(malformed, 0);
    assert!(infos.iter().any(|i| i.starts_with("Q2/34 ")), "{infos:?}");
}

#[test]
fn demo_mvd_framing() {
    for name in [MVD, MVD2] {
        let f = demo(name);
        let fmt = probe(&f).unwrap();
        let (blocks, _, malformed) = run(fmt, &f);
        assert_eq!(malformed, 0, "{name}");
        assert!(blocks.iter().all(|b| b.kind != Kind::Truncated), "{name}");
    }
}

#[test]
fn demo_truncated_and_corrupt_files() {
    for name in [NQ15, NQ666, DM2, MVD, MVD2] {
        let f = demo(name);
        let fmt = probe(&f).unwrap();
        // cut at many points: the last block is truncated, everything tiles, nothing panics
        for cut in (1..f.len())
            .step_by(f.len() / 11 + 1)
            .chain([f.len() - 1, 7, 20])
        {
            let part = &f[..cut.min(f.len())];
            let (blocks, _, _) = run(fmt, part);
            let last = blocks.last().unwrap();
            assert!(
                matches!(
                    last.kind,
                    Kind::Truncated | Kind::Message | Kind::Header | Kind::Other
                ),
                "{name} cut at {cut}: {last:?}"
            );
        }
        // a wild length in the middle: the rest is one truncated block
        let mut g = f.clone();
        let blocks = index(fmt, &f);
        let mid = blocks[blocks.len() / 2];
        let at = match fmt {
            Format::Mvd => mid.offset + 2,
            _ => mid.offset,
        };
        g[at..at + 4].copy_from_slice(&0x7fff_fff0u32.to_le_bytes());
        let (blocks, _, malformed) = run(fmt, &g);
        if fmt != Format::Mvd2 {
            assert_eq!(blocks.last().unwrap().kind, Kind::Truncated, "{name}");
            assert!(malformed >= 1);
        }
    }
}

#[test]
fn demo_garbage_through_each_format() {
    let mut x: u32 = 99;
    for fmt in [
        Format::Nq,
        Format::Qwd,
        Format::Dm2,
        Format::Mvd,
        Format::Mvd2,
    ] {
        for n in 0..300 {
            let v: Vec<u8> = (0..n * 3)
                .map(|_| {
                    x = x.wrapping_mul(1103515245).wrapping_add(12345);
                    (x >> 16) as u8
                })
                .collect();
            run(fmt, &v);
        }
    }
}
