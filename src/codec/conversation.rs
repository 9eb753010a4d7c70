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
    /// copies it; the same on every pass, forward references aside). None without a tree: only
    /// the taps read it, and they ask for one ([`Want::for_summary`]).
    pub analysis: Option<super::verdict::Verdict>,
    /// What the statistics taps learn of the datagram, when [`Want::taps`] asked for it.
    pub tap: Option<Box<super::summary::Summary>>,
}

impl Output {
    /// An output whose frame tree is `frame` (built in place: [`Output::default`]'s tree would
    /// be dropped when replaced, once per datagram).
    #[inline]
    pub fn with_frame(frame: Tree) -> Output {
        Output {
            frame,
            message: None,
            message_len: 0,
            reasm: None,
            info: String::new(),
            proto: String::new(),
            follow_port: None,
            malformed: false,
            sources: Vec::new(),
            analysis: None,
            tap: None,
        }
    }
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
    /// A [`super::summary::Summary`] for the statistics taps (a tap listener is present). Without
    /// `tree`, the datagram is decoded with a label-less tree for the summary, and the tree is
    /// then reduced to its expert items.
    pub taps: bool,
    /// With `taps`: the summary also carries what a recording client writes to its demo for
    /// the datagram ([`Conversation::demo_message`]; a `-z quake,demo` listener is present).
    pub demo: bool,
    /// Which children of resolved-state blocks to add, one generated field per value: those a
    /// filter, column or output field references, or all with the protocol's `resolved_fields`
    /// preference on; the rest of each block is its one-line label
    /// ([`super::tree::Tree::open_resolved`]).
    pub resolved: Resolved,
}

pub use super::tree::Resolved;

impl Want {
    /// Everything (tests, examples, Wireshark's detail pane).
    pub fn all(tree: bool) -> Want {
        Want {
            tree,
            info: true,
            labels: true,
            taps: false,
            demo: false,
            resolved: Resolved::All,
        }
    }
    /// Nothing but the state (tshark's `-q` path: no tree, no Info text, no taps).
    pub fn state_only() -> Want {
        Want {
            tree: false,
            info: false,
            labels: false,
            taps: false,
            demo: false,
            resolved: Resolved::None,
        }
    }
    /// What to ask a session for so that the summary can be read: a tree, at least without
    /// labels.
    pub(crate) fn for_summary(self) -> Want {
        Want {
            tree: true,
            labels: self.labels && self.tree,
            ..self
        }
    }
    /// Makes `t` (an output's tree) the tree this asks for: in place when none is asked for
    /// (see [`super::tree::Tree::disable`]).
    #[inline]
    pub fn set_tree(&self, t: &mut super::tree::Tree, bytes: usize) {
        if self.tree {
            *t = self.new_tree(bytes);
        } else {
            t.disable();
        }
    }
    /// The tree this asks for.
    pub fn new_tree(&self, bytes: usize) -> super::tree::Tree {
        use super::tree::Tree;
        let t = match (self.tree, self.labels) {
            (false, _) => return Tree::disabled(),
            (true, true) => Tree::for_bytes(bytes),
            (true, false) => Tree::for_bytes(bytes).without_labels(),
        };
        t.with_resolved(self.resolved)
    }
}

/// One conversation of one protocol family.
pub trait Conversation: Sized {
    fn new(id: u32) -> Self;
    /// Decodes a datagram for the first time, in capture order, into `out`, skipping what the
    /// caller does not want; returns its record index. `out` must be empty (as
    /// [`Output::default`] makes it): the caller owns it, so that the few hundred bytes of an
    /// output are written once where they are read, never returned and moved along.
    fn first_pass_into(&mut self, d: &Datagram, want: Want, out: &mut Output) -> usize;
    /// [`Conversation::first_pass_into`] returning the output (tests, tools).
    fn first_pass_with(&mut self, d: &Datagram, want: Want) -> (usize, Output) {
        let mut out = Output::default();
        let idx = self.first_pass_into(d, want, &mut out);
        (idx, out)
    }
    /// [`Conversation::first_pass_with`] with everything but (unless `tree`) the tree.
    fn first_pass(&mut self, d: &Datagram, tree: bool) -> (usize, Output) {
        self.first_pass_with(d, Want::all(tree))
    }
    /// Re-decodes record `idx` exactly as the first pass did, without changing the session,
    /// into `out` (empty, as for [`Conversation::first_pass_into`]), skipping what the caller
    /// does not want; false (and `out` left as it may be) when there is no such record.
    fn replay_into(&self, idx: usize, bytes: &[u8], want: Want, out: &mut Output) -> bool;
    /// [`Conversation::replay_into`] returning the output (tests, tools).
    fn replay_with(&self, idx: usize, bytes: &[u8], want: Want) -> Option<Output> {
        let mut out = Output::default();
        self.replay_into(idx, bytes, want, &mut out).then_some(out)
    }
    /// [`Conversation::replay_with`] with everything but (unless `tree`) the tree.
    fn replay(&self, idx: usize, bytes: &[u8], tree: bool) -> Option<Output> {
        self.replay_with(idx, bytes, Want::all(tree))
    }
    /// The index of the record of capture frame `frame` (the last one, should a frame have
    /// given this conversation two).
    fn record_of(&self, frame: u32) -> Option<usize>;
    /// The direction record `idx` was decoded in (for the statistics taps).
    fn direction(&self, _idx: usize) -> Option<super::Dir> {
        None
    }
    /// What a client recording a demo writes for server→client record `idx` (`bytes`: the
    /// datagram): None for what it does not record (connectionless packets, resent or
    /// unfinished fragments, the client's own datagrams).
    fn demo_message(&self, _idx: usize, _bytes: &[u8]) -> Option<super::summary::DemoPart> {
        None
    }
    /// Bytes this conversation keeps (its struct, records and retained state), charged against
    /// the budget all conversations share ([`super::conversations::Conversations`]).
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>()
    }
}
