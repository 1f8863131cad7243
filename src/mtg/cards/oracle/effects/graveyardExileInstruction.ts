import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { parseExileFromGraveyardCost } from "./linkedExile.js";

/**
 * "exile a creature card from your graveyard" as an instruction (608.2d: chosen as it resolves, no
 * target); then "that card" is the card in exile (400.7): God-Pharaoh's Gift's "you may exile a
 * creature card from your graveyard. If you do, create a token that's a copy of that card".
 */
export function compileExileFromYourGraveyard(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^exile (an? .+ card from your graveyard)$/.exec(s);
  // "with mana value X" is a cost's X (107.3a), not this instruction's.
  if (!m?.[1] || m[1].includes(" X ")) return null;
  const filter = parseExileFromGraveyardCost(`Exile ${m[1]}`);
  if (!filter) return null;
  ctx.pronoun = { ref: "exiledThisWay" };
  return [{ do: "exileFromGraveyard", filter }];
}
