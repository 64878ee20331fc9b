#!/usr/bin/env bash
# Installs everything the project needs, skipping what is already there at the right version:
# Debian's Chromium + ChromeDriver, the wasm32 target, wasm-pack, the wasm-bindgen-cli that
# matches Cargo.lock, and the npm packages (playwright-core, binaryen's wasm-opt).
set -euo pipefail
cd "$(dirname "$0")/.."

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
SUDO=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null; then SUDO="sudo"; fi

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing Debian's chromium and chromium-driver"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

WASM_PACK_VERSION=0.15.1
if ! wasm-pack --version 2>/dev/null | grep -q "$WASM_PACK_VERSION"; then
  say "installing wasm-pack $WASM_PACK_VERSION (a few minutes, once)"
  cargo install --locked wasm-pack --version "$WASM_PACK_VERSION"
fi

# wasm-pack uses the wasm-bindgen on PATH only when it matches Cargo.lock exactly.
BINDGEN_VERSION=$(awk '/^name = "wasm-bindgen"$/{getline; gsub(/"/,"",$3); print $3; exit}' Cargo.lock)
if ! wasm-bindgen --version 2>/dev/null | grep -q "$BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $BINDGEN_VERSION (a few minutes, once)"
  # Without --locked: with it this registry's lockfile pins a webpki-roots it cannot serve.
  cargo install wasm-bindgen-cli --version "$BINDGEN_VERSION"
fi

if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ package.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  if [ -f package-lock.json ]; then npm ci --no-audit --no-fund --loglevel=error; else npm install --no-audit --no-fund --loglevel=error; fi
fi
say "ready"
