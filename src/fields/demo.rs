//! Demo-file framing fields (`qdemo.*`): what a Quake demo file puts around each recorded
//! message (block lengths, view angles, QuakeWorld times and block types, end markers). The
//! messages themselves are `nq.*`, `qw.*` and `q2.*`.
use super::{catalogue, Kind::*};

/// First field id of this protocol.
pub const BASE: u16 = 3500;

pub const FORMAT_NAMES: &[(u32, &str)] = &[
    (1, "NetQuake .dem"),
    (2, "QuakeWorld .qwd"),
    (3, "Quake II .dm2"),
    (4, "QuakeWorld .mvd"),
    (5, "Q2PRO .mvd2"),
];
pub const QWD_TYPES: &[(u32, &str)] = &[(0, "dem_cmd"), (1, "dem_read"), (2, "dem_set")];
pub const MVD_TYPES: &[(u32, &str)] = &[
    (0, "dem_cmd"),
    (1, "dem_read"),
    (2, "dem_set"),
    (3, "dem_multiple"),
    (4, "dem_single"),
    (5, "dem_stats"),
    (6, "dem_all"),
];
pub const DIRECTIONS: &[(u32, &str)] = &[(0, "client to server"), (1, "server to client")];
const NONE: &[(u32, &str)] = &[];

catalogue! { BASE, TABLE;
    DemoFormat: "qdemo.format", "Demo format", U8, Dec, 0, FORMAT_NAMES, "Which demo file format the block comes from (recognised by content)";
    DemoBlock: "qdemo.block", "Block", U32, Dec, 0, NONE, "0-based index of the block in the demo file";
    DemoOffset: "qdemo.offset", "File offset", U64, Dec, 0, NONE, "Where the block starts in the demo file";
    DemoDirection: "qdemo.direction", "Direction", U8, Dec, 0, DIRECTIONS, "Which side sent the recorded message (demos record what the client received, and QuakeWorld client demos also its movement commands)";
    DemoCdTrack: "qdemo.cdtrack", "CD track line", Str, None, 0, NONE, "NetQuake demo header: the CD track as a text line (-1: none)";
    DemoLength: "qdemo.length", "Message length", U32, Dec, 0, NONE, "Length of the recorded message that follows";
    DemoAngles: "qdemo.angles", "View angles", None, None, 0, NONE, "The client's view angles when the message arrived (NetQuake)";
    DemoPitch: "qdemo.angles.pitch", "Pitch", F32, None, 0, NONE, "View pitch, degrees";
    DemoYaw: "qdemo.angles.yaw", "Yaw", F32, None, 0, NONE, "View yaw, degrees";
    DemoRoll: "qdemo.angles.roll", "Roll", F32, None, 0, NONE, "View roll, degrees";
    DemoTime: "qdemo.time", "Time", F32, None, 0, NONE, "QuakeWorld client demo: the client's realtime when the block was recorded, seconds";
    DemoQwdType: "qdemo.qwd.type", "Block type", U8, Dec, 0, QWD_TYPES, "QuakeWorld client demo block type";
    DemoUsercmd: "qdemo.usercmd", "Movement command", Bytes, None, 0, NONE, "QuakeWorld dem_cmd: the usercmd the client sent (msec, angles, moves, buttons, impulse) and its view angles";
    DemoSequence: "qdemo.sequence", "Outgoing sequence", U32, Dec, 0, NONE, "QuakeWorld dem_set: the client's netchan outgoing sequence";
    DemoSequenceIn: "qdemo.sequence_in", "Incoming sequence", U32, Dec, 0, NONE, "QuakeWorld dem_set: the client's netchan incoming sequence";
    DemoMvdDelta: "qdemo.mvd.delta", "Time delta", U8, Dec, 0, NONE, "QuakeWorld MVD: milliseconds since the previous block";
    DemoMvdCmd: "qdemo.mvd.cmd", "Command byte", U8, Hex, 0, NONE, "QuakeWorld MVD: block type (low 3 bits) and target player (high 5 bits)";
    DemoMvdType: "qdemo.mvd.type", "Block type", U8, Dec, 0x07, MVD_TYPES, "QuakeWorld MVD block type";
    DemoMvdTarget: "qdemo.mvd.target", "Target player", U8, Dec, 0xf8, NONE, "QuakeWorld MVD: the player a dem_single or dem_stats block is for";
    DemoMvdMask: "qdemo.mvd.mask", "Player mask", U32, Hex, 0, NONE, "QuakeWorld MVD dem_multiple: the players the message is for (0: hidden metadata)";
    DemoMvdTime: "qdemo.mvd.time", "Demo time", U32, Dec, 0, NONE, "QuakeWorld MVD: milliseconds since the start of the demo (sum of the deltas)";
    DemoMagic: "qdemo.magic", "Magic", Str, None, 0, NONE, "Q2PRO MVD2 file magic, \"MVD2\"";
    DemoMessage: "qdemo.message", "Recorded message", Bytes, None, 0, NONE, "A recorded message not decoded further (a multi-view dialect this version does not decode)";
    DemoEnd: "qdemo.end", "End of demo", U32, Hex, 0, NONE, "End marker: length -1 (Quake II) or 0 (Q2PRO MVD2)";
    DemoTruncated: "qdemo.truncated", "Truncated block", Bytes, None, 0, NONE, "The file ends inside this block";
}
