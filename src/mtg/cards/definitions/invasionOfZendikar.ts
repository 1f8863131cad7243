import { Filters } from "../../abilities/filter.js";
import { activated, defineCard, keyword, staticAbility, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Invasion of Zendikar enters, search
// your library for up to two…" (and 1 more paragraph).
// The reminder paragraph "(As a Siege enters, choose an opponent to protect it. …)" is no
// ability (207.2): the rules give every Siege its protector choice (310.11a) and its intrinsic
// triggered ability (310.11b). Awakened Skyclave is its back face, cast transformed (712.11a).
export const invasionOfZendikar = defineCard(
  "Invasion of Zendikar // Awakened Skyclave",
  [
    triggered(
      "When Invasion of Zendikar enters, search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.",
      {
        trigger: { on: "enters", filter: Filters.self },
        effects: [
          {
            do: "searchLibraryToBattlefield",
            filter: Filters.and(Filters.supertype("Basic"), Filters.land),
            max: 2,
            tapped: true,
          },
        ],
      },
    ),
  ],
  [
    keyword("Vigilance", "vigilance"),
    keyword("haste", "haste"),
    // Static abilities function only on the battlefield (113.6), which is what "as long as … is on the battlefield" says.
    staticAbility("As long as Awakened Skyclave is on the battlefield, it's a land in addition to its other types.", [
      { affects: Filters.self, parts: [{ op: "addTypes", types: ["Land"] }] },
    ]),
    activated("{T}: Add one mana of any color.", {
      cost: { tap: true },
      effects: [{ do: "addManaAnyColor", amount: 1 }],
      manaAbility: true,
    }),
  ],
);
