import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, spell } from "../dsl.js";

export const disenchant = defineCard("Disenchant", [
  spell("Destroy target artifact or enchantment.", {
    targets: [{ spec: { kind: "permanent", filter: Filters.or(Filters.artifact, Filters.enchantment) } }],
    effects: [{ do: "destroy", what: Refs.target(0) }],
  }),
]);
