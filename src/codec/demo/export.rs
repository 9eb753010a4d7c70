//! Writing a demo file from the server→client messages of one conversation (the export the
//! `-z quake,demo` statistic is to use): the inverse of [`super::index`] for the client-demo
//! formats the engines play back.
//! - NetQuake `.dem`: the CD-track line `-1`, then per message `int32 length, 3 × float32 view
//!   angles (0: a capture does not hold them), message` (the message without its netchan header,
//!   a reliable one reassembled, as `NET_GetMessage` returns it);
//! - QuakeWorld `.qwd`: per datagram `float32 time, dem_read, int32 length, datagram` (the whole
//!   received datagram, netchan header included, as the client records it);
//! - Quake II `.dm2`: per message `int32 length, message` (without the netchan header), then
//!   the `-1` end marker.

use super::Format;

/// A demo file being written.
pub struct Writer {
    format: Format,
    out: Vec<u8>,
    blocks: usize,
}

/// Why a message cannot go into the demo.
#[derive(Debug, PartialEq, Eq)]
pub enum Refused {
    /// The format is not one this writer produces (MVD files are written by servers).
    Format,
    /// Longer than any block an engine reads back.
    TooLong(usize),
}

impl Writer {
    pub fn new(format: Format) -> Result<Writer, Refused> {
        let mut out = Vec::new();
        match format {
            Format::Nq => out.extend_from_slice(b"-1\n"),
            Format::Qwd | Format::Dm2 => {}
            Format::Mvd | Format::Mvd2 => return Err(Refused::Format),
        }
        Ok(Writer {
            format,
            out,
            blocks: 0,
        })
    }

    /// Appends one message (NQ, Q2) or received datagram (QW) received at `time` seconds.
    pub fn message(&mut self, time: f64, bytes: &[u8]) -> Result<(), Refused> {
        if bytes.len() > super::MAX_BLOCK {
            return Err(Refused::TooLong(bytes.len()));
        }
        let len = (bytes.len() as u32).to_le_bytes();
        match self.format {
            Format::Nq => {
                self.out.extend_from_slice(&len);
                self.out.extend_from_slice(&[0; 12]);
            }
            Format::Qwd => {
                self.out.extend_from_slice(&(time as f32).to_le_bytes());
                self.out.push(1);
                self.out.extend_from_slice(&len);
            }
            Format::Dm2 => self.out.extend_from_slice(&len),
            Format::Mvd | Format::Mvd2 => return Err(Refused::Format),
        }
        self.out.extend_from_slice(bytes);
        self.blocks += 1;
        Ok(())
    }

    pub fn blocks(&self) -> usize {
        self.blocks
    }

    /// The file's bytes so far, as [`Writer::finish`] would give them.
    pub fn bytes(&self) -> Vec<u8> {
        let mut out = self.out.clone();
        if self.format == Format::Dm2 {
            out.extend_from_slice(&u32::MAX.to_le_bytes());
        }
        out
    }

    /// The file's bytes (Quake II's end marker added).
    pub fn finish(mut self) -> Vec<u8> {
        if self.format == Format::Dm2 {
            self.out.extend_from_slice(&u32::MAX.to_le_bytes());
        }
        self.out
    }
}

// ---- the export of a capture's conversation: `-z quake,demo,FILE[,CONV]` --------------------

use crate::codec::stats::{endpoint, Record};
use crate::codec::Dir;

/// Which conversation to export.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Select {
    /// The first conversation, in capture order, whose server stream has a handshake.
    First,
    /// The conversation the tree numbers so (`nq.session`, `qw.session`, `q2.session`).
    Session(u32),
    /// The conversation with this endpoint (`ADDR:PORT`, client's or server's; IPv6 as
    /// `[ADDR]:PORT`).
    Endpoint(String),
}

impl Select {
    /// `""` → First; digits → Session; anything with a `:` → Endpoint.
    pub fn parse(s: &str) -> Result<Select, String> {
        let s = s.trim();
        if s.is_empty() {
            Ok(Select::First)
        } else if let Ok(n) = s.parse() {
            Ok(Select::Session(n))
        } else if s.contains(':') {
            Ok(Select::Endpoint(s.to_string()))
        } else {
            Err(format!(
                "conversation \"{s}\": give a session number (nq.session, qw.session, q2.session) or ADDR:PORT"
            ))
        }
    }
}

/// One conversation's server stream as it is being exported.
struct Conv {
    family: &'static str,
    conv: u32,
    client: String,
    server: String,
    /// The frame of the first svc_serverinfo / svc_serverdata; the demo starts there.
    start: Option<u32>,
    last_frame: u32,
    /// Recordable server datagrams before `start` (left out).
    skipped: u32,
    writer: Option<Writer>,
    /// Highest netchan sequence written (Quake II's netchan drops older datagrams).
    last_seq: Option<u32>,
    /// Why this stream cannot make a playable demo.
    refused: Option<String>,
    /// Dialects seen in the written stream.
    dialects: Vec<String>,
    /// A NetQuake svc_serverinfo opens with FTE's extension words (QuakeSpasm-Spiked, FTE).
    fte_serverinfo: bool,
}

/// Whether a NetQuake message holds a svc_serverinfo that opens with FTE's extension words
/// (`FTEX`/`FTE2` instead of the protocol number): only clients with FTE's extensions read
/// it, even when the extensions change nothing else on the wire.
fn fte_serverinfo(m: &[u8]) -> bool {
    m.windows(5)
        .any(|w| w[0] == 11 && (&w[1..] == b"FTEX" || &w[1..] == b"FTE2"))
}

/// What an export wrote.
#[derive(Debug)]
pub struct Written {
    pub file: Vec<u8>,
    pub format: Format,
    /// One line: the conversation, its dialect, blocks and frames.
    pub summary: String,
    /// Things a player should know (extensions a classic client lacks, what was left out).
    pub notes: Vec<String>,
}

/// Collects the server→client stream of the conversations a selection may pick, from the
/// `quake` tap's records (their [`crate::codec::tap::Summary::demo`]), and writes the demo.
pub struct Exporter {
    select: Select,
    convs: Vec<Conv>,
}

/// The demo format a family's client records.
fn format_of(family: &str) -> Option<Format> {
    match family {
        "nq" => Some(Format::Nq),
        "qw" => Some(Format::Qwd),
        "q2" => Some(Format::Dm2),
        _ => None,
    }
}

/// Why a dialect's stream makes no demo the classic engines play (None: it does).
fn unplayable(family: &str, dialect: &str) -> Option<String> {
    match family {
        "nq" if dialect.starts_with("DarkPlaces") || dialect.starts_with("protocol ") => Some(format!(
            "{dialect}: only DarkPlaces plays its protocols' demos; export covers NetQuake 15, 666 and 999"
        )),
        "qw" if dialect.contains("MVD stream") => Some(format!(
            "{dialect}: a server's MVD stream, not a client's"
        )),
        // a client records the datagrams it receives; with FTE's fragment word in their headers
        // no reader of .qwd files (ours, ezQuake's) frames them
        "qw" if dialect.contains("FRAG") => Some(format!(
            "{dialect}: FTE's fragmenting netchan (FRAG) puts a fragment word in every header, which .qwd readers do not expect"
        )),
        "q2" if !dialect.starts_with("Quake II 34") => Some(format!(
            "{dialect}: a .dm2 holds protocol 34 (classic clients play no other; the rerelease's and Q2PRO's demos need their own encoding)"
        )),
        "kexlan" => Some(format!(
            "Quake II over KEX LAN ({dialect}): the rerelease's demos need their own encoding"
        )),
        _ => None,
    }
}

/// A dialect whose demo plays only in a client that has its extensions.
fn extended(dialect: &str) -> bool {
    dialect.contains("+ FTE")
}

impl Exporter {
    pub fn new(select: Select) -> Exporter {
        Exporter {
            select,
            convs: Vec::new(),
        }
    }

    fn selected(&self, r: &Record) -> bool {
        match &self.select {
            Select::First => true,
            Select::Session(n) => r.conv == *n,
            Select::Endpoint(e) => endpoint(&r.src) == *e || endpoint(&r.dst) == *e,
        }
    }

    /// Takes one datagram's record (in capture order).
    pub fn add(&mut self, r: &Record) {
        if r.dir() != Some(Dir::ToClient) || !self.selected(r) {
            return;
        }
        let part = match &r.summary.demo {
            Some(p) => p,
            // a family with no demo format: its first server message is enough to refuse
            None if format_of(r.family).is_none() && !r.summary.messages.is_empty() => {
                &super::super::summary::DemoPart::default()
            }
            None => return,
        };
        let i = match self
            .convs
            .iter()
            .position(|c| c.family == r.family && c.conv == r.conv)
        {
            Some(i) => i,
            None => {
                self.convs.push(Conv {
                    family: r.family,
                    conv: r.conv,
                    client: endpoint(&r.dst),
                    server: endpoint(&r.src),
                    start: None,
                    last_frame: 0,
                    skipped: 0,
                    writer: None,
                    last_seq: None,
                    refused: format_of(r.family).is_none().then(|| {
                        unplayable(r.family, r.summary.dialect.as_deref().unwrap_or("?"))
                            .unwrap_or_else(|| format!("{}: no demo format", r.family))
                    }),
                    dialects: Vec::new(),
                    fte_serverinfo: false,
                });
                self.convs.len() - 1
            }
        };
        let c = &mut self.convs[i];
        if c.refused.is_some() {
            return;
        }
        let handshake = r.summary.messages.iter().any(|m| {
            !m.client
                && match r.family {
                    "nq" => m.name == "serverinfo",
                    _ => m.name == "serverdata",
                }
        });
        if c.start.is_none() {
            if !handshake {
                c.skipped += 1;
                return;
            }
            c.start = Some(r.frame);
            c.writer = format_of(r.family).and_then(|f| Writer::new(f).ok());
        }
        if handshake {
            // a new connection (Quake II's reconnect) numbers its datagrams afresh
            c.last_seq = None;
        }
        if r.family == "nq" && handshake && fte_serverinfo(&part.bytes) {
            c.fte_serverinfo = true;
        }
        if let Some(d) = &r.summary.dialect {
            if let Some(why) = unplayable(r.family, d) {
                c.refused = Some(why);
                return;
            }
            if !c.dialects.contains(d) {
                c.dialects.push(d.clone());
            }
        }
        // Quake II's client parses (and records) only datagrams newer than the last
        if r.family == "q2" {
            if let (Some(s), Some(last)) = (part.seq, c.last_seq) {
                if s <= last {
                    return;
                }
            }
        }
        c.last_seq = part.seq.or(c.last_seq);
        let Some(w) = &mut c.writer else {
            return;
        };
        let mut bytes = &part.bytes[..];
        if r.family == "q2" && w.blocks() == 0 {
            // a client's .dm2 opens with svc_serverdata (`CL_Record_f` writes it first, and
            // readers recognise the format by it): what the server sent before it in the
            // same datagram (Q2PRO's stufftext) is left out
            let before: u32 = r
                .summary
                .messages
                .iter()
                .take_while(|m| m.name != "serverdata")
                .map(|m| if m.derived { u32::MAX } else { m.bytes })
                .fold(0, u32::saturating_add);
            if let Some(rest) = bytes.get(before as usize..) {
                if rest.first() == Some(&12) {
                    bytes = rest;
                }
            }
        }
        match w.message(r.time, bytes) {
            Ok(()) => c.last_frame = r.frame,
            Err(Refused::TooLong(n)) => {
                c.refused = Some(format!(
                    "frame {}: a {n}-byte message is longer than a demo block",
                    r.frame
                ))
            }
            Err(Refused::Format) => c.refused = Some("no demo format".into()),
        }
    }

    /// The demo, or why none is written.
    pub fn finish(self) -> Result<Written, String> {
        // the first playable stream with its handshake, else the first refused one, else the
        // first (mid-session) one
        let pick = (self.convs.iter())
            .position(|c| c.start.is_some() && c.refused.is_none())
            .or_else(|| self.convs.iter().position(|c| c.refused.is_some()));
        let Some(c) = pick.map(|i| &self.convs[i]).or(self.convs.first()) else {
            return Err(match self.select {
                Select::First => "no game conversation in the capture".into(),
                _ => "the conversation asked for has no server→client game datagrams".into(),
            });
        };
        let name = format!("{}#{} ({} → {})", c.family, c.conv, c.server, c.client);
        if let Some(why) = &c.refused {
            return Err(format!("{name}: {why}"));
        }
        let (Some(start), Some(w)) = (c.start, c.writer.as_ref()) else {
            return Err(format!(
                "{name}: the capture starts mid-session (no {} in its {} server datagrams): a demo needs the signon",
                if c.family == "nq" { "svc_serverinfo" } else { "svc_serverdata" },
                c.skipped
            ));
        };
        let blocks = w.blocks();
        let format = c.writer.as_ref().map(|w| w.format).unwrap_or(Format::Nq);
        let mut notes = Vec::new();
        if c.skipped > 0 {
            notes.push(format!(
                "{} server datagrams before the first {} (frame {start}) left out",
                c.skipped,
                if c.family == "nq" {
                    "svc_serverinfo"
                } else {
                    "svc_serverdata"
                }
            ));
        }
        if c.fte_serverinfo && !c.dialects.iter().any(|d| extended(d)) {
            notes.push(
                "its svc_serverinfo carries FTE's extension words: plays in QuakeSpasm-Spiked or FTE, not in QuakeSpasm".into(),
            );
        }
        for d in c.dialects.iter().filter(|d| extended(d)) {
            notes.push(format!(
                "{d}: plays only in a client with these extensions (the capture's client had them)"
            ));
        }
        if format == Format::Nq {
            notes.push(
                "view angles are 0 in every block (a capture does not hold the client's view)"
                    .into(),
            );
        }
        let summary = format!(
            "{name}, {}: {blocks} blocks, frames {start}–{}",
            c.dialects.join(", "),
            c.last_frame
        );
        let file = c.writer.as_ref().map(|w| w.bytes()).unwrap_or_default();
        Ok(Written {
            file,
            format,
            summary,
            notes,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::{index, probe, Block, Kind};
    use super::*;

    fn demo(name: &str) -> Vec<u8> {
        std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/demos/").to_owned() + name)
            .unwrap()
    }

    /// The recorded messages of a demo (what an export of its capture would write), with their
    /// times.
    fn messages(fmt: Format, file: &[u8]) -> Vec<(f64, Vec<u8>)> {
        let head = match fmt {
            Format::Nq => 16,
            Format::Dm2 => 4,
            Format::Qwd => 9,
            _ => unreachable!(),
        };
        index(fmt, file)
            .iter()
            .filter(|b: &&Block| b.kind == Kind::Message)
            .map(|b| (b.time, file[b.offset + head..b.offset + b.len].to_vec()))
            .collect()
    }

    /// Written, then read back by the reader's own recognition and indexing: the same messages.
    fn round_trip(fmt: Format, msgs: &[(f64, Vec<u8>)]) -> Vec<u8> {
        let mut w = Writer::new(fmt).unwrap();
        for (t, m) in msgs {
            w.message(*t, m).unwrap();
        }
        assert_eq!(w.blocks(), msgs.len());
        let file = w.finish();
        assert_eq!(probe(&file[..file.len().min(4096)]), Some(fmt));
        assert_eq!(messages(fmt, &file), msgs);
        let blocks = index(fmt, &file);
        assert!(blocks.iter().all(|b| b.kind != Kind::Truncated));
        file
    }

    #[test]
    fn nq_and_q2_demos_round_trip() {
        for (fmt, name) in [
            (Format::Nq, "nq-15__eukara+vektar__demo1.dem"),
            (Format::Nq, "nq-666__LibreQuake__MEDSR@8fa66202.dem"),
            (Format::Dm2, "q2-34__libq2__testduel.dm2"),
        ] {
            let original = demo(name);
            let msgs = messages(fmt, &original);
            assert!(msgs.len() > 100, "{name}: {} messages", msgs.len());
            let file = round_trip(fmt, &msgs);
            if fmt == Format::Dm2 {
                // a client demo is exactly its messages and the end marker: the same file
                assert_eq!(file, original, "{name}");
            }
        }
    }

    #[test]
    fn qwd_round_trips() {
        // two datagrams as a client receives them: netchan words, then svc_nop / svc_print
        let msgs = vec![
            (0.5, vec![1, 0, 0, 0, 1, 0, 0, 0, 11, 28, 0, 0, 0]),
            (0.625, vec![2, 0, 0, 0, 1, 0, 0, 0, 8, 2, b'h', b'i', 0]),
        ];
        let file = round_trip(Format::Qwd, &msgs);
        assert_eq!(file.len(), 2 * 9 + 26);
    }

    #[test]
    fn conversation_selections_parse() {
        assert_eq!(Select::parse(""), Ok(Select::First));
        assert_eq!(Select::parse(" 3 "), Ok(Select::Session(3)));
        assert_eq!(
            Select::parse("[::1]:27001"),
            Ok(Select::Endpoint("[::1]:27001".into()))
        );
        assert!(Select::parse("first").is_err());
    }

    #[test]
    fn classic_dialects_play_and_others_are_refused() {
        for (fam, d) in [
            ("nq", "NetQuake 15"),
            ("nq", "FitzQuake 666"),
            ("nq", "RMQ 999"),
            ("nq", "FitzQuake 666 + FTE"),
            ("qw", "QW 28"),
            ("qw", "QW 28 + FTE FLOATCOORDS"),
            ("q2", "Quake II 34"),
        ] {
            assert_eq!(unplayable(fam, d), None, "{fam} {d}");
        }
        for (fam, d) in [
            ("nq", "DarkPlaces DP7 (3504)"),
            ("qw", "QW 28 + FTE REPLACEMENTDELTAS, FRAG"),
            ("qw", "QW 28 MVD stream"),
            ("q2", "Quake II 2023"),
            ("q2", "Quake II 2022"),
            ("q2", "R1Q2 35"),
            ("q2", "Q2PRO 36"),
            ("kexlan", "Quake II 2023"),
        ] {
            assert!(unplayable(fam, d).is_some(), "{fam} {d}");
        }
        assert!(extended("FitzQuake 666 + FTE") && !extended("NetQuake 15"));
    }

    #[test]
    fn multi_view_formats_and_oversize_are_refused() {
        assert!(Writer::new(Format::Mvd).is_err());
        assert!(Writer::new(Format::Mvd2).is_err());
        let mut w = Writer::new(Format::Dm2).unwrap();
        let big = vec![0u8; crate::codec::demo::MAX_BLOCK + 1];
        assert_eq!(w.message(0.0, &big), Err(Refused::TooLong(big.len())));
    }
}
