// 603.7b: a spell's "Whenever a [permanent] enters … this turn, …" is a delayed triggered ability.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";
import { opponentsNontokenCreature } from "./tokenCopyFilters.js";

describe("oracle: whenever a permanent enters this turn (603.7b)", () => {
  it("a copy of each nontoken creature entering under an opponent's control this turn", () => {
    compiles(
      "Whenever a nontoken creature enters the battlefield under an opponent's control this turn, create a token that's a copy of that creature.",
      {
        kind: "spell",
        effects: [
          {
            do: "wheneverEntersThisTurn",
            filter: opponentsNontokenCreature,
            effects: [{ do: "createTokenCopy", of: { ref: "triggerObject" }, count: 1, exceptions: [] }],
          },
        ],
      },
    );
  });

  it("a target chosen as it triggers: stays text", () => {
    staysText("Whenever a creature enters the battlefield this turn, it deals 1 damage to target player.");
  });
});
