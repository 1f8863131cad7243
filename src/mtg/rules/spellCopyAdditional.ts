import { own } from "../../kernel/records.js";
import type { CopyException } from "../abilities/copyException.js";
import type { Ctx } from "../game/ctx.js";
import { derive } from "../layers/derive.js";
import { copySpellAndNotice } from "./spellCopied.js";
import type { ObjectId, PlayerId } from "../model/object.js";

/** How many "copy it … plus an additional time" replacement abilities the player's permanents have (616.1: each applies). */
function additionalCopyAbilities(ctx: Ctx, player: PlayerId): number {
  const d = derive(ctx.state);
  let n = 0;
  for (const id of ctx.state.battlefield) {
    const c = d.get(id);
    if (c?.controller !== player) continue;
    for (const a of c.abilities)
      if (a.def.kind === "replacement" && a.def.replacement.effect === "copySpellAdditionalTime") n++;
  }
  return n;
}

/**
 * 614.1a (Twinning Staff): "If you would copy a spell one or more times, instead copy it that many
 * times plus an additional time. You may choose new targets for the additional copy." Called once
 * for each instruction that copied the spell: one more copy per such ability of the copier's
 * permanents (the ruling: a second Staff gives two), made the same way (its exceptions), with new
 * targets allowed. A copied ability is not a spell: no more copies. The additional copies go on the
 * stack after the instruction's own, above them (the rulings let the player choose; this engine
 * puts them last).
 */
export function copyAdditionalTimes(
  ctx: Ctx,
  of: ObjectId,
  controller: PlayerId,
  exceptions: readonly CopyException[],
): void {
  const original = own(ctx.state.objects, of) ?? own(ctx.state.lastKnown, of);
  if (original?.zone !== "stack" || original.ability) return;
  const n = additionalCopyAbilities(ctx, controller);
  for (let i = 0; i < n; i++) copySpellAndNotice(ctx, { of, controller, exceptions, mayChooseNewTargets: true });
}
