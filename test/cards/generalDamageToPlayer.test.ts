import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: 'Whenever ~ deals damage to a player / an opponent' (120.3a) and 'Ward—Pay N life' (702.21a)", () => {
  it("any damage to a player; 'that player' is the player dealt damage", () => {
    compiles("Whenever Test Card deals damage to a player, that player discards a card.", {
      kind: "triggered",
      trigger: { on: "dealsDamageToPlayer", filter: { is: "self" }, to: "any" },
      effects: [{ do: "discard", who: { ref: "triggerPlayer" }, amount: 1 }],
    });
    compiles("Whenever enchanted creature deals damage to an opponent, you may draw a card.", {
      kind: "triggered",
      trigger: { on: "dealsDamageToPlayer", filter: { is: "attachedBySource" }, to: "opponent" },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
      optional: true,
    });
  });

  it("ward with a life cost is the ward keyword with lifeCost", () => {
    compiles("Ward—Pay 3 life.", { kind: "keyword", keyword: "ward", lifeCost: 3 });
  });

  it("another creature's damage stays text (its own template)", () => {
    staysText("Whenever a creature you control deals damage to a player, you gain 1 life.");
  });
});
