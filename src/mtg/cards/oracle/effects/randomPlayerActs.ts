import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { compileEffectSentence } from "../effects.js";

const RANDOM: Readonly<Record<string, PlayerRef>> = {
  "a player": { ref: "randomPlayer" },
  "an opponent": { ref: "randomOpponent" },
};

/**
 * "Choose a player at random. That player exiles an instant or sorcery card from their graveyard."
 * (Wildfire Devils): the game's seeded generator chooses once, and that player carries out the next
 * instruction, making its choices ("their" is "your" as they act). Only when no later sentence
 * names "that player" again (the choice is not kept past this instruction).
 */
export function compileRandomPlayerActs(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const chosen = /^[Cc]hoose (a player|an opponent) at random$/.exec(sentences[0] ?? "");
  const acts = /^That player (\S+) (.+)$/.exec(sentences[1] ?? "");
  const who = chosen?.[1] ? RANDOM[chosen[1]] : undefined;
  if (!who || !acts?.[1] || !acts[2] || sentences.slice(2).some((s) => /\bthat player\b/i.test(s))) return null;
  const verb = asYou(acts[1]);
  if (!verb || /\b(you|your)\b/.test(acts[2])) return null;
  const asThem = `${verb} ${acts[2].replace(/\btheir\b/g, "your").replace(/\bthey\b/g, "you")}`;
  const effects = compileEffectSentence(asThem, ctx);
  return effects ? { effects: [{ do: "byPlayer", who, effects }], count: 2 } : null;
}

/** "exiles" → "exile", "searches" → "search": the verb as the player says it of themselves. */
function asYou(verb: string): string | null {
  if (/(ch|sh|ss|x)es$/.test(verb)) return verb.slice(0, -2);
  return /[^s]s$/.test(verb) ? verb.slice(0, -1) : null;
}
