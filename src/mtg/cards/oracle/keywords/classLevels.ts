import type { AbilityDef } from "../../../abilities/ability.js";

/** 716.2a: a class level bar, "[Cost]: Level N". */
const LEVEL_BAR = /^((?:\{[^}]+\})+): Level (\d+)$/;

/**
 * 716.2a: a Class card's text: the paragraphs before its first class level bar are ordinary
 * abilities (716.3); each "[Cost]: Level N" bar is "[Cost]: This Class's level becomes N. Activate
 * only if this Class is level N-1 and only as a sorcery", and each ability printed after it, up to
 * the next bar, is "As long as this Class is level N or greater, it has [ability]" — one static
 * ability per printed ability, so that one not understood stays text on its own. Returns null for
 * text without level bars. `compile` compiles ordinary paragraphs (the Oracle compiler itself).
 */
export function compileClassLevels(text: string, compile: (text: string) => AbilityDef[]): AbilityDef[] | null {
  const lines = text.split("\n");
  const first = lines.findIndex((l) => LEVEL_BAR.test(l.trim()));
  if (first < 0) return null;
  const out = compile(lines.slice(0, first).join("\n"));
  let level = 1;
  for (const raw of lines.slice(first)) {
    const line = raw.trim();
    if (line === "") continue;
    const bar = LEVEL_BAR.exec(line);
    if (bar?.[1] && bar[2]) {
      level = Number(bar[2]);
      out.push(levelBar(line, bar[1], level));
      continue;
    }
    for (const ability of compile(line)) out.push(atLevel(ability, level));
  }
  return out;
}

function levelBar(text: string, cost: string, level: number): AbilityDef {
  return {
    kind: "activated",
    text,
    cost: { mana: cost },
    effects: [{ do: "setClassLevel", level }],
    onlyIf: { is: "selfMatches", filter: { is: "classLevel", equals: level - 1 } },
    sorcerySpeed: true,
  };
}

/** "As long as this Class is level N or greater, it has [ability]"; text stays text (not executed). */
function atLevel(ability: AbilityDef, level: number): AbilityDef {
  if (ability.kind === "text") return ability;
  return {
    kind: "static",
    text: ability.text,
    effects: [
      {
        affects: { is: "self" },
        parts: [{ op: "addAbilities", abilities: [ability] }],
        condition: { is: "selfMatches", filter: { is: "classLevel", atLeast: level } },
      },
    ],
  };
}
