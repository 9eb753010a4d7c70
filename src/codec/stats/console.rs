//! `-z quake,console`: what the engines' consoles show and send, in capture order: the server's
//! prints, centerprints and stufftext, and the client's string commands.
//!
//! Prints are joined as a console joins them: the engines print a line in pieces (one svc_print
//! per piece), and a line is shown when its line break arrives, with the frame of its first
//! piece. Other kinds are one line per message. Line breaks inside a centerprint or stufftext
//! and control characters are escaped, so an output line is one console line.

use super::{dir_text, Record};
use crate::codec::summary::LineKind;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// A print line still waiting for its line break: its first piece's frame and time, the text.
#[derive(Clone, Debug, Default)]
struct Pending {
    frame: u32,
    time: f64,
    dir: &'static str,
    text: String,
}

#[derive(Clone, Debug, Default)]
pub struct Console {
    text: String,
    lines: u64,
    pending: BTreeMap<(&'static str, u32), Pending>,
}

/// Pending print text kept per conversation at most (a server that never ends its line).
const MAX_PENDING: usize = 4096;

impl Console {
    pub fn new() -> Self {
        Self::default()
    }

    fn line(&mut self, frame: u32, time: f64, conv: (&str, u32), dir: &str, kind: &str, t: &str) {
        self.lines += 1;
        let _ = writeln!(
            self.text,
            "{:>7} {:>11.6} {}#{} {:<4} {:<11} {}",
            frame,
            time,
            conv.0,
            conv.1,
            dir,
            kind,
            t.escape_default()
        );
    }

    pub fn add(&mut self, r: &Record) {
        let conv = (r.family, r.conv);
        let dir = dir_text(r.dir());
        for l in &r.summary.console {
            if l.kind != LineKind::Print {
                let t = l.text.strip_suffix('\n').unwrap_or(&l.text);
                self.line(r.frame, r.time, conv, dir, l.kind.name(), t);
                continue;
            }
            let mut rest = l.text.as_str();
            while !rest.is_empty() {
                let p = self.pending.entry(conv).or_default();
                if p.text.is_empty() {
                    p.frame = r.frame;
                    p.time = r.time;
                    p.dir = dir;
                }
                match rest.find('\n') {
                    Some(k) => {
                        p.text.push_str(&rest[..k]);
                        rest = &rest[k + 1..];
                        let p = std::mem::take(p);
                        self.line(p.frame, p.time, conv, p.dir, "print", &p.text);
                    }
                    None => {
                        p.text.push_str(rest);
                        rest = "";
                        if p.text.len() > MAX_PENDING {
                            let p = std::mem::take(p);
                            self.line(p.frame, p.time, conv, p.dir, "print", &p.text);
                        }
                    }
                }
            }
        }
    }

    pub fn lines(&self) -> u64 {
        self.lines
    }

    pub fn render(&self) -> String {
        let rule = "=".repeat(80);
        let mut tail = Console::default();
        for (conv, p) in &self.pending {
            if !p.text.is_empty() {
                tail.line(p.frame, p.time, *conv, p.dir, "print", &p.text);
            }
        }
        format!(
            "{rule}\nQuake console (quake,console)\n{:>7} {:>11} {} {:<4} {:<11} text\n{}{}{rule}\n",
            "frame", "time", "conv", "dir", "kind", self.text, tail.text
        )
    }
}
