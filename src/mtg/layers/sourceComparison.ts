import type { ObjectFilter } from "../abilities/filter.js";
import { own } from "../../kernel/records.js";
import type { ObjectId } from "../model/object.js";
import type { Characteristics } from "./characteristics.js";
import type { LayerView } from "./view.js";

type Comparison = Extract<ObjectFilter, { is: "comparedToSource" }>;

/**
 * "with lesser power" (702.134a mentor), "greater power or toughness" (702.100a evolve), "power less than
 * or equal to ~'s power": the object's
 * power or toughness against the source's — the source as it last existed on the battlefield once it
 * has left (608.2h; mentor's ruling: "use its power as that creature last existed on the battlefield").
 */
export function comparedToSource(
  view: LayerView,
  c: Characteristics,
  f: Comparison,
  sourceId: ObjectId | null,
): boolean {
  if (sourceId === null) return false;
  const source = view.get(sourceId) ?? own(view.state.lastKnown, sourceId)?.lastKnownValues;
  const mine = c[f.stat];
  const theirs = source?.[f.stat];
  if (mine === null || theirs === null || theirs === undefined) return false;
  if (f.than === "lesserOrEqual") return mine <= theirs;
  return f.than === "greater" ? mine > theirs : mine < theirs;
}
