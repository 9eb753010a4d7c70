//! How each Quake II dialect writes what differs between them, as data: [`Wire::of`] turns the
//! dialect in force (34, R1Q2 35, Q2PRO 36 with its protocol-version-dependent flags, 2022, 2023,
//! Q2rePRO 1038) into a table of encodings, and each message has one reader that consults it (as
//! q2proto's readers are shared and switched by the protocol's flags). The number readers they
//! all use (coordinates, angles) live here too.

use super::state::{
    Dialect, Proto, ES_EXTENSIONS, ES_EXTENSIONS_2, ES_LONGSOLID, ES_SHORTANGLES, PSF_EXTENSIONS,
    PSF_EXTENSIONS_2, PSF_MOREBITS,
};
use crate::codec::concat;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::Field;

/// How a coordinate is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Coord {
    /// s16 in 1/8 units (34, R1Q2, Q2PRO without extensions v2, 2022's non-solid entities).
    Short,
    /// A 32-bit float (2023).
    Float,
    /// 2022 entity origins: floats for entities whose solid is non-zero, else 16-bit.
    ShortUnlessSolid,
    /// Q2PRO extensions v2: bit 0 set = an absolute 23-bit value, else a 15-bit difference
    /// from the old value (MSG_ReadDeltaCoord; an old origin is always absolute).
    Q2proDelta,
}

/// How an angle is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Angle {
    /// s8 × 360/256.
    Byte,
    /// s8, or s16 × 360/65536 when the delta sets U_ANGLE16 (Q2PRO's short angles).
    ShortIfFlagged,
    /// A 32-bit float (the rerelease).
    Float,
}

/// The entity sound word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoundWord {
    /// One byte.
    Byte,
    /// u16: 14-bit index, loop volume (0x4000) and attenuation (0x8000) bytes follow when
    /// flagged; unflagged ones keep their old value (Q2PRO extensions).
    Word,
    /// As `Word`, but unflagged ones reset to 255 / 0, and the word shows its volume and
    /// attenuation bits (the rerelease).
    WordWithDefaults,
}

/// The solid word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Solid {
    /// u16, a packed bounding box (shown unpacked).
    Packed16,
    /// u32 (R1Q2 1905+, Q2PRO, the rerelease).
    Long32,
}

/// What follows the event byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tail {
    None,
    /// Q2PRO extensions: morefx (U_MOREFX8/16), alpha, scale.
    Q2pro,
    /// The rerelease: alpha, scale, instance bits, owner, old frame.
    Rerelease,
}

/// An entity delta's layout.
#[derive(Clone, Copy, Debug)]
pub struct EntWire {
    /// The name of U_* bit 29: Q2PRO's U_MOREFX8 or the rerelease's U_EFFECTS64.
    pub bit29: Field,
    /// The fifth U_* byte (read when U_MOREBITS4 is set) and its bits; empty: no fifth byte.
    pub hi: &'static [Field],
    /// U_MODEL16 makes the model indexes 16-bit.
    pub model16: bool,
    /// U_EFFECTS64 (bit 29): 64-bit effects.
    pub effects64: bool,
    /// The rerelease's order: solid before the origin, the old origin before the angles.
    pub solid_first: bool,
    pub origin: Coord,
    pub angle: Angle,
    pub sound: SoundWord,
    pub solid: Solid,
    pub tail: Tail,
}

/// How svc_sound's index and entity/channel word are sized.
#[derive(Clone, Copy, Debug)]
pub struct SndWire {
    /// The SND_* bits the flags byte names.
    pub bits: &'static [Field],
    /// The index is always 16-bit (the rerelease).
    pub index16: bool,
    /// A flag that makes the index 16-bit (Q2PRO extensions' SND_INDEX16, 0x20); 0: none.
    pub index16_flag: u8,
    /// A flag that makes the entity/channel word 32-bit (the rerelease's SND_LARGE_ENT); 0: none.
    pub large_ent_flag: u8,
}

/// Which temp entities a dialect knows.
#[derive(Clone, Copy, Debug, Default)]
pub struct TeWire {
    /// The rerelease numbers 56–63 (Q2PRO extensions, the rerelease itself).
    pub extended: bool,
    /// Q2PRO's TE_DAMAGE_DEALT (128).
    pub damage_dealt: bool,
}

/// How a pmove origin or velocity component is written (kept in 1/8 units).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PmCoord {
    /// s16 in 1/8 units.
    Short,
    /// Q2PRO extensions v2: a 23-bit absolute or 15-bit difference (as [`Coord::Q2proDelta`]).
    Q2proDelta,
    /// A float (the rerelease).
    Float,
}

/// How the stats are flagged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stats {
    /// A u32 mask (stats 0–31).
    Mask32,
    /// A varint mask (Q2PRO extensions v2: 64 stats).
    Varint,
    /// Two u32 masks, 0–31 then 32–63 (the rerelease).
    TwoMasks,
    /// One u64 mask before all 64 stats (Q2rePRO).
    Mask64,
}

/// A player-state delta's layout (inside svc_frame). R1Q2/Q2PRO's EPS_* bits are not in the
/// table: they travel in the svc_frame header, and their presence selects that layout.
#[derive(Clone, Copy, Debug)]
pub struct PsWire {
    /// What PS_MOREBITS adds: 0 nothing, 1 a byte (Q2PRO), 2 a u16 (the rerelease).
    pub more: u8,
    /// The PS_* bits the flags word names (16, and those PS_MOREBITS adds).
    pub bits: &'static [Field],
    pub pm_type: Field,
    pub pmove: PmCoord,
    /// pm_time and pm_flags are 16-bit.
    pub pm_words: bool,
    pub pmf_bits: &'static [Field],
    /// Delta angles and view angles as floats (the rerelease); else shorts.
    pub float_angles: bool,
    /// View offset and kick angles as scaled shorts (1/16, 1/1024: the rerelease, Q2rePRO);
    /// else quarter bytes.
    pub scaled_offsets: bool,
    /// Where the pmove view height byte stands.
    pub viewheight: ViewHeight,
    /// The gun index is 16-bit (Q2PRO extensions).
    pub gunindex16: bool,
    /// The rerelease's gun words: index + skin, frame + which gun floats follow.
    pub gun_words: bool,
    /// Q2rePRO's gun: an index + skin word, a 16-bit frame, and (EPS_GUNOFFSET/GUNANGLES)
    /// offsets and angles as shorts (1/512, 1/4096), the gun rate behind EPS_GUNRATE.
    pub gun_shorts: bool,
    /// A byte says which blend components follow (Q2PRO extensions v2).
    pub blend_bits: bool,
    /// PS_FOG (Q2PRO extensions, bit 16).
    pub fog: bool,
    pub stats: Stats,
    pub max_stats: usize,
    /// The damage blend and team id (the rerelease's bits 16 and 17).
    pub damage_team: bool,
}

/// Where a player state carries the pmove view height byte.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewHeight {
    /// Nowhere (34, R1Q2, Q2PRO).
    None,
    /// Right after the view offset (the rerelease).
    AfterViewOffset,
    /// Last, when PS_RR_VIEWHEIGHT (bit 15) is set (Q2rePRO).
    Flagged,
}

/// One dialect's table.
#[derive(Clone, Copy, Debug)]
pub struct Wire {
    pub ent: EntWire,
    pub ps: PsWire,
    pub snd: SndWire,
    pub te: TeWire,
    /// Positions inside messages (svc_sound, temp entities): 16-bit, floats in 2023.
    pub pos: Coord,
}

/// svc_sound's flag byte before the rerelease (also Q2PRO's MVD sound operation).
pub(crate) const SND_BITS: [Field; 6] = [
    Q2SndFVolume,
    Q2SndFAttenuation,
    Q2SndFPos,
    Q2SndFEnt,
    Q2SndFOffset,
    Q2SndFIndex16,
];
const RR_SND_BITS: [Field; 8] = [
    Q2SndFVolume,
    Q2SndFAttenuation,
    Q2SndFPos,
    Q2SndFEnt,
    Q2SndFOffset,
    Q2SndFExplicitPos,
    Q2SndFLargeEnt,
    Q2SndFReserved,
];
const Q2PRO_HI: [Field; 2] = [Q2EntUScale, Q2EntUMoreFx16];
const RR_HI: [Field; 5] = [
    Q2EntUScale,
    Q2EntUInstance,
    Q2EntUOwner,
    Q2EntUOldFrame,
    Q2EntUHiUnused,
];

// the PS_* and PMF_* bits each player-state layout names: bits 0–14 alike, then each its own
const PS_LOW: [Field; 15] = [
    Q2PsFMType,
    Q2PsFMOrigin,
    Q2PsFMVelocity,
    Q2PsFMTime,
    Q2PsFMFlags,
    Q2PsFMGravity,
    Q2PsFMDeltaAngles,
    Q2PsFViewOffset,
    Q2PsFViewAngles,
    Q2PsFKickAngles,
    Q2PsFBlend,
    Q2PsFFov,
    Q2PsFWeaponIndex,
    Q2PsFWeaponFrame,
    Q2PsFRdFlags,
];
const PS_BITS: [Field; 17] = concat(&PS_LOW, &[Q2PsFMoreBits, Q2PsFFog]);
const RR_PS_BITS: [Field; 19] = concat(
    &PS_LOW,
    &[Q2PsFMoreBits, Q2PsFDamageBlend, Q2PsFTeamId, Q2PsFUnused],
);
const Q2REPRO_PS_BITS: [Field; 16] = concat(&PS_LOW, &[Q2PsFRrViewHeight]);
const PMF_BITS: [Field; 7] = [
    Q2PsPmfDucked,
    Q2PsPmfJumpHeld,
    Q2PsPmfOnGround,
    Q2PsPmfWaterjump,
    Q2PsPmfLand,
    Q2PsPmfTeleport,
    Q2PsPmfNoPrediction,
];
const RR_PMF_BITS: [Field; 11] = [
    Q2PsPmfDucked,
    Q2PsPmfJumpHeld,
    Q2PsPmfOnGround,
    Q2PsPmfWaterjump,
    Q2PsPmfLand,
    Q2PsPmfTeleport,
    Q2PsPmfNoPrediction,
    Q2PsPmfOnLadder,
    Q2PsPmfNoAngular,
    Q2PsPmfIgnorePlayers,
    Q2PsPmfTimeTrick,
];

thread_local! {
    /// The table [`Wire::of`] made last, and for what (a conversation's dialect rarely
    /// changes, and the table is asked for per frame and per temp entity: about a hundred
    /// instructions to build, a comparison to reuse).
    static LAST: std::cell::Cell<Option<(Proto, Wire)>> = const { std::cell::Cell::new(None) };
}

impl Wire {
    pub fn of(p: &Proto) -> Wire {
        match LAST.with(std::cell::Cell::get) {
            Some((q, w)) if q == *p => w,
            _ => {
                let w = Wire::build(p);
                LAST.with(|l| l.set(Some((*p, w))));
                w
            }
        }
    }

    fn build(p: &Proto) -> Wire {
        let es = p.es;
        if p.rerelease() {
            let demo = p.demo22();
            return Wire {
                ent: EntWire {
                    bit29: Q2EntUEffects64,
                    hi: &RR_HI,
                    model16: true,
                    effects64: true,
                    solid_first: true,
                    origin: if demo {
                        Coord::ShortUnlessSolid
                    } else {
                        Coord::Float
                    },
                    angle: Angle::Float,
                    sound: SoundWord::WordWithDefaults,
                    solid: Solid::Long32,
                    tail: Tail::Rerelease,
                },
                ps: PsWire {
                    more: 2,
                    bits: &RR_PS_BITS,
                    pm_type: Q2PsPmTypeRr,
                    pmove: PmCoord::Float,
                    pm_words: true,
                    pmf_bits: &RR_PMF_BITS,
                    float_angles: true,
                    scaled_offsets: true,
                    viewheight: ViewHeight::AfterViewOffset,
                    gunindex16: true,
                    gun_words: true,
                    gun_shorts: false,
                    blend_bits: false,
                    fog: false,
                    stats: Stats::TwoMasks,
                    max_stats: p.max_stats(),
                    damage_team: true,
                },
                snd: SndWire {
                    bits: &RR_SND_BITS,
                    index16: true,
                    index16_flag: 0,
                    large_ent_flag: 0x40,
                },
                te: TeWire {
                    extended: true,
                    damage_dealt: p.extended,
                },
                pos: if demo { Coord::Short } else { Coord::Float },
            };
        }
        if p.dialect == Dialect::Q2repro {
            // Q2PRO's entity layout with float origins; Q2PRO's player-state frame with the
            // rerelease's floats for pmove only; Q2PRO's svc_sound with float positions
            return Wire {
                ent: EntWire {
                    bit29: Q2EntUMoreFx8,
                    hi: &Q2PRO_HI,
                    model16: true,
                    effects64: false,
                    solid_first: false,
                    origin: Coord::Float,
                    angle: Angle::ShortIfFlagged,
                    sound: SoundWord::Word,
                    solid: Solid::Long32,
                    tail: Tail::Q2pro,
                },
                ps: PsWire {
                    more: 0,
                    bits: &Q2REPRO_PS_BITS,
                    pm_type: Q2PsPmTypeRr,
                    pmove: PmCoord::Float,
                    pm_words: true,
                    pmf_bits: &RR_PMF_BITS,
                    float_angles: false,
                    scaled_offsets: true,
                    viewheight: ViewHeight::Flagged,
                    gunindex16: true,
                    gun_words: false,
                    gun_shorts: true,
                    blend_bits: true,
                    fog: false,
                    stats: Stats::Mask64,
                    max_stats: p.max_stats(),
                    damage_team: false,
                },
                snd: SndWire {
                    bits: &SND_BITS,
                    index16: false,
                    index16_flag: 0x20,
                    large_ent_flag: 0,
                },
                te: TeWire {
                    extended: true,
                    damage_dealt: !p.rr_game && p.extended,
                },
                pos: Coord::Float,
            };
        }
        let ext = es & ES_EXTENSIONS != 0;
        Wire {
            ent: EntWire {
                bit29: Q2EntUMoreFx8,
                hi: if ext { &Q2PRO_HI } else { &[] },
                model16: ext,
                effects64: false,
                solid_first: false,
                origin: if es & ES_EXTENSIONS_2 != 0 {
                    Coord::Q2proDelta
                } else {
                    Coord::Short
                },
                angle: if es & ES_SHORTANGLES != 0 {
                    Angle::ShortIfFlagged
                } else {
                    Angle::Byte
                },
                sound: if ext {
                    SoundWord::Word
                } else {
                    SoundWord::Byte
                },
                solid: if es & ES_LONGSOLID != 0 {
                    Solid::Long32
                } else {
                    Solid::Packed16
                },
                tail: if ext { Tail::Q2pro } else { Tail::None },
            },
            ps: {
                let ext2 = p.ps & PSF_EXTENSIONS_2 != 0;
                PsWire {
                    more: if p.ps & PSF_MOREBITS != 0 { 1 } else { 0 },
                    bits: &PS_BITS,
                    pm_type: Q2PsPmType,
                    pmove: if ext2 {
                        PmCoord::Q2proDelta
                    } else {
                        PmCoord::Short
                    },
                    pm_words: ext2,
                    pmf_bits: &PMF_BITS,
                    float_angles: false,
                    scaled_offsets: false,
                    viewheight: ViewHeight::None,
                    gunindex16: p.ps & PSF_EXTENSIONS != 0,
                    gun_words: false,
                    gun_shorts: false,
                    blend_bits: ext2,
                    fog: true,
                    stats: if ext2 { Stats::Varint } else { Stats::Mask32 },
                    max_stats: p.max_stats(),
                    damage_team: false,
                }
            },
            snd: SndWire {
                bits: &SND_BITS,
                index16: false,
                index16_flag: if p.extended { 0x20 } else { 0 },
                large_ent_flag: 0,
            },
            te: TeWire {
                extended: p.extended,
                damage_dealt: p.extended,
            },
            pos: Coord::Short,
        }
    }
}

/// Reads a coordinate written as `how` (`old`: the value a Q2PRO difference applies to;
/// `solid`: 2022's choice) as a leaf.
pub(crate) fn coord(c: &mut Cursor, f: Field, how: Coord, old: f32, solid: bool) -> R<f32> {
    match how {
        Coord::Float => c.f32(f),
        Coord::ShortUnlessSolid if solid => c.f32(f),
        Coord::Short | Coord::ShortUnlessSolid => {
            let s = c.pos();
            let v = c.r.i16()? as f32 / 8.0;
            c.add_since(f, s, Value::F(v as f64));
            Ok(v)
        }
        Coord::Q2proDelta => {
            let s = c.pos();
            let mut v = c.r.u16()? as u32;
            let out = if v & 1 != 0 {
                v |= (c.r.u8()? as u32) << 16;
                (((v >> 1) << 9) as i32 >> 9) as f32 / 8.0
            } else {
                old + ((((v >> 1) << 17) as i32) >> 17) as f32 / 8.0
            };
            c.add_since(f, s, Value::F(out as f64));
            Ok(out)
        }
    }
}

/// Three coordinates of a position inside a message.
pub(crate) fn pos(c: &mut Cursor, fs: [Field; 3], how: Coord) -> R<[f32; 3]> {
    Ok([
        coord(c, fs[0], how, 0.0, false)?,
        coord(c, fs[1], how, 0.0, false)?,
        coord(c, fs[2], how, 0.0, false)?,
    ])
}

/// A byte angle (s8 × 360/256).
pub(crate) fn angle8(c: &mut Cursor, f: Field) -> R<f32> {
    let s = c.pos();
    let v = c.r.i8()? as f32 * (360.0 / 256.0);
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

/// A short angle (s16 × 360/65536).
pub(crate) fn angle16(c: &mut Cursor, f: Field) -> R<f32> {
    let s = c.pos();
    let v = c.r.i16()? as f32 * (360.0 / 65536.0);
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

/// An s8 scaled by 1/4 (view offset, kick angles, gun offset/angles).
pub(crate) fn quarter(c: &mut Cursor, f: Field) -> R<f32> {
    let s = c.pos();
    let v = c.r.i8()? as f32 * 0.25;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}
