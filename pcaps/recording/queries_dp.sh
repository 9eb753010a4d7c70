# DarkPlaces server queries on loopback (root, in a private network namespace):
#   B=<folder with id1 and rec/progs.dat> timeout 90 unshare -n sh queries_dp.sh
# Python answers are printed; the capture is $B/dp-queries.pcapng.
ip link set lo up
tshark -i lo -f udp -w $B/dp-queries.pcapng -q 2>/dev/null & TP=$!
sleep 3
timeout 40 /usr/games/darkplaces-server -basedir $B -game rec -port 26000 +sv_protocolname DP7 +deathmatch 1 +hostname quakeshark-test +map lqdm2 > $B/srv.log 2>&1 &
SP=$!
sleep 8
quakestat -xonotics 127.0.0.1:26000 -R -P > $B/qstat1.txt 2>&1
python3 - <<'PY'
import socket, time
s=socket.socket(socket.AF_INET,socket.SOCK_DGRAM); s.settimeout(2)
for m in [b"\xff\xff\xff\xffgetinfo qsA1b2", b"\xff\xff\xff\xffgetstatus qsC3d4", b"\xff\xff\xff\xffgetinfo"]:
    time.sleep(2.5); s.sendto(m,("127.0.0.1",26000))
    try: print(s.recvfrom(4096))
    except Exception as e: print(e)
PY
sleep 1
kill $SP; sleep 1; kill $TP; wait $TP 2>/dev/null
