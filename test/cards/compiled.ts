// Assertions on what the Oracle compiler makes of one paragraph, shared by the template tests.
import assert from "node:assert/strict";
import type { AbilityDef } from "../../src/mtg/abilities/ability.js";
import { compileOracleText } from "../../src/mtg/cards/oracle/compile.js";
import { compileTemplate } from "../../src/mtg/cards/oracle/templates.js";

/** The single ability a paragraph compiles to. */
export function one(text: string, selfName = "Test Card"): AbilityDef {
  const out = compileOracleText(text, selfName);
  assert.equal(out.length, 1, `one ability from ${JSON.stringify(text)}`);
  const [a] = out;
  assert.ok(a);
  return a;
}

/** An ability without its text (distributes over the AbilityDef union). */
export type WithoutText<T> = T extends unknown ? Omit<T, "text"> : never;

/** Compiles to exactly `expected`, keeping the paragraph as its text. */
export function compiles(text: string, expected: WithoutText<AbilityDef>, selfName = "Test Card"): void {
  assert.deepEqual(one(text, selfName), { ...expected, text });
}

/** Not understood: stays a text ability. */
export function staysText(text: string, selfName = "Test Card"): void {
  assert.equal(compileTemplate(text, selfName), null, text);
  assert.equal(one(text, selfName).kind, "text", text);
}
