import { findCard } from "../cards/registry.js";
import { derive } from "../layers/derive.js";
import { characteristicsOfFace } from "../layers/layer1.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import type { GameState } from "../model/state.js";
import { castSpell } from "./cast.js";
import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { Resolution } from "../game/resolution.js";
import { spellTargetSlots } from "../game/spellParts.js";
import { legalTargets, slotBounds } from "../game/targets.js";
import { moveObject } from "./zones.js";

/** Whether the object is a card represented by a transforming double-faced card (or a copy of one), 712.11a. */
function isTransformingDoubleFacedCard(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  if (!o || o.token !== null || o.card === null) return false;
  const def = findCard(state, o.card);
  return def?.layout === "transform" && def.faces.length > 1;
}

/**
 * Why the back face of this card can't be cast now (712.11c: only that face is looked at), or
 * null if it can: a spell that needs targets needs legal ones (601.2c).
 */
function whyBackFaceCantBeCast(ctx: Ctx, id: ObjectId, caster: PlayerId): string | null {
  const { state } = ctx;
  const o = state.objects[id];
  const face = o?.card ? findCard(state, o.card)?.faces[1] : undefined;
  if (!o || !face) return "it has no back face";
  const chars = characteristicsOfFace(face, caster, "p1:", "printed");
  if (chars.types.includes("Land")) return "its back face is a land (305.9)";
  const d = derive(state);
  for (const slot of spellTargetSlots(chars, [])) {
    const options = legalTargets(state, d, slot.spec, { sourceId: id, controller: caster, colors: chars.colors }, null);
    if (options.length < slotBounds(slot).min) return "it has no legal targets (601.2c)";
  }
  return null;
}

/**
 * 310.11b: "exile it, then you may cast it transformed without paying its mana cost". Per the
 * Sieges' rulings: a card represented by a transforming double-faced card is cast with its back
 * face up (712.11a) — its own back face, even if it was only a copy of a Siege; a token or a card
 * that isn't one can't be cast and stays in exile (a token then ceases to exist, 704.5d).
 */
export function exileThenMayCastTransformed(ctx: Ctx, ids: readonly ObjectId[], r: Resolution): void {
  const { state } = ctx;
  for (const id of ids) {
    if (state.objects[id]?.zone !== "battlefield") continue;
    const name = derive(state).get(id)?.name ?? id;
    const exiled = moveObject(ctx, id, "exile");
    if (exiled === null || state.objects[exiled]?.zone !== "exile") continue;
    log(state, "exile", `${name} is exiled by its Siege ability`, "310.11b");
    if (!isTransformingDoubleFacedCard(state, exiled)) {
      const now = derive(state).get(exiled)?.name ?? name;
      const what = state.objects[exiled]?.token ? "a token" : `${now}, not a transforming double-faced card`;
      log(state, "exile", `${name} is exiled as ${what}: it can't be cast transformed and stays in exile`, "712.11a");
      continue;
    }
    const why = whyBackFaceCantBeCast(ctx, exiled, r.controller);
    if (why !== null) {
      log(state, "exile", `${name} can't be cast transformed: ${why}; it stays in exile`, "601.2");
      continue;
    }
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: r.controller,
      prompt: `${name}: cast it transformed without paying its mana cost?`,
      rule: "310.11b",
    });
    if (a.kind !== "yesNo" || !a.yes) {
      log(state, "exile", `${r.controller} doesn't cast it: ${name} stays in exile`, "310.11b");
      continue;
    }
    castSpell(ctx, {
      object: exiled,
      by: r.controller,
      face: 1,
      withoutPayingManaCost: true,
      duringResolution: true,
      permitted: true,
    });
  }
}
