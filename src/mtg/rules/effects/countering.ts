import { derive } from "../../layers/derive.js";
import type { ObjectId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { changed, log } from "../../game/draft.js";
import { payMana } from "../mana.js";
import { player } from "../../game/objects.js";
import { cantBeCountered } from "../ruleEffects.js";
import { moveObject } from "../zones.js";
import { effectHandlers } from "./handler.js";
import { amount, resolveObjects } from "./refs.js";
import { loseLife } from "../lifeLoss.js";

/** Countering spells and abilities (701.6). */
export const counteringEffects = effectHandlers({
  counter: (ctx, e, r) => {
    const { state } = ctx;
    for (const id of resolveObjects(ctx, e.what, r)) {
      if (state.objects[id]?.zone === "stack" && !uncounterable(ctx, id)) {
        log(state, "counter", `${id} is countered`, "701.6a", [id]);
        moveObject(ctx, id, "graveyard");
      }
    }
  },
  counterUnlessPays: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      if (!uncounterable(ctx, id))
        counterUnlessPays(ctx, id, e.mana, e.life === undefined ? 0 : amount(ctx, e.life, r));
    }
  },
});

/** 101.2: a spell that "can't be countered" stays on the stack whatever tries to counter it. */
function uncounterable(ctx: Ctx, id: ObjectId): boolean {
  if (!cantBeCountered(derive(ctx.state), id)) return false;
  log(ctx.state, "counter", `${id} can't be countered`, "101.2");
  return true;
}

/**
 * 701.6a, 118.12: the controller of the spell (or ability) may pay; if they don't (or can't), it
 * is countered. `life`: a cost of paying life (ward—pay life, 702.21a; 119.4: only with enough life).
 */
function counterUnlessPays(ctx: Ctx, id: ObjectId, mana: string, life: number): void {
  const { state } = ctx;
  const spell = state.objects[id];
  if (spell?.zone !== "stack") return;
  const payer = spell.controller;
  const cost = [mana, life > 0 ? `${life} life` : ""].filter((s) => s !== "").join(" and ") || "nothing";
  const canPayLife = player(state, payer).life >= life;
  const a = canPayLife
    ? ctx.chooser.choose({
        kind: "yesNo",
        player: payer,
        prompt: `pay ${cost} so that it isn't countered?`,
        rule: "118.12",
      })
    : ({ kind: "yesNo", yes: false } as const);
  if (a.kind === "yesNo" && a.yes) {
    if (mana !== "") payMana(ctx, payer, mana, 0);
    if (life > 0) loseLife(state, payer, life);
    changed(state);
    log(state, "pay", `${payer} pays ${cost}`, "118.12");
    return;
  }
  log(state, "counter", `${id} is countered`, "701.6a", [id]);
  // 701.6b: a countered ability is removed from the stack; a countered spell goes to the graveyard.
  moveObject(ctx, id, "graveyard");
}
