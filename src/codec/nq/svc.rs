//! Server → client messages.

use super::clientdata::clientdata;
use super::entity::{self, angles, origin, origin3};
use super::state::{NqState, MAX_PRECACHE};
use super::wire::{Protocol, PROTOCOL_FITZQUAKE, PROTOCOL_RMQ};
pub(crate) use super::Next;
use super::Summary;
use crate::codec::fte::csqc::{self, CsqcFields};
use crate::codec::reader::{Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::nq::*;
use crate::fields::nq_dp::{NqDpPrecacheKind, NqDpSvc, DP_SVC_NAMES};
use crate::fields::{val_name, Field};
use std::sync::Arc;

const CSQC: CsqcFields = CsqcFields {
    entity: NqCsqcEntity,
    remove: NqCsqcRemove,
    size: NqSized,
    sized_data: NqRaw,
    data: NqCsqcData,
};

const FTEX: u32 = 0x5845_5446;
const FTE2: u32 = 0x3245_5446;
const PRFL_BITS: &[crate::fields::Field] = &[
    NqSiFlagShortAngle,
    NqSiFlagFloatAngle,
    NqSiFlag24BitCoord,
    NqSiFlagFloatCoord,
    NqSiFlagEdictScale,
    NqSiFlagAlphaSanity,
    NqSiFlagInt32Coord,
    NqSiFlagMoreFlags,
];

/// Which svc numbers a protocol defines.
fn legal(cmd: u8, p: &Protocol) -> bool {
    if p.dp() {
        // DarkPlaces DP5–DP8 define 1–37 (21 unused) and 50–62
        return matches!(cmd, 1..=20 | 22..=37 | 50..=62);
    }
    if p.dp_svcs() {
        // DarkPlaces serving a relative of 15 (Nehahra movie, BJP): the same table but its
        // entity frames (57, 58), which only DP1 and later carry
        return matches!(cmd, 1..=20 | 22..=37 | 50..=56 | 59..=62);
    }
    match cmd {
        1..=20 | 22..=34 => cmd != 21 || !p.replacement(),
        // FitzQuake messages: QuakeSpasm's client accepts skybox/bf/fog in every protocol, since
        // mods write them by hand; the "2" baselines exist only in 666/999.
        37 | 40 | 41 => true,
        42..=44 => p.fitz(),
        // FTE's messages on NetQuake (DP numbering for 51/54)
        21 => p.replacement(),
        51 | 54 | 66 | 78 | 79 | 85 | 86 | 90 | 91 => p.fte(),
        // read from fteqw's source only (no capture holds them yet), each with the extension
        // fteqw's server sends it under: particles in DarkPlaces' numbers and sized CSQC
        // entities (PEXT_CSQC), voice (PEXT2_VOICECHAT), the base angle (PEXT2_VRINPUTS)
        60..=62 | 92 => p.pext1 & crate::codec::fte::PEXT_CSQC != 0,
        // unsized CSQC entities (DarkPlaces' number; FTE's server sends them without replacement
        // deltas) and game packets, under PEXT_CSQC
        58 | 83 => p.pext1 & crate::codec::fte::PEXT_CSQC != 0,
        // SV_Effect multicasts DarkPlaces' effect messages to every NetQuake client
        52 | 53 => p.fte(),
        84 => p.pext2 & crate::codec::fte::PEXT2_VOICECHAT != 0,
        93 => p.pext2 & crate::codec::fte::PEXT2_VRINPUTS != 0,
        _ => false,
    }
}

/// The command's name and the field that shows its byte: DarkPlaces numbers 35 and up in its own
/// table (`nq.dp.svc`), FTE's NetQuake messages reuse DarkPlaces' 51 and 54. `None`: no dialect
/// names it.
fn command(cmd: u8, p: &Protocol) -> (Option<&'static str>, Field) {
    match cmd {
        35.. if p.dp_svcs() => (val_name(DP_SVC_NAMES, cmd as u32), NqDpSvc),
        21 if p.replacement() => (Some("svc_fte_spawnstatic2"), NqSvc),
        51 if p.fte() => (Some("svc_dp_updatestatbyte"), NqSvc),
        54 if p.fte() => (Some("svc_dp_precache"), NqSvc),
        52 if p.fte() => (Some("svc_dp_effect"), NqSvc),
        53 if p.fte() => (Some("svc_dp_effect2"), NqSvc),
        58 if p.fte() => (Some("svc_dp_csqcentities"), NqSvc),
        60 if p.fte() => (Some("svc_dp_trailparticles"), NqSvc),
        61 if p.fte() => (Some("svc_dp_pointparticles"), NqSvc),
        62 if p.fte() => (Some("svc_dp_pointparticles1"), NqSvc),
        // a number two dialects name shows both in the value ("svc_seq | svc_dp_updatestatbyte"):
        // the heading, the first (id's)
        _ => (heading(cmd), NqSvc),
    }
}

/// `SVC_NAMES`' name of `cmd` up to any " | " (a table built once: every message asks).
fn heading(cmd: u8) -> Option<&'static str> {
    static HEADINGS: std::sync::OnceLock<[Option<&'static str>; 256]> = std::sync::OnceLock::new();
    HEADINGS.get_or_init(|| {
        let mut t = [None; 256];
        for (i, h) in t.iter_mut().enumerate() {
            *h = val_name(SVC_NAMES, i as u32).map(|n| n.split(" | ").next().unwrap_or(n));
        }
        t
    })[cmd as usize]
}

pub fn server_messages(
    buf: &[u8],
    start: usize,
    st: &mut NqState,
    t: &mut Tree,
    sum: &mut Summary,
) {
    let mut c = Cursor::new(buf, start, t);
    let skip = !c.t.is_enabled();
    // worked out at the first fast update (again after any other message)
    let mut layout = None;
    while !c.r.is_empty() {
        // the dialect is read per message: a svc_serverinfo may change it mid-datagram
        let ms = c.pos();
        let cmd = c.r.peek_u8().unwrap_or(0);
        if cmd & 0x80 != 0 && skip {
            // without a tree, a fast update is stepped over (see `entity::fast_update_len`)
            let l = layout.get_or_insert_with(|| entity::UpdateLayout::of(&st.protocol));
            if let Some(len) = entity::fast_update_len(buf, ms, l) {
                sum.push("update");
                c.r.pos = ms + len;
                continue;
            }
        }
        let res = if cmd & 0x80 != 0 {
            c.t.open(NqUpdate, ms, Value::None);
            sum.push("update");
            entity::fast_update(&mut c, st).map(|_| Next::Continue)
        } else {
            c.t.open(NqMsg, ms, Value::None);
            let (known, field) = command(cmd, &st.protocol);
            let name = known.unwrap_or("svc_unknown");
            c.t.label_parts(&[" ", name]);
            sum.push(name);
            c.u8(field).ok();
            if legal(cmd, &st.protocol) {
                let next = body(&mut c, cmd, st, sum);
                layout = None;
                next
            } else {
                let p = st.protocol.version;
                let (e, what) = if known.is_some() {
                    (
                        Expert::IllegalCommand,
                        format!("{name} ({cmd}) is not decoded for protocol {p}"),
                    )
                } else {
                    (
                        Expert::UnknownCommand,
                        format!("unknown svc {cmd} for protocol {p}"),
                    )
                };
                c.t.expert(e, ms, 1, what);
                Ok(Next::Stop)
            }
        };
        if !super::end_message(&mut c, res.map(|n| matches!(n, Next::Continue)), ms, sum) {
            break;
        }
    }
}

pub(crate) fn body(c: &mut Cursor, cmd: u8, st: &mut NqState, sum: &mut Summary) -> R<Next> {
    let p = st.protocol;
    if p.dp_svcs() {
        // what DarkPlaces changed or added; the rest is read below as in every dialect
        if let Some(next) = crate::codec::dp::svc::message(c, cmd, st, sum) {
            return next;
        }
    }
    match cmd {
        1 | 2 | 27 | 28 | 30 | 33 | 40 => {} // nop, disconnect, killedmonster, foundsecret, intermission, sellscreen, bf
        3 => {
            c.u8(NqStatIndex)?;
            c.i32(NqStatValue)?;
        }
        4 => {
            c.i32(NqVersion)?;
        }
        5 => {
            c.i16(NqEntity)?;
        }
        6 => sound(c, st)?,
        7 => {
            c.f32(NqTime)?;
            // FTE's PEXT2_PREDINFO acks the last move sequence here
            if p.pext2 & crate::codec::fte::PEXT2_PREDINFO != 0 {
                c.u16(crate::fields::nq_fte::UeAck)?;
            }
        }
        8 => {
            c.text(NqPrint)?;
        }
        9 => {
            c.text(NqStufftext)?;
        }
        10 => {
            angles(c, &p)?;
        }
        11 => serverinfo(c, st, sum)?,
        12 => {
            c.u8(NqLightstyleIndex)?;
            c.text(NqLightstylePattern)?;
        }
        13 => {
            c.u8(NqPlayer)?;
            c.text(NqPlayerName)?;
        }
        14 => {
            c.u8(NqPlayer)?;
            c.i16(NqPlayerFrags)?;
        }
        15 => clientdata(c, st)?,
        16 => {
            entchan_packed(c)?;
        }
        17 => {
            c.u8(NqPlayer)?;
            let s = c.pos();
            let v = c.r.u8()?;
            c.flags(NqPlayerColors, s, v as u64, &[NqPlayerTop, NqPlayerBottom]);
        }
        18 => {
            origin(c, &p)?;
            for f in [NqParticleDirX, NqParticleDirY, NqParticleDirZ] {
                c.i8(f)?;
            }
            c.u8(NqParticleCount)?;
            c.u8(NqParticleColor)?;
        }
        19 => {
            c.u8(NqDamageArmor)?;
            c.u8(NqDamageBlood)?;
            origin(c, &p)?;
        }
        21 | 66 | 86 => return fte_entities(c, cmd, st),
        51 => {
            c.u8(NqStatIndex)?;
            c.u8(NqStatValue)?;
        }
        54 => precache(c, st)?,
        78 => {
            c.u8(NqStatIndex)?;
            c.text(NqStatString)?;
        }
        79 => {
            c.u8(NqStatIndex)?;
            c.f32(NqStatFloat)?;
        }
        85 => {
            // svcfte_setangledelta: MSG_ReadAngle16, 16-bit unless 999 sends float angles
            let a = if p.angle() == super::wire::Angle::Float {
                super::wire::Angle::Float
            } else {
                super::wire::Angle::Short
            };
            for f in [NqAnglePitch, NqAngleYaw, NqAngleRoll] {
                entity::angle_as(c, a, f)?;
            }
        }
        90 | 91 => {
            let n = c.u16(NqSized)? as usize & 0x7fff;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(NqRaw, s, Value::None);
        }
        // FTE on NetQuake, from fteqw's client parser (cl_tent.c, snd_dma.c, pr_csqc.c,
        // cl_parse.c) and the writers in its server; `legal` admits them only with their
        // extension. No capture holds them yet.
        60 => {
            crate::codec::fte::delta::entity_number(c, NqFteParticleEntity, p.replacement())?;
            c.u16(crate::fields::nq_dp::NqDpParticleEffect)?;
            origin(c, &p)?;
            origin3(c, &p, [NqTeEndX, NqTeEndY, NqTeEndZ])?;
        }
        61 | 62 => {
            use crate::fields::nq_dp::*;
            c.u16(NqDpParticleEffect)?;
            origin(c, &p)?;
            if cmd == 61 {
                origin3(
                    c,
                    &p,
                    [
                        NqDpParticleVelocityX,
                        NqDpParticleVelocityY,
                        NqDpParticleVelocityZ,
                    ],
                )?;
                c.u16(NqDpParticleCount)?;
            }
        }
        84 => {
            c.u8(NqVoiceSender)?;
            c.u8(NqVoiceGen)?;
            c.u8(NqVoiceSeq)?;
            let n = c.u16(NqSized)? as usize;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(NqVoiceData, s, Value::None);
        }
        58 | 92 => csqc::entities(c, &CSQC, p.replacement(), cmd == 92)?,
        83 => csqc::game_packet(c, &CSQC),
        52 | 53 => {
            // svc_effect/effect2, DarkPlaces' and FTE's (SV_Effect): 53 has 16-bit model and frame
            use crate::fields::nq_dp::*;
            origin(c, &p)?;
            for f in [NqDpEffectModel, NqDpEffectStartFrame] {
                let s = c.pos();
                let v = if cmd == 53 {
                    c.r.u16()?
                } else {
                    c.r.u8()? as u16
                };
                c.add_since(f, s, Value::U(v as u64));
            }
            c.u8(NqDpEffectFrameCount)?;
            c.u8(NqDpEffectFrameRate)?;
        }
        93 => {
            let fl = c.u8(NqBaseAngleFlags)?;
            for i in 0..3 {
                if fl & (1 << i) != 0 {
                    c.i16(NqBaseAngle)?;
                }
            }
        }
        20 => entity::baseline(c, st, false, false)?,
        22 => entity::baseline(c, st, true, false)?,
        42 => entity::baseline(c, st, true, true)?,
        43 => entity::baseline(c, st, false, true)?,
        23 => return temp_entity(c, &p),
        24 => {
            c.u8(NqPaused)?;
        }
        25 => {
            let n = c.u8(NqSignon)?;
            c.t.label(|| format!(" svc_signonnum {n}"));
        }
        26 => {
            c.text(NqCenterprint)?;
        }
        // DarkPlaces' svc_spawnstaticsound2 (59) is FitzQuake's (44)
        29 | 44 | 59 => {
            origin(c, &p)?;
            let i = if cmd != 29 || p.sound16() && !static_sound_byte(c, st) {
                c.u16(NqSoundIndex)?
            } else {
                c.u8(NqSoundIndex)? as u16
            };
            sound_name(c, st, i);
            c.u8(NqSoundVolume)?;
            c.u8(NqSoundAttenuation)?;
        }
        31 => {
            c.text(NqFinale)?;
        }
        32 => {
            c.u8(NqCdTrack)?;
            c.u8(NqCdLoop)?;
        }
        34 => {
            c.text(NqCutscene)?;
        }
        37 => {
            c.text(NqSkybox)?;
        }
        41 => {
            c.u8(NqFogDensity)?;
            c.u8(NqFogRed)?;
            c.u8(NqFogGreen)?;
            c.u8(NqFogBlue)?;
            c.i16(NqFogTime)?;
        }
        _ => return Ok(Next::Stop),
    }
    Ok(Next::Continue)
}

/// FTE's replacement-delta messages: spawnstatic2 (21), spawnbaseline2 (66), updateentities (86).
fn fte_entities(c: &mut Cursor, cmd: u8, st: &mut NqState) -> R<Next> {
    use crate::codec::fte::delta;
    use crate::fields::nq_fte::FIELDS as FTE;
    let p = st.protocol;
    let w = delta::Wire {
        nq: true,
        coord: p.coord(),
        angle: p.angle(),
        ext: crate::codec::fte::Ext {
            pext: p.pext1,
            pext2: p.pext2,
            ..Default::default()
        },
    };
    // mid-session (no svc_serverinfo yet) the entities' earlier state was not captured
    st.fte.partial = !st.known;
    let ok = match cmd {
        86 => {
            let (n, ok) = delta::update_entities(c, &FTE, &w, &mut st.fte, &st.models)?;
            c.t.label(|| format!(" ({n} entities)"));
            ok
        }
        _ => delta::baseline2(c, &FTE, &w, &mut st.fte, cmd == 66, &st.models)?,
    };
    Ok(if ok { Next::Continue } else { Next::Stop })
}

/// DarkPlaces' svc_precache (54), also sent by FTE servers to NetQuake clients: `[u16 index]
/// [string]`, models below 32768, sounds at 32768 + index. The name joins the precache list as
/// a svc_serverinfo list entry does, so later entities and sounds resolve to it.
fn precache(c: &mut Cursor, st: &mut NqState) -> R<()> {
    let w = c.u16(NqPrecacheIndex)?;
    let name = c.string(NqPrecacheName)?;
    let (kind, i) = if w < 32768 {
        ("model", w)
    } else {
        ("sound", w - 32768)
    };
    if c.t.is_enabled() {
        c.t.add_generated(NqDpPrecacheKind, Value::Str(kind.to_string()));
    }
    let cmd = command(54, &st.protocol).0.unwrap_or("precache");
    c.t.label(|| format!(" svc_{cmd} {kind} {i} {name}"));
    let i = i as usize;
    if (1..=MAX_PRECACHE).contains(&i) {
        let list = if w < 32768 {
            &mut st.models
        } else {
            &mut st.sounds
        };
        let l = Arc::make_mut(list);
        if l.len() < i {
            // the engines index the table directly: names not yet sent stay empty
            l.resize(i, String::new());
        }
        l[i - 1] = name;
    }
    Ok(())
}

/// BJP2/BJP3's svc_spawnstaticsound index is 16-bit as DarkPlaces writes it, but fteqw's server
/// (sv_user.c, prespawn) writes a byte in BJP3 and leaves out sounds above 255. When the
/// precache list is known and only the byte names a precached sound, read the byte (with a note).
fn static_sound_byte(c: &mut Cursor, st: &NqState) -> bool {
    let n = st.sounds.len();
    let (Ok(wide), Some(byte)) = (c.r.peek_u16(), c.r.peek_u8()) else {
        return false;
    };
    let fits = |v: usize| (1..=n).contains(&v);
    let byte_only = !fits(wide as usize) && fits(byte as usize);
    if byte_only {
        c.t.expert(
            Expert::Note,
            c.pos(),
            1,
            format!(
                "sound index read as a byte, as fteqw's server writes it in BJP3: as 16 bits \
                 ({wide}) it names none of the {n} precached sounds"
            ),
        );
    }
    byte_only
}

fn sound_name(c: &mut Cursor, st: &NqState, i: u16) {
    if c.t.is_enabled() {
        // a svc_precache may leave gaps in the list (empty names)
        if let Some(n) = st.sound_name(i).filter(|n| !n.is_empty()) {
            c.t.add_generated(NqSoundName, Value::Str(n.to_string()));
        }
    }
}

/// The classic `s16 (entity<<3 | channel)` word, shown whole and split (svc_stopsound).
fn entchan_packed(c: &mut Cursor) -> R<()> {
    let s = c.pos();
    let v = c.r.u16()?;
    c.t.open(NqSoundEntChannel, s, Value::U(v as u64));
    c.t.add(NqEntity, s, 2, Value::U((v >> 3) as u64));
    c.t.add(NqSoundChannel, s, 2, Value::U((v & 7) as u64));
    c.t.close(c.pos());
    Ok(())
}

const SND_VOLUME: u8 = 0x01;
const SND_ATTENUATION: u8 = 0x02;
const SND_LARGEENTITY: u8 = 0x08;
const SND_LARGESOUND: u8 = 0x10;

const SND_SPEED: u8 = 0x20;
/// The svc_sound flag bits; DarkPlaces defines the first six (its bit 5 is the speed, as FTE's).
const SOUND_FLAGS: &[crate::fields::Field] = &[
    NqSoundFlagVolume,
    NqSoundFlagAttenuation,
    NqSoundFlagLooping,
    NqSoundFlagLargeEntity,
    NqSoundFlagLargeSound,
    NqSoundFlagSpeed,
    NqSoundFlagTimeofs,
    NqSoundFlagPitch,
];

/// The fields one protocol's copy of the NetQuake sound message is shown with (QuakeWorld
/// carries it as svcfte_soundextended).
pub(crate) struct SoundFields {
    pub flags: Field,
    pub flag_bits: &'static [Field],
    pub more: Field,
    pub volume: Field,
    pub attenuation: Field,
    pub pitch: Field,
    pub timeofs: Field,
    pub velocity: Field,
    pub speed: Field,
    pub entity: Field,
    pub channel: Field,
    pub entchan: Field,
    pub index: Field,
}

const NQ_SOUND: SoundFields = SoundFields {
    flags: NqSoundFlags,
    flag_bits: SOUND_FLAGS,
    more: NqSoundMoreFlags,
    volume: NqSoundVolume,
    attenuation: NqSoundAttenuation,
    pitch: NqSoundPitch,
    timeofs: NqSoundTimeofs,
    velocity: NqSoundVelocity,
    speed: NqSoundSpeed,
    entity: NqEntity,
    channel: NqSoundChannel,
    entchan: NqSoundEntChannel,
    index: NqSoundIndex,
};

/// What changes the sound message between dialects.
#[derive(Clone, Copy)]
pub(crate) struct SoundDialect {
    /// FTE's flags: more flags, pitch, time offset, velocity, speed.
    pub fte: bool,
    /// DarkPlaces: six flag bits, the speed only.
    pub dp: bool,
    /// The sound index is always 16-bit (BJP).
    pub sound16: bool,
    /// A large entity number is FTE's wide form (MSGCL_ReadEntity with replacement deltas).
    pub wide_entity: bool,
}

/// svc_sound for every NetQuake dialect, and FTE's svcfte_soundextended on QuakeWorld, up to
/// the origin: FTE adds more flags, pitch, time offset and velocity before its speed;
/// DarkPlaces has only the speed (u16 ×4000) after the attenuation. Returns the sound index.
pub(crate) fn sound_head(c: &mut Cursor, f: &SoundFields, d: SoundDialect) -> R<u16> {
    let s = c.pos();
    let flags = c.r.u8()?;
    let bits = if d.dp { &f.flag_bits[..6] } else { f.flag_bits };
    c.flags(f.flags, s, flags as u64, bits);
    let fte = d.fte;
    let mut more = 0u64;
    if fte && flags & 0x04 != 0 {
        // FTESND_MOREFLAGS: the count of leading 1 bits says how many bytes follow (big-endian)
        let s = c.pos();
        let v = crate::codec::fte::read_u64(c)?;
        c.add_since(f.more, s, Value::U(v));
        more = v;
    }
    if flags & SND_VOLUME != 0 {
        c.u8(f.volume)?;
    }
    if flags & SND_ATTENUATION != 0 {
        c.u8(f.attenuation)?;
    }
    if fte {
        if flags & 0x80 != 0 {
            c.u8(f.pitch)?;
        }
        if flags & 0x40 != 0 {
            c.i16(f.timeofs)?;
        }
        // FTESND_VELOCITY is CF_NET_SENTVELOCITY (CF_SV_RELIABLE) in the extended flags
        if more & 1 != 0 {
            for _ in 0..3 {
                c.i16(f.velocity)?;
            }
        }
    }
    if (fte || d.dp) && flags & SND_SPEED != 0 {
        c.u16(f.speed)?;
    }
    if flags & SND_LARGEENTITY != 0 {
        crate::codec::fte::delta::entity_number(c, f.entity, d.wide_entity)?;
        c.u8(f.channel)?;
    } else {
        let s = c.pos();
        let v = c.r.u16()?;
        c.t.open(f.entchan, s, Value::U(v as u64));
        c.t.add(f.entity, s, 2, Value::U((v >> 3) as u64));
        c.t.add(f.channel, s, 2, Value::U((v & 7) as u64));
        c.t.close(c.pos());
    }
    if flags & SND_LARGESOUND != 0 || d.sound16 {
        c.u16(f.index)
    } else {
        Ok(c.u8(f.index)? as u16)
    }
}

pub(crate) fn sound(c: &mut Cursor, st: &NqState) -> R<()> {
    let p = st.protocol;
    let d = SoundDialect {
        fte: p.fte(),
        dp: p.dp_svcs(),
        sound16: p.sound16(),
        wide_entity: p.replacement(),
    };
    let i = sound_head(c, &NQ_SOUND, d)?;
    sound_name(c, st, i);
    // a DarkPlaces svc_precache may leave gaps in the list (empty names)
    if let Some(n) = st.sound_name(i).filter(|n| !n.is_empty()) {
        c.t.label(|| format!(" svc_sound {n}"));
    }
    origin(c, &st.protocol)?;
    Ok(())
}

fn temp_entity(c: &mut Cursor, p: &Protocol) -> R<Next> {
    let ty = c.u8(NqTeType)?;
    if let Some(n) = val_name(TE_NAMES, ty as u32) {
        c.t.label(|| format!(" svc_temp_entity TE_{n}"));
    }
    match ty {
        0..=4 | 7 | 8 | 10 | 11 => {
            origin(c, p)?;
        }
        5 | 6 | 9 | 13 => {
            c.i16(NqEntity)?;
            origin(c, p)?;
            origin3(c, p, [NqTeEndX, NqTeEndY, NqTeEndZ])?;
        }
        12 => {
            origin(c, p)?;
            c.u8(NqTeColorStart)?;
            c.u8(NqTeColorLength)?;
        }
        _ => {
            let s = c.pos() - 1;
            c.t.expert(
                Expert::UnknownCommand,
                s,
                1,
                format!("unknown temp entity type {ty}"),
            );
            return Ok(Next::Stop); // its length is unknown, so nothing after it can be framed
        }
    }
    Ok(Next::Continue)
}

fn serverinfo(c: &mut Cursor, st: &mut NqState, sum: &mut Summary) -> R<()> {
    let mut p = Protocol {
        version: 0,
        flags: 0,
        pext1: 0,
        pext2: 0,
    };
    // FTE prefixes its extension words ("FTEX" bits, "FTE2" bits) before the protocol number
    loop {
        let s = c.pos();
        let v = c.r.u32()?;
        if v == FTEX || v == FTE2 {
            c.add_since(NqSiFteMagic, s, Value::U(v as u64));
            let bs = c.pos();
            let bits = c.r.u32()?;
            crate::codec::fte::add_value(c, &crate::fields::nq_fte::FIELDS, v, bits, bs, 4);
            if v == FTEX {
                p.pext1 = bits;
            } else {
                p.pext2 = bits;
            }
            continue;
        }
        c.add_since(NqSiProtocol, s, Value::I(v as i32 as i64));
        p.version = v;
        break;
    }
    if p.version == PROTOCOL_RMQ {
        let s = c.pos();
        p.flags = c.r.u32()?;
        c.flags(NqSiFlags, s, p.flags as u64, PRFL_BITS);
    }
    if ![PROTOCOL_FITZQUAKE, PROTOCOL_RMQ].contains(&p.version)
        && p.variant().is_none()
        && !crate::codec::dp::is_dp(p.version)
    {
        let s = c.pos() - 4;
        c.t.expert(
            Expert::UnknownCommand,
            s,
            4,
            format!("unknown protocol {}; decoding as 15", p.version),
        );
    }
    c.u8(NqSiMaxClients)?;
    c.u8(NqSiGameType)?;
    let level = c.string(NqSiLevelName)?;
    let mut models = Vec::new();
    let mut sounds = Vec::new();
    for (list, field) in [(&mut models, NqSiModel), (&mut sounds, NqSiSound)] {
        loop {
            let s = c.pos();
            let (name, _) = c.r.string()?;
            if name.is_empty() {
                c.add_since(NqSiListEnd, s, Value::Str(String::new()));
                break;
            }
            if c.t.is_enabled() {
                c.add_since(field, s, Value::Str(name.clone()));
            }
            if list.len() < MAX_PRECACHE {
                list.push(name);
            } else if list.len() == MAX_PRECACHE {
                list.push(String::new()); // marks the list full; dropped below
                let e = c.pos();
                c.t.expert(
                    Expert::LimitExceeded,
                    s,
                    e - s,
                    format!("more than {MAX_PRECACHE} precache names: the rest are not remembered"),
                );
            }
        }
    }
    if let Some(map) = models.first() {
        if c.t.is_enabled() {
            c.t.add_generated(NqSiMap, Value::Str(map.clone()));
        }
        sum.detail = Some(format!("{} \"{}\"", map, level));
    }
    // a new serverinfo starts a new level: protocol re-read, baselines and precaches replaced
    st.protocol = p;
    st.known = true;
    sum.serverinfo = true;
    models.truncate(MAX_PRECACHE);
    sounds.truncate(MAX_PRECACHE);
    st.models = Arc::new(models);
    st.sounds = Arc::new(sounds);
    st.baselines = Arc::default();
    st.fte = Default::default();
    st.dp = Default::default();
    Ok(())
}
