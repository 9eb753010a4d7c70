//! Netchan analysis on real captures (one per family): frames removed from a direction's
//! sequence raise the sum of `<proto>.analysis.lost` by exactly their number, frames written
//! twice give exactly as many `<proto>.analysis.duplicate`, `-z expert` lists the experts, and
//! the message lengths add up to the datagrams' payloads.
mod support;
use support::{fields, pcap, tshark, variants};

/// A capture and how to find the sequenced datagrams of its server → client direction that
/// stand alone (no fragment, one sequence each).
struct Case {
    capture: &'static str,
    proto: &'static str,
    /// Display filter for those datagrams (to-client direction).
    filter: &'static str,
    seq: &'static str,
}

const CASES: &[Case] = &[
    Case {
        capture: "quakespasm_nq15_qsclient_session.pcapng",
        proto: "nq",
        filter: "nq.direction == 1 && nq.flags.unreliable == 1",
        seq: "nq.sequence",
    },
    Case {
        capture: "fteqw-server_qw28_ezquake_session.pcapng",
        proto: "qw",
        filter: "qw.direction == 1 && qw.seq && !qw.frag.data",
        seq: "qw.seq",
    },
    Case {
        capture: "yquake2_q2-34_yq2client_session.pcapng",
        proto: "q2",
        filter: "q2.direction == 1 && q2.seq && !q2.fragment.data",
        seq: "q2.seq",
    },
    Case {
        capture: "fteqw-server_q2ex-2023_plain-netchan_fteclient_session.pcapng",
        proto: "q2",
        filter: "q2.direction == 1 && q2.seq && !q2.fragment.data",
        seq: "q2.seq",
    },
    Case {
        capture: "q2pro-server_q2pro-36_q2proclient_session.pcapng",
        proto: "q2",
        filter: "q2.direction == 1 && q2.seq && !q2.fragment.data",
        seq: "q2.seq",
    },
    Case {
        capture: "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng",
        proto: "kexlan",
        filter: "kexlan.direction == 1 && kexlan.seq",
        seq: "kexlan.seq",
    },
];

/// Sum of every occurrence of `field` in the capture at `path`.
fn sum(path: &str, field: &str) -> u64 {
    fields(path, field, &[field])
        .iter()
        .flat_map(|r| r[0].split(','))
        .filter(|v| !v.is_empty())
        .map(|v| v.parse::<u64>().unwrap())
        .sum()
}

/// `k` frames from the middle of the case's datagrams whose neighbours in the sequence are the
/// sequence just before and just after them (so each removal is a gap of one), at least three
/// datagrams apart.
fn pure_frames(c: &Case, path: &str, k: usize) -> Vec<u32> {
    let rows = fields(path, c.filter, &["frame.number", c.seq]);
    // one sequence per datagram
    let dgs: Vec<(u32, u64)> = rows
        .iter()
        .filter(|r| !r[1].contains(','))
        .map(|r| (r[0].parse().unwrap(), r[1].parse().unwrap()))
        .collect();
    assert!(dgs.len() > 40, "{}: {} datagrams", c.capture, dgs.len());
    let mut out = Vec::new();
    let mut i = dgs.len() / 3;
    while out.len() < k && i + 1 < dgs.len() {
        let (prev, this, next) = (dgs[i - 1].1, dgs[i].1, dgs[i + 1].1);
        if prev + 1 == this && this + 1 == next {
            out.push(dgs[i].0);
            i += 3;
        } else {
            i += 1;
        }
    }
    assert_eq!(out.len(), k, "{}: not enough candidates", c.capture);
    out
}

fn write(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("quakeshark-analysis-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ext = if bytes.starts_with(&[0x0a, 0x0d, 0x0d, 0x0a]) {
        "pcapng"
    } else {
        "pcap"
    };
    let p = dir.join(format!("{name}.{ext}"));
    std::fs::write(&p, bytes).unwrap();
    // tshark-dev may run tshark as another user
    let _ = std::process::Command::new("chmod")
        .args(["-R", "a+rX"])
        .arg(&dir)
        .status();
    p.to_string_lossy().into_owned()
}

#[test]
fn removed_frames_are_counted_lost_and_written_twice_duplicate() {
    let cases: Vec<_> = CASES.iter().enumerate().collect();
    support::par_map(&cases, |&(n, c)| {
        let path = pcap(c.capture);
        let data = std::fs::read(&path).unwrap();
        let lost = format!("{}.analysis.lost", c.proto);
        let dup = format!("{}.analysis.duplicate", c.proto);
        let base_lost = sum(&path, &lost);
        let base_dup = fields(&path, &dup, &["frame.number"]).len();
        let picked = pure_frames(c, &path, 5);
        let (gone, twice) = (&picked[..3], &picked[3..]);
        let cut = write(&format!("cut{n}"), &variants::edit(&data, gone, &[]));
        assert_eq!(
            sum(&cut, &lost),
            base_lost + gone.len() as u64,
            "{}: frames {gone:?} removed",
            c.capture
        );
        // QuakeWorld's and Quake II's clients acknowledge every server datagram they receive
        // (they send more often): the removed ones were delivered, the capture lost them
        if matches!(c.proto, "qw" | "q2") {
            let captured = format!("{}.analysis.lost_captured", c.proto);
            assert_eq!(
                sum(&cut, &captured),
                sum(&path, &captured) + gone.len() as u64,
                "{}: frames {gone:?} removed, acknowledged by the client",
                c.capture
            );
        }
        let doubled = write(&format!("dup{n}"), &variants::edit(&data, &[], twice));
        assert_eq!(
            fields(&doubled, &dup, &["frame.number"]).len(),
            base_dup + twice.len(),
            "{}: frames {twice:?} written twice",
            c.capture
        );
        // both reach the expert statistics, on one pass and on two
        for two in [false, true] {
            let mut args = vec!["-r", &cut, "-q", "-z", "expert"];
            if two {
                args.push("-2");
            }
            let e = tshark(&args);
            assert!(e.contains("missing before sequence"), "{}: {e}", c.capture);
            args[1] = &doubled;
            let e = tshark(&args);
            assert!(e.contains("duplicate of frame"), "{}: {e}", c.capture);
        }
    });
}

/// What a datagram's bytes are made of: its netchan header (its size depends on the direction:
/// the client's qport) and its messages. Over every sequenced datagram of a conversation that is
/// not a fragment, the UDP payload bytes are exactly the header bytes plus the sum of
/// `<proto>.svc.len` and `<proto>.clc.len` — so those fields account for every byte of bandwidth.
#[test]
fn message_lengths_and_headers_add_up_to_the_payload() {
    // (capture, protocol, the datagrams, header bytes client → server, server → client)
    let cases = [
        (
            "quakespasm_nq15_qsclient_session.pcapng",
            "nq",
            "nq.sequence && !nq.fragment.data",
            8,
            8,
        ),
        (
            "fteqw-server_qw28_ezquake_session.pcapng",
            "qw",
            "qw.seq && !qw.frag.data",
            10,
            8,
        ),
        (
            "yquake2_q2-34_yq2client_session.pcapng",
            "q2",
            "q2.seq && !q2.fragment.data",
            10,
            8,
        ),
        (
            "fteqw-server_q2ex-2023_plain-netchan_fteclient_session.pcapng",
            "q2",
            "q2.seq && !q2.fragment.data",
            10,
            8,
        ),
        (
            "q2pro-server_q2pro-36_q2proclient_session.pcapng",
            "q2",
            "q2.seq && !q2.fragment.data",
            9,
            8,
        ),
    ];
    for (cap, proto, filter, to_server, to_client) in cases {
        let (svc, clc, dir) = (
            format!("{proto}.svc.len"),
            format!("{proto}.clc.len"),
            format!("{proto}.direction"),
        );
        let rows = fields(&pcap(cap), filter, &["udp.length", &dir, &svc, &clc]);
        assert!(rows.len() > 500, "{cap}: {} datagrams", rows.len());
        let (mut payload, mut header, mut messages, mut with_messages) = (0, 0, 0, 0);
        for r in &rows {
            payload += r[0].parse::<u64>().unwrap() - 8;
            header += if r[1] == "1" { to_client } else { to_server };
            let lens: Vec<u64> = [&r[2], &r[3]]
                .iter()
                .flat_map(|c| c.split(','))
                .filter(|v| !v.is_empty())
                .map(|v| v.parse().unwrap())
                .collect();
            with_messages += !lens.is_empty() as usize;
            messages += lens.iter().sum::<u64>();
        }
        assert!(
            with_messages * 2 > rows.len(),
            "{cap}: {with_messages} with messages"
        );
        assert_eq!(
            payload,
            header + messages,
            "{cap}: {} datagrams",
            rows.len()
        );
    }
}
