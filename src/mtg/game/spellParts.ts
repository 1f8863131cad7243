import type { Mode, SpellAbility } from "../abilities/ability.js";
import { Filters } from "../abilities/filter.js";
import type { TargetSlot } from "../abilities/target.js";
import type { Characteristics } from "../layers/characteristics.js";

/**
 * The spell ability of an instant or sorcery (113.3a): its spell paragraphs read as one set of
 * instructions, in order (an additional-cost paragraph contributes its cost, 601.2b).
 */
export function spellAbilityOf(c: Characteristics | undefined): SpellAbility | undefined {
  const parts = (c?.abilities ?? []).flatMap((a) => (a.def.kind === "spell" ? [a.def] : []));
  const [first, ...rest] = parts;
  if (!first) return undefined;
  if (rest.length === 0) return first;
  const modal = parts.find((p) => p.modes && p.modes.length > 0);
  const costPart = parts.find((p) => p.additionalCost);
  const cost = costPart?.additionalCost;
  return {
    kind: "spell",
    text: parts.map((p) => p.text).join("\n"),
    targets: parts.flatMap((p) => p.targets ?? []),
    effects: parts.flatMap((p) => p.effects),
    ...(modal?.modes ? { modes: modal.modes } : {}),
    ...(modal?.modeCount ? { modeCount: modal.modeCount } : {}),
    ...(cost ? { additionalCost: cost } : {}),
    ...(costPart?.whenCostPaid ? { whenCostPaid: costPart.whenCostPaid } : {}),
  };
}

/**
 * A spell's paragraphs in order, each with the targets it chose (608.2c): every paragraph is
 * compiled reading its own targets from the first, so at resolution each reads its own share of
 * the spell's targets, in order — as modes do (700.2d). Seeds of Strength: three paragraphs, three
 * targets. Empty for a spell of one paragraph or a modal spell.
 */
export function spellParagraphs(c: Characteristics | undefined): readonly Mode[] {
  const parts = (c?.abilities ?? []).flatMap((a) => (a.def.kind === "spell" ? [a.def] : []));
  if (parts.length < 2 || parts.some((p) => p.modes && p.modes.length > 0)) return [];
  return parts.map((p) => ({ text: p.text, ...(p.targets ? { targets: p.targets } : {}), effects: p.effects }));
}

/** 303.4a, 702.5c: an Aura spell targets what its enchant abilities allow — all of them, when it has several. */
export function auraTargetSlot(c: Characteristics | undefined): TargetSlot | undefined {
  if (!c?.subtypes.includes("Aura")) return undefined;
  // 702.5a: "Enchant player" / "Enchant opponent": the Aura spell targets a player.
  const players = c.abilities.find((a) => a.def.kind === "keyword" && a.def.keyword === "enchant" && a.def.players);
  if (players?.def.kind === "keyword" && players.def.players)
    return { spec: { kind: "player", who: players.def.players } };
  const filters = c.abilities.flatMap((a) =>
    a.def.kind === "keyword" && a.def.keyword === "enchant" && a.def.filter ? [a.def.filter] : [],
  );
  const [first, ...rest] = filters;
  if (!first) return undefined;
  return { spec: { kind: "permanent", filter: rest.length === 0 ? first : Filters.and(first, ...rest) } };
}

/** The target slots of a spell given its chosen modes (700.2, 601.2c). */
export function spellTargetSlots(c: Characteristics | undefined, modes: readonly number[]): TargetSlot[] {
  const aura = auraTargetSlot(c);
  if (aura) return [aura];
  const sa = spellAbilityOf(c);
  if (!sa) return [];
  if (sa.modes && sa.modes.length > 0) return modes.flatMap((m) => sa.modes?.[m]?.targets ?? []);
  return [...(sa.targets ?? [])];
}

export function isPermanentSpell(c: Characteristics | undefined): boolean {
  return !!c && !c.types.includes("Instant") && !c.types.includes("Sorcery");
}
