#!/usr/bin/env node
// Time to a first outcome in headless Chromium: a local static server (scripts/serve.mjs)
// serves the built package, and for each load a page in a fresh browser context (its own
// empty HTTP cache, so nothing is cached between loads, not the JS and not the compiled
// wasm) runs one inline module script that notes performance.now() when it starts, then
// does `await import('/pkg/attack.js')` (the attack entry; index.js, the whole engine's,
// for comparison), `await init()` and one `resolveAttack` with a fixture request, and
// notes the time again. The figure is the time between the two: from the module starting
// to load to the first outcome in hand.
//
// The pages are opened as a person opens a tab, with nothing attached to them: each load
// is a browser context and a tab made through the browser's own DevTools session
// (`Target.createBrowserContext`, `Target.createTarget`), and the page POSTs what it
// measured to the server (`onReport`). A page driven by Playwright (`browser.newContext()`,
// `page.goto`) carries Playwright's own scripts, set up on the page's main thread while the
// module loads, which doubled a one-line module's import (35-42 ms against 17-20 ms):
// docs/speed.md, "The first outcome measured with nothing attached to the page".
//
//   node scripts/bench-browser.mjs         # 15 loads (after one load that is not counted)
//                                          # of the attack entry, 15 with preload hints,
//                                          # then 15 of the whole engine's entry
//   node scripts/bench-browser.mjs 40      # more loads
//   COGITATOR_PKG_DIR=... node scripts/bench-browser.mjs   # another build of the package
//
// scripts/bench.mjs imports `firstOutcome()` from here and prints the figure beside its
// other targets. Chromium is /usr/bin/chromium or CHROMIUM_PATH; without it the
// measurement is skipped with a message.

import path from 'node:path';
import os from 'node:os';
import { existsSync, statSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { startServer, REPORT_PATH } from './serve.mjs';
// Chromium is started with the browser tests' flags.
import { ARGS } from '../tests/browser/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The target of the speed work: a first outcome within this many ms of the module starting to load. */
export const FIRST_OUTCOME_TARGET_MS = 40;


// The browser entries and the .wasm each loads.
export const ENTRIES = {
  'attack.js': 'cogitator_attack_bg.wasm',
  'index.js': 'cogitator_bg.wasm',
};

// `hints`: the page also names the entry and its .wasm in <link> tags, so the browser
// fetches both while it parses the page (what the package README suggests to pages that
// know they will need the engine).
function page(request, hints, entry) {
  const links = hints
    ? `<link rel="modulepreload" href="/pkg/${entry}">\n` +
      `<link rel="preload" href="/pkg/${ENTRIES[entry]}" as="fetch" crossorigin>\n`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cogitator first outcome</title>
<link rel="icon" href="data:,">
${links}</head>
<body><script type="module">
const start = performance.now();
const request = ${JSON.stringify(request)};
${REPORT}
try {
  const m = await import('/pkg/${entry}');
  const imported = performance.now();
  await m.init();
  const ready = performance.now();
  const outcome = m.resolveAttack(request);
  const end = performance.now();
  const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('.wasm'));
  report({
    start,
    end,
    total: end - start,
    imported: imported - start,
    init: ready - imported,
    resolve: end - ready,
    ruleset: outcome.ruleset,
    requests: performance.getEntriesByType('resource').length,
    wasmRequests: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.wasm')).length,
    wasmBytes: wasm ? wasm.decodedBodySize : null,
  });
} catch (err) {
  report({ error: String((err && err.stack) || err) });
}
</script></body></html>
`;
}

// What a page runs to hand its figures back: a POST to the server, tagged with the load's
// id from the page's query string.
const REPORT = `const report = (r) => fetch('${REPORT_PATH}', { method: 'POST',
  body: JSON.stringify({ ...r, id: new URLSearchParams(location.search).get('id') }) });`;

// The same page importing a one-line module instead of the entry: what a first module
// import costs in a fresh context whatever the module, for scale.
const BASELINE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>baseline</title><link rel="icon" href="data:,"></head>
<body><script type="module">
const start = performance.now();
${REPORT}
await import('/baseline.js');
report({ baseline: performance.now() - start });
</script></body></html>
`;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/**
 * Loads the page `loads` times and returns the timings, or `{ skipped: reason }` when
 * there is no browser to run. Each load gets a fresh browser context.
 */
export async function firstOutcome({ pkgDir = path.join(ROOT, 'pkg'), loads = 15, hints = false, entry = 'attack.js' } = {}) {
  if (!ENTRIES[entry]) throw new Error(`firstOutcome: no entry ${entry}`);
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    return { skipped: `no Chromium at ${executablePath} (install it with scripts/setup.sh --browser, or set CHROMIUM_PATH)` };
  }
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { skipped: 'playwright-core is not installed (npm install)' };
  }
  const { rangedRequest } = await import(pathToFileURL(path.join(ROOT, 'tests/js/fixtures.mjs')).href);

  const dir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-first-'));
  await writeFile(path.join(dir, 'index.html'), page(rangedRequest('dh2'), hints, entry));
  await writeFile(path.join(dir, 'baseline.html'), BASELINE_PAGE);
  await writeFile(path.join(dir, 'baseline.js'), 'export const one = 1;\n');
  // Each load's report, by the id in its page's URL.
  const waiting = new Map();
  const onReport = (text) => {
    let r;
    try {
      r = JSON.parse(text);
    } catch {
      return;
    }
    waiting.get(r.id)?.(r);
  };
  const server = await startServer({ port: 0, mounts: { '/pkg/': pkgDir, '/': dir }, onReport });
  let browser;
  try {
    browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
    const devtools = await browser.newBrowserCDPSession();
    let ids = 0;
    // One load of `file` in a new context's new tab; what its page reported.
    const load = async (file) => {
      const id = String(++ids);
      const { browserContextId } = await devtools.send('Target.createBrowserContext', { disposeOnDetach: true });
      let timer;
      try {
        const reported = new Promise((resolve, reject) => {
          waiting.set(id, resolve);
          timer = setTimeout(() => reject(new Error(`${file} sent no figures within 30 s`)), 30_000);
        });
        await devtools.send('Target.createTarget', { url: `${server.url}${file}?id=${id}`, browserContextId });
        return await reported;
      } finally {
        clearTimeout(timer);
        waiting.delete(id);
        await devtools.send('Target.disposeBrowserContext', { browserContextId }).catch(() => {});
      }
    };
    const runs = [];
    const baseline = [];
    // One load first that is not counted: it starts the renderer and fills the OS's file cache.
    for (let i = 0; i <= loads; i++) {
      // Interleaved with the real page: the baseline import, in a fresh context too.
      const b = await load('baseline.html');
      if (i > 0) baseline.push(b.baseline);
      const r = await load('index.html');
      if (r.error) throw new Error(`the page failed: ${r.error}`);
      // A preloaded fetch may not be in the resource timings yet when the outcome is in
      // (Chromium records it when its body has been read): only a second fetch is a fault.
      if (r.wasmRequests > 1) throw new Error(`the page fetched the .wasm ${r.wasmRequests} times`);
      if (i > 0) runs.push(r);
    }
    const pick = (k) => runs.map((r) => r[k]);
    const wasmFile = path.join(pkgDir, ENTRIES[entry]);
    return {
      entry,
      hints,
      loads: runs.length,
      browser: `Chromium ${browser.version()}`,
      median: median(pick('total')),
      min: Math.min(...pick('total')),
      max: Math.max(...pick('total')),
      // The parts, each a median on its own (so they need not add up to the total's).
      imported: median(pick('imported')),
      init: median(pick('init')),
      resolve: median(pick('resolve')),
      baselineImport: median(baseline),
      // From the navigation's start (the page's time origin) to the outcome.
      sinceNavigation: median(pick('end')),
      requests: runs[0].requests,
      wasmBytes: runs.find((r) => r.wasmBytes)?.wasmBytes ?? statSync(wasmFile).size,
      wasmGzipBytes: gzipSync(readFileSync(wasmFile), { level: 9 }).length,
    };
  } finally {
    await browser?.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

// The encounter of the tests (tests/js/ambush.mjs) played to its end in a page, each turn's
// `advise` timed (default trials), after one warm-up fight that is not counted.
const ADVISE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cogitator advise per turn</title>
<link rel="icon" href="data:,"></head>
<body><script type="module">
try {
  const m = await import('/pkg/index.js');
  await m.init();
  const { runAmbush } = await import('/ambush.mjs');
  runAmbush(m, 7);
  const times = [];
  let choices = 0;
  const timed = { ...m, advise: (enc, opts) => {
    const t = performance.now();
    const out = m.advise(enc, { ...opts, trials: undefined });
    times.push(performance.now() - t);
    choices += out.choices.length;
    return out;
  } };
  const run = runAmbush(timed, 7);
  window.__advise = { times, choices, turns: run.turns.length };
} catch (err) {
  window.__advise = { error: String((err && err.stack) || err) };
}
</script></body></html>
`;

/**
 * `advise` on every turn of the tests' ambush, in headless Chromium: the median and the
 * slowest turn, or `{ skipped: reason }`.
 */
export async function adviseInBrowser({ pkgDir = path.join(ROOT, 'pkg') } = {}) {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath)) return { skipped: `no Chromium at ${executablePath}` };
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { skipped: 'playwright-core is not installed (npm install)' };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-advise-'));
  await writeFile(path.join(dir, 'index.html'), ADVISE_PAGE);
  await writeFile(path.join(dir, 'ambush.mjs'), readFileSync(path.join(ROOT, 'tests/js/ambush.mjs')));
  const server = await startServer({ port: 0, mounts: { '/pkg/': pkgDir, '/': dir } });
  let browser;
  try {
    browser = await chromium.launch({ executablePath, headless: true, args: ARGS });
    const p = await browser.newPage();
    await p.goto(server.url);
    await p.waitForFunction(() => window.__advise, null, { timeout: 120_000 });
    const r = await p.evaluate(() => window.__advise);
    if (r.error) throw new Error(`the page failed: ${r.error}`);
    const sorted = [...r.times].sort((a, b) => a - b);
    return { turns: r.turns, calls: sorted.length, choices: r.choices / Math.max(1, sorted.length), median: median(sorted), slowest: sorted[sorted.length - 1] ?? 0 };
  } finally {
    await browser?.close();
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

/** Prints what firstOutcome() returned. */
export function printFirstOutcome(r) {
  if (r.skipped) {
    console.log(`first outcome in a browser: skipped, ${r.skipped}`);
    return;
  }
  const ms = (x) => `${x.toFixed(1)} ms`;
  console.log(
    `first outcome in headless ${r.browser}, local server, ${r.loads} loads each in a fresh context (no HTTP cache)` +
      `, ${r.entry}${r.hints ? `, the page preloading ${r.entry} and its .wasm` : ''}:`,
  );
  console.log(`  from the module script starting to the outcome: median ${ms(r.median)}, min ${ms(r.min)}, max ${ms(r.max)}`);
  console.log(`  parts (medians): import of ${r.entry} ${ms(r.imported)}, init() ${ms(r.init)}, resolveAttack ${ms(r.resolve)}`);
  console.log(`  for scale: importing a one-line module instead of ${r.entry}, same setting: median ${ms(r.baselineImport)}`);
  console.log(`  from the navigation's start: median ${ms(r.sinceNavigation)}`);
  console.log(
    `  ${r.requests} requests after the page; wasm loaded ${Math.round(r.wasmBytes / 1024)} KB raw ` +
      `(${Math.round(r.wasmGzipBytes / 1024)} KB gzipped; served uncompressed here)`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pkgDir = path.resolve(process.env.COGITATOR_PKG_DIR || path.join(ROOT, 'pkg'));
  if (!existsSync(path.join(pkgDir, 'index.js'))) {
    console.error(`bench-browser: no built package in ${pkgDir}; run scripts/build.sh first`);
    process.exit(1);
  }
  const loads = Number(process.argv[2] ?? 15);
  if (!Number.isInteger(loads) || loads <= 0) {
    console.error('bench-browser: the argument is the number of page loads');
    process.exit(2);
  }
  const r = await firstOutcome({ pkgDir, loads });
  printFirstOutcome(r);
  if (!r.skipped) {
    const met = r.median <= FIRST_OUTCOME_TARGET_MS;
    console.log(`  target: ${FIRST_OUTCOME_TARGET_MS} ms; ${met ? 'met' : 'not met'}\n`);
    printFirstOutcome(await firstOutcome({ pkgDir, loads, hints: true }));
    printFirstOutcome(await firstOutcome({ pkgDir, loads, entry: 'index.js' }));
  }
}
