#!/usr/bin/env bash
# Builds the offline dealer (the `dealer` crate: a setup page drawn in the
# browser with no network) into the site as /dealer/dealer.js and
# /dealer/dealer_bg.wasm, beside what `cargo leptos build` made, with the same
# wasm profile, wasm-bindgen and wasm-opt passes as the scorepad's wasm.
#   scripts/build-dealer.sh SITE_ROOT
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
site_root="${1:?usage: build-dealer.sh SITE_ROOT}"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
out="$site_root/dealer"

cargo build --locked -p dealer --lib --profile wasm-release --target wasm32-unknown-unknown
rm -rf "$out"
mkdir -p "$out"
wasm-bindgen --target web --no-typescript --out-dir "$out" \
  "$target_dir/wasm32-unknown-unknown/wasm-release/dealer.wasm"
# The passes Cargo.toml gives cargo-leptos for the scorepad's wasm.
wasm-opt -Oz --converge --low-memory-unused --enable-bulk-memory \
  --enable-nontrapping-float-to-int --strip-producers --strip-target-features \
  "$out/dealer_bg.wasm" -o "$out/dealer_bg.wasm"
"$root/scripts/precompress.sh" "$out"
