#!/usr/bin/env bash
# Builds the setup digests (games/examples/golden_digest.rs) for wasm32, runs it in
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
    const count = instance.exports.golden_part_count();
    for (let i = 0; i < count; i++) {
      console.log(BigInt.asUintN(64, instance.exports.golden_part_digest(i)).toString());
    }
  });
' "$wasm")"
# The pinned file is "part digest" a line; wasm gives the digests in that order.
pinned="$(awk '{ print $2 }' "$root/games/tests/golden_digest.txt")"
if [ "$got" = "$pinned" ]; then
  echo "wasm32 setups match the native digests ($(wc -l <<<"$got") parts)"
else
  echo "wasm32 digests differ from the native ones:" >&2
  diff <(echo "$pinned") <(echo "$got") >&2
  exit 1
fi
