#!/usr/bin/env bash
# Proves the README's PostgreSQL backup and restore on a throwaway cluster: starts the product on a
# new database (migrations + demo data), creates a branch group through the API, pg_dump -Fc,
# pg_restore into another new database, drops the first, starts the product on the restored one and
# finds the group through the API (apps/server/test-ops/respaldo.test.ts; prints vitest's counts).
set -euo pipefail
cd "$(dirname "$0")/.."
export PG_PORT=${PG_PORT:-55433}
exec scripts/with-postgres.sh bash -c 'cd apps/server && npx vitest run --config test-ops/vitest.config.ts'
