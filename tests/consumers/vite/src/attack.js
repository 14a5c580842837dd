// A page that starts with an attack: `cogitator/attack` loads only the attack entry's
// .wasm (Vite copies cogitator_attack_bg.wasm into dist/assets), and gives the outcome and
// the odds the whole engine gives.
import init, { resolveAttack, analyzeAttack } from 'cogitator/attack';

const request = {
  ruleset: 'dh2',
  attacker: { name: 'Sergeant Varro', characteristics: { ws: 35, bs: 45, s: 35, t: 40, ag: 35, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12 },
  target: { name: 'Heretic', characteristics: { ws: 30, bs: 25, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 25, fel: 20 }, wounds: 10, armour: { body: 3 } },
  weapon: { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 },
  action: 'standard',
  range: 30,
};

const out = document.getElementById('out');
init()
  .then(async () => {
    const outcome = resolveAttack({ ...request, dice: { rolls: [14, 7] } });
    const odds = await analyzeAttack({ ...request, trials: 20000, dice: { seed: 1 } }, { workers: 2 });
    const same = JSON.stringify(odds) === JSON.stringify(analyzeAttack({ ...request, trials: 20000, dice: { seed: 1 } }));
    out.textContent = `${outcome.log.join('\n')}\nkill chance ${odds.killChance}`;
    out.dataset.result = JSON.stringify({ damage: outcome.target.damage, odds: same ? 'same' : 'different' });
  })
  .catch((err) => {
    out.textContent = `${err.code}: ${err.message}`;
    out.dataset.result = JSON.stringify({ error: err.code ?? 'error', message: err.message });
  });
