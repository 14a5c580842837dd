// Node entry: reads the `.wasm` beside this file and instantiates it synchronously at
// import, so the functions work without an init call. `init()` and `initSync()` exist
// (and do nothing) so code written for the browser entry runs unchanged.

import { readFileSync } from 'node:fs';
import { initSync as wasmInitSync } from './cogitator.js';
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

if (!isInitialized()) {
  wasmInitSync({ module: readFileSync(new URL('./cogitator_bg.wasm', import.meta.url)) });
  _markReady();
}

/** Already initialised at import; kept so browser-style code works in Node. */
export async function init(_source) {}

/** Already initialised at import. */
export function initSync(_bytesOrModule) {}

export default init;
