// Tests beyond one roll through the packed package (003 ASSISTANCE, Extended Tests,
// INVESTIGATION): helpers, extended tests and investigations, with every die traced.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { rollTest, opposedTest, extendedTest, investigate, formatOutcome, isCogitatorError } from 'cogitator';

const hannah = { name: 'Hannah', characteristics: { per: 40 }, skills: { search: { trained: true } } };
const boris = { name: 'Boris', characteristics: { per: 30 }, skills: { search: { trained: true } } };

test('rollTest: an assistant makes Challenging Ordinary, and a success gains a degree (Hannah and Boris)', () => {
  const out = rollTest({
    ruleset: 'dh1',
    actor: hannah,
    characteristic: 'per',
    skill: 'search',
    difficulty: 'challenging',
    assistants: [boris],
    dice: { rolls: [25] },
  });
  assert.equal(out.target, 50);
  assert.equal(out.degrees, 3);
  assert.ok(out.modifiers.some((m) => m.id === 'assistance' && m.value === 10));
  assert.throws(
    () => rollTest({ ruleset: 'dh1', actor: hannah, characteristic: 'per', skill: 'search', assistants: [boris, boris, boris] }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === 'assistants',
  );
  const opposed = opposedTest({
    ruleset: 'dh1',
    a: { actor: hannah, characteristic: 'per', skill: 'search', assistants: [boris] },
    b: { actor: { characteristics: { ag: 30 } }, characteristic: 'ag' },
    dice: { rolls: [45, 25] },
  });
  assert.equal(opposed.a.target, 50);
});

test('extendedTest: successes count until the task is done, with the time it took', () => {
  const out = extendedTest({
    ruleset: 'dh1',
    actor: hannah,
    characteristic: 'per',
    skill: 'search',
    needed: 2,
    timePerTest: 30,
    dice: { rolls: [10, 90, 35] },
  });
  assert.equal(out.done, true);
  assert.equal(out.progress, 2);
  assert.equal(out.testsTaken, 3);
  assert.equal(out.time, 90);
  assert.equal(out.dice.length, 3);
  assert.match(formatOutcome(out, { format: 'text' }), /Done: progress 2 after 3 tests/);
});

test('investigate: hours off on a success, a setback, and a halt', () => {
  const vos = { name: 'Vos', characteristics: { fel: 45 }, skills: { inquiry: { trained: true } } };
  const found = investigate({ ruleset: 'dh1', actor: vos, skill: 'inquiry', hours: 6, dice: { rolls: [30, 3] } });
  assert.equal(found.done, true);
  assert.equal(found.hoursLeft, -1);
  assert.deepEqual(found.dice.map((d) => d.purpose), ['test', 'investigation']);
  const halted = investigate({ ruleset: 'dh1', actor: vos, skill: 'inquiry', complexity: 'taxing', dice: { rolls: [99] } });
  assert.equal(halted.halted, true);
  assert.equal(halted.complexity, 'involved');
  assert.match(formatOutcome(halted, { format: 'html' }), /cogitator-investigation/);
  assert.throws(
    () => investigate({ ruleset: 'dh1', actor: vos, skill: 'inquiry' }),
    (e) => isCogitatorError(e) && e.path === 'hours',
  );
});
