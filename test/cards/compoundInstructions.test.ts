import { describe, it } from "node:test";
import { compiles, staysText } from "./compiled.js";

const creature = { is: "type", type: "Creature" } as const;

describe("oracle: one subject with several verbs (608.2c)", () => {
  it("target player loses, discards, then sacrifices: the same target each time", () => {
    const who = { ref: "targetPlayer", index: 0 } as const;
    compiles("Target player loses 1 life, discards a card, then sacrifices a permanent.", {
      kind: "spell",
      effects: [
        { do: "loseLife", who, amount: 1 },
        { do: "discard", who, amount: 1 },
        { do: "playersSacrifice", who, filter: { is: "all", of: [] } },
      ],
      targets: [{ spec: { kind: "player", who: "any" } }],
    });
  });

  it("target creature gets … until end of turn and can't be blocked this turn", () => {
    const what = { ref: "target", index: 0 } as const;
    compiles("Target creature gets +1/+0 until end of turn and can't be blocked this turn.", {
      kind: "spell",
      effects: [
        { do: "continuous", what, parts: [{ op: "modifyPT", power: 1, toughness: 0 }], duration: "endOfTurn" },
        { do: "rulesThisTurn", what, rules: [{ rule: "cantBeBlockedBy", filter: creature }] },
      ],
      targets: [{ spec: { kind: "permanent", filter: creature } }],
    });
  });

  it("~ gets … until end of turn and can attack this turn as though it didn't have defender", () => {
    compiles(
      "{2}{U}{U}: Test Card gets +4/-4 until end of turn and can attack this turn as though it didn't have defender.",
      {
        kind: "activated",
        cost: { mana: "{2}{U}{U}" },
        effects: [
          {
            do: "continuous",
            what: { ref: "self" },
            parts: [{ op: "modifyPT", power: 4, toughness: -4 }],
            duration: "endOfTurn",
          },
          { do: "rulesThisTurn", what: { ref: "self" }, rules: [{ rule: "attacksDespiteDefender" }] },
        ],
      },
    );
  });

  it("one verb on two objects is one simultaneous event: stays text", () => {
    staysText("Destroy target artifact and target enchantment.");
    staysText("Each opponent sacrifices an artifact creature and a nonartifact creature.");
  });

  it("a duration not understood, written once for two verbs: stays text", () => {
    // ("until your next turn" is read now: both changes last until then, one continuous effect.)
    staysText("Target creature gets +2/+0 and gains menace for as long as Test Card remains tapped.");
  });

  it("an unknown later verb keeps the whole sentence text", () => {
    staysText("Target player loses 1 life and shuffles their graveyard into their library.");
  });
});
