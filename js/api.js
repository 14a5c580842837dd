// The functions both entry points export. Each one checks that the wasm module is
// ready, then calls straight into the wasm-bindgen glue. Errors thrown by the engine
// already carry `code` (and `path` / `purpose`); this file adds two codes of its own:
// `not_initialized` (called before init) and `internal` (the wasm trapped).

import * as glue from './cogitator.js';

let ready = false;

/** @internal Called by an entry point once the glue has a wasm instance. */
export function _markReady() {
  ready = true;
}

/** True once the wasm module is instantiated and the functions may be called. */
export function isInitialized() {
  return ready;
}

/** True for errors thrown by this package (they all carry a string `code`). */
export function isCogitatorError(value) {
  return value instanceof Error && typeof value.code === 'string';
}

function notInitialized(name) {
  const err = new Error(
    `cogitator: ${name}() was called before the wasm module was loaded; await init() first`,
  );
  err.code = 'not_initialized';
  return err;
}

function badRequest(name, err, request) {
  const path = offendingPath(request);
  const where = path ? ` (at ${path})` : '';
  const wrapped = new Error(`cogitator: the request to ${name}() is not plain data${where}: ${err.message}`, { cause: err });
  wrapped.code = 'invalid_input';
  wrapped.path = path;
  return wrapped;
}

// Where JSON.stringify gave up, written as the engine writes paths
// (`attacker.characteristics.bs`, `weapon.qualities[2]`): the first BigInt, or the first
// reference back to an object that contains it. '' when neither is found (a throwing
// getter or toJSON, nesting too deep for the stack). Only runs on that error path.
const MAX_DEPTH = 1000;

function offendingPath(value) {
  const ancestors = new Set();
  const walk = (v, path, depth) => {
    if (typeof v === 'bigint') return path;
    if (v === null || typeof v !== 'object' || depth > MAX_DEPTH) return null;
    if (ancestors.has(v)) return path;
    if (typeof v.toJSON === 'function') return null;
    ancestors.add(v);
    try {
      const keys = Array.isArray(v) ? v.keys() : Object.keys(v);
      for (const k of keys) {
        const sub = Array.isArray(v) ? `${path}[${k}]` : path ? `${path}.${k}` : k;
        const found = walk(v[k], sub, depth + 1);
        if (found !== null) return found;
      }
    } catch {
      // A getter that throws: stop here.
    } finally {
      ancestors.delete(v);
    }
    return null;
  };
  try {
    return walk(value, '', 0) ?? '';
  } catch {
    return '';
  }
}

// Requests cross into wasm as one JSON string and outcomes come back as one: a single
// boundary call each way, far cheaper than building objects field by field.
function call(name, fn, arg) {
  if (!ready) throw notInitialized(name);
  let text;
  try {
    text = JSON.stringify(arg);
  } catch (err) {
    throw badRequest(name, err, arg);
  }
  // undefined, functions and symbols stringify to nothing: send null, which the engine
  // refuses with invalid_input like any other non-object.
  if (typeof text !== 'string') text = 'null';
  return guarded(name, () => JSON.parse(fn(text)));
}

function guarded(name, thunk) {
  try {
    return thunk();
  } catch (err) {
    // A trap (e.g. an engine panic) surfaces as WebAssembly.RuntimeError without a code.
    if (err instanceof Error && typeof err.code !== 'string') {
      const wrapped = new Error(`cogitator: internal error in ${name}(): ${err.message}`, { cause: err });
      wrapped.code = 'internal';
      throw wrapped;
    }
    throw err;
  }
}

export function resolveAttack(request) {
  return call('resolveAttack', glue.resolveAttack, request);
}

export function rollTest(request) {
  return call('rollTest', glue.rollTest, request);
}

export function opposedTest(request) {
  return call('opposedTest', glue.opposedTest, request);
}

export function rollInitiative(request) {
  return call('rollInitiative', glue.rollInitiative, request);
}

export function analyzeAttack(request) {
  return call('analyzeAttack', glue.analyzeAttack, request);
}

/** A line's combat actions as data, attacks first: `{ ruleset }` in, an array out. */
export function actions(request) {
  return call('actions', glue.actions, request);
}

/** The end-of-turn Willpower test to shake off being pinned: a test outcome. */
export function escapePinning(request) {
  return call('escapePinning', glue.escapePinning, request);
}

/** Whether a list of actions is a legal turn: `{ valid, problems }`. */
export function validateTurn(request) {
  return call('validateTurn', glue.validateTurn, request);
}

export function rulesets() {
  if (!ready) throw notInitialized('rulesets');
  return guarded('rulesets', () => JSON.parse(glue.rulesets()));
}

export function engineVersion() {
  if (!ready) throw notInitialized('engineVersion');
  return glue.engineVersion();
}
