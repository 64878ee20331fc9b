#!/usr/bin/env bash
# `npm start`: install what is missing, build, and open Chromium with the extension on the demo
# sites (headed when a display exists, otherwise a scripted headless demonstration).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
bash scripts/build.sh
exec node scripts/demo.mjs "$@"
