#!/usr/bin/env bash
# Builds the npm package into pkg/: wasm-pack (release, web target) twice (the whole
# engine, and the attack entry's with the `attack` feature), wasm-opt -Oz, then the
# package.json, README and entry points from pkg-template/ and js/.
#
#   bash scripts/build.sh
#   COGITATOR_SKIP_SETUP=1 bash scripts/build.sh   # when setup already ran
#   COGITATOR_TYPES=check bash scripts/build.sh     # leave js/types.d.ts as it is (the test run)
#   COGITATOR_FEATURES=object-boundary bash scripts/build.sh  # cargo features (the bench's
#                                                   # object-boundary exports); not for release
#
# The TypeScript types in pkg/types.d.ts are always a fresh generation from the Rust types
# (scripts/types.sh --out), never the committed js/types.d.ts. By default (COGITATOR_TYPES
# unset or `write`) the build also rewrites js/types.d.ts with them, so a developer's
# checkout follows the Rust types; scripts/test.sh sets COGITATOR_TYPES=check so a stale
# committed file survives the build and its `types` stage (types.sh --check) fails on it.
#
# It also copies the browser files into www/pkg/, so www/ alone is the demo site.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

if [ "${COGITATOR_SKIP_SETUP:-0}" != "1" ]; then
  bash scripts/setup.sh
fi

export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
OUT="$ROOT/pkg"
NAME=cogitator

types_mode="${COGITATOR_TYPES:-write}"
case "$types_mode" in
  write|check) ;;
  *) echo "build: COGITATOR_TYPES must be 'write' or 'check', not '$types_mode'" >&2; exit 2 ;;
esac
echo "build: TypeScript types from the Rust types (scripts/types.sh)"
FRESH_TYPES="$ROOT/target/pkg-types.d.ts"
bash scripts/types.sh --out "$FRESH_TYPES"
if [ "$types_mode" = "write" ]; then
  cp "$FRESH_TYPES" js/types.d.ts
  echo "build: rewrote js/types.d.ts from the Rust types"
else
  echo "build: js/types.d.ts left as committed (COGITATOR_TYPES=check); pkg/ gets the fresh types"
fi

# The standard library built with the engine (docs/speed.md, "The standard library built
# with the engine"): cargo's -Zbuild-std compiles core, alloc and std from the toolchain's
# rust-src (scripts/setup.sh adds it) with the engine's profile and links them into its LTO,
# instead of linking the prebuilt ones. Three settings come with it:
#   - optimize_for_size: the standard library's own choice of its smaller algorithms;
#   - -Cpanic=immediate-abort: a panic traps at once (the engine has no panic hook, and on
#     wasm32-unknown-unknown a panic's message went nowhere anyway: it reached JS as a
#     trap, `code: 'internal'`, before and after), so the message formatting is not linked;
#   - opt-level 3 for the standard library's crates (the engine stays at "z"): built at "z"
#     they made analysis 3-11% and resolveAttack 16% slower. rand_pcg gets it too: its
#     generator's constructor, which an analysis calls once a trial, was a call of its own
#     at "z" (1-2% of a trial; docs/speed.md, "A trial's seed pasted in").
# -Zbuild-std and -Cpanic=immediate-abort are unstable options of the toolchain the project
# builds with; RUSTC_BOOTSTRAP=1 allows them for these two wasm-pack runs only (the native
# builds and tests use the prebuilt standard library). The attack entry's .wasm 7.6 KB
# gzipped smaller, the whole engine's 17.4 KB, analysis 1-4% faster.
# The same runs set `--cfg cogitator_speed`: the engine's functions marked `#[hot]` (the
# trial loops, damage, soak, wounds and criticals, the dice, reading the request's objects,
# writing the outcome's tape) are compiled for speed (the unstable `#[optimize(speed)]`,
# allowed the same way) while the rest stays at "z" (docs/speed.md, "The hot functions
# compiled for speed").
if [ ! -d "$(rustc --print sysroot)/lib/rustlib/src/rust/library/std" ]; then
  echo "build: the standard library's source is missing: run scripts/setup.sh (rustup component add rust-src)" >&2
  exit 1
fi
std_args=(
  -Zbuild-std=std,panic_abort -Zbuild-std-features=optimize_for_size
  --config 'target.wasm32-unknown-unknown.rustflags=["-Zunstable-options", "-Cpanic=immediate-abort", "--cfg", "cogitator_speed"]'
)
for crate in core alloc std dlmalloc compiler_builtins rand_pcg; do
  std_args+=(--config "profile.release.package.$crate.opt-level=3")
done
# serde_json with its byte readers inlined (scripts/serde-json-wasm.mjs; docs/speed.md,
# "serde_json's byte readers inlined"): a copy in target/, patched in for these two builds
# only. cargo writes the patched serde_json into Cargo.lock while they run; the committed
# lock is put back after them, and on any exit of this script before that. (A lock file
# of their own, cargo's -Zlockfile-path, would spare the swap, but -Zbuild-std resolves the
# standard library with it too, which then asks the crates.io index every build.) cargo
# warns that the patch "was not used in the crate graph": that is the standard library's
# graph; the engine's uses it ("Compiling serde_json ... (target/serde-json-wasm)").
SERDE_JSON_WASM="$ROOT/target/serde-json-wasm"
COMMITTED_LOCK="$ROOT/target/Cargo.lock.committed"
node "$ROOT/scripts/serde-json-wasm.mjs" "$SERDE_JSON_WASM"
restore_lock() { if [ -f "$COMMITTED_LOCK" ]; then cp "$COMMITTED_LOCK" "$ROOT/Cargo.lock" && rm -f "$COMMITTED_LOCK"; fi; }
# A build killed before it put the lock back left the committed one here: back first.
restore_lock
cp "$ROOT/Cargo.lock" "$COMMITTED_LOCK"
trap restore_lock EXIT
std_args+=(--config "patch.crates-io.serde_json.path=\"$SERDE_JSON_WASM\"")

cargo_args=(-- "${std_args[@]}")
if [ -n "${COGITATOR_FEATURES:-}" ]; then
  cargo_args+=(--features "$COGITATOR_FEATURES")
fi
echo "build: wasm-pack build (release, --target web, the standard library built with the engine${COGITATOR_FEATURES:+, features: $COGITATOR_FEATURES})"
# --mode no-install: use the wasm-bindgen on PATH, never download one.
# strip is turned off for this build only so wasm-bindgen can read the target_features
# section; wasm-opt strips debug info and names below.
RUSTC_BOOTSTRAP=1 CARGO_PROFILE_RELEASE_STRIP=false \
wasm-pack --log-level warn build --target web --release --mode no-install \
  --out-dir "$OUT" --out-name "$NAME" "$ROOT" "${cargo_args[@]}"

# The attack entry's engine (cogitator/attack): the same crate with the `attack` feature,
# whose .wasm has only the attack's exports (src/wasm/mod.rs). Built into target/ and its
# glue and .wasm copied beside the whole engine's.
ATTACK_NAME=${NAME}_attack
ATTACK_OUT="$ROOT/target/attack-pkg"
attack_features="attack${COGITATOR_FEATURES:+,$COGITATOR_FEATURES}"
echo "build: wasm-pack build of the attack entry's engine (features: $attack_features)"
rm -rf "$ATTACK_OUT"
RUSTC_BOOTSTRAP=1 CARGO_PROFILE_RELEASE_STRIP=false \
wasm-pack --log-level warn build --target web --release --mode no-install \
  --out-dir "$ATTACK_OUT" --out-name "$ATTACK_NAME" "$ROOT" -- "${std_args[@]}" --features "$attack_features"
cp "$ATTACK_OUT/${ATTACK_NAME}.js" "$ATTACK_OUT/${ATTACK_NAME}_bg.wasm" "$OUT/"
restore_lock

WASM="$OUT/${NAME}_bg.wasm"
ATTACK_WASM="$OUT/${ATTACK_NAME}_bg.wasm"
raw_before=$(stat -c %s "$WASM")
# Kept with its function names for scripts/bench.mjs, which prints what each entry point
# adds (twiggy's dominators); never shipped.
cp "$WASM" "$ROOT/target/${NAME}-names.wasm"
echo "build: wasm-opt -Oz ($(wasm-opt --version))"
for w in "$WASM" "$ATTACK_WASM"; do
  # The features rustc enables by default for wasm32-unknown-unknown. serde's functions and
  # their instances for the engine's types (the request readers and outcome writers, every
  # name with `serde` in it) are kept out of -Oz's inlining, and of the rest only a function
  # of at most 50 bytes is pasted into its one caller: pasted copies made the code less
  # repetitive to gzip. 30 KB gzipped less for the attack entry, a warm resolveAttack about
  # 6% dearer, its first call a third quicker (docs/speed.md, "serde's functions not
  # inlined"). --low-memory-unused lets wasm-opt fold a pointer's constant offset into the
  # load or store, which assumes the lowest 1 KB of memory is never used: rustc's layout
  # puts the stack first (1 MB, growing down towards 0) and the data above it, and the
  # engine's depth is bounded (the readers' nesting limit, no unbounded recursion), so its
  # stack never comes near address 0; a stack overflowing past 0 would trap on the folded
  # offset where the unfolded one wrapped round into that kilobyte. 0.9 KB gzipped less
  # for the attack entry, 1.5 KB for the whole engine, no change in speed.
  wasm-opt --no-inline --pass-arg='no-inline@*serde*' -Oz --one-caller-inline-max-function-size 50 \
    --low-memory-unused \
    --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-reference-types --enable-multivalue \
    --strip-debug --strip-producers \
    "$w" -o "$w.opt"
  mv "$w.opt" "$w"
done

echo "build: assembling pkg/"
rm -f "$OUT/package.json" "$OUT/README.md" "$OUT/.gitignore" "$OUT/LICENSE"* \
  "$OUT/${NAME}.d.ts" "$OUT/${NAME}_bg.wasm.d.ts"
cp pkg-template/README.md "$OUT/README.md"
cp js/*.js js/*.d.ts "$OUT/"
# The generated types, whatever js/types.d.ts holds.
cp "$FRESH_TYPES" "$OUT/types.d.ts"
# index.js as one file (fewer requests before the .wasm's), and foundry.js's Node twin.
node scripts/bundle-web.mjs "$OUT"
# The package version always follows the crate's.
crate_version="$(grep -m1 -E '^version[[:space:]]*=' Cargo.toml | sed -E 's/.*"(.*)".*/\1/')"
node -e '
  const fs = require("fs");
  const [src, dst, version] = process.argv.slice(1);
  const pkg = JSON.parse(fs.readFileSync(src, "utf8"));
  pkg.version = version;
  fs.writeFileSync(dst, JSON.stringify(pkg, null, 2) + "\n");
' pkg-template/package.json "$OUT/package.json" "$crate_version"
# The browser files minified, each with its source map (docs/speed.md, "The browser files
# minified").
node scripts/minify-web.mjs "$OUT"

# Every file the package lists must exist.
node -e '
  const fs = require("fs"); const path = require("path");
  const dir = process.argv[1];
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8"));
  const missing = pkg.files.filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length) { console.error("build: missing from pkg/: " + missing.join(", ")); process.exit(1); }
' "$OUT"

# Smoke test: the optimised module must load and answer in Node.
node --input-type=module -e "
  const m = await import('$OUT/node.js');
  console.log('build: smoke test ok, engine ' + m.engineVersion());
"

# The demo page imports ./pkg/index.js: a copy of the package's browser files beside it
# makes www/ a complete static site (serve that folder alone as the root).
rm -rf "$ROOT/www/pkg"
mkdir -p "$ROOT/www/pkg"
cp "$OUT"/*.js "$OUT"/*.js.map "$OUT"/*.wasm "$OUT"/*.d.ts "$OUT/package.json" "$ROOT/www/pkg/"
echo "build: copied the browser files into www/pkg/ (www/ is a static site)"

raw=$(stat -c %s "$WASM")
gz=$(gzip -9 -c "$WASM" | wc -c)
printf 'build: %s  %d bytes raw (%d before wasm-opt), %d bytes gzipped\n' \
  "pkg/${NAME}_bg.wasm" "$raw" "$raw_before" "$gz"
printf 'build: %s  %d bytes raw, %d bytes gzipped (the attack entry)\n' \
  "pkg/${ATTACK_NAME}_bg.wasm" "$(stat -c %s "$ATTACK_WASM")" "$(gzip -9 -c "$ATTACK_WASM" | wc -c)"
echo "build: done -> pkg/"
