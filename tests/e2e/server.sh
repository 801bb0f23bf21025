#!/usr/bin/env bash
# Starts the built server (the demo) on a fresh, seeded database for the browser tests.
set -euo pipefail
port="$1"
# A fixed place per port, so journeys can set up what only time makes (a visit in the past).
dir="${TMPDIR:-/tmp}/mabinti-e2e-$port"
rm -rf "$dir" && mkdir -p "$dir"
export DATABASE_URL="file:$dir/e2e.db" MEDIA_DIR="$dir/media" PORT="$port" HOST=127.0.0.1 OUTBOX_VIEWER=true RATE_LIMIT_SCALE="${RATE_LIMIT_SCALE:-20}" PASSWORD_WORK="${PASSWORD_WORK:-10}" SITE_URL="http://127.0.0.1:$port" DARAJA_EMULATOR_DELAY_MS="${DARAJA_EMULATOR_DELAY_MS:-400}"
# Pushes go to the push-service emulator (playwright.config.ts starts it on push_port), over https:
# the server accepts its endpoints and trusts its test authority (emulators/push-tls/README.md).
push_port="${2:-}"
if [ -n "$push_port" ]; then
  NODE_EXTRA_CA_CERTS="$(npx tsx emulators/push-tls/trust.ts)"
  export NODE_EXTRA_CA_CERTS PUSH_SERVICE_EXTRA="https://127.0.0.1:$push_port"
fi
npx tsx scripts/db-setup.ts
exec node --import tsx scripts/demo.ts
