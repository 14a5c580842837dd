#!/usr/bin/env node
// The READMEs' quick starts are copies of the tested consumer projects' files
// (tests/consumers/). A copy is a fenced code block right after a marker line naming the
// file, relative to the repository root:
//
//   <!-- file: tests/consumers/node/main.js -->
//   ```js
//   ...the file's text...
//   ```
//
//   node scripts/quickstarts.mjs          # rewrite every marked block from its file
//   node scripts/quickstarts.mjs --check  # exit 1 if a block differs from its file
//
// The consumers stage of scripts/test.sh runs the same check (tests/consumers/readme.test.mjs).

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const READMES = ['README.md', 'pkg-template/README.md'];

const BLOCK = /^<!-- file: (\S+) -->\n(```+)([^\n]*)\n([\s\S]*?)\n\2\n/gm;

/** The marked blocks of a README's text: `{ file, code, start, end }` each. */
export function quickstartBlocks(text) {
  return [...text.matchAll(BLOCK)].map((m) => ({
    file: m[1],
    lang: m[3],
    code: m[4],
    start: m.index,
    end: m.index + m[0].length,
  }));
}

/** A file's text as a block holds it: without the final newline. */
export function fileText(file) {
  return readFileSync(path.join(ROOT, file), 'utf8').replace(/\n$/, '');
}

function main() {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const readme of READMES) {
    const full = path.join(ROOT, readme);
    const text = readFileSync(full, 'utf8');
    let out = '';
    let at = 0;
    for (const b of quickstartBlocks(text)) {
      const code = fileText(b.file);
      if (code !== b.code) {
        stale++;
        console.log(`${readme}: the block for ${b.file} ${check ? 'differs from the file' : 'rewritten'}`);
      }
      const fence = code.includes('```') ? '````' : '```';
      out += text.slice(at, b.start) + `<!-- file: ${b.file} -->\n${fence}${b.lang}\n${code}\n${fence}\n`;
      at = b.end;
    }
    out += text.slice(at);
    if (!check && out !== text) writeFileSync(full, out);
  }
  if (check && stale) {
    console.error(`quickstarts: ${stale} block(s) out of date; run node scripts/quickstarts.mjs`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
