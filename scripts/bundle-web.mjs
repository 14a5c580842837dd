#!/usr/bin/env node
// Makes the package's browser entry one file: pkg/index.js with the wasm-bindgen glue
// (cogitator.js), api.js and present.js inlined, so a page that imports it waits for one
// JavaScript request before init() can start fetching the .wasm, not two (index.js, then
// the three files it imports). Measured with scripts/bench-browser.mjs.
//
//   node scripts/bundle-web.mjs pkg      # after the entry points are copied into pkg/
//
// Each inlined module keeps its own scope (a function whose result is the module's
// exports), so their top-level names cannot clash; `import.meta.url` still points beside
// the .wasm because the bundle sits where index.js did. The rewriting handles the import
// and export forms these files use, and stops the build on any other. The bundle must
// export exactly the names the separate files' index.js did: it is checked by importing
// both.
//
// pool.js (the analysis workers) stays a file of its own: api.js imports it when workers
// are first used, so the first outcome never waits for it.
//
// node.js keeps importing the separate files (api.js, present.js, cogitator.js), which
// stay in the package. foundry.js imports from index.js, so in a browser it shares the
// bundle's wasm instance; Node gets foundry-node.js, the same file importing api.js.

import { readFileSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2] || 'pkg');
const read = (f) => readFileSync(path.join(dir, f), 'utf8');
const ID = '[A-Za-z_$][\\w$]*';

function fail(message) {
  console.error(`bundle-web: ${message}`);
  process.exit(1);
}

function names(list) {
  return list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const m = s.match(new RegExp(`^(${ID})(?:\\s+as\\s+(${ID}))?$`));
      if (!m) fail(`cannot read "${s}" in an import or export list`);
      return { local: m[1], as: m[2] ?? m[1] };
    });
}

// A module's source as a function body whose return value is its exports.
function inline(file) {
  const exported = [];
  let src = read(file);
  src = src.replace(new RegExp(`^export (async function|function|const|let|class) (${ID})`, 'gm'), (_, kw, id) => {
    exported.push({ local: id, as: id });
    return `${kw} ${id}`;
  });
  src = src.replace(/^export \{([^}]*)\};?[ \t]*$/gm, (_, list) => {
    exported.push(...names(list));
    return '';
  });
  src = src.replace(new RegExp(`^import \\* as (${ID}) from '\\./(\\w+)\\.js';[ \\t]*$`, 'gm'), (_, id, mod) => {
    if (!inlined.has(mod)) fail(`${file} imports ./${mod}.js, which is not inlined before it`);
    return `const ${id} = __${mod};`;
  });
  if (/^\s*(import|export)\b/m.test(src)) fail(`${file} has an import or export form this script does not rewrite`);
  const mod = path.basename(file, '.js');
  inlined.add(mod);
  const props = exported.map(({ local, as }) => (local === as ? local : `${as}: ${local}`)).join(', ');
  return `// ---- ${file}\nconst __${mod} = (() => {\n${src.trimEnd()}\nreturn { ${props} };\n})();\n`;
}

const inlined = new Set();
const parts = [inline('cogitator.js'), inline('api.js'), inline('present.js')];

// The entry itself stays a module: its imports read from the inlined modules' exports.
let entry = read('index.js');
if (entry.startsWith('// The browser entry in one file')) fail('index.js is a bundle already: copy js/index.js into the package first');
const bound = new Set();
entry = entry.replace(
  new RegExp(`^import (?:(${ID}),\\s*)?\\{([^}]*)\\} from '\\./(\\w+)\\.js';[ \\t]*$`, 'gm'),
  (_, def, list, mod) => {
    if (!inlined.has(mod)) fail(`index.js imports ./${mod}.js, which is not inlined`);
    const out = [];
    if (def) {
      out.push(`const ${def} = __${mod}.default;`);
      bound.add(def);
    }
    const ns = names(list);
    for (const n of ns) bound.add(n.as);
    out.push(`const { ${ns.map((n) => (n.local === n.as ? n.local : `${n.local}: ${n.as}`)).join(', ')} } = __${mod};`);
    return out.join('\n');
  },
);
entry = entry.replace(/^export \{([^}]*)\} from '\.\/(\w+)\.js';[ \t]*$/gm, (_, list, mod) => {
  if (!inlined.has(mod)) fail(`index.js re-exports ./${mod}.js, which is not inlined`);
  const ns = names(list);
  // Names index.js also imported are bound already: export those bindings.
  const fresh = ns.filter((n) => !bound.has(n.local));
  const again = ns.filter((n) => bound.has(n.local));
  const out = [];
  if (fresh.length) {
    out.push(`export const { ${fresh.map((n) => (n.local === n.as ? n.local : `${n.local}: ${n.as}`)).join(', ')} } = __${mod};`);
  }
  if (again.length) out.push(`export { ${again.map((n) => (n.local === n.as ? n.local : `${n.local} as ${n.as}`)).join(', ')} };`);
  return out.join('\n');
});
if (/^import\b|from '\.\//m.test(entry)) fail('index.js has an import form this script does not rewrite');

const header =
  '// The browser entry in one file, made by scripts/bundle-web.mjs from index.js, api.js,\n' +
  '// present.js and the wasm-bindgen glue cogitator.js (which ship beside it for node.js).\n';
const bundle = header + parts.join('\n') + '\n// ---- index.js\n' + entry;

// Same exports as the separate files' entry, checked before it replaces index.js.
const tmp = path.join(dir, `index.bundle-${process.pid}.js`);
writeFileSync(tmp, bundle);
let before;
let after;
try {
  const keys = async (f) => Object.keys(await import(pathToFileURL(path.join(dir, f)).href)).sort();
  before = await keys('index.js');
  after = await keys(path.basename(tmp));
} finally {
  if (before?.join() !== after?.join()) rmSync(tmp, { force: true });
}
if (before.join() !== after.join()) {
  fail(`the bundle's exports differ from index.js's:\n  index.js: ${before.join(', ')}\n  bundle:   ${after.join(', ')}`);
}
renameSync(tmp, path.join(dir, 'index.js'));
console.log(`bundle-web: index.js is one file now (${Math.round(bundle.length / 1024)} KB)`);

// foundry.js for Node: the engine from api.js, the instance node.js loads.
const FOUNDRY_IMPORT = "import { rulesets, movement } from './index.js';";
const foundry = read('foundry.js');
if (foundry.split(FOUNDRY_IMPORT).length !== 2) fail(`foundry.js does not have the line ${FOUNDRY_IMPORT}`);
writeFileSync(
  path.join(dir, 'foundry-node.js'),
  foundry.replace(FOUNDRY_IMPORT, "import { rulesets, movement } from './api.js';"),
);
console.log('bundle-web: foundry-node.js written (foundry.js for Node)');
