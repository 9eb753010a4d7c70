//! Demo files: recognising a Quake demo by its content and cutting it into blocks (the file
//! reader's frames), then decoding each block's framing and handing its message to the
//! nq/qw/q2 codecs ([`session`]).
//!
//! Formats (see `docs/demos.md`): NetQuake `.dem` (CD-track line, then `int32 length, 3 × float32
//! view angles, message`), QuakeWorld `.qwd` (`float32 time, byte type`, then a usercmd, an
//! `int32`-sized datagram or two sequences), QuakeWorld `.mvd` (`byte ms delta, byte
//! type|target<<3`, a player mask for dem_multiple, `int32 length, message`), Quake II `.dm2`
//! (`int32 length, message`, `-1` ends) and Q2PRO `.mvd2` (`"MVD2"`, then `uint16 length,
//! message`, `0` ends).
//!
//! Every byte of a file belongs to exactly one block; a block the file cuts short, or a length
//! no engine writes, becomes a final `Truncated` block holding the rest of the file, so a corrupt
//! demo gives malformed frames, never an error that hides the good part.

pub mod export;
mod hidden;
mod mvd2;
pub mod session;
#[cfg(test)]
mod tests;

pub use session::Session;

/// A recorded message larger than this is not a Quake demo block (NQ's MAX_MSGLEN is 64000,
/// Q2PRO's 32768, FTE's 1 MiB messages are the largest any engine writes).
pub const MAX_BLOCK: usize = 1 << 20;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Format {
    Nq = 1,
    Qwd = 2,
    Dm2 = 3,
    Mvd = 4,
    Mvd2 = 5,
}

impl Format {
    pub fn from_u8(v: u8) -> Option<Format> {
        Some(match v {
            1 => Format::Nq,
            2 => Format::Qwd,
            3 => Format::Dm2,
            4 => Format::Mvd,
            5 => Format::Mvd2,
            _ => return None,
        })
    }
    pub fn name(self) -> &'static str {
        match self {
            Format::Nq => "NetQuake demo",
            Format::Qwd => "QuakeWorld demo",
            Format::Dm2 => "Quake II demo",
            Format::Mvd => "QuakeWorld MVD",
            Format::Mvd2 => "Q2PRO MVD2",
        }
    }
}

/// What a block holds (decided while indexing; the dissector re-reads the bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// NQ CD-track line, MVD2 magic.
    Header,
    /// A recorded message with its framing.
    Message,
    /// QW dem_cmd / dem_set.
    Other,
    /// Q2 `-1`, MVD2 `0`.
    End,
    /// Bytes after the end marker.
    Trailing,
    /// The file ends inside this block, or its length is impossible: the rest of the file.
    Truncated,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Block {
    pub offset: usize,
    pub len: usize,
    pub kind: Kind,
    /// Seconds (demo time where the format has one, else derived; see `index`).
    pub time: f64,
    pub to_server: bool,
}

fn le32(b: &[u8], at: usize) -> Option<u32> {
    b.get(at..at + 4)
        .map(|x| u32::from_le_bytes([x[0], x[1], x[2], x[3]]))
}
fn lef32(b: &[u8], at: usize) -> Option<f32> {
    le32(b, at).map(f32::from_bits)
}

/// Length field of a message block: `Some(len)` when an engine could have written it.
fn msg_len(v: u32) -> Option<usize> {
    let v = v as usize;
    (v <= MAX_BLOCK).then_some(v)
}

/// Quake II protocol numbers a `.dm2` serverdata may carry.
fn q2_protocol(p: u32) -> bool {
    matches!(p, 25 | 26 | 31..=36 | 1038 | 2022 | 2023 | 3434..=3436)
}

/// QuakeWorld serverdata's first word: the protocol (28) or an FTE/MVD1 extension magic.
fn qw_protocol(p: u32) -> bool {
    matches!(p, 28 | 0x5845_5446 | 0x3245_5446 | 0x3144_564d)
}

/// Length of the NetQuake CD-track line (newline included), if `b` starts with one.
fn nq_header(b: &[u8]) -> Option<usize> {
    let nl = b.iter().take(16).position(|&c| c == b'\n')?;
    let line = &b[..nl];
    let digits = line.strip_prefix(b"-").unwrap_or(line);
    (!digits.is_empty() && digits.iter().all(u8::is_ascii_digit)).then_some(nl + 1)
}

/// A NetQuake block header at `at` that an engine could have written; returns the message length.
fn nq_block(b: &[u8], at: usize) -> Option<usize> {
    let len = msg_len(le32(b, at)?)?;
    for i in 0..3 {
        let a = lef32(b, at + 4 + 4 * i)?;
        if !a.is_finite() || a.abs() > 100_000.0 {
            return None;
        }
    }
    Some(len)
}

/// Recognises a demo file from its first bytes (up to a few KiB; more is fine).
pub fn probe(head: &[u8]) -> Option<Format> {
    if head.len() >= 6 && &head[..4] == b"MVD2" {
        // then the first frame's length (a frame is never empty)
        return (u16::from_le_bytes([head[4], head[5]]) != 0).then_some(Format::Mvd2);
    }
    if probe_dm2(head) {
        return Some(Format::Dm2);
    }
    if probe_nq(head) {
        return Some(Format::Nq);
    }
    if probe_qwd(head) {
        return Some(Format::Qwd);
    }
    if probe_mvd(head) {
        return Some(Format::Mvd);
    }
    None
}

fn probe_dm2(b: &[u8]) -> bool {
    let Some(len) = le32(b, 0).and_then(msg_len) else {
        return false;
    };
    if len < 5 {
        return false;
    }
    match (b.get(4), le32(b, 5)) {
        (Some(12), Some(p)) => q2_protocol(p) && !matches!(p, 25 | 26),
        (Some(7), Some(p)) => matches!(p, 25 | 26),
        _ => false,
    }
}

fn probe_nq(b: &[u8]) -> bool {
    let Some(h) = nq_header(b) else { return false };
    let Some(len) = nq_block(b, h) else {
        return false;
    };
    // the first message: a server message number (NQ, FitzQuake, FTE: below 100)
    if len == 0 || !b.get(h + 16).is_some_and(|&c| (1..100).contains(&c)) {
        return false;
    }
    let next = h + 16 + len;
    // the next block header, when the probe reaches it
    next + 16 > b.len() || nq_block(b, next).is_some()
}

fn probe_qwd(b: &[u8]) -> bool {
    let mut at = 0;
    for _ in 0..8 {
        let (Some(t), Some(&ty)) = (lef32(b, at), b.get(at + 4)) else {
            return false;
        };
        if !t.is_finite() || !(0.0..1e7).contains(&t) {
            return false;
        }
        match ty {
            0 => at += 5 + 36,
            2 => at += 5 + 8,
            1 => {
                let Some(len) = le32(b, at + 5).and_then(msg_len) else {
                    return false;
                };
                // netchan header, then svc_serverdata and the protocol
                return len >= 13
                    && b.get(at + 9 + 8) == Some(&11)
                    && le32(b, at + 9 + 9).is_some_and(qw_protocol);
            }
            _ => return false,
        }
    }
    false
}

fn probe_mvd(b: &[u8]) -> bool {
    let mut at = 0;
    for _ in 0..8 {
        let Some(&cmd) = b.get(at + 1) else {
            return false;
        };
        let (head, has_msg) = match cmd & 7 {
            1 | 4 | 5 | 6 => (2, true),
            3 => (6, true),
            2 => (2 + 8, false),
            _ => return false,
        };
        if !has_msg {
            at += head;
            continue;
        }
        let Some(len) = le32(b, at + head).and_then(msg_len) else {
            return false;
        };
        let m = at + head + 4;
        return len >= 5 && b.get(m) == Some(&11) && le32(b, m + 1).is_some_and(qw_protocol);
    }
    false
}

/// Cuts a whole demo file into blocks. `fmt` comes from [`probe`] on the same bytes.
pub fn index(fmt: Format, file: &[u8]) -> Vec<Block> {
    let mut out = Vec::new();
    let mut at = 0;
    let mut time = 0.0f64;
    let push = |out: &mut Vec<Block>, offset, len, kind, time, to_server| {
        out.push(Block {
            offset,
            len,
            kind,
            time,
            to_server,
        })
    };
    match fmt {
        Format::Nq => {
            if let Some(h) = nq_header(file) {
                push(&mut out, 0, h, Kind::Header, 0.0, false);
                at = h;
            }
        }
        Format::Mvd2 if file.len() >= 4 => {
            push(&mut out, 0, 4, Kind::Header, 0.0, false);
            at = 4;
        }
        _ => {}
    }
    let mut mvd_ms: u64 = 0;
    while at < file.len() {
        let rest = file.len() - at;
        // (block length, kind, to_server) or None: the rest is truncated/corrupt
        let step: Option<(usize, Kind, bool)> = match fmt {
            Format::Nq => nq_block(file, at).and_then(|len| {
                let n = 16 + len;
                if n > rest {
                    return None;
                }
                if let Some(t) = nq_time(&file[at + 16..at + n]) {
                    time = t as f64;
                }
                Some((n, Kind::Message, false))
            }),
            Format::Dm2 => le32(file, at).and_then(|v| {
                if v == u32::MAX {
                    return Some((4, Kind::End, false));
                }
                let n = 4 + msg_len(v)?;
                if n > rest {
                    return None;
                }
                let m = &file[at + 4..at + n];
                if m.first() == Some(&20) {
                    if let Some(f) = le32(m, 1) {
                        time = f as f64 * 0.1;
                    }
                }
                Some((n, Kind::Message, false))
            }),
            Format::Qwd => lef32(file, at).and_then(|t| {
                let ty = *file.get(at + 4)?;
                let (n, kind, to_server) = match ty {
                    0 => (5 + 36, Kind::Other, true),
                    1 => (9 + msg_len(le32(file, at + 5)?)?, Kind::Message, false),
                    2 => (5 + 8, Kind::Other, false),
                    _ => return None,
                };
                if n > rest {
                    return None;
                }
                if t.is_finite() {
                    time = t as f64;
                }
                Some((n, kind, to_server))
            }),
            Format::Mvd => {
                let delta = file[at];
                file.get(at + 1).and_then(|&cmd| {
                    let (n, kind) = match cmd & 7 {
                        1 | 4 | 5 | 6 => (6 + msg_len(le32(file, at + 2)?)?, Kind::Message),
                        3 => (10 + msg_len(le32(file, at + 6)?)?, Kind::Message),
                        2 => (10, Kind::Other),
                        _ => return None,
                    };
                    if n > rest {
                        return None;
                    }
                    mvd_ms += delta as u64;
                    time = mvd_ms as f64 / 1000.0;
                    Some((n, kind, false))
                })
            }
            Format::Mvd2 => {
                if rest >= 2 {
                    let len = u16::from_le_bytes([file[at], file[at + 1]]) as usize;
                    if len == 0 {
                        Some((2, Kind::End, false))
                    } else if 2 + len <= rest {
                        time += 0.1;
                        Some((2 + len, Kind::Message, false))
                    } else {
                        None
                    }
                } else {
                    None
                }
            }
        };
        match step {
            Some((n, kind, to_server)) => {
                push(&mut out, at, n, kind, time, to_server);
                at += n;
                if kind == Kind::End {
                    if at < file.len() {
                        push(&mut out, at, file.len() - at, Kind::Trailing, time, false);
                    }
                    break;
                }
            }
            None => {
                push(&mut out, at, rest, Kind::Truncated, time, false);
                break;
            }
        }
    }
    out
}

/// The `svc_time` a NetQuake server datagram starts with (after any svc_nop).
fn nq_time(m: &[u8]) -> Option<f32> {
    let i = m.iter().position(|&c| c != 1)?;
    if m[i] != 7 {
        return None;
    }
    lef32(m, i + 1).filter(|t| t.is_finite() && *t >= 0.0)
}
