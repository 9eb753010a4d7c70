//! Quake II (34, R1Q2 35, Q2PRO 36, 2023): recognised on any port (strictly, see
//! `codec::q2::netchan`), UDP 27910 taken from the built-in `quake2` dissector. Its strict
//! recognition also takes a conversation from NetQuake or QuakeWorld (`dissector::takeover`), and KEX
//! LAN spoken on 27910 goes to the KEX dissector.

use super::dissector::{endpoint, hand_over, has_session, Desc, Family, Sessions};
use super::ffi;
use super::ids::{proto_id, SLOT_KEX as KEX_SLOT, SLOT_NQ as NQ_SLOT, SLOT_Q2 as Q2_SLOT};
use crate::codec::kexlan;
use crate::codec::q2::{self, Session};
use crate::codec::Endpoint;
use crate::fields::q2::*;
use std::cell::RefCell;
use std::collections::HashMap;

pub struct Q2;

thread_local! {
    static SESSIONS: RefCell<crate::codec::Conversations<Session>> =
        const { RefCell::new(crate::codec::Conversations::new()) };
    /// Servers a line only Quake II sends came from (or went to), and servers that answered
    /// as QuakeWorld (FTE serves both on one port), with the first frame that proved each.
    /// Recorded in the first pass; asking with a frame number makes every pass answer as the
    /// first did at that frame.
    static SERVERS: RefCell<HashMap<Endpoint, Proven>> = RefCell::new(HashMap::new());
}

/// The first frames that proved a server speaks Quake II, QuakeWorld.
#[derive(Clone, Copy, Default)]
struct Proven {
    q2: Option<u32>,
    qw: Option<u32>,
}

/// Quake II servers remembered (a few dozen bytes each); past this, new ones are not.
const MAX_SERVERS: usize = 4096;

/// Remembers the server of a connectionless line only Quake II sends, or (`qw`) of a reply only
/// a QuakeWorld server sends (first pass).
unsafe fn note(pinfo: *mut ffi::packet_info, server_is_src: bool, qw: bool) {
    // SAFETY: reads of the live `pinfo` through the shim.
    if unsafe { ffi::qs_visited(pinfo) } != 0 {
        return;
    }
    // SAFETY: as above.
    let (e, frame) = unsafe { (endpoint(pinfo, server_is_src), ffi::qs_frame_number(pinfo)) };
    SERVERS.with(|s| {
        let mut s = s.borrow_mut();
        if s.len() >= MAX_SERVERS && !s.contains_key(&e) {
            return;
        }
        let p = s.entry(e).or_default();
        let slot = if qw { &mut p.qw } else { &mut p.q2 };
        slot.get_or_insert(frame);
    });
}

/// Remembers the server of a connectionless line only Quake II sends (where Quake II takes a
/// conversation from another family: `dissector::takeover`).
pub unsafe fn note_server(b: &[u8], pinfo: *mut ffi::packet_info) {
    let Some(text) = b.strip_prefix(&[0xff; 4]) else {
        return;
    };
    if q2::oob::q2_specific(text) {
        // SAFETY: `pinfo` is live.
        unsafe { note(pinfo, q2::oob::sent_by_server(text), false) };
    }
}

/// Remembers the source of a reply only a QuakeWorld server sends (`c<challenge>`, `n\…`).
pub unsafe fn note_qw_reply(b: &[u8], pinfo: *mut ffi::packet_info) {
    let Some(text) = b.strip_prefix(&[0xff; 4]) else {
        return;
    };
    if matches!(text.first(), Some(b'c' | b'n')) && crate::codec::qw::oob::is_reply(text) {
        // SAFETY: `pinfo` is live.
        unsafe { note(pinfo, true, true) };
    }
}

/// Whether this datagram goes to a server that an earlier frame proved speaks Quake II and none
/// proved speaks QuakeWorld.
pub unsafe fn to_q2_server(pinfo: *mut ffi::packet_info) -> bool {
    // SAFETY: reads of the live `pinfo` through the shim.
    let (e, frame) = unsafe { (endpoint(pinfo, false), ffi::qs_frame_number(pinfo)) };
    SERVERS.with(|s| {
        s.borrow()
            .get(&e)
            .is_some_and(|p| p.q2.is_some_and(|f| f < frame) && !p.qw.is_some_and(|f| f < frame))
    })
}

/// A `getchallenge` or `status` that QuakeWorld and Quake II clients both send, to a server an
/// earlier frame proved Quake II's (and none QuakeWorld's): Quake II's. The first such line to
/// a server not heard yet stays QuakeWorld's: one pass cannot read the reply first.
pub unsafe fn shared_line_to_q2_server(b: &[u8], pinfo: *mut ffi::packet_info) -> bool {
    b.strip_prefix(&[0xff; 4])
        .is_some_and(q2::oob::shared_with_qw)
        // SAFETY: `pinfo` is live.
        && unsafe { to_q2_server(pinfo) }
}

/// The capture is closed: its servers are forgotten.
pub fn forget_servers() {
    SERVERS.with(|s| s.borrow_mut().clear());
}

/// Whether this packet's conversation has a Quake II session that decodes cleanly.
unsafe fn healthy(pinfo: *mut ffi::packet_info) -> bool {
    // SAFETY: reads the conversation of the live `pinfo`.
    let tok = unsafe { ffi::qs_conversation_token(pinfo, proto_id(Q2_SLOT)) };
    let Some(si) = tok.checked_sub(1) else {
        return false;
    };
    SESSIONS.with(|s| s.borrow().get(si).is_some_and(Session::healthy))
}

impl Family for Q2 {
    type S = Session;
    const DESC: Desc = Desc {
        slot: Q2_SLOT,
        name: c"Quake II (quakeshark)",
        short: c"Q2",
        filter: c"q2",
        heur_name: c"q2_udp",
        heur_title: c"Quake II over UDP (quakeshark)",
        port: 27910,
        pref_name: c"take_port_27910",
        pref_title: c"Take UDP port 27910 from the built-in Quake II dissector",
        pref_desc: c"Dissect UDP port 27910 with this plugin (datagrams that are not Quake II go to the built-in 'quake2' dissector). Off gives the port back to 'quake2'.",
        reasm: Some([
            Q2Fragments,
            Q2Fragment,
            Q2FragmentOverlap,
            Q2FragmentOverlapConflict,
            Q2FragmentMultipleTails,
            Q2FragmentTooLong,
            Q2FragmentError,
            Q2FragmentCount,
            Q2ReassembledIn,
            Q2ReassembledLength,
            Q2ReassembledData,
        ]),
    };
    fn sessions() -> &'static Sessions<Session> {
        &SESSIONS
    }
    fn heuristic(b: &[u8]) -> bool {
        q2::looks_like(b)
    }
    /// Also a line both families send, to a server an earlier reply proved Quake II's.
    fn heuristic_at(b: &[u8], pinfo: *mut ffi::packet_info) -> bool {
        // SAFETY: `pinfo` is the live pointer Wireshark passed to the heuristic calling us.
        Self::heuristic(b) || unsafe { shared_line_to_q2_server(b, pinfo) }
    }
    /// On 27910 (or by Decode As) every connectionless line and every datagram long enough for
    /// a netchan header is Quake II.
    fn on_port(b: &[u8], known: bool) -> bool {
        q2::looks_like(b) || known || b.len() >= 8
    }
    fn divert(b: &[u8], pinfo: *mut ffi::packet_info) -> Option<usize> {
        // NetQuake control packets on the Q2 port (qstat's protocol probe) go to the NQ family,
        // unless the conversation is already a Quake II session
        // SAFETY: `pinfo` is the live packet_info Wireshark passed to the dissector that calls `divert`.
        let known = unsafe { has_session(pinfo, Self::DESC.slot) };
        if !known && crate::codec::nq::looks_like(b) {
            return Some(NQ_SLOT);
        }
        // KEX LAN on the Q2 port (FTE's `connectq2e` to a server on 27910): taken from a Q2
        // session only while that one does not decode cleanly; a lone game segment only when
        // no classic reading decodes it (a capture started mid-session)
        // SAFETY: as above.
        if (!known || unsafe { !healthy(pinfo) }) && kexlan::rather_than_q2(b) {
            // SAFETY: as above.
            unsafe { hand_over(pinfo, KEX_SLOT) };
            return Some(KEX_SLOT);
        }
        None
    }
}
