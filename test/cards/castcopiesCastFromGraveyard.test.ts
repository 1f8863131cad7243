// 601.3: "You may cast ~ from your graveyard [by exiling N [kind] cards from your graveyard in addition
// to paying its other costs]" — a permission its owner uses as they cast it, the cards paid in 601.2h.
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

describe("oracle cast-copy templates: cast ~ from your graveyard (601.3)", () => {
  it("Demilich: by exiling four instant and/or sorcery cards from your graveyard in addition", () => {
    compiles(
      "You may cast Test Card from your graveyard by exiling four instant and/or sorcery cards from your graveyard in addition to paying its other costs.",
      {
        kind: "static",
        effects: [],
        rules: [
          {
            rule: "castFromGraveyard",
            exile: { count: 4, filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")) },
          },
        ],
      },
    );
  });
  it("plain permission (Skaab Ruinator)", () => {
    compiles("You may cast Test Card from your graveyard.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "castFromGraveyard" }],
    });
  });
  it("a condition or another zone stays text", () => {
    staysText("You may cast Test Card from your graveyard as long as you control a Zombie.");
    staysText("You may cast Test Card from your graveyard or from exile.");
  });
});
