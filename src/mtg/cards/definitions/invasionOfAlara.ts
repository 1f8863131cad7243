import { Filters } from "../../abilities/filter.js";
import { defineCard, spell, staticAbility, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "When Invasion of Alara enters, exile
// cards from the top of your lib…" (and 1 more paragraph).
const ALL_ZONES = ["battlefield", "hand", "library", "graveyard", "exile", "stack"] as const;

// 310.11b: as a Siege it also has the intrinsic "When the last defense counter is removed …"
// ability (added by the rules, not printed here). Awaken the Maelstrom is its back face, cast
// transformed by that ability (712.11a); its choices other than its two targets are made as it
// resolves (608.2d, rulings of 2023-04-14).
export const invasionOfAlara = defineCard(
  "Invasion of Alara // Awaken the Maelstrom",
  [
    triggered(
      "When Invasion of Alara enters, exile cards from the top of your library until you exile two nonland cards with mana value 4 or less. You may cast one of those two cards without paying its mana cost. Put one of them into your hand. Then put the other cards exiled this way on the bottom of your library in a random order.",
      {
        trigger: { on: "enters", filter: Filters.self },
        effects: [
          {
            do: "exileUntilCastOneHandOne",
            filter: Filters.and(Filters.not(Filters.land), { is: "manaValue", atMost: 4 }),
            count: 2,
          },
        ],
      },
    ),
  ],
  [
    // 604.3, 105.2: a characteristic-defining ability, so it works on the stack too.
    staticAbility(
      "Awaken the Maelstrom is all colors.",
      [{ affects: Filters.self, zones: ALL_ZONES, parts: [{ op: "setColors", colors: ["W", "U", "B", "R", "G"] }] }],
      { cda: true },
    ),
    spell(
      "Target player draws two cards. You may put an artifact card from your hand onto the battlefield. Create a token that's a copy of a permanent you control. Distribute three +1/+1 counters among one, two, or three creatures you control. Destroy target permanent an opponent controls.",
      {
        targets: [
          { spec: { kind: "player", who: "any" } },
          { spec: { kind: "permanent", filter: Filters.opponentControls } },
        ],
        effects: [
          { do: "draw", who: { ref: "targetPlayer", index: 0 }, amount: 2 },
          { do: "mayPutFromHandOntoBattlefield", filter: Filters.artifact },
          {
            do: "createTokenCopy",
            of: { ref: "chosen", filter: Filters.youControl, what: "a permanent you control to copy" },
            count: 1,
            exceptions: [],
          },
          {
            do: "distributeCounters",
            kind: "+1/+1",
            amount: 3,
            among: Filters.and(Filters.creature, Filters.youControl),
            maxObjects: 3,
          },
          { do: "destroy", what: { ref: "target", index: 1 } },
        ],
      },
    ),
  ],
);
