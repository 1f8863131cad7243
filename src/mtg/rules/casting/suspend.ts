import type { KeywordAbility } from "../../abilities/ability.js";
import { derive } from "../../layers/derive.js";
import type { ObjectId } from "../../model/object.js";
import type { Ctx } from "../../game/ctx.js";
import { changed, log, newEffectTimestamp } from "../../game/draft.js";
import { recordEffect } from "../../game/recordEffect.js";
import type { CastingKeyword } from "./keyword.js";
import { writable } from "../../model/writableObject.js";

const HASTE: KeywordAbility = { kind: "keyword", text: "Haste", keyword: "haste" };

/**
 * 702.62a, suspend's last ability: "If you cast a creature spell this way, it gains haste until
 * you lose control of the spell or the permanent it becomes." Called as the spell is cast: the
 * effect begins now (its timestamp, 613.7b); the spell keeps who must keep control of it.
 */
export function hasteForSuspendedCreature(ctx: Ctx, spellId: ObjectId): void {
  const { state } = ctx;
  const spell = state.objects[spellId];
  if (!spell?.decisions || !derive(state).get(spellId)?.types.includes("Creature")) return;
  const decisions = writable(state, spell).decisions;
  if (decisions) decisions.hasteUntilControlLost = { by: spell.controller, timestamp: newEffectTimestamp(state) };
  changed(state, spellId);
}

/** 702.62a: the haste follows the spell onto the battlefield if its caster still controls it. */
export const suspend: CastingKeyword = {
  name: "suspend",
  becomesPermanent: (ctx, spell, permanentId) => {
    const haste = spell.decisions?.hasteUntilControlLost;
    if (!haste || haste.by !== spell.controller) return;
    const name = derive(ctx.state).get(permanentId)?.name ?? null;
    recordEffect(ctx.state, {
      sourceId: permanentId,
      sourceName: name,
      controller: haste.by,
      timestamp: haste.timestamp,
      // 611.2b: it lasts while that player controls the permanent.
      duration: "whileYouControlSource",
      affected: [permanentId],
      parts: [{ op: "addAbilities", abilities: [HASTE] }],
      rule: "702.62a",
      text: "cast with suspend: it has haste until you lose control of it",
    });
    changed(ctx.state, permanentId);
    log(ctx.state, "effect", `${name ?? permanentId} has haste (cast with suspend)`, "702.62a", [permanentId]);
  },
};
