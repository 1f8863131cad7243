import type { Effect } from "../../../abilities/effect.js";
import { becomeCopyOfCardThisWay } from "./becomeCopyFoundCard.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { parseIndefinite } from "../text/subjects.js";

/**
 * 701.20a, 608.2c, 707.2: "Target opponent reveals cards from the top of their library until they
 * reveal a creature card. ~ becomes a copy of that card until end of turn. Then that player puts
 * all cards revealed this way on the bottom of their library in a random order" (Nascent
 * Metamorph): "that card" is the last card revealed, if it is of that kind.
 */
export function compileRevealUntilBecomeCopy(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const m = /^(.+) reveals cards from the top of their library until they reveal (an? .+) card$/.exec(
    sentences[0] ?? "",
  );
  const rest = /^Then that player puts all cards revealed this way on the bottom of their library in a random order$/;
  if (!m?.[1] || !m[2] || !rest.test(sentences[2] ?? "")) return null;
  const filter = parseIndefinite(m[2]);
  const who = player(m[1].charAt(0).toLowerCase() + m[1].slice(1), ctx);
  if (!filter || !who || who.who.ref === "you") return null;
  const saved = ctx.pronoun;
  const copy = becomeCopyOfCardThisWay(sentences[1] ?? "", ctx);
  if (!copy) {
    ctx.pronoun = saved;
    return null;
  }
  if (who.slot) ctx.targets.push(who.slot);
  return { effects: [{ do: "revealUntil", who: who.who, filter, effects: copy }], count: 3 };
}
