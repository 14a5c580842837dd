// The attack entry type-checks as the main one does (its names, the same types).
import initAttack, { resolveAttack, prepareAttack, analyzeAttack, formatOutcome, type AttackRequest, type PreparedAttack } from 'cogitator/attack';

export async function attackFirst(request: AttackRequest): Promise<string> {
  await initAttack();
  const prepared: PreparedAttack = prepareAttack(request);
  const wounds: number = prepared.roll(3).wounds;
  const odds: number = analyzeAttack({ ...request, trials: 1000 }).killChance;
  return `${wounds} ${odds} ${formatOutcome(resolveAttack(request), { format: 'text' })}`;
}
