// The action catalogue and the turn checks: actions({ ruleset }) and validateTurn(...).
// These mirror tests/turn.rs (the Rust suite holds the rule-by-rule detail).

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { actions, validateTurn, isCogitatorError } from 'cogitator';
import { RULESETS } from './fixtures.mjs';

const REACTION = { dh1: 'dodge', rt: 'dodge', ow: 'evasion', dh2: 'evasion' };

function codes(ruleset, list, extra = {}) {
  const out = validateTurn({ ruleset, actions: list, ...extra });
  assert.equal(typeof out.valid, 'boolean');
  assert.ok(Array.isArray(out.problems));
  assert.equal(out.valid, out.problems.length === 0);
  for (const p of out.problems) {
    assert.equal(typeof p.code, 'string');
    assert.equal(typeof p.message, 'string');
    assert.equal(typeof p.path, 'string');
  }
  return out.problems.map((p) => p.code);
}

function expectInvalid(fn, path) {
  let thrown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  assert.ok(isCogitatorError(thrown), `expected an error, got ${thrown}`);
  assert.equal(thrown.code, 'invalid_input', thrown.message);
  assert.equal(thrown.path, path);
  return thrown;
}

test('actions(): attacks first, then the line\'s other actions', () => {
  for (const ruleset of RULESETS) {
    const rows = actions({ ruleset });
    assert.ok(Array.isArray(rows) && rows.length > 10, ruleset);
    const split = rows.findIndex((r) => !r.attack);
    assert.ok(split > 0, ruleset);
    assert.ok(rows.slice(0, split).every((r) => r.attack), `${ruleset}: attacks first`);
    assert.ok(rows.slice(split).every((r) => !r.attack), `${ruleset}: then the rest`);
    for (const r of rows) {
      for (const field of ['id', 'name', 'type', 'summary', 'source']) assert.equal(typeof r[field], 'string');
      assert.ok(Array.isArray(r.subtypes));
    }
    const ids = rows.map((r) => r.id);
    for (const id of ['standard', 'aim', 'move', 'ready', 'reload', 'run', 'delay', 'defensiveStance', REACTION[ruleset]]) {
      assert.ok(ids.includes(id), `${ruleset} has ${id}`);
    }
    assert.equal(rows.find((r) => r.id === 'aim').type, 'halfOrFull');
  }
  assert.ok(actions({ ruleset: 'rt' }).some((r) => r.id === 'parry'));
  assert.ok(!actions({ ruleset: 'dh2' }).some((r) => r.id === 'dodge'));
});

test('actions(): Delay is a Half Action except in dh2 (004)', () => {
  const delay = (ruleset) => actions({ ruleset }).find((r) => r.id === 'delay').type;
  assert.deepEqual(RULESETS.map(delay), ['half', 'half', 'half', 'full']);
});

test('actions(): an unknown ruleset is invalid_input', () => {
  expectInvalid(() => actions({ ruleset: 'dh3' }), 'ruleset');
});

test('validateTurn: one Full Action or two different Half Actions', () => {
  for (const ruleset of RULESETS) {
    assert.deepEqual(codes(ruleset, ['aim', 'standard']), [], ruleset);
    assert.deepEqual(codes(ruleset, ['charge']), [], ruleset);
    assert.deepEqual(codes(ruleset, ['ready', 'ready']), [], ruleset);
    assert.deepEqual(codes(ruleset, ['standard', 'standard']), ['same_half_action'], ruleset);
    assert.deepEqual(codes(ruleset, ['charge', 'ready']), ['too_many_actions'], ruleset);
    assert.deepEqual(codes(ruleset, [{ id: 'aim', as: 'full' }, 'standard']), ['too_many_actions'], ruleset);
  }
});

test('validateTurn: ow and dh2 allow one Attack action a round', () => {
  for (const ruleset of ['ow', 'dh2']) {
    assert.deepEqual(codes(ruleset, ['semiAuto', 'standard']), ['one_attack_per_round'], ruleset);
    assert.deepEqual(codes(ruleset, ['standard'], { round: { attacks: 1 } }), ['one_attack_per_round'], ruleset);
  }
  assert.deepEqual(codes('rt', ['standard'], { round: { attacks: 1 } }), []);
});

test('validateTurn: Defensive Stance gives an extra reaction in rt, ow and dh2 but not dh1', () => {
  for (const [ruleset, ok] of [['dh1', false], ['rt', true], ['ow', true], ['dh2', true]]) {
    const r = REACTION[ruleset];
    const out = validateTurn({ ruleset, actions: ['defensiveStance', r, r] });
    assert.equal(out.valid, ok, `${ruleset}: ${JSON.stringify(out.problems)}`);
    assert.equal(out.reactionsAllowed, ok ? 2 : 1, ruleset);
    assert.deepEqual(codes(ruleset, [r], { reactionsUsed: 1 }), ['too_many_reactions'], ruleset);
  }
});

test('validateTurn: the actor\'s conditions', () => {
  const actor = (conditions) => ({ characteristics: { t: 30, wp: 30 }, conditions });
  for (const ruleset of RULESETS) {
    assert.deepEqual(codes(ruleset, ['charge'], { actor: actor(['pinned']) }), ['pinned'], ruleset);
    assert.deepEqual(codes(ruleset, ['aim', 'standard'], { actor: actor(['pinned']) }), [], ruleset);
    assert.deepEqual(codes(ruleset, ['standard'], { actor: actor(['stunned']) }), ['incapacitated'], ruleset);
    assert.deepEqual(
      codes(ruleset, ['aim'], { actor: actor(['surprised']), firstRound: true }),
      ['surprised'],
      ruleset,
    );
    assert.deepEqual(codes(ruleset, ['aim'], { actor: actor(['surprised']), firstRound: false }), [], ruleset);
  }
  const melee = { actor: actor(['pinned']) };
  assert.deepEqual(codes('ow', [{ id: 'standard', reach: 'melee' }], melee), ['pinned_no_melee']);
  assert.deepEqual(codes('dh2', [{ id: 'standard', reach: 'melee' }], melee), []);
});

test('validateTurn: a problem names the action at fault', () => {
  const out = validateTurn({ ruleset: 'dh1', actions: ['aim', 'standard', 'move'] });
  assert.equal(out.valid, false);
  assert.deepEqual(out.problems.map((p) => [p.code, p.path]), [['too_many_actions', 'actions[2]']]);
});

test('validateTurn: unknown actions and missing choices are invalid_input', () => {
  const e = expectInvalid(() => validateTurn({ ruleset: 'rt', actions: ['aim', 'shoot'] }), 'actions[1]');
  assert.match(e.message, /standard/);
  expectInvalid(() => validateTurn({ ruleset: 'dh2', actions: ['reload'] }), 'actions[0].as');
  expectInvalid(() => validateTurn({ ruleset: 'dh2', actions: ['dodge'] }), 'actions[0]');
  expectInvalid(() => validateTurn({ ruleset: 'dh1', actions: [{ id: 'run', as: 'half' }] }), 'actions[0].as');
});
