#!/usr/bin/env python3
"""Write the S->C UDP payloads of a capture as records (u32 frame, u32 len, bytes) for q2ref/nqref."""
import struct, subprocess, sys
import refdump
cap, port = sys.argv[1], sys.argv[2]
out = subprocess.run(refdump.TSHARK + ["-r", cap, "-Y", f"udp.srcport=={port}", "-T", "fields",
                      "-e", "frame.number", "-e", "udp.payload"],
                     capture_output=True, text=True, check=True).stdout
w = sys.stdout.buffer
for line in out.splitlines():
    fno, _, hexp = line.partition("\t")
    b = bytes.fromhex(hexp.replace(":", ""))
    w.write(struct.pack("<II", int(fno), len(b)) + b)
