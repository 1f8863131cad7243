import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{1}{U}{B}: Exile target creature card
// from a graveyard. Dimir Doppe…".
export const dimirDoppelganger = defineCard("Dimir Doppelganger", [
  activated(
    "{1}{U}{B}: Exile target creature card from a graveyard. Dimir Doppelganger becomes a copy of that card, except it has this ability.",
    {
      cost: { mana: "{1}{U}{B}" },
      targets: [{ spec: { kind: "card", zone: "graveyard", filter: Filters.creature, whose: "any" } }],
      // The card's copiable values are its printed ones in the graveyard and in exile alike (707.2),
      // so the copy is taken before the card moves (it is a new object in exile, 400.7).
      effects: [
        {
          do: "becomeCopy",
          what: Refs.self,
          of: Refs.target(0),
          exceptions: [{ except: "hasThisAbility" }],
          duration: "permanent",
        },
        { do: "exile", what: Refs.target(0) },
      ],
    },
  ),
]);
