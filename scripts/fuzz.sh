#!/bin/sh
# Fuzzes the codec's conversation entry points (nq, qw, q2, kexlan) and the demo-file reader (demo) with libFuzzer for a chosen time.
#   scripts/fuzz.sh [seconds per target, default 60] [target ...]
# Builds fuzz/ with libfuzzer-sys and SanitizerCoverage on the stable toolchain (no cargo-fuzz
# and no nightly needed; the codec is safe Rust, so AddressSanitizer would add nothing), seeds
# each target's corpus from the conversations in pcaps/, and fails on any crash, leak of a
# timeout (10 s per input) or an input that needs more than 1 GiB. Crash inputs land in
# fuzz/artifacts/<target>/; the corpus grows in fuzz/corpus/<target>/ (both ignored by git).
# Inputs that once failed are kept in fuzz/regressions/<target>/ (committed) and run first, as
# seeds: copy a new failure there with its fix.
# Summary per target: "fuzz: <target>: <runs> runs in <s> s".
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
secs="${1:-60}"
[ $# -gt 0 ] && shift
targets="${*:-nq qw q2 kexlan demo}"
triple=$(rustc -vV | sed -n 's/^host: //p')
# libfuzzer-sys compiles libFuzzer (C++) with `c++` unless CXX says otherwise
if [ -z "${CXX:-}" ] && ! command -v c++ >/dev/null && command -v clang++ >/dev/null; then
  export CXX=clang++
fi

# the flags cargo-fuzz passes, minus the sanitizer; --target keeps them off build scripts
export RUSTFLAGS="-Cpasses=sancov-module -Cllvm-args=-sanitizer-coverage-level=4 \
-Cllvm-args=-sanitizer-coverage-inline-8bit-counters -Cllvm-args=-sanitizer-coverage-pc-table \
-Cllvm-args=-sanitizer-coverage-trace-compares --cfg fuzzing -Cdebug-assertions -Coverflow-checks"
cargo build --release --quiet --manifest-path fuzz/Cargo.toml --target "$triple" \
  --target-dir fuzz/target $(for t in $targets; do printf ' --bin %s' "$t"; done)
bin="fuzz/target/$triple/release"
unset RUSTFLAGS

cargo run --release --quiet --no-default-features --example fuzzseeds -- fuzz/seeds pcaps/*.pcap*
# the demo reader's seeds: the start of each original demo file (inputs are at most 16 KiB)
mkdir -p fuzz/seeds/demo
for f in tests/demos/*.dem tests/demos/*.dm2 tests/demos/*.mvd tests/demos/*.mvd2; do
  head -c 16384 "$f" > "fuzz/seeds/demo/$(basename "$f")"
done

status=0
for t in $targets; do
  mkdir -p "fuzz/corpus/$t" "fuzz/artifacts/$t"
  log="fuzz/artifacts/$t/last.log"
  if "$bin/$t" -max_total_time="$secs" -max_len=16384 -timeout=10 -rss_limit_mb=1024 \
      -print_final_stats=1 -artifact_prefix="fuzz/artifacts/$t/" \
      "fuzz/corpus/$t" "fuzz/seeds/$t" $(ls -d "fuzz/regressions/$t" 2>/dev/null) >"$log" 2>&1; then
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    echo "fuzz: $t: ${runs:-?} runs in $secs s"
  else
    echo "fuzz: $t FAILED (log: $log)" >&2
    grep -E "panicked|ERROR|SUMMARY|Test unit written" "$log" >&2 || tail -30 "$log" >&2
    status=1
  fi
done
exit $status
