#!/bin/sh
# Builds the plugin for the Wireshark installed here and installs it where that Wireshark looks.
#   scripts/install.sh [--global] [--deps]      build and install (default: your personal folder)
#   scripts/install.sh [--global] --uninstall   remove it again
# --global installs for everyone (needs root); --deps first installs the build's Debian packages
# (scripts/deps.sh, needs root). Afterwards `tshark -G plugins` lists quakeshark.so.
#
# Wireshark loads a plugin only if it was built for its own major.minor (4.0, 4.4, 4.6, ...), so
# the version is read from the tshark that will load it, and the build must find the libwireshark
# of that same version through pkg-config (package libwireshark-dev).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
me=install.sh
usage() { sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; }
die() { echo "$me: $*" >&2; exit 1; }

scope=user
action=install
deps=0
for arg in "$@"; do
  case $arg in
    --global) scope=global ;;
    --uninstall) action=uninstall ;;
    --deps) deps=1 ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

if [ "$deps" = 1 ]; then sh "$here/scripts/deps.sh"; fi
command -v tshark >/dev/null || die "tshark not found (Debian/Ubuntu: apt-get install tshark)"

# The running Wireshark's version and plugin folders, as it reports them itself.
ver=$(tshark --version 2>/dev/null | sed -n '1s/^[^0-9]*\([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p')
[ -n "$ver" ] || die "cannot read the version from 'tshark --version'"
folders=$(tshark -G folders 2>/dev/null || true)
folder() { printf '%s\n' "$folders" | sed -n "s/^$1:[[:space:]]*//p" | head -n 1; }
if [ "$scope" = global ]; then
  base=$(folder "Global Plugins")
  [ -n "$base" ] || base="$(pkg-config --variable=plugindir wireshark 2>/dev/null || true)"
else
  base=$(folder "Personal Plugins")
  [ -n "$base" ] || base="$HOME/.local/lib/wireshark/plugins"
fi
[ -n "$base" ] || die "cannot tell where Wireshark $ver looks for plugins ('tshark -G folders')"
# Wireshark 3.5+ prints the folder with the version appended; older layouts may not.
case $base in
  */"$ver") dir="$base/epan" ;;
  *) dir="$base/$ver/epan" ;;
esac
dest="$dir/quakeshark.so"

if [ "$action" = uninstall ]; then
  if [ -e "$dest" ]; then rm -f "$dest"; echo "Removed $dest"; else echo "Not installed: $dest"; fi
  exit 0
fi

if [ "$scope" = user ] && [ "$(id -u)" = 0 ]; then
  die "as root, Wireshark ignores personal plugins, so $dest would never load.
  Use --global, or run this script as the user who runs Wireshark."
fi

# The build links the libwireshark pkg-config finds and declares itself for that version.
linked=$(pkg-config --modversion wireshark 2>/dev/null | sed -n 's/^\([0-9]*\.[0-9]*\).*/\1/p') ||
  linked=""
[ -n "$linked" ] || die "pkg-config does not know wireshark: install the development files of
  Wireshark $ver (Debian/Ubuntu: apt-get install libwireshark-dev libglib2.0-dev clang libclang-dev
  pkg-config, or run with --deps as root)"
[ "$linked" = "$ver" ] || die "tshark is Wireshark $ver but pkg-config's libwireshark is $linked:
  a plugin built against $linked would not load. Install libwireshark-dev $ver (same package
  source as tshark), or point PKG_CONFIG_PATH at Wireshark $ver's wireshark.pc."
command -v cargo >/dev/null || die "cargo not found: run with --deps as root (installs Debian's rustc-web/cargo-web), or install Rust >= 1.85 with rustup"

echo "Building quakeshark for Wireshark $ver"
cd "$here"
cargo build --release
so="${CARGO_TARGET_DIR:-$here/target}/release/libquakeshark.so"
mkdir -p "$dir"
# Copy then rename: overwriting a .so in place can crash a Wireshark that has it mapped.
cp "$so" "$dest.tmp.$$"
chmod 644 "$dest.tmp.$$"
mv -f "$dest.tmp.$$" "$dest"
echo "Installed $dest"

# Ask the same tshark whether it loads it now (personal plugins: as this user; see above).
listed=$(tshark -G plugins 2>/dev/null | grep "^quakeshark\.so" || true)
case $listed in
  *"$dest"*) echo "tshark -G plugins: $listed" ;;
  "") tshark -G plugins 2>&1 >/dev/null | grep -i quakeshark >&2 || true
      die "installed, but 'tshark -G plugins' does not list quakeshark.so; see README.md, Troubleshooting" ;;
  *) echo "tshark -G plugins: $listed"
     echo "$me: note: Wireshark loads another quakeshark.so first (above); remove it or this one" >&2 ;;
esac
