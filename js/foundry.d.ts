// Types for cogitator/foundry: Foundry VTT actors and weapon items of the Warhammer 40,000
// roleplaying systems to the engine's request types, and outcomes back to `actor.update()`;
// a combat to an encounter, and the encounter's state back.

import type {
  Actor, AttackRequest, Power, Profile, Ruleset, Tagged, Weapon, RateOfFire, DamageType, Gravity, Environment, MovementOutcome, Vehicle, VehicleState,
  DiceSpec, Encounter, ReactionPolicy, StartEncounterRequest,
} from './types.js';

/** The Foundry systems the adapter knows (docs/foundry.md). Aliases such as `dh2e` are accepted too. */
export type FoundrySystem = 'dark-heresy' | 'dark-heresy-2nd' | 'rogue-trader' | 'only-war' | 'dark-heresy-1e';

/** How a system's `system.wounds.value` counts: damage suffered, or wounds left. */
export type WoundsConvention = 'taken' | 'remaining';

/** Something the adapter could not map as it stands; the request stays valid. */
export interface FoundryWarning {
  kind: 'system' | 'talent' | 'trait' | 'quality' | 'skill' | 'class' | 'damage' | 'damageType' | 'penetration' | 'armour' | 'condition' | 'vehicleType' | 'ruleset' | 'power' | 'wounds' | 'combatant' | 'weapon';
  /** The Foundry name or value it concerns. */
  name: string;
  message: string;
}

export interface FoundryOptions {
  /** The Foundry system id (`game.system.id`); else the document's `_stats.systemId`, else the data's shape. */
  system?: FoundrySystem | (string & {});
  /**
   * How `system.wounds.value` counts; the system's convention when absent. Any other value
   * throws an `invalid_input` error with `path` 'options.wounds'.
   */
  wounds?: WoundsConvention;
  /**
   * The engine's line; the system's own when absent (dark-heresy: dh2, rogue-trader: rt...).
   * An id the engine does not know throws an `invalid_input` error with `path`
   * 'options.ruleset' and the nearest id; it never falls back to another line.
   */
  ruleset?: Ruleset;
  /** Receives what could not be mapped (unknown talents become `{ id, custom: true }`). */
  warnings?: FoundryWarning[];
  /** What `rulesets()` returns, to skip that call (it needs the wasm loaded). */
  profiles?: Profile[];
}

/** A Foundry document (live, with `toObject()`) or its plain data. */
export type FoundryDocument = { toObject(): unknown } | Record<string, unknown>;

/**
 * The `actor.update()` paths `foundryUpdate` fills. `system.wounds.value` is left out (with a
 * warning) when the sheet has no numeric `system.wounds.max`, since neither convention can
 * be written without it.
 */
export interface FoundryUpdate {
  'system.wounds.value'?: number;
  'system.wounds.critical': number;
  'system.fatigue.value': number;
}

/** An outcome (anything with a `target` state) or the state itself. */
export type FoundryOutcome =
  | { target: { damage?: number; criticalDamage?: number; fatigue?: number; conditions?: string[]; dead?: boolean; unconscious?: boolean } }
  | { damage?: number; criticalDamage?: number; fatigue?: number; conditions?: string[]; dead?: boolean; unconscious?: boolean };

export declare const SYSTEMS: Readonly<Record<FoundrySystem, {
  ruleset: Ruleset;
  wounds: WoundsConvention;
  advance: 'points' | 'steps';
  skills: 'modifier' | 'count';
  armour: 'part' | 'armourPoints';
  equippedOnly: boolean;
}>>;

export declare function actorFromFoundry(actor: FoundryDocument, options?: FoundryOptions): Actor;
/** A Foundry actor's movement for a token's ruler: `movement()` of the actor as `actorFromFoundry` reads it. */
export declare function movementFromFoundry(
  actor: FoundryDocument,
  options?: FoundryOptions & { gravity?: Gravity; carriedKg?: number; flying?: number; environment?: Environment[] },
): MovementOutcome;
export declare function weaponFromFoundry(item: FoundryDocument, options?: FoundryOptions): Weapon;
/** A Foundry psychic power item (`psychicPower`) to the engine's `Power` for `focusPower` (docs/foundry.md). */
export declare function powerFromFoundry(item: FoundryDocument, options?: FoundryOptions): Power;
/**
 * A Foundry vehicle actor to the engine's `Vehicle` (both layouts the systems use: see
 * docs/foundry.md, Vehicles). Not a vehicle actor: `invalid_input` with `path` 'type'.
 */
export declare function vehicleFromFoundry(actor: FoundryDocument, options?: { warnings?: FoundryWarning[] }): Vehicle;
/** The update for a vehicle actor after an outcome: the Structural Integrity left and the critical damage. */
export declare function vehicleFoundryUpdate(
  outcome: { target?: unknown; vehicle?: unknown } | VehicleState,
  actor: FoundryDocument,
): { 'system.integrity.value': number; 'system.integrity.critical': number };
/**
 * An attack request from Foundry documents, its `ruleset` the world's system's line
 * (`options.system`, else `game.system.id`). A vehicle actor as the target gives a
 * vehicle attack request (give `facing`). Warnings (a request's `ruleset` other than the
 * world's line, names the adapter could not map) are said once per actor.
 */
export declare function attackFromFoundry(
  docs: { attacker: FoundryDocument; target: FoundryDocument; weapon?: FoundryDocument } & Omit<Partial<AttackRequest>, 'attacker' | 'target' | 'weapon'> & { facing?: 'front' | 'side' | 'rear' },
  options?: FoundryOptions & { onWarning?: (w: FoundryWarning) => void },
): AttackRequest;
/** Awaits `actor.update()` and `actor.toggleStatusEffect()` for the outcome's new state; warnings once per actor. */
export declare function applyToFoundry(
  outcome: FoundryOutcome,
  actor: FoundryDocument & { update(data: Record<string, unknown>): Promise<unknown>; toggleStatusEffect?(id: string, options: { active: boolean }): Promise<unknown> },
  options?: FoundryOptions & { onWarning?: (w: FoundryWarning) => void },
): Promise<{ update: Record<string, number>; add: string[]; remove: string[] }>;
export declare function foundryUpdate(outcome: FoundryOutcome, actor: FoundryDocument, options?: FoundryOptions): FoundryUpdate;
/** Status effect ids to switch with `actor.toggleStatusEffect(id, { active })`. */
export declare function foundryStatuses(outcome: FoundryOutcome, actor: FoundryDocument, options?: FoundryOptions): { add: string[]; remove: string[] };
export declare function detectSystem(doc: FoundryDocument, options?: FoundryOptions): FoundrySystem;
export declare function detectWounds(actor: FoundryDocument, options?: FoundryOptions): WoundsConvention;
/**
 * 'Tearing, Blast (3), Proven(2)' to the engine's quality entries. The line whose names come
 * first: `options.ruleset`, else the line of `options.system`, else dh2.
 */
export declare function parseQualities(text: string, options?: FoundryOptions): Tagged[];
/** '1d10+3 I' to `{ damage: '1d10+3', damageType: 'impact' }`. */
export declare function parseDamage(text: string, options?: FoundryOptions): { damage: string; damageType?: DamageType };
/** 'S/3/-' or `{ single, burst, full }` to the engine's rate of fire. */
export declare function parseRateOfFire(value: string | { single?: number; burst?: number; semi?: number; full?: number }): RateOfFire | undefined;

/** A live actor the adapter writes to. */
export type FoundryLiveActor = FoundryDocument & {
  update(data: Record<string, unknown>): Promise<unknown>;
  toggleStatusEffect?(id: string, options: { active: boolean }): Promise<unknown>;
};

/** The fields of a Foundry Combatant the adapter reads (a live Combatant has them all). */
export interface FoundryCombatant {
  /** The Combatant's id (`_id` in its data); the encounter's combatant id. */
  id?: string | null;
  _id?: string | null;
  name?: string | null;
  /** The actor (a token's synthetic actor for an unlinked token). */
  actor?: FoundryDocument | null;
  /** The token: its `disposition` (1 friendly, 0 neutral, -1 hostile, -2 secret) gives the side. */
  token?: FoundryDocument | { disposition?: number } | null;
  initiative?: number | null;
  /** Left out of the encounter when true. */
  defeated?: boolean;
  isDefeated?: boolean;
}

/** The fields of a Foundry Combat the adapter reads: its combatants (a Collection, or an array) and `turns`. */
export interface FoundryCombat<C extends FoundryCombatant = FoundryCombatant> {
  combatants: Iterable<C> | { contents: C[] };
  /** The combatants in turn order, as Foundry sorts them. */
  turns?: C[];
  round?: number;
  turn?: number | null;
}

export interface FoundryEncounterOptions<C extends FoundryCombatant = FoundryCombatant> extends FoundryOptions {
  /** A combatant's side; when it returns no name, the token's disposition decides. */
  side?: (combatant: C) => string | null | undefined;
  /** A vehicle's commander: the id of the combatant on whose initiative it acts. */
  commander?: (combatant: C) => string | null | undefined;
  /** Passed on as the request's `reactions`. */
  reactions?: ReactionPolicy;
  /** Passed on as the request's `dice` (`seed` and `rolls`). */
  dice?: DiceSpec;
  /** Hears what is left out (defeated combatants, unreadable weapons...) as it happens. */
  onWarning?: (w: FoundryWarning) => void;
}

/** What `encounterFoundryUpdates` gives and `applyEncounterToFoundry` writes. */
export interface FoundryEncounterUpdates<A = FoundryDocument> {
  /** For `combat.update()`: `turn` is the active combatant's place in the combat's turns. */
  combat: { round: number; turn: number };
  /** For `combat.updateEmbeddedDocuments('Combatant', ...)`; a comrade has no initiative. */
  combatants: Array<{ _id: string; initiative?: number; defeated: boolean }>;
  /** Each character's (or vehicle's) actor, its `update()` object and the statuses to switch. */
  actors: Array<{ combatant: string; actor: A; update: Record<string, number>; statuses: { add: string[]; remove: string[] } }>;
}

/**
 * A `startEncounter` request from a Foundry combat (not started): each combatant that is
 * not defeated, by its Combatant id, on the side of its token's disposition (or
 * `options.side`), its actor (or vehicle) and weapon items mapped, `surprised` from a
 * 'surprised' status; the world's line as `ruleset`. Not a combat: a `TypeError`; a combat
 * with no combatant that can fight: `invalid_input` at 'combatants'.
 */
export declare function encounterFromFoundry<C extends FoundryCombatant>(
  combat: FoundryCombat<C>,
  options?: FoundryEncounterOptions<C>,
): StartEncounterRequest;
/**
 * What to write into Foundry for an encounter's state (nothing is written): the round and
 * the turn, each combatant's initiative and `defeated`, each character's actor update and
 * statuses (hordes and comrades: only `defeated`).
 */
export declare function encounterFoundryUpdates<C extends FoundryCombatant>(
  encounter: Encounter,
  combat: FoundryCombat<C>,
  options?: FoundryOptions & { onWarning?: (w: FoundryWarning) => void },
): FoundryEncounterUpdates<NonNullable<C['actor']>>;
/**
 * Writes an encounter's state into a live combat and its actors, awaiting each: the actors'
 * `update()` and `toggleStatusEffect()`, `combat.updateEmbeddedDocuments('Combatant', ...)`,
 * then `combat.update({ round, turn })`. Returns what it wrote.
 */
export declare function applyEncounterToFoundry<C extends FoundryCombatant & { actor?: FoundryLiveActor | null }>(
  encounter: Encounter,
  combat: FoundryCombat<C> & {
    update(data: { round: number; turn: number }): Promise<unknown>;
    updateEmbeddedDocuments(type: 'Combatant', updates: Array<{ _id: string; initiative?: number; defeated: boolean }>): Promise<unknown>;
  },
  options?: FoundryOptions & { onWarning?: (w: FoundryWarning) => void },
): Promise<FoundryEncounterUpdates<NonNullable<C['actor']>>>;
