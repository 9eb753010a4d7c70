#!/bin/bash
# usage: run.sh NAME  (reads /tmp/rec/jobs/NAME.env defining OUT SRV CLI [STIME CTIME SRVIN EXTRA SRVDIR CLIDIR])
. /tmp/rec/jobs/$1.env
L=/tmp/rec/logs/$1; mkdir -p $L
ip link set lo up
tshark -i lo -f udp -w "$OUT" -q > $L/tshark.log 2>&1 & TP=$!
sleep 3
cd ${SRVDIR:-/tmp/rec}
if [ -n "$SRVIN" ]; then
  eval "($SRVIN; sleep 200) | timeout -k 5 ${STIME:-120} stdbuf -oL $SRV" > $L/srv.log 2>&1 & SP=$!
else
  eval "timeout -k 5 ${STIME:-120} stdbuf -oL $SRV" > $L/srv.log 2>&1 & SP=$!
fi
sleep 3
[ -n "$EXTRA" ] && (eval "$EXTRA" > $L/extra.log 2>&1 &)
cd ${CLIDIR:-/tmp/rec}
eval "xvfb-run -n 99 -f /tmp/rec/xauth.99 -s '-ac -screen 0 640x480x24' timeout -k 5 ${CTIME:-110} stdbuf -oL $CLI" > $L/cli.log 2>&1
echo "client rc $?" > $L/rc
sleep 1; pkill -P $SP; kill $SP; sleep 2; kill $TP; wait $TP
