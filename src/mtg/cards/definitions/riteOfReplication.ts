import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Create a token that's a copy of target
// creature. If this spell was…".
export const riteOfReplication = defineCard("Rite of Replication", [
  keyword("Kicker {5} (You may pay an additional {5} as you cast this spell.)", "kicker", { cost: "{5}" }),
  spell(
    "Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead.",
    {
      targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
      effects: [
        {
          do: "if",
          condition: { is: "kicked" },
          effects: [{ do: "createTokenCopy", of: Refs.target(0), count: 5, exceptions: [] }],
          otherwise: [{ do: "createTokenCopy", of: Refs.target(0), count: 1, exceptions: [] }],
        },
      ],
    },
  ),
]);
