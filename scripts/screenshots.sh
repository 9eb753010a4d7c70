#!/bin/sh
# Regenerates the README's screenshots: runs the real Wireshark GUI headless (Xvfb) with the
# freshly built plugin (target/release) and the Quake profile (profiles/Quake), opens captures
# from pcaps/, selects and expands packets with xdotool and saves PNGs with ImageMagick.
#   scripts/screenshots.sh [output folder, default docs/img] [shot.png ...]
# (naming shots makes only those)
# Needs the Debian packages wireshark-qt, xvfb, xdotool and imagemagick (installed when missing
# and run as root). Like scripts/tshark-dev, it uses a private configuration folder (your own
# profiles and preferences are not read or changed), and runs Wireshark as 'nobody' when root,
# since Wireshark ignores WIRESHARK_PLUGIN_DIR as root.
#
# Shots:
#   q2-packet-list.png    Quake II session, Quake profile, svc_frame 101 resolved against frame 100
#   nq-entity-update.png  FitzQuake session, an entity update expanded with its resolved state
#   quake-profile.png     NetQuake 15 session: the profile's columns and colours
#   quake-stats.png       QuakeWorld session: Statistics > Quake > Messages and bytes
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-$here/docs/img}
[ $# -gt 0 ] && shift
only=" $* "
me=screenshots.sh
die() { echo "$me: $*" >&2; exit 1; }

need=""
for c in wireshark:wireshark-qt Xvfb:xvfb xdotool:xdotool import:imagemagick xwininfo:x11-utils; do
  command -v "${c%%:*}" >/dev/null || need="$need ${c#*:}"
done
if [ -n "$need" ]; then
  [ "$(id -u)" = 0 ] || die "missing:$need (apt-get install$need)"
  echo "$me: installing$need"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need fonts-dejavu-core >/dev/null
fi
so=$here/target/release/libquakeshark.so
[ -f "$so" ] || (cd "$here" && cargo build --release)
ver=$(tshark --version | sed -n '1s/.* \([0-9]*\.[0-9]*\)\.[0-9]*.*/\1/p')

tmp=$(mktemp -d /tmp/quakeshark-shots.XXXXXX)
xvfb=""
ws=""
cleanup() {
  [ -n "$ws" ] && kill "$ws" 2>/dev/null || true
  [ -n "$xvfb" ] && kill "$xvfb" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
mkdir -p "$tmp/plugins/$ver/epan" "$tmp/config" "$tmp/home" "$tmp/run" "$out"
cp "$so" "$tmp/plugins/$ver/epan/quakeshark.so"
cp -R "$here/profiles" "$tmp/config/profiles"
w=1600 h=900
cat > "$tmp/config/recent_common" <<EOF
gui.geometry_main_x: 0
gui.geometry_main_y: 0
gui.geometry_main_width: $w
gui.geometry_main_height: $h
gui.geometry_main_maximized: TRUE
privs.warn_if_elevated: FALSE
privs.warn_if_no_npf: FALSE
gui.last_used_profile: Quake
EOF
for p in "$tmp/config" "$tmp/config/profiles/Quake"; do
  printf 'gui.byte_view_show: FALSE\ngui.statusbar_show: TRUE\n' >> "$p/recent"
done
chmod -R a+rwX "$tmp"
chmod 700 "$tmp/run"

display=":$(( $$ % 200 + 100 ))"
Xvfb "$display" -screen 0 "${w}x${h}x24" -nolisten tcp -ac >/dev/null 2>&1 &
xvfb=$!
sleep 2
kill -0 "$xvfb" 2>/dev/null || die "Xvfb did not start on $display"
export DISPLAY="$display"

as_user() {
  if [ "$(id -u)" = 0 ]; then
    chown 65534:65534 "$tmp/run"
    exec setpriv --reuid=65534 --regid=65534 --clear-groups env HOME="$tmp/home" "$@"
  else
    exec env HOME="$tmp/home" "$@"
  fi
}

# shot <png> <capture> <frame> <keys after focusing the packet details, or ""> [stats]
# With "stats", opens Statistics > Quake > Messages and bytes instead (the menu's last entry) and
# shoots its dialog, sorted by count.
shot() {
  png=$1 capture=$2 frame=$3 keys=$4 what=${5:-}
  [ "$only" = "  " ] || case $only in *" $png "*) ;; *) return 0 ;; esac
  [ "$(id -u)" = 0 ] && chown 65534:65534 "$tmp/run"
  cp "$here/pcaps/$capture" "$tmp/input" && chmod a+r "$tmp/input"
  as_user env DISPLAY="$display" WIRESHARK_PLUGIN_DIR="$tmp/plugins" \
    WIRESHARK_CONFIG_DIR="$tmp/config" XDG_RUNTIME_DIR="$tmp/run" QT_QPA_PLATFORM=xcb \
    wireshark -C Quake -r "$tmp/input" -g "$frame" >"$tmp/ws.log" 2>&1 &
  ws=$!
  win=""
  # the main window is titled after the file once it is loaded
  for _ in $(seq 1 120); do
    win=$(xdotool search --onlyvisible --name "^input" 2>/dev/null | head -n 1 || true)
    [ -n "$win" ] && break
    sleep 1
  done
  [ -n "$win" ] || { cat "$tmp/ws.log" >&2; die "no Wireshark window for $capture"; }
  # no window manager: size and place it ourselves
  xdotool windowmove "$win" 0 0 windowsize "$win" "$w" "$h"
  sleep 5
  xdotool windowfocus "$win" 2>/dev/null || true
  if [ -n "$keys" ]; then
    # focus the packet details: click its first row (the frame), then navigate by keyboard
    eval "$(xdotool getwindowgeometry --shell "$win")"
    xdotool mousemove --window "$win" 200 $((HEIGHT * 60 / 100)) click 1
    sleep 0.5
    # shellcheck disable=SC2086
    xdotool key --delay 200 $keys
    sleep 1
    xdotool mousemove 0 0
  fi
  if [ "$what" = stats ]; then
    # Statistics (Alt+S), Up wraps to the last entry (Quake), its submenu's only entry
    xdotool key alt+s; sleep 1; xdotool key Up; sleep 1; xdotool key Right; sleep 1
    xdotool key Return
    dlg=""
    for _ in $(seq 1 60); do
      dlg=$(xdotool search --onlyvisible --name "Messages and bytes" 2>/dev/null | head -n 1 || true)
      [ -n "$dlg" ] && break
      sleep 1
    done
    [ -n "$dlg" ] || { cat "$tmp/ws.log" >&2; die "no statistics dialog for $capture"; }
    xdotool windowmove "$dlg" 0 0 windowsize "$dlg" "$w" "$h"
    sleep 5
    # sort by Count, largest first: click the column's header twice
    xdotool mousemove --window "$dlg" ${STATS_COUNT_X:-357} 12 click 1
    sleep 1
    xdotool click 1
    sleep 2
    xdotool mousemove 0 0
  fi
  import -window root "$out/$png"
  # 256 colours are plenty for a GUI and keep the files small
  convert "$out/$png" -colors 256 "PNG8:$out/$png"
  echo "$me: $out/$png ($capture, frame $frame)"
  kill "$ws" 2>/dev/null || true
  wait "$ws" 2>/dev/null || true
  ws=""
  sleep 1
}

# Quake II: frame 248 is svc_frame 101, a delta from frame 100 (packet 244); open Quake II and
# the svc_frame message one level.
shot q2-packet-list.png yquake2_q2-34_yq2client_session.pcapng 248 \
  "Home End Right Down Down Down Down Down Down Down Down Right"
# NetQuake 666: frame 40, open NetQuake, then entity 1's update and its resolved state.
shot nq-entity-update.png quakespasm_nq666_qsclient_session.pcapng 40 \
  "Home End Right Down Down Down Down Down Down Down Down Down Right Down Down Down Down Down Down Down Right"
# The profile on a NetQuake 15 session: control packets (lilac), reliable data (green), the rest
# (blue); frame 28, a reliable signon message, opened.
shot quake-profile.png quakespasm_nq15_qsclient_session.pcapng 28 "Home End Right"
# Statistics > Quake > Messages and bytes on the mvdsv session (the README's -z quake.msg,tree
# example).
shot quake-stats.png mvdsv-ktx_qw28_ezquake_nopext_session.pcapng 1 "" stats
