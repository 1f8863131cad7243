// "Create a black Zombie creature token with power equal to that card's power and toughness equal
// to that card's toughness" after a copy of a target card (Soul Separator, 608.2h).
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { one, staysText } from "./compiled.js";

const EXILE = "{T}: Exile target creature card from your graveyard. Create a token that's a copy of that card.";
const ZOMBIE =
  "Create a black Zombie creature token with power equal to that card's power and toughness equal to that card's toughness.";

describe("oracle: a token whose power and toughness are a card's (608.2h)", () => {
  it("the numbers are read from the target card as the token is created", () => {
    const a = one(`${EXILE} ${ZOMBIE}`);
    assert.ok(a.kind === "activated");
    const zombie = a.effects.at(-1);
    assert.ok(zombie?.do === "createToken");
    assert.deepEqual(zombie.pt, {
      power: { of: "valueOf", what: { ref: "target", index: 0 }, value: "power" },
      toughness: { of: "valueOf", what: { ref: "target", index: 0 }, value: "toughness" },
    });
    assert.deepEqual(
      [zombie.token.name, zombie.token.colors, zombie.token.subtypes],
      ["Zombie Token", ["B"], ["Zombie"]],
    );
  });
  it("without one target card, 'that card' names nothing", () => {
    staysText(`{T}: ${ZOMBIE}`);
  });
});
