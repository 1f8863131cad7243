import { illegal } from "../../game/draft.js";
import type { CastingKeyword } from "./keyword.js";

/** 702.160a, 718.3a: cast prototyped, its prototype mana cost is the cost (its P/T, layer 1). */
export const prototype: CastingKeyword = {
  name: "prototype",
  alternativeCost: (c) => {
    if (!c.args.prototyped) return undefined;
    const p = c.keyword("prototype");
    if (!p) return illegal(`${c.chars?.name ?? c.card.id} has no prototype ability`, "702.160a");
    return p.cost;
  },
};
