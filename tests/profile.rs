//! The "Quake" configuration profile (profiles/Quake/): tshark finds it with `-C Quake`, every
//! display filter in its colouring rules and filter buttons is accepted by this tshark, every
//! field its columns show exists, and scripts/install.sh installs and removes it without touching
//! other profiles. Build first: `cargo build --release`.

mod support;
use std::fs;
use std::process::Command;
use support::{pcap, root, tshark};

const NQ_SESSION: &str = "quakespasm_nq666_qsclient_session.pcapng";

fn profile(name: &str) -> String {
    fs::read_to_string(root().join("profiles/Quake").join(name)).unwrap()
}

/// Undoes the UAT escapes Wireshark writes (`\x22` for `"`, `\x5c` for `\`).
fn unescape(s: &str) -> String {
    let mut out = String::new();
    let mut rest = s;
    while let Some(i) = rest.find("\\x") {
        out.push_str(&rest[..i]);
        let code = u8::from_str_radix(&rest[i + 2..i + 4], 16).expect("\\xNN escape");
        out.push(code as char);
        rest = &rest[i + 4..];
    }
    out.push_str(rest);
    out
}

/// (name, filter) of every colouring rule.
fn color_rules() -> Vec<(String, String)> {
    profile("colorfilters")
        .lines()
        .filter_map(|l| l.strip_prefix('@'))
        .map(|l| {
            let mut parts = l.splitn(3, '@');
            let name = parts.next().unwrap().to_owned();
            let filter = parts.next().expect("@name@filter@colours").to_owned();
            (name, filter)
        })
        .collect()
}

/// (label, filter) of every filter button: `"TRUE","label","filter","comment"`.
fn buttons() -> Vec<(String, String)> {
    profile("dfilter_buttons")
        .lines()
        .filter(|l| l.starts_with('"'))
        .map(|l| {
            let cells: Vec<&str> = l.split("\",\"").collect();
            assert_eq!(cells.len(), 4, "dfilter_buttons line: {l}");
            (unescape(cells[1]), unescape(cells[2]))
        })
        .collect()
}

/// The fields of the custom columns (`%Cus:a || b:occurrence:R`).
fn column_fields() -> Vec<String> {
    let prefs = profile("preferences");
    let mut fields = Vec::new();
    for cus in prefs.split("\"%Cus:").skip(1) {
        let spec = cus.split('"').next().unwrap();
        let expr = spec
            .rsplitn(3, ':')
            .nth(2)
            .expect("%Cus:fields:occurrence:R");
        fields.extend(expr.split("||").map(|f| f.trim().to_owned()));
    }
    fields
}

fn frames(capture: &str, filter: &str) -> usize {
    tshark(&[
        "-r",
        &pcap(capture),
        "-Y",
        filter,
        "-T",
        "fields",
        "-e",
        "frame.number",
    ])
    .lines()
    .count()
}

#[test]
fn tshark_finds_the_quake_profile() {
    // tshark-dev puts profiles/ into its private configuration folder. Frame 36: a FitzQuake
    // (666) unreliable server message, sequence 0; columns No., Time, Source, Destination,
    // Protocol, Dialect, Dir, Seq, Ack, Length, Info.
    let line = tshark(&[
        "-C",
        "Quake",
        "-r",
        &pcap(NQ_SESSION),
        "-Y",
        "frame.number == 36",
        "-T",
        "tabs",
    ]);
    let cols: Vec<&str> = line.trim_end().split('\t').map(str::trim).collect();
    // -T tabs adds an arrow column between source and destination
    assert_eq!(cols.len(), 12, "{cols:?}");
    assert_eq!(
        &cols[5..10],
        &["NQ/666", "FitzQuake", "server to client", "0", ""],
        "{cols:?}"
    );
    assert!(cols[11].starts_with("S→C unrel #0"), "{cols:?}");
}

/// Frames each filter matches in `capture`, with one tshark run (io,stat takes no commas).
fn counts(capture: &str, filters: &[&str]) -> Vec<usize> {
    for f in filters {
        assert!(!f.contains(','), "{f}");
    }
    let z = format!("io,stat,0,{}", filters.join(","));
    let out = tshark(&["-r", &pcap(capture), "-q", "-z", &z]);
    // the one interval's row: | 0.0 <> 35.3 | frames | bytes | frames | bytes | ...
    let row = out
        .lines()
        .find(|l| l.contains("<>"))
        .unwrap_or_else(|| panic!("no io,stat row: {out}"));
    let cells: Vec<&str> = row.split('|').map(str::trim).collect();
    let n: Vec<usize> = (0..filters.len())
        .map(|i| cells[2 + 2 * i].parse().unwrap_or_else(|_| panic!("{row}")))
        .collect();
    n
}

#[test]
fn profile_filters_are_valid_and_the_quake_ones_match() {
    let rules = color_rules();
    let btns = buttons();
    assert!(rules.len() >= 6 && btns.len() >= 6, "{rules:?} {btns:?}");
    // every filter, Wireshark's default colouring rules included, must compile here: one run
    // with all of them or'ed together
    let all: Vec<String> = rules
        .iter()
        .chain(btns.iter())
        .map(|(_, f)| format!("({f})"))
        .collect();
    frames(NQ_SESSION, &all.join(" || "));
    // the Quake ones (no commas in them) with their counts
    let ours: Vec<(String, String)> = rules
        .iter()
        .filter(|(n, _)| n.starts_with("Quake"))
        .chain(btns.iter())
        .cloned()
        .collect();
    let fs: Vec<&str> = ours.iter().map(|(_, f)| f.as_str()).collect();
    let n = counts(NQ_SESSION, &fs);
    let count = |name: &str| n[ours.iter().position(|(k, _)| k == name).unwrap()];
    // NQ session, checked with scripts/tshark-dev: 29 reliable, 60 control packets, 2 serverinfo
    // (one per connection), 10 with client commands, 9 with prints
    assert_eq!(count("Quake: reliable"), 29);
    assert_eq!(count("Reliable"), 29);
    assert_eq!(count("Quake: connectionless"), 60);
    assert_eq!(count("Handshake"), 60);
    assert_eq!(count("Server info"), 2);
    assert_eq!(count("Console"), 10);
    assert_eq!(count("Prints"), 9);
    assert!(count("Moves") > 0);
    assert_eq!(count("Quake"), frames(NQ_SESSION, "udp"));
    // the other dialects' connectionless and reliable packets
    let f = |n: &str| btns.iter().find(|(k, _)| k == n).unwrap().1.clone();
    let (hs, rel) = (f("Handshake"), f("Reliable"));
    for (capture, ctl, r) in [
        ("mvdsv-ktx_qw28_ezquake_nopext_session.pcapng", 11, 493),
        ("yquake2_q2-34_yq2client_session.pcapng", 14, 272),
        (
            "fteqw-server_q2ex-2023_kexlan-transport-port5069_fteclient_session.pcapng",
            7,
            271,
        ),
    ] {
        assert_eq!(counts(capture, &[&hs, &rel]), vec![ctl, r], "{capture}");
    }
}

#[test]
fn every_column_field_exists() {
    let fields = column_fields();
    assert!(fields.len() >= 10, "{fields:?}");
    let mut args = vec!["-r".to_owned(), pcap(NQ_SESSION), "-c".into(), "1".into()];
    args.extend(["-T".into(), "fields".into()]);
    for f in &fields {
        args.extend(["-e".into(), f.clone()]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    tshark(&args); // fails on a field tshark does not know
}

/// Runs scripts/install.sh --profile-only with its own HOME and configuration folder (as nobody
/// when root, as tshark-dev does), then tshark -C Quake against that folder.
#[test]
fn install_sh_installs_and_removes_only_the_quake_profile() {
    let tmp = std::env::temp_dir().join(format!("quakeshark-profile-{}", std::process::id()));
    let _ = fs::remove_dir_all(&tmp);
    let conf = tmp.join("config");
    fs::create_dir_all(conf.join("profiles/Mine")).unwrap();
    fs::write(
        conf.join("profiles/Mine/preferences"),
        "gui.layout_type: 2\n",
    )
    .unwrap();
    fs::create_dir_all(tmp.join("home")).unwrap();
    // install.sh and the profile, copied: the checkout itself may not be readable by nobody
    // (e.g. under /root)
    let repo = tmp.join("repo");
    fs::create_dir_all(repo.join("scripts")).unwrap();
    fs::create_dir_all(repo.join("profiles/Quake")).unwrap();
    fs::copy(
        root().join("scripts/install.sh"),
        repo.join("scripts/install.sh"),
    )
    .unwrap();
    for e in fs::read_dir(root().join("profiles/Quake")).unwrap() {
        let e = e.unwrap();
        fs::copy(e.path(), repo.join("profiles/Quake").join(e.file_name())).unwrap();
    }
    let capture = tmp.join("capture.pcapng");
    fs::copy(pcap(NQ_SESSION), &capture).unwrap();
    let install = repo
        .join("scripts/install.sh")
        .to_string_lossy()
        .into_owned();
    let capture = capture.to_string_lossy().into_owned();
    Command::new("chmod")
        .args(["-R", "a+rwX"])
        .arg(&tmp)
        .status()
        .unwrap();
    let run = |args: &[&str]| -> String {
        let mut cmd = if unsafe { libc_geteuid() } == 0 {
            let mut c = Command::new("setpriv");
            c.args(["--reuid=65534", "--regid=65534", "--clear-groups", "env"]);
            c
        } else {
            Command::new("env")
        };
        cmd.arg(format!("HOME={}", tmp.join("home").display()))
            .arg(format!("WIRESHARK_CONFIG_DIR={}", conf.display()))
            .args(args)
            .current_dir(&tmp);
        let out = cmd.output().unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let out = run(&["sh", &install, "--profile-only"]);
    assert!(out.contains("Installed the Quake profile"), "{out}");
    for f in ["preferences", "colorfilters", "dfilter_buttons"] {
        assert_eq!(
            fs::read(conf.join("profiles/Quake").join(f)).unwrap(),
            fs::read(root().join("profiles/Quake").join(f)).unwrap(),
            "{f}"
        );
    }
    // (without the plugin: the profile's 11 columns, empty where they show Quake fields)
    let line = run(&[
        "tshark", "-C", "Quake", "-r", &capture, "-c", "1", "-T", "tabs",
    ]);
    assert_eq!(
        line.trim_end().split('\t').count(),
        12,
        "tshark -C Quake did not use the installed profile: {line}"
    );
    run(&["sh", &install, "--profile-only", "--uninstall"]);
    assert!(!conf.join("profiles/Quake").exists());
    assert_eq!(
        fs::read_to_string(conf.join("profiles/Mine/preferences")).unwrap(),
        "gui.layout_type: 2\n",
        "another profile was touched"
    );
    let _ = fs::remove_dir_all(&tmp);
}

extern "C" {
    #[link_name = "geteuid"]
    fn libc_geteuid() -> u32;
}
