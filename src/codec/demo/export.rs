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

    /// The file's bytes (Quake II's end marker added).
    pub fn finish(mut self) -> Vec<u8> {
        if self.format == Format::Dm2 {
            self.out.extend_from_slice(&u32::MAX.to_le_bytes());
        }
        self.out
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
    fn multi_view_formats_and_oversize_are_refused() {
        assert!(Writer::new(Format::Mvd).is_err());
        assert!(Writer::new(Format::Mvd2).is_err());
        let mut w = Writer::new(Format::Dm2).unwrap();
        let big = vec![0u8; crate::codec::demo::MAX_BLOCK + 1];
        assert_eq!(w.message(0.0, &big), Err(Refused::TooLong(big.len())));
    }
}
