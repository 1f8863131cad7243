import type { Effect } from "../../../abilities/effect.js";
import type { ObjectRef } from "../../../abilities/ref.js";
import { amendCastCopy } from "../copy/copyCards.js";
import { compileEffects, newEffectContext } from "../effects.js";
import { parseTrigger } from "../triggers.js";

const TIMES: Readonly<Record<string, number>> = { "": 1, " twice": 2, " three times": 3 };

/**
 * 603.7b: "Whenever a creature you control deals combat damage to a player this turn, copy the
 * exiled card. You may cast the copy without paying its mana cost." (Surge to Victory), "Whenever a
 * creature blocks this turn, it gets +0/+1 until end of turn" (Battle Cry): a delayed triggered
 * ability that the instruction creates, for the rest of the turn. "it" / "that creature" is the
 * event's object; "the exiled card" (603.7c) is the card an instruction before exiled, fixed as the
 * ability is created. Its instructions may not target (they'd be chosen as it triggers). Given the
 * instructions so far, returns them amended, or null when the sentence is not this one.
 */
export function amendWheneverThisTurn(s: string, out: readonly Effect[]): Effect[] | null {
  const last = out.at(-1);
  const cast = last?.do === "wheneverThisTurn" ? amendCastCopy(s, last.effects) : null;
  if (last?.do === "wheneverThisTurn" && cast) return [...out.slice(0, -1), { ...last, effects: cast }];
  const m = /^[Ww]henever (.+?) this turn, (.+)$/.exec(s);
  const parsed = m?.[1] ? parseTrigger(`Whenever ${m[1]}`) : null;
  // "enters this turn" and "casts … this turn" have their own delayed abilities (603.7b).
  if (!m?.[2] || !parsed || ["enters", "cast", "either"].includes(parsed.trigger.on)) return null;
  const copy = /^copy the exiled card( twice| three times)?$/.exec(m[2]);
  if (copy) {
    const about = exiledBefore(out);
    const count = TIMES[copy[1] ?? ""];
    if (!about || count === undefined) return null;
    const effects: Effect[] = [{ do: "copyCard", what: { ref: "triggerObject" }, count }];
    return [...out, { do: "wheneverThisTurn", trigger: parsed.trigger, effects, about }];
  }
  const inner = newEffectContext(parsed.pronoun, null, parsed.trigger.on === "dies", parsed.thatPlayer);
  const effects = compileEffects([m[2]], inner);
  if (!effects || inner.targets.length > 0) return null;
  return [...out, { do: "wheneverThisTurn", trigger: parsed.trigger, effects }];
}

/** The card the last exiling instruction before put into exile (400.7j: found there). */
function exiledBefore(out: readonly Effect[]): ObjectRef | null {
  for (const e of [...out].reverse()) {
    if (e.do === "exile" && e.what.ref === "target") return { ref: "movedTarget", index: e.what.index };
    if (e.do === "exileFromGraveyard") return { ref: "exiledThisWay" };
  }
  return null;
}
