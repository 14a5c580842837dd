#!/usr/bin/env node
// Makes each of the package's browser entries one file: pkg/index.js (the whole engine)
// and pkg/attack.js (the attack entry), each with its wasm-bindgen glue (cogitator.js,
// cogitator_attack.js), api.js, present.js and load.js inlined, so a page that imports one
// waits for one JavaScript request before init() can start fetching the .wasm, not two
// (the entry, then the files it imports). Measured with scripts/bench-browser.mjs.
//
//   node scripts/bundle-web.mjs pkg      # after the entry points are copied into pkg/
//
// Each inlined module keeps its own scope (a function whose result is the module's
// exports), so their top-level names cannot clash; `import.meta.url` still points beside
// the .wasm because the bundle sits where the entry did. The rewriting handles the import
// and export forms these files use, and stops the build on any other. A bundle must
// export exactly the names the separate files' entry did: it is checked by importing
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

// The names of an import list as a destructuring pattern: `a, b: c`.
function pattern(list) {
  return list.map((n) => (n.local === n.as ? n.local : `${n.local}: ${n.as}`)).join(', ');
}

// The names each module of the bundle is asked for by the others and by the entry
// (`import { a } from './m.js'`, `export { a } from './m.js'`); a module imported whole
// (`import * as m`) is asked for everything (null). A bundle returns only those of a
// module's exports, so the minifier drops the rest: api.js's calls for the other domains
// leave attack.js.
function asked(sources) {
  const wanted = new Map();
  const want = (mod, list) => {
    if (wanted.get(mod) === null) return;
    if (list === null) return void wanted.set(mod, null);
    const set = wanted.get(mod) ?? new Set();
    for (const n of names(list)) set.add(n.local);
    wanted.set(mod, set);
  };
  for (const src of sources) {
    for (const m of src.matchAll(new RegExp(`^import \\* as ${ID} from '\\./(\\w+)\\.js';`, 'gm'))) want(m[1], null);
    for (const m of src.matchAll(/^(?:import|export) ([A-Za-z_$][\w$]*,\s*)?\{([^}]*)\} from '\.\/(\w+)\.js';/gm)) {
      want(m[3], m[1] ? `default, ${m[2]}` : m[2]);
    }
  }
  return wanted;
}

// A module's source as a function body whose return value is its exports (those in
// `keep`, a set of names, when given). `mod` is the name its importers use (`./mod.js`):
// the attack bundle's glue is cogitator_attack.js, inlined where the sources import
// ./cogitator.js.
function inline(file, inlined, mod = path.basename(file, '.js'), keep = null) {
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
  src = src.replace(new RegExp(`^import \\* as (${ID}) from '\\./(\\w+)\\.js';[ \\t]*$`, 'gm'), (_, id, m) => {
    if (!inlined.has(m)) fail(`${file} imports ./${m}.js, which is not inlined before it`);
    return `const ${id} = __${m};`;
  });
  src = src.replace(new RegExp(`^import \\{([^}]*)\\} from '\\./(\\w+)\\.js';[ \\t]*$`, 'gm'), (_, list, m) => {
    if (!inlined.has(m)) fail(`${file} imports ./${m}.js, which is not inlined before it`);
    const ns = names(list);
    return `const { ${pattern(ns)} } = __${m};`;
  });
  if (/^\s*(import|export)\b/m.test(src)) fail(`${file} has an import or export form this script does not rewrite`);
  inlined.add(mod);
  const props = exported
    .filter(({ as }) => keep === null || keep.has(as))
    .map(({ local, as }) => (local === as ? local : `${as}: ${local}`)).join(', ');
  return `// ---- ${file}\nconst __${mod} = (() => {\n${src.trimEnd()}\nreturn { ${props} };\n})();\n`;
}

// The entry `entry` in one file, with `glue` (the wasm-bindgen output of its engine) as
// its ./cogitator.js; replaces the entry in the package once its exports are checked
// against the separate files'.
async function bundle(entry, glue) {
  const inlined = new Set();
  let src = read(entry);
  const wanted = asked(['api.js', 'present.js', 'load.js'].map(read).concat(src));
  // null (imported whole) keeps every export; a module nobody imports from keeps none.
  const keep = (mod) => (wanted.has(mod) ? wanted.get(mod) : new Set());
  const parts = [
    inline(glue, inlined, 'cogitator', keep('cogitator')),
    inline('api.js', inlined, 'api', keep('api')),
    inline('present.js', inlined, 'present', keep('present')),
    inline('load.js', inlined, 'load', keep('load')),
  ];

  // The entry itself stays a module: its imports read from the inlined modules' exports.
  if (src.startsWith('// A browser entry in one file')) fail(`${entry} is a bundle already: copy js/${entry} into the package first`);
  const bound = new Set();
  src = src.replace(
    new RegExp(`^import (?:(${ID}),\\s*)?\\{([^}]*)\\} from '\\./(\\w+)\\.js';[ \\t]*$`, 'gm'),
    (_, def, list, mod) => {
      if (!inlined.has(mod)) fail(`${entry} imports ./${mod}.js, which is not inlined`);
      const out = [];
      if (def) {
        out.push(`const ${def} = __${mod}.default;`);
        bound.add(def);
      }
      const ns = names(list);
      for (const n of ns) bound.add(n.as);
      out.push(`const { ${pattern(ns)} } = __${mod};`);
      return out.join('\n');
    },
  );
  src = src.replace(/^export \{([^}]*)\} from '\.\/(\w+)\.js';[ \t]*$/gm, (_, list, mod) => {
    if (!inlined.has(mod)) fail(`${entry} re-exports ./${mod}.js, which is not inlined`);
    const ns = names(list);
    // Names the entry also imported are bound already: export those bindings.
    const fresh = ns.filter((n) => !bound.has(n.local));
    const again = ns.filter((n) => bound.has(n.local));
    const out = [];
    if (fresh.length) {
      out.push(`export const { ${pattern(fresh)} } = __${mod};`);
    }
    if (again.length) out.push(`export { ${again.map((n) => (n.local === n.as ? n.local : `${n.local} as ${n.as}`)).join(', ')} };`);
    return out.join('\n');
  });
  if (/^import\b|from '\.\//m.test(src)) fail(`${entry} has an import form this script does not rewrite`);

  const header =
    `// A browser entry in one file, made by scripts/bundle-web.mjs from ${entry}, api.js,\n` +
    `// present.js, load.js and the wasm-bindgen glue ${glue} (which ship beside it).\n`;
  const text = header + parts.join('\n') + `\n// ---- ${entry}\n` + src;

  // Same exports as the separate files' entry, checked before it replaces the entry.
  const tmp = path.join(dir, `${path.basename(entry, '.js')}.bundle-${process.pid}.js`);
  writeFileSync(tmp, text);
  let before;
  let after;
  try {
    const keys = async (f) => Object.keys(await import(pathToFileURL(path.join(dir, f)).href)).sort();
    before = await keys(entry);
    after = await keys(path.basename(tmp));
  } finally {
    if (before?.join() !== after?.join()) rmSync(tmp, { force: true });
  }
  if (before.join() !== after.join()) {
    fail(`the bundle's exports differ from ${entry}'s:\n  ${entry}: ${before.join(', ')}\n  bundle:   ${after.join(', ')}`);
  }
  renameSync(tmp, path.join(dir, entry));
  console.log(`bundle-web: ${entry} is one file now (${Math.round(text.length / 1024)} KB)`);
}

await bundle('index.js', 'cogitator.js');
await bundle('attack.js', 'cogitator_attack.js');

// foundry.js for Node: the engine from api.js, the instance node.js loads.
const FOUNDRY_IMPORT = "import { rulesets, movement } from './index.js';";
const foundry = read('foundry.js');
if (foundry.split(FOUNDRY_IMPORT).length !== 2) fail(`foundry.js does not have the line ${FOUNDRY_IMPORT}`);
writeFileSync(
  path.join(dir, 'foundry-node.js'),
  foundry.replace(FOUNDRY_IMPORT, "import { rulesets, movement } from './api.js';"),
);
console.log('bundle-web: foundry-node.js written (foundry.js for Node)');
