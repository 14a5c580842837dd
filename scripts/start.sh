#!/usr/bin/env bash
# Builds the package and serves the demo page on 127.0.0.1 (PORT env, default 8080, or
# the next free port). Prints the URL; Ctrl+C stops the server. The build also rewrites
# js/types.d.ts from the Rust types (scripts/build.sh's default), so the types a developer
# sees follow the engine; commit the file when it changes.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

bash scripts/build.sh
exec node scripts/serve.mjs "$@"
