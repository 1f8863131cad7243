import type { ObjectFilter } from "../abilities/filter.js";
import type { Ctx } from "../game/ctx.js";
import { illegal, log } from "../game/draft.js";
import { player } from "../game/objects.js";
import { perspective, type Resolution } from "../game/resolution.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { discardCard } from "./discard.js";

/**
 * 701.20a, 701.9a: `who` reveals their hand; the resolving ability's controller chooses a card
 * matching the filter from it (none if no card does); `who` discards that card.
 */
export function revealHandDiscardChosen(ctx: Ctx, who: PlayerId, filter: ObjectFilter, r: Resolution): void {
  const chosen = revealHandChoose(ctx, who, filter, r, `${who} discards it`, "701.9a");
  if (chosen !== null) discardCard(ctx, who, chosen);
}

/**
 * 701.20a: `who` reveals their hand; the resolving ability's controller chooses a card matching the
 * filter from it (`then` says what becomes of it), or none if no card does.
 */
export function revealHandChoose(
  ctx: Ctx,
  who: PlayerId,
  filter: ObjectFilter,
  r: Resolution,
  then: string,
  rule: string,
): ObjectId | null {
  const { state } = ctx;
  const hand = [...player(state, who).hand];
  log(state, "reveal", `${who} reveals their hand`, "701.20a", hand);
  const d = derive(state);
  const options = hand.filter((id) => matchesFilter(d.view, id, filter, perspective(r)));
  if (options.length === 0) return null;
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: r.controller,
    prompt: `${r.sourceName ?? "effect"}: choose a card from ${who}'s hand; ${then}`,
    options,
    optional: false,
    rule,
  });
  return a.kind === "object" && a.id !== null && options.includes(a.id)
    ? a.id
    : illegal(`choose one of the cards of ${who}'s hand that can be chosen`, rule);
}
