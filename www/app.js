// The demo page. It uses only the package's browser entry, as a user's page would.
//
// The form is the state: every control of the form with a `data-key` is written to the
// address bar (`#k=v&...`) whenever it changes, and a roll adds what was rolled and the
// seed it used, so a link opens the page as it was and shows the same outcome.

import init, {
  resolveAttack, analyzeAttack, prepareAttack, rollTest, opposedTest, rollInitiative,
  rulesets, catalogue, actions, engineVersion, formatOutcome, outcomeCss,
} from './pkg/index.js';
import { weaponPresets, actorPresets } from './presets.js';
import { distributionChart, fmtPct } from './chart.js';
import { initEncounter, encounterParam, openEncounterParam } from './encounter.js';
import { $, el, signed, plural, words, num, narrow, CHAR_NAME } from './dom.js';
import {
  buildMore, fillMore, syncMore, moreRequest, moreRollLabel, morePath, moreHeadline, moreWho, moreEngineCard,
} from './more.js';

const TABS = ['attack', 'test', 'opposed', 'initiative', 'encounter', 'more'];
const LINES = ['dh1', 'rt', 'ow', 'dh2'];
const CHARS = ['ws', 'bs', 's', 't', 'ag', 'int', 'per', 'wp', 'fel'];
const CHAR_SHORT = { ws: 'WS', bs: 'BS', s: 'S', t: 'T', ag: 'Ag', int: 'Int', per: 'Per', wp: 'WP', fel: 'Fel' };
const LOCATIONS = [
  ['head', 'Head'], ['rightArm', 'Right arm'], ['leftArm', 'Left arm'],
  ['body', 'Body'], ['rightLeg', 'Right leg'], ['leftLeg', 'Left leg'],
];
const LOCATION_LABEL = Object.fromEntries(LOCATIONS);
// The books' letters for damage types.
const DAMAGE_LETTER = { energy: 'E', explosive: 'X', impact: 'I', rending: 'R' };
const KIND_PLURAL = { quality: 'qualities', talent: 'talents', trait: 'traits' };
// Trials for each line's odds in the comparison of the four rulesets.
const COMPARE_TRIALS = 2000;

let profiles = [];
let current = { ruleset: 'dh1', catalogue: null, features: new Map() };

const profileOf = (line) => profiles.find((p) => p.id === line);
const lineName = (line = current.ruleset) => profileOf(line)?.name ?? line;
const attackActions = (line = current.ruleset) => actions({ ruleset: line }).filter((a) => a.attack);
const actionName = (id, line = current.ruleset) => actions({ ruleset: line }).find((a) => a.id === id)?.name ?? words(id);

// ---------------------------------------------------------------- engine text in words

// The engine's messages name features by id ('swift_attack') and fields in camelCase
// ('secondaryWeapon'): the page shows the books' names.
function featureName(id, line = current.ruleset) {
  const f = line === current.ruleset ? current.features.get(id) : profileOf(line)?.features.find((x) => x.id === id);
  return f ? f.name : words(id);
}

function inWords(text, line = current.ruleset) {
  return String(text ?? '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/'([a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+)'/g, (m, id) => {
      const known = line === current.ruleset ? current.features.has(id) : profileOf(line)?.features.some((x) => x.id === id);
      return known || id.includes('_') ? featureName(id, line) : m;
    })
    .replace(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g, (id) => featureName(id, line))
    .replace(/\b[a-z]+[A-Z][A-Za-z]*\b/g, (id) => words(id));
}

// An error's message without the path it starts with, in words.
function errorText(err, line = current.ruleset) {
  let m = String(err?.message ?? err ?? 'error');
  if (err?.path && m.startsWith(`${err.path}: `)) m = m.slice(err.path.length + 2);
  return inWords(m, line);
}

// Why the engine refuses an action, said after the action's name: "needs a weapon with a
// full-auto rate of fire", "a melee action".
function refusalReason(err, name, line = current.ruleset) {
  let m = errorText(err, line);
  if (m.startsWith(`${name} `)) m = m.slice(name.length + 1);
  m = m.replace(new RegExp(` in ${lineName(line).replace(/[()]/g, '\\$&')}$`), '');
  m = m.replace(/^is (an? )/, '$1');
  return m;
}

// ---------------------------------------------------------------- building the form

function actorFieldset(prefix, isTarget) {
  const box = $(isTarget ? 'target' : 'attacker');
  const who = isTarget ? 'target' : 'attacker';
  box.dataset.name = isTarget ? 'Target' : 'Attacker';
  const k = (s) => `${prefix}${s}`;
  const numIn = (id, key, path, props = {}) => el('input', { id, type: 'number', min: '0', class: 'w3', 'data-key': key, 'data-path': path, ...props });
  box.append(...[
    el('div', { class: 'row' },
      el('label', { class: 'grow' }, 'Preset ', el('select', { id: `${prefix}-preset`, 'data-key': k('p') }))),
    el('div', { class: 'row' },
      el('label', { class: 'grow' }, 'Name ', el('input', { id: `${prefix}-name`, 'data-key': k('n'), 'data-path': `${who}.name` })),
      el('label', {}, 'Wounds ', numIn(`${prefix}-wounds`, k('w'), `${who}.wounds`, { min: '1' })),
      el('label', { class: 'check' }, el('input', { type: 'checkbox', id: `${prefix}-player`, 'data-key': k('pc'), 'data-path': `${who}.player` }), ' Player character'),
    ),
    isTarget ? el('div', { class: 'row', role: 'group', 'aria-label': 'Harm already taken' },
      el('label', {}, 'Damage taken ', numIn('t-damage', 'td', 'target.damage', { value: '0' })),
      el('label', {}, 'Critical damage ', numIn('t-crit', 'tcd', 'target.criticalDamage', { value: '0' })),
      el('label', {}, 'Fatigue ', numIn('t-fatigue', 'tfa', 'target.fatigue', { value: '0' }))) : null,
    el('div', { class: 'chars', role: 'group', 'aria-label': 'Characteristics' },
      CHARS.map((c) => el('label', { class: 'char', title: CHAR_NAME[c] }, CHAR_SHORT[c],
        el('input', { id: `${prefix}-${c}`, type: 'number', min: '0', max: '100', 'data-key': k(c), 'data-path': `${who}.characteristics.${c}`, 'data-label': CHAR_NAME[c], 'aria-label': `${CHAR_NAME[c]} (${CHAR_SHORT[c]})` })))),
    isTarget ? [
      el('div', { class: 'subhead', id: 't-armour-label' }, 'Armour points'),
      el('div', { class: 'chars armour', role: 'group', 'aria-labelledby': 't-armour-label', 'data-path': 'target.armour' },
        LOCATIONS.map(([loc, label]) => el('label', { class: 'char' }, label,
          el('input', { id: `t-ap-${loc}`, type: 'number', min: '0', 'data-key': `ap${loc}`, 'data-path': `target.armour.${loc}`, 'data-label': `${label} armour` })))),
      el('div', { class: 'subhead', id: 't-skills-head' }, 'Skills'),
      el('div', { class: 'checks', role: 'group', 'aria-labelledby': 't-skills-head', 'data-path': 'target.skills', 'data-label': 'Skills' },
        el('label', { class: 'check' }, el('input', { type: 'checkbox', id: 't-dodge', 'data-key': 'tdo' }), ' Trained in Dodge'),
        el('label', { class: 'check' }, el('input', { type: 'checkbox', id: 't-parry', 'data-key': 'tpa' }), ' Trained in Parry')),
      el('div', { class: 'subhead', id: 't-cond-head' }, 'Conditions'),
      el('div', { class: 'checks', id: 't-conditions', role: 'group', 'aria-labelledby': 't-cond-head', 'data-path': 'target.conditions', 'data-label': 'Conditions' }),
      el('div', { id: 't-carried-box', class: 'carried', hidden: true },
        el('div', { class: 'subhead', id: 't-carried-head', text: 'Also carried from the last attack' }),
        el('div', { class: 'carried-row' },
          el('ul', { id: 't-carried-list', class: 'chips', 'aria-labelledby': 't-carried-head' }),
          el('button', { type: 'button', id: 't-carried-clear', class: 'small-btn', text: 'Clear these' })),
        el('input', { type: 'hidden', id: 't-carried', 'data-key': 'tx' })),
    ] : null,
    featureBox('talent', `${prefix}-talents`, k('ta'), `${who}.talents`, 'Talents'),
    featureBox('trait', `${prefix}-traits`, k('tr'), `${who}.traits`, 'Traits'),
  ].flat(Infinity).filter(Boolean));
}

function featureBox(kind, id, key, path, label) {
  return el('div', { class: 'features', dataset: { features: kind, for: id, path, label } },
    el('input', { type: 'hidden', id, 'data-key': key }));
}

// A features field: the chosen ones as chips (the book's name, its value when it takes
// one, its summary, a remove button) and a search box over the line's catalogue (a
// datalist of names). The ids are kept in a hidden input, "tearing, blast:3", for the link.
function featurePickers() {
  for (const kind of Object.keys(KIND_PLURAL)) document.body.append(el('datalist', { id: `dl-${kind}` }));
  for (const box of document.querySelectorAll('.features')) {
    const kind = box.dataset.features;
    const id = box.dataset.for;
    const search = el('input', {
      id: `${id}-search`, list: `dl-${kind}`, autocomplete: 'off', enterkeyhint: 'done',
      placeholder: `Search the ${KIND_PLURAL[kind]}\u2026`, 'data-path': box.dataset.path, 'data-label': box.dataset.label,
      'aria-describedby': `${id}-note`,
    });
    const add = el('button', { type: 'button', class: 'small-btn feature-add', text: 'Add', 'aria-label': `Add the ${kind}` });
    box.append(
      el('div', { class: 'feature-head', id: `${id}-head`, text: box.dataset.label }),
      el('ul', { class: 'feature-chips', 'aria-labelledby': `${id}-head` }),
      el('div', { class: 'feature-search' },
        el('label', { class: 'grow', for: search.id }, el('span', { class: 'label-text', text: `Add a ${kind}` }), search), add),
      el('p', { class: 'hint feature-note', id: `${id}-note`, 'aria-live': 'polite' }));
    search.addEventListener('input', (e) => {
      // A pick from the list (or a name typed in full that no other name continues).
      const v = search.value.trim().toLowerCase();
      const exact = featuresOf(kind).find((f) => f.name.toLowerCase() === v);
      const longer = featuresOf(kind).some((f) => f.name.toLowerCase() !== v && f.name.toLowerCase().startsWith(v));
      if (exact && (e.inputType === 'insertReplacementText' || !e.inputType || !longer)) addFeature(box, search.value);
    });
    search.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter') return;
      e.preventDefault();
      addFeature(box, search.value);
    });
    add.addEventListener('click', () => { addFeature(box, search.value); search.focus(); });
  }
}

const featuresOf = (kind) => [...current.features.values()].filter((f) => f.kind === kind);

function addFeature(box, text) {
  const kind = box.dataset.features;
  const input = $(box.dataset.for);
  const search = $(`${box.dataset.for}-search`);
  const note = $(`${box.dataset.for}-note`);
  const q = String(text).trim().toLowerCase();
  if (!q) { note.textContent = `Type a ${kind}'s name, or pick one from the list.`; return; }
  const opts = featuresOf(kind);
  const starts = opts.filter((f) => f.name.toLowerCase().startsWith(q));
  const has = opts.filter((f) => f.name.toLowerCase().includes(q));
  const f = opts.find((x) => x.name.toLowerCase() === q || x.id === q)
    ?? (starts.length === 1 ? starts[0] : null) ?? (has.length === 1 ? has[0] : null);
  if (!f) {
    note.textContent = has.length
      ? `${plural(has.length, kind, KIND_PLURAL[kind])} match \u201c${text.trim()}\u201d: ${has.slice(0, 6).map((x) => x.name).join(', ')}${has.length > 6 ? ', \u2026' : '.'} Pick one from the list.`
      : `${lineName()} has no ${kind} called \u201c${text.trim()}\u201d.`;
    return;
  }
  const list = parseFeatures(input.value).filter((x) => (typeof x === 'string' ? x : x.id) !== f.id);
  const needs = f.value?.takes === 'required';
  list.push(needs ? { id: f.id, value: 1 } : f.id);
  input.value = featuresText(list);
  search.value = '';
  note.textContent = `${f.name} added${needs ? `: set its value (${f.value.meaning ?? 'a number'})` : ''}.`;
  renderChips(box);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  if (needs) box.querySelector(`[data-feature="${f.id}"] input`)?.focus();
}

function fillFeaturePickers() {
  for (const kind of Object.keys(KIND_PLURAL)) {
    $(`dl-${kind}`).replaceChildren(...featuresOf(kind).sort((a, b) => a.name.localeCompare(b.name))
      .map((f) => el('option', { value: f.name, label: f.summary.length > 80 ? `${f.summary.slice(0, 78)}\u2026` : f.summary })));
  }
  for (const box of document.querySelectorAll('.features')) renderChips(box);
}

function renderChips(box) {
  const input = $(box.dataset.for);
  const chips = box.querySelector('.feature-chips');
  if (!chips) return;
  const list = parseFeatures(input.value);
  const write = () => {
    input.value = featuresText(list);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  chips.replaceChildren(...list.map((x, i) => {
    const id = typeof x === 'string' ? x : x.id;
    const f = current.features.get(id);
    const name = f ? f.name : words(id);
    const takes = f?.value?.takes;
    const valueInput = takes && takes !== 'nothing' ? el('input', {
      type: 'number', class: 'chip-value', value: typeof x === 'object' ? String(x.value ?? '') : '',
      'aria-label': `${name}: ${f.value.meaning ?? 'value'}`, title: f.value.meaning ?? '', placeholder: takes === 'default' ? 'default' : '',
    }) : null;
    valueInput?.addEventListener('input', () => {
      const v = valueInput.value.trim();
      list[i] = v === '' ? id : { id, value: Number(v) };
      write();
    });
    return el('li', { class: `chip${f ? '' : ' warn'}`, dataset: { feature: id } },
      el('span', { class: 'chip-name', text: name }),
      valueInput,
      el('span', { class: 'chip-summary', text: f ? f.summary : `not a ${box.dataset.features} of ${lineName()}: the engine will refuse it` }),
      el('button', {
        type: 'button', class: 'chip-x', 'aria-label': `Remove ${name}`, text: '\u00d7',
        onclick: () => {
          input.value = featuresText(list.filter((_, j) => j !== i));
          input.dispatchEvent(new Event('input', { bubbles: true }));
          renderChips(box);
          $(`${box.dataset.for}-search`).focus();
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
  $('w-preset').closest('fieldset').dataset.name = 'Weapon';
  featurePickers();
  buildMore($('panel-more'), { actorFrom: (who) => (who === 'target' ? targetFrom() : actorFrom('a')) });
  $('w-preset').addEventListener('change', () => applyWeapon(Number($('w-preset').value)));
  $('a-preset').addEventListener('change', () => applyActor('a', Number($('a-preset').value)));
  $('t-preset').addEventListener('change', () => applyActor('t', Number($('t-preset').value)));
  $('w-class').addEventListener('change', syncVisibility);
  $('action').addEventListener('change', () => { actionNote = ''; syncVisibility(); });
  $('test-skill').addEventListener('change', () => syncSkill('test-skill', 'test-char'));
  $('opp-a-skill').addEventListener('change', () => syncSkill('opp-a-skill', 'opp-a-char'));
  $('opp-b-skill').addEventListener('change', () => syncSkill('opp-b-skill', 'opp-b-char'));
  $('t-carried-clear').addEventListener('click', () => {
    $('t-carried').value = '';
    renderCarried();
    $('t-carried').dispatchEvent(new Event('input', { bubbles: true }));
    $('t-damage').focus();
  });
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
// skills, difficulties, the feature lists and the More tab's choices.
function buildForRuleset(line) {
  current = { ruleset: line, catalogue: catalogue({ ruleset: line }), features: new Map() };
  const profile = profileOf(line);
  for (const f of profile?.features ?? []) current.features.set(f.id, f);
  const cat = current.catalogue;

  const keepSel = (id, fill) => { const was = $(id).value; fill($(id)); if ([...$(id).options].some((o) => o.value === was)) $(id).value = was; };
  keepSel('w-preset', (s) => s.replaceChildren(...weaponPresets(line).map((w, i) =>
    el('option', { value: String(i), text: `${w.name} (${w.damage} ${DAMAGE_LETTER[w.damageType] ?? w.damageType}, pen ${w.penetration})` }))));
  for (const p of ['a', 't']) {
    keepSel(`${p}-preset`, (s) => s.replaceChildren(...actorPresets(line).map((a, i) => el('option', { value: String(i), text: a.name }))));
  }
  keepSel('action', (s) => s.replaceChildren(...attackActions(line)
    .map((a) => el('option', { value: a.id, text: a.name, title: a.summary }))));
  const circ = new Set([...$('circumstances').querySelectorAll('input:checked')].map((i) => i.value));
  $('circumstances').replaceChildren(...cat.circumstances.filter((c) => c.kind === 'flag').map((c) =>
    el('label', { class: 'check', title: c.summary },
      el('input', { type: 'checkbox', id: `circ-${c.id}`, value: c.id, 'data-key': `c.${c.id}`, checked: circ.has(c.id) }), ` ${c.label}`)));
  const conds = new Set([...$('t-conditions').querySelectorAll('input:checked')].map((i) => i.value));
  $('t-conditions').replaceChildren(...cat.conditions.map((c) =>
    el('label', { class: 'check', title: c.summary },
      el('input', { type: 'checkbox', id: `cond-${c.id}`, value: c.id, 'data-key': `k.${c.id}`, checked: conds.has(c.id) }), ` ${c.label}`)));
  const skillOptions = () => [el('option', { value: '', text: '(none: a characteristic test)' }),
    ...cat.skills.map((s) => el('option', { value: s.id, text: `${s.name} (${CHAR_SHORT[s.characteristic] ?? s.characteristic})` }))];
  const charOptions = () => cat.characteristics.map((c) => el('option', { value: c.id, text: c.name }));
  const diffOptions = () => cat.difficulties.map((d) => el('option', { value: d.id, text: d.label }));
  for (const id of ['test-skill', 'opp-a-skill', 'opp-b-skill']) keepSel(id, (s) => s.replaceChildren(...skillOptions()));
  for (const id of ['test-char', 'opp-a-char', 'opp-b-char']) keepSel(id, (s) => s.replaceChildren(...charOptions()));
  for (const id of ['test-diff', 'opp-a-diff', 'opp-b-diff']) {
    const was = $(id).value;
    $(id).replaceChildren(...diffOptions());
    const plain = cat.difficulties.find((d) => d.modifier === 0);
    if (cat.difficulties.some((d) => d.id === was)) $(id).value = was;
    else if (plain) $(id).value = plain.id;
  }
  $('t-parry').closest('label').hidden = !profile?.parryIsSkill;
  fillFeaturePickers();
  fillMore(line, cat);
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
  if (!isMelee() && $('reaction').value === 'parry') $('reaction').value = 'dodge';
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
    for (const f of ['t-damage', 't-crit', 't-fatigue']) $(f).value = '0';
    for (const box of $('t-conditions').querySelectorAll('input')) box.checked = false;
    $('t-carried').value = '';
    renderCarried();
  }
  for (const box of document.querySelectorAll(`.features[data-for^="${prefix}-"]`)) renderChips(box);
  followSheets();
  syncVisibility();
}

function isMelee() {
  return ['melee', 'unarmed'].includes($('w-class').value);
}

// ---------------------------------------------------------------- what the weapon can do

// Each attack action is tried on the engine with the form as it stands (prepareAttack
// checks a request without rolling): one it refuses is greyed out, its reason beside its
// name. When every action is refused the form itself is at fault: nothing is greyed.
let actionNote = '';

function syncActions() {
  const sel = $('action');
  const defs = attackActions();
  if (!sel.options.length) return;
  let base = null;
  try { base = attackRequest(undefined, { withRolls: false }); } catch { base = null; }
  const refusals = new Map();
  if (base) {
    delete base.dice;
    for (const a of defs) {
      const req = { ...base, action: a.id };
      delete req.calledLocation; delete req.grapple; delete req.fireMode;
      if (a.id === 'calledShot') req.calledLocation = $('called').value || 'body';
      if (a.id === 'grapple') req.grapple = { option: $('grapple').value };
      if (a.id === 'suppressingFire') req.fireMode = $('fire-mode').value;
      try { prepareAttack(req).free(); } catch (err) { if (err?.code === 'not_allowed') refusals.set(a.id, refusalReason(err, a.name)); }
    }
  }
  const all = refusals.size >= defs.length;
  for (const opt of sel.options) {
    const a = defs.find((d) => d.id === opt.value);
    const reason = all ? null : refusals.get(opt.value);
    opt.disabled = !!reason;
    opt.textContent = reason ? `${a.name} \u2014 ${reason}` : a.name;
    opt.title = reason ? `Not with this weapon and attacker: ${reason}` : a.summary;
    if (reason) opt.dataset.reason = reason; else delete opt.dataset.reason;
  }
  const chosen = sel.selectedOptions[0];
  if (chosen?.disabled) {
    const pick = [...sel.options].find((o) => o.value === 'standard' && !o.disabled) ?? [...sel.options].find((o) => !o.disabled);
    if (pick) {
      actionNote = `${actionName(chosen.value)} is not open (${chosen.dataset.reason}): ${actionName(pick.value)} instead.`;
      sel.value = pick.value;
      syncVisibility(false);
      saveState();
    }
  }
  showActionSummary();
}

function showActionSummary() {
  const def = attackActions().find((a) => a.id === $('action').value);
  const closed = [...$('action').options].filter((o) => o.disabled).length;
  $('action-summary').textContent = [actionNote, def?.summary, closed ? `${plural(closed, 'action')} greyed out: not open to this weapon or attacker.` : '']
    .filter(Boolean).join(' ');
}

let syncQueued = false;
function scheduleSync() {
  if (syncQueued) return;
  syncQueued = true;
  requestAnimationFrame(() => { syncQueued = false; syncActions(); followSheets(); });
}

function syncVisibility(withActions = true) {
  for (const node of document.querySelectorAll('.ranged-only')) node.hidden = isMelee();
  const act = $('action').value;
  $('called-wrap').hidden = act !== 'calledShot';
  $('grapple-wrap').hidden = act !== 'grapple';
  $('mode-wrap').hidden = act !== 'suppressingFire';
  // Parry is a melee reaction: greyed out against a ranged attack.
  const parry = $('reaction').querySelector('option[value="parry"]');
  parry.disabled = !isMelee();
  parry.textContent = isMelee() ? 'Parry' : 'Parry (melee only)';
  if (parry.disabled && $('reaction').value === 'parry') $('reaction').value = 'dodge';
  if (withActions) syncActions(); else showActionSummary();
}

function showTab(name) {
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const on = tab.dataset.tab === name;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
  }
  for (const panel of document.querySelectorAll('[role="tabpanel"]')) panel.hidden = panel.dataset.panel !== name;
  for (const n of document.querySelectorAll('[data-only]')) n.hidden = n.dataset.only !== name;
  // The Roll button: beside the attack's settings on the Attack tab, at the form's end on the others.
  const bar = $('actions');
  if (name === 'attack') { if (bar.parentElement !== $('attack-settings')) $('attack-settings').append(bar); }
  else if (bar.parentElement !== $('form')) $('form').append(bar);
  document.body.dataset.tab = name;
  rollLabel();
}
const currentTab = () => document.body.dataset.tab || 'attack';

let attackPlaceholder = null;

function rollLabel() {
  const name = currentTab();
  const label = name === 'more' ? moreRollLabel()
    : { attack: 'Roll the attack', test: 'Roll the test', opposed: 'Roll the opposed test', initiative: 'Roll initiative' }[name] ?? 'Roll';
  $('roll').textContent = label;
  // The placeholder's first line names this tab's button.
  const first = $('placeholder').firstElementChild;
  attackPlaceholder ??= [...first.childNodes].map((n) => n.cloneNode(true));
  if (name === 'attack') first.replaceChildren(...attackPlaceholder.map((n) => n.cloneNode(true)));
  else first.replaceChildren('Set it up and press ', el('strong', { text: label }), '.');
}

// ---------------------------------------------------------------- initiative

// The first two rows are the attacker and the target: they follow the sheets' names and
// Agility until edited. The others are whoever else is listed.
function buildCombatants() {
  const n = Math.max(1, Math.min(12, Number($('ini-count').value) || 1));
  $('ini-count').value = String(n);
  const box = $('combatants');
  const rows = [...box.children];
  for (let i = rows.length; i < n; i++) {
    // The first two are filled from the sheets (followSheets).
    const defaults = [{ name: '', ag: '' }, { name: '', ag: '' }, { name: 'Cultist 2', ag: '30' }, { name: 'Cultist 3', ag: '25' }][i] ?? { name: `Combatant ${i + 1}`, ag: '30' };
    const who = i === 0 ? 'the attacker' : i === 1 ? 'the target' : null;
    box.append(el('div', { class: 'row combatant', role: 'group', 'aria-label': `Combatant ${i + 1}${who ? ` (${who})` : ''}`, dataset: { index: String(i) } },
      el('label', { class: 'grow' }, 'Name ', el('input', { id: `ini-${i}-name`, 'data-key': `i${i}n`, 'data-path': `combatants[${i}].id`, value: defaults.name })),
      el('label', {}, 'Ag ', el('input', { id: `ini-${i}-ag`, type: 'number', min: '0', max: '100', class: 'w3', 'data-key': `i${i}a`, 'data-path': `combatants[${i}].actor.characteristics.ag`, 'data-label': 'Agility', value: defaults.ag })),
      el('label', { class: 'check' }, el('input', { type: 'checkbox', id: `ini-${i}-lr`, 'data-key': `i${i}l` }), ' Lightning Reflexes'),
      i >= 2 ? el('button', {
        type: 'button', class: 'small-btn', 'aria-label': `Remove combatant ${i + 1}`, text: 'Remove',
        onclick: () => { removeCombatant(i); },
      }) : null,
    ));
  }
  while (box.children.length > n) box.lastElementChild.remove();
  followSheets();
}

function followSheets() {
  for (const [i, p] of [[0, 'a'], [1, 't']]) {
    const name = $(`ini-${i}-name`);
    const ag = $(`ini-${i}-ag`);
    if (!name) continue;
    const follow = (input, want) => {
      const first = input.dataset.was === undefined;
      // A row cleared by hand stays clear (the sheet's value is used when it rolls).
      if (input.value === input.dataset.was || (first && (input.value === '' || input.value === want))) {
        input.value = want;
        input.dataset.was = want;
      }
    };
    follow(name, $(`${p}-name`).value.trim() || (i === 0 ? 'Attacker' : 'Target'));
    follow(ag, $(`${p}-ag`).value);
    const lr = $(`ini-${i}-lr`);
    if (lr.dataset.was === undefined) {
      lr.dataset.was = '1';
      if (parseFeatures($(`${p}-talents`).value).some((x) => (typeof x === 'string' ? x : x.id) === 'lightning_reflexes')) lr.checked = true;
    }
  }
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
  return [...$('form').querySelectorAll('[data-key]')];
}

function readState() {
  const params = new URLSearchParams();
  params.set('tab', currentTab());
  params.set('rs', $('ruleset').value);
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
  renderCarried();
  // The first two initiative rows follow the sheets again when they match them.
  for (const id of ['ini-0-name', 'ini-0-ag', 'ini-1-name', 'ini-1-ag']) if ($(id)) delete $(id).dataset.was;
  followSheets();
  syncMore();
  syncVisibility();
  showTab(TABS.includes(params.get('tab')) ? params.get('tab') : 'attack');
}

// ---------------------------------------------------------------- form -> requests

function actorFrom(prefix) {
  return {
    name: $(`${prefix}-name`).value.trim() || undefined,
    characteristics: Object.fromEntries(CHARS.map((c) => [c, num(`${prefix}-${c}`)])),
    wounds: num(`${prefix}-wounds`),
    player: $(`${prefix}-player`).checked,
    talents: parseFeatures($(`${prefix}-talents`).value),
    traits: parseFeatures($(`${prefix}-traits`).value),
  };
}

// What an earlier attack left on the target that the form has no field for (rounds of
// stun, injuries, death...), kept as JSON in a hidden field.
function carried() {
  try {
    const v = JSON.parse($('t-carried').value || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

function targetFrom(line = current.ruleset) {
  const t = actorFrom('t');
  const profile = profileOf(line);
  t.damage = num('t-damage') ?? 0;
  if (num('t-crit')) t.criticalDamage = num('t-crit');
  if (num('t-fatigue')) t.fatigue = num('t-fatigue');
  t.armour = Object.fromEntries(LOCATIONS.map(([k]) => [k, num(`t-ap-${k}`) ?? 0]));
  t.conditions = [...$('t-conditions').querySelectorAll('input:checked')].map((i) => i.value);
  const { conditions: moreConditions, ...rest } = carried();
  Object.assign(t, rest);
  if (Array.isArray(moreConditions)) t.conditions.push(...moreConditions.filter((c) => !t.conditions.includes(c)));
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
    while (used.has(id)) id = `${id}\u2032`;
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
      el('strong', { text: featureName(a.quality) }),
      a.test ? ` ${effectText({ type: 'test', test: a.test })}` : '',
      a.effects?.length ? `: ${a.effects.map(effectText).join('; ')}` : '',
      a.wounds ? `, ${plural(a.wounds, 'wound')}` : '',
      a.critical ? criticalBlock(a.critical) : null)),
  );
}

function conditionLabel(c, cat = current.catalogue) {
  return cat.conditions.find((x) => x.id === c)?.label ?? words(c);
}

function stateChips(state) {
  const flags = [];
  if (state.dead) flags.push(el('li', { class: 'chip bad', text: 'dead' }));
  if (state.unconscious) flags.push(el('li', { class: 'chip warn', text: 'unconscious' }));
  for (const c of state.conditions ?? []) {
    if (c === 'unconscious') continue;
    flags.push(el('li', { class: 'chip', dataset: { id: c }, text: c === 'stunned' && state.stunnedRounds ? `stunned ${plural(state.stunnedRounds, 'round')}` : conditionLabel(c).toLowerCase() }));
  }
  for (const inj of state.injuries ?? []) flags.push(el('li', { class: 'chip warn', text: effectText(inj) }));
  return flags;
}

function targetBlock(state, request) {
  const wounds = request.target.wounds || 1;
  const pct = Math.min(100, Math.round(((state.damage ?? 0) / wounds) * 100));
  const flags = stateChips(state);
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

// ---------------------------------------------------------------- apply to the target

// The outcome's `target` into the target's fields: damage, critical damage, fatigue and
// conditions in their fields; the rest (stun rounds, injuries, death...) carried as JSON.
function applyToTarget(state) {
  $('t-damage').value = String(state.damage ?? 0);
  $('t-crit').value = String(state.criticalDamage ?? 0);
  $('t-fatigue').value = String(state.fatigue ?? 0);
  const conds = new Set(state.conditions ?? []);
  if (state.unconscious) conds.add('unconscious');
  const boxes = [...$('t-conditions').querySelectorAll('input')];
  for (const box of boxes) box.checked = conds.has(box.value);
  const known = new Set(boxes.map((b) => b.value));
  const keep = {};
  const unknown = [...conds].filter((c) => !known.has(c));
  if (unknown.length) keep.conditions = unknown;
  for (const k of ['stunnedRounds', 'injuries', 'dead', 'cover', 'fateSpent', 'insanity', 'corruption']) {
    const v = state[k];
    if (v === undefined || v === null || v === false || v === 0 || (Array.isArray(v) && !v.length)) continue;
    keep[k] = v;
  }
  $('t-carried').value = Object.keys(keep).length ? JSON.stringify(keep) : '';
  renderCarried();
  lastRun = null;
  saveState();
  scheduleSync();
  const name = $('t-name').value.trim() || 'The target';
  const parts = [`${state.damage ?? 0} damage`];
  if (state.criticalDamage) parts.push(`${state.criticalDamage} critical`);
  if (state.fatigue) parts.push(`${state.fatigue} fatigue`);
  const named = [...conds].map((c) => conditionLabel(c).toLowerCase());
  if (state.dead) named.unshift('dead');
  return `${name} now has ${parts.join(', ')}${named.length ? `; ${named.join(', ')}` : ''}. Roll again to attack it as it stands.`;
}

function renderCarried() {
  const c = carried();
  const chips = [];
  if (c.dead) chips.push(el('li', { class: 'chip bad', text: 'dead' }));
  if (c.stunnedRounds) chips.push(el('li', { class: 'chip', text: `stunned ${plural(c.stunnedRounds, 'round')}` }));
  for (const k of c.conditions ?? []) chips.push(el('li', { class: 'chip', text: conditionLabel(k).toLowerCase() }));
  for (const inj of c.injuries ?? []) chips.push(el('li', { class: 'chip warn', text: effectText(inj) }));
  if (c.cover) chips.push(el('li', { class: 'chip', text: `cover ${c.cover.ap ?? ''} AP`.replace('  ', ' ') }));
  if (c.fateSpent?.length) chips.push(el('li', { class: 'chip', text: 'fate burnt' }));
  if (c.insanity) chips.push(el('li', { class: 'chip', text: `${plural(c.insanity, 'insanity point')}` }));
  if (c.corruption) chips.push(el('li', { class: 'chip', text: `${plural(c.corruption, 'corruption point')}` }));
  $('t-carried-list').replaceChildren(...chips);
  $('t-carried-box').hidden = !chips.length;
}

// ---------------------------------------------------------------- cards

function diceList(out) {
  return el('ol', { class: 'dice-list' }, (out.dice ?? []).map((d) => el('li', { class: 'die-rec' },
    el('span', { class: 'die-face', text: String(d.value ?? d.face) }),
    el('span', { class: 'die-purpose', text: `${words(d.purpose)}${d.hit ? ` (hit ${d.hit})` : ''}` }),
    el('span', { class: 'die-sides', text: d.value !== undefined && d.value !== d.face ? `d${d.sides}, face ${d.face}` : `d${d.sides}` }))));
}

function logList(out) {
  return el('ol', { class: 'log' }, (out.log ?? []).map((line, i) => el('li', { dataset: { id: out.logSteps?.[i] ?? '' }, text: line })));
}

function section(title, ...content) {
  return el('section', { class: 'card-section' }, el('h3', { text: title }), ...content);
}

const COPY_WORDS = { analyze: 'Copy link to these odds', compare: 'Copy link to this comparison' };

function replayBar(what, out, extra = []) {
  const copy = COPY_WORDS[what] ?? 'Copy link to this roll';
  const rolled = out.seed !== undefined;
  return el('div', { class: 'replay' },
    rolled
      ? el('span', {}, 'Seed ', el('code', { 'data-testid': 'seed-used', text: String(out.seed) }))
      : el('span', { class: 'muted', text: out.dice?.length ? 'Every die came from the scripted faces.' : 'No dice: worked out from the sheet.' }),
    el('button', { type: 'button', class: 'small-btn', text: copy, dataset: { words: copy }, onclick: copyLink }),
    rolled ? el('button', {
      type: 'button', class: 'small-btn', text: 'Keep this seed',
      title: 'Put this seed in the form, so every roll repeats it',
      onclick: () => { $('seed').value = String(out.seed); saveState(); },
    }) : null,
    ['analyze', 'compare'].includes(what) ? null : el('button', {
      type: 'button', class: 'small-btn', text: 'Roll again', title: 'The same roll with the form as it is now',
      onclick: () => run(what),
    }),
    extra,
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
  setTimeout(() => { btn.textContent = btn.dataset.words; }, 2000);
}

function attackHeadline(out) {
  const wounds = out.hits.reduce((s, h) => s + (h.wounds ?? 0), 0);
  if (out.jammed) return ['Jammed!', 'bad'];
  if (!out.test.success) return ['Miss', 'muted'];
  if (!out.hits.length) return [out.hitsScored ? 'Hit, but avoided' : 'No hits', 'warn'];
  return [`${plural(out.hits.length, 'hit')}, ${plural(wounds, 'wound')}`, 'good'];
}

function attackCard(out, request) {
  const [headline, tone] = attackHeadline(out);
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
  const status = el('p', { class: 'apply-status small', 'data-testid': 'apply-status', 'aria-live': 'polite' });
  const apply = el('button', {
    type: 'button', class: 'small-btn apply', 'data-testid': 'apply-target', text: 'Apply to the target',
    title: 'Carry the damage, conditions and injuries into the target\u2019s fields, for the next attack',
    onclick: () => { status.textContent = applyToTarget(out.target); },
  });
  return el('article', { class: 'outcome', 'data-testid': 'outcome', dataset: { kind: 'attack' } },
    el('header', { class: 'summary' },
      el('div', { class: `headline ${tone}`, tabindex: '-1', text: headline }),
      el('div', { class: 'who', text: `${who} \u00b7 ${request.weapon.name ?? request.weapon.class} \u00b7 ${actionName(out.action)} \u00b7 ${lineName(out.ruleset)}` }),
      out.target.dead ? el('div', { class: 'chip bad big', text: 'target killed' }) : null),
    replayBar('attack', out, apply),
    status,
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
function rawDetails(request, out, title = 'Request and outcome as JSON') {
  const shown = request.dice?.seed === undefined && out.seed !== undefined
    ? { ...request, dice: { ...(request.dice ?? {}), seed: out.seed } }
    : request;
  return el('details', { class: 'raw' }, el('summary', { text: title }),
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
  return el('article', { class: 'outcome analysis', 'data-testid': 'analysis' },
    el('header', { class: 'summary' },
      el('div', { class: 'headline', tabindex: '-1', text: an.exact ? 'Exact odds: every roll of the dice weighed' : `Odds over ${an.trials.toLocaleString('en')} attacks` }),
      el('div', { class: 'who', text: `${request.attacker.name ?? 'Attacker'} \u2192 ${request.target.name ?? 'target'} \u00b7 ${request.weapon.name ?? request.weapon.class} \u00b7 ${actionName(request.action)}` })),
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

// The engine's own card (formatOutcome's escaped HTML), styled by its outcomeCss.
function engineCard(html, props = {}) {
  if (!$('cogitator-outcome-css')) {
    const style = el('style', { id: 'cogitator-outcome-css' });
    style.textContent = outcomeCss;
    document.head.append(style);
  }
  const box = el('div', { class: 'engine-card', ...props });
  // formatOutcome escapes every string it puts in the markup: no script, no handler.
  box.innerHTML = html;
  return box;
}

function moreCard(v, out, request) {
  const [headline, tone] = moreHeadline(v, out);
  return el('article', { class: 'outcome', 'data-testid': 'outcome', dataset: { kind: 'more', view: v } },
    el('header', { class: 'summary' },
      el('div', { class: `headline ${tone}`, tabindex: '-1', text: headline }),
      el('div', { class: 'who', text: `${moreWho(v, request)} \u00b7 ${lineName(request.ruleset)}` })),
    replayBar('more', out),
    engineCard(moreEngineCard(v, out, request), { 'data-testid': 'more-card' }),
    out.dice?.length ? section('Dice', diceList(out)) : null,
    out.log?.length ? section('Log', logList(out)) : null,
    rawDetails(request, out));
}

// ---------------------------------------------------------------- the four rulesets side by side

// The same attack (numbers, weapon, action and dice) under each line. What a line lacks is
// left out and said: a talent, trait or quality it does not know, a circumstance or a
// condition it does not have. An action it does not have is its error.
function forLine(base, line) {
  const profile = profileOf(line);
  const cat = catalogue({ ruleset: line });
  const known = new Set(profile.features.map((f) => f.id));
  const left = [];
  const keepF = (list) => (list ?? []).filter((x) => {
    const id = typeof x === 'string' ? x : x.id;
    if (known.has(id)) return true;
    left.push(featureName(id));
    return false;
  });
  const r = JSON.parse(JSON.stringify(base));
  r.ruleset = line;
  r.attacker.talents = keepF(r.attacker.talents);
  r.attacker.traits = keepF(r.attacker.traits);
  r.target.talents = keepF(r.target.talents);
  r.target.traits = keepF(r.target.traits);
  r.weapon.qualities = keepF(r.weapon.qualities);
  const circ = new Set(cat.circumstances.map((c) => c.id));
  for (const k of Object.keys(r.circumstances ?? {})) {
    if (!circ.has(k)) { left.push(current.catalogue.circumstances.find((c) => c.id === k)?.label ?? words(k)); delete r.circumstances[k]; }
  }
  const conds = new Set(cat.conditions.map((c) => c.id));
  r.target.conditions = (r.target.conditions ?? []).filter((c) => conds.has(c) || (left.push(conditionLabel(c)), false));
  const skills = {};
  if ($('t-dodge').checked) skills.dodge = { trained: true };
  if ($('t-parry').checked && profile.parryIsSkill) skills.parry = { trained: true };
  r.target.skills = skills;
  return { request: r, left, cat };
}

function compareRequest(seed) {
  const base = attackRequest(seed);
  // One seed for the four, drawn here when the form has none, so the link replays them.
  if (base.dice?.seed === undefined) base.dice = { ...(base.dice ?? {}), seed: crypto.getRandomValues(new Uint32Array(1))[0] };
  return base;
}

function compareLines(base) {
  return LINES.map((line) => {
    const { request, left, cat } = forLine(base, line);
    if (!actions({ ruleset: line }).some((a) => a.id === request.action)) {
      return { line, request, left, error: { code: 'not_allowed', message: `${lineName(line)} has no ${actionName(request.action)}` } };
    }
    try {
      const out = resolveAttack(request);
      const { rolls, ...dice } = request.dice ?? {};
      const odds = analyzeAttack({ ...request, dice, trials: COMPARE_TRIALS });
      return { line, request, left, out, odds, cat };
    } catch (err) {
      if (!err?.code) console.error(err);
      return { line, request, left, error: err };
    }
  });
}

// The four lines as a table, a column each (rows: the result, the test, the hits, the
// target after, the odds); on a narrow screen a card each, one under the other.
function compareCard(results, base) {
  const name = actionName(base.action);
  const engineHtml = (r) => {
    try { return formatOutcome(r.out, { format: 'html', request: r.request, actions: actions({ ruleset: r.line }) }); } catch { return ''; }
  };
  const facts = (r) => {
    if (r.error) return null;
    const { out, odds } = r;
    const t = out.test;
    const [headline, tone] = attackHeadline(out);
    return {
      result: el('span', { class: `compare-headline ${tone}`, text: headline }),
      target: String(t.target),
      roll: t.automatic ? 'automatic' : String(t.roll ?? '\u2014'),
      degrees: `${t.degrees} of ${t.success ? 'success' : 'failure'}`,
      modifiers: (t.modifiers ?? []).length
        ? el('ul', { class: 'compare-mods' }, t.modifiers.map((m) => el('li', { text: `${m.label} ${signed(m.value)}` })))
        : 'none',
      hits: `${out.hits.length}${out.hitsScored !== undefined && out.hitsScored !== out.hits.length ? ` of ${out.hitsScored} scored` : ''}`,
      wounds: out.hits.map((h) => h.wounds ?? 0).join(' + ') || '0',
      after: [`${out.target.damage} of ${r.request.target.wounds ?? '?'}`, stateChips(out.target).length ? el('ul', { class: 'chips' }, stateChips(out.target)) : null],
      hit: fmtPct(odds.hitChance),
      kill: fmtPct(odds.killChance),
      mean: odds.meanWounds.toFixed(1),
    };
  };
  const rows = [
    ['result', 'Result'], ['target', 'Target number'], ['roll', 'Rolled'], ['degrees', 'Degrees'], ['modifiers', 'Modifiers'],
    ['hits', 'Hits'], ['wounds', 'Wounds'], ['after', 'Target after (damage)'],
    ['hit', 'Hit chance'], ['kill', 'Kill chance'], ['mean', 'Mean wounds'],
  ];
  // A fresh set of nodes for each view (a node lives in one place).
  const all = () => results.map((r) => ({ r, f: facts(r) }));
  const anyLeft = results.some((r) => r.left.length);
  const errorCell = (r) => el('span', { class: 'compare-error', text: `Not in this line: ${refusalReason(r.error, name, r.line)}` });

  // Wide: one table, the lines side by side.
  const table = el('table', { class: 'compare-table' },
    el('thead', {}, el('tr', {}, el('th', { scope: 'col', class: 'visually-hidden-text', text: 'Ruleset' }),
      results.map((r) => el('th', { scope: 'col', 'data-testid': 'compare-line', dataset: { ruleset: r.line, ok: String(!r.error) }, text: lineName(r.line) })))),
    el('tbody', {},
      rows.map(([key, label]) => el('tr', { dataset: { row: key } }, el('th', { scope: 'row', text: label }),
        all().map(({ r, f }) => el('td', { class: ['target', 'roll', 'hits', 'wounds', 'hit', 'kill', 'mean'].includes(key) ? 'mono' : '' },
          f ? f[key] : key === 'result' ? errorCell(r) : '\u2014')))),
      anyLeft ? el('tr', { dataset: { row: 'left' } }, el('th', { scope: 'row', text: 'Left out' }),
        results.map((r) => el('td', { class: 'small', text: r.left.length ? r.left.join(', ') : 'nothing' }))) : null));

  // Narrow: a card a line.
  const cards = el('div', { class: 'compare-grid' }, all().map(({ r, f }) => el('section', { class: 'compare-line', 'data-testid': 'compare-line', dataset: { ruleset: r.line, ok: String(!r.error) } },
    el('h3', { text: lineName(r.line) }),
    f ? [
      f.result,
      el('dl', { class: 'kv' }, rows.slice(1).map(([key, label]) => [el('dt', { text: label }), el('dd', { class: ['target', 'roll', 'hits', 'wounds', 'hit', 'kill', 'mean'].includes(key) ? 'mono' : '' }, f[key])])),
      r.left.length ? el('p', { class: 'small muted', text: `Left out, not in this line: ${r.left.join(', ')}.` }) : null,
    ] : errorCell(r))));

  const seed = base.dice?.seed;
  return el('article', { class: 'outcome compare', 'data-testid': 'comparison' },
    el('header', { class: 'summary' },
      el('div', { class: 'headline', tabindex: '-1', text: 'One attack under the four rulesets' }),
      el('div', { class: 'who', text: `${base.attacker.name ?? 'Attacker'} \u2192 ${base.target.name ?? 'target'} \u00b7 ${base.weapon.name ?? base.weapon.class} \u00b7 ${name}` })),
    replayBar('compare', { seed }),
    el('p', { class: 'hint', text: `The same sheets, weapon, action and dice in each line; only the rules change. The chances are over ${COMPARE_TRIALS.toLocaleString('en')} attacks each.` }),
    el('div', { class: 'compare-table-wrap' }, table),
    cards,
    el('details', { class: 'raw compare-cards' }, el('summary', { text: 'Each line\u2019s whole card' }),
      el('div', { class: 'compare-engine' }, results.filter((r) => !r.error).map((r) => engineCard(engineHtml(r), { dataset: { ruleset: r.line } })))),
    el('details', { class: 'raw' }, el('summary', { text: 'Requests and outcomes as JSON' }),
      el('pre', { text: results.map((r) => `// ${lineName(r.line)}: request\n${JSON.stringify(r.request, null, 2)}\n\n// outcome\n${JSON.stringify(r.out ?? { error: { code: r.error?.code, message: r.error?.message, path: r.error?.path } }, null, 2)}`).join('\n\n') })));
}

// ---------------------------------------------------------------- showing results and errors

function showResult(node) {
  clearFieldErrors();
  $('placeholder').hidden = true;
  $('error').hidden = true;
  $('result').replaceChildren(node);
  // At phone width the results are below the form: bring them into view.
  if (narrow()) $('results').scrollIntoView({ block: 'start' });
  node.querySelector('.headline')?.focus({ preventScroll: true });
}

function clearFieldErrors() {
  for (const n of document.querySelectorAll('.invalid')) n.classList.remove('invalid');
  for (const n of document.querySelectorAll('[aria-invalid="true"]')) {
    n.removeAttribute('aria-invalid');
    const ids = (n.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== 'field-error');
    if (ids.length) n.setAttribute('aria-describedby', ids.join(' ')); else n.removeAttribute('aria-describedby');
  }
  $('field-error')?.remove();
}

// The error's path in the form's own terms: a test's `actor` is the attacker or the
// target, an opposed test's `a` and `b` are them, the More tab maps its own.
function formPath(what, path, request) {
  if (!path) return path;
  if (what === 'test') return path.replace(/^actor\./, `${$('test-who').value}.`);
  if (what === 'opposed') return path.replace(/^a\.actor\./, 'attacker.').replace(/^b\.actor\./, 'target.');
  if (what === 'more') return morePath(path, request);
  return path;
}

// The field an error's path points at: the longest `data-path` it starts with.
function fieldFor(path) {
  if (!path) return null;
  let best = null;
  for (const n of $('form').querySelectorAll('[data-path]')) {
    const p = n.dataset.path;
    if (!(path === p || path.startsWith(`${p}.`) || path.startsWith(`${p}[`))) continue;
    const shown = !n.closest('[hidden]');
    if (!best || p.length > best.node.dataset.path.length || (p.length === best.node.dataset.path.length && shown && !best.shown)) best = { node: n, shown };
  }
  return best?.node ?? null;
}

// A field's name as the form shows it, with whose it is: "Attacker, Ballistic Skill".
function fieldLabel(node) {
  let name = node.dataset.label;
  if (!name) {
    const label = node.closest('label') ?? (node.id ? document.querySelector(`label[for="${node.id}"]`) : null);
    if (label) name = [...label.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(' ').replace(/\s+/g, ' ').trim();
  }
  if (!name) name = node.getAttribute('aria-label') ?? node.id;
  const owner = node.closest('[data-name]')?.dataset.name;
  return owner ? `${owner}, ${name}` : name;
}

const PANEL_NAME = { attack: 'Attack', test: 'Test', opposed: 'Opposed', initiative: 'Initiative', more: 'More' };

function goToField(node) {
  const panel = node.closest('[data-panel]')?.dataset.panel;
  if (panel && panel !== currentTab()) { showTab(panel); saveState(); }
  let target = node;
  if (!/^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(node.tagName) || node.type === 'hidden') {
    target = node.querySelector('input:not([type=hidden]), select, textarea') ?? node;
  }
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

function showError(err, what, request) {
  clearFieldErrors();
  $('placeholder').hidden = true;
  $('result').replaceChildren();
  const box = $('error');
  box.hidden = false;
  const line = request?.ruleset ?? current.ruleset;
  const message = errorText(err, line);
  const field = fieldFor(formPath(what, err?.path, request));
  const label = field ? fieldLabel(field) : null;
  const elsewhere = field && field.closest('[data-panel]') && field.closest('[data-panel]').hidden;
  box.replaceChildren(...[
    el('div', { class: 'error-code', text: err?.code ?? 'error' }),
    el('div', { class: 'error-message' }, label ? el('strong', { text: `${label}: ` }) : null, message),
    err?.purpose ? el('div', { class: 'small' }, 'Missing die: ', el('code', { text: `${err.purpose} (d${err.sides})` })) : null,
    field ? el('div', {}, el('button', {
      type: 'button', class: 'small-btn', 'data-testid': 'error-go',
      text: elsewhere ? `Show ${label} on the ${PANEL_NAME[field.closest('[data-panel]').dataset.panel]} tab` : `Go to ${label}`,
      onclick: () => goToField(field),
    })) : null,
  ].filter(Boolean));
  if (err?.path) box.title = `Field: ${err.path}`; else box.removeAttribute('title');
  if (!field) {
    if (narrow()) $('results').scrollIntoView({ block: 'start' });
    return;
  }
  // The field is marked, its message beside it, and brought into view with the focus.
  field.classList.add('invalid');
  const anchor = field.closest('label') ?? field;
  const note = el('p', { id: 'field-error', class: 'field-error', role: 'alert', text: `${label}: ${message}` });
  anchor.after(note);
  const focusable = /^(INPUT|SELECT|TEXTAREA)$/.test(field.tagName) && field.type !== 'hidden' ? field : field.querySelector('input:not([type=hidden]), select');
  if (focusable) {
    focusable.setAttribute('aria-invalid', 'true');
    focusable.setAttribute('aria-describedby', [focusable.getAttribute('aria-describedby'), 'field-error'].filter(Boolean).join(' '));
  }
  if (!elsewhere) goToField(field);
  else if (narrow()) $('results').scrollIntoView({ block: 'start' });
}

// Runs what the tab (or a link) asks for. `seed` overrides the form's seed (a link's).
function run(what, seed) {
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
    } else if (what === 'compare') {
      request = compareRequest(seed);
      const results = compareLines(request);
      out = { seed: request.dice.seed };
      card = compareCard(results, request);
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
    } else if (what === 'more') {
      const made = moreRequest(diceSpec(seed, false));
      request = made.request;
      out = made.fn(request);
      card = moreCard(made.view, out, request);
    } else return;
    lastRun = { what, seed: out.seed };
    saveState();
    showResult(card);
  } catch (err) {
    lastRun = null;
    saveState();
    if (!err?.code) console.error(err);
    showError(err, what, request);
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
  const changed = () => { lastRun = null; saveState(); scheduleSync(); if (currentTab() === 'more') rollLabel(); };
  $('form').addEventListener('input', changed);
  $('form').addEventListener('change', changed);
  $('form').addEventListener('submit', (e) => { e.preventDefault(); run(currentTab()); });
  $('analyze').addEventListener('click', () => run('analyze'));
  $('compare').addEventListener('click', () => run('compare'));
  window.addEventListener('hashchange', () => {
    const p = new URLSearchParams(location.hash.slice(1));
    if (p.has('rs')) { loadState(p); if (p.get('run')) run(p.get('run'), p.has('rseed') ? Number(p.get('rseed')) : undefined); }
    if (p.get('enc') && p.get('enc') !== encounterParam()) openEncounterParam(p.get('enc'));
  });
  for (const b of ['roll', 'analyze', 'compare']) $(b).disabled = false;

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
