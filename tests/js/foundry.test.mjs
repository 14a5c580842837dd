// cogitator/foundry: the fixture actors and items of each Foundry system convert to valid
// requests, and an outcome goes back to where each system keeps wounds, critical damage
// and fatigue, in its own convention.

import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

import { resolveAttack, rulesets, isCogitatorError, startEncounter, act, endTurn, advise } from 'cogitator';
import { rangedRequest } from './fixtures.mjs';
import {
  actorFromFoundry,
  movementFromFoundry,
  vehicleFromFoundry,
  vehicleFoundryUpdate,
  attackFromFoundry,
  powerFromFoundry,
  applyToFoundry,
  encounterFromFoundry,
  encounterFoundryUpdates,
  applyEncounterToFoundry,
  weaponFromFoundry,
  foundryUpdate,
  foundryStatuses,
  detectSystem,
  detectWounds,
  parseQualities,
  parseDamage,
  parseRateOfFire,
  SYSTEMS,
} from 'cogitator/foundry';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, 'fixtures', 'foundry');

/** Every fixture: { system, file, doc }. */
const FIXTURES = readdirSync(root).flatMap((system) =>
  readdirSync(path.join(root, system))
    .filter((f) => f.endsWith('.json'))
    .map((file) => ({ system, file, doc: JSON.parse(readFileSync(path.join(root, system, file), 'utf8')) })),
);
const load = (system, file) => structuredClone(FIXTURES.find((f) => f.system === system && f.file === file).doc);
const ACTORS = FIXTURES.filter((f) => f.doc.type !== 'weapon');
const WEAPONS = FIXTURES.flatMap((f) =>
  f.doc.type === 'weapon' ? [{ ...f, item: f.doc }] : (f.doc.items || []).filter((i) => i.type === 'weapon').map((item) => ({ ...f, item })),
);

// A plain attacker and target for the other side of each attack.
const shooter = { name: 'Shooter', characteristics: { ws: 45, bs: 45, s: 40, t: 40, ag: 40, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12, player: true };
const dummy = { name: 'Dummy', characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 20, int: 20, per: 20, wp: 20, fel: 20 }, wounds: 30 };

/** Applies a dotted `actor.update()` object to plain data, as Foundry does. */
function applyUpdate(doc, update) {
  const out = structuredClone(doc);
  for (const [key, value] of Object.entries(update)) {
    const parts = key.split('.');
    let at = out;
    for (const p of parts.slice(0, -1)) at = at[p] ??= {};
    at[parts.at(-1)] = value;
  }
  return out;
}

function attack(ruleset, attacker, target, weapon, seed) {
  const ranged = weapon.class !== 'melee' && weapon.class !== 'unarmed';
  return resolveAttack({ ruleset, attacker, target, weapon, action: 'standard', range: ranged ? 5 : undefined, dice: { seed } });
}

test('the fixtures cover every system and both wound conventions', () => {
  assert.deepEqual([...new Set(FIXTURES.map((f) => f.system))].sort(), Object.keys(SYSTEMS).sort());
  const conventions = new Set(ACTORS.map((f) => detectWounds(f.doc)));
  assert.deepEqual([...conventions].sort(), ['remaining', 'taken']);
});

describe('every fixture actor converts to a valid request', () => {
  for (const { system, file, doc } of ACTORS) {
    test(`${system}/${file}`, () => {
      const warnings = [];
      const actor = actorFromFoundry(doc, { warnings });
      const ruleset = SYSTEMS[system].ruleset;
      assert.equal(detectSystem(doc), system);
      assert.ok(actor.wounds > 0, 'wounds');
      // As the target of an attack and as its attacker (without its conditions, which may forbid attacking).
      for (let seed = 1; seed <= 20; seed++) {
        const out = attack(ruleset, shooter, actor, { class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100, rateOfFire: { single: true } }, seed);
        assert.ok(out.target.damage >= (actor.damage ?? 0));
      }
      const free = { ...actor, conditions: undefined };
      for (const item of (doc.items || []).filter((i) => i.type === 'weapon')) {
        const weapon = weaponFromFoundry(item, { warnings });
        const out = attack(ruleset, free, dummy, weapon, 7);
        assert.equal(typeof out.test.success, 'boolean');
      }
      for (const w of warnings) {
        assert.equal(typeof w.message, 'string');
        assert.ok(['talent', 'trait', 'quality', 'skill', 'class', 'damage', 'damageType', 'penetration', 'armour', 'condition', 'system'].includes(w.kind));
      }
    });
  }
});

describe('every fixture weapon converts to a valid request', () => {
  for (const { system, file, item } of WEAPONS) {
    test(`${system}/${file}: ${item.name}`, () => {
      const weapon = weaponFromFoundry(item, { system });
      assert.ok(['melee', 'pistol', 'basic', 'heavy', 'thrown', 'unarmed'].includes(weapon.class));
      assert.match(weapon.damage, /^\d+d(10|5)([+-]\d+)?$/);
      for (let seed = 1; seed <= 10; seed++) attack(SYSTEMS[system].ruleset, shooter, dummy, weapon, seed);
    });
  }
});

describe('both ways: actor -> Actor -> outcome -> update lands where the system keeps it', () => {
  for (const { system, file, doc } of ACTORS) {
    test(`${system}/${file}`, () => {
      const ruleset = SYSTEMS[system].ruleset;
      const convention = detectWounds(doc);
      const before = actorFromFoundry(doc);
      const heavy = { class: 'heavy', damage: '3d10+12', damageType: 'explosive', penetration: 6, range: 100, rateOfFire: { single: true } };
      let hit = null;
      for (let seed = 1; seed <= 60 && !hit; seed++) {
        const out = attack(ruleset, shooter, before, heavy, seed);
        if (out.hits.length && out.target.damage + out.target.criticalDamage > (before.damage ?? 0) + (before.criticalDamage ?? 0)) hit = out;
      }
      assert.ok(hit, 'some seed lands a damaging hit');
      const update = foundryUpdate(hit, doc);
      const max = doc.system.wounds.max;
      const expected = convention === 'taken' ? hit.target.damage : max - hit.target.damage;
      assert.equal(update['system.wounds.value'], expected, 'wounds in the system convention');
      assert.equal(update['system.wounds.critical'], hit.target.criticalDamage);
      assert.equal(update['system.fatigue.value'], hit.target.fatigue);
      // The updated actor reads back as the outcome's state.
      const after = actorFromFoundry(applyUpdate(doc, update));
      assert.equal(after.damage ?? 0, hit.target.damage);
      assert.equal(after.criticalDamage ?? 0, hit.target.criticalDamage);
      assert.equal(after.fatigue ?? 0, hit.target.fatigue);
      assert.equal(after.wounds, before.wounds);
    });
  }
});

describe('the two Dark Heresy 2nd edition systems count wounds opposite ways', () => {
  test('dark-heresy: value is damage taken', () => {
    const doc = load('dark-heresy', 'acolyte.json');
    assert.equal(detectWounds(doc), 'taken');
    assert.equal(actorFromFoundry(doc).damage, 3);
    assert.equal(foundryUpdate({ target: { damage: 5, criticalDamage: 0, fatigue: 1 } }, doc)['system.wounds.value'], 5);
  });
  test('dark-heresy-2nd: value is wounds remaining', () => {
    const doc = load('dark-heresy-2nd', 'acolyte.json');
    assert.equal(detectWounds(doc), 'remaining');
    assert.equal(actorFromFoundry(doc).damage, 12 - 9);
    assert.equal(foundryUpdate({ target: { damage: 5, criticalDamage: 0, fatigue: 0 } }, doc)['system.wounds.value'], 12 - 5);
    // Past max: the wounds are gone and the rest is critical damage.
    const update = foundryUpdate({ target: { damage: 12, criticalDamage: 4, fatigue: 0 } }, doc);
    assert.deepEqual(update, { 'system.wounds.value': 0, 'system.wounds.critical': 4, 'system.fatigue.value': 0 });
  });
  test('options.wounds overrides the system convention', () => {
    const doc = load('dark-heresy', 'acolyte.json');
    assert.equal(actorFromFoundry(doc, { wounds: 'remaining' }).damage, 14 - 3);
    assert.equal(foundryUpdate({ damage: 4 }, doc, { wounds: 'remaining' })['system.wounds.value'], 10);
  });
});

describe('a sheet without wounds.max', () => {
  const bare = (system) => {
    const doc = structuredClone(load(system, 'acolyte.json'));
    delete doc.system.wounds.max;
    return doc;
  };
  test('gives an actor without wounds, and a warning, never 0 wounds', () => {
    for (const system of ['dark-heresy', 'dark-heresy-2nd']) {
      const warnings = [];
      const actor = actorFromFoundry(bare(system), { warnings });
      assert.equal(actor.wounds, undefined, system);
      assert.equal(actor.damage, undefined, system);
      assert.ok(warnings.some((w) => w.kind === 'wounds' && w.name === 'max'), system);
    }
  });
  test('the engine then refuses an attack on it, naming its wounds', () => {
    const target = actorFromFoundry(bare('dark-heresy-2nd'));
    assert.throws(
      () => resolveAttack({ ...rangedRequest('dh2'), attacker: shooter, target }),
      (e) => isCogitatorError(e) && e.code === 'invalid_input' && /^target\.wounds/.test(e.path),
    );
  });
  test('foundryUpdate leaves the wounds value out rather than writing 0', () => {
    for (const system of ['dark-heresy', 'dark-heresy-2nd']) {
      const warnings = [];
      const update = foundryUpdate({ target: { damage: 3, criticalDamage: 1, fatigue: 0 } }, bare(system), { warnings });
      assert.deepEqual(update, { 'system.wounds.critical': 1, 'system.fatigue.value': 0 }, system);
      assert.equal(warnings.length, 1, system);
    }
  });
});

describe('system detection', () => {
  test('from _stats.systemId, options.system and aliases', () => {
    const doc = load('dark-heresy', 'acolyte.json');
    assert.equal(detectSystem(doc), 'dark-heresy');
    assert.equal(detectSystem(doc, { system: 'dark-heresy-2nd' }), 'dark-heresy-2nd');
    assert.equal(detectSystem(load('dark-heresy-1e', 'acolyte.json')), 'dark-heresy-1e'); // 'dark-heresy-v1'
    assert.equal(detectSystem({ system: {} }, { system: 'dh2e' }), 'dark-heresy');
  });
  test('from the shape of the data when no id is given', () => {
    const strip = (doc) => {
      delete doc._stats;
      return doc;
    };
    assert.equal(detectSystem(strip(load('dark-heresy-2nd', 'acolyte.json'))), 'dark-heresy-2nd');
    assert.equal(detectSystem(load('dark-heresy-2nd', 'npc-cultist.json')), 'dark-heresy-2nd'); // has no _stats
    assert.equal(detectSystem(strip(load('rogue-trader', 'explorer.json'))), 'rogue-trader');
    assert.equal(detectSystem(strip(load('dark-heresy', 'acolyte.json'))), 'dark-heresy');
    const pistol = strip(load('dark-heresy-2nd', 'acolyte.json')).items.find((i) => i.name === 'Bolt Pistol');
    assert.equal(detectSystem(pistol), 'dark-heresy-2nd');
  });
  test('an unknown system id warns and falls back to the shape', () => {
    const warnings = [];
    assert.equal(detectSystem(load('dark-heresy-2nd', 'npc-cultist.json'), { system: 'wfrp4e', warnings }), 'dark-heresy-2nd');
    assert.equal(warnings[0].kind, 'system');
  });
  test('a live document is read through toObject()', () => {
    const data = load('dark-heresy', 'acolyte.json');
    const live = { toObject: () => structuredClone(data), name: 'ignored' };
    assert.deepEqual(actorFromFoundry(live), actorFromFoundry(data));
  });
});

describe('what lands where', () => {
  test('dark-heresy: totals, skills, armour, talents, player', () => {
    const a = actorFromFoundry(load('dark-heresy', 'acolyte.json'));
    assert.equal(a.characteristics.bs, 42 + 10);
    assert.equal(a.characteristics.ws, 38 + 5);
    assert.deepEqual(a.skills.Dodge, { trained: true, bonus: 10 });
    assert.deepEqual(a.skills.Parry, { trained: true, bonus: 0 });
    assert.deepEqual(a.skills['Common Lore (Imperium)'], { trained: true, bonus: 0 });
    assert.equal(a.skills.Stealth, undefined, 'untrained skills are left out');
    assert.deepEqual(a.armour, { head: 2, rightArm: 3, leftArm: 3, body: 3, rightLeg: 3, leftLeg: 3 });
    assert.ok(a.talents.includes('swift_attack') && a.talents.includes('lightning_reflexes'));
    assert.equal(a.fatigue, 1);
    assert.equal(a.player, true);
    assert.equal(a.size, 4);
  });
  test('dark-heresy: traits with numbers, unnatural, statuses', () => {
    const a = actorFromFoundry(load('dark-heresy', 'npc-daemonhost.json'));
    assert.deepEqual(a.unnatural, { s: 2 });
    assert.deepEqual(a.traits.filter((t) => !t.custom), [{ id: 'daemonic', value: 2 }, { id: 'natural_armour', value: 2 }, { id: 'fear', value: 3 }, { id: 'brutal_charge', value: 3 }]);
    assert.deepEqual(a.conditions, ['prone']);
    assert.equal(a.criticalDamage, 2);
    assert.equal(a.damage, 25);
    assert.equal(a.player, false);
  });
  test('dark-heresy-2nd: advance steps and modifiers, skill counts, equipped armour only, trait levels', () => {
    const a = actorFromFoundry(load('dark-heresy-2nd', 'acolyte.json'));
    assert.equal(a.characteristics.ws, 41 + 5 + 5);
    assert.equal(a.characteristics.bs, 38 + 10);
    assert.deepEqual(a.skills.Dodge, { trained: true, bonus: 10 });
    assert.deepEqual(a.skills.Parry, { trained: true, bonus: 20 });
    assert.deepEqual(a.skills.Awareness, { trained: true, bonus: 0 });
    assert.equal(a.skills.Athletics, undefined);
    assert.deepEqual(a.skills['Scholastic Lore (Occult)'], { trained: true, bonus: 10 });
    assert.equal(a.armour.body, 7, 'the unequipped flak cloak does not count');
    assert.deepEqual(a.traits, [{ id: 'natural_armour', value: 1 }], "'Natural Armor' with level 1");
    assert.deepEqual(a.conditions, ['bloodLoss']);
  });
  test('rogue-trader: unnatural from the trait text agrees with the field', () => {
    const warnings = [];
    const a = actorFromFoundry(load('rogue-trader', 'explorer.json'), { warnings });
    assert.deepEqual(a.unnatural, { t: 2 });
    assert.equal(a.traits, undefined, 'the unnatural trait is carried by the unnatural field');
    assert.deepEqual(a.skills.Command, { trained: true, bonus: 20 });
    assert.equal(a.skills.Medicae, undefined);
    assert.deepEqual(a.conditions, ['stunned']);
    assert.equal(warnings.filter((w) => w.kind === 'trait').length, 0);
  });
});

describe('weapons', () => {
  test('dark-heresy-2nd: capitalised class, letter damage types, special object', () => {
    const items = load('dark-heresy-2nd', 'acolyte.json').items;
    const warnings = [];
    const evis = weaponFromFoundry(items.find((i) => i.name === 'Eviscerator'), { warnings });
    assert.equal(evis.class, 'melee');
    assert.equal(evis.damageType, 'rending');
    assert.equal(evis.rateOfFire, undefined);
    assert.equal(evis.penetration, 9);
    assert.deepEqual(evis.qualities, ['razorSharp', 'tearing', { id: 'twoHanded', custom: true }, 'unwieldy']);
    assert.deepEqual(warnings.map((w) => [w.kind, w.name]), [['quality', 'Two Handed']]);
    const needler = weaponFromFoundry(load('dark-heresy-2nd', 'npc-cultist.json').items.find((i) => i.name === 'Firesprite Needler'));
    assert.deepEqual(needler.qualities, ['inaccurate', { id: 'toxic', value: 2 }]);
    assert.deepEqual(needler.rateOfFire, { semi: 4, full: 8 });
  });
  test('dark-heresy: rate of fire numbers, penetration text, structured qualities', () => {
    const bolt = weaponFromFoundry(load('dark-heresy', 'bolt-pistol.json'));
    assert.deepEqual(bolt, { name: 'Bolt Pistol', class: 'pistol', damage: '1d10+5', damageType: 'explosive', penetration: 4, range: 30, rateOfFire: { single: true, semi: 2 }, qualities: ['tearing'] });
    const claws = weaponFromFoundry(load('dark-heresy', 'npc-daemonhost.json').items.find((i) => i.name === 'Warp Claws'));
    assert.deepEqual(claws.qualities, ['tearing', 'razorSharp']);
    const flamer = weaponFromFoundry(load('dark-heresy', 'hand-flamer.json'));
    assert.equal(flamer.damageType, 'energy', "the type from the damage text's letter");
    assert.deepEqual(flamer.qualities, ['flame', 'spray']);
  });
  test('only-war: rate of fire text and class names', () => {
    const items = load('only-war', 'guardsman.json').items;
    const warnings = [];
    const lasgun = weaponFromFoundry(items.find((i) => i.name === 'M36 Lasgun'), { warnings });
    assert.deepEqual(lasgun.rateOfFire, { single: true, semi: 3 });
    assert.equal(lasgun.class, 'basic');
    assert.equal(lasgun.damageType, 'energy');
    const frag = weaponFromFoundry(items.find((i) => i.name === 'Frag Grenade'), { warnings });
    assert.equal(frag.class, 'thrown');
    assert.equal(frag.damageType, 'explosive');
    assert.deepEqual(frag.qualities, [{ id: 'blast', value: 4 }]);
    assert.deepEqual(warnings.map((w) => w.kind), ['class']);
  });
  test('dark-heresy-1e: damage formula with the Strength Bonus', () => {
    const warnings = [];
    const sword = weaponFromFoundry(load('dark-heresy-1e', 'acolyte.json').items[0], { warnings });
    assert.equal(sword.damage, '1d10');
    assert.equal(warnings[0].kind, 'damage');
  });
});

describe('quality text parsing', () => {
  const opts = { ruleset: 'dh2' };
  test('names, numbers in brackets with and without spaces, case and spelling', () => {
    assert.deepEqual(parseQualities('Tearing, Blast (3), Proven(2)', opts), ['tearing', { id: 'blast', value: 3 }, { id: 'proven', value: 2 }]);
    assert.deepEqual(parseQualities('twin-linked; RAZOR SHARP\nPower Field', opts), ['twinLinked', 'razorSharp', 'powerField']);
    assert.deepEqual(parseQualities('Toxic 4, Felling [2]', opts).slice(0, 1), [{ id: 'toxic', value: 4 }]);
  });
  test('empty text, dashes, stray commas and markup give nothing', () => {
    assert.deepEqual(parseQualities('', opts), []);
    assert.deepEqual(parseQualities('-', opts), []);
    assert.deepEqual(parseQualities(' , ,', opts), []);
    assert.deepEqual(parseQualities('<p>Tearing</p>', opts), ['tearing']);
    assert.deepEqual(parseQualities(undefined, opts), []);
  });
  test('a comma inside brackets does not split', () => {
    const warnings = [];
    const out = parseQualities('Special (see text, p. 45), Reliable', { ...opts, warnings });
    assert.equal(out.length, 2);
    assert.equal(out[1], 'reliable');
    assert.equal(out[0].custom, true);
  });
  test('a quality that needs a number and has none becomes custom with a warning', () => {
    const warnings = [];
    assert.deepEqual(parseQualities('Blast', { ...opts, warnings }), [{ id: 'blast', custom: true }]);
    assert.match(warnings[0].message, /needs a number/);
  });
  test('a number given to a quality that takes none is dropped', () => {
    assert.deepEqual(parseQualities('Tearing (2)', opts), ['tearing']);
  });
});

describe('unknown names become custom entries with a warning, and the request stays valid', () => {
  test('talents, traits and qualities', () => {
    const doc = load('dark-heresy', 'acolyte.json');
    doc.items.push(
      { name: 'Iron Jaw', type: 'talent', system: {} },
      { name: 'Sturdy (2)', type: 'trait', system: {} },
      { name: 'Swift Attack', type: 'talent', system: {} },
    );
    const warnings = [];
    const a = actorFromFoundry(doc, { warnings });
    assert.ok(a.talents.some((t) => t.id === 'iron_jaw' && t.custom === true));
    assert.equal(a.talents.filter((t) => t === 'swift_attack').length, 1, 'a talent listed twice is sent once');
    assert.deepEqual(a.traits, [{ id: 'sturdy', value: 2, custom: true }]);
    assert.deepEqual(warnings.map((w) => w.name).sort(), ['Iron Jaw', 'Sturdy (2)', 'Weapon Training (Las)']);
    resolveAttack({ ruleset: 'dh2', attacker: a, target: dummy, weapon: { class: 'melee', damage: '1d10', damageType: 'impact' }, action: 'standard', dice: { seed: 1 } });
  });
  test('an unknown skill is left out with a warning', () => {
    const doc = load('dark-heresy', 'acolyte.json');
    doc.system.skills.pilotVoidship = { label: 'Pilot Voidship', characteristics: ['Ag'], advance: 10, isSpecialist: false, specialities: {} };
    const warnings = [];
    const a = actorFromFoundry(doc, { warnings });
    assert.equal(a.skills['Pilot Voidship'], undefined);
    assert.deepEqual(warnings.map((w) => [w.kind, w.name]), [['skill', 'Pilot Voidship'], ['talent', 'Weapon Training (Las)']]);
  });
});

describe('helpers', () => {
  test('damage text', () => {
    assert.deepEqual(parseDamage('1d10+3 I'), { damage: '1d10+3', damageType: 'impact' });
    assert.deepEqual(parseDamage('2D10 + 5 X'), { damage: '2d10+5', damageType: 'explosive' });
    assert.deepEqual(parseDamage('d5-1'), { damage: '1d5-1', damageType: undefined });
    assert.deepEqual(parseDamage('1d10+2+1 R'), { damage: '1d10+3', damageType: 'rending' });
    const warnings = [];
    assert.equal(parseDamage('special', { warnings }).damage, '1d10');
    assert.equal(warnings.length, 1);
  });
  test('rate of fire text and objects', () => {
    assert.deepEqual(parseRateOfFire('S/3/-'), { single: true, semi: 3 });
    assert.deepEqual(parseRateOfFire('S/2/4'), { single: true, semi: 2, full: 4 });
    assert.deepEqual(parseRateOfFire('-/-/10'), { full: 10 });
    assert.equal(parseRateOfFire('-/-/-'), undefined);
    assert.deepEqual(parseRateOfFire({ single: 1, burst: 0, full: 6 }), { single: true, full: 6 });
    assert.equal(parseRateOfFire({ single: -1, burst: -1, full: -1 }), undefined);
  });
  test('statuses to switch after an outcome', () => {
    const doc = load('dark-heresy', 'npc-daemonhost.json'); // prone and fear
    const out = foundryStatuses({ target: { conditions: ['stunned', 'bloodLoss', 'fatigued'], dead: false, unconscious: true } }, doc);
    assert.deepEqual(out.add.sort(), ['bleeding', 'stunned', 'unconscious']);
    assert.deepEqual(out.remove, ['prone'], "'fear' is not the engine's to remove");
  });
  test('options.profiles skips the engine call', () => {
    const a = actorFromFoundry(load('dark-heresy', 'acolyte.json'), { profiles: rulesets() });
    assert.ok(a.talents.includes('swift_attack'));
  });
});

describe('an option the adapter does not know throws invalid_input, never falls back', () => {
  const doc = () => load('dark-heresy', 'acolyte.json');
  const pistol = () => load('dark-heresy-2nd', 'acolyte.json').items.find((i) => i.name === 'Bolt Pistol');
  /** Runs `fn`, expecting the adapter's invalid_input error at `path` with a message matching `message`. */
  function expectInvalid(fn, path, message) {
    assert.throws(fn, (e) => {
      assert.ok(isCogitatorError(e), `a cogitator error, got ${e}`);
      assert.equal(e.code, 'invalid_input');
      assert.equal(e.path, path);
      assert.match(e.message, message);
      return true;
    });
  }

  test('parseQualities: an unknown ruleset is refused with the nearest id, not read as dh2', () => {
    expectInvalid(() => parseQualities('Tearing', { ruleset: 'dh3' }), 'options.ruleset', /unknown ruleset 'dh3'; did you mean 'dh1'\?/);
    expectInvalid(() => parseQualities('Tearing', { ruleset: 'DH2' }), 'options.ruleset', /did you mean 'dh2'\?/);
    expectInvalid(() => parseQualities('Tearing', { ruleset: 'warhammer' }), 'options.ruleset', /known: dh1, rt, ow, dh2/);
    expectInvalid(() => parseQualities('Tearing', { ruleset: 2 }), 'options.ruleset', /unknown ruleset 2 \(a number, not a name\); known: dh1, rt, ow, dh2/);
    // A Foundry system id where a line was meant names the line.
    expectInvalid(() => parseQualities('Tearing', { ruleset: 'rogue-trader' }), 'options.ruleset', /did you mean 'rt'\?.*options\.system/);
    // Checked even when there is no text to parse.
    expectInvalid(() => parseQualities(undefined, { ruleset: 'dh3' }), 'options.ruleset', /dh3/);
  });

  test('parseQualities: every known ruleset, and none, are accepted; without one the system decides', () => {
    for (const ruleset of ['dh1', 'rt', 'ow', 'dh2', undefined, null]) {
      assert.deepEqual(parseQualities('Tearing', { ruleset }), ['tearing'], String(ruleset));
    }
    for (const [system, conf] of Object.entries(SYSTEMS)) {
      const text = 'Toxic (2), Daemonic (3), Tearing';
      assert.deepEqual(parseQualities(text, { system }), parseQualities(text, { ruleset: conf.ruleset }), system);
    }
    assert.deepEqual(parseQualities('Toxic (2)'), parseQualities('Toxic (2)', { ruleset: 'dh2' }));
    // Toxic takes a number in the second generation only, so the line shows.
    assert.deepEqual(parseQualities('Toxic (2)', { system: 'rogue-trader' }), ['toxic']);
    assert.deepEqual(parseQualities('Toxic (2)'), [{ id: 'toxic', value: 2 }]);
  });

  test('actorFromFoundry and weaponFromFoundry: an unknown ruleset', () => {
    expectInvalid(() => actorFromFoundry(doc(), { ruleset: 'dh3' }), 'options.ruleset', /actorFromFoundry\(\).*did you mean 'dh1'\?/);
    expectInvalid(() => weaponFromFoundry(pistol(), { ruleset: 'r t' }), 'options.ruleset', /weaponFromFoundry\(\).*did you mean 'rt'\?/);
    assert.equal(actorFromFoundry(doc(), { ruleset: 'ow' }).name, actorFromFoundry(doc()).name);
  });

  test('an unknown wound convention is refused, not replaced by the system', () => {
    const d = doc();
    expectInvalid(() => actorFromFoundry(d, { wounds: 'remainng' }), 'options.wounds', /unknown wounds 'remainng'; did you mean 'remaining'\?/);
    expectInvalid(() => detectWounds(d, { wounds: 'Taken ' }), 'options.wounds', /did you mean 'taken'\?/);
    expectInvalid(() => foundryUpdate({ damage: 2 }, d, { wounds: 'left' }), 'options.wounds', /known: taken, remaining/);
    assert.equal(detectWounds(d, { wounds: null }), 'taken');
  });
});

test("movementFromFoundry: every fixture actor's speeds for a token's ruler, as movement() gives them", () => {
  for (const { system, file, doc } of ACTORS) {
    const actor = actorFromFoundry(doc);
    if (actor.characteristics.ag === undefined || actor.characteristics.s === undefined || actor.characteristics.t === undefined) continue;
    const out = movementFromFoundry(doc);
    const ab = Math.floor(actor.characteristics.ag / 10);
    assert.ok(out.half > 0 && out.run >= out.charge && out.charge >= out.full, `${system}/${file}`);
    if (!actor.unnatural && !actor.traits) assert.equal(out.half, Math.max(ab, 0.5), `${system}/${file}`);
    const heavy = movementFromFoundry(doc, { gravity: 'high' });
    assert.ok(heavy.half <= out.half, `${system}/${file}`);
  }
});

// Vehicle actors, in the two layouts the systems use (docs/foundry.md, Vehicles).
const vehicleFixture = (file) =>
  JSON.parse(readFileSync(path.join(here, 'fixtures', 'foundry-vehicles', file), 'utf8'));

test('vehicleFromFoundry: flat and nested vehicle sheets to the engine, and the damage back', () => {
  const flat = vehicleFixture('dark-heresy-2nd-chimera.json');
  const chimera = vehicleFromFoundry(flat);
  assert.deepEqual(chimera, {
    kind: 'vehicle', name: 'Chimera', armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, damage: 15,
    tacticalSpeed: 15, cruisingSpeed: 70, manoeuvrability: 0, size: 7, type: 'tracked',
    weapons: [{ name: 'Multi-laser', mount: 'hull' }, { name: 'Heavy Bolter', mount: 'hull' }],
  });
  const nested = vehicleFixture('wh40k-rpg-sentinel.json');
  const sentinel = vehicleFromFoundry(nested);
  assert.deepEqual(sentinel, {
    kind: 'vehicle', name: 'Scout Sentinel', armour: { front: 12, side: 10, rear: 8 }, structuralIntegrity: 20, criticalDamage: 2,
    tacticalSpeed: 10, cruisingSpeed: 40, manoeuvrability: 10, size: 6, type: 'walker', openTopped: true,
    weapons: [{ name: 'Multi-laser', mount: 'hull', facing: 'front' }, { name: 'Hunter-killer missile', mount: 'pintle' }],
  });
  // The mapped vehicle is a valid target: the lascannon's damage goes back as the integrity left.
  const out = resolveAttack({
    ruleset: 'ow', attacker: shooter, target: chimera, facing: 'side', action: 'standard', range: 100,
    weapon: { name: 'lascannon', class: 'heavy', damage: '5d10+10', penetration: 10, damageType: 'energy', range: 300 },
    circumstances: { braced: true }, dice: { rolls: [23, 1, 1, 1, 1, 1] },
  });
  assert.equal(out.target.damage, 15 + 13);
  const update = vehicleFoundryUpdate(out, flat);
  assert.deepEqual(update, { 'system.integrity.value': 35 - 28, 'system.integrity.critical': 0 });
  assert.equal(vehicleFromFoundry(applyUpdate(flat, update)).damage, 28);
  // A character is not a vehicle.
  assert.throws(
    () => vehicleFromFoundry({ name: 'Kell', type: 'acolyte', system: { wounds: { max: 10, value: 0 } } }),
    (e) => e.code === 'invalid_input' && e.path === 'type',
  );
  const warnings = [];
  vehicleFromFoundry({ ...flat, system: { ...flat.system, type: 'Spacecraft' } }, { warnings });
  assert.equal(warnings[0].kind, 'vehicleType');
});

test("attackFromFoundry takes the world's line, warns once when a request says another, and applyToFoundry writes the outcome back", async () => {
  const explorer = { ...load('rogue-trader', 'explorer.json'), effects: [] };
  const weaponItem = (explorer.items || []).find((i) => i.type === 'weapon');
  const target = structuredClone(explorer);
  target.name = 'Rival';
  globalThis.game = { system: { id: 'rogue-trader' } };
  try {
    const request = attackFromFoundry({ attacker: explorer, target, weapon: weaponItem, action: 'standard', range: 5, dice: { seed: 3 } });
    assert.equal(request.ruleset, 'rt');
    assert.equal(request.attacker.name, explorer.name);
    const out = resolveAttack(request);
    assert.equal(out.ruleset, 'rt');
    // A request that names another line keeps it, and says so once for this actor.
    const warnings = [];
    const heard = [];
    const asked = { attacker: explorer, target, weapon: weaponItem, action: 'standard', ruleset: 'dh2' };
    attackFromFoundry(asked, { warnings, onWarning: (w) => heard.push(w) });
    attackFromFoundry(asked, { warnings, onWarning: (w) => heard.push(w) });
    assert.equal(warnings.filter((w) => w.kind === 'ruleset').length, 1);
    assert.equal(heard.length, 1);
    assert.match(heard[0].message, /'rt'/);

    // A live actor: update() and toggleStatusEffect() are awaited.
    const calls = [];
    const live = {
      ...structuredClone(target),
      async update(data) { calls.push(['update', data]); },
      async toggleStatusEffect(id, o) { calls.push(['status', id, o.active]); },
    };
    const done = await applyToFoundry({ target: { damage: 3, criticalDamage: 0, fatigue: 1, conditions: ['prone'] } }, live);
    assert.equal(calls[0][0], 'update');
    assert.deepEqual(calls[0][1], done.update);
    assert.ok(done.add.includes('prone'));
    assert.deepEqual(calls.filter((c) => c[0] === 'status').map((c) => c[1]), [...done.add, ...done.remove]);
  } finally {
    delete globalThis.game;
  }
});

test('attackFromFoundry and applyToFoundry say each warning once per actor, not on every call', async () => {
  const explorer = load('rogue-trader', 'explorer.json');
  explorer._id = 'rtOnceWarned0001';
  explorer.items.push({ _id: 'oddTalent000001', type: 'talent', name: 'Mystic Gibberish', system: {} });
  const weaponItem = explorer.items.find((i) => i.type === 'weapon');
  const rival = { ...structuredClone(explorer), _id: 'rtOnceWarned0002', name: 'Rival' };
  const warnings = [];
  const heard = [];
  const options = { system: 'rogue-trader', warnings, onWarning: (w) => heard.push(w) };
  const docs = { attacker: explorer, target: rival, weapon: { ...weaponItem, system: { ...weaponItem.system, class: 'Arcane' } }, action: 'standard', range: 5 };
  for (let i = 0; i < 3; i += 1) attackFromFoundry(docs, options);
  const about = (text) => heard.filter((w) => w.message.includes(text));
  // The talent of each actor once (the attacker's and the target's), the weapon's class once.
  assert.equal(about('Mystic Gibberish').length, 2, JSON.stringify(heard));
  assert.equal(about("weapon class 'Arcane'").length, 1, JSON.stringify(heard));
  assert.deepEqual(warnings, heard, 'the array hears what onWarning hears');
  // Another actor with the same talent is told about it in its turn.
  const other = { ...structuredClone(explorer), _id: 'rtOnceWarned0003' };
  attackFromFoundry({ ...docs, attacker: other }, options);
  assert.equal(about('Mystic Gibberish').length, 3);

  // Writing back: a condition without a status, said once for this actor.
  const calls = [];
  const live = { ...structuredClone(rival), async update(data) { calls.push(data); }, async toggleStatusEffect() {} };
  const said = [];
  for (let i = 0; i < 2; i += 1) {
    await applyToFoundry({ target: { damage: 1, criticalDamage: 0, fatigue: 0, conditions: ['helpless'] } }, live, { onWarning: (w) => said.push(w) });
  }
  assert.equal(calls.length, 2, 'each call writes');
  assert.deepEqual(said.map((w) => w.name), ['helpless']);
});

test('the mind: insanity, corruption and Psy Rating read from the sheet, and written back', () => {
  const doc = load('dark-heresy', 'acolyte.json');
  doc.system.psy.rating = 3;
  doc.system.corruption = 6;
  const a = actorFromFoundry(doc);
  assert.deepEqual([a.insanity, a.corruption, a.psyRating], [4, 6, 3]);
  const update = foundryUpdate({ target: { damage: 0, criticalDamage: 0, fatigue: 0, insanity: 9, corruption: 6 } }, doc);
  assert.deepEqual([update['system.insanity'], update['system.corruption']], [9, 6]);
  // An outcome without them leaves the sheet's alone.
  assert.equal('system.insanity' in foundryUpdate({ target: { damage: 1 } }, doc), false);
});

test('powerFromFoundry: a psychic power item in both layouts, focused as the engine takes it', async () => {
  const { focusPower } = await import('cogitator');
  const smite = { name: 'Smite', type: 'psychicPower', system: {
    focusPower: { test: 'willpower', difficulty: 0 }, zone: 'barrage',
    damage: { formula: '1d10+PR', type: 'energy', penetration: '4', special: '', zone: 'bolt' } } };
  assert.deepEqual(powerFromFoundry(smite), { name: 'Smite', attack: { damage: '1d10+PR', damageType: 'energy', zone: 'barrage', penetration: 4 } });
  const assail = { name: 'Assail', type: 'psychicPower', system: {
    target: { characteristic: 'willpower', bonus: 10, isOpposed: false }, attackType: 'Psychic Bolt',
    damage: '1d10+@pr', damageType: 'impact', penetration: '@pr' } };
  const warnings = [];
  const p = powerFromFoundry(assail, { warnings });
  assert.deepEqual(p, { name: 'Assail', modifier: 10, attack: { damage: '1d10+PR', damageType: 'impact', zone: 'bolt' } });
  assert.equal(warnings[0].kind, 'penetration');
  const out = focusPower({ ruleset: 'dh2', psyker: { name: 'Orr', psyRating: 3,
    characteristics: { ws: 30, bs: 30, s: 30, t: 35, ag: 30, int: 35, per: 35, wp: 40, fel: 30 }, wounds: 10 },
    power: powerFromFoundry(smite), target: { name: 'Heretic', characteristics: { t: 30, ag: 30, wp: 30 }, wounds: 12 },
    dice: { rolls: [12, 5, 6] } });
  assert.equal(out.attack.hits.length, 2);
});

// ------------------------------------------------------------------ a combat to an encounter and back

/**
 * Stand-ins for Foundry's live documents, each write recorded in `calls`: actors with
 * `toObject()`, `update()` (applied to their data) and `toggleStatusEffect()`, and a combat
 * whose `combatants` is a Collection (a Map iterating its values, with `contents`) and whose
 * `turns` are sorted as Foundry sorts them (initiative highest first, none last, ties by id).
 */
function liveActor(data, calls) {
  let source = structuredClone(data);
  return {
    get name() { return source.name; },
    toObject: () => structuredClone(source),
    async update(changes) {
      calls.push(['actor.update', source.name, changes]);
      source = applyUpdate(source, changes);
    },
    async toggleStatusEffect(id, { active }) {
      calls.push(['actor.toggleStatusEffect', source.name, id, active]);
    },
  };
}

class FakeCollection extends Map {
  get contents() { return [...this.values()]; }
  *[Symbol.iterator]() { yield* this.values(); }
}

const initiativeOf = (c) => (typeof c.initiative === 'number' ? c.initiative : -Infinity);
const foundryOrder = (a, b) => initiativeOf(b) - initiativeOf(a) || (a.id > b.id ? 1 : -1);

function liveCombat(combatants, calls, order = foundryOrder) {
  const collection = new FakeCollection(combatants.map((c) => [c.id, c]));
  return {
    round: 0,
    turn: null,
    combatants: collection,
    get turns() {
      return collection.contents.sort(order);
    },
    async update(changes) {
      calls.push(['combat.update', changes]);
      Object.assign(this, changes);
    },
    async updateEmbeddedDocuments(type, updates) {
      calls.push(['combat.updateEmbeddedDocuments', type, updates]);
      for (const { _id, ...changes } of updates) Object.assign(collection.get(_id), changes);
    },
  };
}

/**
 * A Dark Heresy 2nd edition (automation fork) combat: Sister Amara against three cult
 * fanatics, the first of them surprised (a 'surprised' status), the third already defeated.
 */
function ambushCombat(calls = [], order = foundryOrder) {
  const amara = load('dark-heresy-2nd', 'acolyte.json');
  const cultist = load('dark-heresy-2nd', 'npc-cultist.json');
  const surprised = { ...structuredClone(cultist), effects: [{ name: 'Surprised', statuses: ['surprised'] }] };
  const combatant = (id, name, data, disposition, extra = {}) =>
    ({ id, name, actor: liveActor(data, calls), token: { disposition }, initiative: null, defeated: false, ...extra });
  return liveCombat([
    combatant('amara', 'Sister Amara', amara, 1),
    combatant('fan1', 'Fanatic One', surprised, -1),
    combatant('fan2', 'Fanatic Two', cultist, -1),
    combatant('fan3', 'Fanatic Three', cultist, -1, { defeated: true }),
  ], calls, order);
}

/** Turns, each the first choice `advise` offers (if any) and the end of the turn, until someone is out. */
function fightUntilSomeoneFalls(encounter, most = 30) {
  let enc = encounter;
  let attacks = 0;
  for (let i = 0; i < most && !enc.end && !Object.values(enc.combatants).some((s) => s.out); i += 1) {
    const choice = advise(enc, { trials: 50 }).choices[0];
    if (choice) {
      enc = act(enc, choice.act).encounter;
      attacks += 1;
    }
    if (!enc.end) enc = endTurn(enc).encounter;
  }
  return { enc, attacks };
}

describe('a Foundry combat to an encounter and back', () => {
  test("encounterFromFoundry: the combatants by id, sides by disposition, weapons, surprise, the world's line", () => {
    const combat = ambushCombat();
    const warnings = [];
    const heard = [];
    const request = encounterFromFoundry(combat, { warnings, onWarning: (w) => heard.push(w), reactions: 'none', dice: { seed: 4 } });
    assert.equal(request.ruleset, 'dh2');
    assert.deepEqual(request.combatants.map((c) => c.id), ['amara', 'fan1', 'fan2'], 'the defeated fanatic is left out');
    assert.deepEqual(request.combatants.map((c) => c.side), ['friendly', 'hostile', 'hostile']);
    assert.deepEqual(request.combatants.map((c) => c.actor.name), ['Sister Amara', 'Fanatic One', 'Fanatic Two'], "the combatants' names");
    assert.deepEqual(request.combatants.map((c) => c.surprised), [undefined, true, undefined]);
    assert.equal(request.combatants[1].actor.conditions, undefined, "the surprise is the setup's flag, not a condition");
    assert.deepEqual(request.combatants[0].actor.conditions, ['bloodLoss'], 'other statuses stay conditions');
    assert.equal(request.reactions, 'none');
    assert.deepEqual(request.dice, { seed: 4 });
    // The weapons are the weapon items, mapped as weaponFromFoundry maps them.
    const items = load('dark-heresy-2nd', 'acolyte.json').items.filter((i) => i.type === 'weapon');
    assert.deepEqual(request.combatants[0].weapons, items.map((i) => weaponFromFoundry(i)));
    assert.deepEqual(request.combatants[2].weapons.map((w) => w.name), ['Autopistol', 'Firesprite Needler']);
    // The actor as actorFromFoundry reads it, under the combatant's name.
    const { name: _, ...mapped } = actorFromFoundry(load('dark-heresy-2nd', 'npc-cultist.json'));
    const { name: __, ...fan2 } = request.combatants[2].actor;
    assert.deepEqual(fan2, mapped);
    // The defeated combatant is reported, to the array and to onWarning.
    assert.deepEqual(heard, [{ kind: 'combatant', name: 'Fanatic Three', message: "combatant 'Fanatic Three' is defeated: left out" }]);
    assert.ok(warnings.some((w) => w.kind === 'combatant' && w.name === 'Fanatic Three'));
    // A plain copy of the request is what startEncounter takes.
    assert.deepEqual(JSON.parse(JSON.stringify(request)), request);
    const enc = startEncounter(request);
    assert.notEqual(enc.active, 'fan1', 'the surprised fanatic loses round 1');
    assert.ok(enc.combatants.fan1.conditions.includes('surprised'));
  });

  test('the ruleset is decided as attackFromFoundry decides it: options, the world, the data', () => {
    const combat = ambushCombat();
    const amara = combat.combatants.get('amara').actor;
    const fan = combat.combatants.get('fan2').actor;
    assert.equal(encounterFromFoundry(combat).ruleset, attackFromFoundry({ attacker: amara, target: fan }).ruleset);
    assert.equal(encounterFromFoundry(combat, { ruleset: 'ow' }).ruleset, 'ow');
    const rt = encounterFromFoundry(combat, { system: 'rogue-trader' });
    assert.equal(rt.ruleset, 'rt');
    // The weapons are read in the world's line too: Toxic takes no number in Rogue Trader.
    assert.deepEqual(rt.combatants[2].weapons[1].qualities, ['inaccurate', 'toxic']);
    assert.deepEqual(encounterFromFoundry(combat).combatants[2].weapons[1].qualities, ['inaccurate', { id: 'toxic', value: 2 }]);
    globalThis.game = { system: { id: 'only-war' } };
    try {
      assert.equal(encounterFromFoundry(combat).ruleset, 'ow');
      assert.equal(encounterFromFoundry(combat).ruleset, attackFromFoundry({ attacker: amara, target: fan }).ruleset);
    } finally {
      delete globalThis.game;
    }
  });

  test('sides: every disposition, options.side first, plain data and arrays too', () => {
    const amara = load('dark-heresy-2nd', 'acolyte.json');
    const combatants = [1, 0, -1, -2].map((disposition, i) => ({ _id: `c${i}`, name: `C${i}`, actor: amara, token: { disposition } }));
    combatants.push({ _id: 'c4', name: 'No token', actor: { ...amara, prototypeToken: { disposition: -1 } } });
    const warnings = [];
    const request = encounterFromFoundry({ combatants }, { warnings });
    assert.deepEqual(request.combatants.map((c) => c.side), ['friendly', 'neutral', 'hostile', 'secret', 'hostile']);
    assert.deepEqual(warnings.filter((w) => w.kind === 'combatant'), []);
    const chosen = encounterFromFoundry({ combatants }, { side: (c) => (c._id === 'c1' ? 'bystanders' : undefined) });
    assert.deepEqual(chosen.combatants.map((c) => c.side), ['friendly', 'bystanders', 'hostile', 'secret', 'hostile']);
    // No disposition anywhere: neutral, said so.
    const lost = [];
    const bare = encounterFromFoundry({ combatants: [{ _id: 'x', name: 'Lost', actor: amara }] }, { warnings: lost });
    assert.equal(bare.combatants[0].side, 'neutral');
    assert.match(lost.find((w) => w.kind === 'combatant').message, /no token disposition/);
  });

  test("a weapon item that cannot be read is left out with a warning; the rest are kept", () => {
    const amara = load('dark-heresy-2nd', 'acolyte.json');
    const broken = { name: 'Cursed Blade', type: 'weapon', get system() { throw new Error('the data model failed'); } };
    amara.items = [...amara.items, broken];
    const warnings = [];
    const heard = [];
    const request = encounterFromFoundry({ combatants: [{ _id: 'a', name: 'Amara', actor: amara, token: { disposition: 1 } }] }, { warnings, onWarning: (w) => heard.push(w) });
    assert.deepEqual(request.combatants[0].weapons.map((w) => w.name), ['Bolt Pistol', 'Eviscerator']);
    assert.equal(heard.length, 1);
    assert.equal(heard[0].kind, 'weapon');
    assert.equal(heard[0].name, 'Cursed Blade');
    assert.match(heard[0].message, /the data model failed/);
    assert.ok(warnings.some((w) => w.kind === 'weapon'));
    // The encounter takes at most 20 weapons a combatant.
    const pistol = amara.items.find((i) => i.name === 'Bolt Pistol');
    amara.items = Array.from({ length: 22 }, (_, n) => ({ ...pistol, name: `Pistol ${n + 1}` }));
    const many = [];
    const armed = encounterFromFoundry({ combatants: [{ _id: 'a', actor: amara, token: { disposition: 1 } }] }, { warnings: many });
    assert.equal(armed.combatants[0].weapons.length, 20);
    assert.match(many.find((w) => w.kind === 'weapon').message, /more than 20 weapons: 'Pistol 21' and the rest left out/);
    startEncounter({ ...armed, combatants: [...armed.combatants, { id: 'b', side: 'hostile', actor: dummy }] });
  });

  test('a fight: started, turns taken, and its state in the updates Foundry takes', () => {
    const combat = ambushCombat();
    const before = JSON.stringify([...combat.combatants].map((c) => ({ ...c, actor: c.actor.toObject() })));
    const { enc, attacks } = fightUntilSomeoneFalls(startEncounter(encounterFromFoundry(combat, { dice: { seed: 4 } })));
    assert.ok(attacks >= 3, `${attacks} attacks`);
    const fallen = Object.keys(enc.combatants).filter((id) => enc.combatants[id].out);
    assert.ok(fallen.length >= 1, 'someone is out of the fight');

    const updates = encounterFoundryUpdates(enc, combat);
    assert.equal(JSON.stringify([...combat.combatants].map((c) => ({ ...c, actor: c.actor.toObject() }))), before, 'nothing written');
    assert.equal(updates.combat.round, enc.round);
    assert.ok(enc.round > 1);
    // Initiative and defeated for each combatant of the encounter; the one left out untouched.
    assert.deepEqual(updates.combatants, Object.entries(enc.combatants).map(([id, s]) => ({ _id: id, initiative: s.initiative, defeated: Boolean(s.out) })));
    assert.ok(updates.combatants.some((c) => c.defeated));
    // `turn` points at the active combatant once Foundry has sorted the new initiatives.
    const sorted = liveCombat([...combat.combatants].map((c) => ({ ...c })), []);
    for (const { _id, initiative } of updates.combatants) sorted.combatants.get(_id).initiative = initiative;
    assert.equal(sorted.turns[updates.combat.turn].id, enc.active);
    // Each actor's update holds its state: Dark Heresy 2nd edition (the fork) keeps wounds left.
    assert.deepEqual(updates.actors.map((a) => a.combatant), ['amara', 'fan1', 'fan2']);
    for (const { combatant, actor, update, statuses } of updates.actors) {
      const state = enc.combatants[combatant];
      const max = actor.toObject().system.wounds.max;
      assert.equal(actor, combat.combatants.get(combatant).actor);
      assert.equal(update['system.wounds.value'], max - Math.min(max, state.damage), combatant);
      assert.equal(update['system.wounds.critical'], state.criticalDamage, combatant);
      assert.equal(update['system.fatigue.value'], state.fatigue, combatant);
      if (state.out === 'dead' || state.out === 'unconscious') assert.ok(statuses.add.includes(state.out), `${combatant} is ${state.out}`);
    }
    // The surprise is over: the status comes off.
    assert.ok(updates.actors.find((a) => a.combatant === 'fan1').statuses.remove.includes('surprised'));
    // The update reads back as the state.
    const amara = updates.actors.find((a) => a.combatant === 'amara');
    assert.equal(actorFromFoundry(applyUpdate(amara.actor.toObject(), amara.update)).damage ?? 0, enc.combatants.amara.damage);
  });

  test('applyEncounterToFoundry writes the actors, the combatants, then the round and turn', async () => {
    const calls = [];
    const combat = ambushCombat(calls);
    const { enc } = fightUntilSomeoneFalls(startEncounter(encounterFromFoundry(combat, { dice: { seed: 4 } })));
    const planned = encounterFoundryUpdates(enc, combat);
    assert.deepEqual(calls, [], 'encounterFoundryUpdates writes nothing');
    const done = await applyEncounterToFoundry(enc, combat);
    assert.deepEqual(done.combatants, planned.combatants);
    assert.deepEqual(done.combat, planned.combat);
    assert.deepEqual(done.actors.map((a) => a.update), planned.actors.map((a) => a.update));
    const expected = [];
    for (const { actor, update, statuses } of planned.actors) {
      expected.push(['actor.update', actor.name, update]);
      for (const id of statuses.add) expected.push(['actor.toggleStatusEffect', actor.name, id, true]);
      for (const id of statuses.remove) expected.push(['actor.toggleStatusEffect', actor.name, id, false]);
    }
    expected.push(['combat.updateEmbeddedDocuments', 'Combatant', planned.combatants], ['combat.update', planned.combat]);
    assert.deepEqual(calls, expected);
    // The combat now shows the encounter.
    assert.equal(combat.round, enc.round);
    assert.equal(combat.turns[combat.turn].id, enc.active);
    for (const [id, s] of Object.entries(enc.combatants)) {
      assert.equal(combat.combatants.get(id).initiative, s.initiative);
      assert.equal(combat.combatants.get(id).defeated, Boolean(s.out));
    }
    assert.equal(combat.combatants.get('fan3').initiative, null, 'the combatant left out is not touched');
    // The actors read back as their states.
    for (const [id, s] of Object.entries(enc.combatants)) {
      const again = actorFromFoundry(combat.combatants.get(id).actor);
      assert.equal(again.damage ?? 0, Math.min(s.damage, again.wounds), id);
      assert.equal(again.fatigue ?? 0, s.fatigue, id);
    }
  });

  test("applyEncounterToFoundry reads the turn from the combat's own order once the initiatives are written", async () => {
    // A system that sorts its tracker lowest first (it overrides Combat#_sortCombatants).
    const lowestFirst = (a, b) => -foundryOrder(a, b);
    const calls = [];
    const combat = ambushCombat(calls, lowestFirst);
    const { enc } = fightUntilSomeoneFalls(startEncounter(encounterFromFoundry(combat, { dice: { seed: 4 } })));
    const planned = encounterFoundryUpdates(enc, combat);
    const done = await applyEncounterToFoundry(enc, combat);
    assert.equal(combat.turns[combat.turn].id, enc.active);
    assert.notEqual(done.combat.turn, planned.combat.turn, "the default order's place would be another combatant");
    assert.deepEqual(calls.at(-1), ['combat.update', { round: enc.round, turn: done.combat.turn }]);
  });

  test("turn: the active combatant's place in Foundry's order (ties by id), not the engine's", () => {
    const amara = load('dark-heresy-2nd', 'acolyte.json');
    const combat = { combatants: ['b', 'a', 'c'].map((id) => ({ id, actor: amara, token: { disposition: id === 'c' ? -1 : 1 }, initiative: null })) };
    const state = (initiative) => ({ side: 's', kind: 'actor', initiative, damage: 0, criticalDamage: 0, fatigue: 0, conditions: [], reactionsUsed: 0, actions: [] });
    // The engine broke the tie b before a (by Agility); Foundry puts a first (by id).
    const enc = { ruleset: 'dh2', round: 2, turn: 1, order: ['c', 'b', 'a'], active: 'b', combatants: { a: state(7), b: state(7), c: state(9) } };
    assert.deepEqual(encounterFoundryUpdates(enc, combat).combat, { round: 2, turn: 2 });
    // No active combatant (the fight is over): the engine's turn.
    assert.equal(encounterFoundryUpdates({ ...enc, active: undefined }, combat).combat.turn, 1);
  });

  test('hordes and comrades: defeated written, no actor update (no sheet field for them)', () => {
    const combat = ambushCombat();
    const request = encounterFromFoundry(combat, { dice: { seed: 2 } });
    request.combatants.find((c) => c.id === 'fan2').horde = { magnitude: 2 };
    request.combatants = request.combatants.filter((c) => c.id !== 'fan1');
    let enc = startEncounter(request);
    for (let i = 0; i < 30 && !enc.end; i += 1) {
      const choice = advise(enc, { trials: 50 }).choices[0];
      if (choice) enc = act(enc, choice.act).encounter;
      if (!enc.end) enc = endTurn(enc).encounter;
    }
    assert.equal(enc.combatants.fan2.kind, 'horde');
    const updates = encounterFoundryUpdates(enc, combat);
    assert.deepEqual(updates.actors.map((a) => a.combatant), ['amara']);
    assert.equal(updates.combatants.find((c) => c._id === 'fan2').defeated, enc.combatants.fan2.out === 'broken');
    assert.ok(enc.end, 'the fight ends');
    assert.ok(updates.combatants.some((c) => c.defeated));
    // fan1 was not in the encounter: nothing for it.
    assert.equal(updates.combatants.find((c) => c._id === 'fan1'), undefined);

    // Only War: a comrade attached to a guardsman.
    const kell = load('only-war', 'guardsman.json');
    const squad = { combatants: [
      { _id: 'kell', actor: kell, token: { disposition: 1 } },
      { _id: 'mate', name: 'Trooper Voss', actor: kell, token: { disposition: 1 } },
      { _id: 'fan', actor: load('dark-heresy-2nd', 'npc-cultist.json'), token: { disposition: -1 } },
    ] };
    const owRequest = encounterFromFoundry(squad, { system: 'only-war', dice: { seed: 3 } });
    assert.equal(owRequest.ruleset, 'ow');
    owRequest.combatants[1].comradeOf = 'kell';
    const ow = startEncounter(owRequest);
    assert.equal(ow.combatants.mate.kind, 'comrade');
    const fresh = encounterFoundryUpdates(ow, squad);
    assert.deepEqual(fresh.combatants.find((c) => c._id === 'mate'), { _id: 'mate', defeated: false }, 'a comrade has no initiative');
    assert.deepEqual(fresh.actors.map((a) => a.combatant), ['kell', 'fan']);
    ow.combatants.mate.out = 'killed';
    assert.equal(encounterFoundryUpdates(ow, squad).combatants.find((c) => c._id === 'mate').defeated, true);
  });

  test('a vehicle combatant: its commander from options.commander, its integrity written back', () => {
    const amara = load('dark-heresy-2nd', 'acolyte.json');
    const chimera = vehicleFixture('dark-heresy-2nd-chimera.json');
    const cultist = load('dark-heresy-2nd', 'npc-cultist.json');
    const combat = { combatants: [
      { _id: 'amara', actor: amara, token: { disposition: 1 } },
      { _id: 'tank', actor: chimera, token: { disposition: 1 } },
      { _id: 'fan', actor: cultist, token: { disposition: -1 } },
    ] };
    const warnings = [];
    const unled = encounterFromFoundry(combat, { warnings });
    assert.equal(unled.combatants[1].commander, undefined);
    assert.match(warnings.find((w) => w.kind === 'combatant').message, /commander/);
    const request = encounterFromFoundry(combat, { system: 'dark-heresy-2nd', commander: (c) => (c._id === 'tank' ? 'amara' : undefined), dice: { seed: 1 } });
    assert.deepEqual(request.combatants[1].vehicle, vehicleFromFoundry(chimera));
    assert.equal(request.combatants[1].commander, 'amara');
    assert.equal(request.combatants[1].weapons, undefined, "the vehicle's weapons are in the vehicle");
    const enc = startEncounter(request);
    assert.ok(!enc.order.includes('tank'), 'a vehicle takes no turn of its own: its crew act for it');
    assert.equal(enc.combatants.tank.initiative, enc.combatants.amara.initiative, "the vehicle has its commander's initiative");
    enc.combatants.tank.damage = 20;
    const tank = encounterFoundryUpdates(enc, combat).actors.find((a) => a.combatant === 'tank');
    assert.deepEqual(tank.update, vehicleFoundryUpdate({ damage: 20, criticalDamage: 0 }, chimera));
  });

  test('bad input: a TypeError or invalid_input with its path, before anything is written', async () => {
    const notACombat = /encounterFromFoundry\(\) needs a Foundry combat/;
    for (const bad of [undefined, null, 3, 'combat', [], {}, { combatants: 5 }]) {
      assert.throws(() => encounterFromFoundry(bad), (e) => e instanceof TypeError && notACombat.test(e.message), String(bad));
      assert.throws(() => encounterFoundryUpdates({ round: 1, combatants: {} }, bad), TypeError);
    }
    const invalid = (fn, path, message) =>
      assert.throws(fn, (e) => isCogitatorError(e) && e.code === 'invalid_input' && e.path === path && message.test(e.message));
    invalid(() => encounterFromFoundry({ combatants: [] }), 'combatants', /no combatants/);
    invalid(() => encounterFromFoundry({ combatants: new FakeCollection() }), 'combatants', /no combatants/);
    const combat = ambushCombat();
    const warnings = [];
    invalid(() => encounterFromFoundry(combat, { ruleset: 'dh3', warnings }), 'options.ruleset', /encounterFromFoundry\(\).*did you mean 'dh1'\?/);
    assert.deepEqual(warnings, [], 'the options are checked before anything is warned about');
    invalid(() => encounterFromFoundry(combat, { wounds: 'left' }), 'options.wounds', /known: taken, remaining/);
    invalid(() => encounterFromFoundry(combat, { side: 'friendly' }), 'options.side', /must be a function/);
    invalid(() => encounterFromFoundry(combat, { commander: {} }), 'options.commander', /must be a function/);
    const gone = { combatants: [{ _id: 'x', name: 'X', actor: null }, { _id: 'y', name: 'Y', defeated: true, actor: load('dark-heresy-2nd', 'acolyte.json') }, 'junk'] };
    invalid(() => encounterFromFoundry(gone), 'combatants', /no combatant of the combat can fight/);

    const enc = startEncounter(encounterFromFoundry(combat, { dice: { seed: 1 } }));
    for (const bad of [undefined, null, 'enc', [], {}, { combatants: {} }]) {
      assert.throws(() => encounterFoundryUpdates(bad, combat), (e) => e instanceof TypeError && /needs an encounter/.test(e.message), String(bad));
    }
    invalid(() => encounterFoundryUpdates(enc, combat, { wounds: 'left' }), 'options.wounds', /encounterFoundryUpdates\(\)/);
    // A combatant of the encounter the combat does not have: said, nothing written for it.
    const said = [];
    const fewer = { combatants: [...combat.combatants].filter((c) => c.id !== 'fan2') };
    assert.equal(encounterFoundryUpdates(enc, fewer, { warnings: said }).combatants.some((c) => c._id === 'fan2'), false);
    assert.match(said.find((w) => w.name === 'fan2').message, /not in the combat/);

    // Writing needs a live combat and live actors; nothing is written otherwise.
    const calls = [];
    const live = ambushCombat(calls);
    const { update: _u, ...noUpdate } = live;
    await assert.rejects(applyEncounterToFoundry(enc, noUpdate), (e) => e instanceof TypeError && /needs a live Foundry combat/.test(e.message));
    await assert.rejects(applyEncounterToFoundry(enc, { ...live, turns: live.turns, updateEmbeddedDocuments: undefined }), TypeError);
    const plainActors = { ...live, combatants: [...live.combatants].map((c) => ({ ...c, actor: c.actor.toObject() })) };
    await assert.rejects(applyEncounterToFoundry(enc, plainActors), (e) => e instanceof TypeError && /actor of combatant 'amara'/.test(e.message));
    assert.deepEqual(calls, []);
    await assert.rejects(applyEncounterToFoundry(null, live), TypeError);
    assert.deepEqual(calls, []);
  });
});
