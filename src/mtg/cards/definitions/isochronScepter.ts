import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Imprint — When Isochron Scepter enters,
// you may exile an instant ca…" (and 1 more paragraph).
// 607.2a: the two abilities are linked; "the exiled card" is the one the first ability exiled.
export const isochronScepter = defineCard("Isochron Scepter", [
  triggered(
    "Imprint — When Isochron Scepter enters, you may exile an instant card with mana value 2 or less from your hand.",
    {
      trigger: { on: "enters", filter: Filters.self },
      effects: [
        { do: "exileFromHandLinked", filter: Filters.and(Filters.type("Instant"), { is: "manaValue", atMost: 2 }) },
      ],
    },
  ),
  activated("{2}, {T}: You may copy the exiled card. If you do, you may cast the copy without paying its mana cost.", {
    cost: { mana: "{2}", tap: true },
    effects: [{ do: "castCopyOfLinked", withoutPayingManaCost: true }],
  }),
]);
