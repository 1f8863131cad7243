import type { StaticAbility } from "../../abilities/ability.js";
import { Filters } from "../../abilities/filter.js";
import { parseNumberOf } from "./createTokenCount.js";
import { SELF } from "./sentences.js";

/**
 * "~'s power and toughness are each equal to the number of creatures you control." — a
 * characteristic-defining ability (604.3) setting the object's power and toughness in layer 7a
 * (613.4a), counted continuously; it functions in every zone. Null for a count the engine can't
 * compute.
 */
export function parsePowerToughnessEqualTo(paragraph: string, text: string): StaticAbility | null {
  const m = new RegExp(`^${SELF}'s power and toughness are each equal to (.+?)\\.?$`).exec(text);
  const amount = m?.[1] ? parseNumberOf(m[1]) : null;
  if (!amount) return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [{ affects: Filters.self, parts: [{ op: "setPT", power: amount, toughness: amount }] }],
    cda: true,
  };
}
