#!/usr/bin/env python3
"""The engine oracle: every value quakeshark shows must equal what the engine's own parser held.

usage: oracle.py [--tshark CMD] [--only NAME] [--selftest]

For each capture listed in manifest.tsv (its sha256 must match the copy in pcaps/), runs the
comparison of its dialect (nqcompare.py: QuakeSpasm's cl_parse.c; q2compare.py: q2proto with
yquake2's delta rules; qwcompare.py: ezQuake's cl_parse.c/cl_ents.c) against the saved engine dump
in refdumps/, and fails on any mismatch that is not an engine exception listed below. A mismatch is
reported with its frame, entity/slot, field and both values.

--selftest: proves the comparison can fail: for one capture of each dialect it changes one value in
a copy of the engine dump and checks that exactly that value is reported, with its frame.
"""
import argparse, collections, concurrent.futures, hashlib, json, lzma, os, shlex, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
PCAPS = os.path.join(ROOT, "pcaps")
DUMPS = os.path.join(HERE, "refdumps")

# Where the engine is wrong and quakeshark right: (capture, mismatch key) -> why. A key ending in
# "[after-engine-error]" is a mismatch on a datagram after the engine's parser gave up on the
# message (its state from then on is not the stream's).
FTE_QW = "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng"
# ezQuake (c0e22c4) has no PEXT2 reader. Its svc_serverdata ignores PEXT2_MAXPLAYERS, so it takes the
# max-clients byte for the player number and reads every later serverdata field one byte off, then
# stops at "Illegible server message (63)"; it also rejects stats >= 32 ("CL_SetStat: 225 is
# invalid") and cannot read svcfte_updateentities (86), dropping the rest of each such message.
EZQ_SERVERDATA = ("ezQuake ignores PEXT2_MAXPLAYERS in svc_serverdata: it reads the max-clients byte as "
                  "the player number and the fields after it one byte off; quakeshark reads FTE's layout")
EZQ_STOPPED = ("ezQuake stops reading the message at the first svc it cannot parse (serverdata with "
               "PEXT2, svcfte_updateentities 86): the names, sounds and effects after it are missing "
               "or stale in the engine")
EXCEPTIONS = {
    (FTE_QW, "serverdata.playernum[after-engine-error]"): EZQ_SERVERDATA,
    (FTE_QW, "serverdata.levelname[after-engine-error]"): EZQ_SERVERDATA,
    (FTE_QW, "stat.value[after-engine-error]"):
        "ezQuake rejects stats >= 32 (\"CL_SetStat: 225 is invalid\"); FTE sends them, quakeshark shows them",
}
for m in ("accelerate", "airaccelerate", "entgravity", "friction", "gravity", "maxspeed",
          "spectatormaxspeed", "stopspeed", "wateraccelerate", "waterfriction"):
    EXCEPTIONS[(FTE_QW, "serverdata.movevars." + m + "[after-engine-error]")] = EZQ_SERVERDATA
for k in ("list.NS", "sound_missing_in_ref", "staticsound.name",
          "tent.origin(no engine effect at this position)"):
    EXCEPTIONS[(FTE_QW, k + "[after-engine-error]")] = EZQ_STOPPED


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def manifest():
    rows = []
    with open(os.path.join(HERE, "manifest.tsv")) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            dialect, cap, sha, origin = line.rstrip("\n").split("\t")
            rows.append((dialect, cap, sha, origin))
    return rows


# the comparisons read the resolved state's fields from PDML: built only when asked for
RESOLVED_FIELDS = " -o nq.resolved_fields:TRUE -o qw.resolved_fields:TRUE -o q2.resolved_fields:TRUE"


def compare(dialect, cap, tshark, dumps=DUMPS, examples=5):
    """The comparison's JSON for one capture."""
    tshark += RESOLVED_FIELDS
    env = dict(os.environ, ORACLE_TSHARK=tshark, XCHECK_REFDUMPS=dumps)
    path = os.path.join(PCAPS, cap)
    if dialect in ("nq", "q2"):
        script = os.path.join(HERE, dialect + "compare.py")
        out = subprocess.run([sys.executable, script, path, "--examples", str(examples)],
                             capture_output=True, text=True, env=env)
        if out.returncode != 0:
            raise RuntimeError(f"{script} {cap}: exit {out.returncode}: {out.stderr[-2000:]}")
        return json.loads(out.stdout)
    with tempfile.TemporaryDirectory() as tmp:
        pdml, ref = os.path.join(tmp, "x.pdml"), os.path.join(tmp, "ref.tsv")
        with open(pdml, "wb") as f:
            subprocess.run(shlex.split(tshark) + ["-r", path, "-T", "pdml"], stdout=f,
                           stderr=subprocess.DEVNULL, check=True)
        with open(ref, "wb") as f:
            f.write(lzma.open(os.path.join(dumps, "qw", cap + ".tsv.xz")).read())
        out = subprocess.run([sys.executable, os.path.join(HERE, "qwcompare.py"), "--ref", ref,
                              "--pdml", pdml, "--name", cap, "--examples", str(examples)],
                             capture_output=True, text=True, env=env)
        if out.returncode != 0:
            raise RuntimeError(f"qwcompare {cap}: exit {out.returncode}: {out.stderr[-2000:]}")
        return json.loads(out.stdout)


def mismatches(result):
    return {k[len("mismatch:"):]: v for k, v in result["counts"].items() if k.startswith("mismatch:")}


def fields_compared(result):
    c = result["counts"]
    if "all_fields" in c:
        return c["all_fields"]
    return sum(v for k, v in c.items() if k.endswith("_fields"))


def run(tshark, only):
    failed, total = [], collections.Counter()
    rows = [(dialect, cap, sha) for dialect, cap, sha, _ in manifest() if not only or only in cap]
    # each comparison is a tshark and a Python process of its own: run as many as there are cores,
    # and report in the manifest's order
    with concurrent.futures.ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        futures = [pool.submit(compare, dialect, cap, tshark)
                   if sha256(os.path.join(PCAPS, cap)) == sha else None
                   for dialect, cap, sha in rows]
    for (dialect, cap, sha), fut in zip(rows, futures):
        if fut is None:
            failed.append(f"{cap}: its sha256 is not the one the engine dump was made from")
            continue
        r = fut.result()
        n = fields_compared(r)
        total[dialect] += n
        bad = {k: v for k, v in mismatches(r).items() if (cap, k) not in EXCEPTIONS}
        allowed = {k: v for k, v in mismatches(r).items() if (cap, k) in EXCEPTIONS}
        print(f"{dialect} {cap}: {n} fields compared, {sum(bad.values())} mismatches"
              + (f", {sum(allowed.values())} engine exceptions" if allowed else ""))
        if n == 0:
            failed.append(f"{cap}: no field compared")
        for k, v in sorted(bad.items()):
            failed.append(f"{cap}: {k}: {v} mismatches")
            for ex in r["examples"].get(k, []):
                print(f"    MISMATCH {k}: frame {ex.get('pkt')} {('entity/slot ' + str(ex['who'])) if 'who' in ex else ''}"
                      f"{('entity ' + str(ex['ent'])) if 'ent' in ex else ''} quakeshark={ex.get('qs')!r} engine={ex.get('ref')!r}"
                      f" {dict((a, b) for a, b in ex.items() if a not in ('pkt', 'who', 'ent', 'qs', 'ref'))}")
        for k, v in sorted(allowed.items()):
            print(f"    engine exception {k}: {v} ({EXCEPTIONS[(cap, k)]})")
    print("fields compared per dialect: " + ", ".join(f"{d} {n}" for d, n in sorted(total.items())))
    return failed


# One value changed in a copy of a dump, per dialect: (capture, record kind, column to change).
SELFTEST = [("nq", "nq-15__LibreQuake_demo3.pcap", "E", 8),       # an entity's origin x
            ("q2", "q2-34__libq2_test.dm2.pcap", "E", 15),        # an entity's origin x
            ("qw", FTE_QW, "C", 3)]                               # a client move's msec


def selftest(tshark):
    failed = []
    for dialect, cap, kind, col in SELFTEST:
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, dialect))
            src = os.path.join(DUMPS, dialect, cap + ".tsv.xz")
            lines = lzma.open(src).read().decode().split("\n")
            # the 10th record of that kind: change one value by 8
            idx = [i for i, l in enumerate(lines) if l.split("\t")[0] == kind][10]
            parts = lines[idx].split("\t")
            frame, old = parts[1], parts[col]
            parts[col] = repr(float(old) + 8.0)
            lines[idx] = "\t".join(parts)
            with lzma.open(os.path.join(tmp, dialect, cap + ".tsv.xz"), "wb") as f:
                f.write("\n".join(lines).encode())
            err = src[: -len(".tsv.xz")] + ".err.xz"
            if os.path.exists(err):
                shutil.copy(err, os.path.join(tmp, dialect))
            r = compare(dialect, cap, tshark, dumps=tmp)
            m = {k: v for k, v in mismatches(r).items() if (cap, k) not in EXCEPTIONS}
            exs = [ex for k, v in r["examples"].items() if k in m for ex in v]
            ok = sum(m.values()) == 1 and len(exs) == 1 and str(exs[0].get("pkt")) == frame
            print(f"selftest {dialect} {cap}: changed column {col} of the {kind} record of frame {frame} "
                  f"({old} -> {parts[col]}); reported: {m} {exs}")
            if not ok:
                failed.append(f"selftest {dialect}: the changed value was not reported exactly once")
    return failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tshark", default="sh " + os.path.join(ROOT, "scripts", "tshark-dev"))
    ap.add_argument("--only")
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    failed = selftest(a.tshark) if a.selftest else run(a.tshark, a.only)
    for f in failed:
        print("FAIL " + f)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
