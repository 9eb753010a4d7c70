//! Hostile captures: each aims at one of the codec's limits (see DEVELOPERS.md "Limits"). The
//! generator writes them to target/hostile/; tshark with the plugin dissects each (two passes,
//! full tree) and its peak memory must stay bounded next to a real capture of similar size.
//! Without the limits the frame chain and the baseline flood would need many GiB.
//! `cargo test --release --test hostile -- --nocapture` prints the measurements.
mod support;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use support::gen::{write_pcap, Pkt};

/// A NetQuake datagram: flags | length, sequence, payload.
fn nq(flags: u32, seq: u32, payload: &[u8]) -> Vec<u8> {
    let len = 8 + payload.len() as u32;
    let mut b = (flags | len).to_be_bytes().to_vec();
    b.extend_from_slice(&seq.to_be_bytes());
    b.extend_from_slice(payload);
    b
}
const NQ_DATA: u32 = 0x0001_0000;
const NQ_UNRELIABLE: u32 = 0x0010_0000;
const NQ_CTL: u32 = 0x8000_0000;

fn server(payload: Vec<u8>, port: u16) -> Pkt {
    Pkt {
        sport: port,
        dport: 27001,
        payload,
    }
}

/// One new baseline per datagram: each copies the whole baseline table (copy-on-write).
fn nq_baselines() -> Vec<Pkt> {
    (0..20_000u32)
        .map(|i| {
            let n = (i + 1) as u16;
            let mut m = vec![22]; // svc_spawnbaseline
            m.extend_from_slice(&n.to_le_bytes());
            m.extend_from_slice(&[1, 0, 0, 0]); // model, frame, colormap, skin
            m.extend_from_slice(&[0; 9]); // origin and angles
            server(nq(NQ_UNRELIABLE, i, &m), 26000)
        })
        .collect()
}

/// Reliable fragments that never end (no EOM): the message outgrows MAX_MESSAGE.
fn nq_fragments() -> Vec<Pkt> {
    (0..3000u32)
        .map(|i| server(nq(NQ_DATA, i, &[1; 1024]), 26000)) // svc_nop
        .collect()
}

/// Thousands of clients, each its own conversation.
fn nq_conversations() -> Vec<Pkt> {
    fake_sessions(5000)
}

/// `n` clients (at most 60,000), each its own conversation of one CCREQ_CONNECT.
fn fake_sessions(n: u16) -> Vec<Pkt> {
    (0..n)
        .map(|i| {
            let body = [&[1u8][..], b"QUAKE\0", &[3]].concat(); // CCREQ_CONNECT
            let len = 4 + body.len() as u32;
            let mut b = (NQ_CTL | len).to_be_bytes().to_vec();
            b.extend_from_slice(&body);
            Pkt {
                sport: 5_000 + i,
                dport: 26000,
                payload: b,
            }
        })
        .collect()
}

/// A Quake II server datagram: netchan sequence and ack, then messages.
fn q2(seq: u32, msgs: &[u8]) -> Vec<u8> {
    let mut b = seq.to_le_bytes().to_vec();
    b.extend_from_slice(&0u32.to_le_bytes());
    b.extend_from_slice(msgs);
    b
}

fn q2_serverdata(protocol: i32) -> Vec<u8> {
    let mut m = vec![12];
    m.extend_from_slice(&protocol.to_le_bytes());
    m.extend_from_slice(&1i32.to_le_bytes());
    m.extend_from_slice(&[0, 0]); // attract, gamedir ""
    m.extend_from_slice(&0i16.to_le_bytes());
    m.extend_from_slice(b"hostile\0");
    if protocol == 35 {
        m.extend_from_slice(&[1]); // enhanced
        m.extend_from_slice(&1905u16.to_le_bytes());
        m.extend_from_slice(&[0, 0]); // advanced deltas, strafejump
    }
    m
}

/// A full frame of 8191 entities, then 20,000 frames each a delta of the previous one that
/// changes nothing: every frame is a new 8191-entity list for a ~30-byte datagram.
fn q2_frame_chain() -> Vec<Pkt> {
    let mut out = vec![server(q2(1, &q2_serverdata(34)), 27910)];
    let frame = |n: i32, delta: i32, ents: &[u8]| {
        let mut m = vec![20];
        m.extend_from_slice(&n.to_le_bytes());
        m.extend_from_slice(&delta.to_le_bytes());
        m.extend_from_slice(&[0, 0]); // suppress, areabits
        m.extend_from_slice(&[17, 0, 0, 0, 0, 0, 0]); // playerinfo: no flags, no stats
        m.push(18);
        m.extend_from_slice(ents);
        m.extend_from_slice(&[0, 0]);
        m
    };
    let mut ents = Vec::new();
    for n in 1..8192u16 {
        if n < 256 {
            ents.extend_from_slice(&[0, n as u8]);
        } else {
            ents.extend_from_slice(&[0x80, 0x01]); // U_MOREBITS1, U_NUMBER16
            ents.extend_from_slice(&n.to_le_bytes());
        }
    }
    out.push(server(q2(2, &frame(1, -1, &ents)), 27910));
    for k in 2..20_002i32 {
        out.push(server(q2(k as u32 + 1, &frame(k, k - 1, &[])), 27910));
    }
    out
}

/// R1Q2 datagrams packed with svc_zpackets, each inflating 70-odd bytes to 65535 svc_nops.
fn q2_zlib_bomb() -> Vec<Pkt> {
    let mut z = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::best());
    z.write_all(&[6u8; 65535]).unwrap(); // svc_nop
    let data = z.finish().unwrap();
    let mut zp = vec![21]; // svc_zpacket
    zp.extend_from_slice(&(data.len() as u16).to_le_bytes());
    zp.extend_from_slice(&65535u16.to_le_bytes());
    zp.extend_from_slice(&data);
    let mut out = vec![server(q2(1, &q2_serverdata(35)), 27910)];
    for k in 0..40u32 {
        let msgs: Vec<u8> = zp.iter().copied().cycle().take(zp.len() * 600).collect();
        out.push(server(q2(k + 2, &msgs), 27910));
    }
    out
}

type Generator = fn() -> Vec<Pkt>;

/// Peak resident memory (KiB) of tshark -r `file` -V -2 with the plugin.
fn peak_kib(file: &Path) -> u64 {
    peak_kib_with(file, &[])
}

/// The protocols a "dissectors off" run disables: ours and the built-in Quake dissectors.
const OFF: [&str; 7] = ["nq", "qw", "q2", "kexlan", "quake", "quakeworld", "quake2"];

fn off_args() -> Vec<&'static str> {
    OFF.iter().flat_map(|p| ["--disable-protocol", p]).collect()
}

/// Peak resident memory (KiB) of tshark -r `file` -V -2 with the plugin and `extra` arguments.
fn peak_kib_with(file: &Path, extra: &[&str]) -> u64 {
    let out = Command::new("/usr/bin/time")
        .arg("-v")
        .arg(support::root().join("scripts/tshark-dev"))
        .args(["-r", &file.to_string_lossy(), "-V", "-2"])
        .args(extra)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("run /usr/bin/time");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{}: {err}", file.display());
    for bad in ["panicked", "Dissector bug", "Malformed Packet: "] {
        assert!(!err.contains(bad), "{}: {err}", file.display());
    }
    err.lines()
        .find_map(|l| {
            l.trim()
                .strip_prefix("Maximum resident set size (kbytes): ")
        })
        .and_then(|v| v.trim().parse().ok())
        .expect("maxrss in /usr/bin/time -v output")
}

/// The real capture in pcaps/ closest in size to `bytes`.
fn similar_real(bytes: u64) -> PathBuf {
    let mut caps: Vec<(u64, PathBuf)> = std::fs::read_dir(support::root().join("pcaps"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "pcap" || x == "pcapng"))
        .map(|p| (std::fs::metadata(&p).unwrap().len(), p))
        .collect();
    caps.sort_by_key(|(len, _)| len.abs_diff(bytes));
    caps.remove(0).1
}

#[test]
fn hostile_captures_keep_memory_bounded() {
    let dir = support::root().join("target/hostile");
    std::fs::create_dir_all(&dir).unwrap();
    let cases: [(&str, Generator); 5] = [
        ("nq_baselines", nq_baselines),
        ("nq_fragments", nq_fragments),
        ("nq_conversations", nq_conversations),
        ("q2_frame_chain", q2_frame_chain),
        ("q2_zlib_bomb", q2_zlib_bomb),
    ];
    let mut report = Vec::new();
    for (name, gen) in cases {
        let file = dir.join(format!("{name}.pcap"));
        write_pcap(&file, &gen());
        let size = std::fs::metadata(&file).unwrap().len();
        let real = similar_real(size);
        let (hostile, normal) = (peak_kib(&file), peak_kib(&real));
        let line = format!(
            "{name}: {size} bytes, peak {} MiB; {} ({} bytes): peak {} MiB",
            hostile >> 10,
            real.file_name().unwrap().to_string_lossy(),
            std::fs::metadata(&real).unwrap().len(),
            normal >> 10
        );
        eprintln!("{line}");
        report.push((line, hostile, normal));
    }
    for (line, hostile, normal) in &report {
        // the state allowance is 64 MiB + 256 bytes per byte received; tshark's own per-frame
        // data comes on top
        assert!(
            *hostile < 2 * normal + 400 * 1024,
            "peak memory not bounded: {line}"
        );
    }
}

/// The limits answer with expert items, not silence.
#[test]
fn hostile_captures_say_which_limit_they_hit() {
    let dir = support::root().join("target/hostile-experts");
    std::fs::create_dir_all(&dir).unwrap();
    let cases: [(&str, Generator, &str); 4] = [
        ("nq_baselines", nq_baselines, "nq.limit"),
        ("nq_fragments", nq_fragments, "nq.limit"),
        ("q2_frame_chain", q2_frame_chain, "q2.limit"),
        ("q2_zlib_bomb", q2_zlib_bomb, "q2.limit"),
    ];
    for (name, gen, expert) in cases {
        let file = dir.join(format!("{name}.pcap"));
        write_pcap(&file, &gen());
        let f = file.to_string_lossy();
        let hits = support::tshark(&["-r", &f, "-Y", expert, "-T", "fields", "-e", "frame.number"]);
        assert!(hits.lines().count() > 0, "{name}: no {expert} expert");
    }
}

/// 25,000 clients, each sending 4 reliable fragments of a message that never ends, their
/// sequences starting at 0 as real sessions do: every session's pending message has the same
/// first sequence number.
fn nq_pending_fragments() -> Vec<Pkt> {
    let mut out = Vec::new();
    for seq in 0..4u32 {
        for c in 0..25_000u16 {
            out.push(Pkt {
                sport: 20_000 + c,
                dport: 26000,
                payload: nq(NQ_DATA, seq, &[1; 16]), // clc_nop, no EOM
            });
        }
    }
    out
}

/// Wall time (s) of `tshark -r file` with the plugin, with extra arguments.
fn wall(file: &Path, extra: &[&str]) -> f64 {
    let start = std::time::Instant::now();
    let out = Command::new(support::root().join("scripts/tshark-dev"))
        .args(["-r", &file.to_string_lossy(), "-q", "-z", "conv,udp"])
        .args(extra)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .expect("run tshark");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    start.elapsed().as_secs_f64()
}

/// Reassembly ids are unique per conversation: Wireshark 4.0's reassembly table hashes only the
/// id, so ids that repeat across conversations (every session's first message starts at
/// sequence 0) put all pending messages in one bucket and make each fragment cost linear time.
#[test]
fn unfinished_fragments_of_many_clients_cost_linear_time() {
    let dir = support::root().join("target/hostile");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("nq_pending_fragments.pcap");
    write_pcap(&file, &nq_pending_fragments());
    let off = off_args();
    // alternate, best of two each (the machine may be shared)
    let (mut on, mut floor) = (f64::MAX, f64::MAX);
    for _ in 0..2 {
        floor = floor.min(wall(&file, &off));
        on = on.min(wall(&file, &[]));
    }
    eprintln!("100k unfinished fragments from 25k clients: {on:.2} s, dissectors off {floor:.2} s");
    assert!(
        on <= 2.0 * floor,
        "{on:.2} s against {floor:.2} s with the dissectors off"
    );
}

/// 50,000 fake sessions (one connect request each): what the conversations keep stays within
/// twice tshark's own memory for the capture.
#[test]
fn fifty_thousand_fake_sessions_stay_within_twice_the_memory() {
    let dir = support::root().join("target/hostile");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("nq_fake_sessions.pcap");
    write_pcap(&file, &fake_sessions(50_000));
    let on = peak_kib(&file);
    let off = peak_kib_with(&file, &off_args());
    eprintln!(
        "50k fake sessions: peak {} MiB, dissectors off {} MiB",
        on >> 10,
        off >> 10
    );
    assert!(
        on <= 2 * off,
        "{on} KiB against {off} KiB with the dissectors off"
    );
}
