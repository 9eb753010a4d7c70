#!/bin/sh
# The whole test suite: packages, release build of the plugin, codec unit tests and the
# integration tests that run the real tshark with the freshly built plugin, then the robustness
# smoke runs: one round of corrupted captures through tshark (one rate per capture), memcheck on two small captures and
# a short fuzz run per codec ($QUAKESHARK_FUZZ_SECONDS each, default 15: a minute for the four).
# It tests the host's Wireshark only; QUAKESHARK_TEST_VERSIONS=1 adds the 4.4 and 4.6 runs of
# scripts/test-versions.sh (root, debootstrap chroots; slow the first time).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
sh scripts/deps.sh
cargo build --release
# the integration tests write cut and rewritten captures to the temp folder: give them one of
# their own (tshark runs as nobody there, hence 1777) and remove it when the run ends
TMPDIR=$(mktemp -d "${TMPDIR:-/tmp}/quakeshark-tests.XXXXXX")
export TMPDIR
chmod 1777 "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT
cargo test --release
QUAKESHARK_CORRUPT_SPREAD=1 sh scripts/corrupt.sh 1
sh scripts/valgrind.sh pcaps/q2-34__libq2_test.dm2.pcap pcaps/quakespasm_nq15_qstat-queries.pcapng
sh scripts/fuzz.sh "${QUAKESHARK_FUZZ_SECONDS:-15}"
if [ "${QUAKESHARK_TEST_VERSIONS:-0}" = 1 ]; then
  sh scripts/test-versions.sh
else
  echo "test.sh: tested Wireshark $(tshark --version 2>/dev/null | sed -n '1s/^[^0-9]*\([0-9.]*[0-9]\).*/\1/p') only;" \
    "4.4 and 4.6 skipped (run: sudo sh scripts/test-versions.sh, or QUAKESHARK_TEST_VERSIONS=1)"
fi
