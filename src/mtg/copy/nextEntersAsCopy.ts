import type { Ctx } from "../game/ctx.js";
import { chooseReplacementOrder } from "../game/chooseOrder.js";
import { changedNoObject } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { NextEntersAsCopy } from "../model/nextEntersAsCopy.js";
import type { GameObject } from "../model/object.js";

/**
 * 614.1c: the one-shot "the next time one or more [filter] enter this turn, they enter as copies
 * of …" replacements that apply to an object as it enters: those made this turn, not yet used — or
 * used by an object entering at the same time as this one (one event, 614.12). Several: the
 * entering permanent's controller chooses their order (616.1; the last one applied decides what it
 * copies, Mystic Reflection's ruling). Each one returned is marked used by the object.
 */
export function nextEntersAsCopyFor(ctx: Ctx, d: Derived, obj: GameObject): NextEntersAsCopy[] {
  const { state } = ctx;
  const together = new Set((ctx.entering ?? []).map((o) => o.id));
  const applying = (state.nextEntersAsCopy ?? []).filter(
    (n) =>
      n.turn === state.turn.number &&
      (!n.usedBy || n.usedBy.some((id) => together.has(id))) &&
      matchesFilter(d.view, obj.id, n.filter, { sourceId: n.sourceId, controller: n.controller, abilityKey: null }),
  );
  if (applying.length === 0) return [];
  state.nextEntersAsCopy = (state.nextEntersAsCopy ?? []).map((n) =>
    applying.includes(n) ? { ...n, usedBy: [...(n.usedBy ?? []), obj.id] } : n,
  );
  changedNoObject(state);
  return applying.length > 1 ? inChosenOrder(ctx, obj, applying) : applying;
}

/** 616.1: the entering permanent's controller orders the copy effects. */
function inChosenOrder(ctx: Ctx, obj: GameObject, applying: readonly NextEntersAsCopy[]): NextEntersAsCopy[] {
  const order = chooseReplacementOrder(ctx, {
    kind: "orderReplacements",
    player: obj.controller,
    prompt: `choose the order in which these copy effects apply as ${obj.id} enters: ${applying.map((n) => `${n.id} “${n.text}”`).join("; ")}`,
    options: applying.map((n) => n.id),
    rule: "616.1",
  });
  return order.flatMap((id) => applying.filter((n) => n.id === id));
}
