//! The fuzz input format and the driver every target shares.
//!
//! A fuzz input is a conversation: a sequence of datagrams, each `flags: u8, len: u16 LE,
//! bytes[len]` (the last one is cut to what is left). Flags bit 0: sent by the server; bit 1: the
//! server speaks from its port + 1 (NetQuake's CCREP_ACCEPT moves the game to another port).
//! `seeds` (examples/fuzzseeds.rs in the main crate) writes captures in this format.
//!
//! The driver runs them through `replay::first_pass_then_replay` (tests/support/replay.rs):
//! beyond "no panic", it checks what the shell relies on: every tree is well nested, and a
//! replay (later pass, random access) shows exactly the tree the first pass did.

use quakeshark::codec::{Conversation, Datagram, Endpoint};

#[path = "../../tests/support/replay.rs"]
pub mod replay;

/// One datagram of a fuzz input.
pub struct Dg<'a> {
    pub from_server: bool,
    pub moved: bool,
    pub bytes: &'a [u8],
}

/// Splits a fuzz input into datagrams.
pub fn split(mut data: &[u8]) -> Vec<Dg<'_>> {
    let mut out = Vec::new();
    while data.len() >= 3 {
        let flags = data[0];
        let len = (u16::from_le_bytes([data[1], data[2]]) as usize).min(data.len() - 3);
        out.push(Dg {
            from_server: flags & 1 != 0,
            moved: flags & 2 != 0,
            bytes: &data[3..3 + len],
        });
        data = &data[3 + len..];
    }
    out
}

fn endpoint(last: u8, port: u16) -> Endpoint {
    let mut addr = [0u8; 16];
    addr[..4].copy_from_slice(&[127, 0, 0, last]);
    Endpoint { addr, port }
}

/// The heuristics Wireshark runs on every UDP datagram.
fn heuristics(b: &[u8]) -> [bool; 4] {
    use quakeshark::codec::{kexlan, nq, q2, qw};
    [
        nq::looks_like(b),
        qw::looks_like(b),
        q2::looks_like(b),
        kexlan::looks_like(b),
    ]
}

/// Runs one conversation through a session type; `port` is the protocol's server port.
pub fn drive<S: Conversation>(data: &[u8], port: u16) {
    let (client, server) = (endpoint(2, 27001), endpoint(1, port));
    for g in split(data) {
        std::hint::black_box(heuristics(g.bytes));
    }
    let dgs: Vec<Datagram> = split(data)
        .iter()
        .enumerate()
        .map(|(i, g)| {
            let srv = Endpoint {
                port: port.wrapping_add(g.moved as u16),
                ..server
            };
            let (src, dst) = if g.from_server {
                (srv, client)
            } else {
                (client, srv)
            };
            Datagram {
                frame: i as u32 + 1,
                src,
                dst,
                bytes: g.bytes,
                time: 0.0,
            }
        })
        .collect();
    replay::first_pass_then_replay::<S>(&dgs);
}

/// The demo-file reader as a conversation, so the shared replay checks apply: the format of the
/// file being fuzzed is set before the sessions are made.
pub struct DemoConv(quakeshark::codec::demo::Session);

static DEMO_FORMAT: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(1);

impl Conversation for DemoConv {
    fn new(_id: u32) -> Self {
        use quakeshark::codec::demo::{Format, Session};
        let f = DEMO_FORMAT.load(std::sync::atomic::Ordering::Relaxed);
        DemoConv(Session::new(Format::from_u8(f).unwrap_or(Format::Nq)))
    }
    fn first_pass_into(
        &mut self,
        d: &Datagram,
        want: quakeshark::codec::Want,
        out: &mut quakeshark::codec::Output,
    ) -> usize {
        let (idx, o) =
            self.0
                .first_pass(d.frame, d.bytes, quakeshark::codec::Want::all(want.tree));
        *out = o;
        idx
    }
    fn replay_into(
        &self,
        idx: usize,
        bytes: &[u8],
        want: quakeshark::codec::Want,
        out: &mut quakeshark::codec::Output,
    ) -> bool {
        let o = self.0.replay(
            idx,
            idx as u32 + 1,
            bytes,
            quakeshark::codec::Want::all(want.tree),
        );
        o.map(|o| *out = o).is_some()
    }
    fn record_of(&self, _frame: u32) -> Option<usize> {
        None // the fuzz checks replay by record index
    }
}

/// A fuzz input for the demo reader: a whole demo file. The file is recognised as the reader
/// would (`probe`); when it is not a demo, its first byte picks the format to force, so that
/// every format's block parser sees arbitrary bytes. Checks: blocks tile the file, then the
/// replay checks of [`drive`] over the blocks.
pub fn drive_demo(data: &[u8]) {
    use quakeshark::codec::demo::{index, probe, Format};
    let (fmt, file) = match probe(data) {
        Some(f) => (f, data),
        None if !data.is_empty() => (
            Format::from_u8(data[0] % 5 + 1).unwrap(),
            &data[1..],
        ),
        None => return,
    };
    let blocks = index(fmt, file);
    let mut at = 0;
    for b in &blocks {
        assert_eq!(b.offset, at, "blocks must tile the file");
        assert!(b.len > 0);
        at += b.len;
    }
    assert_eq!(at, file.len(), "blocks must cover the file");
    DEMO_FORMAT.store(fmt as u8, std::sync::atomic::Ordering::Relaxed);
    let dgs: Vec<Datagram> = blocks
        .iter()
        .enumerate()
        .map(|(i, b)| Datagram {
            frame: i as u32 + 1,
            src: endpoint(1, 27500),
            dst: endpoint(2, 27001),
            bytes: &file[b.offset..b.offset + b.len],
            time: 0.0,
        })
        .collect();
    replay::first_pass_then_replay::<DemoConv>(&dgs);
}
