//! One KEX message (a whole segment's, or a reassembled one): its type byte and payload.
//! Game packets go to the Quake II codec through [`Ctx::game`] and come back as a `q2`
//! protocol item inside the segment.

use super::{
    MAGIC, MAX_INFLATED, T_ACK, T_CHAT, T_COMMAND, T_GAME, T_KEEPALIVE, T_MATCH, T_NEWCONN,
    T_PLAYER, T_RULE, T_ZGAME,
};
use crate::codec::q2::kex::KEX_RELIABLE_WORDS;
use crate::codec::reader::quake_text;
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::{Dir, Output, Source};
use crate::fields::kexlan::*;
use crate::fields::{val_name, Field};

/// Hands one game packet to the Quake II session: (segment index, bytes, tree).
pub type GameFn<'g> = dyn FnMut(usize, &[u8], bool) -> Option<Output> + 'g;

pub struct Ctx<'g, 'f> {
    pub dir: Dir,
    pub tree: bool,
    /// Index of the segment being decoded (keys the Quake II record).
    pub seg: usize,
    pub sources: Vec<Source>,
    pub info: Vec<String>,
    pub game: &'g mut GameFn<'f>,
}

impl Ctx<'_, '_> {
    pub fn new_tree(&self) -> Tree {
        if self.tree {
            Tree::new()
        } else {
            Tree::disabled()
        }
    }
}

/// A bounded reader over `b[pos..end]` that adds one leaf per read.
struct W<'a, 't> {
    b: &'a [u8],
    pos: usize,
    end: usize,
    t: &'t mut Tree,
}

impl W<'_, '_> {
    fn left(&self) -> usize {
        self.end - self.pos
    }
    fn truncated(&mut self, what: &str) {
        self.t.expert(
            Expert::Truncated,
            self.pos,
            self.left(),
            format!("segment ends before its {what}"),
        );
        self.t.undecoded(self.pos, self.left());
        self.pos = self.end;
    }
    fn u8(&mut self, f: Field) -> Option<u8> {
        if self.left() < 1 {
            return None;
        }
        let v = self.b[self.pos];
        self.t.add(f, self.pos, 1, Value::U(v as u64));
        self.pos += 1;
        Some(v)
    }
    fn be16(&mut self, f: Field) -> Option<u16> {
        if self.left() < 2 {
            return None;
        }
        let v = u16::from_be_bytes([self.b[self.pos], self.b[self.pos + 1]]);
        self.t.add(f, self.pos, 2, Value::U(v as u64));
        self.pos += 2;
        Some(v)
    }
    fn text(&mut self, f: Field, n: usize) -> String {
        let n = n.min(self.left());
        let s = quake_text(&self.b[self.pos..self.pos + n]);
        if self.t.is_enabled() {
            self.t.add(f, self.pos, n, Value::Str(s.clone()));
        }
        self.pos += n;
        s
    }
    /// `key\value` over the next `n` bytes.
    fn key_value(&mut self, key: Field, value: Field, n: usize) -> (String, String) {
        let n = n.min(self.left());
        match self.b[self.pos..self.pos + n]
            .iter()
            .position(|&c| c == b'\\')
        {
            Some(k) => {
                let kk = self.text(key, k);
                self.u8(KexSeparator);
                let v = self.text(value, n - k - 1);
                (kk, v)
            }
            None => (self.text(key, n), String::new()),
        }
    }
    /// A length byte that should count the rest of the segment; a disagreement is reported
    /// (the caller decodes to the segment's end regardless).
    fn len_byte(&mut self, f: Field) -> Option<u8> {
        let at = self.pos;
        let n = self.u8(f)?;
        if n as usize != self.left() {
            self.t.expert(
                Expert::LengthMismatch,
                at,
                1,
                format!("length {n}, {} bytes left in the segment", self.left()),
            );
        }
        Some(n)
    }
    /// A length byte and that many bytes of text (see [`W::len_byte`]).
    fn counted(&mut self, len_f: Field, f: Field) -> Option<String> {
        self.len_byte(len_f)?;
        Some(self.text(f, self.left()))
    }
    fn rest(&mut self, f: Field) {
        if self.left() > 0 {
            self.t.add(f, self.pos, self.left(), Value::None);
            self.pos = self.end;
        }
    }
}

/// Decodes the message in `buf[start..end]`, which begins with its type byte.
pub fn message(buf: &[u8], start: usize, end: usize, c: &mut Ctx, t: &mut Tree) {
    let Some(&ty) = buf.get(start).filter(|_| start < end) else {
        t.expert(Expert::Truncated, start, 0, "segment has no type byte");
        return;
    };
    t.add(KexType, start, 1, Value::U(ty as u64));
    let p = start + 1;
    match ty {
        T_GAME => game(buf, p, end, c, t),
        T_ZGAME => zgame(buf, p, end, c, t),
        _ => {
            let mut w = W {
                b: buf,
                pos: p,
                end,
                t,
            };
            let text = lobby(ty, &mut w, c.dir);
            w.rest(KexData);
            c.info.push(text);
        }
    }
}

/// The handshake, keepalive, ack and lobby messages; returns the Info text.
fn lobby(ty: u8, w: &mut W, dir: Dir) -> String {
    let name = val_name(TYPE_NAMES, ty as u32).unwrap_or("unknown type");
    match ty {
        T_NEWCONN => {
            let Some(n) = w.u8(KexMagicLen) else {
                w.truncated("magic");
                return name.into();
            };
            let at = w.pos;
            let magic = w.text(KexMagic, n as usize);
            if MAGIC[1..] != *magic.as_bytes() {
                w.t.expert(
                    Expert::Inconsistent,
                    at,
                    w.pos - at,
                    "magic is not CRANTIME",
                );
            }
            let rest = &w.b[w.pos..w.end];
            if rest.len() >= 2 && rest[0] as usize == rest.len() - 2 {
                // the client's request: game name and seat count
                let n = w.u8(KexGameLen).unwrap_or(0);
                let game = w.text(KexGame, n as usize);
                let seats = w.u8(KexSeats).unwrap_or(0);
                format!("{name} {magic} \"{game}\" seats {seats}")
            } else if rest.len() == 1 {
                let slot = w.u8(KexSlot).unwrap_or(0);
                format!("{name} {magic} accepted, slot {slot}")
            } else {
                format!("{name} {magic}")
            }
        }
        T_KEEPALIVE => {
            if w.u8(KexKeepalive).is_none() {
                w.truncated("keepalive byte");
            }
            name.into()
        }
        T_ACK => {
            let all = w.u8(KexAckAll);
            let Some(r) = w.be16(KexAckRseq) else {
                w.truncated("acknowledged sequence");
                return name.into();
            };
            match all {
                Some(0) => format!("ack {r}"),
                _ => format!("ack ≤{r}"),
            }
        }
        T_CHAT => {
            let Some(slot) = w.u8(KexChatSlot) else {
                w.truncated("chat slot");
                return name.into();
            };
            match w.counted(KexChatLen, KexChatText) {
                Some(s) => format!("chat {slot}: {s}"),
                None => {
                    w.truncated("chat text");
                    name.into()
                }
            }
        }
        T_PLAYER => {
            // the server names an update type and a slot, a client only its seat
            let rest = &w.b[w.pos..w.end];
            let fits = |h: usize| rest.len() >= h && rest[h - 1] as usize == rest.len() - h;
            let server_form = match dir {
                Dir::ToClient => fits(3) || !fits(2),
                Dir::ToServer => fits(3) && !fits(2),
            };
            if server_form {
                w.u8(KexPlayerUpdate);
            }
            let Some(slot) = w.u8(KexPlayerSlot) else {
                w.truncated("player slot");
                return name.into();
            };
            if w.len_byte(KexPlayerLen).is_none() {
                w.truncated("player info length");
                return name.into();
            }
            let (k, v) = w.key_value(KexPlayerKey, KexPlayerValue, w.left());
            if k.is_empty() && v.is_empty() {
                format!("player {slot} cleared")
            } else {
                format!("player {slot} {k}={v}")
            }
        }
        T_COMMAND => match w.counted(KexCommandLen, KexCommand) {
            Some(s) => format!("command {s}"),
            None => {
                w.truncated("command");
                name.into()
            }
        },
        T_RULE => {
            let (k, v) = w.key_value(KexRuleKey, KexRuleValue, w.left());
            format!("rule {k}={v}")
        }
        T_MATCH => name.into(),
        _ => {
            w.t.expert(
                Expert::UnknownCommand,
                w.pos - 1,
                1,
                format!("unknown segment type 0x{ty:02x}"),
            );
            format!("type 0x{ty:02x}")
        }
    }
}

/// Wraps a Quake II tree decoded from `len` bytes of its own buffer in a `q2` protocol item.
fn q2_item(inner: Tree, start: usize, len: usize, t: &mut Tree) {
    t.open_protocol("q2", start);
    t.graft(inner, start);
    t.close(start + len);
}

/// Hands `bytes` (at `buf[p..end]`) to the Quake II session and grafts its tree.
fn hand_off(bytes: &[u8], p: usize, c: &mut Ctx, t: &mut Tree) {
    if bytes.starts_with(&KEX_RELIABLE_WORDS) {
        t.add_generated(KexKexReliable, Value::U(1));
    }
    let Some(q) = (c.game)(c.seg, bytes, c.tree) else {
        t.undecoded(p, bytes.len());
        return;
    };
    let info = graft_game(q, p, bytes.len(), c, t);
    c.info.push(info);
}

/// Grafts a decoded game packet of `len` bytes at `p` and wraps the tabs it decoded (each in a
/// `q2` item of its own); returns its Info text.
fn graft_game(q: Output, p: usize, len: usize, c: &mut Ctx, t: &mut Tree) -> String {
    q2_item(q.frame, p, len, t);
    for s in q.sources {
        let mut st = c.new_tree();
        let len = s.bytes.len();
        q2_item(s.tree, 0, len, &mut st);
        c.sources.push(Source {
            name: s.name,
            bytes: s.bytes,
            tree: st,
        });
    }
    // "Q2/2023 seq 3 ack 1 move": the row's direction is said once, before the KEX part
    let text = ["C→S ", "S→C "]
        .iter()
        .find_map(|a| q.info.strip_prefix(a))
        .unwrap_or(&q.info);
    let proto = if q.proto.is_empty() { "Q2" } else { &q.proto };
    format!("{proto} {text}")
}

fn game(buf: &[u8], p: usize, end: usize, c: &mut Ctx, t: &mut Tree) {
    if p >= end {
        c.info.push("empty game packet".into());
        return;
    }
    hand_off(&buf[p..end], p, c, t);
}

fn zgame(buf: &[u8], p: usize, end: usize, c: &mut Ctx, t: &mut Tree) {
    let mut w = W {
        b: buf,
        pos: p,
        end,
        t,
    };
    match w.u8(KexZMarker) {
        Some(0) => {}
        Some(m) => w.t.expert(
            Expert::Inconsistent,
            p,
            1,
            format!("marker byte {m}, FTE always sends 0"),
        ),
        None => {
            w.truncated("zlib marker");
            return;
        }
    }
    let z = w.pos;
    w.rest(KexZData);
    let inflated = match inflate(&buf[z..end]) {
        Ok(v) => v,
        Err(why) => {
            t.expert(Expert::BadCompression, z, end - z, why);
            c.info.push("zlib game packet (does not inflate)".into());
            return;
        }
    };
    let mut st = c.new_tree();
    st.open(KexInflated, 0, Value::None);
    st.label(|| format!(" ({} bytes)", inflated.len()));
    st.add_generated(KexZLength, Value::U(inflated.len() as u64));
    let before = c.sources.len();
    match (c.game)(c.seg, &inflated, c.tree) {
        Some(q) => {
            if inflated.starts_with(&KEX_RELIABLE_WORDS) {
                st.add_generated(KexKexReliable, Value::U(1));
            }
            let info = graft_game(q, 0, inflated.len(), c, &mut st);
            c.info.push(format!("zlib {info}"));
        }
        None => st.undecoded(0, inflated.len()),
    }
    st.close(inflated.len());
    t.errors += st.errors;
    st.errors = 0;
    // the inflated packet's own tab comes before the sources decoded from it
    c.sources.insert(
        before,
        Source {
            name: "KEX inflated game packet".into(),
            bytes: inflated,
            tree: st,
        },
    );
}

/// Inflates a zlib stream, at most [`MAX_INFLATED`] bytes.
pub fn inflate(data: &[u8]) -> Result<Vec<u8>, String> {
    let mut z = flate2::Decompress::new(true);
    let mut out: Vec<u8> = Vec::with_capacity((data.len() * 4 + 64).min(MAX_INFLATED));
    loop {
        let consumed = z.total_in() as usize;
        let produced = out.len();
        let status = z
            .decompress_vec(&data[consumed..], &mut out, flate2::FlushDecompress::None)
            .map_err(|e| format!("zlib stream does not inflate: {e}"))?;
        if status == flate2::Status::StreamEnd {
            return Ok(out);
        }
        if out.len() == out.capacity() {
            if out.capacity() >= MAX_INFLATED {
                return Err(format!(
                    "zlib stream inflates past {MAX_INFLATED} bytes (not decoded)"
                ));
            }
            let grow = out.capacity().min(MAX_INFLATED - out.capacity());
            out.reserve_exact(grow.max(1));
        } else if z.total_in() as usize == consumed && out.len() == produced {
            return Err(format!(
                "zlib stream is incomplete ({} bytes inflated)",
                out.len()
            ));
        }
    }
}
