// The other functions: basic shapes and determinism.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { rollTest, opposedTest, rollInitiative, analyzeAttack } from 'cogitator';
import { RULESETS, attacker, target, rangedRequest } from './fixtures.mjs';

function assertTestResult(t) {
  assert.equal(typeof t.characteristic, 'string');
  assert.equal(typeof t.base, 'number');
  assert.ok(Array.isArray(t.modifiers));
  assert.equal(typeof t.target, 'number');
  assert.equal(typeof t.success, 'boolean');
  assert.ok(Number.isInteger(t.degrees) && t.degrees >= 0);
}

test('rollTest: a scripted roll under the target succeeds', () => {
  for (const ruleset of RULESETS) {
    const out = rollTest({ ruleset, actor: attacker, characteristic: 'bs', dice: { rolls: [30] } });
    assertTestResult(out);
    assert.equal(out.characteristic, 'bs');
    assert.equal(out.base, 45);
    assert.equal(out.roll, 30);
    assert.equal(out.success, true);
    assert.ok(Array.isArray(out.dice) && out.dice.length === 1);
  }
});

test('rollTest: named difficulty is listed among the modifiers', () => {
  const out = rollTest({ ruleset: 'dh2', actor: attacker, characteristic: 'wp', difficulty: 'hard', dice: { seed: 8 } });
  assertTestResult(out);
  assert.ok(out.modifiers.some((m) => m.value === -20), JSON.stringify(out.modifiers));
  assert.equal(out.target, out.base + out.modifiers.reduce((s, m) => s + m.value, 0));
});

test('rollTest: same seed, same result', () => {
  const req = { ruleset: 'rt', actor: attacker, characteristic: 'ag', dice: { seed: 55 } };
  assert.deepEqual(rollTest(req), rollTest(req));
});

test('opposedTest: two test results and a winner', () => {
  for (const ruleset of RULESETS) {
    const out = opposedTest({
      ruleset,
      a: { actor: attacker, characteristic: 's' },
      b: { actor: target, characteristic: 't' },
      dice: { seed: 12 },
    });
    assertTestResult(out.a);
    assertTestResult(out.b);
    assert.ok(['a', 'b', null].includes(out.winner), `winner ${out.winner}`);
  }
});

test('opposedTest: a success beats a failure', () => {
  const out = opposedTest({
    ruleset: 'dh1',
    a: { actor: attacker, characteristic: 's' },
    b: { actor: target, characteristic: 's' },
    dice: { rolls: [10, 99] },
  });
  assert.equal(out.a.success, true);
  assert.equal(out.b.success, false);
  assert.equal(out.winner, 'a');
});

test('rollInitiative: everyone once, highest total first', () => {
  for (const ruleset of RULESETS) {
    const combatants = [
      { id: 'varro', actor: attacker },
      { id: 'heretic', actor: target },
      { id: 'quick', actor: { characteristics: { ag: 55 } } },
    ];
    const out = rollInitiative({ ruleset, combatants, dice: { seed: 4 } });
    assert.deepEqual(out.order.map((o) => o.id).sort(), ['heretic', 'quick', 'varro']);
    for (const o of out.order) {
      assert.ok(Number.isInteger(o.roll) && o.roll >= 1 && o.roll <= 10, 'a d10 roll');
      assert.ok(Number.isInteger(o.total));
    }
    for (let i = 1; i < out.order.length; i++) {
      assert.ok(out.order[i - 1].total >= out.order[i].total, 'sorted highest first');
    }
  }
});

test('analyzeAttack: chances are probabilities and trials are honoured', () => {
  for (const ruleset of RULESETS) {
    const out = analyzeAttack({ ...rangedRequest(ruleset, { seed: 3 }), trials: 300 });
    assert.equal(out.trials, 300);
    for (const k of ['hitChance', 'critChance', 'killChance', 'jamChance']) {
      assert.ok(typeof out[k] === 'number' && out[k] >= 0 && out[k] <= 1, `${k} = ${out[k]}`);
    }
    for (const k of ['meanHits', 'meanWounds']) {
      assert.ok(typeof out[k] === 'number' && out[k] >= 0, `${k} = ${out[k]}`);
    }
  }
});

test('analyzeAttack: each distribution is a list of chances adding up to 1, whose mean is the mean', () => {
  for (const ruleset of RULESETS) {
    const out = analyzeAttack({ ...rangedRequest(ruleset, { seed: 5 }), trials: 400 });
    const d = out.distributions;
    assert.deepEqual(Object.keys(d).sort(), ['criticalDamage', 'damage', 'hits', 'wounds']);
    for (const [k, list] of Object.entries(d)) {
      assert.ok(Array.isArray(list) && list.length >= 1 && list.length <= 200, `${ruleset} ${k}: ${list.length} entries`);
      assert.ok(list.every((p) => typeof p === 'number' && p >= 0 && p <= 1), `${ruleset} ${k}: ${list}`);
      assert.ok(Math.abs(list.reduce((s, p) => s + p, 0) - 1) < 1e-9, `${ruleset} ${k} sums to 1`);
      assert.ok(list[list.length - 1] > 0, `${ruleset} ${k} ends at the largest total seen`);
    }
    const mean = (list) => list.reduce((s, p, i) => s + i * p, 0);
    assert.ok(Math.abs(mean(d.hits) - out.meanHits) < 1e-9, `${ruleset}: mean hits`);
    assert.ok(Math.abs(mean(d.wounds) - out.meanWounds) < 1e-9, `${ruleset}: mean wounds`);
    assert.ok(Math.abs(d.hits[0] - (1 - out.hitChance)) < 1e-9, `${ruleset}: no hit is a miss`);
  }
});

test('analyzeAttack: seeded analysis is reproducible', () => {
  const req = { ...rangedRequest('ow', { seed: 21 }), trials: 250 };
  assert.deepEqual(analyzeAttack(req), analyzeAttack(req));
});

// The seeded stream is frozen: tests/dice.rs holds the same faces for the native build.
// Here the packed wasm must give them too (seed 42: the d100s start 84, 98; the first
// ten d10s of a fresh stream are 4, 8, 5, 6, 6, 7, 6, 6, 5, 5).
test('seed 42 gives the golden faces in wasm', () => {
  const single = rollTest({ ruleset: 'dh1', actor: attacker, characteristic: 'bs', dice: { seed: 42 } });
  const pair = opposedTest({ ruleset: 'dh1', a: { actor: attacker, characteristic: 'bs' }, b: { actor: target, characteristic: 'ag' }, dice: { seed: 42 } });
  assert.deepEqual([single.roll, pair.a.roll, pair.b.roll], [84, 84, 98]);
  const combatants = Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, actor: { characteristics: { ag: 90 - i * 5 } } }));
  const init = rollInitiative({ ruleset: 'dh1', combatants, dice: { seed: 42 } });
  const d10 = init.dice.filter((d) => d.purpose === 'initiative').map((d) => d.face);
  assert.deepEqual(d10, [4, 8, 5, 6, 6, 7, 6, 6, 5, 5]);
});
