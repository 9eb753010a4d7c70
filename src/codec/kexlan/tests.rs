//! Crafted edge cases for the KEX LAN codec (the real capture is covered by tests/kexlan.rs).

use super::*;
use crate::codec::tree::{Expert, NodeKind, Tree, Value};
use crate::codec::{Conversation, Datagram, Endpoint, Output};
use crate::fields::kexlan::*;
use crate::fields::q2::{Q2Ack, Q2Seq};

const CLIENT: Endpoint = Endpoint {
    addr: [127, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    port: 40000,
};
const SERVER: Endpoint = Endpoint {
    addr: [127, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    port: KEX_PORT,
};

/// One segment as FTE's sender builds it.
fn seg(flags: u8, seq: Option<(u16, u16)>, ty: Option<u8>, data: &[u8]) -> Vec<u8> {
    let size = 2 + seq.map_or(0, |_| 4) + ty.map_or(0, |_| 1) + data.len();
    let word = (size as u16) << 4 | flags as u16;
    let mut v = word.to_be_bytes().to_vec();
    if let Some((a, b)) = seq {
        v.extend_from_slice(&a.to_be_bytes());
        v.extend_from_slice(&b.to_be_bytes());
    }
    v.extend(ty);
    v.extend_from_slice(data);
    v
}

fn to_server(s: &mut Session, frame: u32, b: &[u8]) -> (usize, Output) {
    s.first_pass(
        &Datagram {
            frame,
            src: CLIENT,
            dst: SERVER,
            bytes: b,
            time: 0.0,
        },
        true,
    )
}

fn to_client(s: &mut Session, frame: u32, b: &[u8]) -> (usize, Output) {
    s.first_pass(
        &Datagram {
            frame,
            src: SERVER,
            dst: CLIENT,
            bytes: b,
            time: 0.0,
        },
        true,
    )
}

fn experts(t: &Tree) -> Vec<Expert> {
    t.experts().map(|(e, _)| e).collect()
}

fn strs(t: &Tree, f: crate::fields::Field) -> Vec<String> {
    t.values(f)
        .filter_map(|v| v.as_str().map(str::to_string))
        .collect()
}

const HELLO: &[u8] = b"\x01\x60\x80\x08CRANTIME\x08Quake II\x01";

#[test]
fn handshake_fields() {
    let mut s = Session::new(0);
    let (_, o) = to_server(&mut s, 1, HELLO);
    assert_eq!(strs(&o.frame, KexMagic), ["CRANTIME"]);
    assert_eq!(strs(&o.frame, KexGame), ["Quake II"]);
    assert_eq!(o.frame.first(KexSeats), Some(&Value::U(1)));
    assert_eq!(o.frame.first(KexSize), Some(&Value::U(0x0160)));
    let (_, o) = to_client(&mut s, 2, b"\x00\xd0\x80\x08CRANTIME\x01");
    assert_eq!(o.frame.first(KexSlot), Some(&Value::U(1)));
    assert_eq!(o.frame.first(KexDirection), Some(&Value::U(1)));
    assert!(looks_like(HELLO));
}

#[test]
fn truncated_segment_is_malformed_not_a_panic() {
    let mut b = seg(2, Some((1, 0)), Some(0), &[1, 0, 0, 0, 0, 0, 0, 0]);
    b.truncate(b.len() - 3);
    let (segs, bad) = split(&b);
    assert!(segs.is_empty());
    assert_eq!(bad, Some(Bad::PastEnd { at: 0, size: 15 }));
    let mut s = Session::new(0);
    let (_, o) = to_server(&mut s, 1, &b);
    assert!(o.malformed);
    assert!(experts(&o.frame).contains(&Expert::Truncated));
    // one stray byte after a good segment
    let mut b = seg(0, None, Some(T_ACK), &[0, 0, 5]);
    b.push(0x42);
    let (segs, bad) = split(&b);
    assert_eq!(segs.len(), 1);
    assert_eq!(bad, Some(Bad::ShortHeader { at: 6 }));
    assert!(!looks_like(&b));
}

#[test]
fn size_below_header() {
    // sequenced and typed: the header alone is 7 bytes, the size says 5
    let b = [0x00, 0x52, 0, 1, 0, 1, 0];
    assert_eq!(split(&b).1, Some(Bad::SizeBelowHeader { at: 0, size: 5 }));
    // a zero size never loops
    assert_eq!(
        split(&[0, 0, 0, 0]).1,
        Some(Bad::SizeBelowHeader { at: 0, size: 0 })
    );
    let mut s = Session::new(0);
    let (_, o) = to_server(&mut s, 1, &b);
    assert!(o.malformed);
    assert!(!frames_exactly(&b) && !looks_like(&b));
}

fn zlib(data: &[u8]) -> Vec<u8> {
    let mut z = flate2::Compress::new(flate2::Compression::default(), true);
    let mut out = Vec::with_capacity(data.len() + 64);
    z.compress_vec(data, &mut out, flate2::FlushCompress::Finish)
        .unwrap();
    out
}

#[test]
fn zlib_game_packet_inflates_into_a_q2_source() {
    let line = b"\xff\xff\xff\xffconnect 2023 1 anon \"\\name\\tester\"\n";
    let mut data = vec![0];
    data.extend(zlib(line));
    let b = seg(3, Some((7, 7)), Some(T_ZGAME), &data);
    let mut s = Session::new(0);
    let (idx, o) = to_server(&mut s, 8, &b);
    assert_eq!(o.sources.len(), 1);
    assert_eq!(o.sources[0].bytes, line);
    let t = &o.sources[0].tree;
    assert_eq!(t.first(KexZLength), Some(&Value::U(line.len() as u64)));
    assert!(t
        .nodes
        .iter()
        .any(|n| n.kind == NodeKind::Protocol("q2") && n.len as usize == line.len()));
    assert!(t
        .values(crate::fields::q2::Q2OobCmd)
        .any(|v| v.as_str() == Some("connect")));
    assert!(o.info.contains("zlib Q2"), "{}", o.info);
    // the replay shows the same trees
    let r = s.replay(idx, &b, true).unwrap();
    assert_eq!(r.frame.nodes, o.frame.nodes);
    assert_eq!(r.sources[0].tree.nodes, t.nodes);
}

#[test]
fn bad_zlib_is_an_expert() {
    let b = seg(3, Some((1, 1)), Some(T_ZGAME), &[0, 0x78, 0xda, 1, 2, 3, 4]);
    let mut s = Session::new(0);
    let (_, o) = to_server(&mut s, 1, &b);
    assert!(experts(&o.frame).contains(&Expert::BadCompression));
    assert!(o.sources.is_empty());
    // a stream that would inflate past the limit stops there
    let bomb = zlib(&vec![0u8; MAX_INFLATED + 1]);
    let err = payload::inflate(&bomb).unwrap_err();
    assert!(err.contains("past"), "{err}");
    assert_eq!(payload::inflate(&zlib(b"abc")).unwrap(), b"abc");
    // truncated stream
    let z = zlib(&[7u8; 1000]);
    assert!(payload::inflate(&z[..z.len() / 2]).is_err());
}

/// A reliable game payload with the KEX netchan words, split into `n` fragments.
fn fragments(payload: &[u8], n: usize, rseq0: u16) -> Vec<Vec<u8>> {
    let mut msg = vec![T_GAME];
    msg.extend_from_slice(&q2::kex::KEX_RELIABLE_WORDS);
    msg.extend_from_slice(payload);
    let chunk = msg.len().div_ceil(n);
    msg.chunks(chunk)
        .enumerate()
        .map(|(i, c)| {
            let frag = match i {
                0 => FRAG_FIRST,
                i if i + 1 == n => FRAG_LAST,
                _ => FRAG_MIDDLE,
            };
            let r = rseq0 + i as u16;
            seg(3 | frag, Some((r, r)), None, c)
        })
        .collect()
}

use crate::codec::q2;

#[test]
fn fragments_reassemble_into_one_game_packet() {
    // clc_stringcmd "new" ×40, as a 34 client would send it: long enough for three fragments
    let mut payload = Vec::new();
    for _ in 0..40 {
        payload.extend_from_slice(b"\x04new\0");
    }
    let frags = fragments(&payload, 3, 10);
    let mut s = Session::new(0);
    to_server(&mut s, 1, HELLO);
    let mut outs = Vec::new();
    for (i, f) in frags.iter().enumerate() {
        // something else rides along after the fragment: reassembly must not need the tail
        let mut b = f.clone();
        b.extend(seg(0, None, Some(T_ACK), &[0, 0, 3]));
        outs.push((b.clone(), to_server(&mut s, 10 + i as u32, &b)));
    }
    let (_, (_, first)) = &outs[0];
    assert_eq!(first.frame.first(KexType), Some(&Value::U(0)));
    assert_eq!(first.frame.first(KexFragmentIndex), Some(&Value::U(0)));
    assert!(first.sources.is_empty());
    let (b, (idx, last)) = &outs[2];
    assert_eq!(last.frame.first(KexFragmentCount), Some(&Value::U(3)));
    let frames: Vec<u64> = last
        .frame
        .values(KexFragment)
        .filter_map(Value::as_u64)
        .collect();
    assert_eq!(frames, [10, 11, 12]);
    assert_eq!(last.sources.len(), 1);
    let m = &last.sources[0];
    assert_eq!(m.bytes.len(), 1 + 8 + payload.len());
    assert_eq!(
        m.tree.values(Q2Seq).next(),
        Some(&Value::U(0)),
        "netchan words 0x80000000: sequence 0 with the reliable bit"
    );
    let labelled = m.tree.nodes.iter().any(|n| {
        matches!(n.kind, NodeKind::Field(f, _) if f == Q2Ack)
            && n.label.as_deref().is_some_and(|l| l.contains("0x80000000"))
    });
    assert!(labelled);
    assert!(m.tree.first(KexKexReliable).is_some());
    assert!(last.info.contains("[3 fragments]"), "{}", last.info);
    // the earlier fragments learn where they were reassembled; the replay keeps the tree
    let r0 = s.replay(*idx - 2, &outs[0].0, true).unwrap();
    assert_eq!(r0.frame.first(KexReassembledIn), Some(&Value::U(12)));
    let r2 = s.replay(*idx, b, true).unwrap();
    assert_eq!(r2.frame.nodes, last.frame.nodes);
    assert_eq!(r2.sources[0].tree.nodes, m.tree.nodes);
}

#[test]
fn endless_middle_fragments_hit_the_limit() {
    let chunk = vec![0x55u8; 1200];
    let mut s = Session::new(0);
    let first = seg(3 | FRAG_FIRST, Some((1, 1)), Some(T_GAME), &chunk);
    to_server(&mut s, 1, &first);
    let mut limited = None;
    for i in 0..100u16 {
        let b = seg(3 | FRAG_MIDDLE, Some((2 + i, 2 + i)), None, &chunk);
        let (_, o) = to_server(&mut s, 2 + i as u32, &b);
        if experts(&o.frame).contains(&Expert::LimitExceeded) {
            limited = Some(i);
            break;
        }
    }
    // 1 + 1200 bytes, then 1200 per middle fragment: the 54th (i = 53) passes 64 KiB
    assert_eq!(limited, Some(53));
    // after the limit, the rest of the message is a gap, not a new allocation
    let b = seg(3 | FRAG_LAST, Some((200, 200)), None, &chunk);
    let (_, o) = to_server(&mut s, 300, &b);
    assert!(experts(&o.frame).contains(&Expert::Inconsistent));
    assert!(o.sources.is_empty());
}

#[test]
fn middle_fragment_without_first_is_a_gap() {
    let b = seg(3 | FRAG_MIDDLE, Some((5, 5)), None, b"xyz");
    let mut s = Session::new(0);
    let (_, o) = to_server(&mut s, 1, &b);
    assert!(experts(&o.frame).contains(&Expert::Inconsistent));
    assert!(!o.malformed);
}

#[test]
fn resent_reliable_is_noted_and_not_reassembled_twice() {
    let frags = fragments(b"\x04new\0", 2, 1);
    let mut s = Session::new(0);
    to_server(&mut s, 1, &frags[0]);
    let (_, o) = to_server(&mut s, 2, &frags[0]);
    assert!(experts(&o.frame).contains(&Expert::Retransmission));
    let (_, o) = to_server(&mut s, 3, &frags[1]);
    assert_eq!(o.sources.len(), 1);
    assert_eq!(o.sources[0].bytes.len(), 1 + 8 + 5);
}

#[test]
fn lobby_messages() {
    let mut s = Session::new(0);
    to_server(&mut s, 1, HELLO);
    let mut b = seg(3, Some((1, 1)), Some(T_RULE), b"map\\2box4");
    b.extend(seg(
        3,
        Some((2, 2)),
        Some(T_PLAYER),
        b"\x00\x01\x0bplayername\\",
    ));
    b.extend(seg(3, Some((3, 3)), Some(T_CHAT), b"\x01\x02hi"));
    b.extend(seg(0, None, Some(T_COMMAND), b"\x06kicked"));
    b.extend(seg(2, Some((4, 3)), Some(T_KEEPALIVE), &[0]));
    let (_, o) = to_client(&mut s, 2, &b);
    let t = &o.frame;
    assert_eq!(strs(t, KexRuleKey), ["map"]);
    assert_eq!(strs(t, KexRuleValue), ["2box4"]);
    assert_eq!(strs(t, KexPlayerKey), ["playername"]);
    assert_eq!(strs(t, KexPlayerValue), [""]);
    assert_eq!(t.first(KexPlayerUpdate), Some(&Value::U(0)));
    assert_eq!(t.first(KexPlayerSlot), Some(&Value::U(1)));
    assert_eq!(strs(t, KexChatText), ["hi"]);
    assert_eq!(strs(t, KexCommand), ["kicked"]);
    assert_eq!(t.first(KexKeepalive), Some(&Value::U(0)));
    assert!(experts(t).is_empty(), "{:?}", experts(t));
    assert!(looks_like(&b));
    // a client names only its seat
    let b = seg(3, Some((2, 2)), Some(T_PLAYER), b"\x00\x07q2ent\\1");
    let (_, o) = to_server(&mut s, 3, &b);
    assert_eq!(o.frame.first(KexPlayerUpdate), None);
    assert_eq!(strs(&o.frame, KexPlayerValue), ["1"]);
    // a length that disagrees with the segment
    let b = seg(3, Some((3, 3)), Some(T_CHAT), b"\x01\x09hi");
    let (_, o) = to_server(&mut s, 4, &b);
    assert!(experts(&o.frame).contains(&Expert::LengthMismatch));
}

#[test]
fn heuristic_rejects_other_quake_traffic() {
    // Q2/QW netchan: seq 1, ack 0, a few bytes of payload
    assert!(!looks_like(&[
        1, 0, 0, 0, 0, 0, 0, 0, 4, b'n', b'e', b'w', 0
    ]));
    // NetQuake unreliable and control packets
    assert!(!looks_like(&[0, 0x10, 0, 12, 0, 0, 0, 1, 1, 2, 3, 4]));
    assert!(!looks_like(&[
        0x80, 0, 0, 12, 1, b'Q', b'U', b'A', b'K', b'E', 0, 3
    ]));
    // connectionless
    assert!(!looks_like(b"\xff\xff\xff\xffgetchallenge\n"));
    // a lone game-packet segment frames, but is not claimed on any port by itself
    let g = seg(2, Some((9, 8)), Some(T_GAME), &[1, 0, 0, 0, 0, 0, 0, 0]);
    assert!(frames_exactly(&g) && !looks_like(&g));
    // an unsequenced game packet or an unsequenced reliable is not something FTE sends
    let mut two = seg(0, None, Some(T_GAME), &[1, 2, 3]);
    two.extend(seg(0, None, Some(T_ACK), &[0, 0, 1]));
    assert!(!looks_like(&two));
    let mut r = seg(1, None, Some(T_RULE), b"a\\b");
    r.extend(seg(0, None, Some(T_ACK), &[0, 0, 1]));
    assert!(!looks_like(&r));
    // an ack alone is enough
    assert!(looks_like(&seg(0, None, Some(T_ACK), &[0, 0, 1])));
    // random bytes
    let mut x = 0x1234_5678u32;
    for _ in 0..2000 {
        let n = (x % 64) as usize + 1;
        let v: Vec<u8> = (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                x as u8
            })
            .collect();
        if looks_like(&v) {
            // only what FTE could have sent passes; nothing in this stream does
            panic!("random datagram claimed: {v:02x?}");
        }
    }
}

#[test]
fn unknown_type_is_reported() {
    let b = seg(2, Some((1, 0)), Some(0x42), b"zz");
    let mut s = Session::new(0);
    let (_, o) = to_server(&mut s, 1, &b);
    assert!(experts(&o.frame).contains(&Expert::UnknownCommand));
    assert!(o.frame.first(KexData).is_some());
}

#[test]
fn random_segments_never_panic_and_replay_alike() {
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let types = [
        0x00, 0x01, 0x7f, 0x80, 0x81, 0x82, 0xfc, 0xfd, 0xfe, 0xff, 0x33,
    ];
    let mut s = Session::new(0);
    let mut kept = Vec::new();
    for frame in 1..3000u32 {
        let mut b = Vec::new();
        for _ in 0..(next() % 4 + 1) {
            let flags = (next() % 16) as u8;
            let seq = (flags & 2 != 0).then(|| ((next() % 8) as u16, (next() % 8) as u16));
            let ty = matches!(flags & 0xc, 0 | 4).then(|| types[next() as usize % types.len()]);
            let n = (next() % 24) as usize;
            let mut data: Vec<u8> = (0..n).map(|_| next() as u8).collect();
            if ty == Some(T_NEWCONN) && next() % 2 == 0 {
                data = [MAGIC, &data[..n.min(3)]].concat();
            }
            b.extend(seg(flags, seq, ty, &data));
        }
        if next() % 5 == 0 {
            let cut = next() as usize % (b.len() + 1);
            b.truncate(cut);
        }
        if next() % 7 == 0 {
            // a header word with a random size
            b.extend_from_slice(&(next() as u16).to_be_bytes());
        }
        let (idx, o) = if frame % 2 == 0 {
            to_server(&mut s, frame, &b)
        } else {
            to_client(&mut s, frame, &b)
        };
        let _ = looks_like(&b);
        kept.push((idx, b, o.frame.nodes.len()));
    }
    for (idx, b, n) in &kept {
        let r = s.replay(*idx, b, true).unwrap();
        // only forward references ("reassembled in") may be added on replay
        assert!(r.frame.nodes.len() >= *n);
        assert!(r.frame.nodes.len() <= *n + 8);
    }
}

#[test]
fn a_new_connection_restarts_the_sequences() {
    let rule = seg(3, Some((1, 1)), Some(T_RULE), b"map\\q2dm1");
    let mut s = Session::new(0);
    to_server(&mut s, 1, HELLO);
    let (_, o) = to_client(&mut s, 2, &rule);
    assert!(experts(&o.frame).is_empty());
    let (_, o) = to_client(&mut s, 3, &rule);
    assert!(experts(&o.frame).contains(&Expert::Retransmission));
    // the client reconnects from the same port: reliable sequence 1 is new again
    to_server(&mut s, 4, HELLO);
    let (_, o) = to_client(&mut s, 5, &rule);
    assert!(experts(&o.frame).is_empty(), "{:?}", experts(&o.frame));
}
