import type { StaticAbility } from "../../abilities/ability.js";
import type { Amount } from "../../abilities/amount.js";
import { Filters } from "../../abilities/filter.js";
import { parseForEach } from "./createTokenCount.js";
import { SELF } from "./sentences.js";

/**
 * "~ gets +1/+1 for each artifact you control." — a static ability raising the object's power
 * and/or toughness in layer 7c (613.4c) by a count taken continuously. Only +1 and +0 per thing
 * counted are read (the typed amounts have no multiplier); anything else stays text.
 */
export function parseSelfGetsForEach(paragraph: string, text: string): StaticAbility | null {
  const m = new RegExp(`^${SELF} gets \\+([01])/\\+([01]) for each (.+?)\\.?$`).exec(text);
  if (!m?.[1] || !m[2] || !m[3] || (m[1] === "0" && m[2] === "0")) return null;
  const count = parseForEach(m[3]);
  if (!count) return null;
  const per = (n: string): Amount => (n === "1" ? count : 0);
  return {
    kind: "static",
    text: paragraph,
    effects: [{ affects: Filters.self, parts: [{ op: "modifyPT", power: per(m[1]), toughness: per(m[2]) }] }],
  };
}
