import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { activatedForm } from "../../src/mtg/abilities/keywordActions.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";

const LINE =
  "Reconfigure {2} ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)";

describe("reconfigure (702.151a): one keyword line, two activated abilities", () => {
  it("'Reconfigure [cost]' is two keyword abilities of that line: attach, then unattach", () => {
    assert.deepEqual(compileOracleText(LINE, "Lizard Blades"), [
      { kind: "keyword", text: LINE, keyword: "reconfigure", cost: "{2}" },
      { kind: "keyword", text: LINE, keyword: "reconfigure", cost: "{2}", unattach: true },
    ]);
  });

  it("the first attaches it to another target creature you control, at sorcery speed", () => {
    const [attach] = compileOracleText(LINE, "Lizard Blades");
    const a = attach ? activatedForm(attach) : null;
    assert.equal(a?.sorcerySpeed, true);
    assert.deepEqual(a?.cost, { mana: "{2}" });
    assert.deepEqual(a?.effects, [{ do: "attach", what: { ref: "self" }, to: { ref: "target", index: 0 } }]);
    assert.deepEqual(a?.targets, [
      {
        spec: {
          kind: "permanent",
          filter: {
            is: "all",
            of: [{ is: "type", type: "Creature" }, { is: "controlledBy", who: "you" }, { is: "other" }],
          },
        },
      },
    ]);
  });

  it("the second unattaches it, only while it is attached to a creature, at sorcery speed", () => {
    const [, unattach] = compileOracleText(LINE, "Lizard Blades");
    const a = unattach ? activatedForm(unattach) : null;
    assert.equal(a?.sorcerySpeed, true);
    assert.deepEqual(a?.onlyIf, { is: "attachedMatches", filter: { is: "type", type: "Creature" } });
    assert.deepEqual(a?.effects, [{ do: "unattach", what: { ref: "self" } }]);
  });

  it("reconfigure without a mana cost stays text", () => {
    assert.equal(compileOracleText("Reconfigure", "Test Card")[0]?.kind, "text");
  });
});
