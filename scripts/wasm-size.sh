#!/usr/bin/env bash
# The browser bundle's brotli size without building the server: the same cargo
# profile, wasm-bindgen and wasm-opt flags as `make build` (cargo-leptos), for
# trying a change to the wasm in a few minutes. Prints the brotli bytes of the
# wasm and of its JS glue. The figures in docs/performance.md come from `make build`.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/tableside/target}"
export PATH="$HOME/.cargo/bin:${TABLESIDE_TOOLS_DIR:-$HOME/.cache/tableside/tools}/node_modules/.bin:$PATH"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
cargo build --quiet --locked -p frontend --lib --profile wasm-release --target wasm32-unknown-unknown
wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name tableside \
  "$CARGO_TARGET_DIR/wasm32-unknown-unknown/wasm-release/frontend.wasm"
# The flags of [[workspace.metadata.leptos]] wasm-opt-features, read from Cargo.toml.
mapfile -t flags < <(grep '^wasm-opt-features' Cargo.toml | grep -o '"[^"]*"' | tr -d '"')
wasm-opt "${flags[@]}" -o "$out/opt.wasm" "$out/tableside_bg.wasm"
wasm=$(brotli --best --stdout "$out/opt.wasm" | wc -c)
js=$(brotli --best --stdout "$out/tableside.js" | wc -c)
echo "wasm ${wasm} B brotli, JS glue ${js} B brotli (unminified)"
