import { Filters } from "../../abilities/filter.js";
import { defineCard, staticAbility } from "../dsl.js";

/** 110.4: the permanent card types. */
const permanent = Filters.or(...["Artifact", "Creature", "Enchantment", "Land", "Planeswalker", "Battle"].map(Filters.type));

export const enchantedEvening = defineCard("Enchanted Evening", [
  staticAbility("All permanents are enchantments in addition to their other types.", [
    { affects: permanent, parts: [{ op: "addTypes", types: ["Enchantment"] }] },
  ]),
]);
