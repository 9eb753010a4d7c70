//! What a NetQuake conversation remembers between messages.
//!
//! Snapshots are `Arc`-shared: a per-packet record keeps the state its packet was decoded with,
//! and copy-on-write means the baselines table is copied only when a message changes it.

use super::wire::Protocol;
use std::collections::BTreeMap;
use std::sync::Arc;

/// Precache lists beyond this are not remembered (names only serve labels).
pub const MAX_PRECACHE: usize = 8192;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct EntityState {
    pub model: u16,
    pub frame: u16,
    pub colormap: u8,
    pub skin: u8,
    pub effects: u8,
    pub origin: [f32; 3],
    pub angles: [f32; 3],
    pub alpha: u8,
    pub scale: u8,
}

impl Default for EntityState {
    fn default() -> Self {
        EntityState {
            model: 0,
            frame: 0,
            colormap: 0,
            skin: 0,
            effects: 0,
            origin: [0.0; 3],
            angles: [0.0; 3],
            alpha: 0,
            scale: 16,
        }
    }
}

/// How the dialect in force is known (shown as `nq.dialect`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum How {
    /// Nothing seen yet tells the candidates apart: protocol 15, as engines start.
    #[default]
    Assumed,
    /// Read from the svc_serverinfo in this frame.
    Negotiated { frame: u32 },
    /// Inferred from the traffic (`codec::nq::infer`): the evidence considered runs from frame
    /// `from`; frame `to` last ruled candidates out; `others` candidates are still consistent.
    Inferred { from: u32, to: u32, others: u32 },
}

#[derive(Clone, Debug, Default)]
pub struct NqState {
    pub protocol: Protocol,
    /// Whether a svc_serverinfo has been seen (else the protocol is a guess).
    pub known: bool,
    /// How the dialect (protocol and `pq_aim`) is known.
    pub how: How,
    /// ProQuake "precise aim": clc_move angles are 16-bit at protocol 15 and its relatives (the
    /// server answered CCREP_ACCEPT with the ProQuake mod byte, or inference found 16-bit angles).
    pub pq_aim: bool,
    /// The frame of this session's CCREP_ACCEPT (0: none seen), so `pq_aim` is negotiated there,
    /// not inferred.
    pub accepted: u32,
    pub models: Arc<Vec<String>>,
    pub sounds: Arc<Vec<String>>,
    /// Entity baselines by entity number (u16: bounded by the wire format).
    pub baselines: Arc<BTreeMap<u16, EntityState>>,
    /// FTE replacement-delta entities (svcfte_updateentities).
    pub fte: crate::codec::fte::EntityTable,
    /// DarkPlaces DP5–DP8 entities (svc_entities).
    pub dp: crate::codec::dp::DpState,
    /// DarkPlaces' d0_blind_id crypto: offered in the handshake, in force, or inferred.
    pub crypto: crate::codec::dp::crypto::CryptoState,
}

/// A datagram's usual changes to the state: a new FTE entity list in force, or a new
/// DarkPlaces entity block.
#[derive(Clone, Debug)]
pub enum NqChange {
    Fte(crate::codec::fte::delta::EntList),
    Dp(crate::codec::dp::DpState),
}

impl crate::codec::history::Snapshot for NqState {
    type Small = NqChange;
    fn small(old: &Self, new: &Self) -> Option<NqChange> {
        let NqState {
            protocol,
            known,
            how,
            pq_aim,
            accepted,
            models,
            sounds,
            baselines,
            fte,
            dp,
            crypto,
        } = new;
        if *protocol != old.protocol
            || *known != old.known
            || *how != old.how
            || *pq_aim != old.pq_aim
            || *accepted != old.accepted
            || *crypto != old.crypto
            || !Arc::ptr_eq(models, &old.models)
            || !Arc::ptr_eq(sounds, &old.sounds)
            || !Arc::ptr_eq(baselines, &old.baselines)
        {
            return None;
        }
        let fte_list_only =
            Arc::ptr_eq(&fte.baselines, &old.fte.baselines) && fte.partial == old.fte.partial;
        match (fte.same(&old.fte), dp.same(&old.dp)) {
            (false, true) if fte_list_only => Some(NqChange::Fte(fte.current.clone())),
            (true, false) => Some(NqChange::Dp(dp.clone())),
            _ => None,
        }
    }
    fn apply(&mut self, c: &NqChange) {
        match c {
            NqChange::Fte(l) => self.fte.current = l.clone(),
            NqChange::Dp(d) => self.dp = d.clone(),
        }
    }
    fn same(a: &Self, b: &Self) -> bool {
        a.same(b)
    }
}

impl NqState {
    /// Unchanged by a datagram: same scalars, same shared tables.
    pub fn same(&self, o: &Self) -> bool {
        // destructured so that a new field cannot be forgotten here
        let NqState {
            protocol: _,
            known: _,
            how: _,
            pq_aim: _,
            accepted: _,
            models: _,
            sounds: _,
            baselines: _,
            fte: _,
            dp: _,
            crypto: _,
        } = self;
        // what a datagram usually changes first: most comparisons of a changed state end there
        self.fte.same(&o.fte)
            && self.dp.same(&o.dp)
            && self.protocol == o.protocol
            && self.known == o.known
            && self.how == o.how
            && self.pq_aim == o.pq_aim
            && self.accepted == o.accepted
            && self.crypto == o.crypto
            && Arc::ptr_eq(&self.models, &o.models)
            && Arc::ptr_eq(&self.sounds, &o.sounds)
            && Arc::ptr_eq(&self.baselines, &o.baselines)
    }
    /// Makes this copy [`NqState::same`] as `o` by taking only the parts that differ (a datagram
    /// usually changes one entity list: the other parts are shared already, and cloning them
    /// all would touch every count).
    pub fn sync_from(&mut self, o: &Self) {
        fn arc<T: ?Sized>(a: &mut Arc<T>, b: &Arc<T>) {
            if !Arc::ptr_eq(a, b) {
                *a = b.clone();
            }
        }
        // destructured so that a new field cannot be forgotten here
        let NqState {
            protocol,
            known,
            how,
            pq_aim,
            accepted,
            models,
            sounds,
            baselines,
            fte,
            dp,
            crypto,
        } = self;
        *protocol = o.protocol;
        *known = o.known;
        *how = o.how;
        *pq_aim = o.pq_aim;
        *accepted = o.accepted;
        arc(models, &o.models);
        arc(sounds, &o.sounds);
        arc(baselines, &o.baselines);
        if !fte.same(&o.fte) {
            fte.clone_from(&o.fte);
        }
        if !dp.same(&o.dp) {
            dp.clone_from(&o.dp);
        }
        *crypto = o.crypto;
    }
    /// The encoding of clc_move's view angles.
    pub fn client_angle(&self) -> super::wire::Angle {
        if self.pq_aim && self.protocol.pq_aim_applies() {
            super::wire::Angle::Short
        } else {
            self.protocol.client_angle()
        }
    }
    pub fn model_name(&self, i: u16) -> Option<&str> {
        crate::codec::precache_name(&self.models, i as usize)
    }
    pub fn sound_name(&self, i: u16) -> Option<&str> {
        crate::codec::precache_name(&self.sounds, i as usize)
    }
}
