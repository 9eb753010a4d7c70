//! `-z quake,demo,FILE[,CONV]` (build first: `cargo build --release`): each live session of
//! `pcaps/` with its handshake is exported, the demo is opened again with tshark (the plugin's
//! demo reader), and its decoded messages — every message field and value — must be those of
//! the capture's server→client stream from the frame the export starts at to the last it wrote.
//! Streams that make no playable demo (a capture cut mid-session, dialects the classic engines
//! do not play) must be refused with the reason, and no file written.

mod support;
use support::{root, tshark};

/// Whether this Wireshark has the demo reader (src/shell/demo_wtap.c: 4.0, 4.4, 4.6 on x86-64
/// Linux); elsewhere the export is still written but cannot be read back here.
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

/// A folder tshark can write into (scripts/tshark-dev runs it as `nobody` under root).
fn out_dir() -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("quakeshark-export-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    let _ = std::process::Command::new("chmod")
        .args(["a+rwx", &d.to_string_lossy()])
        .status();
    d
}

/// What the export reported: the conversation (`nq#1`) and its first and last frames, or the
/// refusal line.
#[derive(Debug)]
enum Report {
    Written {
        proto: String,
        session: u32,
        first: u32,
        last: u32,
        text: String,
    },
    Refused(String),
}

fn export(capture: &str, file: &str, conv: &str) -> Report {
    let arg = if conv.is_empty() {
        format!("quake,demo,{file}")
    } else {
        format!("quake,demo,{file},{conv}")
    };
    let out = tshark(&["-r", capture, "-q", "-z", &arg]);
    let text = out
        .split("=== Quake demo export ===")
        .nth(1)
        .unwrap_or_else(|| panic!("{capture}: no export report in {out}"))
        .to_string();
    if text.contains("not written") {
        return Report::Refused(text);
    }
    // "FILE: N bytes, nq#1 (… → …), NetQuake 15: 432 blocks, frames 22–1174"
    let conv = text
        .split(", ")
        .find(|w| w.contains('#'))
        .unwrap_or_else(|| panic!("{text}"));
    let (proto, n) = conv.split_once('#').unwrap();
    let session = n.split(' ').next().unwrap().parse().unwrap();
    let frames = text
        .split("frames ")
        .nth(1)
        .unwrap()
        .lines()
        .next()
        .unwrap();
    let (a, b) = frames.trim().split_once('–').unwrap();
    Report::Written {
        proto: proto.to_string(),
        session,
        first: a.parse().unwrap(),
        last: b.parse().unwrap(),
        text,
    }
}

/// Every message field of `proto` but the netchan header's and the per-conversation ones (a
/// demo has no header, its frames are numbered otherwise, its session learns the dialect from
/// the same serverinfo but in another frame).
fn message_fields(proto: &str) -> Vec<String> {
    let skip: &[&str] = &[
        "flags",
        "length",
        "sequence",
        "seq",
        "ack",
        "qport",
        "session",
        "frag",
        "fragment",
        "reassembled",
        "message",
        "retrans",
        "reliable",
        "direction",
        "ctl",
        "oob",
        "stun",
        "empty",
        "msg_",
        "dialect",
        "note",
        "analysis",
        // the netchan analysis's experts (a demo has no transport)
        "lost",
        "out_of_order",
        "duplicate",
        // the state's protocol (q2) and the handshake's extension words (qw: the connect's
        // offer with the serverdata's answer): a demo has no handshake
        "protocol",
        "extensions",
        "pext",
        "ezpext",
    ];
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

/// The non-empty per-frame lines of those fields. NetQuake's client does not record a lone
/// svc_nop keepalive: such lines (only `nq.svc` = 1) are left out.
fn lines(file: &str, filter: &str, fs: &[String], proto: &str) -> Vec<String> {
    let mut args = vec!["-r", file, "-T", "fields", "-E", "occurrence=a"];
    if !filter.is_empty() {
        args.extend(["-Y", filter]);
    }
    for f in fs {
        args.push("-e");
        args.push(f);
    }
    let svc = fs.iter().position(|f| *f == format!("{proto}.svc"));
    tshark(&args)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .filter(|l| {
            !(proto == "nq"
                && svc.is_some_and(|i| l.split('\t').nth(i) == Some("1"))
                && l.split('\t')
                    .enumerate()
                    .all(|(j, c)| c.is_empty() || Some(j) == svc || c == "1"))
        })
        .map(str::to_string)
        .collect()
}

/// Whether every field's values in `x` are the last values of that field in `y`.
fn suffix_of(x: &str, y: &str) -> bool {
    x.split('\t')
        .zip(y.split('\t'))
        .all(|(a, b)| a.is_empty() || b == a || b.ends_with(&format!(",{a}")))
}

/// Exports `capture` and checks the demo against the capture; returns the number of messages
/// lines compared.
fn round_trip(capture: &str, ext: &str) -> usize {
    let dir = out_dir();
    let file = dir.join(format!("{capture}.{ext}"));
    let file = file.to_string_lossy();
    let path = support::pcap(capture);
    let Report::Written {
        proto,
        session,
        first,
        last,
        text,
    } = export(&path, &file, "")
    else {
        panic!("{capture}: refused");
    };
    let fs = message_fields(&proto);
    let demo = lines(&file, "", &fs, &proto);
    let cap = lines(
        &path,
        &format!(
            "{proto}.session == {session} && {proto}.direction == 1 && frame.number >= {first} && frame.number <= {last}{}",
            // connectionless packets are not recorded (FTE's download chunks among them)
            if proto == "qw" { " && !qw.oob.marker" } else { "" }
        ),
        &fs,
        &proto,
    );
    assert!(demo.len() > 50, "{capture}: {} lines ({text})", demo.len());
    for (i, (x, y)) in demo.iter().zip(&cap).enumerate() {
        if i == 0 && proto == "q2" && suffix_of(x, y) {
            // a .dm2 opens with svc_serverdata: what preceded it in its datagram is left out
            continue;
        }
        if x != y {
            let d: Vec<&str> = x.split('\t').collect();
            let c: Vec<&str> = y.split('\t').collect();
            let diff: Vec<String> = fs
                .iter()
                .enumerate()
                .filter(|(j, _)| d.get(*j) != c.get(*j))
                .map(|(j, f)| format!("{f}: demo {:?} capture {:?}", d.get(j), c.get(j)))
                .collect();
            panic!("{capture}: message line {i} differs: {diff:?}");
        }
    }
    assert_eq!(demo.len(), cap.len(), "{capture}: message lines ({text})");
    let _ = std::fs::remove_file(&*file);
    demo.len()
}

/// One session per dialect and server engine (the map changes and reconnects included); the
/// other live sessions of `pcaps/` with `QUAKESHARK_EXPORT_ALL=1` (each capture costs seconds:
/// tshark extracts over a thousand fields twice); `QUAKESHARK_EXPORT=<substring>` runs those
/// whose name has it.
const NQ: &[&str] = &[
    "quakespasm_nq15_qsclient_session.pcapng",
    "quakespasm_nq666_qsclient_session.pcapng",
    "quakespasm_nq999_qsclient_session.pcapng",
    "quakespasm-port26010_nq666_qsclient_session.pcapng",
    "darkplaces-server_nq15_qsclient_session.pcapng",
    "fteqw-server-nqonly_nq15_qsclient_session.pcapng",
];
const NQ_MORE: &[&str] = &[
    "quakespasm_nq15_dpclient_session.pcapng",
    "quakespasm_nq15_fteclient-nq_session.pcapng",
    "quakespasm_nq15_qsclient_delay40ms_session.pcapng",
    "quakespasm_nq15_qssclient_session.pcapng",
    "quakespasm_nq666_qsclient_delay100ms_session.pcapng",
    "fteqw-server-nqonly-listennq2_nq15_qsclient_session.pcapng",
    "qss-server_nq15_qsclient_session.pcapng",
    "qss-server_nq15_qssclient_session.pcapng",
    "qss-server_nq666+fte-pext2_qssclient_session.pcapng",
    "fteqw-server-nqonly_nq+fte-pext_fteclient-nq_session.pcapng",
];
const QW: &[&str] = &[
    "fteqw-server_qw28_ezquake_session.pcapng",
    "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
];
const QW_MORE: &[&str] = &[
    "mvdsv-ktx_qw28_fteclient_session.pcapng",
    "mvdsv-ktx_qw28_ezquake_delay40ms_session.pcapng",
    "mvdsv-ktx_qw28_ezquake_pext-fte-floatcoords-chunkeddl_session.pcapng",
];
const Q2: &[&str] = &[
    "yquake2_q2-34_yq2client_session.pcapng",
    "q2pro-server_q2-34_yq2client_session.pcapng",
    "fteqw-server-q2_q2-34_yq2client_session.pcapng",
];
const Q2_MORE: &[&str] = &[
    "yquake2-q2ded_q2-34_fteclient_session.pcapng",
    "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
    "fteqw-server-q2_q2-34_q2proclient_session.pcapng",
];

/// The captures a test runs.
fn set(some: &[&'static str], more: &[&'static str]) -> Vec<&'static str> {
    let mut v = some.to_vec();
    if std::env::var_os("QUAKESHARK_EXPORT_ALL").is_some() {
        v.extend_from_slice(more);
    }
    if let Ok(only) = std::env::var("QUAKESHARK_EXPORT") {
        v = some
            .iter()
            .chain(more)
            .copied()
            .filter(|c| c.contains(&only))
            .collect();
    }
    v
}

/// [`round_trip`] of every capture of `set(some, more)`: each is an export and two tshark runs,
/// as many at once as there are cores.
fn round_trips(some: &[&'static str], more: &[&'static str], ext: &str) {
    let caps = set(some, more);
    for (c, n) in caps
        .iter()
        .zip(support::par_map(&caps, |c| round_trip(c, ext)))
    {
        eprintln!("{c}: {n} message lines equal");
    }
}

#[test]
fn nq_sessions_export_as_their_messages() {
    if !reader_built() {
        return;
    }
    round_trips(NQ, NQ_MORE, "dem");
}

#[test]
fn qw_sessions_export_as_their_messages() {
    if !reader_built() {
        return;
    }
    round_trips(QW, QW_MORE, "qwd");
}

#[test]
fn q2_sessions_export_as_their_messages() {
    if !reader_built() {
        return;
    }
    round_trips(Q2, Q2_MORE, "dm2");
}

#[test]
fn unplayable_streams_are_refused() {
    let dir = out_dir();
    for (capture, why) in [
        (
            "q2pro-server_q2pro-36_q2proclient_session.pcapng",
            "Q2PRO 36",
        ),
        (
            "fteqw-server_q2ex-2023_plain-netchan_fteclient_session.pcapng",
            "Quake II 2023",
        ),
        (
            "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng",
            "KEX LAN",
        ),
        (
            "darkplaces-server_dp7_dpclient_session.pcapng",
            "DarkPlaces DP7",
        ),
        (
            "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
            "fragmenting netchan",
        ),
        (
            "quakespasm_nq15_qstat-queries.pcapng",
            "no game conversation",
        ),
    ] {
        let file = dir.join(format!("{capture}.demo"));
        match export(&support::pcap(capture), &file.to_string_lossy(), "") {
            Report::Refused(t) => assert!(t.contains(why), "{capture}: {t}"),
            r => panic!("{capture}: written {r:?}"),
        }
        assert!(!file.exists(), "{capture}: a file was written");
    }
}

/// A capture started mid-session: cut after its last svc_serverinfo/serverdata it is refused;
/// cut between its first and last (a map change or reconnect later) the demo starts at the later
/// one and says what it left out.
#[test]
fn mid_session_cuts() {
    let dir = out_dir();
    for (capture, handshake) in [
        ("quakespasm_nq15_qsclient_session.pcapng", "nq.svc == 11"),
        ("fteqw-server_qw28_ezquake_session.pcapng", "qw.svc == 11"),
        ("yquake2_q2-34_yq2client_session.pcapng", "q2.svc == 12"),
    ] {
        let path = support::pcap(capture);
        let at: Vec<usize> = support::fields(&path, handshake, &["frame.number"])
            .iter()
            .map(|l| l[0].parse().unwrap())
            .collect();
        assert!(at.len() >= 2, "{capture}: handshakes at {at:?}");
        let data = std::fs::read(&path).unwrap();
        for (n, playable) in [(*at.last().unwrap(), false), ((at[0] + at[1]) / 2, true)] {
            let cut = dir.join(format!("cut{n}-{capture}"));
            std::fs::write(&cut, support::variants::cut(&data, n)).unwrap();
            let file = dir.join(format!("cut{n}-{capture}.demo"));
            match export(&cut.to_string_lossy(), &file.to_string_lossy(), "") {
                Report::Refused(t) if !playable => {
                    assert!(t.contains("mid-session"), "{capture}: {t}");
                    assert!(!file.exists(), "{capture}: a file was written");
                }
                Report::Written { text, first, .. } if playable => {
                    assert!(text.contains("left out"), "{capture}: {text}");
                    // the cut capture's frame numbers start after the cut
                    assert_eq!(first as usize + n, at[1], "{capture}: {text}");
                    assert!(file.exists());
                }
                r => panic!("{capture} cut at {n}: {r:?}"),
            }
        }
    }
}

/// CONV picks a conversation by the session number the tree shows or by an endpoint; one
/// that does not exist is refused.
#[test]
fn conversation_selection() {
    let dir = out_dir();
    // two conversations: qstat's queries (qw#0), then the game (qw#1)
    let capture = support::pcap("mvdsv-ktx_qw28_ezquake_nopext_session.pcapng");
    let file = dir.join("sel.qwd");
    let f = file.to_string_lossy();
    let Report::Written { session, .. } = export(&capture, &f, "") else {
        panic!("refused")
    };
    let Report::Written { session: s2, .. } = export(&capture, &f, &session.to_string()) else {
        panic!("session {session} refused")
    };
    assert_eq!(s2, session);
    let Report::Written { session: s3, .. } = export(&capture, &f, "127.0.0.1:27001") else {
        panic!("by endpoint: refused")
    };
    assert_eq!(s3, session);
    for other in ["127.0.0.1:1", &(session + 7).to_string()] {
        match export(&capture, &f, other) {
            Report::Refused(t) => assert!(t.contains("no server→client"), "{t}"),
            r => panic!("{other}: {r:?}"),
        }
    }
    let _ = root();
}
