// "create a token that's a copy of …, except it enters with an additional +1/+1 counter on it" (707.9e).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const COPY = "{T}: Create a token that's a copy of target creature you control, except it enters";

/** The ability "{T}: Create a token that's a copy of target creature you control" with `n` +1/+1 counters. */
function entersWith(n: number) {
  return {
    kind: "activated",
    cost: { tap: true },
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
    effects: [
      {
        do: "createTokenCopy",
        of: { ref: "target", index: 0 },
        count: 1,
        exceptions: [{ except: "entersWithCounters", kind: "+1/+1", amount: n }],
      },
    ],
  } as const;
}

describe("oracle: a token copy that enters with additional counters (707.9e)", () => {
  it("an additional +1/+1 counter", () => {
    compiles(`${COPY} the battlefield with an additional +1/+1 counter on it.`, entersWith(1));
  });
  it("two additional counters; the noun agrees with the count", () => {
    compiles(`${COPY} with two additional +1/+1 counters on it.`, entersWith(2));
    staysText(`${COPY} with two additional +1/+1 counter on it.`);
  });
});
