//! `-z quake,console`: what the engines' consoles show and send, in capture order: the server's
//! prints, centerprints and stufftext, and the client's string commands.

use super::{dir_text, Record};
use std::fmt::Write as _;

#[derive(Clone, Debug, Default)]
pub struct Console {
    text: String,
    lines: u64,
}

impl Console {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, r: &Record) {
        for l in &r.summary.console {
            self.lines += 1;
            // one output line per console line; text without its trailing line break, other
            // breaks and control characters escaped so that a line stays a line
            let t = l.text.strip_suffix('\n').unwrap_or(&l.text);
            let _ = writeln!(
                self.text,
                "{:>7} {:>11.6} {}#{} {} {:<11} {}",
                r.frame,
                r.time,
                r.family,
                r.conv,
                dir_text(r.dir()),
                l.kind.name(),
                t.escape_default()
            );
        }
    }

    pub fn lines(&self) -> u64 {
        self.lines
    }

    pub fn render(&self) -> String {
        let rule = "=".repeat(80);
        format!(
            "{rule}\nQuake console (quake,console)\n{:>7} {:>11} {} {} {:<11} text\n{}{rule}\n",
            "frame", "time", "conv", "dir", "kind", self.text
        )
    }
}
