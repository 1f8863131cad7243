import type { Amount } from "./amount.js";
import type { Condition } from "./condition.js";

/**
 * 601.2f, 118.7: an effect that raises ("costs {1} more") or lowers ("costs {1} less") the total
 * cost to cast a spell. `mana` is one change ("{1}", "{U}", "{2}{U}"); `times` how many times it
 * applies ("for each artifact you control", "{X} less, where X is …"); `condition` whether it
 * applies at all ("if you control a Wizard"), both read as the total cost is determined.
 */
export interface CostChange {
  readonly change: "less" | "more";
  readonly mana: string;
  readonly times?: Amount;
  readonly condition?: Condition;
}
