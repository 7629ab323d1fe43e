#!/usr/bin/env bash
# Installs whatever is missing to build Tableside (with `test`, to test it; with
# `bench`, also the load generator for `make bench`).
# Safe to run again: each step checks first and skips what is already there.
#   scripts/install-tools.sh build   wasm target, wasm-opt, lightningcss, esbuild
#   scripts/install-tools.sh test    the above, plus rustfmt/clippy, Chromium, PostgreSQL, Playwright
set -euo pipefail

mode="${1:-build}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools_dir="${TABLESIDE_TOOLS_DIR:-$HOME/.cache/tableside/tools}"
export PATH="$HOME/.cargo/bin:$tools_dir/node_modules/.bin:$PATH"

# Versions: wasm-opt from npm's binaryen (Debian's v108 emits wasm that current
# browsers reject); the CSS and JS minifiers from npm too, as prebuilt binaries.
# No cargo-leptos (issue 63): compiling it took 13.6 of a fresh machine's 25
# minutes, and scripts/build-site.sh does what it did for this project. No
# wasm-bindgen CLI either: the workspace's `wasm-glue` links its library.
binaryen_version="132.0.0"
lightningcss_version="1.33.0"
esbuild_version="0.28.2"

say() { printf '\033[1m[tools]\033[0m %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "need root to run: $*" >&2; return 1
  fi
}

ensure_rust_parts() {
  local installed
  installed="$(rustup target list --installed)"
  grep -qx wasm32-unknown-unknown <<<"$installed" || { say "adding wasm32 target"; rustup target add wasm32-unknown-unknown; }
  if [ "$mode" != build ]; then
    for component in rustfmt clippy; do
      rustup component list --installed | grep -q "^$component" || rustup component add "$component"
    done
  fi
}

# The npm package `name` at `version` in the tools directory.
has_npm_package() {
  local manifest="$tools_dir/node_modules/$1/package.json"
  [ -f "$manifest" ] && [ "$(node -p "require('$manifest').version")" = "$2" ]
}

# wasm-opt, lightningcss and esbuild: prebuilt, from npm, in seconds.
ensure_web_tools() {
  has_npm_package binaryen "$binaryen_version" &&
    has_npm_package lightningcss-cli "$lightningcss_version" &&
    has_npm_package esbuild "$esbuild_version" && return
  say "installing wasm-opt, lightningcss and esbuild (npm) into $tools_dir"
  mkdir -p "$tools_dir"
  npm install --prefix "$tools_dir" --no-audit --no-fund --loglevel=error \
    "binaryen@$binaryen_version" "lightningcss-cli@$lightningcss_version" "esbuild@$esbuild_version"
}

ensure_brotli() {
  command -v brotli >/dev/null && return
  say "installing brotli (Debian package), to precompress the site"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq brotli
}

ensure_chromium() {
  command -v chromium >/dev/null && return
  say "installing Chromium (Debian package)"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium
}

# Chinese pages are looked at in screenshots (scripts/screenshots.mjs): without
# a CJK font Chromium draws every Han character as a box.
ensure_cjk_fonts() {
  dpkg-query -W -f='${Status}' fonts-noto-cjk 2>/dev/null | grep -q "install ok installed" && return
  say "installing fonts-noto-cjk (Debian package), so screenshots show Chinese"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq fonts-noto-cjk
}

ensure_wrk() {
  command -v wrk >/dev/null && return
  say "installing wrk (Debian package), the load generator of make bench"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq wrk
}

# The storage tests run against a real PostgreSQL (a throw-away cluster that
# scripts/with-postgres.sh starts); Debian's package brings initdb and pg_ctl.
ensure_postgresql() {
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && return
  say "installing PostgreSQL (Debian package), for the storage tests"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql
}

# docs/deploy.md's nginx block is checked through the real proxy (make test:
# scripts/proxy_check.py); Debian's smallest nginx is enough.
ensure_nginx() {
  command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] && return
  say "installing nginx-light (Debian package), to check the proxy block of docs/deploy.md"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq nginx-light
}

# docs/deploy.md's units are checked by systemd's own verify (make test:
# scripts/unit_check.py); a container without systemd lacks it.
ensure_systemd_analyze() {
  command -v systemd-analyze >/dev/null && return
  say "installing systemd (Debian package), for systemd-analyze verify of the docs' units"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq systemd
}

ensure_end2end_packages() {
  local stamp="$root/end2end/node_modules/.installed-lock"
  if [ -f "$stamp" ] && cmp -s "$stamp" "$root/end2end/package-lock.json"; then return; fi
  say "installing end2end packages (Playwright without its browser download)"
  (cd "$root/end2end" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
  cp "$root/end2end/package-lock.json" "$stamp"
}

ensure_rust_parts
ensure_brotli
ensure_web_tools
if [ "$mode" = test ] || [ "$mode" = bench ]; then
  ensure_chromium
  ensure_cjk_fonts
  ensure_postgresql
  ensure_nginx
  ensure_systemd_analyze
  ensure_end2end_packages
fi
if [ "$mode" = bench ]; then
  ensure_wrk
fi
say "ready: $(wasm-opt --version), $(lightningcss --version), esbuild $(esbuild --version)"
