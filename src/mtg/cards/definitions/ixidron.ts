import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "As Ixidron enters, turn all other
// nontoken creatures face down. (Th…" (and 1 more paragraph).
export const ixidron = defineCard("Ixidron", [
  // 614.1c, 708.2a: a replacement effect applied as it enters; the turned creatures are 2/2 with no text.
  replacement("As Ixidron enters, turn all other nontoken creatures face down. (They're 2/2 creatures.)", {
    effect: "asEntersTurnFaceDown",
    filter: Filters.and(Filters.other, Filters.creature, Filters.not(Filters.token)),
  }),
  // 604.3, 613.4a: a characteristic-defining ability (layer 7a).
  staticAbility(
    "Ixidron's power and toughness are each equal to the number of face-down creatures on the battlefield.",
    [
      {
        affects: Filters.self,
        parts: [
          {
            op: "setPT",
            power: { of: "count", filter: Filters.and(Filters.creature, { is: "faceDown" }) },
            toughness: { of: "count", filter: Filters.and(Filters.creature, { is: "faceDown" }) },
          },
        ],
      },
    ],
    { cda: true },
  ),
]);
