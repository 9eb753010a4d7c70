//! Quake II rerelease fields (`q2.*`, protocol 2023 and the 2022 demo protocol): the messages
//! and bits the rerelease added to the Quake II catalogue. A table of its own so that the
//! 34/35/36 catalogue keeps its ids.
use super::{catalogue, Kind::*};

/// First field id of this table (the 34/35/36 table starts at 2000).
pub const BASE: u16 = 2600;

pub const RR_SVC_NAMES: &[(u32, &str)] = &[
    (21, "svc_splitclient"),
    (22, "svc_configblast"),
    (23, "svc_spawnbaselineblast"),
    (24, "svc_level_restart"),
    (25, "svc_damage"),
    (26, "svc_locprint"),
    (27, "svc_fog"),
    (28, "svc_waitingforplayers"),
    (29, "svc_bot_chat"),
    (30, "svc_poi"),
    (31, "svc_help_path"),
    (32, "svc_muzzleflash3"),
    (33, "svc_achievement"),
];
pub const LOC_LEVELS: &[(u32, &str)] = &[
    (0, "low"),
    (1, "medium"),
    (2, "high"),
    (3, "chat"),
    (4, "typewriter"),
    (5, "center"),
    (6, "tts"),
];
pub const RR_PM_TYPES: &[(u32, &str)] = &[
    (0, "normal"),
    (1, "grapple"),
    (2, "noclip"),
    (3, "spectator"),
    (4, "dead"),
    (5, "gib"),
    (6, "freeze"),
];
const NONE: &[(u32, &str)] = &[];

catalogue! { BASE, TABLE;
    // ---- connectionless ----------------------------------------------------------------------
    Q2OobNumSplit: "q2.oob.num_split", "Split-screen players", U32, Dec, 0, NONE, "connect 2023: number of players on this client";
    Q2OobSocial: "q2.oob.social", "Social id", Str, None, 0, NONE, "connect 2023: one player's social identifier";
    Q2OobExtTag: "q2.oob.ext.tag", "Extension", Str, None, 0, NONE, "FTE's extensions: a four-letter tag (FRAG, DTLS…) in the binary trailer after a challenge's NUL, or named by the hexadecimal key of a `0x<key> <value>` line after connect's userinfo";
    Q2OobExtValue: "q2.oob.ext.value", "Extension value", U32, DecHex, 0, NONE, "FTE's extensions: the tag's value (little-endian in a challenge's trailer, a number in a connect line; FRAG: the MTU)";

    // ---- serverdata / seats ------------------------------------------------------------------
    Q2SdTickrate: "q2.sd.tickrate", "Tick rate", U8, Dec, 0, NONE, "2023: server frames per second";
    Q2SdSplitCount: "q2.sd.split_count", "Split-screen players", I16, Dec, 0, NONE, "2023, player number -2: how many player numbers follow";
    Q2SdSplitPlayernum: "q2.sd.split_playernum", "Split-screen player number", I16, Dec, 0, NONE, "2023: one split-screen player's slot";
    Q2Seat: "q2.seat", "Seat", U8, Dec, 0, NONE, "2023 svc_splitclient / clc_stringcmd (and, generated, a split-screen clc_move's seat): split-screen player, 1-based";
    Q2PsSeat: "q2.ps.seat", "Seat", U8, Dec, 0, NONE, "2023 svc_frame: which split-screen player this player state is (0-based)";

    // ---- blasts ------------------------------------------------------------------------------
    Q2BlastCompressed: "q2.blast.compressed_len", "Compressed length", U16, Dec, 0, NONE, "svc_configblast / svc_spawnbaselineblast: zlib bytes";
    Q2BlastLen: "q2.blast.len", "Uncompressed length", U16, Dec, 0, NONE, "Announced size after decompression";
    Q2BlastData: "q2.blast.data", "Compressed data", Bytes, None, 0, NONE, "zlib stream (decoded in its own data source)";
    Q2BlastInflated: "q2.blast.inflated", "Decompressed blast", None, None, 0, NONE, "The configstrings or baselines inside a blast";

    // ---- new svc bodies ------------------------------------------------------------------------
    Q2DamageCount: "q2.damage.count", "Indicators", U8, Dec, 0, NONE, "svc_damage: number of indicators";
    Q2Damage: "q2.damage.encoded", "Damage", U8, Hex, 0, NONE, "One packed indicator";
    Q2DamageAmount: "q2.damage.amount", "Damage / 3", U8, Dec, 0x1f, NONE, "Damage divided by 3";
    Q2DamageHealth: "q2.damage.health", "Health", Flag { bits: 8 }, None, 0x20, NONE, "Damage to health (red)";
    Q2DamageArmor: "q2.damage.armor", "Armor", Flag { bits: 8 }, None, 0x40, NONE, "Damage to armor (white)";
    Q2DamageShield: "q2.damage.shield", "Power shield", Flag { bits: 8 }, None, 0x80, NONE, "Damage to the power shield (green)";
    Q2DamageDir: "q2.damage.dir", "Direction", U8, Dec, 0, NONE, "Index into the 162 vertex normals";
    Q2LocFlags: "q2.locprint.flags", "Flags", U8, Hex, 0, NONE, "svc_locprint: print level and flags";
    Q2LocLevel: "q2.locprint.level", "Print level", U8, Dec, 0x07, LOC_LEVELS, "PRINT_* level";
    Q2LocBroadcast: "q2.locprint.broadcast", "Broadcast", Flag { bits: 8 }, None, 0x08, NONE, "To every split-screen seat";
    Q2LocNoNotify: "q2.locprint.no_notify", "No notify", Flag { bits: 8 }, None, 0x10, NONE, "Not in the notify area";
    Q2LocBase: "q2.locprint.base", "Format", Str, None, 0, NONE, "Localisation key / fmt format string";
    Q2LocNumArgs: "q2.locprint.num_args", "Arguments", U8, Dec, 0, NONE, "Number of arguments";
    Q2LocArg: "q2.locprint.arg", "Argument", Str, None, 0, NONE, "One format argument";
    Q2FogBits: "q2.fog.bits", "Fog bits", U16, Hex, 0, NONE, "svc_fog: which values follow (second byte with MORE_BITS)";
    Q2FogBDensity: "q2.fog.bits.density", "DENSITY", Flag { bits: 16 }, None, 1 << 0, NONE, "Density and sky factor follow";
    Q2FogBR: "q2.fog.bits.r", "R", Flag { bits: 16 }, None, 1 << 1, NONE, "Red follows";
    Q2FogBG: "q2.fog.bits.g", "G", Flag { bits: 16 }, None, 1 << 2, NONE, "Green follows";
    Q2FogBB: "q2.fog.bits.b", "B", Flag { bits: 16 }, None, 1 << 3, NONE, "Blue follows";
    Q2FogBTime: "q2.fog.bits.time", "TIME", Flag { bits: 16 }, None, 1 << 4, NONE, "Transition time follows";
    Q2FogBHfFalloff: "q2.fog.bits.height_falloff", "HEIGHTFOG_FALLOFF", Flag { bits: 16 }, None, 1 << 5, NONE, "Height-fog falloff follows";
    Q2FogBHfDensity: "q2.fog.bits.height_density", "HEIGHTFOG_DENSITY", Flag { bits: 16 }, None, 1 << 6, NONE, "Height-fog density follows";
    Q2FogBMore: "q2.fog.bits.more", "MORE_BITS", Flag { bits: 16 }, None, 1 << 7, NONE, "A second bits byte follows";
    Q2FogBStartR: "q2.fog.bits.start_r", "HEIGHTFOG_START_R", Flag { bits: 16 }, None, 1 << 8, NONE, "Height-fog start red follows";
    Q2FogBStartG: "q2.fog.bits.start_g", "HEIGHTFOG_START_G", Flag { bits: 16 }, None, 1 << 9, NONE, "Height-fog start green follows";
    Q2FogBStartB: "q2.fog.bits.start_b", "HEIGHTFOG_START_B", Flag { bits: 16 }, None, 1 << 10, NONE, "Height-fog start blue follows";
    Q2FogBStartDist: "q2.fog.bits.start_dist", "HEIGHTFOG_START_DIST", Flag { bits: 16 }, None, 1 << 11, NONE, "Height-fog start distance follows";
    Q2FogBEndR: "q2.fog.bits.end_r", "HEIGHTFOG_END_R", Flag { bits: 16 }, None, 1 << 12, NONE, "Height-fog end red follows";
    Q2FogBEndG: "q2.fog.bits.end_g", "HEIGHTFOG_END_G", Flag { bits: 16 }, None, 1 << 13, NONE, "Height-fog end green follows";
    Q2FogBEndB: "q2.fog.bits.end_b", "HEIGHTFOG_END_B", Flag { bits: 16 }, None, 1 << 14, NONE, "Height-fog end blue follows";
    Q2FogBEndDist: "q2.fog.bits.end_dist", "HEIGHTFOG_END_DIST", Flag { bits: 16 }, None, 1 << 15, NONE, "Height-fog end distance follows";
    Q2FogDensity: "q2.fog.density", "Density", F32, None, 0, NONE, "Global fog density";
    Q2FogSkyFactor: "q2.fog.skyfactor", "Sky factor", U8, Dec, 0, NONE, "How much the sky is fogged (/255)";
    Q2FogR: "q2.fog.r", "Red", U8, Dec, 0, NONE, "Fog colour (/255)";
    Q2FogG: "q2.fog.g", "Green", U8, Dec, 0, NONE, "Fog colour (/255)";
    Q2FogB: "q2.fog.b", "Blue", U8, Dec, 0, NONE, "Fog colour (/255)";
    Q2FogTime: "q2.fog.time", "Time", U16, Dec, 0, NONE, "Transition time (ms)";
    Q2FogHfFalloff: "q2.fog.height.falloff", "Height falloff", F32, None, 0, NONE, "Height-fog falloff";
    Q2FogHfDensity: "q2.fog.height.density", "Height density", F32, None, 0, NONE, "Height-fog density";
    Q2FogStartR: "q2.fog.height.start.r", "Start red", U8, Dec, 0, NONE, "Height-fog start colour";
    Q2FogStartG: "q2.fog.height.start.g", "Start green", U8, Dec, 0, NONE, "Height-fog start colour";
    Q2FogStartB: "q2.fog.height.start.b", "Start blue", U8, Dec, 0, NONE, "Height-fog start colour";
    Q2FogStartDist: "q2.fog.height.start.dist", "Start distance", I32, Dec, 0, NONE, "Height-fog start distance";
    Q2FogEndR: "q2.fog.height.end.r", "End red", U8, Dec, 0, NONE, "Height-fog end colour";
    Q2FogEndG: "q2.fog.height.end.g", "End green", U8, Dec, 0, NONE, "Height-fog end colour";
    Q2FogEndB: "q2.fog.height.end.b", "End blue", U8, Dec, 0, NONE, "Height-fog end colour";
    Q2FogEndDist: "q2.fog.height.end.dist", "End distance", I32, Dec, 0, NONE, "Height-fog end distance";
    Q2WaitingCount: "q2.waiting.count", "Players waited for", U8, Dec, 0, NONE, "svc_waitingforplayers: players still to join (0: all in)";
    Q2BotName: "q2.botchat.name", "Bot", Str, None, 0, NONE, "svc_bot_chat: bot name";
    Q2BotClient: "q2.botchat.client", "Client", U16, Dec, 0, NONE, "Player addressed (256: none)";
    Q2BotText: "q2.botchat.text", "Text", Str, None, 0, NONE, "Localisation string";
    Q2PoiKey: "q2.poi.key", "Key", U16, Dec, 0, NONE, "svc_poi: only one POI per non-zero key";
    Q2PoiTime: "q2.poi.time", "Time", U16, Dec, 0, NONE, "Lifetime (0: forever, 65535: remove)";
    Q2PoiPosX: "q2.poi.pos.x", "Position X", F32, None, 0, NONE, "POI position";
    Q2PoiPosY: "q2.poi.pos.y", "Position Y", F32, None, 0, NONE, "POI position";
    Q2PoiPosZ: "q2.poi.pos.z", "Position Z", F32, None, 0, NONE, "POI position";
    Q2PoiImage: "q2.poi.image", "Image", U16, Dec, 0, NONE, "Index into CS_IMAGES";
    Q2PoiColor: "q2.poi.color", "Palette index", U8, Dec, 0, NONE, "Tint";
    Q2PoiFlags: "q2.poi.flags", "Flags", U8, Hex, 0, NONE, "POI_FLAG_* bits";
    Q2PoiHideOnAim: "q2.poi.flags.hide_on_aim", "HIDE_ON_AIM", Flag { bits: 8 }, None, 0x01, NONE, "Hide when aimed at";
    Q2HelpStart: "q2.helppath.start", "Start", U8, Dec, 0, NONE, "svc_help_path: first point of the path";
    Q2HelpPosX: "q2.helppath.pos.x", "Position X", F32, None, 0, NONE, "Compass path point";
    Q2HelpPosY: "q2.helppath.pos.y", "Position Y", F32, None, 0, NONE, "Compass path point";
    Q2HelpPosZ: "q2.helppath.pos.z", "Position Z", F32, None, 0, NONE, "Compass path point";
    Q2HelpDir: "q2.helppath.dir", "Direction", U8, Dec, 0, NONE, "Index into the 162 vertex normals";
    Q2Mz3Flash: "q2.mz3.flash", "Monster flash", U16, Dec, 0, NONE, "svc_muzzleflash3: 16-bit index into the monster muzzle-flash table";
    Q2Achievement: "q2.achievement", "Achievement", Str, None, 0, NONE, "svc_achievement: achievement id";

    // ---- svc_sound -----------------------------------------------------------------------------
    Q2SndFExplicitPos: "q2.sound.flags.explicit_pos", "SND_EXPLICIT_POS", Flag { bits: 8 }, None, 0x20, NONE, "2023: always use the position, not the entity's";
    Q2SndFLargeEnt: "q2.sound.flags.large_ent", "SND_LARGE_ENT", Flag { bits: 8 }, None, 0x40, NONE, "2023: entity/channel is 32-bit";
    Q2SndFReserved: "q2.sound.flags.reserved", "Reserved", Flag { bits: 8 }, None, 0x80, NONE, "2023: unused";

    // ---- entities ------------------------------------------------------------------------------
    Q2EntUEffects64: "q2.u.effects64", "U_EFFECTS64", Flag { bits: 32 }, None, 1 << 29, NONE, "2023: low 32 effect bits follow, then the high part";
    Q2EntUInstance: "q2.u_hi.instance", "U_INSTANCE", Flag { bits: 8 }, None, 1 << 1, NONE, "2023: instance bits follow";
    Q2EntUOwner: "q2.u_hi.owner", "U_OWNER", Flag { bits: 8 }, None, 1 << 2, NONE, "2023: owner follows";
    Q2EntUOldFrame: "q2.u_hi.oldframe", "U_OLDFRAME", Flag { bits: 8 }, None, 1 << 3, NONE, "2023: old frame follows";
    Q2EntUHiUnused: "q2.u_hi.unused", "Unused bits", U8, Hex, 0xf0, NONE, "2023: bits 36-39 (none defined)";
    Q2EntEffectsHi: "q2.ent.effects_hi", "Effects 32-63", U32, Hex, 0, NONE, "2023 with U_EFFECTS64: the high effect bits";
    Q2RrEfDualfire: "q2.ent.effects_hi.dualfire", "EF_DUALFIRE", Flag { bits: 32 }, None, 1 << 0, NONE, "Rerelease effects bit 32: Dualfire damage colour shell";
    Q2RrEfHologram: "q2.ent.effects_hi.hologram", "EF_HOLOGRAM", Flag { bits: 32 }, None, 1 << 1, NONE, "Rerelease effects bit 33: N64 hologram";
    Q2RrEfFlashlight: "q2.ent.effects_hi.flashlight", "EF_FLASHLIGHT", Flag { bits: 32 }, None, 1 << 2, NONE, "Rerelease effects bit 34: Projected flashlight (players)";
    Q2RrEfBarrelExploding: "q2.ent.effects_hi.barrel_exploding", "EF_BARREL_EXPLODING", Flag { bits: 32 }, None, 1 << 3, NONE, "Rerelease effects bit 35: Exploding barrel";
    Q2RrEfTeleporter2: "q2.ent.effects_hi.teleporter2", "EF_TELEPORTER2", Flag { bits: 32 }, None, 1 << 4, NONE, "Rerelease effects bit 36: N64 teleporter";
    Q2RrEfGrenadeLight: "q2.ent.effects_hi.grenade_light", "EF_GRENADE_LIGHT", Flag { bits: 32 }, None, 1 << 5, NONE, "Rerelease effects bit 37: Grenade light";
    Q2RrRfNoOriginLerp: "q2.ent.renderfx.no_origin_lerp", "RF_NO_ORIGIN_LERP", Flag { bits: 32 }, None, 1 << 6, NONE, "Rerelease: No origin interpolation (34: RF_FRAMELERP)";
    Q2RrRfNoshadow: "q2.ent.renderfx.noshadow", "RF_NOSHADOW", Flag { bits: 32 }, None, 1 << 13, NONE, "Rerelease: No shadow";
    Q2RrRfCastshadow: "q2.ent.renderfx.castshadow", "RF_CASTSHADOW", Flag { bits: 32 }, None, 1 << 14, NONE, "Rerelease: Casts a shadow";
    Q2RrRfShellLiteGreen: "q2.ent.renderfx.shell_lite_green", "RF_SHELL_LITE_GREEN", Flag { bits: 32 }, None, 1 << 19, NONE, "Rerelease: Light green shell";
    Q2RrRfCustomLight: "q2.ent.renderfx.custom_light", "RF_CUSTOM_LIGHT", Flag { bits: 32 }, None, 1 << 20, NONE, "Rerelease: Custom point light (frame: radius, skin: colour)";
    Q2RrRfFlare: "q2.ent.renderfx.flare", "RF_FLARE", Flag { bits: 32 }, None, 1 << 21, NONE, "Rerelease: Flare";
    Q2RrRfOldFrameLerp: "q2.ent.renderfx.old_frame_lerp", "RF_OLD_FRAME_LERP", Flag { bits: 32 }, None, 1 << 22, NONE, "Rerelease: Lerp from the state's old frame";
    Q2RrRfDotShadow: "q2.ent.renderfx.dot_shadow", "RF_DOT_SHADOW", Flag { bits: 32 }, None, 1 << 23, NONE, "Rerelease: Blob shadow";
    Q2RrRfLowPriority: "q2.ent.renderfx.low_priority", "RF_LOW_PRIORITY", Flag { bits: 32 }, None, 1 << 24, NONE, "Rerelease: Low-priority scene entity";
    Q2RrRfNoLod: "q2.ent.renderfx.no_lod", "RF_NO_LOD", Flag { bits: 32 }, None, 1 << 25, NONE, "Rerelease: Never LOD";
    Q2RrRfStairStep: "q2.ent.renderfx.stair_step", "RF_STAIR_STEP", Flag { bits: 32 }, None, 1 << 26, NONE, "Rerelease: Stair-step smoothing (monsters)";
    Q2EntSoundVolume: "q2.ent.sound.has_volume", "Volume follows", Flag { bits: 16 }, None, 0x4000, NONE, "2023: loop volume byte follows";
    Q2EntSoundAttenuation: "q2.ent.sound.has_attenuation", "Attenuation follows", Flag { bits: 16 }, None, 0x8000, NONE, "2023: loop attenuation byte follows";
    Q2EntInstance: "q2.ent.instance", "Instance bits", U8, Hex, 0, NONE, "2023: which split-screen seats see this entity";
    Q2EntOwner: "q2.ent.owner", "Owner", I16, Dec, 0, NONE, "2023: owning entity";
    Q2EntOldFrame: "q2.ent.old_frame", "Old frame", U16, Dec, 0, NONE, "2023: frame to lerp from";

    // ---- player state --------------------------------------------------------------------------
    Q2PsFDamageBlend: "q2.ps.flags.damage_blend", "PS_DAMAGE_BLEND", Flag { bits: 32 }, None, 1 << 16, NONE, "2023: damage blend follows";
    Q2PsFTeamId: "q2.ps.flags.team_id", "PS_TEAM_ID", Flag { bits: 32 }, None, 1 << 17, NONE, "2023: team id follows";
    Q2PsFUnused: "q2.ps.flags.unused", "Unused bits", U32, Hex, 0xfffc_0000, NONE, "2023: bits 18-31 of the second flags word (none defined)";
    Q2PsPmTypeRr: "q2.ps.pm_type_rr", "pm_type", U8, Dec, 0, RR_PM_TYPES, "2023 movement type";
    Q2PsPmfOnLadder: "q2.ps.pm_flags.on_ladder", "PMF_ON_LADDER", Flag { bits: 16 }, None, 0x80, NONE, "2023: on a ladder";
    Q2PsPmfNoAngular: "q2.ps.pm_flags.no_angular_prediction", "PMF_NO_ANGULAR_PREDICTION", Flag { bits: 16 }, None, 0x100, NONE, "2023: no angle prediction";
    Q2PsPmfIgnorePlayers: "q2.ps.pm_flags.ignore_player_collision", "PMF_IGNORE_PLAYER_COLLISION", Flag { bits: 16 }, None, 0x200, NONE, "2023: pass through players";
    Q2PsPmfTimeTrick: "q2.ps.pm_flags.time_trick", "PMF_TIME_TRICK", Flag { bits: 16 }, None, 0x400, NONE, "2023: pm_time is a trick jump";
    Q2PsViewHeight: "q2.ps.viewheight", "View height", I8, Dec, 0, NONE, "2023: pmove view height (added to view offset Z); Q2rePRO: last, behind PS_RR_VIEWHEIGHT (kept apart)";
    Q2PsGunSkin: "q2.ps.gunskin", "Gun skin", U16, Dec, 0xe000, NONE, "2023: top 3 bits of the gun index word";
    Q2PsGunBits: "q2.ps.gunbits", "Gun bits", U16, Hex, 0xfe00, NONE, "2023: top 7 bits of the gun frame word";
    Q2PsGbOffX: "q2.ps.gunbits.offset_x", "GUNBIT_OFFSET_X", Flag { bits: 16 }, None, 1 << 9, NONE, "Gun offset X follows";
    Q2PsGbOffY: "q2.ps.gunbits.offset_y", "GUNBIT_OFFSET_Y", Flag { bits: 16 }, None, 1 << 10, NONE, "Gun offset Y follows";
    Q2PsGbOffZ: "q2.ps.gunbits.offset_z", "GUNBIT_OFFSET_Z", Flag { bits: 16 }, None, 1 << 11, NONE, "Gun offset Z follows";
    Q2PsGbAngX: "q2.ps.gunbits.angles_x", "GUNBIT_ANGLES_X", Flag { bits: 16 }, None, 1 << 12, NONE, "Gun pitch follows";
    Q2PsGbAngY: "q2.ps.gunbits.angles_y", "GUNBIT_ANGLES_Y", Flag { bits: 16 }, None, 1 << 13, NONE, "Gun yaw follows";
    Q2PsGbAngZ: "q2.ps.gunbits.angles_z", "GUNBIT_ANGLES_Z", Flag { bits: 16 }, None, 1 << 14, NONE, "Gun roll follows";
    Q2PsGbRate: "q2.ps.gunbits.gunrate", "GUNBIT_GUNRATE", Flag { bits: 16 }, None, 1 << 15, NONE, "Gun rate follows";
    Q2PsGunRate: "q2.ps.gunrate", "Gun rate", U8, Dec, 0, NONE, "2023, Q2rePRO: weapon animation rate (Hz)";
    Q2PsStatBitsHi: "q2.ps.statbits_hi", "Stat bits 32-63", U32, Hex, 0, NONE, "2023: which of stats 32-63 follow";
    Q2PsDmgBlendR: "q2.ps.damage_blend.r", "Damage blend red", U8, Dec, 0, NONE, "/255";
    Q2PsDmgBlendG: "q2.ps.damage_blend.g", "Damage blend green", U8, Dec, 0, NONE, "/255";
    Q2PsDmgBlendB: "q2.ps.damage_blend.b", "Damage blend blue", U8, Dec, 0, NONE, "/255";
    Q2PsDmgBlendA: "q2.ps.damage_blend.a", "Damage blend alpha", U8, Dec, 0, NONE, "/255";
    Q2PsTeamId: "q2.ps.team_id", "Team id", U8, Dec, 0, NONE, "2023: team";

    // ---- client messages -----------------------------------------------------------------------
    Q2CmdForwardF: "q2.cmd.forwardmove", "Forward move", F32, None, 0, NONE, "2023: forward speed (float)";
    Q2CmdSideF: "q2.cmd.sidemove", "Side move", F32, None, 0, NONE, "2023: side speed (float)";
    Q2CmdSequence: "q2.cmd.sequence", "Command sequence", I32, Dec, 0, NONE, "2023 (FTE): CM_IMPULSE repurposed as a 32-bit sequence";
    Q2CmdBtnHolster: "q2.cmd.buttons.holster", "BUTTON_HOLSTER", Flag { bits: 8 }, None, 0x04, NONE, "2023: +holster";
    Q2CmdBtnJump: "q2.cmd.buttons.jump", "BUTTON_JUMP", Flag { bits: 8 }, None, 0x08, NONE, "2023: jump (replaces upmove)";
    Q2CmdBtnCrouch: "q2.cmd.buttons.crouch", "BUTTON_CROUCH", Flag { bits: 8 }, None, 0x10, NONE, "2023: crouch (replaces upmove)";
    Q2CmdBtnUnused: "q2.cmd.buttons.unused", "Unused buttons", U8, Hex, 0x60, NONE, "2023: bits 5-6";

    // ---- Q2rePRO (protocol 1038) ----------------------------------------------------------------
    Q2SdFlagGame3Compat: "q2.sd.flags.game3_compat", "GAME3_COMPAT", Flag { bits: 16 }, None, 0x8000, NONE, "Q2rePRO: the server runs a protocol-3 game library (Q2PRO configstrings and game)";
    Q2PsFRrViewHeight: "q2.ps.flags.rr_viewheight", "PS_RR_VIEWHEIGHT", Flag { bits: 32 }, None, 1 << 15, NONE, "Q2rePRO: the view height byte follows (bit 15, no PS_MOREBITS)";
    Q2PsEGunRate: "q2.ps.extra.gunrate", "EPS_GUNRATE", Flag { bits: 8 }, None, 1 << 7, NONE, "Q2rePRO: gun rate follows";
    Q2MoveDups: "q2.move.dups", "Duplicate frames", U8, Dec, 0, NONE, "Q2rePRO batched move: extra frames (a byte of its own, not packed into the command)";
}
