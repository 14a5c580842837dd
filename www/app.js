// The demo page. It uses only the package's browser entry, as a user's page would.
//
// The form is the state: every control with a `data-key` is written to the address bar
// (`#k=v&...`) whenever it changes, and a roll adds what was rolled and the seed it used,
// so a link opens the page as it was and shows the same outcome.

import init, {
  resolveAttack, analyzeAttack, rollTest, opposedTest, rollInitiative,
  rulesets, catalogue, actions, engineVersion,
} from './pkg/index.js';
import { weaponPresets, actorPresets } from './presets.js';
import { distributionChart, fmtPct } from './chart.js';
import { initEncounter, encounterParam, openEncounterParam } from './encounter.js';

const $ = (id) => document.getElementById(id);

const CHARS = ['ws', 'bs', 's', 't', 'ag', 'int', 'per', 'wp', 'fel'];
const CHAR_SHORT = { ws: 'WS', bs: 'BS', s: 'S', t: 'T', ag: 'Ag', int: 'Int', per: 'Per', wp: 'WP', fel: 'Fel' };
const CHAR_NAME = {
  ws: 'Weapon Skill', bs: 'Ballistic Skill', s: 'Strength', t: 'Toughness', ag: 'Agility',
  int: 'Intelligence', per: 'Perception', wp: 'Willpower', fel: 'Fellowship',
};
const LOCATIONS = [
  ['head', 'Head'], ['rightArm', 'Right arm'], ['leftArm', 'Left arm'],
  ['body', 'Body'], ['rightLeg', 'Right leg'], ['leftLeg', 'Left leg'],
];
const LOCATION_LABEL = Object.fromEntries(LOCATIONS);
// The books' letters for damage types.
const DAMAGE_LETTER = { energy: 'E', explosive: 'X', impact: 'I', rending: 'R' };

let profiles = [];
let current = { ruleset: 'dh1', catalogue: null, features: new Map() };

// ---------------------------------------------------------------- small DOM helpers

function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else if (k === 'dataset') Object.assign(node.dataset, v);
    else if (k.startsWith('on') && typeof v === 'function') node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

const signed = (n) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '±0');
const plural = (n, word, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;
const words = (id) => String(id ?? '').replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
const num = (id) => {
  const v = $(id).value.trim();
  return v === '' ? undefined : Number(v);
};
const narrow = () => window.matchMedia('(max-width: 900px)').matches;

// ---------------------------------------------------------------- building the form

function actorFieldset(prefix, isTarget) {
  const box = $(isTarget ? 'target' : 'attacker');
  const k = (s) => `${prefix}${s}`;
  box.append(...[
    el('div', { class: 'row' },
      el('label', { class: 'grow' }, 'Preset ', el('select', { id: `${prefix}-preset`, 'data-key': k('p') }))),
    el('div', { class: 'row' },
      el('label', { class: 'grow' }, 'Name ', el('input', { id: `${prefix}-name`, 'data-key': k('n'), 'data-path': `${isTarget ? 'target' : 'attacker'}.name` })),
      el('label', {}, 'Wounds ', el('input', { id: `${prefix}-wounds`, type: 'number', min: '1', class: 'w3', 'data-key': k('w'), 'data-path': `${isTarget ? 'target' : 'attacker'}.wounds` })),
      isTarget ? el('label', {}, 'Damage taken ', el('input', { id: 't-damage', type: 'number', min: '0', value: '0', class: 'w3', 'data-key': 'td', 'data-path': 'target.damage' })) : null,
      el('label', { class: 'check' }, el('input', { type: 'checkbox', id: `${prefix}-player`, 'data-key': k('pc') }), ' Player character'),
    ),
    el('div', { class: 'chars', role: 'group', 'aria-label': 'Characteristics' },
      CHARS.map((c) => el('label', { class: 'char', title: CHAR_NAME[c] }, CHAR_SHORT[c],
        el('input', { id: `${prefix}-${c}`, type: 'number', min: '0', max: '100', 'data-key': k(c), 'data-path': `${isTarget ? 'target' : 'attacker'}.characteristics.${c}` })))),
    isTarget ? [
      el('div', { class: 'subhead', id: 't-armour-label' }, 'Armour points'),
      el('div', { class: 'chars armour', role: 'group', 'aria-labelledby': 't-armour-label' },
        LOCATIONS.map(([loc, label]) => el('label', { class: 'char' }, label,
          el('input', { id: `t-ap-${loc}`, type: 'number', min: '0', 'data-key': `ap${loc}`, 'data-path': `target.armour.${loc}` })))),
      el('div', { class: 'subhead', id: 't-cond-head' }, 'Conditions'),
      el('div', { class: 'checks', id: 't-conditions', role: 'group', 'aria-labelledby': 't-cond-head' }),
      el('div', { class: 'row' },
        el('label', { class: 'check' }, el('input', { type: 'checkbox', id: 't-dodge', 'data-key': 'tdo' }), ' Trained in Dodge'),
        el('label', { class: 'check' }, el('input', { type: 'checkbox', id: 't-parry', 'data-key': 'tpa' }), ' Trained in Parry')),
    ] : null,
    el('div', { class: 'features', dataset: { features: 'talent', for: `${prefix}-talents` } },
      el('label', {}, 'Talents ', el('input', { id: `${prefix}-talents`, 'data-key': k('ta'), 'data-path': `${isTarget ? 'target' : 'attacker'}.talents`, placeholder: 'e.g. swift_attack' }))),
    el('div', { class: 'features', dataset: { features: 'trait', for: `${prefix}-traits` } },
      el('label', {}, 'Traits ', el('input', { id: `${prefix}-traits`, 'data-key': k('tr'), 'data-path': `${isTarget ? 'target' : 'attacker'}.traits`, placeholder: 'e.g. natural_armour:2' }))),
  ].flat(Infinity).filter(Boolean));
}

// A features field is a text list ("tearing, blast:3") with a picker from the engine's
// catalogue beside it and the chosen ones shown with their summaries below.
function featurePickers() {
  for (const box of document.querySelectorAll('.features')) {
    const input = $(box.dataset.for);
    const kind = box.dataset.features;
    const select = el('select', { class: 'feature-add', 'aria-label': `Add a ${kind}` });
    const chips = el('ul', { class: 'feature-chips', 'aria-label': `Chosen ${kind}s` });
    box.append(select, chips);
    select.addEventListener('change', () => {
      const f = current.features.get(select.value);
      select.value = '';
      if (!f) return;
      const list = parseFeatures(input.value).filter((x) => (typeof x === 'string' ? x : x.id) !== f.id);
      const needs = f.value?.takes === 'required';
      list.push(needs ? { id: f.id, value: 1 } : f.id);
      input.value = featuresText(list);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      if (needs) { input.focus(); input.setSelectionRange(input.value.length, input.value.length); }
    });
    input.addEventListener('input', () => renderChips(box));
  }
}

function fillFeaturePickers() {
  for (const box of document.querySelectorAll('.features')) {
    const kind = box.dataset.features;
    const select = box.querySelector('.feature-add');
    const opts = [...current.features.values()].filter((f) => f.kind === kind)
      .sort((a, b) => a.name.localeCompare(b.name));
    select.replaceChildren(el('option', { value: '', text: `add a ${kind}…` }),
      ...opts.map((f) => el('option', { value: f.id, title: f.summary, text: f.value?.takes === 'required' ? `${f.name} (n)` : f.name })));
    renderChips(box);
  }
}

function renderChips(box) {
  const input = $(box.dataset.for);
  const chips = box.querySelector('.feature-chips');
  if (!chips) return;
  chips.replaceChildren(...parseFeatures(input.value).map((x) => {
    const id = typeof x === 'string' ? x : x.id;
    const f = current.features.get(id);
    const name = f ? f.name : id;
    const label = typeof x === 'object' && x.value !== undefined ? `${name} (${x.value})` : name;
    return el('li', { class: `chip${f ? '' : ' warn'}`, title: f ? f.summary : 'not a feature of this line: the engine will refuse it' },
      el('span', { text: label }),
      f ? el('span', { class: 'chip-summary', text: f.summary }) : null,
      el('button', {
        type: 'button', class: 'chip-x', 'aria-label': `Remove ${name}`, text: '\u00d7',
        onclick: () => {
          input.value = featuresText(parseFeatures(input.value).filter((y) => (typeof y === 'string' ? y : y.id) !== id));
          input.dispatchEvent(new Event('input', { bubbles: true }));
        },
      }));
  }));
}

function parseFeatures(text) {
  return String(text).split(',').map((s) => s.trim()).filter(Boolean).map((q) => {
    const [id, value] = q.split(':').map((s) => s.trim());
    return value === undefined || value === '' ? id : { id, value: Number(value) };
  });
}
const featuresText = (list) => list.map((x) => (typeof x === 'string' ? x : `${x.id}:${x.value}`)).join(', ');

function buildStatic() {
  actorFieldset('a', false);
  actorFieldset('t', true);
  for (const [key, label] of LOCATIONS) $('called').append(el('option', { value: key, text: label }));
  featurePickers();
  $('w-preset').addEventListener('change', () => applyWeapon(Number($('w-preset').value)));
  $('a-preset').addEventListener('change', () => applyActor('a', Number($('a-preset').value)));
  $('t-preset').addEventListener('change', () => applyActor('t', Number($('t-preset').value)));
  $('w-class').addEventListener('change', syncVisibility);
  $('action').addEventListener('change', syncVisibility);
  $('test-skill').addEventListener('change', () => syncSkill('test-skill', 'test-char'));
  $('opp-a-skill').addEventListener('change', () => syncSkill('opp-a-skill', 'opp-a-char'));
  $('opp-b-skill').addEventListener('change', () => syncSkill('opp-b-skill', 'opp-b-char'));
  $('add-combatant').addEventListener('click', () => {
    $('ini-count').value = String(Number($('ini-count').value) + 1);
    buildCombatants();
    $('combatants').lastElementChild?.querySelector('input')?.focus();
    saveState();
  });
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    tab.addEventListener('click', () => { showTab(tab.dataset.tab); saveState(); });
    tab.addEventListener('keydown', (e) => {
      const tabs = [...document.querySelectorAll('[role="tab"]')];
      const i = tabs.indexOf(tab);
      let j = null;
      if (e.key === 'ArrowRight') j = (i + 1) % tabs.length;
      else if (e.key === 'ArrowLeft') j = (i - 1 + tabs.length) % tabs.length;
      else if (e.key === 'Home') j = 0;
      else if (e.key === 'End') j = tabs.length - 1;
      if (j === null) return;
      e.preventDefault();
      tabs[j].focus();
      showTab(tabs[j].dataset.tab);
      saveState();
    });
  }
}

// Everything that depends on the line: presets, actions, circumstances, conditions,
// skills, difficulties and the feature pickers.
function buildForRuleset(line) {
  current = { ruleset: line, catalogue: catalogue({ ruleset: line }), features: new Map() };
  const profile = profiles.find((p) => p.id === line);
  for (const f of profile?.features ?? []) current.features.set(f.id, f);
  const cat = current.catalogue;

  const keepSel = (id, fill) => { const was = $(id).value; fill($(id)); if ([...$(id).options].some((o) => o.value === was)) $(id).value = was; };
  keepSel('w-preset', (s) => s.replaceChildren(...weaponPresets(line).map((w, i) =>
    el('option', { value: String(i), text: `${w.name} (${w.damage} ${DAMAGE_LETTER[w.damageType] ?? w.damageType}, pen ${w.penetration})` }))));
  for (const p of ['a', 't']) {
    keepSel(`${p}-preset`, (s) => s.replaceChildren(...actorPresets(line).map((a, i) => el('option', { value: String(i), text: a.name }))));
  }
  keepSel('action', (s) => s.replaceChildren(...actions({ ruleset: line }).filter((a) => a.attack)
    .map((a) => el('option', { value: a.id, text: a.name, title: a.summary }))));
  $('circumstances').replaceChildren(...cat.circumstances.filter((c) => c.kind === 'flag').map((c) =>
    el('label', { class: 'check', title: c.summary },
      el('input', { type: 'checkbox', id: `circ-${c.id}`, value: c.id, 'data-key': `c.${c.id}` }), ` ${c.label}`)));
  $('t-conditions').replaceChildren(...cat.conditions.map((c) =>
    el('label', { class: 'check', title: c.summary },
      el('input', { type: 'checkbox', id: `cond-${c.id}`, value: c.id, 'data-key': `k.${c.id}` }), ` ${c.label}`)));
  const skillOptions = () => [el('option', { value: '', text: '(none: a characteristic test)' }),
    ...cat.skills.map((s) => el('option', { value: s.id, text: `${s.name} (${CHAR_SHORT[s.characteristic] ?? s.characteristic})` }))];
  const charOptions = () => cat.characteristics.map((c) => el('option', { value: c.id, text: c.name }));
  const diffOptions = () => cat.difficulties.map((d) => el('option', { value: d.id, text: d.label }));
  for (const id of ['test-skill', 'opp-a-skill', 'opp-b-skill']) keepSel(id, (s) => s.replaceChildren(...skillOptions()));
  for (const id of ['test-char', 'opp-a-char', 'opp-b-char']) keepSel(id, (s) => s.replaceChildren(...charOptions()));
  for (const id of ['test-diff', 'opp-a-diff', 'opp-b-diff']) {
    keepSel(id, (s) => {
      s.replaceChildren(...diffOptions());
      const plain = cat.difficulties.find((d) => d.modifier === 0);
      if (plain) s.value = plain.id;
    });
  }
  $('t-parry').closest('label').hidden = !profile?.parryIsSkill;
  fillFeaturePickers();
}

function syncSkill(skillId, charId) {
  const s = current.catalogue.skills.find((x) => x.id === $(skillId).value);
  if (s) $(charId).value = s.characteristic;
}

function applyWeapon(i) {
  const w = weaponPresets(current.ruleset)[i];
  if (!w) return;
  $('w-name').value = w.name;
  $('w-class').value = w.class;
  $('w-damage').value = w.damage;
  $('w-type').value = w.damageType;
  $('w-pen').value = String(w.penetration ?? 0);
  $('w-range').value = w.range ?? '';
  $('w-single').checked = !!w.rateOfFire?.single;
  $('w-semi').value = w.rateOfFire?.semi ?? '';
  $('w-full').value = w.rateOfFire?.full ?? '';
  $('w-qualities').value = featuresText(w.qualities ?? []);
  renderChips($('w-qualities').closest('.features'));
  // A melee weapon cannot make a ranged action and the other way round.
  const melee = ['melee', 'unarmed'].includes(w.class);
  const act = $('action').value;
  if (melee && ['semiAuto', 'fullAuto', 'suppressingFire', 'overwatch'].includes(act)) $('action').value = 'standard';
  if (!melee && ['allOut', 'charge', 'stun', 'knockDown', 'feint', 'manoeuvre', 'grapple', 'swift', 'lightning'].includes(act)) $('action').value = 'standard';
  if (!melee && $('reaction').value === 'parry') $('reaction').value = 'dodge';
  syncVisibility();
}

function applyActor(prefix, i) {
  const a = actorPresets(current.ruleset)[i];
  if (!a) return;
  $(`${prefix}-name`).value = a.name;
  $(`${prefix}-wounds`).value = String(a.wounds);
  $(`${prefix}-player`).checked = !!a.player;
  for (const c of CHARS) $(`${prefix}-${c}`).value = String(a.characteristics[c]);
  $(`${prefix}-talents`).value = featuresText(a.talents);
  $(`${prefix}-traits`).value = featuresText(a.traits);
  if (prefix === 't') {
    for (const [loc] of LOCATIONS) $(`t-ap-${loc}`).value = String(a.armour[loc] ?? 0);
    $('t-dodge').checked = !!a.dodge;
    $('t-parry').checked = !!a.parry;
    $('t-damage').value = '0';
  }
  for (const box of document.querySelectorAll(`.features[data-for^="${prefix}-"]`)) renderChips(box);
}

function isMelee() {
  return ['melee', 'unarmed'].includes($('w-class').value);
}

function syncVisibility() {
  for (const node of document.querySelectorAll('.ranged-only')) node.hidden = isMelee();
  const act = $('action').value;
  $('called-wrap').hidden = act !== 'calledShot';
  $('grapple-wrap').hidden = act !== 'grapple';
  $('mode-wrap').hidden = act !== 'suppressingFire';
  const def = actions({ ruleset: current.ruleset }).find((a) => a.id === act);
  $('action-summary').textContent = def ? def.summary : '';
}

function showTab(name) {
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const on = tab.dataset.tab === name;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of document.querySelectorAll('[role="tabpanel"]')) panel.hidden = panel.dataset.panel !== name;
  for (const n of document.querySelectorAll('[data-only]')) n.hidden = n.dataset.only !== name;
  $('roll').textContent = { attack: 'Roll the attack', test: 'Roll the test', opposed: 'Roll the opposed test', initiative: 'Roll initiative' }[name] ?? 'Roll';
  document.body.dataset.tab = name;
}
const currentTab = () => document.body.dataset.tab || 'attack';

// Initiative: the attacker and the target, then whoever else is listed.
function buildCombatants() {
  const n = Math.max(1, Math.min(12, Number($('ini-count').value) || 1));
  $('ini-count').value = String(n);
  const box = $('combatants');
  const rows = [...box.children];
  for (let i = rows.length; i < n; i++) {
    const defaults = [
      { name: '', ag: '' }, { name: '', ag: '' }, { name: 'Cultist 2', ag: '30' }, { name: 'Cultist 3', ag: '25' },
    ][i] ?? { name: `Combatant ${i + 1}`, ag: '30' };
    const linked = i < 2;
    box.append(el('div', { class: 'row combatant', dataset: { index: String(i) } },
      el('label', { class: 'grow' }, 'Name ', el('input', { id: `ini-${i}-name`, 'data-key': `i${i}n`, value: defaults.name, placeholder: linked ? (i === 0 ? 'the attacker' : 'the target') : '' })),
      el('label', {}, 'Ag ', el('input', { id: `ini-${i}-ag`, type: 'number', min: '0', max: '100', class: 'w3', 'data-key': `i${i}a`, value: defaults.ag, placeholder: linked ? 'sheet' : '' })),
      el('label', { class: 'check' }, el('input', { type: 'checkbox', id: `ini-${i}-lr`, 'data-key': `i${i}l` }), ' Lightning Reflexes'),
      i >= 2 ? el('button', {
        type: 'button', class: 'small-btn', 'aria-label': `Remove combatant ${i + 1}`, text: 'Remove',
        onclick: () => { removeCombatant(i); },
      }) : null,
    ));
  }
  while (box.children.length > n) box.lastElementChild.remove();
}

function removeCombatant(i) {
  const n = Number($('ini-count').value);
  // Shift the later rows up, then drop the last.
  for (let j = i; j < n - 1; j++) {
    $(`ini-${j}-name`).value = $(`ini-${j + 1}-name`).value;
    $(`ini-${j}-ag`).value = $(`ini-${j + 1}-ag`).value;
    $(`ini-${j}-lr`).checked = $(`ini-${j + 1}-lr`).checked;
  }
  $('ini-count').value = String(n - 1);
  buildCombatants();
  saveState();
  $('add-combatant').focus();
}

// ---------------------------------------------------------------- the state in the URL

function controls() {
  return [...document.querySelectorAll('[data-key]')];
}

function readState() {
  const params = new URLSearchParams();
  params.set('tab', currentTab());
  for (const c of controls()) {
    params.set(c.dataset.key, c.type === 'checkbox' ? (c.checked ? '1' : '0') : c.value);
  }
  return params;
}

let lastRun = null; // { what, seed } of the outcome on screen

function saveState() {
  const params = readState();
  if (lastRun) {
    params.set('run', lastRun.what);
    if (lastRun.seed !== undefined) params.set('rseed', String(lastRun.seed));
  }
  // On the Encounter tab the link carries the fight (packed: encounter.js).
  const enc = currentTab() === 'encounter' ? encounterParam() : null;
  if (enc) params.set('enc', enc);
  history.replaceState(null, '', `#${params.toString()}`);
}

function loadState(params) {
  const rs = params.get('rs');
  if (rs && [...$('ruleset').options].some((o) => o.value === rs)) $('ruleset').value = rs;
  buildForRuleset($('ruleset').value);
  if (params.has('in')) $('ini-count').value = params.get('in');
  buildCombatants();
  for (const c of controls()) {
    const key = c.dataset.key;
    if (!params.has(key) || key === 'rs') continue;
    const v = params.get(key);
    if (c.type === 'checkbox') c.checked = v === '1';
    else c.value = v;
  }
  for (const box of document.querySelectorAll('.features')) renderChips(box);
  syncVisibility();
  showTab(['attack', 'test', 'opposed', 'initiative', 'encounter'].includes(params.get('tab')) ? params.get('tab') : 'attack');
}

// ---------------------------------------------------------------- form -> requests

function actorFrom(prefix) {
  const actor = {
    name: $(`${prefix}-name`).value.trim() || undefined,
    characteristics: Object.fromEntries(CHARS.map((c) => [c, num(`${prefix}-${c}`)])),
    wounds: num(`${prefix}-wounds`),
    player: $(`${prefix}-player`).checked,
    talents: parseFeatures($(`${prefix}-talents`).value),
    traits: parseFeatures($(`${prefix}-traits`).value),
  };
  return actor;
}

function targetFrom() {
  const t = actorFrom('t');
  const profile = profiles.find((p) => p.id === current.ruleset);
  t.damage = num('t-damage') ?? 0;
  t.armour = Object.fromEntries(LOCATIONS.map(([k]) => [k, num(`t-ap-${k}`) ?? 0]));
  t.conditions = [...$('t-conditions').querySelectorAll('input:checked')].map((i) => i.value);
  const skills = {};
  if ($('t-dodge').checked) skills.dodge = { trained: true };
  // Parry is a skill only where the line says so; elsewhere it is a Weapon Skill test.
  if ($('t-parry').checked && profile?.parryIsSkill) skills.parry = { trained: true };
  t.skills = skills;
  return t;
}

function parseRolls(text) {
  return text.split(/[\s,]+/).filter(Boolean).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function diceSpec(seedOverride, withRolls) {
  const dice = {};
  const seed = seedOverride ?? num('seed');
  if (seed !== undefined) dice.seed = seed;
  if (withRolls) {
    const rolls = parseRolls($('rolls').value);
    if (rolls.length) dice.rolls = rolls;
  }
  return Object.keys(dice).length ? dice : undefined;
}

function attackRequest(seed, { withRolls = true } = {}) {
  const melee = isMelee();
  const weapon = {
    name: $('w-name').value.trim() || undefined,
    class: $('w-class').value,
    damage: $('w-damage').value.trim(),
    damageType: $('w-type').value,
    penetration: num('w-pen') ?? 0,
    qualities: parseFeatures($('w-qualities').value),
  };
  if (!melee) {
    weapon.range = num('w-range');
    const rof = {};
    if ($('w-single').checked) rof.single = true;
    if (num('w-semi')) rof.semi = num('w-semi');
    if (num('w-full')) rof.full = num('w-full');
    weapon.rateOfFire = rof;
  }
  const circumstances = Object.fromEntries(
    [...$('circumstances').querySelectorAll('input:checked')].map((i) => [i.value, true]));
  if ($('outnumber').value) circumstances.outnumber = Number($('outnumber').value);
  const request = {
    ruleset: current.ruleset,
    attacker: actorFrom('a'),
    target: targetFrom(),
    weapon,
    action: $('action').value,
    aim: melee ? 'none' : $('aim').value,
    range: melee ? undefined : num('range'),
    reaction: $('reaction').value,
    circumstances,
    modifiers: num('gm-mod') ? [{ id: 'gm', label: 'GM modifier', value: num('gm-mod') }] : [],
    options: { righteousFury: $('fury').value, suddenDeath: $('sudden-death').checked },
    dice: diceSpec(seed, withRolls),
  };
  if (request.action === 'calledShot') request.calledLocation = $('called').value;
  if (request.action === 'grapple') request.grapple = { option: $('grapple').value };
  if (request.action === 'suppressingFire') request.fireMode = $('fire-mode').value;
  return request;
}

function testActor(who, skill) {
  const actor = who === 'target' ? actorFrom('t') : actorFrom('a');
  if (skill) actor.skills = { [skill]: { trained: true } };
  return actor;
}

function testRequest(seed) {
  const skill = $('test-skill').value || undefined;
  const actor = actorFrom($('test-who').value === 'target' ? 't' : 'a');
  if (skill) actor.skills = { [skill]: { trained: $('test-trained').checked } };
  return {
    ruleset: current.ruleset,
    actor,
    characteristic: $('test-char').value,
    skill,
    difficulty: $('test-diff').value,
    modifiers: num('test-mod') ? [{ id: 'gm', label: 'GM modifier', value: num('test-mod') }] : [],
    dice: diceSpec(seed, false),
  };
}

function opposedRequest(seed) {
  const side = (p, who) => {
    const skill = $(`opp-${p}-skill`).value || undefined;
    return { actor: testActor(who, skill), characteristic: $(`opp-${p}-char`).value, skill, difficulty: $(`opp-${p}-diff`).value };
  };
  return { ruleset: current.ruleset, a: side('a', 'attacker'), b: side('b', 'target'), dice: diceSpec(seed, false) };
}

function initiativeRequest(seed) {
  const n = Number($('ini-count').value);
  const combatants = [];
  const used = new Set();
  for (let i = 0; i < n; i++) {
    const sheet = i === 0 ? actorFrom('a') : i === 1 ? actorFrom('t') : null;
    let id = $(`ini-${i}-name`).value.trim() || sheet?.name || `Combatant ${i + 1}`;
    while (used.has(id)) id = `${id}′`;
    used.add(id);
    const ag = num(`ini-${i}-ag`) ?? sheet?.characteristics.ag ?? 30;
    const actor = { name: id, characteristics: { ag } };
    const talents = $(`ini-${i}-lr`).checked ? ['lightning_reflexes'] : [];
    const unnat = sheet?.traits.find((t) => typeof t === 'object' && t.id === 'unnatural_agility');
    actor.talents = talents;
    if (unnat) actor.traits = [unnat];
    combatants.push({ id, actor });
  }
  return { ruleset: current.ruleset, combatants, dice: diceSpec(seed, false) };
}

// ---------------------------------------------------------------- outcome -> page

function modifierTable(t, title) {
  const rows = [
    el('tr', {}, el('th', { scope: 'row', text: title }), el('td', { class: 'n', text: String(t.base) })),
    ...(t.modifiers ?? []).map((m) => el('tr', { class: 'mod', dataset: { id: m.id ?? '' } },
      el('td', { text: m.label }), el('td', { class: `n ${m.value < 0 ? 'neg' : 'pos'}`, text: signed(m.value) }))),
    el('tr', { class: 'total' }, el('td', { text: 'Target number' }), el('td', { class: 'n', 'data-testid': 'target-number', text: String(t.target) })),
  ];
  return el('table', { class: 'mods' }, el('tbody', {}, rows));
}

function testLabel(t) {
  const skill = t.skill ? current.catalogue.skills.find((s) => s.id === t.skill || s.name === t.skill)?.name ?? t.skill : null;
  const ch = CHAR_NAME[t.characteristic] ?? String(t.characteristic).toUpperCase();
  return skill ? `${skill} (${ch})` : ch;
}

function testBlock(t, title) {
  const verdict = t.success ? 'success' : 'failure';
  const face = t.automatic ? 'auto' : t.roll === undefined ? '—' : String(t.roll).padStart(2, '0');
  return el('div', { class: 'test-card' },
    modifierTable(t, title ?? testLabel(t)),
    el('div', { class: `roll ${verdict}` },
      el('div', { class: 'roll-face', 'aria-label': `rolled ${face}`, text: face }),
      el('div', { class: 'roll-verdict', text: verdict }),
      el('div', { class: 'roll-degrees', text: `${plural(t.degrees, 'degree')} of ${verdict}` }),
      ...(t.fate ?? []).map((f) => el('div', { class: 'small', text: `fate point: ${words(f.use ?? f.kind)}${f.replacedRoll !== undefined ? ` (was ${f.replacedRoll})` : ''}` })),
    ),
  );
}

function durationText(d) {
  if (!d) return '';
  if (d.unit === 'nextTurn') return 'until its next turn';
  if (d.unit === 'untilTreated') return 'until treated';
  if (d.unit === 'permanent') return 'for good';
  return `for ${plural(d.amount, words(d.unit).replace(/s$/, ''))}`;
}

// One effect in words (criticals, injuries, qualities' aftermath).
function effectText(e) {
  if (!e || typeof e !== 'object') return String(e);
  const side = e.side ? `${words(e.side)} ` : '';
  switch (e.type) {
    case 'death': return 'dies';
    case 'fatigue': return `${plural(e.levels, 'level')} of fatigue`;
    case 'stunned': return `stunned for ${plural(e.rounds, 'round')}`;
    case 'prone': return 'knocked prone';
    case 'bloodLoss': return 'suffers blood loss';
    case 'onFire': return 'catches fire';
    case 'blinded': return `blinded ${durationText(e.duration)}`.trim();
    case 'deafened': return `deafened ${durationText(e.duration)}`.trim();
    case 'unconscious': return `unconscious ${durationText(e.duration)}`.trim();
    case 'test': return `${testLabel(e.test)} test: rolled ${e.test.roll ?? '—'} against ${e.test.target}, ${e.test.success ? 'passed' : 'failed'}`;
    case 'useless': return `${side}${words(e.part)} useless ${durationText(e.duration)}`.trim();
    case 'lost': return e.count > 1 ? `loses ${e.count} ${words(e.part)}` : `loses the ${side}${words(e.part)}`;
    case 'halved': return `${(e.characteristics ?? []).map((c) => CHAR_NAME[c] ?? c).join(' and ')} halved ${durationText(e.duration)}`.trim();
    case 'penalty': return `${signed(e.modifier)} to ${words(e.scope)} ${durationText(e.duration)}`.trim();
    case 'chance': return `${e.percent}% chance (rolled ${e.roll}): ${e.happened ? 'it happens' : 'it does not'}`;
    case 'halfActionsOnly': return `only Half Actions ${durationText(e.duration)}`.trim();
    default: {
      const bits = Object.entries(e).filter(([k, v]) => k !== 'type' && v !== undefined && v !== null && v !== false)
        .map(([k, v]) => (k === 'duration' ? durationText(v) : v === true ? words(k) : typeof v === 'object' ? `${words(k)} ${words(v.type ?? v.unit ?? '')}` : `${words(k)} ${typeof v === 'string' ? words(v) : v}`));
      return [words(e.type), ...bits].join(' ').trim();
    }
  }
}

function furyText(rf) {
  if (!rf) return null;
  if (!rf.triggered) {
    // A natural 10 that did not bring Fury says why (not confirmed, or not for this actor).
    if (rf.confirmed === false) return `not confirmed (rolled ${rf.confirmationRoll})`;
    return rf.suppressed ? `no: ${rf.suppressed}` : null;
  }
  const bits = ['Righteous Fury'];
  if (rf.confirmed === true) bits.push(`confirmed (rolled ${rf.confirmationRoll})`);
  if (rf.confirmed === false) bits.push(`not confirmed (rolled ${rf.confirmationRoll})`);
  if (rf.extraDamage) bits.push(`+${rf.extraDamage} damage`);
  if (rf.criticalRoll !== undefined) bits.push(`critical roll ${rf.criticalRoll}`);
  return bits.join(': ').replace(/: (\+|critical)/g, ', $1');
}

function criticalBlock(c) {
  return el('div', { class: 'critical' },
    el('div', { class: 'crit-head' }, el('strong', { text: `Critical, row ${c.severity}${c.lethal ? ' (lethal)' : ''}` }),
      el('span', { class: 'small muted', text: ` ${c.table ?? `${words(c.damageType)}, ${words(c.location)}`}` })),
    c.summary ? el('p', { class: 'crit-summary', text: c.summary }) : null,
    c.effects?.length ? el('ul', { class: 'effects' }, c.effects.map((e) => el('li', { dataset: { id: e.type }, text: effectText(e) }))) : null,
  );
}

function hitBlock(h, i) {
  const dmg = h.damage ?? {};
  const dice = (dmg.dice ?? []).map((d) => el('span', { class: `die${d >= 10 ? ' ten' : ''}`, text: String(d) }));
  const dmgBits = [];
  if (dmg.modifier) dmgBits.push(`${signed(dmg.modifier)}`);
  if (dmg.strengthBonus) dmgBits.push(`${signed(dmg.strengthBonus)} Strength Bonus`);
  if (dmg.furyBonus) dmgBits.push(`${signed(dmg.furyBonus)} Righteous Fury`);
  for (const b of dmg.bonuses ?? []) dmgBits.push(`${signed(b.value)} ${b.label}`);
  const s = h.soak;
  const soakRows = [];
  if (s) {
    if (s.coverAp) soakRows.push(['Cover', `${s.coverAp} AP, absorbed ${s.coverAbsorbed ?? 0}`]);
    const armourParts = [`${s.armour ?? 0}`];
    if (s.naturalArmour) armourParts.push(`+ natural ${s.naturalArmour}`);
    if (s.penetration) armourParts.push(`\u2212 pen ${s.penetration}`);
    soakRows.push(['Armour', `${armourParts.join(' ')} = ${s.effectiveArmour ?? 0}`]);
    soakRows.push(['Toughness Bonus', String(s.toughnessBonus ?? 0)]);
  }
  const crits = h.criticals?.length ? h.criticals : h.critical ? [h.critical] : [];
  const fury = furyText(h.righteousFury);
  return el('article', { class: 'hit', 'data-testid': 'hit', dataset: { location: h.location } },
    el('h4', {}, `Hit ${i + 1}: `, el('span', { class: 'loc', text: LOCATION_LABEL[h.location] ?? words(h.location) }), h.extra ? ' (extra)' : ''),
    el('dl', { class: 'kv' },
      el('dt', { text: 'Damage' }),
      el('dd', {}, dice, dmgBits.length ? ` ${dmgBits.join(' ')}` : '', dmg.dropped ? el('span', { class: 'muted' }, ` (dropped ${dmg.dropped.face})`) : '', ' = ', el('strong', { text: String(dmg.total ?? 0) })),
      fury ? [el('dt', { text: 'Fury' }), el('dd', { class: h.righteousFury?.triggered ? 'fury' : 'muted', text: fury })] : null,
      soakRows.map(([k, v]) => [el('dt', { text: k }), el('dd', { text: v })]),
      el('dt', { text: 'Wounds' }), el('dd', { class: 'strong', 'data-testid': 'wounds', text: `${h.wounds}${h.fatigue ? `, ${h.fatigue} fatigue` : ''}` }),
    ),
    crits.map(criticalBlock),
    (h.aftermath ?? []).map((a) => el('div', { class: 'aftermath' },
      el('strong', { text: words(a.quality) }),
      a.test ? ` ${effectText({ type: 'test', test: a.test })}` : '',
      a.effects?.length ? `: ${a.effects.map(effectText).join('; ')}` : '',
      a.wounds ? `, ${plural(a.wounds, 'wound')}` : '',
      a.critical ? criticalBlock(a.critical) : null)),
  );
}

function targetBlock(state, request) {
  const wounds = request.target.wounds || 1;
  const pct = Math.min(100, Math.round(((state.damage ?? 0) / wounds) * 100));
  const flags = [];
  if (state.dead) flags.push(el('li', { class: 'chip bad', text: 'dead' }));
  if (state.unconscious) flags.push(el('li', { class: 'chip warn', text: 'unconscious' }));
  const condLabel = new Map(current.catalogue.conditions.map((c) => [c.id, c.label]));
  for (const c of state.conditions ?? []) {
    if (c === 'unconscious') continue;
    flags.push(el('li', { class: 'chip', dataset: { id: c }, text: c === 'stunned' && state.stunnedRounds ? `stunned ${plural(state.stunnedRounds, 'round')}` : (condLabel.get(c) ?? words(c)).toLowerCase() }));
  }
  for (const inj of state.injuries ?? []) flags.push(el('li', { class: 'chip warn', text: effectText(inj) }));
  return el('div', { class: 'target-state' },
    el('div', { class: 'bar', role: 'img', 'aria-label': `${state.damage} of ${wounds} wounds taken` },
      el('div', { class: `bar-fill${pct >= 100 ? ' full' : ''}`, style: `width:${pct}%` })),
    el('dl', { class: 'stats' },
      el('dt', { text: 'Damage' }), el('dd', { text: `${state.damage} of ${wounds}` }),
      el('dt', { text: 'Critical' }), el('dd', { text: String(state.criticalDamage ?? 0) }),
      el('dt', { text: 'Fatigue' }), el('dd', { text: String(state.fatigue ?? 0) }),
      state.damageState ? [el('dt', { text: 'State' }), el('dd', { text: words(state.damageState) })] : null,
      state.cover ? [el('dt', { text: 'Cover' }), el('dd', { text: `${state.cover.ap} AP` })] : null,
    ),
    el('ul', { class: 'chips' }, flags.length ? flags : el('li', { class: 'muted', text: 'no conditions' })),
  );
}

function diceList(out) {
  return el('ol', { class: 'dice-list' }, out.dice.map((d) => el('li', { class: 'die-rec' },
    el('span', { class: 'die-face', text: String(d.value ?? d.face) }),
    el('span', { class: 'die-purpose', text: `${words(d.purpose)}${d.hit ? ` (hit ${d.hit})` : ''}` }),
    el('span', { class: 'die-sides', text: d.value !== undefined && d.value !== d.face ? `d${d.sides}, face ${d.face}` : `d${d.sides}` }))));
}

function logList(out) {
  return el('ol', { class: 'log' }, out.log.map((line, i) => el('li', { dataset: { id: out.logSteps?.[i] ?? '' }, text: line })));
}

function section(title, ...content) {
  return el('section', { class: 'card-section' }, el('h3', { text: title }), ...content);
}

function replayBar(what, out) {
  return el('div', { class: 'replay' },
    out.seed !== undefined
      ? el('span', {}, 'Seed ', el('code', { 'data-testid': 'seed-used', text: String(out.seed) }))
      : el('span', { class: 'muted', text: 'Every die came from the scripted faces.' }),
    el('button', { type: 'button', class: 'small-btn', text: 'Copy link to this roll', onclick: copyLink }),
    out.seed !== undefined ? el('button', {
      type: 'button', class: 'small-btn', text: 'Keep this seed',
      title: 'Put this seed in the form, so every roll repeats it',
      onclick: () => { $('seed').value = String(out.seed); saveState(); },
    }) : null,
  );
}

async function copyLink(e) {
  const btn = e.currentTarget;
  try {
    await navigator.clipboard.writeText(location.href);
    btn.textContent = 'Link copied';
  } catch {
    btn.textContent = 'Copy the address bar';
  }
  setTimeout(() => { btn.textContent = 'Copy link to this roll'; }, 2000);
}

function attackCard(out, request) {
  const wounds = out.hits.reduce((s, h) => s + (h.wounds ?? 0), 0);
  let headline; let tone;
  if (out.jammed) { headline = 'Jammed!'; tone = 'bad'; }
  else if (!out.test.success) { headline = 'Miss'; tone = 'muted'; }
  else if (!out.hits.length) { headline = out.hitsScored ? 'Hit, but avoided' : 'No hits'; tone = 'warn'; }
  else { headline = `${plural(out.hits.length, 'hit')}, ${plural(wounds, 'wound')}`; tone = 'good'; }
  const actionName = actions({ ruleset: current.ruleset }).find((a) => a.id === out.action)?.name ?? words(out.action);
  const who = `${request.attacker.name ?? 'Attacker'} \u2192 ${request.target.name ?? 'target'}`;
  const extras = [];
  if (out.evasion) {
    extras.push(section(`Reaction: ${words(out.evasion.reaction)}`,
      testBlock(out.evasion.test),
      el('p', { class: 'small', text: `${plural(out.evasion.hitsNegated, 'hit')} avoided of ${out.hitsScored} scored.${out.evasion.weaponDestroyed ? ' The attacking weapon is destroyed.' : ''}` })));
  }
  if (out.opposed) {
    extras.push(section(`Opposed test: ${out.opposed.winner ? `${out.opposed.winner} wins` : 'no winner'}`,
      out.opposed.attacker ? testBlock(out.opposed.attacker, `Attacker: ${testLabel(out.opposed.attacker)}`) : null,
      out.opposed.defender ? testBlock(out.opposed.defender, `Defender: ${testLabel(out.opposed.defender)}`) : null));
  }
  if (out.pinning) extras.push(section('Pinning', el('p', { class: 'small', text: out.log.filter((_, i) => out.logSteps?.[i] === 'pinning').join(' ') || 'see the log' })));
  return el('article', { class: 'outcome', 'data-testid': 'outcome', dataset: { kind: 'attack' } },
    el('header', { class: 'summary' },
      el('div', { class: `headline ${tone}`, tabindex: '-1', text: headline }),
      el('div', { class: 'who', text: `${who} \u00b7 ${request.weapon.name ?? request.weapon.class} \u00b7 ${actionName} \u00b7 ${profiles.find((p) => p.id === out.ruleset)?.name ?? out.ruleset}` }),
      out.target.dead ? el('div', { class: 'chip bad big', text: 'target killed' }) : null),
    replayBar('attack', out),
    section('Attack test', testBlock(out.test),
      out.jammed ? el('p', { class: 'jam', 'data-testid': 'jam', text: `The weapon jammed (rolled ${out.test.roll}).` }) : null,
      out.test.success ? el('p', { class: 'small', text: `${plural(out.hitsScored ?? out.hits.length, 'hit')} scored.` }) : null),
    extras,
    section('Hits', out.hits.length ? el('div', { class: 'hits' }, out.hits.map(hitBlock)) : el('p', { class: 'muted', text: 'No hits landed.' })),
    section(`${request.target.name ?? 'Target'} after the attack`, targetBlock(out.target, request)),
    section('Dice', diceList(out)),
    section('Log', logList(out)),
    rawDetails(request, out),
  );
}

// The request as JSON, with the seed the engine drew when it had none: that request
// reproduces the outcome.
function rawDetails(request, out) {
  const shown = request.dice?.seed === undefined && out.seed !== undefined
    ? { ...request, dice: { ...(request.dice ?? {}), seed: out.seed } }
    : request;
  return el('details', { class: 'raw' }, el('summary', { text: 'Request and outcome as JSON' }),
    el('pre', { text: `// request\n${JSON.stringify(shown, null, 2)}\n\n// outcome\n${JSON.stringify(out, null, 2)}` }));
}

function testCard(out, request) {
  const name = request.actor.name ?? 'The actor';
  return el('article', { class: 'outcome', 'data-testid': 'outcome', dataset: { kind: 'test' } },
    el('header', { class: 'summary' },
      el('div', { class: `headline ${out.success ? 'good' : 'muted'}`, tabindex: '-1', text: `${out.success ? 'Success' : 'Failure'}, ${plural(out.degrees, 'degree')}` }),
      el('div', { class: 'who', text: `${name} \u00b7 ${testLabel(out)} test` })),
    replayBar('test', out),
    section('Test', testBlock(out)),
    section('Dice', diceList(out)),
    section('Log', logList(out)),
    rawDetails(request, out));
}

function opposedCard(out, request) {
  const nameA = request.a.actor.name ?? 'A';
  const nameB = request.b.actor.name ?? 'B';
  const winner = out.winner === 'a' ? nameA : out.winner === 'b' ? nameB : null;
  return el('article', { class: 'outcome', 'data-testid': 'outcome', dataset: { kind: 'opposed' } },
    el('header', { class: 'summary' },
      el('div', { class: `headline ${winner ? 'good' : 'muted'}`, tabindex: '-1', text: winner ? `${winner} wins` : 'No winner' }),
      el('div', { class: 'who', text: `${nameA} (${testLabel(out.a)}) against ${nameB} (${testLabel(out.b)})` })),
    replayBar('opposed', out),
    el('div', { class: 'pair' }, section(`A: ${nameA}`, testBlock(out.a)), section(`B: ${nameB}`, testBlock(out.b))),
    section('Dice', diceList(out)),
    section('Log', logList(out)),
    rawDetails(request, out));
}

function initiativeCard(out, request) {
  return el('article', { class: 'outcome', 'data-testid': 'outcome', dataset: { kind: 'initiative' } },
    el('header', { class: 'summary' },
      el('div', { class: 'headline good', tabindex: '-1', text: `${out.order[0]?.id ?? 'Nobody'} acts first` }),
      el('div', { class: 'who', text: `${plural(request.combatants.length, 'combatant')}, highest first` })),
    replayBar('initiative', out),
    section('Order', el('ol', { class: 'initiative', 'data-testid': 'initiative-order' }, out.order.map((e) =>
      el('li', {}, el('span', { class: 'ini-total', text: String(e.total) }), el('span', { class: 'ini-name', text: e.id }),
        el('span', { class: 'small muted', text: `rolled ${e.roll} ${signed(e.bonus)}${e.tieRoll !== undefined ? `, tie roll ${e.tieRoll}` : ''}${e.fate ? ', fate point' : ''}` }))))),
    section('Dice', diceList(out)),
    section('Log', logList(out)),
    rawDetails(request, out));
}

function analysisCard(an, request) {
  const stat = (label, p, id) => el('div', { class: 'stat', dataset: { stat: id } },
    el('div', { class: 'stat-value', text: fmtPct(p) }), el('div', { class: 'stat-label', text: label }));
  const dist = an.distributions?.wounds;
  const chart = distributionChart(dist, { label: 'wounds' });
  const actionName = actions({ ruleset: current.ruleset }).find((a) => a.id === request.action)?.name ?? request.action;
  return el('article', { class: 'outcome analysis', 'data-testid': 'analysis' },
    el('header', { class: 'summary' },
      el('div', { class: 'headline', tabindex: '-1', text: an.exact ? 'Exact odds: every roll of the dice weighed' : `Odds over ${an.trials.toLocaleString('en')} attacks` }),
      el('div', { class: 'who', text: `${request.attacker.name ?? 'Attacker'} \u2192 ${request.target.name ?? 'target'} \u00b7 ${request.weapon.name ?? request.weapon.class} \u00b7 ${actionName}` })),
    replayBar('analyze', an),
    el('div', { class: 'stats-grid' },
      stat('hit', an.hitChance, 'hit'), stat('jam', an.jamChance, 'jam'), stat('critical', an.critChance, 'crit'),
      stat('kill', an.killChance, 'kill'), stat('unconscious', an.unconsciousChance, 'unconscious'), stat('Righteous Fury', an.furyChance, 'fury')),
    el('p', { class: 'small' }, `Mean hits ${an.meanHits.toFixed(2)}, mean wounds ${an.meanWounds.toFixed(2)}.`),
    section('Wounds per attack',
      chart
        ? el('div', { class: 'chart-wrap', 'data-testid': 'wounds-chart' })
        : el('p', { class: 'hint', 'data-testid': 'no-distribution', text: 'This engine does not report the distribution of wounds yet (analysis.distributions), so only the chances are shown.' })),
    rawDetails(request, an));
}

function showResult(node) {
  $('placeholder').hidden = true;
  $('error').hidden = true;
  $('result').replaceChildren(node);
  // At phone width the results are below the form: bring them into view.
  if (narrow()) $('results').scrollIntoView({ block: 'start' });
  node.querySelector('.headline')?.focus({ preventScroll: true });
}

function showError(err) {
  $('placeholder').hidden = true;
  $('result').replaceChildren();
  const box = $('error');
  box.hidden = false;
  box.replaceChildren(...[
    el('div', { class: 'error-code', text: err.code ?? 'error' }),
    el('div', { text: err.message }),
    err.path ? el('div', { class: 'small' }, 'Field: ', el('code', { text: err.path })) : null,
    err.purpose ? el('div', { class: 'small' }, 'Missing die: ', el('code', { text: `${err.purpose} (d${err.sides})` })) : null,
  ].filter(Boolean));
  if (narrow()) $('results').scrollIntoView({ block: 'start' });
  if (err.path) {
    const field = [...document.querySelectorAll('[data-path]')].find((n) => !n.closest('[hidden]')
      && (err.path === n.dataset.path || err.path.startsWith(`${n.dataset.path}.`) || err.path.startsWith(`${n.dataset.path}[`)));
    if (field) field.classList.add('invalid');
  }
}

// Runs what the tab (or a link) asks for. `seed` overrides the form's seed (a link's).
function run(what, seed) {
  for (const n of document.querySelectorAll('.invalid')) n.classList.remove('invalid');
  let request;
  try {
    let out; let card;
    if (what === 'attack') {
      request = attackRequest(seed);
      out = resolveAttack(request);
      card = attackCard(out, request);
    } else if (what === 'analyze') {
      request = { ...attackRequest(seed, { withRolls: false }), trials: Number($('trials').value) };
      out = analyzeAttack(request);
      card = analysisCard(out, request);
      const chart = distributionChart(out.distributions?.wounds, { label: 'wounds' });
      // The markup is built from numbers only (chart.js), so it is safe to insert.
      if (chart) card.querySelector('.chart-wrap').innerHTML = chart.svg;
    } else if (what === 'test') {
      request = testRequest(seed);
      out = rollTest(request);
      card = testCard(out, request);
    } else if (what === 'opposed') {
      request = opposedRequest(seed);
      out = opposedTest(request);
      card = opposedCard(out, request);
    } else if (what === 'initiative') {
      request = initiativeRequest(seed);
      out = rollInitiative(request);
      card = initiativeCard(out, request);
    } else return;
    lastRun = { what, seed: out.seed };
    saveState();
    showResult(card);
  } catch (err) {
    lastRun = null;
    saveState();
    if (!err?.code) console.error(err);
    showError(err);
  }
}

// ---------------------------------------------------------------- start

async function main() {
  buildStatic();
  try {
    await init();
  } catch (err) {
    $('engine').textContent = 'engine failed to load';
    showError(err);
    return;
  }
  profiles = rulesets();
  const names = Object.fromEntries(profiles.map((p) => [p.id, p.name]));
  for (const opt of $('ruleset').options) if (names[opt.value]) opt.textContent = names[opt.value];
  $('engine').textContent = `engine ${engineVersion()}`;

  const params = new URLSearchParams(location.hash.slice(1));
  if (params.has('rs')) {
    loadState(params);
  } else {
    buildForRuleset($('ruleset').value);
    buildCombatants();
    // A first look: a guardsman with a lasgun shooting a cultist.
    applyWeapon(0);
    $('a-preset').value = '0';
    applyActor('a', 0);
    $('t-preset').value = '2';
    applyActor('t', 2);
    syncVisibility();
    showTab('attack');
  }

  $('ruleset').addEventListener('change', () => {
    buildForRuleset($('ruleset').value);
    // The presets carry each line's numbers: apply the chosen ones again.
    applyWeapon(Number($('w-preset').value));
    applyActor('a', Number($('a-preset').value));
    applyActor('t', Number($('t-preset').value));
    lastRun = null;
    saveState();
  });
  $('form').addEventListener('input', () => { lastRun = null; saveState(); });
  $('form').addEventListener('change', () => { lastRun = null; saveState(); });
  $('form').addEventListener('submit', (e) => { e.preventDefault(); run(currentTab() === 'attack' ? 'attack' : currentTab()); });
  $('analyze').addEventListener('click', () => run('analyze'));
  window.addEventListener('hashchange', () => {
    const p = new URLSearchParams(location.hash.slice(1));
    if (p.has('rs')) { loadState(p); if (p.get('run')) run(p.get('run'), p.has('rseed') ? Number(p.get('rseed')) : undefined); }
    if (p.get('enc') && p.get('enc') !== encounterParam()) openEncounterParam(p.get('enc'));
  });
  $('roll').disabled = false;
  $('analyze').disabled = false;

  // The Encounter tab, for the line the page opened with. A link to a fight opens it (the
  // engine replays it); a link to an outcome shows it at once.
  initEncounter({ saveState, showTab: (name) => { showTab(name); saveState(); } });
  if (params.get('enc')) {
    if (currentTab() !== 'encounter') showTab('encounter');
    openEncounterParam(params.get('enc'));
  }
  const what = params.get('run');
  if (what) run(what, params.has('rseed') ? Number(params.get('rseed')) : undefined);
  else saveState();
  document.body.dataset.ready = 'true';
}

main();
