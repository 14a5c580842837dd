// Browser (and bundler) entry of the whole engine. Load the wasm once with `await init()`,
// then call the functions. By default the `.wasm` file next to this one is fetched; pass a
// URL, bytes, a Response or a compiled WebAssembly.Module to load it from elsewhere.
// Loading, and how each way it can fail is explained, is load.js's.

import wasmInit, { initSync as wasmInitSync } from './cogitator.js';
import { loader, moduleWorkers } from './load.js';

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

/**
 * `init(source?)` instantiates the wasm module. Safe to call more than once (and
 * concurrently): later calls return the first call's promise. A failed load rejects with
 * code `load_failed` and can be retried. `initSync(bytesOrModule)` is the synchronous
 * variant for callers that already hold the bytes or a compiled module (workers, custom
 * asset pipelines); browsers only allow small modules to compile synchronously on the main
 * thread, so prefer `init()` there.
 */
export const { init, initSync } = loader({
  glueInit: wasmInit,
  glueInitSync: wasmInitSync,
  wasmUrl: () => new URL('./cogitator_bg.wasm', import.meta.url),
  wasmFile: 'cogitator_bg.wasm',
  entryFile: 'index.js',
});

// The analysis pool's workers run analysis-worker.js beside this file.
moduleWorkers(
  () => new Worker(new URL('./analysis-worker.js', import.meta.url), { type: 'module' }),
  'analysis-worker.js',
);

export default init;
