// Types for the cogitator package. One file serves the main entry points (browser, Node):
// they export the same names. The attack entry's (attack.d.ts) re-exports some of them.
//
// The request and outcome types come from './types.js', which is generated from the
// engine's Rust types (scripts/types.sh), so they cannot drift from what the engine
// accepts and returns. This file adds what only the JS layer has: loading, errors, the
// function signatures, and the names earlier versions of this file used.

import type {
  ActionDef,
  ActionsRequest,
  Analysis,
  AttackOutcome,
  AttackRequest,
  Catalogue,
  CatalogueRequest,
  DamageOutcome,
  DamageRequest,
  EndRoundRequest,
  EscapeRequest,
  HealOutcome,
  HealRequest,
  InitiativeOutcome,
  InitiativeRequest,
  ExtendedOutcome,
  FearOutcome,
  FearRequest,
  FocusOutcome,
  FocusRequest,
  ExtendedRequest,
  InvestigateOutcome,
  InvestigateRequest,
  MoveOutcome,
  MoveRequest,
  MovementOutcome,
  MovementRequest,
  VehicleActionOutcome,
  VehicleActionRequest,
  VehicleAttackOutcome,
  VehicleAttackRequest,
  OutOfControlOutcome,
  OutOfControlRequest,
  ChaseOutcome,
  ChaseRequest,
  RepairOutcome,
  RepairRequest,
  StartEncounterRequest,
  Encounter,
  ActChoice,
  AdjustChoice,
  EndTurnChoice,
  EncounterStep,
  AdviceOutcome,
  OpposedOutcome,
  OpposedRequest,
  Profile,
  Purpose,
  DieRecord,
  SpendFateOutcome,
  SpendFateRequest,
  RoundOutcome,
  StartTurnRequest,
  TestOutcome,
  TestRequest,
  TurnCheck,
  TurnRequest,
} from './types.js';

export * from './types.js';

// ---------------------------------------------------------------- names kept from earlier versions

/** A named modifier: `{ label, value }`. */
export type Modifier = import('./types.js').NamedModifier;
/** The `dice` field of a request: scripted faces first, then a seed. */
export type Dice = import('./types.js').DiceSpec;
export type AttackOptions = import('./types.js').Options;
export type EscapePinningRequest = EscapeRequest;
/** What `analyzeAttack` takes: an attack request and how many times to roll it. */
export type AnalyzeRequest = AttackRequest;
export type ActionRow = ActionDef;
export type TurnProblem = import('./types.js').Problem;
export type RulesetProfile = Profile;
export type ConditionName = import('./types.js').Condition;
export type ActionName = import('./types.js').Action;
export type CircumstanceName = keyof import('./types.js').Circumstances;

// ---------------------------------------------------------------- errors

export type CogitatorErrorCode =
  | 'invalid_input'
  | 'dice_exhausted'
  | 'not_allowed'
  | 'limit_exceeded'
  | 'internal'
  | 'not_initialized'
  | 'load_failed';

/** Every error the package throws is an `Error` with these fields. */
export interface CogitatorError extends Error {
  code: CogitatorErrorCode;
  /** The offending field for `invalid_input`, e.g. 'attacker.characteristics.bs'. */
  path?: string;
  /** The purpose of the die that was missing, for `dice_exhausted`. */
  purpose?: Purpose;
  /** The sides of the die that was missing, for `dice_exhausted` (a d5 is rolled as a d10). */
  sides?: number;
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
/**
 * An attack at a vehicle: `target` is a `Vehicle` (`kind: 'vehicle'`) and `facing` the
 * quarter the attacker is in. Each hit's `location` is the vehicle's ('motive', 'hull',
 * 'weapon', 'turret'); `target` in the outcome is the vehicle's new state.
 */
export declare function resolveAttack(request: VehicleAttackRequest): VehicleAttackOutcome;
export declare function rollTest(request: TestRequest): TestOutcome;
export declare function opposedTest(request: OpposedRequest): OpposedOutcome;
export declare function rollInitiative(request: InitiativeRequest): InitiativeOutcome;
/** Monte Carlo analysis of an attack, here and now. */
export declare function analyzeAttack(request: AnalyzeRequest): Analysis;
/**
 * The same analysis with its trials spread over workers (Web Workers in browsers, worker
 * threads in Node): `workers` is how many (1 to 64; a pool of that size is kept for the
 * page or process, its idle Node threads not keeping the process alive) or a pool from
 * `analysisPool()`. Resolves to the Analysis `analyzeAttack(request)` gives, byte for byte.
 */
export declare function analyzeAttack(request: AnalyzeRequest, options: { workers: number | AnalysisPool }): Promise<Analysis>;

/** Workers for analyses, each with its own instance of the engine. */
export interface AnalysisPool {
  /** How many workers the pool runs at once. */
  readonly size: number;
  /** `analyzeAttack(request)` with the trials spread over the workers: the same Analysis. */
  analyze(request: AnalyzeRequest): Promise<Analysis>;
  /** Ends the workers; analyses still running reject. */
  close(): Promise<void>;
}

/** A pool of `workers` workers (default: the cores the host offers, at most 64). */
export declare function analysisPool(options?: { workers?: number }): AnalysisPool;

/** The figures of one roll of a prepared attack. */
export interface RollFigures {
  /** Hits that landed on the target. */
  hits: number;
  /** Wounds they dealt, with what the weapon's qualities dealt after them. */
  wounds: number;
  /** Critical damage the target took. */
  critical: number;
  jammed: boolean;
  dead: boolean;
  unconscious: boolean;
}

/**
 * One attack request parsed and checked once, rolled many times. Each roll is what
 * `resolveAttack({ ...request, dice })` gives; a number is a seed, nothing a fresh seed.
 */
export interface PreparedAttack {
  /** The figures of one roll, without building the outcome. */
  roll(dice?: number | Dice): RollFigures;
  /** The whole outcome, log included, byte for byte what `resolveAttack` gives. */
  outcome(dice?: number | Dice): AttackOutcome;
  /** What `analyzeAttack` gives for the request. */
  analyze(options?: { trials?: number; seed?: number; exact?: boolean }): Analysis;
  /** Frees the engine's copy now (it is also freed when collected). */
  free(): void;
}

/** Parses and checks an attack request once, for many rolls (its own `dice` are not used). */
export declare function prepareAttack(request: AttackRequest): PreparedAttack;
export declare function actions(request: ActionsRequest): ActionDef[];
/** One line's catalogue for UIs: characteristics, skills (each with its characteristic), difficulties with display names (`'Challenging (+0)'`), actions, conditions and circumstances with labels and summaries. */
export declare function catalogue(request: CatalogueRequest): Catalogue;
export declare function validateTurn(request: TurnRequest): TurnCheck;
/** The end-of-turn test to escape pinning: +30 when not shot at since the last turn; engaged in melee escapes without a roll. */
export declare function escapePinning(request: EscapeRequest): TestOutcome;
/** A fate point spent outside a test: `use: 'recoverWounds'` (1d5 wounds) or `'recoverStun'`. */
export declare function spendFate(request: SpendFateRequest): SpendFateOutcome;
/** Healing: natural healing over days, Medicae (first aid, extended care, staunching blood loss), rest against fatigue, waking from fatigue. */
export declare function heal(request: HealRequest): HealOutcome;
/** Damage that is not an attack: `damage` or a `hazard` (fall, fire, vacuum, suffocation) with the line's numbers; the hits and the character's new state. */
export declare function applyDamage(request: DamageRequest): DamageOutcome;
/** An extended test: the same test rolled until it has made `needed` progress (successes by default, or degrees) or `maxTests` are taken; `assistants` as for `rollTest`. */
export declare function extendedTest(request: ExtendedRequest): ExtendedOutcome;
/** An investigation: tests of an Investigation skill until the hours (or the `complexity`'s) are used up; 1d10 + the bonus off on a success, setbacks on three degrees of failure, a halt on five. */
export declare function investigate(request: InvestigateRequest): InvestigateOutcome;
/** A Fear test (002 Fear): Willpower at Fear 1 +0 to Fear 4 -30; in combat a failure rolls on the line's Shock table (+10 a degree of failure) and applies the row; out of combat it unnerves (-10 to concentration) and three degrees of failure bring 1d5 insanity points; `target` is the character after it (its `insanity` included). */
export declare function fearTest(request: FearRequest): FearOutcome;
/** A psychic power focused: Dark Heresy's Psy Rating d10s + Willpower Bonus against the `threshold` (a 9 brings phenomena); Rogue Trader's and Only War's Focus Power test at +5 a point of effective Psy Rating (`strength` fettered, unfettered, `push`); Dark Heresy 2nd edition's at +10 a point unused, -10 a point pushed (doubles bring phenomena); phenomena and the Perils of the Warp applied to the psyker (`target`). */
export declare function focusPower(request: FocusRequest): FocusOutcome;
/** How far a character moves this round and in narrative time (metres), and its carry, lift and push limits (kg), with gravity, load, traits, injuries and the environment applied (003 Tables 7-28 to 7-31). */
export declare function movement(request: MovementRequest): MovementOutcome;
/** One move and its tests: `jumpUp`, `jumpDown`, `leap`, `climb`, `abseil`, `swim`, `lift`, `push`, `throw`, the hours of `hurry`, `run`, `march`, `swimLong`, `carryLong`, `keepFooting` on treacherous ground, or a flier's `fly`; a fall at its end comes with its damage. */
export declare function resolveMove(request: MoveRequest): MoveOutcome;
/** A vehicle combat action (002): `tacticalManoeuvring`, `evasiveManoeuvring`, `floorIt`, `hitAndRun`, `jink` or `ram`, with its test, metres, penalties, loss of control and a ram's damage. */
export declare function vehicleAction(request: VehicleActionRequest): VehicleActionOutcome;
/** A vehicle out of control (002): the d5 direction, Tactical Speed + 1d10 metres, each crewman's Toughness test or a round stunned. */
export declare function outOfControl(request: OutOfControlRequest): OutOfControlOutcome;
/** A round of a high-speed chase (002): opposed driving tests, 10 m a degree, +10 per full 10 kph faster, the danger zone, caught or away. */
export declare function chaseRound(request: ChaseRequest): ChaseOutcome;
/** A vehicle repaired (002): one test by its damage state, the points repaired and the hours. */
export declare function repairVehicle(request: RepairRequest): RepairOutcome;

/** Starts an encounter: combatants, surprise, initiative, round 1 (docs/encounters.md). */
export declare function startEncounter(request: StartEncounterRequest): Encounter;
/** The active combatant's actions for its turn, its attack by target id; every state updated. */
export declare function act(encounter: Encounter, choice: ActChoice): EncounterStep;
/** The end of the turn, the next combatant's start of turn, rounds as they end. */
export declare function endTurn(encounter: Encounter, choice?: EndTurnChoice): EncounterStep;
/** A GM's edit of a combatant, kept in the history and replayed (docs/encounters.md). */
export declare function adjust(encounter: Encounter, edit: AdjustChoice): EncounterStep;
/** The encounter before its last choice, rebuilt from its start and history. */
export declare function undo(encounter: Encounter): Encounter;
/** The encounter rebuilt from its start and history. */
export declare function replayEncounter(encounter: Encounter): Encounter;
/** The odds of each attack the combatant may make this turn. */
export declare function advise(
  encounter: Encounter,
  options?: { combatant?: string; trials?: number; ranges?: Record<string, number> },
): AdviceOutcome;
/** The start of a character's turn: catching fire and burning, blood loss, stun and injuries counted in rounds; `canAct` says whether it may act. */
export declare function startTurn(request: StartTurnRequest): RoundOutcome;
/** The end of a round: holding one's breath (`breath`), suffocation and vacuum (`vacuum`). */
export declare function endRound(request: EndRoundRequest): RoundOutcome;
export declare function rulesets(): Profile[];
export declare function engineVersion(): string;

// ---------------------------------------------------------------- helpers for hosts (pure, no wasm)

/** One die of Dice So Nice's `show()` data. */
export interface DiceSoNiceDie {
  /** The face shown: 0-9 on a d100's tens and units dice, the face on any other die. */
  result: number;
  resultLabel: string;
  /** `d100` (the tens die of a d100), `d10` (a d10, a d5's d10 or a d100's units die), `d6`... */
  type: string;
  /** The whole d100 roll (1-100), on both dice of a d100. */
  d100Result?: number;
  vectors: [];
  options: Record<string, unknown>;
}

/** What Dice So Nice's `game.dice3d.show(data)` takes. */
export interface DiceSoNiceData {
  throws: Array<{ dice: DiceSoNiceDie[] }>;
}

export interface DiceSoNiceOptions {
  /** Merged into each die's `options` (e.g. `{ colorset: 'black' }`), or a function of the engine's die. */
  dieOptions?: Record<string, unknown> | ((die: DieRecord) => Record<string, unknown>);
}

/** Any outcome with dice: what the engine's functions return. */
export interface WithDice {
  dice?: DieRecord[];
}

/** Consecutive dice of one purpose, sides and hit, in the order rolled. */
export interface DiceGroup {
  purpose: Purpose;
  sides: number;
  hit?: number;
  dice: DieRecord[];
}

/** Foundry `Die` term data (`foundry.dice.terms.Die.fromData`). */
export interface FoundryDieTerm {
  class: 'Die';
  options: { flavor: string };
  evaluated: true;
  number: number;
  faces: number;
  modifiers: [];
  results: Array<{ result: number; active: true }>;
}

export interface FoundryOperatorTerm {
  class: 'OperatorTerm';
  options: Record<string, never>;
  evaluated: true;
  operator: '+';
}

/** Foundry `Roll` data (`Roll.fromData`); `total` is the sum of the faces, for display only. */
export interface FoundryRollData {
  class: 'Roll';
  options: Record<string, never>;
  dice: [];
  formula: string;
  terms: Array<FoundryDieTerm | FoundryOperatorTerm>;
  total: number;
  evaluated: true;
}

/** The data Dice So Nice's `show()` takes: one throw per group of dice, a d100 as a `d100` tens die plus a `d10`. */
export declare function diceSoNice(outcome: WithDice, options?: DiceSoNiceOptions): DiceSoNiceData;
export declare function diceGroups(outcome: WithDice): DiceGroup[];
/** Foundry `Die` term data, one term per group of dice, exactly the engine's dice. */
export declare function foundryRollTerms(outcome: WithDice): FoundryDieTerm[];
/** A Foundry `Roll`'s data holding exactly the engine's dice, for `Roll.fromData` and `showForRoll`. */
export declare function foundryRollData(outcome: WithDice): FoundryRollData;

/** A name to show: a request's actor or weapon (`name`; the rest of it is not read). */
interface Named {
  name?: string | null;
  [field: string]: unknown;
}

export interface FormatOptions {
  /** 'html' (default): a chat card, every string escaped; 'text': a plain-text card. */
  format?: 'html' | 'text';
  /**
   * The request the outcome answers: its actors' and weapon's names head the card (and an
   * analysis's action and line, which its outcome does not carry).
   */
  request?: { ruleset?: string; action?: string; attacker?: Named; actor?: Named; target?: Named; weapon?: Named };
  attacker?: string;
  target?: string;
  weapon?: string;
  /**
   * The actions' names, as `actions({ ruleset })` returns them (or an object of id to
   * name); without it an attack action goes by its name in the books ('Semi-Auto Burst').
   */
  actions?: Array<{ id: string; name: string }> | Record<string, string>;
  /** The card's title, instead of the one made from the action and names. */
  title?: string;
  /** Add the engine's log lines. */
  log?: boolean;
}

/** The outcomes `formatOutcome` knows; anything else gets a generic card. */
export type FormattableOutcome =
  | AttackOutcome
  | VehicleAttackOutcome
  | Analysis
  | TestOutcome
  | OpposedOutcome
  | ExtendedOutcome
  | InvestigateOutcome
  | InitiativeOutcome
  | DamageOutcome
  | MovementOutcome
  | MoveOutcome
  | FearOutcome
  | FocusOutcome
  | VehicleActionOutcome
  | OutOfControlOutcome
  | ChaseOutcome
  | RepairOutcome
  | EncounterStep
  | Encounter;

/** A chat card (HTML, escaped, classes prefixed `cogitator-`, ids in `data-id`) or a plain-text card. */
export declare function formatOutcome(outcome: FormattableOutcome, options?: FormatOptions): string;
/** A small default stylesheet for `formatOutcome`'s HTML. */
export declare const outcomeCss: string;
/** Escapes text for HTML content and attribute values. */
export declare function escapeHtml(value: unknown): string;
