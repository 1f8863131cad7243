import type { SpellAbility } from "../../../abilities/ability.js";
import { SELF } from "../text/sentences.js";
import { parseGroup, parseSingular } from "../text/subjects.js";

/**
 * 601.2b, 603.12, 707.10: "As an additional cost to cast this spell, you may sacrifice one or more
 * creatures. When you do, copy this spell for each creature sacrificed this way." (Plumb the
 * Forbidden) — an optional additional cost of any number of permanents, and a reflexive triggered
 * ability of the spell, triggered as it is paid, copying the spell once per permanent sacrificed.
 */
export function parseSacrificeToCopy(paragraph: string, text: string): SpellAbility | null {
  const m = new RegExp(
    `^As an additional cost to cast ${SELF}, you may sacrifice one or more ([^.]+)\\. When you do, copy ${SELF} for each ([^.]+) sacrificed this way\\.?$`,
  ).exec(text);
  const group = m?.[1] ? parseGroup(m[1]) : null;
  const each = m?.[2] ? parseSingular(m[2]) : null;
  if (!group?.plural || !each || JSON.stringify(each) !== JSON.stringify(group.filter)) return null;
  return {
    kind: "spell",
    text: paragraph,
    effects: [],
    additionalCost: { sacrificeAnyNumber: group.filter },
    whenCostPaid: [
      {
        do: "copySpell",
        what: { ref: "triggerObject" },
        count: { of: "sacrificedToCastIt" },
        newTargets: false,
        exceptions: [],
      },
    ],
  };
}
