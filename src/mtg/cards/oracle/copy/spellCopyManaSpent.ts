import type { Effect } from "../../../abilities/effect.js";
import { compileAboutTriggerSpell } from "./copySpellNextCast.js";
import { parseSpellPhrase } from "../text/subjects.js";

const ADDS_MANA: readonly Effect["do"][] = ["addMana", "addManaAnyColor", "addManaOfOneOf"];

/**
 * 603.7: "[Add {R}.] When that mana is spent to cast a red instant or sorcery spell, copy that
 * spell …" (Pyromancer's Goggles): the mana just added carries a delayed triggered ability; "that
 * spell" is the spell it is spent on. Returns every instruction so far (the last amended), or null.
 */
export function amendManaSpentTrigger(s: string, before: readonly Effect[]): Effect[] | null {
  const m = /^When that mana is spent to cast (an? .+? spell), (.+)$/.exec(s);
  const mana = before.at(-1);
  if (!m?.[1] || !m[2] || !mana || !ADDS_MANA.includes(mana.do)) return null;
  const filter = parseSpellPhrase(m[1]);
  if (!filter) return null;
  const effects = compileAboutTriggerSpell(m[2]);
  if (!effects) return null;
  return [...before.slice(0, -1), { do: "addManaWhenSpent", mana, filter, effects }];
}
