#!/usr/bin/env node
// The `cogitator` command (Node only): resolves one request read from a JSON file or from
// standard input and prints the outcome as a readable card, or as JSON with --json; and
// runs an encounter kept in a JSON file, one step a call.
//
//   npx cogitator attack request.json          # resolveAttack
//   npx cogitator analyze request.json         # analyzeAttack (add "trials" to the request)
//   echo '{...}' | npx cogitator test -        # rollTest
//   npx cogitator attack request.json --json   # the outcome object, as JSON
//   npx cogitator fear request.json            # fearTest (also move, focus, vehicle, chase, repair...)
//
//   npx cogitator encounter start fight.json -o enc.json       # startEncounter
//   npx cogitator encounter advise enc.json                    # the odds of each choice
//   npx cogitator encounter act enc.json --pick 2 -o enc.json  # act on advise's second choice
//   npx cogitator encounter end-turn enc.json -o enc.json      # endTurn
//
// Errors go to standard error as `cogitator: <code> at <path>: <message>` (with --json, as
// one JSON object `{ "error": { code, path, message } }`) and the exit status is 1; a
// mistake on the command line itself exits with 2.

import { readFileSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as cogitator from './node.js';

const COMMANDS = {
  attack: { fn: 'resolveAttack', what: 'an attack request', help: 'resolve an attack (resolveAttack)' },
  analyze: { fn: 'analyzeAttack', what: 'an attack request, optionally with "trials"', help: "estimate an attack's chances (analyzeAttack)" },
  test: { fn: 'rollTest', what: 'a test request ({ ruleset, actor, characteristic, ... })', help: 'roll a characteristic or skill test (rollTest)' },
  move: { fn: 'resolveMove', what: 'a move request ({ ruleset, actor, move })', help: 'resolve a jump, leap, climb, swim, lift, throw or march (resolveMove)' },
  fear: { fn: 'fearTest', what: 'a fear request ({ ruleset, actor, fear, inCombat })', help: 'make a Fear test, with the Shock table in combat (fearTest)' },
  focus: { fn: 'focusPower', what: 'a focus request ({ ruleset, psyker, power })', help: 'focus a psychic power, with phenomena and perils (focusPower)' },
  vehicle: { fn: 'vehicleAction', what: 'a vehicle action request ({ ruleset, vehicle, driver, action })', help: 'a vehicle combat action (vehicleAction)' },
  'out-of-control': { fn: 'outOfControl', what: 'an out-of-control request ({ ruleset, vehicle, crew })', help: 'a vehicle out of control: where it careers, the crew stunned (outOfControl)' },
  chase: { fn: 'chaseRound', what: 'a chase request ({ ruleset, pursuer, pursued, distance })', help: 'a round of a high-speed chase (chaseRound)' },
  repair: { fn: 'repairVehicle', what: 'a repair request ({ ruleset, vehicle, mechanic })', help: 'repair a vehicle (repairVehicle)' },
};

// The encounter's steps: the files each takes (a name in brackets may be left out), and
// whether it makes a new encounter for --out.
const STEPS = {
  start: { files: ['REQUEST'], writes: true, help: 'start a fight from a startEncounter request (startEncounter)' },
  act: { files: ['ENCOUNTER', 'CHOICE'], writes: true, help: "the active combatant's actions, its attack by target id (act); --pick N takes advise's choice N" },
  'end-turn': { files: ['ENCOUNTER', '[CHOICE]'], writes: true, help: "end the turn; the next combatant's starts (endTurn)" },
  adjust: { files: ['ENCOUNTER', 'EDIT'], writes: true, help: "a GM's edit of a combatant, kept in the history (adjust)" },
  advise: { files: ['ENCOUNTER', '[OPTIONS]'], writes: false, help: 'the odds of every attack the combatant may make (advise)' },
  undo: { files: ['ENCOUNTER'], writes: true, help: 'take back the last choice (undo)' },
  replay: { files: ['ENCOUNTER'], writes: true, help: 'rebuild it from its start and history, and say whether the file matches (replayEncounter)' },
};
const WRITERS = Object.keys(STEPS).filter((s) => STEPS[s].writes);

const USAGE = `usage: cogitator <command> FILE|- [--json]
       cogitator encounter <step> FILE|- [FILE] [--out FILE] [--json]

commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${`${name} FILE`.padEnd(21)}${c.help}`)
  .join('\n')}

FILE is a JSON request; - reads it from standard input. The card names who did what (from
the request), opens with what it came to and ends with the seed that replays it.

encounter steps (ENCOUNTER is the JSON an earlier step wrote; see the README's Encounters):
${Object.entries(STEPS)
  .map(([name, s]) => `  encounter ${name} ${s.files.join(' ')}\n      ${s.help}`)
  .join('\n')}

A step prints its card; with --out it also writes the new encounter to FILE (which may be
ENCOUNTER itself). CHOICE is act's or endTurn's choice, EDIT adjust's, OPTIONS advise's
({ combatant, trials, ranges }).

options:
  --json           print the outcome (a step's, the encounter, the odds) as JSON instead of a card
  -o, --out FILE   encounter steps: write the new encounter to FILE
  --pick N         encounter act: take choice N of 'encounter advise' (its numbering)
  -h, --help       this text
  -v, --version    the package and engine versions
`;

class CliError extends Error {
  constructor(code, message, exitCode = 1) {
    super(message);
    this.code = code;
    this.exitCode = exitCode;
  }
}

const usage = (message) => new CliError('usage', `${message}\n\n${USAGE}`, 2);

function parseArgs(argv) {
  const opts = { json: false, help: false, version: false, out: null, pick: null, positional: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, null];
    // An option's value: after '=', else the next argument.
    const value = () => {
      if (inline !== null) return inline;
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '-')) throw usage(`${flag} needs a value`);
      i += 1;
      return next;
    };
    if (flag === '--json' && inline === null) opts.json = true;
    else if ((flag === '-h' || flag === '--help') && inline === null) opts.help = true;
    else if ((flag === '-v' || flag === '--version') && inline === null) opts.version = true;
    else if (flag === '-o' || flag === '--out') {
      if (opts.out !== null) throw usage(`${flag} is given twice`);
      opts.out = value();
      if (opts.out === '' || opts.out === '-') throw usage(`${flag} takes a file name (for the JSON on standard output, use --json)`);
    } else if (flag === '--pick') {
      if (opts.pick !== null) throw usage('--pick is given twice');
      const text = value();
      if (!/^[1-9]\d{0,5}$/.test(text)) throw usage(`--pick takes a choice's number from 'encounter advise' (1, 2, ...), not '${text}'`);
      opts.pick = Number(text);
    } else if (arg === '-' || !arg.startsWith('-')) opts.positional.push(arg);
    else throw usage(`unknown option '${arg}'`);
  }
  return opts;
}

const nameOf = (source) => (source === '-' ? 'standard input' : source);

function readInput(source) {
  let text;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (err) {
    throw new CliError('io_error', `cannot read ${nameOf(source)}: ${why(err)}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CliError('invalid_input', `${nameOf(source)} is not JSON: ${err.message}`);
  }
}

function why(err) {
  const reasons = { ENOENT: 'no such file or folder', EISDIR: 'it is a folder', EACCES: 'permission denied', ENOTDIR: 'a part of the path is not a folder' };
  return reasons[err.code] || err.code || err.message;
}

// The new encounter goes to a file beside FILE first, then takes its name: an interrupted
// write never leaves half an encounter where the last good one was.
function writeEncounter(file, encounter) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, JSON.stringify(encounter, null, 2) + '\n');
    renameSync(temp, file);
  } catch (err) {
    rmSync(temp, { force: true });
    throw new CliError('io_error', `cannot write ${file}: ${why(err)}`);
  }
}

// ---------------------------------------------------------------- text output

/** The line's actions (their names in the books), for the cards; none for a line the engine refuses. */
function actionsOf(ruleset) {
  try {
    return cogitator.actions({ ruleset });
  } catch {
    return [];
  }
}

/** The text card of an outcome; `ruleset` (else the request's) names the actions. */
function card(outcome, request, ruleset = request && typeof request === 'object' ? request.ruleset : undefined) {
  return cogitator.formatOutcome(outcome, { format: 'text', request, actions: actionsOf(ruleset) }).trimEnd();
}

function pct(x) {
  return typeof x === 'number' ? `${(x * 100).toFixed(1)}%` : '-';
}

function combatantName(enc, id) {
  const c = enc && enc.combatants && enc.combatants[id];
  return c && typeof c.name === 'string' && c.name ? c.name : String(id);
}

/** A table of the rows, each column as wide as its widest cell; numbers to the right. */
function table(header, rows) {
  const width = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const right = header.map((_, i) => rows.length > 0 && rows.every((r) => /^[\d.%-]+$/.test(r[i])));
  const line = (cells) => cells.map((c, i) => (right[i] ? c.padStart(width[i]) : c.padEnd(width[i]))).join('  ').trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

// advise's choices as a numbered table, what it left out, and how to take one.
function adviceText(enc, advice, source, withOptions) {
  const labels = Object.fromEntries(actionsOf(enc.ruleset).map((a) => [a.id, a.name]));
  const who = combatantName(enc, advice.combatant);
  const n = advice.choices.length;
  const title = `Round ${enc.round}: the odds for ${who}, ${n} choice${n === 1 ? '' : 's'}`;
  const lines = [title, '='.repeat(Math.min(60, title.length))];
  if (enc.end) lines.push('The encounter is over.');
  if (n) {
    const rows = advice.choices.map((c, i) => {
      const target = combatantName(enc, c.target);
      return [
        String(i + 1),
        labels[c.action] ?? c.action,
        c.aim && c.aim !== 'none' ? c.aim : '-',
        c.weapon,
        target === c.target ? target : `${target} (${c.target})`,
        pct(c.hitChance),
        pct(c.woundChance),
        pct(c.killChance),
        c.meanWounds.toFixed(2),
      ];
    });
    lines.push(table(['#', 'action', 'aim', 'weapon', 'target', 'hit', 'wound', 'kill', 'mean wounds'], rows));
  } else if (!enc.end) {
    lines.push('No attack to weigh.');
  }
  if (advice.skipped.length) lines.push('', 'Left out:', ...advice.skipped.map((s) => `  ${s}`));
  if (n && !withOptions && advice.combatant === enc.active && source !== '-') {
    const file = /^[\w./@+-]+$/.test(source) ? source : `'${source.replace(/'/g, "'\\''")}'`;
    lines.push('', `Take choice N: cogitator encounter act ${file} --pick N --out ${file}`);
  }
  return lines.join('\n');
}

// What undo took back: the choice that was last in the history.
function undoneText(before, after) {
  const h = before.history[before.history.length - 1];
  if (!h || typeof h !== 'object') return 'Took back the last choice.';
  if (h.kind === 'adjust') return `Took back the GM's edit of ${combatantName(before, h.combatant)}${h.note ? ` (${h.note})` : ''}.`;
  if (h.kind === 'endTurn') return `Took back the end of ${combatantName(after, after.active)}'s turn.`;
  const labels = Object.fromEntries(actionsOf(before.ruleset).map((a) => [a.id, a.name]));
  const actions = (Array.isArray(h.actions) ? h.actions : []).map((a) => {
    const id = a && typeof a === 'object' ? a.id : a;
    return labels[id] ?? String(id);
  });
  const target = h.attack && typeof h.attack === 'object' && h.attack.target ? ` at ${combatantName(before, h.attack.target)}` : '';
  const order = h.order ? `${actions.length ? ', ' : ''}the order '${h.order}'` : '';
  return `Took back ${combatantName(before, h.combatant)}'s ${actions.join(', ')}${order}${target}.`;
}

// ---------------------------------------------------------------- encounters

/** The positional files of a step, checked against what it takes. */
function stepFiles(step, given, opts) {
  const spec = STEPS[step];
  const needed = spec.files.filter((f) => !f.startsWith('['));
  const files = step === 'act' && opts.pick !== null ? ['ENCOUNTER'] : spec.files;
  if (step === 'act' && opts.pick !== null && given.length > 1) throw usage('encounter act takes CHOICE or --pick N, not both');
  if (given.length < (step === 'act' && opts.pick !== null ? 1 : needed.length)) {
    throw usage(`encounter ${step} needs ${files.join(' ')}${step === 'act' ? ' (or ENCOUNTER --pick N)' : ''}`);
  }
  if (given.length > files.length) throw usage(`unexpected argument '${given[files.length]}'`);
  if (given.filter((f) => f === '-').length > 1) throw usage('only one file can be - (standard input)');
  if (opts.pick !== null && step !== 'act') throw usage('--pick goes with encounter act');
  if (opts.out !== null && !spec.writes) throw usage(`encounter ${step} makes no new encounter: --out goes with ${WRITERS.join(', ')}`);
  return given;
}

/** advise's choice `n` (1-based) for the active combatant, as act takes it. */
function picked(enc, n) {
  // The choices, their order and their `act` do not depend on the dice: one trial each.
  const { choices } = cogitator.advise(enc, { trials: 1 });
  if (n > choices.length) {
    const err = new CliError('invalid_input', choices.length ? `there are ${choices.length} choices (1 to ${choices.length}), not ${n}` : `${combatantName(enc, enc.active)} has no attack to choose`);
    err.path = '--pick';
    throw err;
  }
  return choices[n - 1].act;
}

/** Runs one encounter step: `{ result, encounter, text }` (encounter: the new one, if any). */
function encounterStep(step, files, opts) {
  const [first, second] = files;
  const input = readInput(first);
  if (step === 'start') {
    const enc = cogitator.startEncounter(input);
    return { result: enc, encounter: enc, text: card(enc, undefined, enc.ruleset) };
  }
  if (step === 'advise') {
    const options = second === undefined ? undefined : readInput(second);
    const advice = cogitator.advise(input, options);
    return { result: advice, text: adviceText(input, advice, first, second !== undefined) };
  }
  if (step === 'undo') {
    const enc = cogitator.undo(input);
    return { result: enc, encounter: enc, text: `${undoneText(input, enc)}\n\n${card(enc, undefined, enc.ruleset)}` };
  }
  if (step === 'replay') {
    const enc = cogitator.replayEncounter(input);
    const same = JSON.stringify(enc) === JSON.stringify(input);
    const note = same
      ? 'The replay matches the file.'
      : 'The file differs from what its start and history give (a change made by hand?); the card shows the replay, which --out writes.';
    return { result: enc, encounter: enc, text: `${card(enc, undefined, enc.ruleset)}\n\n${note}` };
  }
  let out;
  if (step === 'act') out = cogitator.act(input, opts.pick !== null ? picked(input, opts.pick) : readInput(second));
  else if (step === 'end-turn') out = second === undefined ? cogitator.endTurn(input) : cogitator.endTurn(input, readInput(second));
  else out = cogitator.adjust(input, readInput(second));
  return { result: out, encounter: out.encounter, text: card(out, undefined, out.encounter.ruleset) };
}

function runEncounter(args, opts) {
  const [step, ...given] = args;
  if (!step) throw usage(`encounter needs a step (${Object.keys(STEPS).join(', ')})`);
  if (!STEPS[step]) throw usage(`unknown encounter step '${step}' (${Object.keys(STEPS).join(', ')})`);
  const files = stepFiles(step, given, opts);
  const done = encounterStep(step, files, opts);
  if (opts.out !== null) writeEncounter(opts.out, done.encounter);
  process.stdout.write((opts.json ? JSON.stringify(done.result, null, 2) : done.text) + '\n');
  if (STEPS[step].writes && opts.out === null && !opts.json) {
    process.stderr.write('cogitator: nothing written; give --out FILE to keep the new encounter\n');
  }
}

// ---------------------------------------------------------------- main

/** The version in the package.json beside this file. */
function packageVersion() {
  try {
    return String(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version);
  } catch (err) {
    throw new CliError('io_error', `cannot read the package's package.json: ${why(err)}`);
  }
}

function fail(err, json) {
  const code = typeof err?.code === 'string' ? err.code : 'internal';
  const path = typeof err?.path === 'string' && err.path ? err.path : undefined;
  const message = String(err?.message ?? err).replace(/^cogitator: /, '');
  if (json && code !== 'usage') {
    process.stderr.write(JSON.stringify({ error: { code, path, message } }) + '\n');
  } else if (code === 'usage') {
    process.stderr.write(`cogitator: ${message}\n`);
  } else {
    process.stderr.write(`cogitator: ${code}${path ? ` at ${path}` : ''}: ${message}\n`);
  }
  process.exitCode = err instanceof CliError ? err.exitCode : 1;
}

function main(argv) {
  let opts = { json: argv.includes('--json') };
  try {
    opts = parseArgs(argv);
    if (opts.help) {
      process.stdout.write(USAGE);
      return;
    }
    if (opts.version) {
      process.stdout.write(`cogitator ${packageVersion()} (engine ${cogitator.engineVersion()})\n`);
      return;
    }
    const [command, source, ...extra] = opts.positional;
    if (!command) throw usage('a command is needed');
    if (command === 'encounter') {
      runEncounter(opts.positional.slice(1), opts);
      return;
    }
    const spec = COMMANDS[command];
    if (!spec) throw usage(`unknown command '${command}' (${[...Object.keys(COMMANDS), 'encounter'].join(', ')})`);
    if (opts.out !== null || opts.pick !== null) throw usage(`${opts.out !== null ? '--out' : '--pick'} goes with the encounter steps`);
    if (!source) throw usage(`${command} needs FILE (${spec.what}), or - for standard input`);
    if (extra.length) throw usage(`unexpected argument '${extra[0]}'`);
    const request = readInput(source);
    const outcome = cogitator[spec.fn](request);
    process.stdout.write((opts.json ? JSON.stringify(outcome, null, 2) : card(outcome, request)) + '\n');
  } catch (err) {
    fail(err, opts.json);
  }
}

main(process.argv.slice(2));
