//! The entry points every protocol family shares: heuristic, port (taken from a built-in
//! dissector by a preference), conversation, Decode As, two-pass bookkeeping and reassembly.
//! A family only says how it recognises its traffic ([`Family`]).

use super::emit::{emit, Room};
use super::guard::guard;
use super::ids::{ett_root, proto_id, SLOT_KEX, SLOT_Q2};
use super::servers::endpoints;
use super::{abi, ffi};
use crate::codec::conversation::Resolved;
use crate::codec::{kexlan, q2};
use crate::codec::{Conversation, Conversations, Datagram, Output, Want};
use crate::fields::{Field, ResolvedSet};
use std::ffi::{c_int, c_void, CStr};
use std::sync::atomic::{AtomicPtr, Ordering::Relaxed};

/// Static description of one registered protocol.
pub struct Desc {
    /// Index into the per-protocol tables (0..4, also the C shim's slot).
    pub slot: usize,
    pub name: &'static CStr,
    pub short: &'static CStr,
    /// Filter name; also the name of its field catalogue.
    pub filter: &'static CStr,
    pub heur_name: &'static CStr,
    pub heur_title: &'static CStr,
    /// The well-known port taken from a built-in dissector (0: none).
    pub port: u32,
    pub pref_name: &'static CStr,
    pub pref_title: &'static CStr,
    pub pref_desc: &'static CStr,
    /// The 11 reassembly fields (fragments, fragment, overlap, overlap conflict, multiple tails,
    /// too long, error, count, reassembled in, reassembled length, reassembled data).
    pub reasm: Option<[Field; 11]>,
}

pub type Sessions<S> = std::thread::LocalKey<std::cell::RefCell<Conversations<S>>>;

/// One protocol family as the shell sees it.
pub trait Family: 'static {
    type S: Conversation;
    const DESC: Desc;
    fn sessions() -> &'static Sessions<Self::S>;
    /// Strict recognition, on any port.
    fn heuristic(b: &[u8]) -> bool;
    /// On our port or by Decode As: ours, or the built-in dissector's? `known`: the conversation
    /// already has a session of ours.
    fn on_port(b: &[u8], known: bool) -> bool;
    /// Another family's dissector that should take this datagram (its slot, never this
    /// family's own), e.g. NetQuake spoken on the QuakeWorld port.
    fn divert(_b: &[u8], _pinfo: *mut ffi::packet_info) -> Option<usize> {
        None
    }
    /// [`Family::heuristic`] where what the capture already proved matters too (QuakeWorld and
    /// Quake II: a line both speak, to a server an earlier reply proved Quake II's).
    fn heuristic_at(b: &[u8], _pinfo: *mut ffi::packet_info) -> bool {
        Self::heuristic(b)
    }
}

/// The conversation dissector of each slot (what a session's conversation is bound to).
static HANDLE: [AtomicPtr<ffi::dissector_handle>; 4] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; 4];
/// The handle on our port (hands what is not ours to the built-in dissector).
static PORT_HANDLE: [AtomicPtr<ffi::dissector_handle>; 4] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; 4];
/// The built-in dissector the port had before we took it.
static BUILTIN: [AtomicPtr<ffi::dissector_handle>; 4] =
    [const { AtomicPtr::new(std::ptr::null_mut()) }; 4];

/// Packet token: session index and record index, both + 1 so that 0 means "none".
fn pack(session: usize, record: usize) -> usize {
    ((session + 1) << 32) | (record + 1)
}
fn unpack(tok: usize) -> Option<(usize, usize)> {
    let (s, r) = (tok >> 32, tok & 0xffff_ffff);
    (s > 0 && r > 0).then(|| (s - 1, r - 1))
}

unsafe extern "C" fn cleanup<F: Family>() {
    guard((), || {
        F::sessions().with(|s| s.borrow_mut().clear());
        // SAFETY: only empties the shim's remembered conversation lookups.
        unsafe { ffi::qs_conversations_changed() };
        tokens::clear();
        crate::codec::intern::clear();
        crate::codec::framelist::clear_rebuilt();
        crate::codec::q2::state::clear_ps_cache();
        super::servers::forget_servers();
        super::taps::clear();
    })
}

/// Each frame's conversation, by frame number: 2 bytes a frame in one vector, where
/// Wireshark's packet data costs a list node and a record per packet (about 50 bytes). The
/// record is found in the conversation by its frame number (`Conversation::record_of`). A
/// frame holds one slot's conversation; another slot's (rare), or a conversation index past
/// 2^30, goes to Wireshark's packet data as a whole token (conversation and record, `pack`).
mod tokens {
    use std::cell::RefCell;

    /// A frame's entry: no conversation.
    const NONE: u16 = 0;
    /// A frame's entry: its token is in `Table::wide` (a conversation index past 16381: a
    /// flood of conversations).
    const WIDE: u16 = u16::MAX;

    /// Frames per chunk of `Table::small`: the table grows by a chunk at a time (growing a
    /// vector by a quarter left a fifth of it unused on average).
    const CHUNK: usize = 4096;

    #[derive(Default)]
    struct Table {
        /// Per frame, in chunks of CHUNK frames: NONE, WIDE, or the token
        /// (slot << 14 | conversation + 1).
        small: Vec<Box<[u16; CHUNK]>>,
        /// (frame, token: slot << 30 | conversation + 1) of WIDE frames, sorted.
        wide: Vec<(u32, u32)>,
    }

    impl Table {
        /// The frame's token (slot << 30 | conversation + 1), 0 if none.
        fn get(&self, frame: u32) -> u32 {
            let i = frame as usize;
            let v = self.small.get(i / CHUNK).map_or(NONE, |c| c[i % CHUNK]);
            match v {
                NONE => 0,
                WIDE => self
                    .wide
                    .binary_search_by_key(&frame, |w| w.0)
                    .map_or(0, |k| self.wide[k].1),
                v => (v as u32 >> 14) << 30 | (v as u32 & 0x3fff),
            }
        }
        fn put(&mut self, frame: u32, v: u32) {
            let i = frame as usize;
            while self.small.len() <= i / CHUNK {
                self.small.push(Box::new([NONE; CHUNK]));
            }
            let (slot, conv) = (v >> 30, v & 0x3fff_ffff);
            let short = (slot << 14 | conv) as u16;
            let fits = conv < 0x3fff && short != WIDE;
            let w = self.wide.binary_search_by_key(&frame, |w| w.0);
            match (fits, w) {
                (true, Ok(k)) => {
                    self.wide.remove(k);
                }
                (true, Err(_)) => {}
                (false, Ok(k)) => self.wide[k].1 = v,
                (false, Err(k)) => self.wide.insert(k, (frame, v)),
            }
            self.small[i / CHUNK][i % CHUNK] = if fits { short } else { WIDE };
        }
    }

    thread_local! {
        static TOKENS: RefCell<Table> = const {
            RefCell::new(Table {
                small: Vec::new(),
                wide: Vec::new(),
            })
        };
    }

    /// Conversations below this index fit beside the slot.
    const MAX: usize = (1 << 30) - 1;

    pub fn clear() {
        TOKENS.with(|t| *t.borrow_mut() = Table::default());
    }

    /// The conversation index this frame has in `slot`'s table, if it is in ours.
    pub fn get(frame: u32, slot: usize) -> Option<usize> {
        let v = TOKENS.with(|t| t.borrow().get(frame));
        (v != 0 && (v >> 30) as usize == slot).then(|| (v & MAX as u32) as usize - 1)
    }

    /// Notes that `frame` belongs to conversation `session` of `slot`; false when it cannot
    /// be kept here (the caller keeps it in Wireshark's packet data).
    pub fn set(frame: u32, slot: usize, session: usize) -> bool {
        if session >= MAX {
            return false;
        }
        TOKENS.with(|t| {
            let mut t = t.borrow_mut();
            // what nearly every frame is: a small token into its chunk, which holds none yet or
            // this slot's (no entry in `wide` to keep in step)
            let i = frame as usize;
            let conv = (session + 1) as u32;
            if conv < 0x3fff {
                if let Some(c) = t.small.get_mut(i / CHUNK) {
                    let cur = c[i % CHUNK];
                    if cur == NONE || (cur != WIDE && (cur >> 14) as usize == slot) {
                        c[i % CHUNK] = ((slot as u32) << 14 | conv) as u16;
                        return true;
                    }
                }
            }
            let cur = t.get(frame);
            if cur == 0 || (cur >> 30) as usize == slot {
                t.put(frame, (slot as u32) << 30 | conv);
                true
            } else {
                false
            }
        })
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn tokens_of_few_and_of_many_conversations() {
            super::clear();
            // a few conversations interleaved, then a flood of one-frame conversations
            for f in 1..5000u32 {
                let (slot, s) = if f < 3000 {
                    ((f % 3) as usize, (f % 7) as usize)
                } else {
                    (1, f as usize * 10)
                };
                assert!(super::set(f, slot, s));
            }
            for f in 1..5000u32 {
                let (slot, s) = if f < 3000 {
                    ((f % 3) as usize, (f % 7) as usize)
                } else {
                    (1, f as usize * 10)
                };
                assert_eq!(super::get(f, slot), Some(s), "frame {f}");
                assert_eq!(super::get(f, (slot + 1) % 4), None);
            }
            assert_eq!(super::get(0, 0), None);
            assert_eq!(super::get(9999, 1), None);
            // another slot's conversation is not kept here; the same slot's replaces it
            assert!(!super::set(10, 2, 5));
            assert!(super::set(10, 1, 4000));
            assert_eq!(super::get(10, 1), Some(4000));
            assert!(super::set(4000, 1, 1));
            assert_eq!(super::get(4000, 1), Some(1));
            super::clear();
        }
    }
}

unsafe extern "C" fn apply_prefs<F: Family>() {
    // SAFETY: called by Wireshark when preferences change; the shim's preference statics are plain values.
    guard((), || unsafe {
        take_port::<F>(ffi::qs_port_pref(F::DESC.slot as c_int) != 0);
        apply_limit::<F>();
    })
}

/// The state memory limit (`codec::budget`) from the preference, in MiB.
unsafe fn apply_limit<F: Family>() {
    if F::DESC.port != 0 {
        // SAFETY: reads a static of the C shim; no pointers involved.
        let mib = unsafe { ffi::qs_limit_pref(F::DESC.slot as c_int) } as usize;
        crate::codec::budget::set_state_limit(F::DESC.slot, mib << 20);
    }
}

unsafe fn take_port<F: Family>(on: bool) {
    let d = &F::DESC;
    let ours = PORT_HANDLE[d.slot].load(Relaxed);
    let builtin = BUILTIN[d.slot].load(Relaxed);
    if d.port == 0 || ours.is_null() {
        return;
    }
    // SAFETY: `ours`/`builtin` are handles Wireshark created and never frees; the table name is a static C string.
    unsafe {
        if on {
            ffi::dissector_add_uint(c"udp.port".as_ptr(), d.port, ours);
        } else if !builtin.is_null() {
            ffi::dissector_add_uint(c"udp.port".as_ptr(), d.port, builtin);
        } else {
            ffi::dissector_delete_uint(c"udp.port".as_ptr(), d.port, ours);
        }
    }
}

/// Protocol registration (after the fields): preference, cleanup, conversation dissector.
pub unsafe fn register<F: Family>() {
    let d = &F::DESC;
    let proto = proto_id(d.slot);
    // SAFETY: called once from register_protoinfo; every pointer handed over is 'static (C-string literals, the generic callbacks) and the proto id was just registered.
    unsafe {
        if d.port != 0 {
            ffi::qs_register_port_pref(
                d.slot as c_int,
                proto,
                d.pref_name.as_ptr(),
                d.pref_title.as_ptr(),
                d.pref_desc.as_ptr(),
                1,
                Some(apply_prefs::<F>),
            );
            ffi::qs_register_limit_pref(
                d.slot as c_int,
                c"state_limit_mib".as_ptr(),
                c"State memory limit per conversation (MiB)".as_ptr(),
                c"Protocol state (baselines, precache lists, entity frames) a conversation may retain for two-pass and random-access dissection: this many MiB plus 256 bytes per byte it has received. Beyond it the state is frozen and each later packet carries a 'limit' expert item. Real sessions need far less; raise it only if that expert appears on a genuine capture.".as_ptr(),
                (crate::codec::budget::DEFAULT_STATE_LIMIT >> 20) as std::ffi::c_uint,
            );
            apply_limit::<F>();
        }
        ffi::qs_register_unset_bits_pref(d.slot as c_int, proto);
        if d.slot <= super::ids::SLOT_Q2 {
            ffi::qs_register_resolved_pref(d.slot as c_int);
        }
        ffi::register_cleanup_routine(Some(cleanup::<F>));
        let h = ffi::register_dissector(d.filter.as_ptr(), Some(dissect_conversation::<F>), proto);
        HANDLE[d.slot].store(h, Relaxed);
        if let Some(fields) = d.reasm {
            register_reassembly(d.slot, fields);
        }
    }
}

pub unsafe fn handoff<F: Family>() {
    let d = &F::DESC;
    let proto = proto_id(d.slot);
    // SAFETY: called once from register_handoff, after every protocol and table exists; names are 'static C strings.
    unsafe {
        let port_handle = ffi::create_dissector_handle(Some(dissect_port::<F>), proto);
        PORT_HANDLE[d.slot].store(port_handle, Relaxed);
        if d.port != 0 {
            let table = ffi::find_dissector_table(c"udp.port".as_ptr());
            BUILTIN[d.slot].store(ffi::dissector_get_uint_handle(table, d.port), Relaxed);
        }
        ffi::heur_dissector_add(
            c"udp".as_ptr(),
            Some(dissect_heur::<F>),
            d.heur_title.as_ptr(),
            d.heur_name.as_ptr(),
            proto,
            ffi::HEURISTIC_ENABLE,
        );
        ffi::dissector_add_for_decode_as(c"udp.port".as_ptr(), port_handle);
        take_port::<F>(ffi::qs_port_pref(d.slot as c_int) != 0);
    }
}

/// The captured bytes; valid for the duration of the dissector call.
unsafe fn bytes<'a>(tvb: *mut ffi::tvbuff_t) -> &'a [u8] {
    // SAFETY: `tvb` is the live tvb of the current dissector call; tvb_get_ptr returns `len` contiguous captured bytes that stay valid (and unmodified) for the rest of the call, which outlives the slice's use.
    unsafe {
        let len = ffi::tvb_captured_length(tvb) as usize;
        if len == 0 {
            return &[];
        }
        let p = ffi::tvb_get_ptr(tvb, 0, len as c_int);
        std::slice::from_raw_parts(p, len)
    }
}

/// Whether this packet's conversation has sessions of the families in slots `a` and `b` (one
/// conversation lookup).
pub unsafe fn has_sessions(pinfo: *mut ffi::packet_info, a: usize, b: usize) -> (bool, bool) {
    let (mut x, mut y) = (0, 0);
    // SAFETY: `pinfo` is the live packet_info of the current call; the shim only reads its
    // conversation and writes the two local integers.
    unsafe { ffi::qs_conversation_tokens2(pinfo, proto_id(a), proto_id(b), &mut x, &mut y) };
    (x != 0, y != 0)
}

/// Whether this packet's conversation has a session of the family in `slot`.
pub unsafe fn has_session(pinfo: *mut ffi::packet_info, slot: usize) -> bool {
    // SAFETY: `pinfo` is the live packet_info of the current call; the shim only reads its conversation.
    unsafe { ffi::qs_conversation_token(pinfo, proto_id(slot)) != 0 }
}

unsafe fn call_slot(
    slot: usize,
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    data: *mut c_void,
) -> c_int {
    let h = HANDLE
        .get(slot)
        .map_or(std::ptr::null_mut(), |h| h.load(Relaxed));
    if h.is_null() {
        return 0;
    }
    // SAFETY: `h` is a registered dissector handle (non-null, checked) and the other pointers come straight from Wireshark for this call.
    unsafe { ffi::call_dissector_only(h, tvb, pinfo, tree, data) }
}

unsafe extern "C" fn dissect_heur<F: Family>(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    _data: *mut c_void,
) -> abi::HeurReturn {
    // SAFETY: Wireshark calls this with live tvb/pinfo/tree pointers for the duration of the call; the closure only passes them on.
    guard(abi::HEUR_REJECT, || unsafe {
        // a conversation looked up for an earlier call is not this one's
        ffi::qs_conversation_forget();
        let b = bytes(tvb);
        if !F::heuristic_at(b, pinfo) {
            return abi::HEUR_REJECT;
        }
        dissect::<F>(tvb, b, pinfo, tree);
        abi::HEUR_ACCEPT
    })
}

/// Our port (and Decode As): ours when it looks like ours, else the built-in dissector's.
unsafe extern "C" fn dissect_port<F: Family>(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    data: *mut c_void,
) -> c_int {
    // SAFETY: as for dissect_heur: live pointers from Wireshark, `builtin` a handle Wireshark owns.
    guard(0, || unsafe {
        // a conversation looked up for an earlier call is not this one's
        ffi::qs_conversation_forget();
        let b = bytes(tvb);
        match route::<F>(b, pinfo) {
            Route::Own => return dissect::<F>(tvb, b, pinfo, tree),
            Route::Slot(slot) => return call_slot(slot, tvb, pinfo, tree, data),
            Route::Ask => {}
        }
        if F::on_port(b, has_session(pinfo, F::DESC.slot)) {
            return dissect::<F>(tvb, b, pinfo, tree);
        }
        let builtin = BUILTIN[F::DESC.slot].load(Relaxed);
        if !builtin.is_null() {
            return ffi::call_dissector_only(builtin, tvb, pinfo, tree, data);
        }
        0
    })
}

/// Conversations we set up (after a heuristic hit, or a port handed out in the protocol).
unsafe extern "C" fn dissect_conversation<F: Family>(
    tvb: *mut ffi::tvbuff_t,
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
    data: *mut c_void,
) -> c_int {
    // SAFETY: as for dissect_heur: live pointers from Wireshark for this call.
    guard(0, || unsafe {
        // a conversation looked up for an earlier call is not this one's
        ffi::qs_conversation_forget();
        let b = bytes(tvb);
        match route::<F>(b, pinfo) {
            Route::Slot(slot) => call_slot(slot, tvb, pinfo, tree, data),
            Route::Own | Route::Ask => dissect::<F>(tvb, b, pinfo, tree),
        }
    })
}

enum Route {
    /// This family decoded the datagram in the first pass: it is its own in every pass.
    Own,
    /// Another family's dissector takes it.
    Slot(usize),
    /// Content and conversation do not decide (the port entry point then asks `on_port`).
    Ask,
}

/// Quake II and KEX LAN take a conversation that another family (NetQuake, QuakeWorld, in slot
/// `from`) holds when a datagram is theirs beyond doubt: their strict heuristics (`connect 34 …`,
/// `challenge <n>`, a verified Q2 stream; KEX framing with its handshake, acks or lobby, or a
/// lone game segment carrying a verified Q2 stream). A Q2 server on another port whose client's
/// first `getchallenge` went to QuakeWorld is then Q2 from its `challenge` on. Q2 → KEX is
/// `Q2::divert`'s, which knows the Q2 session.
fn takeover(from: usize, b: &[u8]) -> Option<usize> {
    if from == SLOT_Q2 || from == SLOT_KEX {
        None
    } else if q2::looks_like(b) {
        Some(SLOT_Q2)
    } else if kexlan::surely(b) {
        Some(SLOT_KEX)
    } else {
        None
    }
}

/// Where a datagram reaching family `F`'s port or conversation goes: a family that takes a
/// conversation by content ([`takeover`]: Quake II, KEX LAN) gets it, and the conversation from
/// this frame on; else `F::divert` decides.
unsafe fn route<F: Family>(b: &[u8], pinfo: *mut ffi::packet_info) -> Route {
    // SAFETY: reads of the live `pinfo` through the shim.
    let visited = unsafe { ffi::qs_visited(pinfo) } != 0;
    // SAFETY: reads our own packet data of the live `pinfo`.
    if visited && unsafe { ffi::qs_packet_token(pinfo, proto_id(F::DESC.slot)) } != 0 {
        return Route::Own;
    }
    if let Some(slot) = takeover(F::DESC.slot, b) {
        if slot == SLOT_Q2 {
            // the server is remembered, so that the next conversation's `getchallenge` or
            // `status` to it is Q2 at once
            // SAFETY: `pinfo` is live.
            unsafe { super::servers::note_server(b, pinfo) };
        }
        // SAFETY: `pinfo` is live.
        unsafe { hand_over(pinfo, slot) };
        return Route::Slot(slot);
    }
    match F::divert(b, pinfo) {
        Some(slot) => Route::Slot(slot),
        None => Route::Ask,
    }
}

/// Binds this packet's conversation to `slot`'s dissector from this frame on (first pass only;
/// earlier frames keep theirs, so every pass routes each frame alike).
pub unsafe fn hand_over(pinfo: *mut ffi::packet_info, slot: usize) {
    let h = HANDLE
        .get(slot)
        .map_or(std::ptr::null_mut(), |h| h.load(Relaxed));
    // SAFETY: reads of the live `pinfo`; `h` is a handle we registered (checked non-null).
    unsafe {
        if !h.is_null() && ffi::qs_visited(pinfo) == 0 {
            ffi::qs_take_conversation(pinfo, h);
        }
    }
}

/// What filters, columns and output fields refer to, as of the pass a frame belongs to.
#[derive(Clone, Copy)]
pub struct Refs {
    /// Any of our fields or protocols.
    any: bool,
    /// The fields added inside resolved-state blocks (`fields::resolved_children`) that are.
    resolved: ResolvedSet,
}

/// [`Refs`] for `frame`: recomputed when the frame numbers start again (a new pass or a new
/// filter in the GUI start at frame 1; random access goes back). References are set before a
/// pass starts and never cleared within it. A frame that two of our dissectors see (a diverted
/// datagram) is not scanned again.
pub fn refs(frame: u32) -> Refs {
    use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64};
    static LAST: AtomicU32 = AtomicU32::new(u32::MAX);
    static ANY: AtomicBool = AtomicBool::new(true);
    static RESOLVED: [AtomicU64; 4] = [const { AtomicU64::new(0) }; 4];
    if frame < LAST.swap(frame, Relaxed) || frame <= 1 {
        let ids = super::ids::ids();
        let protos: Vec<c_int> = (0..4).map(proto_id).collect();
        let resolved = super::ids::resolved_hfs();
        // SAFETY: the arrays are alive for the calls and hold `len` ints (`AtomicI32` has the
        // layout of `i32`); the shim only reads registered field info.
        let any = unsafe {
            ffi::qs_any_referenced(ids.hf.as_ptr().cast(), ids.hf.len() as c_int) != 0
                || ffi::qs_any_referenced(protos.as_ptr(), protos.len() as c_int) != 0
        };
        // each child apart: a block gets only the children referred to
        let mut res = ResolvedSet::EMPTY;
        for (i, hf) in resolved.iter().enumerate() {
            // SAFETY: as above, one int.
            if unsafe { ffi::qs_any_referenced(hf, 1) } != 0 {
                res.insert_position(i);
            }
        }
        let cmd = cmdline();
        if cmd.fields {
            // the fields an item is kept for: referred to, or printed
            let mut printed_ours = false;
            for (w, word) in super::ids::wanted().iter().enumerate() {
                let mut v = 0u64;
                for b in 0..64 {
                    let i = w * 64 + b;
                    let Some(h) = ids.hf.get(i) else { break };
                    let h = h.load(Relaxed);
                    let printed = cmd.printed.contains(&(i as u16));
                    printed_ours |= printed;
                    // SAFETY: as above, one int.
                    if printed || unsafe { ffi::qs_any_referenced(&h, 1) } != 0 {
                        v |= 1 << b;
                    }
                }
                word.store(v, Relaxed);
            }
            super::ids::set_fields_only(true);
            ANY.store(any || printed_ours || cmd.printed_proto, Relaxed);
        } else {
            super::ids::set_fields_only(false);
            ANY.store(any, Relaxed);
        }
        for (a, w) in RESOLVED.iter().zip(res.words()) {
            a.store(w, Relaxed);
        }
    }
    Refs {
        any: ANY.load(Relaxed),
        resolved: ResolvedSet::from_words(RESOLVED.each_ref().map(|a| a.load(Relaxed))),
    }
}

/// Which of the resolved-state blocks' children `slot`'s datagram gets (`Want::resolved`): all
/// when the protocol's `resolved_fields` preference is on (for KEX LAN's Quake II, q2's; for a
/// demo file, any of the three), else those a filter, column or output field refers to (`refs`:
/// its frame's).
pub fn resolved_wanted(slot: usize, refs: Refs) -> Resolved {
    use super::ids::{SLOT_KEX, SLOT_NQ, SLOT_Q2, SLOT_QW};
    let pref = |s: usize| {
        // SAFETY: reads a preference value; no pointers involved.
        unsafe { ffi::qs_resolved_fields(s as c_int) != 0 }
    };
    let on = match slot {
        SLOT_NQ | SLOT_QW | SLOT_Q2 => pref(slot),
        SLOT_KEX => pref(SLOT_Q2),
        _ => [SLOT_NQ, SLOT_QW, SLOT_Q2].into_iter().any(pref),
    };
    if on {
        return Resolved::All;
    }
    let set = refs.resolved.union(printed_resolved());
    if set.is_empty() {
        Resolved::None
    } else {
        Resolved::Only(set)
    }
}

/// The resolved-state fields tshark's command line asks to print (`-e`; see [`cmdline`]).
fn printed_resolved() -> ResolvedSet {
    use once_cell::sync::OnceCell;
    static PRINTED: OnceCell<ResolvedSet> = OnceCell::new();
    *PRINTED.get_or_init(|| {
        let mut set = ResolvedSet::EMPTY;
        for &f in &cmdline().printed {
            set.insert(Field(f));
        }
        set
    })
}

/// What tshark's command line says about its output, read once per process.
/// tshark 4.0 builds the whole tree, visible, for `-T fields`/`json`/`ek` without marking its
/// output fields as referenced (4.2 and later build an invisible tree for `-T fields`, mark
/// them, and [`refs`] sees them), so a field it prints must be found here.
struct CmdLine {
    /// `-T fields`: only the printed fields are output, never an item's label nor an item
    /// nobody refers to, so our items are added as to an invisible tree ([`kept`]).
    fields: bool,
    /// The ids of our fields named by `-e`.
    printed: Vec<u16>,
    /// `-e` names one of our protocols.
    printed_proto: bool,
}

fn cmdline() -> &'static CmdLine {
    use once_cell::sync::OnceCell;
    static CMD: OnceCell<CmdLine> = OnceCell::new();
    CMD.get_or_init(|| parse_cmdline(&std::fs::read("/proc/self/cmdline").unwrap_or_default()))
}

/// [`CmdLine`] from a command line as `/proc/self/cmdline` holds it (NUL-separated).
fn parse_cmdline(raw: &[u8]) -> CmdLine {
    let mut c = CmdLine {
        fields: false,
        printed: Vec::new(),
        printed_proto: false,
    };
    let mut args = raw.split(|&b| b == 0);
    if !args.next().is_some_and(|a| a.ends_with(b"tshark")) {
        return c;
    }
    // tshark's short options without a value, and with one (its getopt string); anything
    // else leaves `-T fields` unused (read as before: the whole tree)
    const FLAGS: &[u8] = b"2DghIlLnpPqQvVx";
    const VALUED: &[u8] = b"abcfisyBwWFrRYoOdeECHKNtuXzTjJMUGS";
    let mut sure = true;
    while let Some(a) = args.next() {
        let Some(cluster) = a.strip_prefix(b"-").filter(|c| !c.starts_with(b"-")) else {
            continue; // a long option's name or any value: not ours
        };
        for (k, &o) in cluster.iter().enumerate() {
            if FLAGS.contains(&o) {
                continue;
            }
            if !VALUED.contains(&o) {
                sure = false;
                break;
            }
            // the value glued on (`-efield`) or the next argument
            let glued = &cluster[k + 1..];
            let v = if glued.is_empty() {
                args.next()
            } else {
                Some(glued)
            };
            match (o, v) {
                (b'T', Some(v)) => c.fields = v == b"fields",
                (b'e', Some(v)) => {
                    for (f, d) in crate::fields::all() {
                        if d.abbrev.as_bytes() == v {
                            c.printed.push(f.0);
                        }
                    }
                    c.printed_proto |=
                        std::str::from_utf8(v).is_ok_and(|n| super::ids::slot_of(n).is_some());
                }
                _ => {}
            }
            break;
        }
    }
    c.fields &= sure;
    c
}

/// Decodes (first pass) or replays (later passes) one datagram and emits its tree. `b`: the
/// captured bytes of `tvb` ([`bytes`], which the entry point already read).
unsafe fn dissect<F: Family>(
    tvb: *mut ffi::tvbuff_t,
    b: &[u8],
    pinfo: *mut ffi::packet_info,
    tree: *mut ffi::proto_tree,
) -> c_int {
    let d = &F::DESC;
    let proto = proto_id(d.slot);
    // SAFETY: `tree` may be NULL; the shim checks it before reading its visibility flag.
    let visible = unsafe { ffi::qs_tree_visible(tree) } != 0;
    // SAFETY: reads of the live `pinfo` through the shim.
    let visited = unsafe { ffi::qs_visited(pinfo) } != 0;
    // SAFETY: as above.
    let frame = unsafe { ffi::qs_frame_number(pinfo) };
    let refs = refs(frame);
    // tshark 4.0's `-T fields` tree is visible, but used as an invisible one
    let visible = visible && !super::ids::fields_only();
    let want = Want {
        // an invisible tree (filters, `-T fields`, taps) that asks for none of our fields gets
        // only our protocol item and experts
        tree: !tree.is_null() && (visible || refs.any),
        // SAFETY: reads of the live `pinfo` through the shim.
        info: unsafe { ffi::qs_has_columns(pinfo) } != 0,
        labels: visible,
        taps: super::taps::wanted(),
        demo: super::taps::demo_wanted(),
        resolved: resolved_wanted(d.slot, refs),
    };
    // decoded in place: an output is a few hundred bytes, not to be returned and moved along
    let mut out = Output::default();
    let decoded: Option<usize> = F::sessions().with(|cell| {
        let mut sessions = cell.borrow_mut();
        if visited {
            // the conversation from our table, or conversation and record from our packet data
            // (none: the first pass rejected it, nothing recorded)
            let (si, ri) = match tokens::get(frame, d.slot) {
                Some(si) => (si, None),
                // SAFETY: reads our own packet data of the live `pinfo`.
                None => unpack(unsafe { ffi::qs_packet_token(pinfo, proto) })
                    .map(|(s, r)| (s, Some(r)))?,
            };
            let ri = ri.or_else(|| sessions.record_of(si, frame))?;
            return sessions.replay_into(si, ri, b, want, &mut out).then_some(si);
        }
        // SAFETY: reads the conversation of the live `pinfo`.
        let conv = unsafe { ffi::qs_conversation_token(pinfo, proto) };
        let mut restarted = false;
        let si = match conv.checked_sub(1) {
            Some(si) if si < sessions.len() && !sessions.is_evicted(si) => si,
            _ => {
                restarted = conv.checked_sub(1).is_some_and(|si| sessions.is_evicted(si));
                let id = sessions.len() as u32;
                let si = sessions.push(F::S::new(id));
                // the first family seen keeps the conversation, so that every pass routes a
                // datagram through the same dissectors (the others are reached by `divert`)
                // SAFETY: reads the conversation of the live `pinfo`.
                let taken = (0..4).any(|s| s != d.slot && unsafe { has_session(pinfo, s) });
                let h = if taken {
                    std::ptr::null_mut()
                } else {
                    HANDLE[d.slot].load(Relaxed)
                };
                // SAFETY: binds the live packet's conversation to a handle we registered (or none), with our proto id.
                unsafe { ffi::qs_set_conversation(pinfo, h, proto, si + 1) };
                si
            }
        };
        // SAFETY: the live `pinfo`; see `endpoints`.
        let (src, dst) = unsafe { endpoints(pinfo) };
        let dg = Datagram {
            frame,
            src,
            dst,
            bytes: b,
            // SAFETY: the live `pinfo`.
            time: unsafe { ffi::qs_abs_time(pinfo) },
        };
        let ri = sessions.first_pass_into(si, &dg, want, &mut out)?;
        if restarted {
            out.frame.expert(
                crate::codec::tree::Expert::LimitExceeded,
                0,
                0,
                "this conversation's earlier state was evicted (all conversations' shared budget): decoding starts afresh",
            );
        }
        if !tokens::set(frame, d.slot, si) {
            // SAFETY: stores a plain integer as file-scoped packet data of the live `pinfo`
            // (only when the frame already has another slot's conversation in our table).
            unsafe { ffi::qs_set_packet_token(pinfo, proto, pack(si, ri)) };
        }
        if let Some(port) = out.follow_port {
            let h = HANDLE[d.slot].load(Relaxed);
            // SAFETY: creates a conversation from the live `pinfo` with a handle we registered.
            unsafe { ffi::qs_follow_port(pinfo, port as u32, h, proto, si + 1) };
        }
        Some(si)
    });
    let Some(si) = decoded else {
        return 0;
    };
    if let Some(summary) = out.tap.take() {
        // SAFETY: reads of the live `pinfo` (see `endpoints`) and queues to our tap for it.
        unsafe {
            let (src, dst) = endpoints(pinfo);
            let r = crate::codec::stats::Record {
                family: d.filter.to_str().unwrap_or(""),
                conv: si as u32,
                frame,
                time: ffi::qs_rel_time(pinfo),
                src,
                dst,
                summary: *summary,
            };
            super::taps::queue(pinfo, r);
        }
    }

    if want.info {
        // no allocation per packet: the shared buffer of `emit` (an interior NUL shows nothing)
        super::emit::set_columns(pinfo, d.short, &out.proto, &out.info);
    }
    // without a tree there is no item to add (Wireshark would only look the field up to find
    // that out, about 150 instructions a datagram on the no-tree path)
    let sub = if tree.is_null() {
        std::ptr::null_mut()
    } else {
        // SAFETY: `tree` is non-null here; `tvb` and the proto id are live/registered.
        let root = unsafe { ffi::proto_tree_add_item(tree, proto, tvb, 0, -1, ffi::ENC_NA) };
        // SAFETY: `root` was just returned (NULL is accepted); the ett id is registered.
        unsafe { ffi::proto_item_add_subtree(root, ett_root(d.slot)) }
    };
    let mut room = Room::for_packet();
    // SAFETY: emit's contract: live tvb/pinfo/subtree pointers of this call; spans are clamped to `b.len()`.
    unsafe { emit(d.slot, &out.frame, tvb, b.len(), pinfo, sub, &mut room) };
    for src in &out.sources {
        // e.g. an inflated svc_zpacket: its own data source, its messages on it
        let name = super::ids::leak_once(&src.name);
        // SAFETY: the shim copies `src.bytes` (pointer and length from a live Vec) into a new child tvb before returning.
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
            // SAFETY: `child` is the non-null tvb just created for this packet, holding `src.bytes.len()` bytes.
            unsafe {
                emit(
                    d.slot,
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

    if let (Some(r), true) = (out.reasm, d.reasm.is_some()) {
        let mut whole: *mut ffi::tvbuff_t = std::ptr::null_mut();
        let mut reassembled_in = 0u32;
        let offset = r.offset.min(b.len());
        // SAFETY: offset and length lie within the captured bytes (`offset` clamped to `b.len()`); `whole` and `reassembled_in` are valid out-pointers; the shim wraps the throwing reassembly calls in TRY/CATCH.
        let rc = unsafe {
            ffi::qs_reasm_add(
                d.slot as c_int,
                tvb,
                offset as c_int,
                (b.len() - offset) as c_int,
                pinfo,
                reasm_id(si, r.msg_id),
                r.index,
                (!r.last) as c_int,
                sub,
                &mut whole,
                &mut reassembled_in,
            )
        };
        if rc == 1 && !whole.is_null() {
            if let Some(mt) = &out.message {
                // SAFETY: `whole` is the non-null reassembled tvb the shim returned.
                let len = unsafe { ffi::tvb_captured_length(whole) } as usize;
                if len == out.message_len {
                    // SAFETY: emit's contract, on the reassembled tvb of `len` captured bytes.
                    unsafe { emit(d.slot, mt, whole, len, pinfo, sub, &mut room) };
                }
            }
        }
    }
    b.len() as c_int
}

/// The id a message's fragments are filed under: the codec's id (unique within its
/// conversation and direction, often a sequence number starting at 0) spread by the session
/// index. Wireshark 4.0's reassembly table hashes the id alone (the addresses and ports are
/// compared, not hashed), so ids repeated by thousands of conversations would share one bucket
/// and make every fragment cost time linear in the pending messages. Both passes compute the
/// same id (the session index comes from the conversation, then from the packet token).
fn reasm_id(session: usize, msg_id: u32) -> u32 {
    // an odd multiplier: distinct sessions get distinct offsets (mod 2^32), spread over the
    // whole range so that consecutive sequence numbers of neighbouring sessions do not meet
    msg_id.wrapping_add((session as u32).wrapping_mul(0x9E37_79B9))
}

/// Registers a reassembly table whose items are the given catalogue fields.
unsafe fn register_reassembly(slot: usize, f: [Field; 11]) {
    use super::ids::ids;
    let mut ptrs: [*mut c_int; 11] = [std::ptr::null_mut(); 11];
    for (p, f) in ptrs.iter_mut().zip(f) {
        *p = ids().hf[f.0 as usize].as_ptr();
    }
    // SAFETY: called once at registration; `ptrs` holds addresses of hf ids in the leaked, never-moving id table and the ett ids likewise.
    unsafe {
        ffi::qs_reasm_init(
            slot as c_int,
            ids().ett[f[1].0 as usize].as_ptr(),
            ids().ett[f[0].0 as usize].as_ptr(),
            ptrs.as_mut_ptr(),
            c"Message fragments".as_ptr(),
        )
    };
}

#[cfg(test)]
mod cmdline_tests {
    use super::parse_cmdline;
    use crate::fields::{nq, q2};

    fn parse(args: &[&str]) -> super::CmdLine {
        parse_cmdline(args.join("\0").as_bytes())
    }

    #[test]
    fn tshark_fields_output_and_printed_fields_are_read_from_its_command_line() {
        let c = parse(&[
            "/usr/bin/tshark",
            "-r",
            "x.pcap",
            "-T",
            "fields",
            "-e",
            "nq.entity",
            "-eq2.ent.resolved.origin.x",
            "-e",
            "frame.number",
            "-e",
            "qw",
        ]);
        assert!(c.fields && c.printed_proto);
        assert_eq!(c.printed, [nq::NqEntity.0, q2::Q2EntResOriginX.0]);
        // glued, and after flags in one argument; a filter's text is a value, not options
        let c = parse(&["tshark", "-nTfields", "-Y", "-e", "-qe", "nq.entity"]);
        assert!(c.fields);
        assert_eq!(c.printed, [nq::NqEntity.0]);
        // the last -T counts; other outputs build the whole tree
        assert!(!parse(&["tshark", "-T", "fields", "-T", "pdml"]).fields);
        assert!(!parse(&["tshark", "-T", "json", "-e", "nq.entity"]).fields);
        // an option it does not know: -T fields is not relied on
        assert!(!parse(&["tshark", "-T", "fields", "-k", "-e", "nq.entity"]).fields);
        // long options and their values are skipped
        let c = parse(&[
            "tshark",
            "--disable-protocol",
            "nq",
            "-T",
            "fields",
            "-e",
            "nq.entity",
        ]);
        assert!(c.fields && !c.printed_proto);
        // not tshark (Wireshark's GUI): nothing
        let c = parse(&["/usr/bin/wireshark", "-T", "fields", "-e", "nq.entity"]);
        assert!(!c.fields && c.printed.is_empty());
        assert!(!parse(&[]).fields);
    }
}
