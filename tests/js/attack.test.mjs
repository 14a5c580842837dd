// resolveAttack through the package: the outcome's shape in every ruleset, determinism,
// scripted dice, replay. Rule arithmetic is tested in Rust; here only the contract.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';

import { resolveAttack, prepareAttack } from 'cogitator';
import { RULESETS, attacker, target, lasgun, rangedRequest, meleeRequest } from './fixtures.mjs';

const CHARACTERISTICS = ['ws', 'bs', 's', 't', 'ag', 'int', 'per', 'wp', 'fel'];
const LOCATIONS = ['head', 'rightArm', 'leftArm', 'body', 'rightLeg', 'leftLeg'];
const DAMAGE_TYPES = ['energy', 'explosive', 'impact', 'rending'];

function assertTestResult(t, where) {
  assert.ok(CHARACTERISTICS.includes(t.characteristic), `${where}.characteristic`);
  if ('skill' in t) assert.equal(typeof t.skill, 'string', `${where}.skill`);
  assert.equal(typeof t.base, 'number', `${where}.base`);
  assert.ok(Array.isArray(t.modifiers), `${where}.modifiers`);
  for (const m of t.modifiers) {
    assert.equal(typeof m.label, 'string', `${where}.modifiers[].label`);
    assert.ok(m.label.length > 0, `${where}.modifiers[].label is not empty`);
    assert.ok(Number.isInteger(m.value), `${where}.modifiers[].value`);
  }
  assert.equal(typeof t.target, 'number', `${where}.target`);
  if ('roll' in t) {
    assert.ok(Number.isInteger(t.roll) && t.roll >= 1 && t.roll <= 100, `${where}.roll is a d100 face`);
  } else {
    assert.equal(t.automatic, true, `${where}: no roll only when automatic`);
  }
  assert.equal(typeof t.success, 'boolean', `${where}.success`);
  assert.ok(Number.isInteger(t.degrees) && t.degrees >= 0, `${where}.degrees`);
}

function assertCritical(c, where) {
  assert.ok(DAMAGE_TYPES.includes(c.damageType), `${where}.damageType`);
  assert.ok(LOCATIONS.includes(c.location), `${where}.location`);
  assert.ok(Number.isInteger(c.severity), `${where}.severity`);
  assert.ok(Array.isArray(c.effects), `${where}.effects`);
  assert.equal(typeof c.lethal, 'boolean', `${where}.lethal`);
}

/** Checks every AttackOutcome field named in the API contract. */
function assertAttackOutcome(out, request) {
  assert.equal(out.ruleset, request.ruleset);
  assert.equal(out.action, request.action);
  assertTestResult(out.test, 'test');
  assert.equal(typeof out.jammed, 'boolean', 'jammed');
  assert.ok(Number.isInteger(out.hitsScored) && out.hitsScored >= 0, 'hitsScored');
  if (out.evasion !== undefined) {
    assert.ok(['dodge', 'parry'].includes(out.evasion.reaction), 'evasion.reaction');
    assertTestResult(out.evasion.test, 'evasion.test');
    assert.ok(Number.isInteger(out.evasion.hitsNegated), 'evasion.hitsNegated');
  }
  assert.ok(Array.isArray(out.hits), 'hits');
  assert.ok(out.hits.length <= out.hitsScored, 'no more hits land than were scored');
  out.hits.forEach((h, i) => {
    assert.ok(LOCATIONS.includes(h.location), `hits[${i}].location`);
    assert.equal(typeof h.damage.total, 'number', `hits[${i}].damage.total`);
    assert.ok(Array.isArray(h.damage.dice), `hits[${i}].damage.dice`);
    assert.ok(Number.isInteger(h.wounds) && h.wounds >= 0, `hits[${i}].wounds`);
    if (h.critical !== undefined) assertCritical(h.critical, `hits[${i}].critical`);
    if (h.criticals !== undefined) h.criticals.forEach((c, j) => assertCritical(c, `hits[${i}].criticals[${j}]`));
    if (h.righteousFury !== undefined) assert.equal(typeof h.righteousFury.triggered, 'boolean');
  });
  const t = out.target;
  for (const k of ['damage', 'criticalDamage', 'fatigue']) {
    assert.ok(Number.isInteger(t[k]) && t[k] >= 0, `target.${k}`);
  }
  assert.ok(t.damage <= request.target.wounds, 'target.damage never passes wounds');
  assert.ok(Array.isArray(t.conditions), 'target.conditions');
  assert.equal(typeof t.dead, 'boolean', 'target.dead');
  assert.equal(typeof t.unconscious, 'boolean', 'target.unconscious');
  assert.ok(Array.isArray(out.dice) && out.dice.length >= 1, 'dice');
  for (const d of out.dice) {
    assert.equal(typeof d.purpose, 'string', 'dice[].purpose');
    assert.ok(Number.isInteger(d.sides) && d.sides >= 2, 'dice[].sides');
    assert.ok(Number.isInteger(d.face) && d.face >= 1 && d.face <= d.sides, 'dice[].face within sides');
  }
  assert.ok(Array.isArray(out.log) && out.log.length >= 1, 'log');
  for (const line of out.log) assert.equal(typeof line, 'string');
  // The outcome is plain data: it survives a JSON round trip unchanged.
  assert.deepEqual(JSON.parse(JSON.stringify(out)), out);
}

for (const ruleset of RULESETS) {
  describe(`resolveAttack in ${ruleset}`, () => {
    test('standard ranged attack returns every outcome field', () => {
      const req = rangedRequest(ruleset);
      const out = resolveAttack(req);
      assertAttackOutcome(out, req);
      assert.equal(out.test.characteristic, 'bs');
      assert.equal(out.seed, 1234, 'the seed used is reported');
    });

    test('melee attack with a parry returns every outcome field', () => {
      const req = meleeRequest(ruleset);
      const out = resolveAttack(req);
      assertAttackOutcome(out, req);
      assert.equal(out.test.characteristic, 'ws');
    });

    test('a melee hit that is parried or not records the reaction', () => {
      // Scan a few seeds for one that hits, so the reaction is tested.
      for (let seed = 1; seed < 60; seed++) {
        const req = meleeRequest(ruleset, { seed });
        const out = resolveAttack(req);
        if (out.hitsScored === 0) continue;
        assert.ok(out.evasion, 'evasion is reported when the target reacts to a hit');
        assert.equal(out.evasion.reaction, 'parry');
        assert.equal(out.hits.length, out.hitsScored - out.evasion.hitsNegated);
        return;
      }
      assert.fail('no seed in 1..59 scored a hit');
    });

    test('the same seed gives the same outcome', () => {
      for (const make of [rangedRequest, meleeRequest]) {
        const a = resolveAttack(make(ruleset, { seed: 424242 }));
        const b = resolveAttack(make(ruleset, { seed: 424242 }));
        assert.deepEqual(a, b);
        assert.equal(JSON.stringify(a), JSON.stringify(b));
      }
    });
  });
}

test('different seeds give different dice', () => {
  const faces = new Set();
  for (let seed = 0; seed < 20; seed++) {
    faces.add(resolveAttack(rangedRequest('dh1', { seed })).dice[0].face);
  }
  assert.ok(faces.size > 5, `only ${faces.size} distinct attack rolls over 20 seeds`);
});

test('scripted rolls are consumed in order: attack test, then damage', () => {
  // BS 45 shot in dh1: 14 succeeds; reversed it is 41, the body; then 7 on the damage die.
  const req = rangedRequest('dh1', { rolls: [14, 7] });
  const out = resolveAttack(req);
  assertAttackOutcome(out, req);
  assert.equal(out.test.roll, 14);
  assert.equal(out.test.success, true);
  assert.equal(out.hits.length, 1);
  assert.equal(out.hits[0].location, 'body');
  assert.deepEqual(out.hits[0].damage.dice, [7]);
  assert.equal(out.hits[0].damage.total, 7 + 3);
  assert.deepEqual(out.dice.map((d) => [d.sides, d.face]), [[100, 14], [10, 7]]);
  assert.equal(out.seed, undefined, 'no seed when the script covered every die');
});

test('a missed shot consumes only the attack die', () => {
  const out = resolveAttack(rangedRequest('dh2', { rolls: [95] }));
  assert.equal(out.test.success, false);
  assert.equal(out.hits.length, 0);
  assert.equal(out.dice.length, 1);
});

test('scripted rolls continue from the seed when they run out', () => {
  const scripted = resolveAttack(rangedRequest('ow', { rolls: [14], seed: 5 }));
  assert.equal(scripted.test.roll, 14);
  assert.equal(scripted.hits.length, 1);
  assert.equal(scripted.dice.length >= 2, true);
  assert.equal(scripted.seed, 5);
});

test('running out of scripted rolls without a seed throws dice_exhausted', () => {
  assert.throws(
    () => resolveAttack(rangedRequest('dh1', { rolls: [14] })),
    (err) => {
      assert.ok(err instanceof Error);
      assert.equal(err.code, 'dice_exhausted');
      assert.equal(typeof err.purpose, 'string');
      assert.ok(err.purpose.length > 0, 'the error names the missing die');
      return true;
    },
  );
});

test('without seed or rolls a seed is drawn, reported, and replays the outcome', () => {
  const req = { ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30 };
  const first = resolveAttack(req);
  assert.ok(Number.isSafeInteger(first.seed) && first.seed >= 0, 'seed is a safe integer');
  const replay = resolveAttack({ ...req, dice: { seed: first.seed } });
  assert.deepEqual(replay, first);
});

test('the request object is not modified', () => {
  const req = structuredClone(meleeRequest('rt', { seed: 3 }));
  const before = JSON.stringify(req);
  resolveAttack(req);
  assert.equal(JSON.stringify(req), before);
});

test('options.log false leaves the log out and nothing else', () => {
  for (const ruleset of RULESETS) {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const req of [rangedRequest(ruleset, { seed }), meleeRequest(ruleset, { seed })]) {
        const full = resolveAttack(req);
        const quiet = resolveAttack({ ...req, options: { log: false } });
        assert.ok(full.log.length > 0, `${ruleset}: the log is written by default`);
        assert.deepEqual(quiet.log, []);
        assert.deepEqual(quiet.logSteps, []);
        assert.deepEqual({ ...quiet, log: full.log, logSteps: full.logSteps }, full);
      }
    }
  }
});

// The outcome crosses from wasm as a tape (src/json/tape.rs) read by js/api.js into the
// value JSON.parse would give of the outcome's text: plain objects and arrays, and every
// string as the request spelled it, outside ASCII too (the tape cuts its text by UTF-16
// lengths). Character and vehicle outcomes interleave, so the field names numbered by one
// are read back by the other.
test('an outcome is plain JSON data, names outside ASCII included', () => {
  const names = ['Zoë', 'Brother ☠ Gallus', '𝔇aemon-host', 'Heretic'];
  const vehicle = {
    kind: 'vehicle', name: 'Chimera ✠', type: 'tracked', size: 'enormous',
    armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15, cruisingSpeed: 70,
  };
  for (const ruleset of RULESETS) {
    for (const [i, name] of names.entries()) {
      const other = names[(i + 1) % names.length];
      const out = resolveAttack({ ...rangedRequest(ruleset, { seed: 100 + i }), attacker: { ...attacker, name }, target: { ...target, name: other } });
      assert.deepEqual(JSON.parse(JSON.stringify(out)), out, `${ruleset} ${name}`);
      assert.ok(out.log.some((line) => line.includes(name) && line.includes(other)), `${ruleset}: the log names ${name} and ${other}`);
      const atVehicle = resolveAttack({ ...rangedRequest(ruleset, { seed: 7 + i }), target: vehicle, facing: 'front' });
      assert.deepEqual(JSON.parse(JSON.stringify(atVehicle)), atVehicle, `${ruleset} vehicle`);
    }
  }
});

// Requests reach wasm as UTF-8 that TextEncoder.encodeInto writes into a buffer the engine
// keeps from call to call (js/api.js, `send`; src/wasm/mod.rs, `requestBuffer`). A request
// that may not fit makes the buffer larger, which can grow the engine's memory and so
// replace the JS view of it; text outside ASCII takes up to three bytes a UTF-16 unit (four
// a surrogate pair). Each outcome must be the one the same request gives on its own, and
// the calls after a large or refused request must still work.
test('requests of every size and script reach the engine whole', () => {
  const first = resolveAttack(rangedRequest('dh2', { seed: 3 }));
  const prepared = prepareAttack(rangedRequest('dh2'));
  const names = ['Zoë', '☠𝔇é'.repeat(2000), 'x'.repeat(300000), '𝔇'.repeat(100000), 'Varro'];
  for (const name of names) {
    const out = resolveAttack({ ...rangedRequest('dh2', { seed: 3 }), attacker: { ...attacker, name } });
    assert.equal(out.log.filter((line) => line.includes(name)).length > 0, true, `the log names the attacker (${name.length} UTF-16 units)`);
    assert.deepEqual(out.hits, first.hits, 'the same dice, the same hits');
  }
  // Past the engine's limit on a request's size: refused by the engine, and the next call works.
  assert.throws(
    () => resolveAttack({ ...rangedRequest('dh2'), attacker: { ...attacker, name: 'é'.repeat(600000) } }),
    (e) => e.code === 'invalid_input' && /larger than/.test(e.message),
  );
  assert.deepEqual(resolveAttack(rangedRequest('dh2', { seed: 3 })), first);
  assert.deepEqual(prepared.outcome({ seed: 3 }), first);
  prepared.free();
});

// The request buffer asked larger than the engine's memory can ever hold (src/wasm/mod.rs,
// `requestBuffer`): refused with limit_exceeded, the buffer left as it was, so the calls
// after it work. The package's functions never ask that much (a request is refused at
// 1,000,000 bytes first), so the engine's own export is called, from the package's glue:
// the same module instance as the package's.
test('a request buffer the memory cannot hold is refused, and the buffer kept', async () => {
  const glue = await import(new URL('./cogitator.js', import.meta.resolve('cogitator')).href);
  const first = resolveAttack(rangedRequest('dh2', { seed: 3 }));
  for (const capacity of [0xffffffff, 0x80000000]) {
    assert.throws(
      () => glue.requestBuffer(capacity),
      (e) => e.code === 'limit_exceeded' && e.message.includes(`${capacity} bytes`),
    );
  }
  assert.deepEqual(resolveAttack(rangedRequest('dh2', { seed: 3 })), first);
  const big = { ...rangedRequest('dh2', { seed: 3 }), attacker: { ...attacker, name: 'é'.repeat(100000) } };
  assert.deepEqual(resolveAttack(big).hits, first.hits);
});
