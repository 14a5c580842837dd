// The package contract: how it loads, what each entry exports, what the exports map
// resolves. Run against the packed package installed into a scratch project, so
// `cogitator` here is exactly what users get from npm.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

import init, * as cogitator from 'cogitator';
import { resolveAttack, rulesets, engineVersion, isInitialized } from 'cogitator';
import { rangedRequest, RULESETS } from './fixtures.mjs';

const FUNCTIONS = ['resolveAttack', 'rollTest', 'opposedTest', 'rollInitiative', 'analyzeAttack', 'rulesets', 'actions', 'catalogue', 'validateTurn', 'escapePinning', 'spendFate', 'heal', 'applyDamage', 'startTurn', 'endRound', 'engineVersion'];
const pkgJsonPath = fileURLToPath(import.meta.resolve('cogitator/package.json'));
const pkgDir = path.dirname(pkgJsonPath);
const pkgJson = JSON.parse(readFileSync(pkgJsonPath, 'utf8'));

test('works in Node with no init call', () => {
  assert.equal(isInitialized(), true);
  const out = resolveAttack(rangedRequest('dh1'));
  assert.equal(out.ruleset, 'dh1');
});

test('exports every API function, and init as default and named export', async () => {
  for (const name of FUNCTIONS) assert.equal(typeof cogitator[name], 'function', name);
  assert.equal(typeof init, 'function');
  assert.equal(cogitator.init, init);
  // init is a harmless no-op in Node so browser-style code runs unchanged.
  await init();
  await cogitator.init(new Uint8Array([1, 2, 3]));
  assert.equal(resolveAttack(rangedRequest('rt')).ruleset, 'rt');
});

test('engineVersion matches the package version', () => {
  assert.equal(engineVersion(), pkgJson.version);
});

test('rulesets() describes the four game lines', () => {
  const profiles = rulesets();
  assert.ok(Array.isArray(profiles));
  assert.deepEqual(profiles.map((p) => p.id).sort(), [...RULESETS].sort());
  for (const p of profiles) assert.equal(typeof p.name, 'string');
});

test('package.json is an ES module package with the documented exports map', () => {
  assert.equal(pkgJson.name, 'cogitator');
  assert.equal(pkgJson.type, 'module');
  const dot = pkgJson.exports['.'];
  assert.equal(dot.types, './index.d.ts');
  assert.equal(dot.node, './node.js');
  assert.equal(dot.default, './index.js');
  for (const sub of ['./web', './node', './cogitator_bg.wasm', './package.json']) {
    assert.ok(pkgJson.exports[sub], `exports["${sub}"]`);
  }
  for (const f of pkgJson.files) assert.ok(existsSync(path.join(pkgDir, f)), `${f} is shipped`);
});

test('subpath exports resolve to the shipped files', () => {
  const resolved = (spec) => fileURLToPath(import.meta.resolve(spec));
  assert.equal(resolved('cogitator'), path.join(pkgDir, 'node.js'));
  assert.equal(resolved('cogitator/node'), path.join(pkgDir, 'node.js'));
  assert.equal(resolved('cogitator/web'), path.join(pkgDir, 'index.js'));
  const wasm = resolved('cogitator/cogitator_bg.wasm');
  const bytes = readFileSync(wasm);
  assert.deepEqual([...bytes.subarray(0, 4)], [0x00, 0x61, 0x73, 0x6d], 'wasm magic number');
});

test('the browser entry is one file, and cogitator/foundry follows the entry of its environment', () => {
  // A page waits for index.js alone before init() can fetch the .wasm.
  const entry = readFileSync(path.join(pkgDir, 'index.js'), 'utf8');
  assert.doesNotMatch(entry, /^\s*(import|export)\b[^;]*?from\s*['"]/m, 'index.js imports no other file');
  // foundry.js shares the browser entry's wasm instance; in Node it is node.js's.
  // (Minified, as the browser files are: `from"./index.js"`.)
  assert.match(readFileSync(path.join(pkgDir, 'foundry.js'), 'utf8'), /from\s*["']\.\/index\.js["']/);
  assert.equal(fileURLToPath(import.meta.resolve('cogitator/foundry')), path.join(pkgDir, 'foundry-node.js'));
  assert.match(readFileSync(path.join(pkgDir, 'foundry-node.js'), 'utf8'), /from '\.\/api\.js'/);
});

test('the browser files are minified, each with a source map holding the readable file', () => {
  // scripts/minify-web.mjs; the files only Node reads stay as written.
  for (const file of ['index.js', 'attack.js', 'foundry.js', 'pool.js', 'analysis-worker.js', 'analysis-worker-attack.js', 'cogitator.js', 'cogitator_attack.js']) {
    const code = readFileSync(path.join(pkgDir, file), 'utf8');
    assert.ok(code.trimEnd().endsWith(`//# sourceMappingURL=${file}.map`), `${file} names its map`);
    const map = JSON.parse(readFileSync(path.join(pkgDir, `${file}.map`), 'utf8'));
    assert.deepEqual(map.sources, [file]);
    // Minified: comments, spaces and local names gone, so well under the readable size.
    // (The workers' few lines are left out of that.)
    if (map.sourcesContent[0].length > 5000) assert.ok(code.length < 0.8 * map.sourcesContent[0].length, `${file} is minified (${code.length} of ${map.sourcesContent[0].length} characters)`);
    assert.match(map.sourcesContent[0], /\n\s*(\/\/|\/\*\*) /, `${file}.map keeps the comments`);
  }
  for (const file of ['node.js', 'api.js', 'present.js', 'foundry-node.js']) {
    assert.ok(readFileSync(path.join(pkgDir, file), 'utf8').startsWith('//'), `${file} is as written`);
  }
  const files = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')).files;
  assert.ok(files.includes('attack.js.map') && files.includes('index.js.map'), 'the maps ship');
});

// The browser entry, loaded on its own in a child process so its module state is fresh.
function runWebEntry(code) {
  const script = `
    import { readFileSync } from 'node:fs';
    import { fileURLToPath } from 'node:url';
    import * as web from 'cogitator/web';
    const out = {};
    ${code}
    process.stdout.write(JSON.stringify(out));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      encoding: 'utf8',
    }),
  );
}

test('browser entry: calls before init throw code not_initialized', () => {
  const out = runWebEntry(`
    out.initialized = web.isInitialized();
    try { web.resolveAttack({}); } catch (e) {
      out.isError = e instanceof Error; out.code = e.code; out.message = e.message;
    }
  `);
  assert.equal(out.initialized, false);
  assert.equal(out.isError, true);
  assert.equal(out.code, 'not_initialized');
  assert.match(out.message, /init/);
});

test('browser entry: init(bytes) loads the module, repeated init is harmless', () => {
  const out = runWebEntry(`
    const bytes = readFileSync(fileURLToPath(import.meta.resolve('cogitator/cogitator_bg.wasm')));
    await Promise.all([web.init(bytes), web.init(bytes)]);
    await web.default(bytes);
    out.initialized = web.isInitialized();
    out.version = web.engineVersion();
    out.ruleset = web.resolveAttack(${JSON.stringify(rangedRequest('ow'))}).ruleset;
  `);
  assert.deepEqual(out, { initialized: true, version: pkgJson.version, ruleset: 'ow' });
});

test('browser entry: initSync accepts bytes', () => {
  const out = runWebEntry(`
    const bytes = readFileSync(fileURLToPath(import.meta.resolve('cogitator/cogitator_bg.wasm')));
    web.initSync(bytes);
    out.sync = web.isInitialized();
    out.ruleset = web.resolveAttack(${JSON.stringify(rangedRequest('dh2'))}).ruleset;
  `);
  assert.deepEqual(out, { sync: true, ruleset: 'dh2' });
});

test('browser entry loaded from a compiled WebAssembly.Module gives the Node outcome', () => {
  const request = rangedRequest('dh2', { seed: 77 });
  const out = runWebEntry(`
    const bytes = readFileSync(fileURLToPath(import.meta.resolve('cogitator/cogitator_bg.wasm')));
    await web.init(new WebAssembly.Module(bytes));
    out.json = JSON.stringify(web.resolveAttack(${JSON.stringify(request)}));
  `);
  assert.equal(out.json, JSON.stringify(resolveAttack(request)));
});
