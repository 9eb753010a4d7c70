#!/usr/bin/env python3
"""Compare quakeshark's resolved Quake II state (tshark PDML) with the q2ref reference (q2proto-based).

usage: q2compare.py CAPTURE [--port 27910] [--q2ref PATH] [--extra-header N] [--examples N] [--json OUT]

For every server->client svc_frame, compares
  * frame: serverframe, resolvability (q2.frame.resolved vs reference validity), entity count;
  * player state: q2.ps.resolved.* against the reference's resolved player_state_t;
  * every entity quakeshark shows a q2.ent.resolved subtree for (entities carried in the packet)
    against the reference's resolved entity_state_t for the same (capture frame, entity number);
  * entities the reference changed in that frame but quakeshark shows no resolved state for.
"""
import argparse, collections, json, os, struct, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pdmlfast  # noqa: E402
import refdump  # noqa: E402

ENT_MAP = {  # quakeshark field suffix -> reference E-line column
    "modelindex": 5, "modelindex2": 6, "frame": 9, "skin": 10, "effects": 11, "renderfx": 12,
    "origin.x": 13, "origin.y": 14, "origin.z": 15,
    "angles.pitch": 16, "angles.yaw": 17, "angles.roll": 18,
    "old_origin.x": 19, "old_origin.y": 20, "old_origin.z": 21,
    "sound": 22, "event": 23, "solid": 24,
}
PS_MAP = {
    "pm_type": 3, "origin.x": 4, "origin.y": 5, "origin.z": 6,
    "velocity.x": 7, "velocity.y": 8, "velocity.z": 9,
    "pm_time": 10, "pm_flags": 11, "gravity": 12,
    "viewoffset.z": 18, "viewangles.pitch": 19, "viewangles.yaw": 20, "viewangles.roll": 21,
    "gunindex": 25, "gunframe": 26, "fov": 37, "rdflags": 38,
}
OTHER_SVC = {"1": "mz", "2": "mz2", "3": "te", "4": "layout", "5": "inventory", "9": "sound",
             "10": "print", "11": "stufftext", "15": "centerprint", "32": "mz2"}
FLOATY = ("origin", "angles", "velocity", "viewangles", "viewoffset", "old_origin")


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
    if any(field.startswith(p) for p in FLOATY):
        a, b = float(a), float(b)
        d = abs(a - b)
        if field.startswith(("angles", "viewangles")):  # same angle modulo 360
            d = min(d, abs(d - 360.0))
        return d <= 2e-3 + 1e-5 * max(abs(a), abs(b))
    return int(a) == int(b)


def run_ref(cap, port, q2ref, extra):
    """The reference's dump: from the binary when it exists (saved for later runs), else the saved one."""
    if os.path.exists(q2ref):
        ex = subprocess.run([sys.executable, os.path.join(HERE, "extract.py"), cap, str(port)],
                            capture_output=True, check=True).stdout
        args = [q2ref] + (["--extra-header", str(extra)] if extra else [])
        p = subprocess.run(args, input=ex, capture_output=True, check=True)
        out, err = p.stdout, p.stderr
        refdump.save("q2", cap, out, err, extra)
    else:
        saved = refdump.load("q2", cap, extra)
        if saved is None:
            sys.exit(f"no reference: neither {q2ref} nor a saved dump for {os.path.basename(cap)}")
        out, err = saved
    frames, players, ents, other = {}, {}, {}, collections.Counter()
    msgs = collections.defaultdict(list)
    aborted = set()
    proto = 0
    for line in out.decode().splitlines():
        c = line.split("\t")
        if c[0] == "S":
            proto = int(c[2])
        if c[0] == "F":
            frames[int(c[1])] = dict(sf=int(c[2]), df=int(c[3]), valid=int(c[4]), nents=int(c[5]), nchanged=int(c[6]),
                                     proto=proto)
        elif c[0] == "P":
            players[int(c[1])] = c
        elif c[0] == "E":
            ents[(int(c[1]), int(c[3]))] = c
        elif c[0] == "X":
            aborted.add(int(c[1]))
            other["X"] += 1
        elif c[0] == "M":
            d = dict(kv.split("=", 1) for kv in c[3:])
            msgs[(int(c[1]), c[2])].append(d)
            other["M:" + c[2]] += 1
        else:
            other[c[0]] += 1
    msgs["aborted"] = aborted
    return frames, players, ents, msgs, other, err.decode()


def run_qs(cap):
    """Yield (frame number, frame records, other messages by kind) from quakeshark's PDML."""
    for fno, protos in pdmlfast.iter_packets(refdump.TSHARK + ["-r", cap, "-T", "pdml", "-Y", "q2.svc"]):
        others = collections.defaultdict(list)
        frame_recs = []
        for pr in protos:
            if pr.name != "q2":
                continue
            cs_pending = None
            for f in pr.iter():
                if f.name == "q2.cs.index":
                    cs_pending = dict(index=f.show)
                elif f.name == "q2.cs.value" and cs_pending is not None:
                    cs_pending["value"] = f.value or ""
                    others["cs"].append(cs_pending)
                    cs_pending = None
            for msg in pr.iter():
                if msg.name != "q2.msg":
                    continue
                svc = msg.find("q2.svc")
                if not svc:
                    continue
                svcn = svc[0].show
                if svcn in OTHER_SVC:
                    kind = OTHER_SVC[svcn]
                    d = {}
                    for f in msg.iter():
                        n = f.name
                        if n in ("q2.print", "q2.stufftext", "q2.centerprint", "q2.layout"):
                            d["text"] = f.value or ""
                        elif n == "q2.inventory.count":
                            d.setdefault("counts", []).append(int(f.show))
                        elif n.startswith(("q2.sound.", "q2.te.", "q2.mz.", "q2.mz2.", "q2.mz3.", "q2.print.")) and \
                                f.show is not None and n.count(".") <= 3:
                            d[n] = f.show
                    others[kind].append(d)
                    continue
                if svcn != "20":
                    continue
                rec = dict(pkt=fno, ents=[], ps=None)
                for f in msg.iter():
                    n = f.name
                    if n in ("q2.frame.server", "q2.frame.delta", "q2.frame.resolved", "q2.frame.entities"):
                        rec[n.split(".")[-1]] = num(f.show)
                    elif n == "q2.ps.resolved":
                        ps, stats = {}, {}
                        for g in f.iter():
                            gn = g.name
                            if gn == "q2.ps.resolved.stat":
                                idx = g.find("q2.ps.stat.index")
                                stats[int(idx[0].show)] = int(g.show)
                            elif gn.startswith("q2.ps.resolved.") and gn != "q2.ps.resolved.gun_name":
                                ps[gn[len("q2.ps.resolved."):]] = g.show
                        ps["stats"] = stats
                        rec["ps"] = ps
                    elif n == "q2.ent":
                        e = dict(number=None, res=None, delta_from=None, remove=False)
                        for g in f.kids:
                            gn = g.name
                            if gn == "q2.entity":
                                e["number"] = int(g.show)
                            elif gn == "q2.ent.delta_from":
                                e["delta_from"] = int(g.show)
                            elif gn == "q2.u":
                                e["remove"] = bool(int(g.show, 0) & 0x40)
                            elif gn == "q2.ent.resolved":
                                e["res"] = {h.name[len("q2.ent.resolved."):]: h.show for h in g.kids}
                        rec["ents"].append(e)
                frame_recs.append(rec)
        yield fno, frame_recs, others


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("capture")
    ap.add_argument("--port", default="27910")
    ap.add_argument("--q2ref", default=os.environ.get("Q2REF", ""),
                    help="reference binary (rebuilds the saved dump); default: the saved dump only")
    ap.add_argument("--extra-header", type=int, default=0)
    ap.add_argument("--examples", type=int, default=3)
    ap.add_argument("--json")
    a = ap.parse_args()

    rframes, rplayers, rents, rmsgs, rother, rerr = run_ref(a.capture, a.port, a.q2ref, a.extra_header)
    cnt = collections.Counter()
    mism = collections.defaultdict(list)

    def bad(key, ex):
        cnt["mismatch:" + key] += 1
        if len(mism[key]) < a.examples:
            mism[key].append(ex)

    qs_pkts = set()
    rchanged = collections.defaultdict(set)
    for (p2, n), re_ in rents.items():
        if re_[4] != "0":
            rchanged[p2].add(n)
    qs_kinds = set()
    for fno, frame_recs, others in run_qs(a.capture):
        compare_others(fno, others, rmsgs, cnt, bad)
        qs_kinds.update((fno, k) for k in others)
        for rec in frame_recs:
            compare_frame(rec, rframes, rplayers, rents, rchanged, qs_pkts, cnt, bad)
    for pkt, rf in rframes.items():
        if pkt not in qs_pkts:
            bad("frame_missing_in_qs", dict(pkt=pkt, sf=rf["sf"]))
    for key, rlist in rmsgs.items():
        if key == "aborted":
            continue
        p2, kind = key
        if (p2, kind) not in qs_kinds:
            bad("msg_count." + kind, dict(pkt=p2, qs=0, ref=len(rlist)))
    cnt["ref_frames"] = len(rframes)
    cnt["ref_changed_entity_states"] = sum(len(v) for v in rchanged.values())
    cnt["ref_entity_states_all"] = len(rents)
    for k, v in rother.items():
        cnt["ref_lines_" + k] = v
    out = dict(capture=os.path.basename(a.capture), counts=dict(cnt), examples=mism,
               ref_stderr=rerr.splitlines()[:20])
    if a.json:
        with open(a.json, "w") as f:
            json.dump(out, f, indent=1)
    print(json.dumps(out, indent=1))


def compare_frame(rec, rframes, rplayers, rents, rchanged, qs_pkts, cnt, bad):
    if True:
        pkt = rec["pkt"]
        qs_pkts.add(pkt)
        cnt["qs_frames"] += 1
        rf = rframes.get(pkt)
        if rf is None:
            bad("frame_missing_in_ref", dict(pkt=pkt, sf=rec.get("server")))
            return
        cnt["frames_both"] += 1
        if rf["sf"] != rec.get("server"):
            bad("frame.server", dict(pkt=pkt, qs=rec.get("server"), ref=rf["sf"]))
        qs_valid = rec.get("resolved", 0) == 1
        if qs_valid != bool(rf["valid"]):
            bad("frame.resolved", dict(pkt=pkt, sf=rf["sf"], qs=rec.get("resolved"), ref=rf["valid"]))
        if not (qs_valid and rf["valid"]):
            cnt["frames_unresolved_skipped"] += 1
            return
        cnt["frames_compared"] += 1
        if rec.get("entities") is not None and rec["entities"] != rf["nents"]:
            bad("frame.entities", dict(pkt=pkt, sf=rf["sf"], qs=rec["entities"], ref=rf["nents"]))
        # player state
        rp = rplayers[pkt]
        ps = rec["ps"]
        if ps is None:
            bad("ps_missing_in_qs", dict(pkt=pkt, sf=rf["sf"]))
        else:
            cnt["ps_compared"] += 1
            for k, col in PS_MAP.items():
                if k not in ps:
                    bad("ps.%s(absent)" % k, dict(pkt=pkt, sf=rf["sf"]))
                    continue
                cnt["ps_fields"] += 1
                refv = num(rp[col])
                if k == "viewoffset.z" and rf["proto"] >= 2022:
                    # quakeshark folds the 2023 pmove viewheight byte into the resolved view offset Z
                    # (src/codec/q2/rr_player.rs); compare with the reference's viewoffset.z + viewheight
                    if close(num(ps[k]), refv, k) and num(rp[40]) != 0:
                        bad("ps.viewoffset.z(2023: qs equals raw viewoffset.z)", dict(pkt=pkt, sf=rf["sf"], qs=ps[k]))
                    refv = refv + num(rp[40])
                    cnt["ps_viewoffset_z_as_viewoffset_plus_viewheight"] += 1
                if not close(num(ps[k]), refv, k):
                    bad("ps." + k, dict(pkt=pkt, sf=rf["sf"], qs=ps[k], ref=refv))
            rstats = {}
            if rp[39]:
                for kv in rp[39].split(","):
                    i, v = kv.split(":")
                    rstats[int(i)] = int(v)
            cnt["ps_fields"] += 1
            if rstats != ps["stats"]:
                diff = {i: (ps["stats"].get(i), rstats.get(i)) for i in set(rstats) | set(ps["stats"])
                        if ps["stats"].get(i) != rstats.get(i)}
                bad("ps.stats", dict(pkt=pkt, sf=rf["sf"], diff_qs_ref=diff))
        # entities
        seen = set()
        for e in rec["ents"]:
            n = e["number"]
            if not n or e["remove"]:
                continue
            seen.add(n)
            re_ = rents.get((pkt, n))
            if re_ is None:
                bad("ent_missing_in_ref", dict(pkt=pkt, sf=rf["sf"], ent=n))
                continue
            if e["res"] is None:
                bad("ent_resolved_absent_in_qs", dict(pkt=pkt, sf=rf["sf"], ent=n))
                continue
            cnt["ents_compared"] += 1
            how = int(re_[4])
            if e["delta_from"] is not None:
                if (e["delta_from"] == 1) != (how == 1):
                    bad("ent.delta_from", dict(pkt=pkt, sf=rf["sf"], ent=n, qs=e["delta_from"], ref=how))
            for k, col in ENT_MAP.items():
                if k not in e["res"]:
                    continue
                cnt["ent_fields"] += 1
                if not close(num(e["res"][k]), num(re_[col]), k):
                    bad("ent." + k, dict(pkt=pkt, sf=rf["sf"], ent=n, qs=e["res"][k], ref=re_[col]))
        for n in sorted(rchanged.get(pkt, ())):
            if n not in seen:
                bad("ent_changed_in_ref_not_shown_by_qs", dict(pkt=pkt, sf=rf["sf"], ent=n))
TE_MAP = {"q2.te.type": "type", "q2.te.pos.x": ("pos", 0), "q2.te.pos.y": ("pos", 1), "q2.te.pos.z": ("pos", 2),
          "q2.te.end.x": ("end", 0), "q2.te.end.y": ("end", 1), "q2.te.end.z": ("end", 2),
          "q2.te.offset.x": ("offset", 0), "q2.te.offset.y": ("offset", 1), "q2.te.offset.z": ("offset", 2),
          "q2.te.count": "count", "q2.te.color": "color", "q2.te.entity": "entity1", "q2.te.entity2": "entity2",
          "q2.te.id": "entity1", "q2.te.magnitude": "entity2", "q2.te.duration": "time", "q2.te.damage": "count"}
SOUND_MAP = {"q2.sound.flags": "flags", "q2.sound.index": "index", "q2.sound.volume": "volume",
             "q2.sound.attenuation": "attenuation", "q2.sound.offset": "offset", "q2.sound.entity": "entity",
             "q2.sound.channel": "channel", "q2.sound.pos.x": ("pos", 0), "q2.sound.pos.y": ("pos", 1),
             "q2.sound.pos.z": ("pos", 2)}
MZ_MAP = {"q2.mz.entity": "entity", "q2.mz.weapon": "weapon", "q2.mz.silenced": "silenced", "q2.mz2.flash": "weapon", "q2.mz3.flash": "weapon"}


def refval(d, key):
    if isinstance(key, tuple):
        return d[key[0]].split(",")[key[1]]
    return d[key]


def compare_others(pkt, others, rmsgs, cnt, bad):
    for kind, qlist in others.items():
        rlist = rmsgs.get((pkt, kind), [])
        if len(rlist) != len(qlist):
            if pkt in rmsgs["aborted"] and len(rlist) < len(qlist):
                # q2proto stopped reading this packet at a command it does not implement
                cnt["ref_incomplete_packet_msgs." + kind] += len(qlist) - len(rlist)
            else:
                bad("msg_count." + kind, dict(pkt=pkt, qs=len(qlist), ref=len(rlist)))
        for i, (q, r) in enumerate(zip(qlist, rlist)):
            cnt["msgs_compared." + kind] += 1
            if kind == "cs":
                cnt["msg_fields"] += 2
                if int(q["index"]) != int(r["index"]) or q.get("value", "")[:-2 if q.get("value", "").endswith("00") else None] != r["value"]:
                    if not (q.get("value", "") == r["value"] + "00" and int(q["index"]) == int(r["index"])):
                        bad("cs", dict(pkt=pkt, i=i, qs=(q["index"], q.get("value")), ref=(r["index"], r["value"])))
                continue
            if kind in ("print", "stufftext", "centerprint", "layout"):
                qt = q.get("text", "")
                if qt.endswith("00"):
                    qt = qt[:-2]
                cnt["msg_fields"] += 1
                if qt != r["text"]:
                    bad(kind + ".text", dict(pkt=pkt, i=i, qs=bytes.fromhex(qt)[:60], ref=bytes.fromhex(r["text"])[:60]))
                if kind == "print" and "q2.print.level" in q:
                    cnt["msg_fields"] += 1
                    if int(q["q2.print.level"]) != int(r["level"]):
                        bad("print.level", dict(pkt=pkt, qs=q["q2.print.level"], ref=r["level"]))
                continue
            if kind == "inventory":
                cnt["msg_fields"] += 1
                rc = [int(x) for x in r["counts"].split(",")]
                if q.get("counts") != rc:
                    bad("inventory", dict(pkt=pkt, qs=q.get("counts", [])[:8], ref=rc[:8]))
                continue
            m = dict(te=TE_MAP, sound=SOUND_MAP, mz=MZ_MAP, mz2=MZ_MAP)[kind]
            for k, v in q.items():
                if k not in m:
                    continue
                cnt["msg_fields"] += 1
                rv = refval(r, m[k])
                if k.endswith((".x", ".y", ".z")):
                    ok = abs(float(v) - float(rv)) <= 2e-3 + 1e-5 * abs(float(rv))
                else:
                    ok = num(v) == num(rv)
                if not ok:
                    bad(kind + "." + k.split(".", 2)[-1], dict(pkt=pkt, i=i, qs=v, ref=rv))


if __name__ == "__main__":
    main()
