// The wasm boundary of resolveAttack: JSON text, JS objects (serde-wasm-bindgen) and the tape,
// for scripts/bench.mjs. The other boundaries' exports exist only in a build with the cargo
// feature `object-boundary` (COGITATOR_FEATURES=object-boundary bash scripts/build.sh);
// without it the comparison is skipped with that message. Each variant is timed as a whole
// round trip, with what the JS wrapper in js/api.js does (or would do) around the wasm call:
//
//   text -> text      resolveAttackText: JSON.stringify, the call, JSON.parse (the
//                     boundary resolveAttack had before, and every other call's)
//   object -> object  resolveAttackObject: the request object in, an outcome object out
//   object -> text    resolveAttackObjectText, then JSON.parse
//   text -> object    resolveAttackTextObject: JSON.stringify, the call, the outcome built
//                     as JS objects by serde-wasm-bindgen (the package's boundary before
//                     the tape)
//   text -> tape      the package's resolveAttack: JSON.stringify, the call, the outcome's
//                     tape (src/json/tape.rs) read by js/api.js
//
// The runs are interleaved (each round runs every variant, in a rotating order) and the
// median of the rounds is reported. Before timing, the outcomes and errors of every
// variant are compared with the text one: the outcome objects must be the same JSON
// (keys, key order, values) with only plain objects and arrays and no `undefined`.

import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const ROUNDS = 15;

/** The variants, or `{ skipped }` when the build has no object exports. */
export async function boundaryVariants(pkgDir, cogitator) {
  const glue = await import(pathToFileURL(path.join(pkgDir, 'cogitator.js')).href);
  if (typeof glue.resolveAttackText !== 'function') {
    return {
      skipped:
        'this build has no object exports; build with COGITATOR_FEATURES=object-boundary bash scripts/build.sh ' +
        'and run the bench again',
    };
  }
  // What js/api.js would wrap around an object export: the ready check and the trap guard.
  const wrap = (thunk) => {
    if (!cogitator.isInitialized()) throw new Error('not initialized');
    try {
      return thunk();
    } catch (err) {
      if (err instanceof Error && typeof err.code !== 'string') {
        const wrapped = new Error(`cogitator: internal error in resolveAttack(): ${err.message}`, { cause: err });
        wrapped.code = 'internal';
        throw wrapped;
      }
      throw err;
    }
  };
  return {
    variants: [
      { name: 'text -> text (JSON both ways)', run: (req) => wrap(() => JSON.parse(glue.resolveAttackText(JSON.stringify(req)))) },
      { name: 'object -> object (serde-wasm-bindgen)', run: (req) => wrap(() => glue.resolveAttackObject(req)) },
      { name: 'object -> text', run: (req) => wrap(() => JSON.parse(glue.resolveAttackObjectText(req))) },
      { name: 'text -> object (serde-wasm-bindgen)', run: (req) => wrap(() => glue.resolveAttackTextObject(JSON.stringify(req))) },
      { name: 'text -> tape (the package)', run: (req) => cogitator.resolveAttack(req) },
    ],
  };
}

// Where a value is not what JSON.parse would give: a Map, another class, undefined, NaN.
function notJsonShaped(v, at = '') {
  if (v === undefined) return `${at || '(root)'} is undefined`;
  if (typeof v === 'number' && !Number.isFinite(v)) return `${at} is ${v}`;
  if (v === null || typeof v !== 'object') return null;
  const proto = Object.getPrototypeOf(v);
  if (!Array.isArray(v) && proto !== Object.prototype) return `${at || '(root)'} is a ${v.constructor?.name ?? 'null-prototype object'}`;
  for (const [k, sub] of Object.entries(v)) {
    const found = notJsonShaped(sub, Array.isArray(v) ? `${at}[${k}]` : at ? `${at}.${k}` : k);
    if (found) return found;
  }
  return null;
}

const errorOf = (run, req) => {
  try {
    run(req);
    return null;
  } catch (err) {
    return { code: err.code, path: err.path, message: err.message };
  }
};

/**
 * Checks each variant against the text one on `good` requests (same outcome) and `bad`
 * ones (same error). Returns a list of differences, empty when they agree.
 */
export function checkVariants(variants, good, bad) {
  const [base, ...others] = variants;
  const problems = [];
  for (const req of good) {
    const want = base.run(req);
    for (const v of others) {
      const got = v.run(req);
      const shape = notJsonShaped(got);
      if (shape) problems.push(`${v.name}: ${shape}`);
      else if (JSON.stringify(got) !== JSON.stringify(want) || !isDeepStrictEqual(got, want)) {
        problems.push(`${v.name}: the outcome differs from the text one`);
      }
    }
  }
  for (const { what, req } of bad) {
    const want = errorOf(base.run, req);
    for (const v of others) {
      const got = errorOf(v.run, req);
      if (!isDeepStrictEqual(got, want)) {
        problems.push(
          `${v.name}, ${what}: ${got ? `${got.code} at '${got.path}'` : 'accepted'} where text gives ` +
            `${want ? `${want.code} at '${want.path}'` : 'an outcome'}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Times the variants on `makeRequest(i)` (a request built as a caller would, one literal a
 * call): `n` calls per variant in ROUNDS interleaved rounds. Returns ns/call medians.
 */
export function timeVariants(variants, makeRequest, n) {
  const per = Math.max(1, Math.floor(n / ROUNDS));
  const samples = variants.map(() => []);
  for (const v of variants) for (let i = 0; i < Math.min(2000, n); i++) v.run(makeRequest(i)); // warm up
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < variants.length; k++) {
      const j = (k + r) % variants.length;
      const run = variants[j].run;
      const start = process.hrtime.bigint();
      for (let i = 0; i < per; i++) run(makeRequest(i));
      samples[j].push(Number(process.hrtime.bigint() - start) / per);
    }
  }
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2;
  };
  return variants.map((v, j) => ({ name: v.name, ns: median(samples[j]), min: Math.min(...samples[j]), max: Math.max(...samples[j]) }));
}
