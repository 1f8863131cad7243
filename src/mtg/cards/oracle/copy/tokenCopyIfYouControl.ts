import type { Condition } from "../../../abilities/condition.js";
import type { Effect } from "../../../abilities/effect.js";
import { parseUnless } from "../enters/entersTappedUnless.js";

/**
 * 603.4: an intervening "if" about what the controller has — "if you control a blue permanent"
 * (Mirror-Sigil Sergeant), "if you control two or more Wizards", "if you have two or more
 * opponents": checked as the ability triggers and again as it resolves, from its controller's
 * point of view ("other" is other than the source, which is on the battlefield then).
 */
export function parseYouControlCondition(clause: string): Condition | null {
  return /^you (control|have) /.test(clause) ? parseUnless(clause) : null;
}

/** Whether an instruction adds mana (605.1a: the ability is then a mana ability). */
export function addsMana(effects: readonly Effect[]): boolean {
  return effects.some((e) => e.do === "addMana" || e.do === "addManaAnyColor" || e.do === "addManaOfOneOf");
}
