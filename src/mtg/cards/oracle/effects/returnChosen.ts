import type { Effect } from "../../../abilities/effect.js";
import { Filters } from "../../../abilities/filter.js";
import { allOf, parseIndefinite } from "../text/subjects.js";

/**
 * "Return a land you control to its owner's hand" (karoo lands, Kor Skyfisher): no target; the
 * controller chooses one of their own permanents as the instruction is carried out (608.2d).
 */
export function compileReturnChosen(s: string): Effect[] | null {
  const m = /^return (an? .+) you control to its owner's hand$/.exec(s);
  if (!m?.[1]) return null;
  const filter = parseIndefinite(m[1]);
  if (!filter) return null;
  return [
    {
      do: "returnToHand",
      what: { ref: "chosen", filter: allOf([filter, Filters.youControl]), what: `${m[1]} you control to return` },
    },
  ];
}
