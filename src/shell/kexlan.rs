//! KEX LAN transport (the Quake II rerelease's LAN layer): recognised on any port (strictly, see
//! `codec::kexlan`), UDP 5069 (the rerelease's default server port) registered by a preference.
//! Its game packets are shown as Quake II items inside each segment.

use super::dissector::{Desc, Family, Sessions};
use crate::codec::kexlan::{self, Session};
use std::cell::RefCell;

pub struct KexLan;

thread_local! {
    static SESSIONS: RefCell<crate::codec::Conversations<Session>> =
        const { RefCell::new(crate::codec::Conversations::new()) };
}

impl Family for KexLan {
    type S = Session;
    const DESC: Desc = Desc {
        slot: super::ids::SLOT_KEX,
        name: c"KEX LAN transport (quakeshark)",
        short: c"KEX",
        filter: c"kexlan",
        heur_name: c"kexlan_udp",
        heur_title: c"KEX LAN transport over UDP (quakeshark)",
        port: kexlan::KEX_PORT as u32,
        pref_name: c"take_port_5069",
        pref_title: c"Dissect UDP port 5069 as the KEX LAN transport",
        pref_desc: c"Register this plugin on UDP port 5069, the Quake II rerelease's default server port (no built-in dissector claims it). Off leaves the port to the heuristic.",
        // fragments are reassembled in the codec: a fragment is one segment among others
        reasm: None,
    };
    fn sessions() -> &'static Sessions<Session> {
        &SESSIONS
    }
    /// Its framing with something no Quake netchan packet has, or a lone game segment
    /// carrying a Q2 packet Quake II's strict test recognises (a capture started mid-session).
    fn heuristic(b: &[u8]) -> bool {
        kexlan::surely(b)
    }
    /// On 5069 (or by Decode As): every datagram whose segments frame exactly.
    fn on_port(b: &[u8], known: bool) -> bool {
        known || kexlan::frames_exactly(b)
    }
}
