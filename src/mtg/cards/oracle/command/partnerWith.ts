import type { TriggeredAbility } from "../../../abilities/ability.js";

/**
 * 702.124j: "Partner with [name]" represents two abilities: a deck-building one (two commanders,
 * nothing to do during a game) and "When this permanent enters, target player may search their
 * library for a card named [name], reveal it, put it into their hand, then shuffle." The paragraph
 * is that triggered ability: the target player searches (701.23b: a card with a stated quality
 * need not be found, so finding none is their "may").
 */
export function compilePartnerWith(paragraph: string): TriggeredAbility | null {
  const m = /^Partner with ([^(]+?)\s*(?:\([^)]*\))?$/.exec(paragraph.trim());
  const name = m?.[1]?.trim();
  if (!name || /[.:]/.test(name)) return null;
  return {
    kind: "triggered",
    text: paragraph,
    trigger: { on: "enters", filter: { is: "self" } },
    targets: [{ spec: { kind: "player", who: "any" } }],
    effects: [
      {
        do: "byPlayer",
        who: { ref: "targetPlayer", index: 0 },
        effects: [{ do: "searchLibraryFor", filter: { is: "named", name }, max: 1, to: "hand", reveal: true }],
      },
    ],
  };
}
