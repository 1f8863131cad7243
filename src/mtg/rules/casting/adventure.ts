import { findCard } from "../../cards/registry.js";
import { log } from "../../game/draft.js";
import type { CastingKeyword } from "./keyword.js";
import { writable } from "../../model/writableObject.js";

/**
 * 715.3: an adventurer card may be cast as its Adventure (its second half up); 715.3d: once exiled
 * as the Adventure resolved, it may be cast from exile, but not as an Adventure.
 */
export const adventure: CastingKeyword = {
  name: "adventure",
  castsBackFace: (c) => c.printed?.layout === "adventure",
  castsFrom: (c) => (c.card.zone === "exile" && c.card.onAdventure && (c.args.face ?? 0) === 0 ? "exile" : null),
  // 715.3d: an Adventure is exiled as it resolves, and its card may then be cast from exile.
  finishesResolving: (ctx, spell) => {
    const onAdventure =
      spell.decisions?.castFace === 1 &&
      !spell.isCopyOfSpell &&
      findCard(ctx.state, spell.card ?? "")?.layout === "adventure";
    if (!onAdventure) return null;
    return {
      to: "exile",
      afterwards: (c, exiled) => {
        if (exiled.zone !== "exile") return;
        writable(c.state, exiled).onAdventure = true;
        log(
          c.state,
          "adventure",
          `${exiled.card ?? exiled.id} goes on an adventure: it may be cast from exile`,
          "715.3d",
        );
      },
    };
  },
};
