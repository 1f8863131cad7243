import { Filters } from "../../abilities/filter.js";
import { Refs } from "../../abilities/ref.js";
import { activated, defineCard, keyword } from "../dsl.js";

export const oliviaVoldaren = defineCard("Olivia Voldaren", [
  keyword("Flying", "flying"),
  activated(
    "{1}{R}: Olivia Voldaren deals 1 damage to another target creature. That creature becomes a Vampire in addition to its other types. Put a +1/+1 counter on Olivia Voldaren.",
    {
      cost: { mana: "{1}{R}" },
      targets: [{ spec: { kind: "permanent", filter: Filters.and(Filters.creature, Filters.other) } }],
      effects: [
        { do: "dealDamage", amount: 1, to: Refs.target(0) },
        { do: "continuous", what: Refs.target(0), parts: [{ op: "addTypes", subtypes: ["Vampire"] }], duration: "permanent" },
        { do: "addCounters", what: Refs.self, kind: "+1/+1", amount: 1 },
      ],
    },
  ),
  activated("{3}{B}{B}: Gain control of target Vampire for as long as you control Olivia Voldaren.", {
    cost: { mana: "{3}{B}{B}" },
    targets: [{ spec: { kind: "permanent", filter: Filters.subtype("Vampire") } }],
    effects: [{ do: "gainControl", what: Refs.target(0), duration: "whileYouControlSource" }],
  }),
]);
