//! Quake II (34, R1Q2 35, Q2PRO 36): recognised on any port (strictly, see
//! `codec::q2::netchan`), UDP 27910 taken from the built-in `quake2` dissector.

use super::dissector::{has_session, Desc, Family, Sessions};
use super::ffi;
use crate::codec::q2::{self, Session};
use crate::fields::q2::*;
use std::cell::RefCell;

pub struct Q2;

thread_local! {
    static SESSIONS: RefCell<crate::codec::Conversations<Session>> =
        const { RefCell::new(crate::codec::Conversations::new()) };
}

/// The NetQuake family's slot (qstat probes a Q2 server port with NetQuake control packets).
const NQ_SLOT: usize = 0;

impl Family for Q2 {
    type S = Session;
    const DESC: Desc = Desc {
        slot: 2,
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
        (!known && crate::codec::nq::looks_like(b)).then_some(NQ_SLOT)
    }
}
