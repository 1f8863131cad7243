import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { compileWhenYouCastNext } from "./copySpellNextCast.js";
import { SELF } from "../text/sentences.js";
import { parseCount } from "../text/words.js";

/**
 * 603.7: "copy the next instant or sorcery spell with mana value 2 or less you cast this turn when
 * you cast it" (Sea Gate Stormcaller) — the delayed ability of "When you cast your next … spell
 * this turn, copy that spell", worded the other way round.
 */
export function compileCopyNextWhenCast(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^copy the next (.+?) you cast this turn when you cast it$/.exec(s);
  return m?.[1] ? compileWhenYouCastNext(`when you cast your next ${m[1]} this turn, copy that spell`, ctx) : null;
}

const TIMES: Readonly<Record<string, number>> = { twice: 2, "three times": 3 };

/**
 * "If ~ was kicked, copy that spell twice instead" (702.33d) after that delayed copy: a kicked
 * permanent sets up the delayed ability with more copies, otherwise the one before. Returns every
 * instruction so far (the last amended), or null if the sentence is not this.
 */
export function amendKickedNextCopies(s: string, before: readonly Effect[]): Effect[] | null {
  const m = new RegExp(`^If ${SELF} was kicked, copy that spell (twice|three times|(\\S+) times) instead$`).exec(s);
  const count = m?.[1] ? (TIMES[m[1]] ?? (m[2] ? parseCount(m[2]) : null)) : null;
  const last = before.at(-1);
  const [copy, ...more] = last?.do === "whenYouCastNext" ? last.effects : [];
  if (
    count === null ||
    count === undefined ||
    last?.do !== "whenYouCastNext" ||
    copy?.do !== "copySpell" ||
    more.length > 0
  )
    return null;
  const kicked: Effect = { ...last, effects: [{ ...copy, count }] };
  return [...before.slice(0, -1), { do: "if", condition: { is: "kicked" }, effects: [kicked], otherwise: [last] }];
}
