// Browser (and bundler) entry. Load the wasm once with `await init()`, then call the
// functions. By default the `.wasm` file next to this one is fetched; pass a URL,
// bytes, a Response or a compiled WebAssembly.Module to load it from elsewhere.

import wasmInit, { initSync as wasmInitSync } from './cogitator.js';
import { _markReady, isInitialized } from './api.js';

export {
  resolveAttack,
  rollTest,
  opposedTest,
  rollInitiative,
  analyzeAttack,
  actions,
  validateTurn,
  escapePinning,
  rulesets,
  engineVersion,
  isInitialized,
  isCogitatorError,
} from './api.js';

let pending = null;

function asInitArg(source) {
  if (source === undefined || source === null) {
    return { module_or_path: new URL('./cogitator_bg.wasm', import.meta.url) };
  }
  // Also accept the glue's own `{ module_or_path }` object unchanged.
  if (typeof source === 'object' && 'module_or_path' in source) return source;
  return { module_or_path: source };
}

/**
 * Instantiates the wasm module. Safe to call more than once (and concurrently): later
 * calls return the first call's promise. A failed load can be retried.
 */
export function init(source) {
  if (isInitialized()) return Promise.resolve();
  if (!pending) {
    pending = wasmInit(asInitArg(source)).then(
      () => {
        _markReady();
      },
      (err) => {
        pending = null;
        throw err;
      },
    );
  }
  return pending;
}

/**
 * Synchronous variant for callers that already hold the bytes or a compiled module
 * (workers, custom asset pipelines). Browsers only allow small modules to compile
 * synchronously on the main thread, so prefer `init()` there.
 */
export function initSync(bytesOrModule) {
  if (isInitialized()) return;
  const arg =
    bytesOrModule && typeof bytesOrModule === 'object' && 'module' in bytesOrModule
      ? bytesOrModule
      : { module: bytesOrModule };
  wasmInitSync(arg);
  _markReady();
}

export default init;
