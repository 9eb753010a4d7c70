//! DarkPlaces' d0_blind_id crypto: the real tshark with the freshly built plugin over two
//! DarkPlaces (git) server ↔ client DP7 sessions in pcaps/, one authenticated (HMAC prefix),
//! one encrypted (AES), whole and with their first 40% cut away (build first: `cargo build
//! --release`). Values were read from the bytes by hand and from the engines' own prints
//! (pcaps/recording/logs/<capture>/: `crypto_keys`, the connection messages, and the client's
//! `developer_networking` dumps of raw and decrypted datagrams).

mod support;
use support::variants::{cut, packet_count};
use support::{fields, pcap};

const HMAC: &str = "darkplaces-git-server_dp7-crypto-hmac_darkplaces-git-client_session.pcapng";
const AES: &str = "darkplaces-git-server_dp7-crypto-aes_darkplaces-git-client_session.pcapng";
/// The server key's fingerprint, as both engines print it ("Loaded public key key_0.d0pk
/// (fingerprint: …)").
const KEY_FP: &str = "NbFGg92L09vNpv618YosSIItdQGFkO7kBqmuCseGHz4=";

fn col(rows: &[Vec<String>], i: usize) -> Vec<&str> {
    rows.iter().map(|r| r[i].as_str()).collect()
}

fn no_errors(p: &str) {
    let bad = fields(
        p,
        "!nq || _ws.malformed || _ws.expert.severity == \"Error\"",
        &["frame.number"],
    );
    assert!(bad.is_empty(), "{p}: {bad:?}");
}

#[test]
fn the_handshake_lines_are_named_and_accept_puts_the_wrapping_in_force() {
    for (cap, aeslevel, aes) in [(HMAC, "0", "0"), (AES, "3", "1")] {
        let p = pcap(cap);
        let rows = fields(
            &p,
            "frame.number <= 13",
            &["nq.dp.oob.command", "nq.dp.oob.fingerprint"],
        );
        let cmds = col(&rows, 0);
        assert_eq!(
            cmds,
            [
                "getchallenge",
                "", // CCREQ_CONNECT beside it
                "challenge",
                "d0pk",
                "d0pk",
                "d0pk",
                "d0pk",
                "d0pk",
                "d0pk",
                "d0pk",
                "challenge",
                "connect",
                "accept"
            ],
            "{cap}"
        );
        // the challenge's vlen block offers the key (the server holds its private ID: the key
        // comes before the empty separator), the client's first d0pk line asks for it twice
        // (server key, its own key: both from the one key_0.d0pk)
        assert_eq!(rows[2][1], format!("{KEY_FP},"), "{cap}");
        assert_eq!(rows[3][1], format!("{KEY_FP},{KEY_FP}"), "{cap}");
        let kv = fields(
            &p,
            "frame.number == 4 || frame.number == 5",
            &["nq.dp.oob.key", "nq.dp.oob.value"],
        );
        assert_eq!(kv[0][0], "cnt,id,aeslevel,challenge");
        assert!(kv[0][1].starts_with(&format!("0,1,{aeslevel},")), "{kv:?}");
        assert_eq!(kv[1][0], "cnt,id,aes");
        assert_eq!(kv[1][1], format!("1,1,{aes}"));
        // nothing before accept is wrapped; accept says what comes
        assert!(fields(&p, "frame.number <= 13 && nq.dp.crypto", &["frame.number"]).is_empty());
        let note = fields(&p, "frame.number == 13", &["_ws.expert.message"]);
        assert!(
            note[0][0].contains("d0_blind_id crypto in force"),
            "{note:?}"
        );
        no_errors(&p);
    }
}

#[test]
fn authenticated_datagrams_name_the_hmac_and_decode_after_it() {
    let p = pcap(HMAC);
    let n = packet_count(&std::fs::read(&p).unwrap());
    let rows = fields(
        &p,
        "nq.dp.crypto",
        &[
            "nq.dp.crypto.layer",
            "nq.dp.crypto.inferred",
            "nq.dp.crypto.from",
        ],
    );
    // every datagram after accept (frame 13)
    assert_eq!(rows.len(), n - 13);
    assert!(
        rows.iter().all(|r| r == &["1", "0", "13"]),
        "{:?}",
        &rows[0]
    );
    // the serverinfo inside: DP7, read after the prefix
    let si = fields(&p, "nq.serverinfo.protocol", &["nq.serverinfo.protocol"]);
    assert_eq!(col(&si, 0), ["3504", "3504"]); // lqdm2, then lqdm13
                                               // the client's dump of a datagram it read: `B03B9C13 8D95C486 91536B85 7721911E 20100033
                                               // 000003F1 0741…` (67 bytes): HMAC, then unreliable (CRYPTO1 set), length 51, sequence 1009,
                                               // svc_time
    let d = fields(
        &p,
        "nq.dp.crypto.hmac == b0:3b:9c:13:8d:95:c4:86:91:53:6b:85:77:21:91:1e",
        &[
            "udp.length",
            "nq.flags.unreliable",
            "nq.flags.crypto0",
            "nq.flags.crypto1",
            "nq.flags.crypto2",
            "nq.sequence",
            "nq.svc",
        ],
    );
    assert_eq!(d.len(), 1, "{d:?}");
    // clear bits are not shown (present only where set)
    assert_eq!(&d[0][..6], ["75", "1", "", "1", "", "1009"]);
    assert!(d[0][6].starts_with("7,"), "{:?}", d[0]);
    no_errors(&p);
}

#[test]
fn encrypted_datagrams_are_shown_encrypted_never_as_messages() {
    let p = pcap(AES);
    let n = packet_count(&std::fs::read(&p).unwrap());
    let rows = fields(
        &p,
        "nq.dp.crypto",
        &["nq.dp.crypto.layer", "nq.dp.crypto.from"],
    );
    assert_eq!(rows.len(), n - 13);
    assert!(rows.iter().all(|r| r == &["2", "13"]));
    // nothing after accept is read as a message or a netchan header
    let parsed = fields(
        &p,
        "frame.number > 13 && (nq.svc || nq.clc || nq.sequence || nq.flags)",
        &["frame.number"],
    );
    assert!(parsed.is_empty(), "{parsed:?}");
    // the client's dump: raw `1D73F1B4 74937B8D …` (80 bytes), "Decrypted:" 51 bytes
    // (`40100033 00000359 …`): 29 bytes added (16 + 13 of padding)
    let d = fields(
        &p,
        "nq.dp.crypto.overhead == 29 && nq.dp.crypto.aes_hmac[0:7] == 73:f1:b4:74:93:7b:8d",
        &[
            "udp.length",
            "nq.dp.crypto.plaintext_length",
            "nq.dp.crypto.encrypted",
        ],
    );
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(&d[0][..2], ["88", "51"]);
    assert_eq!(d[0][2].len(), 64 * 2, "{:?}", d[0]);
    no_errors(&p);
}

/// Without the handshake (the first 40% cut away) the wrapping is inferred, on the first
/// datagram, and said so; the authenticated stream still decodes.
#[test]
fn mid_session_the_wrapping_is_inferred() {
    let dir = std::env::temp_dir().join(format!("qs-dpcrypto-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (cap, layer) in [(HMAC, "1"), (AES, "2")] {
        let data = std::fs::read(pcap(cap)).unwrap();
        let file = dir.join(cap);
        std::fs::write(&file, cut(&data, packet_count(&data) * 4 / 10)).unwrap();
        let f = file.to_string_lossy().into_owned();
        let rows = fields(
            &f,
            "nq",
            &[
                "nq.dp.crypto.layer",
                "nq.dp.crypto.inferred",
                "nq.dp.crypto.from",
            ],
        );
        assert!(
            rows.iter().all(|r| r == &[layer, "1", "1"]),
            "{cap}: {:?}",
            &rows[..3]
        );
        let note = fields(&f, "frame.number == 1", &["_ws.expert.message"]);
        assert!(note[0][0].contains("inferred"), "{note:?}");
        no_errors(&f);
        if layer == "1" {
            // the dialect too is inferred, from what follows the prefix
            let dp7 = fields(&f, "nq.dp.svc == 57", &["frame.number"]);
            assert!(dp7.len() > 1000, "{} svc_entities", dp7.len());
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn one_pass_equals_two_passes() {
    support::assert_passes_agree(&[HMAC, AES], support::PASS_DEPENDENT);
}
