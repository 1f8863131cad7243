import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Kicker {X}. X can't be 0. (You may pay
// an additional {X} as you cas…" (and 1 more paragraph).
export const thievingSkydiver = defineCard("Thieving Skydiver", [
  // 702.33a; the X of a kicker cost is announced as the spell is cast (601.2b) and can't be 0.
  keyword("Kicker {X}. X can't be 0. (You may pay an additional {X} as you cast this spell.)", "kicker", {
    cost: "{X}",
  }),
  keyword("Flying", "flying"),
  triggered(
    "When Thieving Skydiver enters, if it was kicked, gain control of target artifact with mana value X or less. If that artifact is an Equipment, attach it to Thieving Skydiver.",
    {
      trigger: { on: "enters", filter: Filters.self },
      interveningIf: { is: "kicked" },
      targets: [
        {
          spec: { kind: "permanent", filter: Filters.and(Filters.artifact, { is: "manaValue", atMost: { of: "x" } }) },
        },
      ],
      effects: [
        { do: "gainControl", what: { ref: "target", index: 0 }, duration: "permanent" },
        {
          do: "if",
          condition: { is: "targetMatches", index: 0, filter: Filters.subtype("Equipment") },
          effects: [{ do: "attach", what: { ref: "target", index: 0 }, to: { ref: "self" } }],
        },
      ],
    },
  ),
]);
