// The pure helpers for hosts: Dice So Nice data and Foundry roll terms that show exactly
// the engine's dice, and chat cards that escape every string a caller gave. Each helper
// runs over a spread of generated outcomes of every line and action and never throws.

import { test } from 'node:test';
import assert from 'node:assert/strict';

import * as cogitator from 'cogitator';
import {
  resolveAttack,
  rollTest,
  opposedTest,
  rollInitiative,
  analyzeAttack,
  actions,
  diceSoNice,
  diceGroups,
  foundryRollTerms,
  foundryRollData,
  formatOutcome,
  outcomeCss,
  escapeHtml,
} from 'cogitator';
import { RULESETS, attacker, target, lasgun, chainsword, rangedRequest, makeRandom } from './fixtures.mjs';

const EVIL = '<img src=x onerror="alert(1)">';
const EVIL_SCRIPT = '</li><script>alert(2)</script>';

const CHARS = ['ws', 'bs', 's', 't', 'ag', 'int', 'per', 'wp', 'fel'];

function actor(r, name) {
  const characteristics = {};
  for (const c of CHARS) characteristics[c] = r.int(25, 65);
  const a = { name, characteristics, wounds: r.int(3, 20) };
  if (r.chance(0.5)) a.armour = { body: r.int(0, 6), head: r.int(0, 4) };
  if (r.chance(0.3)) a.skills = { dodge: { trained: true }, parry: { trained: true } };
  if (r.chance(0.4)) a.player = true;
  if (r.chance(0.3)) a.damage = r.int(0, 14);
  return a;
}

const ATTACK_ROWS = Object.fromEntries(
  RULESETS.map((ruleset) => [ruleset, actions({ ruleset }).filter((row) => row.attack)]),
);

/** A resolvable attack of any line and action, with hostile names and a GM modifier. */
function attackRequest(r) {
  const ruleset = r.pick(RULESETS);
  const row = r.pick(ATTACK_ROWS[ruleset].filter((x) => x.attack.resolution !== 'strikes'));
  const rule = row.attack;
  const melee = rule.reach === 'melee' || (rule.reach === 'either' && r.chance(0.5));
  const weapon = melee
    ? rule.resolution === 'grapple'
      ? { name: EVIL, class: 'unarmed', damage: '1d5', damageType: 'impact' }
      : { ...chainsword, name: EVIL }
    : { ...lasgun, name: EVIL, class: r.pick(['basic', 'pistol']), rateOfFire: { single: true, semi: 3, full: 10 } };
  if (r.chance(0.3)) weapon.damage = r.pick(['2d10+2', '1d5+3', '3d10']);
  const req = {
    ruleset,
    attacker: { ...actor(r, EVIL), conditions: [] },
    target: actor(r, EVIL_SCRIPT),
    weapon,
    action: row.id,
    modifiers: [{ label: EVIL, value: r.int(-30, 30) || 5 }],
    dice: { seed: r.int(0, 2 ** 31) },
  };
  if (rule.talent) req.attacker.talents = [rule.talent];
  if (row.id === 'calledShot') req.calledLocation = r.pick(['head', 'body', 'leftArm']);
  if (row.id === 'charge') req.range = r.int(4, 20);
  else if (!melee) req.range = r.int(1, 250);
  if (rule.resolution === 'grapple') req.grapple = { option: 'start' };
  if (rule.resolution !== 'suppression' && r.chance(0.4)) req.reaction = melee ? r.pick(['dodge', 'parry']) : 'dodge';
  if (r.chance(0.3)) req.aim = r.pick(['half', 'full']);
  if (r.chance(0.3)) req.options = { righteousFury: r.pick(['always', 'rules']) };
  return req;
}

/** Outcomes of every kind: attacks (hits, misses, crits), tests, opposed tests, initiative. */
function outcomes(count, seed) {
  const r = makeRandom(seed);
  const out = [];
  while (out.length < count) {
    const kind = r.int(0, 9);
    try {
      if (kind < 7) {
        const req = attackRequest(r);
        out.push({ kind: 'attack', req, outcome: resolveAttack(req) });
      } else if (kind === 7) {
        const req = { ruleset: r.pick(RULESETS), actor: actor(r, EVIL), characteristic: r.pick(CHARS), dice: { seed: r.int(0, 1e9) } };
        out.push({ kind: 'test', req, outcome: rollTest(req) });
      } else if (kind === 8) {
        const req = {
          ruleset: r.pick(RULESETS),
          a: { actor: actor(r, 'A'), characteristic: r.pick(CHARS) },
          b: { actor: actor(r, 'B'), characteristic: r.pick(CHARS) },
          dice: { seed: r.int(0, 1e9) },
        };
        out.push({ kind: 'opposed', req, outcome: opposedTest(req) });
      } else {
        const req = {
          ruleset: r.pick(RULESETS),
          combatants: [1, 2, 3].map((i) => ({ id: `${EVIL}${i}`, actor: actor(r, `C${i}`) })),
          dice: { seed: r.int(0, 1e9) },
        };
        out.push({ kind: 'initiative', req, outcome: rollInitiative(req) });
      }
    } catch (err) {
      // A generated request the rules refuse (e.g. an action this weapon cannot make).
      if (!['not_allowed', 'invalid_input'].includes(err.code)) throw err;
    }
  }
  return out;
}

const SAMPLE = outcomes(600, 20240909);

// ---------------------------------------------------------------- Dice So Nice

/** The engine's faces, read back from Dice So Nice data: a d100 from its two dice. */
function facesFromDsn(data) {
  const faces = [];
  for (const t of data.throws) {
    for (let i = 0; i < t.dice.length; i++) {
      const d = t.dice[i];
      if (d.type === 'd100') {
        const units = t.dice[i + 1];
        assert.equal(units.type, 'd10');
        assert.equal(units.d100Result, d.d100Result);
        const value = d.result * 10 + units.result;
        faces.push(value === 0 ? 100 : value);
        assert.equal(value === 0 ? 100 : value, d.d100Result);
        i++;
      } else {
        faces.push(d.result);
      }
    }
  }
  return faces;
}

test('diceSoNice: a d100 is a d100 tens die and a d10 units die, 100 is 00 and 0', () => {
  const outcome = {
    dice: [
      { purpose: 'attack', sides: 100, face: 34 },
      { purpose: 'damage', sides: 10, face: 10, hit: 1 },
      { purpose: 'righteousFuryConfirm', sides: 100, face: 100 },
      { purpose: 'criticalEffect', sides: 10, face: 7, value: 4 },
      { purpose: 'evasion', sides: 100, face: 10 },
      { purpose: 'evasion', sides: 100, face: 5 },
    ],
  };
  const data = diceSoNice(outcome);
  assert.deepEqual(data.throws.map((t) => t.dice.map((d) => [d.type, d.result, d.resultLabel])), [
    [['d100', 3, '30'], ['d10', 4, '4']],
    [['d10', 10, '10']],
    [['d100', 0, '00'], ['d10', 0, '0']],
    [['d10', 7, '7']],
    [['d100', 1, '10'], ['d10', 0, '0'], ['d100', 0, '00'], ['d10', 5, '5']],
  ]);
  for (const t of data.throws) {
    for (const d of t.dice) {
      assert.deepEqual(d.vectors, []);
      assert.deepEqual(d.options, {});
    }
  }
  // Per-die options from the engine's record.
  const colored = diceSoNice(outcome, { dieOptions: (d) => ({ colorset: d.purpose === 'attack' ? 'red' : 'white' }) });
  assert.equal(colored.throws[0].dice[0].options.colorset, 'red');
  assert.equal(colored.throws[1].dice[0].options.colorset, 'white');
  // Nothing to show, and dice Dice So Nice has no model for, are left out.
  assert.deepEqual(diceSoNice({ dice: [] }), { throws: [] });
  assert.deepEqual(diceSoNice({ dice: [{ purpose: 'damage', sides: 7, face: 3 }] }), { throws: [] });
  assert.deepEqual(diceSoNice(null), { throws: [] });
});

test('diceSoNice and foundryRollTerms show exactly outcome.dice, in order, for every line', () => {
  let d100 = 0;
  let d5 = 0;
  for (const { outcome } of SAMPLE) {
    const shown = outcome.dice.filter((d) => [2, 3, 4, 5, 6, 8, 10, 12, 20, 100].includes(d.sides));
    assert.deepEqual(facesFromDsn(diceSoNice(outcome)), shown.map((d) => d.face));
    const terms = foundryRollTerms(outcome);
    assert.deepEqual(
      terms.flatMap((t) => t.results.map((x) => [t.options.flavor, t.faces, x.result])),
      outcome.dice.map((d) => [d.purpose, d.sides, d.face]),
    );
    for (const t of terms) {
      assert.equal(t.class, 'Die');
      assert.equal(t.number, t.results.length);
      assert.ok(t.results.every((x) => x.active === true));
    }
    d100 += outcome.dice.filter((d) => d.sides === 100).length;
    d5 += outcome.dice.filter((d) => d.value !== undefined).length;
  }
  assert.ok(d100 > 100, `enough d100s (${d100})`);
  assert.ok(d5 > 0, `some d5s (${d5})`);
});

test('a d5 is shown as the d10 it was rolled on', () => {
  const o = resolveAttack({
    ...rangedRequest('dh2'),
    weapon: { ...lasgun, damage: '1d5+2' },
    dice: { byPurpose: { attack: [5], hitLocation: [50], damage: [9] }, seed: 1 },
  });
  const die = o.dice.find((d) => d.purpose === 'damage');
  assert.deepEqual([die.sides, die.face, die.value], [10, 9, 5]);
  const shown = diceSoNice(o).throws.flatMap((t) => t.dice);
  assert.ok(shown.some((d) => d.type === 'd10' && d.result === 9));
  const term = foundryRollTerms(o).find((t) => t.options.flavor === 'damage');
  assert.deepEqual([term.faces, term.results[0].result], [10, 9]);
});

test('diceGroups: consecutive dice of one purpose and hit form one throw', () => {
  const groups = diceGroups({
    dice: [
      { purpose: 'attack', sides: 100, face: 20 },
      { purpose: 'damage', sides: 10, face: 3, hit: 1 },
      { purpose: 'damage', sides: 10, face: 4, hit: 1 },
      { purpose: 'damage', sides: 10, face: 5, hit: 2 },
    ],
  });
  assert.deepEqual(groups.map((g) => [g.purpose, g.hit, g.dice.length]), [
    ['attack', undefined, 1],
    ['damage', 1, 2],
    ['damage', 2, 1],
  ]);
});

test('foundryRollData: a Roll with the terms joined by +', () => {
  const o = resolveAttack(rangedRequest('ow', { rolls: [20, 7] }));
  const roll = foundryRollData(o);
  assert.equal(roll.class, 'Roll');
  assert.equal(roll.evaluated, true);
  assert.deepEqual(roll.terms.map((t) => t.class), ['Die', 'OperatorTerm', 'Die']);
  assert.equal(roll.formula, '1d100[attack] + 1d10[damage]');
  assert.equal(roll.total, 27);
});

// ---------------------------------------------------------------- host dice

test('byPurpose faces drive the engine; an exhausted die names its sides', () => {
  const o = resolveAttack(rangedRequest('dh1', { byPurpose: { damage: [6], attack: [22] } }));
  assert.equal(o.test.roll, 22);
  assert.deepEqual(o.hits[0].damage.dice, [6]);
  assert.throws(
    () => resolveAttack(rangedRequest('dh1', { byPurpose: { attack: [22] } })),
    (err) => err.code === 'dice_exhausted' && err.purpose === 'damage' && err.sides === 10 && /d10/.test(err.message),
  );
  assert.throws(
    () => resolveAttack(rangedRequest('dh1', { byPurpose: { atack: [22] } })),
    (err) => err.code === 'invalid_input' && err.path === 'dice.byPurpose.atack' && /attack/.test(err.message),
  );
});

// ---------------------------------------------------------------- cards

function assertSafeHtml(html) {
  // Nothing from input survives as markup: no tag but the card's own, no handler, no script.
  assert.ok(!/<script/i.test(html), 'no script');
  assert.ok(!/<img/i.test(html), 'no img');
  // Input's < and > are escaped, so every tag is the card's own: none has a handler or style.
  for (const [tag] of html.matchAll(/<[^>]*>/g)) {
    assert.ok(!/\son[a-z]+\s*=/i.test(tag), `no inline handler in ${tag}`);
    assert.ok(!/\sstyle\s*=/i.test(tag), `no style in ${tag}`);
  }
  const tags = new Set([...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase()));
  for (const t of tags) assert.ok(['div', 'header', 'ul', 'li', 'span', 'h4'].includes(t), `tag ${t}`);
  for (const m of html.matchAll(/class="([^"]*)"/g)) {
    for (const c of m[1].split(' ')) assert.match(c, /^cogitator-[a-z0-9-]+$/);
  }
}

test('formatOutcome escapes hostile names, labels and log lines', () => {
  const req = {
    ...rangedRequest('dh2', { rolls: [10, 9] }),
    attacker: { ...attacker, name: EVIL },
    target: { ...target, name: EVIL_SCRIPT },
    weapon: { ...lasgun, name: EVIL },
    modifiers: [{ label: EVIL, value: 10 }],
  };
  const o = resolveAttack(req);
  const html = formatOutcome(o, { request: req, log: true });
  assertSafeHtml(html);
  assert.ok(html.includes(escapeHtml(EVIL)), 'the name is shown, escaped');
  assert.ok(html.includes('&lt;script&gt;'), 'the target name is shown, escaped');
  const named = formatOutcome(o, { attacker: EVIL, weapon: EVIL_SCRIPT, target: '"><b>x</b>' });
  assertSafeHtml(named);
  const text = formatOutcome(o, { request: req, format: 'text' });
  assert.ok(text.includes(EVIL), 'text cards carry the names as they are');
});

test('formatOutcome shows the test, every modifier with its id, each hit and the target', () => {
  const req = { ...rangedRequest('dh2', { rolls: [10, 9] }), range: 2, aim: 'half', modifiers: [{ label: 'Blessed', value: 10 }] };
  const o = resolveAttack(req);
  assert.equal(o.hits.length, 1);
  const html = formatOutcome(o, { request: req });
  assertSafeHtml(html);
  for (const m of o.test.modifiers) {
    assert.ok(html.includes(escapeHtml(m.label)), m.label);
    if (m.id) assert.ok(html.includes(`data-id="${m.id}"`), m.id);
  }
  assert.ok(html.includes('data-id="pointBlank"') && html.includes('data-id="aimHalf"'));
  assert.ok(html.includes(`Target ${o.test.target}`));
  assert.ok(html.includes('Rolled 10'));
  assert.ok(html.includes(`Damage ${o.hits[0].damage.total}`));
  assert.ok(html.includes('cogitator-hit'));
  assert.ok(html.includes(`Wounds ${o.hits[0].wounds}`));
  assert.ok(html.includes(`Damage ${o.target.damage}, critical damage`));
  const text = formatOutcome(o, { request: req, format: 'text' });
  assert.match(text, /^Sergeant Varro: Standard Attack with Lasgun against Heretic\n=+\n/);
  assert.ok(text.includes('Aim (half action) +10'));
  assert.ok(text.includes('Hit 1: '));
  assert.ok(!/[<>]/.test(text), 'no markup in text');
});

test('formatOutcome shows criticals and Righteous Fury', () => {
  const found = SAMPLE.find(({ outcome }) => outcome.hits?.some((h) => h.critical) && outcome.hits.some((h) => h.righteousFury?.triggered));
  const withCrit = found || SAMPLE.find(({ outcome }) => outcome.hits?.some((h) => h.critical));
  assert.ok(withCrit, 'the sample has a critical');
  const html = formatOutcome(withCrit.outcome, { request: withCrit.req });
  assertSafeHtml(html);
  assert.ok(html.includes('cogitator-critical'));
  const crit = withCrit.outcome.hits.find((h) => h.critical).critical;
  assert.ok(html.includes(escapeHtml(crit.summary)));
});

test('formatOutcome never throws and stays safe across many generated outcomes', () => {
  const kinds = new Set();
  for (const { kind, req, outcome } of SAMPLE) {
    kinds.add(kind);
    const html = formatOutcome(outcome, { request: req, log: true });
    assertSafeHtml(html);
    assert.ok(html.startsWith('<div class="cogitator-card'));
    const text = formatOutcome(outcome, { request: req, format: 'text', log: true });
    assert.equal(typeof text, 'string');
    assert.ok(text.length > 0);
    // Through JSON and back (what a chat message's flags hold).
    assert.equal(formatOutcome(JSON.parse(JSON.stringify(outcome)), { request: req, log: true }), html);
    if (kind === 'attack') {
      for (const h of outcome.hits) assert.ok(html.includes('cogitator-hit'), 'each hit is shown');
    }
    // Each kind of outcome gets its own card, with its numbers.
    assert.ok(html.includes(`cogitator-card cogitator-${kind}`), `${kind}: ${html.slice(0, 120)}`);
    if (kind === 'test') assert.match(text, new RegExp(`Target ${outcome.target}\\b`), text);
  }
  assert.deepEqual([...kinds].sort(), ['attack', 'initiative', 'opposed', 'test']);
  // Odd inputs: not an outcome at all.
  for (const odd of [null, undefined, 42, 'x', [], {}, { hits: null, test: {} }]) {
    assertSafeHtml(formatOutcome(odd));
    assert.equal(typeof formatOutcome(odd, { format: 'text' }), 'string');
  }
});

// The words a card uses for where an attack left its target.
const STATE_WORDS = { unharmed: 'unharmed', lightlyDamaged: 'lightly damaged', heavilyDamaged: 'heavily damaged', criticallyDamaged: 'critically damaged' };

test("an attack's card is titled by the action's name in the books, as actions() gives it, in every line", () => {
  for (const ruleset of RULESETS) {
    for (const row of ATTACK_ROWS[ruleset]) {
      const card = formatOutcome({ ruleset, action: row.id, test: {}, hits: [] }, { format: 'text' });
      assert.equal(card.split('\n')[0], `Attack: ${row.name}`, `${ruleset} ${row.id}`);
    }
  }
  // The generated outcomes, named by their requests: the engine's name, the weapon, the target.
  for (const { kind, req, outcome } of SAMPLE.filter((x) => x.kind === 'attack')) {
    const row = ATTACK_ROWS[req.ruleset].find((x) => x.id === req.action);
    const first = formatOutcome(outcome, { request: req, format: 'text' }).split('\n')[0];
    assert.equal(first, `${EVIL}: ${row.name} with ${EVIL} against ${EVIL_SCRIPT}`, kind);
  }
  // The caller's names win: the list actions() returns, or an object of id -> name.
  const o = resolveAttack(rangedRequest('dh1'));
  assert.match(formatOutcome(o, { format: 'text', actions: [{ id: 'standard', name: 'Coup de grâce' }] }), /^Attack: Coup de grâce\n/);
  assert.match(formatOutcome(o, { format: 'text', actions: { standard: 'Volley' } }), /^Attack: Volley\n/);
  // An id the books do not name (or a line the card cannot tell) is shown in words.
  assert.match(formatOutcome({ ...o, action: 'knockDown', ruleset: undefined }, { format: 'text' }), /^Attack: knock down\n/);
});

test("an attack's card opens with a headline: hits, wounds, and where they left the target", () => {
  const req = { ...rangedRequest('dh2'), action: 'semiAuto', range: 5 };
  const seen = new Set();
  for (let seed = 1; seed <= 60; seed += 1) {
    const o = resolveAttack({ ...req, dice: { seed } });
    const headline = formatOutcome(o, { request: req, format: 'text' }).split('\n')[2];
    const wounds = o.hits.reduce((sum, h) => sum + h.wounds, 0);
    const state = o.target.dead ? 'dead' : o.target.unconscious ? 'unconscious' : STATE_WORDS[o.target.damageState];
    const hits = o.hits.length === 0 ? 'No hits' : `${o.hits.length} hit${o.hits.length === 1 ? '' : 's'}, ${wounds ? `${wounds} wound${wounds === 1 ? '' : 's'}` : 'no wounds'}`;
    // Stunned is said of a target still up.
    const stunned = o.target.stunnedRounds && !o.target.dead && !o.target.unconscious ? `, stunned for ${o.target.stunnedRounds} round${o.target.stunnedRounds === 1 ? '' : 's'}` : '';
    assert.equal(headline, `${hits}${o.jammed ? ', the weapon jammed' : ''}: Heretic is ${state}${stunned}`, `seed ${seed}`);
    if (stunned) seen.add('stunned');
    seen.add(o.hits.length > 1 ? 'hits' : o.hits.length ? 'hit' : 'miss').add(o.jammed ? 'jam' : state);
  }
  for (const what of ['hits', 'hit', 'miss', 'jam', 'unharmed', 'critically damaged', 'stunned']) assert.ok(seen.has(what), `the seeds give a card with ${what}`);
  // HTML: the headline is the first item, escaped.
  const o = resolveAttack({ ...req, target: { ...target, name: EVIL }, dice: { seed: 2 } });
  const html = formatOutcome(o, { request: { ...req, target: { name: EVIL } } });
  assert.match(html, /<ul class="cogitator-list"><li class="cogitator-headline"><span class="cogitator-text">\d+ hits?, /);
  assert.ok(html.includes(`${escapeHtml(EVIL)} is `));
  // A won Feint lands no hit: the headline says who won.
  const feint = { ...rangedRequest('dh2'), weapon: chainsword, action: 'feint', reaction: 'none', dice: { rolls: [5, 90] } };
  const won = resolveAttack(feint);
  assert.equal(won.opposed.winner, 'attacker');
  assert.equal(formatOutcome(won, { request: feint, format: 'text' }).split('\n')[2], 'Sergeant Varro wins the opposed test: Heretic is unharmed');
});

test('a card ends with the seed that rolls it again; an analysis has a card of its own', () => {
  const req = { ...rangedRequest('ow', { seed: 4242 }), action: 'semiAuto', range: 5 };
  const o = resolveAttack(req);
  const lines = formatOutcome(o, { request: req, format: 'text', log: true }).trimEnd().split('\n');
  assert.equal(lines.at(-1), 'Seed 4242: the same request with dice.seed 4242 rolls it again');
  assert.equal(lines.filter((l) => l.startsWith('Seed ')).length, 1);
  assert.match(formatOutcome(o), /<li class="cogitator-seed"><span class="cogitator-text">Seed 4242: /);
  // Rolled on faces alone, an outcome has no seed, and its card none.
  const scripted = resolveAttack({ ...req, dice: { rolls: [90] } });
  assert.equal(scripted.seed, undefined);
  assert.ok(!formatOutcome(scripted, { format: 'text' }).includes('Seed'));

  const a = analyzeAttack({ ...req, trials: 300 });
  const text = formatOutcome(a, { request: req, format: 'text' });
  const [title, , headline] = text.split('\n');
  assert.equal(title, 'Sergeant Varro: Semi-Auto Burst with Lasgun against Heretic');
  assert.equal(headline, `${(a.hitChance * 100).toFixed(1)}% to hit, ${a.meanWounds.toFixed(2)} wounds on average, ${(a.killChance * 100).toFixed(1)}% to kill (over 300 trials)`);
  for (const [label, value] of [['Hit chance', a.hitChance], ['Critical chance', a.critChance], ['Jam chance', a.jamChance], ['Righteous Fury chance', a.furyChance]]) {
    assert.ok(text.includes(`\n${label} ${(value * 100).toFixed(1)}%\n`), label);
  }
  assert.ok(text.includes(`\nMean hits ${a.meanHits.toFixed(2)}\n`));
  assert.ok(text.trimEnd().endsWith(`Seed ${a.seed}: the same request with dice.seed ${a.seed} rolls it again`));
  assert.match(formatOutcome(a, { request: req }), /^<div class="cogitator-card cogitator-analysis" data-id="semiAuto">/);
  // Without the request: no names, the numbers all the same.
  assert.match(formatOutcome(a, { format: 'text' }), /^The odds of an attack\n=+\n[\d.]+% to hit, /);
});

test("a vehicle attack's headline counts the Structural Integrity lost", () => {
  const chimera = { kind: 'vehicle', name: 'Chimera', armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15, cruisingSpeed: 70 };
  const req = {
    ruleset: 'ow', attacker: { name: 'Gunner', characteristics: { bs: 45 } }, target: chimera, facing: 'side', action: 'standard',
    range: 100, circumstances: { braced: true }, dice: { rolls: [23, 5, 5, 5, 5, 5] },
    weapon: { name: 'Lascannon', class: 'heavy', damage: '5d10+10', penetration: 10, damageType: 'energy', range: 300 },
  };
  const o = resolveAttack(req);
  const lines = formatOutcome(o, { request: req, format: 'text' }).split('\n');
  assert.equal(lines[0], 'Gunner: Standard Attack with Lascannon against Chimera (side facing)');
  assert.equal(lines[2], `1 hit, ${o.hits[0].structuralIntegrity} Structural Integrity lost: Chimera is heavily damaged`);
});

test('each log line of the card carries its step id', () => {
  const req = { ruleset: 'rt', attacker: { characteristics: { ws: 40, s: 35 } }, target: { characteristics: { t: 30, ag: 30 }, wounds: 10 },
    weapon: { class: 'melee', damage: '1d10', damageType: 'rending' }, action: 'standard', dice: { rolls: [14, 5] } };
  const outcome = resolveAttack(req);
  assert.equal(outcome.logSteps.length, outcome.log.length);
  const html = formatOutcome(outcome, { request: req, log: true });
  for (const step of new Set(outcome.logSteps)) assert.ok(html.includes(`data-id="${step}"`), step);
});

test('outcomeCss is a stylesheet of cogitator- rules', () => {
  assert.equal(typeof outcomeCss, 'string');
  assert.ok(outcomeCss.includes('.cogitator-card'));
  assert.ok(!/[<>]/.test(outcomeCss.replace(/ > /g, '')));
});

test('both entries export the helpers', () => {
  for (const name of ['diceSoNice', 'foundryRollTerms', 'foundryRollData', 'formatOutcome', 'diceGroups', 'escapeHtml']) {
    assert.equal(typeof cogitator[name], 'function', name);
  }
});
