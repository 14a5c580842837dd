// The Encounter tab: a whole fight on the engine's encounter API (docs/encounters.md).
//
// Set-up: a list of combatants (name, side, kind, profile, weapons, surprise) made from the
// presets, the ambush, a startEncounter request in JSON or a file. Play: whose turn it is,
// every combatant's state, the odds of each choice from `advise` beside an Act button, End
// turn and Undo, and each step's card from `formatOutcome` in a log, latest first. Save:
// the encounter as JSON, deflated and base64url-encoded in the address bar (`enc=`), as a
// download, or opened from a file; a link is rebuilt with `replayEncounter` and checked.
//
// Everything the engine or a user wrote is put on the page as text; the cards are the
// engine's own escaped HTML.

import {
  startEncounter, act, endTurn, undo, replayEncounter, advise, adjust,
  actions, catalogue, rulesets, formatOutcome, outcomeCss,
} from './pkg/index.js';
import { weaponPresets, actorPresets } from './presets.js';
import { fmtPct } from './chart.js';
import { $, el, plural, words, narrow, CHAR_NAME } from './dom.js';

const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

// The rows of the odds table shown before "Show all".
const FIRST_CHOICES = 8;
const ORDERS = [['rangedVolley', 'Ranged Volley'], ['closeQuarters', 'Close Quarters'], ['takeCover', 'Take Cover'], ['move', 'Move']];
const ORDER_LABEL = Object.fromEntries(ORDERS);
const OUT_WORDS = { dead: 'dead', unconscious: 'unconscious', broken: 'broken', killed: 'killed' };
const AIM_WORDS = { half: 'after a Half Action Aim', full: 'after a Full Action Aim' };
const CHARS = [['ws', 'WS'], ['bs', 'BS'], ['s', 'S'], ['t', 'T'], ['ag', 'Ag']];

// ---------------------------------------------------------------- the ambush (Only War)

// The ambush of tests/js/ambush.mjs: three cultists and a mob spring on two surprised
// guardsmen and Hale, Vance's comrade.
const LASGUN = { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', penetration: 0, range: 100, rateOfFire: { single: true, semi: 3, full: 0 } };
const AUTOPISTOL = { name: 'Autopistol', class: 'pistol', damage: '1d10+2', damageType: 'impact', penetration: 0, range: 30, rateOfFire: { single: true, semi: 0, full: 6 } };
const KNIFE = { name: 'Knife', class: 'melee', damage: '1d5', damageType: 'rending', penetration: 0 };
const guard = (name) => ({
  name, player: true, characteristics: { ws: 35, bs: 40, s: 35, t: 35, ag: 35, int: 30, per: 35, wp: 35, fel: 30 }, wounds: 12,
  skills: { dodge: { trained: true } }, armour: { head: 4, body: 4, rightArm: 4, leftArm: 4, rightLeg: 4, leftLeg: 4 },
});
const cultist = (name) => ({ name, characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 25, per: 30, wp: 25, fel: 25 }, wounds: 8, armour: { body: 2 } });

function ambushRequest() {
  return {
    ruleset: 'ow',
    combatants: [
      { id: 'vance', side: 'guard', actor: guard('Vance'), weapons: [LASGUN, KNIFE], surprised: true },
      { id: 'okoro', side: 'guard', actor: guard('Okoro'), weapons: [LASGUN, KNIFE], surprised: true },
      { id: 'hale', side: 'guard', actor: guard('Hale'), weapons: [LASGUN], comradeOf: 'vance' },
      { id: 'c1', side: 'cult', actor: cultist('Cultist 1'), weapons: [AUTOPISTOL] },
      { id: 'c2', side: 'cult', actor: cultist('Cultist 2'), weapons: [AUTOPISTOL] },
      { id: 'c3', side: 'cult', actor: cultist('Cultist 3'), weapons: [KNIFE] },
      { id: 'mob', side: 'cult', actor: cultist('Mob'), horde: { magnitude: 12, armour: 2 }, weapons: [KNIFE] },
    ].map(clone),
  };
}

// ---------------------------------------------------------------- state

const state = {
  ready: false,
  rows: [], // the set-up: { key, setup (a startEncounter combatant), actorPreset, ownActor, weaponPresets }
  nextKey: 1,
  enc: null, // the encounter being played
  log: [], // one entry a history entry: { summary, html }
  param: null, // the encounter as it goes in the link (base64url of deflate-raw JSON)
  encodeSeq: 0,
  showAll: false,
  orders: {}, // the comrade order chosen, by leader
  advice: null, // advise() for the encounter on screen
  lastBatch: 0, // how many log entries the last click added
  hooks: { saveState() {}, showTab() {} },
};

const line = () => $('ruleset').value;
const profileOf = (id) => rulesets().find((p) => p.id === id);
const lineName = (id) => profileOf(id)?.name ?? id;
const catalogues = new Map();
function conditionLabel(ruleset, id) {
  if (!catalogues.has(ruleset)) {
    try { catalogues.set(ruleset, new Map(catalogue({ ruleset }).conditions.map((c) => [c.id, c.label]))); } catch { catalogues.set(ruleset, new Map()); }
  }
  return catalogues.get(ruleset).get(id) ?? words(id);
}
function actionLabel(ruleset, id) {
  try { return actions({ ruleset }).find((a) => a.id === id)?.name ?? words(id); } catch { return words(id); }
}

// ---------------------------------------------------------------- set-up rows

function kindOf(s) {
  if (s.vehicle) return 'vehicle';
  if (s.horde) return 'horde';
  if (s.comradeOf) return 'comrade';
  return 'character';
}
const nameOf = (s) => s.actor?.name ?? s.vehicle?.name ?? s.id;
function setName(s, name) {
  if (s.vehicle) s.vehicle.name = name;
  else { s.actor = s.actor ?? {}; s.actor.name = name; }
}

function slug(text) {
  return String(text).toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 24) || 'combatant';
}
function uniqueId(base) {
  const used = new Set(state.rows.map((r) => r.setup.id));
  let id = slug(base);
  for (let n = 2; used.has(id); n++) id = `${slug(base)}-${n}`;
  return id;
}

// A preset as the engine's Actor: only the fields an Actor has.
function presetActor(preset, ruleset, name) {
  const profile = profileOf(ruleset);
  const skills = {};
  if (preset.dodge) skills.dodge = { trained: true };
  if (preset.parry && profile?.parryIsSkill) skills.parry = { trained: true };
  return {
    name: name ?? preset.name,
    player: !!preset.player,
    characteristics: { ...preset.characteristics },
    wounds: preset.wounds,
    armour: { ...preset.armour },
    talents: clone(preset.talents),
    traits: clone(preset.traits),
    skills,
  };
}
function presetWeapon(id, ruleset) {
  const w = weaponPresets(ruleset).find((x) => x.id === id);
  if (!w) return null;
  const { id: _id, ...weapon } = w;
  return clone(weapon);
}

function addRow(setup, { actorPreset = null, weaponPresets: wp = null } = {}) {
  const row = {
    key: `r${state.nextKey++}`,
    setup,
    actorPreset,
    ownActor: actorPreset ? null : clone(setup.actor),
    weaponPresets: wp ?? (setup.weapons ?? []).map(() => null),
  };
  state.rows.push(row);
  return row;
}

function newRow({ preset = 'cultist', side, weapons = ['autogun'], name } = {}) {
  const rs = line();
  const p = actorPresets(rs).find((a) => a.id === preset) ?? actorPresets(rs)[0];
  const sameName = state.rows.filter((r) => nameOf(r.setup).startsWith(p.name)).length;
  const shown = name ?? (sameName ? `${p.name} ${sameName + 1}` : p.name);
  const lastSide = state.rows.at(-1)?.setup.side;
  return addRow({
    id: uniqueId(shown),
    side: side ?? lastSide ?? 'foes',
    actor: presetActor(p, rs, shown),
    weapons: weapons.map((w) => presetWeapon(w, rs)).filter(Boolean),
  }, { actorPreset: p.id, weaponPresets: weapons.filter((w) => presetWeapon(w, rs)) });
}

function setRowsFromRequest(request) {
  state.rows = [];
  for (const c of request.combatants ?? []) {
    const setup = clone(c) ?? {};
    if (typeof setup.id !== 'string' || !setup.id) setup.id = uniqueId(nameOf(setup) ?? 'combatant');
    if (typeof setup.side !== 'string') setup.side = '';
    addRow(setup);
  }
  if (request.reactions === 'none' || request.reactions === 'best') $('enc-reactions').value = request.reactions;
  $('enc-seed').value = Number.isFinite(request.dice?.seed) ? String(request.dice.seed) : '';
  if (request.ruleset && request.ruleset !== line() && [...$('ruleset').options].some((o) => o.value === request.ruleset)) {
    $('ruleset').value = request.ruleset;
    $('ruleset').dispatchEvent(new Event('change'));
  }
  renderRows();
}

// The line's numbers for the rows made from presets (a ruleset change).
function refreshPresets() {
  const rs = line();
  for (const row of state.rows) {
    if (row.actorPreset) {
      const p = actorPresets(rs).find((a) => a.id === row.actorPreset);
      if (p) row.setup.actor = presetActor(p, rs, nameOf(row.setup));
    }
    row.setup.weapons = (row.setup.weapons ?? []).map((w, i) => (row.weaponPresets[i] ? presetWeapon(row.weaponPresets[i], rs) ?? w : w));
  }
  renderRows();
}

function profileSummary(actor) {
  if (!actor) return '';
  const c = actor.characteristics ?? {};
  const bits = CHARS.filter(([k]) => c[k] !== undefined).map(([k, label]) => `${label} ${c[k]}`);
  if (actor.wounds !== undefined) bits.push(plural(actor.wounds, 'wound'));
  const ap = Object.values(actor.armour ?? {});
  if (ap.length) bits.push(`armour ${Math.min(...ap)}${Math.max(...ap) !== Math.min(...ap) ? `\u2013${Math.max(...ap)}` : ''}`);
  return bits.join(' \u00b7 ');
}

function rowNode(row, index) {
  const s = row.setup;
  const k = row.key;
  const rs = line();
  const profile = profileOf(rs);
  const kind = kindOf(s);
  const name = nameOf(s);
  const id = (part) => `enc-${k}-${part}`;
  const canHorde = !!profile?.encounters?.hordes;
  const canComrade = !!profile?.encounters?.comrades;

  const kindSelect = el('select', { id: id('kind'), disabled: kind === 'vehicle', onchange: (e) => setKind(row, e.target.value) },
    el('option', { value: 'character', text: 'Character', selected: kind === 'character' }),
    el('option', { value: 'horde', text: 'Horde', selected: kind === 'horde', disabled: !canHorde && kind !== 'horde' }),
    el('option', { value: 'comrade', text: 'Comrade', selected: kind === 'comrade', disabled: !canComrade && kind !== 'comrade' }),
    kind === 'vehicle' ? el('option', { value: 'vehicle', text: 'Vehicle (from JSON)', selected: true }) : null);

  const actorSelect = kind === 'vehicle' ? null : el('select', { id: id('actor'), onchange: (e) => setActor(row, e.target.value) },
    row.ownActor ? el('option', { value: '', text: 'Its own profile', selected: !row.actorPreset }) : null,
    actorPresets(rs).map((p) => el('option', { value: p.id, text: p.name, selected: row.actorPreset === p.id })));

  const leaders = state.rows.filter((r) => r !== row && kindOf(r.setup) === 'character');
  const weapons = s.weapons ?? [];
  return el('div', { class: 'enc-row', role: 'group', 'aria-label': `Combatant ${index + 1}: ${name}`, dataset: { key: k, id: s.id } },
    el('div', { class: 'row' },
      el('label', { class: 'grow' }, 'Name ', el('input', {
        id: id('name'), value: name, 'data-testid': 'enc-name',
        oninput: (e) => { setName(s, e.target.value); refreshNames(); },
      })),
      el('label', {}, 'Side ', el('input', {
        id: id('side'), class: 'w6', list: 'enc-sides', value: s.side,
        oninput: (e) => { s.side = e.target.value.trim(); refreshSides(); },
      })),
      el('label', {}, 'Kind ', kindSelect)),
    el('div', { class: 'row' },
      actorSelect ? el('label', { class: 'grow' }, kind === 'horde' ? 'Its members ' : 'Profile ', actorSelect) : null,
      kind === 'horde' ? [
        el('label', {}, 'Magnitude ', el('input', {
          id: id('magnitude'), type: 'number', min: '1', class: 'w3', value: s.horde.magnitude ?? '',
          oninput: (e) => { s.horde.magnitude = e.target.value === '' ? undefined : Number(e.target.value); },
        })),
        el('label', {}, 'Armour ', el('input', {
          id: id('harmour'), type: 'number', min: '0', class: 'w3', value: s.horde.armour ?? '', placeholder: 'its own',
          oninput: (e) => { if (e.target.value === '') delete s.horde.armour; else s.horde.armour = Number(e.target.value); },
        })),
      ] : null,
      kind === 'comrade' ? el('label', { class: 'grow' }, 'Comrade of ', el('select', {
        id: id('leader'), class: 'enc-leader', onchange: (e) => { s.comradeOf = e.target.value; },
      }, leaderOptions(leaders, s.comradeOf))) : null),
    kind !== 'vehicle' ? el('p', { class: 'hint enc-profile', text: profileSummary(s.actor) }) : null,
    (kind === 'horde' && !canHorde) || (kind === 'comrade' && !canComrade)
      ? el('p', { class: 'hint enc-warn', text: `${profile?.name ?? rs} has no ${kind === 'horde' ? 'hordes' : 'comrades'}: the engine will refuse this one.` }) : null,
    el('div', { class: 'row' },
      kind === 'character' ? el('label', { class: 'check' }, el('input', {
        type: 'checkbox', id: id('player'), checked: !!s.actor?.player,
        onchange: (e) => { s.actor.player = e.target.checked; renderRows(); },
      }), ' Player character') : null,
      el('label', { class: 'check' }, el('input', {
        type: 'checkbox', id: id('surprised'), checked: !!s.surprised,
        onchange: (e) => { if (e.target.checked) s.surprised = true; else delete s.surprised; },
      }), ' Surprised')),
    el('div', { class: 'enc-weapons' },
      el('ul', { class: 'enc-chips', 'aria-label': `${name}'s weapons` },
        weapons.length ? weapons.map((w, i) => el('li', { class: 'chip' },
          el('span', { text: w.name ?? w.class ?? 'weapon' }),
          el('button', {
            type: 'button', class: 'chip-x', 'aria-label': `Remove ${w.name ?? 'the weapon'} from ${name}`, text: '\u00d7',
            onclick: () => {
              s.weapons.splice(i, 1);
              row.weaponPresets.splice(i, 1);
              renderRows();
              $(id('weapon'))?.focus();
            },
          })))
          : el('li', { class: 'muted small', text: kind === 'vehicle' ? 'the vehicle\u2019s own' : 'no weapon' })),
      el('select', {
        id: id('weapon'), 'aria-label': `Add a weapon to ${name}`,
        onchange: (e) => {
          const w = presetWeapon(e.target.value, line());
          if (w && !(s.weapons ?? []).some((x) => x.name === w.name)) {
            s.weapons = [...(s.weapons ?? []), w];
            row.weaponPresets.push(e.target.value);
            renderRows();
            $(id('weapon'))?.focus();
          } else e.target.value = '';
        },
      }, el('option', { value: '', text: 'Add a weapon\u2026' }),
      weaponPresets(rs).map((w) => el('option', { value: w.id, text: w.name })))),
    el('div', { class: 'row enc-row-end' },
      el('button', {
        type: 'button', class: 'enc-btn', 'aria-label': `Remove ${name}`, text: 'Remove',
        onclick: () => removeRow(row),
      })),
  );
}

function leaderOptions(leaders, chosen) {
  const opts = leaders.map((r) => el('option', { value: r.setup.id, text: nameOf(r.setup), selected: r.setup.id === chosen }));
  if (chosen && !leaders.some((r) => r.setup.id === chosen)) opts.unshift(el('option', { value: chosen, text: chosen, selected: true }));
  return opts;
}

function setKind(row, kind) {
  const s = row.setup;
  delete s.horde;
  delete s.comradeOf;
  if (kind === 'horde') s.horde = { magnitude: 10 };
  if (kind === 'comrade') {
    const others = state.rows.filter((r) => r !== row && kindOf(r.setup) === 'character');
    const leader = others.find((r) => r.setup.side === s.side && r.setup.actor?.player) ?? others.find((r) => r.setup.side === s.side) ?? others[0];
    s.comradeOf = leader?.setup.id ?? '';
    if (s.actor) s.actor.player = false;
  }
  renderRows();
  $(`enc-${row.key}-kind`)?.focus();
}

function setActor(row, presetId) {
  const rs = line();
  const name = nameOf(row.setup);
  if (!presetId) {
    row.actorPreset = null;
    row.setup.actor = { ...clone(row.ownActor), name };
  } else {
    const p = actorPresets(rs).find((a) => a.id === presetId);
    if (!p) return;
    const oldPreset = actorPresets(rs).find((a) => a.id === row.actorPreset);
    // A name that was the old preset's becomes the new one's.
    const keep = name && (!oldPreset || !name.startsWith(oldPreset.name));
    row.actorPreset = p.id;
    row.setup.actor = presetActor(p, rs, keep ? name : p.name);
  }
  renderRows();
  $(`enc-${row.key}-actor`)?.focus();
}

function removeRow(row) {
  state.rows = state.rows.filter((r) => r !== row);
  for (const r of state.rows) {
    if (r.setup.comradeOf === row.setup.id) setKind(r, 'character');
  }
  renderRows();
  $('enc-add').focus();
}

function renderRows() {
  const box = $('enc-rows');
  box.replaceChildren(...(state.rows.length
    ? state.rows.map(rowNode)
    : [el('p', { class: 'hint', text: 'No combatants yet: add some, or load the ambush.' })]));
  refreshSides();
  $('enc-count').textContent = state.rows.length ? plural(state.rows.length, 'combatant') : 'none yet';
}

function refreshSides() {
  const sides = [...new Set(state.rows.map((r) => r.setup.side).filter(Boolean))];
  $('enc-sides').replaceChildren(...sides.map((s) => el('option', { value: s })));
}

// A name changed: the leader pickers and the labels follow, without rebuilding the rows.
function refreshNames() {
  for (const row of state.rows) {
    const node = $('enc-rows').querySelector(`[data-key="${row.key}"]`);
    if (!node) continue;
    node.setAttribute('aria-label', `Combatant ${state.rows.indexOf(row) + 1}: ${nameOf(row.setup)}`);
    const pick = node.querySelector('.enc-leader');
    if (pick) pick.replaceChildren(...leaderOptions(state.rows.filter((r) => r !== row && kindOf(r.setup) === 'character'), row.setup.comradeOf));
  }
}

function requestFromRows() {
  const request = {
    ruleset: line(),
    combatants: state.rows.map((r) => clone(r.setup)),
    reactions: $('enc-reactions').value,
  };
  const seed = $('enc-seed').value.trim();
  if (seed !== '') request.dice = { seed: Number(seed) };
  return request;
}

// ---------------------------------------------------------------- errors in words

function errorNodes(err, prefix) {
  const known = err && typeof err === 'object' && 'code' in err;
  return [
    el('div', { class: 'error-code', text: known ? err.code : 'error' }),
    el('div', { text: `${prefix ? `${prefix} ` : ''}${err?.message ?? String(err)}` }),
    known && err.path ? el('div', { class: 'small' }, 'Field: ', el('code', { text: err.path })) : null,
  ].filter(Boolean);
}

function showError(box, err, prefix) {
  const node = $(box);
  node.hidden = false;
  node.replaceChildren(...errorNodes(err, prefix));
}
function clearErrors() {
  for (const id of ['enc-setup-error', 'enc-play-error']) { $(id).hidden = true; $(id).replaceChildren(); }
  for (const n of document.querySelectorAll('.enc-row.invalid')) n.classList.remove('invalid');
}

// A start error on one combatant (`combatants[3].horde...`) marks its row.
function showSetupError(err) {
  const m = /^combatants\[(\d+)\]/.exec(err?.path ?? '');
  const row = m ? state.rows[Number(m[1])] : null;
  showError('enc-setup-error', err, row ? `${nameOf(row.setup)}:` : '');
  if (row) {
    const node = $('enc-rows').querySelector(`[data-key="${row.key}"]`);
    node?.classList.add('invalid');
    $('enc-setup-list').open = true;
    node?.querySelector('input, select')?.focus();
  }
}

// ---------------------------------------------------------------- starting and stepping

function startFight() {
  clearErrors();
  const btn = $('enc-start');
  // Replacing a fight under way takes a second press.
  if (state.enc && !state.enc.end && state.enc.history.length && btn.dataset.armed !== 'true') {
    btn.dataset.armed = 'true';
    btn.textContent = 'Press again to replace the fight';
    setTimeout(() => { btn.dataset.armed = ''; btn.textContent = 'Start the fight'; }, 4000);
    return;
  }
  btn.dataset.armed = '';
  btn.textContent = 'Start the fight';
  let enc;
  try {
    enc = startEncounter(requestFromRows());
  } catch (err) {
    showSetupError(err);
    return;
  }
  beginFight(enc, []);
}

function beginFight(enc, log, note) {
  state.enc = enc;
  state.log = log;
  state.lastBatch = log.length ? 1 : 0;
  state.showAll = false;
  state.orders = {};
  $('enc-log').replaceChildren();
  $('enc-link-box').hidden = true;
  $('enc-note').hidden = !note;
  $('enc-note').textContent = note ?? '';
  if (narrow()) $('enc-setup-list').open = false;
  render();
  refreshParam();
  if (narrow()) $('enc-play').scrollIntoView({ block: 'start' });
  $('enc-status').focus({ preventScroll: true });
}

// Runs one choice; false when the engine refused it (the error is shown).
function step(fn) {
  const before = state.enc;
  let s;
  try {
    s = fn(before);
  } catch (err) {
    showError('enc-play-error', err);
    return false;
  }
  state.enc = s.encounter;
  state.log.push(logEntry(before, s));
  return true;
}

function afterSteps(count) {
  state.lastBatch = count;
  state.showAll = false;
  render();
  refreshParam();
  $('enc-status').focus();
}

function choose(choice) {
  clearErrors();
  const who = state.enc.active;
  const order = $('enc-order').closest('label').hidden ? '' : $('enc-order').value;
  const request = { ...choice.act };
  if (order) request.order = order;
  if (!step((enc) => act(enc, request))) return;
  let count = 1;
  if ($('enc-autoend').checked && !state.enc.end && state.enc.active === who && step((enc) => endTurn(enc))) count++;
  afterSteps(count);
}

function endTheTurn() {
  clearErrors();
  if (step((enc) => endTurn(enc))) afterSteps(1);
}

function undoLast() {
  clearErrors();
  try {
    state.enc = undo(state.enc);
  } catch (err) {
    showError('enc-play-error', err);
    return;
  }
  state.log.length = Math.min(state.log.length, state.enc.history.length);
  afterSteps(0);
}

function gmEdit() {
  clearErrors();
  const id = $('enc-edit-who').value;
  const set = {};
  const dmg = $('enc-edit-damage').value.trim();
  if (dmg !== '') set.damage = Number(dmg);
  const mag = $('enc-edit-magnitude').value.trim();
  if (mag !== '' && !$('enc-edit-magnitude').closest('label').hidden) set.magnitude = Number(mag);
  if ($('enc-edit-out').value) set.out = $('enc-edit-out').value;
  const note = $('enc-edit-note').value.trim();
  if (!Object.keys(set).length) {
    showError('enc-play-error', { message: 'Nothing to change: give the damage, the Magnitude or whether it is out.' });
    return;
  }
  if (step((enc) => adjust(enc, { combatant: id, set, ...(note ? { note } : {}) }))) {
    for (const f of ['enc-edit-damage', 'enc-edit-magnitude', 'enc-edit-note']) $(f).value = '';
    $('enc-edit-out').value = '';
    afterSteps(1);
  }
}

// ---------------------------------------------------------------- the log

function logEntry(before, s) {
  const after = s.encounter;
  const entry = after.history.at(-1) ?? {};
  let html = '';
  try { html = formatOutcome(s, { format: 'html' }); } catch { html = ''; }
  return { summary: summarize(before, s, entry), html, round: before.round };
}

function summarize(before, s, entry) {
  const after = s.encounter;
  const name = (id) => after.combatants[id]?.name ?? before.combatants[id]?.name ?? id;
  const parts = [];
  if (entry.kind === 'act') {
    const bits = [];
    if (entry.order) bits.push(`orders ${ORDER_LABEL[entry.order] ?? words(entry.order)}`);
    for (const o of s.outcomes) {
      if (o.kind !== 'attack') continue;
      let result;
      if (o.jammed) result = 'jammed';
      else if (!o.test?.success) result = 'missed';
      else {
        const hits = o.hits?.length ?? 0;
        const target = after.combatants[o.targetId];
        if (target?.kind === 'horde') {
          const lost = (before.combatants[o.targetId]?.magnitude ?? 0) - (target.magnitude ?? 0);
          result = `${plural(hits, 'hit')}, ${lost} Magnitude lost`;
        } else {
          const wounds = (o.hits ?? []).reduce((n, h) => n + (h.wounds ?? 0), 0);
          result = `${plural(hits, 'hit')}, ${plural(wounds, 'wound')}`;
        }
      }
      bits.push(`${actionLabel(after.ruleset, o.action)} with ${o.weaponName ?? 'a weapon'} at ${name(o.targetId)}: ${result}`);
    }
    if (!bits.length) bits.push((entry.actions ?? []).map((a) => (typeof a === 'string' ? actionLabel(after.ruleset, a) : words(a.id ?? a.action ?? 'action'))).join(', ') || 'acts');
    parts.push(`${name(entry.combatant)}: ${bits.join('; ')}`);
  } else if (entry.kind === 'endTurn') {
    parts.push(`${name(before.active)} ends the turn`);
  } else if (entry.kind === 'adjust') {
    parts.push(`The GM's edit of ${name(entry.combatant)}${entry.note ? ` (${entry.note})` : ''}`);
  }
  for (const o of s.outcomes) {
    if (o.kind === 'hordeBreak') parts.push(`${name(o.combatant)} ${o.success ? 'holds' : 'breaks'} (Willpower test, rolled ${o.roll} against ${o.target})`);
  }
  for (const [id, c] of Object.entries(after.combatants)) {
    const was = before.combatants[id]?.out;
    if (c.out && c.out !== was && !brokeByTest(s, id)) parts.push(`${c.name ?? id} is ${OUT_WORDS[c.out] ?? words(c.out)}`);
    if (!c.out && was) parts.push(`${c.name ?? id} is back in the fight`);
  }
  if (after.end && !before.end) parts.push(winnerText(after).replace(/^(The|No) /, (m) => m.toLowerCase()));
  else if (entry.kind === 'endTurn' && after.active) {
    if (after.round > before.round) parts.push(`round ${after.round} begins`);
    parts.push(`${name(after.active)}'s turn`);
  }
  return parts.join('; ');
}
// The horde-break line already says the horde broke.
const brokeByTest = (s, id) => s.outcomes.some((o) => o.kind === 'hordeBreak' && o.combatant === id);

function logItem(entry, index, open) {
  const card = el('div', { class: 'enc-card' });
  const details = el('details', { class: 'enc-entry', dataset: { index: String(index) }, open },
    el('summary', {},
      el('span', { class: 'enc-entry-n', text: `${index + 1}.` }),
      el('span', { class: 'enc-entry-round', text: `R${entry.round}` }),
      el('span', { class: 'enc-entry-text', text: entry.summary })),
    card);
  // The card is the engine's escaped HTML; it is put in when first opened.
  const fill = () => { if (details.open && !card.childElementCount && entry.html) card.innerHTML = entry.html; };
  details.addEventListener('toggle', fill);
  fill();
  return el('li', { 'data-testid': 'enc-log-entry' }, details);
}

function syncLog() {
  const list = $('enc-log');
  const shown = list.children.length;
  const want = state.log.length;
  if (shown > want) {
    for (let i = shown; i > want; i--) list.firstElementChild?.remove();
  }
  if (shown < want) {
    // Close what the last batch opened; the new entries open.
    for (const d of list.querySelectorAll('details[data-auto="true"]')) { d.open = false; d.dataset.auto = ''; }
    const openFrom = want - Math.max(1, state.lastBatch);
    for (let i = shown; i < want; i++) {
      const item = logItem(state.log[i], i, i >= openFrom);
      if (i >= openFrom) item.firstElementChild.dataset.auto = 'true';
      list.prepend(item);
    }
  }
  $('enc-log-empty').hidden = want > 0;
}

// ---------------------------------------------------------------- the fight on screen

function winnerText(enc) {
  const end = enc.end;
  if (!end) return '';
  return end.winner ? `The ${end.winner} side wins in round ${end.round}` : `No side is left standing (round ${end.round})`;
}

function startOf(enc, id) {
  return (enc.start?.combatants ?? []).find((c) => c.id === id) ?? {};
}

// The order of turns, each comrade or crewman after its leader, then anyone else.
function listOrder(enc) {
  const ids = [];
  const all = Object.keys(enc.combatants);
  const followers = (id) => all.filter((x) => !enc.order.includes(x) && (enc.combatants[x].comradeOf === id || startOf(enc, x).crewOf === id || startOf(enc, x).commander === id));
  for (const id of enc.order) {
    ids.push(id);
    for (const f of followers(id)) if (!ids.includes(f)) ids.push(f);
  }
  for (const id of all) if (!ids.includes(id)) ids.push(id);
  return ids;
}

function render() {
  const enc = state.enc;
  $('enc-empty').hidden = !!enc;
  $('enc-fight').hidden = !enc;
  const play = $('enc-play');
  if (!enc) {
    for (const k of ['round', 'history', 'winner', 'active', 'ended']) delete play.dataset[k];
    return;
  }
  const name = (id) => enc.combatants[id]?.name ?? id;
  play.dataset.round = String(enc.round);
  play.dataset.history = String(enc.history.length);
  play.dataset.ended = enc.end ? 'true' : 'false';
  play.dataset.winner = enc.end?.winner ?? '';
  play.dataset.active = enc.active ?? '';

  $('enc-status').textContent = enc.end ? winnerText(enc) : `Round ${enc.round}: ${name(enc.active)}'s turn`;
  $('enc-status').className = `headline ${enc.end ? 'good' : ''}`;
  $('enc-sub').textContent = `${lineName(enc.ruleset)} \u00b7 seed ${enc.seed} \u00b7 ${plural(enc.history.length, 'choice')} made`;
  const last = state.log.slice(-Math.max(1, state.lastBatch));
  $('enc-last').hidden = !state.log.length;
  $('enc-last').replaceChildren(...(state.log.length ? [el('strong', { text: 'Last: ' }), last.map((e) => e.summary).join('. ')] : []));

  // The turn's controls.
  const active = enc.active ? enc.combatants[enc.active] : null;
  // Once it is over only Undo is left (to take back the last blow).
  $('enc-endturn').hidden = !!enc.end;
  $('enc-autoend').closest('label').hidden = !!enc.end;
  $('enc-turn-more').hidden = !!enc.end;
  $('enc-undo').disabled = enc.history.length === 0;
  const comrades = active ? Object.entries(enc.combatants).filter(([, c]) => c.comradeOf === enc.active && !c.out) : [];
  const orderWrap = $('enc-order').closest('label');
  orderWrap.hidden = !comrades.length;
  if (comrades.length) {
    $('enc-order-who').textContent = `Order to ${comrades.map(([id]) => name(id)).join(', ')}`;
    $('enc-order').value = state.orders[enc.active] ?? '';
  }

  renderOdds();
  renderCombatants();
  renderEdit();
  syncLog();
}

function renderOdds() {
  const enc = state.enc;
  const box = $('enc-odds');
  $('enc-odds-section').hidden = !!enc.end;
  if (enc.end) {
    box.replaceChildren();
    state.advice = null;
    return;
  }
  const name = (id) => enc.combatants[id]?.name ?? id;
  const distance = Number($('enc-distance').value);
  const options = {};
  if ($('enc-distance').value.trim() !== '' && Number.isFinite(distance) && distance >= 0) {
    options.ranges = Object.fromEntries(Object.entries(enc.combatants)
      .filter(([, c]) => c.side !== enc.combatants[enc.active]?.side).map(([id]) => [id, distance]));
  }
  let adv;
  try {
    adv = advise(enc, options);
  } catch (err) {
    state.advice = null;
    box.replaceChildren(el('div', { class: 'error', role: 'alert' }, errorNodes(err, 'The odds could not be weighed:')));
    return;
  }
  state.advice = adv;
  const choices = [...adv.choices].sort((a, b) => b.killChance - a.killChance || b.meanWounds - a.meanWounds || b.hitChance - a.hitChance);
  $('enc-odds-title').textContent = `${name(adv.combatant)}'s choices`;
  // With no attack to make, End turn is the thing to press.
  $('enc-endturn').classList.toggle('primary', !choices.length);
  const nodes = [];
  if (!choices.length) {
    nodes.push(el('p', { class: 'enc-none', 'data-testid': 'enc-no-choice', text: enc.combatants[adv.combatant]?.actions?.length
      ? `${name(adv.combatant)} has no attack left this turn: end the turn.`
      : `${name(adv.combatant)} has no attack to make: end the turn.` }));
  } else {
    const shown = state.showAll ? choices : choices.slice(0, FIRST_CHOICES);
    const pct = (p) => fmtPct(p);
    const rows = shown.map((c, i) => {
      const target = enc.combatants[c.target];
      const horde = target?.kind === 'horde';
      const action = actionLabel(enc.ruleset, c.action);
      const aim = c.aim && c.aim !== 'none' ? AIM_WORDS[c.aim] ?? `after ${words(c.aim)} aim` : '';
      const targetText = horde ? `${name(c.target)} (Magnitude ${target.magnitude})` : name(c.target);
      return el('tr', { class: i === 0 ? 'best' : '', 'data-testid': 'enc-choice', dataset: { action: c.action, target: c.target, weapon: c.weapon } },
        el('td', { class: 'c-action', 'data-label': 'Action' },
          el('span', { text: action }),
          aim ? el('span', { class: 'c-aim', text: ` ${aim}` }) : null,
          i === 0 ? el('span', { class: 'chip best-chip', text: 'best' }) : null),
        el('td', { class: 'c-weapon', 'data-label': 'Weapon', text: c.weapon }),
        el('td', { class: 'c-target', 'data-label': 'Target', text: targetText }),
        el('td', { class: 'n', 'data-label': 'Hit', text: pct(c.hitChance) }),
        el('td', { class: 'n', 'data-label': horde ? 'Magnitude' : 'Wound', text: pct(c.woundChance) }),
        el('td', { class: 'n', 'data-label': 'Kill', text: horde ? '\u2014' : pct(c.killChance), title: horde ? 'a horde breaks or loses its Magnitude; it is not killed' : null }),
        el('td', { class: 'n', 'data-label': 'Mean', text: c.meanWounds.toFixed(2) }),
        el('td', { class: 'c-act' }, el('button', {
          type: 'button', class: `enc-act${i === 0 ? ' primary' : ''}`, 'data-testid': 'enc-act',
          'aria-label': `Act: ${action}${aim ? ` ${aim}` : ''} with ${c.weapon} at ${name(c.target)}`,
          text: 'Act', onclick: () => choose(c),
        })));
    });
    nodes.push(el('div', { class: 'enc-table-wrap' }, el('table', { class: 'enc-odds' },
      el('caption', { class: 'visually-hidden', text: `The odds of ${name(adv.combatant)}'s choices, best first` }),
      el('thead', {}, el('tr', {},
        ['Action', 'Weapon', 'Target'].map((h) => el('th', { scope: 'col', text: h })),
        el('th', { scope: 'col', class: 'n', title: 'the chance of at least one hit', text: 'Hit' }),
        el('th', { scope: 'col', class: 'n', title: 'the chance of at least one wound (a horde: of taking off Magnitude)', text: 'Wound' }),
        el('th', { scope: 'col', class: 'n', title: 'the chance the target dies', text: 'Kill' }),
        el('th', { scope: 'col', class: 'n', title: 'the wounds dealt on average (a horde: the Magnitude taken off)', text: 'Mean wounds' }),
        el('th', { scope: 'col' }, el('span', { class: 'visually-hidden', text: 'Choose' })))),
      el('tbody', {}, rows))));
    if (choices.length > FIRST_CHOICES) {
      nodes.push(el('button', {
        type: 'button', class: 'enc-btn enc-more', 'aria-expanded': String(state.showAll),
        text: state.showAll ? `Show the best ${FIRST_CHOICES}` : `Show all ${choices.length} choices`,
        onclick: () => { state.showAll = !state.showAll; renderOdds(); $('enc-odds').querySelector('.enc-more')?.focus(); },
      }));
    }
    nodes.push(el('p', { class: 'hint', text: 'Best first: the chance to kill, then the wounds dealt on average. Against a horde, Wound is the chance to take off Magnitude.' }));
  }
  if (adv.skipped.length) {
    nodes.push(el('details', { class: 'enc-skipped' },
      el('summary', { text: `${plural(adv.skipped.length, 'choice')} the rules do not allow` }),
      el('ul', {}, adv.skipped.map((s) => el('li', { text: s })))));
  }
  box.replaceChildren(...nodes);
}

function durationWords(d) {
  if (!d || typeof d !== 'object') return '';
  if (d.unit === 'nextTurn') return 'until its next turn';
  if (d.unit === 'untilTreated') return 'until treated';
  if (d.unit === 'permanent') return 'for good';
  return d.amount !== undefined ? plural(d.amount, words(d.unit).replace(/s$/, '')) : words(d.unit);
}

// An injury in words: what it is and how long it lasts.
function effectWords(e) {
  if (!e || typeof e !== 'object') return words(e);
  const side = e.side ? `${words(e.side)} ` : '';
  let what;
  switch (e.type) {
    case 'lost': what = `${side}${words(e.part)} lost`; break;
    case 'useless': what = `${side}${words(e.part)} useless`; break;
    case 'halved': what = `${(e.characteristics ?? []).map((c) => CHAR_NAME[c] ?? c).join(' and ')} halved`; break;
    case 'halfActionsOnly': what = 'Half Actions only'; break;
    case 'penalty': what = `${e.modifier > 0 ? '+' : ''}${e.modifier ?? ''} to ${words(e.scope)}`; break;
    default: what = `${words(e.type)}${e.part ? ` ${side}${words(e.part)}` : ''}`;
  }
  const dur = durationWords(e.duration);
  return dur ? `${what}, ${dur}` : what;
}

function renderCombatants() {
  const enc = state.enc;
  const name = (id) => enc.combatants[id]?.name ?? id;
  $('enc-list').replaceChildren(...listOrder(enc).map((id) => {
    const c = enc.combatants[id];
    const start = startOf(enc, id);
    const chips = [];
    // Engaged with the foes still fighting.
    const engaged = (c.engaged ?? []).filter((x) => !enc.combatants[x]?.out);
    if (c.out) chips.push(el('li', { class: 'chip bad', 'data-testid': 'enc-out', text: OUT_WORDS[c.out] ?? words(c.out) }));
    // Out of the fight, only that counts (and the injuries of one left unconscious).
    for (const cond of c.out ? [] : c.conditions ?? []) {
      if (cond === 'engaged') continue;
      const label = conditionLabel(enc.ruleset, cond);
      chips.push(el('li', { class: 'chip', dataset: { id: cond }, text: cond === 'stunned' && c.stunnedRounds ? `${label}, ${plural(c.stunnedRounds, 'round')}` : label }));
    }
    if (engaged.length && !c.out) chips.push(el('li', { class: 'chip', dataset: { id: 'engaged' }, text: `${conditionLabel(enc.ruleset, 'engaged')}: ${engaged.map(name).join(', ')}` }));
    for (const inj of c.out === 'dead' ? [] : c.injuries ?? []) chips.push(el('li', { class: 'chip warn', text: effectWords(inj) }));
    if (c.fatigue && !c.out) chips.push(el('li', { class: 'chip', text: `Fatigue ${c.fatigue}` }));
    if (c.aim && !c.out) chips.push(el('li', { class: 'chip', text: `Aim carried (${words(c.aim)})` }));
    if (c.order) chips.push(el('li', { class: 'chip', text: `Order: ${ORDER_LABEL[c.order] ?? words(c.order)}` }));
    if (c.air && Object.keys(c.air).length) chips.push(el('li', { class: 'chip warn', text: `No air (${words(c.air.without)})` }));
    for (const v of c.vehicleConditions ?? []) chips.push(el('li', { class: 'chip warn', text: words(typeof v === 'string' ? v : v.type ?? v.id) }));

    let health;
    if (c.kind === 'horde') {
      const max = start.horde?.magnitude ?? c.magnitude ?? 0;
      health = meter(c.magnitude ?? 0, max, `Magnitude ${c.magnitude ?? 0} of ${max}`);
    } else if (c.kind === 'comrade') {
      health = c.out ? null : el('div', { class: 'enc-health small', text: c.wounded ? 'wounded: the next harm kills' : 'unhurt' });
    } else if (c.kind === 'vehicle') {
      const max = start.vehicle?.structuralIntegrity;
      health = max ? meter(max - c.damage, max, `Damage ${c.damage} of ${max} Structural Integrity`)
        : el('div', { class: 'enc-health small', text: `Damage ${c.damage}` });
    } else {
      const max = start.actor?.wounds ?? 0;
      health = meter(Math.max(0, max - c.damage), max, `Wounds taken ${c.damage} of ${max}${c.criticalDamage ? `, critical ${c.criticalDamage}` : ''}`);
    }
    const meta = [c.side ? `side ${c.side}` : null,
      c.initiative !== undefined ? `initiative ${c.initiative}` : null,
      c.comradeOf ? `comrade of ${name(c.comradeOf)}` : null,
      c.kind === 'horde' ? 'horde' : null].filter(Boolean).join(' \u00b7 ');
    return el('li', { class: `enc-c${id === enc.active ? ' active' : ''}${c.out ? ' out' : ''}`, 'data-testid': 'enc-combatant', dataset: { id, side: c.side, out: c.out ?? '' } },
      el('div', { class: 'enc-c-head' },
        el('span', { class: 'enc-c-name', text: c.name ?? id }),
        id === enc.active ? el('span', { class: 'chip turn-chip', text: 'acting' }) : null,
        el('span', { class: 'small muted', text: meta })),
      health,
      chips.length ? el('ul', { class: 'chips' }, chips) : null);
  }));
}

// A bar of what is left, and the words for it.
function meter(left, max, text) {
  const pct = max > 0 ? Math.max(0, Math.min(100, Math.round((left / max) * 100))) : 0;
  return el('div', { class: 'enc-health' },
    el('div', { class: 'bar', role: 'img', 'aria-label': text }, el('div', { class: `bar-fill${pct <= 25 ? ' low' : ''}`, style: `width:${pct}%` })),
    el('div', { class: 'small', text }));
}

function renderEdit() {
  const enc = state.enc;
  const pick = $('enc-edit-who');
  const was = pick.value;
  pick.replaceChildren(...listOrder(enc).map((id) => el('option', { value: id, text: enc.combatants[id].name ?? id })));
  if ([...pick.options].some((o) => o.value === was)) pick.value = was;
  syncEditFields();
}
function syncEditFields() {
  const c = state.enc?.combatants[$('enc-edit-who').value];
  if (!c) return;
  $('enc-edit-magnitude').closest('label').hidden = c.kind !== 'horde';
  $('enc-edit-damage').closest('label').hidden = c.kind === 'horde' || c.kind === 'comrade';
  $('enc-edit-damage').placeholder = String(c.damage ?? 0);
  $('enc-edit-magnitude').placeholder = String(c.magnitude ?? 0);
}

// ---------------------------------------------------------------- saving and opening

function toBase64url(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new Error('the link is cut short or altered (it has characters a saved fight never has)');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  let bin;
  try { bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)); } catch { throw new Error('the link is cut short or altered'); }
  return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
}
const canCompress = () => typeof CompressionStream === 'function' && typeof DecompressionStream === 'function';

async function encode(text) {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return toBase64url(new Uint8Array(await new Response(stream).arrayBuffer()));
}
async function decode(param) {
  const bytes = fromBase64url(param);
  try {
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
    return await new Response(stream).text();
  } catch {
    throw new Error('the link is cut short or altered: it does not unpack');
  }
}

// The link follows the encounter: encoded after each change, then written to the address bar.
async function refreshParam() {
  const seq = ++state.encodeSeq;
  if (!state.enc || !canCompress()) {
    state.param = null;
    state.hooks.saveState();
    return null;
  }
  let param;
  try { param = await encode(JSON.stringify(state.enc)); } catch { param = null; }
  if (seq !== state.encodeSeq) return state.param;
  state.param = param;
  state.hooks.saveState();
  // A link on show follows the fight.
  if (!$('enc-link-box').hidden) $('enc-link').value = location.href;
  return param;
}

async function copyLink() {
  const status = $('enc-link-status');
  if (!canCompress()) {
    status.textContent = 'This browser cannot pack the fight into a link: download it instead.';
    return;
  }
  await refreshParam();
  const field = $('enc-link');
  field.value = location.href;
  $('enc-link-box').hidden = false;
  try {
    await navigator.clipboard.writeText(location.href);
    status.textContent = 'Link copied.';
  } catch {
    status.textContent = 'Copy the link from the box.';
    field.focus();
    field.select();
  }
}

function download() {
  const enc = state.enc;
  const blob = new Blob([`${JSON.stringify(enc, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = el('a', { href: url, download: `encounter-${enc.ruleset}-round-${enc.round}${enc.end ? '-over' : ''}.json`, hidden: true });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// A saved fight: rebuilt from its start and history, checked against what was saved, and
// its log made again step by step.
function openSaved(saved, what) {
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) throw new Error(`${what} holds no encounter`);
  let enc;
  try {
    enc = replayEncounter(saved);
  } catch (err) {
    err.message = `${what} could not be replayed: ${err.message}`;
    throw err;
  }
  const same = JSON.stringify(enc) === JSON.stringify(saved);
  let log = [];
  try {
    let e = startEncounter(enc.start);
    for (const h of enc.history) {
      const { kind, ...choice } = h;
      const s = kind === 'act' ? act(e, choice) : kind === 'endTurn' ? endTurn(e, choice) : kind === 'adjust' ? adjust(e, choice) : null;
      if (!s) throw new Error(`unknown choice ${kind}`);
      log.push(logEntry(e, s));
      e = s.encounter;
    }
    if (JSON.stringify(e) !== JSON.stringify(enc)) log = [];
  } catch {
    log = [];
  }
  setRowsFromRequest(enc.start ?? {});
  state.hooks.showTab('encounter');
  beginFight(enc, log, same ? null
    : `${what} was replayed from its start and choices; what it had saved differs from the replay (another version of the engine?), so the replay is shown.`);
}

// Opens the `enc=` of a link. Errors are shown in words.
export async function openEncounterParam(param) {
  state.param = param;
  clearErrors();
  try {
    if (!canCompress()) throw new Error('this browser cannot unpack a fight from a link; open the file instead');
    const text = await decode(param);
    let saved;
    try { saved = JSON.parse(text); } catch { throw new Error('the link is cut short or altered: it is not a saved fight'); }
    openSaved(saved, 'The link');
    document.body.dataset.encounterLink = 'loaded';
  } catch (err) {
    state.param = null;
    showError('enc-play-error', err, err?.code ? '' : 'This link holds no fight that can be opened:');
    state.hooks.showTab('encounter');
    document.body.dataset.encounterLink = 'failed';
  }
}

// JSON from the text box or a file: a saved fight, or a startEncounter request.
function openJson(text, what) {
  clearErrors();
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    showError('enc-setup-error', err, `${what} is not JSON:`);
    return;
  }
  try {
    if (data && typeof data === 'object' && data.start && Array.isArray(data.history)) {
      openSaved(data, what);
      return;
    }
    if (!data || typeof data !== 'object' || !Array.isArray(data.combatants)) {
      throw new Error(`${what} is neither a saved fight (start and history) nor a startEncounter request (ruleset and combatants)`);
    }
    setRowsFromRequest(data);
    $('enc-setup-list').open = true;
    $('enc-setup-note').textContent = `${plural(data.combatants.length, 'combatant')} read from ${what.toLowerCase()}: press Start the fight.`;
  } catch (err) {
    showError(data?.start ? 'enc-play-error' : 'enc-setup-error', err);
    if (data?.start && narrow()) $('enc-play').scrollIntoView({ block: 'start' });
  }
}

/** The encounter as the link's `enc` parameter, or null. */
export function encounterParam() {
  return state.param;
}

// ---------------------------------------------------------------- wiring

/** Builds the tab once the engine is loaded. `hooks`: saveState and showTab of the page. */
export function initEncounter(hooks) {
  Object.assign(state.hooks, hooks);
  const style = el('style', { id: 'cogitator-outcome-css' });
  style.textContent = outcomeCss;
  document.head.append(style);

  // A first set-up: a guardsman against a cultist.
  newRow({ preset: 'guardsman', side: 'guard', weapons: ['lasgun', 'knife'] });
  newRow({ preset: 'cultist', side: 'cult', weapons: ['autogun'] });
  renderRows();

  $('enc-add').addEventListener('click', () => {
    newRow();
    renderRows();
    $('enc-rows').lastElementChild?.querySelector('input')?.focus();
  });
  $('enc-ambush').addEventListener('click', () => {
    clearErrors();
    setRowsFromRequest(ambushRequest());
    $('enc-setup-list').open = true;
    $('enc-setup-note').textContent = 'The ambush is set: press Start the fight.';
  });
  $('enc-start').addEventListener('click', startFight);
  $('enc-endturn').addEventListener('click', endTheTurn);
  $('enc-undo').addEventListener('click', undoLast);
  $('enc-order').addEventListener('change', () => { if (state.enc?.active) state.orders[state.enc.active] = $('enc-order').value; });
  $('enc-distance').addEventListener('change', () => { if (state.enc && !state.enc.end) renderOdds(); });
  $('enc-copy').addEventListener('click', copyLink);
  $('enc-download').addEventListener('click', download);
  $('enc-edit-who').addEventListener('change', syncEditFields);
  $('enc-edit-apply').addEventListener('click', gmEdit);
  $('enc-import').addEventListener('click', () => openJson($('enc-json').value, 'The text'));
  $('enc-export').addEventListener('click', () => {
    $('enc-json').value = JSON.stringify(requestFromRows(), null, 2);
    $('enc-json').focus();
  });
  $('enc-file').addEventListener('change', async (e) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    let text;
    try {
      text = await file.text();
    } catch (err) {
      showError('enc-setup-error', err, 'The file could not be read:');
      return;
    }
    openJson(text, 'The file');
  });
  $('ruleset').addEventListener('change', refreshPresets);
  $('enc-start').disabled = false;
  state.ready = true;
}
