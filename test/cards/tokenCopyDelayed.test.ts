// "create a token that's a copy of it at the beginning of the next end step" (603.7), "The token
// enters with half that many +1/+1 counters on it, rounded down" (107.1a, 608.2h), a flavor word
// before a trigger (207.2d), and "that Wizard" (603.2).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { CopyException } from "../../src/mtg/abilities/copyException.js";
import { compiles, one, staysText } from "./compiled.js";

const DIES = "When Test Card dies, if it had two or more +1/+1 counters on it, create a token that's a copy of it";
const LATER = `${DIES} at the beginning of the next end step.`;
const HAD: Extract<CopyException, { except: "entersWithCounters" }>["amount"] = {
  of: "countersOn",
  what: { ref: "self" },
  kind: "+1/+1",
  lastKnown: true,
};

function delayed(exceptions: readonly CopyException[]) {
  return {
    kind: "triggered",
    trigger: { on: "dies", filter: { is: "self" } },
    interveningIf: { is: "selfCounters", kind: "+1/+1", atLeast: 2 },
    effects: [
      {
        do: "atNextEndStep",
        effects: [{ do: "createTokenCopy", of: { ref: "self" }, count: 1, exceptions, lastKnown: true }],
      },
    ],
  } as const;
}

describe("oracle: a token copy of ~ created at the next end step (603.7)", () => {
  it("the creation waits for the next end step", () => {
    compiles(LATER, delayed([]));
  });
  it("with half that many counters, rounded down (Ochre Jelly), behind a flavor word", () => {
    const text = `Split — ${LATER} The token enters the battlefield with half that many +1/+1 counters on it, rounded down.`;
    const half = { of: "half", amount: HAD, round: "down" } as const;
    compiles(text, delayed([{ except: "entersWithCounters", kind: "+1/+1", amount: half }]));
  });
  it("with that many counters", () => {
    const text = `${LATER} The token enters with that many +1/+1 counters on it.`;
    compiles(text, delayed([{ except: "entersWithCounters", kind: "+1/+1", amount: HAD }]));
  });
  it("'half' needs its rounding; a target or another creator isn't waited for", () => {
    staysText(`${LATER} The token enters with half that many +1/+1 counters on it.`);
    staysText(
      "Whenever Test Card attacks, create a token that's a copy of target creature at the beginning of the next end step.",
    );
    staysText(
      "When Test Card dies, target opponent creates a token that's a copy of it at the beginning of the next end step.",
    );
  });
  it("sentences about the token can't act on it before it exists", () => {
    staysText(`${LATER} It gains haste.`);
  });
});

describe("oracle: flavor words (207.2d) and 'that [subtype]'", () => {
  it("a flavor word before a trigger is read without it; a dashed keyword is not a flavor word", () => {
    assert.equal(one("Acid Breath — When Test Card enters, destroy target artifact.").kind, "triggered");
    staysText("Boast — When Test Card enters, destroy target artifact.");
  });
  it("'that Wizard' is the trigger's object", () => {
    const a = one(
      "Whenever another nontoken Wizard enters under your control, create a token that's a copy of that Wizard.",
    );
    assert.equal(a.kind, "triggered");
    assert.deepEqual(a.kind === "triggered" ? a.effects : null, [
      { do: "createTokenCopy", of: { ref: "triggerObject" }, count: 1, exceptions: [] },
    ]);
    staysText("{T}: Create a token that's a copy of that Wizard.");
  });
});
