import type { Effect } from "../../../abilities/effect.js";
import type { PlayerRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { parseSpellPhrase } from "../text/subjects.js";
import { parseChange, parseSpells } from "./costReduction.js";

const NEXT_SPELL =
  /^the next (.+ )?spell you cast this turn costs ((?:\{[^}]+\})+) less to cast(.*?)(?: as you cast it)?$/;
const UNTIL_NEXT_TURN =
  /^until your next turn, (.+ spells) (that player|you) casts? cost ((?:\{[^}]+\})+) (less|more) to cast(.*)$/;

/**
 * 601.2f, 611.2a: instructions that change what a player's spells cost: "The next [kind] spell you
 * cast this turn costs {1} less to cast [for each artifact you control as you cast it]" (the count
 * is read as that spell's total cost is determined), "Until your next turn, [kind] spells that
 * player casts cost {2} less to cast". An {X} fixed "as this ability resolves" stays text.
 */
export function compileSpellCostInstruction(s: string, ctx: EffectContext): Effect[] | null {
  const next = NEXT_SPELL.exec(s);
  if (next?.[2]) {
    const spells = next[1] ? parseSpellPhrase(`${/^[aeiou]/i.test(next[1]) ? "an" : "a"} ${next[1]}spell`) : null;
    const cost = parseChange("less", next[2], next[3] ?? "");
    if ((next[1] && !spells) || !cost || cost.mana !== next[2]) return null;
    return [
      { do: "changeSpellCosts", who: { ref: "you" }, cost, ...(spells ? { spells } : {}), until: "nextSpellThisTurn" },
    ];
  }
  const until = UNTIL_NEXT_TURN.exec(s);
  if (!until?.[1] || !until[3] || !until[4]) return null;
  const spells = parseSpells(until[1]);
  const cost = parseChange(until[4] === "less" ? "less" : "more", until[3], until[5] ?? "");
  const who: PlayerRef | null = until[2] === "you" ? { ref: "you" } : lastTargetPlayer(ctx);
  if (!spells || !cost || !who) return null;
  return [{ do: "changeSpellCosts", who, cost, spells, until: "yourNextTurn" }];
}

/** "that player": the player named by the instruction's last target player (608.2c). */
function lastTargetPlayer(ctx: EffectContext): PlayerRef | null {
  const index = ctx.targets.findLastIndex((t) => t.spec.kind === "player");
  return index < 0 ? null : { ref: "targetPlayer", index };
}
