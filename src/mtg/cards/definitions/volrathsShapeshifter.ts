import { defineCard, notYet } from "../dsl.js";

export const volrathsShapeshifter = defineCard("Volrath's Shapeshifter", [
  notYet(
    'As long as the top card of your graveyard is a creature card, Volrath\'s Shapeshifter has the full text of that card and has the text "{2}: Discard a card." (Volrath\'s Shapeshifter has that card\'s name, mana cost, color, types, abilities, power, and toughness.)',
    'having "the full text" of another card while a condition holds (a copy-like static effect, 613.2a) is not in the static ability vocabulary',
  ),
  notYet("{2}: Discard a card.", "discarding as an effect (701.9) is not in the effect vocabulary"),
]);
