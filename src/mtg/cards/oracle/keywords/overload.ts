import type { AbilityDef, SpellAbility } from "../../../abilities/ability.js";

/** 702.96a: "change its text by replacing all instances of the word 'target' with the word 'each.'" */
export function overloadedText(text: string): string {
  return text.replace(/\btarget\b/g, "each").replace(/\bTarget\b/g, "Each");
}

/**
 * 702.96a, 612: a card with "Overload [cost]" keeps, on its keyword, the spell it becomes with its
 * text changed ("target" → "each"): each spell paragraph compiled again from the changed text,
 * with no targets left (702.96b). When a changed paragraph is not understood, or still targets,
 * the keyword stays a text ability: casting it overloaded would not be executed.
 */
export function compileOverload(
  abilities: readonly AbilityDef[],
  compileParagraph: (paragraph: string) => AbilityDef | null,
): AbilityDef[] {
  const spells = abilities.filter((a): a is SpellAbility => a.kind === "spell");
  return abilities.map((a) => {
    if (a.kind !== "keyword" || a.keyword !== "overload") return a;
    const overloaded = spells.map((s) => compileParagraph(overloadedText(s.text)));
    const understood = overloaded.filter((o): o is SpellAbility => o?.kind === "spell" && !o.targets?.length);
    if (spells.length === 0 || understood.length !== spells.length)
      return {
        kind: "text",
        text: a.text,
        reason: "overload: the spell with “each” for “target” is not understood yet",
      };
    return { ...a, overloaded: understood };
  });
}
