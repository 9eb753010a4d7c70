#!/usr/bin/env python3
"""Compare quakeshark's NetQuake decoding (tshark PDML) with nqref (QuakeSpasm's own cl_parse.c).

usage: nqcompare.py CAPTURE [--nqref PATH] [--examples N] [--json OUT]

Compared, per server->client message:
  * every fast entity update: quakeshark's nq.ent.resolved.* vs the engine's entity_t after CL_ParseUpdate
    (model, frame, colormap, skin, effects, msg_origins[0], msg_angles[0], alpha, scale);
  * every svc_clientdata: each nq.cd.* value quakeshark shows vs the engine's cl.* / cl.stats after
    CL_ParseClientdata (high bytes of FitzQuake are folded in);
  * every svc_spawnbaseline / spawnbaseline2: nq.* values vs the engine's entity baseline.
"""
import argparse, collections, json, os, struct, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pdmlfast  # noqa: E402
import refdump  # noqa: E402

ENT_MAP = {"model": 3, "frame": 4, "colormap": 5, "skin": 6, "effects": 7,
           "origin.x": 8, "origin.y": 9, "origin.z": 10,
           "angle.pitch": 11, "angle.yaw": 12, "angle.roll": 13, "alpha": 14, "scale": 15}
# alpha and scale exist from FitzQuake 666 on: protocol 15 trees do not show them (the engine
# holds its defaults, which the tree would show as "alpha 0")
NOT_IN_15 = ("alpha", "scale")
BASE_MAP = {"nq.model": 3, "nq.frame": 4, "nq.colormap": 5, "nq.skin": 6,
            "nq.origin.x": 7, "nq.origin.y": 8, "nq.origin.z": 9,
            "nq.angle.pitch": 10, "nq.angle.yaw": 11, "nq.angle.roll": 12, "nq.alpha": 13, "nq.scale": 14}
CD_COL = {"viewheight": 2, "idealpitch": 3, "items": 10, "weaponframe": 13, "armor": 14, "weapon": 15,
          "health": 16, "ammo": 17, "shells": 18, "nails": 19, "rockets": 20, "cells": 21,
          "activeweapon": 22, "weaponalpha": 23}
SU_PUNCH1, SU_VELOCITY1 = 1 << 2, 1 << 5
HIGH_ORDER = [(1 << 16, "weapon"), (1 << 17, "armor"), (1 << 18, "ammo"), (1 << 19, "shells"),
              (1 << 20, "nails"), (1 << 21, "rockets"), (1 << 22, "cells"), (1 << 24, "weaponframe")]


def num(s):
    s = s.strip()
    # Wireshark 4.4+ shows booleans as True/False (4.0: 1/0)
    if s in ("True", "False"):
        return int(s == "True")
    try:
        return int(s, 0)
    except ValueError:
        return float(s)


def close(a, b, field):
    a, b = float(a), float(b)
    d = abs(a - b)
    if "angle" in field:
        d = d % 360.0
        d = min(d, 360.0 - d)
    return d <= 2e-3 + 1e-5 * max(abs(a), abs(b))


def extract(cap):
    """S->C datagrams: packets to a port that talked to the server's control port 26000
    (the client side), or, when no packet goes to 26000 (demo captures), packets from 26000."""
    out = subprocess.run(refdump.TSHARK + ["-r", cap, "-T", "fields", "-e", "frame.number", "-e", "udp.srcport",
                          "-e", "udp.dstport", "-e", "udp.payload", "-Y", "udp"],
                         capture_output=True, text=True, check=True).stdout
    rows = [l.split("\t") for l in out.splitlines()]
    clients = {r[1] for r in rows if r[2] == "26000"}
    buf = bytearray()
    for fno, sp, dp, hexp in rows:
        s2c = (dp in clients and sp not in clients) if clients else sp == "26000"
        if not s2c:
            continue
        b = bytes.fromhex(hexp.replace(":", ""))
        buf += struct.pack("<II", int(fno), len(b)) + b
    return bytes(buf)


def run_ref(cap, nqref):
    """The engine's dump: from the reference binary when it exists (saved for later runs), else the saved one."""
    if os.path.exists(nqref):
        out = subprocess.run([nqref], input=extract(cap), capture_output=True, check=True).stdout
        refdump.save("nq", cap, out)
    else:
        saved = refdump.load("nq", cap)
        if saved is None:
            sys.exit(f"no reference: neither {nqref} nor a saved dump for {os.path.basename(cap)}")
        out = saved[0]
    ents, cds, bases, other, errs = {}, {}, {}, collections.Counter(), []
    for line in out.decode(errors="replace").splitlines():
        c = line.split("\t")
        if c[0] == "E":
            ents[(int(c[1]), int(c[2]))] = c
        elif c[0] == "C":
            cds[int(c[1])] = c
        elif c[0] == "B":
            bases[(int(c[1]), int(c[2]))] = c
        else:
            other[c[0]] += 1
            if c[0] == "X" and len(errs) < 10:
                errs.append(line)
    return ents, cds, bases, other, errs


def run_qs(cap, dfilter="nq.svc"):
    for fno, protos in pdmlfast.iter_packets(refdump.TSHARK + ["-r", cap, "-T", "pdml", "-Y", dfilter]):
        rec = dict(updates=[], cds=[], bases=[])
        for pr in protos:
            if pr.name != "nq":
                continue
            for f in pr.iter():
                n = f.name
                if n == "nq.ent":
                    u = dict(ent=None, res=None)
                    for g in f.kids:
                        if g.name == "nq.entity":
                            u["ent"] = int(g.show)
                        elif g.name == "nq.ent.resolved":
                            u["res"] = {h.name[len("nq.ent.resolved."):]: h.show for h in g.kids}
                    rec["updates"].append(u)
                elif n == "nq.msg":
                    svc = [g.show for g in f.kids if g.name == "nq.svc"]
                    if not svc:
                        continue
                    if svc[0] == "15":
                        cd = dict(punch=[], velocity=[], high=[])
                        for g in f.iter():
                            gn = g.name
                            if gn == "nq.su":
                                cd["su"] = int(g.show, 0)
                            elif gn.startswith("nq.cd.punch."):
                                cd["punch"].append(int(g.show))
                            elif gn.startswith("nq.cd.velocity."):
                                cd["velocity"].append(int(g.show))
                            elif gn == "nq.cd.high_byte":
                                cd["high"].append(int(g.show, 0))
                            elif gn.startswith("nq.cd.items."):
                                # the IT_* bits of the items word (compared whole); their "show"
                                # is "1" in Wireshark 4.0, "True" in 4.4/4.6
                                continue
                            elif gn.startswith("nq.cd."):
                                cd[gn[6:]] = int(g.show, 0)
                        rec["cds"].append(cd)
                    elif svc[0] in ("22", "42"):
                        b = {}
                        for g in f.iter():
                            if g.name == "nq.entity" or g.name in BASE_MAP:
                                b[g.name] = g.show
                        rec["bases"].append(b)
        yield fno, rec



# punch and velocity: one field per axis, read in axis order (one clientdata per packet here)
AXES = {"punch": ["punch.pitch", "punch.yaw", "punch.roll"], "velocity": ["velocity.x", "velocity.y", "velocity.z"]}
FAST_CD = ["viewheight", "idealpitch"] + AXES["punch"] + AXES["velocity"] + ["items", "weaponframe", "armor", "weapon", "health",
           "ammo", "shells", "nails", "rockets", "cells", "activeweapon", "high_byte", "weaponalpha"]


def run_qs_fast(cap):
    """Same records as run_qs, from tshark -T fields (much faster); packets whose field lists cannot be
    aligned unambiguously (baselines, several clientdata, entity numbers outside updates, updates
    without a resolved state) are re-read from PDML."""
    ent_keys = list(ENT_MAP)
    fields = ["frame.number", "nq.svc", "nq.u", "nq.entity"] + ["nq.ent.resolved." + k for k in ent_keys] + \
        ["nq.su"] + ["nq.cd." + k for k in FAST_CD]
    cmd = refdump.TSHARK + ["-r", cap, "-Y", "nq.svc || nq.u", "-T", "fields", "-E", "occurrence=a", "-E", "aggregator=|"]
    for f in fields:
        cmd += ["-e", f]
    out = subprocess.run(cmd, capture_output=True, text=True).stdout
    recs, slow = {}, []
    for line in out.splitlines():
        c = line.split("\t")
        vals = {f: (c[i].split("|") if i < len(c) and c[i] != "" else []) for i, f in enumerate(fields)}
        fno = int(vals["frame.number"][0])
        svcs = vals["nq.svc"]
        nu = len(vals["nq.u"])
        if any(x in ("22", "42") for x in svcs) or len(vals["nq.entity"]) != nu or svcs.count("15") > 1 or \
                any(len(vals["nq.ent.resolved." + k]) != nu for k in ent_keys
                    if not (k in NOT_IN_15 and not vals["nq.ent.resolved." + k])):
            slow.append(fno)
            continue
        rec = dict(updates=[], cds=[], bases=[])
        for i in range(nu):
            rec["updates"].append(dict(ent=int(vals["nq.entity"][i]),
                                       res={k: vals["nq.ent.resolved." + k][i] for k in ent_keys
                                            if vals["nq.ent.resolved." + k]}))
        if "15" in svcs:
            cd = {k: [int(x) for a in AXES[k] for x in vals["nq.cd." + a]] for k in AXES}
            cd["high"] = [int(x, 0) for x in vals["nq.cd.high_byte"]]
            if vals["nq.su"]:
                cd["su"] = int(vals["nq.su"][0], 0)
            for k in FAST_CD:
                if k.startswith(("punch", "velocity")) or k == "high_byte":
                    continue
                if vals["nq.cd." + k]:
                    cd[k] = int(vals["nq.cd." + k][0], 0)
            rec["cds"].append(cd)
        recs[fno] = rec
    for i in range(0, len(slow), 200):
        chunk = slow[i:i + 200]
        for fno, rec in run_qs(cap, "frame.number in {%s}" % ", ".join(map(str, chunk))):
            recs[fno] = rec
    for fno in sorted(recs):
        yield fno, recs[fno]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("capture")
    ap.add_argument("--nqref", default=os.environ.get("NQREF", ""),
                    help="reference binary (rebuilds the saved dump); default: the saved dump only")
    ap.add_argument("--examples", type=int, default=3)
    ap.add_argument("--json")
    ap.add_argument("--pdml", action="store_true", help="read quakeshark's output from PDML only (slow)")
    a = ap.parse_args()
    rents, rcds, rbases, rother, rerrs = run_ref(a.capture, a.nqref)
    cnt = collections.Counter()
    mism = collections.defaultdict(list)

    def bad(key, ex):
        cnt["mismatch:" + key] += 1
        if len(mism[key]) < a.examples:
            mism[key].append(ex)

    seen_e, seen_c, seen_b = set(), set(), set()
    for pkt, rec in (run_qs(a.capture) if a.pdml else run_qs_fast(a.capture)):
        for u in rec["updates"]:
            key = (pkt, u["ent"])
            seen_e.add(key)
            r = rents.get(key)
            if r is None:
                bad("update_missing_in_ref", dict(pkt=pkt, ent=u["ent"]))
                continue
            if u["res"] is None:
                bad("update_without_resolved_in_qs", dict(pkt=pkt, ent=u["ent"]))
                continue
            cnt["updates_compared"] += 1
            for k, col in ENT_MAP.items():
                if k not in u["res"]:
                    if k not in NOT_IN_15:
                        bad("ent.%s(absent)" % k, dict(pkt=pkt, ent=u["ent"]))
                    continue
                cnt["update_fields"] += 1
                q, rv = u["res"][k], r[col]
                ok = close(num(q), num(rv), k) if "." in k else num(q) == num(rv)
                if not ok:
                    bad("ent." + k, dict(pkt=pkt, ent=u["ent"], qs=q, ref=rv))
        for cd in rec["cds"]:
            seen_c.add(pkt)
            r = rcds.get(pkt)
            if r is None:
                bad("clientdata_missing_in_ref", dict(pkt=pkt))
                continue
            cnt["clientdata_compared"] += 1
            su = cd.get("su", 0)
            vals = dict(cd)
            # fold FitzQuake high bytes into their fields
            hi = iter(cd["high"])
            for bit, name in HIGH_ORDER:
                if su & bit:
                    h = next(hi, None)
                    if h is None:
                        bad("cd.high_byte(missing)", dict(pkt=pkt, field=name))
                    elif name in vals:
                        vals[name] = (vals[name] & 0xff) | (h << 8)
            for k, col in CD_COL.items():
                if k not in vals:
                    continue
                cnt["clientdata_fields"] += 1
                if int(vals[k]) != int(float(r[col])):
                    bad("cd." + k, dict(pkt=pkt, qs=vals[k], ref=r[col]))
            for kind, bit0, col0, scale in (("punch", SU_PUNCH1, 4, 1), ("velocity", SU_VELOCITY1, 7, 16)):
                it = iter(cd[kind])
                for i in range(3):
                    if su & (bit0 << i):
                        v = next(it, None)
                        cnt["clientdata_fields"] += 1
                        if v is None or v * scale != int(float(r[col0 + i])):
                            bad("cd.%s[%d]" % (kind, i), dict(pkt=pkt, qs=v, ref=r[col0 + i]))
        for b in rec["bases"]:
            ent = int(b.get("nq.entity", -1))
            seen_b.add((pkt, ent))
            r = rbases.get((pkt, ent))
            if r is None:
                bad("baseline_missing_in_ref", dict(pkt=pkt, ent=ent))
                continue
            cnt["baselines_compared"] += 1
            for k, col in BASE_MAP.items():
                if k not in b:
                    continue
                cnt["baseline_fields"] += 1
                ok = close(num(b[k]), num(r[col]), k) if ("origin" in k or "angle" in k) else num(b[k]) == num(r[col])
                if not ok:
                    bad("baseline." + k[3:], dict(pkt=pkt, ent=ent, qs=b[k], ref=r[col]))
    for key in rents:
        if key not in seen_e:
            bad("update_in_ref_not_shown_by_qs", dict(pkt=key[0], ent=key[1]))
    for pkt in rcds:
        if pkt not in seen_c:
            bad("clientdata_in_ref_not_shown_by_qs", dict(pkt=pkt))
    cnt["ref_updates"] = len(rents)
    cnt["ref_clientdata"] = len(rcds)
    cnt["ref_baselines_set"] = len(rbases)
    for k, v in rother.items():
        cnt["ref_lines_" + k] = v
    out = dict(capture=os.path.basename(a.capture), counts=dict(cnt), examples=mism, ref_errors=rerrs)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
