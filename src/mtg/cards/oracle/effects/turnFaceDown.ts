import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention } from "../text/mentions.js";

/**
 * 708.2a-b: "Turn ~ face down", "turn it face down", "turn target creature face down": one
 * permanent becomes a 2/2 face-down creature with no text, no name, no subtypes and no mana cost
 * (a face-down one is left alone). Groups are left to other templates.
 */
export function compileTurnFaceDown(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^turn (.+) face down$/.exec(s);
  const what = m?.[1] ? mention(m[1], ctx) : null;
  if (!what || what.plural || what.ref.ref === "each") return null;
  return [{ do: "turnFaceDown", what: commit(ctx, what) }];
}
