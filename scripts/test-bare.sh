#!/bin/sh
# Runs the README's two commands on a bare Debian 12: a fresh debootstrap chroot of bookworm with
# the package sources a Debian installer writes (bookworm, bookworm-updates, bookworm-security),
# no Rust, no Wireshark, no compiler. A clone of this checkout's HEAD is made inside, and in it
#   sh scripts/setup.sh && sh scripts/test.sh
# run as root with a plain environment (no CARGO_HOME, no ~/.cargo): everything they need must
# come from Debian's packages (scripts/deps.sh installs rustc-web/cargo-web) and crates.io.
#
#   scripts/test-bare.sh [--keep] [--quick] [command ...]
#
# --quick: instead of the whole scripts/test.sh, run setup.sh and then the tshark integration
#   tests (cargo test --release --test tshark --test headers): a few minutes less.
# command: run that instead (in the clone, after nothing else), e.g. `sh scripts/setup.sh`.
# --keep: keep the chroot afterwards (default: deleted). The base system is cached as a tarball in
#   $QUAKESHARK_CHROOTS (default /var/cache/quakeshark-chroots) so a second run skips debootstrap;
#   every run starts from that bare base.
# Needs root (debootstrap, chroot, mounts) and Debian's package registry. Uncommitted changes are
# not tested: commit first.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cache=${QUAKESHARK_CHROOTS:-/var/cache/quakeshark-chroots}
mirror=${QUAKESHARK_MIRROR:-http://deb.debian.org/debian}
security=${QUAKESHARK_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
me=test-bare.sh
keep=0
quick=0
while [ $# -gt 0 ]; do
  case $1 in
    --keep) keep=1; shift ;;
    --quick) quick=1; shift ;;
    -h|--help) sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    --) shift; break ;;
    -*) echo "$me: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
if [ $# -gt 0 ]; then
  cmd=$*
elif [ "$quick" = 1 ]; then
  cmd="sh scripts/setup.sh && cargo test --release --test tshark --test headers"
else
  cmd="sh scripts/setup.sh && sh scripts/test.sh"
fi

[ "$(id -u)" = 0 ] || { echo "$me: needs root (debootstrap, chroot, mounts)" >&2; exit 1; }
command -v debootstrap >/dev/null ||
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
command -v git >/dev/null || { echo "$me: git not found" >&2; exit 1; }

mkdir -p "$cache"
base=$cache/bookworm-bare.tar
if [ ! -f "$base" ]; then
  echo "== creating a bare bookworm (debootstrap --variant=minbase from $mirror)"
  b=$cache/bookworm-bare.tmp
  rm -rf "$b"
  debootstrap --variant=minbase bookworm "$b" "$mirror"
  cat > "$b/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb $security bookworm-security main
EOF
  tar -C "$b" -cf "$base.tmp" . && mv "$base.tmp" "$base"
  rm -rf "$b"
fi
root=$(mktemp -d "$cache/bare.XXXXXX")
cleanup() { [ "$keep" = 1 ] && echo "chroot kept: $root" || rm -rf "$root"; }
trap cleanup EXIT
tar -C "$root" -xf "$base"
git clone -q "$here" "$root/root/quakeshark"
echo "== bare Debian 12 chroot $root; HEAD $(git -C "$here" log --oneline -1)"
echo "== running: $cmd"
unshare --mount --propagation private sh -eu -c '
  root=$1; shift
  mount -t proc proc "$root/proc"
  mount --rbind /dev "$root/dev"
  mount -t tmpfs tmpfs "$root/tmp"
  chmod 1777 "$root/tmp"
  cp /etc/resolv.conf "$root/etc/resolv.conf"
  exec chroot "$root" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 sh -c "cd /root/quakeshark && $1"
' sh "$root" "$cmd"
echo "$me: passed: $cmd"
