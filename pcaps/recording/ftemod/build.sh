#!/bin/sh
# usage: build.sh LIBREQUAKE_QCSRC FTEQCC OUTDIR
# Builds progs.dat (NetQuake), qwprogs.dat (QuakeWorld) and csprogs.dat into OUTDIR.
# LIBREQUAKE_QCSRC: qcsrc/ of github:fpiesche/LibreQuake at 46f903ed.
set -e
LQ=$(realpath "$1"); QCC=$(realpath "$2"); OUT=$(mkdir -p "$3" && realpath "$3")
HERE=$(dirname "$(realpath "$0")")
T=$(mktemp -d)
cp "$HERE"/ssqc/* "$HERE"/csqc/* "$T"/
ln -s "$LQ" "$T"/lqsrc
cd "$T"
"$QCC" -O2 progs.src > "$OUT"/progs.log 2>&1 || { cat "$OUT"/progs.log; exit 1; }
"$QCC" -O2 -D__QW__ progs.src > "$OUT"/qwprogs.log 2>&1 || { cat "$OUT"/qwprogs.log; exit 1; }
"$QCC" -O2 csprogs.src > "$OUT"/csprogs.log 2>&1 || { cat "$OUT"/csprogs.log; exit 1; }
cp progs.dat qwprogs.dat csprogs.dat "$OUT"/
cd /; rm -rf "$T"
sha256sum "$OUT"/progs.dat "$OUT"/qwprogs.dat "$OUT"/csprogs.dat
