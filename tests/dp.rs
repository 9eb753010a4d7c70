//! DarkPlaces DP7 (protocol 3504): the real tshark with the freshly built plugin over a
//! DarkPlaces server ↔ DarkPlaces client session in pcaps/ (build first: `cargo build --release`).
//! Values asserted here were read from the bytes by hand.

mod support;
use support::{fields, pcap};

const DP7: &str = "darkplaces-server_dp7_dpclient_session.pcapng";

#[test]
fn every_packet_is_nq_without_errors() {
    let p = pcap(DP7);
    // every datagram is nq, the client's first line too: DarkPlaces' bare `getchallenge` (no
    // newline) opens its NetQuake-transport handshake, before any NetQuake framing
    let other = fields(&p, "udp && !nq", &["frame.number"]);
    assert!(other.is_empty(), "{other:?}");
    let first = fields(&p, "frame.number == 1", &["nq.oob"]);
    assert_eq!(first[0][0], "getchallenge");
    let bad = fields(
        &p,
        "_ws.malformed || _ws.expert.severity == \"Error\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "{bad:?}");
    // every server datagram of the game carries an EntityFrame5 update
    let frames = fields(&p, "nq.dp.svc == 57", &["frame.number"]).len();
    assert!(frames > 3000, "{frames} svc_entities");
    let protocol = fields(&p, "frame.number == 31", &["nq.protocol"]);
    assert_eq!(protocol[0][0], "3504");
}

#[test]
fn entity_resolved_from_full_update() {
    let p = pcap(DP7);
    // frame 29, svc_entities frame 1: entity 1 bits 0x489b (FULLUPDATE ORIGIN MODEL FRAME
    // EXTEND1 ORIGIN32 COLORMAP), origin floats 00 00 08 c4 / 00 00 18 c4 / 7e d8 38 43,
    // model 04, frame 0c, colormap 01
    let rows = fields(
        &p,
        "frame.number == 29",
        &[
            "nq.dp.frame",
            "nq.dp.move_sequence",
            "nq.entity",
            "nq.dp.e5",
        ],
    );
    assert_eq!(rows[0][0], "1");
    assert_eq!(rows[0][1], "0");
    assert!(rows[0][2].starts_with("1,17,"), "{}", rows[0][2]);
    assert!(rows[0][3].starts_with("0x0000489b,"), "{}", rows[0][3]);
    // frame 31, entity frame 2: entity 1 is only moved (bits 0x882: ORIGIN EXTEND1 ORIGIN32,
    // -544 -608 184.074); model, frame and colormap come from frame 29
    let rows = fields(
        &p,
        "frame.number == 31",
        &[
            "nq.dp.frame",
            "nq.dp.ent.resolved.model_name",
            "nq.dp.ent.resolved.model",
            "nq.dp.ent.resolved.frame",
            "nq.dp.ent.resolved.colormap",
            "nq.dp.ent.resolved.origin.x",
            "nq.dp.ent.resolved.origin.y",
            "nq.dp.ent.resolved.origin.z",
            "nq.dp.e5",
        ],
    );
    let r = &rows[0];
    assert_eq!(r[0], "2");
    let first = |i: usize| r[i].split(',').next().unwrap().to_string();
    assert_eq!(first(1), "progs/player.mdl");
    assert_eq!(first(2), "4");
    assert_eq!(first(3), "12");
    assert_eq!(first(4), "1");
    assert_eq!(first(5), "-544");
    assert_eq!(first(6), "-608");
    assert!(first(7).starts_with("184.07"), "{}", first(7));
    assert_eq!(first(8), "0x00000882");
    // nothing is left unknown: the capture starts before the first entity frame
    assert!(fields(&p, "nq.dp.ent.resolved.unknown", &["frame.number"]).is_empty());
}

#[test]
fn clientdata_without_stats() {
    // frame 31: svc_clientdata bits 0x0080 (SU_VELOCITY3), velocity z = float 56 55 05 c2
    let p = pcap(DP7);
    let rows = fields(
        &p,
        "frame.number == 31",
        &["nq.dp.su", "nq.dp.cd.velocity.z", "nq.dp.cd.health"],
    );
    assert_eq!(rows[0][0], "0x00000080");
    assert!(rows[0][1].starts_with("-33.333"), "{}", rows[0][1]);
    assert_eq!(rows[0][2], "");
}

#[test]
fn client_move_and_ackframe() {
    // frame 351: clc_move sequence 0, time 64 a5 1f 41 (9.97788), angles 0000 d822 0000
    // (yaw 48.999), forward 400, buttons 0, impulse 0, cursor trace; then clc_ackframe 46–57
    let p = pcap(DP7);
    let rows = fields(
        &p,
        "frame.number == 351",
        &[
            "nq.dp.move.sequence",
            "nq.move.time",
            "nq.angle.pitch",
            "nq.angle.yaw",
            "nq.move.forward",
            "nq.dp.move.buttons",
            "nq.dp.move.cursor.start",
            "nq.dp.ackframe",
        ],
    );
    let r = &rows[0];
    assert_eq!(r[0], "0");
    assert!(r[1].starts_with("9.9778"), "{}", r[1]);
    assert_eq!(r[2], "0");
    assert!(r[3].starts_with("48.99"), "{}", r[3]);
    assert_eq!(r[4], "400");
    assert_eq!(r[5], "0x00000000");
    assert!(r[6].starts_with("-544,-608,206.0"), "{}", r[6]);
    assert!(r[7].starts_with("46,47,48"), "{}", r[7]);
}

#[test]
fn svc_precache_extends_the_name_lists() {
    // fteqw's NetQuake server sends its whole precache as DarkPlaces' svc_precache (54):
    // `36 45 80 "ambience/hum1.wav"` (sound 0x8045 - 32768 = 69) and `36 05 00
    // "progs/player.mdl"` (model 5), in the reliable message reassembled in frame 35
    let p = pcap("fteqw-server-nqonly_nq+fte-pext_fteclient-nq_session.pcapng");
    let rows = fields(
        &p,
        "frame.number == 35",
        &[
            "nq.precache.index",
            "nq.precache.name",
            "nq.dp.precache.kind",
        ],
    );
    let idx: Vec<&str> = rows[0][0].split(',').collect();
    let names: Vec<&str> = rows[0][1].split(',').collect();
    let kinds: Vec<&str> = rows[0][2].split(',').collect();
    let at = |w: &str| idx.iter().position(|&i| i == w).unwrap();
    assert_eq!(names[at("0x8045")], "ambience/hum1.wav");
    assert_eq!(kinds[at("0x8045")], "sound");
    assert_eq!(names[at("0x0005")], "progs/player.mdl");
    assert_eq!(kinds[at("0x0005")], "model");
    // later messages name them: the static sound of frame 42 (index 69) and the player
    // entities' model 5
    let rows = fields(
        &p,
        "frame.number == 42",
        &["nq.sound.index", "nq.sound.name"],
    );
    assert_eq!(
        rows[0],
        vec!["69".to_string(), "ambience/hum1.wav".to_string()]
    );
    let players = fields(
        &p,
        "nq.ue.ent.resolved.model_name == \"progs/player.mdl\"",
        &["frame.number"],
    );
    assert!(players.len() > 100, "{}", players.len());
}

#[test]
fn server_queries_are_named() {
    // a DarkPlaces server answering qstat and three hand-sent lines (pcaps/README.md)
    let p = pcap("darkplaces-server_dp7_getinfo-getstatus-queries.pcapng");
    let rows = fields(
        &p,
        "nq",
        &[
            "frame.number",
            "nq.direction",
            "nq.dp.oob.command",
            "nq.dp.oob.argument",
        ],
    );
    assert_eq!(rows.len(), 11);
    // frame 6: `getinfo qsA1b2` from the client; frame 7 its answer
    assert_eq!(rows[5][1..], ["0", "getinfo", "qsA1b2"]);
    assert_eq!(rows[6][1..3], ["1", "infoResponse"]);
    let kv = fields(
        &p,
        "frame.number == 7",
        &["nq.dp.oob.key", "nq.dp.oob.value"],
    );
    let keys: Vec<&str> = kv[0][0].split(',').collect();
    let values: Vec<&str> = kv[0][1].split(',').collect();
    let get = |k: &str| values[keys.iter().position(|&x| x == k).unwrap()];
    assert_eq!(get("hostname"), "quakeshark-test");
    assert_eq!(get("mapname"), "lqdm2");
    assert_eq!(get("protocol"), "3");
    // the server echoes the query's challenge
    assert_eq!(get("challenge"), "qsA1b2");
    // frame 9 answers `getstatus qsC3d4`: a statusResponse (no player lines: nobody connected)
    assert_eq!(rows[8][1..3], ["1", "statusResponse"]);
    let bad = fields(
        &p,
        "_ws.malformed || _ws.expert.severity == \"Error\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "{bad:?}");
}
