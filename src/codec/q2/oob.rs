//! Connectionless packets: `FF FF FF FF` + a text line, both ways.

use super::Summary;
use crate::codec::reader::quake_text;
use crate::codec::tree::{Tree, Value};
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::Field;

/// What a connectionless packet tells the session.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OobInfo {
    pub cmd: String,
    /// `connect <protocol> <qport> …` (client → server).
    pub connect: Option<Connect>,
    /// `client_connect` with an `nc=` token (Q2PRO).
    pub nc: Option<u32>,
    /// A protocol number named by `client_connect 2023` or offered by `challenge … p=…`
    /// (the highest one offered).
    pub protocol: Option<u32>,
    /// Whether the command is one a client sends.
    pub from_client: bool,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Connect {
    pub protocol: u32,
    pub qport: u32,
    pub netchan: Option<u32>,
    /// FTE's `0x47415246 <mtu>` line: the fragmenting netchan.
    pub fte_mtu: Option<u32>,
}

/// FTE's extension key for its fragmenting netchan ("FRAG" little-endian).
pub const FTE_FRAG: u32 = 0x4741_5246;

/// Whether a `connect` with this FRAG MTU turns FTE's fragmenting netchan on (FTE's server
/// rounds it down to a multiple of 8 and ignores it below 64).
pub fn fte_frag_on(mtu: Option<u32>) -> bool {
    mtu.is_some_and(|m| m & !7 >= 64)
}

/// Where the first line of `b[from..to]` ends (after its newline), quoted newlines aside.
fn first_line_end(b: &[u8], from: usize, to: usize) -> usize {
    let mut quoted = false;
    for (i, &c) in b.iter().enumerate().take(to).skip(from) {
        match c {
            b'"' => quoted = !quoted,
            b'\n' if !quoted => return i + 1,
            _ => {}
        }
    }
    to
}

/// FTE's extension lines after connect's userinfo (`0x<key> <value>`, one per line): each as
/// a tag and a value; returns the FRAG MTU if one is there.
fn extension_lines(t: &mut Tree, b: &[u8], mut p: usize, end: usize) -> Option<u32> {
    let mut mtu = None;
    while p < end {
        let e = first_line_end(b, p, end);
        let toks = tokenize(b, p, e);
        let key = toks
            .first()
            .and_then(|k| u32::from_str_radix(k.text.trim_start_matches("0x"), 16).ok());
        match (key, toks.get(1)) {
            (Some(k), Some(v)) => {
                let tag = k.to_le_bytes();
                let name = if tag.iter().all(|c| c.is_ascii_alphanumeric()) {
                    quake_text(&tag)
                } else {
                    format!("0x{k:08x}")
                };
                t.add(Q2OobExtTag, p, v.start - p, Value::Str(name));
                let n = if v.text.starts_with("0x") {
                    u32::from_str_radix(&v.text[2..], 16).ok()
                } else {
                    v.text.parse().ok()
                };
                if k == FTE_FRAG {
                    mtu = n;
                }
                t.add(
                    Q2OobExtValue,
                    v.start,
                    e - v.start,
                    Value::U(n.unwrap_or(0) as u64),
                );
            }
            _ => {
                let text = quake_text(&b[p..e])
                    .trim_end_matches(['\n', '\0'])
                    .to_string();
                t.add(Q2OobArgs, p, e - p, Value::Str(text));
            }
        }
        p = e;
    }
    mtu
}

struct Tok {
    start: usize,
    text: String,
}

fn is_space(c: u8) -> bool {
    c == b' ' || c == b'\t' || c == b'\r' || c == b'\n' || c == 0
}

/// Splits `b[from..to]` into words; a quoted word runs to its closing quote.
fn tokenize(b: &[u8], from: usize, to: usize) -> Vec<Tok> {
    let mut out = Vec::new();
    let mut i = from;
    while i < to && out.len() < 64 {
        while i < to && is_space(b[i]) {
            i += 1;
        }
        if i >= to {
            break;
        }
        let start = i;
        let text;
        if b[i] == b'"' {
            i += 1;
            while i < to && b[i] != b'"' {
                i += 1;
            }
            text = quake_text(&b[start + 1..i]);
            i = (i + 1).min(to);
        } else {
            while i < to && !is_space(b[i]) {
                i += 1;
            }
            text = quake_text(&b[start..i]);
        }
        out.push(Tok { start, text });
    }
    out
}

/// FTE's Quake II client names the game in its challenge request:
/// `getchallenge <nonce> "Quake2"`.
pub fn quake2_getchallenge(text: &[u8]) -> bool {
    let s = &text[..text.len().min(64)];
    s.starts_with(b"getchallenge ") && s.windows(8).any(|w| w == b"\"Quake2\"")
}

/// A line QuakeWorld and Quake II clients both send, word for word: a bare `getchallenge` or a
/// `status` query. Which family it belongs to is told by the server's reply, or by an earlier
/// reply from the same server.
pub fn shared_with_qw(text: &[u8]) -> bool {
    (text.starts_with(b"getchallenge") && !quake2_getchallenge(text)) || text.starts_with(b"status")
}

/// For a line [`q2_specific`] accepts: whether a server sends it (its source is the server), not
/// a client.
pub fn sent_by_server(text: &[u8]) -> bool {
    [&b"challenge"[..], b"client_connect", b"info\n", b"print\n"]
        .iter()
        .any(|w| text.starts_with(w))
}

/// Lines whose first word only Quake II uses (see `netchan`'s recognition rule).
pub fn q2_specific(text: &[u8]) -> bool {
    if quake2_getchallenge(text) {
        return true;
    }
    let s = &text[..text.len().min(64)];
    let starts = |p: &[u8]| s.starts_with(p);
    let digit_after = |n: usize| s.get(n).is_some_and(|c| c.is_ascii_digit());
    // FTE's challenges are negative as often as not; the number ends the word (FTE's
    // DarkPlaces-style NetQuake challenge runs on into letters: `challenge -761597861DP`)
    let number_word = |n: usize| {
        let n = if s.get(n) == Some(&b'-') { n + 1 } else { n };
        let digits = s[n.min(s.len())..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        digits > 0 && s.get(n + digits).map_or(true, |&c| is_space(c))
    };
    (starts(b"challenge ") && number_word(10))
        || s == b"client_connect"
        || starts(b"client_connect ")
        || ((starts(b"connect 34 ") || starts(b"connect 35 ") || starts(b"connect 36 "))
            && digit_after(11))
        || ((starts(b"connect 2022 ") || starts(b"connect 2023 ")) && digit_after(13))
        || ((starts(b"info 34") || starts(b"info 35") || starts(b"info 36"))
            && s.get(7).map_or(true, |&c| is_space(c)))
        || starts(b"info\n")
        // the `status` reply: `print\n` and the server's info string (QW answers `n\…`)
        || (starts(b"print\n\\") && s.len() > 8 && s[8..].contains(&b'\\'))
}

/// Adds an info string (`\key\value…`) under `container`; each key and value span includes
/// its backslash, the first starts at `start` and the last runs to `end`, so every byte is
/// under a leaf.
pub(crate) fn info_string(t: &mut Tree, b: &[u8], start: usize, end: usize, container: Field) {
    info_string_cont(t, b, start, end, container, None);
}

/// As [`info_string`], for one piece of an info string split over several arguments (2023's
/// `connect`): `running` is whether the text before this piece's first backslash continues a
/// value (`Some(true)`), a key (`Some(false)`), or starts a new string (`None`). Returns what
/// the text at the piece's end is.
pub(crate) fn info_string_cont(
    t: &mut Tree,
    b: &[u8],
    start: usize,
    end: usize,
    container: Field,
    running: Option<bool>,
) -> Option<bool> {
    let text = quake_text(&b[start..end]);
    let clean = |s: &[u8]| {
        quake_text(s)
            .trim_matches(|c| matches!(c, '"' | '\n' | '\r' | '\t' | ' ' | '\\' | '\0'))
            .to_string()
    };
    let slashes: Vec<usize> = (start..end).filter(|&i| b[i] == b'\\').collect();
    if slashes.is_empty() {
        match running {
            None => t.add(container, start, end - start, Value::Str(text)),
            Some(v) => {
                t.open(
                    container,
                    start,
                    Value::Str(text.trim_matches('"').to_string()),
                );
                let f = if v { Q2InfoValue } else { Q2InfoKey };
                t.add(f, start, end - start, Value::Str(clean(&b[start..end])));
                t.close(end);
            }
        }
        return running;
    }
    t.open(
        container,
        start,
        Value::Str(text.trim_matches('"').to_string()),
    );
    // `\key\value…`, or (FTE's 2023 connect) `key\value…` without the leading backslash
    let first = (start..end).find(|&i| b[i] != b'"').unwrap_or(start);
    let mut bounds = slashes.clone();
    let first_is_value = if b[first] == b'\\' {
        // nothing before the first backslash but a quote: it opens the next key or value
        bounds[0] = start;
        running.is_some_and(|v| !v)
    } else {
        bounds.insert(0, start);
        running.unwrap_or(false)
    };
    bounds.push(end);
    let mut last = first_is_value;
    for (i, w) in bounds.windows(2).enumerate() {
        last = first_is_value ^ (i % 2 == 1);
        let f = if last { Q2InfoValue } else { Q2InfoKey };
        let body = &b[w[0]..w[1]];
        t.add(f, w[0], w[1] - w[0], Value::Str(clean(body)));
    }
    t.close(end);
    Some(last)
}

/// FTE appends `\0` and binary `TAG<u32>` pairs (FRAG, DTLS…) to its challenge line: returns
/// where that trailer's NUL is.
fn binary_trailer(b: &[u8]) -> Option<usize> {
    let nul = b.iter().position(|&c| c == 0)?;
    let rest = &b[nul + 1..];
    let ok = !rest.is_empty()
        && rest.len() % 8 == 0
        && rest.chunks(8).all(|p| {
            p[..4]
                .iter()
                .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        });
    ok.then_some(nul)
}

/// Decodes `b` (the whole datagram, marker included).
pub fn decode(b: &[u8], t: &mut Tree, sum: &mut Summary) -> OobInfo {
    let mut info = OobInfo::default();
    t.add(Q2OobMarker, 0, 4, Value::U(0xffff_ffff));
    let mut end = b.len();
    if let Some(nul) = binary_trailer(&b[4..]) {
        // the NUL stays with the text (under its last field); the pairs after it are fields
        let text_end = 4 + nul + 1;
        for (k, p) in b[text_end..].chunks(8).enumerate() {
            let at = text_end + 8 * k;
            t.add(Q2OobExtTag, at, 4, Value::Str(quake_text(&p[..4])));
            let v = u32::from_le_bytes([p[4], p[5], p[6], p[7]]);
            t.add(Q2OobExtValue, at + 4, 4, Value::U(v as u64));
        }
        end = text_end;
    }
    // connect: FTE's extension lines follow the first line
    let full_end = end;
    let end = if b[4..].starts_with(b"connect ") {
        first_line_end(b, 4, end)
    } else {
        end
    };
    let toks = tokenize(b, 4, end);
    let Some(first) = toks.first() else {
        if end > 4 {
            t.add(Q2OobArgs, 4, end - 4, Value::Str(quake_text(&b[4..])));
        }
        return info;
    };
    // a span from token i to the start of token i+1 (or the end)
    let span = |i: usize| -> (usize, usize) {
        let s = if i == 0 { 4 } else { toks[i].start };
        let e = toks.get(i + 1).map_or(end, |n| n.start);
        (s, e - s)
    };
    let rest = |i: usize| -> Option<(usize, usize, String)> {
        let s = toks.get(i)?.start;
        Some((
            s,
            end - s,
            quake_text(&b[s..end])
                .trim_end_matches(['\n', '\0'])
                .to_string(),
        ))
    };
    let cmd = first.text.clone();
    // the command word ends at a newline for print/info replies
    let cmd_end = (4..end).find(|&i| is_space(b[i])).unwrap_or(end);
    let word = quake_text(&b[4..cmd_end]);
    let num = |t: &mut Tree, f: Field, i: usize| -> Option<u32> {
        let tok = toks.get(i)?;
        let v: u32 = tok.text.parse().unwrap_or(0);
        let (s, l) = span(i);
        t.add(f, s, l, Value::U(v as u64));
        Some(v)
    };
    // challenges are signed (FTE's are negative as often as not)
    let snum = |t: &mut Tree, f: Field, i: usize| -> Option<i64> {
        let tok = toks.get(i)?;
        let v: i64 = tok.text.parse().unwrap_or(0);
        let (s, l) = span(i);
        t.add(f, s, l, Value::I(v));
        Some(v)
    };
    info.cmd = word.clone();
    sum.push(match word.as_str() {
        "getchallenge" => "getchallenge",
        "challenge" => "challenge",
        "connect" => "connect",
        "client_connect" => "client_connect",
        "info" => "info",
        "status" => "status",
        "print" => "print",
        "ping" => "ping",
        "ack" => "ack",
        "rcon" => "rcon",
        "echo" => "echo",
        "cmd" => "cmd",
        _ => "connectionless",
    });
    info.from_client = matches!(
        word.as_str(),
        "getchallenge" | "connect" | "status" | "rcon"
    ) || (word == "info" && b.get(cmd_end) != Some(&b'\n'));
    // text replies: the command word and its newline, then free text
    if (word == "print" || word == "info") && b.get(cmd_end) == Some(&b'\n') {
        t.add(Q2OobCmd, 4, cmd_end + 1 - 4, Value::Str(word.clone()));
        let body = cmd_end + 1;
        if body >= end {
            return info;
        }
        if word == "print" && b[body] == b'\\' {
            // status reply: serverinfo line, then one line per player
            let line_end = (body..end).find(|&i| b[i] == b'\n').map_or(end, |i| i + 1);
            info_string(t, b, body, line_end, Q2Serverinfo);
            let mut p = line_end;
            while p < end {
                let e = (p..end).find(|&i| b[i] == b'\n').map_or(end, |i| i + 1);
                let line = quake_text(&b[p..e])
                    .trim_end_matches(['\n', '\0'])
                    .to_string();
                t.add(Q2OobStatusPlayer, p, e - p, Value::Str(line));
                p = e;
            }
            sum.detail = Some("status".into());
        } else {
            let text = quake_text(&b[body..end]);
            let short: String = text.trim().chars().take(60).collect();
            sum.detail = Some(short);
            t.add(Q2OobText, body, end - body, Value::Str(text));
        }
        return info;
    }
    let (s, l) = span(0);
    t.add(Q2OobCmd, s, l, Value::Str(cmd.clone()));
    let mut next = 1;
    match word.as_str() {
        "connect" if matches!(toks.get(1).map(|t| t.text.as_str()), Some("2022" | "2023")) => {
            // connect {protocol} {num split} {socials…} {userinfo…}: no qport or challenge
            // words (FTE puts them in the userinfo); the userinfo may be split over several
            // 510-character arguments
            let protocol = num(t, Q2OobProtocol, 1).unwrap_or(0);
            let n = num(t, Q2OobNumSplit, 2).unwrap_or(0).min(8) as usize;
            for i in 0..n {
                if toks.get(3 + i).is_some() {
                    let (s, l) = span(3 + i);
                    t.add(Q2OobSocial, s, l, Value::Str(toks[3 + i].text.clone()));
                }
            }
            let mut i = 3 + n;
            let mut running = None;
            while toks.get(i).is_some() {
                let (s, l) = span(i);
                running = info_string_cont(t, b, s, s + l, Q2Userinfo, running);
                i += 1;
            }
            next = i;
            info.connect = Some(Connect {
                protocol,
                qport: 0,
                netchan: None,
                fte_mtu: None,
            });
            sum.detail = Some(format!("protocol {protocol}, {n} player(s)"));
        }
        "connect" => {
            let protocol = num(t, Q2OobProtocol, 1).unwrap_or(0);
            let qport = num(t, Q2OobQport, 2).unwrap_or(0);
            snum(t, Q2OobChallenge, 3);
            if toks.get(4).is_some() {
                let (s, l) = span(4);
                info_string(t, b, s, s + l, Q2Userinfo);
            }
            next = 5;
            let mut netchan = None;
            if protocol == 35 {
                num(t, Q2OobMaxMsgLen, 5);
                num(t, Q2OobMinor, 6);
                next = 7;
            } else if protocol == 36 {
                num(t, Q2OobMaxMsgLen, 5);
                netchan = num(t, Q2OobNetchanType, 6);
                num(t, Q2OobZlib, 7);
                num(t, Q2OobMinor, 8);
                next = 9;
            } else if protocol == 1038 {
                // Q2rePRO: packet length and zlib; the netchan is always Q2PRO's new one
                num(t, Q2OobMaxMsgLen, 5);
                num(t, Q2OobZlib, 6);
                netchan = Some(1);
                next = 7;
            }
            info.connect = Some(Connect {
                protocol,
                qport,
                netchan,
                fte_mtu: None,
            });
            sum.detail = Some(format!("protocol {protocol}, qport {qport}"));
        }
        "challenge" => {
            // the seed document says 2023 removed challenges; FTE still performs them
            if let Some(v) = snum(t, Q2OobChallenge, 1) {
                sum.detail = Some(v.to_string());
            }
            next = 2;
            while let Some(tok) = toks.get(next) {
                let (s, l) = span(next);
                let f = if let Some(list) = tok.text.strip_prefix("p=") {
                    info.protocol = list.split(',').filter_map(|p| p.parse().ok()).max();
                    Q2OobProtocols
                } else {
                    Q2OobArgs
                };
                t.add(f, s, l, Value::Str(tok.text.clone()));
                next += 1;
            }
        }
        "client_connect" => {
            while let Some(tok) = toks.get(next) {
                let (s, l) = span(next);
                if let Some(v) = tok.text.strip_prefix("nc=") {
                    info.nc = v.parse().ok();
                }
                if next == 1 && tok.text.bytes().all(|c| c.is_ascii_digit()) {
                    // the rerelease names its protocol here
                    let v = tok.text.parse().ok();
                    info.protocol = v;
                    t.add(Q2OobProtocol, s, l, Value::U(v.unwrap_or(0) as u64));
                    next += 1;
                    continue;
                }
                t.add(Q2OobToken, s, l, Value::Str(tok.text.clone()));
                next += 1;
            }
        }
        "info" => {
            if let Some(v) = num(t, Q2OobProtocol, 1) {
                sum.detail = Some(format!("protocol {v}"));
            }
            next = 2;
        }
        "rcon" => {
            if toks.get(1).is_some() {
                let (s, l) = span(1);
                t.add(Q2OobRconPassword, s, l, Value::Str(toks[1].text.clone()));
            }
            if let Some((s, l, text)) = rest(2) {
                t.add(Q2OobRconCommand, s, l, Value::Str(text));
            }
            next = toks.len();
        }
        "echo" | "cmd" => {
            if let Some((s, l, text)) = rest(1) {
                t.add(Q2OobText, s, l, Value::Str(text));
            }
            next = toks.len();
        }
        _ => {}
    }
    if let Some((s, l, text)) = rest(next) {
        t.add(Q2OobArgs, s, l, Value::Str(text));
    }
    if end < full_end {
        let mtu = extension_lines(t, b, end, full_end);
        if let Some(c) = info.connect.as_mut() {
            c.fte_mtu = mtu;
            if fte_frag_on(mtu) {
                sum.detail = sum.detail.take().map(|d| format!("{d}, FTE fragments"));
            }
        }
    }
    info
}
