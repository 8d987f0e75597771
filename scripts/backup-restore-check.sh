#!/usr/bin/env bash
# Proves the README's PostgreSQL backup and restore on a throwaway cluster: starts the product on a
# new database (migrations + demo data), creates a branch group through the API, pg_dump -Fc,
# pg_restore into another new database, drops the first, starts the product on the restored one and
# finds the group through the API (apps/server/test-ops/respaldo.test.ts). Also the README's
# installation: a new database with DEMO_DATA=false, create-admin, the sample imports of
# docs/ejemplos/, and the new administrator seeing the imported rows in Chromium
# (apps/server/test-ops/produccion.test.ts). Prints vitest's counts.
set -euo pipefail
cd "$(dirname "$0")/.."
export PG_PORT=${PG_PORT:-55433}
exec scripts/with-postgres.sh bash -c 'cd apps/server && npx vitest run --config test-ops/vitest.config.ts'
