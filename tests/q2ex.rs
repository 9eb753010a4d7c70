//! Quake II rerelease (protocol 2023, and 2022 as in its demos): the real tshark with the freshly
//! built plugin over the FTE session and q2proto's encoder streams in pcaps/ (build first:
//! `cargo build --release`). Values asserted here were read from the bytes by hand.

mod support;
use support::gen::{write_pcap, Pkt};
use support::{fields, fields_with, pcap};

const LIVE: &str = "fteqw-server_q2ex-2023_plain-netchan_fteclient_session.pcapng";
const ENC23: &str = "q2proto-encoder_q2ex-2023_plain-netchan_transcoded-from-yq2-34-session.pcap";
const ENC22: &str =
    "q2proto-encoder_q2ex-2022-demoproto_plain-netchan_transcoded-from-yq2-34-session.pcap";
const ALL: &[&str] = &[LIVE, ENC23, ENC22];

#[test]
fn every_rerelease_packet_is_q2_without_errors() {
    for c in ALL {
        let p = pcap(c);
        let total = fields(&p, "udp", &["frame.number"]).len();
        let ours = fields(&p, "q2", &["frame.number"]).len();
        assert_eq!(ours, total, "{c}");
        let bad = fields(
            &p,
            "_ws.malformed || _ws.expert.severity == \"Error\" || q2.delta_missing",
            &["frame.number"],
        );
        assert!(bad.is_empty(), "{c}: {bad:?}");
    }
    // FTE's clc_move checksums verify (2023: over each seat's three usercmds only)
    let p = pcap(LIVE);
    assert!(fields(&p, "_ws.expert.severity >= \"Warning\"", &["frame.number"]).is_empty());
    let ok = fields(&p, "q2.move.checksum.good == 1", &["frame.number"]).len();
    assert!(ok > 300, "{ok} verified clc_move checksums");
}

#[test]
fn dialect_from_handshake_and_serverdata() {
    let p = pcap(LIVE);
    // frame 2: `challenge -156968569 p=2023` + FTE's `\0FRAG<1440>DTLS<1>` trailer
    let rows = fields(
        &p,
        "frame.number == 2",
        &[
            "q2.oob.challenge",
            "q2.oob.protocols",
            "q2.oob.ext.tag",
            "q2.oob.ext.value",
        ],
    );
    assert_eq!(rows[0][0], "-156968569");
    assert_eq!(rows[0][1], "p=2023");
    assert_eq!(rows[0][2], "FRAG,DTLS");
    assert_eq!(rows[0][3], "1440,1");
    // frame 3: `connect 2023 1 anon "qport\33542\challenge\…"`: one player, one social id
    let rows = fields(
        &p,
        "frame.number == 3",
        &[
            "q2.oob.protocol",
            "q2.oob.num_split",
            "q2.oob.social",
            "q2.info.key",
        ],
    );
    assert_eq!(rows[0][..3], ["2023", "1", "anon"]);
    assert!(rows[0][3].starts_with("qport,challenge,"), "{}", rows[0][3]);
    // frame 5, before any serverdata: four empty clc_userinfo, then `new` for seat 1
    let rows = fields(
        &p,
        "frame.number == 5",
        &[
            "q2.protocol",
            "q2.qport",
            "q2.clc",
            "q2.seat",
            "q2.stringcmd",
        ],
    );
    assert_eq!(rows[0], ["2023", "33542", "3,3,3,3,4", "1", "new"]);
    // svc_serverdata: 2023, tick rate 10, player 0, map 2box4; again for the second map
    let rows = fields(
        &p,
        "q2.sd.tickrate",
        &[
            "frame.number",
            "q2.sd.protocol",
            "q2.sd.tickrate",
            "q2.sd.gamedir",
            "q2.sd.playernum",
            "q2.sd.levelname",
        ],
    );
    assert_eq!(rows[0], ["6", "2023", "10", "baseq2", "0", "2box4"]);
    assert_eq!(rows[1][0], "979");
    assert_eq!(rows[1][5], "ptrip");
    let rows = fields(
        &pcap(ENC22),
        "q2.sd.tickrate",
        &["q2.sd.protocol", "q2.protocol"],
    );
    assert_eq!(rows[0], ["2022", "2022"]);
}

#[test]
fn configblast_is_inflated_into_configstrings() {
    // frame 6: svc_configblast, 825 zlib bytes announcing 2586; its configstrings use the
    // rerelease layout (models from 62, sounds from 8254)
    let rows = fields(
        &pcap(ENC23),
        "frame.number == 6",
        &[
            "q2.blast.compressed_len",
            "q2.blast.len",
            "q2.cs.index",
            "q2.cs.name",
            "q2.cs.value",
        ],
    );
    let r = &rows[0];
    assert_eq!(r[0], "825");
    assert_eq!(r[1], "2586");
    let idx: Vec<&str> = r[2].split(',').collect();
    let names: Vec<&str> = r[3].split(',').collect();
    let vals: Vec<&str> = r[4].split(',').collect();
    assert_eq!((idx[0], names[0], vals[0]), ("0", "CS_NAME", "Railgun 101"));
    let k = idx.iter().position(|i| *i == "8255").unwrap();
    assert_eq!(names[k], "CS_SOUNDS+1");
}

#[test]
fn frames_resolve_float_origins_and_player_state() {
    // live frame 188: the first svc_frame (244, from baselines); entity 17 is an armor shard
    // whose only update is U_OLDORIGIN, resolved from its baseline at (128, -224, 143.031);
    // the player's pmove origin is three floats (-304, -256, 160.125)
    let p = pcap(LIVE);
    let rows = fields(
        &p,
        "frame.number == 188",
        &[
            "q2.frame.server",
            "q2.frame.delta",
            "q2.entity",
            "q2.ent.resolved.origin.x",
            "q2.ent.resolved.origin.z",
            "q2.ps.origin.x",
            "q2.ps.origin.z",
        ],
    );
    let r = &rows[0];
    assert_eq!((r[0].as_str(), r[1].as_str()), ("244", "-1"));
    let nums: Vec<&str> = r[2].split(',').collect();
    let k = nums.iter().position(|n| *n == "17").unwrap();
    assert_eq!(r[3].split(',').nth(k), Some("128"));
    // tshark 4.0/4.4 print floats with 6 significant digits, 4.6 with all of them
    let z: f64 = r[4].split(',').nth(k).unwrap().parse().unwrap();
    assert!((z - 143.03125).abs() < 1e-3, "{z}");
    assert_eq!((r[5].as_str(), r[6].as_str()), ("-304", "160.125"));
    let models = fields(
        &p,
        "frame.number == 188 && q2.entity == 17",
        &["q2.ent.model_name"],
    );
    assert!(models[0][0].contains("models/items/armor/shard/tris.md2"));
}

#[test]
fn rerelease_messages_21_to_33() {
    let p = pcap(ENC23);
    let rows = fields(
        &p,
        "q2.svc == 27",
        &["q2.fog.bits", "q2.fog.density", "q2.fog.r", "q2.fog.time"],
    );
    let r = &rows[0];
    assert_eq!([&r[0], &r[2], &r[3]], ["0x001f", "90", "500"]);
    // f32 0.02, printed as 0.02 (tshark 4.0/4.4) or 0.0199999996 (4.6)
    let density: f64 = r[1].parse().unwrap();
    assert!((density - 0.02).abs() < 1e-6, "{density}");
    // every bit, set or clear, so that each entry's bits line up with its amount
    let rows = fields_with(
        &p,
        &["-o", "q2.show_unset_bits:TRUE"],
        "q2.svc == 25",
        &[
            "q2.damage.count",
            "q2.damage.amount",
            "q2.damage.health",
            "q2.damage.armor",
        ],
    );
    assert_eq!(rows[0], ["2", "10,4", "1,0", "0,1"]);
    // by default only the set bits are shown: one each
    let rows = fields(&p, "q2.svc == 25", &["q2.damage.health", "q2.damage.armor"]);
    assert_eq!(rows[0], ["1", "1"]);
    let rows = fields(&p, "q2.svc == 32", &["q2.mz.entity", "q2.mz3.flash"]);
    assert_eq!(rows[0], ["1", "265"]);
    // the seed document numbers svc_achievement 32 (like muzzleflash3); the bytes use 33
    let rows = fields(&p, "q2.svc == 33", &["q2.achievement"]);
    assert_eq!(rows[0], ["ACH_Q2EX_ENCODER_TEST"]);
    let rows = fields(
        &p,
        "q2.svc == 24",
        &["q2.cs.name", "q2.cs.value", "q2.cs.end"],
    );
    assert_eq!(rows[0], ["CS_GENERAL+0", "level restarted", "65535"]);
    // POI position: floats in 2023, and in 2022 too (q2proto's bytes; FTE would read 16-bit)
    for c in [ENC23, ENC22] {
        let rows = fields(
            &pcap(c),
            "q2.svc == 30",
            &["q2.poi.key", "q2.poi.time", "q2.poi.pos.z", "q2.poi.image"],
        );
        assert_eq!(rows[0], ["1", "5000", "224.125", "3"], "{c}");
    }
}

#[test]
fn temp_entity_positions_are_float_in_2023_and_short_in_2022() {
    for (c, size) in [(ENC23, "4"), (ENC22, "2")] {
        let p = pcap(c);
        let rows = fields(
            &p,
            "frame.number == 134",
            &["q2.te.type", "q2.te.pos.x", "q2.te.pos.z"],
        );
        assert_eq!(rows[0], ["2", "427.25", "166.125"], "{c}");
        // a float coordinate takes 4 bytes, 2022's fixed point 2
        let out = support::tshark(&["-r", &p, "-Y", "frame.number == 134", "-T", "pdml"]);
        let at = out.find("name=\"q2.te.pos.x\"").unwrap();
        let tail = &out[at..];
        let i = tail.find("size=\"").unwrap() + 6;
        let n = &tail[i..i + tail[i..].find('"').unwrap()];
        assert_eq!(n, size, "{c}");
    }
}

#[test]
fn the_2022_and_2023_encodings_resolve_to_the_same_state() {
    // both encoder captures re-encode one game: 2022's 16-bit origins (for entities q2proto
    // counts as non-solid), fixed-point temp entities and sounds must resolve to the very same
    // entity origins and player states as 2023's floats, frame by frame
    let cols = [
        "q2.frame.server",
        "q2.entity",
        "q2.ent.resolved.origin.x",
        "q2.ent.resolved.origin.y",
        "q2.ent.resolved.origin.z",
        "q2.ps.resolved.origin.x",
        "q2.ps.resolved.viewoffset.z",
    ];
    let a = fields(&pcap(ENC22), "q2.svc == 20", &cols);
    let b = fields(&pcap(ENC23), "q2.svc == 20", &cols);
    assert_eq!(a.len(), 180);
    assert_eq!(a, b);
}

#[test]
fn heuristic_follows_a_2023_session_moved_to_other_ports() {
    // FTE's handshake (its `getchallenge <nonce> "Quake2"` names the game; `challenge -N p=2023`
    // and `connect 2023` are Quake II only) and the first 300 packets, moved off 27910
    let dir = std::env::temp_dir().join(format!("qs-q2exheur-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pkts: Vec<Pkt> = support::pcap::udp(&pcap(LIVE))
        .iter()
        .filter(|u| u.frame <= 300)
        .map(|u| {
            let (sport, dport) = if u.dst.port == 27910 {
                (41000, 42000)
            } else {
                (42000, 41000)
            };
            Pkt {
                sport,
                dport,
                payload: u.payload.clone(),
            }
        })
        .collect();
    let file = dir.join("moved.pcap");
    write_pcap(&file, &pkts);
    let f = file.to_string_lossy();
    let q2 = fields(&f, "q2", &["frame.number"]);
    assert_eq!(q2.len(), pkts.len());
    // a capture that starts mid-game (no handshake, no serverdata): from the first svc_frame
    // or clc_move that decodes as 2023 on
    let mid: Vec<Pkt> = support::pcap::udp(&pcap(LIVE))
        .iter()
        .filter(|u| (400..600).contains(&u.frame))
        .map(|u| Pkt {
            sport: if u.dst.port == 27910 { 41000 } else { 42000 },
            dport: if u.dst.port == 27910 { 42000 } else { 41000 },
            payload: u.payload.clone(),
        })
        .collect();
    let file2 = dir.join("mid.pcap");
    write_pcap(&file2, &mid);
    let f2 = file2.to_string_lossy();
    let q2 = fields(&f2, "q2", &["frame.number"]);
    assert_eq!(q2.len(), mid.len());
    // … and the conversation is taken as 2023 (only its delta frames are missing)
    assert_eq!(
        fields(&f2, "q2.protocol == 2023", &["frame.number"]).len(),
        mid.len()
    );
    let bad = fields(
        &f2,
        "_ws.malformed || _ws.expert.severity == \"Error\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "{bad:?}");
    let bad = fields(
        &f,
        "_ws.malformed || _ws.expert.severity >= \"Warning\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "{bad:?}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn one_pass_equals_two_pass() {
    support::assert_passes_agree(ALL, support::ANALYSIS_FORWARD);
}

#[test]
fn every_datagram_cut_or_corrupted_at_every_byte_decodes_without_panic() {
    // replays each real datagram, with the state it was first decoded with, cut at every length
    // and with each byte flipped: the new layouts must never panic or read past the end
    use quakeshark::codec::q2::Session;
    use quakeshark::codec::{Conversation, Datagram};
    for c in ALL {
        let pkts = support::pcap::udp(&pcap(c));
        let mut s = Session::new(0);
        let mut idx = Vec::new();
        for u in &pkts {
            let d = Datagram {
                frame: u.frame,
                src: u.src,
                dst: u.dst,
                bytes: &u.payload,
                time: 0.0,
            };
            idx.push(s.first_pass(&d, false).0);
        }
        let mut cut_malformed = 0usize;
        for (u, &i) in pkts.iter().zip(&idx) {
            for n in 0..u.payload.len() {
                let o = s.replay(i, &u.payload[..n], false).unwrap();
                cut_malformed += o.malformed as usize;
                let mut b = u.payload.clone();
                b[n] ^= 0xa5;
                s.replay(i, &b, n % 7 == 0).unwrap();
            }
        }
        assert!(cut_malformed > 0, "{c}");
    }
}
