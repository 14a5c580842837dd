import init, { resolveAttack } from 'cogitator';

const out = document.getElementById('out');
try {
  await init(); // fetches cogitator_bg.wasm from beside index.js
  const outcome = resolveAttack({
    ruleset: 'dh2',
    attacker: { name: 'Sergeant Varro', characteristics: { bs: 45 }, wounds: 12 },
    target: { name: 'Heretic', characteristics: { t: 30 }, wounds: 10, armour: { body: 3 } },
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
