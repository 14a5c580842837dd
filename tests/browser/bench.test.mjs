// The first-outcome measurement of `npm run bench` (scripts/bench-browser.mjs) works on the
// package as installed: each load is a fresh browser context whose tab nothing is attached
// to, and its page POSTs its figures to the local server. One counted load of each kind it
// makes (the attack entry, with the preload links, the whole engine's entry), so a change to
// the package, the server or Chromium that would leave the bench without a figure fails here
// rather than when the target is next measured. Times are not checked (a test never times).

import { test } from 'node:test';
import assert from 'node:assert/strict';

import { firstOutcome } from '../../scripts/bench-browser.mjs';
import { PKG_DIR } from './chromium.mjs';

for (const [entry, hints] of [['attack.js', false], ['attack.js', true], ['index.js', false]]) {
  test(`the bench's first outcome with ${entry}${hints ? ' and the preload links' : ''} reports every part`, async () => {
    const r = await firstOutcome({ pkgDir: PKG_DIR, loads: 1, hints, entry });
    assert.equal(r.skipped, undefined, r.skipped);
    assert.equal(r.loads, 1);
    for (const part of ['median', 'imported', 'init', 'resolve', 'baselineImport', 'sinceNavigation']) {
      assert.ok(Number.isFinite(r[part]) && r[part] > 0, `${part}: ${r[part]}`);
    }
    // What the page fetched after itself (its entry, and the .wasm unless a preload is still unrecorded).
    assert.ok(r.requests >= 1, `requests: ${r.requests}`);
    assert.ok(r.wasmGzipBytes > 100_000, `the .wasm gzipped: ${r.wasmGzipBytes}`);
  });
}
