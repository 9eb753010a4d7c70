//! Real R1Q2 35 and Q2PRO 36 sessions (Q2PRO server ↔ Q2PRO client, recorded for this test) against
//! what the Q2PRO client's own parser read from the same datagrams: the client ran with
//! `cl_shownet 3` and logged every message it parsed (`pcaps/recording/logs/<capture>/shownet.log`,
//! written by its `SHOWNET` lines in `src/client/parse.c`, skullernet/q2pro 3aa0d40b). For every
//! server datagram the client parsed, the codec must show the same commands at the same offsets
//! (inside svc_zpacket too), the same frame and delta numbers, entity numbers and removals,
//! configstrings and prints. The rest asserts values that the client's parser would hold,
//! read from the bytes: the handshake, svc_serverdata's minor version, svc_setting.
mod support;
use support::shownet::{self, Block, Names};
use support::{fields, pcap};

const R35: &str = "q2pro-server_r1q2-35_q2proclient_session";
const Q36: &str = "q2pro-server_q2pro-36-minor1023_q2proclient_gamestate-setting_session";
const D36: &str = "q2pro-server_q2pro-36_q2proclient_zdownload-streams_session";

/// Q2PRO's `svc_ops_t` (inc/common/protocol.h), as `MSG_ServerCommandString` names them.
const SVC: [&str; 27] = quakeshark::codec::concat(
    &shownet::ID_SVC,
    &[
        "svc_zpacket",
        "svc_zdownload",
        "svc_gamestate",
        "svc_setting",
        "svc_configstringstream",
        "svc_baselinestream",
    ],
);
const NAMES: Names = Names {
    svc: &SVC,
    zpacket: 21,
    inner_end: true,
    skip_bitless: false,
};

fn num(s: &str) -> Option<i64> {
    s.trim().parse().ok()
}

/// The client's log, one block per message it parsed (outermost), inner zpacket messages inline.
fn shownet(name: &str) -> Vec<Block> {
    let path = support::root().join(format!("pcaps/recording/logs/{name}/shownet.log"));
    let text = std::fs::read_to_string(&path).unwrap();
    let mut blocks = Vec::new();
    let mut depth = 0usize;
    let mut cur = Block::default();
    let mut last_cmd = String::new();
    for line in text.lines() {
        if line == "------------------" {
            depth += 1;
            continue;
        }
        if depth == 0 {
            continue;
        }
        if let Some((off, rest)) = line.split_once(':') {
            if let Some(off) = num(off) {
                let off = off as u32;
                if rest == "END OF MESSAGE" {
                    cur.cmds.push((off, "END".into()));
                    depth -= 1;
                    if depth == 0 {
                        blocks.push(std::mem::take(&mut cur));
                    }
                } else if rest.starts_with("svc_") {
                    cur.cmds.push((off, rest.to_string()));
                    last_cmd = rest.to_string();
                } else if let Some(r) = rest.strip_prefix("frame:") {
                    // "%3u:frame:%d  delta:%d  rtt:%d"
                    let mut w = r.split_whitespace();
                    let f = num(w.next().unwrap()).unwrap();
                    let d = num(w.next().unwrap().strip_prefix("delta:").unwrap()).unwrap();
                    cur.frames.push((f, d));
                } else {
                    for (kind, removed) in
                        [("delta:", false), ("baseline:", false), ("remove:", true)]
                    {
                        if let Some(r) = rest.strip_prefix(kind) {
                            let n = num(r.split_whitespace().next().unwrap()).unwrap();
                            cur.ents.push((n as u64, removed));
                        }
                    }
                }
                continue;
            }
        }
        // "   baseline:%i bits" (svc_spawnbaseline, svc_gamestate, svc_baselinestream)
        if let Some(r) = line.trim_start().strip_prefix("baseline:") {
            let n = num(r.split_whitespace().next().unwrap()).unwrap();
            cur.ents.push((n as u64, false));
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
                        "svc_configstring" | "svc_gamestate" | "svc_configstringstream" => {
                            cur.cs.push((n as u64, q.to_string()))
                        }
                        _ => {}
                    }
                }
            }
        }
    }
    blocks
}

fn compare(name: &str) -> usize {
    shownet::compare(name, &shownet(name), &NAMES, 700)
}

fn counts(name: &str, cmd: &str) -> (usize, usize, usize) {
    shownet::counts(&shownet(name), cmd)
}

#[test]
fn r1q2_35_messages_are_what_the_q2pro_client_parsed() {
    let n = compare(R35);
    assert!(n >= 770, "{n}");
    // three signons (qsbox1, qsbox2, qsbox1), each with zlib-compressed configstrings and
    // baselines: R1Q2 always has zlib and the old netchan, so no svc_gamestate
    let (z, cs, ents) = counts(R35, "svc_zpacket");
    assert!(z >= 6 && cs >= 300 && ents >= 700, "{z} {cs} {ents}");
    assert_eq!(counts(R35, "svc_gamestate").0, 0);
}

#[test]
fn q2pro_36_messages_are_what_the_q2pro_client_parsed() {
    let n = compare(Q36);
    assert!(n >= 760, "{n}");
    // minor 1023 (before the configstring/baseline streams of 1024): one zlib-compressed
    // svc_gamestate per signon, and svc_setting answering the client's update rate
    assert_eq!(counts(Q36, "svc_gamestate").0, 3);
    assert_eq!(counts(Q36, "svc_zpacket").0, 3);
    assert_eq!(counts(Q36, "svc_setting").0, 5);
}

#[test]
fn q2pro_36_current_minor_streams_and_zdownload_are_what_the_q2pro_client_parsed() {
    let n = compare(D36);
    assert!(n >= 700, "{n}");
    // minor 1026: configstrings and baselines as svc_configstringstream/svc_baselinestream, each
    // in its own svc_zpacket (one of each per signon), and the six sky images the client lacked
    // served from the server's .pkz as raw deflate chunks (svc_zdownload)
    assert_eq!(counts(D36, "svc_configstringstream").0, 3);
    assert_eq!(counts(D36, "svc_baselinestream").0, 3);
    assert_eq!(counts(D36, "svc_zpacket").0, 6);
    assert_eq!(counts(D36, "svc_zdownload").0, 36);
}

#[test]
fn handshake_serverdata_and_settings_hold_what_the_client_sent_and_read() {
    // R1Q2: `connect 35 <qport & 0xff> <challenge> "<userinfo>" <maxmsglen> <minor>` (CL_SendConnectPacket)
    let p = pcap(&format!("{R35}.pcapng"));
    let rows = fields(
        &p,
        "q2.oob.cmd == \"connect\"",
        &[
            "q2.oob.protocol",
            "q2.oob.qport",
            "q2.oob.maxmsglen",
            "q2.oob.minor",
        ],
    );
    assert_eq!(rows, [["35", "98", "1390", "1905"]]);
    // one svc_serverdata per map (qsbox1, qsbox2, qsbox1), minor 1905 (R1Q2_LONG_SOLID)
    let rows = fields(
        &p,
        "q2.sd.minor",
        &["frame.number", "q2.sd.minor", "q2.sd.levelname"],
    );
    assert_eq!(
        rows,
        [
            ["6", "1905", "quakeshark box one"],
            ["1216", "1905", "quakeshark box two"],
            ["2343", "1905", "quakeshark box one"],
        ]
    );
    // clc_setting CLS_RECORDING (2): 0 at each signon, 1 after `record`, 0 after `stop`
    let rows = fields(
        &p,
        "q2.setting.index == 2",
        &["frame.number", "q2.setting.index", "q2.setting.value"],
    );
    let rec: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| {
            let i = r[1].split(',').position(|x| x == "2").unwrap();
            (r[0].as_str(), r[2].split(',').nth(i).unwrap())
        })
        .collect();
    assert_eq!(
        rec,
        [
            ("251", "0"),
            ("610", "1"),
            ("1213", "0"),
            ("1219", "0"),
            ("2346", "0")
        ]
    );

    // Q2PRO: `… <maxmsglen> <netchan type> <zlib> <minor>`; the client was told to claim 1023
    let p = pcap(&format!("{Q36}.pcapng"));
    let rows = fields(
        &p,
        "q2.oob.cmd == \"connect\" || q2.oob.cmd == \"client_connect\"",
        &[
            "q2.oob.protocol",
            "q2.oob.maxmsglen",
            "q2.oob.netchan",
            "q2.oob.zlib",
            "q2.oob.minor",
            "q2.oob.token",
        ],
    );
    assert_eq!(rows[0], ["36", "1390", "1", "1", "1023", ""]);
    assert_eq!(rows[1], ["", "", "", "", "", "nc=1,map=qsbox1"]);
    let rows = fields(&p, "q2.sd.minor", &["frame.number", "q2.sd.minor"]);
    assert_eq!(rows, [["7", "1023"], ["1092", "1023"], ["2130", "1023"]]);
    // svc_setting SVS_FPS (1): the server's frame rate for this client, which the client's
    // CL_ParseSetting hands to set_server_fps. `sv_fps 20` was on the server's command line,
    // but the game library does not advertise GMF_VARIABLE_FPS, so the server stayed at 10 Hz
    // (SV_InitGame), and every answer to the client's CLS_FPS (0 = highest, 10) is 10
    let rows = fields(
        &p,
        "q2.svc == 24",
        &["frame.number", "q2.setting.index", "q2.setting.value"],
    );
    let frames: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(frames, ["251", "856", "1094", "1127", "2132"]);
    assert!(rows.iter().all(|r| r[1] == "1" && r[2] == "10"), "{rows:?}");
    // the client's CLS_FPS (4): cl_updaterate 0 at each signon, then 10, then 0
    let rows = fields(
        &p,
        "q2.setting.index == 4",
        &["frame.number", "q2.setting.index", "q2.setting.value"],
    );
    let fps: Vec<(&str, &str)> = rows
        .iter()
        .map(|r| {
            let i = r[1].split(',').position(|x| x == "4").unwrap();
            (r[0].as_str(), r[2].split(',').nth(i).unwrap())
        })
        .collect();
    assert_eq!(
        fps,
        [
            ("250", "0"),
            ("853", "10"),
            ("1093", "10"),
            ("1125", "0"),
            ("2131", "0")
        ]
    );
}
