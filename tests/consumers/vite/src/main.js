import init, { resolveAttack, analyzeAttack } from 'cogitator';

// Vite copies cogitator_bg.wasm into dist/assets and init() fetches it from there.
const ready = init();

const request = {
  ruleset: 'dh2',
  // Whole sheets: a request is checked before any die is rolled, and any rule the attack
  // can reach (a critical effect's Agility test, the fatigue threshold) may read any of them.
  attacker: { name: 'Sergeant Varro', characteristics: { ws: 35, bs: 45, s: 35, t: 40, ag: 35, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12 },
  target: { name: 'Heretic', characteristics: { ws: 30, bs: 25, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 25, fel: 20 }, wounds: 10, armour: { body: 3 } },
  weapon: { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 },
  action: 'standard',
  range: 30,
};

async function attack() {
  await ready;
  // The faces rolled at the table, replayed.
  const outcome = resolveAttack({ ...request, dice: { rolls: [14, 7] } });
  // The odds over 20000 seeded trials, spread over two Web Workers (Vite bundles the
  // package's worker): the same figures as one call here would give.
  const odds = await analyzeAttack({ ...request, trials: 20000, dice: { seed: 1 } }, { workers: 2 });
  return { outcome, odds };
}

const out = document.getElementById('out');
attack().then(
  ({ outcome, odds }) => {
    out.textContent = `${outcome.log.join('\n')}\nkill chance ${odds.killChance}`;
    const same = JSON.stringify(odds) === JSON.stringify(analyzeAttack({ ...request, trials: 20000, dice: { seed: 1 } }));
    report({ damage: outcome.target.damage, odds: same ? 'same' : 'different' });
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
