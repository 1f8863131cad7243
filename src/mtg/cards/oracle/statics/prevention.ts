import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { commit, mention, player } from "../text/mentions.js";
import { parseAmount } from "../text/words.js";

type Prevent = Extract<Effect, { do: "preventDamage" }>;

/**
 * 615.1a, 615.7: the prevention instructions of a resolving spell or ability —
 * "prevent the next N damage that would be dealt to any target this turn",
 * "prevent all [combat] damage that would be dealt [to …] this turn",
 * "prevent all [combat] damage [target creature] would deal this turn",
 * "prevent all [combat] damage that would be dealt [to and] by … this turn".
 * Recipients and sources are one object or player named by the instruction; groups of objects are
 * left unexecuted (their shields are per object, 615.11, or watch objects that enter later).
 */
export function compilePrevention(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^prevent (the next (\S+)|all)( combat)? damage (.+) this turn$/.exec(s);
  if (!m?.[1] || !m[4]) return null;
  let amount: Amount | "all" = "all";
  if (m[2] !== undefined) {
    const n = parseAmount(m[2]);
    if (n === null) return null;
    amount = n;
  }
  const base: Prevent = { do: "preventDamage", amount, ...(m[3] ? { combatOnly: true } : {}) };
  const rest = m[4];
  if (rest === "that would be dealt") return [base];
  const to = /^that would be dealt to (.+)$/.exec(rest)?.[1];
  const by = /^that would be dealt by (.+)$/.exec(rest)?.[1] ?? /^(.+) would deal$/.exec(rest)?.[1];
  const both = /^that would be dealt to and dealt by (.+)$/.exec(rest)?.[1];
  if (both !== undefined) {
    if (amount !== "all") return null;
    const what = mention(both, ctx);
    if (!what || what.plural) return null;
    const ref = commit(ctx, what);
    return [
      { ...base, to: { object: ref } },
      { ...base, by: ref },
    ];
  }
  if (by !== undefined) {
    if (amount !== "all") return null;
    const what = mention(by, ctx);
    if (!what || what.plural) return null;
    return [{ ...base, by: commit(ctx, what) }];
  }
  if (to === undefined) return null;
  const recipient = recipientOf(to, ctx);
  return recipient ? [{ ...base, to: recipient }] : null;
}

/** "any target", a player ("you", "target player", "players"), or one object ("~", "target creature"). */
function recipientOf(phrase: string, ctx: EffectContext): Prevent["to"] | null {
  if (phrase === "any target") {
    if (ctx.targets.length > 0) return null; // the handler reads the first target
    ctx.targets.push({ spec: { kind: "any" } });
    ctx.pronoun = null;
    return "targetAny";
  }
  if (phrase === "players") return { player: { ref: "eachPlayer" } };
  const who = player(phrase, ctx);
  if (who) {
    if (who.slot) ctx.targets.push(who.slot);
    return { player: who.who };
  }
  const what = mention(phrase, ctx);
  if (!what || what.plural || what.ref.ref === "each") return null;
  return { object: commit(ctx, what) };
}
