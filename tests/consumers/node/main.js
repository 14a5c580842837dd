import { resolveAttack } from 'cogitator';

// Node: the .wasm is loaded at import, nothing to initialise.
const outcome = resolveAttack({
  ruleset: 'dh2',
  // Whole sheets: a request is checked before any die is rolled, and any rule the attack
  // can reach (a critical effect's Agility test, the fatigue threshold) may read any of them.
  attacker: { name: 'Sergeant Varro', characteristics: { ws: 35, bs: 45, s: 35, t: 40, ag: 35, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12 },
  target: { name: 'Heretic', characteristics: { ws: 30, bs: 25, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 25, fel: 20 }, wounds: 10, armour: { body: 3 } },
  weapon: { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 },
  action: 'standard',
  range: 30,
  dice: { rolls: [14, 7] }, // the faces rolled at the table; or { seed: 42 }
});

console.log(outcome.log.join('\n'));
console.log(`Heretic has taken ${outcome.target.damage} damage`);
