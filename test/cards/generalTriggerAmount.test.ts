import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const thatMuch = { of: "triggerAmount" } as const;

describe("oracle: 'that much' / 'that many' of a trigger about damage to a player or life gained is its number (603.2)", () => {
  it("Whenever ~ deals combat damage to a player, you gain that much life", () => {
    compiles("Whenever Test Card deals combat damage to a player, you gain that much life.", {
      kind: "triggered",
      trigger: { on: "dealsCombatDamageToPlayer", filter: { is: "self" } },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: thatMuch }],
    });
  });

  it("that player discards that many cards", () => {
    compiles("Whenever Test Card deals combat damage to a player, that player discards that many cards.", {
      kind: "triggered",
      trigger: { on: "dealsCombatDamageToPlayer", filter: { is: "self" } },
      effects: [{ do: "discard", who: { ref: "triggerPlayer" }, amount: thatMuch }],
    });
  });

  it("noncombat too: that player mills that many cards", () => {
    compiles("Whenever Test Card deals damage to a player, that player mills that many cards.", {
      kind: "triggered",
      trigger: { on: "dealsDamageToPlayer", filter: { is: "self" }, to: "any" },
      effects: [{ do: "mill", who: { ref: "triggerPlayer" }, amount: thatMuch }],
    });
  });

  it("Whenever you gain life: that many is the life gained (119.10)", () => {
    compiles("Whenever you gain life, put that many +1/+1 counters on Test Card.", {
      kind: "triggered",
      trigger: { on: "gainLife", who: "you" },
      effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: thatMuch }],
    });
  });

  it("a number made by an instruction first is the one meant: stays text", () => {
    staysText(
      "Whenever Test Card deals damage to a player, that player discards all the cards in their hand, then draws that many cards.",
    );
  });

  it("outside a trigger about damage, 'that many' stays text", () => {
    staysText("Whenever Test Card attacks, draw that many cards.");
  });
});
