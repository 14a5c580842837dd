// Fate points and critical effects through the packed package: what a VTT reads and writes.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { rollTest, resolveAttack, spendFate, isCogitatorError } from 'cogitator';
import { rangedRequest } from './fixtures.mjs';

test('rollTest: a fate point re-rolls a failed test', () => {
  const out = rollTest({
    ruleset: 'dh1',
    actor: { characteristics: { ag: 40 }, fate: 1 },
    characteristic: 'ag',
    fate: { reroll: true },
    dice: { rolls: [80, 20] },
  });
  assert.equal(out.success, true);
  assert.equal(out.roll, 20);
  assert.deepEqual(out.fate, [{ use: 'reroll', replacedRoll: 80 }]);
});

test('spendFate: 1d5 wounds back, and the new state', () => {
  const out = spendFate({
    ruleset: 'rt',
    actor: { characteristics: { t: 30 }, wounds: 10, damage: 8, fate: 2 },
    use: 'recoverWounds',
    dice: { rolls: [7] },
  });
  assert.equal(out.wounds, 4);
  assert.equal(out.target.damage, 4);
  assert.equal(out.fate.use, 'recoverWounds');
  assert.throws(
    () => spendFate({ ruleset: 'rt', actor: { fate: 0, conditions: ['stunned'] }, use: 'recoverStun' }),
    (e) => isCogitatorError(e) && e.code === 'not_allowed' && e.path === 'actor.fate',
  );
});

test('resolveAttack: a critical is a table row with structured effects and a summary', () => {
  const request = rangedRequest('rt');
  request.target = { ...request.target, wounds: 10, damage: 10, armour: {} };
  request.dice = { rolls: [21, 9], seed: 1 };
  const out = resolveAttack(request);
  const c = out.hits[0].critical;
  assert.match(c.table, /^Rogue Trader, Table 9-1\d: /);
  assert.equal(typeof c.summary, 'string');
  assert.ok(c.effects.every((e) => typeof e.type === 'string'));
  for (const line of out.log) assert.doesNotMatch(line, /\b00[0-4] /, 'no source file numbers in the log');
});
