#!/usr/bin/env bash
# Keeps the shared build directory from filling the disk. Every rebuild of a
# test or binary leaves a new `name-<hash>` executable in <profile>/deps beside
# the old ones (tens of GB after a few days here), and rustc's incremental
# caches pile up per crate and feature set. Keeps the newest executable of each
# name (and any still hard-linked as a target's output, such as the server
# binary the tests run) and the incremental caches used in the last day;
# anything removed is rebuilt when needed.
set -euo pipefail
target="${CARGO_TARGET_DIR:-$HOME/.cache/tableside/target}"
# The server's target directory and the browser's (scripts/build-site.sh).
for profile_dir in "$target"/*/ "${TABLESIDE_BROWSER_TARGET_DIR:-$target-browser}"/*/; do
  deps="${profile_dir}deps"
  if [ -d "$deps" ]; then
    find "$deps" -ignore_readdir_race -maxdepth 1 -type f -executable -links 1 \
      -regextype posix-extended -regex '.*/[A-Za-z0-9_]+-[0-9a-f]{16}' -printf '%T@\t%p\0' |
      sort -z -rn |
      awk -v RS='\0' -v ORS='\0' -F '\t' \
        '{ name = substr($2, 1, length($2) - 17); if (seen[name]++) print $2 }' |
      xargs -0 -r rm -f
  fi
  if [ -d "${profile_dir}incremental" ]; then
    find "${profile_dir}incremental" -ignore_readdir_race -mindepth 1 -maxdepth 1 -mtime +0 \
      -exec rm -rf {} +
  fi
done
