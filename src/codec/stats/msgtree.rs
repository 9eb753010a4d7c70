//! The nodes `-z quake.msg,tree` ticks for one datagram.
//!
//! Two branches, each dialect × direction × item:
//! - **Messages**: one tick per message with its size as the value (Count, Average/Min/Max
//!   size); under a message, one tick per flag bit per update carrying it, valued by that
//!   update's bytes.
//! - **Bytes**: the counter grows by bytes, so its Count column is bytes, Percent the share of
//!   the parent's bytes and Rate bytes per millisecond. Items: each message name, `netchan
//!   header`, `connectionless`, `fragments`, `undecoded`; for one datagram these add up to its
//!   UDP payload exactly (see [`crate::codec::tap`]). Messages decoded from a reassembled or
//!   inflated buffer are in Messages only: their bytes are the fragments' (or the compressed
//!   svc_zpacket's). Under a message, each flag bit adds the bytes of the updates carrying it
//!   (an update with several bits adds to each: these sub-nodes do not sum to their parent).

use super::{dir_text, Record};

pub const MESSAGES: &str = "Messages";
pub const BYTES: &str = "Bytes";

/// One stats-tree operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tick<'a> {
    /// Branch, dialect, direction, item, and the flag bit (if any).
    pub path: [&'a str; 4],
    pub bit: Option<&'a str>,
    /// Messages: a tick with this value; Bytes: the counter grows by it.
    pub value: u32,
}

/// The dialect's node name.
pub fn dialect(r: &Record) -> &str {
    let oob = r.summary.connectionless > 0;
    r.summary
        .dialect
        .as_deref()
        .unwrap_or(match (r.family, oob) {
            ("nq", true) => "NetQuake connectionless",
            ("nq", false) => "NetQuake (dialect unknown)",
            ("qw", true) => "QuakeWorld connectionless",
            ("qw", false) => "QuakeWorld (dialect unknown)",
            ("q2", true) => "Quake II connectionless",
            ("q2", false) => "Quake II (dialect unknown)",
            (_, true) => "KEX LAN connectionless",
            (_, false) => "KEX LAN transport (no game packet)",
        })
}

/// Calls `f` for each tick of one datagram.
pub fn ticks<'a>(r: &'a Record, mut f: impl FnMut(Tick<'a>)) {
    let s = &r.summary;
    let d = dialect(r);
    let dir = dir_text(s.dir);
    for m in &s.messages {
        let name = m.name;
        f(Tick {
            path: [MESSAGES, d, dir, name],
            bit: None,
            value: m.bytes,
        });
        for b in &m.bits {
            for _ in 0..b.updates {
                // per update: the value is the mean update size for this bit (exact when the
                // message has one update carrying it)
                f(Tick {
                    path: [MESSAGES, d, dir, name],
                    bit: Some(b.name),
                    value: b.bytes / b.updates.max(1),
                });
            }
        }
        if !m.derived {
            f(Tick {
                path: [BYTES, d, dir, name],
                bit: None,
                value: m.bytes,
            });
            for b in &m.bits {
                f(Tick {
                    path: [BYTES, d, dir, name],
                    bit: Some(b.name),
                    value: b.bytes,
                });
            }
        }
    }
    for (item, v) in [
        ("netchan header", s.header),
        ("connectionless", s.connectionless),
        ("fragments", s.fragment),
        ("undecoded", s.undecoded),
    ] {
        if v > 0 {
            f(Tick {
                path: [BYTES, d, dir, item],
                bit: None,
                value: v,
            });
        }
    }
}
