//! Integration tests: the real tshark with the freshly built plugin (target/release) over real
//! captures in pcaps/. Build first: `cargo build --release` (the README's test command does).
//! Values asserted here were checked against the bytes by hand (see comments).

mod support;
use std::path::Path;
use support::gen::{dns_query, write_pcap, Pkt, Rng};
use support::{fields, fields_with, pcap, tshark};

const NQ_CAPTURES: &[&str] = &[
    "quakespasm_nq15_qsclient_session.pcapng",
    "quakespasm_nq15_qstat-queries.pcapng",
    "quakespasm_nq666_qsclient_session.pcapng",
    "quakespasm_nq999_qsclient_session.pcapng",
    "nq-15__LibreQuake_demo3.pcap",
    "nq-666__LibreQuake_swampy.pcap",
    "nq-999__LibreQuake_demo3.pcap",
];

#[test]
fn plugin_is_listed() {
    let out = tshark(&["-G", "plugins"]);
    assert!(
        out.lines().any(|l| l.starts_with("quakeshark.so")
            && l.contains("0.1.0")
            && l.contains("dissector")),
        "{out}"
    );
}

#[test]
fn every_udp_packet_of_every_capture_is_nq_without_errors() {
    for c in NQ_CAPTURES {
        let p = pcap(c);
        let total = fields(&p, "udp", &["frame.number"]).len();
        // qstat also probes the NetQuake port with QuakeWorld `status` packets: those are qw
        let ours = fields(&p, "nq || qw", &["frame.number"]).len();
        assert!(total > 0);
        assert_eq!(
            ours, total,
            "{c}: {ours} of {total} UDP packets dissected as nq"
        );
        let bad = fields(
            &p,
            "_ws.malformed || _ws.expert.severity == \"Error\"",
            &["frame.number"],
        );
        assert!(
            bad.is_empty(),
            "{c}: malformed or error-level expert in frames {bad:?}"
        );
    }
}

#[test]
fn serverinfo_protocol_and_map_per_dialect() {
    for (c, proto, map) in [
        (
            "quakespasm_nq15_qsclient_session.pcapng",
            "15",
            "maps/lqdm1.bsp",
        ),
        (
            "quakespasm_nq666_qsclient_session.pcapng",
            "666",
            "maps/lqdm1.bsp",
        ),
        (
            "quakespasm_nq999_qsclient_session.pcapng",
            "999",
            "maps/lqdm1.bsp",
        ),
        ("nq-999__LibreQuake_demo3.pcap", "999", "maps/lqdm3.bsp"),
    ] {
        let rows = fields(
            &pcap(c),
            "nq.svc == 11",
            &[
                "nq.serverinfo.protocol",
                "nq.serverinfo.map",
                "nq.serverinfo.levelname",
            ],
        );
        // the live sessions change level once (two serverinfos); the first is checked
        assert!(!rows.is_empty(), "{c}");
        assert_eq!(rows[0][0], proto, "{c}");
        assert_eq!(rows[0][1], map, "{c}");
    }
    // the RMQ demo's flags: 0x82 = PRFL_SHORTANGLE | PRFL_INT32COORD
    let rows = fields(
        &pcap("nq-999__LibreQuake_demo3.pcap"),
        "nq.svc == 11",
        &[
            "nq.serverinfo.protocolflags",
            "nq.serverinfo.protocolflags.int32coord",
            "nq.serverinfo.protocolflags.floatcoord",
        ],
    );
    // a clear bit is not shown (present only where set)...
    assert_eq!(rows[0], vec!["0x00000082", "1", ""]);
    // ...unless the preference asks for every bit
    let rows = fields_with(
        &pcap("nq-999__LibreQuake_demo3.pcap"),
        &["-o", "nq.show_unset_bits:TRUE"],
        "nq.svc == 11",
        &[
            "nq.serverinfo.protocolflags.int32coord",
            "nq.serverinfo.protocolflags.floatcoord",
        ],
    );
    assert_eq!(rows[0], vec!["1", "0"]);
}

#[test]
fn control_packets_and_accept_port_are_followed() {
    let c = pcap("quakespasm_nq666_qsclient_session.pcapng");
    let rows = fields(&c, "nq.ctl.cmd == 0x81", &["nq.ctl.port", "udp.srcport"]);
    assert_eq!(rows, vec![vec!["45292".to_string(), "26000".to_string()]]);
    // the game continues on 45292 and is the same session as the handshake
    let game = fields(
        &c,
        "udp.srcport == 45292 && nq.svc == 11",
        &["nq.session", "frame.number"],
    );
    assert_eq!(
        game.len(),
        2,
        "serverinfo at connect and at the level change"
    );
    let ctl = fields(&c, "nq.ctl.cmd == 0x81", &["nq.session"]);
    assert_eq!(game[0][0], ctl[0][0]);
    // qstat's queries: every rule of the server, then the empty end-of-rules reply
    let q = pcap("quakespasm_nq15_qstat-queries.pcapng");
    let rules = fields(&q, "nq.ctl.rule", &["nq.ctl.rule", "nq.ctl.value"]);
    assert!(
        rules.iter().any(|r| r[0] == "sv_gravity" && r[1] == "800"),
        "{rules:?}"
    );
    let info = fields(
        &q,
        "nq.ctl.cmd == 0x83",
        &["nq.ctl.address", "nq.ctl.map", "nq.ctl.max_players"],
    );
    assert_eq!(info[0], vec!["127.0.0.1:26000", "lqdm1", "4"]);
}

#[test]
fn resolved_entity_origin_with_int32_coords() {
    // Frame 200 of the RMQ demo: update bits 0x1df for entity 1; origin words 44 86 ff ff,
    // f8 2e 00 00, 80 fd ff ff are s32/16 = -1947.75, 751.5, -40 (decoded by hand).
    let rows = fields(
        &pcap("nq-999__LibreQuake_demo3.pcap"),
        "frame.number == 200",
        &[
            "nq.entity",
            "nq.u",
            "nq.ent.resolved.origin.x",
            "nq.ent.resolved.origin.y",
            "nq.ent.resolved.origin.z",
            "nq.ent.resolved.model_name",
        ],
    );
    assert_eq!(
        rows[0],
        vec![
            "1",
            "0x000001df",
            "-1947.75",
            "751.5",
            "-40",
            "progs/player.mdl"
        ]
    );
}

#[test]
fn fragmented_signon_is_reassembled_and_decoded_once_whole() {
    let c = pcap("nq-15__LibreQuake_demo3.pcap");
    // frames 1 and 2 are 1024-byte DATA fragments; frame 3 (EOM) completes a 2119-byte message
    let rows = fields(
        &c,
        "frame.number <= 3",
        &[
            "frame.number",
            "nq.flags.eom",
            "nq.reassembled.length",
            "nq.serverinfo.levelname",
        ],
    );
    // EOM is clear on the first fragments: the bit is not shown there
    assert_eq!(rows[0][1], "");
    assert_eq!(rows[2], vec!["3", "1", "2119", "Hyperborea"]);
    let two = tshark(&[
        "-r",
        &c,
        "-2",
        "-Y",
        "frame.number <= 2",
        "-T",
        "fields",
        "-e",
        "nq.reassembled.in",
    ]);
    assert_eq!(two.lines().collect::<Vec<_>>(), vec!["3", "3"]);
}

#[test]
fn acks_link_to_their_data_and_back() {
    let c = pcap("quakespasm_nq666_qsclient_session.pcapng");
    let two = tshark(&[
        "-r",
        &c,
        "-2",
        "-Y",
        "frame.number == 22 || frame.number == 24",
        "-T",
        "fields",
        "-e",
        "frame.number",
        "-e",
        "nq.acked_in",
        "-e",
        "nq.ack_of",
    ]);
    // 22: server's reliable #0, acked by the client in frame 24
    assert_eq!(
        two.lines().collect::<Vec<_>>(),
        vec!["22\t24\t", "24\t\t22"]
    );
}

#[test]
fn heuristic_finds_nq_on_any_port_and_rejects_other_udp() {
    let dir = std::env::temp_dir().join(format!("qs-heur-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let real = support::pcap::udp(&pcap("quakespasm_nq666_qsclient_session.pcapng"));
    let mut pkts: Vec<Pkt> = real
        .iter()
        .skip(21) // the game datagrams (data, acks, unreliable), moved to unusual ports
        .take(40)
        .map(|u| {
            let to_server = u.dst.port == 45292;
            let (s, d) = if to_server {
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
    let n_nq = pkts.len();
    let mut rng = Rng(0x5eed);
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
    let nq = fields(&f, "nq", &["frame.number", "udp.srcport"]);
    assert_eq!(nq.len(), n_nq, "{nq:?}");
    assert!(nq.iter().all(|r| r[1] == "41000" || r[1] == "42000"));
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn port_preference_off_gives_26000_back_to_the_builtin() {
    let c = pcap("quakespasm_nq15_qstat-queries.pcapng");
    let on = tshark(&["-r", &c, "-c", "1", "-T", "fields", "-e", "frame.protocols"]);
    assert!(on.trim().ends_with(":nq"), "{on}");
    let off = tshark(&[
        "-r",
        &c,
        "-c",
        "1",
        "-o",
        "nq.take_port_26000:FALSE",
        "-T",
        "fields",
        "-e",
        "frame.protocols",
    ]);
    assert!(off.contains(":quake") && !off.contains(":nq"), "{off}");
}

#[test]
fn info_column_summarises() {
    let rows = fields(
        &pcap("quakespasm_nq666_qsclient_session.pcapng"),
        "frame.number == 22",
        &["_ws.col.Info"],
    );
    // the protocol and its dialect are the Protocol column's
    assert!(
        rows[0][0].starts_with("S→C rel #0 print, serverinfo, cdtrack, setview, signonnum"),
        "{:?}",
        rows[0]
    );
}

#[allow(dead_code)]
fn exists(p: &Path) -> bool {
    p.exists()
}

/// Message names and counts of an Info line's summary ("time, clientdata, update×23 (detail)"
/// → [("time", 1), ("clientdata", 1), ("update", 23)]), after its transport head.
fn info_messages(info: &str) -> Vec<(String, usize)> {
    let words: Vec<&str> = info.split(' ').collect();
    // the head: direction, then "seq N [R] ack M" (id netchan) or "rel #N" / "unrel #N" (NQ)
    let mut i = 1;
    if words.get(i) == Some(&"seq") {
        i += 2;
        if words.get(i) == Some(&"[R]") {
            i += 1;
        }
        i += 2;
    } else if matches!(words.get(i), Some(&"rel") | Some(&"unrel")) {
        i += 2;
    }
    let rest = words[i.min(words.len())..].join(" ");
    let list = rest.split(" (").next().unwrap_or("");
    list.split(", ")
        .filter(|s| !s.is_empty())
        .map(|s| match s.split_once('×') {
            Some((n, k)) => (n.to_string(), k.parse().unwrap_or(0)),
            None => (s.to_string(), 1),
        })
        .collect()
}

/// One Info style for every dialect: the direction first (the Protocol column names the
/// protocol and, once known, its dialect: "NQ/15", "Q2/34"), no trailing blank, each message
/// name once with its count, the counts adding up to the messages the tree shows.
#[test]
fn info_column_reads_alike_in_every_dialect() {
    for (cap, p, short, cmds) in [
        (
            "quakespasm_nq15_qsclient_session.pcapng",
            "nq",
            "NQ",
            &["nq.svc", "nq.clc", "nq.ent"][..],
        ),
        (
            "fteqw-server_qw28_ezquake_session.pcapng",
            "qw",
            "QW",
            &["qw.svc", "qw.clc"][..],
        ),
        (
            "yquake2_q2-34_yq2client_session.pcapng",
            "q2",
            "Q2",
            &["q2.svc", "q2.clc"][..],
        ),
    ] {
        let mut fs = vec![
            "_ws.col.Protocol".to_string(),
            "_ws.col.Info".to_string(),
            format!("{p}.direction"),
        ];
        if p != "qw" {
            fs.push(format!("{p}.protocol"));
        }
        fs.extend(cmds.iter().map(|s| s.to_string()));
        let refs: Vec<&str> = fs.iter().map(String::as_str).collect();
        let rows = fields(&pcap(cap), p, &refs);
        assert!(rows.len() > 500, "{cap}");
        let mut summed = 0;
        for r in &rows {
            let (col, info, dir) = (&r[0], &r[1], &r[2]);
            let arrow = if dir == "1" { "S→C" } else { "C→S" };
            assert!(
                info == arrow || info.starts_with(&format!("{arrow} ")),
                "{cap}: {r:?}"
            );
            assert_eq!(info.trim_end(), info, "{cap}: {r:?}");
            let mut c = 3;
            if p != "qw" {
                c = 4;
                // the column names the dialect in force after the packet: the one that
                // negotiates it (svc_serverinfo 11, svc_serverdata 12) already shows it
                let negotiates = r[c..]
                    .iter()
                    .flat_map(|v| v.split(','))
                    .any(|v| v == ["11", "12"][(p == "q2") as usize]);
                if r[3].is_empty() && !negotiates {
                    assert_eq!(col, short, "{cap}: {r:?}");
                } else if !negotiates {
                    assert_eq!(col, &format!("{short}/{}", r[3]), "{cap}: {r:?}");
                }
            } else {
                assert_eq!(col, short, "{cap}: {r:?}");
            }
            // messages the tree shows, against the summary (not for fragments: the message
            // is in the frame that completes it; not past the summary's 12 names)
            let n: usize = r[c..]
                .iter()
                .filter(|v| !v.is_empty())
                .map(|v| v.split(',').count())
                .sum();
            let msgs = info_messages(info);
            if n == 0 || info.contains("fragment") || msgs.len() >= 12 {
                continue;
            }
            let mut names: Vec<&str> = msgs.iter().map(|(n, _)| n.as_str()).collect();
            names.sort();
            names.dedup();
            assert_eq!(names.len(), msgs.len(), "{cap}: a repeat not merged: {r:?}");
            assert_eq!(msgs.iter().map(|m| m.1).sum::<usize>(), n, "{cap}: {r:?}");
            summed += 1;
        }
        assert!(summed > 300, "{cap}: {summed} frames summed");
    }
}

/// A client console command's text is the Info line's detail in every dialect: the first
/// stringcmd of the frame, trimmed, as the tree shows it.
#[test]
fn info_column_shows_client_commands() {
    for (cap, field) in [
        ("quakespasm_nq15_qsclient_session.pcapng", "nq.stringcmd"),
        ("fteqw-server_qw28_ezquake_session.pcapng", "qw.stringcmd"),
        ("yquake2_q2-34_yq2client_session.pcapng", "q2.stringcmd"),
    ] {
        let out = tshark(&[
            "-r",
            &pcap(cap),
            "-Y",
            field,
            "-T",
            "fields",
            "-E",
            "occurrence=f",
            "-e",
            "_ws.col.Info",
            "-e",
            field,
        ]);
        let mut n = 0;
        for line in out.lines() {
            let (info, cmd) = line.split_once('\t').unwrap();
            if info.contains("fragment") {
                continue;
            }
            // tshark escapes some characters in field text; compare the plain ones
            let text: String = cmd.trim().chars().take(60).collect();
            if text.contains('\\') {
                continue;
            }
            assert!(info.ends_with(&format!("({text})")), "{cap}: {line}");
            n += 1;
        }
        assert!(n >= 5, "{cap}: {n}");
    }
}

/// `name="…"`'s attribute `attr` on one PDML line.
fn pdml_attr<'a>(line: &'a str, attr: &str) -> Option<&'a str> {
    let key = format!(" {attr}=\"");
    let i = line.find(&key)? + key.len();
    let j = line[i..].find('"')?;
    Some(&line[i..i + j])
}

/// An entity update's heading says what it changes, and its bits word lists the bits that are
/// set: both read against the bits word's own value, on real NetQuake 15 and FitzQuake 666
/// sessions (PDML: the heading is the item's text, the word its value).
#[test]
fn entity_headings_and_bit_words_follow_the_bits() {
    for (cap, fitz) in [
        ("quakespasm_nq15_qsclient_session.pcapng", false),
        ("quakespasm_nq666_qsclient_session.pcapng", true),
    ] {
        let pdml = tshark(&["-r", &pcap(cap), "-Y", "nq.u", "-T", "pdml", "-c", "400"]);
        let mut heading = None;
        let mut n = 0;
        for line in pdml.lines() {
            match pdml_attr(line, "name") {
                Some("nq.ent") => heading = pdml_attr(line, "showname").map(str::to_string),
                Some("nq.u") => {
                    let h = heading.take().expect("nq.u inside nq.ent");
                    // `show` is the value ("0x000020df"); `value` holds the wire bytes
                    let show = pdml_attr(line, "show").unwrap();
                    let bits = u32::from_str_radix(show.trim_start_matches("0x"), 16).unwrap();
                    let shown = pdml_attr(line, "showname").unwrap();
                    // the words the bits call for, in the heading's order
                    let mut want = Vec::new();
                    for (mask, word) in [
                        (0x0e, "origin"),
                        (0x310, "angles"),
                        (0x40400, "model"),
                        (0x20040, "frame"),
                        (0x1000, "skin"),
                        (0x800, "colormap"),
                        (0x2000, "effects"),
                        (0x10000, "alpha"),
                        (0x100000, "scale"),
                    ] {
                        // protocol 15 reads two bytes of bits: its value has no higher ones
                        if bits & mask != 0 {
                            want.push(word);
                        }
                    }
                    let words = h.split_once(": ").map(|x| x.1).unwrap_or("");
                    let got: Vec<&str> = words
                        .split(", ")
                        .filter(|w| {
                            *w != "as its baseline" && *w != "lerpfinish" && *w != "transparency"
                        })
                        .collect();
                    let want_s = if want.is_empty() { vec![""] } else { want };
                    let got_s = if got.is_empty() { vec![""] } else { got };
                    assert_eq!(got_s, want_s, "{cap}: {h} / {shown}");
                    // every U_* name in the word's label is a set bit of the dialect
                    let listed = shown
                        .rsplit_once(" (")
                        .map(|x| x.1.trim_end_matches(')'))
                        .unwrap();
                    let count = if listed == "none" {
                        0
                    } else {
                        listed.split(", ").count()
                    };
                    let width = if fitz { 0x00ff_ffff } else { 0xffff };
                    assert_eq!(count as u32, (bits & width).count_ones(), "{cap}: {shown}");
                    n += 1;
                }
                _ => {}
            }
        }
        assert!(n > 100, "{cap}: {n} updates");
    }
}

/// A resolved-state block as PDML shows it: its filter name, its text, and its descendants'
/// (name, show).
struct Block {
    name: String,
    text: String,
    kids: Vec<(String, String)>,
}

/// The resolved-state blocks of a PDML document, in order.
fn resolved_blocks(pdml: &str) -> Vec<Block> {
    let names: Vec<&str> = quakeshark::fields::RESOLVED_BLOCKS
        .iter()
        .map(|f| f.def().abbrev)
        .collect();
    let (mut out, mut depth, mut open) = (Vec::new(), 0usize, None::<(usize, Block)>);
    for line in pdml.lines().map(str::trim_start) {
        if line.starts_with("</field>") {
            depth -= 1;
            if open.as_ref().is_some_and(|(d, _)| *d == depth) {
                out.push(open.take().unwrap().1);
            }
            continue;
        }
        if !line.starts_with("<field") {
            continue;
        }
        let name = pdml_attr(line, "name").unwrap_or("").to_string();
        let show = pdml_attr(line, "show").unwrap_or("").to_string();
        let leaf = line.ends_with("/>");
        match &mut open {
            Some((_, b)) => b.kids.push((name, show)),
            None if names.contains(&name.as_str()) => {
                let text = pdml_attr(line, "showname").unwrap_or("").to_string();
                let b = Block {
                    name,
                    text,
                    kids: Vec::new(),
                };
                if leaf {
                    out.push(b);
                } else {
                    open = Some((depth, b));
                }
            }
            None => {}
        }
        if !leaf {
            depth += 1;
        }
    }
    out
}

/// A resolved-state block is one labelled item in `-V` and PDML: each of its per-value fields is
/// added only when a filter, column or output field refers to that field, or all when the
/// protocol's `resolved_fields` preference asks for them; the label is the same either way and
/// carries the values the fields hold.
#[test]
fn resolved_state_fields_only_when_referred_to_or_asked_for() {
    let children: std::collections::HashSet<&str> = quakeshark::fields::resolved_children()
        .map(|f| f.def().abbrev)
        .collect();
    let mut prefs = Vec::new();
    for p in support::RESOLVED_FIELDS {
        prefs.extend(["-o", p]);
    }
    for (cap, block, child) in [
        (
            "quakespasm_nq666_qsclient_session.pcapng",
            "nq.ent.resolved",
            "nq.ent.resolved.frame",
        ),
        (
            "darkplaces-server_dp7_dpclient_session.pcapng",
            "nq.dp.ent.resolved",
            "nq.dp.ent.resolved.origin.x",
        ),
        (
            "fteqw-server-nqonly_nq+fte-pext_fteclient-nq_session.pcapng",
            "nq.ue.ent.resolved",
            "nq.ue.ent.resolved.model_name",
        ),
        (
            "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
            "qw.ue.ent.resolved",
            "qw.ue.ent.resolved.origin.z",
        ),
        (
            "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
            "qw.ent.resolved",
            "qw.ent.resolved.origin.y",
        ),
        (
            "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
            "q2.ent.resolved",
            "q2.ent.model_name",
        ),
        (
            "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
            "q2.ps.resolved",
            "q2.ps.resolved.stat",
        ),
    ] {
        let p = pcap(cap);
        let plain = resolved_blocks(&tshark(&["-r", &p, "-Y", block, "-T", "pdml"]));
        let plain: Vec<&Block> = plain.iter().filter(|b| b.name == block).collect();
        assert!(plain.len() > 20, "{cap}: {} {block} blocks", plain.len());
        assert!(plain.iter().all(|b| b.kids.is_empty()), "{cap}: {block}");
        // -V shows the block as its one line
        let v = tshark(&["-r", &p, "-Y", block, "-V", "-c", "2000"]);
        let line = format!("[{}", plain[0].text);
        assert!(v.contains(&line), "{cap}: {line}");

        let mut args = prefs.clone();
        args.extend(["-r", &p, "-Y", block, "-T", "pdml"]);
        let asked = resolved_blocks(&tshark(&args));
        let asked: Vec<&Block> = asked.iter().filter(|b| b.name == block).collect();
        // a filter on one of the fields adds it, with the value the preference's gives it, and
        // not its siblings
        let referred = format!("{block} || {child}");
        let referred = resolved_blocks(&tshark(&["-r", &p, "-Y", &referred, "-T", "pdml"]));
        let referred: Vec<&Block> = referred.iter().filter(|b| b.name == block).collect();
        assert_eq!(asked.len(), plain.len(), "{cap}: {block}");
        assert_eq!(referred.len(), plain.len(), "{cap}: {block}");
        let (mut origins, mut referred_kids) = (0, 0);
        for ((a, r), b) in asked.iter().zip(&referred).zip(&plain) {
            assert_eq!(
                a.text, b.text,
                "{cap}: the label does not depend on the fields"
            );
            let only: Vec<(String, String)> =
                a.kids.iter().filter(|(n, _)| n == child).cloned().collect();
            assert_eq!(only, r.kids, "{cap}: {}", a.text);
            referred_kids += r.kids.len();
            let unresolved = a.text.contains("unknown") || a.text.contains("not resolved");
            assert_eq!(a.kids.is_empty(), unresolved, "{cap}: {}", a.text);
            for (name, _) in &a.kids {
                assert!(children.contains(name.as_str()), "{cap}: {name}");
            }
            // the label's origin is the origin fields' value
            let value = |axis: &str| {
                a.kids
                    .iter()
                    .find(|(n, _)| n.ends_with(&format!("origin.{axis}")))
                    .map(|(_, s)| s.parse::<f32>().unwrap())
            };
            let (Some(x), Some(y), Some(z)) = (value("x"), value("y"), value("z")) else {
                continue;
            };
            let at = a
                .text
                .split(" at (")
                .nth(1)
                .or(a.text.split("origin (").nth(1));
            let at: Vec<f32> = at
                .unwrap()
                .split(')')
                .next()
                .unwrap()
                .split(' ')
                .map(|v| v.parse().unwrap())
                .collect();
            for (l, f) in at.iter().zip([x, y, z]) {
                // PDML shows a float with 6 significant digits
                assert!(
                    (l - f).abs() <= 1e-5 * l.abs().max(1.0),
                    "{cap}: {} vs {x} {y} {z}",
                    a.text
                );
            }
            origins += 1;
        }
        assert!(
            origins > 20 || block == "q2.ps.resolved",
            "{cap}: {origins} origins compared"
        );
        assert!(referred_kids > 20, "{cap}: {referred_kids} {child}");
        // `-e` refers to the field: its values are there without the preference
        let e = fields(&p, block, &[child]);
        assert!(e.iter().any(|r| !r[0].is_empty()), "{cap}: -e {child}");
    }
}

/// `-T fields -e` of one resolved-state field (tshark 4.0 finds it on its own command line, later
/// versions mark it referenced) adds that field to every block, with the values it has when the
/// preference adds every field; a sibling is added where it is printed, filtered on or asked
/// for by the preference, and otherwise not (a block then holds only the fields referred to).
#[test]
fn printing_one_resolved_field_adds_that_field_alone() {
    let mut prefs = Vec::new();
    for p in support::RESOLVED_FIELDS {
        prefs.extend(["-o", p]);
    }
    let column = |rows: &[Vec<String>], i: usize| -> Vec<String> {
        rows.iter().map(|r| r[i].clone()).collect()
    };
    let count = |col: &[String]| -> usize {
        col.iter()
            .map(|c| c.split(',').filter(|v| !v.is_empty()).count())
            .sum()
    };
    for (cap, block, child, sibling) in [
        (
            "quakespasm_nq666_qsclient_session.pcapng",
            "nq.ent.resolved",
            "nq.ent.resolved.origin.x",
            "nq.ent.resolved.frame",
        ),
        (
            "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
            "qw.ent.resolved",
            "qw.ent.resolved.origin.y",
            "qw.ent.resolved.model_name",
        ),
        (
            "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
            "qw.ue.ent.resolved",
            "qw.ue.ent.resolved.origin.z",
            "qw.ue.ent.resolved.model",
        ),
        (
            "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
            "q2.ent.resolved",
            "q2.ent.resolved.origin.x",
            "q2.ent.model_name",
        ),
        (
            "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
            "q2.ps.resolved",
            "q2.ps.resolved.origin.z",
            "q2.ps.stat.index",
        ),
    ] {
        let p = pcap(cap);
        // the printed field alone has the values it has beside every other field
        let one = fields(&p, block, &[child]);
        let every = fields_with(&p, &prefs, block, &[child]);
        assert_eq!(one, every, "{cap}: -e {child}");
        assert!(count(&column(&one, 0)) > 20, "{cap}: -e {child}");
        // printed together, each has the values it has alone and with every field
        let both = fields(&p, block, &[child, sibling]);
        let sibling_every = fields_with(&p, &prefs, block, &[sibling]);
        assert_eq!(column(&both, 0), column(&one, 0), "{cap}: {child}");
        assert_eq!(
            column(&both, 1),
            column(&sibling_every, 0),
            "{cap}: {sibling}"
        );
        assert!(count(&column(&both, 1)) > 20, "{cap}: -e {sibling}");
        // where only the field is referred to, the blocks hold it and not the sibling; with the
        // preference, both
        let kids = |more: &[&str]| -> (usize, usize) {
            let mut args = more.to_vec();
            let filter = format!("{block} && {child}");
            args.extend(["-r", &p, "-Y", &filter, "-T", "pdml", "-c", "3000"]);
            let blocks = resolved_blocks(&tshark(&args));
            let named = |n: &str| {
                blocks
                    .iter()
                    .filter(|b| b.name == block)
                    .flat_map(|b| &b.kids)
                    .filter(|(k, _)| k == n)
                    .count()
            };
            (named(child), named(sibling))
        };
        let (c, s) = kids(&[]);
        assert!(c > 10 && s == 0, "{cap}: {c} {child}, {s} {sibling}");
        let (c, s) = kids(&prefs);
        assert!(
            c > 10 && s > 0,
            "{cap}: {c} {child}, {s} {sibling} with the preference"
        );
    }
}

/// The `-e` values of each frame in tshark's JSON output (`-T json -e …`), which builds the whole
/// tree as before: field → values, in tree order.
fn json_fields(
    pcap: &str,
    filter: &str,
    fs: &[&str],
) -> Vec<std::collections::HashMap<String, Vec<String>>> {
    let mut args = vec!["-r", pcap, "-Y", filter, "-T", "json"];
    for f in fs {
        args.extend(["-e", f]);
    }
    let mut out = Vec::new();
    let mut key: Option<String> = None;
    for line in tshark(&args).lines().map(str::trim) {
        if line.starts_with("\"layers\"") {
            out.push(std::collections::HashMap::new());
        } else if let Some(k) = line.strip_suffix("\": [").and_then(|l| l.strip_prefix('"')) {
            key = Some(k.to_string());
            out.last_mut().unwrap().insert(k.to_string(), Vec::new());
        } else if line.starts_with(']') {
            key = None;
        } else if let Some(k) = &key {
            // booleans as `support::fields` shows them on every version
            let v = match line.trim_end_matches(',').trim_matches('"') {
                "True" => "1",
                "False" => "0",
                v => v,
            };
            out.last_mut()
                .unwrap()
                .get_mut(k)
                .unwrap()
                .push(v.to_string());
        }
    }
    out
}

/// tshark 4.0's `-T fields` builds a visible tree although it prints only the `-e` fields; the
/// plugin then adds only the items of fields something refers to (`-e`, the filter), without
/// labels, as 4.2 and later do with their invisible tree. What it prints, and which frames the
/// filter keeps, must not change: the same fields printed through `-T json`, which builds the
/// whole tree, give the same values, frame by frame (containers, flag bits, generated and
/// resolved-state fields, a filter on an item none of the printed fields is).
#[test]
fn fields_output_equals_the_whole_trees_values() {
    for (cap, filter, fs) in [
        (
            "quakespasm_nq666_qsclient_session.pcapng",
            "nq.ent",
            &[
                "frame.number",
                "nq.entity",
                "nq.u",
                "nq.u.origin1",
                "nq.svc",
                "nq.svc.len",
                "nq.ent.resolved.origin.x",
                "nq.ent.resolved.model_name",
            ][..],
        ),
        (
            "darkplaces-server_dp7_dpclient_session.pcapng",
            "nq",
            &[
                "frame.number",
                "nq.sequence",
                "nq.dp.ent.resolved.origin.x",
                "nq.clc",
            ][..],
        ),
        (
            "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
            "qw.msg",
            &[
                "frame.number",
                "qw.seq",
                "qw.entity",
                "qw.svc",
                "qw.svc.len",
                "qw.ent.resolved.origin.y",
            ][..],
        ),
        (
            "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
            "q2.ps.resolved",
            &[
                "frame.number",
                "q2.frame.server",
                "q2.entity",
                "q2.svc.len",
                "q2.ps.stat.index",
                "q2.ent.model_name",
            ][..],
        ),
        (
            "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng",
            "kexlan.segment",
            &[
                "frame.number",
                "kexlan.size",
                "kexlan.flags.reliable",
                "q2.svc",
                "q2.entity",
            ][..],
        ),
    ] {
        let p = pcap(cap);
        let rows = fields(&p, filter, fs);
        let whole = json_fields(&p, filter, fs);
        assert_eq!(rows.len(), whole.len(), "{cap}: frames kept by {filter}");
        assert!(rows.len() > 20, "{cap}: {} frames", rows.len());
        let mut values = vec![0; fs.len()];
        for (r, w) in rows.iter().zip(&whole) {
            for (i, f) in fs.iter().enumerate() {
                let j = w.get(*f).map(|v| v.join(",")).unwrap_or_default();
                assert_eq!(r[i], j, "{cap}: frame {} {f}", r[0]);
                values[i] += !r[i].is_empty() as usize;
            }
        }
        for (f, n) in fs.iter().zip(values) {
            assert!(n > 0, "{cap}: no {f}");
        }
    }
}
