//! Server → client messages, svc_frame resolution included.

use super::entity::{self, RF_BEAM, U_OLDORIGIN, U_REMOVE, U_SOLID};
use super::player::{self, EPS_BITS, EPS_CLIENTNUM};
use super::state::*;
use super::{pos, tent, Summary};
use crate::codec::framelist::FrameList;
use crate::codec::nq::end_message;
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::Source;
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::val_name;
use std::sync::Arc;

/// Split-screen seats whose player states are decoded (the rerelease allows 4).
pub const MAX_SEATS: usize = 8;

/// Largest inflated svc_zpacket accepted (its length field is 16-bit; q2pro's MAX_MSGLEN is 32 KiB).
pub const MAX_INFLATED: usize = 0x1_0000;
/// Inflated bytes one datagram may produce in all (a real one carries a single svc_zpacket; a
/// hostile one could pack hundreds, each inflating ~1000-fold).
pub const MAX_INFLATED_PER_PACKET: usize = 4 * MAX_INFLATED;

/// Per-packet decoding context.
#[derive(Debug, Default)]
pub struct Ctx {
    /// Capture frame number (stored with each svc_frame).
    pub packet: u32,
    /// Inflated zpackets, shown as their own data sources.
    pub sources: Vec<Source>,
    /// zpacket nesting depth.
    pub depth: u8,
    /// Bytes inflated so far in this datagram.
    pub inflated: usize,
    /// False once anything could not be framed (used by the heuristic).
    pub clean: bool,
    pub tree: bool,
}

impl Ctx {
    pub fn new(packet: u32, tree: bool) -> Ctx {
        Ctx {
            packet,
            clean: true,
            tree,
            ..Ctx::default()
        }
    }
    pub fn probe() -> Ctx {
        Ctx::new(0, false)
    }
}

/// Which svc numbers a dialect defines.
/// Why a frame delta'd from an unresolved frame is not resolved either.
const CHAINED: &str = "could not be resolved itself (its own delta frame is missing)";

fn legal(cmd: u8, d: Dialect) -> Result<(), Expert> {
    match cmd {
        1..=16 | 20 => Ok(()),
        21..=33 if d == Dialect::Rerelease => Ok(()),
        17..=19 => Err(Expert::IllegalCommand), // only inside svc_frame
        21 | 22 | 24 if d.enhanced() => Ok(()),
        23 | 25 | 26 if d == Dialect::Q2pro => Ok(()),
        21..=33 => Err(Expert::IllegalCommand),
        _ => Err(Expert::UnknownCommand),
    }
}

pub fn server_messages(
    buf: &[u8],
    start: usize,
    st: &mut Q2State,
    ctx: &mut Ctx,
    t: &mut Tree,
    sum: &mut Summary,
) {
    let mut c = Cursor::new(buf, start, t);
    while !c.r.is_empty() {
        let ms = c.pos();
        let raw = c.r.peek_u8().unwrap_or(0);
        let d = st.proto.dialect;
        let (cmd, extra) = if d.enhanced() && raw & 0x1f == 20 {
            (20u8, raw >> 5)
        } else {
            (raw, 0)
        };
        c.t.open(Q2Msg, ms, Value::None);
        let name = if d == Dialect::Rerelease && cmd > 20 {
            super::rr_svc::name(cmd)
        } else if cmd > 20 && !d.enhanced() {
            None
        } else {
            val_name(SVC_NAMES, cmd as u32).map(|n| n.split(" | ").next().unwrap_or(n))
        }
        .unwrap_or("svc_unknown");
        c.t.label(|| format!(" {name}"));
        sum.push(name);
        if raw != cmd {
            c.t.add(Q2Svc, ms, 1, Value::U(cmd as u64));
            c.t.add(Q2SvcExtra, ms, 1, Value::U(raw as u64));
            c.r.pos += 1;
        } else {
            c.u8(Q2Svc).ok();
        }
        let res = match legal(cmd, d) {
            Ok(()) => body(&mut c, cmd, extra, st, ctx, sum),
            Err(e) => {
                let what = if e == Expert::IllegalCommand {
                    format!(
                        "svc {cmd} ({}) is not valid here in protocol {}",
                        val_name(SVC_NAMES, cmd as u32).unwrap_or("?"),
                        d.number()
                    )
                } else {
                    format!("unknown svc {raw}")
                };
                c.t.expert(e, ms, 1, what);
                Ok(false)
            }
        };
        if matches!(res, Ok(false)) {
            ctx.clean = false;
        }
        if !end_message(&mut c, res, ms, sum) {
            ctx.clean = false;
            break;
        }
    }
}

fn body(
    c: &mut Cursor,
    cmd: u8,
    extra: u8,
    st: &mut Q2State,
    ctx: &mut Ctx,
    sum: &mut Summary,
) -> R<bool> {
    let rr = st.proto.rerelease();
    if rr && cmd > 20 {
        return super::rr_svc::body(c, cmd, st, ctx, sum);
    }
    match cmd {
        1 => {
            c.u16(Q2MzEntity)?;
            let s = c.pos();
            let w = c.r.u8()?;
            c.t.add(Q2MzWeapon, s, 1, Value::U(w as u64));
            c.t.add(Q2MzSilenced, s, 1, Value::U(w as u64));
        }
        2 => {
            c.u16(Q2MzEntity)?;
            c.u8(Q2Mz2Flash)?;
        }
        3 => {
            let mode = tent::Mode {
                extended: st.proto.extended || rr,
                damage_dealt: st.proto.extended,
                float: rr && !st.proto.demo22(),
            };
            return tent::temp_entity(c, mode);
        }
        4 => {
            c.string(Q2Layout)?;
        }
        5 => {
            for i in 0..256 {
                c.i16(Q2InventoryItem)?;
                if let Some(n) = c.t.nodes.last_mut() {
                    n.label = Some(format!(" [item {i}]"));
                }
            }
        }
        6..=8 => {}
        9 if rr => super::rr_svc::sound(c, st)?,
        9 => sound(c, st)?,
        10 => {
            c.u8(Q2PrintLevel)?;
            let s = c.string(Q2Print)?;
            if sum.detail.is_none() {
                sum.detail = Some(s.trim().chars().take(60).collect());
            }
        }
        11 => {
            let s = c.string(Q2Stufftext)?;
            if sum.detail.is_none() {
                sum.detail = Some(s.trim().chars().take(60).collect());
            }
        }
        12 => return serverdata(c, st, sum),
        13 => {
            let i = c.u16(Q2CsIndex)?;
            configstring(c, st, i)?;
        }
        14 => {
            let s = c.pos();
            c.t.open(Q2Ent, s, Value::None);
            baseline(c, st)?;
            c.t.close(c.pos());
        }
        15 => {
            c.string(Q2Centerprint)?;
        }
        16 | 22 => {
            let size = c.i16(Q2DlSize)?;
            c.u8(Q2DlPercent)?;
            if size >= 0 {
                if cmd == 22 && st.proto.dialect == Dialect::R1q2 {
                    c.i16(Q2DlUncompressed)?;
                }
                let s = c.pos();
                c.r.take(size as usize)?;
                c.add_since(Q2DlData, s, Value::None);
            }
        }
        20 => frame(c, extra, st, ctx, sum)?,
        21 => return zpacket(c, st, ctx, sum),
        23 | 25 | 26 => gamestate(c, cmd, st)?,
        24 => {
            c.i32(Q2SettingIndex)?;
            c.i32(Q2SettingValue)?;
        }
        _ => return Ok(false),
    }
    Ok(true)
}

pub(crate) fn configstring(c: &mut Cursor, st: &mut Q2State, i: u16) -> R<()> {
    if c.t.is_enabled() {
        c.t.add_generated(Q2CsName, Value::Str(st.cs_name(i)));
    }
    let v = c.string(Q2CsValue)?;
    if c.t.is_enabled() {
        let n = st.cs_name(i);
        c.t.label(|| {
            format!(
                " svc_configstring {n} \"{}\"",
                v.chars().take(64).collect::<String>()
            )
        });
    }
    if i < st.cs_layout().end {
        st.configstrings.insert(i, Arc::from(v));
    } else {
        let s = c.pos();
        c.t.expert(
            Expert::Inconsistent,
            s,
            0,
            format!("configstring index {i} is out of range"),
        );
    }
    Ok(())
}

/// One spawnbaseline body (inside an open `q2.ent`).
pub(crate) fn baseline(c: &mut Cursor, st: &mut Q2State) -> R<u16> {
    let (bits, n) = entity::header(c, st.proto.es)?;
    if n == 0 {
        c.t.label(|| " end of baselines".into());
        return Ok(0);
    }
    let mut e = entity::delta(c, bits, st.proto.es, &EntState::default())?;
    e.number = n;
    if st.proto.demo22() {
        let ds = Arc::make_mut(&mut st.demo_solid);
        if bits & U_SOLID != 0 {
            ds.set_edict(n, e.solid != 0);
        }
        let v = ds.edict(n);
        ds.set_baseline(n, v);
    }
    let name = st.model_name(e.model[0]).unwrap_or("");
    // a baseline is a delta from the zero state: what it sets
    c.t.label(|| super::heading::heading(n, bits, st.proto.es, "all defaults", name));
    Arc::make_mut(&mut st.baselines).insert(n, e);
    Ok(n)
}

fn gamestate(c: &mut Cursor, cmd: u8, st: &mut Q2State) -> R<()> {
    if cmd == 23 || cmd == 25 {
        let end = st.cs_layout().end;
        loop {
            let s = c.pos();
            let i = c.r.u16()?;
            if i == end {
                c.add_since(Q2CsEnd, s, Value::U(i as u64));
                break;
            }
            c.add_since(Q2CsIndex, s, Value::U(i as u64));
            configstring(c, st, i)?;
        }
    }
    if cmd == 23 || cmd == 26 {
        loop {
            let s = c.pos();
            c.t.open(Q2Ent, s, Value::None);
            let n = baseline(c, st)?;
            c.t.close(c.pos());
            if n == 0 {
                break;
            }
        }
    }
    Ok(())
}

const SND_BITS: [crate::fields::Field; 6] = [
    Q2SndFVolume,
    Q2SndFAttenuation,
    Q2SndFPos,
    Q2SndFEnt,
    Q2SndFOffset,
    Q2SndFIndex16,
];

fn sound(c: &mut Cursor, st: &Q2State) -> R<()> {
    let s = c.pos();
    let flags = c.r.u8()?;
    c.flags(Q2SndFlags, s, flags as u64, &SND_BITS);
    let i = if st.proto.extended && flags & 0x20 != 0 {
        c.u16(Q2SndIndex)?
    } else {
        c.u8(Q2SndIndex)? as u16
    };
    if let Some(n) = st.sound_name(i) {
        if c.t.is_enabled() {
            c.t.add_generated(Q2SndName, Value::Str(n.to_string()));
            c.t.label(|| format!(" svc_sound {n}"));
        }
    }
    if flags & 0x01 != 0 {
        c.u8(Q2SndVolume)?;
    }
    if flags & 0x02 != 0 {
        c.u8(Q2SndAttenuation)?;
    }
    if flags & 0x10 != 0 {
        c.u8(Q2SndOffset)?;
    }
    if flags & 0x08 != 0 {
        let s = c.pos();
        let w = c.r.u16()?;
        c.t.open(Q2SndEntChan, s, Value::U(w as u64));
        c.t.add(Q2SndEntity, s, 2, Value::U(w as u64));
        c.t.add(Q2SndChannel, s, 2, Value::U(w as u64));
        c.t.close(c.pos());
    }
    if flags & 0x04 != 0 {
        pos(c, [Q2SndPosX, Q2SndPosY, Q2SndPosZ])?;
    }
    Ok(())
}

fn serverdata(c: &mut Cursor, st: &mut Q2State, sum: &mut Summary) -> R<bool> {
    let proto = c.i32(Q2SdProtocol)?;
    c.i32(Q2SdServercount)?;
    c.u8(Q2SdAttract)?;
    let rr = matches!(proto, 2022 | 2023);
    let mut tick = 0;
    if rr {
        tick = c.u8(Q2SdTickrate)?;
    }
    let gamedir = c.string(Q2SdGamedir)?;
    let playernum = c.i16(Q2SdPlayernum)?;
    let mut seats = 1u8;
    if rr && playernum == -2 {
        // split screen: a count, then each seat's player number
        let n = c.i16(Q2SdSplitCount)?;
        for _ in 0..n.max(0) {
            c.i16(Q2SdSplitPlayernum)?;
        }
        seats = n.clamp(1, MAX_SEATS as i16) as u8;
        if n as usize > MAX_SEATS {
            let s = c.pos();
            c.t.expert(
                Expert::LimitExceeded,
                s,
                0,
                format!("{n} split-screen players: only {MAX_SEATS} player states per frame are decoded"),
            );
        }
    }
    let level = c.string(Q2SdLevelname)?;
    sum.detail = Some(if gamedir.is_empty() {
        format!("\"{level}\"")
    } else {
        format!("\"{level}\" ({gamedir})")
    });
    if rr {
        if let Some(d) = &mut sum.detail {
            d.push_str(&format!(" {tick} Hz"));
        }
    }
    let mut p = match proto {
        3434..=3436 => Proto::of(Dialect::V34),
        _ => match Dialect::from_protocol(proto as i64) {
            Some(d) => Proto::of(d),
            None => {
                let s = c.pos();
                c.t.expert(
                    Expert::IllegalCommand,
                    s,
                    0,
                    format!("protocol {proto} is not decoded by the q2 dissector"),
                );
                st.reset_level();
                st.unsupported = Some(proto);
                return Ok(false);
            }
        },
    };
    p.number = proto as u32;
    match p.dialect {
        Dialect::Rerelease => p = Proto::with_number(Dialect::Rerelease, proto as u32),
        Dialect::R1q2 => {
            c.u8(Q2SdEnhanced)?;
            p.minor = c.u16(Q2SdMinor)?;
            c.u8(Q2SdAdvancedDeltas)?;
            c.u8(Q2SdStrafejump)?;
            if p.minor >= 1905 {
                p.es |= ES_LONGSOLID;
            }
        }
        Dialect::Q2pro => {
            p.minor = c.u16(Q2SdMinor)?;
            c.u8(Q2SdServerState)?;
            let mut pf = 0u16;
            if p.minor >= 1024 {
                let s = c.pos();
                pf = c.r.u16()?;
                c.flags(
                    Q2SdFlags,
                    s,
                    pf as u64,
                    &[
                        Q2SdFlagStrafejump,
                        Q2SdFlagQwMode,
                        Q2SdFlagWaterjump,
                        Q2SdFlagExtensions,
                        Q2SdFlagExtensions2,
                    ],
                );
            } else {
                c.u8(Q2SdStrafejump)?;
                c.u8(Q2SdQwMode)?;
                c.u8(Q2SdWaterjump)?;
            }
            p.es |= ES_LONGSOLID;
            if p.minor >= 1018 {
                p.es |= ES_SHORTANGLES;
            }
            if pf & 0x08 != 0 {
                p.extended = true;
                p.es |= ES_EXTENSIONS | ES_SHORTANGLES;
                p.ps |= PSF_EXTENSIONS;
                if p.minor >= 1025 && pf & 0x10 != 0 {
                    p.es |= ES_EXTENSIONS_2;
                    p.ps |= PSF_EXTENSIONS_2;
                    if p.minor >= 1026 {
                        p.ps |= PSF_MOREBITS;
                    }
                }
            }
        }
        Dialect::V34 => {
            if (3434..=3436).contains(&proto) {
                p.extended = true;
                p.es |= ES_LONGSOLID | ES_SHORTANGLES | ES_EXTENSIONS;
                p.ps |= PSF_EXTENSIONS;
                if proto >= 3435 {
                    p.es |= ES_EXTENSIONS_2;
                    p.ps |= PSF_EXTENSIONS_2;
                }
                if proto >= 3436 {
                    p.ps |= PSF_MOREBITS;
                }
            }
        }
    }
    // a new serverdata starts a new level: configstrings, baselines and frames are forgotten
    st.reset_level();
    st.proto = p;
    st.known = true;
    st.unsupported = None;
    st.seats = seats;
    Ok(true)
}

fn zpacket(c: &mut Cursor, st: &mut Q2State, ctx: &mut Ctx, sum: &mut Summary) -> R<bool> {
    let inlen = c.u16(Q2ZCompressed)? as usize;
    let outlen = c.u16(Q2ZLen)? as usize;
    let s = c.pos();
    let data = c.r.take(inlen)?;
    c.add_since(Q2ZData, s, Value::None);
    if ctx.depth > 0 {
        c.t.expert(
            Expert::BadCompression,
            s,
            inlen,
            "svc_zpacket inside a svc_zpacket",
        );
        return Ok(false);
    }
    if ctx.inflated + outlen > MAX_INFLATED_PER_PACKET {
        c.t.expert(
            Expert::LimitExceeded,
            s,
            inlen,
            format!("more than {MAX_INFLATED_PER_PACKET} inflated bytes in one datagram: this svc_zpacket is not inflated"),
        );
        return Ok(true);
    }
    let mut out = Vec::with_capacity(outlen.min(MAX_INFLATED));
    let mut z = flate2::Decompress::new(false);
    let ok = matches!(
        z.decompress_vec(data, &mut out, flate2::FlushDecompress::Finish),
        Ok(flate2::Status::StreamEnd)
    );
    if !ok || out.len() != outlen {
        c.t.expert(
            Expert::BadCompression,
            s,
            inlen,
            format!(
                "raw deflate stream does not inflate to the announced {outlen} bytes (got {}{})",
                out.len(),
                if ok { "" } else { ", stream incomplete" }
            ),
        );
        return Ok(true);
    }
    ctx.inflated += out.len();
    let mut t = if ctx.tree {
        Tree::new()
    } else {
        Tree::disabled()
    };
    ctx.depth += 1;
    t.open_generated(Q2Inflated);
    t.label(|| format!(" ({outlen} bytes from frame {})", ctx.packet));
    t.close(0);
    server_messages(&out, 0, st, ctx, &mut t, sum);
    ctx.depth -= 1;
    c.t.errors += t.errors;
    ctx.sources.push(Source {
        name: "Inflated svc_zpacket".into(),
        bytes: out,
        tree: t,
    });
    Ok(true)
}

/// svc_frame: header, player state, packet entities; resolved against the delta frame.
fn frame(c: &mut Cursor, extra: u8, st: &mut Q2State, ctx: &mut Ctx, sum: &mut Summary) -> R<()> {
    let p = st.proto;
    let enh = p.dialect.enhanced();
    let (number, delta, extraflags);
    if enh {
        let s = c.pos();
        let w = c.r.u32()?;
        number = (w & 0x07ff_ffff) as i32;
        let off = (w >> 27) as i32;
        c.t.add(Q2FrameServer, s, 4, Value::I(number as i64));
        c.t.add(Q2FrameDeltaOffset, s, 4, Value::U(off as u64));
        delta = if off == 31 { -1 } else { number - off };
        c.t.add_generated(Q2FrameDelta, Value::I(delta as i64));
        let s = c.pos();
        let b = c.r.u8()?;
        c.t.add(Q2FrameSuppress, s, 1, Value::U((b & 0x0f) as u64));
        c.t.add(Q2FrameExtraFlags, s, 1, Value::U((b >> 4) as u64));
        extraflags = Some((extra << 4) | (b >> 4));
    } else {
        number = c.i32(Q2FrameServer)?;
        delta = c.i32(Q2FrameDelta)?;
        if p.number != 26 {
            c.u8(Q2FrameSuppress)?;
        }
        extraflags = None;
    }
    c.t.label(|| format!(" svc_frame {number} (delta {delta})"));
    sum.detail = Some(if delta > 0 {
        format!("frame {number} Δ{delta}")
    } else {
        format!("frame {number} full")
    });
    // what the delta applies to
    let fs = c.pos();
    let from: Result<Option<Arc<Frame>>, String> = if delta <= 0 {
        Ok(None)
    } else if delta >= number {
        Err(format!(
            "delta frame {delta} is not older than frame {number}"
        ))
    } else if number - delta >= UPDATE_BACKUP as i32 {
        Err(format!(
            "delta frame {delta} is {} frames old, outside the {UPDATE_BACKUP}-frame window",
            number - delta
        ))
    } else {
        match st.frame(delta) {
            Some(f) if f.valid => Ok(Some(f.clone())),
            Some(_) => Err(format!("delta frame {delta} {CHAINED}")),
            None => Err(format!("delta frame {delta} is not in the capture")),
        }
    };
    let resolved = from.is_ok();
    if c.t.is_enabled() {
        c.t.add_generated(Q2FrameResolved, Value::U(resolved as u64));
        if let Ok(Some(f)) = &from {
            c.t.add_generated(Q2FrameDeltaIn, Value::U(f.packet as u64));
            c.t.add_generated(Q2FrameAge, Value::I((number - delta) as i64));
        }
    }
    if let Err(why) = &from {
        // a frame delta'd from one that could not be resolved only follows from that one's
        // warning (a capture started mid-game never resolves its chain): a note
        let kind = if why.ends_with(CHAINED) {
            Expert::Note
        } else {
            Expert::DeltaMissing
        };
        c.t.expert(kind, fs, 0, format!("{why}: state not resolved"));
    }
    let from = from.unwrap_or(None);
    // the rerelease sends areabits and a player state per split-screen seat
    let seats = if p.rerelease() {
        st.seats.max(1) as usize
    } else {
        1
    };
    let from_ps0 = from.as_ref().map(|f| f.ps.get());
    // seat 0's state, then (split screen only) the others: no allocation for one seat
    let mut ps = PlayerState::default();
    let mut more: Vec<PlayerState> = Vec::new();
    for seat in 0..seats {
        let n = c.u8(Q2FrameAreaLen)?;
        if n > 0 {
            let s = c.pos();
            c.r.take(n as usize)?;
            c.add_since(Q2FrameAreaBits, s, Value::None);
        }
        if !enh {
            let m = c.u8(Q2FramePsMarker)?;
            if m != 17 {
                let s = c.pos() - 1;
                c.t.expert(
                    Expert::Inconsistent,
                    s,
                    1,
                    format!("expected svc_playerinfo (17), found {m}"),
                );
                return Err(crate::codec::reader::Truncated { at: s });
            }
        }
        let zero = PlayerState::default();
        let from_ps = match (&from, seat) {
            (Some(_), 0) => from_ps0.as_ref().unwrap_or(&zero),
            (Some(f), k) => f.seats.get(k - 1).unwrap_or(&zero),
            (None, _) => &zero,
        };
        let s = c.pos();
        c.t.open(Q2Ps, s, Value::None);
        if seats > 1 && c.t.is_enabled() {
            c.t.add_generated(Q2PsSeat, Value::U(seat as u64));
        }
        let this = if p.rerelease() {
            let bits = super::rr_player::flags(c)?;
            super::rr_player::delta(c, bits, from_ps)?
        } else {
            player_state(c, &p, extraflags, from_ps)?
        };
        if resolved {
            player::resolved(c, st, &this);
        }
        c.t.close(c.pos());
        if seat == 0 {
            ps = this;
        } else {
            more.push(this);
        }
    }
    // packet entities
    if !enh {
        let m = c.u8(Q2FrameEntMarker)?;
        if m != 18 {
            let s = c.pos() - 1;
            c.t.expert(
                Expert::Inconsistent,
                s,
                1,
                format!("expected svc_packetentities (18), found {m}"),
            );
            return Err(crate::codec::reader::Truncated { at: s });
        }
    }
    let old: Option<Arc<[EntState]>> = from.as_ref().map(|f| f.ents.get());
    let (ents, unchanged) = packet_entities(c, st, old.as_deref(), resolved)?;
    if resolved && c.t.is_enabled() {
        c.t.add_generated(Q2FrameEntities, Value::U(ents.len() as u64));
        c.t.add_generated(Q2FrameUnchanged, Value::U(unchanged as u64));
    }
    let f = Frame {
        number,
        valid: resolved,
        packet: ctx.packet,
        ps: if resolved {
            PackedPs::new(&ps)
        } else {
            PackedPs::default()
        },
        seats: if resolved { more } else { Vec::new() },
        ents: if resolved {
            // kept by every record that can see it: only what changed against its source
            FrameList::derive(
                from.as_ref().map(|f| &f.ents),
                old.as_deref().unwrap_or(&[]),
                ents,
            )
        } else {
            FrameList::default()
        },
    };
    st.store_frame(f);
    Ok(())
}

/// A 34/35/36 player state: flags, the extra-bits subtree, the delta, Q2PRO's client number.
fn player_state(
    c: &mut Cursor,
    p: &Proto,
    extraflags: Option<u8>,
    from_ps: &PlayerState,
) -> R<PlayerState> {
    let bits = player::flags(c, p)?;
    if let Some(x) = extraflags {
        if c.t.is_enabled() {
            c.t.open_generated(Q2PsExtra);
            if let Some(n) = c.t.nodes.last_mut() {
                n.kind = crate::codec::tree::NodeKind::Field(Q2PsExtra, Value::U(x as u64));
            }
            for f in EPS_BITS {
                c.t.add_generated(f, Value::U(x as u64));
            }
            c.t.close(0);
        }
    }
    let mut ps = player::delta(c, p, bits, extraflags, from_ps)?;
    if p.dialect == Dialect::Q2pro {
        match extraflags {
            Some(x) if x & EPS_CLIENTNUM != 0 => {
                ps.clientnum = if p.minor < 1022 {
                    c.u8(Q2PsClientNum)? as i16
                } else {
                    c.i16(Q2PsClientNum)?
                };
            }
            _ => {}
        }
    }
    Ok(ps)
}

fn packet_entities(
    c: &mut Cursor,
    st: &mut Q2State,
    from: Option<&[EntState]>,
    resolved: bool,
) -> R<(Vec<EntState>, u32)> {
    let es = st.proto.es;
    let demo22 = st.proto.demo22();
    let old: &[EntState] = from.unwrap_or(&[]);
    let mut oi = 0;
    let mut out: Vec<EntState> = Vec::with_capacity(old.len() + 8);
    let mut unchanged = 0u32;
    let mut limited = false;
    let mut push = |out: &mut Vec<EntState>, e: EntState| {
        if out.len() < MAX_FRAME_ENTITIES {
            out.push(e);
        } else {
            limited = true;
        }
    };
    loop {
        let s = c.pos();
        c.t.open(Q2Ent, s, Value::None);
        let (bits, num) = entity::header(c, es)?;
        if num == 0 {
            c.t.label(|| " end of packet entities".into());
            c.t.close(c.pos());
            break;
        }
        while oi < old.len() && old[oi].number < num {
            push(&mut out, old[oi]);
            oi += 1;
            unchanged += 1;
        }
        if bits & U_REMOVE != 0 {
            if oi < old.len() && old[oi].number == num {
                oi += 1;
            }
            if demo22 {
                let ds = Arc::make_mut(&mut st.demo_solid);
                let v = ds.baseline(num);
                ds.set_edict(num, v);
            }
            c.t.label(|| format!(" {num}: removed"));
            c.t.close(c.pos());
            continue;
        }
        let (base, kind) = if oi < old.len() && old[oi].number == num {
            oi += 1;
            (old[oi - 1], 1)
        } else if let Some(b) = st.baselines.get(&num) {
            (*b, 0)
        } else {
            (EntState::default(), 2)
        };
        let mut e = if demo22 {
            let sent = st.demo_solid.edict(num);
            let e = super::rr_entity::delta(c, bits, es, &base, sent)?;
            if bits & U_SOLID != 0 {
                Arc::make_mut(&mut st.demo_solid).set_edict(num, e.solid != 0);
            }
            e
        } else {
            entity::delta(c, bits, es, &base)?
        };
        e.number = num;
        if bits & U_OLDORIGIN == 0 && (e.renderfx & RF_BEAM == 0 || !st.proto.dialect.enhanced()) {
            e.old_origin = base.origin;
        }
        if c.t.is_enabled() {
            let name = if resolved {
                st.model_name(e.model[0]).unwrap_or("").to_string()
            } else {
                String::new()
            };
            c.t.label(|| super::heading::heading(num, bits, es, "no change", &name));
            if resolved {
                c.t.add_generated(Q2EntFrom, Value::U(kind));
                entity::resolved(c, st, &e);
            }
        }
        c.t.close(c.pos());
        push(&mut out, e);
    }
    while oi < old.len() {
        push(&mut out, old[oi]);
        oi += 1;
        unchanged += 1;
    }
    if limited {
        let s = c.pos();
        c.t.expert(
            Expert::LimitExceeded,
            s,
            0,
            format!(
                "more than {MAX_FRAME_ENTITIES} entities in one frame: the rest are not tracked"
            ),
        );
    }
    Ok((out, unchanged))
}
