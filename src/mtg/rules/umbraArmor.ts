import type { Ctx } from "../game/ctx.js";
import { chooseObjectAmong } from "../game/chooseObject.js";
import { chooseReplacementOrder } from "../game/chooseOrder.js";
import { changed, log } from "../game/draft.js";
import { type Derived, derive } from "../layers/derive.js";
import type { ObjectId } from "../model/object.js";
import { writable } from "../model/writableObject.js";

/** The replacement effects besides umbra armor that could apply to the same destruction (616.1). */
export interface OtherDestructionReplacements {
  /** 701.19a: a regeneration shield (not when it "can't be regenerated"). */
  readonly regeneration: boolean;
  /** 122.1c: a shield counter (destruction by an effect only). */
  readonly shieldCounter: boolean;
}

/**
 * 702.89a: "Umbra armor" (702.89b: printed "totem armor") means "If enchanted permanent would be
 * destroyed, instead remove all damage marked on it and destroy this Aura." It applies however the
 * permanent would be destroyed, by an effect or by lethal damage, even if it "can't be regenerated";
 * it isn't regeneration (no tap, no removal from combat). With several such Auras, the permanent's
 * controller chooses the one destroyed; with a regeneration shield or shield counter too, they
 * choose which replacement applies (616.1). The Aura is destroyed by what destroyed the permanent
 * (the rulings), so it may itself be saved. Auras attached as `lookBack` saw them count too: when a
 * spell destroys the Aura and the permanent at once, the permanent is saved (the rulings).
 * Returns true when it replaced the destruction.
 */
export function umbraArmorInstead(
  ctx: Ctx,
  id: ObjectId,
  name: string,
  lookBack: Derived | undefined,
  others: OtherDestructionReplacements,
  destroyAura: (aura: ObjectId) => void,
): boolean {
  const { state } = ctx;
  const o = state.objects[id];
  if (o?.zone !== "battlefield") return false;
  const auras = umbraAuras(lookBack ?? derive(state), id);
  if (auras.length === 0) return false;
  const controller = derive(state).get(id)?.controller ?? o.controller;
  const aura = chooseUmbra(ctx, id, name, controller, auras, others);
  if (aura === null) return false;
  log(state, "destroy", `${name} isn't destroyed: its umbra armor Aura ${aura} is destroyed instead`, "702.89a", [id]);
  writable(state, o).damage = 0;
  changed(state, id);
  if (state.objects[aura]?.zone === "battlefield") destroyAura(aura);
  return true;
}

/** The Auras with umbra armor attached to the permanent, in the game `d` shows. */
function umbraAuras(d: Derived, id: ObjectId): ObjectId[] {
  return d.battlefield.filter(
    (aura) =>
      d.view.object(aura)?.attachedTo === id &&
      (d.get(aura)?.abilities.some((a) => a.def.kind === "keyword" && a.def.keyword === "umbra armor") ?? false),
  );
}

/** 616.1: the Aura chosen, or null when the controller applies another replacement first. */
function chooseUmbra(
  ctx: Ctx,
  id: ObjectId,
  name: string,
  controller: string,
  auras: readonly ObjectId[],
  others: OtherDestructionReplacements,
): ObjectId | null {
  const labels = [
    ...auras.map((a) => `${a}#umbra`),
    ...(others.shieldCounter ? [`${id}#shield`] : []),
    ...(others.regeneration ? [`${id}#regeneration`] : []),
  ];
  if (labels.length > auras.length) {
    const [first] = chooseReplacementOrder(ctx, {
      kind: "orderReplacements",
      player: controller,
      prompt: `choose the order in which these replacement effects apply as ${name} would be destroyed: ${labels.join(", ")}`,
      options: labels,
      rule: "616.1",
    });
    const chosen = auras.find((a) => `${a}#umbra` === first);
    return chosen ?? null;
  }
  if (auras.length === 1) return auras[0] ?? null;
  return chooseObjectAmong(ctx, {
    player: controller,
    prompt: `${name} would be destroyed: choose the Aura with umbra armor destroyed instead`,
    options: auras,
    rule: "702.89a",
  });
}
