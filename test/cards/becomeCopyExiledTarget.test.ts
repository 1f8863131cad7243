// "You may exile another target nontoken creature. If you do, ~ becomes a copy of that creature
// until end of turn. Return the exiled card …" (603.5, 707.4, 608.2h, 603.7): Identity Thief.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const TEXT =
  "Whenever Test Card attacks, you may exile another target nontoken creature. If you do, Test Card becomes a copy of that creature until end of turn. Return the exiled card to the battlefield under its owner's control at the beginning of the next end step.";

describe("oracle: exile a target, become a copy of it, return it at the next end step", () => {
  it("the copy is of the creature as it last existed; the delayed ability returns the exiled card", () => {
    compiles(TEXT, {
      kind: "triggered",
      trigger: { on: "attacks", filter: { is: "self" } },
      effects: [
        {
          do: "mayThen",
          first: { do: "exile", what: { ref: "target", index: 0 } },
          ifYouDo: [
            {
              do: "becomeCopy",
              what: { ref: "self" },
              of: { ref: "target", index: 0 },
              exceptions: [],
              duration: "endOfTurn",
              lastKnown: true,
            },
            {
              do: "atNextEndStep",
              effects: [{ do: "returnToBattlefield", what: { ref: "triggerObject" } }],
              about: { ref: "movedTarget", index: 0 },
            },
          ],
        },
      ],
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: {
              is: "all",
              of: [{ is: "other" }, { is: "not", filter: { is: "token" } }, { is: "type", type: "Creature" }],
            },
          },
        },
      ],
    });
  });
  it("returned under its controller's control is another instruction: stays text", () => {
    staysText(TEXT.replace("its owner's control", "your control"));
  });
});
