//! Crafted DarkPlaces messages: every E5 bit, the sized forms, removal and unknown state,
//! clientdata, clc_move in DP5/DP6/DP7, and truncation at every byte (never a panic).

use super::{PROTOCOL_DP5, PROTOCOL_DP6, PROTOCOL_DP7};
use crate::codec::nq::state::NqState;
use crate::codec::nq::Summary;
use crate::codec::nq::{clc, svc};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::nq::*;
use crate::fields::nq_dp::*;
use crate::fields::Field;
use std::sync::Arc;

fn state(version: u32) -> NqState {
    let mut st = NqState::default();
    st.protocol.version = version;
    st.known = true;
    st.models = Arc::new(vec!["maps/x.bsp".into(), "progs/player.mdl".into()]);
    st
}

fn server(st: &mut NqState, msg: &[u8]) -> (Tree, Summary) {
    let mut t = Tree::new();
    let mut sum = Summary::default();
    svc::server_messages(msg, 0, st, &mut t, &mut sum);
    (t, sum)
}

fn all(t: &Tree, f: Field) -> Vec<Value> {
    t.values(f).cloned().collect()
}
fn u(t: &Tree, f: Field) -> u64 {
    t.first(f)
        .and_then(Value::as_u64)
        .unwrap_or_else(|| panic!("{} missing", f.def().abbrev))
}
fn i(t: &Tree, f: Field) -> i64 {
    match t.first(f) {
        Some(Value::I(v)) => *v,
        v => panic!("{}: {v:?}", f.def().abbrev),
    }
}
fn fl(t: &Tree, f: Field) -> f64 {
    t.first(f)
        .and_then(Value::as_f64)
        .unwrap_or_else(|| panic!("{} missing", f.def().abbrev))
}
fn no_experts(t: &Tree) {
    let e: Vec<_> = t.experts().collect();
    assert!(e.is_empty(), "{e:?}");
}

/// svc_entities (DP7) with one update of entity 5 that sets every E5 bit but E5_EXTEND4.
fn every_bit() -> Vec<u8> {
    let mut m = vec![57];
    m.extend(7i32.to_le_bytes()); // frame
    m.extend(3u32.to_le_bytes()); // move sequence (DP7)
    m.extend(5u16.to_le_bytes());
    m.extend([0xff, 0xff, 0xff, 0x07]); // bits 0–26
    m.push(0x21); // E5_FLAGS
    for v in [100.5f32, -200.25, 48.0] {
        m.extend(v.to_le_bytes()); // E5_ORIGIN with E5_ORIGIN32
    }
    for v in [0x4000i16, -0x2000, 0] {
        m.extend(v.to_le_bytes()); // E5_ANGLES with E5_ANGLES16: 90, -45, 0
    }
    m.extend(2u16.to_le_bytes()); // E5_MODEL16
    m.extend(300u16.to_le_bytes()); // E5_FRAME16
    m.push(4); // skin
    m.extend(0x0001_0008u32.to_le_bytes()); // E5_EFFECTS32 wins over E5_EFFECTS16
    m.push(128); // alpha
    m.push(32); // scale
    m.push(3); // colormap
    m.extend(1u16.to_le_bytes()); // tag entity
    m.push(2); // tag index
    for v in [10u16, 20, 30, 400] {
        m.extend(v.to_le_bytes()); // light
    }
    m.extend([1, 2]); // light style, pflags
    m.extend([5, 6]); // glow size, colour
    m.extend([32, 33, 34]); // colormod
    m.extend([35, 36, 37]); // glowmod
    m.push(1); // complex animation type 1: 2 frames, 2 times, 2 lerps
    m.extend(7i16.to_le_bytes());
    m.extend(8i16.to_le_bytes());
    m.extend(100u16.to_le_bytes());
    m.extend(200u16.to_le_bytes());
    m.extend([255, 0]);
    m.extend(9u16.to_le_bytes()); // trail effect
    m.extend(0x8000u16.to_le_bytes());
    m
}

#[test]
fn e5_every_bit() {
    let mut st = state(PROTOCOL_DP7);
    let m = every_bit();
    let (t, _) = server(&mut st, &m);
    no_experts(&t);
    assert_eq!(u(&t, NqDpFrameNum), 7);
    assert_eq!(u(&t, NqDpMoveSequence), 3);
    assert_eq!(u(&t, crate::fields::nq::NqEntity), 5);
    assert_eq!(u(&t, NqDpE5), 0x07ff_ffff);
    // one flag item per E5 bit
    for (f, _) in crate::fields::all_of("nq").filter(|(_, d)| d.abbrev.starts_with("nq.dp.e5.")) {
        let d = f.def();
        if matches!(d.kind, crate::fields::Kind::Flag { .. }) {
            assert!(t.first(f).is_some(), "{} not shown", d.abbrev);
        }
    }
    assert_eq!(u(&t, NqDpE5RenderFlags), 0x21);
    assert_eq!(fl(&t, NqOriginX), 100.5);
    assert_eq!(fl(&t, NqOriginY), -200.25);
    assert_eq!(fl(&t, NqAnglePitch), 90.0);
    assert_eq!(fl(&t, NqAngleYaw), -45.0);
    assert_eq!(u(&t, NqDpE5ModelIndex), 2);
    assert_eq!(u(&t, NqDpE5FrameNum), 300);
    assert_eq!(u(&t, NqDpE5EffectBits), 0x0001_0008);
    assert_eq!(all(&t, NqDpE5LightValue).len(), 4);
    assert_eq!(all(&t, NqDpE5AnimFrame).len(), 2);
    assert_eq!(all(&t, NqDpE5AnimLerp).len(), 2);
    assert_eq!(u(&t, NqDpE5TrailEffect), 9);
    assert_eq!(u(&t, NqDpEntEnd), 0x8000);
    // resolved: every field known after E5_FULLUPDATE
    assert_eq!(
        t.first(NqDpResModelName).and_then(Value::as_str),
        Some("progs/player.mdl")
    );
    assert_eq!(fl(&t, NqDpResOriginZ), 48.0);
    assert_eq!(u(&t, NqDpResAlpha), 128);
    assert!(t.first(NqDpResUnknown).is_none());
    let e = st.dp.get(5).unwrap();
    assert_eq!((e.model, e.frame, e.skin, e.scale), (2, 300, 4, 32));
}

#[test]
fn e5_small_forms_unknown_fields_and_removal() {
    let mut st = state(PROTOCOL_DP6);
    // DP6: no move sequence. Entity 9 first seen without E5_FULLUPDATE: origin as s16/8,
    // angles as s8, model/frame/effects as bytes (E5_EFFECTS16 alone: u16 effects)
    let mut m = vec![57];
    m.extend(1i32.to_le_bytes());
    m.extend(9u16.to_le_bytes());
    m.extend([0xfe, 0x80, 0x08]); // ORIGIN ANGLES MODEL FRAME SKIN EFFECTS EXTEND1 | EXTEND2 | EFFECTS16
    for v in [80i16, -16, 4] {
        m.extend(v.to_le_bytes());
    }
    m.extend([64u8, 0xc0, 0]); // 90, -90, 0 degrees
    m.extend([1, 2, 3]);
    m.extend(0x1234u16.to_le_bytes());
    m.extend(0x8000u16.to_le_bytes());
    let (t, _) = server(&mut st, &m);
    no_experts(&t);
    assert_eq!(fl(&t, NqOriginX), 10.0);
    assert_eq!(fl(&t, NqOriginY), -2.0);
    assert_eq!(fl(&t, NqAngleYaw), -90.0);
    assert_eq!(u(&t, NqDpE5EffectBits), 0x1234);
    assert_eq!(
        t.first(NqDpResModelName).and_then(Value::as_str),
        Some("maps/x.bsp")
    );
    assert!(t.first(NqDpResAlpha).is_none(), "alpha was never sent");
    assert_eq!(
        t.first(NqDpResUnknown).and_then(Value::as_str),
        Some("render flags, alpha, scale, colormap")
    );
    // removal resets to the default state; a later update without E5_FULLUPDATE is then complete
    let mut m = vec![57];
    m.extend(2i32.to_le_bytes());
    m.extend(0x8009u16.to_le_bytes());
    m.extend(9u16.to_le_bytes());
    m.push(0x20); // skin only
    m.push(7);
    m.extend(0x8000u16.to_le_bytes());
    let (t, sum) = server(&mut st, &m);
    no_experts(&t);
    assert_eq!(all(&t, NqDpEntRemove).len(), 2); // one flag per entity word
    assert!(t.first(NqDpResUnknown).is_none());
    assert_eq!(u(&t, NqDpResSkin), 7);
    assert_eq!(u(&t, NqDpResModel), 0);
    assert!(sum.text().contains("entities"));
}

#[test]
fn e5_unknown_animation_type_stops_framing() {
    let mut st = state(PROTOCOL_DP7);
    let mut m = vec![57];
    m.extend(1i32.to_le_bytes());
    m.extend(0u32.to_le_bytes());
    m.extend(4u16.to_le_bytes());
    m.extend([0x80, 0x80, 0x80, 0x02, 9]); // E5_COMPLEXANIMATION, type 9
    m.extend([1, 2, 3]);
    let (t, _) = server(&mut st, &m);
    let e: Vec<_> = t.experts().map(|(e, _)| e).collect();
    assert_eq!(e, vec![Expert::UnknownCommand]);
}

#[test]
fn truncation_never_panics() {
    let m = every_bit();
    for cut in 1..m.len() {
        let mut st = state(PROTOCOL_DP7);
        let (t, sum) = server(&mut st, &m[..cut]);
        assert!(sum.malformed, "cut at {cut}");
        assert!(t.experts().any(|(e, _)| e == Expert::Truncated));
    }
    let mut cd = vec![15];
    cd.extend([0xff, 0xff, 0xff, 0xff]);
    cd.extend([0u8; 40]);
    let mv = dp7_move();
    for v in [PROTOCOL_DP5, PROTOCOL_DP6, PROTOCOL_DP7] {
        for cut in 1..cd.len() {
            server(&mut state(v), &cd[..cut]);
        }
        for cut in 1..mv.len() {
            let mut t = Tree::new();
            clc::client_messages(&mv[..cut], 0, &state(v), &mut t, &mut Summary::default());
        }
    }
}

#[test]
fn clientdata_dp7_and_dp5() {
    // SU_PUNCH1 | SU_VELOCITY3 | SU_ITEMS | SU_ONGROUND | SU_EXTEND1, then SU_PUNCHVEC1 | SU_VIEWZOOM
    let mut m = vec![15];
    m.extend(((1u16 << 2) | (1 << 7) | (1 << 9) | (1 << 10) | (1 << 15)).to_le_bytes());
    m.push(0x09);
    m.extend(0x2000i16.to_le_bytes()); // punch pitch 45
    m.extend(1.5f32.to_le_bytes()); // punch vector x
    m.extend((-320.0f32).to_le_bytes()); // velocity z
    m.extend(0x4001u32.to_le_bytes()); // items
    m.extend(128u16.to_le_bytes()); // view zoom
    let (t, _) = server(&mut state(PROTOCOL_DP7), &m);
    no_experts(&t);
    assert_eq!(fl(&t, NqDpCdPunchAngle), 45.0);
    assert_eq!(fl(&t, NqDpCdPunchVector), 1.5);
    assert_eq!(fl(&t, NqDpCdVelocityZ), -320.0);
    assert_eq!(u(&t, crate::fields::nq::NqCdItems), 0x4001);
    assert_eq!(u(&t, NqDpCdViewZoom), 128);
    assert!(t.first(NqDpCdHealth).is_none());
    // DP5: items always, then 16-bit stats
    let mut m = vec![15];
    m.extend((1u16 << 13).to_le_bytes()); // SU_ARMOR
    m.extend(0u32.to_le_bytes());
    m.extend(200i16.to_le_bytes()); // armor
    for v in [100i16, 25, 25, 0, 0, 0] {
        m.extend(v.to_le_bytes());
    }
    m.extend(1u16.to_le_bytes());
    let (t, _) = server(&mut state(PROTOCOL_DP5), &m);
    no_experts(&t);
    assert_eq!(i(&t, NqDpCdArmor), 200);
    assert_eq!(i(&t, NqDpCdHealth), 100);
    assert_eq!(u(&t, NqDpCdActiveWeapon), 1);
}

fn dp7_move() -> Vec<u8> {
    let mut m = vec![3];
    m.extend(42u32.to_le_bytes());
    m.extend(2.5f32.to_le_bytes());
    for v in [0x1000i16, 0x4000, 0] {
        m.extend(v.to_le_bytes());
    }
    for v in [400i16, -200, 0] {
        m.extend(v.to_le_bytes());
    }
    m.extend(0x3u32.to_le_bytes());
    m.push(7);
    m.extend([0u8; 2 + 2 + 24 + 2]);
    m.extend([50, 9, 0, 0, 0]); // clc_ackframe 9
    m
}

#[test]
fn client_move_and_ackframe() {
    let mut t = Tree::new();
    clc::client_messages(
        &dp7_move(),
        0,
        &state(PROTOCOL_DP7),
        &mut t,
        &mut Summary::default(),
    );
    no_experts(&t);
    assert_eq!(u(&t, NqDpMoveSeq), 42);
    assert_eq!(fl(&t, NqAnglePitch), 22.5);
    assert_eq!(fl(&t, NqAngleYaw), 90.0);
    assert_eq!(i(&t, NqMoveSide), -200);
    assert_eq!(u(&t, NqDpMoveButtons), 3);
    assert_eq!(u(&t, NqMoveImpulse), 7);
    assert_eq!(u(&t, NqDpAckFrame), 9);
    // DP6: no sequence; the same bytes after it decode alike
    let mut t = Tree::new();
    let m = &dp7_move();
    let dp6: Vec<u8> = [&m[..1], &m[5..]].concat();
    clc::client_messages(
        &dp6,
        0,
        &state(PROTOCOL_DP6),
        &mut t,
        &mut Summary::default(),
    );
    no_experts(&t);
    assert!(t.first(NqDpMoveSeq).is_none());
    assert_eq!(fl(&t, NqAngleYaw), 90.0);
    // DP5: byte buttons and impulse, no cursor
    let dp5: Vec<u8> = [&m[..1], &m[5..21], &[1, 0], &[50, 9, 0, 0, 0]].concat();
    let mut t = Tree::new();
    clc::client_messages(
        &dp5,
        0,
        &state(PROTOCOL_DP5),
        &mut t,
        &mut Summary::default(),
    );
    no_experts(&t);
    assert_eq!(u(&t, NqDpMoveButtonsByte), 1);
    assert_eq!(u(&t, NqDpAckFrame), 9);
}

#[test]
fn dp_svcs_and_precache() {
    let mut st = state(PROTOCOL_DP7);
    let mut m = vec![54];
    m.extend(3u16.to_le_bytes());
    m.extend(b"progs/new.mdl\0");
    m.push(54);
    m.extend((32768u16 + 2).to_le_bytes());
    m.extend(b"misc/x.wav\0");
    // svc_pointparticles1 effect 4 at (1 2 3); svc_trailparticles; temp entity TE_BLOOD
    m.push(62);
    m.extend(4u16.to_le_bytes());
    for v in [1.0f32, 2.0, 3.0] {
        m.extend(v.to_le_bytes());
    }
    m.push(23);
    m.push(50);
    m.extend([0u8; 12]);
    m.extend([1, 2, 3, 20]);
    m.push(6); // sound: SND_SPEEDUSHORT4000 | SND_LARGESOUND
    m.push(0x30);
    m.extend(4000u16.to_le_bytes());
    m.extend(((1u16 << 3) | 1).to_le_bytes());
    m.extend(2u16.to_le_bytes());
    m.extend([0u8; 12]);
    let (t, _) = server(&mut st, &m);
    no_experts(&t);
    assert_eq!(st.model_name(3), Some("progs/new.mdl"));
    assert_eq!(st.sound_name(2), Some("misc/x.wav"));
    assert_eq!(u(&t, NqDpParticleEffect), 4);
    assert_eq!(u(&t, NqDpTeType), 50);
    assert_eq!(u(&t, NqSoundSpeed), 4000);
    assert_eq!(
        t.first(NqSoundName).and_then(Value::as_str),
        Some("misc/x.wav")
    );
    // an svc DarkPlaces does not define stops framing with one error
    let (t, _) = server(&mut state(PROTOCOL_DP7), &[40, 1, 2]);
    let e: Vec<_> = t.experts().map(|(e, _)| e).collect();
    assert_eq!(e, vec![Expert::UnknownCommand]);
}

fn serverinfo(version: u32) -> Vec<u8> {
    let mut m = vec![11];
    m.extend(version.to_le_bytes());
    m.extend([1, 1]); // maxclients, gametype
    m.extend(b"level\0maps/x.bsp\0progs/player.mdl\0\0\0");
    m
}

#[test]
fn serverinfo_switches_dialect_within_a_message() {
    // NetQuake state, then serverinfo DP7 and a DP clientdata (SU_VELOCITY1: a float) in the
    // same payload: the clientdata is read as DarkPlaces'
    let mut m = serverinfo(PROTOCOL_DP7);
    m.push(15);
    m.extend((1u16 << 5).to_le_bytes());
    m.extend(12.5f32.to_le_bytes());
    let mut st = NqState::default();
    let mut t = Tree::new();
    crate::codec::nq::svc::server_messages(&m, 0, &mut st, &mut t, &mut Summary::default());
    no_experts(&t);
    assert_eq!(st.protocol.version, PROTOCOL_DP7);
    assert_eq!(fl(&t, NqDpCdVelocityX), 12.5);
    // and back: DP state, serverinfo 15, then a NetQuake svc_setangle (three bytes)
    let mut m = serverinfo(15);
    m.extend([10, 64, 0, 0]);
    let (t, _) = server(&mut state(PROTOCOL_DP7), &m);
    no_experts(&t);
    assert_eq!(fl(&t, NqAnglePitch), 90.0);
    assert!(t.first(NqDpSvc).is_none());
}
