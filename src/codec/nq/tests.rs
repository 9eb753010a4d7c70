//! Crafted edge cases for the NetQuake codec (real-capture tests live in tests/).

use super::header::{self, Kind};
use super::session::Session;
use super::state::NqState;
use super::wire::{read_angle, read_coord, Angle, Coord, Protocol};
use super::{svc, Summary};
use crate::codec::reader::Reader;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::Conversation;
use crate::codec::Endpoint;
use crate::codec::{Datagram, Output};
use crate::fields::nq::*;
use crate::fields::Field;

fn ep(port: u16) -> Endpoint {
    let mut addr = [0u8; 16];
    addr[..4].copy_from_slice(&[127, 0, 0, 1]);
    Endpoint { addr, port }
}

fn datagram(flags: u32, seq: u32, payload: &[u8]) -> Vec<u8> {
    let len = 8 + payload.len() as u32;
    let mut b = (flags | len).to_be_bytes().to_vec();
    b.extend_from_slice(&seq.to_be_bytes());
    b.extend_from_slice(payload);
    b
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

#[test]
fn header_kinds_and_heuristic() {
    let data = datagram(0x0009_0000, 3, b"\x07\0\0\0\0");
    assert_eq!(header::parse(&data).unwrap().kind, Kind::Data { eom: true });
    assert!(header::looks_like(&data));
    let ack = datagram(0x0002_0000, 3, b"");
    assert!(header::looks_like(&ack));
    let unrel = datagram(0x0010_0000, 9, b"\x07\0\0\0\0");
    assert!(header::looks_like(&unrel));
    // CCREQ_SERVER_INFO "QUAKE" 3, as qstat sends it
    let ctl = [0x80, 0, 0, 0x0c, 0x02, b'Q', b'U', b'A', b'K', b'E', 0, 3];
    assert!(header::looks_like(&ctl));
    // a length that disagrees, an ACK with payload, unknown flags, a truncated control body
    let mut bad = data.clone();
    bad.push(0);
    assert!(!header::looks_like(&bad));
    assert!(!header::looks_like(&datagram(0x0002_0000, 3, b"x")));
    assert!(!header::looks_like(&datagram(0x0003_0000, 3, b"x")));
    assert!(!header::looks_like(&ctl[..11]));
    // a DNS query and a run of pseudo-random datagrams
    let dns =
        b"\x12\x34\x01\x00\x00\x01\x00\x00\x00\x00\x00\x00\x07example\x03org\x00\x00\x01\x00\x01";
    assert!(!header::looks_like(dns));
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut hits = 0;
    for n in 0..20_000 {
        let len = 4 + n % 300;
        let b: Vec<u8> = (0..len)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                x as u8
            })
            .collect();
        hits += header::looks_like(&b) as u32;
    }
    assert_eq!(hits, 0, "random datagrams mistaken for NetQuake");
}

#[test]
fn coord_and_angle_encodings() {
    let mut r = Reader::new(&[0x44, 0x86, 0xff, 0xff]);
    assert_eq!(read_coord(&mut r, Coord::Int32).unwrap(), -1947.75);
    let mut r = Reader::new(&[0x08, 0x00]);
    assert_eq!(read_coord(&mut r, Coord::Fixed13_3).unwrap(), 1.0);
    let mut r = Reader::new(&[0x02, 0x00, 0xff]);
    assert_eq!(read_coord(&mut r, Coord::Bits24).unwrap(), 3.0);
    let mut r = Reader::new(&[0x40]);
    assert_eq!(read_angle(&mut r, Angle::Byte).unwrap(), 90.0);
    let mut r = Reader::new(&[0x00, 0x40]);
    assert_eq!(read_angle(&mut r, Angle::Short).unwrap(), 90.0);
    let rmq = Protocol {
        version: 999,
        flags: 0x82,
        pext1: 0,
        pext2: 0,
    };
    assert_eq!(
        (rmq.coord(), rmq.angle(), rmq.client_angle()),
        (Coord::Int32, Angle::Short, Angle::Short)
    );
    let fitz = Protocol {
        version: 666,
        ..Protocol::default()
    };
    assert_eq!(
        (fitz.coord(), fitz.angle(), fitz.client_angle()),
        (Coord::Fixed13_3, Angle::Byte, Angle::Short)
    );
}

/// A 666 update with every U_ bit that carries data set.
fn full_update() -> Vec<u8> {
    let mut b = vec![0xff, 0xff, 0x9f, 0x00]; // bits 0-7, 8-15, 16-23 (…|EXTEND2), 24-31
    b.extend_from_slice(&300u16.to_le_bytes()); // U_LONGENTITY
    b.extend_from_slice(&[5, 6, 7, 8, 0x0f]); // model, frame, colormap, skin, effects
    for (o, a) in [(80i16, 64u8), (-16, 128), (8, 192)] {
        b.extend_from_slice(&o.to_le_bytes()); // coord ×8
        b.push(a);
    }
    b.extend_from_slice(&[128, 32, 1, 2, 25]); // alpha, scale, frame2, model2, lerpfinish
    b
}

fn fitz_state() -> NqState {
    NqState {
        protocol: Protocol {
            version: 666,
            ..Protocol::default()
        },
        known: true,
        ..NqState::default()
    }
}

#[test]
fn every_u_bit_is_decoded_and_resolved() {
    let mut st = fitz_state();
    let msg = full_update();
    let mut t = Tree::new();
    svc::server_messages(&msg, 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(
        t.experts().count(),
        0,
        "{:?}",
        t.experts().collect::<Vec<_>>()
    );
    assert_eq!(u(&t, NqU), 0x009f_ffff);
    for f in [
        NqUMoreBits,
        NqUAlpha,
        NqUScale,
        NqUExtend2,
        NqULongEntity,
        NqUEffects,
    ] {
        let bits = u(&t, NqU);
        assert_ne!(bits & f.def().mask, 0, "{}", f.def().abbrev);
        // each flag is its own node on the same word
        assert!(t.values(f).next().is_some(), "{}", f.def().abbrev);
    }
    assert_eq!(u(&t, NqEntity), 300);
    assert_eq!(u(&t, NqResModel), 5 | 2 << 8);
    assert_eq!(u(&t, NqResFrame), 6 | 1 << 8);
    assert_eq!(
        (u(&t, NqResColormap), u(&t, NqResSkin), u(&t, NqResEffects)),
        (7, 8, 0x0f)
    );
    assert_eq!(
        (
            fl(&t, NqResOriginX),
            fl(&t, NqResOriginY),
            fl(&t, NqResOriginZ)
        ),
        (10.0, -2.0, 1.0)
    );
    assert_eq!(
        (fl(&t, NqResPitch), fl(&t, NqResYaw), fl(&t, NqResRoll)),
        (90.0, -180.0, -90.0)
    );
    assert_eq!(
        (u(&t, NqResAlpha), u(&t, NqResScale), u(&t, NqLerpFinish)),
        (128, 32, 25)
    );
}

#[test]
fn an_update_resolves_against_its_baseline() {
    let mut st = fitz_state();
    // svc_spawnbaseline entity 12: model 3, frame 1, colormap 0, skin 2, origin (8, 16, 24)
    let mut m = vec![22, 12, 0, 3, 1, 0, 2];
    for o in [64i16, 128, 192] {
        m.extend_from_slice(&o.to_le_bytes());
        m.push(0);
    }
    // then an update of entity 12 that moves only X (U_ORIGIN1) to 100
    m.extend_from_slice(&[0x82, 12, 0x20, 0x03]);
    let mut t = Tree::new();
    svc::server_messages(&m, 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(t.experts().count(), 0);
    assert_eq!(
        (
            fl(&t, NqResOriginX),
            fl(&t, NqResOriginY),
            fl(&t, NqResOriginZ)
        ),
        (100.0, 16.0, 24.0)
    );
    assert_eq!((u(&t, NqResModel), u(&t, NqResSkin)), (3, 2));
}

#[test]
fn truncation_at_every_byte_is_an_error_not_a_panic() {
    let msg = full_update();
    for cut in 1..msg.len() {
        let mut st = fitz_state();
        let mut t = Tree::new();
        let mut sum = Summary::default();
        svc::server_messages(&msg[..cut], 0, &mut st, &mut t, &mut sum);
        assert!(
            t.experts().any(|(e, _)| e == Expert::Truncated),
            "cut at {cut}"
        );
        assert!(sum.malformed);
    }
}

#[test]
fn unknown_and_illegal_svcs_stop_with_an_error() {
    let mut st = NqState::default(); // protocol 15
    let mut t = Tree::new();
    svc::server_messages(
        &[1, 97, 1, 2, 3],
        0,
        &mut st,
        &mut t,
        &mut Summary::default(),
    );
    let e: Vec<_> = t.experts().collect();
    assert_eq!(
        e,
        vec![(Expert::UnknownCommand, "unknown svc 97 for protocol 15")]
    );
    assert!(t
        .nodes
        .iter()
        .any(|n| n.kind == crate::codec::tree::NodeKind::Undecoded && n.start == 2 && n.len == 3));
    let mut t = Tree::new();
    svc::server_messages(&[42, 0, 0], 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(t.experts().next().unwrap().0, Expert::IllegalCommand);
}

fn feed(s: &mut Session, frame: u32, to_client: bool, b: &[u8]) -> Output {
    let (src, dst) = if to_client {
        (ep(26000), ep(50000))
    } else {
        (ep(50000), ep(26000))
    };
    s.first_pass(
        &Datagram {
            frame,
            src,
            dst,
            bytes: b,
            time: 0.0,
        },
        true,
    )
    .1
}

#[test]
fn fragments_reassemble_and_resends_are_marked() {
    // svc_print "hello world\n" split over two DATA fragments
    let msg = b"\x08hello world\n\0";
    let (a, b) = msg.split_at(5);
    let mut s = Session::new(0);
    let o1 = feed(&mut s, 1, true, &datagram(0x0001_0000, 0, a));
    assert!(o1.message.is_none());
    let o2 = feed(&mut s, 2, false, &datagram(0x0002_0000, 0, b""));
    assert_eq!(o2.frame.first(NqAckOf), Some(&Value::U(1)));
    let o3 = feed(&mut s, 3, true, &datagram(0x0001_0000, 0, a)); // resent before the ACK arrived
    assert!(o3.frame.experts().any(|(e, _)| e == Expert::Retransmission));
    let o4 = feed(&mut s, 4, true, &datagram(0x0009_0000, 1, b));
    let m = o4.message.expect("reassembled");
    assert_eq!(
        m.first(NqPrint).and_then(Value::as_str),
        Some("hello world\n")
    );
    assert_eq!(s.record(3).unwrap().frag.unwrap().index, 1);
    assert_eq!(s.record(0).unwrap().acked_in, 2);
}

#[test]
fn fragments_out_of_order_are_not_glued_together() {
    let msg = b"\x08hello world\n\0";
    let (a, b) = msg.split_at(5);
    let mut s = Session::new(0);
    // the second fragment is captured first: it cannot be decoded as a message of its own
    // (a lone EOM fragment is decoded in place, and here that is garbage: an error, no panic)
    let o1 = feed(&mut s, 1, true, &datagram(0x0009_0000, 1, b));
    assert!(o1.message.is_none());
    let o2 = feed(&mut s, 2, true, &datagram(0x0001_0000, 0, a));
    assert!(
        o2.message.is_none(),
        "a fragment from before the EOM must not complete a message"
    );
    // a gap in the middle of a message is reported
    let mut s = Session::new(0);
    feed(&mut s, 1, true, &datagram(0x0001_0000, 0, a));
    let o = feed(&mut s, 2, true, &datagram(0x0009_0000, 2, b));
    assert!(o.frame.experts().any(|(e, _)| e == Expert::Inconsistent));
}

#[test]
fn replay_reproduces_the_first_pass_tree() {
    let mut s = Session::new(0);
    let mut st_msgs = vec![];
    // serverinfo (666) then a baseline and an update: state-dependent decoding
    let mut si = vec![11];
    si.extend_from_slice(&666i32.to_le_bytes());
    si.extend_from_slice(&[4, 1]);
    si.extend_from_slice(b"Test\0maps/t.bsp\0progs/p.mdl\0\0s.wav\0\0");
    st_msgs.push(datagram(0x0009_0000, 0, &si));
    st_msgs.push(datagram(0x0010_0000, 0, &full_update()));
    let firsts: Vec<_> = st_msgs
        .iter()
        .enumerate()
        .map(|(i, b)| feed(&mut s, i as u32 + 1, true, b))
        .collect();
    for (i, b) in st_msgs.iter().enumerate() {
        let again = s.replay(i, b, true).unwrap();
        assert_eq!(again.frame.nodes, firsts[i].frame.nodes);
        assert_eq!(again.info, firsts[i].info);
        assert_eq!(again.proto, firsts[i].proto);
    }
    // the dialect is the Protocol column's; the Info line starts with the direction
    assert_eq!(firsts[1].proto, "NQ/666");
    assert!(
        firsts[1].info.starts_with("S→C unrel #0 update"),
        "{}",
        firsts[1].info
    );
}

/// A 999 (PRFL_SHORTANGLE | PRFL_INT32COORD) fast update: entity 5 with three origins and a
/// yaw, after svc_time.
fn rmq_update(yaw: i16) -> Vec<u8> {
    let mut b = vec![7];
    b.extend_from_slice(&1.5f32.to_le_bytes());
    b.extend_from_slice(&[0x80 | 0x1e, 5]); // U_ORIGIN1..3 | U_ANGLE2, entity 5
                                            // origins and angles interleave per axis: x, y, yaw, z
    b.extend_from_slice(&(100 * 16i32).to_le_bytes());
    b.extend_from_slice(&(-20 * 16i32).to_le_bytes());
    b.extend_from_slice(&yaw.to_le_bytes());
    b.extend_from_slice(&(8 * 16i32).to_le_bytes());
    b
}

#[test]
fn a_mid_session_999_is_inferred_from_its_updates_and_replayed_alike() {
    use super::state::How;
    let mut s = Session::new(0);
    let dgs: Vec<Vec<u8>> = (0..4)
        .map(|i| datagram(0x0010_0000, 40 + i, &rmq_update(0x4000 + i as i16)))
        .collect();
    let outs: Vec<Output> = dgs
        .iter()
        .enumerate()
        .map(|(i, b)| feed(&mut s, i as u32 + 1, true, b))
        .collect();
    for (i, o) in outs.iter().enumerate() {
        assert_eq!(
            o.frame.errors,
            0,
            "datagram {i}: {:?}",
            o.frame.experts().collect::<Vec<_>>()
        );
        assert_eq!(fl(&o.frame, NqOriginX), 100.0);
        assert_eq!(fl(&o.frame, NqOriginY), -20.0);
        assert_eq!(fl(&o.frame, NqAngleYaw), 90.0 + i as f64 * 360.0 / 65536.0);
        let again = s.replay(i, &dgs[i], true).unwrap();
        assert_eq!(again.frame.nodes, o.frame.nodes, "replay of datagram {i}");
    }
    let st = &s.state_of(3).unwrap();
    assert_eq!((st.protocol.version, st.protocol.flags), (999, 0x82));
    assert!(
        matches!(st.how, How::Inferred { from: 1, .. }),
        "{:?}",
        st.how
    );
    let d = outs[3]
        .frame
        .first(NqDialect)
        .and_then(Value::as_str)
        .unwrap();
    assert!(
        d.starts_with("RMQ 999 (flags 0x82) (inferred from frames 1–"),
        "{d}"
    );
    assert_eq!(u(&outs[3].frame, NqDialectHow), 2);
    // the first datagram that decided says so in a note
    assert!(outs[0]
        .frame
        .experts()
        .any(|(e, m)| e == Expert::Note && m.starts_with("Dialect: RMQ 999")));
    // a svc_serverinfo later makes it negotiated
    let mut si = vec![11];
    si.extend_from_slice(&999i32.to_le_bytes());
    si.extend_from_slice(&0x82u32.to_le_bytes());
    si.extend_from_slice(&[4, 1]);
    si.extend_from_slice(b"Test\0maps/t.bsp\0\0\0");
    let o = feed(&mut s, 9, true, &datagram(0x0009_0000, 3, &si));
    let d = o.frame.first(NqDialect).and_then(Value::as_str).unwrap();
    assert_eq!(d, "RMQ 999 (flags 0x82) (negotiated in frame 9)");
}

/// clc_move at protocol 15 with ProQuake's 16-bit angles.
fn pq_move() -> Vec<u8> {
    let mut b = vec![3];
    b.extend_from_slice(&2.0f32.to_le_bytes());
    for a in [0x0800i16, 0x4000, 0] {
        b.extend_from_slice(&a.to_le_bytes());
    }
    for m in [200i16, -100, 0] {
        b.extend_from_slice(&m.to_le_bytes());
    }
    b.extend_from_slice(&[1, 0]);
    b
}

#[test]
fn a_proquake_accept_gives_16_bit_client_angles_at_protocol_15() {
    // CCREP_ACCEPT port 26001, mod ProQuake, version 3.0, PQF_IGNOREPORT (QuakeSpasm-Spiked)
    let mut acc = vec![0x80, 0, 0, 12, 0x81];
    acc.extend_from_slice(&26001i32.to_le_bytes());
    acc.extend_from_slice(&[1, 30, 0x80]);
    let mut s = Session::new(0);
    let o = feed(&mut s, 1, true, &acc);
    assert_eq!(u(&o.frame, NqCtlPqMod), 1);
    assert_eq!(u(&o.frame, NqCtlPqFlags), 0x80);
    assert!(o.frame.values(NqCtlPqIgnorePort).next().is_some());
    let o = feed(&mut s, 2, false, &datagram(0x0010_0000, 7, &pq_move()));
    assert_eq!(
        o.frame.errors,
        0,
        "{:?}",
        o.frame.experts().collect::<Vec<_>>()
    );
    assert_eq!(fl(&o.frame, NqAngleYaw), 90.0);
    assert_eq!(fl(&o.frame, NqAnglePitch), 11.25);
    assert_eq!(u(&o.frame, NqMoveForward) as i16, 200);
    assert!(s.state_of(1).unwrap().pq_aim);
    // without the mod byte, at a negotiated 15, the same move is read with 8-bit angles: 3 bytes
    // are left over
    let mut acc = vec![0x80, 0, 0, 9, 0x81];
    acc.extend_from_slice(&26001i32.to_le_bytes());
    let mut s = Session::new(0);
    feed(&mut s, 1, true, &acc);
    let mut si = vec![11];
    si.extend_from_slice(&15i32.to_le_bytes());
    si.extend_from_slice(&[4, 1]);
    si.extend_from_slice(b"Test\0maps/t.bsp\0\0\0");
    feed(&mut s, 2, true, &datagram(0x0009_0000, 0, &si));
    let o = feed(&mut s, 3, false, &datagram(0x0010_0000, 7, &pq_move()));
    assert!(o.frame.errors > 0);
    // a ProQuake cheat-free accept carries a seed
    let mut acc = vec![0x80, 0, 0, 16, 0x81];
    acc.extend_from_slice(&26001i32.to_le_bytes());
    acc.extend_from_slice(&[1, 35, 0x01]);
    acc.extend_from_slice(&0x1234_5678u32.to_le_bytes());
    let o = feed(&mut Session::new(0), 1, true, &acc);
    assert_eq!(u(&o.frame, NqCtlPqSeed), 0x1234_5678);
    assert!(o.frame.experts().all(|(e, _)| e == Expert::Note));
}

#[test]
fn mid_session_proquake_aim_is_inferred_from_client_moves() {
    let mut s = Session::new(0);
    // a 15 server datagram (svc_time, svc_nop) then client moves with 16-bit angles
    let mut sv = vec![7];
    sv.extend_from_slice(&1.0f32.to_le_bytes());
    sv.push(1);
    feed(&mut s, 1, true, &datagram(0x0010_0000, 3, &sv));
    for i in 0..3u32 {
        let o = feed(
            &mut s,
            2 + i,
            false,
            &datagram(0x0010_0000, 9 + i, &pq_move()),
        );
        assert_eq!(
            o.frame.errors,
            0,
            "{:?}",
            o.frame.experts().collect::<Vec<_>>()
        );
        assert_eq!(fl(&o.frame, NqAngleYaw), 90.0);
    }
    // 666 and 15 with ProQuake aim read these alike; 666, QuakeSpasm's default, is shown
    let st = &s.state_of(3).unwrap();
    assert_eq!(st.client_angle(), Angle::Short);
    let d = super::infer::name(st);
    assert!(
        d == "FitzQuake 666" || d == "NetQuake 15 + ProQuake aim",
        "{d}"
    );
}

#[test]
fn fte_setangledelta_has_16_bit_angles_at_666() {
    let mut st = fitz_state();
    st.protocol.pext2 = crate::codec::fte::PEXT2_REPLACEMENTDELTAS;
    // svcfte_setangledelta +45° yaw, then svc_nop
    let msg = [85, 0, 0, 0x00, 0x20, 0, 0, 1];
    let mut t = Tree::new();
    svc::server_messages(&msg, 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(t.errors, 0, "{:?}", t.experts().collect::<Vec<_>>());
    assert_eq!(fl(&t, NqAngleYaw), 45.0);
}

#[test]
fn proquake_aim_is_found_after_a_serverinfo_without_a_captured_accept() {
    let mut s = Session::new(0);
    let mut si = vec![11];
    si.extend_from_slice(&15i32.to_le_bytes());
    si.extend_from_slice(&[4, 1]);
    si.extend_from_slice(b"Test\0maps/t.bsp\0\0\0");
    feed(&mut s, 1, true, &datagram(0x0009_0000, 0, &si));
    let o = feed(&mut s, 2, false, &datagram(0x0010_0000, 7, &pq_move()));
    assert_eq!(
        o.frame.errors,
        0,
        "{:?}",
        o.frame.experts().collect::<Vec<_>>()
    );
    assert_eq!(fl(&o.frame, NqAngleYaw), 90.0);
    let d = o.frame.first(NqDialect).and_then(Value::as_str).unwrap();
    assert_eq!(
        d,
        "NetQuake 15 + ProQuake aim (inferred from clc_move) (negotiated in frame 1)"
    );
    let again = s
        .replay(1, &datagram(0x0010_0000, 7, &pq_move()), true)
        .unwrap();
    assert_eq!(again.frame.nodes, o.frame.nodes);
}

#[test]
fn summary_merges_repeats_wherever_they_are() {
    let mut sum = Summary::default();
    for n in [
        "updatename",
        "updatefrags",
        "updatename",
        "updatefrags",
        "updatename",
    ] {
        sum.push(n);
    }
    sum.command("  say hello  ");
    sum.command("second");
    assert_eq!(sum.text(), "updatename×3, updatefrags×2 (say hello)");
}

#[test]
fn fte_particles_voice_csqc_and_base_angles_on_netquake_as_fteqw_reads_them() {
    // FROM THE SOURCE ONLY: no capture holds these messages yet. The bytes are written as
    // fteqw's server writes them to NetQuake clients (pr_cmds.c: svcdp_trailparticles /
    // pointparticles on sv.nqmulticast; sv_user.c voice relay; sv_ents.c csqc entities and
    // setanglebase, 93257c1a); the values are what CLNQ_ParseServerMessage reads.
    use crate::codec::fte::{PEXT2_REPLACEMENTDELTAS, PEXT2_VOICECHAT, PEXT2_VRINPUTS, PEXT_CSQC};
    use crate::fields::nq_dp::{NqDpParticleCount, NqDpParticleEffect};
    let mut st = NqState {
        protocol: Protocol {
            version: 15,
            pext1: PEXT_CSQC,
            pext2: PEXT2_VOICECHAT | PEXT2_REPLACEMENTDELTAS | PEXT2_VRINPUTS,
            ..Protocol::default()
        },
        known: true,
        ..NqState::default()
    };
    let c = |x: i16| (x * 8).to_le_bytes();
    let mut m = vec![60, 0x01, 0x80, 0x02]; // entity (1 << 8) | 2, as MSG_WriteEntity writes it
    m.extend_from_slice(&5u16.to_le_bytes());
    for v in [1, 2, 3, 4, 5, 6] {
        m.extend_from_slice(&c(v));
    }
    m.push(61);
    m.extend_from_slice(&6u16.to_le_bytes());
    for v in [10, 20, 30, 0, 0, 1] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&12u16.to_le_bytes());
    m.push(62);
    m.extend_from_slice(&7u16.to_le_bytes());
    for v in [-1, -2, -3] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[84, 3, 0x21, 9, 2, 0, 0xde, 0xad]);
    m.extend_from_slice(&[92, 0x05, 0x40, 0x01, 1, 0, 0xaa, 0x07, 0x80, 0, 0]);
    m.extend_from_slice(&[93, 0x02]);
    m.extend_from_slice(&0x4000i16.to_le_bytes());
    m.push(1); // svc_nop: read to the end
    let mut t = Tree::new();
    svc::server_messages(&m, 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(
        t.experts().count(),
        0,
        "{:?}",
        t.experts().collect::<Vec<_>>()
    );
    let all = |f: Field| -> Vec<u64> { t.values(f).filter_map(Value::as_u64).collect() };
    assert_eq!(all(NqSvc), [60, 61, 62, 84, 92, 93, 1]);
    assert_eq!(all(NqFteParticleEntity), [258]);
    assert_eq!(all(NqDpParticleEffect), [5, 6, 7]);
    assert_eq!(all(NqDpParticleCount), [12]);
    assert_eq!(fl(&t, NqTeEndZ), 6.0);
    assert_eq!(all(NqVoiceSender), [3]);
    assert_eq!(all(NqCsqcEntity), [16389, 7, 0]);
    assert_eq!(all(NqCsqcRemove), [1]);
    assert_eq!(all(NqBaseAngleFlags), [2]);
    // without the extensions the same numbers are not FTE's
    let mut plain = NqState {
        protocol: Protocol {
            version: 15,
            pext1: 0x8, // PEXT_TRANS only
            ..Protocol::default()
        },
        known: true,
        ..NqState::default()
    };
    let mut t = Tree::new();
    svc::server_messages(
        &[84, 0, 0, 0, 0, 0],
        0,
        &mut plain,
        &mut t,
        &mut Summary::default(),
    );
    assert_eq!(t.experts().next().unwrap().0, Expert::IllegalCommand);
}

fn variant_state(version: u32) -> NqState {
    NqState {
        protocol: Protocol {
            version,
            ..Protocol::default()
        },
        known: true,
        ..NqState::default()
    }
}

#[test]
fn bjp_reads_a_u16_model_and_darkplaces_extension_bits() {
    // U_SIGNAL|U_MOREBITS|U_ORIGIN1, U_MODEL|U_EXTEND1, then DarkPlaces' U_ALPHA|U_GLOWSIZE;
    // entity 5, model 300 (u16), origin x 8.0, alpha 128, glow size 32
    let msg = [0x83, 0x84, 0x12, 5, 0x2c, 0x01, 0x40, 0x00, 0x80, 0x20];
    let mut st = variant_state(super::wire::PROTOCOL_NEHAHRABJP);
    let mut t = Tree::new();
    svc::server_messages(&msg, 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(
        t.experts().count(),
        0,
        "{:?}",
        t.experts().collect::<Vec<_>>()
    );
    assert_eq!(u(&t, NqU), 0x0012_8483);
    assert_eq!(u(&t, NqModel), 300);
    assert_eq!(fl(&t, NqOriginX), 8.0);
    assert_eq!(u(&t, NqDpUAlphaValue), 128);
    assert_eq!(u(&t, NqDpUGlowSizeValue), 32);
    assert_eq!(u(&t, NqResModel), 300);
    // protocol 15 reads the same bits as Nehahra's transparency floats: these bytes do not frame
    let mut st = variant_state(15);
    let mut t = Tree::new();
    let mut sum = Summary::default();
    svc::server_messages(&msg, 0, &mut st, &mut t, &mut sum);
    assert!(sum.malformed || t.errors > 0);
}

#[test]
fn bjp2_reads_u16_sound_indexes() {
    // svc_sound from the BJP2 session's frame 46: no SND_LARGESOUND, yet a u16 index (28)
    let msg = [
        6, 0, 0xe2, 0x01, 0x1c, 0x00, 0xa0, 0xef, 0x00, 0xed, 0xc8, 0x05,
    ];
    for (version, index, clean) in [(10001, 28, true), (10000, 28, false)] {
        let mut st = variant_state(version);
        let mut t = Tree::new();
        let mut sum = Summary::default();
        svc::server_messages(&msg, 0, &mut st, &mut t, &mut sum);
        assert_eq!(u(&t, NqSoundIndex), index);
        assert_eq!(t.errors == 0 && !sum.malformed, clean, "{version}");
    }
}

#[test]
fn fte_effects_unsized_csqc_and_game_packets_on_netquake_as_fteqw_reads_them() {
    // FROM THE SOURCE ONLY: no capture holds these messages. The bytes are laid out as fteqw's
    // server writes them to NetQuake clients (93257c1a: pr_cmds.c SV_Effect on sv.nqmulticast,
    // sv_ents.c SV_EmitCSQCUpdate with svcdp_csqcentities when replacement deltas are off,
    // net_preparse.c svcfte_cgamepacket); the values are what CLNQ_ParseServerMessage reads.
    use crate::codec::fte::PEXT_CSQC;
    use crate::fields::nq_dp::{NqDpEffectFrameRate, NqDpEffectModel, NqDpEffectStartFrame};
    let mut st = NqState {
        protocol: Protocol {
            version: 15,
            pext1: PEXT_CSQC,
            ..Protocol::default()
        },
        known: true,
        ..NqState::default()
    };
    let c = |x: i16| (x * 8).to_le_bytes();
    // svcnq_effect: origin, model, start frame, count, rate (bytes); effect2 with shorts
    let mut m = vec![52];
    for v in [1, 2, 3] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[4, 0, 5, 10]);
    m.push(53);
    for v in [4, 5, 6] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[0x2c, 0x01, 3, 0, 6, 20]);
    // svcdp_csqcentities: remove 5, then entity 12 whose data only the CSQC can frame
    m.extend_from_slice(&[58, 0x05, 0x80, 12, 0, 0xaa, 0xbb]);
    let mut t = Tree::new();
    svc::server_messages(&m, 0, &mut st, &mut t, &mut Summary::default());
    let e: Vec<_> = t.experts().collect();
    assert!(
        e.len() == 1 && e[0].0 == Expert::Note && e[0].1.contains("CSQC entity 12"),
        "{e:?}"
    );
    let all = |f: Field| -> Vec<u64> { t.values(f).filter_map(Value::as_u64).collect() };
    assert_eq!(all(NqSvc), [52, 53, 58]);
    assert_eq!(all(NqDpEffectModel), [4, 300]);
    assert_eq!(all(NqDpEffectStartFrame), [0, 3]);
    assert_eq!(all(NqDpEffectFrameRate), [10, 20]);
    assert_eq!(all(NqCsqcEntity), [5, 12]);
    assert_eq!(all(NqCsqcRemove), [1]);
    assert_eq!(t.values(NqCsqcData).count(), 1);
    // svcfte_cgamepacket: the whole rest is the CSQC's
    let mut t = Tree::new();
    svc::server_messages(&[83, 9, 8, 7], 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(t.experts().next().unwrap().0, Expert::Note);
    assert_eq!(t.values(NqCsqcData).count(), 1);
    // without PEXT_CSQC, 58 and 83 are not FTE's
    st.protocol.pext1 = 0x8;
    let mut t = Tree::new();
    svc::server_messages(&[83, 9, 8, 7], 0, &mut st, &mut t, &mut Summary::default());
    assert_eq!(t.experts().next().unwrap().0, Expert::UnknownCommand);
}
