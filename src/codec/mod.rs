//! The sans-IO codec: bytes in, typed node trees and per-conversation state out. No FFI here.
#![forbid(unsafe_code)]

/// Sets `$out.info` to the formatted text only when the caller wants Info (the formatting is
/// a good part of a no-tree dissection).
macro_rules! set_info {
    ($out:ident, $on:expr, $($fmt:tt)*) => {
        if $on {
            $out.info = format!($($fmt)*);
        }
    };
}
/// Appends formatted text to `$out.info` when the caller wants Info.
macro_rules! push_info {
    ($out:ident, $on:expr, $($fmt:tt)*) => {
        if $on {
            use std::fmt::Write as _;
            let _ = write!($out.info, $($fmt)*);
        }
    };
}

/// Ends an Info line: no trailing blank (an empty packet's summary is empty).
pub(crate) fn end_info(s: &mut String) {
    let n = s.trim_end().len();
    s.truncate(n);
}

pub mod analysis;
pub mod budget;
pub mod chunks;
pub mod conversation;
pub mod conversations;
pub mod crc;
pub mod demo;
pub mod dp;
pub mod framelist;
pub mod fte;
pub mod history;
pub mod intern;
pub mod kexlan;
pub mod nq;
pub mod q2;
pub mod qw;
pub mod reader;
pub mod records;
pub mod stats;
pub mod summary;
pub mod tap;
pub mod tree;
pub mod verdict;

#[cfg(test)]
mod limit_tests;

pub use conversation::{Conversation, Datagram, Output, Reasm, Source, Want};
pub use conversations::Conversations;

/// Which side sent a datagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dir {
    ToServer,
    ToClient,
}

impl Dir {
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn arrow(self) -> &'static str {
        match self {
            Dir::ToServer => "C→S",
            Dir::ToClient => "S→C",
        }
    }
    pub fn reverse(self) -> Dir {
        match self {
            Dir::ToServer => Dir::ToClient,
            Dir::ToClient => Dir::ToServer,
        }
    }
}

/// A transport endpoint as the shell sees it (address bytes + UDP port).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Endpoint {
    pub addr: [u8; 16],
    pub port: u16,
}

/// The snapshot to keep after a datagram: the old one when decoding changed nothing (most
/// client datagrams, keepalives), so records share it instead of holding a copy each.
pub fn keep_snapshot<T>(
    old: &std::sync::Arc<T>,
    new: T,
    same: impl Fn(&T, &T) -> bool,
) -> std::sync::Arc<T> {
    if same(old, &new) {
        old.clone()
    } else {
        std::sync::Arc::new(new)
    }
}

/// `a` then `b` as one array: the static flag and message tables whose dialects share a prefix
/// (`N` must be their total length, checked when the constant is evaluated).
pub const fn concat<T: Copy, const N: usize>(a: &[T], b: &[T]) -> [T; N] {
    assert!(N > 0 && a.len() + b.len() == N);
    let mut out = [if a.is_empty() { b[0] } else { a[0] }; N];
    let mut i = 0;
    while i < N {
        out[i] = if i < a.len() { a[i] } else { b[i - a.len()] };
        i += 1;
    }
    out
}

/// Appends `v` in decimal (Info lines are built per datagram; `format!` costs several times more).
pub fn push_num(s: &mut String, mut v: u64) {
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    s.extend(buf[i..].iter().map(|&b| b as char));
}

/// Appends `v` in decimal with its sign (see [`push_num`]).
pub fn push_int(s: &mut String, v: i64) {
    if v < 0 {
        s.push('-');
    }
    push_num(s, v.unsigned_abs());
}

/// A precache list entry by its wire index: index 0 means "none", the list starts at 1.
pub fn precache_name(list: &[String], index: usize) -> Option<&str> {
    index
        .checked_sub(1)
        .and_then(|k| list.get(k))
        .map(String::as_str)
}
