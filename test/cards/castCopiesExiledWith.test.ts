// "Whenever a player casts an instant or sorcery card, exile it. Then that player copies each …
// card exiled with ~" (607.2a, 707.12): the spell is exiled and linked; its caster copies them all.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { one, staysText } from "./compiled.js";

const instantOrSorceryCard = Filters.and(
  Filters.or(Filters.type("Instant"), Filters.type("Sorcery")),
  Filters.not({ is: "copyOfCard" }),
);

describe("oracle cast-copy templates: copies of every card exiled with ~ (707.12)", () => {
  it("a cast trigger on a card (not a copy of one) exiles the spell; its caster copies each linked card", () => {
    const a = one(
      "Whenever a player casts an instant or sorcery card, exile it. Then that player copies each instant or sorcery card exiled with Test Card. For each copy, the player may cast the copy without paying its mana cost.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.trigger, { on: "cast", filter: instantOrSorceryCard, by: "any" });
    assert.deepEqual(a.effects, [
      { do: "exileAndLink", what: { ref: "triggerObject" } },
      {
        do: "byPlayer",
        who: { ref: "controllerOfTriggerObject" },
        effects: [
          {
            do: "copyCard",
            what: { ref: "linkedExiled" },
            count: 1,
            only: instantOrSorceryCard,
            cast: { withoutPayingManaCost: true },
          },
        ],
      },
    ]);
  });
  it("stays text outside a cast trigger", () => {
    staysText(
      "Exile it. Then that player copies each instant or sorcery card exiled with Test Card. For each copy, the player may cast the copy without paying its mana cost.",
    );
  });
});
