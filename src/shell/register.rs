//! The loader's two registration callbacks: every family's protocol, fields and dissectors, then
//! their handoffs. The top of the shell: it names every family; nothing imports it but `mod.rs`.

use super::dissector::{self, Family};
use super::ffi;
use super::guard::guard;
use super::ids::{register_fields, PROTO};
use super::kexlan::KexLan;
use super::nq::Nq;
use super::q2::Q2;
use super::qw::Qw;
use std::sync::atomic::Ordering::Relaxed;

// each family's description names the slot the id tables give its filter name
const _: () = assert!(
    Nq::DESC.slot == super::ids::SLOT_NQ
        && Qw::DESC.slot == super::ids::SLOT_QW
        && Q2::DESC.slot == super::ids::SLOT_Q2
        && KexLan::DESC.slot == super::ids::SLOT_KEX
);

unsafe fn register_family<F: Family>() {
    let d = &F::DESC;
    // SAFETY: called once from register_protoinfo, in order: fields, then the protocol's registration.
    unsafe {
        let p = ffi::proto_register_protocol(d.name.as_ptr(), d.short.as_ptr(), d.filter.as_ptr());
        PROTO[d.slot].store(p, Relaxed);
        register_fields(d.slot, d.filter.to_str().unwrap_or(""), p);
        dissector::register::<F>();
    }
}

pub unsafe extern "C" fn register_protoinfo() {
    // SAFETY: called once by Wireshark's plugin loader, on the main thread, before any dissection.
    guard((), || unsafe {
        register_family::<Nq>();
        register_family::<Qw>();
        register_family::<Q2>();
        register_family::<KexLan>();
        super::demo::register();
        super::taps::register_tap();
    })
}

pub unsafe extern "C" fn register_handoff() {
    // SAFETY: called once by Wireshark after every protocol registered, before any dissection.
    guard((), || unsafe {
        dissector::handoff::<Nq>();
        dissector::handoff::<Qw>();
        dissector::handoff::<Q2>();
        dissector::handoff::<KexLan>();
        super::demo::handoff();
    })
}
