#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a loopback port, for the team library's tests against a real
# PostgreSQL (CI runs them; `npm test` alone runs them on SQLite only).
#   bash scripts/postgres-cluster.sh start   → prints the URL to use as PROCMEM_TEST_POSTGRES
#   bash scripts/postgres-cluster.sh stop
# Installs Debian's postgresql when missing. The cluster lives in .tmp/postgres and is owned by
# the `postgres` system user (PostgreSQL refuses to run as root).
set -euo pipefail
cd "$(dirname "$0")/.."
say() { printf '\033[1m[postgres]\033[0m %s\n' "$*" >&2; }
SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then SUDO="sudo"; fi
PORT=${PROCMEM_PG_PORT:-54329}
DIR="$PWD/.tmp/postgres"

bin() {
  local b
  b=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
  [ -n "$b" ] && echo "$b"
}

# Runs a command as the cluster's owner (as root: the postgres user; otherwise ourselves).
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    if [ -z "$(bin)" ]; then
      say "installing Debian's postgresql"
      $SUDO apt-get update -qq
      DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
    fi
    BIN=$(bin)
    as_owner "$BIN/pg_ctl" -D "$DIR/data" stop -m immediate >/dev/null 2>&1 || true
    rm -rf "$DIR" && mkdir -p "$DIR"
    if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; fi
    as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
      -o "-p $PORT -c listen_addresses=127.0.0.1 -k $DIR -c max_connections=200" start >/dev/null
    say "a throwaway cluster on 127.0.0.1:$PORT ($DIR)"
    echo "postgres://postgres@127.0.0.1:$PORT/postgres"
    ;;
  stop)
    BIN=$(bin) || exit 0
    as_owner "$BIN/pg_ctl" -D "$DIR/data" stop -m fast >/dev/null 2>&1 || true
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
