import type { SpellAbility } from "../../../abilities/ability.js";
import type { Cost } from "../../../abilities/cost.js";
import { SELF } from "../text/sentences.js";
import { parseCost } from "./costs.js";

/** The parts of a cost the casting rules pay for a spell besides a sacrifice (rules/casting/spellAdditionalCosts.ts). */
const PAID_FOR_SPELLS: readonly (keyof Cost)[] = ["discard", "payLife", "exileFromGraveyard"];

/**
 * 601.2b, 601.2h: "As an additional cost to cast this spell, discard a card / discard X cards /
 * pay 3 life / pay X life / exile a creature card from your graveyard." — paid as the spell is
 * cast; X is the X announced for the spell (601.2b, 107.3a), in its mana cost or not.
 */
export function parseSpellAdditionalCost(paragraph: string, text: string): SpellAbility | null {
  const m = new RegExp(`^As an additional cost to cast ${SELF}, ([^.]+)\\.?$`).exec(text);
  const clause = m?.[1];
  if (!clause) return null;
  const cost = costOf(clause);
  return cost ? { kind: "spell", text: paragraph, effects: [], additionalCost: cost } : null;
}

function costOf(clause: string): Cost | null {
  if (clause === "discard X cards") return { discardX: true };
  if (clause === "pay X life") return { payLifeX: true };
  const cost = parseCost(clause.charAt(0).toUpperCase() + clause.slice(1));
  if (!cost || Object.keys(cost).length !== 1) return null;
  return Object.keys(cost).every((k) => PAID_FOR_SPELLS.some((p) => p === k)) ? cost : null;
}
