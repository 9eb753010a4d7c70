//! A real Q2rePRO 1038 session (Q2rePRO server with the rerelease game library ↔ Q2rePRO client,
//! recorded for this test) against what the client's own parser read from the same datagrams:
//! the client ran with `cl_shownet 3` and logged every message q2proto parsed
//! (`pcaps/recording/logs/<capture>/shownet.log`, written by q2proto's `SHOWNET` lines through
//! `q2protodbg_shownet` in Q2rePRO's `src/common/q2proto-glue.c`: offsets inside an svc_zpacket
//! carry `[z]`, and no END line closes the inflated part). For every server datagram the client
//! parsed, the codec must show the same commands at the same offsets (inside svc_zpacket too),
//! the same frame and delta numbers, entity numbers and removals, configstrings and prints. The
//! rest asserts values the client read, from the bytes: the handshake and svc_serverdata.
mod support;
use support::shownet::{self, Block, Names};
use support::{fields, pcap};

const NAME: &str = "q2repro-server_q2repro-1038_q2reproclient_session";

/// q2proto's names (`q2repro_server_cmd_string`, `q2proto_debug_common_svc_string`); the
/// numbers Q2rePRO does not define get a placeholder.
const SVC: [&str; 40] = quakeshark::codec::concat(
    &shownet::ID_SVC,
    &[
        "21",
        "22",
        "23",
        "24",
        "svc_rr_damage",
        "26",
        "svc_rr_fog",
        "28",
        "29",
        "svc_rr_poi",
        "svc_rr_help_path",
        "svc_rr_muzzleflash3",
        "svc_rr_achievement",
        "svc_q2repro_zpacket",
        "svc_q2repro_zdownload",
        "svc_q2repro_gamestate",
        "svc_q2repro_setting",
        "svc_q2repro_configstringstream",
        "svc_q2repro_baselinestream",
    ],
);
const NAMES: Names = Names {
    svc: &SVC,
    zpacket: 34,
    inner_end: false,
    skip_bitless: true,
};

fn num(s: &str) -> Option<i64> {
    s.trim().parse().ok()
}

/// A `"%3u%s:%s"` shownet line: offset, `[z]`, text. The client's console prints without a
/// newline end up in front of one ("g_entered_game 25:svc_frame"), so the line is tried from
/// each word.
fn shown(line: &str) -> Option<(u32, &str)> {
    let starts = std::iter::once(0).chain(line.match_indices(' ').map(|(i, _)| i + 1));
    for s in starts {
        let rest = &line[s..];
        let Some((off, text)) = rest.split_once(':') else {
            continue;
        };
        let off = off.strip_suffix("[z]").unwrap_or(off);
        if let Some(n) = num(off) {
            if off.trim().chars().all(|c| c.is_ascii_digit()) {
                return Some((n as u32, text));
            }
        }
    }
    None
}

/// The client's log, one block per message it parsed (outermost), inner zpacket messages inline.
fn shownet(name: &str) -> Vec<Block> {
    let path = support::root().join(format!("pcaps/recording/logs/{name}/shownet.log"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut blocks = Vec::new();
    let mut open = false;
    let mut cur = Block::default();
    let mut last_cmd = String::new();
    for line in text.lines() {
        if line == "------------------" {
            open = true;
            cur = Block::default();
            continue;
        }
        if !open {
            continue;
        }
        // "    %d \"%s\"": a configstring or a print, by the command it follows
        if let Some(r) = line.strip_prefix("    ") {
            if let Some((n, q)) = r.split_once(' ') {
                if let (Some(n), Some(q)) = (
                    num(n),
                    q.strip_prefix('"').and_then(|q| q.strip_suffix('"')),
                ) {
                    match last_cmd.as_str() {
                        "svc_print" => cur.prints.push((n as u64, q.to_string())),
                        "svc_configstring" | "svc_q2repro_configstringstream" => {
                            cur.cs.push((n as u64, q.to_string()))
                        }
                        _ => {}
                    }
                }
                continue;
            }
        }
        let Some((off, rest)) = shown(line) else {
            continue;
        };
        if rest == "END OF MESSAGE" {
            cur.cmds.push((off, "END".into()));
            blocks.push(std::mem::take(&mut cur));
            open = false;
        } else if rest.starts_with("svc_") {
            cur.cmds.push((off, rest.to_string()));
            last_cmd = rest.to_string();
        } else if let Some(r) = rest.strip_prefix("frame:") {
            // "frame:%d  delta:%d  rtt:%d"
            let mut w = r.split_whitespace();
            let f = num(w.next().unwrap()).unwrap();
            let d = num(w.next().unwrap().strip_prefix("delta:").unwrap()).unwrap();
            cur.frames.push((f, d));
        } else {
            // "   delta:%i bits…" (packet entities) and "   baseline:%i bits…"; U_REMOVE
            // shows as "remove"
            let r = rest.trim_start();
            for kind in ["delta:", "baseline:"] {
                if let Some(r) = r.strip_prefix(kind) {
                    let mut w = r.split_whitespace();
                    let n = num(w.next().unwrap()).unwrap();
                    cur.ents.push((n as u64, w.any(|b| b == "remove")));
                }
            }
        }
    }
    blocks
}

fn compare(name: &str) -> usize {
    shownet::compare(name, &shownet(name), &NAMES, 2000)
}

fn counts(name: &str, cmd: &str) -> (usize, usize, usize) {
    shownet::counts(&shownet(name), cmd)
}

#[test]
fn q2repro_1038_messages_are_what_the_q2repro_client_parsed() {
    let n = compare(NAME);
    assert!(n >= 2700, "{n}");
    // three signons (qsbox1, qsbox2, qsbox1): configstrings in several compressed
    // svc_configstringstream messages, baselines in one svc_baselinestream each, every one in
    // an svc_zpacket numbered 34 (Q2PRO's 21)
    let (z, cs, ents) = counts(NAME, "svc_q2repro_zpacket");
    assert!(z >= 6 && cs >= 300 && ents >= 1000, "{z} {cs} {ents}");
    assert_eq!(counts(NAME, "svc_q2repro_baselinestream").0, 3);
    assert!(counts(NAME, "svc_q2repro_configstringstream").0 >= 3);
}

#[test]
fn handshake_and_serverdata_hold_what_the_client_sent_and_read() {
    let p = pcap(&format!("{NAME}.pcapng"));
    // `connect 1038 <qport & 0xff> <challenge> "<userinfo>" <packet length> <zlib>`
    // (q2proto_q2repro_connect_tail); the netchan is always the fragmenting one
    let rows = fields(
        &p,
        "q2.oob.cmd == \"connect\"",
        &["q2.oob.protocol", "q2.oob.maxmsglen", "q2.oob.zlib"],
    );
    assert_eq!(rows.len(), 1, "{rows:?}");
    assert_eq!(rows[0][0], "1038");
    assert_eq!(rows[0][2], "1");
    // one svc_serverdata per map: minor 0 (the connect line carries no version, and the
    // server's q2proto_q2repro_parse_connect reads none: only a client fills in
    // Q2REPRO_PROTOCOL_VERSION_CURRENT), no GAME3_COMPAT (the rerelease game library), 40 Hz
    // (the rerelease game's tick rate; the log's frame numbers run at 40 a second), and the
    // rerelease's configstring layout (63 is "maps/qsbox1.bsp" in the log)
    let rows = fields(
        &p,
        "q2.sd.minor",
        &[
            "q2.sd.protocol",
            "q2.sd.minor",
            "q2.sd.flags.game3_compat",
            "q2.sd.tickrate",
            "q2.sd.levelname",
        ],
    );
    let levels: Vec<&str> = rows.iter().map(|r| r[4].as_str()).collect();
    assert_eq!(
        levels,
        [
            "quakeshark box one",
            "quakeshark box two",
            "quakeshark box one"
        ]
    );
    for r in &rows {
        // GAME3_COMPAT clear: not shown
        assert_eq!(&r[..4], ["1038", "0", "", "40"], "{rows:?}");
    }
    // model 1 (the map) is CS_MODELS+1 = 63 there, 33 in 34's layout
    let rows = fields(&p, "q2.cs.index == 63", &["q2.cs.index", "q2.cs.name"]);
    assert_eq!(rows.len(), 3);
    for r in &rows {
        let i = r[0].split(',').position(|x| x == "63").unwrap();
        assert_eq!(r[1].split(',').nth(i), Some("CS_MODELS+1"));
    }
}

/// The session's last 60% (a capture started mid-game, on the server's usual port): the dialect
/// is inferred from the traffic (Q2rePRO, the last of the inference candidates), and every
/// datagram shows the values it has in the whole capture. On another port the stream is not
/// recognised by content (as Q2PRO 36 is not: `q2::looks_like` knows 34 and 2023 only).
#[test]
fn mid_session_cut_is_inferred_as_q2repro_with_the_whole_sessions_values() {
    use support::gen::{write_pcap, Pkt};
    let whole = pcap(&format!("{NAME}.pcapng"));
    let pkts = support::pcap::udp(&whole);
    let cut_at = pkts.len() * 4 / 10;
    let out: Vec<Pkt> = pkts[cut_at..]
        .iter()
        .map(|u| Pkt {
            sport: u.src.port,
            dport: u.dst.port,
            payload: u.payload.clone(),
        })
        .collect();
    let path =
        std::env::temp_dir().join(format!("quakeshark-{}-cut-{NAME}.pcap", std::process::id()));
    write_pcap(&path, &out);
    let cut = path.to_string_lossy().into_owned();
    let total = fields(&cut, "udp", &["frame.number"]).len();
    assert_eq!(fields(&cut, "q2", &["frame.number"]).len(), total);
    let bad = fields(
        &cut,
        "_ws.malformed || _ws.expert.severity == \"Error\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "{bad:?}");
    let inferred = fields(&cut, "q2.dialect.inferred", &["frame.number", "q2.dialect"]);
    assert!(!inferred.is_empty());
    assert!(
        inferred[0][1].starts_with("Q2rePRO 1038, rerelease game, fragmenting netchan"),
        "{:?}",
        inferred[0]
    );
    // values that need no state from before the cut
    let wire: [&str; 11] = quakeshark::codec::concat(&["frame.number"], &support::Q2_WIRE);
    let whole_rows = fields(&whole, "q2", &wire);
    let cut_rows = fields(&cut, "q2", &wire);
    for r in &cut_rows {
        let n: usize = r[0].parse().unwrap();
        let orig = (n + cut_at).to_string();
        let w = whole_rows.iter().find(|w| w[0] == orig).unwrap();
        assert_eq!(&w[1..], &r[1..], "cut frame {n} (whole frame {orig})");
    }
    let _ = std::fs::remove_file(&path);
}
