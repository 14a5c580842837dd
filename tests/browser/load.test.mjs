// How the browser entry fails to load, in headless Chromium: a small server serves the
// package under one prefix per case, each with its own way of serving the `.wasm` (or its
// own Content Security Policy on the page). Every failure must reject init() with an
// Error whose code is `load_failed` and whose message names the fix; a wrong MIME type
// and a policy that allows 'wasm-unsafe-eval' must load and resolve an attack.
//
// The package comes from COGITATOR_PKG_DIR (scripts/test.sh points it at the packed and
// installed copy), else from pkg/. Chromium is /usr/bin/chromium or CHROMIUM_PATH.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

import { ROOT, PKG_DIR, CHROMIUM, ARGS } from './chromium.mjs';

// The page's script is a file of its own: a policy of script-src 'self' refuses inline
// scripts. It records what init() did in window.__result.
const RUN_JS = `
import init, * as cogitator from './pkg/index.js';
import { rangedRequest } from '/tests/js/fixtures.mjs';

const out = {};
try {
  await init();
  out.loaded = true;
  out.ruleset = cogitator.resolveAttack(rangedRequest('dh1')).ruleset;
} catch (err) {
  out.loaded = false;
  out.isError = err instanceof Error;
  out.code = err.code;
  out.message = err.message;
  out.cause = err.cause ? String(err.cause) : null;
  try {
    cogitator.rulesets();
    out.after = 'no error';
  } catch (e) {
    out.after = e.code;
  }
}
window.__result = out;
document.body.dataset.done = 'true';
`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>cogitator load check</title>
<link rel="icon" href="data:,"></head>
<body><script type="module" src="run.js"></script></body></html>
`;

// An SPA's fallback page, served where the .wasm should be.
const FALLBACK = `<!DOCTYPE html>
<html><head><title>My app</title></head><body><div id="root"></div></body></html>
`;

const CASES = {
  missing: { wasm: 'missing' },
  html: { wasm: 'html' },
  octet: { wasm: 'octet' },
  csp: { wasm: 'ok', csp: "script-src 'self'" },
  'csp-ok': { wasm: 'ok', csp: "script-src 'self' 'wasm-unsafe-eval'" },
};

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8' };

let server;
let baseUrl;
let context;
let profileDir;
let wasmBytes;

function send(res, status, type, body, extra = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...extra });
  res.end(body);
}

async function handle(req, res) {
  const url = new URL(req.url, 'http://localhost');
  const parts = url.pathname.split('/').filter(Boolean);
  if (parts[0] === 'tests' && parts[1] === 'js' && parts.length === 3) {
    const body = await readFile(path.join(ROOT, 'tests/js', path.basename(parts[2])));
    return send(res, 200, TYPES['.mjs'], body);
  }
  const name = parts[0];
  const c = CASES[name];
  if (!c) return send(res, 404, 'text/plain', 'no such case');
  const rest = parts.slice(1).join('/');
  if (rest === '') {
    const headers = c.csp ? { 'Content-Security-Policy': c.csp } : {};
    return send(res, 200, 'text/html; charset=utf-8', PAGE, headers);
  }
  if (rest === 'run.js') return send(res, 200, TYPES['.js'], RUN_JS);
  if (rest === 'pkg/cogitator_bg.wasm') {
    switch (c.wasm) {
      case 'missing':
        return send(res, 404, 'text/plain', 'not found');
      case 'html':
        return send(res, 200, 'text/html; charset=utf-8', FALLBACK);
      case 'octet':
        return send(res, 200, 'application/octet-stream', wasmBytes);
      default:
        return send(res, 200, 'application/wasm', wasmBytes);
    }
  }
  const file = /^pkg\/(index|api|present|cogitator)\.js$/.test(rest) ? path.join(PKG_DIR, path.basename(rest)) : null;
  if (!file) return send(res, 404, 'text/plain', 'not found');
  return send(res, 200, TYPES['.js'], await readFile(file));
}

before(async () => {
  assert.ok(existsSync(path.join(PKG_DIR, 'index.js')), `no built package in ${PKG_DIR}`);
  assert.ok(existsSync(CHROMIUM), `no browser at ${CHROMIUM} (run scripts/setup.sh --browser)`);
  wasmBytes = await readFile(path.join(PKG_DIR, 'cogitator_bg.wasm'));
  server = createServer((req, res) => {
    handle(req, res).catch((err) => send(res, 500, 'text/plain', String(err)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${server.address().port}/`;
  profileDir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-chromium-'));
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
  });
});

after(async () => {
  await context?.close();
  if (server) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  if (profileDir) await rm(profileDir, { recursive: true, force: true });
});

// Opens the case's page and returns what init() did, with the console's warnings.
async function run(name) {
  const page = await context.newPage();
  const warnings = [];
  const pageErrors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  page.on('pageerror', (err) => pageErrors.push(err.message));
  await page.goto(`${baseUrl}${name}/`);
  await page.waitForSelector('body[data-done="true"]', { state: 'attached', timeout: 30_000 });
  const result = await page.evaluate(() => window.__result);
  await page.close();
  assert.deepEqual(pageErrors, [], 'the page script itself ran without an uncaught error');
  return { ...result, warnings };
}

function assertLoadFailed(result, phrases) {
  assert.equal(result.loaded, false, 'init() rejected');
  assert.equal(result.isError, true, 'with an Error');
  assert.equal(result.code, 'load_failed', `code (message: ${result.message})`);
  for (const phrase of phrases) assert.match(result.message, phrase);
  assert.equal(result.after, 'load_failed', 'calls after the failed load say why');
}

test('a 404 for the .wasm: load_failed naming the URL and the status', async () => {
  const result = await run('missing');
  assertLoadFailed(result, [
    new RegExp(`${baseUrl}missing/pkg/cogitator_bg\\.wasm answered HTTP 404`),
    /Deploy cogitator_bg\.wasm at that URL/,
  ]);
});

test('an HTML page in place of the .wasm: load_failed saying the URL returned HTML', async () => {
  const result = await run('html');
  assertLoadFailed(result, [
    new RegExp(`${baseUrl}html/pkg/cogitator_bg\\.wasm returned an HTML page \\(served as text/html`),
    /not the WebAssembly module/,
  ]);
});

test('the .wasm as application/octet-stream: loads from its bytes, warns about the MIME type', async () => {
  const result = await run('octet');
  assert.equal(result.message, undefined, result.message);
  assert.equal(result.loaded, true);
  assert.equal(result.ruleset, 'dh1', 'an attack resolves');
  const warning = result.warnings.find((w) => w.startsWith('cogitator:'));
  assert.ok(warning, `a warning from the package (got ${JSON.stringify(result.warnings)})`);
  assert.match(warning, /served as application\/octet-stream/);
  assert.match(warning, /serve \.wasm files as application\/wasm/);
});

test("a Content Security Policy without 'wasm-unsafe-eval': load_failed naming the directive", async () => {
  const result = await run('csp');
  assertLoadFailed(result, [
    /Content Security Policy does not allow WebAssembly/,
    /Add 'wasm-unsafe-eval' to script-src/,
  ]);
  assert.match(result.cause, /CompileError/, 'the browser refusal is kept as cause');
  assert.match(result.cause, /unsafe-eval/);
});

test("a Content Security Policy with 'wasm-unsafe-eval': loads and resolves an attack", async () => {
  const result = await run('csp-ok');
  assert.equal(result.message, undefined, result.message);
  assert.equal(result.loaded, true);
  assert.equal(result.ruleset, 'dh1');
  assert.deepEqual(result.warnings, [], 'no warning when the .wasm is served right');
});
