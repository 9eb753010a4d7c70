//! The sans-IO codec: bytes in, typed node trees and per-conversation state out. No FFI here.
#![forbid(unsafe_code)]

pub mod budget;
pub mod conversation;
pub mod crc;
pub mod fte;
pub mod kexlan;
pub mod nq;
pub mod q2;
pub mod qw;
pub mod reader;
pub mod tree;

#[cfg(test)]
mod limit_tests;

pub use conversation::{Conversation, Datagram, Output, Reasm, Source};

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

/// A precache list entry by its wire index: index 0 means "none", the list starts at 1.
pub fn precache_name(list: &[String], index: usize) -> Option<&str> {
    index
        .checked_sub(1)
        .and_then(|k| list.get(k))
        .map(String::as_str)
}
