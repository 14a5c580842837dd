// The request and outcome types of cogitator, generated from the engine's Rust types
// (src/model, src/rules, src/turn, src/dice) by scripts/types.sh with ts-rs.
// Do not edit: change the Rust types and run 'bash scripts/types.sh'.

/**
 * `act(encounter, choice)`, as one request.
 */
export type ActChoice = { combatant: string, 
/**
 * The turn's actions (as `validateTurn` takes them), added to any taken earlier this
 * turn.
 */
actions?: Array<ActionId | TurnAction> | null, 
/**
 * The attack of the attack action among `actions`: `target` is a combatant's id,
 * `weapon` a carried weapon's name or a weapon; the encounter supplies the rest.
 */
attack?: Record<string, unknown> & { target: string } | null, 
/**
 * Extension (ow, 002 Comrade Orders): an order to the comrades attached to the actor.
 */
order?: ComradeOrder | null, 
/**
 * Extension (002 Vehicle Combat): a driver's manoeuvre this turn, as `vehicleAction`
 * takes it less the vehicle, the driver and the dice: `{ action: 'tacticalManoeuvring'
 * | 'evasiveManoeuvring' | 'floorIt', full?, terrain?, skill? }`. It is a Half Action
 * of the driver's turn (`useSkill`), a Full Action when `full` or not tactical.
 */
drive?: Record<string, unknown> & { action: VehicleAction } | null, dice?: DiceSpec | null, };

/**
 * The attack actions `resolveAttack` resolves. What each one does in each line (its type,
 * modifier, hits and fire mode) is data in the ruleset profiles (`rules::action_types`).
 */
export type Action = "standard" | "semiAuto" | "fullAuto" | "allOut" | "charge" | "calledShot" | "guarded" | "swift" | "lightning" | "multipleAttacks" | "suppressingFire" | "overwatch" | "stun" | "knockDown" | "feint" | "manoeuvre" | "grapple";

/**
 * One row of a line's action catalogue.
 */
export type ActionDef = { 
/**
 * The action's id in requests and in `actions()` (camelCase).
 */
id: string, name: string, type: ActionType, subtypes: Array<Subtype>, 
/**
 * What it does, in a line.
 */
summary: string, 
/**
 * The seed heading or table it comes from.
 */
source: string, 
/**
 * Present for the actions `resolveAttack` resolves.
 */
attack?: AttackRule, };

/**
 * A vehicle action's test and what its degrees do (002 Vehicle Combat Actions).
 */
export type ActionRow = { action: VehicleAction, name: string, 
/**
 * The difficulty of its test (None: no test).
 */
test: number | null, 
/**
 * Degrees of failure that send the vehicle out of control (None: a failure never does).
 */
outOfControlAt: number | null, summary: string, };

/**
 * How much of a turn an action takes (000 "Action Types", 003 "Actions", 004 Combat
 * Actions).
 */
export type ActionType = "full" | "half" | "halfOrFull" | "reaction" | "free" | "extended" | "varies";

/**
 * `actions({ ruleset })`.
 */
export type ActionsRequest = { ruleset: Ruleset, };

export type Actor = { name?: string | null, characteristics?: Characteristics | null, unnatural?: Characteristics | null, skills?: { [key in string]: SkillEntry } | null, talents?: Array<Tagged> | null, traits?: Array<Tagged> | null, size?: SizeRef | null, 
/**
 * Maximum wounds. Required of an attack's target; tests and initiative do not use it.
 */
wounds?: number | null, damage?: number | null, criticalDamage?: number | null, fatigue?: number | null, armour?: PerLocation | null, cover?: Cover | null, conditions?: Array<Condition> | null, player?: boolean | null, 
/**
 * Extension: flying altitude (`'hover' | 'low' | 'high'`; absent or `'ground'`: on the
 * ground).
 */
altitude?: Altitude | null, 
/**
 * Extension: fate points left to spend this session (003 "Fate Points"). Spending one
 * (a re-roll, an extra degree...) needs one here; burning one does not.
 */
fate?: number | null, 
/**
 * Extension: rounds of stun still to run (an outcome's `target.stunnedRounds`, fed
 * back). A character with some is stunned.
 */
stunnedRounds?: number | null, 
/**
 * Extension: the lasting harm it carries (an outcome's `target.injuries`, fed back):
 * useless or lost parts, halved characteristics, penalties... with their durations.
 */
injuries?: Array<Effect> | null, 
/**
 * Extension: an outcome's `target.dead`, fed back: a dead character is helpless and
 * unconscious (it acts no more; attacks on it hit automatically in melee).
 */
dead?: boolean | null, 
/**
 * Extension: an outcome's `target.unconscious`, fed back: the same as the `unconscious`
 * condition.
 */
unconscious?: boolean | null, 
/**
 * Extension: an outcome's `target.damageState`, accepted so that a whole `target` can
 * be fed back; the engine works it out again from damage and Toughness.
 */
damageState?: DamageState | null, 
/**
 * Extension: an outcome's `target.fateSpent`, accepted so that a whole `target` can be
 * fed back; the points left are `fate`.
 */
fateSpent?: Array<FateSpent> | null, 
/**
 * A psyker's Psy Rating (API.md `Psyker`; `focusPower` needs it).
 */
psyRating?: number | null, 
/**
 * Extension: insanity points (an outcome's `target.insanity`, fed back).
 */
insanity?: number | null, 
/**
 * Extension: corruption points (an outcome's `target.corruption`, fed back).
 */
corruption?: number | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * `adjust(encounter, { combatant, set, note? })`: a GM's edit of a combatant's state,
 * kept in the history and replayed like any choice.
 */
export type AdjustChoice = { combatant: string, set: CombatantEdit, 
/**
 * Why (a GM's ruling, a healing outside the fight): kept in the history.
 */
note?: string | null, };

/**
 * One choice `advise` weighs.
 */
export type Advice = { action: Action, target: string, 
/**
 * The weapon's name.
 */
weapon: string, aim?: Aim, hitChance: number, 
/**
 * The chance it deals at least one wound (a horde: removes Magnitude).
 */
woundChance: number, 
/**
 * The chance the target dies (0 for a horde: see `woundChance`).
 */
killChance: number, 
/**
 * The chance the target is left unconscious (it may be dead too: the two are not
 * added up).
 */
unconsciousChance: number, meanWounds: number, 
/**
 * The turn this choice is, as `act` takes it.
 */
act: unknown, };

/**
 * `advise(encounter, { combatant?, trials? })`.
 */
export type AdviceOutcome = { combatant: string, choices: Array<Advice>, 
/**
 * Choices left out, and why (a weapon it lacks the talent for, an action the line
 * lacks).
 */
skipped: Array<string>, };

/**
 * Extension: what one of the attacking weapon's qualities did once a hit landed.
 */
export type Aftermath = { 
/**
 * The quality's id.
 */
quality: 'shocking' | 'toxic' | 'snare' | 'concussive' | 'crippling', 
/**
 * The test the character made against it (none for Crippling, which calls for none).
 */
test?: TestResult, 
/**
 * What it did to the character (`stunned`, `fatigue`, `prone`, `immobilised`,
 * `crippled`); empty when the character resisted.
 */
effects?: Array<Effect>, 
/**
 * Toxic: the extra damage (a d10) the failed test cost, taken as wounds: neither armour
 * nor Toughness reduces it.
 */
wounds?: number, 
/**
 * Toxic: the critical effect of that damage, when it went past the character's wounds.
 */
critical?: Critical, };

export type Aim = "none" | "half" | "full";

/**
 * Modifiers for aiming before an attack (000 "Aim", 003 "Aim", 002 and 004 Combat
 * Actions): the same in every line so far, but kept per line.
 */
export type Aiming = { half: number, full: number, };

/**
 * A combatant without air (000, 003, 002 and 004 "Suffocation"; "Vacuum"), as `endRound`
 * takes it; `rounds` counts the round ends it has gone through so.
 */
export type Air = { without: AirLoss, 
/**
 * Holding the breath at rest to save air (`Breath.conserving`).
 */
conserving?: boolean | null, 
/**
 * Vacuum: the air thins slowly (`VacuumExposure.gradual`).
 */
gradual?: boolean | null, 
/**
 * Vacuum: the void of space, with its cold (`VacuumExposure.space`).
 */
space?: boolean | null, 
/**
 * Round ends gone through without air so far.
 */
rounds?: number | null, };

/**
 * `adjust`'s `air`: without it (its breath or vacuum), or breathing again (no `without`).
 */
export type AirEdit = { without?: AirLoss | null, conserving?: boolean | null, gradual?: boolean | null, space?: boolean | null, };

/**
 * What a combatant is without.
 */
export type AirLoss = "breath" | "vacuum";

/**
 * How high a character flies (003 "Altitude"). Absent: on the ground.
 */
export type Altitude = "ground" | "hover" | "low" | "high";

/**
 * A number an effect needs: fixed (`dice` 0) or rolled (`dice`d`sides` + `plus`).
 */
export type Amount = { dice: number, sides: number, plus: number, };

/**
 * The chances and means an analysis reports.
 */
export type Analysis = { trials: number, hitChance: number, meanHits: number, meanWounds: number, critChance: number, killChance: number, jamChance: number, 
/**
 * Extension: chance the target is unconscious after the attack.
 */
unconsciousChance: number, 
/**
 * Extension: chance at least one hit triggered Righteous Fury.
 */
furyChance: number, seed: number, 
/**
 * Extension: how the attack's totals spread over the trials, for a chart.
 * How many of the trials ran lean (a plain attack's trials, counted without building
 * an outcome); the rest ran the full engine. The figures are the same either way.
 */
leanTrials: number, 
/**
 * Extension: how many of the lean trials ran flat from start to end (from tables
 * worked out once per request: a few dice and lookups a trial, for a plain attack
 * with plain soak; a trial whose critical damage comes before its last hit, or whose
 * critical effects roll dice, finishes through the engine's steps and is not counted
 * here). The figures are the same either way.
 */
flatTrials: number, 
/**
 * Extension: the figures are exact rather than sampled: every sequence of dice the
 * attack can roll was played through the engine and weighed by its chance (when the
 * request asks with `exact: true`, or by default when that takes at most one run of
 * the engine per 20 trials asked for). The chances, means and distributions are then
 * the true ones, up to floating-point rounding, whatever the seed; `trials` and `seed`
 * are reported as given.
 */
exact: boolean, distributions: AnalysisDistributions, };

/**
 * Extension: the spread of an analysis's totals over its trials. Entry `i` of each list is
 * the chance (the fraction of trials, 0 to 1) that the attack's total was exactly `i`. A
 * list runs from 0 to the largest total any trial reached, so it always has at least one
 * entry, and its entries add up to 1. A list holds at most 200 entries: when a trial
 * reached 199 or more, the list has all 200 and its last entry is the chance of 199 or more
 * (`analyze::DISTRIBUTION_LEN`).
 */
export type AnalysisDistributions = { 
/**
 * Hits that landed on the target, as `meanHits` counts them (while no trial reached
 * the cap, the mean of this list is `meanHits`).
 */
hits: Array<number>, 
/**
 * The landed hits' damage totals added up (each hit's `damage.total`: dice, modifiers,
 * Righteous Fury), before cover, armour and toughness soak any of it.
 */
damage: Array<number>, 
/**
 * Wounds dealt to the target, those a quality dealt after a hit (Toxic) included, as
 * `meanWounds` counts them (while no trial reached the cap, the mean of this list is
 * `meanWounds`).
 */
wounds: Array<number>, 
/**
 * Critical damage the attack added to the target's (its `criticalDamage` afterwards,
 * less what the request gave it).
 */
criticalDamage: Array<number>, };

/**
 * Dodging an area attack (000 and 003 "Dodging Auto-Fire and Area Effect Attacks", 004
 * "Evasion"): the Dodge works only if the edge of the area is within reach. Which weapons
 * make area attacks is their qualities' (`rules::features::Fx::Blast` and `Fx::Spray`).
 */
export type AreaDodge = { 
/**
 * The reach, in metres per point of the target's Agility Bonus.
 */
metresPerAgilityBonus: number, };

/**
 * Extension: the distances of a Dodge against an area attack.
 */
export type AreaEscape = { 
/**
 * Metres to the edge of the area (`None`: not given; taken as within reach).
 */
edge?: number, 
/**
 * Metres the target can move to leave it (its Agility Bonus in metres).
 */
reach: number, 
/**
 * The edge is beyond reach: the Dodge failed without a roll.
 */
outOfReach: boolean, };

export type AttackOutcome = { ruleset: Ruleset, action: Action, test: TestResult, jammed: boolean, 
/**
 * Extension: rounds the attack expended (1 for a single shot, the rate of fire for a
 * burst, 0 in melee), hit or miss.
 */
ammo: number, hitsScored: number, evasion?: Evasion, hits: Array<Hit>, target: TargetState, 
/**
 * Extension: where a missed thrown or blast weapon landed (the first strike that
 * scattered).
 */
scatter?: Scatter, 
/**
 * Extension: the weapon overheated instead of firing (the Overheats quality): the hit
 * on its wielder and the attacker's state after it. An action of several strikes
 * gives the last strike that overheated (each strike's is in `strikes`).
 */
overheat?: Overheat, 
/**
 * Extension: the weapon sprayed a cone instead of making an attack test (Flame in
 * dh1/rt, Spray in ow/dh2): whether the target was in range and its Agility test.
 */
spray?: Sprayed, 
/**
 * Extension: the target's Agility test against catching fire, after a hit from a weapon
 * that sets targets alight (Flame); on a failure `target.conditions` gains `onFire`.
 */
catchFire?: TestResult, 
/**
 * Extension: each strike of an action that attacked several times, in order (a strike
 * with a weapon a Power Field destroyed earlier in the action is not made). Then
 * `test` is the first strike's, `jammed` whether any weapon jammed, `ammo` and
 * `hitsScored` the sums, `evasion` the first reaction made (each strike has its own; Step
 * Aside gives the target more than one), `hits` every landed hit in order. Empty (left out) for a single attack.
 */
strikes?: Array<Strike>, dice: Array<DieRecord>, log: Array<string>, 
/**
 * Extension: for each line of `log`, the stable id of the step that wrote it, so a
 * host can group the log or translate it step by step.
 */
logSteps: Array<LogStep>, 
/**
 * Extension: the seed that continued the dice (given or drawn), for replay.
 */
seed?: number, 
/**
 * Extension: the attack an Overwatch fired.
 */
overwatchAttack?: Action, 
/**
 * Extension: the burst a suppressing fire laid down.
 */
fireMode?: BurstMode, 
/**
 * Extension: the target's Pinning Test (Willpower) after suppressing fire or an
 * Overwatch shot; on a failure `target.conditions` gains `pinned`.
 */
pinning?: TestResult, 
/**
 * Extension: every other character the attack involved (kill zone, moved extra hits,
 * stray shots), in request order.
 */
others?: Array<OtherTarget>, opposed?: Opposed, stun?: StunRoll, 
/**
 * A feint: whether it succeeded (the next melee attack on this target then takes the
 * `feinted` circumstance).
 */
feinted?: boolean, 
/**
 * Metres the target was pushed (Manoeuvre, or a grapple's Push).
 */
pushedMetres?: number, grapple?: GrappleState, attacker?: AttackerState, };

export type AttackRequest = { ruleset: Ruleset, attacker: Actor, target: Actor, weapon: Weapon, action: Action, aim?: Aim | null, calledLocation?: Location | null, range?: number | null, circumstances?: Circumstances | null, modifiers?: Array<NamedModifier> | null, reaction?: Reaction | null, options?: Options | null, dice?: DiceSpec | null, 
/**
 * Extension: the hand holding `weapon` (`'secondary'`: the secondary-hand penalty).
 */
hand?: Hand | null, 
/**
 * Extension: a weapon in the secondary hand that attacks too (Multiple Attacks with
 * Two-Weapon Wielder in dh1/rt; beside the primary hand's action in ow/dh2).
 */
secondaryWeapon?: Weapon | null, 
/**
 * Extension: the primary hand's attack when both weapons attack under Multiple Attacks
 * (dh1/rt; default `'standard'`).
 */
primaryAction?: Action | null, 
/**
 * Extension: the secondary hand's attack when both weapons attack (default
 * `'standard'`).
 */
secondaryAction?: Action | null, 
/**
 * Extension: metres the target must move to leave the area of an area attack (a Dodge
 * beyond its reach fails). Defaults to the Blast value for Blast weapons.
 */
areaEdge?: number | null, 
/**
 * Extension: what a `grapple` action does (required with it, refused without it).
 */
grapple?: GrappleRequest | null, 
/**
 * Extension: the burst of a suppressing fire ('semi' or 'full'; default 'full').
 */
fireMode?: BurstMode | null, 
/**
 * Extension: the attack an Overwatch fires when triggered (default 'fullAuto').
 */
overwatchAttack?: Action | null, 
/**
 * Extension: the other characters in a suppressing fire's or an overwatch's kill zone
 * (`target` is always in it).
 */
killZone?: Array<ZoneMember> | null, 
/**
 * Extension: characters within 2 metres of the target taking some of the extra hits.
 */
spread?: Array<SpreadTarget> | null, 
/**
 * Extension: the target's opponent in melee, for `options.strayShots`.
 */
meleeOpponent?: ZoneMember | null, 
/**
 * Extension: the weapon the target holds, which it parries with: its qualities
 * (Balanced, Defensive, Unwieldy, Power Field...) change the Parry.
 */
targetWeapon?: Weapon | null, 
/**
 * Extension: fate points the attacker spends on its attack test.
 */
fate?: FateUse | null, 
/**
 * Extension: fate points the target spends (a re-rolled reaction, burning one to live).
 */
targetFate?: TargetFate | null, 
/**
 * `analyzeAttack` only: how many times to roll the attack (`resolveAttack` refuses it).
 */
trials?: number | null, 
/**
 * Extension, `analyzeAttack` only: `true` works the figures out exactly (every
 * sequence of dice the attack can roll, weighed by its chance; refused with
 * `limit_exceeded` when that takes more than 200000 runs of the engine), `false`
 * samples `trials` trials. Absent: exactly when that takes at most one run per twenty
 * trials (a first-edition single shot with no reaction, by a character whose attacks
 * raise no Righteous Fury, at a target it cannot bring to critical damage takes about
 * 600 runs, so from about 12000 trials).
 */
exact?: boolean | null, 
/**
 * Extension: critical tables of the group's own, each replacing the line's table for
 * its damage type and region in this request (at most 16, one per damage type and
 * region).
 */
critTables?: Array<CustomCritTable> | null, 
/**
 * Extension: the attacker shoots from a vehicle (002 Vehicle Attacks).
 */
platform?: Platform | null, 
/**
 * Extension (ow, dh2): the attacker is a horde with this much Magnitude left. Its hits
 * gain extra d10s of damage for its size, and its attacks cannot be dodged or parried
 * (the line's `encounters.hordes`; docs/rulesets.md, Encounters).
 */
hordeMagnitude?: number | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * What an attack action does to the attack.
 */
export type AttackRule = { action: Action, resolution: Resolution, reach: Reach, 
/**
 * The action's modifier to the attack test.
 */
modifier: number, hits: Hits, 
/**
 * Ranged fire mode (`None` for melee-only actions; a ranged Standard Attack or Called
 * Shot fires a single shot).
 */
mode: FireMode | null, 
/**
 * A talent the attacker must have to take the action.
 */
talent: string | null, 
/**
 * A talent that spares the attacker the action's modifier (003 "Stun (Full Action)":
 * Takedown).
 */
waivedBy: string | null, 
/**
 * The action is not an attack of its own but guards or readies the Standard Attack
 * made beside it in the same turn, whose modifier also applies (the second
 * generation's Guarded Action is a Concentration half action: 004 Combat Actions).
 */
withStandardAttack: boolean, 
/**
 * Rogue Trader: a burst from a pistol or basic weapon may be fired while moving up
 * to the Agility Bonus in metres; the action's modifier is then replaced by this one
 * (000 "Semi-Auto Burst": no bonus; "Full Auto Burst": -10 instead of +20).
 */
onTheMove: number | null, 
/**
 * A cap on the hits the action scores (`None`: only the rate of fire caps them).
 */
cap?: HitCap, };

/**
 * Extension: the acting character's state after a melee special action that changed it
 * (knocked prone by a failed Knock-Down, grappling, breaking free...).
 */
export type AttackerState = { conditions: Array<Condition>, fatigue: number, };

/**
 * One band of a `Spec::OneOf`: rolls above the previous band's `to`, up to and including
 * this `to`, apply `then`.
 */
export type Band = { to: number, then: Array<Spec>, };

/**
 * A row of 003 Table 7-4 (Investigation Benchmarks): the difficulty and the time a subject
 * of this complexity takes; `hours_die` rolls the time (Labyrinthine: 1d5 years).
 */
export type Benchmark = { complexity: Complexity, modifier: number, 
/**
 * Hours, or hours per point of the die when `die` is set.
 */
hours: number, die: number | null, };

/**
 * Blood loss (000 "Blood Loss", 003 "Blood Loss", 002 "Blood Loss", 004 "Blood Loss").
 */
export type BloodLossRule = { 
/**
 * The percentile chance of dying each round while bleeding (0: none).
 */
deathPercent: number, 
/**
 * Levels of fatigue each round while bleeding.
 */
fatigue: number, 
/**
 * The Medicae test that staunches the bleeding.
 */
medicaeTest: number, 
/**
 * The same test when whoever makes it is also doing something strenuous.
 */
medicaeStrenuousTest: number, 
/**
 * The round's toll (death chance, fatigue) comes before the round's Medicae test;
 * otherwise a successful test spares the character the round's toll.
 */
tollFirst: boolean, };

/**
 * Extension: a character without air this round, holding its breath while fighting or
 * otherwise busy.
 */
export type Breath = { 
/**
 * Rounds without air so far, this one included (1: the first). With `conserving`, the
 * steps up to the Toughness Bonus are minutes; the steps after it are rounds.
 */
round: number, 
/**
 * Holding the breath at rest to save air (000, 003, 002 and 004 "Suffocation"): the
 * Toughness Bonus in minutes, a Toughness test each minute or a level of fatigue, then
 * unconscious whatever the fatigue.
 */
conserving?: boolean | null, };

/**
 * Extension: the burst suppressing fire lays down, where the line lets the shooter choose
 * (004 Suppressing Fire: semi-auto or full-auto).
 */
export type BurstMode = "semi" | "full";

/**
 * What a Medicae treatment is.
 */
export type Care = "firstAid" | "extendedCare" | "staunchBloodLoss";

/**
 * The harm of an extended-care test failed by at least `degrees` degrees: `damage` to a
 * patient that is not critically damaged.
 */
export type CareHarm = { degrees: number, damage: DiceExpr, };

/**
 * What a character must be carrying for a row's extra harm to happen.
 */
export type Carried = "ammunition" | "grenadesOrMissiles" | "poweredWeapon" | "heldItem";

/**
 * One line's catalogue.
 */
export type Catalogue = { ruleset: Ruleset, 
/**
 * The line's name (`'Dark Heresy 2nd edition'`).
 */
name: string, characteristics: Array<CharacteristicDef>, 
/**
 * Every skill of the line, specialist skills (`specialist: true`) included.
 */
skills: Array<SkillDef>, 
/**
 * The named difficulties, easiest first.
 */
difficulties: Array<DifficultyDef>, 
/**
 * The combat actions, attacks first (the rows `actions({ ruleset })` returns).
 */
actions: Array<ActionDef>, conditions: Array<ConditionDef>, 
/**
 * The fields of an attack request's `circumstances`.
 */
circumstances: Array<CircumstanceDef>, 
/**
 * The treacherous environments of movement (`environment`), with their Agility tests'
 * modifiers (Dark Heresy Table 7-30).
 */
environments: Array<EnvironmentRow>, 
/**
 * The vehicle combat actions (`vehicleAction`), with summaries.
 */
vehicleActions: Array<ActionRow>, 
/**
 * The terrain a vehicle drives over (`terrain`), with the driving tests' modifiers.
 */
terrain: Array<TerrainRow>, 
/**
 * Fear (`fearTest`): the ratings' modifiers, the Shock table's rows and the insanity
 * track, as the line has them.
 */
mind: Mind, 
/**
 * Focus Power (`focusPower`): how the line makes it, its push limits, and its Psychic
 * Phenomena and Perils of the Warp tables (absent where the engine does not carry them).
 */
psychic: Psychic, 
/**
 * A few published powers as `Power` data, for a sheet or a demo to start from:
 * examples the caller may replace (none for Rogue Trader).
 */
examplePowers: Array<ExamplePower>, };

/**
 * `catalogue({ ruleset })`.
 */
export type CatalogueRequest = { ruleset: Ruleset, };

export type Characteristic = "ws" | "bs" | "s" | "t" | "ag" | "int" | "per" | "wp" | "fel";

export type CharacteristicDef = { 
/**
 * The key in `actor.characteristics` and a test's `characteristic` (`'ws'`).
 */
id: Characteristic, 
/**
 * `'Weapon Skill'`.
 */
name: string, 
/**
 * The sheet abbreviation (`'WS'`).
 */
short: string, };

/**
 * The nine characteristics; each may be omitted where a request does not use it.
 */
export type Characteristics = { ws?: number | null, bs?: number | null, s?: number | null, t?: number | null, ag?: number | null, int?: number | null, per?: number | null, wp?: number | null, fel?: number | null, };

/**
 * What `chaseRound` returns.
 */
export type ChaseOutcome = { pursuer: TestResult, pursued: TestResult, winner: ChaseSide | null, distance: number, caught: boolean, escaped: boolean, crashed: Array<ChaseSide>, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `chaseRound(...)`.
 */
export type ChaseRequest = { ruleset: Ruleset, pursuer: Driven, pursued: Driven, 
/**
 * Metres between them.
 */
distance: number, 
/**
 * The lowest roll that crashes (default 99: 99 and 100).
 */
dangerZone?: number | null, terrain?: Terrain | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type ChaseSide = "pursuer" | "pursued";

export type CircumstanceDef = { 
/**
 * The field of `circumstances` (`'darkness'`).
 */
id: keyof Circumstances, label: string, kind: CircumstanceKind, 
/**
 * What it changes in this line, in one line, with the line's modifiers.
 */
summary: string, };

/**
 * Whether a circumstance is a flag (`true`) or a number (`outnumber`).
 */
export type CircumstanceKind = "flag" | "number";

/**
 * The circumstances of an attack (000 Table 9-8 "Combat Circumstances", 003 "Combat
 * Circumstances", 002 and 004 Circumstances). Each flag is false unless given.
 */
export type Circumstances = { darkness?: boolean | null, 
/**
 * Fog, mist, shadow or smoke.
 */
fog?: boolean | null, higherGround?: boolean | null, 
/**
 * The attackers' numbers against the target in melee: 2 (two to one) or 3 (three or
 * more to one); less than 2 changes nothing.
 */
outnumber?: number | null, difficultTerrain?: boolean | null, arduousTerrain?: boolean | null, weather?: boolean | null, 
/**
 * A heavy weapon is braced.
 */
braced?: boolean | null, 
/**
 * The target is completely concealed.
 */
concealed?: boolean | null, attackerProne?: boolean | null, 
/**
 * Extension: an unarmed attacker faces an armed target.
 */
targetArmed?: boolean | null, 
/**
 * Extension: the attacker lacks the weapon's training talent.
 */
untrainedWeapon?: boolean | null, 
/**
 * Extension: firing a burst while moving (Rogue Trader).
 */
movingFire?: boolean | null, 
/**
 * Extension: the attacker moved before a Knock-Down (000 "Knock-Down").
 */
movedFirst?: boolean | null, 
/**
 * Extension: a Feint against this target won since its last turn.
 */
feinted?: boolean | null, };

export type Combatant = { id: string, actor: Actor, 
/**
 * Extension: spend a fate point to count the initiative die as a 10 (003 "Using Fate
 * Points").
 */
useFate?: boolean | null, };

/**
 * What `adjust` may set; absent fields stay as they are.
 */
export type CombatantEdit = { damage?: number | null, criticalDamage?: number | null, fatigue?: number | null, conditions?: Array<Condition> | null, stunnedRounds?: number | null, injuries?: Array<Effect> | null, insanity?: number | null, corruption?: number | null, 
/**
 * A horde's Magnitude left.
 */
magnitude?: number | null, 
/**
 * A comrade hurt once.
 */
wounded?: boolean | null, 
/**
 * Out of the fight, or back in it (`'fighting'`).
 */
out?: OutEdit | null, 
/**
 * Without air from now (`{ without: 'breath' | 'vacuum', conserving?, gradual?, space? }`,
 * counted from 0 rounds), or breathing again (`{}`, no `without`).
 */
air?: AirEdit | null, };

/**
 * What kind of combatant it is.
 */
export type CombatantKind = "actor" | "vehicle" | "horde" | "comrade";

/**
 * One combatant of `startEncounter`.
 */
export type CombatantSetup = { 
/**
 * The caller's id, unique in the encounter; attacks name their target by it.
 */
id: string, 
/**
 * Which side it fights on; the encounter ends when one side is left standing.
 */
side: string, 
/**
 * A character; for a horde, the profile of its members.
 */
actor?: Actor | null, 
/**
 * A vehicle; its crew (`crewOf`) act on its `commander`'s initiative, and it takes no
 * turn of its own.
 */
vehicle?: Vehicle | null, 
/**
 * A horde (ow, dh2): its Magnitude; `actor` gives its members' profile.
 */
horde?: Horde | null, surprised?: boolean | null, 
/**
 * A vehicle's commander: the id of the combatant whose initiative it acts on.
 */
commander?: string | null, 
/**
 * Extension: the weapons it carries; an attack names one by `name` (or gives its own).
 */
weapons?: Array<Weapon> | null, 
/**
 * Extension (ow, 002 Comrade Orders): the id of the player character this comrade is
 * attached to. A comrade has no initiative of its own: it acts on its leader's orders.
 */
comradeOf?: string | null, 
/**
 * Extension (002 Vehicle Combat): the id of the vehicle this character crews. A crewman
 * other than the vehicle's commander rolls no initiative: it acts on the commander's,
 * right after it. Its attacks are made from the vehicle (`platform`), with the
 * vehicle's `weapons` beside its own.
 */
crewOf?: string | null, 
/**
 * A crewman's place aboard (default `'gunner'`); a vehicle has one driver at most.
 */
role?: PlatformRole | null, };

/**
 * A combatant's running state in the encounter. Its body (damage, fatigue, conditions,
 * injuries...) is what the last outcome gave it; the rest is the encounter's bookkeeping.
 */
export type CombatantState = { side: string, kind: CombatantKind | null, name?: string, 
/**
 * Its initiative total (absent for a comrade, which acts on its leader's turn).
 */
initiative?: number, damage: number, criticalDamage: number, fatigue: number, conditions: Array<Condition>, stunnedRounds?: number, injuries?: Array<Effect>, insanity?: number, corruption?: number, 
/**
 * A horde's Magnitude left.
 */
magnitude?: number, 
/**
 * A horde's Magnitude when the round began: losing a quarter of it within the round
 * calls for its break test.
 */
roundMagnitude?: number, 
/**
 * A horde took its break test this round (it takes one a round at most).
 */
breakTested?: boolean, 
/**
 * A comrade hurt once (the next harm kills it).
 */
wounded?: boolean, 
/**
 * The id of a comrade's leader.
 */
comradeOf?: string, 
/**
 * A comrade's standing order, until its leader gives another.
 */
order?: string, out?: Out, 
/**
 * Reactions used this round.
 */
reactionsUsed: number, 
/**
 * The actions taken so far this turn (the active combatant only).
 */
actions: Array<ActionId | TurnAction>, 
/**
 * Aim carried into its next attack (a turn that ended aiming).
 */
aim?: Aim, 
/**
 * The id of the combatant a won Feint leaves open to its next attack.
 */
feint?: string, 
/**
 * The ids of the combatants it is engaged in melee with.
 */
engaged?: Array<string>, 
/**
 * Rounds of ammunition spent since its last reload, by weapon name.
 */
ammo?: { [key in string]: number }, 
/**
 * Shot at since its last turn (a pinned character escapes only when it was not).
 */
shotAt?: boolean, 
/**
 * It may take only a Half Action this turn (its start of turn said so).
 */
halfActionsOnly?: boolean, 
/**
 * A vehicle's movement this round (its driver's `drive`).
 */
moved?: PlatformMove, 
/**
 * A vehicle's movement in the round before: the shots from it this round are
 * penalised for it (002 Vehicle Attacks), and a Jink needs it.
 */
movedBefore?: PlatformMove, 
/**
 * A vehicle's own conditions (out of control, crashed...).
 */
vehicleConditions?: Array<VehicleCondition>, 
/**
 * Without air (holding its breath, or in vacuum), counted at each round's end
 * (`endRound`); set by `adjust`.
 */
air?: Air, 
/**
 * A vehicle's manoeuvre in force, until its driver's next turn.
 */
manoeuvre?: Manoeuvre, };

/**
 * How involved a subject is (003 Table 7-4: Investigation Benchmarks).
 */
export type Complexity = "simple" | "basic" | "drudging" | "taxing" | "arduous" | "involved" | "labyrinthine";

/**
 * An order to comrades (002 Comrade Orders).
 */
export type ComradeOrder = "move" | "rangedVolley" | "closeQuarters" | "takeCover";

/**
 * 002 Comrade Orders.
 */
export type Comrades = { 
/**
 * Ranged Volley: to the leader's Ballistic Skill.
 */
rangedVolley: number, 
/**
 * Close Quarters: the leader counts as outnumbering its foe (two to one).
 */
closeQuartersOutnumber: number, 
/**
 * Damaging hits a comrade takes before it is killed (the first leaves it wounded).
 */
hitsToKill: number, 
/**
 * An attack on the leader whose roll is a double (11, 22 ... 99) strikes a comrade
 * instead (Only War Core Rulebook, "Comrades Being Attacked").
 */
doublesHitComrade: boolean, };

/**
 * A state a character is in. API.md names most of these; the engine adds a few it needs
 * to know about from earlier turns (`unconscious`, `guarded`, `allOutAttack`,
 * `defensiveStance`) or that a weapon quality causes (`immobilised`).
 */
export type Condition = "prone" | "stunned" | "helpless" | "unaware" | "surprised" | "pinned" | "running" | "grappled" | "engaged" | "fatigued" | "blinded" | "deafened" | "onFire" | "bloodLoss" | "unconscious" | "guarded" | "allOutAttack" | "defensiveStance" | "immobilised";

export type ConditionDef = { 
/**
 * What `actor.conditions` takes.
 */
id: Condition, label: string, 
/**
 * What the condition does in this line, in one line.
 */
summary: string, };

/**
 * Holding one's breath at rest (000, 003, 002 and 004 "Suffocation"): the Toughness Bonus
 * in minutes, a Toughness test each minute (a failure costs fatigue), and unconsciousness
 * when the minutes run out, whatever the fatigue.
 */
export type Conserving = { minutesPerToughnessBonus: number, test: number, fatigue: number, };

export type Cover = { ap: number, locations: Array<Location>, };

export type CrewTest = { name?: string, test: TestResult, stunned: boolean, target: TargetState, };

/**
 * One row of a critical table.
 */
export type CritRow = { 
/**
 * What happens, in a sentence of the project's own words.
 */
summary: string, effects: Array<Spec>, };

/**
 * One critical-effects table.
 */
export type CritTable = { damageType: DamageType, region: Region, 
/**
 * The book and table: "Rogue Trader, Table 9-11: Energy Critical Effects, Arm".
 */
table: string, 
/**
 * Rows 1 to 10 (critical damage 1, 2, ... 10 and above).
 */
rows: [CritRow, CritRow, CritRow, CritRow, CritRow, CritRow, CritRow, CritRow, CritRow, CritRow], };

export type CritTables = { tables: [CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable, CritTable], };

export type Critical = { damageType: DamageType, location: Location, 
/**
 * The table row applied (1..=10; higher totals use row 10).
 */
severity: number, 
/**
 * What the row does, in a sentence.
 */
summary: string, 
/**
 * Every effect as it applied, dice rolled, in order.
 */
effects: Array<Effect>, 
/**
 * The row kills outright (or Sudden Death is on). A row whose test the target failed
 * kills too: then `effects` holds `death` and the target is `dead`.
 */
lethal: boolean, 
/**
 * Extension: the cumulative critical damage that chose the row (0 for a Righteous Fury
 * critical in ow/dh2, whose row is rolled).
 */
criticalDamage: number, 
/**
 * Extension: the book and table the row comes from ("Rogue Trader, Table 9-11:
 * Energy Critical Effects, Arm", or the name a request's own table gives).
 */
table: string, 
/**
 * Extension: 'damage' (damage past wounds) or 'righteousFury' (ow/dh2 d5 critical).
 */
source: 'damage' | 'righteousFury', };

/**
 * A number an effect needs: `dice`d`sides` + `plus` (`dice` 0: just `plus`).
 */
export type CustomAmount = { dice: number, sides: number, plus: number, };

/**
 * One band of a `oneOf`: rolls above the previous band's `to`, up to and including this
 * `to`, apply `then`.
 */
export type CustomBand = { to: number, then: Array<CustomEffect>, };

/**
 * One row of a `CustomCritTable`.
 */
export type CustomCritRow = { summary: string, effects: Array<CustomEffect>, };

/**
 * A critical table of the group's own: it replaces the line's table for its damage type
 * and region, for this request only.
 */
export type CustomCritTable = { damageType: DamageType, region: Region, 
/**
 * The name the outcome and the log give the table.
 */
table: string, 
/**
 * Exactly ten rows: critical damage 1, 2, ... 10 and above.
 */
rows: Array<CustomCritRow>, };

/**
 * One effect of a row (`rules::effects::Spec`, whose comments say what each does). The
 * effects without fields are written `{}` so that a field given with them is refused.
 */
export type CustomEffect = { "type": "death", } | { "type": "fatigue", levels: CustomAmount, } | { "type": "stunned", rounds: CustomAmount, } | { "type": "prone", } | { "type": "bloodLoss", } | { "type": "onFire", } | { "type": "unconscious", span: CustomSpan, } | { "type": "blinded", span: CustomSpan, } | { "type": "deafened", span: CustomSpan, } | { "type": "penalty", modifier: number, scope: Scope, span: CustomSpan, } | { "type": "halved", characteristics: Array<Characteristic>, span: CustomSpan, } | { "type": "characteristicDamage", characteristic: Characteristic, amount: CustomAmount, permanent: boolean, } | { "type": "characteristicBecomes", characteristic: Characteristic, value: CustomAmount, } | { "type": "movementHalved", span: CustomSpan, } | { "type": "halfActionsOnly", span: CustomSpan, } | { "type": "useless", part: Part, span: CustomSpan, } | { "type": "lost", part: Part, count: CustomAmount, } | { "type": "drops", } | { "type": "armourDestroyed", } | { "type": "armourDamaged", points: CustomAmount, } | { "type": "armourOff", } | { "type": "heldItemDestroyed", } | { "type": "knockback", metres: CustomAmount, fatiguePerMetre: number, } | { "type": "test", characteristic: Characteristic, modifier: number, fail: Array<CustomEffect>, pass: Array<CustomEffect>, } | { "type": "nearby", radius: CustomAmount, damage?: CustomAmount | null, damageType?: DamageType | null, onlyIf?: Carried | null, } | { "type": "chance", percent: number, then: Array<CustomEffect>, } | { "type": "oneOf", sides: number, bands: Array<CustomBand>, } | { "type": "ifArmoured", armoured: Array<CustomEffect>, unarmoured: Array<CustomEffect>, };

/**
 * How long an effect lasts (`rules::effects::Span`).
 */
export type CustomSpan = { "unit": "rounds", "amount": CustomAmount } | { "unit": "nextTurn" } | { "unit": "minutes", "amount": CustomAmount } | { "unit": "hours", "amount": CustomAmount } | { "unit": "days", "amount": CustomAmount } | { "unit": "weeks", "amount": CustomAmount } | { "unit": "untilTreated" } | { "unit": "permanent" };

/**
 * Extension: an amount of damage, as dice (`'1d10+3'`) or a number (`7`).
 */
export type DamageAmount = string | number;

/**
 * Extension: options of damage that is not an attack.
 */
export type DamageOptions = { 
/**
 * Any critical damage kills.
 */
suddenDeath?: boolean | null, };

/**
 * Extension: what `applyDamage` did.
 */
export type DamageOutcome = { hits: Array<Hit>, 
/**
 * The character's state afterwards.
 */
target: TargetState, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * Extension: damage that is not an attack, applied to a character (`applyDamage`). Give
 * `damage`, or a `hazard` that fills in the line's numbers.
 */
export type DamageRequest = { ruleset: Ruleset, actor: Actor, damage?: DamageAmount | null, 
/**
 * Default: the hazard's, or Impact (damage of no stated type is Impact).
 */
damageType?: DamageType | null, 
/**
 * Default: the hazard's, or rolled on the hit-location table.
 */
location?: Location | null, ignoreArmour?: boolean | null, ignoreToughness?: boolean | null, penetration?: number | null, 
/**
 * Levels of fatigue added besides.
 */
fatigue?: number | null, hazard?: Hazard | null, options?: DamageOptions | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type DamageRoll = { 
/**
 * The damage total before cover, armour and toughness.
 */
total: number, 
/**
 * Extension: the value each damage die counted for, left to right (after any
 * replacement by degrees of success), then any Righteous Fury dice.
 */
dice: Array<number>, modifier: number, strengthBonus: number, 
/**
 * Extension (rt): the die whose value the degrees of success replaced, if any.
 */
degreesReplaced?: ReplacedDie, 
/**
 * Extension: the extra damage Righteous Fury added (dh1/rt).
 */
furyBonus: number, 
/**
 * Extension (Tearing): the die dropped as the lowest; `dice` leaves it out.
 */
dropped?: DroppedDie, 
/**
 * Extension (Accurate, ow/dh2): how many of `dice`, right after the weapon's own, are
 * Accurate's extra d10s.
 */
accurateDice?: number, 
/**
 * Extension (a horde's attack, ow/dh2): how many of `dice`, right after Accurate's,
 * are the d10s the horde's Magnitude adds.
 */
hordeDice?: number, 
/**
 * Extension: damage the attacker's talents and traits add (Mighty Shot, Crushing Blow,
 * Brutal Charge), each labelled with the feature, already in `total`.
 */
bonuses?: Array<NamedModifier>, };

/**
 * How hurt a character is, which sets how it heals (000 and 003 "Healing", 002 "Damage and
 * Healing"). Dark Heresy's book says "Wounded" where the others say "Damaged"; the values
 * are the same in every line.
 */
export type DamageState = "unharmed" | "lightlyDamaged" | "heavilyDamaged" | "criticallyDamaged";

/**
 * When a character counts as lightly, heavily or critically damaged (000 and 003 "Healing",
 * 002 "Damage and Healing"): critically with any critical damage; otherwise lightly up to
 * a multiple of the Toughness Bonus in damage, heavily past it.
 */
export type DamageStates = { 
/**
 * Lightly damaged while the damage is at most this many times the Toughness Bonus.
 */
lightUpToTbTimes: number, 
/**
 * The book's names of the three states, for the log.
 */
lightly: string, heavily: string, critically: string, };

export type DamageType = "energy" | "explosive" | "impact" | "rending";

/**
 * How degrees of success and failure are counted.
 */
export type Degrees = "fullTens" | "onePlusFullTens" | "tensDigits";

/**
 * A damage expression `NdX+M` (N dice of X sides plus a flat modifier).
 */
export type DiceExpr = { count: number, sides: number, modifier: number, };

/**
 * What the caller gave: faces to consume first, then a seed. A die takes the next face
 * scripted for its purpose in `byPurpose` while there is one, then the next of `rolls`,
 * then a face from the seed. `byPurpose` lets a table that rolls its own dice (physical or a
 * VTT's) hand each face to the die it was rolled for, whatever order the engine asks in.
 */
export type DiceSpec = { seed?: number | null, rolls?: Array<number> | null, 
/**
 * Faces for the dice of one purpose, in the order those dice are rolled, e.g.
 * `{ attack: [34], damage: [7, 3] }`. A d5 takes the d10 face it is read from.
 */
byPurpose?: Partial<Record<Purpose, Array<number>>> | null, };

/**
 * One die as it was rolled. A d5 is rolled as a d10: `sides` is 10, `face` the d10 face and
 * `value` the halved result (1..=5).
 */
export type DieRecord = { purpose: Purpose, sides: number, face: number, value?: number, 
/**
 * The hit this die belongs to (1-based), for damage and critical dice.
 */
hit?: number, };

/**
 * A named difficulty (`'hard'`) or a number (`-20`).
 */
export type Difficulty = string | number;

export type DifficultyDef = { 
/**
 * What a test's `difficulty` takes (`'veryHard'`; the name works too).
 */
id: string, 
/**
 * `'Very Hard'`.
 */
name: string, 
/**
 * The name with its modifier, as the books print it: `'Very Hard (-30)'`,
 * `'Challenging (+0)'`.
 */
label: string, modifier: number, };

/**
 * One dose of damage that is not an attack: what is rolled, what it counts as for
 * critical effects, what soaks it and where it lands.
 */
export type Dose = { damage: DiceExpr, damageType: DamageType, 
/**
 * Armour does not reduce it.
 */
ignoresArmour: boolean, 
/**
 * The Toughness Bonus does not reduce it.
 */
ignoresToughness: boolean, 
/**
 * Levels of fatigue it adds besides.
 */
fatigue: number, 
/**
 * Where it lands when the request names no location (`None`: rolled on the
 * hit-location table).
 */
location: Location | null, };

/**
 * A vehicle and its driver, for a chase.
 */
export type Driven = { driver: Actor, vehicle: Vehicle, 
/**
 * Extension: the driving skill tested (default: the driver's trained driving skill).
 */
skill?: string | null, };

/**
 * The die Tearing dropped.
 */
export type DroppedDie = { 
/**
 * Its place among the hit's damage dice as rolled (0-based; Tearing's own die is last).
 */
index: number, 
/**
 * The face it showed.
 */
face: number, 
/**
 * Its value (a d5's halved face, an unarmed 10 as 5 where the line says so), before
 * Proven or Primitive.
 */
value: number, };

/**
 * How long an applied effect lasts: `amount` units (rolled where the table gives dice);
 * no amount for `nextTurn`, `untilTreated` and `permanent`.
 */
export type Duration = { unit: DurationUnit, amount?: number, };

/**
 * The unit of a duration.
 */
export type DurationUnit = "rounds" | "nextTurn" | "minutes" | "hours" | "days" | "weeks" | "untilTreated" | "permanent" | "encounter" | "snapOut" | "nearSource";

/**
 * One effect as it applied to a character, with its dice rolled: what a VTT writes back.
 * The vocabulary is `rules::effects::Spec`'s; `test` and `chance` record a roll, and the
 * effects that followed from it come right after them in the list.
 */
export type Effect = { "type": "death" } | { "type": "fatigue", levels: number, } | { "type": "stunned", rounds: number, } | { "type": "prone" } | { "type": "bloodLoss" } | { "type": "onFire" } | { "type": "unconscious", duration: Duration, } | { "type": "blinded", duration: Duration, } | { "type": "deafened", duration: Duration, } | { "type": "penalty", modifier: number, scope: Scope, duration: Duration, } | { "type": "halved", characteristics: Array<Characteristic>, duration: Duration, } | { "type": "characteristicDamage", characteristic: Characteristic, amount: number, permanent: boolean, } | { "type": "characteristicBecomes", characteristic: Characteristic, value: number, } | { "type": "movementHalved", duration: Duration, } | { "type": "halfActionsOnly", duration: Duration, } | { "type": "useless", part: Part, side?: Side, duration: Duration, } | { "type": "lost", part: Part, side?: Side, count: number, } | { "type": "drops", side?: Side, } | { "type": "armourDestroyed", location: Location, } | { "type": "armourDamaged", location: Location, points: number, } | { "type": "armourOff", location: Location, } | { "type": "heldItemDestroyed", side?: Side, } | { "type": "roll", sides: number, roll: number, } | { "type": "knockback", metres: number, } | { "type": "test", test: TestResult, } | { "type": "nearby", radius: number, damage?: string, damageType?: DamageType, onlyIf?: Carried, } | { "type": "chance", percent: number, roll: number, happened: boolean, } | { "type": "immobilised" } | { "type": "crippled", location: Location, damage: number, } | { "type": "insanity", points: number, } | { "type": "corruption", points: number, } | { "type": "flees", cornered: number, duration: Duration, } | { "type": "avoidsSource", duration: Duration, } | { "type": "noActions", duration: Duration, } | { "type": "frenzy", duration: Duration, } | { "type": "hallucinating", duration: Duration, } | { "type": "area", radius: number, itself: boolean, 
/**
 * The effects, as the table writes them (`Spec`s: dice unrolled).
 */
each: Spec[], } | { "type": "harm", location: Location, damage: number, damageType: DamageType, wounds: number, critical?: Critical, } | { "type": "fearTest", rating: number, } | { "type": "noPowers", duration: Duration, } | { "type": "warp", id: string, duration: Duration, };

/**
 * An encounter: JSON in, JSON out. `start` and `history` are the truth; the rest is what
 * they give, kept so that a choice needs no replay.
 */
export type Encounter = { ruleset: Ruleset, round: number, 
/**
 * The place in `order` of the combatant whose turn it is.
 */
turn: number, 
/**
 * The initiative order: combatant ids, highest first.
 */
order: Array<string>, 
/**
 * Extension: the id of the combatant whose turn it is (absent once it is over).
 */
active?: string, combatants: { [key in string]: CombatantState }, 
/**
 * Every choice since the start, as given (each `act` and `endTurn`, with its dice).
 */
history: unknown[], seed: bigint, 
/**
 * Extension: how targets react (`startEncounter`'s `reactions`).
 */
reactions: ReactionPolicy, 
/**
 * Extension: set once one side is left.
 */
end?: EncounterEnd, 
/**
 * Extension: the `startEncounter` request as given (its dice made a seed), from which
 * `history` replays.
 */
start: unknown, };

/**
 * Who won, once one side is left.
 */
export type EncounterEnd = { 
/**
 * The side left standing (absent when no side is).
 */
winner?: string, round: number, };

/**
 * What `act` and `endTurn` return.
 */
export type EncounterStep = { encounter: Encounter, 
/**
 * The engines' outcomes, in order, each tagged with what it was (`kind`) and whose.
 */
outcomes: unknown[], log: Array<string>, };

/**
 * A line's encounter rules.
 */
export type Encounters = { 
/**
 * Comrades may be attached to player characters.
 */
comrades: Comrades | null, 
/**
 * Hordes may be fought.
 */
hordes: Hordes | null, };

/**
 * Extension: the end of a round (`endRound`): suffocation and vacuum.
 */
export type EndRoundRequest = { ruleset: Ruleset, actor: Actor, breath?: Breath | null, vacuum?: VacuumExposure | null, options?: DamageOptions | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * `endTurn(encounter, choice)`.
 */
export type EndTurnChoice = { dice?: DiceSpec | null, };

/**
 * The hours of hard travel (003 "Hurrying", "Running and Narrative Time", "Forced
 * Marching", "Swimming and Narrative Time", "Exceeding Your Carrying Limits").
 */
export type Endurance = { 
/**
 * Hurrying moves at this many times the narrative speed.
 */
hurryFactor: number, hurryPerception: number, 
/**
 * Running in narrative time moves at this many times the narrative speed.
 */
runFactor: number, runPerception: number, 
/**
 * The cumulative step of the Toughness tests' penalty.
 */
step: number, 
/**
 * The hours of an ordinary day's march (Table 7-29's day).
 */
marchHours: number, 
/**
 * Hours of rest that remove the fatigue of each hour marched past the safe ones.
 */
marchRestPerHour: number, 
/**
 * Levels of fatigue a failed test gives.
 */
fatigue: number, };

/**
 * A treacherous environment (003 Table 7-30): movement in it is halved, and a Charge or
 * Run through it needs an Agility test of its difficulty.
 */
export type Environment = "fog" | "mud" | "shallowWater" | "darkness" | "snow" | "underbrush" | "denseCrowds" | "zeroGravity" | "rubble" | "tremors";

/**
 * A treacherous environment of Table 7-30 and the difficulty of its Agility test.
 */
export type EnvironmentRow = { environment: Environment, name: string, modifier: number, };

/**
 * Extension: the end-of-turn test to shake off being pinned (`escapePinning`).
 */
export type EscapeRequest = { ruleset: Ruleset, actor: Actor, 
/**
 * Someone shot at the character since its last turn (no bonus). Default true.
 */
shotAt?: boolean | null, 
/**
 * The character is engaged in melee (it escapes without a test; the `engaged`
 * condition counts too).
 */
engaged?: boolean | null, 
/**
 * The character is in cover (dh2 gives the bonus for cover too).
 */
inCover?: boolean | null, modifiers?: Array<NamedModifier> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type Evasion = { reaction: Reaction, test: TestResult, hitsNegated: number, 
/**
 * Extension: a Dodge against an area attack: how far the edge was and how far the
 * target could move.
 */
area?: AreaEscape, 
/**
 * Extension: a successful Parry with a Power Field weapon (`targetWeapon`) destroyed
 * the attacking weapon (the d100 with purpose `powerField` at or under the chance).
 * Later strikes of the same action with that weapon are not made. Left out when false.
 */
weaponDestroyed?: boolean, };

/**
 * A published power as data, and its book.
 */
export type ExamplePower = { power: Power, source: string, };

/**
 * Extended care: a Medicae test at the end of each period of care, the period set by the
 * patient's state. A success removes `multiplier` times what natural healing removed in
 * the period plus `per_degree` per degree of success; a failure leaves natural healing
 * alone, and a bad failure harms the patient.
 */
export type ExtendedCare = { lightlyDays: number, heavilyDays: number, criticallyDays: number, 
/**
 * The medic attends as many patients as its Intelligence Bonus; each one more gives
 * this modifier (cumulative).
 */
extraPatient: number, multiplier: number, perDegree: number, 
/**
 * The harm of bad failures, worst (most degrees) first.
 */
harm: Array<CareHarm>, 
/**
 * A critically damaged patient whose care failed by the least harmful degrees tests
 * Toughness at this modifier, and dies on a failure.
 */
criticalToughnessTest: number | null, };

/**
 * What an extended test counts towards `needed`.
 */
export type ExtendedCount = "successes" | "degrees";

/**
 * What `extendedTest` returns.
 */
export type ExtendedOutcome = { tests: Array<TestResult>, progress: number, done: boolean, testsTaken: number, 
/**
 * Extension: `testsTaken` times `timePerTest`, when that was given.
 */
time?: number, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `extendedTest(...)`: the same test rolled until it has made `needed` progress.
 */
export type ExtendedRequest = { ruleset: Ruleset, actor: Actor, characteristic: Characteristic, skill?: string | null, anyCharacteristic?: boolean | null, modifiers?: Array<NamedModifier> | null, difficulty?: Difficulty | null, 
/**
 * The progress the task needs (successes, or degrees with `count: 'degrees'`).
 */
needed: number, 
/**
 * The most tests the character has time for (default 100, at most 1000).
 */
maxTests?: number | null, 
/**
 * Extension: what counts towards `needed` (default `successes`, 003's rule).
 */
count?: ExtendedCount | null, 
/**
 * Extension: the time each test takes, in any unit: the outcome's `time` is in it.
 */
timePerTest?: number | null, assistants?: Array<Actor> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * The quarter of a vehicle an attacker is in, or a ram strikes (002 Attacking Vehicles).
 */
export type Facing = "front" | "side" | "rear";

/**
 * How the damage of a fall grows with the distance.
 */
export type FallDamage = { "kind": "table", table: string, rows: Array<FallRow>, } | { "kind": "perMetre", base: DiceExpr, perMetre: number, };

/**
 * A row of a falling-damage table: a fall of at least `metres` deals `damage`.
 */
export type FallRow = { metres: number, damage: DiceExpr, };

/**
 * Falling (000 "Falling", 003 "Falling" and Table 7-27, 002 "Falling", 004 "Falling").
 */
export type Falling = { damage: FallDamage, damageType: DamageType, ignoresArmour: boolean, ignoresToughness: boolean, };

/**
 * What a fate point buys (003 "Using Fate Points"; the other lines' books are not among the
 * sources: their published rules are the same, see docs/rulesets.md).
 */
export type FateRules = { 
/**
 * Wounds a point recovers at once.
 */
recoverWounds: Amount, 
/**
 * The face the initiative die counts as.
 */
initiativeFace: number, };

/**
 * One fate point spent (or burnt).
 */
export type FateSpent = { use: FateUseKind, 
/**
 * For a re-roll: the roll it replaced.
 */
replacedRoll?: number, };

/**
 * Extension: fate points the acting character will spend on its test if they help (003
 * "Using Fate Points"): a re-roll if it fails (the second roll stands), one more degree if
 * it passes. Each spends a point of the actor's `fate`.
 */
export type FateUse = { reroll?: boolean | null, extraDegree?: boolean | null, };

/**
 * What a fate point bought (003 "Using Fate Points", "Burning Fate").
 */
export type FateUseKind = "reroll" | "extraDegree" | "initiativeTen" | "recoverWounds" | "recoverStun" | "burn";

/**
 * Fatigue threshold: levels a character can carry before collapsing.
 */
export type FatigueThreshold = "toughnessBonus" | "toughnessPlusWillpowerBonus";

/**
 * What `fearTest` returns.
 */
export type FearOutcome = { 
/**
 * The Willpower test (absent when the character takes none: immune, or spared).
 */
test?: TestResult, 
/**
 * The Fear rating tested against.
 */
fear: number, 
/**
 * Why no test was taken (a talent, a trait, the insanity it already has).
 */
spared?: string, shock?: ShockResult, 
/**
 * Out of combat: -10 to tests that need concentration while it stays near the source
 * (the penalty is also in `target.injuries`).
 */
unnerved: boolean, 
/**
 * Insanity points gained.
 */
insanity: number, madness?: MadnessNews, target: TargetState, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `fearTest(...)`.
 */
export type FearRequest = { ruleset: Ruleset, actor: Actor, 
/**
 * The Fear rating, 1 to 4 (absent: the `source`'s Fear (X) trait).
 */
fear?: number | null, 
/**
 * Extension: the creature or thing feared; its Fear (X) trait is the rating when
 * `fear` is absent.
 */
source?: Actor | null, 
/**
 * In combat a failure rolls on the Shock table; out of it the character is unnerved.
 */
inCombat: boolean, 
/**
 * Extension: a mundane horror (blood, death, violence): the Jaded talent spares the
 * test.
 */
mundane?: boolean | null, modifiers?: Array<NamedModifier> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * A feature: a weapon quality, a talent or a trait, as one line has it.
 */
export type Feature = { id: string, kind: Kind, 
/**
 * The book's name for it.
 */
name: string, value: Takes, 
/**
 * What it does in this line, in a line.
 */
summary: string, 
/**
 * Where the rule comes from (a book and heading).
 */
source: string, effects: Array<Fx>, };

/**
 * Which attack a won Feint leaves undefendable (000 "Feint"; 003 "Feint (Half Action)";
 * 004 Combat Actions "Feint").
 */
export type FeintFollowUp = "standardAttackOnly" | "anyMeleeAttack";

/**
 * A fall at the end of a move, and its damage as `applyDamage` gives it.
 */
export type Fell = { metres: number, damage: DamageOutcome, };

/**
 * The fire mode a ranged action uses; it sets the rate of fire that caps the hits, the
 * rounds spent and the jam threshold.
 */
export type FireMode = "single" | "semi" | "full";

/**
 * Fire (000 "Fire", 003 "Fire", 002 "Fire", 004 "Fire").
 */
export type FireRule = { 
/**
 * What a burning character takes each round.
 */
burn: Dose, 
/**
 * The Agility test of a character exposed to flames, to keep from catching fire.
 */
catchTest: number, 
/**
 * The Willpower test at the start of a burning character's turn, to act normally
 * (otherwise it can only run about screaming).
 */
willpowerTest: number, 
/**
 * The Agility test (a Full Action) to put the flames out.
 */
extinguishTest: number, 
/**
 * Putting the flames out means dropping prone.
 */
extinguishProne: boolean, };

/**
 * First aid: one Medicae test; what a success removes depends on the patient's state (from
 * critical damage first).
 */
export type FirstAid = { lightly: Treats, heavily: Treats, critically: Treats, };

/**
 * The move action a flier takes (003 "Altitude").
 */
export type FlyAction = "move" | "charge" | "run" | "none";

/**
 * Flying at altitude (003 "Flying", "Altitude").
 */
export type Flying = { 
/**
 * Metres added to the range of a shot from below at a low-altitude flier.
 */
lowExtraRange: number, 
/**
 * The modifier to such a shot.
 */
lowFromBelow: number, 
/**
 * Melee is impossible when either side flies at low altitude.
 */
lowBlocksMelee: boolean, };

/**
 * How a line makes the Focus Power action.
 */
export type Focus = "threshold" | "strength" | "chosen";

/**
 * What `focusPower` returns.
 */
export type FocusOutcome = { 
/**
 * Rogue Trader, Only War, Dark Heresy 2nd edition: the Focus Power test.
 */
test?: TestResult, 
/**
 * Dark Heresy: the Psy Rating d10s against the threshold.
 */
threshold?: ThresholdRoll, 
/**
 * The target's test against an opposed power.
 */
opposed?: TestResult, success: boolean, degrees?: number, effectivePsyRating: number, phenomena?: Phenomena, 
/**
 * Extension (Dark Heresy): a phenomenon for each further 9 rolled.
 */
morePhenomena?: Array<Phenomena>, 
/**
 * Extension: a psychic attack's outcome, as `resolveAttack` gives it (its dice are in
 * this outcome's `dice`).
 */
attack?: AttackOutcome, 
/**
 * The psyker after phenomena and perils.
 */
target: TargetState, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `focusPower(...)`.
 */
export type FocusRequest = { ruleset: Ruleset, 
/**
 * The psyker: an actor with `psyRating`.
 */
psyker: Actor, power: Power, 
/**
 * Default `unfettered`.
 */
strength?: PowerStrength | null, 
/**
 * Extension: points pushed (with `strength: 'push'`; default 1).
 */
push?: number | null, 
/**
 * Extension (Dark Heresy 2nd edition): the Psy Rating used, from 1 to the rating
 * (default the rating); pushing adds `push` to the rating instead.
 */
effectivePsyRating?: number | null, 
/**
 * Extension (Dark Heresy): how many d10s to roll, 1 to the Psy Rating (default all).
 */
diceCount?: number | null, 
/**
 * Extension: the psyker's kind (Dark Heresy 2nd edition's push limits and phenomena).
 */
psykerClass?: PsykerClass | null, 
/**
 * The power's target, when it is opposed or attacks.
 */
target?: Actor | null, 
/**
 * Extension: the target's reaction to a psychic attack (`'dodge'`; default none).
 */
targetReaction?: Reaction | null, modifiers?: Array<NamedModifier> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * Righteous Fury.
 */
export type Fury = "confirmThenD10" | "confirmThenDamageRoll" | { "criticalD5": { crit_needs_damage: boolean, } };

export type FuryOption = "rules" | "always" | "never";

export type FuryRecord = { triggered: boolean, 
/**
 * dh1/rt: whether the confirmation test hit.
 */
confirmed?: boolean, confirmationRoll?: number, 
/**
 * dh1/rt: the extra damage added (sum of every chained roll).
 */
extraDamage: number, 
/**
 * ow/dh2: the d5 rolled for the critical row.
 */
criticalRoll?: number, 
/**
 * Why it did not apply, when a 10 came up but the rules stopped it.
 */
suppressed?: string, };

/**
 * What a feature does. Each variant is read at one step of the attack; the comment says
 * which, and whose feature it is (the attacker's weapon, the attacker, the target, the
 * weapon the target parries with).
 */
export type Fx = { "fx": "test", "of": { amount: Scale, when: When, } } | { "fx": "noAim" } | { "fx": "calledShot", "of": { melee: boolean, less: number, } } | { "fx": "noRangePenalty" } | { "fx": "seesInDarkness" } | { "fx": "noOutnumber" } | { "fx": "parry", "of": number } | { "fx": "noParry" } | { "fx": "unparriable" } | { "fx": "powerField", "of": number } | { "fx": "noLightning" } | { "fx": "reactions", "of": number } | { "fx": "extraHit", "of": { degrees: number, } } | { "fx": "hitsTimes", "of": number } | { "fx": "ammoTimes", "of": number } | { "fx": "pointBlankHits", "of": { perDegrees: number, } } | { "fx": "blast" } | { "fx": "spray", "of": { agility: number, } } | { "fx": "ignite", "of": { agility: number, } } | { "fx": "jam", "of": number } | { "fx": "overheat", "of": number } | { "fx": "tearing" } | { "fx": "dieMin" } | { "fx": "dieMax" } | { "fx": "accurateDice", "of": { perDegrees: number, skip: number, max: number, } } | { "fx": "damage", "of": { amount: Scale, when: When, } } | { "fx": "penetration", "of": { times: number, when: When, } } | { "fx": "furyOn" } | { "fx": "armour", "of": { times: number, when: When, } } | { "fx": "felling" } | { "fx": "naturalArmour" } | { "fx": "toughness", "of": { times: number, plus: Scale, unless: Array<string>, } } | { "fx": "criticalLess", "of": Scale } | { "fx": "unnatural", "of": Characteristic } | { "fx": "size" } | { "fx": "shocking", "of": { fatigue: number, } } | { "fx": "toxic", "of": { perWound: number, perValue: number, } } | { "fx": "snare", "of": { perValue: number, } } | { "fx": "concussive", "of": { perValue: number, } } | { "fx": "crippling" } | { "fx": "regeneration", "of": { test: boolean, } } | { "fx": "initiative", "of": { times: number, } } | { "fx": "flight", "of": { hover: boolean, } } | { "fx": "gait", "of": { gait: Gait, } } | { "fx": "allows", "of": string } | { "fx": "fearRating" } | { "fx": "fearImmune" } | { "fx": "noInsanity" } | { "fx": "fearBonus", "of": number } | { "fx": "fearReroll" } | { "fx": "ignoresMundaneHorror" };

/**
 * A way of moving that changes the speeds of Table 7-28 (published bestiary traits; the
 * seeds only say traits may change movement, 003 MOVEMENT).
 */
export type Gait = "quadruped" | "crawler";

/**
 * How the target of a grapple attempt avoids it (000 and 003 "Grappling").
 */
export type GrappleAvoid = "reaction" | "agilityTest";

/**
 * The options of the Grapple action (000 "Grapple" and "Grappling"; 003 "Grapple (Full
 * Action)" and "Grappling"; 004 Combat Actions "Grapple"). The option names the actor's
 * role: `start` opens a grapple; `damage` to `stand` are the controller's; `breakFree`,
 * `slipFree` and `takeControl` are the grappled target's.
 */
export type GrappleOption = "start" | "damage" | "throwDown" | "push" | "ready" | "stand" | "breakFree" | "slipFree" | "takeControl";

/**
 * Extension: the `grapple` field of an attack request.
 */
export type GrappleRequest = { option: GrappleOption, 
/**
 * `start` only: the grapple is attempted with a Charge rather than a Standard Attack.
 */
charge?: boolean | null, 
/**
 * `stand` only: the controller also tries to drag the prone target up (opposed
 * Strength).
 */
drag?: boolean | null, };

/**
 * Grappling (000 "Grappling" and "Grapple"; 003 "Grappling" and "Grapple (Full Action)"; 004
 * Combat Actions "Grapple").
 */
export type GrappleRule = { 
/**
 * The options the line has (`start` included).
 */
options: Array<GrappleOption>, avoid: GrappleAvoid, 
/**
 * The controller's Damage Opponent: this plus the Strength Bonus, an unarmed blow to
 * the body, and `fatigue` levels.
 */
damage: DiceExpr, fatigue: number, 
/**
 * Extra degrees of success per size step for the larger grappler on a successful
 * opposed test within the grapple.
 */
sizeDegreesPerStep: number, 
/**
 * The skill of Slip Free and its modifier.
 */
slipFreeSkill: string, slipFreeModifier: number, };

/**
 * Extension: where a grapple stands after the action.
 */
export type GrappleState = { option: GrappleOption, 
/**
 * Whether the two are grappling after the action.
 */
grappling: boolean, 
/**
 * Who controls the grapple: `'attacker'` (the acting character) or `'target'`; null
 * when there is no grapple.
 */
controller: 'attacker' | 'target' | null, };

/**
 * A world's gravity (003 "The Effects of Gravity").
 */
export type Gravity = "low" | "normal" | "high";

/**
 * What a world's gravity changes (003 "The Effects of Gravity").
 */
export type GravityEffect = { 
/**
 * Added to the Agility Bonus for movement.
 */
agilityBonus: number, 
/**
 * The least Agility Bonus it leaves (a bonus already below it stays as it is).
 */
agilityBonusFloor: number, 
/**
 * Added to the sum of Strength and Toughness Bonus for the limits (never below 0).
 */
limitsTotal: number, 
/**
 * Added to the Strength Bonus for throwing (never below 0).
 */
throwStrengthBonus: number, 
/**
 * Jumping and leaping distances are multiplied by this.
 */
jumpFactor: number, };

/**
 * Which hand holds the weapon that attacks (000 and 003 "Two-Weapon Fighting").
 */
export type Hand = "primary" | "secondary";

/**
 * Extension: a kind of special damage whose numbers come from the line's rules
 * (`rules::hazards`). The request's own `damage`, `damageType`, `location`,
 * `ignoreArmour`, `ignoreToughness`, `penetration` and `fatigue` override the preset's.
 */
export type Hazard = { "kind": "fall", metres: number, } | { "kind": "fire", } | { "kind": "vacuum", effect?: VacuumEffect | null, } | { "kind": "suffocation", };

/**
 * Every hazard of a line.
 */
export type Hazards = { falling: Falling, fire: FireRule, bloodLoss: BloodLossRule, suffocation: SuffocationRule, vacuum: VacuumRule, };

/**
 * What passes or is done to the character.
 */
export type HealKind = "natural" | "medicae" | "rest" | "wake";

/**
 * Extension: what `heal` returns. `target` is the character's new state (feed it back as
 * the next request's actor); `state` its damage state now.
 */
export type HealOutcome = { kind: HealKind, target: TargetState, state: DamageState, removed: Removed, 
/**
 * Every test rolled, in order: the medic's Medicae tests, the patient's Toughness tests.
 */
tests: Array<TestResult>, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * Extension: `heal`. `actor` is the patient (an outcome's `target` fed back works). Which
 * fields apply depends on `kind`; a field that does not apply is refused.
 */
export type HealRequest = { ruleset: Ruleset, actor: Actor, kind: HealKind, 
/**
 * `natural`: the days that pass (required). `medicae` with `extendedCare`: the days of
 * care (default: one period of care for the patient's state).
 */
days?: number | null, 
/**
 * `rest`: the hours of rest (required).
 */
hours?: number | null, 
/**
 * `natural` and extended care: the patient spends the whole time in bed rest.
 */
bedRest?: boolean | null, 
/**
 * `natural`: the patient is under medical attention (a medic's care, without tests).
 */
medicalAttention?: boolean | null, 
/**
 * `medicae`: the treatment (default `'firstAid'`).
 */
care?: Care | null, 
/**
 * `medicae`: who treats the patient (default: the patient itself).
 */
medic?: Medic | null, 
/**
 * Extended care: the patients the medic attends at once, this one included (default 1).
 */
patients?: number | null, 
/**
 * Staunching blood loss: the bleeding character keeps up strenuous activity.
 */
strenuous?: boolean | null, 
/**
 * `medicae`: extra modifiers to the medic's tests.
 */
modifiers?: Array<NamedModifier> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type Healing = { states: DamageStates, natural: NaturalHealing, firstAid: FirstAid, extendedCare: ExtendedCare, bloodLoss: Staunch, recovery: Recovery, };

/**
 * How many degrees an automatic hit on a helpless target scores.
 */
export type HelplessDegrees = "zero" | "weaponSkillBonus";

export type Hit = { location: Location, 
/**
 * Extension: an extra hit of a burst (not the first), which the attacker may instead
 * give to another target within 2 metres that is no harder to hit.
 */
extra?: boolean, damage: DamageRoll, wounds: number, critical?: Critical, 
/**
 * Extension: every critical this hit caused (ow/dh2 can add a Righteous Fury critical
 * beside the one from damage past wounds); `critical` is the most severe.
 */
criticals?: Array<Critical>, righteousFury?: FuryRecord, soak: Soak, 
/**
 * Extension: fatigue levels this hit inflicted (e.g. unarmed blows).
 */
fatigue?: number, 
/**
 * Extension: the strike (1-based index into `strikes`) that scored this hit, when the
 * action struck several times.
 */
strike?: number, 
/**
 * Extension: what the weapon's qualities did to the character once this hit landed
 * (Shocking, Toxic, Snare, Concussive, Crippling), in that order.
 */
aftermath?: Array<Aftermath>, };

/**
 * The most hits one attack action may score, beside the rate of fire.
 */
export type HitCap = "weaponSkillBonus";

/**
 * Where the hits after the first land when a burst hits one target, by the region of the
 * first hit: the regions of hits two to five, then of every hit after the fifth.
 */
export type HitSequence = { first: Region, second: Region, third: Region, fourth: Region, fifth: Region, later: Region, };

/**
 * How many hits a successful attack scores from its degrees of success `d`.
 */
export type Hits = { "kind": "one" } | { "kind": "onePlusPer", per: number, } | { "kind": "onePlusPerAdditional", per: number, } | { "kind": "perDegree" };

/**
 * A horde (Only War and Dark Heresy 2nd edition): many foes fought as one, Magnitude in
 * place of wounds.
 */
export type Horde = { name?: string | null, 
/**
 * Its starting Magnitude.
 */
magnitude: number, 
/**
 * Magnitude lost so far.
 */
damage?: number | null, 
/**
 * Armour on every location, in place of its members' (absent: the members').
 */
armour?: number | null, 
/**
 * Toughness, in place of its members' (absent: the members').
 */
toughness?: number | null, traits?: Array<Tagged> | null, };

/**
 * The Deathwatch horde rule ("Hordes", "Damaging Hordes").
 */
export type Hordes = { 
/**
 * Magnitude a hit removes when it deals at least 1 damage past armour and Toughness.
 */
perHit: number, 
/**
 * More Magnitude from a hit of Explosive damage.
 */
explosive: number, 
/**
 * A Blast (X) weapon's hit removes X Magnitude (at least `per_hit`).
 */
blastCountsX: boolean, 
/**
 * The largest starting Magnitude accepted.
 */
maxMagnitude: number, 
/**
 * A horde's attack gains one extra d10 of damage for each full this much Magnitude it
 * has left ("Hordes and Damage")...
 */
magnitudePerDamageDie: number, 
/**
 * ...up to this many d10s.
 */
maxDamageDice: number, 
/**
 * A horde's attacks cannot be dodged or parried.
 */
attacksUnavoidable: boolean, 
/**
 * A horde that loses at least this share (percent) of the Magnitude it began the round
 * with, within the round, tests Willpower or breaks ("Breaking"); a Fearless horde
 * never does.
 */
breakLossPercent: number, 
/**
 * The modifier of that Willpower test (Challenging, +0).
 */
breakTestModifier: number, 
/**
 * A flame weapon (Flame, or Spray in ow/dh2) that harms a horde scores one hit per this
 * many metres of its range...
 */
flameMetresPerHit: number, 
/**
 * ...plus one die of this many sides.
 */
flameDie: number, };

export type InitiativeEntry = { id: string, roll: number, total: number, 
/**
 * Extension: the Agility Bonus added to the roll (counted twice with Lightning
 * Reflexes).
 */
bonus: number, 
/**
 * Extension: the tie-break die, when one was needed.
 */
tieRoll?: number, 
/**
 * Extension: a fate point made the die count as a 10 (no die was rolled).
 */
fate?: boolean, };

export type InitiativeOutcome = { order: Array<InitiativeEntry>, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

export type InitiativeRequest = { ruleset: Ruleset, combatants: Array<Combatant>, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * What `investigate` returns.
 */
export type InvestigateOutcome = { tests: Array<TestResult>, 
/**
 * Hours still needed (0 or less: the information is found).
 */
hoursLeft: number, 
/**
 * Failures by three or more degrees, each adding 1d10 hours.
 */
setbacks: number, done: boolean, 
/**
 * Extension: a failure by five or more degrees halted the search; the subject is now
 * two steps more complex (`complexity`, when it was given).
 */
halted: boolean, complexity?: Complexity, testsTaken: number, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `investigate(...)`: Investigation skill tests until the hours are used up or the search
 * halts.
 */
export type InvestigateRequest = { ruleset: Ruleset, actor: Actor, skill: string, 
/**
 * Default: the skill's own characteristic.
 */
characteristic?: Characteristic | null, anyCharacteristic?: boolean | null, 
/**
 * Default: the complexity's, or Challenging.
 */
difficulty?: Difficulty | null, 
/**
 * The hours the information takes. Default: the complexity's.
 */
hours?: number | null, 
/**
 * Extension: Table 7-4's complexity, which gives the difficulty and the hours.
 */
complexity?: Complexity | null, 
/**
 * The most tests to make (default 100, at most 1000).
 */
maxTests?: number | null, modifiers?: Array<NamedModifier> | null, assistants?: Array<Actor> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type Jams = { 
/**
 * An unmodified roll at or above this jams a single shot (and misses).
 */
single: number, 
/**
 * The threshold for semi- and full-auto fire.
 */
burst: number, };

/**
 * What a feature is.
 */
export type Kind = "quality" | "talent" | "trait";

/**
 * Knock-Down (000 "Knock-Down"; 003 "Knock-Down (Half Action)"; 004 Combat Actions "Knock
 * Down"): an opposed Strength test.
 */
export type KnockDownRule = { 
/**
 * The bonus for moving (a half action; dh2: charging) before the attempt, asked for
 * with the `movedFirst` circumstance.
 */
movedBonus: number, movedLabel: string, 
/**
 * Degrees of success the winning attacker needs to also deal damage and fatigue.
 */
damageDegrees: number, 
/**
 * The damage dealt (plus the Strength Bonus), an unarmed blow to the body.
 */
damage: DiceExpr, fatigue: number, 
/**
 * Degrees of success a winning target needs to knock the attacker down (`None`: the
 * line has no such backlash).
 */
backlashDegrees: number | null, 
/**
 * The backlash needs the attacker's own test to have failed.
 */
backlashNeedsAttackerFailure: boolean, };

/**
 * A row of Table 7-31: kilograms carried, lifted and pushed.
 */
export type LimitRow = { carry: number, lift: number, push: number, };

/**
 * Kilograms carried, lifted off the ground and pushed (003 Table 7-31).
 */
export type Limits = { carry: number, lift: number, push: number, };

export type Location = "head" | "rightArm" | "leftArm" | "body" | "rightLeg" | "leftLeg";

/**
 * The step of an attack a log line comes from (`AttackOutcome::logSteps`).
 */
export type LogStep = "setup" | "test" | "overheat" | "scatter" | "hits" | "reaction" | "damage" | "apply" | "afterHit" | "fire" | "others" | "pinning" | "opposed" | "result";

/**
 * Melee or ranged, for an action that can be either (Standard Attack, Called Shot...).
 */
export type Made = "melee" | "ranged";

/**
 * A band of the insanity track: from `from` points, its name and the modifier of the
 * Trauma test made at each further ten points (`None`: no test).
 */
export type MadnessBand = { from: number, degree: string, traumaModifier: number | null, 
/**
 * The disorder gained on reaching the band (`None`: none).
 */
disorder: string | null, };

/**
 * Insanity points gained, and what the insanity track says of them.
 */
export type MadnessNews = { before: number, after: number, 
/**
 * The degree of madness now ('stable', 'unsettled', 'disturbed', 'unhinged',
 * 'deranged', 'terminallyInsane').
 */
degree: string, 
/**
 * Trauma tests due: one for each further ten points crossed (the line's track says
 * where; the test is the GM's to call, after the encounter).
 */
traumaTests: number, 
/**
 * The modifier of those Trauma tests (the band's).
 */
traumaModifier?: number, 
/**
 * Disorders gained on reaching a new band ('minor', 'severe', 'acute').
 */
disorders: Array<string>, };

/**
 * A vehicle's manoeuvre that penalises attacks at it and from it until its driver's next
 * turn (002 Vehicle Combat: Evasive Manoeuvring, Floor It!).
 */
export type Manoeuvre = { name: string, 
/**
 * To attacks at the vehicle.
 */
against: number, 
/**
 * To attacks from the vehicle.
 */
from: number, };

/**
 * The character who treats the patient.
 */
export type Medic = { actor: Actor, };

/**
 * Extension: what the melee special actions (stun, knockDown, feint, manoeuvre, grapple)
 * produce, beside the contract's fields. Every field is absent for other actions.
 */
export type MeleeResults = { opposed?: Opposed, stun?: StunRoll, 
/**
 * A feint: whether it succeeded (the next melee attack on this target then takes the
 * `feinted` circumstance).
 */
feinted?: boolean, 
/**
 * Metres the target was pushed (Manoeuvre, or a grapple's Push).
 */
pushedMetres?: number, grapple?: GrappleState, attacker?: AttackerState, };

/**
 * The melee special actions' numbers.
 */
export type MeleeRules = { stun: StunRule, knockDown: KnockDownRule, feint: FeintFollowUp, 
/**
 * Metres a won Manoeuvre moves the target (the attacker may follow as far).
 */
manoeuvreMetres: number, grapple: GrappleRule, };

/**
 * Everything about the mind a line has.
 */
export type Mind = { 
/**
 * The book and table of the Shock rows.
 */
shockSource: string, 
/**
 * Fear 1 to 4: the Willpower test's modifier.
 */
fearModifiers: [number, number, number, number], 
/**
 * Added to the Shock roll for each degree of failure.
 */
shockPerDegree: number, shock: Array<ShockRow>, 
/**
 * Out of combat: the unnerved penalty to tests that need concentration.
 */
unnerved: number, 
/**
 * Out of combat: a failure by this many degrees gains insanity points.
 */
insanityAtDegrees: number, insanityGain: Amount, 
/**
 * The tens digit of a character's insanity points at or above twice a Fear rating
 * spares it the test ("Only the Insane Shall Prosper"); `false` where the line's rule
 * is not known.
 */
insaneProsper: boolean, 
/**
 * Insanity points between Trauma tests.
 */
traumaEvery: number, madness: Array<MadnessBand>, madnessSource: string, };

/**
 * Where a missed thrown or blast weapon lands (000 "Missing", "Scattering in Zero
 * Gravity"; 003 "Missing"; 002 "Scatter"; 004 "Missing and Scattering"): a d10 on the
 * scatter diagram for the direction (`tables::SCATTER_DIAGRAM`), a die for the metres.
 */
export type MissScatter = { 
/**
 * Thrown weapons scatter.
 */
thrown: boolean, 
/**
 * Weapons with the Blast quality scatter.
 */
blast: boolean, 
/**
 * The die for the metres travelled.
 */
metresDie: number, };

export type Mount = "hull" | "turret" | "sponson" | "pintle";

/**
 * What `resolveMove` resolves (API.md `Move`). It is read through `MoveFields`, one flat
 * object whose `kind` says which of the fields it may carry (no buffering of a tagged
 * enum, which would cost the reader several times the code).
 */
export type Move = { "kind": "jumpUp", } | { "kind": "jumpDown", metres: number, } | { "kind": "leap", running: boolean, runUp?: number | null, 
/**
 * Extension: the gap to clear, in metres: `success` says whether it was cleared.
 */
gap?: number | null, } | { "kind": "climb", sheer?: boolean | null, tools?: boolean | null, 
/**
 * Extension: climbing in a hurry or under attack (with tools on a sheer surface,
 * the Strength test is then needed).
 */
hurried?: boolean | null, height?: number | null, } | { "kind": "abseil", harness?: boolean | null, height?: number | null, } | { "kind": "swim", hazardous?: boolean | null, 
/**
 * Extension: the swimmer's weight in kilograms, for how deep it sinks.
 */
weightKg?: number | null, } | { "kind": "lift", kg: number, } | { "kind": "push", kg: number, } | { "kind": "throw", kg: number, improvised?: boolean | null, } | { "kind": "hurry", hours: number, } | { "kind": "run", hours: number, } | { "kind": "march", hours: number, } | { "kind": "swimLong", hours: number, } | { "kind": "carryLong", hours: number, } | { "kind": "keepFooting", } | { "kind": "fly", altitude: Altitude, action?: FlyAction | null, };

/**
 * What `resolveMove` returns.
 */
export type MoveOutcome = { 
/**
 * The move did what was asked (a lift lifted, a climb climbed, a leap cleared its gap).
 */
success: boolean, 
/**
 * The tests, in order.
 */
tests: Array<MoveTest>, 
/**
 * Metres moved (climbed, leapt, swum, thrown, travelled).
 */
distance?: number, 
/**
 * A jump's height in centimetres.
 */
centimetres?: number, 
/**
 * A leap's height in metres.
 */
height?: number, 
/**
 * Extension: the move ended in a fall (a failed climb, a lost grip, a flier with no
 * move). `fell` carries its damage when the height is known.
 */
falls: boolean, fell?: Fell, 
/**
 * Extension: metres sunk (a failed hazardous swim, a helpless swimmer).
 */
sinks?: number, 
/**
 * Levels of fatigue gained.
 */
fatigue: number, 
/**
 * Extension: the modifier to Perception tests while hurrying or running.
 */
perception?: number, 
/**
 * Extension: hours of rest that remove a forced march's fatigue.
 */
restHours?: number, 
/**
 * Extension: the altitude a flier ends at.
 */
altitude?: Altitude, 
/**
 * The character after the move.
 */
target: TargetState, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `resolveMove(...)`.
 */
export type MoveRequest = { ruleset: Ruleset, actor: Actor, move: Move, gravity?: Gravity | null, environment?: Array<Environment> | null, carriedKg?: number | null, 
/**
 * Extension: the test's difficulty (most climbs are Challenging), as for `rollTest`.
 */
difficulty?: Difficulty | null, 
/**
 * Extension: further named modifiers to the move's tests.
 */
modifiers?: Array<NamedModifier> | null, options?: DamageOptions | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * A test a move made, and what it was for (`purpose`: `movement`, `grip`, `endurance`).
 */
export type MoveTest = { purpose: Purpose, 
/**
 * Extension: the hour of narrative travel the test ends (for the hours of hard travel).
 */
hour?: number, characteristic: Characteristic, skill?: string, base: number, modifiers: Array<NamedModifier>, target: number, roll?: number, success: boolean, degrees: number, 
/**
 * Extension: true when the result was automatic (no roll).
 */
automatic?: boolean, 
/**
 * Extension: fate points spent on this test (a re-roll, an extra degree).
 */
fate?: Array<FateSpent>, };

/**
 * Movement's numbers for one line.
 */
export type Movement = { source: string, 
/**
 * Table 7-28's row for Agility Bonus 0.
 */
atZero: RoundSpeeds, 
/**
 * Table 7-28 from Agility Bonus 1: each speed is the bonus times these (the table's
 * rows to 10 follow it exactly, and the engine goes on past 10 by the same rule).
 */
perBonus: RoundSpeeds, 
/**
 * Table 7-29, Agility Bonus 0 to 10; a greater bonus uses the last row.
 */
narrative: Array<NarrativeRow>, 
/**
 * Table 7-31, totals 0 to 20; a greater total uses the last row.
 */
limits: Array<LimitRow>, 
/**
 * Table 7-30.
 */
environments: Array<EnvironmentRow>, lowGravity: GravityEffect, highGravity: GravityEffect, 
/**
 * Carrying more than the carry limit: the Agility Bonus for movement and the movement
 * tests' modifier.
 */
encumberedAgilityBonus: number, encumberedTests: number, 
/**
 * Jumping up: centimetres per Strength Bonus, and per Strength Bonus a degree.
 */
jumpCm: number, jumpCmPerDegree: number, 
/**
 * A running leap's least run-up, the metres of run-up per bonus step beyond it, the
 * step, its most, and a standing leap's modifier.
 */
leapRunUp: number, leapRunUpStep: number, leapBonus: number, leapBonusMax: number, leapStanding: number, 
/**
 * Metres a degree adds to a leap (or takes off a failed one).
 */
leapPerDegree: number, 
/**
 * A leap's height as a fraction of its length.
 */
leapHeight: number, 
/**
 * The skill a climb is tested with besides Strength, and the one a swim is tested with.
 */
climbSkill: string, swimSkill: string, 
/**
 * A climb's least metres, and the metres a degree adds.
 */
climbMin: number, climbPerDegree: number, 
/**
 * Abseiling: metres on a success and on a failure; degrees of failure that call for a
 * Strength test to keep hold.
 */
abseilSuccess: number, abseilFailure: number, abseilGripDegrees: number, 
/**
 * Swimming: degrees of failure that sink, and kilograms of weight a metre sunk.
 */
swimSinkDegrees: number, swimSinkKg: number, 
/**
 * Lifting or pushing past the limit: degrees of failure that tire.
 */
strainFatigueDegrees: number, 
/**
 * Throwing more than half the lift limit (up to the limit).
 */
heavyThrow: number, endurance: Endurance, 
/**
 * Metres a flyer falls when it takes no move action, from low and from high altitude.
 */
fallLow: number, fallHigh: number, };

/**
 * What `movement` returns.
 */
export type MovementOutcome = { 
/**
 * Metres a round (003 Table 7-28), with traits, gravity, load, injuries and the
 * environment applied.
 */
half: number, full: number, charge: number, run: number, 
/**
 * Extension: the Agility Bonus the speeds are read at.
 */
agilityBonus: number, 
/**
 * Extension: metres a round in the air, at the flying movement.
 */
flying?: RoundSpeeds, narrative: NarrativeSpeeds, limits: Limits, 
/**
 * Extension: the sum of Strength and Toughness Bonus the limits are read at.
 */
limitsTotal: number, 
/**
 * Carrying more than the carry limit.
 */
encumbered: boolean, 
/**
 * Extension: carrying at the lift limit: moving at the normal rate takes a Full Action.
 */
fullActionToMove: boolean, 
/**
 * Extension: the modifier to movement tests (climbing, jumping, leaping, swimming...).
 */
movementTests: number, 
/**
 * Extension: the Agility test a Charge or Run through the environment needs (its
 * modifier; a failure leaves the character prone).
 */
chargeOrRunTest?: number, log: Array<string>, };

/**
 * `movement(...)`: how far a character moves, and what it can carry.
 */
export type MovementRequest = { ruleset: Ruleset, actor: Actor, gravity?: Gravity | null, 
/**
 * Kilograms carried.
 */
carriedKg?: number | null, 
/**
 * A Flying Movement number (a trait's or a device's); absent: the actor's Flyer or
 * Hoverer trait, if any.
 */
flying?: number | null, 
/**
 * Extension: the treacherous environments around (003 Table 7-30).
 */
environment?: Array<Environment> | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * How a successful Dodge or Parry fares against an attack that scored several hits.
 */
export type MultiHitEvasion = "onePlusDegrees" | "degrees";

export type MultipleHits = { table: string, rows: [HitSequence, HitSequence, HitSequence, HitSequence], };

export type NamedModifier = { 
/**
 * A stable id beside the English label, for hosts that translate or style modifiers:
 * the engine's own modifiers carry one (`pointBlank`, `aimHalf`, `size`, a feature's
 * id...); a caller's modifier keeps the id it was given, if any.
 */
id?: string, label: string, value: number, };

/**
 * A row of Table 7-29: metres a minute, kilometres an hour and a day (ten hours' walking).
 */
export type NarrativeRow = { perMinuteM: number, perHourKm: number, perDayKm: number, };

/**
 * Metres travelled in narrative time (003 Table 7-29).
 */
export type NarrativeSpeeds = { perMinute: number, perHour: number, perDay: number, };

/**
 * Natural healing per state. Critical damage goes first: a critically damaged character
 * removes critical damage, and becomes heavily damaged when it has none left.
 */
export type NaturalHealing = { lightly: NaturalRate, heavily: NaturalRate, critically: NaturalRate, };

/**
 * Natural healing in one damage state: every `period_days` days the patient removes
 * `normal` damage, or `bed_rest` when it spent the whole period resting.
 */
export type NaturalRate = { periodDays: number, normal: Recovers, bedRest: Recovers, 
/**
 * Heals only under medical attention (a medic's care, or extended care).
 */
needsMedicalAttention: boolean, 
/**
 * A Toughness test at this modifier ends each period; only a success heals.
 */
toughnessTest: number | null, };

/**
 * Extension: an opposed test made by a melee special action. `attacker` is the acting
 * character's test, `defender` the target's; `winner` is `'attacker'`, `'defender'` or
 * null (both failed, or equal in every respect).
 */
export type Opposed = { attacker: TestResult, defender: TestResult, winner: 'attacker' | 'defender' | null, 
/**
 * Degrees of success added for being the larger grappler (000 "Grappling", Size
 * Differences), counted only on a successful test.
 */
attackerSizeDegrees?: number, defenderSizeDegrees?: number, };

export type OpposedOutcome = { a: TestResult, b: TestResult, winner: 'a' | 'b' | null, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

export type OpposedRequest = { ruleset: Ruleset, a: OpposedSide, b: OpposedSide, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type OpposedSide = { actor: Actor, characteristic: Characteristic, skill?: string | null, 
/**
 * A skill tested on another characteristic than its own (the GM's call, which the
 * books allow). Without it such a test is refused with `not_allowed`.
 */
anyCharacteristic?: boolean | null, modifiers?: Array<NamedModifier> | null, difficulty?: Difficulty | null, 
/**
 * Extension: fate points this side spends on its test.
 */
fate?: FateUse | null, 
/**
 * Extension: characters assisting (003 ASSISTANCE): each makes the test a step easier
 * (at most two, each with the skill trained); a success gains a degree.
 */
assistants?: Array<Actor> | null, };

/**
 * How the opposed-test tie-break runs after degrees of success.
 */
export type OpposedTies = "bonusThenLowerRoll";

export type Options = { suddenDeath?: boolean | null, righteousFury?: FuryOption | null, 
/**
 * Extension: the fight is in zero gravity (a missed thrown or blast weapon scatters on
 * two axes).
 */
zeroGravity?: boolean | null, 
/**
 * Extension: the optional stray-shots rule for shooting into melee (000 "Stray Shots",
 * 003 "Shooting into Melee"): near misses and burst hits strike `meleeOpponent`.
 */
strayShots?: boolean | null, 
/**
 * Extension: whether `resolveAttack` writes its log (absent or null: it does). With
 * `false` the outcome's `log` and `logSteps` are empty arrays and everything else is the
 * same (the dice, every result), for a host that shows no log and would rather not
 * pay for writing it.
 */
log?: boolean | null, };

/**
 * Extension: what an attack did to a character other than `target`.
 */
export type OtherTarget = { 
/**
 * The caller's id for the character.
 */
id: string, 
/**
 * Why it is here: 'killZone', 'spread' (extra hits moved to it) or 'meleeOpponent'.
 */
role: 'killZone' | 'spread' | 'meleeOpponent', 
/**
 * Hits that landed on it, in order.
 */
hits: Array<Hit>, 
/**
 * Its state afterwards (`pinned` added to the conditions when it failed its test).
 */
target: TargetState, 
/**
 * Its Pinning Test, when it had to take one.
 */
pinning?: TestResult, 
/**
 * Its Agility test against catching fire, when a weapon that sets targets alight hit it.
 */
catchFire?: TestResult, };

/**
 * Why a combatant no longer takes turns.
 */
export type Out = "dead" | "unconscious" | "broken" | "killed";

/**
 * `adjust`'s `out`.
 */
export type OutEdit = "dead" | "unconscious" | "broken" | "killed" | "fighting";

/**
 * What holding one's breath does once the breath runs out, to a character still conscious.
 */
export type OutOfBreath = { "kind": "unconscious" } | { "kind": "woundsAndFatigue", wounds: number, fatigue: number, };

/**
 * What `outOfControl` returns.
 */
export type OutOfControlOutcome = { direction: Swerve, metres: number, crew: Array<CrewTest>, vehicle: VehicleState, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `outOfControl(...)`.
 */
export type OutOfControlRequest = { ruleset: Ruleset, vehicle: Vehicle, crew?: Array<Actor> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * Extension: a weapon that overheated (the Overheats quality) instead of firing: its
 * wielder takes the weapon's damage roll (its dice and modifier, penetration 0, energy) on
 * the arm holding it, soaked by the attacker's armour there and its Toughness Bonus.
 */
export type Overheat = { 
/**
 * The attacker's state afterwards (an action of several strikes: after every overheat
 * so far).
 */
attacker: TargetState, location: Location, 
/**
 * Extension: an extra hit of a burst (not the first), which the attacker may instead
 * give to another target within 2 metres that is no harder to hit.
 */
extra?: boolean, damage: DamageRoll, wounds: number, critical?: Critical, 
/**
 * Extension: every critical this hit caused (ow/dh2 can add a Righteous Fury critical
 * beside the one from damage past wounds); `critical` is the most severe.
 */
criticals?: Array<Critical>, righteousFury?: FuryRecord, soak: Soak, 
/**
 * Extension: fatigue levels this hit inflicted (e.g. unarmed blows).
 */
fatigue?: number, 
/**
 * Extension: the strike (1-based index into `strikes`) that scored this hit, when the
 * action struck several times.
 */
strike?: number, 
/**
 * Extension: what the weapon's qualities did to the character once this hit landed
 * (Shocking, Toxic, Snare, Concussive, Crippling), in that order.
 */
aftermath?: Array<Aftermath>, };

/**
 * A part of the body an effect disables or takes. Which side (left or right) follows from
 * the hit location.
 */
export type Part = "arm" | "hand" | "fingers" | "leg" | "foot" | "eye" | "ear" | "nose";

/**
 * A per-location value (armour points).
 */
export type PerLocation = { head?: number | null, rightArm?: number | null, leftArm?: number | null, body?: number | null, rightLeg?: number | null, leftLeg?: number | null, };

/**
 * Psychic phenomena, and the perils they escalated to.
 */
export type Phenomena = { perils?: WarpRoll, roll: number, total: number, name: string, summary: string, effects: Array<Effect>, 
/**
 * The book and table (empty when not carried).
 */
table: string, 
/**
 * False when the line's table is not in the engine's sources: no effect applied.
 */
carried: boolean, };

/**
 * Pinning: who tests, at what, and how a pinned character escapes (000 "Pinning", "Being
 * Pinned"; 003 "Pinning", "Being Pinned"; 002 "Pinning"; 004 "Pinning").
 */
export type Pinning = { 
/**
 * The Pinning Test (Willpower) of everyone in a kill zone swept by full-auto
 * suppressing fire.
 */
suppressingFull: number, 
/**
 * The same after semi-auto suppressing fire; `None`: suppressing fire needs full-auto
 * fire in this line.
 */
suppressingSemi: number | null, 
/**
 * The Pinning Test after an Overwatch shot.
 */
overwatch: number, 
/**
 * The attacks an Overwatch may hold ready.
 */
overwatchAttacks: Array<Action>, 
/**
 * After an Overwatch shot everyone in the kill zone tests (`true`), or only the
 * characters the shot was aimed at (`false`).
 */
overwatchTestsWholeZone: boolean, 
/**
 * The end-of-turn Willpower test to escape: its modifier, and the bonus when nobody
 * shot at the character since its last turn.
 */
escape: number, escapeNotShotAt: number, 
/**
 * The same bonus applies when the character is in cover.
 */
escapeBonusInCover: boolean, 
/**
 * A character engaged in melee escapes without a test.
 */
meleeEscapes: boolean, };

/**
 * An attack made from a vehicle (`resolveAttack`'s `platform`; 002 Vehicle Attacks).
 */
export type Platform = { vehicle: Vehicle, moved?: PlatformMove | null, role: PlatformRole, 
/**
 * The weapon is mounted on the vehicle (always braced). Default: true for a driver or
 * a gunner, false for a passenger.
 */
mounted?: boolean | null, 
/**
 * A passenger of a closed vehicle has a place to fire from (a hatch, a firing slit).
 */
firePoint?: boolean | null, 
/**
 * The driver spent his whole action moving the vehicle.
 */
droveFullAction?: boolean | null, };

/**
 * How far a vehicle moved on its last turn (002 Vehicle Attacks).
 */
export type PlatformMove = "none" | "tactical" | "double";

export type PlatformRole = "driver" | "gunner" | "passenger";

export type PointBlankShort = "oneLessThanShort" | { "metres": number };

/**
 * A psychic power, as data (API.md `Power`).
 */
export type Power = { id?: string | null, name: string, 
/**
 * Dark Heresy: the Psychic Threshold the dice must reach.
 */
threshold?: number | null, 
/**
 * The characteristic the Focus Power test uses (default Willpower; not Dark Heresy).
 */
characteristic?: Characteristic | null, 
/**
 * The power's own modifier to the Focus Power test.
 */
modifier?: number | null, 
/**
 * The action it takes (for the caller; the engine does not check it).
 */
action?: string | null, 
/**
 * A power the target resists with a test.
 */
opposed?: PowerOpposed | null, 
/**
 * Extension: a power that deals damage to `target` (second-generation lines and Rogue
 * Trader: the Focus Power test is the attack test).
 */
attack?: PowerAttack | null, };

/**
 * Extension: a power that deals damage, resolved as an attack with the power as its
 * weapon (`resolveAttack`'s pipeline: location, reaction, damage, Righteous Fury, armour,
 * criticals).
 */
export type PowerAttack = { 
/**
 * Damage dice; `PR` stands for the effective Psy Rating (`'1d10+PR'`).
 */
damage: string, damageType: DamageType, 
/**
 * Penetration (a number).
 */
penetration?: number | null, zone?: PowerZone | null, qualities?: Array<Tagged> | null, };

/**
 * The test a power's target makes against it.
 */
export type PowerOpposed = { characteristic: Characteristic, };

/**
 * How hard a psyker draws on the warp (Rogue Trader, Only War; `push` in Dark Heresy 2nd
 * edition too).
 */
export type PowerStrength = "fettered" | "unfettered" | "push";

/**
 * How a psychic attack strikes (the published powers' kinds).
 */
export type PowerZone = "bolt" | "barrage" | "storm";

/**
 * A rule the turn breaks.
 */
export type Problem = { code: string, message: string, 
/**
 * The request field at fault (`actions[1]`, `actor.conditions`, `reactionsUsed`).
 */
path: string, };

/**
 * A line's profile as `rulesets()` serves it: its numbers and its domains (the Rust
 * `Profile` and `Domains`) in one object, the TypeScript type `Profile`.
 */
export type Profile = { id: Ruleset, name: string, degrees: Degrees, 
/**
 * A roll of 01 always succeeds and 100 always fails.
 */
natural01100: boolean, difficulties: Array<[string, number]>, modifierCap: number, fatiguePenalty: number, untrained: Untrained, 
/**
 * Every skill of the line (`rules::skills`): its characteristic, basic or advanced,
 * specialist or not. A request naming another skill is refused.
 */
skills: Array<SkillDef>, 
/**
 * Parry is a trained skill (second generation) rather than a plain WS test.
 */
parryIsSkill: boolean, unnatural: Unnatural, 
/**
 * A successful test on a characteristic with an Unnatural value adds half that value
 * (rounded down) in degrees of success.
 */
unnaturalExtraDegrees: boolean, opposedTies: OpposedTies, 
/**
 * Limits on a turn's actions and a round's reactions.
 */
turn: TurnRules, aim: Aiming, reactions: Reactions, ranges: Ranges, circumstances: Circumstances, sizeScope: SizeScope, sizes: Array<SizeRow>, jams: Jams, helplessDegrees: HelplessDegrees, 
/**
 * Multiple Attacks with one weapon: the talents that allow it and their strikes, best
 * first (empty where the line has no such action).
 */
talentStrikes: Array<TalentStrikes>, twoWeapon: TwoWeapon, missScatter: MissScatter, areaDodge: AreaDodge, flying: Flying, 
/**
 * Stun, Knock-Down, Feint, Manoeuvre and Grapple.
 */
melee: MeleeRules, pinning: Pinning, strayShots: StrayShots, fury: Fury, 
/**
 * By default only player characters trigger Righteous Fury.
 */
furyPlayersOnly: boolean, 
/**
 * The attacker may replace one damage die with the degrees of success.
 */
degreesReplaceDie: boolean, unarmed: UnarmedRules, multipleHits: MultipleHits, crits: CritTables, fatigueThreshold: FatigueThreshold, 
/**
 * Fatigue at twice the threshold kills.
 */
fatigueDeathAtDouble: boolean, fate: FateRules, 
/**
 * Damage states, natural healing, Medicae, and recovery from fatigue and characteristic
 * damage (`heal`).
 */
healing: Healing, 
/**
 * Falling, fire, blood loss, suffocation and vacuum.
 */
hazards: Hazards, 
/**
 * Vehicles: driving, vehicle actions, chases, repair (002).
 */
vehicles: Vehicles, 
/**
 * Comrades and hordes in an encounter (`rules::encounters`).
 */
encounters: Encounters, 
/**
 * The seed files this profile follows, and notes on choices where they are silent.
 */
sources: Array<string>, notes: Array<string>, 
/**
 * The rest of the line's combat actions (movement, concentration, reactions...), for
 * the action catalogue and turn checks.
 */
otherActions: Array<ActionDef>, 
/**
 * Movement, jumping, climbing, lifting and the hours of hard travel (`movement`,
 * `resolveMove`).
 */
movement: Movement, 
/**
 * Fear, the Shock table and the insanity track (`rules::mind`).
 */
mind: Mind, 
/**
 * Focus Power and the warp's tables (`rules::warp`).
 */
psychic: Psychic, 
/**
 * The attack actions of this line: what `resolveAttack` resolves, each row carrying
 * what the attack is (`Profile::attacks` has the same rows without their text).
 */
attacks: Array<ActionDef>, 
/**
 * The weapon qualities, talents and traits the line applies (`features`;
 * `Profile::features` has the same rows without their text).
 */
features: Array<Feature>, };

/**
 * A row of a psychic table: the highest d100 total it covers (`u32::MAX`: all above), its
 * name, and what happens.
 */
export type PsyRow = { to: number, name: string, 
/**
 * A phenomenon that is Perils of the Warp instead: roll on the Perils table.
 */
perils: boolean, 
/**
 * What happens, in a sentence of the project's own words.
 */
summary: string, effects: Array<Spec>, };

/**
 * A line's psychic rules.
 */
export type Psychic = { focus: Focus, source: string, 
/**
 * The test's bonus or penalty for each point of Psy Rating (see `Focus`).
 */
perPsyRating: number, 
/**
 * The most points a bound psyker may push (unbound and daemonic psykers: `push_unbound`,
 * `push_daemonic`).
 */
pushBound: number, pushUnbound: number, pushDaemonic: number, triggers: Triggers, 
/**
 * Added to the phenomena roll for each point pushed (bound psykers).
 */
phenomenaPerPush: number, 
/**
 * A phenomena total at or above this is the Perils of the Warp.
 */
perilsAt: number, 
/**
 * The tables (`None`: not in the engine's sources; the rolls are reported, no effect
 * applied).
 */
tables: WarpTables | null, };

/**
 * A psyker's kind, which sets how far it may push (Dark Heresy 2nd edition).
 */
export type PsykerClass = "bound" | "unbound" | "daemonic";

/**
 * What a die was rolled for: each die in an outcome's `dice` names one (API.md "dice").
 */
export type Purpose = "test" | "attack" | "evasion" | "hitLocation" | "damage" | "righteousFury" | "righteousFuryConfirm" | "initiative" | "initiativeTie" | "opposedA" | "opposedB" | "opposedAttacker" | "opposedTarget" | "stunAttacker" | "stunTarget" | "suppressionTarget" | "pinning" | "criticalEffect" | "criticalTest" | "criticalChance" | "fateWounds" | "pinningEscape" | "slipFree" | "scatterDirection" | "scatterDirectionSecondAxis" | "scatterDistance" | "medicae" | "healingToughness" | "careHarm" | "catchFire" | "onFire" | "extinguish" | "bloodLoss" | "breath" | "vacuum" | "powerField" | "spray" | "overheat" | "tearing" | "accurate" | "shocking" | "toxic" | "toxicDamage" | "snare" | "concussive" | "regeneration" | "movement" | "grip" | "endurance" | "investigation" | "operate" | "ram" | "outOfControl" | "crew" | "repair" | "fear" | "shock" | "insanity" | "snapOut" | "focusPower" | "powerOpposed" | "phenomena" | "perils" | "hordeDamage" | "hordeBreak" | "hordeFlame";

/**
 * What a ram did.
 */
export type Ram = { 
/**
 * The damage dealt before the target's armour.
 */
damage: number, 
/**
 * What the rammer took from a vehicle, before its own front armour.
 */
selfDamage?: number, 
/**
 * Metres the target is pushed.
 */
knockback: number, 
/**
 * A rammed character's hit, as applyDamage gives it.
 */
hit?: Hit, 
/**
 * A rammed character's Dodge test; a success avoids the ram.
 */
evasion?: TestResult, };

/**
 * Range bands for ranged attacks.
 */
export type Ranges = { 
/**
 * A target at this distance or closer is at point blank.
 */
pointBlankMetres: number, 
/**
 * For weapons whose short range (half range) is under 3 m, point blank is this many
 * metres (`None`: no special case in this line's text).
 */
pointBlankShortWeapon: PointBlankShort | null, pointBlank: number, short: number, long: number, extreme: number, 
/**
 * Shots at a completely concealed target gain no range modifier.
 */
noneWhenConcealed: boolean, };

export type RateOfFire = { single?: boolean | null, semi?: number | null, full?: number | null, };

/**
 * Which attacks an action allows.
 */
export type Reach = "melee" | "ranged" | "either";

export type Reaction = "none" | "dodge" | "parry" | "jink";

/**
 * How the engine chooses a target's reaction to an attack in an encounter.
 */
export type ReactionPolicy = "none" | "best" | "ask";

/**
 * Rules about reactions that differ between the lines.
 */
export type Reactions = { 
/**
 * The bonus a Guarded attacker has on Dodge and Parry until its next turn.
 */
guardedBonus: number, multiHit: MultiHitEvasion, 
/**
 * Whether Parry can negate several hits of one attack (second generation: Evasion
 * works alike for Dodge and Parry), or only one.
 */
parryNegatesSeveral: boolean, };

/**
 * How much damage one period of natural healing removes.
 */
export type Recovers = { "kind": "nothing" } | { "kind": "points", "points": number } | { "kind": "toughnessBonus" };

/**
 * Recovery with time: fatigue with rest, characteristic damage with any time.
 */
export type Recovery = { 
/**
 * Fatigue levels each hour of rest removes.
 */
fatiguePerHour: number, 
/**
 * So many hours of rest in a row remove all fatigue.
 */
fatigueAllAfterHours: number, 
/**
 * Points of (not permanent) characteristic damage recovered each hour, whatever the
 * character does.
 */
characteristicPerHour: number, 
/**
 * Fatigue past the threshold knocks the character out for this many minutes less its
 * Toughness Bonus, at least one (the "10" of "10 - TB minutes"); read where the
 * character falls (`body::wounds::finish`) and where it comes round (`heal`'s `wake`).
 */
fatigueUnconsciousMinutesBase: number, };

/**
 * A body region, as the multiple-hits and critical tables name them.
 */
export type Region = "head" | "arm" | "body" | "leg";

/**
 * What the healing took away, in all.
 */
export type Removed = { damage: number, criticalDamage: number, fatigue: number, 
/**
 * Points of characteristic damage recovered.
 */
characteristicDamage: number, };

/**
 * What `repairVehicle` returns.
 */
export type RepairOutcome = { 
/**
 * The damage state the repair worked on.
 */
state: VehicleDamageState, test?: TestResult, 
/**
 * Points repaired (of Structural Integrity, or of critical damage).
 */
repaired: number, hours: number, vehicle: VehicleState, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `repairVehicle(...)`.
 */
export type RepairRequest = { ruleset: Ruleset, vehicle: Vehicle, mechanic: Actor, modifiers?: Array<NamedModifier> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * A repair by damage state (002 Vehicle Repair): the difficulty for a mechanic with none of
 * the skills that help, the better difficulties the skills give, the hours a point, and the
 * points one test repairs (None: all of it).
 */
export type RepairRow = { difficulty: number, 
/**
 * Each entry: the skills that all must be trained, and the difficulty they give.
 */
with: Array<[Array<string>, number]>, 
/**
 * Skills of which the mechanic needs one (empty: any mechanic may try).
 */
needs: Array<string>, hoursPerPoint: number, pointsPerTest: number | null, };

export type ReplacedDie = { index: number, was: number, now: number, };

/**
 * How an attack action is resolved. `Strike` is the book's five steps (`attack::execute`);
 * the other kinds are procedures of their own in `src/attack/`.
 */
export type Resolution = "strike" | "stun" | "knockDown" | "feint" | "manoeuvre" | "grapple" | "strikes" | "suppression" | "overwatch";

/**
 * Extension: what `startTurn` and `endRound` did.
 */
export type RoundOutcome = { 
/**
 * The character's state afterwards: after `startTurn`, with this turn's round of each
 * round-counted state used up.
 */
target: TargetState, 
/**
 * The tests made, in order.
 */
tests: Array<RoundTest>, 
/**
 * The damage taken (fire, suffocation, vacuum), in order.
 */
hits: Array<Hit>, 
/**
 * What happened besides: fatigue, a blood-loss death chance, unconsciousness, death.
 */
effects: Array<Effect>, 
/**
 * `startTurn`: whether the character may take actions this turn (not when dead,
 * unconscious, stunned, or burning and failing its Willpower test).
 */
canAct?: boolean, 
/**
 * `startTurn`: the character may take only Half Actions this turn.
 */
halfActionsOnly?: boolean, 
/**
 * `startTurn`: the injuries in force this turn that end with it (their last round,
 * or those that lasted until this turn; crippling wounds once no damage is left).
 */
ended?: Array<Effect>, 
/**
 * `startTurn`: the damage the character's Regeneration removed this turn (critical
 * damage first); its Toughness test is in `tests` (`regeneration`).
 */
regenerated?: number, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * Attack and Concentration actions already taken this round before the turn.
 */
export type RoundSoFar = { attacks?: number | null, concentration?: number | null, };

/**
 * Metres a round at one Agility Bonus (003 Table 7-28).
 */
export type RoundSpeeds = { half: number, full: number, charge: number, run: number, };

/**
 * Extension: a test made at the start of a turn or the end of a round; `purpose` says
 * which (`catchFire`, `onFire`, `extinguish`, `medicae`, `regeneration`, `breath`, `vacuum`).
 */
export type RoundTest = { purpose: Purpose, characteristic: Characteristic, skill?: string, base: number, modifiers: Array<NamedModifier>, target: number, roll?: number, success: boolean, degrees: number, 
/**
 * Extension: true when the result was automatic (no roll).
 */
automatic?: boolean, 
/**
 * Extension: fate points spent on this test (a re-roll, an extra degree).
 */
fate?: Array<FateSpent>, };

export type Ruleset = "dh1" | "rt" | "ow" | "dh2";

/**
 * The driver's blow of a Hit & Run.
 */
export type RunBlow = { 
/**
 * The damage before armour: the weapon's dice and modifier and the Strength Bonus.
 */
damage: number, 
/**
 * The weapon's damage dice.
 */
dice: Array<number>, 
/**
 * The hit on a character, as applyDamage gives it.
 */
hit?: Hit, };

/**
 * How big an effect is.
 */
export type Scale = { "is": "fixed", "of": number } | { "is": "value" } | { "is": "valueTimes", "of": number } | { "is": "halfBonus", "of": Characteristic } | { "is": "bonus", "of": Characteristic };

/**
 * Extension: where a missed thrown or blast weapon lands.
 */
export type Scatter = { 
/**
 * Metres from the aimed point.
 */
metres: number, 
/**
 * In zero gravity: the direction on the second axis.
 */
secondAxis?: ScatterDirection, 
/**
 * A Blast weapon's radius in metres (absent for a weapon without Blast).
 */
blastRadius?: number, 
/**
 * The blast landed within its radius of the target, which is still caught: one hit, on
 * a fresh hit location, which it may still Dodge as an area attack.
 */
caught?: boolean, 
/**
 * The d10 rolled.
 */
roll: number, 
/**
 * The diagram sector (`rules::tables::SCATTER_DIAGRAM`): `long`, `longRight`, ...
 */
direction: string, 
/**
 * Degrees clockwise from straight on past the target, as the attacker sees it.
 */
bearing: number, };

/**
 * Extension: one direction read off the scatter diagram.
 */
export type ScatterDirection = { 
/**
 * The d10 rolled.
 */
roll: number, 
/**
 * The diagram sector (`rules::tables::SCATTER_DIAGRAM`): `long`, `longRight`, ...
 */
direction: string, 
/**
 * Degrees clockwise from straight on past the target, as the attacker sees it.
 */
bearing: number, };

/**
 * One sector of the scatter diagram: a d10 face's direction from the aimed point.
 */
export type ScatterSector = { 
/**
 * camelCase name: `long` is straight on past the target, `short` back toward the
 * thrower, `right`/`left` as the thrower sees them.
 */
name: string, 
/**
 * Degrees clockwise from straight on (as seen from the thrower).
 */
bearing: number, };

/**
 * Which tests a penalty applies to.
 */
export type Scope = "all" | "allButToughness" | "weaponAndBallistic" | "limb" | "sight" | "hearing" | "movement" | "concentration";

/**
 * A roll on the Shock table.
 */
export type ShockResult = { roll: number, 
/**
 * The roll plus 10 a degree of failure.
 */
total: number, 
/**
 * The row's summary, in the project's words (empty for a row not carried).
 */
summary: string, effects: Array<Effect>, 
/**
 * The character may snap out of it: a Willpower test at the start of each later turn
 * (`startTurn`) ends the row's effects that last until then.
 */
snapOut: boolean, 
/**
 * The book and table.
 */
table: string, 
/**
 * False when the line's row for this total is not in the engine's sources (Only War
 * past 100): no effect is applied, and the GM reads the book.
 */
carried: boolean, };

/**
 * A row of a Shock table: the highest total it covers, whether the character may snap out
 * of it (a Willpower test at the start of each later turn ends the row's effects that
 * last until then), and the row.
 */
export type ShockRow = { to: number, snapOut: boolean, 
/**
 * What happens, in a sentence of the project's own words.
 */
summary: string, effects: Array<Spec>, };

/**
 * Which side of the body a part is on (from the hit location; absent for the head and
 * body, where the GM chooses).
 */
export type Side = "left" | "right";

export type SizeRef = string | number;

/**
 * A named size step: its number on the 1..10 scale and its attack modifier.
 */
export type SizeRow = { name: string, number: number, modifier: number, source: string, };

/**
 * Where target size modifiers apply.
 */
export type SizeScope = "rangedOnly" | "allAttacks";

/**
 * Whether an untrained character may try the skill (first generation: a basic skill at
 * half the characteristic, an advanced one not at all).
 */
export type SkillClass = "basic" | "advanced";

/**
 * One skill of a line.
 */
export type SkillDef = { 
/**
 * The name in camelCase (`'sleightOfHand'`). A request may name the skill by id or by
 * name: both are matched ignoring case, spaces and punctuation.
 */
id: string, 
/**
 * The book's name (`'Sleight of Hand'`).
 */
name: string, 
/**
 * The characteristic a test of the skill uses. Testing it on another needs the
 * request's `anyCharacteristic` (the GM's call, which the books allow).
 */
characteristic: Characteristic, 
/**
 * Basic or advanced in the first generation (dh1, rt); `null` in the second (ow,
 * dh2), where any skill may be tried untrained at -20.
 */
class: SkillClass | null, 
/**
 * Taken once per specialisation, written after the name: `'Common Lore (Imperium)'`.
 */
specialist: boolean, 
/**
 * The book the row follows.
 */
source: string, };

export type SkillEntry = { trained?: boolean | null, bonus?: number | null, 
/**
 * Extension: overrides the ruleset's basic/advanced classification for this skill.
 */
advanced?: boolean | null, };

/**
 * What each round unconscious without air does.
 */
export type Smothering = { "kind": "damage", dose: Dose, } | { "kind": "diesAfterToughnessBonusRounds" };

export type Soak = { coverAp: number, coverAbsorbed: number, 
/**
 * The worn armour on the location (after what critical effects did to it).
 */
armour: number, 
/**
 * Extension: armour the target's Natural Armour or Machine trait gives, beside `armour`.
 */
naturalArmour?: number, 
/**
 * Extension: how many times the armour counted (2: an unarmed blow where the line
 * doubles it, Primitive in dh1/rt, Scatter at long range); absent: once.
 */
armourMultiplier?: number, 
/**
 * The penetration that counted (the weapon's, multiplied by Razor Sharp or Melta).
 */
penetration: number, 
/**
 * Armour (worn and natural, multiplied) less penetration, at least 0.
 */
effectiveArmour: number, 
/**
 * The Toughness Bonus that counted (after Felling and Daemonic).
 */
toughnessBonus: number, };

/**
 * How long an effect lasts.
 */
export type Span = { "unit": "rounds", "amount": Amount } | { "unit": "nextTurn" } | { "unit": "minutes", "amount": Amount } | { "unit": "hours", "amount": Amount } | { "unit": "days", "amount": Amount } | { "unit": "weeks", "amount": Amount } | { "unit": "untilTreated" } | { "unit": "permanent" } | { "unit": "encounter" } | { "unit": "snapOut" };

/**
 * One effect of a critical row (or of a hazard), before its dice are rolled.
 */
export type Spec = { "type": "death" } | { "type": "fatigue", levels: Amount, } | { "type": "stunned", rounds: Amount, } | { "type": "prone" } | { "type": "bloodLoss" } | { "type": "onFire" } | { "type": "unconscious", span: Span, } | { "type": "blinded", span: Span, } | { "type": "deafened", span: Span, } | { "type": "penalty", modifier: number, scope: Scope, span: Span, } | { "type": "halved", characteristics: Array<Characteristic>, span: Span, } | { "type": "characteristicDamage", characteristic: Characteristic, amount: Amount, permanent: boolean, } | { "type": "characteristicBecomes", characteristic: Characteristic, value: Amount, } | { "type": "movementHalved", span: Span, } | { "type": "halfActionsOnly", span: Span, } | { "type": "useless", part: Part, span: Span, } | { "type": "lost", part: Part, count: Amount, } | { "type": "drops" } | { "type": "armourDestroyed" } | { "type": "armourDamaged", points: Amount, } | { "type": "armourOff" } | { "type": "heldItemDestroyed" } | { "type": "knockback", metres: Amount, fatiguePerMetre: number, } | { "type": "test", characteristic: Characteristic, modifier: number, fail: Array<Spec>, pass: Array<Spec>, } | { "type": "nearby", radius: Amount, damage: Amount | null, damageType: DamageType | null, onlyIf: Carried | null, } | { "type": "chance", percent: number, then: Array<Spec>, } | { "type": "oneOf", sides: number, bands: Array<Band>, } | { "type": "ifArmoured", armoured: Array<Spec>, unarmoured: Array<Spec>, } | { "type": "insanity", points: Amount, } | { "type": "corruption", points: Amount, } | { "type": "flees", cornered: number, span: Span, } | { "type": "avoidsSource", span: Span, } | { "type": "noActions", span: Span, } | { "type": "frenzy", span: Span, } | { "type": "hallucinating", span: Span, } | { "type": "area", radius: Amount, itself: boolean, then: Array<Spec>, } | { "type": "harm", amount: Amount, damageType: DamageType, penetration: number, ignoreArmour: boolean, ignoreToughness: boolean, } | { "type": "fear", rating: number, } | { "type": "noPowers", span: Span, } | { "type": "warp", id: string, span: Span, };

/**
 * How much of the turn an action is spent as (`as` in a turn's action).
 */
export type Spend = "half" | "full" | "free" | "extended" | "reaction";

export type SpendFateOutcome = { 
/**
 * The character's new state.
 */
target: TargetState, fate: FateSpent, 
/**
 * Wounds recovered (for `recoverWounds`).
 */
wounds?: number, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `spendFate(...)`.
 */
export type SpendFateRequest = { ruleset: Ruleset, actor: Actor, 
/**
 * `recoverWounds` or `recoverStun`.
 */
use: FateUseKind, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * Extension: a weapon that sprays a cone (Flame in dh1/rt, Spray in ow/dh2): no attack
 * test (the outcome's `test` is automatic); a target within the weapon's range tests
 * Agility or is hit once. With `reaction: 'dodge'` that test is the Dodge (`evasion`
 * holds it too); no second roll is made.
 */
export type Sprayed = { 
/**
 * The target was within the weapon's range (or no distance was given). When false,
 * nothing is hit and no test is made.
 */
inRange: boolean, 
/**
 * The target's Agility test (absent when out of range).
 */
test?: TestResult, 
/**
 * The target failed it and is hit.
 */
hit: boolean, };

/**
 * Extension: a character within 2 metres of the target that takes some of a burst's extra
 * hits instead (000 and 003 Semi-Auto and Full Auto Burst).
 */
export type SpreadTarget = { id: string, actor: Actor, 
/**
 * The most extra hits moved to this character (taken from the end of the hits).
 */
hits: number, };

/**
 * `startEncounter(...)`.
 */
export type StartEncounterRequest = { ruleset: Ruleset, combatants: Array<CombatantSetup>, 
/**
 * Extension: how targets react to attacks (default `'best'`).
 */
reactions?: ReactionPolicy | null, 
/**
 * Only `seed` and `rolls`: the encounter's own dice continue from its seed.
 */
dice?: DiceSpec | null, };

/**
 * Extension: the start of a character's turn (`startTurn`): fire, blood loss, and the
 * states counted in rounds.
 */
export type StartTurnRequest = { ruleset: Ruleset, actor: Actor, 
/**
 * The character is in flames this round and not yet on fire: an Agility test or it
 * catches fire.
 */
exposedToFire?: boolean | null, 
/**
 * The character spends its turn putting out the flames on it (a Full Action, if it
 * may act).
 */
extinguish?: boolean | null, 
/**
 * Modifiers to that test (help from others, water or sand nearby, wind...).
 */
extinguishModifiers?: Array<NamedModifier> | null, 
/**
 * A Medicae test to staunch the character's bleeding this round.
 */
medic?: Staunching | null, 
/**
 * The character means to take more than a Half Action this turn (a Full Action, or two
 * Half Actions): each crippling wound it carries (`crippled` injuries) then deals its
 * damage. A character that cannot act takes none, unless it burns and failed its
 * Willpower test (running about screaming is a Full Action).
 */
fullAction?: boolean | null, options?: DamageOptions | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * The Medicae test that stops blood loss (000 and 003 "Blood Loss", 002 "Blood Loss", 004
 * "Blood Loss").
 */
export type Staunch = { modifier: number, 
/**
 * The modifier instead while the bleeding character keeps up strenuous activity
 * (`None`: the line has no such case).
 */
strenuous: number | null, };

/**
 * Extension: a Medicae test to staunch bleeding, made this round.
 */
export type Staunching = { 
/**
 * Who tests (absent: the bleeding character itself, which must be conscious).
 */
actor?: Actor | null, 
/**
 * Whoever tests is also fighting or moving (the harder test, where the line has one).
 */
strenuous?: boolean | null, modifiers?: Array<NamedModifier> | null, };

/**
 * Where a burst fired into melee must put its hits (the same optional rule).
 */
export type StrayBurst = "alternate" | "atLeastOne";

/**
 * When a shot into melee strays onto the target's opponent (the optional rule, switched on
 * by `options.strayShots`).
 */
export type StrayMiss = { "kind": "withinDegrees", degrees: number, } | { "kind": "butForPenalty" };

export type StrayShots = { miss: StrayMiss, burst: StrayBurst, };

/**
 * Extension: one strike of an action that attacks several times (Multiple Attacks, two
 * weapons).
 */
export type Strike = { 
/**
 * The weapon's name, or `'primary'` / `'secondary'` when it has none.
 */
weapon: string, hand: Hand, 
/**
 * The attack action of this strike.
 */
action: Action, test: TestResult, jammed: boolean, ammo: number, hitsScored: number, evasion?: Evasion, hitsLanded: number, scatter?: Scatter, 
/**
 * The weapon overheated instead of firing.
 */
overheat?: Overheat, 
/**
 * The weapon sprayed a cone instead of making an attack test.
 */
spray?: Sprayed, 
/**
 * The target's Agility test against catching fire after this strike's hits.
 */
catchFire?: TestResult, };

/**
 * Extension: the two rolls of a stun attempt (000 "Stun", 003 "Stun (Full Action)", 004
 * Combat Actions "Stun").
 */
export type StunRoll = { 
/**
 * The attacker's d10 face and its total (with the Strength Bonus).
 */
attackerRoll: number, attackerTotal: number, 
/**
 * The target's d10 face (absent where the line has the target roll no die).
 */
targetRoll?: number, 
/**
 * The target's total: the die (if any), the Toughness Bonus and the head armour.
 */
targetTotal: number, headArmour: number, stunned: boolean, 
/**
 * Rounds stunned (0 when the stun failed).
 */
rounds: number, };

/**
 * Stun (000 "Stun"; 003 "Stun (Full Action)"; 004 Combat Actions "Stun"): after a
 * successful Weapon Skill test the attacker rolls 1d10 + Strength Bonus against the
 * target's Toughness Bonus + head armour (+ 1d10 where the target rolls too).
 */
export type StunRule = { 
/**
 * The target adds a d10 to its total.
 */
targetDie: boolean, 
/**
 * Head armour counts double against an unarmed or Primitive blow.
 */
headArmourDoubled: boolean, 
/**
 * Fatigue levels a successful stun adds.
 */
fatigue: number, 
/**
 * An equal total stuns (for one round, the least a stun lasts); otherwise the
 * attacker's total must be higher.
 */
tieStuns: boolean, };

/**
 * Action subtypes: what an action counts as for other rules (000 "Action Subtypes").
 */
export type Subtype = "attack" | "concentration" | "defence" | "melee" | "ranged" | "movement" | "miscellaneous" | "varies";

/**
 * Holding one's breath in combat or other strenuous activity, round by round (000, 003 and
 * 002 "Suffocation"; 004 "Suffocation").
 */
export type SuffocationRule = { 
/**
 * Rounds of breath per point of Toughness Bonus.
 */
roundsPerToughnessBonus: number, 
/**
 * The Toughness test each round while the breath lasts (`None`: no test).
 */
holdingTest: number | null, 
/**
 * Levels of fatigue a failed holding test adds.
 */
holdingFatigue: number, outOfBreath: OutOfBreath, unconscious: Smothering, 
/**
 * Holding one's breath at rest to save air, counted in minutes.
 */
conserving: Conserving, };

export type Swerve = "left" | "ahead" | "right";

/**
 * `'name'` or `{ id, value?, custom? }` (qualities, talents and traits). `custom: true` marks a
 * house feature the engine does not know: accepted, applied as nothing.
 */
export type Tagged = string | { id: string, value?: number | null, custom?: boolean | null, };

/**
 * Whether a feature takes a number (`Blast (3)`, `Proven (4)`, `Natural Armour (2)`).
 */
export type Takes = { "takes": "nothing" } | { "takes": "required", "meaning": string } | { "takes": "default", "meaning": number };

/**
 * A talent that lets Multiple Attacks strike several times with one melee weapon.
 */
export type TalentStrikes = { talent: string, strikes: number, };

/**
 * Extension: what the target of an attack spends: a re-roll of its failed Dodge or Parry,
 * and burning a point rather than dying (003 "Burning Fate").
 */
export type TargetFate = { reroll?: boolean | null, burnToSurvive?: boolean | null, };

export type TargetState = { damage: number, criticalDamage: number, fatigue: number, conditions: Array<Condition>, dead: boolean, unconscious: boolean, cover?: Cover, 
/**
 * Extension: rounds of stun the target has now (from a stun attempt, a critical effect,
 * or the request's `stunnedRounds`; the longest).
 */
stunnedRounds?: number, 
/**
 * Extension: the lasting harm the target carries now (the request's `injuries` and what
 * this action added), for a VTT to record and feed back: useless or lost parts, halved
 * or damaged characteristics, penalties, blindness, halved movement, armour destroyed,
 * each with its duration (the conditions it caused are in `conditions`).
 */
injuries?: Array<Effect>, 
/**
 * Extension: fate the target burnt to survive (003 "Burning Fate").
 */
fateSpent?: Array<FateSpent>, 
/**
 * Extension: lightly, heavily or critically damaged (or unharmed), which sets how the
 * character heals (`heal`). Absent only when the character has damage but no Toughness
 * in the request to judge it by.
 */
damageState?: DamageState, 
/**
 * Extension: insanity points now (the request's and any gained); left out at 0.
 */
insanity?: number, 
/**
 * Extension: corruption points now; left out at 0.
 */
corruption?: number, };

/**
 * The terrain a vehicle moves over (002 Difficult Terrain & Other Hazards).
 */
export type Terrain = "clear" | "rough" | "difficult" | "veryDifficult";

/**
 * A row of 002's terrain table: the modifier to the driver's Operate tests.
 */
export type TerrainRow = { terrain: Terrain, modifier: number, };

export type TestOutcome = { dice: Array<DieRecord>, log: Array<string>, seed?: number, characteristic: Characteristic, skill?: string, base: number, modifiers: Array<NamedModifier>, target: number, roll?: number, success: boolean, degrees: number, 
/**
 * Extension: true when the result was automatic (no roll).
 */
automatic?: boolean, 
/**
 * Extension: fate points spent on this test (a re-roll, an extra degree).
 */
fate?: Array<FateSpent>, };

export type TestRequest = { ruleset: Ruleset, actor: Actor, characteristic: Characteristic, skill?: string | null, 
/**
 * A skill tested on another characteristic than its own (the GM's call, which the
 * books allow). Without it such a test is refused with `not_allowed`.
 */
anyCharacteristic?: boolean | null, modifiers?: Array<NamedModifier> | null, difficulty?: Difficulty | null, dice?: DiceSpec | null, 
/**
 * Extension: fate points the actor spends on the test.
 */
fate?: FateUse | null, 
/**
 * Extension: characters assisting (003 ASSISTANCE): each makes the test a step easier
 * (at most two, each with the skill trained); a success gains a degree.
 */
assistants?: Array<Actor> | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type TestResult = { characteristic: Characteristic, skill?: string, base: number, modifiers: Array<NamedModifier>, target: number, roll?: number, success: boolean, degrees: number, 
/**
 * Extension: true when the result was automatic (no roll).
 */
automatic?: boolean, 
/**
 * Extension: fate points spent on this test (a re-roll, an extra degree).
 */
fate?: Array<FateSpent>, };

/**
 * Dark Heresy's threshold roll.
 */
export type ThresholdRoll = { dice: Array<number>, 
/**
 * The dice plus the Willpower Bonus and any modifiers.
 */
total: number, needed: number, 
/**
 * How far past the threshold (what a power's overbleed reads); negative when short.
 */
margin: number, };

/**
 * How much damage a successful Medicae test for first aid removes.
 */
export type Treats = { "kind": "points", "points": number } | { "kind": "intelligenceBonus" } | { "kind": "degreesOfSuccess" };

/**
 * Which results of the Focus Power test bring psychic phenomena.
 */
export type Triggers = { 
/**
 * Fettered: doubles bring phenomena (else never).
 */
fetteredDoubles: boolean, 
/**
 * Pushing: every roll brings phenomena (else every roll but doubles).
 */
pushAlways: boolean, };

/**
 * One action of the turn: its id (`'aim'`), or `{ id, as?, reach? }`. `as` says how
 * much of the turn it takes where the book leaves the choice (Aim and Move: `'half'`, the
 * default, or `'full'`; Reload, Use a Skill, Focus Power: required). `reach` says whether
 * an attack that may be either is made in melee.
 */
export type TurnAction = { 
/**
 * One of the line's action ids (`ActionId` lists those of all four lines; the line's
 * own are checked by `validateTurn`).
 */
id: ActionId, as?: Spend | null, reach?: Made | null, };

export type TurnCheck = { valid: boolean, problems: Array<Problem>, 
/**
 * Extension: reactions the actor has this round (with a Defensive Stance's extra, and
 * Step Aside's).
 */
reactionsAllowed: number, };

/**
 * `validateTurn(...)`.
 */
export type TurnRequest = { ruleset: Ruleset, actor?: Actor | null, 
/**
 * The turn's actions in the order taken; reactions listed here count as used this
 * round, beside `reactionsUsed`.
 */
actions?: Array<ActionId | TurnAction> | null, 
/**
 * Reactions already used this round.
 */
reactionsUsed?: number | null, round?: RoundSoFar | null, 
/**
 * The first round of the combat (a surprised actor loses it).
 */
firstRound?: boolean | null, };

/**
 * Limits on what a character does in a turn and a round, for `validateTurn` (000 "Using
 * Actions", 003 "Actions", 002 "Actions", 004 Combat Actions).
 */
export type TurnRules = { 
/**
 * Reactions each character has in a round.
 */
reactionsPerRound: number, 
/**
 * Reactions the Defensive Stance adds until the character's next turn (0: none).
 */
defensiveStanceReactions: number, 
/**
 * At most one Attack-subtype and one Concentration-subtype action a round.
 */
oneAttackOneConcentration: boolean, 
/**
 * Half actions that may be taken twice in one turn (on two different items).
 */
repeatable: Array<string>, };

/**
 * Fighting with a weapon in each hand (000 and 003 "Two-Weapon Fighting", 002 "Two Weapon
 * Fighting").
 */
export type TwoWeapon = { 
/**
 * An attack made with the secondary hand (`hand: 'secondary'`), unless Ambidextrous.
 */
secondaryHand: number, 
/**
 * Each strike when both weapons attack together.
 */
both: number, 
/**
 * The same with the `ambidextrous` talent.
 */
bothAmbidextrous: number, 
/**
 * Whether the secondary hand's own penalty also applies to its strike when both
 * weapons attack (without Ambidextrous).
 */
secondaryStacks: boolean, 
/**
 * The talent that lets two melee weapons attack together.
 */
meleeTalent: string, 
/**
 * The talent that lets two ranged weapons attack together.
 */
rangedTalent: string, 
/**
 * The action under which both weapons attack (`None`: beside the primary hand's own
 * attack action).
 */
via: Action | null, 
/**
 * The actions each hand may take when both attack, with a melee / a ranged weapon.
 */
meleeActions: Array<Action>, rangedActions: Array<Action>, 
/**
 * The talent that softens both penalties.
 */
ambidextrous: string, };

/**
 * When an unarmed hit also inflicts a level of fatigue.
 */
export type UnarmedFatigue = "onHit" | "damageAtLeastToughnessBonus";

export type UnarmedRules = { armourMultiplier: number, fatigue: UnarmedFatigue, 
/**
 * A 10 on an unarmed damage die counts as 5 (Righteous Fury still triggers).
 */
tensCountAsFive: boolean, };

/**
 * What an Unnatural Characteristic value does to the characteristic bonus.
 */
export type Unnatural = "multiplyBonus" | "addToBonus";

/**
 * What an untrained skill test does.
 */
export type Untrained = "halveBasicRefuseAdvanced" | { "penalty": number };

/**
 * Extension: which harm of vacuum a `vacuum` hazard deals (000 and 003 "Vacuum").
 */
export type VacuumEffect = "depressurisation" | "cold" | "gradual" | "gradualResisted";

/**
 * Extension: a character in vacuum this round.
 */
export type VacuumExposure = { 
/**
 * Rounds exposed so far, this one included (1: the first).
 */
round: number, 
/**
 * The air is thinning slowly (a venting ship) rather than gone at once.
 */
gradual?: boolean | null, 
/**
 * In the void of space, where the cold bites too.
 */
space?: boolean | null, };

/**
 * Vacuum (000 "Vacuum", 003 "Vacuum").
 */
export type VacuumRule = { 
/**
 * Sudden exposure: rounds unharmed per point of Toughness Bonus.
 */
suddenRoundsPerToughnessBonus: number, 
/**
 * Sudden exposure: the damage at the end of each round after those.
 */
depressurisation: Dose, 
/**
 * In the void of space: the Toughness test each round against the cold, and the
 * damage a failure deals.
 */
coldTest: number, cold: Dose, 
/**
 * A slowly thinning atmosphere: rounds unharmed per point of Toughness Bonus.
 */
gradualRoundsPerToughnessBonus: number, 
/**
 * The Toughness test each round after those: this modifier times the rounds since.
 */
gradualTestStep: number, 
/**
 * The damage of a round whose test passed, and of one whose test failed.
 */
gradualResisted: Dose, gradual: Dose, };

/**
 * A vehicle (API.md `Vehicle`).
 */
export type Vehicle = { kind: VehicleKind, name?: string | null, type?: VehicleType | null, size?: SizeRef | null, armour: VehicleArmour, 
/**
 * The maximum Structural Integrity.
 */
structuralIntegrity: number, 
/**
 * Structural Integrity lost so far (counts up, like an actor's damage).
 */
damage?: number | null, criticalDamage?: number | null, 
/**
 * Metres.
 */
tacticalSpeed: number, 
/**
 * Kilometres an hour.
 */
cruisingSpeed?: number | null, manoeuvrability?: number | null, openTopped?: boolean | null, turret?: boolean | null, weapons?: Array<VehicleWeapon> | null, conditions?: Array<VehicleCondition> | null, 
/**
 * The driver, when the vehicle is an attack's target and jinks (`reaction: 'jink'`).
 * The other calls take their driver apart and refuse this.
 */
driver?: Actor | null, 
/**
 * The vehicle moved its Tactical Speed last turn, when it is an attack's target (Jink
 * needs it). The other calls refuse this.
 */
movedLastTurn?: boolean | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * The vehicle combat actions (002 Vehicle Combat Actions).
 */
export type VehicleAction = "tacticalManoeuvring" | "evasiveManoeuvring" | "floorIt" | "hitAndRun" | "jink" | "ram";

/**
 * What `vehicleAction` returns.
 */
export type VehicleActionOutcome = { test?: TestResult, success: boolean, 
/**
 * Metres moved.
 */
metres?: number, penalties?: VehiclePenalties, 
/**
 * Jink: shots avoided.
 */
shotsAvoided?: number, 
/**
 * Hit & Run: the driver's blow lands.
 */
hit?: boolean, 
/**
 * Hit & Run with a `weapon` and a `target`: the blow's damage.
 */
blow?: RunBlow, outOfControl: boolean, crashed: boolean, ram?: Ram, vehicle: VehicleState, 
/**
 * The rammed vehicle, after the ram; the rammed character's state instead when the
 * request gave the character as `target`.
 */
target?: VehicleState | TargetState, 
/**
 * The rammed character, after the ram.
 */
targetActor?: TargetState, dice: Array<DieRecord>, log: Array<string>, seed?: number, };

/**
 * `vehicleAction(...)`.
 */
export type VehicleActionRequest = { ruleset: Ruleset, vehicle: Vehicle, driver: Actor, action: VehicleAction, 
/**
 * Tactical Manoeuvring as a Full Action (twice the Tactical Speed).
 */
full?: boolean | null, terrain?: Terrain | null, 
/**
 * Ram!: the metres driven at the target.
 */
metres?: number | null, 
/**
 * Ram!: what is rammed: a vehicle, or a character (one without `kind: 'vehicle'` is
 * read as `targetActor`; `vehicle::read`).
 */
target?: Vehicle | Actor | null, 
/**
 * Ram!: a character rammed (extension: the same as a character in `target`).
 */
targetActor?: Actor | null, 
/**
 * Ram!: the rammed vehicle's facing struck (default front).
 */
targetFacing?: Facing | null, 
/**
 * Ram!: the rammed character tries to Dodge (a ram can be dodged, not parried).
 */
targetDodges?: boolean | null, 
/**
 * Hit & Run: the driver's melee weapon; the blow lands on `target` (a vehicle's
 * `targetFacing`, or a character) when the test succeeds.
 */
weapon?: Weapon | null, 
/**
 * Jink: the vehicle moved its Tactical Speed last turn (Jink needs it).
 */
movedLastTurn?: boolean | null, 
/**
 * Extension: the driving skill tested (default: the driver's trained driving skill).
 */
skill?: string | null, modifiers?: Array<NamedModifier> | null, dice?: DiceSpec | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type VehicleArmour = { front: number, side: number, rear: number, };

/**
 * What `resolveAttack` returns for an attack at a vehicle.
 */
export type VehicleAttackOutcome = { ruleset: Ruleset, action: Action, facing: Facing, test: TestResult, jammed: boolean, ammo: number, hitsScored: number, 
/**
 * The driver's Jink.
 */
evasion?: Evasion, hits: Array<VehicleHit>, 
/**
 * The vehicle after the attack.
 */
target: VehicleState, scatter?: Scatter, overheat?: Overheat, dice: Array<DieRecord>, log: Array<string>, logSteps: Array<LogStep>, seed?: number, };

/**
 * `resolveAttack` at a vehicle: an attack request whose `target` is a `Vehicle` and which
 * names the `facing` the attacker is in. It takes the fields of an attack on a character
 * that mean something against a vehicle; the others (a called location, a grapple, kill
 * zones, spreads, the target's weapon or fate) are unknown fields here.
 */
export type VehicleAttackRequest = { ruleset: Ruleset, attacker: Actor, target: Vehicle, weapon: Weapon, action: Action, 
/**
 * The quarter of the vehicle the attacker is in: it chooses the armour (a turret hit
 * always meets the front armour).
 */
facing: Facing, aim?: Aim | null, range?: number | null, circumstances?: Circumstances | null, modifiers?: Array<NamedModifier> | null, 
/**
 * `'jink'`: the vehicle's driver (`target.driver`) jinks (`target.movedLastTurn` is
 * needed). A vehicle cannot Dodge or Parry.
 */
reaction?: Reaction | null, options?: Options | null, dice?: DiceSpec | null, hand?: Hand | null, 
/**
 * Fate points the attacker spends on its attack test.
 */
fate?: FateUse | null, 
/**
 * The attacker shoots from a vehicle too.
 */
platform?: Platform | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

/**
 * A vehicle's state besides its damage.
 */
export type VehicleCondition = "outOfControl" | "crashed" | "overturned" | "onFire" | "immobilised";

/**
 * How damaged a vehicle is (002 Vehicle Repair).
 */
export type VehicleDamageState = "undamaged" | "lightlyDamaged" | "heavilyDamaged" | "criticallyDamaged";

/**
 * One hit on a vehicle.
 */
export type VehicleHit = { location: VehicleLocation, 
/**
 * The number read on the table: the attack roll reversed for the first hit, a d100
 * for each other.
 */
roll: number, 
/**
 * Where the table put the hit when the vehicle has no weapon on that side or no turret,
 * and the hit went to the hull instead.
 */
rolled?: VehicleLocation, 
/**
 * The weapon struck (a weapon or turret hit, when the vehicle lists its weapons).
 */
weapon?: string, 
/**
 * The facing whose armour the hit met (the front for a turret).
 */
armourFacing: Facing, damage: DamageRoll, righteousFury?: FuryRecord, 
/**
 * The facing's armour.
 */
armour: number, 
/**
 * How many times the armour counted (Primitive in dh1/rt, Scatter at long range);
 * absent: once.
 */
armourMultiplier?: number, penetration: number, 
/**
 * Armour after penetration, at least 0.
 */
effectiveArmour: number, 
/**
 * Damage past the armour.
 */
through: number, 
/**
 * Of it, Structural Integrity lost.
 */
structuralIntegrity: number, 
/**
 * Of it, critical damage (past the Structural Integrity left).
 */
criticalDamage: number, 
/**
 * ow/dh2: the d5 of Righteous Fury for the vehicle's critical table. The engine
 * carries no vehicle critical table (docs/rulesets.md, Vehicles): this is the row for
 * the table the group uses.
 */
criticalRoll?: number, };

/**
 * The one value of `Vehicle.kind`.
 */
export type VehicleKind = "vehicle";

/**
 * Where a hit lands on a vehicle (002 Attacking Vehicles' table).
 */
export type VehicleLocation = "motive" | "hull" | "weapon" | "turret";

/**
 * Penalties a vehicle action puts on attacks against and from the vehicle (negative).
 */
export type VehiclePenalties = { against: number, from: number, 
/**
 * Always `nextTurn`: until the start of the vehicle's next turn.
 */
until: DurationUnit, };

/**
 * A vehicle after a call: what to write back.
 */
export type VehicleState = { name?: string, damage: number, criticalDamage: number, state: VehicleDamageState, conditions: Array<VehicleCondition>, };

export type VehicleType = "wheeled" | "tracked" | "skimmer" | "walker" | "flyer";

export type VehicleWeapon = { name: string, mount: Mount, facing?: Facing | null, };

/**
 * Every vehicle number of a line.
 */
export type Vehicles = { source: string, 
/**
 * The skills a driver tests, by the line's names (a specialisation such as
 * "Operate (Surface)" counts as its skill).
 */
drivingSkills: Array<string>, terrain: Array<TerrainRow>, actions: Array<ActionRow>, 
/**
 * Shooting from a vehicle that moved its Tactical Speed, and twice it, last turn.
 */
movedTactical: number, movedDouble: number, 
/**
 * Evasive Manoeuvring: the penalty a degree puts on attacks against and from it.
 */
evasivePerDegree: number, 
/**
 * Floor It!: metres on a success and a degree; the penalty on attacks both ways.
 */
floorItMetres: number, floorItPerDegree: number, floorItPenalty: number, 
/**
 * Ram!: the d10s of the rammed, one more per so many metres past twice Tactical
 * Speed, and the d5 the rammer takes from a vehicle.
 */
ramExtraMetres: number, 
/**
 * Out of Control: the d5's directions (1-2 left, 3 ahead, 4-5 right) and the crew's
 * Toughness test; rounds stunned on a failure.
 */
outOfControlStun: number, 
/**
 * The Operate penalties of heavy and critical damage.
 */
heavyPenalty: number, criticalPenalty: number, 
/**
 * High Speed Chases: metres a degree, the kph step and its bonus, the escape distance,
 * the danger zone's lowest roll.
 */
chaseMetres: number, chaseKphStep: number, chaseKphBonus: number, chaseEscape: number, dangerZone: number, repairLight: RepairRow, repairHeavy: RepairRow, repairCritical: RepairRow, 
/**
 * Where a hit lands: each row the highest roll it covers (002 Attacking Vehicles).
 */
hitLocations: Array<[number, VehicleLocation]>, };

/**
 * A roll on a psychic table.
 */
export type WarpRoll = { roll: number, total: number, name: string, summary: string, effects: Array<Effect>, 
/**
 * The book and table (empty when not carried).
 */
table: string, 
/**
 * False when the line's table is not in the engine's sources: no effect applied.
 */
carried: boolean, };

/**
 * A line's two tables and their sources.
 */
export type WarpTables = { phenomenaSource: string, phenomena: Array<PsyRow>, perilsSource: string, perils: Array<PsyRow>, };

export type Weapon = { name?: string | null, class: WeaponClass, damage: string, damageType: DamageType, penetration?: number | null, range?: number | null, rateOfFire?: RateOfFire | null, qualities?: Array<Tagged> | null, 
/**
 * Extension: `false` when the wielder lacks the talent that trains it in this weapon:
 * its attack tests take the line's untrained-weapon penalty (the same as
 * `circumstances.untrainedWeapon`, applied once when both are given), and so does a
 * Parry made with it as `targetWeapon`. Absent or `true`: trained.
 */
trained?: boolean | null, 
/**
 * The caller's own data, ignored.
 */
meta?: unknown, };

export type WeaponClass = "melee" | "pistol" | "basic" | "heavy" | "thrown" | "unarmed";

/**
 * When an effect applies.
 */
export type When = { "is": "always" } | { "is": "aimed" } | { "is": "melee" } | { "is": "ranged" } | { "is": "charge" } | { "is": "longRange" } | { "is": "shortRange" } | { "is": "degrees", "of": number };

/**
 * Extension: another character an attack involves (a member of a kill zone, the target's
 * opponent in melee). `id` is the caller's, echoed in `AttackOutcome::others`.
 */
export type ZoneMember = { id: string, actor: Actor, };

/** Every action id of the four lines; each line accepts its own (`actions({ ruleset })`). */
export type ActionId = "aim" | "allOut" | "braceHeavyWeapon" | "calledShot" | "charge" | "defensiveStance" | "delay" | "disengage" | "dodge" | "evasion" | "feint" | "focusPower" | "fullAuto" | "grapple" | "guarded" | "jumpOrLeap" | "knockDown" | "lightning" | "manoeuvre" | "move" | "multipleAttacks" | "overwatch" | "parry" | "ready" | "reload" | "run" | "semiAuto" | "stand" | "standard" | "stun" | "suppressingFire" | "swift" | "tacticalAdvance" | "useSkill";
