#!/usr/bin/env bash
# Live tables under load for docs/performance.md: a release `tableside` on
# SQLite in a temporary directory, then server/examples/live_bench.rs (500
# tables x 4 phones following their table, 20 edits a second for 60 s).
#   scripts/bench-live.sh [seconds]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$HOME/.cache/tableside/target}
target=$CARGO_TARGET_DIR
cargo build --release -p server --bin tableside --example live_bench
# Two thousand streams and their requests: more than a shell's usual 1,024 files.
ulimit -n 8192 2>/dev/null || true
data=$(mktemp -d)
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
TABLESIDE_DATA_DIR=$data LEPTOS_SITE_ADDR=127.0.0.1:$port LEPTOS_SITE_ROOT=$PWD/target/site \
  "$target/release/tableside" >/tmp/tableside-live-bench.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/v1/games" >/dev/null && break; sleep 0.1; done
echo "== live tables (budget: p99 from an edit to every other phone <= 100 ms; no errors)"
"$target/release/examples/live_bench" "127.0.0.1:$port" "$server" "${1:-60}"
