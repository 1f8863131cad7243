import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Pack Rat's power and toughness are each
// equal to the number of Rats…" (and 1 more paragraph).
const rats = { of: "count", filter: Filters.and(Filters.subtype("Rat"), Filters.youControl) } as const;

export const packRat = defineCard("Pack Rat", [
  // 604.3: a characteristic-defining ability, copied along with the rest of the text (707.2).
  staticAbility(
    "Pack Rat's power and toughness are each equal to the number of Rats you control.",
    [{ affects: Filters.self, parts: [{ op: "setPT", power: rats, toughness: rats }] }],
    { cda: true },
  ),
  activated("{2}{B}, Discard a card: Create a token that's a copy of Pack Rat.", {
    cost: { mana: "{2}{B}", discard: 1 },
    effects: [{ do: "createTokenCopy", of: Refs.self, count: 1, exceptions: [] }],
  }),
]);
