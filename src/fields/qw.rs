//! QuakeWorld fields (`qw.*`): connectionless packets, netchan and the game messages of
//! protocol 28. FTE's extension fields live in `qw_fte`.
use super::{catalogue, Kind::*};

/// First field id of this protocol.
pub const BASE: u16 = 1000;

pub const SVC_NAMES: &[(u32, &str)] = &[
    (0, "svc_bad"),
    (1, "svc_nop"),
    (2, "svc_disconnect"),
    (3, "svc_updatestat"),
    (5, "svc_setview"),
    (6, "svc_sound"),
    (8, "svc_print"),
    (9, "svc_stufftext"),
    (10, "svc_setangle"),
    (11, "svc_serverdata"),
    (12, "svc_lightstyle"),
    (14, "svc_updatefrags"),
    (16, "svc_stopsound"),
    (19, "svc_damage"),
    (20, "svc_spawnstatic"),
    (21, "svc_fte_spawnstatic2"),
    (22, "svc_spawnbaseline"),
    (23, "svc_temp_entity"),
    (24, "svc_setpause"),
    (25, "svc_fte_splitscreenconfig"),
    (26, "svc_centerprint"),
    (27, "svc_killedmonster"),
    (28, "svc_foundsecret"),
    (29, "svc_spawnstaticsound"),
    (30, "svc_intermission"),
    (31, "svc_finale"),
    (32, "svc_cdtrack"),
    (33, "svc_sellscreen"),
    (34, "svc_smallkick"),
    (35, "svc_bigkick"),
    (36, "svc_updateping"),
    (37, "svc_updateentertime"),
    (38, "svc_updatestatlong"),
    (39, "svc_muzzleflash"),
    (40, "svc_updateuserinfo"),
    (41, "svc_download"),
    (42, "svc_playerinfo"),
    (43, "svc_nails"),
    (44, "svc_chokecount"),
    (45, "svc_modellist"),
    (46, "svc_soundlist"),
    (47, "svc_packetentities"),
    (48, "svc_deltapacketentities"),
    (49, "svc_maxspeed"),
    (50, "svc_entgravity"),
    (51, "svc_setinfo"),
    (52, "svc_serverinfo"),
    (53, "svc_updatepl"),
    (54, "svc_nails2"),
    (55, "svc_fte_soundextended"),
    (56, "svc_fte_soundlistshort"),
    (57, "svc_fte_lightstylecol"),
    (60, "svc_fte_modellistshort"),
    (63, "svc_fte_particle2"),
    (64, "svc_fte_particle3"),
    (65, "svc_fte_particle4"),
    (66, "svc_fte_spawnbaseline2"),
    (67, "svc_fte_customtempent"),
    (68, "svc_fte_choosesplitclient"),
    (69, "svc_fte_showpic"),
    (70, "svc_fte_hidepic"),
    (71, "svc_fte_movepic"),
    (72, "svc_fte_updatepic"),
    (74, "svc_fte_effect"),
    (75, "svc_fte_effect2"),
    (76, "svc_fte_csqcentities"),
    (77, "svc_fte_precache"),
    (78, "svc_fte_updatestatstring"),
    (79, "svc_fte_updatestatfloat"),
    (80, "svc_fte_trailparticles"),
    (81, "svc_fte_pointparticles"),
    (82, "svc_fte_pointparticles1"),
    (83, "svc_fte_cgamepacket"),
    (84, "svc_fte_voicechat"),
    (85, "svc_fte_setangledelta"),
    (86, "svc_fte_updateentities"),
    (87, "svc_fte_brushedit"),
    (88, "svc_fte_updateseats"),
    (89, "svc_fte_setinfoblob"),
    (90, "svc_fte_cgamepacket_sized"),
    (91, "svc_fte_temp_entity_sized"),
    (92, "svc_fte_csqcentities_sized"),
    (93, "svc_fte_setanglebase"),
    (94, "svc_fte_spawnstaticsound2"),
];

/// FTE svcfte_brushedit commands (gl_heightmap.c's hmcmd_*).
pub const BRUSHEDIT_NAMES: &[(u32, &str)] = &[
    (0, "brush delete"),
    (1, "brush insert"),
    (2, "prespawning"),
    (3, "prespawned"),
    (4, "patch insert"),
    (0x40, "entity edit"),
    (0x41, "entity remove"),
];

pub const CLC_NAMES: &[(u32, &str)] = &[
    (0, "clc_bad"),
    (1, "clc_nop"),
    (3, "clc_move"),
    (4, "clc_stringcmd"),
    (5, "clc_delta"),
    (6, "clc_tmove"),
    (7, "clc_upload"),
    (50, "clc_fte_ackframe"),
    (51, "clc_fte_ackdownloaddata"),
    (81, "clc_fte_qcrequest"),
    (82, "clc_fte_prydoncursor"),
    (83, "clc_fte_voicechat"),
    (84, "clc_fte_brushedit"),
    (85, "clc_fte_move"),
    (86, "clc_fte_stringcmd_seat"),
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
    (15, "STAT_ITEMS"),
    (16, "STAT_VIEWHEIGHT"),
    (17, "STAT_TIME"),
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
    (12, "BLOOD"),
    (13, "LIGHTNINGBLOOD"),
];

pub const PRINT_LEVELS: &[(u32, &str)] = &[(0, "low"), (1, "medium"), (2, "high"), (3, "chat")];
pub const DIRECTIONS: &[(u32, &str)] = &[(0, "client → server"), (1, "server → client")];
pub const OOB_KINDS: &[(u32, &str)] = &[
    (b'c' as u32, "S2C_CHALLENGE"),
    (b'j' as u32, "S2C_CONNECTION"),
    (b'n' as u32, "A2C_PRINT"),
    (b'k' as u32, "A2A_PING"),
    (b'l' as u32, "A2A_ACK"),
    (b'm' as u32, "A2A_NACK"),
    (b'e' as u32, "A2A_ECHO"),
    (b'B' as u32, "A2C_CLIENT_COMMAND"),
    (b'a' as u32, "S2M_HEARTBEAT"),
    (b'C' as u32, "S2M_SHUTDOWN"),
];
pub const DOWNLOAD_ERRORS: &[(u32, &str)] = &[
    (0xffff_ffff, "not found"),
    (0xffff_fffe, "permission denied"),
    (0xffff_fffd, "unknown error"),
    (0xffff_fffc, "redirect"),
    (0xffff_fffb, "redirect to package"),
];
const NONE: &[(u32, &str)] = &[];

catalogue! { BASE, TABLE;
    // ---- session ---------------------------------------------------------------------------
    QwDirection: "qw.direction", "Direction", U8, Dec, 0, DIRECTIONS, "Which side sent the datagram";
    QwSession: "qw.session", "Session", U32, Dec, 0, NONE, "Conversation index in this capture";
    QwExtensions: "qw.extensions", "Extensions in force", None, None, 0, NONE, "The negotiated extension words this datagram was decoded with";
    QwDialect: "qw.dialect", "Dialect", Str, None, 0, NONE, "Protocol 28 and the extensions that change the wire this datagram was read with, and where that comes from: negotiated (handshake or svc_serverdata) or inferred from how the datagrams parse when the capture has no handshake";
    QwDialectInferred: "qw.dialect.inferred", "Dialect inferred", Flag { bits: 0 }, None, 0, NONE, "The dialect was inferred from the traffic (the handshake is not in the capture), not negotiated";
    QwDialectFrame: "qw.dialect.frame", "Dialect decided in", Frame, None, 0, NONE, "The frame that negotiated the dialect, or the first frame it was inferred from";
    // ---- connectionless --------------------------------------------------------------------
    QwOobMarker: "qw.oob.marker", "Connectionless marker", U32, Hex, 0, NONE, "0xFFFFFFFF: an out-of-band packet";
    QwOobKind: "qw.oob.kind", "Kind", U8, Hex, 0, OOB_KINDS, "One-byte reply/command id";
    QwOobCommand: "qw.oob.command", "Command", Str, None, 0, NONE, "First word of a connectionless command";
    QwOobArgs: "qw.oob.args", "Arguments", Str, None, 0, NONE, "The rest of the command line";
    QwOobText: "qw.oob.text", "Text", Str, None, 0, NONE, "Text of a print, status or other reply";
    QwOobTerminator: "qw.oob.terminator", "Terminator", U8, Hex, 0, NONE, "Trailing NUL or newline";
    QwChallenge: "qw.challenge", "Challenge", I64, Dec, 0, NONE, "The server's challenge number";
    QwConnectProtocol: "qw.connect.protocol", "Protocol", U32, Dec, 0, NONE, "Protocol version the client connects with (28)";
    QwConnectQport: "qw.connect.qport", "Qport", U32, Dec, 0, NONE, "Client's qport (identifies it behind NAT)";
    QwConnectChallenge: "qw.connect.challenge", "Challenge", I64, Dec, 0, NONE, "Challenge echoed back to the server";
    QwConnectClientChallenge: "qw.connect.client_challenge", "Client challenge", Str, None, 0, NONE, "FTE's getchallenge arguments";
    QwUserinfo: "qw.userinfo", "Userinfo", Str, None, 0, NONE, "Info string (\\key\\value…)";
    QwInfoKey: "qw.info.key", "Key", Str, None, 0, NONE, "Info-string key";
    QwInfoValue: "qw.info.value", "Value", Str, None, 0, NONE, "Info-string value";
    QwExtLine: "qw.connect.ext_line", "Extension line", None, None, 0, NONE, "One `0x<key> 0x<value>` line after the userinfo";
    QwRconPassword: "qw.rcon.password", "Rcon password", Str, None, 0, NONE, "Password sent in clear text";
    QwRconCommand: "qw.rcon.command", "Rcon command", Str, None, 0, NONE, "Command to run on the server";
    QwStatusPlayer: "qw.status.player", "Player line", Str, None, 0, NONE, "userid frags time ping name skin top bottom";
    // ---- netchan ---------------------------------------------------------------------------
    QwSeqWord: "qw.seq_word", "Sequence word", U32, Hex, 0, NONE, "Outgoing sequence and reliable bit";
    QwSeq: "qw.seq", "Sequence", U32, Dec, 0, NONE, "Outgoing sequence (31 bits)";
    QwReliable: "qw.seq.reliable", "Reliable", Flag { bits: 32 }, None, 0x8000_0000, NONE, "This datagram carries the reliable message";
    QwStunBias: "qw.seq.stun_bias", "STUN bias", Flag { bits: 32 }, None, 0x4000_0000, NONE, "PEXT2_STUNAWARE: 0x40000000 added, words big-endian";
    QwAckWord: "qw.ack_word", "Ack word", U32, Hex, 0, NONE, "Last received sequence and reliable-ack bit";
    QwAck: "qw.ack", "Acknowledged sequence", U32, Dec, 0, NONE, "Last sequence received from the other side";
    QwAckReliable: "qw.ack.reliable", "Reliable ack", Flag { bits: 32 }, None, 0x8000_0000, NONE, "Even/odd bit: toggles when a reliable message is received";
    QwQport: "qw.qport", "Qport", U16, Dec, 0, NONE, "Client port id (client → server only)";
    QwFragWord: "qw.frag", "Fragment word", U16, Hex, 0, NONE, "FTE fragmentation: offset/4 and more-fragments bit (0: not fragmented)";
    QwFragOffset: "qw.frag.offset", "Fragment offset", U32, Dec, 0, NONE, "Offset of this fragment in the message";
    QwFragMore: "qw.frag.more", "More fragments", Flag { bits: 16 }, None, 0x1, NONE, "Another fragment follows";
    QwFragData: "qw.frag.data", "Fragment data", Bytes, None, 0, NONE, "Payload of one fragment (decoded where the message is complete)";
    QwFragments: "qw.fragments", "Message fragments", None, None, 0, NONE, "Fragments of a message";
    QwFragment: "qw.fragment", "Message fragment", Frame, None, 0, NONE, "One fragment";
    QwFragmentOverlap: "qw.fragment.overlap", "Fragment overlap", Flag { bits: 0 }, None, 0, NONE, "Fragment overlaps with other fragments";
    QwFragmentOverlapConflict: "qw.fragment.overlap.conflicts", "Conflicting data in fragment overlap", Flag { bits: 0 }, None, 0, NONE, "Overlapping fragments contained conflicting data";
    QwFragmentMultipleTails: "qw.fragment.multipletails", "Multiple tail fragments found", Flag { bits: 0 }, None, 0, NONE, "Several fragments claimed to end the message";
    QwFragmentTooLong: "qw.fragment.toolongfragment", "Fragment too long", Flag { bits: 0 }, None, 0, NONE, "Fragment contained data past the end of the message";
    QwFragmentError: "qw.fragment.error", "Defragmentation error", Frame, None, 0, NONE, "Defragmentation error due to illegal fragments";
    QwFragmentCount: "qw.fragment.count", "Fragment count", U32, Dec, 0, NONE, "Number of fragments";
    QwReassembledIn: "qw.reassembled.in", "Reassembled in", Frame, None, 0, NONE, "The frame in which this message is reassembled";
    QwReassembledLength: "qw.reassembled.length", "Reassembled length", U32, Dec, 0, NONE, "Length of the reassembled message";
    QwReassembledData: "qw.reassembled.data", "Reassembled data", Bytes, None, 0, NONE, "The reassembled message";
    QwRetransmission: "qw.retransmission", "Resends reliable of frame", Frame, None, 0, NONE, "The reliable message in this datagram was first sent in that frame";
    // ---- messages --------------------------------------------------------------------------
    QwMsg: "qw.msg", "Message", None, None, 0, NONE, "One svc/clc message";
    QwSvc: "qw.svc", "Server command", U8, Dec, 0, SVC_NAMES, "svc_* number";
    QwClc: "qw.clc", "Client command", U8, Dec, 0, CLC_NAMES, "clc_* number";
    QwOriginX: "qw.origin.x", "Origin x", F32, None, 0, NONE, "Coordinate";
    QwOriginY: "qw.origin.y", "Origin y", F32, None, 0, NONE, "Coordinate";
    QwOriginZ: "qw.origin.z", "Origin z", F32, None, 0, NONE, "Coordinate";
    QwAnglePitch: "qw.angle.pitch", "Pitch", F32, None, 0, NONE, "Angle in degrees";
    QwAngleYaw: "qw.angle.yaw", "Yaw", F32, None, 0, NONE, "Angle in degrees";
    QwAngleRoll: "qw.angle.roll", "Roll", F32, None, 0, NONE, "Angle in degrees";
    QwEntity: "qw.entity", "Entity", U32, Dec, 0, NONE, "Entity number";
    QwPlayer: "qw.player", "Player slot", U8, Dec, 0, NONE, "Player slot";
    QwStatIndex: "qw.stat.index", "Stat", U8, Dec, 0, STAT_NAMES, "STAT_* index";
    QwStatValue: "qw.stat.value", "Value", I32, Dec, 0, NONE, "Stat value";
    QwStatFloat: "qw.stat.float", "Value", F32, None, 0, NONE, "Stat value (float)";
    QwStatString: "qw.stat.string", "Value", Str, None, 0, NONE, "Stat value (string)";
    QwPrintLevel: "qw.print.level", "Print level", U8, Dec, 0, PRINT_LEVELS, "PRINT_*";
    QwPrint: "qw.print", "Text", Str, None, 0, NONE, "Console text";
    QwStufftext: "qw.stufftext", "Stuffed command", Str, None, 0, NONE, "Console command the client runs";
    QwCenterprint: "qw.centerprint", "Centerprint", Str, None, 0, NONE, "Centred text";
    QwFinale: "qw.finale", "Finale text", Str, None, 0, NONE, "Finale text";
    QwSdExt: "qw.serverdata.ext", "Extension word", None, None, 0, NONE, "Extension key and value before the protocol number";
    QwSdProtocol: "qw.serverdata.protocol", "Protocol", I32, Dec, 0, NONE, "Protocol version (28)";
    QwSdServercount: "qw.serverdata.servercount", "Server count", I32, Dec, 0, NONE, "Level counter echoed by the client";
    QwSdGamedir: "qw.serverdata.gamedir", "Game directory", Str, None, 0, NONE, "Game directory";
    QwSdDemotime: "qw.serverdata.demotime", "Demo time", F32, None, 0, NONE, "MVD stream: the demo's time where a client stream has the player number";
    QwSdPlayernum: "qw.serverdata.playernum", "Player number", U8, Dec, 0x7f, NONE, "This client's player slot";
    QwSdSpectator: "qw.serverdata.spectator", "Spectator", Flag { bits: 8 }, None, 0x80, NONE, "The client is a spectator";
    QwSdSeatsEnd: "qw.serverdata.seats_end", "End of seats", U8, Dec, 0, NONE, "PEXT_SPLITSCREEN without PEXT2_MAXPLAYERS: 128 after the seats' player numbers";
    QwSdMaxplayers: "qw.serverdata.maxplayers", "Max players", U8, Dec, 0, NONE, "PEXT2_MAXPLAYERS";
    QwSdSeats: "qw.serverdata.seats", "Seats", U8, Dec, 0, NONE, "Split-screen seats (PEXT2_MAXPLAYERS)";
    QwSdLevelname: "qw.serverdata.levelname", "Level name", Str, None, 0, NONE, "Level name";
    QwMvGravity: "qw.movevars.gravity", "Gravity", F32, None, 0, NONE, "Movevar";
    QwMvStopspeed: "qw.movevars.stopspeed", "Stop speed", F32, None, 0, NONE, "Movevar";
    QwMvMaxspeed: "qw.movevars.maxspeed", "Max speed", F32, None, 0, NONE, "Movevar";
    QwMvSpectatormaxspeed: "qw.movevars.spectatormaxspeed", "Spectator max speed", F32, None, 0, NONE, "Movevar";
    QwMvAccelerate: "qw.movevars.accelerate", "Accelerate", F32, None, 0, NONE, "Movevar";
    QwMvAiraccelerate: "qw.movevars.airaccelerate", "Air accelerate", F32, None, 0, NONE, "Movevar";
    QwMvWateraccelerate: "qw.movevars.wateraccelerate", "Water accelerate", F32, None, 0, NONE, "Movevar";
    QwMvFriction: "qw.movevars.friction", "Friction", F32, None, 0, NONE, "Movevar";
    QwMvWaterfriction: "qw.movevars.waterfriction", "Water friction", F32, None, 0, NONE, "Movevar";
    QwMvEntgravity: "qw.movevars.entgravity", "Entity gravity", F32, None, 0, NONE, "Movevar";
    QwLightstyleIndex: "qw.lightstyle.index", "Lightstyle", U8, Dec, 0, NONE, "Lightstyle index";
    QwLightstylePattern: "qw.lightstyle.pattern", "Pattern", Str, None, 0, NONE, "a–z brightness pattern";
    QwFrags: "qw.frags", "Frags", I16, Dec, 0, NONE, "Frag count";
    QwPing: "qw.ping", "Ping", I16, Dec, 0, NONE, "Milliseconds";
    QwEntertime: "qw.entertime", "Seconds ago", F32, None, 0, NONE, "Time since the player entered";
    QwPacketloss: "qw.packetloss", "Packet loss", U8, Dec, 0, NONE, "Percent";
    QwUserid: "qw.userid", "User id", I32, Dec, 0, NONE, "Server-assigned user id";
    QwSoundWord: "qw.sound.word", "Entity/channel word", U16, Hex, 0, NONE, "Flags, entity and channel";
    QwSoundFlagVolume: "qw.sound.flags.volume", "SND_VOLUME", Flag { bits: 16 }, None, 0x8000, NONE, "Volume byte follows";
    QwSoundFlagAttenuation: "qw.sound.flags.attenuation", "SND_ATTENUATION", Flag { bits: 16 }, None, 0x4000, NONE, "Attenuation byte follows";
    QwSoundEntity: "qw.sound.entity", "Entity", U16, Dec, 0, NONE, "Entity (bits 3-12)";
    QwSoundChannel: "qw.sound.channel", "Channel", U8, Dec, 0, NONE, "Channel (bits 0-2)";
    QwSoundVolume: "qw.sound.volume", "Volume", U8, Dec, 0, NONE, "0-255";
    QwSoundAttenuation: "qw.sound.attenuation", "Attenuation", U8, Dec, 0, NONE, "×64";
    QwSoundIndex: "qw.sound.index", "Sound", U16, Dec, 0, NONE, "Sound precache index";
    QwSoundName: "qw.sound.name", "Sound name", Str, None, 0, NONE, "Precached name of the sound";
    QwStopsound: "qw.stopsound", "Entity/channel", U16, Hex, 0, NONE, "entity<<3 | channel";
    QwDamageArmor: "qw.damage.armor", "Armor", U8, Dec, 0, NONE, "Damage taken by armour";
    QwDamageBlood: "qw.damage.blood", "Blood", U8, Dec, 0, NONE, "Damage taken by health";
    QwModel: "qw.model", "Model", U16, Dec, 0, NONE, "Model index";
    QwModelName: "qw.model.name", "Model name", Str, None, 0, NONE, "Precached name of the model";
    QwFrame: "qw.frame", "Frame", U8, Dec, 0, NONE, "Animation frame";
    QwColormap: "qw.colormap", "Colormap", U8, Dec, 0, NONE, "Colormap";
    QwSkin: "qw.skin", "Skin", U8, Dec, 0, NONE, "Skin";
    QwEffects: "qw.effects", "Effects", U8, Hex, 0, NONE, "EF_* bits";
    QwTeType: "qw.tent.type", "Temp entity", U8, Dec, 0, TE_NAMES, "TE_* type";
    QwTeCount: "qw.tent.count", "Count", U8, Dec, 0, NONE, "Particle count";
    QwTeEndX: "qw.tent.end.x", "End x", F32, None, 0, NONE, "Beam end";
    QwTeEndY: "qw.tent.end.y", "End y", F32, None, 0, NONE, "Beam end";
    QwTeEndZ: "qw.tent.end.z", "End z", F32, None, 0, NONE, "Beam end";
    QwPaused: "qw.paused", "Paused", U8, Dec, 0, NONE, "Pause state";
    QwCdtrack: "qw.cdtrack", "CD track", U8, Dec, 0, NONE, "Music track";
    QwSoundxFlags: "qw.soundx.flags", "Sound flags", U8, Hex, 0, NONE, "FTE soundextended: NetQuake's SND_* field mask with FTE's bits";
    QwSoundxFlagVolume: "qw.soundx.flags.volume", "SND_VOLUME", Flag { bits: 8 }, None, 0x01, NONE, "Volume byte present";
    QwSoundxFlagAttenuation: "qw.soundx.flags.attenuation", "SND_ATTENUATION", Flag { bits: 8 }, None, 0x02, NONE, "Attenuation byte present";
    QwSoundxFlagMore: "qw.soundx.flags.more", "FTESND_MOREFLAGS", Flag { bits: 8 }, None, 0x04, NONE, "More flags follow";
    QwSoundxFlagLargeEntity: "qw.soundx.flags.large_entity", "SND_LARGEENTITY", Flag { bits: 8 }, None, 0x08, NONE, "Entity word and channel byte";
    QwSoundxFlagLargeSound: "qw.soundx.flags.large_sound", "SND_LARGESOUND", Flag { bits: 8 }, None, 0x10, NONE, "u16 sound index";
    QwSoundxFlagSpeed: "qw.soundx.flags.speed", "DPSND_SPEEDUSHORT4000", Flag { bits: 8 }, None, 0x20, NONE, "u16 speed ×4000 follows";
    QwSoundxFlagTimeofs: "qw.soundx.flags.timeofs", "FTESND_TIMEOFS", Flag { bits: 8 }, None, 0x40, NONE, "s16 time offset in ms follows";
    QwSoundxFlagPitch: "qw.soundx.flags.pitch", "FTESND_PITCHADJ", Flag { bits: 8 }, None, 0x80, NONE, "u8 pitch percent follows";
    QwSoundxMoreFlags: "qw.soundx.more_flags", "More flags", U64, Hex, 0, NONE, "FTESND_MOREFLAGS: channel flags (prefix varint)";
    QwSoundxPitch: "qw.soundx.pitch", "Pitch", U8, Dec, 0, NONE, "Percent";
    QwSoundxTimeofs: "qw.soundx.timeofs", "Time offset", I16, Dec, 0, NONE, "Milliseconds";
    QwSoundxVelocity: "qw.soundx.velocity", "Velocity", I16, Dec, 0, NONE, "Units/s ×8";
    QwSoundxSpeed: "qw.soundx.speed", "Speed", U16, Dec, 0, NONE, "×4000";
    QwSoundxEntChannel: "qw.soundx.entchan", "Entity and channel", U16, Hex, 0, NONE, "entity<<3 | channel";
    QwSoundxEntity: "qw.soundx.entity", "Entity", U32, Dec, 0, NONE, "Entity the sound comes from";
    QwLightstyleColFlags: "qw.lightstyle.colour_flags", "Colour flags", U8, Hex, 0, NONE, "FTE lightstylecol: bits 0-2 r/g/b on (bit 7: tints as shorts follow), bit 6 a high index byte follows";
    QwLightstyleIndexHigh: "qw.lightstyle.index_high", "Index high byte", U8, Dec, 0, NONE, "FTE lightstylecol: bits 8-15 of the style index";
    QwLightstyleTint: "qw.lightstyle.tint", "Tint", I16, Dec, 0, NONE, "FTE lightstylecol: r, g or b ×1024";
    QwSoundAttenuationStatic: "qw.sound.static_attenuation", "Attenuation", U8, Dec, 0, NONE, "Static sound attenuation";
    QwMaxspeed: "qw.maxspeed", "Max speed", F32, None, 0, NONE, "Player max speed";
    QwEntgravity: "qw.entgravity", "Entity gravity", F32, None, 0, NONE, "Player gravity factor";
    QwKey: "qw.key", "Key", Str, None, 0, NONE, "Info key";
    QwValue: "qw.value", "Value", Str, None, 0, NONE, "Info value";
    QwChoke: "qw.choke", "Choked packets", U8, Dec, 0, NONE, "Packets the server did not send";
    QwListStart: "qw.list.start", "Start index", U16, Dec, 0, NONE, "Names already sent before this message: its first name has precache index start+1";
    QwListName: "qw.list.name", "Name", Str, None, 0, NONE, "Precache name";
    QwListEnd: "qw.list.end", "End of list", Str, None, 0, NONE, "Empty string ending the names";
    QwListNext: "qw.list.next", "Next index", U8, Dec, 0, NONE, "Index to ask for next (0: complete)";
    QwPrecacheIndex: "qw.precache.index", "Precache word", U16, Hex, 0, NONE, "Index; bits 14-15 are the type";
    QwPrecacheName: "qw.precache.name", "Name", Str, None, 0, NONE, "Precached name";
    QwDlSize: "qw.download.size", "Size", I16, Dec, 0, NONE, "Bytes in this block (-1: not found)";
    QwDlPercent: "qw.download.percent", "Percent", U8, Dec, 0, NONE, "Progress";
    QwDlData: "qw.download.data", "Data", Bytes, None, 0, NONE, "File data";
    QwDlChunk: "qw.download.chunk", "Chunk", I32, Dec, 0, NONE, "Chunk number (-1: a header follows)";
    QwDlTotal: "qw.download.total", "Total size", I32, Dec, 0, DOWNLOAD_ERRORS, "File size, or a negative error";
    QwDlName: "qw.download.name", "File name", Str, None, 0, NONE, "File being downloaded";
    QwSetangleDelta: "qw.setangledelta", "Angle delta", I16, Dec, 0, NONE, "Added to the view angle";
    QwSeats: "qw.seats", "Seats", U8, Dec, 0, NONE, "Split-screen seat count";
    QwSized: "qw.sized.length", "Length", U16, Dec, 0, NONE, "Payload size";
    QwSizedData: "qw.sized.data", "Payload", Bytes, None, 0, NONE, "Payload";
    QwBlobOffset: "qw.blob.offset", "Offset word", U32, Hex, 0, NONE, "isfinal<<31 | offset";
    QwBlobData: "qw.blob.data", "Chunk", Bytes, None, 0, NONE, "Blob data";
    QwRaw: "qw.raw", "Raw bytes", Bytes, None, 0, NONE, "Bytes of a message whose layout is opaque (voice, csqc)";
    // ---- FTE messages read from fteqw's client parser only (no capture has them yet) ---------
    QwPicZone: "qw.pic.zone", "Zone", U8, Dec, 0, NONE, "FTE showpic/movepic: screen anchor (SL_ORG_*)";
    QwPicName: "qw.pic.name", "Name", Str, None, 0, NONE, "FTE showpic: the picture's handle";
    QwPicImage: "qw.pic.image", "Image", Str, None, 0, NONE, "FTE showpic/updatepic: image file";
    QwPicX: "qw.pic.x", "X", I16, Dec, 0, NONE, "FTE showpic/movepic: position";
    QwPicY: "qw.pic.y", "Y", I16, Dec, 0, NONE, "FTE showpic/movepic: position";
    QwParticleEntity: "qw.particles.entity", "Entity", U32, Dec, 0, NONE, "FTE trailparticles: entity the trail belongs to";
    QwParticleEffect: "qw.particles.effect", "Effect", U16, Dec, 0, NONE, "FTE particle effect index (particleeffectnum)";
    QwParticleDirX: "qw.particles.dir.x", "Velocity x", F32, None, 0, NONE, "FTE pointparticles: direction";
    QwParticleDirY: "qw.particles.dir.y", "Velocity y", F32, None, 0, NONE, "FTE pointparticles: direction";
    QwParticleDirZ: "qw.particles.dir.z", "Velocity z", F32, None, 0, NONE, "FTE pointparticles: direction";
    QwParticleCount: "qw.particles.count", "Count", U16, Dec, 0, NONE, "FTE pointparticles: particle count";
    QwVoiceSender: "qw.voice.sender", "Sender", U8, Dec, 0, NONE, "FTE voicechat: player slot who spoke";
    QwVoiceGen: "qw.voice.gen", "Codec and generation", U8, Hex, 0, NONE, "FTE voicechat: codec << 4 | generation";
    QwVoiceSeq: "qw.voice.seq", "Sequence", U8, Dec, 0, NONE, "FTE voicechat: frame sequence";
    QwVoiceData: "qw.voice.data", "Voice data", Bytes, None, 0, NONE, "FTE voicechat: encoded audio";
    QwCsqcEntity: "qw.csqc.entity", "CSQC entity", U32, Dec, 0, NONE, "FTE csqcentities_sized: entity number (bit 15 of the word: remove)";
    QwCsqcRemove: "qw.csqc.remove", "Remove", U8, Dec, 0, NONE, "FTE csqcentities_sized: 1 when the entity is removed";
    QwBaseAngleFlags: "qw.baseangle.flags", "Flags", U8, Hex, 0, NONE, "FTE setanglebase: bits 0-2 which angles follow, bit 3 locks the view";
    QwBaseAngle: "qw.baseangle", "Base angle", I16, Dec, 0, NONE, "FTE setanglebase: new base angle (short angle units)";
    QwCsqcData: "qw.csqc.data", "CSQC data", Bytes, None, 0, NONE, "FTE csqcentities/cgamepacket without sizes: the rest of the message, whose length only the client's CSQC program knows";
    QwH2Particle: "qw.h2particle", "Hexen II particles", None, None, 0, NONE, "FTE particle2/3/4 (PEXT_HEXEN2): Hexen II particle effects";
    QwH2ParticleMin: "qw.h2particle.min", "Velocity min", F32, None, 0, NONE, "FTE particle2: lowest random velocity (x, y, z)";
    QwH2ParticleMax: "qw.h2particle.max", "Velocity max", F32, None, 0, NONE, "FTE particle2: highest random velocity (x, y, z)";
    QwH2ParticleBox: "qw.h2particle.box", "Box", U8, Dec, 0, NONE, "FTE particle3: size of the box the particles fill (x, y, z)";
    QwH2ParticleRadius: "qw.h2particle.radius", "Radius", U8, Dec, 0, NONE, "FTE particle4: radius of the sphere the particles fill";
    QwH2ParticleColour: "qw.h2particle.colour", "Colour", I16, Dec, 0, NONE, "FTE particle2/3/4: palette colour";
    QwH2ParticleCount: "qw.h2particle.count", "Count", U8, Dec, 0, NONE, "FTE particle2/3/4: particle count";
    QwH2ParticleEffect: "qw.h2particle.effect", "Effect", U8, Dec, 0, NONE, "FTE particle2/3/4: Hexen II particle type (255 in particle4: explosion)";
    QwCtentType: "qw.ctent.type", "Type", U8, Dec, 0, NONE, "FTE customtempent: registered effect type (255: a registration follows)";
    QwCtentDefine: "qw.ctent.define", "Defines type", U8, Dec, 0, NONE, "FTE customtempent registration: the type being defined";
    QwCtentStyle: "qw.ctent.netstyle", "Net style", U8, Hex, 0, NONE, "FTE customtempent: CTE_* bits saying what each spawn of this type carries";
    QwCtentStyleKnown: "qw.ctent.netstyle.known", "Net style (registered)", U8, Hex, 0, NONE, "FTE customtempent spawn: the CTE_* bits its type was registered with earlier in the capture";
    QwCtentEffect: "qw.ctent.effect", "Particle effect", Str, None, 0, NONE, "FTE customtempent registration: particle effect name";
    QwCtentStain: "qw.ctent.stain", "Stain", I8, Dec, 0, NONE, "FTE customtempent registration: stain colour (r, g, b)";
    QwCtentStainRadius: "qw.ctent.stain.radius", "Stain radius", U8, Dec, 0, NONE, "FTE customtempent registration: stain radius";
    QwCtentGlow: "qw.ctent.glow", "Light colour", U8, Dec, 0, NONE, "FTE customtempent registration: dynamic light colour (r, g, b; 255 = 1.0)";
    QwCtentGlowRadius: "qw.ctent.glow.radius", "Light radius", U8, Dec, 0, NONE, "FTE customtempent registration: dynamic light radius";
    QwCtentGlowTime: "qw.ctent.glow.time", "Light time", U8, Dec, 0, NONE, "FTE customtempent registration: dynamic light duration (sixteenths of a second)";
    QwCtentFade: "qw.ctent.glow.fade", "Light fade", U8, Dec, 0, NONE, "FTE customtempent registration: per-channel fade (r, g, b; 64 = 1.0)";
    QwCtentId: "qw.ctent.id", "Persistent id", U16, Hex, 0, NONE, "FTE customtempent spawn of a persistent type: id (bit 15: remove it)";
    QwCtentCount: "qw.ctent.count", "Count", U8, Dec, 0, NONE, "FTE customtempent spawn: particle count";
    QwCtentVelX: "qw.ctent.velocity.x", "Velocity x", F32, None, 0, NONE, "FTE customtempent spawn: velocity";
    QwCtentVelY: "qw.ctent.velocity.y", "Velocity y", F32, None, 0, NONE, "FTE customtempent spawn: velocity";
    QwCtentVelZ: "qw.ctent.velocity.z", "Velocity z", F32, None, 0, NONE, "FTE customtempent spawn: velocity";
    QwCtentDir: "qw.ctent.dir", "Direction", U8, Dec, 0, NONE, "FTE customtempent spawn: direction (index into the 162 vertex normals)";
    QwSplitSeat: "qw.split.seat", "Seat", U8, Dec, 0, NONE, "FTE choosesplitclient: the splitscreen seat the next message is for";
    QwEffectModel: "qw.effect.model", "Model", U16, Dec, 0, NONE, "FTE effect/effect2: sprite/model precache index";
    QwEffectStartFrame: "qw.effect.startframe", "Start frame", U16, Dec, 0, NONE, "FTE effect/effect2: first frame";
    QwEffectFrameCount: "qw.effect.framecount", "Frame count", U8, Dec, 0, NONE, "FTE effect/effect2: frames to play";
    QwEffectFrameRate: "qw.effect.framerate", "Frame rate", U8, Dec, 0, NONE, "FTE effect/effect2: frames per second";
    QwBrushModel: "qw.brush.model", "Model", U16, Dec, 0, NONE, "FTE brushedit: model precache index whose brushes change";
    QwBrushCmd: "qw.brush.cmd", "Command", U8, Hex, 0, BRUSHEDIT_NAMES, "FTE brushedit: hmcmd_* command";
    QwBrushId: "qw.brush.id", "Id", U32, Dec, 0, NONE, "FTE brushedit: brush, patch or map entity id";
    QwBrushContents: "qw.brush.contents", "Contents", U32, Hex, 0, NONE, "FTE brushedit: CONTENTS_* bits";
    QwBrushPlanes: "qw.brush.planes", "Planes", U32, Dec, 0, NONE, "FTE brushedit: plane count";
    QwBrushFace: "qw.brush.face", "Face", None, None, 0, NONE, "FTE brushedit: one plane and its texture";
    QwBrushTexture: "qw.brush.texture", "Texture", Str, None, 0, NONE, "FTE brushedit: shader name";
    QwBrushPlane: "qw.brush.plane", "Plane", F32, None, 0, NONE, "FTE brushedit: plane normal x, y, z and distance";
    QwBrushTexDir: "qw.brush.texdir", "Texture axis", F32, None, 0, NONE, "FTE brushedit: s then t texture axis (x, y, z, offset)";
    QwBrushPatchWidth: "qw.brush.patch.width", "Control points wide", U16, Dec, 0, NONE, "FTE brushedit patch: control points across";
    QwBrushPatchHeight: "qw.brush.patch.height", "Control points high", U16, Dec, 0, NONE, "FTE brushedit patch: control points down";
    QwBrushPatchFlags: "qw.brush.patch.flags", "Colour flags", U8, Hex, 0, NONE, "FTE brushedit patch: bits 0-3 say which of r, g, b, a each vertex carries";
    QwBrushPatchSubdiv: "qw.brush.patch.subdiv", "Subdivisions", I16, Dec, 0, NONE, "FTE brushedit patch: subdivisions across, down";
    QwBrushPatchVertex: "qw.brush.patch.vertex", "Control point", None, None, 0, NONE, "FTE brushedit patch: one control point";
    QwBrushPatchValue: "qw.brush.patch.value", "Value", F32, None, 0, NONE, "FTE brushedit patch control point: x, y, z, s, t, then the colours its flags say";
    QwBrushEntity: "qw.brush.entity", "Entity fields", Str, None, 0, NONE, "FTE brushedit entity edit: the map entity's key/value text";
    QwStaticSoundFlags: "qw.staticsound.flags", "Flags", U8, Hex, 0, NONE, "FTE spawnstaticsound2: bit 0, a 16-bit (or ULEB128) sound index";
    // ---- playerinfo ------------------------------------------------------------------------
    QwPi: "qw.pi", "Player info", None, None, 0, NONE, "svc_playerinfo";
    QwPiFlags: "qw.pi.flags", "Flags", U32, Hex, 0, NONE, "PF_* bits";
    QwDfFlags: "qw.df.flags", "MVD flags", U16, Hex, 0, NONE, "DF_* bits of an MVD stream's svc_playerinfo";
    QwDfOrigin1: "qw.df.origin1", "DF_ORIGIN x", Flag { bits: 16 }, None, 0x1, NONE, "origin x follows";
    QwDfOrigin2: "qw.df.origin2", "DF_ORIGIN y", Flag { bits: 16 }, None, 0x2, NONE, "origin y follows";
    QwDfOrigin3: "qw.df.origin3", "DF_ORIGIN z", Flag { bits: 16 }, None, 0x4, NONE, "origin z follows";
    QwDfAngles1: "qw.df.angles1", "DF_ANGLES pitch", Flag { bits: 16 }, None, 0x8, NONE, "pitch follows (angle16)";
    QwDfAngles2: "qw.df.angles2", "DF_ANGLES yaw", Flag { bits: 16 }, None, 0x10, NONE, "yaw follows (angle16)";
    QwDfAngles3: "qw.df.angles3", "DF_ANGLES roll", Flag { bits: 16 }, None, 0x20, NONE, "roll follows (angle16)";
    QwDfEffects: "qw.df.effects", "DF_EFFECTS", Flag { bits: 16 }, None, 0x40, NONE, "effects follow";
    QwDfSkinnum: "qw.df.skinnum", "DF_SKINNUM", Flag { bits: 16 }, None, 0x80, NONE, "skin follows";
    QwDfDead: "qw.df.dead", "DF_DEAD", Flag { bits: 16 }, None, 0x100, NONE, "the player is dead";
    QwDfGib: "qw.df.gib", "DF_GIB", Flag { bits: 16 }, None, 0x200, NONE, "the player is gibbed";
    QwDfWeaponframe: "qw.df.weaponframe", "DF_WEAPONFRAME", Flag { bits: 16 }, None, 0x400, NONE, "weapon frame follows";
    QwDfModel: "qw.df.model", "DF_MODEL", Flag { bits: 16 }, None, 0x800, NONE, "model follows";
    QwPfMsec: "qw.pf.msec", "PF_MSEC", Flag { bits: 32 }, None, 0x1, NONE, "msec follows";
    QwPfCommand: "qw.pf.command", "PF_COMMAND", Flag { bits: 32 }, None, 0x2, NONE, "usercmd follows";
    QwPfVelocity1: "qw.pf.velocity1", "PF_VELOCITY1", Flag { bits: 32 }, None, 0x4, NONE, "velocity x follows";
    QwPfVelocity2: "qw.pf.velocity2", "PF_VELOCITY2", Flag { bits: 32 }, None, 0x8, NONE, "velocity y follows";
    QwPfVelocity3: "qw.pf.velocity3", "PF_VELOCITY3", Flag { bits: 32 }, None, 0x10, NONE, "velocity z follows";
    QwPfModel: "qw.pf.model", "PF_MODEL", Flag { bits: 32 }, None, 0x20, NONE, "model follows";
    QwPfSkinnum: "qw.pf.skinnum", "PF_SKINNUM", Flag { bits: 32 }, None, 0x40, NONE, "skin follows";
    QwPfEffects: "qw.pf.effects", "PF_EFFECTS", Flag { bits: 32 }, None, 0x80, NONE, "effects follow";
    QwPfWeaponframe: "qw.pf.weaponframe", "PF_WEAPONFRAME", Flag { bits: 32 }, None, 0x100, NONE, "weaponframe follows";
    QwPfDead: "qw.pf.dead", "PF_DEAD", Flag { bits: 32 }, None, 0x200, NONE, "dead";
    QwPfGib: "qw.pf.gib", "PF_GIB", Flag { bits: 32 }, None, 0x400, NONE, "gibbed";
    QwPfBit11: "qw.pf.nograv", "PF_NOGRAV / PM type bit 0", Flag { bits: 32 }, None, 0x800, NONE, "id: no gravity; FTE/ZQuake: PM type bit";
    QwPfBit12: "qw.pf.pmc1", "PM type bit 1", Flag { bits: 32 }, None, 0x1000, NONE, "FTE/ZQuake PM type";
    QwPfBit13: "qw.pf.pmc2", "PM type bit 2", Flag { bits: 32 }, None, 0x2000, NONE, "FTE/ZQuake PM type";
    QwPfBit14: "qw.pf.onground", "PF_ONGROUND / PF_HULLSIZE_Z", Flag { bits: 32 }, None, 0x4000, NONE, "On ground (hull size with FTE's PEXT_HULLSIZE)";
    QwPfBit15: "qw.pf.solid", "PF_SOLID / PF_EXTRA_PFS", Flag { bits: 32 }, None, 0x8000, NONE, "Solid (a third flags byte with FTE's extensions)";
    QwPfScale: "qw.pf.scale", "PF_SCALE", Flag { bits: 32 }, None, 0x10000, NONE, "scale follows";
    QwPfTrans: "qw.pf.trans", "PF_TRANS", Flag { bits: 32 }, None, 0x20000, NONE, "alpha follows";
    QwPfFatness: "qw.pf.fatness", "PF_FATNESS", Flag { bits: 32 }, None, 0x40000, NONE, "fatness follows";
    QwPfColourmod: "qw.pf.colourmod", "PF_COLOURMOD", Flag { bits: 32 }, None, 0x80000, NONE, "colour tint follows";
    QwPiMsec: "qw.pi.msec", "Msec", U8, Dec, 0, NONE, "How long ago the command ran";
    QwPiVelocityX: "qw.pi.velocity.x", "Velocity x", I16, Dec, 0, NONE, "Units per second";
    QwPiVelocityY: "qw.pi.velocity.y", "Velocity y", I16, Dec, 0, NONE, "Units per second";
    QwPiVelocityZ: "qw.pi.velocity.z", "Velocity z", I16, Dec, 0, NONE, "Units per second";
    QwPiWeaponframe: "qw.pi.weaponframe", "Weapon frame", U8, Dec, 0, NONE, "Weapon frame";
    QwPiExtra: "qw.pi.extra", "Extension value", U8, Dec, 0, NONE, "Scale, alpha, fatness, hull or colour byte";
    // ---- usercmd ---------------------------------------------------------------------------
    QwCmd: "qw.cmd", "Usercmd", None, None, 0, NONE, "Delta-compressed user command";
    QwCmdBits: "qw.cmd.bits", "CM bits", U8, Hex, 0, NONE, "Which fields follow";
    QwCmAngle1: "qw.cm.angle1", "CM_ANGLE1", Flag { bits: 8 }, None, 0x01, NONE, "pitch";
    QwCmAngle3: "qw.cm.angle3", "CM_ANGLE3", Flag { bits: 8 }, None, 0x02, NONE, "roll";
    QwCmForward: "qw.cm.forward", "CM_FORWARD", Flag { bits: 8 }, None, 0x04, NONE, "forward move";
    QwCmSide: "qw.cm.side", "CM_SIDE", Flag { bits: 8 }, None, 0x08, NONE, "side move";
    QwCmUp: "qw.cm.up", "CM_UP", Flag { bits: 8 }, None, 0x10, NONE, "up move";
    QwCmButtons: "qw.cm.buttons", "CM_BUTTONS", Flag { bits: 8 }, None, 0x20, NONE, "buttons";
    QwCmImpulse: "qw.cm.impulse", "CM_IMPULSE", Flag { bits: 8 }, None, 0x40, NONE, "impulse";
    QwCmAngle2: "qw.cm.angle2", "CM_ANGLE2", Flag { bits: 8 }, None, 0x80, NONE, "yaw";
    QwCmdPitch: "qw.cmd.pitch", "Pitch", F32, None, 0, NONE, "Degrees (wire: angle16)";
    QwCmdYaw: "qw.cmd.yaw", "Yaw", F32, None, 0, NONE, "Degrees (wire: angle16)";
    QwCmdRoll: "qw.cmd.roll", "Roll", F32, None, 0, NONE, "Degrees (wire: angle16)";
    QwCmdForward: "qw.cmd.forward", "Forward", I16, Dec, 0, NONE, "Forward move";
    QwCmdSide: "qw.cmd.side", "Side", I16, Dec, 0, NONE, "Side move";
    QwCmdUp: "qw.cmd.up", "Up", I16, Dec, 0, NONE, "Up move";
    QwCmdButtons: "qw.cmd.buttons", "Buttons", U8, Hex, 0, NONE, "Button bits";
    QwCmdImpulse: "qw.cmd.impulse", "Impulse", U8, Dec, 0, NONE, "Impulse";
    QwCmdMsec: "qw.cmd.msec", "Msec", U8, Dec, 0, NONE, "Milliseconds this command covers";
    QwMoveChecksum: "qw.move.checksum", "Checksum", U8, Hex, 0, NONE, "CRC byte over the move and the sequence";
    QwMoveChecksumGood: "qw.move.checksum.good", "Checksum good", Flag { bits: 0 }, None, 0, NONE, "Whether the checksum matches";
    QwMoveSeat: "qw.move.seat", "Split-screen seat", U8, Dec, 0, NONE, "FTE split screen: a further clc_move in the datagram is this seat's (three usercmds, no checksum or loss)";
    QwStringcmdSeat: "qw.stringcmd.seat", "Seat", U8, Dec, 0, NONE, "FTE clcfte_stringcmd_seat: the split-screen seat the command is for";
    QwMoveLoss: "qw.move.loss", "Packet loss", U8, Dec, 0, NONE, "Percent";
    QwDeltaSeq: "qw.delta", "Delta from", U8, Dec, 0, NONE, "Sequence (low 8 bits) the client wants entity deltas from";
    QwAckframe: "qw.ackframe", "Acked frame", I32, Dec, 0, NONE, "clcfte_ackframe";
    QwStringcmd: "qw.stringcmd", "Command", Str, None, 0, NONE, "Console command sent to the server";
    QwUploadSize: "qw.upload.size", "Size", I16, Dec, 0, NONE, "Bytes";
    QwUploadPercent: "qw.upload.percent", "Percent", U8, Dec, 0, NONE, "Progress";
    QwUploadData: "qw.upload.data", "Data", Bytes, None, 0, NONE, "Upload data";
    // ---- packet entities -------------------------------------------------------------------
    QwPeFrom: "qw.pe.from", "Delta from", U8, Dec, 0, NONE, "Sequence (low 8 bits) of the frame this one deltas from";
    QwPeFromFrame: "qw.pe.from_frame", "Delta from frame", Frame, None, 0, NONE, "The datagram that carried the from-frame";
    QwPeEntry: "qw.ent", "Entity", None, None, 0, NONE, "One entity of a packetentities list";
    QwPeWord: "qw.pe.word", "Bits and number", U16, Hex, 0, NONE, "U_* bits 9-15 and entity number bits 0-8";
    QwUOrigin1: "qw.u.origin1", "U_ORIGIN1", Flag { bits: 16 }, None, 0x0200, NONE, "origin x";
    QwUOrigin2: "qw.u.origin2", "U_ORIGIN2", Flag { bits: 16 }, None, 0x0400, NONE, "origin y";
    QwUOrigin3: "qw.u.origin3", "U_ORIGIN3", Flag { bits: 16 }, None, 0x0800, NONE, "origin z";
    QwUAngle2: "qw.u.angle2", "U_ANGLE2", Flag { bits: 16 }, None, 0x1000, NONE, "yaw";
    QwUFrame: "qw.u.frame", "U_FRAME", Flag { bits: 16 }, None, 0x2000, NONE, "frame";
    QwURemove: "qw.u.remove", "U_REMOVE", Flag { bits: 16 }, None, 0x4000, NONE, "remove the entity";
    QwUMorebits: "qw.u.morebits", "U_MOREBITS", Flag { bits: 16 }, None, 0x8000, NONE, "another bits byte follows";
    QwPeMore: "qw.pe.more", "More bits", U8, Hex, 0, NONE, "Second U_* byte";
    QwUAngle1: "qw.u.angle1", "U_ANGLE1", Flag { bits: 8 }, None, 0x01, NONE, "pitch";
    QwUAngle3: "qw.u.angle3", "U_ANGLE3", Flag { bits: 8 }, None, 0x02, NONE, "roll";
    QwUModel: "qw.u.model", "U_MODEL", Flag { bits: 8 }, None, 0x04, NONE, "model";
    QwUColormap: "qw.u.colormap", "U_COLORMAP", Flag { bits: 8 }, None, 0x08, NONE, "colormap";
    QwUSkin: "qw.u.skin", "U_SKIN", Flag { bits: 8 }, None, 0x10, NONE, "skin";
    QwUEffects: "qw.u.effects", "U_EFFECTS", Flag { bits: 8 }, None, 0x20, NONE, "effects";
    QwUSolid: "qw.u.solid", "U_SOLID", Flag { bits: 8 }, None, 0x40, NONE, "solid (no data)";
    QwUEvenmore: "qw.u.evenmore", "U_EVENMORE", Flag { bits: 8 }, None, 0x80, NONE, "FTE: an extension byte follows";
    QwPeEvenmore: "qw.pe.evenmore", "FTE bits", U16, Hex, 0, NONE, "FTE's U_EVENMORE/U_YETMORE bytes";
    QwUScale: "qw.u.scale", "U_SCALE", Flag { bits: 16 }, None, 0x0001, NONE, "scale";
    QwUTrans: "qw.u.trans", "U_TRANS", Flag { bits: 16 }, None, 0x0002, NONE, "alpha";
    QwUFatness: "qw.u.fatness", "U_FATNESS", Flag { bits: 16 }, None, 0x0004, NONE, "fatness";
    QwUModeldbl: "qw.u.modeldbl", "U_MODELDBL", Flag { bits: 16 }, None, 0x0008, NONE, "model index + 256 (or a 16-bit model)";
    QwUUnused1: "qw.u.unused1", "U_UNUSED1", Flag { bits: 16 }, None, 0x0010, NONE, "unused";
    QwUEntitydbl: "qw.u.entitydbl", "U_ENTITYDBL", Flag { bits: 16 }, None, 0x0020, NONE, "entity + 512";
    QwUEntitydbl2: "qw.u.entitydbl2", "U_ENTITYDBL2", Flag { bits: 16 }, None, 0x0040, NONE, "entity + 1024";
    QwUYetmore: "qw.u.yetmore", "U_YETMORE", Flag { bits: 16 }, None, 0x0080, NONE, "another extension byte follows";
    QwUDrawflags: "qw.u.drawflags", "U_DRAWFLAGS", Flag { bits: 16 }, None, 0x0100, NONE, "draw flags";
    QwUAbslight: "qw.u.abslight", "U_ABSLIGHT", Flag { bits: 16 }, None, 0x0200, NONE, "absolute light";
    QwUColourmod: "qw.u.colourmod", "U_COLOURMOD", Flag { bits: 16 }, None, 0x0400, NONE, "colour tint";
    QwUDpflags: "qw.u.dpflags", "U_DPFLAGS", Flag { bits: 16 }, None, 0x0800, NONE, "DP render flags";
    QwUTaginfo: "qw.u.taginfo", "U_TAGINFO", Flag { bits: 16 }, None, 0x1000, NONE, "tag entity and index";
    QwULight: "qw.u.light", "U_LIGHT", Flag { bits: 16 }, None, 0x2000, NONE, "light";
    QwUEffects16: "qw.u.effects16", "U_EFFECTS16", Flag { bits: 16 }, None, 0x4000, NONE, "high effects byte";
    QwUFarmore: "qw.u.farmore", "U_FARMORE", Flag { bits: 16 }, None, 0x8000, NONE, "unused by the client";
    QwPeExtra: "qw.pe.extra", "Extension value", U8, Dec, 0, NONE, "Scale, alpha, fatness, draw flags, light or effects byte";
    QwPeExtra16: "qw.pe.extra16", "Extension value", I16, Dec, 0, NONE, "Tag or light value";
    QwRes: "qw.ent.resolved", "Resolved state", None, None, 0, NONE, "Entity state after applying this delta to its from-frame or baseline";
    QwResModel: "qw.ent.resolved.model", "Model", U16, Dec, 0, NONE, "Resolved";
    QwResModelName: "qw.ent.resolved.model_name", "Model name", Str, None, 0, NONE, "Resolved";
    QwResFrame: "qw.ent.resolved.frame", "Frame", U8, Dec, 0, NONE, "Resolved";
    QwResColormap: "qw.ent.resolved.colormap", "Colormap", U8, Dec, 0, NONE, "Resolved";
    QwResSkin: "qw.ent.resolved.skin", "Skin", U8, Dec, 0, NONE, "Resolved";
    QwResEffects: "qw.ent.resolved.effects", "Effects", U16, Hex, 0, NONE, "Resolved";
    QwResOriginX: "qw.ent.resolved.origin.x", "Origin x", F32, None, 0, NONE, "Resolved";
    QwResOriginY: "qw.ent.resolved.origin.y", "Origin y", F32, None, 0, NONE, "Resolved";
    QwResOriginZ: "qw.ent.resolved.origin.z", "Origin z", F32, None, 0, NONE, "Resolved";
    QwResPitch: "qw.ent.resolved.angle.pitch", "Pitch", F32, None, 0, NONE, "Resolved";
    QwResYaw: "qw.ent.resolved.angle.yaw", "Yaw", F32, None, 0, NONE, "Resolved";
    QwResRoll: "qw.ent.resolved.angle.roll", "Roll", F32, None, 0, NONE, "Resolved";
    QwResCount: "qw.pe.entities", "Entities in frame", U32, Dec, 0, NONE, "Entities visible after this frame is applied";
    // ---- nails -----------------------------------------------------------------------------
    QwNailCount: "qw.nails.count", "Count", U8, Dec, 0, NONE, "Projectiles";
    QwNail: "qw.nail", "Projectile", Bytes, None, 0, NONE, "6 (or 7) packed bytes";
    QwNailNumber: "qw.nail.number", "Number", U8, Dec, 0, NONE, "Projectile number (nails2)";
    QwNailX: "qw.nail.x", "x", F32, None, 0, NONE, "12 bits ×2 − 4096";
    QwNailY: "qw.nail.y", "y", F32, None, 0, NONE, "12 bits ×2 − 4096";
    QwNailZ: "qw.nail.z", "z", F32, None, 0, NONE, "12 bits ×2 − 4096";
    QwNailPitch: "qw.nail.pitch", "Pitch", F32, None, 0, NONE, "4 bits × 360/16";
    QwNailYaw: "qw.nail.yaw", "Yaw", F32, None, 0, NONE, "8 bits × 360/256";
    QwAnalysis: "qw.analysis", "Netchan analysis", None, None, 0, NONE, "Sequence analysis of this datagram (as tcp.analysis): present only when it has something to say";
    QwAnalysisLost: "qw.analysis.lost", "Datagrams missing before this one", U32, Dec, 0, NONE, "Sequences of this direction skipped just before this datagram (lost on the network or by the capture)";
    QwAnalysisLostCaptured: "qw.analysis.lost_captured", "Of which the peer acknowledged", U32, Dec, 0, NONE, "Missing datagrams the peer acknowledged: they were delivered, the capture dropped them";
    QwAnalysisOutOfOrder: "qw.analysis.out_of_order", "Out of order", None, None, 0, NONE, "Sent before a datagram of this direction already seen, and not seen before itself";
    QwAnalysisDuplicate: "qw.analysis.duplicate", "Duplicate of frame", Frame, None, 0, NONE, "Same sequence as an earlier datagram: the frame of its first copy";
    QwAnalysisRetransmission: "qw.analysis.retransmission", "Retransmission of frame", Frame, None, 0, NONE, "Reliable data first sent in that frame, sent again because no acknowledgement had come";
    QwAnalysisChoked: "qw.analysis.choked", "Server frames choked", U32, Dec, 0, NONE, "Server frames not sent to this client before this one (rate limit: QW svc_chokecount, Q2 svc_frame suppress count)";
    QwAnalysisRtt: "qw.analysis.rtt", "Round-trip time (s)", F32, None, 0, NONE, "Seconds from this datagram to the first peer datagram acknowledging it";
    QwAnalysisAckedIn: "qw.analysis.acked_in", "Acknowledged in frame", Frame, None, 0, NONE, "The first peer datagram acknowledging this one";
    QwAnalysisDelivery: "qw.analysis.reliable_delivery", "Reliable delivery time (s)", F32, None, 0, NONE, "On the first send of a reliable message: seconds until the peer acknowledged it";
    QwAnalysisSends: "qw.analysis.reliable_sends", "Reliable sends", U32, Dec, 0, NONE, "How many times that reliable message was sent before it was acknowledged";
    QwSvcLen: "qw.svc.len", "Message length", U32, Dec, 0, NONE, "Bytes of this server message, command byte included (sum it per svc with -z io,stat)";
    QwClcLen: "qw.clc.len", "Message length", U32, Dec, 0, NONE, "Bytes of this client message, command byte included (sum it per clc with -z io,stat)";
}

/// The netchan analysis fields (`codec::analysis`).
pub const ANALYSIS: crate::fields::AnalysisFields = crate::fields::AnalysisFields {
    tree: QwAnalysis,
    lost: QwAnalysisLost,
    lost_captured: QwAnalysisLostCaptured,
    out_of_order: QwAnalysisOutOfOrder,
    duplicate: QwAnalysisDuplicate,
    retransmission: QwAnalysisRetransmission,
    choked: Some(QwAnalysisChoked),
    rtt: QwAnalysisRtt,
    acked_in: QwAnalysisAckedIn,
    delivery: QwAnalysisDelivery,
    sends: QwAnalysisSends,
};
