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
#   - the phone's three wasm (scripts/build-phone-wasm.sh);
#   - the built files precompressed (pkg/ here, the phone's in their script).
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

# Each half in a process group of its own (job control on), so that stopping
# it stops all it started, cargo's compilers too.
set -m
# The browser's lines marked, so that the two builds' progress can be told apart.
build_browser > >(sed -u 's/^/[browser] /') 2>&1 &
browser=$!
cargo build --locked --release -p server --bin tableside --no-default-features &
server=$!
declare -A half=([$browser]="the browser's half (its lines start with [browser])" [$server]="the server's build")
stop_both() { kill -- "-$browser" "-$server" 2>/dev/null || true; }
# Stopped too when the build is (Ctrl-C reaches only this script's group).
trap stop_both EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
# The first to fail is said at once, and the other stopped.
while [ "${#half[@]}" -gt 0 ]; do
  status=0
  wait -n -p done "${!half[@]}" || status=$?
  if [ "$status" != 0 ]; then
    echo "build-site.sh: ${half[$done]} failed" >&2
    exit 1
  fi
  unset "half[$done]"
done
trap - EXIT INT TERM
