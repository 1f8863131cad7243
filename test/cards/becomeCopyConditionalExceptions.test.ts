// Copy exceptions that apply only under a condition (707.9): "if you control that creature",
// "if ~ was embalmed" (702.128a).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parseCopyExceptions } from "../../src/mtg/cards/oracle/copy/copyExceptions.js";

describe("oracle conditional copy exceptions (707.9)", () => {
  it("'it enters with a shield counter on it if you control that creature' (Undercover Operative)", () => {
    assert.deepEqual(parseCopyExceptions("it enters with a shield counter on it if you control that creature"), [
      { except: "ifYouControlCopied", apply: [{ except: "entersWithCounters", kind: "shield", amount: 1 }] },
    ]);
  });
  it("the condition wraps any exception the clause would be without it", () => {
    assert.deepEqual(parseCopyExceptions("it has haste if you control that creature"), [
      {
        except: "ifYouControlCopied",
        apply: [{ except: "hasAbilities", abilities: [{ kind: "keyword", text: "Haste", keyword: "haste" }] }],
      },
    ]);
  });
  it("'if ~ was embalmed, the token has no mana cost, it's white, and it's a Zombie …' (Vizier of Many Faces)", () => {
    assert.deepEqual(
      parseCopyExceptions(
        "if ~ was embalmed, the token has no mana cost, it's white, and it's a Zombie in addition to its other types",
      ),
      [
        {
          except: "ifKeywordToken",
          keyword: "embalm",
          apply: [
            { except: "setValues", manaCost: null },
            { except: "colors", colors: ["W"] },
            { except: "additionalTypes", subtypes: ["Zombie"] },
          ],
        },
      ],
    );
  });
  it("another condition stays unread", () => {
    assert.equal(
      parseCopyExceptions("it enters with a shield counter on it if an opponent controls that creature"),
      null,
    );
  });
});
