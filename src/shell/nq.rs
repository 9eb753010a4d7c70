//! NetQuake: recognised on any port; UDP 26000 taken from the built-in `quake` dissector.

use super::dissector::{Desc, Family, Sessions};
use crate::codec::nq::{self, Session};
use crate::fields::nq::*;
use std::cell::RefCell;

pub struct Nq;

thread_local! {
    static SESSIONS: RefCell<crate::codec::Conversations<Session>> =
        const { RefCell::new(crate::codec::Conversations::new()) };
}

impl Family for Nq {
    type S = Session;
    const DESC: Desc = Desc {
        slot: super::ids::SLOT_NQ,
        name: c"NetQuake (quakeshark)",
        short: c"NQ",
        filter: c"nq",
        heur_name: c"nq_udp",
        heur_title: c"NetQuake over UDP (quakeshark)",
        port: 26000,
        pref_name: c"take_port_26000",
        pref_title: c"Take UDP port 26000 from the built-in Quake dissector",
        pref_desc: c"Dissect UDP port 26000 with this plugin (datagrams that are not NetQuake go to the built-in 'quake' dissector). Off gives the port back to 'quake'.",
        reasm: Some([
            NqFragments,
            NqFragment,
            NqFragmentOverlap,
            NqFragmentOverlapConflict,
            NqFragmentMultipleTails,
            NqFragmentTooLong,
            NqFragmentError,
            NqFragmentCount,
            NqReassembledIn,
            NqReassembledLength,
            NqReassembledData,
        ]),
    };
    fn sessions() -> &'static Sessions<Session> {
        &SESSIONS
    }
    fn heuristic(b: &[u8]) -> bool {
        // DarkPlaces' client sends its bare `getchallenge` before any NetQuake framing
        nq::looks_like(b)
            || crate::codec::dp::oob::is_getchallenge(b)
            || crate::codec::dp::crypto::looks_like(b)
    }
    fn on_port(b: &[u8], known: bool) -> bool {
        // and DarkPlaces' authenticated or encrypted datagrams, when a capture starts after the
        // handshake
        nq::looks_like(b)
            || (known && b.len() >= 4)
            || b.get(0..4) == Some(&[0xff; 4])
            || crate::codec::dp::crypto::looks_like(b)
            || crate::codec::dp::crypto::aes_shape(b)
    }
    fn divert(b: &[u8], pinfo: *mut super::ffi::packet_info) -> Option<usize> {
        super::qw::divert_from(super::qw::NQ_SLOT, b, pinfo)
    }
}
