//! d0_blind_id crypto on DarkPlaces' NetQuake transport.
//!
//! When both engines hold d0_blind_id keys, DarkPlaces authenticates the connection in its
//! connectionless handshake (`d0pk\cnt\0` … `\cnt\6` lines between `challenge` and `connect`)
//! and from `accept` on wraps every netchan datagram (DATA, ACK, unreliable; never a
//! connectionless line or a 0x80000000 control packet) one of two ways (crypto.c,
//! `Crypto_EncryptPacket`):
//!
//! * authenticated: a 16-byte HMAC-SHA-256 (truncated) of the datagram, then the datagram as
//!   usual. Its header then carries NETFLAG_CRYPTO0–2, random bits that make resends differ.
//!   Should the prefix's first word read as a connectionless marker or as a NetQuake control
//!   header, its first byte is flipped by 0x80: it is opaque either way.
//! * encrypted (AES, `crypto_aeslevel`): one byte saying how many bytes the wrapping added
//!   (16 + padding: 16–31), 15 bytes of the HMAC, then the datagram AES-CBC encrypted (the
//!   first 16 bytes are the IV) and zero-padded to 16 bytes. Nothing of it can be read
//!   without the session key.
//!
//! Which one is in force is told by the server's `d0pk\cnt\1` or `\cnt\5` line (`\aes\0|1`),
//! and takes effect at `accept`. A capture that starts later infers it: a datagram whose
//! header does not read at byte 0 but does after 16 bytes is authenticated; one that reads
//! neither way and has the encrypted shape is encrypted.

use super::super::nq::header::{self, Kind};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::nq::*;

/// The HMAC that prefixes an authenticated datagram.
pub const HMAC_LEN: usize = 16;

/// How netchan datagrams are wrapped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// The HMAC prefix, then the datagram in clear.
    Hmac,
    /// Encrypted with AES.
    Aes,
}

impl Layer {
    /// `nq.dp.crypto.layer`'s value.
    pub fn code(self) -> u64 {
        match self {
            Layer::Hmac => 1,
            Layer::Aes => 2,
        }
    }
}

/// What a conversation knows of its crypto (part of the NetQuake state).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CryptoState {
    /// What the server's d0pk line chose, until `accept` puts it in force.
    pub offered: Option<Layer>,
    /// The wrapping in force, the frame that put it there (the `accept`, or the datagram it
    /// was inferred from), and whether it was inferred.
    pub layer: Option<(Layer, u32, bool)>,
}

/// How one datagram is wrapped (kept per datagram).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Wrap {
    #[default]
    Plain,
    Hmac,
    Aes,
}

/// Whether `b` is a whole netchan datagram (DATA, ACK or unreliable, its length field equal to
/// its length) once DarkPlaces' crypto flag bits are set aside.
fn netchan_at(b: &[u8]) -> bool {
    header::parse_crypto(b).is_some_and(|h| {
        h.length as usize == b.len()
            && match h.kind {
                Kind::Ack => b.len() == 8,
                Kind::Data { .. } | Kind::Unreliable => b.len() > 8,
                _ => false,
            }
    })
}

/// Whether `b` reads as an authenticated datagram: a netchan datagram after 16 bytes.
pub fn hmac_shape(b: &[u8]) -> bool {
    b.len() >= HMAC_LEN + 8 && netchan_at(&b[HMAC_LEN..])
}

/// Whether `b` has the shape of an encrypted datagram: whole AES blocks after the 16-byte
/// head, whose first byte (16 + padding) leaves at least a netchan header of plaintext.
pub fn aes_shape(b: &[u8]) -> bool {
    b.len() >= 32 && b.len() % 16 == 0 && (16..32).contains(&b[0]) && b.len() - b[0] as usize >= 8
}

/// Whether a datagram is one the NetQuake heuristic should take although its header does not
/// read at byte 0: an authenticated DarkPlaces datagram (as strict as a plain header: the
/// length field must equal the length after the prefix).
pub fn looks_like(b: &[u8]) -> bool {
    hmac_shape(b) && !header::looks_like(b)
}

/// How the datagram `b` is wrapped, given the conversation's crypto state; a newly inferred
/// layer is written to `cs` (with `frame`).
pub fn classify(b: &[u8], cs: &mut CryptoState, frame: u32) -> Wrap {
    // connectionless lines and control packets are never wrapped (Crypto_DecryptPacket skips them)
    let Some(w) = b.get(0..4) else {
        return Wrap::Plain;
    };
    let word = u32::from_be_bytes([w[0], w[1], w[2], w[3]]);
    if word == 0xffff_ffff || word == header::NETFLAG_CTL | b.len() as u32 {
        return Wrap::Plain;
    }
    match cs.layer {
        Some((Layer::Hmac, ..)) if hmac_shape(b) => Wrap::Hmac,
        Some((Layer::Aes, ..)) if aes_shape(b) => Wrap::Aes,
        Some(_) => Wrap::Plain,
        None if header::looks_like(b) => Wrap::Plain,
        None if hmac_shape(b) => {
            cs.layer = Some((Layer::Hmac, frame, true));
            Wrap::Hmac
        }
        None if aes_shape(b) => {
            cs.layer = Some((Layer::Aes, frame, true));
            Wrap::Aes
        }
        None => Wrap::Plain,
    }
}

/// What a DarkPlaces connectionless line (after its marker) tells of the crypto: the server's
/// d0pk answer offers a layer, `accept` puts it in force (or plain, without an offer), a new
/// challenge request or a `reject` forgets the offer.
pub fn on_line(text: &[u8], cs: &mut CryptoState, frame: u32) {
    let line = text.split(|&c| c == 0).next().unwrap_or(&[]);
    if line.starts_with(b"d0pk\\") {
        // only the server's lines (cnt 1 and 5) carry `\aes\`
        let mut parts = line.split(|&c| c == b'\\').skip(1);
        while let (Some(k), Some(v)) = (parts.next(), parts.next()) {
            if k == b"aes" {
                cs.offered = Some(if v == b"0" { Layer::Hmac } else { Layer::Aes });
            }
        }
    } else if line == b"accept" {
        cs.layer = cs.offered.take().map(|l| (l, frame, false));
    } else if line.starts_with(b"getchallenge") || line.starts_with(b"reject") {
        cs.offered = None;
    }
}

/// The crypto items of an authenticated datagram (the HMAC prefix): the caller grafts the
/// datagram's own tree after them, at byte 16.
pub fn hmac_items(t: &mut Tree, cs: &CryptoState, note: bool) {
    t.open(NqDpCrypto, 0, Value::None);
    layer_items(t, cs, Layer::Hmac, note);
    t.add(NqDpCryptoHmac, 0, HMAC_LEN, Value::None);
    t.close(HMAC_LEN);
}

/// The items of an encrypted datagram: the head's byte count and HMAC, the ciphertext, and the
/// plaintext's length. Never read further.
pub fn aes_items(t: &mut Tree, b: &[u8], cs: &CryptoState, note: bool) {
    t.open(NqDpCrypto, 0, Value::None);
    layer_items(t, cs, Layer::Aes, note);
    t.add(NqDpCryptoOverhead, 0, 1, Value::U(b[0] as u64));
    t.add(NqDpCryptoAesHmac, 1, 15, Value::None);
    t.add_generated(
        NqDpCryptoPlainLength,
        Value::U((b.len() - b[0] as usize) as u64),
    );
    t.close(16);
    t.add(NqDpCryptoEncrypted, 16, b.len() - 16, Value::None);
}

fn layer_items(t: &mut Tree, cs: &CryptoState, layer: Layer, note: bool) {
    t.add_generated(NqDpCryptoLayer, Value::U(layer.code()));
    let Some((_, frame, inferred)) = cs.layer else {
        return;
    };
    t.add_generated(NqDpCryptoInferred, Value::U(inferred as u64));
    t.add_generated(NqDpCryptoFrom, Value::U(frame as u64));
    if note {
        let text = match (layer, inferred) {
            (Layer::Hmac, false) => "d0_blind_id authentication in force since `accept`: every netchan datagram starts with a 16-byte HMAC",
            (Layer::Aes, false) => "d0_blind_id encryption in force since `accept`: netchan datagrams are AES-encrypted and cannot be read",
            (Layer::Hmac, true) => "d0_blind_id authentication inferred (no handshake in the capture): this datagram's header reads after a 16-byte prefix, not at its start",
            (Layer::Aes, true) => "d0_blind_id encryption inferred (no handshake in the capture): this datagram reads as no NetQuake header and has the shape of an encrypted one",
        };
        t.expert(Expert::Note, 0, HMAC_LEN, text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn netchan(flags: u32, body: &[u8]) -> Vec<u8> {
        let mut b = (flags | (8 + body.len()) as u32).to_be_bytes().to_vec();
        b.extend_from_slice(&7u32.to_be_bytes());
        b.extend_from_slice(body);
        b
    }

    #[test]
    fn the_handshake_puts_the_offered_layer_in_force_at_accept() {
        let mut cs = CryptoState::default();
        on_line(
            b"d0pk\\cnt\\0\\id\\1\\aeslevel\\3\\challenge\\x\0fp\0fp\0",
            &mut cs,
            4,
        );
        assert_eq!(cs.offered, None);
        on_line(b"d0pk\\cnt\\1\\id\\1\\aes\\1\0\x81\x01", &mut cs, 5);
        assert_eq!(cs.offered, Some(Layer::Aes));
        on_line(b"accept", &mut cs, 13);
        assert_eq!(cs.layer, Some((Layer::Aes, 13, false)));
        // a later plain connection
        on_line(b"getchallenge", &mut cs, 20);
        on_line(b"accept", &mut cs, 23);
        assert_eq!(cs.layer, None);
    }

    #[test]
    fn a_prefixed_header_is_inferred_only_when_byte_0_does_not_read() {
        let mut b = vec![0x5a; 16];
        b.extend(netchan(0x3010_0000, &[1]));
        let mut cs = CryptoState::default();
        assert_eq!(classify(&b, &mut cs, 9), Wrap::Hmac);
        assert_eq!(cs.layer, Some((Layer::Hmac, 9, true)));
        // a plain datagram is plain
        let mut cs = CryptoState::default();
        assert_eq!(
            classify(&netchan(0x0010_0000, &[1; 20]), &mut cs, 9),
            Wrap::Plain
        );
        assert_eq!(cs.layer, None);
        // the encrypted shape: 48 bytes, 16 + 7 bytes of padding
        let mut e = vec![0u8; 48];
        e[0] = 23;
        assert!(aes_shape(&e));
        assert_eq!(classify(&e, &mut cs, 10), Wrap::Aes);
        assert_eq!(cs.layer, Some((Layer::Aes, 10, true)));
        // connectionless lines never
        assert_eq!(
            classify(b"\xff\xff\xff\xffaccept", &mut cs, 11),
            Wrap::Plain
        );
    }
}
