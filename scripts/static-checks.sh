#!/usr/bin/env bash
# The type check and the lint side by side: each keeps one of the two cores busy, so together they
# take about as long as the longer one. Each one's output is shown whole when it fails.
set -uo pipefail
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
npm run typecheck > "$logs/typecheck.log" 2>&1 &
typecheck=$!
npm run lint > "$logs/lint.log" 2>&1 &
lint=$!
failed=0
wait "$typecheck" || { cat "$logs/typecheck.log"; failed=1; }
wait "$lint" || { cat "$logs/lint.log"; failed=1; }
rm -rf "$logs"
[ "$failed" -eq 0 ] && echo "typecheck and lint: ok"
exit "$failed"
