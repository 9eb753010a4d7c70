//! The KEX LAN transport of the Quake II rerelease (also spoken by FTE): a datagram is a run of
//! segments, each a big-endian word `size << 4 | flags` (size counts the whole segment), two
//! big-endian sequences when sequenced, a type byte in a whole segment or a message's first
//! fragment, then data. Game packets (type 0, and zlib-compressed type 0x7F) are Quake II
//! netchan packets without a qport, handed to `codec::q2`.
//!
//! ## Recognition rule (heuristic on any port)
//! The segments must tile the datagram exactly, and every segment must be one FTE's sender
//! could have produced: reliable implies sequenced, fragments are reliable, unsequenced
//! segments are only new connections, acks and lobby commands, and each known type's payload
//! has its exact shape. On top of that the datagram must carry something no Quake netchan packet
//! has by chance: the `CRANTIME` handshake, or two or more segments, or an ack, keepalive or
//! lobby segment. A lone game-packet segment is claimed on the default port, once its
//! conversation is known, or when its Q2 packet is one Quake II's strict test recognises (a
//! verified stream, or exactly an empty packet of FTE's fragmenting netchan: [`carries_q2`]),
//! which is what a capture started mid-session shows first. On the Q2 port, [`rather_than_q2`]
//! decides between KEX and the classic netchan.

pub mod payload;
pub mod session;

pub use session::{Record, Session};

/// The rerelease's default server port.
pub const KEX_PORT: u16 = 5069;

/// Largest fragmented message reassembled (FTE's receive buffer is 64 KiB).
pub const MAX_MESSAGE: usize = 0x1_0000;
/// Largest inflated type-0x7F game packet accepted.
pub const MAX_INFLATED: usize = 0x1_0000;

pub const T_GAME: u8 = 0x00;
pub const T_MATCH: u8 = 0x01;
pub const T_ZGAME: u8 = 0x7f;
pub const T_NEWCONN: u8 = 0x80;
pub const T_KEEPALIVE: u8 = 0x81;
pub const T_ACK: u8 = 0x82;
pub const T_CHAT: u8 = 0xfc;
pub const T_PLAYER: u8 = 0xfd;
pub const T_COMMAND: u8 = 0xfe;
pub const T_RULE: u8 = 0xff;

pub const F_RELIABLE: u8 = 1;
pub const F_SEQUENCED: u8 = 2;
pub const FRAG_FIRST: u8 = 0x4;
pub const FRAG_MIDDLE: u8 = 0x8;
pub const FRAG_LAST: u8 = 0xc;

/// The handshake magic, length-prefixed as on the wire.
pub const MAGIC: &[u8] = b"\x08CRANTIME";

/// One segment's framing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seg {
    /// Offset of the header word.
    pub start: usize,
    pub size: usize,
    pub flags: u8,
    /// Segment and reliable sequence (sequenced segments).
    pub seq: Option<(u16, u16)>,
    /// Offset after the header word and sequences (the type byte, if the segment has one).
    pub body: usize,
}

impl Seg {
    pub fn end(&self) -> usize {
        self.start + self.size
    }
    pub fn frag(&self) -> u8 {
        self.flags & 0xc
    }
    pub fn reliable(&self) -> bool {
        self.flags & F_RELIABLE != 0
    }
    /// Whole segments and first fragments start with the type byte.
    pub fn type_byte(&self, b: &[u8]) -> Option<u8> {
        if matches!(self.frag(), 0 | FRAG_FIRST) && self.body < self.end() {
            b.get(self.body).copied()
        } else {
            None
        }
    }
    /// Where the type-specific payload starts.
    pub fn payload(&self) -> usize {
        if matches!(self.frag(), 0 | FRAG_FIRST) {
            self.body + 1
        } else {
            self.body
        }
    }
}

/// Why framing stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bad {
    /// Fewer than 2 bytes left for a header word.
    ShortHeader { at: usize },
    /// The size field is smaller than the segment's own header.
    SizeBelowHeader { at: usize, size: usize },
    /// The segment runs past the end of the datagram.
    PastEnd { at: usize, size: usize },
}

/// The datagram's segments in order; the walk stops after the first framing error.
pub fn segments(b: &[u8]) -> impl Iterator<Item = Result<Seg, Bad>> + '_ {
    let mut i = 0;
    std::iter::from_fn(move || {
        if i >= b.len() {
            return None;
        }
        let r = seg_at(b, i);
        i = r.as_ref().map_or(b.len(), Seg::end);
        Some(r)
    })
}

/// Frames the segment whose header word is at `b[i]`.
fn seg_at(b: &[u8], i: usize) -> Result<Seg, Bad> {
    let Some(w) = b.get(i..i + 2) else {
        return Err(Bad::ShortHeader { at: i });
    };
    let word = u16::from_be_bytes([w[0], w[1]]);
    let (size, flags) = ((word >> 4) as usize, (word & 0xf) as u8);
    let sequenced = flags & F_SEQUENCED != 0;
    let typed = matches!(flags & 0xc, 0 | FRAG_FIRST);
    let header = 2 + if sequenced { 4 } else { 0 } + typed as usize;
    if size < header {
        return Err(Bad::SizeBelowHeader { at: i, size });
    }
    if i + size > b.len() {
        return Err(Bad::PastEnd { at: i, size });
    }
    let seq = sequenced.then(|| {
        (
            u16::from_be_bytes([b[i + 2], b[i + 3]]),
            u16::from_be_bytes([b[i + 4], b[i + 5]]),
        )
    });
    Ok(Seg {
        start: i,
        size,
        flags,
        seq,
        body: i + 2 + if sequenced { 4 } else { 0 },
    })
}

/// Splits a datagram into segments; the error, if any, says where framing failed (the
/// segments before it are good).
pub fn split(b: &[u8]) -> (Vec<Seg>, Option<Bad>) {
    let mut segs = Vec::new();
    for r in segments(b) {
        match r {
            Ok(s) => segs.push(s),
            Err(bad) => return (segs, Some(bad)),
        }
    }
    (segs, None)
}

/// Whether the datagram's segments tile it exactly (no allocation: the heuristic and the
/// port test run this on datagrams that are mostly not KEX).
pub fn frames_exactly(b: &[u8]) -> bool {
    !b.is_empty() && segments(b).all(|r| r.is_ok())
}

/// The handshake segment's magic is there.
fn is_newconn(b: &[u8], s: &Seg) -> bool {
    s.type_byte(b) == Some(T_NEWCONN) && b[s.payload()..s.end()].starts_with(MAGIC)
}

/// Whether a segment has a shape FTE's sender produces (see the module comment).
fn plausible(b: &[u8], s: &Seg) -> bool {
    let f = s.flags;
    if f & F_RELIABLE != 0 && f & F_SEQUENCED == 0 {
        return false;
    }
    if s.frag() != 0 {
        return f & 3 == 3;
    }
    let Some(ty) = s.type_byte(b) else {
        return false;
    };
    let p = &b[s.payload()..s.end()];
    if f == 0 && !matches!(ty, T_NEWCONN | T_ACK | T_COMMAND) {
        return false;
    }
    let counted = |p: &[u8]| p.first().is_some_and(|&n| n as usize == p.len() - 1);
    match ty {
        T_GAME | T_MATCH | T_ZGAME => true,
        T_NEWCONN => p.starts_with(MAGIC),
        T_KEEPALIVE => p.len() == 1,
        T_ACK => p.len() == 3 && p[0] <= 1,
        T_CHAT => p.len() >= 2 && counted(&p[1..]),
        T_PLAYER => (p.len() >= 2 && counted(&p[1..])) || (p.len() >= 3 && counted(&p[2..])),
        T_COMMAND => !p.is_empty() && counted(p),
        T_RULE => p.contains(&b'\\'),
        _ => false,
    }
}

/// Heuristic test (see the module comment). Strict: ordinary UDP is rejected.
pub fn looks_like(b: &[u8]) -> bool {
    if !frames_exactly(b) {
        return false;
    }
    // every segment frames, so the walks below see them all
    let segs = || segments(b).flatten();
    if segs().any(|s| is_newconn(b, &s)) {
        return true;
    }
    if !segs().all(|s| plausible(b, &s)) {
        return false;
    }
    let mut it = segs();
    let Some(first) = it.next() else {
        return false;
    };
    it.next().is_some()
        || first
            .type_byte(b)
            .is_some_and(|t| matches!(t, T_ACK | T_KEEPALIVE | T_CHAT | T_PLAYER | T_RULE))
}

/// The Quake II packet of a datagram that is one sequenced game-packet segment.
fn lone_game_packet(b: &[u8]) -> Option<&[u8]> {
    let mut it = segments(b);
    let (Some(Ok(s)), None) = (it.next(), it.next()) else {
        return None;
    };
    if s.size != b.len() || s.seq.is_none() || s.type_byte(b) != Some(T_GAME) || !plausible(b, &s) {
        return None;
    }
    Some(&b[s.payload()..s.end()])
}

/// A lone sequenced game-packet segment whose Quake II packet (no qport, either direction)
/// passes Quake II's strict stream test: what a capture started mid-session on another port
/// shows before its first ack. A classic netchan datagram would have to frame as a KEX segment
/// and carry a verified Q2 stream 7 bytes in (or exactly an empty FRAG packet).
pub fn carries_q2(b: &[u8]) -> bool {
    let Some(game) = lone_game_packet(b) else {
        return false;
    };
    // or an empty packet on FTE's fragmenting netchan (most of what an idle session sends):
    // sequence and ack words without their top bits, a zero fragment word, nothing else
    let word = |i: usize| u32::from_le_bytes([game[i], game[i + 1], game[i + 2], game[i + 3]]);
    if game.len() == 10 && game[8..] == [0, 0] && word(0) & 0xc000_0000 == 0 && word(0) != 0 {
        return word(4) & 0x4000_0000 == 0;
    }
    crate::codec::q2::netchan::stream_dialect(game, false, 0).is_some()
        || crate::codec::q2::netchan::stream_dialect(game, true, 0).is_some()
}

/// Where a datagram could be KEX LAN or the classic Quake II netchan (a capture started
/// mid-session on the Q2 port, whose KEX traffic is mostly lone game segments, many of them
/// empty netchan packets): KEX when [`surely`], or when it is a lone game segment that no
/// classic reading decodes cleanly (either direction) while its own Q2 packet is not
/// contradicted.
pub fn rather_than_q2(b: &[u8]) -> bool {
    if surely(b) {
        return true;
    }
    let Some(game) = lone_game_packet(b) else {
        return false;
    };
    use crate::codec::q2::netchan::{judge, Reading, Verdict};
    let readings = Reading::classic();
    let classic_bad = readings.iter().all(|&r| {
        judge(b, true, 2, r) != Verdict::Clean && judge(b, false, 2, r) != Verdict::Clean
    });
    classic_bad
        && readings.iter().any(|&r| {
            judge(game, true, 0, r) != Verdict::Bad || judge(game, false, 0, r) != Verdict::Bad
        })
}

/// Strong evidence of KEX LAN, enough to take a conversation from another family:
/// [`looks_like`] or [`carries_q2`].
pub fn surely(b: &[u8]) -> bool {
    looks_like(b) || carries_q2(b)
}

#[cfg(test)]
mod tests;
