import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Progenitor Exarch enters, incubate
// 3 X times. (To incubate 3,…" (and 1 more paragraph).
export const progenitorExarch = defineCard("Progenitor Exarch", [
  // 701.53a, 111.10i: each Incubator token enters with three +1/+1 counters; 107.3m: X of the spell.
  triggered(
    'When Progenitor Exarch enters, incubate 3 X times. (To incubate 3, create an Incubator token with three +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)',
    { trigger: { on: "enters", filter: Filters.self }, effects: [{ do: "incubate", n: 3, times: { of: "x" } }] },
  ),
  activated("{T}: Transform target Incubator token you control.", {
    cost: { tap: true },
    targets: [
      {
        spec: {
          kind: "permanent",
          filter: Filters.and(Filters.subtype("Incubator"), Filters.token, Filters.youControl),
        },
      },
    ],
    effects: [{ do: "transform", what: { ref: "target", index: 0 } }],
  }),
]);
