import { derive } from "../../layers/derive.js";
import { matchesFilter } from "../../layers/evaluate.js";
import type { CastingKeyword } from "./keyword.js";

/** 702.41a: affinity for [text] — "This spell costs {1} less to cast for each [text] you control." */
export const affinity: CastingKeyword = {
  name: "affinity",
  costReduction: (c) => {
    const filter = c.keyword("affinity")?.filter;
    if (!filter) return 0;
    const d = derive(c.ctx.state);
    const p = { sourceId: c.card.id, controller: c.caster, abilityKey: null };
    return c.ctx.state.battlefield.filter(
      (id) => d.get(id)?.controller === c.caster && matchesFilter(d.view, id, filter, p),
    ).length;
  },
};
