#!/bin/sh
# valgrind memcheck over tshark with the freshly built plugin, full tree and two passes (-V -2),
# on the given captures (default: every capture in pcaps/). Fails on any memcheck error that
# scripts/valgrind.supp does not suppress (it holds Wireshark/GLib noise only). Slow: several
# minutes for pcaps/. Needs target/release/libquakeshark.so (cargo build --release).
#   scripts/valgrind.sh [capture ...]
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
[ $# -gt 0 ] || set -- pcaps/*.pcap pcaps/*.pcapng
log=$(mktemp -d /tmp/quakeshark-valgrind.XXXXXX)
trap 'rm -rf "$log"' EXIT
chmod a+rwx "$log"
# as root, tshark-dev runs tshark (and so valgrind) as 'nobody', who may not read this checkout
# (a clone under /root): valgrind reads the suppressions from the log folder
cp "$here/scripts/valgrind.supp" "$log/valgrind.supp"
chmod a+r "$log/valgrind.supp"
export G_SLICE=always-malloc G_DEBUG=gc-friendly
export QUAKESHARK_WRAP="valgrind --tool=memcheck --leak-check=no --num-callers=40 \
--suppressions=$log/valgrind.supp --gen-suppressions=all --error-exitcode=99 \
--log-file=$log/vg.%p"
fail=0
total=0
for cap in "$@"; do
  rm -f "$log"/vg.*
  rc=0
  scripts/tshark-dev -r "$cap" -V -2 >/dev/null 2>"$log/stderr" || rc=$?
  errors=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$log"/vg.* | awk '{s+=$1} END {print s+0}')
  ours=$(grep -c "quakeshark" "$log"/vg.* || true)
  total=$((total + errors))
  echo "valgrind: $(basename "$cap"): $errors errors (exit $rc)"
  if [ "$rc" != 0 ] || [ "$errors" != 0 ]; then
    fail=1
    [ "$ours" != 0 ] && echo "valgrind:   stacks through quakeshark: $ours lines" >&2
    cat "$log"/vg.* >&2
  fi
done
echo "valgrind: $total errors over $# captures"
exit $fail
