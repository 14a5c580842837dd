import { resolveAttack } from 'cogitator';

// Node: the .wasm is loaded at import, nothing to initialise.
const outcome = resolveAttack({
  ruleset: 'dh2',
  attacker: { name: 'Sergeant Varro', characteristics: { bs: 45 }, wounds: 12 },
  target: { name: 'Heretic', characteristics: { t: 30 }, wounds: 10, armour: { body: 3 } },
  weapon: { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 },
  action: 'standard',
  range: 30,
  dice: { rolls: [14, 7] }, // the faces rolled at the table; or { seed: 42 }
});

console.log(outcome.log.join('\n'));
console.log(`Heretic has taken ${outcome.target.damage} damage`);
