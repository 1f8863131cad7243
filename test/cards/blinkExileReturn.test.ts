// "Exile target creature. Return it to the battlefield under its owner's control at the beginning of
// the next end step." (603.7a, 603.7c, 400.7): Voidwalk, Flickerwisp, Astral Slide, Venser.
import { describe, it } from "node:test";
import type { Effect } from "../../src/mtg/abilities/effect.js";
import { compiles, staysText } from "./compiled.js";

const CREATURE = { spec: { kind: "permanent", filter: { is: "type", type: "Creature" } } } as const;

function delayedReturn(under: "owner" | "you"): Effect {
  return {
    do: "atNextEndStep",
    effects: [{ do: "putOntoBattlefield", what: { ref: "triggerObject" }, under }],
    about: { ref: "movedTarget", index: 0 },
  };
}

describe("oracle: exile a target, return the card at the beginning of the next end step", () => {
  it("the delayed ability returns the exiled card under its owner's control", () => {
    compiles(
      "Exile target creature. Return it to the battlefield under its owner's control at the beginning of the next end step.",
      {
        kind: "spell",
        effects: [{ do: "exile", what: { ref: "target", index: 0 } }, delayedReturn("owner")],
        targets: [CREATURE],
      },
    );
  });
  it('"under your control": the delayed ability\'s controller (610.3c)', () => {
    compiles(
      "Exile target creature. Return that card to the battlefield under your control at the beginning of the next end step.",
      {
        kind: "spell",
        effects: [{ do: "exile", what: { ref: "target", index: 0 } }, delayedReturn("you")],
        targets: [CREATURE],
      },
    );
  });
  it('"You may exile …. If you do, return that card …": only if it was exiled (603.5)', () => {
    compiles(
      "Whenever a player cycles a card, you may exile target creature. If you do, return that card to the battlefield under its owner's control at the beginning of the next end step.",
      {
        kind: "triggered",
        trigger: { on: "cycled", by: "any" },
        effects: [
          {
            do: "mayThen",
            first: { do: "exile", what: { ref: "target", index: 0 } },
            ifYouDo: [delayedReturn("owner")],
          },
        ],
        targets: [CREATURE],
      },
    );
  });
  it('other shapes stay text: several targets, returned tapped, "If you do" without "may"', () => {
    staysText(
      "Exile up to one target creature. Return it to the battlefield under its owner's control at the beginning of the next end step.",
    );
    staysText(
      "Exile target creature. Return it to the battlefield tapped under its owner's control at the beginning of the next end step.",
    );
    staysText(
      "Exile target creature. If you do, return it to the battlefield under its owner's control at the beginning of the next end step.",
    );
  });
});
