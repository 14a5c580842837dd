// heal() through the packed package: natural healing, Medicae, rest and waking, and the
// damage state every target state carries.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { heal, resolveAttack, isCogitatorError } from 'cogitator';
import { RULESETS, rangedRequest } from './fixtures.mjs';

// Grak (Rogue Trader, Healing): Toughness 40, so TB 4.
const grak = (damage, criticalDamage = 0) => ({
  name: 'Grak',
  characteristics: { t: 40, int: 30 },
  wounds: 20,
  damage,
  criticalDamage,
});
const medic = { actor: { name: 'Doc', characteristics: { int: 42 }, skills: { medicae: { trained: true } } } };

test('heal: a week in sickbay takes Grak from heavily to lightly damaged', () => {
  const out = heal({ ruleset: 'rt', actor: grak(12), kind: 'natural', days: 7, bedRest: true });
  assert.equal(out.kind, 'natural');
  assert.equal(out.target.damage, 8);
  assert.equal(out.state, 'lightlyDamaged');
  assert.equal(out.target.damageState, 'lightlyDamaged');
  assert.equal(out.removed.damage, 4);
  assert.ok(Array.isArray(out.log) && out.log.length > 0);
  assert.deepEqual(out.dice, []);
});

test('heal: first aid removes the medic\'s Intelligence Bonus from a lightly damaged patient', () => {
  for (const ruleset of RULESETS) {
    const out = heal({ ruleset, actor: grak(7), kind: 'medicae', care: 'firstAid', medic, dice: { rolls: [12] } });
    assert.equal(out.target.damage, 3, ruleset);
    assert.equal(out.tests.length, 1);
    assert.equal(out.tests[0].skill, 'Medicae');
    assert.deepEqual(out.dice.map((d) => d.purpose), ['medicae']);
  }
});

test('heal: rest removes fatigue, waking first from a fatigue blackout', () => {
  const out = heal({
    ruleset: 'rt',
    actor: { characteristics: { t: 40 }, fatigue: 5, conditions: ['unconscious'] },
    kind: 'rest',
    hours: 2,
  });
  assert.equal(out.target.fatigue, 2);
  assert.equal(out.target.unconscious, false);
  assert.ok(!out.target.conditions.includes('unconscious'));
});

test('heal: same seed, same outcome', () => {
  const req = { ruleset: 'ow', actor: grak(20, 3), kind: 'natural', days: 5, bedRest: true, dice: { seed: 4 } };
  const a = heal(req);
  assert.deepEqual(a, heal(req));
  assert.equal(a.seed, 4);
  assert.ok(a.dice.every((d) => d.purpose === 'healingToughness'));
});

test('heal: fields that do not fit the kind are refused with their path', () => {
  assert.throws(
    () => heal({ ruleset: 'rt', actor: grak(5), kind: 'natural', days: 1, hours: 2 }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === 'hours',
  );
  assert.throws(
    () => heal({ ruleset: 'dh1', actor: grak(5), kind: 'medicae' }),
    (e) => isCogitatorError(e) && e.code === 'not_allowed',
  );
});

test('resolveAttack: the target state carries its damage state', () => {
  for (const ruleset of RULESETS) {
    const out = resolveAttack(rangedRequest(ruleset));
    assert.ok(
      ['unharmed', 'lightlyDamaged', 'heavilyDamaged', 'criticallyDamaged'].includes(out.target.damageState),
      `${ruleset}: ${out.target.damageState}`,
    );
  }
});
