// Types for `cogitator/attack`, the entry for pages that start with an attack: the same
// declarations as the main entry's, for the names this entry exports. The request and
// outcome types are all here too, as in the main entry.

export * from './types.js';
export type {
  Modifier,
  Dice,
  AttackOptions,
  AnalyzeRequest,
  ConditionName,
  ActionName,
  CircumstanceName,
  CogitatorErrorCode,
  CogitatorError,
  InitInput,
  AnalysisPool,
  RollFigures,
  PreparedAttack,
  DiceSoNiceDie,
  DiceSoNiceData,
  DiceSoNiceOptions,
  WithDice,
  DiceGroup,
  FoundryDieTerm,
  FoundryOperatorTerm,
  FoundryRollData,
  FormatOptions,
  FormattableOutcome,
} from './index.js';
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
} from './index.js';
export { default } from './index.js';
