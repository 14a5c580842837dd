// The done-when of encounters, through the packed package: a surprised ambush of three
// cultists and a horde against two guardsmen with a comrade (Only War), run round by
// round to the end with the odds of each choice shown before it is made, saved as JSON,
// reloaded and replayed byte for byte.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { startEncounter, act, endTurn, advise, undo, replayEncounter, formatOutcome, isCogitatorError } from 'cogitator';

const lasgun = { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', penetration: 0, range: 100, rateOfFire: { single: true, semi: 3, full: 0 } };
const autopistol = { name: 'Autopistol', class: 'pistol', damage: '1d10+2', damageType: 'impact', penetration: 0, range: 30, rateOfFire: { single: true, semi: 0, full: 6 } };
const knife = { name: 'Knife', class: 'melee', damage: '1d5', damageType: 'rending', penetration: 0 };
const guard = (name) => ({ name, player: true, characteristics: { ws: 35, bs: 40, s: 35, t: 35, ag: 35, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12,
  skills: { dodge: { trained: true } }, armour: { head: 4, body: 4, rightArm: 4, leftArm: 4, rightLeg: 4, leftLeg: 4 } });
const cultist = (name) => ({ name, characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 25, fel: 25 }, wounds: 8, armour: { body: 2 } });

function ambush(seed) {
  return startEncounter({ ruleset: 'ow', dice: { seed }, combatants: [
    { id: 'vance', side: 'guard', actor: guard('Vance'), weapons: [lasgun, knife], surprised: true },
    { id: 'okoro', side: 'guard', actor: guard('Okoro'), weapons: [lasgun, knife], surprised: true },
    { id: 'hale', side: 'guard', actor: guard('Hale'), weapons: [lasgun], comradeOf: 'vance' },
    { id: 'c1', side: 'cult', actor: cultist('Cultist 1'), weapons: [autopistol] },
    { id: 'c2', side: 'cult', actor: cultist('Cultist 2'), weapons: [autopistol] },
    { id: 'c3', side: 'cult', actor: cultist('Cultist 3'), weapons: [knife] },
    { id: 'mob', side: 'cult', actor: cultist('Mob'), horde: { magnitude: 12, armour: 2 }, weapons: [knife] },
  ] });
}

test('an ambush runs to the end with the odds shown, and replays byte for byte', () => {
  let enc = ambush(7);
  assert.equal(enc.round, 1);
  assert.ok(!enc.order.includes('hale'), 'a comrade acts on its leader\'s turn');
  assert.notEqual(enc.active, 'vance');
  assert.notEqual(enc.active, 'okoro');
  let turns = 0;
  while (!enc.end && turns < 300) {
    const id = enc.active;
    const odds = advise(enc, { trials: 100 });
    assert.equal(odds.combatant, id);
    for (const c of odds.choices) {
      assert.ok(c.hitChance >= 0 && c.hitChance <= 1 && c.meanWounds >= 0);
    }
    const best = [...odds.choices].sort((a, b) => b.killChance - a.killChance || b.meanWounds - a.meanWounds)[0];
    if (best) {
      const choice = id === 'vance' ? { ...best.act, order: 'rangedVolley' } : best.act;
      const step = act(enc, choice);
      assert.ok(step.outcomes.length >= 1 && step.log.length >= 1);
      assert.ok(formatOutcome(step.outcomes[0], { format: 'text' }).length > 0);
      enc = step.encounter;
      if (enc.end) break;
    }
    enc = endTurn(enc).encounter;
    turns += 1;
  }
  assert.ok(enc.end, 'the fight ends');
  assert.ok(['guard', 'cult'].includes(enc.end.winner));
  const saved = JSON.stringify(enc);
  const again = replayEncounter(JSON.parse(saved));
  assert.equal(JSON.stringify(again), saved);
  const back = undo(JSON.parse(saved));
  assert.equal(back.history.length, enc.history.length - 1);
});

test('a reloaded encounter acts as the original; mistakes are errors with a path', () => {
  const enc = ambush(3);
  const reloaded = JSON.parse(JSON.stringify(enc));
  const a = endTurn(enc);
  const b = endTurn(reloaded);
  assert.equal(JSON.stringify(a.encounter), JSON.stringify(b.encounter));
  const other = enc.order.find((id) => id !== enc.active && !['vance', 'okoro'].includes(id));
  assert.throws(() => act(enc, { combatant: other, actions: ['standard'], attack: { target: 'vance' } }),
    (e) => isCogitatorError(e) && e.code === 'not_allowed' && e.path === 'combatant');
  assert.throws(() => act(enc, { combatant: enc.active, actions: ['standrd'] }),
    (e) => e.code === 'invalid_input' && /standard/.test(e.message));
  assert.throws(() => act(enc, { combatant: enc.active, actions: ['standard'], attack: { target: 'vanse' } }),
    (e) => e.code === 'invalid_input' && e.path === 'attack.target' && /vance/.test(e.message));
  assert.throws(() => act(null, {}), (e) => e.code === 'invalid_input' && e.path === 'encounter');
});
