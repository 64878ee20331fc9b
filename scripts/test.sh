#!/usr/bin/env bash
# Runs every test: native core tests, the wasm bindings in a real page and a real service
# worker, then the built extension driven in Chromium by Playwright on the fixture sites.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
bash scripts/setup.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "native tests: the core and the procmem command (cargo test --workspace)"
cargo test --quiet --workspace

step "wasm bindings in Chromium: page and service worker (wasm-pack test)"
# Each browser session leaves profile folders in TMPDIR; keep them in one scratch place.
export TMPDIR="$PWD/.tmp/wasm-test"
rm -rf "$TMPDIR" && mkdir -p "$TMPDIR"
wasm-pack test --headless --chrome 2>&1 | grep -v "failed to get wasm-pack version"
unset TMPDIR

step "release build of the extension"
bash scripts/build.sh

step "component-library pages of the replay suite (npm run build:apps)"
node scripts/build-apps.mjs

# (The team library's end-to-end test runs the procmem binary: built by the native tests above.)
cargo build --quiet -p procmem-cli

step "content-script unit tests, then end-to-end: the extension in Chromium on the fixture sites (Playwright)"
node --test --test-concurrency=1 --test-reporter=spec tests/unit/ tests/e2e/

