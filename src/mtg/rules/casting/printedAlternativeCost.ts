import { illegal } from "../../game/draft.js";
import { evaluateCondition } from "../../layers/evaluate.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";
import { derive } from "../../layers/derive.js";

/** What a caster names in `CastArgs.using` to pay the alternative cost printed in the spell's text (118.9). */
export const PRINTED_ALTERNATIVE_COST = "alternative";

function chosen(c: CastingFrom): boolean {
  return c.args.using?.includes(PRINTED_ALTERNATIVE_COST) === true;
}

/**
 * The spell's printed alternative costs whose condition holds now ("If a white creature is
 * attacking, you may pay {B}{B} …"), read from the card as it is cast, from its caster's point of view.
 */
function printedAlternatives(c: CastingFrom): string[] {
  const d = derive(c.ctx.state);
  const p = { sourceId: c.card.id, controller: c.caster, abilityKey: null };
  return (c.chars?.abilities ?? []).flatMap((a) =>
    a.def.kind === "static"
      ? (a.def.rules ?? []).flatMap((r) =>
          r.rule === "alternativeCost" && (!r.condition || evaluateCondition(d.view, r.condition, p)) ? [r.cost] : [],
        )
      : [],
  );
}

/**
 * 118.9, 601.2b: "You may pay [mana] rather than pay this spell's mana cost" — chosen by the caster
 * (`using: [alternative]`), it is the cost paid instead of the mana cost (additional costs,
 * increases and reductions still apply to it, 118.9d). 118.9a: it can't be combined with another
 * alternative cost, such as casting it without paying its mana cost.
 */
export const printedAlternativeCost: CastingKeyword = {
  name: PRINTED_ALTERNATIVE_COST,
  alternativeCost: (c) => (chosen(c) ? (printedAlternatives(c)[0] ?? "") : undefined),
  announce: (c) => {
    if (!chosen(c)) return;
    const name = c.chars?.name ?? c.card.id;
    if (printedAlternatives(c).length === 0)
      illegal(
        `${name} has no alternative cost that can be paid now (its condition isn't met, or it has none)`,
        "118.9",
      );
    if (c.args.withoutPayingManaCost)
      illegal(`${name}: its alternative cost and "without paying its mana cost" are two alternative costs`, "118.9a");
  },
};
