import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const target0 = { ref: "target", index: 0 } as const;
const creature = { is: "type", type: "Creature" } as const;

describe("oracle: doesn't untap during the next untap step (502.3)", () => {
  it("the object named before, during its controller's next untap step", () => {
    compiles("Tap target creature. It doesn't untap during its controller's next untap step.", {
      kind: "spell",
      effects: [
        { do: "tap", what: target0 },
        { do: "doesntUntapNext", what: target0, during: "itsController" },
      ],
      targets: [{ spec: { kind: "permanent", filter: creature } }],
    });
  });

  it("the source itself, during your next untap step (after a mana ability's mana)", () => {
    compiles("{T}: Add {B} or {R}. Test Card doesn't untap during your next untap step.", {
      kind: "activated",
      cost: { tap: true },
      effects: [
        { do: "addManaOfOneOf", colors: ["B", "R"], amount: 1 },
        { do: "doesntUntapNext", what: { ref: "self" }, during: "you" },
      ],
      manaAbility: true,
    });
  });

  it("a group (their controllers' next untap steps) is not read yet: text", () => {
    staysText("Tap all creatures. They don't untap during their controllers' next untap steps.");
  });
});
