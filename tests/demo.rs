//! Demo files opened directly (build first: `cargo build --release`): the real tshark with the
//! freshly built plugin over the original demos in tests/demos/ (see its README). Each demo's
//! messages must decode to exactly the fields the dem2pcap conversion of the same demo gives;
//! values asserted below were read from the bytes by hand (comments).

mod support;
use std::process::Command;
use support::{fields, root, tshark};

const NQ15: &str = "nq-15__eukara+vektar__demo1.dem";
const NQ15_PCAP: &str = "nq-15__eukara+vektar__demo1.dem.pcap";
const NQ666: &str = "nq-666__LibreQuake__MEDSR@8fa66202.dem";
const NQ666_PCAP: &str = "nq-666__fpiesche+LibreQuake__lq1_MEDSR.dem@8fa66202.pcap";
const DM2: &str = "q2-34__libq2__test.dm2";
const DUEL: &str = "q2-34__libq2__testduel.dm2";
const MVD: &str = "qw-mvd-28__mvdparser__2on2_sf_vs_red_frobodm2.mvd";
const MVD1: &str = "qw-mvd-28mvd1__mvdparser__1on1_milton_vs_mushi_tron.mvd";
const MVD2: &str = "q2pro-mvd2__libq2__test.mvd2";

/// Whether this Wireshark has the demo reader: src/shell/demo_wtap.c builds it for 4.0, 4.4 and
/// 4.6 on x86-64 Linux only (the private `struct wtap` offsets were read there). Elsewhere demo
/// files open as before and the tests that open them have nothing to check.
fn reader_built() -> bool {
    let v = tshark(&["--version"]);
    let first = v.lines().next().unwrap_or("");
    let ok = (first.contains(" 4.0.") || first.contains(" 4.4.") || first.contains(" 4.6."))
        && cfg!(all(target_arch = "x86_64", target_os = "linux"));
    if !ok {
        eprintln!("demo reader not built for this Wireshark ({first}): test skipped");
    }
    ok
}

fn demo(name: &str) -> String {
    root()
        .join("tests/demos")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn tmp(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("quakeshark-demo-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p.to_string_lossy().into_owned()
}

/// Every message field of `proto` (the netchan header's and the per-conversation ones left
/// out: a demo has no header), as `tshark -G fields` lists them. References to other frames are
/// left out too: a demo's frames are numbered differently from its capture's.
fn message_fields(proto: &str, skip: &[&str]) -> Vec<String> {
    tshark(&["-G", "fields"])
        .lines()
        .filter_map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            (c.len() > 3
                && c[0] == "F"
                && c[3] != "FT_FRAMENUM"
                && c[2].starts_with(&format!("{proto}.")))
            .then(|| c[2].to_string())
        })
        .filter(|f| !skip.iter().any(|s| f.starts_with(&format!("{proto}.{s}"))))
        .collect()
}

/// The non-empty per-frame lines of those fields: the same sequence for the demo and the
/// capture when every message decodes alike (a capture's fragment frames carry no message
/// fields; the demo's CD-track and end frames none either).
fn message_lines(file: &str, fs: &[String]) -> Vec<String> {
    message_lines_where(file, "", fs)
}

fn message_lines_where(file: &str, filter: &str, fs: &[String]) -> Vec<String> {
    let mut args = vec!["-r", file, "-T", "fields", "-E", "occurrence=a"];
    if !filter.is_empty() {
        args.extend(["-Y", filter]);
    }
    for f in fs {
        args.push("-e");
        args.push(f);
    }
    tshark(&args)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(str::to_string)
        .collect()
}

fn assert_same_messages(demo_file: &str, capture: &str, proto: &str, skip: &[&str]) {
    let fs = message_fields(proto, skip);
    assert!(fs.len() > 100, "{proto}: {} fields", fs.len());
    let a = message_lines(demo_file, &fs);
    let b = message_lines(capture, &fs);
    assert!(a.len() > 20, "{demo_file}: {} lines", a.len());
    assert_eq!(a.len(), b.len(), "{demo_file}: message count");
    for (i, (x, y)) in a.iter().zip(&b).enumerate() {
        assert_eq!(x, y, "{demo_file}: message line {i}");
    }
}

/// Left out of the message comparisons: the netchan header and per-conversation facts (dialect
/// provenance is the NQ session's account of how it learnt the protocol, with frame numbers).
const NQ_HEADER: &[&str] = &[
    "flags",
    "length",
    "sequence",
    "session",
    "fragment",
    "reassembled",
    "message",
    "direction",
    "ack",
    "retrans",
    "ctl",
    "oob",
    // the session's account of how it learnt the dialect (with frame numbers) and the note it
    // adds when the dialect is negotiated: per-conversation, not part of the messages
    "dialect",
    "note",
];
const Q2_HEADER: &[&str] = &[
    "seq",
    "ack",
    "qport",
    "session",
    "frag",
    "fragment",
    "reassembled",
    "message",
    "empty",
    "direction",
    // how the session learnt the dialect and the protocol it holds in force: a demo has no
    // handshake, its capture may
    "dialect",
    "protocol",
    "note",
];

#[test]
fn nq_demos_decode_as_their_captures() {
    if !reader_built() {
        return;
    }
    assert_same_messages(&demo(NQ15), &demo(NQ15_PCAP), "nq", NQ_HEADER);
    assert_same_messages(&demo(NQ666), &demo(NQ666_PCAP), "nq", NQ_HEADER);
}

#[test]
fn q2_demos_decode_as_their_captures() {
    if !reader_built() {
        return;
    }
    assert_same_messages(
        &demo(DM2),
        &support::pcap("q2-34__libq2_test.dm2.pcap"),
        "q2",
        Q2_HEADER,
    );
    assert_same_messages(
        &demo(DUEL),
        &support::pcap("q2-34__libq2_testduel.dm2.pcap"),
        "q2",
        Q2_HEADER,
    );
}

#[test]
fn demo_framing_is_named() {
    if !reader_built() {
        return;
    }
    // NQ: "-1\n", then length 0x00000763 = 1891, angles 0,0,0, the serverinfo of protocol 15
    let f = demo(NQ15);
    let r = fields(
        &f,
        "frame.number <= 2",
        &[
            "qdemo.format",
            "qdemo.cdtrack",
            "qdemo.length",
            "qdemo.angles.pitch",
            "nq.serverinfo.protocol",
            "frame.len",
        ],
    );
    assert_eq!(r[0], ["1", "-1", "", "", "", "3"]);
    assert_eq!(r[1], ["1", "", "1891", "0", "15", "1907"]);
    // the first svc_time (1.4 s) is the first unreliable block's timestamp
    let r = fields(&f, "frame.number == 4", &["frame.time_epoch", "nq.time"]);
    assert_eq!(r[0][0], "1.400000000");
    // a float as the f32 it is: 4.0 prints "1.4", 4.6 "1.39999998"
    assert_eq!(r[0][1].parse::<f32>(), Ok(1.4f32), "{:?}", r[0]);
    // Q2: length 0x054f = 1359, serverdata 34 "The Edge"; block 6 is svc_frame 1 (delta -1),
    // at 0.1 s; the file ends with length -1
    let f = demo(DM2);
    let r = fields(
        &f,
        "frame.number == 1",
        &[
            "qdemo.format",
            "qdemo.length",
            "q2.sd.protocol",
            "q2.sd.levelname",
        ],
    );
    assert_eq!(r[0], ["3", "1359", "34", "The Edge"]);
    let r = fields(
        &f,
        "frame.number == 7",
        &[
            "qdemo.block",
            "q2.frame.server",
            "q2.frame.delta",
            "frame.time_epoch",
        ],
    );
    assert_eq!(r[0], ["6", "1", "-1", "0.100000000"]);
    let r = fields(&f, "qdemo.end", &["qdemo.end", "frame.len"]);
    assert_eq!(r, [["0xffffffff", "4"]]);
    // MVD: dem_all (cmd 0x06), length 0x01a0 = 416 bytes
    let r = fields(
        &demo(MVD),
        "frame.number == 1",
        &[
            "qdemo.mvd.type",
            "qdemo.mvd.target",
            "qdemo.length",
            "frame.len",
        ],
    );
    assert_eq!(r[0], ["6", "0", "416", "422"]);
    // MVD2: "MVD2", then a 0x1bd1 = 7121-byte frame; ends with length 0
    let r = fields(
        &demo(MVD2),
        "frame.number <= 2",
        &["qdemo.magic", "qdemo.length"],
    );
    assert_eq!(r, [["MVD2", ""], ["", "7121"]]);
}

#[test]
fn demos_have_no_errors_and_every_byte_in_a_frame() {
    if !reader_built() {
        return;
    }
    for name in [NQ15, NQ666, DM2, DUEL, MVD, MVD1, MVD2] {
        let f = demo(name);
        let bad = fields(
            &f,
            "_ws.malformed || _ws.expert.severity >= \"Warning\" || !qdemo",
            &["frame.number"],
        );
        assert!(bad.is_empty(), "{name}: {bad:?}");
        let lens: u64 = fields(&f, "qdemo", &["frame.len"])
            .iter()
            .map(|r| r[0].parse::<u64>().unwrap())
            .sum();
        assert_eq!(lens, std::fs::metadata(&f).unwrap().len(), "{name}");
    }
}

#[test]
fn demo_passes_agree() {
    if !reader_built() {
        return;
    }
    for name in [NQ15, DM2, MVD, MVD1, MVD2] {
        let f = demo(name);
        let one = tshark(&["-r", &f, "-V"]);
        let two = tshark(&["-r", &f, "-V", "-2"]);
        let strip = |s: &str| -> Vec<String> {
            s.lines()
                .filter(|l| !l.contains("[Protocols in frame:"))
                .map(str::to_string)
                .collect()
        };
        assert_eq!(strip(&one), strip(&two), "{name}");
    }
}

/// tshark exit status and stderr, without asserting success.
fn try_open(file: &str) -> (bool, String, String) {
    let out = Command::new(root().join("scripts/tshark-dev"))
        .args(["-r", file, "-T", "fields", "-e", "frame.protocols"])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    for bad in ["panicked", "Dissector bug", "assertion", "Segmentation"] {
        assert!(!stderr.contains(bad), "{file}: {stderr}");
    }
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr,
    )
}

#[test]
fn other_files_are_not_claimed() {
    // a capture, even named .dem, stays a capture
    let pcapng = std::fs::read(support::pcap("mvdsv-ktx_qw28_qstat-queries.pcapng")).unwrap();
    let (ok, out, _) = try_open(&tmp("capture.dem", &pcapng));
    assert!(
        ok && out.lines().all(|l| !l.contains("qdemo")) && out.contains("udp"),
        "{out}"
    );
    // random bytes and text, under every demo extension: not a capture file at all
    let mut x: u32 = 7;
    let random: Vec<u8> = (0..20000)
        .map(|_| {
            x = x.wrapping_mul(1103515245).wrapping_add(12345);
            (x >> 16) as u8
        })
        .collect();
    for ext in ["dem", "qwd", "mvd", "dm2", "mvd2"] {
        for (what, bytes) in [
            ("random", &random[..]),
            ("text", &b"-1\nhello, world\n"[..]),
        ] {
            let (ok, out, err) = try_open(&tmp(&format!("{what}.{ext}"), bytes));
            assert!(!ok && out.is_empty(), "{what}.{ext}: {out}");
            assert!(
                err.contains("format") || err.contains("isn't"),
                "{what}.{ext}: {err}"
            );
        }
    }
}

#[test]
fn truncated_and_corrupt_demos_give_malformed_frames() {
    if !reader_built() {
        return;
    }
    for name in [NQ666, DM2, MVD, MVD2] {
        let full = std::fs::read(demo(name)).unwrap();
        for cut in [full.len() / 3, full.len() - 1] {
            let ext = name.rsplit('.').next().unwrap();
            let f = tmp(&format!("cut{cut}.{ext}"), &full[..cut]);
            let (ok, out, err) = try_open(&f);
            assert!(ok, "{name} cut at {cut}: {err}");
            assert!(out.lines().count() > 1, "{name} cut at {cut}");
            let last = fields(&f, "qdemo.truncated", &["frame.len", "_ws.expert.severity"]);
            assert_eq!(last.len(), 1, "{name} cut at {cut}: {last:?}");
        }
        // a block length no engine writes in the middle: the rest is one malformed frame
        let mut g = full.clone();
        let at = match name {
            MVD => 2,
            MVD2 => return,
            _ if name == NQ666 => 3,
            _ => 0,
        };
        g[at..at + 4].copy_from_slice(&0x7fff_fff0u32.to_le_bytes());
        let f = tmp(&format!("corrupt-{name}"), &g);
        let (ok, _, err) = try_open(&f);
        // the first block is what a file is recognised by: with a corrupt one it is not
        // claimed, and tshark says so cleanly
        assert!(!ok && err.contains("format"), "{name}: {err}");
    }
}

/// A QuakeWorld client demo written at test time from the mvdsv session's server datagrams (a
/// .qwd block holds the whole received datagram, as the client recorded it, from svc_serverdata
/// on; this session has no FTE fragments, which a client would record reassembled): the demo's
/// first 3000 blocks must decode to the capture's message fields.
#[test]
fn qwd_decodes_as_the_capture() {
    if !reader_built() {
        return;
    }
    let cap = support::pcap("mvdsv-ktx_qw28_ezquake_nopext_session.pcapng");
    let pkts = support::pcap::udp(&cap);
    let from_server = |p: &support::pcap::Udp| p.src.port == 27500;
    let first = pkts
        .iter()
        .find(|p| from_server(p) && p.payload.get(8) == Some(&11) && p.payload[..4] != [0xff; 4])
        .expect("a svc_serverdata datagram");
    let mut qwd = Vec::new();
    let mut n = 0;
    let mut last = 0;
    for p in pkts
        .iter()
        .filter(|p| from_server(p) && p.frame >= first.frame)
    {
        if p.payload.starts_with(&[0xff; 4]) {
            continue; // connectionless: not recorded
        }
        if n == 3000 {
            break;
        }
        last = p.frame;
        qwd.extend_from_slice(&(n as f32 * 0.01).to_le_bytes());
        qwd.push(1); // dem_read
        qwd.extend_from_slice(&(p.payload.len() as u32).to_le_bytes());
        qwd.extend_from_slice(&p.payload);
        n += 1;
        if n == 1 {
            // what a client writes between datagrams: its movement command, and the
            // sequences (dem_set) at the end of the signon
            qwd.extend_from_slice(&0.005f32.to_le_bytes());
            qwd.push(0);
            qwd.extend_from_slice(&[7u8; 36]);
            qwd.extend_from_slice(&0.006f32.to_le_bytes());
            qwd.push(2);
            qwd.extend_from_slice(&5u32.to_le_bytes());
            qwd.extend_from_slice(&4u32.to_le_bytes());
        }
    }
    let f = tmp("session.qwd", &qwd);
    let fs = message_fields(
        "qw",
        &[
            "seq",
            "ack",
            "qport",
            "session",
            "frag",
            "fragment",
            "reassembled",
            "retransmission",
            "reliable",
            "direction",
            "oob",
            "stun",
            "msg_",
            // how the session learnt the dialect: a demo has no handshake, its capture has
            "dialect",
        ],
    );
    let a = message_lines(&f, &fs);
    let b = message_lines_where(
        &cap,
        &format!(
            "udp.srcport == 27500 && frame.number >= {} && frame.number <= {last} && !qw.oob.marker",
            first.frame
        ),
        &fs,
    );
    assert!(a.len() > 100, "{} lines", a.len());
    assert_eq!(a.len(), b.len(), "message count");
    for (i, (x, y)) in a.iter().zip(&b).enumerate() {
        assert_eq!(x, y, "message line {i}");
    }
    let r = fields(
        &f,
        "frame.number == 1",
        &["qdemo.format", "qdemo.qwd.type", "qw.serverdata.protocol"],
    );
    assert_eq!(r[0][..2], ["2", "1"]);
    // the client's own command goes out, everything else comes in
    let r = fields(
        &f,
        "frame.number >= 2 && frame.number <= 4",
        &[
            "qdemo.qwd.type",
            "qdemo.direction",
            "frame.packet_flags_direction",
            "qdemo.sequence",
            "qdemo.sequence_in",
        ],
    );
    assert_eq!(
        r,
        [
            ["0", "0", "0x00000002", "", ""],
            ["2", "1", "0x00000001", "5", "4"],
            ["1", "1", "0x00000001", "", ""]
        ]
    );
}

/// Byte coverage of a demo opened directly, measured from tshark's PDML as
/// `../shared/tools/coverage.py --frames` does: a frame's bytes under at least one visible leaf
/// field of ours (not `data`, not expert items). Returns (covered, total, the lowest share of
/// any frame, that frame's number, frames with an error or warning expert or malformed).
fn coverage(file: &str) -> (u64, u64, f64, u64, u64) {
    let pdml = tshark(&["-r", file, "-T", "pdml"]);
    let attr = |l: &str, k: &str| -> Option<String> {
        let key = format!(" {k}=\"");
        let i = l.find(&key)? + key.len();
        let j = l[i..].find('"')?;
        Some(l[i..i + j].to_string())
    };
    let (mut covered, mut total, mut bad) = (0u64, 0u64, 0u64);
    let (mut worst, mut worst_frame) = (1.0f64, 0u64);
    let (mut len, mut frame, mut spans, mut faulty) = (0usize, 0u64, Vec::new(), false);
    // one element per item: '<' only opens a tag (values escape it), and a value may span lines
    for l in pdml.split('<').map(|e| e.trim_end()) {
        if l.starts_with("packet>") {
            (len, spans, faulty) = (0, Vec::new(), false);
        } else if l.starts_with("/packet>") {
            let mut seen = vec![false; len];
            for (p, n) in &spans {
                for b in seen.iter_mut().skip(*p).take(*n) {
                    *b = true;
                }
            }
            let c = seen.iter().filter(|&&b| b).count();
            covered += c as u64;
            total += len as u64;
            let share = if len == 0 { 1.0 } else { c as f64 / len as f64 };
            if share < worst {
                (worst, worst_frame) = (share, frame);
            }
            bad += faulty as u64;
        } else if l.starts_with("proto name=\"_ws.malformed\"") {
            faulty = true;
        } else if l.starts_with("field ") {
            let name = attr(l, "name").unwrap_or_default();
            let show = attr(l, "show").unwrap_or_default();
            match name.as_str() {
                "caplen" => len = show.parse().unwrap(),
                "num" => frame = show.parse().unwrap(),
                // warning 0x600000, error 0x800000
                "_ws.expert.severity" if show == "6291456" || show == "8388608" => faulty = true,
                _ => {}
            }
            let ours = ["qdemo.", "qw.", "q2.", "nq."]
                .iter()
                .any(|p| name.starts_with(p));
            if ours && l.ends_with("/>") && attr(l, "hide").as_deref() != Some("yes") {
                if let (Some(p), Some(n)) = (attr(l, "pos"), attr(l, "size")) {
                    spans.push((p.parse().unwrap(), n.parse().unwrap()));
                }
            }
        }
    }
    (covered, total, worst, worst_frame, bad)
}

/// The issue's bar for multi-view demos: >= 99.5% of the bytes named, no malformed frame, no
/// error or warning expert.
fn assert_covered(name: &str) {
    let (covered, total, worst, frame, bad) = coverage(&demo(name));
    let share = covered as f64 / total as f64;
    eprintln!(
        "{name}: {:.3}% of {total} bytes named, lowest frame {frame} at {:.1}%, {bad} faulty frames",
        share * 100.0,
        worst * 100.0
    );
    assert_eq!(
        total,
        std::fs::metadata(demo(name)).unwrap().len(),
        "{name}"
    );
    assert!(share >= 0.995, "{name}: {:.3}%", share * 100.0);
    assert_eq!(bad, 0, "{name}");
}

#[test]
fn mvd_bytes_are_named() {
    if !reader_built() {
        return;
    }
    assert_covered(MVD);
    assert_covered(MVD1);
}

#[test]
fn mvd2_bytes_are_named() {
    if !reader_built() {
        return;
    }
    assert_covered(MVD2);
    // the serverdata (bytes 24 25000000 da07 ed93ca55 "opentdm" 1400): operation 4 with extra
    // bits 1 (the flags before version 2012: MVF_NOMSGS), protocol 37, version 2010, servercount
    // 0x55ca93ed, gamedir opentdm, client 20; then configstring 0, "The Edge"
    let r = fields(
        &demo(MVD2),
        "frame.number == 2",
        &[
            "qdemo.mvd2.cmd",
            "qdemo.mvd2.extrabits",
            "qdemo.mvd2.flags.nomsgs",
            "q2.sd.protocol",
            "qdemo.mvd2.version",
            "q2.sd.servercount",
            "q2.sd.gamedir",
            "q2.sd.playernum",
        ],
    );
    assert_eq!(
        r[0],
        ["4", "1", "1", "37", "2010", "1439339501", "opentdm", "20"]
    );
    let r = fields(
        &demo(MVD2),
        "frame.number == 2",
        &["q2.cs.index", "q2.cs.value"],
    );
    assert!(r[0][0].starts_with("0,"), "{:?}", r[0]);
    assert!(r[0][1].starts_with("The Edge,"), "{:?}", r[0]);
}

/// The MVD stream decoded from the file must be the one the QuakeWorld dissector reads in a
/// capture of the same messages (what dem2pcap writes: each block's message behind a made-up
/// netchan header, sequence = ack = 1, 2, 3…, hidden blocks left out), message for message.
#[test]
fn mvd_decodes_as_a_capture_of_its_messages() {
    if !reader_built() {
        return;
    }
    let f = demo(MVD1);
    let file = std::fs::read(&f).unwrap();
    let mut pkts = Vec::new();
    let mut at = 0;
    let (mut hidden, mut n) = (0, 0u32);
    while at < file.len() {
        let ty = file[at + 1] & 7;
        let head = match ty {
            2 => {
                at += 10;
                continue;
            }
            3 => 6,
            _ => 2,
        };
        let le = |i: usize| u32::from_le_bytes(file[i..i + 4].try_into().unwrap());
        let len = le(at + head) as usize;
        let msg = &file[at + head + 4..at + head + 4 + len];
        if ty == 3 && le(at + 2) == 0 {
            hidden += 1;
        } else {
            n += 1;
            let mut p = Vec::with_capacity(8 + len);
            p.extend_from_slice(&n.to_le_bytes());
            p.extend_from_slice(&n.to_le_bytes());
            p.extend_from_slice(msg);
            pkts.push(support::gen::Pkt {
                sport: 27500,
                dport: 27001,
                payload: p,
            });
        }
        at += head + 4 + len;
    }
    assert!(hidden > 100, "{hidden} hidden blocks");
    let cap = std::env::temp_dir().join(format!("quakeshark-mvd-{}.pcap", std::process::id()));
    support::gen::write_pcap(&cap, &pkts);
    let fs = message_fields(
        "qw",
        &[
            "seq",
            "ack",
            "qport",
            "session",
            "frag",
            "fragment",
            "reassembled",
            "reliable",
            "direction",
            "oob",
            "stun",
            "msg_",
            // the netchan analysis reads the transport, which the capture invented (one sequence
            // per block) and the file does not have
            "analysis",
            // how the session learnt the dialect: the capture infers the MVD stream, the file
            // says it
            "dialect",
        ],
    );
    let a = message_lines(&f, &fs);
    let b = message_lines(&cap.to_string_lossy(), &fs);
    std::fs::remove_file(&cap).ok();
    assert!(a.len() > 20_000, "{} lines", a.len());
    assert_eq!(a.len(), b.len(), "message count");
    // the capture's first datagram (svc_serverdata) is read before its session has seen anything
    // only an MVD stream has, so it reads the demo time as a client stream's player number and
    // what follows shifted; the file says it is MVD from the start (the bytes: 0b, MVD1 magic,
    // 0x20, protocol 28, servercount 9, "qw", then the float fd 28 d9 40 = 6.78625…, the level
    // name with a 0x85 dot)
    for (i, (x, y)) in a.iter().zip(&b).enumerate().skip(1) {
        assert_eq!(x, y, "message line {i}");
    }
    let r = fields(
        &f,
        "frame.number == 1",
        &["qw.serverdata.demotime", "qw.serverdata.levelname"],
    );
    assert_eq!(r[0][1], "Megatron . by alice");
    assert!(r[0][0].starts_with("6.786"), "{:?}", r[0]);
    // the framing: block 1891 is dem_multiple with mask 0 (bytes 03, 00000000), one KTX
    // dmgdone: length 8, type 7, death type 2, attacker 1, target 2, damage 8
    let r = fields(
        &f,
        "qdemo.block == 1891",
        &[
            "qdemo.mvd.type",
            "qdemo.mvd.mask",
            "qdemo.hidden.type",
            "qdemo.hidden.deathtype",
            "qdemo.hidden.attacker",
            "qdemo.hidden.target",
            "qdemo.hidden.damage",
        ],
    );
    assert_eq!(r, [["3", "0x00000000", "0x0007", "2", "1", "2", "8"]]);
}
