import { Filters } from "../../abilities/filter.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "As an additional cost to cast this
// spell, sacrifice a creature." (and 1 more paragraph).
// The additional cost is part of casting (601.2b, 601.2h); the damage reads the sacrificed
// creature's power as it last existed (608.2h), and a copy reads the original's (707.10).
export const fling = defineCard("Fling", [
  spell("As an additional cost to cast this spell, sacrifice a creature.", {
    effects: [],
    additionalCost: { sacrifice: Filters.creature },
  }),
  spell("Fling deals damage equal to the sacrificed creature's power to any target.", {
    targets: [{ spec: { kind: "any" } }],
    effects: [{ do: "dealDamage", amount: { of: "sacrificedPower" }, to: "targetAny" }],
  }),
]);
