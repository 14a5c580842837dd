#!/usr/bin/env bash
# The full test run (also what CI runs):
#   1. setup (with Chromium) and build pkg/ (COGITATOR_TYPES=check: the build ships fresh
#      types in pkg/ but leaves the committed js/types.d.ts as it is, for stage 6)
#   2. lint: cargo clippy, warnings as errors, on every host target and on the wasm lib
#   3. cargo test on the host
#   4. fuzz: tests/properties.rs in release mode, generating requests for a time budget
#      (COGITATOR_FUZZ_SECONDS, default 60), with overflow checks on
#   5. npm pack pkg/, install the tarball into a scratch project, run tests/js there
#   6. types: the committed js/types.d.ts equals a fresh generation from the Rust types
#      (scripts/types.sh --check; when it fails, run `bash scripts/types.sh` and commit
#      the file), then tsc --noEmit on tests/types/*.ts against the installed package
#   7. the browser tests (headless Chromium against the installed package)
#   8. consumers: real projects (tests/consumers/<name>/) each install the packed tarball
#      into a scratch folder and run: Node ESM and the CLI, a static page with an import
#      map, a Vite 7 build (also in a sandboxed cross-origin iframe), strict TypeScript,
#      a Foundry-like module; and the README quick starts match their files
#
#   bash scripts/test.sh                  # everything
#   bash scripts/test.sh js types         # only some stages (lint, cargo, fuzz, js, types, browser, consumers)
#   COGITATOR_FUZZ_SECONDS=600 bash scripts/test.sh fuzz   # a longer fuzz run
#   COGITATOR_SKIP_BUILD=1 bash scripts/test.sh js   # reuse the existing pkg/
#   COGITATOR_KEEP_TMP=1 ...              # keep the scratch project for a look
#
# Every selected stage runs even if an earlier one failed; the exit code is non-zero if
# any failed. The last line is a total over all stages.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

stages=("$@")
[ ${#stages[@]} -eq 0 ] && stages=(lint cargo fuzz js types browser consumers)
for s in "${stages[@]}"; do
  case "$s" in lint|cargo|fuzz|js|types|browser|consumers) ;; *) echo "test: unknown stage '$s'" >&2; exit 2 ;; esac
done
wants() { local s; for s in "${stages[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }

banner() { printf '\n===== %s =====\n' "$*"; }

# --- setup and build -------------------------------------------------------------------
if wants browser || wants consumers; then
  bash scripts/setup.sh --browser
else
  bash scripts/setup.sh
fi
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"

# Only the stages that use the package need pkg/ built.
needs_pkg=0
if wants js || wants types || wants browser || wants consumers; then needs_pkg=1; fi
if [ "$needs_pkg" = "1" ]; then
  if [ "${COGITATOR_SKIP_BUILD:-0}" != "1" ]; then
    banner "build"
    # check: the build must not rewrite js/types.d.ts, or the types stage would compare a
    # fresh generation with itself and a stale committed file would never fail.
    COGITATOR_SKIP_SETUP=1 COGITATOR_TYPES=check bash scripts/build.sh
  fi
  [ -f pkg/package.json ] || { echo "test: pkg/ is not built" >&2; exit 1; }
fi

WORK="$(mktemp -d "${TMPDIR:-/tmp}/cogitator-test.XXXXXX")"
if [ "${COGITATOR_KEEP_TMP:-0}" = "1" ]; then
  echo "test: scratch files kept in $WORK"
else
  trap 'rm -rf "$WORK"' EXIT
fi

failed=()
total_pass=0
total_fail=0

# Runs one stage, teeing its output so the pass/fail counts can be added up.
run_stage() {
  local name="$1"; shift
  banner "$name"
  local log="$WORK/$name.log"
  local status=0
  "$@" 2>&1 | tee "$log" || status=$?
  local pass=0 fail=0
  case "$name" in
    cargo|fuzz)
      pass=$(awk '/^test result:/ { for (i = 1; i < NF; i++) if ($(i+1) ~ /^passed/) n += $i } END { print n + 0 }' "$log")
      fail=$(awk '/^test result:/ { for (i = 1; i < NF; i++) if ($(i+1) ~ /^failed/) n += $i } END { print n + 0 }' "$log")
      ;;
    js|browser|consumers)
      pass=$(grep -E '^(ℹ|#) pass [0-9]+' "$log" | tail -n1 | grep -oE '[0-9]+' || echo 0)
      fail=$(grep -E '^(ℹ|#) fail [0-9]+' "$log" | tail -n1 | grep -oE '[0-9]+' || echo 0)
      ;;
    lint|types)
      if [ "$status" -eq 0 ]; then pass=1; else fail=1; fi
      ;;
  esac
  pass=${pass:-0}; fail=${fail:-0}
  if [ "$status" -ne 0 ] && [ "$fail" -eq 0 ]; then fail=1; fi
  total_pass=$((total_pass + pass))
  total_fail=$((total_fail + fail))
  if [ "$status" -ne 0 ]; then
    failed+=("$name")
    echo "test: stage '$name' FAILED (exit $status)"
  else
    echo "test: stage '$name' ok ($pass passed)"
  fi
}

# --- clippy ----------------------------------------------------------------------------
# Every run happens even if one fails; the stage fails if any does. The bench-only exports
# (feature object-boundary) and the attack entry's build (feature attack) are linted too.
lint() {
  local status=0
  echo "lint: cargo clippy --all-targets"
  cargo clippy --all-targets --color never -- -D warnings || status=1
  echo "lint: cargo clippy -p cogitator-macros (the request objects' readers, generated)"
  cargo clippy -p cogitator-macros --all-targets --color never -- -D warnings || status=1
  echo "lint: cargo clippy --target wasm32-unknown-unknown --lib"
  cargo clippy --target wasm32-unknown-unknown --lib --color never -- -D warnings || status=1
  echo "lint: cargo clippy --target wasm32-unknown-unknown --lib --features object-boundary"
  cargo clippy --target wasm32-unknown-unknown --lib --features object-boundary --color never -- -D warnings || status=1
  echo "lint: cargo clippy --target wasm32-unknown-unknown --lib --features attack (the attack entry's .wasm)"
  cargo clippy --target wasm32-unknown-unknown --lib --features attack --color never -- -D warnings || status=1
  [ "$status" -eq 0 ] && echo "lint: clippy passed (host and wasm)"
  return "$status"
}
if wants lint; then
  run_stage lint lint
fi

# --- cargo test ------------------------------------------------------------------------
if wants cargo; then
  run_stage cargo cargo test --color never
fi

# --- fuzz: the property tests for a time budget ----------------------------------------
# Release mode for speed, but with overflow checks: the shipped wasm wraps silently on
# overflow, so only a checked build shows one as a failure.
if wants fuzz; then
  run_stage fuzz env COGITATOR_FUZZ_SECONDS="${COGITATOR_FUZZ_SECONDS:-60}" CARGO_PROFILE_RELEASE_OVERFLOW_CHECKS=true \
    cargo test --color never --release --test properties -- --nocapture
fi

# --- the packed package in a scratch project -------------------------------------------
APP="$WORK/app"
if wants js || wants types || wants browser || wants consumers; then
  banner "pack"
  tarball="$(cd "$WORK" && npm pack "$ROOT/pkg" --silent --pack-destination "$WORK" | tail -n1)"
  echo "test: packed $tarball ($(stat -c %s "$WORK/$tarball") bytes)"
  tar -tzf "$WORK/$tarball" | sed 's/^/  /'
  mkdir -p "$APP/test"
  cat > "$APP/package.json" <<'JSON'
{ "name": "cogitator-consumer", "version": "1.0.0", "private": true, "type": "module" }
JSON
  (cd "$APP" && npm install "$WORK/$tarball" --no-audit --no-fund --loglevel=error)
  echo "test: installed into $APP"
fi

if wants js; then
  cp tests/js/*.mjs "$APP/test/"
  # Data the tests read (Foundry fixture actors and items).
  [ -d tests/js/fixtures ] && cp -r tests/js/fixtures "$APP/test/"
  run_stage js bash -c "cd '$APP' && node --test --test-reporter=spec test/*.test.mjs"
fi

# types.sh --check generates the types afresh and compares them with the committed file,
# so it holds with COGITATOR_SKIP_BUILD=1 too.
if wants types; then
  cp tests/types/*.ts tests/types/tsconfig.json "$APP/"
  run_stage types bash -c "bash '$ROOT/scripts/types.sh' --check && cd '$APP' && '$ROOT/node_modules/.bin/tsc' -p tsconfig.json && echo 'types: tsc --noEmit passed'"
fi

if wants browser; then
  run_stage browser env COGITATOR_PKG_DIR="$APP/node_modules/cogitator" \
    node --test --test-reporter=spec tests/browser/*.test.mjs
fi

# Each consumer installs the tarball (and its own devDependencies, e.g. vite@7, from the
# npm registry) into a scratch folder. Screenshots and logs of failures go to
# test-output/consumers/ (COGITATOR_TEST_OUTPUT).
if wants consumers; then
  run_stage consumers env COGITATOR_TARBALL="$WORK/$tarball" \
    node --test --test-reporter=spec tests/consumers/*.test.mjs
fi

# --- summary ---------------------------------------------------------------------------
echo
if [ ${#failed[@]} -gt 0 ]; then
  echo "test: FAILED stages: ${failed[*]}"
else
  echo "test: all stages passed (${stages[*]})"
fi
echo "total: $total_pass passed, $total_fail failed"
[ ${#failed[@]} -eq 0 ]
