#!/usr/bin/env bash
# The custody e2e server's PostgreSQL (the signer is a separate process, and PGlite is one
# process's): a throwaway cluster in a temp folder, run in the foreground so Playwright stops it
# with the other web servers. Usage: e2e/custodyPostgres.sh <port>
set -euo pipefail
PORT="$1"
PG_BIN="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)}"
DIR="$(mktemp -d "${TMPDIR:-/tmp}/wallet-e2e-pg-XXXXXX")"
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres: "$DIR"
as_owner "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 || { cat "$DIR/initdb.log" >&2; exit 1; }
ARGS=(-D "$DIR/data" -p "$PORT" -k "$DIR" -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50 -c log_min_messages=warning)
if [ "$(id -u)" = 0 ]; then exec runuser -u postgres -- "$PG_BIN/postgres" "${ARGS[@]}"; else exec "$PG_BIN/postgres" "${ARGS[@]}"; fi
