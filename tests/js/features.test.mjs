// Qualities, talents and traits through the packed package: rulesets() lists each line's,
// with a summary a UI can show; names are checked with a suggestion; house features pass
// with `custom: true`; another line's feature is applied as nothing and the log says so.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { resolveAttack, rulesets } from 'cogitator';
import { rangedRequest, meleeRequest, RULESETS } from './fixtures.mjs';

test('rulesets() lists every line\'s qualities, talents and traits with summaries', () => {
  const all = rulesets();
  for (const id of RULESETS) {
    const line = all.find((r) => r.id === id);
    const kinds = new Set(line.features.map((f) => f.kind));
    assert.deepEqual([...kinds].sort(), ['quality', 'talent', 'trait'], id);
    for (const f of line.features) {
      assert.ok(f.id && f.name && f.summary && f.source, `${id} ${f.id}`);
      assert.ok(Array.isArray(f.effects), `${id} ${f.id}`);
    }
  }
  const ids = (r) => all.find((x) => x.id === r).features.map((f) => f.id);
  assert.ok(ids('dh2').includes('vengeful') && !ids('rt').includes('vengeful'));
  assert.ok(ids('rt').includes('tearing') && ids('ow').includes('razorSharp'));
});

test('a misspelt quality is invalid_input with its path and the nearest id', () => {
  const req = rangedRequest('rt');
  req.weapon = { ...req.weapon, qualities: ['reliable', 'tearnig'] };
  assert.throws(() => resolveAttack(req), (e) => {
    assert.equal(e.code, 'invalid_input');
    assert.equal(e.path, 'weapon.qualities[1]');
    assert.match(e.message, /did you mean 'tearing'/);
    return true;
  });
});

test('a misspelt talent or trait is refused the same way', () => {
  const req = rangedRequest('dh2');
  req.attacker = { ...req.attacker, talents: ['mighty_shoot'] };
  assert.throws(() => resolveAttack(req), (e) => e.path === 'attacker.talents[0]' && /mighty_shot/.test(e.message));
  const req2 = rangedRequest('dh2');
  req2.target = { ...req2.target, traits: [{ id: 'natural_armor', value: 2 }] };
  assert.throws(() => resolveAttack(req2), (e) => e.path === 'target.traits[0]' && /natural_armour/.test(e.message));
});

test('a house feature passes with custom: true, and the log says it does nothing', () => {
  const req = meleeRequest('dh1');
  req.weapon = { ...req.weapon, qualities: [{ id: 'glowing', custom: true }] };
  const out = resolveAttack(req);
  assert.ok(out.log.some((l) => /custom quality 'glowing'/.test(l)), out.log.join('\n'));
});

test('another line\'s quality is applied as nothing, and the log names its lines', () => {
  const req = meleeRequest('rt');
  req.weapon = { ...req.weapon, qualities: ['razorSharp'] };
  const out = resolveAttack(req);
  assert.ok(out.log.some((l) => /razorSharp' has no rule in Rogue Trader.*Only War/.test(l)), out.log.join('\n'));
});
