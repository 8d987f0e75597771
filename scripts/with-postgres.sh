#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL 15 cluster: initdb in a temporary folder, start on
# a private port and socket, export TEST_DATABASE_URL, run the command, stop and delete the cluster.
# Usage: scripts/with-postgres.sh npm test -w apps/server
set -euo pipefail

bin=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ -x "$bin/initdb" ] || { echo "PostgreSQL 15 no está instalado en $bin (apt-get install postgresql-15)" >&2; exit 1; }
port=${PG_PORT:-55432}
dir=$(mktemp -d /tmp/farmasi-pg.XXXXXX)
chmod 755 "$dir"

as_owner() {
  # initdb and postgres refuse to run as root: use the postgres system user then.
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = 0 ] && chown postgres "$dir"

cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_owner "$bin/initdb" -D "$dir/data" -U farmasi --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 \
  || { cat "$dir/initdb.log" >&2; exit 1; }
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

export TEST_DATABASE_URL="postgres://farmasi@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') en el puerto $port"
"$@"
