//! An entity header's heading: what the update changes ("Entity 12: origin, angles, frame
//! (models/monsters/tank/tris.md2)"), read from its U_* bits in the negotiated dialect.

use super::entity::*;
use super::wire::EntWire;
use crate::codec::tree::push_changes;

/// Bits 0–31 every dialect shares (28–31 exist only with Q2PRO's extensions or the rerelease,
/// which never set them otherwise), then Q2PRO's extension byte (bits 32–33).
const CLASSIC: &[(u64, &str)] = &[
    (U_ORIGIN1 | U_ORIGIN2 | U_ORIGIN3, "origin"),
    (U_ANGLE1 | U_ANGLE2 | U_ANGLE3, "angles"),
    (U_MODEL | U_MODEL2 | U_MODEL3 | U_MODEL4, "model"),
    (U_FRAME8 | U_FRAME16, "frame"),
    (U_SKIN8 | U_SKIN16, "skin"),
    (U_EFFECTS8 | U_EFFECTS16 | U_MOREFX8 | U_MOREFX16, "effects"),
    (U_RENDERFX8 | U_RENDERFX16, "renderfx"),
    (U_OLDORIGIN, "old origin"),
    (U_SOUND, "sound"),
    (U_SOLID, "solid"),
    (U_EVENT, "event"),
    (U_ALPHA, "alpha"),
    (U_SCALE, "scale"),
];

/// The rerelease: bit 29 carries the effects' high word, its extension byte holds scale,
/// instance bits, owner and old frame (bits 32–35).
const RERELEASE: &[(u64, &str)] = &[
    (U_ORIGIN1 | U_ORIGIN2 | U_ORIGIN3, "origin"),
    (U_ANGLE1 | U_ANGLE2 | U_ANGLE3, "angles"),
    (U_MODEL | U_MODEL2 | U_MODEL3 | U_MODEL4, "model"),
    (U_FRAME8 | U_FRAME16, "frame"),
    (U_SKIN8 | U_SKIN16, "skin"),
    (U_EFFECTS8 | U_EFFECTS16 | U_MOREFX8, "effects"),
    (U_RENDERFX8 | U_RENDERFX16, "renderfx"),
    (U_OLDORIGIN, "old origin"),
    (U_SOUND, "sound"),
    (U_SOLID, "solid"),
    (U_EVENT, "event"),
    (U_ALPHA, "alpha"),
    (U_SCALE, "scale"),
    (1 << 33, "instance"),
    (1 << 34, "owner"),
    (1 << 35, "old frame"),
];

/// " 12: origin, frame (models/x/tris.md2)": the number, what the header's bits change
/// (`none` when nothing), and the model's name when known.
pub fn heading(num: u16, bits: u64, w: &EntWire, none: &str, model: &str) -> String {
    // the rerelease is the dialect with 64-bit effects; Q2PRO's extensions add a fifth byte
    let table = if w.effects64 {
        RERELEASE
    } else if !w.hi.is_empty() {
        CLASSIC
    } else {
        // protocol 34, R1Q2, Q2PRO without extensions: bits 28 and up do not exist
        &CLASSIC[..CLASSIC.len() - 2]
    };
    // (no formatting machinery: one heading per entity of every frame)
    let mut s = String::with_capacity(64);
    s.push(' ');
    crate::codec::push_num(&mut s, num as u64);
    s.push_str(": ");
    push_changes(&mut s, bits, table, none);
    if !model.is_empty() {
        s.push_str(" (");
        s.push_str(model);
        s.push(')');
    }
    s
}
