// `cogitator/attack` in Node: the names of the attack entry (attack.js), from the Node
// entry's engine, which loads the whole .wasm from disk with no init() call (Node does not
// download it, so the attack entry's smaller .wasm would gain nothing here).
export {
  init,
  initSync,
  isInitialized,
  isCogitatorError,
  resolveAttack,
  prepareAttack,
  rollTest,
  opposedTest,
  analyzeAttack,
  analysisPool,
  engineVersion,
  diceSoNice,
  diceGroups,
  foundryRollTerms,
  foundryRollData,
  formatOutcome,
  outcomeCss,
  escapeHtml,
  default,
} from './node.js';
