import type { StaticAbility } from "../../../abilities/ability.js";
import type { Amount } from "../../../abilities/amount.js";
import { Filters } from "../../../abilities/filter.js";
import { parseCharacteristicAmount } from "./characteristicAmounts.js";
import { SELF, splitSentences } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

const BOTH = new RegExp(`^${SELF}'s power and toughness are each equal to (.+)$`);
const ONE = new RegExp(`^${SELF}'s (power|toughness) is equal to (.+?)(?: and its toughness is equal to (.+))?$`);

/**
 * "~'s power and toughness are each equal to the number of creatures you control", "~'s power is
 * equal to …", "~'s toughness is equal to …", "~'s power is equal to … and its toughness is equal
 * to that number plus 1" — a characteristic-defining ability (604.3) setting the object's power
 * and/or toughness in layer 7a (613.4a), counted continuously; it functions in every zone. Null for
 * a count the engine can't compute.
 */
export function parsePowerToughnessEqualTo(paragraph: string, text: string): StaticAbility | null {
  let power: Amount | undefined;
  let toughness: Amount | undefined;
  for (const sentence of splitSentences(text) ?? []) {
    const both = BOTH.exec(sentence);
    const one = both ? null : ONE.exec(sentence);
    const amount = parseCharacteristicAmount(both?.[1] ?? one?.[2] ?? "");
    if (!amount) return null;
    const [sets, then] = both ? ["both", undefined] : [one?.[1], one?.[3]];
    if ((sets !== "toughness" && power !== undefined) || (sets !== "power" && toughness !== undefined)) return null;
    if (sets !== "toughness") power = amount;
    if (sets !== "power") toughness = amount;
    if (then === undefined) continue;
    if (sets !== "power") return null;
    // "and its toughness is equal to that number plus 1" (Lhurgoyf).
    const plus = /^that number plus (\S+)$/.exec(then);
    const n = plus?.[1] ? parseCount(plus[1]) : null;
    toughness = n !== null ? { of: "sum", terms: [amount, n] } : (parseCharacteristicAmount(then) ?? undefined);
    if (toughness === undefined) return null;
  }
  if (power === undefined && toughness === undefined) return null;
  return {
    kind: "static",
    text: paragraph,
    effects: [
      {
        affects: Filters.self,
        parts: [
          { op: "setPT", ...(power === undefined ? {} : { power }), ...(toughness === undefined ? {} : { toughness }) },
        ],
      },
    ],
    cda: true,
  };
}
