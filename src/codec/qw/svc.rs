//! Server → client messages.

use super::entity;
use super::state::{Origin, QwState, MAX_PRECACHE};
use super::{angles, coord, origin};
use crate::codec::fte::csqc::{self, CsqcFields};
use crate::codec::fte::{
    self, delta, PEXT2_MAXPLAYERS, PEXT2_REPLACEMENTDELTAS, PEXT2_VOICECHAT, PEXT_CHUNKEDDOWNLOADS,
    PEXT_CSQC, PEXT_CUSTOMTEMPEFFECTS, PEXT_HEXEN2, PEXT_SHOWPIC, PEXT_SPLITSCREEN,
};
use crate::codec::nq::svc::{sound_head, SoundDialect, SoundFields};
use crate::codec::nq::Summary;
use crate::codec::reader::{quake_text, Cursor, R};
use crate::codec::tree::{Expert, Tree, Value};
use crate::fields::qw::*;
use crate::fields::qw_fte::FIELDS as FTE;
use crate::fields::val_name;
use std::sync::Arc;

const SOUNDX: SoundFields = SoundFields {
    flags: QwSoundxFlags,
    flag_bits: &[
        QwSoundxFlagVolume,
        QwSoundxFlagAttenuation,
        QwSoundxFlagMore,
        QwSoundxFlagLargeEntity,
        QwSoundxFlagLargeSound,
        QwSoundxFlagSpeed,
        QwSoundxFlagTimeofs,
        QwSoundxFlagPitch,
    ],
    more: QwSoundxMoreFlags,
    volume: QwSoundVolume,
    attenuation: QwSoundAttenuation,
    pitch: QwSoundxPitch,
    timeofs: QwSoundxTimeofs,
    velocity: QwSoundxVelocity,
    speed: QwSoundxSpeed,
    entity: QwSoundxEntity,
    channel: QwSoundChannel,
    entchan: QwSoundxEntChannel,
    index: QwSoundIndex,
};

const CSQC: CsqcFields = CsqcFields {
    entity: QwCsqcEntity,
    remove: QwCsqcRemove,
    size: QwSized,
    sized_data: QwSizedData,
    data: QwCsqcData,
};

/// Decodes the svc stream of a server datagram received with sequence `seq`.
pub fn server_messages(
    buf: &[u8],
    start: usize,
    st: &mut QwState,
    t: &mut Tree,
    sum: &mut Summary,
    seq: u32,
    frame_no: u32,
) {
    super::messages(
        buf,
        start,
        t,
        sum,
        QwSvc,
        ("svc_unknown", SVC_NAMES),
        |c, cmd, sum| body(c, cmd, st, sum, seq, frame_no),
    );
}

fn ext_text(ext: fte::Ext) -> String {
    if ext.is_empty() {
        "no extensions".into()
    } else {
        ext.describe()
    }
}

/// FTE's replacement-delta messages: spawnstatic2 (21), spawnbaseline2 (66), updateentities (86).
fn fte_entities(c: &mut Cursor, cmd: u8, st: &mut QwState) -> R<bool> {
    let w = delta::Wire {
        nq: false,
        coord: super::coord_kind(&st.ext),
        angle: super::angle_kind(&st.ext),
        ext: st.ext,
    };
    if cmd == 86 {
        let (n, ok) = delta::update_entities(c, &FTE, &w, &mut st.fte, &st.models)?;
        c.t.label(|| format!(" ({n} entities)"));
        return Ok(ok);
    }
    delta::baseline2(c, &FTE, &w, &mut st.fte, cmd == 66, &st.models)
}

/// Returns whether the rest of the buffer can still be framed.
pub(crate) fn body(
    c: &mut Cursor,
    cmd: u8,
    st: &mut QwState,
    sum: &mut Summary,
    seq: u32,
    frame_no: u32,
) -> R<bool> {
    let ext = st.ext;
    match cmd {
        2 if st.mvd => {
            // an MVD stream ends with svc_disconnect "EndOfDemo"
            c.text(QwPrint)?;
        }
        1 | 2 | 27 | 28 | 33 | 34 | 35 => {}
        3 => {
            c.u8(QwStatIndex)?;
            c.u8(QwStatValue)?;
        }
        38 => {
            c.u8(QwStatIndex)?;
            c.i32(QwStatValue)?;
        }
        6 => sound(c, st)?,
        8 => {
            c.u8(QwPrintLevel)?;
            c.text(QwPrint)?;
        }
        9 => {
            c.text(QwStufftext)?;
        }
        10 => {
            if st.mvd {
                // an MVD stream says whose view it sets
                c.u8(QwPlayer)?;
            }
            angles(c, &ext)?;
        }
        11 => serverdata(c, st, sum, frame_no)?,
        12 => {
            c.u8(QwLightstyleIndex)?;
            c.text(QwLightstylePattern)?;
        }
        14 => {
            c.u8(QwPlayer)?;
            c.i16(QwFrags)?;
        }
        16 => {
            c.u16(QwStopsound)?;
        }
        19 => {
            c.u8(QwDamageArmor)?;
            c.u8(QwDamageBlood)?;
            origin(c, &ext)?;
        }
        20 => entity::baseline(c, st, false)?,
        22 => entity::baseline(c, st, true)?,
        21 | 66 | 86 if st.ext.replacement() || cmd == 86 => return fte_entities(c, cmd, st),
        21 => entity::spawnstatic2(c, st)?,
        66 => entity::spawnbaseline2(c, st)?,
        23 => return temp_entity(c, &ext),
        24 => {
            c.u8(QwPaused)?;
        }
        25 => {
            let n = c.u8(QwSeats)?;
            for _ in 0..n {
                c.u8(QwPlayer)?;
            }
        }
        26 => {
            c.text(QwCenterprint)?;
        }
        29 => {
            origin(c, &ext)?;
            let i = c.u8(QwSoundIndex)?;
            sound_name(c, st, i as u16);
            c.u8(QwSoundVolume)?;
            c.u8(QwSoundAttenuationStatic)?;
        }
        30 => {
            origin(c, &ext)?;
            angles(c, &ext)?;
        }
        31 => {
            c.text(QwFinale)?;
        }
        32 => {
            c.u8(QwCdtrack)?;
        }
        36 => {
            c.u8(QwPlayer)?;
            c.i16(QwPing)?;
        }
        37 => {
            c.u8(QwPlayer)?;
            c.f32(QwEntertime)?;
        }
        39 => {
            c.u16(QwEntity)?;
        }
        40 => {
            c.u8(QwPlayer)?;
            c.i32(QwUserid)?;
            let s = c.pos();
            // (the text without its NUL: converted only for a tree)
            let (raw, _) = c.r.raw_string()?;
            if c.t.is_enabled() {
                c.t.open(QwUserinfo, s, Value::Str(quake_text(raw)));
                let end = c.pos();
                super::info_pairs_until(c.t, raw, s, end);
                c.t.close(end);
            }
        }
        41 => download(c, st)?,
        42 => entity::playerinfo(c, st)?,
        43 | 54 => nails(c, cmd == 54)?,
        44 => {
            sum.choked += c.u8(QwChoke)? as u32;
        }
        45 | 46 | 56 | 60 => list(c, st, cmd)?,
        47 | 48 => entity::packetentities(c, st, cmd == 48, seq, frame_no)?,
        49 => {
            c.f32(QwMaxspeed)?;
        }
        50 => {
            c.f32(QwEntgravity)?;
        }
        51 => {
            c.u8(QwPlayer)?;
            c.text(QwKey)?;
            c.text(QwValue)?;
        }
        52 => {
            c.text(QwKey)?;
            c.text(QwValue)?;
        }
        53 => {
            c.u8(QwPlayer)?;
            c.u8(QwPacketloss)?;
        }
        // the NetQuake sound message with FTE's flags, for what svc_sound cannot carry
        // (sv_send.c SV_SoundMulticast; CLNQ_ParseStartSoundPacket reads it)
        55 if ext.pext & fte::PEXT_SOUNDDBL != 0 || ext.replacement() => {
            let d = SoundDialect {
                fte: true,
                dp: false,
                sound16: false,
                wide_entity: ext.replacement(),
            };
            let i = sound_head(c, &SOUNDX, d)?;
            sound_name(c, st, i);
            if let Some(n) = st.sound_name(i) {
                c.t.label(|| format!(" svc_fte_soundextended {n}"));
            }
            origin(c, &ext)?;
        }
        // svc_lightstyle with colour (sv_send.c SV_SendLightstyle, PEXT_LIGHTSTYLECOL)
        57 if ext.pext & fte::PEXT_LIGHTSTYLECOL != 0 => {
            c.u8(QwLightstyleIndex)?;
            let fl = c.u8(QwLightstyleColFlags)?;
            if fl & 0x40 != 0 {
                c.u8(QwLightstyleIndexHigh)?;
            }
            if fl & 0x80 != 0 {
                for b in 0..3 {
                    if fl & (1 << b) != 0 {
                        c.i16(QwLightstyleTint)?;
                    }
                }
            }
            c.text(QwLightstylePattern)?;
        }
        77 => {
            c.u16(QwPrecacheIndex)?;
            c.text(QwPrecacheName)?;
        }
        78 => {
            c.u8(QwStatIndex)?;
            c.text(QwStatString)?;
        }
        79 => {
            c.u8(QwStatIndex)?;
            c.f32(QwStatFloat)?;
        }
        85 => {
            for _ in 0..3 {
                c.i16(QwSetangleDelta)?;
            }
        }
        88 => {
            let n = c.u8(QwSeats)?;
            for _ in 0..n {
                c.u8(QwPlayer)?;
            }
        }
        89 => {
            c.u8(QwPlayer)?;
            c.text(QwKey)?;
            c.u32(QwBlobOffset)?;
            let n = c.u16(QwSized)? as usize;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(QwBlobData, s, Value::None);
        }
        // FTE messages below are read as fteqw's client parser reads them (cl_parse.c, cl_tent.c,
        // cl_screen.c, snd_dma.c, pr_csqc.c) and its server writes them; no capture holds them
        // yet. Each only when its extension is in force, as fteqw's server sends it.
        69 | 71 if ext.pext & PEXT_SHOWPIC != 0 => {
            // showpic: zone, name, image, x, y. movepic as fteqw's server writes it (PF_MovePic):
            // name, zone, x, y; its client reads the zone first and drops the connection (a
            // recording shows it), so the wire follows the server
            if cmd == 69 {
                c.u8(QwPicZone)?;
                c.text(QwPicName)?;
                c.text(QwPicImage)?;
            } else {
                c.text(QwPicName)?;
                c.u8(QwPicZone)?;
            }
            c.i16(QwPicX)?;
            c.i16(QwPicY)?;
        }
        70 | 72 if ext.pext & PEXT_SHOWPIC != 0 => {
            c.text(QwPicName)?;
            if cmd == 72 {
                c.text(QwPicImage)?;
            }
        }
        80 if ext.pext & PEXT_CSQC != 0 => {
            delta::entity_number(c, QwParticleEntity, ext.replacement())?;
            c.u16(QwParticleEffect)?;
            origin(c, &ext)?;
            coord(c, &ext, QwTeEndX)?;
            coord(c, &ext, QwTeEndY)?;
            coord(c, &ext, QwTeEndZ)?;
        }
        81 | 82 if ext.pext & PEXT_CSQC != 0 => {
            c.u16(QwParticleEffect)?;
            origin(c, &ext)?;
            if cmd == 81 {
                coord(c, &ext, QwParticleDirX)?;
                coord(c, &ext, QwParticleDirY)?;
                coord(c, &ext, QwParticleDirZ)?;
                c.u16(QwParticleCount)?;
            }
        }
        84 if ext.pext2 & PEXT2_VOICECHAT != 0 => {
            c.u8(QwVoiceSender)?;
            c.u8(QwVoiceGen)?;
            c.u8(QwVoiceSeq)?;
            let n = c.u16(QwSized)? as usize;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(QwVoiceData, s, Value::None);
        }
        76 | 92 if ext.pext & PEXT_CSQC != 0 => {
            // 76 unsized: SV_EmitCSQCUpdate's usual form; 92 with sv_csqcdebug
            csqc::entities(c, &CSQC, ext.replacement(), cmd == 92)?
        }
        83 if ext.pext & PEXT_CSQC != 0 => csqc::game_packet(c, &CSQC),
        63..=65 if ext.pext & PEXT_HEXEN2 != 0 => h2particles(c, cmd, &ext)?,
        67 if ext.pext & PEXT_CUSTOMTEMPEFFECTS != 0 => return custom_tent(c, st),
        68 if ext.pext & PEXT_SPLITSCREEN != 0 => return split_client(c, st, sum, seq, frame_no),
        // SV_Effect multicasts these to every QuakeWorld client; only FTE's server sends them
        74 | 75 if ext.fte() => {
            origin(c, &ext)?;
            for f in [QwEffectModel, QwEffectStartFrame] {
                let s = c.pos();
                let v = if cmd == 75 {
                    c.r.u16()?
                } else {
                    c.r.u8()? as u16
                };
                c.add_since(f, s, Value::U(v as u64));
            }
            c.u8(QwEffectFrameCount)?;
            c.u8(QwEffectFrameRate)?;
        }
        // sent to every client of a server with edited brushes; FTE's client reads it
        87 if ext.fte() => return brush_edit(c),
        // a static sound whose index passes 255, with replacement deltas (sv_user.c prespawn)
        94 if ext.pext2 & PEXT2_REPLACEMENTDELTAS != 0 => {
            let fl = c.u8(QwStaticSoundFlags)?;
            if fl & !1 != 0 {
                // CL_ParseStaticSound refuses other flags
                let s = c.pos() - 1;
                c.t.expert(
                    Expert::UnknownCommand,
                    s,
                    1,
                    format!("svcfte_spawnstaticsound2 flags 0x{fl:02x}: only bit 0 is defined"),
                );
                return Ok(false);
            }
            origin(c, &ext)?;
            let i = if fl & 1 == 0 {
                c.u8(QwSoundIndex)? as u16
            } else if ext.pext2 & fte::PEXT2_LERPTIME != 0 {
                let s = c.pos();
                let v = delta::read_uleb_raw(c)? as u16;
                c.add_since(QwSoundIndex, s, Value::U(v as u64));
                v
            } else {
                c.u16(QwSoundIndex)?
            };
            sound_name(c, st, i);
            c.u8(QwSoundVolume)?;
            c.u8(QwSoundAttenuationStatic)?;
        }
        93 if ext.pext2 & fte::PEXT2_VRINPUTS != 0 => {
            // setanglebase (sent with VR inputs only): flags, then a short for each of
            // pitch/yaw/roll whose bit is set
            let fl = c.u8(QwBaseAngleFlags)?;
            for i in 0..3 {
                if fl & (1 << i) != 0 {
                    c.i16(QwBaseAngle)?;
                }
            }
        }
        90 | 91 => {
            let n = c.u16(QwSized)? as usize & 0x7fff;
            let s = c.pos();
            c.r.take(n)?;
            c.add_since(QwSizedData, s, Value::None);
        }
        _ => {
            let what = format!(
                "unknown svc {cmd} for protocol 28 with {}",
                ext_text(st.ext)
            );
            c.t.expert(Expert::UnknownCommand, c.pos() - 1, 1, what);
            return Ok(false);
        }
    }
    Ok(true)
}

/// svcfte_choosesplitclient (CLQW_ParseServerMessage): a seat byte, then the command byte of the
/// message meant for that splitscreen seat, read here as any other.
fn split_client(
    c: &mut Cursor,
    st: &mut QwState,
    sum: &mut Summary,
    seq: u32,
    frame_no: u32,
) -> R<bool> {
    c.u8(QwSplitSeat)?;
    if c.r.is_empty() {
        // the client reads the end of the message as its end
        return Ok(true);
    }
    let inner = c.r.peek_u8().unwrap_or(0);
    let name = val_name(SVC_NAMES, inner as u32).unwrap_or("svc_unknown");
    c.t.label_parts(&[" for ", name]);
    sum.push(name);
    c.u8(QwSvc)?;
    if inner == 68 {
        // the client's switch has no case for a second one
        let s = c.pos() - 1;
        c.t.expert(
            Expert::UnknownCommand,
            s,
            1,
            "svcfte_choosesplitclient inside svcfte_choosesplitclient",
        );
        return Ok(false);
    }
    body(c, inner, st, sum, seq, frame_no)
}

/// Hexen II particles (cl_tent.c CL_ParseParticleEffect2/3/4, written by PF_particle2/3/4 and
/// PF_h2particleexplosion under PEXT_HEXEN2): origin, then velocity range (63), box (64) or
/// radius (65), then colour, count and effect.
fn h2particles(c: &mut Cursor, cmd: u8, ext: &fte::Ext) -> R<()> {
    let s = c.pos();
    c.t.open(QwH2Particle, s, Value::None);
    origin(c, ext)?;
    match cmd {
        63 => {
            for f in [QwH2ParticleMin, QwH2ParticleMax] {
                for _ in 0..3 {
                    c.f32(f)?;
                }
            }
        }
        64 => {
            for _ in 0..3 {
                c.u8(QwH2ParticleBox)?;
            }
        }
        _ => {
            c.u8(QwH2ParticleRadius)?;
        }
    }
    c.i16(QwH2ParticleColour)?;
    c.u8(QwH2ParticleCount)?;
    c.u8(QwH2ParticleEffect)?;
    c.t.close(c.pos());
    Ok(())
}

const CTE_CUSTOMCOUNT: u8 = 1;
const CTE_CUSTOMDIRECTION: u8 = 2;
const CTE_STAINS: u8 = 4;
const CTE_GLOWS: u8 = 8;
const CTE_CHANNELFADE: u8 = 16;
const CTE_CUSTOMVELOCITY: u8 = 32;
const CTE_PERSISTANT: u8 = 64;
const CTE_ISBEAM: u8 = 128;

/// svcfte_customtempent (cl_tent.c CL_ParseCustomTEnt): type 255 registers a type with its
/// CTE_* net style (the server sends every registration at prespawn), any other type spawns
/// one, laid out as its registered style says. A spawn of a type whose registration is not in
/// the capture cannot be framed: the rest is left undecoded with a note.
fn custom_tent(c: &mut Cursor, st: &mut QwState) -> R<bool> {
    let ty = c.u8(QwCtentType)?;
    if ty == 255 {
        let def = c.u8(QwCtentDefine)?;
        let style = c.u8(QwCtentStyle)?;
        c.text(QwCtentEffect)?;
        if style & CTE_STAINS != 0 {
            for _ in 0..3 {
                c.i8(QwCtentStain)?;
            }
            c.u8(QwCtentStainRadius)?;
        }
        if style & CTE_GLOWS != 0 {
            for _ in 0..3 {
                c.u8(QwCtentGlow)?;
            }
            c.u8(QwCtentGlowRadius)?;
            c.u8(QwCtentGlowTime)?;
            if style & CTE_CHANNELFADE != 0 {
                for _ in 0..3 {
                    c.u8(QwCtentFade)?;
                }
            }
        }
        if def == 255 {
            // the client ends the game on it
            let s = c.pos();
            c.t.expert(
                Expert::Inconsistent,
                s,
                0,
                "custom temp type 255 is not valid",
            );
        } else if st.ctent_styles.get(&def) != Some(&style) {
            Arc::make_mut(&mut st.ctent_styles).insert(def, style);
        }
        return Ok(true);
    }
    let Some(&style) = st.ctent_styles.get(&ty) else {
        let s = c.pos();
        c.t.expert(
            Expert::Note,
            s,
            c.r.remaining(),
            format!(
                "custom temp entity type {ty} was registered before the capture: what it \
                 carries is unknown"
            ),
        );
        return Ok(false);
    };
    c.t.add_generated(QwCtentStyleKnown, Value::U(style as u64));
    let mut id = 0;
    if style & CTE_PERSISTANT != 0 {
        id = c.u16(QwCtentId)?;
    }
    if id & 0x8000 != 0 {
        // removing a persistent effect: nothing else follows
        return Ok(true);
    }
    origin(c, &st.ext)?;
    if style & CTE_ISBEAM != 0 {
        coord(c, &st.ext, QwTeEndX)?;
        coord(c, &st.ext, QwTeEndY)?;
        coord(c, &st.ext, QwTeEndZ)?;
    }
    if style & CTE_CUSTOMCOUNT != 0 {
        c.u8(QwCtentCount)?;
    }
    if style & CTE_CUSTOMVELOCITY != 0 {
        coord(c, &st.ext, QwCtentVelX)?;
        coord(c, &st.ext, QwCtentVelY)?;
        coord(c, &st.ext, QwCtentVelZ)?;
    } else if style & CTE_CUSTOMDIRECTION != 0 {
        c.u8(QwCtentDir)?;
    }
    Ok(true)
}

/// svcfte_brushedit (gl_heightmap.c CL_Parse_BrushEdit; Brush_Serialise/Patch_Serialise write
/// the bodies): model, command, then the command's data.
fn brush_edit(c: &mut Cursor) -> R<bool> {
    c.u16(QwBrushModel)?;
    let cmd = c.u8(QwBrushCmd)?;
    match cmd {
        0 => {
            c.u32(QwBrushId)?;
        }
        1 => {
            c.u32(QwBrushId)?;
            c.u32(QwBrushContents)?;
            let n = c.u32(QwBrushPlanes)?;
            // the client refuses more than 8192 planes; the bytes bound the loop anyway
            for _ in 0..n.min(8193) {
                let s = c.pos();
                c.t.open(QwBrushFace, s, Value::None);
                c.text(QwBrushTexture)?;
                for _ in 0..4 {
                    c.f32(QwBrushPlane)?;
                }
                for _ in 0..8 {
                    c.f32(QwBrushTexDir)?;
                }
                c.t.close(c.pos());
            }
        }
        4 => {
            c.u32(QwBrushId)?;
            c.u32(QwBrushContents)?;
            let w = c.u16(QwBrushPatchWidth)? as u32;
            let h = c.u16(QwBrushPatchHeight)? as u32;
            let fl = c.u8(QwBrushPatchFlags)?;
            c.text(QwBrushTexture)?;
            c.i16(QwBrushPatchSubdiv)?;
            c.i16(QwBrushPatchSubdiv)?;
            let per = 5 + (fl & 0xf).count_ones();
            for _ in 0..(w * h).min(8193) {
                let s = c.pos();
                c.t.open(QwBrushPatchVertex, s, Value::None);
                for _ in 0..per {
                    c.f32(QwBrushPatchValue)?;
                }
                c.t.close(c.pos());
            }
        }
        2 | 3 => {}
        0x40 => {
            c.u32(QwBrushId)?;
            c.text(QwBrushEntity)?;
        }
        0x41 => {
            c.u32(QwBrushId)?;
        }
        _ => {
            let s = c.pos() - 1;
            c.t.expert(
                Expert::UnknownCommand,
                s,
                1,
                format!("unknown brushedit command {cmd}"),
            );
            return Ok(false);
        }
    }
    Ok(true)
}

fn sound_name(c: &mut Cursor, st: &QwState, i: u16) {
    if c.t.is_enabled() {
        if let Some(n) = st.sound_name(i) {
            c.t.add_generated(QwSoundName, Value::Str(n.to_string()));
        }
    }
}

fn sound(c: &mut Cursor, st: &QwState) -> R<()> {
    let s = c.pos();
    let w = c.r.u16()?;
    c.t.open(QwSoundWord, s, Value::U(w as u64));
    c.t.add(QwSoundFlagVolume, s, 2, Value::U(w as u64));
    c.t.add(QwSoundFlagAttenuation, s, 2, Value::U(w as u64));
    c.t.add(QwSoundEntity, s, 2, Value::U(((w >> 3) & 1023) as u64));
    c.t.add(QwSoundChannel, s, 2, Value::U((w & 7) as u64));
    c.t.close(c.pos());
    if w & 0x8000 != 0 {
        c.u8(QwSoundVolume)?;
    }
    if w & 0x4000 != 0 {
        c.u8(QwSoundAttenuation)?;
    }
    let i = c.u8(QwSoundIndex)? as u16;
    sound_name(c, st, i);
    if let Some(n) = st.sound_name(i) {
        c.t.label(|| format!(" svc_sound {n}"));
    }
    origin(c, &st.ext)?;
    Ok(())
}

fn temp_entity(c: &mut Cursor, ext: &fte::Ext) -> R<bool> {
    let ty = c.u8(QwTeType)?;
    if let Some(n) = val_name(TE_NAMES, ty as u32) {
        c.t.label(|| format!(" svc_temp_entity TE_{n}"));
    }
    match ty {
        0 | 1 | 3 | 4 | 7 | 8 | 10 | 11 | 13 => {
            origin(c, ext)?;
        }
        2 | 12 => {
            c.u8(QwTeCount)?;
            origin(c, ext)?;
        }
        5 | 6 | 9 => {
            c.u16(QwEntity)?;
            origin(c, ext)?;
            coord(c, ext, QwTeEndX)?;
            coord(c, ext, QwTeEndY)?;
            coord(c, ext, QwTeEndZ)?;
        }
        _ => {
            let s = c.pos() - 1;
            c.t.expert(
                Expert::UnknownCommand,
                s,
                1,
                format!("unknown temp entity type {ty}"),
            );
            return Ok(false);
        }
    }
    Ok(true)
}

fn serverdata(c: &mut Cursor, st: &mut QwState, sum: &mut Summary, frame_no: u32) -> R<()> {
    // FTE/ezQuake put extension key/value pairs before the protocol number
    let mut ext = fte::Ext::default();
    loop {
        let s = c.pos();
        let key = c.r.peek_u32()?;
        match key {
            fte::FTEX | fte::FTE2 | fte::MVD1 => {
                c.t.open(QwSdExt, s, Value::None);
                fte::binary_pair(c, &FTE, &mut ext)?;
                c.t.close(c.pos());
            }
            fte::VLEN => {
                c.t.open(QwSdExt, s, Value::None);
                c.u32(FTE.ext_key)?;
                c.u32(FTE.ext_key)?;
                let n = c.u32(FTE.ext_value)? as usize;
                let ds = c.pos();
                c.r.take(n)?;
                c.add_since(QwRaw, ds, Value::None);
                c.t.close(c.pos());
            }
            _ => {
                c.i32(QwSdProtocol)?;
                break;
            }
        }
    }
    ext.mtu = st.ext.mtu;
    st.ext = ext;
    st.origin = Origin::Negotiated { frame: frame_no };
    c.i32(QwSdServercount)?;
    let gamedir = c.string(QwSdGamedir)?;
    if st.mvd {
        // an MVD stream (demo, QTV) has the demo time where a client's has its player number
        c.f32(QwSdDemotime)?;
    } else if ext.pext2 & PEXT2_MAXPLAYERS != 0 {
        c.u8(QwSdMaxplayers)?;
        let seats = c.u8(QwSdSeats)?;
        for _ in 0..(seats & 0x7f) {
            c.u8(QwSdPlayernum)?;
        }
    } else {
        let s = c.pos();
        let p = c.r.u8()?;
        c.t.add(QwSdPlayernum, s, 1, Value::U(p as u64));
        c.t.add(QwSdSpectator, s, 1, Value::U(p as u64));
        if ext.pext & PEXT_SPLITSCREEN != 0 {
            while c.r.peek_u8().is_some_and(|b| b != 0x80) && c.r.remaining() > 0 {
                c.u8(QwPlayer)?;
            }
            // the list ends with a 128 byte (SV_New_f), which the client reads before the level
            c.u8(QwSdSeatsEnd)?;
        }
    }
    let level = c.string(QwSdLevelname)?;
    for f in [
        QwMvGravity,
        QwMvStopspeed,
        QwMvMaxspeed,
        QwMvSpectatormaxspeed,
        QwMvAccelerate,
        QwMvAiraccelerate,
        QwMvWateraccelerate,
        QwMvFriction,
        QwMvWaterfriction,
        QwMvEntgravity,
    ] {
        c.f32(f)?;
    }
    sum.detail = Some(format!("{gamedir} \"{level}\""));
    st.models = Arc::default();
    st.sounds = Arc::default();
    st.baselines = Arc::default();
    st.frames = Default::default();
    st.fte = Default::default();
    st.ctent_styles = Arc::default();
    st.baselines_missed = false;
    Ok(())
}

fn list(c: &mut Cursor, st: &mut QwState, cmd: u8) -> R<()> {
    let start = if cmd == 56 || cmd == 60 {
        c.u16(QwListStart)?
    } else {
        c.u8(QwListStart)? as u16
    };
    let models = cmd == 45 || cmd == 60;
    let mut names = Vec::new();
    loop {
        let s = c.pos();
        let (n, _) = c.r.string()?;
        if n.is_empty() {
            c.add_since(QwListEnd, s, Value::Str(String::new()));
            break;
        }
        if c.t.is_enabled() {
            c.add_since(QwListName, s, Value::Str(n.clone()));
        }
        names.push(n);
    }
    c.u8(QwListNext)?;
    let list = if models {
        &mut st.models
    } else {
        &mut st.sounds
    };
    let l = Arc::make_mut(list);
    // `start` counts the names already sent: this message's first name has wire index start+1
    // (the server's modellist/soundlist commands and ezQuake's CL_ParseModellist), i.e. list
    // position `start`, as the list keeps wire index k at position k-1.
    let at = (start as usize).min(MAX_PRECACHE);
    for (i, n) in names.into_iter().enumerate() {
        let k = at + i;
        if k >= MAX_PRECACHE {
            let e = c.pos();
            c.t.expert(
                Expert::LimitExceeded,
                e,
                0,
                format!(
                    "precache index past {MAX_PRECACHE}: the rest of this list is not remembered"
                ),
            );
            break;
        }
        if l.len() <= k {
            l.resize(k + 1, String::new());
        }
        l[k] = n;
    }
    Ok(())
}

fn download(c: &mut Cursor, st: &QwState) -> R<()> {
    if st.ext.pext & PEXT_CHUNKEDDOWNLOADS != 0 {
        let chunk = c.i32(QwDlChunk)?;
        if chunk < 0 {
            let total = c.i32(QwDlTotal)?;
            if total as u32 == 0x8000_0000 {
                c.i32(QwDlTotal)?;
                c.i32(QwDlTotal)?;
            }
            c.text(QwDlName)?;
        } else {
            let s = c.pos();
            c.r.take(1024)?;
            c.add_since(QwDlData, s, Value::None);
        }
        return Ok(());
    }
    let size = c.i16(QwDlSize)?;
    c.u8(QwDlPercent)?;
    if size > 0 {
        let s = c.pos();
        c.r.take(size as usize)?;
        c.add_since(QwDlData, s, Value::None);
    }
    Ok(())
}

fn nails(c: &mut Cursor, numbered: bool) -> R<()> {
    let n = c.u8(QwNailCount)?;
    for _ in 0..n {
        let s = c.pos();
        let num = if numbered { Some(c.r.u8()?) } else { None };
        let bs = c.pos();
        let b = c.r.take(6)?;
        c.t.open(QwNail, s, Value::None);
        if let Some(k) = num {
            c.t.add(QwNailNumber, s, 1, Value::U(k as u64));
        }
        let x = (b[0] as u32 | ((b[1] as u32 & 0x0f) << 8)) as f64 * 2.0 - 4096.0;
        let y = ((b[1] as u32 >> 4) | ((b[2] as u32) << 4)) as f64 * 2.0 - 4096.0;
        let z = (b[3] as u32 | ((b[4] as u32 & 0x0f) << 8)) as f64 * 2.0 - 4096.0;
        let p = (b[4] >> 4) as f64 * 360.0 / 16.0;
        let yaw = b[5] as f64 * 360.0 / 256.0;
        c.t.add(QwNailX, bs, 2, Value::F(x));
        c.t.add(QwNailY, bs + 1, 2, Value::F(y));
        c.t.add(QwNailZ, bs + 3, 2, Value::F(z));
        c.t.add(QwNailPitch, bs + 4, 1, Value::F(p));
        c.t.add(QwNailYaw, bs + 5, 1, Value::F(yaw));
        c.t.close(c.pos());
    }
    Ok(())
}
