#!/usr/bin/env node
// Times resolveAttack (and a few other calls) through the built package's Node entry, side
// by side with one roll of @dice-roller/rpg-dice-roller (the dice library VTT developers
// reach for), and prints analysis throughput and the download size against the targets.
// Not a test: it prints ns/call and calls/s so changes can be compared. It also times the
// first outcome in headless Chromium (scripts/bench-browser.mjs): the page loads the attack
// entry (attack.js; then the whole engine's index.js, for comparison), runs init() and one
// resolveAttack, in a fresh browser context per load.
//
//   node scripts/bench.mjs            # 20000 calls per case
//   node scripts/bench.mjs 100000     # more calls
//   COGITATOR_PKG_DIR=... node scripts/bench.mjs   # another build of the package
//   COGITATOR_BENCH_LOADS=30 node scripts/bench.mjs # page loads for the browser figure (15)
//   COGITATOR_BENCH_LOADS=0 node scripts/bench.mjs  # no browser figure
//
// resolveAttack's boundary, JSON text against JS objects (serde-wasm-bindgen), is compared
// when the package was built with the other boundaries' exports (scripts/bench-boundary.mjs);
// rebuild without them afterwards, the package never ships them:
//   COGITATOR_FEATURES=object-boundary bash scripts/build.sh && node scripts/bench.mjs

import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { DiceRoll } from '@dice-roller/rpg-dice-roller';
import { firstOutcome, printFirstOutcome, adviseInBrowser, FIRST_OUTCOME_TARGET_MS, ENTRIES } from './bench-browser.mjs';
import { boundaryVariants, checkVariants, timeVariants } from './bench-boundary.mjs';

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
const LOADS = Number(process.env.COGITATOR_BENCH_LOADS ?? 15);
if (!Number.isInteger(LOADS) || LOADS < 0) {
  console.error('bench: COGITATOR_BENCH_LOADS is the number of page loads (0: none)');
  process.exit(2);
}

// The first case's request, parsed and checked once.
const preparedRanged = cogitator.prepareAttack({ ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30 });

const cases = [
  {
    name: 'resolveAttack ranged (dh2, seeded)',
    run: (i) => cogitator.resolveAttack({ ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30, dice: { seed: i } }),
  },
  {
    // A request the engine has not seen among its last few: read whole each time (the case
    // above is the same request again with other dice, read once; src/attack/repeat.rs).
    name: 'resolveAttack ranged (dh2), each request new',
    run: (i) => cogitator.resolveAttack({ ruleset: 'dh2', attacker: { ...attacker, name: `Varro ${i}` }, target, weapon: lasgun, action: 'standard', range: 30, dice: { seed: i } }),
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
    name: 'prepareAttack roll, figures (dh2, seeded)',
    run: (i) => preparedRanged.roll(i),
  },
  {
    name: 'prepareAttack outcome (dh2, seeded)',
    run: (i) => preparedRanged.outcome(i),
  },
  {
    name: 'rollTest (ow, seeded)',
    run: (i) => cogitator.rollTest({ ruleset: 'ow', actor: attacker, characteristic: 'bs', dice: { seed: i } }),
  },
];

// The timed calls' rounds (below).
const ROUNDS = 7;

function time(run, n) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) run(i);
  return Number(process.hrtime.bigint() - start);
}

console.log(`cogitator ${cogitator.engineVersion()} from ${path.relative(process.cwd(), pkgDir) || '.'}, node ${process.version}, ${N} calls per case in ${ROUNDS} interleaved rounds (medians)\n`);
console.log(`${'case'.padEnd(44)} ${'ns/call'.padStart(10)} ${'calls/s'.padStart(12)}`);
const roller = { name: "DiceRoll('1d10+3') (rpg-dice-roller)", run: () => new DiceRoll('1d10+3') };
// Every case runs in each of ROUNDS rounds, in an order that rotates from round to round,
// so that a machine that speeds up or slows down during the run moves every case alike.
// A case's figure is its median over the rounds; a ratio between two cases (the targets
// below) is the median of the two's ratios within each round.
const timed = [...cases, roller];
for (const c of timed) time(c.run, Math.min(2000, N)); // warm up
const perRound = Math.max(1, Math.round(N / ROUNDS));
const samples = new Map(timed.map((c) => [c.name, []]));
for (let r = 0; r < ROUNDS; r++) {
  for (let k = 0; k < timed.length; k++) {
    const c = timed[(k + r) % timed.length];
    samples.get(c.name).push(time(c.run, perRound) / perRound);
  }
}
const middle = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const ratio = (a, b) => middle(samples.get(a).map((x, r) => x / samples.get(b)[r]));
for (const c of timed) {
  const per = middle(samples.get(c.name));
  console.log(`${c.name.padEnd(44)} ${per.toFixed(0).padStart(10)} ${Math.round(1e9 / per).toLocaleString('en-US').padStart(12)}`);
}

const trials = 100000;
// One call, warm: the median of five.
const oneCallTimes = [];
for (let k = 0; k < 6; k++) {
  const t0 = process.hrtime.bigint();
  cogitator.analyzeAttack({ ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30, trials, dice: { seed: 1 } });
  if (k > 0) oneCallTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
const ms = oneCallTimes.sort((a, b) => a - b)[2];
const perSecond = (trials / ms) * 1000;
console.log(`\nanalyzeAttack, ${trials} trials in one call (median of five): ${ms.toFixed(1)} ms (${((ms * 1e6) / trials).toFixed(0)} ns/trial)`);

// The sampling kernel on the shapes of attack the analysis target names (standard, semi-auto
// and full-auto shots, a melee attack against a parry, a shot against a dodge), each
// sampled (exact: false), 100000 trials, the median of three calls, and the share of trials
// the flat trial counted whole, the share it handed to the engine's steps part-way (at
// critical damage before the last hit), and the share the whole engine ran.
const autogun = { ...lasgun, name: 'Lasgun (full auto)', rateOfFire: { single: true, semi: 3, full: 10 } };
const shapes = [
  ['standard shot (dh2)', { ruleset: 'dh2', weapon: lasgun, action: 'standard', range: 30 }],
  ['standard shot (rt)', { ruleset: 'rt', weapon: lasgun, action: 'standard', range: 30 }],
  ['semi-auto burst, target dodges (dh2)', { ruleset: 'dh2', weapon: lasgun, action: 'semiAuto', range: 30, reaction: 'dodge' }],
  ['full-auto burst (ow)', { ruleset: 'ow', weapon: autogun, action: 'fullAuto', range: 30 }],
  ['full-auto burst (dh1)', { ruleset: 'dh1', weapon: autogun, action: 'fullAuto', range: 30 }],
  ['melee, target parries (dh1)', { ruleset: 'dh1', weapon: chainsword, action: 'standard', reaction: 'parry' }],
  ['melee, target parries (dh2)', { ruleset: 'dh2', weapon: chainsword, action: 'standard', reaction: 'parry' }],
];
console.log('\nanalyzeAttack sampled (exact: false), 100000 trials, median of three:');
let slowestShape = { name: '', perSecond: Infinity };
for (const [name, shape] of shapes) {
  const req = { attacker, target, ...shape, trials, exact: false, dice: { seed: 1 } };
  cogitator.analyzeAttack(req);
  const times = [];
  let a;
  for (let k = 0; k < 3; k++) {
    const t0 = process.hrtime.bigint();
    a = cogitator.analyzeAttack(req);
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const median = times.sort((x, y) => x - y)[1];
  const rate = (trials / median) * 1000;
  if (rate < slowestShape.perSecond) slowestShape = { name, perSecond: rate };
  console.log(
    `  ${name.padEnd(38)} ${((median * 1e6) / trials).toFixed(0).padStart(5)} ns/trial ${Math.round(rate).toLocaleString('en-US').padStart(12)} attacks/s  ` +
      `flat ${((100 * a.flatTrials) / trials).toFixed(1)}%, flat then the engine's steps ${((100 * (a.leanTrials - a.flatTrials)) / trials).toFixed(1)}%, whole engine ${((100 * (trials - a.leanTrials)) / trials).toFixed(1)}%`,
  );
}

// The same analysis spread over worker threads (analysisPool): a warm pool of each size,
// median of five analyses, beside the one call above. The result is the same either way.
const { availableParallelism } = await import('node:os');
const cores = availableParallelism();
const analysisRequest = { ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30, trials, dice: { seed: 1 } };
const oneCall = JSON.stringify(cogitator.analyzeAttack(analysisRequest));
let bestSpread = { workers: 1, perSecond: 0 };
for (const workers of [...new Set([1, 2, cores])]) {
  const pool = cogitator.analysisPool({ workers });
  if (JSON.stringify(await pool.analyze(analysisRequest)) !== oneCall) throw new Error('bench: the pool gave another analysis');
  const times = [];
  for (let k = 0; k < 5; k++) {
    const t = process.hrtime.bigint();
    await pool.analyze(analysisRequest);
    times.push(Number(process.hrtime.bigint() - t) / 1e6);
  }
  await pool.close();
  const median = times.sort((a, b) => a - b)[2];
  const rate = (trials / median) * 1000;
  if (rate > bestSpread.perSecond) bestSpread = { workers, perSecond: rate };
  console.log(`analyzeAttack on ${workers} worker thread${workers === 1 ? '' : 's'} (of ${cores} cores): ${median.toFixed(1)} ms, ${Math.round(rate).toLocaleString('en-US')} attacks/s (${(ms / median).toFixed(2)}x the one call)`);
}

// resolveAttack's boundary: JSON text against JS objects, when this build has the latter.
console.log('\nresolveAttack across the wasm boundary, whole round trip (interleaved, median):');
const boundary = await boundaryVariants(pkgDir, cogitator);
if (boundary.skipped) {
  console.log(`  skipped: ${boundary.skipped}`);
} else {
  const ranged = (i) => ({ ruleset: 'dh2', attacker, target, weapon: lasgun, action: 'standard', range: 30, dice: { seed: i } });
  const melee = (i) => ({ ruleset: 'dh1', attacker, target, weapon: chainsword, action: 'charge', reaction: 'parry', dice: { seed: i } });
  const good = [];
  for (const seed of [1, 7, 2024, 987654321]) good.push(ranged(seed), melee(seed));
  good.push({ ...ranged(0), dice: { rolls: [14, 7] } }, { ...melee(3), range: undefined, meta: { note: 'x' } });
  const bad = [
    { what: "'armor' beside 'armour'", req: { ...ranged(1), target: { ...target, armor: 3 } } },
    { what: "'armor' for 'armour'", req: { ...ranged(1), target: { name: 'Heretic', characteristics: target.characteristics, wounds: 10, armor: 3 } } },
    { what: 'bs as a string', req: { ...ranged(1), attacker: { ...attacker, characteristics: { ...attacker.characteristics, bs: '45' } } } },
    { what: 'an unknown action', req: { ...ranged(1), action: 'standrd' } },
    { what: 'a seed of 1.5', req: ranged(1.5) },
    { what: 'a range of NaN', req: { ...ranged(1), range: NaN } },
    { what: 'an extra top-level key', req: { ...ranged(1), weapn: lasgun } },
    { what: 'not an object', req: 'dh2' },
  ];
  const problems = checkVariants(boundary.variants, good, bad);
  for (const p of problems) console.log(`  differs: ${p}`);
  if (!problems.length) console.log('  outcomes and errors: every variant agrees with text -> text');
  for (const [label, make] of [['ranged (dh2, seeded)', ranged], ['melee + parry (dh1, seeded)', melee]]) {
    const rows = timeVariants(boundary.variants, make, N);
    const base = rows[0].ns;
    console.log(`  ${label}`);
    for (const r of rows) {
      const spread = `${(r.min / 1000).toFixed(2)}-${(r.max / 1000).toFixed(2)}`;
      console.log(`    ${r.name.padEnd(40)} ${(r.ns / 1000).toFixed(2).padStart(7)} us/call  (rounds ${spread})  ${(r.ns / base).toFixed(2)}x`);
    }
  }
}
const wasmBytes = readFileSync(path.join(pkgDir, 'cogitator_bg.wasm'));
console.log(
  `  this build's wasm: ${(wasmBytes.length / 1024).toFixed(0)} KB raw, ` +
    `${(gzipSync(wasmBytes, { level: 9 }).length / 1024).toFixed(0)} KB gzipped` +
    `${boundary.skipped ? '' : ' (with the object exports)'}`,
);

// What a browser downloads for a first outcome: an entry's .wasm, the entry and the files
// it imports, gzipped. The target is the attack entry's (attack.js); the whole engine's
// (index.js) is printed beside it.
function download(entry) {
  const files = [ENTRIES[entry]];
  for (let i = 0, next = [entry]; i < next.length; i++) {
    if (files.includes(next[i]) || !existsSync(path.join(pkgDir, next[i]))) continue;
    files.push(next[i]);
    const src = readFileSync(path.join(pkgDir, next[i]), 'utf8');
    // Static imports and re-exports, as written or minified (`from"./index.js"`).
    for (const m of src.matchAll(/(?:^|[\s;}])(?:import|export)\b[^;]*?from\s*['"]\.\/([\w.-]+\.js)['"]/gm)) next.push(m[1]);
  }
  const raw = files.reduce((n, f) => n + readFileSync(path.join(pkgDir, f)).length, 0);
  const gz = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(pkgDir, f)), { level: 9 }).length, 0);
  return { files, raw, gz };
}
const firstDownload = download('attack.js');
const wholeDownload = download('index.js');
// Everything the package ships for a browser: both entries and their .wasm, the workers'
// scripts and pool.js, foundry.js (the Node files and the CLI are not for browsers).
const browserFiles = ['index.js', 'attack.js', 'cogitator_bg.wasm', 'cogitator_attack_bg.wasm', 'pool.js', 'analysis-worker.js', 'analysis-worker-attack.js', 'cogitator.js', 'cogitator_attack.js', 'foundry.js'];
const shipped = browserFiles.filter((f) => existsSync(path.join(pkgDir, f))).reduce((n, f) => n + gzipSync(readFileSync(path.join(pkgDir, f)), { level: 9 }).length, 0);

// What each entry point adds to the .wasm: the code only it reaches (twiggy's dominators
// over the build's copy with function names, target/cogitator-names.wasm, before
// wasm-opt), so a new rule domain's growth shows. `npm run bench` installs twiggy first
// when it is missing (scripts/setup.sh --bench); run directly, the part is skipped without
// it.
console.log('\nwhat each entry point adds to the .wasm (code no other export reaches; before wasm-opt):');
printEntrySizes(path.join(ROOT, 'target', 'cogitator-names.wasm'));

function printEntrySizes(file) {
  const twiggy = [path.join(process.env.HOME || '', '.cargo', 'bin', 'twiggy'), 'twiggy'].find((t) =>
    spawnSync(t, ['--version'], { encoding: 'utf8' }).status === 0);
  if (!twiggy) return console.log('  skipped: no twiggy (bash scripts/setup.sh --bench installs it)');
  if (!existsSync(file)) return console.log(`  skipped: no ${file} (run scripts/build.sh)`);
  const run = spawnSync(twiggy, ['dominators', file, '-d', '1', '-f', 'json'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) return console.log(`  skipped: twiggy failed: ${run.stderr.trim()}`);
  const root = JSON.parse(run.stdout).items[0];
  const total = root.retained_size;
  const exports = root.children
    .filter((c) => c.name.startsWith('export "') && !c.name.startsWith('export "__') && c.name !== 'export "memory"')
    .map((c) => ({ name: c.name.slice(8, -1), bytes: c.retained_size }))
    .sort((a, b) => b.bytes - a.bytes);
  const own = exports.reduce((n, e) => n + e.bytes, 0);
  for (const e of exports) console.log(`  ${e.name.padEnd(36)} ${(e.bytes / 1024).toFixed(1).padStart(8)} KB`);
  console.log(`  ${'(shared by several, and the data)'.padEnd(36)} ${((total - own) / 1024).toFixed(1).padStart(8)} KB of ${(total / 1024).toFixed(0)} KB`);
}

// advise on every turn of an encounter: the Only War ambush of the encounter tests (three
// cultists and a horde against two guardsmen and a comrade), run to its end with the
// default 500 trials a choice; each turn's advise timed once, warm, and the median and the
// slowest turn reported. The target is a tenth of a second a turn, so a page can show the
// odds of every choice each time the turn changes.
const { runAmbush } = await import(pathToFileURL(path.join(ROOT, 'tests/js/ambush.mjs')).href);
const adviseTimes = [];
let adviseChoices = 0;
const timedApi = {
  ...cogitator,
  advise: (enc, opts) => {
    const t = process.hrtime.bigint();
    const out = cogitator.advise(enc, { ...opts, trials: undefined });
    adviseTimes.push(Number(process.hrtime.bigint() - t) / 1e6);
    adviseChoices += out.choices.length;
    return out;
  },
};
runAmbush(cogitator, 7); // warm
const ambushRun = runAmbush(timedApi, 7);
adviseTimes.sort((a, b) => a - b);
const adviseMedian = adviseTimes[Math.floor(adviseTimes.length / 2)] ?? 0;
const adviseWorst = adviseTimes[adviseTimes.length - 1] ?? 0;
console.log(
  `\nadvise per turn, ${ambushRun.turns.length} turns of the ambush (${(adviseChoices / Math.max(1, adviseTimes.length)).toFixed(1)} choices a turn, 500 trials each): ` +
    `median ${adviseMedian.toFixed(1)} ms, slowest ${adviseWorst.toFixed(1)} ms`,
);

// The same in headless Chromium, where a page recomputes it each time the turn changes.
const adviseBrowser = LOADS === 0 ? { skipped: 'COGITATOR_BENCH_LOADS=0' } : await adviseInBrowser({ pkgDir });
console.log(
  adviseBrowser.skipped
    ? `advise per turn in a browser: skipped, ${adviseBrowser.skipped}`
    : `advise per turn in headless Chromium, ${adviseBrowser.calls} turns: median ${adviseBrowser.median.toFixed(1)} ms, slowest ${adviseBrowser.slowest.toFixed(1)} ms`,
);

// The first outcome in a browser (skipped, with the reason, when there is no Chromium).
console.log('');
const first = LOADS === 0 ? { skipped: 'COGITATOR_BENCH_LOADS=0' } : await firstOutcome({ pkgDir, loads: LOADS });
printFirstOutcome(first);
const wholeFirst = first.skipped ? first : await firstOutcome({ pkgDir, loads: LOADS, entry: 'index.js' });
if (!first.skipped) {
  printFirstOutcome(await firstOutcome({ pkgDir, loads: LOADS, hints: true }));
  printFirstOutcome(wholeFirst);
}

// The targets of the speed-and-size work, side by side with what this build does.
// The target is judged on a request read whole (each request new); the same request sent
// again with other dice, read once (src/attack/repeat.rs), is shown beside it.
const attackRatio = ratio('resolveAttack ranged (dh2), each request new', roller.name);
const repeatRatio = ratio(cases[0].name, roller.name);
const preparedRatio = ratio('prepareAttack roll, figures (dh2, seeded)', roller.name);
const rows = [
  ['prepared roll vs one DiceRoll (target: at most 0.25x)', `${preparedRatio.toFixed(2)}x`, preparedRatio <= 0.25],
  ['resolveAttack, each request new, vs one DiceRoll (target: at most 1x)', `${attackRatio.toFixed(2)}x`, attackRatio <= 1],
  ['resolveAttack, the same request with other dice, vs one DiceRoll', `${repeatRatio.toFixed(2)}x`, null],
  [`analyzeAttack attacks/s, slowest shape (target: 20,000,000)`, Math.round(slowestShape.perSecond).toLocaleString('en-US'), slowestShape.perSecond >= 2e7],
  ['analyzeAttack attacks/s, the call above (no target)', Math.round(perSecond).toLocaleString('en-US'), null],
  ['advise per encounter turn, slowest (target: 100 ms)', `${adviseWorst.toFixed(1)} ms`, adviseWorst <= 100],
  adviseBrowser.skipped
    ? ['advise per turn in Chromium, slowest (target: 100 ms)', 'skipped', null]
    : ['advise per turn in Chromium, slowest (target: 100 ms)', `${adviseBrowser.slowest.toFixed(1)} ms`, adviseBrowser.slowest <= 100],
  [`analyzeAttack on ${bestSpread.workers} workers, attacks/s (no target)`, Math.round(bestSpread.perSecond).toLocaleString('en-US'), null],
  [`first-outcome download, attack.js and its .wasm gzipped (target: 150 KB)`, `${(firstDownload.gz / 1024).toFixed(0)} KB (${(firstDownload.raw / 1024).toFixed(0)} KB raw)`, firstDownload.gz <= 150 * 1024],
  ['the same for the whole engine, index.js and its .wasm (no target)', `${(wholeDownload.gz / 1024).toFixed(0)} KB (${(wholeDownload.raw / 1024).toFixed(0)} KB raw)`, null],
  ['all the browser files the package ships, gzipped (target: 300 KB)', `${(shipped / 1024).toFixed(0)} KB`, shipped <= 300 * 1024],
  first.skipped
    ? [`first outcome in Chromium (target: ${FIRST_OUTCOME_TARGET_MS} ms)`, 'skipped', null]
    : [`first outcome in Chromium, attack.js, median (target: ${FIRST_OUTCOME_TARGET_MS} ms)`, `${first.median.toFixed(1)} ms`, first.median <= FIRST_OUTCOME_TARGET_MS],
  ...(wholeFirst.skipped ? [] : [['the same with index.js, the whole engine (no target)', `${wholeFirst.median.toFixed(1)} ms`, null]]),
];
// The first column as wide as its longest label, so that the figures line up.
const labelWidth = Math.max(...rows.map(([what]) => what.length));
console.log('\n' + 'target'.padEnd(labelWidth) + ' ' + 'this build'.padStart(24) + '  met');
for (const [what, value, met] of rows) {
  console.log(`${what.padEnd(labelWidth)} ${String(value).padStart(24)}  ${met === null ? '-' : met ? 'yes' : 'no'}`);
}
