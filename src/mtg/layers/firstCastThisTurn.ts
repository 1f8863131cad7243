import type { ObjectFilter } from "../abilities/filter.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { castRecordMatches, type TurnHistory, turnHistoryOf } from "../model/turnHistory.js";

/**
 * "The first [instant or sorcery] spell you cast each turn": among the spells matching `spells`
 * that `caster` cast this turn (in order), `id` is the first — or, while `id` is being cast (it
 * becomes cast at 601.2i, when it is recorded), there is none yet.
 */
export function firstCastThisTurn(
  state: { readonly turnHistory?: TurnHistory },
  id: ObjectId,
  caster: PlayerId,
  spells: ObjectFilter,
): boolean {
  const first = turnHistoryOf(state).spellsCast.find((r) => r.caster === caster && castRecordMatches(r, spells));
  return first === undefined || first.spell === id;
}
