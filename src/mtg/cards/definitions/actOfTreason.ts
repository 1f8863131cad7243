import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { defineCard, keyword, spell } from "../dsl.js";

export const actOfTreason = defineCard("Act of Treason", [
  spell(
    "Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. (It can attack and {T} this turn.)",
    {
      targets: [{ spec: { kind: "permanent", filter: Filters.creature } }],
      effects: [
        { do: "gainControl", what: Refs.target(0), duration: "endOfTurn" },
        { do: "untap", what: Refs.target(0) },
        {
          do: "continuous",
          what: Refs.target(0),
          parts: [{ op: "addAbilities", abilities: [keyword("Haste", "haste")] }],
          duration: "endOfTurn",
        },
      ],
    },
  ),
]);
