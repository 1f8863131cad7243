import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{2}, {T}: Thespian's Stage becomes a
// copy of target land, except it…".
export const thespiansStage = defineCard("Thespian's Stage", [
  activated("{T}: Add {C}.", { cost: { tap: true }, effects: [{ do: "addMana", mana: "{C}" }], manaAbility: true }),
  activated("{2}, {T}: Thespian's Stage becomes a copy of target land, except it has this ability.", {
    cost: { mana: "{2}", tap: true },
    targets: [{ spec: { kind: "permanent", filter: Filters.land } }],
    effects: [
      {
        do: "becomeCopy",
        what: Refs.self,
        of: Refs.target(0),
        exceptions: [{ except: "hasThisAbility" }],
        duration: "permanent",
      },
    ],
  }),
]);
