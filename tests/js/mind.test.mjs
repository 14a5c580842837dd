// The mind through the packed package (002 Fear; the Shock tables from the published books):
// a Fear 3 test in and out of combat, the character's state fed back into startTurn to
// snap out of it.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { fearTest, startTurn, formatOutcome, diceSoNice, isCogitatorError } from 'cogitator';

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
