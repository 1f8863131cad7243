import type { KeywordAbility } from "../abilities/ability.js";
import type { Keyword } from "../abilities/keyword.js";
import type { Derived } from "../layers/derive.js";
import { matchesFilter } from "../layers/evaluate.js";
import { hasKeyword } from "../layers/keywords.js";
import type { ObjectId } from "../model/object.js";

function keywordsOf(d: Derived, id: ObjectId): KeywordAbility[] {
  return (d.get(id)?.abilities ?? []).flatMap((a) => (a.def.kind === "keyword" ? [a.def] : []));
}

function has(d: Derived, id: ObjectId, k: Keyword): boolean {
  return hasKeyword(d.get(id), k);
}

/**
 * The evasion keywords' restrictions on blocking (509.1b): fear, intimidate, shadow, horsemanship,
 * skulk and landwalk on the attacker; shadow on the blocker. Returns the reason and the rule, or null.
 */
export function evasionForbids(
  d: Derived,
  attacker: ObjectId,
  blocker: ObjectId,
): { readonly reason: string; readonly rule: string } | null {
  const a = d.get(attacker);
  const b = d.get(blocker);
  if (!a || !b) return null;
  const artifactBlocker = b.types.includes("Artifact");
  if (has(d, attacker, "fear") && !artifactBlocker && !b.colors.includes("B"))
    return { reason: "it has fear", rule: "702.36b" };
  if (has(d, attacker, "intimidate") && !artifactBlocker && !b.colors.some((c) => a.colors.includes(c)))
    return { reason: "it has intimidate", rule: "702.13b" };
  if (has(d, attacker, "shadow") && !has(d, blocker, "shadow"))
    return { reason: "it has shadow and the blocker hasn't", rule: "702.28b" };
  if (has(d, blocker, "shadow") && !has(d, attacker, "shadow"))
    return { reason: "a creature with shadow can block only creatures with shadow", rule: "702.28b" };
  if (has(d, attacker, "horsemanship") && !has(d, blocker, "horsemanship"))
    return { reason: "it has horsemanship", rule: "702.31b" };
  // 702.118b: the powers as blockers are declared (a negative power too: the rulings).
  if (has(d, attacker, "skulk") && b.power !== null && a.power !== null && b.power > a.power)
    return { reason: "it has skulk and the blocker has greater power", rule: "702.118b" };
  // 702.14c: the defending player (the blocker's controller, 509.1a) controls a land of that type.
  const p = { sourceId: attacker, controller: a.controller, abilityKey: null };
  if (!has(d, attacker, "landwalk")) return null;
  for (const walk of keywordsOf(d, attacker)) {
    if (walk.keyword !== "landwalk" || !walk.filter) continue;
    const filter = walk.filter;
    const land = d.battlefield.find(
      (id) =>
        d.get(id)?.controller === b.controller &&
        d.get(id)?.types.includes("Land") &&
        matchesFilter(d.view, id, filter, p),
    );
    if (land !== undefined) return { reason: `it has ${walk.text.toLowerCase()}`, rule: "702.14c" };
  }
  return null;
}
