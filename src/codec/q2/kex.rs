//! Quake II game packets carried by the rerelease's KEX LAN transport (`codec::kexlan`).
//!
//! Inside KEX a game packet is a netchan packet without a qport, in both directions, and the
//! transport tells which side sent it. Reliable payloads travel in their own reliable KEX
//! segment with both netchan words set to `0x80000000`: sequence 0 with the reliable bit, ack 0
//! with the reliable-ack bit; the KEX layer sequences and acknowledges them, not the netchan.

pub use super::netchan::KEX_RELIABLE_WORDS;
use super::session::Session;
use crate::codec::tree::NodeKind;
use crate::codec::{Conversation, Datagram, Dir, Output, Want};
use crate::fields::q2::{Q2Ack, Q2Seq};

impl Session {
    /// A conversation whose packets arrive through the KEX LAN transport: no qport, no Q2PRO
    /// fragment word, whatever `connect` announces.
    pub fn kex(id: u32) -> Session {
        <Session as Conversation>::new(id).without_qport()
    }

    /// First pass over one game packet of a KEX segment; `d.bytes` is the packet, `dir` the
    /// direction the transport established.
    pub fn kex_first_pass(&mut self, d: &Datagram, dir: Dir, want: Want) -> (usize, Output) {
        self.server = Some(match dir {
            Dir::ToServer => d.dst,
            Dir::ToClient => d.src,
        });
        let (idx, mut out) = self.first_pass_with(d, want);
        label_reliable_words(&mut out, d.bytes);
        (idx, out)
    }

    /// Replays a packet recorded by [`Session::kex_first_pass`].
    pub fn kex_replay(&self, idx: usize, bytes: &[u8], want: Want) -> Option<Output> {
        let mut out = self.replay_with(idx, bytes, want)?;
        label_reliable_words(&mut out, bytes);
        Some(out)
    }
}

/// Says on the sequence and ack items that `0x80000000` is KEX's reliable marker.
fn label_reliable_words(out: &mut Output, b: &[u8]) {
    if !b.starts_with(&KEX_RELIABLE_WORDS) {
        return;
    }
    for n in out.frame.nodes.iter_mut() {
        if let NodeKind::Field(f, _) = n.kind {
            // the header's words only (bytes 0..4 and 4..8)
            if (f == Q2Seq && n.start == 0) || (f == Q2Ack && n.start == 4) {
                n.label = Some(" (0x80000000: reliable KEX segment, sequenced by KEX)".into());
            }
        }
    }
}
