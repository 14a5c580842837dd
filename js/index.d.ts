// Types for the cogitator package. One file serves both entry points (browser and Node):
// they export the same names. Field names follow the public API contract; fields marked
// "extension" are returned by the engine in addition to the contract.

// ---------------------------------------------------------------- basic names

/** Dark Heresy 1e, Rogue Trader, Only War, Dark Heresy 2e. */
export type Ruleset = 'dh1' | 'rt' | 'ow' | 'dh2';
export type Characteristic = 'ws' | 'bs' | 's' | 't' | 'ag' | 'int' | 'per' | 'wp' | 'fel';
export type Location = 'head' | 'rightArm' | 'leftArm' | 'body' | 'rightLeg' | 'leftLeg';
export type DamageType = 'energy' | 'explosive' | 'impact' | 'rending';

/**
 * Condition names the engine understands; any other name is refused (`invalid_input`).
 * `unconscious`, `guarded` (made a Guarded Attack or Action since its last turn),
 * `allOutAttack` (made an All Out Attack since its last turn: no Dodge or Parry) and
 * `defensiveStance` are extensions.
 */
export type ConditionName =
  | 'prone' | 'stunned' | 'helpless' | 'unaware' | 'surprised' | 'pinned' | 'running'
  | 'grappled' | 'engaged' | 'fatigued' | 'blinded' | 'onFire' | 'bloodLoss'
  | 'unconscious' | 'guarded' | 'allOutAttack' | 'defensiveStance';

/**
 * Circumstance names for `AttackRequest.circumstances`. Extensions: `targetArmed` (an
 * unarmed attacker faces an armed foe), `untrainedWeapon`, `movingFire` (Rogue Trader: a
 * pistol or basic weapon fires a burst on the move), `movedFirst` (a Knock-Down after a half
 * move, or with a Charge in the second generation), `feinted` (the attacker won a Feint
 * against this target: no Dodge or Parry).
 */
export type CircumstanceName =
  | 'darkness' | 'fog' | 'higherGround' | 'outnumber' | 'difficultTerrain' | 'arduousTerrain'
  | 'weather' | 'braced' | 'concealed' | 'attackerProne' | 'targetArmed' | 'untrainedWeapon'
  | 'movingFire' | 'movedFirst' | 'feinted';

/** Weapon quality ids. */
export type QualityName =
  | 'accurate' | 'balanced' | 'blast' | 'defensive' | 'felling' | 'flame' | 'flexible'
  | 'inaccurate' | 'overheats' | 'powerField' | 'primitive' | 'proven' | 'razorSharp'
  | 'reliable' | 'unreliable' | 'scatter' | 'shocking' | 'snare' | 'storm' | 'tearing'
  | 'toxic' | 'twinLinked' | 'unbalanced' | 'unwieldy';

/**
 * The attack actions `resolveAttack` resolves. Not every line has every one: `actions()`
 * lists a line's (e.g. `swift` and `lightning` are second-generation actions; dh1 and rt
 * reach them through `multipleAttacks` and the talents). A line without the action refuses
 * it with `not_allowed`.
 */
export type ActionName =
  | 'standard' | 'semiAuto' | 'fullAuto' | 'allOut' | 'charge' | 'calledShot' | 'guarded'
  | 'swift' | 'lightning' | 'multipleAttacks' | 'suppressingFire' | 'overwatch' | 'stun'
  | 'knockDown' | 'feint' | 'manoeuvre' | 'grapple';

/** Flying altitude (003 "Altitude"); absent: on the ground. */
export type Altitude = 'ground' | 'hover' | 'low' | 'high';

/** A named modifier: every bonus and penalty in a test is reported this way. */
export interface Modifier {
  label: string;
  value: number;
}

/** An id, or an id with a numeric value (`{ id: 'tearing' }`, `{ id: 'blast', value: 3 }`). */
export type Tagged = string | { id: string; value?: number };

// ---------------------------------------------------------------- dice

/**
 * Where dice come from. `rolls` are raw faces used first, in table order (d100 faces
 * 1..100, a d5 given as a d10 face 1..10). When they run out the `seed` continues; with
 * no seed a `dice_exhausted` error is thrown. With neither, a fresh seed is drawn and
 * returned as `seed` in the outcome so the result can be replayed.
 */
export interface Dice {
  /** An integer from 0 to 2^53 - 1. */
  seed?: number;
  rolls?: number[];
}

/** One die as rolled, in order. */
export interface DieRecord {
  /** What the die was for, e.g. 'attack test', 'damage', 'hit location'. */
  purpose: string;
  sides: number;
  face: number;
  /** Extension: the value counted when it differs from the face (a d5 rolled as a d10). */
  value?: number;
  /** Extension: the 1-based hit this die belongs to (damage and critical dice). */
  hit?: number;
}

// ---------------------------------------------------------------- requests

export interface Actor {
  name?: string;
  characteristics: Record<Characteristic, number>;
  unnatural?: Partial<Record<Characteristic, number>>;
  /** Keyed by skill id: 'dodge', 'parry', 'awareness', ... */
  skills?: Record<string, { trained?: boolean; bonus?: number; advanced?: boolean }>;
  /** snake_case ids, e.g. 'swift_attack'. */
  talents?: string[];
  traits?: Tagged[];
  /** 'average', 'hulking', ... or 1..10. */
  size?: string | number;
  /** Maximum wounds. */
  wounds: number;
  /** Damage taken so far; counts up and never past `wounds`. */
  damage?: number;
  /** Damage taken beyond `wounds`. */
  criticalDamage?: number;
  fatigue?: number;
  armour?: Partial<Record<Location, number>>;
  cover?: Cover;
  conditions?: ConditionName[];
  /** A player character (matters for Righteous Fury in dh1 and rt). */
  player?: boolean;
  /** Extension: flying altitude. */
  altitude?: Altitude;
}

export interface Cover {
  ap: number;
  locations: Location[];
}

export interface Weapon {
  name?: string;
  class: 'melee' | 'pistol' | 'basic' | 'heavy' | 'thrown' | 'unarmed';
  /** A damage expression: '1d10+3', '2d10', '1d5-3'. */
  damage: string;
  damageType: DamageType;
  penetration?: number;
  /** Range in metres (ranged weapons). */
  range?: number;
  rateOfFire?: { single?: boolean; semi?: number; full?: number };
  qualities?: (QualityName | (string & {}) | { id: QualityName | (string & {}); value?: number })[];
}

export interface AttackRequest {
  ruleset: Ruleset;
  attacker: Actor;
  target: Actor;
  weapon: Weapon;
  action: ActionName;
  aim?: 'none' | 'half' | 'full';
  calledLocation?: Location;
  /** Metres to the target. */
  range?: number;
  circumstances?: Partial<Record<CircumstanceName, boolean | number>> & Record<string, boolean | number>;
  /** Extra modifiers from the GM. */
  modifiers?: Modifier[];
  /** The target's reaction; 'none' when omitted. */
  reaction?: 'none' | 'dodge' | 'parry';
  options?: AttackOptions;
  dice?: Dice;
  /** Extension: the hand holding `weapon` ('secondary': the secondary-hand penalty). */
  hand?: 'primary' | 'secondary';
  /**
   * Extension: a weapon in the secondary hand that attacks too (Multiple Attacks with the
   * Two-Weapon Wielder talent in dh1/rt; beside the primary hand's action in ow/dh2).
   */
  secondaryWeapon?: Weapon;
  /** Extension (dh1/rt): the primary hand's attack under Multiple Attacks; default 'standard'. */
  primaryAction?: ActionName;
  /** Extension: the secondary hand's attack; default 'standard'. */
  secondaryAction?: ActionName;
  /** Extension: metres the target must move to leave an area attack (a Dodge beyond its reach fails). */
  areaEdge?: number;
  /** Extension: what a `grapple` action does; required with it. */
  grapple?: GrappleRequest;
  /** Extension: the burst a suppressing fire lays down where the line lets the shooter choose (dh2, ow); default 'full'. */
  fireMode?: 'semi' | 'full';
  /** Extension: the attack an `overwatch` fires when triggered; default 'fullAuto'. */
  overwatchAttack?: ActionName;
  /** Extension: the other characters in a suppressing fire's or an overwatch's kill zone (`target` is always in it). */
  killZone?: ZoneMember[];
  /** Extension: characters within 2 m of the target taking up to `hits` of a burst's extra hits. */
  spread?: (ZoneMember & { hits: number })[];
  /** Extension: the target's opponent in melee, for `options.strayShots`. */
  meleeOpponent?: ZoneMember;
}

/** Extension: another character an attack involves; `id` is echoed in `AttackOutcome.others`. */
export interface ZoneMember {
  id: string;
  actor: Actor;
}

/**
 * Extension: the Grapple action. `start` opens a grapple (an unarmed Standard Attack, or a
 * Charge with `charge: true`); `damage`, `throwDown`, `push`, `ready` and `stand` are the
 * controller's options; `breakFree`, `slipFree` and `takeControl` the grappled character's.
 * dh1 has only start, damage, breakFree and takeControl.
 */
export interface GrappleRequest {
  option: 'start' | 'damage' | 'throwDown' | 'push' | 'ready' | 'stand' | 'breakFree' | 'slipFree' | 'takeControl';
  charge?: boolean;
  /** `stand` only: also try to drag the prone target up. */
  drag?: boolean;
}

export interface AttackOptions {
  /** Any critical damage kills. */
  suddenDeath?: boolean;
  /** Who may trigger Righteous Fury: as the rules say (default), everyone, or nobody. */
  righteousFury?: 'rules' | 'always' | 'never';
  /** Extension: the fight is in zero gravity (a missed thrown or blast weapon scatters on two axes). */
  zeroGravity?: boolean;
  /** Extension: the optional stray-shots rule for shooting into melee (needs `meleeOpponent`). */
  strayShots?: boolean;
  [option: string]: unknown;
}

/** Actors in tests and initiative do not need `wounds`. */
export type TestActor = Omit<Actor, 'wounds' | 'characteristics'> & {
  wounds?: number;
  characteristics: Partial<Record<Characteristic, number>>;
};

export interface TestRequest {
  ruleset: Ruleset;
  actor: TestActor;
  characteristic: Characteristic;
  skill?: string;
  modifiers?: Modifier[];
  /** A named difficulty from the ruleset ('hard') or a number (-20). */
  difficulty?: string | number;
  dice?: Dice;
}

export interface OpposedSide {
  actor: TestActor;
  characteristic: Characteristic;
  skill?: string;
  modifiers?: Modifier[];
  difficulty?: string | number;
}

export interface OpposedRequest {
  ruleset: Ruleset;
  a: OpposedSide;
  b: OpposedSide;
  dice?: Dice;
}

export interface InitiativeRequest {
  ruleset: Ruleset;
  combatants: { id: string; actor: TestActor }[];
  dice?: Dice;
}

/** `actions()`: a line's combat actions. */
export interface ActionsRequest {
  ruleset: Ruleset;
}

/**
 * One action of a turn: its id (`'aim'`), or an object saying how much of the turn it takes
 * where the book leaves a choice. Aim and Move: `'half'` (the default) or `'full'`; Reload,
 * Use a Skill and Focus Power: required, `'half'`, `'full'`, `'free'` or `'extended'` (an
 * extended action takes the turn's Full Action). `reach` says whether an attack that can be
 * either (Standard Attack, Called Shot) is made in melee.
 */
export type TurnAction =
  | string
  | { id: string; as?: 'half' | 'full' | 'free' | 'extended' | 'reaction'; reach?: 'melee' | 'ranged' };

export interface TurnRequest {
  ruleset: Ruleset;
  /** Its conditions matter: surprised, stunned, helpless, unconscious, unaware, pinned, grappled, engaged, defensiveStance. */
  actor?: TestActor;
  /** Action ids in the order taken this turn; reactions listed here count as used this round. */
  actions: TurnAction[];
  /** Reactions already used this round. */
  reactionsUsed?: number;
  /** Attack and Concentration actions already taken this round (ow/dh2 allow one of each). */
  round?: { attacks?: number; concentration?: number };
  /** The first round of the combat: a surprised actor loses its turn. */
  firstRound?: boolean;
}

/** `escapePinning()`: the end-of-turn Willpower test to shake off being pinned. */
export interface EscapePinningRequest {
  ruleset: Ruleset;
  actor: TestActor;
  /** Someone shot at the character since its last turn (no +30). Default true. */
  shotAt?: boolean;
  /** Engaged in melee: escapes without a test (the `engaged` condition counts too). */
  engaged?: boolean;
  /** In cover (dh2 gives the +30 for cover too). */
  inCover?: boolean;
  modifiers?: Modifier[];
  dice?: Dice;
}

export type AnalyzeRequest = AttackRequest & {
  /** How many attacks to simulate. */
  trials?: number;
};

// ---------------------------------------------------------------- results

export interface TestResult {
  characteristic: Characteristic;
  skill?: string;
  /** The characteristic (or skill) value before modifiers. */
  base: number;
  /** Every modifier applied, named. */
  modifiers: Modifier[];
  /** The roll had to be equal to or under this. */
  target: number;
  /** The d100 face; absent when the result was automatic. */
  roll?: number;
  success: boolean;
  /** Degrees of success when `success`, else degrees of failure. */
  degrees: number;
  /** Extension: true when no roll was made. */
  automatic?: boolean;
}

/** A structured critical effect; `type` says which ('death', 'test', ...). */
export interface CriticalEffect {
  type: string;
  [field: string]: unknown;
}

export interface Critical {
  damageType: DamageType;
  location: Location;
  /** The table row applied. */
  severity: number;
  effects: CriticalEffect[];
  lethal: boolean;
  /** Extension: the cumulative critical damage that chose the row. */
  criticalDamage?: number;
  /** Extension: which table the row comes from. */
  table?: string;
  /** Extension: 'damage' or 'righteousFury'. */
  source?: string;
}

export interface RighteousFury {
  triggered: boolean;
  confirmed?: boolean;
  confirmationRoll?: number;
  extraDamage?: number;
  criticalRoll?: number;
  suppressed?: string;
  [field: string]: unknown;
}

export interface Hit {
  location: Location;
  /** Extension: an extra hit of a burst, which may instead go to another target within 2 m. */
  extra?: boolean;
  /** Extension: the strike (1-based index into `strikes`) that scored it. */
  strike?: number;
  damage: {
    /** The damage total before cover, armour and toughness. */
    total: number;
    /** Extension: the value each damage die counted for, then any Righteous Fury dice. */
    dice: number[];
    [field: string]: unknown;
  };
  /** Damage this hit dealt after cover, armour and toughness. */
  wounds: number;
  critical?: Critical;
  /** Extension: every critical this hit caused; `critical` is the most severe. */
  criticals?: Critical[];
  /** Extension: what Righteous Fury did on this hit. */
  righteousFury?: RighteousFury;
  /** Extension: how cover, armour and toughness reduced the damage. */
  soak?: Soak;
  /** Extension: fatigue levels this hit inflicted. */
  fatigue?: number;
}

export interface TargetState {
  damage: number;
  criticalDamage: number;
  fatigue: number;
  conditions: ConditionName[];
  dead: boolean;
  unconscious: boolean;
  /** Cover after any wear from this attack. */
  cover?: Cover;
  /** Extension: rounds the target is stunned for by this action. */
  stunnedRounds?: number;
}

/** Extension: the steps that reduced a hit's damage total to its wounds. */
export interface Soak {
  /** The cover's AP when the hit struck it (0 when the location was not covered). */
  coverAp: number;
  /** How much of the damage the cover stopped. */
  coverAbsorbed: number;
  /** The location's armour points, before penetration. */
  armour: number;
  penetration: number;
  /** Armour after doubling (unarmed blows) and penetration, never below 0. */
  effectiveArmour: number;
  toughnessBonus: number;
}

/** The target's reaction. */
export interface Evasion {
  reaction: 'dodge' | 'parry';
  test: TestResult;
  hitsNegated: number;
  /** Extension: a Dodge against an area attack: the edge's distance and the target's reach. */
  area?: { edge?: number; reach: number; outOfReach: boolean };
}

/** Extension: a direction on the scatter diagram. */
export interface ScatterDirection {
  /** The d10 rolled. */
  roll: number;
  direction:
    | 'long' | 'longRight' | 'rightLong' | 'rightShort' | 'shortRight'
    | 'short' | 'shortLeft' | 'leftShort' | 'leftLong' | 'longLeft';
  /** Degrees clockwise from straight on past the target. */
  bearing: number;
}

/** Extension: where a missed thrown or blast weapon lands. */
export interface Scatter extends ScatterDirection {
  metres: number;
  /** In zero gravity, the direction on the second axis. */
  secondAxis?: ScatterDirection;
}

/** Extension: one strike of an action that attacks several times. */
export interface Strike {
  /** The weapon's name, or 'primary' / 'secondary'. */
  weapon: string;
  hand: 'primary' | 'secondary';
  action: ActionName;
  test: TestResult;
  jammed: boolean;
  ammo: number;
  hitsScored: number;
  evasion?: Evasion;
  hitsLanded: number;
  scatter?: Scatter;
}

export interface AttackOutcome {
  ruleset: Ruleset;
  action: ActionName;
  /** The attacker's test. */
  test: TestResult;
  jammed: boolean;
  /** Extension: rounds spent (1 for a single shot, the rate of fire for a burst, 0 in melee). */
  ammo: number;
  /** Hits scored before the target's reaction. */
  hitsScored: number;
  evasion?: Evasion;
  /** Extension: where a missed thrown or blast weapon landed. */
  scatter?: Scatter;
  /** Extension: each strike, when the action attacked several times. */
  strikes?: Strike[];
  /** Extension: the opposed test of a knockDown, feint, manoeuvre or grapple option. */
  opposed?: { attacker: TestResult; defender: TestResult; winner: 'attacker' | 'defender' | null; attackerSizeDegrees?: number; defenderSizeDegrees?: number };
  /** Extension: the two rolls of a stun attempt. */
  stun?: { attackerRoll: number; attackerTotal: number; targetRoll?: number; targetTotal: number; headArmour: number; stunned: boolean; rounds: number };
  /** Extension: whether a feint succeeded (the next melee attack then takes `circumstances.feinted`). */
  feinted?: boolean;
  /** Extension: metres the target was pushed (manoeuvre, a grapple's push). */
  pushedMetres?: number;
  /** Extension: where a grapple stands after the action. */
  grapple?: { option: GrappleRequest['option']; grappling: boolean; controller: 'attacker' | 'target' | null };
  /** Extension: the attacker's state when the action changed it (knocked prone, grappling). */
  attacker?: { conditions: ConditionName[]; fatigue: number };
  /** Extension: the main target's Pinning Test (suppressing fire, overwatch). */
  pinning?: TestResult;
  /** Extension: the other characters the attack involved (kill zone, spread, melee opponent). */
  others?: { id: string; role: 'killZone' | 'spread' | 'meleeOpponent'; hits: Hit[]; target: TargetState; pinning?: TestResult }[];
  /** Extension: the attack an overwatch fired. */
  overwatchAttack?: ActionName;
  /** Extension: the burst a suppressing fire laid down. */
  fireMode?: 'semi' | 'full';
  /** Hits that landed, in order. */
  hits: Hit[];
  /** The target after the attack. */
  target: TargetState;
  /** Every die, in the order rolled. */
  dice: DieRecord[];
  /** One plain-English line per step. */
  log: string[];
  /** Extension: the seed that continued the dice, for replay. */
  seed?: number;
}

/** Common extras on the results of rollTest, opposedTest and rollInitiative. */
export interface Rolled {
  dice: DieRecord[];
  log: string[];
  seed?: number;
}

export type TestOutcome = TestResult & Rolled;

export interface OpposedOutcome extends Rolled {
  a: TestResult;
  b: TestResult;
  winner: 'a' | 'b' | null;
}

export interface InitiativeOutcome extends Rolled {
  /** Highest first. */
  order: { id: string; roll: number; total: number; bonus?: number; tieRoll?: number }[];
}

export interface Analysis {
  trials: number;
  hitChance: number;
  meanHits: number;
  meanWounds: number;
  critChance: number;
  killChance: number;
  jamChance: number;
  unconsciousChance?: number;
  furyChance?: number;
  seed?: number;
  [field: string]: unknown;
}

export type ActionType = 'full' | 'half' | 'halfOrFull' | 'reaction' | 'free' | 'extended' | 'varies';
export type ActionSubtype =
  | 'attack' | 'concentration' | 'defence' | 'melee' | 'ranged' | 'movement' | 'miscellaneous' | 'varies';

/** One row of a line's action catalogue, as `actions()` returns it. */
export interface ActionRow {
  /** The id used in requests ('standard', 'aim', ...). */
  id: string;
  name: string;
  type: ActionType;
  subtypes: ActionSubtype[];
  /** What it does, in a line. */
  summary: string;
  /** The rulebook heading or table it comes from. */
  source: string;
  /** Present for the actions `resolveAttack` resolves. */
  attack?: {
    action: ActionName;
    reach: 'melee' | 'ranged' | 'either';
    /** The action's modifier to the attack test. */
    modifier: number;
    hits: { kind: string; per?: number };
    mode: 'single' | 'semi' | 'full' | null;
    /** A talent the attacker needs. */
    talent: string | null;
    [field: string]: unknown;
  };
}

export type TurnProblemCode =
  | 'surprised'
  | 'incapacitated'
  | 'grappled'
  | 'same_half_action'
  | 'too_many_actions'
  | 'delay'
  | 'pinned'
  | 'pinned_no_melee'
  | 'one_attack_per_round'
  | 'one_concentration_per_round'
  | 'needs_talent'
  | 'needs_standard_attack'
  | 'too_many_reactions'
  | 'no_reaction_after_all_out';

/** A rule the turn breaks. */
export interface TurnProblem {
  code: TurnProblemCode | (string & {});
  message: string;
  /** The request field at fault: 'actions[1]', 'actor.conditions', 'reactionsUsed'. */
  path: string;
}

export interface TurnCheck {
  valid: boolean;
  problems: TurnProblem[];
  /** Extension: reactions the actor has this round (with a Defensive Stance's extra). */
  reactionsAllowed?: number;
}

/** A ruleset profile as data (actions, difficulties, sizes, tables), for building UIs. */
export interface RulesetProfile {
  id: Ruleset;
  name: string;
  [field: string]: unknown;
}

// ---------------------------------------------------------------- errors

export type CogitatorErrorCode =
  | 'invalid_input'
  | 'dice_exhausted'
  | 'not_allowed'
  | 'unsupported'
  | 'internal'
  | 'not_initialized'
  | 'load_failed';

/** Every error the package throws is an `Error` with these fields. */
export interface CogitatorError extends Error {
  code: CogitatorErrorCode | (string & {});
  /** The offending field for `invalid_input`, e.g. 'attacker.characteristics.bs'. */
  path?: string;
  /** The die that was missing for `dice_exhausted`. */
  purpose?: string;
  /** For `load_failed`: the error that stopped the load (a fetch, compile or file error). */
  cause?: unknown;
}

// ---------------------------------------------------------------- loading

/** What `init` accepts: where to find the `.wasm`, its bytes, or a compiled module. */
export type InitInput =
  | string
  | URL
  | Request
  | Response
  | BufferSource
  | WebAssembly.Module
  | Promise<string | URL | Request | Response | BufferSource | WebAssembly.Module>;

/**
 * Loads the wasm module (browser entry). Without an argument the `.wasm` next to the
 * entry file is fetched. Rejects with code `load_failed` and a message naming the fix
 * (a 404, an HTML page instead of the `.wasm`, a Content Security Policy without
 * 'wasm-unsafe-eval', bytes that are not wasm). In Node the module is loaded at import
 * and this does nothing, unless that load failed: then it tries again (from `input`, a
 * file path, bytes or a module, when given) and rejects with `load_failed` if it fails.
 */
export declare function init(input?: InitInput | { module_or_path: InitInput }): Promise<void>;
/**
 * Synchronous loading from bytes or a compiled module; throws `load_failed` when they are
 * not this package's wasm. No-op in Node once the module is loaded.
 */
export declare function initSync(input?: BufferSource | WebAssembly.Module | { module: BufferSource | WebAssembly.Module }): void;
export default init;

export declare function isInitialized(): boolean;
export declare function isCogitatorError(value: unknown): value is CogitatorError;

// ---------------------------------------------------------------- engine

export declare function resolveAttack(request: AttackRequest): AttackOutcome;
export declare function rollTest(request: TestRequest): TestOutcome;
export declare function opposedTest(request: OpposedRequest): OpposedOutcome;
export declare function rollInitiative(request: InitiativeRequest): InitiativeOutcome;
export declare function analyzeAttack(request: AnalyzeRequest): Analysis;
export declare function actions(request: ActionsRequest): ActionRow[];
export declare function validateTurn(request: TurnRequest): TurnCheck;
/** The end-of-turn test to escape pinning: +30 when not shot at since the last turn; engaged in melee escapes without a roll. */
export declare function escapePinning(request: EscapePinningRequest): TestOutcome;
export declare function rulesets(): RulesetProfile[];
export declare function engineVersion(): string;
