import { changed, illegal, log } from "../../game/draft.js";
import type { ObjectId } from "../../model/object.js";
import { moveObject } from "../zones.js";
import { costText, takeGeneric, totalSymbols } from "./costSymbols.js";
import type { CastingKeyword } from "./keyword.js";

/**
 * 702.66a: delve — "For each generic mana in this spell's total cost, you may exile a card from
 * your graveyard rather than pay that mana." The caster chooses the cards one at a time (none: done).
 */
export const delve: CastingKeyword = {
  name: "delve",
  paysInstead: (c, total, x) => {
    if (!c.keyword("delve")) return total;
    const { state } = c.ctx;
    const symbols = totalSymbols(total, x);
    const name = c.chars?.name ?? "the spell";
    const exiled: ObjectId[] = [];
    for (;;) {
      const options = (state.players.find((p) => p.name === c.caster)?.graveyard ?? []).filter(
        (id) => id !== c.card.id,
      );
      if (options.length === 0 || !symbols.some((s) => s.kind === "generic" && s.n > 0)) break;
      const a = c.ctx.chooser.choose({
        kind: "chooseObject",
        player: c.caster,
        prompt: `delve: exile a card from your graveyard to pay for ${name} (null: done)`,
        options,
        optional: true,
        rule: "702.66a",
      });
      const id = a.kind === "object" ? a.id : null;
      if (id === null) break;
      if (!options.includes(id)) illegal(`${id} isn't a card in ${c.caster}'s graveyard`, "702.66a");
      if (!takeGeneric(symbols))
        illegal(`${name}: no generic mana is left in its total cost for delve to pay`, "702.66a");
      moveObject(c.ctx, id, "exile");
      exiled.push(id);
    }
    if (exiled.length === 0) return total;
    changed(state);
    log(state, "delve", `${c.caster} exiles ${exiled.join(", ")} for delve`, "702.66a");
    return costText(symbols);
  },
};
