// "Then if there are N or more [kind] counters on it, [you may] remove those counters and transform it" (608.2c, 701.27a).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

const SELF = { ref: "self" } as const;

describe("counting counters on ~, then transforming it", () => {
  it("Primal Amulet: optional, after a charge counter is put on it", () => {
    const a = one(
      "Whenever you cast an instant or sorcery spell, put a charge counter on Test Card. Then if there are four or more charge counters on it, you may remove those counters and transform it.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.effects.at(-1), {
      do: "if",
      condition: { is: "selfCounters", kind: "charge", atLeast: 4 },
      effects: [
        {
          do: "mayThen",
          first: { do: "removeCounters", what: SELF, kind: "charge", amount: "all" },
          ifYouDo: [{ do: "transform", what: SELF }],
        },
      ],
    });
  });

  it("Edgar Markov's Coffin: mandatory", () => {
    const a = one(
      "At the beginning of your upkeep, put a bloodline counter on Test Card. Then if there are three or more bloodline counters on it, remove those counters and transform it.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.effects.at(-1), {
      do: "if",
      condition: { is: "selfCounters", kind: "bloodline", atLeast: 3 },
      effects: [
        { do: "removeCounters", what: SELF, kind: "bloodline", amount: "all" },
        { do: "transform", what: SELF },
      ],
    });
  });

  it("stays text when 'it' is another object", () => {
    staysText(
      "{T}: Put a charge counter on target artifact. Then if there are four or more charge counters on it, remove those counters and transform it.",
    );
  });
});
