//! Crafted edge cases for the rerelease (2022/2023) decoding; real captures are in tests/q2ex.rs.

use super::session::Session;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::Conversation;
use crate::codec::{Datagram, Endpoint, Output};
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::Field;
use std::io::Write;

fn ep(port: u16) -> Endpoint {
    let mut addr = [0u8; 16];
    addr[..4].copy_from_slice(&[127, 0, 0, 1]);
    Endpoint { addr, port }
}

fn feed(s: &mut Session, frame: u32, to_server: bool, b: &[u8]) -> Output {
    let (src, dst) = if to_server {
        (ep(50123), ep(27910))
    } else {
        (ep(27910), ep(50123))
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

fn s2c(seq: u32, payload: &[u8]) -> Vec<u8> {
    let mut b = seq.to_le_bytes().to_vec();
    b.extend_from_slice(&seq.to_le_bytes());
    b.extend_from_slice(payload);
    b
}

fn c2s(seq: u32, payload: &[u8]) -> Vec<u8> {
    let mut b = seq.to_le_bytes().to_vec();
    b.extend_from_slice(&0u32.to_le_bytes());
    b.extend_from_slice(&33542u16.to_le_bytes());
    b.extend_from_slice(payload);
    b
}

fn oob(text: &[u8]) -> Vec<u8> {
    let mut b = vec![0xff; 4];
    b.extend_from_slice(text);
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
fn experts(o: &Output) -> Vec<Expert> {
    // the dialect provenance notes aside
    let mut v: Vec<Expert> = o
        .frame
        .experts()
        .filter(|(_, m)| !m.starts_with("Dialect: "))
        .map(|(e, _)| e)
        .collect();
    for s in &o.sources {
        v.extend(s.tree.experts().map(|(e, _)| e));
    }
    v
}

/// svc_serverdata 2023: tick rate 40, player number -2 with two seats (3 and 4).
fn serverdata_split(proto: i32) -> Vec<u8> {
    let mut b = vec![12];
    b.extend_from_slice(&proto.to_le_bytes());
    b.extend_from_slice(&7i32.to_le_bytes());
    b.push(0);
    b.push(40);
    b.extend_from_slice(b"baseq2\0");
    for v in [-2i16, 2, 3, 4] {
        b.extend_from_slice(&v.to_le_bytes());
    }
    b.extend_from_slice(b"base1\0");
    b
}

fn zlib(data: &[u8]) -> Vec<u8> {
    let mut z = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::default());
    z.write_all(data).unwrap();
    z.finish().unwrap()
}

fn blast(cmd: u8, announced: u16, z: &[u8]) -> Vec<u8> {
    let mut b = vec![cmd];
    b.extend_from_slice(&(z.len() as u16).to_le_bytes());
    b.extend_from_slice(&announced.to_le_bytes());
    b.extend_from_slice(z);
    b
}

/// A session that has seen `connect 2023` and a two-seat serverdata.
fn session() -> Session {
    let mut s = Session::new(0);
    feed(
        &mut s,
        1,
        true,
        &oob(b"connect 2023 1 anon \"\\name_0\\tester\"\n"),
    );
    let o = feed(&mut s, 2, false, &s2c(1, &serverdata_split(2023)));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    s
}

#[test]
fn serverdata_split_screen_and_stringcmd_seat() {
    let mut s = Session::new(0);
    let o = feed(
        &mut s,
        1,
        true,
        &oob(b"connect 2023 2 anon anon2 \"\\name_0\\a\\name_1\\b\"\n"),
    );
    assert_eq!(u(&o.frame, Q2OobNumSplit), 2);
    assert_eq!(o.frame.values(Q2OobSocial).count(), 2);
    // before any serverdata: the stringcmd already carries its seat byte
    let o = feed(&mut s, 2, true, &c2s(1, b"\x04\x02new\0"));
    assert_eq!(u(&o.frame, Q2Seat), 2);
    let o = feed(&mut s, 3, false, &s2c(1, &serverdata_split(2023)));
    assert_eq!(u(&o.frame, Q2SdTickrate), 40);
    assert_eq!(u(&o.frame, Q2SdSplitCount), 2);
    assert_eq!(o.frame.values(Q2SdSplitPlayernum).count(), 2);
    assert_eq!(s.state().seats, 2);
}

#[test]
fn two_seat_frame_has_two_player_states() {
    let mut s = session();
    let mut f = vec![20];
    f.extend_from_slice(&5i32.to_le_bytes());
    f.extend_from_slice(&(-1i32).to_le_bytes());
    f.push(0);
    for seat in 0..2u8 {
        f.push(0); // no areabits
        f.push(17);
        // PS_FOV only, then both stat masks empty
        f.extend_from_slice(&0x0800u16.to_le_bytes());
        f.push(90 + seat);
        f.extend_from_slice(&[0; 8]);
    }
    f.push(18);
    // entity 3: U_ORIGIN1 (float) + U_SOLID via the 4th byte
    f.extend_from_slice(&[0x81, 0x80, 0x80, 0x08, 3]);
    f.extend_from_slice(&0x1234u32.to_le_bytes());
    f.extend_from_slice(&1.5f32.to_le_bytes());
    f.extend_from_slice(&[0, 0]);
    let o = feed(&mut s, 3, false, &s2c(2, &f));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    let fovs: Vec<u64> = o.frame.values(Q2PsFov).filter_map(Value::as_u64).collect();
    assert_eq!(fovs, [90, 91]);
    assert_eq!(fl(&o.frame, Q2EntOriginX), 1.5);
    assert_eq!(u(&o.frame, Q2EntSolid), 0x1234);
}

#[test]
fn configblast_inflates_and_feeds_configstrings() {
    let mut s = session();
    let mut inner = Vec::new();
    inner.extend_from_slice(&63u16.to_le_bytes());
    inner.extend_from_slice(b"maps/base1.bsp\0");
    inner.extend_from_slice(&8255u16.to_le_bytes());
    inner.extend_from_slice(b"world/amb1.wav\0");
    let z = zlib(&inner);
    let o = feed(
        &mut s,
        3,
        false,
        &s2c(2, &blast(22, inner.len() as u16, &z)),
    );
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(o.sources.len(), 1);
    assert_eq!(o.sources[0].bytes, inner);
    assert_eq!(s.state().configstring(63), Some("maps/base1.bsp"));
    assert_eq!(s.state().sound_name(1), Some("world/amb1.wav"));
    assert_eq!(s.state().cs_name(8255), "CS_SOUNDS+1");
}

#[test]
fn spawnbaselineblast_feeds_delta_resolution() {
    let mut s = session();
    // baseline 9: U_ORIGIN1 float 64.0
    let mut inner = vec![0x01, 9];
    inner.extend_from_slice(&64f32.to_le_bytes());
    let z = zlib(&inner);
    let o = feed(
        &mut s,
        3,
        false,
        &s2c(2, &blast(23, inner.len() as u16, &z)),
    );
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(s.state().baselines.get(&9).map(|e| e.origin[0]), Some(64.0));
}

#[test]
fn bad_zlib_and_wrong_sizes_are_experts_not_panics() {
    let mut s = session();
    // not a zlib stream
    let o = feed(
        &mut s,
        3,
        false,
        &s2c(2, &blast(22, 10, b"\x01\x02\x03\x04")),
    );
    assert_eq!(experts(&o), [Expert::BadCompression]);
    assert!(o.sources.is_empty());
    // inflates to more than announced: stopped at the bound
    let inner = vec![0u8; 5000];
    let z = zlib(&inner);
    let o = feed(&mut s, 4, false, &s2c(3, &blast(22, 100, &z)));
    assert_eq!(experts(&o), [Expert::LimitExceeded]);
    // announced larger than it inflates to
    let inner = [0x3f, 0, b'x', 0];
    let z = zlib(&inner);
    let o = feed(&mut s, 5, false, &s2c(4, &blast(22, 9, &z)));
    assert_eq!(experts(&o), [Expert::BadCompression]);
    // compressed length past the datagram: truncated
    let mut b = blast(22, 4, &z);
    b[1] = 0xff;
    let o = feed(&mut s, 6, false, &s2c(5, &b));
    assert_eq!(experts(&o), [Expert::Truncated]);
    assert!(o.malformed);
    // a configstring cut inside the inflated data is flagged in the new source
    let inner = [0x3f];
    let z = zlib(&inner);
    let o = feed(&mut s, 7, false, &s2c(6, &blast(22, 1, &z)));
    assert_eq!(experts(&o), [Expert::Truncated]);
}

#[test]
fn blasts_share_the_per_datagram_inflate_budget() {
    let mut s = session();
    // configstring 0 holding a 59,997-byte string: 60,000 inflated bytes per blast
    let mut inner = vec![0, 0];
    inner.resize(59_999, b'a');
    inner.push(0);
    let z = zlib(&inner);
    let one = blast(22, inner.len() as u16, &z);
    // four fit in 256 KiB, the fifth does not
    let o = feed(&mut s, 3, false, &s2c(2, &one.repeat(5)));
    assert_eq!(experts(&o), [Expert::LimitExceeded]);
    assert_eq!(o.sources.len(), 4);
}

#[test]
fn truncated_rerelease_messages_never_panic() {
    // (message, bytes of a trailing string: an unterminated last string is accepted, as the
    // engines' MSG_ReadString does)
    let msgs: Vec<(Vec<u8>, usize)> = vec![
        (serverdata_split(2023), 6),
        (vec![25, 2, 0x2a, 52, 0x44, 104], 0),
        (vec![27, 0x9f, 0xff, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5], 0),
        (vec![26, 2, b'a', 0, 1, b'b', 0], 2),
        (vec![30, 1, 0, 2, 0, 0, 0, 0, 0], 0),
        (vec![9, 0x4f, 1, 0, 255, 64, 10, 1, 2, 3, 4], 0),
        (vec![24, 5, 0, b'x', 0, 0xff, 0xff], 0),
    ];
    for (m, tail) in msgs {
        for cut in 1..m.len() - tail {
            let mut s = session();
            let o = feed(&mut s, 3, false, &s2c(2, &m[..cut]));
            assert!(o.malformed, "{m:?} cut at {cut}");
        }
    }
}

#[test]
fn sound_with_large_entity_and_2022_positions() {
    let mut s = session();
    // SND_ENT | SND_POS | SND_LARGE_ENT: index, u32 entchan, float pos
    let mut m = vec![9, 0x4c];
    m.extend_from_slice(&5u16.to_le_bytes());
    m.extend_from_slice(&((9000u32 << 3) | 2).to_le_bytes());
    for v in [1f32, 2., 3.] {
        m.extend_from_slice(&v.to_le_bytes());
    }
    let o = feed(&mut s, 3, false, &s2c(2, &m));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(&o.frame, Q2SndEntity), (9000 << 3) | 2);
    assert_eq!(fl(&o.frame, Q2SndPosZ), 3.0);
    // 2022: the same position in 16-bit 1/8 units
    let mut s = Session::new(0);
    let mut sd = serverdata_split(2022);
    sd.truncate(sd.len() - 6 - 6); // back to one seat: playernum 0
    sd.extend_from_slice(&0i16.to_le_bytes());
    sd.extend_from_slice(b"base1\0");
    let o = feed(&mut s, 1, false, &s2c(1, &sd));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    let mut m = vec![9, 0x04];
    m.extend_from_slice(&5u16.to_le_bytes());
    for v in [8i16, 16, 24] {
        m.extend_from_slice(&v.to_le_bytes());
    }
    let o = feed(&mut s, 2, false, &s2c(2, &m));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(fl(&o.frame, Q2SndPosZ), 3.0);
}

#[test]
fn achievement_is_33_and_32_is_muzzleflash3() {
    // the seed document numbers both 32; FTE and q2proto (and their bytes) use 33
    let mut s = session();
    let o = feed(&mut s, 3, false, &s2c(2, b"\x20\x01\x00\x09\x01\x21ACH\0"));
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert_eq!(u(&o.frame, Q2Mz3Flash), 265);
    assert_eq!(
        o.frame.first(Q2Achievement).and_then(Value::as_str),
        Some("ACH")
    );
}

#[test]
fn fte_challenge_trailer_and_client_connect() {
    let mut s = Session::new(0);
    let mut b = b"challenge -5 p=2023\0FRAG".to_vec();
    b.extend_from_slice(&1440u32.to_le_bytes());
    let o = feed(&mut s, 1, false, &oob(&b));
    assert_eq!(u(&o.frame, Q2OobExtValue), 1440);
    assert_eq!(s.state().proto.number, 2023, "the offer sets the dialect");
    let o = feed(&mut s, 2, false, &oob(b"client_connect 2023\n"));
    assert_eq!(u(&o.frame, Q2OobProtocol), 2023);
}

#[test]
fn without_qport_keeps_the_layout_through_connect() {
    // KEX LAN hands over game packets without a qport; `connect 2023` must not add one
    let mut s = Session::new(0).without_qport();
    feed(&mut s, 1, true, &oob(b"connect 2023 1 anon \"name\\x\"\n"));
    let mut b = 0x8000_0000u32.to_le_bytes().to_vec();
    b.extend_from_slice(&0x8000_0000u32.to_le_bytes());
    b.extend_from_slice(b"\x04\x01new\0");
    let o = feed(&mut s, 2, true, &b);
    assert!(experts(&o).is_empty(), "{:?}", experts(&o));
    assert!(o.frame.first(Q2Qport).is_none());
    assert_eq!(u(&o.frame, Q2Seat), 1);
}

#[test]
fn userinfo_split_over_several_arguments() {
    // the seed document's form: suffixed keys, split in 510-character arguments
    let mut s = Session::new(0);
    let o = feed(
        &mut s,
        1,
        true,
        &oob(b"connect 2023 1 anon \"\\name_0\\tester\\skin_0\" \"\\male/grunt\\fov_0\\90\"\n"),
    );
    let keys: Vec<&str> = o
        .frame
        .values(Q2InfoKey)
        .filter_map(Value::as_str)
        .collect();
    assert_eq!(keys, ["name_0", "skin_0", "fov_0"]);
    assert_eq!(o.frame.values(Q2Userinfo).count(), 2);
}
