// Compiled with `tsc --noEmit` against the packed package: checks that the shipped
// types describe the API and that typical code type-checks.

import init, {
  resolveAttack,
  prepareAttack,
  rollTest,
  opposedTest,
  rollInitiative,
  analyzeAttack,
  analysisPool,
  type AnalysisPool,
  actions,
  catalogue,
  validateTurn,
  escapePinning,
  spendFate,
  heal,
  applyDamage,
  movement,
  resolveMove,
  vehicleAction,
  chaseRound,
  repairVehicle,
  outOfControl,
  type Vehicle,
  extendedTest,
  investigate,
  startTurn,
  endRound,
  rulesets,
  engineVersion,
  isCogitatorError,
  initSync,
  diceSoNice,
  foundryRollTerms,
  foundryRollData,
  formatOutcome,
  outcomeCss,
  type DiceSoNiceData,
  type FoundryDieTerm,
  type ActionRow,
  type Catalogue,
  type Characteristic,
  type Actor,
  type AttackOutcome,
  type AttackRequest,
  type CogitatorError,
  type CogitatorErrorCode,
  type Hit,
  type Location,
  type Ruleset,
  type TestResult,
  type TurnCheck,
  type TurnProblem,
  type Weapon,
} from 'cogitator';
import * as web from 'cogitator/web';
import * as node from 'cogitator/node';

const attacker: Actor = {
  name: 'Varro',
  characteristics: { ws: 40, bs: 45, s: 35, t: 35, ag: 35, int: 30, per: 30, wp: 30, fel: 30 },
  wounds: 12,
  talents: ['swift_attack', { id: 'mighty_shot' }, { id: 'house_drill', custom: true }],
  traits: ['dark_sight', { id: 'natural_armour', value: 2 }],
  skills: { dodge: { trained: true, bonus: 10 } },
  player: true,
};

const target: Actor = {
  characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 30, fel: 25 },
  wounds: 10,
  damage: 2,
  armour: { body: 3, head: 2 },
  cover: { ap: 4, locations: ['body', 'leftLeg', 'rightLeg'] },
  conditions: ['prone', 'guarded'],
};

const weapon: Weapon = {
  class: 'basic',
  damage: '1d10+3',
  damageType: 'energy',
  penetration: 0,
  range: 100,
  rateOfFire: { single: true, semi: 3 },
  qualities: ['reliable', { id: 'blast', value: 3 }, { id: 'glowing', custom: true }],
};

const request: AttackRequest = {
  ruleset: 'dh2',
  attacker,
  target,
  weapon,
  action: 'standard',
  aim: 'half',
  range: 30,
  circumstances: { darkness: true, outnumber: 2 },
  modifiers: [{ label: 'GM fiat', value: -10 }],
  reaction: 'dodge',
  options: { suddenDeath: false, righteousFury: 'rules' },
  dice: { seed: 42, rolls: [14, 7] },
  targetWeapon: { class: 'melee', damage: '1d10', damageType: 'rending', qualities: ['balanced'] },
};

async function main(): Promise<void> {
  await init();
  await init(new URL('./cogitator_bg.wasm', 'http://example.invalid/'));
  await web.init('/modules/x/cogitator/cogitator_bg.wasm');
  await node.init();
  initSync(new Uint8Array(0));

  // A failed load: code load_failed, the original error as cause.
  try {
    await web.init('/missing.wasm');
  } catch (err) {
    if (isCogitatorError(err)) {
      const code: CogitatorErrorCode = 'load_failed';
      const why: unknown = err.cause;
      if (err.code === code) void why;
    }
  }

  const out: AttackOutcome = resolveAttack(request);
  // An attack at a vehicle gives the vehicle's outcome: its locations and new state.
  const tank: Vehicle = {
    kind: 'vehicle', name: 'Chimera', armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15,
  };
  const atVehicle = resolveAttack({ ...request, target: tank, facing: 'side', reaction: 'jink' });
  const where: 'motive' | 'hull' | 'weapon' | 'turret' | undefined = atVehicle.hits[0]?.location;
  const integrity: number = atVehicle.target.damage + (atVehicle.hits[0]?.structuralIntegrity ?? 0);
  const jinked: number | undefined = atVehicle.evasion?.hitsNegated;
  void where, integrity, jinked;
  const ruleset: Ruleset = out.ruleset;
  const test: TestResult = out.test;
  const roll: number | undefined = test.roll;
  const labels: string[] = test.modifiers.map((m) => `${m.label} ${m.value}`);
  const seed: number | undefined = out.seed;
  for (const hit of out.hits) {
    const h: Hit = hit;
    const loc: Location = h.location;
    const faces: number[] = h.damage.dice;
    const total: number = h.damage.total;
    const fury: boolean | undefined = h.righteousFury?.triggered;
    const severity: number | undefined = h.critical?.severity;
    const lethal = h.criticals?.some((c) => c.lethal) ?? false;
    const torn: number | undefined = h.damage.dropped?.face;
    const talents: string[] = (h.damage.bonuses ?? []).map((b) => `${b.label} +${b.value}`);
    const natural: number = (h.soak.naturalArmour ?? 0) * (h.soak.armourMultiplier ?? 1);
    void [loc, faces, total, fury, severity, lethal, torn, talents, natural];
  }
  const dead: boolean = out.target.dead;
  const effects: number | undefined = out.hits[0]?.soak?.effectiveArmour;
  const purposes: string[] = out.dice.map((d) => `${d.purpose} d${d.sides}=${d.face}`);
  const negated: number | undefined = out.evasion?.hitsNegated;
  void [ruleset, roll, labels, seed, dead, effects, purposes, negated];

  // Helpers for hosts: dice to show, Foundry terms, a chat card, ids beside labels.
  const dsn: DiceSoNiceData = diceSoNice(out, { dieOptions: (d) => ({ flavor: d.purpose }) });
  const firstType: string | undefined = dsn.throws[0]?.dice[0]?.type;
  const terms: FoundryDieTerm[] = foundryRollTerms(out);
  const formula: string = foundryRollData(out).formula;
  const card: string = formatOutcome(out, { format: 'html', request });
  const text: string = formatOutcome(rollTest({ ruleset: 'dh2', actor: attacker, characteristic: 'ag' }), { format: 'text' });
  const css: string = outcomeCss;
  const ids: (string | undefined)[] = out.test.modifiers.map((m) => m.id);
  const host = resolveAttack({ ...request, dice: { byPurpose: { attack: [34], damage: [7] }, rolls: [50] } });
  void [firstType, terms, formula, card, text, css, ids, host];

  // A parry with a power field, against an untrained weapon.
  const parried = resolveAttack({
    ...request,
    weapon: { class: 'melee', damage: '1d10', damageType: 'rending', trained: false },
    reaction: 'parry',
    targetWeapon: { class: 'melee', damage: '1d10', damageType: 'energy', qualities: ['powerField', 'balanced'] },
  });
  const destroyed: boolean = parried.evasion?.weaponDestroyed ?? false;
  void destroyed;

  const burst = resolveAttack({ ...request, action: 'fullAuto', weapon: { ...weapon, rateOfFire: { full: 10 } } });
  const spent: number = burst.ammo;
  const movable: number = burst.hits.filter((h) => h.extra).length;
  const twoWeapons = resolveAttack({
    ...request,
    ruleset: 'rt',
    action: 'multipleAttacks',
    secondaryWeapon: { class: 'pistol', damage: '1d10+2', damageType: 'energy', range: 30 },
    secondaryAction: 'semiAuto',
  });
  const strikeTests: number[] = (twoWeapons.strikes ?? []).map((s) => s.test.target);
  const landed: string | undefined = twoWeapons.scatter?.direction;
  const spray = resolveAttack({
    ...request,
    action: 'suppressingFire',
    fireMode: 'full',
    weapon: { ...weapon, rateOfFire: { full: 10 } },
    killZone: [{ id: 'b', actor: target }],
  });
  const pinnedIds: string[] = (spray.others ?? []).filter((o) => o.target.conditions.includes('pinned')).map((o) => o.id);
  const ownCrits = resolveAttack({
    ...request,
    critTables: [{ damageType: 'energy', region: 'arm', table: 'House arm', rows: Array.from({ length: 10 }, () => ({ summary: 'Knocked down.', effects: [{ type: 'prone' }, { type: 'fatigue', levels: { dice: 1, sides: 5, plus: 0 } }] })) }],
  });
  const ownTable: string | undefined = ownCrits.hits[0]?.critical?.table;
  void ownTable;
  const grab = resolveAttack({ ...request, action: 'grapple', grapple: { option: 'start', charge: true } });
  const holding: boolean | undefined = grab.grapple?.grappling;
  const stun = resolveAttack({ ...request, action: 'stun' });
  const rounds: number | undefined = stun.stun?.rounds ?? stun.target.stunnedRounds;
  const escaped: boolean = escapePinning({ ruleset: 'rt', actor: attacker, shotAt: false }).success;
  // Fate: spent on a test, burnt to survive, or spent outside a test.
  const lucky = resolveAttack({ ...request, attacker: { ...attacker, fate: 2 }, fate: { reroll: true, extraDegree: true }, targetFate: { burnToSurvive: true } });
  const rerolled: number | undefined = lucky.test.fate?.find((f) => f.use === 'reroll')?.replacedRoll;
  const healed: number = spendFate({ ruleset: 'dh1', actor: { ...target, fate: 1 }, use: 'recoverWounds' }).target.damage;
  // Critical effects as data, and the injuries to write back.
  const critEffects: string[] = (lucky.hits[0]?.critical?.effects ?? []).map((e) => e.type);
  const injuries = lucky.target.injuries ?? [];
  const lost = injuries.filter((e) => e.type === 'lost').map((e) => (e.type === 'lost' ? `${e.side ?? ''} ${e.part}` : ''));
  void [rerolled, healed, critEffects, lost];
  const patched = heal({ ruleset: 'rt', actor: target, kind: 'medicae', care: 'firstAid', medic: { actor: attacker } });
  const state: 'unharmed' | 'lightlyDamaged' | 'heavilyDamaged' | 'criticallyDamaged' = patched.state;
  const rested: number = heal({ ruleset: 'dh2', actor: target, kind: 'rest', hours: 6 }).target.fatigue;
  // @ts-expect-error a kind of healing the engine does not know
  heal({ ruleset: 'rt', actor: target, kind: 'surgery' });
  const fall = applyDamage({ ruleset: 'dh1', actor: target, hazard: { kind: 'fall', metres: 9 } });
  const fallWounds: number = fall.hits[0]?.wounds ?? 0;
  const turn = startTurn({ ruleset: 'rt', actor: { ...target, conditions: ['onFire'] }, extinguish: true });
  const mayAct: boolean | undefined = turn.canAct;
  // What a weapon's qualities left behind, fed back: a snare, a crippling wound; Regeneration.
  const struck = resolveAttack({ ...request, ruleset: 'ow', weapon: { ...request.weapon, qualities: [{ id: 'crippling', value: 2 }] } });
  const after: string[] = (struck.hits[0]?.aftermath ?? []).map((a) => a.quality);
  const crippled: Actor = { ...target, conditions: ['immobilised'], injuries: [{ type: 'crippled', location: 'leftLeg', damage: 2 }] };
  const regenerated: number = startTurn({ ruleset: 'ow', actor: crippled, fullAction: true }).regenerated ?? 0;
  void [after, regenerated];
  const roundEnd = endRound({ ruleset: 'dh2', actor: target, breath: { round: 3 }, vacuum: { round: 2, space: true } });
  const breathTests: string[] = roundEnd.tests.map((t) => t.purpose);
  void [spent, movable, strikeTests, landed, pinnedIds, holding, rounds, escaped, state, rested, fallWounds, mayAct, breathTests];
  // Movement, moves and tests beyond one roll.
  const speeds = movement({ ruleset: 'dh1', actor: attacker, gravity: 'high', carriedKg: 20, environment: ['mud'] });
  const ruler: number = speeds.full;
  const carry: number = speeds.limits.carry;
  const leap = resolveMove({ ruleset: 'dh2', actor: attacker, move: { kind: 'leap', running: true, runUp: 8 }, dice: { seed: 3 } });
  const leapt: number | undefined = leap.distance;
  const fellMetres: number | undefined = resolveMove({ ruleset: 'rt', actor: attacker, move: { kind: 'climb', height: 5 } }).fell?.metres;
  const march = resolveMove({ ruleset: 'ow', actor: attacker, move: { kind: 'march', hours: 14 } });
  const hours: (number | undefined)[] = march.tests.map((t) => t.hour);
  const helped = rollTest({ ruleset: 'dh1', actor: attacker, characteristic: 'per', skill: 'awareness', assistants: [target] });
  const task = extendedTest({ ruleset: 'dh2', actor: attacker, characteristic: 'int', needed: 3, count: 'degrees' });
  const found = investigate({ ruleset: 'dh1', actor: attacker, skill: 'inquiry', complexity: 'taxing' });
  const left: number = found.hoursLeft;
  void [ruler, carry, leapt, fellMetres, hours, helped, task.done, left];
  // Vehicles.
  const chimera: Vehicle = { kind: 'vehicle', name: 'Chimera', armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15 };
  const rammed = vehicleAction({ ruleset: 'ow', vehicle: chimera, driver: attacker, action: 'ram', metres: 30, target: chimera });
  const ramDamage: number | undefined = rammed.ram?.damage;
  const round = chaseRound({ ruleset: 'ow', pursuer: { driver: attacker, vehicle: chimera }, pursued: { driver: target, vehicle: chimera }, distance: 80 });
  const apart: number = round.distance;
  const fixed: number = repairVehicle({ ruleset: 'ow', vehicle: { ...chimera, damage: 4 }, mechanic: attacker }).repaired;
  const careers: 'left' | 'ahead' | 'right' = outOfControl({ ruleset: 'ow', vehicle: chimera }).direction;
  void [ramDamage, apart, fixed, careers];
  // @ts-expect-error a vehicle action the engine does not know
  vehicleAction({ ruleset: 'ow', vehicle: chimera, driver: attacker, action: 'drift' });
  // @ts-expect-error a move the engine does not know
  resolveMove({ ruleset: 'dh1', actor: attacker, move: { kind: 'teleport' } });
  // @ts-expect-error gravity is 'low', 'normal' or 'high'
  movement({ ruleset: 'dh1', actor: attacker, gravity: 'heavy' });
  // @ts-expect-error an action the engine does not know
  resolveAttack({ ...request, action: 'standart' });
  // @ts-expect-error a condition the engine does not know
  const badTarget: Actor = { ...target, conditions: ['prne'] };
  void badTarget;

  const t = rollTest({ ruleset: 'dh1', actor: { characteristics: { bs: 40 } }, characteristic: 'bs', difficulty: 'hard' });
  const ok: boolean = t.success;
  const o = opposedTest({
    ruleset: 'ow',
    a: { actor: attacker, characteristic: 's' },
    b: { actor: target, characteristic: 't' },
  });
  const winner: 'a' | 'b' | null = o.winner;
  const ini = rollInitiative({ ruleset: 'rt', combatants: [{ id: 'a', actor: attacker }] });
  const first: string | undefined = ini.order[0]?.id;
  const a = analyzeAttack({ ...request, trials: 1000 });
  // One request prepared for many rolls: figures, the whole outcome, the analysis.
  const shot = prepareAttack(request);
  const figures: { hits: number; wounds: number; critical: number; jammed: boolean; dead: boolean; unconscious: boolean } = shot.roll(42);
  const again: AttackOutcome = shot.outcome({ seed: 42, rolls: [14] });
  const odds: number = shot.analyze({ trials: 100 }).hitChance;
  void [figures, again, odds];
  // The same analysis on workers: a Promise, from a count or a pool.
  const onWorkers: Promise<number> = analyzeAttack({ ...request, trials: 100000 }, { workers: 2 }).then((x) => x.killChance);
  const pool: AnalysisPool = analysisPool({ workers: 4 });
  const pooled: Promise<number> = analyzeAttack(request, { workers: pool }).then((x) => x.meanWounds);
  const size: number = pool.size;
  void [onWorkers, pooled, size, pool.analyze(request), pool.close()];
  shot.free();
  const chances: number[] = [a.hitChance, a.meanHits, a.meanWounds, a.critChance, a.killChance, a.jamChance];
  // Each distribution is a list of chances, entry i for a total of exactly i.
  const spread: number[][] = [a.distributions.hits, a.distributions.damage, a.distributions.wounds, a.distributions.criticalDamage];
  const names: string[] = rulesets().map((p) => p.name);
  // Each line's qualities, talents and traits, for a UI's pickers.
  const qualities: string[] = rulesets()[0].features.filter((f) => f.kind === 'quality').map((f) => `${f.name}: ${f.summary}`);
  const withNumber = rulesets()[0].features.filter((f) => f.value.takes === 'required');
  const version: string = engineVersion();
  void [ok, winner, first, chances, spread, names, version, qualities, withNumber];

  // A sheet's skill list and difficulty picker, from the catalogue.
  const sheet: Catalogue = catalogue({ ruleset: 'dh2' });
  const dodgeOn: Characteristic | undefined = sheet.skills.find((s) => s.id === 'dodge')?.characteristic;
  const rows: string[] = sheet.skills.map((s) => `${s.name} (${s.characteristic})${s.specialist ? ' *' : ''}${s.class === 'advanced' ? ' [adv]' : ''}`);
  const picker: Array<[string, number]> = sheet.difficulties.map((d) => [d.label, d.modifier]);
  const conditionLabels: string[] = sheet.conditions.map((c) => `${c.label}: ${c.summary}`);
  const flags = sheet.circumstances.filter((c) => c.kind === 'flag').map((c) => c.id);
  const circumstancesOn: AttackRequest['circumstances'] = Object.fromEntries(flags.map((f) => [f, true]));
  const offSkill = rollTest({ ruleset: 'dh2', actor: { characteristics: { ws: 40 } }, characteristic: 'ws', skill: 'Dodge', anyCharacteristic: true });
  void [dodgeOn, rows, picker, conditionLabels, circumstancesOn, offSkill, sheet.actions.length];

  const actionRows: ActionRow[] = actions({ ruleset: 'dh2' });
  const halves: string[] = actionRows.filter((r) => r.type === 'half' && !r.attack).map((r) => r.id);
  const modifier: number | undefined = actionRows.find((r) => r.id === 'standard')?.attack?.modifier;
  const check: TurnCheck = validateTurn({
    ruleset: 'ow',
    actor: { characteristics: {}, conditions: ['pinned'] },
    actions: ['aim', { id: 'standard', reach: 'ranged' }, { id: 'reload', as: 'full' }],
    reactionsUsed: 0,
    round: { attacks: 0, concentration: 0 },
    firstRound: true,
  });
  const valid: boolean = check.valid;
  const problems: string[] = check.problems.map((p: TurnProblem) => `${p.code} at ${p.path}: ${p.message}`);
  void [halves, modifier, valid, problems];

  try {
    resolveAttack(request);
  } catch (err) {
    if (isCogitatorError(err)) {
      const e: CogitatorError = err;
      const where: string | undefined = e.path;
      const die: string | undefined = e.purpose;
      const sides: number | undefined = e.sides;
      void sides;
      if (e.code === 'invalid_input' || e.code === 'dice_exhausted') void [where, die];
    }
  }
}

// Things that must not type-check.
// @ts-expect-error: unknown ruleset
resolveAttack({ ...request, ruleset: 'dh3' });
// @ts-expect-error: the weapon is required
resolveAttack({ ruleset: 'dh1', attacker, target, action: 'standard' });
// @ts-expect-error: characteristics are numbers
const badActor: Actor = { characteristics: { ...attacker.characteristics, bs: 'x' }, wounds: 1 };
// @ts-expect-error: not a location
const badLocation: Location = 'tail';
// @ts-expect-error: a turn's action is an id or { id, as }, not a number
validateTurn({ ruleset: 'dh2', actions: [3] });
// @ts-expect-error: 'double' is not how long an action takes
validateTurn({ ruleset: 'dh2', actions: [{ id: 'aim', as: 'double' }] });
void [badActor, badLocation, main];

// ---- cogitator/foundry: a Foundry actor and weapon to a request, the outcome back.
import {
  actorFromFoundry,
  weaponFromFoundry,
  foundryUpdate,
  foundryStatuses,
  parseQualities,
  type FoundryWarning,
  type FoundryUpdate,
} from 'cogitator/foundry';

const foundryActor = { name: 'Vex', type: 'acolyte', system: { wounds: { max: 12, value: 9 } }, items: [] };
const foundryWarnings: FoundryWarning[] = [];
const vex = actorFromFoundry(foundryActor, { system: 'dark-heresy-2nd', warnings: foundryWarnings });
const bolter = weaponFromFoundry({ toObject: () => ({ name: 'Boltgun', system: { class: 'Basic', damage: '1d10+5', damageType: 'Explosive' } }) });
const foundryOut = resolveAttack({ ruleset: 'dh2', attacker: vex, target: vex, weapon: bolter, action: 'standard' });
const foundryPatch: FoundryUpdate = foundryUpdate(foundryOut, foundryActor, { wounds: 'remaining' });
const woundsLeft: number | undefined = foundryPatch['system.wounds.value'];
const statusIds: string[] = foundryStatuses(foundryOut, foundryActor).add;
const foundryQualities = parseQualities('Tearing, Blast (3)', { ruleset: 'dh2' });
const warningKinds: string[] = foundryWarnings.map((w) => w.kind);
void [woundsLeft, statusIds, foundryQualities, warningKinds];

// ---- cogitator/foundry: a combat to an encounter, and its state back.
import { startEncounter as beginFight, act as actInFight } from 'cogitator';
import {
  encounterFromFoundry,
  encounterFoundryUpdates,
  applyEncounterToFoundry,
  type FoundryEncounterUpdates,
  type FoundryLiveActor,
} from 'cogitator/foundry';

const liveActor: FoundryLiveActor = { ...foundryActor, update: async (data: Record<string, unknown>) => data };
const fakeCombat = {
  round: 1,
  turn: 0,
  combatants: [
    { id: 'c1', name: 'Vex', actor: liveActor, token: { disposition: 1 }, initiative: null, defeated: false },
    { id: 'c2', name: 'Heretic', actor: liveActor, token: { disposition: -1 }, initiative: null, defeated: false, tier: 'minion' },
  ],
  async update(data: { round: number; turn: number }) { return data; },
  async updateEmbeddedDocuments(type: 'Combatant', updates: Array<{ _id: string; initiative?: number; defeated: boolean }>) { return [type, updates]; },
};
const fightRequest = encounterFromFoundry(fakeCombat, {
  system: 'dark-heresy-2nd',
  // The callback sees the caller's own combatant type.
  side: (c) => (c.tier === 'minion' ? 'cult' : undefined),
  reactions: 'best',
  dice: { seed: 4 },
  onWarning: (w) => w.kind === 'combatant',
});
fightRequest.combatants[0]!.surprised = true;
const fight = actInFight(beginFight(fightRequest), { combatant: 'c1', actions: ['aim'] }).encounter;
const fightUpdates: FoundryEncounterUpdates<FoundryLiveActor> = encounterFoundryUpdates(fight, fakeCombat);
const fightTurn: number = fightUpdates.combat.turn;
const written: Promise<FoundryEncounterUpdates<FoundryLiveActor>> = applyEncounterToFoundry(fight, fakeCombat, { wounds: 'remaining' });
void [fightTurn, written];

// The attack entry: the main entry's names for attacks, with the same types.
import initAttack, { resolveAttack as attackOnly, prepareAttack as prepareOnly, type AttackRequest as Req, type AttackOutcome as Out } from 'cogitator/attack';
export async function firstOutcome(r: Req): Promise<[Out, number]> {
  await initAttack();
  return [attackOnly(r), prepareOnly(r).roll().hits];
}
