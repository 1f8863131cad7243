import type { ObjectRef } from "../../abilities/ref.js";
import type { Ctx } from "../../game/ctx.js";
import { chooseObjectAmong } from "../../game/chooseObject.js";
import { perspective, type Resolution } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { ObjectId } from "../../model/object.js";

/**
 * 608.2d: "Choose any number of [filter] [with different names]" (no target): the controller
 * chooses the permanents one at a time as the instruction is carried out and answers none to
 * stop; with "different names", none shares a name with one chosen before (Battle for
 * Bretagard's rulings: the choice is made on resolution; a token's name is its given name, 111.4).
 */
export function chooseAnyNumber(
  ctx: Ctx,
  ref: Extract<ObjectRef, { ref: "chosenAnyNumber" }>,
  r: Resolution,
): ObjectId[] {
  const d = derive(ctx.state);
  const matching = ctx.state.battlefield.filter((id) => matchesFilter(d.view, id, ref.filter, perspective(r)));
  const chosen: ObjectId[] = [];
  const names = new Set<string>();
  for (;;) {
    const options = matching.filter(
      (id) => !chosen.includes(id) && !(ref.differentNames && names.has(d.get(id)?.name ?? "")),
    );
    const id = chooseObjectAmong(ctx, {
      player: r.controller,
      prompt: `${r.sourceName ?? "effect"}: choose ${ref.what}, or none to stop`,
      options,
      optional: true,
      rule: "608.2d",
    });
    if (id === null) return chosen;
    chosen.push(id);
    names.add(d.get(id)?.name ?? "");
  }
}
