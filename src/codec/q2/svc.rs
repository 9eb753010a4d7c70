//! Server → client messages: which number means which message in each dialect (the svc
//! table), and one reader per message (svc_frame in [`super::frame`], the rerelease's own
//! messages in [`super::added`]).

use super::added;
use super::entity::{self, U_SOLID};
use super::frame::frame;
use super::inflate::{self, MAX_INFLATED_PER_PACKET};
use super::state::*;
use super::tent;
use super::wire::{self, Coord, Wire};
use super::Summary;
use crate::codec::nq::end_message;
use crate::codec::reader::{quake_text, Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::codec::Source;
use crate::fields::q2::*;
use crate::fields::q2_rr::*;
use crate::fields::val_name;
use std::borrow::Cow;
use std::sync::Arc;

pub use super::ctx::Ctx;

/// Split-screen seats whose player states are decoded (the rerelease allows 4).
pub const MAX_SEATS: usize = 8;

/// A server message, whatever number a dialect gives it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    MuzzleFlash,
    MuzzleFlash2,
    TempEntity,
    Layout,
    Inventory,
    Nop,
    Disconnect,
    Reconnect,
    Sound,
    Print,
    StuffText,
    ServerData,
    ConfigString,
    SpawnBaseline,
    CenterPrint,
    Download,
    /// 17–19: only inside svc_frame.
    PlayerInfo,
    PacketEntities,
    DeltaPacketEntities,
    Frame,
    ZPacket,
    /// R1Q2's carries the uncompressed length, Q2PRO's does not.
    ZDownload {
        uncompressed_len: bool,
    },
    /// Q2PRO: configstrings and/or baselines in one message.
    GameState {
        configstrings: bool,
        baselines: bool,
    },
    Setting,
    SplitClient,
    ConfigBlast,
    BaselineBlast,
    LevelRestart,
    Damage,
    LocPrint,
    Fog,
    WaitingForPlayers,
    BotChat,
    Poi,
    HelpPath,
    MuzzleFlash3,
    Achievement,
}

use Msg::*;

/// 1–20, the same in every dialect.
const BASE: [Msg; 20] = [
    MuzzleFlash,
    MuzzleFlash2,
    TempEntity,
    Layout,
    Inventory,
    Nop,
    Disconnect,
    Reconnect,
    Sound,
    Print,
    StuffText,
    ServerData,
    ConfigString,
    SpawnBaseline,
    CenterPrint,
    Download,
    PlayerInfo,
    PacketEntities,
    DeltaPacketEntities,
    Frame,
];
/// What each dialect numbers from 21 on (`None`: a hole).
const R1Q2_ADDED: [Option<Msg>; 4] = [
    Some(ZPacket),
    Some(ZDownload {
        uncompressed_len: true,
    }),
    None,
    Some(Setting),
];
const Q2PRO_ADDED: [Option<Msg>; 6] = [
    Some(ZPacket),
    Some(ZDownload {
        uncompressed_len: false,
    }),
    Some(GameState {
        configstrings: true,
        baselines: true,
    }),
    Some(Setting),
    Some(GameState {
        configstrings: true,
        baselines: false,
    }),
    Some(GameState {
        configstrings: false,
        baselines: true,
    }),
];
const RR_ADDED: [Option<Msg>; 13] = [
    Some(SplitClient),
    Some(ConfigBlast),
    Some(BaselineBlast),
    Some(LevelRestart),
    Some(Damage),
    Some(LocPrint),
    Some(Fog),
    Some(WaitingForPlayers),
    Some(BotChat),
    Some(Poi),
    Some(HelpPath),
    Some(MuzzleFlash3),
    Some(Achievement),
];

/// Q2PRO's serverdata protocol flags (minor 1024 on); Q2rePRO adds game3 compatibility.
const Q2PRO_SD_FLAGS: [crate::fields::Field; 5] = [
    Q2SdFlagStrafejump,
    Q2SdFlagQwMode,
    Q2SdFlagWaterjump,
    Q2SdFlagExtensions,
    Q2SdFlagExtensions2,
];
const Q2REPRO_SD_FLAGS: [crate::fields::Field; 6] =
    crate::codec::concat(&Q2PRO_SD_FLAGS, &[Q2SdFlagGame3Compat]);

/// Q2rePRO: the rerelease's messages it keeps (25, 27, 30–33), then Q2PRO's from 34.
const Q2REPRO_ADDED: [Option<Msg>; 19] = crate::codec::concat(
    &[
        None,
        None,
        None,
        None,
        Some(Damage),
        None,
        Some(Fog),
        None,
        None,
        Some(Poi),
        Some(HelpPath),
        Some(MuzzleFlash3),
        Some(Achievement),
    ],
    &Q2PRO_ADDED,
);

/// The message svc number `cmd` is in dialect `d`.
pub fn msg(d: Dialect, cmd: u8) -> Option<Msg> {
    let added: &[Option<Msg>] = match d {
        Dialect::V34 => &[],
        Dialect::R1q2 => &R1Q2_ADDED,
        Dialect::Q2pro => &Q2PRO_ADDED,
        Dialect::Rerelease => &RR_ADDED,
        Dialect::Q2repro => &Q2REPRO_ADDED,
    };
    match cmd {
        0 => None,
        1..=20 => Some(BASE[cmd as usize - 1]),
        _ => added.get(cmd as usize - 21).copied().flatten(),
    }
}

impl Msg {
    pub fn name(self) -> &'static str {
        match self {
            MuzzleFlash => "muzzleflash",
            MuzzleFlash2 => "muzzleflash2",
            TempEntity => "temp_entity",
            Layout => "layout",
            Inventory => "inventory",
            Nop => "nop",
            Disconnect => "disconnect",
            Reconnect => "reconnect",
            Sound => "sound",
            Print => "print",
            StuffText => "stufftext",
            ServerData => "serverdata",
            ConfigString => "configstring",
            SpawnBaseline => "spawnbaseline",
            CenterPrint => "centerprint",
            Download => "download",
            PlayerInfo => "playerinfo",
            PacketEntities => "packetentities",
            DeltaPacketEntities => "deltapacketentities",
            Frame => "frame",
            ZPacket => "zpacket",
            ZDownload { .. } => "zdownload",
            GameState {
                configstrings: true,
                baselines: true,
            } => "gamestate",
            GameState {
                configstrings: true,
                ..
            } => "configstringstream",
            GameState { .. } => "baselinestream",
            Setting => "setting",
            SplitClient => "splitclient",
            ConfigBlast => "configblast",
            BaselineBlast => "spawnbaselineblast",
            LevelRestart => "level_restart",
            Damage => "damage",
            LocPrint => "locprint",
            Fog => "fog",
            WaitingForPlayers => "waitingforplayers",
            BotChat => "bot_chat",
            Poi => "poi",
            HelpPath => "help_path",
            MuzzleFlash3 => "muzzleflash3",
            Achievement => "achievement",
        }
    }
}

/// The name shown for a number the dialect does not define: what some dialect calls it (34
/// shows none past 20).
fn undefined_name(cmd: u8, d: Dialect) -> Option<&'static str> {
    if cmd > 20 && d == Dialect::V34 {
        return None;
    }
    // the table's names carry their svc_ prefix, which the label adds
    val_name(SVC_NAMES, cmd as u32).map(|n| {
        let n = n.split(" | ").next().unwrap_or(n);
        n.strip_prefix("svc_").unwrap_or(n)
    })
}

/// Whether message `m` (number `cmd`) may stand here.
fn legal(m: Option<Msg>, cmd: u8) -> Result<Msg, Expert> {
    match m {
        Some(PlayerInfo | PacketEntities | DeltaPacketEntities) => Err(Expert::IllegalCommand),
        Some(m) => Ok(m),
        None if (21..=33).contains(&cmd) => Err(Expert::IllegalCommand),
        None => Err(Expert::UnknownCommand),
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
        // R1Q2/Q2PRO pack three player-state bits above svc_frame's number (Q2rePRO's
        // numbers reach 39 and send those bits in a byte of their own)
        let (cmd, extra) = if matches!(d, Dialect::R1q2 | Dialect::Q2pro) && raw & 0x1f == 20 {
            (20u8, raw >> 5)
        } else {
            (raw, 0)
        };
        c.t.open(Q2Msg, ms, Value::None);
        let m = msg(d, cmd);
        let name = match m {
            Some(m) => m.name(),
            None => undefined_name(cmd, d).unwrap_or("unknown"),
        };
        c.t.label(|| format!(" svc_{name}"));
        sum.push(name);
        if raw != cmd {
            c.t.add(Q2Svc, ms, 1, Value::U(cmd as u64));
            c.t.add(Q2SvcExtra, ms, 1, Value::U(raw as u64));
            c.r.pos += 1;
        } else {
            c.u8(Q2Svc).ok();
        }
        let res = match legal(m, cmd) {
            Ok(m) => body(&mut c, m, extra, st, ctx, sum),
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
    m: Msg,
    extra: u8,
    st: &mut Q2State,
    ctx: &mut Ctx,
    sum: &mut Summary,
) -> R<bool> {
    match m {
        MuzzleFlash => {
            c.u16(Q2MzEntity)?;
            let s = c.pos();
            let w = c.r.u8()?;
            c.t.add(Q2MzWeapon, s, 1, Value::U(w as u64));
            c.t.add(Q2MzSilenced, s, 1, Value::U(w as u64));
        }
        MuzzleFlash2 => {
            c.u16(Q2MzEntity)?;
            c.u8(Q2Mz2Flash)?;
        }
        TempEntity => return tent::temp_entity(c, &Wire::of(&st.proto)),
        Layout => {
            c.string(Q2Layout)?;
        }
        Inventory => {
            // item i is named by configstring CS_ITEMS+i (the game's itemlist), when known
            let items = st.cs_layout().items as u32;
            for i in 0..256u32 {
                c.i16(Q2InventoryItem)?;
                if c.t.is_enabled() {
                    let label = match st.configstring(items + i).filter(|n| !n.is_empty()) {
                        Some(name) => format!(" [item {i}: {name}]"),
                        None => format!(" [item {i}]"),
                    };
                    if let Some(n) = c.t.nodes.last_mut() {
                        n.label = Some(label);
                    }
                }
            }
        }
        Nop | Disconnect | Reconnect => {}
        Sound => sound(c, st)?,
        Print => {
            c.u8(Q2PrintLevel)?;
            detail_text(c, Q2Print, sum)?;
        }
        StuffText => detail_text(c, Q2Stufftext, sum)?,
        ServerData => return serverdata(c, st, sum),
        ConfigString => {
            let i = c.u16(Q2CsIndex)?;
            configstring(c, st, i)?;
        }
        SpawnBaseline => {
            let s = c.pos();
            c.t.open(Q2Ent, s, Value::None);
            baseline(c, st)?;
            c.t.close(c.pos());
        }
        CenterPrint => {
            c.string(Q2Centerprint)?;
        }
        Download | ZDownload { .. } => {
            let size = c.i16(Q2DlSize)?;
            c.u8(Q2DlPercent)?;
            if size >= 0 {
                if m == (ZDownload {
                    uncompressed_len: true,
                }) {
                    c.i16(Q2DlUncompressed)?;
                }
                let s = c.pos();
                c.r.take(size as usize)?;
                c.add_since(Q2DlData, s, Value::None);
            }
        }
        PlayerInfo | PacketEntities | DeltaPacketEntities => return Ok(false),
        Frame => frame(c, extra, st, ctx, sum)?,
        ZPacket => return zpacket(c, st, ctx, sum),
        GameState {
            configstrings,
            baselines,
        } => gamestate(c, configstrings, baselines, st)?,
        Setting => {
            c.i32(Q2SettingIndex)?;
            c.i32(Q2SettingValue)?;
        }
        SplitClient => added::splitclient(c)?,
        ConfigBlast | BaselineBlast => return blast(c, m, st, ctx, sum),
        LevelRestart => {
            // configstrings changed by the restart, until index -1 (q2proto does not read this
            // message; FTE's reading matches the seed document)
            loop {
                let s = c.pos();
                let i = c.r.i16()?;
                if i == -1 {
                    c.add_since(Q2CsEnd, s, Value::U(0xffff));
                    break;
                }
                c.add_since(Q2CsIndex, s, Value::U(i as u16 as u64));
                configstring(c, st, i as u16)?;
            }
        }
        Damage => added::damage(c)?,
        LocPrint => added::locprint(c, sum)?,
        Fog => added::fog(c)?,
        WaitingForPlayers => added::waiting(c)?,
        BotChat => added::bot_chat(c)?,
        Poi => added::poi(c)?,
        HelpPath => added::help_path(c)?,
        MuzzleFlash3 => added::muzzleflash3(c)?,
        Achievement => added::achievement(c, sum)?,
    }
    Ok(true)
}

pub(crate) fn configstring(c: &mut Cursor, st: &mut Q2State, i: u16) -> R<()> {
    if c.t.is_enabled() {
        c.t.add_generated(Q2CsName, Value::Str(st.cs_name(i)));
    }
    let s = c.pos();
    let (raw, _) = c.r.raw_string()?;
    // the text without a copy when Quake's character set shows it as it is (printable ASCII,
    // as model, sound and image names are): a gamestate sets hundreds, a server changes a
    // game clock or a score every second. (The test has no branch a byte: a word at a time.)
    let plain = raw
        .iter()
        .fold(true, |p, &b| p & (0x20..=0x7e).contains(&b));
    let v = match std::str::from_utf8(raw) {
        Ok(t) if plain => Cow::Borrowed(t),
        _ => Cow::Owned(quake_text(raw)),
    };
    if c.t.is_enabled() {
        c.add_since(Q2CsValue, s, Value::Str(v.to_string()));
        let n = st.cs_name(i);
        c.t.label(|| {
            format!(
                " svc_configstring {n} \"{}\"",
                v.chars().take(64).collect::<String>()
            )
        });
    }
    if i < st.cs_layout().end {
        st.configstrings.insert(i, &v);
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
    let w = Wire::of(&st.proto).ent;
    let (bits, n) = entity::header(c, &w)?;
    if n == 0 {
        c.t.label(|| " end of baselines".into());
        return Ok(0);
    }
    let mut e = EntState::default();
    entity::delta(c, bits, &w, &mut e, false)?;
    e.number = n;
    if w.origin == Coord::ShortUnlessSolid {
        let ds = Arc::make_mut(&mut st.demo_solid);
        if bits & U_SOLID != 0 {
            ds.set_edict(n, e.solid != 0);
        }
        let v = ds.edict(n);
        ds.set_baseline(n, v);
    }
    let name = st.model_name(e.model[0]).unwrap_or("");
    // a baseline is a delta from the zero state: what it sets
    c.t.label(|| super::heading::heading(n, bits, &w, "all defaults", name));
    Arc::make_mut(&mut st.baselines).insert(n, e);
    Ok(n)
}

fn gamestate(c: &mut Cursor, configstrings: bool, baselines: bool, st: &mut Q2State) -> R<()> {
    if configstrings {
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
    if baselines {
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

/// svc_sound: the index, entity/channel word and position sized by the dialect's table.
fn sound(c: &mut Cursor, st: &Q2State) -> R<()> {
    let w = Wire::of(&st.proto);
    let s = c.pos();
    let flags = c.r.u8()?;
    c.flags(Q2SndFlags, s, flags as u64, w.snd.bits);
    // the rerelease's index is always 16-bit (the seed document says MAX_SOUNDS is 1024 there
    // and 2048 for the configstrings)
    let i = if w.snd.index16 || flags & w.snd.index16_flag != 0 {
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
        let v = if flags & w.snd.large_ent_flag != 0 {
            c.r.u32()?
        } else {
            c.r.u16()? as u32
        };
        c.t.open(Q2SndEntChan, s, Value::U(v as u64));
        let len = c.pos() - s;
        c.t.add(Q2SndEntity, s, len, Value::U(v as u64));
        c.t.add(Q2SndChannel, s, len, Value::U(v as u64));
        c.t.close(c.pos());
    }
    if flags & 0x04 != 0 {
        wire::pos(c, [Q2SndPosX, Q2SndPosY, Q2SndPosZ], w.pos)?;
    }
    Ok(())
}

/// The decoding switches a R1Q2 or Q2PRO svc_serverdata sets from its minor version and (Q2PRO
/// 1024+) protocol flags; dialect inference builds its 35/36 readings with the same function.
pub fn serverdata_proto(dialect: Dialect, minor: u16, flags: u16) -> Proto {
    let mut p = Proto::of(dialect);
    p.minor = minor;
    match dialect {
        Dialect::R1q2 if minor >= 1905 => p.es |= ES_LONGSOLID,
        Dialect::Q2pro => {
            p.es |= ES_LONGSOLID;
            if minor >= 1018 {
                p.es |= ES_SHORTANGLES;
            }
            if flags & 0x08 != 0 {
                p.extended = true;
                p.es |= ES_EXTENSIONS | ES_SHORTANGLES;
                p.ps |= PSF_EXTENSIONS;
                if minor >= 1025 && flags & 0x10 != 0 {
                    p.es |= ES_EXTENSIONS_2;
                    p.ps |= PSF_EXTENSIONS_2;
                    if minor >= 1026 {
                        p.ps |= PSF_MOREBITS;
                    }
                }
            }
        }
        Dialect::Q2repro => {
            // the layout is fixed; the flags say which game library the server runs
            if flags & 0x8000 == 0 {
                p.rr_game = true;
            } else {
                p.extended = flags & 0x08 != 0;
            }
        }
        _ => {}
    }
    p
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
            let minor = c.u16(Q2SdMinor)?;
            c.u8(Q2SdAdvancedDeltas)?;
            c.u8(Q2SdStrafejump)?;
            p = serverdata_proto(Dialect::R1q2, minor, 0);
        }
        Dialect::Q2pro => {
            let minor = c.u16(Q2SdMinor)?;
            c.u8(Q2SdServerState)?;
            let mut pf = 0u16;
            if minor >= 1024 {
                let s = c.pos();
                pf = c.r.u16()?;
                c.flags(Q2SdFlags, s, pf as u64, &Q2PRO_SD_FLAGS);
            } else {
                c.u8(Q2SdStrafejump)?;
                c.u8(Q2SdQwMode)?;
                c.u8(Q2SdWaterjump)?;
            }
            p = serverdata_proto(Dialect::Q2pro, minor, pf);
        }
        Dialect::Q2repro => {
            let minor = c.u16(Q2SdMinor)?;
            c.u8(Q2SdServerState)?;
            let s = c.pos();
            let pf = c.r.u16()?;
            c.flags(Q2SdFlags, s, pf as u64, &Q2REPRO_SD_FLAGS);
            let fps = c.u8(Q2SdTickrate)?;
            if let Some(d) = &mut sum.detail {
                d.push_str(&format!(" {fps} Hz"));
            }
            p = serverdata_proto(Dialect::Q2repro, minor, pf);
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
    // a serverdata before any frame: the stream is seen from its start, so 2022's per-entity
    // solids are all known (zero until sent)
    if st.frames.iter().all(Option::is_none) && !st.demo_solid.complete {
        st.demo_solid = st.demo_solid.completed();
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
    let out = match inflate::raw(data, outlen) {
        Ok(out) => out,
        Err((got, ok)) => {
            c.t.expert(
                Expert::BadCompression,
                s,
                inlen,
                format!(
                    "raw deflate stream does not inflate to the announced {outlen} bytes (got {got}{})",
                    if ok { "" } else { ", stream incomplete" }
                ),
            );
            return Ok(true);
        }
    };
    ctx.inflated += out.len();
    let mut t = if ctx.tree {
        c.t.sibling()
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

/// svc_configblast (22) / svc_spawnbaselineblast (23): the inflated bytes become a data
/// source of their own holding configstrings (u16 index + string) or baselines.
fn blast(c: &mut Cursor, m: Msg, st: &mut Q2State, ctx: &mut Ctx, sum: &mut Summary) -> R<bool> {
    let clen = c.u16(Q2BlastCompressed)? as usize;
    let ulen = c.u16(Q2BlastLen)? as usize;
    let s = c.pos();
    let data = c.r.take(clen)?;
    c.add_since(Q2BlastData, s, Value::None);
    // blasts share svc_zpacket's per-datagram budget: a hostile datagram could otherwise pack
    // hundreds, each inflating to 64 KiB
    if ctx.inflated + ulen > MAX_INFLATED_PER_PACKET {
        c.t.expert(
            Expert::LimitExceeded,
            s,
            clen,
            format!("more than {MAX_INFLATED_PER_PACKET} inflated bytes in one datagram: this blast is not inflated"),
        );
        return Ok(true);
    }
    let out = match inflate::zlib(data, ulen) {
        Ok(o) => o,
        Err(why) => {
            let e = if why.contains("past") {
                Expert::LimitExceeded
            } else {
                Expert::BadCompression
            };
            c.t.expert(e, s, clen, why);
            return Ok(true);
        }
    };
    ctx.inflated += out.len();
    let what = if m == ConfigBlast {
        "svc_configblast"
    } else {
        "svc_spawnbaselineblast"
    };
    let mut t = if ctx.tree {
        c.t.sibling()
    } else {
        Tree::disabled()
    };
    t.open_generated(Q2BlastInflated);
    t.label(|| format!(" {what}: {ulen} bytes from frame {}", ctx.packet));
    t.close(0);
    let mut n = 0u32;
    {
        let mut bc = Cursor::new(&out, 0, &mut t);
        while !bc.r.is_empty() {
            let ms = bc.pos();
            bc.t.open(
                if m == ConfigBlast { Q2Msg } else { Q2Ent },
                ms,
                Value::None,
            );
            let res = if m == ConfigBlast {
                bc.u16(Q2CsIndex)
                    .and_then(|i| configstring(&mut bc, st, i))
                    .map(|_| true)
            } else {
                baseline(&mut bc, st).map(|_| true)
            };
            n += 1;
            if !end_message(&mut bc, res, ms, sum) {
                break;
            }
        }
    }
    c.t.label(|| format!(" {what} ({n} entries, {ulen} bytes)"));
    ctx.sources.push(Source {
        name: format!("Inflated {what}"),
        bytes: out,
        tree: t,
    });
    Ok(true)
}

/// A text field that is the packet's detail when it has none yet: converted only when a tree
/// or the Info line reads it (state only steps over it).
fn detail_text(c: &mut Cursor, f: crate::fields::Field, sum: &mut Summary) -> R<()> {
    if !c.t.is_enabled() && sum.is_quiet() {
        return c.text(f);
    }
    let s = c.string(f)?;
    if sum.detail.is_none() {
        sum.detail = Some(s.trim().chars().take(60).collect());
    }
    Ok(())
}
