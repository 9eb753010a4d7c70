//! A bounds-checked little-endian cursor that records what it reads into a [`Tree`].

use super::tree::{Tree, Value};
use crate::fields::Field;

/// Reading ran past the end of the buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Truncated {
    /// Where the read that failed started.
    pub at: usize,
}

pub type R<T> = Result<T, Truncated>;

pub struct Reader<'a> {
    buf: &'a [u8],
    pub pos: usize,
}

impl<'a> Reader<'a> {
    pub fn new(buf: &'a [u8]) -> Self {
        Reader { buf, pos: 0 }
    }
    pub fn at(buf: &'a [u8], pos: usize) -> Self {
        Reader { buf, pos }
    }
    pub fn buf(&self) -> &'a [u8] {
        self.buf
    }
    pub fn remaining(&self) -> usize {
        self.buf.len().saturating_sub(self.pos)
    }
    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }
    #[inline]
    pub fn take(&mut self, n: usize) -> R<&'a [u8]> {
        if self.remaining() < n {
            return Err(Truncated { at: self.pos });
        }
        let s = &self.buf[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }
    #[inline]
    fn arr<const N: usize>(&mut self) -> R<[u8; N]> {
        let s = self.take(N)?;
        let mut a = [0u8; N];
        a.copy_from_slice(s);
        Ok(a)
    }
    pub fn peek_u8(&self) -> Option<u8> {
        self.buf.get(self.pos).copied()
    }
    pub fn peek_u16(&self) -> R<u16> {
        Reader::at(self.buf, self.pos).u16()
    }
    pub fn peek_u32(&self) -> R<u32> {
        Reader::at(self.buf, self.pos).u32()
    }
    #[inline]
    pub fn u8(&mut self) -> R<u8> {
        Ok(self.arr::<1>()?[0])
    }
    pub fn i8(&mut self) -> R<i8> {
        Ok(self.u8()? as i8)
    }
    pub fn u16(&mut self) -> R<u16> {
        Ok(u16::from_le_bytes(self.arr()?))
    }
    pub fn i16(&mut self) -> R<i16> {
        Ok(i16::from_le_bytes(self.arr()?))
    }
    pub fn u32(&mut self) -> R<u32> {
        Ok(u32::from_le_bytes(self.arr()?))
    }
    pub fn i32(&mut self) -> R<i32> {
        Ok(i32::from_le_bytes(self.arr()?))
    }
    pub fn f32(&mut self) -> R<f32> {
        Ok(f32::from_le_bytes(self.arr()?))
    }
    pub fn u32_be(&mut self) -> R<u32> {
        Ok(u32::from_be_bytes(self.arr()?))
    }
    /// A NUL-terminated string; a string that runs to the end of the buffer without a NUL is
    /// accepted (engines stop at either). Returns the text and whether a NUL ended it.
    pub fn string(&mut self) -> R<(String, bool)> {
        let (body, nul) = self.raw_string()?;
        Ok((quake_text(body), nul))
    }
    /// [`Reader::string`]'s bytes, not converted (no allocation): the text without its NUL,
    /// and whether a NUL ended it.
    pub fn raw_string(&mut self) -> R<(&'a [u8], bool)> {
        let rest = &self.buf[self.pos.min(self.buf.len())..];
        if rest.is_empty() {
            return Err(Truncated { at: self.pos });
        }
        let (body, nul) = match rest.iter().position(|&b| b == 0) {
            Some(i) => (&rest[..i], true),
            None => (rest, false),
        };
        self.pos += body.len() + nul as usize;
        Ok((body, nul))
    }
}

/// Quake's character set: bit 7 selects the coloured glyph of the same ASCII character.
pub fn quake_text(b: &[u8]) -> String {
    let ascii: Vec<u8> = b.iter().map(|&c| QUAKE_ASCII[c as usize]).collect();
    // every byte of the table is ASCII, so this never fails
    String::from_utf8(ascii).unwrap_or_default()
}

/// What [`quake_text`] shows for each byte (a table: strings are read byte by byte on every
/// datagram).
const QUAKE_ASCII: [u8; 256] = {
    let mut t = [b'.'; 256];
    let mut i = 0;
    while i < 256 {
        let c = (i as u8) & 0x7f;
        t[i] = match c {
            b'\n' | b'\t' => c,
            0x20..=0x7e => c,
            0x12..=0x1b => b'0' + (c - 0x12), // the "gold digits"
            _ => b'.',
        };
        i += 1;
    }
    t
};

/// A reader paired with the tree it reports into: each read adds one leaf.
pub struct Cursor<'a, 't> {
    pub r: Reader<'a>,
    pub t: &'t mut Tree,
}

macro_rules! leaf {
    ($name:ident, $read:ident, $ty:ty, $wrap:expr) => {
        #[inline]
        pub fn $name(&mut self, f: Field) -> R<$ty> {
            let s = self.r.pos;
            let v = self.r.$read()?;
            self.t.add(f, s, self.r.pos - s, $wrap(v));
            Ok(v)
        }
    };
}

impl<'a, 't> Cursor<'a, 't> {
    pub fn new(buf: &'a [u8], pos: usize, t: &'t mut Tree) -> Self {
        Cursor {
            r: Reader::at(buf, pos),
            t,
        }
    }
    pub fn pos(&self) -> usize {
        self.r.pos
    }
    leaf!(u8, u8, u8, |v| Value::U(v as u64));
    leaf!(i8, i8, i8, |v| Value::I(v as i64));
    leaf!(u16, u16, u16, |v| Value::U(v as u64));
    leaf!(i16, i16, i16, |v| Value::I(v as i64));
    leaf!(u32, u32, u32, |v| Value::U(v as u64));
    leaf!(i32, i32, i32, |v| Value::I(v as i64));
    leaf!(f32, f32, f32, |v| Value::F(v as f64));
    pub fn string(&mut self, f: Field) -> R<String> {
        let s = self.r.pos;
        let (v, _) = self.r.string()?;
        if self.t.is_enabled() {
            self.t.add(f, s, self.r.pos - s, Value::Str(v.clone()));
        }
        Ok(v)
    }
    /// A string field whose text the caller does not use: converted only for an enabled tree.
    pub fn text(&mut self, f: Field) -> R<()> {
        let s = self.r.pos;
        let (v, _) = self.r.raw_string()?;
        if self.t.is_enabled() {
            self.t.add(f, s, self.r.pos - s, Value::Str(quake_text(v)));
        }
        Ok(())
    }
    /// Adds a field for bytes already read (`start..pos`) with a value computed by the caller.
    #[inline]
    pub fn add_since(&mut self, f: Field, start: usize, v: Value) {
        self.t.add(f, start, self.r.pos - start, v);
    }
    /// Adds a flags word whose children are the named bits set or clear.
    #[inline]
    pub fn flags(&mut self, f: Field, start: usize, value: u64, bits: &'static [Field]) {
        self.t.flags(f, start, self.r.pos - start, value, bits);
    }
}
