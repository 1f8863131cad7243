import type { Effect } from "../../../abilities/effect.js";
import { SELF } from "../text/sentences.js";

const RETURN_SELF = new RegExp(`^Return ${SELF} from your graveyard to (your hand|the battlefield( tapped)?)$`);

/**
 * "{cost}: Return ~ from your graveyard to your hand / to the battlefield [tapped]": an activated
 * ability that moves its own card out of the graveyard, so it functions only there (113.6m). Read
 * from the first sentence of an activated ability only: a triggered ability worded so would need
 * to trigger from the graveyard. Returns the instruction and the sentences after it.
 */
export function takeReturnSelfFromGraveyard(
  sentences: readonly string[],
): { effect: Effect; rest: readonly string[] } | null {
  const [first, ...rest] = sentences;
  const m = RETURN_SELF.exec(first ?? "");
  if (!m?.[1]) return null;
  const effect: Effect =
    m[1] === "your hand"
      ? { do: "returnSelfFromGraveyard", to: "hand" }
      : { do: "returnSelfFromGraveyard", to: "battlefield", ...(m[2] ? { tapped: true } : {}) };
  return { effect, rest };
}
