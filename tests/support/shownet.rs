//! What a Quake II client's `cl_shownet` log and the codec each show of a server stream, in one
//! shape (tests/q2pro.rs: Q2PRO's own log of R1Q2 and Q2PRO; tests/q2repro.rs: q2proto's log of
//! Q2rePRO).
use quakeshark::codec::q2::Session;
use quakeshark::codec::tree::{NodeKind, Tree, Value};
use quakeshark::codec::{Conversation, Datagram};
use quakeshark::fields::q2::*;

/// id's svc numbers 0–20 as Q2PRO's `MSG_ServerCommandString` and q2proto name them (each
/// dialect's table goes on from 21).
pub const ID_SVC: [&str; 21] = [
    "svc_bad",
    "svc_muzzleflash",
    "svc_muzzleflash2",
    "svc_temp_entity",
    "svc_layout",
    "svc_inventory",
    "svc_nop",
    "svc_disconnect",
    "svc_reconnect",
    "svc_sound",
    "svc_print",
    "svc_stufftext",
    "svc_serverdata",
    "svc_configstring",
    "svc_spawnbaseline",
    "svc_centerprint",
    "svc_download",
    "svc_playerinfo",
    "svc_packetentities",
    "svc_deltapacketentities",
    "svc_frame",
];

/// How a dialect's client names the commands and logs an svc_zpacket.
pub struct Names {
    /// The client's name of each svc number (index = number).
    pub svc: &'static [&'static str],
    /// svc_zpacket's number.
    pub zpacket: u64,
    /// The client logs an END line after a zpacket's inflated messages (Q2PRO does, q2proto
    /// does not).
    pub inner_end: bool,
    /// The client logs no entity whose U_* bits are all clear (q2proto's
    /// `q2proto_debug_shownet_entity_delta_bits`).
    pub skip_bitless: bool,
}

/// What one parsed message showed; an svc_zpacket's inflated messages follow it in place.
#[derive(Debug, Default, PartialEq)]
pub struct Block {
    /// (offset of the command byte, command), then `(end, "END")` per (inner) message
    pub cmds: Vec<(u32, String)>,
    /// (server frame, delta frame)
    pub frames: Vec<(i64, i64)>,
    /// (entity number, removed): packet entities and baselines in order
    pub ents: Vec<(u64, bool)>,
    /// (configstring index, text as `Com_MakePrintable` writes it)
    pub cs: Vec<(u64, String)>,
    /// (print level, text)
    pub prints: Vec<(u64, String)>,
}

/// `Com_EscapeString` (src/common/utils.c).
pub fn printable(s: &str) -> String {
    let mut o = String::new();
    for c in s.chars() {
        match c {
            '\x07' => o.push_str("\\a"),
            '\x08' => o.push_str("\\b"),
            '\t' => o.push_str("\\t"),
            '\n' => o.push_str("\\n"),
            '\x0b' => o.push_str("\\v"),
            '\x0c' => o.push_str("\\f"),
            '\r' => o.push_str("\\r"),
            '\\' => o.push_str("\\\\"),
            '"' => o.push_str("\\\""),
            ' '..='~' => o.push(c),
            _ => o.push_str(&format!("\\x{:02X}", c as u32 & 0xff)),
        }
    }
    o
}

/// Appends what one tree shows; `sources` are the datagram's inflated zpackets, in order.
fn walk(
    t: &Tree,
    len: usize,
    sources: &mut std::slice::Iter<'_, (Tree, usize)>,
    names: &Names,
    b: &mut Block,
) {
    let mut removed = false;
    let mut bitless = false;
    let mut last_cmd = 0;
    let mut frame: Option<i64> = None;
    for n in &t.nodes {
        match &n.kind {
            NodeKind::Field(f, Value::U(v)) if *f == Q2Svc => {
                b.cmds.push((n.start, names.svc[*v as usize].to_string()));
                last_cmd = *v;
                if *v == names.zpacket {
                    let (inner, ilen) = sources.next().expect("an inflated source per svc_zpacket");
                    walk(inner, *ilen, sources, names, b);
                    if !names.inner_end {
                        b.cmds.pop();
                    }
                }
            }
            NodeKind::Flags(f, Value::U(v), _) | NodeKind::Field(f, Value::U(v))
                if *f == Q2EntBits =>
            {
                removed = v & (1 << 6) != 0;
                bitless = *v == 0;
            }
            NodeKind::Field(f, Value::U(v)) if *f == Q2EntNumber && !n.generated && *v != 0 => {
                if !(names.skip_bitless && bitless) {
                    b.ents.push((*v, removed));
                }
                removed = false;
            }
            NodeKind::Field(f, Value::I(v)) if *f == Q2FrameServer => frame = Some(*v),
            NodeKind::Field(f, Value::I(v)) if *f == Q2FrameDelta => {
                b.frames.push((frame.take().unwrap(), *v))
            }
            NodeKind::Field(f, Value::U(v)) if *f == Q2CsIndex && !n.generated => {
                b.cs.push((*v, String::new()))
            }
            NodeKind::Field(f, Value::Str(s)) if *f == Q2CsValue && !n.generated => {
                b.cs.last_mut().unwrap().1 = printable(s)
            }
            NodeKind::Field(f, Value::U(v)) if *f == Q2PrintLevel && last_cmd == 10 => {
                b.prints.push((*v, String::new()))
            }
            NodeKind::Field(f, Value::Str(s)) if *f == Q2Print && last_cmd == 10 => {
                b.prints.last_mut().unwrap().1 = printable(s)
            }
            _ => {}
        }
    }
    b.cmds.push((len as u32, "END".into()));
}

/// The codec's blocks for the server datagrams the client parsed: every netchan datagram
/// from the server with a newer sequence (the client's `Netchan_Process` drops the others), a
/// fragmented message once it is complete.
pub fn codec(name: &str, names: &Names) -> Vec<Block> {
    let path = super::pcap(&format!("{name}.pcapng"));
    let mut s = Session::new(0);
    let mut blocks = Vec::new();
    let mut last_seq = None;
    for u in super::pcap::udp(&path) {
        let d = Datagram {
            frame: u.frame,
            src: u.src,
            dst: u.dst,
            bytes: &u.payload,
            time: 0.0,
        };
        let (_, out) = s.first_pass(&d, true);
        let b = &u.payload;
        if u.src.port != 27910 || b.len() < 8 || b[..4] == [0xff; 4] {
            continue;
        }
        let seq = u32::from_le_bytes(b[..4].try_into().unwrap()) & 0x3fff_ffff;
        if last_seq.is_some_and(|l| seq <= l) {
            continue;
        }
        let sources: Vec<(Tree, usize)> = out
            .sources
            .into_iter()
            .map(|s| (s.tree, s.bytes.len()))
            .collect();
        let mut it = sources.iter();
        let mut blk = Block::default();
        if b[3] & 0x40 != 0 {
            // a Q2PRO fragment: parsed once the message is whole
            let Some(m) = &out.message else { continue };
            walk(m, out.message_len, &mut it, names, &mut blk);
        } else {
            walk(&out.frame, b.len(), &mut it, names, &mut blk);
        }
        last_seq = Some(seq);
        blocks.push(blk);
    }
    blocks
}

/// Holds the codec's reading of `name` to the client's log `engine` (at least `min` messages),
/// message by message; returns how many messages the client parsed.
pub fn compare(name: &str, engine: &[Block], names: &Names, min: usize) -> usize {
    let ours = codec(name, names);
    assert!(
        engine.len() > min,
        "{name}: {} messages in the log",
        engine.len()
    );
    for (i, (e, o)) in engine.iter().zip(&ours).enumerate() {
        assert_eq!(e.cmds, o.cmds, "{name}: message {i}: commands and offsets");
        assert_eq!(e.frames, o.frames, "{name}: message {i}: frames");
        assert_eq!(e.ents, o.ents, "{name}: message {i}: entities");
        assert_eq!(e.cs, o.cs, "{name}: message {i}: configstrings");
        assert_eq!(e.prints, o.prints, "{name}: message {i}: prints");
    }
    // the client stops at svc_disconnect; the server's last datagrams repeat it
    assert!(
        ours.len() >= engine.len() && ours.len() <= engine.len() + 2,
        "{name}: {} parsed by the client, {} by us",
        engine.len(),
        ours.len()
    );
    engine.len()
}

/// How often the client's log names `cmd`, and how many configstrings and entities it shows.
pub fn counts(engine: &[Block], cmd: &str) -> (usize, usize, usize) {
    let n = engine
        .iter()
        .flat_map(|b| &b.cmds)
        .filter(|c| c.1 == cmd)
        .count();
    let cs = engine.iter().map(|b| b.cs.len()).sum();
    let ents = engine.iter().map(|b| b.ents.len()).sum();
    (n, cs, ents)
}
