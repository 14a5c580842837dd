// prepareAttack: one request parsed and checked once, rolled many times. Each roll is what
// resolveAttack({ ...request, dice }) gives, byte for byte.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { prepareAttack, resolveAttack, analyzeAttack } from 'cogitator';
import { rangedRequest, meleeRequest, target } from './fixtures.mjs';

const requests = () => ['dh1', 'rt', 'ow', 'dh2'].flatMap((r) => [
  rangedRequest(r),
  { ...rangedRequest(r), action: 'semiAuto' },
  meleeRequest(r),
]);

test('outcome(dice) is resolveAttack({ ...request, dice }) byte for byte', () => {
  for (const req of requests()) {
    const prepared = prepareAttack(req);
    for (let seed = 0; seed < 25; seed += 1) {
      const direct = resolveAttack({ ...req, dice: { seed } });
      assert.equal(JSON.stringify(prepared.outcome(seed)), JSON.stringify(direct), `${req.ruleset} ${req.action} seed ${seed}`);
      assert.equal(JSON.stringify(prepared.outcome({ seed })), JSON.stringify(direct));
    }
    // Scripted faces, too: those a seeded roll showed, replayed.
    const faces = { rolls: resolveAttack({ ...req, dice: { seed: 3 } }).dice.map((d) => d.face) };
    assert.deepEqual(prepared.outcome(faces), resolveAttack({ ...req, dice: faces }));
    prepared.free();
  }
});

test('roll(dice) gives the figures of the same outcome', () => {
  for (const req of requests()) {
    const prepared = prepareAttack(req);
    for (let seed = 0; seed < 50; seed += 1) {
      const o = resolveAttack({ ...req, dice: { seed } });
      const after = (h) => (h.aftermath ?? []).reduce((n, a) => n + a.wounds, 0);
      assert.deepEqual(prepared.roll(seed), {
        hits: o.hits.length,
        wounds: o.hits.reduce((n, h) => n + h.wounds + after(h), 0),
        critical: Math.max(0, o.target.criticalDamage - (req.target.criticalDamage ?? 0)),
        jammed: o.jammed,
        dead: o.target.dead,
        unconscious: o.target.unconscious,
      }, `${req.ruleset} ${req.action} seed ${seed}`);
    }
  }
});

test('analyze() is analyzeAttack for the request', () => {
  const req = rangedRequest('dh2');
  const prepared = prepareAttack(req);
  assert.deepEqual(prepared.analyze({ trials: 500, seed: 7 }), analyzeAttack({ ...req, trials: 500, dice: { seed: 7 } }));
  assert.equal(typeof prepared.analyze().hitChance, 'number');
  // Exactly, as analyzeAttack works it out; and only analyze() takes `exact`.
  const dh1 = { ...rangedRequest('dh1'), target: { ...target, wounds: 100 }, options: { righteousFury: 'never' } };
  assert.deepEqual(prepareAttack(dh1).analyze({ exact: true, seed: 3 }), analyzeAttack({ ...dh1, exact: true, dice: { seed: 3 } }));
  assert.equal(prepareAttack(dh1).analyze({ exact: true }).exact, true);
  assert.throws(() => prepareAttack({ ...dh1, exact: true }), (e) => e.code === 'invalid_input' && e.path === 'exact');
});

test('errors: the request up front, each roll\'s dice, a freed handle', () => {
  assert.throws(() => prepareAttack({ ...rangedRequest('dh2'), target: { characteristics: { t: 30 }, wounds: 10 } }),
    (e) => e.code === 'invalid_input' && e.path === 'target.characteristics');
  const prepared = prepareAttack(rangedRequest('rt'));
  assert.throws(() => prepared.roll(-1), (e) => e.code === 'invalid_input' && e.path === 'dice');
  assert.throws(() => prepared.roll(1.5), (e) => e.code === 'invalid_input');
  assert.throws(() => prepared.outcome({ rols: [1] }), (e) => e.code === 'invalid_input' && e.path === 'dice.rols');
  assert.throws(() => prepared.outcome({ rolls: [14] }), (e) => e.code === 'dice_exhausted');
  assert.throws(() => prepared.analyze({ trails: 5 }), (e) => e.code === 'invalid_input' && e.path === 'trails');
  // Without dice, a fresh seed, returned in the outcome.
  const o = prepared.outcome();
  assert.equal(typeof o.seed, 'number');
  assert.deepEqual(prepared.outcome(o.seed), o);
  prepared.free();
  assert.throws(() => prepared.roll(1), (e) => e.code === 'invalid_input');
  prepared.free();
});
