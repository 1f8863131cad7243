import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const target0 = { ref: "target", index: 0 } as const;
const controller0 = { ref: "controllerOfTarget", index: 0 } as const;

describe("oracle: 'its controller' after an instruction on a target (608.2h)", () => {
  it("loses life, discards, gains life", () => {
    compiles("Destroy target land. Its controller loses 2 life.", {
      kind: "spell",
      effects: [
        { do: "destroy", what: target0 },
        { do: "loseLife", who: controller0, amount: 2 },
      ],
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Land" } } }],
    });
    compiles("Destroy target creature. That creature's controller discards a card.", {
      kind: "spell",
      effects: [
        { do: "destroy", what: target0 },
        { do: "discard", who: controller0, amount: 1 },
      ],
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
    });
  });

  it("with nothing named before, or after a countered spell (not read yet), it stays text", () => {
    staysText("Its controller loses 2 life.");
    staysText("Counter target spell. Its controller loses 2 life.");
  });
});
