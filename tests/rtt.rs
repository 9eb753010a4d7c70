//! `<proto>.analysis.rtt` against the ping the engines themselves reported, on real sessions
//! recorded with 40 ms added in each direction (pcaps/README.md: the `*_delay40ms_*` captures,
//! taken at the server's end of the delayed link; pcaps/recording/pingcheck.py recomputes the
//! engines' own formulas as a reference).
//!
//! The round trip is a forward reference (the acknowledgement comes later), so tshark runs with
//! `-2`, as for "reassembled in".
mod support;
use support::{pcap, tshark};

/// Rows of `-2 -T fields` for the frames of `proto`.
fn rows(capture: &str, proto: &str, fs: &[&str]) -> Vec<Vec<String>> {
    let file = pcap(capture);
    let mut args = vec!["-r", file.as_str(), "-2", "-Y", proto, "-T", "fields"];
    args.extend(["-E", "occurrence=a", "-E", "aggregator=,"]);
    for f in fs {
        args.push("-e");
        args.push(f);
    }
    tshark(&args)
        .lines()
        .map(|l| l.split('\t').map(str::to_string).collect())
        .collect()
}

fn mean(v: &[f64]) -> f64 {
    v.iter().sum::<f64>() / v.len() as f64
}

/// mvdsv (sv_main.c SV_CalcPing): each server frame sent to the client is stamped, and the
/// client packet that acknowledges it sets that frame's ping to now − stamp; svc_updateping
/// carries the mean over the 64-frame ring. `.rtt` on a server datagram is the same interval
/// measured on the wire (to the first acknowledging client datagram), so the mean of the last
/// 64 acknowledged server datagrams must equal each reported ping within one server frame (the
/// local interval between the server's datagrams). The ring restarts when the client spawns:
/// reports count once 64 frames of the game (from the first ping below 999) are acknowledged.
#[test]
fn qw_rtt_matches_mvdsv_ping() {
    let rows = rows(
        "mvdsv-ktx_qw28_ezquake_delay40ms_session.pcapng",
        "qw",
        &[
            "frame.time_epoch",
            "qw.direction",
            "qw.ping",
            "qw.analysis.rtt",
        ],
    );
    // (time acknowledged, rtt, time sent) of server datagrams
    let mut acked: Vec<(f64, f64, f64)> = Vec::new();
    let mut game_from: Option<f64> = None;
    let mut compared = 0;
    for r in &rows {
        let t: f64 = r[0].parse().unwrap();
        if r[1] == "1" && !r[3].is_empty() {
            let rtt: f64 = r[3].parse().unwrap();
            acked.push((t + rtt, rtt, t));
        }
        for ping in r[2].split(',').filter(|p| !p.is_empty()) {
            let ping: f64 = ping.parse().unwrap();
            if ping >= 999.0 {
                continue; // still connecting
            }
            let from = *game_from.get_or_insert(t);
            let done: Vec<_> = acked.iter().filter(|a| a.0 <= t && a.2 >= from).collect();
            if done.len() < 64 {
                continue;
            }
            let last = &done[done.len() - 64..];
            let ours = 1000.0 * mean(&last.iter().map(|a| a.1).collect::<Vec<_>>());
            let mut gaps: Vec<f64> = last.windows(2).map(|w| w[1].2 - w[0].2).collect();
            gaps.sort_by(f64::total_cmp);
            let frame = 1000.0 * gaps[gaps.len() / 2];
            assert!(
                (ping - ours).abs() <= frame,
                "at {t}: mvdsv reported {ping} ms, the capture's .rtt gives {ours:.1} ms (one frame: {frame:.1} ms)"
            );
            compared += 1;
        }
    }
    // a report every 2 s over about a minute of play
    assert!(compared >= 20, "only {compared} pings compared");
}

/// QuakeSpasm (host_cmd.c Host_Ping_f) reports the mean of its last 16 move echoes (server time
/// now − the svc_time the move echoes), a measure of its own that includes the client's wait for
/// its next frame; NetQuake acknowledges reliable datagrams only, so `.rtt` exists on reliable
/// server datagrams. Their mean over the last 16 must stay within one server frame (the server
/// ran at 50 frames/s: 20 ms) of the reported ping, taken as the median over the session's
/// reports (single reports vary by a stretched frame on a loaded machine).
#[test]
fn nq_reliable_rtt_matches_quakespasm_ping() {
    let rows = rows(
        "quakespasm_nq15_qsclient_delay40ms_session.pcapng",
        "nq",
        &[
            "frame.time_epoch",
            "nq.direction",
            "nq.print",
            "nq.analysis.rtt",
        ],
    );
    let mut acked: Vec<(f64, f64)> = Vec::new();
    let mut diffs = Vec::new();
    for r in &rows {
        let t: f64 = r[0].parse().unwrap();
        if r[1] == "1" {
            for rtt in r[3].split(',').filter(|s| !s.is_empty()) {
                let rtt: f64 = rtt.parse().unwrap();
                acked.push((t + rtt, rtt));
            }
        }
        // "ping times:\n" then one line per client: the value first
        let Some(rest) = r[2].split("ping times:").nth(1) else {
            continue;
        };
        let ping: f64 = rest
            .trim_start_matches(|c: char| c == '\\' || c == 'n' || c == ',' || c.is_whitespace())
            .split_whitespace()
            .next()
            .and_then(|v| v.parse().ok())
            .unwrap();
        let done: Vec<f64> = acked.iter().filter(|a| a.0 <= t).map(|a| a.1).collect();
        if ping == 0.0 || done.len() < 16 {
            continue; // before the client spawned, or too few reliable round trips yet
        }
        diffs.push(ping - 1000.0 * mean(&done[done.len() - 16..]));
    }
    assert!(diffs.len() >= 10, "only {} pings compared", diffs.len());
    diffs.sort_by(f64::total_cmp);
    let median = diffs[diffs.len() / 2];
    assert!(
        median.abs() <= 20.0,
        "QuakeSpasm's pings differ from the reliable .rtt by a median {median:.1} ms ({diffs:?})"
    );
}
