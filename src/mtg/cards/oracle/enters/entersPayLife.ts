import type { ReplacementAbility } from "../../../abilities/ability.js";
import { SELF, splitSentences } from "../text/sentences.js";

const MAY_PAY = new RegExp(`^As ${SELF} enters(?: the battlefield)?, you may pay (\\d+) life$`);
const OR_TAPPED = new RegExp(`^If you don't, (?:it|${SELF}) enters(?: the battlefield)? tapped$`);

/** "As ~ enters, you may pay 2 life. If you don't, it enters tapped." (shock lands, 614.12). */
export function parseMayPayLifeOrTapped(paragraph: string, text: string): ReplacementAbility | null {
  const sentences = splitSentences(text);
  const [pay, tapped] = sentences ?? [];
  const m = pay === undefined ? null : MAY_PAY.exec(pay);
  if (sentences?.length !== 2 || !m?.[1] || tapped === undefined || !OR_TAPPED.test(tapped)) return null;
  return {
    kind: "replacement",
    text: paragraph,
    replacement: { effect: "mayPayLifeOrEntersTapped", life: Number(m[1]) },
  };
}
