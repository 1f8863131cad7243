import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: an Aura's control change (613.1b)", () => {
  it("You control enchanted creature / permanent / land", () => {
    for (const what of ["creature", "permanent", "land"])
      compiles(`You control enchanted ${what}.`, {
        kind: "static",
        effects: [{ affects: { is: "attachedBySource" }, parts: [{ op: "control", to: "effectController" }] }],
      });
  });

  it("another subject stays text", () => {
    staysText("You control target creature.");
  });
});
