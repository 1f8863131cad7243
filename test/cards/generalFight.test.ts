import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe('oracle: fight (701.14) and "you may have it …"', () => {
  it("target creature you control fights target creature you don't control", () => {
    compiles("Target creature you control fights target creature you don't control.", {
      kind: "spell",
      effects: [{ do: "fight", what: { ref: "target", index: 0 }, other: { ref: "target", index: 1 } }],
      targets: [
        { spec: { kind: "permanent", filter: { is: "all", of: [creature, { is: "controlledBy", who: "you" }] } } },
        {
          spec: {
            kind: "permanent",
            filter: { is: "all", of: [creature, { is: "not", filter: { is: "controlledBy", who: "you" } }] },
          },
        },
      ],
    });
  });

  it("you may have it fight …: an optional enters trigger of the source", () => {
    compiles("When Test Card enters the battlefield, you may have it fight target creature.", {
      kind: "triggered",
      trigger: { on: "enters", filter: { is: "self" } },
      effects: [{ do: "fight", what: { ref: "self" }, other: { ref: "target", index: 0 } }],
      optional: true,
      targets: [{ spec: { kind: "permanent", filter: creature } }],
    });
  });

  it("another target after a target creature means other than the first target: stays text", () => {
    staysText("Target creature fights another target creature.");
  });

  it("becomes the target of a spell or ability, sacrifice it", () => {
    compiles("When Test Card becomes the target of a spell or ability, sacrifice it.", {
      kind: "triggered",
      trigger: { on: "becomesTarget", filter: { is: "self" }, by: "spellOrAbility" },
      effects: [{ do: "sacrifice", what: { ref: "self" } }],
    });
  });

  it("… of a spell an opponent controls", () => {
    compiles("Whenever Test Card becomes the target of a spell an opponent controls, draw a card.", {
      kind: "triggered",
      trigger: { on: "becomesTarget", filter: { is: "self" }, by: "spell", byOpponent: true },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
});
