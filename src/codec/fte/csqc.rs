//! FTE's messages for the client's CSQC program, shared by NetQuake and QuakeWorld: the entity
//! lump (svcfte_csqcentities on QuakeWorld, DarkPlaces' number svcdp_csqcentities on NetQuake,
//! and the sized form svcfte_csqcentities_sized in both) and svcfte_cgamepacket.
//!
//! Without sizes the bytes after an entity number are read by the CSQC program's own
//! CSQC_Ent_Update (or CSQC_Parse_Event for a game packet): nothing on the wire says where they
//! end, so the rest of the message is shown as CSQC data with a note, not as an error.

use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Value};
use crate::fields::Field;

/// The fields one protocol's copy of these messages is shown with.
pub struct CsqcFields {
    pub entity: Field,
    pub remove: Field,
    pub size: Field,
    pub sized_data: Field,
    pub data: Field,
}

/// The entity lump as pr_csqc.c's CSQC_ParseEntities reads it: entity words until a zero word;
/// bit 15 removes, with replacement deltas bit 14 adds a byte of high bits (SV_EmitDeltaEntIndex).
/// `sized`: a kept entity carries a u16 size and that many bytes. Unsized, the first kept
/// entity's data runs to the end of the message as far as the wire says (the rest of the
/// datagram is taken as CSQC data).
pub fn entities(c: &mut Cursor, f: &CsqcFields, replacement: bool, sized: bool) -> R<()> {
    loop {
        let s = c.pos();
        let w = c.r.u16()? as u32;
        let remove = w & 0x8000 != 0;
        let n = if replacement && w & 0x4000 != 0 {
            (w & 0x3fff) | (c.r.u8()? as u32) << 14
        } else {
            w & 0x7fff
        };
        c.add_since(f.entity, s, Value::U(n as u64));
        if n == 0 && !remove {
            return Ok(());
        }
        if remove {
            c.t.add_generated(f.remove, Value::U(1));
            continue;
        }
        if !sized {
            rest_as_data(
                c,
                f.data,
                &format!(
                    "CSQC entity {n}: its data is read by the client's CSQC program, and its \
                     length is not on the wire (only svcfte_csqcentities_sized carries it); the \
                     rest of the message is shown as CSQC data"
                ),
            );
            return Ok(());
        }
        let len = c.u16(f.size)? as usize;
        let d = c.pos();
        c.r.take(len)?;
        c.add_since(f.sized_data, d, Value::None);
    }
}

/// svcfte_cgamepacket: everything after the command is for the CSQC's CSQC_Parse_Event.
pub fn game_packet(c: &mut Cursor, f: &CsqcFields) {
    rest_as_data(
        c,
        f.data,
        "svcfte_cgamepacket: read by the client's CSQC program (CSQC_Parse_Event), its length is \
         not on the wire (svcfte_cgamepacket_sized carries it); the rest of the message is shown \
         as CSQC data",
    );
}

fn rest_as_data(c: &mut Cursor, data: Field, why: &str) {
    let s = c.pos();
    let n = c.r.remaining();
    // take cannot fail for what remains
    let _ = c.r.take(n);
    c.add_since(data, s, Value::None);
    c.t.expert(Expert::Note, s, n, why.to_string());
}
