// analyzeAttack(request, { workers }) and analysisPool() in headless Chromium: the trials
// spread over module Web Workers (analysis-worker.js, instantiating the page's compiled
// module) give the Analysis one call gives, byte for byte, and the same as Node's.

import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { PKG_DIR, scratchSite } from './chromium.mjs';
import { rangedRequest, meleeRequest } from '../js/fixtures.mjs';

const REQUESTS = [
  { ...rangedRequest('dh2'), action: 'semiAuto', trials: 4001, dice: { seed: 9 } },
  { ...meleeRequest('dh1'), trials: 2500, dice: { seed: 4 } },
];

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>workers</title>
<link rel="icon" href="data:,"></head><body><script type="module" src="run.js"></script></body></html>
`;

const RUN = `
import init, { analyzeAttack, analysisPool } from '/pkg/index.js';
const requests = ${JSON.stringify(REQUESTS)};
const out = { one: [], workers: [], pool: [] };
try {
  await init();
  for (const r of requests) {
    out.one.push(JSON.stringify(analyzeAttack(r)));
    out.workers.push(JSON.stringify(await analyzeAttack(r, { workers: 2 })));
  }
  const pool = analysisPool({ workers: 3 });
  out.size = pool.size;
  out.pool = (await Promise.all(requests.map((r) => pool.analyze(r)))).map((a) => JSON.stringify(a));
  await pool.close();
  try {
    await analyzeAttack({ ...requests[0], trials: 0 }, { workers: 2 });
  } catch (err) {
    out.error = err.code + ' ' + err.path;
  }
} catch (err) {
  out.failure = err.code + ': ' + err.message;
}
window.__result = out;
document.body.dataset.done = 'true';
`;

let site;

before(async () => {
  assert.ok(existsSync(path.join(PKG_DIR, 'index.js')), `no built package in ${PKG_DIR}`);
  site = await scratchSite('workers', { 'index.html': PAGE, 'run.js': RUN });
});

after(async () => {
  await site?.close();
});

test('Web Workers give the one-call analysis, byte for byte, and Node\'s', async () => {
  const { result: r, errors } = await site.run('index.html');
  assert.equal(r.failure, undefined);
  assert.deepEqual(r.workers, r.one);
  assert.deepEqual(r.pool, r.one);
  assert.equal(r.size, 3);
  assert.equal(r.error, 'invalid_input trials');
  const node = await import(pathToFileURL(path.join(PKG_DIR, 'node.js')).href);
  assert.deepEqual(r.one, REQUESTS.map((q) => JSON.stringify(node.analyzeAttack(q))));
  assert.deepEqual(errors, []);
});
