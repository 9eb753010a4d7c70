//! NetQuake family: protocol 15, FitzQuake 666, RMQ 999 (QuakeSpasm's flavour).

pub mod clc;
pub mod clientdata;
pub mod control;
pub mod entity;
pub mod header;
pub mod infer;
pub mod session;
pub mod state;
pub mod svc;
pub mod wire;

pub use crate::codec::{Datagram, Output};
pub use header::looks_like;
pub use session::{Record, Session};

use crate::codec::reader::{Cursor, Truncated, R};
use crate::codec::tree::Expert;

/// What a message loop does after a message.
pub(crate) enum Next {
    Continue,
    /// The rest of the buffer cannot be framed (unknown or illegal command).
    Stop,
}

/// Closes the message opened at `ms` after its body was read (`Ok(true)`: go on; `Ok(false)`:
/// the rest cannot be framed and is shown undecoded; `Err`: truncated). Returns whether to go on.
pub(crate) fn end_message(c: &mut Cursor, res: R<bool>, ms: usize, sum: &mut Summary) -> bool {
    let len = c.r.buf().len();
    match res {
        Ok(true) => {
            c.t.close(c.pos());
            true
        }
        Ok(false) => {
            c.t.close(c.pos());
            c.t.undecoded(c.pos(), len - c.pos());
            false
        }
        Err(Truncated { at }) => {
            let msg = format!("message truncated at byte {} of {}", at - ms, len - ms);
            c.t.expert(Expert::Truncated, ms, len - ms, msg);
            c.t.close_all(len);
            sum.malformed = true;
            false
        }
    }
}

/// Collects what a packet holds, for the Info column.
#[derive(Debug, Default)]
pub struct Summary {
    names: Vec<(&'static str, u32)>,
    pub detail: Option<String>,
    pub malformed: bool,
    /// A svc_serverinfo was decoded (NetQuake).
    pub serverinfo: bool,
    /// Server frames the server says it suppressed (QW svc_chokecount, Q2 svc_frame).
    pub choked: u32,
}

impl Summary {
    pub fn push(&mut self, name: &'static str) {
        if let Some((n, k)) = self.names.last_mut() {
            if *n == name {
                *k += 1;
                return;
            }
        }
        if self.names.len() < 12 {
            self.names.push((name, 1));
        }
    }
    pub fn text(&self) -> String {
        let mut s = String::new();
        self.write_to(&mut s);
        s
    }
    /// Appends the summary to `s` (the Info line is built without `format!`).
    pub fn write_to(&self, s: &mut String) {
        for (i, (n, k)) in self.names.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(n);
            if *k > 1 {
                s.push('×');
                crate::codec::push_num(s, *k as u64);
            }
        }
        if let Some(d) = &self.detail {
            s.push_str(" (");
            s.push_str(d);
            s.push(')');
        }
    }
}

#[cfg(test)]
mod tests;
