import { describe, it } from "node:test";
import type { Effect } from "../../src/mtg/abilities/effect.js";
import type { Keyword } from "../../src/mtg/abilities/keyword.js";
import { compiles, staysText } from "./compiled.js";

const target0 = { ref: "target", index: 0 } as const;
const creature = { spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } } as const;
const grant = (keyword: Keyword, text: string): Effect[] => [
  {
    do: "continuous",
    what: { ref: "self" },
    parts: [{ op: "addAbilities", abilities: [{ kind: "keyword", keyword, text }] }],
    duration: "endOfTurn",
  },
];

describe("oracle: one of two instructions chosen as it resolves (608.2d)", () => {
  it("'you may tap or untap target creature': tap, untap or neither, one target", () => {
    compiles("{U}, {T}: You may tap or untap target creature.", {
      kind: "activated",
      cost: { mana: "{U}", tap: true },
      effects: [
        {
          do: "oneOf",
          labels: ["tap", "untap"],
          options: [[{ do: "tap", what: target0 }], [{ do: "untap", what: target0 }]],
          optional: true,
        },
      ],
      targets: [creature],
    });
  });

  it("'gains your choice of flying or lifelink until end of turn'", () => {
    compiles("{W}: Test Card gains your choice of flying or lifelink until end of turn.", {
      kind: "activated",
      cost: { mana: "{W}" },
      effects: [
        {
          do: "oneOf",
          labels: ["flying", "lifelink"],
          options: [grant("flying", "Flying"), grant("lifelink", "Lifelink")],
        },
      ],
    });
  });

  it("a choice between things that aren't keywords stays text", () => {
    staysText("{W}: Test Card gains your choice of banding or whatever until end of turn.");
  });
});
