// "Whenever you sacrifice [a permanent]" (701.21a, 603.10a): the trigger event and its filter.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: whenever you sacrifice … (701.21a)", () => {
  it("another permanent; pay, then a token copy of ~", () => {
    compiles(
      "Whenever you sacrifice another permanent, you may pay {3}. If you do, create a token that's a copy of Test Card.",
      {
        kind: "triggered",
        trigger: { on: "sacrificed", filter: { is: "other" }, by: "you" },
        effects: [
          {
            do: "mayThen",
            first: { do: "payMana", mana: "{3}" },
            ifYouDo: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions: [] }],
          },
        ],
      },
    );
  });
  it("a Clue", () => {
    compiles("Whenever you sacrifice a Clue, you gain 3 life.", {
      kind: "triggered",
      trigger: { on: "sacrificed", filter: { is: "subtype", subtype: "Clue" }, by: "you" },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: 3 }],
    });
  });
  it('"it" would be the card the permanent became: not read', () => {
    staysText("Whenever you sacrifice another creature, exile it.");
  });
  it('"one or more" is one event for several permanents: not read', () => {
    staysText("Whenever you sacrifice one or more Blood tokens, you gain 1 life.");
  });
});
