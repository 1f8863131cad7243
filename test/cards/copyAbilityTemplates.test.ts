// The copy-spell family of the Oracle compiler: copying abilities (707.10) — triggers on activating
// an ability, and targets that are abilities on the stack.
import { describe, it } from "node:test";
import type { Effect } from "../../src/mtg/abilities/effect.js";
import { compiles, staysText } from "./compiled.js";

const copyThat: Effect = {
  do: "copySpell",
  what: { ref: "triggerObject" },
  count: 1,
  newTargets: true,
  exceptions: [],
};

describe("oracle copy-ability templates", () => {
  it("whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that ability", () => {
    compiles(
      "Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that ability. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "activated", source: { is: "all", of: [] }, by: "you" },
        effects: [{ do: "mayThen", first: { do: "payMana", mana: "{2}" }, ifYouDo: [copyThat] }],
      },
    );
  });
  it("whenever an ability of equipped creature is activated, if it isn't a mana ability, copy that ability", () => {
    compiles(
      "Whenever an ability of equipped creature is activated, if it isn't a mana ability, copy that ability. You may choose new targets for the copy.",
      {
        kind: "triggered",
        trigger: { on: "activated", source: { is: "attachedBySource" }, by: "any" },
        effects: [copyThat],
      },
    );
  });
  it("without the mana-ability clause the trigger is not read (mana abilities would trigger it)", () => {
    staysText("Whenever you activate an ability, draw a card.");
  });
  it("copy target activated or triggered ability you control from an artifact source", () => {
    compiles("{U}{R}, {T}: Copy target activated or triggered ability you control from an artifact source.", {
      kind: "activated",
      cost: { mana: "{U}{R}", tap: true },
      targets: [
        {
          spec: {
            kind: "triggeredAbility",
            controller: "you",
            activated: true,
            source: { is: "type", type: "Artifact" },
          },
        },
      ],
      effects: [{ do: "copySpell", what: { ref: "target", index: 0 }, count: 1, newTargets: false, exceptions: [] }],
    });
  });
});
