// The More tab: the engine's other domains, one view at a time. Movement and leaps
// (`movement`, `resolveMove`), Fear (`fearTest`), a psychic power (`focusPower`), a vehicle
// action (`vehicleAction`) and a chase round (`chaseRound`). The character is the attacker
// or the target of the Attack tab; each outcome is shown as the engine's own card
// (`formatOutcome`, escaped HTML) with its dice, log and the raw JSON in a fold.
//
// Every field has a `data-key`, so the page's link keeps it like any other.

import {
  movement, resolveMove, fearTest, focusPower, vehicleAction, chaseRound, formatOutcome,
} from './pkg/index.js';
import { vehiclePresets } from './presets.js';
import { $, el, num } from './dom.js';

export const VIEWS = [
  ['move', 'Movement and leaps'],
  ['fear', 'Fear'],
  ['psychic', 'Psychic power'],
  ['vehicle', 'Vehicle action'],
  ['chase', 'Chase'],
];

// The moves, in the books' words; `fields` are the inputs each one shows.
const MOVES = [
  ['movement', 'How far it moves (no roll)', []],
  ['jumpUp', 'Jump (standing vertical jump)', []],
  ['jumpDown', 'Jump down', ['metres']],
  ['leap', 'Leap', ['running', 'gap']],
  ['climb', 'Climb', ['height', 'sheer', 'tools']],
  ['abseil', 'Abseil', ['height', 'harness']],
  ['swim', 'Swim', ['hazardous']],
  ['lift', 'Lift', ['kg']],
  ['push', 'Push', ['kg']],
  ['throw', 'Throw', ['kg']],
  ['hurry', 'Hurry (hours)', ['hours']],
  ['run', 'Run (hours)', ['hours']],
  ['march', 'Forced march (hours)', ['hours']],
  ['keepFooting', 'Keep one\u2019s footing', []],
];
const MOVE_LABEL = Object.fromEntries(MOVES.map(([id, label]) => [id, label]));

// The Fear ratings' names (Dark Heresy, Table 8-3: Fear Ratings, and its kin).
const FEAR_NAMES = ['Disturbing', 'Frightening', 'Horrifying', 'Terrifying'];
const VEHICLE_TYPES = [['tracked', 'Tracked'], ['wheeled', 'Wheeled'], ['walker', 'Walker'], ['skimmer', 'Skimmer'], ['flyer', 'Flyer']];
const DAMAGE_TYPES = [['energy', 'Energy (E)'], ['explosive', 'Explosive (X)'], ['impact', 'Impact (I)'], ['rending', 'Rending (R)']];

let ctx = null; // { actorFrom(who), lineName(), catalogue(), profile() } from the page
let line = 'dh1';
let cat = null;
let filled = false; // fillMore has run once (first values set)

const view = () => $('more-what').value;
const who = () => $('more-who').value;
const other = () => (who() === 'target' ? 'attacker' : 'target');
const checked = (id) => $(id).checked;

// ---------------------------------------------------------------- building the panel

const field = (label, control, props = {}) => el('label', props, `${label} `, control);
const check = (id, key, label, { path, ...props } = {}) => el('label', { class: 'check', ...props },
  el('input', { type: 'checkbox', id, 'data-key': key, 'data-path': path }), ` ${label}`);
const numberInput = (id, key, path, props = {}) => el('input', { id, type: 'number', 'data-key': key, 'data-path': path, class: 'w4', ...props });

/** Builds the tab's fields once. `helpers`: actorFrom(who), lineName(). */
export function buildMore(panel, helpers) {
  ctx = helpers;
  const presets = vehiclePresets();
  const vehicleOptions = () => presets.map((v, i) => el('option', { value: String(i), text: v.name }));
  panel.append(
    el('fieldset', {},
      el('legend', { text: 'More rules' }),
      el('div', { class: 'row' },
        field('Roll', el('select', { id: 'more-what', 'data-key': 'm.what' }, VIEWS.map(([v, label]) => el('option', { value: v, text: label }))), { class: 'grow' }),
        field('Who', el('select', { id: 'more-who', 'data-key': 'm.who' },
          el('option', { value: 'attacker', text: 'The attacker' }), el('option', { value: 'target', text: 'The target' })))),
      el('p', { class: 'hint', id: 'more-hint' })),

    // Movement and leaps.
    el('fieldset', { dataset: { view: 'move', name: 'Movement' } },
      el('legend', { text: 'Movement and leaps' }),
      el('div', { class: 'row' },
        field('Move', el('select', { id: 'mv-kind', 'data-key': 'mv.k', 'data-path': 'move.kind' }, MOVES.map(([id, label]) => el('option', { value: id, text: label }))), { class: 'grow' })),
      el('div', { class: 'row' },
        field('Depth (m)', numberInput('mv-metres', 'mv.m', 'move.metres', { min: '0', value: '4' }), { dataset: { moves: 'metres' } }),
        field('Height (m)', numberInput('mv-height', 'mv.h', 'move.height', { min: '0', value: '6' }), { dataset: { moves: 'height' } }),
        field('Gap (m)', numberInput('mv-gap', 'mv.g', 'move.gap', { min: '0', step: '0.5', value: '3' }), { dataset: { moves: 'gap' } }),
        field('Weight (kg)', numberInput('mv-kg', 'mv.kg', 'move.kg', { min: '0', value: '50' }), { dataset: { moves: 'kg' } }),
        field('Hours', numberInput('mv-hours', 'mv.hr', 'move.hours', { min: '1', value: '12' }), { dataset: { moves: 'hours' } }),
        check('mv-running', 'mv.run', 'With a run-up', { dataset: { moves: 'running' }, path: 'move.running' }),
        check('mv-sheer', 'mv.sh', 'A sheer surface', { dataset: { moves: 'sheer' }, path: 'move.sheer' }),
        check('mv-tools', 'mv.to', 'With climbing tools', { dataset: { moves: 'tools' }, path: 'move.tools' }),
        check('mv-harness', 'mv.ha', 'With a harness', { dataset: { moves: 'harness' }, path: 'move.harness' }),
        check('mv-hazardous', 'mv.hz', 'Hazardous water', { dataset: { moves: 'hazardous' }, path: 'move.hazardous' })),
      el('div', { class: 'row' },
        field('Gravity', el('select', { id: 'mv-gravity', 'data-key': 'mv.gr', 'data-path': 'gravity' },
          el('option', { value: 'normal', text: 'Normal' }), el('option', { value: 'low', text: 'Low' }), el('option', { value: 'high', text: 'High' }))),
        field('Carried (kg)', numberInput('mv-carried', 'mv.c', 'carriedKg', { min: '0', placeholder: 'none' }))),
      el('div', { class: 'subhead', id: 'mv-env-head', text: 'Treacherous ground' }),
      el('div', { class: 'checks', id: 'mv-env', role: 'group', 'aria-labelledby': 'mv-env-head', 'data-path': 'environment' })),

    // Fear.
    el('fieldset', { dataset: { view: 'fear', name: 'Fear' } },
      el('legend', { text: 'Fear' }),
      el('div', { class: 'row' },
        field('Fear rating', el('select', { id: 'fe-rating', 'data-key': 'fe.r', 'data-path': 'fear' }), { class: 'grow' }),
        field('Modifier', numberInput('fe-mod', 'fe.m', 'modifiers', { step: '5', value: '0' })),
        field('Insanity points', numberInput('fe-insanity', 'fe.i', 'actor.insanity', { min: '0', value: '0' }))),
      el('div', { class: 'row' },
        check('fe-combat', 'fe.c', 'In combat (a failure rolls on the Shock table)', { path: 'inCombat' }),
        check('fe-mundane', 'fe.mu', 'A mundane horror (Jaded spares it)', { path: 'mundane' }))),

    // A psychic power.
    el('fieldset', { dataset: { view: 'psychic', name: 'Psychic power' } },
      el('legend', { text: 'Psychic power' }),
      el('div', { class: 'row' },
        field('Power', el('select', { id: 'ps-preset', 'data-key': 'ps.p' }), { class: 'grow' }),
        field('Psy Rating', numberInput('ps-rating', 'ps.pr', 'psyker.psyRating', { min: '1', max: '10', value: '3', class: 'w3' }))),
      el('div', { class: 'row' },
        field('Name', el('input', { id: 'ps-name', 'data-key': 'ps.n', 'data-path': 'power.name' }), { class: 'grow' }),
        field('Threshold', numberInput('ps-threshold', 'ps.th', 'power.threshold', { min: '1', class: 'w3' }), { id: 'ps-threshold-wrap' }),
        field('Power\u2019s modifier', numberInput('ps-mod', 'ps.m', 'power.modifier', { step: '5', value: '0', class: 'w3' }), { id: 'ps-mod-wrap' })),
      el('div', { class: 'row' },
        field('Strength', el('select', { id: 'ps-strength', 'data-key': 'ps.s', 'data-path': 'strength' },
          el('option', { value: 'fettered', text: 'Fettered' }), el('option', { value: 'unfettered', text: 'Unfettered' }), el('option', { value: 'push', text: 'Push' })), { id: 'ps-strength-wrap' }),
        field('Psy Rating used', numberInput('ps-used', 'ps.u', 'effectivePsyRating', { min: '1', placeholder: 'all', class: 'w3' }), { id: 'ps-used-wrap' }),
        field('Points pushed', numberInput('ps-push', 'ps.pu', 'push', { min: '1', value: '1', class: 'w3' }), { id: 'ps-push-wrap' }),
        field('Dice to roll', numberInput('ps-dice', 'ps.d', 'diceCount', { min: '1', placeholder: 'all', class: 'w3' }), { id: 'ps-dice-wrap' }),
        field('Psyker', el('select', { id: 'ps-class', 'data-key': 'ps.c', 'data-path': 'psykerClass' },
          el('option', { value: 'bound', text: 'Bound' }), el('option', { value: 'unbound', text: 'Unbound' }), el('option', { value: 'daemonic', text: 'Daemonic' })), { id: 'ps-class-wrap' })),
      el('div', { class: 'row' },
        check('ps-attack', 'ps.a', 'It attacks the other character', { path: 'power.attack' })),
      el('div', { class: 'row', id: 'ps-attack-row' },
        field('Damage', el('input', { id: 'ps-damage', class: 'w6', 'data-key': 'ps.dm', 'data-path': 'power.attack.damage', value: '1d10+PR', title: 'PR stands for the effective Psy Rating' })),
        field('Type', el('select', { id: 'ps-type', 'data-key': 'ps.t', 'data-path': 'power.attack.damageType' }, DAMAGE_TYPES.map(([v, t]) => el('option', { value: v, text: t })))),
        field('Pen', numberInput('ps-pen', 'ps.pn', 'power.attack.penetration', { min: '0', value: '0', class: 'w3' })),
        field('Reaction', el('select', { id: 'ps-reaction', 'data-key': 'ps.r', 'data-path': 'targetReaction' },
          el('option', { value: 'none', text: 'None' }), el('option', { value: 'dodge', text: 'Dodge' })))),
      el('p', { class: 'hint', id: 'ps-hint' })),

    // The vehicle (a vehicle action's, the pursuer's in a chase).
    el('fieldset', { dataset: { view: 'vehicle chase', name: 'Vehicle' } },
      el('legend', { id: 'vh-legend', text: 'Vehicle' }),
      el('div', { class: 'row' },
        field('Preset', el('select', { id: 'vh-preset', 'data-key': 'vh.p' }, vehicleOptions()), { class: 'grow' }),
        field('Type', el('select', { id: 'vh-type', 'data-key': 'vh.t', 'data-path': 'vehicle.type' }, VEHICLE_TYPES.map(([v, t]) => el('option', { value: v, text: t }))))),
      el('div', { class: 'row' },
        field('Name', el('input', { id: 'vh-name', 'data-key': 'vh.n', 'data-path': 'vehicle.name' }), { class: 'grow' }),
        field('Structural Integrity', numberInput('vh-si', 'vh.si', 'vehicle.structuralIntegrity', { min: '1', class: 'w3' })),
        field('Lost so far', numberInput('vh-damage', 'vh.d', 'vehicle.damage', { min: '0', value: '0', class: 'w3' }))),
      el('div', { class: 'chars armour', role: 'group', 'aria-label': 'Vehicle armour' },
        ['front', 'side', 'rear'].map((f) => el('label', { class: 'char' }, `${f[0].toUpperCase()}${f.slice(1)} armour`,
          el('input', { id: `vh-${f}`, type: 'number', min: '0', 'data-key': `vh.${f}`, 'data-path': `vehicle.armour.${f}` })))),
      el('div', { class: 'row' },
        field('Tactical Speed (m)', numberInput('vh-tactical', 'vh.ts', 'vehicle.tacticalSpeed', { min: '0' })),
        field('Cruising Speed (kph)', numberInput('vh-cruising', 'vh.cs', 'vehicle.cruisingSpeed', { min: '0' })),
        check('vh-open', 'vh.o', 'Open-topped', { path: 'vehicle.openTopped' })),
      el('div', { class: 'row' },
        check('vh-trained', 'vh.tr', '', { path: 'driver.skills' }),
        field('Terrain', el('select', { id: 'vh-terrain', 'data-key': 'vh.te', 'data-path': 'terrain' })))),

    // A vehicle action.
    el('fieldset', { dataset: { view: 'vehicle', name: 'Vehicle action' } },
      el('legend', { text: 'Vehicle action' }),
      el('div', { class: 'row' },
        field('Action', el('select', { id: 'va-action', 'data-key': 'va.a', 'data-path': 'action', 'aria-describedby': 'va-summary' }), { class: 'grow' }),
        field('Modifier', numberInput('va-mod', 'va.m', 'modifiers', { step: '5', value: '0' }))),
      el('p', { class: 'hint', id: 'va-summary' }),
      el('div', { class: 'row' },
        check('va-full', 'va.f', 'As a Full Action (twice the Tactical Speed)', { dataset: { actions: 'tacticalManoeuvring' }, path: 'full' }),
        check('va-moved', 'va.mv', 'Moved its Tactical Speed last turn', { dataset: { actions: 'jink' }, path: 'movedLastTurn' }),
        field('Metres driven', numberInput('va-metres', 'va.me', 'metres', { min: '0', value: '30' }), { dataset: { actions: 'ram' } }),
        field('Rams', el('select', { id: 'va-target', 'data-key': 'va.t', 'data-path': 'target' },
          el('option', { value: 'vehicle', text: 'The other vehicle' }), el('option', { value: 'character', text: 'The other character' })), { dataset: { actions: 'ram' } }),
        field('Facing struck', el('select', { id: 'va-facing', 'data-key': 'va.fa', 'data-path': 'targetFacing' },
          el('option', { value: 'front', text: 'Front' }), el('option', { value: 'side', text: 'Side' }), el('option', { value: 'rear', text: 'Rear' })), { dataset: { actions: 'ram' } }),
        check('va-dodges', 'va.do', 'The rammed character dodges', { dataset: { actions: 'ram' }, path: 'targetDodges' }))),

    // The other vehicle: what is rammed, or the quarry of a chase.
    el('fieldset', { dataset: { view: 'vehicle chase', name: 'The other vehicle' }, id: 'ov-box' },
      el('legend', { id: 'ov-legend', text: 'The other vehicle' }),
      el('div', { class: 'row' },
        field('Preset', el('select', { id: 'ov-preset', 'data-key': 'ov.p', 'data-path': 'otherVehicle' }, vehicleOptions()), { class: 'grow' }),
        field('Cruising Speed (kph)', numberInput('ov-cruising', 'ov.cs', 'otherVehicle.cruisingSpeed', { min: '0' }))),
      el('div', { class: 'row' },
        check('ov-trained', 'ov.tr', '', { path: 'otherDriver.skills' }))),

    // A chase.
    el('fieldset', { dataset: { view: 'chase', name: 'Chase' } },
      el('legend', { text: 'Chase' }),
      el('div', { class: 'row' },
        field('Distance (m)', numberInput('ch-distance', 'ch.d', 'distance', { min: '0', value: '100' })),
        field('Danger zone from', numberInput('ch-danger', 'ch.z', 'dangerZone', { min: '2', max: '100', value: '99', class: 'w3', title: 'The lowest roll that crashes: 99 and 100 by default' }))),
      el('p', { class: 'hint', id: 'ch-hint' })),
  );

  $('more-what').addEventListener('change', syncMore);
  $('more-who').addEventListener('change', syncMore);
  $('mv-kind').addEventListener('change', syncMore);
  $('va-action').addEventListener('change', syncMore);
  $('va-target').addEventListener('change', syncMore);
  $('ps-attack').addEventListener('change', syncMore);
  $('ps-strength').addEventListener('change', syncMore);
  $('ps-preset').addEventListener('change', () => { applyPower(); syncMore(); });
  $('vh-preset').addEventListener('change', () => applyVehicle('vh', Number($('vh-preset').value)));
  $('ov-preset').addEventListener('change', () => applyVehicle('ov', Number($('ov-preset').value)));
  // First values.
  $('fe-combat').checked = true;
  $('ps-strength').value = 'unfettered';
  $('vh-trained').checked = true;
  $('ov-trained').checked = true;
  $('ov-preset').value = '2';
  applyVehicle('vh', 0);
  applyVehicle('ov', 2);
}

function applyVehicle(prefix, i) {
  const v = vehiclePresets()[i];
  if (!v) return;
  if (prefix === 'ov') {
    $('ov-cruising').value = String(v.cruisingSpeed ?? '');
  } else {
    $('vh-name').value = v.name;
    $('vh-type').value = v.type;
    $('vh-si').value = String(v.structuralIntegrity);
    $('vh-damage').value = '0';
    for (const f of ['front', 'side', 'rear']) $(`vh-${f}`).value = String(v.armour[f]);
    $('vh-tactical').value = String(v.tacticalSpeed);
    $('vh-cruising').value = String(v.cruisingSpeed ?? '');
    $('vh-open').checked = !!v.openTopped;
  }
  syncMore();
}

// The line's example powers, then the GM's own.
function powers() {
  return (cat?.examplePowers ?? []).map((p) => p.power);
}

function applyPower() {
  const i = $('ps-preset').value;
  const p = i === 'own' ? null : powers()[Number(i)];
  if (!p) return;
  $('ps-name').value = p.name;
  $('ps-threshold').value = p.threshold ?? '';
  $('ps-mod').value = String(p.modifier ?? 0);
  $('ps-attack').checked = !!p.attack;
  if (p.attack) {
    $('ps-damage').value = p.attack.damage;
    $('ps-type').value = p.attack.damageType;
    $('ps-pen').value = String(p.attack.penetration ?? 0);
  }
}

const keep = (id, fill) => {
  const was = $(id).value;
  fill($(id));
  if ([...$(id).options].some((o) => o.value === was)) $(id).value = was;
};

// A driving skill of the line for the vehicle's type: Drive or Operate, as the engine names them.
function driveSkill(type) {
  const second = line === 'ow' || line === 'dh2';
  const walker = type === 'walker';
  if (second) return walker ? ['operate (walker)', 'Operate (Walker)'] : ['operate (surface)', 'Operate (Surface)'];
  return walker ? ['drive (walker)', 'Drive (Walker)'] : ['drive (ground vehicle)', 'Drive (Ground Vehicle)'];
}

/** Fills what depends on the line: environments, Fear ratings, powers, terrain, actions. */
export function fillMore(ruleset, catalogue) {
  line = ruleset;
  cat = catalogue;
  const env = new Set([...$('mv-env').querySelectorAll('input:checked')].map((i) => i.value));
  $('mv-env').replaceChildren(...cat.environments.map((e) => el('label', { class: 'check' },
    el('input', { type: 'checkbox', id: `mv-env-${e.environment}`, value: e.environment, 'data-key': `mv.e.${e.environment}`, checked: env.has(e.environment) }),
    ` ${e.name}${e.modifier ? ` (${e.modifier > 0 ? '+' : '\u2212'}${Math.abs(e.modifier)})` : ''}`)));
  const mods = cat.mind?.fearModifiers ?? [0, -10, -20, -30];
  keep('fe-rating', (s) => s.replaceChildren(...FEAR_NAMES.map((name, i) => el('option', {
    value: String(i + 1), text: `Fear ${i + 1}: ${name} (${mods[i] >= 0 ? '+' : '\u2212'}${Math.abs(mods[i] ?? 0)})`,
  }))));
  if (!filled) $('fe-rating').value = '2';
  filled = true;
  keep('ps-preset', (s) => s.replaceChildren(
    ...powers().map((p, i) => el('option', { value: String(i), text: p.name })),
    el('option', { value: 'own', text: 'A power of your own' })));
  // The line's example power, with its numbers (each line words and numbers them its own way).
  if ($('ps-preset').value !== 'own') applyPower();
  if (!$('ps-name').value) {
    $('ps-name').value = 'Psychic power';
    if (line === 'dh1') $('ps-threshold').value = '10';
  }
  if (line === 'dh1' && !$('ps-threshold').value) $('ps-threshold').value = '10';
  keep('vh-terrain', (s) => s.replaceChildren(...cat.terrain.map((t) => el('option', {
    value: t.terrain, text: `${t.terrain === 'veryDifficult' ? 'Very difficult' : t.terrain[0].toUpperCase() + t.terrain.slice(1)} (${t.modifier >= 0 ? '+' : '\u2212'}${Math.abs(t.modifier)})`,
  }))));
  keep('va-action', (s) => s.replaceChildren(...cat.vehicleActions.map((a) => el('option', { value: a.action, text: a.name, title: a.summary }))));
  syncMore();
}

/** Shows the fields of the chosen view, move and action; sets the hints. */
export function syncMore() {
  if (!$('more-what')) return;
  const v = view();
  for (const box of document.querySelectorAll('#panel-more [data-view]')) box.hidden = !box.dataset.view.split(' ').includes(v);
  const kind = $('mv-kind').value;
  const shows = new Set(MOVES.find(([id]) => id === kind)?.[2] ?? []);
  for (const n of document.querySelectorAll('#panel-more [data-moves]')) n.hidden = !shows.has(n.dataset.moves);
  const act = $('va-action').value;
  for (const n of document.querySelectorAll('#panel-more [data-actions]')) n.hidden = !n.dataset.actions.split(' ').includes(act);
  const va = cat?.vehicleActions.find((a) => a.action === act);
  $('va-summary').textContent = va?.summary ?? '';
  const ramsVehicle = act === 'ram' && $('va-target').value === 'vehicle';
  $('ov-box').hidden = !(v === 'chase' || (v === 'vehicle' && ramsVehicle));
  $('va-dodges').closest('label').hidden = !(act === 'ram' && $('va-target').value === 'character');
  $('ov-trained').closest('label').hidden = v !== 'chase';

  // The psychic power as the line focuses it.
  const focus = cat?.psychic?.focus;
  $('ps-threshold-wrap').hidden = focus !== 'threshold';
  $('ps-dice-wrap').hidden = focus !== 'threshold';
  $('ps-strength-wrap').hidden = focus === 'threshold';
  // Dark Heresy 2nd edition has no fettered strength: a lower Psy Rating is chosen instead.
  const fettered = $('ps-strength').querySelector('option[value="fettered"]');
  fettered.hidden = focus === 'chosen';
  fettered.disabled = focus === 'chosen';
  if (focus === 'chosen' && $('ps-strength').value === 'fettered') $('ps-strength').value = 'unfettered';
  $('ps-used-wrap').hidden = focus !== 'chosen' || $('ps-strength').value === 'push';
  $('ps-push-wrap').hidden = focus === 'threshold' || $('ps-strength').value !== 'push';
  $('ps-class-wrap').hidden = focus !== 'chosen';
  // Dark Heresy's psychic attacks make their own test, as each power says: the Attack tab's.
  const attacks = focus !== 'threshold';
  $('ps-attack').closest('label').hidden = !attacks;
  $('ps-attack-row').hidden = !attacks || !$('ps-attack').checked;
  $('ps-hint').textContent = [
    cat?.psychic?.source ? `As ${cat.psychic.source} has it.` : '',
    attacks ? '' : 'A power that attacks makes its own attack test, as the power says: roll it on the Attack tab.',
  ].filter(Boolean).join(' ');

  // The driving skills, by the line and the vehicle's type.
  const [, mine] = driveSkill($('vh-type').value);
  const [, theirs] = driveSkill(vehiclePresets()[Number($('ov-preset').value)]?.type);
  setCheckLabel('vh-trained', `The driver is trained in ${mine}`);
  setCheckLabel('ov-trained', `The other driver is trained in ${theirs}`);
  const me = who() === 'target' ? 'the target' : 'the attacker';
  const them = who() === 'target' ? 'the attacker' : 'the target';
  $('vh-legend').textContent = v === 'chase' ? `The pursuer's vehicle (${me} drives)` : `Vehicle (${me} drives)`;
  $('ov-legend').textContent = v === 'chase' ? `The quarry's vehicle (${them} drives)` : 'The vehicle rammed';
  $('ch-hint').textContent = 'Opposed driving tests; the faster vehicle\u2019s driver +10 for each full 10 kph it has over the other; the winner closes or opens the distance 10 m a degree.';
  const hints = {
    move: `The character is ${me}, as set on the Attack tab.`,
    fear: `${me[0].toUpperCase()}${me.slice(1)} faces the fear, with the Willpower set on the Attack tab.`,
    psychic: `${me[0].toUpperCase()}${me.slice(1)} is the psyker; a power that attacks strikes ${them}.`,
    vehicle: `${me[0].toUpperCase()}${me.slice(1)} drives; a ram may strike ${them} or another vehicle.`,
    chase: `${me[0].toUpperCase()}${me.slice(1)} gives chase; ${them} is the quarry.`,
  };
  $('more-hint').textContent = hints[v] ?? '';
}

function setCheckLabel(id, text) {
  const label = $(id).closest('label');
  const last = label.lastChild;
  if (last && last.nodeType === Node.TEXT_NODE) last.textContent = ` ${text}`;
  else label.append(` ${text}`);
}

/** The Roll button's words on this tab. */
export function moreRollLabel() {
  const v = $('more-what')?.value;
  if (v === 'move') return $('mv-kind').value === 'movement' ? 'Work out the movement' : 'Roll the move';
  return { fear: 'Roll the Fear test', psychic: 'Focus the power', vehicle: 'Roll the vehicle action', chase: 'Roll the chase round' }[v] ?? 'Roll';
}

// ---------------------------------------------------------------- form -> request

function vehicleFrom() {
  return {
    kind: 'vehicle',
    name: $('vh-name').value.trim() || undefined,
    type: $('vh-type').value,
    armour: { front: num('vh-front'), side: num('vh-side'), rear: num('vh-rear') },
    structuralIntegrity: num('vh-si'),
    damage: num('vh-damage') ?? 0,
    tacticalSpeed: num('vh-tactical'),
    cruisingSpeed: num('vh-cruising'),
    openTopped: checked('vh-open'),
  };
}

function otherVehicle() {
  const { id, ...v } = vehiclePresets()[Number($('ov-preset').value)] ?? vehiclePresets()[0];
  return { kind: 'vehicle', ...v, cruisingSpeed: num('ov-cruising') ?? v.cruisingSpeed };
}

function driverFrom(actor, trained, type) {
  const [skill] = driveSkill(type);
  return trained ? { ...actor, skills: { ...(actor.skills ?? {}), [skill]: { trained: true } } } : actor;
}

const mods = (id) => (num(id) ? [{ id: 'gm', label: 'GM modifier', value: num(id) }] : []);

/**
 * The request the view makes and the engine function that takes it:
 * `{ view, fn, request }`. `dice` is the page's dice spec (a seed, or nothing).
 */
export function moreRequest(dice) {
  const v = view();
  const me = ctx.actorFrom(who());
  const them = ctx.actorFrom(other());
  if (v === 'move') {
    const kind = $('mv-kind').value;
    const common = {
      ruleset: line,
      actor: me,
      gravity: $('mv-gravity').value,
      carriedKg: num('mv-carried'),
      environment: [...$('mv-env').querySelectorAll('input:checked')].map((i) => i.value),
    };
    if (kind === 'movement') return { view: v, fn: movement, request: common };
    const move = { kind };
    if (kind === 'jumpDown') move.metres = num('mv-metres');
    if (kind === 'leap') { move.running = checked('mv-running'); move.gap = num('mv-gap'); }
    if (kind === 'climb') { move.height = num('mv-height'); move.sheer = checked('mv-sheer'); move.tools = checked('mv-tools'); }
    if (kind === 'abseil') { move.height = num('mv-height'); move.harness = checked('mv-harness'); }
    if (kind === 'swim') move.hazardous = checked('mv-hazardous');
    if (['lift', 'push', 'throw'].includes(kind)) move.kg = num('mv-kg');
    if (['hurry', 'run', 'march'].includes(kind)) move.hours = num('mv-hours');
    return { view: v, fn: resolveMove, request: { ...common, move, dice } };
  }
  if (v === 'fear') {
    return {
      view: v,
      fn: fearTest,
      request: {
        ruleset: line,
        actor: { ...me, insanity: num('fe-insanity') ?? 0 },
        fear: Number($('fe-rating').value),
        inCombat: checked('fe-combat'),
        mundane: checked('fe-mundane'),
        modifiers: mods('fe-mod'),
        dice,
      },
    };
  }
  if (v === 'psychic') {
    const focus = cat?.psychic?.focus;
    const power = { name: $('ps-name').value.trim() || 'Psychic power' };
    if (focus === 'threshold') power.threshold = num('ps-threshold');
    if (num('ps-mod')) power.modifier = num('ps-mod');
    if (focus !== 'threshold' && checked('ps-attack')) {
      power.attack = { damage: $('ps-damage').value.trim(), damageType: $('ps-type').value, penetration: num('ps-pen') ?? 0 };
      const preset = powers()[Number($('ps-preset').value)];
      if (preset?.attack?.zone) power.attack.zone = preset.attack.zone;
    }
    const request = {
      ruleset: line,
      psyker: { ...me, psyRating: num('ps-rating') },
      power,
      dice,
    };
    if (focus === 'threshold') { if (num('ps-dice')) request.diceCount = num('ps-dice'); }
    else {
      request.strength = $('ps-strength').value;
      if (request.strength === 'push') request.push = num('ps-push') ?? 1;
      else if (focus === 'chosen' && num('ps-used')) request.effectivePsyRating = num('ps-used');
    }
    if (focus === 'chosen') request.psykerClass = $('ps-class').value;
    if (power.attack) { request.target = them; request.targetReaction = $('ps-reaction').value; }
    return { view: v, fn: focusPower, request };
  }
  const vehicle = vehicleFrom();
  if (v === 'vehicle') {
    const action = $('va-action').value;
    const request = {
      ruleset: line,
      vehicle,
      driver: driverFrom(me, checked('vh-trained'), vehicle.type),
      action,
      terrain: $('vh-terrain').value,
      modifiers: mods('va-mod'),
      dice,
    };
    if (action === 'tacticalManoeuvring') request.full = checked('va-full');
    if (action === 'jink') request.movedLastTurn = checked('va-moved');
    if (action === 'ram') {
      request.metres = num('va-metres');
      if ($('va-target').value === 'vehicle') { request.target = otherVehicle(); request.targetFacing = $('va-facing').value; }
      else { request.target = them; request.targetDodges = checked('va-dodges'); }
    }
    return { view: v, fn: vehicleAction, request };
  }
  const quarry = otherVehicle();
  return {
    view: v,
    fn: chaseRound,
    request: {
      ruleset: line,
      pursuer: { driver: driverFrom(me, checked('vh-trained'), vehicle.type), vehicle },
      pursued: { driver: driverFrom(them, checked('ov-trained'), quarry.type), vehicle: quarry },
      distance: num('ch-distance'),
      dangerZone: num('ch-danger'),
      terrain: $('vh-terrain').value,
      dice,
    },
  };
}

/**
 * Where an error's path points in the form: the request's own names mapped to the
 * fields' `data-path`s (the character's fields are the Attack tab's).
 */
export function morePath(path, request) {
  const me = who();
  const them = other();
  const rules = [
    [/^(actor|driver|pursuer\.driver)\.(insanity)$/, () => 'actor.insanity'],
    [/^psyker\.psyRating/, () => 'psyker.psyRating'],
    [/^(actor|psyker|driver|pursuer\.driver)\./, () => `${me}.`],
    [/^pursued\.driver\./, () => `${them}.`],
    [/^pursuer\.vehicle\./, () => 'vehicle.'],
    [/^pursued\.vehicle\.cruisingSpeed/, () => 'otherVehicle.cruisingSpeed'],
    [/^pursued\.vehicle/, () => 'otherVehicle'],
    [/^target\./, () => (request?.target?.kind === 'vehicle' ? 'otherVehicle' : `${them}.`)],
  ];
  for (const [re, to] of rules) {
    const m = re.exec(path);
    if (m) {
      const base = to();
      return base.endsWith('.') ? base + path.slice(m[0].length) : base;
    }
  }
  return path;
}

// ---------------------------------------------------------------- outcome -> card

/** The headline and its tone for a view's outcome. */
export function moreHeadline(v, out) {
  if (v === 'move') {
    if (!('success' in out)) return [`Half ${out.half} m, Full ${out.full} m, Run ${out.run} m`, 'good'];
    const bits = [];
    if (out.distance !== undefined) bits.push(`${out.distance} m`);
    if (out.falls) bits.push('falls');
    return [`${out.success ? 'Success' : 'Failure'}${bits.length ? `: ${bits.join(', ')}` : ''}`, out.success ? 'good' : out.falls ? 'bad' : 'muted'];
  }
  if (v === 'fear') {
    if (out.spared) return ['No test needed', 'good'];
    if (out.test?.success) return ['Holds firm', 'good'];
    return [out.shock ? `Shock: ${out.shock.total}` : 'Unnerved', 'bad'];
  }
  if (v === 'psychic') {
    const perils = [out.phenomena, ...(out.morePhenomena ?? [])].some((p) => p?.perils);
    if (perils) return [`${out.success ? 'The power takes effect' : 'The power fails'}, and the Perils of the Warp`, 'bad'];
    if (out.attack?.hits) {
      const hits = out.attack.hits.length;
      const wounds = out.attack.hits.reduce((n, h) => n + (h.wounds ?? 0), 0);
      if (out.success) return [`The power strikes: ${hits} hit${hits === 1 ? '' : 's'}, ${wounds} wound${wounds === 1 ? '' : 's'}`, hits ? 'good' : 'warn'];
    }
    return [out.success ? 'The power takes effect' : 'The power fails', out.success ? 'good' : 'muted'];
  }
  if (v === 'vehicle') {
    const bits = [out.success ? 'Success' : 'Failure'];
    if (out.metres !== undefined) bits.push(`${out.metres} m`);
    if (out.outOfControl) bits.push('out of control');
    if (out.crashed) bits.push('crashed');
    return [bits.join(', '), out.crashed || out.outOfControl ? 'bad' : out.success ? 'good' : 'muted'];
  }
  let text = out.winner === 'pursuer' ? 'The pursuer gains' : out.winner === 'pursued' ? 'The quarry pulls away' : 'Neither gains';
  if (out.caught) text = 'The quarry is caught';
  else if (out.escaped) text = 'The quarry gets away';
  if (out.crashed?.length) text += `; ${out.crashed.map((c) => (c === 'pursuer' ? 'the pursuer' : 'the quarry')).join(' and ')} crashes`;
  return [`${text} (${out.distance} m apart)`, out.crashed?.length ? 'bad' : 'good'];
}

/** What the card's second line says. */
export function moreWho(v, request) {
  const label = VIEWS.find(([id]) => id === v)?.[1] ?? v;
  if (v === 'move') return `${request.actor.name ?? 'The character'} \u00b7 ${MOVE_LABEL[request.move?.kind ?? 'movement']}`;
  if (v === 'fear') return `${request.actor.name ?? 'The character'} \u00b7 Fear ${request.fear}${request.inCombat ? ', in combat' : ''}`;
  if (v === 'psychic') return `${request.psyker.name ?? 'The psyker'} \u00b7 ${request.power.name} \u00b7 Psy Rating ${request.psyker.psyRating ?? '?'}`;
  if (v === 'vehicle') return `${request.driver.name ?? 'The driver'} drives the ${request.vehicle.name ?? 'vehicle'} \u00b7 ${cat?.vehicleActions.find((a) => a.action === request.action)?.name ?? label}`;
  return `${request.pursuer.driver.name ?? 'The pursuer'} (${request.pursuer.vehicle.name ?? 'vehicle'}) after ${request.pursued.driver.name ?? 'the quarry'} (${request.pursued.vehicle.name ?? 'vehicle'})`;
}

/** The engine's own card for the outcome: escaped HTML from `formatOutcome`. */
export function moreEngineCard(v, out, request) {
  const options = { format: 'html', request };
  if (v === 'move' || v === 'fear') options.attacker = request.actor?.name ?? undefined;
  if (v === 'psychic') options.attacker = request.psyker?.name ?? undefined;
  if (v === 'vehicle') options.title = `${cat?.vehicleActions.find((a) => a.action === request.action)?.name ?? 'Vehicle action'}: ${request.vehicle.name ?? 'vehicle'}`;
  try {
    let html = formatOutcome(out, options);
    // A psychic attack's own card: the power as the weapon, its hits on the target.
    if (v === 'psychic' && out.attack) {
      html += formatOutcome(out.attack, {
        format: 'html',
        title: `${request.power.name}: the attack on ${request.target?.name ?? 'the target'}`,
        request: { attacker: request.psyker, target: request.target, weapon: { name: request.power.name } },
      });
    }
    return html;
  } catch {
    return '';
  }
}
