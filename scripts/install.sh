#!/bin/sh
# Builds the plugin for the Wireshark installed here and installs it where that Wireshark looks,
# with the "Quake" configuration profile (profiles/Quake/).
#   scripts/install.sh [--global] [--deps]      build and install (default: your personal folders)
#   scripts/install.sh [--global] --uninstall   remove the plugin and the Quake profile again
#   scripts/install.sh [--global] --profile-only [--uninstall]   only the profile, no build
# --global installs for everyone (needs root); --deps first installs the build's Debian packages
# (scripts/deps.sh, needs root). Afterwards `tshark -G plugins` lists quakeshark.so and
# `tshark -C Quake` (or the GUI's profile switcher, bottom right) uses the profile.
#
# Personal: the plugin goes to the "Personal Plugins" folder of `tshark -G folders` plus
# <major.minor>/epan/ (e.g. ~/.local/lib/wireshark/plugins/4.0/epan/quakeshark.so; the build's
# libquakeshark.so is renamed on the way), the profile to <Personal configuration>/profiles/Quake.
# Global: the "Global Plugins" folder and <Global configuration>/profiles/Quake. Other profiles
# are never touched. A plugin installed both globally and personally makes Wireshark load the
# global copy and complain about the other in a dialog at every start: this script says so.
#
# Wireshark loads a plugin only if it was built for its own major.minor (4.0, 4.4, 4.6, ...), so
# the version is read from the tshark that will load it, and the build must find the libwireshark
# of that same version through pkg-config (package libwireshark-dev).
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
me=install.sh
usage() { sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; }
die() { echo "$me: $*" >&2; exit 1; }

scope=user
action=install
deps=0
profile_only=0
for arg in "$@"; do
  case $arg in
    --global) scope=global ;;
    --uninstall) action=uninstall ;;
    --profile-only) profile_only=1 ;;
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
# The other scope's copies of the plugin: with a global and a personal one, Wireshark loads the
# global one and shows a dialog about the other.
plugin_in() { case $1 in */"$ver") echo "$1/epan/quakeshark.so" ;; *) echo "$1/$ver/epan/quakeshark.so" ;; esac; }
other_copies() {
  if [ "$scope" = user ]; then
    g=$(folder "Global Plugins")
    [ -n "$g" ] && [ -e "$(plugin_in "$g")" ] && plugin_in "$g"
  else
    # personal copies of the user who called sudo and of the accounts under /home
    for h in $( [ -n "${SUDO_USER:-}" ] && getent passwd "$SUDO_USER" | cut -d: -f6) /home/*; do
      p="$h/.local/lib/wireshark/plugins/$ver/epan/quakeshark.so"
      [ -e "$p" ] && echo "$p"
    done | sort -u
  fi
  return 0
}
warn_duplicates() {
  others=$(other_copies)
  [ -n "$others" ] || return 0
  if [ "$scope" = user ]; then
    echo "$me: WARNING: quakeshark is also installed globally:
  $others
  Wireshark loads that global copy, not $dest, and shows a dialog about the duplicate at every
  start. Remove one of them: sudo sh scripts/install.sh --global --uninstall (or --uninstall)." >&2
  else
    echo "$me: WARNING: personal copies of quakeshark exist:
$(printf '%s\n' "$others" | sed 's/^/  /')
  Wireshark, run by those users, loads the global copy and shows a dialog about the duplicate at
  every start. Remove them (as each user: sh scripts/install.sh --uninstall)." >&2
  fi
}

# The Quake configuration profile: <configuration folder>/profiles/Quake.
if [ "$scope" = global ]; then
  conf=$(folder "Global configuration")
  [ -n "$conf" ] || conf=/usr/share/wireshark
else
  conf=$(folder "Personal configuration")
  [ -n "$conf" ] || conf="${XDG_CONFIG_HOME:-$HOME/.config}/wireshark"
fi
profile="$conf/profiles/Quake"
install_profile() {
  mkdir -p "$profile"
  for f in "$here"/profiles/Quake/*; do
    n=$(basename "$f")
    # Wireshark writes a profile's files when its settings are changed in the GUI: keep those.
    if [ -e "$profile/$n" ] && ! cmp -s "$f" "$profile/$n"; then
      cp -p "$profile/$n" "$profile/$n.before-quakeshark"
      echo "Kept your previous $profile/$n as $n.before-quakeshark"
    fi
    cp "$f" "$profile/$n.tmp.$$" && chmod 644 "$profile/$n.tmp.$$" && mv -f "$profile/$n.tmp.$$" "$profile/$n"
  done
  echo "Installed the Quake profile in $profile (tshark -C Quake; GUI: Edit > Configuration Profiles, or the status bar)"
}
uninstall_profile() {
  if [ -d "$profile" ]; then rm -rf "$profile"; echo "Removed $profile"; else echo "Not installed: $profile"; fi
}

if [ "$action" = uninstall ]; then
  if [ "$profile_only" = 0 ]; then
    if [ -e "$dest" ]; then rm -f "$dest"; echo "Removed $dest"; else echo "Not installed: $dest"; fi
  fi
  uninstall_profile
  exit 0
fi
if [ "$profile_only" = 1 ]; then
  install_profile
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
install_profile
warn_duplicates

# Ask the same tshark whether it loads it now (personal plugins: as this user; see above).
listed=$(tshark -G plugins 2>/dev/null | grep "^quakeshark\.so" || true)
case $listed in
  *"$dest"*) echo "tshark -G plugins: $listed" ;;
  "") tshark -G plugins 2>&1 >/dev/null | grep -i quakeshark >&2 || true
      die "installed, but 'tshark -G plugins' does not list quakeshark.so; see README.md, Troubleshooting" ;;
  *) echo "tshark -G plugins: $listed"
     echo "$me: note: Wireshark loads another quakeshark.so (above), not $dest; remove one of them" >&2 ;;
esac
