// Mistakes that must not type-check under `strict`: each line below is one a caller made
// (or could make), and `tsc` must flag it. If one of them compiles, `@ts-expect-error`
// itself fails the build, so this file cannot silently pass.

import {
  resolveAttack,
  rollTest,
  movement,
  resolveMove,
  extendedTest,
  repairVehicle,
  opposedTest,
  analyzeAttack,
  actions,
  catalogue,
  rulesets,
  validateTurn,
  escapePinning,
  rollInitiative,
  formatOutcome,
  type Actor,
  type AttackRequest,
  type Weapon,
  type CogitatorError,
} from 'cogitator';

const actor: Actor = { characteristics: { ws: 40, bs: 40, s: 30, t: 30, ag: 30, wp: 30 }, wounds: 10 };
const weapon: Weapon = { class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 };
const base: AttackRequest = { ruleset: 'dh2', attacker: actor, target: actor, weapon, action: 'standard' };

// Requests.
// @ts-expect-error the action is 'standard'
resolveAttack({ ...base, action: 'standart' });
// @ts-expect-error the field is 'penetration'
const w1: Weapon = { ...weapon, penetraton: 4 };
// @ts-expect-error the field is 'armour'
const a1: Actor = { ...actor, armor: { body: 4 } };
// @ts-expect-error the field is 'conditions'
const a2: Actor = { ...actor, conditon: ['prone'] };
// @ts-expect-error the condition is 'prone'
const a3: Actor = { ...actor, conditions: ['prne'] };
// @ts-expect-error the option is 'suddenDeath'
resolveAttack({ ...base, options: { suddenDeth: true } });
// @ts-expect-error the circumstance is 'darkness'
resolveAttack({ ...base, circumstances: { darknes: true } });
// @ts-expect-error outnumber is a number (2 or 3), not a flag
resolveAttack({ ...base, circumstances: { outnumber: true } });
// @ts-expect-error the reaction is 'dodge'
resolveAttack({ ...base, reaction: 'dodg' });
// @ts-expect-error aim is 'none', 'half' or 'full'
resolveAttack({ ...base, aim: 'double' });
// @ts-expect-error characteristics are lower case
const a4: Actor = { characteristics: { BS: 40 } };
// @ts-expect-error a weapon class the engine does not know
const w2: Weapon = { ...weapon, class: 'rifle' };
// @ts-expect-error a damage type the engine does not know
const w3: Weapon = { ...weapon, damageType: 'laser' };
// @ts-expect-error rate of fire fields are 'single', 'semi' and 'full'
const w4: Weapon = { ...weapon, rateOfFire: { auto: 10 } };
// @ts-expect-error not a hit location
resolveAttack({ ...base, action: 'calledShot', calledLocation: 'chest' });
// @ts-expect-error a modifier is { label, value }
resolveAttack({ ...base, modifiers: [{ name: 'GM', value: 10 }] });
// @ts-expect-error the seed is a number
resolveAttack({ ...base, dice: { seed: '42' } });
// @ts-expect-error the righteousFury option is 'rules', 'always' or 'never'
resolveAttack({ ...base, options: { righteousFury: true } });
// @ts-expect-error the grapple option is 'start', not 'begin'
resolveAttack({ ...base, action: 'grapple', grapple: { option: 'begin' } });
// @ts-expect-error a cover's locations are hit locations
const a5: Actor = { ...actor, cover: { ap: 4, locations: ['torso'] } };
// @ts-expect-error the characteristic is 'ag'
rollTest({ ruleset: 'dh1', actor, characteristic: 'agility' });
// @ts-expect-error an opposed side needs its characteristic
opposedTest({ ruleset: 'rt', a: { actor }, b: { actor, characteristic: 's' } });
// @ts-expect-error initiative takes { id, actor } combatants
rollInitiative({ ruleset: 'rt', combatants: [actor] });
// @ts-expect-error a jump down needs its metres
resolveMove({ ruleset: 'dh1', actor, move: { kind: 'jumpDown' } });
// @ts-expect-error an environment of Table 7-30 ('rubble'), not 'ruble'
movement({ ruleset: 'dh1', actor, environment: ['ruble'] });
// @ts-expect-error an extended test needs what it counts to
extendedTest({ ruleset: 'dh1', actor, characteristic: 'int' });
// @ts-expect-error a vehicle's kind is 'vehicle', and its armour has three facings
repairVehicle({ ruleset: 'ow', vehicle: { kind: 'tank', armour: { front: 10 }, structuralIntegrity: 10, tacticalSpeed: 10 }, mechanic: actor });
// @ts-expect-error the field is 'shotAt'
escapePinning({ ruleset: 'rt', actor, shot: false });
// @ts-expect-error trials is a number
analyzeAttack({ ...base, trials: 'many' });
// @ts-expect-error the option is 'workers'
analyzeAttack(base, { worker: 2 });
// @ts-expect-error analysis on workers is a Promise
const n4: number = analyzeAttack(base, { workers: 2 }).hitChance;
// @ts-expect-error the turn field is 'reactionsUsed'
validateTurn({ ruleset: 'dh2', actions: ['aim'], reactions: 1 });
// @ts-expect-error the action is 'semiAuto'
validateTurn({ ruleset: 'dh2', actions: ['aim', 'semiAutoBurst'] });
// @ts-expect-error the action is 'defensiveStance', in the object form too
validateTurn({ ruleset: 'dh2', actions: [{ id: 'defensive' }] });

// Outcomes: every field is typed, so a misspelt read is an error too.
const out = resolveAttack(base);
// @ts-expect-error the field is 'hitsScored'
const n1: number = out.hitsScore;
// @ts-expect-error the field is 'wounds'
const n2: number | undefined = out.hits[0]?.woundz;
// @ts-expect-error die purposes are a closed set
const p1: boolean = out.dice.some((d) => d.purpose === 'atack');
// @ts-expect-error the outcome's action is one of the actions
const p2: boolean = out.action === 'standart';
// @ts-expect-error a critical effect's kind is a closed set
const p3: boolean = out.hits.some((h) => h.critical?.effects.some((e) => e.type === 'explode'));
// @ts-expect-error the analysis field is 'hitChance'
const n3: number = analyzeAttack({ ...base, trials: 100 }).hitChanse;
// @ts-expect-error the opposed winner is 'a', 'b' or null
const p4: boolean = opposedTest({ ruleset: 'rt', a: { actor, characteristic: 's' }, b: { actor, characteristic: 's' } }).winner === 'c';
// @ts-expect-error a ruleset profile has 'name', not 'title'
const s1: string = rulesets()[0]!.title;
// @ts-expect-error an action row has 'id'
const s2: string = actions({ ruleset: 'dh1' })[0]!.key;
// @ts-expect-error byPurpose takes purposes, not any name
resolveAttack({ ...base, dice: { byPurpose: { atack: [34] } } });
// @ts-expect-error the format is 'html' or 'text'
formatOutcome(resolveAttack(base), { format: 'markdown' });
// @ts-expect-error error codes are a closed set
const p5: boolean = ({} as CogitatorError).code === 'bad_request';

void [w1, w2, w3, w4, a1, a2, a3, a4, a5, n1, n2, n3, n4, p1, p2, p3, p4, p5, s1, s2];

// ---- cogitator/foundry
import { actorFromFoundry as fromFoundry, foundryUpdate as toFoundry } from 'cogitator/foundry';
// @ts-expect-error the wound convention is 'taken' or 'remaining'
fromFoundry({ system: {} }, { wounds: 'left' });
// @ts-expect-error the ruleset is a closed set
fromFoundry({ system: {} }, { ruleset: 'dh3' });
// @ts-expect-error the update object's paths are the system's own
const f1: number = toFoundry({ damage: 1 }, { system: {} })['system.wounds.max'];
void f1;
import { encounterFromFoundry as fromCombat, applyEncounterToFoundry as toCombat } from 'cogitator/foundry';
// @ts-expect-error a side is a name (or nothing, for the token's disposition)
fromCombat({ combatants: [] }, { side: () => 1 });
// @ts-expect-error the reaction policy is a closed set
fromCombat({ combatants: [] }, { reactions: 'always' });
// @ts-expect-error writing back needs a live combat, with update()
void toCombat({} as Parameters<typeof toCombat>[0], { combatants: [] });

// The catalogue takes a line, and its rows are typed.
// @ts-expect-error: the ruleset is required
catalogue({});
// @ts-expect-error: not a line
catalogue({ ruleset: 'dh3' });
// @ts-expect-error: a skill's characteristic is a characteristic key, not a number
const skillOn: number = catalogue({ ruleset: 'dh1' }).skills[0]!.characteristic;
// @ts-expect-error: anyCharacteristic is a boolean
rollTest({ ruleset: 'dh1', actor, characteristic: 'ws', skill: 'Dodge', anyCharacteristic: 'yes' });

// An attack at a vehicle names a facing, and the vehicle's fields are its own.
const chimera = { kind: 'vehicle' as const, armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15 };
// @ts-expect-error: a facing is 'front', 'side' or 'rear'
resolveAttack({ ...base, target: chimera, facing: 'left' });
// @ts-expect-error: the vehicle's armour is by facing
resolveAttack({ ...base, target: { ...chimera, armour: 12 }, facing: 'side' });
// @ts-expect-error: a called location is a character's
resolveAttack({ ...base, target: chimera, facing: 'side', calledLocation: 'head' });

// The attack entry has attacks and tests, not the rest of the engine.
// @ts-expect-error startEncounter is the main entry's
import { startEncounter as notInAttackEntry } from 'cogitator/attack';
void notInAttackEntry;
