import type { AbilityDef } from "../../../abilities/ability.js";
import type { ObjectRef } from "../../../abilities/ref.js";

const SACRIFICED: ObjectRef = { ref: "sacrificedToPay" };

/**
 * "Create two tokens that are copies of the sacrificed creature" (Cleaver Skaab): the permanent
 * sacrificed to pay the cost (601.2h, 602.2b), copied as it last existed on the battlefield (608.2h).
 */
export function sacrificedToPay(phrase: string): ObjectRef | null {
  return /^the sacrificed (creature|permanent|artifact)$/.test(phrase) ? SACRIFICED : null;
}

/**
 * "the sacrificed creature" means something only in an ability whose cost sacrifices one (an
 * activated ability's cost, a spell's additional cost): elsewhere the ability stays text.
 */
export function requireSacrificeCost(abilities: readonly AbilityDef[]): AbilityDef[] {
  const spellCost = abilities.some((a) => a.kind === "spell" && a.additionalCost?.sacrifice !== undefined);
  return abilities.map((a): AbilityDef => {
    if (!JSON.stringify(a).includes('"sacrificedToPay"')) return a;
    if (a.kind === "activated" && a.cost.sacrifice !== undefined) return a;
    if (a.kind === "spell" && spellCost) return a;
    return { kind: "text", text: a.text, reason: "no cost of this ability sacrifices the creature it refers to" };
  });
}
