//! What a Quake II conversation remembers: the dialect, configstrings, baselines and the last
//! 16 frames (all a delta can refer to). Snapshots are `Arc`-shared and copy-on-write, so a
//! per-packet record costs a few pointer copies; a frame's entity list is shared by every
//! record whose window still contains it.

use crate::codec::framelist::{FrameList, Old, Touched};
use crate::codec::intern::Str;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

/// UPDATE_BACKUP: how many frames either side keeps for deltas.
pub const UPDATE_BACKUP: usize = 16;
/// Entities one frame may hold (MAX_EDICTS of the extended Q2PRO limits).
pub const MAX_FRAME_ENTITIES: usize = 8192;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Dialect {
    /// Quake II 3.x, protocol 34 (also 26 and the Q2PRO extended demo numbers read alike).
    #[default]
    V34,
    /// R1Q2, protocol 35.
    R1q2,
    /// Q2PRO, protocol 36.
    Q2pro,
    /// The 2023 rerelease (Kex): protocol 2023 live, 2022 in its demos.
    Rerelease,
    /// Q2rePRO, protocol 1038: Q2PRO's framing and netchan carrying the rerelease's game state
    /// (float coordinates, 64 stats, the rerelease's svc 25–33), Q2PRO's messages moved to 34–39.
    Q2repro,
}

impl Dialect {
    pub fn from_protocol(p: i64) -> Option<Dialect> {
        match p {
            26 | 34 => Some(Dialect::V34),
            35 => Some(Dialect::R1q2),
            36 => Some(Dialect::Q2pro),
            2022 | 2023 => Some(Dialect::Rerelease),
            1038 => Some(Dialect::Q2repro),
            _ => None,
        }
    }
    pub fn number(self) -> u32 {
        match self {
            Dialect::V34 => 34,
            Dialect::R1q2 => 35,
            Dialect::Q2pro => 36,
            Dialect::Rerelease => 2023,
            Dialect::Q2repro => 1038,
        }
    }
    /// R1Q2, Q2PRO and Q2rePRO share the "enhanced" frame/player-state layout (EPS_* bits).
    pub fn enhanced(self) -> bool {
        matches!(self, Dialect::R1q2 | Dialect::Q2pro | Dialect::Q2repro)
    }
    /// Q2PRO's netchan, messages and batched moves (Q2PRO and Q2rePRO).
    pub fn q2pro_family(self) -> bool {
        matches!(self, Dialect::Q2pro | Dialect::Q2repro)
    }
}

// entity-state decoding flags (q2pro's MSG_ES_*)
pub const ES_LONGSOLID: u32 = 1;
pub const ES_SHORTANGLES: u32 = 2;
pub const ES_EXTENSIONS: u32 = 4;
pub const ES_EXTENSIONS_2: u32 = 8;
// player-state decoding flags (MSG_PS_*)
pub const PSF_EXTENSIONS: u32 = 1;
pub const PSF_EXTENSIONS_2: u32 = 2;
pub const PSF_MOREBITS: u32 = 4;

/// The dialect in force and the decoding switches it implies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Proto {
    pub dialect: Dialect,
    /// Raw protocol number of the serverdata (26, 34, 35, 36, 3434…).
    pub number: u32,
    pub minor: u16,
    pub es: u32,
    pub ps: u32,
    /// Q2PRO extended limits: the configstring layout moves (cs_remap_new).
    pub extended: bool,
    /// Q2rePRO with a rerelease game library (no GAME3_COMPAT flag): the rerelease's
    /// configstring layout.
    pub rr_game: bool,
}

impl Proto {
    pub fn of(dialect: Dialect) -> Proto {
        Proto {
            dialect,
            number: dialect.number(),
            ..Proto::default()
        }
    }
    /// The dialect with its raw protocol number (2022 or 2023 for the rerelease).
    pub fn with_number(dialect: Dialect, number: u32) -> Proto {
        let mut p = Proto::of(dialect);
        p.number = number;
        p
    }
    /// The rerelease's demo protocol: some positions are 16-bit fixed point.
    pub fn demo22(&self) -> bool {
        self.dialect == Dialect::Rerelease && self.number == 2022
    }
    pub fn rerelease(&self) -> bool {
        self.dialect == Dialect::Rerelease
    }
    /// The rerelease's configstring layout: the rerelease itself, Q2rePRO with its game.
    pub fn rr_configstrings(&self) -> bool {
        self.rerelease() || self.rr_game
    }
    pub fn max_stats(&self) -> usize {
        if self.ps & PSF_EXTENSIONS_2 != 0 || self.rerelease() || self.dialect == Dialect::Q2repro {
            64
        } else {
            32
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct EntState {
    pub number: u16,
    pub model: [u16; 4],
    pub frame: u16,
    pub skin: u32,
    pub effects: u32,
    pub renderfx: u32,
    pub origin: [f32; 3],
    pub angles: [f32; 3],
    pub old_origin: [f32; 3],
    pub sound: u16,
    pub event: u8,
    pub solid: u32,
    pub morefx: u32,
    pub alpha: u8,
    pub scale: u8,
    pub loop_volume: u8,
    pub loop_attenuation: u8,
    /// Rerelease: effect bits 32-63, instance bits, owner, old frame.
    pub effects_hi: u32,
    pub instance: u8,
    pub owner: i16,
    pub old_frame: u16,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlayerState {
    pub pm_type: u8,
    /// pmove origin and velocity in 1/8 units, as on the wire.
    pub origin: [i32; 3],
    pub velocity: [i32; 3],
    pub pm_time: u16,
    pub pm_flags: u16,
    pub gravity: i16,
    pub delta_angles: [i16; 3],
    pub viewoffset: [f32; 3],
    pub viewangles: [f32; 3],
    pub kick_angles: [f32; 3],
    pub gunindex: u16,
    pub gunframe: u16,
    pub gunoffset: [f32; 3],
    pub gunangles: [f32; 3],
    pub blend: [u8; 4],
    pub fov: u8,
    pub rdflags: u8,
    pub clientnum: i16,
    pub stats: [i16; 64],
}

impl Default for PlayerState {
    fn default() -> Self {
        PlayerState {
            pm_type: 0,
            origin: [0; 3],
            velocity: [0; 3],
            pm_time: 0,
            pm_flags: 0,
            gravity: 0,
            delta_angles: [0; 3],
            viewoffset: [0.0; 3],
            viewangles: [0.0; 3],
            kick_angles: [0.0; 3],
            gunindex: 0,
            gunframe: 0,
            gunoffset: [0.0; 3],
            gunangles: [0.0; 3],
            blend: [0; 4],
            fov: 0,
            rdflags: 0,
            clientnum: -1,
            stats: [0; 64],
        }
    }
}

/// Deltas between two player states kept against the default one: bounds the work of
/// [`Frame::ps`].
pub const PS_DEPTH: u8 = 64;

/// Words of a player state ([`PlayerState::words`]).
const PS_WORDS: usize = 60;

/// The default player state's words (all zero but the client number, -1).
const DEFAULT_WORDS: [u32; PS_WORDS] = {
    let mut w = [0u32; PS_WORDS];
    w[25] = 0xffff_0000;
    w
};

/// The step of player state word `k` on the wire (`framelist::put_word`): the view angles in
/// 65536ths of a turn, the kick angles, gun offset, gun angles and view offset in quarters.
#[inline]
fn ps_quantum(k: usize) -> f32 {
    // (a table: a match is a chain of comparisons, taken for every word stored)
    PS_QUANTUM[k & 63]
}

const PS_QUANTUM: [f32; 64] = {
    let mut q = [0.0; 64];
    let mut k = 0;
    while k < 64 {
        q[k] = match k {
            6..=8 => 360.0 / 65536.0,
            9..=11 | 13..=18 | 20..=22 => 0.25,
            _ => 0.0,
        };
        k += 1;
    }
    q
};

/// `ps` as the words that differ from `from` (a mask, then each such word as
/// `framelist::put_word` writes its difference). The mask is a varint of the first 28 words'
/// bits and a bit saying whether a stat changed, then the stats' bits if one did: the words
/// that change most often come first ([`PlayerState::words`]), so it takes one to three bytes.
fn pack_ps(mut from: [u32; PS_WORDS], ps: &PlayerState, out: &mut Vec<u8>) {
    let w = ps.words();
    // (predicted in place: the caller's words are a copy already)
    predict_ps(&mut from);
    let mut mask = 0u64;
    for k in 0..28 {
        mask |= ((w[k] != from[k]) as u64) << k;
    }
    // the stats change in few frames: compared at once first
    if w[28..] != from[28..] {
        for k in 28..PS_WORDS {
            mask |= ((w[k] != from[k]) as u64) << k;
        }
    }
    let stats = (mask >> 28) as u32;
    // room for the mask and every changed word (a varint of a word's difference takes at
    // most ten bytes)
    out.reserve(10 + mask.count_ones() as usize * 10);
    crate::codec::framelist::varint(out, (mask as u32 & 0x0fff_ffff) << 1 | (stats != 0) as u32);
    if stats != 0 {
        crate::codec::framelist::varint(out, stats);
    }
    while mask != 0 {
        let k = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        crate::codec::framelist::put_word(out, from[k], w[k], ps_quantum(k));
    }
}

/// What a player state's words most likely are a frame later: the origin moved on by a
/// tenth of the velocity (both in eighths of a unit; a server frame is a tenth of a second at
/// 10 Hz). Only what differs from it is stored: any state round-trips.
fn predict_ps(w: &mut [u32; PS_WORDS]) {
    for k in 0..3 {
        w[k] = (w[k] as i32).wrapping_add(w[3 + k] as i32 / 10) as u32;
    }
}

/// Applies what [`pack_ps`] wrote to the words it was packed against (nothing if `input` is
/// empty), and moves `input` past it.
fn unpack_ps(w: &mut [u32; PS_WORDS], input: &mut &[u8]) {
    use crate::codec::framelist::read_varint;
    if input.is_empty() {
        return;
    }
    predict_ps(w);
    let first = read_varint(input);
    let mut mask = (first >> 1) as u64;
    if first & 1 != 0 {
        mask |= (read_varint(input) as u64) << 28;
    }
    while mask != 0 {
        let k = mask.trailing_zeros() as usize;
        mask &= mask - 1;
        match w.get_mut(k) {
            Some(slot) => *slot = crate::codec::framelist::get_word(input, *slot, ps_quantum(k)),
            None => {
                read_varint(input);
            }
        }
    }
}

impl PlayerState {
    /// The state as words, those that change most often first (a frame's player state is
    /// stored as the words that differ from its source frame's: see [`pack_ps`]); the gun
    /// frame in the low half of its word, as it advances by one.
    fn words(&self) -> [u32; PS_WORDS] {
        let mut w = [0u32; PS_WORDS];
        let p16 = |a: i16, b: i16| a as u16 as u32 | (b as u16 as u32) << 16;
        let f = |w: &mut [u32], v: [f32; 3]| {
            for (o, x) in w.iter_mut().zip(v) {
                *o = x.to_bits();
            }
        };
        for k in 0..3 {
            w[k] = self.origin[k] as u32;
            w[3 + k] = self.velocity[k] as u32;
        }
        f(&mut w[6..9], self.viewangles);
        f(&mut w[9..12], self.kick_angles);
        w[12] = self.gunframe as u32 | (self.gunindex as u32) << 16;
        f(&mut w[13..16], self.gunoffset);
        f(&mut w[16..19], self.gunangles);
        w[19] = u32::from_le_bytes(self.blend);
        f(&mut w[20..23], self.viewoffset);
        w[23] = self.pm_time as u32 | (self.pm_flags as u32) << 16;
        w[24] = u32::from_le_bytes([self.pm_type, self.fov, self.rdflags, 0]);
        w[25] = p16(self.gravity, self.clientnum);
        w[26] = p16(self.delta_angles[0], self.delta_angles[1]);
        w[27] = p16(self.delta_angles[2], 0);
        for k in 0..32 {
            w[28 + k] = p16(self.stats[2 * k], self.stats[2 * k + 1]);
        }
        w
    }

    fn from_words(w: &[u32; PS_WORDS]) -> PlayerState {
        let lo = |x: u32| x as u16 as i16;
        let hi = |x: u32| (x >> 16) as u16 as i16;
        let f = |w: &[u32]| {
            [
                f32::from_bits(w[0]),
                f32::from_bits(w[1]),
                f32::from_bits(w[2]),
            ]
        };
        let [pm_type, fov, rdflags, _] = w[24].to_le_bytes();
        let mut stats = [0i16; 64];
        for k in 0..32 {
            stats[2 * k] = lo(w[28 + k]);
            stats[2 * k + 1] = hi(w[28 + k]);
        }
        PlayerState {
            pm_type,
            origin: [w[0] as i32, w[1] as i32, w[2] as i32],
            velocity: [w[3] as i32, w[4] as i32, w[5] as i32],
            pm_time: w[23] as u16,
            pm_flags: (w[23] >> 16) as u16,
            gravity: lo(w[25]),
            delta_angles: [lo(w[26]), hi(w[26]), lo(w[27])],
            viewoffset: f(&w[20..23]),
            viewangles: f(&w[6..9]),
            kick_angles: f(&w[9..12]),
            gunindex: (w[12] >> 16) as u16,
            gunframe: w[12] as u16,
            gunoffset: f(&w[13..16]),
            gunangles: f(&w[16..19]),
            blend: w[19].to_le_bytes(),
            fov,
            rdflags,
            clientnum: hi(w[25]),
            stats,
        }
    }
}

/// One received svc_frame, resolved (cheap to clone: shared). Its entity list, seat 0's
/// player state and its numbers are one [`FrameList`] node: the numbers ([`Head`]) and the
/// player state are the holder's bytes at the start of the node's buffer, the list and the
/// player state stored as what changed against the frame it was decoded from, so a frame
/// costs two allocations and the bytes of its changes.
#[derive(Clone, Debug)]
pub struct Frame(FrameList<EntState>);

/// Conversations whose last frames' player states [`LAST_PS`] keeps (by arena number, so one
/// each while fewer than this many arenas were made between the oldest and the newest alive:
/// a capture of a busy server interleaves hundreds, and a miss rebuilds a state from up to
/// [`PS_DEPTH`] deltas; with one entry for the whole thread that was 40% of all our work with
/// no tree on the benchmark mix). A power of two.
const LAST_PS_WAYS: usize = 4096;

/// Frames a way of [`LAST_PS`] keeps once a frame decoded from an older one than the last
/// built missed it: a live session's client acknowledges a frame a round trip late, and the
/// server deltas from the last one acknowledged (a few frames back). With the last frame only,
/// one such frame in thirty missed on the benchmark mix, each miss rebuilding a state from up
/// to [`PS_DEPTH`] deltas (about 20,000 instructions, then most of the time spent on player
/// states). As many as [`LIVE_FRAMES`], the frames whose whole entity lists stay at hand for
/// the same reason. A way keeps one until then (a demo always deltas from the last frame).
const LAST_PS_KEEP: usize = LIVE_FRAMES as usize;

/// A way of [`LAST_PS`]: which stored list a conversation's last frame is
/// ([`FrameList::key`]: arena numbers are not reused, so the key does not keep the arena
/// alive as a handle would) and its player state; once one missed, the frames before it too.
struct LastPs {
    last: PsEntry,
    older: Option<Box<OlderPs>>,
}

/// A frame's key and player state.
type PsEntry = ((u32, u32), PlayerState);

/// The frames before a way's last (see [`LAST_PS_KEEP`]), and the entry the next one takes.
struct OlderPs {
    frames: [PsEntry; LAST_PS_KEEP - 1],
    next: usize,
}

/// No stored list's key (an offset is below `u32::MAX / 2`: see `FrameList::extends`).
const NO_KEY: (u32, u32) = (u32::MAX, u32::MAX);

impl LastPs {
    #[inline]
    fn put(&mut self, key: (u32, u32), ps: &PlayerState) {
        match &mut self.older {
            None => self.last = (key, *ps),
            Some(o) => {
                // (the oldest is replaced)
                let at = o.next % (LAST_PS_KEEP - 1);
                o.frames[at] = std::mem::replace(&mut self.last, (key, *ps));
                o.next = at + 1;
            }
        }
    }
    #[inline]
    fn get(&self, key: (u32, u32)) -> Option<&PlayerState> {
        if self.last.0 == key {
            return Some(&self.last.1);
        }
        let o = self.older.as_deref()?;
        o.frames.iter().find(|(k, _)| *k == key).map(|(_, p)| p)
    }
    /// A frame was asked for that this way does not keep: it keeps the last few from now on.
    fn missed(&mut self) {
        self.older.get_or_insert_with(|| {
            Box::new(OlderPs {
                frames: [(NO_KEY, PlayerState::default()); LAST_PS_KEEP - 1],
                next: 0,
            })
        });
    }
}

thread_local! {
    /// The last frames built in each of many conversations, and their player states (a cache:
    /// [`Frame::ps`] would otherwise rebuild one from up to [`PS_DEPTH`] deltas for the next
    /// frame, which is decoded from one of them). The table (32 KB) is allocated at the first
    /// frame, a way's entry (about a KB) when a conversation first uses it and then reused:
    /// a capture of a few conversations does not keep a quarter MB for the other ways. It holds
    /// no frame: a conversation evicted, or a replay's frames, leave nothing alive here.
    static LAST_PS: std::cell::RefCell<Vec<Option<Box<LastPs>>>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

thread_local! {
    /// The holder's bytes of the frame [`Frame::new`] builds (kept from one frame to the next).
    static EXTRA: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Empties the player-state cache (a new file).
pub fn clear_ps_cache() {
    LAST_PS.with(|c| *c.borrow_mut() = Vec::new());
}

/// What a frame keeps beside its entity list, written at the start of the holder's bytes
/// (a flags byte, then the number and the packet as varints: 5 to 7 bytes, where a struct in
/// the node took 16).
#[derive(Clone, Copy, Debug)]
pub struct Head {
    number: i32,
    /// The capture frame that carried it.
    packet: u32,
    /// False when its own delta frame was missing: later deltas from it cannot be resolved.
    valid: bool,
    /// Player states between this one and one kept against the default one (below
    /// [`PS_DEPTH`]: six bits).
    ps_depth: u8,
    /// Whether its entity numbers ascend (`framelist::ascending`): a frame decoded from it is
    /// stored against it only then, and asking the head is cheaper than walking the list.
    ascends: bool,
}

impl Head {
    fn put(&self, out: &mut Vec<u8>) {
        use crate::codec::framelist::varint;
        out.push(self.valid as u8 | (self.ps_depth & 0x3f) << 1 | (self.ascends as u8) << 7);
        varint(out, ((self.number << 1) ^ (self.number >> 31)) as u32);
        varint(out, self.packet);
    }
    /// The head at the start of `extra`, and the bytes after it.
    fn get(mut extra: &[u8]) -> (Head, &[u8]) {
        use crate::codec::framelist::read_varint;
        let Some((&flags, rest)) = extra.split_first() else {
            return (
                Head {
                    number: 0,
                    packet: 0,
                    valid: false,
                    ps_depth: 0,
                    ascends: false,
                },
                extra,
            );
        };
        extra = rest;
        let z = read_varint(&mut extra);
        let packet = read_varint(&mut extra);
        let head = Head {
            number: (z >> 1) as i32 ^ -((z & 1) as i32),
            packet,
            valid: flags & 1 != 0,
            ps_depth: (flags >> 1) & 0x3f,
            ascends: flags & 0x80 != 0,
        };
        (head, extra)
    }
}

impl Frame {
    /// A frame decoded from `from` (with its player state and whole entity list, which the
    /// decoder has at hand), or from nothing; `edits`: the entities its message removed or
    /// changed, as indices in the old list and in `ents`, when the decoder knows them (see
    /// `FrameList::derive_checked`); `ascends`: whether the numbers of `ents` ascend should
    /// those of `from`'s list (when the decoder knows it: else they are walked);
    /// `home`: a frame of the same conversation, whose arena a frame decoded from nothing
    /// joins (asked for only then: finding one walks the conversation's slots); `from`'s whole list may be given up ([`Old::Given`]: see
    /// `FrameList::derive_checked`), or already be the new list, patched in place
    /// ([`Old::Patched`]: `ents` is then ignored).
    #[allow(clippy::too_many_arguments)]
    pub fn new<'h>(
        from: Option<(&Frame, &PlayerState, Old<'_, EntState>)>,
        number: i32,
        packet: u32,
        valid: bool,
        ps: &PlayerState,
        seats: Vec<PlayerState>,
        ents: &[EntState],
        edits: Option<&[(u32, u32)]>,
        ascends: Option<bool>,
        home: impl FnOnce() -> Option<&'h Frame>,
        reuse: Option<Arc<[EntState]>>,
    ) -> Frame {
        // (a replay's frame is stored on its own: its player state against the default one)
        // (the player state is kept against the source frame's only when the entity list is:
        // rebuilding it walks the list's chain; an out-of-order list is stored against nothing)
        // (what `FrameList::derive_with` would check, the source's order read from its head)
        let (from, old) = match from {
            Some((f, p, old)) => (Some((f, p)), old),
            None => (None, Old::Slice(&[])),
        };
        // (a list patched in place is the new list: `ents` is not filled then)
        let patched = match &old {
            Old::Patched(l, ..) => Some(l.clone()),
            _ => None,
        };
        let ents = patched.as_deref().unwrap_or(ents);
        let from = from.map(|f| (f, f.0 .0.extra_extends(old.as_slice(), |x| Head::get(x).0)));
        let ascends = match (ascends, &from) {
            (Some(a), None) => a,
            (Some(a), Some((_, (h, _)))) if h.ascends => a,
            _ => crate::codec::framelist::ascending(ents),
        };
        let from = from
            .filter(|_| ascends && !crate::codec::framelist::is_transient())
            .filter(|(_, (h, extends))| h.ascends && *extends)
            .map(|(f, (h, _))| (f, h));
        let from_depth = from.map(|(_, h)| h.ps_depth);
        let from = from.map(|(f, _)| f);
        let ps_from = from.filter(|_| from_depth.is_some_and(|d| d + 1 < PS_DEPTH));
        let head = Head {
            number,
            packet,
            valid,
            ps_depth: ps_from.and(from_depth).map_or(0, |d| d + 1),
            ascends,
        };
        // the holder's bytes: the head, seat 0's player state (none when it is the default
        // one and kept against it), then for split screen the other seats' count and states,
        // each against the default one
        let mut extra = EXTRA.with(|e| e.take());
        extra.clear();
        head.put(&mut extra);
        if ps_from.is_some() || !seats.is_empty() || *ps != PlayerState::default() {
            let base_words = ps_from.map_or(DEFAULT_WORDS, |f| f.1.words());
            pack_ps(base_words, ps, &mut extra);
        }
        if !seats.is_empty() {
            crate::codec::framelist::varint(&mut extra, seats.len() as u32);
            for s in &seats {
                pack_ps(DEFAULT_WORDS, s, &mut extra);
            }
        }
        let mut f = Frame(FrameList::derive_checked(
            from.map(|f| &f.0 .0),
            old,
            ents,
            &extra,
            edits.map(Touched::Edits),
            from.map(|f| &f.0 .0).or_else(|| home().map(|f| &f.0)),
            reuse,
        ));
        EXTRA.with(|e| e.set(extra));
        f.0.set_mark((slot(number) as u32) << 16);
        // (a replay's frames, each in an arena of its own, would only push the first pass's
        // conversations out)
        if !crate::codec::framelist::is_transient() {
            LAST_PS.with(|c| {
                let mut c = c.borrow_mut();
                if c.is_empty() {
                    c.resize_with(LAST_PS_WAYS, || None);
                }
                match &mut c[f.way()] {
                    Some(w) => w.put(f.0.key(), ps),
                    w => {
                        *w = Some(Box::new(LastPs {
                            last: (f.0.key(), *ps),
                            older: None,
                        }))
                    }
                }
            });
        }
        f
    }

    /// This frame's way in [`LAST_PS`].
    fn way(&self) -> usize {
        // arenas are numbered in the order they are made (see `FrameList::arena_id`)
        self.0.arena_id() as usize % LAST_PS_WAYS
    }

    fn head(&self) -> Head {
        self.0.extra(|x| Head::get(x).0)
    }
    /// The slot of [`Q2State::frames`] it is stored in (its number's), kept in the high half
    /// of the handle's mark (the low half is the history's distance: see `Snapshot::set_dist`)
    /// so that storing and applying it reads no bytes.
    pub fn slot(&self) -> usize {
        (self.0.mark() >> 16) as usize & (UPDATE_BACKUP - 1)
    }
    pub fn number(&self) -> i32 {
        self.head().number
    }
    pub fn packet(&self) -> u32 {
        self.head().packet
    }
    pub fn valid(&self) -> bool {
        self.head().valid
    }
    /// Seat 0's player state (rebuilt from the one kept against the default one).
    pub fn ps(&self) -> PlayerState {
        let mut ps = PlayerState::default();
        self.ps_into(&mut ps);
        ps
    }
    /// [`Frame::ps`] written into `ps` (a player state is a few hundred bytes: copied once,
    /// from the cache to where the caller keeps it, not on its way out).
    pub fn ps_into(&self, ps: &mut PlayerState) {
        // the next frame is usually decoded from one of its conversation's last few built
        let key = self.0.key();
        let hit = LAST_PS.with(|c| {
            let c = c.borrow();
            match c.get(self.way()).and_then(Option::as_deref) {
                Some(w) if w.last.0 == key => {
                    *ps = w.last.1;
                    true
                }
                Some(w) => w.get(key).map(|p| *ps = *p).is_some(),
                None => false,
            }
        });
        if hit {
            return;
        }
        if !crate::codec::framelist::is_transient() {
            LAST_PS.with(|c| {
                if let Some(w) = c.borrow_mut().get_mut(self.way()).and_then(Option::as_mut) {
                    w.missed();
                }
            });
        }
        // the player states from the one kept against the default one, newest first
        let (mut bytes, mut ends) = (Vec::new(), Vec::with_capacity(PS_DEPTH as usize));
        self.0.chain(|extra| {
            let (h, ps) = Head::get(extra);
            bytes.extend_from_slice(ps);
            ends.push(bytes.len());
            h.ps_depth != 0
        });
        let mut w = DEFAULT_WORDS;
        for (k, &end) in ends.iter().enumerate().rev() {
            let start = k.checked_sub(1).map_or(0, |j| ends[j]);
            unpack_ps(&mut w, &mut &bytes[start..end]);
        }
        *ps = PlayerState::from_words(&w);
    }
    /// Rerelease split screen: the player states of seats 1 and up.
    pub fn seats(&self) -> Vec<PlayerState> {
        self.0.extra(|extra| {
            let mut extra = Head::get(extra).1;
            unpack_ps(&mut DEFAULT_WORDS.clone(), &mut extra);
            if extra.is_empty() {
                return Vec::new();
            }
            // bounded by the bytes: each seat takes at least two
            let n =
                (crate::codec::framelist::read_varint(&mut extra) as usize).min(extra.len() / 2);
            (0..n)
                .map(|_| {
                    let mut w = DEFAULT_WORDS;
                    unpack_ps(&mut w, &mut extra);
                    PlayerState::from_words(&w)
                })
                .collect()
        })
    }
    /// The entity list, sorted by number.
    pub fn ents(&self) -> Arc<[EntState]> {
        self.0.get()
    }
    /// [`Frame::ents`], and whether the list was at hand (not rebuilt).
    pub fn ents_noting(&self) -> (Arc<[EntState]>, bool) {
        self.0.get_noting()
    }
    /// Drops the whole entity list kept at hand (see [`FrameList::forget`]).
    pub fn forget(&self) {
        self.0.forget()
    }
    /// [`Frame::forget`], handing the whole list over when nothing else holds it (see
    /// [`FrameList::take_whole`]).
    pub fn take_whole(&self) -> Option<Arc<[EntState]>> {
        self.0.take_whole()
    }
    /// Whether both are the same stored frame.
    pub fn ptr_eq(a: &Self, b: &Self) -> bool {
        FrameList::ptr_eq(&a.0, &b.0)
    }
}

/// Frames whose whole entity list stays at hand for the first pass (deltas come from the
/// newest few frames the client acknowledged); older ones are rebuilt when asked.
pub const LIVE_FRAMES: i32 = 4;

impl Frame {
    /// Bytes this frame keeps alive (its node and the bytes of its changes).
    pub fn heap_size(&self) -> usize {
        self.0.retained()
    }
}

/// Names of [`Slots`] contents: every write to a state's slots takes the next (the contents
/// are those the stamp was given with, copies included).
static STAMPS: AtomicU64 = AtomicU64::new(1);

/// No stamp (of the contents before a write that was not one slot's).
const NO_STAMP: u64 = u64::MAX;

/// The [`UPDATE_BACKUP`] frame slots, each holding the frame whose number's it is. A datagram
/// stores one frame, and the first pass keeps two copies of the state (the state before and
/// its working copy, `history::Working`) that differ by that one write: stamps, as QuakeWorld's
/// frame ring keeps, say which slot, so that comparing, diffing and bringing a copy in step
/// touch that slot alone, not all sixteen (four lines of each copy, cold once hundreds of
/// conversations interleave). Two slot tables with the same stamp hold the same frames; one
/// whose previous stamp is the other's differs from it in its last written slot; any others
/// are compared slot by slot.
#[derive(Clone, Debug)]
pub struct Slots {
    frames: [Option<Frame>; UPDATE_BACKUP],
    /// The contents' name (0: all empty), the one before the last write's, and that write's
    /// slot.
    stamp: u64,
    prev: u64,
    last: u8,
}

impl Default for Slots {
    fn default() -> Self {
        Slots {
            frames: Default::default(),
            stamp: 0,
            prev: NO_STAMP,
            last: 0,
        }
    }
}

impl Slots {
    pub fn get(&self, i: usize) -> Option<&Frame> {
        self.frames[i & (UPDATE_BACKUP - 1)].as_ref()
    }
    pub fn iter(&self) -> std::slice::Iter<'_, Option<Frame>> {
        self.frames.iter()
    }
    fn set(&mut self, i: usize, f: Option<Frame>) {
        let i = i & (UPDATE_BACKUP - 1);
        self.frames[i] = f;
        self.prev = self.stamp;
        self.stamp = STAMPS.fetch_add(1, Relaxed);
        self.last = i as u8;
    }
    /// Every slot emptied.
    fn clear(&mut self) {
        *self = Slots::default();
    }
    /// The slots in which `self` and `o` may differ (see [`Slots`]).
    fn differing(&self, o: &Self) -> std::ops::Range<usize> {
        let one = |i: u8| i as usize..i as usize + 1;
        if self.stamp == o.stamp {
            0..0
        } else if self.prev == o.stamp {
            one(self.last)
        } else if o.prev == self.stamp {
            one(o.last)
        } else {
            0..UPDATE_BACKUP
        }
    }
    /// Whether slot `i` holds the same frame in both.
    fn same_slot(&self, o: &Self, i: usize) -> bool {
        match (&self.frames[i], &o.frames[i]) {
            (Some(a), Some(b)) => Frame::ptr_eq(a, b),
            (None, None) => true,
            _ => false,
        }
    }
    /// Whether both hold the same frames.
    pub fn same(&self, o: &Self) -> bool {
        self.differing(o).all(|i| self.same_slot(o, i))
    }
    /// Makes this table hold `o`'s frames, taking only the slots that differ.
    fn sync_from(&mut self, o: &Self) {
        for i in self.differing(o) {
            let same = match (&self.frames[i], &o.frames[i]) {
                // the mark too: a clone would carry it
                (Some(x), Some(y)) => Frame::ptr_eq(x, y) && x.0.mark() == y.0.mark(),
                (None, None) => true,
                _ => false,
            };
            if !same {
                self.frames[i].clone_from(&o.frames[i]);
            }
        }
        self.stamp = o.stamp;
        self.prev = o.prev;
        self.last = o.last;
    }
    /// Bytes the frames of this table that `old` does not hold keep.
    pub fn fresh_bytes(&self, old: &Self) -> usize {
        self.differing(old)
            .filter(|&i| !self.same_slot(old, i))
            .filter_map(|i| self.frames[i].as_ref().map(Frame::heap_size))
            .sum()
    }
}

#[derive(Clone, Debug)]
pub struct Q2State {
    pub proto: Proto,
    /// Whether a svc_serverdata has been seen (else the dialect is a guess).
    pub known: bool,
    /// A persistent table: a configstring arriving mid-game copies the four small nodes on its
    /// path for the new snapshot, not the whole table.
    pub configstrings: CsTable,
    pub baselines: Arc<BTreeMap<u16, EntState>>,
    pub frames: Slots,
    /// A serverdata announced a protocol this dissector does not decode.
    pub unsupported: Option<i32>,
    /// Rerelease split screen: player states per svc_frame (from svc_serverdata; at least 1).
    pub seats: u8,
    /// 2022: which entities count as "solid non-zero" for their origin precision.
    pub demo_solid: Arc<DemoSolid>,
    /// A frame was decoded from one whose whole entity list was not at hand: this
    /// conversation's frames delta from older ones than the last (a live client acknowledges a
    /// round trip late), so the newest [`LIVE_FRAMES`] keep theirs. Until then only the newest
    /// does, and the next frame takes over its allocation (a demo deltas from the last frame:
    /// the lines it writes are those it just read, where 200 sessions interleaved evict an
    /// older list's). A caching choice, not what a record is decoded with: not compared.
    pub lagging: bool,
}

impl Default for Q2State {
    fn default() -> Self {
        Q2State {
            proto: Proto::default(),
            known: false,
            configstrings: CsTable::default(),
            baselines: Arc::default(),
            frames: Default::default(),
            unsupported: None,
            seats: 0,
            demo_solid: DemoSolid::shared(false),
            lagging: false,
        }
    }
}

/// 2022's origin precision depends on whether an entity's solid is non-zero. The only 2022 bytes
/// there are (q2proto's encoder) track it as q2proto does: per entity number, the last solid
/// actually sent (kept across levels), reset to the baseline's on U_REMOVE; a baseline without
/// U_SOLID reads 16-bit origins. FTE instead uses the solid of the delta's result, which differs
/// only when that last-sent value is stale (e.g. after a level change).
///
/// A session that did not see the stream from its start (a capture cut mid-game) does not know
/// the last solid sent for the entities it has not heard of since: `known` says which it knows,
/// and `complete` that the session saw everything (the handshake), so that none is unknown.
#[derive(Clone, Debug)]
pub struct DemoSolid {
    pub edict: [u64; 128],
    pub baseline: [u64; 128],
    pub known: [u64; 128],
    pub baseline_known: [u64; 128],
    pub complete: bool,
}

impl Default for DemoSolid {
    fn default() -> Self {
        DemoSolid {
            edict: [0; 128],
            baseline: [0; 128],
            known: [0; 128],
            baseline_known: [0; 128],
            complete: false,
        }
    }
}

thread_local! {
    /// The table before anything is known, and the same once the stream is seen from its
    /// start (a serverdata before any frame): every session shares them (4 KiB each) until
    /// a 2022 stream sends a solid.
    static EMPTY: [Arc<DemoSolid>; 2] = [
        Arc::new(DemoSolid::default()),
        Arc::new(DemoSolid { complete: true, ..DemoSolid::default() }),
    ];
}

impl DemoSolid {
    /// The shared empty table (see `EMPTY`).
    pub fn shared(complete: bool) -> Arc<DemoSolid> {
        EMPTY.with(|e| e[complete as usize].clone())
    }
    /// This table with `complete` set: the shared one when nothing else is set.
    pub fn completed(self: &Arc<Self>) -> Arc<DemoSolid> {
        let empty = |b: &[u64; 128]| b.iter().all(|&w| w == 0);
        if empty(&self.edict)
            && empty(&self.baseline)
            && empty(&self.known)
            && empty(&self.baseline_known)
        {
            return DemoSolid::shared(true);
        }
        let mut d = self.clone();
        Arc::make_mut(&mut d).complete = true;
        d
    }
    fn get(bits: &[u64; 128], n: u16) -> bool {
        let n = n as usize & 8191;
        bits[n / 64] & (1 << (n % 64)) != 0
    }
    fn put(bits: &mut [u64; 128], n: u16, v: bool) {
        let n = n as usize & 8191;
        if v {
            bits[n / 64] |= 1 << (n % 64);
        } else {
            bits[n / 64] &= !(1 << (n % 64));
        }
    }
    pub fn edict(&self, n: u16) -> bool {
        Self::get(&self.edict, n)
    }
    pub fn set_edict(&mut self, n: u16, v: bool) {
        Self::put(&mut self.edict, n, v);
        Self::put(&mut self.known, n, true);
    }
    pub fn baseline(&self, n: u16) -> bool {
        Self::get(&self.baseline, n)
    }
    pub fn set_baseline(&mut self, n: u16, v: bool) {
        Self::put(&mut self.baseline, n, v);
        Self::put(&mut self.baseline_known, n, true);
    }
    /// Whether the last solid sent for entity `n` is known.
    pub fn known(&self, n: u16) -> bool {
        self.complete || Self::get(&self.known, n)
    }
    /// U_REMOVE: the entity's solid goes back to its baseline's (unknown if that is).
    pub fn reset_to_baseline(&mut self, n: u16) {
        let v = self.baseline(n);
        Self::put(&mut self.edict, n, v);
        let k = Self::get(&self.baseline_known, n);
        Self::put(&mut self.known, n, k);
    }
}

/// Configstrings by index: a 16-ary trie over the 16-bit index (four levels), copy-on-write
/// per node, so snapshots share every node a change did not touch. (A `BTreeMap` snapshot
/// copied all of its nodes for each configstring changed mid-game: kilobytes per change.)
/// The last few changes sit in a shared list in front of it ([`Recent`]): a game clock or
/// a score changed every second then costs one small node, not a copy of the four trie
/// nodes on its path (a leaf alone is 264 bytes); every [`CsTable::RECENT`] changes the list
/// is folded into the trie.
#[derive(Clone, Debug, Default)]
pub struct CsTable {
    root: Option<Arc<CsNode>>,
    /// The changes not yet in the trie, newest first.
    recent: Option<Arc<Recent>>,
    len: u32,
}

#[derive(Clone, Debug)]
enum CsNode {
    Inner([Option<Arc<CsNode>>; 16]),
    Leaf([Option<Str>; 16]),
}

/// One configstring set since the list was last folded into the trie.
#[derive(Debug)]
struct Recent {
    index: u16,
    /// Entries in the list from this one on.
    depth: u8,
    value: Str,
    next: Option<Arc<Recent>>,
}

impl Drop for Recent {
    // a long list dropped node by node, not recursively (it is short, but say so)
    fn drop(&mut self) {
        let mut next = self.next.take();
        while let Some(n) = next {
            match Arc::try_unwrap(n) {
                Ok(mut n) => next = n.next.take(),
                Err(_) => break,
            }
        }
    }
}

impl CsTable {
    /// Levels below the root: the index's nibbles from the top.
    const LEVELS: u32 = 4;
    /// Changes kept in the list before it is folded into the trie.
    const RECENT: u8 = 16;

    pub fn get(&self, i: u16) -> Option<&Str> {
        let mut r = self.recent.as_deref();
        while let Some(n) = r {
            if n.index == i {
                return Some(&n.value);
            }
            r = n.next.as_deref();
        }
        let mut n = self.root.as_deref()?;
        let mut shift = 4 * (Self::LEVELS - 1);
        loop {
            let k = (i >> shift) as usize & 15;
            match n {
                CsNode::Inner(kids) => n = kids[k].as_deref()?,
                CsNode::Leaf(vals) => return vals[k].as_ref(),
            }
            shift = shift.saturating_sub(4);
        }
    }

    /// Sets configstring `i` to the shared copy of `v`. Setting the text it already has
    /// changes nothing (the table stays the same, shared by the snapshots before and after;
    /// the text is not even looked up in the shared table).
    pub fn insert(&mut self, i: u16, v: &str) {
        match self.get(i) {
            Some(o) if **o == *v => return,
            Some(_) => {}
            None => self.len += 1,
        }
        let v = crate::codec::intern::intern(v);
        let depth = self.recent.as_ref().map_or(0, |r| r.depth);
        if depth >= Self::RECENT {
            let mut chain = Vec::with_capacity(depth as usize);
            let mut r = self.recent.take();
            while let Some(n) = r {
                chain.push((n.index, n.value.clone()));
                r = n.next.clone();
            }
            for (k, x) in chain.into_iter().rev() {
                self.trie_insert(k, x);
            }
        }
        self.recent = Some(Arc::new(Recent {
            index: i,
            depth: self.recent.as_ref().map_or(0, |r| r.depth) + 1,
            value: v,
            next: self.recent.take(),
        }));
    }

    fn trie_insert(&mut self, i: u16, v: Str) {
        fn fresh(level: u32) -> CsNode {
            if level + 1 == CsTable::LEVELS {
                CsNode::Leaf(Default::default())
            } else {
                CsNode::Inner(Default::default())
            }
        }
        let mut node = Arc::make_mut(self.root.get_or_insert_with(|| Arc::new(fresh(0))));
        let mut level = 0;
        loop {
            let k = (i >> (4 * (Self::LEVELS - 1 - level))) as usize & 15;
            match node {
                CsNode::Inner(kids) => {
                    node = Arc::make_mut(kids[k].get_or_insert_with(|| Arc::new(fresh(level + 1))));
                    level += 1;
                }
                CsNode::Leaf(vals) => {
                    vals[k] = Some(v);
                    return;
                }
            }
        }
    }

    pub fn len(&self) -> usize {
        self.len as usize
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The same table (not merely an equal one).
    pub fn ptr_eq(a: &Self, b: &Self) -> bool {
        fn same<T: ?Sized>(x: &Option<Arc<T>>, y: &Option<Arc<T>>) -> bool {
            match (x, y) {
                (Some(x), Some(y)) => Arc::ptr_eq(x, y),
                (None, None) => true,
                _ => false,
            }
        }
        same(&a.root, &b.root) && same(&a.recent, &b.recent)
    }

    /// Bytes `self` keeps that `old` does not share: its unshared nodes and the strings in
    /// them that are not `old`'s (see `codec::budget`).
    pub fn fresh_bytes(&self, old: &Self) -> usize {
        fn walk(n: &Arc<CsNode>, o: Option<&Arc<CsNode>>) -> usize {
            if o.is_some_and(|o| Arc::ptr_eq(n, o)) {
                return 0;
            }
            let own = std::mem::size_of::<CsNode>() + 16;
            match (&**n, o.map(|o| &**o)) {
                (CsNode::Inner(kids), o) => {
                    let ok = |k: usize| match o {
                        Some(CsNode::Inner(ok)) => ok[k].as_ref(),
                        _ => None,
                    };
                    own + kids
                        .iter()
                        .enumerate()
                        .filter_map(|(k, c)| c.as_ref().map(|c| walk(c, ok(k))))
                        .sum::<usize>()
                }
                (CsNode::Leaf(vals), o) => {
                    let ov = |k: usize| match o {
                        Some(CsNode::Leaf(ov)) => ov[k].as_ref(),
                        _ => None,
                    };
                    own + vals
                        .iter()
                        .enumerate()
                        .filter_map(|(k, v)| {
                            let v = v.as_ref()?;
                            (!ov(k).is_some_and(|o| Str::ptr_eq(o, v))).then(|| v.heap_size())
                        })
                        .sum::<usize>()
                }
            }
        }
        let same_list = match (&self.recent, &old.recent) {
            (Some(a), Some(b)) => Arc::ptr_eq(a, b),
            (None, _) => true,
            _ => false,
        };
        let trie = self.root.as_ref().map_or(0, |r| walk(r, old.root.as_ref()));
        if same_list {
            return trie;
        }
        // the old list's nodes (at most `RECENT` + 1: kept on the stack, not allocated for
        // every configstring)
        let (mut theirs, mut count) = ([std::ptr::null(); Self::RECENT as usize + 1], 0);
        let mut more = Vec::new();
        let mut r = old.recent.as_ref();
        while let Some(n) = r {
            match theirs.get_mut(count) {
                Some(slot) => *slot = Arc::as_ptr(n),
                None => more.push(Arc::as_ptr(n)),
            }
            count += 1;
            r = n.next.as_ref();
        }
        let theirs = &theirs[..count.min(theirs.len())];
        let mut list = 0;
        let mut r = self.recent.as_ref();
        while let Some(n) =
            r.filter(|n| !theirs.contains(&Arc::as_ptr(n)) && !more.contains(&Arc::as_ptr(n)))
        {
            list += std::mem::size_of::<Recent>() + 16 + n.value.heap_size();
            r = n.next.as_ref();
        }
        list + trie
    }
}

/// The configstring layout (cs_remap_old / cs_remap_new).
pub struct CsLayout {
    pub models: u16,
    pub sounds: u16,
    pub images: u16,
    pub lights: u16,
    pub items: u16,
    pub playerskins: u16,
    pub general: u16,
    pub end: u16,
    pub airaccel: u16,
    /// Rerelease: CS_SHADOWLIGHTS (between lights and items; equal to `items` elsewhere).
    pub shadowlights: u16,
    /// Rerelease: the weapon wheel and the two single strings after CS_GENERAL (`end` elsewhere).
    pub wheel: u16,
}

pub const CS_OLD: CsLayout = CsLayout {
    models: 32,
    sounds: 288,
    images: 544,
    lights: 800,
    items: 1056,
    playerskins: 1312,
    general: 1568,
    end: 2080,
    airaccel: 29,
    shadowlights: 1056,
    wheel: 2080,
};
pub const CS_NEW: CsLayout = CsLayout {
    models: 62,
    sounds: 62 + 8192,
    images: 62 + 8192 + 2048,
    lights: 62 + 8192 + 4096,
    items: 62 + 8192 + 4096 + 256,
    playerskins: 62 + 8192 + 4096 + 512,
    general: 62 + 8192 + 4096 + 768,
    end: 62 + 8192 + 4096 + 768 + 512,
    airaccel: 59,
    shadowlights: 62 + 8192 + 4096 + 256,
    wheel: 62 + 8192 + 4096 + 768 + 512,
};
/// The rerelease's layout (game.h of the 2023 game source; FTE's Q2EXCS_*): 8192 models,
/// 2048 sounds (the seed document also says 1024 once), 512 images, 256 light styles, 256 shadow
/// lights, 256 items, 256 player skins, 512 general, 3×32 wheel entries, CD loop count, game style.
pub const CS_REREL: CsLayout = CsLayout {
    models: 62,
    sounds: 8254,
    images: 10302,
    lights: 10814,
    shadowlights: 11070,
    items: 11326,
    playerskins: 11582,
    general: 11838,
    wheel: 12350,
    end: 12448,
    airaccel: 59,
};

/// A datagram's usual changes to the state (see `codec::history`): 16 bytes, its distance
/// from the change before included (in the frame handle's spare word, or in the box). A
/// frame's slot is its number's (see [`Q2State::store_frame`]).
#[derive(Clone, Debug)]
pub enum Q2Change {
    /// One frame slot holds a new frame.
    Frame(Frame),
    /// Configstrings changed (a game clock, a score), perhaps with a new frame.
    Strings(Box<(u16, Option<Frame>, CsTable)>),
}

/// The slot frame `n` is stored in.
fn slot(n: i32) -> usize {
    (n as usize) & (UPDATE_BACKUP - 1)
}

impl crate::codec::history::Snapshot for Q2State {
    type Small = Q2Change;
    fn small(old: &Self, new: &Self) -> Option<Q2Change> {
        let Q2State {
            proto,
            known,
            configstrings,
            baselines,
            frames,
            unsupported,
            seats,
            demo_solid,
            lagging: _,
        } = new;
        if *proto != old.proto
            || *known != old.known
            || *unsupported != old.unsupported
            || *seats != old.seats
            || !Arc::ptr_eq(demo_solid, &old.demo_solid)
            || !Arc::ptr_eq(baselines, &old.baselines)
        {
            return None;
        }
        let mut changed = None;
        for i in frames.differing(&old.frames) {
            match (&frames.frames[i], &old.frames.frames[i]) {
                (Some(n), Some(o)) if Frame::ptr_eq(n, o) => {}
                (None, None) => {}
                // (a frame is only ever stored in its number's slot)
                (Some(n), _) if changed.is_none() && n.slot() == i => changed = Some(n.clone()),
                _ => return None,
            }
        }
        if CsTable::ptr_eq(configstrings, &old.configstrings) {
            changed.map(Q2Change::Frame)
        } else {
            Some(Q2Change::Strings(Box::new((
                0,
                changed,
                configstrings.clone(),
            ))))
        }
    }
    fn apply(&mut self, change: &Q2Change) {
        match change {
            Q2Change::Frame(f) => self.frames.set(f.slot(), Some(f.clone())),
            Q2Change::Strings(b) => {
                if let Some(f) = &b.1 {
                    self.frames.set(f.slot(), Some(f.clone()));
                }
                self.configstrings = b.2.clone();
            }
        }
    }
    fn same(a: &Self, b: &Self) -> bool {
        a.same(b)
    }
    const KEEPS_DIST: bool = true;
    fn set_dist(change: &mut Q2Change, dist: u16) {
        match change {
            // (the mark's high half holds the frame's slot: see `Frame::slot`)
            Q2Change::Frame(f) => f.0.set_mark(f.0.mark() & !0xffff | dist as u32),
            Q2Change::Strings(b) => b.0 = dist,
        }
    }
    fn dist(change: &Q2Change) -> u16 {
        match change {
            Q2Change::Frame(f) => f.0.mark() as u16,
            Q2Change::Strings(b) => b.0,
        }
    }
}

impl Q2State {
    /// Unchanged by a datagram: same scalars, same shared tables and frames (snapshot sharing).
    pub fn same(&self, o: &Self) -> bool {
        // destructured so that a new field cannot be forgotten here (a compile error instead
        // of records silently sharing a changed snapshot)
        let Q2State {
            proto: _,
            known: _,
            configstrings: _,
            baselines: _,
            frames: _,
            unsupported: _,
            seats: _,
            demo_solid: _,
            lagging: _,
        } = self;
        self.proto == o.proto
            && self.known == o.known
            && self.unsupported == o.unsupported
            && self.seats == o.seats
            && Arc::ptr_eq(&self.demo_solid, &o.demo_solid)
            && CsTable::ptr_eq(&self.configstrings, &o.configstrings)
            && Arc::ptr_eq(&self.baselines, &o.baselines)
            && self.frames.same(&o.frames)
    }
    /// Makes this copy [`Q2State::same`] as `o` by taking only the parts that differ (a
    /// datagram usually changes one frame: the other parts are shared already, and cloning
    /// them all would touch every count).
    pub fn sync_from(&mut self, o: &Self) {
        let Q2State {
            proto,
            known,
            configstrings,
            baselines,
            frames,
            unsupported,
            seats,
            demo_solid,
            lagging,
        } = self;
        *proto = o.proto;
        *lagging = o.lagging;
        *known = o.known;
        if !CsTable::ptr_eq(configstrings, &o.configstrings)
            || configstrings.len != o.configstrings.len
        {
            configstrings.clone_from(&o.configstrings);
        }
        if !Arc::ptr_eq(baselines, &o.baselines) {
            *baselines = o.baselines.clone();
        }
        frames.sync_from(&o.frames);
        *unsupported = o.unsupported;
        *seats = o.seats;
        if !Arc::ptr_eq(demo_solid, &o.demo_solid) {
            *demo_solid = o.demo_solid.clone();
        }
    }
    pub fn cs_layout(&self) -> &'static CsLayout {
        if self.proto.rr_configstrings() {
            &CS_REREL
        } else if self.proto.extended {
            &CS_NEW
        } else {
            &CS_OLD
        }
    }
    /// "CS_MODELS+12" style name of a configstring index.
    pub fn cs_name(&self, i: u16) -> String {
        let l = self.cs_layout();
        let fixed = [
            "CS_NAME",
            "CS_CDTRACK",
            "CS_SKY",
            "CS_SKYAXIS",
            "CS_SKYROTATE",
        ];
        if let Some(n) = fixed.get(i as usize) {
            return n.to_string();
        }
        if i < l.airaccel {
            return format!("CS_STATUSBAR+{}", i - 5);
        }
        if i == l.airaccel {
            return "CS_AIRACCEL".into();
        }
        if i == l.airaccel + 1 {
            return "CS_MAXCLIENTS".into();
        }
        if i == l.airaccel + 2 {
            return "CS_MAPCHECKSUM".into();
        }
        let ranges = [
            (l.models, l.sounds, "CS_MODELS"),
            (l.sounds, l.images, "CS_SOUNDS"),
            (l.images, l.lights, "CS_IMAGES"),
            (l.lights, l.shadowlights, "CS_LIGHTS"),
            (l.shadowlights, l.items, "CS_SHADOWLIGHTS"),
            (l.items, l.playerskins, "CS_ITEMS"),
            (l.playerskins, l.general, "CS_PLAYERSKINS"),
            (l.general, l.wheel, "CS_GENERAL"),
            (
                l.wheel,
                l.wheel.saturating_add(32).min(l.end),
                "CS_WHEEL_WEAPONS",
            ),
            (l.wheel + 32, (l.wheel + 64).min(l.end), "CS_WHEEL_AMMO"),
            (l.wheel + 64, (l.wheel + 96).min(l.end), "CS_WHEEL_POWERUPS"),
        ];
        for (a, b, n) in ranges {
            if i >= a && i < b {
                return format!("{n}+{}", i - a);
            }
        }
        if self.proto.rr_configstrings() && i == l.wheel + 96 {
            return "CS_CD_LOOP_COUNT".into();
        }
        if self.proto.rr_configstrings() && i == l.wheel + 97 {
            return "CS_GAME_STYLE".into();
        }
        format!("out of range ({i})")
    }
    pub fn configstring(&self, i: u32) -> Option<&str> {
        u16::try_from(i)
            .ok()
            .and_then(|i| self.configstrings.get(i))
            .map(|s| &**s)
    }
    pub fn model_name(&self, m: u16) -> Option<&str> {
        if m == 0 {
            return None;
        }
        self.configstring(self.cs_layout().models as u32 + m as u32)
    }
    pub fn sound_name(&self, s: u16) -> Option<&str> {
        if s == 0 {
            return None;
        }
        self.configstring(self.cs_layout().sounds as u32 + s as u32)
    }
    /// The stored frame `n`, if it is still in the window and was itself resolved.
    pub fn frame(&self, n: i32) -> Option<&Frame> {
        self.frames.get(slot(n)).filter(|f| f.number() == n)
    }
    /// [`Q2State::frame`] and whether that frame is valid ([`Frame::valid`]), from one read
    /// of its head.
    pub fn frame_valid(&self, n: i32) -> Option<(&Frame, bool)> {
        let f = self.frames.get(slot(n))?;
        let h = f.head();
        (h.number == n).then_some((f, h.valid))
    }
    /// What [`Q2State::store_frame`] will forget when frame `n` is stored (the frame
    /// [`LIVE_FRAMES`] older's whole list), taken now so that frame `n` can keep its own whole
    /// list in the same allocation (see [`Frame::take_whole`]).
    pub fn take_old_list(&self, n: i32) -> Option<Arc<[EntState]>> {
        self.frames
            .get(slot(n.wrapping_sub(LIVE_FRAMES)))?
            .take_whole()
    }
    /// Stores a received frame in its slot; the frame [`LIVE_FRAMES`] older no longer keeps
    /// its whole entity list at hand.
    pub fn store_frame(&mut self, f: Frame) {
        let at = f.slot();
        self.frames.set(at, Some(f));
        let old = at.wrapping_sub(LIVE_FRAMES as usize) & (UPDATE_BACKUP - 1);
        if let Some(o) = self.frames.get(old) {
            // (an unchanged list shares its whole list with the newer frame: that one keeps it)
            o.forget();
        }
    }
    /// A new level: everything but the dialect is forgotten.
    pub fn reset_level(&mut self) {
        self.configstrings = CsTable::default();
        self.baselines = Arc::default();
        self.frames.clear();
    }
}

#[cfg(test)]
mod cs_tests {
    use super::*;

    #[test]
    fn a_change_is_two_words() {
        // the history keeps one per server datagram: its distance rides in the frame handle's
        // spare word, its slot is the frame's number's
        assert_eq!(std::mem::size_of::<Q2Change>(), 16);
    }

    #[test]
    fn the_configstring_table_is_a_map_whose_snapshots_share_nodes() {
        let mut t = CsTable::default();
        let mut m = BTreeMap::new();
        let mut x = 7u32;
        for _ in 0..3000 {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12345);
            let i = (x >> 8) as u16 % 12_448;
            let v = format!("v{x}");
            t.insert(i, &v);
            m.insert(i, v);
        }
        assert_eq!(t.len(), m.len());
        for i in 0..=u16::MAX {
            assert_eq!(t.get(i).map(|s| &**s), m.get(&i).map(|s| &**s));
        }
        t.insert(5, "before");
        let old = t.clone();
        t.insert(5, "changed");
        assert_eq!(&**old.get(5).unwrap(), "before");
        assert_eq!(&**t.get(5).unwrap(), "changed");
        // one list node and the new string, or when the list is folded, four nodes on the
        // path and the new string
        let fresh = t.fresh_bytes(&old);
        assert!(
            fresh < 4 * (std::mem::size_of::<CsNode>() + 16) + 64,
            "{fresh}"
        );
        assert!(!CsTable::ptr_eq(&t, &old));
        // the same text again: the same table
        let before = t.clone();
        t.insert(5, "changed");
        assert!(CsTable::ptr_eq(&t, &before));
        // a value changed every second costs a list node, the trie shared
        let mut small = 0;
        for k in 0..64 {
            let old = t.clone();
            t.insert(1572, &format!(" 2:{k:02}"));
            small += t.fresh_bytes(&old);
            assert_eq!(&**t.get(1572).unwrap(), format!(" 2:{k:02}"));
            assert_eq!(&**t.get(5).unwrap(), "changed");
        }
        // (a trie path alone is four nodes, over 600 bytes)
        assert!(small < 64 * 200, "{small}");
        let mut keys: std::collections::BTreeSet<u16> = m.keys().copied().collect();
        keys.extend([5, 1572]);
        assert_eq!(t.len(), keys.len());
    }
}

#[cfg(test)]
mod ps_tests {
    use super::*;

    #[test]
    fn the_default_words_are_the_default_state() {
        assert_eq!(DEFAULT_WORDS, PlayerState::default().words());
        for (number, packet) in [(0, 0), (-1, 1), (i32::MAX, u32::MAX), (i32::MIN, 7)] {
            for (valid, ps_depth, ascends) in [
                (false, 0, false),
                (true, PS_DEPTH - 1, true),
                (false, PS_DEPTH - 1, true),
                (true, 0, false),
            ] {
                let mut out = vec![];
                Head {
                    number,
                    packet,
                    valid,
                    ps_depth,
                    ascends,
                }
                .put(&mut out);
                out.push(0xAB);
                let (h, rest) = Head::get(&out);
                assert_eq!(
                    (h.number, h.packet, h.valid, h.ps_depth, h.ascends),
                    (number, packet, valid, ps_depth, ascends)
                );
                assert_eq!(rest, &[0xAB]);
            }
        }
    }

    /// A fuzzed capture: a frame whose entity numbers came out of order is stored against
    /// nothing; its player state was still kept against its source frame's, so rebuilding it
    /// (a replay, where the cache of recent states does not hold it) walked a chain that ended
    /// at the frame itself and gave a different state than the first pass showed.
    #[test]
    fn an_out_of_order_frame_keeps_its_player_state_whole() {
        let ent = |number: u16| EntState {
            number,
            ..EntState::default()
        };
        let ps1 = PlayerState {
            origin: [8, 16, 24],
            velocity: [80, 0, 0],
            fov: 90,
            ..PlayerState::default()
        };
        let ps2 = PlayerState {
            viewangles: [0.0, 90.0, 0.0],
            ..ps1
        };
        let a = Frame::new(
            None,
            1,
            1,
            true,
            &ps1,
            Vec::new(),
            &[ent(1), ent(2)],
            None,
            None,
            || None,
            None,
        );
        let old = a.ents();
        for ents in [vec![ent(5), ent(3)], vec![ent(1), ent(2), ent(4)]] {
            let b = Frame::new(
                Some((&a, &ps1, Old::Slice(&old))),
                2,
                2,
                true,
                &ps2,
                Vec::new(),
                &ents,
                None,
                None,
                || Some(&a),
                None,
            );
            clear_ps_cache();
            assert_eq!(b.ps(), ps2);
        }
    }

    /// A replay's frames are shown and dropped: the cache of recent player states must not
    /// keep them (each has an arena, and a way, of its own, and would keep its whole entity
    /// list until the way is reused: a hostile capture's replay kept 2.9 GB).
    #[test]
    fn a_replayed_frame_is_not_cached() {
        let ps = PlayerState {
            fov: 90,
            ..PlayerState::default()
        };
        let ents = [EntState {
            number: 1,
            ..EntState::default()
        }];
        let f = crate::codec::framelist::transient(|| {
            Frame::new(
                None,
                7,
                7,
                true,
                &ps,
                Vec::new(),
                &ents,
                None,
                None,
                || None,
                None,
            )
        });
        let cached = LAST_PS.with(|c| {
            c.borrow()
                .iter()
                .flatten()
                .any(|b| b.get(f.0.key()).is_some())
        });
        assert!(!cached);
        // (still rebuilt whole)
        assert_eq!(f.ps(), ps);
        assert_eq!(&f.ents()[..], &ents[..]);
    }

    /// A live session's server deltas from the frame its client acknowledged last, a few
    /// frames back: once such a frame missed the cache, the player states of the
    /// conversation's last few frames stay cached.
    #[test]
    fn the_last_few_frames_keep_their_player_states_at_hand() {
        let cached = |f: &Frame| {
            LAST_PS.with(|c| {
                c.borrow()
                    .get(f.way())
                    .and_then(Option::as_deref)
                    .and_then(|w| w.get(f.0.key()).copied())
            })
        };
        let mut frames: Vec<(Frame, PlayerState)> = Vec::new();
        let more = |frames: &mut Vec<(Frame, PlayerState)>, n: i32| {
            let ps = PlayerState {
                origin: [n, 0, 0],
                ..PlayerState::default()
            };
            let from = frames.first().map(|(f, p)| (f, p, Old::Slice(&[])));
            let home = frames.first().map(|(f, _)| f);
            let f = Frame::new(
                from,
                n,
                0,
                true,
                &ps,
                Vec::new(),
                &[],
                None,
                None,
                || home,
                None,
            );
            frames.push((f, ps));
        };
        for n in 0..4 {
            more(&mut frames, n);
        }
        // until one misses, only the last built is kept (a demo deltas from it)
        assert_eq!(cached(&frames[2].0), None);
        assert_eq!(cached(&frames[3].0), Some(frames[3].1));
        assert_eq!(frames[2].0.ps(), frames[2].1);
        for n in 4..10 {
            more(&mut frames, n);
        }
        for (k, (f, ps)) in frames.iter().enumerate() {
            let kept = k >= frames.len() - LAST_PS_KEEP;
            assert_eq!(cached(f), kept.then_some(*ps), "frame {k}");
            assert_eq!(f.ps(), *ps);
        }
    }

    #[test]
    fn a_packed_player_state_unpacks_to_itself() {
        let mut ps = PlayerState {
            pm_type: 3,
            origin: [-8, 70000, -1],
            velocity: [1, -2, 3],
            pm_time: 65535,
            pm_flags: 7,
            gravity: -800,
            delta_angles: [-1, 2, -3],
            viewoffset: [0.5, -0.25, 22.0],
            viewangles: [1.0, 2.0, 3.0],
            kick_angles: [-1.0, 0.0, -0.0],
            gunindex: 300,
            gunframe: 9,
            gunoffset: [0.1, 0.2, 0.3],
            gunangles: [0.4, 0.5, 0.6],
            blend: [1, 2, 3, 255],
            fov: 90,
            rdflags: 4,
            clientnum: -1,
            stats: [0; 64],
        };
        for k in 0..64 {
            ps.stats[k] = (k as i16 - 32) * 1000;
        }
        let frame =
            |from: Option<(&Frame, &PlayerState, Old<'_, EntState>)>, n: i32, ps: &PlayerState| {
                Frame::new(
                    from,
                    n,
                    0,
                    true,
                    ps,
                    Vec::new(),
                    &[],
                    None,
                    None,
                    || None,
                    None,
                )
            };
        assert_eq!(frame(None, 0, &ps).ps(), ps);
        assert_eq!(
            frame(None, 0, &PlayerState::default()).ps(),
            PlayerState::default()
        );
        // kept against the frame before, along a chain longer than PS_DEPTH
        let mut prev: Option<(Frame, PlayerState)> = None;
        for n in 0..3 * PS_DEPTH as i32 {
            ps.origin[0] += n;
            ps.stats[(n % 64) as usize] = n as i16;
            let f = frame(prev.as_ref().map(|(f, p)| (f, p, Old::Slice(&[]))), n, &ps);
            assert!(f.head().ps_depth < PS_DEPTH);
            if n > 0 && n % PS_DEPTH as i32 != 0 {
                // the mask and the two words that changed
                assert!(
                    f.0.extra(|x| Head::get(x).1.len()) <= 1 + 5 + 2 * 5,
                    "only what changed"
                );
            }
            assert_eq!(f.ps(), ps);
            assert_eq!(f.number(), n);
            assert!(f.seats().is_empty());
            prev = Some((f, ps));
        }
        // split screen: the other seats are kept with the frame
        let other = PlayerState {
            origin: [1, 2, 3],
            ..PlayerState::default()
        };
        let (p, _) = prev.as_ref().unwrap();
        for seat0 in [ps, PlayerState::default()] {
            let f = Frame::new(
                None,
                99,
                0,
                true,
                &seat0,
                vec![other, PlayerState::default()],
                &[],
                None,
                None,
                || Some(p),
                None,
            );
            assert_eq!(f.ps(), seat0);
            assert_eq!(f.seats(), vec![other, PlayerState::default()]);
            let g = Frame::new(
                Some((&f, &seat0, Old::Slice(&[]))),
                100,
                0,
                true,
                &seat0,
                vec![other],
                &[],
                None,
                None,
                || None,
                None,
            );
            assert_eq!((g.ps(), g.seats()), (seat0, vec![other]));
        }
        assert_eq!(p.seats(), Vec::new());
    }
}

/// A frame list stores this entity as words (`framelist`): lossless, floats by their bits.
mod keyed {
    use super::EntState;
    use crate::codec::framelist::{extrapolate, word::*, Keyed};

    impl Keyed for EntState {
        const WORDS: usize = 22;
        #[inline]
        fn key(&self) -> u32 {
            self.number as u32
        }
        /// The words that change most often first (the frame, the origin and angles, the
        /// event), so that the mask of those that changed is one byte.
        #[inline]
        fn words(&self, w: &mut [u32]) {
            // (one bounds check, not one per word)
            let w: &mut [u32; 22] = (&mut w[..22]).try_into().expect("22 words");
            // the frame in the low half: an animation's next frame differs by a small number
            w[0] = pair(self.frame, self.number);
            put_f3(&mut w[1..4], self.origin);
            put_f3(&mut w[4..7], self.angles);
            w[7] = u32::from_le_bytes([self.event, self.alpha, self.scale, self.loop_volume]);
            put_f3(&mut w[8..11], self.old_origin);
            w[11] = pair(self.model[0], self.model[1]);
            w[12] = pair(self.model[2], self.model[3]);
            w[13] = pair(self.sound, self.old_frame);
            w[14] = self.skin;
            w[15] = self.effects;
            w[16] = self.renderfx;
            w[17] = u32::from_le_bytes([self.loop_attenuation, self.instance, 0, 0])
                | (self.owner as u16 as u32) << 16;
            w[18] = self.solid;
            w[19] = self.morefx;
            w[20] = self.effects_hi;
            w[21] = 0;
        }
        /// A delta sets the old origin to the origin it replaces (`frame::packet_entities`);
        /// an entity that moved keeps moving as it did (from its old origin to its origin).
        #[inline]
        fn predict(w: &mut [u32]) {
            let w: &mut [u32; 22] = (&mut w[..22]).try_into().expect("22 words");
            for k in 0..3 {
                let (origin, old) = (w[1 + k], w[8 + k]);
                w[8 + k] = origin;
                w[1 + k] = extrapolate(origin, old, 0.125);
            }
        }
        /// Origins in eighths, angles in 65536ths of a turn (a byte angle is a multiple).
        #[inline]
        fn quantum(k: usize) -> f32 {
            // (a table: a match is a chain of comparisons, taken for every word stored)
            const Q: [f32; 32] = {
                let mut q = [0.0; 32];
                let mut k = 0;
                while k < 32 {
                    q[k] = match k {
                        1..=3 | 8..=10 => 0.125,
                        4..=6 => 360.0 / 65536.0,
                        _ => 0.0,
                    };
                    k += 1;
                }
                q
            };
            Q[k & 31]
        }
        fn from_words(w: &[u32]) -> Self {
            let [event, alpha, scale, loop_volume] = bytes4(w[7]);
            let [loop_attenuation, instance, _, _] = bytes4(w[17]);
            EntState {
                number: hi16(w[0]),
                frame: lo16(w[0]),
                model: [lo16(w[11]), hi16(w[11]), lo16(w[12]), hi16(w[12])],
                sound: lo16(w[13]),
                old_frame: hi16(w[13]),
                skin: w[14],
                effects: w[15],
                renderfx: w[16],
                origin: f3(&w[1..4]),
                angles: f3(&w[4..7]),
                old_origin: f3(&w[8..11]),
                event,
                alpha,
                scale,
                loop_volume,
                loop_attenuation,
                instance,
                owner: hi16(w[17]) as i16,
                solid: w[18],
                morefx: w[19],
                effects_hi: w[20],
            }
        }
    }
}

impl crate::codec::history::SyncFrom for Q2State {
    fn sync_from(&mut self, o: &Self) {
        Q2State::sync_from(self, o)
    }
}
