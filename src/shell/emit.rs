//! Turns a codec [`Tree`] into Wireshark items.

use super::ffi;
use super::register::{ei, ett, ett_root, hf, proto_id, slot_of};
use crate::codec::tree::{Expert, NodeKind, Tree, Value};
use std::ffi::CString;

/// Items one packet may still get from us. Wireshark throws (a longjmp through our frames) once a
/// packet's tree passes `gui.max_tree_items`; the codec caps each tree, and this caps their sum.
pub struct Room {
    left: usize,
    told: bool,
}

impl Room {
    pub fn for_packet() -> Room {
        // SAFETY: reads a preference value; no pointers involved.
        let max = unsafe { ffi::qs_max_tree_items() } as usize;
        Room {
            left: (max / 2).min(500_000),
            told: false,
        }
    }
}

/// Adds `t`'s nodes under `parent`, on `tvb` of `tvb_len` captured bytes.
///
/// # Safety
/// `tvb`, `pinfo` and `parent` must be the live pointers Wireshark passed to the dissector.
pub unsafe fn emit(
    slot: usize,
    t: &Tree,
    tvb: *mut ffi::tvbuff_t,
    tvb_len: usize,
    pinfo: *mut ffi::packet_info,
    parent: *mut ffi::proto_tree,
    room: &mut Room,
) {
    let mut i = 0;
    while i < t.nodes.len() {
        // SAFETY: forwarded contract of `emit` (live pointers, spans clamped to `tvb_len`).
        i = unsafe { node(slot, t, i, tvb, tvb_len, pinfo, parent, room) };
    }
}

/// Emits node `i` and its subtree; returns the index after it.
#[allow(clippy::too_many_arguments)]
unsafe fn node(
    slot: usize,
    t: &Tree,
    i: usize,
    tvb: *mut ffi::tvbuff_t,
    tvb_len: usize,
    pinfo: *mut ffi::packet_info,
    parent: *mut ffi::proto_tree,
    room: &mut Room,
) -> usize {
    if room.left == 0 {
        if !room.told {
            room.told = true;
            let msg = c"too many items for one packet: the rest are not shown";
            // SAFETY: live pointers of this call; the message is a static C string.
            unsafe {
                ffi::qs_add_expert(
                    parent,
                    pinfo,
                    ei(slot, Expert::LimitExceeded),
                    tvb,
                    0,
                    0,
                    msg.as_ptr(),
                )
            };
        }
        return t.nodes.len();
    }
    room.left -= 1;
    let n = &t.nodes[i];
    // Spans were produced from the same bytes; clamp anyway so Wireshark can never throw here.
    let start = (n.start as usize).min(tvb_len);
    let len = (n.len as usize).min(tvb_len - start);
    let (start, len) = (start as i32, len as i32);
    match &n.kind {
        NodeKind::Field(f, v) => {
            let (mut u, mut s, mut d) = (0u64, 0i64, 0f64);
            let mut text: Option<CString> = None;
            match v {
                Value::U(x) => {
                    u = *x;
                    s = *x as i64;
                }
                Value::I(x) => {
                    s = *x;
                    u = *x as u64;
                }
                Value::F(x) => d = *x,
                Value::Str(x) => text = CString::new(x.as_str()).ok(),
                Value::None => {}
            }
            let sp = text.as_ref().map_or(std::ptr::null(), |c| c.as_ptr());
            // SAFETY: pointers come from Wireshark; the span is within the tvb.
            let item = unsafe {
                ffi::qs_add_field(
                    parent,
                    hf(*f),
                    tvb,
                    start,
                    len,
                    u,
                    s,
                    d,
                    sp,
                    n.generated as i32,
                )
            };
            if let Some(l) = &n.label {
                if let Ok(c) = CString::new(l.as_str()) {
                    // SAFETY: `item` came from proto_tree_add_* (NULL is accepted) and `c` is a live NUL-terminated string, copied by Wireshark.
                    unsafe { ffi::qs_item_append_text(item, c.as_ptr()) };
                }
            }
            drop(text);
            let end = n.end as usize;
            if end > i + 1 {
                // SAFETY: `item` is the item just added (NULL is accepted); `ett(*f)` is a registered subtree id.
                let sub = unsafe { ffi::proto_item_add_subtree(item, ett(*f)) };
                let mut j = i + 1;
                while j < end {
                    // SAFETY: forwarded contract of `emit`, under the subtree just made.
                    j = unsafe { node(slot, t, j, tvb, tvb_len, pinfo, sub, room) };
                }
            }
            end.max(i + 1)
        }
        NodeKind::Expert(e, msg) => {
            if let Ok(c) = CString::new(msg.as_str()) {
                // SAFETY: live pointers of this call; `c` outlives the call and Wireshark formats it with "%s"; the span is clamped.
                unsafe {
                    ffi::qs_add_expert(parent, pinfo, ei(slot, *e), tvb, start, len, c.as_ptr())
                };
            }
            i + 1
        }
        NodeKind::Protocol(filter) => {
            let Some(inner) = slot_of(filter) else {
                return (n.end as usize).max(i + 1);
            };
            // SAFETY: pointers come from Wireshark; the span is within the tvb.
            let item = unsafe {
                ffi::proto_tree_add_item(parent, proto_id(inner), tvb, start, len, ffi::ENC_NA)
            };
            if let Some(l) = &n.label {
                if let Ok(c) = CString::new(l.as_str()) {
                    // SAFETY: `item` came from proto_tree_add_item (NULL is accepted) and `c` is a live NUL-terminated string, copied by Wireshark.
                    unsafe { ffi::qs_item_append_text(item, c.as_ptr()) };
                }
            }
            // SAFETY: `item` is the item just added (NULL is accepted); the inner protocol's ett is registered.
            let sub = unsafe { ffi::proto_item_add_subtree(item, ett_root(inner)) };
            let end = n.end as usize;
            let mut j = i + 1;
            while j < end {
                // the inner protocol's experts are its own
                // SAFETY: forwarded contract of `emit`, under the subtree just made.
                j = unsafe { node(inner, t, j, tvb, tvb_len, pinfo, sub, room) };
            }
            end.max(i + 1)
        }
        NodeKind::Undecoded => {
            if len > 0 {
                // SAFETY: live pointers of this call; start and length are clamped to the tvb and len > 0.
                unsafe { ffi::qs_call_data(tvb, start, len, pinfo, parent) };
            }
            i + 1
        }
    }
}
