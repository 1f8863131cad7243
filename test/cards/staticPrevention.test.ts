import { describe, it } from "node:test";
import { Filters } from "../../src/mtg/abilities/filter.js";
import { compiles, staysText } from "./compiled.js";

describe("oracle: static prevention of damage to / by a permanent (615.1, 616.1)", () => {
  it("Prevent all damage that would be dealt to ~", () => {
    compiles("Prevent all damage that would be dealt to Test Card.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "preventDamage", side: "to" }],
    });
  });

  it("combat damage, dealt to and dealt by ~: one rule per side", () => {
    compiles("Prevent all combat damage that would be dealt to and dealt by Test Card.", {
      kind: "static",
      effects: [],
      rules: [
        { rule: "preventDamage", combatOnly: true, side: "to" },
        { rule: "preventDamage", combatOnly: true, side: "by" },
      ],
    });
  });

  it("dealt by enchanted creature", () => {
    compiles("Prevent all damage that would be dealt by enchanted creature.", {
      kind: "static",
      effects: [],
      rules: [{ rule: "preventDamage", affects: Filters.attached, side: "by" }],
    });
  });

  it("dealt to creatures you control", () => {
    compiles("Prevent all damage that would be dealt to creatures you control.", {
      kind: "static",
      effects: [],
      rules: [
        {
          rule: "preventDamage",
          affects: { is: "all", of: [Filters.creature, { is: "controlledBy", who: "you" }] },
          side: "to",
        },
      ],
    });
  });

  it("players, sources named by 'by …', durations and spells stay text", () => {
    staysText("Prevent all damage that would be dealt to you.");
    staysText("Prevent all damage that would be dealt to Test Card by creatures.");
    staysText("Prevent all damage that would be dealt to Test Card during your turn.");
    staysText("Prevent all damage that would be dealt by instant and sorcery spells.");
  });
});
