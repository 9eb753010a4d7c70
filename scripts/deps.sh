#!/bin/sh
# Installs the Debian packages the build and the tests need (idempotent; needs root), and a Rust
# toolchain from Debian when no suitable one is on the PATH.
#
# Rust: the suite needs cargo/rustc >= 1.85 (the plugin alone: 1.77, for C string literals and
# rustc-hash 2; the fuzz targets: 1.85, for getrandom 0.4 and jobserver; fuzz/Cargo.lock is a
# version-4 lock file, cargo >= 1.78). A rustup toolchain on the PATH is used as it is. Without
# one, Debian's rustc-web and cargo-web are installed (Debian 12: 1.85 from bookworm, 1.96 from
# bookworm-security; they provide /usr/bin/cargo and rustc); on releases whose own rustc/cargo
# are new enough (Debian 13: 1.85), those. Debian 12's own
# rustc/cargo (1.63) are too old: if they are installed, cargo-web would replace them, which this
# script leaves to you (it never removes packages).
set -eu
me=deps
min_rust=1.85
# editcap (scripts/corrupt.sh) comes with tshark; time (/usr/bin/time, tests/hostile.rs) and
# valgrind (scripts/valgrind.sh) serve the robustness checks.
pkgs="tshark libwireshark-dev libglib2.0-dev clang libclang-dev pkg-config cmake python3 time valgrind"

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
# version_ge A B: A >= B for dotted numbers
version_ge() {
  [ "$(printf '%s\n%s\n' "$2" "$1" | sort -t. -k1,1n -k2,2n -k3,3n | head -n 1)" = "$2" ]
}
cargo_version() { cargo --version 2>/dev/null | sed -n 's/^cargo \([0-9]*\.[0-9]*\).*/\1/p'; }
rust_ok() {
  v=$(cargo_version)
  [ -n "$v" ] && version_ge "$v" "$min_rust" && command -v rustc >/dev/null
}
# The candidate version (major.minor) apt would install for package $1, empty if none.
candidate() {
  apt-cache policy "$1" 2>/dev/null | sed -n 's/^ *Candidate: *\([0-9]*:\)\{0,1\}\([0-9]*\.[0-9]*\).*/\2/p'
}

missing=""
for p in $pkgs; do
  installed "$p" || missing="$missing $p"
done
need_rust=0
rust_ok || need_rust=1
if [ -n "$missing" ] || [ "$need_rust" = 1 ]; then
  [ "$(id -u)" = 0 ] || {
    echo "$me: needs root to install:$missing$([ "$need_rust" = 1 ] && echo " a Rust toolchain")" >&2
    exit 1
  }
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
fi
if [ -n "$missing" ]; then
  echo "$me: installing$missing"
  apt-get install -y -qq $missing >/dev/null
fi

if [ "$need_rust" = 1 ]; then
  have=$(cargo_version)
  where=$(command -v cargo || true)
  if [ -n "$where" ] && [ "$where" != /usr/bin/cargo ]; then
    # a rustup (or hand-installed) toolchain that is too old: Debian's would sit behind it
    echo "$me: $where is Rust $have; the build needs >= $min_rust: run 'rustup update stable'" >&2
    exit 1
  fi
  # Debian's own rustc/cargo where they are new enough (Debian 13 on), else the -web backports.
  rust_pkgs=""
  for pair in "rustc cargo" "rustc-web cargo-web"; do
    set -- $pair
    c1=$(candidate "$1"); c2=$(candidate "$2")
    if [ -n "$c1" ] && [ -n "$c2" ] && version_ge "$c1" "$min_rust" && version_ge "$c2" "$min_rust"; then
      rust_pkgs="$1 $2"
      break
    fi
  done
  [ -n "$rust_pkgs" ] || {
    echo "$me: no Rust >= $min_rust in this system's package sources: install Rust (rustup, https://rustup.rs)" >&2
    exit 1
  }
  echo "$me: no cargo >= $min_rust on the PATH${have:+ (found $have)}; installing Debian's $rust_pkgs ($(candidate "${rust_pkgs%% *}"))"
  # --no-remove: never take packages away silently (cargo-web conflicts with Debian 12's cargo).
  if ! apt-get install -y -qq --no-remove $rust_pkgs >/dev/null; then
    echo "$me: installing $rust_pkgs would remove packages (Debian's older rustc/cargo?)." >&2
    echo "  To replace them: apt-get install $rust_pkgs; or install Rust with rustup." >&2
    exit 1
  fi
  hash -r 2>/dev/null || true
  rust_ok || { echo "$me: cargo is still not >= $min_rust: install Rust (rustup)" >&2; exit 1; }
  echo "$me: $(cargo --version)"
fi
