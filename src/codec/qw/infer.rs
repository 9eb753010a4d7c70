//! QuakeWorld without the handshake: recognising a netchan conversation by its content, and
//! inferring the dialect (FTE extension words that change the wire, FTE's STUN-aware and FRAG
//! netchan) from how the datagrams parse.
//!
//! A candidate reading is one choice per group of extension bits that change the wire (float
//! coordinates, entity extensions, chunked downloads, replacement deltas, ezQuake's float entity
//! coordinates) plus whether the netchan carries FRAG's fragment word. A datagram *fails* a
//! candidate when its payload does not parse to the end under it (an unknown command, a
//! truncated message, a clc_move whose checksum does not match). The session keeps the
//! candidates no datagram has failed and reads with the simplest of them (fewest extensions),
//! re-deciding when the one in use fails and another parses.

use super::state::QwState;
use super::{clc, svc};
use crate::codec::fte::{self, Ext};
use crate::codec::nq::Summary;
use crate::codec::reader::Cursor;
use crate::codec::tree::Tree;
use crate::codec::Dir;

const FLOAT: [u32; 2] = [0, fte::PEXT_FLOATCOORDS];
/// mvdsv/ezQuake's entity extensions, and FTE's.
const ENT_EZ: u32 = fte::PEXT_MODELDBL | fte::PEXT_ENTITYDBL | fte::PEXT_ENTITYDBL2;
const ENT_FTE: u32 = ENT_EZ
    | fte::PEXT_SCALE
    | fte::PEXT_TRANS
    | fte::PEXT_FATNESS
    | fte::PEXT_HULLSIZE
    | fte::PEXT_COLOURMOD
    | fte::PEXT_HEXEN2
    | fte::PEXT_DPFLAGS;
const ENT: [u32; 3] = [0, ENT_EZ, ENT_FTE];
const CHUNK: [u32; 2] = [0, fte::PEXT_CHUNKEDDOWNLOADS];
/// FTE's replacement deltas and the PEXT2 bits that change their encoding.
const REPL_FTE: u32 =
    fte::PEXT2_REPLACEMENTDELTAS | fte::PEXT2_PREDINFO | fte::PEXT2_NEWSIZEENCODING;
const REPL: [u32; 3] = [0, REPL_FTE, REPL_FTE | fte::PEXT2_LERPTIME];
const EZ: [u32; 2] = [0, fte::EZPEXT1_FLOATENTCOORDS];
/// Extensions that only admit FTE's own messages (CSQC entities and packets, particles, pics,
/// custom temp entities, extended sounds, coloured lightstyles, voice, split-screen seats, the
/// VR-input move) and
/// change nothing else on the wire (split screen changes svc_serverdata, which carries its own
/// extension words): a candidate that reads an FTE server (its entity extensions or replacement
/// deltas) reads them too, since fteqw's client asks for them.
const MSG_FTE: u32 = fte::PEXT_CSQC
    | fte::PEXT_SPLITSCREEN
    | fte::PEXT_SHOWPIC
    | fte::PEXT_CUSTOMTEMPEFFECTS
    | fte::PEXT_SOUNDDBL
    | fte::PEXT_LIGHTSTYLECOL;
const MSG_FTE2: u32 = fte::PEXT2_VOICECHAT | fte::PEXT2_VRINPUTS;

/// Candidates: 2 × 3 × 2 × 3 × 2 extension choices × FRAG or not × client stream or MVD stream.
pub const CANDIDATES: usize = 288;
const CHOICES: [usize; 7] = [2, 3, 2, 3, 2, 2, 2];

/// One candidate reading of a conversation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cand {
    /// Choice per group: float, entity, chunked, replacement, ez float, frag, MVD.
    pub choice: [u8; 7],
}

impl Cand {
    pub fn from_index(i: usize) -> Cand {
        let mut i = i;
        let mut choice = [0u8; 7];
        for (k, n) in CHOICES.into_iter().enumerate() {
            choice[k] = (i % n) as u8;
            i /= n;
        }
        Cand { choice }
    }
    pub fn frag(&self) -> bool {
        self.choice[5] != 0
    }
    /// An MVD stream (mvdsv's demo and QTV encoding, e.g. a demo converted to a pcap).
    pub fn mvd(&self) -> bool {
        self.choice[6] != 0
    }
    /// This candidate's verdict on a datagram (see [`verdict`]).
    pub fn verdict(&self, b: &[u8], st: &QwState, dir: Dir, stun: bool) -> Verdict {
        self.verdict_with(b, st, dir, stun, None)
    }
    /// … with the extension words `fixed` (negotiated by a svc_serverdata) instead of its own.
    fn verdict_with(
        &self,
        b: &[u8],
        st: &QwState,
        dir: Dir,
        stun: bool,
        fixed: Option<Ext>,
    ) -> Verdict {
        // read as the state is, or as an MVD stream (or not): a copy only when that differs
        let other;
        let st = if st.mvd == self.mvd() {
            st
        } else {
            other = QwState {
                mvd: self.mvd(),
                ..st.clone()
            };
            &other
        };
        let ext = match fixed {
            Some(mut e) => {
                e.pext2 =
                    e.pext2 & !fte::PEXT2_STUNAWARE | if stun { fte::PEXT2_STUNAWARE } else { 0 };
                e
            }
            None => self.ext(stun),
        };
        verdict(b, st, dir, ext, self.frag())
    }
    /// The extension words this candidate reads with (STUN-aware words as the header showed).
    pub fn ext(&self, stun: bool) -> Ext {
        let c = self.choice;
        let fte_server = c[1] == 2 || c[3] != 0;
        let (msg, msg2) = if fte_server {
            (MSG_FTE, MSG_FTE2)
        } else {
            (0, 0)
        };
        Ext {
            pext: FLOAT[c[0] as usize] | ENT[c[1] as usize] | CHUNK[c[2] as usize] | msg,
            pext2: REPL[c[3] as usize] | msg2 | if stun { fte::PEXT2_STUNAWARE } else { 0 },
            ez: EZ[c[4] as usize],
            mtu: 0,
        }
    }
    /// How many groups are not at their plain-QuakeWorld choice.
    fn weight(&self) -> u32 {
        self.choice.iter().map(|&c| c as u32).sum()
    }
    fn distance(&self, o: &Cand) -> u32 {
        self.choice
            .iter()
            .zip(o.choice)
            .filter(|(a, b)| **a != *b)
            .count() as u32
    }
}

/// Every candidate, simplest first. Between equally simple ones, ezQuake's float entity
/// coordinates before FTE's float coordinates: a server that sends packetentities (not FTE's
/// replacement deltas) with float origins is more likely mvdsv, and the two read entity updates
/// alike until an angle, a sound or a temp entity tells them apart.
pub fn preference() -> Vec<Cand> {
    // sorted once (a sort of every candidate cost more than a short session's decoding)
    static ORDER: std::sync::OnceLock<Vec<Cand>> = std::sync::OnceLock::new();
    ORDER
        .get_or_init(|| {
            let mut v: Vec<Cand> = (0..CANDIDATES).map(Cand::from_index).collect();
            v.sort_by_key(|c| (c.mvd(), c.weight(), c.choice[0]));
            v
        })
        .clone()
}

/// How the netchan words are laid out, from the header alone: `Some(false)` little-endian,
/// `Some(true)` FTE's STUN-aware big-endian words, `None` not a plausible QuakeWorld header.
/// Sequences are taken to stay below 2^24 (64 hours at 72 packets a second).
pub fn layouts(b: &[u8]) -> [bool; 2] {
    if b.len() < 8 {
        return [false; 2];
    }
    // little-endian: bit 31 is the reliable flag, the rest of the top byte is clear
    let le = b[3] & 0x7f == 0 && b[7] & 0x7f == 0;
    // STUN-aware: big-endian, bit 30 of the sequence set (so that it never starts like STUN)
    let be = b[0] & 0x7f == 0x40 && b[4] & 0x7f == 0;
    [le, be]
}

/// What one datagram says about a candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Parses to the end; `strong`: it holds something random bytes would hardly parse as
    /// (a clc_move with a matching checksum, entity or player updates, a protocol-28 serverdata).
    Clean {
        strong: bool,
    },
    /// Says nothing (a bare header, a FRAG fragment).
    Neutral,
    Fail,
}

/// Reads `b` (a netchan datagram) as `dir` under extension words `ext`, with or without FRAG's
/// fragment word, on a copy of `st` (whose `mvd` says which stream).
pub fn verdict(b: &[u8], st: &QwState, dir: Dir, ext: Ext, frag: bool) -> Verdict {
    if st.mvd && dir == Dir::ToServer {
        // an MVD stream has no client side
        return Verdict::Fail;
    }
    let stun = ext.pext2 & fte::PEXT2_STUNAWARE != 0;
    let Some(h) = super::netchan::header_with(b, stun, frag, dir) else {
        return Verdict::Fail;
    };
    if h.frag.is_some_and(|f| f != 0) {
        return Verdict::Neutral;
    }
    if h.size >= b.len() {
        return if h.size == b.len() {
            Verdict::Neutral
        } else {
            Verdict::Fail
        };
    }
    let seq = h.seq_word & if stun { 0x3fff_ffff } else { 0x7fff_ffff };
    let mut st = st.clone();
    st.ext = ext;
    let mut t = Tree::disabled();
    let mut sum = Summary::quiet();
    let mut c = Cursor::new(b, h.size, &mut t);
    let mut strong = false;
    let mut moves = 0;
    while !c.r.is_empty() {
        let at = c.pos();
        let Ok(cmd) = c.r.u8() else {
            return Verdict::Fail;
        };
        let ok = match dir {
            Dir::ToServer => {
                let first = moves == 0;
                let ok = clc::body(&mut c, cmd, &mut st, seq, &mut sum, &mut moves);
                if cmd == 3 && first && matches!(ok, Ok(true)) {
                    let covered = &b[at + 2..c.pos()];
                    if clc::checksum(covered, seq) != b[at + 1] {
                        return Verdict::Fail;
                    }
                    strong = true;
                }
                ok
            }
            Dir::ToClient => {
                let ok = svc::body(&mut c, cmd, &mut st, &mut sum, seq, 0);
                match cmd {
                    // a server sends replacement deltas only when they were negotiated (the
                    // codec reads svc 86 either way)
                    86 if !ext.replacement() => return Verdict::Fail,
                    42 | 47 | 48 | 86 => strong = true,
                    11 => strong |= serverdata_is_28(&b[at + 1..]),
                    _ => {}
                }
                ok
            }
        };
        if !matches!(ok, Ok(true)) || c.t.errors != 0 {
            return Verdict::Fail;
        }
    }
    Verdict::Clean { strong }
}

/// A svc_serverdata body (after the command byte) naming protocol 28.
fn serverdata_is_28(b: &[u8]) -> bool {
    let mut p = 0;
    while let Some(w) = b.get(p..p + 4) {
        let k = u32::from_le_bytes([w[0], w[1], w[2], w[3]]);
        if matches!(k, fte::FTEX | fte::FTE2 | fte::MVD1) {
            p += 8;
        } else {
            return k == 28;
        }
    }
    false
}

/// A datagram recognised as QuakeWorld netchan traffic: who sent it and how its header is laid
/// out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Guess {
    pub dir: Dir,
    pub stun: bool,
    pub frag: bool,
}

/// Strict recognition of a netchan datagram without any state: a plausible header and a payload
/// that parses to the end under some candidate with strong evidence (see [`Verdict`]). Not taken
/// when it reads as NetQuake or Quake II.
pub fn recognise(b: &[u8]) -> Option<Guess> {
    let lay = layouts(b);
    if !lay[0] && !lay[1] || b.len() < 9 {
        return None;
    }
    // the first command after the header (no qport/FRAG word, a qport, qport + FRAG word)
    let starts = |at: usize, names: &'static [(u32, &'static str)]| {
        b.get(at)
            .is_some_and(|&c| c != 0 && crate::fields::val_name(names, c as u32).is_some())
    };
    let svc = |at| starts(at, crate::fields::qw::SVC_NAMES);
    let clc = |at| starts(at, crate::fields::qw::CLC_NAMES);
    if !(svc(8) || svc(10) || clc(10) || clc(12)) {
        return None;
    }
    static EMPTY: std::sync::OnceLock<QwState> = std::sync::OnceLock::new();
    let st = EMPTY.get_or_init(QwState::default);
    let mut found = None;
    'outer: for stun in [false, true] {
        if !lay[stun as usize] {
            continue;
        }
        for frag in [false, true] {
            // a client's datagram: qport, then a clc_move whose checksum matches
            let ext = Cand::from_index(0).ext(stun);
            if clc(10 + 2 * frag as usize)
                && verdict(b, st, Dir::ToServer, ext, frag) == (Verdict::Clean { strong: true })
            {
                found = Some(Guess {
                    dir: Dir::ToServer,
                    stun,
                    frag,
                });
                break 'outer;
            }
        }
        // a server's: entity or player updates (or a serverdata) in one of the dialects met in
        // the wild (the session then infers among all candidates)
        for c in recognition_candidates() {
            if svc(8 + 2 * c.frag() as usize)
                && c.verdict(b, st, Dir::ToClient, stun) == (Verdict::Clean { strong: true })
            {
                found = Some(Guess {
                    dir: Dir::ToClient,
                    stun,
                    frag: c.frag(),
                });
                break 'outer;
            }
        }
    }
    found.filter(|_| !crate::codec::nq::looks_like(b) && !crate::codec::q2::looks_like(b))
}

/// The readings a lone server datagram is tried with for recognition: plain QuakeWorld, and the
/// extension sets mvdsv/ezQuake and fteqw negotiate by default (with and without float
/// coordinates), each with and without FRAG; an MVD stream as plain or ezQuake's. A fraction of
/// the 288, so that a datagram that is not QuakeWorld costs little.
fn recognition_candidates() -> &'static [Cand] {
    static C: std::sync::OnceLock<Vec<Cand>> = std::sync::OnceLock::new();
    C.get_or_init(|| {
        // float, entity, chunked, replacement, ez float
        let profiles: [[u8; 5]; 6] = [
            [0, 0, 0, 0, 0],
            [0, 0, 0, 0, 1],
            [0, 1, 1, 0, 1],
            [1, 1, 1, 0, 1],
            [0, 2, 1, 1, 0],
            [1, 2, 1, 1, 0],
        ];
        let mut v = Vec::new();
        for (mvd, frags) in [(0u8, &[0u8, 1][..]), (1, &[0][..])] {
            for p in &profiles[..if mvd == 1 { 3 } else { 6 }] {
                for &frag in frags {
                    let mut choice = [0u8; 7];
                    choice[..5].copy_from_slice(p);
                    choice[5] = frag;
                    choice[6] = mvd;
                    v.push(Cand { choice });
                }
            }
        }
        v
    })
}

/// The dialect inference of one conversation (first pass only).
#[derive(Clone, Debug)]
pub struct Infer {
    cands: Vec<Cand>,
    viable: Vec<bool>,
    /// Index into `cands` of the reading in use.
    pub current: usize,
    /// Datagrams that confirmed the reading in use since it was decided.
    confirmed: u32,
    pub stun: bool,
    /// Extension words a svc_serverdata negotiated (no handshake captured): only the stream
    /// (MVD or not) and the netchan layout are still inferred.
    pub fixed: Option<Ext>,
}

/// Datagrams after a decision during which every still-viable candidate is tried.
pub const WINDOW: u32 = 16;

/// What one step of inference did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The reading changed (or was first decided) with this datagram.
    Decided,
    /// It parsed cleanly under the reading in use, within [`WINDOW`] datagrams of the decision
    /// (evidence for it; later ones are not counted).
    Confirmed,
    Nothing,
}

impl Infer {
    pub fn new(stun: bool) -> Infer {
        let cands = preference();
        let n = cands.len();
        Infer {
            cands,
            viable: vec![true; n],
            current: usize::MAX,
            confirmed: 0,
            stun,
            fixed: None,
        }
    }
    pub fn cand(&self) -> Option<Cand> {
        self.cands.get(self.current).copied()
    }
    /// Feeds one netchan datagram sent in `dir`.
    pub fn step(&mut self, b: &[u8], st: &QwState, dir: Dir) -> Step {
        // the header's layout: STUN-aware words once seen unambiguously stay so
        let lay = layouts(b);
        if lay[1] && !lay[0] {
            self.stun = true;
        } else if lay[0] && !lay[1] {
            self.stun = false;
        } else if !lay[0] {
            return Step::Nothing;
        }
        let (stun, fixed) = (self.stun, self.fixed);
        let decided = self.current != usize::MAX;
        let current_verdict = self.cand().map(|c| c.verdict_with(b, st, dir, stun, fixed));
        let settled = decided && self.confirmed >= WINDOW;
        if settled && current_verdict != Some(Verdict::Fail) {
            return Step::Nothing;
        }
        if settled {
            // contradicted: every candidate again, against this datagram
            self.viable.iter_mut().for_each(|v| *v = true);
        }
        let clean = |v: &Verdict| matches!(v, Verdict::Clean { .. });
        // the reading in use was read above: not again
        let current = self.current;
        let verdict_of = |i: usize, c: &Cand| match current_verdict {
            Some(v) if i == current => v,
            _ => c.verdict_with(b, st, dir, stun, fixed),
        };
        let mut verdicts = vec![Verdict::Neutral; self.cands.len()];
        let mut any = false;
        for (i, c) in self.cands.iter().enumerate() {
            if self.viable[i] {
                verdicts[i] = verdict_of(i, c);
                any |= clean(&verdicts[i]);
            }
        }
        if !any {
            // no candidate still in the running reads it: every one is tried; when none reads
            // it either, it is no evidence (damaged, or of a kind no candidate knows). A FRAG
            // fragment (Neutral) explains nothing on its own.
            for (i, c) in self.cands.iter().enumerate() {
                if !self.viable[i] {
                    verdicts[i] = verdict_of(i, c);
                    any |= clean(&verdicts[i]);
                }
            }
            if !any {
                return Step::Nothing;
            }
            for (v, r) in self.viable.iter_mut().zip(&verdicts) {
                *v = *r != Verdict::Fail;
            }
        } else {
            for (v, r) in self.viable.iter_mut().zip(&verdicts) {
                if *r == Verdict::Fail {
                    *v = false;
                }
            }
        }
        if decided && self.viable[self.current] {
            if matches!(current_verdict, Some(Verdict::Clean { .. })) {
                self.confirmed += 1;
                return Step::Confirmed;
            }
            return Step::Nothing;
        }
        // the simplest reading that reads this datagram, nearest the one in use
        let cur = self.cand();
        let pick = (0..self.cands.len())
            .filter(|&i| self.viable[i] && clean(&verdicts[i]))
            .min_by_key(|&i| (cur.map_or(0, |c| c.distance(&self.cands[i])), i));
        match pick {
            Some(i) => {
                self.current = i;
                self.confirmed = 0;
                Step::Decided
            }
            None => Step::Nothing,
        }
    }
}

/// The extension bits that change the wire, named as in FTE (for the dialect line).
const NAMED: &[(u8, u32, &str)] = &[
    (0, fte::PEXT_FLOATCOORDS, "FLOATCOORDS"),
    (0, fte::PEXT_MODELDBL, "MODELDBL"),
    (0, fte::PEXT_ENTITYDBL, "ENTITYDBL"),
    (0, fte::PEXT_ENTITYDBL2, "ENTITYDBL2"),
    (0, fte::PEXT_SCALE, "SCALE"),
    (0, fte::PEXT_TRANS, "TRANS"),
    (0, fte::PEXT_FATNESS, "FATNESS"),
    (0, fte::PEXT_HULLSIZE, "HULLSIZE"),
    (0, fte::PEXT_COLOURMOD, "COLOURMOD"),
    (0, fte::PEXT_HEXEN2, "HEXEN2"),
    (0, fte::PEXT_DPFLAGS, "DPFLAGS"),
    (0, fte::PEXT_SPLITSCREEN, "SPLITSCREEN"),
    (0, fte::PEXT_CHUNKEDDOWNLOADS, "CHUNKEDDOWNLOADS"),
    (1, fte::PEXT2_REPLACEMENTDELTAS, "REPLACEMENTDELTAS"),
    (1, fte::PEXT2_PREDINFO, "PREDINFO"),
    (1, fte::PEXT2_NEWSIZEENCODING, "NEWSIZEENCODING"),
    (1, fte::PEXT2_LERPTIME, "LERPTIME"),
    (1, fte::PEXT2_MAXPLAYERS, "MAXPLAYERS"),
    (1, fte::PEXT2_STUNAWARE, "STUNAWARE"),
    (2, fte::EZPEXT1_FLOATENTCOORDS, "FLOATENTCOORDS"),
];

/// `ext` without the message-only extensions a reading of an FTE server admits.
pub fn without_admitted(ext: &Ext) -> Ext {
    Ext {
        pext: ext.pext & !MSG_FTE,
        pext2: ext.pext2 & !MSG_FTE2,
        ..*ext
    }
}

/// "QW 28", or "QW 28 + FTE FLOATCOORDS, …" with the wire-changing bits of `ext` (and FRAG);
/// "QW 28 MVD stream …" for mvdsv's demo/QTV encoding.
pub fn dialect_text(ext: &Ext, frag: bool, mvd: bool) -> String {
    let mut s = String::from(if mvd { "QW 28 MVD stream" } else { "QW 28" });
    let mut first = true;
    for &(w, bit, name) in NAMED {
        let word = [ext.pext, ext.pext2, ext.ez][w as usize];
        if word & bit != 0 {
            s.push_str(if first { " + FTE " } else { ", " });
            s.push_str(name);
            first = false;
        }
    }
    if frag {
        s.push_str(if first { " + FTE FRAG" } else { ", FRAG" });
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn candidates_are_distinct_and_plain_first() {
        let p = preference();
        assert_eq!(p.len(), CANDIDATES);
        assert_eq!(p[0].ext(false), Ext::default());
        assert!(!p[0].frag());
        let mut seen = std::collections::HashSet::new();
        for c in &p {
            assert!(seen.insert(c.choice));
        }
    }

    /// A client datagram: sequence, ack, qport, an optional FRAG word, then a clc_move of
    /// three empty usercmds with the checksum for `seq` (or a wrong one).
    fn client(seq: u32, stun: bool, frag: bool, good: bool) -> Vec<u8> {
        let mut b = Vec::new();
        if stun {
            b.extend_from_slice(&(seq | 0x4000_0000).to_be_bytes());
            b.extend_from_slice(&(seq - 1).to_be_bytes());
        } else {
            b.extend_from_slice(&seq.to_le_bytes());
            b.extend_from_slice(&(seq - 1).to_le_bytes());
        }
        b.extend_from_slice(&1234u16.to_le_bytes());
        if frag {
            b.extend_from_slice(&[0, 0]);
        }
        let body = [0u8, 0, 13, 0, 13, 0, 13];
        let sum = clc::checksum(&body, seq) ^ u8::from(!good);
        b.extend_from_slice(&[3, sum]);
        b.extend_from_slice(&body);
        b
    }

    #[test]
    fn a_client_move_is_recognised_by_its_checksum() {
        for (stun, frag) in [(false, false), (true, false), (true, true)] {
            let g = recognise(&client(4000, stun, frag, true));
            assert_eq!(
                g,
                Some(Guess {
                    dir: Dir::ToServer,
                    stun,
                    frag
                }),
                "stun {stun} frag {frag}"
            );
            assert_eq!(recognise(&client(4000, stun, frag, false)), None);
        }
    }

    /// A server datagram: sequence, ack, then `payload`.
    fn server(seq: u32, payload: &[u8]) -> Vec<u8> {
        let mut b = seq.to_le_bytes().to_vec();
        b.extend_from_slice(&seq.to_le_bytes());
        b.extend_from_slice(payload);
        b
    }

    #[test]
    fn an_mvd_stream_is_told_from_a_client_stream() {
        // svc_playerinfo as mvdsv writes it into demos: player 1, DF_ORIGIN x/y/z + DF_ANGLES
        // yaw + DF_MODEL, frame 5, three coords, an angle16, the model
        let mut p = vec![42, 1, 0x07, 0x08, 5];
        p.extend_from_slice(&[0x10, 0x00, 0x20, 0x00, 0x30, 0x00, 11]);
        // svc_setangle with the player it is for, a print
        p.extend_from_slice(&[10, 1, 0, 64, 0, 8, 2, b'h', b'i', 0]);
        let b = server(700, &p);
        let st = QwState::default();
        let plain = Cand::from_index(0);
        assert_eq!(plain.verdict(&b, &st, Dir::ToClient, false), Verdict::Fail);
        let mut inf = Infer::new(false);
        assert_eq!(inf.step(&b, &st, Dir::ToClient), Step::Decided);
        let c = inf.cand().unwrap();
        assert!(c.mvd() && c.ext(false) == Ext::default(), "{c:?}");
        assert_eq!(recognise(&b).map(|g| g.dir), Some(Dir::ToClient));
    }

    #[test]
    fn float_coords_are_inferred_from_a_sound_and_redecided_on_contradiction() {
        let st = QwState::default();
        // svc_sound: channel word (entity 1), sound 3, origin as three floats
        let mut p = vec![6, 0x0a, 0x00, 3];
        for v in [100.0f32, -50.0, 24.0] {
            p.extend_from_slice(&v.to_le_bytes());
        }
        let float = server(10, &p);
        let mut inf = Infer::new(false);
        assert_eq!(inf.step(&float, &st, Dir::ToClient), Step::Decided);
        let c = inf.cand().unwrap();
        assert_eq!(c.ext(false).pext, fte::PEXT_FLOATCOORDS, "{c:?}");
        // a datagram only fixed coordinates read: the reading changes, nearest the old one
        let mut p = vec![6, 0x0a, 0x00, 3, 0x20, 0x03, 0x70, 0xfe, 0xc0, 0x00];
        p.extend_from_slice(&[6, 0x0a, 0x00, 3, 0x20, 0x03, 0x70, 0xfe, 0xc0, 0x00]);
        let fixed = server(11, &p);
        for _ in 0..WINDOW {
            inf.step(&server(12, &[1]), &st, Dir::ToClient);
        }
        assert_eq!(inf.step(&fixed, &st, Dir::ToClient), Step::Decided);
        assert_eq!(inf.cand().unwrap().ext(false), Ext::default());
    }

    #[test]
    fn replacement_deltas_need_svc_86() {
        let st = QwState::default();
        // svcfte_updateentities: the server time, no entity (the terminating 0x0000) — the
        // codec reads it either way
        let mut p = vec![86];
        p.extend_from_slice(&28.9f32.to_le_bytes());
        p.extend_from_slice(&[0, 0]);
        let b = server(10, &p);
        let plain = Cand::from_index(0);
        assert_eq!(plain.verdict(&b, &st, Dir::ToClient, false), Verdict::Fail);
        let mut inf = Infer::new(false);
        inf.step(&b, &st, Dir::ToClient);
        assert!(inf.cand().unwrap().ext(false).replacement());
    }

    #[test]
    fn dialect_text_names_wire_bits() {
        let e = Ext {
            pext: fte::PEXT_FLOATCOORDS,
            ..Default::default()
        };
        assert_eq!(dialect_text(&e, false, false), "QW 28 + FTE FLOATCOORDS");
        assert_eq!(
            dialect_text(&Ext::default(), true, false),
            "QW 28 + FTE FRAG"
        );
        assert_eq!(dialect_text(&Ext::default(), false, false), "QW 28");
        assert_eq!(
            dialect_text(&Ext::default(), false, true),
            "QW 28 MVD stream"
        );
    }
}
