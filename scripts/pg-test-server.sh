#!/usr/bin/env bash
# Throwaway PostgreSQL 15 cluster for tests (PGlite serialises every transaction, so concurrency
# claims need a real server). `npx jest` starts one itself on a free port and removes it after
# (scripts/jest-pg-setup.mjs); to keep one across runs:
#   eval "$(scripts/pg-test-server.sh start)"   # exports TEST_DATABASE_URL, which jest then uses
#   npx jest --selectProjects server
#   scripts/pg-test-server.sh stop              # stops it and deletes its folder
# Env: PG_TEST_PORT (default 54329), PG_TEST_DIR (default $TMPDIR/wallet-pg-test-<port>),
#      PG_BIN (default /usr/lib/postgresql/15/bin).
set -euo pipefail

PORT="${PG_TEST_PORT:-54329}"
DIR="${PG_TEST_DIR:-${TMPDIR:-/tmp}/wallet-pg-test-$PORT}"
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
URL="postgres://postgres@127.0.0.1:$PORT/postgres"

log() { echo "pg-test-server: $*" >&2; }

# initdb refuses to run as root, so the cluster belongs to the postgres OS user then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

ensure_binaries() {
  [ -x "$PG_BIN/initdb" ] && return
  log "PostgreSQL server binaries not found in $PG_BIN; installing the postgresql package"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
  if [ ! -x "$PG_BIN/initdb" ]; then
    # Another Debian release ships another major version; use the newest one installed.
    local found
    found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
    [ -n "$found" ] || { log "no PostgreSQL server binaries after install"; exit 1; }
    log "using $found (PostgreSQL 15 not available)"
    PG_BIN="$found"
  fi
}

running() {
  [ -f "$DIR/data/postmaster.pid" ] && as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" status >/dev/null 2>&1
}

start() {
  ensure_binaries
  if running; then
    log "already running on port $PORT ($DIR)"
  else
    rm -rf "$DIR"
    mkdir -p "$DIR"
    [ "$(id -u)" = 0 ] && chown postgres: "$DIR"
    as_owner "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --no-locale >"$DIR/initdb.log" 2>&1 \
      || { cat "$DIR/initdb.log" >&2; exit 1; }
    as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
      -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >&2 \
      || { cat "$DIR/server.log" >&2; exit 1; }
    log "started PostgreSQL on 127.0.0.1:$PORT ($DIR)"
  fi
  echo "export TEST_DATABASE_URL=$URL"
}

stop() {
  if [ -d "$DIR/data" ]; then
    ensure_binaries
    as_owner "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >&2 || true
  fi
  rm -rf "$DIR"
  log "stopped and removed $DIR"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  status) if running; then echo "running: $URL"; else echo "not running"; exit 1; fi ;;
  *) echo "usage: $0 start|stop|status" >&2; exit 2 ;;
esac
