import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, keyword } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "[+1]: Scry 1. Saheeli Rai deals 1 damage
// to each opponent." (and 2 more paragraphs).
export const saheeliRai = defineCard("Saheeli Rai", [
  activated("[+1]: Scry 1. Saheeli Rai deals 1 damage to each opponent.", {
    cost: { loyalty: 1 },
    effects: [
      { do: "scry", amount: 1 },
      { do: "dealDamageToPlayer", amount: 1, who: { ref: "eachOpponent" } },
    ],
  }),
  activated(
    "[-2]: Create a token that's a copy of target artifact or creature you control, except it's an artifact in addition to its other types. That token gains haste. Exile it at the beginning of the next end step.",
    {
      cost: { loyalty: -2 },
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: Filters.and(Filters.or(Filters.artifact, Filters.creature), Filters.youControl),
          },
        },
      ],
      effects: [
        {
          do: "createTokenCopy",
          of: { ref: "target", index: 0 },
          count: 1,
          exceptions: [{ except: "additionalTypes", types: ["Artifact"] }],
        },
        // Haste is not a copy exception here: it is a layer 6 effect on the token (not copiable).
        {
          do: "continuous",
          what: { ref: "created" },
          parts: [{ op: "addAbilities", abilities: [keyword("Haste", "haste")] }],
          duration: "permanent",
        },
        { do: "atNextEndStep", effects: [{ do: "exile", what: { ref: "triggerObject" } }] },
      ],
    },
  ),
  activated(
    "[-7]: Search your library for up to three artifact cards with different names, put them onto the battlefield, then shuffle.",
    {
      cost: { loyalty: -7 },
      effects: [{ do: "searchLibrary", filter: Filters.artifact, max: 3, differentNames: true }],
    },
  ),
]);
