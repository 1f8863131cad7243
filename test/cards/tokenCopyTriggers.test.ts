// Triggers around token copies: "is dealt damage" (enrage, 120.3).
import { describe, it } from "node:test";
import { compiles } from "./compiled.js";

describe("oracle triggers around token copies", () => {
  it("whenever ~ is dealt damage (enrage)", () => {
    compiles("Enrage — Whenever Test Card is dealt damage, create a token that's a copy of Test Card.", {
      kind: "triggered",
      trigger: { on: "dealtDamage", filter: { is: "self" } },
      effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [] }],
    });
  });
  it("whenever a creature an opponent controls is dealt damage", () => {
    compiles("Whenever a creature an opponent controls is dealt damage, put a +1/+1 counter on Test Card.", {
      kind: "triggered",
      trigger: {
        on: "dealtDamage",
        filter: {
          is: "all",
          of: [
            { is: "type", type: "Creature" },
            { is: "controlledBy", who: "opponent" },
          ],
        },
      },
      effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
    });
  });
});

describe("oracle: an instruction, then 'If you do' (608.2c)", () => {
  it("sacrifice a non-Demon creature. If you do, create a token that's a copy of ~", () => {
    compiles(
      "At the beginning of your end step, sacrifice a non-Demon creature. If you do, create a token that's a copy of Test Card.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "end", whose: "your" },
        effects: [
          {
            do: "mayThen",
            first: {
              do: "sacrifice",
              what: {
                ref: "chosen",
                filter: {
                  is: "all",
                  of: [
                    {
                      is: "all",
                      of: [
                        { is: "not", filter: { is: "subtype", subtype: "Demon" } },
                        { is: "type", type: "Creature" },
                      ],
                    },
                    { is: "controlledBy", who: "you" },
                  ],
                },
                what: "a non-Demon creature to sacrifice",
              },
            },
            ifYouDo: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [] }],
            mandatory: true,
          },
        ],
      },
    );
  });
});
