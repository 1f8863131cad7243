import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Copy target instant or sorcery spell you
// control. If this spell was…".
export const increasingVengeance = defineCard("Increasing Vengeance", [
  spell(
    "Copy target instant or sorcery spell you control. If this spell was cast from a graveyard, copy that spell twice instead. You may choose new targets for the copies.",
    {
      targets: [
        {
          spec: {
            kind: "spell",
            controller: "you",
            filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")),
          },
        },
      ],
      effects: [
        {
          do: "if",
          condition: { is: "castFromGraveyard" },
          effects: [{ do: "copySpell", what: Refs.target(0), count: 2, newTargets: true, exceptions: [] }],
          otherwise: [{ do: "copySpell", what: Refs.target(0), count: 1, newTargets: true, exceptions: [] }],
        },
      ],
    },
  ),
  keyword(
    "Flashback {3}{R}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
    "flashback",
    { cost: "{3}{R}{R}" },
  ),
]);
