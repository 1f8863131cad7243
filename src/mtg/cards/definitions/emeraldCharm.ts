import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Choose one — • Untap target permanent. •
// Destroy target non-Aura en…".
export const emeraldCharm = defineCard("Emerald Charm", [
  spell(
    "Choose one —\n• Untap target permanent.\n• Destroy target non-Aura enchantment.\n• Target creature loses flying until end of turn.",
    {
      effects: [],
      modes: [
        {
          text: "Untap target permanent.",
          targets: [{ spec: { kind: "permanent", filter: Filters.and() } }],
          effects: [{ do: "untap", what: Refs.target(0) }],
        },
        {
          text: "Destroy target non-Aura enchantment.",
          targets: [
            {
              spec: {
                kind: "permanent",
                filter: Filters.and(Filters.enchantment, Filters.not(Filters.subtype("Aura"))),
              },
            },
          ],
          effects: [{ do: "destroy", what: Refs.target(0) }],
        },
        {
          text: "Target creature loses flying until end of turn.",
          targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
          effects: [
            {
              do: "continuous",
              what: Refs.target(0),
              parts: [{ op: "removeKeywords", keywords: ["flying"] }],
              duration: "endOfTurn",
            },
          ],
        },
      ],
    },
  ),
]);
