//! The statistics (`-z quake.msg,tree`, `quake,netchan`, `quake,entities`, `quake,console`) on
//! real captures, each number compared with one computed another way: UDP payload bytes read
//! from the capture file by `support::pcap`, datagram counts per direction from the same reader,
//! and message, analysis, string-command and entity counts from `tshark -T fields` (the
//! dissection tree, not the tap). Also: the four statistics are listed by `-z help`, one pass and
//! two passes print the same, and at codec level a summary does not depend on whether a tree was
//! asked for.
mod support;
use quakeshark::codec::{kexlan, nq, q2, qw, Conversation, Conversations, Datagram, Want};
use std::collections::BTreeMap;
use support::{fields, pcap, tshark};

/// One capture per family and dialect group.
const CAPTURES: &[&str] = &[
    "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
    "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
    "quakespasm_nq15_qsclient_session.pcapng",
    "darkplaces-server_dp7_dpclient_session.pcapng",
    "nq-666__LibreQuake_swampy.pcap",
    "yquake2_q2-34_yq2client_session.pcapng",
    "q2pro-server_q2pro-36_q2proclient_session.pcapng",
    "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng",
];

/// A stats_tree text output as (depth, name, count) rows.
fn tree_rows(out: &str) -> Vec<(usize, String, u64)> {
    let mut rows = Vec::new();
    let mut body = false;
    for l in out.lines() {
        if l.starts_with("----") {
            body = !body;
            continue;
        }
        if !body || l.trim().is_empty() {
            continue;
        }
        let depth = l.len() - l.trim_start().len();
        let t = l.trim_start();
        let Some(k) = t.find("  ") else { continue };
        let name = t[..k].to_string();
        let count = t[k..].split_whitespace().next().unwrap().parse().unwrap();
        rows.push((depth, name, count));
    }
    rows
}

/// The count of the node at `path` (names from the root).
fn node(rows: &[(usize, String, u64)], path: &[&str]) -> Option<u64> {
    let mut i = 0;
    let mut found = None;
    for (depth, want) in path.iter().enumerate() {
        found = None;
        while i < rows.len() {
            let (d, n, c) = &rows[i];
            i += 1;
            if *d < depth {
                return None;
            }
            if *d == depth && n == want {
                found = Some(*c);
                break;
            }
        }
        found?;
    }
    found
}

fn payload_bytes(file: &str) -> u64 {
    pcap::udp(file).iter().map(|u| u.payload.len() as u64).sum()
}

#[test]
fn the_statistics_are_listed() {
    // tshark prints the list on stderr
    let out = std::process::Command::new(support::root().join("scripts/tshark-dev"))
        .args(["-z", "help"])
        .output()
        .expect("run tshark");
    let out =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    for s in [
        "quake.msg,tree",
        "quake,netchan",
        "quake,entities",
        "quake,console",
    ] {
        assert!(
            out.lines().any(|l| l.trim() == s),
            "-z help does not list {s}"
        );
    }
}

/// The message tree's Bytes add up to the UDP payload of the capture, and so do its dialects'
/// and directions' children (every payload byte counted once).
#[test]
fn message_tree_bytes_equal_the_udp_payload() {
    for cap in CAPTURES {
        let file = pcap(cap);
        let rows = tree_rows(&tshark(&["-q", "-r", &file, "-z", "quake.msg,tree"]));
        let want = payload_bytes(&file);
        assert!(want > 10_000, "{cap}: {want} bytes");
        assert_eq!(node(&rows, &["Bytes"]), Some(want), "{cap}");
        // children of each node sum to it, down to the items of each direction
        let bytes_at = rows
            .iter()
            .position(|r| r.1 == "Bytes" && r.0 == 0)
            .unwrap();
        let sub = &rows[bytes_at..];
        for (i, (d, name, c)) in sub.iter().enumerate() {
            if *d >= 3 {
                continue; // items (their bit sub-nodes overlap by design)
            }
            let kids: u64 = sub[i + 1..]
                .iter()
                .take_while(|r| r.0 > *d)
                .filter(|r| r.0 == d + 1)
                .map(|r| r.2)
                .sum();
            assert_eq!(kids, *c, "{cap}: children of {name}");
        }
    }
}

/// Each svc/clc name's message count equals the number of times tshark's tree shows that
/// command (`<proto>.svc` / `<proto>.clc` occurrences), for every dialect together.
#[test]
fn message_counts_equal_the_commands_in_the_tree() {
    for (cap, proto) in [
        ("mvdsv-ktx_qw28_ezquake_nopext_session.pcapng", "qw"),
        ("quakespasm_nq15_qsclient_session.pcapng", "nq"),
        ("yquake2_q2-34_yq2client_session.pcapng", "q2"),
        ("q2pro-server_q2pro-36_q2proclient_session.pcapng", "q2"),
    ] {
        let file = pcap(cap);
        let rows = tree_rows(&tshark(&["-q", "-r", &file, "-z", "quake.msg,tree"]));
        // the tap's counts: Messages > dialect > direction > name, summed over dialects
        let mut tap: BTreeMap<(bool, String), u64> = BTreeMap::new();
        let msgs = rows
            .iter()
            .position(|r| r.1 == "Messages" && r.0 == 0)
            .unwrap();
        let mut dir = "";
        for r in rows[msgs + 1..].iter().take_while(|r| r.0 > 0) {
            match r.0 {
                2 => dir = if r.1 == "C->S" { "C->S" } else { "S->C" },
                3 => *tap.entry((dir == "C->S", r.1.clone())).or_default() += r.2,
                _ => {}
            }
        }
        tap.remove(&(false, "fast_update".to_string())); // NetQuake: no command byte field
                                                         // the tree's: every occurrence of the command fields, named by the catalogue
        let names = |f: &str| {
            quakeshark::fields::all_of(proto)
                .find(|(_, d)| d.abbrev == f)
                .unwrap()
                .1
                .vals
        };
        let mut tree: BTreeMap<(bool, String), u64> = BTreeMap::new();
        let (svc, clc) = (format!("{proto}.svc"), format!("{proto}.clc"));
        for l in fields(&file, proto, &[&svc, &clc]) {
            for (client, col, f) in [(false, 0, &svc), (true, 1, &clc)] {
                for v in l.get(col).into_iter().flat_map(|c| c.split(',')) {
                    if v.is_empty() {
                        continue;
                    }
                    let id: u32 = v.parse().unwrap();
                    let name = quakeshark::fields::val_name(names(f), id)
                        .map(|n| n.trim_start_matches("svc_").trim_start_matches("clc_"))
                        .unwrap_or("unknown");
                    *tree.entry((client, name.to_string())).or_default() += 1;
                }
            }
        }
        assert!(tree.values().sum::<u64>() > 1000, "{cap}");
        assert_eq!(tap, tree, "{cap}");
    }
}

/// Netchan table rows: (proto, conv, direction) → columns.
fn netchan_rows(out: &str) -> Vec<Vec<String>> {
    out.lines()
        .filter(|l| {
            ["nq ", "qw ", "q2 ", "kexlan "]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .map(|l| l.split_whitespace().map(str::to_string).collect())
        .collect()
}

/// Datagrams and bytes per direction equal the capture's (the server is the endpoint the first
/// datagram was sent to); lost, duplicates and retransmissions equal the sums of the analysis
/// fields in tshark's tree.
#[test]
fn netchan_counts_equal_the_capture_and_the_analysis_fields() {
    for (cap, proto) in [
        ("mvdsv-ktx_qw28_ezquake_nopext_session.pcapng", "qw"),
        ("yquake2_q2-34_yq2client_session.pcapng", "q2"),
        ("quakespasm_nq15_qsclient_session.pcapng", "nq"),
    ] {
        let file = pcap(cap);
        let rows = netchan_rows(&tshark(&["-q", "-r", &file, "-z", "quake,netchan"]));
        // by direction, over the whole capture
        let (mut dg, mut by) = ([0u64; 3], [0u64; 3]);
        let mut lost = 0u64;
        let mut dup = 0u64;
        let mut retr = 0u64;
        for r in &rows {
            let k = match r[4].as_str() {
                "C->S" => 0,
                "S->C" => 1,
                _ => 2,
            };
            dg[k] += r[5].parse::<u64>().unwrap();
            by[k] += r[6].parse::<u64>().unwrap();
            lost += r[7].parse::<u64>().unwrap();
            dup += r[9].parse::<u64>().unwrap();
            retr += r[10].parse::<u64>().unwrap();
        }
        assert_eq!(dg[2], 0, "{cap}: datagrams of unknown direction");
        let (mut cdg, mut cby) = ([0u64; 2], [0u64; 2]);
        for c in pcap::conversations(&file) {
            for d in &c.dgs {
                let k = d.from_server as usize;
                cdg[k] += 1;
                cby[k] += d.udp.payload.len() as u64;
            }
        }
        assert_eq!([dg[0], dg[1]], cdg, "{cap}: datagrams C->S, S->C");
        assert_eq!([by[0], by[1]], cby, "{cap}: bytes C->S, S->C");
        let f = fields(
            &file,
            proto,
            &[
                &format!("{proto}.analysis.lost"),
                &format!("{proto}.analysis.duplicate"),
                &format!("{proto}.analysis.retransmission"),
            ],
        );
        let sum = |col: usize, count: bool| -> u64 {
            f.iter()
                .flat_map(|l| l.get(col).into_iter().flat_map(|c| c.split(',')))
                .filter(|v| !v.is_empty())
                .map(|v| if count { 1 } else { v.parse().unwrap() })
                .sum()
        };
        assert_eq!(lost, sum(0, false), "{cap}: lost");
        assert_eq!(dup, sum(1, true), "{cap}: duplicates");
        assert_eq!(retr, sum(2, true), "{cap}: retransmissions");
    }
}

/// Every string command, stufftext and centerprint is one console line, in the frame whose
/// tree holds that command (counted by command number, not by text: texts may hold the
/// aggregator's commas).
#[test]
fn console_lines_are_the_commands_in_the_tree() {
    for (cap, proto) in [
        ("mvdsv-ktx_qw28_ezquake_nopext_session.pcapng", "qw"),
        ("quakespasm_nq15_qsclient_session.pcapng", "nq"),
        ("yquake2_q2-34_yq2client_session.pcapng", "q2"),
    ] {
        let file = pcap(cap);
        let out = tshark(&["-q", "-r", &file, "-z", "quake,console"]);
        let (svc, clc) = (format!("{proto}.svc"), format!("{proto}.clc"));
        let tree = fields(&file, proto, &["frame.number", &svc, &clc]);
        let id = |f: &str, name: &str| {
            quakeshark::fields::all_of(proto)
                .find(|(_, d)| d.abbrev == f)
                .unwrap()
                .1
                .vals
                .iter()
                .find(|(_, n)| n.trim_start_matches("svc_").trim_start_matches("clc_") == name)
                .unwrap_or_else(|| panic!("{f} has no {name}"))
                .0
                .to_string()
        };
        for (kind, col, f) in [
            ("stringcmd", 2, &clc),
            ("stufftext", 1, &svc),
            ("centerprint", 1, &svc),
        ] {
            let want_id = id(f, kind);
            let mut want: BTreeMap<u32, usize> = BTreeMap::new();
            for l in &tree {
                let n = l
                    .get(col)
                    .map_or(0, |c| c.split(',').filter(|v| *v == want_id).count());
                if n > 0 {
                    want.insert(l[0].parse().unwrap(), n);
                }
            }
            let mut got: BTreeMap<u32, usize> = BTreeMap::new();
            for l in out.lines() {
                let w: Vec<&str> = l.split_whitespace().collect();
                if w.get(4) == Some(&kind) {
                    *got.entry(w[0].parse().unwrap()).or_default() += 1;
                }
            }
            if kind == "stringcmd" {
                assert!(want.len() > 5, "{cap}: {} frames with {kind}", want.len());
            }
            assert_eq!(got, want, "{cap}: {kind} per frame");
        }
    }
}

/// `quake,entities,N` has one line per update or baseline of entity N, each in a frame where
/// the tree shows that entity's number.
#[test]
fn entity_lines_are_the_entity_entries_in_the_tree() {
    for (cap, proto, field, n) in [
        (
            "yquake2_q2-34_yq2client_session.pcapng",
            "q2",
            "q2.entity",
            1u32,
        ),
        (
            "darkplaces-server_dp7_dpclient_session.pcapng",
            "nq",
            // the entity word (number and remove bit): nq.entity also numbers svc_sound's
            "nq.dp.ent.word",
            1,
        ),
        (
            "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
            "qw",
            "qw.entity",
            41,
        ),
    ] {
        let file = pcap(cap);
        let n_arg = format!("quake,entities,{n}");
        let out = tshark(&["-q", "-r", &file, "-z", &n_arg]);
        let lines: Vec<u32> = out
            .lines()
            .filter(|l| l.split(',').nth(4) == Some(&n.to_string()))
            .map(|l| l.split(',').next().unwrap().parse().unwrap())
            .collect();
        // qw.entity also numbers svc_spawnbaseline's entity: only frames with packet entities
        let filter = match proto {
            "qw" => "qw.ent",
            "nq" => "nq.dp.ent",
            _ => proto,
        };
        let want: Vec<u32> = fields(&file, filter, &["frame.number", field])
            .iter()
            .flat_map(|l| {
                let f = l[0].parse::<u32>().unwrap();
                let k = l
                    .get(1)
                    .map_or(0, |c| c.split(',').filter(|v| number(v) == n).count());
                std::iter::repeat(f).take(k)
            })
            .collect();
        assert!(
            want.len() > 1,
            "{cap}: entity {n} in {} entries",
            want.len()
        );
        assert_eq!(lines, want, "{cap}: entity {n}");
    }
}

/// An entity number as `-T fields` prints it: decimal, or DarkPlaces' entity word in hex (its
/// remove bit masked off).
fn number(v: &str) -> u32 {
    match v.strip_prefix("0x") {
        Some(h) => u32::from_str_radix(h, 16).unwrap_or(0) & 0x7fff,
        None => v.parse().unwrap_or(0),
    }
}

/// One pass and two passes print the same statistics.
#[test]
fn two_passes_print_what_one_pass_prints() {
    for cap in [
        "quakespasm_nq15_qsclient_session.pcapng",
        "yquake2_q2-34_yq2client_session.pcapng",
        "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
        "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng",
    ] {
        let file = pcap(cap);
        let args = [
            "-q",
            "-r",
            &file,
            "-z",
            "quake.msg,tree",
            "-z",
            "quake,netchan",
            "-z",
            "quake,entities",
            "-z",
            "quake,console",
        ];
        let one = tshark(&args);
        let mut two_args = vec!["-2"];
        two_args.extend(args);
        let two = tshark(&two_args);
        // the stats tree's rates and bursts depend on the time of the last tapped frame only
        assert_eq!(one, two, "{cap}");
    }
}

/// At codec level: the summary a tap gets is the same whether or not a tree was asked for,
/// in the first pass and in replays, and the byte accounting covers each datagram exactly.
#[test]
fn summaries_do_not_depend_on_the_tree() {
    fn run<S: Conversation>(dgs: &[Datagram]) -> usize {
        let mut n = 0;
        let mut a: Conversations<S> = Conversations::new();
        let mut b: Conversations<S> = Conversations::new();
        let (sa, sb) = (a.push(S::new(0)), b.push(S::new(0)));
        let taps = |tree| Want {
            tree,
            info: false,
            labels: tree,
            taps: true,
            demo: false,
            resolved: quakeshark::codec::conversation::Resolved::all_if(tree),
        };
        let mut idx = Vec::new();
        for d in dgs {
            let (ri, oa) = a.first_pass_with(sa, d, taps(false)).unwrap();
            let (_, ob) = b.first_pass_with(sb, d, taps(true)).unwrap();
            let (x, y) = (oa.tap.unwrap(), ob.tap.unwrap());
            assert_eq!(x, y, "frame {}", d.frame);
            let own: u32 = x
                .messages
                .iter()
                .filter(|m| !m.derived)
                .map(|m| m.bytes)
                .sum();
            assert_eq!(
                own + x.header + x.connectionless + x.fragment + x.undecoded,
                d.bytes.len() as u32,
                "frame {}",
                d.frame
            );
            // a tree-less datagram keeps only expert items
            assert!(oa
                .frame
                .nodes
                .iter()
                .all(|n| matches!(n.kind, quakeshark::codec::tree::NodeKind::Expert(..))));
            idx.push((ri, *x));
            n += 1;
        }
        for (d, (ri, s)) in dgs.iter().zip(&idx).rev() {
            let r = a.replay_with(sa, *ri, d.bytes, taps(false)).unwrap();
            assert_eq!(*r.tap.unwrap(), *s, "replay of frame {}", d.frame);
        }
        a.clear();
        b.clear();
        n
    }
    let mut n = 0;
    for cap in CAPTURES {
        for c in pcap::conversations(&pcap(cap)) {
            let dgs = c.datagrams();
            let any = |f: fn(&[u8]) -> bool| dgs.iter().any(|d| f(d.bytes));
            if any(kexlan::looks_like) {
                n += run::<kexlan::Session>(&dgs);
            } else if any(q2::looks_like) {
                n += run::<q2::Session>(&dgs);
            } else if any(nq::looks_like) {
                n += run::<nq::Session>(&dgs);
            } else if any(qw::looks_like) {
                n += run::<qw::Session>(&dgs);
            }
        }
    }
    assert!(n > 20_000, "{n} datagrams");
}
