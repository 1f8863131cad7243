import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseTokenSpec } from "../effects/createTokenSpec.js";

/**
 * "Create a black Zombie creature token with power equal to that card's power and toughness equal
 * to that card's toughness" after a token copy of a target card (Soul Separator): the token's power
 * and toughness are set as it is created, from the card now in exile (608.2h; the ruling: "They
 * won't update"). "that card" is the instruction's one target card, whatever "it" names since.
 */
export function compileTokenPowerOfCard(s: string, ctx: EffectContext): Effect[] | null {
  const m =
    /^create an? (.+) creature token with power equal to that card's power and toughness equal to that card's toughness$/.exec(
      s,
    );
  if (!m?.[1]) return null;
  const cards = ctx.targets.flatMap((t, index) => (t.spec.kind === "card" ? [index] : []));
  const [index] = cards;
  if (cards.length !== 1 || index === undefined) return null;
  // The characteristics but the numbers (111.3), which the effect sets.
  const token = parseTokenSpec({ description: `0/0 ${m[1]} creature`, with: null, named: null });
  if (!token) return null;
  const value = (v: "power" | "toughness"): Amount => ({ of: "valueOf", what: { ref: "target", index }, value: v });
  ctx.pronoun = { ref: "created" };
  return [{ do: "createToken", token, count: 1, pt: { power: value("power"), toughness: value("toughness") } }];
}
