//! DarkPlaces' connectionless handshake (netconn.c): the lines that open and answer a DarkPlaces
//! connection, which carries the NetQuake-transport dialects. A conversation they start is
//! NetQuake's, whatever port it uses.

/// Whether `text` (a connectionless datagram after its `FF FF FF FF` marker) is one of the lines
/// only the DarkPlaces-style handshake sends: the client's bare `getchallenge`, the server's
/// `challenge <string>`, the client's `connect\…` infostring, the server's `accept` / `reject`.
///
/// DarkPlaces' client writes `getchallenge` with nothing after it (no newline, no arguments) and
/// sends CCREQ_CONNECT beside it; QuakeWorld and Quake II clients end the line with a newline,
/// FTE's carries its challenge number and game name, so they are not taken here.
pub fn is_handshake(text: &[u8]) -> bool {
    text == b"getchallenge"
        || [&b"connect\\"[..], b"challenge ", b"accept", b"reject"]
            .iter()
            .any(|p| text.starts_with(p))
}

#[cfg(test)]
mod tests {
    use super::is_handshake;

    #[test]
    fn only_darkplaces_lines() {
        assert!(is_handshake(b"getchallenge"));
        assert!(is_handshake(b"challenge Te$oL)a2|Gf\0"));
        assert!(is_handshake(b"connect\\protocol\\darkplaces 3\\protocols\\DP7"));
        assert!(is_handshake(b"accept"));
        // QuakeWorld / Quake II (newline), FTE (number and game), QuakeWorld's connect
        assert!(!is_handshake(b"getchallenge\n"));
        assert!(!is_handshake(b"getchallenge 1625091536 \"FTE-Quake\""));
        assert!(!is_handshake(b"connect 28 1234 5678 \"\\name\\x\""));
        assert!(!is_handshake(b"c12345"));
    }
}
