#!/usr/bin/env bash
# Builds the wasm of pages drawn on the phone, one per purpose (issue 63), into
# the site beside the pages' wasm, with the same profile, JS glue (wasm-glue)
# and wasm-opt passes (scripts/build-wasm.sh): the offline dealer (the `dealer`
# crate: a setup page dealt with no network) as /dealer/dealer.js and
# /dealer/dealer_bg.wasm, the dice panel (the `dice-panel` crate) as
# /dice/dice.js and /dice/dice_bg.wasm, and the round caller (the
# `round-caller` crate) as /rounds/rounds.js and /rounds/rounds_bg.wasm
# (app::PhoneWasm names them).
#   scripts/build-phone-wasm.sh SITE_ROOT
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
site_root="${1:?usage: build-phone-wasm.sh SITE_ROOT}"

for wasm in dealer:dealer dice-panel:dice round-caller:rounds; do
  crate="${wasm%%:*}" name="${wasm##*:}"
  out="$site_root/$name"
  rm -rf "$out"
  "$root/scripts/build-wasm.sh" "$crate" "$out" "$name"
  "$root/scripts/precompress.sh" "$out"
done
