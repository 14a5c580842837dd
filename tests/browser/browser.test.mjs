// Headless Chromium against the built package:
//  a page loads the browser entry with `await init()` and runs the shared seeded cases;
//  the JSON must be byte-identical to what the Node entry returns. The demo page has its
//  own tests in demo.test.mjs.
//
// The package comes from COGITATOR_PKG_DIR (scripts/test.sh points it at the packed and
// installed copy), else from pkg/. Chromium is /usr/bin/chromium or CHROMIUM_PATH.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

import { startServer, defaultMounts } from '../../scripts/serve.mjs';
import { determinismCases, runCases } from '../js/fixtures.mjs';

import { ROOT, PKG_DIR, CHROMIUM, ARGS } from './chromium.mjs';

let server;
let context;
let profileDir;
const pageErrors = [];

before(async () => {
  assert.ok(existsSync(path.join(PKG_DIR, 'index.js')), `no built package in ${PKG_DIR}`);
  assert.ok(existsSync(CHROMIUM), `no browser at ${CHROMIUM} (run scripts/setup.sh --browser)`);
  server = await startServer({
    port: 0,
    mounts: { ...defaultMounts(PKG_DIR), '/tests/': path.join(ROOT, 'tests') },
  });
  profileDir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-chromium-'));
  // A persistent context is how Playwright takes a --user-data-dir; the dir is fresh.
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport: { width: 1400, height: 1800 },
  });
});

after(async () => {
  await context?.close();
  await server?.close();
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

async function openPage(url) {
  const page = await context.newPage();
  page.on('pageerror', (err) => pageErrors.push(`${url}: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') pageErrors.push(`${url}: console: ${msg.text()}`);
  });
  const failed = [];
  page.on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(url);
  return { page, failed };
}

test('the wasm is served as application/wasm', async () => {
  const res = await fetch(`${server.url}pkg/cogitator_bg.wasm`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'application/wasm');
  const js = await fetch(`${server.url}pkg/index.js`);
  assert.match(js.headers.get('content-type'), /^text\/javascript/);
});

test('browser and Node give byte-identical outcomes for the same seeded requests', async () => {
  const node = await import(pathToFileURL(path.join(PKG_DIR, 'node.js')).href);
  const expected = runCases(node);
  const cases = determinismCases();

  const { page, failed } = await openPage(`${server.url}tests/browser/page.html`);
  await page.waitForSelector('body[data-done="true"]', { timeout: 30_000 });
  const result = await page.evaluate(() => window.__result);
  await page.close();

  assert.deepEqual(failed, [], 'every request succeeded');
  assert.equal(result.error, undefined, result.error);
  assert.equal(result.before, 'not_initialized', 'calls before init() fail with not_initialized');
  assert.equal(result.initialized, true);
  assert.equal(result.version, node.engineVersion());
  assert.equal(result.results.length, expected.length);
  for (let i = 0; i < cases.length; i++) {
    assert.equal(result.results[i], expected[i], `case "${cases[i].name}" differs between browser and Node`);
  }
  assert.ok(expected.every((json) => !json.startsWith('{"error"')), 'no case errored');
});

test('an encounter runs in the page as in Node: the same odds, cards and saved JSON, replayed', async () => {
  const node = await import(pathToFileURL(path.join(PKG_DIR, 'node.js')).href);
  const { runAmbush } = await import('../js/ambush.mjs');
  const expected = runAmbush(node, 7);
  const { page, failed } = await openPage(`${server.url}tests/browser/encounter.html`);
  await page.waitForSelector('body[data-done="true"]', { timeout: 60_000 });
  const result = await page.evaluate(() => window.__result);
  await page.close();
  assert.deepEqual(failed, []);
  assert.equal(result.error, undefined, result.error);
  assert.ok(result.end, 'the fight ends in the browser');
  assert.equal(result.reloaded, result.saved, 'saved, reloaded and replayed byte for byte');
  assert.equal(result.replayed, result.saved);
  const { reloaded, ...same } = result;
  assert.ok(reloaded);
  assert.deepEqual(same, expected, 'every turn, its odds and its cards are the same as in Node');
});

test('no page threw or logged an error', () => {
  assert.deepEqual(pageErrors, []);
});
