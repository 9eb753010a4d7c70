//! Quake II (34, R1Q2 35, Q2PRO 36, Q2rePRO 1038, 2023): recognised on any port (strictly, see
//! `codec::q2::netchan`), UDP 27910 taken from the built-in `quake2` dissector. Its strict
//! recognition also takes a conversation from NetQuake or QuakeWorld (`dissector::takeover`), and KEX
//! LAN spoken on 27910 goes to the KEX dissector.

use super::dissector::{hand_over, has_session, Desc, Family, Sessions};
use super::ffi;
use super::ids::{proto_id, SLOT_KEX as KEX_SLOT, SLOT_NQ as NQ_SLOT, SLOT_Q2 as Q2_SLOT};
use super::servers::shared_line_to_q2_server;
use crate::codec::kexlan;
use crate::codec::q2::{self, Session};
use crate::fields::q2::*;
use std::cell::RefCell;

pub struct Q2;

thread_local! {
    static SESSIONS: RefCell<crate::codec::Conversations<Session>> =
        const { RefCell::new(crate::codec::Conversations::new()) };
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
