import { illegal } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import { discardCard } from "../discard.js";
import { drawCards } from "../draw.js";
import { effectHandlers } from "./handler.js";

/** "You may discard up to N cards. If you do, draw that many cards." (701.9a, 121.1, 608.2d). */
export const discardUpToEffects = effectHandlers({
  discardUpToThenDraw: (ctx, e, r) => {
    const hand = player(ctx.state, r.controller).hand;
    const max = Math.min(e.max, hand.length);
    const a = ctx.chooser.choose({
      kind: "chooseTargets",
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: discard up to ${e.max} cards (a list, possibly empty)`,
      slots: [{ options: [...hand], min: 0, max }],
      rule: "608.2d",
    });
    const chosen = a.kind === "targets" ? a.targets : a.kind === "object" && a.id !== null ? [a.id] : [];
    if (chosen.length > max || new Set(chosen).size !== chosen.length || chosen.some((id) => !hand.includes(id)))
      illegal(`choose up to ${e.max} different cards of ${hand.join(", ")}`, "608.2d");
    // 701.9a: the cards are discarded together; "that many" is the number discarded.
    for (const id of chosen) discardCard(ctx, r.controller, id);
    if (chosen.length > 0) drawCards(ctx, r.controller, chosen.length);
  },
});
