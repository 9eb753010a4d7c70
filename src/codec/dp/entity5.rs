//! svc_entities (57) in DP5–DP8: EntityFrame5.
//!
//! `[i32 frame] [i32 move sequence, DP7] { [u16 number | 0x8000 remove] [E5 update] }* [u16 0x8000]`.
//! An update is a bits word (one byte, one more per E5_EXTEND1..3) and the fields it names,
//! each sized by its own flag (E5_ORIGIN32, E5_ANGLES16, E5_MODEL16, E5_FRAME16, E5_EFFECTS16/32).
//!
//! State: the DarkPlaces client applies each update to the entity's current state in the order
//! the packets arrive (the server, which knows what the client acknowledged with clc_ackframe,
//! resends whatever a lost packet carried), so we keep one current state per entity, updated in
//! capture order. A field no update in the capture has set (a capture started mid-session) is
//! unknown and is not shown; E5_FULLUPDATE and a removal reset every field to the engine's
//! default state, which is then known.

use super::super::nq::state::NqState;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{changes, ResolvedLine, Value};
use crate::fields::nq::{
    NqAnglePitch, NqAngleRoll, NqAngleYaw, NqEntity, NqOriginX, NqOriginY, NqOriginZ,
};
use crate::fields::nq_dp::*;
use crate::fields::Field;
use std::sync::Arc;

pub const E5_FULLUPDATE: u32 = 1 << 0;
pub const E5_ORIGIN: u32 = 1 << 1;
pub const E5_ANGLES: u32 = 1 << 2;
pub const E5_MODEL: u32 = 1 << 3;
pub const E5_FRAME: u32 = 1 << 4;
pub const E5_SKIN: u32 = 1 << 5;
pub const E5_EFFECTS: u32 = 1 << 6;
pub const E5_EXTEND1: u32 = 1 << 7;
pub const E5_FLAGS: u32 = 1 << 8;
pub const E5_ALPHA: u32 = 1 << 9;
pub const E5_SCALE: u32 = 1 << 10;
pub const E5_ORIGIN32: u32 = 1 << 11;
pub const E5_ANGLES16: u32 = 1 << 12;
pub const E5_MODEL16: u32 = 1 << 13;
pub const E5_COLORMAP: u32 = 1 << 14;
pub const E5_EXTEND2: u32 = 1 << 15;
pub const E5_ATTACHMENT: u32 = 1 << 16;
pub const E5_LIGHT: u32 = 1 << 17;
pub const E5_GLOW: u32 = 1 << 18;
pub const E5_EFFECTS16: u32 = 1 << 19;
pub const E5_EFFECTS32: u32 = 1 << 20;
pub const E5_FRAME16: u32 = 1 << 21;
pub const E5_COLORMOD: u32 = 1 << 22;
pub const E5_EXTEND3: u32 = 1 << 23;
pub const E5_GLOWMOD: u32 = 1 << 24;
pub const E5_COMPLEXANIMATION: u32 = 1 << 25;
pub const E5_TRAILEFFECTNUM: u32 = 1 << 26;

/// The E5 bits in order, each its own flag field.
/// What an update changes, for its heading (E5_FULLUPDATE first: the rest is from defaults).
const CHANGES: &[(u64, &str)] = &[
    (E5_FULLUPDATE as u64, "full update"),
    (E5_ORIGIN as u64, "origin"),
    (E5_ANGLES as u64, "angles"),
    (E5_MODEL as u64, "model"),
    (E5_FRAME as u64, "frame"),
    (E5_SKIN as u64, "skin"),
    (E5_COLORMAP as u64, "colormap"),
    (E5_EFFECTS as u64, "effects"),
    (E5_FLAGS as u64, "render flags"),
    (E5_ALPHA as u64, "alpha"),
    (E5_SCALE as u64, "scale"),
    (E5_ATTACHMENT as u64, "attachment"),
    (E5_LIGHT as u64, "light"),
    (E5_GLOW as u64, "glow"),
    (E5_COLORMOD as u64, "colormod"),
    (E5_GLOWMOD as u64, "glowmod"),
    (E5_COMPLEXANIMATION as u64, "animation"),
    (E5_TRAILEFFECTNUM as u64, "trail effect"),
];
const E5_BITS: &[Field] = &[
    NqDpE5FullUpdate,
    NqDpE5Origin,
    NqDpE5Angles,
    NqDpE5Model,
    NqDpE5Frame,
    NqDpE5Skin,
    NqDpE5Effects,
    NqDpE5Extend1,
    NqDpE5Flags,
    NqDpE5Alpha,
    NqDpE5Scale,
    NqDpE5Origin32,
    NqDpE5Angles16,
    NqDpE5Model16,
    NqDpE5Colormap,
    NqDpE5Extend2,
    NqDpE5Attachment,
    NqDpE5Light,
    NqDpE5Glow,
    NqDpE5Effects16,
    NqDpE5Effects32,
    NqDpE5Frame16,
    NqDpE5Colormod,
    NqDpE5Extend3,
    NqDpE5Glowmod,
    NqDpE5ComplexAnimation,
    NqDpE5TrailEffectNum,
    NqDpE5Unused27,
    NqDpE5Unused28,
    NqDpE5Unused29,
    NqDpE5Unused30,
    NqDpE5Extend4,
];

/// Which resolved fields are known (`E5Ent::known` bits).
pub const K_ORIGIN: u16 = 1 << 0;
pub const K_ANGLES: u16 = 1 << 1;
pub const K_MODEL: u16 = 1 << 2;
pub const K_FRAME: u16 = 1 << 3;
pub const K_SKIN: u16 = 1 << 4;
pub const K_EFFECTS: u16 = 1 << 5;
pub const K_FLAGS: u16 = 1 << 6;
pub const K_ALPHA: u16 = 1 << 7;
pub const K_SCALE: u16 = 1 << 8;
pub const K_COLORMAP: u16 = 1 << 9;
pub const K_ALL: u16 = (1 << 10) - 1;
const K_NAMES: &[(u16, &str)] = &[
    (K_ORIGIN, "origin"),
    (K_ANGLES, "angles"),
    (K_MODEL, "model"),
    (K_FRAME, "frame"),
    (K_SKIN, "skin"),
    (K_EFFECTS, "effects"),
    (K_FLAGS, "render flags"),
    (K_ALPHA, "alpha"),
    (K_SCALE, "scale"),
    (K_COLORMAP, "colormap"),
];

/// One entity's state as the client holds it (the fields shown resolved).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct E5Ent {
    /// `K_*` bits of the fields that are known.
    pub known: u16,
    /// Sent and not removed.
    pub active: bool,
    pub model: u16,
    pub frame: u16,
    pub skin: u8,
    pub colormap: u8,
    pub flags: u8,
    pub alpha: u8,
    pub scale: u8,
    pub effects: u32,
    pub origin: [f32; 3],
    pub angles: [f32; 3],
}

impl E5Ent {
    /// Nothing known: an entity first seen without E5_FULLUPDATE.
    pub const UNKNOWN: E5Ent = E5Ent {
        known: 0,
        active: true,
        model: 0,
        frame: 0,
        skin: 0,
        colormap: 0,
        flags: 0,
        alpha: 255,
        scale: 16,
        effects: 0,
        origin: [0.0; 3],
        angles: [0.0; 3],
    };
    /// DarkPlaces' default entity state (alpha 255, scale 16, all else 0), every field known.
    pub const DEFAULT: E5Ent = E5Ent {
        known: K_ALL,
        ..E5Ent::UNKNOWN
    };
}

/// The DarkPlaces part of a NetQuake conversation's state. Entity numbers are 15-bit on the
/// wire, so the table holds at most 32,768 entries.
#[derive(Clone, Debug, Default)]
pub struct DpState {
    /// Every entity an update has named, sorted by number, in one block copied per
    /// svc_entities (copy-on-write snapshots share it otherwise).
    pub ents: Arc<[(u16, E5Ent)]>,
}

impl DpState {
    pub fn same(&self, o: &Self) -> bool {
        Arc::ptr_eq(&self.ents, &o.ents)
    }
    pub fn get(&self, n: u16) -> Option<&E5Ent> {
        find(&self.ents, n).ok().map(|i| &self.ents[i].1)
    }
}

fn find(list: &[(u16, E5Ent)], n: u16) -> Result<usize, usize> {
    list.binary_search_by_key(&n, |e| e.0)
}

fn coord3(c: &mut Cursor, wide: bool, fs: [Field; 3]) -> R<[f32; 3]> {
    let mut v = [0.0; 3];
    for (i, f) in fs.into_iter().enumerate() {
        let s = c.pos();
        v[i] = if wide {
            c.r.f32()?
        } else {
            c.r.i16()? as f32 / 8.0
        };
        c.add_since(f, s, Value::F(v[i] as f64));
    }
    Ok(v)
}

fn angle3(c: &mut Cursor, wide: bool) -> R<[f32; 3]> {
    let mut v = [0.0; 3];
    for (i, f) in [NqAnglePitch, NqAngleYaw, NqAngleRoll]
        .into_iter()
        .enumerate()
    {
        let s = c.pos();
        v[i] = if wide {
            c.r.i16()? as f32 * (360.0 / 65536.0)
        } else {
            c.r.i8()? as f32 * (360.0 / 256.0)
        };
        c.add_since(f, s, Value::F(v[i] as f64));
    }
    Ok(v)
}

/// Reads one E5 update (from the bits byte on) into `e`. Returns the bits, or `None` when the
/// update cannot be framed to its end (an unknown E5_COMPLEXANIMATION type).
pub fn read_update(c: &mut Cursor, e: &mut E5Ent) -> R<Option<u32>> {
    let s = c.pos();
    let mut bits = c.r.u8()? as u32;
    if bits & E5_EXTEND1 != 0 {
        bits |= (c.r.u8()? as u32) << 8;
        if bits & E5_EXTEND2 != 0 {
            bits |= (c.r.u8()? as u32) << 16;
            if bits & E5_EXTEND3 != 0 {
                bits |= (c.r.u8()? as u32) << 24;
            }
        }
    }
    c.flags(NqDpE5, s, bits as u64, E5_BITS);
    if bits & E5_FULLUPDATE != 0 {
        *e = E5Ent::DEFAULT;
    }
    e.active = true;
    if bits & E5_FLAGS != 0 {
        e.flags = c.u8(NqDpE5RenderFlags)?;
        e.known |= K_FLAGS;
    }
    if bits & E5_ORIGIN != 0 {
        e.origin = coord3(
            c,
            bits & E5_ORIGIN32 != 0,
            [NqOriginX, NqOriginY, NqOriginZ],
        )?;
        e.known |= K_ORIGIN;
    }
    if bits & E5_ANGLES != 0 {
        e.angles = angle3(c, bits & E5_ANGLES16 != 0)?;
        e.known |= K_ANGLES;
    }
    if bits & E5_MODEL != 0 {
        let s = c.pos();
        e.model = if bits & E5_MODEL16 != 0 {
            c.r.u16()?
        } else {
            c.r.u8()? as u16
        };
        c.add_since(NqDpE5ModelIndex, s, Value::U(e.model as u64));
        e.known |= K_MODEL;
    }
    if bits & E5_FRAME != 0 {
        let s = c.pos();
        e.frame = if bits & E5_FRAME16 != 0 {
            c.r.u16()?
        } else {
            c.r.u8()? as u16
        };
        c.add_since(NqDpE5FrameNum, s, Value::U(e.frame as u64));
        e.known |= K_FRAME;
    }
    if bits & E5_SKIN != 0 {
        e.skin = c.u8(NqDpE5SkinNum)?;
        e.known |= K_SKIN;
    }
    if bits & E5_EFFECTS != 0 {
        let s = c.pos();
        e.effects = if bits & E5_EFFECTS32 != 0 {
            c.r.u32()?
        } else if bits & E5_EFFECTS16 != 0 {
            c.r.u16()? as u32
        } else {
            c.r.u8()? as u32
        };
        c.add_since(NqDpE5EffectBits, s, Value::U(e.effects as u64));
        e.known |= K_EFFECTS;
    }
    if bits & E5_ALPHA != 0 {
        e.alpha = c.u8(NqDpE5AlphaValue)?;
        e.known |= K_ALPHA;
    }
    if bits & E5_SCALE != 0 {
        e.scale = c.u8(NqDpE5ScaleValue)?;
        e.known |= K_SCALE;
    }
    if bits & E5_COLORMAP != 0 {
        e.colormap = c.u8(NqDpE5ColormapValue)?;
        e.known |= K_COLORMAP;
    }
    if bits & E5_ATTACHMENT != 0 {
        c.u16(NqDpE5TagEntity)?;
        c.u8(NqDpE5TagIndex)?;
    }
    if bits & E5_LIGHT != 0 {
        for _ in 0..4 {
            c.u16(NqDpE5LightValue)?;
        }
        c.u8(NqDpE5LightStyle)?;
        c.u8(NqDpE5LightPFlags)?;
    }
    if bits & E5_GLOW != 0 {
        c.u8(NqDpE5GlowSize)?;
        c.u8(NqDpE5GlowColor)?;
    }
    if bits & E5_COLORMOD != 0 {
        for _ in 0..3 {
            c.u8(NqDpE5ColormodValue)?;
        }
    }
    if bits & E5_GLOWMOD != 0 {
        for _ in 0..3 {
            c.u8(NqDpE5GlowmodValue)?;
        }
    }
    if bits & E5_COMPLEXANIMATION != 0 && !complex_animation(c)? {
        return Ok(None);
    }
    if bits & E5_TRAILEFFECTNUM != 0 {
        c.u16(NqDpE5TrailEffect)?;
    }
    Ok(Some(bits))
}

/// E5_COMPLEXANIMATION. Returns false for an unknown type (DarkPlaces stops with an error).
fn complex_animation(c: &mut Cursor) -> R<bool> {
    let ty = c.u8(NqDpE5AnimType)?;
    match ty {
        0..=3 => {
            let n = ty as usize + 1;
            for _ in 0..n {
                c.i16(NqDpE5AnimFrame)?;
            }
            for _ in 0..n {
                c.u16(NqDpE5AnimTime)?;
            }
            if ty > 0 {
                for _ in 0..n {
                    c.u8(NqDpE5AnimLerp)?;
                }
            }
        }
        4 => {
            c.i16(NqDpE5AnimModel)?;
            let bones = c.u8(NqDpE5AnimBones)?;
            for _ in 0..bones {
                let s = c.pos();
                c.r.take(14)?;
                c.add_since(NqDpE5AnimPose, s, Value::None);
            }
        }
        _ => {
            let s = c.pos() - 1;
            c.t.expert(
                crate::codec::tree::Expert::UnknownCommand,
                s,
                1,
                format!("unknown E5_COMPLEXANIMATION type {ty}: the rest cannot be framed"),
            );
            return Ok(false);
        }
    }
    Ok(true)
}

/// What a svc_entities did: entities updated and removed; false when the list could not be
/// framed to its end (an unknown animation type).
pub struct Frame {
    pub updated: usize,
    pub removed: usize,
    pub framed: bool,
}

/// svc_entities after its command byte.
pub fn entities(c: &mut Cursor, st: &mut NqState) -> R<Frame> {
    let frame = c.i32(NqDpFrameNum)?;
    // DP7 and DP8 (not DP5, DP6)
    if st.protocol.version >= super::PROTOCOL_DP7 {
        c.u32(NqDpMoveSequence)?;
    }
    let mut work: Vec<(u16, E5Ent)> = st.dp.ents.to_vec();
    let mut out = Frame {
        updated: 0,
        removed: 0,
        framed: true,
    };
    let res = entity_list(c, st, &mut work, &mut out);
    // what was read is applied even when the list is cut short, as the engine does
    st.dp.ents = Arc::from(work);
    c.t.label(|| {
        format!(
            " frame {frame}: {} updated, {} removed",
            out.updated, out.removed
        )
    });
    res.map(|_| out)
}

fn entity_list(
    c: &mut Cursor,
    st: &NqState,
    work: &mut Vec<(u16, E5Ent)>,
    out: &mut Frame,
) -> R<()> {
    loop {
        let s = c.pos();
        let w = c.r.u16()?;
        if w == 0x8000 {
            c.add_since(NqDpEntEnd, s, Value::U(w as u64));
            return Ok(());
        }
        let n = w & 0x7fff;
        c.t.open(NqDpEnt, s, Value::None);
        c.flags(NqDpEntWord, s, w as u64, &[NqDpEntRemove]);
        // the number as every dialect's entity number (`nq.entity`, `qw.entity`, `q2.entity`)
        c.t.add(NqEntity, s, 2, Value::U(n as u64));
        let at = find(work, n);
        let mut e = match at {
            Ok(i) => work[i].1,
            Err(_) => E5Ent::UNKNOWN,
        };
        let res = if w & 0x8000 != 0 {
            e = E5Ent {
                active: false,
                ..E5Ent::DEFAULT
            };
            out.removed += 1;
            c.t.label(|| format!(" {n}: removed"));
            Ok(Some(0))
        } else {
            out.updated += 1;
            c.t.label(|| format!(" {n}"));
            let res = read_update(c, &mut e);
            if let Ok(Some(bits)) = res {
                c.t.label(|| format!(" {n}: {}", changes(bits as u64, CHANGES, "no change")));
            }
            res
        };
        match at {
            Ok(i) => work[i].1 = e,
            Err(i) => work.insert(i, (n, e)),
        }
        if matches!(res, Ok(Some(_))) && w & 0x8000 == 0 && c.t.is_enabled() {
            resolved(c, st, &e);
        }
        match res? {
            Some(_) => c.t.close(c.pos()),
            None => {
                c.t.close(c.pos());
                out.framed = false;
                return Ok(());
            }
        }
    }
}

fn resolved(c: &mut Cursor, st: &NqState, e: &E5Ent) {
    let t = &mut *c.t;
    let children = t.open_resolved(NqDpResolved);
    let k = e.known;
    let name = if k & K_MODEL != 0 {
        st.model_name(e.model).filter(|n| !n.is_empty())
    } else {
        None
    };
    let missing = || K_NAMES.iter().filter(|(b, _)| k & b == 0).map(|(_, n)| *n);
    t.label(|| {
        let mut l = ResolvedLine::new();
        if k & K_MODEL != 0 {
            l.model(name, e.model as u64);
        } else {
            l.text("model not seen");
        }
        if k & K_ORIGIN != 0 {
            l.at(e.origin);
        }
        // what is known and not at DarkPlaces' defaults (alpha 255, scale 16, all else 0)
        let known = |bit: u16| k & bit != 0;
        if known(K_FRAME) {
            l.uint("frame", e.frame as u64);
        }
        if known(K_SKIN) {
            l.uint("skin", e.skin as u64);
        }
        if known(K_COLORMAP) {
            l.uint("colormap", e.colormap as u64);
        }
        if known(K_EFFECTS) {
            l.hex("effects", e.effects as u64);
        }
        if known(K_FLAGS) {
            l.hex("renderflags", e.flags as u64);
        }
        if known(K_ANGLES) {
            l.angles(e.angles);
        }
        if known(K_ALPHA) {
            l.uint_unless("alpha", e.alpha as u64, 255);
        }
        if known(K_SCALE) {
            l.uint_unless("scale", e.scale as u64, 16);
        }
        if k != K_ALL {
            l.aside("not seen:", missing());
        }
        l.finish()
    });
    if !children {
        t.close(0);
        return;
    }
    if let Some(name) = name {
        t.add_generated(NqDpResModelName, Value::Str(name.to_string()));
    }
    let u = |t: &mut crate::codec::tree::Tree, bit: u16, f: Field, v: u64| {
        if k & bit != 0 {
            t.add_generated(f, Value::U(v));
        }
    };
    u(t, K_MODEL, NqDpResModel, e.model as u64);
    u(t, K_FRAME, NqDpResFrame, e.frame as u64);
    u(t, K_SKIN, NqDpResSkin, e.skin as u64);
    u(t, K_COLORMAP, NqDpResColormap, e.colormap as u64);
    u(t, K_EFFECTS, NqDpResEffects, e.effects as u64);
    u(t, K_FLAGS, NqDpResRenderFlags, e.flags as u64);
    if k & K_ORIGIN != 0 {
        t.add_generated3([NqDpResOriginX, NqDpResOriginY, NqDpResOriginZ], e.origin);
    }
    if k & K_ANGLES != 0 {
        t.add_generated3([NqDpResPitch, NqDpResYaw, NqDpResRoll], e.angles);
    }
    u(t, K_ALPHA, NqDpResAlpha, e.alpha as u64);
    u(t, K_SCALE, NqDpResScale, e.scale as u64);
    if k != K_ALL {
        let missing: Vec<&str> = missing().collect();
        t.add_generated(NqDpResUnknown, Value::Str(missing.join(", ")));
    }
    t.close(0);
}
