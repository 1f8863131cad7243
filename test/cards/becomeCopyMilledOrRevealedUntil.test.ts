// "Target opponent reveals cards from the top of their library until they reveal a creature card.
// ~ becomes a copy of that card until end of turn. Then that player puts all cards revealed this
// way on the bottom …" (Nascent Metamorph, with "Whenever ~ attacks or blocks"); "Each player mills
// three cards. You may exile a creature card from among the cards milled this way. If you do, ~
// becomes a copy of that card, except it has this ability" (Shadow Kin). 701.20a, 701.17a, 608.2c.
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe("oracle: become a copy of a card revealed until, or milled and exiled", () => {
  it("attacks or blocks; the target opponent reveals until a creature card, copied until end of turn", () => {
    compiles(
      "Whenever Test Card attacks or blocks, target opponent reveals cards from the top of their library until they reveal a creature card. Test Card becomes a copy of that card until end of turn. Then that player puts all cards revealed this way on the bottom of their library in a random order.",
      {
        kind: "triggered",
        trigger: { on: "blocks", filter: { is: "self" }, orAttacks: true },
        effects: [
          {
            do: "revealUntil",
            who: { ref: "targetPlayer", index: 0 },
            filter: creature,
            effects: [
              {
                do: "becomeCopy",
                what: { ref: "self" },
                of: { ref: "thisWay" },
                exceptions: [],
                duration: "endOfTurn",
              },
            ],
          },
        ],
        targets: [{ spec: { kind: "player", who: "opponent" } }],
      },
    );
  });
  it("each player mills; up to one creature card milled is exiled and copied, keeping this ability", () => {
    compiles(
      "At the beginning of your upkeep, each player mills three cards. You may exile a creature card from among the cards milled this way. If you do, Test Card becomes a copy of that card, except it has this ability.",
      {
        kind: "triggered",
        trigger: { on: "beginningOfStep", step: "upkeep", whose: "your" },
        effects: [
          { do: "mill", who: { ref: "eachPlayer" }, amount: 3 },
          { do: "exileCardThisWay", filter: creature },
          {
            do: "becomeCopy",
            what: { ref: "self" },
            of: { ref: "thisWay" },
            exceptions: [{ except: "hasThisAbility" }],
            duration: "permanent",
          },
        ],
      },
    );
  });
  it("revealed cards that stay on top are not this template", () => {
    staysText(
      "Whenever Test Card attacks, target opponent reveals cards from the top of their library until they reveal a creature card. Test Card becomes a copy of that card until end of turn.",
    );
  });
});
