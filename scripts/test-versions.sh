#!/bin/sh
# Builds and tests the plugin against the Wireshark of other Debian releases, each in its own
# debootstrap chroot: Debian 13 "trixie" (Wireshark 4.4) and Debian unstable "sid" (4.6).
# The host (Debian 12, Wireshark 4.0) is tested by scripts/test.sh.
#
#   scripts/test-versions.sh [--setup-only] [--update] [suite ...]     (default suites: trixie sid)
#   scripts/test-versions.sh --exec <suite> <command ...>   runs a command in /src of that chroot
#
# Needs root (debootstrap, chroot, mounts) and Debian's package registry (deb.debian.org).
# The first run creates each chroot (a few minutes, ~1.3 GB each); later runs reuse it.
# --update upgrades the packages of an existing chroot first; --setup-only stops after set-up.
# Chroots live in $QUAKESHARK_CHROOTS (default /var/cache/quakeshark-chroots); delete a
# directory there to rebuild that chroot from scratch. Each suite builds into its own target
# directory there too (one per checkout), so the host's target/ is never touched.
#
# Inside the chroot the project is bind-mounted at /src and the host's Rust toolchain
# ($CARGO_HOME and $RUSTUP_HOME, default ~/.cargo and ~/.rustup) at the same paths: the host's
# rustc, built for an older glibc, runs on the chroots' newer one. With sudo, pass your own:
#   sudo CARGO_HOME=$HOME/.cargo RUSTUP_HOME=$HOME/.rustup sh scripts/test-versions.sh
# The commands run inside are the host's test commands: cargo build/test --release.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cache=${QUAKESHARK_CHROOTS:-/var/cache/quakeshark-chroots}
mirror=${QUAKESHARK_MIRROR:-http://deb.debian.org/debian}
# (time: tests/hostile.rs measures peak memory with /usr/bin/time)
pkgs="tshark libwireshark-dev libglib2.0-dev clang libclang-dev pkg-config gcc libc6-dev util-linux time"

setup_only=0
update=0
suites=""
exec_suite=""
if [ "${1:-}" = --exec ]; then
  [ $# -ge 3 ] || { echo "usage: $0 --exec <suite> <command ...>" >&2; exit 2; }
  exec_suite=$2
  shift 2
fi
[ -n "$exec_suite" ] || for arg in "$@"; do
  case $arg in
    --setup-only) setup_only=1 ;;
    --update) update=1 ;;
    -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    -*) echo "test-versions.sh: unknown option $arg" >&2; exit 2 ;;
    *) suites="$suites $arg" ;;
  esac
done
[ -n "$suites" ] || suites="trixie sid"

[ "$(id -u)" = 0 ] || { echo "test-versions.sh: needs root (debootstrap, chroot, mounts)" >&2; exit 1; }
if ! command -v debootstrap >/dev/null; then
  echo "test-versions.sh: installing debootstrap"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi
# One target folder per suite and checkout: every checkout is /src inside, so two worktrees
# sharing a target folder would each take the other's build for up to date (cargo compares the
# same paths' times) and test the other's code.
checkout=$(printf '%s' "$here" | cksum | cut -d' ' -f1)
cargo_home=${CARGO_HOME:-$HOME/.cargo}
rustup_home=${RUSTUP_HOME:-$HOME/.rustup}
[ -x "$cargo_home/bin/cargo" ] || { echo "test-versions.sh: no cargo in $cargo_home/bin (install Rust with rustup; with sudo, set CARGO_HOME and RUSTUP_HOME)" >&2; exit 1; }

# Runs a command inside chroot $1 in a private mount namespace: every mount made for it
# disappears when the command ends, even if it fails or is interrupted.
in_chroot() {
  root=$1; shift
  unshare --mount --propagation private sh -eu -c '
    root=$1 here=$2 cargo_home=$3 rustup_home=$4 target=$5; shift 5
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount -t tmpfs tmpfs "$root/tmp"
    chmod 1777 "$root/tmp"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mkdir -p "$root/src" "$root$cargo_home" "$root$rustup_home"
    mount --bind "$here" "$root/src"
    mkdir -p "$target" "$root/src/target"
    mount --bind "$target" "$root/src/target"
    mount --bind "$cargo_home" "$root$cargo_home"
    mount --bind "$rustup_home" "$root$rustup_home"
    exec chroot "$root" env -i PATH="$cargo_home/bin:/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin" \
      HOME=/root CARGO_HOME="$cargo_home" RUSTUP_HOME="$rustup_home" LANG=C.UTF-8 \
      DEBIAN_FRONTEND=noninteractive "$@"
  ' in_chroot "$root" "$here" "$cargo_home" "$rustup_home" "$cache/$suite.target/$checkout" "$@"
}

setup() {
  suite=$1
  root="$cache/$suite"
  # ready = set up with this package list (a longer list installs the new ones)
  if [ "$(cat "$root/.quakeshark-ready" 2>/dev/null)" = "$pkgs" ]; then
    if [ "$update" = 1 ]; then
      echo "== $suite: updating packages"
      in_chroot "$root" sh -c 'apt-get update -qq && apt-get dist-upgrade -y -qq >/dev/null'
    fi
    return
  fi
  if [ ! -f "$root/.quakeshark-base" ]; then
    echo "== $suite: creating chroot in $root (debootstrap from $mirror)"
    rm -rf "$root"
    mkdir -p "$cache"
    debootstrap --variant=minbase "$suite" "$root" "$mirror"
    # sid's Release is only valid for a week; a mirror that lags (or a wrong clock) must not
    # stop a test chroot from installing. Signatures are still checked.
    echo 'Acquire::Check-Valid-Until "false";' > "$root/etc/apt/apt.conf.d/99quakeshark"
    touch "$root/.quakeshark-base"
  fi
  echo "== $suite: installing $pkgs"
  in_chroot "$root" sh -c "apt-get update -qq && apt-get install -y -qq --no-install-recommends $pkgs >/dev/null && apt-get clean"
  echo "$pkgs" > "$root/.quakeshark-ready"
}

run() {
  suite=$1
  root="$cache/$suite"
  ws=$(in_chroot "$root" pkg-config --modversion wireshark)
  echo "== $suite: Wireshark $ws: cargo build --release && cargo test --release"
  in_chroot "$root" sh -c 'cd /src && cargo build --release && cargo test --release'
}

if [ -n "$exec_suite" ]; then
  suite=$exec_suite
  setup "$suite"
  in_chroot "$cache/$suite" sh -c 'cd /src && exec "$@"' sh "$@"
  exit
fi
for s in $suites; do setup "$s"; done
[ "$setup_only" = 0 ] || exit 0
failed=""
for s in $suites; do run "$s" || failed="$failed $s"; done
if [ -n "$failed" ]; then
  echo "test-versions.sh: FAILED on" $failed >&2
  exit 1
fi
echo "test-versions.sh: all passed on" $suites
