import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: '[you may] [action]. When you do, …' — a reflexive triggered ability (603.12)", () => {
  it("paying mana: the damage's target belongs to the reflexive ability, not to the first one", () => {
    compiles("Whenever you cycle a card, you may pay {2}. When you do, Test Card deals 2 damage to any target.", {
      kind: "triggered",
      trigger: { on: "cycled", by: "you" },
      effects: [
        {
          do: "mayThen",
          first: { do: "payMana", mana: "{2}" },
          ifYouDo: [
            {
              do: "reflexiveTrigger",
              ability: {
                kind: "triggered",
                text: "When you do, ~ deals 2 damage to any target.",
                trigger: { on: "reflexive" },
                effects: [{ do: "dealDamage", amount: 2, to: "targetAny" }],
                targets: [{ spec: { kind: "any" } }],
              },
            },
          ],
        },
      ],
    });
  });

  it("a number read from a cost's sacrifice, or an action the engine can't see taken, stays text", () => {
    staysText(
      "Whenever Test Card attacks, you may sacrifice another creature. When you do, Test Card deals damage equal to the sacrificed creature's power to any target.",
    );
    staysText("Whenever Test Card attacks, you may shuffle your library. When you do, draw a card.");
  });
});
