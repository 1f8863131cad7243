import { activated, defineCard } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{T}: Choose a card name that hasn't been
// chosen from among Disencha…".
// 707.13: the copy is made from the card reference, outside the game.
export const garthOneEye = defineCard("Garth One-Eye", [
  activated(
    "{T}: Choose a card name that hasn't been chosen from among Disenchant, Braingeyser, Terror, Shivan Dragon, Regrowth, and Black Lotus. Create a copy of the card with the chosen name. You may cast the copy. (You still pay its costs.)",
    {
      cost: { tap: true },
      effects: [
        {
          do: "castCopyByName",
          names: ["Disenchant", "Braingeyser", "Terror", "Shivan Dragon", "Regrowth", "Black Lotus"],
        },
      ],
    },
  ),
]);
