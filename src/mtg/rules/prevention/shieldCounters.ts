import type { Ctx } from "../../game/ctx.js";
import { chooseReplacementOrder } from "../../game/chooseOrder.js";
import { log } from "../../game/draft.js";
import type { Derived } from "../../layers/derive.js";
import type { ObjectId } from "../../model/object.js";
import { removeCountersFrom } from "../counters.js";
import type { DamageEvent } from "./shields.js";

/** 122.1c: the prevention effect of a permanent's shield counters, ready to apply (616.1). */
interface ShieldCounterApplicable {
  readonly label: string;
  readonly text: string;
  readonly apply: (amount: number) => number;
}

const TEXT = "If damage would be dealt to this permanent, prevent that damage and remove a shield counter from it.";

/**
 * 122.1c: one or more shield counters on a permanent make one prevention effect: "If damage would
 * be dealt to this permanent, prevent that damage and remove a shield counter from it". Damage
 * dealt at once by several sources is one event (510.2): one counter is removed for all of it.
 */
export function shieldCounterPrevention(ctx: Ctx, d: Derived, event: DamageEvent): ShieldCounterApplicable[] {
  const { state } = ctx;
  const { to } = event;
  const o = state.objects[to];
  if (o?.zone !== "battlefield") return [];
  const already = event.shieldedAtOnce?.has(to) ?? false;
  if (!already && (o.counters.shield ?? 0) <= 0) return [];
  return [
    {
      label: `${to}#shield`,
      text: TEXT,
      apply: (amount) => {
        const name = d.get(to)?.name ?? to;
        log(state, "prevention", `${amount} damage to ${name} is prevented: a shield counter`, "122.1c", [to]);
        if (!already) {
          removeCountersFrom(ctx, to, "shield", 1);
          event.shieldedAtOnce?.add(to);
        }
        return amount;
      },
    },
  ];
}

/**
 * 122.1c: "If this permanent would be destroyed as the result of an effect, instead remove a
 * shield counter from it" (not by a state-based action, 704.5g-h). True when it replaced the destruction.
 */
export function shieldCounterInstead(ctx: Ctx, id: ObjectId, name: string, regenerationToo: boolean): boolean {
  const o = ctx.state.objects[id];
  if (o?.zone !== "battlefield" || (o.counters.shield ?? 0) <= 0) return false;
  // 616.1: with a regeneration shield too, the permanent's controller chooses which applies.
  if (regenerationToo && !shieldFirst(ctx, id, name, o.controller)) return false;
  log(ctx.state, "destroy", `${name} isn't destroyed: a shield counter is removed instead`, "122.1c", [id]);
  removeCountersFrom(ctx, id, "shield", 1);
  return true;
}

/** 616.1: whether the controller applies the shield counter's replacement before regeneration's. */
function shieldFirst(ctx: Ctx, id: ObjectId, name: string, player: string): boolean {
  const shield = `${id}#shield`;
  const regeneration = `${id}#regeneration`;
  const order = chooseReplacementOrder(ctx, {
    kind: "orderReplacements",
    player,
    prompt: `choose the order in which these replacement effects apply as ${name} would be destroyed: ${shield} “remove a shield counter instead” (122.1c); ${regeneration} “regenerate” (701.19a)`,
    options: [shield, regeneration],
    rule: "616.1",
  });
  return order[0] === shield;
}
