// Browser (and bundler) entry for pages that start with an attack: `cogitator/attack`.
// Same functions, same outcomes, same init() as the package's main entry (index.js), but
// only those a page rolling attacks and tests needs, from a .wasm built with just them
// (cogitator_attack_bg.wasm, the crate's `attack` feature), so the first outcome downloads
// and compiles about half as much. A page that later needs the rest imports index.js
// too (its own engine, loaded by its own init()).
//
// In the package this file is a bundle (scripts/bundle-web.mjs) whose glue is
// cogitator_attack.js, the attack build's wasm-bindgen output.

import wasmInit, { initSync as wasmInitSync } from './cogitator.js';
import { loader, moduleWorkers } from './load.js';

export {
  resolveAttack,
  prepareAttack,
  rollTest,
  opposedTest,
  analyzeAttack,
  analysisPool,
  engineVersion,
  isInitialized,
  isCogitatorError,
} from './api.js';

export { diceSoNice, diceGroups, foundryRollTerms, foundryRollData, formatOutcome, outcomeCss, escapeHtml } from './present.js';

/** As index.js's `init` and `initSync`, for cogitator_attack_bg.wasm. */
export const { init, initSync } = loader({
  glueInit: wasmInit,
  glueInitSync: wasmInitSync,
  wasmUrl: () => new URL('./cogitator_attack_bg.wasm', import.meta.url),
  wasmFile: 'cogitator_attack_bg.wasm',
  entryFile: 'attack.js',
});

// The analysis pool's workers run analysis-worker-attack.js beside this file, on this
// entry's .wasm.
moduleWorkers(
  () => new Worker(new URL('./analysis-worker-attack.js', import.meta.url), { type: 'module' }),
  'analysis-worker-attack.js',
);

export default init;
