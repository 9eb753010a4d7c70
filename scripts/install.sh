#!/bin/sh
# Builds the plugin and installs it where the running Wireshark looks for it.
#   scripts/install.sh [--global] [--uninstall]
# Default is the per-user folder; --global uses the system one (needs root).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
usage() { echo "usage: $0 [--global] [--uninstall]"; }

scope=user
action=install
for arg in "$@"; do
  case $arg in
    --global) scope=global ;;
    --uninstall) action=uninstall ;;
    -h|--help) usage; exit 0 ;;
    *) usage >&2; exit 2 ;;
  esac
done

command -v tshark >/dev/null || { echo "install.sh: tshark not found (apt-get install tshark)" >&2; exit 1; }
# Ask the Wireshark that will load the plugin, not the headers: plugins only load into the
# major.minor they were built for, and the folder is named after it.
ver=$(tshark --version 2>/dev/null | sed -n '1s/^[^0-9]*\([0-9][0-9]*\.[0-9][0-9]*\).*/\1/p')
[ -n "$ver" ] || { echo "install.sh: cannot read the version from 'tshark --version'" >&2; exit 1; }

if [ "$scope" = global ]; then
  plugindir=$(pkg-config --variable=plugindir wireshark) || {
    echo "install.sh: pkg-config does not know wireshark (apt-get install libwireshark-dev)" >&2; exit 1; }
  # Debian's plugindir already ends in the version (.../plugins/4.0); others may not.
  case $plugindir in
    */"$ver") dir="$plugindir/epan" ;;
    *) dir="$plugindir/$ver/epan" ;;
  esac
else
  dir="$HOME/.local/lib/wireshark/plugins/$ver/epan"
fi
dest="$dir/quakeshark.so"

if [ "$action" = uninstall ]; then
  if [ -e "$dest" ]; then rm -f "$dest"; echo "Removed $dest"; else echo "Not installed: $dest"; fi
  exit 0
fi

# build.rs builds against the pkg-config (or vendored) headers; catch a mismatch with the
# running Wireshark here, since Wireshark would otherwise just skip the plugin with a warning.
built=${QUAKESHARK_WS_HEADERS:-$(pkg-config --modversion wireshark 2>/dev/null | sed -n 's/^\([0-9]*\.[0-9]*\).*/\1/p')}
if [ -n "$built" ] && [ "$built" != "$ver" ]; then
  echo "install.sh: building against Wireshark $built headers, but tshark is $ver" >&2; exit 1
fi

cd "$here"
cargo build --release
so="${CARGO_TARGET_DIR:-target}/release/libquakeshark.so"
mkdir -p "$dir"
# Copy then rename: overwriting a .so in place can crash a Wireshark that has it mapped.
cp "$so" "$dest.tmp.$$"
chmod 644 "$dest.tmp.$$"
mv -f "$dest.tmp.$$" "$dest"
echo "Installed $dest (Wireshark $ver)"
if [ "$scope" = user ]; then
  echo "Note: Wireshark ignores personal plugins when run as root; use --global for root's tshark."
fi
