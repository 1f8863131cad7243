// The copy-spell family of the Oracle compiler: which spells "copy target … spell" may target (707.10, 115.1).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const t0 = { ref: "target", index: 0 } as const;

describe("oracle copy-spell targets", () => {
  it("an instant spell you control with mana value 2 or less (an activated ability)", () => {
    compiles("{2}{U}: Copy target instant spell you control with mana value 2 or less.", {
      kind: "activated",
      cost: { mana: "{2}{U}" },
      targets: [
        {
          spec: {
            kind: "spell",
            controller: "you",
            filter: {
              is: "all",
              of: [
                { is: "type", type: "Instant" },
                { is: "manaValue", atMost: 2 },
              ],
            },
          },
        },
      ],
      effects: [{ do: "copySpell", what: t0, count: 1, newTargets: false, exceptions: [] }],
    });
  });
  it("any spell with mana value 4 or greater", () => {
    compiles("Copy target spell with mana value 4 or greater.", {
      kind: "spell",
      targets: [{ spec: { kind: "spell", filter: { is: "manaValue", atLeast: 4 } } }],
      effects: [{ do: "copySpell", what: t0, count: 1, newTargets: false, exceptions: [] }],
    });
  });
  it("a mana value that is not a number stays text", () => {
    staysText("Copy target instant spell with mana value X or less.");
  });
  it("the controller of target instant or sorcery spell copies it; that player may choose new targets", () => {
    compiles(
      "{2}{U}, {T}: The controller of target instant or sorcery spell copies it. That player may choose new targets for the copy.",
      {
        kind: "activated",
        cost: { mana: "{2}{U}", tap: true },
        targets: [
          {
            spec: {
              kind: "spell",
              filter: {
                is: "any",
                of: [
                  { is: "type", type: "Instant" },
                  { is: "type", type: "Sorcery" },
                ],
              },
            },
          },
        ],
        effects: [
          {
            do: "byPlayer",
            who: { ref: "controllerOfTarget", index: 0 },
            effects: [{ do: "copySpell", what: t0, count: 1, newTargets: true, exceptions: [] }],
          },
        ],
      },
    );
  });
});
