import type { ObjectId } from "../../model/object.js";
import { changed, illegal, log } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { moveObject } from "../zones.js";
import { recordPaid } from "./chosenCosts.js";
import type { CastingFrom, CastingKeyword } from "./keyword.js";

/**
 * 702.138a: escape — "You may cast this card from your graveyard by paying [cost] rather than
 * paying its mana cost"; the cost "[mana], Exile N other cards from your graveyard" is paid in
 * 601.2h: the mana, then the cards, chosen one at a time.
 */
export const escapeKeyword: CastingKeyword = {
  name: "escape",
  castsFrom: (c) => (c.card.zone === "graveyard" && c.keyword("escape") ? "graveyard" : null),
  alternativeCost: (c) => (c.via === escapeKeyword ? c.keyword("escape")?.cost : undefined),
  announce: (c, decisions) => {
    if (c.via === escapeKeyword) recordPaid(decisions, "escape");
  },
  payOtherCost: (c, decisions) => {
    if (c.via !== escapeKeyword) return;
    const n = c.keyword("escape")?.n ?? 0;
    const name = c.chars?.name ?? "the spell";
    const chosen: ObjectId[] = [];
    for (let i = 0; i < n; i++) {
      // "other cards": the spell is on the stack now, so every card left in the graveyard is another.
      const options = otherCards(c).filter((id) => !chosen.includes(id));
      if (options.length === 0) illegal(`${name}: not enough other cards in the graveyard to escape`, "702.138a");
      const a = c.ctx.chooser.choose({
        kind: "chooseObject",
        player: c.caster,
        prompt: `${name}: exile another card from your graveyard (escape, ${i + 1} of ${n})`,
        options,
        optional: false,
        rule: "702.138a",
      });
      const id = a.kind === "object" ? a.id : null;
      if (id === null || !options.includes(id)) illegal("that card can't pay the escape cost", "118.3");
      chosen.push(id);
    }
    const exiled = chosen.flatMap((id) => moveObject(c.ctx, id, "exile") ?? []);
    decisions.exiledToPay = [...(decisions.exiledToPay ?? []), ...exiled];
    changed(c.ctx.state);
    if (exiled.length > 0)
      log(c.ctx.state, "exile", `${c.caster} exiles ${exiled.join(", ")} (escape)`, "702.138a", exiled);
  },
};

function otherCards(c: CastingFrom): ObjectId[] {
  return [...player(c.ctx.state, c.caster).graveyard];
}
