// Movement through the packed package (003 MOVEMENT to FLYING): a token's speeds for a
// VTT's ruler, and moves with their tests, falls and fatigue.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { movement, resolveMove, formatOutcome, diceSoNice, isCogitatorError } from 'cogitator';

const keira = { name: 'Keira', characteristics: { ag: 36, s: 36, t: 30, bs: 30 }, wounds: 12 };

test('movement: Table 7-28 speeds, Table 7-29 narrative, Table 7-31 limits, in every line', () => {
  for (const ruleset of ['dh1', 'rt', 'ow', 'dh2']) {
    const out = movement({ ruleset, actor: keira });
    assert.deepEqual([out.half, out.full, out.charge, out.run], [3, 6, 9, 18], ruleset);
    assert.deepEqual(out.narrative, { perMinute: 72, perHour: 4000, perDay: 40000 });
    assert.deepEqual(out.limits, { carry: 36, lift: 72, push: 144 }, 'S 36 + T 30: total 6');
    assert.equal(out.encumbered, false);
    assert.ok(out.log.length > 0);
  }
});

test('movement: gravity, load, environment and traits', () => {
  const low = movement({ ruleset: 'dh1', actor: keira, gravity: 'low' });
  assert.equal(low.half, 5);
  assert.deepEqual(low.limits, { carry: 78, lift: 157, push: 315 }, 'total 6 + 4 = 10');
  const loaded = movement({ ruleset: 'dh1', actor: keira, carriedKg: 50 });
  assert.equal(loaded.encumbered, true);
  assert.equal(loaded.half, 2);
  assert.equal(loaded.movementTests, -10);
  const mud = movement({ ruleset: 'ow', actor: keira, environment: ['mud'] });
  assert.equal(mud.half, 1.5);
  assert.equal(mud.chargeOrRunTest, 0);
  const hound = movement({ ruleset: 'rt', actor: { ...keira, traits: [{ id: 'quadruped' }] } });
  assert.equal(hound.run, 36);
  const flyer = movement({ ruleset: 'dh2', actor: { ...keira, traits: [{ id: 'flyer', value: 6 }] } });
  assert.equal(flyer.flying.full, 12);
});

test('movement: bad input is an error with a path and a suggestion', () => {
  assert.throws(
    () => movement({ ruleset: 'dh1', actor: keira, enviroment: ['mud'] }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && /environment/.test(e.message),
  );
  assert.throws(
    () => movement({ ruleset: 'dh1', actor: keira, carriedKg: 500 }),
    (e) => isCogitatorError(e) && e.code === 'not_allowed' && e.path === 'carriedKg',
  );
});

test("resolveMove: Keira's jump (90 cm) and leap (4 m) as 003 works them", () => {
  const jump = resolveMove({ ruleset: 'dh1', actor: keira, move: { kind: 'jumpUp' }, dice: { rolls: [22] } });
  assert.equal(jump.centimetres, 90);
  assert.equal(jump.tests[0].purpose, 'movement');
  assert.deepEqual(jump.dice, [{ purpose: 'movement', sides: 100, face: 22 }]);
  const leap = resolveMove({
    ruleset: 'dh1',
    actor: keira,
    move: { kind: 'leap', running: true, runUp: 8, gap: 4 },
    dice: { rolls: [26] },
  });
  assert.equal(leap.distance, 4);
  assert.equal(leap.height, 1);
  assert.equal(leap.success, true);
});

test('resolveMove: a failed climb falls, with the damage applyDamage gives', () => {
  const out = resolveMove({
    ruleset: 'dh1',
    actor: keira,
    move: { kind: 'climb', height: 6 },
    dice: { rolls: [95, 50, 6] },
  });
  assert.equal(out.success, false);
  assert.equal(out.falls, true);
  assert.equal(out.fell.metres, 6);
  assert.equal(out.fell.damage.hits.length, 1);
  assert.equal(out.target.damage, out.fell.damage.target.damage);
  const card = formatOutcome(out, { format: 'text', request: { move: { kind: 'climb' } } });
  assert.match(card, /Climb/);
  assert.match(card, /Falls 6 m/);
  const show = diceSoNice(out);
  assert.ok(show.throws.length >= 1);
});

test('resolveMove: hours of running, the fatigue of each failed hour counting on the next', () => {
  const kyba = { name: 'Kyba', characteristics: { ag: 35, s: 30, t: 25 }, wounds: 10 };
  const out = resolveMove({ ruleset: 'dh1', actor: kyba, move: { kind: 'run', hours: 2 }, dice: { rolls: [80, 80] } });
  assert.equal(out.distance, 24000);
  assert.equal(out.fatigue, 2);
  assert.equal(out.target.fatigue, 2);
  assert.equal(out.tests[1].target, 5);
  assert.deepEqual(out.tests.map((t) => t.hour), [1, 2]);
  const html = formatOutcome(out, { format: 'html', request: { move: { kind: 'run' } } });
  assert.match(html, /cogitator-move/);
});

test('resolveMove: validity never depends on the dice', () => {
  const noWounds = { characteristics: { ag: 40 } };
  for (const rolls of [[1, 1], [99, 99]]) {
    assert.throws(
      () => resolveMove({ ruleset: 'dh1', actor: noWounds, move: { kind: 'jumpDown', metres: 2 }, dice: { rolls } }),
      (e) => isCogitatorError(e) && e.path === 'actor.wounds',
    );
  }
  assert.throws(
    () => resolveMove({ ruleset: 'dh1', actor: keira, move: { kind: 'jumpp' } }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === 'move.kind' && /jumpUp/.test(e.message),
  );
  const seeded = resolveMove({ ruleset: 'ow', actor: keira, move: { kind: 'march', hours: 16 }, dice: { seed: 5 } });
  const again = resolveMove({ ruleset: 'ow', actor: keira, move: { kind: 'march', hours: 16 }, dice: { seed: 5 } });
  assert.deepEqual(seeded, again);
});
