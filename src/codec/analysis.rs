//! Netchan analysis, as Wireshark's TCP analysis does for TCP: per direction, what a datagram's
//! sequence number says about the datagrams around it (lost before it, out of order, a
//! duplicate), when the peer acknowledged it (round-trip time), and whether reliable data it
//! carries was sent before (retransmission). The sessions feed it the facts of their netchan
//! header in capture order on the first pass and keep each verdict in their record, so replay
//! shows the same; the acknowledgement of a datagram is a forward reference, known once the
//! peer's datagram has been read (like "reassembled in").
//!
//! The same reasoning serves every dialect: QuakeWorld and Quake II number every datagram in one
//! space per direction and acknowledge the highest sequence received; NetQuake numbers reliable
//! and unreliable datagrams in two spaces and acknowledges each reliable datagram.

/// Recent sequence numbers remembered per space, to name the first copy of a duplicate and to
/// tell a late datagram from a repeated one (the engines keep 64 frames of history).
pub const WINDOW: usize = 64;

/// What the sequence number of one datagram says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SeqVerdict {
    /// Datagrams missing in this direction just before this one (a gap in the sequence).
    pub lost: u32,
    /// The first sequence of that gap.
    pub lost_from: u32,
    /// Sent before a datagram already seen, and not seen itself before.
    pub out_of_order: bool,
    /// The frame of the first copy, if this sequence was seen before.
    pub duplicate_of: Option<u32>,
}

/// One sequence space of one direction.
#[derive(Clone, Debug)]
pub struct SeqSpace {
    highest: Option<u32>,
    /// (sequence, frame of its first copy), indexed by sequence % WINDOW; frame 0 (frames are
    /// numbered from 1) marks a slot never used.
    recent: [(u32, u32); WINDOW],
}

impl Default for SeqSpace {
    fn default() -> Self {
        SeqSpace {
            highest: None,
            recent: [(0, 0); WINDOW],
        }
    }
}

impl SeqSpace {
    /// The highest sequence seen so far.
    pub fn highest(&self) -> Option<u32> {
        self.highest
    }

    /// Takes datagram `seq` of frame `frame` (sequences compared with wrap-around, as 32-bit
    /// serial numbers).
    pub fn observe(&mut self, seq: u32, frame: u32) -> SeqVerdict {
        let mut v = SeqVerdict::default();
        let slot = seq as usize % WINDOW;
        match self.highest {
            None => self.highest = Some(seq),
            Some(h) => {
                let ahead = seq.wrapping_sub(h) as i32;
                if ahead > 0 {
                    if ahead > 1 {
                        v.lost = (ahead - 1) as u32;
                        v.lost_from = h.wrapping_add(1);
                    }
                    self.highest = Some(seq);
                } else if self.recent[slot].1 != 0 && self.recent[slot].0 == seq {
                    v.duplicate_of = Some(self.recent[slot].1);
                    return v;
                } else {
                    v.out_of_order = true;
                }
            }
        }
        self.recent[slot] = (seq, frame);
        v
    }
}

/// Datagrams of one direction waiting for the peer's acknowledgement.
#[derive(Clone, Debug, Default)]
pub struct AckWait {
    /// (sequence, frame, time) of unacknowledged datagrams, oldest first; bounded by WINDOW.
    pending: std::collections::VecDeque<(u32, u32, f64)>,
}

/// A datagram acknowledged by the peer: its frame, the acknowledging frame and the time between.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Acked {
    pub frame: u32,
    pub by: u32,
    pub rtt: f64,
}

impl AckWait {
    pub fn sent(&mut self, seq: u32, frame: u32, time: f64) {
        if self.pending.len() == WINDOW {
            self.pending.pop_front();
        }
        self.pending.push_back((seq, frame, time));
    }

    /// The peer's datagram `by` (at `time`) acknowledges every sequence up to `ack`
    /// (cumulatively, as QuakeWorld and Quake II do); returns the datagrams it acknowledges first.
    pub fn ack_upto(&mut self, ack: u32, by: u32, time: f64) -> Vec<Acked> {
        let mut out = Vec::new();
        while let Some(&(seq, frame, t)) = self.pending.front() {
            if (ack.wrapping_sub(seq) as i32) < 0 {
                break;
            }
            self.pending.pop_front();
            out.push(Acked {
                frame,
                by,
                rtt: (time - t).max(0.0),
            });
        }
        out
    }

    /// The peer acknowledges exactly `seq` (NetQuake's ACK of one reliable datagram); every copy
    /// sent with that sequence is acknowledged, the first one gives the time.
    pub fn ack_one(&mut self, seq: u32, by: u32, time: f64) -> Option<Acked> {
        let first = self.pending.iter().position(|&(s, _, _)| s == seq)?;
        let (_, frame, t) = self.pending[first];
        self.pending.retain(|&(s, _, _)| s != seq);
        Some(Acked {
            frame,
            by,
            rtt: (time - t).max(0.0),
        })
    }

    /// Whether `seq` was acknowledged (or never sent): a sender repeats reliable data until then.
    pub fn waiting(&self, seq: u32) -> Option<u32> {
        self.pending
            .iter()
            .find(|&&(s, _, _)| s == seq)
            .map(|&(_, f, _)| f)
    }
}

/// Reliable data of one direction in QuakeWorld and Quake II: the sender repeats its reliable
/// message until the peer's acknowledgement shows it arrived (the reliable bit of the ack word
/// flips); a reliable datagram sent while the previous one is unacknowledged is a retransmission.
#[derive(Clone, Debug, Default)]
pub struct Reliable {
    /// Frame that first sent the unacknowledged reliable message, its sends, and the peer's
    /// reliable-ack bit when it was sent.
    open: Option<(u32, u32, bool, f64)>,
    /// The peer's reliable-ack bit as last seen.
    peer_bit: Option<bool>,
}

/// The delivery of a reliable message: first sent in `first`, acknowledged by `acked_by` after
/// `latency` seconds, sent `sends` times.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Delivery {
    pub first: u32,
    pub acked_by: u32,
    pub latency: f64,
    pub sends: u32,
}

impl Reliable {
    /// A datagram of this direction with the reliable bit set; returns the frame of the first
    /// send if it repeats a message not yet acknowledged.
    pub fn send(&mut self, frame: u32, time: f64) -> Option<u32> {
        match &mut self.open {
            Some((first, sends, _, _)) => {
                *sends += 1;
                Some(*first)
            }
            None => {
                self.open = Some((frame, 1, self.peer_bit.unwrap_or(false), time));
                None
            }
        }
    }

    /// A datagram of the peer with reliable-ack bit `bit`: when it differs from the bit seen
    /// when the message was first sent, the message has arrived.
    pub fn peer_ack(&mut self, bit: bool, frame: u32, time: f64) -> Option<Delivery> {
        let known = self.peer_bit.replace(bit);
        match self.open {
            Some((first, sends, at_send, t)) if known.is_some() && bit != at_send => {
                self.open = None;
                Some(Delivery {
                    first,
                    acked_by: frame,
                    latency: (time - t).max(0.0),
                    sends,
                })
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gaps_late_datagrams_and_duplicates() {
        let mut s = SeqSpace::default();
        assert_eq!(s.observe(10, 1), SeqVerdict::default());
        assert_eq!(s.observe(11, 2), SeqVerdict::default());
        // 12 and 13 missing
        let v = s.observe(14, 3);
        assert_eq!((v.lost, v.lost_from), (2, 12));
        // 13 arrives late: out of order, not a duplicate
        let v = s.observe(13, 4);
        assert!(v.out_of_order && v.duplicate_of.is_none() && v.lost == 0);
        // 14 again: a duplicate of frame 3
        assert_eq!(s.observe(14, 5).duplicate_of, Some(3));
        // 13 again: a duplicate of its late copy
        assert_eq!(s.observe(13, 6).duplicate_of, Some(4));
        assert_eq!(s.highest(), Some(14));
    }

    #[test]
    fn sequences_wrap() {
        let mut s = SeqSpace::default();
        s.observe(u32::MAX - 1, 1);
        let v = s.observe(1, 2);
        assert_eq!((v.lost, v.lost_from), (2, u32::MAX));
        assert!(s.observe(u32::MAX, 3).out_of_order);
    }

    #[test]
    fn cumulative_and_single_acks() {
        let mut w = AckWait::default();
        w.sent(5, 1, 0.0);
        w.sent(6, 2, 0.1);
        w.sent(7, 3, 0.2);
        let a = w.ack_upto(6, 9, 0.35);
        assert_eq!(a.len(), 2);
        assert_eq!((a[0].frame, a[0].by), (1, 9));
        assert!((a[1].rtt - 0.25).abs() < 1e-9);
        assert!(w.ack_upto(6, 10, 0.4).is_empty());
        assert_eq!(w.waiting(7), Some(3));
        let mut n = AckWait::default();
        n.sent(3, 1, 1.0);
        n.sent(3, 4, 2.0); // resent
        let a = n.ack_one(3, 5, 2.5).unwrap();
        assert_eq!((a.frame, a.by), (1, 5));
        assert!((a.rtt - 1.5).abs() < 1e-9);
        assert!(n.waiting(3).is_none());
    }

    #[test]
    fn reliable_resent_until_the_ack_bit_flips() {
        let mut r = Reliable::default();
        r.peer_ack(false, 1, 0.0);
        assert_eq!(r.send(2, 0.1), None);
        assert_eq!(r.peer_ack(false, 3, 0.2), None); // not yet
        assert_eq!(r.send(4, 0.3), Some(2)); // resent
        let d = r.peer_ack(true, 5, 0.45).unwrap();
        assert_eq!((d.first, d.acked_by, d.sends), (2, 5, 2));
        assert!((d.latency - 0.35).abs() < 1e-9);
        // the next message waits for the bit to flip back
        assert_eq!(r.send(6, 0.5), None);
        assert!(r.peer_ack(true, 7, 0.6).is_none());
        assert!(r.peer_ack(false, 8, 0.7).is_some());
    }
}
