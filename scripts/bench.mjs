#!/usr/bin/env node
// Times resolveAttack (and a few other calls) through the built package's Node entry.
// Not a test: it prints ns/call and calls/s so changes can be compared.
//
//   node scripts/bench.mjs            # 20000 calls per case
//   node scripts/bench.mjs 100000     # more calls
//   COGITATOR_PKG_DIR=... node scripts/bench.mjs   # another build of the package

import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = path.resolve(process.env.COGITATOR_PKG_DIR || path.join(ROOT, 'pkg'));
if (!existsSync(path.join(pkgDir, 'node.js'))) {
  console.error(`bench: no built package in ${pkgDir}; run scripts/build.sh first`);
  process.exit(1);
}
const cogitator = await import(pathToFileURL(path.join(pkgDir, 'node.js')).href);
const { attacker, target, lasgun, chainsword } = await import(
  pathToFileURL(path.join(ROOT, 'tests/js/fixtures.mjs')).href
);

const N = Number(process.argv[2] ?? 20000);
if (!Number.isInteger(N) || N <= 0) {
  console.error('bench: the argument is the number of calls per case');
  process.exit(2);
}

const cases = [
  {
    name: 'resolveAttack ranged (dh2, seeded)',
    run: (i) => cogitator.resolveAttack({ ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30, dice: { seed: i } }),
  },
  {
    name: 'resolveAttack melee + parry (dh1, seeded)',
    run: (i) => cogitator.resolveAttack({ ruleset: 'dh1', attacker, target, weapon: chainsword, action: 'charge', reaction: 'parry', dice: { seed: i } }),
  },
  {
    name: 'resolveAttack scripted dice (rt)',
    run: () => cogitator.resolveAttack({ ruleset: 'rt', attacker, target, weapon: lasgun, action: 'standard', range: 30, dice: { rolls: [14, 7] } }),
  },
  {
    name: 'rollTest (ow, seeded)',
    run: (i) => cogitator.rollTest({ ruleset: 'ow', actor: attacker, characteristic: 'bs', dice: { seed: i } }),
  },
];

function time(run, n) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) run(i);
  return Number(process.hrtime.bigint() - start);
}

console.log(`cogitator ${cogitator.engineVersion()} from ${path.relative(process.cwd(), pkgDir) || '.'}, node ${process.version}, ${N} calls per case\n`);
console.log(`${'case'.padEnd(44)} ${'ns/call'.padStart(10)} ${'calls/s'.padStart(12)}`);
for (const c of cases) {
  time(c.run, Math.min(2000, N)); // warm up
  const ns = time(c.run, N);
  const per = ns / N;
  console.log(`${c.name.padEnd(44)} ${per.toFixed(0).padStart(10)} ${Math.round(1e9 / per).toLocaleString('en-US').padStart(12)}`);
}

const trials = 10000;
const t0 = process.hrtime.bigint();
cogitator.analyzeAttack({ ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30, trials, dice: { seed: 1 } });
const ms = Number(process.hrtime.bigint() - t0) / 1e6;
console.log(`\nanalyzeAttack, ${trials} trials in one call: ${ms.toFixed(1)} ms (${((ms * 1e6) / trials).toFixed(0)} ns/trial)`);
