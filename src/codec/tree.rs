//! What a dissection produces: a flat, pre-ordered tree of typed nodes with byte spans.
//!
//! The shell walks it and adds one Wireshark item per node; tests inspect it directly.

use crate::fields::Field;

#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    None,
    U(u64),
    I(i64),
    F(f64),
    Str(String),
}

/// Expert-info classes the shell registers, one `ei` each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Expert {
    /// A message ran past the end of its buffer.
    Truncated,
    /// A command byte no known dialect defines.
    UnknownCommand,
    /// A command that exists, but not in the negotiated protocol.
    IllegalCommand,
    /// The header's length disagrees with the datagram.
    LengthMismatch,
    /// Something is inconsistent but decodable (e.g. an entity with no baseline).
    Inconsistent,
    /// A state limit was hit; the packet is shown but not tracked.
    LimitExceeded,
    /// A repeated DATA fragment.
    Retransmission,
    /// Informational: protocol change, session move.
    Note,
    /// A delta's from-frame is not in the capture (or fell out of the window): state not resolved.
    DeltaMissing,
    /// A checksum in the packet does not match the bytes it covers.
    BadChecksum,
    /// Compressed data that does not inflate (or would inflate past the limit).
    BadCompression,
    /// The dialect was decided (or changed) from the traffic: no handshake in the capture.
    DialectDecided,
    /// Datagrams of this direction's sequence are missing (netchan analysis).
    Lost,
    /// A datagram sent before one already seen (netchan analysis).
    OutOfOrder,
    /// A sequence seen before (netchan analysis).
    Duplicate,
}

/// Wireshark's expert severities, as the codec chooses them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    Chat,
    Note,
    Warn,
    Error,
}

/// Wireshark's expert groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Malformed,
    Protocol,
    Sequence,
    Undecoded,
}

impl Expert {
    pub const ALL: [Expert; 15] = [
        Expert::Truncated,
        Expert::UnknownCommand,
        Expert::IllegalCommand,
        Expert::LengthMismatch,
        Expert::Inconsistent,
        Expert::LimitExceeded,
        Expert::Retransmission,
        Expert::Note,
        Expert::DeltaMissing,
        Expert::BadChecksum,
        Expert::BadCompression,
        Expert::DialectDecided,
        Expert::Lost,
        Expert::OutOfOrder,
        Expert::Duplicate,
    ];
    /// Filter suffix, summary, severity and group.
    pub fn info(self) -> (&'static str, &'static str, Severity, Group) {
        use Group::*;
        use Severity::*;
        match self {
            Expert::Truncated => ("truncated", "Message truncated", Error, Malformed),
            Expert::UnknownCommand => ("unknown_command", "Unknown command", Error, Undecoded),
            Expert::IllegalCommand => (
                "illegal_command",
                "Command illegal for the negotiated protocol",
                Error,
                Protocol,
            ),
            Expert::LengthMismatch => (
                "length_mismatch",
                "Length field disagrees with the datagram",
                Warn,
                Malformed,
            ),
            Expert::Inconsistent => (
                "inconsistent",
                "Inconsistent with earlier packets",
                Warn,
                Sequence,
            ),
            Expert::LimitExceeded => ("limit", "A dissector limit was exceeded", Warn, Protocol),
            Expert::Retransmission => (
                "retransmission",
                "Retransmitted reliable data",
                Note,
                Sequence,
            ),
            Expert::Note => ("note", "Session event", Chat, Sequence),
            Expert::DeltaMissing => (
                "delta_missing",
                "Delta from a frame that is not in the capture",
                Warn,
                Sequence,
            ),
            Expert::BadChecksum => ("bad_checksum", "Checksum mismatch", Warn, Protocol),
            Expert::BadCompression => (
                "bad_compression",
                "Compressed data does not inflate",
                Error,
                Malformed,
            ),
            Expert::DialectDecided => (
                "dialect_decided",
                "Dialect decided from the traffic",
                Note,
                Protocol,
            ),
            Expert::Lost => ("lost", "Datagrams missing in the sequence", Warn, Sequence),
            Expert::OutOfOrder => ("out_of_order", "Datagram out of order", Note, Sequence),
            Expert::Duplicate => ("duplicate", "Duplicate datagram", Note, Sequence),
        }
    }
}

#[derive(Clone, Debug, PartialEq)]
pub enum NodeKind {
    Field(Field, Value),
    Expert(Expert, String),
    /// A flags word and its named one-bit fields, all over the same bytes with the same value:
    /// one node instead of one per bit (the shell adds the bits as the word's children).
    Flags(Field, Value, &'static [Field]),
    /// Bytes we could not decode; the shell hands them to Wireshark's "data" dissector.
    Undecoded,
    /// Another protocol's item (named by its filter name, e.g. `q2`) carried inside this one
    /// (a KEX LAN segment's game packet); its children are that protocol's items.
    Protocol(&'static str),
}

#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    pub kind: NodeKind,
    pub start: u32,
    pub len: u32,
    /// Index one past this node's last descendant.
    pub end: u32,
    /// Not on the wire: derived from state (Wireshark shows it in brackets).
    pub generated: bool,
    /// Extra text appended to the item label (e.g. a message name).
    pub label: Option<String>,
}

/// Nodes one tree may hold. Wireshark throws past `gui.max_tree_items` (1,000,000 by default)
/// per packet; a datagram has at most six trees (its own, a reassembled message, four inflated
/// svc_zpackets), so it stays below that whatever its bytes. Real datagrams need under 6,000.
pub const MAX_NODES: usize = 100_000;

thread_local! {
    /// The node list of the last tree dropped, emptied, for the next datagram's: every datagram
    /// builds a tree and drops it, and a list reserved for a dense message is otherwise a large
    /// allocation (and free) each time. Lists past `SPARE_MAX` nodes are not kept.
    static SPARE: std::cell::Cell<Vec<Node>> = const { std::cell::Cell::new(Vec::new()) };
}

/// The largest node list kept for reuse (16k nodes of about 100 bytes).
const SPARE_MAX: usize = 1 << 14;

impl Drop for Tree {
    /// Inline: most trees dropped hold no list (a no-tree pass's, an output's default one).
    #[inline]
    fn drop(&mut self) {
        if self.nodes.capacity() != 0 {
            self.spare();
        }
    }
}

impl Tree {
    /// Keeps this tree's node list for the next tree (see [`SPARE`]).
    #[inline(never)]
    fn spare(&mut self) {
        let cap = self.nodes.capacity();
        if cap > SPARE_MAX {
            return;
        }
        let mut nodes = std::mem::take(&mut self.nodes);
        nodes.clear();
        // keep the larger of the two
        let _ = SPARE.try_with(|s| {
            let old = s.take();
            s.set(if old.capacity() >= cap { old } else { nodes });
        });
    }
}

/// Which children the resolved-state blocks get ([`super::Want::resolved`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Resolved {
    /// None: each block is its label.
    None,
    /// Every child (the `resolved_fields` preference, tests, examples).
    #[default]
    All,
    /// The children in the set (the fields a filter, column or output field refers to).
    Only(crate::fields::ResolvedSet),
}

impl Resolved {
    /// All children, or none.
    pub fn all_if(all: bool) -> Resolved {
        if all {
            Resolved::All
        } else {
            Resolved::None
        }
    }
}

/// Stands for a subtree opened after the tree was full.
const CAPPED: usize = usize::MAX;

/// Builds a [`Node`] list. A disabled tree records only expert items (Wireshark raises them
/// without a tree too: the expert tap, the Expert column) and the error count, so a no-tree
/// pass does no allocation per field.
#[derive(Debug, Default)]
pub struct Tree {
    pub nodes: Vec<Node>,
    open: Vec<usize>,
    disabled: bool,
    /// Labels are not kept (an invisible tree: field extraction, filters).
    no_labels: bool,
    /// Which children resolved-state blocks get (see [`Tree::open_resolved`]).
    resolved: Resolved,
    /// With [`Resolved::Only`]: the depth of `open` at which the resolved-state block being
    /// built sits (its children are checked against the set), 0 outside any block.
    block: usize,
    pub errors: u32,
}

impl Tree {
    pub fn new() -> Self {
        Self::default()
    }
    /// A tree for a message of `bytes` bytes: reserves about as many nodes as a dense message
    /// produces (a Quake II frame's resolved entities give several per byte), so the node list
    /// is not regrown (and copied) several times per datagram.
    pub fn for_bytes(bytes: usize) -> Self {
        let want = 16 + 6 * bytes;
        let mut nodes = SPARE.take();
        if nodes.capacity() < want {
            nodes = Vec::with_capacity(want);
        }
        let mut t = Self::default();
        t.nodes = nodes;
        t
    }
    pub fn disabled() -> Self {
        let mut t = Self::default();
        t.disabled = true;
        t.no_labels = true;
        t
    }
    /// Makes this tree what [`Tree::disabled`] makes. An output's tree is a fresh default one
    /// (no list): then only its flags are set, so a pass without a tree does not drop one tree
    /// and build another for every datagram.
    #[inline]
    pub fn disable(&mut self) {
        // (destructured, so that a field added to the tree is not forgotten here)
        let Tree {
            nodes,
            open,
            disabled,
            no_labels,
            resolved,
            block,
            errors,
        } = self;
        if nodes.capacity() == 0 && open.capacity() == 0 {
            // empty lists with no capacity are what `Vec::new` makes: the rest is set
            *disabled = true;
            *no_labels = true;
            *resolved = Resolved::default();
            *block = 0;
            *errors = 0;
        } else {
            *self = Tree::disabled();
        }
    }
    pub fn without_labels(mut self) -> Self {
        self.no_labels = true;
        self
    }
    /// A tree whose resolved-state blocks have no children (see [`Tree::open_resolved`]).
    pub fn without_resolved_children(self) -> Self {
        self.with_resolved(Resolved::None)
    }
    /// A tree whose resolved-state blocks get the children `r` names (see [`Tree::open_resolved`]).
    pub fn with_resolved(mut self, r: Resolved) -> Self {
        self.resolved = match r {
            Resolved::Only(s) if s.is_empty() => Resolved::None,
            r => r,
        };
        self
    }
    /// A new, empty, enabled tree with this one's label and resolved-children modes: for the
    /// trees of bytes a datagram carries inside (an inflated message, a blast).
    pub fn sibling(&self) -> Tree {
        let mut t = Tree::default();
        t.no_labels = self.no_labels;
        t.resolved = self.resolved;
        t
    }
    #[inline]
    pub fn is_enabled(&self) -> bool {
        !self.disabled
    }
    /// Whether labels are kept (an enabled tree that is not label-less).
    #[inline]
    pub fn has_labels(&self) -> bool {
        !self.no_labels
    }

    fn push(&mut self, kind: NodeKind, start: usize, len: usize, generated: bool) -> usize {
        let i = self.nodes.len();
        if i >= MAX_NODES {
            if i == MAX_NODES {
                let msg =
                    format!("more than {MAX_NODES} items in this tree: the rest are not shown");
                self.nodes.push(Node {
                    kind: NodeKind::Expert(Expert::LimitExceeded, msg),
                    start: start as u32,
                    len: 0,
                    end: i as u32 + 1,
                    generated: false,
                    label: None,
                });
            }
            return CAPPED;
        }
        self.nodes.push(Node {
            kind,
            start: start as u32,
            len: len as u32,
            end: i as u32 + 1,
            generated,
            label: None,
        });
        i
    }

    /// Adds a leaf.
    #[inline]
    pub fn add(&mut self, f: Field, start: usize, len: usize, v: Value) {
        if !self.disabled {
            self.push(NodeKind::Field(f, v), start, len, false);
        }
    }
    /// Adds a generated (derived, not on the wire) leaf; inside a resolved-state block, only if
    /// it is one of the children asked for ([`Tree::open_resolved`]).
    #[inline]
    pub fn add_generated(&mut self, f: Field, v: Value) {
        if !self.disabled && self.keeps(f) {
            self.push(NodeKind::Field(f, v), 0, 0, true);
        }
    }
    /// Whether `f` is added here: anywhere but inside a resolved-state block that gets only some
    /// of its children, and there if it is one of them.
    #[inline]
    fn keeps(&self, f: Field) -> bool {
        match self.resolved {
            Resolved::Only(set) if self.block != 0 => set.contains(f),
            _ => true,
        }
    }
    /// Three generated floats (an origin, angles), each under its field.
    #[inline]
    pub fn add_generated3<T: Into<f64>>(&mut self, f: [Field; 3], v: [T; 3]) {
        for (f, v) in f.into_iter().zip(v) {
            self.add_generated(f, Value::F(v.into()));
        }
    }
    /// Opens a subtree; its span is fixed by [`Tree::close`].
    #[inline]
    pub fn open(&mut self, f: Field, start: usize, v: Value) {
        if !self.disabled {
            let i = self.push(NodeKind::Field(f, v), start, 0, false);
            self.open.push(i);
        }
    }
    /// Opens a generated subtree (inside a resolved-state block, one that is not asked for is
    /// left out: its children go to the block, its label is dropped).
    #[inline]
    pub fn open_generated(&mut self, f: Field) {
        self.open_generated_with(f, Value::None);
    }
    /// [`Tree::open_generated`] for an item that holds a value itself.
    #[inline]
    pub fn open_generated_with(&mut self, f: Field, v: Value) {
        if !self.disabled {
            let i = if self.keeps(f) {
                self.push(NodeKind::Field(f, v), 0, 0, true)
            } else {
                CAPPED
            };
            self.open.push(i);
        }
    }
    /// Opens a resolved-state block: a generated item holding the state an entity or a player
    /// has after a delta, labelled with all of it on one line ([`ResolvedLine`]). Returns whether
    /// the block's children, one generated field per value, are to be added: only those the
    /// caller asked for ([`crate::codec::Want::resolved`]: the ones a filter, column or output
    /// field references, or all with the protocol's `resolved_fields` preference on). With only
    /// some asked for, the others are left out as they are added, until the block is closed;
    /// false when none of this block's are. Every block is built alike through this, whatever
    /// the dialect.
    #[inline]
    pub fn open_resolved(&mut self, f: Field) -> bool {
        self.open_generated(f);
        if self.disabled {
            return false;
        }
        match self.resolved {
            Resolved::None => false,
            Resolved::All => true,
            Resolved::Only(set) => {
                let wanted = set.touches(f);
                if wanted {
                    self.block = self.open.len();
                }
                wanted
            }
        }
    }
    /// Opens another protocol's item (see [`NodeKind::Protocol`]); closed by [`Tree::close`].
    pub fn open_protocol(&mut self, filter: &'static str, start: usize) {
        if !self.disabled {
            let i = self.push(NodeKind::Protocol(filter), start, 0, false);
            self.open.push(i);
        }
    }
    /// Appends `other`'s nodes (decoded from bytes that start at `offset` of this tree's
    /// buffer) under the innermost open subtree, and counts its errors.
    pub fn graft(&mut self, mut other: Tree, offset: usize) {
        self.errors += other.errors;
        let nodes = std::mem::take(&mut other.nodes);
        if self.disabled {
            // only its experts
            for n in nodes {
                if let NodeKind::Expert(e, m) = n.kind {
                    let start = if n.generated {
                        n.start
                    } else {
                        n.start + offset as u32
                    };
                    self.push(
                        NodeKind::Expert(e, m),
                        start as usize,
                        n.len as usize,
                        false,
                    );
                }
            }
            return;
        }
        if self.nodes.len() + nodes.len() > MAX_NODES {
            let msg = format!(
                "an inner tree of {} items would pass {MAX_NODES}: not shown",
                nodes.len()
            );
            self.push(
                NodeKind::Expert(Expert::LimitExceeded, msg),
                offset,
                0,
                false,
            );
            return;
        }
        let base = self.nodes.len() as u32;
        self.nodes.extend(nodes.into_iter().map(|mut n| {
            n.end += base;
            if !n.generated {
                n.start += offset as u32;
            }
            n
        }));
    }
    /// Closes the innermost subtree at byte offset `end` (exclusive).
    #[inline]
    pub fn close(&mut self, end: usize) {
        if !self.disabled {
            self.close_open(end);
        }
    }
    fn close_open(&mut self, end: usize) {
        let popped = self.open.pop();
        if self.open.len() < self.block {
            self.block = 0; // the resolved-state block itself
        }
        if let Some(i) = popped.filter(|&i| i != CAPPED) {
            let len = (end as u32).saturating_sub(self.nodes[i].start);
            // a message's byte count, for summing bandwidth per message type
            if let Some(f) = self.message_len_field(i) {
                self.push(NodeKind::Field(f, Value::U(len as u64)), 0, 0, true);
            }
            let n = self.nodes.len() as u32;
            let node = &mut self.nodes[i];
            node.end = n;
            if !node.generated {
                node.len = len;
            }
        }
    }
    /// The `<proto>.svc.len`/`.clc.len` field for a message subtree at `i` (named by its first
    /// child, the command byte; NetQuake's fast updates by their own field).
    fn message_len_field(&self, i: usize) -> Option<Field> {
        use crate::fields::{nq, q2, qw};
        let first = |j: usize| match self.nodes.get(j).map(|n| &n.kind) {
            Some(NodeKind::Field(f, _)) | Some(NodeKind::Flags(f, _, _)) => Some(*f),
            _ => None,
        };
        match first(i)? {
            nq::NqUpdate => return Some(nq::NqSvcLen),
            nq::NqMsg | qw::QwMsg | q2::Q2Msg => {}
            _ => return None,
        }
        Some(match first(i + 1)? {
            nq::NqSvc => nq::NqSvcLen,
            nq::NqClc => nq::NqClcLen,
            qw::QwSvc => qw::QwSvcLen,
            qw::QwClc => qw::QwClcLen,
            q2::Q2Svc => q2::Q2SvcLen,
            q2::Q2Clc => q2::Q2ClcLen,
            _ => return None,
        })
    }
    /// Sets the innermost open subtree's label; `text` runs only when a tree is being built.
    #[inline]
    pub fn label(&mut self, text: impl FnOnce() -> String) {
        if self.no_labels {
            return;
        }
        if let Some(&i) = self.open.last().filter(|&&i| i != CAPPED) {
            self.nodes[i].label = Some(text());
        }
    }
    /// Adds a flags word (a `Kind::Flag` child per entry of `bits`).
    #[inline]
    pub fn flags(
        &mut self,
        f: Field,
        start: usize,
        len: usize,
        value: u64,
        bits: &'static [Field],
    ) {
        if !self.disabled {
            self.add_flags(f, start, len, value, bits);
        }
    }
    fn add_flags(
        &mut self,
        f: Field,
        start: usize,
        len: usize,
        value: u64,
        bits: &'static [Field],
    ) {
        {
            let i = self.push(NodeKind::Flags(f, Value::U(value), bits), start, len, false);
            if !self.no_labels && i != CAPPED {
                self.nodes[i].label = set_bits(value, bits);
            }
        }
    }
    /// Sets the innermost open subtree's label to the concatenation of `parts` (no formatting
    /// machinery: message names label every message).
    #[inline]
    pub fn label_parts(&mut self, parts: &[&str]) {
        if self.no_labels {
            return;
        }
        if let Some(&i) = self.open.last().filter(|&&i| i != CAPPED) {
            let mut s = String::with_capacity(parts.iter().map(|p| p.len()).sum());
            for p in parts {
                s.push_str(p);
            }
            self.nodes[i].label = Some(s);
        }
    }
    pub fn expert(&mut self, e: Expert, start: usize, len: usize, msg: impl Into<String>) {
        if matches!(
            e,
            Expert::Truncated | Expert::UnknownCommand | Expert::IllegalCommand
        ) {
            self.errors += 1;
        }
        // recorded in a disabled tree too (flat: it opens no subtrees)
        self.push(NodeKind::Expert(e, msg.into()), start, len, false);
    }
    #[inline]
    pub fn undecoded(&mut self, start: usize, len: usize) {
        if !self.disabled && len > 0 {
            self.push(NodeKind::Undecoded, start, len, false);
        }
    }
    /// Closes every subtree still open (after an error cut the parse short).
    pub fn close_all(&mut self, end: usize) {
        while !self.open.is_empty() {
            self.close(end);
        }
    }

    // ---- queries, for tests and summaries ----
    pub fn values(&self, f: Field) -> impl Iterator<Item = &Value> {
        self.nodes.iter().filter_map(move |n| match &n.kind {
            NodeKind::Field(g, v) if *g == f => Some(v),
            NodeKind::Flags(g, v, bits) if *g == f || bits.contains(&f) => Some(v),
            _ => None,
        })
    }
    pub fn first(&self, f: Field) -> Option<&Value> {
        self.values(f).next()
    }
    pub fn experts(&self) -> impl Iterator<Item = (Expert, &str)> {
        self.nodes.iter().filter_map(|n| match &n.kind {
            NodeKind::Expert(e, m) => Some((*e, m.as_str())),
            _ => None,
        })
    }
}

/// Formats like `{:.1}` (round half to even on the exact value) without the float formatter,
/// which dominates label building otherwise. Falls back to it for values beyond 2^40.
#[derive(Clone, Copy)]
pub struct F1(pub f32);

impl F1 {
    /// Sign, integer part and tenths, or None where the float formatter is needed.
    fn parts(self) -> Option<(bool, u64, u64)> {
        let v = self.0 as f64;
        if !v.is_finite() || v.abs() >= (1u64 << 40) as f64 {
            return None;
        }
        // f32 × 10 is exact in f64: round half to even on the exact tenths
        let x = v.abs() * 10.0;
        let fl = x.floor();
        let mut n = fl as u64;
        let frac = x - fl;
        if frac > 0.5 || (frac == 0.5 && n % 2 == 1) {
            n += 1;
        }
        Some((v.is_sign_negative(), n / 10, n % 10))
    }
    /// Appends the value as `{:.1}` would, without the formatting machinery (labels).
    pub fn push_to(self, s: &mut String) {
        match self.parts() {
            Some((neg, int, tenth)) => {
                if neg {
                    s.push('-');
                }
                super::push_num(s, int);
                s.push('.');
                s.push((b'0' + tenth as u8) as char);
            }
            None => {
                use std::fmt::Write;
                let _ = write!(s, "{:.1}", self.0);
            }
        }
    }
}

impl std::fmt::Display for F1 {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self.parts() {
            Some((neg, int, tenth)) => {
                let sign = if neg { "-" } else { "" };
                write!(f, "{sign}{int}.{tenth}")
            }
            None => write!(f, "{:.1}", self.0),
        }
    }
}

/// Appends `(x y z)` with one decimal each (see [`F1`]).
pub fn push_vec3(s: &mut String, v: [f32; 3]) {
    s.push('(');
    for (k, x) in v.into_iter().enumerate() {
        if k > 0 {
            s.push(' ');
        }
        F1(x).push_to(s);
    }
    s.push(')');
}

/// Appends `v` exactly when it is a multiple of 1/64 (coordinates in eighths, angles in 256ths
/// of a turn: "-62", "229.5", "-50.625"), without the float formatter; else in Rust's shortest
/// form that reads back as `v`.
pub fn push_float(s: &mut String, v: f32) {
    let x = v as f64 * 64.0;
    if x.fract() == 0.0 && x.abs() < (1u64 << 40) as f64 {
        let k = x.abs() as u64;
        if k != 0 && v.is_sign_negative() {
            s.push('-');
        }
        super::push_num(s, k / 64);
        let frac = k % 64;
        if frac != 0 {
            // 1/64 = 0.015625: six decimals at most, trailing zeros dropped
            let mut d = frac * 15_625;
            let mut digits = [0u8; 6];
            for slot in digits.iter_mut().rev() {
                *slot = b'0' + (d % 10) as u8;
                d /= 10;
            }
            let n = 6 - digits.iter().rev().take_while(|&&b| b == b'0').count();
            s.push('.');
            s.extend(digits[..n].iter().map(|&b| b as char));
        }
    } else {
        use std::fmt::Write;
        let _ = write!(s, "{v}");
    }
}

/// A resolved-state block's label (see [`Tree::open_resolved`]): ": <model> at (x y z)", then
/// each value that is not at its default as " <name> <value>", so that the whole state reads on
/// one line ("[Resolved state: progs/player.mdl at (-62 229.5 216) frame 9 colormap 1 yaw
/// -50.625]"). No formatting machinery: one label per entity of every update.
pub struct ResolvedLine(String);

impl Default for ResolvedLine {
    fn default() -> Self {
        Self::new()
    }
}

impl ResolvedLine {
    pub fn new() -> Self {
        let mut s = String::with_capacity(96);
        s.push(':');
        ResolvedLine(s)
    }
    /// Free text, after a space.
    pub fn text(&mut self, t: &str) {
        self.0.push(' ');
        self.0.push_str(t);
    }
    /// The model's precache name, else its index (" model 12").
    pub fn model(&mut self, name: Option<&str>, index: u64) {
        match name {
            Some(n) => self.text(n),
            None => self.uint_always("model", index),
        }
    }
    /// " at (x y z)".
    pub fn at(&mut self, v: [f32; 3]) {
        self.vec_always("at", v);
    }
    /// " (<head> a, b, c)".
    pub fn aside<'a>(&mut self, head: &str, items: impl Iterator<Item = &'a str>) {
        self.0.push_str(" (");
        self.0.push_str(head);
        for (i, item) in items.enumerate() {
            self.0.push_str(if i == 0 { " " } else { ", " });
            self.0.push_str(item);
        }
        self.0.push(')');
    }
    /// " <key> (x y z)", unless all three are 0.
    pub fn vec(&mut self, key: &str, v: [f32; 3]) {
        if v != [0.0; 3] {
            self.vec_always(key, v);
        }
    }
    fn vec_always(&mut self, key: &str, v: [f32; 3]) {
        self.text(key);
        self.vec3(v);
    }
    /// " (x y z)", whatever they are.
    pub fn vec3(&mut self, v: [f32; 3]) {
        self.0.push_str(" (");
        for (k, x) in v.into_iter().enumerate() {
            if k > 0 {
                self.0.push(' ');
            }
            push_float(&mut self.0, x);
        }
        self.0.push(')');
    }
    /// A stat of a list: " stats 1=100" for the first, " 3=25" for the others.
    pub fn stat(&mut self, first: bool, index: usize, v: i64) {
        if first {
            self.0.push_str(" stats");
        }
        self.0.push(' ');
        super::push_num(&mut self.0, index as u64);
        self.0.push('=');
        super::push_int(&mut self.0, v);
    }
    /// " <key> <v>", unless `v` is `default`.
    pub fn uint_unless(&mut self, key: &str, v: u64, default: u64) {
        if v != default {
            self.uint_always(key, v);
        }
    }
    /// " <key> <v>", unless 0.
    pub fn uint(&mut self, key: &str, v: u64) {
        self.uint_unless(key, v, 0);
    }
    fn uint_always(&mut self, key: &str, v: u64) {
        self.text(key);
        self.0.push(' ');
        super::push_num(&mut self.0, v);
    }
    /// " <key> <v>" (signed), unless 0.
    pub fn int(&mut self, key: &str, v: i64) {
        if v != 0 {
            self.text(key);
            self.0.push(' ');
            super::push_int(&mut self.0, v);
        }
    }
    /// " <key> 0x<v>", unless 0 (bit words).
    pub fn hex(&mut self, key: &str, v: u64) {
        if v != 0 {
            self.text(key);
            self.0.push_str(" 0x");
            const HEX: &[u8; 16] = b"0123456789abcdef";
            let digits = (64 - v.leading_zeros()).div_ceil(4).max(1);
            for i in (0..digits).rev() {
                self.0.push(HEX[(v >> (4 * i) & 15) as usize] as char);
            }
        }
    }
    /// " <key> <v>", unless 0.
    pub fn float(&mut self, key: &str, v: f32) {
        if v != 0.0 {
            self.text(key);
            self.0.push(' ');
            push_float(&mut self.0, v);
        }
    }
    /// " pitch p yaw y roll r", each unless 0.
    pub fn angles(&mut self, a: [f32; 3]) {
        for (key, v) in ["pitch", "yaw", "roll"].into_iter().zip(a) {
            self.float(key, v);
        }
    }
    /// " <key> <name>" (its value's name from `vals`, else the number), unless `v` is 0.
    pub fn named(&mut self, key: &str, v: u32, vals: &[(u32, &'static str)]) {
        if v != 0 {
            match crate::fields::val_name(vals, v) {
                Some(n) => {
                    self.text(key);
                    self.text(n);
                }
                None => self.uint_always(key, v as u64),
            }
        }
    }
    pub fn finish(self) -> String {
        self.0
    }
}

impl Value {
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Value::U(u) => Some(*u),
            Value::I(i) => Some(*i as u64),
            _ => None,
        }
    }
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::F(f) => Some(*f),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// What an entity update changes, for its heading ("origin, angles, frame"): the words of
/// `table` whose mask meets `bits`, each once, in the table's order; `none` when none.
pub fn changes(bits: u64, table: &[(u64, &str)], none: &str) -> String {
    let mut s = String::new();
    push_changes(&mut s, bits, table, none);
    s
}

/// Appends [`changes`] to `s`.
pub fn push_changes(s: &mut String, bits: u64, table: &[(u64, &str)], none: &str) {
    let from = s.len();
    for (i, (mask, word)) in table.iter().enumerate() {
        // a word several masks share (origin: three axes) is said once
        if bits & mask == 0 || table[..i].iter().any(|(m, w)| w == word && bits & m != 0) {
            continue;
        }
        if s.len() > from {
            s.push_str(", ");
        }
        s.push_str(word);
    }
    if s.len() == from {
        s.push_str(none);
    }
}

/// `name` up to its parenthesised aside ("U_NOLERP (U_STEP)" → "U_NOLERP"), by a byte scan: a
/// `str` pattern search costs more than the rest of a flags label together.
fn before_aside(name: &str) -> &str {
    match name.as_bytes().windows(2).position(|w| w == b" (") {
        Some(i) => &name[..i],
        None => name,
    }
}

/// A flags word's label: the names of the one-bit fields of `bits` that are set in `value`, so
/// the word reads without opening it (" (U_ORIGIN1, U_ANGLE2)"; " (none)"). A name's
/// parenthesised aside ("U_NOLERP (U_STEP)") is left out; multi-bit fields (a colour, a
/// number) are values, not flags, and are not listed.
pub fn set_bits(value: u64, bits: &'static [Field]) -> Option<String> {
    FLAG_NAMES.with(|cache| {
        let mut cache = cache.borrow_mut();
        let key = (bits.as_ptr() as usize, bits.len());
        let names = cache.entry(key).or_insert_with(|| flag_names(bits));
        if names.is_empty() {
            return None;
        }
        let mut s = String::with_capacity(48);
        s.push_str(" (");
        for &(mask, name) in names.iter() {
            if value & mask == 0 {
                continue;
            }
            if s.len() > 2 {
                s.push_str(", ");
            }
            s.push_str(name);
        }
        if s.len() == 2 {
            s.push_str("none");
        }
        s.push(')');
        Some(s)
    })
}

/// The masks and names (without their asides) of the one-bit fields of `bits`.
fn flag_names(bits: &[Field]) -> Vec<(u64, &'static str)> {
    bits.iter()
        .map(|b| b.def())
        .filter(|d| matches!(d.kind, crate::fields::Kind::Flag { .. }))
        .map(|d| (d.mask, before_aside(d.name)))
        .collect()
}

/// A bit list's address and length, and its [`flag_names`].
type FlagNames = std::collections::HashMap<
    (usize, usize),
    Vec<(u64, &'static str)>,
    std::hash::BuildHasherDefault<AddrHasher>,
>;

/// A multiplicative hash for [`FlagNames`]' keys (two words, chosen by no one but us): the
/// default SipHash cost more than the rest of a flags word's label.
#[derive(Default)]
struct AddrHasher(u64);

impl std::hash::Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

thread_local! {
    /// [`flag_names`] by bit list (a `&'static` slice, keyed by its address and length): a
    /// flags word's label is built for every word of every datagram, from a few dozen lists.
    static FLAG_NAMES: std::cell::RefCell<FlagNames> = std::cell::RefCell::new(FlagNames::default());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f1_matches_the_float_formatter() {
        let mut v: Vec<f32> = vec![
            0.0, -0.0, 0.05, 0.25, 0.125, -0.125, 0.375, 1.45, -2.55, 4095.875, -4096.0,
        ];
        v.extend((-40000..40000).map(|i| i as f32 / 8.0));
        v.extend((-2000..2000).map(|i| i as f32 * 0.0137));
        v.extend([1e12, f32::NAN, f32::INFINITY, -1e-7]);
        for x in v {
            assert_eq!(F1(x).to_string(), format!("{x:.1}"), "{x}");
            let mut s = String::new();
            F1(x).push_to(&mut s);
            assert_eq!(s, format!("{x:.1}"), "{x}");
        }
    }

    #[test]
    fn push_float_is_exact_for_sixty_fourths_and_round_trips_otherwise() {
        let show = |v: f32| {
            let mut s = String::new();
            push_float(&mut s, v);
            s
        };
        assert_eq!(show(-62.0), "-62");
        assert_eq!(show(229.5), "229.5");
        assert_eq!(show(-50.625), "-50.625");
        assert_eq!(show(1.0 / 64.0), "0.015625");
        assert_eq!(show(-0.0), "0");
        assert_eq!(show(4095.875), "4095.875");
        // not a multiple of 1/64: Rust's shortest form, which reads back as the same f32
        for v in [0.1f32, -67.681274, 215.32309, 1e20, f32::NAN] {
            assert_eq!(show(v), format!("{v}"));
        }
        for k in -100_000..100_000 {
            let v = k as f32 / 64.0;
            assert_eq!(show(v).parse::<f32>().unwrap(), v, "{k}/64");
        }
    }

    #[test]
    fn a_resolved_line_says_only_what_is_not_at_its_default() {
        let mut l = ResolvedLine::new();
        l.model(Some("progs/player.mdl"), 5);
        l.at([-62.0, 229.5, 216.0]);
        l.uint("frame", 9);
        l.uint("skin", 0);
        l.uint("colormap", 1);
        l.hex("effects", 0);
        l.angles([0.0, -50.625, 0.0]);
        l.uint_unless("scale", 16, 16);
        assert_eq!(
            l.finish(),
            ": progs/player.mdl at (-62 229.5 216) frame 9 colormap 1 yaw -50.625"
        );
        let mut l = ResolvedLine::new();
        l.model(None, 12);
        l.at([0.0; 3]);
        l.hex("effects", 0x40);
        l.named("event", 2, &[(1, "EV_ITEM_RESPAWN"), (2, "EV_FOOTSTEP")]);
        l.aside("not seen:", ["frame", "skin"].into_iter());
        assert_eq!(
            l.finish(),
            ": model 12 at (0 0 0) effects 0x40 event EV_FOOTSTEP (not seen: frame, skin)"
        );
    }

    #[test]
    fn a_resolved_block_has_children_only_when_asked_for() {
        let (block, child) = (Field(1), Field(2));
        let build = |mut t: Tree| {
            if t.open_resolved(block) {
                t.add_generated(child, Value::U(7));
            }
            t.label(|| ": x".into());
            t.close(0);
            t
        };
        let with = build(Tree::new());
        assert_eq!(with.nodes.len(), 2);
        let without = build(Tree::new().without_resolved_children());
        assert_eq!(without.nodes.len(), 1);
        assert_eq!(
            without.nodes[0],
            Node {
                end: 1,
                ..with.nodes[0].clone()
            }
        );
        // a tree made for bytes inside the datagram is built the same way
        assert_eq!(build(without.sibling()).nodes.len(), 1);
        assert_eq!(build(Tree::disabled()).nodes.len(), 0);
    }

    #[test]
    fn a_resolved_block_gets_only_the_children_asked_for() {
        use crate::fields::q2::*;
        use crate::fields::{nq, ResolvedSet};
        // a Quake II player block: two leaves, a stat subtree holding its own value and index
        let build = |mut t: Tree| {
            t.open(Q2Session, 0, Value::None);
            if t.open_resolved(Q2PsRes) {
                t.add_generated(Q2PsResOriginX, Value::F(1.0));
                t.add_generated(Q2PsResFov, Value::U(90));
                t.open_generated_with(Q2PsResStat, Value::I(100));
                t.label(|| ": health".into());
                t.add_generated(Q2PsStatIndex, Value::U(1));
                t.close(0);
            }
            t.label(|| ": line".into());
            t.close(0);
            // past the block, nothing is left out
            t.add_generated(Q2PsResFov, Value::U(91));
            t.close(10);
            t
        };
        let all = build(Tree::new());
        let names = |t: &Tree| -> Vec<(Field, Option<String>, u32)> {
            t.nodes
                .iter()
                .filter_map(|n| match n.kind {
                    NodeKind::Field(f, _) => Some((f, n.label.clone(), n.end)),
                    _ => None,
                })
                .collect()
        };
        assert_eq!(all.nodes.len(), 7);
        let only = |fs: &[Field]| {
            let mut s = ResolvedSet::EMPTY;
            for &f in fs {
                s.insert(f);
            }
            build(Tree::new().with_resolved(Resolved::Only(s)))
        };
        // one leaf: the block holds only it, with the same label
        let t = only(&[Q2PsResOriginX]);
        assert_eq!(
            names(&t),
            [
                (Q2Session, None, 4),
                (Q2PsRes, Some(": line".into()), 3),
                (Q2PsResOriginX, None, 3),
                (Q2PsResFov, None, 4),
            ]
        );
        assert_eq!(t.first(Q2PsResFov), Some(&Value::U(91)));
        // the stat subtree with its value, without its index
        let t = only(&[Q2PsResStat]);
        assert_eq!(t.nodes.len(), 4);
        assert_eq!(t.first(Q2PsResStat), Some(&Value::I(100)));
        assert_eq!(t.nodes[2].label.as_deref(), Some(": health"));
        // the index without the stat subtree: it goes to the block, the stat's label is dropped
        let t = only(&[Q2PsStatIndex]);
        assert_eq!(
            names(&t),
            [
                (Q2Session, None, 4),
                (Q2PsRes, Some(": line".into()), 3),
                (Q2PsStatIndex, None, 3),
                (Q2PsResFov, None, 4),
            ]
        );
        // children of another block only: this one is its label
        let t = only(&[nq::NqResOriginX, Q2EntResOriginX]);
        assert_eq!(t.nodes.len(), 3);
        assert_eq!(t.nodes[1].label.as_deref(), Some(": line"));
        // all asked for one by one: the same tree as all
        let every: Vec<Field> = crate::fields::resolved_children().collect();
        assert_eq!(only(&every).nodes, all.nodes);
        // an empty set is none
        assert_eq!(only(&[]).nodes.len(), 3);
    }

    #[test]
    fn a_full_tree_keeps_its_shape_and_says_so() {
        let f = Field(0);
        let mut t = Tree::new();
        t.open(f, 0, Value::None);
        for i in 0..MAX_NODES + 10 {
            t.open(f, i, Value::None);
            t.add(f, i, 1, Value::U(1));
            t.label(|| "x".into());
            t.close(i + 1);
        }
        t.expert(Expert::Truncated, 0, 0, "dropped too");
        t.close(MAX_NODES + 10);
        assert_eq!(t.nodes.len(), MAX_NODES + 1);
        assert_eq!(
            t.nodes[0].end as usize,
            MAX_NODES + 1,
            "the outer subtree holds all"
        );
        assert_eq!(t.nodes[0].len as usize, MAX_NODES + 10);
        assert_eq!(t.errors, 1);
        let last = t.experts().last().unwrap();
        assert_eq!(last.0, Expert::LimitExceeded);
    }
}
