//! QuakeWorld codec cases that the captures alone do not pin down.

use super::Session;
use crate::codec::{Conversation, Datagram, Endpoint, Want};

fn server_datagram(seq: u32, body: &[u8]) -> Vec<u8> {
    let mut b = Vec::new();
    b.extend_from_slice(&seq.to_le_bytes());
    b.extend_from_slice(&0u32.to_le_bytes());
    b.extend_from_slice(body);
    b
}

/// svc_modellist (45) / svc_soundlist (46) chunk: `start` names already sent, then the names.
fn list(cmd: u8, start: u8, names: &[&str], next: u8) -> Vec<u8> {
    let mut b = vec![cmd, start];
    for n in names {
        b.extend_from_slice(n.as_bytes());
        b.push(0);
    }
    b.push(0);
    b.push(next);
    b
}

#[test]
fn later_list_chunks_continue_at_start_plus_one() {
    // mvdsv sends the model list in chunks: the second starts with the count already sent (2),
    // and its first name is precache index 3, as ezQuake's CL_ParseModellist numbers it.
    let mut s = Session::new(1);
    let server = Endpoint {
        addr: [0; 16],
        port: 27500,
    };
    let client = Endpoint {
        addr: [0; 16],
        port: 27001,
    };
    let chunks = [
        list(45, 0, &["maps/lqdm2.bsp", "progs/player.mdl"], 2),
        list(45, 2, &["progs/g_rock2.mdl", "progs/armor.mdl"], 0),
        list(46, 0, &["weapons/r_exp3.wav"], 1),
        list(46, 1, &["ambience/hum1.wav"], 0),
    ];
    for (i, c) in chunks.iter().enumerate() {
        let bytes = server_datagram(i as u32 + 1, c);
        let d = Datagram {
            frame: i as u32 + 1,
            src: server,
            dst: client,
            bytes: &bytes,
            time: 0.0,
        };
        let (_, out) = s.first_pass_with(&d, Want::all(true));
        assert!(!out.malformed, "chunk {i}");
    }
    let st = s.state();
    let models: Vec<_> = (1..=4).map(|i| st.model_name(i)).collect();
    assert_eq!(
        models,
        [
            Some("maps/lqdm2.bsp"),
            Some("progs/player.mdl"),
            Some("progs/g_rock2.mdl"),
            Some("progs/armor.mdl")
        ]
    );
    assert_eq!(st.sound_name(1), Some("weapons/r_exp3.wav"));
    assert_eq!(st.sound_name(2), Some("ambience/hum1.wav"));
}

/// svc_serverdata negotiating FTE extension words `pext`/`pext2` (no split screen, no
/// MAXPLAYERS), level "box", default-ish movevars.
fn serverdata(pext: u32, pext2: u32) -> Vec<u8> {
    let mut b = vec![11];
    for (k, v) in [
        (crate::codec::fte::FTEX, pext),
        (crate::codec::fte::FTE2, pext2),
    ] {
        b.extend_from_slice(&k.to_le_bytes());
        b.extend_from_slice(&v.to_le_bytes());
    }
    b.extend_from_slice(&28i32.to_le_bytes());
    b.extend_from_slice(&7i32.to_le_bytes());
    b.extend_from_slice(b"qw\0");
    b.push(0);
    if pext & crate::codec::fte::PEXT_SPLITSCREEN != 0 {
        // SV_New_f ends the seats' player numbers with 128
        b.push(128);
    }
    b.extend_from_slice(b"box\0");
    for _ in 0..10 {
        b.extend_from_slice(&1.0f32.to_le_bytes());
    }
    b
}

#[test]
fn fte_particles_voice_pics_csqc_and_base_angles_as_fteqw_reads_them() {
    // FROM THE SOURCE ONLY: no capture holds these messages yet. The bytes are written as
    // fteqw's server writes them (pr_cmds.c PF_sv_trailparticles/pointparticles, sv_user.c
    // voice relay, pr_cmds.c showpic, sv_ents.c csqc entities and setanglebase, 93257c1a) and
    // the values asserted are what its client parser (cl_tent.c, snd_dma.c, cl_screen.c,
    // pr_csqc.c, cl_parse.c) reads from them.
    use crate::codec::fte::{PEXT2_REPLACEMENTDELTAS, PEXT2_VOICECHAT, PEXT2_VRINPUTS};
    use crate::codec::fte::{PEXT_CSQC, PEXT_SHOWPIC};
    use crate::codec::tree::{NodeKind, Value};
    use crate::fields::qw::*;
    let server = Endpoint {
        addr: [0; 16],
        port: 27500,
    };
    let client = Endpoint {
        addr: [0; 16],
        port: 27001,
    };
    let mut s = Session::new(2);
    let mut feed = |seq: u32, body: &[u8]| {
        let bytes = server_datagram(seq, body);
        let d = Datagram {
            frame: seq,
            src: server,
            dst: client,
            bytes: &bytes,
            time: 0.0,
        };
        s.first_pass_with(&d, Want::all(true)).1
    };
    let pext2 = PEXT2_VOICECHAT | PEXT2_REPLACEMENTDELTAS | PEXT2_VRINPUTS;
    let out = feed(1, &serverdata(PEXT_CSQC | PEXT_SHOWPIC, pext2));
    assert!(!out.malformed && out.frame.errors == 0);
    let c = |x: i16| (x * 8).to_le_bytes(); // 13.3 fixed coordinates
    let mut m = Vec::new();
    // trailparticles: entity (replacement deltas: 0x8000 | high, low byte), effect, start, end
    m.push(80);
    m.extend_from_slice(&[0x01, 0x80, 0x02]); // entity (1 << 8) | 2 = 258
    m.extend_from_slice(&5u16.to_le_bytes());
    for v in [1, 2, 3, 4, 5, 6] {
        m.extend_from_slice(&c(v));
    }
    // pointparticles: effect, org, velocity, count; pointparticles1: effect, org
    m.push(81);
    m.extend_from_slice(&6u16.to_le_bytes());
    for v in [10, 20, 30, 0, 0, 1] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&12u16.to_le_bytes());
    m.push(82);
    m.extend_from_slice(&7u16.to_le_bytes());
    for v in [-1, -2, -3] {
        m.extend_from_slice(&c(v));
    }
    // voicechat: sender, codec << 4 | generation, sequence, length, data
    m.extend_from_slice(&[84, 3, 0x21, 9, 4, 0, 0xde, 0xad, 0xbe, 0xef]);
    // showpic zone "name" "image" x y; movepic "name" zone x y; updatepic; hidepic
    m.push(69);
    m.push(2);
    m.extend_from_slice(b"hud\0gfx/x.lmp\0");
    m.extend_from_slice(&(-16i16).to_le_bytes());
    m.extend_from_slice(&32i16.to_le_bytes());
    m.push(71);
    m.extend_from_slice(b"hud\0"); // PF_MovePic: name, then zone
    m.push(1);
    m.extend_from_slice(&8i16.to_le_bytes());
    m.extend_from_slice(&9i16.to_le_bytes());
    m.extend_from_slice(b"\x48hud\0gfx/y.lmp\0\x46hud\0");
    // csqcentities_sized: entity 0x4000 | low bits + high byte, size, data; a removal; the end
    m.push(92);
    m.extend_from_slice(&[0x05, 0x40, 0x01, 3, 0, 0xaa, 0xbb, 0xcc]); // 5 | 1 << 14 = 16389
    m.extend_from_slice(&[0x07, 0x80]); // remove 7
    m.extend_from_slice(&[0, 0]);
    // setanglebase: yaw and lock, then the yaw
    m.extend_from_slice(&[93, 0x0a]);
    m.extend_from_slice(&0x4000i16.to_le_bytes());
    m.extend_from_slice(&[1]); // svc_nop: the reading went to the end
    let out = feed(2, &m);
    assert!(
        !out.malformed && out.frame.errors == 0,
        "{:?}",
        out.frame.experts().collect::<Vec<_>>()
    );
    let t = &out.frame;
    let u = |f| -> Vec<u64> {
        t.values(f)
            .map(|v| match v {
                Value::U(x) => *x,
                Value::I(x) => *x as u64,
                _ => u64::MAX,
            })
            .collect()
    };
    let fl = |f| -> Vec<f64> {
        t.values(f)
            .map(|v| match v {
                Value::F(x) => *x,
                _ => f64::NAN,
            })
            .collect()
    };
    let st = |f| -> Vec<String> {
        t.values(f)
            .map(|v| match v {
                Value::Str(x) => x.clone(),
                _ => String::new(),
            })
            .collect()
    };
    assert_eq!(u(QwSvc), [80, 81, 82, 84, 69, 71, 72, 70, 92, 93, 1]);
    assert_eq!(u(QwParticleEntity), [258]);
    assert_eq!(u(QwParticleEffect), [5, 6, 7]);
    assert_eq!(fl(QwOriginX), [1.0, 10.0, -1.0]);
    assert_eq!(fl(QwTeEndZ), [6.0]);
    assert_eq!(fl(QwParticleDirZ), [1.0]);
    assert_eq!(u(QwParticleCount), [12]);
    assert_eq!(u(QwVoiceSender), [3]);
    assert_eq!(u(QwVoiceGen), [0x21]);
    assert_eq!(u(QwVoiceSeq), [9]);
    assert_eq!(u(QwPicZone), [2, 1]);
    assert_eq!(st(QwPicName), ["hud", "hud", "hud", "hud"]);
    assert_eq!(st(QwPicImage), ["gfx/x.lmp", "gfx/y.lmp"]);
    assert_eq!(u(QwPicX), [(-16i64) as u64, 8]);
    assert_eq!(u(QwCsqcEntity), [16389, 7, 0]);
    assert_eq!(u(QwCsqcRemove), [1]);
    assert_eq!(u(QwBaseAngleFlags), [0x0a]);
    assert_eq!(u(QwBaseAngle), [0x4000]);
    assert!(t
        .nodes
        .iter()
        .any(|n| matches!(n.kind, NodeKind::Field(f, _) if f == QwVoiceData)));
}

#[test]
fn fte_messages_need_their_extension() {
    // FROM THE SOURCE ONLY (see above): without PEXT_CSQC an svc 81 is not fteqw's
    // pointparticles (its server sends them to PEXT_CSQC clients only), so it stays unknown
    use crate::codec::tree::Expert;
    let server = Endpoint {
        addr: [0; 16],
        port: 27500,
    };
    let client = Endpoint {
        addr: [0; 16],
        port: 27001,
    };
    let mut s = Session::new(3);
    for (seq, body) in [
        (1u32, serverdata(0, 0)),
        (2, vec![81, 6, 0, 0, 0, 0, 0, 0, 0]),
    ] {
        let bytes = server_datagram(seq, &body);
        let d = Datagram {
            frame: seq,
            src: server,
            dst: client,
            bytes: &bytes,
            time: 0.0,
        };
        let out = s.first_pass_with(&d, Want::all(true)).1;
        if seq == 2 {
            assert!(out
                .frame
                .experts()
                .any(|(e, _)| e == Expert::UnknownCommand));
        }
    }
}

/// Feeds server datagrams (sequence = frame number) to a fresh session; returns each tree.
fn feed_server(bodies: &[Vec<u8>]) -> Vec<crate::codec::Output> {
    let server = Endpoint {
        addr: [0; 16],
        port: 27500,
    };
    let client = Endpoint {
        addr: [0; 16],
        port: 27001,
    };
    let mut s = Session::new(4);
    bodies
        .iter()
        .enumerate()
        .map(|(i, body)| {
            let seq = i as u32 + 1;
            let bytes = server_datagram(seq, body);
            let d = Datagram {
                frame: seq,
                src: server,
                dst: client,
                bytes: &bytes,
                time: 0.0,
            };
            s.first_pass_with(&d, Want::all(true)).1
        })
        .collect()
}

fn ints(t: &crate::codec::tree::Tree, f: crate::fields::Field) -> Vec<i64> {
    use crate::codec::tree::Value;
    t.values(f)
        .map(|v| match v {
            Value::U(x) => *x as i64,
            Value::I(x) => *x,
            Value::F(x) => *x as i64,
            _ => i64::MIN,
        })
        .collect()
}

fn strs(t: &crate::codec::tree::Tree, f: crate::fields::Field) -> Vec<String> {
    use crate::codec::tree::Value;
    t.values(f)
        .map(|v| match v {
            Value::Str(x) => x.clone(),
            _ => String::new(),
        })
        .collect()
}

#[test]
fn fte_hexen2_particles_custom_tents_effects_split_brushes_and_csqc_as_fteqw_reads_them() {
    // FROM THE SOURCE ONLY: no capture holds these messages. The bytes are laid out as
    // fteqw's server writes them (93257c1a: pr_cmds.c PF_particle2/3/4, SV_CustomTEnt_Spawn and
    // the prespawn registration in sv_user.c, SV_Effect, sv_send.c's choosesplitclient prefix,
    // gl_heightmap.c Brush_Serialise and the entity edit, sv_user.c spawnstaticsound2,
    // sv_ents.c SV_EmitCSQCUpdate, net_preparse.c cgamepacket) and the values asserted are what
    // its client (cl_tent.c, cl_parse.c, gl_heightmap.c CL_Parse_BrushEdit, pr_csqc.c) reads.
    use crate::codec::fte::*;
    use crate::codec::tree::Expert;
    use crate::fields::qw::*;
    let c = |x: i16| (x * 8).to_le_bytes(); // 13.3 fixed coordinates
    let pext = PEXT_CSQC | PEXT_HEXEN2 | PEXT_CUSTOMTEMPEFFECTS | PEXT_SPLITSCREEN;
    let mut m = Vec::new();
    // customtempent registrations: 255, type, net style, effect name, then what the style says
    m.extend_from_slice(&[67, 255, 3, 0x8d]); // ISBEAM | STAINS | GLOWS | CUSTOMCOUNT
    m.extend_from_slice(b"te_beam\0");
    m.extend_from_slice(&[0xff, 0xff, 0xff, 20]); // stain (the server writes stain[0] thrice), radius
    m.extend_from_slice(&[255, 128, 0, 50, 8]); // light rgb, radius, time
    m.extend_from_slice(&[67, 255, 4, 0x60]); // PERSISTANT | CUSTOMVELOCITY
    m.extend_from_slice(b"fire\0");
    // spawns: type 3 (origin, end, count); type 4 (id, origin, velocity); type 4 removed
    m.extend_from_slice(&[67, 3]);
    for v in [1, 2, 3, 4, 5, 6] {
        m.extend_from_slice(&c(v));
    }
    m.push(7);
    m.extend_from_slice(&[67, 4, 5, 0]);
    for v in [10, 11, 12, 0, 0, 100] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[67, 4, 5, 0x80]);
    // particle2: origin, min and max velocity (floats), colour, count, effect
    m.push(63);
    for v in [1, 1, 1] {
        m.extend_from_slice(&c(v));
    }
    for v in [-1.0f32, -2.0, -3.0, 1.0, 2.0, 3.0] {
        m.extend_from_slice(&v.to_le_bytes());
    }
    m.extend_from_slice(&[0x90, 0x00, 30, 2]);
    // particle3: origin, box bytes, colour, count, effect; particle4: origin, radius, ...
    m.push(64);
    for v in [2, 2, 2] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[8, 16, 24, 0x10, 0x00, 40, 3]);
    m.push(65);
    for v in [3, 3, 3] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[64, 0x20, 0x00, 50, 255]);
    // effect: origin, model, start frame, frame count, rate (bytes); effect2 with shorts
    m.push(74);
    for v in [4, 4, 4] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[2, 0, 5, 10]);
    m.push(75);
    for v in [5, 5, 5] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[0x2c, 0x01, 2, 0, 6, 20]); // model 300, start 2
                                                     // choosesplitclient: seat 1, then a svc_print for that seat
    m.extend_from_slice(&[68, 1, 8, 2]);
    m.extend_from_slice(b"hi\0");
    // brushedit: model 1, insert: id, contents, one plane (texture, plane, two texture axes)
    m.extend_from_slice(&[87, 1, 0, 1]);
    m.extend_from_slice(&7u32.to_le_bytes());
    m.extend_from_slice(&1u32.to_le_bytes());
    m.extend_from_slice(&1u32.to_le_bytes());
    m.extend_from_slice(b"tex\0");
    for v in [
        0.0f32, 0.0, 1.0, 64.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0,
    ] {
        m.extend_from_slice(&v.to_le_bytes());
    }
    // brushedit: model 1, entity edit: id, key/value text
    m.extend_from_slice(&[87, 1, 0, 0x40]);
    m.extend_from_slice(&9u32.to_le_bytes());
    m.extend_from_slice(b"{ \"classname\" \"light\" }\0");
    // spawnstaticsound2 (replacement deltas, no LERPTIME): flags 1, origin, short sound, vol, atten
    m.extend_from_slice(&[94, 1]);
    for v in [6, 6, 6] {
        m.extend_from_slice(&c(v));
    }
    m.extend_from_slice(&[0x2c, 0x01, 255, 64]);
    // csqcentities (unsized): remove 5, then entity 12 whose data runs to the end
    m.extend_from_slice(&[76, 0x05, 0x80, 12, 0, 0xaa, 0xbb, 0xcc]);
    let outs = feed_server(&[
        serverdata(pext, PEXT2_REPLACEMENTDELTAS),
        m,
        vec![83, 1, 2, 3, 4],
        // a spawn of a type registered before the capture: not framable, said so, not an error
        vec![67, 9, 0, 0],
    ]);
    for o in &outs {
        assert!(
            !o.malformed && o.frame.errors == 0,
            "{:?}",
            o.frame.experts().collect::<Vec<_>>()
        );
    }
    let t = &outs[1].frame;
    assert_eq!(
        ints(t, QwSvc),
        [67, 67, 67, 67, 67, 63, 64, 65, 74, 75, 68, 8, 87, 87, 94, 76]
    );
    assert_eq!(ints(t, QwCtentType), [255, 255, 3, 4, 4]);
    assert_eq!(ints(t, QwCtentDefine), [3, 4]);
    assert_eq!(ints(t, QwCtentStyle), [0x8d, 0x60]);
    assert_eq!(strs(t, QwCtentEffect), ["te_beam", "fire"]);
    assert_eq!(ints(t, QwCtentStain), [-1, -1, -1]);
    assert_eq!(ints(t, QwCtentGlow), [255, 128, 0]);
    assert_eq!(ints(t, QwCtentGlowTime), [8]);
    assert_eq!(ints(t, QwCtentStyleKnown), [0x8d, 0x60, 0x60]);
    assert_eq!(ints(t, QwCtentId), [5, 0x8005]);
    assert_eq!(ints(t, QwCtentCount), [7]);
    assert_eq!(ints(t, QwCtentVelZ), [100]);
    assert_eq!(ints(t, QwTeEndZ), [6]);
    assert_eq!(ints(t, QwH2ParticleMin), [-1, -2, -3]);
    assert_eq!(ints(t, QwH2ParticleMax), [1, 2, 3]);
    assert_eq!(ints(t, QwH2ParticleBox), [8, 16, 24]);
    assert_eq!(ints(t, QwH2ParticleRadius), [64]);
    assert_eq!(ints(t, QwH2ParticleColour), [0x90, 0x10, 0x20]);
    assert_eq!(ints(t, QwH2ParticleCount), [30, 40, 50]);
    assert_eq!(ints(t, QwH2ParticleEffect), [2, 3, 255]);
    assert_eq!(ints(t, QwEffectModel), [2, 300]);
    assert_eq!(ints(t, QwEffectStartFrame), [0, 2]);
    assert_eq!(ints(t, QwEffectFrameCount), [5, 6]);
    assert_eq!(ints(t, QwSplitSeat), [1]);
    assert_eq!(strs(t, QwPrint), ["hi"]);
    assert_eq!(ints(t, QwBrushCmd), [1, 0x40]);
    assert_eq!(ints(t, QwBrushId), [7, 9]);
    assert_eq!(strs(t, QwBrushTexture), ["tex"]);
    assert_eq!(ints(t, QwBrushPlane), [0, 0, 1, 64]);
    assert_eq!(strs(t, QwBrushEntity), ["{ \"classname\" \"light\" }"]);
    assert_eq!(ints(t, QwStaticSoundFlags), [1]);
    assert_eq!(ints(t, QwSoundIndex), [300]);
    assert_eq!(ints(t, QwCsqcEntity), [5, 12]);
    assert_eq!(ints(t, QwCsqcRemove), [1]);
    assert_eq!(t.values(QwCsqcData).count(), 1);
    assert!(t.experts().any(|(e, _)| e == Expert::Note));
    // the game packet: all of it is CSQC data, with a note
    let t = &outs[2].frame;
    assert_eq!(ints(t, QwSvc), [83]);
    assert_eq!(t.values(QwCsqcData).count(), 1);
    assert!(t
        .experts()
        .any(|(e, m)| e == Expert::Note && m.contains("cgamepacket")));
    // the unregistered type
    let t = &outs[3].frame;
    assert_eq!(ints(t, QwCtentType), [9]);
    assert!(t
        .experts()
        .any(|(e, m)| e == Expert::Note && m.contains("registered before the capture")));
}

#[test]
fn fte_hexen2_and_custom_tents_need_their_extension() {
    // FROM THE SOURCE ONLY: fteqw's server sends particle2-4 with PEXT_HEXEN2 and custom temp
    // entities with PEXT_CUSTOMTEMPEFFECTS only; without them the numbers stay unknown
    use crate::codec::tree::Expert;
    let outs = feed_server(&[
        serverdata(crate::codec::fte::PEXT_CSQC, 0),
        vec![65, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, 1],
        vec![67, 255, 3, 0, 0],
    ]);
    for o in &outs[1..] {
        assert!(o.frame.experts().any(|(e, _)| e == Expert::UnknownCommand));
    }
}
