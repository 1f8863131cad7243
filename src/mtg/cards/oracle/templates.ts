import type { AbilityDef } from "../../abilities/ability.js";

/**
 * Known Oracle templates compiled to typed abilities. `selfName` (and "this creature", "this
 * permanent") refer to the object itself.
 */
export function compileTemplate(_paragraph: string, _selfName: string): AbilityDef | null {
  return null;
}
