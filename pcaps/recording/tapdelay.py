#!/usr/bin/env python3
"""A delayed Ethernet wire between two network namespaces (a userspace stand-in for netem).

This kernel has no sch_netem (CONFIG_NET_SCH_NETEM is not set), so `tc qdisc add dev lo root
netem delay 40ms` fails with "Specified qdisc kind is unknown". Instead: one TAP device in the
current namespace (client side, address A) and one in another namespace (server side, address B,
given as a /proc/PID/ns/net path); every Ethernet frame read from one TAP is written to the other
DELAY ms later, in order (a fixed delay keeps FIFO order). Each direction is delayed once, so a
round trip gets 2*DELAY. ARP crosses the same wire. MTU 65521 (the TAP maximum; like lo's 65536)
so that no datagram is IP-fragmented, as in the loopback captures. Nothing outside the two namespaces is touched.

usage: tapdelay.py DELAY_MS NETNS_PATH [A [B]]   (defaults 10.77.0.1, 10.77.0.2; device qd0)
Writes "ready" to stdout once both ends are up, then runs until killed.
"""
import ctypes, fcntl, os, select, struct, subprocess, sys, time
from collections import deque

TUNSETIFF = 0x400454CA
IFF_TAP, IFF_NO_PI = 0x0002, 0x1000
CLONE_NEWNET = 0x40000000
DEV = "qd0"


def open_tap(addr):
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", DEV.encode(), IFF_TAP | IFF_NO_PI))
    for cmd in (["ip", "link", "set", "lo", "up"],
                ["ip", "addr", "add", addr + "/24", "dev", DEV],
                ["ip", "link", "set", DEV, "mtu", "65521", "up"]):
        subprocess.run(cmd, check=True)
    return fd


def main():
    delay = float(sys.argv[1]) / 1000.0
    nspath = sys.argv[2]
    a = sys.argv[3] if len(sys.argv) > 3 else "10.77.0.1"
    b = sys.argv[4] if len(sys.argv) > 4 else "10.77.0.2"
    fa = open_tap(a)                      # current namespace (client side)
    libc = ctypes.CDLL(None, use_errno=True)
    nsfd = os.open(nspath, os.O_RDONLY)
    if libc.setns(nsfd, CLONE_NEWNET) != 0:
        raise OSError(ctypes.get_errno(), "setns")
    fb = open_tap(b)                      # server namespace
    peer = {fa: fb, fb: fa}
    queue = {fa: deque(), fb: deque()}    # frames read from fd, waiting to go to peer[fd]
    print("ready", flush=True)
    while True:
        now = time.monotonic()
        for src, q in queue.items():
            while q and q[0][0] <= now:
                try:
                    os.write(peer[src], q.popleft()[1])
                except BlockingIOError:
                    pass
        heads = [q[0][0] for q in queue.values() if q]
        timeout = max(0.0, min(heads) - now) if heads else 1.0
        r, _, _ = select.select([fa, fb], [], [], timeout)
        for fd in r:
            while True:
                try:
                    frame = os.read(fd, 65536)
                except BlockingIOError:
                    break
                queue[fd].append((time.monotonic() + delay, frame))


if __name__ == "__main__":
    main()
