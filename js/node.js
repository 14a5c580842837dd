// Node entry: reads the `.wasm` beside this file and instantiates it synchronously at
// import, so the functions work without an init call. `init()` and `initSync()` exist
// (and do nothing once loaded) so code written for the browser entry runs unchanged.
//
// If the load at import fails (the file is missing, or is not wasm), the import still
// succeeds: every function then throws `load_failed` with the reason, `init()` rejects
// with it after trying the file again, and `initSync(bytes)` can load the module from
// bytes read elsewhere.

import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { initSync as wasmInitSync } from './cogitator.js';
import {
  _markReady,
  _markLoadFailed,
  _setWorkerSpawner,
  isInitialized,
  loadFailed,
  isBufferSource,
  checkWasmBytes,
  explainLoadError,
} from './api.js';

export {
  resolveAttack,
  prepareAttack,
  rollTest,
  opposedTest,
  extendedTest,
  investigate,
  fearTest,
  focusPower,
  rollInitiative,
  analyzeAttack,
  analysisPool,
  actions,
  catalogue,
  validateTurn,
  escapePinning,
  spendFate,
  heal,
  applyDamage,
  movement,
  resolveMove,
  vehicleAction,
  outOfControl,
  chaseRound,
  repairVehicle,
  startEncounter,
  act,
  adjust,
  endTurn,
  undo,
  replayEncounter,
  advise,
  startTurn,
  endRound,
  rulesets,
  engineVersion,
  isInitialized,
  isCogitatorError,
} from './api.js';

export { diceSoNice, diceGroups, foundryRollTerms, foundryRollData, formatOutcome, outcomeCss, escapeHtml } from './present.js';

const WASM_URL = new URL('./cogitator_bg.wasm', import.meta.url);

// Reads the `.wasm` at a file URL or path (by default the one beside this file).
function readWasm(location = WASM_URL) {
  const file = location instanceof URL && location.protocol === 'file:' ? fileURLToPath(location) : String(location);
  try {
    return { bytes: readFileSync(location), file };
  } catch (err) {
    const problem = err.code === 'ENOENT' ? 'does not exist' : `cannot be read (${err.code || err.message})`;
    const fix =
      location === WASM_URL
        ? 'The package is incomplete: reinstall it, or if a bundler moved node.js, copy cogitator_bg.wasm next to it'
        : 'Pass the path of cogitator_bg.wasm, its bytes or a WebAssembly.Module';
    throw loadFailed(`${file} ${problem}. ${fix}`, err);
  }
}

// Loads from `source` (a file path or URL, bytes, a compiled module), or from the file
// beside this one.
function load(source, caller) {
  let what;
  let from;
  try {
    if (source === undefined || source === null || typeof source === 'string' || source instanceof URL) {
      const { bytes, file } = readWasm(source ?? undefined);
      what = file;
      from = { file };
      source = bytes;
    } else if (source instanceof WebAssembly.Module) {
      what = `the WebAssembly.Module passed to ${caller}`;
    } else if (isBufferSource(source)) {
      what = `the buffer passed to ${caller}`;
      from = { caller };
    } else {
      throw loadFailed(
        `the Node entry's ${caller} takes the .wasm file's path, its bytes or a WebAssembly.Module, ` +
          `or nothing to read the file beside node.js`,
      );
    }
    if (!(source instanceof WebAssembly.Module)) {
      checkWasmBytes(source, from);
      // Compiled here rather than by the glue, so the analysis pool's workers can share it.
      source = new WebAssembly.Module(source);
    }
    wasmInitSync({ module: source });
  } catch (err) {
    const failure = explainLoadError(err, what || 'the wasm module', { sync: true });
    _markLoadFailed(failure);
    throw failure;
  }
  _markReady(source);
}

// The analysis pool's workers are worker threads running analysis-worker-node.js. An idle
// one does not keep the process alive; one at work does. The cores: availableParallelism()
// came in Node 18.14, and the package runs on any Node 18.
_setWorkerSpawner(() => {
  const w = new Worker(new URL('./analysis-worker-node.js', import.meta.url));
  w.unref();
  return {
    post: (msg) => w.postMessage(msg),
    onMessage: (cb) => w.on('message', cb),
    onError: (cb) => {
      w.on('error', cb);
      w.on('exit', (code) => cb(new Error(`the worker thread stopped (exit code ${code})`)));
    },
    terminate: () => w.terminate(),
    busy: (yes) => (yes ? w.ref() : w.unref()),
  };
}, () => (typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length));

if (!isInitialized()) {
  try {
    load(undefined, 'import');
  } catch {
    // Kept by api.js: each call throws it as `load_failed`, and init() reports it.
  }
}

function unwrap(input, key) {
  return input && typeof input === 'object' && key in input ? input[key] : input;
}

/** Loaded at import; if that failed, tries again (from `source` when given). */
export async function init(source) {
  if (isInitialized()) return;
  let input;
  try {
    input = await unwrap(source, 'module_or_path');
  } catch (err) {
    throw loadFailed(`the promise passed to init() rejected: ${err instanceof Error ? err.message : String(err)}`, err);
  }
  load(input, 'init()');
}

/** Loaded at import; if that failed, tries again (from `bytesOrModule` when given). */
export function initSync(bytesOrModule) {
  if (isInitialized()) return;
  load(unwrap(bytesOrModule, 'module'), 'initSync()');
}

export default init;
