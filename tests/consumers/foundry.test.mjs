// A Foundry-like module in headless Chromium: modules/my-module/scripts/main.js (under 30
// lines) imports the package from modules/my-module/lib/cogitator/, resolves an attack
// between two fixture actors with a fixture weapon item through cogitator/foundry, shows
// the dice (game.dice3d.show), posts the chat card (ChatMessage.create) and writes the
// target's update (actor.update); then takes one turn of a combat between the two actors as
// an encounter and writes it back (the actors' update(), the combatants' initiative and
// defeated, the combat's round and turn). The page gives it stand-ins for those Foundry
// globals (foundry/foundry-stub.js) that record what they get, and fires the hooks the way
// Foundry does (without awaiting them).
//
// Needs the package's cogitator/foundry entry (attackFromFoundry, applyToFoundry,
// encounterFromFoundry, applyEncounterToFoundry), its diceSoNice and formatOutcome, and the fixture actors in
// tests/js/fixtures/foundry/<system>/ (COGITATOR_FOUNDRY_FIXTURES to use another folder).
// When any is missing the test fails saying which.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT, CONSUMERS, project, run, serve, browser, open, keepEvidence } from './harness.mjs';

const FIXTURES = path.resolve(process.env.COGITATOR_FOUNDRY_FIXTURES || path.join(ROOT, 'tests', 'js', 'fixtures', 'foundry'));
const MODULE = path.join(CONSUMERS, 'foundry', 'modules', 'my-module', 'scripts', 'main.js');

let chromium;
before(async () => {
  chromium = await browser();
});
after(async () => {
  await chromium?.close();
});

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const isActor = (d) => d && typeof d === 'object' && d.system && typeof d.system === 'object' && Array.isArray(d.items ?? []) && d.type !== 'weapon' && 'characteristics' in d.system;
const isWeapon = (d) => d && typeof d === 'object' && d.type === 'weapon' && d.system && typeof d.system === 'object';

function rulesetOf(system) {
  if (/rogue/i.test(system)) return 'rt';
  if (/only.?war/i.test(system)) return 'ow';
  if (/(1e|dh1|first)/i.test(system)) return 'dh1';
  return 'dh2';
}

/**
 * Two actors and a weapon item from the fixtures: the first system folder (Dark Heresy 2e
 * first) that has two actors and a weapon, standalone or carried by the attacker.
 */
function pickFixtures() {
  if (!existsSync(FIXTURES)) return null;
  const systems = readdirSync(FIXTURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort((a, b) => Number(rulesetOf(b) === 'dh2') - Number(rulesetOf(a) === 'dh2') || a.localeCompare(b));
  for (const system of systems) {
    const files = readdirSync(path.join(FIXTURES, system)).filter((f) => f.endsWith('.json')).sort();
    const docs = files.map((f) => ({ file: path.join(system, f), data: readJson(path.join(FIXTURES, system, f)) }));
    const actors = docs.filter((d) => isActor(d.data));
    if (actors.length < 2) continue;
    const weapons = docs.filter((d) => isWeapon(d.data));
    // Prefer an attacker that carries a weapon when there is no standalone weapon file.
    const carrying = actors.find((a) => (a.data.items ?? []).some(isWeapon));
    if (!weapons.length && !carrying) continue;
    const attacker = weapons.length ? actors[0] : carrying;
    const target = actors.find((a) => a !== attacker);
    return { system, attacker, target, weapon: weapons[0] ?? null };
  }
  return null;
}

test('a Foundry-like module resolves an attack from fixture actors, shows the dice, posts the card, writes the update', async () => {
  const state = { log: [] };
  await keepEvidence('foundry', state, async () => {
    // The module itself stays small.
    const code = readFileSync(MODULE, 'utf8').split('\n').filter((l) => l.trim() && !l.trim().startsWith('//'));
    assert.ok(code.length < 30, `the module has ${code.length} lines of code`);

    const dir = project('foundry');
    run('npm', ['run', '--silent', 'vendor'], { cwd: dir });
    const lib = path.join(dir, 'modules', 'my-module', 'lib', 'cogitator');

    // What the module needs from the package and the fixtures; say what is missing.
    const missing = [];
    if (!existsSync(path.join(lib, 'foundry.js'))) missing.push('the cogitator/foundry entry (foundry.js) in the package');
    else {
      // The shipped file is minified: its exports are read by importing it (it imports the
      // browser entry beside it, which loads in Node without init()).
      const adapter = await import(pathToFileURL(path.join(lib, 'foundry.js')).href);
      for (const name of ['encounterFromFoundry', 'applyEncounterToFoundry']) {
        if (typeof adapter[name] !== 'function') missing.push(`${name} exported by cogitator/foundry`);
      }
    }
    const entry = readFileSync(path.join(lib, 'index.js'), 'utf8');
    for (const name of ['diceSoNice', 'formatOutcome']) {
      if (!new RegExp(`\\b${name}\\b`).test(entry)) missing.push(`${name} exported by the package's browser entry`);
    }
    const picked = pickFixtures();
    if (!picked) missing.push(`two Foundry actors and a weapon item in ${path.relative(ROOT, FIXTURES)}/<system>/`);
    assert.deepEqual(missing, [], `the Foundry consumer cannot run yet; missing: ${missing.join('; ')}`);

    // The world: the fixture files and a manifest naming them.
    mkdirSync(path.join(dir, 'fixtures'));
    cpSync(path.join(FIXTURES, picked.system), path.join(dir, 'fixtures', picked.system), { recursive: true });
    const ruleset = rulesetOf(picked.system);
    const manifest = {
      system: picked.system,
      attacker: `fixtures/${picked.attacker.file}`,
      target: `fixtures/${picked.target.file}`,
      weapon: picked.weapon ? `fixtures/${picked.weapon.file}` : null,
      // A 05 hits whatever the skill; the rest of the dice follow the seed.
      request: { range: 10, dice: { rolls: [5], seed: 7 } },
      // One turn of a combat between the two actors: encounterFromFoundry's options.
      combat: { dice: { seed: 7 } },
    };
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    state.log.push(`fixtures: ${JSON.stringify(manifest)}`);

    const server = await serve(dir);
    try {
      Object.assign(state, await open(chromium.context, server.url));
      await state.page.waitForSelector('body[data-done="true"]', { state: 'attached', timeout: 30_000 });
      const got = await state.page.evaluate(() => window.__foundry);
      state.log.push(`recorded: ${JSON.stringify(got, null, 2)}`);
      assert.equal(got.failure, undefined, `the attack failed: ${JSON.stringify(got.failure)}`);
      assert.deepEqual(got.errors, []);
      assert.deepEqual(state.errors, [], 'no page errors and no failed requests');
      assert.deepEqual(got.hooks, ['init', 'setup', 'ready']);

      const outcome = got.outcome;
      assert.equal(outcome.ruleset, ruleset);
      // The scripted face reached the engine (a Flame or Spray weapon makes no attack test).
      if (outcome.test) assert.equal(outcome.test.roll, 5);

      // The dice: one show() call; each d100 of the outcome as a d100 tens die and a d10.
      assert.equal(got.dice.length, 1, 'game.dice3d.show called once');
      const shown = got.dice[0].throws.flatMap((t) => t.dice);
      const d100s = outcome.dice.filter((d) => d.sides === 100).length;
      assert.equal(shown.filter((d) => d.type === 'd100').length, d100s);
      assert.ok(shown.filter((d) => d.type === 'd10').length >= d100s);

      // The card: one chat message, HTML in the package's classes, no scripts.
      assert.equal(got.chat.length, 1, 'ChatMessage.create called once');
      const [message] = got.chat;
      assert.equal(message.speaker.alias, picked.attacker.data.name);
      assert.match(message.content, /class="cogitator-/);
      assert.doesNotMatch(message.content, /<script|\son[a-z]+=/i);
      // It says who attacked whom with what (the action by its name in the books), opens
      // with a headline and ends with the seed.
      const card = message.content.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');
      const weaponName = picked.weapon?.data.name ?? picked.attacker.data.items.find(isWeapon).name;
      assert.ok(card.includes(`${picked.attacker.data.name}: Standard Attack with ${weaponName} against ${picked.target.data.name}`), card);
      assert.match(card, /<ul class="cogitator-list"><li class="cogitator-headline"><span class="cogitator-text">(No hits|\d+ hits?)/);
      assert.match(card, /<li class="cogitator-seed"><span class="cogitator-text">Seed 7: [^<]*<\/span><\/li><\/ul><\/div>$/);

      // The update: written once, to the target, and it changes what it says it changes.
      assert.equal(got.updates.length, 1, 'actor.update called once');
      assert.equal(got.updates[0].actor, picked.target.data.name);
      const changes = got.updates[0].changes;
      assert.ok(changes && typeof changes === 'object' && Object.keys(changes).length > 0, 'a non-empty update');
      if (outcome.target.damage > 0) {
        assert.match(JSON.stringify(changes), /wounds/, 'the damage reaches the wounds');
        assert.notDeepEqual(got.targetAfter.system.wounds, picked.target.data.system.wounds);
      }

      // The combat: one turn of an encounter between the two actors, written back.
      const enc = got.encounter;
      const [attackerId, targetId] = ['cmbAttacker00001', 'cmbTarget0000001'];
      assert.ok(enc && enc.combatants, 'the module returned the encounter');
      assert.equal(enc.ruleset, ruleset);
      assert.deepEqual(Object.keys(enc.combatants).sort(), [attackerId, targetId]);
      assert.deepEqual([enc.combatants[attackerId].side, enc.combatants[targetId].side], ['friendly', 'hostile'], 'sides from the dispositions');
      assert.ok(enc.history.some((h) => h.kind === 'act'), 'a turn was taken with an attack');
      // The tracker: one updateEmbeddedDocuments('Combatant', ...) with each initiative and defeated flag.
      assert.equal(got.combatantUpdates.length, 1, 'updateEmbeddedDocuments called once');
      assert.equal(got.combatantUpdates[0].type, 'Combatant');
      assert.deepEqual(
        got.combatantUpdates[0].updates,
        [attackerId, targetId].map((id) => ({ _id: id, initiative: enc.combatants[id].initiative, defeated: Boolean(enc.combatants[id].out) })),
      );
      // Then one combat.update: the round, and the turn on the encounter's active combatant.
      assert.deepEqual(got.combatUpdates, [{ round: enc.round, turn: got.combatAfter.turn }], 'combat.update called once');
      assert.equal(got.combatAfter.round, enc.round);
      if (enc.active) assert.equal(got.combatAfter.turns[got.combatAfter.turn].id, enc.active);
      // Each actor's update holds its state, wounds in the system's convention (left in
      // dark-heresy-2nd, taken in the others).
      assert.equal(got.encounterUpdates.length, 2, 'one actor.update each');
      const remaining = picked.system === 'dark-heresy-2nd';
      for (const [id, name] of [[attackerId, picked.attacker.data.name], [targetId, picked.target.data.name]]) {
        const state = enc.combatants[id];
        const written = got.encounterUpdates.find((u) => u.actor === name);
        assert.ok(written, `${name} is written`);
        const max = got.actorsBefore[name].system.wounds.max;
        const damage = Math.min(max, state.damage);
        assert.equal(written.changes['system.wounds.value'], remaining ? max - damage : damage, `${name}: wounds`);
        assert.equal(written.changes['system.wounds.critical'], state.criticalDamage, `${name}: critical damage`);
        assert.equal(written.changes['system.fatigue.value'], state.fatigue, `${name}: fatigue`);
      }

      // From the module folder, with no bundler, an analysis spreads over Web Workers
      // started beside the package's index.js, and gives the one-call figures.
      const odds = await state.page.evaluate(async () => {
        const engine = await import('/modules/my-module/lib/cogitator/index.js');
        await engine.init();
        const request = {
          ruleset: 'dh2',
          attacker: { characteristics: { ws: 40, bs: 45, s: 35, t: 35, ag: 35, int: 30, per: 30, wp: 30, fel: 30 }, wounds: 12 },
          target: { characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 30, per: 30, wp: 30, fel: 30 }, wounds: 10 },
          weapon: { class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 },
          action: 'standard', range: 10, trials: 4000, dice: { seed: 3 },
        };
        const spread = await engine.analyzeAttack(request, { workers: 2 });
        return JSON.stringify(spread) === JSON.stringify(engine.analyzeAttack(request));
      });
      assert.equal(odds, true, 'the workers give the one-call analysis');

      // A token ruler from the module folder: the attacker's movement as the sheet reads it,
      // under high gravity, the same as the engine gives for the mapped actor.
      const ruler = await state.page.evaluate(async (doc) => {
        const engine = await import('/modules/my-module/lib/cogitator/index.js');
        const foundry = await import('/modules/my-module/lib/cogitator/foundry.js');
        await engine.init();
        const mine = foundry.movementFromFoundry(doc, { gravity: 'high' });
        const ruleset = foundry.SYSTEMS[foundry.detectSystem(doc)].ruleset;
        const direct = engine.movement({ ruleset, actor: foundry.actorFromFoundry(doc), gravity: 'high' });
        return { same: JSON.stringify(mine) === JSON.stringify(direct), half: mine.half, run: mine.run };
      }, picked.attacker.data);
      assert.equal(ruler.same, true, 'movementFromFoundry is movement() of the mapped actor');
      assert.ok(ruler.half > 0 && ruler.run >= ruler.half, JSON.stringify(ruler));
      // A vehicle sheet from the module folder: mapped, shot at from its side, and the
      // integrity left written back in the sheet's own field.
      const vehicle = await state.page.evaluate(async () => {
        const engine = await import('/modules/my-module/lib/cogitator/index.js');
        const foundry = await import('/modules/my-module/lib/cogitator/foundry.js');
        await engine.init();
        const doc = {
          name: 'Chimera', type: 'vehicle', _stats: { systemId: 'dark-heresy-2nd' },
          system: { front: '16', side: '12', rear: '10', integrity: { max: 35, value: 35, critical: 0 },
                    speed: { tactical: 15, cruising: 70 }, size: 7, type: 'Tracked' },
          items: [],
        };
        const target = foundry.vehicleFromFoundry(doc);
        const outcome = engine.resolveAttack({
          ruleset: 'ow', attacker: { name: 'Gunner', characteristics: { bs: 45 } }, target, facing: 'side', action: 'standard',
          range: 100, circumstances: { braced: true }, dice: { rolls: [23, 5, 5, 5, 5, 5] },
          weapon: { name: 'lascannon', class: 'heavy', damage: '5d10+10', penetration: 10, damageType: 'energy', range: 300 },
        });
        return { update: foundry.vehicleFoundryUpdate(outcome, doc), card: engine.formatOutcome(outcome) };
      });
      assert.deepEqual(vehicle.update, { 'system.integrity.value': 2, 'system.integrity.critical': 0 });
      assert.match(vehicle.card, /cogitator-vehicle-attack/);
      assert.ok(state.log.some((l) => /^worker: .*\/lib\/cogitator\/analysis-worker\.js$/.test(l)), 'the worker started from the module folder');
      assert.deepEqual(state.errors, [], 'no page errors and no failed requests');
    } finally {
      await server.close();
    }
  });
});
