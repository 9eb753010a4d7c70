//! mvdsv's hidden messages: a QuakeWorld MVD `dem_multiple` block with player mask 0 holds
//! metadata no player is sent (MVD1's `HIDDEN_MESSAGES`): `int32 length, uint16 type` (a second
//! `uint16` when the type is 0xFFFF), then `length` bytes, repeated to the end of the block.
//! The types are qwprot's `mvdhidden_*`; KTX writes `dmgdone` and `demoinfo`, mvdsv the others.

use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::demo::*;

const DMGDONE: u16 = 7;
const DEMOINFO: u16 = 3;
const PAUSED: u16 = 10;
const TIMESTAMP: u16 = 11;
const EXTENDED: u16 = 0xffff;

/// Decodes the hidden messages in `b[start..]`; returns whether they framed the block exactly.
pub fn messages(b: &[u8], start: usize, t: &mut Tree) -> bool {
    let mut at = start;
    let mut count = 0;
    while at < b.len() {
        let mut c = Cursor::new(b, at, t);
        match one(&mut c) {
            Ok(end) => at = end,
            Err(_) => {
                let t = c.t;
                t.close_all(b.len());
                t.expert(
                    Expert::Truncated,
                    at,
                    b.len() - at,
                    "hidden message longer than the block",
                );
                return false;
            }
        }
        count += 1;
    }
    t.label(|| format!(" ({count})"));
    true
}

/// One hidden message from the cursor; returns where the next one starts.
fn one(c: &mut Cursor) -> R<usize> {
    let s = c.pos();
    c.t.open(DemoHidden, s, Value::None);
    let len = c.u32(DemoHiddenLength)? as usize;
    let mut ty = c.u16(DemoHiddenType)?;
    if ty == EXTENDED {
        ty = c.u16(DemoHiddenType)?;
    }
    let name = crate::fields::val_name(HIDDEN_TYPES, ty as u32).unwrap_or("unknown");
    c.t.label(|| format!(" {name}"));
    let body = c.pos();
    // the length is the body's: the header's bytes come on top
    let data = c.r.take(len)?;
    let end = body + len;
    let mut d = Cursor::new(&c.r.buf()[..end], body, c.t);
    let done = match ty {
        DMGDONE if len == 8 => {
            let ws = d.pos();
            let w = d.r.u16()?;
            d.t.add(DemoHiddenDeathtype, ws, 2, Value::U(w as u64));
            d.t.add(DemoHiddenSplash, ws, 2, Value::U(w as u64));
            d.u16(DemoHiddenAttacker)?;
            d.u16(DemoHiddenTarget)?;
            d.i16(DemoHiddenDamage)?;
            true
        }
        DEMOINFO if len >= 2 => {
            d.u16(DemoHiddenInfoBlock)?;
            let text = &data[2..];
            d.t.add(
                DemoHiddenInfoText,
                body + 2,
                len - 2,
                Value::Str(crate::codec::reader::quake_text(text)),
            );
            true
        }
        PAUSED if len == 1 => {
            d.u8(DemoHiddenMsec)?;
            true
        }
        TIMESTAMP if len == 8 => {
            let v = u64::from_le_bytes(data.try_into().unwrap_or([0; 8]));
            d.t.add(DemoHiddenTimestamp, body, 8, Value::U(v));
            true
        }
        _ => false,
    };
    if !done && len > 0 {
        c.t.add(DemoHiddenData, body, len, Value::None);
    }
    c.t.close(end);
    Ok(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dmgdone_and_demoinfo() {
        // two dmgdone messages (KTX: flags|deathtype, attacker, target, damage), then a demoinfo
        let mut b = Vec::new();
        for (w, a, tg, dmg) in [(0x8007u16, 1u16, 1u16, 31i16), (7, 1, 2, 71)] {
            b.extend_from_slice(&8u32.to_le_bytes());
            b.extend_from_slice(&7u16.to_le_bytes());
            for v in [w, a, tg, dmg as u16] {
                b.extend_from_slice(&v.to_le_bytes());
            }
        }
        b.extend_from_slice(&8u32.to_le_bytes());
        b.extend_from_slice(&3u16.to_le_bytes());
        b.extend_from_slice(&0u16.to_le_bytes());
        b.extend_from_slice(b"{\"a\"}");
        b.push(b'x');
        let mut t = Tree::new();
        assert!(messages(&b, 0, &mut t));
        let dmg: Vec<_> = t.values(DemoHiddenDamage).collect();
        assert_eq!(dmg, [&Value::I(31), &Value::I(71)]);
        assert_eq!(
            t.first(DemoHiddenInfoText).and_then(Value::as_str),
            Some("{\"a\"}x")
        );
        assert_eq!(t.errors, 0);
        // a length past the block
        let mut t = Tree::new();
        assert!(!messages(&b[..20], 0, &mut t));
        assert_eq!(t.errors, 1);
    }
}
