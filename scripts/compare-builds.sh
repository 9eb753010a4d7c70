#!/bin/sh
# Checks that a change alters no output: runs `tshark -V` and `tshark -2 -V` on each capture
# with plugin build A and plugin build B and compares the outputs' md5 (a speed or memory round
# must leave every value, tree and expert as it was).
#   sh scripts/compare-builds.sh A.so B.so [CAPTURES...]     (default: every capture in pcaps/)
# Prints a DIFF line per differing run and a summary; exits 1 when any run differs.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
[ $# -ge 2 ] || { echo "usage: $0 A.so B.so [CAPTURES...]" >&2; exit 2; }
a=$1; b=$2; shift 2
[ $# -gt 0 ] || set -- "$here"/pcaps/*.pcap*
n=0; d=0
for f in "$@"; do
  for mode in "-V" "-2 -V"; do
    # (mode is split on purpose: "-2 -V" is two options)
    x=$(QUAKESHARK_SO=$a sh "$here/scripts/tshark-dev" -r "$f" $mode 2>&1 | md5sum)
    y=$(QUAKESHARK_SO=$b sh "$here/scripts/tshark-dev" -r "$f" $mode 2>&1 | md5sum)
    n=$((n + 1))
    [ "$x" = "$y" ] || { d=$((d + 1)); echo "DIFF $mode $(basename "$f")"; }
  done
done
echo "compare-builds: $n runs, $d differ"
[ "$d" = 0 ]
