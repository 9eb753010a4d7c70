//! NetQuake family: protocol 15, FitzQuake 666, RMQ 999 (QuakeSpasm's flavour).

pub mod clc;
pub mod clientdata;
pub mod control;
pub mod entity;
pub mod header;
pub mod infer;
mod payload;
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
#[inline]
pub(crate) fn end_message(c: &mut Cursor, res: R<bool>, ms: usize, sum: &mut Summary) -> bool {
    if let Ok(true) = res {
        // every message but the last of a datagram that cannot be read on: no call per message
        c.t.close(c.pos());
        return true;
    }
    end_badly(c, res, ms, sum)
}

/// [`end_message`] after a message the rest cannot be framed after, or a truncated one.
#[inline(never)]
fn end_badly(c: &mut Cursor, res: R<bool>, ms: usize, sum: &mut Summary) -> bool {
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

/// Message names an Info line shows at most.
const MAX_NAMES: usize = 12;

/// The message names a summary collects and their counts.
#[derive(Debug)]
#[allow(clippy::large_enum_variant)] // inline on purpose: boxed, it is the allocation it avoids
enum Names {
    /// Nobody reads the Info text: message names and details are not collected.
    Off,
    /// The first `len` of `list` (inline: a summary is made per datagram, and a vector grew
    /// once or more for every one that names a message).
    On {
        len: u8,
        list: [(&'static str, u32); MAX_NAMES],
    },
}

impl Default for Names {
    fn default() -> Self {
        Names::On {
            len: 0,
            list: [("", 0); MAX_NAMES],
        }
    }
}

impl Names {
    fn as_slice(&self) -> &[(&'static str, u32)] {
        match self {
            Names::Off => &[],
            Names::On { len, list } => &list[..*len as usize],
        }
    }
}

/// Collects what a packet holds, for the Info column.
#[derive(Debug, Default)]
pub struct Summary {
    /// Off: nobody reads the Info text (the flags below are still collected).
    names: Names,
    pub detail: Option<String>,
    /// `detail` is a note (a move's lastframe) that a console command's text replaces.
    weak: bool,
    pub malformed: bool,
    /// A svc_serverinfo was decoded (NetQuake).
    pub serverinfo: bool,
    /// Server frames the server says it suppressed (QW svc_chokecount, Q2 svc_frame).
    pub choked: u32,
}

impl Summary {
    /// A summary for a decoding whose Info text nobody reads (state only, dialect trials).
    #[inline]
    pub fn quiet() -> Self {
        Summary {
            names: Names::Off,
            detail: None,
            weak: false,
            malformed: false,
            serverinfo: false,
            choked: 0,
        }
    }
    /// A summary that collects the Info text only if `info`.
    #[inline]
    pub fn for_info(info: bool) -> Self {
        if info {
            Self::default()
        } else {
            Self::quiet()
        }
    }
    /// Whether message names and details are left out (nobody reads the Info text).
    #[inline]
    pub fn is_quiet(&self) -> bool {
        matches!(self.names, Names::Off)
    }
    /// Counts one more message called `name`: repeats merge wherever they are ("updatename×3,
    /// updatefrags×2" for a packet that alternates them), in the order each name first came.
    #[inline]
    pub fn push(&mut self, name: &'static str) {
        if let Names::On { len, list } = &mut self.names {
            Self::count(len, list, name);
        }
    }
    fn count(len: &mut u8, list: &mut [(&'static str, u32); MAX_NAMES], name: &'static str) {
        // the Info line names messages without their svc_/clc_ prefix
        let name = name
            .strip_prefix("svc_")
            .or_else(|| name.strip_prefix("clc_"))
            .unwrap_or(name);
        // names are 'static literals: comparing pointers first skips most string compares
        let used = *len as usize;
        if let Some((_, k)) = list[..used]
            .iter_mut()
            .find(|(n, _)| std::ptr::eq(*n, name) || *n == name)
        {
            *k += 1;
            return;
        }
        if used < MAX_NAMES {
            list[used] = (name, 1);
            *len += 1;
        }
    }
    /// A client console command: the first one's text is the packet's detail, in every dialect.
    pub fn command(&mut self, text: &str) {
        if !self.is_quiet() && (self.detail.is_none() || self.weak) {
            let text = text.trim();
            if !text.is_empty() {
                self.detail = Some(text.chars().take(60).collect());
                self.weak = false;
            }
        }
    }
    /// A detail any console command of the packet says better (a move's "lastframe 99"):
    /// formatted only when the Info text is read and it would be shown.
    pub fn note(&mut self, text: impl FnOnce() -> String) {
        if !self.is_quiet() && (self.detail.is_none() || self.weak) {
            self.detail = Some(text());
            self.weak = true;
        }
    }
    /// Whether no message was counted and there is no detail.
    pub fn is_empty(&self) -> bool {
        self.names.as_slice().is_empty() && self.detail.is_none()
    }
    pub fn text(&self) -> String {
        let mut s = String::new();
        self.write_to(&mut s);
        s
    }
    /// Appends the summary to `s` (the Info line is built without `format!`).
    pub fn write_to(&self, s: &mut String) {
        for (i, (n, k)) in self.names.as_slice().iter().enumerate() {
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
