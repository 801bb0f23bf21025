#!/usr/bin/env bash
# Builds the Cloudflare Workers target and checks it in workerd, as far as this machine allows:
# the bundle passes `wrangler deploy --dry-run`, a prerendered page is served, the Hono API
# answers (booking slots in Nairobi time included), and an unreachable database gives a clean 503 (no Turso account is reachable here).
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build:cloudflare
config=dist-cloudflare/server/wrangler.json
npx wrangler deploy --dry-run --config "$config" --outdir "$(mktemp -d)" > /tmp/mabinti-wrangler-dry-run.log 2>&1 \
  || { cat /tmp/mabinti-wrangler-dry-run.log; exit 1; }
echo "wrangler deploy --dry-run: ok"

port=${CF_PORT:-8799}
log=$(mktemp)
setsid npx wrangler dev --config "$config" --ip 127.0.0.1 --port "$port" --var DATABASE_URL:http://127.0.0.1:9 \
  --log-level warn --show-interactive-dev-session=false > "$log" 2>&1 &
pid=$!
# wrangler starts workerd as a child: end the whole process group.
trap 'kill -- -$pid 2>/dev/null || true' EXIT

for _ in $(seq 1 120); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/about" && break
  kill -0 $pid 2>/dev/null || { cat "$log"; exit 1; }
  sleep 0.5
done

fail() { echo "Cloudflare check failed: $*"; cat "$log"; exit 1; }
expect() { # path status text
  body=$(curl -s -w '\n%{http_code}' "http://127.0.0.1:$port$1")
  status=${body##*$'\n'}
  [ "$status" = "$2" ] || fail "$1 answered $status, expected $2"
  grep -q "$3" <<<"$body" || fail "$1 did not contain '$3'"
  echo "workerd $1 -> $status ok"
}
expect /about 200 'Our mission'
expect /api/services/pets 404 'Unknown category'
expect '/api/services/search?query=' 400 'No search query provided.'
expect '/api/services/search?query=hair' 503 'temporarily unavailable'
# Slot times come from Intl with the Africa/Nairobi zone, which workerd must know.
expect "/api/slots?date=$(date -u -d '+2 days' +%F)" 200 'T07:00:00+03:00'
expect /api/health 503 '"database":"unavailable"'
echo "Cloudflare target: ok"
