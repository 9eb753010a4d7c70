//! The conversations of one protocol family in a table, under the budget every family shares.

use super::conversation::{Conversation, Datagram, Output, Want};
use super::tree::Tree;

/// The conversations of one protocol family, under one budget with every other family's:
/// at most [`super::budget::max_conversations`] conversations and
/// [`super::budget::total_limit`] bytes of sessions together. Past either, the conversations
/// idle the longest are evicted (oldest first, an eighth of them at a time so that the scan is
/// rare): their records and state are dropped, their later datagrams start a new session, and
/// their recorded datagrams replay as "evicted". The datagram whose decoding passed the budget
/// gets a `limit` expert saying so.
pub struct Conversations<S> {
    /// Each session boxed: a session struct is several hundred bytes, which a list of them
    /// would hold inline for evicted conversations too, and double when it grows.
    slots: Vec<Option<Box<S>>>,
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
        self.slots.get(i)?.as_deref()
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
    /// The record of capture frame `frame` in conversation `i` (any index, 0, for an evicted
    /// one: its datagrams replay alike).
    pub fn record_of(&self, i: usize, frame: u32) -> Option<usize> {
        match self.slots.get(i)? {
            Some(s) => s.record_of(frame),
            None => Some(0),
        }
    }
    /// Starts a conversation; returns its index.
    pub fn push(&mut self, s: S) -> usize {
        let cost = s.footprint();
        super::budget::charge_conversation(cost);
        self.slots.push(Some(Box::new(s)));
        self.last.push(0);
        self.cost.push(cost);
        self.slots.len() - 1
    }

    /// First pass of a datagram in conversation `i` (which must not be evicted) into `out`
    /// (empty, as [`Output::default`] makes it; see [`Conversation::first_pass_into`]); returns
    /// its record index. Enforces the shared budget afterwards (never evicting `i` itself).
    pub fn first_pass_into(
        &mut self,
        i: usize,
        d: &Datagram,
        want: Want,
        out: &mut Output,
    ) -> Option<usize> {
        let s = self.slots.get_mut(i)?.as_deref_mut()?;
        let ri = s.first_pass_into(d, want.for_summary_if_taps(), out);
        if want.taps {
            summarize(out, want, &*s, ri, d.bytes);
        }
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
        Some(ri)
    }

    /// [`Conversations::first_pass_into`] returning the output (tests, tools).
    pub fn first_pass_with(
        &mut self,
        i: usize,
        d: &Datagram,
        want: Want,
    ) -> Option<(usize, Output)> {
        let mut out = Output::default();
        let ri = self.first_pass_into(i, d, want, &mut out)?;
        Some((ri, out))
    }

    /// Replays record `ri` of conversation `i` into `out` (empty, as for
    /// [`Conversations::first_pass_into`]); an evicted conversation's datagram is shown
    /// undecoded with a `limit` expert. False when there is no such conversation or record.
    pub fn replay_into(
        &self,
        i: usize,
        ri: usize,
        bytes: &[u8],
        want: Want,
        out: &mut Output,
    ) -> bool {
        let Some(slot) = self.slots.get(i) else {
            return false;
        };
        match slot.as_deref() {
            Some(s) => {
                if !s.replay_into(ri, bytes, want.for_summary_if_taps(), out) {
                    return false;
                }
                if want.taps {
                    summarize(out, want, s, ri, bytes);
                }
                true
            }
            None => {
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
                true
            }
        }
    }

    /// [`Conversations::replay_into`] returning the output (tests, tools).
    pub fn replay_with(&self, i: usize, ri: usize, bytes: &[u8], want: Want) -> Option<Output> {
        let mut out = Output::default();
        self.replay_into(i, ri, bytes, want, &mut out)
            .then_some(out)
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

impl Want {
    fn for_summary_if_taps(self) -> Want {
        if self.taps {
            self.for_summary()
        } else {
            self
        }
    }
}

/// Adds the taps' summary to `out` (`want` asks for it), and drops the tree that was built
/// only for it.
fn summarize<S: Conversation>(out: &mut Output, want: Want, s: &S, ri: usize, bytes: &[u8]) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::codec::nq;
    use crate::codec::tree::Expert;
    use crate::codec::Endpoint;

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
