#!/usr/bin/env node
// The `cogitator` command (Node only): resolves one request read from a JSON file or from
// standard input and prints the outcome as a readable card, or as JSON with --json.
//
//   npx cogitator attack request.json          # resolveAttack
//   npx cogitator analyze request.json         # analyzeAttack (add "trials" to the request)
//   echo '{...}' | npx cogitator test -        # rollTest
//   npx cogitator attack request.json --json   # the outcome object, as JSON
//   npx cogitator fear request.json            # fearTest (also move, focus, vehicle, chase, repair)
//
// Errors go to standard error as `cogitator: <code> at <path>: <message>` (with --json, as
// one JSON object `{ "error": { code, path, message } }`) and the exit status is 1; a
// mistake on the command line itself exits with 2.

import { readFileSync } from 'node:fs';
import * as cogitator from './node.js';

const COMMANDS = {
  attack: { fn: 'resolveAttack', what: 'an attack request', help: 'resolve an attack (resolveAttack)' },
  analyze: { fn: 'analyzeAttack', what: 'an attack request, optionally with "trials"', help: "estimate an attack's chances (analyzeAttack)" },
  test: { fn: 'rollTest', what: 'a test request ({ ruleset, actor, characteristic, ... })', help: 'roll a characteristic or skill test (rollTest)' },
  move: { fn: 'resolveMove', what: 'a move request ({ ruleset, actor, move })', help: 'resolve a jump, leap, climb, swim, lift, throw or march (resolveMove)' },
  fear: { fn: 'fearTest', what: 'a fear request ({ ruleset, actor, fear, inCombat })', help: 'make a Fear test, with the Shock table in combat (fearTest)' },
  focus: { fn: 'focusPower', what: 'a focus request ({ ruleset, psyker, power })', help: 'focus a psychic power, with phenomena and perils (focusPower)' },
  vehicle: { fn: 'vehicleAction', what: 'a vehicle action request ({ ruleset, vehicle, driver, action })', help: 'a vehicle combat action (vehicleAction)' },
  chase: { fn: 'chaseRound', what: 'a chase request ({ ruleset, pursuer, pursued, distance })', help: 'a round of a high-speed chase (chaseRound)' },
  repair: { fn: 'repairVehicle', what: 'a repair request ({ ruleset, vehicle, mechanic })', help: 'repair a vehicle (repairVehicle)' },
};

const USAGE = `usage: cogitator <command> FILE|- [--json]

commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${`${name} FILE`.padEnd(15)}${c.help}`)
  .join('\n')}

FILE is a JSON request; - reads it from standard input. The card names who did what (from
the request) and ends with the seed that replays it.

options:
  --json         print the outcome as JSON instead of a card
  -h, --help     this text
  -v, --version  the package and engine versions
`;

class CliError extends Error {
  constructor(code, message, exitCode = 1) {
    super(message);
    this.code = code;
    this.exitCode = exitCode;
  }
}

function parseArgs(argv) {
  const opts = { json: false, help: false, version: false, positional: [] };
  for (const arg of argv) {
    if (arg === '--json') opts.json = true;
    else if (arg === '-h' || arg === '--help') opts.help = true;
    else if (arg === '-v' || arg === '--version') opts.version = true;
    else if (arg === '-' || !arg.startsWith('-')) opts.positional.push(arg);
    else throw new CliError('usage', `unknown option '${arg}'\n\n${USAGE}`, 2);
  }
  return opts;
}

function readInput(source) {
  let text;
  const name = source === '-' ? 'standard input' : source;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch (err) {
    const why = err.code === 'ENOENT' ? 'no such file' : err.code || err.message;
    throw new CliError('io_error', `cannot read ${name}: ${why}`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new CliError('invalid_input', `${name} is not JSON: ${err.message}`);
  }
}

// ---------------------------------------------------------------- text output

// The package's own card when it has one; the plain summary below otherwise (and for
// outcomes the card does not cover).
function card(outcome, kind, request) {
  const seed = outcome && typeof outcome.seed === 'number' ? `\nseed ${outcome.seed} (give it as dice.seed to replay)` : '';
  if (kind !== 'analyze' && typeof cogitator.formatOutcome === 'function') {
    try {
      return cogitator.formatOutcome(outcome, { format: 'text', request }).trimEnd() + seed;
    } catch {
      // fall through to the summary
    }
  }
  return (kind === 'analyze' ? analysisText(outcome) : summaryText(outcome)) + seed;
}

function pct(x) {
  return typeof x === 'number' ? `${(x * 100).toFixed(1)}%` : '-';
}

function analysisText(a) {
  const rows = [
    ['trials', String(a.trials)],
    ['hit chance', pct(a.hitChance)],
    ['mean hits', a.meanHits?.toFixed(2)],
    ['mean wounds', a.meanWounds?.toFixed(2)],
    ['critical chance', pct(a.critChance)],
    ['kill chance', pct(a.killChance)],
    ['jam chance', pct(a.jamChance)],
  ];
  if ('unconsciousChance' in a) rows.push(['unconscious chance', pct(a.unconsciousChance)]);
  if ('furyChance' in a) rows.push(['Righteous Fury chance', pct(a.furyChance)]);
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `${k.padEnd(width)}  ${v ?? '-'}`).join('\n');
}

function testLine(t) {
  const mods = (t.modifiers || []).map((m) => `${m.label} ${m.value >= 0 ? '+' : ''}${m.value}`).join(', ');
  const roll = t.roll === undefined || t.roll === null ? 'no roll' : `rolled ${t.roll}`;
  const result = t.success ? 'success' : 'failure';
  return `${t.characteristic}${t.skill ? ` (${t.skill})` : ''} ${t.base}${mods ? ` [${mods}]` : ''}: target ${t.target}, ${roll}: ${result}, ${t.degrees} degree${t.degrees === 1 ? '' : 's'}`;
}

function summaryText(o) {
  const lines = [];
  if (o.test) lines.push(`Test: ${testLine(o.test)}`);
  else if ('success' in o) lines.push(`Test: ${testLine(o)}`);
  if (o.jammed) lines.push('The weapon jammed.');
  if (Array.isArray(o.hits)) {
    lines.push(`Hits: ${o.hits.length}${o.hitsScored !== undefined ? ` of ${o.hitsScored} scored` : ''}`);
    for (const h of o.hits) {
      lines.push(`  ${h.location}: ${h.damage?.total ?? '?'} damage, ${h.wounds} wounds${h.critical ? ', critical' : ''}`);
    }
  }
  if (o.target && typeof o.target === 'object') {
    const t = o.target;
    const state = [t.dead && 'dead', t.unconscious && 'unconscious', ...(t.conditions || [])].filter(Boolean);
    lines.push(`Target: ${t.damage} damage, ${t.criticalDamage} critical damage, ${t.fatigue} fatigue${state.length ? `, ${state.join(', ')}` : ''}`);
  }
  if (Array.isArray(o.log) && o.log.length) {
    lines.push('', ...o.log);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

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
      process.stdout.write(`cogitator engine ${cogitator.engineVersion()}\n`);
      return;
    }
    const [command, source, ...extra] = opts.positional;
    if (!command) throw new CliError('usage', `a command is needed\n\n${USAGE}`, 2);
    const spec = COMMANDS[command];
    if (!spec) throw new CliError('usage', `unknown command '${command}' (${Object.keys(COMMANDS).join(', ')})\n\n${USAGE}`, 2);
    if (!source) throw new CliError('usage', `${command} needs FILE (${spec.what}), or - for standard input`, 2);
    if (extra.length) throw new CliError('usage', `unexpected argument '${extra[0]}'`, 2);
    const request = readInput(source);
    const outcome = cogitator[spec.fn](request);
    process.stdout.write((opts.json ? JSON.stringify(outcome, null, 2) : card(outcome, command, request)) + '\n');
  } catch (err) {
    fail(err, opts.json);
  }
}

main(process.argv.slice(2));
