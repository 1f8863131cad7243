import type { AbilityDef, EntersReplacement } from "../../../abilities/ability.js";
import { SELF, splitSentences } from "../text/sentences.js";
import { parseIndefinite } from "../text/subjects.js";

/**
 * 614.12: "As ~ enters, choose a creature." — an object on the battlefield chosen as this permanent
 * enters, for the abilities printed with this one ("the chosen creature"). The noun must be one
 * word, the one "the chosen [noun]" repeats.
 */
export function parseAsEntersChooseObject(sentence: string): EntersReplacement | null {
  const m = new RegExp(`^As ${SELF} enters(?: the battlefield)?, choose an? (\\w+)$`).exec(sentence);
  const filter = m?.[1] ? parseIndefinite(`a ${m[1]}`) : null;
  return filter ? { effect: "asEntersChooseObject", filter } : null;
}

/**
 * 613.2a, 707.2: "Enchanted creature is a copy of the chosen creature." — a static copy effect on the
 * enchanted object, with the values of the object chosen as the Aura entered (rules/attachedCopyEffect.ts).
 */
export function parseEnchantedIsCopyOfChosen(paragraph: string, text: string): AbilityDef | null {
  const sentences = splitSentences(text);
  if (sentences?.length !== 1) return null;
  const m = /^Enchanted (\w+) is a copy of the chosen (\w+)$/.exec(sentences[0] ?? "");
  if (!m?.[1] || m[1] !== m[2] || !parseIndefinite(`a ${m[1]}`)) return null;
  return { kind: "static", text: paragraph, effects: [], attachedCopyOfChosen: true };
}
