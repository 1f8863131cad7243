import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, replacement, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Hooded Hydra enters with X +1/+1
// counters on it." (and 2 more paragraphs).
export const hoodedHydra = defineCard("Hooded Hydra", [
  replacement("Hooded Hydra enters with X +1/+1 counters on it.", {
    effect: "entersWithCounters",
    kind: "+1/+1",
    amount: { of: "x" },
  }),
  triggered("When Hooded Hydra dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.", {
    trigger: { on: "dies", filter: Filters.self },
    effects: [
      {
        do: "createToken",
        token: { name: "Snake", colors: ["G"], types: ["Creature"], subtypes: ["Snake"], power: 1, toughness: 1 },
        // The counters it had as it last existed on the battlefield (603.10a).
        count: { of: "countersOnSelf", kind: "+1/+1" },
      },
    ],
  }),
  keyword("Morph {3}{G}{G}", "morph", { cost: "{3}{G}{G}" }),
  // 614.1e: a replacement effect applied as it is turned face up (no trigger, no stack).
  replacement("As Hooded Hydra is turned face up, put five +1/+1 counters on it.", {
    effect: "asTurnedFaceUp",
    kind: "+1/+1",
    n: 5,
  }),
]);
