import { log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { castableFromCommandZone, commanderTax } from "../commander.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 903.8: "A player may cast a commander they own from the command zone. A commander cast from the
 * command zone costs an additional {2} for each previous time the player casting it has cast it
 * from the command zone that game." (castSpell lets only the owner use a zone permission, 601.3.)
 */
export const commanderCast: CastingKeyword = {
  name: "commander",
  castsFrom: (c) => (castableFromCommandZone(c.card) ? "command" : null),
  additionalMana: (c) => (c.via === commanderCast ? commanderTax(c.ctx.state, c.card, c.caster) : ""),
  payOtherCost: (c) => {
    if (c.via !== commanderCast || c.card.card === null) return;
    const p = player(c.ctx.state, c.caster);
    const casts = p.commanderCasts ?? {};
    p.commanderCasts = { ...casts, [c.card.card]: (casts[c.card.card] ?? 0) + 1 };
    log(c.ctx.state, "commander", `${c.caster} casts their commander ${c.card.card} from the command zone`, "903.8");
  },
};
