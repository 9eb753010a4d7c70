//! FTE's protocol extensions: the fields both NetQuake and QuakeWorld carry (the negotiation
//! words and their bits, replacement deltas). One macro, instantiated under `nq.*` and `qw.*`,
//! so a filter names the protocol it was seen in; the codec reaches either copy through
//! [`FteFields`].
use crate::fields::Field;

pub const EXT_KEYS: &[(u32, &str)] = &[
    (0x5845_5446, "FTEX (PEXT)"),
    (0x3245_5446, "FTE2 (PEXT2)"),
    (0x3144_564d, "MVD1 (EZPEXT1)"),
    (0x4646_5548, "HUFF"),
    (0x4741_5246, "FRAG"),
    (0x534c_5444, "DTLS"),
    (0x6e65_6c76, "vlen"),
    (0x4449_5547, "GUID"),
];

pub const SOLID_TAGS: &[(u32, &str)] = &[
    (0, "not solid"),
    (1, "BSP"),
    (2, "hull 1"),
    (3, "hull 2"),
    (16, "packed size (u16)"),
    (32, "size (u32)"),
];

/// The field ids the shared FTE decoders write to, for one protocol's copy.
pub struct FteFields {
    pub ext: Field,
    pub ext_key: Field,
    pub ext_value: Field,
    pub pext: Field,
    pub pext_bits: &'static [Field],
    pub pext2: Field,
    pub pext2_bits: &'static [Field],
    pub ezpext: Field,
    pub ezpext_bits: &'static [Field],
    pub ue_ack: Field,
    pub ue_time: Field,
    pub ue_entry: Field,
    pub ue_index: Field,
    pub ue_entity: Field,
    pub ue_remove: Field,
    pub ue_wide: Field,
    pub ue_index_high: Field,
    pub ue_remove_all: Field,
    pub uf: Field,
    pub uf_bits: &'static [Field],
    pub entity: Field,
    pub frame: Field,
    pub origin: [Field; 3],
    pub angle: [Field; 3],
    pub lerptime: Field,
    pub effects: Field,
    pub pred: Field,
    pub pred_bits: &'static [Field],
    pub pred_move: [Field; 3],
    pub pred_movetype: Field,
    pub pred_velocity: [Field; 3],
    pub pred_msec: Field,
    pub pred_viewangle: [Field; 3],
    pub pred_weaponframe: Field,
    pub model: Field,
    pub skin: Field,
    pub colormap: Field,
    pub solid: Field,
    pub solid_tag: Field,
    pub flags: Field,
    pub alpha: Field,
    pub scale: Field,
    pub bone_flags: Field,
    pub bone_count: Field,
    pub bone_data: Field,
    pub bone_base: Field,
    pub bone_baseframe: Field,
    pub drawflags: Field,
    pub abslight: Field,
    pub tag_entity: Field,
    pub tag_index: Field,
    pub light: [Field; 4],
    pub light_style: Field,
    pub light_flags: Field,
    pub trail: Field,
    pub emit: Field,
    pub colormod: [Field; 3],
    pub glow_size: Field,
    pub glow_colour: Field,
    pub glow_rgb: [Field; 3],
    pub fatness: Field,
    pub modelindex2: Field,
    pub gravitydir: [Field; 2],
    pub resolved: Field,
    pub res_model: Field,
    pub res_model_name: Field,
    pub res_frame: Field,
    pub res_skin: Field,
    pub res_effects: Field,
    pub res_origin: [Field; 3],
    pub res_angle: [Field; 3],
    pub res_alpha: Field,
    pub res_scale: Field,
}

/// Declares the FTE fields under prefix `$p` ("nq" or "qw") with ids from `$base`.
macro_rules! fte_catalogue {
    ($p:literal, $base:expr) => {
        use crate::fields::fte::{FteFields, EXT_KEYS, SOLID_TAGS};
        use crate::fields::{catalogue, Kind::*};
        const NONE: &[(u32, &str)] = &[];
        pub const BASE: u16 = $base;
        catalogue! { BASE, TABLE;
            Ext: concat!($p, ".ext"), "Extension", None, None, 0, NONE, "One FTE/ezQuake extension key and its value";
            ExtKey: concat!($p, ".ext.key"), "Extension key", U32, Hex, 0, EXT_KEYS, "Four-character extension tag (little-endian)";
            ExtValue: concat!($p, ".ext.value"), "Extension value", U32, Hex, 0, NONE, "The extension's bit mask or parameter (MTU for FRAG)";
            Pext: concat!($p, ".pext"), "PEXT (FTEX) bits", U32, Hex, 0, NONE, "FTE protocol extensions, first word";
            PextSetview: concat!($p, ".pext.setview"), "PEXT_SETVIEW", Flag { bits: 32 }, None, 0x1, NONE, "svc_setview";
            PextScale: concat!($p, ".pext.scale"), "PEXT_SCALE", Flag { bits: 32 }, None, 0x2, NONE, "Entity scale";
            PextLightstylecol: concat!($p, ".pext.lightstylecol"), "PEXT_LIGHTSTYLECOL", Flag { bits: 32 }, None, 0x4, NONE, "Coloured lightstyles";
            PextTrans: concat!($p, ".pext.trans"), "PEXT_TRANS", Flag { bits: 32 }, None, 0x8, NONE, "Entity alpha";
            PextView2: concat!($p, ".pext.view2"), "PEXT_VIEW2", Flag { bits: 32 }, None, 0x10, NONE, "Second view";
            PextBulletens: concat!($p, ".pext.bulletens"), "PEXT_BULLETENS", Flag { bits: 32 }, None, 0x20, NONE, "Obsolete";
            PextAccuratetimings: concat!($p, ".pext.accuratetimings"), "PEXT_ACCURATETIMINGS", Flag { bits: 32 }, None, 0x40, NONE, "Accurate timings";
            PextSounddbl: concat!($p, ".pext.sounddbl"), "PEXT_SOUNDDBL", Flag { bits: 32 }, None, 0x80, NONE, "Sound indexes above 255";
            PextFatness: concat!($p, ".pext.fatness"), "PEXT_FATNESS", Flag { bits: 32 }, None, 0x100, NONE, "Entity fatness";
            PextHlbsp: concat!($p, ".pext.hlbsp"), "PEXT_HLBSP", Flag { bits: 32 }, None, 0x200, NONE, "Half-Life BSP maps";
            PextTeBullet: concat!($p, ".pext.te_bullet"), "PEXT_TE_BULLET", Flag { bits: 32 }, None, 0x400, NONE, "TE_BULLET";
            PextHullsize: concat!($p, ".pext.hullsize"), "PEXT_HULLSIZE", Flag { bits: 32 }, None, 0x800, NONE, "Player hull size";
            PextModeldbl: concat!($p, ".pext.modeldbl"), "PEXT_MODELDBL", Flag { bits: 32 }, None, 0x1000, NONE, "Model indexes above 255";
            PextEntitydbl: concat!($p, ".pext.entitydbl"), "PEXT_ENTITYDBL", Flag { bits: 32 }, None, 0x2000, NONE, "Entity numbers above 511";
            PextEntitydbl2: concat!($p, ".pext.entitydbl2"), "PEXT_ENTITYDBL2", Flag { bits: 32 }, None, 0x4000, NONE, "Entity numbers above 1023";
            PextFloatcoords: concat!($p, ".pext.floatcoords"), "PEXT_FLOATCOORDS", Flag { bits: 32 }, None, 0x8000, NONE, "Coordinates are f32 and angles 16-bit";
            PextVweap: concat!($p, ".pext.vweap"), "PEXT_VWEAP", Flag { bits: 32 }, None, 0x10000, NONE, "Retired";
            PextQ2bsp: concat!($p, ".pext.q2bsp"), "PEXT_Q2BSP", Flag { bits: 32 }, None, 0x20000, NONE, "Quake II BSP maps";
            PextQ3bsp: concat!($p, ".pext.q3bsp"), "PEXT_Q3BSP", Flag { bits: 32 }, None, 0x40000, NONE, "Quake III BSP maps";
            PextColourmod: concat!($p, ".pext.colourmod"), "PEXT_COLOURMOD", Flag { bits: 32 }, None, 0x80000, NONE, "Entity colour tint";
            PextSplitscreen: concat!($p, ".pext.splitscreen"), "PEXT_SPLITSCREEN", Flag { bits: 32 }, None, 0x100000, NONE, "Split screen";
            PextHexen2: concat!($p, ".pext.hexen2"), "PEXT_HEXEN2", Flag { bits: 32 }, None, 0x200000, NONE, "Hexen II features";
            PextSpawnstatic2: concat!($p, ".pext.spawnstatic2"), "PEXT_SPAWNSTATIC2", Flag { bits: 32 }, None, 0x400000, NONE, "svcfte_spawnstatic2";
            PextCustomtempeffects: concat!($p, ".pext.customtempeffects"), "PEXT_CUSTOMTEMPEFFECTS", Flag { bits: 32 }, None, 0x800000, NONE, "svcfte_customtempent";
            Pext256packetentities: concat!($p, ".pext.256packetentities"), "PEXT_256PACKETENTITIES", Flag { bits: 32 }, None, 0x1000000, NONE, "Up to 256 entities per packet";
            PextReserved25: concat!($p, ".pext.reserved25"), "PEXT bit 25", Flag { bits: 32 }, None, 0x2000000, NONE, "Reserved";
            PextShowpic: concat!($p, ".pext.showpic"), "PEXT_SHOWPIC", Flag { bits: 32 }, None, 0x4000000, NONE, "svcfte_showpic";
            PextSetattachment: concat!($p, ".pext.setattachment"), "PEXT_SETATTACHMENT", Flag { bits: 32 }, None, 0x8000000, NONE, "Entity attachments";
            PextReserved28: concat!($p, ".pext.reserved28"), "PEXT bit 28", Flag { bits: 32 }, None, 0x10000000, NONE, "Reserved";
            PextChunkeddownloads: concat!($p, ".pext.chunkeddownloads"), "PEXT_CHUNKEDDOWNLOADS", Flag { bits: 32 }, None, 0x20000000, NONE, "Downloads in numbered 1024-byte chunks";
            PextCsqc: concat!($p, ".pext.csqc"), "PEXT_CSQC", Flag { bits: 32 }, None, 0x40000000, NONE, "Client-side QuakeC";
            PextDpflags: concat!($p, ".pext.dpflags"), "PEXT_DPFLAGS", Flag { bits: 32 }, None, 0x80000000, NONE, "DarkPlaces render flags";
            Pext2: concat!($p, ".pext2"), "PEXT2 (FTE2) bits", U32, Hex, 0, NONE, "FTE protocol extensions, second word";
            Pext2Prydoncursor: concat!($p, ".pext2.prydoncursor"), "PEXT2_PRYDONCURSOR", Flag { bits: 32 }, None, 0x1, NONE, "Cursor data in moves";
            Pext2Voicechat: concat!($p, ".pext2.voicechat"), "PEXT2_VOICECHAT", Flag { bits: 32 }, None, 0x2, NONE, "Voice chat";
            Pext2Setangledelta: concat!($p, ".pext2.setangledelta"), "PEXT2_SETANGLEDELTA", Flag { bits: 32 }, None, 0x4, NONE, "svcfte_setangledelta";
            Pext2Replacementdeltas: concat!($p, ".pext2.replacementdeltas"), "PEXT2_REPLACEMENTDELTAS", Flag { bits: 32 }, None, 0x8, NONE, "svcfte_updateentities replaces the entity protocol";
            Pext2Maxplayers: concat!($p, ".pext2.maxplayers"), "PEXT2_MAXPLAYERS", Flag { bits: 32 }, None, 0x10, NONE, "Up to 255 players";
            Pext2Predinfo: concat!($p, ".pext2.predinfo"), "PEXT2_PREDINFO", Flag { bits: 32 }, None, 0x20, NONE, "Input acks and prediction info";
            Pext2Newsizeencoding: concat!($p, ".pext2.newsizeencoding"), "PEXT2_NEWSIZEENCODING", Flag { bits: 32 }, None, 0x40, NONE, "Tagged solid sizes";
            Pext2Infoblobs: concat!($p, ".pext2.infoblobs"), "PEXT2_INFOBLOBS", Flag { bits: 32 }, None, 0x80, NONE, "Long userinfo blobs";
            Pext2Stunaware: concat!($p, ".pext2.stunaware"), "PEXT2_STUNAWARE", Flag { bits: 32 }, None, 0x100, NONE, "Big-endian, biased netchan header";
            Pext2Vrinputs: concat!($p, ".pext2.vrinputs"), "PEXT2_VRINPUTS", Flag { bits: 32 }, None, 0x200, NONE, "clcfte_move";
            Pext2Lerptime: concat!($p, ".pext2.lerptime"), "PEXT2_LERPTIME", Flag { bits: 32 }, None, 0x400, NONE, "Lerp times; ULEB128 fields";
            Ezpext: concat!($p, ".ezpext"), "EZPEXT1 (MVD1) bits", U32, Hex, 0, NONE, "mvdsv/ezQuake protocol extensions";
            EzpextFloatentcoords: concat!($p, ".ezpext.floatentcoords"), "EZPEXT1_FLOATENTCOORDS", Flag { bits: 32 }, None, 0x1, NONE, "Entity and player origins are f32";
            EzpextSetanglereason: concat!($p, ".ezpext.setanglereason"), "EZPEXT1_SETANGLEREASON", Flag { bits: 32 }, None, 0x2, NONE, "svc_setangle carries a reason";
            EzpextHiddenmessages: concat!($p, ".ezpext.hiddenmessages"), "EZPEXT1_HIDDEN_MESSAGES", Flag { bits: 32 }, None, 0x20, NONE, "Hidden MVD messages";
            UeAck: concat!($p, ".ue.ack_input"), "Acked input sequence", U16, Dec, 0, NONE, "Last input sequence the server ran (NQ with PEXT2_PREDINFO)";
            UeTime: concat!($p, ".ue.time"), "Server time", F32, None, 0, NONE, "Server time of this entity frame";
            UeEntry: concat!($p, ".ue.ent"), "Entity", None, None, 0, NONE, "One entity of svcfte_updateentities";
            UeIndex: concat!($p, ".ue.index"), "Index word", U16, Hex, 0, NONE, "Entity index, remove and wide bits";
            UeEntity: concat!($p, ".ue.entity"), "Entity", U32, Dec, 0, NONE, "Entity number";
            UeRemove: concat!($p, ".ue.remove"), "Remove", Flag { bits: 16 }, None, 0x8000, NONE, "Entity leaves the view";
            UeWide: concat!($p, ".ue.wide"), "Wide index", Flag { bits: 16 }, None, 0x4000, NONE, "A byte with entity bits 14-21 follows";
            UeIndexHigh: concat!($p, ".ue.index_high"), "Index high byte", U8, Dec, 0, NONE, "Entity number bits 14-21";
            UeRemoveAll: concat!($p, ".ue.remove_all"), "Remove all entities", U16, Hex, 0, NONE, "Index 0 with the remove bit: forget every entity";
            Uf: concat!($p, ".uf"), "UF bits", U32, Hex, 0, NONE, "Which fields of the entity follow";
            UfFrame: concat!($p, ".uf.frame"), "UF_FRAME", Flag { bits: 32 }, None, 0x1, NONE, "Frame";
            UfOriginxy: concat!($p, ".uf.originxy"), "UF_ORIGINXY", Flag { bits: 32 }, None, 0x2, NONE, "Origin x and y";
            UfOriginz: concat!($p, ".uf.originz"), "UF_ORIGINZ", Flag { bits: 32 }, None, 0x4, NONE, "Origin z";
            UfAnglesxz: concat!($p, ".uf.anglesxz"), "UF_ANGLESXZ", Flag { bits: 32 }, None, 0x8, NONE, "Pitch and roll";
            UfAnglesy: concat!($p, ".uf.anglesy"), "UF_ANGLESY", Flag { bits: 32 }, None, 0x10, NONE, "Yaw";
            UfEffects: concat!($p, ".uf.effects"), "UF_EFFECTS", Flag { bits: 32 }, None, 0x20, NONE, "Effects";
            UfPredinfo: concat!($p, ".uf.predinfo"), "UF_PREDINFO", Flag { bits: 32 }, None, 0x40, NONE, "Prediction info";
            UfExtend1: concat!($p, ".uf.extend1"), "UF_EXTEND1", Flag { bits: 32 }, None, 0x80, NONE, "Second flag byte follows";
            UfReset: concat!($p, ".uf.reset"), "UF_RESET", Flag { bits: 32 }, None, 0x100, NONE, "Start from the baseline";
            Uf16bit: concat!($p, ".uf.16bit"), "UF_16BIT", Flag { bits: 32 }, None, 0x200, NONE, "Wide model/skin/frame (lerp time with PEXT2_LERPTIME)";
            UfModel: concat!($p, ".uf.model"), "UF_MODEL", Flag { bits: 32 }, None, 0x400, NONE, "Model";
            UfSkin: concat!($p, ".uf.skin"), "UF_SKIN", Flag { bits: 32 }, None, 0x800, NONE, "Skin";
            UfColormap: concat!($p, ".uf.colormap"), "UF_COLORMAP", Flag { bits: 32 }, None, 0x1000, NONE, "Colormap";
            UfSolid: concat!($p, ".uf.solid"), "UF_SOLID", Flag { bits: 32 }, None, 0x2000, NONE, "Solid size";
            UfFlags: concat!($p, ".uf.flags"), "UF_FLAGS", Flag { bits: 32 }, None, 0x4000, NONE, "Render flags";
            UfExtend2: concat!($p, ".uf.extend2"), "UF_EXTEND2", Flag { bits: 32 }, None, 0x8000, NONE, "Third flag byte follows";
            UfAlpha: concat!($p, ".uf.alpha"), "UF_ALPHA", Flag { bits: 32 }, None, 0x10000, NONE, "Alpha";
            UfScale: concat!($p, ".uf.scale"), "UF_SCALE", Flag { bits: 32 }, None, 0x20000, NONE, "Scale";
            UfBonedata: concat!($p, ".uf.bonedata"), "UF_BONEDATA", Flag { bits: 32 }, None, 0x40000, NONE, "Bone data";
            UfDrawflags: concat!($p, ".uf.drawflags"), "UF_DRAWFLAGS", Flag { bits: 32 }, None, 0x80000, NONE, "Draw flags";
            UfTaginfo: concat!($p, ".uf.taginfo"), "UF_TAGINFO", Flag { bits: 32 }, None, 0x100000, NONE, "Tag entity and index";
            UfLight: concat!($p, ".uf.light"), "UF_LIGHT", Flag { bits: 32 }, None, 0x200000, NONE, "Light";
            UfTraileffect: concat!($p, ".uf.traileffect"), "UF_TRAILEFFECT", Flag { bits: 32 }, None, 0x400000, NONE, "Trail effect";
            UfExtend3: concat!($p, ".uf.extend3"), "UF_EXTEND3", Flag { bits: 32 }, None, 0x800000, NONE, "Fourth flag byte follows";
            UfColormod: concat!($p, ".uf.colormod"), "UF_COLORMOD", Flag { bits: 32 }, None, 0x1000000, NONE, "Colour tint";
            UfGlow: concat!($p, ".uf.glow"), "UF_GLOW", Flag { bits: 32 }, None, 0x2000000, NONE, "Glow";
            UfFatness: concat!($p, ".uf.fatness"), "UF_FATNESS", Flag { bits: 32 }, None, 0x4000000, NONE, "Fatness";
            UfModelindex2: concat!($p, ".uf.modelindex2"), "UF_MODELINDEX2", Flag { bits: 32 }, None, 0x8000000, NONE, "Second model";
            UfGravitydir: concat!($p, ".uf.gravitydir"), "UF_GRAVITYDIR", Flag { bits: 32 }, None, 0x10000000, NONE, "Gravity direction";
            UfEffects2: concat!($p, ".uf.effects2"), "UF_EFFECTS2", Flag { bits: 32 }, None, 0x20000000, NONE, "High effects bits";
            UfUnused30: concat!($p, ".uf.unused30"), "UF bit 30", Flag { bits: 32 }, None, 0x40000000, NONE, "Unused (error)";
            UfExtend4: concat!($p, ".uf.extend4"), "UF_EXTEND4", Flag { bits: 32 }, None, 0x80000000, NONE, "Fifth flag byte (error)";
            UEntity: concat!($p, ".ue.baseline_entity"), "Entity", U32, Dec, 0, NONE, "Entity number (FTE's generic entity encoding)";
            UFrame: concat!($p, ".ue.frame"), "Frame", U32, Dec, 0, NONE, "Animation frame";
            UOriginX: concat!($p, ".ue.origin.x"), "Origin x", F32, None, 0, NONE, "Origin";
            UOriginY: concat!($p, ".ue.origin.y"), "Origin y", F32, None, 0, NONE, "Origin";
            UOriginZ: concat!($p, ".ue.origin.z"), "Origin z", F32, None, 0, NONE, "Origin";
            UAnglePitch: concat!($p, ".ue.angle.pitch"), "Pitch", F32, None, 0, NONE, "Angle in degrees";
            UAngleYaw: concat!($p, ".ue.angle.yaw"), "Yaw", F32, None, 0, NONE, "Angle in degrees";
            UAngleRoll: concat!($p, ".ue.angle.roll"), "Roll", F32, None, 0, NONE, "Angle in degrees";
            ULerptime: concat!($p, ".ue.lerptime"), "Lerp time", U32, Dec, 0, NONE, "Milliseconds until the lerp ends";
            UEffects: concat!($p, ".ue.effects"), "Effects", U32, Hex, 0, NONE, "Effects bits";
            UPred: concat!($p, ".ue.pred"), "Prediction bits", U8, Hex, 0, NONE, "Which prediction fields follow";
            UPredForward: concat!($p, ".ue.pred.forward_bit"), "UFP_FORWARD", Flag { bits: 8 }, None, 0x1, NONE, "Forward move";
            UPredSide: concat!($p, ".ue.pred.side_bit"), "UFP_SIDE", Flag { bits: 8 }, None, 0x2, NONE, "Side move";
            UPredUp: concat!($p, ".ue.pred.up_bit"), "UFP_UP", Flag { bits: 8 }, None, 0x4, NONE, "Up move";
            UPredMovetypeBit: concat!($p, ".ue.pred.movetype_bit"), "UFP_MOVETYPE", Flag { bits: 8 }, None, 0x8, NONE, "Movetype";
            UPredVelxy: concat!($p, ".ue.pred.velocityxy_bit"), "UFP_VELOCITYXY", Flag { bits: 8 }, None, 0x10, NONE, "Velocity x and y";
            UPredVelz: concat!($p, ".ue.pred.velocityz_bit"), "UFP_VELOCITYZ", Flag { bits: 8 }, None, 0x20, NONE, "Velocity z";
            UPredMsecBit: concat!($p, ".ue.pred.msec_bit"), "UFP_MSEC", Flag { bits: 8 }, None, 0x40, NONE, "Msec";
            UPredViewangle: concat!($p, ".ue.pred.viewangle_bit"), "UFP_VIEWANGLE / UFP_WEAPONFRAME", Flag { bits: 8 }, None, 0x80, NONE, "View angles with PEXT2_PREDINFO, else the old weaponframe";
            UPredMoveF: concat!($p, ".ue.pred.forward"), "Forward move", I16, Dec, 0, NONE, "Forward move";
            UPredMoveS: concat!($p, ".ue.pred.side"), "Side move", I16, Dec, 0, NONE, "Side move";
            UPredMoveU: concat!($p, ".ue.pred.up"), "Up move", I16, Dec, 0, NONE, "Up move";
            UPredMovetype: concat!($p, ".ue.pred.movetype"), "Movetype", U8, Dec, 0, NONE, "Movetype";
            UPredVelX: concat!($p, ".ue.pred.velocity.x"), "Velocity x", F32, None, 0, NONE, "Units per second (wire: ×8)";
            UPredVelY: concat!($p, ".ue.pred.velocity.y"), "Velocity y", F32, None, 0, NONE, "Units per second (wire: ×8)";
            UPredVelZ: concat!($p, ".ue.pred.velocity.z"), "Velocity z", F32, None, 0, NONE, "Units per second (wire: ×8)";
            UPredMsec: concat!($p, ".ue.pred.msec"), "Msec", U8, Dec, 0, NONE, "Milliseconds";
            UPredViewPitch: concat!($p, ".ue.pred.viewangle.pitch"), "View pitch", I16, Dec, 0, NONE, "ANGLE2SHORT units";
            UPredViewYaw: concat!($p, ".ue.pred.viewangle.yaw"), "View yaw", I16, Dec, 0, NONE, "ANGLE2SHORT units";
            UPredViewRoll: concat!($p, ".ue.pred.viewangle.roll"), "View roll", I16, Dec, 0, NONE, "ANGLE2SHORT units";
            UPredWeaponframe: concat!($p, ".ue.pred.weaponframe"), "Weapon frame", U16, Dec, 0, NONE, "Weapon frame (without PEXT2_PREDINFO)";
            UModel: concat!($p, ".ue.model"), "Model", U32, Dec, 0, NONE, "Model index";
            USkin: concat!($p, ".ue.skin"), "Skin", I32, Dec, 0, NONE, "Skin";
            UColormap: concat!($p, ".ue.colormap"), "Colormap", U32, Dec, 0, NONE, "Colormap";
            USolid: concat!($p, ".ue.solid"), "Solid size", U32, Hex, 0, NONE, "Packed solid size";
            USolidTag: concat!($p, ".ue.solid.tag"), "Solid kind", U8, Dec, 0, SOLID_TAGS, "PEXT2_NEWSIZEENCODING tag";
            UFlags: concat!($p, ".ue.flags"), "Render flags", U32, Hex, 0, NONE, "Render flags";
            UAlpha: concat!($p, ".ue.alpha"), "Alpha", U8, Dec, 0, NONE, "255 = opaque";
            UScale: concat!($p, ".ue.scale"), "Scale", U8, Dec, 0, NONE, "16 = 1.0";
            UBoneFlags: concat!($p, ".ue.bone.flags"), "Bone flags", U8, Hex, 0, NONE, "0x80 bones follow, 0x40 base bone/frame follow";
            UBoneCount: concat!($p, ".ue.bone.count"), "Bone count", U8, Dec, 0, NONE, "Bones";
            UBoneData: concat!($p, ".ue.bone.data"), "Bone data", Bytes, None, 0, NONE, "7 × s16 per bone";
            UBoneBase: concat!($p, ".ue.bone.base"), "Base bone", U32, Dec, 0, NONE, "Base bone";
            UBoneBaseframe: concat!($p, ".ue.bone.baseframe"), "Base frame", I32, Dec, 0, NONE, "Base frame";
            UDrawflags: concat!($p, ".ue.drawflags"), "Draw flags", U8, Hex, 0, NONE, "Hexen II draw flags";
            UAbslight: concat!($p, ".ue.abslight"), "Absolute light", U8, Dec, 0, NONE, "Light level";
            UTagEntity: concat!($p, ".ue.tag.entity"), "Tag entity", U32, Dec, 0, NONE, "Entity this one is attached to";
            UTagIndex: concat!($p, ".ue.tag.index"), "Tag index", I32, Dec, 0, NONE, "Attachment point";
            ULightR: concat!($p, ".ue.light.r"), "Light red", I16, Dec, 0, NONE, "Light";
            ULightG: concat!($p, ".ue.light.g"), "Light green", I16, Dec, 0, NONE, "Light";
            ULightB: concat!($p, ".ue.light.b"), "Light blue", I16, Dec, 0, NONE, "Light";
            ULightRadius: concat!($p, ".ue.light.radius"), "Light radius", I16, Dec, 0, NONE, "Light";
            ULightStyle: concat!($p, ".ue.light.style"), "Light style", U32, Dec, 0, NONE, "Light";
            ULightFlags: concat!($p, ".ue.light.flags"), "Light flags", U8, Hex, 0, NONE, "Light";
            UTrail: concat!($p, ".ue.trail"), "Trail effect", U16, Dec, 0, NONE, "Trail effect index";
            UEmit: concat!($p, ".ue.emit"), "Emit effect", U16, Dec, 0, NONE, "Emitted effect index";
            UColormodR: concat!($p, ".ue.colormod.r"), "Colormod red", U8, Dec, 0, NONE, "32 = 1.0";
            UColormodG: concat!($p, ".ue.colormod.g"), "Colormod green", U8, Dec, 0, NONE, "32 = 1.0";
            UColormodB: concat!($p, ".ue.colormod.b"), "Colormod blue", U8, Dec, 0, NONE, "32 = 1.0";
            UGlowSize: concat!($p, ".ue.glow.size"), "Glow size", U8, Dec, 0, NONE, "Glow";
            UGlowColour: concat!($p, ".ue.glow.colour"), "Glow colour", U8, Dec, 0, NONE, "Glow";
            UGlowR: concat!($p, ".ue.glow.r"), "Glow red", U8, Dec, 0, NONE, "Glow";
            UGlowG: concat!($p, ".ue.glow.g"), "Glow green", U8, Dec, 0, NONE, "Glow";
            UGlowB: concat!($p, ".ue.glow.b"), "Glow blue", U8, Dec, 0, NONE, "Glow";
            UFatness: concat!($p, ".ue.fatness"), "Fatness", I8, Dec, 0, NONE, "Fatness";
            UModelindex2: concat!($p, ".ue.modelindex2"), "Second model", U32, Dec, 0, NONE, "Model index";
            UGravityX: concat!($p, ".ue.gravitydir.x"), "Gravity dir 1", U8, Dec, 0, NONE, "Gravity direction";
            UGravityY: concat!($p, ".ue.gravitydir.y"), "Gravity dir 2", U8, Dec, 0, NONE, "Gravity direction";
            Res: concat!($p, ".ue.ent.resolved"), "Resolved state", None, None, 0, NONE, "Entity state after this delta";
            ResModel: concat!($p, ".ue.ent.resolved.model"), "Model", U32, Dec, 0, NONE, "Resolved";
            ResModelName: concat!($p, ".ue.ent.resolved.model_name"), "Model name", Str, None, 0, NONE, "Resolved";
            ResFrame: concat!($p, ".ue.ent.resolved.frame"), "Frame", U32, Dec, 0, NONE, "Resolved";
            ResSkin: concat!($p, ".ue.ent.resolved.skin"), "Skin", I32, Dec, 0, NONE, "Resolved";
            ResEffects: concat!($p, ".ue.ent.resolved.effects"), "Effects", U32, Hex, 0, NONE, "Resolved";
            ResOriginX: concat!($p, ".ue.ent.resolved.origin.x"), "Origin x", F32, None, 0, NONE, "Resolved";
            ResOriginY: concat!($p, ".ue.ent.resolved.origin.y"), "Origin y", F32, None, 0, NONE, "Resolved";
            ResOriginZ: concat!($p, ".ue.ent.resolved.origin.z"), "Origin z", F32, None, 0, NONE, "Resolved";
            ResPitch: concat!($p, ".ue.ent.resolved.angle.pitch"), "Pitch", F32, None, 0, NONE, "Resolved";
            ResYaw: concat!($p, ".ue.ent.resolved.angle.yaw"), "Yaw", F32, None, 0, NONE, "Resolved";
            ResRoll: concat!($p, ".ue.ent.resolved.angle.roll"), "Roll", F32, None, 0, NONE, "Resolved";
            ResAlpha: concat!($p, ".ue.ent.resolved.alpha"), "Alpha", U8, Dec, 0, NONE, "Resolved";
            ResScale: concat!($p, ".ue.ent.resolved.scale"), "Scale", U8, Dec, 0, NONE, "Resolved";
        }
        pub static FIELDS: FteFields = FteFields {
            ext: Ext, ext_key: ExtKey, ext_value: ExtValue,
            pext: Pext,
            pext_bits: &[PextSetview, PextScale, PextLightstylecol, PextTrans, PextView2, PextBulletens, PextAccuratetimings, PextSounddbl, PextFatness, PextHlbsp, PextTeBullet, PextHullsize, PextModeldbl, PextEntitydbl, PextEntitydbl2, PextFloatcoords, PextVweap, PextQ2bsp, PextQ3bsp, PextColourmod, PextSplitscreen, PextHexen2, PextSpawnstatic2, PextCustomtempeffects, Pext256packetentities, PextReserved25, PextShowpic, PextSetattachment, PextReserved28, PextChunkeddownloads, PextCsqc, PextDpflags],
            pext2: Pext2,
            pext2_bits: &[Pext2Prydoncursor, Pext2Voicechat, Pext2Setangledelta, Pext2Replacementdeltas, Pext2Maxplayers, Pext2Predinfo, Pext2Newsizeencoding, Pext2Infoblobs, Pext2Stunaware, Pext2Vrinputs, Pext2Lerptime],
            ezpext: Ezpext,
            ezpext_bits: &[EzpextFloatentcoords, EzpextSetanglereason, EzpextHiddenmessages],
            ue_ack: UeAck, ue_time: UeTime, ue_entry: UeEntry, ue_index: UeIndex, ue_entity: UeEntity,
            ue_remove: UeRemove, ue_wide: UeWide, ue_index_high: UeIndexHigh, ue_remove_all: UeRemoveAll,
            uf: Uf,
            uf_bits: &[UfFrame, UfOriginxy, UfOriginz, UfAnglesxz, UfAnglesy, UfEffects, UfPredinfo, UfExtend1, UfReset, Uf16bit, UfModel, UfSkin, UfColormap, UfSolid, UfFlags, UfExtend2, UfAlpha, UfScale, UfBonedata, UfDrawflags, UfTaginfo, UfLight, UfTraileffect, UfExtend3, UfColormod, UfGlow, UfFatness, UfModelindex2, UfGravitydir, UfEffects2, UfUnused30, UfExtend4],
            entity: UEntity, frame: UFrame, origin: [UOriginX, UOriginY, UOriginZ],
            angle: [UAnglePitch, UAngleYaw, UAngleRoll], lerptime: ULerptime, effects: UEffects,
            pred: UPred,
            pred_bits: &[UPredForward, UPredSide, UPredUp, UPredMovetypeBit, UPredVelxy, UPredVelz, UPredMsecBit, UPredViewangle],
            pred_move: [UPredMoveF, UPredMoveS, UPredMoveU], pred_movetype: UPredMovetype,
            pred_velocity: [UPredVelX, UPredVelY, UPredVelZ], pred_msec: UPredMsec,
            pred_viewangle: [UPredViewPitch, UPredViewYaw, UPredViewRoll], pred_weaponframe: UPredWeaponframe,
            model: UModel, skin: USkin, colormap: UColormap, solid: USolid, solid_tag: USolidTag, flags: UFlags,
            alpha: UAlpha, scale: UScale, bone_flags: UBoneFlags, bone_count: UBoneCount, bone_data: UBoneData,
            bone_base: UBoneBase, bone_baseframe: UBoneBaseframe, drawflags: UDrawflags, abslight: UAbslight,
            tag_entity: UTagEntity, tag_index: UTagIndex, light: [ULightR, ULightG, ULightB, ULightRadius],
            light_style: ULightStyle, light_flags: ULightFlags, trail: UTrail, emit: UEmit,
            colormod: [UColormodR, UColormodG, UColormodB], glow_size: UGlowSize, glow_colour: UGlowColour,
            glow_rgb: [UGlowR, UGlowG, UGlowB], fatness: UFatness, modelindex2: UModelindex2,
            gravitydir: [UGravityX, UGravityY],
            resolved: Res, res_model: ResModel, res_model_name: ResModelName, res_frame: ResFrame, res_skin: ResSkin,
            res_effects: ResEffects, res_origin: [ResOriginX, ResOriginY, ResOriginZ],
            res_angle: [ResPitch, ResYaw, ResRoll], res_alpha: ResAlpha, res_scale: ResScale,
        };
    };
}
pub(crate) use fte_catalogue;
