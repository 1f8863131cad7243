import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const anyPlayer = { spec: { kind: "player", who: "any" } } as const;
const spell = { spec: { kind: "spell" } } as const;

describe("oracle: half a player's life (107.1a, 119.3)", () => {
  it("'You lose half your life, rounded up'", () => {
    compiles("Draw four cards. You lose half your life, rounded up.", {
      kind: "spell",
      effects: [
        { do: "draw", who: { ref: "you" }, amount: 4 },
        { do: "loseHalfLife", who: { ref: "you" }, round: "up" },
      ],
    });
  });

  it("'target player loses half their life, rounded down'", () => {
    compiles("Target player loses half their life, rounded down.", {
      kind: "spell",
      effects: [{ do: "loseHalfLife", who: { ref: "targetPlayer", index: 0 }, round: "down" }],
      targets: [anyPlayer],
    });
  });

  it("without the rounding, or a possessive that disagrees, stays text", () => {
    staysText("Target player loses half their life.");
    staysText("You lose half their life, rounded up.");
  });
});

describe("oracle: 'Each opponent sacrifices … Each opponent who can't …' (701.21a, 608.2c)", () => {
  it("Skull Storm: the players who sacrificed nothing lose half their life", () => {
    compiles("Each opponent sacrifices a creature. Each opponent who can't loses half their life, rounded up.", {
      kind: "spell",
      effects: [
        {
          do: "playersSacrifice",
          who: { ref: "eachOpponent" },
          filter: { is: "type", type: "Creature" },
          ifCant: [{ do: "loseHalfLife", who: { ref: "you" }, round: "up" }],
        },
      ],
    });
  });

  it("another group in the second sentence stays text", () => {
    staysText("Each opponent sacrifices a creature. Each player who can't loses 3 life.");
  });
});

describe("oracle: 'you shuffle up to N cards from your graveyard into your library' (701.24a, 608.2d)", () => {
  it("Stream of Thought", () => {
    compiles("Target player mills four cards. You shuffle up to four cards from your graveyard into your library.", {
      kind: "spell",
      effects: [
        { do: "mill", who: { ref: "targetPlayer", index: 0 }, amount: 4 },
        { do: "shuffleFromGraveyard", max: 4 },
      ],
      targets: [anyPlayer],
    });
  });

  it("'up to one card' (singular agrees); 'up to four card' stays text", () => {
    compiles("Shuffle up to one card from your graveyard into your library.", {
      kind: "spell",
      effects: [{ do: "shuffleFromGraveyard", max: 1 }],
    });
    staysText("Shuffle up to four card from your graveyard into your library.");
  });
});

describe("oracle: damage to target spell's controller equal to that spell's mana value (120.3, 202.3e)", () => {
  it("Refuse", () => {
    compiles("Test Card deals damage to target spell's controller equal to that spell's mana value.", {
      kind: "spell",
      effects: [
        {
          do: "dealDamageToPlayer",
          amount: { of: "valueOf", what: { ref: "target", index: 0 }, value: "manaValue" },
          who: { ref: "controllerOfTarget", index: 0 },
        },
      ],
      targets: [spell],
    });
  });
});
