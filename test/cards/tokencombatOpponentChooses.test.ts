// "An opponent chooses target creature they control" (601.2c): the target an opponent chooses (tokencombat).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

describe("oracle: an opponent chooses the target (601.2c)", () => {
  it("the only target, chosen by an opponent among the creatures they control; 'that creature' names it", () => {
    const a = one(
      "{4}, {T}: An opponent chooses target creature they control. Create a token that's a copy of that creature. Activate only as a sorcery.",
    );
    assert.equal(a.kind, "activated");
    if (a.kind !== "activated") return;
    assert.deepEqual(a.targets, [
      {
        spec: {
          kind: "permanent",
          filter: {
            is: "all",
            of: [
              { is: "type", type: "Creature" },
              { is: "controlledBy", who: "opponent" },
            ],
          },
        },
        chosenBy: "opponent",
      },
    ]);
    assert.deepEqual(a.effects, [{ do: "createTokenCopy", of: { ref: "target", index: 0 }, count: 1, exceptions: [] }]);
  });
  it("after another target, or with a count, it stays text", () => {
    staysText("{4}, {T}: Tap target land. An opponent chooses target creature they control. Destroy that creature.");
    staysText("{4}: An opponent chooses up to one target creature they control. Destroy that creature.");
  });
});
