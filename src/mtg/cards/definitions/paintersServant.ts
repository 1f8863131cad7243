import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "All cards that aren't on the
// battlefield, spells, and permanents ar…".
export const paintersServant = defineCard("Painter's Servant", [
  replacement("As Painter's Servant enters, choose a color.", { effect: "asEntersChoose", choice: "color" }),
  staticAbility(
    "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
    [
      {
        // Every object: an empty "all" matches anything. Cards outside the battlefield (hand, library,
        // graveyard, exile), spells (stack) and permanents (battlefield); the command zone is not modelled.
        affects: Filters.and(),
        zones: ["battlefield", "stack", "hand", "library", "graveyard", "exile"],
        parts: [{ op: "addColors", colors: "chosen" }],
      },
    ],
  ),
]);
