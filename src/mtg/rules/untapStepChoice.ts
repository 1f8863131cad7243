import type { Ctx } from "../game/ctx.js";
import { log } from "../game/draft.js";
import type { Derived } from "../layers/derive.js";
import type { ObjectId, PlayerId } from "../model/object.js";
import { ruleEffectsOf } from "./ruleEffects.js";

/**
 * 502.3: "You may choose not to untap ~ during your untap step" — the active player, who decides
 * which of their permanents untap, is asked for each such permanent that would untap. Returns
 * those they chose to leave tapped.
 */
export function chosenToStayTapped(
  ctx: Ctx,
  d: Derived,
  active: PlayerId,
  wouldUntap: readonly ObjectId[],
): ReadonlySet<ObjectId> {
  const stay = new Set<ObjectId>();
  for (const id of wouldUntap) {
    if (!ruleEffectsOf(d, id).some((r) => r.rule.rule === "mayChooseNotToUntap")) continue;
    const name = d.get(id)?.name ?? id;
    const a = ctx.chooser.choose({
      kind: "yesNo",
      player: active,
      prompt: `${active}'s untap step: leave ${name} tapped?`,
      rule: "502.3",
    });
    if (a.kind !== "yesNo" || !a.yes) continue;
    stay.add(id);
    log(ctx.state, "untap", `${active} chooses not to untap ${id}`, "502.3", [id]);
  }
  return stay;
}
