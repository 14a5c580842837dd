#!/usr/bin/env node
// Minifies the JavaScript the package ships for browsers (terser, file by file: nothing is
// bundled or renamed across files), each with a source map beside it
// (`attack.js.map`, holding the readable file it was made from), so a page downloads less
// before its first outcome and a debugger still shows readable code.
//
//   node scripts/minify-web.mjs pkg      # after scripts/bundle-web.mjs
//
// The files: the two browser entries (index.js, attack.js, each one file already),
// foundry.js, the analysis pool and its workers, and the wasm-bindgen glue the workers
// import (cogitator.js, cogitator_attack.js). The files only Node reads (node.js,
// attack-node.js, foundry-node.js, api.js, present.js, load.js, cli.js) stay as written.
//
// Imports, exports and `import.meta.url` are kept as they are; a file's exports are
// checked to be the same names after as before (importing both), and the build stops if
// they are not.

import { readFileSync, writeFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { minify } from 'terser';

const dir = path.resolve(process.argv[2] || 'pkg');

export const MINIFIED = [
  'index.js',
  'attack.js',
  'foundry.js',
  'pool.js',
  'analysis-worker.js',
  'analysis-worker-attack.js',
  'cogitator.js',
  'cogitator_attack.js',
];
// Workers run on import (they listen for messages); their exports are not compared.
const RUNS_ON_IMPORT = new Set(['analysis-worker.js', 'analysis-worker-attack.js']);

function fail(message) {
  console.error(`minify-web: ${message}`);
  process.exit(1);
}

const version = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
const keys = async (f) => Object.keys(await import(pathToFileURL(path.join(dir, f)).href)).sort().join();

let before = 0;
let after = 0;
for (const file of MINIFIED) {
  const source = readFileSync(path.join(dir, file), 'utf8');
  const banner = `// cogitator ${version} (MIT): ${file} minified; ${file}.map has the readable source.`;
  const out = await minify(
    { [file]: source },
    {
      module: true,
      compress: { passes: 2 },
      format: { comments: false, preamble: banner },
      sourceMap: { includeSources: true, url: `${file}.map` },
    },
  ).catch((e) => fail(`${file}: ${e.message}`));
  const tmp = `${path.basename(file, '.js')}.min-${process.pid}.js`;
  writeFileSync(path.join(dir, tmp), `${out.code}\n`);
  try {
    if (!RUNS_ON_IMPORT.has(file)) {
      const [a, b] = [await keys(file), await keys(tmp)];
      if (a !== b) fail(`${file}'s exports changed when minified:\n  before: ${a}\n  after:  ${b}`);
    }
  } finally {
    rmSync(path.join(dir, tmp), { force: true });
  }
  writeFileSync(path.join(dir, file), `${out.code}\n`);
  writeFileSync(path.join(dir, `${file}.map`), out.map);
  before += source.length;
  after += out.code.length;
}
console.log(`minify-web: ${MINIFIED.length} browser files minified, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB (source maps beside them)`);
