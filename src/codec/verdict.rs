//! What the netchan analysis says about one datagram, as plain values: `Output::analysis`
//! carries it on every pass and the taps copy it. Computed by [`super::analysis`].

/// The delivery of a reliable message: first sent in `first` (record `first_idx`),
/// acknowledged by `acked_by` after `latency` seconds, sent `sends` times.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Delivery {
    pub first: u32,
    pub first_idx: u32,
    pub acked_by: u32,
    pub latency: f64,
    pub sends: u32,
}

/// Everything the analysis says about one datagram: a plain value a tap can copy (see
/// [`Analysis::verdict`]; `Output::analysis` carries it on every pass).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Verdict {
    /// Datagrams missing in this direction just before this one, from sequence `lost_from`.
    pub lost: u32,
    pub lost_from: u32,
    /// Of those, how many the peer acknowledged: the capture dropped them, not the network
    /// (a forward reference: known once the acknowledgement has been read).
    pub lost_captured: u32,
    pub out_of_order: bool,
    /// The frame of the first copy (0: not a duplicate).
    pub duplicate_of: u32,
    /// The frame that first sent this reliable data (0: not a retransmission).
    pub retransmission_of: u32,
    /// Server frames suppressed before this one.
    pub choked: u32,
    /// The first peer datagram acknowledging this one, and the time until it (forward).
    pub acked_in: u32,
    pub rtt: Option<f64>,
    /// This datagram acknowledges the peer's: the round-trip time of the newest it acknowledges
    /// first (known when this datagram is read: what a one-pass tap can sum).
    pub ack_rtt: Option<f64>,
    /// On the first send of a reliable message: its delivery (forward).
    pub delivery: Option<Delivery>,
    /// On the datagram whose acknowledgement completes a reliable message's delivery.
    pub delivered: Option<Delivery>,
}
