//! PEXT2_REPLACEMENTDELTAS: svcfte_updateentities and the "delta from the null state" used by
//! svcfte_spawnbaseline2/spawnstatic2, decoded as fteqw's client reads them (the spec text
//! differs in places; see `../../../../shared/spec/quakeworld.md` §10.9).

use super::{Ext, EZPEXT1_FLOATENTCOORDS, PEXT2_LERPTIME, PEXT2_NEWSIZEENCODING, PEXT2_PREDINFO};
use crate::codec::framelist::{FrameList, Old, Touched};
use crate::codec::nq::wire::{read_angle, read_coord, Angle, Coord};
use crate::codec::reader::{Cursor, Truncated, R};
use crate::codec::tree::{changes, Expert, ResolvedLine, Value};
use crate::fields::fte::FteFields;
use crate::fields::Field;
use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Entities tracked per conversation; beyond this, updates are shown but not remembered.
pub const MAX_ENTITIES: usize = 8192;

/// The table is full: the entity is shown but not tracked.
fn over_limit(c: &mut Cursor, what: &str) {
    let s = c.pos();
    c.t.expert(
        crate::codec::tree::Expert::LimitExceeded,
        s,
        0,
        format!("more than {MAX_ENTITIES} {what} tracked: this one is not kept"),
    );
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct UfEnt {
    pub model: u32,
    pub frame: u32,
    pub skin: i32,
    pub colormap: u32,
    pub effects: u32,
    pub origin: [f32; 3],
    pub angles: [f32; 3],
    pub alpha: u8,
    pub scale: u8,
}

impl Default for UfEnt {
    fn default() -> Self {
        UfEnt {
            model: 0,
            frame: 0,
            skin: 0,
            colormap: 0,
            effects: 0,
            origin: [0.0; 3],
            angles: [0.0; 3],
            alpha: 255,
            scale: 16,
        }
    }
}

#[derive(Clone, Debug, Default)]
pub struct EntityTable {
    pub baselines: Arc<BTreeMap<u32, UfEnt>>,
    pub current: EntList,
    /// The capture began after the entities were sent (no serverinfo/serverdata seen): their
    /// earlier state is unknown, so svcfte_updateentities shows no resolved state.
    pub partial: bool,
}

/// The entities in force, sorted by number: every svcfte_updateentities makes a new list for
/// the next snapshot, stored as what changed against the previous one
/// (`codec::framelist`); only the newest keeps its whole list at hand.
#[derive(Clone, Debug, Default)]
pub struct EntList(FrameList<(u32, UfEnt)>);

impl EntList {
    pub fn get(&self, n: &u32) -> Option<UfEnt> {
        let l = self.0.get();
        find(&l, *n).ok().map(|i| l[i].1)
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// The stored list (snapshot sharing and memory accounting).
    pub fn shared(&self) -> &FrameList<(u32, UfEnt)> {
        &self.0
    }
}

fn find(list: &[(u32, UfEnt)], n: u32) -> Result<usize, usize> {
    list.binary_search_by_key(&n, |e| e.0)
}

/// One svcfte_updateentities' changes over the list in force, merged once at the end (in-place
/// inserts and removals in a sorted list would be quadratic in a long packet).
struct Pending<'a> {
    list: &'a EntList,
    /// The list in force, fetched when an entity of it is first asked for (most messages of a
    /// quiet game change nothing, and need neither it nor its length).
    whole: Option<Arc<[(u32, UfEnt)]>>,
    cleared: bool,
    /// By entity number, ascending (a message lists its entities in that order: each is added
    /// at the end).
    changes: Vec<(u32, Option<UfEnt>)>,
    /// Entities in force: the list's length when `whole` is fetched, 0 after a clear (before
    /// either, no entity was set or removed: each asks `get` first).
    count: usize,
}

type Ent = (u32, UfEnt);

/// Buffers the merge reuses from one message to the next (no allocation per message but the
/// new list's).
#[derive(Default)]
struct Scratch {
    changes: Vec<(u32, Option<UfEnt>)>,
    out: Vec<Ent>,
    touched: Vec<u32>,
    /// A list patched in place: the indices replaced (as edits) and the entities they held.
    at: Vec<(u32, u32)>,
    prev: Vec<Ent>,
}

impl Scratch {
    const fn new() -> Self {
        Scratch {
            changes: Vec::new(),
            out: Vec::new(),
            touched: Vec::new(),
            at: Vec::new(),
            prev: Vec::new(),
        }
    }
}

thread_local! {
    /// (Const-initialised and borrowed in place: a lazily initialised cell whose whole
    /// `Scratch` was taken out and put back cost about 120 instructions a message, most
    /// messages of a quiet game changing nothing.)
    static SCRATCH: RefCell<Scratch> = const { RefCell::new(Scratch::new()) };
}

impl<'a> Pending<'a> {
    fn new(old: &'a EntList) -> Self {
        Pending {
            list: old,
            whole: None,
            cleared: false,
            // (taken from the scratch by the first change: most messages of a quiet game
            // have none)
            changes: Vec::new(),
            count: 0,
        }
    }
    /// The list in force (fetched once).
    fn whole(&mut self) -> &[(u32, UfEnt)] {
        if self.whole.is_none() {
            let w = self.list.0.get();
            // nothing was set or removed before: `set` and `remove` fetch it first
            self.count = w.len();
            self.whole = Some(w);
        }
        self.whole.as_deref().unwrap_or(&[])
    }
    fn find_change(&self, n: u32) -> Result<usize, usize> {
        match self.changes.last() {
            Some(l) if l.0 < n => Err(self.changes.len()),
            None => Err(0),
            _ => self.changes.binary_search_by_key(&n, |c| c.0),
        }
    }
    fn get(&mut self, n: u32) -> Option<UfEnt> {
        match self.find_change(n) {
            Ok(i) => self.changes[i].1,
            Err(_) if !self.cleared => {
                let w = self.whole();
                find(w, n).ok().map(|i| w[i].1)
            }
            Err(_) => None,
        }
    }
    fn put(&mut self, n: u32, v: Option<UfEnt>) {
        if self.changes.capacity() == 0 {
            self.changes = SCRATCH.with(|s| std::mem::take(&mut s.borrow_mut().changes));
            self.changes.clear();
        }
        match self.find_change(n) {
            Ok(i) => self.changes[i].1 = v,
            Err(i) => self.changes.insert(i, (n, v)),
        }
    }
    fn clear(&mut self) {
        self.cleared = true;
        self.changes.clear();
        self.count = 0;
    }
    fn remove(&mut self, n: u32) {
        if self.get(n).is_some() {
            self.count -= 1;
            self.put(n, None);
        }
    }
    /// False when `n` is new and the table is full (the entity is not kept).
    fn set(&mut self, n: u32, e: UfEnt) -> bool {
        if self.get(n).is_none() {
            if self.count >= MAX_ENTITIES {
                return false;
            }
            self.count += 1;
        }
        self.put(n, Some(e));
        true
    }
    /// The new list in force; `None` when the message changed nothing (the list in force
    /// stays: what `derive` finds after comparing every entity).
    fn finish(self) -> Option<EntList> {
        if !self.cleared && self.changes.is_empty() {
            // (`changes` was never taken from the scratch: nothing to give back)
            return None;
        }
        let mut this = self;
        if !this.cleared {
            this.whole();
        }
        let Pending {
            list,
            whole,
            cleared,
            changes,
            count,
        } = this;
        let whole = whole.unwrap_or_else(|| Arc::from(Vec::new()));
        // (nothing the merge calls uses this scratch: it stays borrowed throughout)
        Some(SCRATCH.with(|s| {
            let k = &mut *s.borrow_mut();
            let new = merge(list, whole, cleared, &changes, count, k);
            if changes.capacity() > 0 {
                // (a message that only cleared the list took none)
                k.changes = changes;
            }
            new
        }))
    }
}

/// [`Pending::finish`] of a message that changed the list in force `list` (whose whole list
/// is `whole`, or that `cleared` it) by `changes`, leaving `count` entities.
fn merge(
    list: &EntList,
    mut whole: Arc<[Ent]>,
    cleared: bool,
    changes: &[(u32, Option<UfEnt>)],
    count: usize,
    k: &mut Scratch,
) -> EntList {
    // a message that only changed entities in force (most do: a few moved) patches the
    // list in force in place, when nothing else holds it, and only those are encoded: no
    // merge into a new list, no copy of it into the allocation kept
    let (at, prev) = (&mut k.at, &mut k.prev);
    at.clear();
    prev.clear();
    if !cleared && replaces_only(&whole, changes, at) {
        drop(list.0.take_whole());
        if let Some(w) = Arc::get_mut(&mut whole) {
            // (`at` holds each change's index and the change's: those that change
            // nothing are left out, the others made edits of the same index)
            let mut kept = 0;
            for x in 0..at.len() {
                let (i, c) = at[x];
                let e = &mut w[i as usize];
                if let Some(v) = changes[c as usize].1.filter(|v| *v != e.1) {
                    prev.push(*e);
                    e.1 = v;
                    at[kept] = (i, i);
                    kept += 1;
                }
            }
            at.truncate(kept);
            return EntList(match list.0.store_patched(whole, &at[..], &prev[..]) {
                Ok(new) => new,
                // (a replay, or a chain too long to extend: the general store)
                Err(whole) => {
                    let patched = whole.clone();
                    let base = Some(&list.0).filter(|b| b.extends(&patched));
                    FrameList::derive_checked(
                        base,
                        Old::Patched(whole, &at[..], &prev[..]),
                        &patched,
                        &[],
                        None,
                        Some(&list.0),
                        None,
                    )
                }
            });
        }
    }
    let base = (!cleared).then_some(&list.0).filter(|b| b.extends(&whole));
    let old = if cleared { &[][..] } else { &whole[..] };
    // the entities between two changed numbers are copied a run at a time (a message
    // changes a few of a list of hundreds)
    let out = &mut k.out;
    out.clear();
    out.reserve(count);
    let mut rest = old;
    for &(cn, cv) in changes {
        let i = rest.partition_point(|e| e.0 < cn);
        out.extend_from_slice(&rest[..i]);
        rest = &rest[i..];
        if rest.first().is_some_and(|e| e.0 == cn) {
            rest = &rest[1..];
        }
        out.extend(cv.map(|v| (cn, v)));
    }
    out.extend_from_slice(rest);
    // the keys the message changed or removed (ascending): only those are compared with
    // the list in force (every other entity is its own)
    let touched = &mut k.touched;
    touched.clear();
    if !cleared {
        touched.extend(changes.iter().map(|c| c.0));
    }
    // every list in force is made here, merged in ascending order from an ascending one
    // (the empty list first): no list need be checked for it
    debug_assert!(
        crate::codec::framelist::ascending(old) && crate::codec::framelist::ascending(out)
    );
    // the list in force is the only one the first pass reads whole, and the new one
    // replaces it (a changed list is never the one in force): its whole list is let go
    // before the new one is stored, so that the new one can be kept in its allocation
    // (whose lines the merge has just read) rather than in a new one
    let taken = list.0.take_whole();
    let (given, reuse) = if cleared {
        (Old::Slice(&[][..]), taken.or(Some(whole)))
    } else {
        (Old::Given(whole), taken)
    };
    EntList(FrameList::derive_checked(
        base,
        given,
        out,
        &[],
        base.map(|_| Touched::Keys(&touched[..])),
        Some(&list.0),
        reuse,
    ))
}

/// Whether every change of `changes` replaces an entity of `whole` (none is added or
/// removed); each one's index in `whole` and its own index into `at`.
fn replaces_only(
    whole: &[Ent],
    changes: &[(u32, Option<UfEnt>)],
    at: &mut Vec<(u32, u32)>,
) -> bool {
    let mut from = 0;
    for (c, &(n, v)) in changes.iter().enumerate() {
        if v.is_none() {
            return false;
        }
        // (both ascend: each is searched from where the one before was found)
        let i = from + whole[from..].partition_point(|e| e.0 < n);
        if whole.get(i).map_or(true, |e| e.0 != n) {
            return false;
        }
        at.push((i as u32, c as u32));
        from = i + 1;
    }
    true
}

impl EntityTable {
    /// The same tables (not merely equal ones): what snapshot sharing needs.
    pub fn same(&self, o: &Self) -> bool {
        let EntityTable {
            baselines: _,
            current: _,
            partial: _,
        } = self;
        Arc::ptr_eq(&self.baselines, &o.baselines)
            && FrameList::ptr_eq(&self.current.0, &o.current.0)
            && self.partial == o.partial
    }
}

/// How the connection sizes what the delta carries.
#[derive(Clone, Copy, Debug)]
pub struct Wire {
    /// NetQuake framing (the acked-input short before the server time, with PREDINFO).
    pub nq: bool,
    pub coord: Coord,
    pub angle: Angle,
    pub ext: Ext,
}

impl Wire {
    fn lerptime(&self) -> bool {
        self.ext.pext2 & PEXT2_LERPTIME != 0
    }
    fn predinfo(&self) -> bool {
        self.ext.pext2 & PEXT2_PREDINFO != 0
    }
}

const UF_FRAME: u32 = 1 << 0;
const UF_ORIGINXY: u32 = 1 << 1;
const UF_ORIGINZ: u32 = 1 << 2;
const UF_ANGLESXZ: u32 = 1 << 3;
const UF_ANGLESY: u32 = 1 << 4;
const UF_EFFECTS: u32 = 1 << 5;
const UF_PREDINFO: u32 = 1 << 6;
const UF_EXTEND1: u32 = 1 << 7;
const UF_RESET: u32 = 1 << 8;
const UF_16BIT: u32 = 1 << 9;
const UF_MODEL: u32 = 1 << 10;
const UF_SKIN: u32 = 1 << 11;
const UF_COLORMAP: u32 = 1 << 12;
const UF_SOLID: u32 = 1 << 13;
const UF_FLAGS: u32 = 1 << 14;
const UF_EXTEND2: u32 = 1 << 15;
const UF_ALPHA: u32 = 1 << 16;
const UF_SCALE: u32 = 1 << 17;
const UF_BONEDATA: u32 = 1 << 18;
const UF_DRAWFLAGS: u32 = 1 << 19;
const UF_TAGINFO: u32 = 1 << 20;
const UF_LIGHT: u32 = 1 << 21;
const UF_TRAILEFFECT: u32 = 1 << 22;
const UF_EXTEND3: u32 = 1 << 23;
const UF_COLORMOD: u32 = 1 << 24;
const UF_GLOW: u32 = 1 << 25;
const UF_FATNESS: u32 = 1 << 26;
const UF_MODELINDEX2: u32 = 1 << 27;
const UF_GRAVITYDIR: u32 = 1 << 28;
const UF_EFFECTS2: u32 = 1 << 29;
const UF_BAD: u32 = (1 << 30) | (1 << 31);
/// What a delta changes, for its heading (UF_RESET first: the rest is from the baseline).
const CHANGES: &[(u64, &str)] = &[
    (UF_RESET as u64, "reset"),
    ((UF_ORIGINXY | UF_ORIGINZ) as u64, "origin"),
    ((UF_ANGLESXZ | UF_ANGLESY) as u64, "angles"),
    ((UF_MODEL | UF_MODELINDEX2) as u64, "model"),
    (UF_FRAME as u64, "frame"),
    (UF_SKIN as u64, "skin"),
    (UF_COLORMAP as u64, "colormap"),
    ((UF_EFFECTS | UF_EFFECTS2) as u64, "effects"),
    (UF_PREDINFO as u64, "prediction"),
    (UF_SOLID as u64, "solid"),
    (UF_FLAGS as u64, "flags"),
    (UF_ALPHA as u64, "alpha"),
    (UF_SCALE as u64, "scale"),
    (UF_BONEDATA as u64, "bones"),
    (UF_DRAWFLAGS as u64, "drawflags"),
    (UF_TAGINFO as u64, "tag"),
    (UF_LIGHT as u64, "light"),
    (UF_TRAILEFFECT as u64, "trail effect"),
    (UF_COLORMOD as u64, "colormod"),
    (UF_GLOW as u64, "glow"),
    (UF_FATNESS as u64, "fatness"),
    (UF_GRAVITYDIR as u64, "gravity direction"),
];

/// ULEB128 (7 bits a byte, low group first) as a field.
fn uleb(c: &mut Cursor, f: Field) -> R<u32> {
    let s = c.pos();
    let v = read_uleb_raw(c)?;
    c.add_since(f, s, Value::U(v as u64));
    Ok(v)
}

fn coord(c: &mut Cursor, w: &Wire, f: Field, entity_origin: bool) -> R<f32> {
    let s = c.pos();
    let kind = if entity_origin && w.ext.ez & EZPEXT1_FLOATENTCOORDS != 0 {
        Coord::Float
    } else {
        w.coord
    };
    let v = read_coord(&mut c.r, kind)?;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

fn angle(c: &mut Cursor, a: Angle, f: Field) -> R<f32> {
    let s = c.pos();
    let v = read_angle(&mut c.r, a)?;
    c.add_since(f, s, Value::F(v as f64));
    Ok(v)
}

/// FTE's generic entity number: `s16 w`; with bit 15 a byte follows holding the low 8 bits.
pub fn entity_number(c: &mut Cursor, f: Field, replacement: bool) -> R<u32> {
    let s = c.pos();
    let w = c.r.u16()? as u32;
    let n = if replacement && w & 0x8000 != 0 {
        ((w & 0x7fff) << 8) | c.r.u8()? as u32
    } else {
        w
    };
    c.add_since(f, s, Value::U(n as u64));
    Ok(n)
}

/// Reads one delta (flag bytes and the fields they announce) onto `e`. Returns the UF bits and
/// whether the rest of the message can still be framed.
pub fn read_delta(c: &mut Cursor, fs: &FteFields, w: &Wire, e: &mut UfEnt) -> R<(u32, bool)> {
    let s = c.pos();
    let mut bits = c.r.u8()? as u32;
    if bits & UF_EXTEND1 != 0 {
        bits |= (c.r.u8()? as u32) << 8;
    }
    if bits & UF_EXTEND2 != 0 {
        bits |= (c.r.u8()? as u32) << 16;
    }
    if bits & UF_EXTEND3 != 0 {
        bits |= (c.r.u8()? as u32) << 24;
    }
    c.flags(fs.uf, s, bits as u64, fs.uf_bits);
    if bits & UF_BAD != 0 {
        c.t.expert(
            Expert::UnknownCommand,
            s,
            c.pos() - s,
            "UF_EXTEND4 or bit 30 set: fteqw rejects this delta",
        );
        return Ok((bits, false));
    }
    let l = w.lerptime();
    let wide = bits & UF_16BIT != 0 && !l;
    let small = |c: &mut Cursor, f: Field| -> R<u32> {
        if l {
            uleb(c, f)
        } else if wide {
            Ok(c.u16(f)? as u32)
        } else {
            Ok(c.u8(f)? as u32)
        }
    };
    if bits & UF_FRAME != 0 {
        e.frame = small(c, fs.frame)?;
    }
    if bits & UF_ORIGINXY != 0 {
        e.origin[0] = coord(c, w, fs.origin[0], true)?;
        e.origin[1] = coord(c, w, fs.origin[1], true)?;
    }
    if bits & UF_ORIGINZ != 0 {
        e.origin[2] = coord(c, w, fs.origin[2], true)?;
    }
    // old servers sent precise angles with UF_PREDINFO; with PEXT2_PREDINFO they come in predinfo
    let a = if bits & UF_PREDINFO != 0 && !w.predinfo() {
        Angle::Short
    } else {
        w.angle
    };
    if bits & UF_ANGLESXZ != 0 {
        e.angles[0] = angle(c, a, fs.angle[0])?;
        e.angles[2] = angle(c, a, fs.angle[2])?;
    }
    if bits & UF_ANGLESY != 0 {
        e.angles[1] = angle(c, a, fs.angle[1])?;
    }
    if l {
        if bits & UF_16BIT != 0 {
            uleb(c, fs.lerptime)?;
        }
        if bits & UF_EFFECTS != 0 {
            e.effects = uleb(c, fs.effects)?;
        }
    } else {
        match (bits & UF_EFFECTS != 0, bits & UF_EFFECTS2 != 0) {
            (true, true) => e.effects = c.u32(fs.effects)?,
            (false, true) => e.effects = c.u16(fs.effects)? as u32,
            (true, false) => e.effects = c.u8(fs.effects)? as u32,
            _ => {}
        }
    }
    if bits & UF_PREDINFO != 0 {
        predinfo(c, fs, w, bits)?;
    }
    if bits & UF_MODEL != 0 {
        e.model = small(c, fs.model)?;
    }
    if bits & UF_SKIN != 0 {
        e.skin = if l {
            let s = c.pos();
            let v = read_uleb_raw(c)? as i32 - 64;
            c.add_since(fs.skin, s, Value::I(v as i64));
            v
        } else if wide {
            c.i16(fs.skin)? as i32
        } else {
            c.u8(fs.skin)? as i32
        };
    }
    if bits & UF_COLORMAP != 0 {
        e.colormap = if l {
            uleb(c, fs.colormap)?
        } else {
            c.u8(fs.colormap)? as u32
        };
    }
    if bits & UF_SOLID != 0 {
        if w.ext.pext2 & PEXT2_NEWSIZEENCODING != 0 {
            match c.u8(fs.solid_tag)? {
                16 => {
                    c.u16(fs.solid)?;
                }
                32 => {
                    c.u32(fs.solid)?;
                }
                _ => {}
            }
        } else {
            c.u16(fs.solid)?;
        }
    }
    if bits & UF_FLAGS != 0 {
        if l {
            uleb(c, fs.flags)?;
        } else {
            c.u8(fs.flags)?;
        }
    }
    if bits & UF_ALPHA != 0 {
        e.alpha = c.u8(fs.alpha)?;
    }
    if bits & UF_SCALE != 0 {
        e.scale = c.u8(fs.scale)?;
    }
    if bits & UF_BONEDATA != 0 {
        let fl = c.u8(fs.bone_flags)?;
        if fl & 0x80 != 0 {
            let n = c.u8(fs.bone_count)? as usize;
            let s = c.pos();
            c.r.take(n * 7 * 2)?;
            c.add_since(fs.bone_data, s, Value::None);
        }
        if fl & 0x40 != 0 {
            if l {
                uleb(c, fs.bone_base)?;
                uleb(c, fs.bone_baseframe)?;
            } else {
                c.u8(fs.bone_base)?;
                c.i16(fs.bone_baseframe)?;
            }
        }
        if fl & 0x3f != 0 {
            c.t.expert(
                Expert::UnknownCommand,
                c.pos(),
                0,
                "unknown UF_BONEDATA flags",
            );
            return Ok((bits, false));
        }
    }
    if bits & UF_DRAWFLAGS != 0 {
        let d = c.u8(fs.drawflags)?;
        if d & 7 >= 6 {
            c.u8(fs.abslight)?;
        }
    }
    if bits & UF_TAGINFO != 0 {
        entity_number(c, fs.tag_entity, true)?;
        if l {
            let s = c.pos();
            let v = read_uleb_raw(c)? as i64 - 1;
            c.add_since(fs.tag_index, s, Value::I(v));
        } else {
            c.u8(fs.tag_index)?;
        }
    }
    if bits & UF_LIGHT != 0 {
        for f in fs.light {
            c.i16(f)?;
        }
        if l {
            uleb(c, fs.light_style)?;
        } else {
            c.u8(fs.light_style)?;
        }
        c.u8(fs.light_flags)?;
    }
    if bits & UF_TRAILEFFECT != 0 {
        if l {
            uleb(c, fs.trail)?;
            uleb(c, fs.emit)?;
        } else {
            let t = c.u16(fs.trail)?;
            if t & 0x8000 != 0 {
                c.u16(fs.emit)?;
            }
        }
    }
    if bits & UF_COLORMOD != 0 {
        for f in fs.colormod {
            c.u8(f)?;
        }
    }
    if bits & UF_GLOW != 0 {
        c.u8(fs.glow_size)?;
        c.u8(fs.glow_colour)?;
        for f in fs.glow_rgb {
            c.u8(f)?;
        }
    }
    if bits & UF_FATNESS != 0 {
        c.i8(fs.fatness)?;
    }
    if bits & UF_MODELINDEX2 != 0 {
        small(c, fs.modelindex2)?;
    }
    if bits & UF_GRAVITYDIR != 0 {
        for f in fs.gravitydir {
            c.u8(f)?;
        }
    }
    Ok((bits, true))
}

/// ULEB128 without a field (the caller adjusts the value first).
pub(crate) fn read_uleb_raw(c: &mut Cursor) -> R<u32> {
    let mut v: u64 = 0;
    let mut shift = 0;
    loop {
        let b = c.r.u8()?;
        if shift < 35 {
            v |= ((b & 0x7f) as u64) << shift;
        }
        shift += 7;
        if b & 0x80 == 0 {
            return Ok(v as u32);
        }
        if shift > 63 {
            return Err(Truncated { at: c.pos() });
        }
    }
}

fn predinfo(c: &mut Cursor, fs: &FteFields, w: &Wire, bits: u32) -> R<()> {
    let s = c.pos();
    let p = c.r.u8()?;
    c.flags(fs.pred, s, p as u64, fs.pred_bits);
    for (i, f) in fs.pred_move.iter().enumerate() {
        if p & (1 << i) != 0 {
            c.i16(*f)?;
        }
    }
    if p & 0x08 != 0 {
        c.u8(fs.pred_movetype)?;
    }
    let vel = |c: &mut Cursor, f: Field| -> R<()> {
        let s = c.pos();
        let v = c.r.i16()? as f64 / 8.0;
        c.add_since(f, s, Value::F(v));
        Ok(())
    };
    if p & 0x10 != 0 {
        vel(c, fs.pred_velocity[0])?;
        vel(c, fs.pred_velocity[1])?;
    }
    if p & 0x20 != 0 {
        vel(c, fs.pred_velocity[2])?;
    }
    if p & 0x40 != 0 {
        c.u8(fs.pred_msec)?;
    }
    if p & 0x80 != 0 {
        if w.predinfo() {
            if bits & UF_ANGLESXZ != 0 {
                c.i16(fs.pred_viewangle[0])?;
                c.i16(fs.pred_viewangle[2])?;
            }
            if bits & UF_ANGLESY != 0 {
                c.i16(fs.pred_viewangle[1])?;
            }
        } else {
            let s = c.pos();
            let lo = c.r.u8()? as u32;
            let v = if lo & 0x80 != 0 {
                (lo & 0x7f) | ((c.r.u8()? as u32) << 7)
            } else {
                lo
            };
            c.add_since(fs.pred_weaponframe, s, Value::U(v as u64));
        }
    }
    Ok(())
}

/// Shows an entity's state after its delta as generated fields; `models` is the precache list
/// (index 1 is its first entry).
/// The resolved state of an entity whose earlier state is not in the capture.
fn unknown(c: &mut Cursor, fs: &FteFields) {
    if c.t.is_enabled() {
        c.t.open_generated(fs.resolved);
        c.t.label(|| ": unknown (the entity's earlier state is not in the capture)".into());
        c.t.close(0);
    }
}

pub fn resolved(c: &mut Cursor, fs: &FteFields, e: &UfEnt, models: &[String]) {
    if !c.t.is_enabled() {
        return;
    }
    let model_name = crate::codec::precache_name(models, e.model as usize);
    let end = c.pos();
    let t = &mut *c.t;
    let children = t.open_resolved(fs.resolved);
    t.label(|| {
        let mut l = ResolvedLine::new();
        l.model(model_name, e.model as u64);
        l.at(e.origin);
        l.uint("frame", e.frame as u64);
        l.int("skin", e.skin as i64);
        l.hex("effects", e.effects as u64);
        l.angles(e.angles);
        // FTE's defaults: alpha 255 (opaque), scale 16 (1×)
        l.uint_unless("alpha", e.alpha as u64, 255);
        l.uint_unless("scale", e.scale as u64, 16);
        l.finish()
    });
    if children {
        t.add_generated(fs.res_model, Value::U(e.model as u64));
        if let Some(n) = model_name {
            t.add_generated(fs.res_model_name, Value::Str(n.to_string()));
        }
        t.add_generated(fs.res_frame, Value::U(e.frame as u64));
        t.add_generated(fs.res_skin, Value::I(e.skin as i64));
        t.add_generated(fs.res_effects, Value::U(e.effects as u64));
        t.add_generated3(fs.res_origin, e.origin);
        t.add_generated3(fs.res_angle, e.angles);
        t.add_generated(fs.res_alpha, Value::U(e.alpha as u64));
        t.add_generated(fs.res_scale, Value::U(e.scale as u64));
    }
    t.close(end);
}

/// svcfte_spawnbaseline2 (entity + delta from null) or svcfte_spawnstatic2 (delta from null).
pub fn baseline2(
    c: &mut Cursor,
    fs: &FteFields,
    w: &Wire,
    table: &mut EntityTable,
    with_entity: bool,
    models: &[String],
) -> R<bool> {
    let num = if with_entity {
        Some(entity_number(c, fs.entity, true)?)
    } else {
        None
    };
    let mut e = UfEnt::default();
    let (_, ok) = read_delta(c, fs, w, &mut e)?;
    resolved(c, fs, &e, models);
    if let Some(n) = num {
        if table.baselines.len() < MAX_ENTITIES || table.baselines.contains_key(&n) {
            Arc::make_mut(&mut table.baselines).insert(n, e);
        } else {
            over_limit(c, "baselines");
        }
    }
    Ok(ok)
}

/// svcfte_updateentities: an entity frame as a list of replacement deltas.
pub fn update_entities(
    c: &mut Cursor,
    fs: &FteFields,
    w: &Wire,
    table: &mut EntityTable,
    models: &[String],
) -> R<(u32, bool)> {
    if w.nq && w.predinfo() {
        c.u16(fs.ue_ack)?;
    }
    c.f32(fs.ue_time)?;
    let mut count = 0u32;
    // (the list in force is borrowed, not cloned: a message that changes nothing leaves it
    // as it is)
    let EntityTable {
        baselines,
        current: in_force,
        partial,
    } = table;
    let mut current = Pending::new(in_force);
    loop {
        let s = c.pos();
        let word = c.r.u16()? as u32;
        if word == 0 {
            c.add_since(fs.ue_index, s, Value::U(0));
            break;
        }
        if word == 0x8000 {
            c.add_since(fs.ue_remove_all, s, Value::U(word as u64));
            current.clear();
            continue;
        }
        c.t.open(fs.ue_entry, s, Value::None);
        let mut num = word & 0x3fff;
        let hi = if word & 0x4000 != 0 {
            Some(c.r.u8()?)
        } else {
            None
        };
        if let Some(h) = hi {
            num |= (h as u32) << 14;
        }
        c.t.open(fs.ue_index, s, Value::U(word as u64));
        c.t.add(fs.ue_entity, s, c.pos() - s, Value::U(num as u64));
        c.t.add(fs.ue_remove, s, 2, Value::U(word as u64));
        c.t.add(fs.ue_wide, s, 2, Value::U(word as u64));
        c.t.close(s + 2);
        if hi.is_some() {
            c.t.add(fs.ue_index_high, s + 2, 1, Value::U(hi.unwrap_or(0) as u64));
        }
        count += 1;
        if word & 0x8000 != 0 {
            c.t.label(|| format!(" {num}: removed"));
            current.remove(num);
            c.t.close(c.pos());
            continue;
        }
        // peek the flags for UF_RESET: it decides what the delta applies to
        let reset = c.r.peek_u8().is_some_and(|b| b as u32 & UF_EXTEND1 != 0)
            && c.r
                .buf()
                .get(c.pos() + 1)
                .is_some_and(|&b| (b as u32) << 8 & UF_RESET != 0);
        let known = if reset {
            baselines.get(&num).copied()
        } else {
            current.get(num)
        };
        let mut e = known.unwrap_or_default();
        let (bits, ok) = read_delta(c, fs, w, &mut e)?;
        c.t.label(|| format!(" {num}: {}", changes(bits as u64, CHANGES, "no change")));
        if known.is_some() || !*partial {
            resolved(c, fs, &e, models);
            if !current.set(num, e) {
                over_limit(c, "entities");
            }
        } else {
            // what it was before the capture started is unknown: so is what it is now
            unknown(c, fs);
            current.remove(num);
        }
        c.t.close(c.pos());
        if !ok {
            if let Some(new) = current.finish() {
                *in_force = new;
            }
            return Ok((count, false));
        }
    }
    if let Some(new) = current.finish() {
        *in_force = new;
    }
    Ok((count, true))
}

/// A frame list stores this entity as words (`framelist`): lossless, floats by their bits.
mod keyed {
    use super::UfEnt;
    use crate::codec::framelist::{word::*, Keyed};

    impl Keyed for (u32, UfEnt) {
        const WORDS: usize = 13;
        fn key(&self) -> u32 {
            self.0
        }
        fn words(&self, w: &mut [u32]) {
            let e = &self.1;
            w[0] = self.0;
            w[1] = e.model;
            w[2] = e.frame;
            w[3] = e.skin as u32;
            w[4] = e.colormap;
            w[5] = e.effects;
            put_f3(&mut w[6..9], e.origin);
            put_f3(&mut w[9..12], e.angles);
            w[12] = pair(e.alpha as u16, e.scale as u16);
        }
        /// Coordinates in eighths, angles in 65536ths of a turn, when they are (`framelist::put_word`).
        fn quantum(k: usize) -> f32 {
            match k {
                6..=8 => 0.125,
                9..=11 => 360.0 / 65536.0,
                _ => 0.0,
            }
        }
        fn from_words(w: &[u32]) -> Self {
            (
                w[0],
                UfEnt {
                    model: w[1],
                    frame: w[2],
                    skin: w[3] as i32,
                    colormap: w[4],
                    effects: w[5],
                    origin: f3(&w[6..9]),
                    angles: f3(&w[9..12]),
                    alpha: lo16(w[12]) as u8,
                    scale: hi16(w[12]) as u8,
                },
            )
        }
    }
}
