// The done-when of encounters as one script, run the same way in Node (encounter.test.mjs)
// and in headless Chromium (tests/browser/encounter.html): a surprised ambush of three
// cultists and a horde against two guardsmen with a comrade (Only War), round by round to
// the end, the odds of each choice weighed before it is made, each step shown as a card,
// saved as JSON, reloaded and replayed. `api` is the package's module (either entry).

const lasgun = { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', penetration: 0, range: 100, rateOfFire: { single: true, semi: 3, full: 0 } };
const autopistol = { name: 'Autopistol', class: 'pistol', damage: '1d10+2', damageType: 'impact', penetration: 0, range: 30, rateOfFire: { single: true, semi: 0, full: 6 } };
const knife = { name: 'Knife', class: 'melee', damage: '1d5', damageType: 'rending', penetration: 0 };
const guard = (name) => ({ name, player: true, characteristics: { ws: 35, bs: 40, s: 35, t: 35, ag: 35, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12,
  skills: { dodge: { trained: true } }, armour: { head: 4, body: 4, rightArm: 4, leftArm: 4, rightLeg: 4, leftLeg: 4 } });
const cultist = (name) => ({ name, characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 25, fel: 25 }, wounds: 8, armour: { body: 2 } });

/** The `startEncounter` request: the guardsmen are surprised; Hale is Vance's comrade. */
export function ambushRequest(seed) {
  return { ruleset: 'ow', dice: { seed }, combatants: [
    { id: 'vance', side: 'guard', actor: guard('Vance'), weapons: [lasgun, knife], surprised: true },
    { id: 'okoro', side: 'guard', actor: guard('Okoro'), weapons: [lasgun, knife], surprised: true },
    { id: 'hale', side: 'guard', actor: guard('Hale'), weapons: [lasgun], comradeOf: 'vance' },
    { id: 'c1', side: 'cult', actor: cultist('Cultist 1'), weapons: [autopistol] },
    { id: 'c2', side: 'cult', actor: cultist('Cultist 2'), weapons: [autopistol] },
    { id: 'c3', side: 'cult', actor: cultist('Cultist 3'), weapons: [knife] },
    { id: 'mob', side: 'cult', actor: cultist('Mob'), horde: { magnitude: 12, armour: 2 }, weapons: [knife] },
  ] };
}

/**
 * Runs the ambush to its end. Each turn the active combatant takes the choice `advise`
 * rates best (kill chance, then mean wounds); Vance also orders a Ranged Volley while his
 * comrade stands. Returns
 * what a GM would have seen (the odds and each step's text card) and the saved encounter,
 * its replay and its undo, as JSON text.
 */
export function runAmbush(api, seed, trials = 100) {
  let enc = api.startEncounter(ambushRequest(seed));
  const first = { round: enc.round, active: enc.active, order: enc.order };
  const turns = [];
  while (!enc.end && turns.length < 300) {
    const id = enc.active;
    const odds = api.advise(enc, { trials });
    const best = [...odds.choices].sort((a, b) => b.killChance - a.killChance || b.meanWounds - a.meanWounds)[0];
    const turn = { id, round: enc.round, odds: odds.combatant, choices: odds.choices.length, best: best ? best.hitChance : null, cards: [] };
    if (best) {
      const volley = id === 'vance' && !enc.combatants.hale.out;
      const step = api.act(enc, volley ? { ...best.act, order: 'rangedVolley' } : best.act);
      turn.cards.push(api.formatOutcome(step, { format: 'text' }));
      turn.outcomes = step.outcomes.length;
      enc = step.encounter;
    }
    if (!enc.end) {
      const step = api.endTurn(enc);
      turn.cards.push(api.formatOutcome(step, { format: 'text' }));
      enc = step.encounter;
    }
    turns.push(turn);
  }
  const saved = JSON.stringify(enc);
  return {
    first,
    turns,
    end: enc.end ?? null,
    saved,
    replayed: JSON.stringify(api.replayEncounter(JSON.parse(saved))),
    undone: JSON.stringify(api.undo(JSON.parse(saved))),
    html: api.formatOutcome(JSON.parse(saved)),
  };
}
