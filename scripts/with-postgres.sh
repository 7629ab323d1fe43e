#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL: a new cluster in a temporary
# directory, on a free loopback port, removed afterwards whatever happens.
# The command finds it at $TABLESIDE_TEST_POSTGRES (a postgres:// URL).
#   scripts/with-postgres.sh cargo test -p store -- --include-ignored
set -euo pipefail

bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$bin/initdb" ] || { echo "PostgreSQL is missing: scripts/install-tools.sh test installs it" >&2; exit 1; }

# initdb refuses to run as root: the cluster belongs to the postgres user then.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

dir="$(mktemp -d /tmp/tableside-pg.XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
cleanup() {
  as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
as_owner "$bin/initdb" -D "$dir/data" -U tableside --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off -c max_connections=200" start >/dev/null ||
  { cat "$dir/server.log" >&2; exit 1; }
as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U tableside tableside

export TABLESIDE_TEST_POSTGRES="postgres://tableside@127.0.0.1:$port/tableside"
echo "[postgres] throw-away cluster on 127.0.0.1:$port"
"$@"
