// The `cogitator` command, run the way `npx cogitator` runs it: through the bin link npm
// made when it installed the packed package (node_modules/.bin/cogitator), with a request
// in a file and on standard input.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { resolveAttack, rollTest, analyzeAttack, outOfControl, actions, startEncounter, act, endTurn, adjust, advise, undo } from 'cogitator';
import { rangedRequest, attacker } from './fixtures.mjs';
import { ambushRequest } from './ambush.mjs';

// The tests run from <project>/test/; the bin link is in <project>/node_modules/.bin.
const PROJECT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(PROJECT, 'node_modules', '.bin', 'cogitator');

let dir;
before(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cogitator-cli-'));
});
after(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function run(args, input) {
  const res = spawnSync(BIN, args, { input: input ?? '', encoding: 'utf8', cwd: PROJECT });
  if (res.error) throw res.error;
  return res;
}

function file(name, value) {
  const p = path.join(dir, name);
  writeFileSync(p, typeof value === 'string' ? value : JSON.stringify(value));
  return p;
}

const attack = rangedRequest('dh2', { seed: 77 });
const testRequest = { ruleset: 'dh1', actor: attacker, characteristic: 'bs', dice: { rolls: [30] } };

test('the package declares the bin and npm linked it', () => {
  assert.ok(existsSync(BIN), `npm did not link ${BIN}`);
});

test('attack FILE prints a readable card of the outcome', () => {
  const res = run(['attack', file('attack.json', attack)]);
  assert.equal(res.status, 0, res.stderr);
  assert.equal(res.stderr, '');
  const outcome = resolveAttack(attack);
  // A card, not JSON: the test's target number and the hit locations of the same seeded
  // outcome.
  assert.ok(!res.stdout.trimStart().startsWith('{'), res.stdout);
  for (const hit of outcome.hits) {
    const place = hit.location.replace(/([A-Z])/g, ' $1').toLowerCase();
    assert.ok(res.stdout.includes(hit.location) || res.stdout.toLowerCase().includes(place), res.stdout);
  }
  assert.ok(res.stdout.includes(String(outcome.test.target)), res.stdout);
});

test('attack - --json reads standard input and prints the same outcome as resolveAttack', () => {
  const res = run(['attack', '-', '--json'], JSON.stringify(attack));
  assert.equal(res.status, 0, res.stderr);
  assert.deepEqual(JSON.parse(res.stdout), resolveAttack(attack));
});

test('test FILE --json is rollTest; analyze --json is analyzeAttack', () => {
  const t = run(['test', file('test.json', testRequest), '--json']);
  assert.equal(t.status, 0, t.stderr);
  assert.deepEqual(JSON.parse(t.stdout), rollTest(testRequest));

  const request = { ...attack, trials: 200 };
  const a = run(['--json', 'analyze', '-'], JSON.stringify(request));
  assert.equal(a.status, 0, a.stderr);
  assert.deepEqual(JSON.parse(a.stdout), analyzeAttack(request));
});

test('analyze and test print text without --json', () => {
  const a = run(['analyze', '-'], JSON.stringify({ ...attack, trials: 100 }));
  assert.equal(a.status, 0, a.stderr);
  assert.match(a.stdout, /hit chance\s+\d+(\.\d)?%/i);
  const t = run(['test', '-'], JSON.stringify(testRequest));
  assert.equal(t.status, 0, t.stderr);
  assert.match(t.stdout, /30/);
  assert.match(t.stdout, /success/i);
});

test('a bad request: code, path and message on standard error, exit 1, nothing on standard output', () => {
  const bad = { ...attack, weapon: { ...attack.weapon, class: 'pistole' } };
  const res = run(['attack', file('bad.json', bad)]);
  assert.equal(res.status, 1);
  assert.equal(res.stdout, '');
  assert.match(res.stderr, /^cogitator: invalid_input at weapon\.class: /);
  assert.match(res.stderr, /pistol/);

  const json = run(['attack', '-', '--json'], JSON.stringify(bad));
  assert.equal(json.status, 1);
  assert.equal(json.stdout, '');
  const { error } = JSON.parse(json.stderr);
  assert.equal(error.code, 'invalid_input');
  assert.equal(error.path, 'weapon.class');
  assert.match(error.message, /pistol/);
});

test('input that is not JSON, and a missing file, fail with a code', () => {
  const notJson = run(['attack', '-'], '{ ruleset: dh2');
  assert.equal(notJson.status, 1);
  assert.match(notJson.stderr, /^cogitator: invalid_input: standard input is not JSON/);
  const missing = run(['test', path.join(dir, 'nowhere.json')]);
  assert.equal(missing.status, 1);
  assert.match(missing.stderr, /^cogitator: io_error: cannot read .*nowhere\.json: no such file/);
});

test('command-line mistakes print the usage and exit 2', () => {
  for (const args of [[], ['roll', '-'], ['attack'], ['attack', '-', '--yaml'], ['attack', 'a.json', 'b.json']]) {
    const res = run(args);
    assert.equal(res.status, 2, `${args.join(' ')}: ${res.stderr}`);
    assert.equal(res.stdout, '');
    assert.match(res.stderr, /^cogitator: /);
  }
  const help = run(['--help']);
  assert.equal(help.status, 0);
  assert.match(help.stdout, /usage: cogitator <command> FILE\|-/);
});

test('the card names who attacked whom with what, and ends with the seed; fear and focus have commands', () => {
  const res = run(['attack', file('named.json', attack)]);
  assert.equal(res.status, 0, res.stderr);
  const outcome = resolveAttack(attack);
  assert.ok(res.stdout.includes(attack.attacker.name) && res.stdout.includes(attack.target.name), res.stdout);
  assert.ok(res.stdout.includes(`seed ${outcome.seed}`), res.stdout);
  const fear = run(['fear', file('fear.json', { ruleset: 'ow', actor: { name: 'Hale', characteristics: { wp: 40, t: 35 }, wounds: 10 },
    fear: 3, inCombat: true, dice: { rolls: [55, 45] } })]);
  assert.equal(fear.status, 0, fear.stderr);
  assert.match(fear.stdout, /Shock 85/);
  const focus = run(['focus', file('focus.json', { ruleset: 'dh1', psyker: { name: 'Orr', psyRating: 2, characteristics: { ws: 30, bs: 30, s: 30, t: 30, ag: 30, int: 30, per: 30, wp: 40, fel: 30 }, wounds: 9 },
    power: { name: 'Force Bolt', threshold: 10 }, dice: { rolls: [4, 5] } })]);
  assert.equal(focus.status, 0, focus.stderr);
  assert.match(focus.stdout, /Orr: Focus Power, Force Bolt/);
  assert.match(run(['--help']).stdout, /focus FILE/);
});

test("the card calls the action by its name in the books, opens with a headline and says the seed once; analyze names them too", () => {
  const burst = { ...attack, action: 'semiAuto', range: 5, dice: { seed: 2 } };
  const res = run(['attack', file('burst.json', burst)]);
  assert.equal(res.status, 0, res.stderr);
  const outcome = resolveAttack(burst);
  const name = actions({ ruleset: 'dh2' }).find((a) => a.id === 'semiAuto').name;
  const lines = res.stdout.split('\n');
  assert.equal(lines[0], `Sergeant Varro: ${name} with Lasgun against Heretic`);
  const wounds = outcome.hits.reduce((sum, h) => sum + h.wounds, 0);
  assert.ok(outcome.hits.length > 1 && wounds > 0, 'seed 2 lands a burst');
  assert.match(lines[2], new RegExp(`^${outcome.hits.length} hits, ${wounds} wounds: Heretic is `));
  assert.equal(res.stdout.split('\n').filter((l) => /^seed /i.test(l)).length, 1, res.stdout);
  assert.match(res.stdout.trimEnd().split('\n').at(-1), /^Seed 2: /);

  const odds = run(['analyze', '-'], JSON.stringify({ ...burst, trials: 100 }));
  assert.equal(odds.status, 0, odds.stderr);
  const a = analyzeAttack({ ...burst, trials: 100 });
  assert.equal(odds.stdout.split('\n')[0], `Sergeant Varro: ${name} with Lasgun against Heretic`);
  assert.ok(odds.stdout.includes(`Hit chance ${(a.hitChance * 100).toFixed(1)}%`), odds.stdout);
  assert.ok(odds.stdout.includes(`Mean wounds ${a.meanWounds.toFixed(2)}`), odds.stdout);
});

test('out-of-control is a command', () => {
  const request = { ruleset: 'ow', vehicle: { kind: 'vehicle', name: 'Chimera', armour: { front: 16, side: 12, rear: 10 }, structuralIntegrity: 35, tacticalSpeed: 15, cruisingSpeed: 70 },
    crew: [{ name: 'Kell', characteristics: { t: 35 } }], dice: { seed: 12 } };
  const res = run(['out-of-control', file('ooc.json', request), '--json']);
  assert.equal(res.status, 0, res.stderr);
  assert.deepEqual(JSON.parse(res.stdout), outOfControl(request));
  const text = run(['out-of-control', '-'], JSON.stringify(request));
  assert.equal(text.status, 0, text.stderr);
  assert.match(text.stdout, /^Out of control\n/);
  assert.match(text.stdout, /Careers \d+ m/);
});

// ---------------------------------------------------------------- encounters

const read = (p) => JSON.parse(readFileSync(p, 'utf8'));

test('encounter start, advise, act, end-turn, adjust, undo and replay run a fight kept in a file', () => {
  const request = file('ambush.json', ambushRequest(7));
  const enc = path.join(dir, 'enc.json');
  // start: the card on standard output, the encounter in the file.
  const started = run(['encounter', 'start', request, '--out', enc]);
  assert.equal(started.status, 0, started.stderr);
  assert.equal(started.stderr, '');
  const first = startEncounter(ambushRequest(7));
  assert.deepEqual(read(enc), first);
  assert.match(started.stdout, new RegExp(`^Round 1: ${first.combatants[first.active].name}'s turn\n`));
  for (const c of Object.values(first.combatants)) assert.ok(started.stdout.includes(c.name), c.name);

  // advise: a numbered table of the choices, the action by its book name and the target by name.
  const odds = run(['encounter', 'advise', enc]);
  assert.equal(odds.status, 0, odds.stderr);
  const advice = advise(first);
  const labels = Object.fromEntries(actions({ ruleset: 'ow' }).map((a) => [a.id, a.name]));
  assert.match(odds.stdout, /#\s+action\s+aim\s+weapon\s+target\s+hit\s+wound\s+kill\s+mean wounds/);
  advice.choices.forEach((c, i) => {
    const row = odds.stdout.split('\n').find((l) => l.trim().startsWith(`${i + 1} `));
    assert.ok(row, `row ${i + 1}`);
    for (const cell of [labels[c.action], c.weapon, first.combatants[c.target].name, `${(c.hitChance * 100).toFixed(1)}%`, `${(c.killChance * 100).toFixed(1)}%`, c.meanWounds.toFixed(2)]) {
      assert.ok(row.includes(cell), `${row} has ${cell}`);
    }
  });
  for (const s of advice.skipped) assert.ok(odds.stdout.includes(s), s);
  assert.ok(odds.stdout.includes(`cogitator encounter act ${enc} --pick N --out ${enc}`));
  const oddsJson = run(['encounter', 'advise', enc, '--json']);
  assert.deepEqual(JSON.parse(oddsJson.stdout), advice);
  // advise's own options, from a file.
  const some = run(['encounter', 'advise', enc, file('options.json', { trials: 20, combatant: 'mob' }), '--json']);
  assert.equal(some.status, 0, some.stderr);
  assert.deepEqual(JSON.parse(some.stdout), advise(first, { trials: 20, combatant: 'mob' }));

  // act --pick N is advise's choice N; the same as act with that choice in a file.
  const picked = run(['encounter', 'act', enc, '--pick', '2', '--json']);
  assert.equal(picked.status, 0, picked.stderr);
  const step = act(first, advice.choices[1].act);
  assert.deepEqual(JSON.parse(picked.stdout), step);
  const byFile = run(['encounter', 'act', enc, file('choice.json', advice.choices[1].act), '-o', enc]);
  assert.equal(byFile.status, 0, byFile.stderr);
  assert.deepEqual(read(enc), step.encounter);
  const shot = step.outcomes.find((o) => o.kind === 'attack');
  const attackerName = step.encounter.combatants[shot.combatant].name;
  assert.ok(byFile.stdout.includes(`${attackerName}: ${labels[shot.action]} with ${shot.weaponName} against ${step.encounter.combatants[shot.targetId].name}`), byFile.stdout);
  assert.ok(byFile.stdout.includes('Events') && byFile.stdout.includes('Combatants'));

  // end-turn, then a GM's edit read from standard input.
  const ended = run(['encounter', 'end-turn', enc, `--out=${enc}`]);
  assert.equal(ended.status, 0, ended.stderr);
  const afterTurn = endTurn(step.encounter);
  assert.deepEqual(read(enc), afterTurn.encounter);
  const edit = { combatant: 'c1', set: { damage: 4 }, note: 'a ruling' };
  const edited = run(['encounter', 'adjust', enc, '-', '-o', enc], JSON.stringify(edit));
  assert.equal(edited.status, 0, edited.stderr);
  const afterEdit = adjust(afterTurn.encounter, edit);
  assert.deepEqual(read(enc), afterEdit.encounter);
  assert.ok(edited.stdout.includes('the GM sets c1: damage 4 (a ruling)'), edited.stdout);
  assert.ok(edited.stdout.includes(`${afterEdit.encounter.combatants.c1.name}: side cult, damage 4`), edited.stdout);

  // undo says what it took back; replay says whether the file is what its history gives.
  const undone = run(['encounter', 'undo', enc, '-o', path.join(dir, 'undone.json')]);
  assert.equal(undone.status, 0, undone.stderr);
  assert.match(undone.stdout, /^Took back the GM's edit of .+ \(a ruling\)\.\n/);
  assert.deepEqual(read(path.join(dir, 'undone.json')), undo(afterEdit.encounter));
  const twice = run(['encounter', 'undo', path.join(dir, 'undone.json'), '--json']);
  assert.match(run(['encounter', 'undo', path.join(dir, 'undone.json')]).stdout, /^Took back the end of .+'s turn\.\n/);
  assert.deepEqual(JSON.parse(twice.stdout), undo(undo(afterEdit.encounter)));
  const replayed = run(['encounter', 'replay', enc]);
  assert.equal(replayed.status, 0, replayed.stderr);
  assert.match(replayed.stdout, /The replay matches the file\.\n$/);
  const byHand = read(enc);
  byHand.combatants.c2.damage = 7;
  const changed = run(['encounter', 'replay', file('hand.json', byHand), '-o', path.join(dir, 'fixed.json')]);
  assert.equal(changed.status, 0, changed.stderr);
  assert.match(changed.stdout, /differs from what its start and history give/);
  assert.deepEqual(read(path.join(dir, 'fixed.json')), read(enc));
});

test('an encounter step without --out writes nothing and says so; with --json it prints what the function returns', () => {
  const request = file('ambush2.json', ambushRequest(3));
  const res = run(['encounter', 'start', request]);
  assert.equal(res.status, 0, res.stderr);
  assert.match(res.stderr, /^cogitator: nothing written; give --out FILE to keep the new encounter\n$/);
  const json = run(['encounter', 'start', '-', '--json'], JSON.stringify(ambushRequest(3)));
  assert.equal(json.status, 0, json.stderr);
  assert.equal(json.stderr, '');
  assert.deepEqual(JSON.parse(json.stdout), startEncounter(ambushRequest(3)));
  const enc = file('plain.json', startEncounter(ambushRequest(3)));
  const before = readFileSync(enc, 'utf8');
  const step = run(['encounter', 'end-turn', enc, file('noDice.json', {}), '--json']);
  assert.equal(step.status, 0, step.stderr);
  assert.deepEqual(JSON.parse(step.stdout), endTurn(startEncounter(ambushRequest(3)), {}));
  assert.equal(readFileSync(enc, 'utf8'), before, 'the encounter file is left as it was');
});

test('encounter mistakes: the command line exits 2 with the usage, the engine 1 with code and path, and no file is written', () => {
  const enc = file('mistakes.json', startEncounter(ambushRequest(5)));
  const before = readFileSync(enc, 'utf8');
  const choice = file('edit.json', { combatant: 'c1', set: { damage: 1 } });
  for (const args of [
    ['encounter'],
    ['encounter', 'fight', enc],
    ['encounter', 'act', enc],
    ['encounter', 'act', enc, choice, '--pick', '1'],
    ['encounter', 'act', enc, '--pick', '0'],
    ['encounter', 'act', enc, '--pick'],
    ['encounter', 'advise', enc, '-o', enc],
    ['encounter', 'undo', enc, choice],
    ['encounter', 'adjust', '-', '-'],
    ['encounter', 'start', enc, '--out', '-'],
    ['encounter', 'start', enc, '-o', 'a.json', '-o', 'b.json'],
    ['encounter', 'end-turn', enc, '--pick', '1'],
    ['attack', enc, '--out', enc],
  ]) {
    const res = run(args);
    assert.equal(res.status, 2, `${args.join(' ')}: ${res.stderr}`);
    assert.equal(res.stdout, '');
    assert.match(res.stderr, /^cogitator: .*\n\nusage: cogitator /, args.join(' '));
  }
  // The engine's refusals: exit 1, code and path, nothing on standard output.
  const engine = [
    [['encounter', 'act', enc, choice, '-o', enc], /^cogitator: invalid_input at set: /],
    [['encounter', 'undo', enc, '-o', enc], /^cogitator: not_allowed at encounter\.history: /],
    [['encounter', 'adjust', enc, file('who.json', { combatant: 'zz', set: { damage: 1 } }), '-o', enc], /^cogitator: invalid_input at combatant: .*unknown combatant 'zz'/],
    [['encounter', 'advise', file('notEnc.json', ambushRequest(5))], /^cogitator: invalid_input at encounter\./],
    [['encounter', 'act', enc, '--pick', '999', '-o', enc], /^cogitator: invalid_input at --pick: there are \d+ choices/],
    [['encounter', 'start', path.join(dir, 'nowhere.json'), '-o', enc], /^cogitator: io_error: cannot read .*nowhere\.json/],
    [['encounter', 'start', file('fight.json', ambushRequest(5)), '-o', path.join(dir, 'no', 'such', 'enc.json')], /^cogitator: io_error: cannot write .*enc\.json: /],
  ];
  for (const [args, message] of engine) {
    const res = run(args);
    assert.equal(res.status, 1, `${args.join(' ')}: ${res.stderr}`);
    assert.equal(res.stdout, '');
    assert.match(res.stderr, message);
  }
  assert.equal(readFileSync(enc, 'utf8'), before, 'a refused step leaves the file as it was');
  const json = run(['encounter', 'undo', enc, '--json']);
  assert.equal(json.status, 1);
  assert.deepEqual(Object.keys(JSON.parse(json.stderr).error), ['code', 'path', 'message']);
  assert.match(run(['--help']).stdout, /encounter act ENCOUNTER CHOICE/);
});

test('--version names the package and the engine', () => {
  const res = run(['--version']);
  assert.equal(res.status, 0, res.stderr);
  const pkg = JSON.parse(readFileSync(path.join(PROJECT, 'node_modules', 'cogitator', 'package.json'), 'utf8'));
  assert.match(res.stdout, new RegExp(`^cogitator ${pkg.version.replace(/\./g, '\\.')} \\(engine \\d+\\.\\d+\\.\\d+[^)]*\\)\n$`));
});
