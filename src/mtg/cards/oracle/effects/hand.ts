import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { lowerFirst } from "../text/sentences.js";
import { parseCardQuality } from "./librarySearch.js";

/**
 * 701.20a, 701.9a: "Target opponent reveals their hand. You choose a nonland card from it. That
 * player discards that card." — three sentences read as one instruction. Returns the effects and
 * how many sentences they take, or null.
 */
export function compileRevealHandDiscard(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const [reveal, choose, discard] = sentences;
  const r = /^(.+) reveals (?:their|his or her) hand$/.exec(lowerFirst(reveal ?? ""));
  const c = /^you choose an? (?:(.+?) )?card from it( with .+)?$/.exec(lowerFirst(choose ?? ""));
  if (!r?.[1] || !c || lowerFirst(discard ?? "") !== "that player discards that card") return null;
  // "That player" is one player: a target.
  const who = player(r[1], ctx);
  if (!who?.slot || who.who.ref !== "targetPlayer") return null;
  const filter = parseCardQuality(`${c[1] ?? ""}${c[2] ?? ""}`.trim());
  if (!filter) return null;
  ctx.targets.push(who.slot);
  return { effects: [{ do: "revealHandDiscardChosen", who: who.who, filter }], count: 3 };
}
