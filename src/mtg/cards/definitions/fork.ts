import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Copy target instant or sorcery spell,
// except that the copy is red.…".
export const fork = defineCard("Fork", [
  spell("Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.", {
    targets: [{ spec: { kind: "spell", filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")) } }],
    effects: [
      {
        do: "copySpell",
        what: Refs.target(0),
        count: 1,
        newTargets: true,
        exceptions: [{ except: "colors", colors: ["R"] }],
      },
    ],
  }),
]);
