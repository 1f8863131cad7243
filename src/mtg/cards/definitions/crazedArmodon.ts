import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{G}: Crazed Armodon gets +3/+0 and gains
// trample until end of turn.…".
export const crazedArmodon = defineCard("Crazed Armodon", [
  activated(
    "{G}: Crazed Armodon gets +3/+0 and gains trample until end of turn. Destroy Crazed Armodon at the beginning of the next end step. Activate only once each turn.",
    {
      cost: { mana: "{G}" },
      effects: [
        {
          do: "continuous",
          what: Refs.self,
          parts: [
            { op: "modifyPT", power: 3, toughness: 0 },
            { op: "addAbilities", abilities: [keyword("Trample", "trample")] },
          ],
          duration: "endOfTurn",
        },
        { do: "atNextEndStep", effects: [{ do: "destroy", what: Refs.self }] },
      ],
      oncePerTurn: true,
    },
  ),
]);
