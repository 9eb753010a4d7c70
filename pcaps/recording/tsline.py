#!/usr/bin/env python3
"""Copy stdin to stdout, each line prefixed with the wall-clock time it was read
(seconds since the epoch, the clock pcapng timestamps use) and the UTC time of day."""
import sys, time

for line in sys.stdin.buffer:
    t = time.time()
    sys.stdout.write("%.6f %s %s\n" % (t, time.strftime("%H:%M:%S", time.gmtime(t)),
                                       line.decode("latin-1").rstrip("\r\n")))
    sys.stdout.flush()
