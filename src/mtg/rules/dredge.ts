import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { player } from "../game/objects.js";
import type { Derived } from "../layers/derive.js";
import { derive } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { mill } from "./mill.js";
import { moveObject } from "./zones.js";

/** The N of a card's dredge ability, or null without one. */
function dredgeNumber(d: Derived, id: ObjectId): number | null {
  for (const a of d.get(id)?.abilities ?? [])
    if (a.def.kind === "keyword" && a.def.keyword === "dredge" && a.def.n !== undefined) return a.def.n;
  return null;
}

/**
 * 702.52a: "As long as you have at least N cards in your library, if you would draw a card, you may
 * instead mill N cards and return this card from your graveyard to your hand." — asked before each
 * draw of a player with such a card in their graveyard (702.52b: not with fewer than N cards).
 * Returns whether the draw was replaced (121.6: it is then not drawn).
 */
export function dredgeInsteadOfDraw(ctx: Ctx, who: PlayerId): boolean {
  const p = player(ctx.state, who);
  if (p.graveyard.length === 0) return false;
  const d = derive(ctx.state);
  const options = p.graveyard.filter((id) => {
    const n = dredgeNumber(d, id);
    return n !== null && n <= p.library.length;
  });
  if (options.length === 0) return false;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: who,
    prompt: `${who} would draw a card: dredge a card instead? (or none)`,
    options,
    optional: true,
    rule: "702.52a",
  });
  const chosen = a.kind === "object" && a.id !== null && options.includes(a.id) ? a.id : null;
  const n = chosen === null ? null : dredgeNumber(d, chosen);
  if (chosen === null || n === null) return false;
  log(ctx.state, "dredge", `${who} dredges ${d.get(chosen)?.name ?? chosen} instead of drawing`, "702.52a", [chosen]);
  mill(ctx, who, n);
  moveObject(ctx, chosen, "hand");
  return true;
}
