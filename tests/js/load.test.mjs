// Loading failures: every one is an Error with code `load_failed` whose message says
// what to fix, and a later load from good bytes still works. The browser entry runs in a
// child process (its module state must be fresh); the Node entry is imported from a copy
// of the package without its `.wasm`. The browser-only cases (a real 404, a Content
// Security Policy) are in tests/browser/load.test.mjs.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { rangedRequest } from './fixtures.mjs';

const pkgDir = path.dirname(fileURLToPath(import.meta.resolve('cogitator/package.json')));
const wasmPath = path.join(pkgDir, 'cogitator_bg.wasm');
const HTML = '<!DOCTYPE html>\n<html><head><title>My app</title></head><body></body></html>\n';

// Runs `code` against a fresh import of the browser entry (`web`); `out` is returned.
function runWebEntry(code) {
  const script = `
    import { readFileSync } from 'node:fs';
    import * as web from 'cogitator/web';
    const wasm = readFileSync(${JSON.stringify(wasmPath)});
    const out = {};
    const failure = async (f) => {
      try { await f(); return { ok: true }; }
      catch (e) {
        return { code: e.code, message: e.message, isError: e instanceof Error,
                 cause: e.cause === undefined ? undefined : String(e.cause) };
      }
    };
    const warnings = [];
    console.warn = (...args) => warnings.push(args.join(' '));
    ${code}
    out.warnings = warnings;
    process.stdout.write(JSON.stringify(out));
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.dirname(fileURLToPath(import.meta.url)),
      encoding: 'utf8',
    }),
  );
}

function assertLoadFailed(result, ...phrases) {
  assert.equal(result.isError, true, 'an Error');
  assert.equal(result.code, 'load_failed', `code (message: ${result.message})`);
  assert.match(result.message, /^cogitator: /);
  for (const phrase of phrases) assert.match(result.message, phrase);
}

test('browser entry: initSync with bytes that are not wasm throws load_failed, then loads from good bytes', () => {
  const out = runWebEntry(`
    out.html = await failure(() => web.initSync(new TextEncoder().encode(${JSON.stringify(HTML)})));
    out.json = await failure(() => web.initSync(Buffer.from('{"error":"forbidden"}')));
    out.empty = await failure(() => web.initSync(new ArrayBuffer(0)));
    out.truncated = await failure(() => web.initSync(wasm.subarray(0, 4096)));
    out.string = await failure(() => web.initSync('/cogitator_bg.wasm'));
    out.call = await failure(() => web.rulesets());
    out.good = await failure(() => web.initSync({ module: wasm }));
    out.ruleset = web.resolveAttack(${JSON.stringify(rangedRequest('rt'))}).ruleset;
  `);
  assertLoadFailed(out.html, /the buffer passed to initSync\(\) holds an HTML page, not the WebAssembly module/);
  assertLoadFailed(out.json, /is not a WebAssembly module: it starts with 7b 22 65 72, not 00 61 73 6d/);
  assertLoadFailed(out.empty, /is empty/);
  assertLoadFailed(out.truncated, /is not a valid WebAssembly module/);
  assert.match(out.truncated.cause, /^CompileError/, 'the compiler error is kept as cause');
  assertLoadFailed(out.string, /initSync\(\) takes the \.wasm file's bytes/, /not a string/, /await init\(\)/);
  assertLoadFailed(out.call, /rulesets\(\) cannot run because the wasm module did not load/, /initSync\(\) takes/);
  assert.deepEqual(out.good, { ok: true });
  assert.equal(out.ruleset, 'rt');
});

test('browser entry: init with a 404, an HTML page or bad bytes rejects with load_failed', () => {
  const out = runWebEntry(`
    out.missing = await failure(() =>
      web.init(new Response('not found', { status: 404, statusText: 'Not Found' })));
    out.page = await failure(() =>
      web.init(new Response(${JSON.stringify(HTML)}, { headers: { 'Content-Type': 'text/html' } })));
    const vite = new Response(${JSON.stringify(HTML)}, { headers: { 'Content-Type': 'text/html' } });
    Object.defineProperty(vite, 'url', { value: 'http://localhost:5173/node_modules/.vite/deps/cogitator_bg.wasm' });
    out.vite = await failure(() => web.init(vite));
    // Vite's 404 for the .wasm it did not copy, and an HTML page from a cacheDir of one's own.
    const vite404 = new Response('', { status: 404, statusText: 'Not Found' });
    Object.defineProperty(vite404, 'url', { value: 'http://localhost:5173/node_modules/.vite/deps/cogitator_bg.wasm?v=3f2a1c9e' });
    out.vite404 = await failure(() => web.init(vite404));
    const cached = new Response(${JSON.stringify(HTML)}, { headers: { 'Content-Type': 'text/html' } });
    Object.defineProperty(cached, 'url', { value: 'http://localhost:5173/.cache/vite/deps/cogitator_bg.wasm' });
    out.cached = await failure(() => web.init(cached));
    const elsewhere = new Response(${JSON.stringify(HTML)}, { headers: { 'Content-Type': 'text/html' } });
    Object.defineProperty(elsewhere, 'url', { value: 'https://example.com/deps/app/cogitator_bg.wasm' });
    out.elsewhere = await failure(() => web.init(elsewhere));
    out.bytes = await failure(() => web.init(new TextEncoder().encode('hello')));
    out.other = await failure(() => web.init(42));
    out.rejected = await failure(() => web.init(Promise.reject(new Error('offline'))));
    out.file = await failure(() => web.init());
    out.initialized = web.isInitialized();
  `);
  assertLoadFailed(out.missing, /answered HTTP 404 Not Found/, /Deploy cogitator_bg\.wasm at that URL/);
  assertLoadFailed(out.page, /returned an HTML page \(served as text\/html\), not the WebAssembly module/);
  // Vite's dev server, which pre-bundles the package where its .wasm is not: the fix named.
  assertLoadFailed(out.vite, /Vite's dev server/, /optimizeDeps: \{ exclude: \['cogitator'\] \}/);
  assertLoadFailed(out.vite404, /answered HTTP 404 Not Found: Vite's dev server pre-bundled cogitator/, /optimizeDeps: \{ exclude: \['cogitator'\] \} to vite\.config\.js/);
  assertLoadFailed(out.cached, /returned an HTML page .*Vite's dev server/, /optimizeDeps/);
  // Not Vite's folder: the general advice, no Vite in it.
  assertLoadFailed(out.elsewhere, /returned an HTML page/, /deploy cogitator_bg\.wasm at that URL/);
  assert.doesNotMatch(out.elsewhere.message, /Vite|optimizeDeps/);
  assert.doesNotMatch(out.missing.message, /Vite|optimizeDeps/);
  assertLoadFailed(out.bytes, /the buffer passed to init\(\) is not a WebAssembly module: it starts with 68 65 6c 6c/);
  assertLoadFailed(out.other, /init\(\) takes the \.wasm file's URL/, /not a number/);
  assertLoadFailed(out.rejected, /the promise passed to init\(\) rejected: Error: offline/);
  assert.match(out.rejected.cause, /offline/);
  // Node's fetch() has no file: URLs: the message points at the Node entry.
  assertLoadFailed(out.file, /cannot fetch file:/, /import 'cogitator'/);
  assert.equal(out.initialized, false);
});

test('browser entry: a .wasm served with the wrong MIME type loads from its bytes, with a warning', () => {
  const out = runWebEntry(`
    out.result = await failure(() =>
      web.init(new Response(wasm, { headers: { 'Content-Type': 'application/octet-stream' } })));
    out.ruleset = web.resolveAttack(${JSON.stringify(rangedRequest('ow'))}).ruleset;
  `);
  assert.deepEqual(out.result, { ok: true });
  assert.equal(out.ruleset, 'ow');
  assert.equal(out.warnings.length, 1, JSON.stringify(out.warnings));
  assert.match(out.warnings[0], /served as application\/octet-stream/);
  assert.match(out.warnings[0], /serve \.wasm files as application\/wasm/);
});

test('browser entry: a module from another build fails with load_failed asking for the matching .wasm', () => {
  // A valid module that imports a function the glue does not provide.
  const foreign = [0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 1, 4, 1, 0x60, 0, 0, 2, 7, 1, 1, 0x61, 1, 0x62, 0, 0];
  const out = runWebEntry(`
    out.result = await failure(() => web.init(new WebAssembly.Module(new Uint8Array(${JSON.stringify(foreign)}))));
  `);
  assertLoadFailed(out.result, /does not match this package's JavaScript/, /same package version/);
});

test('Node entry without its .wasm: the import works, calls and init() throw load_failed naming the file', async (t) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cogitator-nowasm-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const f of ['package.json', 'node.js', 'api.js', 'pool.js', 'present.js', 'cogitator.js']) {
    copyFileSync(path.join(pkgDir, f), path.join(dir, f));
  }
  // A copy of its own: separate module instances from the installed package.
  const node = await import(pathToFileURL(path.join(dir, 'node.js')).href);
  const missing = path.join(dir, 'cogitator_bg.wasm');

  assert.equal(node.isInitialized(), false);
  for (const call of [() => node.engineVersion(), () => node.resolveAttack(rangedRequest('dh1'))]) {
    assert.throws(call, (e) => {
      assert.equal(e.code, 'load_failed');
      assert.match(e.message, /\(\) cannot run because the wasm module did not load/);
      assert.ok(e.message.includes(`${missing} does not exist`), e.message);
      assert.match(e.message, /reinstall it/);
      return true;
    });
  }

  await assert.rejects(node.init(), (e) => {
    assert.equal(e.code, 'load_failed');
    assert.ok(e.message.includes(`${missing} does not exist`), e.message);
    assert.equal(e.cause?.code, 'ENOENT', 'the file error is kept as cause');
    return true;
  });
  assert.throws(
    () => node.initSync(Buffer.from(HTML)),
    (e) => e.code === 'load_failed' && /holds an HTML page/.test(e.message),
  );
  assert.throws(
    () => node.initSync({ module: 42 }),
    (e) => e.code === 'load_failed' && /takes the \.wasm file's path, its bytes or a WebAssembly\.Module/.test(e.message),
  );

  // Bytes read from elsewhere load it.
  node.initSync(readFileSync(wasmPath));
  assert.equal(node.isInitialized(), true);
  assert.equal(node.resolveAttack(rangedRequest('dh2')).ruleset, 'dh2');
});
