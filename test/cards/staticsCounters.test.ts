import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles } from "./compiled.js";

describe("'with a [kind] counter on it' in a subject (122.1)", () => {
  it("each creature you control with a +1/+1 counter on it / without one", () => {
    const trample = { kind: "keyword", text: "Trample", keyword: "trample" } as const;
    compiles("Each creature you control with a +1/+1 counter on it has trample.", {
      kind: "static",
      effects: [
        {
          affects: Filters.and(Filters.creature, Filters.youControl, { is: "hasCounters", kind: "+1/+1" }),
          parts: [{ op: "addAbilities", abilities: [trample] }],
        },
      ],
    });
    compiles("Each creature you control without a -1/-1 counter on it has trample.", {
      kind: "static",
      effects: [
        {
          affects: Filters.and(Filters.creature, Filters.youControl, Filters.not({ is: "hasCounters", kind: "-1/-1" })),
          parts: [{ op: "addAbilities", abilities: [trample] }],
        },
      ],
    });
  });
});
