#!/usr/bin/env python3
"""Compare the ping an engine reported with round trips measured in a delayed capture.

usage: pingcheck.py TSHARK nq PCAP              (QuakeSpasm: pings from the svc_print replies to `ping`)
       pingcheck.py TSHARK qw PCAP [SRV_LOG]    (mvdsv: pings from svc_updateping, and from the
                                                 timestamped `status` lines of SRV_LOG if given)
TSHARK is a tshark that loads the plugin (scripts/tshark-dev). Prints one line per reported ping:
time, the engine's value, the value recomputed from capture timestamps the way the engine computes it,
and the difference. Reference only (the tests do their own check); written for the *_delay40ms_*
captures, where the game runs between one client and the server.

NetQuake (QuakeSpasm 0.95.1, sv_user.c SV_ReadClientMove / host_cmd.c Host_Ping_f): every clc_move
echoes the svc_time of the last server datagram the client had read; the server stores
sv.time - echoed time for each move it reads (16-slot ring) and `ping` prints the mean of the 16
slots. From the capture: for each of the 16 client datagrams before the svc_print, t(clc_move) -
t(first server datagram carrying that svc_time); mean. The engine's value is lower by 0..1 server
frame (sys_ticrate): sv.time at the read is the time of the previous frame's send, not of the arrival.

QuakeWorld (mvdsv 0.35, sv_user.c SV_ExecuteClientMessage / sv_main.c SV_CalcPing): when the server
processes client packet s it stores senttime[s] = now and answers with sequence s; when it processes
a later client packet acknowledging s it sets ping_time[s] = now - senttime[s] (the last such packet
wins); the ping is the mean over the 64-frame ring of entries > 0. From the capture: for each
server sequence q whose acknowledgement arrived before the report, t(last client packet with
ack q) - t(client packet with seq q); mean of the last 64.
"""
import re, statistics, subprocess, sys


def fields(tshark, pcap, names):
    cmd = [tshark, "-r", pcap, "-T", "fields", "-E", "separator=|"]
    for n in names:
        cmd += ["-e", n]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    return [l.split("|") for l in out.splitlines()]


def nq(tshark, pcap):
    rows = fields(tshark, pcap, ["frame.number", "frame.time_epoch", "nq.move.time", "nq.time", "nq.print"])
    sent, moves, diffs = {}, [], []
    for n, t, mt, st, pr in rows:
        t = float(t)
        if mt:      # client datagram (clc_move)
            for x in mt.split(","):
                x = round(float(x), 4)
                if x in sent:
                    moves.append((t, t - sent[x]))
            continue
        for x in st.split(",") if st else []:
            sent.setdefault(round(float(x), 4), t)
        m = re.search(r"ping times:\\n,\s*(\d+) ", pr)
        if m:
            val = int(m.group(1))
            last = [r for tt, r in moves if tt < t][-16:]
            if val > 0 and len(last) == 16:
                cap = 1000 * statistics.mean(last)
                diffs.append(val - cap)
                print("frame %5s %.3f engine %4d capture %6.1f diff %6.1f" % (n, t, val, cap, val - cap))
    return diffs


def qw(tshark, pcap, srvlog):
    rows = fields(tshark, pcap, ["frame.time_epoch", "udp.srcport", "qw.seq", "qw.ack", "qw.ping"])
    srv = "27500"
    cseq, ack_last, reports = {}, {}, []
    for t, sp, seq, ack, ping in rows:
        if not seq:
            continue
        t, seq, ack = float(t), int(seq.split(",")[0]), int(ack.split(",")[0])
        if sp == srv:
            if ping:    # svc_updateping, computed before this datagram left
                reports.append((t - 1e-4, max(int(x) for x in ping.split(",")), "svc_updateping"))
        else:
            cseq.setdefault(seq, t)
            ack_last[ack] = t
    if srvlog:
        for l in open(srvlog, encoding="latin-1"):
            m = re.match(r"(\d+\.\d+) \S+ \[[^]]*\] (\S+) +(\d+) +-?\d+ +\d+ ", l)
            if m:
                reports.append((float(m.group(1)), int(m.group(3)), "status"))
    diffs = []
    for t, val, what in sorted(reports):
        if val >= 999:
            continue
        qs = sorted(q for q in ack_last if ack_last[q] < t and q in cseq)[-64:]
        cap = 1000 * statistics.mean(ack_last[q] - cseq[q] for q in qs)
        diffs.append(val - cap)
        print("%.3f %-14s engine %4d capture %6.1f diff %6.1f" % (t, what, val, cap, val - cap))
    return diffs


if __name__ == "__main__":
    tshark, proto, pcap = sys.argv[1:4]
    d = nq(tshark, pcap) if proto == "nq" else qw(tshark, pcap, sys.argv[4] if len(sys.argv) > 4 else None)
    print("n=%d diff min %.1f max %.1f mean %.1f ms" % (len(d), min(d), max(d), statistics.mean(d)))
