//! One Quake II conversation: which side is the server, the header layout negotiated by
//! `connect` (qport size, Q2PRO's fragmenting netchan), Q2PRO fragments being reassembled, and
//! the game state each packet was decoded with.
//!
//! `first_pass` runs once per datagram in capture order and mutates the session; `replay`
//! re-decodes a recorded datagram from its stored snapshot, so a second pass shows exactly the
//! first pass's tree.

use super::netchan::{self, Layout, Reading, Verdict};
use super::oob::{self, OobInfo};
use super::state::{Dialect, Proto, Q2State};
use super::{clc, svc, Summary, Q2_PORT};
use crate::codec::history::Working;
use crate::codec::records::FlagByte;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::{Conversation, Datagram, Dir, Endpoint, Output, Reasm, Want};
use crate::fields::q2::*;
use std::sync::Arc;

/// A fragmented message larger than this is not reassembled (q2pro's MAX_MSGLEN is 32 KiB).
pub const MAX_MESSAGE: usize = 0x1_0000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frag {
    pub msg_id: u32,
    pub index: u32,
    pub last: bool,
    pub start_frame: u32,
}

/// Where the dialect a datagram is decoded with comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Provenance {
    /// Neither negotiated nor inferred (yet): protocol 34 is assumed.
    #[default]
    Unknown,
    /// `connect`, `client_connect` or `svc_serverdata` in this frame.
    Negotiated(u32),
    /// The traffic of frames `from..=until` decodes cleanly only this way (or best this way).
    Inferred { from: u32, until: u32 },
}

/// Datagrams with a payload judged before an inferred reading is kept without further trials.
pub const SETTLE: u32 = 8;

/// Inference of a conversation whose handshake is not in the capture.
#[derive(Clone, Debug)]
struct Infer {
    /// Readings no datagram contradicted, in order of preference.
    alive: Vec<Reading>,
    /// Datagrams that decoded cleanly under some reading.
    evidence: u32,
    from: u32,
    until: u32,
}

impl Infer {
    fn new(pinned: bool) -> Infer {
        Infer {
            alive: readings(pinned),
            evidence: 0,
            from: 0,
            until: 0,
        }
    }
    fn settled(&self) -> bool {
        self.evidence >= SETTLE || self.alive.len() <= 1
    }
}

/// The readings a conversation may be inferred as: inside KEX LAN (no qport, the rerelease's
/// transport) only those of 34, 2023 and 2022.
fn readings(pinned: bool) -> Vec<Reading> {
    if pinned {
        Reading::classic()
    } else {
        Reading::candidates()
    }
}

/// What is kept per datagram.
#[derive(Clone, Debug)]
pub struct Record {
    pub frame: u32,
    pub dir: Dir,
    /// Header layout this datagram was read with.
    pub layout: Layout,
    pub frag: Option<Frag>,
    /// The whole message, on the fragment that completed it.
    pub message: Option<Arc<[u8]>>,
    /// Earlier fragments of this message are missing.
    pub frag_gap: bool,
    /// Where the dialect this datagram was decoded with comes from.
    pub dialect: Provenance,
    /// This datagram negotiated, inferred or re-decided the dialect: the note saying so.
    pub decided: Option<Arc<str>>,
}

/// What is stored of a [`Record`] for every datagram (see `records::Records`): the direction
/// and `frag_gap`, one bit each (`Core::TO_CLIENT`…), 1 byte; the frame is kept by
/// `records::Records`, the dialect and header layout, which change a few times per
/// conversation, by [`Run`]s.
#[derive(Clone, Copy, Debug)]
struct Core {
    bits: u8,
}

/// The dialect and header layout of the records from `from` on (until the next run).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Run {
    from: u32,
    /// Index of the dialect's provenance in the session's list.
    dialect: u16,
    /// The layout's qport length.
    qport_len: u8,
    /// The layout's two switches (`Core::NEW_NC`, `Core::FTE_FRAG`).
    bits: u8,
}

impl Core {
    const NEW_NC: u8 = 1;
    const FTE_FRAG: u8 = 2;
    const TO_CLIENT: u8 = 4;
    const FRAG_GAP: u8 = 8;
}

impl FlagByte for Core {
    const TO_CLIENT: u8 = Core::TO_CLIENT;
    fn bits(&self) -> u8 {
        self.bits
    }
}

/// A fragment's place, the reassembled message, the dialect note.
#[derive(Clone, Debug)]
struct Rare {
    frag: Option<Frag>,
    message: Option<Arc<[u8]>>,
    decided: Option<Arc<str>>,
}

impl Record {
    /// Record `idx`'s stored parts (its run added to `runs` if it starts one).
    fn split(
        self,
        idx: usize,
        provenances: &mut Vec<Provenance>,
        runs: &mut Vec<Run>,
    ) -> (Core, Option<Rare>) {
        let Record {
            frame: _,
            dir,
            layout,
            frag,
            message,
            frag_gap,
            dialect,
            decided,
        } = self;
        let rare = (frag.is_some() || message.is_some() || decided.is_some()).then_some(Rare {
            frag,
            message,
            decided,
        });
        // the last one, or a new one; the list is bounded (a conversation has a few): past
        // u16::MAX - 1 distinct ones, a record's provenance is not kept (shown unknown)
        if provenances.last() != Some(&dialect) && provenances.len() < u16::MAX as usize {
            provenances.push(dialect);
        }
        let kept = provenances.last() == Some(&dialect);
        let bit = |on: bool, b: u8| if on { b } else { 0 };
        let run = Run {
            from: idx as u32,
            dialect: if kept {
                (provenances.len() - 1) as u16
            } else {
                u16::MAX
            },
            qport_len: layout.qport_len,
            bits: bit(layout.new_nc, Core::NEW_NC) | bit(layout.fte_frag, Core::FTE_FRAG),
        };
        // a new run where the dialect or layout differs from the last run's
        let same = |r: &Run| {
            Run {
                from: r.from,
                ..run
            } == *r
        };
        if !runs.last().is_some_and(same) {
            crate::codec::records::push_record(runs, run);
        }
        let core = Core {
            bits: bit(dir == Dir::ToClient, Core::TO_CLIENT) | bit(frag_gap, Core::FRAG_GAP),
        };
        (core, rare)
    }
    fn join(
        frame: u32,
        c: &Core,
        r: Option<&Rare>,
        run: &Run,
        provenances: &[Provenance],
    ) -> Record {
        let has = |bit: u8| run.bits & bit != 0;
        Record {
            frame,
            dir: c.dir(),
            layout: Layout {
                qport_len: run.qport_len,
                new_nc: has(Core::NEW_NC),
                fte_frag: has(Core::FTE_FRAG),
            },
            frag: r.and_then(|r| r.frag),
            message: r.and_then(|r| r.message.clone()),
            frag_gap: c.has(Core::FRAG_GAP),
            dialect: provenances
                .get(run.dialect as usize)
                .copied()
                .unwrap_or_default(),
            decided: r.and_then(|r| r.decided.clone()),
        }
    }
}

#[derive(Clone)]
struct Partial {
    seq: u32,
    index: u32,
    start_frame: u32,
    bytes: Vec<u8>,
}

#[derive(Default)]
pub struct Session {
    pub id: u32,
    pub(super) server: Option<Endpoint>,
    state: Box<Q2State>,
    /// The state the last record was decoded with, which the next datagram decodes into
    /// (see [`Working`]).
    copy: Working<Q2State>,
    layout: Layout,
    /// A `connect` line has been seen (later challenge hints no longer change the dialect).
    connected: bool,
    /// The header layout is fixed by the transport (KEX LAN: no qport), not by `connect`.
    pinned: bool,
    /// Dialect inference while neither a handshake nor a serverdata has been seen.
    infer: Option<Infer>,
    /// The frame that negotiated the dialect.
    negotiated: Option<u32>,
    partial: [Option<Partial>; 2],
    /// Datagrams decoded without an error since the last one with an error.
    clean_run: u32,
    records: crate::codec::records::Records<Core, Rare>,
    /// The distinct provenances of the records' dialects, in capture order.
    provenances: Vec<Provenance>,
    /// The records' dialects and header layouts, as runs of records.
    runs: Vec<Run>,
    /// The game state each record was decoded with.
    history: crate::codec::history::History<Q2State>,
    /// Bytes of state snapshots retained, against the limit.
    budget: crate::codec::budget::Budget,
    /// Sequence analysis: loss, order, acknowledgements, reliable delivery (not inside KEX
    /// LAN, whose own sequences are analysed).
    analysis: crate::codec::analysis::Analysis,
}

impl Session {
    /// Bytes of state snapshots this conversation retains (see `codec::budget`).
    pub fn retained(&self) -> usize {
        self.budget.spent
    }

    /// A session for game packets carried by another transport that drops the qport (the KEX
    /// LAN layer hands over "a Q2 netchan without qport"): `connect` no longer changes the header
    /// layout; the dialect is still learnt from the handshake and svc_serverdata.
    pub fn without_qport(mut self) -> Self {
        self.layout = Layout {
            qport_len: 0,
            new_nc: false,
            fte_frag: false,
        };
        self.pinned = true;
        self
    }

    /// Whether the last few datagrams decoded without an error (the shell lets another
    /// transport take the conversation only from a session that does not).
    pub fn healthy(&self) -> bool {
        self.clean_run >= 3
    }

    pub fn state(&self) -> &Q2State {
        &self.state
    }

    /// Datagrams recorded.
    pub fn len(&self) -> usize {
        self.records.len()
    }
    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    pub fn record(&self, i: usize) -> Option<Record> {
        let c = self.records.get(i)?;
        let frame = self.records.frame(i)?;
        let k = self.runs.partition_point(|r| r.from as usize <= i);
        let run = self.runs.get(k.checked_sub(1)?)?;
        Some(Record::join(
            frame,
            c,
            self.records.rare(i),
            run,
            &self.provenances,
        ))
    }

    /// The game state record `idx` was decoded with (rebuilt: see `codec::history`).
    pub fn state_of(&self, idx: usize) -> Option<Q2State> {
        self.history.get(idx)
    }

    fn is(&self, e: &Endpoint) -> bool {
        self.server
            .is_some_and(|s| s.addr == e.addr && s.port == e.port)
    }

    fn direction(&mut self, d: &Datagram) -> Dir {
        if self.is(&d.src) {
            return Dir::ToClient;
        }
        if self.is(&d.dst) {
            return Dir::ToServer;
        }
        let b = d.bytes;
        let to_server = if netchan::is_oob(b) {
            let text = &b[4..];
            let word = |w: &[u8]| text.starts_with(w);
            if word(b"getchallenge")
                || word(b"connect ")
                || word(b"status")
                || word(b"rcon ")
                || word(b"info ")
            {
                Some(true)
            } else if word(b"challenge")
                || word(b"client_connect")
                || word(b"print\n")
                || word(b"info\n")
            {
                Some(false)
            } else {
                None
            }
        } else {
            None
        };
        let to_server = to_server.unwrap_or_else(|| {
            if d.dst.port == Q2_PORT {
                true
            } else if d.src.port == Q2_PORT {
                false
            } else {
                // off the Q2 port a conversation starts with a datagram Q2's strict test
                // recognised: as a client stream (qport, then a verified move) or a server one
                netchan::stream_dialect(b, true, 2).is_some()
                    || netchan::stream_dialect(b, false, 2).is_none()
            }
        });
        self.server = Some(if to_server { d.dst } else { d.src });
        if to_server {
            Dir::ToServer
        } else {
            Dir::ToClient
        }
    }

    /// The connect line and client_connect's options fix the dialect and the header layout.
    fn learn(&mut self, info: &OobInfo, st: &mut Q2State) {
        let layout = self.layout;
        if let Some(c) = info.connect {
            if let Some(dl) = Dialect::from_protocol(c.protocol as i64) {
                self.layout.qport_len = match dl {
                    // the rerelease over the plain netchan keeps 34's 16-bit qport
                    Dialect::V34 | Dialect::Rerelease => 2,
                    _ if c.qport & 0xff != 0 => 1,
                    _ => 0,
                };
                self.layout.new_nc = dl.q2pro_family() && c.netchan == Some(1);
                self.layout.fte_frag = oob::fte_frag_on(c.fte_mtu);
                if !st.known || st.proto.dialect != dl || st.proto.number != c.protocol {
                    st.proto = Proto::with_number(dl, c.protocol);
                }
            }
            self.connected = true;
        }
        // `challenge … p=2023` (a hint the client may ignore, so only before connect) and
        // `client_connect 2023`
        if let Some(p) = info.protocol {
            let dl = Dialect::from_protocol(p as i64);
            let from_server = info.cmd == "client_connect" || !self.connected;
            if dl == Some(Dialect::Rerelease) && from_server && !st.known {
                st.proto = Proto::with_number(Dialect::Rerelease, p);
                self.layout.qport_len = 2;
            }
        }
        if let Some(nc) = info.nc {
            self.layout.new_nc = nc == 1 && st.proto.dialect.q2pro_family();
        }
        if self.pinned {
            // the transport fixes the qport; FTE's fragment word still follows `connect`
            self.layout = Layout {
                fte_frag: self.layout.fte_frag,
                ..layout
            };
        }
    }

    /// Q2PRO new-netchan fragments: collected per direction, keyed by sequence and offset.
    fn track(&mut self, d: &Datagram, rec: &mut Record) {
        if netchan::is_oob(d.bytes) {
            return;
        }
        if rec.layout.fte_frag {
            self.track_fte(d, rec);
            return;
        }
        if !rec.layout.new_nc {
            return;
        }
        let ql = if rec.dir == Dir::ToServer {
            rec.layout.qport_len as usize
        } else {
            0
        };
        let Some(h) = netchan::parse(d.bytes, ql, true) else {
            return;
        };
        let Some(fw) = h.frag else { return };
        let seq = h.seq(true);
        let offset = (fw & 0x7fff) as usize;
        let more = fw & 0x8000 != 0;
        let payload = &d.bytes[h.size.min(d.bytes.len())..];
        self.collect(d.frame, rec, seq, offset, more, payload);
    }
}

impl Session {
    /// [`Working::push`] put off until the datagram is decoded, for a datagram that may
    /// re-decide the dialect (while it is inferred): the state the record before was decoded
    /// with when it differs from `state` (taken out of the working copy, which is made anew
    /// from `state`: a clone, which other datagrams are spared).
    fn take_before(&mut self, idx: usize) -> Option<Box<Q2State>> {
        let changed = std::mem::take(&mut self.copy.changed);
        if idx == 0 || !changed {
            return None;
        }
        match self.copy.work.take() {
            Some(w) => Some(w),
            None => self.history.first().map(|f| Box::new(f.clone())),
        }
    }

    /// Neither a handshake nor a serverdata has fixed the dialect: it is inferred.
    fn inferring(&self) -> bool {
        self.negotiated.is_none() && !self.state.known && !self.connected
    }

    /// Where the dialect in force comes from.
    fn provenance(&self) -> Provenance {
        match (&self.negotiated, &self.infer) {
            (Some(f), _) => Provenance::Negotiated(*f),
            (None, Some(i)) if i.evidence > 0 => Provenance::Inferred {
                from: i.from,
                until: i.until,
            },
            _ => Provenance::Unknown,
        }
    }

    /// The header layout of this datagram: inside KEX LAN a reliable payload in its own
    /// segment (netchan words 0x80000000) has no FTE fragment word (FTE writes none there).
    fn layout_for(&self, b: &[u8]) -> Layout {
        if self.pinned && b.starts_with(&netchan::KEX_RELIABLE_WORDS) {
            Layout {
                fte_frag: false,
                ..self.layout
            }
        } else {
            self.layout
        }
    }

    /// [`netchan::judge`] with the qport the readings assume (none inside KEX LAN, where a
    /// reliable payload's own segment has no FTE fragment word either).
    fn judge(&self, b: &[u8], to_server: bool, r: Reading) -> Verdict {
        if !self.pinned {
            return netchan::judge(b, to_server, r.qport_len as usize, r);
        }
        let kex_reliable = b.starts_with(&netchan::KEX_RELIABLE_WORDS);
        let r = Reading {
            fte_frag: r.fte_frag && !kex_reliable,
            ..r
        };
        netchan::judge(b, to_server, 0, r)
    }

    /// Puts a reading in force (dialect and header layout).
    fn apply(&mut self, r: Reading) {
        if self.state.proto != r.proto {
            self.state.proto = r.proto;
            self.copy.changed = true;
        }
        self.layout.fte_frag = r.fte_frag;
        if !self.pinned {
            self.layout.qport_len = r.qport_len;
            self.layout.new_nc = r.new_nc;
        }
    }

    /// One datagram of inference: judged under every reading still alive, those it
    /// contradicts dropped (when another decodes it cleanly), the preferred survivor put in
    /// force. Returns the note once the reading is settled.
    fn infer_step(&mut self, b: &[u8], to_server: bool, frame: u32) -> Option<String> {
        if self.infer.as_ref().is_some_and(Infer::settled) {
            return None;
        }
        let alive = self
            .infer
            .as_ref()
            .map_or_else(|| readings(self.pinned), |i| i.alive.clone());
        let verdicts: Vec<Verdict> = alive.iter().map(|&r| self.judge(b, to_server, r)).collect();
        let pinned = self.pinned;
        let inf = self.infer.get_or_insert_with(|| Infer::new(pinned));
        let clean = verdicts.contains(&Verdict::Clean);
        if !clean && !verdicts.contains(&Verdict::Fits) {
            return None;
        }
        // readings it contradicts go; those it confirms move ahead of those it says nothing
        // about (a reading under which every datagram is a fragment confirms nothing), each
        // group in order of preference
        let (mut yes, mut silent) = (Vec::new(), Vec::new());
        for (&r, v) in alive.iter().zip(&verdicts) {
            match v {
                Verdict::Clean | Verdict::Fits => yes.push(r),
                Verdict::Silent => silent.push(r),
                Verdict::Bad => {}
            }
        }
        yes.append(&mut silent);
        inf.alive = yes;
        if inf.evidence == 0 && clean {
            inf.from = frame;
        }
        if clean {
            // an empty packet only rules readings out
            inf.evidence += 1;
            inf.until = frame;
        }
        let now = inf.alive[0];
        let settled = inf.settled();
        self.apply(now);
        if !settled {
            return None;
        }
        provenance_text(&now.proto, self.layout, self.provenance()).map(|t| format!("Dialect: {t}"))
    }

    /// Contradicting evidence: the reading in force fails on this datagram where another
    /// decodes it cleanly. Inference restarts from here among the readings that do.
    fn redecide(&mut self, b: &[u8], to_server: bool, frame: u32) -> Option<String> {
        let cur = Reading {
            proto: self.state.proto,
            fte_frag: self.layout.fte_frag,
            qport_len: if self.pinned {
                2
            } else {
                self.layout.qport_len
            },
            new_nc: self.layout.new_nc,
        };
        if self.judge(b, to_server, cur) != Verdict::Bad {
            return None; // an error of state, not of the reading
        }
        let clean: Vec<Reading> = readings(self.pinned)
            .into_iter()
            .filter(|&r| {
                r != cur && matches!(self.judge(b, to_server, r), Verdict::Clean | Verdict::Fits)
            })
            .collect();
        let now = *clean.first()?;
        self.infer = Some(Infer {
            alive: clean,
            evidence: 1,
            from: frame,
            until: frame,
        });
        self.apply(now);
        provenance_text(&now.proto, self.layout, self.provenance())
            .map(|t| format!("Dialect: {t}; re-decided: the earlier reading fails here"))
    }

    /// Builds the record of a datagram (fragment tracking included).
    fn new_record(&mut self, d: &Datagram, dir: Dir) -> Record {
        let mut rec = Record {
            frame: d.frame,
            dir,
            layout: self.layout_for(d.bytes),
            frag: None,
            message: None,
            frag_gap: false,
            dialect: self.provenance(),
            decided: None,
        };
        self.track(d, &mut rec);
        rec
    }

    /// One fragment of Q2PRO's or FTE's scheme: collected per direction, keyed by sequence;
    /// offsets must follow on, and the message completes on the fragment without `more`.
    fn collect(
        &mut self,
        frame: u32,
        rec: &mut Record,
        seq: u32,
        offset: usize,
        more: bool,
        payload: &[u8],
    ) {
        let di = rec.dir.index();
        let mut p = match self.partial[di].take() {
            Some(p) if p.seq == seq && p.bytes.len() == offset => p,
            _ => {
                if offset != 0 {
                    rec.frag_gap = true;
                    return;
                }
                Partial {
                    seq,
                    index: 0,
                    start_frame: frame,
                    bytes: Vec::new(),
                }
            }
        };
        if p.bytes.len() + payload.len() > MAX_MESSAGE {
            rec.frag_gap = true;
            return;
        }
        p.bytes.extend_from_slice(payload);
        rec.frag = Some(Frag {
            msg_id: seq,
            index: p.index,
            last: !more,
            start_frame: p.start_frame,
        });
        p.index += 1;
        if more {
            self.partial[di] = Some(p);
        } else {
            rec.message = Some(Arc::from(p.bytes));
        }
    }

    /// FTE's fragments: collected per direction, keyed by sequence; offsets must follow on.
    fn track_fte(&mut self, d: &Datagram, rec: &mut Record) {
        let Some(h) = netchan::parse_layout(d.bytes, rec.layout, rec.dir == Dir::ToServer) else {
            return;
        };
        let Some((offset, more)) = h.fte_fragment() else {
            return;
        };
        let seq = h.seq(false);
        let payload = &d.bytes[h.size.min(d.bytes.len())..];
        self.collect(d.frame, rec, seq, offset, more, payload);
    }
}

impl Session {
    /// Feeds a netchan datagram's header to the analysis (first pass) and adds its items;
    /// `choked`: the server frames it says were choked before it (its decoding's count).
    fn analyse(&mut self, idx: usize, d: &Datagram, rec: &Record, choked: u32, out: &mut Output) {
        use crate::codec::analysis::{Ack, Facts};
        if self.pinned {
            return;
        }
        let h = (!netchan::is_oob(d.bytes))
            .then(|| netchan::parse_layout(d.bytes, rec.layout, rec.dir == Dir::ToServer))
            .flatten();
        if let Some(h) = h {
            let nc = rec.layout.new_nc;
            // Q2PRO's and FTE's fragments share their message's sequence: the first stands
            // for it
            let first = !h.frag.is_some_and(|f| f & 0x7fff != 0)
                && !h.fte_fragment().is_some_and(|(offset, _)| offset != 0);
            let seqs = [(0u8, h.seq(nc))];
            let seqs: &[(u8, u32)] = if first { &seqs } else { &[] };
            let acks = [Ack::Upto(0, h.ack(nc))];
            let facts = Facts {
                frame: d.frame,
                time: d.time,
                seqs,
                waits: seqs,
                acks: &acks,
                reliable: first.then_some((h.reliable(), h.ack_word >> 31 != 0)),
                choked,
                ..Facts::default()
            };
            self.analysis.first_pass(idx, rec.dir, &facts);
        }
        let frames = &self.records;
        self.analysis
            .finish(idx, |i| frames.frame(i), out, &ANALYSIS);
    }
}

/// The dialect's name for the tree.
fn dialect_name(p: &super::state::Proto) -> String {
    match p.dialect {
        Dialect::V34 => format!("Quake II {}", p.number),
        Dialect::R1q2 => format!("R1Q2 {}", p.number),
        Dialect::Q2pro => format!("Q2PRO {}", p.number),
        Dialect::Q2repro => format!("Q2rePRO {}", p.number),
        Dialect::Rerelease => format!("Quake II {}", p.number),
    }
}

/// What an inferred R1Q2/Q2PRO reading assumed besides the dialect: the minor version (the
/// newest), Q2PRO's protocol extensions, its netchan and the qport (a handshake would have said).
fn inferred_variant(p: &super::state::Proto, layout: Layout) -> String {
    use super::state::{ES_EXTENSIONS, ES_EXTENSIONS_2};
    if !p.dialect.enhanced() {
        return String::new();
    }
    let ext = if p.es & ES_EXTENSIONS_2 != 0 {
        ", extensions v2"
    } else if p.es & ES_EXTENSIONS != 0 {
        ", extensions"
    } else {
        ""
    };
    let nc = if layout.new_nc {
        ", fragmenting netchan"
    } else {
        ""
    };
    let qport = match layout.qport_len {
        1 => "1-byte qport",
        _ => "no qport",
    };
    if p.dialect == Dialect::Q2repro {
        // its minor version does not change the wire (servers send 0); its game library does
        // (configstring layout): the rerelease's is assumed
        return format!(", rerelease game{nc}, {qport}");
    }
    format!(", minor {}{ext}{nc}, {qport}", p.minor)
}

/// "Quake II 2023 (inferred from frames 1–8)", "… (negotiated in frame 12)".
pub fn provenance_text(p: &super::state::Proto, layout: Layout, how: Provenance) -> Option<String> {
    let fte = if layout.fte_frag {
        ", FTE fragmenting netchan"
    } else {
        ""
    };
    let name = dialect_name(p);
    match how {
        Provenance::Unknown => None,
        Provenance::Negotiated(f) => Some(format!("{name}{fte} (negotiated in frame {f})")),
        Provenance::Inferred { from, until } => {
            let what = format!("{name}{fte}{}", inferred_variant(p, layout));
            Some(if from == until {
                format!("{what} (inferred from frame {from})")
            } else {
                format!("{what} (inferred from frames {from}–{until})")
            })
        }
    }
}

/// The provenance items under the root: `q2.dialect` and what it rests on.
fn add_provenance(t: &mut Tree, rec: &Record, proto: &super::state::Proto) {
    let Some(text) = provenance_text(proto, rec.layout, rec.dialect) else {
        return;
    };
    t.open_generated(Q2Dialect);
    if let Some(n) = t.nodes.last_mut() {
        use crate::codec::tree::NodeKind;
        if matches!(n.kind, NodeKind::Field(f, Value::None) if f == Q2Dialect) {
            n.kind = NodeKind::Field(Q2Dialect, Value::Str(text));
        }
    }
    match rec.dialect {
        Provenance::Negotiated(f) => t.add_generated(Q2DialectFrom, Value::U(f as u64)),
        Provenance::Inferred { from, until } => {
            t.add_generated(Q2DialectInferred, Value::U(1));
            t.add_generated(Q2DialectFrom, Value::U(from as u64));
            t.add_generated(Q2DialectUntil, Value::U(until as u64));
        }
        Provenance::Unknown => {}
    }
    t.close(0);
}

/// On a datagram that negotiated, inferred or re-decided the dialect: the note saying so.
fn add_decision(out: &mut Output, rec: &Record) {
    if let Some(text) = &rec.decided {
        out.frame.expert(Expert::Note, 0, 0, text.to_string());
    }
}

fn label(st: &Q2State) -> String {
    if st.known || st.proto.dialect != Dialect::V34 {
        format!("Q2/{}", st.proto.number)
    } else {
        "Q2".into()
    }
}

/// The decoding shared by both passes: a pure function of the record, the bytes and `st`.
/// Writes into `out` (a default output: the first pass builds its output where it returns it),
/// and into `choked` the server frames the datagram says were choked before it (for the
/// analysis, `Session::analyse`; a value, not a verdict put on `out` and taken off again).
fn decode(
    rec: &Record,
    b: &[u8],
    st: &mut Q2State,
    want: Want,
    session: u32,
    out: &mut Output,
    choked: &mut u32,
) -> Option<OobInfo> {
    let info = decode_body(rec, b, st, want, session, out, choked);
    // the Protocol column names the dialect in force after the packet (a serverdata sets it)
    // as the tree's q2.protocol item: also a dialect inferred or negotiated by `connect`
    if want.info {
        out.proto = if rec.dialect != Provenance::Unknown && !st.known {
            format!("Q2/{}", st.proto.number)
        } else {
            label(st)
        };
    }
    crate::codec::end_info(&mut out.info);
    info
}

fn decode_body(
    rec: &Record,
    b: &[u8],
    st: &mut Q2State,
    want: Want,
    session: u32,
    out: &mut Output,
    choked: &mut u32,
) -> Option<OobInfo> {
    let tree = want.tree;
    let mut t = want.new_tree(b.len());
    // (without an Info line, message names and details are not collected)
    let mut sum = Summary::for_info(want.info);
    let arrow = rec.dir.arrow();
    t.add_generated(Q2Direction, Value::U((rec.dir == Dir::ToClient) as u64));
    t.add_generated(Q2Session, Value::U(session as u64));
    // (`st` is still the state before the datagram here)
    if st.known || st.proto.dialect != Dialect::V34 || rec.dialect != Provenance::Unknown {
        t.add_generated(Q2Protocol, Value::U(st.proto.number as u64));
        // an inferred reading only assumes the newest minor (1023 and 1026 frame alike without
        // Q2PRO's extensions): the assumption is in q2.dialect's text, never shown as the value
        let inferred = matches!(rec.dialect, Provenance::Inferred { .. });
        if st.proto.minor != 0 && !inferred {
            t.add_generated(Q2Minor, Value::U(st.proto.minor as u64));
        }
    }
    if t.is_enabled() {
        add_provenance(&mut t, rec, &st.proto);
    }
    if netchan::is_oob(b) {
        let info = oob::decode(b, &mut t, &mut sum);
        set_info!(out, want.info, "{arrow} {}", sum.text());
        out.frame = t;
        return Some(info);
    }
    let Some(h) = netchan::parse_layout(b, rec.layout, rec.dir == Dir::ToServer) else {
        t.expert(
            Expert::Truncated,
            0,
            b.len(),
            "datagram shorter than a Quake II netchan header",
        );
        t.undecoded(0, b.len());
        out.frame = t;
        set_info!(out, want.info, "{arrow} malformed");
        out.malformed = true;
        return None;
    };
    let nc = rec.layout.new_nc;
    let (seq, ack) = (h.seq(nc), h.ack(nc));
    // the id netchan header as QuakeWorld's: each word with the fields it holds
    t.open(Q2SeqWord, 0, Value::U(h.seq_word as u64));
    t.add(Q2Seq, 0, 4, Value::U(seq as u64));
    t.add(Q2SeqReliable, 0, 4, Value::U(h.seq_word as u64));
    if nc {
        t.add(Q2SeqFragment, 0, 4, Value::U(h.seq_word as u64));
    }
    t.close(4);
    t.open(Q2AckWord, 4, Value::U(h.ack_word as u64));
    t.add(Q2Ack, 4, 4, Value::U(ack as u64));
    t.add(Q2AckReliable, 4, 4, Value::U(h.ack_word as u64));
    t.close(8);
    if let Some((q, len)) = h.qport {
        t.add(Q2Qport, 8, len, Value::U(q as u64));
    }
    if let Some(fw) = h.frag {
        let s = h.size - 2;
        t.open(Q2FragWord, s, Value::U(fw as u64));
        t.add(Q2FragOffset, s, 2, Value::U(fw as u64));
        t.add(Q2FragMore, s, 2, Value::U(fw as u64));
        t.close(s + 2);
    }
    if let Some(fw) = h.fte_frag {
        let s = h.size - 2;
        t.open(Q2FteFrag, s, Value::U(fw as u64));
        t.add(Q2FteFragOffset, s, 2, Value::U(((fw & !1) as u64) << 2));
        t.add(Q2FteFragMore, s, 2, Value::U(fw as u64));
        t.close(s + 2);
    }
    let rel = if h.reliable() { " [R]" } else { "" };
    let head = if want.info {
        format!("{arrow} seq {seq}{rel} ack {ack}")
    } else {
        String::new()
    };
    let mut ctx = svc::Ctx::new(rec.frame, tree);
    if !want.info {
        ctx = ctx.without_info();
    }
    let payload = |b: &[u8],
                   start: usize,
                   st: &mut Q2State,
                   ctx: &mut svc::Ctx,
                   t: &mut Tree,
                   sum: &mut Summary| {
        if let Some(p) = st.unsupported {
            t.expert(
                Expert::Note,
                start,
                b.len() - start,
                format!("protocol {p}: payload not decoded"),
            );
            t.undecoded(start, b.len() - start);
            return;
        }
        match rec.dir {
            Dir::ToClient => svc::server_messages(b, start, st, ctx, t, sum),
            Dir::ToServer => {
                let mut probe = clc::Probe::default();
                clc::client_messages(b, start, st, seq, &mut probe, t, sum)
            }
        }
    };
    if h.frag.is_some() || h.fte_fragment().is_some() || rec.frag_gap {
        match rec.frag {
            Some(f) => {
                out.reasm = Some(Reasm {
                    msg_id: f.msg_id,
                    index: f.index,
                    last: f.last,
                    offset: h.size,
                });
                t.add(
                    Q2FragmentData,
                    h.size,
                    b.len().saturating_sub(h.size),
                    Value::None,
                );
                if let Some(m) = &rec.message {
                    let mut mt = want.new_tree(m.len());
                    payload(m, 0, st, &mut ctx, &mut mt, &mut sum);
                    t.errors += mt.errors;
                    out.message = Some(mt);
                    out.message_len = m.len();
                    set_info!(
                        out,
                        want.info,
                        "{head} [{} fragments] {}",
                        f.index + 1,
                        sum.text()
                    );
                } else {
                    set_info!(out, want.info, "{head} fragment {}", f.index + 1);
                }
            }
            None => {
                t.expert(
                    Expert::Inconsistent,
                    h.size.saturating_sub(2),
                    2,
                    "earlier fragments of this message are not in the capture (or it is too large)",
                );
                t.add(
                    Q2FragmentData,
                    h.size,
                    b.len().saturating_sub(h.size),
                    Value::None,
                );
                set_info!(out, want.info, "{head} fragment (not reassembled)");
            }
        }
    } else {
        if b.len() == h.size {
            t.add_generated(Q2Empty, Value::None);
        }
        payload(b, h.size, st, &mut ctx, &mut t, &mut sum);
        set_info!(out, want.info, "{head} {}", sum.text());
    }
    for s in &ctx.sources {
        t.errors += s.tree.errors;
    }
    out.sources = ctx.sources;
    out.malformed = sum.malformed;
    out.frame = t;
    *choked = sum.choked;
    None
}

impl Conversation for Session {
    fn record_of(&self, frame: u32) -> Option<usize> {
        self.records.record_of(frame)
    }
    fn direction(&self, idx: usize) -> Option<crate::codec::Dir> {
        self.records.get(idx).map(|r| r.dir())
    }
    /// The message after the netchan header (the server's datagrams carry no qport), a
    /// fragmented one once reassembled, as `CL_WriteDemoMessage` records it.
    fn demo_message(&self, idx: usize, bytes: &[u8]) -> Option<crate::codec::summary::DemoPart> {
        if netchan::is_oob(bytes) {
            return None;
        }
        let rec = self.record(idx)?;
        let h = netchan::parse_layout(bytes, rec.layout, false)?;
        let mask = if rec.layout.new_nc {
            0x3fff_ffff
        } else {
            0x7fff_ffff
        };
        let m: Vec<u8> = if h.frag.is_some() || h.fte_fragment().is_some() || rec.frag_gap {
            rec.message.as_deref()?.to_vec()
        } else {
            bytes.get(h.size..)?.to_vec()
        };
        Some(crate::codec::summary::DemoPart {
            seq: Some(h.seq_word & mask),
            bytes: m,
        })
    }
    fn new(id: u32) -> Self {
        Session {
            id,
            budget: crate::codec::budget::Budget::new(crate::codec::budget::Q2),
            layout: Layout {
                qport_len: 2,
                new_nc: false,
                fte_frag: false,
            },
            ..Default::default()
        }
    }

    fn first_pass_into(&mut self, d: &Datagram, want: Want, out: &mut Output) -> usize {
        let dir = self.direction(d);
        let to_server = dir == Dir::ToServer;
        let oob = netchan::is_oob(d.bytes);
        let mut decided = None;
        if self.inferring() && !oob {
            decided = self.infer_step(d.bytes, to_server, d.frame);
        }
        // a re-decision re-decodes the datagram: fragments are tracked again from here
        let partial = (self.inferring() && !oob).then(|| self.partial.clone());
        let idx = self.records.len();
        // while the dialect may be re-decided below (changing the state this record is
        // decoded with), the state before is kept aside and the record pushed after decoding
        let mut before = match partial {
            Some(_) => self.take_before(idx),
            None => {
                self.copy.push(&mut self.history, &self.state, idx);
                None
            }
        };
        let mut rec = self.new_record(d, dir);
        let st = self
            .copy
            .work
            .get_or_insert_with(|| Box::new((*self.state).clone()));
        let mut choked = 0;
        let mut info = decode(&rec, d.bytes, st, want, self.id, out, &mut choked);
        if let Some(partial) = &partial {
            if out.frame.errors > 0 {
                let proto = self.state.proto;
                if let Some(text) = self.redecide(d.bytes, to_server, d.frame) {
                    decided = Some(text);
                    self.partial = partial.clone();
                    if before.is_none() && idx > 0 && self.state.proto != proto {
                        // (rare) the state before differs from the state only in the dialect
                        before = Some(Box::new(Q2State {
                            proto,
                            ..(*self.state).clone()
                        }));
                    }
                    rec = self.new_record(d, dir);
                    *out = Output::default();
                    // the working copy holds this datagram's first decoding: decoded again
                    // from a copy brought back in step
                    let st = self
                        .copy
                        .work
                        .get_or_insert_with(|| Box::new((*self.state).clone()));
                    st.sync_from(&self.state);
                    info = decode(&rec, d.bytes, st, want, self.id, out, &mut choked);
                }
            }
        }
        if partial.is_some() {
            self.history.push_value(&self.state, before.as_deref());
            self.copy.changed = false;
        }
        drop(before);
        let Some(mut st) = self.copy.work.take() else {
            unreachable!("made above")
        };
        if let Some(info) = &info {
            self.learn(info, &mut st);
        }
        // negotiated: a connect (its dialect and layout), or the first svc_serverdata
        let connect = info.as_ref().is_some_and(|i| i.connect.is_some());
        if connect {
            self.analysis.restart();
        }
        if connect || (!self.state.known && st.known) {
            self.negotiated = Some(d.frame);
            self.infer = None;
            let how = Provenance::Negotiated(d.frame);
            decided = provenance_text(&st.proto, self.layout, how).map(|t| format!("Dialect: {t}"));
        }
        rec.decided = decided.map(Arc::from);
        add_decision(out, &rec);
        self.analyse(idx, d, &rec, choked, out);
        self.clean_run = if out.frame.errors == 0 && !out.malformed {
            self.clean_run.saturating_add(1)
        } else {
            0
        };
        let changed = !Q2State::same(&st, &self.state);
        let keep = if changed {
            self.budget.charge(idx, d.bytes.len(), &*st, &*self.state)
        } else {
            self.budget.charge_unchanged(idx, d.bytes.len())
        };
        self.copy.work = Some(st);
        self.copy.settle(&mut self.state, changed, keep, idx > 0);
        let frame = rec.frame;
        let (core, rare) = rec.split(idx, &mut self.provenances, &mut self.runs);
        self.records.push(frame, core, rare);
        self.budget.mark_in(idx, out);
        idx
    }

    fn footprint(&self) -> usize {
        crate::codec::records::footprint_of(
            self,
            &self.records,
            self.budget.spent
                + self.history.heap_size()
                + self.runs.capacity() * 8
                + self
                    .copy
                    .work
                    .as_ref()
                    .map_or(0, |_| std::mem::size_of::<Q2State>()),
        ) + self.analysis.footprint()
    }

    fn replay_into(&self, idx: usize, bytes: &[u8], want: Want, out: &mut Output) -> bool {
        let Some(rec) = self.record(idx) else {
            return false;
        };
        let Some(mut st) = self.history.get(idx) else {
            return false;
        };
        // the frames it decodes are dropped with `st`: not appended to the session's arenas
        crate::codec::framelist::transient(|| {
            decode(&rec, bytes, &mut st, want, self.id, out, &mut 0)
        });
        add_decision(out, &rec);
        // (a pinned session's datagrams get no analysis: the decoding puts none on `out`)
        if !self.pinned {
            let frames = &self.records;
            self.analysis
                .finish(idx, |i| frames.frame(i), out, &ANALYSIS);
        }
        self.budget.mark_in(idx, out);
        true
    }
}
