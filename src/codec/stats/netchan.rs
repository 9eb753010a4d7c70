//! `-z quake,netchan`: per conversation and direction, datagrams, bytes and what the netchan
//! analysis says of them (loss, order, duplicates, retransmissions, choke, round-trip times and
//! reliable delivery), as a text table like `-z conv`.

use super::{dir_text, endpoint, Record};
use crate::codec::Dir;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// Running count, sum and sum of squares (for mean and standard deviation), min and max.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Moments {
    pub n: u64,
    pub sum: f64,
    pub sq: f64,
    pub min: f64,
    pub max: f64,
}

impl Moments {
    pub fn add(&mut self, x: f64) {
        if self.n == 0 || x < self.min {
            self.min = x;
        }
        if self.n == 0 || x > self.max {
            self.max = x;
        }
        self.n += 1;
        self.sum += x;
        self.sq += x * x;
    }
    pub fn mean(&self) -> Option<f64> {
        (self.n > 0).then(|| self.sum / self.n as f64)
    }
    /// Population standard deviation.
    pub fn stddev(&self) -> Option<f64> {
        let m = self.mean()?;
        Some((self.sq / self.n as f64 - m * m).max(0.0).sqrt())
    }
}

/// One direction of one conversation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Row {
    pub datagrams: u64,
    pub bytes: u64,
    pub lost: u64,
    pub out_of_order: u64,
    pub duplicates: u64,
    pub retransmissions: u64,
    pub choked: u64,
    /// Round-trip times, seconds.
    pub rtt: Moments,
    /// Reliable delivery (first send → ack), seconds.
    pub reliable: Moments,
    /// Sends of the delivered reliable messages (1 each when none was resent).
    pub reliable_sends: u64,
}

#[derive(Clone, Debug, Default)]
struct Conv {
    /// (client, server) as first seen; the order of a conversation whose direction is unknown
    /// is that of its first datagram.
    ends: (String, String),
    rows: [Row; 3],
}

fn slot(d: Option<Dir>) -> usize {
    match d {
        Some(Dir::ToServer) => 0,
        Some(Dir::ToClient) => 1,
        None => 2,
    }
}

/// The table.
#[derive(Clone, Debug, Default)]
pub struct Table {
    convs: BTreeMap<(&'static str, u32), Conv>,
}

impl Table {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, r: &Record) {
        let c = self.convs.entry((r.family, r.conv)).or_insert_with(|| {
            let (a, b) = (endpoint(&r.src), endpoint(&r.dst));
            Conv {
                ends: if r.dir() == Some(Dir::ToClient) {
                    (b, a)
                } else {
                    (a, b)
                },
                rows: Default::default(),
            }
        });
        let d = r.dir();
        let row = &mut c.rows[slot(d)];
        row.datagrams += 1;
        row.bytes += r.summary.payload as u64;
        let Some(a) = &r.summary.analysis else {
            return;
        };
        row.lost += a.lost as u64;
        row.out_of_order += a.out_of_order as u64;
        row.duplicates += (a.duplicate_of != 0) as u64;
        row.retransmissions += (a.retransmission_of != 0) as u64;
        row.choked += a.choked as u64;
        // an acknowledgement times the peer's datagrams: its round trip and reliable delivery
        // belong to the other direction's row (known when the acknowledgement is read, so a
        // one-pass run counts them as a two-pass run does)
        let peer = &mut c.rows[slot(d.map(Dir::reverse))];
        if let Some(t) = a.ack_rtt {
            peer.rtt.add(t);
        }
        if let Some(dl) = a.delivered {
            peer.reliable.add(dl.latency);
            peer.reliable_sends += dl.sends as u64;
        }
    }

    /// The rows: (family, conversation, client, server, direction, row).
    pub fn rows(&self) -> impl Iterator<Item = (&str, u32, &str, &str, Option<Dir>, &Row)> {
        self.convs.iter().flat_map(|((fam, conv), c)| {
            [Some(Dir::ToServer), Some(Dir::ToClient), None]
                .into_iter()
                .map(move |d| (d, &c.rows[slot(d)]))
                .filter(|(_, row)| row.datagrams > 0)
                .map(move |(d, row)| (*fam, *conv, c.ends.0.as_str(), c.ends.1.as_str(), d, row))
        })
    }

    pub fn render(&self) -> String {
        let mut s = String::new();
        let rule = "=".repeat(150);
        let _ = writeln!(s, "{rule}");
        let _ = writeln!(s, "Quake netchan statistics (quake,netchan)");
        let _ = writeln!(
            s,
            "Times in milliseconds; RTT: a datagram to the first peer datagram acknowledging it; reliable: first send of reliable data to its acknowledgement"
        );
        let _ = writeln!(
            s,
            "{:<6} {:>4} {:<22} {:<22} {:<4} {:>9} {:>11} {:>7} {:>6} {:>5} {:>5} {:>7} {:>6} {:>25} {:>24}",
            "Proto", "Conv", "Client", "Server", "Dir", "Datagrams", "Bytes", "Lost", "OOO", "Dup",
            "Retr", "Choked", "RTT n", "RTT min/avg/max/sd", "Reliable n/sends/avg/max"
        );
        for (fam, conv, client, server, d, r) in self.rows() {
            let rtt = match (r.rtt.mean(), r.rtt.stddev()) {
                (Some(m), Some(sd)) => format!(
                    "{:.1}/{:.1}/{:.1}/{:.1}",
                    r.rtt.min * 1e3,
                    m * 1e3,
                    r.rtt.max * 1e3,
                    sd * 1e3
                ),
                _ => "-".into(),
            };
            let rel = match r.reliable.mean() {
                Some(m) => format!(
                    "{}/{}/{:.1}/{:.1}",
                    r.reliable.n,
                    r.reliable_sends,
                    m * 1e3,
                    r.reliable.max * 1e3
                ),
                None => "-".into(),
            };
            let _ = writeln!(
                s,
                "{:<6} {:>4} {:<22} {:<22} {:<4} {:>9} {:>11} {:>7} {:>6} {:>5} {:>5} {:>7} {:>6} {:>25} {:>24}",
                fam,
                conv,
                client,
                server,
                dir_text(d),
                r.datagrams,
                r.bytes,
                r.lost,
                r.out_of_order,
                r.duplicates,
                r.retransmissions,
                r.choked,
                r.rtt.n,
                rtt,
                rel
            );
        }
        let _ = writeln!(s, "{rule}");
        s
    }
}
