#!/bin/sh
# The whole test suite: packages, release build of the plugin, codec unit tests and the
# integration tests that run the real tshark with the freshly built plugin, then the robustness
# smoke runs: one round of corrupted captures through tshark, memcheck on two small captures and
# a short fuzz run per codec ($QUAKESHARK_FUZZ_SECONDS each, default 20).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
sh scripts/deps.sh
cargo build --release
cargo test --release
sh scripts/corrupt.sh 1
sh scripts/valgrind.sh pcaps/q2-34__libq2_test.dm2.pcap pcaps/quakespasm_nq15_qstat-queries.pcapng
sh scripts/fuzz.sh "${QUAKESHARK_FUZZ_SECONDS:-20}"
