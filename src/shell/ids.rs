//! The ids Wireshark hands out (protocols, hf, ett, expert items) and their registration from the
//! field catalogue and the codec's expert list. Every other shell file reads ids from here; this
//! file imports none of them, so registration order lives in `register.rs` alone.

use super::ffi;
use crate::codec::tree::{Expert, Group, Severity};
use crate::fields::{all, all_of, Base, Field, Kind};
use once_cell::sync::OnceCell;
use std::ffi::{c_int, c_void, CString};
use std::sync::atomic::{AtomicI32, AtomicPtr, Ordering::Relaxed};

/// Wireshark writes the ids into these at registration and they must never move: leaked once.
/// `hf`/`ett` are indexed by field id; `ei` by slot, then by [`Expert::ALL`] position.
pub struct Ids {
    pub hf: &'static [AtomicI32],
    pub ett: &'static [AtomicI32],
    pub ei: [AtomicPtr<ffi::expert_field>; SLOTS],
}

pub const SLOTS: usize = 5;
/// Each registered protocol's slot: its index into the per-protocol tables here, in the C shim
/// (`QS_SLOTS`, the first four) and in `codec::budget`.
pub const SLOT_NQ: usize = 0;
pub const SLOT_QW: usize = 1;
pub const SLOT_Q2: usize = 2;
pub const SLOT_KEX: usize = 3;
/// The demo-file protocol (`qdemo`, src/shell/demo.rs): fields and experts only, no reassembly.
pub const SLOT_DEMO: usize = 4;
/// The filter name (and field catalogue) of each slot.
const FILTERS: [&str; SLOTS] = ["nq", "qw", "q2", "kexlan", "qdemo"];

// the codec's per-family limits are indexed like the shell's slots
const _: () = assert!(
    SLOT_NQ == crate::codec::budget::NQ
        && SLOT_QW == crate::codec::budget::QW
        && SLOT_Q2 == crate::codec::budget::Q2
);
static IDS: OnceCell<Ids> = OnceCell::new();
pub(super) static PROTO: [AtomicI32; SLOTS] = [const { AtomicI32::new(-1) }; SLOTS];
/// The subtree under each protocol item itself.
static ETT_ROOT: [AtomicI32; SLOTS] = [const { AtomicI32::new(-1) }; SLOTS];

pub fn proto_id(slot: usize) -> c_int {
    PROTO[slot].load(Relaxed)
}
pub fn ett_root(slot: usize) -> c_int {
    ETT_ROOT[slot].load(Relaxed)
}
/// The slot of the protocol registered with filter name `filter`.
pub fn slot_of(filter: &str) -> Option<usize> {
    FILTERS[..SLOT_DEMO].iter().position(|f| *f == filter)
}
pub fn ids() -> &'static Ids {
    IDS.get_or_init(|| {
        let n = all().map(|(f, _)| f.0 as usize + 1).max().unwrap_or(0);
        Ids {
            hf: Box::leak((0..n).map(|_| AtomicI32::new(-1)).collect()),
            ett: Box::leak((0..n).map(|_| AtomicI32::new(-1)).collect()),
            ei: [const { AtomicPtr::new(std::ptr::null_mut()) }; SLOTS],
        }
    })
}
/// The hf ids of the fields added inside resolved-state blocks (`fields::resolved_children`),
/// read once after registration.
pub fn resolved_hfs() -> &'static [c_int] {
    static HFS: OnceCell<Vec<c_int>> = OnceCell::new();
    HFS.get_or_init(|| crate::fields::resolved_children().map(hf).collect())
}
/// One bit per field id: whether its items are added under tshark's `-T fields`
/// ([`kept`]), set when a pass starts.
pub fn wanted() -> &'static [std::sync::atomic::AtomicU64] {
    use std::sync::atomic::AtomicU64;
    static BITS: OnceCell<Box<[AtomicU64]>> = OnceCell::new();
    BITS.get_or_init(|| {
        let n = ids().hf.len().div_ceil(64);
        (0..n).map(|_| AtomicU64::new(0)).collect()
    })
}
#[inline]
pub fn is_wanted(f: Field) -> bool {
    let i = f.0 as usize;
    wanted()
        .get(i / 64)
        .is_some_and(|w| w.load(Relaxed) & (1 << (i % 64)) != 0)
}
/// Set for a pass under tshark's `-T fields` (`dissector::refs` reads the command line): items
/// are added only for the fields referred to or printed ([`kept`]).
static FIELDS_ONLY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
pub fn set_fields_only(on: bool) {
    FIELDS_ONLY.store(on, Relaxed);
}
#[inline]
pub fn fields_only() -> bool {
    FIELDS_ONLY.load(Relaxed)
}
/// Whether an item of field `f` is added: always, except under tshark's `-T fields`, where
/// only one of a field that a filter, column, tap or `-e` refers to is, as Wireshark leaves out
/// the items of an invisible tree that nobody refers to (an item left out gives its children
/// to its parent).
#[inline]
pub fn kept(f: Field) -> bool {
    !fields_only() || is_wanted(f)
}
pub fn hf(f: Field) -> c_int {
    ids().hf[f.0 as usize].load(Relaxed)
}
pub fn ett(f: Field) -> c_int {
    ids().ett[f.0 as usize].load(Relaxed)
}
pub fn ei(slot: usize, e: Expert) -> *mut ffi::expert_field {
    let i = Expert::ALL.iter().position(|x| *x == e).unwrap_or(0);
    let base = ids().ei[slot].load(Relaxed);
    if base.is_null() {
        return base;
    }
    // SAFETY: the array has Expert::ALL.len() entries and lives forever
    unsafe { base.add(i) }
}

/// A `'static` C string for a name used again and again (data-source names): each distinct
/// text is leaked once.
pub fn leak_once(s: &str) -> *const std::ffi::c_char {
    use std::collections::HashMap;
    use std::sync::Mutex;
    static NAMES: Mutex<Option<HashMap<String, usize>>> = Mutex::new(None);
    let mut g = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    let map = g.get_or_insert_with(HashMap::new);
    if let Some(&p) = map.get(s) {
        return p as *const std::ffi::c_char;
    }
    let p = leak_cstr(s);
    if map.len() < 64 {
        map.insert(s.to_string(), p as usize);
    }
    p
}

/// A `'static` C string (registration data is kept for the life of the process).
pub fn leak_cstr(s: &str) -> *const std::ffi::c_char {
    CString::new(s).unwrap_or_default().into_raw()
}

/// The Wireshark type (and display, for the types whose display is fixed) of a catalogue kind.
pub fn ftype(k: Kind) -> (ffi::ftenum, c_int) {
    use ffi::*;
    match k {
        Kind::None => (FT_NONE, BASE_NONE as c_int),
        Kind::Flag { bits } => (FT_BOOLEAN, bits as c_int),
        Kind::U8 => (FT_UINT8, 0),
        Kind::U16 => (FT_UINT16, 0),
        Kind::U32 => (FT_UINT32, 0),
        Kind::U64 => (FT_UINT64, 0),
        Kind::I8 => (FT_INT8, 0),
        Kind::I16 => (FT_INT16, 0),
        Kind::I32 => (FT_INT32, 0),
        Kind::I64 => (FT_INT64, 0),
        Kind::F32 => (FT_FLOAT, BASE_NONE as c_int),
        Kind::Str => (FT_STRING, BASE_NONE as c_int),
        Kind::Bytes => (FT_BYTES, BASE_NONE as c_int),
        Kind::Frame => (FT_FRAMENUM, BASE_NONE as c_int),
    }
}

fn display(base: Base) -> c_int {
    (match base {
        Base::Dec => ffi::BASE_DEC,
        Base::Hex => ffi::BASE_HEX,
        Base::DecHex => ffi::BASE_DEC_HEX,
        Base::None => ffi::BASE_NONE,
    }) as c_int
}

fn value_strings(vals: &[(u32, &str)]) -> *const c_void {
    if vals.is_empty() {
        return std::ptr::null();
    }
    let mut v: Vec<ffi::value_string> = vals
        .iter()
        .map(|(k, n)| ffi::value_string {
            value: *k,
            strptr: leak_cstr(n),
        })
        .collect();
    v.push(ffi::value_string {
        value: 0,
        strptr: std::ptr::null(),
    });
    Box::leak(v.into_boxed_slice()).as_ptr() as *const c_void
}

/// Registers the fields of catalogue `name` under protocol `proto`, one ett per field, the
/// protocol's own subtree and its expert items (`<name>.<suffix>`).
///
/// # Safety
/// Must run once per catalogue, from Wireshark's protocol registration.
pub unsafe fn register_fields(slot: usize, name: &str, proto: c_int) {
    let ids = ids();
    let mut hfs: Vec<ffi::hf_register_info> = Vec::new();
    let mut etts: Vec<*mut c_int> = vec![ETT_ROOT[slot].as_ptr()];
    for (f, d) in all_of(name) {
        let (ft, mut disp) = ftype(d.kind);
        if disp == 0 {
            disp = display(d.base);
        }
        let strings = match d.kind {
            // SAFETY: returns a pointer to a static true_false_string in the shim.
            Kind::Flag { .. } => unsafe { ffi::qs_tfs_set_notset() },
            _ => value_strings(d.vals),
        };
        // SAFETY: header_field_info is plain C data; all-zero is a valid start (as HFILL).
        let mut info: ffi::header_field_info = unsafe { std::mem::zeroed() };
        info.name = leak_cstr(d.name);
        info.abbrev = leak_cstr(d.abbrev);
        info.type_ = ft;
        info.display = disp;
        info.strings = strings;
        info.bitmask = d.mask;
        info.blurb = leak_cstr(d.blurb);
        info.id = -1;
        info.same_name_prev_id = -1;
        hfs.push(ffi::hf_register_info {
            p_id: ids.hf[f.0 as usize].as_ptr(),
            hfinfo: info,
        });
        etts.push(ids.ett[f.0 as usize].as_ptr());
    }
    let hfs = Box::leak(hfs.into_boxed_slice());
    let etts = Box::leak(etts.into_boxed_slice());
    // SAFETY: the arrays are leaked ('static) as Wireshark requires.
    unsafe {
        ffi::proto_register_field_array(proto, hfs.as_mut_ptr(), hfs.len() as c_int);
        ffi::proto_register_subtree_array(etts.as_ptr(), etts.len() as c_int);
    }

    let ei: &'static mut [ffi::expert_field] = Box::leak(
        (0..Expert::ALL.len())
            .map(|_| ffi::expert_field { ei: -1, hf: -1 })
            .collect(),
    );
    let mut eis: Vec<ffi::ei_register_info> = Vec::new();
    for (i, e) in Expert::ALL.iter().enumerate() {
        let (suffix, summary, sev, group) = e.info();
        // SAFETY: plain C data; zero is EXPFILL's value for the fields Wireshark fills in.
        let mut info: ffi::expert_field_info = unsafe { std::mem::zeroed() };
        info.name = leak_cstr(&format!("{name}.{suffix}"));
        info.summary = leak_cstr(summary);
        info.severity = match sev {
            Severity::Chat => ffi::PI_CHAT,
            Severity::Note => ffi::PI_NOTE,
            Severity::Warn => ffi::PI_WARN,
            Severity::Error => ffi::PI_ERROR,
        } as c_int;
        info.group = match group {
            Group::Malformed => ffi::PI_MALFORMED,
            Group::Protocol => ffi::PI_PROTOCOL,
            Group::Sequence => ffi::PI_SEQUENCE,
            Group::Undecoded => ffi::PI_UNDECODED,
        } as c_int;
        info.id = -1;
        info.hf_info.p_id = std::ptr::null_mut();
        info.hf_info.hfinfo.id = -1;
        info.hf_info.hfinfo.same_name_prev_id = -1;
        eis.push(ffi::ei_register_info {
            ids: &mut ei[i],
            eiinfo: info,
        });
    }
    ids.ei[slot].store(ei.as_mut_ptr(), Relaxed);
    let eis = Box::leak(eis.into_boxed_slice());
    // SAFETY: called once at registration; the arrays are leaked (never move, never freed) and their strings 'static.
    unsafe {
        let m = ffi::expert_register_protocol(proto);
        ffi::expert_register_field_array(m, eis.as_mut_ptr(), eis.len() as c_int);
    }
}
