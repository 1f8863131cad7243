// Which spells "copy target … spell" may target: one that targets you (115.9b), one that wasn't cast (707.10).
import { describe, it } from "node:test";
import { compiles } from "./compiled.js";

const t0 = { ref: "target", index: 0 } as const;
const instantOrSorcery = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
} as const;

describe("oracle copy-spell target filters", () => {
  it("an instant or sorcery spell that targets you", () => {
    compiles(
      "{1}{U/R}{U/R}: Copy target instant or sorcery spell that targets you. You may choose new targets for the copy.",
      {
        kind: "activated",
        cost: { mana: "{1}{U/R}{U/R}" },
        targets: [{ spec: { kind: "spell", filter: { is: "all", of: [instantOrSorcery, { is: "targetsYou" }] } } }],
        effects: [{ do: "copySpell", what: t0, count: 1, newTargets: true, exceptions: [] }],
      },
    );
  });
  it("a spell you control that wasn't cast", () => {
    compiles("{1}{U}, {T}: Copy target spell you control that wasn't cast. You may choose new targets for the copy.", {
      kind: "activated",
      cost: { mana: "{1}{U}", tap: true },
      targets: [{ spec: { kind: "spell", controller: "you", filter: { is: "notCast" } } }],
      effects: [{ do: "copySpell", what: t0, count: 1, newTargets: true, exceptions: [] }],
    });
  });
});
