//! What earlier frames proved about server endpoints: a Quake II server (a connectionless line
//! only Quake II sends came from or went to it) or a QuakeWorld one (it answered as QuakeWorld:
//! FTE serves both on one port). The Quake II and QuakeWorld heuristics ask it for the lines
//! both send (`getchallenge`, `status`), and the dissector's routing records it.

use super::ffi;
use crate::codec::q2;
use crate::codec::Endpoint;
use std::cell::RefCell;
use std::collections::HashMap;

thread_local! {
    /// Servers a line only Quake II sends came from (or went to), and servers that answered
    /// as QuakeWorld (FTE serves both on one port), with the first frame that proved each.
    /// Recorded in the first pass; asking with a frame number makes every pass answer as the
    /// first did at that frame.
    static SERVERS: RefCell<HashMap<Endpoint, Proven>> = RefCell::new(HashMap::new());
}

/// The source (`src`) or destination address and port of the live `pinfo`.
pub(super) unsafe fn endpoint(pinfo: *mut ffi::packet_info, src: bool) -> Endpoint {
    let mut e = Endpoint::default();
    // SAFETY: `pinfo` is live; `e.addr` has room for the 16 bytes the shim copies at most.
    unsafe {
        if src {
            ffi::qs_src_addr(pinfo, e.addr.as_mut_ptr());
            e.port = ffi::qs_srcport(pinfo) as u16;
        } else {
            ffi::qs_dst_addr(pinfo, e.addr.as_mut_ptr());
            e.port = ffi::qs_destport(pinfo) as u16;
        }
    }
    e
}

/// The packet's source and destination endpoints (one call into the shim).
pub(super) unsafe fn endpoints(pinfo: *mut ffi::packet_info) -> (Endpoint, Endpoint) {
    let (mut s, mut d) = (Endpoint::default(), Endpoint::default());
    // SAFETY: `pinfo` is live; each address has room for the 16 bytes the shim copies at most,
    // and the ports are plain out-pointers.
    unsafe {
        ffi::qs_endpoints(
            pinfo,
            s.addr.as_mut_ptr(),
            &mut s.port,
            d.addr.as_mut_ptr(),
            &mut d.port,
        )
    };
    (s, d)
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
