//! The statistics taps. Each of our dissectors queues one [`Record`] per datagram to the
//! `quake` tap when a listener is present (`Want::taps`: the codec then reads the summary off a
//! label-less tree even when Wireshark asked for none). The listeners:
//! - `-z quake.msg,tree` and Statistics › Quake › Messages: a stats_tree
//!   ([`crate::codec::stats::msgtree`]);
//! - `-z quake,netchan`, `-z quake,entities[,N]`, `-z quake,console`: text tables printed at the
//!   end, like `-z conv` ([`crate::codec::stats`]);
//! - `-z quake,demo,FILE[,CONV]` and Tools › Quake › Export demo… (a funnel menu and dialog):
//!   writes one conversation's server stream as a demo ([`crate::codec::demo::export`]). Only while such a listener lives do the sessions copy
//!   out what a recording client writes ([`demo_wanted`]).
//!
//! A record lives until the frame's taps have run: Wireshark runs them after the frame is
//! dissected, so the records of the frame being dissected are kept here and dropped when the
//! next frame starts.

use super::guard::guard;
use super::{abi, ffi};
use crate::codec::demo::export;
use crate::codec::stats::{console, entities, msgtree, netchan, Record};
use std::cell::RefCell;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::sync::atomic::{AtomicI32, AtomicU32, Ordering::Relaxed};

static TAP: AtomicI32 = AtomicI32::new(-1);
/// Live `-z quake,demo` listeners.
static DEMO_LISTENERS: AtomicU32 = AtomicU32::new(0);
const TAP_NAME: &CStr = c"quake";

/// A C boolean of either width.
trait Truth {
    fn truth(self) -> bool;
}
impl Truth for bool {
    fn truth(self) -> bool {
        self
    }
}
impl Truth for i32 {
    fn truth(self) -> bool {
        self != 0
    }
}

/// Registers the `quake` tap (from register_protoinfo).
pub unsafe fn register_tap() {
    // SAFETY: called once at registration with a 'static name.
    let id = unsafe { ffi::register_tap(TAP_NAME.as_ptr()) };
    TAP.store(id, Relaxed);
}

/// Whether some listener listens to the `quake` tap.
pub fn wanted() -> bool {
    let id = TAP.load(Relaxed);
    // SAFETY: a plain query of epan's listener list by the id register_tap returned.
    id >= 0 && unsafe { ffi::have_tap_listener(id) }.truth()
}

/// Whether a demo export listens (the sessions then copy out each server message).
pub fn demo_wanted() -> bool {
    DEMO_LISTENERS.load(Relaxed) > 0
}

thread_local! {
    /// The records of the frame being dissected (its number first). Boxed: a record must not
    /// move while Wireshark holds its address, and the vector may grow.
    #[allow(clippy::vec_box)]
    static QUEUED: RefCell<(u32, Vec<Box<Record>>)> = const { RefCell::new((0, Vec::new())) };
}

/// Queues `r` for the listeners of the frame `pinfo` is dissecting.
pub unsafe fn queue(pinfo: *mut ffi::packet_info, r: Record) {
    let id = TAP.load(Relaxed);
    if id < 0 {
        return;
    }
    QUEUED.with(|q| {
        let mut q = q.borrow_mut();
        if q.0 != r.frame {
            q.0 = r.frame;
            q.1.clear();
        } else if q.1.len() >= 64 {
            // the same frame dissected again and again (a GUI selecting it): the records of
            // the earlier dissections have been tapped already
            let n = q.1.len() - 16;
            q.1.drain(..n);
        }
        q.1.push(Box::new(r));
        let p: *const Record = &**q.1.last().unwrap();
        // SAFETY: `pinfo` is the live packet_info of this dissection; the record is boxed and
        // stays where it is until a later frame is dissected, after this frame's taps have run.
        unsafe { ffi::tap_queue_packet(id, pinfo, p.cast()) };
    });
}

/// Forgets the queued records (a file closed).
pub fn clear() {
    QUEUED.with(|q| *q.borrow_mut() = (0, Vec::new()));
}

// ---- registration of the listeners (from the tap plugin hook) ------------------------------

static TAP_PLUGIN: ffi::tap_plugin = ffi::tap_plugin {
    register_tap_listener: Some(register_listeners),
};

/// Hands Wireshark our listeners' registration hook (from plugin_register).
pub unsafe fn register_plugin() {
    // SAFETY: TAP_PLUGIN is 'static and Wireshark only reads it.
    unsafe { ffi::tap_register_plugin(&TAP_PLUGIN) };
}

/// The text statistics: `-z` prefix, title.
const TEXT: [(&CStr, &CStr); 4] = [
    (c"quake,netchan", c"Quake netchan"),
    (c"quake,entities", c"Quake entities"),
    (c"quake,console", c"Quake console"),
    (c"quake,demo,", c"Quake demo export"),
];

unsafe extern "C" fn register_listeners() {
    guard((), || {
        let path = CString::new(format!(
            "Quake{}Messages and bytes",
            abi::STATS_TREE_MENU_SEPARATOR
        ))
        .unwrap();
        // SAFETY: registration-time calls with 'static C strings (the path is leaked: Wireshark
        // keeps the pointer) and our callbacks.
        unsafe {
            ffi::stats_tree_register_plugin(
                TAP_NAME.as_ptr(),
                c"quake.msg".as_ptr(),
                path.into_raw(),
                0,
                Some(tree_packet),
                Some(tree_init),
                None,
            );
        }
        for (cli, title) in TEXT {
            let ui = Box::leak(Box::new(ffi::stat_tap_ui {
                group: ffi::REGISTER_PACKET_STAT_GROUP_UNSORTED,
                title: title.as_ptr(),
                cli_string: cli.as_ptr(),
                tap_init_cb: Some(text_init),
                nparams: 0,
                params: std::ptr::null_mut(),
            }));
            // SAFETY: `ui` is leaked (Wireshark keeps it); its strings are 'static.
            unsafe { ffi::register_stat_tap_ui(ui, std::ptr::null_mut()) };
        }
        // SAFETY: a 'static name and our callback; the GUI lists it under Tools (tshark
        // ignores funnel menus). No retap by the menu itself: the dialog's callback retaps.
        unsafe {
            ffi::funnel_register_menu(
                c"Quake/Export demo…".as_ptr(),
                ffi::REGISTER_TOOLS_GROUP_UNSORTED,
                Some(menu_export),
                std::ptr::null_mut(),
                None,
                Default::default(),
            )
        };
    })
}

// ---- stats_tree: -z quake.msg,tree ----------------------------------------------------------

unsafe extern "C" fn tree_init(st: *mut ffi::stats_tree) {
    guard((), || {
        for name in [msgtree::MESSAGES, msgtree::BYTES] {
            let c = CString::new(name).unwrap();
            // SAFETY: `st` is the live tree Wireshark initialises; the name is copied.
            unsafe {
                ffi::stats_tree_create_node(st, c.as_ptr(), 0, ffi::STAT_DT_INT, abi::ST_TRUE)
            };
        }
    })
}

/// Adds `value` to the node `name` under `parent` (creating it), as a tick with a value
/// (`average`: count, average, min, max) or as a counter increase; returns its id.
unsafe fn manip(
    st: *mut ffi::stats_tree,
    name: &str,
    parent: c_int,
    children: bool,
    average: bool,
    value: u32,
) -> c_int {
    let mut buf = [0u8; 128];
    let n = name.len().min(buf.len() - 1);
    buf[..n].copy_from_slice(&name.as_bytes()[..n]);
    // an interior NUL (not in our names) would only cut the name short
    let mode = if average {
        ffi::MN_AVERAGE
    } else {
        ffi::MN_INCREASE
    };
    // SAFETY: `st` is live for this callback; the name is NUL-terminated and copied by
    // stats_tree when it creates the node.
    unsafe {
        ffi::stats_tree_manip_node_int(
            mode,
            st,
            buf.as_ptr().cast::<c_char>(),
            parent,
            if children {
                abi::ST_TRUE
            } else {
                abi::ST_FALSE
            },
            value.min(i32::MAX as u32) as c_int,
        )
    }
}

unsafe extern "C" fn tree_packet(
    st: *mut ffi::stats_tree,
    _pinfo: *mut ffi::packet_info,
    _edt: *mut ffi::epan_dissect_t,
    data: *const c_void,
    _flags: ffi::tap_flags_t,
) -> ffi::tap_packet_status {
    guard(ffi::TAP_PACKET_DONT_REDRAW, || {
        if data.is_null() {
            return ffi::TAP_PACKET_DONT_REDRAW;
        }
        // SAFETY: the `quake` tap only carries `Record`s queued by `queue`, alive until the
        // frame's taps have run.
        let r = unsafe { &*data.cast::<Record>() };
        msgtree::ticks(r, |t| {
            let average = t.path[0] == msgtree::MESSAGES;
            // SAFETY: `st` is live for this callback.
            unsafe {
                let mut parent = 0;
                match t.bit {
                    None => {
                        for name in t.path {
                            parent = manip(st, name, parent, true, average, t.value);
                        }
                    }
                    Some(bit) => {
                        // the message's nodes exist (its own tick came first): find them
                        // without counting, then tick the bit under it
                        for name in t.path {
                            parent = manip(st, name, parent, true, false, 0);
                        }
                        manip(st, bit, parent, false, average, t.value);
                    }
                }
            }
        });
        ffi::TAP_PACKET_REDRAW
    })
}

// ---- text statistics: -z quake,netchan | quake,entities[,N] | quake,console ----------------

enum Text {
    Netchan(netchan::Table),
    Entities(entities::Table),
    Console(console::Console),
    /// The exporter (taken when the file is written) and the file's path.
    Demo(Option<export::Exporter>, String),
}

impl Text {
    fn add(&mut self, r: &Record) {
        match self {
            Text::Netchan(t) => t.add(r),
            Text::Entities(t) => t.add(r),
            Text::Console(t) => t.add(r),
            Text::Demo(Some(x), _) => x.add(r),
            Text::Demo(None, _) => {}
        }
    }
    fn render(&mut self) -> String {
        match self {
            Text::Netchan(t) => t.render(),
            Text::Entities(t) => t.render(),
            Text::Console(t) => t.render(),
            Text::Demo(x, path) => match x.take() {
                Some(x) => {
                    let r = write_demo(x, path);
                    LAST_REPORT.with(|l| *l.borrow_mut() = r.clone());
                    r
                }
                None => String::new(),
            },
        }
    }
}

/// Writes the export to `path`; the report for stdout (errors also go to stderr).
fn write_demo(x: export::Exporter, path: &str) -> String {
    let fail = |e: String| {
        let line = format!("quakeshark: -z quake,demo: {path} not written: {e}\n");
        eprint!("{line}");
        format!("=== Quake demo export ===\n{line}")
    };
    match x.finish() {
        Err(e) => fail(e),
        Ok(w) => match std::fs::write(path, &w.file) {
            Err(e) => fail(e.to_string()),
            Ok(()) => {
                let mut s = format!(
                    "=== Quake demo export ===\n{path}: {} bytes, {}\n",
                    w.file.len(),
                    w.summary
                );
                for n in &w.notes {
                    s.push_str("  note: ");
                    s.push_str(n);
                    s.push('\n');
                }
                s
            }
        },
    }
}

/// Parses a `-z` argument: the statistic and, after its own arguments, a display filter.
/// `quake,netchan[,filter]`, `quake,entities[,N[,filter]]`, `quake,console[,filter]`,
/// `quake,demo,FILE[,CONV]` (no filter: a demo is the whole stream).
fn parse(arg: &str) -> Result<(Text, Option<String>), String> {
    let filter = |rest: &str| {
        let f = rest.trim_start_matches(',');
        (!f.is_empty()).then(|| f.to_string())
    };
    if let Some(rest) = arg.strip_prefix("quake,demo,") {
        let (file, conv) = rest.split_once(',').unwrap_or((rest, ""));
        if file.is_empty() {
            return Err("quake,demo,FILE[,CONV]: no file named".into());
        }
        let sel = export::Select::parse(conv)?;
        Ok((
            Text::Demo(Some(export::Exporter::new(sel)), file.to_string()),
            None,
        ))
    } else if let Some(rest) = arg.strip_prefix("quake,netchan") {
        Ok((Text::Netchan(netchan::Table::new()), filter(rest)))
    } else if let Some(rest) = arg.strip_prefix("quake,console") {
        Ok((Text::Console(console::Console::new()), filter(rest)))
    } else if let Some(rest) = arg.strip_prefix("quake,entities") {
        let rest = rest.trim_start_matches(',');
        let (n, f) = match rest.split_once(',') {
            Some((n, f)) if n.trim().parse::<u32>().is_ok() => (n, f),
            _ if rest.trim().parse::<u32>().is_ok() => (rest, ""),
            _ => ("", rest),
        };
        let t = entities::Table::new(n).ok_or_else(|| format!("bad entity number in {arg}"))?;
        Ok((Text::Entities(t), filter(f)))
    } else {
        Err(format!("unknown statistic {arg}"))
    }
}

unsafe extern "C" fn text_init(opt: *const c_char, _userdata: *mut c_void) -> abi::StatInitReturn {
    guard(abi::STAT_INIT_OK, || {
        if opt.is_null() {
            return abi::STAT_INIT_OK;
        }
        // SAFETY: Wireshark passes the NUL-terminated -z argument.
        let arg = unsafe { CStr::from_ptr(opt) }
            .to_string_lossy()
            .into_owned();
        let (text, filter) = match parse(&arg) {
            Ok(x) => x,
            Err(e) => {
                eprintln!("quakeshark: {e}");
                return abi::STAT_INIT_FAILED;
            }
        };
        if listen(text, filter).is_none() {
            eprintln!("quakeshark: {arg}: the tap listener was not registered (a bad filter?)");
            return abi::STAT_INIT_FAILED;
        }
        abi::STAT_INIT_OK
    })
}

/// Registers `text` as a listener of the `quake` tap; its data pointer (freed by
/// `text_finish` when Wireshark removes the listener), or None.
fn listen(text: Text, filter: Option<String>) -> Option<*mut c_void> {
    let filter = filter.map(|f| CString::new(f).unwrap_or_default());
    let demo = matches!(text, Text::Demo(..));
    if demo {
        DEMO_LISTENERS.fetch_add(1, Relaxed);
    }
    let data = Box::into_raw(Box::new(text)).cast::<c_void>();
    // SAFETY: `data` is ours until `text_finish` frees it; the filter is copied by
    // register_tap_listener; the callbacks are ours.
    let err = unsafe {
        ffi::register_tap_listener(
            TAP_NAME.as_ptr(),
            data,
            filter.as_ref().map_or(std::ptr::null(), |f| f.as_ptr()),
            0,
            None,
            Some(text_packet),
            Some(text_draw),
            Some(text_finish),
        )
    };
    if !err.is_null() {
        // SAFETY: not registered: the box is still ours.
        drop(unsafe { Box::from_raw(data.cast::<Text>()) });
        if demo {
            DEMO_LISTENERS.fetch_sub(1, Relaxed);
        }
        return None;
    }
    Some(data)
}

// ---- the GUI's route to the export: Tools › Quake › Export demo… ----------------------------
// Text statistics have no dialog in the Qt GUI; a funnel menu entry (what Lua's register_menu
// uses) asks for the file in a funnel dialog, registers the export's listener, retaps the
// capture and shows the report in a funnel text window.

const DIALOG_FIELDS: [&CStr; 2] = [
    c"Demo file (.dem NetQuake, .qwd QuakeWorld, .dm2 Quake II)",
    c"Conversation: session number or ADDR:PORT (empty: the first with a handshake)",
];

unsafe extern "C" fn menu_export(_data: *mut c_void) {
    guard((), || {
        // SAFETY: a plain read of the GUI's funnel operations (NULL in tshark).
        let ops = unsafe { ffi::funnel_get_funnel_ops() };
        // SAFETY: a non-NULL ops table lives as long as the GUI.
        let Some(ops) = (unsafe { ops.as_ref() }) else {
            return;
        };
        let Some(new_dialog) = ops.new_dialog else {
            return;
        };
        let mut names: Vec<*const c_char> = DIALOG_FIELDS.iter().map(|f| f.as_ptr()).collect();
        names.push(std::ptr::null());
        let mut values: Vec<*const c_char> = vec![c"/tmp/session.dem".as_ptr(), c"".as_ptr()];
        values.push(std::ptr::null());
        // SAFETY: the GUI copies the NULL-terminated name and value lists (static strings)
        // before returning; the callback is ours and takes no data.
        unsafe {
            new_dialog(
                ops.ops_id,
                c"Quake demo export".as_ptr(),
                names.as_mut_ptr().cast(),
                values.as_mut_ptr().cast(),
                Some(dialog_done),
                std::ptr::null_mut(),
                None,
            )
        };
    })
}

unsafe extern "C" fn dialog_done(input: *mut *mut c_char, _data: *mut c_void) {
    guard((), || {
        // SAFETY: the GUI hands one NUL-terminated string per field, NULL-terminated.
        let field = |i: usize| unsafe {
            let p = *input.add(i);
            (!p.is_null()).then(|| CStr::from_ptr(p).to_string_lossy().into_owned())
        };
        if input.is_null() {
            return;
        }
        let file = field(0).unwrap_or_default();
        let conv = field(1).unwrap_or_default();
        let report = gui_export(file.trim(), &conv);
        // SAFETY: as in `menu_export`.
        let Some(ops) = (unsafe { ffi::funnel_get_funnel_ops().as_ref() }) else {
            return;
        };
        if let (Some(new), Some(set)) = (ops.new_text_window, ops.set_text) {
            let text = CString::new(report.replace('\0', "")).unwrap_or_default();
            // SAFETY: the GUI owns the window it returns; set_text copies the text.
            unsafe {
                let w = new(ops.ops_id, c"Quake demo export".as_ptr());
                if !w.is_null() {
                    set(w, text.as_ptr());
                }
            }
        }
    })
}

/// Runs one export over the open capture (a retap) and returns its report.
fn gui_export(file: &str, conv: &str) -> String {
    if file.is_empty() {
        return "No file named: nothing written.".into();
    }
    let sel = match export::Select::parse(conv) {
        Ok(s) => s,
        Err(e) => return e,
    };
    // SAFETY: as in `menu_export`.
    let Some(ops) = (unsafe { ffi::funnel_get_funnel_ops().as_ref() }) else {
        return "no GUI".into();
    };
    let Some(retap) = ops.retap_packets else {
        return "this Wireshark cannot retap from a plugin".into();
    };
    let Some(data) = listen(
        Text::Demo(Some(export::Exporter::new(sel)), file.into()),
        None,
    ) else {
        return "the tap listener was not registered".into();
    };
    // SAFETY: re-dissects the open capture, feeding our listener (synchronous in the GUI).
    unsafe { retap(ops.ops_id) };
    // SAFETY: `data` is the Text `listen` registered, still registered; the GUI's thread.
    let report = unsafe { (*data.cast::<Text>()).render() };
    let report = if report.is_empty() {
        LAST_REPORT.with(|r| r.borrow().clone())
    } else {
        report
    };
    // SAFETY: removes our own listener; Wireshark calls `text_finish`, which frees `data`.
    unsafe { ffi::remove_tap_listener(data) };
    report
}

thread_local! {
    /// The last demo export's report (the GUI shows it after a retap that drew it already).
    static LAST_REPORT: RefCell<String> = const { RefCell::new(String::new()) };
}

unsafe extern "C" fn text_packet(
    tapdata: *mut c_void,
    _pinfo: *mut ffi::packet_info,
    _edt: *mut ffi::epan_dissect_t,
    data: *const c_void,
    _flags: ffi::tap_flags_t,
) -> ffi::tap_packet_status {
    guard(ffi::TAP_PACKET_DONT_REDRAW, || {
        if tapdata.is_null() || data.is_null() {
            return ffi::TAP_PACKET_DONT_REDRAW;
        }
        // SAFETY: `tapdata` is the `Text` text_init registered; `data` a `Record` from `queue`.
        unsafe { (*tapdata.cast::<Text>()).add(&*data.cast::<Record>()) };
        ffi::TAP_PACKET_REDRAW
    })
}

unsafe extern "C" fn text_draw(tapdata: *mut c_void) {
    guard((), || {
        if tapdata.is_null() {
            return;
        }
        // SAFETY: `tapdata` is the `Text` text_init registered; Wireshark calls draw and
        // packet from one thread.
        let s = unsafe { (*tapdata.cast::<Text>()).render() };
        use std::io::Write as _;
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(s.as_bytes());
        let _ = out.flush();
    })
}

unsafe extern "C" fn text_finish(tapdata: *mut c_void) {
    guard((), || {
        if !tapdata.is_null() {
            // SAFETY: the box text_init leaked; Wireshark calls finish once, when it removes
            // the listener.
            let text = unsafe { Box::from_raw(tapdata.cast::<Text>()) };
            if matches!(*text, Text::Demo(..)) {
                DEMO_LISTENERS.fetch_sub(1, Relaxed);
            }
        }
    })
}
