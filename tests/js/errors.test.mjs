// Errors: every failure is an Error with a string `code`; bad input names the field in
// `path`; nothing half-filled comes back; the module keeps working afterwards.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  resolveAttack, rollTest, opposedTest, rollInitiative, analyzeAttack, isCogitatorError,
} from 'cogitator';
import { attacker, target, lasgun, rangedRequest } from './fixtures.mjs';

function expectError(fn, code, check = () => {}) {
  let thrown;
  try {
    fn();
  } catch (err) {
    thrown = err;
  }
  assert.ok(thrown, `expected a ${code} error, got a result`);
  assert.ok(thrown instanceof Error, 'an Error instance');
  assert.ok(isCogitatorError(thrown), 'isCogitatorError() recognises it');
  assert.equal(thrown.code, code, `code (message: ${thrown.message})`);
  assert.equal(typeof thrown.message, 'string');
  assert.ok(thrown.message.length > 0);
  check(thrown);
  return thrown;
}

const withAttackerBs = (bs) => ({
  ...rangedRequest('dh1'),
  attacker: { ...attacker, characteristics: { ...attacker.characteristics, bs } },
});

test('a characteristic of the wrong type: invalid_input at its path', () => {
  expectError(() => resolveAttack(withAttackerBs('x')), 'invalid_input', (e) => {
    assert.equal(e.path, 'attacker.characteristics.bs');
  });
});

test('a missing weapon: invalid_input naming the weapon', () => {
  const { weapon, ...req } = rangedRequest('dh1');
  expectError(() => resolveAttack(req), 'invalid_input', (e) => {
    assert.equal(typeof e.path, 'string');
    assert.equal(e.path, 'weapon');
  });
});

test('an unknown ruleset: invalid_input at ruleset', () => {
  expectError(() => resolveAttack({ ...rangedRequest('dh1'), ruleset: 'dh3' }), 'invalid_input', (e) => {
    assert.equal(e.path, 'ruleset');
  });
});

test('a nested field: invalid_input with the full path', () => {
  const req = { ...rangedRequest('rt'), target: { ...target, armour: { body: 'thick' } } };
  expectError(() => resolveAttack(req), 'invalid_input', (e) => {
    assert.equal(e.path, 'target.armour.body');
  });
});

test('an unknown damage type: invalid_input at weapon.damageType', () => {
  const req = { ...rangedRequest('ow'), weapon: { ...lasgun, damageType: 'sonic' } };
  expectError(() => resolveAttack(req), 'invalid_input', (e) => {
    assert.equal(e.path, 'weapon.damageType');
  });
});

test('an out-of-range scripted face: invalid_input in dice.rolls', () => {
  expectError(() => resolveAttack(rangedRequest('dh2', { rolls: [0] })), 'invalid_input', (e) => {
    assert.match(e.path, /^dice\.rolls/);
  });
});

test('not an object at all: invalid_input', () => {
  for (const bad of [undefined, null, 5, 'attack', [], true]) {
    expectError(() => resolveAttack(bad), 'invalid_input');
  }
});

test('every function reports bad input the same way', () => {
  expectError(() => rollTest({ ruleset: 'dh1', actor: { characteristics: { bs: 40 } }, characteristic: 'luck' }), 'invalid_input', (e) => {
    assert.equal(e.path, 'characteristic');
  });
  expectError(() => opposedTest({ ruleset: 'dh1', a: { actor: attacker, characteristic: 's' } }), 'invalid_input');
  expectError(() => rollInitiative({ ruleset: 'xx', combatants: [] }), 'invalid_input', (e) => {
    assert.equal(e.path, 'ruleset');
  });
  expectError(() => analyzeAttack({ ...withAttackerBs('x'), trials: 10 }), 'invalid_input');
});

// Known gap: the analyze request flattens the attack request, and the path is lost on
// the way through; the error still has the right code and a message.
test('analyzeAttack names the bad field in path', () => {
  expectError(() => analyzeAttack({ ...withAttackerBs('x'), trials: 10 }), 'invalid_input', (e) => {
    assert.equal(e.path, 'attacker.characteristics.bs');
  });
});

test('the module keeps working after errors', () => {
  for (let i = 0; i < 50; i++) {
    assert.throws(() => resolveAttack(withAttackerBs('x')));
    assert.throws(() => resolveAttack(rangedRequest('dh1', { rolls: [14] })));
  }
  const a = resolveAttack(rangedRequest('dh1', { seed: 9 }));
  const b = resolveAttack(rangedRequest('dh1', { seed: 9 }));
  assert.deepEqual(a, b);
  assert.equal(a.ruleset, 'dh1');
});

test('odd values never crash the module: a result or a coded error, never internal', () => {
  const base = rangedRequest('dh1');
  const chars = attacker.characteristics;
  const odd = [
    { ...base, attacker: { ...attacker, characteristics: { ...chars, bs: 1e300 } } },
    { ...base, attacker: { ...attacker, characteristics: { ...chars, bs: NaN } } },
    { ...base, attacker: { ...attacker, characteristics: { ...chars, bs: -40 } } },
    { ...base, target: { ...target, wounds: -5 } },
    { ...base, target: { ...target, wounds: 0 } },
    { ...base, target: { ...target, fatigue: 2 ** 31 - 1 } },
    { ...base, weapon: { ...lasgun, damage: '999d999' } },
    { ...base, weapon: { ...lasgun, damage: 'lots' } },
    { ...base, weapon: { ...lasgun, damage: '1d10+2147483647' } },
    { ...base, weapon: { ...lasgun, penetration: -3 } },
    { ...base, range: -10 },
    { ...base, range: Infinity },
    { ...base, action: 'fullAuto', weapon: { ...lasgun, rateOfFire: { full: 1e9 } } },
    { ...base, action: 'calledShot' },
    { ...base, action: 'notAnAction' },
    { ...base, target: { ...target, size: 99 } },
    { ...base, target: { ...target, conditions: ['helpless', 'prone', 'notACondition'] } },
    { ...base, modifiers: [{ label: 'huge', value: 1e6 }] },
    { ...base, options: { righteousFury: 'always' }, dice: { rolls: [14, ...Array(300).fill(10)] } },
    { ...base, dice: { seed: -1 } },
    { ...base, dice: { seed: 2 ** 60 } },
    { ...base, dice: { rolls: [14.5] } },
    { ...base, attacker: 'nobody' },
    { ...base, weapon: [] },
  ];
  for (const req of odd) {
    try {
      resolveAttack(req);
    } catch (err) {
      assert.ok(isCogitatorError(err), `not a coded error: ${err}`);
      assert.notEqual(err.code, 'internal', `internal error for ${JSON.stringify(req).slice(0, 200)}: ${err.message}`);
    }
  }
  assert.equal(resolveAttack(rangedRequest('dh1', { seed: 1 })).ruleset, 'dh1');
});

test('a request JSON cannot carry: invalid_input naming the field', () => {
  const cyclicTarget = { ...target };
  cyclicTarget.self = cyclicTarget;
  expectError(() => resolveAttack({ ...rangedRequest('dh1'), target: cyclicTarget }), 'invalid_input', (e) => {
    assert.equal(e.path, 'target.self');
    assert.match(e.message, /not plain data \(at target\.self\)/);
  });
  const bigBs = { ...attacker, characteristics: { ...attacker.characteristics, bs: 40n } };
  expectError(() => resolveAttack({ ...rangedRequest('rt'), attacker: bigBs }), 'invalid_input', (e) => {
    assert.equal(e.path, 'attacker.characteristics.bs');
  });
  expectError(() => resolveAttack({ ...rangedRequest('ow'), weapon: { ...lasgun, qualities: ['tearing', 1n] } }), 'invalid_input', (e) => {
    assert.equal(e.path, 'weapon.qualities[1]');
  });
  const loop = [];
  loop.push(loop);
  expectError(() => rollTest({ ruleset: 'dh2', actor: attacker, characteristic: 'bs', modifiers: loop }), 'invalid_input', (e) => {
    assert.equal(e.path, 'modifiers[0]');
  });
  // A getter that throws: coded, though no field can be named.
  const req = rangedRequest('dh1');
  Object.defineProperty(req, 'range', { enumerable: true, get() { throw new Error('no range today'); } });
  expectError(() => resolveAttack(req), 'invalid_input', (e) => {
    assert.equal(e.path, '');
    assert.match(e.message, /no range today/);
  });
});

// A request is valid or not before any die is rolled: the quick start as a new user first
// writes it (an attacker with only `bs`, a target with only `t`) is refused under every
// seed with the same path, naming every characteristic the rules could ask for.
test('a sparse sheet is refused up front, whatever the seed', () => {
  const sparse = {
    ruleset: 'dh2',
    attacker: { name: 'Sergeant Varro', characteristics: { bs: 45 }, wounds: 12 },
    target: { name: 'Heretic', characteristics: { t: 30 }, wounds: 10, armour: { body: 3 } },
    weapon: lasgun,
    action: 'semiAuto',
    range: 30,
  };
  for (let seed = 0; seed < 200; seed += 1) {
    expectError(() => resolveAttack({ ...sparse, dice: { seed } }), 'invalid_input', (e) => {
      assert.equal(e.path, 'target.characteristics');
      assert.match(e.message, /^target\.characteristics: needs ag, wp: /);
    });
  }
  // The whole sheets resolve under every seed.
  const whole = { ...sparse, attacker: { ...sparse.attacker, characteristics: attacker.characteristics },
    target: { ...sparse.target, characteristics: target.characteristics } };
  for (let seed = 0; seed < 200; seed += 1) {
    assert.ok(resolveAttack({ ...whole, dice: { seed } }).seed === seed);
  }
});

test('more dice than one call may roll: limit_exceeded, not invalid_input', () => {
  const heavy = {
    ...rangedRequest('dh2'),
    action: 'fullAuto',
    attacker: { ...attacker, characteristics: { ...attacker.characteristics, bs: 250 } },
    weapon: { ...lasgun, damage: '100d10', rateOfFire: { single: true, full: 1000 } },
    options: { righteousFury: 'never' },
    trials: 100000,
    dice: { seed: 3 },
  };
  expectError(() => analyzeAttack(heavy), 'limit_exceeded', (e) => {
    assert.equal(e.path, 'trials');
  });
});
