import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const gain = [{ do: "gainLife", who: { ref: "you" }, amount: 4 }] as const;
const cost = { sacrificeSelf: true } as const;

describe("oracle activation restrictions (602.5)", () => {
  it("during your upkeep / your turn / combat; before attackers are declared", () => {
    compiles("Sacrifice Test Card: You gain 4 life. Activate only during your upkeep.", {
      kind: "activated",
      cost,
      effects: gain,
      timing: { turn: "yours", steps: ["upkeep"] },
    });
    compiles("Sacrifice Test Card: You gain 4 life. Activate only during your turn.", {
      kind: "activated",
      cost,
      effects: gain,
      timing: { turn: "yours" },
    });
    compiles("Sacrifice Test Card: You gain 4 life. Activate only during combat.", {
      kind: "activated",
      cost,
      effects: gain,
      timing: { steps: ["beginCombat", "declareAttackers", "declareBlockers", "combatDamage", "endCombat"] },
    });
    compiles("Sacrifice Test Card: You gain 4 life. Activate only during your turn, before attackers are declared.", {
      kind: "activated",
      cost,
      effects: gain,
      timing: { turn: "yours", steps: ["untap", "upkeep", "draw", "main1", "beginCombat"] },
    });
  });

  it("several clauses in one sentence, and any player (602.2)", () => {
    compiles("Sacrifice Test Card: You gain 4 life. Activate only during your upkeep and only once each turn.", {
      kind: "activated",
      cost,
      effects: gain,
      timing: { turn: "yours", steps: ["upkeep"] },
      oncePerTurn: true,
    });
    compiles("Sacrifice Test Card: You gain 4 life. Activate only as a sorcery and only once each turn.", {
      kind: "activated",
      cost,
      effects: gain,
      sorcerySpeed: true,
      oncePerTurn: true,
    });
    compiles("Pay 4 life: Destroy Test Card. Any player may activate this ability.", {
      kind: "activated",
      cost: { payLife: 4 },
      effects: [{ do: "destroy", what: { ref: "self" } }],
      anyPlayer: true,
    });
  });

  it("stays text for a restriction it does not know, or one said twice", () => {
    staysText("Sacrifice Test Card: You gain 4 life. Activate only if you have no cards in hand.");
    staysText("Sacrifice Test Card: You gain 4 life. Activate only during your turn and only during your upkeep.");
    staysText("Sacrifice Test Card: You gain 4 life. Activate only once each turn. Activate only once each turn.");
  });
});
