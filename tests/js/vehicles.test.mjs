// Vehicles through the packed package (002): an Only War GM rams a Sentinel, runs a chase
// round, sends a Chimera out of control and repairs the damage, with every die traced.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import {
  resolveAttack, analyzeAttack, prepareAttack, vehicleAction, outOfControl, chaseRound, repairVehicle, formatOutcome, diceSoNice, isCogitatorError,
} from 'cogitator';

const chimera = {
  kind: 'vehicle', name: 'Chimera', type: 'tracked', size: 'enormous',
  armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15, cruisingSpeed: 70, turret: true,
};
const sentinel = {
  kind: 'vehicle', name: 'Sentinel', type: 'walker', size: 'hulking',
  armour: { front: 12, side: 10, rear: 8 }, structuralIntegrity: 20, tacticalSpeed: 10, cruisingSpeed: 40, openTopped: true,
};
const kell = {
  name: 'Driver Kell',
  characteristics: { ws: 35, bs: 35, s: 35, t: 35, ag: 40, int: 35, per: 35, wp: 35, fel: 30 },
  wounds: 12,
  skills: { 'operate (surface)': { trained: true } },
};

test('vehicleAction: a Chimera rams a Sentinel from 52 metres', () => {
  const out = vehicleAction({
    ruleset: 'ow', vehicle: chimera, driver: kell, action: 'ram', metres: 52, target: sentinel, targetFacing: 'side',
    dice: { rolls: [20, 6, 4, 3, 7] },
  });
  assert.equal(out.success, true);
  assert.equal(out.ram.damage, 16 + 13);
  assert.equal(out.target.damage, 19);
  assert.deepEqual(out.dice.map((d) => d.purpose), ['operate', 'ram', 'ram', 'ram', 'ram']);
  assert.match(formatOutcome(out, { format: 'text', request: { action: 'ram' } }), /Ram damage 29/);
  assert.ok(diceSoNice(out).throws.length >= 1);
  assert.throws(
    () => vehicleAction({ ruleset: 'ow', vehicle: chimera, driver: kell, action: 'ram', metres: 5, target: sentinel }),
    (e) => isCogitatorError(e) && e.code === 'not_allowed' && e.path === 'metres',
  );
});

test('vehicleAction: Floor It! and Evasive Manoeuvring put their penalties on attacks', () => {
  const floor = vehicleAction({ ruleset: 'ow', vehicle: chimera, driver: kell, action: 'floorIt', dice: { rolls: [5] } });
  assert.equal(floor.metres, 50);
  assert.deepEqual(floor.penalties, { against: -20, from: -20, until: 'nextTurn' });
  const evade = vehicleAction({ ruleset: 'ow', vehicle: chimera, driver: kell, action: 'evasiveManoeuvring', terrain: 'rough', dice: { rolls: [80] } });
  assert.equal(evade.outOfControl, true);
  assert.ok(evade.vehicle.conditions.includes('outOfControl'));
});

test('chaseRound: the faster pursuer closes 10 m a degree', () => {
  const out = chaseRound({
    ruleset: 'ow',
    pursuer: { driver: kell, vehicle: chimera },
    pursued: { driver: kell, vehicle: sentinel },
    distance: 100,
    dice: { rolls: [25, 50] },
  });
  assert.equal(out.winner, 'pursuer');
  assert.equal(out.distance, 50);
  assert.ok(out.pursuer.modifiers.some((m) => m.id === 'speed' && m.value === 30));
  assert.match(formatOutcome(out, { format: 'text' }), /pursuer wins: 50 m apart/i);
});

test('outOfControl and repairVehicle', () => {
  const ooc = outOfControl({ ruleset: 'ow', vehicle: chimera, crew: [kell], dice: { rolls: [9, 7, 80] } });
  assert.equal(ooc.direction, 'right');
  assert.equal(ooc.metres, 22);
  assert.equal(ooc.crew[0].stunned, true);
  const mechanic = { name: 'Enginseer', characteristics: { int: 50 }, skills: { techUse: { trained: true } } };
  const fixed = repairVehicle({ ruleset: 'ow', vehicle: { ...chimera, damage: 10 }, mechanic, dice: { rolls: [30] } });
  assert.equal(fixed.state, 'lightlyDamaged');
  assert.equal(fixed.repaired, 10);
  assert.equal(fixed.hours, 10);
  assert.equal(fixed.vehicle.state, 'undamaged');
  assert.throws(
    () => repairVehicle({ ruleset: 'ow', vehicle: { ...chimera, armor: 3 }, mechanic }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === 'vehicle.armor',
  );
});

// 002 Attacking Vehicles: the lascannon from the side, then the mechanic mends what it did.
test('resolveAttack at a vehicle: a lascannon through a Chimera\'s side, then its repair', () => {
  const gunner = { name: 'Gunner Vos', characteristics: { bs: 45 } };
  const lascannon = { name: 'lascannon', class: 'heavy', damage: '5d10+10', penetration: 10, damageType: 'energy', range: 300 };
  const request = {
    ruleset: 'ow', attacker: gunner, target: chimera, weapon: lascannon, action: 'standard', facing: 'side', range: 100,
    circumstances: { braced: true }, dice: { rolls: [23, 5, 5, 5, 5, 5] },
  };
  const out = resolveAttack(request);
  assert.equal(out.facing, 'side');
  assert.equal(out.test.target, 85);
  assert.deepEqual(
    [out.hits[0].location, out.hits[0].roll, out.hits[0].armour, out.hits[0].effectiveArmour, out.hits[0].through],
    ['hull', 32, 12, 2, 33],
  );
  assert.deepEqual([out.target.damage, out.target.state], [33, 'heavilyDamaged']);
  assert.deepEqual(out.dice.map((d) => d.purpose), ['attack', 'damage', 'damage', 'damage', 'damage', 'damage']);
  const card = formatOutcome(out, { format: 'text', request });
  assert.match(card, /Hit 1: hull/);
  assert.match(card, /Armour \(side\) 12, penetration 10, effective 2/);
  assert.match(card, /Structural Integrity lost 33/);
  assert.match(formatOutcome(out, { request }), /cogitator-vehicle-attack/);
  assert.equal(diceSoNice(out).throws.length >= 1, true);
  // The same seed gives the same outcome.
  const seeded = { ...request, dice: { seed: 99 } };
  assert.deepEqual(resolveAttack(seeded), resolveAttack(seeded));

  // The vehicle's new state goes back into it, and the repair works on it.
  const damaged = { ...chimera, damage: out.target.damage, criticalDamage: out.target.criticalDamage };
  const mended = repairVehicle({
    ruleset: 'ow', vehicle: damaged, mechanic: { name: 'Enginseer', characteristics: { int: 50 }, skills: { techUse: { trained: true } } },
    dice: { rolls: [20] },
  });
  assert.equal(mended.state, 'heavilyDamaged');
  assert.equal(mended.repaired, 5);
  assert.equal(mended.vehicle.damage, 28);
});

test('resolveAttack at a vehicle: the driver jinks, and mistakes are named before any die', () => {
  const jinking = { ...chimera, driver: kell, movedLastTurn: true };
  const request = {
    ruleset: 'ow', attacker: { name: 'Gunner', characteristics: { bs: 45 } }, target: jinking, facing: 'front', range: 100,
    weapon: { name: 'heavy bolter', class: 'heavy', damage: '1d10+8', penetration: 5, damageType: 'explosive', range: 120,
              rateOfFire: { single: true, semi: 3 } },
    action: 'semiAuto', reaction: 'jink', circumstances: { braced: true }, dice: { rolls: [11, 45, 95, 5, 2] },
  };
  const out = resolveAttack(request);
  assert.deepEqual([out.evasion.reaction, out.evasion.hitsNegated, out.hits.length], ['jink', 2, 1]);
  assert.match(formatOutcome(out, { format: 'text' }), /Reaction: jink/);
  assert.throws(
    () => resolveAttack({ ...request, facing: 'left' }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === 'facing',
  );
  assert.throws(
    () => resolveAttack({ ...request, target: { ...jinking, armor: 3 } }),
    (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === 'target.armor' && /armour/.test(e.message),
  );
  assert.throws(
    () => resolveAttack({ ...request, reaction: 'dodge' }),
    (e) => isCogitatorError(e) && e.code === 'not_allowed' && e.path === 'reaction',
  );
  // Analysis and prepared attacks are for attacks at characters, and say so.
  for (const call of [() => analyzeAttack({ ...request, trials: 10 }), () => prepareAttack(request)]) {
    assert.throws(call, (e) => isCogitatorError(e) && e.code === 'not_allowed' && e.path === 'target' && /at a vehicle/.test(e.message));
  }
});

test('vehicleAction: a character in `target` is rammed, and comes back as `target`', () => {
  const heretic = { name: 'Heretic', characteristics: { ag: 30, t: 30 }, wounds: 10 };
  const out = vehicleAction({ ruleset: 'ow', vehicle: chimera, driver: kell, action: 'ram', metres: 52, target: heretic, dice: { rolls: [20, 6, 4, 3, 50], seed: 5 } });
  assert.equal(typeof out.target.damage, 'number');
  assert.equal(out.targetActor, undefined);
  assert.equal(typeof out.target.fatigue, 'number', "a character's state, not a vehicle's");
  assert.throws(
    () => vehicleAction({ ruleset: 'ow', vehicle: chimera, driver: kell, action: 'ram', metres: 52, target: { ...heretic, wounds: 'ten' } }),
    (e) => isCogitatorError(e) && e.path === 'target.wounds',
  );
});

test('vehicleAction: Hit & Run with the driver\'s blade lands its blow on a character in `target`', () => {
  const buggy = { ...chimera, name: 'Buggy', type: 'wheeled', openTopped: true };
  const heretic = { name: 'Heretic', characteristics: { ag: 30, t: 30 }, wounds: 12 };
  const out = vehicleAction({
    ruleset: 'ow', vehicle: buggy, driver: kell, action: 'hitAndRun', target: heretic,
    weapon: { name: 'sword', class: 'melee', damage: '1d10', damageType: 'rending' }, dice: { rolls: [21, 7] },
  });
  assert.deepEqual([out.hit, out.blow.damage, out.blow.hit.location, out.blow.hit.wounds], [true, 10, 'rightArm', 7]);
  assert.equal(out.target.damage, 7);
  const card = formatOutcome(out, { format: 'text', request: { action: 'hitAndRun' } });
  assert.match(card, /Blow damage 10/);
  assert.match(card, /Struck/);
  assert.doesNotMatch(card, /Structural Integrity lost 7/);
});
