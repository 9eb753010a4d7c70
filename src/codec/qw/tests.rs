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
    // showpic zone "name" "image" x y; movepic zone "name" x y; updatepic; hidepic
    m.push(69);
    m.push(2);
    m.extend_from_slice(b"hud\0gfx/x.lmp\0");
    m.extend_from_slice(&(-16i16).to_le_bytes());
    m.extend_from_slice(&32i16.to_le_bytes());
    m.push(71);
    m.push(1);
    m.extend_from_slice(b"hud\0");
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
