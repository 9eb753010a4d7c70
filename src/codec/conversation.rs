//! What every protocol's session offers the shell: decode a datagram once in capture order, and
//! replay it later from what the first pass recorded.

use super::tree::Tree;
use super::Endpoint;

#[derive(Clone, Copy, Debug)]
pub struct Datagram<'a> {
    pub frame: u32,
    pub src: Endpoint,
    pub dst: Endpoint,
    pub bytes: &'a [u8],
    /// Capture time in seconds (the netchan analysis's round-trip times).
    pub time: f64,
}

/// Where a datagram's fragment sits in a message that spans several datagrams; the shell hands
/// it to Wireshark's reassembly so the message gets its own data source.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reasm {
    /// Identifies the message within the conversation and direction.
    pub msg_id: u32,
    /// 0-based position of this fragment.
    pub index: u32,
    pub last: bool,
    /// Where the fragment's bytes start in the datagram (they run to its end).
    pub offset: usize,
}

/// Bytes a datagram carries in another form (e.g. an inflated svc_zpacket), decoded on their
/// own; the shell shows them as a separate data source.
#[derive(Debug, Default)]
pub struct Source {
    pub name: String,
    pub bytes: Vec<u8>,
    pub tree: Tree,
}

/// A decoded datagram.
#[derive(Debug, Default)]
pub struct Output {
    /// Nodes on the datagram's own bytes.
    pub frame: Tree,
    /// Nodes on the reassembled message, on the datagram that completed it.
    pub message: Option<Tree>,
    /// Length of that reassembled message.
    pub message_len: usize,
    pub reasm: Option<Reasm>,
    /// The Info column, without the protocol's name (the Protocol column shows it): direction
    /// first, then the transport, then the messages.
    pub info: String,
    /// The Protocol column when it says more than the protocol's short name (its dialect:
    /// "NQ/15", "Q2/2023"); empty: the short name.
    pub proto: String,
    /// The session continues on this server port (NQ's CCREP_ACCEPT).
    pub follow_port: Option<u16>,
    pub malformed: bool,
    /// Extra data sources (shown after the frame tree).
    pub sources: Vec<Source>,
    /// The netchan analysis's verdict on this datagram, as known when it was decoded (a tap
    /// copies it; the same on every pass, forward references aside).
    pub analysis: Option<super::analysis::Verdict>,
    /// What the statistics taps learn of the datagram, when [`Want::taps`] asked for it.
    pub tap: Option<Box<super::tap::Summary>>,
}

/// What the caller will use of a decoded datagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Want {
    /// The node tree (else only state, summary facts and expert counts).
    pub tree: bool,
    /// The Info text (tshark without columns, e.g. `-q` or `-V`, has no use for it).
    pub info: bool,
    /// Item labels: only a visible tree shows them (`-T fields` and filters build an
    /// invisible one).
    pub labels: bool,
    /// A [`super::tap::Summary`] for the statistics taps (a tap listener is present). Without
    /// `tree`, the datagram is decoded with a label-less tree for the summary, and the tree is
    /// then reduced to its expert items.
    pub taps: bool,
    /// With `taps`: the summary also carries what a recording client writes to its demo for
    /// the datagram ([`Conversation::demo_message`]; a `-z quake,demo` listener is present).
    pub demo: bool,
}

impl Want {
    /// Everything (tests, examples, Wireshark's detail pane).
    pub fn all(tree: bool) -> Want {
        Want {
            tree,
            info: true,
            labels: true,
            taps: false,
            demo: false,
        }
    }
    /// What to ask a session for so that the summary can be read: a tree, at least without
    /// labels.
    fn for_summary(self) -> Want {
        Want {
            tree: true,
            labels: self.labels && self.tree,
            ..self
        }
    }
    /// The tree this asks for.
    pub fn new_tree(&self, bytes: usize) -> super::tree::Tree {
        use super::tree::Tree;
        match (self.tree, self.labels) {
            (false, _) => Tree::disabled(),
            (true, true) => Tree::for_bytes(bytes),
            (true, false) => Tree::for_bytes(bytes).without_labels(),
        }
    }
}

/// One conversation of one protocol family.
pub trait Conversation: Sized {
    fn new(id: u32) -> Self;
    /// Decodes a datagram for the first time, in capture order; returns its record index.
    fn first_pass(&mut self, d: &Datagram, tree: bool) -> (usize, Output);
    /// Re-decodes record `idx` exactly as the first pass did, without changing the session.
    fn replay(&self, idx: usize, bytes: &[u8], tree: bool) -> Option<Output>;
    /// [`Conversation::first_pass`] that may skip what the caller does not want.
    fn first_pass_with(&mut self, d: &Datagram, want: Want) -> (usize, Output) {
        self.first_pass(d, want.tree)
    }
    /// [`Conversation::replay`] that may skip what the caller does not want.
    fn replay_with(&self, idx: usize, bytes: &[u8], want: Want) -> Option<Output> {
        self.replay(idx, bytes, want.tree)
    }
    /// The direction record `idx` was decoded in (for the statistics taps).
    fn direction(&self, _idx: usize) -> Option<super::Dir> {
        None
    }
    /// What a client recording a demo writes for server→client record `idx` (`bytes`: the
    /// datagram): None for what it does not record (connectionless packets, resent or
    /// unfinished fragments, the client's own datagrams).
    fn demo_message(&self, _idx: usize, _bytes: &[u8]) -> Option<super::tap::DemoPart> {
        None
    }
    /// Bytes this conversation keeps (its struct, records and retained state), charged against
    /// the budget all conversations share ([`Conversations`]).
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>()
    }
}

impl Want {
    fn for_summary_if_taps(self) -> Want {
        if self.taps {
            self.for_summary()
        } else {
            self
        }
    }
}

/// Adds the taps' summary to `out` when `want` asks for it, and drops the tree that was built
/// only for it.
fn summarize<S: Conversation>(out: &mut Output, want: Want, s: &S, ri: usize, bytes: &[u8]) {
    if !want.taps {
        return;
    }
    let dir = s.direction(ri);
    let demo = (want.demo && dir == Some(super::Dir::ToClient))
        .then(|| s.demo_message(ri, bytes))
        .flatten();
    let mut s = super::tap::summarize(out, bytes.len());
    s.dir = dir.or(s.dir);
    s.demo = demo;
    out.tap = Some(Box::new(s));
    if !want.tree {
        super::tap::experts_only(&mut out.frame);
        if let Some(m) = &mut out.message {
            super::tap::experts_only(m);
        }
        for src in &mut out.sources {
            super::tap::experts_only(&mut src.tree);
        }
    }
}

/// Appends a datagram's record, growing a long list by a quarter when it is full (not
/// doubling): records live for the file's lifetime, so doubling would leave up to half of the
/// list unused and need three times its size while it moves. Short lists (most conversations
/// of a hostile capture have one datagram) grow as usual, from 4.
pub fn push_record<R>(records: &mut Vec<R>, r: R) {
    let n = records.len();
    if n == records.capacity() && n >= 64 {
        records.reserve_exact(n / 4);
    }
    records.push(r);
}

/// A session's records, kept compactly: the part every datagram has (`C`, a few words) in one
/// list, and the rare part (`X`: where a fragment sits, a reassembled message, a note) only for
/// the datagrams that have one, in a second list sorted by record index.
pub struct Records<C, X> {
    all: Vec<C>,
    rare: Vec<(u32, X)>,
}

impl<C, X> Default for Records<C, X> {
    fn default() -> Self {
        Records {
            all: Vec::new(),
            rare: Vec::new(),
        }
    }
}

impl<C, X> Records<C, X> {
    /// Appends a record; returns its index.
    pub fn push(&mut self, c: C, x: Option<X>) -> usize {
        let i = self.all.len();
        if let Some(x) = x {
            push_record(&mut self.rare, (i as u32, x));
        }
        push_record(&mut self.all, c);
        i
    }
    pub fn len(&self) -> usize {
        self.all.len()
    }
    pub fn is_empty(&self) -> bool {
        self.all.is_empty()
    }
    pub fn get(&self, i: usize) -> Option<&C> {
        self.all.get(i)
    }
    pub fn get_mut(&mut self, i: usize) -> Option<&mut C> {
        self.all.get_mut(i)
    }
    /// Record `i`'s rare part, if it has one.
    pub fn rare(&self, i: usize) -> Option<&X> {
        let k = self.rare.binary_search_by_key(&(i as u32), |r| r.0).ok()?;
        Some(&self.rare[k].1)
    }
    /// Bytes the two lists hold (what the rare parts own besides is not counted).
    pub fn heap_size(&self) -> usize {
        self.all.capacity() * std::mem::size_of::<C>()
            + self.rare.capacity() * std::mem::size_of::<(u32, X)>()
    }
}

/// What one session keeps besides its own struct: records and retained state snapshots.
pub fn footprint<S, R>(s: &S, records: &Vec<R>, state: usize) -> usize {
    std::mem::size_of_val(s) + records.capacity() * std::mem::size_of::<R>() + state
}

/// [`footprint`] of a session whose records are [`Records`].
pub fn footprint_of<S, C, X>(s: &S, records: &Records<C, X>, state: usize) -> usize {
    std::mem::size_of_val(s) + records.heap_size() + state
}

/// The conversations of one protocol family, under one budget with every other family's:
/// at most [`super::budget::max_conversations`] conversations and
/// [`super::budget::total_limit`] bytes of sessions together. Past either, the conversations
/// idle the longest are evicted (oldest first, an eighth of them at a time so that the scan is
/// rare): their records and state are dropped, their later datagrams start a new session, and
/// their recorded datagrams replay as "evicted". The datagram whose decoding passed the budget
/// gets a `limit` expert saying so.
pub struct Conversations<S> {
    slots: Vec<Option<S>>,
    /// Last frame each conversation was seen in (for the eviction order).
    last: Vec<u32>,
    /// Bytes charged for each conversation against the shared budget.
    cost: Vec<usize>,
}

impl<S> Default for Conversations<S> {
    fn default() -> Self {
        Self::new()
    }
}

impl<S> Drop for Conversations<S> {
    fn drop(&mut self) {
        self.clear();
    }
}

impl<S> Conversations<S> {
    pub const fn new() -> Self {
        Conversations {
            slots: Vec::new(),
            last: Vec::new(),
            cost: Vec::new(),
        }
    }
    pub fn len(&self) -> usize {
        self.slots.len()
    }
    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
    /// The session of conversation `i`, unless it was evicted.
    pub fn get(&self, i: usize) -> Option<&S> {
        self.slots.get(i)?.as_ref()
    }
    pub fn is_evicted(&self, i: usize) -> bool {
        matches!(self.slots.get(i), Some(None))
    }
    /// Forgets every conversation (a new file), returning their bytes to the shared budget.
    pub fn clear(&mut self) {
        for (s, c) in self.slots.iter().zip(&self.cost) {
            if s.is_some() {
                super::budget::release(*c);
            }
        }
        self.slots.clear();
        self.last.clear();
        self.cost.clear();
    }
}

impl<S: Conversation> Conversations<S> {
    /// Starts a conversation; returns its index.
    pub fn push(&mut self, s: S) -> usize {
        let cost = s.footprint();
        super::budget::charge_conversation(cost);
        self.slots.push(Some(s));
        self.last.push(0);
        self.cost.push(cost);
        self.slots.len() - 1
    }

    /// First pass of a datagram in conversation `i` (which must not be evicted); enforces the
    /// shared budget afterwards (never evicting `i` itself).
    pub fn first_pass_with(
        &mut self,
        i: usize,
        d: &Datagram,
        want: Want,
    ) -> Option<(usize, Output)> {
        let s = self.slots.get_mut(i)?.as_mut()?;
        let (ri, mut out) = s.first_pass_with(d, want.for_summary_if_taps());
        summarize(&mut out, want, &*s, ri, d.bytes);
        let cost = s.footprint();
        super::budget::recharge(self.cost[i], cost);
        self.cost[i] = cost;
        self.last[i] = d.frame;
        if super::budget::over_total() {
            let (n, freed) = self.evict_idle(i);
            if n > 0 {
                out.frame.expert(
                    super::tree::Expert::LimitExceeded,
                    0,
                    0,
                    format!(
                        "the state of all conversations together passed {} MiB or {} conversations: the {n} idle the longest were evicted ({} KiB); their recorded packets are no longer decoded, their later packets start afresh",
                        super::budget::total_limit() >> 20,
                        super::budget::max_conversations(),
                        freed >> 10
                    ),
                );
            }
        }
        Some((ri, out))
    }

    /// Replays record `ri` of conversation `i`; an evicted conversation's datagram is shown
    /// undecoded with a `limit` expert.
    pub fn replay_with(&self, i: usize, ri: usize, bytes: &[u8], want: Want) -> Option<Output> {
        match self.slots.get(i)? {
            Some(s) => {
                let mut out = s.replay_with(ri, bytes, want.for_summary_if_taps())?;
                summarize(&mut out, want, s, ri, bytes);
                Some(out)
            }
            None => {
                let mut out = Output::default();
                let mut t = Tree::new();
                t.expert(
                    super::tree::Expert::LimitExceeded,
                    0,
                    0,
                    "this conversation's state was evicted to keep all conversations within their shared budget: the packet is not decoded again",
                );
                t.undecoded(0, bytes.len());
                out.frame = t;
                out.info = "[conversation state evicted]".into();
                Some(out)
            }
        }
    }

    /// Evicts the longest-idle eighth of the live conversations (at least one), never `keep`;
    /// returns how many and the bytes freed.
    fn evict_idle(&mut self, keep: usize) -> (usize, usize) {
        let mut live: Vec<(u32, usize)> = (0..self.slots.len())
            .filter(|&j| j != keep && self.slots[j].is_some())
            .map(|j| (self.last[j], j))
            .collect();
        if live.is_empty() {
            return (0, 0);
        }
        let n = (live.len() / 8).max(1);
        live.select_nth_unstable(n - 1);
        let mut freed = 0;
        for &(_, j) in &live[..n] {
            self.slots[j] = None;
            super::budget::release(self.cost[j]);
            freed += self.cost[j];
            self.cost[j] = 0;
        }
        (n, freed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::nq;
    use crate::codec::tree::Expert;

    #[test]
    fn the_longest_idle_conversations_are_evicted_and_say_so() {
        super::super::budget::set_total_limits(usize::MAX, 8);
        let mut c: Conversations<nq::Session> = Conversations::new();
        // a CCREQ_CONNECT from each of 20 clients
        let body = [&[1u8][..], b"QUAKE\0", &[3]].concat();
        let mut b = (0x8000_0000u32 | (4 + body.len() as u32))
            .to_be_bytes()
            .to_vec();
        b.extend_from_slice(&body);
        let mut evicting = Vec::new();
        for k in 0..20u16 {
            let si = c.push(nq::Session::new(k as u32));
            let src = Endpoint {
                port: 5000 + k,
                ..Default::default()
            };
            let d = Datagram {
                frame: k as u32 + 1,
                src,
                dst: Endpoint {
                    port: 26000,
                    ..Default::default()
                },
                bytes: &b,
                time: 0.0,
            };
            let (_, out) = c.first_pass_with(si, &d, Want::all(true)).unwrap();
            if out.frame.experts().any(|e| e.0 == Expert::LimitExceeded) {
                evicting.push(k);
            }
        }
        super::super::budget::set_total_limits(
            super::super::budget::DEFAULT_TOTAL_LIMIT,
            super::super::budget::DEFAULT_MAX_CONVERSATIONS,
        );
        assert!(!evicting.is_empty(), "no datagram said it evicted");
        assert!((0..20).filter(|&i| c.get(i).is_some()).count() <= 8);
        assert!(
            c.is_evicted(0) && c.get(19).is_some(),
            "the oldest go first"
        );
        let r = c.replay_with(0, 0, &b, Want::all(true)).unwrap();
        assert!(r.frame.experts().any(|e| e.0 == Expert::LimitExceeded));
        c.clear();
    }
}
