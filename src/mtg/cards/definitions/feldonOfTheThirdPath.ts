import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{2}{R}, {T}: Create a token that's a
// copy of target creature card i…".
export const feldonOfTheThirdPath = defineCard("Feldon of the Third Path", [
  activated(
    "{2}{R}, {T}: Create a token that's a copy of target creature card in your graveyard, except it's an artifact in addition to its other types. It gains haste. Sacrifice it at the beginning of the next end step.",
    {
      cost: { mana: "{2}{R}", tap: true },
      targets: [{ spec: { kind: "card", zone: "graveyard", filter: Filters.creature, whose: "you" } }],
      effects: [
        {
          do: "createTokenCopy",
          of: Refs.target(0),
          count: 1,
          exceptions: [{ except: "additionalTypes", types: ["Artifact"] }],
        },
        {
          do: "continuous",
          what: { ref: "created" },
          parts: [{ op: "addAbilities", abilities: [keyword("Haste", "haste")] }],
          duration: "permanent",
        },
        { do: "atNextEndStep", effects: [{ do: "sacrifice", what: Refs.triggerObject }] },
      ],
    },
  ),
]);
