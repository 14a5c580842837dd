// The demo's presets: weapons and actors typical of each game line, so a GM can set up an
// attack in two clicks and then edit any number. These are the demo's own starting values,
// close to what each line's books print but not rules data: the engine takes whatever
// numbers the form sends. Qualities, talents and traits are engine ids (see `rulesets()`).

const LINES = ['dh1', 'rt', 'ow', 'dh2'];

// A weapon profile per line. `byLine` overrides the shared numbers for a line.
const WEAPONS = [
  {
    id: 'lasgun', name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', penetration: 0,
    range: 100, rateOfFire: { single: true, semi: 3 }, qualities: ['reliable'],
    byLine: { dh2: { rateOfFire: { single: true, semi: 3 } } },
  },
  {
    id: 'autogun', name: 'Autogun', class: 'basic', damage: '1d10+2', damageType: 'impact', penetration: 0,
    range: 90, rateOfFire: { single: true, semi: 3, full: 10 }, qualities: [],
    byLine: { ow: { damage: '1d10+3' }, dh2: { damage: '1d10+3' } },
  },
  {
    id: 'laspistol', name: 'Laspistol', class: 'pistol', damage: '1d10+2', damageType: 'energy', penetration: 0,
    range: 30, rateOfFire: { single: true, semi: 2 }, qualities: ['reliable'],
  },
  {
    id: 'boltgun', name: 'Boltgun', class: 'basic', damage: '1d10+5', damageType: 'explosive', penetration: 4,
    range: 100, rateOfFire: { single: true, semi: 2 }, qualities: ['tearing'],
    byLine: { dh2: { rateOfFire: { single: true, semi: 3 }, range: 90 } },
  },
  {
    id: 'boltPistol', name: 'Bolt pistol', class: 'pistol', damage: '1d10+5', damageType: 'explosive', penetration: 4,
    range: 30, rateOfFire: { single: true, semi: 2 }, qualities: ['tearing'],
  },
  {
    id: 'heavyStubber', name: 'Heavy stubber', class: 'heavy', damage: '1d10+4', damageType: 'impact', penetration: 3,
    range: 120, rateOfFire: { full: 10 }, qualities: [],
    byLine: { dh2: { rateOfFire: { full: 8 } } },
  },
  {
    id: 'shotgun', name: 'Shotgun', class: 'basic', damage: '1d10+4', damageType: 'impact', penetration: 0,
    range: 30, rateOfFire: { single: true }, qualities: ['scatter'],
  },
  {
    id: 'chainsword', name: 'Chainsword', class: 'melee', damage: '1d10+2', damageType: 'rending', penetration: 2,
    qualities: ['tearing', 'balanced'],
  },
  {
    id: 'powerSword', name: 'Power sword', class: 'melee', damage: '1d10+5', damageType: 'energy', penetration: 6,
    qualities: ['powerField', 'balanced'],
    byLine: { ow: { penetration: 5 }, dh2: { penetration: 5 } },
  },
  {
    id: 'choppa', name: 'Choppa', class: 'melee', damage: '1d10+3', damageType: 'rending', penetration: 2,
    qualities: ['unbalanced'],
  },
  {
    id: 'knife', name: 'Combat knife', class: 'melee', damage: '1d5', damageType: 'rending', penetration: 0, qualities: [],
    byLine: { ow: { damage: '1d5+1' }, dh2: { damage: '1d5+1' } },
  },
];

// Unnatural characteristics multiply the bonus in dh1 and rt and add to it in ow and dh2,
// so the same creature carries a different value per line.
const unnatural = (line, times, plus) => (line === 'dh1' || line === 'rt' ? times : plus);

const ACTORS = [
  {
    id: 'guardsman', name: 'Imperial Guardsman',
    characteristics: { ws: 30, bs: 35, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 30, fel: 25 },
    wounds: 10, armour: { head: 2, rightArm: 4, leftArm: 4, body: 4, rightLeg: 4, leftLeg: 4 },
    talents: () => [], traits: () => [], dodge: false, parry: true,
  },
  {
    id: 'acolyte', name: 'Acolyte (player)', player: true,
    characteristics: { ws: 35, bs: 40, s: 32, t: 33, ag: 35, int: 35, per: 35, wp: 35, fel: 33 },
    wounds: 12, armour: { head: 0, rightArm: 3, leftArm: 3, body: 4, rightLeg: 3, leftLeg: 3 },
    talents: () => [], traits: () => [], dodge: true, parry: false,
  },
  {
    id: 'cultist', name: 'Heretic cultist',
    characteristics: { ws: 28, bs: 25, s: 30, t: 30, ag: 30, int: 25, per: 28, wp: 25, fel: 25 },
    wounds: 8, armour: { head: 0, rightArm: 0, leftArm: 0, body: 2, rightLeg: 0, leftLeg: 0 },
    talents: () => [], traits: () => [], dodge: false, parry: false,
  },
  {
    id: 'ork', name: 'Ork boy',
    characteristics: { ws: 35, bs: 25, s: 40, t: 40, ag: 25, int: 20, per: 30, wp: 30, fel: 20 },
    wounds: 14, armour: { head: 0, rightArm: 1, leftArm: 1, body: 2, rightLeg: 1, leftLeg: 1 },
    talents: () => [],
    traits: (line) => [{ id: 'unnatural_toughness', value: unnatural(line, 2, 2) }, 'brutal_charge'],
    dodge: false, parry: true,
  },
  {
    id: 'marine', name: 'Space Marine',
    characteristics: { ws: 50, bs: 50, s: 50, t: 50, ag: 45, int: 40, per: 45, wp: 45, fel: 35 },
    wounds: 20, armour: { head: 8, rightArm: 8, leftArm: 8, body: 10, rightLeg: 8, leftLeg: 8 },
    talents: () => ['true_grit'],
    traits: (line) => [
      { id: 'unnatural_strength', value: unnatural(line, 2, 4) },
      { id: 'unnatural_toughness', value: unnatural(line, 2, 4) },
    ],
    dodge: true, parry: true,
    byLine: { dh1: { armour: { head: 8, rightArm: 8, leftArm: 8, body: 8, rightLeg: 8, leftLeg: 8 } } },
  },
];

function pick(entry, line) {
  const { byLine, ...rest } = entry;
  return { ...rest, ...(byLine?.[line] ?? {}) };
}

/** The weapon presets of a line, with that line's numbers. */
export function weaponPresets(line) {
  return WEAPONS.map((w) => pick(w, line));
}

/** The actor presets of a line: talents and traits resolved for the line. */
export function actorPresets(line) {
  return ACTORS.map((a) => {
    const p = pick(a, line);
    return { ...p, talents: a.talents(line), traits: a.traits(line) };
  });
}

// Vehicles for the More tab's vehicle actions and chases: the demo's starting numbers (the
// same in every line; Dark Heresy and Rogue Trader borrow the second-generation vehicle
// rules, as the engine does). Armour is front, side, rear; speeds in metres and kph.
const VEHICLES = [
  {
    id: 'chimera', name: 'Chimera', type: 'tracked', armour: { front: 16, side: 12, rear: 10 },
    structuralIntegrity: 35, tacticalSpeed: 15, cruisingSpeed: 70, openTopped: false,
  },
  {
    id: 'salamander', name: 'Salamander scout', type: 'tracked', armour: { front: 12, side: 12, rear: 10 },
    structuralIntegrity: 30, tacticalSpeed: 20, cruisingSpeed: 80, openTopped: true,
  },
  {
    id: 'groundcar', name: 'Ground car', type: 'wheeled', armour: { front: 8, side: 6, rear: 6 },
    structuralIntegrity: 18, tacticalSpeed: 20, cruisingSpeed: 100, openTopped: true,
  },
  {
    id: 'sentinel', name: 'Scout Sentinel', type: 'walker', armour: { front: 12, side: 10, rear: 8 },
    structuralIntegrity: 20, tacticalSpeed: 12, cruisingSpeed: 35, openTopped: true,
  },
];

/** The vehicle presets (copies, safe to change). */
export function vehiclePresets() {
  return VEHICLES.map((v) => ({ ...v, armour: { ...v.armour } }));
}

export const RULESETS = LINES;
