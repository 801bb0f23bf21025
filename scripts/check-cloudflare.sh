#!/usr/bin/env bash
# Builds the Cloudflare Workers target and checks it in workerd (wrangler dev), as far as this
# machine allows:
# - the bundle passes `wrangler deploy --dry-run`;
# - the write journey (scripts/check-workers-journey.ts): sign-up, a listing with a photo through
#   the Images binding into the local R2 bucket, the package paid through the Daraja emulator
#   (whose callback reaches the Worker), a booking, read back, confirmed; a USSD booking by the
#   listing's dial code, every hop delivered twice; a booking in a WhatsApp chat, answered from
#   the request's waitUntil; the buyer's browser subscribed to push, and the seller's confirmation
#   pushed from the Worker to the push-service emulator, which checks and decrypts it; the listing
#   removed, its bookings cancelled;
# - the Cron Trigger's handler runs the sweep, and its due jobs: the journey's e-mails, queued for
#   a mail API (its emulator), go out only then (and its texts, outside quiet hours);
# - then, with the database gone, /api/health and a search answer 503.
# No libSQL server (sqld) or Turso can run here, so the database is a real libSQL file served
# over Hrana 2 (HTTP, JSON) by emulators/libsql-server.ts: the Worker reaches it through
# @libsql/client's web client, exactly as it would reach Turso.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build:cloudflare -- --silent
config=dist-cloudflare/server/wrangler.json
npx wrangler deploy --dry-run --config "$config" --outdir "$(mktemp -d)" > /tmp/mabinti-wrangler-dry-run.log 2>&1 \
  || { cat /tmp/mabinti-wrangler-dry-run.log; exit 1; }
echo "wrangler deploy --dry-run: ok"

port=${CF_PORT:-8799}
db_port=${CF_DB_PORT:-8798}
mpesa_port=${CF_MPESA_PORT:-8797}
sms_port=${CF_SMS_PORT:-8796}
mail_port=${CF_MAIL_PORT:-8795}
wa_port=${CF_WA_PORT:-8794}
push_port=${CF_PUSH_PORT:-8793}
dir=$(mktemp -d -t mabinti-workers-XXXX)
log=$(mktemp)
pids=()
cleanup() { for p in "${pids[@]}"; do kill -- -"$p" 2>/dev/null || true; done; }
trap cleanup EXIT

DATABASE_URL="file:$dir/workers.db" MEDIA_DIR="$dir/media" npx tsx scripts/db-setup.ts > /dev/null
setsid npx tsx emulators/libsql-server.ts --db "$dir/workers.db" --port "$db_port" --token check-token > "$dir/libsql.log" 2>&1 &
pids+=($!)
setsid npx tsx emulators/daraja.ts --port "$mpesa_port" --delay 300 > "$dir/daraja.log" 2>&1 &
pids+=($!)
setsid npx tsx emulators/africas-talking.ts --port "$sms_port" > "$dir/sms.log" 2>&1 &
pids+=($!)
setsid npx tsx emulators/mail-api.ts --port "$mail_port" > "$dir/mail.log" 2>&1 &
pids+=($!)
setsid npx tsx emulators/web-push.ts --port "$push_port" > "$dir/push.log" 2>&1 &
pids+=($!)
# The push service speaks https only: workerd (through wrangler) and the journey trust its test
# authority, after whatever extra authorities this machine already trusts (emulators/push-tls).
NODE_EXTRA_CA_CERTS="$(npx tsx emulators/push-tls/trust.ts)"
export NODE_EXTRA_CA_CERTS
eval "$(npx tsx scripts/push-keys.ts | grep '^VAPID_\(PUBLIC\|PRIVATE\)_KEY=' | sed 's/^/export /')"
setsid npx wrangler dev --config "$config" --ip 127.0.0.1 --port "$port" --test-scheduled \
  --var "DATABASE_URL:http://127.0.0.1:$db_port" --var DATABASE_AUTH_TOKEN:check-token \
  --var "MPESA_BASE_URL:http://127.0.0.1:$mpesa_port" --var MPESA_CONSUMER_KEY:emulator-key \
  --var MPESA_CONSUMER_SECRET:emulator-secret --var MPESA_SHORTCODE:174379 --var MPESA_PASSKEY:emulator-passkey \
  --var AT_USERNAME:sandbox --var AT_API_KEY:emulator-at-key --var "AT_BASE_URL:http://127.0.0.1:$sms_port" \
  --var AT_USSD_KEY:workers-check-ussd-key \
  --var WHATSAPP_TOKEN:emulator-whatsapp-token --var WHATSAPP_PHONE_NUMBER_ID:100200300 \
  --var WHATSAPP_APP_SECRET:emulator-app-secret --var "WHATSAPP_API_URL:http://127.0.0.1:$wa_port/v23.0" \
  --var "VAPID_PUBLIC_KEY:$VAPID_PUBLIC_KEY" --var "VAPID_PRIVATE_KEY:$VAPID_PRIVATE_KEY" \
  --var VAPID_SUBJECT:mailto:check@mabinti.example --var "PUSH_SERVICE_EXTRA:https://127.0.0.1:$push_port" \
  --var MAIL_API_KEY:emulator-mail-key --var "MAIL_API_URL:http://127.0.0.1:$mail_port/emails" \
  --var "SITE_URL:http://127.0.0.1:$port" --persist-to "$dir/wrangler" \
  --log-level warn --show-interactive-dev-session=false > "$log" 2>&1 &
pids+=($!)

for _ in $(seq 1 120); do
  curl -fs -o /dev/null "http://127.0.0.1:$port/about" && curl -fs -o /dev/null -H "Authorization: Bearer check-token" "http://127.0.0.1:$db_port/health" && break
  kill -0 "${pids[5]}" 2>/dev/null || { cat "$log"; exit 1; }
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
expect /api/health 200 '"database":"ok"'
expect /api/services/pets 404 'Unknown category'
expect '/api/services/search?query=' 400 'No search query provided.'
# Slot times come from Intl with the Africa/Nairobi zone, which workerd must know.
expect "/api/slots?date=$(date -u -d '+2 days' +%F)" 200 'T07:00:00+03:00'
CF_WA_PORT="$wa_port" CF_PUSH_PORT="$push_port" CF_DB_PORT="$db_port" npx tsx scripts/check-workers-journey.ts "http://127.0.0.1:$port" || fail "the write journey"
# The journey's e-mails go from the requests that queued them (their waitUntil), not the next
# Cron run (decision 033); texts too, outside quiet hours.
for _ in $(seq 1 40); do grep -q "mails accepted" "$dir/mail.log" && break; sleep 0.25; done
grep -q "mails accepted" "$dir/mail.log" || fail "no e-mail went out after the requests that queued them (job deliver-message)"
# wrangler dev --test-scheduled runs the Worker's scheduled() for this address: the sweep, the net.
curl -fs -o /dev/null "http://127.0.0.1:$port/cdn-cgi/handler/scheduled?cron=*+*+*+*+*" \
  || curl -fs -o /dev/null "http://127.0.0.1:$port/__scheduled?cron=*+*+*+*+*" \
  || fail "the Cron Trigger's handler"
! grep -q "sweep failed" "$log" || fail "the sweep"
texts=$(grep -c "texts accepted" "$dir/sms.log" || true)
for _ in $(seq 1 40); do grep -q "pushes received" "$dir/push.log" && break; sleep 0.25; done
grep -q "pushes received" "$dir/push.log" || fail "no push reached the push service"
echo "workerd push -> ok: $(tail -1 "$dir/push.log"), each checked (VAPID) and decrypted by the emulator"
echo "workerd scheduled (sweep: payments, holds, due jobs) -> ok; job deliver-message ran after its requests, $(tail -1 "$dir/mail.log"), texts delivered: $texts (texts wait out 21:00-08:00 Nairobi)"

# The database out of reach: an honest 503, not a 500.
kill -- -"${pids[0]}"
expect /api/health 503 '"database":"unavailable"'
expect '/api/services/search?query=hair' 503 'temporarily unavailable'
echo "Not run here: Turso itself (its Hrana server is stood in for by emulators/libsql-server.ts),"
echo "and R2's S3 endpoint for presigned video uploads (the URL's form is checked in unit tests)."
echo "Cloudflare target: ok"
