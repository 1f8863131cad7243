import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { SELF } from "../text/sentences.js";
import { parseTargetPhrase } from "../text/subjects.js";

const SHAPE = new RegExp(`^${SELF} deals damage to (target .+?)'s controller equal to that spell's mana value$`);

/**
 * "~ deals damage to target spell's controller equal to that spell's mana value" (120.3, 202.3e:
 * a spell's X counts in its mana value): the spell is a target, the damage goes to its controller
 * as the instruction is carried out.
 */
export function compileSpellControllerDamage(s: string, ctx: EffectContext): Effect[] | null {
  const phrase = SHAPE.exec(s)?.[1];
  const t = phrase === undefined ? null : parseTargetPhrase(phrase);
  if (t?.spec.kind !== "spell" || ctx.targets.length > 0) return null;
  const index = ctx.targets.length;
  ctx.targets.push(t);
  ctx.pronoun = { ref: "target", index };
  return [
    {
      do: "dealDamageToPlayer",
      amount: { of: "valueOf", what: { ref: "target", index }, value: "manaValue" },
      who: { ref: "controllerOfTarget", index },
    },
  ];
}
