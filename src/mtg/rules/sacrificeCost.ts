import type { ObjectFilter } from "../abilities/filter.js";
import { derive } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import type { ObjectId, PlayerId, StackDecisions } from "../model/object.js";
import type { Ctx } from "../game/ctx.js";
import { illegal, log } from "../game/draft.js";
import { moveObject } from "./zones.js";

export interface SacrificeCost {
  readonly payer: PlayerId;
  /** The spell or the ability's source: "another" is relative to it. */
  readonly sourceId: ObjectId;
  readonly filter: ObjectFilter;
  readonly decisions: StackDecisions;
  /** The permanent named by the step (`additionalCosts.sacrifice`), else the payer is asked. */
  readonly preset?: readonly ObjectId[];
}

/**
 * 601.2h (602.2b), 701.21a: sacrifices a permanent the payer controls that fits the cost; it is
 * remembered as it last existed (608.2h). A cost that can't be paid makes the action illegal (118.3).
 */
export function paySacrifice(ctx: Ctx, cost: SacrificeCost): void {
  const { state } = ctx;
  const d = derive(state);
  const p = { sourceId: cost.sourceId, controller: cost.payer, abilityKey: null };
  const options = state.battlefield.filter(
    (id) => d.get(id)?.controller === cost.payer && matchesFilter(d.view, id, cost.filter, p),
  );
  if (options.length === 0) illegal(`${cost.payer} has nothing that can be sacrificed to pay this cost`, "118.3");
  const chosen = cost.preset?.[0] ?? askSacrifice(ctx, cost.payer, options);
  if (!options.includes(chosen))
    illegal(`${d.get(chosen)?.name ?? chosen} can't be sacrificed to pay this cost`, "118.3");
  cost.decisions.sacrificed.push({ id: chosen, power: d.get(chosen)?.power ?? null });
  log(state, "sacrifice", `${cost.payer} sacrifices ${d.get(chosen)?.name ?? chosen} to pay a cost`, "701.21a", [
    chosen,
  ]);
  moveObject(ctx, chosen, "graveyard", { sacrificed: true });
}

function askSacrifice(ctx: Ctx, who: PlayerId, options: readonly ObjectId[]): ObjectId {
  const a = ctx.chooser.choose({
    kind: "chooseObject",
    player: who,
    prompt: "choose a permanent to sacrifice",
    options,
    optional: false,
    rule: "701.21a",
  });
  return a.kind === "object" && a.id ? a.id : illegal("a sacrifice is required", "118.3");
}
