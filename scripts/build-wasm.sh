#!/usr/bin/env bash
# Builds one of the workspace's browser crates for the site: the crate for
# wasm32 with the `wasm-release` profile, its JS glue by the workspace's
# `wasm-glue` (the wasm-bindgen library at the lock file's version: no CLI to
# install), minified by esbuild, then wasm-opt's passes. The passes are the list
# `wasm-opt-features` in Cargo.toml, read from there, so every wasm (the
# pages', the dealer's) and an optional `cargo leptos watch` get the same ones.
#   scripts/build-wasm.sh CRATE OUT_DIR OUT_NAME
# Writes OUT_DIR/OUT_NAME.js and OUT_DIR/OUT_NAME_bg.wasm.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
crate="${1:?usage: build-wasm.sh CRATE OUT_DIR OUT_NAME}"
out="${2:?usage: build-wasm.sh CRATE OUT_DIR OUT_NAME}"
name="${3:?usage: build-wasm.sh CRATE OUT_DIR OUT_NAME}"
target_dir="${CARGO_TARGET_DIR:-$root/target}"

# The wasm names the files of its panic messages: written relative to the
# workspace and to cargo's home, the same source makes the same bytes wherever
# it is cloned (added to .cargo/config.toml's flags: cargo merges the lists).
cargo_home="${CARGO_HOME:-$HOME/.cargo}"
cargo build --locked -p "$crate" --lib --profile wasm-release --target wasm32-unknown-unknown \
  --config "target.wasm32-unknown-unknown.rustflags = ['--remap-path-prefix=$root=.', '--remap-path-prefix=$cargo_home=~/.cargo']"
mkdir -p "$out"
# The dev profile: it compiles in about half a minute on a fresh machine, where
# release took 77 s, and glues a wasm in about a second, where release took 0.3.
cargo build --locked --quiet -p wasm-glue
"$target_dir/debug/wasm-glue" "$target_dir/wasm32-unknown-unknown/wasm-release/${crate//-/_}.wasm" "$out" "$name"
esbuild "$out/$name.js" --minify --log-level=warning --outfile="$out/$name.js" --allow-overwrite
mapfile -t passes < <(grep '^wasm-opt-features' "$root/Cargo.toml" | grep -o '"[^"]*"' | tr -d '"')
[ "${#passes[@]}" -gt 0 ] || { echo "no wasm-opt-features in Cargo.toml" >&2; exit 1; }
wasm-opt "${passes[@]}" "$out/${name}_bg.wasm" -o "$out/${name}_bg.wasm"
