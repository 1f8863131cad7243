import type { AbilityDef, StaticAbility } from "../../../abilities/ability.js";
import type { ContinuousPart } from "../../../abilities/continuous.js";
import { Filters } from "../../../abilities/filter.js";
import { parsePT } from "../text/words.js";

/** One striation of a leveler card: its level symbol, its power/toughness box and its abilities (711.2). */
interface Striation {
  readonly atLeast: number;
  readonly atMost?: number;
  readonly lines: string[];
}

const LEVEL_SYMBOL = /^LEVEL (\d+)(?:-(\d+)|\+)$/;

/**
 * 711.2: a leveler card's text (702.87b): the paragraphs before its first level symbol are
 * ordinary abilities (711.4, its level up among them); each "LEVEL N1-N2" / "LEVEL N3+" line, the
 * power/toughness box after it and the abilities up to the next symbol are one static ability:
 * "As long as this creature has at least N1 level counters on it, but no more than N2, it has base
 * power and toughness [P/T] and has [abilities]." Returns null for text without level symbols.
 * `compile` compiles ordinary paragraphs (the Oracle compiler itself).
 */
export function compileLeveler(text: string, compile: (text: string) => AbilityDef[]): AbilityDef[] | null {
  const lines = text.split("\n");
  const first = lines.findIndex((l) => LEVEL_SYMBOL.test(l.trim()));
  if (first < 0) return null;
  const striations: Striation[] = [];
  for (const raw of lines.slice(first)) {
    const line = raw.trim();
    const m = LEVEL_SYMBOL.exec(line);
    if (m?.[1]) {
      const atLeast = Number(m[1]);
      striations.push({ atLeast, ...(m[2] ? { atMost: Number(m[2]) } : {}), lines: [line] });
    } else if (line !== "") striations.at(-1)?.lines.push(line);
  }
  const out = compile(lines.slice(0, first).join("\n"));
  for (const s of striations) out.push(levelAbility(s, compile));
  return out;
}

function levelAbility(s: Striation, compile: (text: string) => AbilityDef[]): AbilityDef {
  const text = s.lines.join("\n");
  const [, box, ...abilities] = s.lines;
  const pt = box ? parsePT(box) : null;
  if (!pt) return { kind: "text", text, reason: "711.2: a level symbol without its power/toughness box" };
  const granted = compile(abilities.join("\n"));
  const parts: ContinuousPart[] = [{ op: "setPT", power: pt.power, toughness: pt.toughness }];
  if (granted.length > 0) parts.push({ op: "addAbilities", abilities: granted });
  const ability: StaticAbility = {
    kind: "static",
    text,
    effects: [
      {
        affects: Filters.self,
        parts,
        condition: {
          is: "selfCounters",
          kind: "level",
          atLeast: s.atLeast,
          ...(s.atMost !== undefined ? { atMost: s.atMost } : {}),
        },
      },
    ],
  };
  return ability;
}
