//! The datagram header: a big-endian `flags | length` word, then (except on control packets) a
//! big-endian sequence.

pub const NETFLAG_DATA: u32 = 0x0001_0000;
pub const NETFLAG_ACK: u32 = 0x0002_0000;
pub const NETFLAG_EOM: u32 = 0x0008_0000;
pub const NETFLAG_UNRELIABLE: u32 = 0x0010_0000;
pub const NETFLAG_CTL: u32 = 0x8000_0000;
/// DarkPlaces' NETFLAG_CRYPTO0–2: random bits in the header of an authenticated datagram
/// (`codec::dp::crypto`), so that resends differ.
pub const NETFLAG_CRYPTO: u32 = 0x7000_0000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Control,
    Data {
        eom: bool,
    },
    Ack,
    Unreliable,
    /// DarkPlaces/FTE-style `0xFFFFFFFF` connectionless text on the NetQuake port.
    Oob,
    /// A flag combination no engine sends.
    Other,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Header {
    pub word: u32,
    pub kind: Kind,
    /// Length field (low 16 bits).
    pub length: u16,
    pub sequence: Option<u32>,
    /// Bytes of header (4 for control, 8 otherwise, 4 for OOB).
    pub size: usize,
}

/// Reads the header without judging it. `None` if the datagram is shorter than a header.
pub fn parse(b: &[u8]) -> Option<Header> {
    parse_masked(b, 0)
}

/// Reads the header of a datagram DarkPlaces' crypto wraps, whose header word also carries
/// NETFLAG_CRYPTO0–2 (random bits: `codec::dp::crypto`).
pub fn parse_crypto(b: &[u8]) -> Option<Header> {
    parse_masked(b, NETFLAG_CRYPTO)
}

/// `parse`, with the flag bits `ignore` set aside when telling the kind.
pub fn parse_masked(b: &[u8], ignore: u32) -> Option<Header> {
    let word = u32::from_be_bytes(b.get(0..4)?.try_into().ok()?);
    if word == 0xffff_ffff {
        return Some(Header {
            word,
            kind: Kind::Oob,
            length: 0,
            sequence: None,
            size: 4,
        });
    }
    let flags = word & 0xffff_0000 & !ignore;
    let kind = match flags {
        NETFLAG_CTL => Kind::Control,
        NETFLAG_DATA => Kind::Data { eom: false },
        f if f == NETFLAG_DATA | NETFLAG_EOM => Kind::Data { eom: true },
        NETFLAG_ACK => Kind::Ack,
        NETFLAG_UNRELIABLE => Kind::Unreliable,
        _ => Kind::Other,
    };
    let (sequence, size) = match kind {
        Kind::Control | Kind::Other => (None, 4),
        _ => (Some(u32::from_be_bytes(b.get(4..8)?.try_into().ok()?)), 8),
    };
    Some(Header {
        word,
        kind,
        length: (word & 0xffff) as u16,
        sequence,
        size,
    })
}

/// Control command bytes engines send.
pub fn known_control(cmd: u8) -> bool {
    matches!(cmd, 0x01..=0x05 | 0x81..=0x86)
}

/// Heuristic test: is this datagram NetQuake? Strict, so that ordinary UDP is rejected:
/// an exact flag combination, a length field equal to the datagram length, and a plausible body.
pub fn looks_like(b: &[u8]) -> bool {
    let Some(h) = parse(b) else { return false };
    match h.kind {
        Kind::Control => {
            h.length as usize == b.len()
                && b.len() >= 5
                && known_control(b[4])
                && super::control::parses(b)
        }
        _ => netchan_shape(&h, b),
    }
}

/// [`looks_like`] for a netchan datagram (DATA, ACK, unreliable) whose header `h` was read from
/// `b`: its length field is the datagram's, and an ACK is the header alone.
#[inline]
pub fn netchan_shape(h: &Header, b: &[u8]) -> bool {
    h.length as usize == b.len()
        && match h.kind {
            Kind::Ack => b.len() == 8,
            Kind::Data { .. } | Kind::Unreliable => b.len() > 8,
            _ => false,
        }
}
