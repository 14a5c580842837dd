// The world the test sets up: manifest.json names the system, the two fixture actors, the
// weapon item and any extra request fields. Fires the hooks as Foundry does, then asks the
// module for one attack, and for one turn of a combat between the two actors
// (`manifest.combat` holds encounterFromFoundry's options).
const record = window.__foundry;
const status = document.getElementById('status');
const json = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
};

try {
  const manifest = await json('manifest.json');
  game.system.id = manifest.system;
  const [attacker, target] = await Promise.all([manifest.attacker, manifest.target].map(json));
  for (const data of [attacker, target]) game.actors.set(data._id ?? data.name, new Actor(data));
  const weaponData = manifest.weapon ? await json(manifest.weapon) : null;

  Hooks.callAll('init');
  Hooks.callAll('setup');
  Hooks.callAll('ready');

  const a = game.actors.getName(attacker.name);
  const t = game.actors.getName(target.name);
  const weapon = weaponData
    ? new Item(weaponData)
    : a.items.contents.find((i) => i.type === manifest.weaponType || i.type === 'weapon');
  const api = game.modules.get('my-module').api;
  if (!api) throw new Error("the module did not set game.modules.get('my-module').api in its init hook");
  record.outcome = await api.attack(a, t, weapon, manifest.request);
  record.targetAfter = t.toObject();

  if (manifest.combat) {
    const attackUpdates = record.updates.length;
    const combat = new Combat({
      _id: 'combat0001',
      combatants: [
        { _id: 'cmbAttacker00001', actorId: a.id, disposition: 1 },
        { _id: 'cmbTarget0000001', actorId: t.id, disposition: -1 },
      ],
    });
    record.actorsBefore = { [a.name]: a.toObject(), [t.name]: t.toObject() };
    record.encounter = await api.combatTurn(combat, manifest.combat);
    // The attack's update stays first; the encounter's writes are kept apart.
    record.encounterUpdates = record.updates.splice(attackUpdates);
    record.combatAfter = {
      round: combat.round,
      turn: combat.turn,
      turns: combat.turns.map((c) => ({ id: c.id, name: c.name, initiative: c.initiative, defeated: c.defeated })),
    };
  }
  status.textContent = 'done';
} catch (err) {
  record.failure = { code: err.code ?? null, path: err.path ?? null, message: String(err.stack ?? err) };
  status.textContent = `failed: ${err.message}`;
}
document.body.dataset.done = 'true';
