import init, { resolveAttack } from 'cogitator';

// Vite copies cogitator_bg.wasm into dist/assets and init() fetches it from there.
const ready = init();

async function attack() {
  await ready;
  return resolveAttack({
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
}

const out = document.getElementById('out');
attack().then(
  (outcome) => {
    out.textContent = outcome.log.join('\n');
    report({ damage: outcome.target.damage });
  },
  (err) => {
    out.textContent = `${err.code}: ${err.message}`;
    report({ error: err.code ?? 'error', message: err.message });
  },
);

// Inside a frame (a Discord activity runs in one), tell the host page too.
function report(result) {
  out.dataset.result = JSON.stringify(result);
  if (window.parent !== window) window.parent.postMessage({ cogitator: result }, '*');
}
