//! FTE's client → server messages on real fteqw sessions (fteqw-sv ↔ fteqw-gl, 93257c1a), and
//! the DarkPlaces client on fteqw's server in BJP3 (pcaps/README.md says how each was recorded).
//! Build first: `cargo build --release`. The values are checked against what the other side of
//! the same session shows (the server's entity-frame time, the voice it echoes back), against
//! the recording bot's script (bot_fte.cfg / bot_dp_short.cfg: +back, +moveleft, impulse 10) and
//! against each other (the two split-screen seats, the two BJP3 handshakes).

mod support;
use support::{fields, pcap};

const QW_VR: &str = "fteqw-server_qw28+fte-vrinputs-lerptime+csqc-mod_fteclient_session.pcapng";
const QW_VOICE: &str =
    "fteqw-server_qw28+fte-voip-echo-infoblobs+csqc-mod_fteclient_session.pcapng";
const QW_SPLIT: &str = "fteqw-server_qw28+fte-splitscreen2+csqc-mod_fteclient_session.pcapng";
const NQ_VR_VOICE: &str =
    "fteqw-server-nqonly_nq666+fte-voip-echo-vrinputs-lerptime+csqc-mod_fteclient-nq_session.pcapng";
const BJP3_PQ: &str = "fteqw-server-nqonly_nehahrabjp3_dpclient_session.pcapng";
const BJP3_DP: &str =
    "fteqw-server-nqonly-listendp_nehahrabjp3-dphandshake_dpclient_session.pcapng";

/// Error experts and malformed packets in client → server frames.
fn client_errors(p: &str, dir: &str) -> Vec<Vec<String>> {
    fields(
        p,
        &format!("{dir} && (_ws.malformed || _ws.expert.severity == \"Error\")"),
        &["frame.number", "_ws.expert.message"],
    )
}

/// How many values of `field` fall within `tolerance` seconds of the newest `server_time`
/// (seconds) sent before them, out of how many: the client stamps each input frame with the
/// server time it has reached (ms).
fn near_server_time(p: &str, proto: &str) -> (usize, usize) {
    let ue = format!("{proto}.ue.time");
    let uc = format!("{proto}.ucmd.time");
    let rows = fields(p, &format!("{ue} || {uc}"), &[&ue, &uc]);
    let (mut last, mut n, mut near) = (None, 0, 0);
    for r in rows {
        if let Some(t) = r[0].split(',').next_back().filter(|s| !s.is_empty()) {
            last = Some(t.parse::<f64>().unwrap());
        }
        if let (Some(ms), Some(l)) = (r[1].split(',').next_back().filter(|s| !s.is_empty()), last) {
            n += 1;
            near += ((ms.parse::<f64>().unwrap() / 1000.0 - l).abs() < 0.25) as usize;
        }
    }
    (near, n)
}

fn counts(p: &str, filter: &str, field: &str) -> std::collections::BTreeMap<String, usize> {
    let mut m = std::collections::BTreeMap::new();
    for r in fields(p, filter, &[field]) {
        for v in r[0].split(',').filter(|v| !v.is_empty()) {
            *m.entry(v.to_string()).or_default() += 1;
        }
    }
    m
}

#[test]
fn quakeworld_vr_inputs_read_to_the_end_with_the_bots_moves() {
    let p = pcap(QW_VR);
    assert!(client_errors(&p, "qw.direction == 0").is_empty());
    // every client datagram after the handshake carries clcfte_move (2819 in the capture)
    assert_eq!(fields(&p, "qw.clc == 85", &["frame.number"]).len(), 2819);
    // the bot's +forward/+back (cl_forwardspeed/cl_backspeed 400), +moveleft (400 here), +jump
    // and +attack (buttons 2 and 1), impulse 10
    let fwd = counts(&p, "qw.ucmd.forward", "qw.ucmd.forward");
    assert_eq!(fwd.keys().collect::<Vec<_>>(), ["-400", "400"]);
    assert_eq!(
        counts(&p, "qw.ucmd.side", "qw.ucmd.side")
            .keys()
            .collect::<Vec<_>>(),
        ["-400"]
    );
    let buttons = counts(&p, "qw.ucmd.buttons", "qw.ucmd.buttons");
    assert_eq!(
        buttons.keys().collect::<Vec<_>>(),
        ["0x00000001", "0x00000002"]
    );
    assert!(counts(&p, "qw.ucmd.impulse", "qw.ucmd.impulse")["10"] >= 7);
    // fteqw's writer sets UC_WEAPON whenever the buttons change: never one without the other
    assert!(fields(
        &p,
        "qw.ucmd.bits.buttons != qw.ucmd.bits.weapon",
        &["frame.number"]
    )
    .is_empty());
    // the input frames' server time follows the server's own entity-frame time
    let (near, n) = near_server_time(&p, "qw");
    assert!(n > 2700 && near * 100 >= n * 99, "{near} of {n}");
}

#[test]
fn netquake_vr_inputs_carry_their_own_sequence() {
    let p = pcap(NQ_VR_VOICE);
    assert!(client_errors(&p, "nq.clc").is_empty());
    let seqs: Vec<u32> = fields(&p, "nq.vrm.seq", &["nq.vrm.seq"])
        .iter()
        .map(|r| r[0].parse().unwrap())
        .collect();
    assert_eq!(seqs.len(), 2052);
    assert_eq!(&seqs[..3], [0, 1, 2]);
    // NetQuake numbers input frames apart from datagrams: one more per move, except across the
    // map change's reconnect, where it starts again
    let steps = seqs.windows(2).filter(|w| w[1] != w[0] + 1).count();
    assert!(steps <= 2, "{steps} breaks in the input sequence");
    // clcfte_move on NetQuake carries the entity-frame acks clc_ackframe would
    assert!(fields(&p, "nq.vrm.ack", &["frame.number"]).len() > 1900);
    let (near, n) = near_server_time(&p, "nq");
    assert!(n > 1900 && near * 100 >= n * 95, "{near} of {n}");
}

#[test]
fn voice_the_client_sends_is_what_the_server_echoes() {
    // sv_voip_echo 1: the server relays each voice frame back to its sender (svcfte_voicechat);
    // every echo parsed must be one of the client's frames (sequence and encoded data)
    for (p, proto, dir, sent) in [
        (pcap(QW_VOICE), "qw", "qw.direction == 0", 1974),
        (pcap(NQ_VR_VOICE), "nq", "nq.clc", 2051),
    ] {
        assert!(client_errors(&p, dir).is_empty(), "{p}");
        let seq = format!("{proto}.voice.seq");
        let data = format!("{proto}.voice.data");
        let gen = format!("{proto}.voice.gen");
        let client = fields(&p, &format!("{dir} && {seq}"), &[&seq, &data, &gen]);
        let server = fields(&p, &format!("!({dir}) && {seq}"), &[&seq, &data]);
        assert_eq!(client.len(), sent, "{p}");
        // Opus (codec 2), generation 1
        assert!(client.iter().all(|r| r[2] == "0x21"), "{p}");
        let mine: std::collections::HashSet<(&str, &str)> = client
            .iter()
            .map(|r| (r[0].as_str(), r[1].as_str()))
            .collect();
        let echoed = server
            .iter()
            .filter(|r| mine.contains(&(r[0].as_str(), r[1].as_str())))
            .count();
        assert!(
            server.len() > 1700 && echoed * 100 >= server.len() * 97,
            "{p}: {echoed} of {} echoes",
            server.len()
        );
    }
}

#[test]
fn the_second_split_screen_seat_moves_without_a_checksum() {
    let p = pcap(QW_SPLIT);
    assert!(client_errors(&p, "qw.direction == 0").is_empty());
    // only the first seat's clc_move is checksummed, and that checksum holds in every datagram
    let good = counts(
        &p,
        "qw.direction == 0 && qw.move.checksum.good",
        "qw.move.checksum.good",
    );
    assert_eq!(good.get("1"), Some(&2446));
    assert_eq!(good.get("0"), None);
    // both seats' newest input frame comes from the same client frame: the same msec
    let rows = fields(
        &p,
        "qw.direction == 0 && qw.clc == 3",
        &["frame.number", "qw.cmd.msec"],
    );
    let two: Vec<Vec<&str>> = rows
        .iter()
        .map(|r| r[1].split(',').collect::<Vec<_>>())
        .filter(|m| m.len() == 6)
        .collect();
    assert_eq!(two.len(), 2435);
    assert!(two.iter().all(|m| m[2] == m[5]));
    // the second seat's console command after `addseat`
    let seat = fields(
        &p,
        "qw.clc == 86",
        &["frame.number", "qw.stringcmd.seat", "qw.stringcmd"],
    );
    assert_eq!(seat, [["31", "1", "setinfo \"chat\" \"2\""]]);
}

#[test]
fn bjp3_moves_take_proquake_angles_from_the_accept() {
    // the NQ handshake: FTE answers CCREP_ACCEPT with the ProQuake mod byte and the DarkPlaces
    // client sends 16-bit angles; over DarkPlaces' handshake it does not
    let pq = pcap(BJP3_PQ);
    let dp = pcap(BJP3_DP);
    for p in [&pq, &dp] {
        let bad = fields(
            p,
            "_ws.malformed || _ws.expert.severity == \"Error\"",
            &["frame.number", "_ws.expert.message"],
        );
        assert!(bad.is_empty(), "{p}: {bad:?}");
    }
    let d = counts(&pq, "nq.clc == 3", "nq.dialect");
    assert_eq!(
        d.keys().collect::<Vec<_>>(),
        [
            "BJP3 (10002) + ProQuake aim (CCREP_ACCEPT in frame 3) (negotiated in frame 10)",
            "BJP3 (10002) + ProQuake aim (CCREP_ACCEPT in frame 3) (negotiated in frame 625)"
        ]
    );
    assert_eq!(d.values().sum::<usize>(), 350);
    assert!(counts(&dp, "nq.clc == 3", "nq.dialect")
        .keys()
        .all(|k| !k.contains("ProQuake")));
    // three angles of two bytes instead of one: each move datagram is 3 bytes longer
    assert_eq!(
        counts(&pq, "nq.clc == 3", "frame.len")
            .keys()
            .collect::<Vec<_>>(),
        ["69"]
    );
    assert_eq!(
        counts(&dp, "nq.clc == 3", "frame.len")
            .keys()
            .collect::<Vec<_>>(),
        ["66"]
    );
    // and both read the bot's same moves (+forward/+back 400, +moveleft 350, impulse 10)
    let moves = |p: &str| {
        counts(p, "nq.clc == 3", "nq.move.forward")
            .into_keys()
            .chain(counts(p, "nq.clc == 3", "nq.move.side").into_keys())
            .chain(counts(p, "nq.clc == 3", "nq.move.impulse").into_keys())
            .collect::<Vec<_>>()
    };
    let m = moves(&pq);
    assert_eq!(m, moves(&dp));
    for v in ["-400", "400", "-350", "10"] {
        assert!(m.contains(&v.to_string()), "{v} not in {m:?}");
    }
}

#[test]
fn fteqw_writes_bjp3_static_sound_indexes_as_bytes() {
    // sv_user.c (prespawn): svc_spawnstaticsound with a byte index in BJP3; LibreQuake's
    // ambient sounds are ambientsound(…, 0.5, ATTN_STATIC): volume 127, attenuation 3 × 64
    for p in [pcap(BJP3_PQ), pcap(BJP3_DP)] {
        let rows = fields(
            &p,
            "nq.svc == 29",
            &["nq.sound.name", "nq.sound.volume", "nq.sound.attenuation"],
        );
        assert_eq!(rows.len(), 2, "{p}: one signon per map");
        // lqdm2's 24 ambient sounds, lqdm13's one
        let all: Vec<&str> = rows.iter().flat_map(|r| r[0].split(',')).collect();
        assert_eq!(all.len(), 25, "{p}: {all:?}");
        for r in &rows {
            let names: Vec<&str> = r[0].split(',').collect();
            assert!(names
                .iter()
                .all(|n| *n == "ambience/fire1.wav" || *n == "ambience/hum1.wav"));
            assert!(r[1].split(',').all(|v| v == "127"), "{p}");
            assert!(r[2].split(',').all(|v| v == "192"), "{p}");
        }
    }
}

/// Writes `name` from its first datagram at 40% on (as tests/nq_midsession.rs does). Returns the
/// path and the whole capture's frame number of the cut's frame 1.
fn cut(name: &str) -> (String, usize) {
    use support::gen::{write_pcap, Pkt};
    let dir = std::env::temp_dir().join(format!("qs-fteclc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let all = support::pcap::udp(&pcap(name));
    let total = all.last().unwrap().frame as usize;
    let first = total * 4 / 10 + 1;
    let pkts: Vec<Pkt> = all
        .iter()
        .filter(|u| u.frame as usize >= first)
        .map(|u| Pkt {
            sport: u.src.port,
            dport: u.dst.port,
            payload: u.payload.clone(),
        })
        .collect();
    assert_eq!(pkts.len(), total - first + 1, "{name}: non-UDP frames");
    let file = dir.join(name.replace(".pcapng", ".cut.pcap"));
    write_pcap(&file, &pkts);
    (file.to_string_lossy().into_owned(), first)
}

#[test]
fn client_messages_read_mid_session_as_in_the_whole_capture() {
    // without the handshake the extension bits that only add client messages are unknown: the
    // cut copies still read every client datagram, with the whole capture's values
    for (name, dir, value) in [
        (QW_VR, "qw.direction == 0", "qw.ucmd.time"),
        (QW_SPLIT, "qw.direction == 0", "qw.cmd.msec"),
        (QW_VOICE, "qw.direction == 0", "qw.voice.seq"),
        (NQ_VR_VOICE, "nq.clc", "nq.vrm.seq"),
    ] {
        let (file, first) = cut(name);
        let bad = client_errors(&file, dir);
        assert!(bad.is_empty(), "{name}: {:?}", &bad[..bad.len().min(5)]);
        let whole = pcap(name);
        let filter = format!("{dir} && {value}");
        let part = fields(&file, &filter, &["frame.number", value]);
        let all: std::collections::HashMap<usize, String> =
            fields(&whole, &filter, &["frame.number", value])
                .into_iter()
                .map(|r| (r[0].parse().unwrap(), r[1].clone()))
                .collect();
        assert!(part.len() > 1000, "{name}: {}", part.len());
        for r in &part {
            let n: usize = r[0].parse::<usize>().unwrap() + first - 1;
            assert_eq!(all.get(&n), Some(&r[1]), "{name}: frame {n}");
        }
    }
}
