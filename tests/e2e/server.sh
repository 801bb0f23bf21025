#!/usr/bin/env bash
# Starts the built server (the demo) on a fresh, seeded database for the browser tests.
set -euo pipefail
port="$1"
dir="$(mktemp -d -t mabinti-e2e-XXXX)"
export DATABASE_URL="file:$dir/e2e.db" MEDIA_DIR="$dir/media" PORT="$port" HOST=127.0.0.1 OUTBOX_VIEWER=true RATE_LIMIT_SCALE="${RATE_LIMIT_SCALE:-20}" SITE_URL="http://127.0.0.1:$port" DARAJA_EMULATOR_DELAY_MS="${DARAJA_EMULATOR_DELAY_MS:-400}"
npx tsx scripts/db-setup.ts
exec node --import tsx scripts/demo.ts
