import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Counter target instant or sorcery spell
// unless its controller pays…".
export const flusterstorm = defineCard("Flusterstorm", [
  spell("Counter target instant or sorcery spell unless its controller pays {1}.", {
    targets: [{ spec: { kind: "spell", filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")) } }],
    effects: [{ do: "counterUnlessPays", what: Refs.target(0), mana: "{1}" }],
  }),
  keyword(
    "Storm (When you cast this spell, copy it for each spell cast before it this turn. You may choose new targets for the copies.)",
    "storm",
  ),
]);
