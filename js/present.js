// Pure helpers for hosts: what to show of an outcome. Nothing here calls into the wasm;
// each function reads a plain outcome object (as the engine returned it, or parsed back
// from JSON) and never throws on one.
//
// - diceSoNice(outcome): the data Dice So Nice's `show()` takes, one throw per group of
//   dice rolled together (consecutive dice of one purpose and one hit).
// - foundryRollTerms(outcome) / foundryRollData(outcome): the same groups as Foundry `Die`
//   term data (and a whole `Roll`'s data), for `Roll.fromData` and Dice So Nice's
//   `showForRoll`, so the dice animated are exactly the engine's.
// - formatOutcome(outcome, { format }): a chat card (HTML, every string escaped) or a
//   plain-text card, headed by who did what to whom; `outcomeCss`: a small default
//   stylesheet for the card.

// ---------------------------------------------------------------- dice

// The dice Dice So Nice has models for (a d100 is shown as a tens die and a d10).
const DSN_SIDES = new Set([2, 3, 4, 5, 6, 8, 10, 12, 20, 100]);

function diceOf(outcome) {
  const dice = outcome && Array.isArray(outcome.dice) ? outcome.dice : [];
  return dice.filter(
    (d) => d && typeof d === 'object' && Number.isInteger(d.sides) && Number.isInteger(d.face) && d.face >= 1,
  );
}

/**
 * The outcome's dice in the order rolled, split into groups: consecutive dice of the same
 * purpose, sides and hit (a burst's damage dice for one hit, the attack's d100...).
 */
export function diceGroups(outcome) {
  const groups = [];
  let last = null;
  for (const d of diceOf(outcome)) {
    if (last && last.purpose === d.purpose && last.sides === d.sides && last.hit === d.hit) {
      last.dice.push(d);
    } else {
      last = { purpose: d.purpose, sides: d.sides, hit: d.hit, dice: [d] };
      groups.push(last);
    }
  }
  return groups;
}

function dieOptions(options, record) {
  const extra = typeof options === 'function' ? options(record) : options;
  return extra && typeof extra === 'object' ? { ...extra } : {};
}

/**
 * The object Dice So Nice's `game.dice3d.show(data)` takes: `{ throws: [{ dice: [...] }] }`,
 * one throw per group of dice rolled together, in the order the engine rolled them. A
 * d100 is two dice, as Dice So Nice shows one: a `d100` tens die (result 0-9, label
 * "00"-"90"; 100 is "00" and "0") and a `d10` units die (result 0-9), both carrying
 * `d100Result`. A d5 is the d10 it was rolled on (its `face`). Dice Dice So Nice has no
 * model for (a d7, a d1000) are left out. `options.dieOptions`: an object, or a function of
 * the engine's die record, merged into each die's `options` (e.g. `{ colorset: 'black' }`).
 */
export function diceSoNice(outcome, options = {}) {
  const throws = [];
  const extra = options && typeof options === 'object' ? options.dieOptions : undefined;
  for (const group of diceGroups(outcome)) {
    const dice = [];
    for (const d of group.dice) {
      if (!DSN_SIDES.has(d.sides)) continue;
      if (d.sides === 100) {
        const tens = Math.floor(d.face / 10) % 10;
        const units = d.face % 10;
        dice.push({
          result: tens,
          resultLabel: String(tens * 10).padStart(2, '0'),
          d100Result: d.face,
          type: 'd100',
          vectors: [],
          options: dieOptions(extra, d),
        });
        dice.push({
          result: units,
          resultLabel: String(units),
          d100Result: d.face,
          type: 'd10',
          vectors: [],
          options: dieOptions(extra, d),
        });
      } else {
        dice.push({
          result: d.face,
          resultLabel: String(d.face),
          type: `d${d.sides}`,
          vectors: [],
          options: dieOptions(extra, d),
        });
      }
    }
    if (dice.length) throws.push({ dice });
  }
  return { throws };
}

/**
 * Foundry `Die` term data, one term per group of dice rolled together (see `diceGroups`),
 * in order: `{ class: 'Die', options: { flavor: purpose }, evaluated: true, number, faces,
 * modifiers: [], results: [{ result, active: true }] }`. A d100 is one d100 term, a d5 the
 * d10 it was rolled on. Build terms with `foundry.dice.terms.Die.fromData(term)`, or a
 * whole roll with `Roll.fromData(foundryRollData(outcome))`.
 */
export function foundryRollTerms(outcome) {
  return diceGroups(outcome).map((g) => ({
    class: 'Die',
    options: { flavor: String(g.purpose) },
    evaluated: true,
    number: g.dice.length,
    faces: g.sides,
    modifiers: [],
    results: g.dice.map((d) => ({ result: d.face, active: true })),
  }));
}

/**
 * A whole Foundry `Roll`'s data for `Roll.fromData`: the `Die` terms of `foundryRollTerms`
 * joined by `+` operator terms. Its `total` is the sum of the faces, which means nothing
 * under the rules: the roll is for showing the dice (`game.dice3d.showForRoll(roll)`).
 */
export function foundryRollData(outcome) {
  const dice = foundryRollTerms(outcome);
  const terms = [];
  for (const t of dice) {
    if (terms.length) terms.push({ class: 'OperatorTerm', options: {}, evaluated: true, operator: '+' });
    terms.push(t);
  }
  const total = dice.reduce((sum, t) => sum + t.results.reduce((s, r) => s + r.result, 0), 0);
  const formula = dice.map((t) => `${t.number}d${t.faces}[${t.options.flavor}]`).join(' + ');
  return { class: 'Roll', options: {}, dice: [], formula, terms, total, evaluated: true };
}

// ---------------------------------------------------------------- cards

// A card is built as a small tree of nodes, then rendered as HTML (escaped in one place)
// or as text. A node: { cls, text, id, children, heading }.

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value) {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => HTML_ESCAPES[c]);
}

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const arr = (v) => (Array.isArray(v) ? v : []);
const num = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const signed = (v) => (num(v) === null ? '' : v > 0 ? `+${v}` : String(v));
// Only [a-z0-9-] reach a class name.
const slug = (v) =>
  String(v ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');

function words(id) {
  return String(id ?? '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

const CHARACTERISTICS = {
  ws: 'Weapon Skill',
  bs: 'Ballistic Skill',
  s: 'Strength',
  t: 'Toughness',
  ag: 'Agility',
  int: 'Intelligence',
  per: 'Perception',
  wp: 'Willpower',
  fel: 'Fellowship',
};

function node(cls, text, extra = {}) {
  return { cls, text, ...extra };
}

function modifierNodes(mods) {
  return arr(mods)
    .filter(isObj)
    .map((m) => node('modifier', `${m.label ?? ''} ${signed(m.value)}`.trim(), { id: m.id }));
}

function testLabel(t) {
  const ch = CHARACTERISTICS[t.characteristic] || t.characteristic || '';
  return t.skill ? `${t.skill} (${ch})` : String(ch);
}

function testNode(t, title = 'Test', cls = 'test') {
  if (!isObj(t)) return null;
  const lines = [];
  lines.push(node('base', `${testLabel(t)} ${num(t.base) ?? ''}`.trim()));
  const mods = modifierNodes(t.modifiers);
  if (mods.length) lines.push(node('modifiers', 'Modifiers', { children: mods }));
  lines.push(node('target-number', `Target ${num(t.target) ?? '?'}`));
  let result;
  if (t.automatic) {
    result = t.success ? 'Succeeds automatically' : 'Fails automatically';
  } else {
    const roll = num(t.roll) === null ? '' : `Rolled ${t.roll}: `;
    const deg = num(t.degrees) ?? 0;
    const dos = `${deg} degree${deg === 1 ? '' : 's'} of ${t.success ? 'success' : 'failure'}`;
    result = `${roll}${t.success ? 'success' : 'failure'}, ${dos}`;
  }
  lines.push(node(t.success ? 'result cogitator-success' : 'result cogitator-failure', result));
  for (const f of arr(t.fate).filter(isObj)) {
    const was = num(f.replacedRoll) === null ? '' : ` (replaced ${f.replacedRoll})`;
    lines.push(node('fate', `Fate point: ${words(f.kind ?? f.use)}${was}`, { id: f.kind ?? f.use }));
  }
  return node(cls, null, { heading: title, children: lines });
}

function durationText(d) {
  if (!isObj(d)) return '';
  const unit = words(d.unit);
  return num(d.amount) === null ? unit : `${d.amount} ${unit}${d.amount === 1 ? '' : 's'}`.replace(/ss$/, 's');
}

/** An effect (critical, injury, aftermath) in words. */
function effectText(e) {
  if (!isObj(e)) return '';
  const name = words(e.type);
  const parts = [];
  for (const [k, v] of Object.entries(e)) {
    if (k === 'type' || v === undefined || v === null) continue;
    if (k === 'test' && isObj(v)) {
      const r = num(v.roll) === null ? '' : ` rolled ${v.roll}`;
      parts.push(`${testLabel(v)} test vs ${num(v.target) ?? '?'}${r}: ${v.success ? 'passed' : 'failed'}`);
    } else if (k === 'duration') {
      parts.push(durationText(v));
    } else if (Array.isArray(v)) {
      parts.push(`${words(k)} ${v.map((x) => (isObj(x) ? words(x.type) : words(x))).join(', ')}`);
    } else if (isObj(v)) {
      parts.push(`${words(k)} ${words(v.type ?? v.unit ?? '')}`.trim());
    } else if (typeof v === 'boolean') {
      if (v) parts.push(words(k));
    } else {
      parts.push(`${words(k)} ${typeof v === 'string' ? words(v) : v}`);
    }
  }
  return parts.length ? `${name}: ${parts.join(', ')}` : name;
}

function effectNodes(effects) {
  return arr(effects)
    .filter(isObj)
    .map((e) => node('effect', effectText(e), { id: e.type }));
}

function criticalNode(c) {
  if (!isObj(c)) return null;
  const sev = num(c.severity) === null ? '' : ` ${c.severity}`;
  const head = `Critical${sev} (${words(c.damageType)}, ${words(c.location)})${c.lethal ? ': lethal' : ''}`;
  const children = [];
  if (c.summary) children.push(node('critical-summary', String(c.summary)));
  const effects = effectNodes(c.effects);
  if (effects.length) children.push(node('effects', 'Effects', { children: effects }));
  return node('critical', head, { children });
}

// A hit's damage roll and Righteous Fury (a character's hit or a vehicle's).
function damageNodes(h) {
  const dmg = isObj(h.damage) ? h.damage : {};
  const children = [];
  const dice = arr(dmg.dice).join(', ');
  const bits = [`dice [${dice}]`];
  if (num(dmg.modifier)) bits.push(`modifier ${signed(dmg.modifier)}`);
  if (num(dmg.strengthBonus)) bits.push(`Strength Bonus ${signed(dmg.strengthBonus)}`);
  if (num(dmg.furyBonus)) bits.push(`Righteous Fury ${signed(dmg.furyBonus)}`);
  if (isObj(dmg.dropped)) bits.push(`dropped ${dmg.dropped.face}`);
  if (isObj(dmg.degreesReplaced)) bits.push(`${dmg.degreesReplaced.was} replaced by ${dmg.degreesReplaced.now}`);
  children.push(node('damage', `Damage ${num(dmg.total) ?? '?'}: ${bits.join(', ')}`));
  const bonuses = modifierNodes(dmg.bonuses);
  if (bonuses.length) children.push(node('modifiers', 'Damage bonuses', { children: bonuses }));
  const rf = h.righteousFury;
  if (isObj(rf) && rf.triggered) {
    let t = 'Righteous Fury';
    if (rf.confirmed === true) t += `: confirmed${num(rf.confirmationRoll) === null ? '' : ` (${rf.confirmationRoll})`}`;
    else if (rf.confirmed === false) t += `: not confirmed${num(rf.confirmationRoll) === null ? '' : ` (${rf.confirmationRoll})`}`;
    if (num(rf.extraDamage)) t += `, extra damage ${rf.extraDamage}`;
    if (num(rf.criticalRoll) !== null) t += `, critical roll ${rf.criticalRoll}`;
    if (rf.suppressed) t += ` (${rf.suppressed})`;
    children.push(node('fury', t));
  }
  return children;
}

// A hit on a vehicle: where, the facing's armour, and what came off the Structural Integrity.
function vehicleHitNode(h, i) {
  if (!isObj(h)) return null;
  const children = damageNodes(h);
  const times = num(h.armourMultiplier) ? ` x${h.armourMultiplier}` : '';
  children.push(
    node(
      'soak',
      `Armour (${words(h.armourFacing ?? '')}) ${h.armour ?? 0}${times}, penetration ${h.penetration ?? 0}, effective ${h.effectiveArmour ?? 0}`,
    ),
  );
  children.push(
    node(
      'structure',
      `Through ${h.through ?? 0}: Structural Integrity ${h.structuralIntegrity ?? 0}, critical damage ${h.criticalDamage ?? 0}`,
    ),
  );
  if (num(h.criticalRoll) !== null) children.push(node('critical', `Vehicle critical: row ${h.criticalRoll}`));
  const where = `${words(h.location)}${h.weapon ? ` (${h.weapon})` : ''}${h.rolled ? ` (rolled ${words(h.rolled)})` : ''}`;
  return node('hit', null, { heading: `Hit ${i + 1}: ${where}`, id: h.location, children });
}

function hitNode(h, i) {
  if (!isObj(h)) return null;
  const children = damageNodes(h);
  const s = isObj(h.soak) ? h.soak : null;
  if (s) {
    const parts = [];
    if (num(s.coverAp)) parts.push(`cover ${s.coverAp} (absorbed ${s.coverAbsorbed ?? 0})`);
    parts.push(`armour ${s.armour ?? 0}`);
    if (num(s.naturalArmour)) parts.push(`natural ${s.naturalArmour}`);
    if (num(s.penetration)) parts.push(`penetration ${s.penetration}`);
    parts.push(`effective ${s.effectiveArmour ?? 0}`);
    parts.push(`Toughness Bonus ${s.toughnessBonus ?? 0}`);
    children.push(node('soak', `Soak: ${parts.join(', ')}`));
  }
  children.push(node('wounds', `Wounds ${num(h.wounds) ?? 0}${num(h.fatigue) ? `, fatigue ${h.fatigue}` : ''}`));
  const crits = arr(h.criticals).length ? arr(h.criticals) : h.critical ? [h.critical] : [];
  for (const c of crits) {
    const n = criticalNode(c);
    if (n) children.push(n);
  }
  for (const a of arr(h.aftermath).filter(isObj)) {
    const sub = [];
    const t = testNode(a.test, 'Test', 'aftermath-test');
    if (t) sub.push(t);
    sub.push(...effectNodes(a.effects));
    if (num(a.wounds)) sub.push(node('wounds', `Wounds ${a.wounds}`));
    const c = criticalNode(a.critical);
    if (c) sub.push(c);
    children.push(node('aftermath', words(a.quality), { id: a.quality, children: sub }));
  }
  return node('hit', null, {
    heading: `Hit ${i + 1}: ${words(h.location)}${h.extra ? ' (extra)' : ''}`,
    id: h.location,
    children,
  });
}

function targetNode(t, heading = 'Target') {
  if (!isObj(t)) return null;
  const lines = [];
  lines.push(
    node(
      'state',
      `Damage ${t.damage ?? 0}, critical damage ${t.criticalDamage ?? 0}, fatigue ${t.fatigue ?? 0}`,
    ),
  );
  if (t.dead) lines.push(node('dead', 'Dead'));
  else if (t.unconscious) lines.push(node('unconscious', 'Unconscious'));
  if (num(t.stunnedRounds)) lines.push(node('stunned', `Stunned for ${t.stunnedRounds} rounds`));
  const conds = arr(t.conditions).map((c) => node('condition', words(c), { id: c }));
  if (conds.length) lines.push(node('conditions', 'Conditions', { children: conds }));
  const inj = effectNodes(t.injuries);
  if (inj.length) lines.push(node('injuries', 'Injuries', { children: inj }));
  return node('target', null, { heading, children: lines });
}

function logNode(outcome) {
  // Each line carries the id of the step that wrote it (`logSteps`: 'test', 'damage'...).
  const steps = arr(outcome.logSteps);
  const lines = arr(outcome.log).map((l, i) =>
    node('log-line', String(l), typeof steps[i] === 'string' ? { id: steps[i] } : {}),
  );
  return lines.length ? node('log', null, { heading: 'Log', children: lines }) : null;
}

// The attack actions' names in the books, as the engine's `actions({ ruleset })` gives
// them (tests/js/present.test.mjs holds the two together); where the lines word one
// differently, by line. `options.actions` (that list, or an object of id -> name) wins.
const ACTION_NAMES = {
  standard: 'Standard Attack',
  semiAuto: 'Semi-Auto Burst',
  fullAuto: 'Full Auto Burst',
  allOut: 'All Out Attack',
  charge: 'Charge',
  calledShot: 'Called Shot',
  guarded: { dh1: 'Guarded Attack', rt: 'Guarded Attack', ow: 'Guarded Action', dh2: 'Guarded Action' },
  swift: 'Swift Attack',
  lightning: 'Lightning Attack',
  multipleAttacks: 'Multiple Attacks',
  suppressingFire: 'Suppressing Fire',
  overwatch: 'Overwatch',
  stun: 'Stun',
  knockDown: { dh1: 'Knock-Down', rt: 'Knock-Down', ow: 'Knock Down', dh2: 'Knock Down' },
  feint: 'Feint',
  manoeuvre: 'Manoeuvre',
  grapple: 'Grapple',
};

/** An action's name: from `options.actions`, else the books' (for `ruleset`), else its id in words. */
function actionName(id, ruleset, options = {}) {
  const given = isObj(options) ? options.actions : undefined;
  if (Array.isArray(given)) {
    const row = given.find((a) => isObj(a) && a.id === id && typeof a.name === 'string');
    if (row) return row.name;
  } else if (isObj(given) && typeof given[id] === 'string') {
    return given[id];
  }
  const known = typeof id === 'string' && Object.hasOwn(ACTION_NAMES, id) ? ACTION_NAMES[id] : undefined;
  if (typeof known === 'string') return known;
  if (isObj(known) && typeof known[ruleset] === 'string') return known[ruleset];
  return words(id);
}

function namesOf(options) {
  const req = isObj(options.request) ? options.request : {};
  const pick = (given, actor) => {
    if (given !== undefined && given !== null) return String(given);
    return isObj(actor) && actor.name !== undefined && actor.name !== null ? String(actor.name) : null;
  };
  return {
    attacker: pick(options.attacker, req.attacker ?? req.actor ?? req.psyker),
    target: pick(options.target, req.target),
    weapon: pick(options.weapon, req.weapon),
  };
}

/** "Sergeant Varro: Semi-Auto Burst with Lasgun against Heretic". */
function attackTitle(action, ruleset, names, options) {
  const label = actionName(action, ruleset, options);
  let title = names.attacker ? `${names.attacker}: ${label}` : `Attack: ${label}`;
  if (names.weapon) title += ` with ${names.weapon}`;
  if (names.target) title += ` against ${names.target}`;
  return title;
}

/**
 * Where an attack left its target, in words: dead, unconscious, its damage state, a
 * vehicle's. `after`: the target's state in an encounter, which speaks for a horde
 * (Magnitude) and a comrade (wounded), whose outcome's target is one member's body.
 */
function targetStateText(t, atVehicle, after) {
  if (isObj(after)) {
    if (OUT[after.out]) return `is ${OUT[after.out]}`;
    if (num(after.magnitude) !== null) return `has Magnitude ${after.magnitude} left`;
    if (after.kind === 'comrade') return after.wounded ? 'is wounded' : 'is unhurt';
  }
  if (!isObj(t)) return '';
  if (t.dead) return 'is dead';
  if (t.unconscious) return 'is unconscious';
  const state = atVehicle ? t.state : t.damageState;
  let text = typeof state === 'string' && state ? `is ${words(state)}` : '';
  const stunned = num(t.stunnedRounds);
  if (text && stunned) text += `, stunned for ${stunned} round${stunned === 1 ? '' : 's'}`;
  return text;
}

/** The card's first line: "2 hits, 9 wounds: Heretic is heavily damaged". */
function attackHeadline(o, names, atVehicle, after) {
  const hits = arr(o.hits).filter(isObj);
  const parts = [];
  if (hits.length) {
    const harm = hits.reduce((sum, h) => sum + (num(atVehicle ? h.structuralIntegrity : h.wounds) ?? 0), 0);
    parts.push(`${hits.length} hit${hits.length === 1 ? '' : 's'}`);
    // A horde counts Magnitude, not wounds: the state after says how much is left.
    if (atVehicle) parts.push(`${harm} Structural Integrity lost`);
    else if (!(isObj(after) && num(after.magnitude) !== null)) parts.push(harm ? `${harm} wound${harm === 1 ? '' : 's'}` : 'no wounds');
  } else if (isObj(o.opposed)) {
    const side = o.opposed.winner === 'attacker' ? names.attacker ?? 'the attacker' : names.target ?? 'the defender';
    parts.push(o.opposed.winner ? `${side} wins the opposed test` : 'No one wins the opposed test');
  } else {
    parts.push('No hits');
  }
  if (o.jammed || arr(o.strikes).some((x) => isObj(x) && x.jammed)) parts.push('the weapon jammed');
  const state = targetStateText(o.target, atVehicle, after);
  const head = parts.join(', ');
  return state ? `${head}: ${names.target ?? 'the target'} ${state}` : head;
}

function attackCard(o, names, options = {}, after = null) {
  const atVehicle = typeof o.facing === 'string';
  const children = [node('headline', attackHeadline(o, names, atVehicle, after))];
  let title = attackTitle(o.action, o.ruleset, names, options);
  const strikes = arr(o.strikes).filter(isObj);
  if (strikes.length) {
    strikes.forEach((s, i) => {
      const sub = [];
      const t = testNode(s.test, 'Test');
      if (t) sub.push(t);
      if (s.jammed) sub.push(node('jammed', 'The weapon jammed'));
      sub.push(node('hits-scored', `Hits scored ${s.hitsScored ?? 0}, landed ${s.hitsLanded ?? 0}`));
      const ev = evasionNode(s.evasion);
      if (ev) sub.push(ev);
      children.push(node('strike', null, { heading: `Strike ${i + 1}: ${s.weapon ?? ''}`.trim(), children: sub }));
    });
  } else {
    const t = testNode(o.test, 'Attack test');
    if (t) children.push(t);
    if (o.jammed) children.push(node('jammed', 'The weapon jammed'));
    const ev = evasionNode(o.evasion);
    if (ev) children.push(ev);
  }
  if (isObj(o.spray)) children.push(node('spray', o.spray.inRange === false ? 'Out of the spray' : 'Sprayed'));
  if (isObj(o.overheat)) children.push(node('overheat', 'The weapon overheated'));
  if (isObj(o.scatter)) {
    const d = isObj(o.scatter.direction) ? o.scatter.direction.direction : '';
    children.push(node('scatter', `Scattered ${o.scatter.metres ?? 0} m ${words(d)}`.trim()));
  }
  const hits = arr(o.hits);
  children.push(node('hits-scored', `Hits: ${hits.length}${num(o.hitsScored) !== null ? ` of ${o.hitsScored} scored` : ''}`));
  // An attack at a vehicle names the facing; its target is the vehicle's state.
  hits.forEach((h, i) => {
    const n = atVehicle ? vehicleHitNode(h, i) : hitNode(h, i);
    if (n) children.push(n);
  });
  if (isObj(o.opposed)) {
    const w = o.opposed.winner ? `Winner: ${o.opposed.winner}` : 'No winner';
    const a = testNode(o.opposed.attacker, 'Attacker', 'opposed-side');
    const b = testNode(o.opposed.defender, 'Defender', 'opposed-side');
    children.push(node('opposed', w, { children: [a, b].filter(Boolean) }));
  }
  const catchFire = testNode(o.catchFire, 'Catching fire', 'catch-fire');
  if (catchFire) children.push(catchFire);
  const heading = names.target ? `${names.target} now` : 'Target';
  const target = atVehicle ? vehicleNode(o.target, heading) : targetNode(o.target, heading);
  if (target) children.push(target);
  if (atVehicle) title += ` (${words(o.facing)} facing)`;
  return { kind: atVehicle ? 'vehicle-attack' : 'attack', id: o.action, title, children };
}

const pct = (x) => (num(x) === null ? '?' : `${(x * 100).toFixed(1)}%`);

// analyzeAttack's outcome: the chances, under the names and the action of the request.
function analysisCard(o, names, options) {
  const req = isObj(options.request) ? options.request : {};
  const title = req.action === undefined || req.action === null ? 'The odds of an attack' : attackTitle(req.action, req.ruleset, names, options);
  const over = o.exact ? 'worked out exactly' : `over ${o.trials ?? '?'} trials`;
  const mean = num(o.meanWounds) === null ? '?' : o.meanWounds.toFixed(2);
  const children = [node('headline', `${pct(o.hitChance)} to hit, ${mean} wounds on average, ${pct(o.killChance)} to kill (${over})`)];
  const rows = [
    ['hit-chance', 'Hit chance', pct(o.hitChance)],
    ['mean-hits', 'Mean hits', num(o.meanHits) === null ? '?' : o.meanHits.toFixed(2)],
    ['mean-wounds', 'Mean wounds', mean],
    ['critical-chance', 'Critical chance', pct(o.critChance)],
    ['kill-chance', 'Kill chance', pct(o.killChance)],
    ['unconscious-chance', 'Unconscious chance', 'unconsciousChance' in o ? pct(o.unconsciousChance) : null],
    ['jam-chance', 'Jam chance', pct(o.jamChance)],
    ['fury-chance', 'Righteous Fury chance', 'furyChance' in o ? pct(o.furyChance) : null],
  ];
  for (const [cls, label, value] of rows) if (value !== null) children.push(node(cls, `${label} ${value}`));
  return { kind: 'analysis', id: req.action ?? undefined, title, children };
}

function evasionNode(ev) {
  if (!isObj(ev)) return null;
  const t = testNode(ev.test, null, 'evasion-test');
  const children = t ? [t] : [];
  children.push(node('hits-negated', `Hits negated ${ev.hitsNegated ?? 0}`));
  if (ev.weaponDestroyed) children.push(node('weapon-destroyed', 'The attacking weapon is destroyed'));
  return node('evasion', null, { heading: `Reaction: ${words(ev.reaction)}`, id: ev.reaction, children });
}

function testCard(o, names) {
  const who = names.attacker ? `${names.attacker}: ` : '';
  const t = testNode(o.result, 'Test');
  return { kind: 'test', title: `${who}${isObj(o.result) ? testLabel(o.result) : ''} test`, children: t ? [t] : [] };
}

function opposedCard(o) {
  const a = testNode(o.a, 'A', 'opposed-side');
  const b = testNode(o.b, 'B', 'opposed-side');
  const w = node('winner', o.winner ? `Winner: ${o.winner}` : 'No winner');
  return { kind: 'opposed', title: 'Opposed test', children: [a, b, w].filter(Boolean) };
}

function initiativeCard(o) {
  const rows = arr(o.order)
    .filter(isObj)
    .map((e, i) =>
      node('initiative-entry', `${i + 1}. ${e.id ?? ''}: ${e.total ?? '?'} (rolled ${e.roll ?? '?'}${num(e.bonus) !== null ? `, bonus ${e.bonus}` : ''})`),
    );
  return { kind: 'initiative', title: 'Initiative', children: [node('initiative-order', null, { children: rows })] };
}

const MOVES = {
  jumpUp: 'Jump up',
  jumpDown: 'Jump down',
  leap: 'Leap',
  climb: 'Climb',
  abseil: 'Abseil',
  swim: 'Swim',
  lift: 'Lift',
  push: 'Push',
  throw: 'Throw',
  hurry: 'Hurry',
  run: 'Run',
  march: 'March',
  swimLong: 'Swim for hours',
  carryLong: 'Carry for hours',
  keepFooting: 'Keep footing',
  fly: 'Fly',
};

// resolveMove's outcome: the tests, how far, a fall, the character after it.
function moveCard(o, names, options) {
  const req = isObj(options.request) ? options.request : {};
  const kind = isObj(req.move) ? req.move.kind : null;
  const what = (kind && MOVES[kind]) || 'Move';
  const children = [];
  arr(o.tests)
    .filter(isObj)
    .forEach((t, i) => {
      const label = num(t.hour) !== null ? `Hour ${t.hour}` : words(t.purpose ?? 'test');
      const n = testNode(t, label);
      if (n) children.push(n);
      else children.push(node('test', `Test ${i + 1}`));
    });
  const facts = [];
  if (num(o.distance) !== null) facts.push(`${o.distance} m`);
  if (num(o.centimetres) !== null) facts.push(`${o.centimetres} cm`);
  if (num(o.height) !== null) facts.push(`${o.height} m high`);
  if (num(o.sinks) !== null) facts.push(`sinks ${o.sinks} m`);
  if (o.altitude) facts.push(`altitude: ${words(o.altitude)}`);
  children.push(node('move-result', `${o.success ? 'Success' : 'Failure'}${facts.length ? `: ${facts.join(', ')}` : ''}`));
  if (num(o.perception) !== null) children.push(node('perception', `Perception tests ${o.perception > 0 ? '+' : ''}${o.perception}`));
  if (num(o.fatigue)) children.push(node('fatigue', `Fatigue +${o.fatigue}`));
  if (num(o.restHours) !== null) children.push(node('rest', `Rest ${o.restHours} hours to recover`));
  if (o.falls) {
    const fell = isObj(o.fell) ? o.fell : null;
    const sub = fell ? arr(fell.damage && fell.damage.hits).map((h, i) => hitNode(h, i)).filter(Boolean) : [];
    children.push(node('fall', fell ? `Falls ${fell.metres} m` : 'Falls', { children: sub }));
  }
  const t = targetNode(o.target, names.attacker ? `${names.attacker} now` : 'Character');
  if (t) children.push(t);
  return { kind: 'move', id: kind ?? undefined, title: names.attacker ? `${names.attacker}: ${what}` : what, children };
}

// movement's outcome: speeds, narrative speeds and limits.
function movementCard(o, names) {
  const children = [
    node('speeds', `Half ${o.half} m, Full ${o.full} m, Charge ${o.charge} m, Run ${o.run} m`),
  ];
  if (isObj(o.flying)) {
    const f = o.flying;
    children.push(node('flying', `Flying: Half ${f.half} m, Full ${f.full} m, Charge ${f.charge} m, Run ${f.run} m`));
  }
  if (isObj(o.narrative)) {
    const n = o.narrative;
    children.push(node('narrative', `${n.perMinute} m a minute, ${n.perHour / 1000} km an hour, ${n.perDay / 1000} km a day`));
  }
  if (isObj(o.limits)) {
    const l = o.limits;
    children.push(node('limits', `Carry ${l.carry} kg, lift ${l.lift} kg, push ${l.push} kg`));
  }
  if (o.encumbered) children.push(node('encumbered', `Encumbered (${o.movementTests ?? -10} to movement tests)`));
  if (o.fullActionToMove) children.push(node('full-action', 'Moving at the normal rate takes a Full Action'));
  if (num(o.chargeOrRunTest) !== null) {
    const m = o.chargeOrRunTest;
    children.push(node('charge-test', `Charge or Run: Agility test ${m > 0 ? '+' : ''}${m} or fall prone`));
  }
  return { kind: 'movement', title: names.attacker ? `${names.attacker}: movement` : 'Movement', children };
}

// extendedTest's and investigate's outcomes: the tests in order, and where the task stands.
function seriesCard(o, names) {
  const children = arr(o.tests)
    .filter(isObj)
    .map((t, i) => testNode(t, `Test ${i + 1}`))
    .filter(Boolean);
  const investigation = 'hoursLeft' in o;
  let state;
  if (investigation) {
    state = o.done ? 'The information is found' : o.halted ? 'The investigation halts' : `${o.hoursLeft} hours left`;
    if (num(o.setbacks)) state += `; ${o.setbacks} setback${o.setbacks === 1 ? '' : 's'}`;
    if (o.halted && o.complexity) state += `; now ${words(o.complexity)}`;
  } else {
    state = `${o.done ? 'Done' : 'Not done'}: progress ${o.progress ?? 0} after ${o.testsTaken ?? 0} tests`;
    if (num(o.time) !== null) state += `, time ${o.time}`;
  }
  children.push(node(o.done ? 'series-result cogitator-success' : 'series-result cogitator-failure', state));
  const what = investigation ? 'Investigation' : 'Extended test';
  return { kind: investigation ? 'investigation' : 'extended', title: names.attacker ? `${names.attacker}: ${what}` : what, children };
}

function vehicleNode(v, heading) {
  if (!isObj(v)) return null;
  const lines = [node('state', `Structural Integrity lost ${v.damage ?? 0}, critical damage ${v.criticalDamage ?? 0} (${words(v.state ?? '')})`)];
  const conds = arr(v.conditions).map((c) => node('condition', words(c), { id: c }));
  if (conds.length) lines.push(node('conditions', 'Conditions', { children: conds }));
  return node('vehicle', null, { heading: heading ?? v.name ?? 'Vehicle', children: lines });
}

// vehicleAction, outOfControl, chaseRound and repairVehicle outcomes.
function vehicleCard(o, options) {
  const req = isObj(options.request) ? options.request : {};
  const children = [];
  let kind = 'vehicle';
  let title = 'Vehicle';
  if ('direction' in o && Array.isArray(o.crew)) {
    kind = 'out-of-control';
    title = 'Out of control';
    children.push(node('careers', `Careers ${o.metres} m ${o.direction === 'ahead' ? 'straight ahead' : `45 degrees ${o.direction}`}`));
    for (const c of arr(o.crew).filter(isObj)) {
      const t = testNode(c.test, c.name ?? 'Crew');
      if (t) children.push(t);
      if (c.stunned) children.push(node('stunned', `${c.name ?? 'A crewman'} is stunned`));
    }
  } else if (isObj(o.pursuer) && isObj(o.pursued)) {
    kind = 'chase';
    title = 'Chase round';
    for (const [side, t] of [['Pursuer', o.pursuer], ['Pursued', o.pursued]]) {
      const n = testNode(t, side);
      if (n) children.push(n);
    }
    let state = `${o.winner ? `${words(o.winner)} wins` : 'No winner'}: ${o.distance} m apart`;
    if (o.caught) state += '; the quarry is caught';
    if (o.escaped) state += '; the quarry gets away';
    children.push(node('chase-result', state));
    for (const c of arr(o.crashed)) children.push(node('crashed', `The ${c} crashes`));
  } else if ('repaired' in o && 'hours' in o) {
    kind = 'repair';
    title = 'Repair';
    const t = testNode(o.test, 'Repair test');
    if (t) children.push(t);
    children.push(node('repaired', `${o.repaired} repaired in ${o.hours} hours`));
  } else {
    title = words(req.action ?? 'vehicle action');
    const t = testNode(o.test, 'Test');
    if (t) children.push(t);
    if (num(o.metres) !== null) children.push(node('metres', `Moves ${o.metres} m`));
    if (isObj(o.penalties)) children.push(node('penalties', `Attacks against it ${o.penalties.against}, from it ${o.penalties.from}, until its next turn`));
    if (num(o.shotsAvoided) !== null) children.push(node('avoided', `Shots avoided: ${o.shotsAvoided}`));
    if (o.hit !== undefined) children.push(node('hit', o.hit ? 'The blow lands' : 'The blow misses'));
    if (isObj(o.blow)) {
      children.push(node('blow', `Blow damage ${o.blow.damage} (dice ${arr(o.blow.dice).join(', ')})`));
      if (isObj(o.blow.hit)) children.push(hitNode(o.blow.hit, 0));
    }
    if (isObj(o.ram)) {
      children.push(node('ram', `Ram damage ${o.ram.damage}, knockback ${o.ram.knockback} m${num(o.ram.selfDamage) !== null ? `, ${o.ram.selfDamage} back` : ''}`));
      if (isObj(o.ram.hit)) children.push(hitNode(o.ram.hit, 0));
    }
    if (o.outOfControl) children.push(node('out-of-control', 'Out of control'));
    if (o.crashed) children.push(node('crashed', 'Crashed'));
    // A character given as `target` comes back there, as a character's state (it has fatigue).
    const struck = o.action === 'hitAndRun' || isObj(o.blow) ? 'Struck' : 'Rammed';
    const characterTarget = isObj(o.target) && 'fatigue' in o.target;
    const tv = characterTarget ? null : vehicleNode(o.target, `${struck} vehicle`);
    if (tv) children.push(tv);
    const ta = targetNode(characterTarget ? o.target : o.targetActor, struck);
    if (ta) children.push(ta);
  }
  const v = vehicleNode(o.vehicle);
  if (v) children.push(v);
  return { kind, title, children: children.filter(Boolean) };
}

// focusPower's outcome: the threshold roll or the test, the phenomena and perils.
function warpNode(w, heading) {
  if (!isObj(w)) return null;
  const kids = [];
  if (w.summary) kids.push(node('warp-summary', String(w.summary)));
  const effects = effectNodes(w.effects);
  if (effects.length) kids.push(node('effects', 'Effects', { children: effects }));
  const text = `${w.name ? `${w.name}: ` : ''}${w.total} (rolled ${w.roll})${w.carried === false ? ', not carried: see the book' : ''}`;
  return node('warp', text, { heading, children: kids });
}

function focusCard(o, names, options) {
  const req = isObj(options.request) ? options.request : {};
  const power = isObj(req.power) && req.power.name ? String(req.power.name) : 'a power';
  const children = [];
  if (isObj(o.threshold)) {
    const t = o.threshold;
    children.push(node('threshold', `Dice [${arr(t.dice).join(', ')}]: ${t.total} against ${t.needed} (${t.margin >= 0 ? '+' : ''}${t.margin})`));
  }
  const t = testNode(o.test, 'Focus Power test');
  if (t) children.push(t);
  const opp = testNode(o.opposed, 'Resisted with', 'opposed-side');
  if (opp) children.push(opp);
  children.push(node(o.success ? 'result cogitator-success' : 'result cogitator-failure', `${o.success ? 'The power takes effect' : 'The power fails'} (effective Psy Rating ${o.effectivePsyRating})`));
  for (const ph of [o.phenomena, ...arr(o.morePhenomena)].filter(isObj)) {
    const n = warpNode(ph, 'Psychic Phenomena');
    if (n) children.push(n);
    const pe = warpNode(ph.perils, 'Perils of the Warp');
    if (pe) children.push(pe);
  }
  const target = targetNode(o.target, names.attacker ? `${names.attacker} now` : 'Psyker');
  if (target) children.push(target);
  const who = names.attacker ? `${names.attacker}: ` : '';
  return { kind: 'focus-power', id: 'focusPower', title: `${who}Focus Power, ${power}`, children };
}

// fearTest's outcome: the Willpower test, the Shock row and its effects, insanity.
function fearCard(o, names) {
  const children = [];
  if (o.spared) children.push(node('spared', `No test: ${o.spared}`));
  const t = testNode(o.test, 'Fear test');
  if (t) children.push(t);
  if (isObj(o.shock)) {
    const s = o.shock;
    const effects = effectNodes(s.effects);
    const head = `Shock ${s.total} (rolled ${s.roll})${s.carried === false ? ': not carried, see the book' : ''}`;
    const kids = [];
    if (s.summary) kids.push(node('shock-summary', String(s.summary)));
    if (effects.length) kids.push(node('effects', 'Effects', { children: effects }));
    if (s.snapOut) kids.push(node('snap-out', 'May snap out of it: Willpower at the start of each turn'));
    children.push(node('shock', head, { children: kids }));
  }
  if (o.unnerved) children.push(node('unnerved', 'Unnerved: -10 to tests that need concentration near the source'));
  if (num(o.insanity)) {
    const m = isObj(o.madness) ? o.madness : {};
    let text = `Insanity +${o.insanity}`;
    if (num(m.after) !== null) text += ` (now ${m.after}, ${words(m.degree ?? '')})`;
    if (num(m.traumaTests)) text += `; ${m.traumaTests} Trauma test${m.traumaTests === 1 ? '' : 's'} due`;
    if (arr(m.disorders).length) text += `; disorder: ${arr(m.disorders).join(', ')}`;
    children.push(node('insanity', text));
  }
  const target = targetNode(o.target, names.attacker ? `${names.attacker} now` : 'Character');
  if (target) children.push(target);
  const who = names.attacker ? `${names.attacker}: ` : '';
  return { kind: 'fear', id: `fear${o.fear ?? ''}`, title: `${who}Fear ${o.fear ?? ''}`.trim(), children };
}

// ------------------------------------------------------------- encounters

const OUT = { dead: 'dead', unconscious: 'unconscious', broken: 'broken', killed: 'killed' };

function combatantName(enc, id) {
  const c = isObj(enc.combatants) ? enc.combatants[id] : null;
  return isObj(c) && c.name !== undefined && c.name !== null ? String(c.name) : String(id ?? '');
}

// One line a combatant: side, wounds or Magnitude, conditions, whether it is out.
function combatantNode(enc, id) {
  const c = isObj(enc.combatants) ? enc.combatants[id] : null;
  if (!isObj(c)) return null;
  const bits = [`side ${c.side ?? '?'}`];
  if (num(c.magnitude) !== null) bits.push(`Magnitude ${c.magnitude}`);
  else if (c.kind === 'comrade') bits.push(c.wounded ? 'wounded' : 'unhurt');
  else bits.push(`damage ${c.damage ?? 0}${c.criticalDamage ? `, critical ${c.criticalDamage}` : ''}`);
  if (c.fatigue) bits.push(`fatigue ${c.fatigue}`);
  if (num(c.initiative) !== null) bits.push(`initiative ${c.initiative}`);
  const active = enc.active === id && !enc.end;
  const out = OUT[c.out];
  const cls = out ? `combatant ${out}` : active ? 'combatant active' : 'combatant';
  const text = `${active ? '▶ ' : ''}${combatantName(enc, id)}: ${bits.join(', ')}${out ? ` (${out})` : ''}`;
  const conds = arr(c.conditions).map((k) => node('condition', words(k), { id: k }));
  const inj = effectNodes(c.injuries);
  const children = [...conds, ...inj];
  return node(cls, text, { id, children });
}

function combatantsNode(enc) {
  const ids = arr(enc.order).map(String);
  // Comrades have no place in the order; they follow it.
  for (const id of Object.keys(isObj(enc.combatants) ? enc.combatants : {})) if (!ids.includes(id)) ids.push(id);
  const rows = ids.map((id) => combatantNode(enc, id)).filter(Boolean);
  return rows.length ? node('combatants', null, { heading: 'Combatants', children: rows }) : null;
}

function encounterTitle(enc) {
  if (isObj(enc.end)) {
    const who = enc.end.winner ? `side ${enc.end.winner} is left` : 'no side is left';
    return `Encounter over in round ${enc.end.round ?? enc.round ?? '?'}: ${who}`;
  }
  return `Round ${enc.round ?? '?'}: ${combatantName(enc, enc.active)}'s turn`;
}

const STEP_HEADINGS = {
  startTurn: 'start of turn',
  endRound: 'end of the round',
  escapePinning: 'escaping pinning',
  hordeBreak: 'break test',
  hordeFlame: 'caught in the flames',
  drive: 'drives',
};

// A start of turn or end of round in which nothing happened is left off the card.
const quietRound = (o) =>
  !arr(o.hits).length && !arr(o.tests).length && !arr(o.effects).length && !arr(o.ended).length && !num(o.regenerated) && o.canAct !== false;

// The tests a start of turn or end of round rolled (fire, blood loss, stun, breath...).
const roundTests = (o) => arr(o.tests).filter(isObj).map((t) => testNode(t, words(t.purpose), 'round-test')).filter(Boolean);

// An engine outcome inside a step, as a section of the step's card.
function stepOutcomeNode(enc, o, options) {
  const who = combatantName(enc, o.combatant);
  if (o.kind === 'attack') {
    const names = { attacker: who, target: o.targetId ? combatantName(enc, o.targetId) : null, weapon: o.weaponName ?? null };
    const after = isObj(enc.combatants) && o.targetId ? enc.combatants[o.targetId] : null;
    const card = attackCard(o, names, options, after);
    return node(`step-${slug(o.kind)}`, null, { heading: card.title, id: o.action, children: card.children });
  }
  if ((o.kind === 'startTurn' || o.kind === 'endRound') && quietRound(o)) return null;
  let card;
  if (isObj(o.result) && 'success' in o.result) card = testCard(o, { attacker: who });
  else if ('success' in o && 'characteristic' in o) card = testCard({ result: o }, { attacker: who });
  else if (o.kind === 'hordeFlame') card = { children: [node('horde-flame', `${o.hits ?? 0} hits: ${o.extra ?? 0} more Magnitude lost`)] };
  else if (isObj(o.vehicle)) card = vehicleCard(o, options);
  else card = genericCard(o);
  const children = [...roundTests(o), ...card.children.filter(Boolean)];
  if (o.canAct === false) children.push(node('cannot-act', 'Cannot act: the turn is lost'));
  const heading = `${who}: ${STEP_HEADINGS[o.kind] ?? words(o.kind)}`;
  return children.length ? node(`step-${slug(o.kind)}`, null, { heading, children }) : null;
}

// What `act` and `endTurn` return: the outcomes, the encounter's log, everyone's state.
function stepCard(o, options) {
  const enc = o.encounter;
  const children = arr(o.outcomes).filter(isObj).map((x) => stepOutcomeNode(enc, x, options));
  const lines = arr(o.log).map((l) => node('log-line', String(l)));
  if (lines.length) children.push(node('events', null, { heading: 'Events', children: lines }));
  children.push(combatantsNode(enc));
  return { kind: 'encounter-step', title: encounterTitle(enc), children };
}

// An encounter on its own: where it stands.
function encounterCard(enc) {
  return { kind: 'encounter', title: encounterTitle(enc), children: [combatantsNode(enc)] };
}

function genericCard(o) {
  const children = [];
  arr(o.hits).forEach((h, i) => {
    const n = hitNode(h, i);
    if (n) children.push(n);
  });
  const t = targetNode(o.target);
  if (t) children.push(t);
  return { kind: 'outcome', title: 'Outcome', children };
}

function buildCard(outcome, options) {
  const o = isObj(outcome) ? outcome : {};
  const names = namesOf(options);
  let card;
  if (isObj(o.encounter) && Array.isArray(o.outcomes)) card = stepCard(o, options);
  else if (isObj(o.combatants) && Array.isArray(o.history)) card = encounterCard(o);
  else if (Array.isArray(o.hits) && isObj(o.test)) card = attackCard(o, names, options);
  else if ('hitChance' in o && 'trials' in o) card = analysisCard(o, names, options);
  else if (isObj(o.result) && 'success' in o.result) card = testCard(o, names);
  // rollTest's outcome is the test itself, with its dice and log beside it.
  else if ('success' in o && 'characteristic' in o) card = testCard({ result: o }, names);
  else if (isObj(o.a) && isObj(o.b)) card = opposedCard(o);
  else if (Array.isArray(o.order)) card = initiativeCard(o);
  else if (Array.isArray(o.tests) && 'falls' in o && 'success' in o) card = moveCard(o, names, options);
  else if (Array.isArray(o.tests) && 'testsTaken' in o && 'done' in o) card = seriesCard(o, names);
  else if ('unnerved' in o && 'fear' in o) card = fearCard(o, names);
  else if ('effectivePsyRating' in o) card = focusCard(o, names, options);
  else if (isObj(o.vehicle) || (isObj(o.pursuer) && isObj(o.pursued))) card = vehicleCard(o, options);
  else if (isObj(o.limits) && 'half' in o && 'run' in o) card = movementCard(o, names);
  else card = genericCard(o);
  if (options.title !== undefined && options.title !== null) card.title = String(options.title);
  // A step's log is already its Events.
  if (options.log && card.kind !== 'encounter-step') {
    const log = logNode(o);
    if (log) card.children.push(log);
  }
  // Last, the seed the dice rolled on (an encounter keeps its own seeds in its history).
  if (num(o.seed) !== null && card.kind !== 'encounter-step' && card.kind !== 'encounter') {
    card.children.push(node('seed', `Seed ${o.seed}: the same request with dice.seed ${o.seed} rolls it again`));
  }
  return card;
}

function htmlNode(n) {
  const cls = String(n.cls)
    .split(' ')
    .map((c) => (c.startsWith('cogitator-') ? slug(c.slice(10)) : slug(c)))
    .filter(Boolean)
    .map((c) => `cogitator-${c}`)
    .join(' ');
  const id = n.id !== undefined && n.id !== null && n.id !== '' ? ` data-id="${escapeHtml(n.id)}"` : '';
  const text = n.text !== null && n.text !== undefined ? `<span class="cogitator-text">${escapeHtml(n.text)}</span>` : '';
  const heading = n.heading ? `<h4 class="cogitator-heading">${escapeHtml(n.heading)}</h4>` : '';
  const kids = arr(n.children).filter(Boolean);
  if (!kids.length) return `<li class="${cls}"${id}>${heading}${text}</li>`;
  return `<li class="${cls}"${id}>${heading}${text}<ul class="cogitator-list">${kids.map(htmlNode).join('')}</ul></li>`;
}

function textNode(n, depth, out) {
  const pad = '  '.repeat(depth);
  if (n.heading) out.push(`${pad}${n.heading}`);
  if (n.text !== null && n.text !== undefined) out.push(`${pad}${n.heading ? '  ' : ''}${n.text}`);
  const inner = n.heading || (n.text !== null && n.text !== undefined) ? depth + 1 : depth;
  for (const c of arr(n.children).filter(Boolean)) textNode(c, inner, out);
}

// Control characters other than tab and newline never reach a text card.
// eslint-disable-next-line no-control-regex
const clean = (s) => String(s).replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

/**
 * A chat card or sheet fragment for an outcome: an attack's (a headline of hits, wounds and
 * where they left the target, then the test with every modifier, jam, reaction, each hit
 * with its location, damage dice, Righteous Fury, soak, wounds and criticals, the target's
 * new state), an analysis's, a test's, an opposed test's or initiative; an outcome with a
 * seed ends with it.
 * `format`: 'html' (default; every string escaped, no scripts, no inline handlers, class
 * names prefixed `cogitator-`, modifiers, conditions and effects carry `data-id`) or 'text'.
 * Names come from `attacker`, `target`, `weapon`, or from `request` (the request the outcome
 * answers: its actors' and weapon's `name`). An attack action goes by its name in the books
 * ('Semi-Auto Burst'); `actions` (what `actions({ ruleset })` returns) supplies the names
 * instead. `log: true` adds the engine's log lines.
 * An encounter step (what `act` and `endTurn` return) is a turn's card: each outcome with the
 * combatants' names, the step's events, and every combatant's state; an encounter on its own
 * is the combatants' state.
 */
export function formatOutcome(outcome, options = {}) {
  const opts = isObj(options) ? options : {};
  const card = buildCard(outcome, opts);
  if (opts.format === 'text') {
    const out = [card.title, '='.repeat(Math.min(60, String(card.title).length))];
    for (const c of card.children.filter(Boolean)) textNode(c, 0, out);
    return clean(out.join('\n')) + '\n';
  }
  const id = card.id ? ` data-id="${escapeHtml(card.id)}"` : '';
  return (
    `<div class="cogitator-card cogitator-${slug(card.kind)}"${id}>` +
    `<header class="cogitator-title">${escapeHtml(card.title)}</header>` +
    `<ul class="cogitator-list">${card.children.filter(Boolean).map(htmlNode).join('')}</ul></div>`
  );
}

/** A small default stylesheet for `formatOutcome`'s HTML (every rule under `.cogitator-card`). */
export const outcomeCss = `.cogitator-card { font: inherit; border: 1px solid #8a7a5a; border-radius: 4px; padding: 4px 6px; background: rgba(255, 250, 240, 0.6); }
.cogitator-card .cogitator-title { font-weight: bold; border-bottom: 1px solid #8a7a5a; margin-bottom: 4px; }
.cogitator-card .cogitator-list { list-style: none; margin: 0; padding: 0 0 0 0.8em; }
.cogitator-card > .cogitator-list { padding-left: 0; }
.cogitator-card .cogitator-heading { margin: 4px 0 2px; font-size: 1em; font-weight: bold; }
.cogitator-card .cogitator-success { color: #1d6b2a; font-weight: bold; }
.cogitator-card .cogitator-failure { color: #9b1c1c; font-weight: bold; }
.cogitator-card .cogitator-jammed, .cogitator-card .cogitator-dead { color: #9b1c1c; font-weight: bold; }
.cogitator-card .cogitator-fury, .cogitator-card .cogitator-critical { color: #7a1fa2; }
.cogitator-card .cogitator-hit { border-top: 1px dotted #8a7a5a; margin-top: 2px; }
.cogitator-card .cogitator-log-line { font-size: 0.85em; color: #555; }
`;
