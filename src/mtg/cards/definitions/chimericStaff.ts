import { Refs } from "../../abilities/ref.js";
import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{X}: Chimeric Staff becomes an X/X
// Construct artifact creature unti…".
export const chimericStaff = defineCard("Chimeric Staff", [
  activated("{X}: Chimeric Staff becomes an X/X Construct artifact creature until end of turn.", {
    cost: { mana: "{X}" },
    effects: [
      {
        do: "continuous",
        what: Refs.self,
        parts: [
          { op: "addTypes", types: ["Artifact", "Creature"], subtypes: ["Construct"] },
          { op: "setPT", power: { of: "x" }, toughness: { of: "x" } },
        ],
        duration: "endOfTurn",
      },
    ],
  }),
]);
