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
/// Q2PRO's MVD stream operations (`mvd_ops_t`).
pub const MVD2_OPS: &[(u32, &str)] = &[
    (0, "bad"),
    (1, "nop"),
    (2, "disconnect"),
    (3, "reconnect"),
    (4, "serverdata"),
    (5, "configstring"),
    (6, "frame"),
    (7, "frame_nodelta"),
    (8, "unicast"),
    (9, "unicast_r"),
    (10, "multicast_all"),
    (11, "multicast_phs"),
    (12, "multicast_pvs"),
    (13, "multicast_all_r"),
    (14, "multicast_phs_r"),
    (15, "multicast_pvs_r"),
    (16, "sound"),
    (17, "print"),
    (18, "stufftext"),
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
    DemoMvd2Msg: "qdemo.mvd2.msg", "MVD message", None, None, 0, NONE, "Q2PRO MVD: one message of the stream";
    DemoMvd2Cmd: "qdemo.mvd2.cmd", "Operation", U8, Dec, 0x1f, MVD2_OPS, "Q2PRO MVD operation (mvd_*, low 5 bits)";
    DemoMvd2Extra: "qdemo.mvd2.extrabits", "Extra bits", U8, Dec, 0xe0, NONE, "High 3 bits of the operation byte: bits 8-10 of a length, or the stream flags of an old serverdata";
    DemoMvd2Version: "qdemo.mvd2.version", "MVD version", U16, Dec, 0, NONE, "Q2PRO MVD protocol minor version (2009-2013)";
    DemoMvd2Flags: "qdemo.mvd2.flags", "Stream flags", U16, Hex, 0, NONE, "MVF_* bits (a word from version 2012 on; before, the serverdata's extra bits)";
    DemoMvd2FNoMsgs: "qdemo.mvd2.flags.nomsgs", "MVF_NOMSGS", Flag { bits: 16 }, None, 0x01, NONE, "Chat and prints were not recorded";
    DemoMvd2FSinglePov: "qdemo.mvd2.flags.singlepov", "MVF_SINGLEPOV", Flag { bits: 16 }, None, 0x02, NONE, "One player's point of view only";
    DemoMvd2FExtLimits: "qdemo.mvd2.flags.extlimits", "MVF_EXTLIMITS", Flag { bits: 16 }, None, 0x04, NONE, "Extended limits (16-bit models, long solids, short angles, new configstring layout)";
    DemoMvd2FExtLimits2: "qdemo.mvd2.flags.extlimits2", "MVF_EXTLIMITS_2", Flag { bits: 16 }, None, 0x08, NONE, "Extended limits v2 (delta coordinates, 64 stats)";
    DemoMvd2Length: "qdemo.mvd2.length", "Data length", U16, Dec, 0, NONE, "Bytes of svc messages that follow (low byte here, bits 8-10 in the operation byte)";
    DemoMvd2Client: "qdemo.mvd2.client", "Client", U8, Dec, 0, NONE, "unicast: the player slot the messages were sent to";
    DemoMvd2Leaf: "qdemo.mvd2.leaf", "Leaf", U16, Dec, 0, NONE, "multicast PHS/PVS: the BSP leaf the message was sent from";
    DemoMvd2PortalLen: "qdemo.mvd2.portalbits.length", "Portal bits length", U8, Dec, 0, NONE, "frame: bytes of area portal states";
    DemoMvd2Portal: "qdemo.mvd2.portalbits", "Portal bits", Bytes, None, 0, NONE, "frame: area portal open/closed bits";
    DemoMvd2Ps: "qdemo.mvd2.ps", "Player", None, None, 0, NONE, "frame: one player's state delta (the MVD packet form)";
    DemoMvd2Player: "qdemo.mvd2.player", "Player number", U8, Dec, 0, NONE, "frame: player slot (255 ends the list)";
    DemoMvd2Pps: "qdemo.mvd2.pps", "Player bits", U32, Hex, 0, NONE, "PPS_* bits of the player delta";
    DemoMvd2PpsMType: "qdemo.mvd2.pps.m_type", "PPS_M_TYPE", Flag { bits: 24 }, None, 1 << 0, NONE, "pm_type";
    DemoMvd2PpsMOrigin: "qdemo.mvd2.pps.m_origin", "PPS_M_ORIGIN", Flag { bits: 24 }, None, 1 << 1, NONE, "origin x, y";
    DemoMvd2PpsMOrigin2: "qdemo.mvd2.pps.m_origin2", "PPS_M_ORIGIN2", Flag { bits: 24 }, None, 1 << 2, NONE, "origin z";
    DemoMvd2PpsViewOffset: "qdemo.mvd2.pps.viewoffset", "PPS_VIEWOFFSET", Flag { bits: 24 }, None, 1 << 3, NONE, "view offset";
    DemoMvd2PpsViewAngles: "qdemo.mvd2.pps.viewangles", "PPS_VIEWANGLES", Flag { bits: 24 }, None, 1 << 4, NONE, "view pitch, yaw";
    DemoMvd2PpsViewAngle2: "qdemo.mvd2.pps.viewangle2", "PPS_VIEWANGLE2", Flag { bits: 24 }, None, 1 << 5, NONE, "view roll";
    DemoMvd2PpsKickAngles: "qdemo.mvd2.pps.kickangles", "PPS_KICKANGLES", Flag { bits: 24 }, None, 1 << 6, NONE, "kick angles";
    DemoMvd2PpsBlend: "qdemo.mvd2.pps.blend", "PPS_BLEND", Flag { bits: 24 }, None, 1 << 7, NONE, "screen blend";
    DemoMvd2PpsFov: "qdemo.mvd2.pps.fov", "PPS_FOV", Flag { bits: 24 }, None, 1 << 8, NONE, "field of view";
    DemoMvd2PpsWeaponIndex: "qdemo.mvd2.pps.weaponindex", "PPS_WEAPONINDEX", Flag { bits: 24 }, None, 1 << 9, NONE, "gun model";
    DemoMvd2PpsWeaponFrame: "qdemo.mvd2.pps.weaponframe", "PPS_WEAPONFRAME", Flag { bits: 24 }, None, 1 << 10, NONE, "gun frame";
    DemoMvd2PpsGunOffset: "qdemo.mvd2.pps.gunoffset", "PPS_GUNOFFSET", Flag { bits: 24 }, None, 1 << 11, NONE, "gun offset";
    DemoMvd2PpsGunAngles: "qdemo.mvd2.pps.gunangles", "PPS_GUNANGLES", Flag { bits: 24 }, None, 1 << 12, NONE, "gun angles";
    DemoMvd2PpsRdFlags: "qdemo.mvd2.pps.rdflags", "PPS_RDFLAGS", Flag { bits: 24 }, None, 1 << 13, NONE, "refdef flags";
    DemoMvd2PpsStats: "qdemo.mvd2.pps.stats", "PPS_STATS", Flag { bits: 24 }, None, 1 << 14, NONE, "stats";
    DemoMvd2PpsMoreBits: "qdemo.mvd2.pps.morebits", "PPS_MOREBITS", Flag { bits: 24 }, None, 1 << 15, NONE, "a third byte of bits follows (version 2013 with MVF_EXTLIMITS_2); before, the player is removed";
    DemoMvd2PpsRemove: "qdemo.mvd2.pps.remove", "PPS_REMOVE", Flag { bits: 24 }, None, 1 << 16, NONE, "the player is removed";
    DemoMvd2PpsFog: "qdemo.mvd2.pps.fog", "PPS_FOG", Flag { bits: 24 }, None, 1 << 17, NONE, "fog";
    DemoMagic: "qdemo.magic", "Magic", Str, None, 0, NONE, "Q2PRO MVD2 file magic, \"MVD2\"";
    DemoEnd: "qdemo.end", "End of demo", U32, Hex, 0, NONE, "End marker: length -1 (Quake II) or 0 (Q2PRO MVD2)";
    DemoTruncated: "qdemo.truncated", "Truncated block", Bytes, None, 0, NONE, "The file ends inside this block";
}
