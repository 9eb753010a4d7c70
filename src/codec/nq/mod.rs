//! NetQuake family: protocol 15, FitzQuake 666, RMQ 999 (QuakeSpasm's flavour).

pub mod clc;
pub mod clientdata;
pub mod control;
pub mod entity;
pub mod header;
pub mod session;
pub mod state;
pub mod svc;
pub mod wire;

pub use header::looks_like;
pub use session::{Datagram, Output, Record, Session};

/// Collects what a packet holds, for the Info column.
#[derive(Debug, Default)]
pub struct Summary {
    names: Vec<(&'static str, u32)>,
    pub detail: Option<String>,
    pub malformed: bool,
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
        for (i, (n, k)) in self.names.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            s.push_str(n);
            if *k > 1 {
                s.push_str(&format!("×{k}"));
            }
        }
        if let Some(d) = &self.detail {
            s.push_str(&format!(" ({d})"));
        }
        s
    }
}

#[cfg(test)]
mod tests;
