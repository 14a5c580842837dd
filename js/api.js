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

function badRequest(name, err) {
  const wrapped = new Error(`cogitator: the request to ${name}() is not plain data: ${err.message}`, { cause: err });
  wrapped.code = 'invalid_input';
  wrapped.path = '';
  return wrapped;
}

// Requests cross into wasm as one JSON string and outcomes come back as one: a single
// boundary call each way, far cheaper than building objects field by field.
function call(name, fn, arg) {
  if (!ready) throw notInitialized(name);
  let text;
  try {
    text = JSON.stringify(arg);
  } catch (err) {
    throw badRequest(name, err);
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
