#!/bin/sh
# Run by scripts/test-bare.sh --personal as root inside the bare chroot, after scripts/setup.sh
# (which installed the plugin globally): a personal install as the normal user 'player'.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
id player >/dev/null 2>&1 || useradd -m player
rm -rf /home/player/quakeshark
cp -R "$here" /home/player/quakeshark
rm -rf /home/player/quakeshark/target
chown -R player:player /home/player/quakeshark
as_player() { su player -c "cd ~/quakeshark && $1"; }

echo "== personal install beside the global one: install.sh must warn"
as_player 'sh scripts/install.sh' > /tmp/personal1.log 2>&1 || { cat /tmp/personal1.log; exit 1; }
cat /tmp/personal1.log
grep -q "WARNING: quakeshark is also installed globally" /tmp/personal1.log ||
  { echo "test-bare-personal: no duplicate warning" >&2; exit 1; }

echo "== without the global copy"
sh "$here/scripts/install.sh" --global --uninstall
as_player 'sh scripts/install.sh' > /tmp/personal2.log 2>&1 || { cat /tmp/personal2.log; exit 1; }
cat /tmp/personal2.log
if grep -q WARNING /tmp/personal2.log; then echo "test-bare-personal: unexpected warning" >&2; exit 1; fi
as_player 'tshark -G plugins' | grep "^quakeshark.so.*/home/player/.local/lib/wireshark/plugins/.*/epan/quakeshark.so"
test -f /home/player/.config/wireshark/profiles/Quake/preferences
as_player 'tshark -C Quake -r pcaps/quakespasm_nq666_qsclient_session.pcapng -Y "frame.number == 36"' | tee /tmp/personal3.log
grep -q "FitzQuake" /tmp/personal3.log || { echo "test-bare-personal: -C Quake without the Dialect column" >&2; exit 1; }
echo "test-bare-personal: passed"
