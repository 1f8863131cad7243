// The Oracle compiler's Saga chapter abilities (714.2) and "exile this Saga, then return it transformed".
import assert from "node:assert/strict";
import { test } from "node:test";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compiles, staysText } from "./compiled.js";

test("714.2b: 'II — You gain 2 life.' is a triggered ability on the second lore counter", () => {
  compiles(
    "II — You gain 2 life.",
    {
      kind: "triggered",
      trigger: { on: "chapter", n: 2 },
      effects: [{ do: "gainLife", who: { ref: "you" }, amount: 2 }],
    },
    "Era of Enlightenment",
  );
});

test("714.2c: 'I, II — …' is one chapter ability per numeral, each with its own target", () => {
  const text = "I, II — Target creature you control gets +1/+1 and gains flying until end of turn.";
  const out = compileOracleText(text, "Befriending the Moths");
  assert.deepEqual(
    out.map((a) => (a.kind === "triggered" ? a.trigger : a.kind)),
    [
      { on: "chapter", n: 1 },
      { on: "chapter", n: 2 },
    ],
  );
  for (const a of out) assert.ok(a.kind === "triggered" && a.targets?.length === 1 && a.text === text);
});

test("603.5: a chapter that begins 'You may' is optional", () => {
  compiles(
    "I — You may draw a card.",
    {
      kind: "triggered",
      trigger: { on: "chapter", n: 1 },
      effects: [{ do: "draw", who: { ref: "you" }, amount: 1 }],
      optional: true,
    },
    "Test Saga",
  );
});

test("712.14a: 'III — Exile this Saga, then return it to the battlefield transformed under your control.'", () => {
  compiles(
    "III — Exile this Saga, then return it to the battlefield transformed under your control.",
    {
      kind: "triggered",
      trigger: { on: "chapter", n: 3 },
      effects: [{ do: "exileAndReturn", what: { ref: "self" }, under: "you", transformed: true }],
    },
    "The Modern Age",
  );
});

test("a chapter whose effect isn't understood stays one text ability, whatever its numerals", () => {
  const text = "I, II — Choose a card name.";
  const out = compileOracleText(text, "Test Saga");
  assert.deepEqual(out, [{ kind: "text", text, reason: "no definition understands this text yet" }]);
  staysText("IV — Look at the top card of each player's library.", "Test Saga");
});
