import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "{T}: Create a token that's a copy of
// target nonlegendary creature y…".
export const kikiJikiMirrorBreaker = defineCard("Kiki-Jiki, Mirror Breaker", [
  keyword("Haste", "haste"),
  activated(
    "{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
    {
      cost: { tap: true },
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: Filters.and(Filters.creature, Filters.not(Filters.supertype("Legendary")), Filters.youControl),
          },
        },
      ],
      effects: [
        {
          do: "createTokenCopy",
          of: Refs.target(0),
          count: 1,
          exceptions: [{ except: "hasAbilities", abilities: [keyword("Haste", "haste")] }],
        },
        // 603.7: the delayed ability refers to the token ("it").
        { do: "atNextEndStep", effects: [{ do: "sacrifice", what: Refs.triggerObject }] },
      ],
    },
  ),
]);
