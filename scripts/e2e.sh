#!/usr/bin/env bash
# Starts the release server on a spare port, runs the Playwright suite against it,
# then stops the server with SIGTERM and checks it shut down cleanly. Arguments go
# to Playwright (scripts/e2e.sh tests/groups.spec.ts runs one file).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
server_bin="${SERVER_BIN:?set SERVER_BIN to the release server binary (make build: target/tableside)}"
# Without SITE_ROOT the server serves the site it carries (make build bundles it).
site_root="${SITE_ROOT:-}"
addr="${E2E_ADDR:-127.0.0.1:3111}"
log="$(mktemp -t tableside-e2e-server.XXXXXX.log)"
# The plays the tests save go to a database of their own, removed afterwards.
data_dir="$(mktemp -d -t tableside-e2e-data.XXXXXX)"

if [ -n "$site_root" ]; then
  compgen -G "$site_root/pkg/tableside*.js" >/dev/null || { echo "no built site in $site_root: run make build" >&2; exit 1; }
  export LEPTOS_SITE_ROOT="$site_root"
else
  unset LEPTOS_SITE_ROOT
fi

# Each test is a client of its own (end2end/tests/client.ts): it names its own
# address in X-Forwarded-For, which the server believes from 127.0.0.1 as a
# host's proxy. The rate limits themselves stay the defaults. Exported: a test
# that starts a server of its own starts it the same way.
export TABLESIDE_TRUSTED_PROXIES="127.0.0.1, ::1"
if grep -lE 'import \{[^}]*\btest\b[^}]*\} from "@playwright/test"' "$root"/end2end/tests/*.ts | grep -v '/client\.ts$'; then
  echo "these take test from @playwright/test: take it from ./client, so each test is a client of its own" >&2
  exit 1
fi

TABLESIDE_DATA_DIR="$data_dir" LEPTOS_SITE_ADDR="$addr" "$server_bin" >"$log" 2>&1 &
server_pid=$!
stop_server() { kill "$server_pid" 2>/dev/null || true; rm -rf "$data_dir"; }
trap stop_server EXIT

for _ in $(seq 1 100); do
  curl -fsS -o /dev/null "http://$addr/" 2>/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || { echo "server exited early:" >&2; cat "$log" >&2; exit 1; }
  sleep 0.2
done

status=0
# A test that kills and restarts a server starts its own from the same build.
(cd "$root/end2end" && BASE_URL="http://$addr" E2E_SERVER_BIN="$server_bin" \
  npx playwright test "$@") || status=$?

# Graceful shutdown: SIGTERM must end the server promptly with exit code 0.
kill -TERM "$server_pid"
for _ in $(seq 1 50); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$server_pid" 2>/dev/null; then
  echo "server did not stop within 5 s of SIGTERM" >&2; status=1
elif ! wait "$server_pid"; then
  echo "server exited non-zero after SIGTERM:" >&2; cat "$log" >&2; status=1
else
  echo "server stopped cleanly on SIGTERM"
fi
trap - EXIT
rm -rf "$data_dir"
exit "$status"
