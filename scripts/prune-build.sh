#!/usr/bin/env bash
# Keeps the shared build directory from filling the disk. Every rebuild of a
# test or binary leaves a new `name-<hash>` executable in debug/deps beside the
# old ones (tens of GB after a few days here), and rustc's incremental caches
# pile up per crate and feature set. Keeps the newest executable of each name
# and the incremental caches used in the last day; anything removed is rebuilt
# when needed.
set -euo pipefail
target="${CARGO_TARGET_DIR:-$HOME/.cache/tableside/target}"
for profile in debug release; do
  deps="$target/$profile/deps"
  [ -d "$deps" ] || continue
  find "$deps" -maxdepth 1 -type f -executable -regextype posix-extended \
    -regex '.*/[A-Za-z0-9_]+-[0-9a-f]{16}' -printf '%T@ %p\n' |
    sort -rn |
    awk '{ name = substr($2, 1, length($2) - 17); if (seen[name]++) print $2 }' |
    xargs -r rm -f
  if [ -d "$target/$profile/incremental" ]; then
    find "$target/$profile/incremental" -mindepth 1 -maxdepth 1 -mtime +0 -exec rm -rf {} +
  fi
done
