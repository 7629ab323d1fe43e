#!/usr/bin/env bash
# Writes .br (brotli, quality 11) and .gz (gzip -9) beside each built JS, wasm and
# CSS file, so the server sends the smallest encoding without compressing per request.
set -euo pipefail
dir="${1:?usage: precompress.sh SITE_PKG_DIR}"
shopt -s nullglob
for file in "$dir"/*.js "$dir"/*.wasm "$dir"/*.css; do
  brotli --force --best --keep --output="$file.br" "$file"
  gzip --force --best --keep --no-name "$file"
done
