#!/bin/bash
# usage: timeout 200 unshare -n bash run_delay.sh NAME   (root; reads $R/jobs/NAME.env)
# NAME.env defines OUT SRV CLI [DELAY STIME CTIME SRVIN SRVDIR CLIDIR].
# The client runs in this (private) namespace at 10.77.0.1, the server in a second private
# namespace at 10.77.0.2; tapdelay.py joins them with a wire that delays every frame by DELAY ms
# in each direction (this kernel has no sch_netem). tshark captures on the server's end of the
# wire ($OUT) and on the client's end (${OUT%.pcapng}_clientside.pcapng). Engine output goes
# through tsline.py (epoch time + UTC time of day per line) into $R/logs/NAME/{srv,cli}.log.
R=${R:-/tmp/qrec2}
. $R/jobs/$1.env
L=$R/logs/$1; mkdir -p $L
ip link set lo up
unshare -n sleep 400 & NSPID=$!                 # holds the server namespace
sleep 0.5
NS="nsenter --net=/proc/$NSPID/ns/net"
python3 $R/tapdelay.py ${DELAY:-40} /proc/$NSPID/ns/net > $L/tapdelay.log 2>&1 & RP=$!
for i in $(seq 50); do grep -q ready $L/tapdelay.log && break; sleep 0.2; done
grep -q ready $L/tapdelay.log || { kill $NSPID; exit 1; }
$NS tshark -i qd0 -f udp -w "$OUT" -q > $L/tshark-server.log 2>&1 & TP=$!
tshark -i qd0 -f udp -w "${OUT%.pcapng}_clientside.pcapng" -q > $L/tshark-client.log 2>&1 & TC=$!
sleep 3
cd ${SRVDIR:-$R}
# timeout is exec'd by nsenter, so $L/srv.pid is the timeout process bounding the engine
eval "(${SRVIN:-true}; sleep ${STIME:-120}) | sh -c 'echo \$\$ > $L/srv.pid; exec $NS timeout -k 5 ${STIME:-120} stdbuf -oL $SRV' 2>&1 | python3 $R/tsline.py > $L/srv.log &"
sleep 3
cd ${CLIDIR:-$R}
eval "xvfb-run -n 177 -f $R/xauth.177 -s '-ac -screen 0 640x480x24' timeout -k 5 ${CTIME:-110} stdbuf -oL $CLI" 2>&1 | python3 $R/tsline.py > $L/cli.log
echo "client rc ${PIPESTATUS[0]}" > $L/rc
sleep 2; kill $(cat $L/srv.pid); sleep 3
kill $TP $TC; wait $TP $TC; kill $RP $NSPID
