import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Create a token that's a copy of target
// creature.".
export const spittingImage = defineCard("Spitting Image", [
  spell("Create a token that's a copy of target creature.", {
    targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
    effects: [{ do: "createTokenCopy", of: Refs.target(0), count: 1, exceptions: [] }],
  }),
  keyword(
    "Retrace (You may cast this card from your graveyard by discarding a land card in addition to paying its other costs.)",
    "retrace",
  ),
]);
