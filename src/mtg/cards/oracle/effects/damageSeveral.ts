import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import { Filters } from "../../../abilities/filter.js";
import type { EffectContext } from "../effects.js";
import { commit } from "../text/mentions.js";
import { parseAmount, parseCount } from "../text/words.js";
import { parseSeveralTargets } from "./severalTargets.js";

/**
 * 120.3, 115.1: one source's damage to several recipients in one event:
 * - "N damage to each of [up to] M targets" (Chandra, the Firebrand): one slot of any targets,
 *   each dealt N; "each of [up to] M target creatures" (Dual Shot): "those creatures" afterwards;
 * - "N damage to target player or planeswalker and [M damage to] up to one target creature /
 *   each creature that player or that planeswalker's controller controls" (Chandra, Pyromaster;
 *   Flame Wave): the creature is that player's, or the planeswalker's controller's (Searing Blaze's ruling).
 */
export function compileDamageToSeveral(phrase: string, amount: Amount, ctx: EffectContext): Effect[] | null {
  if (ctx.targets.length > 0) return null;
  return eachOfTargets(phrase, amount, ctx) ?? playerAndTheirCreature(phrase, amount, ctx);
}

function eachOfTargets(phrase: string, amount: Amount, ctx: EffectContext): Effect[] | null {
  const m = /^each of (up to )?(\S+) (targets|target .+)$/.exec(phrase);
  if (!m?.[2] || !m[3]) return null;
  if (m[3] !== "targets") {
    const several = parseSeveralTargets(`${m[1] ?? ""}${m[2]} ${m[3]}`, ctx);
    return several ? [{ do: "dealDamage", amount, to: commit(ctx, several) }] : null;
  }
  const n = m[2] === "X" ? "X" : parseCount(m[2]);
  if (n === null || (n !== "X" && n < 2)) return null;
  const min = m[1] ? { min: 0 } : {};
  ctx.targets.push(
    n === "X" ? { spec: { kind: "any" }, countX: true, ...min } : { spec: { kind: "any" }, min: n, max: n, ...min },
  );
  ctx.pronoun = null;
  return [{ do: "dealDamage", amount, to: "eachTarget" }];
}

const THEIR_CREATURE =
  /^target (player|opponent) or planeswalker and (?:(\S+) damage to )?(up to one target creature|target creature|each creature) that player or that planeswalker's controller controls$/;

function playerAndTheirCreature(phrase: string, amount: Amount, ctx: EffectContext): Effect[] | null {
  const m = THEIR_CREATURE.exec(phrase);
  if (!m?.[1] || !m[3]) return null;
  const second = m[2] === undefined ? amount : parseAmount(m[2]);
  if (second === null) return null;
  ctx.targets.push({ spec: { kind: "playerOrPlaneswalker", who: m[1] === "opponent" ? "opponent" : "any" } });
  if (m[3] === "each creature") {
    ctx.pronoun = null;
    const controlledBy = { ref: "targetPlayerOrController", index: 0 } as const;
    return [
      {
        do: "dealDamage",
        amount,
        to: "targetAny",
        also: { amount: second, to: { ref: "each", filter: Filters.creature, controlledBy } },
      },
    ];
  }
  ctx.targets.push({
    spec: { kind: "permanent", filter: Filters.creature },
    ...(m[3].startsWith("up to") ? { min: 0, max: 1 } : {}),
    controlledByChosenFor: 0,
  });
  ctx.pronoun = { ref: "target", index: 1 };
  return [{ do: "dealDamage", amount, to: "targetAny", also: { amount: second, to: { ref: "target", index: 1 } } }];
}
