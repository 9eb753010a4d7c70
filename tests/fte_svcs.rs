//! FTE's own messages (svc 55–94 on QuakeWorld, their NetQuake numbers) on real sessions between
//! fteqw's server and client (93257c1a), recorded with a test mod that makes the server send them
//! (`pcaps/recording/ftemod/`: its QuakeC says what each step sends, with which values). The
//! client ran with `cl_shownet 2` and logged every message it parsed
//! (`pcaps/recording/logs/<capture>/cli-shownet2.log`). For every server datagram the client
//! parsed, the codec must show the same commands at the same places, except after an open_ended
//! CSQC message (svcfte_csqcentities, svcdp_csqcentities, svcfte_cgamepacket): only the client's
//! CSQC program knows where its data ends, so the codec shows the rest as CSQC data and the
//! client's later commands in that datagram are not compared. The values asserted are the ones
//! the mod's QuakeC sends.
mod support;
use quakeshark::codec::tree::{NodeKind, Tree, Value};
use quakeshark::codec::{nq, qw, Conversation, Datagram, Output};
use quakeshark::fields::Field;
use support::pcap;
use support::pcap::Udp;

const QW_MOD: &str = "fteqw-server_qw28+fte-csqc-mod_fteclient_session";
const QW_VOICE: &str = "fteqw-server_qw28+fte-voip-echo-infoblobs+csqc-mod_fteclient_session";
const NQ_MOD: &str = "fteqw-server-nqonly_nq666+fte-csqc-mod_fteclient-nq_session";
const QW_SPLIT: &str = "fteqw-server_qw28+fte-splitscreen2+csqc-mod_fteclient_session";
const QW_VR: &str = "fteqw-server_qw28+fte-vrinputs-lerptime+csqc-mod_fteclient_session";
const NQ_VOICE_VR: &str =
    "fteqw-server-nqonly_nq666+fte-voip-echo-vrinputs-lerptime+csqc-mod_fteclient-nq_session";
const QW_MOVEPIC: &str = "fteqw-server_qw28+fte-csqc-mod_fteclient_movepic-illegible";

/// One parsed message: (offset, svc) per command, relative to the first; the end likewise.
#[derive(Debug, Default, PartialEq, Clone)]
struct Block {
    cmds: Vec<(u32, u64)>,
    end: u32,
}

impl Block {
    /// Offsets from the first command (the client counts a reassembled message from its own
    /// start, the codec from the datagram's).
    fn relative(mut self) -> Block {
        let base = self.cmds.first().map_or(self.end, |c| c.0);
        for c in &mut self.cmds {
            c.0 -= base;
        }
        self.end -= base;
        self
    }
}

/// The client's log: one block per message, "%3i:%3i:name" lines, "%3i:END OF MESSAGE".
fn shownet(name: &str) -> Vec<Block> {
    let path = support::root().join(format!("pcaps/recording/logs/{name}/cli-shownet2.log"));
    let text = std::fs::read_to_string(path).unwrap();
    let mut out = Vec::new();
    let mut cur: Option<Block> = None;
    for line in text.lines() {
        if line == "------------------" {
            cur = Some(Block::default());
            continue;
        }
        let Some(b) = cur.as_mut() else { continue };
        let mut parts = line.splitn(3, ':');
        let (Some(off), Some(rest)) = (parts.next(), parts.next()) else {
            continue;
        };
        let Ok(off) = off.trim().parse::<u32>() else {
            continue;
        };
        if rest == "END OF MESSAGE" {
            b.end = off;
            let b = cur.take().unwrap();
            // (an empty message: a bare acknowledgement)
            if !b.cmds.is_empty() {
                out.push(b.relative());
            }
        } else if let Ok(cmd) = rest.trim().parse::<u64>() {
            b.cmds.push((off, cmd));
        }
    }
    out
}

/// The codec's commands in one tree, with whether an open_ended CSQC message ended the reading.
fn walk(t: &Tree, svc: Field, len: usize, open_ended: &[u64]) -> (Block, bool) {
    let mut b = Block::default();
    let mut cut = false;
    for n in &t.nodes {
        if let NodeKind::Field(f, Value::U(v)) = &n.kind {
            if *f == svc && !n.generated {
                b.cmds.push((n.start, *v));
                cut = open_ended.contains(v);
            }
        }
    }
    b.end = len as u32;
    (b.relative(), cut)
}

/// Decodes capture `name` in capture order (the first pass), handing each datagram and what the
/// codec made of it to `visit`.
fn each<S: Conversation>(name: &str, mut visit: impl FnMut(&Udp, &Output)) {
    let mut s = S::new(0);
    for u in support::pcap::udp(&pcap(&format!("{name}.pcapng"))) {
        let d = Datagram {
            frame: u.frame,
            src: u.src,
            dst: u.dst,
            bytes: &u.payload,
            time: 0.0,
        };
        let (_, o) = s.first_pass(&d, true);
        visit(&u, &o);
    }
}

/// The codec's blocks for the server's datagrams (a reassembled message on the datagram that
/// completes it), each with whether it was cut by an open_ended CSQC message.
fn codec<S: Conversation>(name: &str, svc: Field, open_ended: &[u64]) -> Vec<(Block, bool)> {
    let mut out = Vec::new();
    each::<S>(name, |u, o| {
        if u.src.port != 27500 || u.payload.starts_with(&[0xff; 4]) {
            return;
        }
        let b = match &o.message {
            Some(m) => walk(m, svc, o.message_len, open_ended),
            None => walk(&o.frame, svc, u.payload.len(), open_ended),
        };
        if !b.0.cmds.is_empty() {
            out.push(b);
        }
    });
    out
}

/// Every block the client parsed is, in order, one the codec shows: the same commands at the
/// same offsets and the same end, or up to an open_ended CSQC message the same prefix. The codec
/// may show more (datagrams the client dropped as old or duplicate). Returns how many blocks
/// matched and how many of them were cut.
fn compare<S: Conversation>(name: &str, svc: Field, open_ended: &[u64]) -> (usize, usize) {
    let engine = shownet(name);
    let ours = codec::<S>(name, svc, open_ended);
    assert!(engine.len() > 50, "{name}: {} client blocks", engine.len());
    let mut i = 0;
    let mut cut = 0;
    for (k, e) in engine.iter().enumerate() {
        let start = i;
        loop {
            assert!(
                i < ours.len() && i < start + 8,
                "{name}: client message {k} {e:?} not found near codec block {start}: {:?}",
                ours.get(start)
            );
            let (o, c) = &ours[i];
            i += 1;
            let same = if *c {
                let n = o.cmds.len();
                e.cmds.len() >= n && e.cmds[..n] == o.cmds[..]
            } else {
                o == e
            };
            if same {
                cut += *c as usize;
                break;
            }
        }
    }
    (engine.len(), cut)
}

/// Every value the codec shows for `f` over the capture's datagrams (and reassembled messages).
fn values<S: Conversation>(name: &str, f: Field) -> Vec<Value> {
    let mut out = Vec::new();
    each::<S>(name, |_, o| {
        for t in std::iter::once(&o.frame).chain(o.message.as_ref()) {
            out.extend(t.values(f).cloned());
        }
    });
    out
}

fn ints(v: &[Value]) -> Vec<i64> {
    v.iter()
        .map(|v| match v {
            Value::U(x) => *x as i64,
            Value::I(x) => *x,
            Value::F(x) => *x as i64,
            _ => i64::MIN,
        })
        .collect()
}

fn strs(v: &[Value]) -> Vec<String> {
    v.iter()
        .map(|v| match v {
            Value::Str(s) => s.clone(),
            _ => String::new(),
        })
        .collect()
}

#[test]
fn quakeworld_commands_match_the_fte_clients_own_parse() {
    use quakeshark::fields::qw::QwSvc;
    for name in [QW_MOD, QW_VOICE, QW_SPLIT, QW_VR] {
        let (n, cut) = compare::<qw::Session>(name, QwSvc, &[76, 83]);
        // the mod's CSQC entities come every half second, open_ended until sv_csqcdebug 1
        assert!(n > 1800 && cut > 50, "{name}: {n} blocks, {cut} cut");
    }
}

#[test]
fn netquake_commands_match_the_fte_clients_own_parse() {
    use quakeshark::fields::nq::NqSvc;
    for name in [NQ_MOD, NQ_VOICE_VR] {
        let (n, cut) = compare::<nq::Session>(name, NqSvc, &[58, 83]);
        assert!(n > 2000 && cut > 50, "{name}: {n} blocks, {cut} cut");
    }
}

#[test]
fn the_mods_values_on_quakeworld() {
    use quakeshark::fields::qw::*;
    let v = |f| values::<qw::Session>(QW_MOD, f);
    // ft_particle2/3/4 every 19 s: colours 73, 79, 111, effects 1-3, count 10, velocity range
    // '-4 -4 0'..'4 4 8', box '8 8 8', radius 16
    assert_eq!(ints(&v(QwH2ParticleColour)), [73, 79, 111].repeat(3));
    assert_eq!(ints(&v(QwH2ParticleEffect)), [1, 2, 3].repeat(3));
    assert_eq!(ints(&v(QwH2ParticleCount)), [10; 9]);
    assert_eq!(ints(&v(QwH2ParticleMin)), [-4, -4, 0].repeat(3));
    assert_eq!(ints(&v(QwH2ParticleMax)), [4, 4, 8].repeat(3));
    assert_eq!(ints(&v(QwH2ParticleBox)), [8; 9]);
    assert_eq!(ints(&v(QwH2ParticleRadius)), [16; 3]);
    // ft_effect "progs/s_explod.spr" from frame 0 (svcfte_effect) and 300 (effect2), 5 frames
    // at 10 per second
    assert_eq!(ints(&v(QwEffectStartFrame)), [0, 300].repeat(3));
    assert_eq!(ints(&v(QwEffectFrameCount)), [5; 6]);
    assert_eq!(ints(&v(QwEffectFrameRate)), [10; 6]);
    // ft_registertempent(CTE_CUSTOMCOUNT, "te_spike") once per map, spawned with count 12;
    // fteqw's PF_CustomTEnt writes the origin's x where the count goes (it reads the count
    // from the origin's argument slot), so the wire's count is x's low byte
    let names = strs(&v(QwCtentEffect));
    assert!(names.len() >= 2 && names.iter().all(|n| n == "te_spike"));
    assert!(ints(&v(QwCtentStyle)).iter().all(|s| *s == 1));
    assert!(ints(&v(QwCtentDefine)).iter().all(|s| *s == 0));
    let counts = ints(&v(QwCtentCount));
    // (13.3 coordinates here, PEXT_FLOATCOORDS being off: the written x is within 1/16 of the
    // value the byte truncates)
    let xs: Vec<f64> = v(QwOriginX)
        .iter()
        .map(|x| match x {
            Value::F(x) => *x,
            _ => f64::NAN,
        })
        .collect();
    assert!(counts.len() >= 2);
    for c in &counts {
        assert!(
            xs.iter().any(|x| [-0.0625, 0.0, 0.0625]
                .iter()
                .any(|d| ((x + d).trunc() as i64) & 0xff == *c)),
            "count {c} is no origin x's low byte"
        );
    }
    // showpic "ftpic" "gfx/pause.lmp" at 16,16; changepic to "gfx/ranking.lmp"
    let images = strs(&v(QwPicImage));
    assert!(images.contains(&"gfx/pause.lmp".to_string()));
    assert!(images.contains(&"gfx/ranking.lmp".to_string()));
    assert!(strs(&v(QwPicName)).iter().all(|n| n == "ftpic"));
    assert!(ints(&v(QwPicX)).iter().all(|x| *x == 16));
    // the coloured lightstyle 12 (rgb 1 0.4 0.2 as ×1024 shorts)
    assert!(ints(&v(QwLightstyleIndex)).contains(&12));
    let tint = ints(&v(QwLightstyleTint));
    assert_eq!(tint.len(), 6, "{tint:?}");
    assert!(
        tint.chunks(3)
            .all(|c| c[0] == 1024 && (409..=410).contains(&c[1]) && (204..=205).contains(&c[2])),
        "{tint:?}"
    );
    // ambientsound "ftsnd/s259.wav" (index past 255: spawnstaticsound2) and sound s258
    // (soundextended), with ft_manysounds
    let sounds = strs(&v(QwSoundName));
    assert!(sounds.iter().any(|s| s == "ftsnd/s259.wav"));
    assert!(sounds.iter().any(|s| s == "ftsnd/s258.wav"));
    assert!(!v(QwStaticSoundFlags).is_empty());
}

/// The mod's SendEntity: a byte of flags; 1: origin; 2: kind byte and label; 4: a short.
/// Returns the label when `data` is exactly that with `coord` bytes a coordinate.
fn mod_entity(data: &[u8], coord: usize) -> Option<Option<String>> {
    let sf = *data.first()?;
    let mut at = 1;
    if sf & 1 != 0 {
        at += 3 * coord;
    }
    let mut label = None;
    if sf & 2 != 0 {
        let kind = *data.get(at)?;
        let rest = data.get(at + 1..)?;
        let nul = rest.iter().position(|b| *b == 0)?;
        let l = String::from_utf8(rest[..nul].to_vec()).ok()?;
        let want = ["", "csqc-one", "csqc-two", "csqc-three"];
        if !(1..=3).contains(&kind) || !l.starts_with(want[kind as usize]) {
            return None;
        }
        label = Some(l);
        at += 2 + nul;
    }
    if sf & 4 != 0 {
        at += 2;
    }
    (at == data.len()).then_some(label)
}

/// Every sized CSQC entity's data (svcfte_csqcentities_sized, after `sv_csqcdebug 1`) is
/// exactly what the mod's SendEntity writes.
fn sized_entities_are_the_mods<S: Conversation>(
    name: &str,
    svc: Field,
    data: Field,
    coord: &[usize],
) {
    let mut labels = Vec::new();
    let mut n = 0;
    each::<S>(name, |u, o| {
        let (t, bytes) = match &o.message {
            Some(_) => return, // no sized entity lump is in a fragmented message here
            None => (&o.frame, &u.payload),
        };
        let mut in_lump = false;
        for node in &t.nodes {
            if let NodeKind::Field(f, v) = &node.kind {
                if *f == svc {
                    in_lump = matches!(v, Value::U(92));
                }
                if *f == data && in_lump {
                    let b = &bytes[node.start as usize..(node.start + node.len) as usize];
                    let l = coord
                        .iter()
                        .find_map(|c| mod_entity(b, *c))
                        .unwrap_or_else(|| panic!("{name} frame {}: {b:02x?}", u.frame));
                    labels.extend(l);
                    n += 1;
                }
            }
        }
    });
    assert!(n > 50, "{name}: {n} sized entities");
    assert!(labels.iter().any(|l| l == "csqc-two-again"), "{labels:?}");
}

#[test]
fn sized_csqc_entities_hold_what_the_mod_sends() {
    use quakeshark::fields::nq::{NqRaw, NqSvc};
    use quakeshark::fields::qw::{QwSizedData, QwSvc};
    // the CSQC's own WriteCoord: 13.3 fixed or float, whichever frames the data exactly
    sized_entities_are_the_mods::<qw::Session>(QW_MOD, QwSvc, QwSizedData, &[2, 4]);
    sized_entities_are_the_mods::<nq::Session>(NQ_MOD, NqSvc, NqRaw, &[2, 4]);
}

#[test]
fn voice_chat_both_ways() {
    use quakeshark::fields::qw::*;
    // the client sends its voice in clcfte_voicechat; the server echoes it (sv_voip_echo 1)
    // in svcfte_voicechat from the client's own slot
    let senders = ints(&values::<qw::Session>(QW_VOICE, QwVoiceSender));
    assert!(senders.len() > 1500, "{}", senders.len());
    assert!(senders.iter().all(|s| *s == senders[0]));
    let data = values::<qw::Session>(QW_VOICE, QwVoiceData);
    assert!(data.len() > 3000, "{}", data.len());
    // setinfoblob: the mod's 95-character "ftblob" infokey
    assert!(strs(&values::<qw::Session>(QW_VOICE, QwKey))
        .iter()
        .any(|k| k == "ftblob"));
}

#[test]
fn movepic_follows_the_server_not_the_client() {
    // fteqw's server writes svcfte_movepic as name, zone, x, y; its client reads the zone
    // first and drops ("Illegible server message"): the codec reads what is on the wire
    use quakeshark::fields::qw::*;
    let v = |f| values::<qw::Session>(QW_MOVEPIC, f);
    assert_eq!(strs(&v(QwPicName)), ["ftpic", "ftpic"]);
    assert_eq!(ints(&v(QwPicX)), [16, 48]);
    assert_eq!(ints(&v(QwPicY)), [16, 32]);
    assert_eq!(ints(&v(QwPicZone)), [0, 0]);
}

#[test]
fn split_screen_seats() {
    // two seats on one connection (cl_splitscreen 1, allow_splitscreen 1): svcfte_splitscreenconfig
    // says two, svcfte_choosesplitclient sends messages to either seat, the client's clc_move
    // carries a second seat's usercmds behind the first's, and seat 1's commands go in
    // clcfte_stringcmd_seat
    use quakeshark::fields::qw::*;
    let v = |f| ints(&values::<qw::Session>(QW_SPLIT, f));
    assert_eq!(v(QwSeats), [2]);
    // (seat 0's messages need no prefix: the server names only the second seat)
    let seats = v(QwSplitSeat);
    assert!(seats.len() > 2000 && seats.iter().all(|s| *s == 1));
    let (mut second, mut seat_cmds) = (0, 0);
    each::<qw::Session>(QW_SPLIT, |_, o| {
        second += o.frame.values(QwMoveSeat).count();
        seat_cmds += o.frame.values(QwStringcmdSeat).count();
    });
    assert!(second > 1000 && seat_cmds > 0, "{second} {seat_cmds}");
}

/// Every value of `f` in the client's datagrams.
fn client_values<S: Conversation>(name: &str, f: Field) -> Vec<Value> {
    let mut out = Vec::new();
    each::<S>(name, |u, o| {
        if u.dst.port == 27500 {
            out.extend(o.frame.values(f).cloned());
        }
    });
    out
}

#[test]
fn vr_input_moves_and_base_angles() {
    // _pext_vrinputs 1: the client moves with clcfte_move; the bot walks at cl_forwardspeed
    // and cl_sidespeed 400 (a byte of 80, ×5), and the server turns it with setanglebase
    use quakeshark::fields::{nq_fte_input as nqi, qw as qwf, qw_fte_input as qwi};
    let both = |mut a: Vec<i64>, b: Vec<i64>| {
        a.extend(b);
        a
    };
    for moves in [
        both(
            ints(&client_values::<qw::Session>(QW_VR, qwi::UcmdForward)),
            ints(&client_values::<qw::Session>(QW_VR, qwi::UcmdSide)),
        ),
        both(
            ints(&client_values::<nq::Session>(NQ_VOICE_VR, nqi::UcmdForward)),
            ints(&client_values::<nq::Session>(NQ_VOICE_VR, nqi::UcmdSide)),
        ),
    ] {
        assert!(moves.len() > 1000, "{}", moves.len());
        assert!(
            moves.iter().all(|m| [-400, 0, 400].contains(m)),
            "{moves:?}"
        );
    }
    // the mod's fixangle 2 (a 30° turn) and the spawns: setanglebase with the yaw bit
    let flags = ints(&values::<qw::Session>(QW_VR, qwf::QwBaseAngleFlags));
    assert!(
        !flags.is_empty() && flags.iter().all(|f| f & 0x7 != 0),
        "{flags:?}"
    );
    // NetQuake voice, echoed by the server to the client's own slot
    let senders = ints(&values::<nq::Session>(
        NQ_VOICE_VR,
        quakeshark::fields::nq::NqVoiceSender,
    ));
    assert!(senders.len() > 1500 && senders.iter().all(|s| *s == senders[0]));
    assert!(
        client_values::<nq::Session>(NQ_VOICE_VR, quakeshark::fields::nq::NqVoiceData).len() > 1500
    );
}
