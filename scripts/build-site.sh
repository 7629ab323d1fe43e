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
# The built files keep plain names: the server names them by their content
# when it loads the site (server/src/site.rs), so the build reads nothing of
# where the server will listen.
#   scripts/build-site.sh SITE_ROOT
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
site_root="${1:?usage: build-site.sh SITE_ROOT}"
pkg="$site_root/pkg"
name=tableside

rm -rf "$pkg"
"$root/scripts/build-wasm.sh" frontend "$pkg" "$name"
lightningcss --minify --targets defaults "$root/style/main.css" -o "$pkg/$name.css"
cp -R "$root/public/." "$site_root/"
cargo build --locked --release -p server --bin tableside --no-default-features
