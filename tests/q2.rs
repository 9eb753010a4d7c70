//! Quake II integration tests: the real tshark with the freshly built plugin over the Quake II
//! captures in pcaps/ (build first: `cargo build --release`). Values asserted here were read
//! from the bytes (and cross-checked with the codec's own dump, `examples/q2dump.rs`).

mod support;
use support::gen::{dns_query, write_pcap, Pkt, Rng};
use support::{fields, pcap, tshark};

const LIVE: &str = "yquake2_q2-34_yq2client_session.pcapng";
const QSTAT: &str = "yquake2-q2ded_q2-34_qstat-queries.pcapng";
const TEST: &str = "q2-34__libq2_test.dm2.pcap";
const DUEL: &str = "q2-34__libq2_testduel.dm2.pcap";
const Q2_CAPTURES: &[&str] = &[LIVE, QSTAT, TEST, DUEL];

#[test]
fn every_q2_packet_is_dissected_without_errors() {
    for c in Q2_CAPTURES {
        let p = pcap(c);
        let total = fields(&p, "udp", &["frame.number"]).len();
        let ours = fields(&p, "q2", &["frame.number"]).len();
        // qstat also probes 27910 with NetQuake CCREQ_SERVER_INFO: those 6 are nq, not q2
        let nq = fields(&p, "nq", &["frame.number"]).len();
        assert_eq!(ours + nq, total, "{c}: {ours} q2 + {nq} nq of {total}");
        assert_eq!(nq, if *c == QSTAT { 6 } else { 0 }, "{c}");
        let bad = fields(
            &p,
            "_ws.malformed || _ws.expert.severity == \"Error\"",
            &["frame.number"],
        );
        assert!(
            bad.is_empty(),
            "{c}: malformed or error-level expert in {bad:?}"
        );
        // every svc_frame's delta-from frame is in these captures: all resolved
        let unresolved = fields(
            &p,
            "q2.frame.resolved == 0 || q2.delta_missing",
            &["frame.number"],
        );
        assert!(unresolved.is_empty(), "{c}: {unresolved:?}");
    }
}

#[test]
fn serverdata_map_and_configstrings() {
    let rows = fields(
        &pcap(LIVE),
        "q2.sd.levelname",
        &["frame.number", "q2.sd.protocol", "q2.sd.levelname"],
    );
    assert_eq!(rows[0], ["9", "34", "Railgun 101"]);
    assert_eq!(
        rows[1],
        ["612", "34", "POWERTRIP by headshot"],
        "the reconnect"
    );
    // configstring 33 is CS_MODELS+1, the map
    let rows = fields(
        &pcap(LIVE),
        "frame.number == 13",
        &["q2.cs.index", "q2.cs.name", "q2.cs.value"],
    );
    let idx: Vec<&str> = rows[0][0].split(',').collect();
    let names: Vec<&str> = rows[0][1].split(',').collect();
    let k = idx.iter().position(|i| *i == "33").unwrap();
    assert_eq!(names[k], "CS_MODELS+1");
    assert!(rows[0][2].contains("maps/2box4.bsp"));
    let rows = fields(
        &pcap(TEST),
        "q2.sd.levelname",
        &["q2.sd.levelname", "q2.sd.attractloop"],
    );
    assert_eq!(
        rows[0],
        ["The Edge", "1"],
        "client demos carry attractloop 1"
    );
    let rows = fields(&pcap(DUEL), "q2.sd.levelname", &["q2.sd.gamedir"]);
    assert_eq!(rows[0], ["opentdm"]);
}

#[test]
fn resolved_entity_and_player_state_in_a_given_frame() {
    // testduel server frame 100 (capture frame 105) deltas from 99, carried by capture frame 104
    let rows = fields(
        &pcap(DUEL),
        "q2.frame.server == 100",
        &[
            "frame.number",
            "q2.frame.delta",
            "q2.frame.delta_in",
            "q2.entity",
            "q2.ent.resolved.origin.x",
            "q2.ent.resolved.origin.y",
            "q2.ent.resolved.origin.z",
            "q2.ps.resolved.origin.x",
            "q2.ps.resolved.origin.y",
            "q2.ps.resolved.origin.z",
        ],
    );
    assert_eq!(rows.len(), 1);
    let r = &rows[0];
    assert_eq!(&r[..4], ["105", "99", "104", "2,3,0"]);
    assert_eq!(
        &r[4..7],
        ["539.5,-378.625", "-452.375,863.125", "-30.75,8.125"]
    );
    // entity 3 is the recording player: its origin is the player state's
    assert_eq!(&r[7..10], ["-378.625", "863.125", "8.125"]);
}

#[test]
fn client_moves_carry_verified_checksums() {
    let rows = fields(&pcap(LIVE), "q2.clc == 2", &["q2.move.checksum.good"]);
    assert_eq!(rows.len(), 534);
    assert!(
        rows.iter().all(|r| r[0] == "1"),
        "every clc_move checksum verifies"
    );
    let rows = fields(
        &pcap(LIVE),
        "frame.number == 102",
        &[
            "q2.seq",
            "q2.qport",
            "q2.move.checksum",
            "q2.move.lastframe",
        ],
    );
    assert_eq!(rows[0], ["49", "60498", "0x8d", "65"]);
}

#[test]
fn connectionless_handshake() {
    let rows = fields(
        &pcap(LIVE),
        "frame.number <= 6",
        &[
            "q2.oob.cmd",
            "q2.oob.challenge",
            "q2.oob.protocol",
            "q2.oob.qport",
            "q2.info.key",
        ],
    );
    assert_eq!(rows[3][..2], ["challenge", "29802"]);
    assert_eq!(rows[4][..4], ["connect", "29802", "34", "60498"]);
    assert!(
        rows[4][4].starts_with("fov,gender,hand,name"),
        "{:?}",
        rows[4]
    );
    assert_eq!(rows[5][0], "client_connect");
    let rows = fields(&pcap(QSTAT), "q2.serverinfo", &["q2.info.value"]);
    assert_eq!(rows.len(), 4);
    assert!(rows[0][0].contains("2box4"));
}

#[test]
fn one_pass_equals_two_pass() {
    support::assert_passes_agree(&[LIVE, TEST], support::ANALYSIS_FORWARD);
}

#[test]
fn heuristic_finds_q2_on_any_port_and_rejects_other_udp() {
    let dir = std::env::temp_dir().join(format!("qs-q2heur-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let real = support::pcap::udp(&pcap(LIVE));
    // the game from the first clc_move on (frame 100), moved to unusual ports
    let mut pkts: Vec<Pkt> = real
        .iter()
        .filter(|u| u.frame >= 100 && u.frame < 160)
        .map(|u| {
            let (s, d) = if u.dst.port == 27910 {
                (41000, 42000)
            } else {
                (42000, 41000)
            };
            Pkt {
                sport: s,
                dport: d,
                payload: u.payload.clone(),
            }
        })
        .collect();
    let n = pkts.len();
    let mut rng = Rng(0x9e2);
    for i in 0..200u16 {
        let port = 20000 + i * 7;
        let payload = if i % 2 == 0 {
            dns_query(i, "example.org")
        } else {
            let n = 8 + (rng.next() % 600) as usize;
            rng.bytes(n)
        };
        pkts.push(Pkt {
            sport: port,
            dport: port + 1,
            payload,
        });
    }
    let file = dir.join("mixed.pcap");
    write_pcap(&file, &pkts);
    let f = file.to_string_lossy();
    let q2 = fields(&f, "q2", &["frame.number", "udp.srcport"]);
    assert_eq!(q2.len(), n, "{q2:?}");
    assert!(q2.iter().all(|r| r[1] == "41000" || r[1] == "42000"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn port_preference_off_gives_27910_back_to_the_builtin() {
    let c = pcap(QSTAT);
    let on = tshark(&["-r", &c, "-c", "1", "-T", "fields", "-e", "frame.protocols"]);
    assert!(on.trim().ends_with(":q2"), "{on}");
    let off = tshark(&[
        "-r",
        &c,
        "-c",
        "1",
        "-o",
        "q2.take_port_27910:FALSE",
        "-T",
        "fields",
        "-e",
        "frame.protocols",
    ]);
    assert!(off.contains(":quake2") && !off.contains(":q2"), "{off}");
}

#[test]
fn info_column_summarises() {
    let rows = fields(
        &pcap(LIVE),
        "frame.number == 9 || frame.number == 200",
        &["_ws.col.Info", "_ws.col.Protocol", "q2.seq", "q2.ack"],
    );
    // the dialect is the Protocol column's; the Info line starts with the direction
    assert_eq!(rows[0][1], "Q2/34");
    assert_eq!(
        rows[0][0],
        format!(
            "S→C seq {} [R] ack {} serverdata, stufftext (\"Railgun 101\")",
            rows[0][2], rows[0][3]
        )
    );
    assert!(rows[1][0].contains("frame"), "{:?}", rows[1]);
}

/// Writes `pkts[from..]` with port 27910 moved to `to` as a pcap in the temp directory.
/// A capture written at test time, removed when the test is done with it (also when it fails).
struct Scratch(String);

impl std::ops::Deref for Scratch {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn rewrite(name: &str, pkts: &[support::pcap::Udp], from: usize, to: u16) -> Scratch {
    let mv = |p: u16| if p == 27910 { to } else { p };
    let out: Vec<Pkt> = pkts[from..]
        .iter()
        .map(|u| Pkt {
            sport: mv(u.src.port),
            dport: mv(u.dst.port),
            payload: u.payload.clone(),
        })
        .collect();
    let path = std::env::temp_dir().join(format!("quakeshark-{}-{name}.pcap", std::process::id()));
    write_pcap(&path, &out);
    Scratch(path.to_string_lossy().into_owned())
}

/// Fields whose values do not depend on state from before a cut.
const WIRE: &[&str] = &support::Q2_WIRE;

/// The live session with the server moved to 27911, and its last 60% (a capture started
/// mid-game) on a moved port too, written at test time: Quake II by content, negotiated in the
/// first and inferred in the second, with the whole session's values.
#[test]
fn moved_port_and_mid_session_copies_decode_like_the_whole() {
    for (cap, dialect) in [
        (LIVE, "Quake II 34"),
        (
            "fteqw-server_q2ex-2023_plain-netchan_fteclient_session.pcapng",
            "Quake II 2023",
        ),
    ] {
        let whole = pcap(cap);
        let pkts = support::pcap::udp(&whole);
        let moved = rewrite(&format!("moved-{cap}"), &pkts, 0, 27911);
        let total = fields(&moved, "udp", &["frame.number"]).len();
        let q2 = fields(&moved, "q2", &["frame.number"]).len();
        // only a client's first `status` / `getchallenge` (lines QuakeWorld shares) precede
        // the server's Q2-only answer; each status probe is a conversation of its own
        let qw = fields(&moved, "qw", &["frame.number"]);
        let other = fields(
            &moved,
            "qw && !(frame contains \"status\" || frame contains \"getchallenge\")",
            &["frame.number"],
        );
        assert!(other.is_empty(), "{cap}: {other:?}");
        assert_eq!(q2 + qw.len(), total, "{cap}");
        let bad = fields(
            &moved,
            "_ws.malformed || _ws.expert.severity == \"Error\"",
            &["frame.number"],
        );
        assert!(bad.is_empty(), "{cap} moved: {bad:?}");
        let a = fields(&whole, "q2", WIRE);
        let b = fields(&moved, "q2", WIRE);
        let a: Vec<_> = a
            .into_iter()
            .filter(|r| r.iter().any(|c| !c.is_empty()))
            .collect();
        let b: Vec<_> = b
            .into_iter()
            .filter(|r| r.iter().any(|c| !c.is_empty()))
            .collect();
        assert_eq!(a, b, "{cap}: moved values differ");
        let neg = fields(&moved, "q2.dialect", &["q2.dialect"]);
        assert!(
            neg.last().unwrap()[0].starts_with(dialect),
            "{cap}: {neg:?}"
        );
        assert!(
            neg.last().unwrap()[0].contains("negotiated"),
            "{cap}: {neg:?}"
        );

        // mid-session, on the moved port
        let cut_at = pkts.len() * 4 / 10;
        let cut = rewrite(&format!("cut-{cap}"), &pkts, cut_at, 27911);
        let total = fields(&cut, "udp", &["frame.number"]).len();
        let q2 = fields(&cut, "q2", &["frame.number"]);
        let qw = fields(&cut, "qw", &["frame.number"]).len();
        assert_eq!(q2.len() + qw, total, "{cap} cut");
        let bad = fields(
            &cut,
            "_ws.malformed || _ws.expert.severity == \"Error\"",
            &["frame.number"],
        );
        assert!(bad.is_empty(), "{cap} cut: {bad:?}");
        let inferred = fields(&cut, "q2.dialect.inferred", &["frame.number", "q2.dialect"]);
        assert!(!inferred.is_empty(), "{cap} cut");
        assert!(
            inferred[0][1].starts_with(dialect),
            "{cap}: {:?}",
            inferred[0]
        );
        assert!(
            inferred.last().unwrap()[1].contains("(inferred from frame"),
            "{cap}"
        );
        // every Q2 datagram of the cut shows the values it has in the whole capture
        let mut wf = vec!["frame.number"];
        wf.extend_from_slice(WIRE);
        let whole_rows = fields(&whole, "q2", &wf);
        let cut_rows = fields(&cut, "q2", &wf);
        let first = q2[0][0].parse::<usize>().unwrap();
        for r in &cut_rows {
            let n: usize = r[0].parse().unwrap();
            let orig = (n + cut_at).to_string();
            let w = whole_rows.iter().find(|w| w[0] == orig).unwrap();
            assert_eq!(
                &w[1..],
                &r[1..],
                "{cap}: cut frame {n} (whole frame {orig}), first {first}"
            );
        }
    }
}

#[test]
fn inventory_items_are_named_by_the_captures_cs_items() {
    // the item names the server sent as configstrings CS_ITEMS+i (q2.cs.name "CS_ITEMS+i")
    let file = pcap("yquake2_q2-34_yq2client_session.pcapng");
    let mut items = std::collections::HashMap::new();
    for r in fields(&file, "q2.cs.name", &["q2.cs.name", "q2.cs.value"]) {
        for (n, v) in r[0].split(',').zip(r[1].split(',')) {
            if let Some(i) = n.strip_prefix("CS_ITEMS+") {
                items.insert(i.parse::<u32>().unwrap(), v.to_string());
            }
        }
    }
    assert!(items.len() > 20, "{}", items.len());
    // every svc_inventory line names item i as CS_ITEMS+i says
    let out = tshark(&["-r", &file, "-Y", "q2.inventory.count", "-V"]);
    let mut named = 0;
    let mut lines = 0;
    for l in out
        .lines()
        .filter(|l| l.trim_start().starts_with("Item count: "))
    {
        lines += 1;
        let tail = l.split(" [item ").nth(1).unwrap().trim_end_matches(']');
        let (i, name) = match tail.split_once(": ") {
            Some((i, n)) => (i.parse::<u32>().unwrap(), Some(n)),
            None => (tail.parse::<u32>().unwrap(), None),
        };
        assert_eq!(name, items.get(&i).map(|s| s.as_str()), "{l}");
        named += name.is_some() as u32;
    }
    assert_eq!(lines % 256, 0, "{lines}");
    assert!(named > 0 && lines > 0);
}
