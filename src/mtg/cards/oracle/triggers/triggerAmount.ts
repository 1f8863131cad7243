import type { TriggerEvent } from "../../../abilities/trigger.js";

/**
 * "that much" / "that many" as one word (U+2011, a non-breaking hyphen), read by `parseAmount` as
 * the number the trigger event was about (603.2): never in printed text, so nothing else reads it.
 */
const THAT_MUCH = /\bthat (much|many)\b/g;
const WORDS = ["that\u2011much", "that\u2011many"];

/** The trigger events with a number: the damage dealt to a player, the life gained (119.10). */
const ABOUT_A_NUMBER: readonly TriggerEvent["on"][] = ["dealsCombatDamageToPlayer", "dealsDamageToPlayer", "gainLife"];

/** Whether a word is "that much" / "that many" of a trigger about a number. */
export function isTriggerAmountWord(word: string): boolean {
  return WORDS.includes(word);
}

/**
 * The instructions of a trigger about damage dealt to a player or life gained, with its "that much"
 * / "that many" marked as that number. Not when an instruction makes a number of its own first ("discards all the cards in
 * their hand, then draws that many cards", "… this way"): that number is the one meant.
 */
export function markTriggerAmount(trigger: TriggerEvent, sentences: readonly string[]): readonly string[] {
  const about = ABOUT_A_NUMBER.includes(trigger.on);
  if (!about || /all the cards|any number of|this way/.test(sentences.join(" "))) return sentences;
  return sentences.map((s) => s.replace(THAT_MUCH, (_, word: string) => `that\u2011${word}`));
}
