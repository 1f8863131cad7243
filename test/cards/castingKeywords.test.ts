import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { staticForm, triggeredForm } from "../../src/mtg/abilities/keywordActions.js";
import { compiles, one } from "./compiled.js";

describe("casting keyword lines (702): the keywords of rules/casting/", () => {
  it("buyback keeps its mana cost; a non-mana buyback cost stays text (702.27a)", () => {
    compiles("Buyback {3} (You may pay an additional {3} as you cast this spell.)", {
      kind: "keyword",
      keyword: "buyback",
      cost: "{3}",
    });
    for (const text of ["Buyback—Sacrifice a land.", "Buyback"]) assert.equal(one(text).kind, "text", text);
  });

  it("suspend N—[cost] keeps its number of time counters and its cost (702.62a)", () => {
    compiles("Suspend 3—{2}{R} (Rather than cast this card from your hand, you may pay {2}{R}.)", {
      kind: "keyword",
      keyword: "suspend",
      n: 3,
      cost: "{2}{R}",
    });
    assert.equal(one("Suspend X—{X}{X}{R}. X can't be 0.").kind, "text");
  });

  it("evoke, dash, blitz and surge keep their mana cost (alternative costs, 118.9)", () => {
    for (const [line, keyword, cost] of [
      ["Evoke {1}{U}{U}", "evoke", "{1}{U}{U}"],
      ["Dash {2}{B}", "dash", "{2}{B}"],
      ["Blitz {3}{G}", "blitz", "{3}{G}"],
      ["Surge {1}{R}", "surge", "{1}{R}"],
      ["Madness {X}{R}", "madness", "{X}{R}"],
      ["Foretell {1}{U}", "foretell", "{1}{U}"],
    ] as const)
      compiles(line, { kind: "keyword", keyword, cost });
    for (const text of ["Evoke—Exile a white card from your hand.", "Blitz—{2}{B}{B}, Pay 2 life.", "Dash"])
      assert.equal(one(text).kind, "text", text);
  });

  it("evoke is also an enters trigger that sacrifices the permanent if its evoke cost was paid (702.74a)", () => {
    const t = triggeredForm(one("Evoke {1}{U}{U}"));
    assert.deepEqual(t?.trigger, { on: "enters", filter: { is: "self" } });
    assert.deepEqual(t?.interveningIf, { is: "costPaid", keyword: "evoke" });
    assert.deepEqual(t?.effects, [{ do: "sacrifice", what: { ref: "self" } }]);
  });

  it("dash and blitz give haste as long as their cost was paid; blitz also 'dies: draw a card' (702.109a, 702.152a)", () => {
    const dash = staticForm(one("Dash {2}{B}"));
    assert.deepEqual(dash?.effects[0]?.condition, { is: "costPaid", keyword: "dash" });
    const dashParts = dash?.effects[0]?.parts ?? [];
    assert.deepEqual(
      dashParts.flatMap((p) => (p.op === "addAbilities" ? p.abilities.map((a) => a.kind) : [])),
      ["keyword"],
    );
    const blitz = staticForm(one("Blitz {3}{G}"));
    const granted = (blitz?.effects[0]?.parts ?? []).flatMap((p) => (p.op === "addAbilities" ? p.abilities : []));
    assert.deepEqual(
      granted.map((a) => a.kind),
      ["keyword", "triggered"],
    );
    assert.equal(triggeredForm(one("Dash {2}{B}")), null);
  });

  it("jump-start and rebound are bare keywords (702.133a, 702.88a)", () => {
    compiles("Jump-start (You may cast this card from your graveyard by discarding a card.)", {
      kind: "keyword",
      keyword: "jump-start",
    });
    compiles("Rebound", { kind: "keyword", keyword: "rebound" });
    assert.equal(one("Rebound {2}").kind, "text");
  });

  it("escape keeps its mana cost and the number of other cards to exile (702.138a)", () => {
    compiles(
      "Escape—{3}{B}, Exile three other cards from your graveyard. (You may cast this card from your graveyard.)",
      {
        kind: "keyword",
        keyword: "escape",
        cost: "{3}{B}",
        n: 3,
      },
    );
    assert.equal(one("Escape—{R}{R}, Exile a creature card from your graveyard.").kind, "text");
  });
});
