//! QuakeWorld: recognised on any port by its connectionless packets or by netchan datagrams that
//! parse as QuakeWorld (a capture started mid-session); UDP 27500 taken from the built-in
//! `quakeworld` dissector. NetQuake spoken on the same port (FTE serves both) is handed
//! to the NetQuake dissector datagram by datagram.

use super::dissector::{has_session, has_sessions, Desc, Family, Sessions};
use super::ffi;
pub use super::ids::{SLOT_NQ as NQ_SLOT, SLOT_Q2 as Q2_SLOT, SLOT_QW as QW_SLOT};
use crate::codec::{nq, qw};
use crate::fields::qw::*;
use std::cell::RefCell;

pub struct Qw;

thread_local! {
    static SESSIONS: RefCell<crate::codec::Conversations<qw::Session>> =
        const { RefCell::new(crate::codec::Conversations::new()) };
}

/// Which of NetQuake and QuakeWorld a datagram belongs to, given which sessions its
/// conversation already has (asked only when the bytes do not decide: each answer is a
/// conversation lookup); `prefer` decides when nothing else does.
pub fn family(b: &[u8], sessions: impl FnOnce() -> (bool, bool), prefer: usize) -> usize {
    if nq::looks_like(b) {
        return NQ_SLOT;
    }
    let (has_nq, has_qw) = sessions();
    if let Some(text) = b.strip_prefix(&[0xff; 4]) {
        // DarkPlaces-style handshake, used by NetQuake clients and servers (DarkPlaces' client
        // opens it with a bare `getchallenge`, before its CCREQ_CONNECT)
        if crate::codec::dp::oob::is_handshake(text) {
            return NQ_SLOT;
        }
        // a QuakeWorld server's challenge (DarkPlaces' client asks QuakeWorld servers with the
        // same line): the conversation is QuakeWorld's from the answer on
        if text.first() == Some(&b'c') && crate::codec::qw::oob::is_reply(text) {
            return QW_SLOT;
        }
        // QSS and FTE clients send `getchallenge` beside CCREQ_CONNECT on a NetQuake port
        if has_nq != has_qw {
            return if has_nq { NQ_SLOT } else { QW_SLOT };
        }
        if qw::looks_like(b) {
            return QW_SLOT;
        }
    }
    // a NetQuake datagram always passes `nq::looks_like`; anything else in a conversation that
    // has QuakeWorld traffic is QuakeWorld
    match (has_nq, has_qw) {
        (_, true) => QW_SLOT,
        (true, false) => NQ_SLOT,
        _ => prefer,
    }
}

/// The divert rule both families apply.
pub fn divert_from(slot: usize, b: &[u8], pinfo: *mut ffi::packet_info) -> Option<usize> {
    // SAFETY: `pinfo` is the live pointer Wireshark passed to the dissector calling us.
    let sessions = || unsafe { has_sessions(pinfo, NQ_SLOT, QW_SLOT) };
    let f = family(b, sessions, slot);
    (f != slot).then_some(f)
}

impl Family for Qw {
    type S = qw::Session;
    const DESC: Desc = Desc {
        slot: QW_SLOT,
        name: c"QuakeWorld (quakeshark)",
        short: c"QW",
        filter: c"qw",
        heur_name: c"qw_udp",
        heur_title: c"QuakeWorld over UDP (quakeshark)",
        port: 27500,
        pref_name: c"take_port_27500",
        pref_title: c"Take UDP port 27500 from the built-in QuakeWorld dissector",
        pref_desc: c"Dissect UDP port 27500 with this plugin (datagrams that are not Quake go to the built-in 'quakeworld' dissector). Off gives the port back to 'quakeworld'.",
        reasm: Some([
            QwFragments,
            QwFragment,
            QwFragmentOverlap,
            QwFragmentOverlapConflict,
            QwFragmentMultipleTails,
            QwFragmentTooLong,
            QwFragmentError,
            QwFragmentCount,
            QwReassembledIn,
            QwReassembledLength,
            QwReassembledData,
        ]),
    };
    fn sessions() -> &'static Sessions<qw::Session> {
        &SESSIONS
    }
    /// Connectionless packets, or a netchan datagram that parses as QuakeWorld with strong
    /// evidence (a mid-session capture: see `codec::qw::infer`).
    fn heuristic(b: &[u8]) -> bool {
        qw::looks_like(b) || qw::infer::recognise(b).is_some()
    }
    fn on_port(b: &[u8], known: bool) -> bool {
        qw::looks_like(b)
            || b.starts_with(&[0xff; 4])
            || (known && b.len() >= 8)
            || qw::infer::recognise(b).is_some()
    }
    /// NetQuake on FTE's port (see [`family`]); Quake II in a conversation the connectionless
    /// heuristic took by a `status` both speak: a connectionless packet only Quake II sends
    /// (its `print` reply, a `challenge … p=34`), and once the conversation has a Quake II
    /// session every datagram that is not unmistakably QuakeWorld. A netchan datagram alone
    /// never moves a conversation: a lone datagram may read as both.
    fn divert(b: &[u8], pinfo: *mut ffi::packet_info) -> Option<usize> {
        if let Some(s) = divert_from(QW_SLOT, b, pinfo) {
            return Some(s);
        }
        // SAFETY: `pinfo` is the live pointer Wireshark passed to the dissector calling us.
        if unsafe { super::servers::shared_line_to_q2_server(b, pinfo) } {
            return Some(Q2_SLOT);
        }
        // SAFETY: as above.
        unsafe { super::servers::note_qw_reply(b, pinfo) };
        // the cheap test first: without a Quake II reading of it, the datagram stays (QuakeWorld
        // recognition by content costs a few µs per netchan datagram)
        // SAFETY: `pinfo` is the live pointer Wireshark passed to the dissector calling us.
        let q2 = (b.starts_with(&[0xff; 4]) && crate::codec::q2::looks_like(b))
            || unsafe { has_session(pinfo, Q2_SLOT) };
        if !q2 || qw::looks_like(b) || qw::infer::recognise(b).is_some() {
            return None;
        }
        Some(Q2_SLOT)
    }
    /// Not a `getchallenge` or `status` both families send to a server an earlier reply proved
    /// Quake II's: the Quake II heuristic takes that one.
    fn heuristic_at(b: &[u8], pinfo: *mut ffi::packet_info) -> bool {
        // SAFETY: `pinfo` is the live pointer Wireshark passed to the heuristic calling us.
        Self::heuristic(b) && !unsafe { super::servers::shared_line_to_q2_server(b, pinfo) }
    }
}
