// Copies of cards (707.12): "Copy that card / Copy it [three times]. You may cast the copy
// [without paying its mana cost]", after an instruction that targets a card in a graveyard.
import { describe, it } from "node:test";
import { Filters, type ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const instantOrSorcery: ObjectFilter = Filters.or(Filters.type("Instant"), Filters.type("Sorcery"));
const t0 = { ref: "target", index: 0 } as const;
const moved0 = { ref: "movedTarget", index: 0 } as const;

describe("oracle copy templates: copies of cards cast (707.12)", () => {
  it("exile target card from an opponent's graveyard; copy that card; you may cast it without paying", () => {
    compiles(
      "Exile target instant or sorcery card from an opponent's graveyard. Copy that card. You may cast the copy without paying its mana cost.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "card", zone: "graveyard", filter: instantOrSorcery, whose: "opponent" } }],
        effects: [
          { do: "exile", what: t0 },
          { do: "copyCard", what: moved0, count: 1, cast: { withoutPayingManaCost: true } },
        ],
      },
    );
  });
  it("up to one target card from your graveyard; copy it; you may cast the copy (paying its costs)", () => {
    compiles(
      "Whenever Test Card attacks, exile up to one target instant or sorcery card from your graveyard. Copy it. You may cast the copy.",
      {
        kind: "triggered",
        trigger: { on: "attacks", filter: { is: "self" } },
        targets: [
          { spec: { kind: "card", zone: "graveyard", filter: instantOrSorcery, whose: "you" }, min: 0, max: 1 },
        ],
        effects: [
          { do: "exile", what: t0 },
          { do: "copyCard", what: moved0, count: 1, cast: { withoutPayingManaCost: false } },
        ],
      },
    );
  });
  it("copy it three times; you may cast the copies without paying their mana costs", () => {
    compiles(
      "Exile target sorcery card from your graveyard. Copy it three times. You may cast the copies without paying their mana costs.",
      {
        kind: "spell",
        targets: [{ spec: { kind: "card", zone: "graveyard", filter: { is: "type", type: "Sorcery" }, whose: "you" } }],
        effects: [
          { do: "exile", what: t0 },
          { do: "copyCard", what: moved0, count: 3, cast: { withoutPayingManaCost: true } },
        ],
      },
    );
  });
  it("shapes not understood stay text", () => {
    // "that card" must name a card an instruction before targeted.
    staysText("Copy that card. You may cast the copy.");
    staysText("Destroy target creature. Copy it. You may cast the copy.");
    // The number of "the copies" must agree with the copies made.
    staysText("Exile target instant card from your graveyard. Copy it. You may cast the copies.");
    // Another player's card never goes to "your" hand.
    staysText("Return target creature card from an opponent's graveyard to your hand.");
  });
});
