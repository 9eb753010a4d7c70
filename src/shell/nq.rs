//! The NetQuake dissector: heuristic, port 26000 and conversation entry points.

use super::register::{ETT_NQ, PROTO_NQ};
use super::{abi, emit::emit, ffi, guard};
use crate::codec::nq::{self, Datagram, Session};
use crate::codec::Endpoint;
use std::cell::RefCell;
use std::ffi::{c_int, c_void};
use std::sync::atomic::{AtomicPtr, Ordering::Relaxed};

const NQ_PORT: u32 = 26000;

static HANDLE: AtomicPtr<ffi::dissector_handle> = AtomicPtr::new(std::ptr::null_mut());
/// The built-in `quake` dissector that port 26000 had before we took it.
static BUILTIN: AtomicPtr<ffi::dissector_handle> = AtomicPtr::new(std::ptr::null_mut());

thread_local! {
    /// Every session of the open capture file; a conversation/packet token is index + 1.
    static SESSIONS: RefCell<Vec<Session>> = const { RefCell::new(Vec::new()) };
}

/// Packet token: session index and record index, both + 1 so that 0 means "none".
fn pack(session: usize, record: usize) -> usize {
    ((session + 1) << 32) | (record + 1)
}
fn unpack(tok: usize) -> Option<(usize, usize)> {
    let (s, r) = (tok >> 32, tok & 0xffff_ffff);
    (s > 0 && r > 0).then(|| (s - 1, r - 1))
}

unsafe extern "C" fn cleanup() {
    guard((), || SESSIONS.with(|s| s.borrow_mut().clear()))
}

unsafe extern "C" fn apply_prefs() {
    guard((), || unsafe { take_port(ffi::qs_port_pref() != 0) })
}

unsafe fn take_port(on: bool) {
    let ours = HANDLE.load(Relaxed);
    let builtin = BUILTIN.load(Relaxed);
    unsafe {
        if on {
            ffi::dissector_add_uint(c"udp.port".as_ptr(), NQ_PORT, ours);
        } else if !builtin.is_null() {
            ffi::dissector_add_uint(c"udp.port".as_ptr(), NQ_PORT, builtin);
        } else {
            ffi::dissector_delete_uint(c"udp.port".as_ptr(), NQ_PORT, ours);
        }
    }
}

pub unsafe fn register(proto: c_int) {
    unsafe {
        ffi::qs_register_port_pref(
            proto,
            c"take_port_26000".as_ptr(),
            c"Take UDP port 26000 from the built-in Quake dissector".as_ptr(),
            c"Dissect UDP port 26000 with this plugin (datagrams that are not NetQuake go to the built-in 'quake' dissector). Off gives the port back to 'quake'.".as_ptr(),
            1,
            Some(apply_prefs),
        );
        ffi::register_cleanup_routine(Some(cleanup));
        let h = ffi::register_dissector(c"nq".as_ptr(), Some(dissect_conversation), proto);
        HANDLE.store(h, Relaxed);
    }
}

pub unsafe fn handoff() {
    let proto = PROTO_NQ.load(Relaxed);
    unsafe {
        let port_handle = ffi::create_dissector_handle(Some(dissect_port), proto);
        let table = ffi::find_dissector_table(c"udp.port".as_ptr());
        BUILTIN.store(ffi::dissector_get_uint_handle(table, NQ_PORT), Relaxed);
        // the port entry uses a handle that hands non-NetQuake datagrams back to the built-in
        HANDLE.store(port_handle, Relaxed);
        ffi::heur_dissector_add(
            c"udp".as_ptr(),
            Some(dissect_heur),
            c"NetQuake over UDP (quakeshark)".as_ptr(),
            c"nq_udp".as_ptr(),
            proto,
            ffi::HEURISTIC_ENABLE,
        );
        ffi::dissector_add_for_decode_as(c"udp.port".as_ptr(), port_handle);
        take_port(ffi::qs_port_pref() != 0);
    }
}

/// The captured bytes; valid for the duration of the dissector call.
unsafe fn bytes<'a>(tvb: *mut ffi::tvbuff_t) -> &'a [u8] {
    unsafe {
        let len = ffi::tvb_captured_length(tvb) as usize;
        if len == 0 {
            return &[];
        }
        let p = ffi::tvb_get_ptr(tvb, 0, len as c_int);
        std::slice::from_raw_parts(p, len)
    }
}

unsafe extern "C" fn dissect_heur(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    _data: *mut c_void,
) -> abi::HeurReturn {
    guard(abi::HEUR_REJECT, || unsafe {
        if !nq::looks_like(bytes(tvb)) {
            return abi::HEUR_REJECT;
        }
        dissect(tvb, pinfo, tree);
        abi::HEUR_ACCEPT
    })
}

/// Port 26000 (and Decode As): ours when the header parses, else the built-in dissector's.
unsafe extern "C" fn dissect_port(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    data: *mut c_void,
) -> c_int {
    guard(0, || unsafe {
        let b = bytes(tvb);
        let known = ffi::qs_conversation_token(pinfo, PROTO_NQ.load(Relaxed)) != 0;
        let ours = nq::looks_like(b) || (known && b.len() >= 4) || b.get(0..4) == Some(&[0xff; 4]);
        if ours {
            return dissect(tvb, pinfo, tree);
        }
        let builtin = BUILTIN.load(Relaxed);
        if !builtin.is_null() {
            return ffi::call_dissector_only(builtin, tvb, pinfo, tree, data);
        }
        0
    })
}

/// Conversations we set up (after a heuristic hit, or the port from CCREP_ACCEPT).
unsafe extern "C" fn dissect_conversation(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    _data: *mut c_void,
) -> c_int {
    guard(0, || unsafe { dissect(tvb, pinfo, tree) })
}

unsafe fn endpoint(pinfo: *mut ffi::packet_info, src: bool) -> Endpoint {
    let mut e = Endpoint::default();
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

unsafe fn dissect(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
) -> c_int {
    let proto = PROTO_NQ.load(Relaxed);
    let b = unsafe { bytes(tvb) };
    let want_tree = !tree.is_null();
    let visited = unsafe { ffi::qs_visited(pinfo) } != 0;
    let frame = unsafe { ffi::qs_frame_number(pinfo) };
    let token = unsafe { ffi::qs_packet_token(pinfo, proto) };

    let decoded = SESSIONS.with(|cell| {
        let mut sessions = cell.borrow_mut();
        if let (true, Some((si, ri))) = (visited, unpack(token)) {
            let s = sessions.get(si)?;
            let rec = s.record(ri)?.clone();
            return Some((si, rec, s.replay(ri, b, want_tree)?));
        }
        if visited {
            return None; // first pass rejected it; nothing recorded
        }
        let conv = unsafe { ffi::qs_conversation_token(pinfo, proto) };
        let si = match conv.checked_sub(1) {
            Some(si) if si < sessions.len() => si,
            _ => {
                let si = sessions.len();
                sessions.push(Session::new(si as u32));
                unsafe { ffi::qs_set_conversation(pinfo, HANDLE.load(Relaxed), proto, si + 1) };
                si
            }
        };
        let d = Datagram {
            frame,
            src: unsafe { endpoint(pinfo, true) },
            dst: unsafe { endpoint(pinfo, false) },
            bytes: b,
        };
        let (ri, out) = sessions[si].first_pass(&d, want_tree);
        unsafe { ffi::qs_set_packet_token(pinfo, proto, pack(si, ri)) };
        if let Some(acc) = out.accept {
            // the game moves to the server's new port: make that flow part of this session
            unsafe {
                ffi::qs_follow_port(pinfo, acc.port as u32, HANDLE.load(Relaxed), proto, si + 1)
            };
        }
        Some((si, sessions[si].record(ri)?.clone(), out))
    });
    let Some((_si, rec, out)) = decoded else {
        return 0;
    };

    let info = std::ffi::CString::new(out.info.as_str()).unwrap_or_default();
    unsafe { ffi::qs_set_columns(pinfo, c"NQ".as_ptr(), info.as_ptr()) };
    let root = unsafe { ffi::proto_tree_add_item(tree, proto, tvb, 0, -1, ffi::ENC_NA) };
    let sub = unsafe { ffi::proto_item_add_subtree(root, ETT_NQ.load(Relaxed)) };
    unsafe { emit(&out.frame, tvb, b.len(), pinfo, sub) };

    if let Some(f) = rec.frag {
        let mut whole: *mut ffi::tvbuff_t = std::ptr::null_mut();
        let mut reassembled_in = 0u32;
        let payload_len = b.len().saturating_sub(8) as c_int;
        let rc = unsafe {
            ffi::qs_reasm_add(
                tvb,
                8,
                payload_len,
                pinfo,
                f.msg_id,
                f.index,
                (!f.last) as c_int,
                sub,
                &mut whole,
                &mut reassembled_in,
            )
        };
        if rc == 1 && !whole.is_null() {
            if let (Some(mt), Some(m)) = (&out.message, &rec.message) {
                let len = unsafe { ffi::tvb_captured_length(whole) } as usize;
                if len == m.len() {
                    unsafe { emit(mt, whole, len, pinfo, sub) };
                }
            }
        }
    }
    b.len() as c_int
}

/// Registers the reassembly table with the fragment fields from the catalogue.
pub unsafe fn register_reassembly() {
    use super::register::ids;
    use crate::fields::nq::*;
    let f = [
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
    ];
    let mut ptrs: [*mut c_int; 11] = [std::ptr::null_mut(); 11];
    for (p, f) in ptrs.iter_mut().zip(f) {
        *p = ids().hf[f.0 as usize].as_ptr();
    }
    unsafe {
        ffi::qs_reasm_init(
            ids().ett[NqFragment.0 as usize].as_ptr(),
            ids().ett[NqFragments.0 as usize].as_ptr(),
            ptrs.as_mut_ptr(),
            c"Message fragments".as_ptr(),
        )
    };
}
