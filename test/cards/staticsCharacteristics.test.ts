import { describe, it } from "node:test";
import type { Amount } from "../../src/mtg/abilities/amount.js";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

/** A characteristic-defining ability (604.3) setting these values of the object itself. */
function cda(text: string, power: Amount | undefined, toughness: Amount | undefined): void {
  compiles(text, {
    kind: "static",
    effects: [
      {
        affects: Filters.self,
        parts: [
          { op: "setPT", ...(power === undefined ? {} : { power }), ...(toughness === undefined ? {} : { toughness }) },
        ],
      },
    ],
    cda: true,
  });
}

const creaturesYouControl: Amount = { of: "count", filter: Filters.and(Filters.creature, Filters.youControl) };

describe("characteristic-defining abilities (604.3, 613.4a)", () => {
  it("power only, toughness only", () => {
    cda("Test Card's power is equal to the number of creatures you control.", creaturesYouControl, undefined);
    cda("Test Card's toughness is equal to the number of Forests you control.", undefined, {
      of: "count",
      filter: Filters.and(Filters.subtype("Forest"), Filters.youControl),
    });
  });

  it("power, then toughness from 'that number plus N'", () => {
    const creatureCards: Amount = { of: "countInGraveyard", filter: Filters.creature, whose: "all" };
    cda(
      "Test Card's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
      creatureCards,
      { of: "sum", terms: [creatureCards, 1] },
    );
  });

  it("sums, twice, life total, counters on it, several card types in a graveyard", () => {
    const lands: Amount = { of: "count", filter: Filters.and(Filters.land, Filters.youControl) };
    const plusLands: Amount = { of: "sum", terms: [1, lands] };
    cda(
      "Test Card's power and toughness are each equal to 1 plus the number of lands you control.",
      plusLands,
      plusLands,
    );
    const twice: Amount = { of: "times", n: 2, amount: creaturesYouControl };
    cda("Test Card's power and toughness are each equal to twice the number of creatures you control.", twice, twice);
    cda("Test Card's power and toughness are each equal to your life total.", { of: "lifeTotal" }, { of: "lifeTotal" });
    const time: Amount = { of: "countersOnSelf", kind: "time" };
    cda("Test Card's power and toughness are each equal to the number of time counters on it.", time, time);
    const spells: Amount = {
      of: "countInGraveyard",
      filter: Filters.or(Filters.type("Instant"), Filters.type("Sorcery")),
      whose: "you",
    };
    cda("Test Card's power is equal to the number of instant and sorcery cards in your graveyard.", spells, undefined);
  });

  it("stays text for numbers the layers can't count", () => {
    staysText("Test Card's power and toughness are each equal to the life paid as it entered the battlefield.");
    staysText("Test Card's power is equal to the highest mana value among creatures you control.");
    staysText("Test Card's power and toughness are each equal to 20 minus the highest life total among players.");
  });
});
