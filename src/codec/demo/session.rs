//! One opened demo file: each block (frame) decoded once in file order, its framing named and its
//! message handed to the protocol's codec with the state the earlier blocks built; `replay`
//! re-decodes a block from the snapshot recorded for it, as the netchan sessions do.
//!
//! NetQuake and Quake II messages go straight to `nq::svc` / `q2::svc` (a demo block is the
//! message without its netchan header). A QuakeWorld `.qwd` block holds the whole datagram as the
//! client received it, so it goes through a `qw::Session` like a captured datagram. A QuakeWorld
//! `.mvd` block holds messages of the MVD stream (no netchan header): they go to `qw::svc` with
//! the state's `mvd` reading (mvdsv's DF_* playerinfo, demo time in serverdata, each frame deltas
//! from the one before), except hidden metadata ([`super::hidden`]). A Q2PRO `.mvd2` block is
//! one message of Q2PRO's MVD stream ([`super::mvd2`]), its classic svc messages through
//! `q2::svc`.

use super::{le32, lef32, nq_header, Format, Kind};
use crate::codec::nq::state::NqState;
use crate::codec::q2::{svc as q2svc, Q2State};
use crate::codec::qw::state::QwState;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::{nq, qw, Conversation, Datagram, Endpoint, Output, Want};
use crate::fields::demo::*;
use crate::fields::nq::{NqDirection, NqProtocol};
use crate::fields::q2::{Q2Direction, Q2Minor, Q2Protocol};
use crate::fields::qw::QwDirection;
use std::sync::Arc;

#[derive(Clone, Debug)]
enum Snap {
    None,
    Nq(Arc<NqState>),
    Q2(Arc<Q2State>),
    /// Record index in the qw session.
    Qw(usize),
    Mvd(Arc<QwState>),
}

#[derive(Clone, Debug)]
pub struct Record {
    pub kind: Kind,
    pub index: u32,
    pub offset: u64,
    /// MVD: milliseconds since the start.
    pub mvd_ms: u64,
    snap: Snap,
}

pub struct Session {
    pub format: Format,
    nq: Arc<NqState>,
    q2: Arc<Q2State>,
    qw: qw::Session,
    mvd: Arc<QwState>,
    records: crate::codec::chunks::Chunks<Record>,
    offset: u64,
    mvd_ms: u64,
    ended: bool,
    budget: crate::codec::budget::Budget,
}

const SERVER: Endpoint = Endpoint {
    addr: [127, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    port: 27500,
};
const CLIENT: Endpoint = Endpoint {
    addr: [127, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    port: 27001,
};

impl Session {
    pub fn new(format: Format) -> Session {
        let family = match format {
            Format::Nq => crate::codec::budget::NQ,
            Format::Qwd | Format::Mvd => crate::codec::budget::QW,
            Format::Dm2 | Format::Mvd2 => crate::codec::budget::Q2,
        };
        Session {
            format,
            nq: Arc::default(),
            q2: Arc::default(),
            qw: qw::Session::new(0),
            mvd: Arc::new(QwState {
                mvd: true,
                ..QwState::default()
            }),
            records: Default::default(),
            offset: 0,
            mvd_ms: 0,
            ended: false,
            budget: crate::codec::budget::Budget::new(family),
        }
    }

    pub fn records(&self) -> usize {
        self.records.len()
    }

    /// What a block of these bytes is, given what came before it.
    fn classify(&self, b: &[u8]) -> Kind {
        if self.ended {
            return Kind::Trailing;
        }
        let first = self.records.is_empty();
        let framed = |head: usize, len: Option<u32>| match len {
            Some(l) if head + l as usize == b.len() => Kind::Message,
            _ => Kind::Truncated,
        };
        match self.format {
            Format::Nq if first && nq_header(b) == Some(b.len()) => Kind::Header,
            Format::Nq => framed(16, le32(b, 0)),
            Format::Dm2 if b == [0xff; 4] => Kind::End,
            Format::Dm2 => framed(4, le32(b, 0)),
            Format::Qwd => match b.get(4) {
                Some(0) if b.len() == 41 => Kind::Other,
                Some(2) if b.len() == 13 => Kind::Other,
                Some(1) => framed(9, le32(b, 5)),
                _ => Kind::Truncated,
            },
            Format::Mvd => match b.get(1).map(|c| c & 7) {
                Some(2) if b.len() == 10 => Kind::Other,
                Some(1 | 4 | 5 | 6) => framed(6, le32(b, 2)),
                Some(3) => framed(10, le32(b, 6)),
                _ => Kind::Truncated,
            },
            Format::Mvd2 if first && b == b"MVD2" => Kind::Header,
            Format::Mvd2 if b == [0, 0] => Kind::End,
            Format::Mvd2 => framed(
                2,
                b.get(..2).map(|x| u16::from_le_bytes([x[0], x[1]]) as u32),
            ),
        }
    }

    /// Decodes the next block of the file (in file order).
    pub fn first_pass(&mut self, frame: u32, b: &[u8], want: Want) -> (usize, Output) {
        let kind = self.classify(b);
        if kind == Kind::End {
            self.ended = true;
        }
        if self.format == Format::Mvd && b.len() >= 2 && kind != Kind::Truncated {
            self.mvd_ms += b[0] as u64;
        }
        let idx = self.records.len();
        let snap = match (self.format, kind) {
            (Format::Nq, Kind::Message) => Snap::Nq(self.nq.clone()),
            (Format::Dm2 | Format::Mvd2, Kind::Message) => Snap::Q2(self.q2.clone()),
            (Format::Mvd, Kind::Message) => Snap::Mvd(self.mvd.clone()),
            (Format::Qwd, Kind::Message) => {
                let d = Datagram {
                    frame,
                    src: SERVER,
                    dst: CLIENT,
                    bytes: &b[9..],
                    // a demo has one direction: no round trips to time
                    time: 0.0,
                };
                let (qi, _) = self.qw.first_pass_with(&d, Want::state_only());
                Snap::Qw(qi)
            }
            _ => Snap::None,
        };
        let rec = Record {
            kind,
            index: idx as u32,
            offset: self.offset,
            mvd_ms: self.mvd_ms,
            snap,
        };
        self.offset += b.len() as u64;
        let (out, after) = decode(self.format, &rec, b, &self.qw, frame, want);
        match after {
            After::Mvd(st) => {
                if self.budget.charge(idx, b.len(), &st, &self.mvd) {
                    self.mvd = crate::codec::keep_snapshot(&self.mvd, st, QwState::same);
                }
            }
            After::Nq(st) => {
                if self.budget.charge(idx, b.len(), &st, &self.nq) {
                    self.nq = crate::codec::keep_snapshot(&self.nq, st, NqState::same);
                }
            }
            After::Q2(st) => {
                if self.budget.charge(idx, b.len(), &st, &self.q2) {
                    self.q2 = crate::codec::keep_snapshot(&self.q2, st, Q2State::same);
                }
            }
            After::None => {}
        }
        self.records.push(rec);
        (idx, self.budget.mark(idx, out))
    }

    /// Re-decodes record `idx` exactly as the first pass did.
    pub fn replay(&self, idx: usize, frame: u32, b: &[u8], want: Want) -> Option<Output> {
        let rec = self.records.get(idx)?;
        let (out, _) = decode(self.format, rec, b, &self.qw, frame, want);
        Some(self.budget.mark(idx, out))
    }
}

fn f32_at(b: &[u8], at: usize) -> Value {
    Value::F(lef32(b, at).unwrap_or(0.0) as f64)
}

/// The protocol state a block leaves behind (first pass).
enum After {
    None,
    Nq(NqState),
    Q2(Q2State),
    Mvd(QwState),
}

type Decoded = (Output, After);

/// The decoding shared by both passes.
fn decode(
    fmt: Format,
    rec: &Record,
    b: &[u8],
    qw: &qw::Session,
    frame: u32,
    want: Want,
) -> Decoded {
    let mut t = want.new_tree(b.len());
    let mut out = Output::default();
    let mut after = After::None;
    t.add_generated(DemoFormat, Value::U(fmt as u64));
    t.add_generated(DemoBlock, Value::U(rec.index as u64));
    t.add_generated(DemoOffset, Value::U(rec.offset));
    let to_server = fmt == Format::Qwd && b.get(4) == Some(&0) && rec.kind == Kind::Other;
    t.add_generated(DemoDirection, Value::U(!to_server as u64));
    let mut info = String::new();
    match rec.kind {
        Kind::Header => {
            if fmt == Format::Mvd2 {
                t.add(DemoMagic, 0, 4, Value::Str("MVD2".into()));
                info = "MVD2 header".into();
            } else {
                let line = String::from_utf8_lossy(&b[..b.len() - 1]).into_owned();
                info = format!("CD track {line}");
                t.add(DemoCdTrack, 0, b.len(), Value::Str(line));
            }
        }
        Kind::End => {
            t.add(
                DemoEnd,
                0,
                b.len(),
                Value::U(le32(b, 0).unwrap_or(0) as u64),
            );
            info = "end of demo".into();
        }
        Kind::Trailing => {
            t.expert(Expert::Note, 0, b.len(), "bytes after the end of the demo");
            t.undecoded(0, b.len());
            info = "after the end of the demo".into();
        }
        Kind::Truncated => {
            t.add(DemoTruncated, 0, b.len(), Value::None);
            t.expert(
                Expert::Truncated,
                0,
                b.len(),
                format!(
                    "the file ends inside this block, or its header is not one any engine writes ({} bytes left)",
                    b.len()
                ),
            );
            out.malformed = true;
            info = "truncated demo block".into();
        }
        Kind::Other => match fmt {
            Format::Qwd => {
                t.add(DemoTime, 0, 4, f32_at(b, 0));
                t.add(DemoQwdType, 4, 1, Value::U(b[4] as u64));
                if b[4] == 0 {
                    t.add(DemoUsercmd, 5, 36, Value::None);
                    info = "C→S movement command".into();
                } else {
                    t.add(DemoSequence, 5, 4, Value::U(le32(b, 5).unwrap_or(0) as u64));
                    t.add(
                        DemoSequenceIn,
                        9,
                        4,
                        Value::U(le32(b, 9).unwrap_or(0) as u64),
                    );
                    info = "netchan sequences".into();
                }
            }
            _ => {
                mvd_head(&mut t, rec, b);
                t.add(DemoSequence, 2, 4, Value::U(le32(b, 2).unwrap_or(0) as u64));
                t.add(
                    DemoSequenceIn,
                    6,
                    4,
                    Value::U(le32(b, 6).unwrap_or(0) as u64),
                );
                info = "dem_set".into();
            }
        },
        Kind::Message => match fmt {
            Format::Nq => {
                t.add(DemoLength, 0, 4, Value::U(le32(b, 0).unwrap_or(0) as u64));
                t.open(DemoAngles, 4, Value::None);
                t.add(DemoPitch, 4, 4, f32_at(b, 4));
                t.add(DemoYaw, 8, 4, f32_at(b, 8));
                t.add(DemoRoll, 12, 4, f32_at(b, 12));
                t.close(16);
                if let Snap::Nq(st0) = &rec.snap {
                    let mut st = (**st0).clone();
                    let mut sum = nq::Summary::default();
                    t.open_protocol("nq", 16);
                    t.add_generated(NqDirection, Value::U(1));
                    if st0.known {
                        t.add_generated(NqProtocol, Value::U(st0.protocol.version as u64));
                    }
                    nq::svc::server_messages(b, 16, &mut st, &mut t, &mut sum);
                    t.close(b.len());
                    // the dialect is the Protocol column's, as in a capture
                    out.proto = if st.known {
                        format!("NQ/{}", st.protocol.version)
                    } else {
                        "NQ".into()
                    };
                    info.push_str("S→C ");
                    sum.write_to(&mut info);
                    out.malformed = sum.malformed;
                    after = After::Nq(st);
                }
            }
            Format::Dm2 => {
                t.add(DemoLength, 0, 4, Value::U(le32(b, 0).unwrap_or(0) as u64));
                if let Snap::Q2(st0) = &rec.snap {
                    let mut st = (**st0).clone();
                    let mut sum = nq::Summary::default();
                    let mut ctx = q2svc::Ctx::new(frame, want.tree);
                    t.open_protocol("q2", 4);
                    t.add_generated(Q2Direction, Value::U(1));
                    if st0.known {
                        t.add_generated(Q2Protocol, Value::U(st0.proto.number as u64));
                        if st0.proto.minor != 0 {
                            t.add_generated(Q2Minor, Value::U(st0.proto.minor as u64));
                        }
                    }
                    if let Some(p) = st.unsupported {
                        t.expert(
                            Expert::Note,
                            4,
                            b.len() - 4,
                            format!("protocol {p}: payload not decoded"),
                        );
                        t.undecoded(4, b.len() - 4);
                    } else {
                        q2svc::server_messages(b, 4, &mut st, &mut ctx, &mut t, &mut sum);
                    }
                    t.close(b.len());
                    out.proto = if st.known {
                        format!("Q2/{}", st.proto.number)
                    } else {
                        "Q2".into()
                    };
                    info = format!("S→C {}", sum.text());
                    for s in &ctx.sources {
                        t.errors += s.tree.errors;
                    }
                    out.sources = ctx.sources;
                    out.malformed = sum.malformed;
                    after = After::Q2(st);
                }
            }
            Format::Qwd => {
                t.add(DemoTime, 0, 4, f32_at(b, 0));
                t.add(DemoQwdType, 4, 1, Value::U(1));
                t.add(DemoLength, 5, 4, Value::U(le32(b, 5).unwrap_or(0) as u64));
                if let Snap::Qw(qi) = rec.snap {
                    if let Some(o) = qw.replay_with(qi, &b[9..], want) {
                        t.open_protocol("qw", 9);
                        t.graft(o.frame, 9);
                        t.close(b.len());
                        info = o.info;
                        out.malformed = o.malformed;
                        out.sources = o.sources;
                    }
                }
            }
            Format::Mvd => {
                let head = mvd_head(&mut t, rec, b);
                let start = head + 4;
                t.add(
                    DemoLength,
                    head,
                    4,
                    Value::U(le32(b, head).unwrap_or(0) as u64),
                );
                let ty = b[1] & 7;
                let mut text = String::from("MVD ");
                text.push_str(crate::fields::val_name(MVD_TYPES, ty as u32).unwrap_or("?"));
                if matches!(ty, 4 | 5) {
                    text.push_str(" to ");
                    crate::codec::push_num(&mut text, (b[1] >> 3) as u64);
                }
                if ty == 3 && le32(b, 2) == Some(0) {
                    // hidden metadata: not svc messages
                    t.open(DemoHiddenBlock, start, Value::None);
                    if !super::hidden::messages(b, start, &mut t) {
                        out.malformed = true;
                    }
                    t.close(b.len());
                    text.push_str(" hidden");
                } else if let Snap::Mvd(st0) = &rec.snap {
                    let mut st = (**st0).clone();
                    let mut sum = nq::Summary::default();
                    t.open_protocol("qw", start);
                    t.add_generated(QwDirection, Value::U(1));
                    if want.tree {
                        // what the serverdata negotiated, as a capture of the stream shows it
                        qw::session::extensions(&mut t, b, st0);
                    }
                    qw::svc::server_messages(b, start, &mut st, &mut t, &mut sum, rec.index, frame);
                    t.close(b.len());
                    text.push(' ');
                    sum.write_to(&mut text);
                    out.malformed = sum.malformed;
                    after = After::Mvd(st);
                }
                info = text;
            }
            Format::Mvd2 => {
                t.add(
                    DemoLength,
                    0,
                    2,
                    Value::U(u16::from_le_bytes([b[0], b[1]]) as u64),
                );
                if let Snap::Q2(st0) = &rec.snap {
                    let mut st = (**st0).clone();
                    let mut sum = nq::Summary::default();
                    let mut ctx = q2svc::Ctx::new(frame, want.tree);
                    t.open_protocol("q2", 2);
                    t.add_generated(Q2Direction, Value::U(1));
                    super::mvd2::messages(b, 2, &mut st, &mut ctx, &mut t, &mut sum);
                    t.close(b.len());
                    info = format!("MVD2 {}", sum.text());
                    for s in &ctx.sources {
                        t.errors += s.tree.errors;
                    }
                    out.sources = ctx.sources;
                    out.malformed = sum.malformed;
                    after = After::Q2(st);
                }
            }
        },
    }
    if want.info {
        out.info = info;
    }
    out.frame = t;
    (out, after)
}

/// MVD block head (delta, command byte, mask); returns where the length field starts.
fn mvd_head(t: &mut Tree, rec: &Record, b: &[u8]) -> usize {
    t.add(DemoMvdDelta, 0, 1, Value::U(b[0] as u64));
    t.add_generated(DemoMvdTime, Value::U(rec.mvd_ms));
    t.open(DemoMvdCmd, 1, Value::U(b[1] as u64));
    t.add(DemoMvdType, 1, 1, Value::U(b[1] as u64));
    t.add(DemoMvdTarget, 1, 1, Value::U(b[1] as u64));
    t.close(2);
    if b[1] & 7 == 3 {
        t.add(DemoMvdMask, 2, 4, Value::U(le32(b, 2).unwrap_or(0) as u64));
        6
    } else {
        2
    }
}
