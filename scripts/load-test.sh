#!/usr/bin/env bash
# Load and soak figures for docs/performance.md (not part of `make test`: timings
# depend on the machine). Starts the release server on its own port, then with wrk:
#   - static files (the stylesheet, the wasm, a 304 for the stylesheet), a Catan
#     setup page (static must reach 10x its rate), a score API call,
#     each asked for as a browser does (Accept-Encoding: br, gzip): requests/s and
#     p99 latency over LOAD_SECONDS at LOAD_CONNECTIONS (16: a busy café's worth);
#   - a soak: SOAK_SECONDS at SOAK_CONNECTIONS on the setup page, with the
#     server's resident memory before and after, and every non-2xx/3xx counted.
# Usage: scripts/load-test.sh   (after `make build`; wrk from Debian's packages)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# The one file make build writes: the server with the site inside.
SERVER_BIN=${SERVER_BIN:-$PWD/target/tableside}
ADDR=${LOAD_ADDR:-127.0.0.1:3222}
LOAD_SECONDS=${LOAD_SECONDS:-15}
LOAD_CONNECTIONS=${LOAD_CONNECTIONS:-16}
SOAK_SECONDS=${SOAK_SECONDS:-60}
SOAK_CONNECTIONS=${SOAK_CONNECTIONS:-256}
BASE="http://$ADDR"

command -v wrk >/dev/null || { echo "wrk is missing: sudo apt-get install wrk" >&2; exit 1; }
# Trusting the local proxy lets the saves' flood below come from many phones
# (an address of its own each, in X-Forwarded-For), as at many tables.
TABLESIDE_TRUSTED_PROXIES=127.0.0.1 LEPTOS_SITE_ADDR=$ADDR "$SERVER_BIN" >/tmp/tableside-load.log 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 50); do curl -sf "$BASE/" >/dev/null && break; sleep 0.1; done

css=$(curl -s "$BASE/" | grep -o '/pkg/[^"]*\.css' | head -1)
# The home page has no island: a scorepad's page names the wasm.
wasm=$(curl -s "$BASE/catan/score?players=3" | grep -o '/pkg/[^"]*\.wasm' | head -1)
css_etag=$(curl -sI -H "Accept-Encoding: br, gzip" "$BASE$css" | awk 'tolower($1) == "etag:" {print $2}' | tr -d '\r')
setup="/catan/setup?players=4&seed=LOAD1"
body=$(mktemp)
cat >"$body.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"players":[{"name":"Ann","settlements":4,"cities":2,"longest_road":true},{"name":"Bo","settlements":2,"cities":3,"vp_cards":2},{"name":"Cy","settlements":3,"cities":1}],"ended_by":1}'
LUA

rss_kib() { awk '/^VmRSS/ {print $2}' "/proc/$server/status"; }

# One wrk run: "<req/s> <p99>" plus any errors, from wrk's own report.
run() {
    local label=$1 seconds=$2 connections=$3
    shift 3
    local out
    # As a browser asks: compressed if the server can.
    out=$(wrk --latency -t2 -c"$connections" -d"${seconds}s" -H "Accept-Encoding: br, gzip" "$@")
    local rps p99 errors
    rps=$(awk '/^Requests\/sec/ {print $2}' <<<"$out")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
    errors=$(grep -E 'Non-2xx|Socket errors' <<<"$out" || true)
    printf '%-28s %10s req/s   p99 %8s   %s\n' "$label" "$rps" "$p99" "${errors:-no errors}"
    last_rps=$rps
    last_p99=$p99
}

echo "machine: $(nproc) cores, $(uname -sr); wrk 2 threads; server and wrk share the cores"
wrk -t2 -c32 -d3s "$BASE$setup" >/dev/null # warm up
run "static file ($css)" "$LOAD_SECONDS" "$LOAD_CONNECTIONS" "$BASE$css"
static_rps=$last_rps
run "static file (the wasm)" "$LOAD_SECONDS" "$LOAD_CONNECTIONS" "$BASE$wasm"
run "static, already cached (304)" "$LOAD_SECONDS" "$LOAD_CONNECTIONS" -H "If-None-Match: $css_etag" "$BASE$css"
run "setup page (Catan)" "$LOAD_SECONDS" "$LOAD_CONNECTIONS" "$BASE$setup"
page_rps=$last_rps
page_p99=$last_p99
awk -v s="$static_rps" -v p="$page_rps" 'BEGIN { printf "static file / Catan page: %.1fx (target >= 10x)\n", s / p }'
run "score API (Catan)" "$LOAD_SECONDS" "$LOAD_CONNECTIONS" -s "$body.lua" "$BASE/api/v1/games/catan/score"

# Costly requests bounded: 64 connections asking for 5-6 player boards whose
# balancing rules no search can meet (each a new seed, so nothing is
# remembered: every one is a full search or a 503), beside 16 connections of
# Catan pages; the pages' p99 should stay within 2x of their p99 alone (above).
cat >"$body.flood.lua" <<'LUA'
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init() n = 0; answered = 0; refused = 0 end
function request()
  n = n + 1
  -- A new seed each time (a seed is at most 16 letters and digits).
  local path = "/api/v1/games/catan/setup?players=6&max_resource_pip_deviation=2" ..
    "&keep=-2,0,hills,8;1,0,hills,8;-2,2,hills,6;2,-2,hills,6&seed=F" ..
    n .. "X" .. math.random(1, 99999)
  return wrk.format("GET", path)
end
function response(status)
  if status == 422 then answered = answered + 1 elseif status == 503 then refused = refused + 1 end
end
function done()
  local a, r = 0, 0
  for _, t in ipairs(threads) do a = a + t:get("answered"); r = r + t:get("refused") end
  io.write(string.format("flood: %d searched to the end (422), %d refused (503)\n", a, r))
end
LUA
to_ms() { awk -v t="$1" 'BEGIN { if (t ~ /us$/) print t / 1000; else if (t ~ /ms$/) print t + 0; else print t * 1000 }'; }
# beside NAME: 64 connections run "$body.NAME.lua" while the Catan page is
# timed; says what the script counted and the page's p99 against its p99 alone.
beside() {
  local name=$1 log
  log=$(mktemp)
  wrk --latency -t1 -c64 -d"$((LOAD_SECONDS + 4))s" -s "$body.$name.lua" "$BASE" >"$log" 2>&1 &
  local costly=$!
  sleep 2
  run "setup page beside the $name" "$LOAD_SECONDS" "$LOAD_CONNECTIONS" "$BASE$setup"
  wait $costly || true
  grep "^$name:" "$log" || cat "$log"
  awk -v a="$(to_ms "$page_p99")" -v b="$(to_ms "$last_p99")" -v name="$name" \
    'BEGIN { printf "page p99 beside the %s / alone: %.2fx (target <= 2x)\n", name, b / a }'
  rm -f "$log" "$body.$name.lua"
}
beside flood

# The floor the floods above are read against: 64 connections asking for the
# cheapest answer the server has (`/healthz`, no store, no search), each from
# a phone of its own, beside the same pages. On two cores shared with wrk,
# any flood costs the pages this much (the kernel's work for each request).
cat >"$body.healthz.lua" <<'LUA'
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init() n = 0; answered = 0 end
function request()
  n = n + 1
  wrk.headers["X-Forwarded-For"] = string.format("2001:db8:%x:%x::1", math.random(1, 65535), n % 65536)
  return wrk.format("GET", "/healthz")
end
function response(status) if status == 200 then answered = answered + 1 end end
function done()
  local a = 0
  for _, t in ipairs(threads) do a = a + t:get("answered") end
  io.write(string.format("healthz: %d answered\n", a))
end
LUA
beside healthz

# Costly saves bounded (issue 60): 64 connections saving scorepads opened from
# 6-player setups whose balancing rules no search can meet, each a new seed and
# play from a phone of its own (nothing remembered, no rate limit shared): the
# save draws the setup through the same pool (searched to the end: saved with
# its seed alone; or 503), beside 16 connections of Catan pages.
token=$(curl -s -X POST -H "Content-Type: application/json" -d '{"name":"Load"}' "$BASE/api/v1/groups" |
  sed -E 's/.*"token":"([^"]+)".*/\1/')
cat >"$body.saves.lua" <<LUA
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init() n = 0; saved = 0; refused = 0; other = 0 end
function request()
  n = n + 1
  local seed = "S" .. n .. "X" .. math.random(1, 99999)
  local pad = "game\\\\tcatan\\\\nnext\\\\t6"
  for seat = 0, 5 do
    pad = pad .. "\\\\nseat\\\\t" .. seat .. "\\\\tP" .. seat .. "\\\\nvalue\\\\tsettlements\\\\t2"
  end
  pad = pad .. "\\\\ntable\\\\tseed\\\\t" .. seed
  local query = "players=6&max_resource_pip_deviation=2" ..
    "&keep=-2,0,hills,8;1,0,hills,8;-2,2,hills,6;2,-2,hills,6&seed=" .. seed
  local body = '{"pad":"' .. pad .. '","played_at":"2026-11-28T20:00:00Z","setup_query":"' .. query .. '"}'
  local id = string.format("6f1c2d3e-4a5b-4c6d-8e7f-%012d", math.random(1, 999999999999))
  wrk.headers["Content-Type"] = "application/json"
  wrk.headers["X-Forwarded-For"] = string.format("2001:db8:%x:%x::1", math.random(1, 65535), n % 65536)
  return wrk.format("PUT", "/g/$token/plays/" .. id, nil, body)
end
function response(status)
  if status == 201 or status == 200 then saved = saved + 1
  elseif status == 503 then refused = refused + 1 else other = other + 1 end
end
function done()
  local a, r, o = 0, 0, 0
  for _, t in ipairs(threads) do a = a + t:get("saved"); r = r + t:get("refused"); o = o + t:get("other") end
  io.write(string.format("saves: %d saved, %d refused (503), %d other\n", a, r, o))
end
LUA
beside saves

# Memory at the soak's own concurrency first, so the growth measured is the soak's.
wrk -t2 -c"$SOAK_CONNECTIONS" -d10s "$BASE$setup" >/dev/null
before=$(rss_kib)
run "soak: setup page" "$SOAK_SECONDS" "$SOAK_CONNECTIONS" "$BASE$setup"
after=$(rss_kib)
echo "server memory (RSS): ${before} KiB before the soak, ${after} KiB after ($(( (after - before) * 100 / before ))% growth)"
rm -f "$body" "$body.lua"
