#!/usr/bin/env bash
# Builds the wasm core into pkg/ and the content scripts' generated files into
# content-scripts/generated/ (the repo root is the unpacked extension). wasm-opt comes from
# npm's binaryen, never Debian's (its wasm-opt 108 produces modules that fail at start).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# The secret words of src/secret-words.json for content-scripts/secrets.js (the core reads the
# same file through build.rs).
node scripts/gen-secret-words.mjs
wasm-pack --quiet build --target web --release --no-pack --out-dir pkg 2>&1 | grep -v "failed to get wasm-pack version" || true
test -f pkg/procmem_bg.wasm || { echo "build failed: pkg/procmem_bg.wasm is missing" >&2; exit 1; }
printf '[build] pkg/procmem_bg.wasm: %s bytes\n' "$(stat -c %s pkg/procmem_bg.wasm)"
