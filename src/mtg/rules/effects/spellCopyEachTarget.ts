import { couldTargetAmong } from "../../copy/spellCopy.js";
import { chooseObjectAmong } from "../../game/chooseObject.js";
import { perspective } from "../../game/resolution.js";
import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import { copyForEachPossibleTargetAndNotice, copySpellAndNotice } from "../spellCopied.js";
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
  copySpellTargetingChosen: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      // 608.2d: chosen on resolution among those it could target now (Beamsplitter Mage's rulings:
      // none left, no copy; its first target gone or illegal, the spell is still copied).
      const options = couldTargetAmong(ctx.state, derive(ctx.state), id, e.among, perspective(r));
      const prompt = "choose the permanent the copy targets";
      const chosen = chooseObjectAmong(ctx, { player: r.controller, prompt, options, rule: "707.10e" });
      if (chosen === null) continue;
      copySpellAndNotice(ctx, {
        of: id,
        controller: r.controller,
        exceptions: [],
        mayChooseNewTargets: false,
        newTargetEverywhere: chosen,
      });
      copyAdditionalTimes(ctx, id, r.controller, []); // 614.1a
    }
  },
});
