//! What the statistics taps learn of one datagram (built by [`super::tap::summarize`], carried
//! by `Output::tap`, handed to the tap listeners and dropped).

use super::verdict::Verdict;
use super::Dir;

/// One datagram as the taps see it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Summary {
    /// The dialect it was decoded with, without its provenance ("QW 28", "NetQuake 15").
    pub dialect: Option<String>,
    /// As the session decoded it (else from its messages: svc to the client, clc to the
    /// server).
    pub dir: Option<Dir>,
    /// UDP payload bytes.
    pub payload: u32,
    /// Netchan header and framing bytes (see the module's accounting).
    pub header: u32,
    /// Bytes of a connectionless (out-of-band or control) packet.
    pub connectionless: u32,
    /// Bytes of a fragment of a message that spans several datagrams.
    pub fragment: u32,
    /// Bytes not decoded.
    pub undecoded: u32,
    pub messages: Vec<Msg>,
    pub console: Vec<Line>,
    pub entities: Vec<EntityEvent>,
    /// What the netchan analysis says of this datagram (None: nothing to say).
    pub analysis: Option<Verdict>,
    /// What a recording client writes to its demo for this server datagram (only when a
    /// `-z quake,demo` listener asked: [`super::Want::demo`]).
    pub demo: Option<DemoPart>,
}

/// One server datagram as a client's demo records it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DemoPart {
    /// The netchan sequence (QuakeWorld, Quake II: the client's netchan drops a datagram not
    /// newer than the last it accepted).
    pub seq: Option<u32>,
    /// NetQuake: the message as `NET_GetMessage` returns it (an unreliable datagram's payload,
    /// a whole reliable message); QuakeWorld: the whole datagram; Quake II: the message after
    /// the netchan header, reassembled when fragmented.
    pub bytes: Vec<u8>,
}

/// One svc/clc message.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    /// The protocol that defines it (`nq`, `qw`, `q2`).
    pub proto: &'static str,
    /// A clc (client to server) message; else svc.
    pub client: bool,
    /// Its command number (NetQuake's fast entity updates: 128).
    pub id: u32,
    /// Its name without the svc_/clc_ prefix.
    pub name: &'static str,
    pub bytes: u32,
    /// Decoded from bytes that are not this datagram's own (a reassembled message, an inflated
    /// svc_zpacket): not part of the payload accounting.
    pub derived: bool,
    /// Flag bits set in its updates (U_/UF_/PS_/SU_/PF_/CM_ … by their catalogue names), each
    /// with how many of its updates carry it and their bytes together.
    pub bits: Vec<Bit>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bit {
    pub name: &'static str,
    pub updates: u32,
    /// Bytes of the updates that carry it (an update carrying several bits counts for each).
    pub bytes: u32,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    Print,
    Centerprint,
    Stufftext,
    Stringcmd,
}

impl LineKind {
    pub fn name(self) -> &'static str {
        match self {
            LineKind::Print => "print",
            LineKind::Centerprint => "centerprint",
            LineKind::Stufftext => "stufftext",
            LineKind::Stringcmd => "stringcmd",
        }
    }
}

/// A console line: text the server prints or stuffs, or a command the client sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub kind: LineKind,
    pub text: String,
}

/// One entity in an entity update: its number, the fields the update carries, and whether it
/// removes the entity.
#[derive(Clone, Debug, PartialEq)]
pub struct EntityEvent {
    pub number: u32,
    pub remove: bool,
    /// A baseline (svc_spawnbaseline and kin), not an update of the entity in play.
    pub baseline: bool,
    /// The changed fields: (filter name, value as text).
    pub fields: Vec<(&'static str, String)>,
}
