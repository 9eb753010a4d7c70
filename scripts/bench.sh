#!/bin/sh
# tshark benchmark: builds the release plugin, generates (and caches under target/bench) mixed
# NQ/QW/Q2 captures of the requested sizes from pcaps/, and prints a markdown table of median
# wall times, plugin/baseline ratios and peak RSS. Options are passed to scripts/bench.py:
#   sh scripts/bench.sh                                # 100k and 1M packets, 3 runs, all modes
#   sh scripts/bench.sh --sizes 100k --runs 1          # a quick run
#   sh scripts/bench.sh --modes q --configs plugin,baseline
#   sh scripts/bench.sh --sizes 100k,1M,10M --runs 1 --modes q --configs plugin,baseline
#                                                      # flatness up to 10M (about 1.9 GB of RAM)
#   sh scripts/bench.sh --goals                        # every goal of issue 15 at 100k, 1M and 10M:
#                                                      # no tree, fields, -V, RSS, flatness, codec
#                                                      # MB/s, hostile captures (about an hour)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
cargo build --release --quiet
if [ "${1:-}" = --goals ]; then
    shift
    set -- --sizes 100k,1M,10M --runs 1 --modes q,fields,V --configs plugin,baseline --codec --hostile "$@"
fi
exec python3 scripts/bench.py --so target/release/libquakeshark.so "$@"
