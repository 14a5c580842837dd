// The demo page. It uses only the package's browser entry, exactly as a user would.

import init, { resolveAttack, rulesets, engineVersion } from './pkg/index.js';

const $ = (id) => document.getElementById(id);

const CHARACTERISTICS = [
  ['ws', 'WS'], ['bs', 'BS'], ['s', 'S'], ['t', 'T'], ['ag', 'Ag'],
  ['int', 'Int'], ['per', 'Per'], ['wp', 'WP'], ['fel', 'Fel'],
];
const LOCATIONS = [
  ['head', 'Head'], ['rightArm', 'Right arm'], ['leftArm', 'Left arm'],
  ['body', 'Body'], ['rightLeg', 'Right leg'], ['leftLeg', 'Left leg'],
];
const LOCATION_LABEL = Object.fromEntries(LOCATIONS);
const CONDITIONS = [
  'prone', 'stunned', 'helpless', 'unaware', 'surprised', 'pinned', 'running',
  'grappled', 'engaged', 'blinded', 'onFire',
];
const CIRCUMSTANCES = [
  ['darkness', 'darkness'], ['fog', 'fog / smoke'], ['higherGround', 'higher ground'],
  ['difficultTerrain', 'difficult terrain'], ['arduousTerrain', 'arduous terrain'],
  ['weather', 'bad weather'], ['braced', 'heavy weapon braced'], ['concealed', 'target concealed'],
  ['attackerProne', 'attacker prone'],
];

const ATTACKER = { ws: 40, bs: 45, s: 35, t: 35, ag: 35, int: 30, per: 35, wp: 30, fel: 30 };
const TARGET = { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 30, fel: 25 };
const ARMOUR = { head: 0, rightArm: 2, leftArm: 2, body: 3, rightLeg: 2, leftLeg: 2 };

// Typical weapons of the setting, for quick set-up. Every field can be edited after.
const PRESETS = [
  { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', penetration: 0, range: 100, rateOfFire: { single: true, semi: 3 }, qualities: ['reliable'] },
  { name: 'Autogun', class: 'basic', damage: '1d10+2', damageType: 'impact', penetration: 0, range: 90, rateOfFire: { single: true, semi: 3, full: 10 } },
  { name: 'Laspistol', class: 'pistol', damage: '1d10+2', damageType: 'energy', penetration: 0, range: 30, rateOfFire: { single: true, semi: 2 }, qualities: ['reliable'] },
  { name: 'Bolt pistol', class: 'pistol', damage: '1d10+5', damageType: 'explosive', penetration: 4, range: 30, rateOfFire: { single: true, semi: 2 }, qualities: ['tearing'] },
  { name: 'Boltgun', class: 'basic', damage: '1d10+5', damageType: 'explosive', penetration: 4, range: 100, rateOfFire: { single: true, semi: 2 }, qualities: ['tearing'] },
  { name: 'Heavy stubber', class: 'heavy', damage: '1d10+4', damageType: 'impact', penetration: 3, range: 120, rateOfFire: { full: 8 } },
  { name: 'Chainsword', class: 'melee', damage: '1d10+2', damageType: 'rending', penetration: 2, qualities: ['tearing', 'balanced'] },
  { name: 'Power sword', class: 'melee', damage: '1d10+5', damageType: 'energy', penetration: 6, qualities: ['powerField', 'balanced'] },
  { name: 'Combat knife', class: 'melee', damage: '1d5', damageType: 'rending', penetration: 0 },
  { name: 'Fists', class: 'unarmed', damage: '1d5-3', damageType: 'impact', penetration: 0, qualities: ['primitive'] },
];

// ---------------------------------------------------------------- small DOM helpers

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k in node && typeof v !== 'string') node[k] = v;
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '±0');
const num = (id) => {
  const v = $(id).value.trim();
  return v === '' ? undefined : Number(v);
};

// ---------------------------------------------------------------- building the form

function charInputs(container, prefix, values, pathBase) {
  for (const [key, label] of CHARACTERISTICS) {
    container.append(
      el('label', { class: 'char' }, label,
        el('input', { id: `${prefix}-${key}`, type: 'number', value: String(values[key]), min: '0', max: '100', dataset: { path: `${pathBase}.characteristics.${key}` } })),
    );
  }
}

function buildForm() {
  charInputs($('a-chars'), 'a', ATTACKER, 'attacker');
  charInputs($('t-chars'), 't', TARGET, 'target');
  for (const [key, label] of LOCATIONS) {
    $('t-armour').append(
      el('label', { class: 'char' }, label,
        el('input', { id: `t-ap-${key}`, type: 'number', min: '0', value: String(ARMOUR[key]), dataset: { path: `target.armour.${key}` } })),
    );
    $('called').append(el('option', { value: key, text: label }));
  }
  for (const c of CONDITIONS) {
    $('t-conditions').append(el('label', { class: 'check' }, el('input', { type: 'checkbox', value: c }), ' ', c));
  }
  for (const [key, label] of CIRCUMSTANCES) {
    $('circumstances').append(el('label', { class: 'check' }, el('input', { type: 'checkbox', value: key }), ' ', label));
  }
  PRESETS.forEach((p, i) => $('w-preset').append(el('option', { value: String(i), text: `${p.name} (${p.class}, ${p.damage})` })));
  $('w-preset').addEventListener('change', () => applyPreset(PRESETS[Number($('w-preset').value)]));
  $('w-class').addEventListener('change', syncWeaponClass);
  $('action').addEventListener('change', () => { $('called-wrap').hidden = $('action').value !== 'calledShot'; });
  applyPreset(PRESETS[0]);
}

function applyPreset(p) {
  $('w-name').value = p.name;
  $('w-class').value = p.class;
  $('w-damage').value = p.damage;
  $('w-type').value = p.damageType;
  $('w-pen').value = String(p.penetration ?? 0);
  $('w-range').value = p.range ?? '';
  $('w-single').checked = !!p.rateOfFire?.single;
  $('w-semi').value = p.rateOfFire?.semi ?? '';
  $('w-full').value = p.rateOfFire?.full ?? '';
  $('w-qualities').value = (p.qualities ?? []).join(', ');
  syncWeaponClass();
}

function isMelee() {
  return ['melee', 'unarmed'].includes($('w-class').value);
}

function syncWeaponClass() {
  for (const node of document.querySelectorAll('.ranged-only')) node.hidden = isMelee();
  // Parry only makes sense against melee attacks.
  if (!isMelee() && $('reaction').value === 'parry') $('reaction').value = 'dodge';
}

// ---------------------------------------------------------------- form -> request

function characteristics(prefix) {
  return Object.fromEntries(CHARACTERISTICS.map(([k]) => [k, num(`${prefix}-${k}`)]));
}

function checkedValues(containerId) {
  return [...$(containerId).querySelectorAll('input:checked')].map((i) => i.value);
}

function parseQualities(text) {
  return text.split(',').map((s) => s.trim()).filter(Boolean).map((q) => {
    const [id, value] = q.split(':').map((s) => s.trim());
    return value === undefined ? id : { id, value: Number(value) };
  });
}

function parseRolls(text) {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  return parts.map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function buildRequest() {
  const melee = isMelee();
  const weapon = {
    name: $('w-name').value.trim() || undefined,
    class: $('w-class').value,
    damage: $('w-damage').value.trim(),
    damageType: $('w-type').value,
    penetration: num('w-pen') ?? 0,
    qualities: parseQualities($('w-qualities').value),
  };
  if (!melee) {
    weapon.range = num('w-range');
    const rof = {};
    if ($('w-single').checked) rof.single = true;
    if (num('w-semi')) rof.semi = num('w-semi');
    if (num('w-full')) rof.full = num('w-full');
    weapon.rateOfFire = rof;
  }
  const skills = {};
  if ($('t-dodge').checked) skills.dodge = { trained: true };
  // Parry is a skill only where the line says so (the second generation); elsewhere it is
  // a plain Weapon Skill test and naming it would be an unknown skill.
  const profile = rulesets().find((p) => p.id === $('ruleset').value);
  if ($('t-parry').checked && profile?.parryIsSkill) skills.parry = { trained: true };

  const circumstances = Object.fromEntries(checkedValues('circumstances').map((c) => [c, true]));
  if ($('outnumber').value) circumstances.outnumber = Number($('outnumber').value);

  const request = {
    ruleset: $('ruleset').value,
    attacker: {
      name: $('a-name').value.trim() || undefined,
      characteristics: characteristics('a'),
      wounds: 12,
      player: $('a-player').checked,
    },
    target: {
      name: $('t-name').value.trim() || undefined,
      characteristics: characteristics('t'),
      wounds: num('t-wounds'),
      damage: num('t-damage') ?? 0,
      armour: Object.fromEntries(LOCATIONS.map(([k]) => [k, num(`t-ap-${k}`) ?? 0])),
      conditions: checkedValues('t-conditions'),
      skills,
    },
    weapon,
    action: $('action').value,
    aim: melee ? 'none' : $('aim').value,
    range: melee ? undefined : num('range'),
    reaction: $('reaction').value,
    circumstances,
    modifiers: num('gm-mod') ? [{ label: 'GM modifier', value: num('gm-mod') }] : [],
    options: { righteousFury: $('fury').value, suddenDeath: $('sudden-death').checked },
  };
  if (request.action === 'calledShot') request.calledLocation = $('called').value;
  const dice = {};
  const seed = num('seed');
  if (seed !== undefined) dice.seed = seed;
  const rolls = parseRolls($('rolls').value);
  if (rolls.length) dice.rolls = rolls;
  if (Object.keys(dice).length) request.dice = dice;
  return request;
}

// ---------------------------------------------------------------- outcome -> page

function testCard(t, title) {
  const rows = [
    el('tr', {}, el('th', { text: title }), el('td', { class: 'n', text: String(t.base) })),
    ...t.modifiers.map((m) => el('tr', { class: 'mod' }, el('td', { text: m.label }), el('td', { class: `n ${m.value < 0 ? 'neg' : 'pos'}`, text: signed(m.value) }))),
    el('tr', { class: 'total' }, el('td', { text: 'Target' }), el('td', { class: 'n', text: String(t.target) })),
  ];
  const verdict = t.success ? 'success' : 'failure';
  const degreeWord = t.degrees === 1 ? 'degree' : 'degrees';
  return el('div', { class: 'test-card' },
    el('table', { class: 'mods' }, el('tbody', {}, rows)),
    el('div', { class: `roll ${verdict}` },
      el('div', { class: 'roll-face', text: t.roll === undefined ? 'auto' : String(t.roll).padStart(2, '0') }),
      el('div', { class: 'roll-verdict', text: verdict }),
      el('div', { class: 'roll-degrees', text: `${t.degrees} ${degreeWord} of ${verdict}` }),
    ),
  );
}

function furyText(rf) {
  if (!rf) return '';
  if (!rf.triggered) return rf.suppressed ? `no (${rf.suppressed})` : 'no';
  const bits = ['triggered'];
  if (rf.confirmed !== undefined) bits.push(rf.confirmed ? `confirmed (${rf.confirmationRoll})` : `not confirmed (${rf.confirmationRoll})`);
  if (rf.extraDamage) bits.push(`+${rf.extraDamage} damage`);
  if (rf.criticalRoll !== undefined) bits.push(`critical d5: ${rf.criticalRoll}`);
  return bits.join(', ');
}

function durationText(d) {
  if (!d) return '';
  if (d.unit === 'nextTurn') return 'its next turn';
  if (d.unit === 'untilTreated') return 'until treated';
  if (d.unit === 'permanent') return 'for good';
  const unit = d.amount === 1 ? d.unit.replace(/s$/, '') : d.unit;
  return `${d.amount} ${unit}`;
}

// One applied effect in a few words (the engine's log has the same in full).
function effectText(e) {
  if (!e || typeof e !== 'object') return String(e);
  const side = e.side ? `${e.side} ` : '';
  switch (e.type) {
    case 'death': return 'dies';
    case 'fatigue': return `${e.levels} fatigue`;
    case 'stunned': return `stunned ${e.rounds} rd`;
    case 'prone': return 'prone';
    case 'bloodLoss': return 'blood loss';
    case 'onFire': return 'on fire';
    case 'test': return `${e.test.characteristic.toUpperCase()} test ${e.test.roll ?? ''} vs ${e.test.target}: ${e.test.success ? 'passed' : 'failed'}`;
    case 'useless': return `${side}${e.part} useless ${durationText(e.duration)}`;
    case 'lost': return e.count > 1 ? `loses ${e.count} ${e.part}` : `loses ${side}${e.part}`;
    case 'halved': return `${e.characteristics.join('/').toUpperCase()} halved ${durationText(e.duration)}`;
    case 'penalty': return `${signed(e.modifier)} (${e.scope}) ${durationText(e.duration)}`;
    case 'chance': return `${e.percent}% (${e.roll}): ${e.happened ? 'yes' : 'no'}`;
    default: {
      const { type, ...rest } = e;
      const extra = Object.entries(rest)
        .map(([k, v]) => `${k} ${v && typeof v === 'object' && 'unit' in v ? durationText(v) : v}`)
        .join(', ');
      return extra ? `${type} (${extra})` : type;
    }
  }
}

function criticalText(c) {
  const effects = c.effects.length ? ` — ${c.effects.map(effectText).join('; ')}` : '';
  return `row ${c.severity}${c.lethal ? ' (lethal)' : ''}: ${c.summary}${effects}`;
}

function hitsTable(hits) {
  if (!hits.length) return el('p', { class: 'muted', text: 'No hits landed.' });
  const head = el('tr', {}, ...['#', 'Location', 'Damage dice', 'Damage', 'Righteous Fury', 'Soak', 'Wounds', 'Critical'].map((h) => el('th', { text: h })));
  const rows = hits.map((h, i) => {
    const soak = h.soak
      ? `AP ${h.soak.effectiveArmour}${h.soak.penetration ? ` (${h.soak.armour} \u2212 pen ${h.soak.penetration})` : ''}${h.soak.coverAbsorbed ? `, cover ${h.soak.coverAbsorbed}` : ''}, TB ${h.soak.toughnessBonus}`
      : '';
    const crits = h.criticals?.length ? h.criticals : h.critical ? [h.critical] : [];
    return el('tr', { class: 'hit' },
      el('td', { class: 'n', text: String(i + 1) }),
      el('td', { text: LOCATION_LABEL[h.location] ?? h.location }),
      el('td', {}, (h.damage.dice ?? []).map((d) => el('span', { class: `die${d >= 10 ? ' ten' : ''}`, text: String(d) }))),
      el('td', { class: 'n', text: String(h.damage.total) }),
      el('td', { class: h.righteousFury?.triggered ? 'fury' : 'muted', text: furyText(h.righteousFury) || '\u2014' }),
      el('td', { class: 'small', text: soak }),
      el('td', { class: 'n strong', text: String(h.wounds) }),
      el('td', { class: crits.length ? 'crit' : 'muted', text: crits.length ? crits.map(criticalText).join(' / ') : '\u2014' }),
    );
  });
  return el('table', { class: 'hits' }, el('thead', {}, head), el('tbody', {}, rows));
}

function targetState(state, request) {
  const wounds = request.target.wounds;
  const pct = Math.min(100, Math.round((state.damage / wounds) * 100));
  const flags = [];
  if (state.dead) flags.push(el('span', { class: 'chip bad', text: 'dead' }));
  if (state.unconscious) flags.push(el('span', { class: 'chip warn', text: 'unconscious' }));
  for (const c of state.conditions) flags.push(el('span', { class: 'chip', text: c === 'stunned' && state.stunnedRounds ? `stunned ${state.stunnedRounds} rd` : c }));
  for (const i of state.injuries ?? []) flags.push(el('span', { class: 'chip warn', text: effectText(i) }));
  return el('div', { class: 'target-state' },
    el('div', { class: 'bar', title: `${state.damage} of ${wounds} wounds` },
      el('div', { class: 'bar-fill', style: `width:${pct}%` })),
    el('dl', { class: 'stats' },
      el('dt', { text: 'Damage' }), el('dd', { text: `${state.damage} / ${wounds}` }),
      el('dt', { text: 'Critical damage' }), el('dd', { text: String(state.criticalDamage) }),
      el('dt', { text: 'Fatigue' }), el('dd', { text: String(state.fatigue) }),
      state.cover ? [el('dt', { text: 'Cover' }), el('dd', { text: `${state.cover.ap} AP` })] : [],
    ),
    el('div', { class: 'chips' }, flags.length ? flags : el('span', { class: 'muted', text: 'no conditions' })),
  );
}

function summary(out, request) {
  const wounds = out.hits.reduce((s, h) => s + h.wounds, 0);
  let headline;
  let tone;
  if (out.jammed) { headline = 'Jammed!'; tone = 'bad'; }
  else if (!out.test.success) { headline = 'Miss'; tone = 'muted'; }
  else if (!out.hits.length) { headline = 'Hit, but avoided'; tone = 'warn'; }
  else { headline = `${out.hits.length} hit${out.hits.length > 1 ? 's' : ''}, ${wounds} wound${wounds === 1 ? '' : 's'}`; tone = 'good'; }
  const who = `${request.attacker.name ?? 'Attacker'} \u2192 ${request.target.name ?? 'target'}`;
  return [
    el('div', { class: `headline ${tone}`, text: headline }),
    el('div', { class: 'who', text: `${who} \u00b7 ${request.weapon.name ?? request.weapon.class} \u00b7 ${out.action} \u00b7 ${out.ruleset}` }),
    out.target.dead ? el('div', { class: 'chip bad big', text: 'target killed' }) : null,
  ];
}

function replayLine(out, request) {
  const parts = [];
  if (out.seed !== undefined) {
    parts.push(el('span', {}, 'Seed ', el('code', { id: 'seed-used', text: String(out.seed) })));
    parts.push(el('button', {
      type: 'button', class: 'small-btn', text: 'Replay this roll',
      onclick: () => { $('seed').value = String(out.seed); $('rolls').value = request.dice?.rolls?.join(', ') ?? ''; resolve(); },
    }));
  } else {
    parts.push(el('span', { class: 'muted', text: 'Every die came from the scripted faces.' }));
  }
  return parts;
}

function showOutcome(out, request) {
  $('placeholder').hidden = true;
  $('error').hidden = true;
  $('outcome').hidden = false;
  $('summary').replaceChildren(...summary(out, request).filter(Boolean));
  $('replay').replaceChildren(...replayLine(out, request));
  const testTitle = out.test.skill ?? { ws: 'Weapon Skill', bs: 'Ballistic Skill' }[out.test.characteristic] ?? out.test.characteristic.toUpperCase();
  $('test').replaceChildren(testCard(out.test, testTitle));
  $('evasion-wrap').hidden = !out.evasion;
  if (out.evasion) {
    $('evasion').replaceChildren(
      testCard(out.evasion.test, out.evasion.reaction === 'dodge' ? 'Dodge' : 'Parry'),
      el('p', { class: 'small', text: `${out.evasion.hitsNegated} hit${out.evasion.hitsNegated === 1 ? '' : 's'} avoided of ${out.hitsScored} scored.` }),
    );
  }
  $('hits').replaceChildren(hitsTable(out.hits));
  $('target-state').replaceChildren(targetState(out.target, request));
  $('dice').replaceChildren(...out.dice.map((d) =>
    el('li', { class: 'die-rec' },
      el('span', { class: 'die-face', text: String(d.value ?? d.face) }),
      el('span', { class: 'die-purpose', text: `${d.purpose}${d.hit ? ` (hit ${d.hit})` : ''}` }),
      el('span', { class: 'die-sides', text: d.value !== undefined ? `d${d.sides} face ${d.face}` : `d${d.sides}` }),
    )));
  $('log').replaceChildren(...out.log.map((line) => el('li', { text: line })));
  $('raw').textContent = `// request\n${JSON.stringify(request, null, 2)}\n\n// outcome\n${JSON.stringify(out, null, 2)}`;
}

function showError(err) {
  $('placeholder').hidden = true;
  $('outcome').hidden = true;
  const box = $('error');
  box.hidden = false;
  box.replaceChildren(...[
    el('div', { class: 'error-code', text: err.code ?? 'error' }),
    el('div', { text: err.message }),
    err.path ? el('div', { class: 'small' }, 'Field: ', el('code', { text: err.path })) : null,
    err.purpose ? el('div', { class: 'small' }, 'Missing die: ', el('code', { text: err.purpose })) : null,
  ].filter(Boolean));
  if (err.path) {
    // Mark the input that the error points at, if the form has one.
    const field = [...document.querySelectorAll('[data-path]')].find((n) => err.path === n.dataset.path || err.path.startsWith(`${n.dataset.path}.`) || err.path.startsWith(`${n.dataset.path}[`));
    if (field) {
      field.classList.add('invalid');
      field.focus();
    }
  }
}

function resolve() {
  for (const n of document.querySelectorAll('.invalid')) n.classList.remove('invalid');
  let request;
  try {
    request = buildRequest();
    const out = resolveAttack(request);
    showOutcome(out, request);
  } catch (err) {
    console.warn('resolveAttack failed', err, request);
    showError(err);
  }
}

// ---------------------------------------------------------------- start

async function main() {
  buildForm();
  try {
    await init();
  } catch (err) {
    $('engine').textContent = 'engine failed to load';
    // init() rejects with code load_failed and a message that names the fix.
    showError(err);
    return;
  }
  const names = Object.fromEntries(rulesets().map((p) => [p.id, p.name]));
  for (const opt of $('ruleset').options) if (names[opt.value]) opt.textContent = names[opt.value];
  $('engine').textContent = `engine ${engineVersion()}`;
  $('form').addEventListener('submit', (e) => { e.preventDefault(); resolve(); });
  $('reroll').addEventListener('click', () => { $('seed').value = ''; $('rolls').value = ''; resolve(); });
  $('resolve').disabled = false;
  $('reroll').disabled = false;
  document.body.dataset.ready = 'true';
}

main();
