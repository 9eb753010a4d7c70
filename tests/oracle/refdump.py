"""The reference decoders' output, saved per capture as data (refdumps/<kind>/<capture>.tsv.xz).

The reference decoders themselves are engine code and are never kept in this repository; their output for a
fixed capture is fixed, so the comparison runs from the saved dump when no reference binary is at hand.
"""
import lzma, os, shlex

# The tshark that loads the plugin under test (the tests pass scripts/tshark-dev).
TSHARK = shlex.split(os.environ.get("ORACLE_TSHARK", "tshark"))

DUMPS = os.environ.get("XCHECK_REFDUMPS", os.path.join(os.path.dirname(os.path.abspath(__file__)), "refdumps"))


def path(kind, cap, extra=0):
    name = os.path.basename(cap) + (f".extra{extra}" if extra else "")
    return os.path.join(DUMPS, kind, name + ".tsv.xz")


def load(kind, cap, extra=0):
    """(stdout, stderr) of the reference run, or None."""
    p = path(kind, cap, extra)
    if not os.path.exists(p):
        return None
    e = p[: -len(".tsv.xz")] + ".err.xz"
    return lzma.open(p).read(), (lzma.open(e).read() if os.path.exists(e) else b"")


def save(kind, cap, out, err=b"", extra=0):
    p = path(kind, cap, extra)
    os.makedirs(os.path.dirname(p), exist_ok=True)
    for name, data in ((p, out), (p[: -len(".tsv.xz")] + ".err.xz", err)):
        with lzma.open(name, "wb", preset=9 | lzma.PRESET_EXTREME) as f:
            f.write(data)
