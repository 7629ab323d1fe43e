#!/usr/bin/env bash
# The browser bundle's brotli size without building the server: the pages' wasm
# built as `make build` builds it (scripts/build-wasm.sh), for trying a change
# to the wasm in a few minutes. Prints the brotli bytes of the wasm and of its
# JS glue. The figures in docs/performance.md come from `make build`.
set -euo pipefail
cd "$(dirname "$0")/.."
# The browser's own target directory, as `make build` uses it (build-site.sh).
server_target="${CARGO_TARGET_DIR:-$HOME/.cache/tableside/target}"
export CARGO_TARGET_DIR="${TABLESIDE_BROWSER_TARGET_DIR:-$server_target-browser}"
export PATH="$HOME/.cargo/bin:${TABLESIDE_TOOLS_DIR:-$HOME/.cache/tableside/tools}/node_modules/.bin:$PATH"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
scripts/build-wasm.sh frontend "$out" tableside >/dev/null 2>&1
wasm=$(brotli --best --stdout "$out/tableside_bg.wasm" | wc -c)
js=$(brotli --best --stdout "$out/tableside.js" | wc -c)
echo "wasm ${wasm} B brotli, JS glue ${js} B brotli (minified)"
