// `cogitator/attack`, the entry for pages that start with an attack: its names, its
// browser bundle (attack.js, run here from the .wasm's bytes) giving the whole engine's
// outcomes byte for byte, and its .wasm holding only its own exports. The browser run
// (fetching the .wasm, workers) is in tests/browser/attack-entry.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import * as whole from 'cogitator';
import * as attackNode from 'cogitator/attack';
import { determinismCases, runCases, rangedRequest, meleeRequest } from './fixtures.mjs';

const pkgDir = path.dirname(fileURLToPath(import.meta.resolve('cogitator/package.json')));
const NAMES = [
  'analysisPool', 'analyzeAttack', 'default', 'diceGroups', 'diceSoNice', 'engineVersion', 'escapeHtml',
  'formatOutcome', 'foundryRollData', 'foundryRollTerms', 'init', 'initSync', 'isCogitatorError',
  'isInitialized', 'opposedTest', 'outcomeCss', 'prepareAttack', 'resolveAttack', 'rollTest',
];
// The wasm exports the attack entry's functions call (prepareAttack's class aside).
const WASM_EXPORTS = ['resolveAttack', 'rollTest', 'opposedTest', 'analyzeAttack', 'prepareAttack', 'engineVersion', 'analyzeAttackStart', 'analyzeAttackPart', 'mergeAnalysis'];

async function browserBundle() {
  const mod = await import(pathToFileURL(path.join(pkgDir, 'attack.js')).href);
  await mod.init(readFileSync(path.join(pkgDir, 'cogitator_attack_bg.wasm')));
  return mod;
}

test('cogitator/attack exports the attack entry\'s names, in Node and in the browser bundle', async () => {
  assert.deepEqual(Object.keys(attackNode).sort(), NAMES);
  const bundle = await browserBundle();
  assert.deepEqual(Object.keys(bundle).sort(), NAMES);
  // In Node the names come from the Node entry: the same functions, no init() needed.
  assert.equal(attackNode.resolveAttack, whole.resolveAttack);
});

test('the attack bundle gives the whole engine\'s outcomes and errors, byte for byte', async () => {
  const bundle = await browserBundle();
  const cases = determinismCases().filter((c) => NAMES.includes(c.fn));
  assert.ok(cases.length >= 40, `${cases.length} cases`);
  assert.deepEqual(runCases(bundle, cases), runCases(whole, cases));
  for (const r of [rangedRequest('dh1'), { ...meleeRequest('dh2'), dice: { seed: 99 } }]) {
    const p = bundle.prepareAttack(r);
    assert.equal(JSON.stringify(p.outcome(4321)), JSON.stringify(whole.resolveAttack({ ...r, dice: { seed: 4321 } })));
    assert.deepEqual(p.roll(7), whole.prepareAttack(r).roll(7));
    p.free();
    const trials = { ...r, trials: 2000 };
    assert.equal(JSON.stringify(bundle.analyzeAttack(trials)), JSON.stringify(whole.analyzeAttack(trials)));
  }
  const bad = (mod) => {
    try {
      mod.resolveAttack({ ...rangedRequest('ow'), attacker: { ...rangedRequest('ow').attacker, characteristcs: {} } });
    } catch (err) {
      return [err.code, err.path, err.message];
    }
  };
  assert.deepEqual(bad(bundle), bad(whole));
  assert.equal(bad(bundle)[0], 'invalid_input');
});

test('the attack .wasm holds only the attack entry\'s exports, and is smaller than the whole engine\'s', () => {
  const attackWasm = readFileSync(path.join(pkgDir, 'cogitator_attack_bg.wasm'));
  const wholeWasm = readFileSync(path.join(pkgDir, 'cogitator_bg.wasm'));
  const functions = (bytes) =>
    WebAssembly.Module.exports(new WebAssembly.Module(bytes))
      .filter((e) => e.kind === 'function' && /^[a-z][A-Za-z]+$/.test(e.name))
      .map((e) => e.name);
  const ours = functions(attackWasm);
  for (const name of WASM_EXPORTS) assert.ok(ours.includes(name), `${name} missing from the attack .wasm`);
  for (const name of ['startEncounter', 'heal', 'rulesets', 'movement', 'vehicleAction', 'focusPower']) {
    assert.ok(!ours.includes(name), `${name} is in the attack .wasm`);
    assert.ok(functions(wholeWasm).includes(name), `${name} missing from the whole .wasm`);
  }
  assert.ok(attackWasm.length < 0.7 * wholeWasm.length, `${attackWasm.length} against ${wholeWasm.length} bytes`);
});

test('the attack bundle names its own .wasm when given the wrong one', async () => {
  const code = `
    import { readFileSync } from 'node:fs';
    const a = await import(${JSON.stringify(pathToFileURL(path.join(pkgDir, 'attack.js')).href)});
    try { await a.init(readFileSync(${JSON.stringify(path.join(pkgDir, 'cogitator_bg.wasm'))})); console.log('loaded'); }
    catch (e) { console.log(e.code + ' ' + e.message); }
  `;
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
  // The whole engine's .wasm imports from its own glue, which the attack bundle is not:
  // refused, naming the file to serve.
  assert.match(out, /^load_failed .*does not match this package's JavaScript.*serve the cogitator_attack_bg\.wasm/);
});
