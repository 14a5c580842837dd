// The functions both entry points export. Each one checks that the wasm module is
// ready, then calls straight into the wasm-bindgen glue. Errors thrown by the engine
// already carry `code` (and `path` / `purpose`); this file adds three codes of its own:
// `not_initialized` (called before init), `load_failed` (the wasm could not be loaded;
// the helpers the entry points use to say why are at the end) and `internal` (the wasm
// trapped).

import * as glue from './cogitator.js';

let ready = false;
// The compiled module the instance came from: the analysis pool's workers instantiate it.
let engineModule = null;
// How this environment starts an analysis worker, and how many it offers (set by the
// entry point; none where there are no workers).
let spawnWorker = null;
let offeredWorkers = () => 1;
// Why the last load failed, while no load has succeeded and no new one is under way.
let loadError = null;
// The .wasm this copy of the functions runs, and the entry beside it (for the messages
// that say what to deploy): the whole engine's, or the attack entry's.
let wasmFile = 'cogitator_bg.wasm';
let entryFile = 'index.js';

/** @internal Called by a browser entry's loader (load.js) with the .wasm it loads. */
export function _setFiles(wasm, entry) {
  wasmFile = wasm;
  entryFile = entry;
}

/**
 * @internal Called by an entry point once the glue has a wasm instance, with the compiled
 * module it came from.
 */
export function _markReady(module) {
  // A new instance numbers the outcome tape's field names afresh, and has its own memory
  // and request buffer.
  tapeKeys = [];
  memory = glue.engineMemory();
  memoryBytes = null;
  requestAt = 0;
  requestRoom = 0;
  ready = true;
  loadError = null;
  if (module instanceof WebAssembly.Module) engineModule = module;
}

/**
 * @internal Called by an entry point that can start workers: `spawn()` starts one (see
 * pool.js for what it returns), `cores()` is how many the host offers.
 */
export function _setWorkerSpawner(spawn, cores) {
  spawnWorker = spawn;
  offeredWorkers = cores;
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

// Requests cross into wasm as JSON text (cheaper than reading a JS object field by field
// from wasm, and the engine sees every key, so it can refuse unknown ones; see `send`).
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

// The request's text goes into wasm as UTF-8, written by TextEncoder.encodeInto straight
// into a buffer the engine keeps from call to call (src/wasm/mod.rs, `requestBuffer`), and
// the call takes its length: one crossing a call, where handing the string to the
// wasm-bindgen glue took three (its allocation, the call, the allocation freed) and copied
// the text a character at a time. The buffer is made larger, by a second crossing, only
// when a request may not fit.
let memory = null;
let memoryBytes = null;
let requestAt = 0;
let requestRoom = 0;
const requestEncoder = new TextEncoder();

function send(text) {
  // UTF-8 takes at most three bytes for each UTF-16 code unit.
  const most = text.length * 3;
  if (most > requestRoom) {
    const room = Math.max(most, 2 * requestRoom, 4096);
    requestAt = glue.requestBuffer(room);
    requestRoom = room;
  }
  return requestEncoder.encodeInto(text, engineBytes().subarray(requestAt, requestAt + requestRoom)).written;
}

// The engine's memory as bytes, viewed afresh whenever the memory has grown (which
// replaces its buffer).
function engineBytes() {
  if (memoryBytes === null || memoryBytes.buffer !== memory.buffer) memoryBytes = new Uint8Array(memory.buffer);
  return memoryBytes;
}

// A little-endian u32 at byte `at`.
const u32At = (b, at) => (b[at] | (b[at + 1] << 8) | (b[at + 2] << 16)) + b[at + 3] * 16777216;

// Answers come back the same way: the call returns where in the engine's memory it left
// the answer, in a buffer the engine keeps (src/wasm/mod.rs, `hand_over`), read here before
// the next call, so the call is the only crossing. Every answer is a tape
// (src/json/tape.rs) that readTape reads into the plain object JSON.parse would give of its
// JSON text: for the attack's large outcome this measured faster than the text and
// JSON.parse, and than building the object from wasm (README), for the smaller answers
// faster than the text too, and the .wasm then writes each answer's types once.
function call(name, fn, arg) {
  const text = requestText(name, arg);
  return guarded(name, () => readTape(fn(send(text))));
}

// The outcome tape's field names by number, as the wasm instance numbered them.
let tapeKeys = [];
const tapeText = new TextDecoder();

// The value a tape holds, at byte `start` of the engine's memory: a header (the counts of
// numbers and ops, the text's bytes), the numbers as f64, the ops as u32 (a tag in the low
// four bits, an argument above), then every string in UTF-8, each op giving its string's
// length in UTF-16 units.
function readTape(start) {
  let bytes = engineBytes();
  const [n, m, t] = [u32At(bytes, start), u32At(bytes, start + 4), u32At(bytes, start + 8)];
  const opsAt = 16 + 8 * n;
  const textAt = opsAt + 4 * m;
  // The numbers' view needs the tape 8-byte aligned (the engine's allocator gives that);
  // a copy where it is not.
  if (start % 8 !== 0) {
    bytes = bytes.slice(start, start + textAt + t);
    start = 0;
  }
  const numbers = new Float64Array(bytes.buffer, bytes.byteOffset + start + 16, n);
  const ops = new Uint32Array(bytes.buffer, bytes.byteOffset + start + opsAt, m);
  const text = tapeText.decode(bytes.subarray(start + textAt, start + textAt + t));
  let op = 0;
  let number = 0;
  let at = 0;
  const cut = (len) => text.slice(at, (at += len));
  const value = () => {
    const o = ops[op++];
    switch (o & 15) {
      case 0:
        return null;
      case 1:
        return false;
      case 2:
        return true;
      case 3:
        return numbers[number++];
      case 4:
        return o >>> 4;
      case 5:
        return cut(o >>> 4);
      case 6: {
        const obj = {};
        for (;;) {
          const k = ops[op++];
          const tag = k & 15;
          if (tag === 8) return obj;
          let key;
          if (tag === 9) key = tapeKeys[k >>> 4];
          else if (tag === 10) key = tapeKeys[k >>> 4] = cut(ops[op++]);
          else if (tag === 11) key = cut(k >>> 4);
          else throw new Error('cogitator: a broken outcome tape');
          const v = value();
          if (key === '__proto__') Object.defineProperty(obj, key, { value: v, writable: true, enumerable: true, configurable: true });
          else obj[key] = v;
        }
      }
      case 7: {
        const arr = [];
        while ((ops[op] & 15) !== 8) {
          if (op >= ops.length) throw new Error('cogitator: a broken outcome tape');
          arr.push(value());
        }
        op++;
        return arr;
      }
      default:
        throw new Error('cogitator: a broken outcome tape');
    }
  };
  return value();
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
  const handle = guarded('prepareAttack', () => glue.prepareAttack(send(text)));
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
      typeof dice === 'number' ? h.rollSeed(dice) : h.rollDice(send(diceText('roll', dice))));
    return { hits: f[0], wounds: f[1], critical: f[2], jammed: f[3] === 1, dead: f[4] === 1, unconscious: f[5] === 1 };
  }

  outcome(dice) {
    const h = this.#live('outcome');
    return guarded('outcome', () => readTape(h.outcome(send(diceText('outcome', dice)))));
  }

  analyze(options = {}) {
    const h = this.#live('analyze');
    let text;
    try {
      text = JSON.stringify(options ?? {});
    } catch (err) {
      throw badRequest('analyze', err, options);
    }
    return guarded('analyze', () => readTape(h.analyze(send(text))));
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

// The analysis of an attack (sampled, or exact where that is cheap or asked for). With
// `{ workers }` (a count, or a pool from analysisPool()) the trials are spread over workers and a Promise of the same Analysis, byte for byte, is
// returned; without, it runs here and returns the Analysis.
export function analyzeAttack(request, options) {
  const workers = workersOption(options, true);
  if (workers === undefined) return call('analyzeAttack', glue.analyzeAttack, request);
  if (workers instanceof AnalysisPool) return workers.analyze(request);
  return analyzeOnWorkers(request, shared(workers), workers);
}

// The most workers one pool may start.
const MAX_WORKERS = 64;
// No part of an analysis is smaller than this many trials (fewer parts for small ones).
const MIN_PART_TRIALS = 250;

function invalidOption(path, message) {
  const err = new Error(`${path}: ${message}`);
  err.code = 'invalid_input';
  err.path = path;
  return err;
}

function workerCount(value, path) {
  if (!Number.isInteger(value) || value < 1 || value > MAX_WORKERS) {
    throw invalidOption(path, `must be a whole number of workers from 1 to ${MAX_WORKERS}, or a pool from analysisPool()`);
  }
  return value;
}

// The `workers` of an options object that may hold nothing else (analyzeAttack's second
// argument, analysisPool's): undefined when absent; a pool only where `pools` allows it.
function workersOption(options, pools) {
  if (options === undefined || options === null) return undefined;
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw invalidOption('options', 'must be an object: { workers }');
  }
  for (const key of Object.keys(options)) {
    if (key !== 'workers') {
      const near = key.toLowerCase().startsWith('worker') ? "; did you mean 'workers'?" : ' (known: workers)';
      throw invalidOption(`options.${key}`, `unknown option${near}`);
    }
  }
  const w = options.workers;
  if (w === undefined || w === null) return undefined;
  if (pools && w instanceof AnalysisPool) return w;
  return workerCount(w, 'options.workers');
}

// The pool `analyzeAttack(request, { workers: n })` uses: one per page or process, grown to
// the largest count asked for. Its idle Node threads do not keep the process alive.
let sharedWorkers = null;
function shared(n) {
  if (!sharedWorkers || sharedWorkers.closed) sharedWorkers = newWorkers(n);
  sharedWorkers.grow(n);
  return sharedWorkers;
}

const warned = new Set();
function warnOnce(message) {
  if (warned.has(message)) return;
  warned.add(message);
  console.warn(message);
}

function newWorkers(n) {
  return new Crew(n);
}

// The workers of a pool, started when first needed from pool.js, which is loaded then (a
// dynamic import beside this file), so a page that never analyses on workers never
// downloads it.
class Crew {
  #size;
  #loading = null;
  #workers = null;
  #closed = false;

  constructor(size) {
    this.#size = size;
  }

  get size() {
    return this.#size;
  }

  get closed() {
    return this.#closed;
  }

  grow(n) {
    this.#size = Math.max(this.#size, n);
    this.#workers?.grow(n);
  }

  async run(jobs) {
    if (this.#closed) throw poolClosed();
    this.#loading ??= import('./pool.js').then(
      (m) => {
        this.#workers = new m.Workers(this.#size, spawnWorker, engineModule);
        return this.#workers;
      },
      (err) => {
        const failure = new Error(`cogitator: pool.js did not load beside the entry point: ${err && err.message}`, { cause: err });
        failure.code = 'load_failed';
        Object.defineProperty(failure, 'workersUnavailable', { value: true });
        throw failure;
      },
    );
    const workers = await this.#loading;
    if (this.#closed) throw poolClosed();
    return workers.run(jobs);
  }

  async close() {
    this.#closed = true;
    // Workers still being loaded are ended once they are.
    const workers = await this.#loading?.catch(() => null);
    if (workers) await workers.close();
  }
}

function poolClosed() {
  const err = new Error('cogitator: the analysis pool was closed');
  err.code = 'load_failed';
  return err;
}

// The analysis in parts: the start checks the request and fixes the seed (or, for an
// exact analysis, cheap by the rule it follows, is the whole answer), then `parts` ranges
// of the trials go to the workers, and their counts are added up.
async function analyzeOnWorkers(request, workers, parts) {
  const text = requestText('analyzeAttack', request);
  const head = guarded('analyzeAttack', () => glue.analyzeAttackStart(send(text)));
  if (typeof head === 'number') return readTape(head);
  if (!spawnWorker || !engineModule) {
    warnOnce('cogitator: analyzeAttack({ workers }) runs on the calling thread: this environment has no Worker');
    return call('analyzeAttack', glue.analyzeAttack, request);
  }
  const [trials, seed] = [head[0], head[1]];
  const n = Math.max(1, Math.min(parts, Math.ceil(trials / MIN_PART_TRIALS)));
  const jobs = [];
  for (let k = 0; k < n; k++) {
    const first = Math.floor((k * trials) / n);
    const end = Math.floor(((k + 1) * trials) / n);
    jobs.push({ request: text, first, count: end - first, seed });
  }
  let got;
  try {
    got = await workers.run(jobs);
  } catch (err) {
    if (!err.workersUnavailable) throw err;
    // Workers cannot run here (a sandboxed frame, a policy without worker-src for the
    // package, a worker script missing from a deployment): the same analysis, worked out
    // on this thread.
    warnOnce(`cogitator: analyzeAttack({ workers }) runs on the calling thread: ${err.message.replace(/^cogitator: /, '')}`);
    return call('analyzeAttack', glue.analyzeAttack, request);
  }
  const all = new Float64Array(got.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of got) {
    all.set(p, at);
    at += p.length;
  }
  return guarded('analyzeAttack', () => readTape(glue.mergeAnalysis(all)));
}

/**
 * A pool of workers for analyses (Web Workers in browsers, worker threads in Node), each
 * with its own instance of the engine: `pool.analyze(request)` is `analyzeAttack(request)`
 * with its trials spread over them, the same Analysis byte for byte. `close()` ends them.
 */
export function analysisPool(options = {}) {
  if (!ready) throw notInitialized('analysisPool');
  const size = workersOption(options, false) ?? Math.min(MAX_WORKERS, Math.max(1, offeredWorkers() | 0));
  return new AnalysisPool(newWorkers(size));
}

class AnalysisPool {
  #workers;

  constructor(workers) {
    this.#workers = workers;
  }

  /** How many workers the pool may run at once. */
  get size() {
    return this.#workers.size;
  }

  analyze(request) {
    return analyzeOnWorkers(request, this.#workers, this.#workers.size);
  }

  /** Ends the workers; analyses still running reject. */
  close() {
    return this.#workers.close();
  }
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

/**
 * An extended test: the same test rolled until it has made the progress the task needs
 * (successes, or degrees) or `maxTests` are taken.
 */
export function extendedTest(request) {
  return call('extendedTest', glue.extendedTest, request);
}

/**
 * An investigation: Investigation skill tests until the hours the information takes are
 * used up, with setbacks and a halt on bad failures.
 */
export function investigate(request) {
  return call('investigate', glue.investigate, request);
}

/**
 * A Fear test (002 Fear): Willpower at the rating's modifier; in combat a failure rolls on
 * the line's Shock table (+10 a degree of failure), out of combat it unnerves and may bring
 * insanity points.
 */
export function fearTest(request) {
  return call('fearTest', glue.fearTest, request);
}

/**
 * A psychic power focused: Dark Heresy's threshold roll, or the other lines' Focus Power
 * test (fettered, unfettered, pushed), with psychic phenomena and the Perils of the Warp
 * applied to the psyker.
 */
export function focusPower(request) {
  return call('focusPower', glue.focusPower, request);
}

/**
 * How far a character moves (metres a round and in narrative time, 003 Tables 7-28 and
 * 7-29) and what it can carry, lift and push (Table 7-31), with gravity, load, traits,
 * injuries and the environment applied.
 */
export function movement(request) {
  return call('movement', glue.movement, request);
}

/**
 * One move with its tests: a jump, a leap, a climb, an abseil, a swim, a lift, a push, a
 * throw, hours of hard travel, or a flier's move; a fall at its end lands as applyDamage
 * lands one.
 */
export function resolveMove(request) {
  return call('resolveMove', glue.resolveMove, request);
}

/**
 * A vehicle combat action (Tactical or Evasive Manoeuvring, Floor It!, Hit & Run, Jink,
 * Ram!): its test, the metres moved, the penalties on attacks, loss of control, a ram's
 * damage, and the vehicles' new states.
 */
export function vehicleAction(request) {
  return call('vehicleAction', glue.vehicleAction, request);
}

/** A vehicle out of control: the direction, the metres it careers, the crew's tests. */
export function outOfControl(request) {
  return call('outOfControl', glue.outOfControl, request);
}

/** A round of a high-speed chase: opposed driving tests and the new distance. */
export function chaseRound(request) {
  return call('chaseRound', glue.chaseRound, request);
}

/** A vehicle repaired: one test by the vehicle's damage state, the points and the hours. */
export function repairVehicle(request) {
  return call('repairVehicle', glue.repairVehicle, request);
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
  return guarded('rulesets', () => readTape(glue.rulesets()));
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
 * @internal Whether `url` is in Vite's pre-bundled dependencies: its cache folder
 * (node_modules/.vite/, deps/ inside it, deps_temp_... while it optimizes) or a deps folder
 * holding the package's .wasm (a cacheDir of one's own). The dev server copies the package's
 * index.js there but not the .wasm beside it, and answers for the .wasm with its index.html
 * or a 404.
 */
export function viteDeps(url) {
  return /\/\.vite\/|\/deps(?:_temp_[\w-]+)?\/cogitator(?:_attack)?_bg\.wasm\b/.test(String(url));
}

/** @internal What to do about it. */
export const VITE_DEPS_FIX =
  "Vite's dev server pre-bundled cogitator into its deps folder, where the .wasm is not. " +
  "Add optimizeDeps: { exclude: ['cogitator'] } to vite.config.js (the build is not affected)";

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
    if (html && viteDeps(from.url)) {
      throw loadFailed(`${from.url} returned an HTML page${served}, not the WebAssembly module: ${VITE_DEPS_FIX}`);
    }
    if (html) {
      throw loadFailed(
        `${from.url} returned an HTML page${served}, not the WebAssembly module. The server ` +
          `probably answers unknown paths with a fallback or error page: deploy ${wasmFile} ` +
          `at that URL (it ships beside ${entryFile}), or pass its real URL to init()`,
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
      ? `replace it with the ${wasmFile} from the package`
      : `whatever fetched it received an error or fallback page instead of ${wasmFile}`;
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
        `${wasmFile} of the same package version (an old copy may be cached)`,
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

// Encounters: the encounter and the choice cross as one request, `{ encounter, ...choice }`.
function withEncounter(name, encounter, choice) {
  if (encounter === null || typeof encounter !== 'object' || Array.isArray(encounter)) {
    const err = new Error(`cogitator: ${name}() takes the encounter startEncounter() or an earlier step returned`);
    err.code = 'invalid_input';
    err.path = 'encounter';
    throw err;
  }
  if (choice !== undefined && (choice === null || typeof choice !== 'object' || Array.isArray(choice))) {
    const err = new Error(`cogitator: ${name}()'s second argument must be an object`);
    err.code = 'invalid_input';
    err.path = '';
    throw err;
  }
  if (choice && Object.prototype.hasOwnProperty.call(choice, 'encounter')) {
    const err = new Error(`cogitator: ${name}(): the encounter is the first argument, not a field of the second`);
    err.code = 'invalid_input';
    err.path = 'encounter';
    throw err;
  }
  return { ...choice, encounter };
}

/**
 * Starts an encounter: the combatants (characters, hordes, vehicles whose crew act on the
 * commander's initiative, comrades), surprise, initiative once with the line's tie-breaks,
 * round 1.
 * The encounter is plain JSON: save it, reload it, replay it.
 */
export function startEncounter(request) {
  return call('startEncounter', glue.startEncounter, request);
}

/**
 * The active combatant's actions for its turn (checked as validateTurn checks them), its
 * attack by target id resolved by resolveAttack, every state updated in the encounter.
 */
export function act(encounter, choice) {
  return call('act', glue.act, withEncounter('act', encounter, choice));
}

/** The end of the turn (pinning), the next combatant's start of turn, rounds as they end. */
export function endTurn(encounter, choice = {}) {
  return call('endTurn', glue.endTurn, withEncounter('endTurn', encounter, choice));
}

/**
 * A GM's edit of a combatant (wounds, conditions, Magnitude, out of the fight or back, air),
 * kept in the history and replayed like any choice.
 */
export function adjust(encounter, edit) {
  return call('adjust', glue.adjust, withEncounter('adjust', encounter, edit));
}

/** The encounter before its last choice, rebuilt from its start and history. */
export function undo(encounter) {
  return call('undo', glue.undo, withEncounter('undo', encounter, {}));
}

/** The encounter rebuilt from its start and history: equal to it, byte for byte. */
export function replayEncounter(encounter) {
  return call('replayEncounter', glue.replayEncounter, withEncounter('replayEncounter', encounter, {}));
}

/** The odds of each attack the combatant may make this turn, side by side. */
export function advise(encounter, options = {}) {
  return call('advise', glue.advise, withEncounter('advise', encounter, options));
}
