import { changeTargets } from "../../copy/spellCopy.js";
import { changed, log } from "../../game/draft.js";
import { effectHandlers } from "./handler.js";
import { resolveObjects } from "./refs.js";
import { copyDecisions, writable } from "../../model/writableObject.js";

/**
 * 115.7d: "You may choose new targets for target spell" (Wild Ricochet, Insidious Will): the
 * resolving spell's controller may change any of that spell's targets to other legal ones (legal
 * for that spell and its controller); the others stay. A spell without targets is left alone.
 */
export const spellCopyChangeTargetsEffects = effectHandlers({
  changeTargets: (ctx, e, r) => {
    for (const id of resolveObjects(ctx, e.what, r)) {
      const spell = ctx.state.objects[id];
      const current = spell?.zone === "stack" ? (spell.decisions?.targets ?? []) : [];
      if (!spell?.decisions || current.length === 0) continue;
      const why = { prompt: "you may choose new targets for that spell", rule: "115.7d" };
      const next = changeTargets(ctx, id, r.controller, spell.controller, current, null, why);
      if (next.every((t, i) => t === current[i])) continue;
      writable(ctx.state, spell).decisions = { ...copyDecisions(spell.decisions), targets: next };
      changed(ctx.state);
      log(ctx.state, "targets", `${r.controller} changes the targets of ${id} to ${next.join(", ")}`, "115.7d");
    }
  },
});
