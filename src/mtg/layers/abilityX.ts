import type { GameObject } from "../model/object.js";
import type { AbilityInstance } from "./characteristics.js";

/**
 * The value of X in an ability of a permanent. 107.3m: its own abilities (printed, or a token's)
 * use the X of the spell it was. 107.3j: an ability it gained — through a copy effect or from
 * another effect — uses the X that ability defines, and none of ours define one: 0.
 */
export function xOfAbility(obj: GameObject | undefined, ability: AbilityInstance | undefined): number {
  const x = obj?.decisions?.x ?? 0;
  if (ability === undefined) return x;
  return ability.origin === "printed" || ability.origin === "token" ? x : 0;
}
