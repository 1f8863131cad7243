import type { AbilityDef } from "../../../abilities/ability.js";

const AWAKEN = /^Awaken (\d+)—(\{[^ ]+\})(?:\s*\(.*\))?$/;

/**
 * 702.113a: "Awaken N—[cost]" is an alternative cost, and, paid, the spell's effect includes "put N
 * +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste.
 * It's still a land." That paragraph is compiled and kept on the keyword; when it is not understood
 * the keyword stays a text ability.
 */
export function compileAwaken(
  abilities: readonly AbilityDef[],
  compileParagraph: (paragraph: string) => AbilityDef | null,
): AbilityDef[] {
  return abilities.map((a) => {
    const m = a.kind === "text" ? AWAKEN.exec(a.text) : null;
    if (!m?.[1] || !m[2]) return a;
    const awakened = compileParagraph(
      `Put ${m[1]} +1/+1 counters on target land you control. It becomes a 0/0 Elemental creature with haste that's still a land.`,
    );
    if (awakened?.kind !== "spell") return a;
    return { kind: "keyword", text: a.text, keyword: "awaken", n: Number(m[1]), cost: m[2], awakened };
  });
}
