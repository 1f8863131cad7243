import type { ObjectFilter } from "../abilities/filter.js";
import type { Ctx } from "../game/ctx.js";
import { chooseObjectAmong } from "../game/chooseObject.js";
import { changed } from "../game/draft.js";
import { abilityGroup, matchesFilter } from "../layers/evaluate.js";
import { derive } from "../layers/derive.js";
import type { GameObject } from "../model/object.js";
import type { Move } from "./enter.js";
import { writable } from "../model/writableObject.js";

/**
 * 607.2a (imprint), 614.12: "As [this] enters, exile a [filter] card from a graveyard" — its
 * controller chooses a card of any graveyard (none: nothing happens) and exiles it; the card is
 * linked to the permanent's abilities printed with this one ("the exiled card").
 */
export function exileAsEnters(
  ctx: Ctx,
  obj: GameObject,
  abilityKey: string,
  filter: ObjectFilter,
  prompt: string,
  move: Move,
): void {
  const { state } = ctx;
  const d = derive(state);
  const p = { sourceId: obj.id, controller: obj.controller, abilityKey };
  const options = state.players.flatMap((pl) => pl.graveyard).filter((id) => matchesFilter(d.view, id, filter, p));
  const chosen = chooseObjectAmong(ctx, { player: obj.controller, prompt, options, rule: "607.2a" });
  if (chosen === null) return;
  const exiled = move(ctx, chosen, "exile");
  if (exiled === null) return;
  const group = abilityGroup(abilityKey);
  const linked = writable(state, obj).linked;
  linked[group] = [...(linked[group] ?? []), exiled];
  changed(state, obj.id);
}
