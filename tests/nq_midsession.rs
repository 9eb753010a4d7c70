//! NetQuake captured from the middle of a session: real sessions from pcaps/ with their first
//! 40% cut away (and the server moved off its port), written at test time. The dialect is
//! inferred from the traffic, nothing is an error, and the values equal the whole session's.
//! Needs `cargo build --release` first, like tests/tshark.rs.

mod support;
use support::gen::{write_pcap, Pkt};
use support::{fields, pcap, tshark};

/// Writes `name` from its first datagram at 40% on, with port `from` renamed `to`. Returns the
/// path and the whole capture's frame number of the cut's frame 1.
fn cut(name: &str, from: u16, to: u16) -> (String, usize) {
    let dir = std::env::temp_dir().join(format!("qs-nqcut-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let all = support::pcap::udp(&pcap(name));
    let total = all.last().unwrap().frame as usize;
    let first = total * 4 / 10 + 1;
    let mv = |p: u16| if p == from { to } else { p };
    let pkts: Vec<Pkt> = all
        .iter()
        .filter(|u| u.frame as usize >= first)
        .map(|u| Pkt {
            sport: mv(u.src.port),
            dport: mv(u.dst.port),
            payload: u.payload.clone(),
        })
        .collect();
    // every frame of these captures is UDP, so frame numbers map one to one
    assert_eq!(pkts.len(), total - first + 1, "{name}: non-UDP frames");
    let file = dir.join(name.replace(".pcapng", ".cut.pcap"));
    write_pcap(&file, &pkts);
    (file.to_string_lossy().into_owned(), first)
}

fn errors(file: &str) -> usize {
    tshark(&[
        "-r",
        file,
        "-Y",
        "_ws.expert.severity == 8388608 || _ws.malformed",
    ])
    .lines()
    .count()
}

/// `fs` per frame, keyed by the whole capture's frame number.
fn values(file: &str, offset: usize, fs: &[&str]) -> Vec<(usize, Vec<String>)> {
    let mut f = vec!["frame.number"];
    f.extend_from_slice(fs);
    fields(file, "nq", &f)
        .into_iter()
        .map(|mut row| {
            let n: usize = row[0].parse().unwrap();
            row.remove(0);
            (n + offset, row)
        })
        .collect()
}

#[test]
fn a_999_session_cut_in_the_middle_is_inferred_and_agrees_with_the_whole() {
    let name = "quakespasm_nq999_qsclient_session.pcapng";
    // the game runs on the server's second port; move it too
    let (file, first) = cut(name, 47894, 47990);
    assert_eq!(errors(&file), 0);
    // frame 1 of the cut already reads 999 with QuakeSpasm's flags (a server datagram with
    // int32 coordinates), and says it was inferred; the level change later negotiates it
    let d = fields(
        &file,
        "nq.dialect",
        &["frame.number", "nq.dialect", "nq.dialect.how"],
    );
    let (head, tail) = (&d[0], d.last().unwrap());
    assert!(
        head[1].starts_with("RMQ 999 (flags 0x82) (inferred from frames 1–"),
        "{head:?}"
    );
    assert_eq!(head[2], "2");
    assert!(
        tail[1].starts_with("RMQ 999 (flags 0x82) (negotiated in frame "),
        "{tail:?}"
    );
    assert_eq!(tail[2], "1");
    let fs = [
        "nq.time",
        "nq.origin.x",
        "nq.origin.z",
        "nq.angle.yaw",
        "nq.cd.health",
        "nq.move.forward",
        "nq.entity",
    ];
    let whole = values(&pcap(name), 0, &fs);
    let part = values(&file, first - 1, &fs);
    assert!(part.len() > 500, "{}", part.len());
    let whole: std::collections::HashMap<_, _> = whole.into_iter().collect();
    for (n, row) in &part {
        assert_eq!(Some(row), whole.get(n), "frame {n} of the whole capture");
    }
    // a datagram's resolved entity state needs its baseline: unknown until the level changes
    let unknown = tshark(&["-r", &file, "-V", "-c", "3"]);
    assert!(
        unknown.contains("unknown (the entity's baseline is not in the capture)"),
        "{unknown}"
    );
    support::assert_passes_agree(&[&file], support::PASS_DEPENDENT);
}

#[test]
fn an_fte_session_cut_in_the_middle_on_another_port_reads_its_extensions() {
    // QuakeSpasm-Spiked 666 + FTE replacement deltas on one socket: 26000 moved to 26010
    let name = "qss-server_nq666+fte-pext2_qssclient_session.pcapng";
    let (file, first) = cut(name, 26000, 26010);
    assert_eq!(errors(&file), 0);
    let d = fields(&file, "nq.dialect", &["nq.dialect"]);
    assert!(
        d[0][0].starts_with(
            "FitzQuake 666 + FTE (replacement deltas, predinfo, new size encoding, prydon cursor) (inferred"
        ),
        "{:?}",
        d[0]
    );
    // client moves (16-bit angles, PREDINFO sequence, long buttons) equal the whole session's
    let fs = [
        "nq.move.sequence",
        "nq.angle.yaw",
        "nq.move.buttons_long",
        "nq.time",
    ];
    let whole: std::collections::HashMap<_, _> = values(&pcap(name), 0, &fs).into_iter().collect();
    let part = values(&file, first - 1, &fs);
    assert!(part.len() > 3000, "{}", part.len());
    for (n, row) in &part {
        assert_eq!(Some(row), whole.get(n), "frame {n} of the whole capture");
    }
    // replacement deltas apply to entities the capture never saw: not resolved, not guessed
    let tree = tshark(&["-r", &file, "-V", "-c", "6"]);
    assert!(
        tree.contains("unknown (the entity's earlier state is not in the capture)"),
        "{tree}"
    );
}

#[test]
fn a_darkplaces_session_cut_in_the_middle_reads_dp7_and_leaves_unseen_entity_state_unknown() {
    // DarkPlaces server and client, DP7 (3504): 26000 moved to 26010
    let name = "darkplaces-server_dp7_dpclient_session.pcapng";
    let (file, first) = cut(name, 26000, 26010);
    assert_eq!(errors(&file), 0);
    let d = fields(&file, "nq.dialect", &["nq.dialect"]);
    assert!(
        d[0][0].starts_with("DarkPlaces DP7 (3504) (inferred from frames 1–"),
        "{:?}",
        d[0]
    );
    // wire values of both directions (EntityFrame5 numbers and origins, DP7 move sequences,
    // the client's 32-bit buttons) equal the whole session's
    let fs = [
        "nq.time",
        "nq.dp.frame",
        "nq.dp.move_sequence",
        "nq.entity",
        "nq.dp.e5",
        "nq.origin.x",
        "nq.dp.move.sequence",
        "nq.dp.move.buttons",
        "nq.angle.yaw",
    ];
    let whole: std::collections::HashMap<_, _> = values(&pcap(name), 0, &fs).into_iter().collect();
    let part = values(&file, first - 1, &fs);
    assert!(part.len() > 2000, "{}", part.len());
    for (n, row) in &part {
        assert_eq!(Some(row), whole.get(n), "frame {n} of the whole capture");
    }
    // the first entity frames after the cut move entities whose model was set before it: the
    // model is not shown, and the fields not seen are listed
    let first_frames = fields(
        &file,
        "nq.dp.svc == 57",
        &["nq.dp.ent.resolved.model", "nq.dp.ent.resolved.unknown"],
    );
    assert!(first_frames[0][0].is_empty(), "{:?}", first_frames[0]);
    assert!(
        first_frames[0][1].contains("model"),
        "{:?}",
        first_frames[0]
    );
    support::assert_passes_agree(&[&file], support::PASS_DEPENDENT);
}

#[test]
fn a_bjp_session_cut_in_the_middle_infers_bjp_before_its_level_change() {
    // DarkPlaces (git) server in BJP (10000), Debian client: 26000 moved to 26010
    let name = "darkplaces-git-server_nehahrabjp_dpclient_session.pcapng";
    let (file, _) = cut(name, 26000, 26010);
    assert_eq!(errors(&file), 0);
    let d: Vec<String> = fields(&file, "nq.dialect", &["nq.dialect"])
        .into_iter()
        .map(|r| r[0].clone())
        .collect();
    // protocol 15 reads the first datagrams alike; the first entity update with a model index
    // (a u16 here) rules it out, and the level change later negotiates BJP
    let inferred = d
        .iter()
        .position(|s| s.starts_with("BJP (10000) (inferred from frames 1–"))
        .expect("BJP inferred");
    let negotiated = d
        .iter()
        .position(|s| s.starts_with("BJP (10000) (negotiated in frame"))
        .expect("BJP negotiated");
    assert!(inferred < negotiated, "{inferred} {negotiated}");
    assert!(
        d[..inferred].iter().all(|s| s.starts_with("NetQuake 15")),
        "{:?}",
        &d[..inferred]
    );
}
