// The copy-spell family of the Oracle compiler: triggers on casting or copying spells (707.10),
// magecraft (207.2c), and the copies those triggers make.
import { describe, it } from "node:test";
import type { ObjectFilter } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

const triggerObject = { ref: "triggerObject" } as const;
const instantOrSorcery: ObjectFilter = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
};

describe("oracle copy-spell triggers: cast or copy (707.10, magecraft)", () => {
  it("magecraft: whenever you cast or copy an instant or sorcery spell", () => {
    compiles("Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.", {
      kind: "triggered",
      trigger: { on: "cast", filter: instantOrSorcery, by: "you", orCopy: true },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("an opponent casts or copies", () => {
    compiles("Whenever an opponent casts or copies an instant or sorcery spell, you gain 1 life.", {
      kind: "triggered",
      trigger: { on: "cast", filter: instantOrSorcery, by: "opponent", orCopy: true },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: 1 }],
    });
  });
  it("whenever you copy an instant spell: the copy only", () => {
    compiles("Whenever you copy an instant spell, put a +1/+1 counter on Test Card.", {
      kind: "triggered",
      trigger: { on: "copy", filter: { is: "type", type: "Instant" }, by: "you" },
      effects: [{ do: "addCounters", what: { ref: "self" }, kind: "+1/+1", amount: 1 }],
    });
  });
  it("a spell that targets only this permanent (115.9b)", () => {
    compiles("Whenever you cast an instant or sorcery spell that targets only Test Card, copy that spell.", {
      kind: "triggered",
      trigger: { on: "cast", filter: instantOrSorcery, by: "you", targetsOnlyOne: { is: "self" } },
      effects: [{ do: "copySpell", what: triggerObject, count: 1, newTargets: false, exceptions: [] }],
    });
  });
  it("the verb agrees with its subject", () => {
    staysText("Whenever you copies an instant spell, draw a card.");
    staysText("Whenever an opponent cast or copy an instant spell, draw a card.");
  });
  it("you may copy that spell; new targets for the copy: the whole ability is optional (603.5)", () => {
    compiles(
      "Whenever you cast an instant or sorcery spell, you may copy that spell. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you" },
        optional: true,
        effects: [{ do: "copySpell", what: triggerObject, count: 1, newTargets: true, exceptions: [] }],
      },
    );
  });
  it("copy that spell and you may choose new targets for the copy, in one sentence", () => {
    compiles(
      "Whenever you cast an instant or sorcery spell, copy that spell and you may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you" },
        effects: [{ do: "copySpell", what: triggerObject, count: 1, newTargets: true, exceptions: [] }],
      },
    );
  });
  it("you may copy it, then another instruction: not one optional ability", () => {
    staysText("Whenever you cast an instant or sorcery spell, you may copy that spell. Exile it.");
  });
});

describe("oracle copy-spell delayed triggers (603.7)", () => {
  it("when you cast your next instant or sorcery spell this turn, copy that spell; new targets", () => {
    compiles(
      "When you cast your next instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.",
      {
        kind: "spell",
        effects: [
          {
            do: "whenYouCastNext",
            filter: instantOrSorcery,
            effects: [{ do: "copySpell", what: { ref: "triggerObject" }, count: 1, newTargets: true, exceptions: [] }],
          },
        ],
      },
    );
  });
  it("a delayed instruction with a target stays text", () => {
    staysText("When you cast your next instant spell this turn, destroy target creature.");
  });
});
