import type { Amount } from "../../../abilities/amount.js";
import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import type { EffectContext } from "../effects.js";
import { commit, mention, player } from "../text/mentions.js";
import { SELF } from "../text/sentences.js";
import { parseAmount } from "../text/words.js";

/**
 * 120.3: damage dealt by another object than the ability's source: "target creature you control
 * deals X damage to target creature you don't control", "target creature deals X damage to
 * itself", "it deals X damage to its controller" (the number read by `equalToAmounts.ts`). The
 * creature deals it only while it is on the battlefield (a legal target).
 */
export function compileCreatureDamage(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(.+?) deals (\S+) damage to (.+)$/.exec(s);
  if (!m?.[1] || !m[2] || !m[3] || m[1] === SELF) return null;
  const amount = parseAmount(m[2]);
  const dealer = mention(m[1], ctx);
  // The source itself is the usual template's ("it" of the source); a group deals damage apart.
  if (amount === null || !dealer || dealer.plural || dealer.ref.ref === "each" || dealer.ref.ref === "self")
    return null;
  const before = { targets: ctx.targets.length, pronoun: ctx.pronoun };
  const by = commit(ctx, dealer);
  const effects = damagedBy(m[3], by, amount, ctx);
  if (effects) return effects;
  ctx.targets.length = before.targets;
  ctx.pronoun = before.pronoun;
  return null;
}

function damagedBy(phrase: string, by: ObjectRef, amount: Amount, ctx: EffectContext): Effect[] | null {
  if (phrase === "itself") return [{ do: "dealDamage", amount, to: by, by }];
  const who = player(phrase, ctx);
  if (who) {
    if (who.slot) ctx.targets.push(who.slot);
    return [{ do: "dealDamageToPlayer", amount, who: who.who, by }];
  }
  const to = mention(phrase, ctx);
  if (!to || to.plural || to.ref.ref === "each") return null;
  const ref = commit(ctx, to);
  ctx.pronoun = by;
  return [{ do: "dealDamage", amount, to: ref, by }];
}
