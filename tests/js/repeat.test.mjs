// resolveAttack on a request it saw before: the engine keeps the last few requests and,
// from the third time one comes with other dice, rolls it on the request prepared then
// (src/attack/repeat.rs). What a host sees must not change: every outcome is the one a
// separately prepared request gives for the same dice (prepareAttack, itself held equal to
// resolveAttack over generated requests in tests/properties.rs), and every error is the one
// the request gave before it was kept. tests/properties.rs holds the same over generated
// requests in Rust.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as whole from 'cogitator';
import * as attackEntry from 'cogitator/attack';
import { rangedRequest, meleeRequest, target } from './fixtures.mjs';

const same = (a, b, what) => assert.equal(JSON.stringify(a), JSON.stringify(b), what);
const caught = (f) => {
  try {
    f();
  } catch (e) {
    return { code: e.code, path: e.path, message: e.message };
  }
  assert.fail('no error');
};

for (const [name, engine] of [['cogitator', whole], ['cogitator/attack', attackEntry]]) {
  test(`${name}: a request sent again and again gives the outcome of its dice each time`, () => {
    for (const ruleset of ['dh1', 'rt', 'ow', 'dh2']) {
      for (const base of [rangedRequest(ruleset), { ...rangedRequest(ruleset), action: 'semiAuto' }, meleeRequest(ruleset)]) {
        const { dice: _, ...req } = base;
        const prepared = engine.prepareAttack(req);
        for (let seed = 0; seed < 12; seed += 1) {
          // `dice` last, first, and as its own faces.
          same(engine.resolveAttack({ ...req, dice: { seed } }), prepared.outcome(seed), `${ruleset} ${req.action} seed ${seed}`);
          same(engine.resolveAttack({ dice: { seed }, ...req }), prepared.outcome(seed), `${ruleset} dice first, seed ${seed}`);
          const faces = { rolls: prepared.outcome(seed).dice.map((d) => d.face) };
          same(engine.resolveAttack({ ...req, dice: faces }), prepared.outcome(faces), `${ruleset} faces of seed ${seed}`);
        }
        prepared.free();
      }
    }
  });

  test(`${name}: a request changed in anything but its dice is a new request`, () => {
    const req = rangedRequest('dh2');
    for (let k = 0; k < 3; k += 1) engine.resolveAttack({ ...req, dice: { seed: k } });
    const hurt = { ...req, target: { ...target, damage: 9 } };
    const prepared = engine.prepareAttack({ ...hurt, dice: undefined });
    for (let seed = 0; seed < 10; seed += 1) {
      same(engine.resolveAttack({ ...hurt, dice: { seed } }), prepared.outcome(seed), `seed ${seed}`);
      engine.resolveAttack({ ...req, dice: { seed } });
    }
    // The log left out is part of the request too.
    const quiet = { ...req, options: { log: false } };
    const q = engine.prepareAttack(quiet);
    for (let seed = 0; seed < 4; seed += 1) same(engine.resolveAttack({ ...quiet, dice: { seed } }), q.outcome(seed));
  });

  test(`${name}: dice that cannot be rolled give the same error before and after the request is kept`, () => {
    const req = { ...meleeRequest('ow'), attacker: { ...meleeRequest('ow').attacker, name: `Repeat ${name}` } };
    const bad = [{ seed: -1 }, { seed: 1.5 }, { rolls: [0] }, { rolls: [101] }, { seeds: 3 }, 'x', { byPurpose: { atack: [3] } }];
    const before = bad.map((dice) => caught(() => engine.resolveAttack({ ...req, dice })));
    for (let k = 0; k < 3; k += 1) engine.resolveAttack({ ...req, dice: { seed: k } });
    bad.forEach((dice, i) => assert.deepEqual(caught(() => engine.resolveAttack({ ...req, dice })), before[i], JSON.stringify(dice)));
    // With no dice, each call draws its own seed, as before.
    const { dice: _, ...none } = req;
    const seeds = new Set(Array.from({ length: 5 }, () => engine.resolveAttack(none).seed));
    assert.ok(seeds.size > 1, 'calls without dice draw their own seeds');
  });
}
