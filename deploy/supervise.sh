#!/usr/bin/env bash
# For a host without systemd (a container): what deploy/mabinti.service does, in a shell loop.
# Runs the migrations, then the server, and starts the server again a second after it ends, for
# whatever reason, until this script itself is stopped (SIGTERM or SIGINT stops both).
# Usage, from the project folder: MABINTI_MODE=production … bash deploy/supervise.sh
# SUPERVISE_PIDFILE, if set, is kept holding the running server's process id.
set -uo pipefail
cd "$(dirname "$0")/.."
node=node_modules/.bin/node
[ -x "$node" ] || node=node
child=""
stop() {
  [ -n "$child" ] && kill -TERM "$child" 2>/dev/null && wait "$child"
  exit 0
}
trap stop TERM INT
"$node" --import tsx scripts/db-setup.ts || exit 1
while true; do
  "$node" --import tsx functions/platform/node-server.ts &
  child=$!
  [ -n "${SUPERVISE_PIDFILE:-}" ] && echo "$child" >"$SUPERVISE_PIDFILE"
  wait "$child"
  echo "supervise: the server ended (status $?); starting it again in 1 s" >&2
  sleep 1
done
