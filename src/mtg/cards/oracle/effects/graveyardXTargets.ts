import type { Effect } from "../../../abilities/effect.js";
import type { EffectContext } from "../effects.js";
import { allOf, parseSingular } from "../text/subjects.js";

/**
 * "Exile X target creature cards from your graveyard", "Return X target creature cards from your
 * graveyard to your hand" (601.2b-c: X is announced, then exactly X targets, or up to X): one
 * target slot of X cards; "cards exiled this way" are then those cards in exile (400.7).
 */
export function compileXTargetCardsFromGraveyard(s: string, ctx: EffectContext): Effect[] | null {
  const m = /^(return|exile) (up to )?X target (.+?)cards( with [^X]+)? from (your|a) graveyard( to your hand)?$/.exec(
    s,
  );
  if (!m?.[1] || m[3] === undefined || !m[5] || (m[1] === "return") !== (m[6] !== undefined)) return null;
  const noun = m[3].trim();
  const filter = noun === "" ? (m[4] ? null : allOf([])) : parseSingular(noun + (m[4] ?? ""));
  if (!filter) return null;
  // A card returns to its owner's hand: "to your hand" only from your own graveyard (400.3).
  if (m[6] && m[5] !== "your") return null;
  ctx.targets.push({
    spec: { kind: "card", zone: "graveyard", filter, whose: m[5] === "your" ? "you" : "any" },
    countX: true,
    ...(m[2] ? { min: 0 } : {}),
  });
  if (m[1] === "return") {
    ctx.pronoun = { ref: "targets" };
    return [{ do: "returnToHand", what: { ref: "targets" } }];
  }
  ctx.pronoun = { ref: "exiledThisWay" };
  return [{ do: "exileThisWay", what: { ref: "targets" } }];
}
