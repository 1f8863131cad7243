// 607.2c: "tokens created with ~" are the tokens the source's linked abilities created.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";
import { nontokenCreature, opponentsNontokenCreature } from "./tokenCopyFilters.js";

describe("oracle: tokens created with ~ (607.2c)", () => {
  it("a copy of the creature (exception written without its comma), then exile all other tokens created with ~", () => {
    compiles(
      "Whenever a nontoken creature enters the battlefield under an opponent's control, create a token that's a copy of that creature except it's an artifact in addition to its other types. Then exile all other tokens created with Test Card.",
      {
        kind: "triggered",
        trigger: { on: "enters", filter: opponentsNontokenCreature },
        effects: [
          {
            do: "createTokenCopy",
            of: { ref: "triggerObject" },
            count: 1,
            exceptions: [{ except: "additionalTypes", types: ["Artifact"] }],
          },
          { do: "exile", what: { ref: "createdWith", other: true } },
        ],
      },
    );
  });

  it("destroy all tokens created with ~. They can't be regenerated.", () => {
    compiles(
      "When Test Card leaves the battlefield, destroy all tokens created with Test Card. They can't be regenerated.",
      {
        kind: "triggered",
        trigger: { on: "leavesBattlefield", filter: { is: "self" } },
        effects: [{ do: "destroy", what: { ref: "createdWith" }, cantBeRegenerated: true }],
      },
    );
  });

  it("a delayed exile of the tokens created with it: stays text (the delayed ability is not linked)", () => {
    staysText(
      "When Test Card leaves the battlefield, exile all tokens created with it at the beginning of the next end step.",
    );
  });
});

describe("oracle: all tokens with the same name as that creature (608.2h)", () => {
  it("the creature that left the battlefield, by its last known name", () => {
    compiles(
      "Whenever a nontoken creature leaves the battlefield, exile all tokens with the same name as that creature.",
      {
        kind: "triggered",
        trigger: { on: "leavesBattlefield", filter: nontokenCreature },
        effects: [
          {
            do: "exile",
            what: { ref: "each", filter: { is: "all", of: [{ is: "token" }, { is: "sameNameAsTriggerObject" }] } },
          },
        ],
      },
    );
  });

  it("no trigger event's creature to name: stays text", () => {
    staysText("At the beginning of your upkeep, exile all tokens with the same name as that creature.");
  });
});
