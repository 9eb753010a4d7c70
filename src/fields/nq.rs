//! NetQuake family fields (`nq.*`): transport, control packets and game messages of 15/666/999.
use super::{catalogue, Kind::*};

/// First field id of this protocol.
pub const BASE: u16 = 0;

pub const SVC_NAMES: &[(u32, &str)] = &[
    (0, "svc_bad"),
    (1, "svc_nop"),
    (2, "svc_disconnect"),
    (3, "svc_updatestat"),
    (4, "svc_version"),
    (5, "svc_setview"),
    (6, "svc_sound"),
    (7, "svc_time"),
    (8, "svc_print"),
    (9, "svc_stufftext"),
    (10, "svc_setangle"),
    (11, "svc_serverinfo"),
    (12, "svc_lightstyle"),
    (13, "svc_updatename"),
    (14, "svc_updatefrags"),
    (15, "svc_clientdata"),
    (16, "svc_stopsound"),
    (17, "svc_updatecolors"),
    (18, "svc_particle"),
    (19, "svc_damage"),
    (20, "svc_spawnstatic"),
    (21, "svc_spawnbinary | svc_fte_spawnstatic2"),
    (22, "svc_spawnbaseline"),
    (23, "svc_temp_entity"),
    (24, "svc_setpause"),
    (25, "svc_signonnum"),
    (26, "svc_centerprint"),
    (27, "svc_killedmonster"),
    (28, "svc_foundsecret"),
    (29, "svc_spawnstaticsound"),
    (30, "svc_intermission"),
    (31, "svc_finale"),
    (32, "svc_cdtrack"),
    (33, "svc_sellscreen"),
    (34, "svc_cutscene"),
    (37, "svc_skybox"),
    (38, "svc_botchat"),
    (40, "svc_bf"),
    (41, "svc_fog"),
    (42, "svc_spawnbaseline2"),
    (43, "svc_spawnstatic2"),
    (44, "svc_spawnstaticsound2"),
    (45, "svc_setviews"),
    (46, "svc_updateping"),
    (47, "svc_updatesocial"),
    (48, "svc_updateplinfo"),
    (49, "svc_rawprint"),
    (50, "svc_servervars"),
    (51, "svc_seq | svc_dp_updatestatbyte"),
    (52, "svc_achievement"),
    (53, "svc_chat"),
    (54, "svc_levelcompleted | svc_dp_precache"),
    (55, "svc_backtolobby"),
    (56, "svc_localsound"),
    (66, "svc_fte_spawnbaseline2"),
    (78, "svc_fte_updatestatstring"),
    (79, "svc_fte_updatestatfloat"),
    (85, "svc_fte_setangledelta"),
    (86, "svc_fte_updateentities"),
    (90, "svc_fte_cgamepacket_sized"),
    (91, "svc_fte_temp_entity_sized"),
    (84, "svc_fte_voicechat"),
    (92, "svc_fte_csqcentities_sized"),
    (93, "svc_fte_setanglebase"),
    // each name of a number the dialects share, alone: the display shows the pair above (the
    // message's heading the dialect's own), a filter may name either (as q2.svc)
    (21, "svc_spawnbinary"),
    (21, "svc_fte_spawnstatic2"),
    (51, "svc_seq"),
    (51, "svc_dp_updatestatbyte"),
    (54, "svc_levelcompleted"),
    (54, "svc_dp_precache"),
];
pub const CLC_NAMES: &[(u32, &str)] = &[
    (0, "clc_bad"),
    (1, "clc_nop"),
    (2, "clc_disconnect"),
    (3, "clc_move"),
    (4, "clc_stringcmd"),
    (50, "clc_fte_ackframe"),
    (83, "clc_fte_voicechat"),
    (85, "clc_fte_move"),
];
pub const CTL_NAMES: &[(u32, &str)] = &[
    (0x01, "CCREQ_CONNECT"),
    (0x02, "CCREQ_SERVER_INFO"),
    (0x03, "CCREQ_PLAYER_INFO"),
    (0x04, "CCREQ_RULE_INFO"),
    (0x05, "CCREQ_RCON"),
    (0x81, "CCREP_ACCEPT"),
    (0x82, "CCREP_REJECT"),
    (0x83, "CCREP_SERVER_INFO"),
    (0x84, "CCREP_PLAYER_INFO"),
    (0x85, "CCREP_RULE_INFO"),
    (0x86, "CCREP_RCON"),
];
pub const STAT_NAMES: &[(u32, &str)] = &[
    (0, "STAT_HEALTH"),
    (1, "STAT_FRAGS"),
    (2, "STAT_WEAPON"),
    (3, "STAT_AMMO"),
    (4, "STAT_ARMOR"),
    (5, "STAT_WEAPONFRAME"),
    (6, "STAT_SHELLS"),
    (7, "STAT_NAILS"),
    (8, "STAT_ROCKETS"),
    (9, "STAT_CELLS"),
    (10, "STAT_ACTIVEWEAPON"),
    (11, "STAT_TOTALSECRETS"),
    (12, "STAT_TOTALMONSTERS"),
    (13, "STAT_SECRETS"),
    (14, "STAT_MONSTERS"),
];
pub const TE_NAMES: &[(u32, &str)] = &[
    (0, "SPIKE"),
    (1, "SUPERSPIKE"),
    (2, "GUNSHOT"),
    (3, "EXPLOSION"),
    (4, "TAREXPLOSION"),
    (5, "LIGHTNING1"),
    (6, "LIGHTNING2"),
    (7, "WIZSPIKE"),
    (8, "KNIGHTSPIKE"),
    (9, "LIGHTNING3"),
    (10, "LAVASPLASH"),
    (11, "TELEPORT"),
    (12, "EXPLOSION2"),
    (13, "BEAM"),
];
pub const PROTOCOL_NAMES: &[(u32, &str)] = &[
    (15, "NetQuake"),
    (666, "FitzQuake"),
    (999, "RMQ"),
    (250, "Nehahra movie"),
    (10000, "BJP"),
    (10001, "BJP2"),
    (10002, "BJP3"),
    (3502, "DarkPlaces DP5"),
    (3503, "DarkPlaces DP6"),
    (3504, "DarkPlaces DP7"),
    (3505, "DarkPlaces DP8"),
];
pub const FTE_MAGIC_NAMES: &[(u32, &str)] =
    &[(0x5845_5446, "FTEX (PEXT1)"), (0x3245_5446, "FTE2 (PEXT2)")];
pub const GAMETYPE_NAMES: &[(u32, &str)] = &[(0, "coop"), (1, "deathmatch")];
pub const PQ_MOD_NAMES: &[(u32, &str)] = &[(0, "none"), (1, "ProQuake")];
pub const DIALECT_HOW_NAMES: &[(u32, &str)] = &[(0, "assumed"), (1, "negotiated"), (2, "inferred")];
const NONE: &[(u32, &str)] = &[];
/// svc_clientdata's active weapon: the low byte of id1's IT_* weapon bit (the axe's 4096 is 0).
pub const ACTIVE_WEAPONS: &[(u32, &str)] = &[
    (0, "IT_AXE"),
    (1, "IT_SHOTGUN"),
    (2, "IT_SUPER_SHOTGUN"),
    (4, "IT_NAILGUN"),
    (8, "IT_SUPER_NAILGUN"),
    (16, "IT_GRENADE_LAUNCHER"),
    (32, "IT_ROCKET_LAUNCHER"),
    (64, "IT_LIGHTNING"),
    (128, "IT_SUPER_LIGHTNING"),
];

catalogue! { BASE, TABLE;
    // ---- transport -------------------------------------------------------------------------
    NqFlags: "nq.flags", "Flags", U32, Hex, 0xffff_0000, NONE, "NETFLAG_* bits of the big-endian header word";
    NqFlagData: "nq.flags.data", "DATA", Flag { bits: 32 }, None, 0x0001_0000, NONE, "Reliable fragment; the receiver must ACK it";
    NqFlagAck: "nq.flags.ack", "ACK", Flag { bits: 32 }, None, 0x0002_0000, NONE, "Acknowledgement of a DATA fragment";
    NqFlagNak: "nq.flags.nak", "NAK", Flag { bits: 32 }, None, 0x0004_0000, NONE, "Negative acknowledgement (defined, never sent)";
    NqFlagEom: "nq.flags.eom", "EOM", Flag { bits: 32 }, None, 0x0008_0000, NONE, "Last fragment of a reliable message";
    NqFlagUnreliable: "nq.flags.unreliable", "UNRELIABLE", Flag { bits: 32 }, None, 0x0010_0000, NONE, "Unreliable datagram";
    NqFlagCtl: "nq.flags.ctl", "CTL", Flag { bits: 32 }, None, 0x8000_0000, NONE, "Connection control packet (no sequence word)";
    NqLength: "nq.length", "Length", U32, Dec, 0x0000_ffff, NONE, "Datagram length including the header";
    NqSequence: "nq.sequence", "Sequence", U32, Dec, 0, NONE, "Reliable or unreliable sequence number (separate counters per direction)";
    NqAckOf: "nq.ack_of", "Acknowledges frame", Frame, None, 0, NONE, "The DATA datagram this ACK acknowledges";
    NqAckedIn: "nq.acked_in", "Acknowledged in frame", Frame, None, 0, NONE, "The ACK that acknowledges this DATA datagram";
    NqRetransmission: "nq.retransmission", "Retransmission of frame", Frame, None, 0, NONE, "This DATA datagram repeats an earlier one with the same sequence";
    NqFragments: "nq.fragments", "Message fragments", None, None, 0, NONE, "Fragments of a reliable message";
    NqFragment: "nq.fragment", "Message fragment", Frame, None, 0, NONE, "One fragment of a reliable message";
    NqFragmentOverlap: "nq.fragment.overlap", "Fragment overlap", Flag { bits: 0 }, None, 0, NONE, "Fragment overlaps with other fragments";
    NqFragmentOverlapConflict: "nq.fragment.overlap.conflicts", "Conflicting data in fragment overlap", Flag { bits: 0 }, None, 0, NONE, "Overlapping fragments contained conflicting data";
    NqFragmentMultipleTails: "nq.fragment.multipletails", "Multiple tail fragments found", Flag { bits: 0 }, None, 0, NONE, "Several fragments claimed to end the message";
    NqFragmentTooLong: "nq.fragment.toolongfragment", "Fragment too long", Flag { bits: 0 }, None, 0, NONE, "Fragment contained data past the end of the message";
    NqFragmentError: "nq.fragment.error", "Defragmentation error", Frame, None, 0, NONE, "Defragmentation error due to illegal fragments";
    NqFragmentCount: "nq.fragment.count", "Fragment count", U32, Dec, 0, NONE, "Number of fragments in the message";
    NqReassembledIn: "nq.reassembled.in", "Reassembled in", Frame, None, 0, NONE, "The frame in which this message is reassembled";
    NqReassembledLength: "nq.reassembled.length", "Reassembled length", U32, Dec, 0, NONE, "Length of the reassembled message";
    NqReassembledData: "nq.reassembled.data", "Reassembled data", Bytes, None, 0, NONE, "The reassembled message";
    NqFragmentData: "nq.fragment.data", "Fragment data", Bytes, None, 0, NONE, "Payload of one fragment of a reliable message (decoded where the message is reassembled)";
    NqMessageStart: "nq.message_start", "Message starts in frame", Frame, None, 0, NONE, "First fragment of the reliable message this fragment belongs to";
    NqDirection: "nq.direction", "Direction", U8, Dec, 0, &[(0, "client to server"), (1, "server to client")], "Which side sent the datagram";
    NqSession: "nq.session", "Session", U32, Dec, 0, NONE, "Index of the game session (follows the port handed out in CCREP_ACCEPT)";
    NqProtocol: "nq.protocol", "Protocol in force", U32, Dec, 0, PROTOCOL_NAMES, "Game protocol negotiated by the latest svc_serverinfo";

    // ---- control packets --------------------------------------------------------------------
    NqCtlCmd: "nq.ctl.cmd", "Control command", U8, Hex, 0, CTL_NAMES, "CCREQ_/CCREP_ command byte";
    NqCtlGame: "nq.ctl.game", "Game name", Str, None, 0, NONE, "Game name, \"QUAKE\"";
    NqCtlNetVersion: "nq.ctl.net_version", "Net protocol version", U8, Dec, 0, NONE, "Datagram protocol version (3; 4 for the 2021 re-release)";
    NqCtlPqMod: "nq.ctl.pq.mod", "ProQuake mod", U8, Dec, 0, PQ_MOD_NAMES, "ProQuake connect tail: mod id";
    NqCtlPqModVersion: "nq.ctl.pq.mod_version", "ProQuake mod version", U8, Dec, 0, NONE, "ProQuake connect tail: version ×10";
    NqCtlPqFlags: "nq.ctl.pq.flags", "ProQuake flags", U8, Hex, 0, NONE, "ProQuake connect tail: flags";
    NqCtlPqPassword: "nq.ctl.pq.password", "ProQuake password", I32, Dec, 0, NONE, "ProQuake connect tail: password";
    NqCtlFteChallenge: "nq.ctl.fte_request", "FTE dual-protocol request", Str, None, 0, NONE, "FTE's \"getchallenge\" line appended to CCREQ_CONNECT";
    NqCtlPlayerNum: "nq.ctl.player", "Player number", U8, Dec, 0, NONE, "Player slot";
    NqCtlPrevRule: "nq.ctl.prev_rule", "Previous rule", Str, None, 0, NONE, "Rule to continue after (empty: first rule)";
    NqCtlPort: "nq.ctl.port", "Port", I32, Dec, 0, NONE, "UDP port the game session moves to";
    NqCtlReason: "nq.ctl.reason", "Reason", Str, None, 0, NONE, "Why the connection was rejected";
    NqCtlAddress: "nq.ctl.address", "Address", Str, None, 0, NONE, "Network address text";
    NqCtlHostname: "nq.ctl.hostname", "Host name", Str, None, 0, NONE, "Server host name";
    NqCtlMap: "nq.ctl.map", "Map", Str, None, 0, NONE, "Current level";
    NqCtlPlayers: "nq.ctl.players", "Players", U8, Dec, 0, NONE, "Current players";
    NqCtlMaxPlayers: "nq.ctl.max_players", "Max players", U8, Dec, 0, NONE, "Maximum players";
    NqCtlName: "nq.ctl.name", "Player name", Str, None, 0, NONE, "Player name";
    NqCtlColors: "nq.ctl.colors", "Colors", I32, Dec, 0, NONE, "Shirt/pants colors (top<<4 | bottom)";
    NqCtlFrags: "nq.ctl.frags", "Frags", I32, Dec, 0, NONE, "Frag count";
    NqCtlConnectTime: "nq.ctl.connect_time", "Connect time", I32, Dec, 0, NONE, "Seconds connected";
    NqCtlRule: "nq.ctl.rule", "Rule", Str, None, 0, NONE, "Server cvar name";
    NqCtlValue: "nq.ctl.value", "Value", Str, None, 0, NONE, "Server cvar value";
    NqCtlRulesEnd: "nq.ctl.rules_end", "End of rules", None, None, 0, NONE, "Empty CCREP_RULE_INFO: no more rules";
    NqCtlPassword: "nq.ctl.rcon_password", "Rcon password", Str, None, 0, NONE, "ProQuake rcon password";
    NqCtlCommand: "nq.ctl.rcon_command", "Rcon command", Str, None, 0, NONE, "ProQuake rcon command";
    NqCtlText: "nq.ctl.rcon_reply", "Rcon reply", Str, None, 0, NONE, "ProQuake rcon output";
    NqOob: "nq.oob", "Connectionless text", Str, None, 0, NONE, "DarkPlaces/FTE-style 0xFFFFFFFF packet on the NetQuake port";
    NqOobMarker: "nq.oob.marker", "Connectionless marker", U32, Hex, 0, NONE, "0xFFFFFFFF";

    // ---- message framing ----------------------------------------------------------------------
    NqMsg: "nq.msg", "Message", None, None, 0, NONE, "One svc/clc message";
    NqSvc: "nq.svc", "Server command", U8, Dec, 0, SVC_NAMES, "svc_* command byte";
    NqClc: "nq.clc", "Client command", U8, Dec, 0, CLC_NAMES, "clc_* command byte";

    // ---- shared values -------------------------------------------------------------------------
    NqOriginX: "nq.origin.x", "Origin X", F32, None, 0, NONE, "Position, X";
    NqOriginY: "nq.origin.y", "Origin Y", F32, None, 0, NONE, "Position, Y";
    NqOriginZ: "nq.origin.z", "Origin Z", F32, None, 0, NONE, "Position, Z";
    NqAnglePitch: "nq.angle.pitch", "Pitch", F32, None, 0, NONE, "Angle in degrees (pitch)";
    NqAngleYaw: "nq.angle.yaw", "Yaw", F32, None, 0, NONE, "Angle in degrees (yaw)";
    NqAngleRoll: "nq.angle.roll", "Roll", F32, None, 0, NONE, "Angle in degrees (roll)";
    NqEntity: "nq.entity", "Entity", U16, Dec, 0, NONE, "Entity number";
    NqModel: "nq.model", "Model index", U16, Dec, 0, NONE, "Index into the model precache";
    NqFrame: "nq.frame", "Frame", U16, Dec, 0, NONE, "Animation frame";
    NqColormap: "nq.colormap", "Colormap", U8, Dec, 0, NONE, "0 = none, else player slot + 1";
    NqSkin: "nq.skin", "Skin", U8, Dec, 0, NONE, "Skin number";
    NqAlpha: "nq.alpha", "Alpha", U8, Dec, 0, NONE, "ENTALPHA: 0 default, 1 invisible, 2..255 = a×254+1";
    NqScale: "nq.scale", "Scale", U8, Dec, 0, NONE, "Scale ×16 (16 = 1.0)";
    NqPlayer: "nq.player", "Player slot", U8, Dec, 0, NONE, "Scoreboard slot";
    NqText: "nq.text", "Text", Str, None, 0, NONE, "Message text";

    // ---- svc bodies ------------------------------------------------------------------------------
    NqStatIndex: "nq.stat.index", "Stat", U8, Dec, 0, STAT_NAMES, "STAT_* index";
    NqStatValue: "nq.stat.value", "Stat value", I32, Dec, 0, NONE, "New value of the stat";
    NqVersion: "nq.version", "Protocol version", I32, Dec, 0, PROTOCOL_NAMES, "svc_version protocol number";
    NqTime: "nq.time", "Server time", F32, None, 0, NONE, "svc_time, seconds";
    NqPrint: "nq.print", "Print", Str, None, 0, NONE, "svc_print text";
    NqStufftext: "nq.stufftext", "Stufftext", Str, None, 0, NONE, "Console commands the client runs";
    NqCenterprint: "nq.centerprint", "Centerprint", Str, None, 0, NONE, "Centered message";
    NqFinale: "nq.finale", "Finale text", Str, None, 0, NONE, "svc_finale text";
    NqCutscene: "nq.cutscene", "Cutscene text", Str, None, 0, NONE, "svc_cutscene text";
    NqSkybox: "nq.skybox", "Skybox", Str, None, 0, NONE, "svc_skybox name";
    NqSiProtocol: "nq.serverinfo.protocol", "Protocol", I32, Dec, 0, PROTOCOL_NAMES, "Game protocol";
    NqSiFteMagic: "nq.serverinfo.fte_magic", "FTE extension word", U32, Hex, 0, FTE_MAGIC_NAMES, "FTEX or FTE2 prefix";
    NqSiFteBits: "nq.serverinfo.fte_bits", "FTE extension bits", U32, Hex, 0, NONE, "PEXT1/PEXT2 bits the server uses";
    NqSiFlags: "nq.serverinfo.protocolflags", "Protocol flags", U32, Hex, 0, NONE, "RMQ PRFL_* flags (999 only)";
    NqSiFlagShortAngle: "nq.serverinfo.protocolflags.shortangle", "PRFL_SHORTANGLE", Flag { bits: 32 }, None, 0x02, NONE, "Angles are 16-bit";
    NqSiFlagFloatAngle: "nq.serverinfo.protocolflags.floatangle", "PRFL_FLOATANGLE", Flag { bits: 32 }, None, 0x04, NONE, "Angles are floats";
    NqSiFlag24BitCoord: "nq.serverinfo.protocolflags.24bitcoord", "PRFL_24BITCOORD", Flag { bits: 32 }, None, 0x08, NONE, "Coords are s16 + u8/255";
    NqSiFlagFloatCoord: "nq.serverinfo.protocolflags.floatcoord", "PRFL_FLOATCOORD", Flag { bits: 32 }, None, 0x10, NONE, "Coords are floats";
    NqSiFlagEdictScale: "nq.serverinfo.protocolflags.edictscale", "PRFL_EDICTSCALE", Flag { bits: 32 }, None, 0x20, NONE, "Entity scale is networked";
    NqSiFlagAlphaSanity: "nq.serverinfo.protocolflags.alphasanity", "PRFL_ALPHASANITY", Flag { bits: 32 }, None, 0x40, NONE, "Alpha sanity (not supported by QuakeSpasm)";
    NqSiFlagInt32Coord: "nq.serverinfo.protocolflags.int32coord", "PRFL_INT32COORD", Flag { bits: 32 }, None, 0x80, NONE, "Coords are s32/16";
    NqSiFlagMoreFlags: "nq.serverinfo.protocolflags.moreflags", "PRFL_MOREFLAGS", Flag { bits: 32 }, None, 0x8000_0000, NONE, "Reserved";
    NqSiMaxClients: "nq.serverinfo.maxclients", "Max clients", U8, Dec, 0, NONE, "Player slots";
    NqSiGameType: "nq.serverinfo.gametype", "Game type", U8, Dec, 0, GAMETYPE_NAMES, "0 coop, 1 deathmatch";
    NqSiLevelName: "nq.serverinfo.levelname", "Level name", Str, None, 0, NONE, "Level title (the map's message)";
    NqSiModel: "nq.serverinfo.model", "Model precache", Str, None, 0, NONE, "Model precache entry (index 1 is the map)";
    NqSiSound: "nq.serverinfo.sound", "Sound precache", Str, None, 0, NONE, "Sound precache entry";
    NqSiListEnd: "nq.serverinfo.list_end", "End of list", Str, None, 0, NONE, "Empty string ending a precache list";
    NqSiMap: "nq.serverinfo.map", "Map", Str, None, 0, NONE, "Map file (model precache 1)";
    NqLightstyleIndex: "nq.lightstyle.index", "Light style", U8, Dec, 0, NONE, "Light style number";
    NqLightstylePattern: "nq.lightstyle.pattern", "Pattern", Str, None, 0, NONE, "Brightness pattern a..z";
    NqPlayerName: "nq.player.name", "Name", Str, None, 0, NONE, "Player name";
    NqPlayerFrags: "nq.player.frags", "Frags", I16, Dec, 0, NONE, "Frag count";
    NqPlayerColors: "nq.player.colors", "Colors", U8, Hex, 0, NONE, "top<<4 | bottom";
    NqPlayerTop: "nq.player.colors.top", "Shirt", U8, Dec, 0xf0, NONE, "Shirt color";
    NqPlayerBottom: "nq.player.colors.bottom", "Pants", U8, Dec, 0x0f, NONE, "Pants color";
    NqSoundFlags: "nq.sound.flags", "Sound flags", U8, Hex, 0, NONE, "SND_* field mask";
    NqSoundFlagVolume: "nq.sound.flags.volume", "SND_VOLUME", Flag { bits: 8 }, None, 0x01, NONE, "Volume byte present";
    NqSoundFlagAttenuation: "nq.sound.flags.attenuation", "SND_ATTENUATION", Flag { bits: 8 }, None, 0x02, NONE, "Attenuation byte present";
    NqSoundFlagLooping: "nq.sound.flags.looping", "SND_LOOPING", Flag { bits: 8 }, None, 0x04, NONE, "Defined, never used";
    NqSoundFlagLargeEntity: "nq.sound.flags.large_entity", "SND_LARGEENTITY", Flag { bits: 8 }, None, 0x08, NONE, "u16 entity + u8 channel (666/999)";
    NqSoundFlagLargeSound: "nq.sound.flags.large_sound", "SND_LARGESOUND", Flag { bits: 8 }, None, 0x10, NONE, "u16 sound index (666/999)";
    NqSoundFlagSpeed: "nq.sound.flags.speed", "DPSND_SPEEDUSHORT4000", Flag { bits: 8 }, None, 0x20, NONE, "u16 speed ×4000 follows (DP/FTE)";
    NqSoundFlagTimeofs: "nq.sound.flags.timeofs", "FTESND_TIMEOFS", Flag { bits: 8 }, None, 0x40, NONE, "s16 time offset in ms follows (FTE)";
    NqSoundFlagPitch: "nq.sound.flags.pitch", "FTESND_PITCHADJ", Flag { bits: 8 }, None, 0x80, NONE, "u8 pitch percent follows (FTE)";
    NqSoundMoreFlags: "nq.sound.more_flags", "More flags", U64, Hex, 0, NONE, "FTESND_MOREFLAGS: channel flags (prefix varint)";
    NqSoundPitch: "nq.sound.pitch", "Pitch", U8, Dec, 0, NONE, "Percent (0 = 100%)";
    NqSoundTimeofs: "nq.sound.timeofs", "Time offset", I16, Dec, 0, NONE, "Milliseconds";
    NqSoundVelocity: "nq.sound.velocity", "Velocity", I16, Dec, 0, NONE, "Units/s ×8";
    NqSoundSpeed: "nq.sound.speed", "Speed", U16, Dec, 0, NONE, "×4000";
    NqSoundVolume: "nq.sound.volume", "Volume", U8, Dec, 0, NONE, "0..255";
    NqSoundAttenuation: "nq.sound.attenuation", "Attenuation", U8, Dec, 0, NONE, "Attenuation ×64";
    NqSoundEntChannel: "nq.sound.entchan", "Entity and channel", U16, Hex, 0, NONE, "entity<<3 | channel";
    NqSoundChannel: "nq.sound.channel", "Channel", U8, Dec, 0, NONE, "Sound channel 0..7";
    NqSoundIndex: "nq.sound.index", "Sound index", U16, Dec, 0, NONE, "Index into the sound precache";
    NqSoundName: "nq.sound.name", "Sound name", Str, None, 0, NONE, "The precached sound this index names";
    NqParticleDirX: "nq.particle.dir.x", "Direction X", I8, Dec, 0, NONE, "×1/16";
    NqParticleDirY: "nq.particle.dir.y", "Direction Y", I8, Dec, 0, NONE, "×1/16";
    NqParticleDirZ: "nq.particle.dir.z", "Direction Z", I8, Dec, 0, NONE, "×1/16";
    NqParticleCount: "nq.particle.count", "Count", U8, Dec, 0, NONE, "255 means 1024";
    NqParticleColor: "nq.particle.color", "Color", U8, Dec, 0, NONE, "Palette index";
    NqDamageArmor: "nq.damage.armor", "Armor taken", U8, Dec, 0, NONE, "Damage absorbed by armor";
    NqDamageBlood: "nq.damage.blood", "Blood taken", U8, Dec, 0, NONE, "Damage to health";
    NqTeType: "nq.tent.type", "Temp entity", U8, Dec, 0, TE_NAMES, "TE_* type";
    NqTeEndX: "nq.tent.end.x", "End X", F32, None, 0, NONE, "Beam end, X";
    NqTeEndY: "nq.tent.end.y", "End Y", F32, None, 0, NONE, "Beam end, Y";
    NqTeEndZ: "nq.tent.end.z", "End Z", F32, None, 0, NONE, "Beam end, Z";
    NqTeColorStart: "nq.tent.color_start", "Color start", U8, Dec, 0, NONE, "TE_EXPLOSION2 palette start";
    NqTeColorLength: "nq.tent.color_length", "Color length", U8, Dec, 0, NONE, "TE_EXPLOSION2 palette length";
    NqPaused: "nq.paused", "Paused", U8, Dec, 0, NONE, "svc_setpause state";
    NqSignon: "nq.signon", "Signon stage", U8, Dec, 0, NONE, "svc_signonnum stage 1..3";
    NqCdTrack: "nq.cdtrack", "CD track", U8, Dec, 0, NONE, "Music track";
    NqCdLoop: "nq.cdtrack.loop", "Loop track", U8, Dec, 0, NONE, "Track to loop afterwards";
    NqFogDensity: "nq.fog.density", "Fog density", U8, Dec, 0, NONE, "Density ×255";
    NqFogRed: "nq.fog.red", "Fog red", U8, Dec, 0, NONE, "×255";
    NqFogGreen: "nq.fog.green", "Fog green", U8, Dec, 0, NONE, "×255";
    NqFogBlue: "nq.fog.blue", "Fog blue", U8, Dec, 0, NONE, "×255";
    NqFogTime: "nq.fog.time", "Fog fade time", I16, Dec, 0, NONE, "Centiseconds (the FitzQuake doc says float; engines send a short)";
    NqBaselineFlags: "nq.baseline.flags", "Baseline flags", U8, Hex, 0, NONE, "B_* bits of spawnbaseline2/spawnstatic2";
    NqBaselineLargeModel: "nq.baseline.flags.large_model", "B_LARGEMODEL", Flag { bits: 8 }, None, 0x01, NONE, "Model index is 16-bit";
    NqBaselineLargeFrame: "nq.baseline.flags.large_frame", "B_LARGEFRAME", Flag { bits: 8 }, None, 0x02, NONE, "Frame is 16-bit";
    NqBaselineAlpha: "nq.baseline.flags.alpha", "B_ALPHA", Flag { bits: 8 }, None, 0x04, NONE, "Alpha byte follows";
    NqBaselineScale: "nq.baseline.flags.scale", "B_SCALE", Flag { bits: 8 }, None, 0x08, NONE, "Scale byte follows (999 + PRFL_EDICTSCALE)";

    // ---- fast entity update -------------------------------------------------------------------------
    NqUpdate: "nq.ent", "Entity", None, None, 0, NONE, "Fast entity update (command byte ≥ 0x80)";
    NqU: "nq.u", "Update bits", U32, Hex, 0, NONE, "U_* bits from up to four flag bytes";
    NqUMoreBits: "nq.u.morebits", "U_MOREBITS", Flag { bits: 32 }, None, 0x0001, NONE, "Second flag byte follows";
    NqUOrigin1: "nq.u.origin1", "U_ORIGIN1", Flag { bits: 32 }, None, 0x0002, NONE, "Origin X follows";
    NqUOrigin2: "nq.u.origin2", "U_ORIGIN2", Flag { bits: 32 }, None, 0x0004, NONE, "Origin Y follows";
    NqUOrigin3: "nq.u.origin3", "U_ORIGIN3", Flag { bits: 32 }, None, 0x0008, NONE, "Origin Z follows";
    NqUAngle2: "nq.u.angle2", "U_ANGLE2", Flag { bits: 32 }, None, 0x0010, NONE, "Yaw follows";
    NqUNoLerp: "nq.u.nolerp", "U_NOLERP (U_STEP)", Flag { bits: 32 }, None, 0x0020, NONE, "MOVETYPE_STEP: do not interpolate";
    NqUFrame: "nq.u.frame", "U_FRAME", Flag { bits: 32 }, None, 0x0040, NONE, "Frame follows";
    NqUSignal: "nq.u.signal", "U_SIGNAL", Flag { bits: 32 }, None, 0x0080, NONE, "Marks an entity update (always set)";
    NqUAngle1: "nq.u.angle1", "U_ANGLE1", Flag { bits: 32 }, None, 0x0100, NONE, "Pitch follows";
    NqUAngle3: "nq.u.angle3", "U_ANGLE3", Flag { bits: 32 }, None, 0x0200, NONE, "Roll follows";
    NqUModel: "nq.u.model", "U_MODEL", Flag { bits: 32 }, None, 0x0400, NONE, "Model index follows";
    NqUColormap: "nq.u.colormap", "U_COLORMAP", Flag { bits: 32 }, None, 0x0800, NONE, "Colormap follows";
    NqUSkin: "nq.u.skin", "U_SKIN", Flag { bits: 32 }, None, 0x1000, NONE, "Skin follows";
    NqUEffects: "nq.u.effects", "U_EFFECTS", Flag { bits: 32 }, None, 0x2000, NONE, "Effects follow";
    NqULongEntity: "nq.u.longentity", "U_LONGENTITY", Flag { bits: 32 }, None, 0x4000, NONE, "Entity number is 16-bit";
    NqUExtend1: "nq.u.extend1", "U_EXTEND1 (Nehahra U_TRANS in 15)", Flag { bits: 32 }, None, 0x8000, NONE, "666/999: third flag byte follows; 15: Nehahra transparency floats";
    NqUAlpha: "nq.u.alpha", "U_ALPHA", Flag { bits: 32 }, None, 0x1_0000, NONE, "Alpha follows";
    NqUFrame2: "nq.u.frame2", "U_FRAME2", Flag { bits: 32 }, None, 0x2_0000, NONE, "Frame high byte follows";
    NqUModel2: "nq.u.model2", "U_MODEL2", Flag { bits: 32 }, None, 0x4_0000, NONE, "Model high byte follows";
    NqULerpFinish: "nq.u.lerpfinish", "U_LERPFINISH", Flag { bits: 32 }, None, 0x8_0000, NONE, "Think interval follows";
    NqUScale: "nq.u.scale", "U_SCALE", Flag { bits: 32 }, None, 0x10_0000, NONE, "Scale follows (RMQ)";
    NqUUnused21: "nq.u.unused21", "Bit 21 (unused)", Flag { bits: 32 }, None, 0x20_0000, NONE, "Unused";
    NqUUnused22: "nq.u.unused22", "Bit 22 (unused)", Flag { bits: 32 }, None, 0x40_0000, NONE, "Unused";
    NqUExtend2: "nq.u.extend2", "U_EXTEND2", Flag { bits: 32 }, None, 0x80_0000, NONE, "Fourth flag byte follows";
    NqEffects: "nq.effects", "Effects", U8, Hex, 0, NONE, "EF_* bits";
    NqEfBrightField: "nq.effects.brightfield", "EF_BRIGHTFIELD", Flag { bits: 8 }, None, 0x01, NONE, "Particle field";
    NqEfMuzzleFlash: "nq.effects.muzzleflash", "EF_MUZZLEFLASH", Flag { bits: 8 }, None, 0x02, NONE, "Muzzle flash light";
    NqEfBrightLight: "nq.effects.brightlight", "EF_BRIGHTLIGHT", Flag { bits: 8 }, None, 0x04, NONE, "Bright light";
    NqEfDimLight: "nq.effects.dimlight", "EF_DIMLIGHT", Flag { bits: 8 }, None, 0x08, NONE, "Dim light";
    NqFrame2: "nq.frame_high", "Frame high byte", U8, Dec, 0, NONE, "U_FRAME2: frame bits 8..15";
    NqModel2: "nq.model_high", "Model high byte", U8, Dec, 0, NONE, "U_MODEL2: model index bits 8..15";
    NqLerpFinish: "nq.lerpfinish", "Lerp finish", U8, Dec, 0, NONE, "Think interval ×255 (seconds)";
    // ---- bits 16–31 of the classic entity update as DarkPlaces defines them (BJP, BJP2, BJP3) -----
    NqDpUDelta: "nq.dp.u.delta", "U_DELTA", Flag { bits: 32 }, None, 1 << 16, NONE, "Deltas from the entity's previous update, not its baseline";
    NqDpUAlpha: "nq.dp.u.alpha", "U_ALPHA", Flag { bits: 32 }, None, 1 << 17, NONE, "Alpha follows";
    NqDpUScale: "nq.dp.u.scale", "U_SCALE", Flag { bits: 32 }, None, 1 << 18, NONE, "Scale follows";
    NqDpUEffects2: "nq.dp.u.effects2", "U_EFFECTS2", Flag { bits: 32 }, None, 1 << 19, NONE, "Effects high byte follows";
    NqDpUGlowSize: "nq.dp.u.glowsize", "U_GLOWSIZE", Flag { bits: 32 }, None, 1 << 20, NONE, "Glow size follows";
    NqDpUGlowColor: "nq.dp.u.glowcolor", "U_GLOWCOLOR", Flag { bits: 32 }, None, 1 << 21, NONE, "Glow colour follows";
    NqDpUColormod: "nq.dp.u.colormod", "U_COLORMOD", Flag { bits: 32 }, None, 1 << 22, NONE, "Colour modulation follows";
    NqDpUExtend2: "nq.dp.u.extend2", "U_EXTEND2", Flag { bits: 32 }, None, 1 << 23, NONE, "Fourth bits byte follows";
    NqDpUGlowTrail: "nq.dp.u.glowtrail", "U_GLOWTRAIL", Flag { bits: 32 }, None, 1 << 24, NONE, "Leaves a particle trail (no data)";
    NqDpUViewModel: "nq.dp.u.viewmodel", "U_VIEWMODEL", Flag { bits: 32 }, None, 1 << 25, NONE, "Attached to the owner's view (no data)";
    NqDpUFrame2: "nq.dp.u.frame2", "U_FRAME2", Flag { bits: 32 }, None, 1 << 26, NONE, "Frame high byte follows";
    NqDpUModel2: "nq.dp.u.model2", "U_MODEL2", Flag { bits: 32 }, None, 1 << 27, NONE, "Model high byte follows";
    NqDpUExteriorModel: "nq.dp.u.exteriormodel", "U_EXTERIORMODEL", Flag { bits: 32 }, None, 1 << 28, NONE, "Not drawn in first person (no data)";
    NqDpUUnused29: "nq.dp.u.unused29", "U_UNUSED29", Flag { bits: 32 }, None, 1 << 29, NONE, "Unused";
    NqDpUUnused30: "nq.dp.u.unused30", "U_UNUSED30", Flag { bits: 32 }, None, 1 << 30, NONE, "Unused";
    NqDpUExtend3: "nq.dp.u.extend3", "U_EXTEND3", Flag { bits: 32 }, None, 1 << 31, NONE, "Reserved (DarkPlaces reads no fifth byte)";
    NqDpUAlphaValue: "nq.dp.u.alpha_value", "Alpha", U8, Dec, 0, NONE, "0..255 (255 opaque)";
    NqDpUScaleValue: "nq.dp.u.scale_value", "Scale", U8, Dec, 0, NONE, "×1/16";
    NqDpUEffectsHigh: "nq.dp.u.effects_high", "Effects high byte", U8, Hex, 0, NONE, "EF_* bits 8–15";
    NqDpUGlowSizeValue: "nq.dp.u.glowsize_value", "Glow size", U8, Dec, 0, NONE, "×4";
    NqDpUGlowColorValue: "nq.dp.u.glowcolor_value", "Glow colour", U8, Dec, 0, NONE, "Palette index";
    NqDpUColormodValue: "nq.dp.u.colormod_value", "Colour modulation", U8, Hex, 0, NONE, "Red 3 bits, green 3 bits, blue 2 bits";
    NqNehahraA: "nq.nehahra.trans_mode", "Nehahra transparency mode", F32, None, 0, NONE, "Nehahra U_TRANS: 2 = fullbright follows";
    NqNehahraAlpha: "nq.nehahra.alpha", "Nehahra alpha", F32, None, 0, NONE, "Nehahra U_TRANS alpha";
    NqNehahraFullbright: "nq.nehahra.fullbright", "Nehahra fullbright", F32, None, 0, NONE, "Nehahra U_TRANS fullbright";
    NqResolved: "nq.ent.resolved", "Resolved state", None, None, 0, NONE, "Entity state after applying the update to its baseline";
    NqResModel: "nq.ent.resolved.model", "Model index", U16, Dec, 0, NONE, "Resolved model index";
    NqResModelName: "nq.ent.resolved.model_name", "Model", Str, None, 0, NONE, "Resolved model precache name";
    NqResFrame: "nq.ent.resolved.frame", "Frame", U16, Dec, 0, NONE, "Resolved frame";
    NqResColormap: "nq.ent.resolved.colormap", "Colormap", U8, Dec, 0, NONE, "Resolved colormap";
    NqResSkin: "nq.ent.resolved.skin", "Skin", U8, Dec, 0, NONE, "Resolved skin";
    NqResEffects: "nq.ent.resolved.effects", "Effects", U8, Hex, 0, NONE, "Resolved effects";
    NqResOriginX: "nq.ent.resolved.origin.x", "Origin X", F32, None, 0, NONE, "Resolved origin X";
    NqResOriginY: "nq.ent.resolved.origin.y", "Origin Y", F32, None, 0, NONE, "Resolved origin Y";
    NqResOriginZ: "nq.ent.resolved.origin.z", "Origin Z", F32, None, 0, NONE, "Resolved origin Z";
    NqResPitch: "nq.ent.resolved.angle.pitch", "Pitch", F32, None, 0, NONE, "Resolved pitch";
    NqResYaw: "nq.ent.resolved.angle.yaw", "Yaw", F32, None, 0, NONE, "Resolved yaw";
    NqResRoll: "nq.ent.resolved.angle.roll", "Roll", F32, None, 0, NONE, "Resolved roll";
    NqResAlpha: "nq.ent.resolved.alpha", "Alpha", U8, Dec, 0, NONE, "Resolved alpha (ENTALPHA)";
    NqResScale: "nq.ent.resolved.scale", "Scale", U8, Dec, 0, NONE, "Resolved scale ×16";

    // ---- svc_clientdata --------------------------------------------------------------------------------
    NqSu: "nq.su", "Clientdata bits", U32, Hex, 0, NONE, "SU_* bits";
    NqSuViewHeight: "nq.su.viewheight", "SU_VIEWHEIGHT", Flag { bits: 32 }, None, 1 << 0, NONE, "View height follows";
    NqSuIdealPitch: "nq.su.idealpitch", "SU_IDEALPITCH", Flag { bits: 32 }, None, 1 << 1, NONE, "Ideal pitch follows";
    NqSuPunch1: "nq.su.punch1", "SU_PUNCH1", Flag { bits: 32 }, None, 1 << 2, NONE, "Punch angle pitch follows";
    NqSuPunch2: "nq.su.punch2", "SU_PUNCH2", Flag { bits: 32 }, None, 1 << 3, NONE, "Punch angle yaw follows";
    NqSuPunch3: "nq.su.punch3", "SU_PUNCH3", Flag { bits: 32 }, None, 1 << 4, NONE, "Punch angle roll follows";
    NqSuVelocity1: "nq.su.velocity1", "SU_VELOCITY1", Flag { bits: 32 }, None, 1 << 5, NONE, "Velocity X follows";
    NqSuVelocity2: "nq.su.velocity2", "SU_VELOCITY2", Flag { bits: 32 }, None, 1 << 6, NONE, "Velocity Y follows";
    NqSuVelocity3: "nq.su.velocity3", "SU_VELOCITY3", Flag { bits: 32 }, None, 1 << 7, NONE, "Velocity Z follows";
    NqSuUnused8: "nq.su.unused8", "Bit 8 (unused)", Flag { bits: 32 }, None, 1 << 8, NONE, "Unused";
    NqSuItems: "nq.su.items", "SU_ITEMS", Flag { bits: 32 }, None, 1 << 9, NONE, "Items (always sent regardless)";
    NqSuOnGround: "nq.su.onground", "SU_ONGROUND", Flag { bits: 32 }, None, 1 << 10, NONE, "On ground";
    NqSuInWater: "nq.su.inwater", "SU_INWATER", Flag { bits: 32 }, None, 1 << 11, NONE, "In water";
    NqSuWeaponFrame: "nq.su.weaponframe", "SU_WEAPONFRAME", Flag { bits: 32 }, None, 1 << 12, NONE, "Weapon frame follows";
    NqSuArmor: "nq.su.armor", "SU_ARMOR", Flag { bits: 32 }, None, 1 << 13, NONE, "Armor follows";
    NqSuWeapon: "nq.su.weapon", "SU_WEAPON", Flag { bits: 32 }, None, 1 << 14, NONE, "Weapon model follows";
    NqSuExtend1: "nq.su.extend1", "SU_EXTEND1", Flag { bits: 32 }, None, 1 << 15, NONE, "Third flag byte follows";
    NqSuWeapon2: "nq.su.weapon2", "SU_WEAPON2", Flag { bits: 32 }, None, 1 << 16, NONE, "Weapon model high byte";
    NqSuArmor2: "nq.su.armor2", "SU_ARMOR2", Flag { bits: 32 }, None, 1 << 17, NONE, "Armor high byte";
    NqSuAmmo2: "nq.su.ammo2", "SU_AMMO2", Flag { bits: 32 }, None, 1 << 18, NONE, "Ammo high byte";
    NqSuShells2: "nq.su.shells2", "SU_SHELLS2", Flag { bits: 32 }, None, 1 << 19, NONE, "Shells high byte";
    NqSuNails2: "nq.su.nails2", "SU_NAILS2", Flag { bits: 32 }, None, 1 << 20, NONE, "Nails high byte";
    NqSuRockets2: "nq.su.rockets2", "SU_ROCKETS2", Flag { bits: 32 }, None, 1 << 21, NONE, "Rockets high byte";
    NqSuCells2: "nq.su.cells2", "SU_CELLS2", Flag { bits: 32 }, None, 1 << 22, NONE, "Cells high byte";
    NqSuExtend2: "nq.su.extend2", "SU_EXTEND2", Flag { bits: 32 }, None, 1 << 23, NONE, "Fourth flag byte follows";
    NqSuWeaponFrame2: "nq.su.weaponframe2", "SU_WEAPONFRAME2", Flag { bits: 32 }, None, 1 << 24, NONE, "Weapon frame high byte";
    NqSuWeaponAlpha: "nq.su.weaponalpha", "SU_WEAPONALPHA", Flag { bits: 32 }, None, 1 << 25, NONE, "Weapon alpha";
    NqSuExtend3: "nq.su.extend3", "SU_EXTEND3", Flag { bits: 32 }, None, 1 << 31, NONE, "Reserved";
    NqCdViewHeight: "nq.cd.viewheight", "View height", I8, Dec, 0, NONE, "Eye height (22 when absent)";
    NqCdIdealPitch: "nq.cd.idealpitch", "Ideal pitch", I8, Dec, 0, NONE, "Ideal pitch";
    NqCdPunchPitch: "nq.cd.punch.pitch", "Punch pitch", I8, Dec, 0, NONE, "Punch angle, pitch (SU_PUNCH1)";
    NqCdPunchYaw: "nq.cd.punch.yaw", "Punch yaw", I8, Dec, 0, NONE, "Punch angle, yaw (SU_PUNCH2)";
    NqCdPunchRoll: "nq.cd.punch.roll", "Punch roll", I8, Dec, 0, NONE, "Punch angle, roll (SU_PUNCH3)";
    NqCdVelocityX: "nq.cd.velocity.x", "Velocity X", I8, Dec, 0, NONE, "Velocity X ÷16 (SU_VELOCITY1)";
    NqCdVelocityY: "nq.cd.velocity.y", "Velocity Y", I8, Dec, 0, NONE, "Velocity Y ÷16 (SU_VELOCITY2)";
    NqCdVelocityZ: "nq.cd.velocity.z", "Velocity Z", I8, Dec, 0, NONE, "Velocity Z ÷16 (SU_VELOCITY3)";
    NqCdItems: "nq.cd.items", "Items", U32, Hex, 0, NONE, "IT_* bits";
    NqItShotgun: "nq.cd.items.shotgun", "IT_SHOTGUN", Flag { bits: 32 }, None, 0x1, NONE, "Shotgun (id1's quakedef.h; mission packs reuse some bits)";
    NqItSuperShotgun: "nq.cd.items.super_shotgun", "IT_SUPER_SHOTGUN", Flag { bits: 32 }, None, 0x2, NONE, "Double-barrelled shotgun (id1's quakedef.h; mission packs reuse some bits)";
    NqItNailgun: "nq.cd.items.nailgun", "IT_NAILGUN", Flag { bits: 32 }, None, 0x4, NONE, "Nailgun (id1's quakedef.h; mission packs reuse some bits)";
    NqItSuperNailgun: "nq.cd.items.super_nailgun", "IT_SUPER_NAILGUN", Flag { bits: 32 }, None, 0x8, NONE, "Super nailgun (id1's quakedef.h; mission packs reuse some bits)";
    NqItGrenadeLauncher: "nq.cd.items.grenade_launcher", "IT_GRENADE_LAUNCHER", Flag { bits: 32 }, None, 0x10, NONE, "Grenade launcher (id1's quakedef.h; mission packs reuse some bits)";
    NqItRocketLauncher: "nq.cd.items.rocket_launcher", "IT_ROCKET_LAUNCHER", Flag { bits: 32 }, None, 0x20, NONE, "Rocket launcher (id1's quakedef.h; mission packs reuse some bits)";
    NqItLightning: "nq.cd.items.lightning", "IT_LIGHTNING", Flag { bits: 32 }, None, 0x40, NONE, "Thunderbolt (id1's quakedef.h; mission packs reuse some bits)";
    NqItSuperLightning: "nq.cd.items.super_lightning", "IT_SUPER_LIGHTNING", Flag { bits: 32 }, None, 0x80, NONE, "Defined, unused by id's progs (id1's quakedef.h; mission packs reuse some bits)";
    NqItShells: "nq.cd.items.shells", "IT_SHELLS", Flag { bits: 32 }, None, 0x100, NONE, "Shells are the current ammo (id1's quakedef.h; mission packs reuse some bits)";
    NqItNails: "nq.cd.items.nails", "IT_NAILS", Flag { bits: 32 }, None, 0x200, NONE, "Nails are the current ammo (id1's quakedef.h; mission packs reuse some bits)";
    NqItRockets: "nq.cd.items.rockets", "IT_ROCKETS", Flag { bits: 32 }, None, 0x400, NONE, "Rockets are the current ammo (id1's quakedef.h; mission packs reuse some bits)";
    NqItCells: "nq.cd.items.cells", "IT_CELLS", Flag { bits: 32 }, None, 0x800, NONE, "Cells are the current ammo (id1's quakedef.h; mission packs reuse some bits)";
    NqItAxe: "nq.cd.items.axe", "IT_AXE", Flag { bits: 32 }, None, 0x1000, NONE, "Axe (id1's quakedef.h; mission packs reuse some bits)";
    NqItArmor1: "nq.cd.items.armor1", "IT_ARMOR1", Flag { bits: 32 }, None, 0x2000, NONE, "Green armor (id1's quakedef.h; mission packs reuse some bits)";
    NqItArmor2: "nq.cd.items.armor2", "IT_ARMOR2", Flag { bits: 32 }, None, 0x4000, NONE, "Yellow armor (id1's quakedef.h; mission packs reuse some bits)";
    NqItArmor3: "nq.cd.items.armor3", "IT_ARMOR3", Flag { bits: 32 }, None, 0x8000, NONE, "Red armor (id1's quakedef.h; mission packs reuse some bits)";
    NqItSuperhealth: "nq.cd.items.superhealth", "IT_SUPERHEALTH", Flag { bits: 32 }, None, 0x10000, NONE, "Megahealth (id1's quakedef.h; mission packs reuse some bits)";
    NqItKey1: "nq.cd.items.key1", "IT_KEY1", Flag { bits: 32 }, None, 0x20000, NONE, "Silver key (id1's quakedef.h; mission packs reuse some bits)";
    NqItKey2: "nq.cd.items.key2", "IT_KEY2", Flag { bits: 32 }, None, 0x40000, NONE, "Gold key (id1's quakedef.h; mission packs reuse some bits)";
    NqItInvisibility: "nq.cd.items.invisibility", "IT_INVISIBILITY", Flag { bits: 32 }, None, 0x80000, NONE, "Ring of shadows (id1's quakedef.h; mission packs reuse some bits)";
    NqItInvulnerability: "nq.cd.items.invulnerability", "IT_INVULNERABILITY", Flag { bits: 32 }, None, 0x100000, NONE, "Pentagram of protection (id1's quakedef.h; mission packs reuse some bits)";
    NqItSuit: "nq.cd.items.suit", "IT_SUIT", Flag { bits: 32 }, None, 0x200000, NONE, "Biosuit (id1's quakedef.h; mission packs reuse some bits)";
    NqItQuad: "nq.cd.items.quad", "IT_QUAD", Flag { bits: 32 }, None, 0x400000, NONE, "Quad damage (id1's quakedef.h; mission packs reuse some bits)";
    NqItSigil1: "nq.cd.items.sigil1", "IT_SIGIL1", Flag { bits: 32 }, None, 0x10000000, NONE, "Rune 1 (serverflags) (id1's quakedef.h; mission packs reuse some bits)";
    NqItSigil2: "nq.cd.items.sigil2", "IT_SIGIL2", Flag { bits: 32 }, None, 0x20000000, NONE, "Rune 2 (id1's quakedef.h; mission packs reuse some bits)";
    NqItSigil3: "nq.cd.items.sigil3", "IT_SIGIL3", Flag { bits: 32 }, None, 0x40000000, NONE, "Rune 3 (id1's quakedef.h; mission packs reuse some bits)";
    NqItSigil4: "nq.cd.items.sigil4", "IT_SIGIL4", Flag { bits: 32 }, None, 0x80000000, NONE, "Rune 4 (id1's quakedef.h; mission packs reuse some bits)";
    NqCdWeaponFrame: "nq.cd.weaponframe", "Weapon frame", U8, Dec, 0, NONE, "View weapon frame";
    NqCdArmor: "nq.cd.armor", "Armor", U8, Dec, 0, NONE, "Armor value";
    NqCdWeapon: "nq.cd.weapon", "Weapon model", U16, Dec, 0, NONE, "Model index of the view weapon";
    NqCdHealth: "nq.cd.health", "Health", I16, Dec, 0, NONE, "Health";
    NqCdAmmo: "nq.cd.ammo", "Ammo", U8, Dec, 0, NONE, "Current ammo";
    NqCdShells: "nq.cd.shells", "Shells", U8, Dec, 0, NONE, "Shells";
    NqCdNails: "nq.cd.nails", "Nails", U8, Dec, 0, NONE, "Nails";
    NqCdRockets: "nq.cd.rockets", "Rockets", U8, Dec, 0, NONE, "Rockets";
    NqCdCells: "nq.cd.cells", "Cells", U8, Dec, 0, NONE, "Cells";
    NqCdActiveWeapon: "nq.cd.activeweapon", "Active weapon", U8, Hex, 0, ACTIVE_WEAPONS, "IT_* bit, low byte (IT_AXE, 4096, is sent as 0; mission packs send a bit number)";
    NqCdHigh: "nq.cd.high_byte", "High byte", U8, Dec, 0, NONE, "Bits 8..15 of the value named by the SU_* bit";
    NqCdWeaponAlpha: "nq.cd.weaponalpha", "Weapon alpha", U8, Dec, 0, NONE, "ENTALPHA of the view weapon";

    // ---- client messages ----------------------------------------------------------------------------------
    NqMoveTime: "nq.move.time", "Client time", F32, None, 0, NONE, "Echo of the last svc_time";
    NqMoveForward: "nq.move.forward", "Forward move", I16, Dec, 0, NONE, "Forward speed";
    NqMoveSide: "nq.move.side", "Side move", I16, Dec, 0, NONE, "Side speed";
    NqMoveUp: "nq.move.up", "Up move", I16, Dec, 0, NONE, "Up speed";
    NqMoveButtons: "nq.move.buttons", "Buttons", U8, Hex, 0, NONE, "Button bits";
    NqMoveAttack: "nq.move.buttons.attack", "Attack", Flag { bits: 8 }, None, 0x01, NONE, "+attack";
    NqMoveJump: "nq.move.buttons.jump", "Jump", Flag { bits: 8 }, None, 0x02, NONE, "+jump";
    NqMoveImpulse: "nq.move.impulse", "Impulse", U8, Dec, 0, NONE, "Impulse command";
    NqStringCmd: "nq.stringcmd", "String command", Str, None, 0, NONE, "Console command for the server";
    NqMoveSequence: "nq.move.sequence", "Input sequence", U16, Dec, 0, NONE, "Move sequence (FTE PEXT2_PREDINFO)";
    NqMoveButtonsLong: "nq.move.buttons_long", "Buttons", U32, Hex, 0, NONE, "Button bits as a long (FTE PEXT2_PRYDONCURSOR); bit 31: cursor data follows";
    NqMoveCursor: "nq.move.cursor", "Cursor data", Bytes, None, 0, NONE, "Cursor screen position, start, impact and entity (PEXT2_PRYDONCURSOR)";
    NqAckframe: "nq.ackframe", "Acked entity frame", I32, Dec, 0, NONE, "clcdp_ackframe: the entity frame the client received";
    NqStatFloat: "nq.stat.float", "Value", F32, None, 0, NONE, "Stat value (svcfte_updatestatfloat)";
    NqStatString: "nq.stat.string", "Value", Str, None, 0, NONE, "Stat value (svcfte_updatestatstring)";
    NqPrecacheIndex: "nq.precache.index", "Precache word", U16, Hex, 0, NONE, "Index; +32768 for sounds (svcdp_precache)";
    NqPrecacheName: "nq.precache.name", "Name", Str, None, 0, NONE, "Precached name";
    NqRaw: "nq.raw", "Payload", Bytes, None, 0, NONE, "Opaque payload of a sized message";
    NqSized: "nq.sized.length", "Length", U16, Dec, 0, NONE, "Payload size";
    // ---- FTE messages on NetQuake read from fteqw's client parser only (no capture has them yet) --
    NqFteParticleEntity: "nq.particles.entity", "Entity", U32, Dec, 0, NONE, "FTE trailparticles on NetQuake: entity the trail belongs to (22-bit with replacement deltas)";
    NqVoiceSender: "nq.voice.sender", "Sender", U8, Dec, 0, NONE, "FTE voicechat: player slot who spoke";
    NqVoiceGen: "nq.voice.gen", "Codec and generation", U8, Hex, 0, NONE, "FTE voicechat: codec << 4 | generation";
    NqVoiceSeq: "nq.voice.seq", "Sequence", U8, Dec, 0, NONE, "FTE voicechat: frame sequence";
    NqVoiceData: "nq.voice.data", "Voice data", Bytes, None, 0, NONE, "FTE voicechat: encoded audio";
    NqCsqcEntity: "nq.csqc.entity", "CSQC entity", U32, Dec, 0, NONE, "FTE csqcentities_sized: entity number (bit 15 of the word: remove)";
    NqCsqcRemove: "nq.csqc.remove", "Remove", U8, Dec, 0, NONE, "FTE csqcentities_sized: 1 when the entity is removed";
    NqBaseAngleFlags: "nq.baseangle.flags", "Flags", U8, Hex, 0, NONE, "FTE setanglebase: bits 0-2 which angles follow, bit 3 locks the view";
    NqBaseAngle: "nq.baseangle", "Base angle", I16, Dec, 0, NONE, "FTE setanglebase: new base angle (short angle units)";

    // ---- dialect provenance ------------------------------------------------------------------------------
    NqDialect: "nq.dialect", "Dialect", Str, None, 0, NONE, "Protocol, RMQ flags, FTE extensions and ProQuake aim this datagram is decoded with";
    NqDialectHow: "nq.dialect.how", "Dialect known from", U8, Dec, 0, DIALECT_HOW_NAMES, "How the dialect is known: assumed (no evidence yet), negotiated (svc_serverinfo) or inferred from the traffic";
    NqDialectInferred: "nq.dialect.inferred", "Dialect inferred", U8, Dec, 0, NONE, "1: the dialect was inferred from the traffic (no svc_serverinfo seen)";
    NqDialectFrom: "nq.dialect.from", "Evidence from frame", Frame, None, 0, NONE, "First datagram the inference weighed (or the frame that negotiated the dialect)";
    NqDialectTo: "nq.dialect.to", "Evidence to frame", Frame, None, 0, NONE, "Last datagram that narrowed the inference";
    NqDialectAlternatives: "nq.dialect.alternatives", "Also consistent", U32, Dec, 0, NONE, "How many other candidate dialects the traffic so far does not rule out";
    NqCtlPqSeed: "nq.ctl.pq.seed", "ProQuake cheat-free seed", U32, Hex, 0, NONE, "ProQuake CCREP_ACCEPT tail when PQF_CHEATFREE is set";
    NqCtlPqCheatFree: "nq.ctl.pq.flags.cheatfree", "PQF_CHEATFREE", Flag { bits: 8 }, None, 0x01, NONE, "Cheat-free mode: a seed follows in CCREP_ACCEPT";
    NqCtlPqIgnorePort: "nq.ctl.pq.flags.ignoreport", "PQF_IGNOREPORT", Flag { bits: 8 }, None, 0x80, NONE, "The client keeps using the control port (single-socket servers such as QuakeSpasm-Spiked)";
    NqAnalysis: "nq.analysis", "Netchan analysis", None, None, 0, NONE, "Sequence analysis of this datagram (as tcp.analysis): present only when it has something to say";
    NqAnalysisLost: "nq.analysis.lost", "Datagrams missing before this one", U32, Dec, 0, NONE, "Sequences of this direction skipped just before this datagram (lost on the network or by the capture)";
    NqAnalysisLostCaptured: "nq.analysis.lost_captured", "Of which the peer acknowledged", U32, Dec, 0, NONE, "Missing datagrams the peer acknowledged: they were delivered, the capture dropped them";
    NqAnalysisOutOfOrder: "nq.analysis.out_of_order", "Out of order", None, None, 0, NONE, "Sent before a datagram of this direction already seen, and not seen before itself";
    NqAnalysisDuplicate: "nq.analysis.duplicate", "Duplicate of frame", Frame, None, 0, NONE, "Same sequence as an earlier datagram: the frame of its first copy";
    NqAnalysisRetransmission: "nq.analysis.retransmission", "Retransmission of frame", Frame, None, 0, NONE, "Reliable data first sent in that frame, sent again because no acknowledgement had come";
    NqAnalysisChoked: "nq.analysis.choked", "Server frames choked", U32, Dec, 0, NONE, "Server frames not sent to this client before this one (rate limit: QW svc_chokecount, Q2 svc_frame suppress count)";
    NqAnalysisRtt: "nq.analysis.rtt", "Round-trip time (s)", F32, None, 0, NONE, "Seconds from this datagram to the first peer datagram acknowledging it";
    NqAnalysisAckedIn: "nq.analysis.acked_in", "Acknowledged in frame", Frame, None, 0, NONE, "The first peer datagram acknowledging this one";
    NqAnalysisDelivery: "nq.analysis.reliable_delivery", "Reliable delivery time (s)", F32, None, 0, NONE, "On the first send of a reliable message: seconds until the peer acknowledged it";
    NqAnalysisSends: "nq.analysis.reliable_sends", "Reliable sends", U32, Dec, 0, NONE, "How many times that reliable message was sent before it was acknowledged";
    NqSvcLen: "nq.svc.len", "Message length", U32, Dec, 0, NONE, "Bytes of this server message, command byte included (sum it per svc with -z io,stat)";
    NqClcLen: "nq.clc.len", "Message length", U32, Dec, 0, NONE, "Bytes of this client message, command byte included (sum it per clc with -z io,stat)";
}

/// The netchan analysis fields (`codec::analysis`).
pub const ANALYSIS: crate::fields::AnalysisFields = crate::fields::AnalysisFields {
    tree: NqAnalysis,
    lost: NqAnalysisLost,
    lost_captured: NqAnalysisLostCaptured,
    out_of_order: NqAnalysisOutOfOrder,
    duplicate: NqAnalysisDuplicate,
    retransmission: NqAnalysisRetransmission,
    choked: Some(NqAnalysisChoked),
    rtt: NqAnalysisRtt,
    acked_in: NqAnalysisAckedIn,
    delivery: NqAnalysisDelivery,
    sends: NqAnalysisSends,
};
