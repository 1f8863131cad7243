import { Filters } from "../../abilities/filter.js";
import { defineCard, keyword, triggered } from "../dsl.js";

// Overrides the compiled text: the Oracle compiler has no template for "Spore Chimney — When Sporocyst enters,
// search your library for up t…".
export const sporocyst = defineCard("Sporocyst", [
  // 702.156a: a replacement effect (enters with X +1/+1 counters) and a triggered ability (X ≥ 5: draw).
  keyword(
    "Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)",
    "ravenous",
  ),
  keyword("Defender", "defender"),
  // Spore Chimney is an ability word (207.2c); 107.3m: X is the X the spell was cast with.
  triggered(
    "Spore Chimney — When Sporocyst enters, search your library for up to X basic land cards, put them onto the battlefield tapped, then shuffle.",
    {
      trigger: { on: "enters", filter: Filters.self },
      effects: [
        {
          do: "searchLibrary",
          filter: Filters.and(Filters.land, Filters.supertype("Basic")),
          max: { of: "x" },
          tapped: true,
        },
      ],
    },
  ),
]);
