#!/usr/bin/env bash
# Builds the setup digest (games/examples/golden_digest.rs) for wasm32, runs it in
# Node, and compares it with the digest the native tests pin: a seed shared at the
# table must give the same setup in the browser as on the server.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
target_dir="${CARGO_TARGET_DIR:-$root/target}"
cargo build --quiet --locked --release -p games --example golden_digest --target wasm32-unknown-unknown
wasm="$target_dir/wasm32-unknown-unknown/release/examples/golden_digest.wasm"
got="$(node -e '
  const bytes = require("fs").readFileSync(process.argv[1]);
  WebAssembly.instantiate(bytes, {}).then(({ instance }) => {
    console.log(BigInt.asUintN(64, instance.exports.golden_digest()).toString());
  });
' "$wasm")"
pinned="$(tr -d "[:space:]" < "$root/games/tests/golden_digest.txt")"
if [ "$got" = "$pinned" ]; then
  echo "wasm32 setups match the native digest ($got)"
else
  echo "wasm32 digest $got differs from the native digest $pinned" >&2
  exit 1
fi
