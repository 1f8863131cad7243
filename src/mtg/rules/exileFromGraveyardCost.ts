import type { ObjectFilter } from "../abilities/filter.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId, StackDecisions } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { illegal } from "../game/draft.js";
import { player } from "../game/objects.js";
import { moveObject } from "./zones.js";

/**
 * 602.2b, 601.2h: "Exile a creature card from your graveyard" as a cost — the payer chooses a card
 * of their graveyard that fits (its X, announced before costs are paid, 601.2b: "an artifact card
 * with mana value X"); the card, as it is in exile (400.7), is "the exiled card" of the ability.
 * A cost that can't be paid makes the activation illegal (118.3).
 */
export function payExileFromGraveyard(
  ctx: Ctx,
  payer: PlayerId,
  sourceId: ObjectId,
  filter: ObjectFilter,
  decisions: StackDecisions,
): void {
  const { state } = ctx;
  const d = derive(state);
  const p = { sourceId, controller: payer, abilityKey: null, x: decisions.x ?? 0 };
  const options = player(state, payer).graveyard.filter((id) => matchesFilter(d.view, id, filter, p));
  if (options.length === 0)
    illegal(`${payer} has no card in their graveyard that can be exiled to pay this cost`, "118.3");
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: payer,
    prompt: "choose a card in your graveyard to exile",
    options,
    optional: false,
    rule: "602.2b",
  });
  const chosen = a.kind === "object" && a.id !== null && options.includes(a.id) ? a.id : null;
  if (chosen === null) illegal("a card must be exiled from the graveyard to pay this cost", "118.3");
  const exiled = moveObject(ctx, chosen, "exile");
  if (exiled) decisions.exiledToPay = [...(decisions.exiledToPay ?? []), exiled];
}
