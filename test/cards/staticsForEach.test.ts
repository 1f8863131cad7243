import { describe, it } from "node:test";
import type { ContinuousPart } from "../../src/mtg/abilities/continuous.js";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

function gets(text: string, affects: ObjectFilter, parts: readonly ContinuousPart[]): void {
  compiles(text, { kind: "static", effects: [{ affects, parts }] });
}

const handSize = { of: "cardsInHand", whose: "you" } as const;

describe("'gets +N/+N for each …' (613.4c)", () => {
  it("multiples and negatives of the count", () => {
    gets("Test Card gets -4/-4 for each card in your hand.", Filters.self, [
      {
        op: "modifyPT",
        power: { of: "times", n: -4, amount: handSize },
        toughness: { of: "times", n: -4, amount: handSize },
      },
    ]);
    gets("Test Card gets -1/-1 for each card in your hand.", Filters.self, [
      { op: "modifyPT", power: { of: "negate", amount: handSize }, toughness: { of: "negate", amount: handSize } },
    ]);
  });

  it("Auras and Equipment attached to ~", () => {
    const auras = {
      of: "count",
      filter: Filters.and(Filters.or(Filters.subtype("Aura")), { is: "attachedToSource" }),
    } as const;
    gets("Test Card gets +2/+2 for each Aura attached to it.", Filters.self, [
      { op: "modifyPT", power: { of: "times", n: 2, amount: auras }, toughness: { of: "times", n: 2, amount: auras } },
    ]);
  });

  it("enchanted and equipped creatures, with an ability granted after 'and has'", () => {
    const mountains = { of: "count", filter: Filters.and(Filters.subtype("Mountain"), Filters.youControl) } as const;
    gets("Enchanted creature gets +1/+0 for each Mountain you control and has first strike.", Filters.attached, [
      { op: "modifyPT", power: mountains, toughness: 0 },
      { op: "addAbilities", abilities: [{ kind: "keyword", text: "First strike", keyword: "first strike" }] },
    ]);
    const charge = { of: "countersOnSelf", kind: "charge" } as const;
    gets("Equipped creature gets +1/+1 for each charge counter on Test Card.", Filters.attached, [
      { op: "modifyPT", power: charge, toughness: charge },
    ]);
  });

  it("'other' and 'it' stay text when the subject is not ~ (they would name the enchanted creature)", () => {
    staysText("Enchanted creature gets +1/+1 for each other creature you control.");
    staysText("Equipped creature gets +1/+1 for each counter on it.");
    staysText("Enchanted creature gets +1/+1 for each Aura attached to it.");
  });
});
