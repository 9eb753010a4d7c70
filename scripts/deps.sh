#!/bin/sh
# Installs the Debian 12 packages the build and the tests need (idempotent; needs root).
set -eu
# editcap (scripts/corrupt.sh) comes with tshark; time (/usr/bin/time, tests/hostile.rs) and
# valgrind (scripts/valgrind.sh) serve the robustness checks.
pkgs="tshark libwireshark-dev libglib2.0-dev clang libclang-dev pkg-config cmake python3 time valgrind"
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "deps: installing$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq $missing >/dev/null
fi
command -v cargo >/dev/null || { echo "deps: cargo not found; install Rust (rustup) >= 1.77" >&2; exit 1; }
