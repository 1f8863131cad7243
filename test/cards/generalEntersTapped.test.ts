import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: enters tapped unless … (614.1c)", () => {
  it("you control N or fewer / more other lands", () => {
    compiles("Test Card enters the battlefield tapped unless you control two or fewer other lands.", {
      kind: "replacement",
      replacement: {
        effect: "entersTapped",
        unless: {
          is: "youControlCount",
          filter: { is: "all", of: [{ is: "other" }, { is: "type", type: "Land" }] },
          atMost: 2,
        },
      },
    });
  });

  it("you control a Plains or an Island; you have two or more opponents", () => {
    compiles("Test Card enters tapped unless you control a Plains or an Island.", {
      kind: "replacement",
      replacement: {
        effect: "entersTapped",
        unless: {
          is: "youControlCount",
          filter: {
            is: "any",
            of: [
              { is: "subtype", subtype: "Plains" },
              { is: "subtype", subtype: "Island" },
            ],
          },
          atLeast: 1,
        },
      },
    });
    compiles("Test Card enters the battlefield tapped unless you have two or more opponents.", {
      kind: "replacement",
      replacement: { effect: "entersTapped", unless: { is: "opponentsAtLeast", n: 2 } },
    });
  });

  it("as it enters, you may pay N life; if you don't, it enters tapped (614.12)", () => {
    compiles(
      "As Test Card enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped.",
      {
        kind: "replacement",
        replacement: { effect: "mayPayLifeOrEntersTapped", life: 2 },
      },
    );
  });

  it("a condition it can't read stays text", () => {
    staysText("Test Card enters the battlefield tapped unless you revealed a Dragon card this turn.");
  });
});
