//! Quake II family fields (`q2.*`): netchan, connectionless packets and game messages of
//! protocol 34 and its R1Q2 (35) and Q2PRO (36) dialects.
use super::{catalogue, Kind::*};

/// First field id of this protocol.
pub const BASE: u16 = 2000;

pub const SVC_NAMES: &[(u32, &str)] = &[
    (0, "svc_bad"),
    (1, "svc_muzzleflash"),
    (2, "svc_muzzleflash2"),
    (3, "svc_temp_entity"),
    (4, "svc_layout"),
    (5, "svc_inventory"),
    (6, "svc_nop"),
    (7, "svc_disconnect"),
    (8, "svc_reconnect"),
    (9, "svc_sound"),
    (10, "svc_print"),
    (11, "svc_stufftext"),
    (12, "svc_serverdata"),
    (13, "svc_configstring"),
    (14, "svc_spawnbaseline"),
    (15, "svc_centerprint"),
    (16, "svc_download"),
    (17, "svc_playerinfo"),
    (18, "svc_packetentities"),
    (19, "svc_deltapacketentities"),
    (20, "svc_frame"),
    (21, "svc_zpacket | svc_splitclient"),
    (22, "svc_zdownload | svc_configblast"),
    (23, "svc_gamestate | svc_spawnbaselineblast"),
    (24, "svc_setting | svc_level_restart"),
    (25, "svc_configstringstream | svc_damage"),
    (26, "svc_baselinestream | svc_locprint"),
    (27, "svc_fog"),
    (28, "svc_waitingforplayers"),
    (29, "svc_bot_chat"),
    (30, "svc_poi"),
    (31, "svc_help_path"),
    (32, "svc_muzzleflash3"),
    (33, "svc_achievement"),
    // Q2rePRO (1038) moves Q2PRO's messages past the rerelease's
    (34, "svc_zpacket"),
    (35, "svc_zdownload"),
    (36, "svc_gamestate"),
    (37, "svc_setting"),
    (38, "svc_configstringstream"),
    (39, "svc_baselinestream"),
    // each name of a number the dialects share, alone: the display shows the pair above,
    // a filter may name either (q2.svc == "svc_splitclient")
    (21, "svc_zpacket"),
    (21, "svc_splitclient"),
    (22, "svc_zdownload"),
    (22, "svc_configblast"),
    (23, "svc_gamestate"),
    (23, "svc_spawnbaselineblast"),
    (24, "svc_setting"),
    (24, "svc_level_restart"),
    (25, "svc_configstringstream"),
    (25, "svc_damage"),
    (26, "svc_baselinestream"),
    (26, "svc_locprint"),
];
pub const CLC_NAMES: &[(u32, &str)] = &[
    (0, "clc_bad"),
    (1, "clc_nop"),
    (2, "clc_move"),
    (3, "clc_userinfo"),
    (4, "clc_stringcmd"),
    (5, "clc_setting"),
    (10, "clc_move_nodelta"),
    (11, "clc_move_batched"),
    (12, "clc_userinfo_delta"),
];
pub const PROTOCOL_NAMES: &[(u32, &str)] = &[
    (26, "Quake II 3.05 (old demos)"),
    (34, "Quake II"),
    (35, "R1Q2"),
    (36, "Q2PRO"),
    (1038, "Q2rePRO"),
    (2022, "Quake II rerelease (demos)"),
    (2023, "Quake II rerelease"),
];
pub const TE_NAMES: &[(u32, &str)] = &[
    (0, "GUNSHOT"),
    (1, "BLOOD"),
    (2, "BLASTER"),
    (3, "RAILTRAIL"),
    (4, "SHOTGUN"),
    (5, "EXPLOSION1"),
    (6, "EXPLOSION2"),
    (7, "ROCKET_EXPLOSION"),
    (8, "GRENADE_EXPLOSION"),
    (9, "SPARKS"),
    (10, "SPLASH"),
    (11, "BUBBLETRAIL"),
    (12, "SCREEN_SPARKS"),
    (13, "SHIELD_SPARKS"),
    (14, "BULLET_SPARKS"),
    (15, "LASER_SPARKS"),
    (16, "PARASITE_ATTACK"),
    (17, "ROCKET_EXPLOSION_WATER"),
    (18, "GRENADE_EXPLOSION_WATER"),
    (19, "MEDIC_CABLE_ATTACK"),
    (20, "BFG_EXPLOSION"),
    (21, "BFG_BIGEXPLOSION"),
    (22, "BOSSTPORT"),
    (23, "BFG_LASER"),
    (24, "GRAPPLE_CABLE"),
    (25, "WELDING_SPARKS"),
    (26, "GREENBLOOD"),
    (27, "BLUEHYPERBLASTER"),
    (28, "PLASMA_EXPLOSION"),
    (29, "TUNNEL_SPARKS"),
    (30, "BLASTER2"),
    (31, "RAILTRAIL2"),
    (32, "FLAME"),
    (33, "LIGHTNING"),
    (34, "DEBUGTRAIL"),
    (35, "PLAIN_EXPLOSION"),
    (36, "FLASHLIGHT"),
    (37, "FORCEWALL"),
    (38, "HEATBEAM"),
    (39, "MONSTER_HEATBEAM"),
    (40, "STEAM"),
    (41, "BUBBLETRAIL2"),
    (42, "MOREBLOOD"),
    (43, "HEATBEAM_SPARKS"),
    (44, "HEATBEAM_STEAM"),
    (45, "CHAINFIST_SMOKE"),
    (46, "ELECTRIC_SPARKS"),
    (47, "TRACKER_EXPLOSION"),
    (48, "TELEPORT_EFFECT"),
    (49, "DBALL_GOAL"),
    (50, "WIDOWBEAMOUT"),
    (51, "NUKEBLAST"),
    (52, "WIDOWSPLASH"),
    (53, "EXPLOSION1_BIG"),
    (54, "EXPLOSION1_NP"),
    (55, "FLECHETTE"),
    (56, "BLUEHYPERBLASTER_2"),
    (57, "BFG_ZAP"),
    (58, "BERSERK_SLAM"),
    (59, "GRAPPLE_CABLE_2"),
    (60, "POWER_SPLASH"),
    (61, "LIGHTNING_BEAM"),
    (62, "EXPLOSION1_NL"),
    (63, "EXPLOSION2_NL"),
    (128, "DAMAGE_DEALT"),
];
pub const PRINT_LEVELS: &[(u32, &str)] = &[(0, "low"), (1, "medium"), (2, "high"), (3, "chat")];
pub const PM_TYPES: &[(u32, &str)] = &[
    (0, "normal"),
    (1, "spectator"),
    (2, "dead"),
    (3, "gib"),
    (4, "freeze"),
];
pub const EVENTS: &[(u32, &str)] = &[
    (0, "none"),
    (1, "item_respawn"),
    (2, "footstep"),
    (3, "fallshort"),
    (4, "fall"),
    (5, "fallfar"),
    (6, "player_teleport"),
    (7, "other_teleport"),
];
pub const STAT_NAMES: &[(u32, &str)] = &[
    (0, "STAT_HEALTH_ICON"),
    (1, "STAT_HEALTH"),
    (2, "STAT_AMMO_ICON"),
    (3, "STAT_AMMO"),
    (4, "STAT_ARMOR_ICON"),
    (5, "STAT_ARMOR"),
    (6, "STAT_SELECTED_ICON"),
    (7, "STAT_PICKUP_ICON"),
    (8, "STAT_PICKUP_STRING"),
    (9, "STAT_TIMER_ICON"),
    (10, "STAT_TIMER"),
    (11, "STAT_HELPICON"),
    (12, "STAT_SELECTED_ITEM"),
    (13, "STAT_LAYOUTS"),
    (14, "STAT_FRAGS"),
    (15, "STAT_FLASHES"),
    (16, "STAT_CHASE"),
    (17, "STAT_SPECTATOR"),
];
pub const DELTA_FROM: &[(u32, &str)] = &[
    (0, "baseline"),
    (1, "delta frame"),
    (2, "zero state (no baseline)"),
];
pub const CMD_SLOTS: &[(u32, &str)] = &[(0, "oldest"), (1, "previous"), (2, "newest")];
pub const DIRECTIONS: &[(u32, &str)] = &[(0, "client to server"), (1, "server to client")];
const NONE: &[(u32, &str)] = &[];

catalogue! { BASE, TABLE;
    // ---- transport -------------------------------------------------------------------------
    Q2Direction: "q2.direction", "Direction", U8, Dec, 0, DIRECTIONS, "Which side sent the datagram";
    Q2Session: "q2.session", "Session", U32, Dec, 0, NONE, "Index of the conversation";
    Q2Protocol: "q2.protocol", "Protocol in force", U32, Dec, 0, PROTOCOL_NAMES, "Dialect tracked from connect / svc_serverdata";
    Q2Minor: "q2.minor", "Minor version in force", U16, Dec, 0, NONE, "R1Q2/Q2PRO minor protocol version from svc_serverdata";
    Q2SeqWord: "q2.seq_word", "Sequence word", U32, Hex, 0, NONE, "Outgoing sequence and its flag bits (as qw.seq_word)";
    Q2Seq: "q2.seq", "Sequence", U32, Dec, 0, NONE, "Outgoing sequence number (31 bits; 30 with Q2PRO's new netchan)";
    Q2SeqReliable: "q2.seq.reliable", "Reliable", Flag { bits: 32 }, None, 0x8000_0000, NONE, "The datagram carries a reliable message before the unreliable data";
    Q2SeqFragment: "q2.seq.fragment", "Fragmented", Flag { bits: 32 }, None, 0x4000_0000, NONE, "Q2PRO new netchan: the datagram is a fragment (a fragment offset word follows)";
    Q2AckWord: "q2.ack_word", "Ack word", U32, Hex, 0, NONE, "Last received sequence and reliable-ack bit (as qw.ack_word)";
    Q2Ack: "q2.ack", "Acknowledged sequence", U32, Dec, 0, NONE, "Last sequence received from the other side";
    Q2AckReliable: "q2.ack.reliable", "Reliable ack", Flag { bits: 32 }, None, 0x8000_0000, NONE, "Even/odd bit of the last reliable message received";
    Q2Qport: "q2.qport", "Qport", U16, Dec, 0, NONE, "Client's port id (u16 in 34, low byte in 35/36, absent when 0 there)";
    Q2FragWord: "q2.frag", "Fragment word", U16, Hex, 0, NONE, "Q2PRO new netchan: fragment offset and more-fragments bit";
    Q2FragOffset: "q2.frag.offset", "Fragment offset", U16, Dec, 0x7fff, NONE, "Q2PRO new netchan: byte offset of this fragment";
    Q2FragMore: "q2.frag.more", "More fragments", Flag { bits: 16 }, None, 0x8000, NONE, "Q2PRO new netchan: further fragments follow";
    Q2FteFrag: "q2.fte_frag", "FTE fragment word", U16, Hex, 0, NONE, "FTE's fragmenting netchan (connect's 0x47415246 \"FRAG\" line): 0 for a whole packet, else the fragment's offset / 4 with bit 0 set while more fragments follow";
    Q2FteFragOffset: "q2.fte_frag.offset", "Fragment offset", U32, Dec, 0, NONE, "FTE fragmenting netchan: byte offset of this fragment in its message (a multiple of 8)";
    Q2FteFragMore: "q2.fte_frag.more", "More fragments", Flag { bits: 16 }, None, 0x0001, NONE, "FTE fragmenting netchan: further fragments follow";
    Q2Dialect: "q2.dialect", "Dialect", Str, None, 0, NONE, "The dialect this datagram is decoded as, and where that comes from: negotiated (connect, client_connect, svc_serverdata) or inferred from the traffic of a conversation whose handshake is not in the capture";
    Q2DialectInferred: "q2.dialect.inferred", "Inferred", Flag { bits: 0 }, None, 0, NONE, "The dialect (and header layout) was inferred from the traffic, not negotiated in the capture";
    Q2DialectFrom: "q2.dialect.from", "Decided in frame", Frame, None, 0, NONE, "The frame that negotiated the dialect, or the first frame of the inference";
    Q2DialectUntil: "q2.dialect.until", "Inferred through frame", Frame, None, 0, NONE, "The last frame of the datagrams whose clean decoding the inference rests on";
    Q2Fragments: "q2.fragments", "Message fragments", None, None, 0, NONE, "Fragments of a Q2PRO fragmented message";
    Q2Fragment: "q2.fragment", "Message fragment", Frame, None, 0, NONE, "One fragment";
    Q2FragmentOverlap: "q2.fragment.overlap", "Fragment overlap", Flag { bits: 0 }, None, 0, NONE, "Fragment overlaps with other fragments";
    Q2FragmentOverlapConflict: "q2.fragment.overlap.conflicts", "Conflicting data in fragment overlap", Flag { bits: 0 }, None, 0, NONE, "Overlapping fragments contained conflicting data";
    Q2FragmentMultipleTails: "q2.fragment.multipletails", "Multiple tail fragments found", Flag { bits: 0 }, None, 0, NONE, "Several fragments claimed to end the message";
    Q2FragmentTooLong: "q2.fragment.toolongfragment", "Fragment too long", Flag { bits: 0 }, None, 0, NONE, "Fragment contained data past the end of the message";
    Q2FragmentError: "q2.fragment.error", "Defragmentation error", Frame, None, 0, NONE, "Defragmentation error due to illegal fragments";
    Q2FragmentCount: "q2.fragment.count", "Fragment count", U32, Dec, 0, NONE, "Number of fragments in the message";
    Q2ReassembledIn: "q2.reassembled.in", "Reassembled in", Frame, None, 0, NONE, "The frame in which this message is reassembled";
    Q2ReassembledLength: "q2.reassembled.length", "Reassembled length", U32, Dec, 0, NONE, "Length of the reassembled message";
    Q2ReassembledData: "q2.reassembled.data", "Reassembled data", Bytes, None, 0, NONE, "The reassembled message";
    Q2FragmentData: "q2.fragment.data", "Fragment data", Bytes, None, 0, NONE, "Payload of one fragment (decoded where the message is reassembled)";
    Q2Empty: "q2.empty", "No payload", None, None, 0, NONE, "Header-only datagram (keepalive or pure acknowledgement)";

    // ---- connectionless ----------------------------------------------------------------------
    Q2OobMarker: "q2.oob.marker", "Connectionless marker", U32, Hex, 0, NONE, "0xFFFFFFFF";
    Q2OobCmd: "q2.oob.cmd", "Command", Str, None, 0, NONE, "First word of the connectionless text";
    Q2OobProtocol: "q2.oob.protocol", "Protocol", U32, Dec, 0, PROTOCOL_NAMES, "Protocol number (connect, info)";
    Q2OobQport: "q2.oob.qport", "Qport", U32, Dec, 0, NONE, "connect: the client's qport";
    Q2OobChallenge: "q2.oob.challenge", "Challenge", I64, Dec, 0, NONE, "challenge / connect: the server's challenge number";
    Q2OobProtocols: "q2.oob.protocols", "Protocols offered", Str, None, 0, NONE, "challenge: p=… list of protocols the server speaks";
    Q2OobMaxMsgLen: "q2.oob.maxmsglen", "Max message length", U32, Dec, 0, NONE, "connect (35/36): client's maximum packet length";
    Q2OobNetchanType: "q2.oob.netchan", "Netchan type", U32, Dec, 0, &[(0, "old"), (1, "new (fragmenting)")], "connect (36): netchan the client wants";
    Q2OobZlib: "q2.oob.zlib", "Zlib", U32, Dec, 0, NONE, "connect (36): client accepts svc_zpacket";
    Q2OobMinor: "q2.oob.minor", "Minor version", U32, Dec, 0, NONE, "connect (35/36): minor protocol version";
    Q2OobToken: "q2.oob.token", "Option", Str, None, 0, NONE, "client_connect option (nc=, dlserver=, map=, …)";
    Q2OobText: "q2.oob.text", "Text", Str, None, 0, NONE, "print / info / echo / cmd text";
    Q2OobArgs: "q2.oob.args", "Arguments", Str, None, 0, NONE, "Remaining words of the line";
    Q2OobRconPassword: "q2.oob.rcon.password", "Rcon password", Str, None, 0, NONE, "rcon: password";
    Q2OobRconCommand: "q2.oob.rcon.command", "Rcon command", Str, None, 0, NONE, "rcon: console command";
    Q2OobStatusPlayer: "q2.oob.status.player", "Player", Str, None, 0, NONE, "status reply: `score ping \"name\"` line";
    Q2Userinfo: "q2.userinfo", "Userinfo", Str, None, 0, NONE, "Userinfo string (connect, clc_userinfo)";
    Q2Serverinfo: "q2.serverinfo", "Serverinfo", Str, None, 0, NONE, "Serverinfo string (status reply)";
    Q2InfoKey: "q2.info.key", "Key", Str, None, 0, NONE, "Info-string key (span includes its backslash)";
    Q2InfoValue: "q2.info.value", "Value", Str, None, 0, NONE, "Info-string value (span includes its backslash)";

    // ---- message framing ---------------------------------------------------------------------
    Q2Msg: "q2.msg", "Message", None, None, 0, NONE, "One svc/clc message";
    Q2Svc: "q2.svc", "Server command", U8, Dec, 0, SVC_NAMES, "svc_* command (low 5 bits for svc_frame in 35/36)";
    Q2SvcExtra: "q2.svc.extrabits", "Extra player-state bits", U8, Hex, 0xe0, NONE, "R1Q2/Q2PRO svc_frame: upper 3 bits of the command byte (EPS_* bits 4-6)";
    Q2Clc: "q2.clc", "Client command", U8, Dec, 0, CLC_NAMES, "clc_* command";
    Q2ClcDups: "q2.clc.dups", "Duplicate frames", U8, Dec, 0xe0, NONE, "Q2PRO batched move: extra frames packed (upper 3 bits)";
    Q2Inflated: "q2.inflated", "Inflated data", None, None, 0, NONE, "The messages inside a svc_zpacket";

    // ---- simple svc bodies -------------------------------------------------------------------
    Q2MzEntity: "q2.mz.entity", "Entity", U16, Dec, 0, NONE, "Entity that fires";
    Q2MzWeapon: "q2.mz.weapon", "Weapon", U8, Dec, 0x7f, NONE, "MZ_* weapon flash";
    Q2MzSilenced: "q2.mz.silenced", "MZ_SILENCED", Flag { bits: 8 }, None, 0x80, NONE, "Silenced flash";
    Q2Mz2Flash: "q2.mz2.flash", "Monster flash", U8, Dec, 0, NONE, "Index into the monster muzzle-flash table";
    Q2Layout: "q2.layout", "Layout", Str, None, 0, NONE, "Layout program";
    Q2InventoryItem: "q2.inventory.count", "Item count", I16, Dec, 0, NONE, "Inventory count of one item (its index, and its name from CS_ITEMS when the capture has it, in the label)";
    Q2PrintLevel: "q2.print.level", "Print level", U8, Dec, 0, PRINT_LEVELS, "PRINT_* level";
    Q2Print: "q2.print", "Print", Str, None, 0, NONE, "Console text";
    Q2Stufftext: "q2.stufftext", "Stufftext", Str, None, 0, NONE, "Console commands the client runs";
    Q2Centerprint: "q2.centerprint", "Centerprint", Str, None, 0, NONE, "Centered message";
    Q2SdProtocol: "q2.sd.protocol", "Protocol", I32, Dec, 0, PROTOCOL_NAMES, "svc_serverdata protocol";
    Q2SdServercount: "q2.sd.servercount", "Server count", I32, Dec, 0, NONE, "Spawn count (echoed in configstrings/baselines/begin)";
    Q2SdAttract: "q2.sd.attractloop", "Attract loop", U8, Dec, 0, NONE, "1 in demos";
    Q2SdGamedir: "q2.sd.gamedir", "Game directory", Str, None, 0, NONE, "Mod directory (empty = baseq2)";
    Q2SdPlayernum: "q2.sd.playernum", "Player number", I16, Dec, 0, NONE, "Client's slot (-1: cinematic/pic)";
    Q2SdLevelname: "q2.sd.levelname", "Level name", Str, None, 0, NONE, "Full level name, or the cinematic";
    Q2SdEnhanced: "q2.sd.enhanced", "Enhanced", U8, Dec, 0, NONE, "R1Q2: 'enhanced' server (must be 0)";
    Q2SdMinor: "q2.sd.minor", "Minor version", U16, Dec, 0, NONE, "R1Q2 (1903-1905) / Q2PRO (1015-1026) minor version";
    Q2SdAdvancedDeltas: "q2.sd.advanced_deltas", "Advanced deltas", U8, Dec, 0, NONE, "R1Q2: formerly advanced deltas (ignored)";
    Q2SdStrafejump: "q2.sd.strafejump", "Strafejump hack", U8, Dec, 0, NONE, "Strafe-jump hack enabled";
    Q2SdServerState: "q2.sd.server_state", "Server state", U8, Dec, 0, &[(0, "dead"), (1, "loading"), (2, "game"), (3, "cinematic"), (4, "demo"), (5, "pic")], "Q2PRO: server state";
    Q2SdQwMode: "q2.sd.qw_mode", "QW mode", U8, Dec, 0, NONE, "Q2PRO: QuakeWorld-style physics";
    Q2SdWaterjump: "q2.sd.waterjump", "Waterjump hack", U8, Dec, 0, NONE, "Q2PRO: waterjump hack";
    Q2SdFlags: "q2.sd.flags", "Protocol flags", U16, Hex, 0, NONE, "Q2PRO (minor ≥ 1024): Q2PRO_PF_* bits";
    Q2SdFlagStrafejump: "q2.sd.flags.strafejump", "STRAFEJUMP_HACK", Flag { bits: 16 }, None, 0x01, NONE, "Strafe-jump hack";
    Q2SdFlagQwMode: "q2.sd.flags.qw_mode", "QW_MODE", Flag { bits: 16 }, None, 0x02, NONE, "QuakeWorld-style physics";
    Q2SdFlagWaterjump: "q2.sd.flags.waterjump", "WATERJUMP_HACK", Flag { bits: 16 }, None, 0x04, NONE, "Waterjump hack";
    Q2SdFlagExtensions: "q2.sd.flags.extensions", "EXTENSIONS", Flag { bits: 16 }, None, 0x08, NONE, "Protocol extensions (extended limits, 16-bit models, alpha, scale…)";
    Q2SdFlagExtensions2: "q2.sd.flags.extensions2", "EXTENSIONS_2", Flag { bits: 16 }, None, 0x10, NONE, "Protocol extensions v2 (delta coords, 64 stats…)";
    Q2CsIndex: "q2.cs.index", "Configstring index", U16, Dec, 0, NONE, "Configstring number";
    Q2CsName: "q2.cs.name", "Configstring", Str, None, 0, NONE, "Index named by its range, e.g. CS_MODELS+12";
    Q2CsValue: "q2.cs.value", "Value", Str, None, 0, NONE, "Configstring text";
    Q2CsEnd: "q2.cs.end", "End of configstrings", U16, Dec, 0, NONE, "Q2PRO gamestate: index equal to the table size ends the list";
    Q2DlSize: "q2.dl.size", "Chunk size", I16, Dec, 0, NONE, "Bytes in this chunk (-1: download refused)";
    Q2DlPercent: "q2.dl.percent", "Percent", U8, Dec, 0, NONE, "Download progress";
    Q2DlUncompressed: "q2.dl.uncompressed", "Uncompressed size", I16, Dec, 0, NONE, "R1Q2 svc_zdownload: inflated chunk size";
    Q2DlData: "q2.dl.data", "Chunk data", Bytes, None, 0, NONE, "File bytes (deflated in svc_zdownload)";
    Q2ZCompressed: "q2.z.compressed_len", "Compressed length", U16, Dec, 0, NONE, "svc_zpacket: deflated bytes";
    Q2ZLen: "q2.z.len", "Inflated length", U16, Dec, 0, NONE, "svc_zpacket: size after inflating";
    Q2ZData: "q2.z.data", "Compressed data", Bytes, None, 0, NONE, "Raw deflate stream holding more svc messages";
    Q2SettingIndex: "q2.setting.index", "Setting", I32, Dec, 0, NONE, "svc_setting / clc_setting index (SVS_* / CLS_*)";
    Q2SettingValue: "q2.setting.value", "Value", I32, Dec, 0, NONE, "Setting value";

    // ---- sound --------------------------------------------------------------------------------
    Q2SndFlags: "q2.sound.flags", "Sound flags", U8, Hex, 0, NONE, "SND_* bits";
    Q2SndFVolume: "q2.sound.flags.volume", "SND_VOLUME", Flag { bits: 8 }, None, 0x01, NONE, "Volume byte present";
    Q2SndFAttenuation: "q2.sound.flags.attenuation", "SND_ATTENUATION", Flag { bits: 8 }, None, 0x02, NONE, "Attenuation byte present";
    Q2SndFPos: "q2.sound.flags.pos", "SND_POS", Flag { bits: 8 }, None, 0x04, NONE, "Position present";
    Q2SndFEnt: "q2.sound.flags.ent", "SND_ENT", Flag { bits: 8 }, None, 0x08, NONE, "Entity/channel word present";
    Q2SndFOffset: "q2.sound.flags.offset", "SND_OFFSET", Flag { bits: 8 }, None, 0x10, NONE, "Time offset present";
    Q2SndFIndex16: "q2.sound.flags.index16", "SND_INDEX16", Flag { bits: 8 }, None, 0x20, NONE, "Q2PRO extensions: 16-bit sound index";
    Q2SndIndex: "q2.sound.index", "Sound index", U16, Dec, 0, NONE, "Index into CS_SOUNDS";
    Q2SndName: "q2.sound.name", "Sound", Str, None, 0, NONE, "The configstring this index names";
    Q2SndVolume: "q2.sound.volume", "Volume", U8, Dec, 0, NONE, "Volume ×255";
    Q2SndAttenuation: "q2.sound.attenuation", "Attenuation", U8, Dec, 0, NONE, "Attenuation ×64";
    Q2SndOffset: "q2.sound.offset", "Time offset", U8, Dec, 0, NONE, "Milliseconds after the frame start";
    Q2SndEntChan: "q2.sound.entchan", "Entity and channel", U32, Hex, 0, NONE, "entity<<3 | channel (16-bit; 32-bit with 2023's SND_LARGE_ENT)";
    Q2SndEntity: "q2.sound.entity", "Entity", U32, Dec, 0xffff_fff8, NONE, "Sound source entity";
    Q2SndChannel: "q2.sound.channel", "Channel", U32, Dec, 0x0007, NONE, "CHAN_*";
    Q2SndPosX: "q2.sound.pos.x", "Position X", F32, None, 0, NONE, "Sound origin X";
    Q2SndPosY: "q2.sound.pos.y", "Position Y", F32, None, 0, NONE, "Sound origin Y";
    Q2SndPosZ: "q2.sound.pos.z", "Position Z", F32, None, 0, NONE, "Sound origin Z";

    // ---- temp entities ------------------------------------------------------------------------
    Q2TeType: "q2.te.type", "Temp entity", U8, Dec, 0, TE_NAMES, "TE_* type";
    Q2TePosX: "q2.te.pos.x", "Position X", F32, None, 0, NONE, "Effect origin / start X";
    Q2TePosY: "q2.te.pos.y", "Position Y", F32, None, 0, NONE, "Effect origin / start Y";
    Q2TePosZ: "q2.te.pos.z", "Position Z", F32, None, 0, NONE, "Effect origin / start Z";
    Q2TePos2X: "q2.te.end.x", "End X", F32, None, 0, NONE, "Trail / beam end X";
    Q2TePos2Y: "q2.te.end.y", "End Y", F32, None, 0, NONE, "Trail / beam end Y";
    Q2TePos2Z: "q2.te.end.z", "End Z", F32, None, 0, NONE, "Trail / beam end Z";
    Q2TeOffX: "q2.te.offset.x", "Offset X", F32, None, 0, NONE, "TE_GRAPPLE_CABLE offset X";
    Q2TeOffY: "q2.te.offset.y", "Offset Y", F32, None, 0, NONE, "TE_GRAPPLE_CABLE offset Y";
    Q2TeOffZ: "q2.te.offset.z", "Offset Z", F32, None, 0, NONE, "TE_GRAPPLE_CABLE offset Z";
    Q2TeDir: "q2.te.dir", "Direction", U8, Dec, 0, NONE, "Index into the 162 vertex normals";
    Q2TeCount: "q2.te.count", "Count", U8, Dec, 0, NONE, "Particle count";
    Q2TeColor: "q2.te.color", "Color", U8, Dec, 0, NONE, "Palette index / splash type";
    Q2TeEntity: "q2.te.entity", "Entity", I16, Dec, 0, NONE, "Source entity";
    Q2TeEntity2: "q2.te.entity2", "Second entity", I16, Dec, 0, NONE, "Destination entity (TE_LIGHTNING)";
    Q2TeId: "q2.te.id", "Effect id", I16, Dec, 0, NONE, "TE_STEAM / TE_WIDOWBEAMOUT id (-1: one-shot)";
    Q2TeMagnitude: "q2.te.magnitude", "Magnitude", I16, Dec, 0, NONE, "TE_STEAM magnitude";
    Q2TeDuration: "q2.te.duration", "Duration", I32, Dec, 0, NONE, "TE_STEAM sustain time (ms)";
    Q2TeDamage: "q2.te.damage", "Damage", I16, Dec, 0, NONE, "TE_DAMAGE_DEALT amount";

    // ---- svc_frame --------------------------------------------------------------------------
    Q2FrameServer: "q2.frame.server", "Server frame", I32, Dec, 0, NONE, "Number of the frame this packet describes";
    Q2FrameDelta: "q2.frame.delta", "Delta frame", I32, Dec, 0, NONE, "Frame this one is delta-compressed from (-1: from baselines)";
    Q2FrameDeltaOffset: "q2.frame.delta_offset", "Delta offset", U8, Dec, 0, NONE, "R1Q2/Q2PRO: server frame - delta frame (31: no delta), top 5 bits of the frame word";
    Q2FrameSuppress: "q2.frame.suppress", "Suppress count", U8, Dec, 0, NONE, "Packets the server dropped for rate (Q2PRO: FF_* frame flags)";
    Q2FrameExtraFlags: "q2.frame.extraflags", "Extra player-state bits", U8, Hex, 0, NONE, "R1Q2/Q2PRO: EPS_* bits 0-3 (upper nibble of the suppress byte)";
    Q2FrameAreaLen: "q2.frame.areabits_len", "Area bits length", U8, Dec, 0, NONE, "Bytes of area bits";
    Q2FrameAreaBits: "q2.frame.areabits", "Area bits", Bytes, None, 0, NONE, "Which areas are connected (portal state)";
    Q2FramePsMarker: "q2.frame.playerinfo", "svc_playerinfo marker", U8, Dec, 0, NONE, "The 17 byte before the player state (34 only)";
    Q2FrameEntMarker: "q2.frame.packetentities", "svc_packetentities marker", U8, Dec, 0, NONE, "The 18 byte before the entity list (34 only)";
    Q2FrameDeltaIn: "q2.frame.delta_in", "Delta frame in packet", Frame, None, 0, NONE, "The capture frame that carried the delta-from frame";
    Q2FrameAge: "q2.frame.delta_age", "Delta age", I32, Dec, 0, NONE, "server frame - delta frame";
    Q2FrameEntities: "q2.frame.entities", "Entities in frame", U32, Dec, 0, NONE, "Entities in the resolved frame";
    Q2FrameUnchanged: "q2.frame.unchanged", "Unchanged entities", U32, Dec, 0, NONE, "Entities copied unchanged from the delta frame";
    Q2FrameResolved: "q2.frame.resolved", "Resolved", U8, Dec, 0, &[(0, "no: delta frame missing"), (1, "yes")], "Whether the state this frame produces could be computed";

    // ---- player state -------------------------------------------------------------------------
    Q2Ps: "q2.ps", "Player state", None, None, 0, NONE, "Delta-compressed player_state_t";
    Q2PsFlags: "q2.ps.flags", "Player state bits", U32, Hex, 0, NONE, "PS_* bits";
    Q2PsFMType: "q2.ps.flags.m_type", "PS_M_TYPE", Flag { bits: 32 }, None, 1 << 0, NONE, "pm_type follows";
    Q2PsFMOrigin: "q2.ps.flags.m_origin", "PS_M_ORIGIN", Flag { bits: 32 }, None, 1 << 1, NONE, "Origin follows";
    Q2PsFMVelocity: "q2.ps.flags.m_velocity", "PS_M_VELOCITY", Flag { bits: 32 }, None, 1 << 2, NONE, "Velocity follows";
    Q2PsFMTime: "q2.ps.flags.m_time", "PS_M_TIME", Flag { bits: 32 }, None, 1 << 3, NONE, "pm_time follows";
    Q2PsFMFlags: "q2.ps.flags.m_flags", "PS_M_FLAGS", Flag { bits: 32 }, None, 1 << 4, NONE, "pm_flags follow";
    Q2PsFMGravity: "q2.ps.flags.m_gravity", "PS_M_GRAVITY", Flag { bits: 32 }, None, 1 << 5, NONE, "Gravity follows";
    Q2PsFMDeltaAngles: "q2.ps.flags.m_delta_angles", "PS_M_DELTA_ANGLES", Flag { bits: 32 }, None, 1 << 6, NONE, "Delta angles follow";
    Q2PsFViewOffset: "q2.ps.flags.viewoffset", "PS_VIEWOFFSET", Flag { bits: 32 }, None, 1 << 7, NONE, "View offset follows";
    Q2PsFViewAngles: "q2.ps.flags.viewangles", "PS_VIEWANGLES", Flag { bits: 32 }, None, 1 << 8, NONE, "View angles follow";
    Q2PsFKickAngles: "q2.ps.flags.kickangles", "PS_KICKANGLES", Flag { bits: 32 }, None, 1 << 9, NONE, "Kick angles follow";
    Q2PsFBlend: "q2.ps.flags.blend", "PS_BLEND", Flag { bits: 32 }, None, 1 << 10, NONE, "Screen blend follows";
    Q2PsFFov: "q2.ps.flags.fov", "PS_FOV", Flag { bits: 32 }, None, 1 << 11, NONE, "FOV follows";
    Q2PsFWeaponIndex: "q2.ps.flags.weaponindex", "PS_WEAPONINDEX", Flag { bits: 32 }, None, 1 << 12, NONE, "Gun model follows";
    Q2PsFWeaponFrame: "q2.ps.flags.weaponframe", "PS_WEAPONFRAME", Flag { bits: 32 }, None, 1 << 13, NONE, "Gun frame (and in 34 offset/angles) follow";
    Q2PsFRdFlags: "q2.ps.flags.rdflags", "PS_RDFLAGS", Flag { bits: 32 }, None, 1 << 14, NONE, "Refresh flags follow";
    Q2PsFMoreBits: "q2.ps.flags.morebits", "PS_MOREBITS", Flag { bits: 32 }, None, 1 << 15, NONE, "Q2PRO: a third flag byte follows";
    Q2PsFFog: "q2.ps.flags.fog", "PS_FOG", Flag { bits: 32 }, None, 1 << 16, NONE, "Q2PRO: fog follows";
    Q2PsExtra: "q2.ps.extra", "Extra bits", U8, Hex, 0, NONE, "R1Q2/Q2PRO EPS_* bits (from the svc_frame command and suppress bytes; Q2rePRO: a byte of its own)";
    Q2PsEGunOffset: "q2.ps.extra.gunoffset", "EPS_GUNOFFSET", Flag { bits: 8 }, None, 1 << 0, NONE, "Gun offset follows";
    Q2PsEGunAngles: "q2.ps.extra.gunangles", "EPS_GUNANGLES", Flag { bits: 8 }, None, 1 << 1, NONE, "Gun angles follow";
    Q2PsEVelocity2: "q2.ps.extra.m_velocity2", "EPS_M_VELOCITY2", Flag { bits: 8 }, None, 1 << 2, NONE, "Velocity Z follows";
    Q2PsEOrigin2: "q2.ps.extra.m_origin2", "EPS_M_ORIGIN2", Flag { bits: 8 }, None, 1 << 3, NONE, "Origin Z follows";
    Q2PsEViewAngle2: "q2.ps.extra.viewangle2", "EPS_VIEWANGLE2", Flag { bits: 8 }, None, 1 << 4, NONE, "View roll follows";
    Q2PsEStats: "q2.ps.extra.stats", "EPS_STATS", Flag { bits: 8 }, None, 1 << 5, NONE, "Stats follow";
    Q2PsEClientNum: "q2.ps.extra.clientnum", "EPS_CLIENTNUM", Flag { bits: 8 }, None, 1 << 6, NONE, "Q2PRO: client number follows";
    Q2PsPmType: "q2.ps.pm_type", "pm_type", U8, Dec, 0, PM_TYPES, "Movement type";
    Q2PsOriginX: "q2.ps.origin.x", "Origin X", F32, None, 0, NONE, "pmove origin X (units)";
    Q2PsOriginY: "q2.ps.origin.y", "Origin Y", F32, None, 0, NONE, "pmove origin Y (units)";
    Q2PsOriginZ: "q2.ps.origin.z", "Origin Z", F32, None, 0, NONE, "pmove origin Z (units)";
    Q2PsVelocityX: "q2.ps.velocity.x", "Velocity X", F32, None, 0, NONE, "pmove velocity X (units/s)";
    Q2PsVelocityY: "q2.ps.velocity.y", "Velocity Y", F32, None, 0, NONE, "pmove velocity Y (units/s)";
    Q2PsVelocityZ: "q2.ps.velocity.z", "Velocity Z", F32, None, 0, NONE, "pmove velocity Z (units/s)";
    Q2PsPmTime: "q2.ps.pm_time", "pm_time", U16, Dec, 0, NONE, "Movement timer (×8 ms)";
    Q2PsPmFlags: "q2.ps.pm_flags", "pm_flags", U16, Hex, 0, NONE, "PMF_* bits";
    Q2PsPmfDucked: "q2.ps.pm_flags.ducked", "PMF_DUCKED", Flag { bits: 16 }, None, 0x01, NONE, "Ducked";
    Q2PsPmfJumpHeld: "q2.ps.pm_flags.jump_held", "PMF_JUMP_HELD", Flag { bits: 16 }, None, 0x02, NONE, "Jump held";
    Q2PsPmfOnGround: "q2.ps.pm_flags.on_ground", "PMF_ON_GROUND", Flag { bits: 16 }, None, 0x04, NONE, "On ground";
    Q2PsPmfWaterjump: "q2.ps.pm_flags.time_waterjump", "PMF_TIME_WATERJUMP", Flag { bits: 16 }, None, 0x08, NONE, "pm_time is a waterjump";
    Q2PsPmfLand: "q2.ps.pm_flags.time_land", "PMF_TIME_LAND", Flag { bits: 16 }, None, 0x10, NONE, "pm_time is a landing";
    Q2PsPmfTeleport: "q2.ps.pm_flags.time_teleport", "PMF_TIME_TELEPORT", Flag { bits: 16 }, None, 0x20, NONE, "pm_time is a teleport freeze";
    Q2PsPmfNoPrediction: "q2.ps.pm_flags.no_prediction", "PMF_NO_PREDICTION", Flag { bits: 16 }, None, 0x40, NONE, "Client prediction off";
    Q2PsGravity: "q2.ps.gravity", "Gravity", I16, Dec, 0, NONE, "Gravity";
    Q2PsDeltaPitch: "q2.ps.delta_angles.pitch", "Delta pitch", F32, None, 0, NONE, "Delta angle (degrees)";
    Q2PsDeltaYaw: "q2.ps.delta_angles.yaw", "Delta yaw", F32, None, 0, NONE, "Delta angle (degrees)";
    Q2PsDeltaRoll: "q2.ps.delta_angles.roll", "Delta roll", F32, None, 0, NONE, "Delta angle (degrees)";
    Q2PsViewOffX: "q2.ps.viewoffset.x", "View offset X", F32, None, 0, NONE, "×0.25 (2023, Q2rePRO: a short ×1/16)";
    Q2PsViewOffY: "q2.ps.viewoffset.y", "View offset Y", F32, None, 0, NONE, "×0.25 (2023, Q2rePRO: a short ×1/16)";
    Q2PsViewOffZ: "q2.ps.viewoffset.z", "View offset Z", F32, None, 0, NONE, "×0.25 (2023, Q2rePRO: a short ×1/16)";
    Q2PsViewPitch: "q2.ps.viewangles.pitch", "View pitch", F32, None, 0, NONE, "Degrees";
    Q2PsViewYaw: "q2.ps.viewangles.yaw", "View yaw", F32, None, 0, NONE, "Degrees";
    Q2PsViewRoll: "q2.ps.viewangles.roll", "View roll", F32, None, 0, NONE, "Degrees";
    Q2PsKickPitch: "q2.ps.kickangles.pitch", "Kick pitch", F32, None, 0, NONE, "×0.25 degrees (2023, Q2rePRO: a short ×1/1024)";
    Q2PsKickYaw: "q2.ps.kickangles.yaw", "Kick yaw", F32, None, 0, NONE, "×0.25 degrees (2023, Q2rePRO: a short ×1/1024)";
    Q2PsKickRoll: "q2.ps.kickangles.roll", "Kick roll", F32, None, 0, NONE, "×0.25 degrees (2023, Q2rePRO: a short ×1/1024)";
    Q2PsGunIndex: "q2.ps.gunindex", "Gun model", U16, Dec, 0, NONE, "View weapon model index";
    Q2PsGunFrame: "q2.ps.gunframe", "Gun frame", U16, Dec, 0, NONE, "View weapon frame";
    Q2PsGunOffX: "q2.ps.gunoffset.x", "Gun offset X", F32, None, 0, NONE, "×0.25 (Q2rePRO: a short ×1/512)";
    Q2PsGunOffY: "q2.ps.gunoffset.y", "Gun offset Y", F32, None, 0, NONE, "×0.25 (Q2rePRO: a short ×1/512)";
    Q2PsGunOffZ: "q2.ps.gunoffset.z", "Gun offset Z", F32, None, 0, NONE, "×0.25 (Q2rePRO: a short ×1/512)";
    Q2PsGunAngPitch: "q2.ps.gunangles.pitch", "Gun pitch", F32, None, 0, NONE, "×0.25 (Q2rePRO: a short ×1/4096)";
    Q2PsGunAngYaw: "q2.ps.gunangles.yaw", "Gun yaw", F32, None, 0, NONE, "×0.25 (Q2rePRO: a short ×1/4096)";
    Q2PsGunAngRoll: "q2.ps.gunangles.roll", "Gun roll", F32, None, 0, NONE, "×0.25 (Q2rePRO: a short ×1/4096)";
    Q2PsBlendBits: "q2.ps.blend.bits", "Blend bits", U8, Hex, 0, NONE, "Q2PRO extensions v2: which blend / damage-blend bytes follow";
    Q2PsBlendR: "q2.ps.blend.r", "Blend red", U8, Dec, 0, NONE, "/255";
    Q2PsBlendG: "q2.ps.blend.g", "Blend green", U8, Dec, 0, NONE, "/255";
    Q2PsBlendB: "q2.ps.blend.b", "Blend blue", U8, Dec, 0, NONE, "/255";
    Q2PsBlendA: "q2.ps.blend.a", "Blend alpha", U8, Dec, 0, NONE, "/255";
    Q2PsDamageBlend: "q2.ps.damage_blend", "Damage blend", U8, Dec, 0, NONE, "Q2PRO: damage blend component /255";
    Q2PsFogBits: "q2.ps.fog.bits", "Fog bits", U8, Hex, 0, NONE, "Q2PRO FOG_BIT_* bits";
    Q2PsFogValue: "q2.ps.fog.value", "Fog value", U32, Dec, 0, NONE, "One fog parameter (named in the label)";
    Q2PsFov: "q2.ps.fov", "FOV", U8, Dec, 0, NONE, "Field of view (degrees)";
    Q2PsRdFlags: "q2.ps.rdflags", "rdflags", U8, Hex, 0, NONE, "RDF_* bits";
    Q2PsRdfUnderwater: "q2.ps.rdflags.underwater", "RDF_UNDERWATER", Flag { bits: 8 }, None, 0x01, NONE, "Underwater warp";
    Q2PsRdfNoWorld: "q2.ps.rdflags.noworldmodel", "RDF_NOWORLDMODEL", Flag { bits: 8 }, None, 0x02, NONE, "No world model (menus, cinematics)";
    Q2PsRdfIr: "q2.ps.rdflags.irgoggles", "RDF_IRGOGGLES", Flag { bits: 8 }, None, 0x04, NONE, "Infrared goggles";
    Q2PsRdfUv: "q2.ps.rdflags.uvgoggles", "RDF_UVGOGGLES", Flag { bits: 8 }, None, 0x08, NONE, "UV goggles";
    Q2PsStatBits: "q2.ps.statbits", "Stat bits", U64, Hex, 0, NONE, "Which stats follow (u32; Q2PRO v2: varint, 64 stats; Q2rePRO: u64)";
    Q2PsStat: "q2.ps.stat", "Stat", I16, Dec, 0, NONE, "One stat (index in the label)";
    Q2PsStatIndex: "q2.ps.stat.index", "Stat index", U8, Dec, 0, STAT_NAMES, "STAT_* index of the stat that follows";
    Q2PsClientNum: "q2.ps.clientnum", "Client number", I16, Dec, 0, NONE, "Q2PRO: viewed client";
    Q2PsRes: "q2.ps.resolved", "Resolved player state", None, None, 0, NONE, "Player state after applying this delta to the delta frame's";
    Q2PsResOriginX: "q2.ps.resolved.origin.x", "Origin X", F32, None, 0, NONE, "Resolved origin X";
    Q2PsResOriginY: "q2.ps.resolved.origin.y", "Origin Y", F32, None, 0, NONE, "Resolved origin Y";
    Q2PsResOriginZ: "q2.ps.resolved.origin.z", "Origin Z", F32, None, 0, NONE, "Resolved origin Z";
    Q2PsResVelX: "q2.ps.resolved.velocity.x", "Velocity X", F32, None, 0, NONE, "Resolved velocity X";
    Q2PsResVelY: "q2.ps.resolved.velocity.y", "Velocity Y", F32, None, 0, NONE, "Resolved velocity Y";
    Q2PsResVelZ: "q2.ps.resolved.velocity.z", "Velocity Z", F32, None, 0, NONE, "Resolved velocity Z";
    Q2PsResPmType: "q2.ps.resolved.pm_type", "pm_type", U8, Dec, 0, PM_TYPES, "Resolved movement type";
    Q2PsResPmFlags: "q2.ps.resolved.pm_flags", "pm_flags", U16, Hex, 0, NONE, "Resolved PMF_* bits";
    Q2PsResPmTime: "q2.ps.resolved.pm_time", "pm_time", U16, Dec, 0, NONE, "Resolved pm_time";
    Q2PsResGravity: "q2.ps.resolved.gravity", "Gravity", I16, Dec, 0, NONE, "Resolved gravity";
    Q2PsResViewPitch: "q2.ps.resolved.viewangles.pitch", "View pitch", F32, None, 0, NONE, "Resolved view pitch";
    Q2PsResViewYaw: "q2.ps.resolved.viewangles.yaw", "View yaw", F32, None, 0, NONE, "Resolved view yaw";
    Q2PsResViewRoll: "q2.ps.resolved.viewangles.roll", "View roll", F32, None, 0, NONE, "Resolved view roll";
    Q2PsResViewOffZ: "q2.ps.resolved.viewoffset.z", "View height", F32, None, 0, NONE, "Resolved view offset Z";
    Q2PsResGunIndex: "q2.ps.resolved.gunindex", "Gun model", U16, Dec, 0, NONE, "Resolved gun model index";
    Q2PsResGunName: "q2.ps.resolved.gun_name", "Gun model name", Str, None, 0, NONE, "Configstring of the gun model";
    Q2PsResGunFrame: "q2.ps.resolved.gunframe", "Gun frame", U16, Dec, 0, NONE, "Resolved gun frame";
    Q2PsResFov: "q2.ps.resolved.fov", "FOV", U8, Dec, 0, NONE, "Resolved FOV";
    Q2PsResRdFlags: "q2.ps.resolved.rdflags", "rdflags", U8, Hex, 0, NONE, "Resolved RDF_* bits";
    Q2PsResStat: "q2.ps.resolved.stat", "Stat", I16, Dec, 0, NONE, "A non-zero resolved stat (index in the label)";

    // ---- entities ---------------------------------------------------------------------------
    Q2Ent: "q2.ent", "Entity", None, None, 0, NONE, "One entity header + delta (packet entities, spawnbaseline)";
    Q2EntBits: "q2.u", "Update bits", U32, Hex, 0, NONE, "U_* bits 0-31 from up to four bytes";
    Q2EntUOrigin1: "q2.u.origin1", "U_ORIGIN1", Flag { bits: 32 }, None, 1 << 0, NONE, "Origin X follows";
    Q2EntUOrigin2: "q2.u.origin2", "U_ORIGIN2", Flag { bits: 32 }, None, 1 << 1, NONE, "Origin Y follows";
    Q2EntUAngle2: "q2.u.angle2", "U_ANGLE2", Flag { bits: 32 }, None, 1 << 2, NONE, "Yaw follows";
    Q2EntUAngle3: "q2.u.angle3", "U_ANGLE3", Flag { bits: 32 }, None, 1 << 3, NONE, "Roll follows";
    Q2EntUFrame8: "q2.u.frame8", "U_FRAME8", Flag { bits: 32 }, None, 1 << 4, NONE, "Frame follows as a byte";
    Q2EntUEvent: "q2.u.event", "U_EVENT", Flag { bits: 32 }, None, 1 << 5, NONE, "Event follows";
    Q2EntURemove: "q2.u.remove", "U_REMOVE", Flag { bits: 32 }, None, 1 << 6, NONE, "Remove the entity";
    Q2EntUMoreBits1: "q2.u.morebits1", "U_MOREBITS1", Flag { bits: 32 }, None, 1 << 7, NONE, "Second flag byte follows";
    Q2EntUNumber16: "q2.u.number16", "U_NUMBER16", Flag { bits: 32 }, None, 1 << 8, NONE, "Entity number is 16-bit";
    Q2EntUOrigin3: "q2.u.origin3", "U_ORIGIN3", Flag { bits: 32 }, None, 1 << 9, NONE, "Origin Z follows";
    Q2EntUAngle1: "q2.u.angle1", "U_ANGLE1", Flag { bits: 32 }, None, 1 << 10, NONE, "Pitch follows";
    Q2EntUModel: "q2.u.model", "U_MODEL", Flag { bits: 32 }, None, 1 << 11, NONE, "Model index follows";
    Q2EntURenderFx8: "q2.u.renderfx8", "U_RENDERFX8", Flag { bits: 32 }, None, 1 << 12, NONE, "renderfx: byte (with RENDERFX16: long)";
    Q2EntUAngle16: "q2.u.angle16", "U_ANGLE16", Flag { bits: 32 }, None, 1 << 13, NONE, "Unused in 34; Q2PRO: angles are 16-bit";
    Q2EntUEffects8: "q2.u.effects8", "U_EFFECTS8", Flag { bits: 32 }, None, 1 << 14, NONE, "effects: byte (with EFFECTS16: long)";
    Q2EntUMoreBits2: "q2.u.morebits2", "U_MOREBITS2", Flag { bits: 32 }, None, 1 << 15, NONE, "Third flag byte follows";
    Q2EntUSkin8: "q2.u.skin8", "U_SKIN8", Flag { bits: 32 }, None, 1 << 16, NONE, "skin: byte (with SKIN16: long)";
    Q2EntUFrame16: "q2.u.frame16", "U_FRAME16", Flag { bits: 32 }, None, 1 << 17, NONE, "Frame follows as a short";
    Q2EntURenderFx16: "q2.u.renderfx16", "U_RENDERFX16", Flag { bits: 32 }, None, 1 << 18, NONE, "renderfx: short (with RENDERFX8: long)";
    Q2EntUEffects16: "q2.u.effects16", "U_EFFECTS16", Flag { bits: 32 }, None, 1 << 19, NONE, "effects: short (with EFFECTS8: long)";
    Q2EntUModel2: "q2.u.model2", "U_MODEL2", Flag { bits: 32 }, None, 1 << 20, NONE, "Second model follows";
    Q2EntUModel3: "q2.u.model3", "U_MODEL3", Flag { bits: 32 }, None, 1 << 21, NONE, "Third model follows";
    Q2EntUModel4: "q2.u.model4", "U_MODEL4", Flag { bits: 32 }, None, 1 << 22, NONE, "Fourth model follows";
    Q2EntUMoreBits3: "q2.u.morebits3", "U_MOREBITS3", Flag { bits: 32 }, None, 1 << 23, NONE, "Fourth flag byte follows";
    Q2EntUOldOrigin: "q2.u.oldorigin", "U_OLDORIGIN", Flag { bits: 32 }, None, 1 << 24, NONE, "Old origin follows";
    Q2EntUSkin16: "q2.u.skin16", "U_SKIN16", Flag { bits: 32 }, None, 1 << 25, NONE, "skin: short (with SKIN8: long)";
    Q2EntUSound: "q2.u.sound", "U_SOUND", Flag { bits: 32 }, None, 1 << 26, NONE, "Looping sound follows";
    Q2EntUSolid: "q2.u.solid", "U_SOLID", Flag { bits: 32 }, None, 1 << 27, NONE, "Packed bounding box follows";
    Q2EntUModel16: "q2.u.model16", "U_MODEL16", Flag { bits: 32 }, None, 1 << 28, NONE, "Q2PRO extensions: model indexes are 16-bit";
    Q2EntUMoreFx8: "q2.u.morefx8", "U_MOREFX8", Flag { bits: 32 }, None, 1 << 29, NONE, "Q2PRO extensions: morefx byte (with MOREFX16: long)";
    Q2EntUAlpha: "q2.u.alpha", "U_ALPHA", Flag { bits: 32 }, None, 1 << 30, NONE, "Q2PRO extensions: alpha follows";
    Q2EntUMoreBits4: "q2.u.morebits4", "U_MOREBITS4", Flag { bits: 32 }, None, 1 << 31, NONE, "Q2PRO extensions: fifth flag byte follows";
    Q2EntBitsHi: "q2.u_hi", "Update bits 32-39", U8, Hex, 0, NONE, "Q2PRO extensions: fifth flag byte";
    Q2EntUScale: "q2.u_hi.scale", "U_SCALE", Flag { bits: 8 }, None, 1 << 0, NONE, "Scale follows";
    Q2EntUMoreFx16: "q2.u_hi.morefx16", "U_MOREFX16", Flag { bits: 8 }, None, 1 << 1, NONE, "morefx: short (with MOREFX8: long)";
    Q2EntNumber: "q2.entity", "Entity number", U16, Dec, 0, NONE, "Entity number (0 ends the packet-entities list)";
    Q2EntModel: "q2.ent.modelindex", "Model index", U16, Dec, 0, NONE, "Index into CS_MODELS";
    Q2EntModel2: "q2.ent.modelindex2", "Model index 2", U16, Dec, 0, NONE, "Weapon model";
    Q2EntModel3: "q2.ent.modelindex3", "Model index 3", U16, Dec, 0, NONE, "Third model";
    Q2EntModel4: "q2.ent.modelindex4", "Model index 4", U16, Dec, 0, NONE, "Fourth model";
    Q2EntFrame: "q2.ent.frame", "Frame", U16, Dec, 0, NONE, "Animation frame";
    Q2EntSkin: "q2.ent.skin", "Skin", U32, Dec, 0, NONE, "Skin number (laser colours when long)";
    Q2EntEffects: "q2.ent.effects", "Effects", U32, Hex, 0, NONE, "EF_* bits";
    Q2EfRotate: "q2.ent.effects.rotate", "EF_ROTATE", Flag { bits: 32 }, None, 1 << 0, NONE, "Rotate (bonus items)";
    Q2EfGib: "q2.ent.effects.gib", "EF_GIB", Flag { bits: 32 }, None, 1 << 1, NONE, "Leave a blood trail";
    Q2EfBit2: "q2.ent.effects.bit2", "EF bit 2", Flag { bits: 32 }, None, 1 << 2, NONE, "Unused";
    Q2EfBlaster: "q2.ent.effects.blaster", "EF_BLASTER", Flag { bits: 32 }, None, 1 << 3, NONE, "Blaster light + trail";
    Q2EfRocket: "q2.ent.effects.rocket", "EF_ROCKET", Flag { bits: 32 }, None, 1 << 4, NONE, "Rocket light + trail";
    Q2EfGrenade: "q2.ent.effects.grenade", "EF_GRENADE", Flag { bits: 32 }, None, 1 << 5, NONE, "Grenade trail";
    Q2EfHyperblaster: "q2.ent.effects.hyperblaster", "EF_HYPERBLASTER", Flag { bits: 32 }, None, 1 << 6, NONE, "Hyperblaster light";
    Q2EfBfg: "q2.ent.effects.bfg", "EF_BFG", Flag { bits: 32 }, None, 1 << 7, NONE, "BFG light + trail";
    Q2EfColorShell: "q2.ent.effects.color_shell", "EF_COLOR_SHELL", Flag { bits: 32 }, None, 1 << 8, NONE, "Colour shell";
    Q2EfPowerscreen: "q2.ent.effects.powerscreen", "EF_POWERSCREEN", Flag { bits: 32 }, None, 1 << 9, NONE, "Power screen";
    Q2EfAnim01: "q2.ent.effects.anim01", "EF_ANIM01", Flag { bits: 32 }, None, 1 << 10, NONE, "Automatically cycle frames 0 and 1 at 2 Hz";
    Q2EfAnim23: "q2.ent.effects.anim23", "EF_ANIM23", Flag { bits: 32 }, None, 1 << 11, NONE, "Automatically cycle frames 2 and 3 at 2 Hz";
    Q2EfAnimAll: "q2.ent.effects.anim_all", "EF_ANIM_ALL", Flag { bits: 32 }, None, 1 << 12, NONE, "Cycle through all frames at 2 Hz";
    Q2EfAnimAllFast: "q2.ent.effects.anim_allfast", "EF_ANIM_ALLFAST", Flag { bits: 32 }, None, 1 << 13, NONE, "Cycle through all frames at 10 Hz";
    Q2EfFlies: "q2.ent.effects.flies", "EF_FLIES", Flag { bits: 32 }, None, 1 << 14, NONE, "Flies";
    Q2EfQuad: "q2.ent.effects.quad", "EF_QUAD", Flag { bits: 32 }, None, 1 << 15, NONE, "Quad damage";
    Q2EfPent: "q2.ent.effects.pent", "EF_PENT", Flag { bits: 32 }, None, 1 << 16, NONE, "Invulnerability";
    Q2EfTeleporter: "q2.ent.effects.teleporter", "EF_TELEPORTER", Flag { bits: 32 }, None, 1 << 17, NONE, "Teleporter particles";
    Q2EfFlag1: "q2.ent.effects.flag1", "EF_FLAG1", Flag { bits: 32 }, None, 1 << 18, NONE, "CTF red flag";
    Q2EfFlag2: "q2.ent.effects.flag2", "EF_FLAG2", Flag { bits: 32 }, None, 1 << 19, NONE, "CTF blue flag";
    Q2EfIonripper: "q2.ent.effects.ionripper", "EF_IONRIPPER", Flag { bits: 32 }, None, 1 << 20, NONE, "Ionripper trail";
    Q2EfGreenGibs: "q2.ent.effects.greengibs", "EF_GREENGIBS", Flag { bits: 32 }, None, 1 << 21, NONE, "Green gib trail";
    Q2EfBlueHyper: "q2.ent.effects.bluehyperblaster", "EF_BLUEHYPERBLASTER", Flag { bits: 32 }, None, 1 << 22, NONE, "Blue hyperblaster";
    Q2EfSpinningLights: "q2.ent.effects.spinninglights", "EF_SPINNINGLIGHTS", Flag { bits: 32 }, None, 1 << 23, NONE, "Spinning lights";
    Q2EfPlasma: "q2.ent.effects.plasma", "EF_PLASMA", Flag { bits: 32 }, None, 1 << 24, NONE, "Plasma";
    Q2EfTrap: "q2.ent.effects.trap", "EF_TRAP", Flag { bits: 32 }, None, 1 << 25, NONE, "Trap";
    Q2EfTracker: "q2.ent.effects.tracker", "EF_TRACKER", Flag { bits: 32 }, None, 1 << 26, NONE, "Tracker";
    Q2EfDouble: "q2.ent.effects.double", "EF_DOUBLE", Flag { bits: 32 }, None, 1 << 27, NONE, "Double damage";
    Q2EfSphereTrans: "q2.ent.effects.spheretrans", "EF_SPHERETRANS", Flag { bits: 32 }, None, 1 << 28, NONE, "Translucent sphere";
    Q2EfTagTrail: "q2.ent.effects.tagtrail", "EF_TAGTRAIL", Flag { bits: 32 }, None, 1 << 29, NONE, "Tag trail";
    Q2EfHalfDamage: "q2.ent.effects.half_damage", "EF_HALF_DAMAGE", Flag { bits: 32 }, None, 1 << 30, NONE, "Half damage";
    Q2EfTrackerTrail: "q2.ent.effects.trackertrail", "EF_TRACKERTRAIL", Flag { bits: 32 }, None, 1 << 31, NONE, "Tracker trail";
    Q2EntRenderFx: "q2.ent.renderfx", "Render effects", U32, Hex, 0, NONE, "RF_* bits";
    Q2RfMinLight: "q2.ent.renderfx.minlight", "RF_MINLIGHT", Flag { bits: 32 }, None, 1 << 0, NONE, "Always have some light (viewmodel)";
    Q2RfViewerModel: "q2.ent.renderfx.viewermodel", "RF_VIEWERMODEL", Flag { bits: 32 }, None, 1 << 1, NONE, "Don't draw through eyes, only mirrors";
    Q2RfWeaponModel: "q2.ent.renderfx.weaponmodel", "RF_WEAPONMODEL", Flag { bits: 32 }, None, 1 << 2, NONE, "Only draw through eyes";
    Q2RfFullbright: "q2.ent.renderfx.fullbright", "RF_FULLBRIGHT", Flag { bits: 32 }, None, 1 << 3, NONE, "Always draw full intensity";
    Q2RfDepthHack: "q2.ent.renderfx.depthhack", "RF_DEPTHHACK", Flag { bits: 32 }, None, 1 << 4, NONE, "For view weapon Z crunching";
    Q2RfTranslucent: "q2.ent.renderfx.translucent", "RF_TRANSLUCENT", Flag { bits: 32 }, None, 1 << 5, NONE, "Translucent";
    Q2RfFrameLerp: "q2.ent.renderfx.framelerp", "RF_FRAMELERP", Flag { bits: 32 }, None, 1 << 6, NONE, "Frame interpolation";
    Q2RfBeam: "q2.ent.renderfx.beam", "RF_BEAM", Flag { bits: 32 }, None, 1 << 7, NONE, "Laser beam (old origin is the far end)";
    Q2RfCustomSkin: "q2.ent.renderfx.customskin", "RF_CUSTOMSKIN", Flag { bits: 32 }, None, 1 << 8, NONE, "Skin is an index in image_precache";
    Q2RfGlow: "q2.ent.renderfx.glow", "RF_GLOW", Flag { bits: 32 }, None, 1 << 9, NONE, "Pulse lighting for bonus items";
    Q2RfShellRed: "q2.ent.renderfx.shell_red", "RF_SHELL_RED", Flag { bits: 32 }, None, 1 << 10, NONE, "Red shell";
    Q2RfShellGreen: "q2.ent.renderfx.shell_green", "RF_SHELL_GREEN", Flag { bits: 32 }, None, 1 << 11, NONE, "Green shell";
    Q2RfShellBlue: "q2.ent.renderfx.shell_blue", "RF_SHELL_BLUE", Flag { bits: 32 }, None, 1 << 12, NONE, "Blue shell";
    Q2RfIrVisible: "q2.ent.renderfx.ir_visible", "RF_IR_VISIBLE", Flag { bits: 32 }, None, 1 << 15, NONE, "Visible in IR goggles";
    Q2RfShellDouble: "q2.ent.renderfx.shell_double", "RF_SHELL_DOUBLE", Flag { bits: 32 }, None, 1 << 16, NONE, "Double-damage shell";
    Q2RfShellHalfDam: "q2.ent.renderfx.shell_half_dam", "RF_SHELL_HALF_DAM", Flag { bits: 32 }, None, 1 << 17, NONE, "Half-damage shell";
    Q2RfUseDisguise: "q2.ent.renderfx.use_disguise", "RF_USE_DISGUISE", Flag { bits: 32 }, None, 1 << 18, NONE, "Use disguise skin";
    Q2EntOriginX: "q2.ent.origin.x", "Origin X", F32, None, 0, NONE, "Origin X (1/8 unit on the wire)";
    Q2EntOriginY: "q2.ent.origin.y", "Origin Y", F32, None, 0, NONE, "Origin Y";
    Q2EntOriginZ: "q2.ent.origin.z", "Origin Z", F32, None, 0, NONE, "Origin Z";
    Q2EntPitch: "q2.ent.angles.pitch", "Pitch", F32, None, 0, NONE, "Angle (degrees)";
    Q2EntYaw: "q2.ent.angles.yaw", "Yaw", F32, None, 0, NONE, "Angle (degrees)";
    Q2EntRoll: "q2.ent.angles.roll", "Roll", F32, None, 0, NONE, "Angle (degrees)";
    Q2EntOldOriginX: "q2.ent.old_origin.x", "Old origin X", F32, None, 0, NONE, "Previous origin / beam end X";
    Q2EntOldOriginY: "q2.ent.old_origin.y", "Old origin Y", F32, None, 0, NONE, "Previous origin / beam end Y";
    Q2EntOldOriginZ: "q2.ent.old_origin.z", "Old origin Z", F32, None, 0, NONE, "Previous origin / beam end Z";
    Q2EntSound: "q2.ent.sound", "Looping sound", U16, Dec, 0, NONE, "Index into CS_SOUNDS (Q2PRO extensions: low 14 bits)";
    Q2EntLoopVolume: "q2.ent.loop_volume", "Loop volume", U8, Dec, 0, NONE, "Q2PRO extensions: ×255";
    Q2EntLoopAttenuation: "q2.ent.loop_attenuation", "Loop attenuation", U8, Dec, 0, NONE, "Q2PRO extensions: ×64 (255: none)";
    Q2EntEvent: "q2.ent.event", "Event", U8, Dec, 0, EVENTS, "EV_* one-shot event";
    Q2EntSolid: "q2.ent.solid", "Solid", U32, Hex, 0, NONE, "Packed bounding box (31: BSP model)";
    Q2EntSolidWidth: "q2.ent.solid.half_width", "Half width", U32, Dec, 0, NONE, "8 × (solid & 31)";
    Q2EntSolidDown: "q2.ent.solid.down", "Down", U32, Dec, 0, NONE, "-mins_z = 8 × ((solid >> 5) & 31)";
    Q2EntSolidUp: "q2.ent.solid.up", "Up", I32, Dec, 0, NONE, "maxs_z = 8 × ((solid >> 10) & 63) - 32";
    Q2EntMoreFx: "q2.ent.morefx", "More effects", U32, Hex, 0, NONE, "Q2PRO extensions: EFX_* bits";
    Q2EntAlpha: "q2.ent.alpha", "Alpha", U8, Dec, 0, NONE, "Q2PRO extensions: ×255";
    Q2EntScale: "q2.ent.scale", "Scale", U8, Dec, 0, NONE, "Q2PRO extensions: ×16";
    Q2EntFrom: "q2.ent.delta_from", "Delta from", U8, Dec, 0, DELTA_FROM, "What this entity's delta applies to";
    Q2EntModelName: "q2.ent.model_name", "Model", Str, None, 0, NONE, "Configstring of the resolved model index";
    Q2EntRes: "q2.ent.resolved", "Resolved state", None, None, 0, NONE, "Entity state after applying the delta";
    Q2EntResModel: "q2.ent.resolved.modelindex", "Model index", U16, Dec, 0, NONE, "Resolved model index";
    Q2EntResModel2: "q2.ent.resolved.modelindex2", "Model index 2", U16, Dec, 0, NONE, "Resolved second model";
    Q2EntResFrame: "q2.ent.resolved.frame", "Frame", U16, Dec, 0, NONE, "Resolved frame";
    Q2EntResSkin: "q2.ent.resolved.skin", "Skin", U32, Dec, 0, NONE, "Resolved skin";
    Q2EntResEffects: "q2.ent.resolved.effects", "Effects", U32, Hex, 0, NONE, "Resolved EF_* bits";
    Q2EntResRenderFx: "q2.ent.resolved.renderfx", "Render effects", U32, Hex, 0, NONE, "Resolved RF_* bits";
    Q2EntResOriginX: "q2.ent.resolved.origin.x", "Origin X", F32, None, 0, NONE, "Resolved origin X";
    Q2EntResOriginY: "q2.ent.resolved.origin.y", "Origin Y", F32, None, 0, NONE, "Resolved origin Y";
    Q2EntResOriginZ: "q2.ent.resolved.origin.z", "Origin Z", F32, None, 0, NONE, "Resolved origin Z";
    Q2EntResPitch: "q2.ent.resolved.angles.pitch", "Pitch", F32, None, 0, NONE, "Resolved pitch";
    Q2EntResYaw: "q2.ent.resolved.angles.yaw", "Yaw", F32, None, 0, NONE, "Resolved yaw";
    Q2EntResRoll: "q2.ent.resolved.angles.roll", "Roll", F32, None, 0, NONE, "Resolved roll";
    Q2EntResOldX: "q2.ent.resolved.old_origin.x", "Old origin X", F32, None, 0, NONE, "Resolved old origin X";
    Q2EntResOldY: "q2.ent.resolved.old_origin.y", "Old origin Y", F32, None, 0, NONE, "Resolved old origin Y";
    Q2EntResOldZ: "q2.ent.resolved.old_origin.z", "Old origin Z", F32, None, 0, NONE, "Resolved old origin Z";
    Q2EntResSound: "q2.ent.resolved.sound", "Looping sound", U16, Dec, 0, NONE, "Resolved sound index";
    Q2EntResEvent: "q2.ent.resolved.event", "Event", U8, Dec, 0, EVENTS, "Event this frame (not persistent)";
    Q2EntResSolid: "q2.ent.resolved.solid", "Solid", U32, Hex, 0, NONE, "Resolved packed bounding box";

    // ---- client messages ----------------------------------------------------------------------
    Q2MoveChecksum: "q2.move.checksum", "Checksum", U8, Hex, 0, NONE, "CRC byte over lastframe + usercmds + sequence table bytes (34 only)";
    Q2MoveChecksumCalc: "q2.move.checksum.computed", "Computed checksum", U8, Hex, 0, NONE, "COM_BlockSequenceCRCByte of the bytes that follow";
    Q2MoveChecksumOk: "q2.move.checksum.good", "Checksum good", U8, Dec, 0, &[(0, "no"), (1, "yes")], "Whether the checksum matches";
    Q2MoveLastFrame: "q2.move.lastframe", "Last frame", I32, Dec, 0, NONE, "Last server frame received (-1: ask for an uncompressed frame)";
    Q2MoveLightLevel: "q2.move.lightlevel", "Light level", U8, Dec, 0, NONE, "Q2PRO batched move: light level for all commands";
    Q2MoveNumCmds: "q2.move.numcmds", "Commands in frame", U8, Dec, 0, NONE, "Q2PRO batched move: usercmds in this frame (5 bits)";
    Q2Cmd: "q2.cmd", "Usercmd", None, None, 0, NONE, "One delta-compressed usercmd";
    Q2CmdSlot: "q2.cmd.slot", "Slot", U8, Dec, 0, CMD_SLOTS, "Which of clc_move's three commands";
    Q2CmdBits: "q2.cmd.bits", "Usercmd bits", U8, Hex, 0, NONE, "CM_* bits";
    Q2CmdBAngle1: "q2.cmd.bits.angle1", "CM_ANGLE1", Flag { bits: 8 }, None, 0x01, NONE, "Pitch follows";
    Q2CmdBAngle2: "q2.cmd.bits.angle2", "CM_ANGLE2", Flag { bits: 8 }, None, 0x02, NONE, "Yaw follows";
    Q2CmdBAngle3: "q2.cmd.bits.angle3", "CM_ANGLE3", Flag { bits: 8 }, None, 0x04, NONE, "Roll follows";
    Q2CmdBForward: "q2.cmd.bits.forward", "CM_FORWARD", Flag { bits: 8 }, None, 0x08, NONE, "Forward move follows";
    Q2CmdBSide: "q2.cmd.bits.side", "CM_SIDE", Flag { bits: 8 }, None, 0x10, NONE, "Side move follows";
    Q2CmdBUp: "q2.cmd.bits.up", "CM_UP", Flag { bits: 8 }, None, 0x20, NONE, "Up move follows";
    Q2CmdBButtons: "q2.cmd.bits.buttons", "CM_BUTTONS", Flag { bits: 8 }, None, 0x40, NONE, "Buttons follow";
    Q2CmdBImpulse: "q2.cmd.bits.impulse", "CM_IMPULSE", Flag { bits: 8 }, None, 0x80, NONE, "Impulse follows (Q2PRO batched: msec follows)";
    Q2CmdPitch: "q2.cmd.angles.pitch", "Pitch", F32, None, 0, NONE, "View pitch (degrees, 16-bit on the wire)";
    Q2CmdYaw: "q2.cmd.angles.yaw", "Yaw", F32, None, 0, NONE, "View yaw";
    Q2CmdRoll: "q2.cmd.angles.roll", "Roll", F32, None, 0, NONE, "View roll";
    Q2CmdForward: "q2.cmd.forward", "Forward move", I16, Dec, 0, NONE, "Forward speed";
    Q2CmdSide: "q2.cmd.side", "Side move", I16, Dec, 0, NONE, "Side speed";
    Q2CmdUp: "q2.cmd.up", "Up move", I16, Dec, 0, NONE, "Up speed";
    Q2CmdButtons: "q2.cmd.buttons", "Buttons", U8, Hex, 0, NONE, "BUTTON_* bits";
    Q2CmdBtnAttack: "q2.cmd.buttons.attack", "BUTTON_ATTACK", Flag { bits: 8 }, None, 0x01, NONE, "+attack";
    Q2CmdBtnUse: "q2.cmd.buttons.use", "BUTTON_USE", Flag { bits: 8 }, None, 0x02, NONE, "+use";
    Q2CmdBtnForward: "q2.cmd.buttons.r1q2_forward", "BUTTON_FORWARD (R1Q2)", Flag { bits: 8 }, None, 0x04, NONE, "R1Q2 ≥1904: forward move is a byte ×5";
    Q2CmdBtnSide: "q2.cmd.buttons.r1q2_side", "BUTTON_SIDE (R1Q2)", Flag { bits: 8 }, None, 0x08, NONE, "R1Q2 ≥1904: side move is a byte ×5";
    Q2CmdBtnUp: "q2.cmd.buttons.r1q2_up", "BUTTON_UP (R1Q2)", Flag { bits: 8 }, None, 0x10, NONE, "R1Q2 ≥1904: up move is a byte ×5";
    Q2CmdBtnAngle1: "q2.cmd.buttons.r1q2_angle1", "BUTTON_ANGLE1 (R1Q2)", Flag { bits: 8 }, None, 0x20, NONE, "R1Q2 ≥1904: pitch is a byte ×64";
    Q2CmdBtnAngle2: "q2.cmd.buttons.r1q2_angle2", "BUTTON_ANGLE2 (R1Q2)", Flag { bits: 8 }, None, 0x40, NONE, "R1Q2 ≥1904: yaw is a byte ×256";
    Q2CmdBtnAny: "q2.cmd.buttons.any", "BUTTON_ANY", Flag { bits: 8 }, None, 0x80, NONE, "Any key down";
    Q2CmdImpulse: "q2.cmd.impulse", "Impulse", U8, Dec, 0, NONE, "Impulse";
    Q2CmdMsec: "q2.cmd.msec", "Msec", U8, Dec, 0, NONE, "Duration of the command (ms)";
    Q2CmdLight: "q2.cmd.lightlevel", "Light level", U8, Dec, 0, NONE, "Light level at the player (for monsters)";
    Q2CmdChanged: "q2.cmd.changed", "Changed", U8, Dec, 0, NONE, "Q2PRO batched: 1 bit, 0 = same as the previous command";
    Q2StringCmd: "q2.stringcmd", "String command", Str, None, 0, NONE, "Console command for the server";
    Q2Analysis: "q2.analysis", "Netchan analysis", None, None, 0, NONE, "Sequence analysis of this datagram (as tcp.analysis): present only when it has something to say";
    Q2AnalysisLost: "q2.analysis.lost", "Datagrams missing before this one", U32, Dec, 0, NONE, "Sequences of this direction skipped just before this datagram (lost on the network or by the capture)";
    Q2AnalysisLostCaptured: "q2.analysis.lost_captured", "Of which the peer acknowledged", U32, Dec, 0, NONE, "Missing datagrams the peer acknowledged: they were delivered, the capture dropped them";
    Q2AnalysisOutOfOrder: "q2.analysis.out_of_order", "Out of order", None, None, 0, NONE, "Sent before a datagram of this direction already seen, and not seen before itself";
    Q2AnalysisDuplicate: "q2.analysis.duplicate", "Duplicate of frame", Frame, None, 0, NONE, "Same sequence as an earlier datagram: the frame of its first copy";
    Q2AnalysisRetransmission: "q2.analysis.retransmission", "Retransmission of frame", Frame, None, 0, NONE, "Reliable data first sent in that frame, sent again because no acknowledgement had come";
    Q2AnalysisChoked: "q2.analysis.choked", "Server frames choked", U32, Dec, 0, NONE, "Server frames not sent to this client before this one (rate limit: QW svc_chokecount, Q2 svc_frame suppress count)";
    Q2AnalysisRtt: "q2.analysis.rtt", "Round-trip time (s)", F32, None, 0, NONE, "Seconds from this datagram to the first peer datagram acknowledging it";
    Q2AnalysisAckedIn: "q2.analysis.acked_in", "Acknowledged in frame", Frame, None, 0, NONE, "The first peer datagram acknowledging this one";
    Q2AnalysisDelivery: "q2.analysis.reliable_delivery", "Reliable delivery time (s)", F32, None, 0, NONE, "On the first send of a reliable message: seconds until the peer acknowledged it";
    Q2AnalysisSends: "q2.analysis.reliable_sends", "Reliable sends", U32, Dec, 0, NONE, "How many times that reliable message was sent before it was acknowledged";
    Q2SvcLen: "q2.svc.len", "Message length", U32, Dec, 0, NONE, "Bytes of this server message, command byte included (sum it per svc with -z io,stat)";
    Q2ClcLen: "q2.clc.len", "Message length", U32, Dec, 0, NONE, "Bytes of this client message, command byte included (sum it per clc with -z io,stat)";
}

/// The netchan analysis fields (`codec::analysis`).
pub const ANALYSIS: crate::fields::AnalysisFields = crate::fields::AnalysisFields {
    tree: Q2Analysis,
    lost: Q2AnalysisLost,
    lost_captured: Q2AnalysisLostCaptured,
    out_of_order: Q2AnalysisOutOfOrder,
    duplicate: Q2AnalysisDuplicate,
    retransmission: Q2AnalysisRetransmission,
    choked: Some(Q2AnalysisChoked),
    rtt: Q2AnalysisRtt,
    acked_in: Q2AnalysisAckedIn,
    delivery: Q2AnalysisDelivery,
    sends: Q2AnalysisSends,
};
