// "Whenever a creature card is put into an opponent's graveyard from anywhere, … become a copy of
// that card, except its name is …" (603.6c, 707.9b): Lazav, Dimir Mastermind's ability.
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles, staysText } from "./compiled.js";

const LAZAV = "Lazav, Dimir Mastermind";

describe("oracle: a card put into a graveyard from anywhere", () => {
  it("triggers on the card in its owner's graveyard; 'that card' is the one to copy", () => {
    compiles(
      `Whenever a creature card is put into an opponent's graveyard from anywhere, you may have ${LAZAV} become a copy of that card, except its name is ${LAZAV}, it's legendary in addition to its other types, and it has hexproof and this ability.`,
      {
        kind: "triggered",
        trigger: { on: "cardPutIntoGraveyard", filter: { is: "type", type: "Creature" }, whose: "opponent" },
        effects: [
          {
            do: "becomeCopy",
            what: { ref: "self" },
            of: { ref: "triggerObject" },
            exceptions: [
              { except: "name", name: LAZAV },
              { except: "additionalTypes", supertypes: ["Legendary"] },
              { except: "hasAbilities", abilities: [{ kind: "keyword", text: "Hexproof", keyword: "hexproof" }] },
              { except: "hasThisAbility" },
            ],
            duration: "permanent",
          },
        ],
        optional: true,
      },
      LAZAV,
    );
  });
  it("'a card' and 'your graveyard' read too", () => {
    const [a] = compileOracleText("Whenever a card is put into your graveyard from anywhere, draw a card.", "X");
    assert.deepEqual(a?.kind === "triggered" ? a.trigger : null, {
      on: "cardPutIntoGraveyard",
      filter: { is: "all", of: [] },
      whose: "you",
    });
  });
  it("the card itself going to a graveyard is not this trigger (it isn't on the battlefield to see it)", () => {
    staysText("When Test Card is put into a graveyard from anywhere, draw a card.");
  });
});
