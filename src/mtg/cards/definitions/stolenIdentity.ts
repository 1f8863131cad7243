import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Create a token that's a copy of target
// artifact or creature.".
export const stolenIdentity = defineCard("Stolen Identity", [
  spell("Create a token that's a copy of target artifact or creature.", {
    targets: [{ spec: { kind: "permanent", filter: Filters.or(Filters.artifact, Filters.creature) } }],
    effects: [{ do: "createTokenCopy", of: Refs.target(0), count: 1, exceptions: [] }],
  }),
  keyword(
    "Cipher (Then you may exile this spell card encoded on a creature you control. Whenever that creature deals combat damage to a player, its controller may cast a copy of the encoded card without paying its mana cost.)",
    "cipher",
  ),
]);
