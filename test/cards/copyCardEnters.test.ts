// Entering as a copy (707.5, 614.1c): the variants beyond "any creature on the battlefield" —
// a card in a graveyard, entering tapped, "as ~ enters, … become a copy … until end of turn",
// and the exception that leaves only the card types it names (Imposter Mech).
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const creature: ObjectFilter = { is: "type", type: "Creature" };
const land: ObjectFilter = { is: "type", type: "Land" };
const opponentControls: ObjectFilter = { is: "controlledBy", who: "opponent" };

describe("oracle copy templates: entering as a copy, variants (707.5)", () => {
  it("as a copy of any creature card in a graveyard: chosen among graveyard cards", () => {
    compiles("You may have Test Card enter the battlefield as a copy of any creature card in a graveyard.", {
      kind: "replacement",
      replacement: { effect: "entersAsCopy", optional: true, filter: creature, exceptions: [], from: "graveyard" },
    });
  });
  it("enter tapped as a copy of any land on the battlefield", () => {
    compiles("You may have Test Card enter the battlefield tapped as a copy of any land on the battlefield.", {
      kind: "replacement",
      replacement: { effect: "entersAsCopy", optional: true, filter: land, exceptions: [], tapped: true },
    });
  });
  it("as ~ enters, you may have it become a copy … until end of turn, except it has haste", () => {
    compiles(
      "As Test Card enters the battlefield, you may have it become a copy of any creature on the battlefield until end of turn, except it has haste.",
      {
        kind: "replacement",
        replacement: {
          effect: "entersAsCopy",
          optional: true,
          filter: creature,
          exceptions: [{ except: "hasAbilities", abilities: [{ kind: "keyword", text: "Haste", keyword: "haste" }] }],
          duration: "endOfTurn",
        },
      },
    );
  });
  it("except it's a Vehicle artifact with crew 3 and it loses all other card types", () => {
    compiles(
      "You may have Test Card enter the battlefield as a copy of a creature an opponent controls, except it's a Vehicle artifact with crew 3 and it loses all other card types.",
      {
        kind: "replacement",
        replacement: {
          effect: "entersAsCopy",
          optional: true,
          filter: { is: "all", of: [creature, opponentControls] },
          exceptions: [
            { except: "onlyTypes", types: ["Artifact"], subtypes: ["Vehicle"] },
            { except: "hasAbilities", abilities: [{ kind: "keyword", text: "Crew 3", keyword: "crew", n: 3 }] },
          ],
        },
      },
    );
  });
  it("except it has a quoted ability: compiled as the copy's own text (this creature is the copy)", () => {
    compiles(
      'You may have Test Card enter the battlefield as a copy of a creature you control, except it has "{2}{U}{U}: Return this creature to its owner\'s hand."',
      {
        kind: "replacement",
        replacement: {
          effect: "entersAsCopy",
          optional: true,
          filter: { is: "all", of: [creature, { is: "controlledBy", who: "you" }] },
          exceptions: [
            {
              except: "hasAbilities",
              abilities: [
                {
                  kind: "activated",
                  text: "{2}{U}{U}: Return this creature to its owner's hand.",
                  cost: { mana: "{2}{U}{U}" },
                  effects: [{ do: "returnToHand", what: { ref: "self" } }],
                },
              ],
            },
          ],
        },
      },
    );
  });
  it("a quoted ability naming 'this creature': a target with the same name as the copy", () => {
    compiles(
      'You may have Test Card enter the battlefield as a copy of any creature on the battlefield, except it has "{U}{B}, {T}: Destroy target creature with the same name as this creature."',
      {
        kind: "replacement",
        replacement: {
          effect: "entersAsCopy",
          optional: true,
          filter: creature,
          exceptions: [
            {
              except: "hasAbilities",
              abilities: [
                {
                  kind: "activated",
                  text: "{U}{B}, {T}: Destroy target creature with the same name as this creature.",
                  cost: { mana: "{U}{B}", tap: true },
                  targets: [
                    {
                      spec: { kind: "permanent", filter: { is: "all", of: [creature, { is: "sameNameAsSource" }] } },
                    },
                  ],
                  effects: [{ do: "destroy", what: { ref: "target", index: 0 } }],
                },
              ],
            },
          ],
        },
      },
    );
  });
  it("shapes not understood stay text", () => {
    // A card type must be named before "loses all other card types"; a subtype after it is not read.
    staysText(
      "You may have Test Card enter as a copy of any creature on the battlefield, except it's a Vehicle and it loses all other card types.",
    );
    staysText(
      "You may have Test Card enter as a copy of any creature on the battlefield, except it's an artifact Vehicle and it loses all other card types.",
    );
    // "this ability" names a resolving ability, which an enters replacement is not (707.9a).
    staysText(
      "As Test Card enters, you may have it become a copy of any creature on the battlefield until end of turn, except it has this ability.",
    );
  });
});
