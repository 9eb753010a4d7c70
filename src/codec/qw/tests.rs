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
