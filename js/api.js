// The functions both entry points export. Each one checks that the wasm module is
// ready, then calls straight into the wasm-bindgen glue. Errors thrown by the engine
// already carry `code` (and `path` / `purpose`); this file adds three codes of its own:
// `not_initialized` (called before init), `load_failed` (the wasm could not be loaded;
// the helpers the entry points use to say why are at the end) and `internal` (the wasm
// trapped).

import * as glue from './cogitator.js';

let ready = false;
// Why the last load failed, while no load has succeeded and no new one is under way.
let loadError = null;

/** @internal Called by an entry point once the glue has a wasm instance. */
export function _markReady() {
  ready = true;
  loadError = null;
}

/**
 * @internal Called by an entry point when a load starts (`null`) and when it fails (the
 * `load_failed` error), so calls made meanwhile say why they cannot run.
 */
export function _markLoadFailed(err) {
  if (!ready) loadError = err;
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
  if (loadError) {
    const reason = loadError.message.replace(/^cogitator: /, '');
    return loadFailed(`${name}() cannot run because the wasm module did not load: ${reason}`, loadError);
  }
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

// Requests cross into wasm as one JSON string (cheaper than reading a JS object field by
// field from wasm, and the engine sees every key, so it can refuse unknown ones).
function requestText(name, arg) {
  if (!ready) throw notInitialized(name);
  let text;
  try {
    text = JSON.stringify(arg);
  } catch (err) {
    throw badRequest(name, err, arg);
  }
  // undefined, functions and symbols stringify to nothing: send null, which the engine
  // refuses with invalid_input like any other non-object.
  return typeof text === 'string' ? text : 'null';
}

// Outcomes come back as one JSON string for JSON.parse...
function call(name, fn, arg) {
  const text = requestText(name, arg);
  return guarded(name, () => JSON.parse(fn(text)));
}

// ...except resolveAttack's, which wasm builds as the plain object JSON.parse would give:
// for that large outcome this measured faster than the text and JSON.parse (README).
function callObject(name, fn, arg) {
  const text = requestText(name, arg);
  return guarded(name, () => fn(text));
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
  return callObject('resolveAttack', glue.resolveAttack, request);
}

// One attack request parsed and checked once, rolled many times: each roll is what
// resolveAttack({ ...request, dice }) gives. `roll` returns the figures only (a number is a
// seed), `outcome` the whole outcome, `analyze` what analyzeAttack gives.
export function prepareAttack(request) {
  if (!ready) throw notInitialized('prepareAttack');
  let text;
  try {
    text = JSON.stringify(request);
  } catch (err) {
    throw badRequest('prepareAttack', err, request);
  }
  if (typeof text !== 'string') text = 'null';
  const handle = guarded('prepareAttack', () => glue.prepareAttack(text));
  return new PreparedAttack(handle);
}

const diceText = (name, dice) => {
  try {
    return JSON.stringify({ dice: typeof dice === 'number' ? { seed: dice } : dice ?? null });
  } catch (err) {
    throw badRequest(name, err, dice);
  }
};

class PreparedAttack {
  #handle;

  constructor(handle) {
    this.#handle = handle;
  }

  #live(name) {
    if (!this.#handle) {
      const err = new Error(`cogitator: ${name}() on a prepared attack that was freed`);
      err.code = 'invalid_input';
      err.path = '';
      throw err;
    }
    return this.#handle;
  }

  roll(dice) {
    const h = this.#live('roll');
    const f = guarded('roll', () =>
      typeof dice === 'number' ? h.rollSeed(dice) : h.rollDice(diceText('roll', dice)));
    return { hits: f[0], wounds: f[1], critical: f[2], jammed: f[3] === 1, dead: f[4] === 1, unconscious: f[5] === 1 };
  }

  outcome(dice) {
    const h = this.#live('outcome');
    return guarded('outcome', () => JSON.parse(h.outcome(diceText('outcome', dice))));
  }

  analyze(options = {}) {
    const h = this.#live('analyze');
    let text;
    try {
      text = JSON.stringify(options ?? {});
    } catch (err) {
      throw badRequest('analyze', err, options);
    }
    return guarded('analyze', () => JSON.parse(h.analyze(text)));
  }

  free() {
    if (this.#handle) {
      this.#handle.free();
      this.#handle = null;
    }
  }
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

/**
 * One line's catalogue for sheets and dialogs: characteristics, skills (with each one's
 * characteristic), difficulties with display names, actions, conditions and
 * circumstances with labels and summaries. `{ ruleset }` in.
 */
export function catalogue(request) {
  return call('catalogue', glue.catalogue, request);
}

/** The end-of-turn Willpower test to shake off being pinned: a test outcome. */
export function escapePinning(request) {
  return call('escapePinning', glue.escapePinning, request);
}

/** A fate point spent outside a test: recover 1d5 wounds, or shake off a stun. */
export function spendFate(request) {
  return call('spendFate', glue.spendFate, request);
}

/** Healing, Medicae, rest and waking: the character's new state and damage state. */
export function heal(request) {
  return call('heal', glue.heal, request);
}

/** Damage that is not an attack (a fall, fire, vacuum, any amount): hits and the new state. */
export function applyDamage(request) {
  return call('applyDamage', glue.applyDamage, request);
}

/** The start of a character's turn: fire, blood loss, stun and injuries counted in rounds. */
export function startTurn(request) {
  return call('startTurn', glue.startTurn, request);
}

/** The end of a round: holding one's breath, suffocation and vacuum. */
export function endRound(request) {
  return call('endRound', glue.endRound, request);
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

// ---------------------------------------------------------------- loading failures

const WASM_MAGIC = [0x00, 0x61, 0x73, 0x6d]; // "\0asm"

/** @internal A `load_failed` error; `cause` is the error that stopped the load, if any. */
export function loadFailed(message, cause) {
  const err = new Error(`cogitator: ${message}`, cause === undefined ? undefined : { cause });
  err.code = 'load_failed';
  return err;
}

/** @internal An ArrayBuffer, a SharedArrayBuffer or a view of one (Buffer included). */
export function isBufferSource(value) {
  if (ArrayBuffer.isView(value)) return true;
  const tag = Object.prototype.toString.call(value);
  return tag === '[object ArrayBuffer]' || tag === '[object SharedArrayBuffer]';
}

function asBytes(source) {
  return ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source);
}

function looksLikeHtml(bytes) {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).replace(/^[\s\uFEFF]+/, '').toLowerCase();
  return /^<(!doctype html|html|head|body|!--|meta|script|title)\b/.test(head);
}

/**
 * @internal Throws `load_failed` unless `source` starts with the wasm magic number.
 * `from` says where the bytes came from: `{ url, contentType }` for a download (`url` may
 * also be "the Response passed to init()"), `{ file }` for a file read in Node, or
 * `{ caller: 'initSync()' }` for bytes passed in.
 */
export function checkWasmBytes(source, from) {
  const bytes = asBytes(source);
  if (bytes.length >= 4 && WASM_MAGIC.every((b, i) => bytes[i] === b)) return;
  const hex = Array.from(bytes.subarray(0, 4), (b) => b.toString(16).padStart(2, '0')).join(' ');
  const html = looksLikeHtml(bytes) || /^text\/html\b/i.test(from.contentType || '');
  if (from.url) {
    const served = from.contentType ? ` (served as ${from.contentType})` : '';
    if (bytes.length === 0) {
      throw loadFailed(`${from.url} returned an empty body${served}, not the WebAssembly module`);
    }
    if (html) {
      throw loadFailed(
        `${from.url} returned an HTML page${served}, not the WebAssembly module. The server ` +
          'probably answers unknown paths with a fallback or error page: deploy cogitator_bg.wasm ' +
          'at that URL (it ships beside index.js), or pass its real URL to init()',
      );
    }
    throw loadFailed(
      `${from.url} did not return a WebAssembly module${served}: the body starts with ${hex}, ` +
        'not 00 61 73 6d ("\\0asm")',
    );
  }
  const what = from.file || `the buffer passed to ${from.caller}`;
  if (bytes.length === 0) throw loadFailed(`${what} is empty, not the WebAssembly module`);
  if (html) {
    const fix = from.file
      ? 'replace it with the cogitator_bg.wasm from the package'
      : 'whatever fetched it received an error or fallback page instead of cogitator_bg.wasm';
    throw loadFailed(`${what} holds an HTML page, not the WebAssembly module: ${fix}`);
  }
  throw loadFailed(`${what} is not a WebAssembly module: it starts with ${hex}, not 00 61 73 6d ("\\0asm")`);
}

/**
 * @internal Turns what compiling or instantiating threw into `load_failed` with the fix.
 * Browsers word a Content Security Policy refusal differently; all mention the policy or
 * 'unsafe-eval'. `sync`: the error came from initSync().
 */
export function explainLoadError(err, what, { sync = false } = {}) {
  if (err && err.code === 'load_failed') return err;
  const text = String((err && err.message) || err);
  if (/unsafe-eval|Content Security Policy|\bCSP\b/i.test(text)) {
    return loadFailed(
      "the page's Content Security Policy does not allow WebAssembly. Add 'wasm-unsafe-eval' " +
        "to script-src, e.g. Content-Security-Policy: script-src 'self' 'wasm-unsafe-eval'",
      err,
    );
  }
  // A module whose imports differ from the glue's: another build of the package.
  if (err instanceof WebAssembly.LinkError || (err instanceof TypeError && /\bimport/i.test(text))) {
    return loadFailed(
      `${what} does not match this package's JavaScript (${text}); serve the ` +
        'cogitator_bg.wasm of the same package version (an old copy may be cached)',
      err,
    );
  }
  if (err instanceof WebAssembly.CompileError && /magic/i.test(text)) {
    // Served as application/wasm (or passed in) but something else: "found 3c" is a '<'.
    const page = /found 3c\b/i.test(text) ? ', it looks like an HTML page' : '';
    return loadFailed(`${what} is not a WebAssembly module (${text})${page}`, err);
  }
  if (err instanceof WebAssembly.CompileError) {
    return loadFailed(`${what} is not a valid WebAssembly module (${text}); it may be truncated or corrupt`, err);
  }
  // Browsers limit how large a module may compile synchronously on the main thread.
  const hint = sync && err instanceof RangeError ? '; compile it asynchronously with await init() instead' : '';
  return loadFailed(`could not instantiate ${what}: ${text}${hint}`, err);
}
