#!/usr/bin/env python3
"""Builds a large benchmark capture from the real ones in pcaps/.

Each copy of a source capture becomes its own set of conversations: every IPv4 address in the
copy is rewritten to 10.x.y.z (unique per copy) and its timestamps are shifted so that copies
start STAGGER seconds apart and overlap, as many concurrent games would. Ports are kept: the
well-known ones (26000, 27500, 27910) decide which built-in dissector Wireshark offers, and
NetQuake's game port is announced inside the payload (CCREP_ACCEPT), so it cannot be rewritten.
IP header checksums are recomputed and UDP checksums cleared (0 = none, valid for IPv4).

Dialects are mixed in equal packet shares: NetQuake (15/666/999, FTE and QSS extensions),
QuakeWorld (plain and FTE/ezQuake extensions) and Quake II 34; within a dialect the source
captures are taken round-robin until the dialect has a fifth more than its share, and the next
copy to start is always of the dialect with the fewest datagrams started so far. The capture
ends at PACKETS datagrams, cutting the copies still running as a stopped live capture would, so
every stretch of it, the last included, holds the three dialects in about equal shares. (Until
2026-11-26 the copies were taken one per dialect in turn and every copy ran to its end: the
dialects with long captures ran out first, so the 10M mix was two-thirds QuakeWorld in its first
half and all Quake II in its last fifth, and its cost per datagram drifted along the file.)
The sources are a fixed list (SOURCES), so that a capture added to pcaps/ does not change the
benchmark's mix and numbers stay comparable across commits. The 100k mix holds 16 of the 18
NetQuake sources and 5 of the 7 QuakeWorld ones, 1M and 10M hold every source. How many copies
overlap grows with the size, since a copy starts every STAGGER seconds and the long sessions run
for up to five minutes: weighted by datagrams, about 30 copies are live at once at 100k, 164 at
1M and 267 at 10M, so a per-session cost that depends on how much state is live at once (caches)
shows as growth from 100k to 10M.

    bench_pcap.py PACKETS OUT.pcap [PCAP_DIR]
"""
import heapq
import os
import struct
import sys

STAGGER = 0.25  # seconds between the starts of two copies

DIALECTS = {
    "nq": ("nq-", "quakespasm_", "qss-server_", "fteqw-server-nqonly_"),
    "qw": ("mvdsv-", "fteqw-server_qw28"),
    "q2": ("q2-", "yquake2"),
}


# The sources of the mix: every capture in pcaps/ of the three dialects as of 2026-11-25.
SOURCES = frozenset(
    [
        "fteqw-server-nqonly_nq+fte-pext_fteclient-nq_session.pcapng",
        "fteqw-server-nqonly_nq15_qsclient_session.pcapng",
        "fteqw-server_qw28+fte-pext-pext2_fteclient_session.pcapng",
        "fteqw-server_qw28_ezquake_session.pcapng",
        "mvdsv-ktx_qw28_ezquake_delay40ms_session.pcapng",
        "mvdsv-ktx_qw28_ezquake_nopext_session.pcapng",
        "mvdsv-ktx_qw28_ezquake_pext-fte-floatcoords-chunkeddl_session.pcapng",
        "mvdsv-ktx_qw28_fteclient_session.pcapng",
        "mvdsv-ktx_qw28_qstat-queries.pcapng",
        "nq-15__LibreQuake_demo3.pcap",
        "nq-666__LibreQuake_swampy.pcap",
        "nq-999__LibreQuake_demo3.pcap",
        "q2-34__libq2_test.dm2.pcap",
        "q2-34__libq2_testduel.dm2.pcap",
        "qss-server_nq15_qsclient_session.pcapng",
        "qss-server_nq15_qssclient_session.pcapng",
        "qss-server_nq666+fte-pext2_qssclient_session.pcapng",
        "quakespasm_nq15_dpclient_session.pcapng",
        "quakespasm_nq15_fteclient-nq_session.pcapng",
        "quakespasm_nq15_qsclient_delay40ms_session.pcapng",
        "quakespasm_nq15_qsclient_session.pcapng",
        "quakespasm_nq15_qssclient_session.pcapng",
        "quakespasm_nq15_qstat-queries.pcapng",
        "quakespasm_nq666_dpclient_rejected-handshake.pcapng",
        "quakespasm_nq666_qsclient_delay100ms_session.pcapng",
        "quakespasm_nq666_qsclient_session.pcapng",
        "quakespasm_nq999_qsclient_session.pcapng",
        "yquake2-q2ded_q2-34_fteclient_session.pcapng",
        "yquake2-q2ded_q2-34_q2proclient_session.pcapng",
        "yquake2-q2ded_q2-34_qstat-queries.pcapng",
        "yquake2_q2-34_yq2client_session.pcapng",
    ]
)


def read_pcap(data):
    magic = struct.unpack("<I", data[:4])[0]
    if magic in (0xA1B2C3D4, 0xA1B23C4D):
        e = "<"
    else:
        e = ">"
        magic = struct.unpack(">I", data[:4])[0]
    nano = magic == 0xA1B23C4D
    link = struct.unpack(e + "I", data[20:24])[0]
    off = 24
    out = []
    while off + 16 <= len(data):
        sec, frac, incl, _orig = struct.unpack(e + "IIII", data[off : off + 16])
        off += 16
        ts = sec + frac / (1e9 if nano else 1e6)
        out.append((ts, link, data[off : off + incl]))
        off += incl
    return out


def read_pcapng(data):
    out = []
    off = 0
    e = "<"
    ifaces = []  # (linktype, ticks per second)
    while off + 12 <= len(data):
        btype = struct.unpack(e + "I", data[off : off + 4])[0]
        if btype == 0x0A0D0D0A:
            bom = data[off + 8 : off + 12]
            e = "<" if bom == b"\x4d\x3c\x2b\x1a" else ">"
            ifaces = []
        blen = struct.unpack(e + "I", data[off + 4 : off + 8])[0]
        body = data[off + 8 : off + blen - 4]
        if btype == 1:  # interface description
            link = struct.unpack(e + "H", body[:2])[0]
            res = 1_000_000
            o = 8
            while o + 4 <= len(body):
                code, ln = struct.unpack(e + "HH", body[o : o + 4])
                if code == 0:
                    break
                if code == 9:  # if_tsresol
                    v = body[o + 4]
                    res = 2 ** (v & 0x7F) if v & 0x80 else 10 ** v
                o += 4 + ((ln + 3) & ~3)
            ifaces.append((link, res))
        elif btype == 6:  # enhanced packet
            iface, hi, lo, cap, _orig = struct.unpack(e + "IIIII", body[:20])
            link, res = ifaces[iface]
            out.append((((hi << 32) | lo) / res, link, body[20 : 20 + cap]))
        elif btype == 3:  # simple packet
            link, _ = ifaces[0]
            out.append((0.0, link, body[4:]))
        off += blen
    return out


def read_capture(path):
    with open(path, "rb") as f:
        data = f.read()
    if data[:4] == b"\x0a\x0d\x0d\x0a":
        return read_pcapng(data)
    return read_pcap(data)


def ip_checksum(h):
    s = 0
    for i in range(0, len(h), 2):
        s += (h[i] << 8) | h[i + 1]
    while s > 0xFFFF:
        s = (s & 0xFFFF) + (s >> 16)
    return (~s) & 0xFFFF


def rewrite(frame, addr):
    """The Ethernet/IPv4 frame with both addresses set to `addr` and checksums fixed."""
    if len(frame) < 34 or frame[12:14] != b"\x08\x00":
        return frame
    b = bytearray(frame)
    ihl = (b[14] & 0x0F) * 4
    b[26:30] = addr
    b[30:34] = addr
    b[24:26] = b"\0\0"
    b[24:26] = struct.pack(">H", ip_checksum(bytes(b[14 : 14 + ihl])))
    if b[23] == 17 and len(b) >= 14 + ihl + 8:
        b[14 + ihl + 6 : 14 + ihl + 8] = b"\0\0"
    return bytes(b)


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    target = int(float(sys.argv[1]))
    out_path = sys.argv[2]
    src_dir = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(__file__), "..", "pcaps")
    names = sorted(n for n in os.listdir(src_dir) if n.endswith((".pcap", ".pcapng")))
    sources = {}
    for n in names:
        pk = read_capture(os.path.join(src_dir, n))
        if pk and all(link == 1 for _, link, _ in pk):
            t0 = pk[0][0]
            sources[n] = [(ts - t0, fr) for ts, _, fr in pk]
    plan = []  # (dialect, source name)
    for d, prefixes in DIALECTS.items():
        files = [n for n in names if n.startswith(prefixes) and n in sources and n in SOURCES]
        # a fifth more than the share: the capture ends at PACKETS, while copies are still
        # starting, instead of draining the longest copies alone (see `order` below)
        share, have, i = target * 1.2 / len(DIALECTS), 0, 0
        while files and have < share:
            n = files[i % len(files)]
            plan.append(n)
            have += len(sources[n])
            i += 1
    # interleave dialects so that every stretch of the capture mixes them in equal packet shares:
    # the next copy to start is of the dialect with the fewest datagrams started so far. (Taking
    # one copy of each in turn ran out of the dialects with long captures first, so the last
    # fifth of the 10M mix was nearly all Quake II and the cost per datagram drifted along the file.)
    by_dialect = [[n for n in plan if n.startswith(p)] for p in DIALECTS.values()]
    started = [0] * len(by_dialect)
    order = []
    while any(by_dialect):
        d = min((k for k, lst in enumerate(by_dialect) if lst), key=lambda k: started[k])
        n = by_dialect[d].pop(0)
        order.append(n)
        started[d] += len(sources[n])

    def copy(k, name):
        addr = bytes([10, (k >> 16) & 0xFF, (k >> 8) & 0xFF, k & 0xFF])
        base = 1_700_000_000 + k * STAGGER
        for ts, fr in sources[name]:
            yield (base + ts, k, fr, addr)

    total = 0
    tmp = out_path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 65535, 1))
        for ts, _k, fr, addr in heapq.merge(*(copy(k + 1, n) for k, n in enumerate(order))):
            if total == target:
                break  # the copies still running are cut, as when a live capture is stopped
            fr = rewrite(fr, addr)
            sec = int(ts)
            usec = int(round((ts - sec) * 1e6))
            if usec >= 1_000_000:
                sec, usec = sec + 1, usec - 1_000_000
            f.write(struct.pack("<IIII", sec, usec, len(fr), len(fr)))
            f.write(fr)
            total += 1
    os.replace(tmp, out_path)
    print(f"{out_path}: {total} packets from {len(order)} copies", file=sys.stderr)


if __name__ == "__main__":
    main()
