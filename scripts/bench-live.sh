#!/usr/bin/env bash
# Live tables under load for docs/performance.md: server/examples/live_bench.rs
# (500 tables x 4 phones following their table, 20 edits a second for 60 s)
# against release `tableside` servers:
#   scripts/bench-live.sh [sqlite|postgres] [seconds]
# sqlite: one server on SQLite in a temporary directory; postgres: two servers
# on one throw-away PostgreSQL (scripts/with-postgres.sh), each table's phones
# spread over both.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mode=${1:-sqlite}
seconds=${2:-60}
if [ "$mode" = postgres ] && [ -z "${TABLESIDE_TEST_POSTGRES:-}" ]; then
  exec scripts/with-postgres.sh "$0" postgres "$seconds"
fi
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$HOME/.cache/tableside/target}
cargo build --release -p server --bin tableside --example live_bench
# Two thousand streams and their requests: more than a shell's usual 1,024 files.
ulimit -n 8192 2>/dev/null || true
data=$(mktemp -d)
pids=()
addrs=()
trap 'kill "${pids[@]}" 2>/dev/null || true; rm -rf "$data"' EXIT
start_server() {
  local port
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  LEPTOS_SITE_ADDR=127.0.0.1:$port "$@" \
    "$CARGO_TARGET_DIR/release/tableside" >>/tmp/tableside-live-bench.log 2>&1 &
  pids+=($!)
  addrs+=("127.0.0.1:$port")
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/v1/games" >/dev/null && return; sleep 0.1; done
  echo "a server did not start: /tmp/tableside-live-bench.log" >&2
  exit 1
}
if [ "$mode" = postgres ]; then
  start_server env DATABASE_URL="$TABLESIDE_TEST_POSTGRES"
  start_server env DATABASE_URL="$TABLESIDE_TEST_POSTGRES"
else
  start_server env TABLESIDE_DATA_DIR="$data"
fi
echo "== live tables on $mode, ${#pids[@]} server(s) (budget: p99 from an edit to every other phone <= 100 ms; no errors)"
"$CARGO_TARGET_DIR/release/examples/live_bench" "$(IFS=,; echo "${addrs[*]}")" "$(IFS=,; echo "${pids[*]}")" "$seconds"
