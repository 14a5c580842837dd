// Special damage and the per-round step through the packed package: applyDamage,
// startTurn and endRound. These mirror tests/special.rs and tests/rounds.rs (the Rust
// suites hold the rule-by-rule detail).

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { applyDamage, startTurn, endRound, isCogitatorError } from 'cogitator';
import { RULESETS } from './fixtures.mjs';

const vell = Object.freeze({
  name: 'Vell',
  characteristics: { t: 35, wp: 30, ag: 30, int: 40 },
  skills: { Medicae: { trained: true } },
  wounds: 10,
  armour: { head: 4, body: 4, rightArm: 4, leftArm: 4, rightLeg: 4, leftLeg: 4 },
});

// The fields of an outcome's target that an actor carries back.
function carry(actor, target) {
  const { damage, criticalDamage, fatigue, conditions, stunnedRounds, injuries } = target;
  return { ...actor, damage, criticalDamage, fatigue, conditions, stunnedRounds, injuries };
}

test('applyDamage: a fall rolls the location and ignores armour, in every line', () => {
  for (const ruleset of RULESETS) {
    const out = applyDamage({ ruleset, actor: vell, hazard: { kind: 'fall', metres: 6 }, dice: { rolls: [45, 4], seed: 1 } });
    assert.equal(out.hits.length, 1);
    const [hit] = out.hits;
    assert.equal(hit.location, 'body');
    assert.equal(hit.soak.effectiveArmour, 0, ruleset);
    assert.equal(hit.soak.toughnessBonus, 3, ruleset);
    // dh1: Table 7-27's 6 m row, 1d10+5; the others 1d10 + 6.
    assert.equal(hit.damage.total, ruleset === 'dh1' ? 9 : 10, ruleset);
    assert.equal(out.target.damage, hit.wounds);
    assert.deepEqual(out.dice.map((d) => d.purpose), ['hitLocation', 'damage']);
    assert.ok(out.log.length > 0);
  }
});

test('applyDamage: named damage, and its errors', () => {
  const out = applyDamage({ ruleset: 'rt', actor: vell, damage: '2d10', location: 'head', damageType: 'rending', dice: { rolls: [5, 6] } });
  assert.equal(out.hits[0].wounds, 11 - 4 - 3);
  let thrown;
  try {
    applyDamage({ ruleset: 'rt', actor: vell, hazard: { kind: 'fal', metres: 3 } });
  } catch (err) {
    thrown = err;
  }
  assert.ok(isCogitatorError(thrown));
  assert.equal(thrown.code, 'invalid_input');
  assert.match(thrown.message, /did you mean 'fall'/);
});

test('startTurn: a burning character burns, tests Willpower, and may put the flames out', () => {
  const actor = { ...vell, characteristics: { ...vell.characteristics, ag: 50 }, conditions: ['onFire'] };
  const out = startTurn({ ruleset: 'dh2', actor, extinguish: true, dice: { rolls: [6, 10, 20] } });
  assert.equal(out.canAct, true);
  assert.deepEqual(out.tests.map((t) => t.purpose), ['onFire', 'extinguish']);
  assert.equal(out.target.fatigue, 1);
  assert.ok(!out.target.conditions.includes('onFire'));
  assert.ok(out.target.conditions.includes('prone'));
});

test('startTurn: a stun of two rounds costs two turns, the state fed back each time', () => {
  let actor = { ...vell, conditions: ['stunned'], stunnedRounds: 2 };
  const canAct = [];
  for (let turn = 0; turn < 3; turn++) {
    const out = startTurn({ ruleset: 'rt', actor });
    canAct.push(out.canAct);
    actor = carry(actor, out.target);
  }
  assert.deepEqual(canAct, [false, false, true]);
});

test('startTurn: blood loss, a 10% chance of death unless a Medicae test staunches it', () => {
  const actor = { ...vell, conditions: ['bloodLoss'] };
  const died = startTurn({ ruleset: 'rt', actor, dice: { rolls: [10] } });
  assert.equal(died.target.dead, true);
  assert.equal(died.canAct, false);
  const treated = startTurn({ ruleset: 'rt', actor, medic: {}, dice: { rolls: [30] } });
  assert.ok(!treated.target.conditions.includes('bloodLoss'));
});

test('endRound: breath runs out after twice the Toughness Bonus in rounds, then vacuum hurts', () => {
  const out = endRound({ ruleset: 'rt', actor: vell, breath: { round: 6 }, dice: { rolls: [10] } });
  assert.equal(out.target.unconscious, true);
  const space = endRound({ ruleset: 'rt', actor: vell, vacuum: { round: 4, space: true }, dice: { rolls: [5, 90, 7] } });
  assert.equal(space.hits.length, 2);
  assert.equal(space.tests[0].purpose, 'vacuum');
});
