//! The statistics the taps accumulate, as pure Rust: each listener of the shell feeds
//! [`Record`]s (one per datagram of ours, in the order Wireshark dissects them) to one of these
//! tables and prints what it renders. Nothing here keeps anything per datagram: the netchan table
//! keeps a row per conversation and direction, the entity table a row per entity (or the lines of
//! the one entity asked for), the console its lines.

pub mod console;
pub mod entities;
pub mod msgtree;
pub mod netchan;

use super::summary::Summary;
use super::{Dir, Endpoint};

/// What the shell queues to the `quake` tap for one datagram.
#[derive(Clone, Debug)]
pub struct Record {
    /// The protocol that dissected it (`nq`, `qw`, `q2`, `kexlan`).
    pub family: &'static str,
    /// Its conversation (the session's index within the family).
    pub conv: u32,
    pub frame: u32,
    /// Seconds since the first frame.
    pub time: f64,
    pub src: Endpoint,
    pub dst: Endpoint,
    pub summary: Summary,
}

impl Record {
    /// The direction, when the datagram tells it.
    pub fn dir(&self) -> Option<Dir> {
        self.summary.dir
    }
}

/// An endpoint as text: IPv4 when the address is v4-mapped or its upper 12 bytes are zero.
pub fn endpoint(e: &Endpoint) -> String {
    let a = &e.addr;
    if a[4..16].iter().all(|&b| b == 0) {
        format!("{}.{}.{}.{}:{}", a[0], a[1], a[2], a[3], e.port)
    } else if a[..10].iter().all(|&b| b == 0) && a[10] == 0xff && a[11] == 0xff {
        format!("{}.{}.{}.{}:{}", a[12], a[13], a[14], a[15], e.port)
    } else {
        let ip = std::net::Ipv6Addr::from(*a);
        format!("[{ip}]:{}", e.port)
    }
}

/// The direction's column text (ASCII: tshark pads columns by bytes).
pub fn dir_text(d: Option<Dir>) -> &'static str {
    match d {
        Some(Dir::ToClient) => "S->C",
        Some(Dir::ToServer) => "C->S",
        None => "?",
    }
}
