import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

export const reverberate = defineCard("Reverberate", [
  spell("Copy target instant or sorcery spell. You may choose new targets for the copy.", {
    targets: [{ spec: { kind: "spell", filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")) } }],
    effects: [{ do: "copySpell", what: Refs.target(0), count: 1, newTargets: true, exceptions: [] }],
  }),
]);
