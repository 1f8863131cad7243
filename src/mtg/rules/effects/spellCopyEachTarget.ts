import { perspective } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import { copyForEachPossibleTargetAndNotice } from "../spellCopied.js";
import { copyAdditionalTimes } from "../spellCopyAdditional.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";

/**
 * 707.10d: "copy that spell for each other [creature you control] that spell could target. Each
 * copy targets a different one of those creatures" (Zada, Hedron Grinder; Radiate). A spell that
 * has left the stack, or has no target any more, is not copied.
 */
export const spellCopyEachTargetEffects = effectHandlers({
  copySpellForEachOtherTarget: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      const spell = ctx.state.objects[id];
      if (spell?.zone !== "stack" || (spell.decisions?.targets.length ?? 0) === 0) continue;
      const d = derive(ctx.state);
      const among = e.among;
      const amongOnly = among === null ? undefined : (t: string) => matchesFilter(d.view, t, among, perspective(r));
      const copies = copyForEachPossibleTargetAndNotice(ctx, id, r.controller, amongOnly);
      if (copies.length > 0) copyAdditionalTimes(ctx, id, r.controller, []); // 614.1a
    }
  },
});
