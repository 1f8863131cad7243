import type { ObjectId, ZoneName } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { changed } from "../../game/draft.js";
import type { Resolution } from "../../game/resolution.js";
import { abilityGroup } from "../../layers/evaluate.js";
import { exiledUntilSourceLeaves } from "../linkedUntil.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects, resolvePlayers } from "./refs.js";
import { revealHandChoose } from "../handReveal.js";
import { writable } from "../../model/writableObject.js";

/** 607.2a, 610.3: exiling objects that the source's linked abilities (or its leaving) refer to. */
export const linkedExileEffects = effectHandlers({
  exileUntilSourceLeaves: (ctx, e, r) => {
    const source = r.sourceId ? ctx.state.objects[r.sourceId] : undefined;
    // 610.3a-b: the source left the battlefield after the ability was put on the stack: nothing moves.
    if (source?.zone !== "battlefield") return;
    for (const { exiled, from } of exileAndLink(ctx, resolveObjects(ctx, e.what, r), r))
      exiledUntilSourceLeaves(ctx.state, source, exiled, from);
  },
  exileAndLink: (ctx, e, r) => {
    exileAndLink(ctx, resolveObjects(ctx, e.what, r), r);
  },
  revealHandExileChosen: (ctx, e, r) => {
    for (const who of resolvePlayers(ctx, e.who, r)) {
      const chosen = revealHandChoose(ctx, who, e.filter, r, "it is exiled", "607.2a");
      const source = r.sourceId ? ctx.state.objects[r.sourceId] : undefined;
      if (chosen === null) continue;
      // 610.3b: the hand is revealed and the card chosen, but with the source gone it isn't exiled.
      if (!e.untilSourceLeaves) exileAndLink(ctx, [chosen], r);
      else if (source?.zone === "battlefield")
        for (const { exiled, from } of exileAndLink(ctx, [chosen], r))
          exiledUntilSourceLeaves(ctx.state, source, exiled, from);
    }
  },
});

/**
 * Exiles each object; 607.2a: the source remembers each (as the new object it is in exile, 400.7)
 * for the abilities linked to this one ("the exiled card", "cards exiled with ~") — even after it
 * has left the battlefield, as it last existed (its leaves-the-battlefield ability, 603.10a).
 */
export function exileAndLink(
  ctx: Ctx,
  ids: readonly ObjectId[],
  r: Resolution,
): { exiled: ObjectId; from: ZoneName }[] {
  const { state } = ctx;
  const source = r.sourceId ? (state.objects[r.sourceId] ?? state.lastKnown[r.sourceId]) : undefined;
  const done: { readonly exiled: ObjectId; readonly from: ZoneName }[] = [];
  for (const id of ids) {
    const from = state.objects[id]?.zone;
    if (from === undefined || from === "exile") continue;
    const exiled = moveObject(ctx, id, "exile");
    if (exiled !== null && state.objects[exiled]?.zone === "exile") done.push({ exiled, from });
  }
  if (source && r.abilityKey) {
    const group = abilityGroup(r.abilityKey);
    const linked = writable(state, source).linked;
    linked[group] = [...(linked[group] ?? []), ...done.map((d) => d.exiled)];
    changed(state);
  }
  return done;
}
