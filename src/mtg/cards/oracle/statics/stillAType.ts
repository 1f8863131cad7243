import type { StaticAbility, StaticEffect } from "../../../abilities/ability.js";
import type { ContinuousPart } from "../../../abilities/continuous.js";
import { cardTypeWord } from "../text/subjects.js";

/**
 * 205.1b: "It's still a land." after a change of type ("… becomes a 2/2 Elf creature", "Enchanted
 * land is a 3/3 Ooze creature"): all the object's prior card types, supertypes and subtypes are
 * retained, so the new types are added rather than set. A change that already adds its types
 * ("becomes a 1/1 Blinkmoth artifact creature", 205.1b) keeps its prior creature types too. Null
 * when the parts change no card type.
 */
export function retainPriorTypes(parts: readonly ContinuousPart[]): ContinuousPart[] | null {
  const changesTypes = parts.some((p) => p.op === "setCardTypes" || p.op === "addTypes");
  if (!changesTypes) return null;
  const creatureTypes = parts.find((p) => p.op === "setCreatureTypes");
  if (creatureTypes?.op === "setCreatureTypes" && creatureTypes.subtypes === "chosen") return null;
  const subtypes: readonly string[] =
    creatureTypes?.op === "setCreatureTypes" && creatureTypes.subtypes !== "chosen" ? creatureTypes.subtypes : [];
  let merged = false;
  const out = parts.flatMap((p): ContinuousPart[] => {
    if (p.op === "setCreatureTypes") return [];
    if ((p.op !== "setCardTypes" && p.op !== "addTypes") || merged) return [p];
    merged = true;
    if (p.op === "addTypes") {
      const all = [...(p.subtypes ?? []), ...subtypes];
      return [{ ...p, ...(all.length > 0 ? { subtypes: all } : {}) }];
    }
    return [{ op: "addTypes", types: p.types, ...(subtypes.length > 0 ? { subtypes } : {}) }];
  });
  return out;
}

/**
 * A static ability of two sentences, "Enchanted land is a 3/3 black Ooze creature. It's still a
 * land." (205.1b): the first one's change of the object's type, keeping its prior types.
 */
export function compileStillATypeStatic(
  paragraph: string,
  sentences: readonly string[],
  compileStaticSentence: (sentence: string) => StaticEffect | null,
): StaticAbility | null {
  const [first, second] = sentences;
  if (sentences.length !== 2 || first === undefined || second === undefined) return null;
  const still = /^It's still an? ([a-z]+)$/.exec(second);
  if (!still?.[1] || !cardTypeWord(still[1], false)) return null;
  const effect = compileStaticSentence(first);
  if (!effect || (effect.affects.is !== "attachedBySource" && effect.affects.is !== "self")) return null;
  const parts = retainPriorTypes(effect.parts);
  return parts ? { kind: "static", text: paragraph, effects: [{ ...effect, parts }] } : null;
}
