// 707.10d in the Oracle compiler: "copy that spell for each other … that spell could target. Each copy targets a different one of those …".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { compiles, one, staysText } from "./compiled.js";

const instantOrSorcery = {
  is: "any",
  of: [
    { is: "type", type: "Instant" },
    { is: "type", type: "Sorcery" },
  ],
} as const;
const spell = { ref: "triggerObject" } as const;

describe("oracle copy a spell for each other target", () => {
  it("each other creature you control (Zada): the trigger wants a spell that targets only this", () => {
    compiles(
      "Whenever you cast an instant or sorcery spell that targets only Zada, copy that spell for each other creature you control that the spell could target. Each copy targets a different one of those creatures.",
      {
        kind: "triggered",
        trigger: { on: "cast", filter: instantOrSorcery, by: "you", targetsOnlyOne: { is: "self" } },
        effects: [
          {
            do: "copySpellForEachOtherTarget",
            what: spell,
            among: {
              is: "all",
              of: [
                { is: "type", type: "Creature" },
                { is: "controlledBy", who: "you" },
              ],
            },
          },
        ],
      },
      "Zada",
    );
  });
  it("that player copies it for each other Golem (Precursor Golem): the caster controls the copies", () => {
    compiles(
      "Whenever a player casts an instant or sorcery spell that targets only a single Golem, that player copies that spell for each other Golem that spell could target. Each copy targets a different one of those Golems.",
      {
        kind: "triggered",
        trigger: {
          on: "cast",
          filter: instantOrSorcery,
          by: "any",
          targetsOnlyOne: { is: "subtype", subtype: "Golem" },
        },
        effects: [
          {
            do: "byPlayer",
            who: { ref: "controllerOfTriggerObject" },
            effects: [{ do: "copySpellForEachOtherTarget", what: spell, among: { is: "subtype", subtype: "Golem" } }],
          },
        ],
      },
    );
  });
  it("every other permanent or player of a chosen target spell that targets only a single one (Radiate)", () => {
    compiles(
      "Choose target instant or sorcery spell that targets only a single permanent or player. Copy that spell for each other permanent or player the spell could target. Each copy targets a different one of those permanents and players.",
      {
        kind: "spell",
        targets: [
          { spec: { kind: "spell", filter: { is: "all", of: [instantOrSorcery, { is: "targetsOnlySingle" }] } } },
        ],
        effects: [{ do: "copySpellForEachOtherTarget", what: { ref: "target", index: 0 }, among: null }],
      },
    );
  });
  it("'they control' needs 'that player copies'; the plural must repeat the noun", () => {
    staysText(
      "Whenever you cast an instant or sorcery spell that targets only Test Card, copy that spell for each other creature they control that the spell could target. Each copy targets a different one of those creatures.",
    );
    staysText(
      "Whenever you cast an instant or sorcery spell that targets only Test Card, copy that spell for each other creature you control that the spell could target. Each copy targets a different one of those Golems.",
    );
  });
});

describe("target spell or ability (115.1a-c)", () => {
  it("Radiant Performer: a spell or an ability on the stack, copied for each other permanent or player", () => {
    const a = one(
      "When Test Card enters, if you cast it from your hand, choose target spell or ability that targets only a single permanent or player. Copy that spell or ability for each other permanent or player the spell or ability could target. Each copy targets a different one of those permanents and players.",
    );
    assert.equal(a.kind, "triggered");
    if (a.kind !== "triggered") return;
    assert.deepEqual(a.targets?.[0]?.spec, { kind: "spell", orAbility: true, filter: { is: "targetsOnlySingle" } });
    assert.deepEqual(a.effects, [
      { do: "copySpellForEachOtherTarget", what: { ref: "target", index: 0 }, among: null },
    ]);
  });

  it("'that spell or ability' only after 'target spell or ability'", () => {
    staysText(
      "Choose target instant or sorcery spell that targets only a single permanent or player. Copy that spell or ability for each other permanent or player the spell or ability could target. Each copy targets a different one of those permanents and players.",
    );
  });
});
