// "When you cast this spell, copy it for each …": a copy count counted as the trigger resolves (608.2h).
import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const cast = { on: "cast", filter: { is: "self" }, by: "you" } as const;
const copy = { do: "copySpell", what: { ref: "triggerObject" }, newTargets: true, exceptions: [] } as const;

describe("oracle copy it for each", () => {
  it("each kind of counter among permanents you control (Storm of Forms)", () => {
    compiles(
      "When you cast this spell, copy it for each kind of counter among permanents you control. You may choose new targets for the copies.",
      { kind: "triggered", trigger: cast, effects: [{ ...copy, count: { of: "counterKindsAmongYours" } }] },
    );
  });
  it("each creature you control", () => {
    compiles(
      "When you cast this spell, copy it for each creature you control. You may choose new targets for the copies.",
      {
        kind: "triggered",
        trigger: cast,
        effects: [
          {
            ...copy,
            count: {
              of: "count",
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
      },
    );
  });
  it("a count the engine doesn't keep stays text", () => {
    staysText(
      "When you cast this spell, copy it for each time you've cycled a card this game. You may choose new targets for the copies.",
    );
  });
});
