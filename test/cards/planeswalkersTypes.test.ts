import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const gideon = {
  is: "all",
  of: [
    { is: "subtype", subtype: "Gideon" },
    { is: "type", type: "Planeswalker" },
  ],
} as const;

describe("oracle: planeswalker types in noun phrases (205.3j)", () => {
  it("target Gideon planeswalker", () => {
    compiles("{3}{W}: Put a loyalty counter on target Gideon planeswalker.", {
      kind: "activated",
      cost: { mana: "{3}{W}" },
      effects: [{ do: "addCounters", what: { ref: "target", index: 0 }, kind: "loyalty", amount: 1 }],
      targets: [{ spec: { kind: "permanent", filter: gideon } }],
    });
  });

  it("a planeswalker type that is not one stays text", () => {
    staysText("{3}{W}: Put a loyalty counter on target Zork planeswalker.");
  });
});
