// The mind through the packed package (002 Fear; the Shock tables from the published books):
// a Fear 3 test in and out of combat, the character's state fed back into startTurn to
// snap out of it.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { fearTest, focusPower, startTurn, formatOutcome, diceSoNice, isCogitatorError } from 'cogitator';

const hale = { name: 'Trooper Hale', characteristics: { t: 35, wp: 40, ag: 30 }, wounds: 10 };

test('fearTest: Fear 3 in combat rolls on the Shock table and the state carries into startTurn', () => {
  // Only War: 40 - 20 = 20; 55 is 4 degrees of failure; 45 + 40 = 85: flees until it snaps out of it.
  const out = fearTest({ ruleset: 'ow', actor: hale, fear: 3, inCombat: true, dice: { rolls: [55, 45] } });
  assert.equal(out.test.target, 20);
  assert.deepEqual([out.shock.roll, out.shock.total, out.shock.snapOut], [45, 85, true]);
  assert.equal(out.shock.effects[0].type, 'flees');
  assert.deepEqual(out.dice.map((d) => d.purpose), ['fear', 'shock']);
  const card = formatOutcome(out, { format: 'text', attacker: 'Hale' });
  assert.match(card, /Shock 85 \(rolled 45\)/);
  assert.match(card, /snap out/);
  assert.ok(diceSoNice(out).throws.length >= 1);
  // The next turn: a Willpower test to snap out of it; passed, the flight ends.
  const next = startTurn({ ruleset: 'ow', actor: { ...hale, injuries: out.target.injuries }, dice: { rolls: [15] } });
  assert.equal(next.tests[0].purpose, 'snapOut');
  assert.equal((next.target.injuries ?? []).some((e) => e.type === 'flees'), false);
});

test('fearTest: out of combat a bad failure unnerves and brings insanity, and mistakes are named', () => {
  // Dark Heresy: 40 - 20 = 20; 75 fails by 55: 5 degrees; 1d5 insanity (a d10 of 9: 5).
  const out = fearTest({ ruleset: 'dh1', actor: { ...hale, insanity: 7 }, fear: 3, inCombat: false, dice: { rolls: [75, 9] } });
  assert.equal(out.unnerved, true);
  assert.deepEqual([out.insanity, out.target.insanity, out.madness.degree, out.madness.traumaTests], [5, 12, 'unsettled', 1]);
  assert.match(formatOutcome(out, { format: 'text' }), /Insanity \+5 \(now 12, unsettled\)/);
  assert.throws(
    () => fearTest({ ruleset: 'dh1', actor: hale, fear: 6, inCombat: false }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === 'fear',
  );
  assert.throws(
    () => fearTest({ ruleset: 'dh1', actor: hale, fear: 2, inCombat: false, mundain: true }),
    (e) => isCogitatorError(e) && e.path === 'mundain' && /mundane/.test(e.message),
  );
});


const orr = { name: 'Psyker Orr', psyRating: 3, characteristics: { t: 35, wp: 40, ag: 30, s: 30, int: 35, per: 35, fel: 30, ws: 30, bs: 30 }, wounds: 10 };

test('focusPower: a Dark Heresy threshold roll, a Rogue Trader push, Dark Heresy 2nd edition doubles into perils', () => {
  const dh1 = focusPower({ ruleset: 'dh1', psyker: orr, power: { name: 'Force Bolt', threshold: 15 }, dice: { rolls: [5, 3, 4] } });
  assert.deepEqual([dh1.threshold.total, dh1.threshold.needed, dh1.success], [16, 15, true]);
  const rt = focusPower({ ruleset: 'rt', psyker: orr, power: { name: 'Smite' }, strength: 'push', push: 2, dice: { rolls: [34, 10], seed: 2 } });
  assert.deepEqual([rt.test.target, rt.effectivePsyRating, rt.phenomena.total], [65, 5, 20]);
  const dh2 = focusPower({ ruleset: 'dh2', psyker: orr, power: { name: 'Smite' }, psykerClass: 'unbound', dice: { rolls: [11, 70, 1], seed: 3 } });
  assert.equal(dh2.phenomena.total, 80);
  assert.equal(dh2.phenomena.perils.carried, true);
  assert.deepEqual(dh2.dice.slice(0, 3).map((d) => d.purpose), ['focusPower', 'phenomena', 'perils']);
  const card = formatOutcome(dh2, { format: 'text', request: { psyker: orr, power: { name: 'Smite' } } });
  assert.match(card, /Psyker Orr: Focus Power, Smite/);
  assert.match(card, /Perils of the Warp/);
  assert.ok(diceSoNice(dh2).throws.length >= 1);
  assert.throws(
    () => focusPower({ ruleset: 'dh2', psyker: orr, power: { name: 'Smite' }, strength: 'fettered' }),
    (e) => isCogitatorError(e) && e.code === 'not_allowed' && e.path === 'strength',
  );
});

test('focusPower: a Smite barrage resolves as an attack with the power as its weapon', () => {
  const heretic = { name: 'Heretic', characteristics: { t: 30, ag: 30, wp: 30 }, wounds: 12 };
  const out = focusPower({
    ruleset: 'dh2', psyker: orr, target: heretic, dice: { rolls: [12, 5, 6] },
    power: { name: 'Smite', attack: { damage: '1d10+PR', damageType: 'energy', penetration: 4, zone: 'barrage' } },
  });
  assert.deepEqual([out.attack.hits.length, out.attack.hits[0].location, out.attack.target.damage], [2, 'leftArm', 11]);
  assert.deepEqual(out.dice.map((d) => d.purpose), ['focusPower', 'damage', 'damage']);
});
