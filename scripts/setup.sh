#!/usr/bin/env bash
# Installs the tools the build and tests need, skipping whatever is already present.
# Safe to run repeatedly. Works unattended (CI=true, no stdin).
#
#   bash scripts/setup.sh            # Rust wasm target, clippy, wasm-bindgen, wasm-pack, npm deps
#   bash scripts/setup.sh --browser  # ...and Chromium for the browser tests
#   COGITATOR_BROWSER_DEPS=1 bash scripts/setup.sh   # same as --browser
#   bash scripts/setup.sh --bench    # ...and Chromium and twiggy for npm run bench
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

want_browser="${COGITATOR_BROWSER_DEPS:-0}"
want_bench=0
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=1 ;;
    --bench) want_bench=1; want_browser=1 ;;
    -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
    *) echo "setup: unknown argument '$arg'" >&2; exit 2 ;;
  esac
done

export PATH="$HOME/.cargo/bin:$PATH"
export DEBIAN_FRONTEND=noninteractive

say() { echo "setup: $*"; }
have() { command -v "$1" >/dev/null 2>&1; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"
  elif have sudo; then sudo -E "$@"
  else echo "setup: need root for: $*" >&2; return 1
  fi
}

# --- Rust ------------------------------------------------------------------------------
if ! have cargo; then
  echo "setup: cargo not found; install Rust (rustup) first" >&2
  exit 1
fi

if have rustup; then
  if rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "rust target wasm32-unknown-unknown: present"
  else
    say "rust target wasm32-unknown-unknown: adding"
    rustup target add wasm32-unknown-unknown
  fi
else
  say "rustup not found; assuming the toolchain already has wasm32-unknown-unknown"
fi

# The standard library's source: scripts/build.sh compiles the standard library with the
# engine for the .wasm (its "std built with the engine"), which needs it.
if [ -d "$(rustc --print sysroot)/lib/rustlib/src/rust/library/std" ]; then
  say "rust-src: present"
elif have rustup; then
  say "rust-src: adding the rustup component"
  rustup component add rust-src
else
  echo "setup: warning: the standard library's source (rust-src) is missing and there is no rustup to add it; scripts/build.sh will fail" >&2
fi

# clippy runs in the lint stage of scripts/test.sh.
if cargo clippy --version >/dev/null 2>&1; then
  say "clippy: present"
elif have rustup; then
  say "clippy: adding the rustup component"
  rustup component add clippy
else
  # Only the lint stage needs it, so the build can still go ahead.
  echo "setup: warning: cargo clippy not found and no rustup to add it; the lint stage will fail" >&2
fi

# The CLI must match the wasm-bindgen crate exactly: take the version from Cargo.lock,
# or from the "=x.y.z" pin in Cargo.toml before a lock file exists.
wb_version=""
if [ -f Cargo.lock ]; then
  wb_version="$(awk '
    $0 == "[[package]]" { name = "" }
    /^name = / { gsub(/"/, "", $3); name = $3 }
    /^version = / && name == "wasm-bindgen" { gsub(/"/, "", $3); print $3; exit }
  ' Cargo.lock)"
fi
if [ -z "$wb_version" ]; then
  wb_version="$(grep -E '^[[:space:]]*wasm-bindgen[[:space:]]*=' Cargo.toml \
    | grep -oE '=[[:space:]]*[0-9]+\.[0-9]+\.[0-9]+' | tr -d '= ' | head -n1 || true)"
fi
if [ -z "$wb_version" ]; then
  echo "setup: cannot find the wasm-bindgen version in Cargo.lock or Cargo.toml" >&2
  exit 1
fi

have_wb="$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)"
if [ "$have_wb" = "$wb_version" ]; then
  say "wasm-bindgen $wb_version: present"
else
  say "wasm-bindgen $wb_version: installing with cargo (found '${have_wb:-none}'; takes a few minutes)"
  # No --locked: the CLI's own lock file names crate versions the registry may not have.
  cargo install wasm-bindgen-cli --version "$wb_version" --force
fi

if have wasm-pack; then
  say "wasm-pack: present ($(wasm-pack --version 2>/dev/null | awk '{print $2}'))"
else
  say "wasm-pack: installing with cargo"
  cargo install wasm-pack
fi

# The bench prints what each entry point adds to the .wasm from twiggy's dominator tree
# (scripts/bench.mjs), so that a new rule domain's growth shows.
TWIGGY_VERSION=0.8.0
if [ "$want_bench" = "1" ]; then
  # It names itself "twiggy-opt 0.8.0".
  have_twiggy="$("$HOME/.cargo/bin/twiggy" --version 2>/dev/null || twiggy --version 2>/dev/null || true)"
  if [ "${have_twiggy##* }" = "$TWIGGY_VERSION" ]; then
    say "twiggy $TWIGGY_VERSION: present"
  else
    say "twiggy $TWIGGY_VERSION: installing with cargo (found '${have_twiggy:-none}'; takes a minute or two)"
    cargo install twiggy --version "$TWIGGY_VERSION" --locked --force
  fi
fi

# --- Node ------------------------------------------------------------------------------
if ! have node || ! have npm; then
  echo "setup: node and npm are required (Node 20 or newer)" >&2
  exit 1
fi
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 20 ]; then
  echo "setup: Node $(node --version) is too old; need 20 or newer" >&2
  exit 1
fi

# node_modules is fresh when it was installed from the current package.json and lock.
stamp_file="node_modules/.cogitator-deps"
deps_hash() { cat package.json $( [ -f package-lock.json ] && echo package-lock.json ) | sha256sum | awk '{print $1}'; }
hash_now="$(deps_hash)"
if [ -d node_modules ] && [ -f "$stamp_file" ] && [ "$(cat "$stamp_file")" = "$hash_now" ]; then
  say "npm dependencies: up to date"
else
  if [ -f package-lock.json ]; then
    say "npm dependencies: npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  else
    say "npm dependencies: npm install (no lock file yet)"
    npm install --no-audit --no-fund --loglevel=error
    hash_now="$(deps_hash)"
  fi
  echo "$hash_now" > "$stamp_file"
fi

# --- Browser (only for the browser tests and the bench) ------------------------------
if [ "$want_browser" = "1" ]; then
  if [ -x /usr/bin/chromium ]; then
    say "chromium: present"
  else
    say "chromium: installing with apt-get"
    as_root apt-get update -q
    as_root apt-get install -y -q chromium fonts-liberation
  fi
fi

say "done"
