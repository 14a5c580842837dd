// The done-when of encounters, through the packed package: a surprised ambush of three
// cultists and a horde against two guardsmen with a comrade (Only War), run round by
// round to the end with the odds of each choice shown before it is made, saved as JSON,
// reloaded and replayed byte for byte.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as api from 'cogitator';
import { startEncounter, act, endTurn, advise, formatOutcome, isCogitatorError } from 'cogitator';
import { ambushRequest, runAmbush } from './ambush.mjs';

function ambush(seed) {
  return startEncounter(ambushRequest(seed));
}

test('an ambush runs to the end with the odds shown, and replays byte for byte', () => {
  const run = runAmbush(api, 7);
  assert.equal(run.first.round, 1);
  assert.ok(!run.first.order.includes('hale'), 'a comrade acts on its leader\'s turn');
  assert.ok(!['vance', 'okoro'].includes(run.first.active), 'the surprised lose round 1');
  assert.ok(run.turns.length > 3);
  for (const t of run.turns) {
    assert.equal(t.odds, t.id, 'the odds are for the combatant whose turn it is');
    if (t.best !== null) {
      assert.ok(t.best >= 0 && t.best <= 1);
      assert.ok(t.outcomes >= 1);
    }
    assert.ok(t.cards.every((c) => c.length > 0));
  }
  assert.ok(run.end, 'the fight ends');
  assert.ok(['guard', 'cult'].includes(run.end.winner));
  assert.equal(run.replayed, run.saved);
  assert.equal(JSON.parse(run.undone).history.length, JSON.parse(run.saved).history.length - 1);
  assert.match(run.html, /^<div class="cogitator-card cogitator-encounter">/);
  assert.match(run.html, new RegExp(`side ${run.end.winner} is left`));
});

test('formatOutcome shows a turn: the attack with names, the events, every combatant', () => {
  const req = ambushRequest(11);
  req.combatants[3].actor.name = '<b>Cultist</b>';
  let enc = startEncounter(req);
  // Until a cultist shoots: the guardsmen are surprised, so the first turns are the cult's.
  let step;
  for (let i = 0; i < 10 && !step; i += 1) {
    const best = advise(enc, { trials: 20 }).choices[0];
    if (best) step = act(enc, best.act);
    else enc = endTurn(enc).encounter;
  }
  assert.ok(step, 'someone attacked');
  const attack = step.outcomes.find((o) => o.kind === 'attack');
  assert.equal(attack.combatant, step.encounter.active);
  assert.ok(['vance', 'okoro', 'hale'].includes(attack.targetId));
  const text = formatOutcome(step, { format: 'text' });
  const name = (id) => step.encounter.combatants[id].name;
  assert.match(text, new RegExp(`^Round 1: ${name(attack.combatant).replace(/[<>/]/g, '.')}'s turn`));
  assert.ok(text.includes(`against ${name(attack.targetId)}`), text);
  assert.ok(text.includes(`with ${attack.weaponName}`));
  assert.ok(text.includes('Events') && text.includes('Combatants'));
  for (const id of Object.keys(step.encounter.combatants)) assert.ok(text.includes(name(id)), `${id} is listed`);
  const html = formatOutcome(step);
  assert.ok(!html.includes('<b>Cultist'), 'names are escaped');
  assert.ok(html.includes('&lt;b&gt;Cultist'));
  assert.match(html, /class="cogitator-combatant cogitator-active" data-id="/);
  // endTurn's card names the next combatant; a start of turn in which nothing happened
  // (no fire, no bleeding, no stun) is left off the card.
  const next = endTurn(step.encounter);
  const card = formatOutcome(next, { format: 'text' });
  assert.match(card, new RegExp(`^Round \\d+: .+'s turn`));
  const start = next.outcomes.find((o) => o.kind === 'startTurn');
  assert.ok(start, 'the next combatant\'s start of turn is an outcome');
  const none = (list) => !(list ?? []).length;
  const quiet = none(start.hits) && none(start.tests) && none(start.effects) && none(start.ended) && start.canAct !== false;
  assert.equal(card.includes('start of turn'), !quiet, card);
});

test("a turn's attack is named as the books name it, and its headline gives a horde's Magnitude left", () => {
  let enc = ambush(7);
  const labels = Object.fromEntries(api.actions({ ruleset: 'ow' }).map((a) => [a.id, a.name]));
  let step;
  // The guardsmen shoot the mob whenever they can, until a shot at it has landed.
  for (let i = 0; i < 80 && !enc.end && !step; i += 1) {
    const odds = advise(enc, { trials: 5 });
    const atMob = odds.choices.find((c) => c.target === 'mob');
    const choice = atMob ?? odds.choices[0];
    if (choice) {
      const taken = act(enc, choice.act);
      if (atMob && taken.outcomes.some((o) => o.kind === 'attack' && o.targetId === 'mob' && o.hits.length)) step = taken;
      enc = taken.encounter;
    }
    if (!enc.end && !step) enc = endTurn(enc).encounter;
  }
  assert.ok(step, 'a shot at the mob landed');
  const attack = step.outcomes.find((o) => o.kind === 'attack' && o.targetId === 'mob');
  const mob = step.encounter.combatants.mob;
  const lines = formatOutcome(step, { format: 'text' }).split('\n');
  const at = lines.findIndex((l) => l.startsWith(`${step.encounter.combatants[attack.combatant].name}: ${labels[attack.action]} with ${attack.weaponName} against Mob`));
  assert.ok(at > 0, lines.join('\n'));
  const hits = `${attack.hits.length} hit${attack.hits.length === 1 ? '' : 's'}`;
  assert.equal(lines[at + 1].trim(), mob.out ? `${hits}: Mob is ${mob.out}` : `${hits}: Mob has Magnitude ${mob.magnitude} left`);
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
