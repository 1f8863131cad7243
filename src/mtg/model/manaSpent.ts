const SPENT = /\{[^}]+\}(?:×(\d+))?/g;

/**
 * "the amount of mana spent to cast it": how many mana the symbols recorded as the spell was paid
 * stand for ("{C}×20" is twenty; 601.2h). A permanent that wasn't cast, or a copy, spent none (707.10).
 */
export function amountOfManaSpent(spent: string): number {
  let n = 0;
  for (const m of spent.matchAll(SPENT)) n += m[1] === undefined ? 1 : Number(m[1]);
  return n;
}
