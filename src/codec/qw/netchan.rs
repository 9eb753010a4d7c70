//! The QuakeWorld netchan header: sequence and acknowledgement words (big-endian when FTE's
//! STUN-aware extension is in force), the client's qport and FTE FRAG's fragment word. Read by
//! the session with the negotiated extensions and by inference with guessed ones.

use crate::codec::Dir;

/// The netchan header as laid out in this datagram.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Header {
    pub seq_word: u32,
    pub ack_word: u32,
    pub stun: bool,
    pub qport: Option<u16>,
    pub frag: Option<u16>,
    pub size: usize,
}

/// The header read with STUN-aware (big-endian) words or not, with FRAG's word or not.
pub(crate) fn header_with(b: &[u8], stun: bool, frag: bool, dir: Dir) -> Option<Header> {
    if b.len() < 8 {
        return None;
    }
    let w = |i: usize| {
        let a = [b[i], b[i + 1], b[i + 2], b[i + 3]];
        if stun {
            u32::from_be_bytes(a)
        } else {
            u32::from_le_bytes(a)
        }
    };
    let (seq_word, ack_word) = (w(0), w(4));
    let mut size = 8;
    let qport = if dir == Dir::ToServer {
        let q = u16::from_le_bytes([*b.get(8)?, *b.get(9)?]);
        size += 2;
        Some(q)
    } else {
        None
    };
    let frag = if frag {
        let f = u16::from_le_bytes([*b.get(size)?, *b.get(size + 1)?]);
        size += 2;
        Some(f)
    } else {
        None
    };
    Some(Header {
        seq_word,
        ack_word,
        stun,
        qport,
        frag,
        size,
    })
}
