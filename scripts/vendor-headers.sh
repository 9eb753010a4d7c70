#!/bin/sh
# Regenerates wireshark-headers/<major.minor>/ from Debian's development packages of that Wireshark:
# only the headers the build uses (the transitive closure of src/shell/wrapper.h,
# src/shell/shim.c and src/shell/demo_wtap.c, plus the files build.rs reads as text), unchanged.
#
#   scripts/vendor-headers.sh [version ...]     (default: 4.0 4.4 4.6)
#
# Each version comes from one Debian suite (4.0: bookworm, 4.4: trixie, 4.6: sid); the packages
# (libwireshark-dev, and from 4.2 on libwsutil-dev and libwiretap-dev) are fetched by name with
# apt-get download, using a private apt state in a temporary directory (no root needed, the
# system's apt configuration is not touched; the archive key is Debian's, from
# /usr/share/keyrings/debian-archive-keyring.gpg). Nothing is built.
#
# The closure is what the C compiler actually opens (clang -M and gcc -M, with the include
# directories build.rs passes: <dir>/wireshark, <dir> and glib's), extended by every header that
# an #include line in those files names and that the package ships, whatever #if it stands in
# (so another platform's conditional includes are there too). Afterwards
# `cargo test --release --test headers` checks that the build uses nothing else.
#
# Environment: QUAKESHARK_MIRROR (default http://deb.debian.org/debian),
# QUAKESHARK_SECURITY_MIRROR (default http://deb.debian.org/debian-security).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
mirror=${QUAKESHARK_MIRROR:-http://deb.debian.org/debian}
security=${QUAKESHARK_SECURITY_MIRROR:-http://deb.debian.org/debian-security}
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
me=vendor-headers.sh
die() { echo "$me: $*" >&2; exit 1; }

# Files build.rs reads as text besides what the compiler opens (relative to <dir>/wireshark).
extras="ws_version.h epan/packet.h epan/prefs.h wsutil/plugins.h"

suite_of() {
  case $1 in
    4.0) echo bookworm ;;
    4.4) echo trixie ;;
    4.6) echo sid ;;
    *) die "no Debian suite known for Wireshark $1 (add it to suite_of)" ;;
  esac
}

versions=${*:-4.0 4.4 4.6}
for tool in apt-get dpkg-deb clang gcc pkg-config; do
  command -v $tool >/dev/null || die "$tool not found"
done
[ -r "$keyring" ] || die "$keyring missing (apt-get install debian-archive-keyring)"
glib=$(pkg-config --cflags-only-I glib-2.0) || die "glib-2.0 development files missing (libglib2.0-dev)"
arch=$(dpkg --print-architecture)

tmp=$(mktemp -d /tmp/quakeshark-headers.XXXXXX)
trap 'rm -rf "$tmp"' EXIT

# Prints, one per line and relative to $1 (a directory holding wireshark/), the headers under it
# that the shell's sources include, directly or not.
closure() {
  root=$1
  ws=$root/wireshark
  : > "$tmp/deps"
  for cc in clang gcc; do
    for src in "$here/src/shell/wrapper.h" "$here/src/shell/shim.c" "$here/src/shell/demo_wtap.c"; do
      $cc -M -x c -I"$ws" -I"$root" $glib -I"$here/src/shell" -DQS_PREF_BOOL=int "$src" \
        > "$tmp/m" || die "$cc -M $src failed against $root"
      tr ' \\' '\n\n' < "$tmp/m" >> "$tmp/deps"
    done
  done
  for f in $extras; do [ -f "$ws/$f" ] && echo "$ws/$f" >> "$tmp/deps"; done
  grep "^$ws/" "$tmp/deps" | sed "s|^$root/||" | sort -u > "$tmp/set"
  # Textual closure: follow every #include that names a file of this tree.
  while :; do
    cp "$tmp/set" "$tmp/old"
    while read -r f; do
      d=$(dirname "$f")
      sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]\([^>"]*\)[>"].*/\1/p' "$root/$f" |
        while read -r inc; do
          for cand in "$d/$inc" "wireshark/$inc" "$inc"; do
            if [ -f "$root/$cand" ]; then
              realpath -m --relative-to="$root" "$root/$cand"
              break
            fi
          done
        done
    done < "$tmp/old" >> "$tmp/set"
    sort -u -o "$tmp/set" "$tmp/set"
    cmp -s "$tmp/set" "$tmp/old" && break
  done
  cat "$tmp/set"
}

for v in $versions; do
  suite=$(suite_of "$v")
  echo "== Wireshark $v: Debian $suite"
  a=$tmp/apt-$v
  mkdir -p "$a/parts" "$a/lists/partial" "$a/cache/archives/partial" "$a/debs" "$a/x"
  : > "$a/status"
  {
    echo "deb [signed-by=$keyring] $mirror $suite main"
    case $suite in
      sid) ;;
      *) echo "deb [signed-by=$keyring] $mirror $suite-updates main"
         echo "deb [signed-by=$keyring] $security $suite-security main" ;;
    esac
  } > "$a/sources.list"
  set -- -o Dir::Etc::SourceList="$a/sources.list" -o Dir::Etc::SourceParts="$a/parts" \
    -o Dir::State::Lists="$a/lists" -o Dir::Cache="$a/cache" -o Dir::State::status="$a/status" \
    -o APT::Architecture="$arch" -o APT::Architectures="$arch" -o Debug::NoLocking=1 -o APT::Sandbox::User="$(id -un)" \
    -o Acquire::Check-Valid-Until=false -o Acquire::Languages=none
  apt-get "$@" -qq update || die "apt-get update for $suite failed"
  got=""
  for p in libwireshark-dev libwsutil-dev libwiretap-dev; do
    if apt-cache "$@" show "$p" >/dev/null 2>&1; then
      (cd "$a/debs" && apt-get "$@" -qq download "$p") || die "apt-get download $p ($suite) failed"
      got="$got $p"
    fi
  done
  [ -n "$got" ] || die "no libwireshark-dev in $suite"
  for deb in "$a"/debs/*.deb; do dpkg-deb -x "$deb" "$a/x"; done
  full=$a/x/usr/include
  [ -f "$full/wireshark/ws_version.h" ] || die "the packages of $suite hold no wireshark/ws_version.h"
  pkgver=$(dpkg-deb -f "$a"/debs/libwireshark-dev_*.deb Version)
  wsver=$(for w in MAJOR MINOR MICRO; do
             sed -n "s/^#define WIRESHARK_VERSION_$w \([0-9]*\).*/\1/p" "$full/wireshark/ws_version.h"
           done | paste -sd.)
  case $wsver in "$v".*) ;; *) die "$suite has Wireshark $wsver, not $v" ;; esac
  closure "$full" > "$tmp/list-$v"
  dest=$here/wireshark-headers/$v
  rm -rf "$dest"
  mkdir -p "$dest"
  (cd "$full" && while read -r f; do
     mkdir -p "$dest/$(dirname "$f")" && cp -p "$f" "$dest/$f"
   done) < "$tmp/list-$v"
  {
    echo "Wireshark $wsver headers: the closure used by quakeshark's build, unchanged, from"
    echo "Debian $suite ($arch):"
    for p in $got; do echo "  $p $(dpkg-deb -f "$a"/debs/${p}_*.deb Version)"; done
    echo "Regenerate with scripts/vendor-headers.sh $v."
  } > "$dest/SOURCE"
  echo "   $(wc -l < "$tmp/list-$v") of $(find "$full/wireshark" -type f | wc -l) files," \
    "$(du -sk "$dest" | cut -f1) KiB, from $got $pkgver"
done
du -sh "$here/wireshark-headers"
echo "Check with: cargo test --release --test headers"
