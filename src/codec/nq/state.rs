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

#[derive(Clone, Debug, Default)]
pub struct NqState {
    pub protocol: Protocol,
    /// Whether a svc_serverinfo has been seen (else the protocol is a guess).
    pub known: bool,
    pub models: Arc<Vec<String>>,
    pub sounds: Arc<Vec<String>>,
    /// Entity baselines by entity number (u16: bounded by the wire format).
    pub baselines: Arc<BTreeMap<u16, EntityState>>,
    /// FTE replacement-delta entities (svcfte_updateentities).
    pub fte: crate::codec::fte::EntityTable,
    /// DarkPlaces DP5–DP7 entities (svc_entities).
    pub dp: crate::codec::dp::DpState,
}

impl NqState {
    /// Unchanged by a datagram: same scalars, same shared tables.
    pub fn same(&self, o: &Self) -> bool {
        // destructured so that a new field cannot be forgotten here
        let NqState {
            protocol: _,
            known: _,
            models: _,
            sounds: _,
            baselines: _,
            fte: _,
            dp: _,
        } = self;
        self.protocol == o.protocol
            && self.known == o.known
            && Arc::ptr_eq(&self.models, &o.models)
            && Arc::ptr_eq(&self.sounds, &o.sounds)
            && Arc::ptr_eq(&self.baselines, &o.baselines)
            && self.fte.same(&o.fte)
            && self.dp.same(&o.dp)
    }
    pub fn model_name(&self, i: u16) -> Option<&str> {
        crate::codec::precache_name(&self.models, i as usize)
    }
    pub fn sound_name(&self, i: u16) -> Option<&str> {
        crate::codec::precache_name(&self.sounds, i as usize)
    }
}
