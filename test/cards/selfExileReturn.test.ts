import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

describe("oracle: a permanent exiles itself and returns at the next end step (603.7a, 400.7)", () => {
  it("'Exile ~. Return it to the battlefield under its owner's control at the beginning of the next end step.'", () => {
    compiles(
      "{U}: Exile Test Card. Return it to the battlefield under its owner's control at the beginning of the next end step.",
      { kind: "activated", cost: { mana: "{U}" }, effects: [{ do: "exileSelfReturnAtNextEndStep" }] },
    );
  });

  it("'Exile ~.' as a spell's last instruction exiles the spell itself (608.2n: it isn't put into the graveyard)", () => {
    compiles("Draw two cards. Exile Test Card.", {
      kind: "spell",
      effects: [
        { do: "draw", who: { ref: "you" }, amount: 2 },
        { do: "exile", what: { ref: "self" } },
      ],
    });
  });

  it("stays text when it returns under another control or tapped (not read yet)", () => {
    staysText(
      "{U}: Exile Test Card. Return it to the battlefield under your control at the beginning of the next end step.",
    );
    staysText(
      "{U}: Exile Test Card. Return it to the battlefield tapped under its owner's control at the beginning of the next end step.",
    );
  });
});
