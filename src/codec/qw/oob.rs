//! Connectionless ("out-of-band") packets: `FF FF FF FF` and text or a one-byte id.

use super::info_pairs;
use super::state::QwState;
use crate::codec::fte;
use crate::codec::reader::{quake_text, Cursor};
use crate::codec::tree::{Tree, Value};
use crate::fields::qw::*;
use crate::fields::qw_fte::FIELDS as FTE;

/// One-byte reply ids (the rest of a reply follows the id directly).
pub fn is_reply(text: &[u8]) -> bool {
    match text {
        [b'c', d, ..] => d.is_ascii_digit() || *d == b'-',
        [k] => b"jnklmeBaCc".contains(k),
        [k, n, ..] => b"jnklmeBaC".contains(k) && !n.is_ascii_lowercase(),
        _ => false,
    }
}

/// Whitespace-separated tokens of `b` with their offsets; a quoted token keeps its quotes out.
fn tokens(b: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() && out.len() < 64 {
        while i < b.len() && (b[i] == b' ' || b[i] == b'\t') {
            i += 1;
        }
        if i >= b.len() || b[i] == b'\n' || b[i] == 0 {
            break;
        }
        if b[i] == b'"' {
            let s = i + 1;
            let mut e = s;
            while e < b.len() && b[e] != b'"' && b[e] != b'\n' && b[e] != 0 {
                e += 1;
            }
            out.push((s, e));
            i = (e + 1).min(b.len());
        } else {
            let s = i;
            while i < b.len() && !matches!(b[i], b' ' | b'\t' | b'\n' | 0) {
                i += 1;
            }
            out.push((s, i));
        }
    }
    out
}

fn text(b: &[u8]) -> Value {
    Value::Str(quake_text(b))
}

/// What a connectionless packet said that the session tracks.
#[derive(Default)]
pub struct Oob {
    pub to_server: bool,
    pub name: String,
    pub detail: Option<String>,
}

/// Decodes `b` (starting with FF FF FF FF) into `t`; `st` learns the extension negotiation.
pub fn decode(b: &[u8], st: &mut QwState, to_server: bool, t: &mut Tree) -> Oob {
    t.add(QwOobMarker, 0, 4, Value::U(0xffff_ffff));
    let body = &b[4..];
    let mut o = Oob {
        to_server,
        ..Default::default()
    };
    if !to_server {
        reply(b, st, t, &mut o);
        return o;
    }
    // a command: one line, then (connect only) extension lines
    let line_end = body
        .iter()
        .position(|&c| c == b'\n' || c == 0)
        .unwrap_or(body.len());
    let line = &body[..line_end];
    let toks = tokens(line);
    let Some(&(cs, ce)) = toks.first() else {
        t.add(QwOobText, 4, body.len(), text(body));
        o.name = "empty".into();
        return o;
    };
    let cmd = String::from_utf8_lossy(&line[cs..ce]).to_string();
    t.add(QwOobCommand, 4 + cs, ce - cs, text(&line[cs..ce]));
    o.name = cmd.clone();
    let arg = |i: usize| toks.get(i).map(|&(s, e)| (4 + s, e - s, &line[s..e]));
    match cmd.as_str() {
        "connect" if toks.len() >= 5 => {
            let num = |x: &[u8]| String::from_utf8_lossy(x).parse::<i64>().unwrap_or(0);
            if let Some((s, l, x)) = arg(1) {
                t.add(QwConnectProtocol, s, l, Value::U(num(x) as u64));
            }
            if let Some((s, l, x)) = arg(2) {
                t.add(QwConnectQport, s, l, Value::U(num(x) as u64));
            }
            if let Some((s, l, x)) = arg(3) {
                t.add(QwConnectChallenge, s, l, Value::I(num(x)));
            }
            if let Some((s, l, x)) = arg(4) {
                t.open(QwUserinfo, s, text(x));
                info_pairs(t, x, s);
                t.close(s + l);
                if let Some(n) = find_key(x, b"name") {
                    o.detail = Some(n);
                }
            }
            o.name = "connect".into();
            ext_lines(body, line_end, st, t);
        }
        "rcon" => {
            if let Some((s, l, x)) = arg(1) {
                t.add(QwRconPassword, s, l, text(x));
                let rest_start = s + l - 4;
                let rest = &line[rest_start..];
                let skip = rest.iter().take_while(|&&c| c == b' ' || c == b'"').count();
                if rest.len() > skip {
                    t.add(
                        QwRconCommand,
                        4 + rest_start + skip,
                        rest.len() - skip,
                        text(&rest[skip..]),
                    );
                }
            }
        }
        "getchallenge" => {
            if toks.len() > 1 {
                let s = toks[1].0;
                t.add(
                    QwConnectClientChallenge,
                    4 + s,
                    line.len() - s,
                    text(&line[s..]),
                );
            }
        }
        _ => {
            if toks.len() > 1 {
                let s = toks[1].0;
                t.add(QwOobArgs, 4 + ce, line.len() - ce, text(&line[s..]));
            }
        }
    }
    if line_end < body.len() && cmd != "connect" {
        t.add(
            QwOobTerminator,
            4 + line_end,
            body.len() - line_end,
            Value::U(body[line_end] as u64),
        );
    }
    o
}

fn find_key(info: &[u8], key: &[u8]) -> Option<String> {
    let parts: Vec<&[u8]> = info.split(|&c| c == b'\\').collect();
    parts
        .iter()
        .skip(1)
        .step_by(2)
        .position(|k| *k == key)
        .and_then(|i| parts.get(2 + i * 2))
        .map(|v| quake_text(v))
}

/// `0x<key> 0x<value>` lines after the connect line: what the client offers.
fn ext_lines(body: &[u8], first_end: usize, st: &mut QwState, t: &mut Tree) {
    let mut pos = first_end;
    let mut offered = fte::Ext::default();
    while pos < body.len() {
        // the newline (or NUL) ending the previous line
        t.add(QwOobTerminator, 4 + pos, 1, Value::U(body[pos] as u64));
        pos += 1;
        if pos >= body.len() {
            break;
        }
        let end = body[pos..]
            .iter()
            .position(|&c| c == b'\n' || c == 0)
            .map_or(body.len(), |e| pos + e);
        let line = &body[pos..end];
        let toks = tokens(line);
        let hex = |x: &[u8]| {
            let s = String::from_utf8_lossy(x);
            let s = s.trim_start_matches("0x");
            u32::from_str_radix(s, 16).ok()
        };
        match (toks.first(), toks.get(1)) {
            (Some(&(ks, ke)), Some(&(vs, ve))) if hex(&line[ks..ke]).is_some() => {
                let key = hex(&line[ks..ke]).unwrap_or(0);
                let vtext = &line[vs..ve];
                let value = if key == fte::FRAG {
                    String::from_utf8_lossy(vtext)
                        .parse::<u32>()
                        .ok()
                        .or_else(|| hex(vtext))
                } else {
                    hex(vtext)
                };
                t.open(QwExtLine, 4 + pos, Value::None);
                t.add(FTE.ext_key, 4 + pos + ks, ke - ks, Value::U(key as u64));
                let mut c = Cursor::new(body, 0, t);
                match value {
                    Some(v) => {
                        fte::add_value(&mut c, &FTE, key, v, 4 + pos + vs, ve - vs);
                        offered.set(key, v);
                    }
                    None => c.t.add(QwOobText, 4 + pos + vs, ve - vs, text(vtext)),
                }
                t.close(4 + end);
            }
            _ => {
                if !line.is_empty() {
                    t.add(QwOobText, 4 + pos, line.len(), text(line));
                }
            }
        }
        pos = end;
    }
    st.offered = offered;
    // the client offers the intersection of what the server advertised and what it supports
    st.ext = offered;
}

fn reply(b: &[u8], st: &mut QwState, t: &mut Tree, o: &mut Oob) {
    let body = &b[4..];
    let Some(&kind) = body.first() else {
        o.name = "empty".into();
        return;
    };
    t.add(QwOobKind, 4, 1, Value::U(kind as u64));
    let rest = &body[1..];
    match kind {
        b'c' => {
            o.name = "challenge".into();
            let n = rest
                .iter()
                .take_while(|c| c.is_ascii_digit() || **c == b'-')
                .count();
            let v = String::from_utf8_lossy(&rest[..n])
                .parse::<i64>()
                .unwrap_or(0);
            t.add(QwChallenge, 5, n, Value::I(v));
            let mut pos = 5 + n;
            if b.get(pos) == Some(&0) {
                t.add(QwOobTerminator, pos, 1, Value::U(0));
                pos += 1;
            }
            // FTE: binary key/value pairs follow the NUL
            let mut adv = fte::Ext::default();
            let mut c = Cursor::new(b, pos, t);
            while c.r.remaining() >= 8 {
                let s = c.pos();
                let key = u32::from_le_bytes(b[s..s + 4].try_into().unwrap_or([0; 4]));
                if key == fte::VLEN {
                    // s32 'vlen', s32 length, s32 ident, length bytes
                    c.t.open(FTE.ext, s, Value::None);
                    let _ = c.u32(FTE.ext_key);
                    let len = c.u32(FTE.ext_value).unwrap_or(0) as usize;
                    let _ = c.u32(FTE.ext_key);
                    let take = len.min(c.r.remaining());
                    let ds = c.pos();
                    let _ = c.r.take(take);
                    c.add_since(QwRaw, ds, Value::None);
                    c.t.close(c.pos());
                    continue;
                }
                if fte::binary_pair(&mut c, &FTE, &mut adv).is_err() {
                    break;
                }
            }
            let end = c.pos();
            if end < b.len() {
                t.add(QwRaw, end, b.len() - end, Value::None);
            }
            if !adv.is_empty() {
                o.detail = Some(adv.describe());
            }
            st.advertised = adv;
        }
        b'j' => {
            o.name = "accepted".into();
            st.connected = true;
            if !rest.is_empty() {
                t.add(QwOobTerminator, 5, rest.len(), Value::U(rest[0] as u64));
            }
        }
        b'n' => {
            o.name = "print".into();
            let n = rest.iter().position(|&c| c == 0).unwrap_or(rest.len());
            let txt = &rest[..n];
            if txt.first() == Some(&b'\\') {
                // status: serverinfo line, then one line per player
                let l1 = txt.iter().position(|&c| c == b'\n').unwrap_or(txt.len());
                t.open(QwOobText, 5, text(&txt[..l1]));
                info_pairs(t, &txt[..l1], 5);
                t.close(5 + l1);
                let mut p = l1;
                while p < txt.len() {
                    let e = txt[p + 1..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(txt.len(), |x| p + 1 + x);
                    t.add(QwStatusPlayer, 5 + p, e - p, text(&txt[p..e]));
                    p = e;
                }
                o.name = "status".into();
            } else if n > 0 {
                t.add(QwOobText, 5, n, text(txt));
            }
            if n < rest.len() {
                t.add(QwOobTerminator, 5 + n, rest.len() - n, Value::U(0));
            }
        }
        _ => {
            o.name = crate::fields::val_name(OOB_KINDS, kind as u32)
                .unwrap_or("reply")
                .to_string();
            if !rest.is_empty() {
                t.add(QwOobText, 5, rest.len(), text(rest));
            }
        }
    }
}
