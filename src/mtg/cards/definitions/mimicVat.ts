import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Imprint — Whenever a nontoken creature
// dies, you may exile that car…" (and 1 more paragraph).
// 607.2a: the two abilities are linked; "a card exiled with this artifact" is one the first exiled.
export const mimicVat = defineCard("Mimic Vat", [
  triggered(
    "Imprint — Whenever a nontoken creature dies, you may exile that card. If you do, return each other card exiled with this artifact to its owner's graveyard.",
    {
      trigger: { on: "dies", filter: Filters.and(Filters.creature, Filters.not(Filters.token)) },
      optional: true,
      effects: [{ do: "exileLinked", what: Refs.triggerObject, returnOthers: true }],
    },
  ),
  activated(
    "{3}, {T}: Create a token that's a copy of a card exiled with this artifact. It gains haste. Exile it at the beginning of the next end step.",
    {
      cost: { mana: "{3}", tap: true },
      effects: [
        { do: "createTokenCopy", of: { ref: "linkedExiled" }, count: 1, exceptions: [] },
        {
          do: "continuous",
          what: { ref: "created" },
          parts: [{ op: "addAbilities", abilities: [keyword("Haste", "haste")] }],
          duration: "permanent",
        },
        { do: "atNextEndStep", effects: [{ do: "exile", what: Refs.triggerObject }] },
      ],
    },
  ),
]);
