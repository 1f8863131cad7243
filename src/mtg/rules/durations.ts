import { derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { changed, log } from "../game/draft.js";
import { followAttachments } from "./attachedCopyEffect.js";
import { endExpiredKeptTapped } from "./keptTapped.js";

/**
 * 611.2b: effects "for as long as" a condition holds end when it stops holding: the source left
 * the battlefield, its controller changed, or (Vesuvan Shapeshifter) it was turned face down.
 */
export function endExpiredEffects(ctx: Ctx): boolean {
  const { state } = ctx;
  const moved = followAttachments(state);
  const d = derive(state);
  const untapLocksEnded = endExpiredKeptTapped(state, d);
  const ended = state.effects.filter((e) => {
    const source = e.sourceId ? state.objects[e.sourceId] : undefined;
    switch (e.duration) {
      case "whileSourceOnBattlefield":
        return source?.zone !== "battlefield";
      case "whileYouControlSource":
        return source?.zone !== "battlefield" || d.get(source.id)?.controller !== e.controller;
      case "untilTurnedFaceDown":
        return e.affected.some((id) => state.objects[id]?.status.faceDown !== false);
      case "whileEncodedCardExiled":
        // 702.99a: the encoded card (linked to the granted ability's group) left exile.
        return !e.affected.some((id) =>
          (state.objects[id]?.linked[`gr:${e.id}:`] ?? []).some((c) => state.objects[c]?.zone === "exile"),
        );
      default:
        return false;
    }
  });
  if (ended.length === 0) return moved || untapLocksEnded;
  state.effects = state.effects.filter((e) => !ended.includes(e));
  for (const e of ended)
    log(state, "effect", `the effect of ${e.sourceName ?? "an ability"} ends (“${e.text}”)`, "611.2b");
  changed(state);
  return true;
}
