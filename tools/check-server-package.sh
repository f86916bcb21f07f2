#!/usr/bin/env bash
# Checks the club's package as a club gets it (docs/server.md "Deploying"):
#
#   tools/check-server-package.sh SERVER_DEB [CLI_DEB | CLI_BINARY]
#
# unpacks the server's .deb into a scratch root (dpkg-deb -x), checks its files (binary,
# config as a conffile, systemd unit), starts that binary with that config on a scratch
# database (only the port and the database given on the command line), asks /healthz (with
# curl and with the binary's own `healthcheck`, the container's check) and / (the browser
# page), plays a whole game on it between two of the CLI's bots (camelot-cli online bot,
# from the CLI's .deb, by default the one beside the server's), stops it with SIGTERM and
# checks it exited cleanly with the game stored (`camelot-server export`). About 2 s.
set -euo pipefail

fail() { echo "check-server-package: $*" >&2; exit 1; }
if [ $# -lt 1 ] || [ ! -f "$1" ]; then
  fail "usage: $0 SERVER_DEB [CLI_DEB | CLI_BINARY]"
fi
deb="$1"
# By default the CLI's .deb of the same version and architecture, beside the server's.
cli_from="${2:-$(dirname "$deb")/$(basename "$deb" | sed 's/^camelot-server_/camelot-cli_/')}"

scratch="$(mktemp -d)"
server_pid=""
cleanup() {
  [ -z "$server_pid" ] || kill -9 "$server_pid" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT
root="$scratch/root"

# The package's files, where a club's system gets them.
dpkg-deb -x "$deb" "$root"
server="$root/usr/bin/camelot-server"
config="$root/etc/camelot-server/config.toml"
unit="$root/usr/lib/systemd/system/camelot-server.service"
[ -x "$server" ] || fail "no /usr/bin/camelot-server in $deb"
[ -f "$config" ] || fail "no /etc/camelot-server/config.toml in $deb"
dpkg-deb -I "$deb" conffiles | grep -qx /etc/camelot-server/config.toml \
  || fail "the config is not a conffile (an upgrade would overwrite a club's edits)"
for line in 'ExecStart=/usr/bin/camelot-server --config /etc/camelot-server/config.toml' \
  User=camelot-server StateDirectory=camelot-server NoNewPrivileges=yes ProtectSystem=strict \
  ProtectHome=yes PrivateTmp=yes ReadWritePaths=/var/lib/camelot-server; do
  grep -qx "$line" "$unit" || fail "the unit lacks $line"
done
case "$cli_from" in
  *.deb) dpkg-deb -x "$cli_from" "$root"; cli="$root/usr/bin/camelot-cli" ;;
  *) cli="$cli_from" ;;
esac
[ -x "$cli" ] || fail "no camelot-cli at $cli (give the CLI's .deb or binary)"

# The shipped config as it is; the port and the database on the command line, which win.
db="$scratch/camelot.db"
"$server" --config "$config" --listen 127.0.0.1:0 --db "$db" \
  >"$scratch/stdout" 2>"$scratch/log" &
server_pid=$!
for _ in $(seq 100); do
  grep -q '^listening on ws://' "$scratch/stdout" && break
  kill -0 "$server_pid" 2>/dev/null || { cat "$scratch/log" >&2; fail "the server did not start"; }
  sleep 0.1
done
addr="$(sed -n 's|^listening on ws://||p' "$scratch/stdout")"
[ -n "$addr" ] || fail "no 'listening on' line in 10 s"

# /healthz says ok once the hub has committed its first heartbeat (within a second of the start).
healthy=no
for _ in $(seq 50); do
  curl -fsS "http://$addr/healthz" 2>/dev/null | grep -q '^ok' && { healthy=yes; break; }
  sleep 0.1
done
[ "$healthy" = yes ] || fail "/healthz did not answer ok: $(curl -sS "http://$addr/healthz")"
"$server" healthcheck --listen "$addr" >/dev/null || fail "camelot-server healthcheck failed"
curl -fsS "http://$addr/" | grep -qi '^<!doctype html>' || fail "/ is not the browser page"

# A whole game between two bots, each signing up and playing one game to its end.
for name in Ann Bob; do
  timeout 120 "$cli" online bot --server "ws://$addr" --name "$name" --level beginner \
    --ms 5 --games 1 >"$scratch/$name.out" 2>"$scratch/$name.err" &
done
bots_ok=yes
for job in $(jobs -p); do
  [ "$job" = "$server_pid" ] || wait "$job" || bots_ok=no
done
[ "$bots_ok" = yes ] || { cat "$scratch"/*.err >&2; fail "a bot did not finish its game"; }
game="$(cat "$scratch/Ann.out")"
[ "$game" = "$(cat "$scratch/Bob.out")" ] || fail "the bots saw different games: $game"
echo "check-server-package: played $game"

# SIGTERM, as systemd stops it: a clean exit, the game in the database.
kill -TERM "$server_pid"
status=0
wait "$server_pid" || status=$?
server_pid=""
[ "$status" = 0 ] || { tail -n 5 "$scratch/log" >&2; fail "exit status $status after SIGTERM"; }
"$server" export --db "$db" --out "$scratch/games" >/dev/null
[ "$(ls "$scratch/games" | wc -l)" = 1 ] || fail "the game was not stored"
echo "check-server-package: ok ($(basename "$deb"): config, unit, /healthz, /, a game, SIGTERM)"
