//! FTE's protocol extensions, shared by the NetQuake and QuakeWorld codecs: the negotiated
//! extension words and the replacement-delta entity protocol (svcfte_updateentities).

pub mod csqc;
pub mod delta;

pub use delta::EntityTable;
pub mod input;

use crate::codec::reader::{Cursor, R};
use crate::codec::tree::Value;
use crate::fields::fte::FteFields;
use crate::fields::Field;

pub const FTEX: u32 = 0x5845_5446;
pub const FTE2: u32 = 0x3245_5446;
pub const MVD1: u32 = 0x3144_564d;
pub const FRAG: u32 = 0x4741_5246;
pub const VLEN: u32 = 0x6e65_6c76;

pub const PEXT_TRANS: u32 = 0x8;
pub const PEXT_LIGHTSTYLECOL: u32 = 0x4;
pub const PEXT_SOUNDDBL: u32 = 0x80;
pub const PEXT_SCALE: u32 = 0x2;
pub const PEXT_FATNESS: u32 = 0x100;
pub const PEXT_HULLSIZE: u32 = 0x800;
pub const PEXT_MODELDBL: u32 = 0x1000;
pub const PEXT_ENTITYDBL: u32 = 0x2000;
pub const PEXT_ENTITYDBL2: u32 = 0x4000;
pub const PEXT_FLOATCOORDS: u32 = 0x8000;
pub const PEXT_COLOURMOD: u32 = 0x80000;
pub const PEXT_SPLITSCREEN: u32 = 0x100000;
pub const PEXT_HEXEN2: u32 = 0x200000;
pub const PEXT_CUSTOMTEMPEFFECTS: u32 = 0x0080_0000;
pub const PEXT_CHUNKEDDOWNLOADS: u32 = 0x2000_0000;
pub const PEXT_SHOWPIC: u32 = 0x0400_0000;
pub const PEXT_CSQC: u32 = 0x4000_0000;
pub const PEXT_DPFLAGS: u32 = 0x8000_0000;
pub const PEXT2_PRYDONCURSOR: u32 = 0x1;
pub const PEXT2_VOICECHAT: u32 = 0x2;
pub const PEXT2_REPLACEMENTDELTAS: u32 = 0x8;
pub const PEXT2_MAXPLAYERS: u32 = 0x10;
pub const PEXT2_PREDINFO: u32 = 0x20;
pub const PEXT2_NEWSIZEENCODING: u32 = 0x40;
pub const PEXT2_STUNAWARE: u32 = 0x100;
pub const PEXT2_VRINPUTS: u32 = 0x200;
pub const PEXT2_LERPTIME: u32 = 0x400;
pub const EZPEXT1_FLOATENTCOORDS: u32 = 0x1;
pub const EZPEXT1_SETANGLEREASON: u32 = 0x2;

/// FTE's MSG_ReadUInt64: the count of leading 1 bits in the first byte says how many bytes
/// follow (big-endian after the first byte's remaining bits).
pub fn read_u64(c: &mut Cursor) -> R<u64> {
    let b = c.r.u8()?;
    let n = b.leading_ones() as usize;
    let mut v = (b as u64) & (0xffu64 >> (n + 1).min(8));
    for _ in 0..n.min(8) {
        v = (v << 8) | c.r.u8()? as u64;
    }
    Ok(v)
}

/// A set of extension words (what was offered, advertised or is in force).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ext {
    pub pext: u32,
    pub pext2: u32,
    pub ez: u32,
    /// FRAG's MTU (0: netchan fragmentation not negotiated).
    pub mtu: u32,
}

impl Ext {
    pub fn set(&mut self, key: u32, value: u32) {
        match key {
            FTEX => self.pext = value,
            FTE2 => self.pext2 = value,
            MVD1 => self.ez = value,
            FRAG => self.mtu = value,
            _ => {}
        }
    }
    pub fn is_empty(&self) -> bool {
        *self == Ext::default()
    }
    pub fn float_coords(&self) -> bool {
        self.pext & PEXT_FLOATCOORDS != 0
    }
    /// Any FTE extension in force: the server is one that sends FTE's messages to every client.
    pub fn fte(&self) -> bool {
        self.pext != 0 || self.pext2 != 0
    }
    pub fn replacement(&self) -> bool {
        self.pext2 & PEXT2_REPLACEMENTDELTAS != 0
    }
    pub fn describe(&self) -> String {
        let mut s = Vec::new();
        if self.pext != 0 {
            s.push(format!("FTEX 0x{:08x}", self.pext));
        }
        if self.pext2 != 0 {
            s.push(format!("FTE2 0x{:x}", self.pext2));
        }
        if self.ez != 0 {
            s.push(format!("MVD1 0x{:x}", self.ez));
        }
        if self.mtu != 0 {
            s.push(format!("FRAG {}", self.mtu));
        }
        s.join(", ")
    }
}

/// The bits field and its named children for an extension key, if it has any.
fn bits_of(fs: &FteFields, key: u32) -> Option<(Field, &'static [Field])> {
    match key {
        FTEX => Some((fs.pext, fs.pext_bits)),
        FTE2 => Some((fs.pext2, fs.pext2_bits)),
        MVD1 => Some((fs.ezpext, fs.ezpext_bits)),
        _ => None,
    }
}

/// Adds a value already read (spanning `start..start+len`) as the key's bits word, or as the
/// plain extension value.
pub fn add_value(c: &mut Cursor, fs: &FteFields, key: u32, value: u32, start: usize, len: usize) {
    match bits_of(fs, key) {
        Some((word, bits)) => c.t.flags(word, start, len, value as u64, bits),
        None => c.t.add(fs.ext_value, start, len, Value::U(value as u64)),
    }
}

/// A binary `s32 key, s32 value` pair (challenge replies, serverdata prefixes).
pub fn binary_pair(c: &mut Cursor, fs: &FteFields, ext: &mut Ext) -> R<u32> {
    let s = c.pos();
    c.t.open(fs.ext, s, Value::None);
    let key = c.u32(fs.ext_key)?;
    let vs = c.pos();
    let value = c.r.u32()?;
    add_value(c, fs, key, value, vs, 4);
    ext.set(key, value);
    c.t.close(c.pos());
    Ok(key)
}

#[cfg(test)]
mod tests;
