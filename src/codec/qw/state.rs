//! What a QuakeWorld conversation remembers: negotiated extensions, precache names, baselines
//! and the last 64 entity frames (UPDATE_BACKUP), each an `Arc` so snapshots share them.

use crate::codec::framelist::FrameList;
use crate::codec::fte::Ext;
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};
use std::sync::Arc;

pub const UPDATE_BACKUP: usize = 64;
/// Precache lists beyond this are not remembered (names only serve labels).
pub const MAX_PRECACHE: usize = 4096;
/// Entities per frame kept for delta resolution (fte's 256PACKETENTITIES allows 256 per packet,
/// but a frame accumulates; the entity number itself is bounded to 11 bits).
pub const MAX_FRAME_ENTITIES: usize = 2048;

#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct QwEnt {
    pub number: u16,
    pub model: u16,
    pub frame: u8,
    pub colormap: u8,
    pub skin: u8,
    pub effects: u16,
    pub origin: [f32; 3],
    pub angles: [f32; 3],
}

/// One received packetentities frame: the server sequence it came in and the entity list.
#[derive(Clone, Debug)]
pub struct EntFrame {
    pub seq: u32,
    pub frame_no: u32,
    /// Stored as a delta against the frame it was decoded from (`codec::framelist`).
    pub ents: FrameList<QwEnt>,
}

/// Frame slots behind the newest whose whole entity list stays at hand for the first pass (a
/// client deltas from the last frame it received, a round trip of packets back).
pub const LIVE_FRAMES: usize = 16;

const RING_CHUNK: usize = 8;
type Chunk = [Option<EntFrame>; RING_CHUNK];
/// Bytes a copied chunk keeps.
const CHUNK_BYTES: usize = std::mem::size_of::<Chunk>() + 16;

/// Names of ring contents: every write to a ring takes the next (a ring's contents are those
/// its stamp was given with, copies included), so two rings with the same stamp hold the same
/// frames, and one whose previous stamp is another's differs from it in one slot.
static STAMPS: AtomicU64 = AtomicU64::new(1);

/// The UPDATE_BACKUP frame slots, in copy-on-write chunks of 8 (a checkpoint of the state shares
/// them: a write after it copies one chunk, not all 64 slots).
///
/// A datagram stores at most one frame, and the first pass keeps two copies of the state (the
/// state before and its working copy, `history::Working`) that differ by that one write: the
/// stamps say which slot, so that comparing, diffing and bringing a copy in step touch that slot
/// alone, and a copy writes into its own chunks instead of sharing the other's (which would make
/// every next write copy a chunk).
#[derive(Clone, Debug, Default)]
pub struct FrameRing {
    chunks: [Option<Arc<Chunk>>; UPDATE_BACKUP / RING_CHUNK],
    /// The contents' name (0: the empty ring), the one before the last write's, and that
    /// write's slot.
    stamp: u64,
    prev: u64,
    last: u8,
}

/// How two rings differ (see [`FrameRing`]).
enum Diff {
    Same,
    /// The first is the second plus a write to this slot.
    Wrote(usize),
    /// The second is the first plus a write to this slot.
    Unwrote(usize),
    /// In other ways (compared slot by slot).
    Other,
}

impl FrameRing {
    pub fn get(&self, i: usize) -> Option<&EntFrame> {
        self.chunks.get(i / RING_CHUNK)?.as_ref()?[i % RING_CHUNK].as_ref()
    }
    fn put(&mut self, i: usize, f: Option<EntFrame>) {
        let chunk = &mut self.chunks[i / RING_CHUNK];
        if f.is_none() && chunk.is_none() {
            return;
        }
        Arc::make_mut(chunk.get_or_insert_with(Default::default))[i % RING_CHUNK] = f;
    }
    fn set(&mut self, i: usize, f: EntFrame) {
        self.put(i, Some(f));
        self.prev = self.stamp;
        self.stamp = STAMPS.fetch_add(1, Relaxed);
        self.last = i as u8;
    }
    fn diff(&self, o: &Self) -> Diff {
        if self.stamp == o.stamp {
            Diff::Same
        } else if self.prev == o.stamp {
            Diff::Wrote(self.last as usize)
        } else if o.prev == self.stamp {
            Diff::Unwrote(o.last as usize)
        } else {
            Diff::Other
        }
    }
    /// Makes this ring hold `o`'s frames: the slot they differ in, when the stamps say which.
    fn sync_from(&mut self, o: &Self) {
        match self.diff(o) {
            Diff::Same => return,
            Diff::Wrote(i) | Diff::Unwrote(i) => self.put(i, o.get(i).cloned()),
            Diff::Other => {
                for (a, b) in self.chunks.iter_mut().zip(&o.chunks) {
                    let same = match (&*a, b) {
                        (Some(x), Some(y)) => Arc::ptr_eq(x, y),
                        (None, None) => true,
                        _ => false,
                    };
                    if !same {
                        *a = b.clone();
                    }
                }
            }
        }
        self.stamp = o.stamp;
        self.prev = o.prev;
        self.last = o.last;
    }
    /// Whether slot `i` holds the same frame in both.
    fn same_slot(&self, o: &Self, i: usize) -> bool {
        match (self.get(i), o.get(i)) {
            (Some(n), Some(o)) => {
                n.seq == o.seq && n.frame_no == o.frame_no && FrameList::ptr_eq(&n.ents, &o.ents)
            }
            (None, None) => true,
            _ => false,
        }
    }
    /// Bytes retained beyond `old`'s: each new frame's entities, and the chunks a checkpoint of
    /// the state will have kept of its own (see `codec::budget`). One frame written costs its
    /// share of a checkpoint's chunks (each is copied once after a checkpoint, and a checkpoint
    /// is made every `CHECKPOINT_EVERY` changes); other changes, every chunk they differ in.
    pub fn fresh_bytes(&self, old: &Self) -> usize {
        let list = |i: usize| {
            let f = self.get(i)?;
            let shared = old
                .get(i)
                .is_some_and(|p| FrameList::ptr_eq(&p.ents, &f.ents));
            (!shared).then(|| f.ents.retained())
        };
        match self.diff(old) {
            Diff::Same => 0,
            Diff::Wrote(i) => {
                list(i).unwrap_or(0)
                    + CHUNK_BYTES * RING_CHUNK / crate::codec::history::CHECKPOINT_EVERY as usize
            }
            Diff::Unwrote(_) | Diff::Other => (0..UPDATE_BACKUP / RING_CHUNK)
                .filter(|&k| (0..RING_CHUNK).any(|j| !self.same_slot(old, k * RING_CHUNK + j)))
                .map(|k| {
                    CHUNK_BYTES
                        + (0..RING_CHUNK)
                            .filter_map(|j| list(k * RING_CHUNK + j))
                            .sum::<usize>()
                })
                .sum(),
        }
    }
    /// Whether one of the `n` slots after slot `i` holds the list `l`.
    fn holds_after(&self, i: usize, n: usize, l: &FrameList<QwEnt>) -> bool {
        (1..=n).any(|k| {
            self.get((i + k) % UPDATE_BACKUP)
                .is_some_and(|f| FrameList::ptr_eq(&f.ents, l))
        })
    }
    /// The frame stored last (the one from the latest capture frame).
    pub fn latest(&self) -> Option<&EntFrame> {
        (0..UPDATE_BACKUP)
            .filter_map(|i| self.get(i))
            .max_by_key(|f| (f.frame_no, f.seq))
    }
    /// No frame stored yet.
    pub fn is_empty(&self) -> bool {
        self.chunks.iter().all(|c| c.is_none())
    }
    /// The same frames (see [`FrameRing`]: rings of one conversation's states with different
    /// stamps may hold equal frames, and then count as changed).
    pub fn same(&self, o: &Self) -> bool {
        self.stamp == o.stamp
    }
}

/// Where the dialect a datagram is read with comes from.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Origin {
    /// Nothing seen yet that decides it (plain QuakeWorld 28 is assumed).
    #[default]
    Unknown,
    /// The handshake or a svc_serverdata in this frame.
    Negotiated { frame: u32 },
    /// Inferred from how the datagrams of frames `from..=to` parse (no handshake captured).
    Inferred { from: u32, to: u32 },
}

#[derive(Clone, Debug, Default)]
pub struct QwState {
    /// Extensions in force (from svc_serverdata, or the connect lines before it).
    pub ext: Ext,
    /// Extensions the client offered in its connect packet / `pext` command.
    pub offered: Ext,
    /// Extensions the server advertised in its challenge.
    pub advertised: Ext,
    /// The connect handshake was seen, so the netchan layout is known rather than guessed.
    pub connected: bool,
    pub models: Arc<Vec<String>>,
    pub sounds: Arc<Vec<String>>,
    pub baselines: Arc<BTreeMap<u16, QwEnt>>,
    pub frames: FrameRing,
    /// FTE replacement-delta state (svcfte_updateentities).
    pub fte: crate::codec::fte::EntityTable,
    /// Where `ext` (and the netchan layout) comes from.
    pub origin: Origin,
    /// FRAG's fragment word inferred on every netchan header (no handshake captured).
    pub inferred_frag: bool,
    /// FTE's STUN-aware (big-endian) netchan words inferred.
    pub inferred_stun: bool,
    /// The capture started after the svc_serverdata that reset the baselines: an entity with
    /// no baseline in `baselines` has an unknown one (until the next serverdata).
    pub baselines_missed: bool,
    /// An MVD stream (mvdsv's demo/QTV encoding, inferred): svc_playerinfo with DF_* bits, the
    /// demo time in svc_serverdata.
    pub mvd: bool,
    /// FTE svcfte_customtempent: the CTE_* net style each registered type was given (type ->
    /// style), which says what a spawn of that type carries. Emptied by svc_serverdata.
    pub ctent_styles: Arc<BTreeMap<u8, u8>>,
}

/// A datagram's usual changes to the state: one frame slot holds a new packetentities frame,
/// or FTE's entity list in force is a new one. The slot is the frame's (its sequence modulo
/// UPDATE_BACKUP, as `QwState::store_frame` puts it), so a change is 16 bytes.
#[derive(Clone, Debug)]
pub enum QwChange {
    Frame(EntFrame),
    Fte(crate::codec::fte::delta::EntList),
}

impl crate::codec::history::Snapshot for QwState {
    type Small = QwChange;
    fn small(old: &Self, new: &Self) -> Option<QwChange> {
        let QwState {
            ext,
            offered,
            advertised,
            connected,
            models,
            sounds,
            baselines,
            frames,
            fte,
            origin,
            inferred_frag,
            inferred_stun,
            baselines_missed,
            mvd,
            ctent_styles,
        } = new;
        if *ext != old.ext
            || *offered != old.offered
            || *advertised != old.advertised
            || *connected != old.connected
            || !Arc::ptr_eq(models, &old.models)
            || !Arc::ptr_eq(sounds, &old.sounds)
            || !Arc::ptr_eq(baselines, &old.baselines)
            || *origin != old.origin
            || *inferred_frag != old.inferred_frag
            || *inferred_stun != old.inferred_stun
            || *baselines_missed != old.baselines_missed
            || *mvd != old.mvd
            || !Arc::ptr_eq(ctent_styles, &old.ctent_styles)
        {
            return None;
        }
        let fte_same = fte.same(&old.fte);
        if frames.same(&old.frames) {
            // only the FTE list in force may differ
            let only_list =
                Arc::ptr_eq(&fte.baselines, &old.fte.baselines) && fte.partial == old.fte.partial;
            return (!fte_same && only_list).then(|| QwChange::Fte(fte.current.clone()));
        }
        if !fte_same {
            return None;
        }
        // one frame written (its slot is the frame's, as `store_frame` puts it): the change
        match frames.diff(&old.frames) {
            Diff::Wrote(i) => frames
                .get(i)
                .filter(|f| f.seq as usize % UPDATE_BACKUP == i)
                .map(|f| QwChange::Frame(f.clone())),
            _ => None,
        }
    }
    fn apply(&mut self, c: &QwChange) {
        match c {
            QwChange::Frame(f) => self.frames.set(f.seq as usize % UPDATE_BACKUP, f.clone()),
            QwChange::Fte(l) => self.fte.current = l.clone(),
        }
    }
    fn same(a: &Self, b: &Self) -> bool {
        a.same(b)
    }
}

impl QwState {
    /// Unchanged by a datagram: same scalars, same shared tables.
    pub fn same(&self, o: &Self) -> bool {
        // destructured so that a new field cannot be forgotten here
        let QwState {
            ext: _,
            offered: _,
            advertised: _,
            connected: _,
            models: _,
            sounds: _,
            baselines: _,
            frames: _,
            fte: _,
            origin: _,
            inferred_frag: _,
            inferred_stun: _,
            baselines_missed: _,
            mvd: _,
            ctent_styles: _,
        } = self;
        // what a datagram usually changes first: most comparisons end at the frames
        self.frames.same(&o.frames)
            && self.fte.same(&o.fte)
            && self.ext == o.ext
            && self.offered == o.offered
            && self.advertised == o.advertised
            && self.connected == o.connected
            && Arc::ptr_eq(&self.models, &o.models)
            && Arc::ptr_eq(&self.sounds, &o.sounds)
            && Arc::ptr_eq(&self.baselines, &o.baselines)
            && self.origin == o.origin
            && self.inferred_frag == o.inferred_frag
            && self.inferred_stun == o.inferred_stun
            && self.baselines_missed == o.baselines_missed
            && self.mvd == o.mvd
            && Arc::ptr_eq(&self.ctent_styles, &o.ctent_styles)
    }
    /// Makes this copy [`QwState::same`] as `o` by taking only the parts that differ (a
    /// datagram usually changes one frame chunk: the other parts are shared already, and
    /// cloning them all would touch every count).
    pub fn sync_from(&mut self, o: &Self) {
        fn arc<T: ?Sized>(a: &mut Arc<T>, b: &Arc<T>) {
            if !Arc::ptr_eq(a, b) {
                *a = b.clone();
            }
        }
        let QwState {
            ext,
            offered,
            advertised,
            connected,
            models,
            sounds,
            baselines,
            frames,
            fte,
            origin,
            inferred_frag,
            inferred_stun,
            baselines_missed,
            mvd,
            ctent_styles,
        } = self;
        *ext = o.ext;
        *offered = o.offered;
        *advertised = o.advertised;
        *connected = o.connected;
        arc(models, &o.models);
        arc(sounds, &o.sounds);
        arc(baselines, &o.baselines);
        frames.sync_from(&o.frames);
        if !fte.same(&o.fte) {
            fte.clone_from(&o.fte);
        }
        *origin = o.origin;
        *inferred_frag = o.inferred_frag;
        *inferred_stun = o.inferred_stun;
        *baselines_missed = o.baselines_missed;
        *mvd = o.mvd;
        arc(ctent_styles, &o.ctent_styles);
    }
    pub fn model_name(&self, i: u16) -> Option<&str> {
        crate::codec::precache_name(&self.models, i as usize)
    }
    pub fn sound_name(&self, i: u16) -> Option<&str> {
        crate::codec::precache_name(&self.sounds, i as usize)
    }
    /// The frame received with server sequence whose low 8 bits are `from`.
    pub fn frame_for(&self, from: u8) -> Option<&EntFrame> {
        self.frames
            .get(from as usize % UPDATE_BACKUP)
            .filter(|f| f.seq & 0xff == from as u32)
    }
    pub fn store_frame(&mut self, f: EntFrame) {
        let i = f.seq as usize % UPDATE_BACKUP;
        self.frames.set(i, f);
        let oldest = (i + UPDATE_BACKUP - LIVE_FRAMES) % UPDATE_BACKUP;
        if let Some(old) = self.frames.get(oldest) {
            // a frame that changes nothing shares its source's list: a list that a newer frame
            // (this one included) still holds stays at hand, or every delta from that newer
            // frame would rebuild it along its chain
            if !self.frames.holds_after(oldest, LIVE_FRAMES, &old.ents) {
                old.ents.forget();
            }
        }
    }
}

/// A frame list stores this entity as words (`framelist`): lossless, floats by their bits.
mod keyed {
    use super::QwEnt;
    use crate::codec::framelist::{word::*, Keyed};

    impl Keyed for QwEnt {
        const WORDS: usize = 9;
        fn key(&self) -> u32 {
            self.number as u32
        }
        fn words(&self, w: &mut [u32]) {
            w[0] = pair(self.number, self.model);
            w[1] = u32::from_le_bytes([self.frame, self.colormap, self.skin, 0]);
            w[2] = self.effects as u32;
            put_f3(&mut w[3..6], self.origin);
            put_f3(&mut w[6..9], self.angles);
        }
        /// Coordinates in eighths, angles in 256ths or 65536ths of a turn (FTE's float
        /// coordinates are stored as they are).
        fn quantum(k: usize) -> f32 {
            match k {
                3..=5 => 0.125,
                6..=8 => 360.0 / 65536.0,
                _ => 0.0,
            }
        }
        fn from_words(w: &[u32]) -> Self {
            let [frame, colormap, skin, _] = bytes4(w[1]);
            QwEnt {
                number: lo16(w[0]),
                model: hi16(w[0]),
                frame,
                colormap,
                skin,
                effects: w[2] as u16,
                origin: f3(&w[3..6]),
                angles: f3(&w[6..9]),
            }
        }
    }
}

impl crate::codec::history::SyncFrom for QwState {
    fn sync_from(&mut self, o: &Self) {
        QwState::sync_from(self, o)
    }
    /// A small change ([`QwChange`]) is a frame written or a new FTE list in force, everything
    /// else the very same (`small` compared it all): only those two are brought in step.
    fn sync_small(&mut self, o: &Self) {
        self.frames.sync_from(&o.frames);
        if !self.fte.same(&o.fte) {
            self.fte.clone_from(&o.fte);
        }
        debug_assert!(self.same(o));
    }
}
