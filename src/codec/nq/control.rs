//! Connection control packets (NETFLAG_CTL): CCREQ_* from clients, CCREP_* from servers.

use crate::codec::reader::{Cursor, Truncated, R};
use crate::codec::tree::{Expert, Tree};
use crate::fields::nq::*;
use crate::fields::val_name;

pub const CCREQ_CONNECT: u8 = 0x01;
pub const CCREP_ACCEPT: u8 = 0x81;

/// What a control packet tells the session.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlInfo {
    pub cmd: u8,
    /// CCREP_ACCEPT: the port the game moves to.
    pub accept_port: Option<u16>,
    /// CCREP_ACCEPT: the ProQuake mod byte, when the server appended one.
    pub pq_mod: Option<u8>,
    pub detail: Option<String>,
}

pub const MOD_PROQUAKE: u8 = 1;
/// ProQuake flags in CCREP_ACCEPT: cheat-free mode (a 32-bit seed follows) and "keep using the
/// control port" (QuakeSpasm-Spiked's single socket).
pub const PQF_CHEATFREE: u8 = 0x01;
pub const PQF_IGNOREPORT: u8 = 0x80;
const PQF_BITS: &[crate::fields::Field] = &[NqCtlPqCheatFree, NqCtlPqIgnorePort];

/// Decodes the body after the 4-byte header. Never fails: a short body becomes an expert item.
pub fn control(b: &[u8], t: &mut Tree) -> ControlInfo {
    let mut c = Cursor::new(b, 4, t);
    let mut info = ControlInfo::default();
    let res = body(&mut c, &mut info);
    if let Err(Truncated { at }) = res {
        c.t.expert(
            Expert::Truncated,
            at,
            b.len() - at.min(b.len()),
            "control packet truncated",
        );
    } else if !c.r.is_empty() {
        let p = c.pos();
        c.t.expert(
            Expert::Inconsistent,
            p,
            b.len() - p,
            "unexpected bytes after the control packet",
        );
        c.t.undecoded(p, b.len() - p);
    }
    info
}

/// Whether the body parses completely (used by the heuristic).
pub fn parses(b: &[u8]) -> bool {
    let mut t = Tree::disabled();
    let mut c = Cursor::new(b, 4, &mut t);
    let mut info = ControlInfo::default();
    body(&mut c, &mut info).is_ok() && c.r.is_empty()
}

fn body(c: &mut Cursor, info: &mut ControlInfo) -> R<()> {
    let cmd = c.u8(NqCtlCmd)?;
    info.cmd = cmd;
    match cmd {
        0x01 | 0x02 => {
            let game = c.string(NqCtlGame)?;
            c.u8(NqCtlNetVersion)?;
            if cmd == CCREQ_CONNECT {
                // ProQuake's tail; each part is optional on the wire
                if !c.r.is_empty() {
                    c.u8(NqCtlPqMod)?;
                }
                if !c.r.is_empty() {
                    c.u8(NqCtlPqModVersion)?;
                }
                if !c.r.is_empty() {
                    c.u8(NqCtlPqFlags)?;
                }
                if c.r.remaining() >= 4 {
                    c.i32(NqCtlPqPassword)?;
                }
                if !c.r.is_empty() {
                    c.text(NqCtlFteChallenge)?;
                }
            }
            info.detail = Some(game);
        }
        0x03 => {
            c.u8(NqCtlPlayerNum)?;
        }
        0x04 => {
            let r = c.string(NqCtlPrevRule)?;
            info.detail = Some(format!("after \"{r}\""));
        }
        0x05 => {
            c.text(NqCtlPassword)?;
            let cmd = c.string(NqCtlCommand)?;
            info.detail = Some(cmd);
        }
        0x81 => {
            let port = c.i32(NqCtlPort)?;
            info.accept_port = u16::try_from(port).ok();
            // ProQuake servers (and QuakeSpasm-Spiked, FTE) append mod, mod version and flags;
            // a client told MOD_PROQUAKE sends 16-bit clc_move angles at protocol 15
            if !c.r.is_empty() {
                info.pq_mod = Some(c.u8(NqCtlPqMod)?);
            }
            if !c.r.is_empty() {
                c.u8(NqCtlPqModVersion)?;
            }
            if !c.r.is_empty() {
                let s = c.pos();
                let flags = c.r.u8()?;
                c.flags(NqCtlPqFlags, s, flags as u64, PQF_BITS);
                if flags & PQF_CHEATFREE != 0 && c.r.remaining() >= 4 {
                    c.u32(NqCtlPqSeed)?;
                }
            }
            info.detail = Some(match info.pq_mod {
                Some(MOD_PROQUAKE) => format!("port {port}, ProQuake"),
                _ => format!("port {port}"),
            });
        }
        0x82 => {
            info.detail = Some(c.string(NqCtlReason)?);
        }
        0x83 => {
            c.text(NqCtlAddress)?;
            let host = c.string(NqCtlHostname)?;
            let map = c.string(NqCtlMap)?;
            let n = c.u8(NqCtlPlayers)?;
            let m = c.u8(NqCtlMaxPlayers)?;
            c.u8(NqCtlNetVersion)?;
            info.detail = Some(format!("\"{host}\" {map} {n}/{m}"));
        }
        0x84 => {
            c.u8(NqCtlPlayerNum)?;
            let name = c.string(NqCtlName)?;
            c.i32(NqCtlColors)?;
            c.i32(NqCtlFrags)?;
            c.i32(NqCtlConnectTime)?;
            c.text(NqCtlAddress)?;
            info.detail = Some(name);
        }
        0x85 => {
            if c.r.is_empty() {
                c.t.add(NqCtlRulesEnd, c.pos(), 0, crate::codec::tree::Value::None);
                info.detail = Some("end of rules".into());
            } else {
                let rule = c.string(NqCtlRule)?;
                let value = c.string(NqCtlValue)?;
                info.detail = Some(format!("{rule} = {value}"));
            }
        }
        0x86 => {
            c.text(NqCtlText)?;
        }
        _ => {
            let p = c.pos() - 1;
            c.t.expert(
                Expert::UnknownCommand,
                p,
                1,
                format!("unknown control command 0x{cmd:02x}"),
            );
            let rest = c.r.remaining();
            c.t.undecoded(c.pos(), rest);
            c.r.take(rest)?;
        }
    }
    Ok(())
}

pub fn name(cmd: u8) -> &'static str {
    val_name(CTL_NAMES, cmd as u32).unwrap_or("CTL")
}
