// Token copies put onto the battlefield tapped and attacking (508.4) in the Oracle compiler.
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const attackingCreature: ObjectFilter = {
  is: "all",
  of: [{ is: "other" }, { is: "attacking" }, { is: "type", type: "Creature" }],
};
const t0 = { ref: "target", index: 0 } as const;
const exileAtEndOfCombat = { do: "atEndOfCombat", effects: [{ do: "exile", what: { ref: "triggerObject" } }] } as const;

describe("oracle token copies: tapped and attacking (508.4)", () => {
  it("… and that's tapped and attacking", () => {
    compiles(
      "Whenever Test Card attacks, create a token that's a copy of another target attacking creature and that's tapped and attacking. Exile the token at end of combat.",
      {
        kind: "triggered",
        trigger: { on: "attacks", filter: { is: "self" } },
        targets: [{ spec: { kind: "permanent", filter: attackingCreature } }],
        effects: [
          { do: "createTokenCopy", of: t0, count: 1, exceptions: [], tappedAndAttacking: true },
          exileAtEndOfCombat,
        ],
      },
    );
  });
  it("a tapped and attacking token; two tokens … that are tapped and attacking", () => {
    compiles("Create a tapped and attacking token that's a copy of target creature you control.", {
      kind: "spell",
      targets: [
        {
          spec: {
            kind: "permanent",
            filter: {
              is: "all",
              of: [
                { is: "type", type: "Creature" },
                { is: "controlledBy", who: "you" },
              ],
            },
          },
        },
      ],
      effects: [{ do: "createTokenCopy", of: t0, count: 1, exceptions: [], tappedAndAttacking: true }],
    });
    compiles("Create two tokens that are copies of Test Card and that are tapped and attacking.", {
      kind: "spell",
      effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 2, exceptions: [], tappedAndAttacking: true }],
    });
  });
  it("The token enters tapped and attacking, after populate", () => {
    compiles("Whenever Test Card attacks, populate. The token enters the battlefield tapped and attacking.", {
      kind: "triggered",
      trigger: { on: "attacks", filter: { is: "self" } },
      effects: [{ do: "populate", times: 1, tappedAndAttacking: true }],
    });
  });
  it("the number must agree; nothing created, nothing enters", () => {
    staysText("Create a token that's a copy of target creature. The tokens enter tapped and attacking.");
    staysText("Create a token that's a copy of target creature and that are tapped and attacking.");
    staysText("Draw a card. The token enters tapped and attacking.");
  });
});
