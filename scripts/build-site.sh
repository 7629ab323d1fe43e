#!/usr/bin/env bash
# Builds the site and the server with nothing but what the workspace compiles
# and three prebuilt tools (issue 63): no cargo-leptos. What cargo-leptos did
# for this project, step by step:
#   - the pages' wasm: the `frontend` crate (app with `hydrate`), its JS glue
#     (minified) and wasm-opt's passes (scripts/build-wasm.sh);
#   - the CSS: style/main.css for the browsers of browserslist's `defaults`,
#     minified (lightningcss);
#   - public/ copied to the site's root;
#   - the server, release, without default features.
# Then the phone's wasm (scripts/build-phone-wasm.sh) and the site's files
# precompressed.
# The built files keep plain names: the server names them by their content
# when it loads the site (server/src/site.rs), so the build reads nothing of
# where the server will listen.
#
# The browser's half and the server build at the same time, in target
# directories of their own (cargo holds one build at a time per directory).
# Each wasm ends in a single-threaded step (link-time optimisation, one
# codegen unit, wasm-opt), and the server's crates each start with one (the
# compiler's front end) and end with the link: apart, the second core waits
# through them; together, the other build fills it (docs/performance.md).
#   scripts/build-site.sh SITE_ROOT
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
site_root="${1:?usage: build-site.sh SITE_ROOT}"
pkg="$site_root/pkg"
name=tableside
server_target="${CARGO_TARGET_DIR:-$root/target}"
browser_target="${TABLESIDE_BROWSER_TARGET_DIR:-$server_target-browser}"

build_browser() {
  export CARGO_TARGET_DIR="$browser_target"
  rm -rf "$pkg"
  "$root/scripts/build-wasm.sh" frontend "$pkg" "$name"
  lightningcss --minify --targets defaults "$root/style/main.css" -o "$pkg/$name.css"
  "$root/scripts/precompress.sh" "$pkg"
  cp -R "$root/public/." "$site_root/"
  "$root/scripts/build-phone-wasm.sh" "$site_root"
}

# A process and all it started: cargo's compilers too.
stop_tree() {
  local child
  for child in $(pgrep -P "$1" || true); do stop_tree "$child"; done
  kill "$1" 2>/dev/null || true
}

# Its lines marked, so that the two builds' progress can be told apart.
build_browser > >(sed -u 's/^/[browser] /') 2>&1 &
browser=$!
trap 'stop_tree $browser' EXIT
cargo build --locked --release -p server --bin tableside --no-default-features
if ! wait "$browser"; then
  echo "build-site.sh: the browser's half failed (its lines start with [browser])" >&2
  exit 1
fi
trap - EXIT
