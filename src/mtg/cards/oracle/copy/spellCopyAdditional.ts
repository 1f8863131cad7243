import type { ReplacementAbility } from "../../../abilities/ability.js";

const TEXT =
  /^If you would copy a spell one or more times, instead copy it that many times plus an additional time\. You may choose new targets for the additional copy\.$/;

/**
 * 614.1a: "If you would copy a spell one or more times, instead copy it that many times plus an
 * additional time. You may choose new targets for the additional copy." (Twinning Staff).
 */
export function parseCopyAdditionalTime(paragraph: string, text: string): ReplacementAbility | null {
  return TEXT.test(text)
    ? { kind: "replacement", text: paragraph, replacement: { effect: "copySpellAdditionalTime" } }
    : null;
}
