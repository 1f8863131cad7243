import type { Effect } from "../../../abilities/effect.js";

/**
 * 118.9: "If you cast a spell this way, pay life equal to that spell's mana value rather than pay
 * its mana cost" after "You may cast spells from among those cards this turn" (Xander's Pact): the
 * permission's cast has that alternative cost (rules/payLifeInsteadOfMana.ts).
 */
export function amendPayLifeInstead(sentence: string, before: readonly Effect[]): Effect[] | null {
  if (
    !/^If you cast a spell this way, pay life equal to that spell's mana value rather than pay its mana cost$/.test(
      sentence,
    )
  )
    return null;
  const last = before.at(-1);
  if (last?.do !== "mayPlayFromExile" || last.action !== "cast" || last.withoutPayingManaCost) return null;
  return [...before.slice(0, -1), { ...last, payLifeInstead: true }];
}
