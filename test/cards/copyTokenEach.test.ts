// One token copy of each of several objects in the Oracle compiler (707.2, 603.6a), and the
// "Choose up to N target …" sentence that names them (115.1).
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const creature: ObjectFilter = { is: "type", type: "Creature" };
const youControl: ObjectFilter = { is: "controlledBy", who: "you" };
const haste = { kind: "keyword", text: "Haste", keyword: "haste" } as const;
const created = { ref: "created" } as const;

describe("oracle token copies: for each object (707.2)", () => {
  it("for each token you control, a copy of that permanent", () => {
    compiles("For each token you control, create a token that's a copy of that permanent.", {
      kind: "spell",
      effects: [
        {
          do: "createTokenCopyOfEach",
          of: { ref: "each", filter: { is: "all", of: [{ is: "token" }, youControl] } },
          exceptions: [],
        },
      ],
    });
  });
  it("its controller creates the copy", () => {
    compiles(
      "For each creature token on the battlefield, its controller creates a token that's a copy of that creature.",
      {
        kind: "spell",
        effects: [
          {
            do: "createTokenCopyOfEach",
            of: { ref: "each", filter: { is: "all", of: [creature, { is: "token" }] } },
            exceptions: [],
            byController: true,
          },
        ],
      },
    );
  });
  it("the targets chosen first, each copied with haste, those tokens exiled at the next end step", () => {
    compiles(
      "Choose any number of target creatures you control. For each of them, create a token that's a copy of that creature, except it has haste. Exile those tokens at the beginning of the next end step.",
      {
        kind: "spell",
        targets: [
          { spec: { kind: "permanent", filter: { is: "all", of: [creature, youControl] } }, min: 0, max: 1000 },
        ],
        effects: [
          {
            do: "createTokenCopyOfEach",
            of: { ref: "targets" },
            exceptions: [{ except: "hasAbilities", abilities: [haste] }],
          },
          { do: "atNextEndStep", effects: [{ do: "exile", what: { ref: "triggerObject" } }] },
        ],
      },
    );
  });
  it("those tokens gain haste", () => {
    compiles("For each artifact you control, create a token that's a copy of it. Those tokens gain haste.", {
      kind: "spell",
      effects: [
        {
          do: "createTokenCopyOfEach",
          of: { ref: "each", filter: { is: "all", of: [{ is: "type", type: "Artifact" }, youControl] } },
          exceptions: [],
        },
        { do: "continuous", what: created, parts: [{ op: "addAbilities", abilities: [haste] }], duration: "permanent" },
      ],
    });
  });
  it("'them' needs targets chosen before; a plural group, a count of two or more", () => {
    staysText("For each of them, create a token that's a copy of that creature.");
    staysText("For each creatures you control, create a token that's a copy of that creature.");
    staysText("Choose up to one target creatures you control. For each of them, create a token that's a copy of it.");
  });
});
