//! DarkPlaces fields on NetQuake (`nq.dp.*`): the DP5–DP8 protocols (3502–3505): svc/clc numbers
//! 35–62 with DarkPlaces meanings, DP clientdata, EntityFrame5 entity updates, the DP clc_move.
//! Values whose meaning is the classic one (origins, angles, sounds) use the `nq.*` fields.
use super::{catalogue, Kind::*};

/// First field id of this catalogue (nq_fte ends below 800, qw starts at 1000).
pub const BASE: u16 = 800;

pub const DP_SVC_NAMES: &[(u32, &str)] = &[
    (35, "svc_showlmp"),
    (36, "svc_hidelmp"),
    (37, "svc_skybox"),
    (50, "svc_downloaddata"),
    (51, "svc_updatestatubyte"),
    (52, "svc_effect"),
    (53, "svc_effect2"),
    (54, "svc_precache"),
    (55, "svc_spawnbaseline2"),
    (56, "svc_spawnstatic2"),
    (57, "svc_entities"),
    (58, "svc_csqcentities"),
    (59, "svc_spawnstaticsound2"),
    (60, "svc_trailparticles"),
    (61, "svc_pointparticles"),
    (62, "svc_pointparticles1"),
];
/// DP5's active weapon: the progs' `weapon`, an IT_* bit sent whole in a short (NetQuake's byte
/// loses IT_AXE).
pub const DP_ACTIVE_WEAPONS: &[(u32, &str)] = &[
    (1, "IT_SHOTGUN"),
    (2, "IT_SUPER_SHOTGUN"),
    (4, "IT_NAILGUN"),
    (8, "IT_SUPER_NAILGUN"),
    (16, "IT_GRENADE_LAUNCHER"),
    (32, "IT_ROCKET_LAUNCHER"),
    (64, "IT_LIGHTNING"),
    (128, "IT_SUPER_LIGHTNING"),
    (4096, "IT_AXE"),
];
pub const DP_CLC_NAMES: &[(u32, &str)] = &[(50, "clc_ackframe"), (51, "clc_ackdownloaddata")];
pub const DP_TE_NAMES: &[(u32, &str)] = &[
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
    (16, "EXPLOSION3"),
    (17, "LIGHTNING4NEH"),
    (50, "BLOOD"),
    (51, "SPARK"),
    (52, "BLOODSHOWER"),
    (53, "EXPLOSIONRGB"),
    (54, "PARTICLECUBE"),
    (55, "PARTICLERAIN"),
    (56, "PARTICLESNOW"),
    (57, "GUNSHOTQUAD"),
    (58, "SPIKEQUAD"),
    (59, "SUPERSPIKEQUAD"),
    (70, "EXPLOSIONQUAD"),
    (72, "SMALLFLASH"),
    (73, "CUSTOMFLASH"),
    (74, "FLAMEJET"),
    (75, "PLASMABURN"),
    (76, "TEI_G3"),
    (77, "TEI_SMOKE"),
    (78, "TEI_BIGEXPLOSION"),
    (79, "TEI_PLASMAHIT"),
];
pub const ANIM_NAMES: &[(u32, &str)] = &[
    (0, "1 frame"),
    (1, "2 blended frames"),
    (2, "3 blended frames"),
    (3, "4 blended frames"),
    (4, "skeleton"),
];
const NONE: &[(u32, &str)] = &[];

catalogue! { BASE, TABLE;
    // ---- command bytes with DarkPlaces meanings ------------------------------------------------
    NqDpSvc: "nq.dp.svc", "DarkPlaces server command", U8, Dec, 0, DP_SVC_NAMES, "svc_* command byte of the DarkPlaces range (35–62); 1–34 are nq.svc";
    NqDpClc: "nq.dp.clc", "DarkPlaces client command", U8, Dec, 0, DP_CLC_NAMES, "clc_* command byte of the DarkPlaces range (50–59); 1–4 are nq.clc";

    // ---- svc_clientdata (DP5–DP8) ----------------------------------------------------------------
    NqDpSu: "nq.dp.su", "Clientdata bits", U32, Hex, 0, NONE, "SU_* bits (u16, then one byte per SU_EXTEND1/SU_EXTEND2)";
    NqDpSuViewHeight: "nq.dp.su.viewheight", "SU_VIEWHEIGHT", Flag { bits: 32 }, None, 1 << 0, NONE, "View height follows";
    NqDpSuIdealPitch: "nq.dp.su.idealpitch", "SU_IDEALPITCH", Flag { bits: 32 }, None, 1 << 1, NONE, "Ideal pitch follows";
    NqDpSuPunch1: "nq.dp.su.punch1", "SU_PUNCH1", Flag { bits: 32 }, None, 1 << 2, NONE, "Punch angle pitch follows";
    NqDpSuPunch2: "nq.dp.su.punch2", "SU_PUNCH2", Flag { bits: 32 }, None, 1 << 3, NONE, "Punch angle yaw follows";
    NqDpSuPunch3: "nq.dp.su.punch3", "SU_PUNCH3", Flag { bits: 32 }, None, 1 << 4, NONE, "Punch angle roll follows";
    NqDpSuVelocity1: "nq.dp.su.velocity1", "SU_VELOCITY1", Flag { bits: 32 }, None, 1 << 5, NONE, "Velocity X follows";
    NqDpSuVelocity2: "nq.dp.su.velocity2", "SU_VELOCITY2", Flag { bits: 32 }, None, 1 << 6, NONE, "Velocity Y follows";
    NqDpSuVelocity3: "nq.dp.su.velocity3", "SU_VELOCITY3", Flag { bits: 32 }, None, 1 << 7, NONE, "Velocity Z follows";
    NqDpSuUnused8: "nq.dp.su.unused8", "unused (8)", Flag { bits: 32 }, None, 1 << 8, NONE, "Unused (was SU_AIMENT)";
    NqDpSuItems: "nq.dp.su.items", "SU_ITEMS", Flag { bits: 32 }, None, 1 << 9, NONE, "Items word follows (DP6/DP7: only when set)";
    NqDpSuOnGround: "nq.dp.su.onground", "SU_ONGROUND", Flag { bits: 32 }, None, 1 << 10, NONE, "On the ground (no data)";
    NqDpSuInWater: "nq.dp.su.inwater", "SU_INWATER", Flag { bits: 32 }, None, 1 << 11, NONE, "In water (no data)";
    NqDpSuWeaponFrame: "nq.dp.su.weaponframe", "SU_WEAPONFRAME", Flag { bits: 32 }, None, 1 << 12, NONE, "Weapon frame follows (DP5 only)";
    NqDpSuArmor: "nq.dp.su.armor", "SU_ARMOR", Flag { bits: 32 }, None, 1 << 13, NONE, "Armor follows (DP5 only)";
    NqDpSuWeapon: "nq.dp.su.weapon", "SU_WEAPON", Flag { bits: 32 }, None, 1 << 14, NONE, "Weapon model follows (DP5 only)";
    NqDpSuExtend1: "nq.dp.su.extend1", "SU_EXTEND1", Flag { bits: 32 }, None, 1 << 15, NONE, "Bits 16–23 follow";
    NqDpSuPunchVec1: "nq.dp.su.punchvec1", "SU_PUNCHVEC1", Flag { bits: 32 }, None, 1 << 16, NONE, "Punch vector X follows";
    NqDpSuPunchVec2: "nq.dp.su.punchvec2", "SU_PUNCHVEC2", Flag { bits: 32 }, None, 1 << 17, NONE, "Punch vector Y follows";
    NqDpSuPunchVec3: "nq.dp.su.punchvec3", "SU_PUNCHVEC3", Flag { bits: 32 }, None, 1 << 18, NONE, "Punch vector Z follows";
    NqDpSuViewZoom: "nq.dp.su.viewzoom", "SU_VIEWZOOM", Flag { bits: 32 }, None, 1 << 19, NONE, "View zoom follows";
    NqDpSuUnused20: "nq.dp.su.unused20", "unused (20)", Flag { bits: 32 }, None, 1 << 20, NONE, "Unused";
    NqDpSuUnused21: "nq.dp.su.unused21", "unused (21)", Flag { bits: 32 }, None, 1 << 21, NONE, "Unused";
    NqDpSuUnused22: "nq.dp.su.unused22", "unused (22)", Flag { bits: 32 }, None, 1 << 22, NONE, "Unused";
    NqDpSuExtend2: "nq.dp.su.extend2", "SU_EXTEND2", Flag { bits: 32 }, None, 1 << 23, NONE, "Bits 24–31 follow";
    NqDpSuUnused24: "nq.dp.su.unused24", "unused (24)", Flag { bits: 32 }, None, 1 << 24, NONE, "Unused";
    NqDpSuUnused25: "nq.dp.su.unused25", "unused (25)", Flag { bits: 32 }, None, 1 << 25, NONE, "Unused";
    NqDpSuUnused26: "nq.dp.su.unused26", "unused (26)", Flag { bits: 32 }, None, 1 << 26, NONE, "Unused";
    NqDpSuUnused27: "nq.dp.su.unused27", "unused (27)", Flag { bits: 32 }, None, 1 << 27, NONE, "Unused";
    NqDpSuUnused28: "nq.dp.su.unused28", "unused (28)", Flag { bits: 32 }, None, 1 << 28, NONE, "Unused";
    NqDpSuUnused29: "nq.dp.su.unused29", "unused (29)", Flag { bits: 32 }, None, 1 << 29, NONE, "Unused";
    NqDpSuUnused30: "nq.dp.su.unused30", "unused (30)", Flag { bits: 32 }, None, 1 << 30, NONE, "Unused";
    NqDpSuExtend3: "nq.dp.su.extend3", "SU_EXTEND3", Flag { bits: 32 }, None, 1 << 31, NONE, "Further bits (never read by DarkPlaces)";
    NqDpCdViewHeight: "nq.dp.cd.viewheight", "View height", I8, Dec, 0, NONE, "Eye height above the origin";
    NqDpCdIdealPitch: "nq.dp.cd.idealpitch", "Ideal pitch", I8, Dec, 0, NONE, "Pitch the view drifts to";
    NqDpCdPunchAngle: "nq.dp.cd.punchangle", "Punch angle", F32, None, 0, NONE, "Punch angle component, degrees (s16 × 360/65536)";
    NqDpCdPunchVector: "nq.dp.cd.punchvector", "Punch vector", F32, None, 0, NONE, "Punch vector component (float)";
    NqDpCdVelocityX: "nq.dp.cd.velocity.x", "Velocity X", F32, None, 0, NONE, "Velocity X (float; SU_VELOCITY1)";
    NqDpCdVelocityY: "nq.dp.cd.velocity.y", "Velocity Y", F32, None, 0, NONE, "Velocity Y (float; SU_VELOCITY2)";
    NqDpCdVelocityZ: "nq.dp.cd.velocity.z", "Velocity Z", F32, None, 0, NONE, "Velocity Z (float; SU_VELOCITY3)";
    NqDpCdViewZoom: "nq.dp.cd.viewzoom", "View zoom", U16, Dec, 0, NONE, "Zoom factor × 255";
    NqDpCdWeaponFrame: "nq.dp.cd.weaponframe", "Weapon frame", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdArmor: "nq.dp.cd.armor", "Armor", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdWeapon: "nq.dp.cd.weapon", "Weapon model", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdHealth: "nq.dp.cd.health", "Health", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdAmmo: "nq.dp.cd.ammo", "Ammo", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdShells: "nq.dp.cd.shells", "Shells", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdNails: "nq.dp.cd.nails", "Nails", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdRockets: "nq.dp.cd.rockets", "Rockets", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdCells: "nq.dp.cd.cells", "Cells", I16, Dec, 0, NONE, "DP5 only";
    NqDpCdActiveWeapon: "nq.dp.cd.activeweapon", "Active weapon", U16, Dec, 0, DP_ACTIVE_WEAPONS, "DP5 only: the weapon's IT_* bit, whole (IT_AXE is 4096)";

    // ---- svc_entities: EntityFrame5 ---------------------------------------------------------------
    NqDpFrameNum: "nq.dp.frame", "Entity frame", I32, Dec, 0, NONE, "Number the client echoes in clc_ackframe";
    NqDpMoveSequence: "nq.dp.move_sequence", "Move sequence", U32, Dec, 0, NONE, "Last clc_move sequence the server applied (DP7)";
    NqDpEnt: "nq.dp.ent", "Entity", None, None, 0, NONE, "One entity of an EntityFrame5 update";
    NqDpEntWord: "nq.dp.ent.word", "Entity word", U16, Hex, 0, NONE, "Entity number with the remove bit";
    NqDpEntRemove: "nq.dp.ent.remove", "Remove", Flag { bits: 16 }, None, 0x8000, NONE, "The entity is removed (no fields follow)";
    NqDpEntEnd: "nq.dp.ent.end", "End of entities", U16, Hex, 0, NONE, "0x8000 (remove entity 0) ends the list";
    NqDpE5: "nq.dp.e5", "E5 bits", U32, Hex, 0, NONE, "E5_* bits: one byte, and one more per E5_EXTEND1..3";
    NqDpE5FullUpdate: "nq.dp.e5.fullupdate", "E5_FULLUPDATE", Flag { bits: 32 }, None, 1 << 0, NONE, "Reset every field to the default state first";
    NqDpE5Origin: "nq.dp.e5.origin", "E5_ORIGIN", Flag { bits: 32 }, None, 1 << 1, NONE, "Origin follows";
    NqDpE5Angles: "nq.dp.e5.angles", "E5_ANGLES", Flag { bits: 32 }, None, 1 << 2, NONE, "Angles follow";
    NqDpE5Model: "nq.dp.e5.model", "E5_MODEL", Flag { bits: 32 }, None, 1 << 3, NONE, "Model index follows";
    NqDpE5Frame: "nq.dp.e5.frame", "E5_FRAME", Flag { bits: 32 }, None, 1 << 4, NONE, "Frame follows";
    NqDpE5Skin: "nq.dp.e5.skin", "E5_SKIN", Flag { bits: 32 }, None, 1 << 5, NONE, "Skin follows";
    NqDpE5Effects: "nq.dp.e5.effects", "E5_EFFECTS", Flag { bits: 32 }, None, 1 << 6, NONE, "Effects follow";
    NqDpE5Extend1: "nq.dp.e5.extend1", "E5_EXTEND1", Flag { bits: 32 }, None, 1 << 7, NONE, "Bits 8–15 follow";
    NqDpE5Flags: "nq.dp.e5.flags", "E5_FLAGS", Flag { bits: 32 }, None, 1 << 8, NONE, "Render flags follow";
    NqDpE5Alpha: "nq.dp.e5.alpha", "E5_ALPHA", Flag { bits: 32 }, None, 1 << 9, NONE, "Alpha follows";
    NqDpE5Scale: "nq.dp.e5.scale", "E5_SCALE", Flag { bits: 32 }, None, 1 << 10, NONE, "Scale follows";
    NqDpE5Origin32: "nq.dp.e5.origin32", "E5_ORIGIN32", Flag { bits: 32 }, None, 1 << 11, NONE, "Origin as floats (else s16 × 1/8)";
    NqDpE5Angles16: "nq.dp.e5.angles16", "E5_ANGLES16", Flag { bits: 32 }, None, 1 << 12, NONE, "Angles as s16 (else s8)";
    NqDpE5Model16: "nq.dp.e5.model16", "E5_MODEL16", Flag { bits: 32 }, None, 1 << 13, NONE, "Model index as u16 (else u8)";
    NqDpE5Colormap: "nq.dp.e5.colormap", "E5_COLORMAP", Flag { bits: 32 }, None, 1 << 14, NONE, "Colormap follows";
    NqDpE5Extend2: "nq.dp.e5.extend2", "E5_EXTEND2", Flag { bits: 32 }, None, 1 << 15, NONE, "Bits 16–23 follow";
    NqDpE5Attachment: "nq.dp.e5.attachment", "E5_ATTACHMENT", Flag { bits: 32 }, None, 1 << 16, NONE, "Tag entity and index follow";
    NqDpE5Light: "nq.dp.e5.light", "E5_LIGHT", Flag { bits: 32 }, None, 1 << 17, NONE, "Light colour, radius, style and flags follow";
    NqDpE5Glow: "nq.dp.e5.glow", "E5_GLOW", Flag { bits: 32 }, None, 1 << 18, NONE, "Glow size and colour follow";
    NqDpE5Effects16: "nq.dp.e5.effects16", "E5_EFFECTS16", Flag { bits: 32 }, None, 1 << 19, NONE, "Effects as u16";
    NqDpE5Effects32: "nq.dp.e5.effects32", "E5_EFFECTS32", Flag { bits: 32 }, None, 1 << 20, NONE, "Effects as u32 (wins over E5_EFFECTS16)";
    NqDpE5Frame16: "nq.dp.e5.frame16", "E5_FRAME16", Flag { bits: 32 }, None, 1 << 21, NONE, "Frame as u16 (else u8)";
    NqDpE5Colormod: "nq.dp.e5.colormod", "E5_COLORMOD", Flag { bits: 32 }, None, 1 << 22, NONE, "Colour modulation follows";
    NqDpE5Extend3: "nq.dp.e5.extend3", "E5_EXTEND3", Flag { bits: 32 }, None, 1 << 23, NONE, "Bits 24–31 follow";
    NqDpE5Glowmod: "nq.dp.e5.glowmod", "E5_GLOWMOD", Flag { bits: 32 }, None, 1 << 24, NONE, "Glow colour modulation follows";
    NqDpE5ComplexAnimation: "nq.dp.e5.complexanimation", "E5_COMPLEXANIMATION", Flag { bits: 32 }, None, 1 << 25, NONE, "Frame blend or skeleton follows";
    NqDpE5TrailEffectNum: "nq.dp.e5.traileffectnum", "E5_TRAILEFFECTNUM", Flag { bits: 32 }, None, 1 << 26, NONE, "Trail effect number follows";
    NqDpE5Unused27: "nq.dp.e5.unused27", "E5_UNUSED27", Flag { bits: 32 }, None, 1 << 27, NONE, "Unused";
    NqDpE5Unused28: "nq.dp.e5.unused28", "E5_UNUSED28", Flag { bits: 32 }, None, 1 << 28, NONE, "Unused";
    NqDpE5Unused29: "nq.dp.e5.unused29", "E5_UNUSED29", Flag { bits: 32 }, None, 1 << 29, NONE, "Unused";
    NqDpE5Unused30: "nq.dp.e5.unused30", "E5_UNUSED30", Flag { bits: 32 }, None, 1 << 30, NONE, "Unused";
    NqDpE5Extend4: "nq.dp.e5.extend4", "E5_EXTEND4", Flag { bits: 32 }, None, 1 << 31, NONE, "Reserved for a second bits word (never read by DarkPlaces)";
    NqDpE5RenderFlags: "nq.dp.e5.renderflags", "Render flags", U8, Hex, 0, NONE, "RENDER_* bits (step, glow trail, view model, exterior model, low precision, colormapped, shadow, light)";
    NqDpE5ModelIndex: "nq.dp.e5.modelindex", "Model index", U16, Dec, 0, NONE, "Index into the model precache";
    NqDpE5FrameNum: "nq.dp.e5.framenum", "Frame", U16, Dec, 0, NONE, "Animation frame";
    NqDpE5SkinNum: "nq.dp.e5.skinnum", "Skin", U8, Dec, 0, NONE, "Skin number";
    NqDpE5EffectBits: "nq.dp.e5.effectbits", "Effects", U32, Hex, 0, NONE, "EF_* bits";
    NqDpE5AlphaValue: "nq.dp.e5.alphavalue", "Alpha", U8, Dec, 0, NONE, "0..255";
    NqDpE5ScaleValue: "nq.dp.e5.scalevalue", "Scale", U8, Dec, 0, NONE, "×1/16";
    NqDpE5ColormapValue: "nq.dp.e5.colormapvalue", "Colormap", U8, Dec, 0, NONE, "Colormap";
    NqDpE5TagEntity: "nq.dp.e5.tagentity", "Tag entity", U16, Dec, 0, NONE, "Entity this one is attached to";
    NqDpE5TagIndex: "nq.dp.e5.tagindex", "Tag index", U8, Dec, 0, NONE, "Attachment point on the tag entity";
    NqDpE5LightValue: "nq.dp.e5.lightvalue", "Light", U16, Dec, 0, NONE, "Light red, green, blue, radius";
    NqDpE5LightStyle: "nq.dp.e5.lightstyle", "Light style", U8, Dec, 0, NONE, "Light style";
    NqDpE5LightPFlags: "nq.dp.e5.lightpflags", "Light flags", U8, Hex, 0, NONE, "PFLAGS_* bits";
    NqDpE5GlowSize: "nq.dp.e5.glowsize", "Glow size", U8, Dec, 0, NONE, "×4";
    NqDpE5GlowColor: "nq.dp.e5.glowcolor", "Glow colour", U8, Dec, 0, NONE, "Palette index";
    NqDpE5ColormodValue: "nq.dp.e5.colormodvalue", "Colour modulation", U8, Dec, 0, NONE, "Red, green, blue ×1/32";
    NqDpE5GlowmodValue: "nq.dp.e5.glowmodvalue", "Glow modulation", U8, Dec, 0, NONE, "Red, green, blue ×1/32";
    NqDpE5AnimType: "nq.dp.e5.anim.type", "Animation type", U8, Dec, 0, ANIM_NAMES, "E5_COMPLEXANIMATION layout";
    NqDpE5AnimFrame: "nq.dp.e5.anim.frame", "Blend frame", I16, Dec, 0, NONE, "Frame of one blend slot";
    NqDpE5AnimTime: "nq.dp.e5.anim.time", "Blend age", U16, Dec, 0, NONE, "Milliseconds since the slot's frame started";
    NqDpE5AnimLerp: "nq.dp.e5.anim.lerp", "Blend weight", U8, Dec, 0, NONE, "×1/255";
    NqDpE5AnimModel: "nq.dp.e5.anim.model", "Skeleton model", I16, Dec, 0, NONE, "Model index of the skeleton";
    NqDpE5AnimBones: "nq.dp.e5.anim.bones", "Bones", U8, Dec, 0, NONE, "Number of bone poses";
    NqDpE5AnimPose: "nq.dp.e5.anim.pose", "Bone pose", Bytes, None, 0, NONE, "Seven s16 values of one bone (origin ×1/64, quaternion)";
    NqDpE5TrailEffect: "nq.dp.e5.traileffect", "Trail effect", U16, Dec, 0, NONE, "effectinfo.txt index";
    NqDpResolved: "nq.dp.ent.resolved", "Resolved entity", None, None, 0, NONE, "The entity after this update, from its earlier updates in capture order";
    NqDpResModel: "nq.dp.ent.resolved.model", "Model index", U16, Dec, 0, NONE, "Resolved model index";
    NqDpResModelName: "nq.dp.ent.resolved.model_name", "Model", Str, None, 0, NONE, "Resolved model name";
    NqDpResFrame: "nq.dp.ent.resolved.frame", "Frame", U16, Dec, 0, NONE, "Resolved frame";
    NqDpResSkin: "nq.dp.ent.resolved.skin", "Skin", U8, Dec, 0, NONE, "Resolved skin";
    NqDpResColormap: "nq.dp.ent.resolved.colormap", "Colormap", U8, Dec, 0, NONE, "Resolved colormap";
    NqDpResEffects: "nq.dp.ent.resolved.effects", "Effects", U32, Hex, 0, NONE, "Resolved EF_* bits";
    NqDpResRenderFlags: "nq.dp.ent.resolved.renderflags", "Render flags", U8, Hex, 0, NONE, "Resolved RENDER_* bits";
    NqDpResOriginX: "nq.dp.ent.resolved.origin.x", "Origin X", F32, None, 0, NONE, "Resolved origin, X";
    NqDpResOriginY: "nq.dp.ent.resolved.origin.y", "Origin Y", F32, None, 0, NONE, "Resolved origin, Y";
    NqDpResOriginZ: "nq.dp.ent.resolved.origin.z", "Origin Z", F32, None, 0, NONE, "Resolved origin, Z";
    NqDpResPitch: "nq.dp.ent.resolved.angles.pitch", "Pitch", F32, None, 0, NONE, "Resolved pitch";
    NqDpResYaw: "nq.dp.ent.resolved.angles.yaw", "Yaw", F32, None, 0, NONE, "Resolved yaw";
    NqDpResRoll: "nq.dp.ent.resolved.angles.roll", "Roll", F32, None, 0, NONE, "Resolved roll";
    NqDpResAlpha: "nq.dp.ent.resolved.alpha", "Alpha", U8, Dec, 0, NONE, "Resolved alpha";
    NqDpResScale: "nq.dp.ent.resolved.scale", "Scale", U8, Dec, 0, NONE, "Resolved scale ×1/16";
    NqDpResUnknown: "nq.dp.ent.resolved.unknown", "Not seen", Str, None, 0, NONE, "Fields no update in this capture has set (a capture started mid-session): not shown";

    // ---- clc_move, clc_ackframe, clc_ackdownloaddata --------------------------------------------
    NqDpMoveSeq: "nq.dp.move.sequence", "Move sequence", U32, Dec, 0, NONE, "Client move sequence (DP7; 0 when not predicted)";
    NqDpMoveButtons: "nq.dp.move.buttons", "Buttons", U32, Hex, 0, NONE, "Button bits";
    NqDpMoveButton1: "nq.dp.move.buttons.attack", "Attack (button 1)", Flag { bits: 32 }, None, 1 << 0, NONE, "+attack";
    NqDpMoveButton2: "nq.dp.move.buttons.jump", "Jump (button 2)", Flag { bits: 32 }, None, 1 << 1, NONE, "+jump";
    NqDpMoveButton3: "nq.dp.move.buttons.button3", "Button 3", Flag { bits: 32 }, None, 1 << 2, NONE, "+button3";
    NqDpMoveButton4: "nq.dp.move.buttons.button4", "Button 4", Flag { bits: 32 }, None, 1 << 3, NONE, "+button4";
    NqDpMoveButton5: "nq.dp.move.buttons.button5", "Button 5", Flag { bits: 32 }, None, 1 << 4, NONE, "+button5";
    NqDpMoveButton6: "nq.dp.move.buttons.button6", "Button 6", Flag { bits: 32 }, None, 1 << 5, NONE, "+button6";
    NqDpMoveButton7: "nq.dp.move.buttons.button7", "Button 7", Flag { bits: 32 }, None, 1 << 6, NONE, "+button7";
    NqDpMoveButton8: "nq.dp.move.buttons.button8", "Button 8", Flag { bits: 32 }, None, 1 << 7, NONE, "+button8";
    NqDpMoveButtonsByte: "nq.dp.move.buttons_byte", "Buttons", U8, Hex, 0, NONE, "Button bits (DP5: one byte)";
    NqDpMoveCursorScreenX: "nq.dp.move.cursor.screen.x", "Cursor screen X", I16, Dec, 0, NONE, "×1/32767";
    NqDpMoveCursorScreenY: "nq.dp.move.cursor.screen.y", "Cursor screen Y", I16, Dec, 0, NONE, "×1/32767";
    NqDpMoveCursorStart: "nq.dp.move.cursor.start", "Cursor trace start", F32, None, 0, NONE, "X, Y, Z";
    NqDpMoveCursorImpact: "nq.dp.move.cursor.impact", "Cursor trace impact", F32, None, 0, NONE, "X, Y, Z";
    NqDpMoveCursorEntity: "nq.dp.move.cursor.entity", "Cursor entity", I16, Dec, 0, NONE, "Entity under the cursor";
    NqDpAckFrame: "nq.dp.ackframe", "Acknowledged frame", I32, Dec, 0, NONE, "Entity frame received (svc_entities' frame number)";
    NqDpDownloadStart: "nq.dp.download.start", "Download offset", I32, Dec, 0, NONE, "Offset of the chunk";
    NqDpDownloadSize: "nq.dp.download.size", "Download chunk size", U16, Dec, 0, NONE, "Bytes in the chunk";
    NqDpDownloadData: "nq.dp.download.data", "Download data", Bytes, None, 0, NONE, "The chunk";

    // ---- other DarkPlaces svcs --------------------------------------------------------------------
    NqDpEffectModel: "nq.dp.effect.model", "Effect model", U16, Dec, 0, NONE, "Sprite/model index";
    NqDpEffectStartFrame: "nq.dp.effect.startframe", "Start frame", U16, Dec, 0, NONE, "First frame";
    NqDpEffectFrameCount: "nq.dp.effect.framecount", "Frame count", U8, Dec, 0, NONE, "Frames to play";
    NqDpEffectFrameRate: "nq.dp.effect.framerate", "Frame rate", U8, Dec, 0, NONE, "Frames per second";
    NqDpParticleEffect: "nq.dp.particles.effect", "Particle effect", U16, Dec, 0, NONE, "effectinfo.txt index";
    NqDpParticleVelocityX: "nq.dp.particles.velocity.x", "Velocity X", F32, None, 0, NONE, "Particle velocity X";
    NqDpParticleVelocityY: "nq.dp.particles.velocity.y", "Velocity Y", F32, None, 0, NONE, "Particle velocity Y";
    NqDpParticleVelocityZ: "nq.dp.particles.velocity.z", "Velocity Z", F32, None, 0, NONE, "Particle velocity Z";
    NqDpParticleCount: "nq.dp.particles.count", "Count", U16, Dec, 0, NONE, "Number of particles";
    NqDpPrecacheKind: "nq.dp.precache.kind", "Precache kind", Str, None, 0, NONE, "model (index < 32768) or sound (index − 32768)";
    NqDpTeType: "nq.dp.te.type", "Temp entity type", U8, Dec, 0, DP_TE_NAMES, "TE_* type with DarkPlaces' numbering";
    NqDpTeVector: "nq.dp.te.vector", "Vector", F32, None, 0, NONE, "Second point, direction or colour component (per type)";
    NqDpTeByte: "nq.dp.te.byte", "Parameter", U8, Dec, 0, NONE, "Count, colour, radius or lifetime (per type)";
    NqDpTeChar: "nq.dp.te.dir", "Direction", I8, Dec, 0, NONE, "Direction component";
    NqDpTeCount: "nq.dp.te.count", "Count", U16, Dec, 0, NONE, "Number of particles";
    NqDpTeSpeed: "nq.dp.te.speed", "Speed", F32, None, 0, NONE, "Velocity or random velocity";
    NqDpTeModel: "nq.dp.te.model", "Beam model", Str, None, 0, NONE, "TE_LIGHTNING4NEH model name";
    NqDpLmpSlot: "nq.dp.lmp.slot", "Picture slot", Str, None, 0, NONE, "svc_showlmp/hidelmp slot name";
    NqDpLmpName: "nq.dp.lmp.name", "Picture", Str, None, 0, NONE, "Picture file";
    NqDpLmpX: "nq.dp.lmp.x", "X", I16, Dec, 0, NONE, "Screen X";
    NqDpLmpY: "nq.dp.lmp.y", "Y", I16, Dec, 0, NONE, "Screen Y";
    // ---- DarkPlaces-style connectionless lines (0xFFFFFFFF) -------------------------------------
    NqDpOobCommand: "nq.dp.oob.command", "Command", Str, None, 0, NONE, "First word of the line (getinfo, getstatus, infoResponse, statusResponse, getchallenge, challenge, connect, accept, reject, d0pk…)";
    NqDpOobArgument: "nq.dp.oob.argument", "Argument", Str, None, 0, NONE, "Rest of the line: a query's or the server's challenge, a reject reason";
    NqDpOobKey: "nq.dp.oob.key", "Key", Str, None, 0, NONE, "Infostring key (\\key\\value)";
    NqDpOobValue: "nq.dp.oob.value", "Value", Str, None, 0, NONE, "Infostring value";
    NqDpOobPlayer: "nq.dp.oob.player", "Player", Str, None, 0, NONE, "statusResponse player line: frags (or the mod's status), ping, team, \"name\"";
    NqDpOobAppended: "nq.dp.oob.appended", "Data after the line", Bytes, None, 0, NONE, "Bytes after the line's NUL: d0_blind_id crypto data (a d0pk message's payload, the challenge's key fingerprints)";
    NqDpOobVlen: "nq.dp.oob.vlen", "Appended block length", U32, Dec, 0, NONE, "After the \"vlen\" tag: bytes of the d0_blind_id block that follows (little-endian)";
    NqDpOobFingerprint: "nq.dp.oob.fingerprint", "Key fingerprint", Str, None, 0, NONE, "d0_blind_id public key fingerprint: in a challenge, those the server offers (those it holds a private key for, an empty string, then the others); in the client's d0pk\\cnt\\0, the server key it wants, then its own";
    NqDpDisconnectReason: "nq.dp.disconnect_reason", "Parting message", Str, None, 0, NONE, "DP8 svc_disconnect/clc_disconnect: why the session ends";
    NqDpCsqc: "nq.dp.csqc", "CSQC entity data", Bytes, None, 0, NONE, "Entity data read by the server's CSQC program: its length is known only to that program";
}
