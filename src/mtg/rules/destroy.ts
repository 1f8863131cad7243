import type { ObjectId, PlayerId } from "../model/object.js";
import { type Derived, derive } from "../layers/derive.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import { shieldCounterInstead } from "./prevention/shieldCounters.js";
import { regenerateInstead } from "./regenerate.js";
import { umbraArmorInstead } from "./umbraArmor.js";
import { moveObject } from "./zones.js";

/**
 * 701.8: destroy — to its owner's graveyard, unless it is indestructible (702.12b) or a
 * regeneration shield replaces the destruction (701.19a; not when it "can't be regenerated", 701.19c).
 */
export function destroy(
  ctx: Ctx,
  id: ObjectId,
  lookBack?: Derived,
  options: { readonly cantBeRegenerated?: boolean; readonly stateBased?: boolean } = {},
): ObjectId | null {
  const c = derive(ctx.state).get(id);
  if (c?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "indestructible")) {
    log(ctx.state, "destroy", `${c.name ?? id} is indestructible`, "702.12b");
    return null;
  }
  const regenerable = !options.cantBeRegenerated && (ctx.state.objects[id]?.regenerationShields ?? 0) > 0;
  const shieldCounter = !options.stateBased && (ctx.state.objects[id]?.counters.shield ?? 0) > 0;
  // 702.89a: an Aura with umbra armor is destroyed instead (even if it "can't be regenerated").
  const others = { regeneration: regenerable, shieldCounter };
  if (umbraArmorInstead(ctx, id, c?.name ?? id, lookBack, others, (aura) => destroy(ctx, aura, lookBack))) return null;
  // 122.1c: a shield counter replaces destruction by an effect (not by a state-based action).
  if (!options.stateBased && shieldCounterInstead(ctx, id, c?.name ?? id, regenerable)) return null;
  if (!options.cantBeRegenerated && regenerateInstead(ctx, id)) return null;
  // State-based actions say why they destroy (704.5g-h); an effect's destruction says so here.
  if (!lookBack) log(ctx.state, "destroy", `${c?.name ?? id} is destroyed`, "701.8a", [id]);
  return moveObject(ctx, id, "graveyard", lookBack ? { lookBack } : {});
}

/**
 * 701.21a: sacrifice — its controller puts it into its owner's graveyard (not destroyed). A player
 * can't sacrifice something that isn't a permanent, or a permanent they don't control: nothing happens.
 * `lookBack`: the game just before, when several are sacrificed at once (603.10a).
 */
export function sacrifice(ctx: Ctx, id: ObjectId, by: PlayerId, lookBack?: Derived): ObjectId | null {
  const o = ctx.state.objects[id];
  if (o?.zone !== "battlefield") return null;
  const c = derive(ctx.state).get(id);
  if (c?.controller !== by) {
    log(
      ctx.state,
      "sacrifice",
      `${by} can't sacrifice ${c?.name ?? id}: ${c?.controller ?? "another player"} controls it`,
      "701.21a",
    );
    return null;
  }
  log(ctx.state, "sacrifice", `${by} sacrifices ${c.name ?? id}`, "701.21a", [id]);
  return moveObject(ctx, id, "graveyard", lookBack ? { lookBack, sacrificed: true } : { sacrificed: true });
}
