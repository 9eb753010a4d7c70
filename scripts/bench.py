#!/usr/bin/env python3
"""tshark over large mixed captures: quakeshark against the baseline and the built-in dissectors.

Configurations (all with isolated preferences; WIRESHARK_PLUGIN_DIR replaces the global plugin
folder, so no other plugin is loaded):
  plugin    our plugin loaded, default preferences (it takes ports 26000/27500/27910).
  baseline  our plugin loaded, but nq, qw, q2, the built-in quake, quakeworld, quake2 and every
            protocol with an enabled UDP heuristic disabled with --disable-protocol: every UDP
            payload goes straight to Wireshark's `data` dissector. This is tshark's own work on
            the capture (file reading, frame/eth/ip/udp, output) plus loading and registering our
            fields — the floor we are measured against. (Without disabling the heuristics, each
            of ~90 UDP heuristics probes every payload first, which costs more than our plugin.)
  builtin   no plugin: Wireshark's built-in quake/quakeworld/quake2 dissect their ports.
Modes: q (no tree: `-q -z conv,udp`, since `-q` alone skips dissection in tshark 4.0),
V (`-V` to /dev/null, full tree), fields (`-T fields -e ...`), summary (one line per packet:
columns, no tree; not run by default).
Runs alternate between configurations; medians are reported with plugin/baseline ratios and
the peak RSS from /usr/bin/time -v.

    bench.py --so target/release/libquakeshark.so --sizes 100k,1M --runs 3 [--modes q,V,fields]
             [--configs plugin,baseline,builtin] [--cache target/bench]

A second table gives the cost per datagram at each size: plugin time (µs, or instructions under
--callgrind) per datagram, and the memory the plugin keeps per datagram (peak RSS of plugin minus
baseline, over the packet count), with the spread across sizes (the goal: flat within 10%).
The spread of time per datagram is taken with each configuration's start-up (tshark over the first
ten datagrams of the smallest capture: loading, registering every dissector and field, about 0.15 s)
taken off, since a fixed cost is not a cost per datagram: left in, it alone makes the 100k capture
look 1.3 µs per datagram slower than the 10M one, in the baseline as much as with the plugin.
Sizes go up to 10M (`--sizes 100k,1M,10M`): the 10M capture (about 1.1 GB, generated once and
cached) needs about 0.9 GB of RAM for the baseline tshark and about 1.9 GB with the plugin, so it
fits an 8 GB machine; run it with `--modes q` and `--configs plugin,baseline` unless there are
hours to spare (one run of each takes a few minutes on two cores):

    sh scripts/bench.sh --sizes 100k,1M,10M --runs 1 --modes q --configs plugin,baseline
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
OUR_FIELDS = [
    "frame.number",
    "nq.sequence",
    "nq.svc",
    "nq.entity",
    "nq.ent.resolved.origin.x",
    "qw.seq",
    "qw.entity",
    "qw.ue.entity",
    "q2.frame.server",
    "q2.entity",
    "q2.ent.resolved.origin.x",
]
BUILTIN_FIELDS = [
    "frame.number",
    "quake.header.sequence",
    "quake.control.command",
    "quakeworld.game.seq1",
    "quakeworld.game.seq2",
    "quake2.game.seq1",
    "quake2.game.seq2",
    "quake2.game.server.command",
]
# tshark 4.0 takes one protocol per --disable-protocol
DISABLE = ["nq", "qw", "q2", "quake", "quakeworld", "quake2"]


def size(s):
    s = s.strip().lower()
    mult = {"k": 1_000, "m": 1_000_000}.get(s[-1], 1)
    return int(float(s.rstrip("km")) * mult)


def label(n):
    return f"{n // 1_000_000}M" if n % 1_000_000 == 0 else f"{n // 1000}k"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--so", default=os.path.join(HERE, "..", "target", "release", "libquakeshark.so"))
    ap.add_argument("--sizes", default="100k,1M")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--modes", default="q,V,fields")
    ap.add_argument("--configs", default="plugin,baseline,builtin")
    ap.add_argument("--cache", default=os.path.join(HERE, "..", "target", "bench"))
    ap.add_argument(
        "--codec",
        action="store_true",
        help="also run the codec micro-benchmark (cargo bench) and check its state-only MB/s per dialect",
    )
    ap.add_argument(
        "--hostile",
        action="store_true",
        help="also run the two timed hostile captures (tests/hostile.rs) and check their ratios",
    )
    ap.add_argument(
        "--callgrind",
        action="store_true",
        help="count instructions under valgrind instead of timing (stable on a shared machine; one run each)",
    )
    a = ap.parse_args()

    ver = subprocess.run(["tshark", "--version"], capture_output=True, text=True).stdout.split()[2]
    ver = ".".join(ver.split(".")[:2])
    os.makedirs(a.cache, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="quakeshark-bench.")
    try:
        for d in (f"plugins/{ver}/epan", "empty", "config", "home"):
            os.makedirs(os.path.join(tmp, d), exist_ok=True)
        shutil.copy(a.so, os.path.join(tmp, f"plugins/{ver}/epan/quakeshark.so"))
        captures = []
        for s in a.sizes.split(","):
            n = size(s)
            # "-v2": the mix of 2026-11-26 (dialects in equal shares along the whole file; see
            # bench_pcap.py); a mix cached by an older generator is not reused
            cached = os.path.join(a.cache, f"mixed-{label(n)}-v2.pcap")
            if not os.path.exists(cached):
                subprocess.run([sys.executable, os.path.join(HERE, "bench_pcap.py"), str(n), cached], check=True)
            # a copy nobody can read (tshark runs as nobody when we are root)
            local = os.path.join(tmp, os.path.basename(cached))
            shutil.copy(cached, local)
            pk = int(subprocess.run(["capinfos", "-c", "-M", "-T", local], capture_output=True, text=True).stdout.split()[-1])
            captures.append((label(n), local, pk, os.path.getsize(local)))
        # tshark's fixed start-up, measured on the first ten datagrams of the first capture
        startcap = os.path.join(tmp, "startup.pcap")
        with open(captures[0][1], "rb") as f, open(startcap, "wb") as o:
            o.write(f.read(24))
            for _ in range(10):
                rec = f.read(16)
                if len(rec) < 16:
                    break
                incl = int.from_bytes(rec[8:12], "little")
                o.write(rec + f.read(incl))
        for root, dirs, files in os.walk(tmp):
            for p in dirs + files:
                os.chmod(os.path.join(root, p), 0o777)
        os.chmod(tmp, 0o777)

        user = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] if os.getuid() == 0 else []

        def command(config, mode, cap):
            args = ["tshark", "-n", "-r", cap]
            if config == "baseline":
                args += [x for p in DISABLE + heuristics for x in ("--disable-protocol", p)]
            if mode == "q":
                # -q alone makes tshark 4.0 skip dissection altogether; a conversation tap needs
                # dissection but no tree, and prints one small table at the end
                args += ["-q", "-z", "conv,udp"]
            elif mode == "summary":
                pass  # one line per packet: columns, no tree
            elif mode == "V":
                args += ["-V"]
            else:
                fields = BUILTIN_FIELDS if config == "builtin" else OUR_FIELDS
                args += ["-T", "fields"] + [x for f in fields for x in ("-e", f)]
            env = dict(
                os.environ,
                HOME=os.path.join(tmp, "home"),
                WIRESHARK_CONFIG_DIR=os.path.join(tmp, "config"),
                WIRESHARK_PLUGIN_DIR=os.path.join(tmp, "empty" if config == "builtin" else "plugins"),
            )
            timef = os.path.join(tmp, "time.txt")
            pre = ["/usr/bin/time", "-v", "-o", timef]
            if a.callgrind:
                pre += ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
            return user + pre + args, env, timef

        def run(config, mode, cap):
            cmd, env, timef = command(config, mode, cap)
            t0 = time.perf_counter()
            p = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            wall = time.perf_counter() - t0
            if p.returncode != 0:
                sys.exit(f"{' '.join(cmd)} failed:\n{p.stderr}")
            if a.callgrind:
                refs = [l for l in p.stderr.splitlines() if "refs:" in l]
                return int(refs[-1].split()[-1].replace(",", "")) / 1e9, 0
            rss = 0
            with open(timef) as f:
                for line in f:
                    if "Maximum resident set size" in line:
                        rss = int(line.split()[-1])
            return wall, rss

        if a.callgrind:
            a.runs = 1
        # protocols with an enabled UDP heuristic: disabled in the baseline, so that payloads
        # go straight to `data` instead of being probed by every heuristic in turn
        _, env, _ = command("plugin", "q", captures[0][1])
        listing = subprocess.run(
            user + ["tshark", "-G", "heuristic-decodes"], env=env, capture_output=True, text=True
        ).stdout
        heuristics = sorted(
            {l.split("\t")[1] for l in listing.splitlines() if l.startswith("udp\t") and l.endswith("\tT")} - set(DISABLE)
        )
        configs = a.configs.split(",")
        modes = a.modes.split(",")
        results = {}
        startup = {}
        if len(captures) > 1 and not a.callgrind:
            for mode in modes:
                for config in configs:
                    startup[(mode, config)] = statistics.median(run(config, mode, startcap)[0] for _ in range(3))
            print("  start-up (10 datagrams): " + ", ".join(f"{m} {c} {v:.2f} s" for (m, c), v in startup.items()), file=sys.stderr)
        for name, cap, pk, nbytes in captures:
            for mode in modes:
                for r in range(a.runs):
                    for config in configs:
                        w, rss = run(config, mode, cap)
                        results.setdefault((name, mode, config), []).append((w, rss))
                        unit = "G instructions" if a.callgrind else "s"
                        print(f"  {name} {mode:6} {config:8} run {r + 1}: {w:7.2f} {unit} {rss / 1024:7.1f} MiB", file=sys.stderr)

        if a.callgrind:
            print(f"\ntshark {ver} under callgrind: instructions (G); RSS columns are not meaningful\n")
        else:
            print(f"\ntshark {ver}, {a.runs} run(s) each, median wall time (s) and peak RSS (MiB)\n")
        unit = "GI" if a.callgrind else "s"
        head = "| capture | mode | " + " | ".join(f"{c} {unit}" for c in configs)
        head += " | plugin/baseline | " + " | ".join(f"{c} MiB" for c in configs) + " | RSS plugin/baseline |"
        print(head)
        print("|" + "---|" * (head.count("|") - 1))
        for name, cap, pk, nbytes in captures:
            for mode in modes:
                med = {}
                rss = {}
                for c in configs:
                    v = results[(name, mode, c)]
                    med[c] = statistics.median(x[0] for x in v)
                    rss[c] = statistics.median(x[1] for x in v) / 1024
                ratio = lambda d: f"{d['plugin'] / d['baseline']:.2f}×" if d.get("plugin") and d.get("baseline") else "-"
                row = f"| {name} ({pk} pk, {nbytes / 1e6:.0f} MB) | {mode} | "
                row += " | ".join(f"{med[c]:.2f}" for c in configs) + f" | {ratio(med)} | "
                row += " | ".join(f"{rss[c]:.0f}" for c in configs) + f" | {ratio(rss)} |"
                print(row)

        # cost per datagram and its spread across sizes
        if "plugin" in configs:
            unit = "instructions/pk" if a.callgrind else "µs/pk"
            print(f"\n| capture | mode | plugin {unit} | baseline {unit} | plugin/baseline | kept B/pk (RSS plugin−baseline) |")
            print("|---|---|---|---|---|---|")
            spread = {}
            for name, cap, pk, nbytes in captures:
                for mode in modes:
                    med = {c: statistics.median(x[0] for x in results[(name, mode, c)]) for c in configs}
                    rss = {c: statistics.median(x[1] for x in results[(name, mode, c)]) * 1024 for c in configs}
                    scale = 1e9 if a.callgrind else 1e6
                    per = med["plugin"] * scale / pk
                    base = med.get("baseline")
                    bper = base * scale / pk if base else None
                    kept = (rss["plugin"] - rss["baseline"]) / pk if "baseline" in rss and not a.callgrind else None
                    up = startup.get((mode, "plugin"), 0.0)
                    bup = startup.get((mode, "baseline"), 0.0)
                    bt = (base - bup) * scale / pk if base else None
                    spread.setdefault(mode, []).append(((med["plugin"] - up) * scale / pk, kept, bt))
                    fmt = (lambda v: f"{v:,.0f}") if a.callgrind else (lambda v: f"{v:.2f}")
                    row = f"| {name} | {mode} | {fmt(per)} | {fmt(bper) if bper else '-'} | "
                    row += f"{per / bper:.2f}× | " if bper else "- | "
                    row += f"{kept:.0f} |" if kept is not None else "- |"
                    print(row)
            if len(captures) > 1:
                # flatness: per-datagram cost at each size, in order, and max/min (goal: ≤ 1.10×)
                names = " → ".join(c[0] for c in captures)
                for mode, v in spread.items():
                    t = [x[0] for x in v]
                    k = [x[1] for x in v if x[1] is not None and x[1] > 0]
                    tu = "instructions" if a.callgrind else "µs"
                    tf = (lambda x: f"{x:,.0f}") if a.callgrind else (lambda x: f"{x:.2f}")
                    up = startup.get((mode, "plugin"))
                    excl = f" (start-up {up:.2f} s excluded)" if up is not None else ""
                    line = f"flatness {names}, {mode}: time per datagram{excl} {' → '.join(tf(x) for x in t)} {tu} ({max(t) / min(t):.2f}×)"
                    if len(k) == len(v):
                        line += f", kept memory per datagram {' → '.join(f'{x:.0f}' for x in k)} B ({max(k) / min(k):.2f}×)"
                    # the baseline's own, alike: whether a change across sizes is ours or the
                    # mix's (the mixes' sources and how many sessions overlap differ by size: see
                    # bench_pcap.py)
                    bts = [x[2] for x in v]
                    if all(x is not None and x > 0 for x in bts):
                        line += f"; baseline {' → '.join(tf(x) for x in bts)} {tu} ({max(bts) / min(bts):.2f}×)"
                    print(line)
        goals(a, captures, configs, modes, results, startup)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


# Issue 15's goals: (mode, what, limit). Ratios are plugin/baseline medians of one run set.
TIME_GOALS = {"q": 1.15, "fields": 2.0, "V": 2.0}
RSS_GOAL = 1.25  # peak RSS at 1M ("i.e. ≤ 64 bytes kept per datagram", which every size must meet)
KEPT_GOAL = 64
FLAT_GOAL = 1.10
CODEC_GOAL = 300.0  # MB/s, state-only, per dialect


def goals(a, captures, configs, modes, results, startup):
    """One line per goal with the measured value and whether it holds: the table a reader checks."""
    rows = []

    def row(goal, value, ok):
        rows.append(f"| {goal} | {value} | {'yes' if ok else '**no**'} |")

    if "plugin" in configs and "baseline" in configs:
        for name, cap, pk, nbytes in captures:
            for mode in modes:
                med = {c: statistics.median(x[0] for x in results[(name, mode, c)]) for c in configs}
                limit = TIME_GOALS.get(mode)
                if limit:
                    r = med["plugin"] / med["baseline"]
                    what = "instructions" if a.callgrind else "time"
                    row(f"{name} {mode}: {what} ≤ {limit:.2f}×", f"{r:.2f}×", r <= limit)
                if mode == "q" and not a.callgrind:
                    rss = {c: statistics.median(x[1] for x in results[(name, mode, c)]) for c in configs}
                    r = rss["plugin"] / rss["baseline"]
                    kept = (rss["plugin"] - rss["baseline"]) * 1024 / pk
                    # the issue sets the ratio at 1M; at other sizes the baseline's own RSS per
                    # datagram differs (its fixed ~160 MiB weighs less at 10M), so there the goal
                    # is the bytes kept per datagram it equals at 1M
                    if name == "1M":
                        row(f"{name} q: peak RSS ≤ {RSS_GOAL:.2f}×", f"{r:.2f}×", r <= RSS_GOAL)
                    row(f"{name} q: kept ≤ {KEPT_GOAL} B per datagram", f"{kept:.0f} B", kept <= KEPT_GOAL)
        if len(captures) > 1:
            for mode in modes:
                per = []
                kept = []
                for name, cap, pk, nbytes in captures:
                    v = results[(name, mode, "plugin")]
                    b = results[(name, mode, "baseline")]
                    up = startup.get((mode, "plugin"), 0.0)
                    per.append((statistics.median(x[0] for x in v) - up) / pk)
                    kept.append((statistics.median(x[1] for x in v) - statistics.median(x[1] for x in b)) * 1024 / pk)
                f = max(per) / min(per)
                row(f"{mode}: time per datagram flat across sizes, start-up excluded (≤ {FLAT_GOAL:.2f}×)", f"{f:.2f}×", f <= FLAT_GOAL)
                if not a.callgrind and min(kept) > 0:
                    f = max(kept) / min(kept)
                    row(f"{mode}: kept memory per datagram flat across sizes (≤ {FLAT_GOAL:.2f}×)", f"{f:.2f}×", f <= FLAT_GOAL)
    if a.codec:
        # the codec micro-benchmark's table: | stream | packets | kB | state only | ...
        out = subprocess.run(
            ["cargo", "bench", "--quiet", "--bench", "codec"],
            cwd=os.path.join(HERE, ".."), capture_output=True, text=True, check=True,
        ).stdout
        worst = {}
        for line in out.splitlines():
            cells = [c.strip() for c in line.strip("|").split("|")]
            if len(cells) < 4 or not cells[3].endswith("Mpk/s"):
                continue
            mbs = float(cells[3].split()[0])
            fam = cells[0].split()[0].split("+")[0]  # nq+FTE counts as nq
            worst[fam] = min(worst.get(fam, mbs), mbs)
        for fam, mbs in sorted(worst.items()):
            row(f"codec {fam}: state-only ≥ {CODEC_GOAL:.0f} MB/s (slowest stream)", f"{mbs:.0f} MB/s", mbs >= CODEC_GOAL)
    if a.hostile:
        out = subprocess.run(
            ["cargo", "test", "--release", "--quiet", "--test", "hostile", "--", "--nocapture",
             "unfinished_fragments", "fifty_thousand"],
            cwd=os.path.join(HERE, ".."), capture_output=True, text=True,
        )
        for line in out.stderr.splitlines():
            # "100k unfinished fragments from 25k clients: 3.28 s, dissectors off 3.62 s"
            # "50k fake sessions: peak 236 MiB, dissectors off 175 MiB"
            if "unfinished fragments" in line or "fake sessions" in line:
                nums = [float(w) for w in line.replace(",", " ").split() if w.replace(".", "", 1).isdigit()]
                on, off = nums[-2], nums[-1]
                what = "time" if "fragments" in line else "peak RSS"
                row(f"hostile: {line.split(':')[0]}: {what} ≤ 2.00×", f"{on / off:.2f}×", on <= 2 * off)
        if out.returncode != 0:
            row("hostile tests pass", "failed", False)
    if rows:
        print("\n| goal (issue 15) | measured | holds |\n|---|---|---|")
        print("\n".join(rows))


if __name__ == "__main__":
    main()
