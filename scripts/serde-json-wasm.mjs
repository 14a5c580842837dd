#!/usr/bin/env node
// serde_json as the two wasm builds compile it: the release that Cargo.lock pins, copied from
// cargo's registry into DEST with `#[inline(always)]` on the few functions its reader calls
// before every token (the next byte, skipping whitespace, stepping past a byte). The crate
// is generic over its input, so its code is compiled into the engine at the engine's
// opt-level "z", where LLVM left even these small functions as calls of their own: in
// wasm, reading a request then spent about a tenth of a whole `resolveAttack` calling them
// (docs/speed.md, "serde_json's byte readers inlined"). Only the attributes change; what
// the reader accepts, refuses and says is serde_json's own.
//
//   node scripts/serde-json-wasm.mjs DEST
//
// scripts/build.sh runs it and points the wasm builds at DEST (cargo's
// `patch.crates-io.serde_json.path`; it puts the committed Cargo.lock back after them). The
// native builds and the tests use the crate as published. Each edit must be found: a
// serde_json other than the one below fails here, with what to check, rather than building
// without the hints unseen.

import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VERSION = '1.0.154';

// [file, where to look from (the first line of an impl), the text to find there, the text
// that replaces it]: each edit is made at the first occurrence after its anchor.
const INLINE = '#[inline(always)]';
const DESERIALIZER = "impl<'de, R: Read<'de>> Deserializer<R> {";
const EDITS = [
  ...['pub(crate) fn peek(&mut self)', 'fn peek_or_null(&mut self)', 'fn eat_char(&mut self)', 'fn next_char(&mut self)', 'fn next_char_or_null(&mut self)', 'fn parse_whitespace(&mut self)'].map(
    (sig) => ['src/de.rs', DESERIALIZER, `\n    ${sig}`, `\n    ${INLINE}\n    ${sig}`],
  ),
  // SliceRead's byte readers, and StrRead's, which hand over to SliceRead's.
  ...["impl<'a> Read<'a> for SliceRead<'a> {", "impl<'a> Read<'a> for StrRead<'a> {"].flatMap((anchor) =>
    ['fn next(&mut self)', 'fn peek(&mut self)', 'fn discard(&mut self)'].map((sig) => ['src/read.rs', anchor, `#[inline]\n    ${sig}`, `${INLINE}\n    ${sig}`]),
  ),
];

const dest = process.argv[2];
if (!dest) {
  console.error('usage: node scripts/serde-json-wasm.mjs DEST');
  process.exit(2);
}

const metadata = JSON.parse(
  execFileSync('cargo', ['metadata', '--format-version', '1', '--locked'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 }),
);
const pkg = metadata.packages.find((p) => p.name === 'serde_json');
if (!pkg || pkg.version !== VERSION) {
  console.error(
    `serde-json-wasm: Cargo.lock has serde_json ${pkg?.version ?? '(none)'}, the edits are for ${VERSION}: ` +
      'check that the functions in EDITS still read the next byte and skip whitespace, then update VERSION',
  );
  process.exit(1);
}
const src = path.dirname(pkg.manifest_path);

rmSync(dest, { recursive: true, force: true });
cpSync(src, dest, { recursive: true });
const texts = new Map();
for (const [file, anchor, find, replace] of EDITS) {
  const at = path.join(dest, file);
  const text = texts.get(at) ?? readFileSync(at, 'utf8');
  const from = text.indexOf(anchor);
  const i = from < 0 ? -1 : text.indexOf(find, from);
  if (i < 0) {
    console.error(`serde-json-wasm: ${file} of serde_json ${VERSION} has no ${JSON.stringify(find)} after ${JSON.stringify(anchor)}`);
    process.exit(1);
  }
  texts.set(at, text.slice(0, i) + replace + text.slice(i + find.length));
}
for (const [at, text] of texts) writeFileSync(at, text);
if (!existsSync(path.join(dest, 'Cargo.toml'))) {
  console.error(`serde-json-wasm: ${dest} has no Cargo.toml`);
  process.exit(1);
}
console.log(`serde-json-wasm: serde_json ${VERSION} with ${EDITS.length} byte readers inlined, in ${dest}`);
