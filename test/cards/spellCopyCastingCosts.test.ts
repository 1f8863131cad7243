// Copy templates about how a spell is cast: Anhelo's granted casualty (702.153a), Plumb the
// Forbidden's "sacrifice one or more creatures. When you do, copy this spell for each …" (601.2b,
// 603.12), Veyran's "that ability triggers an additional time" (603.2d).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

const instantOrSorcery = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
};

describe("casualty for the first instant or sorcery spell you cast each turn", () => {
  it("Anhelo: a static grant to the spell being cast or cast, only the first of the turn", () => {
    const a = one("The first instant or sorcery spell you cast each turn has casualty 2.");
    assert.equal(a.kind, "static");
    assert.deepEqual(a.kind === "static" ? a.effects : null, [
      {
        affects: {
          is: "all",
          of: [instantOrSorcery, { is: "castByYou" }, { is: "firstCastThisTurn", spells: instantOrSorcery }],
        },
        zones: ["stack", "hand", "graveyard", "exile", "library"],
        parts: [
          { op: "addAbilities", abilities: [{ kind: "keyword", text: "casualty 2", keyword: "casualty", n: 2 }] },
        ],
      },
    ]);
  });
  it("another keyword stays text", () => {
    staysText("The first instant or sorcery spell you cast each turn has flying.");
  });
});

describe("sacrifice one or more creatures as an additional cost; when you do, copy this spell", () => {
  it("Plumb the Forbidden: the optional cost and the reflexive copy, once per creature", () => {
    const a = one(
      "As an additional cost to cast this spell, you may sacrifice one or more creatures. When you do, copy this spell for each creature sacrificed this way.",
      "Plumb the Forbidden",
    );
    assert.deepEqual(a, {
      kind: "spell",
      text: "As an additional cost to cast this spell, you may sacrifice one or more creatures. When you do, copy this spell for each creature sacrificed this way.",
      effects: [],
      additionalCost: { sacrificeAnyNumber: { is: "type", type: "Creature" } },
      whenCostPaid: [
        {
          do: "copySpell",
          what: { ref: "triggerObject" },
          count: { of: "sacrificedToCastIt" },
          newTargets: false,
          exceptions: [],
        },
      ],
    });
  });
  it("a count of other things than those sacrificed stays text", () => {
    staysText(
      "As an additional cost to cast this spell, you may sacrifice one or more creatures. When you do, copy this spell for each artifact sacrificed this way.",
    );
  });
});

describe("a triggered ability triggers an additional time (603.2d)", () => {
  it("Veyran: a rule effect about instant and sorcery spells you cast or copy", () => {
    const a = one(
      "If you casting or copying an instant or sorcery spell causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.",
    );
    assert.deepEqual(a.kind === "static" ? a.rules : null, [
      { rule: "triggersAdditionalTime", spells: instantOrSorcery },
    ]);
  });
});

describe("choose one of the creatures that spell could target; the copy targets it (707.10e)", () => {
  const other = {
    is: "all",
    of: [{ is: "other" }, { is: "type", type: "Creature" }, { is: "controlledBy", who: "you" }],
  };
  it("Beamsplitter Mage: the intervening 'if' on the trigger, the choice on resolution", () => {
    const a = one(
      "Whenever you cast an instant or sorcery spell that targets only Test Card, if you control one or more other creatures that spell could target, choose one of those creatures. Copy that spell. The copy targets the chosen creature.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.trigger.on === "cast" ? a.trigger.couldTargetOne : null, other);
    assert.deepEqual(a.effects, [{ do: "copySpellTargetingChosen", what: { ref: "triggerObject" }, among: other }]);
  });
  it("a different noun in the last sentence stays text", () => {
    staysText(
      "Whenever you cast an instant or sorcery spell that targets only Test Card, if you control one or more other creatures that spell could target, choose one of those creatures. Copy that spell. The copy targets the chosen artifact.",
    );
  });
});
