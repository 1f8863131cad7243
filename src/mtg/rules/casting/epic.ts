import type { Characteristics } from "../../layers/characteristics.js";
import type { Ctx } from "../../game/ctx.js";
import { changed, log, newId } from "../../game/draft.js";
import { player } from "../../game/objects.js";
import type { GameObject } from "../../model/object.js";
import { keywordOf } from "../../layers/keywords.js";

/**
 * 702.50a: epic represents two spell abilities, done as the spell resolves: "For the rest of the
 * game, you can't cast spells" (702.50b: copies can still be put onto the stack), and "At the
 * beginning of each of your upkeeps for the rest of the game, copy this spell except for its epic
 * ability. If the spell has any targets, you may choose new targets for the copy." The copy is
 * made from the spell as it last existed on the stack (608.2h).
 */
export function resolveEpic(ctx: Ctx, spell: GameObject, chars: Characteristics | undefined): void {
  const epic = keywordOf(chars, "epic");
  if (!epic) return;
  const { state } = ctx;
  player(state, spell.controller).cantCastSpells = true;
  state.delayedTriggers.push({
    id: newId(state, "d"),
    sourceId: spell.id,
    controller: spell.controller,
    when: "eachOfYourUpkeeps",
    ...(chars?.name ? { sourceName: chars.name } : {}),
    effects: [
      {
        do: "copySpell",
        what: { ref: "triggerObject" },
        count: 1,
        newTargets: true,
        exceptions: [{ except: "withoutKeyword", keyword: "epic" }],
      },
    ],
    refersTo: [spell.id],
    text: "Epic — at the beginning of each of your upkeeps, copy this spell except for its epic ability",
  });
  changed(state);
  log(state, "epic", `${spell.controller} can't cast spells for the rest of the game (epic)`, "702.50a");
}
