//! Demo files in Wireshark: the functions the C file reader (`demo_wtap.c`) calls to recognise
//! and index a demo (pure Rust in `codec::demo`), and the `qdemo` dissector its frames go to.
//!
//! One demo file is open at a time (Wireshark re-runs the init/cleanup routines per file), so
//! one `codec::demo::Session` holds its state; frame numbers map to the session's records.

use super::emit::{emit, Room};
use super::ffi;
use super::guard::guard;
use super::ids::{ett_root, leak_once, proto_id, register_fields, PROTO, SLOT_DEMO};
use crate::codec::demo::{self, Block, Format, Session};
use crate::codec::{Output, Want};
use std::cell::RefCell;
use std::collections::HashMap;
use std::ffi::{c_int, c_void};
use std::sync::atomic::Ordering::Relaxed;

extern "C" {
    fn qs_demo_register(handle: *mut ffi::dissector_handle) -> c_int;
    fn qs_demo_pinfo_format(pinfo: *mut ffi::packet_info) -> u8;
}

struct Open {
    session: Session,
    /// frame number → record index
    records: HashMap<u32, usize>,
}

thread_local! {
    static OPEN: RefCell<Option<Open>> = const { RefCell::new(None) };
}

// ---- called by the file reader (C) ----

/// The demo format of a file that starts with these bytes (0: not a demo).
///
/// # Safety
/// `data` points to `len` readable bytes (or `len` is 0).
#[no_mangle]
pub unsafe extern "C" fn qs_demo_probe(data: *const u8, len: usize) -> u8 {
    if data.is_null() || len == 0 {
        return 0;
    }
    // SAFETY: per the contract, `data` holds `len` bytes for this call.
    let b = unsafe { std::slice::from_raw_parts(data, len) };
    guard(0, || demo::probe(b).map_or(0, |f| f as u8))
}

/// Cuts a whole file into blocks; the result is freed by `qs_demo_index_free`.
///
/// # Safety
/// `data` points to `len` readable bytes (or `len` is 0).
#[no_mangle]
pub unsafe extern "C" fn qs_demo_index_new(format: u8, data: *const u8, len: usize) -> *mut c_void {
    let b: &[u8] = if data.is_null() || len == 0 {
        &[]
    } else {
        // SAFETY: per the contract, `data` holds `len` bytes for this call.
        unsafe { std::slice::from_raw_parts(data, len) }
    };
    let blocks = guard(Vec::new(), || {
        Format::from_u8(format).map_or(Vec::new(), |f| demo::index(f, b))
    });
    Box::into_raw(Box::new(blocks)).cast()
}

/// # Safety
/// `index` is NULL or came from `qs_demo_index_new` and was not freed.
unsafe fn blocks<'a>(index: *const c_void) -> &'a [Block] {
    if index.is_null() {
        return &[];
    }
    // SAFETY: per the contract, a live Box<Vec<Block>> made by qs_demo_index_new.
    unsafe { &*(index as *const Vec<Block>) }
}

/// # Safety
/// As [`blocks`].
#[no_mangle]
pub unsafe extern "C" fn qs_demo_index_count(index: *const c_void) -> u32 {
    // SAFETY: forwarded contract.
    unsafe { blocks(index) }.len() as u32
}

/// Block `i`: file offset, length, timestamp and direction. Returns 0 if there is no such block.
///
/// # Safety
/// As [`blocks`]; the out-pointers are valid for writes.
#[no_mangle]
pub unsafe extern "C" fn qs_demo_index_get(
    index: *const c_void,
    i: u32,
    offset: *mut u64,
    len: *mut u32,
    secs: *mut i64,
    nsecs: *mut i32,
    to_server: *mut c_int,
) -> c_int {
    // SAFETY: forwarded contract.
    let Some(b) = unsafe { blocks(index) }.get(i as usize) else {
        return 0;
    };
    let t = if b.time.is_finite() && b.time >= 0.0 && b.time < 1e12 {
        b.time
    } else {
        0.0
    };
    // SAFETY: the caller's out-pointers are valid for writes.
    unsafe {
        *offset = b.offset as u64;
        *len = b.len as u32;
        *secs = t.trunc() as i64;
        *nsecs = ((t.fract() * 1e6).round() as i32 * 1000).min(999_999_000);
        *to_server = b.to_server as c_int;
    }
    1
}

/// The block starting at file offset `offset` (-1 if none).
///
/// # Safety
/// As [`blocks`].
#[no_mangle]
pub unsafe extern "C" fn qs_demo_index_find(index: *const c_void, offset: u64) -> i64 {
    // SAFETY: forwarded contract.
    let b = unsafe { blocks(index) };
    b.binary_search_by_key(&offset, |x| x.offset as u64)
        .map_or(-1, |i| i as i64)
}

/// # Safety
/// `index` is NULL or came from `qs_demo_index_new`; it is not used afterwards.
#[no_mangle]
pub unsafe extern "C" fn qs_demo_index_free(index: *mut c_void) {
    if !index.is_null() {
        // SAFETY: per the contract, the Box made by qs_demo_index_new, dropped once.
        drop(unsafe { Box::from_raw(index as *mut Vec<Block>) });
    }
}

// ---- the dissector ----

unsafe extern "C" fn cleanup() {
    guard((), || OPEN.with(|o| *o.borrow_mut() = None))
}

/// Registers the `qdemo` protocol and its fields.
///
/// # Safety
/// Called once from register_protoinfo.
pub unsafe fn register() {
    // SAFETY: called once at registration; the strings are 'static.
    unsafe {
        let p = ffi::proto_register_protocol(
            c"Quake demo file".as_ptr(),
            c"QDEMO".as_ptr(),
            c"qdemo".as_ptr(),
        );
        PROTO[SLOT_DEMO].store(p, Relaxed);
        register_fields(SLOT_DEMO, "qdemo", p);
        ffi::qs_register_unset_bits_pref(SLOT_DEMO as c_int, p);
        ffi::register_cleanup_routine(Some(cleanup));
    }
}

/// Registers the file reader and hands its encapsulations to the dissector.
///
/// # Safety
/// Called once from register_handoff.
pub unsafe fn handoff() {
    // SAFETY: called once at handoff; the protocol is registered.
    unsafe {
        let h = ffi::create_dissector_handle(Some(dissect), proto_id(SLOT_DEMO));
        qs_demo_register(h);
    }
}

unsafe extern "C" fn dissect(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    _data: *mut c_void,
) -> c_int {
    // SAFETY: the live pointers of this dissector call.
    guard(0, || unsafe { dissect_inner(tvb, pinfo, tree) })
}

unsafe fn dissect_inner(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
) -> c_int {
    // SAFETY: reads the live `pinfo`'s record through the C side.
    let Some(format) = Format::from_u8(unsafe { qs_demo_pinfo_format(pinfo) }) else {
        return 0;
    };
    // SAFETY: `tvb` is the live tvb of this call; tvb_get_ptr returns `len` contiguous captured bytes that stay valid for the rest of the call.
    let b: &[u8] = unsafe {
        let len = ffi::tvb_captured_length(tvb) as usize;
        if len == 0 {
            &[]
        } else {
            std::slice::from_raw_parts(ffi::tvb_get_ptr(tvb, 0, len as c_int), len)
        }
    };
    // SAFETY: reads of the live `pinfo` through the shim.
    let frame = unsafe { ffi::qs_frame_number(pinfo) };
    let want = Want {
        tree: !tree.is_null(),
        // SAFETY: reads of the live `pinfo` through the shim.
        info: unsafe { ffi::qs_has_columns(pinfo) } != 0,
        // SAFETY: `tree` may be NULL; the shim checks it.
        labels: unsafe { ffi::qs_tree_visible(tree) } != 0,
        // demo files are not summarised for the statistics yet
        taps: false,
        demo: false,
        resolved: super::dissector::resolved_wanted(SLOT_DEMO, super::dissector::refs(frame)),
    };
    // SAFETY: reads of the live `pinfo` through the shim.
    let visited = unsafe { ffi::qs_visited(pinfo) } != 0;
    let out: Option<Output> = OPEN.with(|o| {
        let mut o = o.borrow_mut();
        if o.as_ref().map_or(true, |x| x.session.format != format) || (!visited && frame == 1) {
            *o = Some(Open {
                session: Session::new(format),
                records: HashMap::new(),
            });
        }
        let open = o.as_mut()?;
        if let Some(&ri) = open.records.get(&frame) {
            return open.session.replay(ri, frame, b, want);
        }
        if visited {
            return None;
        }
        let (ri, out) = open.session.first_pass(frame, b, want);
        open.records.insert(frame, ri);
        Some(out)
    });
    let Some(out) = out else {
        return 0;
    };
    let short = match format {
        Format::Nq => c"NQ",
        Format::Qwd => c"QW",
        Format::Dm2 => c"Q2",
        Format::Mvd => c"QW MVD",
        Format::Mvd2 => c"Q2PRO MVD2",
    };
    if want.info {
        super::emit::set_columns(pinfo, short, &out.proto, &out.info);
    }
    // SAFETY: `tree` may be NULL (accepted); `tvb` and the proto id are live/registered.
    let root =
        unsafe { ffi::proto_tree_add_item(tree, proto_id(SLOT_DEMO), tvb, 0, -1, ffi::ENC_NA) };
    // SAFETY: `root` was just returned (NULL is accepted); the ett id is registered.
    let sub = unsafe { ffi::proto_item_add_subtree(root, ett_root(SLOT_DEMO)) };
    let mut room = Room::for_packet();
    // SAFETY: emit's contract: live tvb/pinfo/subtree pointers; spans are clamped to `b.len()`.
    unsafe { emit(SLOT_DEMO, &out.frame, tvb, b.len(), pinfo, sub, &mut room) };
    let inner = match format {
        Format::Nq => 0,
        Format::Qwd | Format::Mvd => 1,
        Format::Dm2 | Format::Mvd2 => 2,
    };
    for src in &out.sources {
        let name = leak_once(&src.name);
        // SAFETY: the shim copies `src.bytes` into a new child tvb before returning.
        let child = unsafe {
            ffi::qs_new_source(
                tvb,
                pinfo,
                src.bytes.as_ptr(),
                src.bytes.len() as c_int,
                name,
            )
        };
        if !child.is_null() {
            // SAFETY: `child` is the non-null tvb just created, holding `src.bytes.len()` bytes.
            unsafe {
                emit(
                    inner,
                    &src.tree,
                    child,
                    src.bytes.len(),
                    pinfo,
                    sub,
                    &mut room,
                )
            };
        }
    }
    b.len() as c_int
}
