# Tableside: two commands on a fresh machine.
#   make run    install what is missing, build in release mode, serve
#   make test   install what is missing, then format, lint, unit and browser tests
SHELL := /bin/bash

# Builds live outside the clone so a fresh clone (CI) reuses compiled dependencies.
export CARGO_TARGET_DIR ?= $(HOME)/.cache/tableside/target
TOOLS_DIR ?= $(HOME)/.cache/tableside/tools
export TABLESIDE_TOOLS_DIR := $(TOOLS_DIR)
export PATH := $(HOME)/.cargo/bin:$(TOOLS_DIR)/node_modules/.bin:$(PATH)

LEPTOS_SITE_ADDR ?= 127.0.0.1:3000
SITE_ROOT := $(CURDIR)/target/site
SERVER_BIN := $(CARGO_TARGET_DIR)/release/tableside
# The server with the site inside: the one file to deploy (docs/deploy.md).
BUNDLE := $(CURDIR)/target/tableside
# It is made from the server without its symbol table (121 MB to 36 MB): a
# panic's log line still names its file and line. The unstripped SERVER_BIN
# stays for profiling.
STRIPPED := $(CARGO_TARGET_DIR)/release/tableside-stripped

.PHONY: run test bench tools test-tools bench-tools build fmt-check lint unit deploy-check e2e

run: tools build
	LEPTOS_SITE_ADDR=$(LEPTOS_SITE_ADDR) $(BUNDLE)

test: test-tools fmt-check lint unit build deploy-check e2e

# Timings depend on the machine, so they live here and not in `make test`.
bench: bench-tools build
	cargo bench -p games --bench catan
	cargo run --release -p games --example catan_timing 5000
	cargo run --release -p store --features bench --example store_bench -- sqlite
	scripts/with-postgres.sh cargo run --release -p store --features bench --example store_bench -- postgres
	scripts/bench-live.sh sqlite
	scripts/bench-live.sh postgres
	scripts/bench-site.sh
	python3 scripts/bench_heavy.py sqlite $(BUNDLE)
	scripts/with-postgres.sh python3 scripts/bench_heavy.py postgres $(BUNDLE)
	scripts/with-postgres.sh python3 scripts/bench_copy.py $(BUNDLE)

tools:
	scripts/install-tools.sh build

test-tools:
	scripts/install-tools.sh test

bench-tools:
	scripts/install-tools.sh bench

build:
	scripts/build-site.sh $(SITE_ROOT)
	if command -v strip >/dev/null; then strip -o $(STRIPPED) $(SERVER_BIN); else cp $(SERVER_BIN) $(STRIPPED); fi
	$(STRIPPED) --bundle-site $(SITE_ROOT) $(BUNDLE)

fmt-check:
	cargo fmt --all -- --check

# Clippy on both sides: the server build (app with `ssr`) and the browser builds
# (for wasm32: the pages' with `hydrate` and the scorepad island, the phone's
# with `phone`, client-side rendering without it). They cannot share one invocation: features
# in one invocation are merged. Then the page scripts, type-checked against declarations
# made from the Rust (server/src/offline/types; the compiler is end2end's).
lint:
	cargo clippy --locked -p games -p app -p server -p store -p wasm-glue --all-targets -- -D warnings
	cargo clippy --locked -p frontend --target wasm32-unknown-unknown -- -D warnings
	cargo clippy --locked -p dealer -p dice-panel -p round-caller --target wasm32-unknown-unknown -- -D warnings
	cargo clippy --locked -p store --features bench --examples -- -D warnings
	end2end/node_modules/.bin/tsc -p server/src/offline/tsconfig.json
	end2end/node_modules/.bin/tsc -p server/src/offline/tsconfig.worker.json

# Rust tests (the storage tests on SQLite and on a throw-away PostgreSQL: the tests
# that need it are marked ignored for a bare `cargo test`), then the
# same setups computed in wasm32 must match the native ones.
unit:
	scripts/prune-build.sh
	scripts/with-postgres.sh cargo test --locked -p games -p app -p server -p store -- --include-ignored
	scripts/wasm-determinism.sh

# docs/deploy.md as a host uses it: its nginx block in front of the built
# server (sizes a proxy must let through: issue 46.5), its systemd units
# through systemd-analyze verify (issue 47).
deploy-check:
	python3 scripts/proxy_check.py $(BUNDLE)
	python3 scripts/unit_check.py $(BUNDLE)

e2e:
	SERVER_BIN=$(BUNDLE) scripts/e2e.sh
