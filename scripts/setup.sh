#!/bin/sh
# One-shot set-up on Debian 12 as root: packages (and Rust from Debian if there is none), release
# build, global install of the plugin and the Quake profile, and a sample dissection of a real
# QuakeSpasm FitzQuake-666 session.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
sh scripts/deps.sh
cargo build --release
sh scripts/install.sh --global
echo
echo "== tshark -G plugins"
tshark -G plugins | grep quakeshark
echo
echo "== pcaps/quakespasm_nq666_qsclient_session.pcapng, frames 18-40, with the Quake profile's columns"
tshark -C Quake -r pcaps/quakespasm_nq666_qsclient_session.pcapng -Y "frame.number >= 18 && frame.number <= 40"
echo
echo "== frame 36 in full (svc_time, svc_clientdata, 17 entity updates with resolved state)"
tshark -r pcaps/quakespasm_nq666_qsclient_session.pcapng -Y "frame.number == 36" -O nq
