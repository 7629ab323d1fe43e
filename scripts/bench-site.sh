#!/usr/bin/env bash
# The site's figures for docs/performance.md: first-visit bytes, hydration time on
# a slowed phone, then load and soak (scripts/load-test.sh). Needs `make build`.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The one file make build writes: the server with the site inside.
SERVER_BIN=${SERVER_BIN:-$PWD/target/tableside}
ADDR=${BENCH_ADDR:-127.0.0.1:3223}
LEPTOS_SITE_ADDR=$ADDR "$SERVER_BIN" >/tmp/tableside-bench.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "http://$ADDR/" >/dev/null && break; sleep 0.1; done

echo "== first visit, bytes as sent (budgets: total <= 200 KB, wasm <= 150 KB, HTML+CSS <= 30 KB)"
python3 scripts/measure-size.py "http://$ADDR" / "/catan/setup?players=4&seed=SIZE1" \
    "/citadels/setup?players=5&seed=SIZE1" "/card-city/setup?players=2&seed=SIZE1" \
    "/city-council/setup?players=4&seed=SIZE1" "/gentes/setup?players=3&seed=SIZE1" \
    "/catan/score?players=4" /gentes/score
echo "== hydration of a Catan setup page (budget: 1.5 s)"
node scripts/hydration-timing.mjs "http://$ADDR" "/catan/setup?players=4&seed=TIMING" 5
kill $server
wait $server 2>/dev/null || true
trap - EXIT
echo "== load and soak (budgets: >= 2,000 req/s and p99 < 20 ms; >= half the static rate; no errors; memory growth <= 20%)"
scripts/load-test.sh
