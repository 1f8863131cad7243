// Myriad (702.116) in the Oracle compiler: the keyword, and "Equipped creature has myriad".
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { logSentence } from "../../src/web/logSentence.js";
import { compiles, one } from "./compiled.js";

const myriadText =
  "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a token that's a copy of this creature that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end of combat.)";

describe("oracle token copies: myriad (702.116)", () => {
  it("the keyword line, with its reminder text", () => {
    compiles(myriadText, { kind: "keyword", keyword: "myriad" });
  });
  it("is a triggered ability: whenever this creature attacks", () => {
    assert.deepEqual(triggeredForm(one(myriadText)), {
      kind: "triggered",
      text: myriadText,
      trigger: { on: "attacks", filter: { is: "self" } },
      effects: [{ do: "myriad" }],
    });
  });
  it("equipped creature has myriad: a static ability granting it", () => {
    compiles("Equipped creature has myriad.", {
      kind: "static",
      effects: [
        {
          affects: { is: "attachedBySource" },
          parts: [{ op: "addAbilities", abilities: [{ kind: "keyword", text: "Myriad", keyword: "myriad" }] }],
        },
      ],
    });
  });
});

describe("a token entering attacking, in the log (508.4)", () => {
  it("has an English and a French sentence naming what it attacks", () => {
    const entry = {
      event: "attack",
      detail: "Herald of the Host enters the battlefield attacking o9",
      objects: ["o5", "o9"],
    };
    for (const [lang, expected] of [
      ["en", "Herald of the Host enters the battlefield attacking <o9>"],
      ["fr", "Herald of the Host arrive sur le champ de bataille en attaquant <o9>"],
    ] as const) {
      const s = logSentence(
        entry,
        { lang, nameOf: (id) => `<${id}>`, cardName: (n) => n, printedName: () => null },
        (id) => id,
      );
      assert.equal(s.translated, true);
      assert.equal(s.segments.map((x) => x.text).join(""), expected);
    }
  });
});
