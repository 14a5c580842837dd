// cogitator/foundry: Foundry VTT actors and items of the Warhammer 40,000 roleplaying
// systems to the engine's `Actor` and `Weapon`, and an outcome back to `actor.update()`;
// a combat to an encounter, and the encounter's state back to the combat and its actors.
//
// What each system stores where is written down in docs/foundry.md; the per-system facts
// this file needs are the SYSTEMS table below. The mappers call the engine only for
// `rulesets()`, read once for the names of qualities, talents, traits and skills (skip it
// with `options.profiles`); `movementFromFoundry` is `movement()` of a mapped actor.
//
// Names the adapter cannot map never make the request invalid: an unknown talent, trait or
// quality becomes `{ id, custom: true }` (the engine accepts it and applies nothing), an
// unknown skill is left out, an unknown weapon class falls back to the nearest class.
// Each of those is reported in `options.warnings` when the caller passes an array there.
// The caller's own choices are another matter: an `options.ruleset` or `options.wounds`
// the adapter does not know throws `invalid_input` (with `path` naming the option and the
// nearest known id), never falls back to a default.

// From the browser entry, so that in a page this file shares its wasm instance (index.js
// is one file with the engine inlined); the package's Node condition maps
// `cogitator/foundry` to foundry-node.js, this file importing api.js, which node.js uses.
import { rulesets, movement } from './index.js';

const CHARACTERISTICS = {
  weaponSkill: 'ws',
  ballisticSkill: 'bs',
  strength: 's',
  toughness: 't',
  agility: 'ag',
  intelligence: 'int',
  perception: 'per',
  willpower: 'wp',
  fellowship: 'fel',
};

const LOCATIONS = ['head', 'rightArm', 'leftArm', 'body', 'rightLeg', 'leftLeg'];

/**
 * The systems the adapter knows. `wounds`: how `system.wounds.value` counts ('taken':
 * damage suffered, rising to `max`; 'remaining': wounds left, falling to 0).
 * `advance`: how a characteristic's `advance` adds up ('points': already in points;
 * 'steps': each step is +5). `skills`: what a skill's `advance` holds ('modifier': -20
 * untrained, 0 trained, +10/+20/+30; 'count': 0 untrained, 1 known, 2..4 for +10..+30).
 * `armour`: the armour item field (`part` or `armourPoints`) and whether only equipped
 * items count.
 */
export const SYSTEMS = Object.freeze({
  'dark-heresy': { ruleset: 'dh2', wounds: 'taken', advance: 'points', skills: 'modifier', armour: 'part', equippedOnly: false },
  'dark-heresy-2nd': { ruleset: 'dh2', wounds: 'remaining', advance: 'steps', skills: 'count', armour: 'armourPoints', equippedOnly: true },
  'rogue-trader': { ruleset: 'rt', wounds: 'taken', advance: 'points', skills: 'modifier', armour: 'part', equippedOnly: false },
  'only-war': { ruleset: 'ow', wounds: 'taken', advance: 'points', skills: 'modifier', armour: 'part', equippedOnly: false },
  'dark-heresy-1e': { ruleset: 'dh1', wounds: 'taken', advance: 'points', skills: 'modifier', armour: 'part', equippedOnly: false },
});

// Other ids the same data models go by.
const ALIASES = {
  dh2e: 'dark-heresy',
  'dark-heresy-2e': 'dark-heresy',
  dh1e: 'dark-heresy-1e',
  dh1: 'dark-heresy-1e',
  'dark-heresy-v1': 'dark-heresy-1e',
  'rogue-trader-vtt': 'rogue-trader',
  'only-war-vtt': 'only-war',
};

const RULESETS = ['dh1', 'rt', 'ow', 'dh2'];
const WOUNDS = ['taken', 'remaining'];

// Foundry status effect ids (CONFIG.statusEffects) and the engine's condition names.
const STATUS_TO_CONDITION = {
  prone: 'prone',
  stunned: 'stunned',
  blinded: 'blinded',
  blind: 'blinded',
  deafened: 'deafened',
  deaf: 'deafened',
  fire: 'onFire',
  burning: 'onFire',
  onFire: 'onFire',
  grappled: 'grappled',
  pinned: 'pinned',
  bleeding: 'bloodLoss',
  unconscious: 'unconscious',
  helpless: 'helpless',
  restrained: 'immobilised',
  immobilised: 'immobilised',
  surprised: 'surprised',
  unaware: 'unaware',
};

// The status ids the systems define (dark-heresy's CONFIG.statusEffects; the others use
// the same ids or Foundry's core ones), for the engine's conditions.
const CONDITION_TO_STATUS = {
  prone: 'prone',
  stunned: 'stunned',
  blinded: 'blinded',
  deafened: 'deafened',
  onFire: 'fire',
  grappled: 'grappled',
  pinned: 'pinned',
  bloodLoss: 'bleeding',
  unconscious: 'unconscious',
};

const DAMAGE_TYPES = { e: 'energy', energy: 'energy', i: 'impact', impact: 'impact', r: 'rending', rending: 'rending', x: 'explosive', explosive: 'explosive' };

const CLASSES = {
  melee: 'melee',
  pistol: 'pistol',
  basic: 'basic',
  heavy: 'heavy',
  thrown: 'thrown',
  grenade: 'thrown',
  unarmed: 'unarmed',
  launched: 'basic',
  launcher: 'basic',
  placed: 'thrown',
  vehicle: 'heavy',
  mounted: 'heavy',
};

// ------------------------------------------------------------------ small helpers

const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const num = (v) => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim());
    if (Number.isFinite(n)) return n;
    const m = /^[+-]?\d+/.exec(v.trim());
    return m ? Number(m[0]) : undefined;
  }
  return undefined;
};
const int = (v, fallback = 0) => {
  const n = num(v);
  return n === undefined ? fallback : Math.trunc(n);
};
/** Lowercase letters and digits only: 'Twin-Linked' and 'twinLinked' both give 'twinlinked'. */
const norm = (s) => String(s).toLowerCase().replace(/armor/g, 'armour').replace(/[^a-z0-9]/g, '');
const words = (key) =>
  String(key)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());
const snake = (s) =>
  String(s)
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '') || 'unnamed';
const camel = (s) => {
  const parts = String(s).trim().toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return parts.length ? parts[0] + parts.slice(1).map((p) => p[0].toUpperCase() + p.slice(1)).join('') : 'unnamed';
};

/**
 * The known id closest to `given`, if close enough to be a likely typo: the same rule as
 * the engine's suggestions (src/error/suggest.rs): equal ignoring case, or an edit distance
 * (adjacent transpositions counting one) of at most a third of the length, 1 to 3.
 */
function nearest(given, known) {
  const g = String(given).toLowerCase();
  const allowed = Math.min(3, Math.max(1, Math.floor([...g].length / 3)));
  let best;
  for (const k of known) {
    const d = distance(g, k.toLowerCase());
    if (d <= allowed && (best === undefined || d < best.d)) best = { d, k };
  }
  return best && best.k;
}

/** Optimal string alignment distance (Levenshtein plus adjacent transpositions). */
function distance(a, b) {
  const x = [...a];
  const y = [...b];
  if (x.length > 64 || y.length > 64) return Infinity;
  const d = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[x.length][y.length];
}

/**
 * The error for an option the caller gave that the adapter does not know: `invalid_input`
 * with `path` ('options.ruleset'), as the engine's own errors carry them, and the nearest
 * known id (or the list of them). `hint` replaces the nearest id when the caller's value is
 * a known name of something else (a Foundry system id given as a ruleset).
 */
function invalidOption(fn, field, given, known, hint) {
  const kind = Array.isArray(given) ? 'a list' : `a ${typeof given}`;
  const shown = typeof given === 'string' ? `'${given}'` : `${JSON.stringify(given) ?? String(given)} (${kind}, not a name)`;
  const near = typeof given === 'string' ? nearest(given, known) : undefined;
  const advice = hint ?? (near ? `did you mean '${near}'?` : `known: ${known.join(', ')}`);
  return inputError(fn, `options.${field}`, `unknown ${field} ${shown}; ${advice}`);
}

/** An `invalid_input` error at `path`, in the engine's errors' shape. */
function inputError(fn, path, text) {
  const err = new Error(`cogitator/foundry: ${fn}(): ${path}: ${text}`);
  err.code = 'invalid_input';
  err.path = path;
  return err;
}

/**
 * `options.ruleset` when given (it must be one of the engine's lines), else the line of
 * `system` (a key of SYSTEMS, or a function giving one, called only when needed).
 */
function rulesetOf(options, fn, system) {
  const given = options.ruleset;
  if (given === undefined || given === null) return SYSTEMS[typeof system === 'function' ? system() : system].ruleset;
  if (RULESETS.includes(given)) return given;
  // A Foundry system id where a line was meant ('rogue-trader'): name its line.
  const asSystem = typeof given === 'string' ? SYSTEMS[ALIASES[given] ?? given] : undefined;
  const hint = asSystem ? `did you mean '${asSystem.ruleset}'? ('${given}' is a Foundry system: pass it as options.system)` : undefined;
  throw invalidOption(fn, 'ruleset', given, RULESETS, hint);
}

/** `options.wounds` when given (it must be 'taken' or 'remaining'), else undefined. */
function woundsOption(options, fn) {
  const given = options.wounds;
  if (given === undefined || given === null) return undefined;
  if (WOUNDS.includes(given)) return given;
  throw invalidOption(fn, 'wounds', given, WOUNDS);
}

function warn(options, kind, name, message) {
  if (options && Array.isArray(options.warnings)) options.warnings.push({ kind, name, message });
}

/** A live Foundry document or its `toObject()` data: the plain data. */
function plain(doc) {
  if (doc && typeof doc.toObject === 'function') {
    try {
      return doc.toObject();
    } catch {
      return doc;
    }
  }
  return doc;
}

/**
 * The documents of a Foundry Collection (its `contents`), a Map (its values), an array or
 * any other iterable, as an array; anything else is none.
 */
function listOf(docs) {
  if (Array.isArray(docs)) return docs;
  if (!docs || typeof docs !== 'object') return [];
  if (Array.isArray(docs.contents)) return docs.contents;
  if (docs instanceof Map) return [...docs.values()];
  return typeof docs[Symbol.iterator] === 'function' ? Array.from(docs) : [];
}

/** Embedded documents as plain data (an array of data is taken as it is). */
const dataOf = (docs) => (Array.isArray(docs) ? docs : listOf(docs).map(plain));

function itemsOf(actor) {
  return dataOf(actor && actor.items);
}

function effectsOf(actor) {
  return dataOf(actor && actor.effects);
}

/** The status ids an active effect sets: `statuses` (an array, or a Set when live), and v10's `flags.core.statusId`. */
function statusIds(effect) {
  if (!isObject(effect) || effect.disabled) return [];
  const statuses = Array.isArray(effect.statuses) ? effect.statuses : effect.statuses instanceof Set ? [...effect.statuses] : [];
  const legacy = effect.flags && effect.flags.core && effect.flags.core.statusId;
  return legacy ? [...statuses, legacy] : statuses;
}

// ------------------------------------------------------------------ system detection

/**
 * The system an actor (or item) belongs to: `options.system` when given (a Foundry system
 * id, e.g. `game.system.id`), else the document's own `_stats.systemId` (Foundry 10+ keeps
 * it in every document's data), else the shape of the data. Returns a key of `SYSTEMS`.
 */
export function detectSystem(doc, options = {}) {
  const given = options.system ?? (doc && doc._stats && doc._stats.systemId);
  if (typeof given === 'string' && given) {
    const id = ALIASES[given] ?? given;
    if (SYSTEMS[id]) return id;
    warn(options, 'system', given, `unknown Foundry system '${given}'; the data's shape decides`);
  }
  const data = plain(doc) || {};
  const sys = data.system ?? data.data ?? {};
  const ch = isObject(sys.characteristics) ? Object.values(sys.characteristics).find(isObject) : undefined;
  const skills = isObject(sys.skills) ? Object.values(sys.skills).filter(isObject) : [];
  const items = itemsOf(data);
  // The automation fork: characteristics carry a `modifier`, skills a single `characteristic`,
  // armour items `armourPoints`, weapons `special` as an object.
  if ((ch && 'modifier' in ch) || skills.some((s) => typeof s.characteristic === 'string')) return 'dark-heresy-2nd';
  if (items.some((i) => i && (i.type === 'attackSpecial' || isObject(i.system?.armourPoints)))) return 'dark-heresy-2nd';
  if (data.type === 'weapon' && isObject(sys.special)) return 'dark-heresy-2nd';
  if (data.type === 'armour' && isObject(sys.armourPoints)) return 'dark-heresy-2nd';
  // Rogue Trader's fork of the dark-heresy model marks each skill basic or advanced.
  if (skills.some((s) => 'advancedSkill' in s)) return 'rogue-trader';
  return 'dark-heresy';
}

/**
 * How `system.wounds.value` counts for this actor: `options.wounds` when given, else the
 * detected system's convention (docs/foundry.md). The numbers alone cannot tell the two
 * apart (both run between 0 and `max`), so the system decides.
 */
export function detectWounds(actor, options = {}) {
  return woundsOption(options, 'detectWounds') ?? SYSTEMS[detectSystem(actor, options)].wounds;
}

// ------------------------------------------------------------------ the engine's names

let cachedProfiles = null;

function profilesOf(options) {
  if (Array.isArray(options.profiles)) return options.profiles;
  if (!cachedProfiles) cachedProfiles = rulesets();
  return cachedProfiles;
}

const indexCache = new WeakMap();

/**
 * Name and id lookups over the features of every line, the chosen line's rows first: the
 * same feature takes a number in one line and none in another (Daemonic, Toxic), and an id
 * only another line knows is still valid (the engine applies it as nothing and says so).
 */
function featureIndex(options, ruleset) {
  const profiles = profilesOf(options);
  let perRuleset = indexCache.get(profiles);
  if (!perRuleset) {
    perRuleset = new Map();
    indexCache.set(profiles, perRuleset);
  }
  let index = perRuleset.get(ruleset);
  if (index) return index;
  index = { quality: new Map(), talent: new Map(), trait: new Map(), skills: new Map() };
  const ordered = [...profiles].sort((a, b) => (b.id === ruleset) - (a.id === ruleset));
  for (const p of ordered) {
    for (const f of p.features || []) {
      const byKind = index[f.kind === 'quality' ? 'quality' : f.kind === 'talent' ? 'talent' : 'trait'];
      for (const key of [norm(f.name), norm(f.id)]) if (!byKind.has(key)) byKind.set(key, f);
    }
    // Each skill row: `{ id, name, characteristic, class, specialist }`; a specialist skill
    // is taken once per specialisation ('Common Lore (Imperium)').
    const rows = (p.skills || []).filter((s) => s && typeof s.name === 'string');
    index.skills.set(p.id, {
      plain: new Map(rows.filter((s) => !s.specialist).map((s) => [norm(s.name), s.name])),
      specialist: rows.filter((s) => s.specialist).map((s) => [norm(s.name), s.name]),
    });
  }
  perRuleset.set(ruleset, index);
  return index;
}

/** 'Blast (3)', 'Proven(2)', 'Unnatural Strength (x2)', 'Toxic 1': the name and the number. */
function splitValue(text) {
  const t = String(text).trim();
  let m = /^(.*?)\s*\(\s*[x×]?\s*(-?\d+(?:\.\d+)?)\s*\)\s*$/i.exec(t);
  if (m) return { name: m[1].trim(), value: Number(m[2]) };
  m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(t);
  if (m) return { name: m[1].trim(), detail: m[2].trim() };
  m = /^(.*?[a-z])\s+[x×]?(\d+)$/i.exec(t);
  if (m) return { name: m[1].trim(), value: Number(m[2]) };
  return { name: t };
}

/**
 * One quality, talent or trait by its Foundry name (with its number, if any) to the
 * engine's entry. Unknown names become custom entries with a warning.
 */
function mapFeature(kind, rawName, rawValue, options, ruleset) {
  const index = featureIndex(options, ruleset);
  const { name, value: parsed, detail } = splitValue(rawName);
  const value = rawValue !== undefined && rawValue !== null && rawValue !== true && num(rawValue) !== undefined ? num(rawValue) : parsed;
  const table = index[kind];
  const feature = table.get(norm(rawName)) ?? table.get(norm(name)) ?? (detail !== undefined ? table.get(norm(`${name} ${detail}`)) : undefined);
  const customId = kind === 'quality' ? camel(name) : snake(name);
  if (!feature) {
    warn(options, kind, String(rawName), `${kind} '${rawName}' is not one the engine knows: sent as custom '${customId}' (applied as nothing)`);
    return value === undefined ? { id: customId, custom: true } : { id: customId, value, custom: true };
  }
  const takes = feature.value && feature.value.takes;
  if (value === undefined) {
    if (takes === 'required') {
      warn(options, kind, String(rawName), `${feature.name} needs a number (${feature.value.meaning}) and '${rawName}' has none: sent as custom`);
      return { id: feature.id, custom: true };
    }
    return feature.id;
  }
  if (takes === 'nothing') return feature.id;
  const v = Math.max(0, Math.min(100, Math.round(value)));
  return { id: feature.id, value: v };
}

/**
 * Quality text as Foundry sheets hold it ('Tearing, Blast (3), Proven(2)') to the
 * engine's entries. Commas, semicolons and new lines separate; commas inside brackets do
 * not. Words that name no rule ('Two-Handed', 'Graviton') become custom entries. The line
 * whose names come first is `options.ruleset`, else the line of `options.system`, else
 * dh2 (the `dark-heresy` system's); a ruleset the engine does not know throws
 * `invalid_input` at `options.ruleset`.
 */
export function parseQualities(text, options = {}) {
  const ruleset = rulesetOf(options, 'parseQualities', () => (options.system === undefined || options.system === null ? 'dark-heresy' : detectSystem({}, options)));
  if (typeof text !== 'string') return [];
  const parts = [];
  let depth = 0;
  let current = '';
  for (const ch of text.replace(/<[^>]*>/g, ' ')) {
    if (ch === '(' || ch === '[') depth++;
    if ((ch === ')' || ch === ']') && depth > 0) depth--;
    if (depth === 0 && (ch === ',' || ch === ';' || ch === '\n')) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts
    .map((p) => p.trim().replace(/\.$/, ''))
    .filter((p) => p && p !== '-' && p !== '—')
    .map((p) => mapFeature('quality', p, undefined, options, ruleset));
}

function dedupe(list) {
  const seen = new Set();
  return list.filter((entry) => {
    const id = typeof entry === 'string' ? entry : entry.id;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

// ------------------------------------------------------------------ actors

function characteristicValue(c, how) {
  if (!isObject(c)) return num(c);
  const base = num(c.base);
  if (base !== undefined) {
    const advance = int(c.advance);
    const total = base + (how === 'steps' ? advance * 5 : advance) + int(c.modifier);
    return Math.max(0, Math.min(100, Math.round(total)));
  }
  const v = num(c.value) ?? num(c.total);
  return v === undefined ? undefined : Math.max(0, Math.min(100, Math.round(v)));
}

function skillEntry(advance, how) {
  const a = int(advance, how === 'count' ? 0 : -20);
  if (how === 'count') {
    if (a < 1) return null;
    return { trained: true, bonus: Math.min(30, (a - 1) * 10) };
  }
  if (a < 0) return null;
  return { trained: true, bonus: Math.min(30, a) };
}

function mapSkills(sys, conf, ruleset, options) {
  const out = {};
  if (!isObject(sys.skills)) return out;
  const known = featureIndex(options, ruleset).skills.get(ruleset);
  const place = (label, entry) => {
    if (!known) return;
    const key = norm(label);
    const plainName = known.plain.get(key);
    const special = known.specialist.find(([k]) => key.startsWith(k));
    if (!plainName && !special) {
      warn(options, 'skill', label, `skill '${label}' is not one of ${ruleset}'s skills: left out`);
      return;
    }
    out[plainName ?? label] = entry;
  };
  for (const [key, skill] of Object.entries(sys.skills)) {
    if (!isObject(skill)) continue;
    const label = typeof skill.label === 'string' && !/^[A-Z_.]+$/.test(skill.label) ? skill.label : words(key);
    if (skill.isSpecialist && isObject(skill.specialities)) {
      for (const [specKey, spec] of Object.entries(skill.specialities)) {
        if (!isObject(spec)) continue;
        const entry = skillEntry(spec.advance, conf.skills);
        const specLabel = typeof spec.label === 'string' && spec.label ? spec.label : words(specKey);
        if (entry) place(`${label} (${specLabel})`, entry);
      }
      continue;
    }
    const entry = skillEntry(skill.advance, conf.skills);
    if (entry) place(label, entry);
  }
  return out;
}

function mapArmour(items, conf, options) {
  const armour = {};
  const additive = {};
  for (const item of items) {
    if (!item || (item.type !== 'armour' && !(item.type === 'cybernetic' && item.system?.hasArmourPoints))) continue;
    const sys = item.system ?? item.data ?? {};
    if (sys.equipped === false && (conf.equippedOnly || item.type === 'cybernetic')) continue;
    if (conf.equippedOnly && sys.equipped !== true) continue;
    const points = isObject(sys.armourPoints) ? sys.armourPoints : isObject(sys.part) ? sys.part : null;
    if (!points) {
      warn(options, 'armour', item.name ?? '', `armour item '${item.name}' has no armour points per location`);
      continue;
    }
    const adds = sys.isAdditive === true || item.type === 'cybernetic';
    for (const loc of LOCATIONS) {
      const v = Math.max(0, int(points[loc]));
      if (adds) additive[loc] = (additive[loc] ?? 0) + v;
      else armour[loc] = Math.max(armour[loc] ?? 0, v);
    }
  }
  const out = {};
  for (const loc of LOCATIONS) {
    const v = (armour[loc] ?? 0) + (additive[loc] ?? 0);
    if (v > 0) out[loc] = Math.min(100, v);
  }
  return out;
}

// The engine's unnatural traits are named after the characteristic in snake_case
// (`unnatural_weapon_skill`), the systems' keys in camelCase (`weaponSkill`).
const TRAIT_CHARACTERISTIC = Object.fromEntries(
  Object.entries(CHARACTERISTICS).map(([key, c]) => [key.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`), c]),
);
const UNNATURAL_TRAIT = new RegExp(`^unnatural_(${Object.keys(TRAIT_CHARACTERISTIC).join('|')})$`);

/**
 * A Foundry actor (a live document or its `toObject()` data) to the engine's `Actor`.
 * Options: `system` (a Foundry system id; detected when absent), `wounds` ('taken' |
 * 'remaining'; the system's convention when absent), `ruleset` (the system's line when
 * absent), `warnings` (an array that receives what could not be mapped), `profiles`
 * (what `rulesets()` returns, to skip the engine call). A `wounds` or `ruleset` given
 * with any other value throws `invalid_input` (`path` 'options.wounds' / 'options.ruleset').
 */
export function actorFromFoundry(actor, options = {}) {
  const data = plain(actor);
  if (!isObject(data)) throw new TypeError('cogitator/foundry: actorFromFoundry() needs a Foundry actor or its toObject() data');
  const system = detectSystem(data, options);
  const conf = SYSTEMS[system];
  const ruleset = rulesetOf(options, 'actorFromFoundry', system);
  const wounds = woundsOption(options, 'actorFromFoundry');
  const sys = data.system ?? data.data ?? {};
  const out = {};
  if (typeof data.name === 'string' && data.name) out.name = data.name;

  const characteristics = {};
  const unnatural = {};
  for (const [key, id] of Object.entries(CHARACTERISTICS)) {
    const c = sys.characteristics && sys.characteristics[key];
    const v = characteristicValue(c, conf.advance);
    if (v !== undefined) characteristics[id] = v;
    const u = isObject(c) ? int(c.unnatural) : 0;
    if (u > 0) unnatural[id] = Math.min(10, u);
  }
  out.characteristics = characteristics;

  const skills = mapSkills(sys, conf, ruleset, options);
  if (Object.keys(skills).length) out.skills = skills;

  const items = itemsOf(data);
  const talents = [];
  const traits = [];
  let size;
  for (const item of items) {
    if (!item || (item.type !== 'talent' && item.type !== 'trait')) continue;
    const level = item.system && (num(item.system.level) || undefined);
    const entry = mapFeature(item.type, item.name ?? '', level, options, ruleset);
    const id = typeof entry === 'string' ? entry : entry.id;
    const m = UNNATURAL_TRAIT.exec(id);
    if (m && isObject(entry) && !entry.custom && entry.value !== undefined) {
      // The actor's `unnatural` field carries it; the characteristic's own field wins.
      const c = TRAIT_CHARACTERISTIC[m[1]];
      if (unnatural[c] === undefined) unnatural[c] = Math.min(10, Math.max(1, entry.value));
      else if (unnatural[c] !== entry.value) warn(options, 'trait', item.name, `${item.name}: the characteristic's unnatural value ${unnatural[c]} is used`);
      continue;
    }
    if (id === 'size' && isObject(entry) && !entry.custom) {
      size = entry.value;
      continue;
    }
    (item.type === 'talent' ? talents : traits).push(entry);
  }
  if (Object.keys(unnatural).length) out.unnatural = unnatural;
  if (talents.length) out.talents = dedupe(talents);
  if (traits.length) out.traits = dedupe(traits);

  const sizeField = num(sys.size);
  if (sizeField !== undefined && sizeField >= 1 && sizeField <= 10) out.size = Math.round(sizeField);
  else if (size !== undefined && size >= 1 && size <= 10) out.size = size;

  const w = isObject(sys.wounds) ? sys.wounds : {};
  if (num(w.max) === undefined) {
    // No maximum: leave wounds out rather than read it as 0 (a target already at no wounds),
    // so the engine refuses a request that needs them and names `wounds`.
    warn(options, 'wounds', 'max', 'the sheet has no numeric wounds.max: wounds and damage left out');
  } else {
    const max = Math.max(0, int(w.max));
    const convention = wounds ?? conf.wounds;
    const value = Math.max(0, int(w.value));
    out.wounds = max;
    const damage = convention === 'remaining' ? max - Math.min(value, max) : Math.min(value, max);
    if (damage > 0) out.damage = damage;
  }
  const critical = Math.max(0, int(w.critical));
  if (critical > 0) out.criticalDamage = critical;
  const fatigue = isObject(sys.fatigue) ? Math.max(0, int(sys.fatigue.value)) : 0;
  if (fatigue > 0) out.fatigue = fatigue;

  const armour = mapArmour(items, conf, options);
  if (Object.keys(armour).length) out.armour = armour;

  const conditions = new Set();
  for (const effect of effectsOf(data)) {
    for (const s of statusIds(effect)) {
      if (s === 'dead') out.dead = true;
      else if (STATUS_TO_CONDITION[s]) conditions.add(STATUS_TO_CONDITION[s]);
      else warn(options, 'condition', s, `status '${s}' has no engine condition: left out`);
    }
  }
  if (conditions.has('unconscious')) {
    conditions.delete('unconscious');
    out.unconscious = true;
  }
  if (conditions.size) out.conditions = [...conditions];

  if (data.type === 'acolyte' || data.type === 'character' || data.hasPlayerOwner === true) out.player = true;
  else if (data.type === 'npc') out.player = false;
  const fate = isObject(sys.fate) ? num(sys.fate.value) : undefined;
  if (fate !== undefined && fate > 0) out.fate = Math.min(100, Math.round(fate));
  // The mind: insanity and corruption points, and a psyker's Psy Rating (docs/foundry.md).
  for (const key of ['insanity', 'corruption']) {
    const v = num(isObject(sys[key]) ? sys[key].value : sys[key]);
    if (v !== undefined && v > 0) out[key] = Math.min(10000, Math.round(v));
  }
  const psy = num(isObject(sys.psy) ? sys.psy.rating : sys.psyRating);
  if (psy !== undefined && psy >= 1) out.psyRating = Math.min(10, Math.round(psy));
  return out;
}

/**
 * A Foundry actor's movement for a token's ruler: `movement()` of the actor as
 * `actorFromFoundry` reads it. Options are `actorFromFoundry`'s, and `gravity`,
 * `carriedKg`, `flying` and `environment` as `movement()` takes them.
 */
export function movementFromFoundry(actor, options = {}) {
  const a = actorFromFoundry(actor, options);
  const ruleset = rulesetOf(options, 'movementFromFoundry', detectSystem(plain(actor), options));
  const request = { ruleset, actor: a };
  for (const key of ['gravity', 'carriedKg', 'flying', 'environment']) {
    if (options[key] !== undefined && options[key] !== null) request[key] = options[key];
  }
  return movement(request);
}

// ------------------------------------------------------------------ psychic powers

const POWER_ZONES = { bolt: 'bolt', barrage: 'barrage', storm: 'storm', 'psychic bolt': 'bolt', 'psychic barrage': 'barrage', 'psychic storm': 'storm' };

/**
 * A Foundry psychic power item (`psychicPower`) to the engine's `Power` for `focusPower`.
 * Reads the layouts docs/foundry.md describes: the focus test's characteristic and modifier
 * (`system.focusPower.test` / `.difficulty`, `system.target.characteristic` / `.bonus`, or
 * `system.focusPower.characteristic` / `.modifier`), a threshold where the item has one,
 * an opposed test, and the damage (`formula` with `PR` or `@pr`, type, penetration, zone:
 * bolt, barrage, storm) as `attack`. A zone the engine does not resolve (a blast) and
 * penetration that depends on the Psy Rating are left out with a warning.
 */
export function powerFromFoundry(item, options = {}) {
  const data = plain(item);
  if (!isObject(data)) throw new TypeError('cogitator/foundry: powerFromFoundry() needs a Foundry item or its toObject() data');
  const sys = data.system ?? data.data ?? {};
  const out = { name: typeof data.name === 'string' && data.name ? data.name : 'Power' };
  const fp = isObject(sys.focusPower) ? sys.focusPower : {};
  const tgt = isObject(sys.target) ? sys.target : {};
  const key = [fp.test, fp.characteristic, tgt.useSkill ? undefined : tgt.characteristic].find((k) => typeof k === 'string' && k);
  const c = key ? CHARACTERISTICS[key.trim().replace(/\s+(\w)/g, (_, l) => l.toUpperCase()).replace(/^\w/, (l) => l.toLowerCase())] : undefined;
  if (c && c !== 'wp') out.characteristic = c;
  else if (key && !c) warn(options, 'power', key, `focus test '${key}' is not a characteristic (a skill): Willpower used`);
  const modifier = num(fp.difficulty ?? fp.modifier ?? tgt.bonus);
  if (modifier) out.modifier = Math.max(-100, Math.min(100, Math.round(modifier)));
  const threshold = num(fp.threshold);
  if (threshold) out.threshold = threshold;
  const opposed = fp.opposed === true || tgt.isOpposed === true;
  if (opposed) {
    const ok = [fp.opposedCharacteristic, tgt.opposed].find((k) => typeof k === 'string' && CHARACTERISTICS[k]);
    out.opposed = { characteristic: ok ? CHARACTERISTICS[ok] : 'wp' };
  }
  const dmg = isObject(sys.damage) ? sys.damage : {};
  const formula = typeof dmg.formula === 'string' ? dmg.formula : typeof sys.damage === 'string' ? sys.damage : '';
  if (formula.trim()) {
    const zoneText = String(sys.zone ?? dmg.zone ?? sys.attackType ?? 'bolt').toLowerCase().trim();
    const zone = POWER_ZONES[zoneText];
    const typeText = String(dmg.type ?? sys.damageType ?? 'energy').toLowerCase();
    const damageType = ['energy', 'impact', 'rending', 'explosive'].includes(typeText) ? typeText : undefined;
    if (!zone) warn(options, 'power', zoneText, `zone '${zoneText}' is not resolved as an attack (bolt, barrage and storm are): no attack`);
    else if (!damageType) warn(options, 'damageType', typeText, `damage type '${typeText}' is not the engine's: no attack`);
    else {
      const attack = { damage: formula.replace(/@pr\b/gi, 'PR').replace(/\s+/g, ''), damageType, zone };
      const pen = dmg.penetration ?? sys.penetration;
      const penNumber = num(pen);
      if (penNumber !== undefined && !/pr/i.test(String(pen))) attack.penetration = Math.max(0, Math.round(penNumber));
      else if (pen !== undefined && pen !== null && String(pen).trim() && String(pen).trim() !== '0') {
        warn(options, 'penetration', String(pen), `penetration '${pen}' depends on the Psy Rating: give the number in the request`);
      }
      const special = typeof dmg.special === 'string' ? dmg.special : '';
      if (special.trim()) attack.qualities = parseQualities(special, options);
      out.attack = attack;
    }
  }
  return out;
}

// ------------------------------------------------------------------ vehicles

// Vehicle actor types: 'vehicle' (dark-heresy-2nd, rogue-trader-3rd, the Rogue Trader
// system with DataModels), and the wh40k-rpg system's crafts ('terracraft', 'ow-aircraft'...).
const VEHICLE_TYPE = /(^|-)(vehicle|terracraft|aircraft|watercraft)$/;
/** A vehicle actor's data (by its type). */
const isVehicle = (data) => isObject(data) && typeof data.type === 'string' && VEHICLE_TYPE.test(data.type);

// The systems' words for what moves a vehicle, to the engine's `type`.
const VEHICLE_KIND = {
  wheeled: 'wheeled', bike: 'wheeled', tracked: 'tracked', tank: 'tracked', walker: 'walker', skimmer: 'skimmer',
  hover: 'skimmer', flyer: 'flyer', aircraft: 'flyer', vtol: 'flyer',
};
const MOUNTS = { hull: 'hull', fixed: 'hull', turret: 'turret', coaxial: 'turret', sponson: 'sponson', pintle: 'pintle' };
const FACINGS = { front: 'front', rear: 'rear', side: 'side', left: 'side', right: 'side' };

/**
 * A Foundry vehicle actor (a live document or its `toObject()` data) to the engine's
 * `Vehicle`, for `resolveAttack` at it, `vehicleAction`, `chaseRound` and the rest. Reads
 * both layouts the systems use (docs/foundry.md, Vehicles): armour as `system.front` /
 * `side` / `rear` or `system.armour.front.value`..., Structural Integrity as
 * `system.integrity` (`max`, `value` left, `critical`), speeds as `system.speed`,
 * `system.manoeuverability`, `system.size`; the type from `system.locomotion` or
 * `system.type`; weapons from embedded weapon items (`system.mounting`, `system.facing`
 * where the system has them); open-topped from an "Open-Topped" trait. Not a vehicle:
 * `invalid_input` with `path` 'type'. `options.warnings` receives what was left out.
 */
export function vehicleFromFoundry(actor, options = {}) {
  const data = plain(actor);
  if (!isObject(data)) throw new TypeError('cogitator/foundry: vehicleFromFoundry() needs a Foundry actor or its toObject() data');
  const sys = data.system ?? data.data ?? {};
  if (!isVehicle(data) && !isObject(sys.integrity)) {
    throw inputError('vehicleFromFoundry', 'type', `'${data.type}' is not a vehicle actor (no system.integrity)`);
  }
  const facing = (f) => {
    const nested = isObject(sys.armour) && isObject(sys.armour[f]) ? sys.armour[f].value : undefined;
    return Math.max(0, int(nested ?? sys[f]));
  };
  const out = { kind: 'vehicle' };
  if (typeof data.name === 'string' && data.name) out.name = data.name;
  out.armour = { front: facing('front'), side: facing('side'), rear: facing('rear') };
  const si = isObject(sys.integrity) ? sys.integrity : {};
  const max = Math.max(0, int(si.max));
  out.structuralIntegrity = max;
  // Every system keeps the integrity left in `value` (a token bar that runs down to 0).
  const left = num(si.value) === undefined ? max : Math.max(0, Math.min(max, int(si.value)));
  if (max - left > 0) out.damage = max - left;
  const critical = Math.max(0, int(si.critical));
  if (critical > 0) out.criticalDamage = critical;
  const speed = isObject(sys.speed) ? sys.speed : {};
  out.tacticalSpeed = Math.max(0, num(speed.tactical) ?? 0);
  const cruising = num(speed.cruising);
  if (cruising !== undefined && cruising >= 0) out.cruisingSpeed = cruising;
  const handling = num(sys.manoeuverability ?? sys.manoeuvrability);
  if (handling !== undefined) out.manoeuvrability = Math.max(-100, Math.min(100, Math.round(handling)));
  const size = num(sys.size);
  if (size !== undefined && size >= 1 && size <= 10) out.size = Math.round(size);
  const moves = [sys.locomotion, sys.type].find((t) => typeof t === 'string' && VEHICLE_KIND[t.toLowerCase()]);
  if (moves) out.type = VEHICLE_KIND[moves.toLowerCase()];
  else if (typeof sys.type === 'string' && sys.type) warn(options, 'vehicleType', sys.type, `vehicle type '${sys.type}' has no engine type: left out`);

  const weapons = [];
  let openTopped = false;
  for (const item of itemsOf(data)) {
    if (!item) continue;
    const name = typeof item.name === 'string' ? item.name : '';
    if ((item.type === 'trait' || item.type === 'vehicleTrait') && /^open[- ]?topped$/i.test(name.trim())) openTopped = true;
    if (item.type !== 'weapon') continue;
    const isys = item.system ?? {};
    const w = { name: name || 'weapon', mount: MOUNTS[String(isys.mounting ?? '').toLowerCase()] ?? 'hull' };
    const f = FACINGS[String(isys.facing ?? '').toLowerCase()];
    if (f) w.facing = f;
    weapons.push(w);
  }
  if (weapons.length) out.weapons = weapons.slice(0, 64);
  if (weapons.some((w) => w.mount === 'turret')) out.turret = true;
  if (openTopped) out.openTopped = true;
  return out;
}

/**
 * The object to pass to a vehicle actor's `update()` after an outcome that changed it
 * (`resolveAttack` at it, a ram, a repair): the Structural Integrity left and the critical
 * damage, as dotted paths. `outcome` may be an outcome with a vehicle `target` or
 * `vehicle`, or the `VehicleState` itself.
 */
export function vehicleFoundryUpdate(outcome, actor) {
  const data = plain(actor) || {};
  const sys = data.system ?? data.data ?? {};
  const o = isObject(outcome) ? outcome : {};
  const state = isObject(o.target) && 'state' in o.target ? o.target : isObject(o.vehicle) ? o.vehicle : o;
  const max = Math.max(0, int(isObject(sys.integrity) ? sys.integrity.max : 0));
  const damage = Math.max(0, Math.min(max, int(state.damage)));
  return { 'system.integrity.value': max - damage, 'system.integrity.critical': Math.max(0, int(state.criticalDamage)) };
}

// ------------------------------------------------------------------ weapons

/**
 * Damage text to the engine's dice and type: '1d10+3 I' -> { damage: '1d10+3', type:
 * 'impact' }; 'd10 + SB' -> '1d10' (the engine adds the Strength Bonus to melee itself).
 */
export function parseDamage(text, options = {}) {
  const raw = String(text ?? '').trim();
  let rest = raw;
  let type;
  const tail = /\s+([A-Za-z]+)\s*$/.exec(rest);
  if (tail && DAMAGE_TYPES[tail[1].toLowerCase()] && !/^sb$/i.test(tail[1])) {
    type = DAMAGE_TYPES[tail[1].toLowerCase()];
    rest = rest.slice(0, tail.index);
  }
  let s = rest.replace(/\s+/g, '').replace(/D/g, 'd');
  if (/[+-]?(sb|strengthbonus)/i.test(s)) {
    s = s.replace(/[+-]?(sb|strengthbonus)/gi, '');
    warn(options, 'damage', raw, `'${raw}': the Strength Bonus is left out (the engine adds it to melee damage)`);
  }
  s = s.replace(/(^|[+-])d/g, '$11d');
  const m = /^(\d+)d(10|5)((?:[+-]\d+)*)$/.exec(s);
  if (!m) {
    warn(options, 'damage', raw, `damage '${raw}' is not dice the engine reads: sent as '1d10'`);
    return { damage: '1d10', damageType: type };
  }
  const extra = (m[3].match(/[+-]\d+/g) || []).reduce((a, b) => a + Number(b), 0);
  const damage = `${m[1]}d${m[2]}${extra > 0 ? `+${extra}` : extra < 0 ? `${extra}` : ''}`;
  return { damage, damageType: type };
}

/** Rate of fire text ('S/3/-', 'S/2/4', '-/-/10') or `{ single, burst, full }` numbers. */
export function parseRateOfFire(value) {
  if (isObject(value)) {
    const single = num(value.single);
    const semi = num(value.semi ?? value.burst);
    const full = num(value.full);
    const out = {};
    if (single !== undefined && single > 0) out.single = true;
    if (semi !== undefined && semi > 0) out.semi = Math.round(semi);
    if (full !== undefined && full > 0) out.full = Math.round(full);
    return Object.keys(out).length ? out : undefined;
  }
  if (typeof value !== 'string') return undefined;
  const parts = value.split('/').map((p) => p.trim());
  if (parts.length !== 3) return undefined;
  const out = {};
  if (/^s(ingle)?$/i.test(parts[0]) || num(parts[0]) > 0) out.single = true;
  const semi = num(parts[1]);
  if (semi !== undefined && semi > 0) out.semi = Math.round(semi);
  const full = num(parts[2]);
  if (full !== undefined && full > 0) out.full = Math.round(full);
  return Object.keys(out).length ? out : undefined;
}

function weaponQualities(sys, options, ruleset) {
  const opts = { ...options, ruleset };
  const out = [];
  // dark-heresy 5+: `specialQualities: [{ key, value }]` beside free text in `special`.
  if (Array.isArray(sys.specialQualities)) {
    for (const q of sys.specialQualities) if (isObject(q) && q.key) out.push(mapFeature('quality', words(q.key), q.value, options, ruleset));
  }
  if (isObject(sys.special)) {
    // dark-heresy-2nd: `special: { tearing: true, toxic: 2, 'razor-sharp': true }`.
    for (const [key, v] of Object.entries(sys.special)) {
      if (v === false || v === null) continue;
      out.push(mapFeature('quality', words(key), typeof v === 'number' ? v : undefined, options, ruleset));
    }
  } else if (typeof sys.special === 'string') out.push(...parseQualities(sys.special, opts));
  if (typeof sys.qualities === 'string') out.push(...parseQualities(sys.qualities, opts));
  if (typeof sys.attributes === 'string') out.push(...parseQualities(sys.attributes, opts));
  return dedupe(out);
}

/**
 * A Foundry weapon item (a live document or its data) to the engine's `Weapon`.
 * Options: `system`, `ruleset`, `warnings`, `profiles` as for `actorFromFoundry`.
 */
export function weaponFromFoundry(item, options = {}) {
  const data = plain(item);
  if (!isObject(data)) throw new TypeError('cogitator/foundry: weaponFromFoundry() needs a Foundry item or its toObject() data');
  // Checked first: a wrong option throws before anything is mapped or warned about.
  const ruleset = rulesetOf(options, 'weaponFromFoundry', detectSystem(data, options));
  const sys = data.system ?? data.data ?? {};
  const out = {};
  if (typeof data.name === 'string' && data.name) out.name = data.name;

  const rawClass = String(sys.class ?? '').trim();
  let cls = CLASSES[rawClass.toLowerCase()];
  const range = num(sys.range);
  if (!cls) {
    cls = range !== undefined && range > 0 ? 'basic' : 'melee';
    warn(options, 'class', rawClass, `weapon class '${rawClass}' is not one the engine knows: sent as '${cls}'`);
  } else if (cls !== rawClass.toLowerCase()) {
    warn(options, 'class', rawClass, `weapon class '${rawClass}' is sent as '${cls}'`);
  }
  out.class = cls;

  const parsed = parseDamage(sys.damage ?? sys.damageFormula ?? '', options);
  out.damage = parsed.damage;
  const typeText = String(sys.damageType ?? '').trim().toLowerCase();
  const type = DAMAGE_TYPES[typeText] ?? parsed.damageType;
  if (!type) warn(options, 'damageType', String(sys.damageType ?? ''), `damage type '${sys.damageType ?? ''}' is not one the engine knows: sent as 'impact'`);
  out.damageType = type ?? 'impact';

  const pen = num(sys.penetration);
  if (pen === undefined && sys.penetration !== undefined && String(sys.penetration).trim() !== '') {
    warn(options, 'penetration', String(sys.penetration), `penetration '${sys.penetration}' is not a number: sent as 0`);
  }
  if (pen !== undefined && pen > 0) out.penetration = Math.min(100, Math.round(pen));
  if (cls !== 'melee' && cls !== 'unarmed' && range !== undefined && range > 0) out.range = Math.round(range);
  if (cls !== 'melee' && cls !== 'unarmed') {
    const rof = parseRateOfFire(sys.rateOfFire ?? sys.rof);
    if (rof) out.rateOfFire = rof;
    else if (cls !== 'thrown') out.rateOfFire = { single: true };
  }
  const qualities = weaponQualities(sys, options, ruleset);
  if (qualities.length) out.qualities = qualities;
  return out;
}

// ------------------------------------------------------------------ whole requests

// Warnings already given, one per actor and message (a host calling on every attack hears
// each once).
const warned = new Set();

function actorKey(doc) {
  const d = plain(doc) || {};
  return String(d.uuid ?? d._id ?? d.id ?? d.name ?? '');
}

function warnOnce(options, doc, kind, name, message) {
  const key = `${actorKey(doc)}|${kind}|${message}`;
  if (warned.has(key)) return;
  warned.add(key);
  tell(options, kind, name, message);
}

/** A warning in `options.warnings` and to `options.onWarning`. */
function tell(options, kind, name, message) {
  warn(options, kind, name, message);
  if (typeof options.onWarning === 'function') options.onWarning({ kind, name, message });
}

/**
 * `work(given)`, what it warns about gathered from `given.warnings`, then (once it is done,
 * when it returns a promise) each warning said once for `doc`, in `options.warnings` and to
 * `options.onWarning`.
 */
function onceFor(options, doc, given, work) {
  const heard = [];
  const say = () => {
    for (const w of heard.splice(0)) warnOnce(options, doc, w.kind, w.name, w.message);
  };
  const result = work({ ...given, warnings: heard });
  if (result instanceof Promise) return result.finally(say);
  say();
  return result;
}

/** The options the mappers take inside a whole request: the world's system and line. */
function mapperOptions(options, system, ruleset) {
  const out = { ...options, system, ruleset };
  delete out.onWarning;
  return out;
}

/** The Foundry system a call works in: `options.system`, else the world's, else the data's. */
function worldSystem(doc, options) {
  const world = globalThis.game && globalThis.game.system && globalThis.game.system.id;
  return detectSystem(doc, { ...options, system: options.system ?? world });
}

/**
 * An attack request from Foundry documents: `attacker` and `target` actors (a vehicle
 * actor as a `Vehicle`), a `weapon` item, and the rest of the request as given (`action`,
 * `range`, `aim`, `reaction`, `facing`, `dice`...). Its `ruleset` is the world's system's
 * line (`options.system`, else `game.system.id`, else the attacker's data); a `ruleset` in
 * the request that differs from it is kept, with a warning. Warnings (that one, and what
 * the actors and the weapon could not map) go to `options.warnings` and
 * `options.onWarning` once per actor: a module that maps the same actors on every attack
 * hears each once. (The weapon's are the attacker's.)
 */
export function attackFromFoundry(docs, options = {}) {
  if (!isObject(docs)) throw new TypeError('cogitator/foundry: attackFromFoundry() needs { attacker, target, weapon, ... }');
  const { attacker, target, weapon, ...rest } = docs;
  const system = worldSystem(attacker, options);
  const line = SYSTEMS[system].ruleset;
  const ruleset = rulesetOf(options, 'attackFromFoundry', system);
  const asked = rest.ruleset;
  if (asked !== undefined && asked !== null && asked !== line) {
    warnOnce(options, attacker, 'ruleset', asked, `the request's ruleset '${asked}' is not the world's line '${line}' (${system})`);
  }
  const mapOptions = mapperOptions(options, system, asked ?? ruleset);
  const request = { ...rest, ruleset: asked ?? ruleset };
  request.attacker = onceFor(options, attacker, mapOptions, (o) => actorFromFoundry(attacker, o));
  request.target = onceFor(options, target, mapOptions, (o) => (isVehicle(plain(target)) ? vehicleFromFoundry(target, o) : actorFromFoundry(target, o)));
  if (weapon !== undefined && weapon !== null) request.weapon = onceFor(options, attacker, mapOptions, (o) => weaponFromFoundry(weapon, o));
  return request;
}

/**
 * Writes an outcome's new state into the target actor and waits for it: `actor.update()`
 * with `foundryUpdate` (or `vehicleFoundryUpdate` for a vehicle), then
 * `actor.toggleStatusEffect()` for each status `foundryStatuses` adds or removes. Returns
 * what it did: `{ update, add, remove }`. Warnings (a condition with no status, a sheet
 * without `wounds.max`) go to `options.warnings` and `options.onWarning` once per actor.
 */
export async function applyToFoundry(outcome, actor, options = {}) {
  if (!actor || typeof actor.update !== 'function') {
    throw new TypeError('cogitator/foundry: applyToFoundry() needs a live Foundry actor (with update())');
  }
  const o = isObject(outcome) ? outcome : {};
  if (typeof o.facing === 'string' || (isObject(o.target) && 'state' in o.target && !('fatigue' in o.target))) {
    const update = vehicleFoundryUpdate(o, actor);
    await actor.update(update);
    return { update, add: [], remove: [] };
  }
  const { update, add, remove } = onceFor(options, actor, options, (own) => ({ update: foundryUpdate(o, actor, own), ...foundryStatuses(o, actor, own) }));
  await actor.update(update);
  await onceFor(options, actor, options, (own) => toggleStatuses(actor, { add, remove }, own));
  return { update, add, remove };
}

/** `actor.toggleStatusEffect()` on each status to add, then each to remove, one after the other. */
async function toggleStatuses(actor, { add, remove }, options) {
  if (typeof actor.toggleStatusEffect === 'function') {
    for (const id of add) await actor.toggleStatusEffect(id, { active: true });
    for (const id of remove) await actor.toggleStatusEffect(id, { active: false });
  } else if (add.length || remove.length) {
    warn(options, 'condition', 'toggleStatusEffect', 'the actor has no toggleStatusEffect(): statuses left as they were');
  }
}

// ------------------------------------------------------------------ back to Foundry

/**
 * The object to pass to `actor.update()` for an attack's target: wounds in the system's
 * own convention, critical damage and fatigue, as dotted paths
 * (`{ 'system.wounds.value': 4, ... }`). Conditions are status effects in these systems,
 * not fields: see `foundryStatuses`. `outcome` may be an attack outcome or any outcome
 * with a `target` (or the state itself).
 */
export function foundryUpdate(outcome, actor, options = {}) {
  const data = plain(actor) || {};
  const state = (outcome && isObject(outcome.target) ? outcome.target : outcome) || {};
  const sys = data.system ?? data.data ?? {};
  const convention = woundsOption(options, 'foundryUpdate') ?? SYSTEMS[detectSystem(data, options)].wounds;
  const update = {};
  const maxField = num(sys.wounds && sys.wounds.max);
  if (maxField === undefined) {
    // Without the sheet's maximum the value cannot be written in either convention
    // (wounds left is max less damage; damage taken is capped at max): leave it out.
    warn(options, 'wounds', 'max', 'the sheet has no numeric wounds.max: system.wounds.value left out');
  } else {
    const max = Math.max(0, Math.trunc(maxField));
    const damage = Math.max(0, Math.min(max, int(state.damage)));
    update['system.wounds.value'] = convention === 'remaining' ? max - damage : damage;
  }
  update['system.wounds.critical'] = Math.max(0, int(state.criticalDamage));
  update['system.fatigue.value'] = Math.max(0, int(state.fatigue));
  // Insanity and corruption, where the sheet keeps them (characters; not every NPC) and
  // the outcome gives them (an outcome leaves out a zero; the engine never lowers them).
  for (const key of ['insanity', 'corruption']) {
    const kept = typeof sys[key] === 'number' || typeof sys[key] === 'string';
    if (kept && num(state[key]) !== undefined) update[`system.${key}`] = Math.max(0, int(state[key]));
  }
  return update;
}

/**
 * The status effects to switch for the target after an outcome: `{ add, remove }` of
 * Foundry status ids, for `actor.toggleStatusEffect(id, { active })`. `add` holds the
 * outcome's conditions the system has a status for (and 'dead' / 'unconscious'); `remove`
 * the statuses the actor has whose conditions the outcome no longer lists.
 */
export function foundryStatuses(outcome, actor, options = {}) {
  const data = plain(actor) || {};
  const state = (outcome && isObject(outcome.target) ? outcome.target : outcome) || {};
  const want = new Set();
  for (const c of Array.isArray(state.conditions) ? state.conditions : []) {
    if (CONDITION_TO_STATUS[c]) want.add(CONDITION_TO_STATUS[c]);
    else warn(options, 'condition', c, `condition '${c}' has no status effect in these systems`);
  }
  if (state.unconscious) want.add('unconscious');
  if (state.dead) want.add('dead');
  const have = new Set(effectsOf(data).flatMap(statusIds));
  const managed = new Set([...Object.values(CONDITION_TO_STATUS), 'dead']);
  return {
    add: [...want].filter((s) => !have.has(s)),
    remove: [...have].filter((s) => managed.has(s) && !want.has(s)),
  };
}

// ------------------------------------------------------------------ combats and encounters

// A token's disposition (CONST.TOKEN_DISPOSITIONS) to the side it fights on.
const DISPOSITIONS = { 1: 'friendly', 0: 'neutral', '-1': 'hostile', '-2': 'secret' };

/** A document's id: `id` when live, `_id` in its data. */
function idOf(doc) {
  const id = isObject(doc) ? doc.id ?? doc._id : undefined;
  return typeof id === 'string' && id ? id : undefined;
}

/** A combatant's name in the tracker, else its id: for warnings. */
function labelOf(combatant) {
  return typeof combatant.name === 'string' && combatant.name ? combatant.name : idOf(combatant) ?? 'a combatant without an id';
}

/** A combat's combatants, or a TypeError when `combat` is not one. */
function combatantsOf(combat, fn) {
  if (!isObject(combat) || (!isObject(combat.combatants) && !Array.isArray(combat.combatants))) {
    throw new TypeError(`cogitator/foundry: ${fn}() needs a Foundry combat (a Combat with its combatants)`);
  }
  return listOf(combat.combatants).filter(isObject);
}

/** An option that must be a function when given. */
function callback(options, field, fn) {
  const given = options[field];
  if (given === undefined || given === null) return undefined;
  if (typeof given === 'function') return given;
  throw inputError(fn, `options.${field}`, `must be a function of the combatant, not ${Array.isArray(given) ? 'a list' : `a ${typeof given}`}`);
}

/** Whether the actor (its effects, or a live actor's `statuses`) has the status `id`. */
function hasStatus(actor, id) {
  const live = actor && actor.statuses;
  if ((live instanceof Set || Array.isArray(live)) && [...live].includes(id)) return true;
  return effectsOf(plain(actor)).some((effect) => statusIds(effect).includes(id));
}

/** The side of a combatant: `options.side(combatant)` when it gives a name, else its token's disposition. */
function sideOf(combatant, data, chooseSide, options) {
  const chosen = chooseSide ? chooseSide(combatant) : undefined;
  if (typeof chosen === 'string' && chosen) return chosen;
  const token = plain(combatant.token) ?? data.prototypeToken;
  const side = DISPOSITIONS[int(isObject(token) ? token.disposition : undefined, NaN)];
  if (side) return side;
  tell(options, 'combatant', labelOf(combatant), `combatant '${labelOf(combatant)}' has no token disposition: side 'neutral'`);
  return 'neutral';
}

/** The engine's weapons of an actor's weapon items (at most the encounter's 20); one that cannot be read is left out. */
function weaponsOf(data, name, mapOptions, options) {
  const weapons = [];
  for (const item of itemsOf(data)) {
    if (!isObject(item) || item.type !== 'weapon') continue;
    const label = typeof item.name === 'string' ? item.name : '';
    if (weapons.length === 20) {
      tell(options, 'weapon', label, `'${name}' carries more than 20 weapons: '${label}' and the rest left out`);
      break;
    }
    try {
      weapons.push(weaponFromFoundry(item, mapOptions));
    } catch (err) {
      tell(options, 'weapon', label, `weapon '${label}' of '${name}' is left out: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return weapons;
}

/**
 * A `startEncounter` request from a Foundry combat, not yet started (edit it first if you
 * like: a horde's `horde`, a comrade's `comradeOf`). Each combatant that is not defeated
 * becomes `{ id, side, actor | vehicle, weapons?, surprised?, commander? }`: its id is the
 * Combatant's id; its side is `options.side(combatant)` when that returns a name, else its
 * token's disposition ('friendly', 'neutral', 'hostile', 'secret'); its actor (or vehicle)
 * and weapon items are mapped as `attackFromFoundry` maps them, under the combatant's name;
 * a 'surprised' status makes it `surprised`; a vehicle's `commander` is
 * `options.commander(combatant)`. The `ruleset` is the world's line, as in
 * `attackFromFoundry`; `options.reactions` and `options.dice` are passed on. What is left
 * out (defeated combatants, a combatant without an actor, a weapon that cannot be read) is
 * reported in `options.warnings` and to `options.onWarning`.
 */
export function encounterFromFoundry(combat, options = {}) {
  const fn = 'encounterFromFoundry';
  const docs = combatantsOf(combat, fn);
  const chooseSide = callback(options, 'side', fn);
  const chooseCommander = callback(options, 'commander', fn);
  woundsOption(options, fn);
  // The options are checked before anything is mapped or warned about.
  const first = docs.find((c) => isObject(plain(c.actor)));
  const system = worldSystem(first ? plain(first.actor) : {}, options);
  const ruleset = rulesetOf(options, fn, system);
  if (!docs.length) throw inputError(fn, 'combatants', 'the combat has no combatants');
  const fighting = docs.filter((c) => {
    const name = labelOf(c);
    if (!idOf(c)) tell(options, 'combatant', name, `combatant '${name}' has no id: left out`);
    else if (c.defeated === true || c.isDefeated === true) tell(options, 'combatant', name, `combatant '${name}' is defeated: left out`);
    else if (!isObject(plain(c.actor))) tell(options, 'combatant', name, `combatant '${name}' has no actor: left out`);
    else return true;
    return false;
  });
  if (!fighting.length) throw inputError(fn, 'combatants', 'no combatant of the combat can fight (each is defeated or has no actor)');

  const mapOptions = mapperOptions(options, system, ruleset);
  const request = { ruleset, combatants: [] };
  for (const c of fighting) {
    const data = plain(c.actor);
    const setup = { id: idOf(c), side: sideOf(c, data, chooseSide, options) };
    const name = typeof c.name === 'string' && c.name ? c.name : undefined;
    if (isVehicle(data)) {
      setup.vehicle = vehicleFromFoundry(data, mapOptions);
      if (name) setup.vehicle.name = name;
      const commander = chooseCommander ? chooseCommander(c) : undefined;
      if (typeof commander === 'string' && commander) setup.commander = commander;
      else tell(options, 'combatant', setup.vehicle.name ?? setup.id, `vehicle '${setup.vehicle.name ?? setup.id}' acts on its commander's initiative: give combatants[].commander (or options.commander) before startEncounter`);
    } else {
      setup.actor = actorFromFoundry(data, mapOptions);
      if (name) setup.actor.name = name;
      // The status is the setup's `surprised`, not a condition of the actor.
      const conditions = (setup.actor.conditions ?? []).filter((x) => x !== 'surprised');
      if (conditions.length) setup.actor.conditions = conditions;
      else delete setup.actor.conditions;
      const weapons = weaponsOf(data, setup.actor.name ?? setup.id, mapOptions, options);
      if (weapons.length) setup.weapons = weapons;
    }
    if (hasStatus(c.actor, 'surprised')) setup.surprised = true;
    request.combatants.push(setup);
  }
  for (const key of ['reactions', 'dice']) {
    if (options[key] !== undefined && options[key] !== null) request[key] = options[key];
  }
  return request;
}

/**
 * The combat's turns in the order Foundry gives them once `initiative` (id -> number) is
 * written: highest first, none last, ties by id (Combat#_sortCombatants in v11 to v13).
 */
function turnsAfter(combat, docs, initiative) {
  const turns = listOf(combat.turns).filter(isObject);
  const score = (c) => (initiative.has(idOf(c)) ? initiative.get(idOf(c)) : num(c.initiative) ?? -Infinity);
  return [...(turns.length ? turns : docs)].sort((a, b) => score(b) - score(a) || (String(idOf(a)) > String(idOf(b)) ? 1 : -1));
}

/** The place of the encounter's active combatant in `turns`, else the engine's turn (within the turns). */
function turnOf(encounter, turns) {
  const at = turns.findIndex((c) => idOf(c) === encounter.active);
  if (at >= 0) return at;
  return Math.max(0, Math.min(turns.length - 1, int(encounter.turn)));
}

/**
 * What to write into Foundry for an encounter's state, without writing it:
 * `{ combat: { round, turn }, combatants: [{ _id, initiative?, defeated }], actors: [{
 * combatant, actor, update, statuses }] }`. `turn` is the active combatant's place in the
 * combat's turns as Foundry sorts them once the initiatives are written. Each combatant
 * of the combat the encounter holds gets its initiative (a comrade has none) and
 * `defeated` when it is out of the fight. Each character's actor gets `foundryUpdate` and
 * `foundryStatuses` of its state (dead and unconscious from `out`; a 'surprised' status
 * taken off once the surprise is over), a vehicle's `vehicleFoundryUpdate`. The systems'
 * sheets have no fields for a horde's Magnitude or a comrade's wound: for those only
 * `defeated` is written.
 */
export function encounterFoundryUpdates(encounter, combat, options = {}) {
  const fn = 'encounterFoundryUpdates';
  if (!isObject(encounter) || !isObject(encounter.combatants) || typeof encounter.round !== 'number') {
    throw new TypeError(`cogitator/foundry: ${fn}() needs an encounter (what startEncounter, act or endTurn returned)`);
  }
  const docs = combatantsOf(combat, fn);
  woundsOption(options, fn);
  const states = new Map(Object.entries(encounter.combatants).filter(([, state]) => isObject(state)));
  for (const id of states.keys()) {
    if (!docs.some((c) => idOf(c) === id)) tell(options, 'combatant', id, `combatant '${id}' is not in the combat: nothing written for it`);
  }
  const combatants = [];
  const actors = [];
  const initiative = new Map();
  // In the combat's order; its combatants the encounter does not hold are left as they are.
  for (const doc of docs) {
    const id = idOf(doc);
    const state = states.get(id);
    if (!state) continue;
    const entry = { _id: id };
    const init = num(state.initiative);
    if (init !== undefined) {
      entry.initiative = init;
      initiative.set(id, init);
    }
    entry.defeated = typeof state.out === 'string';
    combatants.push(entry);
    if (state.kind === 'horde' || state.kind === 'comrade') continue;
    const actor = doc.actor;
    if (!isObject(plain(actor))) {
      tell(options, 'combatant', id, `combatant '${id}' has no actor: its state is not written`);
    } else if (state.kind === 'vehicle') {
      actors.push({ combatant: id, actor, update: vehicleFoundryUpdate(state, actor), statuses: { add: [], remove: [] } });
    } else {
      // Written in the convention the actor was read in: the world's system's.
      const own = { ...options, system: worldSystem(plain(actor), options) };
      const conditions = Array.isArray(state.conditions) ? state.conditions : [];
      const body = { ...state, conditions: conditions.filter((x) => x !== 'surprised'), dead: state.out === 'dead', unconscious: state.out === 'unconscious' };
      const statuses = foundryStatuses(body, actor, own);
      if (!conditions.includes('surprised') && hasStatus(actor, 'surprised')) statuses.remove.push('surprised');
      actors.push({ combatant: id, actor, update: foundryUpdate(body, actor, own), statuses });
    }
  }
  const round = Math.max(1, int(encounter.round, 1));
  return { combat: { round, turn: turnOf(encounter, turnsAfter(combat, docs, initiative)) }, combatants, actors };
}

/**
 * Writes an encounter's state into Foundry and waits for it: each actor's `update()` and
 * status effects (as `applyToFoundry`), the combatants' initiative and `defeated`
 * (`combat.updateEmbeddedDocuments('Combatant', ...)`), then the round and the turn
 * (`combat.update()`), the turn read from the combat's turns as Foundry sorted them after
 * the initiatives changed. Returns what it wrote, in `encounterFoundryUpdates`' shape.
 */
export async function applyEncounterToFoundry(encounter, combat, options = {}) {
  const fn = 'applyEncounterToFoundry';
  if (!isObject(combat) || typeof combat.update !== 'function' || typeof combat.updateEmbeddedDocuments !== 'function') {
    throw new TypeError(`cogitator/foundry: ${fn}() needs a live Foundry combat (with update() and updateEmbeddedDocuments())`);
  }
  const updates = encounterFoundryUpdates(encounter, combat, options);
  const stale = updates.actors.find((a) => typeof a.actor.update !== 'function');
  if (stale) throw new TypeError(`cogitator/foundry: ${fn}(): the actor of combatant '${stale.combatant}' is not a live Foundry actor (with update())`);
  for (const { actor, update, statuses } of updates.actors) {
    await actor.update(update);
    await toggleStatuses(actor, statuses, options);
  }
  if (updates.combatants.length) await combat.updateEmbeddedDocuments('Combatant', updates.combatants);
  const at = listOf(combat.turns).findIndex((c) => idOf(c) === encounter.active);
  const combatUpdate = { round: updates.combat.round, turn: at >= 0 ? at : updates.combat.turn };
  await combat.update(combatUpdate);
  return { ...updates, combat: combatUpdate };
}
