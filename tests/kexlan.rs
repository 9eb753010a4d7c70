//! KEX LAN transport integration tests: the real tshark with the freshly built plugin over the
//! FTE ↔ FTE session on port 5069 (build first: `cargo build --release`), plus captures written
//! at test time for what that session does not contain (fragments, another port). Values
//! asserted here were read from the bytes by hand (see the comments).

mod support;
use support::gen::{write_pcap, Pkt};
use support::{fields, pcap, tshark, PASS_DEPENDENT};

const KEX: &str = "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng";

fn row(file: &str, frame: u32, fs: &[&str]) -> Vec<String> {
    let rows = fields(file, &format!("frame.number == {frame}"), fs);
    assert_eq!(rows.len(), 1, "frame {frame}");
    rows.into_iter().next().unwrap()
}

#[test]
fn every_datagram_is_kexlan_without_errors() {
    let p = pcap(KEX);
    let total = fields(&p, "udp", &["frame.number"]).len();
    let ours = fields(&p, "kexlan", &["frame.number"]).len();
    assert_eq!((ours, total), (2317, 2317));
    let bad = fields(
        &p,
        "_ws.malformed || _ws.expert.severity == \"Error\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "malformed or error-level expert in {bad:?}");
    let kex_errors = fields(
        &p,
        "kexlan.truncated || kexlan.unknown_command || kexlan.bad_compression \
         || kexlan.length_mismatch || kexlan.inconsistent || kexlan.limit",
        &["frame.number"],
    );
    assert!(kex_errors.is_empty(), "{kex_errors:?}");
    // no other capture is taken for KEX
    for other in [
        "yquake2_q2-34_yq2client_session.pcapng",
        "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
        "quakespasm_nq15_qsclient_session.pcapng",
        "qss-server_nq666+fte-pext2_qssclient_session.pcapng",
        "q2-34__libq2_testduel.dm2.pcap",
    ] {
        assert!(
            fields(&pcap(other), "kexlan", &["frame.number"]).is_empty(),
            "{other}"
        );
    }
}

#[test]
fn handshake() {
    let p = pcap(KEX);
    // 01 60 | 80 | 08 "CRANTIME" | 08 "Quake II" | 01: size 0x016 = 22, flags 0
    let r = row(
        &p,
        1,
        &[
            "kexlan.size",
            "kexlan.flags",
            "kexlan.type",
            "kexlan.conn.magic",
            "kexlan.conn.game",
            "kexlan.conn.seats",
            "kexlan.direction",
        ],
    );
    assert_eq!(
        r,
        ["22", "0x0000", "0x80", "CRANTIME", "Quake II", "1", "0"]
    );
    // 00 d0 | 80 | 08 "CRANTIME" | 01: the server puts the client in slot 1
    let r = row(
        &p,
        2,
        &[
            "kexlan.size",
            "kexlan.conn.magic",
            "kexlan.conn.slot",
            "kexlan.conn.game",
            "kexlan.direction",
        ],
    );
    assert_eq!(r, ["13", "CRANTIME", "1", "", "1"]);
}

#[test]
fn lobby_rules_and_players() {
    let p = pcap(KEX);
    // five reliable segments: 01 03 (16 bytes, flags 3) 0001 0001 ff "map\2box4", 01 d3 (29)
    // "gamemode\$m_deathmatch", 02 83 (40) fd 00 00 1e "playername\FTE - fte-q2ex-test",
    // 01 b3 (27) fd 00 01 11 "playername\You...", 00 f3 (15) ff "ingame\1"
    let r = row(
        &p,
        3,
        &[
            "kexlan.size",
            "kexlan.flags.reliable",
            "kexlan.flags.sequenced",
            "kexlan.seq",
            "kexlan.rseq",
            "kexlan.type",
            "kexlan.rule.key",
            "kexlan.rule.value",
            "kexlan.player.update",
            "kexlan.player.slot",
            "kexlan.player.key",
            "kexlan.player.value",
        ],
    );
    assert_eq!(
        r,
        [
            "16,29,40,27,15",
            "1,1,1,1,1",
            "1,1,1,1,1",
            "1,2,3,4,5",
            "1,2,3,4,5",
            "0xff,0xff,0xfd,0xfd,0xff",
            "map,gamemode,ingame",
            "2box4,$m_deathmatch,1",
            "0,0",
            "0,1",
            "playername,playername",
            "FTE - fte-q2ex-test,You...",
        ]
    );
    // the client's player info carries only its seat: 01 a3 (26) 0001 0001 fd 00 11 "playername\tester"
    let r = row(
        &p,
        6,
        &[
            "kexlan.size",
            "kexlan.player.update",
            "kexlan.player.slot",
            "kexlan.player.value",
        ],
    );
    assert_eq!(r, ["26,20,20,20,16,45", "", "0,1,2,3,0", "tester,,,,1"]);
}

#[test]
fn acks_resends_chat_and_commands() {
    let p = pcap(KEX);
    // 00 60 82 00 00 01 … ×5: unsequenced acks of reliable sequences 1..5
    let r = row(
        &p,
        4,
        &["kexlan.size", "kexlan.ack.cumulative", "kexlan.ack.rseq"],
    );
    assert_eq!(r, ["6,6,6,6,6", "0,0,0,0,0", "1,2,3,4,5"]);
    // acks link to the reliable segments they acknowledge: the client's reliables 5 and 6 went
    // out first in frame 5, 1..4 in frame 6 (which resends 5 and 6); frame 7 acks 1..6
    let out = tshark(&[
        "-r",
        &p,
        "-2",
        "-Y",
        "frame.number >= 5 && frame.number <= 7",
        "-T",
        "fields",
        "-E",
        "occurrence=a",
        "-E",
        "aggregator=,",
        "-e",
        "kexlan.rseq",
        "-e",
        "kexlan.acked_in",
        "-e",
        "kexlan.ack.rseq",
        "-e",
        "kexlan.ack.frame",
    ]);
    assert_eq!(
        out,
        "5,6\t7,7\t\t\n1,2,3,4,5,6\t7,7,7,7\t\t\n6\t8\t1,2,3,4,5,6\t6,6,6,6,5,5\n"
    );
    // frame 6 resends reliable 5 and 6 (first sent in frame 5) after 1..4
    let resent = fields(&p, "kexlan.retransmission", &["frame.number"]);
    assert_eq!(resent, [["6"]]);
    // 02 43 (36, flags 3) 014c 0034 fc 01 1b "\"hello from yquake2 client\""
    let r = row(
        &p,
        561,
        &[
            "kexlan.seq",
            "kexlan.rseq",
            "kexlan.chat.slot",
            "kexlan.chat.length",
            "kexlan.chat.text",
        ],
    );
    assert_eq!(r, ["332", "52", "1", "27", "\"hello from yquake2 client\""]);
    // 00 e0 fe 0a "disconnect", both ways at the end
    let rows = fields(
        &p,
        "kexlan.command",
        &["frame.number", "kexlan.direction", "kexlan.command"],
    );
    assert_eq!(
        rows,
        [["2313", "1", "disconnect"], ["2317", "0", "disconnect"]]
    );
}

#[test]
fn game_packets_are_q2_netchan_without_qport() {
    let p = pcap(KEX);
    // 00 60 82 00 00 06 | 08 c3 0007 0007 7f 00 78 da …: the zlib stream inflates to 158 bytes
    // starting "\xff\xff\xff\xffconnect 2023 1 anon"
    let r = row(
        &p,
        8,
        &[
            "kexlan.type",
            "kexlan.zgame.marker",
            "kexlan.zgame.length",
            "q2.oob.cmd",
            "q2.oob.protocol",
        ],
    );
    assert_eq!(r, ["0x82,0x7f", "0x00", "158", "connect", "2023"]);
    // 01 d3 0008 0008 00 | 00000080 00000080 | 03 00 ×4, 04 01 "new": a reliable payload in its
    // own segment, both netchan words 0x80000000, no qport
    let r = row(
        &p,
        11,
        &[
            "q2.seq",
            "q2.seq.reliable",
            "q2.ack",
            "q2.ack.reliable",
            "q2.qport",
            "kexlan.game.kex_reliable",
        ],
    );
    assert_eq!(r, ["0", "1", "0", "1", "", "1"]);
    // 00 f2 0009 0008 00 | 01000000 00000000: unreliable, sequenced, seq 1 ack 0, no payload
    let r = row(
        &p,
        12,
        &[
            "kexlan.flags",
            "kexlan.seq",
            "kexlan.rseq",
            "q2.seq",
            "q2.ack",
            "kexlan.game.kex_reliable",
        ],
    );
    assert_eq!(r, ["0x0002", "9", "8", "1", "0", ""]);
    // the connectionless handshake travels inside KEX too
    let cmds: Vec<String> = fields(&p, "q2.oob.cmd", &["q2.oob.cmd"])
        .into_iter()
        .map(|r| r[0].clone())
        .collect();
    assert_eq!(
        cmds[..4],
        ["getchallenge", "getchallenge", "challenge", "connect"]
    );
    // the Quake II items sit inside the KEX segments: `q2` filters find them
    assert_eq!(fields(&p, "q2", &["frame.number"]).len(), 2041);
}

const CLIENT_PORT: u16 = 40000;

/// One segment as FTE's sender builds it.
fn seg(flags: u8, seq: Option<(u16, u16)>, ty: Option<u8>, data: &[u8]) -> Vec<u8> {
    let size = 2 + seq.map_or(0, |_| 4) + ty.map_or(0, |_| 1) + data.len();
    let mut v = ((size as u16) << 4 | flags as u16).to_be_bytes().to_vec();
    if let Some((a, b)) = seq {
        v.extend_from_slice(&a.to_be_bytes());
        v.extend_from_slice(&b.to_be_bytes());
    }
    v.extend(ty);
    v.extend_from_slice(data);
    v
}

/// The real handshake, then a reliable game packet of 300 string commands split as FTE splits
/// reliables over 1252 bytes: first (type byte included), middle, last, an ack riding behind.
fn fragmented_session(server_port: u16) -> (Vec<Pkt>, usize) {
    let hello = b"\x01\x60\x80\x08CRANTIME\x08Quake II\x01".to_vec();
    let accept = b"\x00\xd0\x80\x08CRANTIME\x01".to_vec();
    let mut msg = vec![0x00, 0, 0, 0, 0x80, 0, 0, 0, 0x80];
    for i in 0..300 {
        msg.push(4);
        msg.extend_from_slice(format!("echo {i}").as_bytes());
        msg.push(0);
    }
    let len = msg.len();
    let body = 1252 - 6;
    let chunks: Vec<&[u8]> = msg.chunks(body).collect();
    assert_eq!(chunks.len(), 3);
    let mut pkts = vec![
        Pkt {
            sport: CLIENT_PORT,
            dport: server_port,
            payload: hello,
        },
        Pkt {
            sport: server_port,
            dport: CLIENT_PORT,
            payload: accept,
        },
    ];
    for (i, c) in chunks.iter().enumerate() {
        let frag = [0x4, 0x8, 0xc][i];
        let r = 1 + i as u16;
        let mut p = seg(3 | frag, Some((r, r)), None, c);
        if i == 2 {
            p.extend(seg(0, None, Some(0x82), &[0, 0, 1]));
        }
        pkts.push(Pkt {
            sport: CLIENT_PORT,
            dport: server_port,
            payload: p,
        });
    }
    (pkts, len)
}

#[test]
fn fragments_are_reassembled_and_decoded() {
    let dir = std::env::temp_dir().join(format!("qs-kexlan-frag-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("frag.pcap");
    let (pkts, len) = fragmented_session(5069);
    write_pcap(&f, &pkts);
    let p = f.to_string_lossy().into_owned();
    let r = row(
        &p,
        5,
        &[
            "kexlan.flags.fragment",
            "kexlan.fragment.index",
            "kexlan.fragment.count",
            "kexlan.fragment",
            "kexlan.reassembled.length",
            "q2.seq",
            "q2.seq.reliable",
            "kexlan.ack.rseq",
        ],
    );
    assert_eq!(
        r,
        [
            "0x0003,0x0000",
            "2",
            "3",
            "3,4,5",
            &len.to_string(),
            "0",
            "1",
            "1"
        ]
    );
    let cmds = row(&p, 5, &["q2.stringcmd"]);
    let cmds: Vec<&str> = cmds[0].split(',').collect();
    assert_eq!(cmds.len(), 300);
    assert_eq!((cmds[0], cmds[299]), ("echo 0", "echo 299"));
    // earlier fragments point at the frame that completed the message (known on pass two)
    let out = tshark(&[
        "-r",
        &p,
        "-2",
        "-Y",
        "frame.number <= 4 && kexlan.fragment.index",
        "-T",
        "fields",
        "-e",
        "frame.number",
        "-e",
        "kexlan.flags.fragment",
        "-e",
        "kexlan.type",
        "-e",
        "kexlan.reassembled.in",
    ]);
    assert_eq!(out, "3\t0x0001\t0x00\t5\n4\t0x0002\t\t5\n");
    let bad = fields(&p, "_ws.malformed || _ws.expert", &["frame.number"]);
    assert!(bad.is_empty(), "{bad:?}");
    // one pass and two passes show the same trees, apart from the forward references
    let keep = |s: String| -> Vec<String> {
        s.lines()
            .filter(|l| !PASS_DEPENDENT.iter().any(|i| l.contains(i)))
            .map(str::to_string)
            .collect()
    };
    let one = keep(tshark(&["-r", &p, "-V"]));
    let two = keep(tshark(&["-r", &p, "-V", "-2"]));
    assert_eq!(one, two);
    // the same session on another port is recognised by the heuristic
    let g = dir.join("other-port.pcap");
    write_pcap(&g, &fragmented_session(27777).0);
    let g = g.to_string_lossy().into_owned();
    assert_eq!(fields(&g, "kexlan", &["frame.number"]).len(), 5);
    assert_eq!(row(&g, 5, &["kexlan.fragment.count"]), ["3"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn rerelease_serverdata_inside_kex() {
    // The game packets inside KEX are decoded as protocol 2023 by q2: the two level loads of the
    // session (2box4, then ptrip after `map ptrip`), both at FTE's tick rate 10.
    let rows = fields(
        &pcap(KEX),
        "q2.sd.tickrate",
        &[
            "frame.number",
            "q2.protocol",
            "q2.sd.tickrate",
            "q2.sd.levelname",
        ],
    );
    assert_eq!(
        rows,
        [
            ["14", "2023", "10", "2box4"],
            ["1200", "2023", "10", "ptrip"]
        ]
    );
}
