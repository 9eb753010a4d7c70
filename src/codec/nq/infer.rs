//! Dialect inference: a conversation whose svc_serverinfo is not in the capture (started in the
//! middle, or the fragment carrying it was lost) is decoded with the dialect its traffic supports.
//!
//! Each candidate reading ([`CANDIDATES`]: 15, 666, 999 with its coord/angle flags, FTE's
//! wire-changing extensions, ProQuake's 16-bit aim, DarkPlaces DP7/DP6/DP5, the Nehahra movie
//! and BJP protocols) is tried on the game datagrams of both
//! directions; a candidate that does not parse a datagram cleanly (an unknown or illegal command,
//! a truncated message) is ruled out. The datagram is decoded with the first candidate, in the
//! order of the list (plain before extended), that the evidence so far leaves. Once the set of
//! candidates has not changed for [`SETTLE`] datagrams, they are no longer all tried; a datagram
//! the chosen one cannot parse reopens the choice. Only the first pass runs this; the choice is
//! part of each datagram's recorded state, so a replay shows the same tree.

use super::state::{How, NqState};
use super::wire::{
    Protocol, PROTOCOL_FITZQUAKE, PROTOCOL_NEHAHRABJP, PROTOCOL_NEHAHRABJP2, PROTOCOL_NEHAHRAMOVIE,
    PROTOCOL_NETQUAKE, PROTOCOL_RMQ,
};
use super::Summary;
use crate::codec::dp::{PROTOCOL_DP5, PROTOCOL_DP6, PROTOCOL_DP7, PROTOCOL_DP8};
use crate::codec::fte::{
    PEXT2_LERPTIME, PEXT2_NEWSIZEENCODING, PEXT2_PREDINFO, PEXT2_REPLACEMENTDELTAS,
    PEXT2_VOICECHAT, PEXT_CSQC, PEXT_FLOATCOORDS,
};
use crate::codec::tree::Tree;
use crate::codec::Dir;

/// FTE's PEXT2_PRYDONCURSOR: clc_move buttons become a long (client side only).
pub const PEXT2_PRYDONCURSOR: u32 = 0x1;

/// One way to read the conversation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Candidate {
    pub protocol: Protocol,
    /// ProQuake 16-bit clc_move angles (protocol 15 and its relatives only).
    pub pq_aim: bool,
}

/// A server with replacement deltas is FTE's or QuakeSpasm-Spiked's: its CSQC, particle and
/// voice messages and the VR-input move are admitted too (the extensions that gate them change nothing else on the
/// wire, and both clients ask for them). The dialect's label does not list them: the traffic
/// admitted them, it did not show them.
const fn cand(version: u32, flags: u32, pext1: u32, pext2: u32, pq_aim: bool) -> Candidate {
    let fte = pext2 & PEXT2_REPLACEMENTDELTAS != 0;
    Candidate {
        protocol: Protocol {
            version,
            flags,
            pext1: pext1 | if fte { PEXT_CSQC } else { 0 },
            pext2: pext2
                | if fte {
                    PEXT2_VOICECHAT | crate::codec::fte::PEXT2_VRINPUTS
                } else {
                    0
                },
        },
        pq_aim,
    }
}

const RD: u32 = PEXT2_REPLACEMENTDELTAS | PEXT2_PREDINFO;
const FC: u32 = PEXT_FLOATCOORDS;
const PC: u32 = PEXT2_PRYDONCURSOR;
const NS: u32 = PEXT2_NEWSIZEENCODING;
const LT: u32 = PEXT2_LERPTIME;

/// The readings tried, in order of preference (a plainer reading wins while the traffic cannot
/// tell them apart). 999 without flags reads as 666 and is not listed; of FTE's extension bits
/// only those that change what NetQuake puts on the wire are (the others are invisible).
pub const CANDIDATES: &[Candidate] = &[
    cand(PROTOCOL_NETQUAKE, 0, 0, 0, false),
    // 666 before ProQuake's aim: their clc_move are alike and 666 is the common default
    cand(PROTOCOL_FITZQUAKE, 0, 0, 0, false),
    cand(PROTOCOL_NETQUAKE, 0, 0, 0, true),
    // QuakeSpasm's 999: PRFL_SHORTANGLE | PRFL_INT32COORD
    cand(PROTOCOL_RMQ, 0x82, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x02, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x80, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x08, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x0a, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x10, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x12, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x14, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x04, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x84, 0, 0, false),
    cand(PROTOCOL_RMQ, 0x0c, 0, 0, false),
    // FTE replacement deltas (QuakeSpasm-Spiked, fteqw): 666 first, as both default to it
    cand(PROTOCOL_FITZQUAKE, 0, 0, RD | NS | PC, false),
    cand(PROTOCOL_FITZQUAKE, 0, 0, RD | PC, false),
    cand(PROTOCOL_FITZQUAKE, 0, 0, RD | NS, false),
    cand(PROTOCOL_FITZQUAKE, 0, 0, RD, false),
    cand(PROTOCOL_FITZQUAKE, 0, FC, RD | NS | PC, false),
    cand(PROTOCOL_FITZQUAKE, 0, FC, RD | PC, false),
    cand(PROTOCOL_FITZQUAKE, 0, FC, RD | NS, false),
    cand(PROTOCOL_FITZQUAKE, 0, FC, RD, false),
    // fteqw's client with PEXT2_LERPTIME (UF_16BIT becomes the lerp end): its full mask
    cand(PROTOCOL_FITZQUAKE, 0, FC, RD | NS | PC | LT, false),
    cand(PROTOCOL_FITZQUAKE, 0, 0, RD | NS | PC | LT, false),
    cand(PROTOCOL_NETQUAKE, 0, FC, RD | NS | PC | LT, false),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD | NS | PC, false),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD | PC, false),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD | NS, false),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD, false),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD | NS | PC, true),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD | PC, true),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD | NS, true),
    cand(PROTOCOL_NETQUAKE, 0, 0, RD, true),
    cand(PROTOCOL_NETQUAKE, 0, FC, RD | NS | PC, false),
    cand(PROTOCOL_NETQUAKE, 0, FC, RD | PC, false),
    cand(PROTOCOL_NETQUAKE, 0, FC, RD | NS, false),
    cand(PROTOCOL_NETQUAKE, 0, FC, RD, false),
    cand(PROTOCOL_RMQ, 0x82, 0, RD | NS | PC, false),
    cand(PROTOCOL_RMQ, 0x82, 0, RD | PC, false),
    cand(PROTOCOL_RMQ, 0x82, 0, RD | NS, false),
    cand(PROTOCOL_RMQ, 0x82, 0, RD, false),
    // DarkPlaces: float coords, 16-bit angles, EntityFrame5 (svc_entities), its own clc_move
    cand(PROTOCOL_DP7, 0, 0, 0, false),
    // DP7 with parting messages: told apart only by a disconnect that carries one
    cand(PROTOCOL_DP8, 0, 0, 0, false),
    cand(PROTOCOL_DP6, 0, 0, 0, false),
    cand(PROTOCOL_DP5, 0, 0, 0, false),
    // relatives of 15 only DarkPlaces serves: its svc table; BJP's 16-bit model indexes, BJP2's
    // 16-bit sound indexes too (BJP3 is BJP2 on the wire, so it is never inferred)
    cand(PROTOCOL_NEHAHRAMOVIE, 0, 0, 0, false),
    cand(PROTOCOL_NEHAHRABJP, 0, 0, 0, false),
    cand(PROTOCOL_NEHAHRABJP2, 0, 0, 0, false),
    // and with ProQuake's aim, which DarkPlaces' client uses in all of them for a server that
    // answers as ProQuake (fteqw's serving BJP3 does)
    cand(PROTOCOL_NEHAHRAMOVIE, 0, 0, 0, true),
    cand(PROTOCOL_NEHAHRABJP, 0, 0, 0, true),
    cand(PROTOCOL_NEHAHRABJP2, 0, 0, 0, true),
];

const ALL: u64 = (1u64 << CANDIDATES.len()) - 1;

/// Datagrams without a change in the candidate set after which the set is no longer re-tried.
pub const SETTLE: u32 = 32;

/// The inference's working state (first pass only; never part of a replayed snapshot).
#[derive(Clone, Debug)]
pub struct Infer {
    /// Bit i: `CANDIDATES[i]` is still consistent with the evidence.
    alive: u64,
    /// Frame of the first datagram weighed in this round (0: none yet).
    from: u32,
    /// Frame of the last datagram that ruled a candidate out.
    to: u32,
    /// Datagrams weighed since the set last changed.
    stable: u32,
    /// Datagrams since the settled choice was last reopened (bounds the cost of traffic no
    /// candidate reads: one full trial per `SETTLE` datagrams at most).
    quiet: u32,
}

impl Default for Infer {
    fn default() -> Self {
        Infer {
            alive: ALL,
            from: 0,
            to: 0,
            stable: 0,
            quiet: SETTLE,
        }
    }
}

/// Whether `b` parses cleanly in `dir` with `st`.
pub fn clean(dir: Dir, b: &[u8], st: &NqState) -> bool {
    trial(dir, b, st.clone()).0
}

/// Whether `b` parses cleanly in `dir` with `st`, and whether it read a svc_serverinfo.
/// `st` is a copy the trial may change (no second copy of a candidate's state).
fn trial(dir: Dir, b: &[u8], mut st: NqState) -> (bool, bool) {
    let mut t = Tree::disabled();
    let mut sum = Summary::quiet();
    super::payload::payload(dir, b, 0, &mut st, &mut t, &mut sum);
    (t.errors == 0 && !sum.malformed, sum.serverinfo)
}

fn apply(st: &NqState, c: &Candidate, how: How) -> NqState {
    let mut s = st.clone();
    s.protocol = c.protocol;
    if s.accepted == 0 {
        s.pq_aim = c.pq_aim;
    }
    s.how = how;
    s
}

/// The candidates of `among` that read `b` cleanly. A datagram that a candidate reads cleanly
/// through a svc_serverinfo ends the inference: the session decodes it with the first such
/// candidate (the lowest bit) and the dialect is negotiated from then on, so the candidates after
/// it are not tried (a signon datagram is long, and 52 readings of it cost more than the rest of
/// a session). The candidates before it were tried and failed, so the lowest bit is the one the
/// whole set would give.
fn clean_set(dir: Dir, b: &[u8], st: &NqState, among: u64) -> u64 {
    let mut m = 0;
    for (i, c) in CANDIDATES.iter().enumerate() {
        if among & (1 << i) == 0 {
            continue;
        }
        let (clean, serverinfo) = trial(dir, b, apply(st, c, st.how));
        if clean {
            m |= 1 << i;
            if serverinfo {
                break;
            }
        }
    }
    m
}

impl Infer {
    fn how(&self) -> How {
        if self.to == 0 {
            How::Assumed
        } else {
            How::Inferred {
                from: self.from,
                to: self.to,
                others: self.alive.count_ones().saturating_sub(1),
            }
        }
    }

    fn chosen(&self) -> Option<&'static Candidate> {
        (self.alive != 0).then(|| &CANDIDATES[self.alive.trailing_zeros() as usize])
    }

    /// Weighs one game payload (before it is decoded) and returns the state to decode it with,
    /// if it differs from `st`.
    pub fn weigh(&mut self, dir: Dir, b: &[u8], frame: u32, st: &NqState) -> Option<NqState> {
        if self.from == 0 {
            self.from = frame;
        }
        if self.stable >= SETTLE {
            self.quiet = self.quiet.saturating_add(1);
            return None; // settled: `reopen` handles a datagram the choice cannot parse
        }
        let ok = clean_set(dir, b, st, self.alive);
        if ok == 0 {
            // nothing still consistent parses it: start over from this datagram, if anything does
            let fresh = clean_set(dir, b, st, ALL);
            if fresh == 0 {
                self.stable += 1;
                return None;
            }
            self.alive = fresh;
            self.from = frame;
            self.to = frame;
            self.stable = 0;
        } else if ok != self.alive {
            self.alive = ok;
            self.to = frame;
            self.stable = 0;
        } else {
            self.stable += 1;
        }
        self.state_for(st)
    }

    /// The chosen candidate's state, if it differs from `st`.
    fn state_for(&self, st: &NqState) -> Option<NqState> {
        let c = self.chosen()?;
        let how = self.how();
        let pq = if st.accepted != 0 {
            st.pq_aim
        } else {
            c.pq_aim
        };
        (st.protocol != c.protocol || st.pq_aim != pq || st.how != how).then(|| apply(st, c, how))
    }

    /// The chosen reading failed on a datagram after the set settled: weigh it afresh.
    pub fn reopen(&mut self, dir: Dir, b: &[u8], frame: u32, st: &NqState) -> Option<NqState> {
        if self.stable < SETTLE || self.quiet < SETTLE {
            return None;
        }
        self.quiet = 0;
        self.stable = 0;
        let ok = clean_set(dir, b, st, self.alive);
        if ok != 0 {
            self.alive = ok;
            self.to = frame;
        } else {
            let fresh = clean_set(dir, b, st, ALL);
            if fresh == 0 {
                self.stable = SETTLE;
                return None;
            }
            self.alive = fresh;
            self.from = frame;
            self.to = frame;
        }
        self.state_for(st)
    }
}

/// After a svc_serverinfo negotiated protocol 15 or a relative without a captured CCREP_ACCEPT,
/// ProQuake's aim is still unknown: a client datagram the current reading cannot parse but the
/// other one can flips it. Returns the new state.
pub fn flip_aim(dir: Dir, b: &[u8], st: &NqState) -> Option<NqState> {
    if dir != Dir::ToServer || st.accepted != 0 || !st.protocol.pq_aim_applies() {
        return None;
    }
    let mut s = st.clone();
    s.pq_aim = !s.pq_aim;
    clean(dir, b, &s).then_some(s)
}

/// "FitzQuake 666 + FTE (…)", as `nq.dialect` shows it.
pub fn name(st: &NqState) -> String {
    let p = &st.protocol;
    let mut s = match p.version {
        PROTOCOL_NETQUAKE => "NetQuake 15".to_string(),
        PROTOCOL_FITZQUAKE => "FitzQuake 666".to_string(),
        PROTOCOL_RMQ => format!("RMQ 999 (flags 0x{:x})", p.flags),
        PROTOCOL_DP5 => "DarkPlaces DP5 (3502)".to_string(),
        PROTOCOL_DP6 => "DarkPlaces DP6 (3503)".to_string(),
        PROTOCOL_DP7 => "DarkPlaces DP7 (3504)".to_string(),
        PROTOCOL_DP8 => "DarkPlaces DP8 (3505)".to_string(),
        _ if p.variant().is_some() => p.variant().map_or("", |v| v.name).to_string(),
        v => format!("protocol {v} (read as 15)"),
    };
    if st.pq_aim && p.pq_aim_applies() {
        s.push_str(" + ProQuake aim");
        if st.accepted != 0 {
            s.push_str(&format!(" (CCREP_ACCEPT in frame {})", st.accepted));
        } else if matches!(st.how, How::Negotiated { .. }) {
            // the protocol was negotiated, the aim only read off the client's moves
            s.push_str(" (inferred from clc_move)");
        }
    }
    if p.fte() {
        if matches!(st.how, How::Negotiated { .. }) {
            s.push_str(&format!(
                " + FTE (PEXT 0x{:x}, PEXT2 0x{:x})",
                p.pext1, p.pext2
            ));
        } else {
            let mut bits = Vec::new();
            for (b, n) in [
                (p.pext1 & PEXT_FLOATCOORDS, "float coords"),
                (p.pext2 & PEXT2_REPLACEMENTDELTAS, "replacement deltas"),
                (p.pext2 & PEXT2_PREDINFO, "predinfo"),
                (p.pext2 & PEXT2_NEWSIZEENCODING, "new size encoding"),
                (p.pext2 & PEXT2_PRYDONCURSOR, "prydon cursor"),
                (p.pext2 & PEXT2_LERPTIME, "lerp times"),
            ] {
                if b != 0 {
                    bits.push(n);
                }
            }
            s.push_str(&format!(" + FTE ({})", bits.join(", ")));
        }
    }
    s
}

/// "(inferred from frames 1–12)" and the like.
pub fn provenance(how: How) -> String {
    match how {
        How::Assumed => {
            "(assumed: no svc_serverinfo yet and nothing tells the dialects apart)".into()
        }
        How::Negotiated { frame } => format!("(negotiated in frame {frame})"),
        How::Inferred { from, to, others } if others > 0 => format!(
            "(inferred from frames {from}–{to}; {others} other reading{} also consistent)",
            if others == 1 { " is" } else { "s are" }
        ),
        How::Inferred { from, to, .. } => format!("(inferred from frames {from}–{to})"),
    }
}
