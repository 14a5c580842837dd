// Real consumer projects against the packed package, each installed fresh into a scratch
// folder (see harness.mjs):
//   node        an ESM project: `import { resolveAttack } from 'cogitator'`, and the CLI
//   static      a page with no build step, importing the package through an import map
//   vite        a Vite 7 production build, served; then the same build inside a
//               sandboxed cross-origin iframe (as a Discord activity runs)
//   typescript  tsc --strict with moduleResolution bundler and nodenext
// The Foundry-like module is in foundry.test.mjs.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { project, run, serve, browser, open, keepEvidence, TSC } from './harness.mjs';

// Every consumer resolves the same scripted attack: 14 hits the body (41 reversed),
// 7 on the damage die: 10 damage, less armour 3 and Toughness Bonus 3 = 4 wounds.
const DAMAGE = 4;

let chromium;
before(async () => {
  chromium = await browser();
});
after(async () => {
  await chromium?.close();
});

test('node: an ESM project imports cogitator with no init, and runs the cogitator command', async () => {
  const state = { log: [] };
  await keepEvidence('node', state, async () => {
    const dir = project('node');
    const main = run('node', ['main.js'], { cwd: dir });
    state.log.push(main.stdout, main.stderr);
    assert.match(main.stdout, /^Step 1-2 \(test\): Sergeant Varro attacks Heretic/m);
    assert.match(main.stdout, new RegExp(`^Heretic has taken ${DAMAGE} damage$`, 'm'));

    // The bin, as `npx cogitator` and as an npm script; --no-install: never the registry.
    const card = run('npx', ['--no-install', 'cogitator', 'attack', 'request.json'], { cwd: dir });
    state.log.push(card.stdout, card.stderr);
    assert.match(card.stdout, /\b65\b/, 'the card shows the target number (BS 45 +10 +10)');
    const json = run('npm', ['run', '--silent', 'attack', '--', '--json'], { cwd: dir });
    assert.equal(JSON.parse(json.stdout).target.damage, DAMAGE);
    const piped = run('npx', ['--no-install', 'cogitator', 'attack', '-', '--json'], {
      cwd: dir,
      input: readFileSync(path.join(dir, 'request.json'), 'utf8'),
    });
    assert.deepEqual(JSON.parse(piped.stdout), JSON.parse(json.stdout));
  });
});

test('static: a page with no build step loads the package through an import map', async () => {
  const state = {};
  await keepEvidence('static', state, async () => {
    const dir = project('static');
    const server = await serve(dir);
    try {
      Object.assign(state, await open(chromium.context, server.url));
      await state.page.waitForSelector('#out[data-damage], #out[data-error]', { timeout: 30_000 });
      const out = state.page.locator('#out');
      assert.equal(await out.getAttribute('data-error'), null, await out.textContent());
      assert.equal(await out.getAttribute('data-damage'), String(DAMAGE));
      assert.deepEqual(state.errors, []);
    } finally {
      await server.close();
    }
  });
});

test('vite: a Vite 7 production build serves and resolves the attack, also in a sandboxed cross-origin iframe', async () => {
  const state = {};
  await keepEvidence('vite', state, async () => {
    const dir = project('vite');
    const build = run('npx', ['--no-install', 'vite', 'build', '--config', 'vite.pages.config.js'], { cwd: dir });
    state.log = [build.stdout, build.stderr];
    assert.match(build.stdout, /\.wasm/, 'the build emits the .wasm as an asset');

    // A frame with sandbox="allow-scripts" has an opaque origin, so every request it makes
    // (the module scripts, the .wasm) is cross-origin: the app's server must send CORS
    // headers. The policy is the one the README recommends for locked-down hosts.
    const app = await serve(path.join(dir, 'dist'), {
      'Access-Control-Allow-Origin': '*',
      'Content-Security-Policy': "script-src 'self' 'wasm-unsafe-eval'",
    });
    const host = await serve(dir); // any other port: another origin
    try {
      // 1. The app on its own.
      Object.assign(state, await open(chromium.context, app.url));
      await state.page.waitForSelector('#out[data-result]', { timeout: 30_000 });
      const alone = JSON.parse(await state.page.locator('#out').getAttribute('data-result'));
      assert.deepEqual(alone, { damage: DAMAGE, odds: 'same' });
      assert.deepEqual(state.errors, []);
      // The analysis ran on the worker Vite bundled from the package, not on the page.
      assert.ok(state.log.some((l) => /^worker: .*analysis-worker.*\.js$/.test(l)), `a worker started:\n${state.log.join('\n')}`);
      assert.ok(!state.log.some((l) => /runs on the calling thread/.test(l)), 'no fallback to the page');
      await state.page.close();

      // 1b. The attack entry's page: the same outcome and odds, from its own .wasm only,
      // and its analysis on the attack entry's worker.
      Object.assign(state, await open(chromium.context, `${app.url}attack.html`));
      await state.page.waitForSelector('#out[data-result]', { timeout: 30_000 });
      const attackFirst = JSON.parse(await state.page.locator('#out').getAttribute('data-result'));
      assert.deepEqual(attackFirst, { damage: DAMAGE, odds: 'same' });
      assert.deepEqual(state.errors, []);
      const wasm = state.log.filter((l) => /^200 .*\.wasm$/.test(l));
      assert.ok(wasm.length > 0 && wasm.every((l) => /cogitator_attack_bg[^/]*\.wasm$/.test(l)), `the .wasm fetched:\n${state.log.join('\n')}`);
      assert.ok(state.log.some((l) => /^worker: .*analysis-worker-attack.*\.js$/.test(l)), `a worker started:\n${state.log.join('\n')}`);
      await state.page.close();

      // 2. The same build in a sandboxed iframe on a page from another origin, which
      // hears the result by postMessage.
      Object.assign(state, await open(chromium.context, `${host.url}frame-host.html?app=${encodeURIComponent(app.url)}`));
      await state.page.waitForFunction(() => window.__messages.length > 0, null, { timeout: 30_000 });
      const [message] = await state.page.evaluate(() => window.__messages);
      assert.equal(message.origin, 'null', 'the frame runs with an opaque origin');
      // A frame with an opaque origin may not start workers from the app's origin: the
      // same analysis is worked out in the frame, with a warning saying why.
      assert.deepEqual(message.data, { cogitator: { damage: DAMAGE, odds: 'same' } });
      assert.deepEqual(state.errors, []);
    } finally {
      await app.close();
      await host.close();
    }
  });
});

test('typescript: tsc --strict accepts the package with moduleResolution bundler and nodenext', async () => {
  const state = { log: [] };
  await keepEvidence('typescript', state, async () => {
    const dir = project('typescript');
    for (const config of ['tsconfig.bundler.json', 'tsconfig.nodenext.json']) {
      const res = run(TSC, ['-p', config], { cwd: dir, check: false });
      state.log.push(`tsc -p ${config}: exit ${res.status}`, res.stdout, res.stderr);
      assert.equal(res.status, 0, `tsc -p ${config}\n${res.stdout}${res.stderr}`);
    }
    // The checks are real: a wrong ruleset in the same project is an error.
    const bad = path.join(dir, 'src', 'main.ts');
    const text = readFileSync(bad, 'utf8');
    assert.ok(text.includes("ruleset: 'dh2'"));
    writeFileSync(bad, text.replace("ruleset: 'dh2'", "ruleset: 'dh3'"));
    const res = run(TSC, ['-p', 'tsconfig.bundler.json'], { cwd: dir, check: false });
    assert.notEqual(res.status, 0);
    assert.match(res.stdout, /'"dh3"' is not assignable/);
  });
});
