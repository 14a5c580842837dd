import init, { resolveAttack } from 'cogitator';

const out = document.getElementById('out');
try {
  await init(); // fetches cogitator_bg.wasm from beside index.js
  const outcome = resolveAttack({
    ruleset: 'dh2',
    // Whole sheets: a request is checked before any die is rolled, and any rule the attack
    // can reach (a critical effect's Agility test, the fatigue threshold) may read any of them.
    attacker: { name: 'Sergeant Varro', characteristics: { ws: 35, bs: 45, s: 35, t: 40, ag: 35, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12 },
    target: { name: 'Heretic', characteristics: { ws: 30, bs: 25, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 25, fel: 20 }, wounds: 10, armour: { body: 3 } },
    weapon: { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 },
    action: 'standard',
    range: 30,
    dice: { rolls: [14, 7] },
  });
  out.textContent = outcome.log.join('\n');
  out.dataset.damage = String(outcome.target.damage);
} catch (err) {
  out.textContent = `${err.code}: ${err.message}`;
  out.dataset.error = err.code ?? 'error';
}
