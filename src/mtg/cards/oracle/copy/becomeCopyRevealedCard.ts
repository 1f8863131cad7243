import type { Effect } from "../../../abilities/effect.js";
import { becomeCopyOfCardThisWay } from "./becomeCopyFoundCard.js";
import type { EffectContext } from "../effects.js";
import { player } from "../text/mentions.js";
import { parseIndefinite } from "../text/subjects.js";

const THIS_WAY = { ref: "thisWay" } as const;

/**
 * 701.20a, 608.2c, 707.2: "[Player] reveals the top card of their library. If it's a creature
 * card, the player puts the card into their graveyard and ~ becomes a copy of that card"
 * (Shapeshifter's Marrow); "Reveal the top card of your library. If a creature card is revealed
 * this way, you may have creatures you control other than ~ become copies of that card until end
 * of turn. You may put that card on the bottom of your library" (Deceiver of Form). The card stays
 * on top of the library unless an instruction moves it.
 */
export function compileRevealTopBecomeCopy(
  sentences: readonly string[],
  ctx: EffectContext,
): { effects: Effect[]; count: number } | null {
  const reveal = revealTop(sentences[0] ?? "", ctx);
  const condition = /^If (?:it's (an? .+ card)|(an? .+ card) is revealed this way), (.+)$/.exec(sentences[1] ?? "");
  const filter = parseIndefinite((condition?.[1] ?? condition?.[2] ?? "").replace(/ card$/, ""));
  if (!reveal || !condition?.[3] || !filter) return null;
  const saved = ctx.pronoun;
  const then = ifRevealed(condition[3], ctx);
  if (!then) {
    ctx.pronoun = saved;
    return null;
  }
  const effects: Effect[] = [reveal, { do: "if", condition: { is: "cardThisWayMatches", filter }, effects: then }];
  // "You may put that card on the bottom of your library" (its owner's library, 401.4).
  if (sentences[2] === "You may put that card on the bottom of your library" && reveal.who.ref === "you") {
    const bottom: Effect = { do: "putInLibrary", what: THIS_WAY, at: "bottom" };
    return { effects: [...effects, { do: "mayThen", first: bottom, ifYouDo: [] }], count: 3 };
  }
  return { effects, count: 2 };
}

export function revealTop(s: string, ctx: EffectContext): Extract<Effect, { do: "revealTop" }> | null {
  if (/^[Rr]eveal the top card of your library$/.test(s)) return { do: "revealTop", who: { ref: "you" } };
  const m = /^(.+) reveals the top card of their library$/.exec(s);
  const who = m?.[1] ? player(m[1].charAt(0).toLowerCase() + m[1].slice(1), ctx) : null;
  if (!who || who.slot || who.who.ref === "you") return null;
  return { do: "revealTop", who: who.who };
}

/** What happens to a revealed card of the right kind: put into its owner's graveyard, then copied; or copied. */
function ifRevealed(s: string, ctx: EffectContext): Effect[] | null {
  const put = /^(?:the|that) player puts (?:the|that) card into their graveyard and (.+)$/.exec(s);
  const copy = becomeCopyOfCardThisWay(put?.[1] ?? s, ctx);
  if (!copy) return null;
  return put ? [{ do: "putIntoGraveyard", what: THIS_WAY }, ...copy] : copy;
}
