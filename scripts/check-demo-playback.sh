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
# - .dm2: yquake2's client, not in Debian 12: set YQ2_CLIENT to its `quake2` binary (its
#   ref_gl1.so beside it) and YQ2_BASEDIR to a folder whose baseq2/ holds yquake2's game.so,
#   the maps the sessions use and pics/colormap.pcx; skipped otherwise. This script never
#   fetches or builds an engine. yquake2 refuses to run as root (then it runs as nobody, so
#   YQ2_BASEDIR must be readable by nobody) and writes only under a scratch home here.
#   Played to the end when the demo server says "Server was killed." (the end of the file
#   ends the demo map: SV_DemoCompleted → killserver) with no ERROR or crash before it.
#   timedemo does not help here: the client resets it (CL_FixCvarCheats) as soon as a demo
#   says maxclients > 1, as every session does, so a demo plays in real time (10 blocks a
#   second) and PLAYBACK_TIMEOUT must exceed the session's length; the "N frames, S seconds"
#   line appears only for single-player demos. allow_download 0: with data missing the client
#   would otherwise ask the demo server for every model and sound while the demo streams on,
#   and its prediction then runs before it has loaded the map (a crash in CM_HeadnodeForBox).
# Game data: the free LibreQuake data (QUAKE_DATA, default ../shared/gamedata/librequake/id1
# next to the repository). A session on a map the data lacks is reported as such, not as a
# failure of the demo. PLAYBACK_LOGS=DIR keeps each engine's console log there.
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
    secs=$n
    kill $pid 2>/dev/null
    # ezQuake may hang on its way out after SIGTERM
    for _ in 1 2 3 4 5; do kill -0 $pid 2>/dev/null || break; sleep 1; done
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    cat "$log.out" >>"$log" 2>/dev/null
}

verdict() { # name log [what to add to an end]
    name=$1; log=$2
    [ -n "${PLAYBACK_LOGS:-}" ] && mkdir -p "$PLAYBACK_LOGS" && cp "$log" "$PLAYBACK_LOGS/"
    err=$(grep -E "Host_Error|SV_Error|Sys_Error|Bad server message|Illegible|CL_ParseServerMessage|SZ_GetSpace|ERROR|^Error:|crashed!|Server crashed" "$log" | grep -v "couldn't exec\|gamma" | head -1)
    # QuakeSpasm/ezQuake "N frames S seconds", yquake2 "N frames, S seconds" or (multiplayer
    # demos, no timedemo) the demo server's end
    end=$(grep -E "[0-9]+ frames,? +[0-9.]+ seconds|^Server was killed" "$log" | head -1)
    missing=$(grep -E "not found|Couldn't load|couldn't load" "$log" | grep -iE "maps/|\.bsp" | head -1)
    if [ -n "$missing" ]; then
        printf '%-70s MISSING DATA: %s\n' "$name" "$missing"
    elif [ -n "$err" ]; then
        printf '%-70s FAILED: %s\n' "$name" "$err"
    elif [ -n "$end" ]; then
        printf '%-70s played to the end: %s%s\n' "$name" "$end" "${3:-}"
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
        # the demo goes to the client's write folder (XDG_DATA_HOME/YamagiQ2/baseq2), which
        # the game's file system searches too: YQ2_BASEDIR is only read
        H=$W/q2/home
        mkdir -p "$H/YamagiQ2/baseq2/demos"
        cp "$dir/$name.dm2" "$H/YamagiQ2/baseq2/demos/"
        chmod -R a+rwX "$H"
        log=$W/q2/$name.log
        as=""
        [ "$(id -u)" = 0 ] && as="setpriv --reuid=65534 --regid=65534 --clear-groups"
        # ref_soft would need pics/16to8.dat, which the generated game data lacks: gl1 on llvmpipe
        play "$log" "[0-9]+ frames, +[0-9.]+ seconds|Server was killed|^ERROR|^Error:|crashed!" \
            $as env HOME="$H" XDG_DATA_HOME="$H" "$YQ2_CLIENT" -datadir "$B" \
            +set vid_renderer gl1 +set s_initsound 0 +set vid_fullscreen 0 +set r_mode -1 \
            +set r_customwidth 320 +set r_customheight 240 +set allow_download 0 \
            +set timedemo 1 +demomap "$name.dm2"
        # the demo server reads one block a 100 ms frame: the time played tells that the whole
        # file was read (a short read ends a demo just as its end does)
        blocks=$(echo "$out" | sed -n 's/.* \([0-9][0-9]*\) blocks.*/\1/p' | head -1)
        verdict "$base.dm2 (yquake2)" "$log" " (after ${secs}s; ${blocks:-?} blocks)"
        ;;
    esac
done
