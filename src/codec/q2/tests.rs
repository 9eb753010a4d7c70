//! Crafted edge cases for the Quake II codec (real-capture tests live in tests/q2.rs).

use super::clc::block_sequence_crc_byte;
use super::netchan::looks_like;
use super::session::Session;
use crate::codec::tree::{Expert, NodeKind, Tree, Value};
use crate::codec::Conversation;
use crate::codec::{Datagram, Endpoint, Output};
use crate::fields::q2::*;
use crate::fields::q2_rr::{Q2OobExtTag, Q2OobExtValue};
use crate::fields::Field;

fn ep(port: u16) -> Endpoint {
    let mut addr = [0u8; 16];
    addr[..4].copy_from_slice(&[127, 0, 0, 1]);
    Endpoint { addr, port }
}

const SERVER: u16 = 27910;
const CLIENT: u16 = 27901;

fn feed(s: &mut Session, frame: u32, to_server: bool, b: &[u8]) -> Output {
    let (src, dst) = if to_server {
        (ep(CLIENT), ep(SERVER))
    } else {
        (ep(SERVER), ep(CLIENT))
    };
    let d = Datagram {
        frame,
        src,
        dst,
        bytes: b,
        time: 0.0,
    };
    s.first_pass(&d, true).1
}

/// Server → client netchan header (no qport).
fn s2c(seq: u32, payload: &[u8]) -> Vec<u8> {
    let mut b = seq.to_le_bytes().to_vec();
    b.extend_from_slice(&seq.to_le_bytes());
    b.extend_from_slice(payload);
    b
}

/// Client → server netchan header with a 16-bit qport (34).
fn c2s(seq: u32, payload: &[u8]) -> Vec<u8> {
    let mut b = seq.to_le_bytes().to_vec();
    b.extend_from_slice(&seq.to_le_bytes());
    b.extend_from_slice(&60498u16.to_le_bytes());
    b.extend_from_slice(payload);
    b
}

fn oob(text: &str) -> Vec<u8> {
    let mut b = vec![0xff; 4];
    b.extend_from_slice(text.as_bytes());
    b
}

fn all(t: &Tree, f: Field) -> Vec<&Value> {
    t.values(f).collect()
}
fn u(t: &Tree, f: Field) -> u64 {
    t.first(f)
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("{} missing", f.def().abbrev))
}
fn fl(t: &Tree, f: Field) -> f64 {
    t.first(f)
        .and_then(Value::as_f64)
        .unwrap_or_else(|| panic!("{} missing", f.def().abbrev))
}
fn s(t: &Tree, f: Field) -> String {
    t.first(f)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("{} missing", f.def().abbrev))
        .to_string()
}
/// Expert items, the dialect provenance notes aside.
fn experts(o: &Output) -> Vec<Expert> {
    o.frame
        .experts()
        .filter(|(_, m)| !m.starts_with("Dialect: "))
        .map(|(e, _)| e)
        .collect()
}
fn has(t: &Tree, f: Field) -> bool {
    t.first(f).is_some()
}

fn serverdata(protocol: i32, extra: &[u8]) -> Vec<u8> {
    let mut b = vec![12];
    b.extend_from_slice(&protocol.to_le_bytes());
    b.extend_from_slice(&7i32.to_le_bytes());
    b.push(0);
    b.extend_from_slice(b"baseq2\0");
    b.extend_from_slice(&0i16.to_le_bytes());
    b.extend_from_slice(b"The Edge\0");
    b.extend_from_slice(extra);
    b
}

fn configstring(i: u16, v: &str) -> Vec<u8> {
    let mut b = vec![13];
    b.extend_from_slice(&i.to_le_bytes());
    b.extend_from_slice(v.as_bytes());
    b.push(0);
    b
}

/// Entity 300 with every 34 U_ bit that carries data (REMOVE and the unused bit 13 clear).
fn full_entity() -> Vec<u8> {
    let mut b = vec![0xbf, 0xdf, 0xff, 0x0f];
    b.extend_from_slice(&300u16.to_le_bytes());
    b.extend_from_slice(&[5, 6, 7, 8]); // MODEL..MODEL4
    b.push(9); // FRAME8
    b.extend_from_slice(&0x0102u16.to_le_bytes()); // FRAME16 (read after FRAME8, wins)
    b.extend_from_slice(&0x1122_3344u32.to_le_bytes()); // SKIN8|SKIN16: long
    b.extend_from_slice(&0x0000_8001u32.to_le_bytes()); // EFFECTS: ROTATE|QUAD
    b.extend_from_slice(&0x0000_0088u32.to_le_bytes()); // RENDERFX: FULLBRIGHT|BEAM
    for v in [80i16, -16, 8] {
        b.extend_from_slice(&v.to_le_bytes()); // origin 10, -2, 1
    }
    b.extend_from_slice(&[64, 128, 192]); // angles 90, -180, -90
    for v in [16i16, 24, 32] {
        b.extend_from_slice(&v.to_le_bytes()); // old origin 2, 3, 4
    }
    b.push(9); // sound
    b.push(2); // event footstep
    b.extend_from_slice(&((2u16 << 10) | (3 << 5) | 2).to_le_bytes()); // solid
    b
}

#[test]
fn every_entity_bit_in_a_baseline() {
    let mut sess = Session::new(0);
    let mut p = serverdata(34, &[]);
    p.extend(configstring(32 + 5, "models/items/quad/tris.md2"));
    p.push(14);
    p.extend(full_entity());
    let o = feed(&mut sess, 1, false, &s2c(1, &p));
    let t = &o.frame;
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(t, Q2EntBits), 0x0fff_dfbf);
    // protocol 34 has bits 0-27; U_MODEL16, U_MOREFX8, U_ALPHA, U_MOREBITS4 are Q2PRO's and
    // the rerelease's, not labelled here
    for f in &super::entity::U_BITS[..28] {
        assert!(has(t, *f), "{} not shown", f.def().abbrev);
    }
    for f in &super::entity::U_BITS[28..] {
        assert!(!has(t, *f), "{} shown in protocol 34", f.def().abbrev);
    }
    assert_eq!(u(t, Q2EntNumber), 300);
    assert_eq!(u(t, Q2EntModel), 5);
    assert_eq!(u(t, Q2EntModel4), 8);
    assert_eq!(all(t, Q2EntFrame), vec![&Value::U(9), &Value::U(0x0102)]);
    assert_eq!(u(t, Q2EntSkin), 0x1122_3344);
    assert_eq!(u(t, Q2EntEffects), 0x8001);
    assert_eq!(u(t, Q2EfQuad), 0x8001); // the flag child carries the word
    assert_eq!(u(t, Q2EntRenderFx), 0x88);
    assert_eq!(fl(t, Q2EntOriginX), 10.0);
    assert_eq!(fl(t, Q2EntOriginY), -2.0);
    assert_eq!(fl(t, Q2EntPitch), 90.0);
    assert_eq!(fl(t, Q2EntYaw), -180.0);
    assert_eq!(fl(t, Q2EntOldOriginZ), 4.0);
    assert_eq!(u(t, Q2EntSound), 9);
    assert_eq!(u(t, Q2EntEvent), 2);
    assert_eq!(u(t, Q2EntSolidWidth), 16);
    assert_eq!(u(t, Q2EntSolidDown), 24);
    assert_eq!(t.first(Q2EntSolidUp), Some(&Value::I(-16)));
    let b = sess.state().baselines.get(&300).copied().unwrap();
    assert_eq!(
        (b.model, b.frame, b.origin),
        ([5, 6, 7, 8], 0x0102, [10.0, -2.0, 1.0])
    );
    assert_eq!(
        sess.state().model_name(5),
        Some("models/items/quad/tris.md2")
    );
}

/// A 34 svc_frame: `ps` (flags word included) and entity bytes (terminator appended).
fn frame34(number: i32, delta: i32, ps: &[u8], ents: &[u8]) -> Vec<u8> {
    let mut b = vec![20];
    b.extend_from_slice(&number.to_le_bytes());
    b.extend_from_slice(&delta.to_le_bytes());
    b.push(0); // suppress
    b.push(1); // areabits
    b.push(0xff);
    b.push(17);
    b.extend_from_slice(ps);
    b.push(18);
    b.extend_from_slice(ents);
    b.extend_from_slice(&[0, 0]);
    b
}

/// Player state: no bits, no stats.
const PS_NONE: [u8; 6] = [0, 0, 0, 0, 0, 0];

/// Entity `n` (< 256) moving along X.
fn ent_x(n: u8, x: i16) -> Vec<u8> {
    let mut b = vec![0x01, n];
    b.extend_from_slice(&x.to_le_bytes());
    b
}

#[test]
fn every_player_state_bit_in_read_order() {
    let mut ps = 0x7fffu16.to_le_bytes().to_vec();
    ps.push(2); // pm_type dead
    for v in [8i16, 16, 24, 80, -80, 0] {
        ps.extend_from_slice(&v.to_le_bytes()); // origin 1 2 3, velocity 10 -10 0
    }
    ps.extend_from_slice(&[5, 0x05]); // pm_time, pm_flags DUCKED|ON_GROUND
    ps.extend_from_slice(&800i16.to_le_bytes());
    for v in [0i16, 16384, 0] {
        ps.extend_from_slice(&v.to_le_bytes()); // delta angles: yaw 90
    }
    ps.extend_from_slice(&[0, 0, 88]); // viewoffset z 22
    for v in [0i16, -16384, 0] {
        ps.extend_from_slice(&v.to_le_bytes()); // view yaw -90
    }
    ps.extend_from_slice(&[4, 0, 0]); // kick pitch 1
    ps.push(7); // gun index (WEAPONINDEX before WEAPONFRAME, BLEND, FOV)
    ps.extend_from_slice(&[12, 4, 0, 0, 0, 0, 0]); // gunframe, gun offset/angles
    ps.extend_from_slice(&[255, 0, 0, 128]); // blend
    ps.push(90); // fov
    ps.push(1); // rdflags underwater
    ps.extend_from_slice(&0x8000_0002u32.to_le_bytes());
    ps.extend_from_slice(&100i16.to_le_bytes()); // STAT_HEALTH
    ps.extend_from_slice(&(-3i16).to_le_bytes()); // stat 31
    let mut sess = Session::new(0);
    let mut p = serverdata(34, &[]);
    p.extend(configstring(32 + 7, "models/weapons/v_rail/tris.md2"));
    p.extend(frame34(10, -1, &ps, &[]));
    let o = feed(&mut sess, 1, false, &s2c(1, &p));
    let t = &o.frame;
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    for f in [Q2PsFMType, Q2PsFRdFlags, Q2PsFWeaponFrame, Q2PsFBlend] {
        assert_eq!(u(t, f), 0x7fff);
    }
    assert_eq!(u(t, Q2PsPmType), 2);
    assert_eq!(fl(t, Q2PsOriginZ), 3.0);
    assert_eq!(fl(t, Q2PsVelocityY), -10.0);
    assert_eq!(u(t, Q2PsPmFlags), 5);
    assert_eq!(fl(t, Q2PsDeltaYaw), 90.0);
    assert_eq!(fl(t, Q2PsViewOffZ), 22.0);
    assert_eq!(fl(t, Q2PsViewYaw), -90.0);
    assert_eq!(fl(t, Q2PsKickPitch), 1.0);
    assert_eq!(u(t, Q2PsGunIndex), 7);
    assert_eq!(u(t, Q2PsGunFrame), 12);
    assert_eq!(fl(t, Q2PsGunOffX), 1.0);
    assert_eq!(u(t, Q2PsBlendA), 128);
    assert_eq!(u(t, Q2PsFov), 90);
    assert_eq!(u(t, Q2PsRdfUnderwater), 1);
    assert_eq!(all(t, Q2PsStat), vec![&Value::I(100), &Value::I(-3)]);
    assert_eq!(all(t, Q2PsStatIndex)[..2], [&Value::U(1), &Value::U(31)]);
    // resolved (uncompressed: from the zero state)
    assert_eq!(fl(t, Q2PsResOriginX), 1.0);
    assert_eq!(s(t, Q2PsResGunName), "models/weapons/v_rail/tris.md2");
    assert_eq!(u(t, Q2FrameResolved), 1);
}

#[test]
fn delta_frames_resolve_copy_remove_and_report_missing_ones() {
    let mut sess = Session::new(0);
    let mut p = serverdata(34, &[]);
    p.extend(configstring(32 + 1, "maps/q2dm1.bsp"));
    p.extend(configstring(32 + 2, "models/objects/rocket/tris.md2"));
    // baseline: entity 2 with model 2 at (0, 48, 0)
    p.extend([14, 0x82, 0x08, 2, 2]); // ORIGIN2|MOREBITS1, MODEL
    p.extend(384i16.to_le_bytes());
    let o = feed(&mut sess, 1, false, &s2c(1, &p));
    assert!(experts(&o).is_empty());
    // frame 5 delta 4: frame 4 was never seen
    let o = feed(
        &mut sess,
        2,
        false,
        &s2c(2, &frame34(5, 4, &PS_NONE, &ent_x(2, 80))),
    );
    assert_eq!(experts(&o), vec![Expert::DeltaMissing]);
    assert_eq!(u(&o.frame, Q2FrameResolved), 0);
    assert!(!has(&o.frame, Q2EntRes) && !has(&o.frame, Q2PsRes));
    assert_eq!(
        fl(&o.frame, Q2EntOriginX),
        10.0,
        "the wire values are still shown"
    );
    // frame 6 deltas from 5, which could not be resolved: still missing, a note (the
    // warning is on frame 5)
    let o = feed(&mut sess, 3, false, &s2c(3, &frame34(6, 5, &PS_NONE, &[])));
    assert_eq!(experts(&o), vec![Expert::Note]);
    assert_eq!(u(&o.frame, Q2FrameResolved), 0);
    // uncompressed frame 7: entities 2 (from its baseline), 3 and 4 (no baseline)
    let mut ents = ent_x(2, 80);
    ents.extend(ent_x(3, 8));
    ents.extend(ent_x(4, 16));
    let o = feed(
        &mut sess,
        4,
        false,
        &s2c(4, &frame34(7, -1, &PS_NONE, &ents)),
    );
    assert!(experts(&o).is_empty());
    let t = &o.frame;
    assert_eq!(
        all(t, Q2EntFrom),
        vec![&Value::U(0), &Value::U(2), &Value::U(2)]
    );
    assert_eq!(fl(t, Q2EntResOriginX), 10.0);
    assert_eq!(fl(t, Q2EntResOriginY), 48.0, "Y comes from the baseline");
    assert_eq!(s(t, Q2EntModelName), "models/objects/rocket/tris.md2");
    assert_eq!(u(t, Q2FrameEntities), 3);
    // frame 8 delta 7: move 3, remove 4, leave 2 unchanged
    let mut ents = ent_x(3, 24);
    ents.extend([0x40, 4]); // U_REMOVE
    let o = feed(
        &mut sess,
        5,
        false,
        &s2c(5, &frame34(8, 7, &PS_NONE, &ents)),
    );
    let t = &o.frame;
    assert!(experts(&o).is_empty());
    assert_eq!(
        u(t, Q2FrameDeltaIn),
        4,
        "frame 7 arrived in capture frame 4"
    );
    assert_eq!(t.first(Q2FrameAge), Some(&Value::I(1)));
    assert_eq!(u(t, Q2EntFrom), 1);
    assert_eq!(fl(t, Q2EntResOriginX), 3.0);
    assert_eq!((u(t, Q2FrameEntities), u(t, Q2FrameUnchanged)), (2, 1));
    let f8 = sess.state().frame(8).unwrap();
    assert_eq!(
        f8.ents().iter().map(|e| e.number).collect::<Vec<_>>(),
        vec![2, 3]
    );
    assert_eq!(f8.ents()[0].origin, [10.0, 48.0, 0.0]);
    // a delta from 7 once 7 has left the 16-frame window
    let o = feed(&mut sess, 6, false, &s2c(6, &frame34(30, 7, &PS_NONE, &[])));
    assert_eq!(experts(&o), vec![Expert::DeltaMissing]);
    assert!(o.frame.experts().any(|(_, m)| m.contains("window")));
}

fn usercmd_all_bits() -> Vec<u8> {
    let mut b = vec![0xff];
    for v in [8192i16, -8192, 0, 400, -200, 200] {
        b.extend_from_slice(&v.to_le_bytes());
    }
    b.extend_from_slice(&[0x81, 7, 16, 96]); // buttons ATTACK|ANY, impulse, msec, light
    b
}

fn clc_move(seq: u32, lastframe: i32, cmds: [&[u8]; 3], corrupt: bool) -> Vec<u8> {
    let mut body = lastframe.to_le_bytes().to_vec();
    for c in cmds {
        body.extend_from_slice(c);
    }
    let mut sum = block_sequence_crc_byte(&body, seq);
    if corrupt {
        sum ^= 1;
    }
    let mut b = vec![2, sum];
    b.extend(body);
    b
}

#[test]
fn clc_move_every_cm_bit_and_its_checksum() {
    let quiet = [0u8, 16, 96];
    let all_bits = usercmd_all_bits();
    let mut sess = Session::new(0);
    let o = feed(
        &mut sess,
        1,
        true,
        &c2s(49, &clc_move(49, 65, [&quiet, &quiet, &all_bits], false)),
    );
    let t = &o.frame;
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(t, Q2MoveChecksumOk), 1);
    assert_eq!(t.first(Q2MoveLastFrame), Some(&Value::I(65)));
    assert_eq!(all(t, Q2CmdSlot).len(), 3);
    assert_eq!(u(t, Q2CmdBImpulse), 0, "the first command has no bits");
    assert_eq!(all(t, Q2CmdBImpulse).last(), Some(&&Value::U(0xff)));
    assert_eq!(fl(t, Q2CmdPitch), 45.0);
    assert_eq!(fl(t, Q2CmdYaw), -45.0);
    assert_eq!(t.first(Q2CmdForward), Some(&Value::I(400)));
    assert_eq!(t.first(Q2CmdSide), Some(&Value::I(-200)));
    assert_eq!(t.first(Q2CmdUp), Some(&Value::I(200)));
    assert_eq!(u(t, Q2CmdBtnAttack), 0x81);
    assert_eq!(u(t, Q2CmdImpulse), 7);
    assert_eq!(all(t, Q2CmdMsec).len(), 3);
    assert_eq!(all(t, Q2CmdLight).len(), 3);
    // one flipped bit: expert, values still shown
    let o = feed(
        &mut sess,
        2,
        true,
        &c2s(50, &clc_move(50, 65, [&quiet, &quiet, &all_bits], true)),
    );
    assert_eq!(experts(&o), vec![Expert::BadChecksum]);
    assert_eq!(u(&o.frame, Q2MoveChecksumOk), 0);
}

#[test]
fn checksum_of_a_captured_yquake2_move() {
    // frame 102 of the live yquake2 session: seq 49, checksum 0x8d
    let b: Vec<u8> = (0..25)
        .map(|i| {
            u8::from_str_radix(
                &"310000002f00000052ec028d41000000002196002196002196"[2 * i..2 * i + 2],
                16,
            )
            .unwrap()
        })
        .collect();
    assert_eq!(block_sequence_crc_byte(&b[12..], 49), 0x8d);
    assert!(
        looks_like(&b),
        "a verified clc_move is recognised on any port"
    );
    let mut other = b.clone();
    other[0] = 0x32; // another sequence: the checksum no longer verifies
    assert!(!looks_like(&other));
}

#[test]
fn connectionless_fields() {
    let mut sess = Session::new(0);
    let o = feed(
        &mut sess,
        1,
        true,
        &oob("connect 34 60498 29802 \"\\name\\tester\\rate\\8000\"\n"),
    );
    let t = &o.frame;
    assert_eq!(s(t, Q2OobCmd), "connect");
    assert_eq!(
        (u(t, Q2OobProtocol), u(t, Q2OobQport), u(t, Q2OobChallenge)),
        (34, 60498, 29802)
    );
    let keys: Vec<_> = all(t, Q2InfoKey)
        .into_iter()
        .filter_map(Value::as_str)
        .collect();
    let vals: Vec<_> = all(t, Q2InfoValue)
        .into_iter()
        .filter_map(Value::as_str)
        .collect();
    assert_eq!((keys, vals), (vec!["name", "rate"], vec!["tester", "8000"]));
    let o = feed(&mut sess, 2, false, &oob("challenge 29802 p=34,35,36"));
    assert_eq!(u(&o.frame, Q2OobChallenge), 29802);
    assert_eq!(s(&o.frame, Q2OobProtocols), "p=34,35,36");
    let o = feed(
        &mut sess,
        3,
        false,
        &oob("print\n\\mapname\\q2dm1\\protocol\\34\n12 50 \"bob\"\n"),
    );
    assert_eq!(s(&o.frame, Q2OobStatusPlayer), "12 50 \"bob\"");
    assert!(all(&o.frame, Q2InfoValue).contains(&&Value::Str("q2dm1".into())));
    for text in [
        "challenge 1 p=34",
        "client_connect",
        "connect 35 1 2 \"\"",
        "info 34",
        "info\nfoo",
    ] {
        assert!(looks_like(&oob(text)), "{text}");
    }
    for text in [
        "getchallenge\n",
        "status\n",
        "ping",
        "print\nhi",
        "connect 28 1 2 \"\"",
        "c1234",
    ] {
        assert!(!looks_like(&oob(text)), "{text} is shared with QuakeWorld");
    }
}

#[test]
fn heuristic_rejects_other_udp() {
    let dns =
        b"\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x07example\x03org\x00\x00\x01\x00\x01";
    assert!(!looks_like(dns));
    // a NetQuake unreliable datagram and a QW-style client move (QW checksum, QW cmd layout)
    let nq = [0x00, 0x10, 0x00, 0x0d, 0, 0, 0, 1, 7, 0, 0, 0x80, 0x3f];
    assert!(!looks_like(&nq));
    let qw = [
        1, 0, 0, 0, 1, 0, 0, 0, 0x34, 0x12, 3, 0x5a, 0x20, 0x80, 0, 0, 0x10, 0, 0, 0x10, 0, 0, 0x10,
    ];
    assert!(!looks_like(&qw));
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut hits = 0;
    for n in 0..20_000 {
        let len = 4 + n % 300;
        let mut b: Vec<u8> = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        if n % 3 == 0 && b.len() > 10 {
            b[8] = 20; // looks like a svc_frame start
        }
        if n % 3 == 1 && b.len() > 10 {
            b[10] = 2; // looks like a clc_move start
        }
        hits += looks_like(&b) as u32;
    }
    assert_eq!(hits, 0, "random datagrams mistaken for Quake II");
    // a real svc_frame is recognised
    let f = s2c(3, &frame34(5, -1, &PS_NONE, &ent_x(2, 80)));
    assert!(looks_like(&f));
}

/// R1Q2's enhanced frame: frame word with a delta offset, EPS bits in the command and suppress
/// bytes, no 0x11/0x12 markers.
#[test]
fn r1q2_serverdata_frame_and_setting() {
    let mut sess = Session::new(0);
    let mut p = serverdata(35, &[0, 0x71, 0x07, 0, 1]); // enhanced 0, minor 1905, adv 0, strafe 1
    p.extend([24]);
    p.extend(0i32.to_le_bytes());
    p.extend(10i32.to_le_bytes()); // svc_setting
    let o = feed(&mut sess, 1, false, &s2c(1, &p));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(&o.frame, Q2SdMinor), 1905);
    assert_eq!(sess.state().proto.dialect, super::Dialect::R1q2);
    // frame 100, delta 99 missing → DeltaMissing; then frame 101 uncompressed
    let frame = |num: u32, off: u32| {
        let mut b = vec![20 | (0b010 << 5)]; // EPS_STATS (bit 5) from the command byte
        b.extend((num | (off << 27)).to_le_bytes());
        b.push(0x80); // suppress 0, EPS_M_ORIGIN2 (bit 3) in the upper nibble
        b.push(0); // no area bits
        b.extend(0x0802u16.to_le_bytes()); // PS_M_ORIGIN | PS_FOV
        for v in [8i16, 16, 24] {
            b.extend(v.to_le_bytes()); // x, y (PS_M_ORIGIN), z (EPS_M_ORIGIN2)
        }
        b.push(90);
        b.extend(2u32.to_le_bytes());
        b.extend(100i16.to_le_bytes());
        b.extend(ent_x(5, 40));
        b.extend([0, 0]);
        b
    };
    let o = feed(&mut sess, 2, false, &s2c(2, &frame(100, 1)));
    assert_eq!(experts(&o), vec![Expert::DeltaMissing]);
    assert_eq!(o.frame.first(Q2FrameDelta), Some(&Value::I(99)));
    let o = feed(&mut sess, 3, false, &s2c(3, &frame(101, 31)));
    let t = &o.frame;
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(t, Q2SvcExtra), 20 | (0b010 << 5));
    assert_eq!(u(t, Q2PsExtra), 0x28);
    assert_eq!(fl(t, Q2PsResOriginZ), 3.0);
    assert_eq!(t.first(Q2PsStat), Some(&Value::I(100)));
    assert_eq!(fl(t, Q2EntResOriginX), 5.0);
    let o = feed(&mut sess, 4, false, &s2c(4, &frame(102, 1)));
    assert!(experts(&o).is_empty());
    assert_eq!(u(&o.frame, Q2FrameDeltaIn), 3);
    // 35 has no checksum byte in clc_move, and clc_setting exists
    let mut m = vec![2];
    m.extend(101i32.to_le_bytes());
    for _ in 0..3 {
        m.extend([0, 16, 96]);
    }
    m.extend([5, 1, 0, 2, 0]);
    let mut hdr = 7u32.to_le_bytes().to_vec();
    hdr.extend(7u32.to_le_bytes());
    hdr.push(0x52); // 8-bit qport
    sess_layout_35(&mut sess);
    hdr.extend(m);
    let o = feed(&mut sess, 5, true, &hdr);
    assert!(
        experts(&o).is_empty(),
        "{:?}",
        o.frame.experts().collect::<Vec<_>>()
    );
    assert!(!has(&o.frame, Q2MoveChecksum));
    assert_eq!(u(&o.frame, Q2Qport), 0x52);
    assert_eq!(o.frame.first(Q2SettingValue), Some(&Value::I(2)));
}

/// The header layout comes from the connect line.
fn sess_layout_35(sess: &mut Session) {
    feed(
        sess,
        0,
        true,
        &oob("connect 35 21074 5 \"\\name\\x\" 1390 1905\n"),
    );
}

fn q2pro_session(nc: u32) -> Session {
    let mut sess = Session::new(0);
    feed(
        &mut sess,
        1,
        true,
        &oob(&format!(
            "connect 36 1234 5 \"\\name\\x\" 1390 {nc} 1 1021\n"
        )),
    );
    feed(
        &mut sess,
        2,
        false,
        &oob(&format!("client_connect nc={nc}")),
    );
    let p = serverdata(36, &[0xfd, 0x03, 2, 0, 0, 0]); // minor 1021, state game, 3 flags
    let o = feed(&mut sess, 3, false, &s2c(1, &p));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    sess
}

fn deflate(data: &[u8]) -> Vec<u8> {
    let mut z = flate2::Compress::new(flate2::Compression::default(), false);
    let mut out = Vec::with_capacity(data.len() + 64);
    z.compress_vec(data, &mut out, flate2::FlushCompress::Finish)
        .unwrap();
    out
}

#[test]
fn q2pro_zpacket_inflates_into_its_own_source() {
    let mut sess = q2pro_session(0);
    let inner = [
        &[10u8, 2][..],
        b"hello from inside\0",
        &configstring(32 + 1, "maps/q2dm1.bsp"),
    ]
    .concat();
    let z = deflate(&inner);
    let mut p = vec![21];
    p.extend((z.len() as u16).to_le_bytes());
    p.extend((inner.len() as u16).to_le_bytes());
    p.extend(&z);
    let o = feed(&mut sess, 4, false, &s2c(2, &p));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(o.sources.len(), 1);
    assert_eq!(o.sources[0].bytes, inner);
    assert_eq!(s(&o.sources[0].tree, Q2Print), "hello from inside");
    assert_eq!(sess.state().model_name(1), Some("maps/q2dm1.bsp"));
    // garbage instead of deflate, and a length that lies
    let mut bad = p.clone();
    bad[5] ^= 0xff;
    bad[7] ^= 0x55;
    let o = feed(&mut sess, 5, false, &s2c(3, &bad));
    assert!(
        experts(&o).contains(&Expert::BadCompression),
        "{:?}",
        experts(&o)
    );
    assert!(o.sources.is_empty());
}

/// LSB-first bit packing, as q2pro's MSG_WriteBits.
struct BitWriter {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}
impl BitWriter {
    fn put(&mut self, v: i32, bits: u32) {
        self.acc |= ((v as u32 as u64) & ((1 << bits) - 1)) << self.n;
        self.n += bits;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }
    fn finish(mut self) -> Vec<u8> {
        if self.n > 0 {
            self.out.push(self.acc as u8);
        }
        self.out
    }
}

#[test]
fn q2pro_batched_move_and_userinfo_delta() {
    let mut sess = q2pro_session(0);
    let mut w = BitWriter {
        out: Vec::new(),
        acc: 0,
        n: 0,
    };
    w.put(2, 5); // two commands in the frame
    w.put(1, 1); // changed
    w.put(0x8b, 8); // ANGLE1 | ANGLE2 | FORWARD | IMPULSE(=msec)
    w.put(1, 1); // pitch: 8-bit delta
    w.put(-3, 8);
    w.put(0, 1); // yaw: absolute 16-bit
    w.put(16384, 16);
    w.put(-300, 10);
    w.put(16, 8); // msec
    w.put(0, 1); // second command unchanged
    let mut m = vec![11];
    m.extend(77i32.to_le_bytes());
    m.push(50); // light level
    m.extend(w.finish());
    m.push(12);
    m.extend(b"name\0bob\0");
    let mut b = 9u32.to_le_bytes().to_vec();
    b.extend(9u32.to_le_bytes());
    b.push(1234u32 as u8); // qport low byte
    b.extend(&m);
    let o = feed(&mut sess, 4, true, &b);
    let t = &o.frame;
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(t, Q2MoveNumCmds), 2);
    assert_eq!(all(t, Q2CmdChanged), vec![&Value::U(1), &Value::U(0)]);
    assert_eq!(u(t, Q2CmdBits), 0x8b);
    assert_eq!(all(t, Q2CmdPitch), vec![&Value::F(-3.0 * 360.0 / 65536.0)]);
    assert_eq!(fl(t, Q2CmdYaw), 90.0);
    assert_eq!(t.first(Q2CmdForward), Some(&Value::I(-300)));
    assert_eq!(u(t, Q2CmdMsec), 16);
    assert_eq!(s(t, Q2InfoValue), "bob");
    assert_eq!(u(t, Q2Qport), 1234 & 0xff);
}

#[test]
fn q2pro_new_netchan_fragments_reassemble() {
    let mut sess = q2pro_session(1);
    let msg = [&[10u8, 2][..], &[b'x'; 300][..], b"\0"].concat();
    let frag = |seq: u32, off: usize, more: bool, part: &[u8]| {
        let mut b = (seq | 0x4000_0000).to_le_bytes().to_vec();
        b.extend(3u32.to_le_bytes());
        b.extend(((off as u16) | if more { 0x8000 } else { 0 }).to_le_bytes());
        b.extend(part);
        b
    };
    let o1 = feed(&mut sess, 4, false, &frag(5, 0, true, &msg[..200]));
    assert!(o1.message.is_none());
    assert_eq!(
        o1.reasm.map(|r| (r.index, r.last, r.offset)),
        Some((0, false, 10))
    );
    assert_eq!(u(&o1.frame, Q2FragMore), 0x8000);
    let o2 = feed(&mut sess, 5, false, &frag(5, 200, false, &msg[200..]));
    assert_eq!(o2.reasm.map(|r| (r.index, r.last)), Some((1, true)));
    assert_eq!(o2.message_len, msg.len());
    let m = o2.message.as_ref().unwrap();
    assert_eq!(s(m, Q2Print).len(), 300);
    // a lone middle fragment
    let o3 = feed(&mut sess, 6, false, &frag(6, 100, false, &msg[..10]));
    assert_eq!(experts(&o3), vec![Expert::Inconsistent]);
}

/// Every prefix of every crafted packet decodes without panicking; cut ones say so.
#[test]
fn truncation_at_every_byte_never_panics() {
    let mut p = serverdata(34, &[]);
    p.push(14);
    p.extend(full_entity());
    let mut ents = ent_x(2, 80);
    ents.extend([0x40, 4]);
    let packets: Vec<(bool, Vec<u8>)> = vec![
        (false, s2c(1, &p)),
        (false, s2c(2, &frame34(7, -1, &PS_NONE, &ents))),
        (false, s2c(3, &frame34(8, 7, &PS_NONE, &ents))),
        (
            true,
            c2s(
                4,
                &clc_move(4, 8, [&[0, 1, 2], &[0, 1, 2], &usercmd_all_bits()], false),
            ),
        ),
        (true, oob("connect 34 1 2 \"\\a\\b\"\n")),
        (
            false,
            s2c(5, &[9, 0x1f, 3, 255, 64, 10, 0x10, 0, 8, 0, 16, 0, 24, 0]),
        ),
        (
            false,
            s2c(
                6,
                &[
                    3, 40, 0xff, 0xff, 5, 0, 0, 0, 0, 0, 0, 1, 2, 3, 0, 1, 4, 0, 0x85,
                ],
            ),
        ),
    ];
    for i in 0..packets.len() {
        let (to_server, full) = &packets[i];
        for n in 0..full.len() {
            let mut sess = Session::new(0);
            for (k, (ts, b)) in packets[..i].iter().enumerate() {
                feed(&mut sess, k as u32 + 1, *ts, b);
            }
            let o = feed(&mut sess, 99, *to_server, &full[..n]);
            let _ = sess.replay(sess.len() - 1, &full[..n], true);
            if n < 8 && !full.starts_with(&[0xff; 4]) {
                assert!(o.malformed, "packet {i} cut at {n}");
            }
        }
        let mut sess = Session::new(0);
        for (k, (ts, b)) in packets[..=i].iter().enumerate() {
            let o = feed(&mut sess, k as u32 + 1, *ts, b);
            assert!(
                !o.malformed && o.frame.errors == 0,
                "packet {k} whole: {:?}",
                experts(&o)
            );
        }
    }
}

#[test]
fn replay_shows_the_first_pass_tree() {
    let mut sess = Session::new(0);
    let mut p = serverdata(34, &[]);
    p.extend(configstring(33, "maps/q2dm1.bsp"));
    let pkts = [
        s2c(1, &p),
        s2c(2, &frame34(7, -1, &PS_NONE, &ent_x(2, 80))),
        s2c(3, &frame34(8, 7, &PS_NONE, &ent_x(2, 88))),
        s2c(4, &frame34(9, 8, &PS_NONE, &ent_x(3, 8))),
    ];
    let firsts: Vec<Output> = pkts
        .iter()
        .enumerate()
        .map(|(i, b)| feed(&mut sess, i as u32 + 1, false, b))
        .collect();
    for (i, b) in pkts.iter().enumerate().rev() {
        let again = sess.replay(i, b, true).unwrap();
        assert_eq!(again.frame.nodes, firsts[i].frame.nodes, "packet {i}");
        assert_eq!(again.info, firsts[i].info);
    }
    // the generated resolved state is there in the replay too
    let last = sess.replay(2, &pkts[2], true).unwrap();
    assert_eq!(fl(&last.frame, Q2EntResOriginX), 11.0);
    assert!(last
        .frame
        .nodes
        .iter()
        .any(|n| n.generated && matches!(n.kind, NodeKind::Field(f, _) if f == Q2FrameDeltaIn)));
}

#[test]
fn configstring_names_by_range() {
    let st = super::Q2State::default();
    assert_eq!(st.cs_name(0), "CS_NAME");
    assert_eq!(st.cs_name(5), "CS_STATUSBAR+0");
    assert_eq!(st.cs_name(30), "CS_MAXCLIENTS");
    assert_eq!(st.cs_name(44), "CS_MODELS+12");
    assert_eq!(st.cs_name(288), "CS_SOUNDS+0");
    assert_eq!(st.cs_name(1312 + 3), "CS_PLAYERSKINS+3");
    assert_eq!(st.cs_name(2079), "CS_GENERAL+511");
}

// ---- FTE's fragmenting netchan and dialect inference -------------------------------------

/// Server → client header with FTE's fragment word.
fn s2c_fte(seq: u32, word: u16, payload: &[u8]) -> Vec<u8> {
    let mut b = seq.to_le_bytes().to_vec();
    b.extend_from_slice(&seq.to_le_bytes());
    b.extend_from_slice(&word.to_le_bytes());
    b.extend_from_slice(payload);
    b
}

/// Client → server header: 16-bit qport, then FTE's fragment word.
fn c2s_fte(seq: u32, word: u16, payload: &[u8]) -> Vec<u8> {
    let mut b = seq.to_le_bytes().to_vec();
    b.extend_from_slice(&seq.to_le_bytes());
    b.extend_from_slice(&60498u16.to_le_bytes());
    b.extend_from_slice(&word.to_le_bytes());
    b.extend_from_slice(payload);
    b
}

fn print_msg(text: &str) -> Vec<u8> {
    [&[10u8, 2][..], text.as_bytes(), b"\0"].concat()
}

/// The dialect notes.
fn notes(o: &Output) -> Vec<String> {
    o.frame
        .nodes
        .iter()
        .filter_map(|n| match &n.kind {
            NodeKind::Expert(Expert::Note, m) if m.starts_with("Dialect: ") => Some(m.clone()),
            _ => None,
        })
        .collect()
}

#[test]
fn fte_frag_line_in_connect_adds_the_fragment_word_and_fragments_reassemble() {
    let mut sess = Session::new(0);
    let ch = feed(&mut sess, 1, false, &oob("challenge 1234 p=34"));
    assert!(ch.frame.errors == 0);
    let c = feed(
        &mut sess,
        2,
        true,
        &oob("connect 34 60498 1234 \"\\name\\tester\\rate\\25000\"\n0x47415246 1440\n"),
    );
    assert_eq!(s(&c.frame, Q2OobExtTag), "FRAG");
    assert_eq!(u(&c.frame, Q2OobExtValue), 1440);
    // the extension line is not part of the userinfo
    assert_eq!(all(&c.frame, Q2InfoValue).len(), 2);
    assert!(c.info.contains("FTE fragments"), "{}", c.info);
    assert!(
        notes(&c)[0].contains("negotiated in frame 2"),
        "{:?}",
        notes(&c)
    );
    feed(&mut sess, 3, false, &oob("client_connect"));
    let mut p = serverdata(34, &[]);
    p.extend(configstring(33, "maps/q2dm1.bsp"));
    let sd = feed(&mut sess, 4, false, &s2c_fte(1, 0, &p));
    assert_eq!(sd.frame.errors, 0);
    assert_eq!(u(&sd.frame, Q2FteFrag), 0);
    assert_eq!(
        s(&sd.frame, Q2Dialect),
        "Quake II 34, FTE fragmenting netchan (negotiated in frame 2)"
    );
    // a client move: qport, fragment word, then clc_move whose checksum verifies
    let quiet = [0u8, 16, 96];
    let mv = clc_move(5, 7, [&quiet, &quiet, &quiet], false);
    let o = feed(&mut sess, 5, true, &c2s_fte(5, 0, &mv));
    assert_eq!(o.frame.errors, 0, "{:?}", experts(&o));
    assert!(!experts(&o).contains(&Expert::BadChecksum));
    // a 320-byte print in two fragments: offset 0 with more, then offset 256
    let msg = print_msg(&"x".repeat(317));
    assert_eq!(msg.len(), 320);
    let o1 = feed(&mut sess, 6, false, &s2c_fte(2, 1, &msg[..256]));
    assert!(o1.message.is_none());
    assert_eq!(u(&o1.frame, Q2FteFragMore), 1);
    assert_eq!(
        o1.reasm.map(|r| (r.index, r.last, r.offset)),
        Some((0, false, 10))
    );
    let o2 = feed(&mut sess, 7, false, &s2c_fte(2, 256 >> 2, &msg[256..]));
    assert_eq!(u(&o2.frame, Q2FteFragOffset), 256);
    assert_eq!(o2.reasm.map(|r| (r.index, r.last)), Some((1, true)));
    assert_eq!(o2.message_len, msg.len());
    assert_eq!(s(o2.message.as_ref().unwrap(), Q2Print).len(), 317);
    // a lone later fragment
    let o3 = feed(&mut sess, 8, false, &s2c_fte(3, 64 >> 2, &msg[..10]));
    assert_eq!(experts(&o3), vec![Expert::Inconsistent]);
    // replay equals the first pass
    for (i, b) in [
        (3usize, s2c_fte(1, 0, &p)),
        (6, s2c_fte(2, 256 >> 2, &msg[256..])),
    ] {
        let again = sess.replay(i, &b, true).unwrap();
        let first = if i == 3 { &sd } else { &o2 };
        // the client's move acknowledged the serverdata: a forward reference only the replay has
        let backward = |t: &Tree| -> Vec<NodeKind> {
            t.nodes
                .iter()
                .map(|n| n.kind.clone())
                .filter(|k| {
                    !matches!(k, NodeKind::Field(f, _)
                        if [Q2Analysis, Q2AnalysisAckedIn, Q2AnalysisRtt].contains(f))
                })
                .collect()
        };
        assert_eq!(backward(&again.frame), backward(&first.frame));
        assert_eq!(again.info, first.info);
    }
}

#[test]
fn connect_2023_keeps_its_userinfo_apart_from_the_frag_line() {
    let mut sess = Session::new(0);
    let c = feed(
        &mut sess,
        1,
        true,
        &oob(
            "connect 2023 1 anon \"qport\\33542\\challenge\\-5\\name\\tester\"\n0x47415246 8192\n",
        ),
    );
    assert_eq!(s(&c.frame, Q2OobExtTag), "FRAG");
    assert_eq!(u(&c.frame, Q2OobExtValue), 8192);
    assert!(all(&c.frame, Q2InfoValue)
        .iter()
        .all(|v| v.as_str() != Some("8192")));
    let o = feed(&mut sess, 2, false, &s2c_fte(1, 0, &print_msg("hi")));
    assert_eq!(o.frame.errors, 0);
    assert_eq!(s(&o.frame, Q2Print), "hi");
}

/// A capture that starts mid-game on FTE's fragmenting netchan: the fragment word is inferred
/// from the traffic, and the tree says so.
#[test]
fn mid_session_fte_fragment_word_is_inferred() {
    let mut sess = Session::new(0);
    let mut outs = Vec::new();
    let mut pkts = Vec::new();
    for i in 0..10u32 {
        let f = 100 + i as i32;
        let b = s2c_fte(
            50 + i,
            0,
            &frame34(f, f - 1, &PS_NONE, &ent_x(2, 8 * i as i16)),
        );
        outs.push(feed(&mut sess, i + 1, false, &b));
        pkts.push(b);
    }
    for o in &outs {
        assert_eq!(o.frame.errors, 0, "{:?}", experts(o));
    }
    assert_eq!(u(&outs[9].frame, Q2FteFrag), 0);
    assert!(has(&outs[9].frame, Q2DialectInferred));
    // the first datagram already rules out every other reading
    assert_eq!(
        s(&outs[9].frame, Q2Dialect),
        "Quake II 34, FTE fragmenting netchan (inferred from frame 1)"
    );
    assert_eq!(u(&outs[9].frame, Q2DialectFrom), 1);
    assert_eq!(u(&outs[9].frame, Q2DialectUntil), 1);
    // the note on the datagram that settled it, and only there
    assert_eq!(
        notes(&outs[0]),
        vec!["Dialect: Quake II 34, FTE fragmenting netchan (inferred from frame 1)"]
    );
    assert!(notes(&outs[1]).is_empty());
    for (i, b) in pkts.iter().enumerate().rev() {
        let again = sess.replay(i, b, true).unwrap();
        assert_eq!(again.frame.nodes, outs[i].frame.nodes, "packet {i}");
    }
}

/// Datagrams every reading decodes settle on the preferred one (34, classic netchan); a
/// datagram only FTE's fragmenting netchan decodes then makes the session re-decide.
#[test]
fn contradicting_evidence_re_decides_the_reading() {
    let mut sess = Session::new(0);
    for i in 0..8u32 {
        let o = feed(&mut sess, i + 1, false, &s2c(10 + i, &print_msg("hello")));
        assert_eq!(o.frame.errors, 0);
    }
    let b = s2c_fte(20, 0, &frame34(40, 39, &PS_NONE, &ent_x(2, 8)));
    let o = feed(&mut sess, 9, false, &b);
    assert_eq!(o.frame.errors, 0, "{:?}", experts(&o));
    assert_eq!(u(&o.frame, Q2FteFrag), 0);
    assert!(notes(&o)[0].contains("re-decided"), "{:?}", notes(&o));
    let again = sess.replay(8, &b, true).unwrap();
    assert_eq!(again.frame.nodes, o.frame.nodes);
    // negotiation ends inference
    let o = feed(&mut sess, 10, false, &s2c_fte(21, 0, &serverdata(34, &[])));
    assert!(
        notes(&o)[0].contains("negotiated in frame 10"),
        "{:?}",
        notes(&o)
    );
    let o = feed(&mut sess, 11, false, &s2c_fte(22, 0, &print_msg("x")));
    assert_eq!(
        s(&o.frame, Q2Dialect),
        "Quake II 34, FTE fragmenting netchan (negotiated in frame 10)"
    );
    assert!(!has(&o.frame, Q2DialectInferred));
}

#[test]
fn a_kex_game_segment_carrying_q2_is_recognised() {
    // one sequenced game segment: size<<4 | 2, two sequences, type 0, the Q2 packet
    let game = s2c(9, &frame34(40, 39, &PS_NONE, &ent_x(2, 8)));
    let size = 2 + 4 + 1 + game.len();
    let mut b = ((size as u16) << 4 | 2).to_be_bytes().to_vec();
    b.extend_from_slice(&[0, 5, 0, 0, 0]);
    b.extend_from_slice(&game);
    assert!(crate::codec::kexlan::carries_q2(&b));
    assert!(!crate::codec::kexlan::carries_q2(&game));
    assert!(!looks_like(&b));
}

/// 30,000 random datagrams, half of them starting like a reliable Q2 message followed by a
/// svc_frame byte somewhere: none is taken as Q2 or as a KEX game segment carrying Q2.
#[test]
fn random_udp_is_never_q2_or_kex() {
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    for i in 0..30_000u32 {
        let n = 24 + (next() % 400) as usize;
        let mut b: Vec<u8> = (0..n).map(|_| next() as u8).collect();
        if i % 2 == 0 {
            b[8] = [10, 11, 13, 3, 2, 4][i as usize / 2 % 6];
            b[10] = [10, 11, 13, 3, 2, 4][i as usize / 2 % 6];
            let k = 12 + next() as usize % (n - 12);
            b[k] = 20;
        }
        assert!(!looks_like(&b), "{i}: {b:?}");
        assert!(!crate::codec::kexlan::surely(&b), "{i}: {b:?}");
    }
}

/// Inside KEX LAN (no qport) FTE's fragment word follows `connect` too, except on a reliable
/// payload in its own segment (netchan words 0x80000000), which FTE writes without it.
#[test]
fn kex_game_packets_with_the_frag_word() {
    let mut sess = Session::kex(0);
    let kex = |sess: &mut Session, frame: u32, to_server: bool, b: &[u8]| {
        let (src, dst) = if to_server {
            (ep(CLIENT), ep(SERVER))
        } else {
            (ep(SERVER), ep(CLIENT))
        };
        let d = Datagram {
            frame,
            src,
            dst,
            bytes: b,
            time: 0.0,
        };
        let dir = if to_server {
            crate::codec::Dir::ToServer
        } else {
            crate::codec::Dir::ToClient
        };
        sess.kex_first_pass(&d, dir, crate::codec::Want::all(true))
            .1
    };
    kex(
        &mut sess,
        1,
        true,
        &oob("connect 2023 1 anon \"qport\\1\\name\\x\"\n0x47415246 8192\n"),
    );
    let o = kex(&mut sess, 2, false, &s2c_fte(1, 0, &print_msg("u")));
    assert_eq!(o.frame.errors, 0);
    assert_eq!(s(&o.frame, Q2Print), "u");
    let mut rel = super::kex::KEX_RELIABLE_WORDS.to_vec();
    rel.extend(print_msg("r"));
    let o = kex(&mut sess, 3, false, &rel);
    assert_eq!(o.frame.errors, 0);
    assert_eq!(s(&o.frame, Q2Print), "r");
    assert!(!has(&o.frame, Q2FteFrag));
}

#[test]
fn a_darkplaces_style_challenge_is_not_q2() {
    assert!(!looks_like(b"\xff\xff\xff\xffchallenge -761597861DP\0"));
    assert!(looks_like(
        b"\xff\xff\xff\xffchallenge -761597861 p=2023\0FRAG\0\x20\0\0"
    ));
    assert!(looks_like(b"\xff\xff\xff\xffchallenge 29802 p=34,35,36"));
    assert!(looks_like(b"\xff\xff\xff\xffchallenge 29802"));
}

/// A capture started mid-session on 27910 of FTE's `connectq2e`: a lone KEX game segment
/// carrying an empty netchan packet (FRAG word 0), as captured. No classic reading decodes it,
/// so it is KEX LAN; inside, the empty packet rules out the readings without the FRAG word.
#[test]
fn an_empty_kex_game_packet_mid_session() {
    let b = [
        0x01, 0x12, 0x01, 0x2d, 0x00, 0x0d, 0x00, 0x20, 0x01, 0x00, 0x00, 0x90, 0x00, 0x00, 0x00,
        0x00, 0x00,
    ];
    assert!(!looks_like(&b));
    // an empty FRAG packet in a lone game segment: KEX on any port
    assert!(crate::codec::kexlan::carries_q2(&b));
    assert!(crate::codec::kexlan::rather_than_q2(&b));
    // with a payload no stream test recognises, only where the classic reading fails
    let mut c = b.to_vec();
    c.extend([6u8, 6]); // two nops
    c[1] = 0x32; // size 19, sequenced
    assert!(!crate::codec::kexlan::carries_q2(&c));
    assert!(crate::codec::kexlan::rather_than_q2(&c));
    let mut sess = Session::kex(0);
    let game = &b[7..];
    let d = Datagram {
        frame: 1,
        src: ep(CLIENT),
        dst: ep(SERVER),
        bytes: game,
        time: 0.0,
    };
    let o = sess
        .kex_first_pass(
            &d,
            crate::codec::Dir::ToServer,
            crate::codec::Want::all(true),
        )
        .1;
    assert_eq!(o.frame.errors, 0, "{:?}", experts(&o));
    assert_eq!(u(&o.frame, Q2FteFrag), 0);
    assert!(has(&o.frame, Q2Empty));
}

/// Q2rePRO's batched move: the frame count is a byte of its own after the last frame (Q2PRO
/// packs it above the command), buttons are a whole byte, and CM_UP (which its server rejects)
/// stops the reading.
#[test]
fn q2repro_batched_move_has_its_own_count_byte_and_byte_buttons() {
    let mut sess = Session::new(0);
    feed(
        &mut sess,
        1,
        true,
        &oob("connect 1038 1234 5 \"\\name\\x\" 1390 1\n"),
    );
    feed(&mut sess, 2, false, &oob("client_connect nc=1"));
    // minor 0, state game, no flags (a rerelease game), 40 Hz
    let p = serverdata(1038, &[0, 0, 2, 0, 0, 40]);
    let o = feed(&mut sess, 3, false, &s2c(1, &p));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(&o.frame, crate::fields::q2_rr::Q2SdTickrate), 40);
    let moves = |bits: u8| {
        let mut w = BitWriter {
            out: Vec::new(),
            acc: 0,
            n: 0,
        };
        for _ in 0..2 {
            w.put(1, 5); // one command per frame
            w.put(1, 1); // changed
            w.put(bits as i32, 8);
            if bits & 0x20 != 0 {
                w.put(100, 10);
            }
            if bits & 0x40 != 0 {
                w.put(0x81, 8); // BUTTON_ATTACK | BUTTON_ANY
            }
        }
        let mut m = vec![11];
        m.extend(77i32.to_le_bytes());
        m.push(1); // one duplicate frame: two frames
        m.push(50); // light level
        m.extend(w.finish());
        let mut b = 9u32.to_le_bytes().to_vec();
        b.extend(9u32.to_le_bytes());
        b.push(1234u32 as u8);
        b.extend(&m);
        b
    };
    let o = feed(&mut sess, 4, true, &moves(0x40));
    let t = &o.frame;
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(t, crate::fields::q2_rr::Q2MoveDups), 1);
    assert_eq!(all(t, Q2MoveNumCmds), vec![&Value::U(1), &Value::U(1)]);
    assert_eq!(all(t, Q2CmdButtons), vec![&Value::U(0x81), &Value::U(0x81)]);
    let o = feed(&mut sess, 5, true, &moves(0x20));
    assert!(
        experts(&o).contains(&Expert::Inconsistent),
        "{:?}",
        experts(&o)
    );
}
