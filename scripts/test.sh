#!/bin/sh
# The whole test suite: packages, release build of the plugin, codec unit tests and the
# integration tests that run the real tshark with the freshly built plugin.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
sh scripts/deps.sh
cargo build --release
cargo test --release
