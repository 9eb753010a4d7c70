#!/bin/bash
# send F12 to the client window after $1 seconds
sleep $1
export DISPLAY=:99 XAUTHORITY=/tmp/rec/xauth.99
for i in 1 2 3 4 5 6 7 8; do
  for w in $(xdotool search --name . 2>/dev/null; xdotool search --class . 2>/dev/null); do
    n=$(xdotool getwindowname $w 2>/dev/null); [ -n "$n" ] && W=$w && break
  done
  [ -n "$W" ] && break; sleep 1
done
echo "window $W: $(xdotool getwindowname $W)"
xdotool windowfocus --sync $W 2>&1
xdotool mousemove --window $W 100 100
xdotool key --window $W F12; sleep 0.3; xdotool key F12
echo sent
