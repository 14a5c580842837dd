import init, { resolveAttack, isCogitatorError, type AttackRequest, type AttackOutcome } from 'cogitator';

const request: AttackRequest = {
  ruleset: 'dh2',
  attacker: { name: 'Sergeant Varro', characteristics: { bs: 45 }, wounds: 12 },
  target: { name: 'Heretic', characteristics: { t: 30 }, wounds: 10, armour: { body: 3 } },
  weapon: { name: 'Lasgun', class: 'basic', damage: '1d10+3', damageType: 'energy', range: 100 },
  action: 'standard',
  range: 30,
  dice: { rolls: [14, 7] },
};

export async function attack(): Promise<AttackOutcome | undefined> {
  await init(); // resolves at once in Node
  try {
    const outcome = resolveAttack(request);
    const wounds: number = outcome.hits.reduce((sum, hit) => sum + hit.wounds, 0);
    console.log(`${wounds} wounds; ${outcome.target.damage} damage taken`);
    return outcome;
  } catch (err) {
    if (isCogitatorError(err)) console.error(err.code, err.path, err.message);
    return undefined;
  }
}
