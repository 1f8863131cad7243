import type { StaticAbility } from "../../../abilities/ability.js";
import { SELF } from "../text/sentences.js";
import { parseSingular } from "../text/subjects.js";
import { parseCount } from "../text/words.js";

const FROM_GRAVEYARD = new RegExp(
  `^You may cast ${SELF} from your graveyard(?: by exiling (\\S+) (.+?) cards from your graveyard in addition to paying its other costs)?\\.?$`,
);

/**
 * 601.3: "You may cast ~ from your graveyard" (Skaab Ruinator), "… by exiling four instant and/or
 * sorcery cards from your graveyard in addition to paying its other costs" (Demilich): its owner may
 * cast it from there, at the usual time, paying that additional cost (601.2h,
 * rules/casting/castFromGraveyard.ts). Conditions ("as long as you control a Zombie") stay text.
 */
export function parseCastFromGraveyard(paragraph: string, text: string): StaticAbility | null {
  const m = FROM_GRAVEYARD.exec(text);
  if (!m) return null;
  if (m[1] === undefined)
    return { kind: "static", text: paragraph, effects: [], rules: [{ rule: "castFromGraveyard" }] };
  const count = parseCount(m[1]);
  const filter = m[2] ? parseSingular(m[2].replace(" and/or ", " or ")) : null;
  if (count === null || count < 1 || !filter) return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [],
    rules: [{ rule: "castFromGraveyard", exile: { count, filter } }],
  };
}
