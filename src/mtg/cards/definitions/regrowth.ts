import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Return target card from your graveyard
// to your hand.".
export const regrowth = defineCard("Regrowth", [
  spell("Return target card from your graveyard to your hand.", {
    // Any card: an empty "all" matches anything.
    targets: [{ spec: { kind: "card", zone: "graveyard", filter: Filters.and(), whose: "you" } }],
    effects: [{ do: "returnToHand", what: Refs.target(0) }],
  }),
]);
