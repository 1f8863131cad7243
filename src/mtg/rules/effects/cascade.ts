import type { Ctx } from "../../game/ctx.js";
import { log } from "../../game/draft.js";
import type { Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { manaValueOf } from "../../layers/evaluate.js";
import { castSpell } from "../cast.js";
import { exileFromTopUntil, putOnBottomInRandomOrder } from "../exileUntil.js";
import { castableDuringResolution } from "../castableDuringResolution.js";
import { effectHandlers } from "./handler.js";

/** 702.85a: cascade's instructions. */
export const cascadeEffects = effectHandlers({
  cascade: (ctx, _e, r) => cascadeFrom(ctx, r),
});

/** The mana value of the spell with cascade: on the stack, or the card it became if it has left (608.2h). */
function spellManaValue(ctx: Ctx, r: Resolution): number {
  const { state } = ctx;
  let id = r.triggerObject;
  while (id !== null && state.objects[id] === undefined) id = state.successors[id] ?? null;
  const d = derive(state);
  const c = id === null ? undefined : d.get(id);
  return id === null || !c ? 0 : manaValueOf(d.view, id, c);
}

function cascadeFrom(ctx: Ctx, r: Resolution): void {
  const { state } = ctx;
  const who = r.controller;
  const limit = spellManaValue(ctx, r);
  // "exile cards from the top of your library until you exile a nonland card whose mana value is less"
  const { exiled, found } = exileFromTopUntil(ctx, who, 1, (id) => {
    const d = derive(state);
    const c = d.get(id);
    return c !== undefined && !c.types.includes("Land") && manaValueOf(d.view, id, c) < limit;
  });
  const hit = found[0];
  log(state, "exile", `${who} exiles ${exiled.length} card(s) and finds ${hit === undefined ? 0 : 1}`, "702.85a");
  // "You may cast that card without paying its mana cost" (608.2g: during the resolution).
  if (hit !== undefined && castableDuringResolution(ctx, hit, who)) {
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: who,
      prompt: `${r.sourceName ?? "cascade"}: cast ${derive(state).get(hit)?.name ?? hit} without paying its mana cost?`,
      rule: "702.85a",
    });
    if (a.kind === "yesNo" && a.yes)
      castSpell(ctx, { object: hit, by: who, withoutPayingManaCost: true, duringResolution: true, permitted: true });
  }
  // "Then put all cards exiled this way that weren't cast on the bottom of your library in a random order."
  putOnBottomInRandomOrder(
    ctx,
    who,
    exiled.filter((id) => state.objects[id]?.zone === "exile"),
    "702.85a",
  );
}
