//! What one datagram's decoding carries besides the state: its frame number, the data sources
//! inflated from it and the inflation budget they share.

use crate::codec::Source;

/// Per-packet decoding context.
#[derive(Debug, Default)]
pub struct Ctx {
    /// Capture frame number (stored with each svc_frame).
    pub packet: u32,
    /// Inflated zpackets, shown as their own data sources.
    pub sources: Vec<Source>,
    /// zpacket nesting depth.
    pub depth: u8,
    /// Bytes inflated so far in this datagram.
    pub inflated: usize,
    /// False once anything could not be framed (used by the heuristic).
    pub clean: bool,
    pub tree: bool,
    /// The Info line is wanted (else the summary's details are not formatted).
    pub info: bool,
}

impl Ctx {
    pub fn new(packet: u32, tree: bool) -> Ctx {
        Ctx {
            packet,
            clean: true,
            tree,
            info: true,
            ..Ctx::default()
        }
    }
    /// No Info line is built from this decoding: its details are not formatted.
    pub fn without_info(mut self) -> Ctx {
        self.info = false;
        self
    }
    pub fn probe() -> Ctx {
        Ctx::new(0, false)
    }
}
