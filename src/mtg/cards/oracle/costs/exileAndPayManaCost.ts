import type { Cost } from "../../../abilities/cost.js";
import type { ObjectRef } from "../../../abilities/ref.js";

/**
 * "Exile a creature card from your graveyard and pay its mana cost" (Back from the Brink, 602.2b,
 * 118.3): the exile part of the cost, or null for another cost. The card's mana cost is paid after
 * it is exiled (rules/payExiledManaCost.ts).
 */
export function exileAndPayItsManaCost(component: string): string | null {
  return /^(Exile .+ from your graveyard) and pay its mana cost$/.exec(component)?.[1] ?? null;
}

/** "that card" of the instructions is the card the cost exiled and paid for (602.2b, 400.7). */
export function exiledToPayPronoun(cost: Cost): { pronoun: ObjectRef; left: boolean } | null {
  return cost.payExiledManaCost ? { pronoun: { ref: "exiledToPay" }, left: false } : null;
}
