import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Nicol Bolas enters, each opponent
// discards a card." (and 5 more paragraphs).
const creatureOrPlaneswalker = Filters.or(Filters.creature, Filters.planeswalker);

export const nicolBolasTheRavager = defineCard(
  "Nicol Bolas, the Ravager // Nicol Bolas, the Arisen",
  [
    keyword("Flying", "flying"),
    triggered("When Nicol Bolas enters, each opponent discards a card.", {
      trigger: { on: "enters", filter: Filters.self },
      effects: [{ do: "discard", who: { ref: "eachOpponent" }, amount: 1 }],
    }),
    // 712.14a: it returns with its back face up, a new object (400.7) that enters with loyalty (306.5b).
    activated(
      "{4}{U}{B}{R}: Exile Nicol Bolas, then return him to the battlefield transformed under his owner's control. Activate only as a sorcery.",
      {
        cost: { mana: "{4}{U}{B}{R}" },
        effects: [{ do: "exileAndReturn", what: { ref: "self" }, under: "owner", transformed: true }],
        sorcerySpeed: true,
      },
    ),
  ],
  [
    activated("[+2]: Draw two cards.", {
      cost: { loyalty: 2 },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 2 }],
    }),
    activated("[-3]: Nicol Bolas deals 10 damage to target creature or planeswalker.", {
      cost: { loyalty: -3 },
      targets: [{ spec: { kind: "permanent", filter: creatureOrPlaneswalker } }],
      effects: [{ do: "dealDamage", amount: 10, to: { ref: "target", index: 0 } }],
    }),
    activated(
      "[-4]: Put target creature or planeswalker card from a graveyard onto the battlefield under your control.",
      {
        cost: { loyalty: -4 },
        targets: [{ spec: { kind: "card", zone: "graveyard", filter: creatureOrPlaneswalker, whose: "any" } }],
        effects: [{ do: "putOntoBattlefield", what: { ref: "target", index: 0 }, under: "you" }],
      },
    ),
    activated("[-12]: Exile all but the bottom card of target player's library.", {
      cost: { loyalty: -12 },
      targets: [{ spec: { kind: "player", who: "any" } }],
      effects: [{ do: "exileLibraryButBottom", who: { ref: "targetPlayer", index: 0 } }],
    }),
  ],
);
