//! `-z quake,entities[,N]`: entities as the updates show them, CSV-friendly.
//!
//! Without N: one line per entity of each conversation (the frame of its baseline, if any, and
//! of its first update in play: its spawn as far as the capture shows it; how many updates,
//! which fields they carried and how often; its removals). With N: one line per update of
//! entity N (baseline, spawn, update or remove, and the fields it carried with their values).

use super::Record;
use std::collections::BTreeMap;
use std::fmt::Write as _;

/// CSV field text: quoted when it holds a separator, a quote or a line break.
pub fn csv(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r', ';']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

#[derive(Clone, Debug, Default)]
struct Entity {
    baseline: Option<u32>,
    spawn: Option<u32>,
    updates: u64,
    removals: u64,
    last_removed: Option<u32>,
    /// Field filter name → updates (baselines aside) carrying it.
    fields: BTreeMap<&'static str, u64>,
}

#[derive(Clone, Debug, Default)]
pub struct Table {
    only: Option<u32>,
    entities: BTreeMap<(&'static str, u32, u32), Entity>,
    /// With N: the lines so far.
    lines: String,
}

impl Table {
    /// `arg`: what follows `quake,entities` (`""` or `",N"`); None when it is not a number.
    pub fn new(arg: &str) -> Option<Table> {
        let only = match arg.trim_start_matches(',').trim() {
            "" => None,
            n => Some(n.parse().ok()?),
        };
        Some(Table {
            only,
            ..Table::default()
        })
    }

    pub fn add(&mut self, r: &Record) {
        for e in &r.summary.entities {
            if self.only.is_some_and(|n| n != e.number) {
                continue;
            }
            let key = (r.family, r.conv, e.number);
            let ent = self.entities.entry(key).or_default();
            let event = if e.remove {
                "remove"
            } else if e.baseline {
                "baseline"
            } else if ent.spawn.is_none() {
                "spawn"
            } else {
                "update"
            };
            if e.baseline {
                ent.baseline.get_or_insert(r.frame);
            } else {
                ent.spawn.get_or_insert(r.frame);
                ent.updates += 1;
            }
            if e.remove {
                ent.removals += 1;
                ent.last_removed = Some(r.frame);
            }
            if !e.baseline {
                for (f, _) in &e.fields {
                    *ent.fields.entry(f).or_default() += 1;
                }
            }
            if self.only.is_some() {
                let fields: Vec<String> =
                    e.fields.iter().map(|(f, v)| format!("{f}={v}")).collect();
                let _ = writeln!(
                    self.lines,
                    "{},{:.6},{},{},{},{},{}",
                    r.frame,
                    r.time,
                    r.family,
                    r.conv,
                    e.number,
                    event,
                    csv(&fields.join(";"))
                );
            }
        }
    }

    pub fn render(&self) -> String {
        let mut s = String::new();
        let rule = "=".repeat(80);
        let _ = writeln!(s, "{rule}");
        match self.only {
            Some(n) => {
                let _ = writeln!(s, "Quake entities (quake,entities,{n})");
                let _ = writeln!(s, "frame,time,proto,conv,entity,event,fields");
                s += &self.lines;
            }
            None => {
                let _ = writeln!(s, "Quake entities (quake,entities)");
                let _ = writeln!(
                    s,
                    "proto,conv,entity,baseline_frame,spawn_frame,updates,removals,last_removed,fields"
                );
                for ((fam, conv, num), e) in &self.entities {
                    let fields: Vec<String> =
                        e.fields.iter().map(|(f, n)| format!("{f}:{n}")).collect();
                    let _ = writeln!(
                        s,
                        "{fam},{conv},{num},{},{},{},{},{},{}",
                        e.baseline.map_or(String::new(), |f| f.to_string()),
                        e.spawn.map_or(String::new(), |f| f.to_string()),
                        e.updates,
                        e.removals,
                        e.last_removed.map_or(String::new(), |f| f.to_string()),
                        csv(&fields.join(";"))
                    );
                }
            }
        }
        let _ = writeln!(s, "{rule}");
        s
    }
}
