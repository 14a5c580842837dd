// The attack entry (`cogitator/attack`, attack.js) in headless Chromium: it loads only its
// own .wasm (cogitator_attack_bg.wasm, never the whole engine's), its outcomes are the whole
// engine's byte for byte (and Node's), its analysis pool runs on analysis-worker-attack.js,
// and the main entry still works beside it on the same page (each with its own engine).

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { PKG_DIR, scratchSite } from './chromium.mjs';
import { rangedRequest, meleeRequest } from '../js/fixtures.mjs';

const ATTACKS = [
  rangedRequest('dh1'),
  { ...rangedRequest('dh2'), action: 'semiAuto', dice: { seed: 77 } },
  meleeRequest('ow'),
  { ...meleeRequest('rt'), dice: { rolls: [5, 3, 7, 9, 2] } },
];
const TEST = { ruleset: 'dh2', actor: { characteristics: { ws: 40, bs: 45, s: 35, t: 35, ag: 40, int: 30, per: 35, wp: 30, fel: 30 } }, characteristic: 'ag', dice: { seed: 3 } };
const ANALYSIS = { ...rangedRequest('dh2'), action: 'semiAuto', trials: 3001, dice: { seed: 9 } };

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>attack entry</title>
<link rel="icon" href="data:,"></head><body><script type="module" src="run.js"></script></body></html>
`;

const RUN = `
const out = {};
try {
  const a = await import('/pkg/attack.js');
  await a.init();
  out.wasmAfterAttack = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.wasm'));
  out.attacks = ${JSON.stringify(ATTACKS)}.map((r) => JSON.stringify(a.resolveAttack(r)));
  out.prepared = JSON.stringify(a.prepareAttack(${JSON.stringify(ATTACKS[0])}).outcome({ seed: 1234 }));
  out.test = JSON.stringify(a.rollTest(${JSON.stringify(TEST)}));
  out.one = JSON.stringify(a.analyzeAttack(${JSON.stringify(ANALYSIS)}));
  out.workers = JSON.stringify(await a.analyzeAttack(${JSON.stringify(ANALYSIS)}, { workers: 2 }));
  out.card = a.formatOutcome(a.resolveAttack(${JSON.stringify(ATTACKS[0])}), { format: 'text' }).length > 0;
  out.missing = ['startEncounter', 'heal', 'rulesets', 'movement'].filter((n) => n in a);
  try {
    a.resolveAttack({ ...${JSON.stringify(ATTACKS[0])}, wepon: {} });
  } catch (err) {
    out.error = err.code + ' ' + err.path + ' ' + /weapon/.test(err.message);
  }
  const whole = await import('/pkg/index.js');
  await whole.init();
  out.whole = ${JSON.stringify(ATTACKS)}.map((r) => JSON.stringify(whole.resolveAttack(r)));
  out.rulesets = whole.rulesets().length;
} catch (err) {
  out.failure = err.code + ': ' + err.message;
}
window.__result = out;
document.body.dataset.done = 'true';
`;

let site;

before(async () => {
  assert.ok(existsSync(path.join(PKG_DIR, 'attack.js')), `no built attack entry in ${PKG_DIR}`);
  site = await scratchSite('attack-entry', { 'index.html': PAGE, 'run.js': RUN });
});

after(async () => {
  await site?.close();
});

test('the attack entry loads only its own .wasm and gives the whole engine\'s outcomes, byte for byte', async () => {
  const { result: r, errors } = await site.run('index.html');
  assert.equal(r.failure, undefined);
  assert.deepEqual(r.wasmAfterAttack.map((u) => u.split('/').pop()), ['cogitator_attack_bg.wasm']);
  assert.deepEqual(r.attacks, r.whole);
  assert.deepEqual(r.missing, []);
  assert.equal(r.workers, r.one);
  assert.equal(r.card, true);
  assert.equal(r.error, 'invalid_input wepon true');
  assert.equal(r.rulesets, 4);
  const node = await import(pathToFileURL(path.join(PKG_DIR, 'node.js')).href);
  assert.deepEqual(r.attacks, ATTACKS.map((q) => JSON.stringify(node.resolveAttack(q))));
  assert.equal(r.prepared, JSON.stringify(node.resolveAttack({ ...ATTACKS[0], dice: { seed: 1234 } })));
  assert.equal(r.test, JSON.stringify(node.rollTest(TEST)));
  assert.equal(r.one, JSON.stringify(node.analyzeAttack(ANALYSIS)));
  assert.deepEqual(errors, []);
});
