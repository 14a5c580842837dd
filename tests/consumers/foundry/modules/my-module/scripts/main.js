// The package is copied into this module's lib/ folder; the paths are relative to this file.
import init, { resolveAttack, startEncounter, advise, act, endTurn, diceSoNice, formatOutcome } from '../lib/cogitator/index.js';
import { attackFromFoundry, applyToFoundry, encounterFromFoundry, applyEncounterToFoundry } from '../lib/cogitator/foundry.js';

// Start loading now and await the promise where it is needed: Foundry does not wait for
// async hook callbacks, so `Hooks.once('init', async () => await init())` can lose the race.
const ready = init();

async function attack(attacker, target, weapon, options = {}) {
  await ready;
  // The request's ruleset is the world's line (game.system.id); no lookup here.
  const request = attackFromFoundry({ action: 'standard', ...options, attacker, target, weapon });
  const outcome = resolveAttack(request);
  await game.dice3d?.show(diceSoNice(outcome));
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ actor: attacker }),
    // Who attacked whom with what, a headline, every roll, the seed: from the request.
    content: formatOutcome(outcome, { format: 'html', request }),
  });
  await applyToFoundry(outcome, target);
  return outcome;
}

// A combat as an encounter (sides from the tokens' dispositions), one turn taken with the
// first attack `advise` offers, and the result written back to the actors and the tracker.
// The encounter is plain JSON: keep it to go on from it.
async function combatTurn(combat, options = {}) {
  await ready;
  let encounter = startEncounter(encounterFromFoundry(combat, options));
  const choice = advise(encounter, { trials: 50 }).choices[0];
  if (choice) encounter = act(encounter, choice.act).encounter;
  if (!encounter.end) encounter = endTurn(encounter).encounter;
  await applyEncounterToFoundry(encounter, combat);
  return encounter;
}

Hooks.once('init', () => {
  game.modules.get('my-module').api = { attack, combatTurn };
});
