//! The dialects a DarkPlaces server speaks besides DP7 (`sv_protocolname`): DP6, DP5, the Nehahra
//! movie protocol (250) and BJP/BJP2 (10000/10001), each a real DarkPlaces server ↔ DarkPlaces
//! client session in pcaps/ (build first: `cargo build --release`). Values asserted here were
//! read from the bytes by hand.

mod support;
use support::{fields, pcap};

const DP5: &str = "darkplaces-server_dp5_dpclient_dropped-fallthrough-move.pcapng";
const DP6: &str = "darkplaces-server_dp6_dpclient_session.pcapng";
const MOVIE: &str = "darkplaces-server_nehahramovie_dpclient_session.pcapng";
const BJP: &str = "darkplaces-git-server_nehahrabjp_dpclient_session.pcapng";
const BJP2: &str = "darkplaces-server_nehahrabjp2_dpclient_session.pcapng";
const DP8: &str = "darkplaces-git-server_dp8_darkplaces-git-client_session.pcapng";
const BJP3: &str = "darkplaces-git-server_nehahrabjp3_darkplaces-git-client_session.pcapng";

fn clean(p: &str) {
    let other = fields(p, "udp && !nq", &["frame.number"]);
    assert!(other.is_empty(), "{p}: {other:?}");
    let bad = fields(
        p,
        "_ws.malformed || _ws.expert.severity == \"Error\" || _ws.expert.severity == \"Warning\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "{p}: {bad:?}");
}

#[test]
fn every_session_is_nq_without_errors_and_negotiates_its_protocol_twice() {
    // each session changes level (lqdm2 → lqdm13): two svc_serverinfo with the same protocol
    for (name, protocol, dialect) in [
        (DP6, "3503", "DarkPlaces DP6 (3503)"),
        (DP8, "3505", "DarkPlaces DP8 (3505)"),
        (MOVIE, "250", "Nehahra movie (250)"),
        (BJP, "10000", "BJP (10000)"),
        (BJP2, "10001", "BJP2 (10001)"),
        (BJP3, "10002", "BJP3 (10002)"),
    ] {
        let p = pcap(name);
        clean(&p);
        let si = fields(
            &p,
            "nq.serverinfo.protocol",
            &["nq.serverinfo.protocol", "nq.serverinfo.levelname"],
        );
        let got: Vec<_> = si.iter().map(|r| (r[0].as_str(), r[1].as_str())).collect();
        assert_eq!(
            got,
            [
                (protocol, "Torture Pit"),
                (protocol, "Death Provides No Return")
            ],
            "{name}"
        );
        let d = fields(&p, "nq.dialect", &["nq.dialect"]);
        assert!(
            d.last().unwrap()[0].starts_with(&format!("{dialect} (negotiated in frame")),
            "{name}: {:?}",
            d.last()
        );
    }
}

#[test]
fn bjp_reads_model_indexes_as_shorts() {
    let p = pcap(BJP);
    // frame 26, svc_clientdata: 0f | bits 00 42 (SU_ITEMS SU_WEAPON) | items 01 11 00 00 |
    // weapon 0d 00 (u16: progs/v_shot.mdl) | health 64 00 | 19 19 00 00 00 | active 01: 17 bytes
    let cd = fields(
        &p,
        "frame.number == 26 && nq.svc == 15",
        &["nq.cd.weapon", "nq.cd.health", "nq.cd.shells", "nq.svc.len"],
    );
    let r = &cd[0];
    assert_eq!(r[0], "13");
    assert_eq!(r[1], "100");
    assert_eq!(r[2], "25");
    assert!(r[3].split(',').any(|l| l == "17"), "{}", r[3]);
    // svc_spawnbaseline's model is a short too: the player slots' baselines (entities 1–8) name
    // progs/player.mdl once the server spawns them, and every later update resolves against them
    let up = fields(
        &p,
        "nq.u.model == 1 && nq.entity == 1",
        &["nq.entity", "nq.ent.resolved.model_name"],
    );
    assert!(up.len() > 100, "{}", up.len());
    assert_eq!(up[0][1].split(',').next(), Some("progs/player.mdl"));
}

#[test]
fn bjp2_reads_sound_indexes_as_shorts() {
    let p = pcap(BJP2);
    // frame 46: 06 | flags 00 (no SND_LARGESOUND) | e2 01 (entity 60, channel 2) | index 1c 00 |
    // a0 ef 00 ed c8 05 (-524 -608 185): 12 bytes
    let s = fields(
        &p,
        "frame.number == 46 && nq.svc == 6",
        &[
            "nq.sound.flags",
            "nq.entity",
            "nq.sound.index",
            "nq.sound.name",
            "nq.origin.x",
            "nq.origin.z",
        ],
    );
    // the frame's entity updates follow: the sound's values are the first of each field
    let r: Vec<_> = s[0].iter().map(|v| v.split(',').next().unwrap()).collect();
    assert_eq!(r, ["0x00", "60", "28", "misc/r_tele3.wav", "-524", "185"]);
}

#[test]
fn bjp3_reads_static_sound_indexes_as_shorts() {
    let p = pcap(BJP3);
    // frame 20, the signon's svc_spawnstaticsound (29): 3 coords (13.3) + u16 index + volume +
    // attenuation = 11 bytes; the first is LibreQuake's ambience/hum1.wav (sound 69)
    let s = fields(
        &p,
        "frame.number == 20 && nq.svc == 29",
        &["nq.sound.index", "nq.sound.name", "nq.svc.len"],
    );
    let r: Vec<_> = s[0].iter().map(|v| v.split(',').next().unwrap()).collect();
    assert_eq!(r, ["69", "ambience/hum1.wav", "11"]);
}

#[test]
fn the_nehahra_movie_protocol_uses_darkplaces_temp_entities() {
    let p = pcap(MOVIE);
    // LibreQuake's shotgun on a DarkPlaces server: TE_GUNSHOT (2) in DarkPlaces' table
    let te = fields(&p, "nq.dp.te.type", &["nq.dp.te.type"]);
    assert!(
        te.iter().any(|r| r[0].split(',').any(|t| t == "2")),
        "{te:?}"
    );
    let quake_te = fields(&p, "nq.tent.type", &["nq.tent.type"]);
    assert!(quake_te.is_empty(), "{quake_te:?}");
}

#[test]
fn the_darkplaces_client_appends_dp7_moves_to_its_dp5_move() {
    let p = pcap(DP5);
    clean(&p);
    // frame 91: 03 | time ab 83 ed 40 | angles 00 00 c7 f1 00 00 | moves 0 0 0 | 00 | 00 (DP5,
    // 19 bytes), then 03 | sequence 00 00 00 00 | the same time | … (DP7's layout, 56 bytes)
    let m = fields(
        &p,
        "frame.number == 91",
        &[
            "nq.clc.len",
            "nq.dp.move.sequence",
            "nq.dp.move.buttons_byte",
            "_ws.expert.message",
        ],
    );
    let r = &m[0];
    assert_eq!(r[0], "19,56");
    assert_eq!(r[1], "0");
    assert_eq!(r[2], "0x00");
    assert!(
        r[3].contains("DP7-layout move after the DP5 one"),
        "{}",
        r[3]
    );
    // the server drops the client after it: the last datagrams are the disconnect
    let si = fields(&p, "nq.serverinfo.protocol", &["nq.serverinfo.protocol"]);
    assert_eq!(si[0][0], "3502");
}

#[test]
fn dp6_moves_have_no_sequence_and_long_buttons() {
    let p = pcap(DP6);
    let m = fields(
        &p,
        "nq.clc == 3",
        &["nq.dp.move.sequence", "nq.dp.move.buttons", "nq.clc.len"],
    );
    assert!(m.len() > 200, "{}", m.len());
    // DP6: 1 + 4 time + 6 angles + 6 moves + 4 buttons + 1 impulse + 30 cursor = 52 bytes
    assert!(m.iter().all(|r| r[0].is_empty()), "{:?}", m[0]);
    assert!(m.iter().all(|r| !r[1].is_empty()), "{:?}", m[0]);
    assert!(
        m.iter().all(|r| r[2].split(',').next() == Some("52")),
        "{:?}",
        m[0]
    );
}

#[test]
fn dp8_disconnects_carry_a_parting_message() {
    let p = pcap(DP8);
    // the client leaves with `disconnect`: 02 00, clc_disconnect and an empty reason (the server
    // logs "dpbot left the game ()"), sent three times
    let d = fields(
        &p,
        "nq.clc == 2 && nq.dp.disconnect_reason == \"\"",
        &["nq.clc.len"],
    );
    assert_eq!(d, [["2"], ["2"], ["2"]]);
    // DP8 moves carry DP7's move sequence (0 here: this client does not predict), 56 bytes each
    let m = fields(&p, "nq.clc == 3", &["nq.dp.move.sequence", "nq.clc.len"]);
    assert!(m.len() > 200, "{}", m.len());
    for r in &m {
        assert_eq!(r[0].split(',').next(), Some("0"), "{r:?}");
        assert_eq!(r[1].split(',').next(), Some("56"), "{r:?}");
    }
}
