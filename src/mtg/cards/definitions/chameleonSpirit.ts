import { Filters } from "../../abilities/filter.js";
import { defineCard, replacement, staticAbility } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Chameleon Spirit's power and toughness
// are each equal to the number…".
export const chameleonSpirit = defineCard("Chameleon Spirit", [
  replacement("As Chameleon Spirit enters, choose a color.", { effect: "asEntersChoose", choice: "color" }),
  // 604.3: a characteristic-defining ability (its linked choice is made as it enters, 607.2a).
  staticAbility(
    "Chameleon Spirit's power and toughness are each equal to the number of permanents of the chosen color your opponents control.",
    [
      {
        affects: Filters.self,
        parts: [
          { op: "setPT", power: { of: "countChosenColorOpponents" }, toughness: { of: "countChosenColorOpponents" } },
        ],
      },
    ],
    { cda: true },
  ),
]);
