import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "You gain X life if {G} was spent to cast
// this spell and X life if {…".
// 707.10: mana isn't an object, so a copy of this spell spent no mana and gains no life.
export const dawnglowInfusion = defineCard("Dawnglow Infusion", [
  spell(
    "You gain X life if {G} was spent to cast this spell and X life if {W} was spent to cast this spell. (Do both if {G}{W} was spent.)",
    {
      effects: [
        {
          do: "if",
          condition: { is: "manaSpent", color: "G" },
          effects: [{ do: "gainLife", who: Refs.you, amount: { of: "x" } }],
        },
        {
          do: "if",
          condition: { is: "manaSpent", color: "W" },
          effects: [{ do: "gainLife", who: Refs.you, amount: { of: "x" } }],
        },
      ],
    },
  ),
]);
