#!/usr/bin/env bash
# Builds the wasm core into pkg/ (the repo root is the unpacked extension). wasm-opt comes from
# npm's binaryen, never Debian's (its wasm-opt 108 produces modules that fail at start).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
wasm-pack --quiet build --target web --release --no-pack --out-dir pkg 2>&1 | grep -v "failed to get wasm-pack version" || true
test -f pkg/procmem_bg.wasm || { echo "build failed: pkg/procmem_bg.wasm is missing" >&2; exit 1; }
printf '[build] pkg/procmem_bg.wasm: %s bytes\n' "$(stat -c %s pkg/procmem_bg.wasm)"
