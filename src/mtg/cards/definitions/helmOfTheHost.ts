import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "At the beginning of combat on your turn,
// create a token that's a co…".
export const helmOfTheHost = defineCard("Helm of the Host", [
  triggered(
    "At the beginning of combat on your turn, create a token that's a copy of equipped creature, except the token isn't legendary. That token gains haste.",
    {
      trigger: { on: "beginningOfStep", step: "beginCombat", whose: "your" },
      effects: [
        {
          do: "createTokenCopy",
          of: Refs.attached,
          count: 1,
          exceptions: [{ except: "notSupertypes", supertypes: ["Legendary"] }],
        },
        {
          do: "continuous",
          what: { ref: "created" },
          parts: [{ op: "addAbilities", abilities: [keyword("Haste", "haste")] }],
          duration: "permanent",
        },
      ],
    },
  ),
  keyword("Equip {5}", "equip", { cost: "{5}" }),
]);
