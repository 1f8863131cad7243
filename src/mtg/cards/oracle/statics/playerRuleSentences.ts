import type { RuleEffect } from "../../../abilities/ruleEffect.js";
import { SELF } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

/**
 * Static abilities that change a rule of the game for players or for the source's untapping (101.2):
 * "You may choose not to untap ~ during your untap step" (502.3), "Skip your draw step" (614.10),
 * "You may play an additional land on each of your turns" (305.2), "Players can't gain life"
 * (119.7), "You don't lose the game for having 0 or less life" (704.5a). Null for any other sentence.
 */
export function compilePlayerRuleSentence(sentence: string): RuleEffect | null {
  if (sentence === `You may choose not to untap ${SELF} during your untap step`) return { rule: "mayChooseNotToUntap" };
  if (sentence === "Skip your draw step") return { rule: "skipDrawStep" };
  if (sentence === "You don't lose the game for having 0 or less life") return { rule: "noLossForZeroLife" };
  const gain = CANT_GAIN_LIFE[sentence];
  if (gain) return { rule: "cantGainLife", who: gain };
  const land =
    /^(You|Each player) may play (an additional land|two additional lands|three additional lands) on each of (your|their) turns$/.exec(
      sentence,
    );
  if (land?.[1] && land[2]) {
    const each = land[1] === "Each player";
    if (each !== (land[3] === "their")) return null;
    const count = parseCount(land[2].split(" ")[0] ?? "");
    if (count === null) return null;
    return { rule: "additionalLandPlays", count, who: each ? "each" : "you" };
  }
  return null;
}

const CANT_GAIN_LIFE: Readonly<Record<string, "you" | "opponents" | "each">> = {
  "Players can't gain life": "each",
  "Your opponents can't gain life": "opponents",
  "You can't gain life": "you",
};
