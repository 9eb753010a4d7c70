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
/// mvdsv's hidden message types (qwprot `protocol.h`, `mvdhidden_*`).
pub const HIDDEN_TYPES: &[(u32, &str)] = &[
    (0x0000, "antilag_position"),
    (0x0001, "usercmd"),
    (0x0002, "usercmd_weapons"),
    (0x0003, "demoinfo"),
    (0x0004, "commentary_track"),
    (0x0005, "commentary_data"),
    (0x0006, "commentary_text_segment"),
    (0x0007, "dmgdone"),
    (0x0008, "usercmd_weapons_ss"),
    (0x0009, "usercmd_weapon_instruction"),
    (0x000a, "paused_duration"),
    (0x000b, "demo_start_timestamp_ms"),
    (0xffff, "extended"),
];
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
    DemoHiddenBlock: "qdemo.hidden_block", "Hidden messages", None, None, 0, NONE, "QuakeWorld MVD dem_multiple with mask 0: the block holds hidden messages, not svc messages";
    DemoHidden: "qdemo.hidden", "Hidden message", None, None, 0, NONE, "QuakeWorld MVD dem_multiple with mask 0: mvdsv/KTX metadata that players skip (MVD1's HIDDEN_MESSAGES), one per length/type header";
    DemoHiddenLength: "qdemo.hidden.length", "Length", U32, Dec, 0, NONE, "Bytes of the hidden message after its type";
    DemoHiddenType: "qdemo.hidden.type", "Type", U16, Hex, 0, HIDDEN_TYPES, "Hidden message type (mvdhidden_*)";
    DemoHiddenData: "qdemo.hidden.data", "Data", Bytes, None, 0, NONE, "Hidden message content not decoded further";
    DemoHiddenDeathtype: "qdemo.hidden.deathtype", "Death type", U16, Dec, 0x7fff, NONE, "dmgdone: the mod's death type of the damage";
    DemoHiddenSplash: "qdemo.hidden.splash", "Splash damage", Flag { bits: 16 }, None, 0x8000, NONE, "dmgdone: the damage was splash damage";
    DemoHiddenAttacker: "qdemo.hidden.attacker", "Attacker entity", U16, Dec, 0, NONE, "dmgdone: entity number of the attacker";
    DemoHiddenTarget: "qdemo.hidden.target", "Target entity", U16, Dec, 0, NONE, "dmgdone: entity number of the damaged entity";
    DemoHiddenDamage: "qdemo.hidden.damage", "Damage", I16, Dec, 0, NONE, "dmgdone: damage dealt (before armour)";
    DemoHiddenInfoBlock: "qdemo.hidden.demoinfo.block", "Block number", U16, Dec, 0, NONE, "demoinfo: block number, from 1; 0 on the last block";
    DemoHiddenInfoText: "qdemo.hidden.demoinfo.text", "Demo info", Str, None, 0, NONE, "demoinfo: the KTX match summary (JSON) or a piece of it";
    DemoHiddenMsec: "qdemo.hidden.msec", "Milliseconds", U8, Dec, 0, NONE, "paused_duration: real time that passed while paused";
    DemoHiddenTimestamp: "qdemo.hidden.timestamp", "Start timestamp", U64, Dec, 0, NONE, "demo_start_timestamp_ms: Unix time in milliseconds when the demo started";
    DemoMagic: "qdemo.magic", "Magic", Str, None, 0, NONE, "Q2PRO MVD2 file magic, \"MVD2\"";
    DemoMessage: "qdemo.message", "Recorded message", Bytes, None, 0, NONE, "A recorded message not decoded further (a multi-view dialect this version does not decode)";
    DemoEnd: "qdemo.end", "End of demo", U32, Hex, 0, NONE, "End marker: length -1 (Quake II) or 0 (Q2PRO MVD2)";
    DemoTruncated: "qdemo.truncated", "Truncated block", Bytes, None, 0, NONE, "The file ends inside this block";
}
