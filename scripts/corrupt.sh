#!/bin/sh
# Wireshark's own fuzzing practice, on our plugin: corrupts every capture in pcaps/ with
# `editcap -E <rate> --seed <n>` and runs tshark with the freshly built plugin over each copy
# with the full tree and two passes (-V -2). Fails on a nonzero exit, a crash or abort, a hang
# (no result within $QUAKESHARK_CORRUPT_TIMEOUT s, default 300) or a panic/dissector-bug message.
#   scripts/corrupt.sh [rounds, default 1] [first seed, default 1]
# Each round uses one seed and the rates in $QUAKESHARK_CORRUPT_RATES (default "0.002 0.02 0.1");
# half of the copies keep the Ethernet/IPv4/UDP headers intact (editcap -o 42), so that the
# corrupted payloads still reach our dissectors, the other half corrupt every byte.
# QUAKESHARK_CORRUPT_SPREAD=1 gives each capture one of the rates per round (rotating, so that
# consecutive rounds cover all three): a third of the runs, as scripts/test.sh does.
# Needs target/release/libquakeshark.so (cargo build --release).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
rounds="${1:-1}"
seed="${2:-1}"
rates="${QUAKESHARK_CORRUPT_RATES:-0.002 0.02 0.1}"
limit="${QUAKESHARK_CORRUPT_TIMEOUT:-300}"
work=$(mktemp -d /tmp/quakeshark-corrupt.XXXXXX)
trap 'rm -rf "$work"' EXIT
bad='panicked|Dissector bug|[Aa]ssertion|Segmentation|Aborted|core dumped|Malformed Packet: (NQ|QW|Q2|KEX)'
jobs=$(nproc 2>/dev/null || echo 2)
# one corrupted copy through tshark; a failure leaves a line in $work/fail-*
one() {
  s=$1 rate=$2 keep=$3 off=$4 cap=$5 name=$6
  out="$work/$s-$rate-$name"
  # shellcheck disable=SC2086
  if ! editcap -E "$rate" --seed "$s" $off "$cap" "$out" 2>/dev/null; then
    echo "corrupt: FAIL $name: editcap -E $rate --seed $s failed" >&2
    echo "$name" >"$work/fail-$s-$rate-$name"
    return
  fi
  rc=0
  timeout -k 10 "$limit" scripts/tshark-dev -r "$out" -V -2 >"$out.stdout" 2>"$out.stderr" || rc=$?
  why=""
  if [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    why="timeout after ${limit}s"
  elif [ "$rc" != 0 ]; then
    why="exit status $rc"
  elif grep -Eq "$bad" "$out.stderr" "$out.stdout"; then
    why="$(grep -Eh -m3 "$bad" "$out.stderr" "$out.stdout")"
  fi
  if [ -n "$why" ]; then
    keepfile="$here/target/corrupt-failures/$s-$rate-$keep-$name"
    mkdir -p "$(dirname "$keepfile")"
    cp "$out" "$keepfile"
    echo "corrupt: FAIL $name (seed $s, rate $rate, headers kept $keep): $why" >&2
    echo "corrupt:   copy kept in $keepfile" >&2
    echo "$name" >"$work/fail-$s-$rate-$name"
  fi
  rm -f "$out" "$out.stdout" "$out.stderr"
}
runs=0
running=0
r=0
while [ "$r" -lt "$rounds" ]; do
  s=$((seed + r))
  ri=0
  for rate in $rates; do
    ci=0
    for cap in pcaps/*.pcap pcaps/*.pcapng; do
      [ -f "$cap" ] || continue
      ci=$((ci + 1))
      if [ "${QUAKESHARK_CORRUPT_SPREAD:-0}" = 1 ]; then
        nrates=$(echo $rates | wc -w)
        [ $(( (ci + s) % nrates )) = "$ri" ] || continue
      fi
      name=$(basename "$cap")
      # alternate which copies keep their headers, so every capture gets both kinds
      keep=$(( (s + runs) % 2 ))
      off=""
      [ "$keep" = 1 ] && off="-o 42"
      # the copies run as many at once as there are cores (each tshark is one process)
      one "$s" "$rate" "$keep" "$off" "$cap" "$name" &
      runs=$((runs + 1))
      running=$((running + 1))
      if [ "$running" -ge "$jobs" ]; then
        wait
        running=0
      fi
    done
    ri=$((ri + 1))
  done
  r=$((r + 1))
done
wait
fail=$(find "$work" -name 'fail-*' | wc -l)
echo "corrupt: $runs corrupted captures through tshark -V -2 ($rounds round(s) from seed $seed, rates $rates), $fail failed"
[ "$fail" = 0 ]
