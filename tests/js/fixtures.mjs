// Requests shared by the Node suite and the browser test. Plain data, no imports, so the
// same file loads in Node and in a page.

export const RULESETS = ['dh1', 'rt', 'ow', 'dh2'];

export const attacker = Object.freeze({
  name: 'Sergeant Varro',
  characteristics: { ws: 40, bs: 45, s: 35, t: 35, ag: 35, int: 30, per: 30, wp: 30, fel: 30 },
  wounds: 12,
  player: true,
});

export const target = Object.freeze({
  name: 'Heretic',
  characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 30, fel: 25 },
  wounds: 10,
  armour: { head: 2, body: 3, rightArm: 2, leftArm: 2, rightLeg: 2, leftLeg: 2 },
});

export const lasgun = Object.freeze({
  name: 'Lasgun',
  class: 'basic',
  damage: '1d10+3',
  damageType: 'energy',
  penetration: 0,
  range: 100,
  rateOfFire: { single: true, semi: 3 },
});

export const chainsword = Object.freeze({
  name: 'Chainsword',
  class: 'melee',
  damage: '1d10+2',
  damageType: 'rending',
  penetration: 2,
  qualities: ['tearing', 'balanced'],
});

/** A standard single shot at 30 m. */
export function rangedRequest(ruleset, dice = { seed: 1234 }) {
  return { ruleset, attacker, target, weapon: lasgun, action: 'standard', range: 30, dice };
}

/** A melee attack; the target parries. */
export function meleeRequest(ruleset, dice = { seed: 1234 }) {
  return { ruleset, attacker, target, weapon: chainsword, action: 'standard', reaction: 'parry', dice };
}

/**
 * The fixed, seeded requests whose outcomes must match byte for byte between Node and a
 * browser. Several seeds per ruleset so that hits, misses and damage all show up.
 */
export function determinismCases() {
  const cases = [];
  for (const ruleset of RULESETS) {
    for (const seed of [1, 7, 2024, 987654321]) {
      cases.push({ name: `${ruleset} ranged seed ${seed}`, fn: 'resolveAttack', request: rangedRequest(ruleset, { seed }) });
      cases.push({ name: `${ruleset} melee seed ${seed}`, fn: 'resolveAttack', request: meleeRequest(ruleset, { seed }) });
    }
    cases.push({
      name: `${ruleset} all-out charge, scripted then seeded`,
      fn: 'resolveAttack',
      request: { ...meleeRequest(ruleset), action: 'allOut', reaction: 'none', dice: { rolls: [5, 10, 10], seed: 99 } },
    });
    cases.push({
      name: `${ruleset} rollTest`,
      fn: 'rollTest',
      request: { ruleset, actor: attacker, characteristic: 'bs', difficulty: 'hard', dice: { seed: 31337 } },
    });
    cases.push({
      name: `${ruleset} analyzeAttack`,
      fn: 'analyzeAttack',
      request: { ...rangedRequest(ruleset, { seed: 5 }), trials: 200 },
    });
    const mover = { ...attacker, wounds: 12 };
    cases.push({ name: `${ruleset} movement`, fn: 'movement', request: { ruleset, actor: mover, carriedKg: 5, gravity: 'high' } });
    for (const move of [{ kind: 'climb', height: 6 }, { kind: 'march', hours: 16 }, { kind: 'jumpDown', metres: 4 }]) {
      cases.push({ name: `${ruleset} resolveMove ${move.kind}`, fn: 'resolveMove', request: { ruleset, actor: mover, move, dice: { seed: 77 } } });
    }
    const chimera = { kind: 'vehicle', name: 'Chimera', armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15, cruisingSpeed: 70 };
    const driver = { ...attacker, skills: { [ruleset === 'ow' || ruleset === 'dh2' ? 'operate (surface)' : 'drive (ground vehicle)']: { trained: true } } };
    cases.push({
      name: `${ruleset} chaseRound`,
      fn: 'chaseRound',
      request: { ruleset, pursuer: { driver, vehicle: chimera }, pursued: { driver, vehicle: { ...chimera, cruisingSpeed: 50 } }, distance: 120, dice: { seed: 8 } },
    });
    cases.push({
      name: `${ruleset} vehicleAction ram`,
      fn: 'vehicleAction',
      request: { ruleset, vehicle: chimera, driver, action: 'ram', metres: 40, target: { ...chimera, name: 'Rammed' }, dice: { seed: 9 } },
    });
    for (const seed of [3, 41]) {
      cases.push({
        name: `${ruleset} resolveAttack at a jinking vehicle, seed ${seed}`,
        fn: 'resolveAttack',
        request: {
          ...rangedRequest(ruleset, { seed }), action: 'standard', facing: 'side', reaction: 'jink',
          target: { ...chimera, turret: true, size: 'enormous', driver, movedLastTurn: true },
        },
      });
    }
    cases.push({
      name: `${ruleset} extendedTest`,
      fn: 'extendedTest',
      request: { ruleset, actor: attacker, characteristic: 'ag', needed: 3, dice: { seed: 12 } },
    });
  }
  return cases;
}

/** Runs the cases against a loaded module; returns one JSON string per case. */
export function runCases(mod, cases = determinismCases()) {
  return cases.map((c) => {
    try {
      return JSON.stringify(mod[c.fn](c.request));
    } catch (err) {
      return JSON.stringify({ error: { code: err.code, path: err.path, message: err.message } });
    }
  });
}

// ---- seeded randomness for the generated-request tests ---------------------------------

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeRandom(seed) {
  const next = mulberry32(seed);
  const r = {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)],
    chance: (p) => next() < p,
  };
  return r;
}
