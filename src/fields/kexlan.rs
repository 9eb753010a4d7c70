//! KEX LAN transport fields (`kexlan.*`): the segment layer the Quake II rerelease puts under
//! its game packets (and FTE imitates), its handshake, acknowledgements and lobby messages.
//! The game packets themselves are `q2.*`.
use super::{catalogue, Kind::*};

/// First field id of this protocol.
pub const BASE: u16 = 3000;

pub const TYPE_NAMES: &[(u32, &str)] = &[
    (0x00, "game packet"),
    (0x01, "match details"),
    (0x7f, "zlib game packet"),
    (0x80, "new connection"),
    (0x81, "keepalive"),
    (0x82, "ack"),
    (0xfc, "lobby chat"),
    (0xfd, "lobby player"),
    (0xfe, "lobby command"),
    (0xff, "lobby rule"),
];
pub const FRAGMENT_NAMES: &[(u32, &str)] = &[
    // the field's mask is 0xc: Wireshark shows the two bits shifted down
    (0, "whole message"),
    (1, "first fragment"),
    (2, "middle fragment"),
    (3, "last fragment"),
];
pub const PLAYER_UPDATES: &[(u32, &str)] = &[(0, "set"), (2, "clear")];
pub const DIRECTIONS: &[(u32, &str)] = &[(0, "client to server"), (1, "server to client")];
const NONE: &[(u32, &str)] = &[];

catalogue! { BASE, TABLE;
    KexDirection: "kexlan.direction", "Direction", U8, Dec, 0, DIRECTIONS, "Which side sent the datagram";
    KexSession: "kexlan.session", "Session", U32, Dec, 0, NONE, "Index of the conversation";
    KexSegments: "kexlan.segments", "Segments", U32, Dec, 0, NONE, "Number of segments in the datagram";
    KexSegment: "kexlan.segment", "Segment", None, None, 0, NONE, "One segment: header word, sequences if sequenced, type byte in a first or whole segment, data";
    KexHeader: "kexlan.header", "Header word", U16, Hex, 0, NONE, "Big-endian size << 4 | flags";
    KexSize: "kexlan.size", "Segment size", U16, Dec, 0xfff0, NONE, "Bytes in the segment, header word included";
    KexFlags: "kexlan.flags", "Flags", U16, Hex, 0x000f, NONE, "Low four bits of the header word";
    KexFlagReliable: "kexlan.flags.reliable", "Reliable", Flag { bits: 16 }, None, 0x1, NONE, "Acknowledged by an ack segment and resent until then; advances the reliable sequence";
    KexFlagSequenced: "kexlan.flags.sequenced", "Sequenced", Flag { bits: 16 }, None, 0x2, NONE, "Unreliable and reliable sequence numbers follow the header word";
    KexFlagFirst: "kexlan.flags.first", "Fragment start bit", Flag { bits: 16 }, None, 0x4, NONE, "With the middle bit clear: first fragment; with it set: last fragment";
    KexFlagMiddle: "kexlan.flags.middle", "Fragment continuation bit", Flag { bits: 16 }, None, 0x8, NONE, "Middle fragment (or, with the start bit, the last one)";
    KexFragmentKind: "kexlan.flags.fragment", "Fragment", U16, Hex, 0x000c, FRAGMENT_NAMES, "Which part of a fragmented message the segment carries";
    KexSeq: "kexlan.seq", "Sequence", U16, Dec, 0, NONE, "Segment sequence, incremented for every sequenced segment";
    KexRseq: "kexlan.rseq", "Reliable sequence", U16, Dec, 0, NONE, "Reliable sequence, incremented for every reliable segment (acknowledged by this number)";
    KexAckedIn: "kexlan.acked_in", "Acknowledged in frame", Frame, None, 0, NONE, "The frame whose ack segment acknowledges this reliable segment";
    KexType: "kexlan.type", "Type", U8, Hex, 0, TYPE_NAMES, "Segment type (in a whole segment or a message's first fragment)";
    KexData: "kexlan.data", "Data", Bytes, None, 0, NONE, "Segment payload not decoded further (match details, unknown types)";
    KexFragmentData: "kexlan.fragment.data", "Fragment data", Bytes, None, 0, NONE, "Bytes of a fragmented message (decoded where it is reassembled)";
    KexFragmentIndex: "kexlan.fragment.index", "Fragment index", U32, Dec, 0, NONE, "0-based position of this fragment in its message";
    KexFragmentCount: "kexlan.fragment.count", "Fragment count", U32, Dec, 0, NONE, "Number of fragments in the reassembled message";
    KexFragment: "kexlan.fragment", "Fragment in frame", Frame, None, 0, NONE, "A frame holding a fragment of this message";
    KexReassembledIn: "kexlan.reassembled.in", "Reassembled in", Frame, None, 0, NONE, "The frame in which this message is reassembled";
    KexReassembledLength: "kexlan.reassembled.length", "Reassembled length", U32, Dec, 0, NONE, "Length of the reassembled message (type byte included)";
    KexKexReliable: "kexlan.game.kex_reliable", "Netchan words 0x80000000", Flag { bits: 0 }, None, 0, NONE, "A reliable game payload: its netchan sequence and ack words are both 0x80000000, sequencing and acknowledgement are the KEX layer's";
    KexMessage: "kexlan.message", "Reassembled message", None, None, 0, NONE, "A fragmented message put back together (its own data source): type byte and payload";
    KexInflated: "kexlan.zgame.inflated", "Inflated game packet", None, None, 0, NONE, "A type 0x7F game packet after inflation (its own data source)";
    KexZMarker: "kexlan.zgame.marker", "Marker", U8, Hex, 0, NONE, "Byte before the zlib stream (always 0)";
    KexZData: "kexlan.zgame.data", "Compressed data", Bytes, None, 0, NONE, "zlib stream of a game packet";
    KexZLength: "kexlan.zgame.length", "Inflated length", U32, Dec, 0, NONE, "Length of the inflated game packet";
    KexMagicLen: "kexlan.conn.magic_len", "Magic length", U8, Dec, 0, NONE, "Length of the magic string";
    KexMagic: "kexlan.conn.magic", "Magic", Str, None, 0, NONE, "\"CRANTIME\"";
    KexGameLen: "kexlan.conn.game_len", "Game length", U8, Dec, 0, NONE, "Length of the game name";
    KexGame: "kexlan.conn.game", "Game", Str, None, 0, NONE, "Game the client wants (\"Quake II\")";
    KexSeats: "kexlan.conn.seats", "Seats", U8, Dec, 0, NONE, "Local players (split screen) of the connecting client";
    KexSlot: "kexlan.conn.slot", "Player slot", U8, Dec, 0, NONE, "Server's answer: the client's (first) lobby player slot";
    KexKeepalive: "kexlan.keepalive", "Keepalive payload", U8, Dec, 0, NONE, "Keepalive byte (0), sent after 15 s without traffic";
    KexAckAll: "kexlan.ack.cumulative", "Cumulative", U8, Dec, 0, NONE, "Non-zero: every earlier reliable sequence is acknowledged too";
    KexAckRseq: "kexlan.ack.rseq", "Acknowledged reliable sequence", U16, Dec, 0, NONE, "Reliable sequence of the segment acknowledged";
    KexAckFrame: "kexlan.ack.frame", "Acknowledges frame", Frame, None, 0, NONE, "The frame that carried the reliable segment acknowledged";
    KexChatSlot: "kexlan.chat.slot", "Player slot", U8, Dec, 0, NONE, "Lobby slot of the speaker (its seat's slot when sent by a client)";
    KexChatLen: "kexlan.chat.length", "Text length", U8, Dec, 0, NONE, "Length of the text";
    KexChatText: "kexlan.chat.text", "Text", Str, None, 0, NONE, "Chat line";
    KexPlayerUpdate: "kexlan.player.update", "Update", U8, Dec, 0, PLAYER_UPDATES, "Server → client: set a key of the slot, or clear the slot";
    KexPlayerSlot: "kexlan.player.slot", "Player slot", U8, Dec, 0, NONE, "Server → client: lobby slot; client → server: local seat";
    KexPlayerLen: "kexlan.player.length", "Info length", U8, Dec, 0, NONE, "Length of the key\\value text";
    KexPlayerKey: "kexlan.player.key", "Key", Str, None, 0, NONE, "Player info key (playername, q2ent, …)";
    KexPlayerValue: "kexlan.player.value", "Value", Str, None, 0, NONE, "Player info value";
    KexCommandLen: "kexlan.command.length", "Command length", U8, Dec, 0, NONE, "Length of the command";
    KexCommand: "kexlan.command", "Command", Str, None, 0, NONE, "Lobby command (disconnect, kicked)";
    KexRuleKey: "kexlan.rule.key", "Rule", Str, None, 0, NONE, "Lobby rule key (map, gamemode, ingame, …)";
    KexRuleValue: "kexlan.rule.value", "Value", Str, None, 0, NONE, "Lobby rule value";
    KexSeparator: "kexlan.separator", "Separator", U8, Hex, 0, NONE, "The backslash between key and value";
    KexAnalysis: "kexlan.analysis", "Netchan analysis", None, None, 0, NONE, "Sequence analysis of this datagram (as tcp.analysis): present only when it has something to say";
    KexAnalysisLost: "kexlan.analysis.lost", "Datagrams missing before this one", U32, Dec, 0, NONE, "Sequences of this direction skipped just before this datagram (lost on the network or by the capture)";
    KexAnalysisLostCaptured: "kexlan.analysis.lost_captured", "Of which the peer acknowledged", U32, Dec, 0, NONE, "Missing datagrams the peer acknowledged: they were delivered, the capture dropped them";
    KexAnalysisOutOfOrder: "kexlan.analysis.out_of_order", "Out of order", None, None, 0, NONE, "Sent before a datagram of this direction already seen, and not seen before itself";
    KexAnalysisDuplicate: "kexlan.analysis.duplicate", "Duplicate of frame", Frame, None, 0, NONE, "Same sequence as an earlier datagram: the frame of its first copy";
    KexAnalysisRetransmission: "kexlan.analysis.retransmission", "Retransmission of frame", Frame, None, 0, NONE, "Reliable data first sent in that frame, sent again because no acknowledgement had come";
    KexAnalysisRtt: "kexlan.analysis.rtt", "Round-trip time (s)", F32, None, 0, NONE, "Seconds from this datagram to the first peer datagram acknowledging it";
    KexAnalysisAckedIn: "kexlan.analysis.acked_in", "Acknowledged in frame", Frame, None, 0, NONE, "The first peer datagram acknowledging this one";
    KexAnalysisDelivery: "kexlan.analysis.reliable_delivery", "Reliable delivery time (s)", F32, None, 0, NONE, "On the first send of a reliable message: seconds until the peer acknowledged it";
    KexAnalysisSends: "kexlan.analysis.reliable_sends", "Reliable sends", U32, Dec, 0, NONE, "How many times that reliable message was sent before it was acknowledged";
}

/// The netchan analysis fields (`codec::analysis`).
pub const ANALYSIS: crate::fields::AnalysisFields = crate::fields::AnalysisFields {
    tree: KexAnalysis,
    lost: KexAnalysisLost,
    lost_captured: KexAnalysisLostCaptured,
    out_of_order: KexAnalysisOutOfOrder,
    duplicate: KexAnalysisDuplicate,
    retransmission: KexAnalysisRetransmission,
    choked: Option::None,
    rtt: KexAnalysisRtt,
    acked_in: KexAnalysisAckedIn,
    delivery: KexAnalysisDelivery,
    sends: KexAnalysisSends,
};
