// The ways the browser entry can be given its `.wasm`, in headless Chromium: nothing (the
// file beside index.js), a URL string, a URL object, a Response, an ArrayBuffer, a
// Uint8Array, a WebAssembly.Module, a promise, wasm-bindgen's `{ module_or_path }`, and
// initSync with bytes or a module; and a module worker given the page's compiled module.
// Each form runs in a fresh page (the module loads once per page) and resolves an attack.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

import { startServer } from '../../scripts/serve.mjs';
import { ROOT, PKG_DIR, CHROMIUM, ARGS } from './chromium.mjs';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>init forms</title>
<link rel="icon" href="data:,"></head><body><script type="module" src="run.js"></script></body></html>
`;

// The package is served at /pkg/; the wasm also at /elsewhere/ (a copy somewhere else).
const RUN = `
import init, { initSync, resolveAttack, isInitialized } from '/pkg/index.js';
import { rangedRequest } from '/tests/js/fixtures.mjs';

const WASM = '/elsewhere/cogitator_bg.wasm';
const bytes = () => fetch(WASM).then((r) => r.arrayBuffer());
const forms = {
  default: () => init(),
  string: () => init(WASM),
  url: () => init(new URL(WASM, location.href)),
  response: async () => init(await fetch(WASM)),
  promise: () => init(fetch(WASM)),
  arrayBuffer: async () => init(await bytes()),
  uint8Array: async () => init(new Uint8Array(await bytes())),
  module: async () => init(await WebAssembly.compileStreaming(fetch(WASM))),
  moduleOrPath: () => init({ module_or_path: WASM }),
  initSyncBytes: async () => initSync(new Uint8Array(await bytes())),
  initSyncModule: async () => initSync({ module: await WebAssembly.compile(await bytes()) }),
  worker: async () => {
    const module = await WebAssembly.compileStreaming(fetch(WASM));
    const worker = new Worker('/t/worker.js', { type: 'module' });
    const reply = new Promise((resolve, reject) => {
      worker.onmessage = (e) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
    });
    worker.postMessage({ module, request: rangedRequest('dh1') });
    return reply;
  },
};

const form = new URLSearchParams(location.search).get('form');
const out = { form };
try {
  const res = await forms[form]();
  if (form === 'worker') Object.assign(out, res);
  else out.ruleset = resolveAttack(rangedRequest('dh1')).ruleset;
  out.ready = form === 'worker' ? res.ready : isInitialized();
} catch (err) {
  out.error = \`\${err.code}: \${err.message}\`;
}
window.__result = out;
document.body.dataset.done = 'true';
`;

const WORKER = `
import { initSync, resolveAttack, isInitialized } from '/pkg/index.js';
self.onmessage = ({ data }) => {
  try {
    initSync(data.module);
    self.postMessage({ ready: isInitialized(), ruleset: resolveAttack(data.request).ruleset });
  } catch (err) {
    self.postMessage({ error: \`\${err.code}: \${err.message}\` });
  }
};
`;

let server;
let context;
let profileDir;
let pageDir;

before(async () => {
  assert.ok(existsSync(path.join(PKG_DIR, 'index.js')), `no built package in ${PKG_DIR}`);
  pageDir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-entry-'));
  await writeFile(path.join(pageDir, 'index.html'), PAGE);
  await writeFile(path.join(pageDir, 'run.js'), RUN);
  await writeFile(path.join(pageDir, 'worker.js'), WORKER);
  server = await startServer({
    port: 0,
    mounts: {
      '/pkg/': PKG_DIR,
      '/elsewhere/': PKG_DIR,
      '/tests/': path.join(ROOT, 'tests'),
      '/t/': pageDir,
    },
  });
  profileDir = await mkdtemp(path.join(os.tmpdir(), 'cogitator-chromium-'));
  context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: ARGS });
});

after(async () => {
  await context?.close();
  await server?.close();
  for (const dir of [profileDir, pageDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

const FORMS = ['default', 'string', 'url', 'response', 'promise', 'arrayBuffer', 'uint8Array', 'module',
  'moduleOrPath', 'initSyncBytes', 'initSyncModule', 'worker'];

for (const form of FORMS) {
  test(`init form: ${form}`, async () => {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    try {
      await page.goto(`${server.url}t/index.html?form=${form}`);
      await page
        .waitForSelector('body[data-done="true"]', { state: 'attached', timeout: 30_000 })
        .catch((e) => {
          throw new Error(`${e.message}; page errors: ${errors.join(' | ')}`);
        });
      const result = await page.evaluate(() => window.__result);
      assert.deepEqual(result, { form, ruleset: 'dh1', ready: true });
      assert.deepEqual(errors, []);
    } finally {
      await page.close();
    }
  });
}
