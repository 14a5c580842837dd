// catalogue({ ruleset }) through the packed package: what a sheet needs to show a line
// (skills with their characteristics, difficulties with display names, actions,
// conditions, circumstances), and the skill check it feeds: rollTest refuses a skill on
// another characteristic unless the request sets anyCharacteristic.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { catalogue, actions, rollTest, opposedTest, isCogitatorError } from 'cogitator';
import { RULESETS } from './fixtures.mjs';

const CHARACTERISTICS = ['ws', 'bs', 's', 't', 'ag', 'int', 'per', 'wp', 'fel'];

test('every line has its skills, each with a characteristic', () => {
  const counts = { dh1: 48, rt: 49, ow: 28, dh2: 28 };
  for (const ruleset of RULESETS) {
    const c = catalogue({ ruleset });
    assert.equal(c.ruleset, ruleset);
    assert.equal(c.skills.length, counts[ruleset], ruleset);
    assert.deepEqual(c.characteristics.map((x) => x.id), CHARACTERISTICS);
    for (const s of c.skills) {
      assert.ok(CHARACTERISTICS.includes(s.characteristic), `${ruleset} ${s.name}`);
      assert.equal(typeof s.id, 'string');
      assert.equal(typeof s.specialist, 'boolean');
      assert.match(s.source, /Skills/);
    }
  }
});

test('the rows a sheet used to write by hand', () => {
  const dh2 = Object.fromEntries(catalogue({ ruleset: 'dh2' }).skills.map((s) => [s.id, s]));
  assert.equal(dh2.dodge.characteristic, 'ag');
  assert.equal(dh2.parry.characteristic, 'ws');
  assert.equal(dh2.awareness.characteristic, 'per');
  assert.equal(dh2.dodge.class, null);
  assert.equal(dh2.commonLore.specialist, true);
  const dh1 = Object.fromEntries(catalogue({ ruleset: 'dh1' }).skills.map((s) => [s.id, s]));
  assert.equal(dh1.carouse.characteristic, 't');
  assert.equal(dh1.carouse.class, 'basic');
  assert.equal(dh1.techUse.name, 'Tech-Use');
  assert.equal(dh1.techUse.class, 'advanced');
  assert.equal(dh1.parry, undefined);
});

test('difficulties carry display names and modifiers, easiest first', () => {
  const d = catalogue({ ruleset: 'dh2' }).difficulties;
  assert.deepEqual(d[0], { id: 'trivial', name: 'Trivial', label: 'Trivial (+60)', modifier: 60 });
  assert.ok(d.some((x) => x.label === 'Challenging (+0)' && x.modifier === 0));
  assert.ok(d.some((x) => x.id === 'veryHard' && x.label === 'Very Hard (-30)'));
  for (let i = 1; i < d.length; i++) assert.ok(d[i - 1].modifier > d[i].modifier);
  assert.equal(catalogue({ ruleset: 'dh1' }).difficulties.length, 7);
});

test('actions, conditions and circumstances have labels and summaries', () => {
  for (const ruleset of RULESETS) {
    const c = catalogue({ ruleset });
    assert.deepEqual(c.actions, actions({ ruleset }));
    assert.equal(c.conditions.length, 19);
    for (const row of [...c.conditions, ...c.circumstances]) {
      assert.equal(typeof row.label, 'string');
      assert.ok(row.summary.length > 10, `${ruleset} ${row.id}`);
    }
    assert.ok(c.conditions.some((x) => x.id === 'onFire' && x.label === 'On Fire'));
    assert.equal(c.circumstances.find((x) => x.id === 'outnumber').kind, 'number');
  }
  // Each circumstance id is accepted by an attack request.
  const rt = catalogue({ ruleset: 'rt' });
  assert.match(rt.circumstances.find((x) => x.id === 'darkness').summary, /melee attacks -20, ranged attacks -30/);
});

test('catalogue refuses a request without a known line', () => {
  assert.throws(() => catalogue({ ruleset: 'dh3' }), (e) => isCogitatorError(e) && e.code === 'invalid_input');
  assert.throws(() => catalogue({}), (e) => isCogitatorError(e) && e.code === 'invalid_input');
});

const dodge = (characteristic, extra = {}) => ({
  ruleset: 'dh2',
  actor: { characteristics: { ag: 40, ws: 50 }, skills: { dodge: { trained: true } } },
  characteristic,
  skill: 'Dodge',
  dice: { rolls: [20] },
  ...extra,
});

test('rollTest refuses a skill on another characteristic, naming its own', () => {
  assert.throws(
    () => rollTest(dodge('ws')),
    (e) => e.code === 'not_allowed' && e.path === 'characteristic' && /Agility/.test(e.message) && /anyCharacteristic/.test(e.message),
  );
  assert.equal(rollTest(dodge('ag')).target, 40);
  const allowed = rollTest(dodge('ws', { anyCharacteristic: true }));
  assert.equal(allowed.target, 50);
  assert.ok(allowed.log.some((l) => /rather than its own Agility/.test(l)), allowed.log.join('\n'));
});

test('opposedTest checks each side under its name', () => {
  const side = (characteristic, extra = {}) => ({ actor: { characteristics: { s: 40, wp: 40 } }, characteristic, skill: 'Intimidate', ...extra });
  const req = (a, b) => ({ ruleset: 'ow', a, b, dice: { rolls: [20, 30] } });
  assert.throws(() => opposedTest(req(side('s'), side('wp'))), (e) => e.code === 'not_allowed' && e.path === 'b.characteristic');
  assert.equal(opposedTest(req(side('s'), side('wp', { anyCharacteristic: true }))).b.characteristic, 'wp');
});
