// "Whenever ~ becomes untapped" (603.2e, inspired): the trigger event, and the token copy it makes.
import { describe, it } from "node:test";
import { compiles } from "./compiled.js";

describe("oracle: whenever … becomes untapped (603.2e)", () => {
  it("inspired: ~ becomes untapped", () => {
    compiles("Inspired — Whenever Test Card becomes untapped, you gain 2 life.", {
      kind: "triggered",
      trigger: { on: "untapped", filter: { is: "self" } },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: 2 }],
    });
  });
  it("a permanent you control becomes untapped", () => {
    compiles("Whenever a permanent you control becomes untapped, draw a card.", {
      kind: "triggered",
      trigger: { on: "untapped", filter: { is: "controlledBy", who: "you" } },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("pay, then a hasty enchantment token copy of another target creature, exiled at the next end step", () => {
    compiles(
      "Whenever Test Card becomes untapped, you may pay {1}{R}. If you do, create a token that's a copy of another target creature, except it's an enchantment in addition to its other types. It gains haste. Exile it at the beginning of the next end step.",
      {
        kind: "triggered",
        trigger: { on: "untapped", filter: { is: "self" } },
        effects: [
          {
            do: "mayThen",
            first: { do: "payMana", mana: "{1}{R}" },
            ifYouDo: [
              {
                do: "createTokenCopy",
                of: { ref: "target", index: 0 },
                count: 1,
                exceptions: [{ except: "additionalTypes", types: ["Enchantment"] }],
              },
              {
                do: "continuous",
                what: { ref: "created" },
                parts: [{ op: "addAbilities", abilities: [{ kind: "keyword", text: "Haste", keyword: "haste" }] }],
                duration: "permanent",
              },
              { do: "atNextEndStep", effects: [{ do: "exile", what: { ref: "triggerObject" } }] },
            ],
          },
        ],
        targets: [
          {
            spec: { kind: "permanent", filter: { is: "all", of: [{ is: "other" }, { is: "type", type: "Creature" }] } },
          },
        ],
      },
    );
  });
});
