// critTables through the package: a group's own critical table, in the shape rulesets()
// prints the line's tables in, replaces the line's for its damage type and region, in
// resolveAttack and analyzeAttack; a bad table is an invalid_input naming the field.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { resolveAttack, analyzeAttack, rulesets } from 'cogitator';
import { attacker, target, chainsword } from './fixtures.mjs';

/** Rogue Trader's rending/arm table as rulesets() prints it, renamed, every row prone. */
function ownTable() {
  const rt = rulesets().find((r) => r.id === 'rt');
  const line = rt.crits.tables.find((t) => t.damageType === 'rending' && t.region === 'arm');
  const rows = line.rows.map((_, i) => ({ summary: `House row ${i + 1}: knocked down.`, effects: [{ type: 'prone' }] }));
  return { ...line, table: 'House Table: Rending, Arm', rows };
}

/** A chainsword at the right arm (attack roll 21 reverses to 12) of a target at its wounds. */
function request(critTables, dice = { rolls: [21, 2], seed: 5 }) {
  return {
    ruleset: 'rt',
    attacker,
    target: { ...target, damage: target.wounds },
    weapon: chainsword,
    action: 'standard',
    critTables,
    dice,
  };
}

test('a table of the group\'s own replaces the line\'s for its damage type and region', () => {
  const out = resolveAttack(request([ownTable()]));
  const c = out.hits[0].critical;
  assert.equal(c.table, 'House Table: Rending, Arm');
  assert.match(c.summary, /^House row \d+: knocked down\.$/);
  assert.deepEqual(c.effects, [{ type: 'prone' }]);
  assert.ok(out.target.conditions.includes('prone'));
  const line = resolveAttack(request(null)).hits[0].critical;
  assert.equal(line.table, 'Rogue Trader, Table 9-23: Rending Critical Effects, Arm');
});

test('the line\'s own tables, as rulesets() prints them, are accepted back', () => {
  const rt = rulesets().find((r) => r.id === 'rt');
  const out = resolveAttack(request(rt.crits.tables));
  assert.equal(out.hits[0].critical.table, 'Rogue Trader, Table 9-23: Rending Critical Effects, Arm');
});

test('analyzeAttack reads critTables', () => {
  const deadly = ownTable();
  deadly.rows = deadly.rows.map(() => ({ summary: 'Dies.', effects: [{ type: 'death' }] }));
  const req = { ...request([deadly], { seed: 3 }), action: 'calledShot', calledLocation: 'rightArm', trials: 200 };
  const a = analyzeAttack(req);
  assert.ok(a.critChance > 0);
  assert.equal(a.killChance, a.critChance);
});

test('a bad table is an invalid_input naming the field', () => {
  const bad = ownTable();
  bad.rows[3] = { summary: 'x', effects: [{ type: 'prone' }, { type: 'explodes' }] };
  assert.throws(() => resolveAttack(request([bad])), (e) => {
    assert.equal(e.code, 'invalid_input');
    assert.equal(e.path, 'critTables[0].rows[3].effects[1].type');
    assert.match(e.message, /must be one of/);
    return true;
  });
  const short = ownTable();
  short.rows.pop();
  assert.throws(() => resolveAttack(request([short])), (e) => e.code === 'invalid_input' && e.path === 'critTables[0].rows');
});
