//! Turns a codec [`Tree`] into Wireshark items.

use super::ffi;
use super::ids::kept;
use super::ids::{ei, ett, ett_root, hf, proto_id, slot_of};
use crate::codec::tree::{Expert, NodeKind, Tree, Value};
use crate::fields::Kind;
use std::cell::RefCell;
use std::ffi::{c_char, c_int};

thread_local! {
    /// One reusable buffer for the NUL-terminated copies of strings and labels: epan copies
    /// what it is given, so no allocation per item is needed.
    static BUF: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` with `s` as a C string (None when `s` has an interior NUL, which C cannot carry).
pub(super) fn with_cstr<T>(s: &str, f: impl FnOnce(Option<*const c_char>) -> T) -> T {
    BUF.with(|b| {
        let mut b = b.borrow_mut();
        b.clear();
        if s.as_bytes().contains(&0) {
            drop(b);
            return f(None);
        }
        b.extend_from_slice(s.as_bytes());
        b.push(0);
        f(Some(b.as_ptr().cast()))
    })
}

/// Appends a node's label to the item made for it.
///
/// # Safety
/// `item` is NULL or an item epan returned for the packet being dissected.
unsafe fn append_label(item: *mut ffi::proto_item, label: Option<&str>) {
    if let Some(l) = label {
        with_cstr(l, |c| {
            if let Some(c) = c {
                // SAFETY: `item` per the contract (epan ignores NULL); the text is NUL-terminated and copied.
                unsafe { ffi::qs_item_append_text(item, c) };
            }
        });
    }
}

/// A label's address and length for the shim (null for none, or for a label C cannot carry).
fn label_parts(label: Option<&str>) -> (*const c_char, usize) {
    match label.filter(|x| !x.as_bytes().contains(&0)) {
        Some(l) => (l.as_ptr().cast(), l.len()),
        None => (std::ptr::null(), 0),
    }
}

/// What emission needs of a field, by field id: its bit mask if it is a flag bit of a word (a
/// `Kind::Flag` with a mask, else 0) and its Wireshark type (the shim adds by type without
/// asking epan's registrar for each item).
struct FieldFacts {
    mask: Vec<u64>,
    ft: Vec<c_int>,
}

fn facts() -> &'static FieldFacts {
    static FACTS: once_cell::sync::OnceCell<FieldFacts> = once_cell::sync::OnceCell::new();
    FACTS.get_or_init(|| {
        let n = crate::fields::all()
            .map(|(f, _)| f.0 as usize + 1)
            .max()
            .unwrap_or(0);
        let mut m = FieldFacts {
            mask: vec![0; n],
            ft: vec![ffi::FT_NONE as c_int; n],
        };
        for (f, d) in crate::fields::all() {
            let i = f.0 as usize;
            if matches!(d.kind, Kind::Flag { .. }) {
                m.mask[i] = d.mask;
            }
            m.ft[i] = super::ids::ftype(d.kind).0 as c_int;
        }
        m
    })
}

/// Whether a flag bit that is clear in `value` is left out: by default a flags word shows the
/// bits that are set only (its label names them), so the bit's field is present exactly where
/// the bit is set; the protocol's `show_unset_bits` preference adds every bit.
fn clear_bit_hidden(slot: usize, facts: &FieldFacts, f: crate::fields::Field, value: u64) -> bool {
    let mask = facts.mask.get(f.0 as usize).copied().unwrap_or(0);
    // SAFETY: reads a preference value; no pointers involved.
    mask != 0 && value & mask == 0 && unsafe { ffi::qs_show_unset_bits(slot as i32) } == 0
}

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
        NodeKind::Field(f, Value::U(x)) if clear_bit_hidden(slot, facts(), *f, *x) => {
            room.left += 1;
            (n.end as usize).max(i + 1)
        }
        NodeKind::Field(f, _) if !kept(*f) => {
            // its children go to the parent
            room.left += 1;
            let end = (n.end as usize).max(i + 1);
            let mut j = i + 1;
            while j < end {
                // SAFETY: forwarded contract of `emit`.
                j = unsafe { node(slot, t, j, tvb, tvb_len, pinfo, parent, room) };
            }
            end
        }
        NodeKind::Flags(f, _, bits) if !kept(*f) && !bits.iter().any(|b| kept(*b)) => {
            room.left += 1;
            i + 1
        }
        NodeKind::Field(f, v) => {
            let (mut u, mut s, mut d) = (0u64, 0i64, 0f64);
            let mut text: Option<&str> = None;
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
                Value::Str(x) => text = Some(x),
                Value::None => {}
            }
            let ft = facts().ft.get(f.0 as usize).copied().unwrap_or(0);
            // the label by address and length: the shim copies it (no NUL-terminated copy here)
            let (lp, ll) = label_parts(n.label.as_deref());
            let add = |sp: *const c_char| {
                // SAFETY: pointers come from Wireshark; the span is within the tvb; `sp` is null
                // or NUL-terminated, `lp` null or `ll` readable bytes; epan copies both.
                unsafe {
                    ffi::qs_add_labelled(
                        parent,
                        hf(*f),
                        ft,
                        tvb,
                        start,
                        len,
                        u,
                        s,
                        d,
                        sp,
                        n.generated as i32,
                        lp,
                        ll,
                    )
                }
            };
            let item = match text {
                None => add(std::ptr::null()),
                Some(x) => with_cstr(x, |c| add(c.unwrap_or(std::ptr::null()))),
            };
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
        NodeKind::Flags(f, v, bits) => {
            let u = v.as_u64().unwrap_or(0);
            let g = n.generated as i32;
            // the bits' ids on the stack: the word and its bits go to epan in one call. A bit
            // that is clear is left out unless the preference asks for it (the word's value and
            // label still say it); multi-bit fields (a colour, a count) are values, always shown.
            let facts = facts();
            let mut ids = [0 as std::ffi::c_int; 64];
            let mut booleans = 0u64;
            let mut nb = 0;
            for b in bits.iter() {
                if nb == ids.len() {
                    break;
                }
                if clear_bit_hidden(slot, facts, *b, u) {
                    continue;
                }
                let flag = facts.ft.get(b.0 as usize) == Some(&(ffi::FT_BOOLEAN as c_int));
                booleans |= (flag as u64) << nb;
                ids[nb] = hf(*b);
                nb += 1;
            }
            // one item per bit besides the word's own
            room.left = room.left.saturating_sub(nb);
            // the set bits' names (codec::tree::set_bits)
            let (lp, ll) = label_parts(n.label.as_deref());
            // SAFETY: pointers come from Wireshark; the span is within the tvb; `ids` holds
            // `nb` registered ids, `booleans` marks the FT_BOOLEAN ones; `lp` is null or `ll`
            // readable bytes, copied.
            unsafe {
                ffi::qs_add_flags(
                    parent,
                    hf(*f),
                    ett(*f),
                    ids.as_ptr(),
                    booleans,
                    nb as i32,
                    tvb,
                    start,
                    len,
                    u,
                    g,
                    lp,
                    ll,
                )
            };
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
            // SAFETY: `item` is the item just added (or NULL).
            unsafe { append_label(item, n.label.as_deref()) };
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
        NodeKind::Expert(e, msg) => {
            with_cstr(msg, |c| {
                if let Some(c) = c {
                    // SAFETY: live Wireshark pointers, span within the tvb, text copied by epan.
                    unsafe { ffi::qs_add_expert(parent, pinfo, ei(slot, *e), tvb, start, len, c) };
                }
            });
            i + 1
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

/// Sets the Protocol and Info columns: `proto` when the codec named the dialect ("NQ/15"),
/// else the protocol's short name.
pub(super) fn set_columns(
    pinfo: *mut ffi::packet_info,
    short: &'static std::ffi::CStr,
    proto: &str,
    info: &str,
) {
    // the dialect's name on the stack (a few bytes; no allocation per packet)
    let mut p = [0u8; 24];
    let proto = if !proto.is_empty() && proto.len() < p.len() && !proto.as_bytes().contains(&0) {
        p[..proto.len()].copy_from_slice(proto.as_bytes());
        p.as_ptr().cast()
    } else {
        short.as_ptr()
    };
    with_cstr(info, |info| {
        let info = info.unwrap_or(c"".as_ptr());
        // SAFETY: both strings are NUL-terminated and alive across the call (the shim copies
        // them with col_add_str); `pinfo` is the live packet's.
        unsafe { ffi::qs_set_columns(pinfo, proto, info) };
    });
}
