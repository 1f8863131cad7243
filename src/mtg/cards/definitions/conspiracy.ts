import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Creatures you control are the chosen
// type. The same is true for cre…".
const becomeChosen = [{ op: "setCreatureTypes", subtypes: "chosen" }] as const;

export const conspiracy = defineCard("Conspiracy", [
  replacement("As Conspiracy enters, choose a creature type.", { effect: "asEntersChoose", choice: "creatureType" }),
  staticAbility(
    "Creatures you control are the chosen type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
    [
      // Creatures you control.
      { affects: Filters.and(Filters.creature, Filters.youControl), zones: ["battlefield"], parts: becomeChosen },
      // Creature spells you control.
      { affects: Filters.and(Filters.creature, Filters.youControl), zones: ["stack"], parts: becomeChosen },
      // Creature cards you own that aren't on the battlefield (nor on the stack, covered above;
      // the command zone is not modelled).
      {
        affects: Filters.and(Filters.creature, { is: "ownedBy", who: "you" }),
        zones: ["hand", "library", "graveyard", "exile"],
        parts: becomeChosen,
      },
    ],
  ),
]);
