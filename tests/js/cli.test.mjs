// The `cogitator` command, run the way `npx cogitator` runs it: through the bin link npm
// made when it installed the packed package (node_modules/.bin/cogitator), with a request
// in a file and on standard input.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { resolveAttack, rollTest, analyzeAttack } from 'cogitator';
import { rangedRequest, attacker } from './fixtures.mjs';

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
