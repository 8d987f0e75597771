#!/usr/bin/env bash
# Type checks every workspace. The contracts first (the others import them), then the server, the web
# and the e2e specs side by side: tsc uses one core, CI has two (docs/decisions/operaciones.md).
set -uo pipefail
cd "$(dirname "$0")/.."
tsc=node_modules/.bin/tsc
"$tsc" -p packages/contracts || exit 1
"$tsc" -p apps/server & servidor=$!
"$tsc" -p e2e & e2e=$!
"$tsc" -p apps/web
web=$?
wait "$servidor"; s=$?
wait "$e2e"; e=$?
[ "$web" -eq 0 ] && [ "$s" -eq 0 ] && [ "$e" -eq 0 ]
