// Fuzzing the packed package through its exports: a seeded generator makes a few thousand
// calls of every function, most of them valid requests, the rest spoiled with what a JS
// caller can pass (wrong types, NaN, Infinity, -0, huge numbers, huge dice expressions,
// objects 10,000 deep, cycles, undefined, functions, symbols, BigInt, scripted faces out
// of range). Every call returns a sound outcome or throws an Error whose `code` is one of
// the documented ones; never a wasm trap. The run is bounded by count, not by time.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as cogitator from 'cogitator';
import { RULESETS, attacker, target, lasgun, chainsword, rangedRequest, makeRandom } from './fixtures.mjs';

const CALLS_PER_FUNCTION = 2000;
const CODES = new Set(['invalid_input', 'dice_exhausted', 'not_allowed']);

// ---- valid requests -------------------------------------------------------------------

const CHARS = ['ws', 'bs', 's', 't', 'ag', 'int', 'per', 'wp', 'fel'];
const LOCATIONS = ['head', 'rightArm', 'leftArm', 'body', 'rightLeg', 'leftLeg'];

function actor(r, name) {
  const characteristics = {};
  for (const c of CHARS) characteristics[c] = r.int(25, 65);
  const a = { name, characteristics, wounds: r.int(5, 20) };
  if (r.chance(0.5)) a.armour = { body: r.int(0, 6), head: r.int(0, 4) };
  if (r.chance(0.3)) a.skills = { dodge: { trained: true }, parry: { trained: true } };
  if (r.chance(0.3)) a.player = true;
  if (r.chance(0.2)) a.conditions = [r.pick(['prone', 'stunned', 'unaware', 'fatigued', 'running'])];
  return a;
}

const ATTACK_ROWS = Object.fromEntries(
  RULESETS.map((ruleset) => [ruleset, cogitator.actions({ ruleset }).filter((row) => row.attack)]),
);

/** A weapon for an attack row: melee for melee reach, a gun with its fire mode otherwise. */
function weaponFor(r, rule) {
  const melee = rule.reach === 'melee' || (rule.reach === 'either' && r.chance(0.5));
  if (melee) {
    return rule.resolution === 'grapple' ? { class: 'unarmed', damage: '1d5', damageType: 'impact' } : { ...chainsword };
  }
  return { ...lasgun, class: r.pick(['basic', 'pistol']), rateOfFire: { single: true, semi: 3, full: 10 } };
}

function attackRequest(r) {
  const ruleset = r.pick(RULESETS);
  const row = r.pick(ATTACK_ROWS[ruleset].filter((x) => x.attack.resolution !== 'strikes'));
  const rule = row.attack;
  const req = {
    ruleset,
    attacker: actor(r, 'Attacker'),
    target: actor(r, 'Target'),
    weapon: weaponFor(r, rule),
    action: row.id,
    dice: { seed: r.int(0, 2 ** 31) },
  };
  const melee = ['melee', 'unarmed'].includes(req.weapon.class);
  req.attacker.conditions = [];
  if (rule.talent) req.attacker.talents = [rule.talent];
  if (row.id === 'calledShot') req.calledLocation = r.pick(LOCATIONS);
  if (row.id === 'charge') req.range = r.int(4, 20);
  else if (!melee) req.range = r.int(1, 250);
  if (rule.resolution === 'grapple') req.grapple = { option: 'start' };
  if (rule.resolution !== 'suppression' && r.chance(0.4)) req.reaction = melee ? r.pick(['dodge', 'parry']) : 'dodge';
  if (r.chance(0.3)) req.aim = r.pick(['half', 'full']);
  if (r.chance(0.2)) req.circumstances = { darkness: r.chance(0.5), outnumber: r.int(0, 3) };
  if (r.chance(0.2)) req.options = { righteousFury: r.pick(['rules', 'always', 'never']), suddenDeath: r.chance(0.2) };
  return req;
}

function testRequest(r) {
  const req = { ruleset: r.pick(RULESETS), actor: actor(r, 'Tester'), characteristic: r.pick(CHARS), dice: { seed: r.int(0, 1e9) } };
  if (r.chance(0.3)) req.difficulty = r.pick(['hard', 'easy', -10, 20]);
  if (r.chance(0.2)) Object.assign(req, { skill: 'dodge', characteristic: 'ag' });
  return req;
}

const VALID = {
  resolveAttack: attackRequest,
  analyzeAttack: (r) => ({ ...attackRequest(r), trials: r.int(1, 30) }),
  rollTest: testRequest,
  opposedTest: (r) => ({
    ruleset: r.pick(RULESETS),
    a: { actor: actor(r, 'A'), characteristic: r.pick(CHARS) },
    b: { actor: actor(r, 'B'), characteristic: r.pick(CHARS) },
    dice: { seed: r.int(0, 1e9) },
  }),
  rollInitiative: (r) => ({
    ruleset: r.pick(RULESETS),
    combatants: Array.from({ length: r.int(1, 5) }, (_, i) => ({ id: `c${i}`, actor: actor(r, `C${i}`) })),
    dice: { seed: r.int(0, 1e9) },
  }),
  escapePinning: (r) => ({
    ruleset: r.pick(RULESETS),
    actor: { ...actor(r, 'Pinned'), conditions: ['pinned'] },
    shotAt: r.chance(0.5),
    dice: { seed: r.int(0, 1e9) },
  }),
  actions: (r) => ({ ruleset: r.pick(RULESETS) }),
  catalogue: (r) => ({ ruleset: r.pick(RULESETS) }),
  heal: (r) => {
    const patient = actor(r, 'Patient');
    patient.damage = r.int(0, patient.wounds);
    if (r.chance(0.3)) patient.criticalDamage = r.int(1, 6);
    if (r.chance(0.3)) patient.fatigue = r.int(0, 8);
    if (r.chance(0.3)) patient.skills = { medicae: { trained: true } };
    const kind = r.pick(['natural', 'medicae', 'rest', 'wake']);
    const req = { ruleset: r.pick(RULESETS), actor: patient, kind, dice: { seed: r.int(0, 1e9) } };
    if (kind === 'natural') Object.assign(req, { days: r.int(1, 30), bedRest: r.chance(0.5), medicalAttention: r.chance(0.3) });
    if (kind === 'rest') req.hours = r.int(1, 12);
    if (kind === 'medicae') {
      req.care = r.pick(['firstAid', 'extendedCare', 'staunchBloodLoss']);
      if (r.chance(0.5)) req.medic = { actor: { ...actor(r, 'Medic'), skills: { medicae: { trained: true } } } };
      if (req.care === 'extendedCare') Object.assign(req, { days: r.int(1, 21), bedRest: r.chance(0.5), patients: r.int(1, 8) });
      if (req.care === 'staunchBloodLoss') req.strenuous = r.chance(0.5);
    }
    return req;
  },
  applyDamage: (r) => {
    const req = { ruleset: r.pick(RULESETS), actor: actor(r, 'Hurt'), dice: { seed: r.int(0, 1e9) } };
    const hazards = [
      { kind: 'fall', metres: r.int(0, 40) },
      { kind: 'fire' },
      { kind: 'vacuum', effect: r.pick(['depressurisation', 'cold', 'gradual', 'gradualResisted']) },
    ];
    if (r.chance(0.6)) req.hazard = r.pick(hazards);
    else req.damage = r.pick(['1d10+3', '2d10', 5]);
    if (r.chance(0.3)) req.location = r.pick(LOCATIONS);
    return req;
  },
  startTurn: (r) => ({
    ruleset: r.pick(RULESETS),
    actor: { ...actor(r, 'Round'), conditions: [r.pick(['onFire', 'bloodLoss', 'stunned', 'prone'])], stunnedRounds: r.int(0, 2) },
    exposedToFire: r.chance(0.3),
    extinguish: r.chance(0.3),
    dice: { seed: r.int(0, 1e9) },
  }),
  endRound: (r) => ({
    ruleset: r.pick(RULESETS),
    actor: actor(r, 'Round'),
    breath: r.chance(0.5) ? { round: r.int(1, 12) } : undefined,
    vacuum: r.chance(0.5) ? { round: r.int(1, 12), space: r.chance(0.5), gradual: r.chance(0.5) } : undefined,
    dice: { seed: r.int(0, 1e9) },
  }),
  validateTurn: (r) => {
    const ruleset = r.pick(RULESETS);
    const ids = cogitator.actions({ ruleset }).map((a) => a.id);
    return { ruleset, actions: Array.from({ length: r.int(0, 3) }, () => r.pick(ids)) };
  },
};

// ---- spoilt values --------------------------------------------------------------------

function deep(n) {
  let v = { end: true };
  for (let i = 0; i < n; i++) v = { a: v };
  return v;
}
const DEEP = deep(10_000);

function cyclic() {
  const o = { ruleset: 'dh1' };
  o.self = o;
  return o;
}

const ODD_VALUES = [
  () => NaN,
  () => Infinity,
  () => -Infinity,
  () => -0,
  () => 1e308,
  () => -1e308,
  () => 2 ** 53 + 1,
  () => Number.MAX_VALUE,
  () => 2 ** 31,
  () => -(2 ** 31),
  () => 0.5,
  () => '1000000d1000000',
  () => '9'.repeat(1000) + 'd10',
  () => '1d10+'.repeat(5000),
  () => '',
  () => 'NaN',
  () => undefined,
  () => null,
  () => () => 1,
  () => Symbol('s'),
  () => 10n,
  () => 2n ** 70n,
  () => DEEP,
  () => cyclic(),
  () => [],
  () => ({}),
  () => [[[[[[[[[[1]]]]]]]]]],
  () => true,
  () => ({ rolls: [0, 101, -1, 1.5] }),
  () => new Date(0),
  () => new Map([[1, 2]]),
];

/** Every path to a node of a plain-data value, parents first. */
function paths(v, here = [], out = []) {
  out.push(here);
  if (v && typeof v === 'object') {
    for (const k of Object.keys(v)) paths(v[k], [...here, k], out);
  }
  return out;
}

/** A copy of `req` with one to three spoilt spots, or a whole request that is not one. */
function spoil(r, req) {
  if (r.chance(0.05)) return r.pick(ODD_VALUES)();
  const copy = structuredClone(req);
  // The paths of the valid request: an earlier spoil may have put a cycle or a 10,000-deep
  // object in, which is not walked again.
  const all = paths(req).filter((p) => p.length > 0);
  for (let n = r.int(1, 3); n > 0 && all.length > 0; n--) {
    const path = r.pick(all);
    let parent = copy;
    for (const k of path.slice(0, -1)) parent = parent?.[k];
    if (parent === null || typeof parent !== 'object') continue;
    const key = path[path.length - 1];
    if (r.chance(0.15)) {
      delete parent[key];
    } else if (key === 'dice' || r.chance(0.05)) {
      parent.dice = { rolls: r.pick([[0, 101, -1, 1.5], [101], [-1], [1.5], [0], [5, 5, 5]]) };
    } else {
      parent[key] = r.pick(ODD_VALUES)();
    }
  }
  return copy;
}

// ---- soundness of an outcome ----------------------------------------------------------

function isTestResult(t) {
  return (
    t && typeof t.success === 'boolean' && Number.isInteger(t.degrees) && t.degrees >= 0 && Number.isInteger(t.target)
  );
}

const SOUND = {
  resolveAttack: (o) => {
    assert.ok(isTestResult(o.test), 'a test result');
    assert.ok(Array.isArray(o.hits) && Array.isArray(o.dice) && Array.isArray(o.log));
    assert.ok(o.hits.length <= Math.max(o.hitsScored, 1), `${o.hits.length} hits of ${o.hitsScored}`);
    for (const h of o.hits) assert.ok(Number.isInteger(h.wounds) && h.wounds >= 0, `wounds ${h.wounds}`);
    assert.ok(Number.isInteger(o.target.damage) && o.target.damage >= 0);
    assert.ok(o.dice.every((d) => d.face >= 1 && d.face <= d.sides));
  },
  analyzeAttack: (o) => {
    for (const k of ['hitChance', 'critChance', 'killChance', 'jamChance']) {
      assert.ok(o[k] >= 0 && o[k] <= 1, `${k} ${o[k]}`);
    }
    assert.ok(o.trials >= 1 && o.trials <= 1000, `trials ${o.trials}`);
  },
  rollTest: (o) => assert.ok(isTestResult(o)),
  escapePinning: (o) => assert.ok(isTestResult(o)),
  heal: (o) => {
    assert.ok(['unharmed', 'lightlyDamaged', 'heavilyDamaged', 'criticallyDamaged'].includes(o.state), o.state);
    assert.equal(o.target.damageState, o.state);
    assert.ok(Number.isInteger(o.target.damage) && o.target.damage >= 0);
    assert.ok(Number.isInteger(o.target.fatigue) && o.target.fatigue >= 0);
    assert.ok(o.tests.every(isTestResult) && Array.isArray(o.log));
  },
  applyDamage: (o) => {
    assert.equal(o.hits.length, 1);
    assert.ok(Number.isInteger(o.hits[0].wounds) && o.hits[0].wounds >= 0);
    assert.ok(Number.isInteger(o.target.damage) && o.target.damage >= 0);
  },
  startTurn: (o) => {
    assert.equal(typeof o.canAct, 'boolean');
    assert.ok(o.tests.every(isTestResult) && Array.isArray(o.hits) && Array.isArray(o.effects));
  },
  endRound: (o) => assert.ok(o.tests.every(isTestResult) && Array.isArray(o.hits) && o.canAct === undefined),
  opposedTest: (o) => {
    assert.ok(isTestResult(o.a) && isTestResult(o.b));
    assert.ok(['a', 'b', null].includes(o.winner));
  },
  rollInitiative: (o) => assert.ok(Array.isArray(o.order) && o.order.every((e) => Number.isInteger(e.total))),
  actions: (o) => assert.ok(Array.isArray(o) && o.length > 0),
  catalogue: (o) => assert.ok(o.skills.length > 0 && o.skills.every((s) => typeof s.characteristic === 'string') && o.difficulties.length > 0),
  validateTurn: (o) => {
    assert.equal(typeof o.valid, 'boolean');
    assert.equal(o.valid, o.problems.length === 0);
  },
};

function describe(value) {
  try {
    return JSON.stringify(value)?.slice(0, 300);
  } catch {
    return String(value);
  }
}

test('every export, thousands of generated calls: a sound outcome or a documented error', (t) => {
  const r = makeRandom(20240601);
  for (const [name, make] of Object.entries(VALID)) {
    const fn = cogitator[name];
    let returned = 0;
    const codes = {};
    const start = performance.now();
    for (let i = 0; i < CALLS_PER_FUNCTION; i++) {
      const valid = make(r);
      const req = r.chance(0.3) ? spoil(r, valid) : valid;
      let out;
      try {
        out = fn(req);
      } catch (err) {
        assert.ok(err instanceof Error, `${name}: threw a non-Error ${String(err)} for ${describe(req)}`);
        assert.ok(!(err instanceof WebAssembly.RuntimeError) && !(err.cause instanceof WebAssembly.RuntimeError),
          `${name}: a wasm trap (${err.message}) for ${describe(req)}`);
        assert.ok(CODES.has(err.code), `${name}: code ${err.code} (${err.message}) for ${describe(req)}`);
        if (err.code === 'invalid_input') assert.equal(typeof err.path, 'string', `${name}: no path: ${err.message}`);
        codes[err.code] = (codes[err.code] ?? 0) + 1;
        continue;
      }
      returned++;
      SOUND[name](out);
    }
    const ms = Math.round(performance.now() - start);
    t.diagnostic(`${name}: ${returned} of ${CALLS_PER_FUNCTION} returned, errors ${JSON.stringify(codes)}, ${ms} ms`);
    // Most generated requests are valid: the run exercises the engine, not only its checks.
    assert.ok(returned > CALLS_PER_FUNCTION / 2, `${name}: only ${returned} of ${CALLS_PER_FUNCTION} returned (${JSON.stringify(codes)})`);
  }
  // The module still works afterwards.
  const a = cogitator.resolveAttack(rangedRequest('dh2', { seed: 3 }));
  assert.deepEqual(a, cogitator.resolveAttack(rangedRequest('dh2', { seed: 3 })));
  assert.equal(a.ruleset, 'dh2');
});
