#!/bin/sh
# Plays the demos exported from the live sessions in pcaps/ (`tshark -z quake,demo,FILE`) in
# real engines, headless, and says per demo whether it played to the end without an error.
# Not part of the test suite (it needs the engines, Xvfb and game data; a minute or two).
#
#   sh scripts/check-demo-playback.sh [capture-substring]
#
# - .dem: QuakeSpasm (Debian `quakespasm`), `+timedemo` under Xvfb (software GL). Played to
#   the end when it prints its "N frames S seconds F fps" line with no Host_Error before it.
# - .qwd: ezQuake (Debian `ezquake`), `+timedemo` likewise; its console log (-condebug) is read.
# - .dm2: yquake2's client, not in Debian 12: set YQ2_CLIENT to its `quake2` binary and
#   YQ2_BASEDIR to a folder whose baseq2/ holds the maps the sessions use (and pics/colormap.pcx);
#   skipped otherwise. This script never fetches or builds an engine.
# Game data: the free LibreQuake data (QUAKE_DATA, default ../shared/gamedata/librequake/id1
# next to the repository). A session on a map the data lacks is reported as such, not as a
# failure of the demo.
set -u
cd "$(dirname "$0")/.."
ROOT=$(pwd)
ONLY=${1:-}
DATA=${QUAKE_DATA:-$ROOT/../shared/gamedata/librequake/id1}
[ -d "$DATA" ] || DATA=/work/shared/gamedata/librequake/id1
TIMEOUT=${PLAYBACK_TIMEOUT:-150}
W=$(mktemp -d /tmp/quakeshark-playback.XXXXXX)
chmod a+rwx "$W" # scripts/tshark-dev runs tshark as nobody under root
trap 'rm -rf "$W"' EXIT
[ -f target/release/libquakeshark.so ] || { echo "build first: cargo build --release"; exit 2; }

mkdir -p "$W/nq/rec" "$W/qw/qw"
ln -s "$DATA" "$W/nq/id1"
ln -s "$DATA" "$W/qw/id1"
[ -d /usr/share/games/ezquake ] && ln -s /usr/share/games/ezquake "$W/qw/ezquake"
chmod -R a+rwx "$W"

# one X server for all demos (software GL through Mesa's llvmpipe)
D=:$(( 90 + $$ % 9 ))
Xvfb "$D" -screen 0 640x480x24 -nolisten tcp >/dev/null 2>&1 &
XPID=$!
trap 'kill $XPID 2>/dev/null; rm -rf "$W"' EXIT
sleep 2
export DISPLAY=$D

# runs the engine (its output to $log unless it writes its own) until the log shows the end
# pattern (timedemo goes on to the startup demos otherwise) or the timeout; then ends it by
# its process id
play() { # log endpattern cmd...
    log=$1; pat=$2; shift 2
    "$@" >>"$log.out" 2>&1 &
    pid=$!
    n=0
    while kill -0 $pid 2>/dev/null && [ $n -lt "$TIMEOUT" ]; do
        if grep -qE "$pat" "$log" "$log.out" 2>/dev/null; then
            sleep 1
            break
        fi
        sleep 1
        n=$((n + 1))
    done
    kill $pid 2>/dev/null
    # ezQuake may hang on its way out after SIGTERM
    for _ in 1 2 3 4 5; do kill -0 $pid 2>/dev/null || break; sleep 1; done
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    cat "$log.out" >>"$log" 2>/dev/null
}

verdict() { # name log
    name=$1; log=$2
    err=$(grep -E "Host_Error|SV_Error|Sys_Error|Bad server message|Illegible|CL_ParseServerMessage|SZ_GetSpace|ERROR" "$log" | grep -v "couldn't exec\|gamma" | head -1)
    end=$(grep -E "[0-9]+ frames +[0-9.]+ seconds" "$log" | head -1)
    missing=$(grep -E "not found|Couldn't load|couldn't load" "$log" | grep -iE "maps/|\.bsp" | head -1)
    if [ -n "$missing" ]; then
        printf '%-70s MISSING DATA: %s\n' "$name" "$missing"
    elif [ -n "$err" ]; then
        printf '%-70s FAILED: %s\n' "$name" "$err"
    elif [ -n "$end" ]; then
        printf '%-70s played to the end: %s\n' "$name" "$end"
    else
        printf '%-70s FAILED: no end of timedemo (timeout %ss)\n' "$name" "$TIMEOUT"
    fi
}

for cap in pcaps/*_session.pcapng; do
    base=$(basename "$cap" .pcapng)
    case $base in *"$ONLY"*) ;; *) continue ;; esac
    case $base in
    *_nq*) ext=dem; dir=$W/nq/rec ;;
    *_qw28*) ext=qwd; dir=$W/qw/qw ;;
    *_q2-34*) ext=dm2; dir=$W/q2 ;;
    *) continue ;;
    esac
    mkdir -p "$dir"; chmod a+rwx "$dir"
    name=$(echo "$base" | tr -c 'A-Za-z0-9_\n' '_')
    out=$(scripts/tshark-dev -r "$cap" -q -z "quake,demo,$dir/$name.$ext" 2>/dev/null)
    if [ ! -f "$dir/$name.$ext" ]; then
        printf '%-70s not exported: %s\n' "$base.$ext" "$(echo "$out" | grep 'not written' | sed 's/.*not written: //' | head -1)"
        continue
    fi
    case $ext in
    dem)
        if echo "$out" | grep -q "plays only in a client with these extensions\|FTE's extension words"; then
            printf '%-70s not tried: FTE protocol extensions (plays in QuakeSpasm-Spiked/FTE, not QuakeSpasm)\n' "$base.dem"
            continue
        fi
        log=$W/nq/$name.log
        play "$log" "frames +[0-9.]+ seconds|Host_Error" stdbuf -oL /usr/games/quakespasm -basedir "$W/nq" -game rec -nosound -window -width 320 -height 240 +timedemo "$name"
        verdict "$base.dem (QuakeSpasm)" "$log"
        ;;
    qwd)
        log=$W/qw/qw/qconsole.log
        rm -f "$log"
        play "$log" "frames +[0-9.]+ seconds|Host_Error" /usr/lib/games/ezquake/ezquake -basedir "$W/qw" -nosound -condebug +vid_fullscreen 0 +vid_width 320 +vid_height 240 +timedemo "$name.qwd"
        cp "$log" "$W/qw/$name.log" 2>/dev/null
        verdict "$base.qwd (ezQuake)" "$W/qw/$name.log"
        ;;
    dm2)
        if [ -z "${YQ2_CLIENT:-}" ] || [ ! -x "${YQ2_CLIENT:-}" ]; then
            printf '%-70s skipped: set YQ2_CLIENT (yquake2 client binary) and YQ2_BASEDIR\n' "$base.dm2 (yquake2)"
            continue
        fi
        B=${YQ2_BASEDIR:?YQ2_BASEDIR: a folder with baseq2/}
        mkdir -p "$B/baseq2/demos"
        cp "$dir/$name.dm2" "$B/baseq2/demos/"
        log=$W/q2/$name.log
        play "$log" "frames +[0-9.]+ seconds|Error" "$YQ2_CLIENT" +set basedir "$B" +set vid_renderer soft +set s_initsound 0 +set vid_fullscreen 0 +set timedemo 1 +demomap "$name.dm2"
        verdict "$base.dm2 (yquake2)" "$log"
        ;;
    esac
done
