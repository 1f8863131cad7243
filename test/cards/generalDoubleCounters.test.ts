import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: 'double the number of … counters on …' (701.10e)", () => {
  it("one kind on the source, each kind on a target", () => {
    compiles("{4}{G}{G}: Double the number of +1/+1 counters on Test Card.", {
      kind: "activated",
      cost: { mana: "{4}{G}{G}" },
      effects: [{ do: "doubleCounters", what: { ref: "self" }, kind: "+1/+1" }],
    });
    compiles("{T}: Double the number of each kind of counter on target permanent.", {
      kind: "activated",
      cost: { tap: true },
      effects: [{ do: "doubleCounters", what: { ref: "target", index: 0 }, kind: "each" }],
      targets: [{ spec: { kind: "permanent", filter: { is: "all", of: [] } } }],
    });
  });

  it("after another instruction, 'it' is the object named before", () => {
    compiles("Put a +1/+1 counter on target creature, then double the number of +1/+1 counters on it.", {
      kind: "spell",
      effects: [
        { do: "addCounters", what: { ref: "target", index: 0 }, kind: "+1/+1", amount: 1 },
        { do: "doubleCounters", what: { ref: "target", index: 0 }, kind: "+1/+1" },
      ],
      targets: [{ spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } }],
    });
  });

  it("an unnamed object stays text", () => {
    staysText("Double the number of +1/+1 counters on it.");
  });
});
