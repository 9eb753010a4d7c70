//! DarkPlaces' connectionless handshake (netconn.c): the lines that open and answer a DarkPlaces
//! connection, which carries the NetQuake-transport dialects. A conversation they start is
//! NetQuake's, whatever port it uses. DarkPlaces' server queries (getinfo, getstatus and their
//! infoResponse, statusResponse) share the framing; [`decode`] names the parts of every line.

use crate::codec::reader::quake_text;
use crate::codec::tree::{Tree, Value};
use crate::fields::nq_dp::*;
use crate::fields::Field;

/// DarkPlaces' client's first line, exactly (the datagram is this after its marker).
const GETCHALLENGE: &[u8] = b"getchallenge";

/// Whether the datagram `b` is DarkPlaces' client asking for a challenge (`FF FF FF FF
/// getchallenge`, nothing more): the NetQuake heuristic takes it on any port, as it opens a
/// DarkPlaces connection (a QuakeWorld or Quake II client's line ends with a newline).
pub fn is_getchallenge(b: &[u8]) -> bool {
    b.strip_prefix(&[0xff; 4]) == Some(GETCHALLENGE)
}

/// Whether the line `text` (after the marker) is a client's (`Some(true)`: a query, a challenge
/// request, a connect) or a server's (`Some(false)`: their answers), when its first word says.
pub fn from_client(text: &[u8]) -> Option<bool> {
    let client = [&b"getchallenge"[..], b"getinfo", b"getstatus", b"connect\\"];
    let server = [
        &b"challenge "[..],
        b"accept",
        b"reject",
        b"infoResponse\n",
        b"statusResponse\n",
    ];
    // d0_blind_id's handshake steps alternate: the client sends cnt 0, 2, 4, 6, the server 1, 3, 5
    if let Some(n) = text.strip_prefix(b"d0pk\\cnt\\").and_then(|r| r.first()) {
        return n.is_ascii_digit().then_some(n % 2 == 0);
    }
    if client.iter().any(|p| text.starts_with(p)) {
        Some(true)
    } else if server.iter().any(|p| text.starts_with(p)) {
        Some(false)
    } else {
        None
    }
}

/// Whether `text` (a connectionless datagram after its `FF FF FF FF` marker) is one of the lines
/// only the DarkPlaces-style handshake sends: the client's bare `getchallenge`, the server's
/// `challenge <string>`, the client's `connect\…` infostring, the server's `accept` / `reject`.
///
/// DarkPlaces' client writes `getchallenge` with nothing after it (no newline, no arguments) and
/// sends CCREQ_CONNECT beside it; QuakeWorld and Quake II clients end the line with a newline,
/// FTE's carries its challenge number and game name, so they are not taken here.
pub fn is_handshake(text: &[u8]) -> bool {
    text == GETCHALLENGE
        || [&b"connect\\"[..], b"challenge ", b"accept", b"reject"]
            .iter()
            .any(|p| text.starts_with(p))
}

/// Names the parts of a DarkPlaces-style connectionless datagram `b` (marker included), after
/// the item that shows the whole line: the command word, its argument or infostring (`\\key\\value` pairs), a
/// statusResponse's player lines, and what follows the line's NUL (d0_blind_id's data: a `vlen`
/// block of key fingerprints after a challenge, a d0pk message's payload), which is named as
/// crypto data and never read as text.
pub fn decode(t: &mut Tree, b: &[u8]) {
    if !t.is_enabled() || b.len() <= 4 {
        return;
    }
    let body = &b[4..];
    let end = body.iter().position(|&c| c == 0).unwrap_or(body.len());
    let line = &body[..end];
    let word = line
        .iter()
        .position(|&c| matches!(c, b' ' | b'\n' | b'\\'))
        .unwrap_or(line.len());
    str_at(t, NqDpOobCommand, b, 4, word);
    let mut at = word;
    match &line[..word] {
        b"infoResponse" | b"statusResponse" => {
            if line.get(at) == Some(&b'\n') {
                at += 1;
            }
            at = infostring(t, b, line, at);
            // statusResponse: one line per player after the infostring's newline
            while at < line.len() {
                let n = line[at..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .unwrap_or(line.len() - at);
                if n > 0 {
                    str_at(t, NqDpOobPlayer, b, 4 + at, n);
                }
                at += n + 1;
            }
        }
        _ if line.get(at) == Some(&b'\\') => {
            // connect\…, d0pk\…: an infostring right after the word
            infostring(t, b, line, at);
        }
        _ if line.get(at) == Some(&b' ') => {
            let rest = &line[at + 1..];
            let n = rest.len() - rest.ends_with(b"\n") as usize;
            if n > 0 {
                str_at(t, NqDpOobArgument, b, 4 + at + 1, n);
            }
        }
        _ => {}
    }
    // DarkPlaces ends some lines with their NUL: only bytes after it are appended data
    if end + 1 < body.len() {
        appended(t, b, 4 + end + 1, line.starts_with(b"d0pk\\cnt\\0\\"));
    }
}

fn str_at(t: &mut Tree, f: Field, b: &[u8], start: usize, len: usize) {
    t.add(
        f,
        start,
        len,
        Value::Str(quake_text(&b[start..start + len])),
    );
}

/// `\\key\\value…` from `at` (a backslash) to the end of the line or a newline. Returns where
/// it stopped (after the newline).
fn infostring(t: &mut Tree, b: &[u8], line: &[u8], mut at: usize) -> usize {
    let stop = |c: u8| c == b'\\' || c == b'\n';
    while line.get(at) == Some(&b'\\') {
        let k = at + 1;
        let kn = line[k..]
            .iter()
            .position(|&c| stop(c))
            .unwrap_or(line.len() - k);
        str_at(t, NqDpOobKey, b, 4 + k, kn);
        at = k + kn;
        if line.get(at) != Some(&b'\\') {
            break;
        }
        let v = at + 1;
        let vn = line[v..]
            .iter()
            .position(|&c| stop(c))
            .unwrap_or(line.len() - v);
        str_at(t, NqDpOobValue, b, 4 + v, vn);
        at = v + vn;
    }
    if line.get(at) == Some(&b'\n') {
        at += 1;
    }
    at
}

/// DarkPlaces' challenge carries, after its NUL, `vlen <u32 length> d0pk` and the NUL-separated
/// fingerprints of the server's d0_blind_id keys (crypto.c); the client's first d0pk line
/// (`hello`) the fingerprints of the server key it wants and of its own key, each with its NUL;
/// anything else (the later d0pk lines' d0_blind_id messages) is opaque crypto data.
fn appended(t: &mut Tree, b: &[u8], start: usize, hello: bool) {
    let rest = &b[start..];
    t.open(NqDpOobAppended, start, Value::None);
    if hello {
        let mut at = start;
        for _ in 0..2 {
            let Some(k) = b[at..].iter().position(|&c| c == 0) else {
                break;
            };
            str_at(t, NqDpOobFingerprint, b, at, k);
            at += k + 1;
        }
    } else if rest.len() >= 12 && rest.starts_with(b"vlen") && &rest[8..12] == b"d0pk" {
        let n = u32::from_le_bytes([rest[4], rest[5], rest[6], rest[7]]) as usize;
        t.add(NqDpOobVlen, start + 4, 4, Value::U(n as u64));
        let block = &rest[12..12 + n.min(rest.len() - 12)];
        let mut at = 0;
        while at < block.len() {
            let k = block[at..]
                .iter()
                .position(|&c| c == 0)
                .unwrap_or(block.len() - at);
            str_at(t, NqDpOobFingerprint, b, start + 12 + at, k);
            at += k + 1;
        }
    }
    t.close(b.len());
}

#[cfg(test)]
mod tests {
    use super::{decode, is_handshake};
    use crate::codec::tree::{Tree, Value};
    use crate::fields::nq_dp::*;

    fn strs(t: &Tree, f: crate::fields::Field) -> Vec<String> {
        t.values(f)
            .map(|v| match v {
                Value::Str(s) => s.clone(),
                _ => String::new(),
            })
            .collect()
    }

    #[test]
    fn status_response_with_players_and_a_challenge_with_fingerprints() {
        let mut b = b"\xff\xff\xff\xffstatusResponse\n\\hostname\\qs\\clients\\2\n3 45 \"one\"\n-666 0 \"two\"\n".to_vec();
        let mut t = Tree::new();
        decode(&mut t, &b);
        assert_eq!(strs(&t, NqDpOobCommand), ["statusResponse"]);
        assert_eq!(strs(&t, NqDpOobKey), ["hostname", "clients"]);
        assert_eq!(strs(&t, NqDpOobValue), ["qs", "2"]);
        assert_eq!(strs(&t, NqDpOobPlayer), ["3 45 \"one\"", "-666 0 \"two\""]);
        // challenge + NUL + vlen <len> d0pk "fp1" NUL "" NUL "fp2" NUL
        b = b"\xff\xff\xff\xffchallenge abc\0vlen".to_vec();
        b.extend_from_slice(&9u32.to_le_bytes());
        b.extend_from_slice(b"d0pkfp1\0\0fp2\0");
        let mut t = Tree::new();
        decode(&mut t, &b);
        assert_eq!(strs(&t, NqDpOobArgument), ["abc"]);
        assert_eq!(strs(&t, NqDpOobFingerprint), ["fp1", "", "fp2"]);
        // a d0pk message: its infostring, then binary data that is not read as text
        let mut t = Tree::new();
        decode(
            &mut t,
            b"\xff\xff\xff\xffd0pk\\cnt\\0\\aeslevel\\1\0\x01\x02\xfe",
        );
        assert_eq!(strs(&t, NqDpOobKey), ["cnt", "aeslevel"]);
        assert_eq!(t.values(NqDpOobAppended).count(), 1);
        assert!(strs(&t, NqDpOobFingerprint).is_empty());
    }

    #[test]
    fn only_darkplaces_lines() {
        assert!(is_handshake(b"getchallenge"));
        assert_eq!(super::from_client(b"getstatus x"), Some(true));
        assert_eq!(super::from_client(b"infoResponse\n\\k\\v"), Some(false));
        assert_eq!(super::from_client(b"print\n"), None);
        assert_eq!(super::from_client(b"d0pk\\cnt\\4\\id\\1\0"), Some(true));
        assert_eq!(super::from_client(b"d0pk\\cnt\\5\\id\\1\0"), Some(false));
        assert!(super::is_getchallenge(b"\xff\xff\xff\xffgetchallenge"));
        assert!(!super::is_getchallenge(b"\xff\xff\xff\xffgetchallenge\n"));
        assert!(is_handshake(b"challenge Te$oL)a2|Gf\0"));
        assert!(is_handshake(
            b"connect\\protocol\\darkplaces 3\\protocols\\DP7"
        ));
        assert!(is_handshake(b"accept"));
        // QuakeWorld / Quake II (newline), FTE (number and game), QuakeWorld's connect
        assert!(!is_handshake(b"getchallenge\n"));
        assert!(!is_handshake(b"getchallenge 1625091536 \"FTE-Quake\""));
        assert!(!is_handshake(b"connect 28 1234 5678 \"\\name\\x\""));
        assert!(!is_handshake(b"c12345"));
    }
}
