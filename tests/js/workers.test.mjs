// analyzeAttack(request, { workers }) and analysisPool(): the trials spread over Node worker
// threads give the same Analysis, byte for byte, as one call; errors come back with their
// code and path; an idle pool does not keep the process alive.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { analyzeAttack, analysisPool } from 'cogitator';
import { rangedRequest, meleeRequest, target } from './fixtures.mjs';

const same = (a, b) => assert.equal(JSON.stringify(a), JSON.stringify(b));

const requests = () => ['dh1', 'rt', 'ow', 'dh2'].flatMap((r) => [
  { ...rangedRequest(r), trials: 3001, dice: { seed: 11 } },
  { ...rangedRequest(r), action: 'semiAuto', trials: 777, dice: { seed: 5 } },
  { ...meleeRequest(r), trials: 2000, dice: { seed: 3 } },
]);

test('{ workers: n } gives analyzeAttack(request), byte for byte, for any n', async () => {
  for (const req of requests()) {
    const one = analyzeAttack(req);
    for (const workers of [1, 2, 3]) {
      same(await analyzeAttack(req, { workers }), one);
    }
  }
});

test('an analysis worked out exactly comes back whole from the start, the same as one call', async () => {
  // A single shot at a target too sturdy for critical damage, without Righteous Fury (whose
  // chains of extra dice make the tree large): a small tree of dice.
  const req = { ...rangedRequest('dh1'), target: { ...target, wounds: 100 }, options: { righteousFury: 'never' },
    trials: 1000, exact: true, dice: { seed: 2 } };
  const one = analyzeAttack(req);
  assert.equal(one.exact, true);
  same(await analyzeAttack(req, { workers: 2 }), one);
  const sampled = analyzeAttack({ ...req, exact: false });
  assert.equal(sampled.exact, false);
  // Within five standard errors of the exact chance.
  const sd = Math.sqrt(one.hitChance * (1 - one.hitChance) / 1000);
  assert.ok(Math.abs(sampled.hitChance - one.hitChance) <= 5 * sd, `${sampled.hitChance} against ${one.hitChance}`);
});

test('a pool gives the same analysis, and can be reused and closed', async () => {
  const pool = analysisPool({ workers: 2 });
  assert.equal(pool.size, 2);
  const reqs = requests();
  // Several analyses at once share the pool's workers.
  const got = await Promise.all(reqs.map((r) => pool.analyze(r)));
  got.forEach((a, i) => same(a, analyzeAttack(reqs[i])));
  same(await analyzeAttack(reqs[0], { workers: pool }), analyzeAttack(reqs[0]));
  await pool.close();
  await assert.rejects(pool.analyze(reqs[0]), (e) => e.code === 'load_failed' && /closed/.test(e.message));
  assert.ok(analysisPool().size >= 1, 'the default size is the cores the host offers');
});

test('without a seed, the seed drawn is reported and replays the same analysis', async () => {
  const req = { ...rangedRequest('ow'), trials: 1500 };
  delete req.dice;
  const a = await analyzeAttack(req, { workers: 2 });
  assert.ok(Number.isInteger(a.seed));
  same(a, analyzeAttack({ ...req, dice: { seed: a.seed } }));
});

test('errors: the request as analyzeAttack refuses it, the options up front', async () => {
  const req = rangedRequest('dh2');
  await assert.rejects(analyzeAttack({ ...req, weapon: { ...req.weapon, damag: '1d10' } }, { workers: 2 }),
    (e) => e.code === 'invalid_input' && e.path === 'weapon.damag' && /did you mean 'damage'/.test(e.message));
  await assert.rejects(analyzeAttack({ ...req, trials: 0 }, { workers: 2 }), (e) => e.code === 'invalid_input' && e.path === 'trials');
  // The dice budget, counted over every worker's trials (a 1000-die burst).
  const heavy = { ...req, weapon: { ...req.weapon, damage: '100d10' }, action: 'fullAuto', trials: 100000,
    dice: { seed: 1 } };
  heavy.weapon.rateOfFire = { full: 10 };
  await assert.rejects(analyzeAttack(heavy, { workers: 2 }), (e) => e.code === 'limit_exceeded' && e.path === 'trials');
  assert.throws(() => analyzeAttack(req, { worker: 2 }), (e) => e.code === 'invalid_input' && e.path === 'options.worker' && /did you mean 'workers'/.test(e.message));
  assert.throws(() => analyzeAttack(req, { workers: 0 }), (e) => e.code === 'invalid_input' && e.path === 'options.workers');
  assert.throws(() => analyzeAttack(req, { workers: 2.5 }), (e) => e.code === 'invalid_input' && e.path === 'options.workers');
  assert.throws(() => analyzeAttack(req, 'fast'), (e) => e.code === 'invalid_input' && e.path === 'options');
  assert.throws(() => analysisPool({ size: 2 }), (e) => e.code === 'invalid_input' && e.path === 'options.size');
});

test('an idle pool does not keep Node running', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cogitator-workers-'));
  const script = path.join(dir, 'run.mjs');
  const entry = import.meta.resolve('cogitator');
  writeFileSync(script, `
import { analyzeAttack, analysisPool } from ${JSON.stringify(entry)};
import { rangedRequest } from ${JSON.stringify(new URL('./fixtures.mjs', import.meta.url).href)};
const a = await analyzeAttack({ ...rangedRequest('dh2'), trials: 2000, dice: { seed: 1 } }, { workers: 2 });
analysisPool({ workers: 2 });
console.log(a.trials);
`);
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 20000 });
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), '2000');
});
