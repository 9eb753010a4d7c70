//! The netchan header (two little-endian sequence words, a qport from the client) and the
//! heuristic that decides whether a datagram is Quake II.
//!
//! ## Recognition rule (heuristic on any port)
//! QuakeWorld uses the same header layout (LE sequence/ack with reliable bits, a 16-bit qport
//! from the client), so the header alone cannot tell Q2 from QW. A datagram is claimed when:
//! * it is connectionless (`FF FF FF FF`) and its text is Q2-specific: `challenge <n>` (QW
//!   answers `c<n>`), `client_connect` (QW: `j`), `connect 34|35|36|2022|2023 …` (QW:
//!   `connect 28 …`), `info 34|35|36`, an `info\n` reply, a `status` reply (`print\n\key\…`;
//!   QW: `n\…`), or FTE's `getchallenge <n> "Quake2"`.
//!   Lines both games share (`getchallenge`, `status`, `ping`, `print`, `rcon`) are only taken
//!   on port 27910 or in a conversation that is already Q2;
//! * or it is a netchan packet (classic, or with FTE's fragment word 0 after the qport) whose
//!   whole payload decodes as a Q2 (34 or 2023) message stream
//!   without error and begins with something no QW stream has: a `svc_serverdata` announcing
//!   34/35/36/2022/2023, a `svc_frame` with its 0x11 player-state marker (or such a frame behind
//!   a few reliable messages), or a `clc_move` whose checksum (which mixes in the packet
//!   sequence) verifies, first or behind a string command or userinfo.
//!
//! The shell also lets these tests take a conversation that NetQuake or QuakeWorld holds (a
//! client's `getchallenge` to a Q2 server on another port is QuakeWorld's until the server's
//! `challenge <n>` answers). After a hit the conversation belongs to Q2, so the rest of the session (string commands,
//! configstrings, …) is taken without further tests. NetQuake datagrams (big-endian length word
//! equal to the datagram size) never pass: the oob text and stream tests fail on them.

use super::state::{Dialect, Proto, Q2State};
use super::{clc, oob, svc, Summary};
use crate::codec::tree::Tree;

/// The netchan words of a reliable payload in its own KEX reliable segment (sequence 0 with the
/// reliable bit, ack 0 with the reliable-ack bit; the kex module labels them).
pub const KEX_RELIABLE_WORDS: [u8; 8] = [0, 0, 0, 0x80, 0, 0, 0, 0x80];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub seq_word: u32,
    pub ack_word: u32,
    /// Qport and its size in bytes (client → server only).
    pub qport: Option<(u16, usize)>,
    /// Q2PRO new netchan fragment word.
    pub frag: Option<u16>,
    /// FTE's fragment word (0: a whole packet).
    pub fte_frag: Option<u16>,
    pub size: usize,
}

impl Header {
    pub fn reliable(&self) -> bool {
        self.seq_word & 0x8000_0000 != 0
    }
    pub fn seq(&self, new_nc: bool) -> u32 {
        if new_nc {
            self.seq_word & 0x3fff_ffff
        } else {
            self.seq_word & 0x7fff_ffff
        }
    }
    pub fn ack(&self, new_nc: bool) -> u32 {
        if new_nc {
            self.ack_word & 0x3fff_ffff
        } else {
            self.ack_word & 0x7fff_ffff
        }
    }
    /// FTE's fragment word, when it says this datagram is a fragment: byte offset and whether
    /// more follow.
    pub fn fte_fragment(&self) -> Option<(usize, bool)> {
        let w = self.fte_frag.filter(|&w| w != 0)?;
        Some((((w & !1) as usize) << 2, w & 1 != 0))
    }
}

/// How a datagram's header is laid out (fixed per conversation and direction).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Layout {
    /// Qport bytes on client → server packets: 2 (34), 1 or 0 (35/36).
    pub qport_len: u8,
    /// Q2PRO's fragmenting netchan (`nc=1`).
    pub new_nc: bool,
    /// FTE's fragmenting netchan (connect's `0x47415246 <mtu>` line): a 16-bit fragment word
    /// after the qport, both ways.
    pub fte_frag: bool,
}

pub fn is_oob(b: &[u8]) -> bool {
    b.get(0..4) == Some(&[0xff; 4])
}

/// Parses the header; `None` when the datagram is too short for it.
pub fn parse(b: &[u8], qport_len: usize, new_nc: bool) -> Option<Header> {
    parse_with(b, qport_len, new_nc, false)
}

/// Parses the header of a layout (the qport only client → server).
pub fn parse_layout(b: &[u8], l: Layout, to_server: bool) -> Option<Header> {
    let ql = if to_server { l.qport_len as usize } else { 0 };
    parse_with(b, ql, l.new_nc, l.fte_frag)
}

/// [`parse`], with FTE's fragment word after the qport when `fte` is set.
pub fn parse_with(b: &[u8], qport_len: usize, new_nc: bool, fte: bool) -> Option<Header> {
    let w =
        |i: usize| -> Option<u32> { Some(u32::from_le_bytes(b.get(i..i + 4)?.try_into().ok()?)) };
    let seq_word = w(0)?;
    let ack_word = w(4)?;
    let mut size = 8;
    let qport = match qport_len {
        2 => {
            let q = u16::from_le_bytes(b.get(8..10)?.try_into().ok()?);
            size = 10;
            Some((q, 2))
        }
        1 => {
            let q = *b.get(8)? as u16;
            size = 9;
            Some((q, 1))
        }
        _ => None,
    };
    let frag = if new_nc && seq_word & 0x4000_0000 != 0 {
        let f = u16::from_le_bytes(b.get(size..size + 2)?.try_into().ok()?);
        size += 2;
        Some(f)
    } else {
        None
    };
    let fte_frag = if fte {
        let f = u16::from_le_bytes(b.get(size..size + 2)?.try_into().ok()?);
        size += 2;
        Some(f)
    } else {
        None
    };
    Some(Header {
        seq_word,
        ack_word,
        qport,
        frag,
        fte_frag,
        size,
    })
}

/// Whether the payload decodes cleanly as a server stream that starts like Q2, and as which
/// dialect.
fn server_stream_dialect(p: &[u8]) -> Option<Proto> {
    let strong = match p.first() {
        Some(12) => p.get(1..5).is_some_and(|v| {
            matches!(
                i32::from_le_bytes(v.try_into().unwrap()),
                34..=36 | 2022 | 2023
            )
        }),
        Some(20) => {
            let w = |i: usize| {
                p.get(i..i + 4)
                    .map(|v| i32::from_le_bytes(v.try_into().unwrap()))
            };
            match (w(1), w(5), p.get(10)) {
                (Some(frame), Some(delta), Some(&n)) => {
                    frame > 0
                        && (delta == -1 || (delta > 0 && delta < frame))
                        && n <= 32
                        && p.get(11 + n as usize) == Some(&17)
                }
                _ => false,
            }
        }
        _ => false,
    };
    // a frame behind a few reliable messages (print, stufftext, configstring, sound…): the
    // whole payload must decode and hold a svc_frame (whose player-state and entity markers
    // the decoder checks)
    let lead = !strong && matches!(p.first(), Some(1..=3 | 9..=11 | 13 | 15)) && p.contains(&20);
    if !strong && !lead {
        return None;
    }
    // a 34 stream, or (a capture starting mid-game) a 2023 one: same frame header and markers
    [
        Proto::default(),
        Proto::with_number(Dialect::Rerelease, 2023),
    ]
    .into_iter()
    .find(|&proto| {
        let mut st = Q2State {
            proto,
            ..Q2State::default()
        };
        let mut t = Tree::disabled();
        let mut sum = Summary::default();
        let mut ctx = svc::Ctx::probe();
        svc::server_messages(p, 0, &mut st, &mut ctx, &mut t, &mut sum);
        t.errors == 0 && !sum.malformed && ctx.clean && (strong || sum.text().contains("frame"))
    })
}

/// Whether the payload is a 34 (or 2023) client stream starting with a clc_move whose checksum
/// verifies, and as which dialect.
fn client_stream_dialect(p: &[u8], seq: u32) -> Option<Proto> {
    // a clc_move first, or behind a nop, userinfo or string command (its checksum verifies
    // either way)
    if !matches!(p.first(), Some(1..=4)) || (p[0] != 2 && !p.contains(&2)) {
        return None;
    }
    [
        Proto::default(),
        Proto::with_number(Dialect::Rerelease, 2023),
    ]
    .into_iter()
    .find(|&proto| {
        // 2023's clc_move has the frame number first: it must be one (-1 or a 27-bit count)
        let lastframe = p
            .get(1..5)
            .map(|v| i32::from_le_bytes(v.try_into().unwrap()));
        if proto.rerelease() && p[0] == 2 && !lastframe.is_some_and(|f| (-1..1 << 27).contains(&f))
        {
            return false;
        }
        let st = Q2State {
            proto,
            ..Q2State::default()
        };
        let mut t = Tree::disabled();
        let mut sum = Summary::default();
        let mut probe = clc::Probe::default();
        clc::client_messages(p, 0, &st, seq, &mut probe, &mut t, &mut sum);
        t.errors == 0 && !sum.malformed && probe.checksum_ok == Some(true) && probe.clean
    })
}

/// Heuristic test (see the module comment). Strict: ordinary UDP is rejected.
pub fn looks_like(b: &[u8]) -> bool {
    if is_oob(b) {
        return oob::q2_specific(&b[4..]);
    }
    if b.len() < 9 {
        return false;
    }
    // server → client: no qport; client → server (34): 16-bit qport, then a clc_move. Each
    // also with FTE's fragment word (0 on a whole packet) after that
    stream_dialect(b, false, 2).is_some() || stream_dialect(b, true, 2).is_some()
}

/// The dialect a netchan datagram's payload decodes as (34 first, then 2023), if it starts like
/// a Q2 stream at all (see the module comment), on the classic netchan or on FTE's fragmenting
/// one (its fragment word 0).
pub fn stream_dialect(b: &[u8], to_server: bool, qport_len: usize) -> Option<Proto> {
    if is_oob(b) {
        return None;
    }
    let ql = if to_server { qport_len } else { 0 };
    [false, true].into_iter().find_map(|fte| {
        let h = parse_with(b, ql, false, fte)?;
        if h.fte_frag.is_some_and(|w| w != 0) {
            return None;
        }
        let payload = b.get(h.size..)?;
        if to_server {
            client_stream_dialect(payload, h.seq(false))
        } else {
            server_stream_dialect(payload)
        }
    })
}

/// One way of reading a conversation whose handshake is not in the capture: a dialect (with the
/// switches its serverdata would have set), the client's qport size, Q2PRO's fragmenting netchan
/// and whether FTE's fragment word follows the qport.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    pub proto: Proto,
    pub fte_frag: bool,
    /// Qport bytes on client → server packets: 2 (34, the rerelease), 1 or 0 (R1Q2, Q2PRO: a
    /// byte, none when the client's qport is 0).
    pub qport_len: u8,
    /// Q2PRO's fragmenting netchan (`nc=1`).
    pub new_nc: bool,
}

/// The newest R1Q2 minor version (1905: 32-bit solid).
pub const R1Q2_MINOR: u16 = 1905;
/// Q2rePRO's minor version (1024, the Q2PRO one it forked at, the only one so far; its
/// servers send 0, and neither changes the wire).
pub const Q2REPRO_MINOR: u16 = 1024;
/// The newest Q2PRO minor version (1026: short angles, 16-bit client number, extensions v2 with
/// 17 player-state bits when the server enables them).
pub const Q2PRO_MINOR: u16 = 1026;

impl Reading {
    /// The readings of 34, 2023 and 2022 (16-bit qport), each on the classic netchan and on
    /// FTE's fragmenting one, in order of preference.
    pub fn classic() -> Vec<Reading> {
        let protos = [
            Proto::of(Dialect::V34),
            Proto::with_number(Dialect::Rerelease, 2023),
            Proto::with_number(Dialect::Rerelease, 2022),
        ];
        let mut v = Vec::with_capacity(6);
        for fte_frag in [false, true] {
            for proto in protos {
                v.push(Reading {
                    proto,
                    fte_frag,
                    qport_len: 2,
                    new_nc: false,
                });
            }
        }
        v
    }

    /// The readings inference tries, in order of preference: [`Reading::classic`], then R1Q2 35
    /// and Q2PRO 36 at their newest minor versions (Q2PRO without protocol extensions, with them,
    /// with extensions v2; its fragmenting netchan before the classic one), then Q2rePRO 1038,
    /// each with a 1-byte qport and without one.
    pub fn candidates() -> Vec<Reading> {
        let mut v = Reading::classic();
        let mut enhanced = vec![(svc::serverdata_proto(Dialect::R1q2, R1Q2_MINOR, 0), false)];
        for flags in [0, 0x08, 0x18] {
            for new_nc in [true, false] {
                let p = svc::serverdata_proto(Dialect::Q2pro, Q2PRO_MINOR, flags);
                enhanced.push((p, new_nc));
            }
        }
        // Q2rePRO last: its own netchan is always the fragmenting one, its game the rerelease's
        enhanced.push((
            svc::serverdata_proto(Dialect::Q2repro, Q2REPRO_MINOR, 0),
            true,
        ));
        for qport_len in [1, 0] {
            for &(proto, new_nc) in &enhanced {
                v.push(Reading {
                    proto,
                    fte_frag: false,
                    qport_len,
                    new_nc,
                });
            }
        }
        v
    }
}

/// What one datagram says about a [`Reading`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The payload decodes to its end without an error.
    Clean,
    /// The header or payload does not fit the reading.
    Bad,
    /// An empty packet whose FTE fragment word is 0: the header fits exactly, nothing else to
    /// judge (it rules out the readings without the word, whose payload would be `00 00`).
    Fits,
    /// Nothing to judge (connectionless, empty, or a fragment of a longer message).
    Silent,
}

/// Decodes a netchan datagram's payload (scratch state, no tree) under a reading: whether it
/// decodes cleanly. `qport_len` is the client's qport size (the reading's, 0 inside KEX LAN).
pub fn judge(b: &[u8], to_server: bool, qport_len: usize, r: Reading) -> Verdict {
    if is_oob(b) {
        return Verdict::Silent;
    }
    let ql = if to_server { qport_len } else { 0 };
    let Some(h) = parse_with(b, ql, r.new_nc, r.fte_frag) else {
        return Verdict::Bad;
    };
    if h.frag.is_some() || h.fte_frag.is_some_and(|w| w != 0) {
        // a fragment (or, on the classic netchan, the payload's first two bytes): only a
        // message's first fragment could be judged, and it is cut short
        return Verdict::Silent;
    }
    let Some(p) = b.get(h.size..).filter(|p| !p.is_empty()) else {
        return if h.fte_frag == Some(0) {
            Verdict::Fits
        } else {
            Verdict::Silent
        };
    };
    let mut st = Q2State {
        proto: r.proto,
        ..Q2State::default()
    };
    let mut t = Tree::disabled();
    let mut sum = Summary::default();
    let clean = if to_server {
        let mut probe = clc::Probe::default();
        clc::client_messages(p, 0, &st, h.seq(r.new_nc), &mut probe, &mut t, &mut sum);
        // 34's move checksum mixes in the sequence: a wrong header layout fails it (q2proto's
        // 2023 encoder writes checksums that never verify, so the rerelease is not held to it)
        probe.clean && (probe.checksum_ok != Some(false) || r.proto.rerelease())
    } else {
        let mut ctx = svc::Ctx::probe();
        svc::server_messages(p, 0, &mut st, &mut ctx, &mut t, &mut sum);
        ctx.clean
    };
    if clean && t.errors == 0 && !sum.malformed {
        Verdict::Clean
    } else {
        Verdict::Bad
    }
}
